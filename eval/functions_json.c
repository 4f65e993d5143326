/*
 * jsonencode and jsondecode: cty's JSON encoding of values as functions
 * (see value_json.c).
 */

#include "core/buf.h"
#include "eval/func_common.h"
#include "eval/func_internal.h"
#include "eval/value_internal.h"
#include "eval/value_json.h"

/* ---- jsonencode ---------------------------------------------------------- */

static hcl_value *jsonencode_impl(hcl_call *call, const hcl_value *const *args,
                                  size_t nargs, const hcl_type *rt) {
  (void)nargs;
  const hcl_value *v = args[0];
  const hcl_alloc *a = hcl_call_alloc(call);
  if (!hcl_value_is_wholly_known(v))
    return hcl_value_unknown(rt, a);
  if (hcl_value_is_null(v))
    return hcl_value_string("null", 4, a);
  hcl_buf out, err;
  hcl_buf_init(&out, a);
  hcl_buf_init(&err, a);
  hcl_value *r = NULL;
  hcl_status st = hcl_json_marshal(v, hcl_value_type(v), &out, &err);
  if (st == HCL_OK)
    r = hcl_value_string(out.data ? out.data : "", out.len, a);
  else if (st == HCL_ERR_INVALID)
    hcl_call_error(call, -1, "%.*s", (int)err.len, err.data ? err.data : "");
  hcl_buf_fini(&out);
  hcl_buf_fini(&err);
  return r;
}

static const hcl_param val_param[] = {
    {"val", &hcl_fn_dynamic, true, false, true},
};

const hcl_func hcl_fn_jsonencode = {
    HCL_IMMORTAL,
    NULL,
    {val_param, 1, NULL, NULL, &hcl_fn_string, jsonencode_impl, NULL, NULL}};

/* ---- jsondecode ---------------------------------------------------------- */

static const hcl_type *
jsondecode_type(hcl_call *call, const hcl_value *const *args, size_t nargs) {
  (void)nargs;
  if (hcl_value_is_unknown(args[0]))
    return hcl_type_dynamic();
  const hcl_alloc *a = hcl_call_alloc(call);
  hcl_str s = hcl_value_as_string(args[0]);
  hcl_buf err;
  hcl_buf_init(&err, a);
  const hcl_type *t = NULL;
  if (hcl_json_decode_type(s.ptr, s.len, a, &t, &err) == HCL_ERR_SYNTAX)
    hcl_call_error(call, -1, "%.*s", (int)err.len, err.data ? err.data : "");
  hcl_buf_fini(&err);
  return t;
}

static hcl_value *jsondecode_impl(hcl_call *call, const hcl_value *const *args,
                                  size_t nargs, const hcl_type *rt) {
  (void)nargs;
  const hcl_alloc *a = hcl_call_alloc(call);
  hcl_str s = hcl_value_as_string(args[0]);
  hcl_buf err;
  hcl_buf_init(&err, a);
  hcl_value *v = NULL;
  if (hcl_json_decode(s.ptr, s.len, rt, a, &v, &err) == HCL_ERR_SYNTAX)
    hcl_call_error(call, -1, "%.*s", (int)err.len, err.data ? err.data : "");
  hcl_buf_fini(&err);
  return v;
}

static const hcl_param str_param[] = {
    {"str", &hcl_fn_string, false, false, false},
};

const hcl_func hcl_fn_jsondecode = {
    HCL_IMMORTAL,
    NULL,
    {str_param, 1, NULL, jsondecode_type, NULL, jsondecode_impl, NULL, NULL}};
