#ifndef HCL_EVAL_CONTEXT_H
#define HCL_EVAL_CONTEXT_H

/* Evaluation contexts: the layout, shared within eval/. */

#include "core/map.h"
#include "hcl/eval.h"

struct hcl_eval_ctx {
  const hcl_alloc *alloc;
  const hcl_eval_ctx *parent;
  bool has_vars;  /* a variable table, even an empty one */
  bool has_funcs; /* a function table, even an empty one */
  hcl_map vars;   /* name -> hcl_value * (one reference each) */
  hcl_map funcs;  /* name -> hcl_func * */
};

/* A child of `parent` in storage of the caller's, such as the stack, for a
   scope that lasts one call; hcl_eval_ctx_fini releases what it holds. */
void hcl_eval_ctx_init_child(hcl_eval_ctx *c, const hcl_eval_ctx *parent);
void hcl_eval_ctx_fini(hcl_eval_ctx *c);

/*
 * Evaluates `e` in `ctx` (NULL: none) with `n` more variables, innermost:
 * `names` bound to `vals`, as a child context holding them would, but
 * with no table to build (a user function's parameters, once a call).
 * Lookups walk the names one by one: for a few of them.
 * `names` are distinct and in hcl_str_compare order, the order in which
 * a table's names are offered as "Did you mean" suggestions. Memory from
 * `alloc`, diagnostics to `ds`; NULL when out of memory.
 */
hcl_value *hcl_expr_eval_bound(const hcl_expr *e, const hcl_eval_ctx *ctx,
                               const hcl_alloc *alloc, const hcl_str *names,
                               const hcl_value *const *vals, size_t n,
                               hcl_diags *ds);

#endif
