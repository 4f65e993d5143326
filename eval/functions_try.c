/*
 * try and can, the language's own functions whose arguments are
 * expressions rather than values (the reference's ext/tryfunc). The
 * evaluator recognises them (hcl_func_lazy_kind) and evaluates their
 * arguments one at a time, holding back the errors of each
 * (lazy_call in eval_call.c). Called with values through
 * hcl_func_call, every argument has already been evaluated without error:
 * try gives the first and can gives true.
 */

#include "eval/func_common.h"
#include "eval/func_internal.h"

static const hcl_type *try_type(hcl_call *call, const hcl_value *const *args,
                                size_t nargs) {
  if (nargs == 0) {
    hcl_call_error(call, -1, "at least one argument is required");
    return NULL;
  }
  return hcl_type_ref(hcl_value_type(args[0]));
}

static hcl_value *try_impl(hcl_call *call, const hcl_value *const *args,
                           size_t nargs, const hcl_type *result) {
  (void)call;
  (void)nargs;
  (void)result;
  return hcl_value_ref(args[0]);
}

static const hcl_param expressions_param = {"expressions", &hcl_fn_dynamic,
                                            true, true, true};

const hcl_func hcl_fn_try = {
    HCL_IMMORTAL,
    NULL,
    {NULL, 0, &expressions_param, try_type, NULL, try_impl, NULL, NULL}};

static hcl_value *can_impl(hcl_call *call, const hcl_value *const *args,
                           size_t nargs, const hcl_type *result) {
  (void)call;
  (void)args;
  (void)nargs;
  (void)result;
  return hcl_value_bool(true);
}

static const hcl_param expression_param = {"expression", &hcl_fn_dynamic, true,
                                           true, true};

const hcl_func hcl_fn_can = {
    HCL_IMMORTAL,
    NULL,
    {&expression_param, 1, NULL, NULL, &hcl_fn_bool, can_impl, NULL, NULL}};

hcl_lazy_kind hcl_func_lazy_kind(const hcl_func *f) {
  if (f == &hcl_fn_try)
    return HCL_LAZY_TRY;
  return f == &hcl_fn_can ? HCL_LAZY_CAN : HCL_LAZY_NONE;
}
