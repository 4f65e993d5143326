#ifndef HCL_EVAL_SCOPE_H
#define HCL_EVAL_SCOPE_H

/*
 * The variables a scoped expression (tree/tree.h) sees beyond its caller's
 * context: the iterators of the `dynamic` blocks that generated the block
 * it is in (decode/dynblock.c), innermost first. Whoever builds a scope
 * keeps its values alive as long as the expressions that refer to it.
 */

#include "hcl/eval.h"
#include "hcl/value.h"
#include "tree/tree.h"

typedef struct hcl_expr_scope {
  hcl_str name;         /* the iterator's name */
  const hcl_value *var; /* its object: {key, value} */
  const struct hcl_expr_scope *outer;
} hcl_expr_scope;

/* A child of `ctx` (a new root for NULL) holding the scope's variables,
   an inner iterator hiding an outer one of the same name; NULL when out
   of memory. */
hcl_eval_ctx *hcl_scope_ctx(const hcl_expr_scope *s, const hcl_eval_ctx *ctx);

#endif
