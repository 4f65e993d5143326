#ifndef HCL_NATIVE_H
#define HCL_NATIVE_H

/* Section - The native syntax front end */

#include <stddef.h>
#include <stdint.h>

#include "hcl/alloc.h"
#include "hcl/events.h"
#include "hcl/export.h"
#include "hcl/limits.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct hcl_native_options {
  /** sizeof(hcl_native_options); lets the struct grow without ABI breaks.
      0 means this header's whole struct: `hcl_native_options o = {0};`
      then setting fields takes every field as written. */
  uint32_t size;
  /** Allocator for everything the parse holds; NULL for malloc. */
  const hcl_alloc *alloc;
  /** Deepest nesting of blocks plus brackets, parentheses, templates and
      operands accepted; deeper input is an error with its own diagnostic. */
  uint32_t max_depth;
  /** How many bytes to ask the reader for at a time. */
  size_t chunk_size;
  /** Largest single token (a string, comment or heredoc line) accepted. */
  size_t max_token_bytes;
  /** Where the input starts (line 0: at 1:1, byte 0); for text taken from
      inside another file, such as JSON strings. */
  hcl_pos start;
} hcl_native_options;

/** Defaults: malloc, depth HCL_NATIVE_MAX_DEPTH_DEFAULT (500), chunks of
    HCL_CHUNK_SIZE_DEFAULT (64 KiB), tokens up to HCL_MAX_TOKEN_BYTES_DEFAULT
    (1 GiB); see hcl/limits.h. */
HCL_API hcl_native_options hcl_native_options_default(void);

/**
 * Parses a whole configuration file in native syntax and streams it to
 * `sink`: a BODY_BEGIN, the items, a BODY_END, with syntax errors reported
 * through the sink's `diagnostic` callback as they are found, then `end`.
 *
 * `filename` is used in ranges and is borrowed for the duration of the call
 * (sinks see it in every range). `opts` may be NULL for the defaults.
 *
 * Memory stays bounded by the largest single item (one attribute's
 * expression, one block header), not by the input.
 *
 * Returns HCL_OK on a clean parse, HCL_ERR_SYNTAX when any error diagnostic
 * was reported, HCL_ERR_NOMEM/HCL_ERR_IO, or the status a sink returned to
 * stop the stream (HCL_STOP included).
 */
HCL_API hcl_status hcl_native_parse(const char *src, size_t len,
                                    const char *filename, hcl_sink sink,
                                    const hcl_native_options *opts);

/**
 * Parses `src` as one standalone expression (newlines ignored, as inside
 * parentheses) and streams just its EXPR_BEGIN/EXPR_END events, with no
 * body around them; anything after the expression is an error ("Extra
 * characters after expression"). Returns as hcl_native_parse.
 */
HCL_API hcl_status hcl_native_parse_expression(const char *src, size_t len,
                                               const char *filename,
                                               hcl_sink sink,
                                               const hcl_native_options *opts);

/**
 * Parses `src` as a standalone template (as the JSON syntax reads strings):
 * literal text with `${ }` interpolations and `%{ }` directives up to the
 * end of the input, streamed as one TEMPLATE expression's events.
 */
HCL_API hcl_status hcl_native_parse_template(const char *src, size_t len,
                                             const char *filename,
                                             hcl_sink sink,
                                             const hcl_native_options *opts);

/** As hcl_native_parse, reading from `reader` in chunks. */
HCL_API hcl_status hcl_native_parse_reader(hcl_reader reader,
                                           const char *filename, hcl_sink sink,
                                           const hcl_native_options *opts);

/** As hcl_native_parse, reading the file at `path` (also the file name).
    A file that cannot be opened is reported as a diagnostic and HCL_ERR_IO. */
HCL_API hcl_status hcl_native_parse_file(const char *path, hcl_sink sink,
                                         const hcl_native_options *opts);

#ifdef __cplusplus
}
#endif

#endif
