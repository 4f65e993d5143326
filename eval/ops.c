/*
 * The operators as functions with cty's parameter rules: `==` and `!=`
 * take anything (nulls and unknowns included), the others take numbers or
 * bools, accepting the dynamic type; an unknown operand makes an unknown
 * result; a null one is an error.
 */

#include "eval/ops.h"

#include <string.h>

#include "eval/func_internal.h"
#include "eval/number.h"
#include "eval/value_internal.h"
#include "eval/value_order.h"

const hcl_type *hcl_op_param_type(hcl_op op) {
  switch (op) {
  case HCL_OP_EQ:
  case HCL_OP_NE:
    return hcl_type_dynamic();
  case HCL_OP_OR:
  case HCL_OP_AND:
  case HCL_OP_NOT:
    return hcl_type_bool();
  default:
    return hcl_type_number();
  }
}

const hcl_type *hcl_op_result_type(hcl_op op) {
  switch (op) {
  case HCL_OP_ADD:
  case HCL_OP_SUB:
  case HCL_OP_MUL:
  case HCL_OP_DIV:
  case HCL_OP_MOD:
  case HCL_OP_NEGATE:
    return hcl_type_number();
  default:
    return hcl_type_bool();
  }
}

/* cty's short-circuit for operations on known operands only: a dynamic
   operand gives the dynamic value, an unknown one an unknown result. */
static hcl_value *short_circuit(const hcl_value *const *args, size_t n,
                                const hcl_type *ret, const hcl_alloc *a,
                                bool *done) {
  *done = true;
  for (size_t i = 0; i < n; i++)
    if (hcl_type_kind_of(hcl_value_type(args[i])) == HCL_TYPE_DYNAMIC)
      return hcl_value_unknown(ret, a); /* forced to the result type */
  for (size_t i = 0; i < n; i++)
    if (hcl_value_is_unknown(args[i]))
      return hcl_value_unknown(ret, a);
  *done = false;
  return NULL;
}

static hcl_value *arith(hcl_op op, const hcl_value *x, const hcl_value *y,
                        hcl_call *c) {
  bool nan = false;
  hcl_value *r = NULL;
  const char *why = "";
  switch (op) {
  case HCL_OP_ADD:
    r = hcl_number_add(x, y, c->alloc, &nan);
    why = "can't compute sum of opposing infinities";
    break;
  case HCL_OP_SUB:
    r = hcl_number_sub(x, y, c->alloc, &nan);
    why = "can't subtract infinity from itself";
    break;
  case HCL_OP_MUL:
    r = hcl_number_mul(x, y, c->alloc, &nan);
    why = "can't multiply zero by infinity";
    break;
  case HCL_OP_DIV:
    r = hcl_number_div(x, y, c->alloc, &nan);
    why = "can't divide zero by zero or infinity by infinity";
    break;
  case HCL_OP_MOD:
    r = hcl_number_mod(x, y, c->alloc, &nan);
    why = "can't use modulo with zero and infinity";
    break;
  default:
    break;
  }
  if (!r && nan)
    hcl_call_error(c, -1, "%s", why);
  return r;
}

static hcl_value *op_impl(hcl_call *c, const hcl_value *const *args,
                          size_t nargs, const hcl_type *rtype) {
  hcl_op op = (hcl_op)(intptr_t)hcl_call_ctx(c);
  if (op == HCL_OP_EQ || op == HCL_OP_NE) {
    hcl_value *eq = hcl_value_equals(args[0], args[1], c->alloc);
    if (!eq || op == HCL_OP_EQ || hcl_value_is_unknown(eq))
      return eq;
    bool b = hcl_value_as_bool(eq);
    hcl_value_unref(eq);
    return hcl_value_bool(!b);
  }
  bool done;
  hcl_value *sc = short_circuit(args, nargs, rtype, c->alloc, &done);
  if (done)
    return sc;
  switch (op) {
  case HCL_OP_NOT:
    return hcl_value_bool(!hcl_value_as_bool(args[0]));
  case HCL_OP_AND:
    return hcl_value_bool(hcl_value_as_bool(args[0]) &&
                          hcl_value_as_bool(args[1]));
  case HCL_OP_OR:
    return hcl_value_bool(hcl_value_as_bool(args[0]) ||
                          hcl_value_as_bool(args[1]));
  case HCL_OP_NEGATE:
    return hcl_number_neg(args[0], c->alloc);
  case HCL_OP_LT:
    return hcl_value_bool(hcl_number_cmp(args[0], args[1]) < 0);
  case HCL_OP_GT:
    return hcl_value_bool(hcl_number_cmp(args[0], args[1]) > 0);
  case HCL_OP_LE:
    /* cty: LessThan or Equals, and Equals compares the decimal texts */
    return hcl_value_bool(hcl_number_cmp(args[0], args[1]) < 0 ||
                          hcl_number_equal(args[0], args[1]));
  case HCL_OP_GE:
    return hcl_value_bool(hcl_number_cmp(args[0], args[1]) > 0 ||
                          hcl_number_equal(args[0], args[1]));
  default:
    return arith(op, args[0], args[1], c);
  }
}

hcl_value *hcl_op_apply(hcl_op op, const hcl_value *a, const hcl_value *b,
                        const hcl_alloc *alloc, char **err) {
  bool any = op == HCL_OP_EQ || op == HCL_OP_NE;
  hcl_param params[2];
  for (int i = 0; i < 2; i++) {
    params[i].name = i ? "b" : "a";
    params[i].type = hcl_op_param_type(op);
    params[i].allow_null = any;
    params[i].allow_unknown = any;
    params[i].allow_dynamic = true;
  }
  bool unary = op == HCL_OP_NOT || op == HCL_OP_NEGATE;
  if (unary)
    params[0].name = op == HCL_OP_NOT ? "val" : "num";
  /* built on the stack: operators need no allocation of their own */
  hcl_func f;
  memset(&f, 0, sizeof f);
  atomic_init(&f.refs, HCL_IMMORTAL);
  f.spec.params = params;
  f.spec.nparams = unary ? 1 : 2;
  f.spec.result = hcl_op_result_type(op);
  f.spec.impl = op_impl;
  f.spec.ctx = (void *)(intptr_t)op;
  const hcl_value *args[2] = {a, b};
  return hcl_func_call(&f, args, unary ? 1 : 2, alloc, err, NULL);
}
