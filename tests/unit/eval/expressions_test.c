/*
 * Expression evaluation against the reference: each line of
 * tests/eval/expressions/NAME.cases is an expression, and NAME.expected
 * (written by tests/reference/evalexpr) holds the value and diagnostics
 * the reference gives it in the same context: the attributes of
 * tests/eval/vars.hcl, the values of specials() below, and the functions
 * of the hcldec tool. Types, values, unknowns, messages and ranges must
 * all agree.
 */

#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yajl/yajl_tree.h>

#include "test_case.h"
#include "test_util.h"
#include "value_dump.h"

static test_case cases[] = {
#include "eval_expression_cases.inc"
};

static const char *const FUNCTIONS[] = {
    "abs",        "coalesce",   "concat", "hasindex", "int",
    "jsondecode", "jsonencode", "length", "lower",    "max",
    "min",        "reverse",    "strlen", "substr",   "upper"};

typedef struct fixture {
  hcl_tree *tree;
  hcl_eval_ctx *ctx;
} fixture;

static void set(hcl_eval_ctx *c, const char *name, hcl_value *v) {
  cr_assert(v, "building %s", name);
  cr_assert_eq(hcl_eval_ctx_set_var(c, name, strlen(name), v), HCL_OK);
  hcl_value_unref(v);
}

static const hcl_type *obj_a_string(void) {
  hcl_str n = {"a", 1};
  const hcl_type *t = hcl_type_string();
  return hcl_type_object(&n, &t, 1, NULL);
}

static hcl_value *strings(const char *const *s, size_t n, bool as_set) {
  hcl_value *items[8];
  for (size_t i = 0; i < n; i++)
    items[i] = hcl_value_string(s[i], strlen(s[i]), NULL);
  hcl_value *v = as_set
                     ? hcl_value_set(hcl_type_string(),
                                     (const hcl_value *const *)items, n, NULL)
                     : hcl_value_list(hcl_type_string(),
                                      (const hcl_value *const *)items, n, NULL);
  for (size_t i = 0; i < n; i++)
    hcl_value_unref(items[i]);
  return v;
}

static hcl_value *string_map(const char *k, const char *v) {
  hcl_str key = {k, strlen(k)};
  hcl_value *s = hcl_value_string(v, strlen(v), NULL);
  hcl_value *m = hcl_value_map(hcl_type_string(), &key,
                               (const hcl_value *const *)&s, 1, NULL);
  hcl_value_unref(s);
  return m;
}

/* The values evalexpr's specials() defines. */
static void specials(hcl_eval_ctx *c) {
  const hcl_type *t;
  set(c, "unknown_string", hcl_value_unknown(hcl_type_string(), NULL));
  set(c, "unknown_number", hcl_value_unknown(hcl_type_number(), NULL));
  set(c, "unknown_bool", hcl_value_unknown(hcl_type_bool(), NULL));
  set(c, "unknown_any", hcl_value_dynamic());
  t = hcl_type_list(hcl_type_string(), NULL);
  set(c, "unknown_list", hcl_value_unknown(t, NULL));
  set(c, "null_list", hcl_value_null(t, NULL));
  hcl_type_unref(t);
  t = hcl_type_map(hcl_type_number(), NULL);
  set(c, "unknown_map", hcl_value_unknown(t, NULL));
  hcl_type_unref(t);
  t = obj_a_string();
  set(c, "unknown_object", hcl_value_unknown(t, NULL));
  hcl_type_unref(t);
  hcl_value *pk[2] = {hcl_value_number_int(1, NULL),
                      hcl_value_unknown(hcl_type_string(), NULL)};
  set(c, "partly_known",
      hcl_value_tuple((const hcl_value *const *)pk, 2, NULL));
  hcl_value_unref(pk[0]);
  hcl_value_unref(pk[1]);
  set(c, "null_string", hcl_value_null(hcl_type_string(), NULL));
  set(c, "null_number", hcl_value_null(hcl_type_number(), NULL));
  set(c, "null_any", hcl_value_null(hcl_type_dynamic(), NULL));
  const char *abc[] = {"a", "b", "c"}, *ba[] = {"b", "a"};
  set(c, "string_list", strings(abc, 3, false));
  set(c, "string_set", strings(ba, 2, true));
  hcl_value *n[3] = {hcl_value_number_int(3, NULL),
                     hcl_value_number_int(1, NULL),
                     hcl_value_number_int(2, NULL)};
  set(c, "number_set",
      hcl_value_set(hcl_type_number(), (const hcl_value *const *)n, 3, NULL));
  hcl_str keys[2] = {{"one", 3}, {"two", 3}};
  set(c, "number_map",
      hcl_value_map(hcl_type_number(), keys, (const hcl_value *const *)&n[1], 2,
                    NULL));
  for (int i = 0; i < 3; i++)
    hcl_value_unref(n[i]);
  hcl_value *maps[2] = {string_map("k", "v1"), string_map("k", "v2")};
  t = hcl_type_map(hcl_type_string(), NULL);
  set(c, "list_of_maps",
      hcl_value_list(t, (const hcl_value *const *)maps, 2, NULL));
  hcl_type_unref(t);
  hcl_value_unref(maps[0]);
  hcl_value_unref(maps[1]);
}

static fixture make_fixture(void) {
  fixture f;
  f.tree = hcl_tree_new(NULL);
  f.ctx = hcl_eval_ctx_new(NULL);
  cr_assert(f.tree && f.ctx);
  cr_assert_eq(
      hcl_native_parse_file("eval/vars.hcl", hcl_tree_sink(f.tree), NULL),
      HCL_OK);
  hcl_content c;
  cr_assert_eq(hcl_body_just_attributes(hcl_tree_file_at(f.tree, 0), &c, NULL),
               HCL_OK);
  for (size_t i = 0; i < c.nattrs; i++) {
    hcl_value *v = hcl_expr_eval(c.attrs[i]->expr, NULL, NULL);
    cr_assert(v);
    cr_assert_eq(hcl_eval_ctx_set_var(f.ctx, c.attrs[i]->name.ptr,
                                      c.attrs[i]->name.len, v),
                 HCL_OK);
    hcl_value_unref(v);
  }
  specials(f.ctx);
  for (size_t i = 0; i < sizeof FUNCTIONS / sizeof FUNCTIONS[0]; i++) {
    const hcl_func *fn =
        hcl_func_library_lookup(FUNCTIONS[i], strlen(FUNCTIONS[i]));
    cr_assert(fn, "no function %s", FUNCTIONS[i]);
    cr_assert_eq(
        hcl_eval_ctx_set_func(f.ctx, FUNCTIONS[i], strlen(FUNCTIONS[i]), fn),
        HCL_OK);
  }
  return f;
}

/* Replaces each U+23CE with a newline, as evalexpr does. */
static char *unfold(const char *line) {
  char *s = strdup(line);
  char *w = s;
  for (const char *r = line; *r;) {
    if (strncmp(r, "\xe2\x8f\x8e", 3) == 0) {
      *w++ = '\n';
      r += 3;
    } else {
      *w++ = *r++;
    }
  }
  *w = '\0';
  return s;
}

/* The expression of `src`, parsed into the fixture's tree: native syntax,
   or (for JSON cases) the value of property "v" of a JSON file. NULL after
   syntax errors, which go to `ds`. */
static const hcl_expr *parse_case(fixture *f, const char *src, bool json,
                                  hcl_diags *ds) {
  hcl_sink both[2] = {hcl_tree_sink(f->tree), hcl_diags_sink(ds)};
  hcl_tee *tee = hcl_tee_new(both, 2, NULL);
  cr_assert(tee);
  size_t exprs = hcl_tree_expr_count(f->tree);
  size_t files = hcl_tree_file_count(f->tree);
  hcl_status st;
  if (json) {
    size_t n = strlen(src) + 16;
    char *doc = malloc(n);
    snprintf(doc, n, "{\"v\": %s}", src);
    st = hcl_json_parse(doc, strlen(doc), "<expr>", hcl_tee_sink(tee), NULL);
    free(doc);
  } else {
    st = hcl_native_parse_expression(src, strlen(src), "<expr>",
                                     hcl_tee_sink(tee), NULL);
  }
  hcl_tee_free(tee);
  hcl_diags_lexical_first(ds, 0);
  if (st != HCL_OK)
    return NULL;
  if (!json)
    return hcl_tree_expr_count(f->tree) > exprs
               ? hcl_tree_expr_at(f->tree, exprs)
               : NULL;
  cr_assert_gt(hcl_tree_file_count(f->tree), files);
  hcl_content c;
  hcl_body_just_attributes(hcl_tree_file_at(f->tree, files), &c, ds);
  return c.nattrs ? c.attrs[0]->expr : NULL;
}

/* Evaluates one case; returns the number of mismatches reported. */
static int check_case(fixture *f, yajl_val want, bool json) {
  const char *expr_path[] = {"expr", NULL};
  const char *value_path[] = {"value", NULL};
  const char *diags_path[] = {"diags", NULL};
  const char *expr =
      YAJL_GET_STRING(yajl_tree_get(want, expr_path, yajl_t_string));
  const char *want_value =
      YAJL_GET_STRING(yajl_tree_get(want, value_path, yajl_t_string));
  yajl_val want_diags = yajl_tree_get(want, diags_path, yajl_t_array);
  cr_assert(expr && want_value && want_diags);
  char *src = unfold(expr);
  hcl_diags *ds = hcl_diags_new(NULL);
  const hcl_expr *parsed = parse_case(f, src, json, ds);
  char *got_value = strdup("");
  if (parsed) {
    hcl_value *v = hcl_expr_eval(parsed, f->ctx, ds);
    cr_assert(v);
    free(got_value);
    got_value = test_value_dump(v);
    hcl_value_unref(v);
  }
  int bad = 0;
  if (strcmp(got_value, want_value) != 0) {
    cr_expect_fail("%s\n  value    %s\n  expected %s", expr, got_value,
                   want_value);
    bad++;
  }
  size_t nwant = YAJL_GET_ARRAY(want_diags)->len;
  size_t ngot = hcl_diags_count(ds);
  for (size_t i = 0; i < nwant || i < ngot; i++) {
    char *got = i < ngot ? test_diag_line(hcl_diags_at(ds, i)) : NULL;
    const char *w = i < nwant
                        ? YAJL_GET_STRING(YAJL_GET_ARRAY(want_diags)->values[i])
                        : NULL;
    if (!got || !w || strcmp(got, w) != 0) {
      cr_expect_fail("%s\n  diag %zu  %s\n  expected %s", expr, i,
                     got ? got : "(none)", w ? w : "(none)");
      bad++;
    }
    free(got);
  }
  free(got_value);
  hcl_diags_free(ds);
  free(src);
  return bad;
}

ParameterizedTestParameters(eval, expressions) {
  return cr_make_param_array(test_case, cases, sizeof cases / sizeof cases[0]);
}

ParameterizedTest(test_case *tc, eval, expressions, .timeout = 60) {
  const char *const *name = &(const char *){tc->name};
  char path[512];
  snprintf(path, sizeof path, "eval/expressions/%s", *name);
  char *text = test_read_file(path, NULL);
  cr_assert(text, "cannot read %s", path);
  fixture f = make_fixture();
  int lines = 0, bad = 0;
  for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
    char err[256];
    yajl_val want = yajl_tree_parse(line, err, sizeof err);
    cr_assert(want, "%s: %s", path, err);
    bad += check_case(&f, want, strncmp(*name, "json_", 5) == 0) ? 1 : 0;
    lines++;
    yajl_tree_free(want);
  }
  cr_log_info("%s: %d of %d cases agree", *name, lines - bad, lines);
  hcl_eval_ctx_free(f.ctx);
  hcl_tree_free(f.tree);
  free(text);
}
