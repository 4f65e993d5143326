/*
 * Number functions of cty's standard library: abs, int, max, min, ceil,
 * floor, signum, parseint, log, pow. Results keep the precisions cty gives them
 * (see each).
 */

#include <float.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "core/quote.h"
#include "eval/func_common.h"
#include "eval/func_internal.h"
#include "eval/number.h"
#include "eval/value_internal.h"

/* Types equal to the library's own, usable in static initialisers. */

/* cty's big.Float.Int on an infinity gives no integer, and the code that
   uses it then fails like this. */
static hcl_value *inf_panic(hcl_call *call) {
  hcl_call_error(call, -1,
                 "panic in function implementation: runtime error: invalid "
                 "memory address or nil pointer dereference");
  return NULL;
}

/* ---- abs ----------------------------------------------------------------- */

static hcl_value *abs_impl(hcl_call *call, const hcl_value *const *args,
                           size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  return hcl_number_abs(args[0], hcl_call_alloc(call));
}

static const hcl_param num_param[] = {
    {"num", &hcl_fn_number, false, false, true},
};

const hcl_func hcl_fn_abs = {
    HCL_IMMORTAL,
    NULL,
    {num_param, 1, NULL, NULL, &hcl_fn_number, abs_impl, NULL, NULL}};

/* ---- int, ceil, floor ---------------------------------------------------- */

/*
 * x rounded to an integer by `mode` (toward zero, up or down), cleared of
 * a negative zero (a big.Int has none), at precision `prec`, or when that
 * is 0 at the precision big.Float.SetInt gives a big.Int: its bit length,
 * at least 64.
 */
static hcl_value *rounded(hcl_call *call, const hcl_value *x, mpfr_rnd_t mode,
                          mpfr_prec_t prec) {
  hcl_mpfr_state saved;
  hcl_number_enter(&saved);
  mpfr_srcptr m = *hcl_value_mpfr(x);
  mpfr_t r;
  mpfr_init2(r, mpfr_get_prec(m));
  mpfr_rint(r, m, mode); /* exact: the integer part fits x's precision */
  if (!prec) {
    mpfr_prec_t bits = mpfr_zero_p(r) ? 0 : (mpfr_prec_t)mpfr_get_exp(r);
    prec = bits > 64 ? bits : 64;
  }
  mpfr_prec_round(r, prec, MPFR_RNDN);
  if (mpfr_zero_p(r))
    mpfr_set_zero(r, 1);
  hcl_value *v = hcl_value_number_from_mpfr(r, hcl_call_alloc(call));
  mpfr_clear(r);
  hcl_number_leave(&saved);
  return v;
}

/* int: whole numbers come back as they are. */
static hcl_value *int_impl(hcl_call *call, const hcl_value *const *args,
                           size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  if (hcl_number_is_inf(args[0]))
    return inf_panic(call);
  if (hcl_number_is_int(args[0]))
    return hcl_value_ref(args[0]);
  return rounded(call, args[0], MPFR_RNDZ, 0);
}

static const hcl_param num_dyn_param[] = {
    {"num", &hcl_fn_number, false, false, true},
};

const hcl_func hcl_fn_int = {
    HCL_IMMORTAL,
    NULL,
    {num_dyn_param, 1, NULL, NULL, &hcl_fn_number, int_impl, NULL, NULL}};

/* ceil and floor give infinities back as they are, and the rest at the
   argument's precision. */
static hcl_value *ceil_impl(hcl_call *call, const hcl_value *const *args,
                            size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  if (hcl_number_is_inf(args[0]))
    return hcl_value_ref(args[0]);
  return rounded(call, args[0], MPFR_RNDU,
                 mpfr_get_prec(*hcl_value_mpfr(args[0])));
}

static hcl_value *floor_impl(hcl_call *call, const hcl_value *const *args,
                             size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  if (hcl_number_is_inf(args[0]))
    return hcl_value_ref(args[0]);
  return rounded(call, args[0], MPFR_RNDD,
                 mpfr_get_prec(*hcl_value_mpfr(args[0])));
}

static const hcl_param num_plain_param[] = {
    {"num", &hcl_fn_number, false, false, false},
};

const hcl_func hcl_fn_ceil = {
    HCL_IMMORTAL,
    NULL,
    {num_plain_param, 1, NULL, NULL, &hcl_fn_number, ceil_impl, NULL, NULL}};

const hcl_func hcl_fn_floor = {
    HCL_IMMORTAL,
    NULL,
    {num_plain_param, 1, NULL, NULL, &hcl_fn_number, floor_impl, NULL, NULL}};

/* ---- signum -------------------------------------------------------------- */

static hcl_value *signum_impl(hcl_call *call, const hcl_value *const *args,
                              size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  int64_t n;
  if (!hcl_value_as_int64(args[0], &n)) {
    hcl_call_error(call, -1,
                   "value must be a whole number, between "
                   "-9223372036854775808 and 9223372036854775807");
    return NULL;
  }
  return hcl_value_number_int(n < 0 ? -1 : n > 0 ? 1 : 0, hcl_call_alloc(call));
}

const hcl_func hcl_fn_signum = {
    HCL_IMMORTAL,
    NULL,
    {num_plain_param, 1, NULL, NULL, &hcl_fn_number, signum_impl, NULL, NULL}};

/* ---- max, min ------------------------------------------------------------ */

/*
 * The greatest (sign > 0) or least argument, found as cty does: starting
 * from the opposite infinity, an argument replaces the best so far only
 * when strictly beyond it.
 */
static hcl_value *extreme(hcl_call *call, const hcl_value *const *args,
                          size_t nargs, int sign) {
  if (nargs == 0) {
    hcl_call_error(call, -1, "must pass at least one number");
    return NULL;
  }
  const hcl_value *best = NULL; /* NULL: the starting infinity */
  for (size_t i = 0; i < nargs; i++) {
    const hcl_value *x = args[i];
    bool beyond;
    if (best)
      beyond = hcl_number_cmp(x, best) * sign > 0;
    else /* mpfr_sgn reads the sign alone */
      beyond =
          !(hcl_number_is_inf(x) && mpfr_sgn(*hcl_value_mpfr(x)) * sign < 0);
    if (beyond)
      best = x;
  }
  if (best)
    return hcl_value_ref(best);
  return hcl_value_number_double(sign > 0 ? -INFINITY : INFINITY,
                                 hcl_call_alloc(call));
}

static hcl_value *max_impl(hcl_call *call, const hcl_value *const *args,
                           size_t nargs, const hcl_type *rt) {
  (void)rt;
  return extreme(call, args, nargs, 1);
}

static hcl_value *min_impl(hcl_call *call, const hcl_value *const *args,
                           size_t nargs, const hcl_type *rt) {
  (void)rt;
  return extreme(call, args, nargs, -1);
}

static const hcl_param numbers_param = {"numbers", &hcl_fn_number, false, false,
                                        true};

const hcl_func hcl_fn_max = {
    HCL_IMMORTAL,
    NULL,
    {NULL, 0, &numbers_param, NULL, &hcl_fn_number, max_impl, NULL, NULL}};

const hcl_func hcl_fn_min = {
    HCL_IMMORTAL,
    NULL,
    {NULL, 0, &numbers_param, NULL, &hcl_fn_number, min_impl, NULL, NULL}};

/* ---- parseint ------------------------------------------------------------ */

static const hcl_type *
parseint_type(hcl_call *call, const hcl_value *const *args, size_t nargs) {
  (void)nargs;
  const hcl_type *t = hcl_value_type(args[0]);
  if (!hcl_fn_is_kind(t, HCL_TYPE_STRING)) {
    hcl_fn_fail_type(call, 0, "first argument must be a string, not %s", t);
    return NULL;
  }
  return hcl_type_number();
}

/* The value of digit `c` in `base` as Go's big.Int reads it (letters are
   10-35 in either case up to base 36; beyond it lower case is 10-35 and
   upper case 36-61), or -1. */
static int go_digit(char c, int base) {
  int d = -1;
  if (c >= '0' && c <= '9')
    d = c - '0';
  else if (c >= 'a' && c <= 'z')
    d = c - 'a' + 10;
  else if (c >= 'A' && c <= 'Z')
    d = c - 'A' + (base <= 36 ? 10 : 36);
  return d < base ? d : -1;
}

static hcl_value *parseint_impl(hcl_call *call, const hcl_value *const *args,
                                size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  const hcl_alloc *alloc = hcl_call_alloc(call);
  hcl_str s = hcl_value_as_string(args[0]);
  int64_t base;
  if (!hcl_fn_go_int(call, args[1], 1, "", &base))
    return NULL;
  if (base < 2 || base > 62) {
    hcl_call_error(call, 1,
                   "base must be a whole number between 2 and 62 inclusive");
    return NULL;
  }
  size_t at = s.len > 0 && (s.ptr[0] == '+' || s.ptr[0] == '-') ? 1 : 0;
  bool ok = at < s.len;
  for (size_t i = at; ok && i < s.len; i++)
    ok = go_digit(s.ptr[i], (int)base) >= 0;
  if (!ok) {
    hcl_buf q;
    hcl_buf_init(&q, alloc);
    if (hcl_go_quote(&q, s.ptr, s.len) && hcl_buf_terminate(&q))
      hcl_call_error(call, 0, "cannot parse %s as a base %d integer", q.data,
                     (int)base);
    hcl_buf_fini(&q);
    return NULL;
  }
  /* GMP reads letters the other way round beyond base 36: swap case */
  char *digits = hcl_mem_alloc(alloc, s.len - at + 1);
  if (!digits)
    return NULL;
  for (size_t i = at; i < s.len; i++) {
    char c = s.ptr[i];
    if (base > 36 && c >= 'a' && c <= 'z')
      c = (char)(c - 'a' + 'A');
    else if (base > 36 && c >= 'A' && c <= 'Z')
      c = (char)(c - 'A' + 'a');
    digits[i - at] = c;
  }
  digits[s.len - at] = '\0';
  mpz_t z;
  mpz_init(z);
  mpz_set_str(z, digits, (int)base);
  hcl_mem_free(alloc, digits);
  if (s.ptr[0] == '-')
    mpz_neg(z, z);
  /* exact, at the precision big.Float.SetInt gives: at least 64 bits */
  size_t bits = mpz_sizeinbase(z, 2);
  hcl_mpfr_state saved;
  hcl_number_enter(&saved);
  mpfr_t x;
  mpfr_init2(x, (mpfr_prec_t)(bits > 64 ? bits : 64));
  mpfr_set_z(x, z, MPFR_RNDN);
  hcl_value *v = hcl_value_number_from_mpfr(x, alloc);
  mpfr_clear(x);
  hcl_number_leave(&saved);
  mpz_clear(z);
  return v;
}

static const hcl_param parseint_params[] = {
    {"number", &hcl_fn_dynamic, false, false, false},
    {"base", &hcl_fn_number, false, false, false},
};

const hcl_func hcl_fn_parseint = {
    HCL_IMMORTAL,
    NULL,
    {parseint_params, 2, NULL, parseint_type, NULL, parseint_impl, NULL, NULL}};

/* ---- log ----------------------------------------------------------------- */

/*
 * The natural logarithm exactly as cty gets it from Go's math.Log on
 * amd64, bit for bit: the classic reduction x = 2^k (1 + f) with
 * sqrt(2)/2 <= 1 + f < sqrt(2), then a minimax polynomial in
 * s = f / (2 + f). The exponent and fraction are taken from the bits as
 * they are, so a subnormal is read with the smallest normal exponent, as
 * Go's assembly does. The C library's log differs in the last bit for
 * about one input in fifty (4 122 of 200 000 sampled).
 */
static double go_log(double x) {
  static const double ln2_hi = 6.93147180369123816490e-01,
                      ln2_lo = 1.90821492927058770002e-10,
                      lg1 = 6.666666666666735130e-01,
                      lg2 = 3.999999999940941908e-01,
                      lg3 = 2.857142874366239149e-01,
                      lg4 = 2.222219843214978396e-01,
                      lg5 = 1.818357216161805012e-01,
                      lg6 = 1.531383769920937332e-01,
                      lg7 = 1.479819860511658591e-01;
  if (isnan(x) || (isinf(x) && x > 0))
    return x;
  if (x < 0)
    return NAN;
  if (x == 0)
    return -INFINITY;
  uint64_t bits;
  memcpy(&bits, &x, sizeof bits);
  uint64_t frac_bits = (bits & 0x000FFFFFFFFFFFFFull) | 0x3FE0000000000000ull;
  double m;
  memcpy(&m, &frac_bits, sizeof m);
  int e = (int)((bits >> 52) & 0x7FF) - 0x3FE;
  if (m < 7.07106781186547524401e-01) { /* sqrt(2) / 2 */
    m *= 2;
    e--;
  }
  double f = m - 1, k = (double)e;
  double s = f / (2 + f), s2 = s * s, s4 = s2 * s2;
  double t1 = s2 * (lg1 + s4 * (lg3 + s4 * (lg5 + s4 * lg7)));
  double t2 = s4 * (lg2 + s4 * (lg4 + s4 * lg6));
  double r = t1 + t2, hfsq = 0.5 * f * f;
  return k * ln2_hi - ((hfsq - (s * (hfsq + r) + k * ln2_lo)) - f);
}

/* A function of two numbers computed in float64, as cty computes log and
   pow: each argument as a float64 (gocty refuses a finite number that
   only an infinity can hold), and a NaN result refused as cty's
   NumberFloatVal panics on it. */
static hcl_value *float64_call(hcl_call *call, const hcl_value *const *args,
                               double (*op)(double, double)) {
  double in[2];
  for (int i = 0; i < 2; i++) {
    in[i] = hcl_value_as_double(args[i]);
    if (isinf(in[i]) && !mpfr_inf_p(args[i]->u.num)) {
      hcl_call_error(call, -1, "value must be between %f and %f inclusive",
                     -DBL_MAX, DBL_MAX);
      return NULL;
    }
  }
  double r = op(in[0], in[1]);
  if (isnan(r)) {
    hcl_call_error(call, -1,
                   "panic in function implementation: Float.SetFloat64(NaN)");
    return NULL;
  }
  return hcl_value_number_double(r, hcl_call_alloc(call));
}

static double log_base(double num, double base) {
  return go_log(num) / go_log(base);
}

static hcl_value *log_impl(hcl_call *call, const hcl_value *const *args,
                           size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  return float64_call(call, args, log_base);
}

static const hcl_param log_params[] = {
    {"num", &hcl_fn_number, false, false, false},
    {"base", &hcl_fn_number, false, false, false},
};

const hcl_func hcl_fn_log = {
    HCL_IMMORTAL,
    NULL,
    {log_params, 2, NULL, NULL, &hcl_fn_number, log_impl, NULL, NULL}};

/* ---- pow ----------------------------------------------------------------- */

static double bits_double(uint64_t u) {
  double d;
  memcpy(&d, &u, sizeof d);
  return d;
}

static uint64_t double_bits(double d) {
  uint64_t u;
  memcpy(&u, &d, sizeof u);
  return u;
}

/* A fused multiply-add rounded once to a double, as the processor's
   VFMADD rounds it, without libm: MPFR at 53 bits (no result here comes
   near the subnormal range, where the two could differ). */
typedef struct fma_ctx {
  mpfr_t a, b, c, r;
  hcl_mpfr_state saved;
} fma_ctx;

static void fma_init(fma_ctx *f) {
  hcl_number_enter(&f->saved);
  mpfr_inits2(53, f->a, f->b, f->c, f->r, (mpfr_ptr)NULL);
}

static void fma_fini(fma_ctx *f) {
  mpfr_clears(f->a, f->b, f->c, f->r, (mpfr_ptr)NULL);
  hcl_number_leave(&f->saved);
}

static double fma53(fma_ctx *f, double a, double b, double c) {
  mpfr_set_d(f->a, a, MPFR_RNDN);
  mpfr_set_d(f->b, b, MPFR_RNDN);
  mpfr_set_d(f->c, c, MPFR_RNDN);
  mpfr_fma(f->r, f->a, f->b, f->c, MPFR_RNDN);
  return mpfr_get_d(f->r, MPFR_RNDN);
}

/* The correctly rounded square root (Go's, the SQRTSD instruction's). */
static double sqrt53(double x) {
  if (!(x >= 0))
    return NAN;
  hcl_mpfr_state saved;
  hcl_number_enter(&saved);
  mpfr_t m;
  mpfr_init2(m, 53);
  mpfr_set_d(m, x, MPFR_RNDN);
  mpfr_sqrt(m, m, MPFR_RNDN);
  double r = mpfr_get_d(m, MPFR_RNDN);
  mpfr_clear(m);
  hcl_number_leave(&saved);
  return r;
}

/* Whether Go's Exp takes its fused path: on amd64 it does when the
   processor has AVX and FMA; elsewhere this follows that path too. */
static bool exp_uses_fma(void) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx") && __builtin_cpu_supports("fma");
#else
  return true;
#endif
}

/*
 * e^x as Go's amd64 assembly computes it: k = round(x log2 e), the
 * reduced argument x - k ln 2 in two steps (fused when the processor has
 * FMA, as Go's are), a Taylor series in x / 16, four squarings of
 * (1 + r), then a scale by 2^k built from exponent bits.
 */
static double go_exp(double x) {
  static const double log2e = 1.4426950408889634073599246810018920,
                      ln2u = 0.69314718055966295651160180568695068359375,
                      ln2l =
                          0.28235290563031577122588448175013436025525412068e-12,
                      overflow = 7.09782712893384e+02;
  static const double c[] = {2.4801587301587301587e-5,
                             1.9841269841269841270e-4,
                             1.3888888888888888889e-3,
                             8.3333333333333333333e-3,
                             4.1666666666666666667e-2,
                             1.6666666666666666667e-1,
                             0.5,
                             1.0};
  if (isnan(x) || isinf(x))
    return x < 0 ? 0 : x;
  if (x > overflow)
    return INFINITY;
  double kd = x * log2e;
  /* CVTSD2SL rounds to nearest even (the 1.5 * 2^52 trick does the same
     below 2^51); out of range it gives INT32_MIN */
  int32_t k = INT32_MIN;
  if (fabs(kd) < 2251799813685248.0) {
    double kr = (kd + 6755399441055744.0) - 6755399441055744.0;
    if (kr >= -2147483648.0 && kr < 2147483648.0)
      k = (int32_t)kr;
  }
  double kf = (double)k;
  if (exp_uses_fma()) {
    fma_ctx f;
    fma_init(&f);
    x = fma53(&f, -kf, ln2u, x);
    x = fma53(&f, -kf, ln2l, x);
    x *= 0.0625;
    double p = c[0];
    for (int i = 1; i < 8; i++)
      p = fma53(&f, p, x, c[i]);
    x *= p;
    for (int i = 0; i < 3; i++)
      x *= x + 2.0;
    x = fma53(&f, x, x + 2.0, 1.0);
    fma_fini(&f);
  } else {
    x -= ln2u * kf;
    x -= ln2l * kf;
    x *= 0.0625;
    double p = c[0];
    for (int i = 1; i < 8; i++)
      p = p * x + c[i];
    x *= p;
    for (int i = 0; i < 4; i++)
      x *= x + 2.0;
    x += 1.0;
  }
  int64_t e = (int64_t)k + 0x3FF;
  if (e <= 0) {
    if (e < -52)
      return 0;
    x *= bits_double((uint64_t)(e + 0x3FE) << 52);
    e = 1;
  } else if (e >= 0x7FF) {
    return INFINITY;
  }
  return x * bits_double((uint64_t)e << 52);
}

/* Go's normalize: a subnormal scaled up into the normal range. */
static double go_normalize(double x, int *e) {
  *e = 0;
  if (fabs(x) < 2.2250738585072014e-308) {
    *e = -52;
    return x * 4503599627370496.0; /* 2^52 */
  }
  return x;
}

static double go_frexp(double f, int *exp) {
  *exp = 0;
  if (f == 0 || isinf(f) || isnan(f))
    return f;
  int e;
  f = go_normalize(f, &e);
  uint64_t x = double_bits(f);
  *exp = e + (int)((x >> 52) & 0x7FF) - 1023 + 1;
  x &= ~(UINT64_C(0x7FF) << 52);
  x |= UINT64_C(1022) << 52;
  return bits_double(x);
}

static double go_ldexp(double frac, long exp) {
  if (frac == 0 || isinf(frac) || isnan(frac))
    return frac;
  int e;
  frac = go_normalize(frac, &e);
  exp += e;
  uint64_t x = double_bits(frac);
  exp += (long)((x >> 52) & 0x7FF) - 1023;
  if (exp < -1075)
    return copysign(0, frac);
  if (exp > 1023)
    return frac < 0 ? -INFINITY : INFINITY;
  double m = 1;
  if (exp < -1022) {
    exp += 53;
    m = 1.0 / 9007199254740992.0; /* 2^-53 */
  }
  x &= ~(UINT64_C(0x7FF) << 52);
  x |= (uint64_t)(exp + 1023) << 52;
  return m * bits_double(x);
}

/* Go's Modf: the integer part by clearing the fraction's bits (no libm),
   the fraction as f minus it, signs kept as Go keeps them. */
static double go_modf(double f, double *ip) {
  double sign = 1;
  if (f < 0) {
    sign = -1;
    f = -f;
  }
  if (f < 1) {
    *ip = sign * (f == 0 ? f : 0);
    return sign * f;
  }
  uint64_t x = double_bits(f);
  unsigned e = (unsigned)((x >> 52) & 0x7FF) - 1023;
  if (e < 52)
    x &= ~((UINT64_C(1) << (52 - e)) - 1);
  double i = bits_double(x);
  *ip = sign * i;
  return sign * (f - i);
}

/* An odd integer; past 2^63 Go's int64 conversion gives an even one. */
static bool go_is_odd_int(double y) {
  double yi;
  double yf = go_modf(y, &yi);
  if (yf != 0 || !(fabs(yi) < 9223372036854775808.0))
    return false;
  return ((int64_t)yi & 1) == 1;
}

/*
 * x^y exactly as Go's math.Pow (pure Go on amd64): the special cases in
 * its order, then x^frac(y) through Exp(frac * Log(x)) and x^int(y) by
 * repeated squaring of Frexp's mantissa with the exponent kept apart.
 */
static double go_pow(double x, double y) {
  if (y == 0 || x == 1)
    return 1;
  if (y == 1)
    return x;
  if (isnan(x) || isnan(y))
    return NAN;
  if (x == 0) {
    if (y < 0)
      return go_is_odd_int(y) ? copysign(INFINITY, x) : INFINITY;
    return go_is_odd_int(y) ? x : 0;
  }
  if (isinf(y)) {
    if (x == -1)
      return 1;
    return (fabs(x) < 1) == (y > 0) ? 0 : INFINITY;
  }
  if (isinf(x)) {
    if (x < 0)
      return go_pow(1 / x, -y); /* Pow(-0, -y), one level deep */
    return y < 0 ? 0 : INFINITY;
  }
  if (y == 0.5)
    return sqrt53(x);
  if (y == -0.5)
    return 1 / sqrt53(x);

  double yi, yf = go_modf(fabs(y), &yi);
  if (yf != 0 && x < 0)
    return NAN;
  if (yi >= 9223372036854775808.0) {
    if (x == -1)
      return 1;
    return (fabs(x) < 1) == (y > 0) ? 0 : INFINITY;
  }
  double a1 = 1;
  long ae = 0;
  if (yf != 0) {
    if (yf > 0.5) {
      yf--;
      yi++;
    }
    a1 = go_exp(yf * go_log(x));
  }
  int xe;
  double x1 = go_frexp(x, &xe);
  for (int64_t i = (int64_t)yi; i != 0; i >>= 1) {
    if (xe < -(1 << 12) || (1 << 12) < xe) {
      /* the exponent alone already under- or overflows */
      ae += xe;
      break;
    }
    if ((i & 1) == 1) {
      a1 *= x1;
      ae += xe;
    }
    x1 *= x1;
    xe *= 2; /* Go shifts; doubling is the same and defined when negative */
    if (x1 < .5) {
      x1 += x1;
      xe--;
    }
  }
  if (y < 0) {
    a1 = 1 / a1;
    ae = -ae;
  }
  return go_ldexp(a1, ae);
}

static hcl_value *pow_impl(hcl_call *call, const hcl_value *const *args,
                           size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  return float64_call(call, args, go_pow);
}

static const hcl_param pow_params[] = {
    {"num", &hcl_fn_number, false, false, false},
    {"power", &hcl_fn_number, false, false, false},
};

const hcl_func hcl_fn_pow = {
    HCL_IMMORTAL,
    NULL,
    {pow_params, 2, NULL, NULL, &hcl_fn_number, pow_impl, NULL, NULL}};
