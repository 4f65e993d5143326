#ifndef HCL_WRITERS_NATIVE_STRING_H
#define HCL_WRITERS_NATIVE_STRING_H

/*
 * A string of the JSON syntax, which reads strings as templates, as
 * native tokens: the bare expression when the template is exactly one
 * interpolation, a quoted template otherwise (native escapes in its
 * literal text, interpolations and directives as they are). Strings with
 * no `${` or `%{` are quoted directly; the others are parsed as templates
 * (hcl_native_parse_template), holding the string's tokens meanwhile.
 */

#include <stdbool.h>

#include "core/buf.h"
#include "core/vec.h"
#include "hcl/events.h"
#include "writers/format.h"

typedef struct hcl_native_string {
  hcl_formatter *fmt;
  hcl_vec toks;  /* struct ns_tok */
  hcl_buf bytes; /* their text */
  hcl_buf esc;   /* scratch: escaped literal text */
} hcl_native_string;

void hcl_native_string_init(hcl_native_string *s, const hcl_alloc *alloc,
                            hcl_formatter *fmt);
void hcl_native_string_fini(hcl_native_string *s);

/* Appends `p[0..n)` to `e` with the escapes of a native quoted string
   (`"`, `\\`, line breaks, tabs and other control characters). `literal`:
   the text stands for itself, so `${` and `%{` are doubled; otherwise it
   is template text, whose `$${` and `%%{` mean the same in both. False
   when out of memory. */
bool hcl_native_escape(hcl_buf *e, const char *p, size_t n, bool literal);

/* Writes `str` (len bytes) as tokens. `unwrap`: a lone interpolation may
   become the bare expression (not for object keys). HCL_ERR_SYNTAX when
   `str` is not a template; HCL_ERR_NOMEM, HCL_ERR_IO. */
hcl_status hcl_native_string_put(hcl_native_string *s, const char *str,
                                 size_t len, bool unwrap);

#endif
