/* A schema must name each attribute once and no name both as an attribute
   and as a block type (information model, "Schema"): the body API says so
   instead of reading the body with it. */

#include <criterion/criterion.h>
#include <string.h>

#include "hcl/hcl.h"

static const char SRC[] = "a = 1\nb {\n}\n";

static void expect_refused(const hcl_schema *s, const char *detail) {
  hcl_tree *t = hcl_tree_new(NULL);
  cr_assert_eq(
      hcl_native_parse(SRC, strlen(SRC), "in.hcl", hcl_tree_sink(t), NULL),
      HCL_OK);
  const hcl_body *body = hcl_tree_file_at(t, 0);
  for (int partial = 0; partial < 2; partial++) {
    hcl_diags *ds = hcl_diags_new(NULL);
    hcl_content c;
    const hcl_body *rest = NULL;
    hcl_status st = partial ? hcl_body_partial_content(body, s, &c, &rest, ds)
                            : hcl_body_content(body, s, &c, ds);
    cr_expect_eq(st, HCL_ERR_INVALID);
    cr_assert_eq(hcl_diags_count(ds), 1);
    cr_expect_str_eq(hcl_diags_at(ds, 0)->summary, "Invalid schema");
    cr_expect_str_eq(hcl_diags_at(ds, 0)->detail, detail);
    cr_expect_eq(c.nattrs + c.nblocks, 0, "nothing read");
    hcl_diags_free(ds);
  }
  hcl_tree_free(t);
}

Test(schema_check, an_attribute_named_twice) {
  hcl_attr_schema attrs[] = {{"a", false}, {"x", false}, {"a", true}};
  hcl_schema s = {attrs, 3, NULL, 0};
  expect_refused(&s, "The schema names the attribute \"a\" twice.");
}

Test(schema_check, a_name_both_attribute_and_block_type) {
  hcl_attr_schema attrs[] = {{"a", false}, {"b", false}};
  hcl_block_schema blocks[] = {{"b", NULL, 0}};
  hcl_schema s = {attrs, 2, blocks, 1};
  expect_refused(&s, "The schema names \"b\" both as an attribute and as a "
                     "block type.");
}

Test(schema_check, a_long_schema_is_checked_in_linear_time) {
  /* past the short-list scan: the names are indexed */
  enum { N = 5000 };
  static hcl_attr_schema attrs[N + 1];
  static char names[N][8];
  for (int i = 0; i < N; i++) {
    snprintf(names[i], sizeof names[i], "n%d", i);
    attrs[i].name = names[i];
  }
  attrs[N].name = "n4321";
  hcl_schema s = {attrs, N + 1, NULL, 0};
  expect_refused(&s, "The schema names the attribute \"n4321\" twice.");
}

Test(schema_check, one_block_type_twice_is_allowed) {
  /* hcldec reads one type with two specs (block and block_list) */
  hcl_tree *t = hcl_tree_new(NULL);
  cr_assert_eq(
      hcl_native_parse(SRC, strlen(SRC), "in.hcl", hcl_tree_sink(t), NULL),
      HCL_OK);
  hcl_attr_schema attrs[] = {{"a", false}};
  hcl_block_schema blocks[] = {{"b", NULL, 0}, {"b", NULL, 0}};
  hcl_schema s = {attrs, 1, blocks, 2};
  hcl_content c;
  cr_expect_eq(hcl_body_content(hcl_tree_file_at(t, 0), &s, &c, NULL), HCL_OK);
  cr_expect_eq(c.nblocks, 1);
  hcl_tree_free(t);
}
