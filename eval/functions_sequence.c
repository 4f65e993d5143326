/*
 * Sequence functions of cty's standard library: concat, reverselist,
 * slice, chunklist, flatten, range.
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

/* ---- concat -------------------------------------------------------------- */

static const hcl_type *concat_type(hcl_call *call, const hcl_value *const *args,
                                   size_t nargs) {
  const hcl_alloc *a = hcl_call_alloc(call);
  if (nargs == 0) {
    hcl_call_error(call, -1, "at least one argument is required");
    return NULL;
  }
  /* all lists, of types that unify: a list */
  bool all_lists = true;
  for (size_t i = 0; i < nargs && all_lists; i++)
    all_lists = hcl_fn_is_kind(hcl_value_type(args[i]), HCL_TYPE_LIST);
  if (all_lists) {
    const hcl_type **types = hcl_mem_alloc(a, nargs * sizeof *types);
    if (!types)
      return NULL;
    for (size_t i = 0; i < nargs; i++)
      types[i] = hcl_value_type(args[i]);
    const hcl_type *t = NULL;
    hcl_status st = hcl_unify(types, nargs, true, a, &t);
    hcl_mem_free(a, types);
    if (st == HCL_ERR_INVALID)
      hcl_call_error(call, -1, "nesting too deep");
    if (t || st != HCL_OK)
      return t;
  }
  /* otherwise a tuple of every element */
  size_t total = 0;
  for (size_t i = 0; i < nargs; i++) {
    const hcl_type *t = hcl_value_type(args[i]);
    if (hcl_fn_is_kind(t, HCL_TYPE_TUPLE)) {
      total += hcl_type_count(t);
    } else if (hcl_fn_is_kind(t, HCL_TYPE_LIST)) {
      if (hcl_value_is_unknown(args[i]))
        return hcl_type_dynamic();
      total += hcl_value_count(args[i]);
    } else {
      hcl_fn_fail_type(call, (long)i,
                       "all arguments must be lists or tuples; got %s", t);
      return NULL;
    }
  }
  const hcl_type **elems =
      hcl_mem_alloc(a, (total ? total : 1) * sizeof *elems);
  if (!elems)
    return NULL;
  size_t k = 0;
  for (size_t i = 0; i < nargs; i++) {
    const hcl_type *t = hcl_value_type(args[i]);
    if (hcl_fn_is_kind(t, HCL_TYPE_TUPLE))
      for (size_t j = 0; j < hcl_type_count(t); j++)
        elems[k++] = hcl_type_at(t, j);
    else
      for (size_t j = 0; j < hcl_value_count(args[i]); j++)
        elems[k++] = hcl_type_elem(t);
  }
  const hcl_type *t = hcl_type_tuple(elems, total, a);
  hcl_mem_free(a, elems);
  return t;
}

static hcl_value *concat_impl(hcl_call *call, const hcl_value *const *args,
                              size_t nargs, const hcl_type *rt) {
  const hcl_alloc *a = hcl_call_alloc(call);
  bool list = hcl_fn_is_kind(rt, HCL_TYPE_LIST);
  hcl_value **lists = hcl_mem_alloc(a, nargs * sizeof *lists);
  if (!lists)
    return NULL;
  size_t done = 0, total = 0;
  hcl_value *result = NULL;
  for (; done < nargs; done++) {
    lists[done] = list
                      ? hcl_fn_convert_or_fail(call, args[done], rt, (long)done)
                      : hcl_value_ref(args[done]);
    if (!lists[done])
      goto out;
    total += hcl_value_count(lists[done]);
  }
  const hcl_value **items =
      hcl_mem_alloc(a, (total ? total : 1) * sizeof *items);
  if (!items)
    goto out;
  size_t k = 0;
  for (size_t i = 0; i < nargs; i++)
    for (size_t j = 0; j < hcl_value_count(lists[i]); j++)
      items[k++] = hcl_value_at(lists[i], j);
  result = list ? hcl_value_list(hcl_type_elem(rt), items, total, a)
                : hcl_value_tuple(items, total, a);
  hcl_mem_free(a, items);
out:
  for (size_t i = 0; i < done; i++)
    hcl_value_unref(lists[i]);
  hcl_mem_free(a, lists);
  return result;
}

static const hcl_param seqs_param = {"seqs", &hcl_fn_dynamic, false, false,
                                     false};

const hcl_func hcl_fn_concat = {
    HCL_IMMORTAL,
    NULL,
    {NULL, 0, &seqs_param, concat_type, NULL, concat_impl, NULL, NULL}};

/* ---- reverselist --------------------------------------------------------- */

static const hcl_type *
reverselist_type(hcl_call *call, const hcl_value *const *args, size_t nargs) {
  (void)nargs;
  const hcl_type *t = hcl_value_type(args[0]);
  if (hcl_fn_is_kind(t, HCL_TYPE_TUPLE)) {
    size_t n = hcl_type_count(t);
    const hcl_alloc *a = hcl_call_alloc(call);
    const hcl_type **elems = hcl_mem_alloc(a, (n ? n : 1) * sizeof *elems);
    if (!elems)
      return NULL;
    for (size_t i = 0; i < n; i++)
      elems[n - 1 - i] = hcl_type_at(t, i);
    const hcl_type *r = hcl_type_tuple(elems, n, a);
    hcl_mem_free(a, elems);
    return r;
  }
  if (hcl_fn_is_kind(t, HCL_TYPE_LIST) || hcl_fn_is_kind(t, HCL_TYPE_SET))
    return hcl_type_list(hcl_type_elem(t), hcl_call_alloc(call));
  hcl_fn_fail_type(call, 0, "can only reverse list or tuple values, not %s", t);
  return NULL;
}

static hcl_value *reverselist_impl(hcl_call *call, const hcl_value *const *args,
                                   size_t nargs, const hcl_type *rt) {
  (void)nargs;
  size_t n;
  const hcl_value **items = hcl_fn_elements(call, args[0], &n);
  if (!items)
    return NULL;
  for (size_t i = 0; i < n / 2; i++) {
    const hcl_value *x = items[i];
    items[i] = items[n - 1 - i];
    items[n - 1 - i] = x;
  }
  hcl_value *v = hcl_fn_is_kind(rt, HCL_TYPE_TUPLE)
                     ? hcl_value_tuple(items, n, hcl_call_alloc(call))
                     : hcl_fn_list_of(call, items, n, hcl_type_elem(rt));
  hcl_mem_free(hcl_call_alloc(call), items);
  return v;
}

static const hcl_param list_dyn_param[] = {
    {"list", &hcl_fn_dynamic, false, false, false},
};

const hcl_func hcl_fn_reverselist = {HCL_IMMORTAL,
                                     NULL,
                                     {list_dyn_param, 1, NULL, reverselist_type,
                                      NULL, reverselist_impl, NULL, NULL}};

/* ---- slice --------------------------------------------------------------- */

/* cty's sliceIndexes: false after failing the call. */
static bool slice_indexes(hcl_call *call, const hcl_value *const *args,
                          int64_t *start, int64_t *end, bool *known) {
  const hcl_value *list = args[0];
  bool tuple = hcl_fn_is_kind(hcl_value_type(list), HCL_TYPE_TUPLE);
  bool length_known = tuple || !hcl_value_is_unknown(list);
  int64_t length = (int64_t)(tuple ? hcl_type_count(hcl_value_type(list))
                             : length_known ? hcl_value_count(list)
                                            : 0);
  bool sk = false, ek = false;
  *start = *end = 0;
  if (!hcl_value_is_unknown(args[1])) {
    if (!hcl_fn_go_int(call, args[1], 1, "invalid start index: ", start))
      return false;
    if (*start < 0) {
      hcl_call_error(call, 1, "start index must not be less than zero");
      return false;
    }
    if (length_known && *start > length) {
      hcl_call_error(call, 1,
                     "start index must not be greater than the "
                     "length of the list");
      return false;
    }
    sk = true;
  }
  if (!hcl_value_is_unknown(args[2])) {
    if (!hcl_fn_go_int(call, args[2], 2, "invalid end index: ", end))
      return false;
    if (*end < 0) {
      hcl_call_error(call, 2, "end index must not be less than zero");
      return false;
    }
    if (length_known && *end > length) {
      hcl_call_error(call, 2,
                     "end index must not be greater than the "
                     "length of the list");
      return false;
    }
    ek = true;
  }
  if (sk && ek && *start > *end) {
    hcl_call_error(call, 1, "start index must not be greater than end index");
    return false;
  }
  *known = sk && ek;
  return true;
}

static const hcl_type *slice_type(hcl_call *call, const hcl_value *const *args,
                                  size_t nargs) {
  (void)nargs;
  const hcl_type *t = hcl_value_type(args[0]);
  if (hcl_fn_is_kind(t, HCL_TYPE_SET)) {
    hcl_call_error(call, 0,
                   "cannot slice a set, because its elements do not have "
                   "indices; explicitly convert to a list if the ordering of "
                   "the result is not important");
    return NULL;
  }
  if (!hcl_fn_is_kind(t, HCL_TYPE_LIST) && !hcl_fn_is_kind(t, HCL_TYPE_TUPLE)) {
    hcl_call_error(call, 0, "must be a list or tuple value");
    return NULL;
  }
  int64_t start, end;
  bool known;
  if (!slice_indexes(call, args, &start, &end, &known))
    return NULL;
  if (hcl_fn_is_kind(t, HCL_TYPE_LIST))
    return hcl_type_ref(t);
  if (!known)
    return hcl_type_dynamic();
  const hcl_alloc *a = hcl_call_alloc(call);
  size_t n = (size_t)(end - start);
  const hcl_type **elems = hcl_mem_alloc(a, (n ? n : 1) * sizeof *elems);
  if (!elems)
    return NULL;
  for (size_t i = 0; i < n; i++)
    elems[i] = hcl_type_at(t, (size_t)start + i);
  const hcl_type *r = hcl_type_tuple(elems, n, a);
  hcl_mem_free(a, elems);
  return r;
}

static hcl_value *slice_impl(hcl_call *call, const hcl_value *const *args,
                             size_t nargs, const hcl_type *rt) {
  (void)nargs;
  if (hcl_fn_is_kind(rt, HCL_TYPE_DYNAMIC))
    return hcl_value_dynamic();
  int64_t start, end;
  bool known;
  if (!slice_indexes(call, args, &start, &end, &known))
    return NULL;
  size_t n;
  const hcl_value **items = hcl_fn_elements(call, args[0], &n);
  if (!items)
    return NULL;
  const hcl_value **part = items + start;
  size_t count = (size_t)(end - start);
  hcl_value *v = hcl_fn_is_kind(rt, HCL_TYPE_TUPLE)
                     ? hcl_value_tuple(part, count, hcl_call_alloc(call))
                     : hcl_fn_list_of(call, part, count, hcl_type_elem(rt));
  hcl_mem_free(hcl_call_alloc(call), items);
  return v;
}

static const hcl_param slice_params[] = {
    {"list", &hcl_fn_dynamic, false, false, false},
    {"start_index", &hcl_fn_number, false, false, false},
    {"end_index", &hcl_fn_number, false, false, false},
};

const hcl_func hcl_fn_slice = {
    HCL_IMMORTAL,
    NULL,
    {slice_params, 3, NULL, slice_type, NULL, slice_impl, NULL, NULL}};

/* ---- chunklist ----------------------------------------------------------- */

static const hcl_type *
chunklist_type(hcl_call *call, const hcl_value *const *args, size_t nargs) {
  (void)nargs;
  return hcl_type_list(hcl_value_type(args[0]), hcl_call_alloc(call));
}

static hcl_value *chunklist_impl(hcl_call *call, const hcl_value *const *args,
                                 size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  const hcl_alloc *a = hcl_call_alloc(call);
  const hcl_value *list = args[0];
  int64_t size;
  if (!hcl_fn_go_int(call, args[1], -1, "invalid size: ", &size))
    return NULL;
  if (size < 0) {
    hcl_call_error(call, -1, "the size argument must be positive");
    return NULL;
  }
  size_t n;
  const hcl_value **items = hcl_fn_elements(call, list, &n);
  if (!items)
    return NULL;
  hcl_value *result = NULL;
  if (n == 0 || size == 0) {
    result =
        hcl_value_list(hcl_value_type(list), n ? &list : NULL, n ? 1 : 0, a);
    hcl_mem_free(a, items);
    return result;
  }
  size_t nchunks = (n + (size_t)size - 1) / (size_t)size;
  hcl_value **chunks = hcl_mem_alloc(a, nchunks * sizeof *chunks);
  size_t made = 0;
  if (chunks) {
    for (; made < nchunks; made++) {
      size_t from = made * (size_t)size;
      size_t len = n - from < (size_t)size ? n - from : (size_t)size;
      chunks[made] = hcl_fn_list_of(call, items + from, len, NULL);
      if (!chunks[made])
        break;
    }
    if (made == nchunks)
      result =
          hcl_fn_list_of(call, (const hcl_value *const *)chunks, nchunks, NULL);
    for (size_t i = 0; i < made; i++)
      hcl_value_unref(chunks[i]);
  }
  hcl_mem_free(a, chunks);
  hcl_mem_free(a, items);
  return result;
}

static const hcl_param chunklist_params[] = {
    {"list", &hcl_fn_list_any, false, false, false},
    {"size", &hcl_fn_number, false, false, false},
};

const hcl_func hcl_fn_chunklist = {HCL_IMMORTAL,
                                   NULL,
                                   {chunklist_params, 2, NULL, chunklist_type,
                                    NULL, chunklist_impl, NULL, NULL}};

/* ---- flatten ------------------------------------------------------------- */

/*
 * cty's flattener, without recursion: the elements of `v`, with every
 * known, non-null list, set or tuple among them replaced by its own
 * flattened elements. *known is false when a length or an element that
 * might be a sequence is unknown.
 */
static bool flatten_into(hcl_call *call, const hcl_value *v, hcl_vec *out,
                         bool *known) {
  typedef struct pos {
    const hcl_value *v;
    size_t i;
  } pos;
  hcl_vec stack;
  hcl_vec_init(&stack, hcl_call_alloc(call), sizeof(pos));
  bool ok = true;
  *known = true;
  pos start = {v, 0};
  bool set_unknown_len = hcl_fn_is_kind(hcl_value_type(v), HCL_TYPE_SET) &&
                         hcl_value_count(v) != 1 &&
                         !hcl_value_is_wholly_known(v);
  if (set_unknown_len) {
    *known = false;
    goto done;
  }
  if (!hcl_vec_push(&stack, &start)) {
    ok = false;
    goto done;
  }
  while (stack.len > 0) {
    pos *p = hcl_vec_last(&stack);
    if (p->i >= hcl_value_count(p->v)) {
      hcl_vec_pop(&stack);
      continue;
    }
    const hcl_value *e = hcl_value_at(p->v, p->i++);
    const hcl_type *et = hcl_value_type(e);
    if (hcl_fn_is_kind(et, HCL_TYPE_DYNAMIC) && hcl_value_is_unknown(e))
      *known = false;
    if (!hcl_value_is_null(e) && hcl_fn_is_seq(et)) {
      if (hcl_value_is_unknown(e)) {
        *known = false;
        continue;
      }
      if (hcl_fn_is_kind(et, HCL_TYPE_SET) && hcl_value_count(e) != 1 &&
          !hcl_value_is_wholly_known(e)) {
        *known = false; /* its length is unknown */
        continue;
      }
      pos inner = {e, 0};
      if (!hcl_vec_push(&stack, &inner)) {
        ok = false;
        break;
      }
      continue;
    }
    if (!hcl_vec_push(out, &e)) {
      ok = false;
      break;
    }
  }
done:
  hcl_vec_fini(&stack);
  return ok;
}

static const hcl_type *
flatten_type(hcl_call *call, const hcl_value *const *args, size_t nargs) {
  (void)nargs;
  if (!hcl_value_is_wholly_known(args[0]))
    return hcl_type_dynamic();
  if (!hcl_fn_is_seq(hcl_value_type(args[0]))) {
    hcl_call_error(call, -1, "can only flatten lists, sets and tuples");
    return NULL;
  }
  const hcl_alloc *a = hcl_call_alloc(call);
  hcl_vec out;
  hcl_vec_init(&out, a, sizeof(const hcl_value *));
  bool known;
  const hcl_type *t = NULL;
  if (flatten_into(call, args[0], &out, &known)) {
    if (!known) {
      t = hcl_type_dynamic();
    } else {
      const hcl_type **elems =
          hcl_mem_alloc(a, (out.len ? out.len : 1) * sizeof *elems);
      if (elems) {
        for (size_t i = 0; i < out.len; i++)
          elems[i] = hcl_value_type(*(const hcl_value **)hcl_vec_at(&out, i));
        t = hcl_type_tuple(elems, out.len, a);
        hcl_mem_free(a, elems);
      }
    }
  }
  hcl_vec_fini(&out);
  return t;
}

static hcl_value *flatten_impl(hcl_call *call, const hcl_value *const *args,
                               size_t nargs, const hcl_type *rt) {
  (void)nargs;
  const hcl_alloc *a = hcl_call_alloc(call);
  if (hcl_value_count(args[0]) == 0)
    return hcl_value_tuple(NULL, 0, a);
  hcl_vec out;
  hcl_vec_init(&out, a, sizeof(const hcl_value *));
  bool known;
  hcl_value *v = NULL;
  if (flatten_into(call, args[0], &out, &known))
    v = known ? hcl_value_tuple(out.data, out.len, a)
              : hcl_value_unknown(rt, a);
  hcl_vec_fini(&out);
  return v;
}

const hcl_func hcl_fn_flatten = {
    HCL_IMMORTAL,
    NULL,
    {list_dyn_param, 1, NULL, flatten_type, NULL, flatten_impl, NULL, NULL}};

/* ---- range --------------------------------------------------------------- */

static hcl_value *range_impl(hcl_call *call, const hcl_value *const *args,
                             size_t nargs, const hcl_type *rt) {
  (void)rt;
  const hcl_alloc *a = hcl_call_alloc(call);
  hcl_value *zero = hcl_value_number_int(0, a);
  hcl_value *up = hcl_value_number_int(1, a);
  hcl_value *down = hcl_value_number_int(-1, a);
  hcl_value *result = NULL, *num = NULL;
  hcl_vec vals;
  hcl_vec_init(&vals, a, sizeof(hcl_value *));
  if (!zero || !up || !down)
    goto out;
  const hcl_value *start, *end, *step;
  switch (nargs) {
  case 1:
    start = zero;
    end = args[0];
    step = hcl_number_cmp(args[0], zero) < 0 ? down : up;
    break;
  case 2:
    start = args[0];
    end = args[1];
    step = hcl_number_cmp(args[1], args[0]) < 0 ? down : up;
    break;
  case 3:
    start = args[0];
    end = args[1];
    step = args[2];
    break;
  default:
    hcl_call_error(call, -1, "must have one, two, or three arguments");
    goto out;
  }
  /* cty's test for a zero step compares pointers, so it never holds */
  bool descending = hcl_number_cmp(step, zero) < 0;
  if (descending && hcl_number_cmp(end, start) > 0) {
    hcl_call_error(call, 1,
                   "end must be less than start when step is "
                   "negative");
    goto out;
  }
  if (!descending && hcl_number_cmp(end, start) < 0) {
    hcl_call_error(call, 1,
                   "end must be greater than start when step is "
                   "positive");
    goto out;
  }
  num = hcl_value_ref(start);
  for (;;) {
    int c = hcl_number_cmp(num, end);
    if (descending ? c <= 0 : c >= 0)
      break;
    if (vals.len >= 1024) {
      hcl_call_error(call, -1,
                     "more than 1024 values were generated; either decrease "
                     "the difference between start and end or use a smaller "
                     "step");
      goto out;
    }
    if (!hcl_vec_push(&vals, &num))
      goto out;
    bool nan = false;
    hcl_value *next = hcl_number_add(num, step, a, &nan);
    num = NULL;
    if (!next) {
      if (nan)
        hcl_call_error(call, -1,
                       "panic in function implementation: addition "
                       "of infinities with opposite signs");
      goto out;
    }
    num = next;
  }
  result = hcl_fn_list_of(call, vals.data, vals.len, hcl_type_number());
out:
  for (size_t i = 0; i < vals.len; i++)
    hcl_value_unref(*(hcl_value **)hcl_vec_at(&vals, i));
  hcl_vec_fini(&vals);
  hcl_value_unref(num);
  hcl_value_unref(zero);
  hcl_value_unref(up);
  hcl_value_unref(down);
  return result;
}

static const hcl_param params_param = {"params", &hcl_fn_number, false, false,
                                       false};

const hcl_func hcl_fn_range = {HCL_IMMORTAL,
                               NULL,
                               {NULL, 0, &params_param, NULL,
                                &hcl_fn_list_number, range_impl, NULL, NULL}};
