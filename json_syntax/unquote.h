#ifndef HCL_JSON_UNQUOTE_H
#define HCL_JSON_UNQUOTE_H

/* JSON string contents decoded as Go's encoding/json decodes them. */

#include <stdbool.h>
#include <stddef.h>

#include "core/buf.h"

/*
 * Appends the decoding of `len` bytes of a string's body (no quotes; the
 * escapes already checked) to `out`: bytes that are not UTF-8 become
 * U+FFFD one by one, a \u escape of a surrogate that is not the first of
 * a pair becomes U+FFFD. Returns false when out of memory.
 */
bool hcl_json_unquote(hcl_buf *out, const char *s, size_t len);

#endif
