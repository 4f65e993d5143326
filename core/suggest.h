#ifndef HCL_CORE_SUGGEST_H
#define HCL_CORE_SUGGEST_H

/* "Did you mean": the reference's name suggestion rule. */

#include <stddef.h>

/* Code-point Levenshtein distance between two UTF-8 strings. */
size_t hcl_edit_distance(const char *a, size_t alen, const char *b,
                         size_t blen);

/* The first of `candidates` within edit distance 2 of `given`, or NULL. */
const char *hcl_name_suggestion(const char *given, size_t len,
                                const char *const *candidates, size_t n);

#endif
