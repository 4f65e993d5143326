#ifndef HCL_DECODE_SPEC_ARGS_H
#define HCL_DECODE_SPEC_ARGS_H

/*
 * The arguments of a spec block, read as the reference reads a body into
 * a struct of optional fields: a schema of the named attributes, each
 * present one evaluated and converted, with its messages ("Unsuitable
 * value type").
 */

#include <stdbool.h>

#include "hcl/body.h"
#include "hcl/eval.h"

typedef enum arg_kind {
  ARG_STRING,  /* optional string */
  ARG_BOOL,    /* optional bool */
  ARG_INT,     /* optional whole number */
  ARG_STRINGS, /* required list of strings */
  ARG_EXPR,    /* optional expression, not evaluated */
  ARG_VALUE    /* required value of any type */
} arg_kind;

typedef struct arg_def {
  const char *name;
  arg_kind kind;
} arg_def;

typedef struct arg_val {
  bool set;          /* present (and, for values, not null) */
  const char *str;   /* ARG_STRING, in the tree */
  bool b;            /* ARG_BOOL */
  long n;            /* ARG_INT */
  const char **strs; /* ARG_STRINGS, in the tree */
  size_t nstrs;
  const hcl_expr *expr; /* ARG_EXPR (NULL when absent) */
  hcl_value *value;     /* ARG_VALUE: a reference the caller takes */
} arg_val;

/*
 * Reads `defs` (sorted by name, as the reference reads them) from `body`
 * into `out` (n of each). With `remain`, the rest
 * of the body is returned there (the struct's ",remain" field); without
 * it, anything else is an error. `ctx` is the evaluation context (NULL:
 * none). Returns HCL_OK, HCL_ERR_SYNTAX when there were errors (reported
 * in `ds`; what could be read is in `out`), or HCL_ERR_NOMEM.
 */
hcl_status hcl_spec_args(const hcl_body *body, const arg_def *defs, size_t n,
                         const hcl_eval_ctx *ctx, arg_val *out,
                         const hcl_body **remain, hcl_diags *ds);

/* Appends an error (subject and context may be NULL; to a NULL `ds`:
   nothing). Fails only with HCL_ERR_NOMEM. */
hcl_status hcl_spec_error_diag(hcl_diags *ds, const char *summary,
                               const char *detail, const hcl_range *subject,
                               const hcl_range *context);

#endif
