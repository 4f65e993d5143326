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
#include "hcl/eval.h"
#include "hcl/value.h"

typedef enum hcl_convert_result {
  HCL_CONVERT_OK = 0,
  HCL_CONVERT_FAILED, /* `err` holds the reason, as cty words it */
  HCL_CONVERT_NOMEM
} hcl_convert_result;

/*
 * cty's convert.Convert: `v` converted to `want`, unsafe conversions
 * allowed; a value already of type `want` comes back as a new reference to
 * itself. On failure *out is NULL and `err` (cleared first; may be NULL)
 * holds the message, e.g. "a number is required" or "incorrect list
 * element type: string required", or "nesting too deep" when the types or
 * values nest deeper than HCL_MAX_CONVERT_DEPTH (core/limits.h) where the
 * conversion has to look.
 */
hcl_convert_result hcl_convert(const hcl_value *v, const hcl_type *want,
                               const hcl_alloc *a, hcl_value **out,
                               hcl_buf *err);
/* hcl_convert, and on failure `path` (cleared first) says where in `v`
   the conversion failed, as cty's path: steps `[0]`, `["key"]`, `.name`,
   empty for v itself. */
hcl_convert_result hcl_convert_at(const hcl_value *v, const hcl_type *want,
                                  const hcl_alloc *a, hcl_value **out,
                                  hcl_buf *err, hcl_buf *path);

/*
 * Whether hcl_convert(v, want) surely succeeds, told without building
 * anything, for a caller that needs only the diagnostics: `want` is `v`'s
 * own type or the dynamic pseudo-type, or a known bool or number (short
 * enough to spell) becomes a string, or a tuple, list or set becomes a
 * list or set, or an object or map a map, whose element type each of its
 * elements can so become, a few levels deep. false when unsure.
 */
bool hcl_convert_cannot_fail(const hcl_value *v, const hcl_type *want);

/*
 * Whether a conversion from `from` to `to` exists (cty's GetConversion or,
 * with `unsafe`, GetConversionUnsafe, being non-nil), in *yes. Scratch
 * memory from `a`. Returns HCL_OK, HCL_ERR_NOMEM, or HCL_ERR_INVALID when
 * the types nest too deep to tell.
 */
hcl_status hcl_convertible(const hcl_type *from, const hcl_type *to,
                           bool unsafe, const hcl_alloc *a, bool *yes);

/*
 * cty's Unify (`unsafe` false) or UnifyUnsafe: the type all of `types` can
 * be converted to, as a new reference in *out, or NULL when there is none.
 * Returns HCL_OK, HCL_ERR_NOMEM, or HCL_ERR_INVALID when the types nest
 * too deep to tell (*out NULL then).
 */
hcl_status hcl_unify(const hcl_type *const *types, size_t n, bool unsafe,
                     const hcl_alloc *a, const hcl_type **out);

/* As hcl_unify, always by the reference's quadratic preference sort where
   hcl_unify groups equal types first: for tests of that grouping. */
hcl_status hcl_unify_ungrouped(const hcl_type *const *types, size_t n,
                               bool unsafe, const hcl_alloc *a,
                               const hcl_type **out);

/* cty's MismatchMessage(got, want), appended to `out` (scratch memory from
   its allocator). Errors as hcl_unify; `out` is left as it was. */
hcl_status hcl_mismatch_message(const hcl_type *got, const hcl_type *want,
                                hcl_buf *out);

/* hcl_attribute_value (hcl/eval.h) with the result and scratch memory
   from `alloc` (hcldec decodes with the spec file's). */
hcl_value *hcl_attr_value_as(const hcl_attribute *a, const hcl_type *want,
                             const hcl_eval_ctx *ctx, const hcl_alloc *alloc,
                             hcl_diags *ds);

#endif
