#ifndef HCL_JSON_H
#define HCL_JSON_H

/*
 * The JSON syntax: configuration written as JSON, streamed as events.
 *
 * Whether a JSON property is an attribute or a block depends on the schema
 * it is read with, so the stream does not decide: a JSON file's body holds
 * one expression, the root JSON value (an object, or an array of
 * objects), and body functions (body.h) interpret it under a schema as
 * the JSON syntax specification says. Every event carries
 * HCL_EVF_JSON_ORIGIN. JSON values appear as expression nodes:
 *
 *   object   HCL_EXPR_OBJECT with one HCL_EXPR_OBJECT_ITEM per property,
 *            in order, duplicates kept; an item's children are the name
 *            (a string literal) and the value
 *   array    HCL_EXPR_TUPLE
 *   string   HCL_EXPR_LITERAL, HCL_LIT_STRING, `text` the decoded string
 *   number   HCL_EXPR_LITERAL, HCL_LIT_NUMBER, `text` as written
 *   true, false, null   HCL_EXPR_LITERAL, HCL_LIT_BOOL / HCL_LIT_NULL
 *
 * Ranges: an object's or array's EXPR_BEGIN spans only its opening
 * bracket (the stream does not wait for the end), its EXPR_END the whole
 * value; an item's EXPR_BEGIN spans its name, its EXPR_END name and value.
 * Scalars span their token (strings with their quotes). BODY_BEGIN is an
 * empty range where the root value starts, BODY_END one at the end of the
 * input. When the root value is neither an object nor an array, that is an
 * error and the body holds an empty object at 1:1, as in the reference.
 */

#include <stddef.h>
#include <stdint.h>

#include "hcl/alloc.h"
#include "hcl/common.h"
#include "hcl/events.h"
#include "hcl/export.h"
#include "hcl/limits.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct hcl_json_options {
  /** sizeof(hcl_json_options); 0 means this header's whole struct, as
      for hcl_native_options. */
  uint32_t size;
  /** Allocator for everything the parse holds; NULL for malloc. */
  const hcl_alloc *alloc;
  /** Deepest nesting of objects and arrays accepted. */
  uint32_t max_depth;
  /** How many bytes to ask the reader for at a time. */
  size_t chunk_size;
  /** Largest single token (a string or number) accepted. */
  size_t max_token_bytes;
} hcl_json_options;

/** Defaults: malloc, depth HCL_JSON_MAX_DEPTH_DEFAULT (10000), chunks of
    HCL_CHUNK_SIZE_DEFAULT (64 KiB), tokens up to HCL_MAX_TOKEN_BYTES_DEFAULT
    (1 GiB); see hcl/limits.h. */
HCL_API hcl_json_options hcl_json_options_default(void);

/**
 * Parses a whole file in JSON syntax and streams it to `sink` (see above),
 * with syntax errors reported through the sink's `diagnostic` callback in
 * the reference's words, then `end`. Memory stays bounded by the nesting
 * depth and the largest token, not by the input. Returns as
 * hcl_native_parse does.
 */
HCL_API hcl_status hcl_json_parse(const char *src, size_t len,
                                  const char *filename, hcl_sink sink,
                                  const hcl_json_options *opts);

/** As hcl_json_parse, reading from `reader` in chunks. */
HCL_API hcl_status hcl_json_parse_reader(hcl_reader reader,
                                         const char *filename, hcl_sink sink,
                                         const hcl_json_options *opts);

/** As hcl_json_parse, reading the file at `path` (also the file name). */
HCL_API hcl_status hcl_json_parse_file(const char *path, hcl_sink sink,
                                       const hcl_json_options *opts);

/* Section - JSON strings */

/**
 * `s` as a quoted JSON string, escaped as the reference's tools escape:
 * `"`, `\` and control characters, plus `<`, `>`, `&`, U+2028 and U+2029
 * as \u escapes; bytes that are not UTF-8 become U+FFFD. *out is
 * NUL-terminated and allocated with `alloc` (NULL: malloc): free it with
 * hcl_free(alloc, *out). *out_len, when given, is its length. Fails only
 * with HCL_ERR_NOMEM.
 */
HCL_API hcl_status hcl_json_string_quote(const char *s, size_t len,
                                         const hcl_alloc *alloc, char **out,
                                         size_t *out_len);

/**
 * Decodes the body of a JSON string (the `len` bytes between its quotes)
 * as Go's encoding/json does, which is what the reference's values hold:
 * escapes become what they stand for, bytes that are not UTF-8 and \u
 * escapes of unpaired surrogates become U+FFFD. *out and *out_len as for
 * hcl_json_string_quote. Returns HCL_ERR_INVALID for a malformed escape,
 * HCL_ERR_NOMEM when out of memory; *out is then untouched.
 */
HCL_API hcl_status hcl_json_string_unquote(const char *s, size_t len,
                                           const hcl_alloc *alloc, char **out,
                                           size_t *out_len);

#ifdef __cplusplus
}
#endif

#endif
