#ifndef HCL_CORE_SUGGEST_H
#define HCL_CORE_SUGGEST_H

/* "Did you mean": the reference's name suggestion rule. */

#include <stddef.h>

#include "hcl/alloc.h"

/* The code-point Levenshtein distance between two UTF-8 strings in *out
   (bytes that are not UTF-8 count one each). Its scratch rows come from
   `alloc`: fails only with HCL_ERR_NOMEM. */
hcl_status hcl_edit_distance(const hcl_alloc *alloc, const char *a, size_t alen,
                             const char *b, size_t blen, size_t *out);

/* In *out, the first of `candidates` within edit distance 2 of `given`, or
   NULL for none. Fails only with HCL_ERR_NOMEM. */
hcl_status hcl_name_suggestion(const hcl_alloc *alloc, const char *given,
                               size_t len, const char *const *candidates,
                               size_t n, const char **out);

#endif
