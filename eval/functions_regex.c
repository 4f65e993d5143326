/*
 * The regular expression functions of cty's standard library: regex,
 * regexall and regex_replace, in Go's RE2 syntax. Matching goes through
 * RE2 (regex_shim.h), which runs in time linear in the input; this file
 * gives the results cty's shapes and the errors Go's parser's words.
 */

#include <string.h>
#include <utf8proc.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "core/map.h"
#include "core/utf8.h"
#include "eval/func_common.h"
#include "eval/func_internal.h"
#include "eval/regex_shim.h"
#include "eval/value_internal.h"

/* Go's regexp/syntax error code texts, by RE2's codes. */
static const char *go_code_text(hcl_re_error e) {
  switch (e) {
  case HCL_RE_BAD_ESCAPE:
    return "invalid escape sequence";
  case HCL_RE_BAD_CHAR_CLASS:
    return "invalid character class";
  case HCL_RE_BAD_CHAR_RANGE:
    return "invalid character class range";
  case HCL_RE_MISSING_BRACKET:
    return "missing closing ]";
  case HCL_RE_MISSING_PAREN:
    return "missing closing )";
  case HCL_RE_UNEXPECTED_PAREN:
    return "unexpected )";
  case HCL_RE_TRAILING_BACKSLASH:
    return "trailing backslash at end of expression";
  case HCL_RE_REPEAT_ARGUMENT:
    return "missing argument to repetition operator";
  case HCL_RE_REPEAT_SIZE:
    return "invalid repeat count";
  case HCL_RE_REPEAT_OP:
    return "invalid nested repetition operator";
  case HCL_RE_BAD_PERL_OP:
    return "invalid or unsupported Perl syntax";
  case HCL_RE_BAD_UTF8:
    return "invalid UTF-8";
  case HCL_RE_BAD_NAMED_CAPTURE:
    return "invalid named capture";
  case HCL_RE_PATTERN_TOO_LARGE:
    return "expression too large";
  case HCL_RE_OK:
  case HCL_RE_INTERNAL:
    break;
  }
  return "regexp/syntax: internal error";
}

/* What RE2 accepts and Go refuses: \C (any byte), and group names
   beyond [A-Za-z0-9_]. The first such place, as Go reports it. */
typedef struct go_refusal {
  size_t at, len;
  const char *what;
} go_refusal;

static bool is_ascii_word(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
         (c >= '0' && c <= '9') || c == '_';
}

/* The offset of `needle` in p at or after `from`, or SIZE_MAX. */
static size_t find_from(hcl_str p, size_t from, const char *needle) {
  size_t n = strlen(needle);
  for (size_t i = from; i + n <= p.len; i++)
    if (memcmp(p.ptr + i, needle, n) == 0)
      return i;
  return SIZE_MAX;
}

/* Go refuses a parse tree over 1000 high; nested capturing groups are
   what makes one (an approximation: repetitions and concatenations
   inside add height in Go's tree too). */
#define GO_MAX_CAPTURE_DEPTH 1000

/* 1 after storing the first refusal in *out, 0 for none, -1 when out of
   memory. */
static int go_only_refusal(hcl_str p, const hcl_alloc *alloc, go_refusal *out) {
  bool in_class = false, no_close = false;
  size_t class_first = 0; /* where a ] would still be a member */
  /* whether each open group captures */
  bool *open = hcl_mem_alloc(alloc, p.len + 1);
  size_t nopen = 0, captures = 0;
  int found = 0;
  if (!open)
    return -1;
  for (size_t i = 0; i < p.len && !found; i++) {
    char c = p.ptr[i];
    if (c == '\\') {
      if (i + 1 >= p.len)
        break;
      char e = p.ptr[i + 1];
      if (e == 'C') {
        *out = (go_refusal){i, 2, "invalid escape sequence"};
        found = 1;
      } else if (e == 'Q' && !in_class) {
        size_t end = find_from(p, i + 2, "\\E");
        if (end == SIZE_MAX)
          break;
        i = end + 1;
      } else {
        i++;
      }
      continue;
    }
    if (in_class) {
      if (c == '[' && i + 1 < p.len && p.ptr[i + 1] == ':' && !no_close) {
        size_t end = find_from(p, i + 2, ":]");
        no_close = end == SIZE_MAX; /* so no later search either */
        if (!no_close)
          i = end + 1;
      } else if (c == ']' && i > class_first) {
        in_class = false;
      }
      continue;
    }
    if (c == '[') {
      in_class = true;
      class_first = i + 1 + (i + 1 < p.len && p.ptr[i + 1] == '^');
    } else if (c == ')') {
      if (nopen)
        captures -= open[--nopen];
    } else if (c == '(') {
      bool named = p.len - i > 4 && memcmp(p.ptr + i, "(?P<", 4) == 0;
      bool capturing = named || i + 1 >= p.len || p.ptr[i + 1] != '?';
      open[nopen++] = capturing;
      captures += capturing;
      if (captures >= GO_MAX_CAPTURE_DEPTH) {
        *out = (go_refusal){0, p.len, "expression nests too deeply"};
        found = 1;
      } else if (named) {
        size_t gt = find_from(p, i + 4, ">");
        if (gt == SIZE_MAX)
          break;
        bool valid = gt > i + 4;
        for (size_t k = i + 4; k < gt; k++)
          valid = valid && is_ascii_word(p.ptr[k]);
        if (!valid) {
          *out = (go_refusal){i, gt + 1 - i, "invalid named capture"};
          found = 1;
        }
        i = gt;
      }
    }
  }
  hcl_mem_free(alloc, open);
  return found;
}

typedef enum err_style { STYLE_CTY, STYLE_GO } err_style;

/* The pattern compiled, or NULL after failing the call (or out of
   memory). cty's regex and regexall put Go's code and expression in their
   own words against the pattern argument; regex_replace passes Go's
   error on whole. */
static hcl_re *compile(hcl_call *call, hcl_str p, err_style style) {
  const char *what = NULL, *arg = NULL;
  size_t arg_len = 0;
  hcl_re *re = hcl_re_new(p.ptr ? p.ptr : "", p.len);
  if (!re)
    return NULL;
  hcl_re_error e = hcl_re_error_of(re, &arg, &arg_len);
  go_refusal go;
  int refused = go_only_refusal(p, hcl_call_alloc(call), &go);
  if (refused < 0) {
    hcl_re_free(re);
    return NULL;
  }
  if (refused) {
    /* Go stops at the first error from the left: RE2's, when its text
       shows up before this one */
    size_t at = SIZE_MAX;
    if (e != HCL_RE_OK && arg_len > 0)
      for (size_t i = 0; i + arg_len <= go.at && at == SIZE_MAX; i++)
        if (memcmp(p.ptr + i, arg, arg_len) == 0)
          at = i;
    if (at == SIZE_MAX) {
      what = go.what;
      arg = p.ptr + go.at;
      arg_len = go.len;
    }
  }
  if (!what) {
    if (e == HCL_RE_OK)
      return re;
    what = go_code_text(e);
  }
  if (style == STYLE_CTY)
    hcl_call_error(call, 0, "invalid regexp pattern: %s in %.*s", what,
                   (int)arg_len, arg);
  else
    hcl_call_error(call, -1, "error parsing regexp: %s: `%.*s`", what,
                   (int)arg_len, arg);
  hcl_re_free(re);
  return NULL;
}

/* Go lets groups share a name; cty's object then holds the last group of
   each name. Marks those in keep[] (one per group); the number kept, or
   SIZE_MAX when out of memory. */
static size_t last_of_each_name(const hcl_alloc *alloc, hcl_re *re,
                                bool *keep) {
  size_t n = hcl_re_groups(re), kept = 0;
  hcl_map seen;
  hcl_map_init(&seen, alloc);
  for (size_t i = n; i-- > 0;) {
    hcl_str name;
    name.ptr = hcl_re_group_name(re, i + 1, &name.len);
    bool inserted = false;
    if (!hcl_map_upsert(&seen, name.ptr ? name.ptr : "", name.len, &inserted)) {
      kept = SIZE_MAX;
      break;
    }
    keep[i] = inserted;
    kept += inserted;
  }
  hcl_map_fini(&seen);
  return kept;
}

/* cty's result type for a pattern's groups: the whole match as a string
   without groups, a tuple of strings for unnamed ones, an object of
   strings for named ones. */
static const hcl_type *groups_type(hcl_call *call, hcl_re *re) {
  const hcl_alloc *alloc = hcl_call_alloc(call);
  size_t n = hcl_re_groups(re), named = 0;
  for (size_t i = 1; i <= n; i++) {
    size_t len;
    named += hcl_re_group_name(re, i, &len) != NULL;
  }
  if (n == 0)
    return hcl_type_ref(hcl_type_string());
  if (named && named != n) {
    hcl_call_error(call, 0,
                   "invalid regexp pattern: cannot mix both named and "
                   "unnamed capture groups");
    return NULL;
  }
  const hcl_type **types = hcl_mem_alloc(alloc, n * sizeof *types);
  hcl_str *names = hcl_mem_alloc(alloc, n * sizeof *names);
  bool *keep = hcl_mem_alloc(alloc, n * sizeof *keep);
  const hcl_type *t = NULL;
  if (types && names && keep) {
    size_t k = 0;
    if (!named) {
      for (; k < n; k++)
        types[k] = hcl_type_string();
      t = hcl_type_tuple(types, n, alloc);
    } else if (last_of_each_name(alloc, re, keep) != SIZE_MAX) {
      for (size_t i = 0; i < n; i++)
        if (keep[i]) {
          types[k] = hcl_type_string();
          names[k].ptr = hcl_re_group_name(re, i + 1, &names[k].len);
          k++;
        }
      t = hcl_type_object(names, types, k, alloc);
    }
  }
  hcl_mem_free(alloc, types);
  hcl_mem_free(alloc, names);
  hcl_mem_free(alloc, keep);
  return t;
}

static const hcl_type *regex_type(hcl_call *call, const hcl_value *const *args,
                                  size_t nargs) {
  (void)nargs;
  if (hcl_value_is_unknown(args[0]))
    return hcl_type_ref(hcl_type_dynamic());
  hcl_re *re = compile(call, hcl_value_as_string(args[0]), STYLE_CTY);
  if (!re)
    return NULL;
  const hcl_type *t = groups_type(call, re);
  hcl_re_free(re);
  return t;
}

static const hcl_type *
regexall_type(hcl_call *call, const hcl_value *const *args, size_t nargs) {
  const hcl_type *elem = regex_type(call, args, nargs);
  if (!elem)
    return NULL;
  const hcl_type *t = hcl_type_list(elem, hcl_call_alloc(call));
  hcl_type_unref(elem);
  return t;
}

/* One match as a value of `t` (see groups_type); a group that took no
   part is a null string. */
static hcl_value *match_value(hcl_call *call, hcl_re *re, hcl_str s,
                              const long *spans, const hcl_type *t) {
  const hcl_alloc *alloc = hcl_call_alloc(call);
  if (hcl_type_kind_of(t) == HCL_TYPE_STRING)
    return hcl_value_string(s.ptr + spans[0], (size_t)(spans[1] - spans[0]),
                            alloc);
  size_t n = hcl_re_groups(re);
  bool tuple = hcl_type_kind_of(t) == HCL_TYPE_TUPLE;
  hcl_value **items = hcl_mem_alloc(alloc, n * sizeof *items);
  hcl_str *names = hcl_mem_alloc(alloc, n * sizeof *names);
  bool *keep = hcl_mem_alloc(alloc, n * sizeof *keep);
  hcl_value *v = NULL;
  size_t made = 0;
  if (!items || !names || !keep)
    goto out;
  for (size_t i = 0; i < n; i++)
    keep[i] = true;
  if (!tuple && last_of_each_name(alloc, re, keep) == SIZE_MAX)
    goto out;
  for (size_t i = 0; i < n; i++) {
    if (!keep[i])
      continue;
    long from = spans[2 * i + 2], to = spans[2 * i + 3];
    items[made] =
        from < 0 ? hcl_value_null(hcl_type_string(), alloc)
                 : hcl_value_string(s.ptr + from, (size_t)(to - from), alloc);
    if (!items[made])
      goto out;
    names[made].ptr = hcl_re_group_name(re, i + 1, &names[made].len);
    made++;
  }
  if (tuple)
    v = hcl_value_tuple((const hcl_value *const *)items, made, alloc);
  else
    v = hcl_value_object(names, (const hcl_value *const *)items, made, alloc);
out:
  for (size_t i = 0; i < made; i++)
    hcl_value_unref(items[i]);
  hcl_mem_free(alloc, items);
  hcl_mem_free(alloc, names);
  hcl_mem_free(alloc, keep);
  return v;
}

static long *new_spans(hcl_call *call, hcl_re *re) {
  return hcl_mem_alloc(hcl_call_alloc(call),
                       2 * (hcl_re_groups(re) + 1) * sizeof(long));
}

static hcl_value *regex_impl(hcl_call *call, const hcl_value *const *args,
                             size_t nargs, const hcl_type *rt) {
  (void)nargs;
  if (hcl_type_kind_of(rt) == HCL_TYPE_DYNAMIC)
    return hcl_value_dynamic();
  hcl_re *re = compile(call, hcl_value_as_string(args[0]), STYLE_CTY);
  if (!re)
    return NULL;
  hcl_str s = hcl_value_as_string(args[1]);
  long *spans = new_spans(call, re);
  hcl_value *v = NULL;
  if (spans) {
    if (hcl_re_match(re, s.ptr, s.len, 0, spans))
      v = match_value(call, re, s, spans, rt);
    else
      hcl_call_error(call, -1,
                     "pattern did not match any part of the given string");
  }
  hcl_mem_free(hcl_call_alloc(call), spans);
  hcl_re_free(re);
  return v;
}

/* The length of the character at s[pos:], 1 for a stray byte, 0 at the
   end. */
static size_t char_width(hcl_str s, size_t pos) {
  if (pos >= s.len)
    return 0;
  int32_t cp;
  size_t w =
      hcl_utf8_decode((const unsigned char *)s.ptr + pos, s.len - pos, &cp);
  return w ? w : 1;
}

static hcl_value *regexall_impl(hcl_call *call, const hcl_value *const *args,
                                size_t nargs, const hcl_type *rt) {
  (void)nargs;
  const hcl_alloc *alloc = hcl_call_alloc(call);
  const hcl_type *ety = hcl_type_elem(rt);
  if (hcl_type_kind_of(ety) == HCL_TYPE_DYNAMIC)
    return hcl_value_dynamic();
  hcl_re *re = compile(call, hcl_value_as_string(args[0]), STYLE_CTY);
  if (!re)
    return NULL;
  hcl_str s = hcl_value_as_string(args[1]);
  long *spans = new_spans(call, re);
  hcl_value **items = NULL;
  size_t n = 0, cap = 0;
  hcl_value *v = NULL;
  bool ok = spans != NULL;
  /* Go's allMatches: an empty match right after the previous match is
     skipped, and the search steps over one character after any empty
     match. */
  long prev_end = -1;
  for (size_t pos = 0; ok && pos <= s.len;) {
    if (!hcl_re_match(re, s.ptr, s.len, pos, spans))
      break;
    bool accept = true;
    if ((size_t)spans[1] == pos) {
      accept = spans[0] != prev_end;
      size_t w = char_width(s, pos);
      pos = w ? pos + w : s.len + 1;
    } else {
      pos = (size_t)spans[1];
    }
    prev_end = spans[1];
    if (!accept)
      continue;
    if (n == cap) {
      size_t ncap = cap ? cap * 2 : 8;
      hcl_value **grown = hcl_mem_alloc(alloc, ncap * sizeof *grown);
      if (!grown) {
        ok = false;
        break;
      }
      if (n)
        memcpy(grown, items, n * sizeof *items);
      hcl_mem_free(alloc, items);
      items = grown;
      cap = ncap;
    }
    items[n] = match_value(call, re, s, spans, ety);
    ok = items[n] != NULL;
    n += ok;
  }
  if (ok)
    v = hcl_fn_list_of(call, (const hcl_value *const *)items, n, ety);
  for (size_t i = 0; i < n; i++)
    hcl_value_unref(items[i]);
  hcl_mem_free(alloc, items);
  hcl_mem_free(alloc, spans);
  hcl_re_free(re);
  return v;
}

/* ---- regex_replace ------------------------------------------------------ */

/* A letter, digit or underscore as Go's unicode package tells them. */
static bool is_name_char(int32_t cp) {
  if (cp == '_')
    return true;
  switch (utf8proc_category(cp)) {
  case UTF8PROC_CATEGORY_LU:
  case UTF8PROC_CATEGORY_LL:
  case UTF8PROC_CATEGORY_LT:
  case UTF8PROC_CATEGORY_LM:
  case UTF8PROC_CATEGORY_LO:
  case UTF8PROC_CATEGORY_ND:
    return true;
  default:
    return false;
  }
}

/* Go's Regexp.Expand: the template with $n, ${n}, $name and ${name}
   replaced by the group's text (nothing for no such group or one that took
   no part) and $$ by $. A $ that starts no reference stays. */
static bool expand(hcl_buf *out, hcl_re *re, hcl_str tpl, hcl_str s,
                   const long *spans) {
  size_t ngroups = hcl_re_groups(re);
  size_t i = 0;
  while (i < tpl.len) {
    const char *dollar = memchr(tpl.ptr + i, '$', tpl.len - i);
    if (!dollar)
      break;
    size_t at = (size_t)(dollar - tpl.ptr);
    if (!hcl_buf_append(out, tpl.ptr + i, at - i))
      return false;
    i = at + 1;
    if (i < tpl.len && tpl.ptr[i] == '$') {
      if (!hcl_buf_putc(out, '$'))
        return false;
      i++;
      continue;
    }
    /* the name: letters, digits and underscores, maybe in braces */
    size_t j = i;
    bool brace = j < tpl.len && tpl.ptr[j] == '{';
    j += brace;
    size_t name_at = j;
    while (j < tpl.len) {
      int32_t cp;
      size_t w =
          hcl_utf8_decode((const unsigned char *)tpl.ptr + j, tpl.len - j, &cp);
      if (!w || !is_name_char(cp))
        break;
      j += w;
    }
    hcl_str name = {tpl.ptr + name_at, j - name_at};
    if (name.len == 0 || (brace && (j >= tpl.len || tpl.ptr[j] != '}'))) {
      if (!hcl_buf_putc(out, '$'))
        return false;
      continue;
    }
    i = j + brace;
    /* a number: decimal, no leading zero, below 1e8 before its last digit */
    long num = 0;
    for (size_t k = 0; k < name.len; k++) {
      if (name.ptr[k] < '0' || name.ptr[k] > '9' || num >= 100000000) {
        num = -1;
        break;
      }
      num = num * 10 + (name.ptr[k] - '0');
    }
    if (name.ptr[0] == '0' && name.len > 1)
      num = -1;
    long group = -1;
    if (num >= 0) {
      if ((size_t)num <= ngroups)
        group = num;
    } else {
      for (size_t g = 1; g <= ngroups && group < 0; g++) {
        size_t len;
        const char *gn = hcl_re_group_name(re, g, &len);
        if (gn && len == name.len && memcmp(gn, name.ptr, len) == 0 &&
            spans[2 * g] >= 0)
          group = (long)g;
      }
    }
    if (group >= 0 && spans[2 * group] >= 0 &&
        !hcl_buf_append(out, s.ptr + spans[2 * group],
                        (size_t)(spans[2 * group + 1] - spans[2 * group])))
      return false;
  }
  return hcl_buf_append(out, tpl.ptr + i, tpl.len - i);
}

/* Go's ReplaceAllString: every match replaced by the expanded template,
   except an empty match right after a match. */
static hcl_value *regex_replace_impl(hcl_call *call,
                                     const hcl_value *const *args, size_t nargs,
                                     const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  const hcl_alloc *alloc = hcl_call_alloc(call);
  hcl_re *re = compile(call, hcl_value_as_string(args[1]), STYLE_GO);
  if (!re)
    return NULL;
  hcl_str s = hcl_value_as_string(args[0]);
  hcl_str tpl = hcl_value_as_string(args[2]);
  long *spans = new_spans(call, re);
  hcl_buf out;
  hcl_buf_init(&out, alloc);
  bool ok = spans != NULL;
  size_t last_end = 0, pos = 0;
  while (ok && pos <= s.len && hcl_re_match(re, s.ptr, s.len, pos, spans)) {
    size_t from = (size_t)spans[0], to = (size_t)spans[1];
    ok = hcl_buf_append(&out, s.ptr + last_end, from - last_end);
    if (ok && (to > last_end || from == 0))
      ok = expand(&out, re, tpl, s, spans);
    last_end = to;
    size_t w = char_width(s, pos);
    if (pos + w > to)
      pos += w;
    else if (pos + 1 > to)
      pos++;
    else
      pos = to;
  }
  hcl_value *v = NULL;
  if (ok && hcl_buf_append(&out, s.ptr + last_end, s.len - last_end))
    v = hcl_value_string(out.data ? out.data : "", out.len, alloc);
  hcl_buf_fini(&out);
  hcl_mem_free(alloc, spans);
  hcl_re_free(re);
  return v;
}

static const hcl_param regex_params[] = {
    {"pattern", &hcl_fn_string, false, false, false},
    {"string", &hcl_fn_string, false, false, false},
};

static const hcl_param regex_replace_params[] = {
    {"str", &hcl_fn_string, false, false, false},
    {"pattern", &hcl_fn_string, false, false, false},
    {"replace", &hcl_fn_string, false, false, false},
};

const hcl_func hcl_fn_regex = {
    HCL_IMMORTAL,
    NULL,
    {regex_params, 2, NULL, regex_type, NULL, regex_impl, NULL, NULL}};
const hcl_func hcl_fn_regexall = {
    HCL_IMMORTAL,
    NULL,
    {regex_params, 2, NULL, regexall_type, NULL, regexall_impl, NULL, NULL}};
const hcl_func hcl_fn_regex_replace = {HCL_IMMORTAL,
                                       NULL,
                                       {regex_replace_params, 3, NULL, NULL,
                                        &hcl_fn_string, regex_replace_impl,
                                        NULL, NULL}};
