#ifndef HCL_EVAL_NUMBER_H
#define HCL_EVAL_NUMBER_H

/*
 * Numbers with the reference's semantics: binary floating point on MPFR,
 * each value with its own precision (512 bits for numbers read from text,
 * 64 for integers, 53 for doubles), rounding to nearest even, infinities
 * and no NaN. Results take the precisions cty gives them (see number.c).
 *
 * Functions returning hcl_value * return a new reference, or NULL when out
 * of memory. Operations that the reference rejects (NaN results) return
 * NULL and set *nan (when the pointer is given) instead.
 */

#include <mpfr.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/buf.h"
#include "hcl/value.h"

/* Reads decimal text as cty.ParseNumberVal does (Go's big.ParseFloat, base
   10, 512 bits, nearest even): optional sign, digits with an optional
   fraction and exponent, or "Inf"/"+Inf"/"-Inf". NULL and *invalid set
   when the text is not a number (or its exponent is out of range). */
hcl_value *hcl_number_parse(const char *s, size_t len, const hcl_alloc *a,
                            bool *invalid);

/* Go's x.Text('f', -1): the shortest decimal digits that read back to x at
   its precision, without exponent; "+Inf" / "-Inf" for infinities. Writes
   up to cap bytes including NUL, returns the full length; 0 when out of
   memory or when the text would be too long (hcl_number_text_fits). */
size_t hcl_number_format(const mpfr_t x, char *buf, size_t cap);
/* Go's x.Text('g', 10) (what big.Float's String method prints). */
size_t hcl_number_format_g10(const mpfr_t x, char *buf, size_t cap);

/* Whether x.Text(fmt, prec) (as below) is sure to be at most
   HCL_MAX_NUMBER_TEXT_BYTES long; the functions that write text write
   nothing (and return 0) for a number that is not. */
bool hcl_number_text_fits(const mpfr_t x, char fmt, int64_t prec);
/* The error for a number that does not fit (a printf format and the
   limit), the same wherever a number is written out. */
#define HCL_NUMBER_TOO_LONG_FMT                                                \
  "the number's decimal text would be longer than %u characters"

/* Go's x.Text(fmt, prec) for fmt 'e', 'f' or 'g' (lower case; the caller
   raises the exponent letter for 'E' and 'G'): prec digits after the point
   ('e', 'f') or significant ('g'), or with prec < 0 the shortest digits
   that read back to x. Output as hcl_number_format; 0 when out of
   memory. */
size_t hcl_number_text(const mpfr_t x, char fmt, int64_t prec, char *buf,
                       size_t cap);

hcl_value *hcl_number_add(const hcl_value *x, const hcl_value *y,
                          const hcl_alloc *a, bool *nan);
hcl_value *hcl_number_sub(const hcl_value *x, const hcl_value *y,
                          const hcl_alloc *a, bool *nan);
hcl_value *hcl_number_mul(const hcl_value *x, const hcl_value *y,
                          const hcl_alloc *a, bool *nan);
hcl_value *hcl_number_div(const hcl_value *x, const hcl_value *y,
                          const hcl_alloc *a, bool *nan);
hcl_value *hcl_number_mod(const hcl_value *x, const hcl_value *y,
                          const hcl_alloc *a, bool *nan);
hcl_value *hcl_number_neg(const hcl_value *x, const hcl_alloc *a);
hcl_value *hcl_number_abs(const hcl_value *x, const hcl_alloc *a);
/* Truncation toward zero (cty's Int function keeps the precision). */
hcl_value *hcl_number_trunc(const hcl_value *x, const hcl_alloc *a);

/* -1, 0, 1 as big.Float.Cmp. */
int hcl_number_cmp(const hcl_value *x, const hcl_value *y);
bool hcl_number_is_int(const hcl_value *x);
/* cty's number equality: same sign and the same Text('f', -1) digits
   (-0 equal to 0). */
bool hcl_number_equal(const hcl_value *x, const hcl_value *y);
/*
 * Appends to `b` a key of x's class under hcl_number_equal: two numbers
 * are equal exactly when their keys are (the sign and the shortest
 * decimal). HCL_ERR_NOMEM when out of memory.
 */
hcl_status hcl_number_equal_key(const hcl_value *x, hcl_buf *b);
bool hcl_number_is_inf(const hcl_value *x);

#endif
