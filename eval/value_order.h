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

/*
 * Puts `items` (owned references) in the order cty iterates a set and
 * drops (releasing) those equal to an earlier one. Returns how many remain
 * at the front of the array.
 */
size_t hcl_set_normalize(hcl_value **items, size_t n);

/* Whether the set holds an element equal to `v` (cty's Set.Has). */
bool hcl_set_has(const hcl_value *set, const hcl_value *v);

#endif
