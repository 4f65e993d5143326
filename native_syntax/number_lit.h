#ifndef HCL_NATIVE_NUMBER_LIT_H
#define HCL_NATIVE_NUMBER_LIT_H

/* Validity of numeric literal tokens. */

#include <stdbool.h>
#include <stddef.h>

#include "hcl/alloc.h"

/* Sets *valid when the token text reads as a number the evaluator
   accepts. Fails only with HCL_ERR_NOMEM (from `alloc`), which is no
   verdict on the literal. */
hcl_status hcl_number_literal_check(const char *s, size_t len,
                                    const hcl_alloc *alloc, bool *valid);

#endif
