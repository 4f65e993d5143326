#ifndef HCL_CORE_ALLOC_H
#define HCL_CORE_ALLOC_H

/* Allocation through a caller's hooks, with the C library as the default. */

#include <stddef.h>

#include "hcl/alloc.h"

/* The allocator to use for `a`: `a` itself, or the malloc-backed default. */
const hcl_alloc *hcl_alloc_or_default(const hcl_alloc *a);

void *hcl_mem_alloc(const hcl_alloc *a, size_t size);
void *hcl_mem_realloc(const hcl_alloc *a, void *ptr, size_t old_size,
                      size_t new_size);
void hcl_mem_free(const hcl_alloc *a, void *ptr);

/* A NUL-terminated copy of `len` bytes at `s`. */
char *hcl_mem_strndup(const hcl_alloc *a, const char *s, size_t len);

#endif
