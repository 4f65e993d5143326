/* Expression nodes: what the body API tells about them. */

#include "tree/tree.h"

/* A scoped expression (tree.h) answers as the one it stands for. */
hcl_expr_kind hcl_expr_kind_of(const hcl_expr *e) {
  return (hcl_expr_kind)hcl_expr_unscoped(e)->kind;
}
hcl_range hcl_expr_range(const hcl_expr *e) { return e->range; }
hcl_range hcl_expr_aux_range(const hcl_expr *e) { return e->aux; }
uint32_t hcl_expr_flags(const hcl_expr *e) { return e->flags; }
hcl_op hcl_expr_op(const hcl_expr *e) { return (hcl_op)e->op; }
hcl_lit hcl_expr_lit(const hcl_expr *e) { return (hcl_lit)e->lit; }
hcl_str hcl_expr_text(const hcl_expr *e) { return e->text; }
hcl_str hcl_expr_key(const hcl_expr *e) { return e->key; }
size_t hcl_expr_child_count(const hcl_expr *e) {
  return hcl_expr_unscoped(e)->nchildren;
}
const hcl_expr *hcl_expr_child_at(const hcl_expr *e, size_t i) {
  e = hcl_expr_unscoped(e);
  return i < e->nchildren ? e->children[i] : NULL;
}

/* ---- Ranges ------------------------------------------------------------ */

/* The first character of a range: the opening bracket of a collection. */
static hcl_range first_char(hcl_range r) {
  r.end = r.start;
  r.end.byte++;
  r.end.column++;
  return r;
}

/*
 * Where the reference's diagnostics about an expression start: the node
 * that begins it, found down the chain of first children (a loop, since a
 * long operator chain is a long chain of first children).
 */
hcl_range hcl_expr_start_range(const hcl_expr *e) {
  e = hcl_expr_unscoped(e);
  for (;;) {
    switch ((hcl_expr_kind)e->kind) {
    case HCL_EXPR_CALL: {
      /* the name and its opening parenthesis */
      hcl_range r = e->aux;
      r.end.byte++;
      r.end.column++;
      return r;
    }
    case HCL_EXPR_CONDITIONAL:
    case HCL_EXPR_BINARY:
    case HCL_EXPR_PARENS:
      if (!e->nchildren)
        return e->range;
      e = e->children[0];
      break;
    case HCL_EXPR_INDEX:
      return first_char(e->aux);
    case HCL_EXPR_TUPLE:
    case HCL_EXPR_OBJECT:
    case HCL_EXPR_FOR_TUPLE:
    case HCL_EXPR_FOR_OBJECT:
      return first_char(e->range);
    case HCL_EXPR_SPLAT:
    case HCL_EXPR_UNARY:
      return e->aux;
    case HCL_EXPR_TEMPLATE:
      /* a lone interpolation stands for the whole template */
      if (e->nchildren == 1 && e->children[0]->kind == HCL_EXPR_INTERPOLATION)
        return e->range;
      if (!e->nchildren)
        return e->range;
      e = e->children[0];
      break;
    case HCL_EXPR_INTERPOLATION:
      e = e->children[0];
      break;
    default:
      return e->range;
    }
  }
}
