/* JSON text output shared by the diagnostics renderer and the tools. */

#include "core/json_text.h"

#include <stdint.h>

#include "core/utf8.h"

static const char hex[] = "0123456789abcdef";

static bool put_u_escape(hcl_buf *out, unsigned v) {
  char e[6] = {'\\',
               'u',
               hex[(v >> 12) & 15],
               hex[(v >> 8) & 15],
               hex[(v >> 4) & 15],
               hex[v & 15]};
  return hcl_buf_append(out, e, 6);
}

bool hcl_json_quote(hcl_buf *out, const char *str, size_t len) {
  const unsigned char *s = (const unsigned char *)str;
  if (!hcl_buf_putc(out, '"'))
    return false;
  size_t run = 0; /* start of the pending run of bytes copied verbatim */
  size_t i = 0;
  while (i < len) {
    unsigned char c = s[i];
    const char *esc = NULL;
    unsigned uesc = 0;
    size_t n = 1;
    if (c < 0x80) {
      if (c >= 0x20 && c != '"' && c != '\\' && c != '<' && c != '>' &&
          c != '&') {
        i++;
        continue;
      }
      switch (c) {
      case '"':
        esc = "\\\"";
        break;
      case '\\':
        esc = "\\\\";
        break;
      case '\n':
        esc = "\\n";
        break;
      case '\r':
        esc = "\\r";
        break;
      case '\t':
        esc = "\\t";
        break;
      default:
        uesc = c;
        break;
      }
    } else {
      int32_t cp;
      n = hcl_utf8_decode(s + i, len - i, &cp);
      if (n == 0) {
        n = 1;
        uesc = 0xFFFD;
      } else if (cp == 0x2028 || cp == 0x2029) {
        uesc = (unsigned)cp;
      } else {
        i += n;
        continue;
      }
    }
    if (!hcl_buf_append(out, s + run, i - run))
      return false;
    if (esc ? !hcl_buf_puts(out, esc) : !put_u_escape(out, uesc))
      return false;
    i += n;
    run = i;
  }
  if (!hcl_buf_append(out, s + run, len - run))
    return false;
  return hcl_buf_putc(out, '"');
}
