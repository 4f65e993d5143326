#ifndef HCL_COMMON_H
#define HCL_COMMON_H

/* Section - Types every part of the library shares: status codes, byte
   slices, and the reader that supplies input. */

#include <stddef.h>

#include "hcl/export.h"

#ifdef __cplusplus
extern "C" {
#endif

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

/**
 * A borrowed slice of bytes; not NUL-terminated. Who owns the bytes is said
 * wherever a slice is handed out.
 */
typedef struct hcl_str {
  const char *ptr;
  size_t len;
} hcl_str;

/**
 * Supplies input in chunks: copies up to `cap` bytes into `buf` and stores
 * the count in `*got`; `*got == 0` means end of input. Returns HCL_OK, or
 * HCL_ERR_IO to abandon the parse.
 */
typedef struct hcl_reader {
  void *ctx;
  hcl_status (*read)(void *ctx, char *buf, size_t cap, size_t *got);
} hcl_reader;

#ifdef __cplusplus
}
#endif

#endif
