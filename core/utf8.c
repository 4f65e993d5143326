/* UTF-8 decoding, identifier classes and source-position arithmetic. */

#include "core/utf8.h"

#include "core/unicode_ident.h"

#include <string.h>

#include <utf8proc.h>

size_t hcl_utf8_decode(const unsigned char *p, size_t avail, int32_t *cp) {
  unsigned char c = p[0];
  if (c < 0x80) {
    *cp = c;
    return 1;
  }
  size_t n;
  int32_t v, min;
  if (c >= 0xC2 && c <= 0xDF) {
    n = 2;
    v = c & 0x1F;
    min = 0x80;
  } else if (c >= 0xE0 && c <= 0xEF) {
    n = 3;
    v = c & 0x0F;
    min = 0x800;
  } else if (c >= 0xF0 && c <= 0xF4) {
    n = 4;
    v = c & 0x07;
    min = 0x10000;
  } else {
    return 0;
  }
  if (avail < n)
    return 0;
  for (size_t i = 1; i < n; i++) {
    if ((p[i] & 0xC0) != 0x80)
      return 0;
    v = (v << 6) | (p[i] & 0x3F);
  }
  if (v < min || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF))
    return 0;
  *cp = v;
  return n;
}

size_t hcl_ascii_prefix(const unsigned char *s, size_t len) {
  size_t i = 0;
  /* eight bytes at a time while no byte has its high bit set */
  while (len - i >= 8) {
    uint64_t x;
    memcpy(&x, s + i, 8);
    if (x & UINT64_C(0x8080808080808080))
      break;
    i += 8;
  }
  while (i < len && s[i] < 0x80)
    i++;
  return i;
}

size_t hcl_utf8_encode(int32_t cp, char *out) {
  unsigned char *o = (unsigned char *)out;
  if (cp < 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
    return 0;
  if (cp < 0x80) {
    o[0] = (unsigned char)cp;
    return 1;
  }
  if (cp < 0x800) {
    o[0] = (unsigned char)(0xC0 | (cp >> 6));
    o[1] = (unsigned char)(0x80 | (cp & 0x3F));
    return 2;
  }
  if (cp < 0x10000) {
    o[0] = (unsigned char)(0xE0 | (cp >> 12));
    o[1] = (unsigned char)(0x80 | ((cp >> 6) & 0x3F));
    o[2] = (unsigned char)(0x80 | (cp & 0x3F));
    return 3;
  }
  o[0] = (unsigned char)(0xF0 | (cp >> 18));
  o[1] = (unsigned char)(0x80 | ((cp >> 12) & 0x3F));
  o[2] = (unsigned char)(0x80 | ((cp >> 6) & 0x3F));
  o[3] = (unsigned char)(0x80 | (cp & 0x3F));
  return 4;
}

/* Whether `cp` lies in one of the `n` ascending ranges at `r`. */
static bool in_ranges(const hcl_cp_range *r, size_t n, int32_t cp) {
  size_t lo = 0, hi = n;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (cp < r[mid].first)
      hi = mid;
    else if (cp > r[mid].last)
      lo = mid + 1;
    else
      return true;
  }
  return false;
}

/* Beyond ASCII, the characters the reference parser takes in names
   (core/unicode_ident.h): its Unicode is older than utf8proc's, and a
   name it refuses must not parse here. */
bool hcl_unicode_is_id_start(int32_t cp) {
  if (cp < 0x80)
    return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z');
  return in_ranges(hcl_ident_start, hcl_ident_start_count, cp);
}

bool hcl_unicode_is_id_continue(int32_t cp) {
  if (cp < 0x80)
    return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') ||
           (cp >= '0' && cp <= '9') || cp == '_';
  return in_ranges(hcl_ident_start, hcl_ident_start_count, cp) ||
         in_ranges(hcl_ident_continue_only, hcl_ident_continue_only_count, cp);
}

bool hcl_unicode_is_print(int32_t cp) {
  if (cp == ' ')
    return true;
  switch (utf8proc_category(cp)) {
  case UTF8PROC_CATEGORY_CN:
  case UTF8PROC_CATEGORY_CC:
  case UTF8PROC_CATEGORY_CF:
  case UTF8PROC_CATEGORY_CS:
  case UTF8PROC_CATEGORY_CO:
  case UTF8PROC_CATEGORY_ZS:
  case UTF8PROC_CATEGORY_ZL:
  case UTF8PROC_CATEGORY_ZP:
    return false;
  default:
    return true;
  }
}

bool hcl_unicode_is_space(int32_t cp) {
  switch (cp) {
  case 0x09:
  case 0x0A:
  case 0x0B:
  case 0x0C:
  case 0x0D:
  case 0x20:
  case 0x85:
  case 0xA0:
  case 0x1680:
  case 0x2028:
  case 0x2029:
  case 0x202F:
  case 0x205F:
  case 0x3000:
    return true;
  default:
    return cp >= 0x2000 && cp <= 0x200A;
  }
}

/*
 * Walks grapheme clusters. ASCII pairs always break (but for CR LF), so the
 * Unicode rules are consulted only around non-ASCII code points.
 */
typedef struct cluster_walk {
  int32_t prev; /* previous code point, -1 at the start */
  utf8proc_int32_t state;
  /* What the reference's quirks (reference_break) need of the cluster so
     far: whether only prepended marks are in it yet, whether its core (the
     first code point after them) is a Hangul jamo or syllable, a regional
     indicator or a pictograph, and how far it is L+ LV. */
  bool before_core;
  bool core_joins;
  uint8_t l_lv; /* 1: L+ so far; 2: L+ LV; 0: anything else */
} cluster_walk;

/* The reference's cluster segmenter is of Unicode 13 (go-textseg v13);
   utf8proc is of Unicode 15. These code points are classed differently,
   which moves the columns hclfmt aligns to. Found by comparing hclfmt's
   columns with ours for every code point after and before a letter, and
   before a combining mark. Marks (Extend, SpacingMark, Prepend) and
   format controls added since 13 are plain characters there: */
static const hcl_cp_range plain_there[] = {
    {0x0890, 0x0891},   {0x0898, 0x089F},   {0x08CA, 0x08D2},
    {0x0C3C, 0x0C3C},   {0x0CF3, 0x0CF3},   {0x0ECE, 0x0ECE},
    {0x1715, 0x1715},   {0x180F, 0x180F},   {0x1AC1, 0x1ACE},
    {0x1DFA, 0x1DFA},   {0x10EFD, 0x10EFF}, {0x10F82, 0x10F85},
    {0x11070, 0x11070}, {0x11073, 0x11074}, {0x110C2, 0x110C2},
    {0x11241, 0x11241}, {0x11F00, 0x11F03}, {0x11F34, 0x11F3A},
    {0x11F3E, 0x11F42}, {0x13439, 0x13440}, {0x13447, 0x13455},
    {0x1CF00, 0x1CF2D}, {0x1CF30, 0x1CF46}, {0x1E08F, 0x1E08F},
    {0x1E2AE, 0x1E2AE}, {0x1E4EC, 0x1E4EF},
};

/* ... and unassigned default-ignorable code points, and U+FFFD, are
   controls there, a cluster of their own whatever follows: */
static const hcl_cp_range control_there[] = {
    {0x2065, 0x2065},   {0xFFF0, 0xFFF8},   {0xFFFD, 0xFFFD},
    {0xE0000, 0xE0000}, {0xE0002, 0xE001F}, {0xE0080, 0xE00FF},
    {0xE01F0, 0xE0FFF},
};

/* ... and reserved code points that Unicode already counts as
   pictographs, which utf8proc, knowing only assigned ones, does not: */
static const hcl_cp_range pictograph_there[] = {
    {0x1F02C, 0x1F02F}, {0x1F094, 0x1F09F}, {0x1F0AF, 0x1F0B0},
    {0x1F0C0, 0x1F0C0}, {0x1F0D0, 0x1F0D0}, {0x1F0F6, 0x1F0FF},
    {0x1F1AE, 0x1F1E5}, {0x1F203, 0x1F20F}, {0x1F23C, 0x1F23F},
    {0x1F249, 0x1F24F}, {0x1F252, 0x1F25F}, {0x1F266, 0x1F2FF},
    {0x1F6D8, 0x1F6DB}, {0x1F6ED, 0x1F6EF}, {0x1F6FD, 0x1F6FF},
    {0x1F777, 0x1F77A}, {0x1F7DA, 0x1F7DF}, {0x1F7EC, 0x1F7EF},
    {0x1F7F1, 0x1F7FF}, {0x1F80C, 0x1F80F}, {0x1F848, 0x1F84F},
    {0x1F85A, 0x1F85F}, {0x1F888, 0x1F88F}, {0x1F8AE, 0x1F8AF},
    {0x1F8B2, 0x1F8FF}, {0x1FA54, 0x1FA5F}, {0x1FA6E, 0x1FA6F},
    {0x1FA7D, 0x1FA7F}, {0x1FA89, 0x1FA8F}, {0x1FABE, 0x1FABE},
    {0x1FAC6, 0x1FACD}, {0x1FADC, 0x1FADF}, {0x1FAE9, 0x1FAEF},
    {0x1FAF9, 0x1FAFF}, {0x1FC00, 0x1FFFD},
};

#define COUNT(a) (sizeof(a) / sizeof *(a))

/* `cp` as the reference's segmenter classes it: a letter of no special
   class (U+00C0), a control (U+200B), a pictograph (U+1F600), or for the
   two Ahom vowel signs that Unicode 15 no longer counts as spacing marks,
   one (U+0903). */
static int32_t as_reference(int32_t cp) {
  if (cp < 0x890)
    return cp;
  if (cp == 0x11720 || cp == 0x11721)
    return 0x903;
  if (in_ranges(plain_there, COUNT(plain_there), cp))
    return 0xC0;
  if (cp >= 0x1F000 && cp <= 0x1FFFD &&
      in_ranges(pictograph_there, COUNT(pictograph_there), cp))
    return 0x1F600;
  return in_ranges(control_there, COUNT(control_there), cp) ? 0x200B : cp;
}

static int boundclass(int32_t cp) {
  return utf8proc_get_property(cp)->boundclass;
}

/* A core after which the reference joins "ZWJ pictograph" whatever marks
   come between (see reference_break). */
static bool core_joins_zwj(int bc) {
  switch (bc) {
  case UTF8PROC_BOUNDCLASS_L:
  case UTF8PROC_BOUNDCLASS_V:
  case UTF8PROC_BOUNDCLASS_T:
  case UTF8PROC_BOUNDCLASS_LV:
  case UTF8PROC_BOUNDCLASS_LVT:
  case UTF8PROC_BOUNDCLASS_REGIONAL_INDICATOR:
  case UTF8PROC_BOUNDCLASS_EXTENDED_PICTOGRAPHIC:
    return true;
  default:
    return false;
  }
}

/* Unicode's answer `brk` for `cp` after the cluster so far, turned into
   the reference segmenter's, which differs in two ways (found by
   comparing hclfmt's columns with ours on every sequence of up to five
   code points of the classes that matter):
   - a ZWJ then a pictograph stay together when the cluster's core is a
     Hangul jamo or syllable, a regional indicator or a pictograph, with
     any marks or ZWJs between; Unicode keeps them together only after a
     pictograph and Extend marks;
   - L+ LV does not take a following T. */
static bool reference_break(const cluster_walk *w, int bc, bool brk) {
  if (!brk && w->l_lv == 2 && bc == UTF8PROC_BOUNDCLASS_T)
    return true;
  if (brk && w->prev == 0x200D && w->core_joins &&
      bc == UTF8PROC_BOUNDCLASS_EXTENDED_PICTOGRAPHIC)
    return false;
  return brk;
}

/* Keeps what reference_break needs, after `cp` of class `bc`. */
static void track(cluster_walk *w, int bc, bool starts) {
  bool core = starts || (w->before_core && bc != UTF8PROC_BOUNDCLASS_PREPEND);
  if (core) {
    w->before_core = bc == UTF8PROC_BOUNDCLASS_PREPEND;
    w->core_joins = core_joins_zwj(bc);
    w->l_lv = bc == UTF8PROC_BOUNDCLASS_L ? 1 : 0;
  } else if (w->l_lv == 1 && bc == UTF8PROC_BOUNDCLASS_LV) {
    w->l_lv = 2;
  } else if (!(w->l_lv == 1 && bc == UTF8PROC_BOUNDCLASS_L)) {
    w->l_lv = 0;
  }
}

/* After an ASCII character: a cluster of plain core. */
static void after_ascii(cluster_walk *w, int32_t c) {
  w->prev = c;
  w->state = 0;
  w->before_core = w->core_joins = false;
  w->l_lv = 0;
}

/* True when `cp` starts a new cluster. */
static bool starts_cluster(cluster_walk *w, int32_t cp) {
  bool brk;
  int bc;
  if (w->prev < 0) {
    brk = true;
    w->state = 0;
    bc = boundclass(as_reference(cp));
  } else if (w->prev < 0x80 && cp < 0x80) {
    brk = !(w->prev == '\r' && cp == '\n');
    w->state = 0;
    bc = UTF8PROC_BOUNDCLASS_OTHER;
  } else {
    if (w->prev < 0x80)
      w->state = 0;
    int32_t ref = as_reference(cp);
    bc = boundclass(ref);
    brk = reference_break(w, bc,
                          utf8proc_grapheme_break_stateful(
                              as_reference(w->prev), ref, &w->state));
  }
  track(w, bc, brk);
  w->prev = cp;
  return brk;
}

void hcl_pos_advance(hcl_pos *pos, const char *str, size_t len) {
  const unsigned char *s = (const unsigned char *)str;
  cluster_walk w = {-1, 0, false, false, 0};
  size_t i = 0;
  pos->byte += len;
  while (i < len) {
    unsigned char c = s[i];
    if (c < 0x80) {
      if (c == '\n') {
        /* "\n" or "\r\n" ends a line; a "\r" before it needs no undoing
           because the column starts over. */
        after_ascii(&w, '\n');
        i++;
        pos->line++;
        pos->column = 1;
        continue;
      }
      if (w.prev >= 0x80) {
        if (starts_cluster(&w, c))
          pos->column++;
        i++;
        continue;
      }
      /* After ASCII (or nothing), each ASCII character up to a line feed
         is a cluster of its own: a "\r" joins only a "\n". */
      size_t j = i + 1;
      while (j < len && s[j] < 0x80 && s[j] != '\n')
        j++;
      pos->column += (uint32_t)(j - i);
      after_ascii(&w, s[j - 1]);
      i = j;
      continue;
    }
    int32_t cp;
    size_t n = hcl_utf8_decode(s + i, len - i, &cp);
    if (n == 0) {
      /* an invalid byte is a cluster of its own */
      w.prev = -1;
      pos->column++;
      i++;
      continue;
    }
    if (starts_cluster(&w, cp))
      pos->column++;
    i += n;
  }
}

hcl_pos hcl_pos_after(hcl_pos pos, const char *s, size_t len) {
  hcl_pos_advance(&pos, s, len);
  return pos;
}

size_t hcl_grapheme_count(const char *str, size_t len) {
  hcl_pos p = {0, 1, 1};
  hcl_pos_advance(&p, str, len);
  return p.column - 1;
}

size_t hcl_grapheme_next(const char *str, size_t len) {
  const unsigned char *s = (const unsigned char *)str;
  cluster_walk w = {-1, 0, false, false, 0};
  size_t i = 0;
  while (i < len) {
    int32_t cp;
    size_t n = hcl_utf8_decode(s + i, len - i, &cp);
    if (n == 0)
      return i ? i : 1;
    if (starts_cluster(&w, cp) && i > 0)
      return i;
    i += n;
  }
  return i;
}

bool hcl_is_identifier(const char *s, size_t len) {
  const unsigned char *p = (const unsigned char *)s;
  size_t i = 0;
  while (i < len) {
    int32_t cp;
    size_t n = hcl_utf8_decode(p + i, len - i, &cp);
    if (n == 0)
      return false;
    bool ok;
    if (cp < 0x80) /* as the scanner: `_` may start a name */
      ok = (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') || cp == '_' ||
           (i > 0 && ((cp >= '0' && cp <= '9') || cp == '-'));
    else
      ok =
          i == 0 ? hcl_unicode_is_id_start(cp) : hcl_unicode_is_id_continue(cp);
    if (!ok)
      return false;
    i += n;
  }
  return len > 0;
}
