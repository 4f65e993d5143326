/* block_attrs where the reference panics: an `any` element type whose
   values differ in type (docs/differences.md). The corpus in
   tests/hcldec/block_attrs covers the rest against the reference. */

#include <criterion/criterion.h>
#include <string.h>

#include "hcl/hcl.h"

static char *decode_tags(const char *input) {
  static const char spec_src[] = "block_attrs {\n"
                                 "  block_type   = \"tags\"\n"
                                 "  element_type = any\n"
                                 "}\n";
  hcl_tree *t = hcl_tree_new(NULL);
  cr_assert_eq(hcl_native_parse(spec_src, strlen(spec_src), "spec.hcldec",
                                hcl_tree_sink(t), NULL),
               HCL_OK);
  cr_assert_eq(
      hcl_native_parse(input, strlen(input), "in.hcl", hcl_tree_sink(t), NULL),
      HCL_OK);
  hcl_spec_file *f = NULL;
  hcl_diags *ds = hcl_diags_new(NULL);
  cr_assert_eq(hcl_spec_file_load(hcl_tree_file_at(t, 0), NULL, &f, ds),
               HCL_OK);
  hcl_value *v =
      hcl_spec_decode(hcl_spec_file_root(f), hcl_tree_file_at(t, 1), NULL, ds);
  cr_assert_eq(hcl_diags_count(ds), 0);
  char *json = NULL, *err = NULL;
  size_t len;
  cr_assert_eq(
      hcl_value_to_json(v, hcl_type_dynamic(), NULL, &json, &len, &err),
      HCL_OK);
  hcl_value_unref(v);
  hcl_spec_file_free(f);
  hcl_diags_free(ds);
  hcl_tree_free(t);
  return json;
}

Test(block_attrs, any_values_unify_to_a_map_when_they_can) {
  char *json = decode_tags("tags {\n  a = 1\n  b = \"two\"\n}\n");
  cr_expect_str_eq(json, "{\"value\":{\"a\":\"1\",\"b\":\"two\"},"
                         "\"type\":[\"map\",\"string\"]}");
  hcl_free(NULL, json);
}

Test(block_attrs, any_values_without_a_common_type_make_an_object) {
  char *json = decode_tags("tags {\n  a = 1\n  b = [2]\n}\n");
  cr_expect_str_eq(json, "{\"value\":{\"a\":1,\"b\":[2]},\"type\":[\"object\","
                         "{\"a\":\"number\",\"b\":[\"tuple\",[\"number\"]]}]}");
  hcl_free(NULL, json);
}
