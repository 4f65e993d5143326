/* User functions through the C API (hcl/userfunc.h): what the oracle
   cases of tests/eval/userfunc cannot show, because the reference
   overflows its stack there, and the API's own contract. */

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hcl/hcl.h"

typedef struct env {
  hcl_tree *tree;
  hcl_eval_ctx *ctx;
  hcl_userfuncs *funcs;
  hcl_diags *ds;
  const hcl_body *rest;
  hcl_status st;
} env;

static env setup(const char *src, const char *block_type) {
  env e;
  e.tree = hcl_tree_new(NULL);
  e.ctx = hcl_eval_ctx_new(NULL);
  e.ds = hcl_diags_new(NULL);
  cr_assert_eq(
      hcl_native_parse(src, strlen(src), "f.hcl", hcl_tree_sink(e.tree), NULL),
      HCL_OK);
  e.st = hcl_userfuncs_decode(hcl_tree_file_at(e.tree, 0), block_type, e.ctx,
                              NULL, &e.funcs, &e.rest, e.ds);
  cr_assert_not_null(e.funcs);
  cr_assert_eq(hcl_userfuncs_define(e.funcs, e.ctx), HCL_OK);
  return e;
}

static void teardown(env *e) {
  hcl_userfuncs_free(e->funcs);
  hcl_eval_ctx_free(e->ctx);
  hcl_diags_free(e->ds);
  hcl_tree_free(e->tree);
}

/* The value of `src` in the environment, and its first error's detail. */
static hcl_value *call(env *e, const char *src, char **detail) {
  hcl_tree *t = hcl_tree_new(NULL);
  cr_assert_eq(hcl_native_parse_expression(src, strlen(src), "x",
                                           hcl_tree_sink(t), NULL),
               HCL_OK);
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_value *v = hcl_expr_eval(hcl_tree_expr_at(t, 0), e->ctx, ds);
  *detail =
      hcl_diags_has_errors(ds) ? strdup(hcl_diags_at(ds, 0)->detail) : NULL;
  hcl_diags_free(ds);
  hcl_tree_free(t);
  return v;
}

Test(userfunc, a_function_that_calls_itself_fails_instead_of_recursing) {
  env e = setup("function \"fact\" {\n"
                "  params = [n]\n"
                "  result = n <= 1 ? 1 : n * fact(n - 1)\n"
                "}\n",
                "function");
  char *detail = NULL;
  hcl_value *v = call(&e, "fact(5)", &detail);
  cr_assert_not_null(v);
  cr_expect(hcl_value_is_unknown(v));
  cr_assert_not_null(detail);
  cr_expect(strstr(detail, "the function \"fact\" calls itself") != NULL, "%s",
            detail);
  free(detail);
  hcl_value_unref(v);
  teardown(&e);
}

Test(userfunc, mutual_recursion_is_caught_too) {
  env e = setup("function \"ping\" {\n  params = [n]\n  result = pong(n)\n}\n"
                "function \"pong\" {\n  params = [n]\n  result = ping(n)\n}\n",
                "function");
  char *detail = NULL;
  hcl_value *v = call(&e, "ping(1)", &detail);
  cr_assert_not_null(detail);
  cr_expect(strstr(detail, "calls itself") != NULL, "%s", detail);
  free(detail);
  hcl_value_unref(v);
  teardown(&e);
}

Test(userfunc, a_long_chain_of_calls_stops_at_the_limit) {
  /* f0 calls f1 ... calls f149: no recursion, but deeper than 100 */
  enum { N = 150 };
  char *src = malloc(N * 80);
  size_t at = 0;
  for (int i = 0; i < N - 1; i++)
    at += (size_t)sprintf(src + at,
                          "function \"f%d\" {\n  params = []\n  result = "
                          "f%d()\n}\n",
                          i, i + 1);
  sprintf(src + at, "function \"f%d\" {\n  params = []\n  result = 1\n}\n",
          N - 1);
  env e = setup(src, "function");
  char *detail = NULL;
  hcl_value *v = call(&e, "f0()", &detail);
  cr_assert_not_null(detail);
  cr_expect(strstr(detail, "more than 100 levels deep") != NULL, "%s", detail);
  free(detail);
  hcl_value_unref(v);
  /* 100 levels are fine */
  v = call(&e, "f50()", &detail);
  cr_expect_null(detail);
  cr_expect_eq(hcl_value_as_double(v), 1.0);
  hcl_value_unref(v);
  teardown(&e);
  free(src);
}

Test(userfunc, any_block_type_and_the_rest_of_the_body) {
  env e = setup("fn \"double\" {\n  params = [x]\n  result = x * 2\n}\n"
                "name = double(21)\n",
                "fn");
  cr_expect_eq(e.st, HCL_OK);
  cr_assert_eq(hcl_userfuncs_count(e.funcs), 1);
  hcl_str name = hcl_userfuncs_name_at(e.funcs, 0);
  cr_expect(name.len == 6 && memcmp(name.ptr, "double", 6) == 0);
  /* the rest no longer shows the blocks, and can use the functions */
  hcl_attr_schema attrs[] = {{"name", true}};
  hcl_schema s = {attrs, 1, NULL, 0};
  hcl_content c;
  cr_assert_eq(hcl_body_content(e.rest, &s, &c, e.ds), HCL_OK);
  hcl_value *v = hcl_expr_eval(c.attrs[0]->expr, e.ctx, e.ds);
  cr_expect_eq(hcl_value_as_double(v), 42.0);
  hcl_value_unref(v);
  cr_expect_eq(hcl_diags_count(e.ds), 0);
  teardown(&e);
}
