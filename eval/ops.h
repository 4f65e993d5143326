#ifndef HCL_EVAL_OPS_H
#define HCL_EVAL_OPS_H

/*
 * The operators as functions with cty's parameter rules (its stdlib
 * operator functions): what each operand must be converted to, what the
 * result type is, and applying one.
 */

#include "hcl/eval.h"

/* The parameter type each operand of `op` is converted to. */
const hcl_type *hcl_op_param_type(hcl_op op);
/* The operator's result type (number or bool). */
const hcl_type *hcl_op_result_type(hcl_op op);

/*
 * Applies `op` to `a` (and `b` for binary operators) through the function
 * call rules. NULL on failure: *err then holds a message from `alloc`, to
 * free with hcl_free(alloc, *err) (or NULL when out of memory).
 */
hcl_value *hcl_op_apply(hcl_op op, const hcl_value *a, const hcl_value *b,
                        const hcl_alloc *alloc, char **err);

#endif
