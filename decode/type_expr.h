#ifndef HCL_DECODE_TYPE_EXPR_H
#define HCL_DECODE_TYPE_EXPR_H

/* Type expressions of the spec format: `string`, `list(number)`, ... */

#include <stdbool.h>

#include "hcl/body.h"
#include "hcl/eval.h"

typedef struct hcl_type_ctx hcl_type_ctx;

/* The context type expressions are evaluated in; NULL when out of
   memory. */
hcl_type_ctx *hcl_type_ctx_new(void);
void hcl_type_ctx_free(hcl_type_ctx *tc);

/*
 * The type `e` describes (a new reference); NULL `e` (an absent argument)
 * means any type. Problems are diagnostics and give the dynamic
 * pseudo-type, as in the reference. NULL (and *nomem) when out of memory.
 */
const hcl_type *hcl_type_expr_eval(const hcl_type_ctx *tc, const hcl_expr *e,
                                   hcl_diags *ds, bool *nomem);

#endif
