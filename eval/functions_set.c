/*
 * The set operations of cty's standard library: setunion,
 * setintersection, setsubtract and setsymmetricdifference. Each converts
 * its arguments to a set of the unified element type and folds them left
 * to right. Membership goes through an index from each element's
 * canonical text (the text sets are hashed by) to the elements sharing
 * it, so an operation costs time linear in its arguments' sizes.
 */

#include <string.h>

#include "core/alloc.h"
#include "core/map.h"
#include "eval/convert.h"
#include "eval/func_common.h"
#include "eval/func_internal.h"
#include "eval/value_internal.h"
#include "eval/value_order.h"

typedef enum set_op { OP_UNION, OP_INTERSECT, OP_SUBTRACT, OP_SYMDIFF } set_op;

/* The element type of every argument unified (cty's
   setOperationReturnType): known empty sets of unknown element type take
   no part. */
static const hcl_type *set_op_type(hcl_call *call, const hcl_value *const *args,
                                   size_t nargs) {
  const hcl_alloc *alloc = hcl_call_alloc(call);
  const hcl_type **etys =
      hcl_mem_alloc(alloc, (nargs ? nargs : 1) * sizeof *etys);
  if (!etys)
    return NULL;
  size_t n = 0;
  for (size_t i = 0; i < nargs; i++) {
    const hcl_type *t = hcl_value_type(args[i]);
    const hcl_type *ety =
        hcl_fn_is_kind(t, HCL_TYPE_SET) ? hcl_type_elem(t) : hcl_type_dynamic();
    if (!hcl_value_is_unknown(args[i]) && hcl_value_count(args[i]) == 0 &&
        hcl_fn_is_kind(ety, HCL_TYPE_DYNAMIC))
      continue;
    etys[n++] = ety;
  }
  const hcl_type *result = NULL;
  if (n == 0) {
    result = hcl_type_set(hcl_type_dynamic(), alloc);
  } else {
    const hcl_type *unified = NULL;
    if (hcl_unify(etys, n, true, alloc, &unified) == HCL_OK) {
      if (unified)
        result = hcl_type_set(unified, alloc);
      else
        hcl_call_error(call, -1,
                       "given sets must all have compatible element types");
      hcl_type_unref(unified);
    }
  }
  hcl_mem_free(alloc, etys);
  return result;
}

/* ---- Membership --------------------------------------------------------- */

/* The elements of one set, found by canonical text: `by_text` maps a text
   to 1 + the index of the last element with it, and next[i] chains to the
   one before (1-based; 0 ends the chain). */
typedef struct member_index {
  const hcl_alloc *alloc;
  hcl_map by_text;
  const hcl_value **elems;
  size_t *next;
  size_t n;
  hcl_buf text;
} member_index;

static void index_fini(member_index *x) {
  hcl_map_fini(&x->by_text);
  hcl_mem_free(x->alloc, x->next);
  hcl_buf_fini(&x->text);
}

static bool index_build(member_index *x, const hcl_alloc *alloc,
                        const hcl_value **elems, size_t n) {
  memset(x, 0, sizeof *x);
  x->alloc = alloc;
  x->elems = elems;
  x->n = n;
  hcl_map_init(&x->by_text, alloc);
  hcl_buf_init(&x->text, alloc);
  x->next = hcl_mem_alloc(alloc, (n ? n : 1) * sizeof *x->next);
  if (!x->next)
    return false;
  for (size_t i = 0; i < n; i++) {
    hcl_buf_clear(&x->text);
    if (hcl_value_set_text(&x->text, elems[i]) != HCL_OK)
      return false;
    bool inserted = false;
    hcl_map_entry *e = hcl_map_upsert(
        &x->by_text, x->text.data ? x->text.data : "", x->text.len, &inserted);
    if (!e)
      return false;
    x->next[i] = inserted ? 0 : (size_t)(uintptr_t)e->value;
    e->value = (void *)(uintptr_t)(i + 1);
  }
  return true;
}

/* Whether `v` equals an element of the index: 1 or 0, -1 when out of
   memory. Elements here are wholly known, so equality is raw equality. */
static int index_has(member_index *x, const hcl_value *v) {
  hcl_buf_clear(&x->text);
  if (hcl_value_set_text(&x->text, v) != HCL_OK)
    return -1;
  hcl_map_entry *e =
      hcl_map_find(&x->by_text, x->text.data ? x->text.data : "", x->text.len);
  for (size_t at = e ? (size_t)(uintptr_t)e->value : 0; at;
       at = x->next[at - 1]) {
    bool eq = false;
    if (hcl_value_raw_equal_checked(x->elems[at - 1], v, &eq) != HCL_OK)
      return -1;
    if (eq)
      return 1;
  }
  return 0;
}

/* ---- The operations ----------------------------------------------------- */

/* A growing array of borrowed elements. */
typedef struct elem_list {
  const hcl_value **at;
  size_t n, cap;
} elem_list;

static bool push(const hcl_alloc *alloc, elem_list *l, const hcl_value *v) {
  if (l->n == l->cap) {
    size_t cap = l->cap ? l->cap * 2 : 16;
    const hcl_value **at = hcl_mem_alloc(alloc, cap * sizeof *at);
    if (!at)
      return false;
    if (l->n)
      memcpy(at, l->at, l->n * sizeof *at);
    hcl_mem_free(alloc, l->at);
    l->at = at;
    l->cap = cap;
  }
  l->at[l->n++] = v;
  return true;
}

/* The elements of `from` that are (keep = true) or are not in `in`,
   appended to `out`. */
static bool filter(const hcl_alloc *alloc, const hcl_value **from, size_t n,
                   member_index *in, bool keep, elem_list *out) {
  for (size_t i = 0; i < n; i++) {
    int has = index_has(in, from[i]);
    if (has < 0 || (has == keep && !push(alloc, out, from[i])))
      return false;
  }
  return true;
}

/* cur op other, into *next. Both are wholly known sets' elements. */
static bool fold(const hcl_alloc *alloc, set_op op, const elem_list *cur,
                 const hcl_value **other, size_t nother, elem_list *next) {
  member_index in_other, in_cur;
  bool ok = index_build(&in_other, alloc, other, nother);
  memset(&in_cur, 0, sizeof in_cur);
  hcl_map_init(&in_cur.by_text, alloc);
  hcl_buf_init(&in_cur.text, alloc);
  if (ok) {
    switch (op) {
    case OP_INTERSECT:
      ok = filter(alloc, cur->at, cur->n, &in_other, true, next);
      break;
    case OP_SUBTRACT:
      ok = filter(alloc, cur->at, cur->n, &in_other, false, next);
      break;
    case OP_SYMDIFF:
      index_fini(&in_cur);
      ok = filter(alloc, cur->at, cur->n, &in_other, false, next) &&
           index_build(&in_cur, alloc, cur->at, cur->n) &&
           filter(alloc, other, nother, &in_cur, false, next);
      break;
    case OP_UNION:
      break;
    }
  }
  index_fini(&in_other);
  index_fini(&in_cur);
  return ok;
}

static hcl_value *set_op_impl(hcl_call *call, const hcl_value *const *args,
                              size_t nargs, const hcl_type *rtype, set_op op) {
  const hcl_alloc *alloc = hcl_call_alloc(call);
  hcl_value **sets = hcl_mem_alloc(alloc, nargs * sizeof *sets);
  if (!sets)
    return NULL;
  memset(sets, 0, nargs * sizeof *sets);
  hcl_value *result = NULL;
  elem_list cur = {0}, next = {0};
  size_t done = 0;
  for (; done < nargs; done++) {
    sets[done] = hcl_fn_convert_or_fail(call, args[done], rtype, (long)done);
    if (!sets[done])
      goto out;
    /* only a union can be told while elements are unknown */
    if (op != OP_UNION && !hcl_value_is_wholly_known(sets[done])) {
      result = hcl_value_unknown(rtype, alloc);
      done++;
      goto out;
    }
  }
  for (size_t i = 0; i < nargs; i++) {
    size_t n = 0;
    const hcl_value **elems = hcl_fn_elements(call, sets[i], &n);
    if (!elems)
      goto out;
    bool ok = true;
    if (i == 0 || op == OP_UNION) {
      for (size_t j = 0; ok && j < n; j++)
        ok = push(alloc, &cur, elems[j]);
    } else {
      next.n = 0;
      ok = fold(alloc, op, &cur, elems, n, &next);
      elem_list swap = cur;
      cur = next;
      next = swap;
    }
    hcl_mem_free(alloc, elems);
    if (!ok)
      goto out;
  }
  result = hcl_value_set(hcl_type_elem(rtype), cur.at, cur.n, alloc);
out:
  for (size_t i = 0; i < done && i < nargs; i++)
    hcl_value_unref(sets[i]);
  hcl_mem_free(alloc, sets);
  hcl_mem_free(alloc, cur.at);
  hcl_mem_free(alloc, next.at);
  return result;
}

#define SET_FUNCTION(name, op)                                                 \
  static hcl_value *name##_impl(hcl_call *call, const hcl_value *const *args,  \
                                size_t nargs, const hcl_type *rtype) {         \
    return set_op_impl(call, args, nargs, rtype, op);                          \
  }

SET_FUNCTION(setunion, OP_UNION)
SET_FUNCTION(setintersection, OP_INTERSECT)
SET_FUNCTION(setsubtract, OP_SUBTRACT)
SET_FUNCTION(setsymmetricdifference, OP_SYMDIFF)

static const hcl_param first_set = {"first_set", &hcl_fn_set_any, false, false,
                                    true};
static const hcl_param other_sets = {"other_sets", &hcl_fn_set_any, false,
                                     false, true};
static const hcl_param subtract_params[] = {
    {"a", &hcl_fn_set_any, false, false, true},
    {"b", &hcl_fn_set_any, false, false, true}};

const hcl_func hcl_fn_setunion = {
    HCL_IMMORTAL,
    NULL,
    {&first_set, 1, &other_sets, set_op_type, NULL, setunion_impl, NULL, NULL}};
const hcl_func hcl_fn_setintersection = {HCL_IMMORTAL,
                                         NULL,
                                         {&first_set, 1, &other_sets,
                                          set_op_type, NULL,
                                          setintersection_impl, NULL, NULL}};
const hcl_func hcl_fn_setsubtract = {HCL_IMMORTAL,
                                     NULL,
                                     {subtract_params, 2, NULL, set_op_type,
                                      NULL, setsubtract_impl, NULL, NULL}};
const hcl_func hcl_fn_setsymmetricdifference = {
    HCL_IMMORTAL,
    NULL,
    {&first_set, 1, &other_sets, set_op_type, NULL, setsymmetricdifference_impl,
     NULL, NULL}};
