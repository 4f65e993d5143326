/* JSON string text, both ways. */

#include "core/json_text.h"

#include <stdint.h>
#include <string.h>
#include <utf8proc.h>

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

/* The ASCII bytes a JSON string takes as they are: bit 1 always, bit 2
   also under Go's HTML escaping. Zero for everything else, so that one
   load and test skips the common bytes. */
enum { PLAIN = 1, PLAIN_HTML = 2 };
#define R16(v) v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v
#define BOTH (PLAIN | PLAIN_HTML)
static const unsigned char plain_ascii[256] = {
    R16(0), R16(0),
    /* 0x20-0x2f:  ! " # $ % & ' ( ) * + , - . / */
    BOTH, BOTH, 0, BOTH, BOTH, BOTH, PLAIN, BOTH, BOTH, BOTH, BOTH, BOTH, BOTH,
    BOTH, BOTH, BOTH,
    /* 0x30-0x3f: 0-9 : ; < = > ? */
    BOTH, BOTH, BOTH, BOTH, BOTH, BOTH, BOTH, BOTH, BOTH, BOTH, BOTH, BOTH,
    PLAIN, BOTH, PLAIN, BOTH,
    /* 0x40-0x5f: @ A-Z [ \ ] ^ _ */
    R16(BOTH), BOTH, BOTH, BOTH, BOTH, BOTH, BOTH, BOTH, BOTH, BOTH, BOTH, BOTH,
    BOTH, 0, BOTH, BOTH, BOTH,
    /* 0x60-0x7f: ` a-z { | } ~ DEL */
    R16(BOTH), R16(BOTH)};
#undef BOTH
#undef R16

/* Eight bytes at a time, in portable C: whether a word holds a byte that
   is zero, and one that equals `c`. Presence is exact; which byte is left
   to the byte loop. */
#define ONES UINT64_C(0x0101010101010101)
#define HIGHS UINT64_C(0x8080808080808080)
static uint64_t zero_byte(uint64_t x) { return (x - ONES) & ~x & HIGHS; }
static uint64_t byte_is(uint64_t x, unsigned char c) {
  return zero_byte(x ^ (ONES * c));
}

/* Where the run of bytes taken as they are, starting at `i`, ends. */
static size_t skip_plain(const unsigned char *s, size_t i, size_t len,
                         unsigned char plain) {
  while (len - i >= 8) {
    uint64_t x;
    memcpy(&x, s + i, 8);
    /* non-ASCII, below 0x20 (exact while the high bit is clear), `"`, `\` */
    uint64_t stop = (x & HIGHS) | ((x - ONES * 0x20) & ~x & HIGHS) |
                    byte_is(x, '"') | byte_is(x, '\\');
    if (plain == PLAIN_HTML)
      stop |= byte_is(x, '<') | byte_is(x, '>') | byte_is(x, '&');
    if (stop)
      break;
    i += 8;
  }
  while (i < len && (plain_ascii[s[i]] & plain))
    i++;
  return i;
}
#undef ONES
#undef HIGHS

/* A character above U+FFFF as the two \\uXXXX of its UTF-16 pair. */
static bool put_u_escapes(hcl_buf *out, int32_t cp) {
  if (cp <= 0xFFFF)
    return put_u_escape(out, (unsigned)cp);
  unsigned v = (unsigned)cp - 0x10000;
  return put_u_escape(out, 0xD800 | (v >> 10)) &&
         put_u_escape(out, 0xDC00 | (v & 0x3FF));
}

/* Whether `cp` joins a quote or a backslash after it into one grapheme
   cluster (a prepended character, such as U+0600 ARABIC NUMBER SIGN).
   The reference's JSON scanner reads a string a cluster at a time, so
   written as it is such a character would hide the string's closing
   quote or an escape's backslash from it. */
static bool joins_next(int32_t cp) {
  /* Only a prepended character holds back a break before these (UAX #29,
     GB9b), and none lies below U+0600: one lookup, and none for most. */
  return cp >= 0x600 &&
         utf8proc_get_property(cp)->boundclass == UTF8PROC_BOUNDCLASS_PREPEND;
}

/* `html`: escape `<`, `>`, `&`, U+2028 and U+2029 too, as Go's encoder;
   otherwise (HCL JSON text), escape what the reference's JSON scanner
   could not read back (joins_next). */
static bool quote(hcl_buf *out, const char *str, size_t len, bool html) {
  const unsigned char *s = (const unsigned char *)str;
  if (!hcl_buf_putc(out, '"'))
    return false;
  size_t run = 0; /* start of the pending run of bytes copied verbatim */
  size_t i = 0;
  unsigned char plain = html ? PLAIN_HTML : PLAIN;
  while (i < len) {
    i = skip_plain(s, i, len, plain);
    if (i == len)
      break;
    unsigned char c = s[i];
    const char *esc = NULL;
    int32_t uesc = 0;
    size_t n = 1;
    if (c < 0x80) {
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
      } else if (html ? cp == 0x2028 || cp == 0x2029 : joins_next(cp)) {
        uesc = cp;
      } else {
        i += n;
        continue;
      }
    }
    if (!hcl_buf_append(out, s + run, i - run))
      return false;
    if (esc ? !hcl_buf_puts(out, esc) : !put_u_escapes(out, uesc))
      return false;
    i += n;
    run = i;
  }
  if (!hcl_buf_append(out, s + run, len - run))
    return false;
  return hcl_buf_putc(out, '"');
}

bool hcl_json_quote(hcl_buf *out, const char *s, size_t len) {
  return quote(out, s, len, true);
}

bool hcl_json_quote_plain(hcl_buf *out, const char *s, size_t len) {
  return quote(out, s, len, false);
}

static int hex_digit(char c) {
  return c >= '0' && c <= '9'   ? c - '0'
         : c >= 'a' && c <= 'f' ? c - 'a' + 10
         : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                : -1;
}

/* Whether a \uXXXX escape is at `s`; its code unit in *unit. */
static bool u_escape(const char *s, size_t avail, int32_t *unit) {
  if (avail < 6 || s[0] != '\\' || s[1] != 'u')
    return false;
  int32_t v = 0;
  for (int i = 2; i < 6; i++) {
    int d = hex_digit(s[i]);
    if (d < 0)
      return false;
    v = v << 4 | d;
  }
  *unit = v;
  return true;
}

static bool put_rune(hcl_buf *out, int32_t cp) {
  char u[4];
  size_t n = hcl_utf8_encode(cp, u);
  return hcl_buf_append(out, u, n);
}

hcl_status hcl_json_unescape(hcl_buf *out, const char *s, size_t len) {
  const unsigned char *u = (const unsigned char *)s;
  size_t i = 0;
  while (i < len) {
    size_t run = i; /* printable ASCII is copied as it stands */
    while (run < len && u[run] >= 0x20 && u[run] < 0x80 && u[run] != '\\')
      run++;
    if (run > i && !hcl_buf_append(out, s + i, run - i))
      return HCL_ERR_NOMEM;
    i = run;
    if (i >= len)
      break;
    if (u[i] == '\\') {
      if (i + 1 >= len)
        return HCL_ERR_INVALID;
      char c = s[i + 1];
      if (c == 'u') {
        int32_t r, r2;
        if (!u_escape(s + i, len - i, &r))
          return HCL_ERR_INVALID;
        i += 6;
        if (r >= 0xD800 && r <= 0xDFFF) {
          if (r <= 0xDBFF && u_escape(s + i, len - i, &r2) && r2 >= 0xDC00 &&
              r2 <= 0xDFFF) {
            r = 0x10000 + ((r - 0xD800) << 10) + (r2 - 0xDC00);
            i += 6;
          } else {
            r = 0xFFFD;
          }
        }
        if (!put_rune(out, r))
          return HCL_ERR_NOMEM;
        continue;
      }
      static const char from[] = "bfnrt\"\\/", to[] = "\b\f\n\r\t\"\\/";
      const char *f = c ? strchr(from, c) : NULL;
      if (!f)
        return HCL_ERR_INVALID;
      if (!hcl_buf_putc(out, to[f - from]))
        return HCL_ERR_NOMEM;
      i += 2;
      continue;
    }
    int32_t cp;
    size_t n = hcl_utf8_decode(u + i, len - i, &cp);
    if (n == 0) {
      cp = 0xFFFD;
      n = 1;
    }
    if (!put_rune(out, cp))
      return HCL_ERR_NOMEM;
    i += n;
  }
  return HCL_OK;
}
