#ifndef HCL_CORE_QUOTE_H
#define HCL_CORE_QUOTE_H

/* Quoting as Go's strconv.Quote does (and so fmt's %q). */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/buf.h"

/* Appends `s` in double quotes with Go's escapes: printable runes as they
   are, others as \n, \x7f, \u00ad, \U0001f600; bytes that are not UTF-8
   as \xNN. False when out of memory. */
bool hcl_go_quote(hcl_buf *out, const char *s, size_t len);

/* One rune as it is written inside quotes of kind `quote`. */
bool hcl_go_quote_rune(hcl_buf *out, int32_t r, char quote);

#endif
