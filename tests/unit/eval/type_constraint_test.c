/* Type constraints as applications read them (optional attributes and
   their defaults), values converted to them, and defaults filled in,
   against what the reference does with the same cases
   (tests/reference/typeconstraint, results in
   eval/typeconstraint/results.tsv). */

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hcl/hcl.h"
#include "test_alloc.h"

#define RESULTS "eval/typeconstraint/results.tsv"
#define MAX_COLS 8

/* Splits a line into tab-separated columns, undoing the \\ \t \n escapes
   in place. */
static size_t split(char *line, char **cols) {
  size_t n = 0;
  char *w = line;
  cols[n++] = w;
  for (char *r = line; *r && *r != '\n'; r++) {
    if (*r == '\t') {
      *w++ = '\0';
      if (n < MAX_COLS)
        cols[n++] = w;
    } else if (*r == '\\' && r[1]) {
      r++;
      *w++ = *r == 't' ? '\t' : *r == 'n' ? '\n' : *r;
    } else {
      *w++ = *r;
    }
  }
  *w = '\0';
  return n;
}

/* A string as Go's encoding/json writes it. */
static void json_string(FILE *f, const char *s) {
  fputc('"', f);
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    if (*p == '"' || *p == '\\')
      fprintf(f, "\\%c", *p);
    else if (*p == '\n')
      fputs("\\n", f);
    else if (*p == '\t')
      fputs("\\t", f);
    else if (*p < 0x20 || *p == '<' || *p == '>' || *p == '&')
      fprintf(f, "\\u%04x", *p);
    else
      fputc(*p, f);
  }
  fputc('"', f);
}

static void json_range(FILE *f, const hcl_range *r) {
  char buf[64] = "";
  if (r)
    snprintf(buf, sizeof buf, "%u:%u-%u:%u", r->start.line, r->start.column,
             r->end.line, r->end.column);
  json_string(f, buf);
}

/* The diagnostics in the oracle's form. */
static char *diags_json(const hcl_diags *ds) {
  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  fputc('[', f);
  for (size_t i = 0; i < hcl_diags_count(ds); i++) {
    const hcl_diag *d = hcl_diags_at(ds, i);
    fputs(i ? ",{\"summary\":" : "{\"summary\":", f);
    json_string(f, d->summary);
    fputs(",\"detail\":", f);
    json_string(f, d->detail ? d->detail : "");
    fputs(",\"subject\":", f);
    json_range(f, d->subject);
    fputs(",\"context\":", f);
    json_range(f, d->context);
    fputc('}', f);
  }
  fputc(']', f);
  fclose(f);
  return text;
}

static char *type_json(const hcl_type *t) {
  char *out = NULL;
  size_t len = 0;
  cr_assert_eq(hcl_type_to_json(t, NULL, &out, &len, NULL), HCL_OK);
  return out;
}

static char *value_json(const hcl_value *v) {
  char *out = NULL, *err = NULL;
  size_t len = 0;
  hcl_status st =
      hcl_value_to_json(v, hcl_type_dynamic(), NULL, &out, &len, &err);
  cr_assert_eq(st, HCL_OK, "%s", err ? err : "");
  return out;
}

static hcl_value *eval(const char *src) {
  hcl_tree *tr = hcl_tree_new(NULL);
  cr_assert_eq(hcl_native_parse_expression(src, strlen(src), "v",
                                           hcl_tree_sink(tr), NULL),
               HCL_OK, "%s", src);
  hcl_eval_ctx *ctx = hcl_eval_ctx_new(NULL);
  cr_assert_eq(hcl_eval_ctx_add_functions(ctx), HCL_OK);
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_value *v = hcl_expr_eval(hcl_tree_expr_at(tr, 0), ctx, ds);
  cr_assert(!hcl_diags_has_errors(ds), "%s", src);
  hcl_diags_free(ds);
  hcl_eval_ctx_free(ctx);
  hcl_tree_free(tr);
  return v;
}

static const hcl_type *constraint(const char *src, hcl_type_defaults **defs) {
  const hcl_type *t = NULL;
  cr_assert_eq(
      hcl_type_constraint_parse(src, strlen(src), "t", NULL, NULL, &t, defs),
      HCL_OK, "%s", src);
  return t;
}

static void check_type(char **c, size_t n) {
  cr_assert_eq(n, 7);
  bool exact = strcmp(c[0], "exact") == 0;
  hcl_diags *ds = hcl_diags_new(NULL);
  const hcl_type *t = NULL;
  hcl_type_defaults *defs = NULL;
  hcl_status st = hcl_type_constraint_parse(c[2], strlen(c[2]), "t", NULL, ds,
                                            &t, exact ? NULL : &defs);
  cr_expect_eq(st, strcmp(c[3], "ok") == 0 ? HCL_OK : HCL_ERR_SYNTAX,
               "line %s: %s", c[1], c[2]);
  char written[512];
  hcl_type_expr_string(t, written, sizeof written);
  cr_expect_str_eq(written, c[4], "line %s: %s", c[1], c[2]);
  char *tj = type_json(t);
  cr_expect_str_eq(tj, c[5], "line %s: %s", c[1], c[2]);
  char *dj = diags_json(ds);
  cr_expect_str_eq(dj, c[6], "line %s: %s", c[1], c[2]);
  free(dj);
  hcl_free(NULL, tj);
  hcl_type_defaults_free(defs);
  hcl_type_unref(t);
  hcl_diags_free(ds);
}

static void check_convert(char **c, size_t n) {
  char *arrow = strstr(c[2], " => ");
  cr_assert_not_null(arrow);
  *arrow = '\0';
  hcl_value *v = eval(c[2]);
  bool with_defaults = strcmp(c[0], "defaults") == 0;
  hcl_type_defaults *defs = NULL;
  const hcl_type *t = constraint(arrow + 4, with_defaults ? &defs : NULL);
  if (with_defaults) {
    cr_assert_eq(n, 6);
    hcl_value *applied = NULL;
    if (defs) {
      cr_assert_eq(hcl_type_defaults_apply(defs, v, NULL, &applied), HCL_OK,
                   "line %s", c[1]);
    } else {
      applied = hcl_value_ref(v);
    }
    char *aj = value_json(applied);
    cr_expect_str_eq(aj, c[4], "line %s: %s applied", c[1], c[2]);
    hcl_free(NULL, aj);
    hcl_value_unref(v);
    v = applied;
  }
  hcl_value *out = NULL;
  char *err = NULL, *path = NULL;
  hcl_status st = hcl_value_convert(v, t, false, NULL, &out, &err, &path);
  if (strcmp(c[3], "ok") == 0) {
    cr_expect_eq(st, HCL_OK, "line %s: %s: %s", c[1], c[2], err ? err : "");
    if (st == HCL_OK) {
      char *oj = value_json(out);
      cr_expect_str_eq(oj, c[with_defaults ? 5 : 4], "line %s: %s", c[1], c[2]);
      hcl_free(NULL, oj);
    }
  } else {
    cr_expect_eq(st, HCL_ERR_INVALID, "line %s: %s", c[1], c[2]);
    if (st == HCL_ERR_INVALID) {
      cr_expect_str_eq(err, c[with_defaults ? 5 : 4], "line %s: %s", c[1],
                       c[2]);
      if (!with_defaults)
        cr_expect_str_eq(path, n > 5 ? c[5] : "", "line %s: %s", c[1], c[2]);
    }
  }
  hcl_free(NULL, err);
  hcl_free(NULL, path);
  hcl_value_unref(out);
  hcl_value_unref(v);
  hcl_type_defaults_free(defs);
  hcl_type_unref(t);
}

Test(type_constraint, agrees_with_the_reference) {
  FILE *f = fopen(RESULTS, "r");
  cr_assert_not_null(f, "cannot open %s", RESULTS);
  char *line = NULL;
  size_t cap = 0;
  int rows = 0;
  while (getline(&line, &cap, f) > 0) {
    char *c[MAX_COLS];
    size_t n = split(line, c);
    cr_assert_geq(n, 5);
    if (strcmp(c[0], "type") == 0 || strcmp(c[0], "exact") == 0)
      check_type(c, n);
    else
      check_convert(c, n);
    rows++;
  }
  free(line);
  fclose(f);
  cr_expect_geq(rows, 150);
}

/* The library's own types with optional attributes: identity, and what a
   conversion makes of them. */
Test(type_constraint, optional_attributes_are_part_of_identity) {
  hcl_str names[] = {{"a", 1}, {"b", 1}};
  const hcl_type *types[] = {hcl_type_string(), hcl_type_number()};
  bool opt[] = {false, true};
  const hcl_type *plain = hcl_type_object(names, types, 2, NULL);
  const hcl_type *with = hcl_type_object_optional(names, types, opt, 2, NULL);
  cr_expect(!hcl_type_equal(plain, with));
  cr_expect(hcl_type_conforms(plain, with));
  cr_expect(!hcl_type_attr_optional(with, 0));
  cr_expect(hcl_type_attr_optional(with, 1));
  cr_expect(!hcl_type_attr_optional(plain, 1));
  /* a value of the plain type is already what converting gives */
  hcl_value *v = eval("{a = \"x\", b = 1}");
  hcl_value *out = NULL;
  cr_assert_eq(hcl_value_convert(v, with, false, NULL, &out, NULL, NULL),
               HCL_OK);
  cr_expect_eq(out, v);
  hcl_value_unref(out);
  hcl_value_unref(v);
  hcl_type_unref(plain);
  hcl_type_unref(with);
}

/* What the reference gives up on (a panic there): defaults that leave the
   elements of a list with different types. */
Test(type_constraint, defaults_that_break_a_list_are_an_error) {
  hcl_type_defaults *defs = NULL;
  const hcl_type *t =
      constraint("list(object({a = optional(string, \"d\")}))", &defs);
  cr_assert_not_null(defs);
  /* both elements get the default: still one type */
  hcl_value *v = eval("tolist([{a = tonumber(null)}, {a = tonumber(null)}])");
  hcl_value *out = NULL;
  cr_expect_eq(hcl_type_defaults_apply(defs, v, NULL, &out), HCL_OK);
  hcl_value_unref(out);
  hcl_value_unref(v);
  /* one keeps its number, the other gets a string */
  v = eval("tolist([{a = tonumber(null)}, {a = 5}])");
  out = NULL;
  cr_expect_eq(hcl_type_defaults_apply(defs, v, NULL, &out), HCL_ERR_INVALID);
  cr_expect_null(out);
  hcl_value_unref(v);
  hcl_type_defaults_free(defs);
  hcl_type_unref(t);
}

/* convert called with values: the type travels as a "type constraint"
   capsule, and the second conversion of the reference still applies. */
Test(type_constraint, convert_called_through_the_c_api) {
  const hcl_func *f = hcl_func_library_lookup("convert", 7);
  cr_assert_not_null(f);
  const hcl_type *t =
      constraint("object({a = string, b = optional(number)})", NULL);
  hcl_value *tv = hcl_type_constraint_value(t, NULL);
  hcl_value *v = eval("{a = 1, b = 2}");
  const hcl_value *args[] = {v, tv};
  char *err = NULL;
  long arg = -2;
  hcl_value *out = hcl_func_call(f, args, 2, NULL, &err, &arg);
  cr_assert_not_null(out, "%s", err ? err : "");
  cr_expect_str_eq(hcl_value_as_string(hcl_value_get(out, "a", 1)).ptr, "1");
  hcl_value_unref(out);
  hcl_value_unref(v);
  v = eval("{a = 1}");
  args[0] = v;
  out = hcl_func_call(f, args, 2, NULL, &err, &arg);
  cr_expect_null(out);
  cr_expect_str_eq(err, "attribute \"b\" is required");
  cr_expect_eq(arg, 0);
  hcl_free(NULL, err);
  hcl_value_unref(v);
  hcl_value_unref(tv);
  hcl_type_unref(t);
}

/* Reading a constraint with defaults, filling them in and converting,
   with each allocation failed in turn: out of memory and nothing leaked,
   or the same answer as with memory to spare. */
Test(type_constraint, survives_failed_allocations) {
  static const char type[] =
      "list(object({a = optional(object({b = optional(number, 1)}), {}), "
      "c = optional(tuple([string, object({d = optional(bool, true)})])), "
      "e = optional(map(string), {k = \"v\"})}))";
  hcl_value *v = eval("[{}, {a = {}}, {c = [\"x\", {}]}, {e = null}]");
  char *want = NULL;
  {
    hcl_type_defaults *defs = NULL;
    const hcl_type *t = constraint(type, &defs);
    hcl_value *filled = NULL, *out = NULL;
    cr_assert_eq(hcl_type_defaults_apply(defs, v, NULL, &filled), HCL_OK);
    cr_assert_eq(hcl_value_convert(filled, t, false, NULL, &out, NULL, NULL),
                 HCL_OK);
    want = value_json(out);
    hcl_value_unref(out);
    hcl_value_unref(filled);
    hcl_type_defaults_free(defs);
    hcl_type_unref(t);
  }
  for (size_t n = 1;; n++) {
    test_alloc ta;
    test_alloc_init(&ta);
    ta.fail_at = n;
    hcl_type_defaults *defs = NULL;
    const hcl_type *t = NULL;
    hcl_value *filled = NULL, *out = NULL;
    hcl_status st = hcl_type_constraint_parse(type, strlen(type), "t",
                                              &ta.hooks, NULL, &t, &defs);
    if (st == HCL_OK)
      st = hcl_type_defaults_apply(defs, v, &ta.hooks, &filled);
    if (st == HCL_OK)
      st = hcl_value_convert(filled, t, false, &ta.hooks, &out, NULL, NULL);
    bool failed = ta.allocations >= n;
    ta.fail_at = 0;
    if (st == HCL_OK) {
      char *got = value_json(out);
      cr_expect_str_eq(got, want, "allocation %zu failed", n);
      hcl_free(NULL, got);
    } else {
      cr_expect(failed, "status %d with allocation %zu failed", (int)st, n);
    }
    hcl_value_unref(out);
    hcl_value_unref(filled);
    hcl_type_defaults_free(defs);
    hcl_type_unref(t);
    cr_expect_eq(ta.outstanding, 0, "%zu blocks leaked at %zu", ta.outstanding,
                 n);
    if (!failed)
      break;
  }
  hcl_free(NULL, want);
  hcl_value_unref(v);
}

/* In the JSON syntax a constraint is a string holding the expression, as
   for every static analysis. */
Test(type_constraint, read_from_the_json_syntax) {
  static const char src[] =
      "{\"t\": \"list(object({a = optional(number, 1), b = string}))\", "
      "\"k\": \"bool\"}";
  hcl_tree *tr = hcl_tree_new(NULL);
  cr_assert_eq(
      hcl_json_parse(src, strlen(src), "in.json", hcl_tree_sink(tr), NULL),
      HCL_OK);
  hcl_content c;
  cr_assert_eq(hcl_body_just_attributes(hcl_tree_file_at(tr, 0), &c, NULL),
               HCL_OK);
  cr_assert_eq(c.nattrs, 2);
  for (size_t i = 0; i < c.nattrs; i++) {
    const hcl_type *t = NULL;
    hcl_type_defaults *defs = NULL;
    cr_assert_eq(hcl_type_constraint(c.attrs[i]->expr, NULL, NULL, &t, &defs),
                 HCL_OK);
    char written[128];
    hcl_type_expr_string(t, written, sizeof written);
    if (c.attrs[i]->name.ptr[0] == 'k') {
      cr_expect_str_eq(written, "bool");
      cr_expect_null(defs);
    } else {
      cr_expect_str_eq(written, "list(object({a=number,b=string}))");
      hcl_value *v = eval("[{b = \"x\"}]"), *filled = NULL;
      cr_assert_eq(hcl_type_defaults_apply(defs, v, NULL, &filled), HCL_OK);
      char *j = value_json(filled);
      cr_expect_str_eq(
          j, "{\"value\":[{\"a\":1,\"b\":\"x\"}],\"type\":[\"tuple\",[["
             "\"object\",{\"a\":\"number\",\"b\":\"string\"}]]]}");
      hcl_free(NULL, j);
      hcl_value_unref(filled);
      hcl_value_unref(v);
    }
    hcl_type_defaults_free(defs);
    hcl_type_unref(t);
  }
  hcl_tree_free(tr);
}
