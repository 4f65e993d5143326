/*
 * format and formatlist: printf-like formatting of values, as cty's
 * standard library does it.
 *
 * A verb is   '%' flags* width? ('.' digits*)? ('[' n ']')? letter
 * where flags are ' ', '#', '+', '-', '0', the width and n start with a
 * nonzero digit, and "%%" is a literal percent sign. (This order, the
 * index after the precision, is the one the reference's scanner accepts.)
 * Widths and string precisions count grapheme clusters. Numbers print as
 * Go's fmt prints a big.Int (b d o x X) or a big.Float (e E f g G); %v and
 * %s have cty's own forms, %#v and %q are JSON.
 */

#include <stdarg.h>
#include <stdint.h>
#include <string.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "core/limits.h"
#include "core/utf8.h"
#include "eval/convert.h"
#include "eval/func_common.h"
#include "eval/func_internal.h"
#include "eval/number.h"
#include "eval/value_internal.h"
#include "eval/value_json.h"

/* One verb as scanned. */
typedef struct verb {
  size_t start, end; /* the verb's bytes, from its '%' */
  size_t argnum;     /* 1-based */
  char mode;
  bool zero, sharp, plus, minus, space;
  bool has_width, has_prec;
  size_t width, prec;
  bool go_overflow; /* a width or precision Go's fmt rejects (see below) */
} verb;

/* Where a run stands: the output, a scratch buffer, the message. */
typedef struct run {
  const hcl_alloc *alloc;
  hcl_buf out, tmp, err;
  long err_arg;
  bool nomem;
} run;

/* Fails the run with a message; false, to return from the caller. */
static bool fail(run *r, long arg, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static bool fail(run *r, long arg, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  hcl_buf_clear(&r->err);
  if (!hcl_buf_vformat(&r->err, fmt, ap))
    r->nomem = true;
  va_end(ap);
  r->err_arg = arg;
  return false;
}

static bool nomem(run *r) {
  r->nomem = true;
  return false;
}

static bool too_long(run *r) {
  return fail(r, -1, HCL_NUMBER_TOO_LONG_FMT, HCL_MAX_NUMBER_TEXT_BYTES);
}

static void saturating_digit(size_t *n, char c) {
  size_t d = (size_t)(c - '0');
  *n = *n > (SIZE_MAX - d) / 10 ? SIZE_MAX : *n * 10 + d;
}

/* A width or precision digit; Go's fmt gives up on a number that is
   past a million before its next digit. */
static void size_digit(verb *v, size_t *n, char c) {
  if (*n > 1000000)
    v->go_overflow = true;
  saturating_digit(n, c);
}

/* ---- Errors in the format string ---------------------------------------- */

/* Go's strconv.QuoteRune of the character at s (U+FFFD for a byte that
   starts no valid UTF-8 sequence). */
static bool quote_rune(hcl_buf *b, const char *s, size_t len) {
  int32_t r;
  if (hcl_utf8_decode((const unsigned char *)s, len, &r) == 0)
    r = 0xFFFD;
  char enc[4];
  static const char esc[] = "\a\b\f\n\r\t\v", escl[] = "abfnrtv";
  const char *e = r > 0 && r < 0x80 ? strchr(esc, (int)r) : NULL;
  if (!hcl_buf_putc(b, '\''))
    return false;
  bool ok;
  if (r == '\'' || r == '\\')
    ok = hcl_buf_putc(b, '\\') && hcl_buf_putc(b, (char)r);
  else if (hcl_unicode_is_print(r))
    ok = hcl_buf_append(b, enc, hcl_utf8_encode(r, enc));
  else if (e)
    ok = hcl_buf_putc(b, '\\') && hcl_buf_putc(b, escl[e - esc]);
  else if (r < ' ' || r == 0x7F)
    ok = hcl_buf_printf(b, "\\x%02x", (unsigned)r);
  else if (r < 0x10000)
    ok = hcl_buf_printf(b, "\\u%04x", (unsigned)r);
  else
    ok = hcl_buf_printf(b, "\\U%08x", (unsigned)r);
  return ok && hcl_buf_putc(b, '\'');
}

static bool bad_char(run *r, const char *s, size_t len, size_t p) {
  hcl_buf_clear(&r->tmp);
  if (!quote_rune(&r->tmp, s + p, len - p))
    return nomem(r);
  return fail(r, -1, "unrecognized format character %.*s at offset %zu",
              (int)r->tmp.len, r->tmp.data, p);
}

static bool bad_end(run *r, size_t len) {
  return fail(r, -1, "invalid format string starting at offset %zu", len);
}

/* ---- Padding ------------------------------------------------------------ */

/* Grapheme clusters in s (hcl_grapheme_count counts columns, which start
   afresh after a newline). */
static size_t clusters(const char *s, size_t n) {
  size_t count = 0;
  for (size_t i = 0; i < n; count++)
    i += hcl_grapheme_next(s + i, n - i);
  return count;
}

/* cty's formatPadWidth: `s` padded to the verb's width in grapheme
   clusters, with zeros under the 0 flag (on either side). */
static bool append_padded(run *r, const verb *v, const char *s, size_t n) {
  size_t have = v->has_width ? clusters(s, n) : 0;
  size_t pad = v->has_width && have < v->width ? v->width - have : 0;
  char c = v->zero ? '0' : ' ';
  if (pad > SIZE_MAX - n || !hcl_buf_reserve(&r->out, n + pad))
    return nomem(r);
  for (size_t i = 0; !v->minus && i < pad; i++)
    hcl_buf_putc(&r->out, c);
  hcl_buf_append(&r->out, s, n);
  for (size_t i = 0; v->minus && i < pad; i++)
    hcl_buf_putc(&r->out, c);
  return true;
}

/* Go's fmt layout for a Formatter: [left][sign][prefix][zeros][digits]
   [right], with `zeros` already counted in by the caller when given. */
static bool append_laid_out(run *r, size_t left, const char *sign,
                            const char *prefix, size_t zeros, const char *d,
                            size_t n, size_t right) {
  size_t total = left + strlen(sign) + strlen(prefix) + zeros + n + right;
  if (!hcl_buf_reserve(&r->out, total))
    return nomem(r);
  for (size_t i = 0; i < left; i++)
    hcl_buf_putc(&r->out, ' ');
  hcl_buf_puts(&r->out, sign);
  hcl_buf_puts(&r->out, prefix);
  for (size_t i = 0; i < zeros; i++)
    hcl_buf_putc(&r->out, '0');
  hcl_buf_append(&r->out, d, n);
  for (size_t i = 0; i < right; i++)
    hcl_buf_putc(&r->out, ' ');
  return true;
}

/* ---- Verbs -------------------------------------------------------------- */

/* `arg` converted to `t`, or NULL after failing the run. */
static hcl_value *convert_arg(run *r, const verb *v, const char *f,
                              const hcl_value *arg, const hcl_type *t) {
  hcl_value *out = NULL;
  hcl_buf_clear(&r->tmp);
  switch (hcl_convert(arg, t, r->alloc, &out, &r->tmp)) {
  case HCL_CONVERT_OK:
    return out;
  case HCL_CONVERT_FAILED:
    fail(r, -1, "unsupported value for \"%.*s\" at %zu: %.*s",
         (int)(v->end - v->start), f + v->start, v->start, (int)r->tmp.len,
         r->tmp.data ? r->tmp.data : "");
    return NULL;
  default:
    nomem(r);
    return NULL;
  }
}

/* %v and %#v: strings and numbers as themselves, the rest as JSON. */
static bool append_as_is(run *r, const verb *v, const char *f,
                         const hcl_value *arg) {
  const hcl_type *t = hcl_value_type(arg);
  bool null = hcl_value_is_null(arg);
  if (!v->sharp && !null && hcl_fn_is_kind(t, HCL_TYPE_STRING)) {
    hcl_str s = hcl_value_as_string(arg);
    return append_padded(r, v, s.ptr, s.len);
  }
  hcl_buf_clear(&r->tmp);
  if (!v->sharp && !null && hcl_fn_is_kind(t, HCL_TYPE_NUMBER)) {
    if (!hcl_number_text_fits(*hcl_value_mpfr(arg), 'g', -1))
      return too_long(r);
    char small[64];
    size_t n =
        hcl_number_text(*hcl_value_mpfr(arg), 'g', -1, small, sizeof small);
    if (n < sizeof small)
      return n ? append_padded(r, v, small, n) : nomem(r);
    if (!hcl_buf_reserve(&r->tmp, n + 1) ||
        hcl_number_text(*hcl_value_mpfr(arg), 'g', -1, r->tmp.data, n + 1) != n)
      return nomem(r);
    return append_padded(r, v, r->tmp.data, n);
  }
  if (null)
    return append_padded(r, v, "null", 4);
  hcl_buf err;
  hcl_buf_init(&err, r->alloc);
  hcl_status st = hcl_json_marshal(arg, t, &r->tmp, &err);
  bool ok = false;
  if (st == HCL_OK)
    ok = append_padded(r, v, r->tmp.data ? r->tmp.data : "", r->tmp.len);
  else if (st == HCL_ERR_INVALID)
    fail(r, -1, "unsupported value for \"%.*s\" at %zu: %.*s",
         (int)(v->end - v->start), f + v->start, v->start, (int)err.len,
         err.data ? err.data : "");
  else
    nomem(r);
  hcl_buf_fini(&err);
  return ok;
}

static bool append_bool(run *r, const verb *v, const char *f,
                        const hcl_value *arg) {
  hcl_value *b = convert_arg(r, v, f, arg, hcl_type_bool());
  if (!b)
    return false;
  bool t = hcl_value_as_bool(b);
  hcl_value_unref(b);
  if (!hcl_buf_puts(&r->out, t ? "true" : "false"))
    return nomem(r);
  return true;
}

/* Go's fmt flags as a Formatter sees them: zero padding is dropped
   whenever the minus flag is given. */
static bool go_zero(const verb *v) { return v->zero && !v->minus; }

/* big.Int's Format for b, d, o, x, X of the integer x. */
static bool append_integer(run *r, const verb *v, mpfr_srcptr x) {
  int base = v->mode == 'b' ? 2 : v->mode == 'o' ? 8 : v->mode == 'd' ? 10 : 16;
  /* |x| < 2^e has at most e binary digits, a third of that in octal, and
     so on; the digits are refused before the integer is made */
  mpfr_exp_t e = mpfr_regular_p(x) ? mpfr_get_exp(x) : 1;
  uint64_t per_digit = base == 2 ? 1 : base == 8 ? 3 : base == 16 ? 4 : 3;
  if (e > 0 && (uint64_t)e / per_digit + 1 > HCL_MAX_NUMBER_TEXT_BYTES)
    return too_long(r);
  mpz_t z;
  mpz_init(z);
  mpfr_get_z(z, x, MPFR_RNDZ);
  const char *sign = mpz_sgn(z) < 0 ? "-" : v->plus ? "+" : v->space ? " " : "";
  mpz_abs(z, z);
  const char *prefix = "";
  if (v->sharp)
    prefix = v->mode == 'b'   ? "0b"
             : v->mode == 'o' ? "0"
             : v->mode == 'x' ? "0x"
             : v->mode == 'X' ? "0X"
                              : "";
  hcl_buf_clear(&r->tmp);
  if (!hcl_buf_reserve(&r->tmp, mpz_sizeinbase(z, base) + 2)) {
    mpz_clear(z);
    return nomem(r);
  }
  mpz_get_str(r->tmp.data, v->mode == 'X' ? -16 : base, z);
  mpz_clear(z);
  const char *d = r->tmp.data;
  size_t n = strlen(d);
  size_t zeros = 0, left = 0, right = 0;
  if (v->has_prec) {
    if (n < v->prec)
      zeros = v->prec - n;
    else if (n == 1 && d[0] == '0' && v->prec == 0)
      return true; /* nothing at all for zero at precision 0 */
  }
  size_t length = strlen(sign) + strlen(prefix) + zeros + n;
  if (v->has_width && length < v->width) {
    size_t pad = v->width - length;
    if (v->minus)
      right = pad;
    else if (go_zero(v) && !v->has_prec)
      zeros = pad;
    else
      left = pad;
  }
  return append_laid_out(r, left, sign, prefix, zeros, d, n, right);
}

/* big.Float's Format for e, E, f, g, G. */
static bool append_float(run *r, const verb *v, mpfr_srcptr x) {
  char lower = v->mode == 'E' ? 'e' : v->mode == 'G' ? 'g' : v->mode;
  int64_t prec = v->has_prec ? (int64_t)v->prec : (lower == 'g') ? -1 : 6;
  if (v->has_prec && v->prec > INT32_MAX)
    prec = INT32_MAX;
  hcl_buf_clear(&r->tmp);
  if (!hcl_number_text_fits(x, lower, prec))
    return too_long(r);
  char small[128];
  char *s = small;
  size_t n = hcl_number_text(x, lower, prec, small, sizeof small);
  if (n == 0)
    return nomem(r);
  if (n >= sizeof small) {
    if (!hcl_buf_reserve(&r->tmp, n + 1) ||
        hcl_number_text(x, lower, prec, r->tmp.data, n + 1) != n)
      return nomem(r);
    s = r->tmp.data;
  }
  if (lower != v->mode) /* the exponent letter, the one 'e' there is */
    for (size_t i = 0; i < n; i++)
      if (s[i] == 'e')
        s[i] = 'E';
  const char *sign = "";
  if (s[0] == '-') {
    sign = "-";
    s++, n--;
  } else if (s[0] == '+') { /* +Inf */
    sign = v->space ? " " : "+";
    s++, n--;
  } else if (v->plus) {
    sign = "+";
  } else if (v->space) {
    sign = " ";
  }
  size_t pad = 0;
  if (v->has_width && v->width > strlen(sign) + n)
    pad = v->width - strlen(sign) - n;
  if (go_zero(v) && !mpfr_inf_p(x))
    return append_laid_out(r, 0, sign, "", pad, s, n, 0);
  if (v->minus)
    return append_laid_out(r, 0, sign, "", 0, s, n, pad);
  return append_laid_out(r, pad, sign, "", 0, s, n, 0);
}

/* What Go's Sprintf writes when the width or precision is too large:
   the verb goes missing and the argument is left over, printed with %v. */
static bool append_go_overflow(run *r, bool integer, mpfr_srcptr x) {
  verb plain = {0};
  plain.mode = integer ? 'd' : 'g';
  if (!hcl_buf_puts(&r->out, integer ? "%!(NOVERB)%!(EXTRA *big.Int="
                                     : "%!(NOVERB)%!(EXTRA *big.Float="))
    return nomem(r);
  if (!(integer ? append_integer(r, &plain, x) : append_float(r, &plain, x)))
    return false;
  return hcl_buf_putc(&r->out, ')') || nomem(r);
}

static bool append_number(run *r, const verb *v, const char *f,
                          const hcl_value *arg) {
  hcl_value *num = convert_arg(r, v, f, arg, hcl_type_number());
  if (!num)
    return false;
  mpfr_srcptr x = *hcl_value_mpfr(num);
  bool ok, integer = strchr("bdoxX", v->mode) != NULL;
  if (integer && (!mpfr_number_p(x) || !mpfr_integer_p(x)))
    ok = fail(r, -1,
              "unsupported value for \"%.*s\" at %zu: an integer is "
              "required",
              (int)(v->end - v->start), f + v->start, v->start);
  else if (v->go_overflow)
    ok = append_go_overflow(r, integer, x);
  else if (integer)
    ok = append_integer(r, v, x);
  else
    ok = append_float(r, v, x);
  hcl_value_unref(num);
  return ok;
}

/* %s and %q: the string, cut to `prec` clusters when prec > 0. */
static bool append_string(run *r, const verb *v, const char *f,
                          const hcl_value *arg) {
  hcl_value *sv = convert_arg(r, v, f, arg, hcl_type_string());
  if (!sv)
    return false;
  hcl_str s = hcl_value_as_string(sv);
  size_t len = s.len;
  if (v->has_prec && v->prec > 0) {
    len = 0;
    for (size_t i = 0; i < v->prec && len < s.len; i++)
      len += hcl_grapheme_next(s.ptr + len, s.len - len);
  }
  bool ok;
  if (v->mode == 's') {
    ok = append_padded(r, v, s.ptr, len);
  } else {
    hcl_value *cut = hcl_value_string(s.ptr, len, r->alloc);
    hcl_buf err;
    hcl_buf_init(&err, r->alloc);
    hcl_buf_clear(&r->tmp);
    ok = cut &&
         hcl_json_marshal(cut, hcl_type_string(), &r->tmp, &err) == HCL_OK;
    hcl_buf_fini(&err);
    hcl_value_unref(cut);
    ok = ok ? append_padded(r, v, r->tmp.data, r->tmp.len) : nomem(r);
  }
  hcl_value_unref(sv);
  return ok;
}

/* cty's formatAppend: one verb with its argument. */
static bool append_verb(run *r, const verb *v, const char *f,
                        const hcl_value *const *args, size_t nargs) {
  int raw = (int)(v->end - v->start);
  const char *rawp = f + v->start;
  if (v->argnum > nargs)
    return fail(r, -1,
                "not enough arguments for \"%.*s\" at %zu: need index %zu "
                "but have %zu total",
                raw, rawp, v->start, v->argnum, nargs);
  const hcl_value *arg = args[v->argnum - 1];
  if (v->mode != 'v' && hcl_value_is_null(arg))
    return fail(r, -1,
                "unsupported value for \"%.*s\" at %zu: null value cannot "
                "be formatted",
                raw, rawp, v->start);
  switch (v->mode) {
  case 'v':
    return append_as_is(r, v, f, arg);
  case 't':
    return append_bool(r, v, f, arg);
  case 'b':
  case 'd':
  case 'o':
  case 'x':
  case 'X':
  case 'e':
  case 'E':
  case 'f':
  case 'g':
  case 'G':
    return append_number(r, v, f, arg);
  case 's':
  case 'q':
    return append_string(r, v, f, arg);
  default:
    return fail(r, -1, "unsupported format verb '%c' in \"%.*s\" at offset %zu",
                v->mode, raw, rawp, v->start);
  }
}

/* ---- The scanner -------------------------------------------------------- */

static bool is_letter(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
static bool is_digit(char c) { return c >= '0' && c <= '9'; }

/*
 * cty's formatFSM: `f` formatted with `args` into r->out, or false with
 * the message in r->err (or r->nomem set). One pass over the format; each
 * verb costs its own length and its argument's.
 */
static bool format_run(run *r, hcl_str fs, const hcl_value *const *args,
                       size_t nargs) {
  const char *f = fs.ptr;
  size_t len = fs.len, p = 0, next = 1, highest = 0;
  while (p < len) {
    size_t lit = p;
    while (p < len && f[p] != '%')
      p++;
    if (p > lit && !hcl_buf_append(&r->out, f + lit, p - lit))
      return nomem(r);
    if (p == len)
      break;
    verb v = {0};
    v.start = p++;
    v.argnum = next;
    if (p == len)
      return bad_end(r, len);
    if (f[p] == '%') {
      if (!hcl_buf_putc(&r->out, '%'))
        return nomem(r);
      p++;
      continue;
    }
    for (; p < len; p++) {
      char c = f[p];
      if (c == ' ')
        v.space = true;
      else if (c == '#')
        v.sharp = true;
      else if (c == '+')
        v.plus = true;
      else if (c == '-')
        v.minus = true;
      else if (c == '0')
        v.zero = true;
      else
        break;
    }
    if (p < len && f[p] >= '1' && f[p] <= '9') {
      v.has_width = true;
      while (p < len && is_digit(f[p]))
        size_digit(&v, &v.width, f[p++]);
    }
    if (p < len && f[p] == '.') {
      v.has_prec = true;
      p++;
      while (p < len && is_digit(f[p]))
        size_digit(&v, &v.prec, f[p++]);
    }
    if (p < len && f[p] == '[') {
      v.argnum = 0;
      if (++p == len)
        return bad_end(r, len);
      if (f[p] < '1' || f[p] > '9')
        return bad_char(r, f, len, p);
      while (p < len && is_digit(f[p]))
        saturating_digit(&v.argnum, f[p++]);
      if (p == len)
        return bad_end(r, len);
      if (f[p] != ']')
        return bad_char(r, f, len, p);
      p++;
    }
    if (p == len)
      return bad_end(r, len);
    if (!is_letter(f[p]))
      return bad_char(r, f, len, p);
    v.mode = f[p++];
    v.end = p;
    if (v.argnum > highest)
      highest = v.argnum;
    if (!append_verb(r, &v, f, args, nargs))
      return false;
    next = v.argnum == SIZE_MAX ? SIZE_MAX : v.argnum + 1;
  }
  if (highest < nargs) { /* extra arguments are taken for mistakes */
    long bad = (long)highest + 1;
    if (highest == 0)
      return fail(r, bad, "too many arguments; no verbs in format string");
    return fail(r, bad, "too many arguments; only %zu used by format string",
                highest);
  }
  return true;
}

static void run_init(run *r, const hcl_alloc *a) {
  r->alloc = a;
  hcl_buf_init(&r->out, a);
  hcl_buf_init(&r->tmp, a);
  hcl_buf_init(&r->err, a);
  r->err_arg = -1;
  r->nomem = false;
}

static void run_fini(run *r) {
  hcl_buf_fini(&r->out);
  hcl_buf_fini(&r->tmp);
  hcl_buf_fini(&r->err);
}

/* ---- format ------------------------------------------------------------- */

/* The string `fs` formats to, or NULL after failing the call (with
   `iteration` >= 0, as formatlist words it) or when out of memory. */
static hcl_value *format_one(hcl_call *call, run *r, hcl_str fs,
                             const hcl_value *const *args, size_t nargs,
                             long iteration) {
  hcl_buf_clear(&r->out);
  if (format_run(r, fs, args, nargs))
    return hcl_value_string(r->out.data ? r->out.data : "", r->out.len,
                            r->alloc);
  if (r->nomem)
    return NULL;
  const char *msg = r->err.data ? r->err.data : "";
  if (iteration < 0)
    hcl_call_error(call, r->err_arg, "%.*s", (int)r->err.len, msg);
  else
    hcl_call_error(call, -1, "error on format iteration %ld: %.*s", iteration,
                   (int)r->err.len, msg);
  return NULL;
}

static hcl_value *format_impl(hcl_call *call, const hcl_value *const *args,
                              size_t nargs, const hcl_type *rt) {
  (void)rt;
  const hcl_alloc *a = hcl_call_alloc(call);
  /* collections print as JSON, which needs every part known; the unknown
     is a string even when an untyped null made the result type dynamic */
  for (size_t i = 1; i < nargs; i++)
    if (!hcl_value_is_wholly_known(args[i]))
      return hcl_value_unknown(hcl_type_string(), a);
  run r;
  run_init(&r, a);
  hcl_value *v = format_one(call, &r, hcl_value_as_string(args[0]), args + 1,
                            nargs - 1, -1);
  run_fini(&r);
  return v;
}

static const hcl_param format_params[] = {
    {"format", &hcl_fn_string, false, false, false},
};
static const hcl_param format_args = {"args", &hcl_fn_dynamic, true, false,
                                      false};

const hcl_func hcl_fn_format = {HCL_IMMORTAL,
                                NULL,
                                {format_params, 1, &format_args, NULL,
                                 &hcl_fn_string, format_impl, NULL, NULL}};

/* ---- formatlist --------------------------------------------------------- */

/* What each argument contributes to an iteration. */
typedef struct slot {
  const hcl_value **items; /* NULL for a single value */
  size_t next;             /* the item the next iteration takes */
  const hcl_value *single;
} slot;

static hcl_value *formatlist_iterate(hcl_call *call, hcl_str fs, slot *slots,
                                     size_t n, size_t iters,
                                     const hcl_type *rt) {
  const hcl_alloc *a = hcl_call_alloc(call);
  hcl_value **results = hcl_mem_alloc(a, iters * sizeof *results);
  const hcl_value **fargs = hcl_mem_alloc(a, n * sizeof *fargs);
  hcl_value *list = NULL;
  size_t done = 0;
  bool ok = results && fargs;
  run r;
  run_init(&r, a);
  for (; ok && done < iters; done++) {
    bool known = true;
    /* An unknown argument ends the iteration before the arguments after
       it take their next elements, so those fall one element behind for
       the rest of the list, as they do in the reference. */
    for (size_t i = 0; known && i < n; i++) {
      fargs[i] =
          slots[i].items ? slots[i].items[slots[i].next++] : slots[i].single;
      known = hcl_value_is_wholly_known(fargs[i]);
    }
    results[done] = known ? format_one(call, &r, fs, fargs, n, (long)done)
                          : hcl_value_unknown(hcl_type_string(), a);
    ok = results[done] != NULL;
  }
  if (ok)
    list = hcl_fn_list_of(call, (const hcl_value *const *)results, iters,
                          hcl_type_elem(rt));
  else if (done)
    done--; /* the failed one holds nothing */
  for (size_t i = 0; results && i < done; i++)
    hcl_value_unref(results[i]);
  run_fini(&r);
  hcl_mem_free(a, results);
  hcl_mem_free(a, fargs);
  return list;
}

static hcl_value *formatlist_impl(hcl_call *call, const hcl_value *const *args,
                                  size_t nargs, const hcl_type *rt) {
  const hcl_alloc *a = hcl_call_alloc(call);
  hcl_str fs = hcl_value_as_string(args[0]);
  if (nargs == 1) { /* format's result, in a list of one */
    run r;
    run_init(&r, a);
    hcl_value *s = format_one(call, &r, fs, NULL, 0, -1);
    run_fini(&r);
    if (!s)
      return NULL;
    hcl_value *list = hcl_fn_list_of(call, (const hcl_value *const *)&s, 1,
                                     hcl_type_elem(rt));
    hcl_value_unref(s);
    return list;
  }
  size_t n = nargs - 1;
  slot *slots = hcl_mem_alloc(a, n * sizeof *slots);
  if (!slots)
    return NULL;
  memset(slots, 0, n * sizeof *slots);
  bool unknown = false, failed = false, oom = false;
  size_t iters = SIZE_MAX, chooser = 0;
  for (size_t i = 0; i < n && !failed && !oom; i++) {
    const hcl_value *arg = args[i + 1];
    const hcl_type *t = hcl_value_type(arg);
    bool tuple = hcl_fn_is_kind(t, HCL_TYPE_TUPLE);
    if (hcl_fn_is_seq(t) && !hcl_value_is_null(arg)) {
      bool is_unknown = hcl_value_is_unknown(arg);
      size_t len = tuple ? hcl_type_count(t) : 0;
      if (!tuple) {
        /* a set's unknown elements may yet turn out equal to others */
        if (is_unknown ||
            (hcl_fn_is_kind(t, HCL_TYPE_SET) && hcl_value_count(arg) != 1 &&
             !hcl_value_is_wholly_known(arg))) {
          unknown = true;
          continue;
        }
        len = hcl_value_count(arg);
      }
      if (iters == SIZE_MAX) {
        iters = len;
        chooser = i;
      } else if (len != iters) {
        hcl_call_error(call, (long)i + 1,
                       "argument %zu has length %zu, which is inconsistent "
                       "with argument %zu of length %zu",
                       i + 1, len, chooser + 1, iters);
        failed = true;
        break;
      }
      if (is_unknown) {
        unknown = true;
        continue;
      }
      size_t count;
      slots[i].items = hcl_fn_elements(call, arg, &count);
      oom = slots[i].items == NULL;
    } else if (hcl_value_is_unknown(arg) &&
               hcl_fn_is_kind(t, HCL_TYPE_DYNAMIC)) {
      unknown = true;
    } else {
      slots[i].single = arg;
    }
  }
  hcl_value *result = NULL;
  if (failed || oom)
    result = NULL;
  else if (unknown)
    result = hcl_value_unknown(rt, a);
  else if (iters == 0)
    result = hcl_value_list(hcl_type_string(), NULL, 0, a);
  else
    result = formatlist_iterate(call, fs, slots, n,
                                iters == SIZE_MAX ? 1 : iters, rt);
  for (size_t i = 0; i < n; i++)
    hcl_mem_free(a, (void *)slots[i].items);
  hcl_mem_free(a, slots);
  return result;
}

static const hcl_param formatlist_args = {"args", &hcl_fn_dynamic, true, true,
                                          false};

const hcl_func hcl_fn_formatlist = {HCL_IMMORTAL,
                                    NULL,
                                    {format_params, 1, &formatlist_args, NULL,
                                     &hcl_fn_list_string, formatlist_impl, NULL,
                                     NULL}};
