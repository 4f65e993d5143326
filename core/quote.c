/* Quoting as Go's strconv.Quote does, which the reference's messages,
   block names and set order all use. */

#include "core/quote.h"

#include "core/utf8.h"

static const char hexdigits[] = "0123456789abcdef";

bool hcl_go_quote_rune(hcl_buf *out, int32_t r, char quote) {
  if (r == quote || r == '\\') {
    char e[2] = {'\\', (char)r};
    return hcl_buf_append(out, e, 2);
  }
  if (r < 0x80 ? (r >= 0x20 && r < 0x7f) : hcl_unicode_is_print(r)) {
    char u[4];
    size_t n = hcl_utf8_encode(r, u);
    return hcl_buf_append(out, u, n);
  }
  switch (r) {
  case '\a':
    return hcl_buf_puts(out, "\\a");
  case '\b':
    return hcl_buf_puts(out, "\\b");
  case '\f':
    return hcl_buf_puts(out, "\\f");
  case '\n':
    return hcl_buf_puts(out, "\\n");
  case '\r':
    return hcl_buf_puts(out, "\\r");
  case '\t':
    return hcl_buf_puts(out, "\\t");
  case '\v':
    return hcl_buf_puts(out, "\\v");
  default:
    break;
  }
  if (r < 0x20 || r == 0x7f)
    return hcl_buf_printf(out, "\\x%c%c", hexdigits[r >> 4], hexdigits[r & 15]);
  if (r < 0x10000)
    return hcl_buf_printf(out, "\\u%04x", (unsigned)r);
  return hcl_buf_printf(out, "\\U%08x", (unsigned)r);
}

bool hcl_go_quote(hcl_buf *out, const char *str, size_t len) {
  const unsigned char *s = (const unsigned char *)str;
  if (!hcl_buf_putc(out, '"'))
    return false;
  for (size_t i = 0; i < len;) {
    int32_t r;
    size_t n = s[i] < 0x80 ? 1 : hcl_utf8_decode(s + i, len - i, &r);
    if (s[i] < 0x80)
      r = s[i];
    if (n == 0) {
      /* a byte that is not UTF-8 */
      if (!hcl_buf_printf(out, "\\x%c%c", hexdigits[s[i] >> 4],
                          hexdigits[s[i] & 15]))
        return false;
      i++;
      continue;
    }
    if (!hcl_go_quote_rune(out, r, '"'))
      return false;
    i += n;
  }
  return hcl_buf_putc(out, '"');
}

hcl_status hcl_diag_quote(const char *s, size_t len, const hcl_alloc *alloc,
                          char **out, size_t *out_len) {
  hcl_buf b;
  hcl_buf_init(&b, alloc);
  hcl_status st =
      hcl_go_quote(&b, s, len) ? hcl_buf_take(&b, out, out_len) : HCL_ERR_NOMEM;
  hcl_buf_fini(&b);
  return st;
}
