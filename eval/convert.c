/*
 * Type conversion and unification with the behaviour of cty's convert
 * package (go-cty 1.12.1): which conversions exist (safe and unsafe), how
 * values are converted, how a common type is chosen for a set of types, and
 * the English messages that explain a failed conversion.
 *
 * The work is split in two, as the reference splits it: a type-level
 * question ("does a conversion from A to B exist?", conv_exists) and the
 * value-level conversion that runs once the answer is yes (conv_val).
 * Everything the reference decides from types alone (whether an element
 * needs converting at all, which element type a tuple unifies to) is
 * decided here from the same types, so that nulls and unknowns nested in
 * collections come out exactly as in the reference.
 *
 * Functions returning int use 1 for yes/found, 0 for no/none and -1 for
 * out of memory.
 */

#include "eval/convert.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "core/quote.h"
#include "core/utf8.h"
#include "eval/number.h"
#include "eval/value_internal.h"
#include "eval/value_order.h"

/* ---- Type helpers -------------------------------------------------------- */

static hcl_type_kind kind(const hcl_type *t) { return (hcl_type_kind)t->kind; }
static bool is_dyn(const hcl_type *t) { return kind(t) == HCL_TYPE_DYNAMIC; }
static bool is_prim(const hcl_type *t) { return hcl_type_is_primitive(t); }
static bool is_list(const hcl_type *t) { return kind(t) == HCL_TYPE_LIST; }
static bool is_set(const hcl_type *t) { return kind(t) == HCL_TYPE_SET; }
static bool is_map(const hcl_type *t) { return kind(t) == HCL_TYPE_MAP; }
static bool is_tuple(const hcl_type *t) { return kind(t) == HCL_TYPE_TUPLE; }
static bool is_obj(const hcl_type *t) { return kind(t) == HCL_TYPE_OBJECT; }
static bool is_capsule(const hcl_type *t) {
  return kind(t) == HCL_TYPE_CAPSULE;
}
static bool is_coll(const hcl_type *t) {
  return is_list(t) || is_set(t) || is_map(t);
}
static bool teq(const hcl_type *a, const hcl_type *b) {
  return hcl_type_equal(a, b);
}

/* A list, set or map type of `elem`; NULL when out of memory. */
static const hcl_type *make_coll(hcl_type_kind k, const hcl_type *elem,
                                 const hcl_alloc *a) {
  switch (k) {
  case HCL_TYPE_LIST:
    return hcl_type_list(elem, a);
  case HCL_TYPE_SET:
    return hcl_type_set(elem, a);
  default:
    return hcl_type_map(elem, a);
  }
}

static void *alloc_array(const hcl_alloc *a, size_t n, size_t size) {
  if (n && n > SIZE_MAX / size)
    return NULL;
  return hcl_mem_alloc(a, (n ? n : 1) * size);
}

static void unref_types(const hcl_type **ts, size_t n) {
  for (size_t i = 0; i < n; i++)
    hcl_type_unref(ts[i]);
}

/* ---- Preference order (compare_types.go, sort_types.go) -------------- */

/* Negative when `a` is the more general of the two, positive when `b` is,
   0 when they are not comparable. */
static int compare_types(const hcl_type *a, const hcl_type *b) {
  if (is_dyn(a) || is_dyn(b)) {
    if (!is_dyn(a))
      return -1;
    if (!is_dyn(b))
      return 1;
    return 0;
  }
  if (is_prim(a) && is_prim(b)) {
    bool as = kind(a) == HCL_TYPE_STRING, bs = kind(b) == HCL_TYPE_STRING;
    if (as || bs) {
      if (!as)
        return 1;
      if (!bs)
        return -1;
      return 0;
    }
  }
  if ((is_list(a) && is_list(b)) || (is_set(a) && is_set(b)) ||
      (is_map(a) && is_map(b)))
    return compare_types(a->elem, b->elem);

  int swap = 1;
  if ((is_tuple(a) && is_list(b)) || (is_obj(a) && is_map(b)) ||
      (is_set(a) && is_tuple(b)) || (is_set(a) && is_list(b))) {
    const hcl_type *t = a;
    a = b;
    b = t;
    swap = -1;
  }
  if (is_set(b) && (is_tuple(a) || is_list(a)))
    return -1 * swap;
  if (is_list(a) && is_tuple(b))
    return -1 * swap;
  if (is_map(a) && is_obj(b))
    return -1 * swap;

  if ((is_obj(a) && is_obj(b)) || (is_tuple(a) && is_tuple(b))) {
    if (a->n != b->n)
      return 0;
    bool a_super = false, b_super = false;
    for (size_t i = 0; i < a->n; i++) {
      const hcl_type *ta, *tb;
      if (is_obj(a)) {
        hcl_str name = a->u.attrs[i].name;
        size_t j = hcl_type_attr_index(b, name.ptr, name.len);
        if (j == SIZE_MAX)
          return 0;
        ta = a->u.attrs[i].type;
        tb = b->u.attrs[j].type;
      } else {
        ta = a->u.elems[i];
        tb = b->u.elems[i];
      }
      int c = compare_types(ta, tb);
      if (c < 0)
        a_super = true;
      else if (c > 0)
        b_super = true;
    }
    if (a_super && b_super)
      return 0;
    if (a_super)
      return -1 * swap;
    if (b_super)
      return 1 * swap;
    return 0;
  }
  return 0;
}

/* Whether the reference's type graph has an edge from k to m ("k is more
   general than m"), built from comparisons of pairs in index order. */
static bool pref_edge(const hcl_type *const *types, size_t k, size_t m) {
  if (m < k)
    return compare_types(types[m], types[k]) > 0;
  if (m > k)
    return compare_types(types[k], types[m]) < 0;
  return false;
}

/*
 * The reference's topological sort of the types, most general first. Like
 * the reference, entries never reached (a cycle of preferences) are left as
 * index 0. NULL when out of memory.
 */
static size_t *sort_types(const hcl_type *const *types, size_t n,
                          const hcl_alloc *a) {
  size_t *result = alloc_array(a, n, sizeof *result);
  size_t *indeg = alloc_array(a, n, sizeof *indeg);
  if (!result || !indeg) {
    hcl_mem_free(a, result);
    hcl_mem_free(a, indeg);
    return NULL;
  }
  for (size_t i = 0; i < n; i++) {
    result[i] = 0;
    indeg[i] = 0;
  }
  for (size_t k = 0; k < n; k++)
    for (size_t m = 0; m < n; m++)
      if (pref_edge(types, k, m))
        indeg[m]++;
  size_t head = 0, tail = 0;
  for (size_t i = 0; i < n; i++)
    if (indeg[i] == 0)
      result[tail++] = i;
  while (head < tail) {
    size_t i = result[head++];
    for (size_t m = 0; m < n; m++)
      if (pref_edge(types, i, m) && --indeg[m] == 0)
        result[tail++] = m;
  }
  hcl_mem_free(a, indeg);
  return result;
}

/* ---- Which conversions exist (conversion.go) ----------------------------- */

static int unify(const hcl_type *const *types, size_t n, bool unsafe,
                 const hcl_alloc *a, const hcl_type **out);
static int conv_exists(const hcl_type *in, const hcl_type *out, bool unsafe,
                       const hcl_alloc *a);

/*
 * The element type a tuple converts to for a list or set of `ety`
 * (conversionTupleToList / ToSet): `ety` itself, or when it is dynamic the
 * unified element type. 1 with *eff (a new reference), 0 when there is no
 * conversion, -1 out of memory.
 */
static int tuple_coll_ety(const hcl_type *in, const hcl_type *ety, bool unsafe,
                          const hcl_alloc *a, const hcl_type **eff) {
  if (in->n == 0) {
    *eff = hcl_type_ref(ety);
    return 1;
  }
  const hcl_type *want = NULL;
  if (is_dyn(ety)) {
    int r = unify(in->u.elems, in->n, unsafe, a, &want);
    if (r <= 0)
      return r;
    if (is_dyn(want)) {
      for (size_t i = 0; i < in->n; i++) {
        if (!is_dyn(in->u.elems[i])) {
          hcl_type_unref(want);
          return 0;
        }
      }
    }
  } else {
    want = hcl_type_ref(ety);
  }
  for (size_t i = 0; i < in->n; i++) {
    if (teq(in->u.elems[i], want))
      continue;
    int r = conv_exists(in->u.elems[i], want, unsafe, a);
    if (r <= 0) {
      hcl_type_unref(want);
      return r;
    }
  }
  *eff = want;
  return 1;
}

/* The attribute types of an object type, in name order (borrowed). */
static const hcl_type **attr_types(const hcl_type *obj, const hcl_alloc *a) {
  const hcl_type **ts = alloc_array(a, obj->n, sizeof *ts);
  if (ts)
    for (size_t i = 0; i < obj->n; i++)
      ts[i] = obj->u.attrs[i].type;
  return ts;
}

/* The same for an object converting to a map (conversionObjectToMap). */
static int obj_map_ety(const hcl_type *in, const hcl_type *ety, bool unsafe,
                       const hcl_alloc *a, const hcl_type **eff) {
  if (in->n == 0) {
    *eff = hcl_type_ref(ety);
    return 1;
  }
  const hcl_type *want = NULL;
  if (is_dyn(ety)) {
    const hcl_type **ts = attr_types(in, a);
    if (!ts)
      return -1;
    int r = unify(ts, in->n, unsafe, a, &want);
    hcl_mem_free(a, ts);
    if (r <= 0)
      return r;
  } else {
    want = hcl_type_ref(ety);
  }
  for (size_t i = 0; i < in->n; i++) {
    const hcl_type *t = in->u.attrs[i].type;
    if (teq(t, want))
      continue;
    int r = conv_exists(t, want, unsafe, a);
    if (r <= 0) {
      hcl_type_unref(want);
      return r;
    }
  }
  *eff = want;
  return 1;
}

/* getConversion(in, out, unsafe) != nil */
static int conv_exists(const hcl_type *in, const hcl_type *out, bool unsafe,
                       const hcl_alloc *a) {
  if (is_dyn(out))
    return 1;
  if (unsafe && is_dyn(in))
    return 1;
  if (is_prim(in) && is_prim(out)) {
    hcl_type_kind ik = kind(in), ok = kind(out);
    if ((ik == HCL_TYPE_NUMBER || ik == HCL_TYPE_BOOL) && ok == HCL_TYPE_STRING)
      return 1;
    if (unsafe && ik == HCL_TYPE_STRING &&
        (ok == HCL_TYPE_NUMBER || ok == HCL_TYPE_BOOL))
      return 1;
    return 0;
  }
  if (is_obj(out) && is_obj(in)) {
    for (size_t i = 0; i < out->n; i++) {
      hcl_str name = out->u.attrs[i].name;
      size_t j = hcl_type_attr_index(in, name.ptr, name.len);
      if (j == SIZE_MAX)
        return 0;
      const hcl_type *it = in->u.attrs[j].type, *ot = out->u.attrs[i].type;
      if (teq(it, ot))
        continue;
      int r = conv_exists(it, ot, unsafe, a);
      if (r <= 0)
        return r;
    }
    return 1;
  }
  if (is_tuple(out) && is_tuple(in)) {
    if (in->n != out->n)
      return 0;
    for (size_t i = 0; i < in->n; i++) {
      if (teq(in->u.elems[i], out->u.elems[i]))
        continue;
      int r = conv_exists(in->u.elems[i], out->u.elems[i], unsafe, a);
      if (r <= 0)
        return r;
    }
    return 1;
  }
  if (is_list(out) && (is_list(in) || is_set(in))) {
    if (teq(in->elem, out->elem))
      return 1;
    return conv_exists(in->elem, out->elem, unsafe, a);
  }
  if (is_set(out) && (is_list(in) || is_set(in))) {
    if (is_list(in) && !unsafe)
      return 0;
    if (teq(in->elem, out->elem))
      return 1;
    return conv_exists(in->elem, out->elem, unsafe, a);
  }
  if (is_map(out) && is_map(in))
    return conv_exists(in->elem, out->elem, unsafe, a);
  if ((is_list(out) || is_set(out)) && is_tuple(in)) {
    const hcl_type *eff = NULL;
    int r = tuple_coll_ety(in, out->elem, unsafe, a, &eff);
    if (r == 1)
      hcl_type_unref(eff);
    return r;
  }
  if (is_map(out) && is_obj(in)) {
    const hcl_type *eff = NULL;
    int r = obj_map_ety(in, out->elem, unsafe, a, &eff);
    if (r == 1)
      hcl_type_unref(eff);
    return r;
  }
  if (is_obj(out) && is_map(in)) {
    if (!unsafe)
      return 0;
    for (size_t i = 0; i < out->n; i++) {
      const hcl_type *ot = out->u.attrs[i].type;
      if (teq(ot, in->elem))
        continue;
      int r = conv_exists(in->elem, ot, unsafe, a);
      if (r <= 0)
        return r;
    }
    return 1;
  }
  /* Capsule types take part only in conversions their operations define,
     and this library's capsule types define none. */
  return 0;
}

/* ---- Unification (unify.go) ---------------------------------------------- */

/* Whether every one of `types` converts to `to` (or already is it). */
static int all_convert(const hcl_type *const *types, size_t n,
                       const hcl_type *to, bool unsafe, const hcl_alloc *a) {
  for (size_t i = 0; i < n; i++) {
    if (teq(types[i], to))
      continue;
    int r = conv_exists(types[i], to, unsafe, a);
    if (r <= 0)
      return r;
  }
  return 1;
}

/* Keeps *out (a new reference to `ty`) when all types convert to it. */
static int settle(const hcl_type *const *types, size_t n, const hcl_type *ty,
                  bool unsafe, const hcl_alloc *a, const hcl_type **out) {
  int r = all_convert(types, n, ty, unsafe, a);
  if (r == 1)
    *out = ty;
  else
    hcl_type_unref(ty);
  return r;
}

static int unify_collections(hcl_type_kind k, const hcl_type *const *types,
                             size_t n, bool unsafe, bool has_dyn,
                             const hcl_alloc *a, const hcl_type **out) {
  if (has_dyn) {
    *out = hcl_type_dynamic();
    return 1;
  }
  const hcl_type **elems = alloc_array(a, n, sizeof *elems);
  if (!elems)
    return -1;
  for (size_t i = 0; i < n; i++)
    elems[i] = types[i]->elem;
  const hcl_type *ety = NULL;
  int r = unify(elems, n, unsafe, a, &ety);
  hcl_mem_free(a, elems);
  if (r <= 0)
    return r;
  const hcl_type *ret = make_coll(k, ety, a);
  hcl_type_unref(ety);
  if (!ret)
    return -1;
  return settle(types, n, ret, unsafe, a, out);
}

/* unifyObjectTypesToMap / unifyTupleTypesToList: every attribute or
   element type of every type, unified as one collection's element type. */
static int unify_members_as(hcl_type_kind k, const hcl_type *const *types,
                            size_t n, bool unsafe, const hcl_alloc *a,
                            const hcl_type **out) {
  size_t total = 0;
  for (size_t i = 0; i < n; i++)
    total += types[i]->n;
  const hcl_type **all = alloc_array(a, total, sizeof *all);
  if (!all)
    return -1;
  size_t at = 0;
  for (size_t i = 0; i < n; i++)
    for (size_t j = 0; j < types[i]->n; j++)
      all[at++] =
          is_obj(types[i]) ? types[i]->u.attrs[j].type : types[i]->u.elems[j];
  const hcl_type *ety = NULL;
  int r = unify(all, total, unsafe, a, &ety);
  hcl_mem_free(a, all);
  if (r <= 0)
    return r;
  const hcl_type *ret = make_coll(k, ety, a);
  hcl_type_unref(ety);
  if (!ret)
    return -1;
  return settle(types, n, ret, unsafe, a, out);
}

static int unify_objects(const hcl_type *const *types, size_t n, bool unsafe,
                         bool has_dyn, const hcl_alloc *a,
                         const hcl_type **out) {
  if (has_dyn) {
    *out = hcl_type_dynamic();
    return 1;
  }
  const hcl_type *first = types[0];
  for (size_t i = 1; i < n; i++) {
    if (types[i]->n != first->n)
      return unify_members_as(HCL_TYPE_MAP, types, n, unsafe, a, out);
    for (size_t j = 0; j < types[i]->n; j++) {
      hcl_str name = types[i]->u.attrs[j].name;
      if (hcl_type_attr_index(first, name.ptr, name.len) == SIZE_MAX)
        return unify_members_as(HCL_TYPE_MAP, types, n, unsafe, a, out);
    }
  }
  size_t na = first->n;
  const hcl_type **across = alloc_array(a, n, sizeof *across);
  const hcl_type **ret_types = alloc_array(a, na, sizeof *ret_types);
  hcl_str *names = alloc_array(a, na, sizeof *names);
  if (!across || !ret_types || !names) {
    hcl_mem_free(a, across);
    hcl_mem_free(a, ret_types);
    hcl_mem_free(a, names);
    return -1;
  }
  size_t made = 0;
  int r = 1;
  for (size_t k = 0; k < na; k++) {
    hcl_str name = first->u.attrs[k].name;
    names[k] = name;
    for (size_t i = 0; i < n; i++)
      across[i] =
          types[i]
              ->u.attrs[hcl_type_attr_index(types[i], name.ptr, name.len)]
              .type;
    r = unify(across, n, unsafe, a, &ret_types[k]);
    if (r <= 0)
      break;
    made++;
  }
  const hcl_type *ret = NULL;
  if (r == 1) {
    ret = hcl_type_object(names, ret_types, na, a);
    if (!ret)
      r = -1;
  }
  unref_types(ret_types, made);
  hcl_mem_free(a, across);
  hcl_mem_free(a, ret_types);
  hcl_mem_free(a, names);
  if (r <= 0)
    return r;
  r = all_convert(types, n, ret, unsafe, a);
  if (r == 1) {
    *out = ret;
    return 1;
  }
  hcl_type_unref(ret);
  if (r < 0)
    return r;
  return unify_members_as(HCL_TYPE_MAP, types, n, unsafe, a, out);
}

static int unify_tuples(const hcl_type *const *types, size_t n, bool unsafe,
                        bool has_dyn, const hcl_alloc *a,
                        const hcl_type **out) {
  if (has_dyn) {
    *out = hcl_type_dynamic();
    return 1;
  }
  size_t ne = types[0]->n;
  for (size_t i = 1; i < n; i++)
    if (types[i]->n != ne)
      return unify_members_as(HCL_TYPE_LIST, types, n, unsafe, a, out);
  const hcl_type **across = alloc_array(a, n, sizeof *across);
  const hcl_type **ret_types = alloc_array(a, ne, sizeof *ret_types);
  if (!across || !ret_types) {
    hcl_mem_free(a, across);
    hcl_mem_free(a, ret_types);
    return -1;
  }
  size_t made = 0;
  int r = 1;
  for (size_t k = 0; k < ne; k++) {
    for (size_t i = 0; i < n; i++)
      across[i] = types[i]->u.elems[k];
    r = unify(across, n, unsafe, a, &ret_types[k]);
    if (r <= 0)
      break;
    made++;
  }
  const hcl_type *ret = NULL;
  if (r == 1) {
    ret = hcl_type_tuple(ret_types, ne, a);
    if (!ret)
      r = -1;
  }
  unref_types(ret_types, made);
  hcl_mem_free(a, across);
  hcl_mem_free(a, ret_types);
  if (r <= 0)
    return r;
  r = all_convert(types, n, ret, unsafe, a);
  if (r == 1) {
    *out = ret;
    return 1;
  }
  hcl_type_unref(ret);
  if (r < 0)
    return r;
  return unify_members_as(HCL_TYPE_LIST, types, n, unsafe, a, out);
}

/*
 * unifyTuplesAsList / unifyObjectsAsMaps: the structural members (`sk`)
 * unified as one collection (`ck`), then everything unified with that
 * collection type in their place; 1 only when that gives a collection.
 */
static int unify_structs_as(hcl_type_kind sk, hcl_type_kind ck,
                            const hcl_type *const *types, size_t n, bool unsafe,
                            const hcl_alloc *a, const hcl_type **out) {
  const hcl_type **structs = alloc_array(a, n, sizeof *structs);
  if (!structs)
    return -1;
  size_t ns = 0;
  for (size_t i = 0; i < n; i++)
    if (kind(types[i]) == sk)
      structs[ns++] = types[i];
  const hcl_type *coll = NULL;
  int r = unify_members_as(ck, structs, ns, unsafe, a, &coll);
  if (r <= 0) {
    hcl_mem_free(a, structs);
    return r;
  }
  /* reuse the array for the types with the collection in place */
  for (size_t i = 0; i < n; i++)
    structs[i] = kind(types[i]) == sk ? coll : types[i];
  const hcl_type *ty = NULL;
  r = unify(structs, n, unsafe, a, &ty);
  hcl_mem_free(a, structs);
  hcl_type_unref(coll);
  if (r <= 0)
    return r;
  if (kind(ty) != ck) {
    hcl_type_unref(ty);
    return 0;
  }
  *out = ty;
  return 1;
}

/*
 * Unify's last resort: the first type in preference order (sortTypes) that
 * all the others convert to. This is the reference's algorithm, quadratic
 * in the number of types.
 */
static int unify_by_order(const hcl_type *const *types, size_t n, bool unsafe,
                          const hcl_alloc *a, const hcl_type **out) {
  size_t *order = sort_types(types, n, a);
  if (!order)
    return -1;
  int r = 0;
  for (size_t k = 0; k < n && r == 0; k++) {
    size_t w = order[k];
    const hcl_type *want = types[w];
    int ok = 1;
    for (size_t i = 0; i < n && ok == 1; i++) {
      if (i == w || teq(types[i], want))
        continue;
      ok = conv_exists(types[i], want, unsafe, a);
    }
    if (ok < 0) {
      r = -1;
    } else if (ok == 1) {
      *out = hcl_type_ref(want);
      r = 1;
    }
  }
  hcl_mem_free(a, order);
  return r;
}

/* Beyond this many distinct types the grouped form is not worth it. */
#define MAX_CLASSES 1024

/*
 * The same result computed over groups of equal types, so that a long list
 * of few distinct types (a tuple of thousands of strings and numbers) costs
 * time proportional to its length. Equal types compare and convert alike,
 * and when compare_types is antisymmetric on the distinct types the
 * reference's graph has an edge from k to m exactly when k's group is more
 * general than m's: the topological sort then runs group by group, nodes
 * becoming ready together and joining the queue in index order, just as
 * they do one by one in the reference. Returns -2 when the grouping does
 * not apply.
 */
static int unify_by_class(const hcl_type *const *types, size_t n, bool unsafe,
                          const hcl_alloc *a, const hcl_type **out) {
  size_t *cls = alloc_array(a, n, sizeof *cls);
  size_t *rep = alloc_array(a, MAX_CLASSES, sizeof *rep);
  size_t *count = alloc_array(a, MAX_CLASSES, sizeof *count);
  size_t *order = alloc_array(a, n, sizeof *order);
  signed char *cmp = NULL;
  size_t *cindeg = NULL;
  signed char *memo = NULL;
  int r = -2;
  if (!cls || !rep || !count || !order) {
    r = -1;
    goto out;
  }
  size_t d = 0;
  for (size_t i = 0; i < n; i++) {
    size_t c = 0;
    while (c < d && !teq(types[rep[c]], types[i]))
      c++;
    if (c == d) {
      if (d == MAX_CLASSES)
        goto out;
      rep[d] = i;
      count[d++] = 0;
    }
    cls[i] = c;
    count[c]++;
  }
  cmp = alloc_array(a, d * d, sizeof *cmp);
  cindeg = alloc_array(a, d, sizeof *cindeg);
  memo = alloc_array(a, d, sizeof *memo);
  if (!cmp || !cindeg || !memo) {
    r = -1;
    goto out;
  }
  for (size_t x = 0; x < d; x++)
    for (size_t y = 0; y < d; y++)
      cmp[x * d + y] = (signed char)compare_types(types[rep[x]], types[rep[y]]);
  for (size_t x = 0; x < d; x++)
    for (size_t y = x; y < d; y++)
      if (cmp[x * d + y] != -cmp[y * d + x])
        goto out; /* not antisymmetric: only the plain form is exact */

  for (size_t y = 0; y < d; y++) {
    cindeg[y] = 0;
    memo[y] = 2; /* not yet known */
    for (size_t x = 0; x < d; x++)
      if (cmp[x * d + y] < 0)
        cindeg[y] += count[x];
  }
  size_t head = 0, tail = 0;
  for (size_t i = 0; i < n; i++)
    order[i] = 0;
  for (size_t i = 0; i < n; i++)
    if (cindeg[cls[i]] == 0)
      order[tail++] = i;
  /* memo doubles as the "became ready" flag while sorting (values 3) */
  while (head < tail) {
    size_t c = cls[order[head++]];
    bool any = false;
    for (size_t y = 0; y < d; y++) {
      if (cmp[c * d + y] < 0 && --cindeg[y] == 0) {
        memo[y] = 3;
        any = true;
      }
    }
    if (!any)
      continue;
    for (size_t m = 0; m < n; m++)
      if (memo[cls[m]] == 3)
        order[tail++] = m;
    for (size_t y = 0; y < d; y++)
      if (memo[y] == 3)
        memo[y] = 2;
  }

  r = 0;
  for (size_t k = 0; k < n && r == 0; k++) {
    size_t w = order[k], c = cls[w];
    if (memo[c] == 2) {
      int ok = 1;
      for (size_t y = 0; y < d && ok == 1; y++)
        if (y != c)
          ok = conv_exists(types[rep[y]], types[w], unsafe, a);
      if (ok < 0) {
        r = -1;
        break;
      }
      memo[c] = (signed char)ok;
    }
    if (memo[c] == 1) {
      *out = hcl_type_ref(types[w]);
      r = 1;
    }
  }
out:
  hcl_mem_free(a, cls);
  hcl_mem_free(a, rep);
  hcl_mem_free(a, count);
  hcl_mem_free(a, order);
  hcl_mem_free(a, cmp);
  hcl_mem_free(a, cindeg);
  hcl_mem_free(a, memo);
  return r;
}

/* Up to this many types the plain form is cheaper. */
#define FEW_TYPES 16

static int unify_by_preference(const hcl_type *const *types, size_t n,
                               bool unsafe, const hcl_alloc *a,
                               const hcl_type **out) {
  int r = n <= FEW_TYPES ? -2 : unify_by_class(types, n, unsafe, a, out);
  if (r != -2)
    return r;
  return unify_by_order(types, n, unsafe, a, out);
}

static int unify(const hcl_type *const *types, size_t n, bool unsafe,
                 const hcl_alloc *a, const hcl_type **out) {
  if (n == 0)
    return 0;

  /* Types all equal unify to themselves whichever path the reference
     takes; checking that first keeps long lists of one type cheap. */
  bool same = true;
  for (size_t i = 1; i < n && same; i++)
    same = teq(types[0], types[i]);
  if (same) {
    *out = hcl_type_ref(types[0]);
    return 1;
  }

  size_t maps = 0, lists = 0, sets = 0, objs = 0, tuples = 0, dyns = 0;
  for (size_t i = 0; i < n; i++) {
    switch (kind(types[i])) {
    case HCL_TYPE_MAP:
      maps++;
      break;
    case HCL_TYPE_LIST:
      lists++;
      break;
    case HCL_TYPE_SET:
      sets++;
      break;
    case HCL_TYPE_OBJECT:
      objs++;
      break;
    case HCL_TYPE_TUPLE:
      tuples++;
      break;
    case HCL_TYPE_DYNAMIC:
      dyns++;
      break;
    default:
      break;
    }
  }
  int r;
  if (maps > 0 && maps + dyns == n)
    return unify_collections(HCL_TYPE_MAP, types, n, unsafe, dyns > 0, a, out);
  if (maps > 0 && maps + objs + dyns == n) {
    r = unify_structs_as(HCL_TYPE_OBJECT, HCL_TYPE_MAP, types, n, unsafe, a,
                         out);
    if (r != 0)
      return r;
  } else if (lists > 0 && lists + dyns == n) {
    return unify_collections(HCL_TYPE_LIST, types, n, unsafe, dyns > 0, a, out);
  } else if (lists > 0 && lists + tuples + dyns == n) {
    r = unify_structs_as(HCL_TYPE_TUPLE, HCL_TYPE_LIST, types, n, unsafe, a,
                         out);
    if (r != 0)
      return r;
  } else if (sets > 0 && sets + dyns == n) {
    return unify_collections(HCL_TYPE_SET, types, n, unsafe, dyns > 0, a, out);
  } else if (objs > 0 && objs + dyns == n) {
    return unify_objects(types, n, unsafe, dyns > 0, a, out);
  } else if (tuples > 0 && tuples + dyns == n) {
    return unify_tuples(types, n, unsafe, dyns > 0, a, out);
  } else if (objs > 0 && tuples > 0) {
    return 0;
  }

  return unify_by_preference(types, n, unsafe, a, out);
}

/* ---- dynamicReplace (conversion_dynamic.go) ---------------------------- */

/* `out` with its dynamic parts replaced by the matching parts of `in`
   (NULL `in` is the reference's NilType). NULL when out of memory. */
static const hcl_type *dyn_replace(const hcl_type *in, const hcl_type *out,
                                   const hcl_alloc *a) {
  if (!in || is_dyn(in))
    return hcl_type_ref(out);
  if (is_dyn(out))
    return hcl_type_ref(in);
  if (is_prim(out) || is_capsule(out))
    return hcl_type_ref(out);

  if (is_coll(out)) {
    const hcl_type *elem = NULL;
    bool from_members = false;
    if (is_map(out)) {
      if (is_map(in))
        elem = dyn_replace(in->elem, out->elem, a);
      else if (is_obj(in))
        from_members = true;
      else
        return hcl_type_ref(out);
    } else {
      if (is_list(in) || is_set(in))
        elem = dyn_replace(in->elem, out->elem, a);
      else if (is_tuple(in))
        from_members = true;
      else
        return hcl_type_ref(out);
    }
    if (from_members) {
      const hcl_type **ts = NULL;
      if (is_obj(in)) {
        ts = attr_types(in, a);
        if (!ts)
          return NULL;
      }
      const hcl_type *u = NULL;
      int r = unify(is_obj(in) ? ts : in->u.elems, in->n, true, a, &u);
      hcl_mem_free(a, ts);
      if (r < 0)
        return NULL;
      elem = dyn_replace(r == 1 ? u : NULL, out->elem, a);
      if (r == 1)
        hcl_type_unref(u);
    }
    if (!elem)
      return NULL;
    const hcl_type *t = make_coll(kind(out), elem, a);
    hcl_type_unref(elem);
    return t;
  }

  if (is_obj(out)) {
    size_t n = (is_map(in) || is_obj(in)) ? out->n : 0;
    const hcl_type **ts = alloc_array(a, n, sizeof *ts);
    hcl_str *names = alloc_array(a, n, sizeof *names);
    size_t made = 0;
    bool ok = ts && names;
    for (size_t i = 0; ok && i < n; i++) {
      hcl_str name = out->u.attrs[i].name;
      const hcl_type *ot = out->u.attrs[i].type;
      names[i] = name;
      if (is_map(in)) {
        ts[i] = dyn_replace(in->elem, ot, a);
      } else {
        size_t j = hcl_type_attr_index(in, name.ptr, name.len);
        ts[i] = j == SIZE_MAX ? hcl_type_ref(ot)
                              : dyn_replace(in->u.attrs[j].type, ot, a);
      }
      if (!ts[i])
        ok = false;
      else
        made++;
    }
    const hcl_type *t = ok ? hcl_type_object(names, ts, n, a) : NULL;
    if (ts)
      unref_types(ts, made);
    hcl_mem_free(a, ts);
    hcl_mem_free(a, names);
    return t;
  }

  if (is_tuple(out)) {
    if (!is_tuple(in) || in->n < out->n)
      return hcl_type_ref(out);
    const hcl_type **ts = alloc_array(a, out->n, sizeof *ts);
    if (!ts)
      return NULL;
    size_t made = 0;
    bool ok = true;
    for (size_t i = 0; ok && i < out->n; i++) {
      ts[i] = dyn_replace(in->u.elems[i], out->u.elems[i], a);
      if (!ts[i])
        ok = false;
      else
        made++;
    }
    const hcl_type *t = ok ? hcl_type_tuple(ts, out->n, a) : NULL;
    unref_types(ts, made);
    hcl_mem_free(a, ts);
    return t;
  }
  return hcl_type_ref(out);
}

/* ---- Messages (mismatch_msg.go) ------------------------------------------ */

/* cty's FriendlyNameForConstraint. */
static bool constraint_name(hcl_buf *b, const hcl_type *t) {
  switch (kind(t)) {
  case HCL_TYPE_DYNAMIC:
    return hcl_buf_puts(b, "any type");
  case HCL_TYPE_STRING:
    return hcl_buf_puts(b, "string");
  case HCL_TYPE_NUMBER:
    return hcl_buf_puts(b, "number");
  case HCL_TYPE_BOOL:
    return hcl_buf_puts(b, "bool");
  case HCL_TYPE_TUPLE:
    return hcl_buf_puts(b, "tuple");
  case HCL_TYPE_OBJECT:
    return hcl_buf_puts(b, "object");
  case HCL_TYPE_CAPSULE:
    return hcl_buf_puts(b, t->capsule_name);
  case HCL_TYPE_LIST:
  case HCL_TYPE_SET:
  case HCL_TYPE_MAP: {
    const char *pre = is_list(t)  ? "list of "
                      : is_set(t) ? "set of "
                                  : "map of ";
    if (!hcl_buf_puts(b, pre))
      return false;
    if (is_dyn(t->elem))
      return hcl_buf_puts(b, "any single type");
    return constraint_name(b, t->elem);
  }
  }
  return false;
}

static bool required(hcl_buf *b, const hcl_type *want) {
  return constraint_name(b, want) && hcl_buf_puts(b, " required");
}

static int mismatch(hcl_buf *b, const hcl_type *got, const hcl_type *want,
                    const hcl_alloc *a);

/* "attribute "name": <mismatch>" into `b`. */
static int attr_mismatch(hcl_buf *b, hcl_str name, const hcl_type *got,
                         const hcl_type *want, const hcl_alloc *a) {
  if (!hcl_buf_puts(b, "attribute ") || !hcl_go_quote(b, name.ptr, name.len) ||
      !hcl_buf_puts(b, ": "))
    return -1;
  return mismatch(b, got, want, a);
}

static int mismatch_objects(hcl_buf *b, const hcl_type *got,
                            const hcl_type *want, const hcl_alloc *a) {
  /* Attribute names are visited in name order (the reference visits them
     in Go's map order, so with several bad attributes it may name any). */
  size_t missing = 0;
  for (size_t i = 0; i < want->n; i++) {
    hcl_str name = want->u.attrs[i].name;
    if (hcl_type_attr_index(got, name.ptr, name.len) == SIZE_MAX)
      missing++;
  }
  if (missing) {
    size_t seen = 0;
    bool ok = hcl_buf_puts(b, missing == 1 ? "attribute " : "attributes ");
    for (size_t i = 0; ok && i < want->n; i++) {
      hcl_str name = want->u.attrs[i].name;
      if (hcl_type_attr_index(got, name.ptr, name.len) != SIZE_MAX)
        continue;
      seen++;
      if (seen > 1) {
        if (missing == 2)
          ok = hcl_buf_puts(b, " and ");
        else if (seen == missing)
          ok = hcl_buf_puts(b, ", and ");
        else
          ok = hcl_buf_puts(b, ", ");
      }
      ok = ok && hcl_go_quote(b, name.ptr, name.len);
    }
    ok = ok && hcl_buf_puts(b, missing == 1 ? " is required" : " are required");
    return ok ? 1 : -1;
  }

  size_t unsafe_at = SIZE_MAX, safe_at = SIZE_MAX;
  for (size_t i = 0; i < want->n; i++) {
    hcl_str name = want->u.attrs[i].name;
    const hcl_type *gt =
        got->u.attrs[hcl_type_attr_index(got, name.ptr, name.len)].type;
    const hcl_type *wt = want->u.attrs[i].type;
    if (teq(gt, wt))
      continue;
    if (unsafe_at != SIZE_MAX)
      continue;
    int r = conv_exists(gt, wt, true, a);
    if (r < 0)
      return -1;
    if (r == 0)
      unsafe_at = i;
    if (safe_at != SIZE_MAX)
      continue;
    r = conv_exists(gt, wt, false, a);
    if (r < 0)
      return -1;
    if (r == 0)
      safe_at = i;
  }
  size_t at = unsafe_at != SIZE_MAX ? unsafe_at : safe_at;
  if (at == SIZE_MAX)
    return hcl_buf_puts(b, "incorrect object attributes") ? 1 : -1;
  hcl_str name = want->u.attrs[at].name;
  return attr_mismatch(
      b, name, got->u.attrs[hcl_type_attr_index(got, name.ptr, name.len)].type,
      want->u.attrs[at].type, a);
}

static int mismatch_from_structural(hcl_buf *b, const hcl_type *got,
                                    const hcl_type *want, const hcl_alloc *a) {
  if (((is_list(want) || is_set(want)) && !is_tuple(got)) ||
      (is_map(want) && !is_obj(got)))
    return required(b, want) ? 1 : -1;
  const hcl_type *wety = want->elem;
  for (size_t i = 0; i < got->n; i++) {
    const hcl_type *gety =
        is_tuple(got) ? got->u.elems[i] : got->u.attrs[i].type;
    if (teq(gety, wety))
      continue;
    int r = conv_exists(gety, wety, true, a);
    if (r < 0)
      return -1;
    if (r == 1)
      continue;
    bool ok;
    if (is_tuple(got)) {
      ok = hcl_buf_printf(b, "element %zu: ", i);
    } else {
      hcl_str name = got->u.attrs[i].name;
      ok = hcl_buf_puts(b, "element ") && hcl_go_quote(b, name.ptr, name.len) &&
           hcl_buf_puts(b, ": ");
    }
    if (!ok)
      return -1;
    return mismatch(b, gety, wety, a);
  }
  return hcl_buf_puts(b, "all elements must be ") && constraint_name(b, wety)
             ? 1
             : -1;
}

static int mismatch_from_collections(hcl_buf *b, const hcl_type *got,
                                     const hcl_type *want, const hcl_alloc *a) {
  if (((is_list(want) || is_set(want)) && !(is_list(got) || is_set(got))) ||
      (is_map(want) && !is_map(got)))
    return required(b, want) ? 1 : -1;
  const char *noun = is_list(want)  ? "list element type"
                     : is_set(want) ? "set element type"
                                    : "map element type";
  if (!hcl_buf_printf(b, "incorrect %s: ", noun))
    return -1;
  return mismatch(b, got->elem, want->elem, a);
}

static int mismatch(hcl_buf *b, const hcl_type *got, const hcl_type *want,
                    const hcl_alloc *a) {
  if (is_obj(got) && is_obj(want))
    return mismatch_objects(b, got, want, a);
  if (is_tuple(got) && is_list(want) && is_dyn(want->elem))
    return hcl_buf_puts(b, "all list elements must have the same type") ? 1
                                                                        : -1;
  if (is_tuple(got) && is_set(want) && is_dyn(want->elem))
    return hcl_buf_puts(b, "all set elements must have the same type") ? 1 : -1;
  if (is_obj(got) && is_map(want) && is_dyn(want->elem))
    return hcl_buf_puts(b, "all map elements must have the same type") ? 1 : -1;
  if ((is_tuple(got) || is_obj(got)) && is_coll(want))
    return mismatch_from_structural(b, got, want, a);
  if (is_coll(got) && is_coll(want))
    return mismatch_from_collections(b, got, want, a);
  return required(b, want) ? 1 : -1;
}

/* ---- Converting values ------------------------------------------------- */

typedef struct cx {
  const hcl_alloc *a;
  hcl_buf *err;
} cx;

static hcl_convert_result failf(cx *c, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static hcl_convert_result failf(cx *c, const char *fmt, ...) {
  char msg[256];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  hcl_buf_clear(c->err);
  return hcl_buf_puts(c->err, msg) ? HCL_CONVERT_FAILED : HCL_CONVERT_NOMEM;
}

/* A failure whose message names a key: prefix, quoted key, suffix. */
static hcl_convert_result fail_key(cx *c, const char *prefix, hcl_str key,
                                   const char *suffix) {
  hcl_buf_clear(c->err);
  bool ok = hcl_buf_puts(c->err, prefix) &&
            hcl_go_quote(c->err, key.ptr, key.len) &&
            hcl_buf_puts(c->err, suffix);
  return ok ? HCL_CONVERT_FAILED : HCL_CONVERT_NOMEM;
}

static hcl_convert_result done(hcl_value *v, hcl_value **res) {
  *res = v;
  return v ? HCL_CONVERT_OK : HCL_CONVERT_NOMEM;
}

static void release_items(hcl_value **items, size_t n, const hcl_alloc *a) {
  if (!items)
    return;
  for (size_t i = 0; i < n; i++)
    hcl_value_unref(items[i]);
  hcl_mem_free(a, items);
}

static hcl_convert_result conv_val(cx *c, const hcl_value *v,
                                   const hcl_type *in, const hcl_type *out,
                                   bool unsafe, hcl_value **res);
static hcl_convert_result convert_full(cx *c, const hcl_value *v,
                                       const hcl_type *want, hcl_value **res);

/* The type cty's ListVal/SetVal/MapVal give a collection of these items:
   the first type that is not dynamic. false when the items' types are
   inconsistent (CanListVal and friends). */
static bool common_type(hcl_value *const *items, size_t n,
                        const hcl_type **ety) {
  const hcl_type *t = hcl_type_dynamic();
  for (size_t i = 0; i < n; i++) {
    const hcl_type *it = items[i]->type;
    if (is_dyn(t))
      t = it;
    else if (!is_dyn(it) && !teq(t, it))
      return false;
  }
  *ety = t;
  return true;
}

/*
 * cty's collections store their elements' raw values, so an element of the
 * dynamic pseudo-type (an unknown or a null) in a collection of `ety` reads
 * back as an unknown or null of `ety`: the items (owned) are made so.
 */
static bool retype_items(cx *c, hcl_value **items, size_t n,
                         const hcl_type *ety) {
  if (is_dyn(ety))
    return true;
  for (size_t i = 0; i < n; i++) {
    hcl_value *it = items[i];
    if (!is_dyn(it->type))
      continue;
    hcl_value *nv = (it->flags & HCL_VF_NULL) ? hcl_value_null(ety, c->a)
                                              : hcl_value_unknown(ety, c->a);
    if (!nv)
      return false;
    hcl_value_unref(it);
    items[i] = nv;
  }
  return true;
}

/* A list or set of `ety` owning `items`. */
static hcl_convert_result adopt_coll(cx *c, hcl_type_kind k,
                                     const hcl_type *ety, hcl_value **items,
                                     size_t n, hcl_value **res) {
  const hcl_type *t = make_coll(k, ety, c->a);
  if (!t || !retype_items(c, items, n, ety)) {
    hcl_type_unref(t);
    release_items(items, n, c->a);
    return HCL_CONVERT_NOMEM;
  }
  if (k == HCL_TYPE_SET)
    n = hcl_set_normalize(items, n);
  hcl_value *v = hcl_value_adopt(t, items, NULL, n, c->a);
  hcl_type_unref(t);
  return done(v, res);
}

static hcl_convert_result empty_coll(cx *c, hcl_type_kind k,
                                     const hcl_type *ety, hcl_value **res) {
  hcl_value **items = alloc_array(c->a, 0, sizeof *items);
  if (!items)
    return HCL_CONVERT_NOMEM;
  if (k == HCL_TYPE_MAP) {
    hcl_mem_free(c->a, items);
    return done(hcl_value_map(ety, NULL, NULL, 0, c->a), res);
  }
  return adopt_coll(c, k, ety, items, 0, res);
}

/* A map of the items (owned) under the keys (borrowed). */
static hcl_convert_result build_map(cx *c, const hcl_type *ety,
                                    const hcl_str *keys, hcl_value **items,
                                    size_t n, hcl_value **res) {
  if (!retype_items(c, items, n, ety)) {
    release_items(items, n, c->a);
    return HCL_CONVERT_NOMEM;
  }
  hcl_value *v =
      hcl_value_map(ety, keys, (const hcl_value *const *)items, n, c->a);
  release_items(items, n, c->a);
  return done(v, res);
}

/*
 * conversionUnifyListElements / conversionUnifyCollectionElements: the
 * items (owned) converted in place to their unified type.
 */
static hcl_convert_result unify_items(cx *c, hcl_value **items, size_t n,
                                      bool unsafe) {
  const hcl_type **types = alloc_array(c->a, n, sizeof *types);
  if (!types)
    return HCL_CONVERT_NOMEM;
  for (size_t i = 0; i < n; i++)
    types[i] = items[i]->type;
  const hcl_type *u = NULL;
  int r = unify(types, n, unsafe, c->a, &u);
  hcl_mem_free(c->a, types);
  if (r < 0)
    return HCL_CONVERT_NOMEM;
  if (r == 0)
    return failf(c, "cannot find a common base type for all elements");
  hcl_convert_result st = HCL_CONVERT_OK;
  for (size_t i = 0; i < n && st == HCL_CONVERT_OK; i++) {
    if (teq(items[i]->type, u))
      continue;
    r = conv_exists(items[i]->type, u, unsafe, c->a);
    if (r < 0) {
      st = HCL_CONVERT_NOMEM;
      break;
    }
    if (r == 0) { /* the reference cannot get here (it would crash) */
      st = failf(c, "cannot find a common base type for all elements");
      break;
    }
    hcl_value *nv = NULL;
    st = conv_val(c, items[i], items[i]->type, u, unsafe, &nv);
    if (st == HCL_CONVERT_OK) {
      hcl_value_unref(items[i]);
      items[i] = nv;
    }
  }
  hcl_type_unref(u);
  return st;
}

/* Converts element i of a collection or structure into items[i]. */
static hcl_convert_result conv_item(cx *c, const hcl_value *elem,
                                    const hcl_type *in, const hcl_type *out,
                                    bool needed, bool unsafe,
                                    hcl_value **slot) {
  if (!needed) {
    *slot = hcl_value_ref(elem);
    return HCL_CONVERT_OK;
  }
  return conv_val(c, elem, in, out, unsafe, slot);
}

/* conversionCollectionToList / ToSet, from a list or set value. */
static hcl_convert_result coll_to_listset(cx *c, const hcl_value *v,
                                          hcl_type_kind k,
                                          const hcl_type *out_ety, bool unsafe,
                                          hcl_value **res) {
  const hcl_type *in_ety = v->type->elem;
  size_t n = v->u.coll.n;
  if (k == HCL_TYPE_LIST && is_set(v->type) && n != 1 &&
      !hcl_value_is_wholly_known(v)) {
    /* the length is unknown: so is the list (of the set's element type) */
    const hcl_type *t = hcl_type_list(in_ety, c->a);
    if (!t)
      return HCL_CONVERT_NOMEM;
    hcl_value *u = hcl_value_unknown(t, c->a);
    hcl_type_unref(t);
    return done(u, res);
  }
  if (n == 0)
    return empty_coll(c, k, is_dyn(out_ety) ? in_ety : out_ety, res);
  bool needed = !teq(in_ety, out_ety);
  hcl_value **items = alloc_array(c->a, n, sizeof *items);
  if (!items)
    return HCL_CONVERT_NOMEM;
  for (size_t i = 0; i < n; i++) {
    hcl_convert_result st = conv_item(c, v->u.coll.items[i], in_ety, out_ety,
                                      needed, unsafe, &items[i]);
    if (st != HCL_CONVERT_OK) {
      release_items(items, i, c->a);
      return st;
    }
  }
  const hcl_type *ety;
  if (!common_type(items, n, &ety)) {
    release_items(items, n, c->a);
    return failf(c, "element types must all match for conversion to %s",
                 k == HCL_TYPE_LIST ? "list" : "set");
  }
  return adopt_coll(c, k, ety, items, n, res);
}

/* conversionCollectionToMap, from a map value. */
static hcl_convert_result map_to_map(cx *c, const hcl_value *v,
                                     const hcl_type *out_ety, bool unsafe,
                                     hcl_value **res) {
  const hcl_type *in_ety = v->type->elem;
  size_t n = v->u.coll.n;
  if (n == 0)
    return empty_coll(c, HCL_TYPE_MAP, is_dyn(out_ety) ? in_ety : out_ety, res);
  hcl_value **items = alloc_array(c->a, n, sizeof *items);
  if (!items)
    return HCL_CONVERT_NOMEM;
  for (size_t i = 0; i < n; i++) {
    hcl_convert_result st =
        conv_val(c, v->u.coll.items[i], in_ety, out_ety, unsafe, &items[i]);
    if (st != HCL_CONVERT_OK) {
      release_items(items, i, c->a);
      return st;
    }
  }
  if (is_coll(out_ety) || is_obj(out_ety)) {
    hcl_convert_result st = unify_items(c, items, n, false);
    if (st != HCL_CONVERT_OK) {
      release_items(items, n, c->a);
      return st;
    }
  }
  const hcl_type *ety;
  if (!common_type(items, n, &ety)) {
    release_items(items, n, c->a);
    return failf(c, "element types must all match for conversion to map");
  }
  return build_map(c, ety, v->u.coll.keys, items, n, res);
}

/* conversionTupleToList / ToSet. */
static hcl_convert_result tuple_to_listset(cx *c, const hcl_value *v,
                                           hcl_type_kind k, const hcl_type *ety,
                                           bool unsafe, hcl_value **res) {
  const hcl_type *tt = v->type;
  size_t n = tt->n;
  if (n == 0)
    return empty_coll(c, k, ety, res);
  const hcl_type *eff = NULL;
  int r = tuple_coll_ety(tt, ety, unsafe, c->a, &eff);
  if (r < 0)
    return HCL_CONVERT_NOMEM;
  if (r == 0) /* callers made sure the conversion exists */
    return failf(c, "all %s elements must have the same type",
                 k == HCL_TYPE_LIST ? "list" : "set");
  hcl_value **items = alloc_array(c->a, n, sizeof *items);
  if (!items) {
    hcl_type_unref(eff);
    return HCL_CONVERT_NOMEM;
  }
  hcl_convert_result st = HCL_CONVERT_OK;
  size_t made = 0;
  for (size_t i = 0; i < n && st == HCL_CONVERT_OK; i++) {
    const hcl_type *it = tt->u.elems[i];
    st = conv_item(c, v->u.coll.items[i], it, eff, !teq(it, eff), unsafe,
                   &items[i]);
    if (st == HCL_CONVERT_OK)
      made++;
  }
  hcl_type_unref(eff);
  if (st == HCL_CONVERT_OK && k == HCL_TYPE_LIST)
    st = unify_items(c, items, n, unsafe);
  if (st != HCL_CONVERT_OK) {
    release_items(items, made, c->a);
    return st;
  }
  const hcl_type *cty;
  if (!common_type(items, n, &cty)) {
    release_items(items, n, c->a);
    return failf(c, "element types must all match for conversion to %s",
                 k == HCL_TYPE_LIST ? "list" : "set");
  }
  return adopt_coll(c, k, cty, items, n, res);
}

/* conversionObjectToMap. */
static hcl_convert_result obj_to_map(cx *c, const hcl_value *v,
                                     const hcl_type *ety, bool unsafe,
                                     hcl_value **res) {
  const hcl_type *ot = v->type;
  size_t n = ot->n;
  if (n == 0)
    return empty_coll(c, HCL_TYPE_MAP, ety, res);
  const hcl_type *eff = NULL;
  int r = obj_map_ety(ot, ety, unsafe, c->a, &eff);
  if (r < 0)
    return HCL_CONVERT_NOMEM;
  if (r == 0)
    return failf(c, "all map elements must have the same type");
  hcl_value **items = alloc_array(c->a, n, sizeof *items);
  hcl_str *keys = alloc_array(c->a, n, sizeof *keys);
  if (!items || !keys) {
    hcl_mem_free(c->a, items);
    hcl_mem_free(c->a, keys);
    hcl_type_unref(eff);
    return HCL_CONVERT_NOMEM;
  }
  hcl_convert_result st = HCL_CONVERT_OK;
  size_t made = 0;
  for (size_t i = 0; i < n && st == HCL_CONVERT_OK; i++) {
    const hcl_type *at = ot->u.attrs[i].type;
    keys[i] = ot->u.attrs[i].name;
    st = conv_item(c, v->u.coll.items[i], at, eff, !teq(at, eff), unsafe,
                   &items[i]);
    if (st == HCL_CONVERT_OK)
      made++;
  }
  if (st == HCL_CONVERT_OK && (is_coll(eff) || is_obj(eff)))
    st = unify_items(c, items, n, unsafe);
  hcl_type_unref(eff);
  const hcl_type *cty = NULL;
  if (st == HCL_CONVERT_OK && !common_type(items, n, &cty))
    st = failf(c, "attribute types must all match for conversion to map");
  if (st != HCL_CONVERT_OK) {
    release_items(items, made, c->a);
    hcl_mem_free(c->a, keys);
    return st;
  }
  st = build_map(c, cty, keys, items, n, res);
  hcl_mem_free(c->a, keys);
  return st;
}

/* conversionMapToObject. */
static hcl_convert_result map_to_obj(cx *c, const hcl_value *v,
                                     const hcl_type *out, bool unsafe,
                                     hcl_value **res) {
  const hcl_type *mety = v->type->elem;
  size_t n = out->n;
  hcl_value **items = alloc_array(c->a, n, sizeof *items);
  hcl_str *names = alloc_array(c->a, n, sizeof *names);
  if (!items || !names) {
    hcl_mem_free(c->a, items);
    hcl_mem_free(c->a, names);
    return HCL_CONVERT_NOMEM;
  }
  for (size_t i = 0; i < n; i++) {
    items[i] = NULL;
    names[i] = out->u.attrs[i].name;
  }
  hcl_convert_result st = HCL_CONVERT_OK;
  for (size_t k = 0; k < v->u.coll.n && st == HCL_CONVERT_OK; k++) {
    hcl_str key = v->u.coll.keys[k];
    size_t j = hcl_type_attr_index(out, key.ptr, key.len);
    if (j == SIZE_MAX)
      continue;
    const hcl_type *at = out->u.attrs[j].type;
    st = conv_item(c, v->u.coll.items[k], mety, at, !teq(at, mety), unsafe,
                   &items[j]);
  }
  for (size_t i = 0; i < n && st == HCL_CONVERT_OK; i++)
    if (!items[i])
      st = fail_key(c, "map has no element for required attribute ", names[i],
                    "");
  hcl_value *o = NULL;
  if (st == HCL_CONVERT_OK) {
    o = hcl_value_object(names, (const hcl_value *const *)items, n, c->a);
    if (!o)
      st = HCL_CONVERT_NOMEM;
  }
  for (size_t i = 0; i < n; i++)
    hcl_value_unref(items[i]);
  hcl_mem_free(c->a, items);
  hcl_mem_free(c->a, names);
  *res = o;
  return st;
}

/* conversionObjectToObject. */
static hcl_convert_result obj_to_obj(cx *c, const hcl_value *v,
                                     const hcl_type *out, bool unsafe,
                                     hcl_value **res) {
  const hcl_type *in = v->type;
  size_t n = out->n;
  hcl_value **items = alloc_array(c->a, n, sizeof *items);
  hcl_str *names = alloc_array(c->a, n, sizeof *names);
  if (!items || !names) {
    hcl_mem_free(c->a, items);
    hcl_mem_free(c->a, names);
    return HCL_CONVERT_NOMEM;
  }
  size_t made = 0;
  hcl_convert_result st = HCL_CONVERT_OK;
  for (size_t i = 0; i < in->n && st == HCL_CONVERT_OK; i++) {
    hcl_str name = in->u.attrs[i].name;
    size_t j = hcl_type_attr_index(out, name.ptr, name.len);
    if (j == SIZE_MAX)
      continue;
    const hcl_type *it = in->u.attrs[i].type, *at = out->u.attrs[j].type;
    names[made] = name;
    st = conv_item(c, v->u.coll.items[i], it, at, !teq(it, at), unsafe,
                   &items[made]);
    if (st == HCL_CONVERT_OK)
      made++;
  }
  hcl_value *o = NULL;
  if (st == HCL_CONVERT_OK) {
    o = hcl_value_object(names, (const hcl_value *const *)items, made, c->a);
    if (!o)
      st = HCL_CONVERT_NOMEM;
  }
  release_items(items, made, c->a);
  hcl_mem_free(c->a, names);
  *res = o;
  return st;
}

/* conversionTupleToTuple. */
static hcl_convert_result tuple_to_tuple(cx *c, const hcl_value *v,
                                         const hcl_type *out, bool unsafe,
                                         hcl_value **res) {
  const hcl_type *in = v->type;
  size_t n = in->n;
  hcl_value **items = alloc_array(c->a, n, sizeof *items);
  if (!items)
    return HCL_CONVERT_NOMEM;
  for (size_t i = 0; i < n; i++) {
    const hcl_type *it = in->u.elems[i], *ot = out->u.elems[i];
    hcl_convert_result st = conv_item(c, v->u.coll.items[i], it, ot,
                                      !teq(it, ot), unsafe, &items[i]);
    if (st != HCL_CONVERT_OK) {
      release_items(items, i, c->a);
      return st;
    }
  }
  hcl_value *t = hcl_value_tuple((const hcl_value *const *)items, n, c->a);
  release_items(items, n, c->a);
  return done(t, res);
}

/* Whether `s` is `lower` (lowercase ASCII) ignoring ASCII case. */
static bool ascii_fold_eq(const char *s, const char *lower, size_t n) {
  for (size_t i = 0; i < n; i++) {
    char ch = s[i];
    if (ch >= 'A' && ch <= 'Z')
      ch = (char)(ch - 'A' + 'a');
    if (ch != lower[i])
      return false;
  }
  return true;
}

/* The primitive conversions (conversion_primitive.go). */
static hcl_convert_result prim_to_prim(cx *c, const hcl_value *v,
                                       const hcl_type *out, hcl_value **res) {
  hcl_type_kind ik = kind(v->type), ok = kind(out);
  if (ik == ok)
    return done(hcl_value_ref(v), res);
  if (ik == HCL_TYPE_BOOL && ok == HCL_TYPE_STRING)
    return done(v->u.b ? hcl_value_string("true", 4, c->a)
                       : hcl_value_string("false", 5, c->a),
                res);
  if (ik == HCL_TYPE_NUMBER && ok == HCL_TYPE_STRING) {
    char small[64];
    size_t len = hcl_number_format(*hcl_value_mpfr(v), small, sizeof small);
    if (len < sizeof small)
      return done(hcl_value_string(small, len, c->a), res);
    char *big = hcl_mem_alloc(c->a, len + 1);
    if (!big)
      return HCL_CONVERT_NOMEM;
    hcl_number_format(*hcl_value_mpfr(v), big, len + 1);
    hcl_value *s = hcl_value_string(big, len, c->a);
    hcl_mem_free(c->a, big);
    return done(s, res);
  }
  hcl_str s = {v->u.str.ptr, v->u.str.len};
  if (ok == HCL_TYPE_NUMBER) {
    bool invalid = false;
    hcl_value *num = hcl_number_parse(s.ptr, s.len, c->a, &invalid);
    if (!num && invalid)
      return failf(c, "a number is required");
    return done(num, res);
  }
  /* string to bool */
  if ((s.len == 4 && memcmp(s.ptr, "true", 4) == 0) ||
      (s.len == 1 && s.ptr[0] == '1'))
    return done(hcl_value_bool(true), res);
  if ((s.len == 5 && memcmp(s.ptr, "false", 5) == 0) ||
      (s.len == 1 && s.ptr[0] == '0'))
    return done(hcl_value_bool(false), res);
  /* Go's strings.ToLower: no other letter lowers to one of these ASCII
     letters, so an ASCII comparison decides it */
  if (s.len == 4 && ascii_fold_eq(s.ptr, "true", 4))
    return failf(c, "a bool is required; to convert from string, use "
                    "lowercase \"true\"");
  if (s.len == 5 && ascii_fold_eq(s.ptr, "false", 5))
    return failf(c, "a bool is required; to convert from string, use "
                    "lowercase \"false\"");
  return failf(c, "a bool is required");
}

/*
 * A conversion the reference found from type `in` to `out` applied to `v`
 * (getConversion's wrapper included: conversion to dynamic passes the
 * value through; unknowns and nulls stay so, typed by dynamicReplace).
 */
static hcl_convert_result conv_val(cx *c, const hcl_value *v,
                                   const hcl_type *in, const hcl_type *out,
                                   bool unsafe, hcl_value **res) {
  *res = NULL;
  if (is_dyn(out))
    return done(hcl_value_ref(v), res);
  if (v->flags) {
    const hcl_type *t = dyn_replace(v->type, out, c->a);
    if (!t)
      return HCL_CONVERT_NOMEM;
    hcl_value *r = (v->flags & HCL_VF_UNKNOWN) ? hcl_value_unknown(t, c->a)
                                               : hcl_value_null(t, c->a);
    hcl_type_unref(t);
    return done(r, res);
  }
  /* dynamicFixup; also any value not of the type it was expected to be */
  if (is_dyn(in) || !teq(v->type, in))
    return convert_full(c, v, out, res);

  const hcl_type *vt = v->type;
  if (is_prim(vt) && is_prim(out))
    return prim_to_prim(c, v, out, res);
  if (is_obj(out) && is_obj(vt))
    return obj_to_obj(c, v, out, unsafe, res);
  if (is_tuple(out) && is_tuple(vt))
    return tuple_to_tuple(c, v, out, unsafe, res);
  if ((is_list(out) || is_set(out)) && (is_list(vt) || is_set(vt)))
    return coll_to_listset(c, v, kind(out), out->elem, unsafe, res);
  if (is_map(out) && is_map(vt))
    return map_to_map(c, v, out->elem, unsafe, res);
  if ((is_list(out) || is_set(out)) && is_tuple(vt))
    return tuple_to_listset(c, v, kind(out), out->elem, unsafe, res);
  if (is_map(out) && is_obj(vt))
    return obj_to_map(c, v, out->elem, unsafe, res);
  if (is_obj(out) && is_map(vt))
    return map_to_obj(c, v, out, unsafe, res);
  hcl_buf_clear(c->err);
  return mismatch(c->err, vt, out, c->a) >= 0 ? HCL_CONVERT_FAILED
                                              : HCL_CONVERT_NOMEM;
}

/* convert.Convert. */
static hcl_convert_result convert_full(cx *c, const hcl_value *v,
                                       const hcl_type *want, hcl_value **res) {
  *res = NULL;
  if (teq(v->type, want))
    return done(hcl_value_ref(v), res);
  int r = conv_exists(v->type, want, true, c->a);
  if (r < 0)
    return HCL_CONVERT_NOMEM;
  if (r == 0) {
    hcl_buf_clear(c->err);
    return mismatch(c->err, v->type, want, c->a) >= 0 ? HCL_CONVERT_FAILED
                                                      : HCL_CONVERT_NOMEM;
  }
  return conv_val(c, v, v->type, want, true, res);
}

/* ---- Public interface ---------------------------------------------------- */

hcl_convert_result hcl_convert(const hcl_value *v, const hcl_type *want,
                               const hcl_alloc *a, hcl_value **out,
                               hcl_buf *err) {
  hcl_buf_clear(err);
  cx c = {a, err};
  hcl_value *res = NULL;
  hcl_convert_result st = convert_full(&c, v, want, &res);
  if (st != HCL_CONVERT_OK) {
    hcl_value_unref(res);
    res = NULL;
    if (st == HCL_CONVERT_NOMEM)
      hcl_buf_clear(err);
  } else {
    hcl_buf_clear(err);
  }
  *out = res;
  return st;
}

bool hcl_convertible(const hcl_type *from, const hcl_type *to, bool unsafe) {
  return conv_exists(from, to, unsafe, NULL) == 1;
}

const hcl_type *hcl_unify(const hcl_type *const *types, size_t n, bool unsafe,
                          const hcl_alloc *a, bool *nomem) {
  const hcl_type *out = NULL;
  int r = unify(types, n, unsafe, a, &out);
  *nomem = r < 0;
  return r == 1 ? out : NULL;
}

bool hcl_mismatch_message(const hcl_type *got, const hcl_type *want,
                          hcl_buf *out) {
  size_t len = out->len;
  if (mismatch(out, got, want, out->alloc) < 0) {
    out->len = len;
    return false;
  }
  return true;
}
