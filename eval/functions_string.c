/*
 * String functions of cty's standard library. "Characters" are grapheme
 * clusters, as the reference counts them (core/utf8.h); upper and lower
 * case follow Go's unicode tables (Unicode 13), which utf8proc matches but
 * for the few letters later versions gave case mappings.
 */

#include <stdlib.h>
#include <string.h>
#include <utf8proc.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "core/compare.h"
#include "core/utf8.h"
#include "core/vec.h"
#include "eval/convert.h"
#include "eval/func_common.h"
#include "eval/func_internal.h"
#include "eval/value_internal.h"

static const hcl_param str_param[] = {
    {"str", &hcl_fn_string, false, false, false},
};
static const hcl_param str_dyn_param[] = {
    {"str", &hcl_fn_string, false, false, true},
};

/* A string result, or NULL when out of memory. */
static hcl_value *string_result(hcl_call *call, const char *s, size_t len) {
  return hcl_value_string(s, len, hcl_call_alloc(call));
}

static hcl_value *buf_result(hcl_call *call, hcl_buf *b, bool ok) {
  hcl_value *v =
      ok ? string_result(call, b->data ? b->data : "", b->len) : NULL;
  hcl_buf_fini(b);
  return v;
}

/* ---- upper, lower -------------------------------------------------------- */

/* Letters that have case mappings in utf8proc's Unicode but not in Go's
   (and utf8proc's capital sharp s for U+00DF). */
static bool unmapped_in_go(int32_t r) {
  return r == 0x2C2F || r == 0x2C5F || r == 0xA7C0 || r == 0xA7C1 ||
         r == 0xA7D0 || r == 0xA7D1 || (r >= 0xA7D6 && r <= 0xA7D9) ||
         (r >= 0x10570 && r <= 0x105BC);
}

static int32_t go_to_upper(int32_t r) {
  if (r < 0x80)
    return r >= 'a' && r <= 'z' ? r - 32 : r;
  if (r == 0xDF || unmapped_in_go(r))
    return r;
  return utf8proc_toupper(r);
}

static int32_t go_to_title(int32_t r) {
  if (r < 0x80)
    return r >= 'a' && r <= 'z' ? r - 32 : r;
  if (r == 0xDF || unmapped_in_go(r))
    return r;
  return utf8proc_totitle(r);
}

static int32_t go_to_lower(int32_t r) {
  if (r < 0x80)
    return r >= 'A' && r <= 'Z' ? r + 32 : r;
  if (unmapped_in_go(r))
    return r;
  return utf8proc_tolower(r);
}

/* Go's strings.Map with `map` over a valid UTF-8 string. */
static hcl_value *map_runes(hcl_call *call, const hcl_value *arg,
                            int32_t (*map)(int32_t)) {
  hcl_str s = hcl_value_as_string(arg);
  hcl_buf b;
  hcl_buf_init(&b, hcl_call_alloc(call));
  bool ok = hcl_buf_reserve(&b, s.len);
  const unsigned char *u = (const unsigned char *)s.ptr;
  for (size_t i = 0; ok && i < s.len;) {
    int32_t r;
    size_t n = hcl_utf8_decode(u + i, s.len - i, &r);
    if (n == 0) {
      r = 0xFFFD;
      n = 1;
    }
    char enc[4];
    size_t k = hcl_utf8_encode(map(r), enc);
    ok = hcl_buf_append(&b, enc, k);
    i += n;
  }
  return buf_result(call, &b, ok);
}

static hcl_value *upper_impl(hcl_call *call, const hcl_value *const *args,
                             size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  return map_runes(call, args[0], go_to_upper);
}

static hcl_value *lower_impl(hcl_call *call, const hcl_value *const *args,
                             size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  return map_runes(call, args[0], go_to_lower);
}

const hcl_func hcl_fn_upper = {
    HCL_IMMORTAL,
    NULL,
    {str_dyn_param, 1, NULL, NULL, &hcl_fn_string, upper_impl, NULL, NULL}};

const hcl_func hcl_fn_lower = {
    HCL_IMMORTAL,
    NULL,
    {str_dyn_param, 1, NULL, NULL, &hcl_fn_string, lower_impl, NULL, NULL}};

/* ---- strlen, reverse, substr --------------------------------------------- */

static size_t count_clusters(hcl_str s) {
  size_t n = 0;
  for (size_t i = 0; i < s.len; n++)
    i += hcl_grapheme_next(s.ptr + i, s.len - i);
  return n;
}

static hcl_value *strlen_impl(hcl_call *call, const hcl_value *const *args,
                              size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  size_t n = count_clusters(hcl_value_as_string(args[0]));
  return hcl_value_number_int((int64_t)n, hcl_call_alloc(call));
}

const hcl_func hcl_fn_strlen = {
    HCL_IMMORTAL,
    NULL,
    {str_dyn_param, 1, NULL, NULL, &hcl_fn_number, strlen_impl, NULL, NULL}};

static hcl_value *reverse_impl(hcl_call *call, const hcl_value *const *args,
                               size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  hcl_str s = hcl_value_as_string(args[0]);
  hcl_buf b;
  hcl_buf_init(&b, hcl_call_alloc(call));
  bool ok = hcl_buf_reserve(&b, s.len);
  if (ok) {
    size_t pos = s.len;
    for (size_t i = 0; i < s.len;) {
      size_t n = hcl_grapheme_next(s.ptr + i, s.len - i);
      pos -= n;
      memcpy(b.data + pos, s.ptr + i, n);
      i += n;
    }
    b.len = s.len;
  }
  return buf_result(call, &b, ok);
}

const hcl_func hcl_fn_reverse = {
    HCL_IMMORTAL,
    NULL,
    {str_dyn_param, 1, NULL, NULL, &hcl_fn_string, reverse_impl, NULL, NULL}};

/* cty's substr, quirks included: a negative offset counts from the end
   (and may still be negative, meaning the start); a zero length gives ""
   only for offsets that are not negative. */
static hcl_value *substr_impl(hcl_call *call, const hcl_value *const *args,
                              size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  hcl_str in = hcl_value_as_string(args[0]);
  int64_t offset, length;
  if (!hcl_fn_go_int(call, args[1], -1, "", &offset) ||
      !hcl_fn_go_int(call, args[2], -1, "", &length))
    return NULL;
  if (offset < 0)
    offset += (int64_t)count_clusters(in);
  else if (length == 0)
    return string_result(call, "", 0);
  hcl_str sub = in;
  if (offset > 0) {
    size_t i = 0;
    int64_t pos = 0;
    while (i < sub.len) {
      i += hcl_grapheme_next(sub.ptr + i, sub.len - i);
      if (++pos == offset)
        break;
      if (i >= in.len)
        return string_result(call, "", 0);
    }
    sub.ptr += i;
    sub.len -= i;
  }
  if (length < 0)
    return string_result(call, sub.ptr, sub.len);
  size_t i = 0;
  int64_t pos = 0;
  while (i < sub.len) {
    i += hcl_grapheme_next(sub.ptr + i, sub.len - i);
    if (++pos == length)
      break;
  }
  return string_result(call, sub.ptr, i);
}

static const hcl_param substr_params[] = {
    {"str", &hcl_fn_string, false, false, true},
    {"offset", &hcl_fn_number, false, false, true},
    {"length", &hcl_fn_number, false, false, true},
};

const hcl_func hcl_fn_substr = {
    HCL_IMMORTAL,
    NULL,
    {substr_params, 3, NULL, NULL, &hcl_fn_string, substr_impl, NULL, NULL}};

/* ---- title --------------------------------------------------------------- */

/* Go's strings.Title: a word starts after a separator, which is a space
   or (in ASCII) anything but letters, digits and '_'. */
static bool title_separator(int32_t r) {
  if (r < 0x80)
    return !((r >= '0' && r <= '9') || (r >= 'a' && r <= 'z') ||
             (r >= 'A' && r <= 'Z') || r == '_');
  utf8proc_category_t c = utf8proc_category(r);
  if ((c >= UTF8PROC_CATEGORY_LU && c <= UTF8PROC_CATEGORY_LO) ||
      c == UTF8PROC_CATEGORY_ND)
    return false;
  return hcl_unicode_is_space(r);
}

static hcl_value *title_impl(hcl_call *call, const hcl_value *const *args,
                             size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  hcl_str s = hcl_value_as_string(args[0]);
  hcl_buf b;
  hcl_buf_init(&b, hcl_call_alloc(call));
  bool ok = hcl_buf_reserve(&b, s.len);
  int32_t prev = ' ';
  const unsigned char *u = (const unsigned char *)s.ptr;
  for (size_t i = 0; ok && i < s.len;) {
    int32_t r;
    size_t n = hcl_utf8_decode(u + i, s.len - i, &r);
    if (n == 0) {
      r = 0xFFFD;
      n = 1;
    }
    int32_t m = title_separator(prev) ? go_to_title(r) : r;
    prev = r;
    char enc[4];
    ok = hcl_buf_append(&b, enc, hcl_utf8_encode(m, enc));
    i += n;
  }
  return buf_result(call, &b, ok);
}

const hcl_func hcl_fn_title = {
    HCL_IMMORTAL,
    NULL,
    {str_param, 1, NULL, NULL, &hcl_fn_string, title_impl, NULL, NULL}};

/* ---- trimming ------------------------------------------------------------ */

/* The rune ending at s[end) (valid UTF-8), and its length. */
static size_t last_rune(const char *s, size_t end, int32_t *r) {
  size_t start = end;
  while (start > 0 && (end - start) < 4) {
    start--;
    if (((unsigned char)s[start] & 0xC0) != 0x80)
      break;
  }
  size_t n = hcl_utf8_decode((const unsigned char *)s + start, end - start, r);
  if (n != end - start) {
    *r = 0xFFFD;
    return 1;
  }
  return n;
}

static size_t first_rune(const char *s, size_t len, int32_t *r) {
  size_t n = hcl_utf8_decode((const unsigned char *)s, len, r);
  if (n == 0) {
    *r = 0xFFFD;
    return 1;
  }
  return n;
}

/* s without its leading and trailing runes for which `drop` holds. */
static hcl_str trim_runes(hcl_str s, bool (*drop)(int32_t, const void *),
                          const void *ctx) {
  while (s.len > 0) {
    int32_t r;
    size_t n = first_rune(s.ptr, s.len, &r);
    if (!drop(r, ctx))
      break;
    s.ptr += n;
    s.len -= n;
  }
  while (s.len > 0) {
    int32_t r;
    size_t n = last_rune(s.ptr, s.len, &r);
    if (!drop(r, ctx))
      break;
    s.len -= n;
  }
  return s;
}

static bool go_space(int32_t r, const void *unused) {
  (void)unused;
  return hcl_unicode_is_space(r);
}

/* The runes of a cutset (bytes that are not UTF-8 read as U+FFFD), for
   lookups in constant or logarithmic time rather than a scan of the
   cutset per rune trimmed. */
typedef struct cutset {
  uint32_t ascii[4]; /* bit r for each rune r below 128 */
  int32_t *other;    /* the others, sorted */
  size_t nother;
} cutset;

static int by_rune(const void *p, const void *q) {
  int32_t x = *(const int32_t *)p, y = *(const int32_t *)q;
  return x < y ? -1 : x > y;
}

static bool cutset_init(cutset *c, hcl_str set, const hcl_alloc *a) {
  memset(c->ascii, 0, sizeof c->ascii);
  c->nother = 0;
  c->other = hcl_mem_alloc(a, (set.len ? set.len : 1) * sizeof *c->other);
  if (!c->other)
    return false;
  for (size_t i = 0; i < set.len;) {
    int32_t r;
    i += first_rune(set.ptr + i, set.len - i, &r);
    if (r >= 0 && r < 128)
      c->ascii[r / 32] |= 1u << (r % 32);
    else
      c->other[c->nother++] = r;
  }
  qsort(c->other, c->nother, sizeof *c->other, by_rune);
  return true;
}

static bool in_cutset(int32_t r, const void *ctx) {
  const cutset *c = ctx;
  if (r >= 0 && r < 128)
    return (c->ascii[r / 32] >> (r % 32)) & 1u;
  return bsearch(&r, c->other, c->nother, sizeof *c->other, by_rune) != NULL;
}

static hcl_value *trimspace_impl(hcl_call *call, const hcl_value *const *args,
                                 size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  hcl_str s = trim_runes(hcl_value_as_string(args[0]), go_space, NULL);
  return string_result(call, s.ptr, s.len);
}

const hcl_func hcl_fn_trimspace = {
    HCL_IMMORTAL,
    NULL,
    {str_param, 1, NULL, NULL, &hcl_fn_string, trimspace_impl, NULL, NULL}};

static hcl_value *trim_impl(hcl_call *call, const hcl_value *const *args,
                            size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  cutset c;
  if (!cutset_init(&c, hcl_value_as_string(args[1]), hcl_call_alloc(call)))
    return NULL;
  hcl_str s = trim_runes(hcl_value_as_string(args[0]), in_cutset, &c);
  hcl_mem_free(hcl_call_alloc(call), c.other);
  return string_result(call, s.ptr, s.len);
}

static const hcl_param trim_params[] = {
    {"str", &hcl_fn_string, false, false, false},
    {"cutset", &hcl_fn_string, false, false, false},
};

const hcl_func hcl_fn_trim = {
    HCL_IMMORTAL,
    NULL,
    {trim_params, 2, NULL, NULL, &hcl_fn_string, trim_impl, NULL, NULL}};

static hcl_value *trimprefix_impl(hcl_call *call, const hcl_value *const *args,
                                  size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  hcl_str s = hcl_value_as_string(args[0]), p = hcl_value_as_string(args[1]);
  if (p.len <= s.len && memcmp(s.ptr, p.ptr, p.len) == 0) {
    s.ptr += p.len;
    s.len -= p.len;
  }
  return string_result(call, s.ptr, s.len);
}

static const hcl_param trimprefix_params[] = {
    {"str", &hcl_fn_string, false, false, false},
    {"prefix", &hcl_fn_string, false, false, false},
};

const hcl_func hcl_fn_trimprefix = {HCL_IMMORTAL,
                                    NULL,
                                    {trimprefix_params, 2, NULL, NULL,
                                     &hcl_fn_string, trimprefix_impl, NULL,
                                     NULL}};

static hcl_value *trimsuffix_impl(hcl_call *call, const hcl_value *const *args,
                                  size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  hcl_str s = hcl_value_as_string(args[0]), x = hcl_value_as_string(args[1]);
  if (x.len <= s.len && memcmp(s.ptr + s.len - x.len, x.ptr, x.len) == 0)
    s.len -= x.len;
  return string_result(call, s.ptr, s.len);
}

static const hcl_param trimsuffix_params[] = {
    {"str", &hcl_fn_string, false, false, false},
    {"suffix", &hcl_fn_string, false, false, false},
};

const hcl_func hcl_fn_trimsuffix = {HCL_IMMORTAL,
                                    NULL,
                                    {trimsuffix_params, 2, NULL, NULL,
                                     &hcl_fn_string, trimsuffix_impl, NULL,
                                     NULL}};

/* chomp: every trailing CR and LF goes (cty removes (\r\n?|\n)* at the
   end, which any run of them matches). */
static hcl_value *chomp_impl(hcl_call *call, const hcl_value *const *args,
                             size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  hcl_str s = hcl_value_as_string(args[0]);
  while (s.len > 0 && (s.ptr[s.len - 1] == '\n' || s.ptr[s.len - 1] == '\r'))
    s.len--;
  return string_result(call, s.ptr, s.len);
}

const hcl_func hcl_fn_chomp = {
    HCL_IMMORTAL,
    NULL,
    {str_param, 1, NULL, NULL, &hcl_fn_string, chomp_impl, NULL, NULL}};

/* ---- indent -------------------------------------------------------------- */

static hcl_value *indent_impl(hcl_call *call, const hcl_value *const *args,
                              size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  int64_t spaces;
  if (!hcl_fn_go_int(call, args[0], -1, "", &spaces))
    return NULL;
  if (spaces < 0) {
    hcl_call_error(call, -1,
                   "panic in function implementation: strings: negative "
                   "Repeat count");
    return NULL;
  }
  hcl_str s = hcl_value_as_string(args[1]);
  hcl_buf b;
  hcl_buf_init(&b, hcl_call_alloc(call));
  bool ok = hcl_buf_reserve(&b, s.len);
  for (size_t i = 0; ok && i < s.len; i++) {
    ok = hcl_buf_putc(&b, s.ptr[i]);
    if (s.ptr[i] == '\n')
      for (int64_t k = 0; ok && k < spaces; k++)
        ok = hcl_buf_putc(&b, ' ');
  }
  return buf_result(call, &b, ok);
}

static const hcl_param indent_params[] = {
    {"spaces", &hcl_fn_number, false, false, false},
    {"str", &hcl_fn_string, false, false, false},
};

const hcl_func hcl_fn_indent = {
    HCL_IMMORTAL,
    NULL,
    {indent_params, 2, NULL, NULL, &hcl_fn_string, indent_impl, NULL, NULL}};

/* ---- join, split, sort --------------------------------------------------- */

static hcl_value *join_impl(hcl_call *call, const hcl_value *const *args,
                            size_t nargs, const hcl_type *rt) {
  hcl_str sep = hcl_value_as_string(args[0]);
  if (nargs < 2) {
    hcl_call_error(call, -1, "at least one list is required");
    return NULL;
  }
  for (size_t i = 1; i < nargs; i++)
    if (!hcl_value_is_wholly_known(args[i]))
      return hcl_value_unknown(rt, hcl_call_alloc(call));
  hcl_buf b;
  hcl_buf_init(&b, hcl_call_alloc(call));
  bool ok = true, first = true;
  for (size_t i = 1; ok && i < nargs; i++) {
    for (size_t e = 0; ok && e < hcl_value_count(args[i]); e++) {
      const hcl_value *item = hcl_value_at(args[i], e);
      if (hcl_value_is_null(item)) {
        if (nargs > 2)
          hcl_call_error(call, (long)i,
                         "element %zu of list %zu is null; cannot concatenate "
                         "null values",
                         e, i);
        else
          hcl_call_error(call, (long)i,
                         "element %zu is null; cannot concatenate null values",
                         e);
        hcl_buf_fini(&b);
        return NULL;
      }
      hcl_str s = hcl_value_as_string(item);
      ok = (first || hcl_buf_append(&b, sep.ptr, sep.len)) &&
           hcl_buf_append(&b, s.ptr, s.len);
      first = false;
    }
  }
  return buf_result(call, &b, ok);
}

static const hcl_param join_params[] = {
    {"separator", &hcl_fn_string, false, false, false},
};
static const hcl_param lists_param = {"lists", &hcl_fn_list_string, false,
                                      false, false};

const hcl_func hcl_fn_join = {HCL_IMMORTAL,
                              NULL,
                              {join_params, 1, &lists_param, NULL,
                               &hcl_fn_string, join_impl, NULL, NULL}};

/* A list of strings made from `n` pieces. */
static hcl_value *string_list(hcl_call *call, const hcl_str *pieces, size_t n) {
  const hcl_alloc *a = hcl_call_alloc(call);
  hcl_value **items = hcl_mem_alloc(a, (n ? n : 1) * sizeof *items);
  if (!items)
    return NULL;
  size_t made = 0;
  hcl_value *list = NULL;
  for (; made < n; made++) {
    items[made] = hcl_value_string(pieces[made].ptr, pieces[made].len, a);
    if (!items[made])
      goto out;
  }
  list =
      hcl_value_list(hcl_type_string(), (const hcl_value *const *)items, n, a);
out:
  for (size_t i = 0; i < made; i++)
    hcl_value_unref(items[i]);
  hcl_mem_free(a, items);
  return list;
}

/* The pieces of `s` between non-overlapping occurrences of `sep`, found
   left to right (Go's strings.Split), or its runes when `sep` is empty;
   false when out of memory. */
static bool split_pieces(const hcl_alloc *alloc, hcl_str s, hcl_str sep,
                         hcl_vec *pieces) {
  bool ok = true;
  if (sep.len == 0) {
    for (size_t i = 0; ok && i < s.len;) {
      int32_t r;
      size_t n = first_rune(s.ptr + i, s.len - i, &r);
      hcl_str p = {s.ptr + i, n};
      ok = hcl_vec_push(pieces, &p) != NULL;
      i += n;
    }
    return ok;
  }
  /* Knuth-Morris-Pratt: linear whatever the separator; after a match the
     search starts afresh, so matches never overlap */
  size_t m = sep.len, start = 0, j = 0;
  size_t *fail = hcl_mem_alloc(alloc, m * sizeof *fail);
  if (!fail)
    return false;
  fail[0] = 0;
  for (size_t i = 1, k = 0; i < m; i++) {
    while (k > 0 && sep.ptr[i] != sep.ptr[k])
      k = fail[k - 1];
    if (sep.ptr[i] == sep.ptr[k])
      k++;
    fail[i] = k;
  }
  for (size_t i = 0; ok && i < s.len; i++) {
    while (j > 0 && s.ptr[i] != sep.ptr[j])
      j = fail[j - 1];
    if (s.ptr[i] == sep.ptr[j])
      j++;
    if (j == m) {
      hcl_str p = {s.ptr + start, i + 1 - m - start};
      ok = hcl_vec_push(pieces, &p) != NULL;
      start = i + 1;
      j = 0;
    }
  }
  hcl_mem_free(alloc, fail);
  hcl_str last = {s.ptr + start, s.len - start};
  return ok && hcl_vec_push(pieces, &last) != NULL;
}

static hcl_value *split_impl(hcl_call *call, const hcl_value *const *args,
                             size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  hcl_vec pieces;
  hcl_vec_init(&pieces, hcl_call_alloc(call), sizeof(hcl_str));
  bool ok = split_pieces(hcl_call_alloc(call), hcl_value_as_string(args[1]),
                         hcl_value_as_string(args[0]), &pieces);
  hcl_value *v = ok ? string_list(call, pieces.data, pieces.len) : NULL;
  hcl_vec_fini(&pieces);
  return v;
}

static const hcl_param split_params[] = {
    {"separator", &hcl_fn_string, false, false, false},
    {"str", &hcl_fn_string, false, false, false},
};

const hcl_func hcl_fn_split = {
    HCL_IMMORTAL,
    NULL,
    {split_params, 2, NULL, NULL, &hcl_fn_list_string, split_impl, NULL, NULL}};

/* Go's strings.Replace with no limit: every non-overlapping occurrence,
   left to right; an empty substring matches before every rune and at the
   end. */
static hcl_value *replace_impl(hcl_call *call, const hcl_value *const *args,
                               size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  const hcl_alloc *alloc = hcl_call_alloc(call);
  hcl_str s = hcl_value_as_string(args[0]);
  hcl_str sub = hcl_value_as_string(args[1]);
  hcl_str with = hcl_value_as_string(args[2]);
  hcl_vec pieces;
  hcl_vec_init(&pieces, alloc, sizeof(hcl_str));
  hcl_buf out;
  hcl_buf_init(&out, alloc);
  bool ok = split_pieces(alloc, s, sub, &pieces);
  bool around = sub.len == 0; /* also before the first and after the last */
  if (ok && around)
    ok = hcl_buf_append(&out, with.ptr, with.len);
  for (size_t i = 0; ok && i < pieces.len; i++) {
    const hcl_str *p = hcl_vec_at(&pieces, i);
    ok = (i == 0 || hcl_buf_append(&out, with.ptr, with.len)) &&
         hcl_buf_append(&out, p->ptr, p->len);
  }
  if (ok && around && s.len > 0)
    ok = hcl_buf_append(&out, with.ptr, with.len);
  hcl_value *v =
      ok ? hcl_value_string(out.data ? out.data : "", out.len, alloc) : NULL;
  hcl_buf_fini(&out);
  hcl_vec_fini(&pieces);
  return v;
}

static const hcl_param replace_params[] = {
    {"str", &hcl_fn_string, false, false, false},
    {"substr", &hcl_fn_string, false, false, false},
    {"replace", &hcl_fn_string, false, false, false},
};

const hcl_func hcl_fn_replace = {
    HCL_IMMORTAL,
    NULL,
    {replace_params, 3, NULL, NULL, &hcl_fn_string, replace_impl, NULL, NULL}};

static int compare_strs(const void *x, const void *y) {
  return hcl_str_compare(*(const hcl_str *)x, *(const hcl_str *)y);
}

static hcl_value *sort_impl(hcl_call *call, const hcl_value *const *args,
                            size_t nargs, const hcl_type *rt) {
  (void)nargs;
  const hcl_value *list = args[0];
  const hcl_alloc *a = hcl_call_alloc(call);
  if (!hcl_value_is_wholly_known(list))
    return hcl_value_unknown(rt, a);
  size_t n = hcl_value_count(list);
  if (n == 0)
    return hcl_value_ref(list);
  hcl_str *s = hcl_mem_alloc(a, n * sizeof *s);
  if (!s)
    return NULL;
  for (size_t i = 0; i < n; i++) {
    const hcl_value *item = hcl_value_at(list, i);
    if (hcl_value_is_null(item)) {
      hcl_call_error(call, -1,
                     "given list element %zu is null; a null string cannot "
                     "be sorted",
                     i);
      hcl_mem_free(a, s);
      return NULL;
    }
    s[i] = hcl_value_as_string(item);
  }
  qsort(s, n, sizeof *s, compare_strs);
  hcl_value *v = string_list(call, s, n);
  hcl_mem_free(a, s);
  return v;
}

static const hcl_param sort_params[] = {
    {"list", &hcl_fn_list_string, false, false, false},
};

const hcl_func hcl_fn_sort = {
    HCL_IMMORTAL,
    NULL,
    {sort_params, 1, NULL, NULL, &hcl_fn_list_string, sort_impl, NULL, NULL}};
