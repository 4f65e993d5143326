#ifndef HCL_DECODE_USERFUNC_H
#define HCL_DECODE_USERFUNC_H

/* `function` blocks: spec files' and applications' (hcl/userfunc.h). */

#include "core/vec.h"
#include "hcl/body.h"
#include "hcl/eval.h"

/* A function a spec file defines. */
typedef struct hcl_named_func {
  hcl_str name;
  hcl_func *func; /* one reference */
} hcl_named_func;

/*
 * Reads the `block_type` blocks of `body` (one label: the function's
 * name) and appends each to `into` (a vec
 * of hcl_named_func, in source order: a later one of the same name wins);
 * their results are evaluated in children of `base` (which must outlive
 * them); the functions use `alloc`. The rest of the body goes to *remain.
 * Label problems leave no function defined at all, as in the reference.
 * Returns HCL_OK, HCL_ERR_SYNTAX after diagnostics, or HCL_ERR_NOMEM.
 */
hcl_status hcl_userfuncs_read(const hcl_body *body, const char *block_type,
                              const hcl_eval_ctx *base, const hcl_alloc *alloc,
                              hcl_vec *into, const hcl_body **remain,
                              hcl_diags *ds);

#endif
