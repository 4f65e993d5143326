#ifndef HCL_CORE_DECIMAL_H
#define HCL_CORE_DECIMAL_H

/* Decimal number text: whether it fits the reference's number range. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hcl/alloc.h"

/*
 * Whether a decimal number's binary exponent fits HCL_NUMBER_EXP2_MIN..MAX
 * (core/limits.h), reckoned as the reference's number parser reckons it:
 * the bit length of the significant digits read as one integer, less the
 * digits after the point, plus the decimal exponent.
 *
 * `mantissa` is the number's text before its exponent (digits, at most one
 * point, maybe a sign; anything but digits is skipped), `sig_digits` its
 * digits from the first non-zero one (0: the number is zero, which always
 * fits), `frac_digits` its digits after the point, `exp10` the decimal
 * exponent. Sets *fits. Near a bound the bits are counted exactly, which
 * needs the digits as one string from `alloc`: fails only with
 * HCL_ERR_NOMEM.
 */
hcl_status hcl_decimal_exp2_fits(const char *mantissa, size_t len,
                                 uint64_t sig_digits, uint64_t frac_digits,
                                 int64_t exp10, const hcl_alloc *alloc,
                                 bool *fits);

#endif
