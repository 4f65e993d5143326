#ifndef HCL_EVAL_FUNC_COMMON_H
#define HCL_EVAL_FUNC_COMMON_H

/* What the standard library's function files share: the immortal types
   their signatures use and the helpers their implementations call. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/buf.h"
#include "eval/func_internal.h"
#include "eval/value_internal.h"

extern const hcl_type hcl_fn_dynamic, hcl_fn_number, hcl_fn_string, hcl_fn_bool;
extern const hcl_type hcl_fn_list_any, hcl_fn_list_string, hcl_fn_list_number,
    hcl_fn_set_any, hcl_fn_map_any;

/* gocty's message for a number that is not a Go int. */
#define HCL_FN_GO_INT_RANGE                                                    \
  "value must be a whole number, between -9223372036854775808 and "            \
  "9223372036854775807"

/* Fails the call with `fmt`, whose one %s is the friendly name of `t`
   (whole, however long); out of memory leaves the call not failed. */
void hcl_fn_fail_type(hcl_call *call, long arg, const char *fmt,
                      const hcl_type *t);

/* Fails the call with what `err` holds. */
void hcl_fn_fail_with(hcl_call *call, long arg, const hcl_buf *err);

/* v converted to t; NULL after failing the call, or when out of memory. */
hcl_value *hcl_fn_convert_or_fail(hcl_call *call, const hcl_value *v,
                                  const hcl_type *t, long arg);

static inline bool hcl_fn_is_kind(const hcl_type *t, hcl_type_kind k) {
  return hcl_type_kind_of(t) == k;
}

/* A list, set or tuple type. */
static inline bool hcl_fn_is_seq(const hcl_type *t) {
  return hcl_fn_is_kind(t, HCL_TYPE_LIST) || hcl_fn_is_kind(t, HCL_TYPE_SET) ||
         hcl_fn_is_kind(t, HCL_TYPE_TUPLE);
}

/* cty.ListVal of `n` items (the element type from the first), or an empty
   list of `empty_elem`. */
hcl_value *hcl_fn_list_of(hcl_call *call, const hcl_value *const *items,
                          size_t n, const hcl_type *empty_elem);

/* The elements of a list, set or tuple, borrowed, in a new array (free
   with the call's allocator); NULL when out of memory. */
const hcl_value **hcl_fn_elements(hcl_call *call, const hcl_value *v,
                                  size_t *n);

/* A Go int from a number, or the gocty message after `prefix`. */
bool hcl_fn_go_int(hcl_call *call, const hcl_value *v, long arg,
                   const char *prefix, int64_t *out);

#endif
