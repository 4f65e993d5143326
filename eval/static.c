/*
 * Reading an expression's shape without evaluating it: static lists,
 * maps and calls (the information model's "static analysis"). Like the
 * reference, parentheses count as shape: `([1])` is no static list.
 */
#include "eval/eval_internal.h"

static hcl_status not_static(const hcl_expr *e, const char *detail,
                             hcl_diags *ds) {
  hcl_range r = hcl_expr_start_range(e);
  if (ds && hcl_diags_add_error(ds, "Invalid expression", detail, &r) != HCL_OK)
    return HCL_ERR_NOMEM;
  return HCL_ERR_SYNTAX;
}

hcl_status hcl_expr_static_list(const hcl_expr *e,
                                const hcl_expr *const **items, size_t *n,
                                hcl_diags *ds) {
  e = hcl_expr_unscoped(e);
  if (e->kind != HCL_EXPR_TUPLE) {
    *items = NULL;
    *n = 0;
    return not_static(e, "A static list expression is required.", ds);
  }
  *items = e->children;
  *n = e->nchildren;
  return HCL_OK;
}

hcl_status hcl_expr_static_map(const hcl_expr *e, const hcl_expr *const **items,
                               size_t *n, hcl_diags *ds) {
  e = hcl_expr_unscoped(e);
  if (e->kind != HCL_EXPR_OBJECT) {
    *items = NULL;
    *n = 0;
    return not_static(e, "A static map expression is required.", ds);
  }
  *items = e->children;
  *n = e->nchildren;
  return HCL_OK;
}

hcl_status hcl_expr_static_call(const hcl_expr *e, hcl_str *name,
                                const hcl_expr *const **args, size_t *n,
                                hcl_diags *ds) {
  e = hcl_expr_unscoped(e);
  if (hcl_json_is_string(e)) {
    /* the string's text read as an expression, kept with the tree */
    hcl_tree *t = NULL;
    const hcl_expr *x;
    hcl_status st =
        hcl_json_string_expression(e, hcl_tree_allocator(e->tree), &t, &x);
    if (t && !hcl_tree_adopt(e->tree, t)) {
      hcl_tree_free(t);
      return HCL_ERR_NOMEM;
    }
    if (st != HCL_OK)
      return st;
    if (x && x->kind == HCL_EXPR_CALL)
      e = x;
  }
  if (e->kind != HCL_EXPR_CALL) {
    hcl_str none = {"", 0};
    *name = none;
    *args = NULL;
    *n = 0;
    return not_static(e, "A static function call is required.", ds);
  }
  *name = e->text;
  *args = e->children;
  *n = e->nchildren;
  return HCL_OK;
}
