#ifndef HCL_EVAL_VALUE_ORDER_H
#define HCL_EVAL_VALUE_ORDER_H

/* Equality of values and the order of set elements, as cty defines them. */

#include <stdbool.h>
#include <stddef.h>

#include "core/buf.h"
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
 * Appends to `b` cty's canonical text of `v` (makeSetHashBytes): its
 * CRC-32 is the hash cty files set elements under, and sets of values
 * that are not primitive are ordered by it. HCL_ERR_NOMEM when out of
 * memory.
 */
hcl_status hcl_value_set_text(hcl_buf *b, const hcl_value *v);

/*
 * Sets dup[i] for each of the n wholly known values equal (Equals true)
 * to an earlier one that is not itself marked, as cty's distinct drops
 * them; in time near linear, through a hash that equal values share.
 * HCL_ERR_NOMEM when out of memory.
 */
hcl_status hcl_values_mark_repeats(hcl_value *const *items, size_t n,
                                   const hcl_alloc *alloc, bool *dup);

/*
 * Puts `items` (n owned references) in the order cty iterates a set and
 * drops (releasing) those equal to an earlier one; *kept tells how many
 * remain at the front of the array. Scratch memory comes from `a`. On
 * HCL_ERR_NOMEM the items are left as they were.
 */
hcl_status hcl_set_normalize(hcl_value **items, size_t n, const hcl_alloc *a,
                             size_t *kept);

#endif
