/*
 * Collection functions of cty's standard library that index and search:
 * length, hasindex, index, element, coalesce, coalescelist, contains,
 * distinct, compact. (functions_sequence.c and functions_map.c hold the
 * rest.)
 */

#include <stdlib.h>
#include <string.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "eval/convert.h"
#include "eval/func_common.h"
#include "eval/func_internal.h"
#include "eval/number.h"
#include "eval/value_internal.h"
#include "eval/value_json.h"
#include "eval/value_order.h"

typedef enum answer { ANSWER_FALSE, ANSWER_TRUE, ANSWER_UNKNOWN } answer;

/* cty's Value.Equals in *out. */
static hcl_status equals(hcl_call *call, const hcl_value *a, const hcl_value *b,
                         answer *out) {
  hcl_value *eq = hcl_value_equals(a, b, hcl_call_alloc(call));
  if (!eq)
    return HCL_ERR_NOMEM;
  *out = hcl_value_is_unknown(eq) ? ANSWER_UNKNOWN
         : hcl_value_as_bool(eq)  ? ANSWER_TRUE
                                  : ANSWER_FALSE;
  hcl_value_unref(eq);
  return HCL_OK;
}

/* ---- length -------------------------------------------------------------- */

/* The spec-definition functions' documentation counts objects too
   ("list, set, map, object, or tuple"), which cty's length does not. */
static const hcl_type *length_type(hcl_call *call, const hcl_value *const *args,
                                   size_t nargs) {
  (void)nargs;
  hcl_type_kind k = hcl_type_kind_of(hcl_value_type(args[0]));
  if (k != HCL_TYPE_TUPLE && k != HCL_TYPE_LIST && k != HCL_TYPE_MAP &&
      k != HCL_TYPE_SET && k != HCL_TYPE_OBJECT && k != HCL_TYPE_DYNAMIC) {
    hcl_call_error(call, -1, "collection must be a list, a map or a tuple");
    return NULL;
  }
  return hcl_type_number();
}

static hcl_value *length_impl(hcl_call *call, const hcl_value *const *args,
                              size_t nargs, const hcl_type *rt) {
  (void)nargs;
  const hcl_value *c = args[0];
  const hcl_type *t = hcl_value_type(c);
  size_t n =
      hcl_fn_is_kind(t, HCL_TYPE_TUPLE) || hcl_fn_is_kind(t, HCL_TYPE_OBJECT)
          ? hcl_type_count(t)
          : hcl_value_count(c);
  /* unknown elements of a set may turn out equal to others */
  if (hcl_fn_is_kind(t, HCL_TYPE_SET) && n != 1 &&
      !hcl_value_is_wholly_known(c))
    return hcl_value_unknown(rt, hcl_call_alloc(call));
  return hcl_value_number_int((int64_t)n, hcl_call_alloc(call));
}

static const hcl_param collection_param[] = {
    {"collection", &hcl_fn_dynamic, false, false, true},
};

const hcl_func hcl_fn_length = {
    HCL_IMMORTAL,
    NULL,
    {collection_param, 1, NULL, length_type, NULL, length_impl, NULL, NULL}};

/* ---- hasindex ------------------------------------------------------------ */

static const hcl_type *
indexable_type(hcl_call *call, const hcl_value *const *args, size_t nargs) {
  (void)nargs;
  hcl_type_kind k = hcl_type_kind_of(hcl_value_type(args[0]));
  if (k != HCL_TYPE_TUPLE && k != HCL_TYPE_LIST && k != HCL_TYPE_MAP &&
      k != HCL_TYPE_DYNAMIC) {
    hcl_call_error(call, -1, "collection must be a list, a map or a tuple");
    return NULL;
  }
  return hcl_type_bool();
}

/* cty's Value.HasIndex for a known collection and key. */
static bool has_index(const hcl_value *c, const hcl_value *key) {
  const hcl_type *t = hcl_value_type(c);
  if (hcl_fn_is_kind(t, HCL_TYPE_MAP)) {
    if (!hcl_fn_is_kind(hcl_value_type(key), HCL_TYPE_STRING))
      return false;
    hcl_str k = hcl_value_as_string(key);
    return hcl_value_get(c, k.ptr, k.len) != NULL;
  }
  if (!hcl_fn_is_kind(hcl_value_type(key), HCL_TYPE_NUMBER))
    return false;
  int64_t i;
  if (!hcl_value_as_int64(key, &i) || i < 0)
    return false;
  size_t n = hcl_fn_is_kind(t, HCL_TYPE_TUPLE) ? hcl_type_count(t)
                                               : hcl_value_count(c);
  return (uint64_t)i < n;
}

static hcl_value *hasindex_impl(hcl_call *call, const hcl_value *const *args,
                                size_t nargs, const hcl_type *rt) {
  (void)call;
  (void)nargs;
  (void)rt;
  return hcl_value_bool(has_index(args[0], args[1]));
}

static const hcl_param hasindex_params[] = {
    {"collection", &hcl_fn_dynamic, false, false, true},
    {"key", &hcl_fn_dynamic, false, false, true},
};

const hcl_func hcl_fn_hasindex = {HCL_IMMORTAL,
                                  NULL,
                                  {hasindex_params, 2, NULL, indexable_type,
                                   NULL, hasindex_impl, NULL, NULL}};

/* ---- element, index ------------------------------------------------------ */

static const hcl_type *
element_type(hcl_call *call, const hcl_value *const *args, size_t nargs) {
  (void)nargs;
  const hcl_value *list = args[0], *index = args[1];
  if (!hcl_value_is_unknown(index) && mpfr_sgn(*hcl_value_mpfr(index)) < 0) {
    hcl_call_error(call, -1,
                   "cannot use element function with a negative "
                   "index");
    return NULL;
  }
  const hcl_type *t = hcl_value_type(list);
  if (hcl_fn_is_kind(t, HCL_TYPE_LIST))
    return hcl_type_ref(hcl_type_elem(t));
  if (hcl_fn_is_kind(t, HCL_TYPE_TUPLE)) {
    if (hcl_value_is_unknown(index))
      return hcl_type_dynamic();
    int64_t i;
    if (!hcl_fn_go_int(call, index, -1, "invalid index: ", &i))
      return NULL;
    size_t n = hcl_type_count(t);
    if (n == 0) {
      hcl_call_error(call, -1,
                     "cannot use element function with an empty "
                     "list");
      return NULL;
    }
    return hcl_type_ref(hcl_type_at(t, (size_t)i % n));
  }
  hcl_fn_fail_type(call, -1, "cannot read elements from %s", t);
  return NULL;
}

static hcl_value *element_impl(hcl_call *call, const hcl_value *const *args,
                               size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  int64_t i;
  if (!hcl_fn_go_int(call, args[1], -1, "invalid index: ", &i))
    return NULL;
  size_t n = hcl_value_count(args[0]);
  if (n == 0) {
    hcl_call_error(call, -1,
                   "cannot use element function with an empty "
                   "list");
    return NULL;
  }
  return hcl_value_ref(hcl_value_at(args[0], (size_t)i % n));
}

static const hcl_param element_params[] = {
    {"list", &hcl_fn_dynamic, false, false, false},
    {"index", &hcl_fn_number, false, false, false},
};

const hcl_func hcl_fn_element = {
    HCL_IMMORTAL,
    NULL,
    {element_params, 2, NULL, element_type, NULL, element_impl, NULL, NULL}};

static const hcl_type *index_type(hcl_call *call, const hcl_value *const *args,
                                  size_t nargs) {
  (void)nargs;
  const hcl_type *t = hcl_value_type(args[0]);
  const hcl_value *key = args[1];
  hcl_type_kind kk = hcl_type_kind_of(hcl_value_type(key));
  if (hcl_fn_is_kind(t, HCL_TYPE_TUPLE)) {
    if (kk != HCL_TYPE_NUMBER && kk != HCL_TYPE_DYNAMIC) {
      hcl_call_error(call, -1, "key for tuple must be number");
      return NULL;
    }
    if (hcl_value_is_unknown(key))
      return hcl_type_dynamic();
    int64_t i;
    if (!hcl_fn_go_int(call, key, -1, "invalid key for tuple: ", &i))
      return NULL;
    if (i < 0 || (uint64_t)i >= hcl_type_count(t)) {
      hcl_call_error(call, -1, "key must be between 0 and %zu inclusive",
                     hcl_type_count(t));
      return NULL;
    }
    return hcl_type_ref(hcl_type_at(t, (size_t)i));
  }
  if (hcl_fn_is_kind(t, HCL_TYPE_LIST)) {
    if (kk != HCL_TYPE_NUMBER && kk != HCL_TYPE_DYNAMIC) {
      hcl_call_error(call, -1, "key for list must be number");
      return NULL;
    }
    return hcl_type_ref(hcl_type_elem(t));
  }
  if (hcl_fn_is_kind(t, HCL_TYPE_MAP)) {
    if (kk != HCL_TYPE_STRING && kk != HCL_TYPE_DYNAMIC) {
      hcl_call_error(call, -1, "key for map must be string");
      return NULL;
    }
    return hcl_type_ref(hcl_type_elem(t));
  }
  hcl_call_error(call, -1, "collection must be a list, a map or a tuple");
  return NULL;
}

static hcl_value *index_impl(hcl_call *call, const hcl_value *const *args,
                             size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  const hcl_value *c = args[0], *key = args[1];
  if (!has_index(c, key)) {
    hcl_call_error(call, -1, "invalid index");
    return NULL;
  }
  if (hcl_fn_is_kind(hcl_value_type(c), HCL_TYPE_MAP)) {
    hcl_str k = hcl_value_as_string(key);
    return hcl_value_ref(hcl_value_get(c, k.ptr, k.len));
  }
  int64_t i;
  hcl_value_as_int64(key, &i);
  return hcl_value_ref(hcl_value_at(c, (size_t)i));
}

static const hcl_param index_params[] = {
    {"collection", &hcl_fn_dynamic, false, false, false},
    {"key", &hcl_fn_dynamic, false, false, true},
};

const hcl_func hcl_fn_index = {
    HCL_IMMORTAL,
    NULL,
    {index_params, 2, NULL, index_type, NULL, index_impl, NULL, NULL}};

/* ---- coalesce ------------------------------------------------------------ */

/* The types of the arguments unified, unsafely; NULL after failing the
   call with `msg`, or when out of memory. */
static const hcl_type *unify_args(hcl_call *call, const hcl_value *const *args,
                                  size_t nargs, const char *msg) {
  const hcl_alloc *a = hcl_call_alloc(call);
  const hcl_type **types =
      hcl_mem_alloc(a, (nargs ? nargs : 1) * sizeof *types);
  if (!types)
    return NULL;
  for (size_t i = 0; i < nargs; i++)
    types[i] = hcl_value_type(args[i]);
  const hcl_type *t = NULL;
  hcl_status st = nargs ? hcl_unify(types, nargs, true, a, &t) : HCL_OK;
  hcl_mem_free(a, types);
  if (st == HCL_ERR_INVALID)
    hcl_call_error(call, -1, "nesting too deep");
  else if (st == HCL_OK && !t)
    hcl_call_error(call, -1, "%s", msg);
  return t;
}

static const hcl_type *
coalesce_type(hcl_call *call, const hcl_value *const *args, size_t nargs) {
  return unify_args(call, args, nargs, "all arguments must have the same type");
}

static hcl_value *coalesce_impl(hcl_call *call, const hcl_value *const *args,
                                size_t nargs, const hcl_type *rt) {
  for (size_t i = 0; i < nargs; i++) {
    if (hcl_value_is_unknown(args[i]))
      return hcl_value_unknown(rt, hcl_call_alloc(call));
    if (hcl_value_is_null(args[i]))
      continue;
    return hcl_fn_convert_or_fail(call, args[i], rt, -1);
  }
  hcl_call_error(call, -1, "no non-null arguments");
  return NULL;
}

static const hcl_param vals_param = {"vals", &hcl_fn_dynamic, true, true, true};

const hcl_func hcl_fn_coalesce = {
    HCL_IMMORTAL,
    NULL,
    {NULL, 0, &vals_param, coalesce_type, NULL, coalesce_impl, NULL, NULL}};

/* ---- coalescelist -------------------------------------------------------- */

static const hcl_type *
coalescelist_type(hcl_call *call, const hcl_value *const *args, size_t nargs) {
  if (nargs == 0) {
    hcl_call_error(call, -1, "at least one argument is required");
    return NULL;
  }
  for (size_t i = 0; i < nargs; i++) {
    if (hcl_value_is_unknown(args[i]))
      return hcl_type_dynamic();
    const hcl_type *t = hcl_value_type(args[i]);
    if (!hcl_fn_is_kind(t, HCL_TYPE_LIST) &&
        !hcl_fn_is_kind(t, HCL_TYPE_TUPLE)) {
      hcl_call_error(call, -1,
                     "coalescelist arguments must be lists or "
                     "tuples");
      return NULL;
    }
  }
  for (size_t i = 1; i < nargs; i++)
    if (!hcl_type_equal(hcl_value_type(args[i]), hcl_value_type(args[0])))
      return hcl_type_dynamic();
  return hcl_type_ref(hcl_value_type(args[0]));
}

static hcl_value *coalescelist_impl(hcl_call *call,
                                    const hcl_value *const *args, size_t nargs,
                                    const hcl_type *rt) {
  for (size_t i = 0; i < nargs; i++) {
    if (hcl_value_is_unknown(args[i]))
      return hcl_value_unknown(rt, hcl_call_alloc(call));
    if (hcl_value_is_null(args[i]))
      continue;
    if (hcl_value_count(args[i]) > 0)
      return hcl_value_ref(args[i]);
  }
  hcl_call_error(call, -1, "no non-null arguments");
  return NULL;
}

const hcl_func hcl_fn_coalescelist = {HCL_IMMORTAL,
                                      NULL,
                                      {NULL, 0, &vals_param, coalescelist_type,
                                       NULL, coalescelist_impl, NULL, NULL}};

/* ---- contains, distinct, compact ----------------------------------------- */

static hcl_value *contains_impl(hcl_call *call, const hcl_value *const *args,
                                size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  const hcl_value *list = args[0];
  if (!hcl_fn_is_seq(hcl_value_type(list))) {
    hcl_call_error(call, -1, "argument must be list, tuple, or set");
    return NULL;
  }
  bool unknown = false;
  for (size_t i = 0; i < hcl_value_count(list); i++) {
    answer eq;
    if (equals(call, args[1], hcl_value_at(list, i), &eq) != HCL_OK)
      return NULL;
    if (eq == ANSWER_TRUE)
      return hcl_value_bool(true);
    if (eq == ANSWER_UNKNOWN)
      unknown = true;
  }
  if (unknown)
    return hcl_value_unknown(hcl_type_bool(), hcl_call_alloc(call));
  return hcl_value_bool(false);
}

static const hcl_param contains_params[] = {
    {"list", &hcl_fn_dynamic, false, false, false},
    {"value", &hcl_fn_dynamic, false, false, false},
};

const hcl_func hcl_fn_contains = {
    HCL_IMMORTAL,
    NULL,
    {contains_params, 2, NULL, NULL, &hcl_fn_bool, contains_impl, NULL, NULL}};

static const hcl_type *same_type(hcl_call *call, const hcl_value *const *args,
                                 size_t nargs) {
  (void)call;
  (void)nargs;
  return hcl_type_ref(hcl_value_type(args[0]));
}

static hcl_value *distinct_impl(hcl_call *call, const hcl_value *const *args,
                                size_t nargs, const hcl_type *rt) {
  (void)nargs;
  const hcl_value *list = args[0];
  if (!hcl_value_is_wholly_known(list))
    return hcl_value_unknown(rt, hcl_call_alloc(call));
  size_t n;
  const hcl_value **items = hcl_fn_elements(call, list, &n);
  if (!items)
    return NULL;
  const hcl_alloc *a = hcl_call_alloc(call);
  bool *dup = hcl_mem_alloc(a, (n ? n : 1) * sizeof *dup);
  hcl_value *v = NULL;
  /* cty keeps each element not equal to one kept before it */
  if (dup &&
      hcl_values_mark_repeats((hcl_value *const *)items, n, a, dup) == HCL_OK) {
    size_t kept = 0;
    for (size_t i = 0; i < n; i++)
      if (!dup[i])
        items[kept++] = items[i];
    v = hcl_fn_list_of(call, items, kept, hcl_type_elem(rt));
  }
  hcl_mem_free(a, dup);
  hcl_mem_free(a, items);
  return v;
}

static const hcl_param list_any_param[] = {
    {"list", &hcl_fn_list_any, false, false, false},
};

const hcl_func hcl_fn_distinct = {
    HCL_IMMORTAL,
    NULL,
    {list_any_param, 1, NULL, same_type, NULL, distinct_impl, NULL, NULL}};

static hcl_value *compact_impl(hcl_call *call, const hcl_value *const *args,
                               size_t nargs, const hcl_type *rt) {
  (void)nargs;
  const hcl_value *list = args[0];
  if (!hcl_value_is_wholly_known(list))
    return hcl_value_unknown(rt, hcl_call_alloc(call));
  size_t n;
  const hcl_value **items = hcl_fn_elements(call, list, &n);
  if (!items)
    return NULL;
  size_t kept = 0;
  for (size_t i = 0; i < n; i++)
    if (!hcl_value_is_null(items[i]) && hcl_value_as_string(items[i]).len > 0)
      items[kept++] = items[i];
  hcl_value *v = hcl_fn_list_of(call, items, kept, hcl_type_string());
  hcl_mem_free(hcl_call_alloc(call), items);
  return v;
}

static const hcl_param list_string_param[] = {
    {"list", &hcl_fn_list_string, false, false, false},
};

const hcl_func hcl_fn_compact = {HCL_IMMORTAL,
                                 NULL,
                                 {list_string_param, 1, NULL, NULL,
                                  &hcl_fn_list_string, compact_impl, NULL,
                                  NULL}};
