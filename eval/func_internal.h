#ifndef HCL_EVAL_FUNC_INTERNAL_H
#define HCL_EVAL_FUNC_INTERNAL_H

/* The layout of functions and calls, shared within eval/. */

#include <stdbool.h>
#include <stdint.h>

#include "eval/value_internal.h"
#include "hcl/eval.h"

struct hcl_func {
  hcl_refcount refs; /* HCL_IMMORTAL for the library's static functions */
  const hcl_alloc *alloc;
  hcl_func_spec spec; /* params point into this allocation */
};

struct hcl_call {
  const hcl_func *f;
  const hcl_alloc *alloc;
  bool failed;
  long err_arg;
  char *err;       /* from `alloc` */
  hcl_value *kept; /* hcl_call_keep */
};

/* The parameter argument `i` maps to (the variadic one past the
   positional ones), or NULL. */
const hcl_param *hcl_func_param(const hcl_func *f, size_t i);
size_t hcl_func_nparams(const hcl_func *f);
const hcl_param *hcl_func_variadic(const hcl_func *f);

/* The library's try and can take their arguments as expressions, which
   the evaluator evaluates one at a time (functions_try.c). */
typedef enum hcl_lazy_kind {
  HCL_LAZY_NONE,
  HCL_LAZY_TRY,
  HCL_LAZY_CAN
} hcl_lazy_kind;
hcl_lazy_kind hcl_func_lazy_kind(const hcl_func *f);

#endif
