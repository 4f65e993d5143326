/* The context a scoped expression is evaluated in (eval/scope.h). */

#include "eval/scope.h"
#include "core/alloc.h"
#include "eval/context.h"

hcl_eval_ctx *hcl_scope_ctx(const hcl_expr_scope *s, const hcl_eval_ctx *ctx) {
  hcl_eval_ctx *c = ctx ? hcl_eval_ctx_new_child(ctx) : hcl_eval_ctx_new(NULL);
  if (!c)
    return NULL;
  /* outermost first, so that an inner iterator redefines an outer one */
  size_t n = 0;
  for (const hcl_expr_scope *i = s; i; i = i->outer)
    n++;
  const hcl_expr_scope **order =
      hcl_mem_alloc(hcl_eval_ctx_alloc(c), n * sizeof *order);
  if (!order && n) {
    hcl_eval_ctx_free(c);
    return NULL;
  }
  size_t k = n;
  for (const hcl_expr_scope *i = s; i; i = i->outer)
    order[--k] = i;
  hcl_status st = HCL_OK;
  hcl_eval_ctx_allow_vars(c);
  for (size_t i = 0; i < n && st == HCL_OK; i++)
    st = hcl_eval_ctx_set_var(c, order[i]->name.ptr, order[i]->name.len,
                              order[i]->var);
  hcl_mem_free(hcl_eval_ctx_alloc(c), order);
  if (st != HCL_OK) {
    hcl_eval_ctx_free(c);
    return NULL;
  }
  return c;
}
