#ifndef HCL_EVAL_VALUE_ORDER_H
#define HCL_EVAL_VALUE_ORDER_H

/* Equality of values and the order of set elements, as cty defines them. */

#include <stdbool.h>
#include <stddef.h>

#include "hcl/value.h"

/*
 * The `==` operator's equality: a bool value, or an unknown bool when
 * unknowns decide it. A new reference (static singletons need no release);
 * NULL when out of memory.
 */
hcl_value *hcl_value_equals(const hcl_value *a, const hcl_value *b,
                            const hcl_alloc *alloc);

/* hcl_value_raw_equal with out of memory told apart: HCL_OK with the
   answer in *equal, or HCL_ERR_NOMEM. */
hcl_status hcl_value_raw_equal_checked(const hcl_value *a, const hcl_value *b,
                                       bool *equal);

/*
 * Puts `items` (n owned references) in the order cty iterates a set and
 * drops (releasing) those equal to an earlier one; *kept tells how many
 * remain at the front of the array. Scratch memory comes from `a`. On
 * HCL_ERR_NOMEM the items are left as they were.
 */
hcl_status hcl_set_normalize(hcl_value **items, size_t n, const hcl_alloc *a,
                             size_t *kept);

#endif
