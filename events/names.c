/* Names of event kinds, expression kinds and operators. */

#include "hcl/events.h"

const char *hcl_event_kind_name(hcl_event_kind k) {
  switch (k) {
  case HCL_EV_BODY_BEGIN:
    return "BODY_BEGIN";
  case HCL_EV_BODY_END:
    return "BODY_END";
  case HCL_EV_BLOCK_BEGIN:
    return "BLOCK_BEGIN";
  case HCL_EV_BLOCK_END:
    return "BLOCK_END";
  case HCL_EV_ATTR_BEGIN:
    return "ATTR_BEGIN";
  case HCL_EV_ATTR_END:
    return "ATTR_END";
  case HCL_EV_EXPR_BEGIN:
    return "EXPR_BEGIN";
  case HCL_EV_EXPR_END:
    return "EXPR_END";
  case HCL_EV_TRIVIA:
    return "TRIVIA";
  case HCL_EV_TOKEN:
    return "TOKEN";
  }
  return "?";
}

const char *hcl_expr_kind_name(hcl_expr_kind k) {
  switch (k) {
  case HCL_EXPR_LITERAL:
    return "literal";
  case HCL_EXPR_TEMPLATE:
    return "template";
  case HCL_EXPR_INTERPOLATION:
    return "interpolation";
  case HCL_EXPR_TEMPLATE_IF:
    return "template_if";
  case HCL_EXPR_TEMPLATE_FOR:
    return "template_for";
  case HCL_EXPR_TRAVERSAL:
    return "traversal";
  case HCL_EXPR_RELATIVE_TRAVERSAL:
    return "relative_traversal";
  case HCL_EXPR_STEP_ATTR:
    return "step_attr";
  case HCL_EXPR_STEP_INDEX:
    return "step_index";
  case HCL_EXPR_INDEX:
    return "index";
  case HCL_EXPR_SPLAT:
    return "splat";
  case HCL_EXPR_SPLAT_ITEM:
    return "splat_item";
  case HCL_EXPR_CALL:
    return "call";
  case HCL_EXPR_UNARY:
    return "unary";
  case HCL_EXPR_BINARY:
    return "binary";
  case HCL_EXPR_CONDITIONAL:
    return "conditional";
  case HCL_EXPR_TUPLE:
    return "tuple";
  case HCL_EXPR_OBJECT:
    return "object";
  case HCL_EXPR_OBJECT_ITEM:
    return "object_item";
  case HCL_EXPR_FOR_TUPLE:
    return "for_tuple";
  case HCL_EXPR_FOR_OBJECT:
    return "for_object";
  case HCL_EXPR_PARENS:
    return "parens";
  case HCL_EXPR_INVALID:
    return "invalid";
  }
  return "?";
}

const char *hcl_op_symbol(hcl_op op) {
  switch (op) {
  case HCL_OP_NONE:
    return "";
  case HCL_OP_OR:
    return "||";
  case HCL_OP_AND:
    return "&&";
  case HCL_OP_EQ:
    return "==";
  case HCL_OP_NE:
    return "!=";
  case HCL_OP_LT:
    return "<";
  case HCL_OP_LE:
    return "<=";
  case HCL_OP_GT:
    return ">";
  case HCL_OP_GE:
    return ">=";
  case HCL_OP_ADD:
    return "+";
  case HCL_OP_SUB:
    return "-";
  case HCL_OP_MUL:
    return "*";
  case HCL_OP_DIV:
    return "/";
  case HCL_OP_MOD:
    return "%";
  case HCL_OP_NEGATE:
    return "-";
  case HCL_OP_NOT:
    return "!";
  }
  return "?";
}
