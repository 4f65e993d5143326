/*
 * The NFC shortcut of string values (eval/value.c): a string made only of
 * characters hcl_nfc_inert() accepts is stored without normalising it, so
 * the predicate must never accept a character that NFC could change or
 * join to what comes before it. Checked against utf8proc over every code
 * point, not against a list of examples.
 */

#include <criterion/criterion.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <utf8proc.h>

#include "eval/value_internal.h"
#include "hcl/value.h"

static size_t decompose(int32_t cp, utf8proc_int32_t *out, size_t cap) {
  utf8proc_ssize_t n =
      utf8proc_decompose_char(cp, out, (utf8proc_ssize_t)cap,
                              UTF8PROC_DECOMPOSE | UTF8PROC_STABLE, NULL);
  cr_assert(n > 0 && (size_t)n <= cap, "U+%04X decomposes to %ld", cp, (long)n);
  return (size_t)n;
}

static bool is_scalar(int32_t cp) {
  return cp < 0xD800 || (cp > 0xDFFF && cp <= 0x10FFFF);
}

/* Every character that NFC could join to a character before it appears
   after the first place in the canonical decomposition of a character
   NFC forms (one not excluded from composition); none of those may pass
   as inert. */
Test(nfc_inert, no_composition_second_is_inert) {
  utf8proc_int32_t seq[32];
  size_t seconds = 0;
  for (int32_t cp = 0; cp <= 0x10FFFF; cp++) {
    if (!is_scalar(cp) || utf8proc_get_property(cp)->comp_exclusion)
      continue;
    size_t n = decompose(cp, seq, 32);
    for (size_t i = 1; i < n; i++) {
      cr_assert(!hcl_nfc_inert(seq[i]),
                "U+%04X is taken as inert but is part %zu of U+%04X",
                (unsigned)seq[i], i, (unsigned)cp);
      seconds++;
    }
  }
  cr_assert(seconds > 1000, "only %zu decomposition tails seen", seconds);
}

/* An inert character is a starter that NFC keeps as it is. When it has a
   decomposition, that begins with an inert character (so nothing before
   can join it) or it is a Hangul syllable, which NFC composes back whole
   from jamo that are never inert. */
Test(nfc_inert, inert_characters_are_their_own_nfc) {
  utf8proc_int32_t seq[32];
  size_t inert = 0;
  for (int32_t cp = 0; cp <= 0x10FFFF; cp++) {
    if (!is_scalar(cp) || !hcl_nfc_inert(cp))
      continue;
    inert++;
    bool hangul = cp >= 0xAC00 && cp <= 0xD7A3;
    size_t n = decompose(cp, seq, 32);
    cr_assert(utf8proc_get_property(cp)->combining_class == 0,
              "U+%04X is taken as inert but is not a starter", (unsigned)cp);
    cr_assert(hangul || (n == 1 && seq[0] == cp) || hcl_nfc_inert(seq[0]),
              "U+%04X is taken as inert but decomposes to U+%04X first",
              (unsigned)cp, (unsigned)seq[0]);
    utf8proc_uint8_t buf[8];
    utf8proc_ssize_t k = utf8proc_encode_char(cp, buf);
    utf8proc_uint8_t *mapped = NULL;
    utf8proc_ssize_t m =
        utf8proc_map(buf, k, &mapped, UTF8PROC_STABLE | UTF8PROC_COMPOSE);
    cr_assert(m == k && memcmp(mapped, buf, (size_t)k) == 0,
              "NFC changes inert U+%04X", (unsigned)cp);
    free(mapped);
  }
  /* the shortcut is worth having: most of what people write is inert */
  cr_assert(inert > 200000, "only %zu inert code points", inert);
  cr_assert(hcl_nfc_inert(0x00E9) && hcl_nfc_inert(0x0416) &&
            hcl_nfc_inert(0x65E5) && hcl_nfc_inert(0xD55C));
}

/* The shortcut and the full pass give the same strings. */
Test(nfc_inert, string_values_are_nfc_either_way) {
  static const char *const cases[][2] = {
      {"caf\xc3\xa9", "caf\xc3\xa9"},
      {"cafe\xcc\x81", "caf\xc3\xa9"},                          /* e + acute */
      {"\xd0\x9f\xd1\x80\xd0\xb8", "\xd0\x9f\xd1\x80\xd0\xb8"}, /* Cyrillic */
      {"\xe1\x84\x92\xe1\x85\xa1\xe1\x86\xab", "\xed\x95\x9c"}, /* jamo */
      {"\xed\x95\x98\xe1\x86\xab", "\xed\x95\x9c"},             /* LV + T */
      {"\xe2\x84\xab", "\xc3\x85"}, /* Angstrom sign */
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    hcl_value *v = hcl_value_string(cases[i][0], strlen(cases[i][0]), NULL);
    cr_assert(v);
    hcl_str s = hcl_value_as_string(v);
    cr_assert(s.len == strlen(cases[i][1]) &&
                  memcmp(s.ptr, cases[i][1], s.len) == 0,
              "case %zu", i);
    hcl_value_unref(v);
  }
}
