/*
 * Validity of numeric literal tokens. The scanner accepts a loose shape
 * (digits, dots and exponents in any order); a literal is valid when it
 * reads as  digits ["." digits*] [("e"|"E") ["+"|"-"] digits]  and its
 * binary exponent fits the range of the reference's number type.
 */

#include "native_syntax/number_lit.h"

#include <stdint.h>

#include "core/decimal.h"

static bool is_digit(char c) { return c >= '0' && c <= '9'; }

hcl_status hcl_number_literal_check(const char *s, size_t len,
                                    const hcl_alloc *alloc, bool *valid) {
  *valid = false;
  size_t i = 0;
  uint64_t sig_digits = 0, frac_digits = 0;
  bool seen_dot = false, any_digit = false;
  for (; i < len; i++) {
    char c = s[i];
    if (is_digit(c)) {
      any_digit = true;
      if (c != '0' || sig_digits)
        sig_digits++; /* from the first non-zero digit on */
      if (seen_dot)
        frac_digits++;
    } else if (c == '.' && !seen_dot) {
      seen_dot = true;
    } else {
      break;
    }
  }
  if (!any_digit)
    return HCL_OK;
  size_t mantissa_len = i;
  int64_t exp = 0;
  if (i < len) {
    if (s[i] != 'e' && s[i] != 'E')
      return HCL_OK;
    i++;
    bool neg = false;
    if (i < len && (s[i] == '+' || s[i] == '-'))
      neg = s[i++] == '-';
    if (i >= len || !is_digit(s[i]))
      return HCL_OK;
    for (; i < len; i++) {
      if (!is_digit(s[i]))
        return HCL_OK;
      if (exp > (INT64_MAX - 9) / 10)
        return HCL_OK; /* the reference rejects what overflows 64 bits */
      exp = exp * 10 + (s[i] - '0');
    }
    if (neg)
      exp = -exp;
  }
  return hcl_decimal_exp2_fits(s, mantissa_len, sig_digits, frac_digits, exp,
                               alloc, valid);
}
