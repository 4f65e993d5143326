/*
 * The explicit conversion functions cty's standard library makes with
 * MakeToFunc: tobool, tonumber, tostring, tolist, toset, tomap. Their
 * messages speak of explicit conversion, unlike the implicit conversion
 * of arguments.
 */

#include <string.h>

#include "core/buf.h"
#include "core/quote.h"
#include "eval/convert.h"
#include "eval/func_common.h"
#include "eval/func_internal.h"
#include "eval/value_internal.h"
#include "eval/value_json.h"

/* What a function converts to, and the name its messages give that. */
typedef struct target {
  const hcl_type *type;
  const char *name; /* cty's FriendlyNameForConstraint */
} target;

static const target to_bool = {&hcl_fn_bool, "bool"};
static const target to_number = {&hcl_fn_number, "number"};
static const target to_string = {&hcl_fn_string, "string"};
static const target to_list = {&hcl_fn_list_any, "list of any single type"};
static const target to_set = {&hcl_fn_set_any, "set of any single type"};
static const target to_map = {&hcl_fn_map_any, "map of any single type"};

static void cannot_convert(hcl_call *call, const hcl_type *got,
                           const target *want) {
  hcl_buf name;
  hcl_buf_init(&name, hcl_call_alloc(call));
  if (hcl_type_name_append(&name, got) && hcl_buf_terminate(&name))
    hcl_call_error(call, 0, "cannot convert %s to %s", name.data, want->name);
  hcl_buf_fini(&name);
}

static const hcl_type *to_type(hcl_call *call, const hcl_value *const *args,
                               const target *want) {
  const hcl_type *got = hcl_value_type(args[0]);
  bool yes = hcl_type_equal(got, want->type);
  hcl_status st = HCL_OK;
  if (!yes)
    st = hcl_convertible(got, want->type, true, hcl_call_alloc(call), &yes);
  if (st == HCL_ERR_INVALID)
    hcl_call_error(call, 0, "nesting too deep");
  if (st != HCL_OK)
    return NULL;
  if (yes)
    return hcl_type_ref(want->type);
  hcl_type_kind gk = hcl_type_kind_of(got), wk = hcl_type_kind_of(want->type);
  if (gk == wk && (gk == HCL_TYPE_TUPLE || gk == HCL_TYPE_OBJECT)) {
    hcl_buf msg;
    hcl_buf_init(&msg, hcl_call_alloc(call));
    st = hcl_mismatch_message(got, want->type, &msg);
    if (st == HCL_ERR_INVALID)
      hcl_call_error(call, 0, "nesting too deep");
    else if (st == HCL_OK)
      hcl_call_error(call, 0, "incompatible %s type for conversion: %.*s",
                     gk == HCL_TYPE_TUPLE ? "tuple" : "object", (int)msg.len,
                     msg.data ? msg.data : "");
    hcl_buf_fini(&msg);
    return NULL;
  }
  cannot_convert(call, got, want);
  return NULL;
}

static hcl_value *to_impl(hcl_call *call, const hcl_value *const *args,
                          const hcl_type *rt, const target *want) {
  const hcl_alloc *a = hcl_call_alloc(call);
  const hcl_value *v = args[0];
  hcl_buf err;
  hcl_buf_init(&err, a);
  hcl_value *out = NULL;
  hcl_convert_result r = hcl_convert(v, rt, a, &out, &err);
  hcl_buf_fini(&err);
  if (r != HCL_CONVERT_FAILED)
    return out;
  const hcl_type *got = hcl_value_type(v);
  hcl_type_kind wk = hcl_type_kind_of(want->type);
  if (hcl_type_kind_of(got) == HCL_TYPE_STRING &&
      (wk == HCL_TYPE_BOOL || wk == HCL_TYPE_NUMBER)) {
    hcl_buf what;
    hcl_buf_init(&what, a);
    bool ok;
    if (hcl_value_is_null(v)) {
      ok = hcl_buf_puts(&what, "string");
    } else {
      hcl_str s = hcl_value_as_string(v);
      ok = hcl_go_quote(&what, s.ptr, s.len);
    }
    if (ok && wk == HCL_TYPE_BOOL)
      hcl_call_error(call, 0,
                     "cannot convert %.*s to bool; only the strings \"true\" "
                     "or \"false\" are allowed",
                     (int)what.len, what.data);
    else if (ok)
      hcl_call_error(call, 0,
                     "cannot convert %.*s to number; given string must be a "
                     "decimal representation of a number",
                     (int)what.len, what.data);
    hcl_buf_fini(&what);
    return NULL;
  }
  cannot_convert(call, got, want);
  return NULL;
}

static const hcl_param v_param[] = {
    {"v", &hcl_fn_dynamic, true, false, false},
};

#define TO_FUNCTION(name, want)                                                \
  static const hcl_type *name##_type(                                          \
      hcl_call *call, const hcl_value *const *args, size_t nargs) {            \
    (void)nargs;                                                               \
    return to_type(call, args, &want);                                         \
  }                                                                            \
  static hcl_value *name##_impl(hcl_call *call, const hcl_value *const *args,  \
                                size_t nargs, const hcl_type *rt) {            \
    (void)nargs;                                                               \
    return to_impl(call, args, rt, &want);                                     \
  }                                                                            \
  const hcl_func hcl_fn_##name = {                                             \
      HCL_IMMORTAL,                                                            \
      NULL,                                                                    \
      {v_param, 1, NULL, name##_type, NULL, name##_impl, NULL, NULL}}

TO_FUNCTION(tobool, to_bool);
TO_FUNCTION(tonumber, to_number);
TO_FUNCTION(tostring, to_string);
TO_FUNCTION(tolist, to_list);
TO_FUNCTION(toset, to_set);
TO_FUNCTION(tomap, to_map);
