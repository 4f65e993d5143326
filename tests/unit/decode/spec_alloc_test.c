/* Spec files and decoding take every allocation from the spec file's
   allocator: a failing allocator gives HCL_ERR_NOMEM or NULL, never a
   wrong answer, and leaves nothing behind. The spec calls no function
   while it decodes (the function it defines is not called), so that only
   the loading and decoding paths are swept. */

#include <criterion/criterion.h>
#include <string.h>

#include "hcl/hcl.h"
#include "test_alloc.h"

static const char SPEC[] = "function \"twice\" {\n"
                           "  params = [n]\n"
                           "  result = n * 2\n"
                           "}\n"
                           "variables {\n"
                           "  base = 20\n"
                           "}\n"
                           "object {\n"
                           "  attr \"name\" {\n"
                           "    type = string\n"
                           "  }\n"
                           "  attr \"tags\" {\n"
                           "    type = any\n"
                           "  }\n"
                           "  transform \"n\" {\n"
                           "    attr {\n"
                           "      name = \"n\"\n"
                           "      type = number\n"
                           "    }\n"
                           "    result = nested * 2 + 20\n"
                           "  }\n"
                           "  block_list \"items\" {\n"
                           "    block_type = \"item\"\n"
                           "    attr {\n"
                           "      name = \"v\"\n"
                           "      type = number\n"
                           "    }\n"
                           "  }\n"
                           "  block_map \"svc\" {\n"
                           "    block_type = \"service\"\n"
                           "    labels     = [\"kind\", \"name\"]\n"
                           "    attr {\n"
                           "      name = \"port\"\n"
                           "      type = number\n"
                           "    }\n"
                           "  }\n"
                           "}\n";

static const char INPUT[] = "name = \"x\"\n"
                            "tags = [\"a\", \"b\"]\n"
                            "n = 1\n"
                            "item {\n  v = 1\n}\n"
                            "item {\n  v = 2\n}\n"
                            "service \"http\" \"web\" {\n  port = 80\n}\n"
                            "service \"http\" \"api\" {\n  port = 81\n}\n";

static const char EXPECTED[] =
    "{\"items\":[1,2],\"n\":22,\"name\":\"x\",\"svc\":{\"http\":"
    "{\"api\":81,\"web\":80}},\"tags\":[\"a\",\"b\"]}";

static const hcl_body *parse(hcl_tree *t, const char *name, const char *src) {
  size_t before = hcl_tree_file_count(t);
  hcl_status st =
      hcl_native_parse(src, strlen(src), name, hcl_tree_sink(t), NULL);
  cr_assert_eq(st, HCL_OK);
  return hcl_tree_file_at(t, before);
}

Test(spec_alloc, out_of_memory_sweep) {
  hcl_tree *tree = hcl_tree_new(NULL);
  const hcl_body *spec_body = parse(tree, "spec.hcldec", SPEC);
  const hcl_body *input = parse(tree, "input.hcl", INPUT);
  bool finished = false;
  size_t sweeps = 0;
  for (size_t n = 1; !finished && n < 100000; n++) {
    test_alloc ta;
    test_alloc_init(&ta);
    ta.fail_at = n;
    hcl_diags *ds = hcl_diags_new(NULL);
    hcl_spec_file *f = NULL;
    hcl_status st = hcl_spec_file_load(spec_body, &ta.hooks, &f, ds);
    cr_assert(st == HCL_OK || st == HCL_ERR_NOMEM, "load: %d at %zu", st, n);
    hcl_value *v = NULL;
    if (st == HCL_OK) {
      cr_assert_eq(hcl_diags_count(ds), 0, "load diagnostics at %zu", n);
      hcl_eval_ctx *ctx = hcl_eval_ctx_new(&ta.hooks);
      if (ctx && hcl_spec_file_define(f, ctx) == HCL_OK) {
        hcl_eval_ctx_allow_vars(ctx);
        hcl_eval_ctx_allow_funcs(ctx);
        v = hcl_spec_decode(hcl_spec_file_root(f), input, ctx, ds);
        if (v) {
          /* a result is the right one: no error stands in for memory */
          cr_assert_not(hcl_diags_has_errors(ds), "errors at %zu", n);
          char *json = NULL, *err = NULL;
          size_t len;
          cr_assert_eq(
              hcl_value_to_json(v, hcl_value_type(v), NULL, &json, &len, &err),
              HCL_OK);
          cr_expect_str_eq(json, EXPECTED);
          hcl_free(NULL, json);
          finished = true;
          sweeps = n;
        }
      }
      hcl_value_unref(v);
      hcl_eval_ctx_free(ctx);
    }
    hcl_spec_file_free(f);
    hcl_diags_free(ds);
    cr_assert_eq(ta.outstanding, 0, "%zu blocks left at %zu", ta.outstanding,
                 n);
  }
  cr_expect(finished);
  cr_expect_gt(sweeps, 50); /* every allocation failed once on the way */
  hcl_tree_free(tree);
}
