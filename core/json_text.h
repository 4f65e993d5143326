#ifndef HCL_CORE_JSON_TEXT_H
#define HCL_CORE_JSON_TEXT_H

/* JSON string text, both ways: quoting for the diagnostics renderer and
   the value encoder, unquoting for the JSON syntax and the value
   decoder. */

#include <stdbool.h>
#include <stddef.h>

#include "core/buf.h"

/*
 * Appends `s` as a quoted JSON string, escaped exactly as the reference
 * tools' encoder does: `"` `\` and control characters, plus `<`, `>`, `&`,
 * U+2028 and U+2029 as \u escapes; invalid UTF-8 becomes U+FFFD.
 */
bool hcl_json_quote(hcl_buf *out, const char *s, size_t len);

/* As hcl_json_quote, escaping only what JSON requires (`"`, `\` and
   control characters): text meant to be read by people. */
bool hcl_json_quote_plain(hcl_buf *out, const char *s, size_t len);

/*
 * Appends the decoding of `len` bytes of a JSON string's body (the text
 * between its quotes) to `out`, as Go's encoding/json decodes it (which is
 * what the reference's values hold): bytes that are not UTF-8 become U+FFFD
 * one by one, and so does a \u escape of a surrogate that is not half of a
 * pair. Returns HCL_ERR_INVALID for a malformed escape (`out` then holds
 * part of the decoding), HCL_ERR_NOMEM when out of memory.
 */
hcl_status hcl_json_unescape(hcl_buf *out, const char *s, size_t len);

#endif
