/* Decimal number text: whether it fits the reference's number range. */

#include "core/decimal.h"

#include <gmp.h>

#include "core/alloc.h"
#include "core/limits.h"

/* log2(10) = 3.3219280948873623..., rounded down */
#define LOG2_10 3.321928094887362

static bool is_digit(char c) { return c >= '0' && c <= '9'; }

static bool in_range(int64_t e2) {
  return e2 >= HCL_NUMBER_EXP2_MIN && e2 <= HCL_NUMBER_EXP2_MAX;
}

/* The significant digits of the mantissa, NUL-terminated, from `alloc`. */
static char *significant_digits(const char *m, size_t len, uint64_t sig,
                                const hcl_alloc *alloc) {
  char *digits = hcl_mem_alloc(alloc, (size_t)sig + 1);
  if (!digits)
    return NULL;
  size_t k = 0;
  for (size_t i = 0; i < len && k < sig; i++)
    if (is_digit(m[i]) && (k || m[i] != '0'))
      digits[k++] = m[i];
  digits[k] = '\0';
  return digits;
}

hcl_status hcl_decimal_exp2_fits(const char *mantissa, size_t len,
                                 uint64_t sig_digits, uint64_t frac_digits,
                                 int64_t exp10, const hcl_alloc *alloc,
                                 bool *fits) {
  if (sig_digits == 0) {
    *fits = true;
    return HCL_OK;
  }
  /* No text in memory has 2^56 digits, and an exponent beyond 2^60 puts
     any such number out of range: clamping keeps the answer and the sums
     below from overflowing. */
  const int64_t big_exp = INT64_C(1) << 60;
  const uint64_t big_len = UINT64_C(1) << 56;
  if (exp10 > big_exp)
    exp10 = big_exp;
  if (exp10 < -big_exp)
    exp10 = -big_exp;
  if (frac_digits > big_len)
    frac_digits = big_len;
  if (sig_digits > big_len)
    sig_digits = big_len;
  int64_t base = exp10 - (int64_t)frac_digits;
  if (sig_digits <= 19) { /* the digits fit 64 bits: count exactly */
    uint64_t m = 0;
    for (size_t i = 0; i < len; i++)
      if (is_digit(mantissa[i]))
        m = m * 10 + (uint64_t)(mantissa[i] - '0');
    int64_t bits = 0;
    for (; m; m >>= 1)
      bits++;
    *fits = in_range(base + bits);
    return HCL_OK;
  }
  /* 10^(n-1) <= digits < 10^n bounds the bit length; the margin covers
     the rounding of the products */
  double n = (double)sig_digits;
  int64_t margin = (int64_t)(n * 1e-12) + 2;
  int64_t lo = base + (int64_t)((n - 1) * LOG2_10) + 1 - margin;
  int64_t hi = base + (int64_t)(n * LOG2_10) + 1 + margin;
  if (lo >= HCL_NUMBER_EXP2_MIN && hi <= HCL_NUMBER_EXP2_MAX) {
    *fits = true;
    return HCL_OK;
  }
  if (hi < HCL_NUMBER_EXP2_MIN || lo > HCL_NUMBER_EXP2_MAX) {
    *fits = false;
    return HCL_OK;
  }
  /* near a bound: count exactly (GMP's own allocator; see value.h) */
  char *digits = significant_digits(mantissa, len, sig_digits, alloc);
  if (!digits)
    return HCL_ERR_NOMEM;
  mpz_t z;
  mpz_init_set_str(z, digits, 10);
  int64_t bits = (int64_t)mpz_sizeinbase(z, 2);
  mpz_clear(z);
  hcl_mem_free(alloc, digits);
  *fits = in_range(base + bits);
  return HCL_OK;
}
