#ifndef HCL_NATIVE_NUMBER_LIT_H
#define HCL_NATIVE_NUMBER_LIT_H

/* Validity of numeric literal tokens. */

#include <stdbool.h>
#include <stddef.h>

/* True when the token text reads as a number the evaluator accepts. */
bool hcl_number_literal_valid(const char *s, size_t len);

#endif
