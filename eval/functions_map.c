/*
 * Map and object functions of cty's standard library: keys, values,
 * lookup, merge, zipmap.
 */

#include <stdlib.h>
#include <string.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "core/compare.h"
#include "core/quote.h"
#include "eval/convert.h"
#include "eval/func_common.h"
#include "eval/func_internal.h"
#include "eval/number.h"
#include "eval/value_internal.h"
#include "eval/value_json.h"
#include "eval/value_order.h"

/* ---- keys, values, lookup ------------------------------------------------ */

/* A tuple of `n` strings. */
static const hcl_type *string_tuple(hcl_call *call, size_t n) {
  const hcl_alloc *a = hcl_call_alloc(call);
  const hcl_type **elems = hcl_mem_alloc(a, (n ? n : 1) * sizeof *elems);
  if (!elems)
    return NULL;
  for (size_t i = 0; i < n; i++)
    elems[i] = hcl_type_string();
  const hcl_type *t = hcl_type_tuple(elems, n, a);
  hcl_mem_free(a, elems);
  return t;
}

static const hcl_type *keys_type(hcl_call *call, const hcl_value *const *args,
                                 size_t nargs) {
  (void)nargs;
  const hcl_type *t = hcl_value_type(args[0]);
  if (hcl_fn_is_kind(t, HCL_TYPE_MAP))
    return hcl_type_ref(&hcl_fn_list_string);
  if (hcl_fn_is_kind(t, HCL_TYPE_OBJECT))
    return string_tuple(call, hcl_type_count(t));
  hcl_call_error(call, 0, "must have map or object type");
  return NULL;
}

static hcl_value *keys_impl(hcl_call *call, const hcl_value *const *args,
                            size_t nargs, const hcl_type *rt) {
  (void)nargs;
  const hcl_alloc *a = hcl_call_alloc(call);
  const hcl_value *m = args[0];
  const hcl_type *t = hcl_value_type(m);
  bool object = hcl_fn_is_kind(t, HCL_TYPE_OBJECT);
  if (!object && hcl_value_is_unknown(m))
    return hcl_value_unknown(rt, a);
  size_t n = object ? hcl_type_count(t) : hcl_value_count(m);
  hcl_value **keys = hcl_mem_alloc(a, (n ? n : 1) * sizeof *keys);
  if (!keys)
    return NULL;
  size_t made = 0;
  hcl_value *v = NULL;
  for (; made < n; made++) {
    hcl_str k =
        object ? hcl_type_attr_name_at(t, made) : hcl_value_key_at(m, made);
    keys[made] = hcl_value_string(k.ptr, k.len, a);
    if (!keys[made])
      goto out;
  }
  const hcl_value *const *ck = (const hcl_value *const *)keys;
  v = object ? hcl_value_tuple(ck, n, a)
             : hcl_value_list(hcl_type_string(), ck, n, a);
out:
  for (size_t i = 0; i < made; i++)
    hcl_value_unref(keys[i]);
  hcl_mem_free(a, keys);
  return v;
}

static const hcl_param keys_params[] = {
    {"inputMap", &hcl_fn_dynamic, false, true, false},
};

const hcl_func hcl_fn_keys = {
    HCL_IMMORTAL,
    NULL,
    {keys_params, 1, NULL, keys_type, NULL, keys_impl, NULL, NULL}};

static const hcl_type *values_type(hcl_call *call, const hcl_value *const *args,
                                   size_t nargs) {
  (void)nargs;
  const hcl_type *t = hcl_value_type(args[0]);
  if (hcl_fn_is_kind(t, HCL_TYPE_MAP))
    return hcl_type_list(hcl_type_elem(t), hcl_call_alloc(call));
  if (hcl_fn_is_kind(t, HCL_TYPE_OBJECT)) {
    size_t n = hcl_type_count(t);
    const hcl_alloc *a = hcl_call_alloc(call);
    const hcl_type **elems = hcl_mem_alloc(a, (n ? n : 1) * sizeof *elems);
    if (!elems)
      return NULL;
    for (size_t i = 0; i < n; i++)
      elems[i] = hcl_type_at(t, i);
    const hcl_type *r = hcl_type_tuple(elems, n, a);
    hcl_mem_free(a, elems);
    return r;
  }
  hcl_call_error(call, -1, "values() requires a map as the first argument");
  return NULL;
}

static hcl_value *values_impl(hcl_call *call, const hcl_value *const *args,
                              size_t nargs, const hcl_type *rt) {
  (void)nargs;
  size_t n;
  const hcl_value **items = hcl_fn_elements(call, args[0], &n);
  if (!items)
    return NULL;
  hcl_value *v = hcl_fn_is_kind(rt, HCL_TYPE_TUPLE)
                     ? hcl_value_tuple(items, n, hcl_call_alloc(call))
                     : hcl_fn_list_of(call, items, n, hcl_type_elem(rt));
  hcl_mem_free(hcl_call_alloc(call), items);
  return v;
}

static const hcl_param values_params[] = {
    {"mapping", &hcl_fn_dynamic, false, false, false},
};

const hcl_func hcl_fn_values = {
    HCL_IMMORTAL,
    NULL,
    {values_params, 1, NULL, values_type, NULL, values_impl, NULL, NULL}};

static const hcl_type *lookup_type(hcl_call *call, const hcl_value *const *args,
                                   size_t nargs) {
  (void)nargs;
  const hcl_type *t = hcl_value_type(args[0]);
  if (hcl_fn_is_kind(t, HCL_TYPE_OBJECT)) {
    if (hcl_value_is_unknown(args[1]))
      return hcl_type_dynamic();
    hcl_str key = hcl_value_as_string(args[1]);
    size_t i = hcl_type_attr_index(t, key.ptr, key.len);
    if (i != SIZE_MAX)
      return hcl_type_ref(hcl_type_at(t, i));
    return hcl_type_ref(hcl_value_type(args[2]));
  }
  if (hcl_fn_is_kind(t, HCL_TYPE_MAP)) {
    hcl_buf err;
    hcl_buf_init(&err, hcl_call_alloc(call));
    hcl_value *conv = NULL;
    hcl_convert_result r = hcl_convert(args[2], hcl_type_elem(t),
                                       hcl_call_alloc(call), &conv, &err);
    hcl_value_unref(conv);
    hcl_buf_fini(&err);
    if (r == HCL_CONVERT_NOMEM)
      return NULL;
    if (r == HCL_CONVERT_FAILED) {
      hcl_call_error(call, 2,
                     "the default value must have the same type as "
                     "the map elements");
      return NULL;
    }
    return hcl_type_ref(hcl_type_elem(t));
  }
  hcl_call_error(call, 0, "lookup() requires a map as the first argument");
  return NULL;
}

static hcl_value *lookup_impl(hcl_call *call, const hcl_value *const *args,
                              size_t nargs, const hcl_type *rt) {
  (void)nargs;
  const hcl_value *m = args[0];
  if (!hcl_value_is_wholly_known(m))
    return hcl_value_unknown(rt, hcl_call_alloc(call));
  hcl_str key = hcl_value_as_string(args[1]);
  const hcl_value *found = hcl_value_get(m, key.ptr, key.len);
  if (found)
    return hcl_value_ref(found);
  return hcl_fn_convert_or_fail(call, args[2], rt, -1);
}

static const hcl_param lookup_params[] = {
    {"inputMap", &hcl_fn_dynamic, false, false, false},
    {"key", &hcl_fn_string, false, false, false},
    {"default", &hcl_fn_dynamic, false, false, false},
};

const hcl_func hcl_fn_lookup = {
    HCL_IMMORTAL,
    NULL,
    {lookup_params, 3, NULL, lookup_type, NULL, lookup_impl, NULL, NULL}};

/* ---- merge --------------------------------------------------------------- */

typedef struct attr_type {
  hcl_str name;
  const hcl_type *type;
  size_t order;
} attr_type;

static int compare_attr_types(const void *x, const void *y) {
  const attr_type *a = x, *b = y;
  int c = hcl_str_compare(a->name, b->name);
  if (c)
    return c;
  return a->order < b->order ? -1 : a->order > b->order ? 1 : 0;
}

/* An object type from (name, type) pairs, the last of each name winning. */
static const hcl_type *object_from(hcl_call *call, attr_type *attrs, size_t n) {
  const hcl_alloc *a = hcl_call_alloc(call);
  if (n > 1)
    qsort(attrs, n, sizeof *attrs, compare_attr_types);
  hcl_str *names = hcl_mem_alloc(a, (n ? n : 1) * sizeof *names);
  const hcl_type **types = hcl_mem_alloc(a, (n ? n : 1) * sizeof *types);
  const hcl_type *t = NULL;
  if (names && types) {
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
      if (i + 1 < n && attrs[i].name.len == attrs[i + 1].name.len &&
          memcmp(attrs[i].name.ptr, attrs[i + 1].name.ptr, attrs[i].name.len) ==
              0)
        continue; /* a later one of the same name wins */
      names[k] = attrs[i].name;
      types[k] = attrs[i].type;
      k++;
    }
    t = hcl_type_object(names, types, k, a);
  }
  hcl_mem_free(a, names);
  hcl_mem_free(a, types);
  return t;
}

static const hcl_type *merge_type(hcl_call *call, const hcl_value *const *args,
                                  size_t nargs) {
  const hcl_alloc *a = hcl_call_alloc(call);
  if (nargs == 0)
    return hcl_type_object(NULL, NULL, 0, a);
  hcl_vec attrs;
  hcl_vec_init(&attrs, a, sizeof(attr_type));
  bool matching = true, attrs_known = true;
  const hcl_type *result = NULL;
  for (size_t i = 0; i < nargs; i++) {
    const hcl_value *arg = args[i];
    const hcl_type *t = hcl_value_type(arg);
    if (hcl_fn_is_kind(t, HCL_TYPE_DYNAMIC)) {
      result = hcl_type_dynamic();
      goto out;
    }
    if (!hcl_fn_is_kind(t, HCL_TYPE_MAP) &&
        !hcl_fn_is_kind(t, HCL_TYPE_OBJECT)) {
      hcl_buf name, q;
      hcl_buf_init(&name, a);
      hcl_buf_init(&q, a);
      if (hcl_type_name_append(&name, t) &&
          hcl_go_quote(&q, name.data, name.len))
        hcl_call_error(call, -1, "arguments must be maps or objects, got %.*s",
                       (int)q.len, q.data);
      hcl_buf_fini(&name);
      hcl_buf_fini(&q);
      goto out;
    }
    if (hcl_fn_is_kind(t, HCL_TYPE_OBJECT) && !hcl_value_is_null(arg)) {
      for (size_t k = 0; k < hcl_type_count(t); k++) {
        attr_type at = {hcl_type_attr_name_at(t, k), hcl_type_at(t, k),
                        attrs.len};
        if (!hcl_vec_push(&attrs, &at))
          goto out;
      }
    } else if (hcl_fn_is_kind(t, HCL_TYPE_MAP) && !hcl_value_is_null(arg)) {
      if (hcl_value_is_unknown(arg)) {
        attrs_known = false;
      } else {
        for (size_t k = 0; k < hcl_value_count(arg); k++) {
          attr_type at = {hcl_value_key_at(arg, k), hcl_type_elem(t),
                          attrs.len};
          if (!hcl_vec_push(&attrs, &at))
            goto out;
        }
      }
    }
    if (i > 0 && !hcl_type_equal(t, hcl_value_type(args[0])))
      matching = false;
  }
  if (matching)
    result = hcl_type_ref(hcl_value_type(args[0]));
  else if (!attrs_known)
    result = hcl_type_dynamic();
  else
    result = object_from(call, attrs.data, attrs.len);
out:
  hcl_vec_fini(&attrs);
  return result;
}

typedef struct keyed_value {
  hcl_str key;
  const hcl_value *v;
  size_t order;
} keyed_value;

static int compare_keyed_values(const void *x, const void *y) {
  const keyed_value *a = x, *b = y;
  int c = hcl_str_compare(a->key, b->key);
  if (c)
    return c;
  return a->order < b->order ? -1 : a->order > b->order ? 1 : 0;
}

/* A map (when `rt` is a map type) or an object of keyed values, the last of
   each key winning. */
static hcl_value *map_or_object(hcl_call *call, keyed_value *kv, size_t n,
                                const hcl_type *rt) {
  const hcl_alloc *a = hcl_call_alloc(call);
  if (n > 1)
    qsort(kv, n, sizeof *kv, compare_keyed_values);
  hcl_str *keys = hcl_mem_alloc(a, (n ? n : 1) * sizeof *keys);
  const hcl_value **vals = hcl_mem_alloc(a, (n ? n : 1) * sizeof *vals);
  hcl_value *v = NULL;
  if (keys && vals) {
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
      if (i + 1 < n && kv[i].key.len == kv[i + 1].key.len &&
          memcmp(kv[i].key.ptr, kv[i + 1].key.ptr, kv[i].key.len) == 0)
        continue;
      keys[k] = kv[i].key;
      vals[k] = kv[i].v;
      k++;
    }
    if (hcl_fn_is_kind(rt, HCL_TYPE_MAP)) {
      const hcl_type *elem = k ? hcl_value_type(vals[0]) : hcl_type_elem(rt);
      v = hcl_value_map(elem, keys, vals, k, a);
    } else {
      v = hcl_value_object(keys, vals, k, a);
    }
  }
  hcl_mem_free(a, keys);
  hcl_mem_free(a, vals);
  return v;
}

static hcl_value *merge_impl(hcl_call *call, const hcl_value *const *args,
                             size_t nargs, const hcl_type *rt) {
  hcl_vec kv;
  hcl_vec_init(&kv, hcl_call_alloc(call), sizeof(keyed_value));
  hcl_value *v = NULL;
  for (size_t i = 0; i < nargs; i++) {
    if (hcl_value_is_null(args[i]))
      continue;
    for (size_t k = 0; k < hcl_value_count(args[i]); k++) {
      keyed_value e = {hcl_value_key_at(args[i], k), hcl_value_at(args[i], k),
                       kv.len};
      if (!hcl_vec_push(&kv, &e))
        goto out;
    }
  }
  v = map_or_object(call, kv.data, kv.len, rt);
out:
  hcl_vec_fini(&kv);
  return v;
}

static const hcl_param maps_param = {"maps", &hcl_fn_dynamic, true, false,
                                     true};

const hcl_func hcl_fn_merge = {
    HCL_IMMORTAL,
    NULL,
    {NULL, 0, &maps_param, merge_type, NULL, merge_impl, NULL, NULL}};

/* ---- zipmap -------------------------------------------------------------- */

static const hcl_type *zipmap_type(hcl_call *call, const hcl_value *const *args,
                                   size_t nargs) {
  (void)nargs;
  const hcl_value *keys = args[0], *values = args[1];
  const hcl_type *vt = hcl_value_type(values);
  if (hcl_fn_is_kind(vt, HCL_TYPE_LIST))
    return hcl_type_map(hcl_type_elem(vt), hcl_call_alloc(call));
  if (!hcl_fn_is_kind(vt, HCL_TYPE_TUPLE)) {
    hcl_call_error(call, -1, "values argument must be a list or tuple value");
    return NULL;
  }
  if (!hcl_value_is_wholly_known(keys))
    return hcl_type_dynamic();
  size_t n = hcl_value_count(keys);
  if (n != hcl_type_count(vt)) {
    hcl_call_error(call, -1,
                   "number of keys (%zu) does not match number of values "
                   "(%zu)",
                   n, hcl_type_count(vt));
    return NULL;
  }
  attr_type *attrs =
      hcl_mem_alloc(hcl_call_alloc(call), (n ? n : 1) * sizeof *attrs);
  if (!attrs)
    return NULL;
  const hcl_type *t = NULL;
  for (size_t i = 0; i < n; i++) {
    const hcl_value *k = hcl_value_at(keys, i);
    if (hcl_value_is_null(k)) {
      hcl_call_error(call, -1, "keys list has null value at index %zu", i);
      goto out;
    }
    attrs[i].name = hcl_value_as_string(k);
    attrs[i].type = hcl_type_at(vt, i);
    attrs[i].order = i;
  }
  t = object_from(call, attrs, n);
out:
  hcl_mem_free(hcl_call_alloc(call), attrs);
  return t;
}

static hcl_value *zipmap_impl(hcl_call *call, const hcl_value *const *args,
                              size_t nargs, const hcl_type *rt) {
  (void)nargs;
  const hcl_value *keys = args[0], *values = args[1];
  const hcl_alloc *a = hcl_call_alloc(call);
  if (!hcl_value_is_wholly_known(keys))
    return hcl_value_unknown(rt, a);
  size_t n = hcl_value_count(keys), nv = hcl_value_count(values);
  if (n != nv) {
    hcl_call_error(call, -1,
                   "number of keys (%zu) does not match number of values "
                   "(%zu)",
                   n, nv);
    return NULL;
  }
  keyed_value *kv = hcl_mem_alloc(a, (n ? n : 1) * sizeof *kv);
  if (!kv)
    return NULL;
  hcl_value *v = NULL;
  for (size_t i = 0; i < n; i++) {
    const hcl_value *k = hcl_value_at(keys, i);
    if (hcl_value_is_null(k)) {
      hcl_call_error(call, -1,
                     "panic in function implementation: value is "
                     "null");
      goto out;
    }
    kv[i].key = hcl_value_as_string(k);
    kv[i].v = hcl_value_at(values, i);
    kv[i].order = i;
  }
  v = map_or_object(call, kv, n, rt);
out:
  hcl_mem_free(a, kv);
  return v;
}

static const hcl_param zipmap_params[] = {
    {"keys", &hcl_fn_list_string, false, false, false},
    {"values", &hcl_fn_dynamic, false, false, false},
};

const hcl_func hcl_fn_zipmap = {
    HCL_IMMORTAL,
    NULL,
    {zipmap_params, 2, NULL, zipmap_type, NULL, zipmap_impl, NULL, NULL}};
