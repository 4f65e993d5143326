#ifndef HCL_LIMITS_H
#define HCL_LIMITS_H

/*
 * Section - Limits a caller can change
 *
 * The defaults of the limits in the options structs, each defined once:
 * hcl_x_options_default() fills them in, and a field left 0 means its
 * default. docs/limits.md lists every limit, these and the library's
 * fixed ones, with what happens when one is reached.
 */

#include <stddef.h>

/** hcl_native_options.max_depth: blocks, brackets, parentheses, templates
    and operands nested deeper are the error "Nesting too deep". The
    file's body is the first level: 499 nested blocks or brackets pass. */
#define HCL_NATIVE_MAX_DEPTH_DEFAULT 500u

/** hcl_json_options.max_depth: objects and arrays nested deeper are an
    error. */
#define HCL_JSON_MAX_DEPTH_DEFAULT 10000u

/** chunk_size of both parsers: bytes asked of a reader at a time. */
#define HCL_CHUNK_SIZE_DEFAULT ((size_t)64 * 1024)

/** max_token_bytes of both parsers: a longer token (a string, comment,
    heredoc line or number) is an error, and nothing after it is read. */
#define HCL_MAX_TOKEN_BYTES_DEFAULT ((size_t)1 << 30)

/** hcl_text_options.width: the column diagnostics' details wrap at. */
#define HCL_TEXT_WIDTH_DEFAULT 80u

#endif
