/* Types and helpers shared by the standard library's function files. */

#include "eval/func_common.h"

#include "core/alloc.h"
#include "eval/convert.h"

const hcl_type hcl_fn_dynamic = {.refs = HCL_IMMORTAL,
                                 .kind = HCL_TYPE_DYNAMIC};
const hcl_type hcl_fn_number = {.refs = HCL_IMMORTAL, .kind = HCL_TYPE_NUMBER};
const hcl_type hcl_fn_string = {.refs = HCL_IMMORTAL, .kind = HCL_TYPE_STRING};
const hcl_type hcl_fn_bool = {.refs = HCL_IMMORTAL, .kind = HCL_TYPE_BOOL};
const hcl_type hcl_fn_list_any = {.refs = HCL_IMMORTAL,
                                  .kind = HCL_TYPE_LIST,
                                  .dynamic_inside = true,
                                  .elem = &hcl_fn_dynamic};
const hcl_type hcl_fn_list_string = {
    .refs = HCL_IMMORTAL, .kind = HCL_TYPE_LIST, .elem = &hcl_fn_string};
const hcl_type hcl_fn_list_number = {
    .refs = HCL_IMMORTAL, .kind = HCL_TYPE_LIST, .elem = &hcl_fn_number};
const hcl_type hcl_fn_set_any = {.refs = HCL_IMMORTAL,
                                 .kind = HCL_TYPE_SET,
                                 .dynamic_inside = true,
                                 .elem = &hcl_fn_dynamic};
const hcl_type hcl_fn_map_any = {.refs = HCL_IMMORTAL,
                                 .kind = HCL_TYPE_MAP,
                                 .dynamic_inside = true,
                                 .elem = &hcl_fn_dynamic};

void hcl_fn_fail_type(hcl_call *call, long arg, const char *fmt,
                      const hcl_type *t) {
  hcl_buf name;
  hcl_buf_init(&name, hcl_call_alloc(call));
  if (hcl_type_name_append(&name, t) && hcl_buf_terminate(&name))
    hcl_call_error(call, arg, fmt, name.data);
  hcl_buf_fini(&name);
}

void hcl_fn_fail_with(hcl_call *call, long arg, const hcl_buf *err) {
  hcl_call_error(call, arg, "%.*s", (int)err->len, err->data ? err->data : "");
}

hcl_value *hcl_fn_convert_or_fail(hcl_call *call, const hcl_value *v,
                                  const hcl_type *t, long arg) {
  hcl_buf err;
  hcl_buf_init(&err, hcl_call_alloc(call));
  hcl_value *out = NULL;
  if (hcl_convert(v, t, hcl_call_alloc(call), &out, &err) == HCL_CONVERT_FAILED)
    hcl_fn_fail_with(call, arg, &err);
  hcl_buf_fini(&err);
  return out;
}

hcl_value *hcl_fn_list_of(hcl_call *call, const hcl_value *const *items,
                          size_t n, const hcl_type *empty_elem) {
  const hcl_type *elem = n ? hcl_value_type(items[0]) : empty_elem;
  for (size_t i = 1; i < n; i++)
    if (!hcl_type_equal(hcl_value_type(items[i]), elem)) {
      hcl_call_error(call, -1,
                     "panic in function implementation: inconsistent list "
                     "element types");
      return NULL;
    }
  return hcl_value_list(elem, items, n, hcl_call_alloc(call));
}

const hcl_value **hcl_fn_elements(hcl_call *call, const hcl_value *v,
                                  size_t *n) {
  *n = hcl_value_count(v);
  const hcl_value **items =
      hcl_mem_alloc(hcl_call_alloc(call), (*n ? *n : 1) * sizeof *items);
  if (items)
    for (size_t i = 0; i < *n; i++)
      items[i] = hcl_value_at(v, i);
  return items;
}

bool hcl_fn_go_int(hcl_call *call, const hcl_value *v, long arg,
                   const char *prefix, int64_t *out) {
  if (hcl_value_as_int64(v, out))
    return true;
  hcl_call_error(call, arg, "%s" HCL_FN_GO_INT_RANGE, prefix);
  return false;
}
