/*
 * JSON string quoting: the escapes of the reference tools' encoder, with
 * the character to escape at every offset in a longer plain run, so that
 * it falls at each place of the eight-byte words the scanner reads. The
 * expected text comes from a byte-at-a-time escaper written here from the
 * rules (Go's encoding/json), not from the code under test.
 */

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "core/json_text.h"

/* The expected quoting of `s`; `html` as hcl_json_quote, else as _plain. */
static void expected(hcl_buf *out, const unsigned char *s, size_t len,
                     bool html) {
  hcl_buf_putc(out, '"');
  for (size_t i = 0; i < len; i++) {
    unsigned char c = s[i];
    char e[8];
    if (c == '"' || c == '\\') {
      hcl_buf_putc(out, '\\');
      hcl_buf_putc(out, (char)c);
    } else if (c == '\n') {
      hcl_buf_puts(out, "\\n");
    } else if (c == '\r') {
      hcl_buf_puts(out, "\\r");
    } else if (c == '\t') {
      hcl_buf_puts(out, "\\t");
    } else if (c < 0x20 || (html && (c == '<' || c == '>' || c == '&'))) {
      snprintf(e, sizeof e, "\\u%04x", c);
      hcl_buf_puts(out, e);
    } else if (c == 0xE2 && i + 2 < len && s[i + 1] == 0x80 &&
               (s[i + 2] == 0xA8 || s[i + 2] == 0xA9)) {
      if (html) {
        snprintf(e, sizeof e, "\\u%04x", s[i + 2] == 0xA8 ? 0x2028 : 0x2029);
        hcl_buf_puts(out, e);
      } else {
        hcl_buf_append(out, s + i, 3);
      }
      i += 2;
    } else if (c == 0xC3 && i + 1 < len && s[i + 1] == 0xA9) {
      hcl_buf_append(out, s + i, 2); /* é, valid: as it is */
      i++;
    } else if (c >= 0x80) {
      hcl_buf_puts(out, "\\ufffd"); /* the only invalid byte used here */
    } else {
      hcl_buf_putc(out, (char)c);
    }
  }
  hcl_buf_putc(out, '"');
}

Test(json_text, escapes_at_every_offset) {
  static const char *const specials[] = {
      "\"",  "\\", "\n", "\r", "\t", "\x01",     "\x1f",         "\x7f",
      "<",   ">",  "&",  " ",  "~",  "\xc3\xa9", "\xe2\x80\xa8", "\xe2\x80\xa9",
      "\xff"};
  unsigned char src[64];
  for (size_t k = 0; k < sizeof specials / sizeof specials[0]; k++) {
    size_t sl = strlen(specials[k]);
    for (size_t at = 0; at + sl <= 40; at++) {
      for (size_t total = at + sl; total <= 40; total += 7) {
        memset(src, 'a', total);
        memcpy(src + at, specials[k], sl);
        for (int html = 0; html <= 1; html++) {
          hcl_buf got, want;
          hcl_buf_init(&got, NULL);
          hcl_buf_init(&want, NULL);
          expected(&want, src, total, html);
          bool ok = html ? hcl_json_quote(&got, (const char *)src, total)
                         : hcl_json_quote_plain(&got, (const char *)src, total);
          cr_assert(ok);
          cr_assert(
              got.len == want.len && memcmp(got.data, want.data, got.len) == 0,
              "special %zu at %zu of %zu (html %d): got %.*s want %.*s", k, at,
              total, html, (int)got.len, got.data, (int)want.len, want.data);
          hcl_buf_fini(&got);
          hcl_buf_fini(&want);
        }
      }
    }
  }
}

/* A prepended character (UAX #29) would join the closing quote or an
   escape's backslash after it into one grapheme cluster, which the
   reference's JSON scanner reads as one: the plain quoting escapes it,
   and only it. */
Test(json_text, prepended_characters_are_escaped) {
  static const struct {
    const char *in, *want;
  } cases[] = {
      {"\xd8\x80", "\"\\u0600\""},                /* ARABIC NUMBER SIGN */
      {"\xd8\x85", "\"\\u0605\""},                /* the last of that run */
      {"\xdb\x9d", "\"\\u06dd\""},                /* ARABIC END OF AYAH */
      {"\xf0\x91\x82\xbd", "\"\\ud804\\udcbd\""}, /* KAITHI NUMBER SIGN */
      {"\xd8\x86", "\"\xd8\x86\""},               /* U+0606: not prepended */
      {"\xcc\x80", "\"\xcc\x80\""},               /* U+0300: extends, after */
      {"a\xd8\x80\"", "\"a\\u0600\\\"\""},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    hcl_buf got;
    hcl_buf_init(&got, NULL);
    cr_assert(hcl_json_quote_plain(&got, cases[i].in, strlen(cases[i].in)));
    cr_assert(got.len == strlen(cases[i].want) &&
                  memcmp(got.data, cases[i].want, got.len) == 0,
              "case %zu: got %.*s want %s", i, (int)got.len, got.data,
              cases[i].want);
    hcl_buf_fini(&got);
  }
}
