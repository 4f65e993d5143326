#ifndef HCL_DECODE_TYPE_EXPR_H
#define HCL_DECODE_TYPE_EXPR_H

/* Type expressions of the spec format: `string`, `list(number)`, ... */

#include <stdbool.h>

#include "hcl/body.h"
#include "hcl/eval.h"

typedef struct hcl_type_ctx hcl_type_ctx;

/* The context type expressions are evaluated in, in *out; its functions
   and values use `alloc`. Free it with hcl_type_ctx_free. Fails only with
   HCL_ERR_NOMEM. */
hcl_status hcl_type_ctx_new(const hcl_alloc *alloc, hcl_type_ctx **out);
void hcl_type_ctx_free(hcl_type_ctx *tc);

/*
 * The type `e` describes, in *out (a new reference); NULL `e` (an absent
 * argument) means any type. Problems are diagnostics and give the dynamic
 * pseudo-type, as in the reference, with HCL_OK. Fails only with
 * HCL_ERR_NOMEM (*out then NULL).
 */
hcl_status hcl_type_expr_eval(const hcl_type_ctx *tc, const hcl_expr *e,
                              hcl_diags *ds, const hcl_type **out);

#endif
