/*
 * Validity of numeric literal tokens. The scanner accepts a loose shape
 * (digits, dots and exponents in any order); a literal is valid when it
 * reads as  digits ["." digits*] [("e"|"E") ["+"|"-"] digits]  and its
 * binary exponent fits the 32-bit range of the reference's number type.
 */

#include "native_syntax/number_lit.h"

#include <gmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define EXP_MIN (-2147483647LL - 1)
#define EXP_MAX 2147483647LL

static bool is_digit(char c) { return c >= '0' && c <= '9'; }

bool hcl_number_literal_valid(const char *s, size_t len) {
  size_t i = 0;
  size_t first_nonzero = SIZE_MAX, last_digit = 0, digits_after_dot = 0;
  bool seen_dot = false, any_digit = false;
  size_t ndigits = 0; /* significant digits, from the first non-zero one */
  for (; i < len; i++) {
    char c = s[i];
    if (is_digit(c)) {
      any_digit = true;
      if (c != '0' && first_nonzero == SIZE_MAX)
        first_nonzero = i;
      if (first_nonzero != SIZE_MAX)
        ndigits++;
      if (seen_dot)
        digits_after_dot++;
      last_digit = i;
    } else if (c == '.' && !seen_dot) {
      seen_dot = true;
    } else {
      break;
    }
  }
  if (!any_digit)
    return false;
  long long exp = 0;
  if (i < len) {
    if (s[i] != 'e' && s[i] != 'E')
      return false;
    i++;
    bool neg = false;
    if (i < len && (s[i] == '+' || s[i] == '-'))
      neg = s[i++] == '-';
    if (i >= len || !is_digit(s[i]))
      return false;
    for (; i < len; i++) {
      if (!is_digit(s[i]))
        return false;
      if (exp > (INT64_MAX - 9) / 10)
        return false; /* the reference rejects what overflows 64 bits */
      exp = exp * 10 + (s[i] - '0');
    }
    if (neg)
      exp = -exp;
  }
  if (first_nonzero == SIZE_MAX)
    return true; /* zero, whatever its exponent */
  (void)last_digit;
  /* binary exponent = bit length of the digits as an integer
                       - digits after the point + decimal exponent */
  long long base = exp - (long long)digits_after_dot;
  if (base < EXP_MIN - 4 * (long long)len || base > EXP_MAX + 4)
    return false;
  /* ndigits * log2(10) bounds the bit length: 3.3219... per digit */
  long long lo = base + (long long)((double)(ndigits - 1) * 3.32192809488) + 1;
  long long hi = base + (long long)((double)ndigits * 3.32192809489) + 1;
  if (lo >= EXP_MIN && hi <= EXP_MAX)
    return true;
  if (hi < EXP_MIN || lo > EXP_MAX)
    return false;
  /* near a bound: count the bits exactly */
  char *digits = malloc(ndigits + 1);
  if (!digits)
    return false;
  size_t k = 0;
  for (size_t j = first_nonzero; j < len && k < ndigits; j++)
    if (is_digit(s[j]))
      digits[k++] = s[j];
  digits[k] = '\0';
  mpz_t z;
  mpz_init_set_str(z, digits, 10);
  long long bits = (long long)mpz_sizeinbase(z, 2);
  mpz_clear(z);
  free(digits);
  long long e2 = base + bits;
  return e2 >= EXP_MIN && e2 <= EXP_MAX;
}
