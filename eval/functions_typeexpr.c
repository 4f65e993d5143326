/*
 * convert, the reference's ext/typeexpr function: its second argument is
 * a type constraint read from the expression as written (never
 * evaluated), and the first is converted to it as cty converts. The
 * evaluator reads an argument of the "type constraint" capsule type that
 * way (hcl_eval_call); called with values through hcl_func_call, the
 * argument is a value of that type (hcl_type_constraint_value).
 */

#include "core/buf.h"
#include "eval/convert.h"
#include "eval/func_common.h"
#include "eval/func_internal.h"
#include "eval/type_constraint.h"
#include "eval/value_internal.h"

static bool same_type(const void *a, const void *b) {
  return hcl_type_equal(a, b);
}

static void release_type(void *payload) { hcl_type_unref(payload); }

/* Identical only to itself, as every capsule type; never freed. */
const hcl_type hcl_type_constraint_capsule = {
    .refs = HCL_IMMORTAL,
    .kind = HCL_TYPE_CAPSULE,
    .capsule_name = "type constraint",
    .capsule_ops = {same_type, release_type}};

hcl_value *hcl_type_constraint_value(const hcl_type *t, const hcl_alloc *a) {
  hcl_value *v = hcl_value_capsule(&hcl_type_constraint_capsule,
                                   (void *)hcl_type_ref(t), a);
  if (!v)
    hcl_type_unref(t);
  return v;
}

/* args[0] converted to `want`, or an error for argument 0 as the
   reference words it. */
static hcl_value *convert_to(hcl_call *call, const hcl_value *v,
                             const hcl_type *want) {
  hcl_buf err;
  hcl_buf_init(&err, hcl_call_alloc(call));
  hcl_value *out = NULL;
  hcl_convert_result r = hcl_convert(v, want, hcl_call_alloc(call), &out, &err);
  if (r == HCL_CONVERT_FAILED && hcl_buf_terminate(&err))
    hcl_call_error(call, 0, "%s", err.data);
  hcl_buf_fini(&err);
  return out;
}

static const hcl_type *
convert_type(hcl_call *call, const hcl_value *const *args, size_t nargs) {
  (void)nargs;
  hcl_value *v = convert_to(call, args[0], hcl_value_capsule_payload(args[1]));
  if (!v)
    return NULL;
  const hcl_type *t = hcl_type_ref(hcl_value_type(v));
  hcl_value_unref(v);
  return t;
}

/* As in the reference, the value is converted again, to the type the
   first conversion gave: that type has no optional attributes, so a value
   that lacks one fails here ("attribute "b" is required"). */
static hcl_value *convert_impl(hcl_call *call, const hcl_value *const *args,
                               size_t nargs, const hcl_type *result) {
  (void)nargs;
  return convert_to(call, args[0], result);
}

static const hcl_param convert_params[] = {
    {"value", &hcl_fn_dynamic, true, false, true},
    {"type", &hcl_type_constraint_capsule, false, false, false},
};

const hcl_func hcl_fn_convert = {
    HCL_IMMORTAL,
    NULL,
    {convert_params, 2, NULL, convert_type, NULL, convert_impl, NULL, NULL}};
