#ifndef HCL_ALLOC_H
#define HCL_ALLOC_H

/* Section - Allocator hooks and status codes */

#include <stddef.h>

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
 * releases what it holds.
 */
typedef struct hcl_alloc {
  void *(*malloc)(void *ctx, size_t size);
  void *(*realloc)(void *ctx, void *ptr, size_t old_size, size_t new_size);
  void (*free)(void *ctx, void *ptr);
  void *ctx;
} hcl_alloc;

/**
 * What a library call or a sink callback reports. Anything other than HCL_OK
 * stops a stream: the producer calls the sink's `end` and returns the status.
 */
typedef enum hcl_status {
  HCL_OK = 0,
  /** A sink has what it needs; not an error. */
  HCL_STOP,
  /** The input had errors; they were reported as diagnostics. */
  HCL_ERR_SYNTAX,
  /** An allocation failed. */
  HCL_ERR_NOMEM,
  /** Reading input or writing output failed. */
  HCL_ERR_IO,
  /** A caller passed an invalid argument. */
  HCL_ERR_INVALID
} hcl_status;

/** A static, human-readable name for a status ("ok", "out of memory", ...). */
HCL_API const char *hcl_status_name(hcl_status st);

#ifdef __cplusplus
}
#endif

#endif
