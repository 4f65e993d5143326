/*
 * A set whose element type is dynamic can be given elements of different
 * types (a decoded block_set whose one element failed to evaluate, next
 * to others). cty panics there; this library must keep every element and
 * give one order whatever the order they came in.
 */

#include <criterion/criterion.h>
#include <string.h>

#include "hcl/hcl.h"

static hcl_value *str(const char *s) {
  hcl_value *v = hcl_value_string(s, strlen(s), NULL);
  cr_assert(v);
  return v;
}

static hcl_value *mixed(size_t which) {
  switch (which) {
  case 0:
    return str("12");
  case 1: {
    hcl_value *items[2] = {str("a"), str("b")};
    hcl_value *t = hcl_value_tuple((const hcl_value *const *)items, 2, NULL);
    hcl_value_unref(items[0]);
    hcl_value_unref(items[1]);
    return t;
  }
  case 2:
    return hcl_value_number_int(3, NULL);
  case 3:
    return hcl_value_bool(true);
  default: {
    hcl_value *items[1] = {hcl_value_number_int(1, NULL)};
    hcl_value *t = hcl_value_tuple((const hcl_value *const *)items, 1, NULL);
    hcl_value_unref(items[0]);
    return t;
  }
  }
}

Test(set_mixed, every_element_kept_in_one_order) {
  static const size_t orders[][5] = {
      {0, 1, 2, 3, 4}, {4, 3, 2, 1, 0}, {1, 0, 4, 2, 3}, {3, 1, 4, 0, 2}};
  char *first = NULL;
  for (size_t o = 0; o < sizeof orders / sizeof orders[0]; o++) {
    hcl_value *items[5];
    for (size_t i = 0; i < 5; i++)
      items[i] = mixed(orders[o][i]);
    hcl_value *set = hcl_value_set(hcl_type_dynamic(),
                                   (const hcl_value *const *)items, 5, NULL);
    cr_assert(set, "order %zu", o);
    cr_expect_eq(hcl_value_count(set), 5, "order %zu", o);
    char *json = NULL;
    size_t len = 0;
    cr_assert_eq(
        hcl_value_to_json(set, hcl_value_type(set), NULL, &json, &len, NULL),
        HCL_OK);
    if (!first)
      first = json;
    else {
      cr_expect_str_eq(json, first, "order %zu", o);
      hcl_free(NULL, json);
    }
    hcl_value_unref(set);
    for (size_t i = 0; i < 5; i++)
      hcl_value_unref(items[i]);
  }
  hcl_free(NULL, first);
}
