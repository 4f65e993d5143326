#ifndef HCL_EVAL_CONVERT_H
#define HCL_EVAL_CONVERT_H

/*
 * Type conversion and unification (information model, "Type Conversions
 * and Unification"), as cty's convert package does them, error messages
 * included.
 */

#include <stdbool.h>
#include <stddef.h>

#include "core/buf.h"
#include "hcl/value.h"

typedef enum hcl_convert_result {
  HCL_CONVERT_OK = 0,
  HCL_CONVERT_FAILED, /* `err` holds the reason, as cty words it */
  HCL_CONVERT_NOMEM
} hcl_convert_result;

/*
 * cty's convert.Convert: `v` converted to `want`, unsafe conversions
 * allowed; a value already of type `want` comes back as a new reference to
 * itself. On failure *out is NULL and `err` (cleared first) holds the
 * message, e.g. "a number is required" or "incorrect list element type:
 * string required".
 */
hcl_convert_result hcl_convert(const hcl_value *v, const hcl_type *want,
                               const hcl_alloc *a, hcl_value **out,
                               hcl_buf *err);

/* Whether a conversion from `from` to `to` exists (cty's GetConversion or,
   with `unsafe`, GetConversionUnsafe, being non-nil). */
bool hcl_convertible(const hcl_type *from, const hcl_type *to, bool unsafe);

/*
 * cty's Unify (`unsafe` false) or UnifyUnsafe: the type all of `types` can
 * be converted to, as a new reference; NULL with *nomem false when there is
 * none, NULL with *nomem true when out of memory.
 */
const hcl_type *hcl_unify(const hcl_type *const *types, size_t n, bool unsafe,
                          const hcl_alloc *a, bool *nomem);

/* cty's MismatchMessage(got, want), appended to `out`. */
bool hcl_mismatch_message(const hcl_type *got, const hcl_type *want,
                          hcl_buf *out);

#endif
