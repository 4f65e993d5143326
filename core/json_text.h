#ifndef HCL_CORE_JSON_TEXT_H
#define HCL_CORE_JSON_TEXT_H

/* JSON text output shared by the diagnostics renderer and the tools. */

#include <stdbool.h>
#include <stddef.h>

#include "core/buf.h"

/*
 * Appends `s` as a quoted JSON string, escaped exactly as the reference
 * tools' encoder does: `"` `\` and control characters, plus `<`, `>`, `&`,
 * U+2028 and U+2029 as \u escapes; invalid UTF-8 becomes U+FFFD.
 */
bool hcl_json_quote(hcl_buf *out, const char *s, size_t len);

#endif
