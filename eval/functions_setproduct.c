/*
 * setproduct from cty's standard library: the cartesian product of two or
 * more sets, lists or tuples, as tuples in odometer order (the last
 * argument varying fastest); a list when every argument is a list or a
 * tuple, else a set. Each argument's elements are converted once, so the
 * cost is linear in the size of the product. Also sethaselement, the
 * one other set function cty exports.
 */

#include <string.h>

#include "core/alloc.h"
#include "eval/convert.h"
#include "eval/func_common.h"
#include "eval/func_internal.h"
#include "eval/value_internal.h"
#include "eval/value_order.h"

static const hcl_type *
setproduct_type(hcl_call *call, const hcl_value *const *args, size_t nargs) {
  const hcl_alloc *alloc = hcl_call_alloc(call);
  if (nargs < 2) {
    hcl_call_error(call, -1, "at least two arguments are required");
    return NULL;
  }
  const hcl_type **etys = hcl_mem_alloc(alloc, nargs * sizeof *etys);
  const hcl_type **owned = hcl_mem_alloc(alloc, nargs * sizeof *owned);
  const hcl_type *t = NULL;
  size_t lists = 0, nowned = 0;
  bool ok = etys && owned;
  for (size_t i = 0; ok && i < nargs; i++) {
    const hcl_type *at = hcl_value_type(args[i]);
    switch (hcl_type_kind_of(at)) {
    case HCL_TYPE_SET:
      etys[i] = hcl_type_elem(at);
      break;
    case HCL_TYPE_LIST:
      etys[i] = hcl_type_elem(at);
      lists++;
      break;
    case HCL_TYPE_TUPLE: {
      lists++;
      size_t n = hcl_type_count(at);
      if (n == 0) {
        etys[i] = hcl_type_dynamic();
        break;
      }
      const hcl_type **items = hcl_mem_alloc(alloc, n * sizeof *items);
      const hcl_type *unified = NULL;
      ok = items != NULL;
      for (size_t j = 0; ok && j < n; j++)
        items[j] = hcl_type_at(at, j);
      ok = ok && hcl_unify(items, n, true, alloc, &unified) == HCL_OK;
      hcl_mem_free(alloc, items);
      if (ok && !unified) {
        hcl_call_error(call, (long)i, "all elements must be of the same type");
        ok = false;
      }
      if (ok)
        etys[i] = owned[nowned++] = unified;
      break;
    }
    default:
      hcl_call_error(call, (long)i, "a set or a list is required");
      ok = false;
    }
  }
  if (ok) {
    const hcl_type *tuple = hcl_type_tuple(etys, nargs, alloc);
    if (tuple)
      t = lists == nargs ? hcl_type_list(tuple, alloc)
                         : hcl_type_set(tuple, alloc);
    hcl_type_unref(tuple);
  }
  for (size_t i = 0; i < nowned; i++)
    hcl_type_unref(owned[i]);
  hcl_mem_free(alloc, etys);
  hcl_mem_free(alloc, owned);
  return t;
}

/* Whether cty knows the argument's length: a set with unknown elements
   may shrink once they are known, unless it holds just one. */
static bool length_known(const hcl_value *v) {
  return !hcl_fn_is_kind(hcl_value_type(v), HCL_TYPE_SET) ||
         hcl_value_count(v) == 1 || hcl_value_is_wholly_known(v);
}

static hcl_value *setproduct_impl(hcl_call *call, const hcl_value *const *args,
                                  size_t nargs, const hcl_type *rt) {
  const hcl_alloc *alloc = hcl_call_alloc(call);
  const hcl_type *ety = hcl_type_elem(rt);
  bool is_list = hcl_fn_is_kind(rt, HCL_TYPE_LIST);
  size_t total = 1;
  bool overflow = false;
  for (size_t i = 0; i < nargs; i++) {
    if (!length_known(args[i]))
      return hcl_value_unknown(rt, alloc);
    size_t n = hcl_value_count(args[i]);
    if (n && total > SIZE_MAX / n)
      overflow = true;
    total *= n;
  }
  if (total == 0)
    return is_list ? hcl_value_list(ety, NULL, 0, alloc)
                   : hcl_value_set(ety, NULL, 0, alloc);
  if (overflow)
    return NULL;

  /* every argument's elements, converted to their place in the tuple */
  hcl_value ***conv = hcl_mem_alloc(alloc, nargs * sizeof *conv);
  size_t *idx = hcl_mem_alloc(alloc, nargs * sizeof *idx);
  const hcl_value **tuple = hcl_mem_alloc(alloc, nargs * sizeof *tuple);
  hcl_value **out = hcl_mem_alloc(alloc, total * sizeof *out);
  hcl_value *result = NULL;
  size_t done_args = 0, made = 0;
  bool ok = conv && idx && tuple && out;
  for (; ok && done_args < nargs; done_args++) {
    size_t n = hcl_value_count(args[done_args]);
    conv[done_args] = hcl_mem_alloc(alloc, n * sizeof **conv);
    if (!conv[done_args]) {
      ok = false;
      break;
    }
    const hcl_type *want = hcl_type_at(ety, done_args);
    size_t j = 0;
    for (; ok && j < n; j++) {
      conv[done_args][j] = hcl_fn_convert_or_fail(
          call, hcl_value_at(args[done_args], j), want, (long)done_args);
      ok = conv[done_args][j] != NULL;
    }
    if (!ok) {
      for (size_t k = 0; k + 1 < j; k++)
        hcl_value_unref(conv[done_args][k]);
      hcl_mem_free(alloc, conv[done_args]);
      break;
    }
  }
  if (ok) {
    memset(idx, 0, nargs * sizeof *idx);
    for (; ok && made < total; made++) {
      for (size_t j = 0; j < nargs; j++)
        tuple[j] = conv[j][idx[j]];
      out[made] = hcl_value_tuple(tuple, nargs, alloc);
      ok = out[made] != NULL;
      for (size_t j = nargs; j-- > 0;) {
        if (++idx[j] < hcl_value_count(args[j]))
          break;
        idx[j] = 0;
      }
    }
    made -= !ok;
  }
  if (ok)
    result =
        is_list
            ? hcl_fn_list_of(call, (const hcl_value *const *)out, total, ety)
            : hcl_value_set(ety, (const hcl_value *const *)out, total, alloc);
  for (size_t i = 0; i < made; i++)
    hcl_value_unref(out[i]);
  for (size_t i = 0; conv && i < done_args; i++) {
    size_t n = hcl_value_count(args[i]);
    for (size_t j = 0; j < n; j++)
      hcl_value_unref(conv[i][j]);
    hcl_mem_free(alloc, conv[i]);
  }
  hcl_mem_free(alloc, conv);
  hcl_mem_free(alloc, idx);
  hcl_mem_free(alloc, tuple);
  hcl_mem_free(alloc, out);
  return result;
}

static const hcl_param sets_param = {"sets", &hcl_fn_dynamic, false, false,
                                     false};

const hcl_func hcl_fn_setproduct = {
    HCL_IMMORTAL,
    NULL,
    {NULL, 0, &sets_param, setproduct_type, NULL, setproduct_impl, NULL, NULL}};

/* cty's Value.HasElement: unknown when either side is, false for an
   element of another type, else whether an element equals it. */
static hcl_value *sethaselement_impl(hcl_call *call,
                                     const hcl_value *const *args, size_t nargs,
                                     const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  const hcl_value *set = args[0], *elem = args[1];
  if (hcl_value_is_unknown(set) || hcl_value_is_unknown(elem))
    return hcl_value_unknown(hcl_type_bool(), hcl_call_alloc(call));
  if (!hcl_type_equal(hcl_type_elem(hcl_value_type(set)), hcl_value_type(elem)))
    return hcl_value_bool(false);
  size_t n = hcl_value_count(set);
  for (size_t i = 0; i < n; i++) {
    bool eq = false;
    if (hcl_value_raw_equal_checked(hcl_value_at(set, i), elem, &eq) != HCL_OK)
      return NULL;
    if (eq)
      return hcl_value_bool(true);
  }
  return hcl_value_bool(false);
}

static const hcl_param sethaselement_params[] = {
    {"set", &hcl_fn_set_any, false, false, true},
    {"elem", &hcl_fn_dynamic, false, false, true},
};

const hcl_func hcl_fn_sethaselement = {HCL_IMMORTAL,
                                       NULL,
                                       {sethaselement_params, 2, NULL, NULL,
                                        &hcl_fn_bool, sethaselement_impl, NULL,
                                        NULL}};
