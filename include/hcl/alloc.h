#ifndef HCL_ALLOC_H
#define HCL_ALLOC_H

/* Section - Allocator hooks */

#include <stddef.h>

#include "hcl/common.h"
#include "hcl/export.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Every allocation the library makes goes through one of these. A NULL
 * `hcl_alloc *` anywhere in the API means the C library's malloc/realloc/free.
 * `realloc` is given the old size so that counting and arena-backed
 * allocators need no headers of their own. A hook reports failure by
 * returning NULL; the library then fails the operation with HCL_ERR_NOMEM and
 * releases what it holds. (GMP and MPFR, which do the arithmetic on numbers,
 * allocate their temporaries through GMP's own process-wide hooks, which the
 * library never changes; see hcl/value.h.)
 */
typedef struct hcl_alloc {
  void *(*malloc)(void *ctx, size_t size);
  void *(*realloc)(void *ctx, void *ptr, size_t old_size, size_t new_size);
  void (*free)(void *ctx, void *ptr);
  void *ctx;
} hcl_alloc;

/**
 * Frees memory the library handed out (a message, a text), with the
 * allocator it was made with: the one passed to the call that made it
 * (NULL for malloc). NULL `ptr` is allowed.
 */
HCL_API void hcl_free(const hcl_alloc *alloc, void *ptr);

#ifdef __cplusplus
}
#endif

#endif
