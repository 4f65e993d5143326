/* hcl_spec_file_check: what the reference's hcldec accepts in a spec and
   the information model calls an error, pointed at in the spec file. */

#include <criterion/criterion.h>
#include <string.h>

#include "hcl/hcl.h"

typedef struct checked {
  hcl_tree *tree;
  hcl_spec_file *spec;
  hcl_diags *ds;
  hcl_status st;
} checked;

static checked check(const char *src) {
  checked c;
  c.tree = hcl_tree_new(NULL);
  c.ds = hcl_diags_new(NULL);
  c.spec = NULL;
  cr_assert_eq(hcl_native_parse(src, strlen(src), "spec.hcldec",
                                hcl_tree_sink(c.tree), NULL),
               HCL_OK);
  cr_assert_eq(
      hcl_spec_file_load(hcl_tree_file_at(c.tree, 0), NULL, &c.spec, c.ds),
      HCL_OK, "the spec loads: hcldec accepts it");
  c.st = hcl_spec_file_check(c.spec, c.ds);
  return c;
}

static void done(checked *c) {
  hcl_spec_file_free(c->spec);
  hcl_diags_free(c->ds);
  hcl_tree_free(c->tree);
}

static void expect(const checked *c, size_t i, const char *summary,
                   const char *detail, int line) {
  cr_assert_gt(hcl_diags_count(c->ds), i);
  const hcl_diag *d = hcl_diags_at(c->ds, i);
  cr_expect_str_eq(d->summary, summary);
  cr_expect_str_eq(d->detail, detail);
  cr_assert_not_null(d->subject);
  cr_expect_eq(d->subject->start.line, line);
}

Test(spec_check, a_sound_spec_passes) {
  checked c = check("object {\n"
                    "  attr \"a\" {\n    type = string\n  }\n"
                    "  block_list \"b\" {\n    min_items = 1\n"
                    "    max_items = 2\n    attr {\n      name = \"a\"\n"
                    "      type = number\n    }\n  }\n"
                    "}\n");
  cr_expect_eq(c.st, HCL_OK);
  cr_expect_eq(hcl_diags_count(c.ds), 0);
  done(&c);
}

Test(spec_check, the_same_attribute_read_twice) {
  checked c = check("object {\n"
                    "  attr \"a\" {\n    type = string\n  }\n"
                    "  attr \"b\" {\n    name = \"a\"\n  }\n"
                    "}\n");
  cr_expect_eq(c.st, HCL_ERR_SYNTAX);
  cr_assert_eq(hcl_diags_count(c.ds), 1);
  expect(&c, 0, "Attribute read twice",
         "The attribute \"a\" is also read by the spec at "
         "spec.hcldec:2,3-11: a body's schema names each attribute once.",
         5);
  done(&c);
}

Test(spec_check, a_name_read_both_ways_in_a_nested_body) {
  checked c = check("object {\n"
                    "  block \"outer\" {\n"
                    "    object {\n"
                    "      attr \"a\" {\n        name = \"x\"\n      }\n"
                    "      block \"b\" {\n        block_type = \"x\"\n"
                    "        attr {\n"
                    "          name = \"y\"\n        }\n      }\n"
                    "    }\n"
                    "  }\n"
                    "}\n");
  cr_expect_eq(c.st, HCL_ERR_SYNTAX);
  cr_assert_eq(hcl_diags_count(c.ds), 1);
  expect(&c, 0, "Name read both ways",
         "\"x\" is read as a block type here and as an attribute by the spec "
         "at spec.hcldec:4,7-15: a body's schema gives a name one meaning.",
         7);
  done(&c);
}

Test(spec_check, max_items_below_min_items) {
  checked c = check("object {\n  block_set \"s\" {\n    min_items = 3\n"
                    "    max_items = 2\n    attr {\n      name = \"v\"\n"
                    "    }\n  }\n}\n");
  cr_expect_eq(c.st, HCL_ERR_SYNTAX);
  cr_assert_eq(hcl_diags_count(c.ds), 1);
  expect(&c, 0, "Impossible block count",
         "max_items is 2 but min_items is 3: no number of \"s\" blocks can "
         "satisfy both.",
         2);
  done(&c);
}
