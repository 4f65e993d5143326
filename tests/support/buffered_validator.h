#ifndef HCL_TEST_BUFFERED_VALIDATOR_H
#define HCL_TEST_BUFFERED_VALIDATOR_H

/*
 * The validator as it first was: the file's tree is built and decoded as
 * hcldec decodes it (hcl_spec_decode, or hcl_body_content for a plain
 * schema), so its verdict and diagnostics are hcldec's by construction.
 * The streaming validator (hcl/validate.h) is checked against it. Public
 * API only; the same contract as hcl_validator_*.
 */

#include <stdbool.h>

#include "hcl/hcl.h"

typedef struct buffered_validator buffered_validator;

/* NULL when out of memory. `spec`, `ctx`, `schema` are borrowed. */
buffered_validator *bv_new_spec(const hcl_spec *spec, const hcl_eval_ctx *ctx,
                                const hcl_alloc *alloc);
buffered_validator *bv_new_schema(const hcl_schema *schema,
                                  const hcl_alloc *alloc);
void bv_free(buffered_validator *v);

/* Starts a file (forgetting the previous one); a sink with a NULL ctx
   when out of memory. */
hcl_sink bv_sink(buffered_validator *v);
bool bv_valid(const buffered_validator *v);
const hcl_diags *bv_diags(const buffered_validator *v);
/* A valid file's decoded value (of a spec validator), else NULL. */
const hcl_value *bv_value(const buffered_validator *v);

#endif
