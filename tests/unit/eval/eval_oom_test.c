/*
 * The evaluator out of memory: every allocation goes through the context's
 * allocator, so failing the n-th one, for every n, must give NULL (never a
 * value, nor an input error standing for the failure) and leak nothing;
 * the run that fails nothing gives the value a plain run gives.
 */

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "hcl/functions.h"
#include "hcl/json.h"
#include "hcl/native.h"
#include "test_alloc.h"
#include "value_dump.h"

static const char *const NATIVE[] = {
    "1 + 2 * x - 3 + 4 - 5 + 6",
    "nope + x",
    "obj.a + nope.b",
    "upper(name, 2)",
    "upper(obj)",
    "lower(names...)",
    "b ? {a = 1} : {a = \"x\", b = [name]}",
    "[for k, v in obj: upper(v) if k != name]",
    "{for k, v in obj: v => k...}",
    "\"%{for n in names}${n}-%{endfor}${name}%{if b}y%{else}n%{endif}\"",
    "names[*]",
    "obj[name]",
    "names[5]",
    "{(name) = 1, x = obj, \"k\" = [1, \"2\"]}",
    "nmae",
    "-name",
    "!x",
    "[for n in 5: n]",
};

static const char *const JSON[] = {
    "{\"v\": \"${upper(name)} and ${nope}\"}",
    "{\"v\": {\"${name}\": [\"${x + 1}\", 2], \"a\": \"${obj.a}\"}}",
    "{\"v\": {\"a\": 1, \"a\": 2}}",
};

typedef struct fixture {
  hcl_tree *tree;
  const hcl_expr *expr;
} fixture;

static fixture parse(const char *src, bool json) {
  fixture f;
  f.tree = hcl_tree_new(NULL);
  hcl_status st;
  if (json)
    st =
        hcl_json_parse(src, strlen(src), "t.json", hcl_tree_sink(f.tree), NULL);
  else
    st = hcl_native_parse_expression(src, strlen(src), "t.hcl",
                                     hcl_tree_sink(f.tree), NULL);
  cr_assert_eq(st, HCL_OK, "%s", src);
  if (json) {
    hcl_content c;
    cr_assert_eq(
        hcl_body_just_attributes(hcl_tree_file_at(f.tree, 0), &c, NULL),
        HCL_OK);
    f.expr = c.attrs[0]->expr;
  } else {
    f.expr = hcl_tree_expr_at(f.tree, 0);
  }
  return f;
}

static void set(hcl_eval_ctx *c, const char *name, hcl_value *v) {
  cr_assert(v);
  cr_assert_eq(hcl_eval_ctx_set_var(c, name, strlen(name), v), HCL_OK);
  hcl_value_unref(v);
}

static hcl_eval_ctx *context(const hcl_alloc *a) {
  hcl_eval_ctx *c = hcl_eval_ctx_new(a);
  cr_assert(c);
  set(c, "x", hcl_value_number_int(7, NULL));
  set(c, "b", hcl_value_bool(true));
  set(c, "name", hcl_value_string("ann", 3, NULL));
  hcl_str keys[2] = {{"a", 1}, {"c", 1}};
  hcl_value *vals[2] = {hcl_value_string("A", 1, NULL),
                        hcl_value_string("C", 1, NULL)};
  set(c, "obj",
      hcl_value_object(keys, (const hcl_value *const *)vals, 2, NULL));
  set(c, "names", hcl_value_tuple((const hcl_value *const *)vals, 2, NULL));
  hcl_value_unref(vals[0]);
  hcl_value_unref(vals[1]);
  const char *fns[] = {"upper", "lower"};
  for (size_t i = 0; i < 2; i++)
    cr_assert_eq(
        hcl_eval_ctx_set_func(c, fns[i], strlen(fns[i]),
                              hcl_func_library_lookup(fns[i], strlen(fns[i]))),
        HCL_OK);
  return c;
}

/* The value's dump and its diagnostics, one line each (malloc'd). */
static char *outcome(const hcl_value *v, const hcl_diags *ds) {
  char *dump = test_value_dump(v);
  size_t len = strlen(dump) + 2;
  char *out = malloc(len);
  strcpy(out, dump);
  free(dump);
  for (size_t i = 0; i < hcl_diags_count(ds); i++) {
    const hcl_diag *d = hcl_diags_at(ds, i);
    char *line = test_diag_line(d);
    const char *notes = d->values ? d->values : "";
    len += strlen(line) + strlen(notes) + 4;
    out = realloc(out, len);
    strcat(out, "\n");
    strcat(out, line);
    strcat(out, " {");
    strcat(out, notes);
    strcat(out, "}");
    free(line);
  }
  return out;
}

static void sweep(const char *src, bool json) {
  fixture f = parse(src, json);
  hcl_eval_ctx *plain = context(NULL);
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_value *v = hcl_expr_eval(f.expr, plain, ds);
  cr_assert(v, "%s", src);
  char *want = outcome(v, ds);
  hcl_value_unref(v);
  hcl_diags_free(ds);
  hcl_eval_ctx_free(plain);

  for (size_t n = 1;; n++) {
    test_alloc ta;
    test_alloc_init(&ta);
    hcl_eval_ctx *c = context(&ta.hooks);
    ds = hcl_diags_new(NULL);
    size_t live = ta.outstanding;
    ta.fail_at = ta.allocations + n;
    v = hcl_expr_eval(f.expr, c, ds);
    bool failed = ta.allocations >= ta.fail_at;
    ta.fail_at = 0;
    if (failed) {
      cr_expect_null(v, "%s: a value although allocation %zu failed", src, n);
    } else {
      cr_assert(v, "%s: NULL with no allocation failed", src);
      char *got = outcome(v, ds);
      cr_expect_str_eq(got, want, "%s", src);
      free(got);
    }
    hcl_value_unref(v);
    hcl_diags_free(ds);
    cr_expect_eq(ta.outstanding, live, "%s: %zu blocks leaked at %zu", src,
                 ta.outstanding - live, n);
    hcl_eval_ctx_free(c);
    if (!failed) {
      cr_log_info("%s: %zu allocations", src, n - 1);
      break;
    }
  }
  free(want);
  hcl_tree_free(f.tree);
}

Test(eval_oom, native_expressions, .timeout = 60) {
  for (size_t i = 0; i < sizeof NATIVE / sizeof NATIVE[0]; i++)
    sweep(NATIVE[i], false);
}

Test(eval_oom, json_values, .timeout = 60) {
  for (size_t i = 0; i < sizeof JSON / sizeof JSON[0]; i++)
    sweep(JSON[i], true);
}

/* The notes an application asks for, and the variables: HCL_ERR_NOMEM or
   NULL, never a silent loss. */
Test(eval_oom, notes_and_variables, .timeout = 60) {
  fixture f =
      parse("{\"v\": \"${obj.a} ${name} ${[for n in names: n]}\"}", true);
  char *want = NULL;
  hcl_eval_ctx *plain = context(NULL);
  cr_assert_eq(hcl_expr_value_notes(f.expr, plain, &want), HCL_OK);
  cr_assert_str_eq(want, "name as \"ann\"\nnames as tuple with 2 elements\n"
                         "obj.a as \"A\"");
  hcl_eval_ctx_free(plain);
  for (size_t n = 1;; n++) {
    test_alloc ta;
    test_alloc_init(&ta);
    hcl_eval_ctx *c = context(&ta.hooks);
    size_t live = ta.outstanding;
    ta.fail_at = ta.allocations + n;
    char *notes = NULL;
    hcl_status st = hcl_expr_value_notes(f.expr, c, &notes);
    bool failed = ta.allocations >= ta.fail_at;
    ta.fail_at = 0;
    if (failed) {
      cr_expect_eq(st, HCL_ERR_NOMEM, "allocation %zu", n);
      cr_expect_null(notes);
    } else {
      cr_expect_eq(st, HCL_OK);
      cr_expect_str_eq(notes, want);
    }
    hcl_free(hcl_eval_ctx_alloc(c), notes);
    cr_expect_eq(ta.outstanding, live, "%zu blocks leaked at %zu",
                 ta.outstanding - live, n);
    hcl_eval_ctx_free(c);
    if (!failed)
      break;
  }
  hcl_free(NULL, want);
  for (size_t n = 1;; n++) {
    test_alloc ta;
    test_alloc_init(&ta);
    ta.fail_at = n;
    hcl_traversals *ts = hcl_expr_variables(f.expr, &ta.hooks);
    bool failed = ta.allocations >= ta.fail_at;
    ta.fail_at = 0;
    if (failed)
      cr_expect_null(ts, "allocation %zu", n);
    else
      cr_expect_eq(hcl_traversals_count(ts), 3);
    hcl_traversals_free(ts);
    cr_expect_eq(ta.outstanding, 0, "%zu blocks leaked at %zu", ta.outstanding,
                 n);
    if (!failed)
      break;
  }
  hcl_tree_free(f.tree);
}
