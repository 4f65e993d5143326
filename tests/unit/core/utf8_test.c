/* UTF-8 decoding, identifier classes and grapheme-cluster columns. */

#include <criterion/criterion.h>
#include <string.h>

#include "core/utf8.h"

static size_t dec(const char *s, int32_t *cp) {
  return hcl_utf8_decode((const unsigned char *)s, strlen(s), cp);
}

Test(utf8, decodes_valid_sequences) {
  int32_t cp;
  cr_expect_eq(dec("A", &cp), 1);
  cr_expect_eq(cp, 'A');
  cr_expect_eq(dec("\xc3\xa9", &cp), 2);
  cr_expect_eq(cp, 0xe9);
  cr_expect_eq(dec("\xe2\x82\xac", &cp), 3);
  cr_expect_eq(cp, 0x20ac);
  cr_expect_eq(dec("\xf0\x9f\x91\x8d", &cp), 4);
  cr_expect_eq(cp, 0x1f44d);
}

Test(utf8, rejects_invalid_sequences) {
  int32_t cp;
  cr_expect_eq(dec("\x80", &cp), 0, "stray continuation");
  cr_expect_eq(dec("\xc0\x80", &cp), 0, "overlong NUL");
  cr_expect_eq(dec("\xe0\x80\x80", &cp), 0, "overlong");
  cr_expect_eq(dec("\xed\xa0\x80", &cp), 0, "surrogate");
  cr_expect_eq(dec("\xf4\x90\x80\x80", &cp), 0, "past U+10FFFF");
  cr_expect_eq(dec("\xc3(", &cp), 0, "truncated");
  cr_expect_eq(hcl_utf8_decode((const unsigned char *)"\xe2\x82", 2, &cp), 0);
}

Test(utf8, encodes) {
  char out[4];
  cr_expect_eq(hcl_utf8_encode(0x20ac, out), 3);
  cr_expect_eq(memcmp(out, "\xe2\x82\xac", 3), 0);
  cr_expect_eq(hcl_utf8_encode(0xd800, out), 0);
  cr_expect_eq(hcl_utf8_encode(0x110000, out), 0);
}

Test(utf8, identifier_classes) {
  cr_expect(hcl_unicode_is_id_start('a'));
  cr_expect_not(hcl_unicode_is_id_start('1'));
  cr_expect_not(hcl_unicode_is_id_start('_'), "callers add underscore");
  cr_expect(hcl_unicode_is_id_start(0x65e5), "CJK letter");
  cr_expect(hcl_unicode_is_id_continue('1'));
  cr_expect(hcl_unicode_is_id_continue(0x301), "combining mark");
  cr_expect_not(hcl_unicode_is_id_continue('-'), "the dash is HCL's own");
  cr_expect_not(hcl_unicode_is_id_start(0x2e2f), "pattern syntax");
  cr_expect(hcl_unicode_is_id_start(0x2118), "other ID_Start");
  cr_expect(hcl_unicode_is_id_continue(0xb7), "other ID_Continue");
  /* Letters and marks newer than the reference parser's Unicode: it
     refuses them in names ("Invalid character"), and so must we. */
  cr_expect_not(hcl_unicode_is_id_start(0x560), "U+0560, Unicode 11");
  cr_expect_not(hcl_unicode_is_id_continue(0x560), "U+0560, Unicode 11");
  cr_expect_not(hcl_unicode_is_id_start(0x9fd6), "U+9FD6, Unicode 10");
  cr_expect_not(hcl_unicode_is_id_continue(0x1ac1), "U+1AC1, Unicode 14");
  cr_expect(hcl_unicode_is_id_start(0x10ffff) == false, "the last code point");
  cr_expect(hcl_unicode_is_id_start(0x2f800), "CJK compatibility");
}

static hcl_pos adv(const char *s) {
  hcl_pos p = {0, 1, 1};
  hcl_pos_advance(&p, s, strlen(s));
  return p;
}

Test(utf8, columns_count_grapheme_clusters) {
  hcl_pos p = adv("ab");
  cr_expect_eq(p.column, 3);
  p = adv("e\xcc\x81"); /* e + combining acute */
  cr_expect_eq(p.column, 2);
  p = adv("\xf0\x9f\x91\x8d\xf0\x9f\x8f\xbd"); /* thumbs up + skin tone */
  cr_expect_eq(p.column, 2);
  p = adv(
      "\xf0\x9f\x87\xa9\xf0\x9f\x87\xaa"); /* flag: two regional indicators */
  cr_expect_eq(p.column, 2);
  p = adv("\t\t");
  cr_expect_eq(p.column, 3, "a tab is one column");
  p = adv("a\r\nb");
  cr_expect_eq(p.line, 2);
  cr_expect_eq(p.column, 2);
  cr_expect_eq(p.byte, 4);
  p = adv("a\rb");
  cr_expect_eq(p.line, 1, "a lone CR does not end a line");
  cr_expect_eq(p.column, 4);
  p = adv("\xff\xfe");
  cr_expect_eq(p.column, 3, "invalid bytes are a column each");
}

/* Where the reference's segmenter (Unicode 13) differs from Unicode 15,
   columns follow it; each count is what hclfmt aligns to. */
Test(utf8, columns_as_the_reference_segments) {
  /* a ZWJ and a pictograph join a Hangul, regional indicator or
     pictograph core, marks between or not */
  cr_expect_eq(
      hcl_grapheme_count("\xea\xb0\x80\xe2\x80\x8d\xf0\x9f\x98\x80", 10), 1,
      "syllable ZWJ pictograph");
  cr_expect_eq(
      hcl_grapheme_count("\xf0\x9f\x87\xa6\xe2\x80\x8d\xe2\x9d\xa4", 10), 1,
      "regional indicator ZWJ pictograph");
  cr_expect_eq(hcl_grapheme_count("\xf0\x9f\x98\x80\xe0\xa4\x83\xe2\x80\x8d"
                                  "\xf0\x9f\x98\x80",
                                  14),
               1, "pictograph spacing-mark ZWJ pictograph");
  /* ... but not a letter's */
  cr_expect_eq(hcl_grapheme_count("a\xe2\x80\x8d\xf0\x9f\x98\x80", 8), 2);
  /* L+ LV takes no T; LV T is one */
  cr_expect_eq(hcl_grapheme_count("\xe1\x84\x80\xea\xb0\x80\xe1\x86\xa8", 9),
               2);
  cr_expect_eq(hcl_grapheme_count("\xea\xb0\x80\xe1\x86\xa8", 6), 1);
  /* an unassigned default-ignorable code point is a control there: a
     mark after it is a cluster of its own */
  cr_expect_eq(hcl_grapheme_count("\xf3\xa0\x87\xb0\xcc\x80", 6), 2, "U+E01F0");
  /* a reserved code point Unicode already counts as a pictograph */
  cr_expect_eq(
      hcl_grapheme_count("\xea\xb0\x80\xe2\x80\x8d\xf0\x9f\x80\xac", 10), 1,
      "U+1F02C");
}

Test(utf8, grapheme_steps) {
  cr_expect_eq(hcl_grapheme_next("e\xcc\x81x", 4), 3);
  cr_expect_eq(hcl_grapheme_next("\r\nx", 3), 2);
  cr_expect_eq(hcl_grapheme_count("a\xc3\xa9 ", 4), 3);
}
