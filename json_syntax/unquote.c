/*
 * JSON string bodies decoded the way Go's encoding/json does it, which is
 * what the reference's values hold. yajl agrees except on bytes that are
 * not UTF-8 and on unpaired surrogate escapes; the parser uses this for
 * the part of a string from the first such spot on.
 */

#include "json_syntax/unquote.h"

#include <stdint.h>

#include "core/utf8.h"

static int32_t hex4(const char *s, size_t avail) {
  if (avail < 6 || s[0] != '\\' || s[1] != 'u')
    return -1;
  int32_t v = 0;
  for (int i = 2; i < 6; i++) {
    char c = s[i];
    int d = c >= '0' && c <= '9'   ? c - '0'
            : c >= 'a' && c <= 'f' ? c - 'a' + 10
            : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                   : -1;
    if (d < 0)
      return -1;
    v = v << 4 | d;
  }
  return v;
}

static bool put_cp(hcl_buf *out, int32_t cp) {
  char u[4];
  size_t n = hcl_utf8_encode(cp, u);
  return hcl_buf_append(out, u, n);
}

bool hcl_json_unquote(hcl_buf *out, const char *s, size_t len) {
  const unsigned char *u = (const unsigned char *)s;
  size_t i = 0;
  while (i < len) {
    size_t run = i;
    while (run < len && u[run] >= 0x20 && u[run] < 0x80 && u[run] != '\\')
      run++;
    if (run > i && !hcl_buf_append(out, s + i, run - i))
      return false;
    i = run;
    if (i >= len)
      break;
    if (u[i] == '\\' && i + 1 < len) {
      char c = s[i + 1];
      if (c == 'u') {
        int32_t r = hex4(s + i, len - i);
        if (r < 0)
          return false; /* the scanner lets no such escape through */
        i += 6;
        if (r >= 0xD800 && r <= 0xDFFF) {
          int32_t r2 = hex4(s + i, len - i);
          if (r <= 0xDBFF && r2 >= 0xDC00 && r2 <= 0xDFFF) {
            r = 0x10000 + ((r - 0xD800) << 10) + (r2 - 0xDC00);
            i += 6;
          } else {
            r = 0xFFFD;
          }
        }
        if (!put_cp(out, r))
          return false;
        continue;
      }
      char e = c == 'b'   ? '\b'
               : c == 'f' ? '\f'
               : c == 'n' ? '\n'
               : c == 'r' ? '\r'
               : c == 't' ? '\t'
                          : c;
      if (!hcl_buf_putc(out, e))
        return false;
      i += 2;
      continue;
    }
    int32_t cp;
    size_t n = hcl_utf8_decode(u + i, len - i, &cp);
    if (n == 0) {
      cp = 0xFFFD;
      n = 1;
    }
    if (!put_cp(out, cp))
      return false;
    i += n;
  }
  return true;
}
