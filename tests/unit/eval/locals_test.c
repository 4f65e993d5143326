/* hcl_locals_define: locals in dependency order, and each error they can
   make, with the ranges a user is pointed at. */

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hcl/hcl.h"

typedef struct run {
  hcl_tree *tree;
  hcl_eval_ctx *ctx;
  hcl_diags *ds;
  const hcl_body *rest;
  hcl_status st;
} run;

static run define(const char *src, bool json) {
  run r;
  r.tree = hcl_tree_new(NULL);
  r.ds = hcl_diags_new(NULL);
  r.ctx = hcl_eval_ctx_new(NULL);
  hcl_value *env = hcl_value_string("prod", 4, NULL);
  hcl_eval_ctx_set_var(r.ctx, "env", 3, env);
  hcl_value_unref(env);
  cr_assert_eq(hcl_eval_ctx_add_functions(r.ctx), HCL_OK);
  hcl_status parsed = json ? hcl_json_parse(src, strlen(src), "in.json",
                                            hcl_tree_sink(r.tree), NULL)
                           : hcl_native_parse(src, strlen(src), "in.hcl",
                                              hcl_tree_sink(r.tree), NULL);
  cr_assert_eq(parsed, HCL_OK);
  r.st = hcl_locals_define(hcl_tree_file_at(r.tree, 0), r.ctx, &r.rest, r.ds);
  return r;
}

static void done(run *r) {
  hcl_eval_ctx_free(r->ctx);
  hcl_diags_free(r->ds);
  hcl_tree_free(r->tree);
}

/* local.NAME as JSON. */
static char *value_of(const run *r, const char *name) {
  char expr[64];
  snprintf(expr, sizeof expr, "local.%s", name);
  hcl_tree *t = hcl_tree_new(NULL);
  cr_assert_eq(hcl_native_parse_expression(expr, strlen(expr), "x",
                                           hcl_tree_sink(t), NULL),
               HCL_OK);
  hcl_value *v = hcl_expr_eval(hcl_tree_expr_at(t, 0), r->ctx, NULL);
  char *json = NULL, *err = NULL;
  size_t len;
  if (hcl_value_to_json(v, hcl_value_type(v), NULL, &json, &len, &err) !=
      HCL_OK)
    json = strdup(hcl_value_is_unknown(v) ? "(unknown)" : "(error)");
  hcl_free(NULL, err);
  hcl_value_unref(v);
  hcl_tree_free(t);
  return json;
}

static void expect_local(const run *r, const char *name, const char *want) {
  char *got = value_of(r, name);
  cr_expect_str_eq(got, want, "local.%s", name);
  free(got);
}

static void expect_error(const run *r, size_t i, const char *summary, int line,
                         int column) {
  cr_assert_gt(hcl_diags_count(r->ds), i);
  const hcl_diag *d = hcl_diags_at(r->ds, i);
  cr_expect_str_eq(d->summary, summary);
  cr_assert_not_null(d->subject);
  cr_expect_eq(d->subject->start.line, line, "%s: line", summary);
  cr_expect_eq(d->subject->start.column, column, "%s: column", summary);
}

Test(locals, evaluated_in_dependency_order_whatever_the_source_order) {
  run r = define("locals {\n"
                 "  c = \"${local.b}-${env}\"\n"
                 "  b = local.a * 2\n"
                 "}\n"
                 "locals {\n"
                 "  a = 21\n"
                 "  d = [for p in local.ports : p.port]\n"
                 "  ports = [{ port = 80 }, { port = 8080 }]\n"
                 "}\n"
                 "name = local.c\n",
                 false);
  cr_expect_eq(r.st, HCL_OK);
  cr_expect_eq(hcl_diags_count(r.ds), 0);
  expect_local(&r, "a", "21");
  expect_local(&r, "b", "42");
  expect_local(&r, "c", "\"42-prod\"");
  expect_local(&r, "d", "[80,8080]");
  /* the rest of the body is the application's */
  hcl_attr_schema name = {"name", true};
  hcl_schema s = {&name, 1, NULL, 0};
  hcl_content c;
  cr_assert_eq(hcl_body_content(r.rest, &s, &c, r.ds), HCL_OK);
  hcl_value *v = hcl_expr_eval(c.attrs[0]->expr, r.ctx, NULL);
  cr_expect_str_eq(hcl_value_as_string(v).ptr, "42-prod");
  hcl_value_unref(v);
  done(&r);
}

Test(locals, json_syntax) {
  run r = define("{\"locals\": {\"a\": 1, \"b\": \"${local.a + 1}\"}}", true);
  cr_expect_eq(r.st, HCL_OK);
  expect_local(&r, "b", "2");
  done(&r);
}

Test(locals, a_name_defined_twice) {
  run r = define("locals {\n  a = 1\n}\nlocals {\n  a = 2\n}\n", false);
  cr_expect_eq(r.st, HCL_ERR_SYNTAX);
  expect_error(&r, 0, "Duplicate local value", 5, 3);
  cr_expect_str_eq(hcl_diags_at(r.ds, 0)->detail,
                   "A local value named \"a\" was already defined at "
                   "in.hcl:2,3-4.");
  expect_local(&r, "a", "1"); /* the first one stands */
  done(&r);
}

Test(locals, a_reference_to_an_undeclared_local) {
  run r = define("locals {\n  a = local.nope + 1\n  b = 2\n}\n", false);
  cr_expect_eq(r.st, HCL_ERR_SYNTAX);
  cr_expect_eq(hcl_diags_count(r.ds), 1);
  expect_error(&r, 0, "Reference to undeclared local value", 2, 7);
  cr_expect_eq(hcl_diags_at(r.ds, 0)->subject->end.column, 17);
  expect_local(&r, "a", "(unknown)");
  expect_local(&r, "b", "2");
  done(&r);
}

Test(locals, a_cycle_names_each_local_in_it_and_spares_the_rest) {
  run r = define("locals {\n"
                 "  a = local.b\n"
                 "  b = local.c\n"
                 "  c = local.a\n"
                 "  d = local.a + 1\n"
                 "  e = 5\n"
                 "}\n",
                 false);
  cr_expect_eq(r.st, HCL_ERR_SYNTAX);
  /* a, b and c; d only waits on them, and is unknown */
  cr_expect_eq(hcl_diags_count(r.ds), 3);
  expect_error(&r, 0, "Cycle in local values", 2, 3);
  expect_local(&r, "e", "5");
  expect_local(&r, "a", "(unknown)");
  expect_local(&r, "d", "(unknown)");
  done(&r);
}

Test(locals, local_used_whole) {
  run r = define("locals {\n  a = 1\n  b = keys(local)\n}\n", false);
  cr_expect_eq(r.st, HCL_ERR_SYNTAX);
  expect_error(&r, 0, "Invalid reference", 3, 12);
  done(&r);
}

Test(locals, a_long_chain_is_evaluated_without_recursion) {
  enum { N = 20000 };
  char *src = malloc(N * 40 + 32);
  size_t at = (size_t)sprintf(src, "locals {\n  l0 = 0\n");
  for (int i = 1; i < N; i++)
    at += (size_t)sprintf(src + at, "  l%d = local.l%d + 1\n", i, i - 1);
  sprintf(src + at, "}\n");
  run r = define(src, false);
  cr_expect_eq(r.st, HCL_OK);
  expect_local(&r, "l19999", "19999");
  free(src);
  done(&r);
}
