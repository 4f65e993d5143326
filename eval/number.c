/*
 * Numbers as cty represents them: Go's math/big.Float, reproduced on MPFR.
 *
 * A big.Float is a sign, a significand of `prec` bits in [0.5, 1) and a
 * 32-bit binary exponent; rounding is correct (to nearest, ties to even)
 * for every operation used here, so MPFR at the same precision and with
 * the same exponent range gives the same bits. What Go does differently
 * from IEEE/MPFR, and what this file therefore reproduces step by step:
 *
 *  - Underflow: Go flushes a result to zero when the exact result's
 *    exponent is below MinExp, where MPFR may round up to the smallest
 *    number (go_fix_underflow).
 *  - Reading text: Go keeps the decimal mantissa exact and multiplies or
 *    divides it by 5^n, a power computed by repeated squaring at 576 and
 *    640 bits (so inexact beyond 5^248). The result is not always the
 *    correctly rounded one; parse_scaled() repeats Go's steps.
 *  - Shortest output: Go's roundShortest compares digit strings without
 *    lining up their decimal points; round_shortest() does the same.
 *  - The precision each cty operation gives its result (see each one).
 *
 * MPFR keeps its exponent range and exception flags per thread. Each entry
 * point (at the end of this file) sets the reference's range for the
 * duration of the call and then restores the caller's range and flags;
 * the in_range_ functions it calls rely on that range.
 */

#include "eval/number.h"

#include <gmp.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "core/limits.h"
#include "eval/value_internal.h"

/* big.MinExp and big.MaxExp. */
#define GO_MIN_EXP ((mpfr_exp_t)INT32_MIN)
#define GO_MAX_EXP ((mpfr_exp_t)INT32_MAX)
/* cty.ParseNumberVal's precision. */
#define PARSE_PREC 512
/* The precision cty multiplies at. */
#define MUL_PREC 512

void hcl_number_enter(hcl_mpfr_state *saved) {
  saved->emin = mpfr_get_emin();
  saved->emax = mpfr_get_emax();
  saved->flags = mpfr_flags_save();
  if (saved->emin != GO_MIN_EXP)
    mpfr_set_emin(GO_MIN_EXP);
  if (saved->emax != GO_MAX_EXP)
    mpfr_set_emax(GO_MAX_EXP);
}

void hcl_number_leave(const hcl_mpfr_state *saved) {
  if (mpfr_get_emin() != saved->emin)
    mpfr_set_emin(saved->emin);
  if (mpfr_get_emax() != saved->emax)
    mpfr_set_emax(saved->emax);
  mpfr_flags_restore(saved->flags, MPFR_FLAGS_ALL);
}

/* Digit strings are GMP temporaries like the integers they come from, so
   they come from GMP's allocator too (its process-wide hooks, which this
   library never changes). */
static char *gmp_alloc(size_t n) {
  void *(*alloc)(size_t);
  mp_get_memory_functions(&alloc, NULL, NULL);
  return alloc(n);
}

static void gmp_free(void *p, size_t n) {
  void (*release)(void *, size_t);
  mp_get_memory_functions(NULL, NULL, &release);
  release(p, n);
}

static mpfr_srcptr num_of(const hcl_value *v) { return *hcl_value_mpfr(v); }

static mpfr_prec_t prec_max(mpfr_prec_t a, mpfr_prec_t b) {
  return a > b ? a : b;
}

/*
 * `r` was just rounded with ternary value `t`. Go makes a result zero when
 * the exact value is below 2^(MinExp-1), the smallest number; MPFR rounds
 * such a value to zero or to that smallest number. The latter case is
 * recognised by a result of exactly the smallest magnitude that lies
 * farther from zero than the exact value.
 */
static void go_fix_underflow(mpfr_ptr r, int t) {
  if (t == 0 || !mpfr_regular_p(r) || mpfr_get_exp(r) != GO_MIN_EXP ||
      mpfr_min_prec(r) != 1)
    return;
  int sign = mpfr_sgn(r);
  if ((sign > 0) == (t > 0))
    mpfr_set_zero(r, sign);
}

/* A new value holding `r`, which is cleared. */
static hcl_value *take(mpfr_ptr r, const hcl_alloc *a) {
  hcl_value *v = hcl_value_number_from_mpfr(r, a);
  mpfr_clear(r);
  return v;
}

/* ---- Reading text ----------------------------------------------------- */

/* Go's pow5: 5^n at z's precision, by squaring at 64 bits more. */
static void go_pow5(mpfr_ptr z, uint64_t n) {
  uint64_t tab[28];
  tab[0] = 1;
  for (int i = 1; i < 28; i++)
    tab[i] = tab[i - 1] * 5;
  if (n <= 27) {
    mpfr_set_uj(z, (uintmax_t)tab[n], MPFR_RNDN);
    return;
  }
  mpfr_set_uj(z, (uintmax_t)tab[27], MPFR_RNDN);
  n -= 27;
  mpfr_t f;
  mpfr_init2(f, mpfr_get_prec(z) + 64);
  mpfr_set_ui(f, 5, MPFR_RNDN);
  while (n > 0) {
    if (n & 1)
      mpfr_mul(z, z, f, MPFR_RNDN);
    mpfr_mul(f, f, f, MPFR_RNDN);
    n >>= 1;
  }
  mpfr_clear(f);
}

/*
 * z = mant * 2^exp2adj * 5^exp5 the way big.Float.scan computes it, where
 * mant*2^exp2adj has binary exponent exp2 (already checked to be in range)
 * and z is at PARSE_PREC bits: one rounding when exp5 is 0, else the exact
 * mantissa multiplied or divided by Go's approximation of 5^|exp5|.
 */
static void parse_scaled(mpfr_ptr z, const mpz_t mant, int64_t exp2adj,
                         int64_t exp5) {
  if (exp5 == 0) {
    int t = mpfr_set_z_2exp(z, mant, (mpfr_exp_t)exp2adj, MPFR_RNDN);
    go_fix_underflow(z, t);
    return;
  }
  size_t bits = mpz_sizeinbase(mant, 2);
  mpfr_t m, p;
  mpfr_init2(m, prec_max((mpfr_prec_t)bits, MPFR_PREC_MIN));
  mpfr_set_z_2exp(m, mant, (mpfr_exp_t)exp2adj, MPFR_RNDN); /* exact */
  mpfr_init2(p, PARSE_PREC + 64);
  uint64_t n = exp5 < 0 ? (uint64_t)0 - (uint64_t)exp5 : (uint64_t)exp5;
  go_pow5(p, n);
  int t =
      exp5 < 0 ? mpfr_div(z, m, p, MPFR_RNDN) : mpfr_mul(z, m, p, MPFR_RNDN);
  go_fix_underflow(z, t);
  mpfr_clear(m);
  mpfr_clear(p);
}

static bool is_digit(char c) { return c >= '0' && c <= '9'; }

/* strconv.ParseInt(s, 10, 64) of the exponent digits. */
static bool parse_exponent(const char *s, size_t n, bool neg, int64_t *out) {
  uint64_t limit = neg ? (uint64_t)INT64_MAX + 1 : (uint64_t)INT64_MAX;
  uint64_t v = 0;
  for (size_t i = 0; i < n; i++) {
    unsigned d = (unsigned)(s[i] - '0');
    if (v > (limit - d) / 10)
      return false;
    v = v * 10 + d;
  }
  if (neg)
    *out = v == (uint64_t)INT64_MAX + 1 ? INT64_MIN : -(int64_t)v;
  else
    *out = (int64_t)v;
  return true;
}

static hcl_value *in_range_parse(const char *s, size_t len, const hcl_alloc *a,
                                 bool *invalid) {
  bool dummy;
  if (!invalid)
    invalid = &dummy;
  *invalid = false;

  mpfr_t z;
  /* Parse recognises these before scanning. */
  if ((len == 3 && (!memcmp(s, "Inf", 3) || !memcmp(s, "inf", 3))) ||
      (len == 4 && (s[0] == '+' || s[0] == '-') &&
       (!memcmp(s + 1, "Inf", 3) || !memcmp(s + 1, "inf", 3)))) {
    mpfr_init2(z, PARSE_PREC);
    mpfr_set_inf(z, s[0] == '-' ? -1 : 1);
    return take(z, a);
  }

  /* sign */
  size_t i = 0;
  bool neg = false;
  if (i < len && (s[i] == '+' || s[i] == '-')) {
    neg = s[i] == '-';
    i++;
  }

  /* mantissa: digits with at most one point */
  size_t mant_start = i, count = 0, dp = 0;
  bool has_dp = false, nonzero = false;
  for (; i < len; i++) {
    if (s[i] == '.' && !has_dp) {
      has_dp = true;
      dp = count;
    } else if (is_digit(s[i])) {
      count++;
      nonzero |= s[i] != '0';
    } else {
      break;
    }
  }
  size_t mant_end = i;
  if (count == 0) {
    *invalid = true;
    return NULL;
  }

  /* exponent: decimal (e) or binary (p), as big.Float.scan allows */
  int64_t exp = 0;
  bool ebase2 = false;
  if (i < len && (s[i] == 'e' || s[i] == 'E' || s[i] == 'p' || s[i] == 'P')) {
    ebase2 = s[i] == 'p' || s[i] == 'P';
    i++;
    bool eneg = false;
    if (i < len && (s[i] == '+' || s[i] == '-')) {
      eneg = s[i] == '-';
      i++;
    }
    size_t start = i;
    while (i < len && is_digit(s[i]))
      i++;
    if (i == start || !parse_exponent(s + start, i - start, eneg, &exp)) {
      *invalid = true;
      return NULL;
    }
  }
  if (i != len) {
    *invalid = true;
    return NULL;
  }

  if (!nonzero) {
    mpfr_init2(z, PARSE_PREC);
    mpfr_set_zero(z, neg ? -1 : 1);
    return take(z, a);
  }

  /* the digits as an integer */
  char *digits = hcl_mem_alloc(a, count + 1);
  if (!digits)
    return NULL;
  size_t k = 0;
  for (size_t j = mant_start; j < mant_end; j++)
    if (s[j] != '.')
      digits[k++] = s[j];
  digits[k] = '\0';
  mpz_t mant;
  mpz_init(mant);
  mpz_set_str(mant, digits, 10);
  hcl_mem_free(a, digits);

  /* exp2 = bit length + fraction digits + exponent, in int64 as Go does;
     an overflow there wraps to something out of range in Go too */
  int64_t fcount = has_dp ? -(int64_t)(count - dp) : 0;
  int64_t base = (int64_t)mpz_sizeinbase(mant, 2) + fcount;
  bool bad = (exp > 0 && base > INT64_MAX - exp) ||
             (exp < 0 && base < INT64_MIN - exp);
  int64_t exp2 = bad ? 0 : base + exp;
  if (bad || exp2 < GO_MIN_EXP || exp2 > GO_MAX_EXP) {
    mpz_clear(mant);
    *invalid = true;
    return NULL;
  }
  int64_t exp5 = ebase2 ? fcount : fcount + exp;
  int64_t exp2adj = fcount + exp; /* mant * 2^exp2adj has exponent exp2 */

  mpfr_init2(z, PARSE_PREC);
  parse_scaled(z, mant, exp2adj, exp5);
  mpz_clear(mant);
  if (neg)
    mpfr_neg(z, z, MPFR_RNDN);
  return take(z, a);
}

/* ---- Decimal digits ----------------------------------------------------- */

/* Go's big.decimal: the value 0.mant * 10^exp, mant without trailing zeros;
   zero has no digits. */
typedef struct dec {
  char *mant;  /* from gmp_alloc, not NUL-terminated */
  size_t size; /* bytes allocated */
  size_t len;
  int64_t exp;
} dec;

static void dec_free(dec *d) {
  if (d->mant)
    gmp_free(d->mant, d->size);
  d->mant = NULL;
  d->size = 0;
  d->len = 0;
}

/* d = 0, holding nothing. */
static void dec_empty(dec *d) {
  d->mant = NULL;
  d->size = 0;
  d->len = 0;
  d->exp = 0;
}

/* d = m * 2^shift exactly (m >= 0). False when out of memory. */
static bool dec_init(dec *d, const mpz_t m, mpfr_exp_t shift) {
  dec_empty(d);
  if (mpz_sgn(m) == 0)
    return true;
  mpz_t n;
  mpz_init(n);
  uint64_t fives = 0; /* n * 10^-fives is the value */
  if (shift >= 0) {
    mpz_mul_2exp(n, m, (mp_bitcnt_t)shift);
  } else {
    mp_bitcnt_t ntz = mpz_scan1(m, 0);
    uint64_t s = (uint64_t)0 - (uint64_t)shift;
    if (ntz >= s) {
      mpz_tdiv_q_2exp(n, m, (mp_bitcnt_t)s);
    } else {
      /* m' / 2^k == m' * 5^k / 10^k */
      mpz_tdiv_q_2exp(n, m, ntz);
      fives = s - ntz;
      mpz_t p;
      mpz_init(p);
      mpz_ui_pow_ui(p, 5, (unsigned long)fives);
      mpz_mul(n, n, p);
      mpz_clear(p);
    }
  }
  size_t cap = mpz_sizeinbase(n, 10) + 2;
  char *buf = gmp_alloc(cap);
  if (!buf) {
    mpz_clear(n);
    return false;
  }
  mpz_get_str(buf, 10, n);
  mpz_clear(n);
  size_t len = strlen(buf);
  d->exp = (int64_t)len - (int64_t)fives;
  while (len > 0 && buf[len - 1] == '0')
    len--;
  d->mant = buf;
  d->size = cap;
  d->len = len;
  return true;
}

static char dec_at(const dec *d, int64_t i) {
  return i >= 0 && (uint64_t)i < d->len ? d->mant[i] : '0';
}

static void dec_trim(dec *d) {
  while (d->len > 0 && d->mant[d->len - 1] == '0')
    d->len--;
  if (d->len == 0)
    d->exp = 0;
}

static void dec_round_down(dec *d, size_t n) {
  if (n >= d->len)
    return;
  d->len = n;
  dec_trim(d);
}

static void dec_round_up(dec *d, size_t n) {
  if (n >= d->len)
    return;
  while (n > 0 && d->mant[n - 1] >= '9')
    n--;
  if (n == 0) {
    /* all nines: 1 at the next power of ten */
    d->mant[0] = '1';
    d->len = 1;
    d->exp++;
    return;
  }
  d->mant[n - 1]++;
  d->len = n;
}

/* Go's decimal.round: to n digits, ties to even. */
static void dec_round(dec *d, size_t n) {
  if (n >= d->len)
    return;
  bool up;
  if (d->mant[n] == '5' && n + 1 == d->len)
    up = n > 0 && ((d->mant[n - 1] - '0') & 1) != 0;
  else
    up = d->mant[n] >= '5';
  if (up)
    dec_round_up(d, n);
  else
    dec_round_down(d, n);
}

/* x (finite, nonzero) as |m| * 2^e with m of exactly prec(x) bits. */
static mpfr_exp_t significand(mpz_t m, mpfr_srcptr x) {
  mpfr_exp_t e = mpfr_get_z_2exp(m, x);
  mpz_abs(m, m);
  mpfr_prec_t p = mpfr_get_prec(x);
  size_t bits = mpz_sizeinbase(m, 2);
  if (bits < (size_t)p) {
    mpz_mul_2exp(m, m, (mp_bitcnt_t)((size_t)p - bits));
    e -= (mpfr_exp_t)((size_t)p - bits);
  } else if (bits > (size_t)p) { /* only zero bits go */
    mpz_tdiv_q_2exp(m, m, (mp_bitcnt_t)(bits - (size_t)p));
    e += (mpfr_exp_t)(bits - (size_t)p);
  }
  return e;
}

/* The exact decimal value of |x|; x finite. */
static bool dec_of(dec *d, mpfr_srcptr x) {
  dec_empty(d);
  if (mpfr_zero_p(x))
    return true;
  mpz_t m;
  mpz_init(m);
  mpfr_exp_t e = significand(m, x);
  bool ok = dec_init(d, m, e);
  mpz_clear(m);
  return ok;
}

/*
 * Go's roundShortest: cut d (the exact value of x) to the fewest digits
 * that still lie within half an ulp of x at its precision, the bounds
 * included when x's significand is even. The digits of d and of the
 * bounds are compared position by position even when their decimal
 * exponents differ, exactly as Go does.
 */
static bool round_shortest(dec *d, mpfr_srcptr x) {
  if (d->len == 0)
    return true;
  mpz_t m, t;
  mpz_init(m);
  mpz_init(t);
  /* m with one bit more than the precision: its lsb is half an ulp */
  mpfr_exp_t e = significand(m, x);
  mpz_mul_2exp(m, m, 1);
  e -= 1;
  bool inclusive = mpz_tstbit(m, 1) == 0;
  dec lower, upper;
  mpz_sub_ui(t, m, 1);
  bool ok = dec_init(&lower, t, e);
  mpz_add_ui(t, m, 1);
  if (ok && !dec_init(&upper, t, e)) {
    dec_free(&lower);
    ok = false;
  }
  mpz_clear(m);
  mpz_clear(t);
  if (!ok)
    return false;

  size_t n = d->len;
  for (size_t i = 0; i < n; i++) {
    char c = d->mant[i];
    char l = dec_at(&lower, (int64_t)i), u = dec_at(&upper, (int64_t)i);
    bool okdown = l != c || (inclusive && i + 1 == lower.len);
    bool okup = c != u && (inclusive || c + 1 < u || i + 1 < upper.len);
    if (okdown && okup) {
      dec_round(d, i + 1);
      break;
    }
    if (okdown) {
      dec_round_down(d, i + 1);
      break;
    }
    if (okup) {
      dec_round_up(d, i + 1);
      break;
    }
  }
  dec_free(&lower);
  dec_free(&upper);
  return true;
}

/*
 * Whether x's binary exponent lies so far from zero that its exact decimal
 * expansion runs to thousands of digits or more (1e67050414 has 67 million).
 * Such a number can never tie when rounded to fewer digits than its
 * expansion has: a tie needs the expansion to end right after the cut, and
 * a significand times a far power of two never ends that soon.
 */
static bool exponent_far(mpfr_srcptr x) {
  mpfr_exp_t e = mpfr_get_exp(x) - (mpfr_exp_t)mpfr_get_prec(x);
  mpfr_exp_t limit = 4 * (mpfr_exp_t)mpfr_get_prec(x) + 4096;
  return e < -limit || e > limit;
}

/* Significant digits that tell a number of precision p apart from the
   bounds half an ulp either side of it: p log10(2), and a margin. */
static size_t distinguishing_digits(mpfr_prec_t p) {
  return (size_t)p * 30103 / 100000 + 10;
}

/* The first k digits of |y| (finite, nonzero) rounded in direction rnd,
   and its decimal exponent, as MPFR converts it: correctly, without the
   whole expansion. */
static bool dec_digits(dec *d, mpfr_srcptr y, size_t k, mpfr_rnd_t rnd) {
  mpfr_exp_t e10;
  char *s = mpfr_get_str(NULL, &e10, 10, k, y, rnd);
  if (!s)
    return false;
  const char *digits = s[0] == '-' ? s + 1 : s;
  size_t len = strlen(digits);
  d->mant = gmp_alloc(len ? len : 1);
  if (!d->mant) {
    mpfr_free_str(s);
    return false;
  }
  memcpy(d->mant, digits, len);
  d->size = len ? len : 1;
  d->len = len;
  d->exp = (int64_t)e10;
  mpfr_free_str(s);
  return true;
}

/* The first k (>= 2) digits of |y|'s exact decimal expansion, cut rather
   than rounded; y with an exponent far from zero (see exponent_far), so
   the expansion goes on past them and trailing zeros among them are
   kept. */
static bool dec_prefix(dec *d, mpfr_srcptr y, size_t k) {
  return dec_digits(d, y, k, MPFR_RNDZ);
}

/*
 * round_shortest's result for x far from zero, from prefixes of x and of
 * its bounds instead of their whole expansions: the three differ within
 * distinguishing_digits places, and none of them ends there, so the tests
 * of lengths in round_shortest (and with them whether the bounds are
 * inclusive) never decide anything. False when out of
 * memory, or should the prefixes not settle it (then the caller expands).
 */
static bool far_shortest(dec *d, mpfr_srcptr x) {
  mpfr_prec_t p = mpfr_get_prec(x);
  size_t k = distinguishing_digits(p);
  dec lower = {0}, upper = {0};
  mpz_t m;
  mpz_init(m);
  mpfr_exp_t e = significand(m, x);
  mpz_mul_2exp(m, m, 1); /* its lsb is half an ulp */
  e -= 1;
  mpfr_t b;
  mpfr_init2(b, p + 1);
  /* a bound of a number at the edge of the range lies just outside it */
  mpfr_exp_t emin = mpfr_get_emin(), emax = mpfr_get_emax();
  mpfr_set_emin(mpfr_get_emin_min());
  mpfr_set_emax(mpfr_get_emax_max());
  mpz_sub_ui(m, m, 1);
  mpfr_set_z_2exp(b, m, e, MPFR_RNDN); /* exact: p + 1 bits */
  bool ok = dec_prefix(&lower, b, k);
  mpz_add_ui(m, m, 2);
  mpfr_set_z_2exp(b, m, e, MPFR_RNDN);
  ok = ok && dec_prefix(&upper, b, k) && dec_prefix(d, x, k);
  mpfr_set_emin(emin);
  mpfr_set_emax(emax);
  mpfr_clear(b);
  mpz_clear(m);
  bool settled = false;
  for (size_t i = 0; ok && i + 2 < k && !settled; i++) {
    char c = d->mant[i], l = lower.mant[i], u = upper.mant[i];
    bool okdown = l != c, okup = c != u;
    settled = okdown || okup;
    if (okdown && okup)
      dec_round(d, i + 1);
    else if (okdown)
      dec_round_down(d, i + 1);
    else if (okup)
      dec_round_up(d, i + 1);
  }
  dec_free(&lower);
  dec_free(&upper);
  return ok && settled;
}

/* Go's shortest decimal of x: the exact expansion cut by roundShortest,
   without writing that expansion out when x is far from zero. */
static bool dec_shortest(dec *d, mpfr_srcptr x) {
  dec_empty(d);
  if (mpfr_regular_p(x) && exponent_far(x)) {
    if (far_shortest(d, x))
      return true;
    dec_free(d);
  }
  return dec_of(d, x) && round_shortest(d, x);
}

/*
 * Go's decimal of x for Text('f', prec), prec >= 0: the exact expansion
 * rounded to prec places after the point (not rounded at all when its
 * first digit lies further right). Far from zero, a prefix as long as the
 * result does, since no tie is possible there.
 */
static bool dec_fixed(dec *d, mpfr_srcptr x, int64_t prec) {
  if (!mpfr_regular_p(x) || !exponent_far(x)) {
    if (!dec_of(d, x))
      return false;
    if (d->exp + prec >= 0) /* Go skips rounding to a negative count */
      dec_round(d, (size_t)(d->exp + prec));
    return true;
  }
  dec_empty(d);
  if (!dec_prefix(d, x, 2))
    return false;
  int64_t n = d->exp + prec;
  if (n < 0)
    return true; /* only zeros fall within prec places */
  dec_free(d);
  if (!dec_prefix(d, x, (size_t)n + 2))
    return false;
  dec_round(d, (size_t)n);
  return true;
}

/*
 * An upper bound on the length of x.Text(fmt, prec), from x's binary
 * exponent and precision alone, so that a number whose text would not fit
 * in memory (the exponent may reach 2^31) is refused before any digit is
 * made.
 */
static uint64_t text_bound(mpfr_srcptr x, char fmt, int64_t prec) {
  if (!mpfr_regular_p(x))
    return 8;
  int64_t e = (int64_t)mpfr_get_exp(x); /* 2^(e-1) <= |x| < 2^e */
  uint64_t sig = distinguishing_digits(mpfr_get_prec(x));
  uint64_t digits = prec < 0 ? sig : (uint64_t)prec;
  if (fmt != 'f')
    return digits + 32; /* d.ddd and an exponent, or a short 'f' */
  uint64_t whole = e > 0 ? (uint64_t)e * 30103 / 100000 + 2 : 1;
  uint64_t zeros = e < 0 ? (uint64_t)(-e) * 30103 / 100000 + 2 : 0;
  return 3 + whole + (prec < 0 ? zeros + sig : digits);
}

/* ---- Output ----------------------------------------------------------- */

/* snprintf-style output: counts everything, stores what fits. */
typedef struct out {
  char *buf;
  size_t cap;
  size_t len;
} out;

static void out_mem(out *o, const char *s, size_t n) {
  if (o->cap && o->len < o->cap - 1) {
    size_t room = o->cap - 1 - o->len;
    memcpy(o->buf + o->len, s, n < room ? n : room);
  }
  o->len += n;
}

static void out_rep(out *o, char c, size_t n) {
  if (o->cap && o->len < o->cap - 1) {
    size_t room = o->cap - 1 - o->len;
    memset(o->buf + o->len, c, n < room ? n : room);
  }
  o->len += n;
}

static void out_str(out *o, const char *s) { out_mem(o, s, strlen(s)); }

static size_t out_end(out *o) {
  if (o->cap)
    o->buf[o->len < o->cap - 1 ? o->len : o->cap - 1] = '\0';
  return o->len;
}

/* Go's fmtF: integer digits (zero padded), then `prec` fraction digits. */
static void fmt_f(out *o, uint64_t prec, const dec *d) {
  if (d->exp > 0) {
    uint64_t m = d->len < (uint64_t)d->exp ? d->len : (uint64_t)d->exp;
    out_mem(o, d->mant, m);
    out_rep(o, '0', (size_t)((uint64_t)d->exp - m));
  } else {
    out_rep(o, '0', 1);
  }
  if (prec == 0)
    return;
  out_rep(o, '.', 1);
  /* digits at d->exp .. d->exp + prec - 1: leading zeros, the stored
     digits that fall there, trailing zeros */
  int64_t from = d->exp;
  uint64_t done = 0;
  if (from < 0) {
    uint64_t z = (uint64_t)0 - (uint64_t)from;
    if (z > prec)
      z = prec;
    out_rep(o, '0', (size_t)z);
    done = z;
  }
  uint64_t at = (uint64_t)(from + (int64_t)done); /* >= 0 now */
  if (done < prec && at < d->len) {
    uint64_t n = d->len - at;
    if (n > prec - done)
      n = prec - done;
    out_mem(o, d->mant + at, (size_t)n);
    done += n;
  }
  out_rep(o, '0', (size_t)(prec - done));
}

/* Go's fmtE with 'e': d.ddd, then e, sign and at least two digits. */
static void fmt_e(out *o, uint64_t prec, const dec *d) {
  out_rep(o, d->len ? d->mant[0] : '0', 1);
  if (prec > 0) {
    out_rep(o, '.', 1);
    uint64_t m = d->len < prec + 1 ? d->len : prec + 1;
    uint64_t i = 1;
    if (i < m) {
      out_mem(o, d->mant + 1, (size_t)(m - 1));
      i = m;
    }
    if (i <= prec)
      out_rep(o, '0', (size_t)(prec + 1 - i));
  }
  int64_t exp = d->len ? d->exp - 1 : 0;
  char tail[32];
  snprintf(tail, sizeof tail, "e%c%s%" PRIu64, exp < 0 ? '-' : '+',
           (exp < 10 && exp > -10) ? "0" : "",
           exp < 0 ? (uint64_t)0 - (uint64_t)exp : (uint64_t)exp);
  out_str(o, tail);
}

/* Sign and infinities as big.Float.Append writes them; true when done. */
static bool fmt_prefix(out *o, mpfr_srcptr x) {
  if (mpfr_signbit(x))
    out_rep(o, '-', 1);
  if (mpfr_inf_p(x)) {
    out_str(o, mpfr_signbit(x) ? "Inf" : "+Inf");
    return true;
  }
  return false;
}

static size_t fail_output(char *buf, size_t cap) {
  if (cap)
    buf[0] = '\0';
  return 0;
}

static size_t in_range_format(const mpfr_t x, char *buf, size_t cap) {
  out o = {buf, cap, 0};
  if (fmt_prefix(&o, x))
    return out_end(&o);
  /* Integers of a machine word at 64 bits or more: no shorter digit
     string lies within half an ulp, so the shortest form is the exact
     digits. */
  if (mpfr_get_prec(x) >= 64 && mpfr_integer_p(x) &&
      mpfr_fits_slong_p(x, MPFR_RNDN)) {
    long v = mpfr_get_si(x, MPFR_RNDN);
    unsigned long mag = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;
    char digits[24];
    size_t n = sizeof digits;
    do {
      digits[--n] = (char)('0' + mag % 10);
      mag /= 10;
    } while (mag);
    out_mem(&o, digits + n, sizeof digits - n);
    return out_end(&o);
  }
  if (text_bound(x, 'f', -1) > HCL_MAX_NUMBER_TEXT_BYTES)
    return fail_output(buf, cap);
  dec d;
  if (!dec_shortest(&d, x)) {
    dec_free(&d);
    return fail_output(buf, cap);
  }
  int64_t prec = (int64_t)d.len - d.exp;
  fmt_f(&o, prec > 0 ? (uint64_t)prec : 0, &d);
  dec_free(&d);
  return out_end(&o);
}

/*
 * The decimal of |x| rounded to n significant digits, ties to even on the
 * exact digits. When x's binary exponent is far from zero no tie is
 * possible (a tie needs 5^k to divide the significand, or a short exact
 * expansion), so MPFR's correctly rounded conversion gives the same digits
 * without expanding numbers like 1e999999 in full.
 */
static bool dec_rounded(dec *d, mpfr_srcptr x, size_t n) {
  dec_empty(d);
  if (mpfr_zero_p(x))
    return true;
  if (!exponent_far(x)) {
    if (!dec_of(d, x))
      return false;
    dec_round(d, n);
    return true;
  }
  if (!dec_digits(d, x, n, MPFR_RNDN))
    return false;
  dec_trim(d);
  return true;
}

static size_t in_range_format_g10(const mpfr_t x, char *buf, size_t cap) {
  out o = {buf, cap, 0};
  if (fmt_prefix(&o, x))
    return out_end(&o);
  const int64_t prec = 10;
  dec d;
  if (!dec_rounded(&d, x, (size_t)prec)) {
    dec_free(&d);
    return fail_output(buf, cap);
  }
  /* %e when the exponent is below -4 or at least the precision, where
     the precision shrinks to the digits present for integers */
  int64_t len = (int64_t)d.len;
  int64_t eprec = prec;
  if (eprec > len && len >= d.exp)
    eprec = len;
  int64_t exp = d.exp - 1;
  if (exp < -4 || exp >= eprec) {
    int64_t p = prec > len ? len : prec;
    fmt_e(&o, p > 1 ? (uint64_t)(p - 1) : 0, &d);
  } else {
    int64_t p = prec > d.exp ? len : prec;
    fmt_f(&o, p > d.exp ? (uint64_t)(p - d.exp) : 0, &d);
  }
  dec_free(&d);
  return out_end(&o);
}

/* Go's x.Text(fmt, prec) for 'e', 'f' and 'g' (see number.h). */
static size_t in_range_text(const mpfr_t x, char fmt, int64_t prec, char *buf,
                            size_t cap) {
  out o = {buf, cap, 0};
  if (fmt_prefix(&o, x))
    return out_end(&o);
  if (text_bound(x, fmt, prec) > HCL_MAX_NUMBER_TEXT_BYTES)
    return fail_output(buf, cap);
  dec d;
  bool shortest = prec < 0, ok;
  if (shortest) {
    ok = dec_shortest(&d, x);
    int64_t len = (int64_t)d.len;
    if (ok)
      prec = fmt == 'e'   ? len - 1
             : fmt == 'f' ? (len - d.exp > 0 ? len - d.exp : 0)
                          : len;
  } else if (fmt == 'f') {
    ok = dec_fixed(&d, x, prec);
  } else {
    if (fmt == 'g' && prec == 0)
      prec = 1;
    ok = dec_rounded(&d, x, (size_t)(fmt == 'e' ? prec + 1 : prec));
  }
  if (!ok) {
    dec_free(&d);
    return fail_output(buf, cap);
  }
  if (fmt == 'e') {
    fmt_e(&o, prec > 0 ? (uint64_t)prec : 0, &d);
  } else if (fmt == 'f') {
    fmt_f(&o, (uint64_t)prec, &d);
  } else {
    int64_t len = (int64_t)d.len;
    int64_t eprec = prec;
    if (eprec > len && len >= d.exp)
      eprec = len;
    if (shortest)
      eprec = 6;
    int64_t exp = d.exp - 1;
    if (exp < -4 || exp >= eprec) {
      int64_t p = prec > len ? len : prec;
      fmt_e(&o, p > 1 ? (uint64_t)(p - 1) : 0, &d);
    } else {
      int64_t p = prec > d.exp ? len : prec;
      fmt_f(&o, p > d.exp ? (uint64_t)(p - d.exp) : 0, &d);
    }
  }
  dec_free(&d);
  return out_end(&o);
}

/* ---- Arithmetic ---------------------------------------------------------- */

static void set_nan(bool *nan, bool v) {
  if (nan)
    *nan = v;
}

/* cty Add: Go's z.Add at the larger precision. */
static hcl_value *in_range_add(const hcl_value *x, const hcl_value *y,
                               const hcl_alloc *a, bool *nan) {
  set_nan(nan, false);
  mpfr_srcptr X = num_of(x), Y = num_of(y);
  if (mpfr_inf_p(X) && mpfr_inf_p(Y) && mpfr_signbit(X) != mpfr_signbit(Y)) {
    set_nan(nan, true);
    return NULL;
  }
  mpfr_t r;
  mpfr_init2(r, prec_max(mpfr_get_prec(X), mpfr_get_prec(Y)));
  go_fix_underflow(r, mpfr_add(r, X, Y, MPFR_RNDN));
  return take(r, a);
}

/* cty Subtract: x + (-y), which is x - y in every case including zeros. */
static hcl_value *in_range_sub(const hcl_value *x, const hcl_value *y,
                               const hcl_alloc *a, bool *nan) {
  set_nan(nan, false);
  mpfr_srcptr X = num_of(x), Y = num_of(y);
  if (mpfr_inf_p(X) && mpfr_inf_p(Y) && mpfr_signbit(X) == mpfr_signbit(Y)) {
    set_nan(nan, true);
    return NULL;
  }
  mpfr_t r;
  mpfr_init2(r, prec_max(mpfr_get_prec(X), mpfr_get_prec(Y)));
  go_fix_underflow(r, mpfr_sub(r, X, Y, MPFR_RNDN));
  return take(r, a);
}

/* cty Multiply: the product at 512 bits, kept at the larger of the
   operands' precisions and the bits the product needs (no second
   rounding: that precision always holds the product exactly). */
static bool mul_raw(mpfr_ptr r, mpfr_srcptr X, mpfr_srcptr Y) {
  if ((mpfr_zero_p(X) && mpfr_inf_p(Y)) || (mpfr_inf_p(X) && mpfr_zero_p(Y)))
    return false;
  mpfr_t p;
  mpfr_init2(p, MUL_PREC);
  go_fix_underflow(p, mpfr_mul(p, X, Y, MPFR_RNDN));
  mpfr_prec_t prec = prec_max(mpfr_get_prec(X), mpfr_get_prec(Y));
  prec = prec_max(prec, mpfr_min_prec(p));
  mpfr_init2(r, prec);
  mpfr_set(r, p, MPFR_RNDN); /* exact */
  mpfr_clear(p);
  return true;
}

static hcl_value *in_range_mul(const hcl_value *x, const hcl_value *y,
                               const hcl_alloc *a, bool *nan) {
  set_nan(nan, false);
  mpfr_t r;
  if (!mul_raw(r, num_of(x), num_of(y))) {
    set_nan(nan, true);
    return NULL;
  }
  return take(r, a);
}

/* cty Divide: Go's Quo at the larger precision; x/0 is infinite. */
static hcl_value *in_range_div(const hcl_value *x, const hcl_value *y,
                               const hcl_alloc *a, bool *nan) {
  set_nan(nan, false);
  mpfr_srcptr X = num_of(x), Y = num_of(y);
  if ((mpfr_zero_p(X) && mpfr_zero_p(Y)) || (mpfr_inf_p(X) && mpfr_inf_p(Y))) {
    set_nan(nan, true);
    return NULL;
  }
  mpfr_t r;
  mpfr_init2(r, prec_max(mpfr_get_prec(X), mpfr_get_prec(Y)));
  go_fix_underflow(r, mpfr_div(r, X, Y, MPFR_RNDN));
  return take(r, a);
}

/*
 * cty Modulo. With an infinite operand cty returns the product (its
 * check compares with the cty.PositiveInfinity / NegativeInfinity
 * values; every infinity is treated so here). By zero: x itself.
 * Otherwise, all at x's precision: x - y * trunc(x / y), where x / y is
 * rounded at the larger precision and trunc(..) to x's precision. When
 * x / y overflows to an infinity cty crashes (big.Float.Int gives no
 * integer); that is reported as a NaN here.
 */
static hcl_value *in_range_mod(const hcl_value *x, const hcl_value *y,
                               const hcl_alloc *a, bool *nan) {
  set_nan(nan, false);
  mpfr_srcptr X = num_of(x), Y = num_of(y);
  if (mpfr_inf_p(X) || mpfr_inf_p(Y))
    return hcl_number_mul(x, y, a, nan);
  if (mpfr_zero_p(Y))
    return hcl_value_ref(x);
  mpfr_t rat, work;
  mpfr_init2(rat, prec_max(mpfr_get_prec(X), mpfr_get_prec(Y)));
  go_fix_underflow(rat, mpfr_div(rat, X, Y, MPFR_RNDN));
  if (mpfr_inf_p(rat)) {
    /* x / y overflowed: Go fails (a nil big.Int) instead of answering */
    mpfr_clear(rat);
    set_nan(nan, true);
    return NULL;
  }
  mpfr_trunc(rat, rat); /* exact at the same precision */
  if (mpfr_zero_p(rat))
    mpfr_set_zero(rat, 1); /* a big.Int zero has no sign */
  mpfr_init2(work, mpfr_get_prec(X));
  mpfr_set(work, rat, MPFR_RNDN);
  mpfr_clear(rat);
  go_fix_underflow(work, mpfr_mul(work, Y, work, MPFR_RNDN));
  go_fix_underflow(work, mpfr_sub(work, X, work, MPFR_RNDN));
  return take(work, a);
}

static hcl_value *in_range_neg(const hcl_value *x, const hcl_alloc *a) {
  mpfr_srcptr X = num_of(x);
  mpfr_t r;
  mpfr_init2(r, mpfr_get_prec(X));
  mpfr_neg(r, X, MPFR_RNDN);
  return take(r, a);
}

static hcl_value *in_range_abs(const hcl_value *x, const hcl_alloc *a) {
  mpfr_srcptr X = num_of(x);
  mpfr_t r;
  mpfr_init2(r, mpfr_get_prec(X));
  mpfr_abs(r, X, MPFR_RNDN);
  return take(r, a);
}

/*
 * cty's Int function: an integer (zeros included) is returned as it is;
 * otherwise the integer part, held like big.Float.SetInt holds an integer
 * at precision 0: max(bit length, 64), and zero without a sign. Go panics
 * on an infinity; it is returned unchanged here.
 */
static hcl_value *in_range_trunc(const hcl_value *x, const hcl_alloc *a) {
  mpfr_srcptr X = num_of(x);
  if (!mpfr_number_p(X) || mpfr_integer_p(X))
    return hcl_value_ref(x);
  mpfr_t t, r;
  mpfr_init2(t, mpfr_get_prec(X));
  mpfr_trunc(t, X);
  mpfr_prec_t bits = 0;
  if (mpfr_zero_p(t))
    mpfr_set_zero(t, 1);
  else
    bits = (mpfr_prec_t)mpfr_get_exp(t); /* the integer's bit length */
  mpfr_init2(r, prec_max(bits, 64));
  mpfr_set(r, t, MPFR_RNDN); /* exact */
  mpfr_clear(t);
  return take(r, a);
}

/* ---- Comparisons ------------------------------------------------------- */

static int in_range_cmp(const hcl_value *x, const hcl_value *y) {
  int c = mpfr_cmp(num_of(x), num_of(y));
  return c < 0 ? -1 : c > 0 ? 1 : 0;
}

static bool in_range_is_int(const hcl_value *x) {
  return mpfr_integer_p(num_of(x)) != 0;
}

static bool in_range_is_inf(const hcl_value *x) {
  return mpfr_inf_p(num_of(x)) != 0;
}

/*
 * Whether x, an integer, has an ulp of at most 1 at its precision: then no
 * other integer lies within half an ulp of it, every digit string Go's
 * roundShortest could cut it to is such an integer (or lies beyond the
 * bounds), and so the shortest decimal is the exact integer.
 */
static bool exact_integer(mpfr_srcptr x) {
  return mpfr_integer_p(x) && mpfr_get_exp(x) <= (mpfr_exp_t)mpfr_get_prec(x);
}

/*
 * Whether x and y (finite, nonzero, of one sign) lie farther apart than
 * the larger of their ulps. roundShortest's result always lies within half
 * an ulp of its number (within the bounds it computes), so two numbers
 * with the same shortest decimal are at most (ulp x + ulp y) / 2 apart:
 * numbers this far apart are unequal without the decimals.
 */
static bool far_apart(mpfr_srcptr x, mpfr_srcptr y) {
  mpfr_exp_t ux = mpfr_get_exp(x) - (mpfr_exp_t)mpfr_get_prec(x);
  mpfr_exp_t uy = mpfr_get_exp(y) - (mpfr_exp_t)mpfr_get_prec(y);
  mpfr_exp_t u = ux > uy ? ux : uy;
  mpfr_t d;
  mpfr_init2(d, 32);
  mpfr_sub(d, x, y, MPFR_RNDZ); /* |d| <= |x - y|; zero on underflow */
  /* |d| >= 2^(exp d - 1) > 2^u */
  bool far = mpfr_regular_p(d) && mpfr_get_exp(d) - 1 > u;
  mpfr_clear(d);
  return far;
}

/*
 * cty's rawNumberEqual: the same sign (zeros have none) and the same
 * Text('f', -1), "-0" read as "0". That text is a function of the sign and
 * the shortest decimal, so the decimals are compared, unless the values
 * settle it: identical numbers are equal, integers with an ulp of at most
 * 1 are their own shortest decimals, and numbers far apart are unequal.
 * Two different numbers of one precision can still share a decimal (Go
 * takes the bounds of a power of two as symmetric), so that case is no
 * shortcut.
 */
static bool in_range_equal(const hcl_value *x, const hcl_value *y) {
  mpfr_srcptr X = num_of(x), Y = num_of(y);
  if (mpfr_sgn(X) != mpfr_sgn(Y))
    return false;
  if (mpfr_zero_p(X))
    return true; /* both zero */
  if (mpfr_inf_p(X) || mpfr_inf_p(Y))
    return mpfr_inf_p(X) && mpfr_inf_p(Y);
  if (mpfr_equal_p(X, Y)) {
    if (mpfr_get_prec(X) == mpfr_get_prec(Y) ||
        (exact_integer(X) && exact_integer(Y)))
      return true;
  } else if (far_apart(X, Y)) {
    return false;
  }
  dec dx, dy;
  bool ok = dec_shortest(&dx, X);
  if (!ok) {
    dec_free(&dx);
    return false;
  }
  ok = dec_shortest(&dy, Y);
  bool eq = ok && dx.exp == dy.exp && dx.len == dy.len &&
            memcmp(dx.mant, dy.mant, dx.len) == 0;
  dec_free(&dx);
  dec_free(&dy);
  return eq;
}

/* Appends the digits of |x|, an integer, and returns their count; false
   when out of memory. */
static bool put_integer(hcl_buf *b, mpfr_srcptr x, size_t *ndigits) {
  if (mpfr_fits_slong_p(x, MPFR_RNDN)) {
    long v = mpfr_get_si(x, MPFR_RNDN);
    unsigned long mag = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;
    char digits[24];
    size_t n = sizeof digits;
    do {
      digits[--n] = (char)('0' + mag % 10);
      mag /= 10;
    } while (mag);
    *ndigits = sizeof digits - n;
    return hcl_buf_append(b, digits + n, *ndigits);
  }
  mpz_t z;
  mpz_init(z);
  mpfr_get_z(z, x, MPFR_RNDN); /* exact */
  mpz_abs(z, z);
  size_t cap = mpz_sizeinbase(z, 10) + 1;
  bool ok = hcl_buf_reserve(b, cap);
  if (ok) {
    mpz_get_str(b->data + b->len, 10, z);
    *ndigits = strlen(b->data + b->len);
    b->len += *ndigits;
  }
  mpz_clear(z);
  return ok;
}

/* Appends the equality key of x (see hcl_number_equal_key). */
static hcl_status in_range_equal_key(mpfr_srcptr x, hcl_buf *b) {
  if (mpfr_zero_p(x))
    return hcl_buf_putc(b, '0') ? HCL_OK : HCL_ERR_NOMEM;
  if (!hcl_buf_putc(b, mpfr_signbit(x) ? '-' : '+'))
    return HCL_ERR_NOMEM;
  if (mpfr_inf_p(x))
    return hcl_buf_putc(b, 'i') ? HCL_OK : HCL_ERR_NOMEM;
  int64_t exp;
  if (exact_integer(x)) {
    size_t start = b->len, n;
    if (!put_integer(b, x, &n))
      return HCL_ERR_NOMEM;
    exp = (int64_t)n; /* 0.digits * 10^n */
    while (b->len > start && b->data[b->len - 1] == '0')
      b->len--;
  } else {
    dec d;
    if (!dec_shortest(&d, x) || !hcl_buf_append(b, d.mant, d.len)) {
      dec_free(&d);
      return HCL_ERR_NOMEM;
    }
    exp = d.exp;
    dec_free(&d);
  }
  return hcl_buf_printf(b, "e%" PRId64, exp) ? HCL_OK : HCL_ERR_NOMEM;
}

/* ---- Entry points: each keeps the caller's MPFR state ------------------ */

/* Digits alone (a sign allowed), at most 19 of them and not all zeros:
   an integer that a uint64_t holds, so it reads exactly. */
static bool small_integer(const char *s, size_t len, uint64_t *mag, bool *neg) {
  size_t i = 0;
  *neg = false;
  if (len > 0 && (s[0] == '+' || s[0] == '-')) {
    *neg = s[0] == '-';
    i = 1;
  }
  if (len - i == 0 || len - i > 19)
    return false;
  uint64_t n = 0;
  for (; i < len; i++) {
    if (!is_digit(s[i]))
      return false;
    n = n * 10 + (uint64_t)(s[i] - '0');
  }
  *mag = n;
  return n != 0;
}

hcl_value *hcl_number_parse(const char *s, size_t len, const hcl_alloc *a,
                            bool *invalid) {
  uint64_t mag;
  bool neg;
  if (small_integer(s, len, &mag, &neg)) {
    if (invalid)
      *invalid = false;
    return hcl_value_number_small(mag, neg, PARSE_PREC, a);
  }
  hcl_mpfr_state saved;
  hcl_number_enter(&saved);
  hcl_value *r = in_range_parse(s, len, a, invalid);
  hcl_number_leave(&saved);
  return r;
}

size_t hcl_number_format(const mpfr_t x, char *buf, size_t cap) {
  hcl_mpfr_state saved;
  hcl_number_enter(&saved);
  size_t r = in_range_format(x, buf, cap);
  hcl_number_leave(&saved);
  return r;
}

size_t hcl_number_format_g10(const mpfr_t x, char *buf, size_t cap) {
  hcl_mpfr_state saved;
  hcl_number_enter(&saved);
  size_t r = in_range_format_g10(x, buf, cap);
  hcl_number_leave(&saved);
  return r;
}

bool hcl_number_text_fits(const mpfr_t x, char fmt, int64_t prec) {
  return text_bound(x, fmt, prec) <= HCL_MAX_NUMBER_TEXT_BYTES;
}

size_t hcl_number_text(const mpfr_t x, char fmt, int64_t prec, char *buf,
                       size_t cap) {
  hcl_mpfr_state saved;
  hcl_number_enter(&saved);
  size_t r = in_range_text(x, fmt, prec, buf, cap);
  hcl_number_leave(&saved);
  return r;
}

hcl_value *hcl_number_add(const hcl_value *x, const hcl_value *y,
                          const hcl_alloc *a, bool *nan) {
  hcl_mpfr_state saved;
  hcl_number_enter(&saved);
  hcl_value *r = in_range_add(x, y, a, nan);
  hcl_number_leave(&saved);
  return r;
}

hcl_value *hcl_number_sub(const hcl_value *x, const hcl_value *y,
                          const hcl_alloc *a, bool *nan) {
  hcl_mpfr_state saved;
  hcl_number_enter(&saved);
  hcl_value *r = in_range_sub(x, y, a, nan);
  hcl_number_leave(&saved);
  return r;
}

hcl_value *hcl_number_mul(const hcl_value *x, const hcl_value *y,
                          const hcl_alloc *a, bool *nan) {
  hcl_mpfr_state saved;
  hcl_number_enter(&saved);
  hcl_value *r = in_range_mul(x, y, a, nan);
  hcl_number_leave(&saved);
  return r;
}

hcl_value *hcl_number_div(const hcl_value *x, const hcl_value *y,
                          const hcl_alloc *a, bool *nan) {
  hcl_mpfr_state saved;
  hcl_number_enter(&saved);
  hcl_value *r = in_range_div(x, y, a, nan);
  hcl_number_leave(&saved);
  return r;
}

hcl_value *hcl_number_mod(const hcl_value *x, const hcl_value *y,
                          const hcl_alloc *a, bool *nan) {
  hcl_mpfr_state saved;
  hcl_number_enter(&saved);
  hcl_value *r = in_range_mod(x, y, a, nan);
  hcl_number_leave(&saved);
  return r;
}

hcl_value *hcl_number_neg(const hcl_value *x, const hcl_alloc *a) {
  hcl_mpfr_state saved;
  hcl_number_enter(&saved);
  hcl_value *r = in_range_neg(x, a);
  hcl_number_leave(&saved);
  return r;
}

hcl_value *hcl_number_abs(const hcl_value *x, const hcl_alloc *a) {
  hcl_mpfr_state saved;
  hcl_number_enter(&saved);
  hcl_value *r = in_range_abs(x, a);
  hcl_number_leave(&saved);
  return r;
}

hcl_value *hcl_number_trunc(const hcl_value *x, const hcl_alloc *a) {
  hcl_mpfr_state saved;
  hcl_number_enter(&saved);
  hcl_value *r = in_range_trunc(x, a);
  hcl_number_leave(&saved);
  return r;
}

int hcl_number_cmp(const hcl_value *x, const hcl_value *y) {
  hcl_mpfr_state saved;
  hcl_number_enter(&saved);
  int r = in_range_cmp(x, y);
  hcl_number_leave(&saved);
  return r;
}

bool hcl_number_is_int(const hcl_value *x) {
  hcl_mpfr_state saved;
  hcl_number_enter(&saved);
  bool r = in_range_is_int(x);
  hcl_number_leave(&saved);
  return r;
}

bool hcl_number_is_inf(const hcl_value *x) {
  hcl_mpfr_state saved;
  hcl_number_enter(&saved);
  bool r = in_range_is_inf(x);
  hcl_number_leave(&saved);
  return r;
}

bool hcl_number_equal(const hcl_value *x, const hcl_value *y) {
  hcl_mpfr_state saved;
  hcl_number_enter(&saved);
  bool r = in_range_equal(x, y);
  hcl_number_leave(&saved);
  return r;
}

hcl_status hcl_number_equal_key(const hcl_value *x, hcl_buf *b) {
  hcl_mpfr_state saved;
  hcl_number_enter(&saved);
  hcl_status st = in_range_equal_key(num_of(x), b);
  hcl_number_leave(&saved);
  return st;
}
