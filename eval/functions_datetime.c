/*
 * Date functions of cty's standard library: formatdate and timeadd.
 *
 * cty reads timestamps with Go's time.Parse and the RFC 3339 layout, and
 * rewrites that parser's errors in its own words; the reader below walks
 * the same layout elements in the same order so that every error names
 * the same element and quotes the same rest of the input. timeadd reads
 * durations as Go's time.ParseDuration does (unsigned 64-bit arithmetic
 * and its overflow checks included) and writes the result as Go's
 * time.RFC3339 layout does: whole seconds, "Z" for a zero offset.
 */

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "core/buf.h"
#include "core/quote.h"
#include "eval/func_common.h"
#include "eval/func_internal.h"
#include "eval/value_internal.h"

/* ---- civil time ---------------------------------------------------------- */

/* A moment as Go's time.Time holds one for these functions: seconds since
   1970-01-01T00:00:00 UTC, nanoseconds within that second, and the fixed
   offset (seconds east of UTC) its fields are shown in. */
typedef struct moment {
  int64_t sec;
  int32_t nsec;
  int64_t offset;
} moment;

typedef struct civil {
  int64_t year;
  int month, day, hour, min, sec, weekday; /* weekday 0 is Sunday */
} civil;

static int64_t floor_div(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

/* Days since 1970-01-01 of a proleptic Gregorian date (the usual era
   arithmetic: 400-year eras of 146097 days, years starting in March). */
static int64_t days_from_civil(int64_t y, int m, int d) {
  y -= m <= 2;
  int64_t era = floor_div(y, 400);
  int64_t yoe = y - era * 400;
  int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + doe - 719468;
}

static void civil_from_days(int64_t z, civil *c) {
  z += 719468;
  int64_t era = floor_div(z, 146097);
  int64_t doe = z - era * 146097;
  int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  int64_t mp = (5 * doy + 2) / 153;
  c->day = (int)(doy - (153 * mp + 2) / 5 + 1);
  c->month = (int)(mp < 10 ? mp + 3 : mp - 9);
  c->year = yoe + era * 400 + (c->month <= 2);
}

/* The fields of `t` in its own offset. */
static void fields(const moment *t, civil *c) {
  int64_t local = t->sec + t->offset;
  int64_t days = floor_div(local, 86400), rem = local - days * 86400;
  civil_from_days(days, c);
  c->hour = (int)(rem / 3600);
  c->min = (int)(rem / 60 % 60);
  c->sec = (int)(rem % 60);
  c->weekday = (int)((days % 7 + 7 + 4) % 7); /* 1970-01-01 was a Thursday */
}

static bool is_leap(int64_t y) {
  return y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
}

static int days_in(int m, int64_t y) {
  static const int n[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return m == 2 && is_leap(y) ? 29 : n[m - 1];
}

static const char *const month_names[] = {
    "January", "February", "March",     "April",   "May",      "June",
    "July",    "August",   "September", "October", "November", "December"};
static const char *const day_names[] = {"Sunday",    "Monday",   "Tuesday",
                                        "Wednesday", "Thursday", "Friday",
                                        "Saturday"};

/* ---- reading a timestamp ------------------------------------------------- */

/* Where the reading failed, in the terms of Go's time.ParseError: the
   layout element (NULL for none), the rest of the input at that point, and
   a message for the failures that carry one. */
typedef struct parse_failure {
  const char *elem;
  hcl_str rest;
  const char *message;
} parse_failure;

static bool is_digit_at(hcl_str s, size_t i) {
  return i < s.len && s.ptr[i] >= '0' && s.ptr[i] <= '9';
}

/* Go's time.atoi: an optional sign, then digits only, with the overflow
   check of leadingInt. */
static bool go_atoi(const char *s, size_t len, int64_t *out) {
  bool neg = false;
  if (len > 0 && (s[0] == '-' || s[0] == '+')) {
    neg = s[0] == '-';
    s++;
    len--;
  }
  uint64_t x = 0;
  for (size_t i = 0; i < len; i++) {
    if (s[i] < '0' || s[i] > '9')
      return false;
    if (x > (UINT64_C(1) << 63) / 10)
      return false;
    x = x * 10 + (uint64_t)(s[i] - '0');
    if (x > UINT64_C(1) << 63)
      return false;
  }
  *out = neg ? -(int64_t)x : (int64_t)x;
  return true;
}

/* Go's getnum: one or two digits (two when `fixed`). */
static bool getnum(hcl_str *s, bool fixed, int *out) {
  if (!is_digit_at(*s, 0))
    return false;
  if (!is_digit_at(*s, 1)) {
    if (fixed)
      return false;
    *out = s->ptr[0] - '0';
    s->ptr++;
    s->len--;
    return true;
  }
  *out = (s->ptr[0] - '0') * 10 + (s->ptr[1] - '0');
  s->ptr += 2;
  s->len -= 2;
  return true;
}

static bool fail(parse_failure *f, const char *elem, hcl_str rest,
                 const char *message) {
  f->elem = elem;
  f->rest = rest;
  f->message = message;
  return false;
}

/* One literal layout byte (Go's skip with a one-byte prefix). */
static bool expect(hcl_str *v, char c, const char *elem, parse_failure *f) {
  if (v->len == 0 || v->ptr[0] != c)
    return fail(f, elem, *v, NULL);
  v->ptr++;
  v->len--;
  return true;
}

static void advance(hcl_str *v, size_t n) {
  v->ptr += n;
  v->len -= n;
}

/* time.Parse(time.RFC3339, ...), layout "2006-01-02T15:04:05Z07:00". */
static bool parse_rfc3339(hcl_str v, moment *t, parse_failure *f) {
  int64_t year;
  int month, day, hour, min, sec;
  int32_t nsec = 0;
  int64_t offset = 0;

  /* 2006: four bytes, the first a digit, read as Go's atoi reads them */
  if (v.len < 4 || !is_digit_at(v, 0))
    return fail(f, "2006", v, NULL);
  const char *yp = v.ptr;
  advance(&v, 4);
  if (!go_atoi(yp, 4, &year))
    return fail(f, "2006", v, NULL);

  if (!expect(&v, '-', "-", f))
    return false;
  if (!getnum(&v, true, &month))
    return fail(f, "01", v, NULL);
  if (month <= 0 || month > 12)
    return fail(f, "01", v, ": month out of range");
  if (!expect(&v, '-', "-", f))
    return false;
  if (!getnum(&v, true, &day))
    return fail(f, "02", v, NULL);
  if (!expect(&v, 'T', "T", f))
    return false;
  bool ok = getnum(&v, false, &hour);
  if (!ok)
    hour = 0;
  if (hour >= 24)
    return fail(f, "15", v, ": hour out of range");
  if (!ok)
    return fail(f, "15", v, NULL);
  if (!expect(&v, ':', ":", f))
    return false;
  if (!getnum(&v, true, &min))
    return fail(f, "04", v, NULL);
  if (min >= 60)
    return fail(f, "04", v, ": minute out of range");
  if (!expect(&v, ':', ":", f))
    return false;
  ok = getnum(&v, true, &sec);
  if (!ok)
    sec = 0;
  if (sec >= 60)
    return fail(f, "05", v, ": second out of range");
  /* A fraction the layout does not name: all its digits are taken, the
     first nine count. Go reads it even where the seconds were missing,
     and its success then hides that failure (":.5Z" reads as 0.5 s). */
  if (v.len >= 2 && (v.ptr[0] == '.' || v.ptr[0] == ',') && is_digit_at(v, 1)) {
    size_t n = 2;
    while (is_digit_at(v, n))
      n++;
    size_t nd = n > 10 ? 10 : n;
    for (size_t i = 1; i < 10; i++)
      nsec = nsec * 10 + (i < nd ? v.ptr[i] - '0' : 0);
    advance(&v, n);
    ok = true;
  }
  if (!ok)
    return fail(f, "05", v, NULL);

  /* Z07:00 */
  if (v.len >= 1 && v.ptr[0] == 'Z') {
    advance(&v, 1);
  } else {
    if (v.len < 6 || v.ptr[3] != ':')
      return fail(f, "Z07:00", v, NULL);
    char sign = v.ptr[0];
    const char *hp = v.ptr + 1, *mp = v.ptr + 4;
    advance(&v, 6);
    int64_t hr, mm;
    if (!go_atoi(hp, 2, &hr) || !go_atoi(mp, 2, &mm) ||
        (sign != '+' && sign != '-'))
      return fail(f, "Z07:00", v, NULL);
    offset = (hr * 60 + mm) * 60;
    if (sign == '-')
      offset = -offset;
  }
  if (v.len != 0)
    return fail(f, NULL, v, ": extra text");
  if (day < 1 || day > days_in(month, year))
    return fail(f, NULL, v, ": day out of range");

  t->sec = days_from_civil(year, month, day) * 86400 + hour * 3600 + min * 60 +
           sec - offset;
  t->nsec = nsec;
  t->offset = offset;
  return true;
}

/* cty's wording of a time.Parse failure. */
static const char *describe_failure(hcl_buf *b, const parse_failure *f) {
  const char *what = NULL;
  bool ok = true;
  if (!f->elem && f->rest.len == 0 && f->message)
    return hcl_buf_format(b, "not a valid RFC3339 timestamp%s", f->message);
  if (!f->elem) {
    what = "timestamp segment";
  } else if (strcmp(f->elem, "T") == 0) {
    return hcl_buf_format(
        b, "not a valid RFC3339 timestamp: missing required time introducer "
           "'T'");
  } else if (strcmp(f->elem, "-") == 0 || strcmp(f->elem, ":") == 0) {
    if (f->rest.len == 0)
      return hcl_buf_format(b,
                            "not a valid RFC3339 timestamp: end of string "
                            "where \"%s\" is expected",
                            f->elem);
    ok = hcl_buf_puts(b, "not a valid RFC3339 timestamp: found ") &&
         hcl_go_quote(b, f->rest.ptr, f->rest.len) &&
         hcl_buf_printf(b, " where \"%s\" is expected", f->elem);
    return ok && hcl_buf_terminate(b) ? b->data : NULL;
  } else {
    static const char *const names[][2] = {
        {"2006", "year"},        {"01", "month"},  {"02", "day of month"},
        {"15", "hour"},          {"04", "minute"}, {"05", "second"},
        {"Z07:00", "UTC offset"}};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
      if (strcmp(f->elem, names[i][0]) == 0)
        what = names[i][1];
  }
  if (f->rest.len == 0)
    return hcl_buf_format(
        b, "not a valid RFC3339 timestamp: end of string before %s", what);
  ok = hcl_buf_puts(b, "not a valid RFC3339 timestamp: cannot use ") &&
       hcl_go_quote(b, f->rest.ptr, f->rest.len) &&
       hcl_buf_printf(b, " as %s", what);
  return ok && hcl_buf_terminate(b) ? b->data : NULL;
}

/* Reads args[i] as a timestamp, or fails the call (naming argument `arg`,
   or none when -1). */
static bool read_timestamp(hcl_call *call, const hcl_value *v, long arg,
                           moment *t) {
  parse_failure f;
  if (parse_rfc3339(hcl_value_as_string(v), t, &f))
    return true;
  hcl_buf b;
  hcl_buf_init(&b, hcl_call_alloc(call));
  const char *msg = describe_failure(&b, &f);
  if (msg)
    hcl_call_error(call, arg, "%s", msg);
  hcl_buf_fini(&b);
  return false;
}

/* ---- formatdate ---------------------------------------------------------- */

static bool is_letter(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* The length of the format token at s[0], as cty's splitDateFormat splits
   it: 0 when it needs more input to decide (only before the end). */
static size_t token_len(const char *s, size_t len, bool at_end) {
  if (len == 0)
    return 0;
  if (s[0] == '\'') {
    if (len > 1 && s[1] == '\'')
      return 2;
    for (size_t i = 1; i < len; i++) {
      if (s[i] != '\'')
        continue;
      if (i + 1 == len)
        return at_end ? len : 0;
      if (s[i + 1] == '\'') {
        i++;
        continue;
      }
      return i + 1;
    }
    return at_end ? len : 0;
  }
  size_t i = 1;
  if (is_letter(s[0])) {
    while (i < len && s[i] == s[0])
      i++;
    return i < len || at_end ? i : 0;
  }
  while (i < len && s[i] != '\'' && !is_letter(s[i]))
    i++;
  return i;
}

/*
 * cty splits the format with a bufio.Scanner, whose buffer starts at
 * 4 KiB, doubles as a token needs it and stops at 64 KiB: a verb run or
 * quoted text that the full buffer cannot hold ends the scan there,
 * silently, and the output is what came before. This follows the
 * scanner's buffer (offsets into the format, no copy) so the format
 * splits and stops where Go's does.
 */
#define SCAN_MAX_TOKEN 65536

typedef struct date_scanner {
  const char *s;
  size_t len;
  size_t origin, start, end; /* buffer start, token start, bytes read */
  size_t cap;
  bool eof, done;
} date_scanner;

static bool scan_next(date_scanner *sc, const char **tok, size_t *n) {
  while (!sc->done) {
    if (sc->end > sc->start || sc->eof) {
      size_t k = token_len(sc->s + sc->start, sc->end - sc->start, sc->eof);
      if (k > 0) {
        *tok = sc->s + sc->start;
        *n = k;
        sc->start += k;
        return true;
      }
    }
    if (sc->eof)
      break;
    size_t srel = sc->start - sc->origin;
    if (srel > 0 && (sc->end - sc->origin == sc->cap || srel > sc->cap / 2))
      sc->origin = sc->start;
    if (sc->end - sc->origin == sc->cap) {
      if (sc->cap >= SCAN_MAX_TOKEN)
        break;
      sc->cap = sc->cap ? sc->cap * 2 : 4096;
      if (sc->cap > SCAN_MAX_TOKEN)
        sc->cap = SCAN_MAX_TOKEN;
      sc->origin = sc->start;
    }
    size_t room = sc->cap - (sc->end - sc->origin), left = sc->len - sc->end;
    if (left == 0)
      sc->eof = true;
    else
      sc->end += left < room ? left : room;
  }
  sc->done = true;
  return false;
}

static bool put_num(hcl_buf *b, int64_t n, bool pad2) {
  return hcl_buf_printf(b, pad2 ? "%02lld" : "%lld", (long long)n);
}

/* Go's formatting of a UTC offset: "Z" (when `z` and the offset is 0),
   else a sign, hours and minutes, with `colon` between them. */
static bool put_offset(hcl_buf *b, int64_t offset, bool z, bool colon) {
  if (z && offset == 0)
    return hcl_buf_putc(b, 'Z');
  int64_t zone = offset / 60;
  char sign = '+';
  if (zone < 0) {
    sign = '-';
    zone = -zone;
  }
  return hcl_buf_printf(b, "%c%02lld%s%02lld", sign, (long long)(zone / 60),
                        colon ? ":" : "", (long long)(zone % 60));
}

/* One verb; false with *err set when the verb is not one, false alone when
   out of memory. */
static bool put_verb(hcl_buf *b, const char *tok, size_t n, const civil *c,
                     int64_t offset, const char **err) {
  int h12 = c->hour % 12 == 0 ? 12 : c->hour % 12;
  switch (tok[0]) {
  case 'Y':
    if (n == 2)
      return put_num(b, c->year % 100, true);
    if (n == 4)
      return hcl_buf_printf(b, "%04lld", (long long)c->year);
    *err = "year must either be \"YY\" or \"YYYY\"";
    return false;
  case 'M':
    if (n <= 2)
      return put_num(b, c->month, n == 2);
    if (n == 3)
      return hcl_buf_append(b, month_names[c->month - 1], 3);
    if (n == 4)
      return hcl_buf_puts(b, month_names[c->month - 1]);
    *err = "month must be \"M\", \"MM\", \"MMM\", or \"MMMM\"";
    return false;
  case 'D':
    if (n <= 2)
      return put_num(b, c->day, n == 2);
    *err = "day of month must either be \"D\" or \"DD\"";
    return false;
  case 'E':
    if (n == 3)
      return hcl_buf_append(b, day_names[c->weekday], 3);
    if (n == 4)
      return hcl_buf_puts(b, day_names[c->weekday]);
    *err = "day of week must either be \"EEE\" or \"EEEE\"";
    return false;
  case 'h':
    if (n <= 2)
      return put_num(b, c->hour, n == 2);
    *err = "24-hour must either be \"h\" or \"hh\"";
    return false;
  case 'H':
    if (n <= 2)
      return put_num(b, h12, n == 2);
    *err = "12-hour must either be \"H\" or \"HH\"";
    return false;
  case 'A':
  case 'a':
    if (n != 2) {
      *err = tok[0] == 'A' ? "must be \"AA\"" : "must be \"aa\"";
      return false;
    }
    if (tok[0] == 'A')
      return hcl_buf_puts(b, c->hour < 12 ? "AM" : "PM");
    return hcl_buf_puts(b, c->hour < 12 ? "am" : "pm");
  case 'm':
    if (n <= 2)
      return put_num(b, c->min, n == 2);
    *err = "minute must either be \"m\" or \"mm\"";
    return false;
  case 's':
    if (n <= 2)
      return put_num(b, c->sec, n == 2);
    *err = "second must either be \"s\" or \"ss\"";
    return false;
  case 'Z':
    switch (n) {
    case 1:
      return put_offset(b, offset, true, true);
    case 3:
      if (offset / 60 == 0)
        return hcl_buf_puts(b, "UTC");
      return put_offset(b, offset, false, false);
    case 4:
      return put_offset(b, offset, false, false);
    case 5:
      return put_offset(b, offset, false, true);
    }
    *err = "timezone must be Z, ZZZZ, or ZZZZZ";
    return false;
  }
  *err = "";
  return false;
}

static hcl_value *formatdate_impl(hcl_call *call, const hcl_value *const *args,
                                  size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  moment t;
  if (!read_timestamp(call, args[1], 1, &t))
    return NULL;
  civil c;
  fields(&t, &c);
  hcl_str fmt = hcl_value_as_string(args[0]);
  hcl_buf b;
  hcl_buf_init(&b, hcl_call_alloc(call));
  hcl_value *result = NULL;
  date_scanner sc = {fmt.ptr, fmt.len, 0, 0, 0, 0, false, false};
  const char *tok;
  size_t n;
  while (scan_next(&sc, &tok, &n)) {
    if (tok[0] == '\'') {
      if (n == 1 || tok[n - 1] != '\'') {
        hcl_call_error(call, 0, "unterminated literal '");
        goto done;
      }
      if (n == 2) {
        if (!hcl_buf_putc(&b, '\''))
          goto done;
        continue;
      }
      /* the quoted text, each doubled quote written once */
      for (size_t k = 1; k < n - 1; k++) {
        if (!hcl_buf_putc(&b, tok[k]))
          goto done;
        if (tok[k] == '\'')
          k++;
      }
    } else if (is_letter(tok[0])) {
      const char *err = NULL;
      if (!put_verb(&b, tok, n, &c, t.offset, &err)) {
        if (err)
          hcl_call_error(call, 0, "invalid date format verb \"%.*s\"%s%s",
                         (int)n, tok, *err ? ": " : "", err);
        goto done;
      }
    } else if (!hcl_buf_append(&b, tok, n)) {
      goto done;
    }
  }
  result = hcl_value_string(b.data ? b.data : "", b.len, hcl_call_alloc(call));
done:
  hcl_buf_fini(&b);
  return result;
}

static const hcl_param formatdate_params[] = {
    {"format", &hcl_fn_string, false, false, false},
    {"time", &hcl_fn_string, false, false, false},
};

const hcl_func hcl_fn_formatdate = {HCL_IMMORTAL,
                                    NULL,
                                    {formatdate_params, 2, NULL, NULL,
                                     &hcl_fn_string, formatdate_impl, NULL,
                                     NULL}};

/* ---- timeadd ------------------------------------------------------------- */

/* Appends `s` quoted as Go's time package quotes (its own quote, not
   strconv's): bytes outside printable ASCII as \xNN. */
static bool time_quote(hcl_buf *b, hcl_str s) {
  static const char hex[] = "0123456789abcdef";
  bool ok = hcl_buf_putc(b, '"');
  for (size_t i = 0; ok && i < s.len; i++) {
    unsigned char c = (unsigned char)s.ptr[i];
    if (c >= 0x80 || c < ' ') {
      char e[4] = {'\\', 'x', hex[c >> 4], hex[c & 15]};
      ok = hcl_buf_append(b, e, 4);
    } else {
      if (c == '"' || c == '\\')
        ok = hcl_buf_putc(b, '\\');
      ok = ok && hcl_buf_putc(b, (char)c);
    }
  }
  return ok && hcl_buf_putc(b, '"');
}

typedef enum dur_error {
  DUR_OK,
  DUR_INVALID,
  DUR_NO_UNIT,
  DUR_BAD_UNIT
} dur_error;

/* time.ParseDuration; on DUR_BAD_UNIT, *unit is the unit it did not know. */
static dur_error parse_duration(hcl_str s, int64_t *out, hcl_str *unit) {
  const uint64_t lim = UINT64_C(1) << 63;
  uint64_t d = 0;
  bool neg = false;
  if (s.len > 0 && (s.ptr[0] == '-' || s.ptr[0] == '+')) {
    neg = s.ptr[0] == '-';
    advance(&s, 1);
  }
  if (s.len == 1 && s.ptr[0] == '0') {
    *out = 0;
    return DUR_OK;
  }
  if (s.len == 0)
    return DUR_INVALID;
  while (s.len > 0) {
    uint64_t v = 0, f = 0;
    double scale = 1;
    if (!(s.ptr[0] == '.' || (s.ptr[0] >= '0' && s.ptr[0] <= '9')))
      return DUR_INVALID;
    size_t i = 0;
    for (; i < s.len && s.ptr[i] >= '0' && s.ptr[i] <= '9'; i++) {
      if (v > lim / 10)
        return DUR_INVALID;
      v = v * 10 + (uint64_t)(s.ptr[i] - '0');
      if (v > lim)
        return DUR_INVALID;
    }
    bool pre = i > 0, post = false;
    advance(&s, i);
    if (s.len > 0 && s.ptr[0] == '.') {
      advance(&s, 1);
      bool overflow = false;
      for (i = 0; i < s.len && s.ptr[i] >= '0' && s.ptr[i] <= '9'; i++) {
        if (overflow)
          continue;
        if (f > (lim - 1) / 10) {
          overflow = true;
          continue;
        }
        uint64_t y = f * 10 + (uint64_t)(s.ptr[i] - '0');
        if (y > lim) {
          overflow = true;
          continue;
        }
        f = y;
        scale *= 10;
      }
      post = i > 0;
      advance(&s, i);
    }
    if (!pre && !post)
      return DUR_INVALID;
    for (i = 0; i < s.len; i++)
      if (s.ptr[i] == '.' || (s.ptr[i] >= '0' && s.ptr[i] <= '9'))
        break;
    if (i == 0)
      return DUR_NO_UNIT;
    hcl_str u = {s.ptr, i};
    advance(&s, i);
    static const struct {
      const char *name;
      uint64_t ns;
    } units[] = {{"ns", 1},
                 {"us", 1000},
                 {"\xc2\xb5s", 1000},
                 {"\xce\xbcs", 1000},
                 {"ms", 1000000},
                 {"s", 1000000000},
                 {"m", UINT64_C(60000000000)},
                 {"h", UINT64_C(3600000000000)}};
    uint64_t unit_ns = 0;
    for (size_t k = 0; k < sizeof units / sizeof units[0]; k++)
      if (strlen(units[k].name) == u.len &&
          memcmp(units[k].name, u.ptr, u.len) == 0)
        unit_ns = units[k].ns;
    if (unit_ns == 0) {
      *unit = u;
      return DUR_BAD_UNIT;
    }
    if (v > lim / unit_ns)
      return DUR_INVALID;
    v *= unit_ns;
    if (f > 0) {
      /* the fraction goes through a float64, as Go's does */
      v += (uint64_t)((double)f * ((double)unit_ns / scale));
      if (v > lim)
        return DUR_INVALID;
    }
    d += v; /* may wrap past 2^64, as Go's does */
    if (d > lim)
      return DUR_INVALID;
  }
  if (neg) {
    *out = (int64_t)(0 - d);
    return DUR_OK;
  }
  if (d > lim - 1)
    return DUR_INVALID;
  *out = (int64_t)d;
  return DUR_OK;
}

static hcl_value *timeadd_impl(hcl_call *call, const hcl_value *const *args,
                               size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  moment t;
  if (!read_timestamp(call, args[0], -1, &t))
    return NULL;
  hcl_str ds = hcl_value_as_string(args[1]), unit = {NULL, 0};
  int64_t d = 0;
  dur_error de = parse_duration(ds, &d, &unit);
  hcl_buf b;
  hcl_buf_init(&b, hcl_call_alloc(call));
  hcl_value *result = NULL;
  if (de != DUR_OK) {
    bool ok = true;
    if (de == DUR_INVALID)
      ok = hcl_buf_puts(&b, "time: invalid duration ");
    else if (de == DUR_NO_UNIT)
      ok = hcl_buf_puts(&b, "time: missing unit in duration ");
    else
      ok = hcl_buf_puts(&b, "time: unknown unit ") && time_quote(&b, unit) &&
           hcl_buf_puts(&b, " in duration ");
    if (ok && time_quote(&b, ds) && hcl_buf_terminate(&b))
      hcl_call_error(call, -1, "%s", b.data);
    goto done;
  }
  /* Time.Add: whole seconds, then the nanoseconds carried */
  t.sec += d / 1000000000;
  int32_t ns = t.nsec + (int32_t)(d % 1000000000);
  if (ns >= 1000000000) {
    t.sec++;
    ns -= 1000000000;
  } else if (ns < 0) {
    t.sec--;
    ns += 1000000000;
  }
  t.nsec = ns;
  civil c;
  fields(&t, &c);
  /* Go writes the year with at least four digits after any sign */
  bool ok = (c.year < 0 ? hcl_buf_printf(&b, "-%04lld", -(long long)c.year)
                        : hcl_buf_printf(&b, "%04lld", (long long)c.year)) &&
            hcl_buf_printf(&b, "-%02d-%02dT%02d:%02d:%02d", c.month, c.day,
                           c.hour, c.min, c.sec) &&
            put_offset(&b, t.offset, true, true);
  if (ok)
    result = hcl_value_string(b.data, b.len, hcl_call_alloc(call));
done:
  hcl_buf_fini(&b);
  return result;
}

static const hcl_param timeadd_params[] = {
    {"timestamp", &hcl_fn_string, false, false, false},
    {"duration", &hcl_fn_string, false, false, false},
};

const hcl_func hcl_fn_timeadd = {
    HCL_IMMORTAL,
    NULL,
    {timeadd_params, 2, NULL, NULL, &hcl_fn_string, timeadd_impl, NULL, NULL}};
