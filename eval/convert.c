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
 * A wanted object type may have optional attributes (a type constraint):
 * an object or map that lacks one still converts and gets a null there,
 * and the nulls, unknowns and empty collections a conversion makes have
 * the wanted type with every attribute required (strip_optional), as in
 * cty; so do the values, since they are built from their members.
 *
 * These functions follow the reference's recursion, one call per level of
 * nesting, so each recursive one counts its depth in the context (`cx`)
 * and gives up past HCL_MAX_CONVERT_DEPTH (core/limits.h): type-level
 * functions then return HCL_ERR_INVALID, and a conversion fails with the
 * message "nesting too deep". Type-level functions return HCL_OK with
 * their answer in an out-parameter, HCL_ERR_NOMEM, or that HCL_ERR_INVALID.
 */

#include "eval/convert.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "core/limits.h"
#include "core/quote.h"
#include "core/utf8.h"
#include "eval/number.h"
#include "eval/value_internal.h"
#include "eval/value_order.h"

/* The message of a conversion that gave up at HCL_MAX_CONVERT_DEPTH. */
#define TOO_DEEP "nesting too deep"

/* What the functions of this file share. */
typedef struct cx {
  const hcl_alloc *a; /* for scratch arrays, types and values */
  hcl_buf *err;       /* a conversion's message (type-level work: unused) */
  unsigned depth;     /* recursive calls in progress */
  bool ungrouped;     /* unification never groups equal types */
  hcl_buf *path;      /* where a failed conversion failed, when asked */
} cx;

/* Counts one more level of recursion; false past the limit. */
static bool enter(cx *c) {
  if (c->depth >= HCL_MAX_CONVERT_DEPTH)
    return false;
  c->depth++;
  return true;
}

static void leave(cx *c) { c->depth--; }

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

/* Finishes a structural type built member by member: when `st` is HCL_OK,
   the object type of `names` and `ts` (or the tuple type of ts) in *res.
   Releases the first `made` of ts and both arrays either way. */
static hcl_status finish_struct(cx *c, hcl_status st, bool object,
                                hcl_str *names, const hcl_type **ts, size_t n,
                                size_t made, const hcl_type **res) {
  if (st == HCL_OK) {
    *res = object ? hcl_type_object(names, ts, n, c->a)
                  : hcl_type_tuple(ts, n, c->a);
    if (!*res)
      st = HCL_ERR_NOMEM;
  }
  if (ts)
    unref_types(ts, made);
  hcl_mem_free(c->a, ts);
  hcl_mem_free(c->a, names);
  return st;
}

/* ---- Optional attributes ------------------------------------------------ */

static hcl_status strip_optional(cx *c, const hcl_type *t,
                                 const hcl_type **res);

static hcl_status strip_optional_in(cx *c, const hcl_type *t,
                                    const hcl_type **res) {
  if (is_coll(t)) {
    const hcl_type *e = NULL;
    hcl_status st = strip_optional(c, t->elem, &e);
    if (st != HCL_OK)
      return st;
    *res = make_coll(kind(t), e, c->a);
    hcl_type_unref(e);
    return *res ? HCL_OK : HCL_ERR_NOMEM;
  }
  const hcl_type **ts = alloc_array(c->a, t->n, sizeof *ts);
  hcl_str *names = is_obj(t) ? alloc_array(c->a, t->n, sizeof *names) : NULL;
  size_t made = 0;
  hcl_status st = ts && (names || !is_obj(t)) ? HCL_OK : HCL_ERR_NOMEM;
  for (size_t i = 0; st == HCL_OK && i < t->n; i++) {
    const hcl_type *m = is_obj(t) ? t->u.attrs[i].type : t->u.elems[i];
    if (names)
      names[i] = t->u.attrs[i].name;
    st = strip_optional(c, m, &ts[i]);
    if (st == HCL_OK)
      made++;
  }
  return finish_struct(c, st, is_obj(t), names, ts, t->n, made, res);
}

/* `t` with every object type in it made to require all its attributes
   (cty's WithoutOptionalAttributesDeep), in *res: the type of the nulls,
   unknowns and empty collections a conversion to `t` makes. */
static hcl_status strip_optional(cx *c, const hcl_type *t,
                                 const hcl_type **res) {
  *res = NULL;
  if (!t->optional_inside) {
    *res = hcl_type_ref(t);
    return HCL_OK;
  }
  if (!enter(c))
    return HCL_ERR_INVALID;
  hcl_status st = strip_optional_in(c, t, res);
  leave(c);
  return st;
}

/* A null of `t` without optional attributes, in *res. */
static hcl_status null_of(cx *c, const hcl_type *t, hcl_value **res) {
  const hcl_type *s = NULL;
  hcl_status st = strip_optional(c, t, &s);
  if (st != HCL_OK)
    return st;
  *res = hcl_value_null(s, c->a);
  hcl_type_unref(s);
  return *res ? HCL_OK : HCL_ERR_NOMEM;
}

/* ---- Preference order (compare_types.go, sort_types.go) -------------- */

static hcl_status compare_types(cx *c, const hcl_type *a, const hcl_type *b,
                                int *order);

/* compare_types of the members of two objects or two tuples. */
static hcl_status compare_members(cx *c, const hcl_type *a, const hcl_type *b,
                                  int swap, int *order) {
  *order = 0;
  if (a->n != b->n)
    return HCL_OK;
  bool a_super = false, b_super = false;
  for (size_t i = 0; i < a->n; i++) {
    const hcl_type *ta, *tb;
    if (is_obj(a)) {
      hcl_str name = a->u.attrs[i].name;
      size_t j = hcl_type_attr_index(b, name.ptr, name.len);
      if (j == SIZE_MAX)
        return HCL_OK;
      ta = a->u.attrs[i].type;
      tb = b->u.attrs[j].type;
    } else {
      ta = a->u.elems[i];
      tb = b->u.elems[i];
    }
    int o;
    hcl_status st = compare_types(c, ta, tb, &o);
    if (st != HCL_OK)
      return st;
    if (o < 0)
      a_super = true;
    else if (o > 0)
      b_super = true;
  }
  if (a_super && !b_super)
    *order = -1 * swap;
  else if (b_super && !a_super)
    *order = 1 * swap;
  return HCL_OK;
}

/* *order negative when `a` is the more general of the two, positive when
   `b` is, 0 when they are not comparable. */
static hcl_status compare_types_in(cx *c, const hcl_type *a, const hcl_type *b,
                                   int *order) {
  *order = 0;
  if (is_dyn(a) || is_dyn(b)) {
    if (!is_dyn(a))
      *order = -1;
    else if (!is_dyn(b))
      *order = 1;
    return HCL_OK;
  }
  if (is_prim(a) && is_prim(b)) {
    bool as = kind(a) == HCL_TYPE_STRING, bs = kind(b) == HCL_TYPE_STRING;
    if (as || bs) {
      if (!as)
        *order = 1;
      else if (!bs)
        *order = -1;
      return HCL_OK;
    }
  }
  if ((is_list(a) && is_list(b)) || (is_set(a) && is_set(b)) ||
      (is_map(a) && is_map(b)))
    return compare_types(c, a->elem, b->elem, order);

  int swap = 1;
  if ((is_tuple(a) && is_list(b)) || (is_obj(a) && is_map(b)) ||
      (is_set(a) && is_tuple(b)) || (is_set(a) && is_list(b))) {
    const hcl_type *t = a;
    a = b;
    b = t;
    swap = -1;
  }
  if ((is_set(b) && (is_tuple(a) || is_list(a))) ||
      (is_list(a) && is_tuple(b)) || (is_map(a) && is_obj(b))) {
    *order = -1 * swap;
    return HCL_OK;
  }
  if ((is_obj(a) && is_obj(b)) || (is_tuple(a) && is_tuple(b)))
    return compare_members(c, a, b, swap, order);
  return HCL_OK;
}

static hcl_status compare_types(cx *c, const hcl_type *a, const hcl_type *b,
                                int *order) {
  if (!enter(c))
    return HCL_ERR_INVALID;
  hcl_status st = compare_types_in(c, a, b, order);
  leave(c);
  return st;
}

/* Whether the reference's type graph has an edge from k to m ("k is more
   general than m"), built from comparisons of pairs in index order. */
static hcl_status pref_edge(cx *c, const hcl_type *const *types, size_t k,
                            size_t m, bool *edge) {
  int o = 0;
  hcl_status st = HCL_OK;
  *edge = false;
  if (m < k) {
    st = compare_types(c, types[m], types[k], &o);
    *edge = o > 0;
  } else if (m > k) {
    st = compare_types(c, types[k], types[m], &o);
    *edge = o < 0;
  }
  return st;
}

/*
 * The reference's topological sort of the types, most general first, in
 * a new array from c->a. Like the reference, entries never reached (a
 * cycle of preferences) are left as index 0.
 */
static hcl_status sort_types(cx *c, const hcl_type *const *types, size_t n,
                             size_t **order) {
  size_t *result = alloc_array(c->a, n, sizeof *result);
  size_t *indeg = alloc_array(c->a, n, sizeof *indeg);
  hcl_status st = HCL_OK;
  if (!result || !indeg) {
    st = HCL_ERR_NOMEM;
    goto out;
  }
  for (size_t i = 0; i < n; i++) {
    result[i] = 0;
    indeg[i] = 0;
  }
  for (size_t k = 0; k < n && st == HCL_OK; k++)
    for (size_t m = 0; m < n && st == HCL_OK; m++) {
      bool edge;
      st = pref_edge(c, types, k, m, &edge);
      if (st == HCL_OK && edge)
        indeg[m]++;
    }
  size_t head = 0, tail = 0;
  for (size_t i = 0; i < n && st == HCL_OK; i++)
    if (indeg[i] == 0)
      result[tail++] = i;
  while (head < tail && st == HCL_OK) {
    size_t i = result[head++];
    for (size_t m = 0; m < n && st == HCL_OK; m++) {
      bool edge;
      st = pref_edge(c, types, i, m, &edge);
      if (st == HCL_OK && edge && --indeg[m] == 0)
        result[tail++] = m;
    }
  }
out:
  hcl_mem_free(c->a, indeg);
  if (st != HCL_OK) {
    hcl_mem_free(c->a, result);
    result = NULL;
  }
  *order = result;
  return st;
}

/* ---- Which conversions exist (conversion.go) ----------------------------- */

static hcl_status unify(cx *c, const hcl_type *const *types, size_t n,
                        bool unsafe, const hcl_type **out);
static hcl_status conv_exists(cx *c, const hcl_type *in, const hcl_type *out,
                              bool unsafe, bool *yes);

/* Whether `from` converts to `to`, being it or by a conversion. */
static hcl_status converts(cx *c, const hcl_type *from, const hcl_type *to,
                           bool unsafe, bool *yes) {
  if (teq(from, to)) {
    *yes = true;
    return HCL_OK;
  }
  return conv_exists(c, from, to, unsafe, yes);
}

/* Whether every one of `types` converts to `to` (or already is it). */
static hcl_status all_convert(cx *c, const hcl_type *const *types, size_t n,
                              const hcl_type *to, bool unsafe, bool *yes) {
  *yes = true;
  for (size_t i = 0; i < n && *yes; i++) {
    hcl_status st = converts(c, types[i], to, unsafe, yes);
    if (st != HCL_OK)
      return st;
  }
  return HCL_OK;
}

/*
 * The element type a tuple converts to for a list or set of `ety`
 * (conversionTupleToList / ToSet): `ety` itself, or when it is dynamic the
 * unified element type. *eff a new reference, or NULL when there is no
 * conversion.
 */
static hcl_status tuple_coll_ety(cx *c, const hcl_type *in, const hcl_type *ety,
                                 bool unsafe, const hcl_type **eff) {
  *eff = NULL;
  if (in->n == 0) {
    *eff = hcl_type_ref(ety);
    return HCL_OK;
  }
  const hcl_type *want = NULL;
  if (is_dyn(ety)) {
    hcl_status st = unify(c, in->u.elems, in->n, unsafe, &want);
    if (st != HCL_OK || !want)
      return st;
    if (is_dyn(want)) {
      for (size_t i = 0; i < in->n; i++) {
        if (!is_dyn(in->u.elems[i])) {
          hcl_type_unref(want);
          return HCL_OK;
        }
      }
    }
  } else {
    want = hcl_type_ref(ety);
  }
  bool yes;
  hcl_status st = all_convert(c, in->u.elems, in->n, want, unsafe, &yes);
  if (st == HCL_OK && yes)
    *eff = want;
  else
    hcl_type_unref(want);
  return st;
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
static hcl_status obj_map_ety(cx *c, const hcl_type *in, const hcl_type *ety,
                              bool unsafe, const hcl_type **eff) {
  *eff = NULL;
  if (in->n == 0) {
    *eff = hcl_type_ref(ety);
    return HCL_OK;
  }
  const hcl_type *want = NULL;
  hcl_status st = HCL_OK;
  if (is_dyn(ety)) {
    const hcl_type **ts = attr_types(in, c->a);
    if (!ts)
      return HCL_ERR_NOMEM;
    st = unify(c, ts, in->n, unsafe, &want);
    hcl_mem_free(c->a, ts);
    if (st != HCL_OK || !want)
      return st;
  } else {
    want = hcl_type_ref(ety);
  }
  bool yes = true;
  for (size_t i = 0; i < in->n && yes && st == HCL_OK; i++)
    st = converts(c, in->u.attrs[i].type, want, unsafe, &yes);
  if (st == HCL_OK && yes)
    *eff = want;
  else
    hcl_type_unref(want);
  return st;
}

/* getConversion(in, out, unsafe) != nil */
static hcl_status conv_exists_in(cx *c, const hcl_type *in, const hcl_type *out,
                                 bool unsafe, bool *yes) {
  *yes = false;
  if (is_dyn(out) || (unsafe && is_dyn(in))) {
    *yes = true;
    return HCL_OK;
  }
  if (is_prim(in) && is_prim(out)) {
    hcl_type_kind ik = kind(in), ok = kind(out);
    *yes = ((ik == HCL_TYPE_NUMBER || ik == HCL_TYPE_BOOL) &&
            ok == HCL_TYPE_STRING) ||
           (unsafe && ik == HCL_TYPE_STRING &&
            (ok == HCL_TYPE_NUMBER || ok == HCL_TYPE_BOOL));
    return HCL_OK;
  }
  if (is_obj(out) && is_obj(in)) {
    *yes = true;
    for (size_t i = 0; i < out->n && *yes; i++) {
      hcl_str name = out->u.attrs[i].name;
      size_t j = hcl_type_attr_index(in, name.ptr, name.len);
      if (j == SIZE_MAX) {
        *yes = out->u.attrs[i].optional;
        continue;
      }
      hcl_status st =
          converts(c, in->u.attrs[j].type, out->u.attrs[i].type, unsafe, yes);
      if (st != HCL_OK)
        return st;
    }
    return HCL_OK;
  }
  if (is_tuple(out) && is_tuple(in)) {
    if (in->n != out->n)
      return HCL_OK;
    *yes = true;
    for (size_t i = 0; i < in->n && *yes; i++) {
      hcl_status st = converts(c, in->u.elems[i], out->u.elems[i], unsafe, yes);
      if (st != HCL_OK)
        return st;
    }
    return HCL_OK;
  }
  if (is_list(out) && (is_list(in) || is_set(in)))
    return converts(c, in->elem, out->elem, unsafe, yes);
  if (is_set(out) && (is_list(in) || is_set(in))) {
    if (is_list(in) && !unsafe)
      return HCL_OK;
    return converts(c, in->elem, out->elem, unsafe, yes);
  }
  if (is_map(out) && is_map(in))
    return conv_exists(c, in->elem, out->elem, unsafe, yes);
  if ((is_list(out) || is_set(out)) && is_tuple(in)) {
    const hcl_type *eff = NULL;
    hcl_status st = tuple_coll_ety(c, in, out->elem, unsafe, &eff);
    *yes = eff != NULL;
    hcl_type_unref(eff);
    return st;
  }
  if (is_map(out) && is_obj(in)) {
    const hcl_type *eff = NULL;
    hcl_status st = obj_map_ety(c, in, out->elem, unsafe, &eff);
    *yes = eff != NULL;
    hcl_type_unref(eff);
    return st;
  }
  if (is_obj(out) && is_map(in)) {
    if (!unsafe)
      return HCL_OK;
    *yes = true;
    for (size_t i = 0; i < out->n && *yes; i++) {
      hcl_status st = converts(c, in->elem, out->u.attrs[i].type, unsafe, yes);
      if (st != HCL_OK)
        return st;
      /* an optional attribute may be absent: whether it converts is
         known only from the value (map_to_obj) */
      if (out->u.attrs[i].optional)
        *yes = true;
    }
    return HCL_OK;
  }
  /* Capsule types take part only in conversions their operations define,
     and this library's capsule types define none. */
  return HCL_OK;
}

static hcl_status conv_exists(cx *c, const hcl_type *in, const hcl_type *out,
                              bool unsafe, bool *yes) {
  *yes = false;
  if (!enter(c))
    return HCL_ERR_INVALID;
  hcl_status st = conv_exists_in(c, in, out, unsafe, yes);
  leave(c);
  return st;
}

/* ---- Unification (unify.go) ---------------------------------------------- */

/* Keeps `ty` (owned) in *out when all types convert to it; releases it
   otherwise. */
static hcl_status settle(cx *c, const hcl_type *const *types, size_t n,
                         const hcl_type *ty, bool unsafe,
                         const hcl_type **out) {
  bool yes = false;
  hcl_status st = all_convert(c, types, n, ty, unsafe, &yes);
  if (st == HCL_OK && yes)
    *out = ty;
  else
    hcl_type_unref(ty);
  return st;
}

/* A collection of kind `k` of the unification of `elems` (borrowed,
   freed here), settled for `types`. */
static hcl_status unify_as_coll(cx *c, hcl_type_kind k,
                                const hcl_type *const *types, size_t n,
                                const hcl_type **elems, size_t ne, bool unsafe,
                                const hcl_type **out) {
  const hcl_type *ety = NULL;
  hcl_status st = unify(c, elems, ne, unsafe, &ety);
  hcl_mem_free(c->a, elems);
  if (st != HCL_OK || !ety)
    return st;
  const hcl_type *ret = make_coll(k, ety, c->a);
  hcl_type_unref(ety);
  if (!ret)
    return HCL_ERR_NOMEM;
  return settle(c, types, n, ret, unsafe, out);
}

static hcl_status unify_collections(cx *c, hcl_type_kind k,
                                    const hcl_type *const *types, size_t n,
                                    bool unsafe, bool has_dyn,
                                    const hcl_type **out) {
  if (has_dyn) {
    *out = hcl_type_dynamic();
    return HCL_OK;
  }
  const hcl_type **elems = alloc_array(c->a, n, sizeof *elems);
  if (!elems)
    return HCL_ERR_NOMEM;
  for (size_t i = 0; i < n; i++)
    elems[i] = types[i]->elem;
  return unify_as_coll(c, k, types, n, elems, n, unsafe, out);
}

/* unifyObjectTypesToMap / unifyTupleTypesToList: every attribute or
   element type of every type, unified as one collection's element type. */
static hcl_status unify_members_as(cx *c, hcl_type_kind k,
                                   const hcl_type *const *types, size_t n,
                                   bool unsafe, const hcl_type **out) {
  size_t total = 0;
  for (size_t i = 0; i < n; i++)
    total += types[i]->n;
  const hcl_type **all = alloc_array(c->a, total, sizeof *all);
  if (!all)
    return HCL_ERR_NOMEM;
  size_t at = 0;
  for (size_t i = 0; i < n; i++)
    for (size_t j = 0; j < types[i]->n; j++)
      all[at++] =
          is_obj(types[i]) ? types[i]->u.attrs[j].type : types[i]->u.elems[j];
  return unify_as_coll(c, k, types, n, all, total, unsafe, out);
}

/*
 * The structural type `ret` (owned) when all types convert to it, else
 * the collection of kind `k` of all their members (the reference's
 * fallback for objects and tuples of the same shape).
 */
static hcl_status settle_or_members(cx *c, hcl_type_kind k,
                                    const hcl_type *const *types, size_t n,
                                    const hcl_type *ret, bool unsafe,
                                    const hcl_type **out) {
  bool yes = false;
  hcl_status st = all_convert(c, types, n, ret, unsafe, &yes);
  if (st == HCL_OK && yes) {
    *out = ret;
    return HCL_OK;
  }
  hcl_type_unref(ret);
  if (st != HCL_OK)
    return st;
  return unify_members_as(c, k, types, n, unsafe, out);
}

static hcl_status unify_objects(cx *c, const hcl_type *const *types, size_t n,
                                bool unsafe, bool has_dyn,
                                const hcl_type **out) {
  if (has_dyn) {
    *out = hcl_type_dynamic();
    return HCL_OK;
  }
  const hcl_type *first = types[0];
  for (size_t i = 1; i < n; i++) {
    if (types[i]->n != first->n)
      return unify_members_as(c, HCL_TYPE_MAP, types, n, unsafe, out);
    for (size_t j = 0; j < types[i]->n; j++) {
      hcl_str name = types[i]->u.attrs[j].name;
      if (hcl_type_attr_index(first, name.ptr, name.len) == SIZE_MAX)
        return unify_members_as(c, HCL_TYPE_MAP, types, n, unsafe, out);
    }
  }
  size_t na = first->n;
  const hcl_type **across = alloc_array(c->a, n, sizeof *across);
  const hcl_type **ret_types = alloc_array(c->a, na, sizeof *ret_types);
  hcl_str *names = alloc_array(c->a, na, sizeof *names);
  size_t made = 0;
  hcl_status st = HCL_OK;
  const hcl_type *ret = NULL;
  if (!across || !ret_types || !names) {
    st = HCL_ERR_NOMEM;
    goto out;
  }
  for (size_t k = 0; k < na; k++) {
    hcl_str name = first->u.attrs[k].name;
    names[k] = name;
    for (size_t i = 0; i < n; i++)
      across[i] =
          types[i]
              ->u.attrs[hcl_type_attr_index(types[i], name.ptr, name.len)]
              .type;
    st = unify(c, across, n, unsafe, &ret_types[k]);
    if (st != HCL_OK || !ret_types[k])
      goto out;
    made++;
  }
  ret = hcl_type_object(names, ret_types, na, c->a);
  if (!ret)
    st = HCL_ERR_NOMEM;
out:
  if (ret_types)
    unref_types(ret_types, made);
  hcl_mem_free(c->a, across);
  hcl_mem_free(c->a, ret_types);
  hcl_mem_free(c->a, names);
  if (st != HCL_OK || !ret)
    return st;
  return settle_or_members(c, HCL_TYPE_MAP, types, n, ret, unsafe, out);
}

static hcl_status unify_tuples(cx *c, const hcl_type *const *types, size_t n,
                               bool unsafe, bool has_dyn,
                               const hcl_type **out) {
  if (has_dyn) {
    *out = hcl_type_dynamic();
    return HCL_OK;
  }
  size_t ne = types[0]->n;
  for (size_t i = 1; i < n; i++)
    if (types[i]->n != ne)
      return unify_members_as(c, HCL_TYPE_LIST, types, n, unsafe, out);
  const hcl_type **across = alloc_array(c->a, n, sizeof *across);
  const hcl_type **ret_types = alloc_array(c->a, ne, sizeof *ret_types);
  size_t made = 0;
  hcl_status st = HCL_OK;
  const hcl_type *ret = NULL;
  if (!across || !ret_types) {
    st = HCL_ERR_NOMEM;
    goto out;
  }
  for (size_t k = 0; k < ne; k++) {
    for (size_t i = 0; i < n; i++)
      across[i] = types[i]->u.elems[k];
    st = unify(c, across, n, unsafe, &ret_types[k]);
    if (st != HCL_OK || !ret_types[k])
      goto out;
    made++;
  }
  ret = hcl_type_tuple(ret_types, ne, c->a);
  if (!ret)
    st = HCL_ERR_NOMEM;
out:
  if (ret_types)
    unref_types(ret_types, made);
  hcl_mem_free(c->a, across);
  hcl_mem_free(c->a, ret_types);
  if (st != HCL_OK || !ret)
    return st;
  return settle_or_members(c, HCL_TYPE_LIST, types, n, ret, unsafe, out);
}

/*
 * unifyTuplesAsList / unifyObjectsAsMaps: the structural members (`sk`)
 * unified as one collection (`ck`), then everything unified with that
 * collection type in their place; an answer only when that gives a
 * collection.
 */
static hcl_status unify_structs_as(cx *c, hcl_type_kind sk, hcl_type_kind ck,
                                   const hcl_type *const *types, size_t n,
                                   bool unsafe, const hcl_type **out) {
  const hcl_type **structs = alloc_array(c->a, n, sizeof *structs);
  if (!structs)
    return HCL_ERR_NOMEM;
  size_t ns = 0;
  for (size_t i = 0; i < n; i++)
    if (kind(types[i]) == sk)
      structs[ns++] = types[i];
  const hcl_type *coll = NULL;
  hcl_status st = unify_members_as(c, ck, structs, ns, unsafe, &coll);
  if (st != HCL_OK || !coll) {
    hcl_mem_free(c->a, structs);
    return st;
  }
  /* reuse the array for the types with the collection in place */
  for (size_t i = 0; i < n; i++)
    structs[i] = kind(types[i]) == sk ? coll : types[i];
  const hcl_type *ty = NULL;
  st = unify(c, structs, n, unsafe, &ty);
  hcl_mem_free(c->a, structs);
  hcl_type_unref(coll);
  if (st == HCL_OK && ty && kind(ty) == ck)
    *out = ty;
  else
    hcl_type_unref(ty);
  return st;
}

/*
 * Unify's last resort: the first type in preference order (sortTypes) that
 * all the others convert to. This is the reference's algorithm, quadratic
 * in the number of types.
 */
static hcl_status unify_by_order(cx *c, const hcl_type *const *types, size_t n,
                                 bool unsafe, const hcl_type **out) {
  size_t *order;
  hcl_status st = sort_types(c, types, n, &order);
  if (st != HCL_OK)
    return st;
  for (size_t k = 0; k < n && st == HCL_OK && !*out; k++) {
    size_t w = order[k];
    const hcl_type *want = types[w];
    bool yes = true;
    for (size_t i = 0; i < n && yes && st == HCL_OK; i++)
      if (i != w)
        st = converts(c, types[i], want, unsafe, &yes);
    if (st == HCL_OK && yes)
      *out = hcl_type_ref(want);
  }
  hcl_mem_free(c->a, order);
  return st;
}

/* Beyond this many distinct types the grouped form is not worth it. */
#define MAX_CLASSES 1024
/* Slots of the table that finds a type's class: a power of two, more than
   twice MAX_CLASSES. */
#define CLASS_SLOTS 4096

/* A key that equal types share: the digest when the type has one (as
   hcl_type_equal reads it), a fixed one for the static primitive and
   dynamic types; false for the few types without a digest. */
static bool class_key(const hcl_type *t, uint32_t *key) {
  if (t->hashed) {
    *key = t->hash;
    return true;
  }
  if (is_prim(t) || is_dyn(t)) {
    *key = 0x48434c00u + (uint32_t)kind(t);
    return true;
  }
  return false;
}

/* Groups of equal types: the class of each type, a representative and a
   count per class. Types with a key find their class through a table of
   keys; the rest (and types with a key, among those) by comparison. */
typedef struct classes {
  size_t d;      /* classes so far */
  size_t *rep;   /* MAX_CLASSES: a type of each class */
  size_t *count; /* MAX_CLASSES: how many types are in it */
  size_t *slot;  /* CLASS_SLOTS: class + 1 of a keyed class, or 0 */
  uint32_t *key; /* MAX_CLASSES: each keyed class's key */
  size_t *plain; /* MAX_CLASSES: the classes without a key */
  size_t nplain;
} classes;

/* The class of types[i], made if new: false when there would be more
   than MAX_CLASSES. */
static bool class_of(classes *cs, const hcl_type *const *types, size_t i,
                     size_t *out) {
  const hcl_type *t = types[i];
  uint32_t key;
  bool keyed = class_key(t, &key);
  size_t s = keyed ? key & (CLASS_SLOTS - 1) : 0;
  if (keyed) {
    for (; cs->slot[s]; s = (s + 1) & (CLASS_SLOTS - 1)) {
      size_t k = cs->slot[s] - 1;
      if (cs->key[k] == key && teq(types[cs->rep[k]], t)) {
        *out = k;
        return true;
      }
    }
  }
  /* a type without a key may equal a keyed one, and the other way */
  for (size_t j = 0; j < (keyed ? cs->nplain : cs->d); j++) {
    size_t k = keyed ? cs->plain[j] : j;
    if (teq(types[cs->rep[k]], t)) {
      *out = k;
      return true;
    }
  }
  if (cs->d == MAX_CLASSES)
    return false;
  size_t k = cs->d++;
  cs->rep[k] = i;
  cs->count[k] = 0;
  if (keyed) {
    cs->key[k] = key;
    cs->slot[s] = k + 1;
  } else {
    cs->plain[cs->nplain++] = k;
  }
  *out = k;
  return true;
}

static int by_index(const void *p, const void *q) {
  size_t x = *(const size_t *)p, y = *(const size_t *)q;
  return x < y ? -1 : x > y;
}

/*
 * The same result computed over groups of equal types, so that a long list
 * of few distinct types (a tuple of thousands of strings and numbers) costs
 * time proportional to its length. Equal types compare and convert alike,
 * and when compare_types is antisymmetric on the distinct types the
 * reference's graph has an edge from k to m exactly when k's group is more
 * general than m's: the topological sort then runs group by group. A node
 * becomes ready when the last node of the groups before its own leaves the
 * queue, together with the rest of its group, and the nodes made ready at
 * once join the queue in index order, just as they do one by one in the
 * reference. *applies is false when the grouping does not apply.
 */
static hcl_status unify_by_class(cx *c, const hcl_type *const *types, size_t n,
                                 bool unsafe, bool *applies,
                                 const hcl_type **out) {
  const hcl_alloc *a = c->a;
  classes cs = {0};
  cs.rep = alloc_array(a, MAX_CLASSES, sizeof *cs.rep);
  cs.count = alloc_array(a, MAX_CLASSES, sizeof *cs.count);
  cs.slot = alloc_array(a, CLASS_SLOTS, sizeof *cs.slot);
  cs.key = alloc_array(a, MAX_CLASSES, sizeof *cs.key);
  cs.plain = alloc_array(a, MAX_CLASSES, sizeof *cs.plain);
  size_t *cls = alloc_array(a, n, sizeof *cls);
  size_t *order = alloc_array(a, n, sizeof *order);
  size_t *members = alloc_array(a, n, sizeof *members); /* by class */
  size_t *first = NULL, *left = NULL, *waiting = NULL;
  signed char *cmp = NULL;
  signed char *memo = NULL;
  hcl_status st = HCL_OK;
  *applies = false;
  if (!cs.rep || !cs.count || !cs.slot || !cs.key || !cs.plain || !cls ||
      !order || !members) {
    st = HCL_ERR_NOMEM;
    goto out;
  }
  memset(cs.slot, 0, CLASS_SLOTS * sizeof *cs.slot);
  for (size_t i = 0; i < n; i++) {
    if (!class_of(&cs, types, i, &cls[i]))
      goto out;
    cs.count[cls[i]]++;
  }
  size_t d = cs.d;
  cmp = alloc_array(a, d * d, sizeof *cmp);
  first = alloc_array(a, d + 1, sizeof *first);
  left = alloc_array(a, d, sizeof *left);
  waiting = alloc_array(a, d, sizeof *waiting);
  memo = alloc_array(a, d, sizeof *memo);
  if (!cmp || !first || !left || !waiting || !memo) {
    st = HCL_ERR_NOMEM;
    goto out;
  }
  for (size_t x = 0; x < d; x++)
    for (size_t y = 0; y < d; y++) {
      int o;
      st = compare_types(c, types[cs.rep[x]], types[cs.rep[y]], &o);
      if (st != HCL_OK)
        goto out;
      cmp[x * d + y] = (signed char)o;
    }
  for (size_t x = 0; x < d; x++)
    for (size_t y = x; y < d; y++)
      if (cmp[x * d + y] != -cmp[y * d + x])
        goto out; /* not antisymmetric: only the plain form is exact */
  *applies = true;

  /* the members of each class in index order: members[first[k] ..] */
  first[0] = 0;
  for (size_t k = 0; k < d; k++)
    first[k + 1] = first[k] + cs.count[k];
  for (size_t k = 0; k < d; k++)
    left[k] = first[k]; /* the next free place, for now */
  for (size_t i = 0; i < n; i++)
    members[left[cls[i]]++] = i;
  /* left: members not yet out of the queue; waiting: classes before it
     whose members are not all out */
  for (size_t y = 0; y < d; y++) {
    left[y] = cs.count[y];
    waiting[y] = 0;
    memo[y] = 2; /* not yet known */
    for (size_t x = 0; x < d; x++)
      if (cmp[x * d + y] < 0)
        waiting[y]++;
  }
  size_t head = 0, tail = 0;
  for (size_t i = 0; i < n; i++)
    order[i] = 0;
  for (size_t i = 0; i < n; i++)
    if (waiting[cls[i]] == 0)
      order[tail++] = i;
  while (head < tail) {
    size_t k = cls[order[head++]];
    if (--left[k] > 0)
      continue;
    /* the last of class k is out: its successors may be ready */
    size_t from = tail;
    for (size_t y = 0; y < d; y++) {
      if (cmp[k * d + y] < 0 && --waiting[y] == 0) {
        memcpy(order + tail, members + first[y], cs.count[y] * sizeof *order);
        tail += cs.count[y];
      }
    }
    if (tail - from > 1)
      qsort(order + from, tail - from, sizeof *order, by_index);
  }

  for (size_t k = 0; k < n && !*out; k++) {
    size_t w = order[k], g = cls[w];
    if (memo[g] == 2) {
      bool yes = true;
      for (size_t y = 0; y < d && yes; y++)
        if (y != g) {
          st = conv_exists(c, types[cs.rep[y]], types[w], unsafe, &yes);
          if (st != HCL_OK)
            goto out;
        }
      memo[g] = yes ? 1 : 0;
    }
    if (memo[g] == 1)
      *out = hcl_type_ref(types[w]);
  }
out:
  hcl_mem_free(a, cs.rep);
  hcl_mem_free(a, cs.count);
  hcl_mem_free(a, cs.slot);
  hcl_mem_free(a, cs.key);
  hcl_mem_free(a, cs.plain);
  hcl_mem_free(a, cls);
  hcl_mem_free(a, order);
  hcl_mem_free(a, members);
  hcl_mem_free(a, first);
  hcl_mem_free(a, left);
  hcl_mem_free(a, waiting);
  hcl_mem_free(a, cmp);
  hcl_mem_free(a, memo);
  return st;
}

/* Up to this many types the plain form is cheaper. */
#define FEW_TYPES 16

static hcl_status unify_by_preference(cx *c, const hcl_type *const *types,
                                      size_t n, bool unsafe,
                                      const hcl_type **out) {
  if (n > FEW_TYPES && !c->ungrouped) {
    bool applies;
    hcl_status st = unify_by_class(c, types, n, unsafe, &applies, out);
    if (st != HCL_OK || applies)
      return st;
  }
  return unify_by_order(c, types, n, unsafe, out);
}

/* The common type in *out (a new reference), or NULL when there is none. */
static hcl_status unify_in(cx *c, const hcl_type *const *types, size_t n,
                           bool unsafe, const hcl_type **out) {
  if (n == 0)
    return HCL_OK;

  /* Types all equal unify to themselves whichever path the reference
     takes; checking that first keeps long lists of one type cheap. */
  bool same = true;
  for (size_t i = 1; i < n && same; i++)
    same = teq(types[0], types[i]);
  if (same) {
    *out = hcl_type_ref(types[0]);
    return HCL_OK;
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
  hcl_status st;
  if (maps > 0 && maps + dyns == n)
    return unify_collections(c, HCL_TYPE_MAP, types, n, unsafe, dyns > 0, out);
  if (maps > 0 && maps + objs + dyns == n) {
    st = unify_structs_as(c, HCL_TYPE_OBJECT, HCL_TYPE_MAP, types, n, unsafe,
                          out);
    if (st != HCL_OK || *out)
      return st;
  } else if (lists > 0 && lists + dyns == n) {
    return unify_collections(c, HCL_TYPE_LIST, types, n, unsafe, dyns > 0, out);
  } else if (lists > 0 && lists + tuples + dyns == n) {
    st = unify_structs_as(c, HCL_TYPE_TUPLE, HCL_TYPE_LIST, types, n, unsafe,
                          out);
    if (st != HCL_OK || *out)
      return st;
  } else if (sets > 0 && sets + dyns == n) {
    return unify_collections(c, HCL_TYPE_SET, types, n, unsafe, dyns > 0, out);
  } else if (objs > 0 && objs + dyns == n) {
    return unify_objects(c, types, n, unsafe, dyns > 0, out);
  } else if (tuples > 0 && tuples + dyns == n) {
    return unify_tuples(c, types, n, unsafe, dyns > 0, out);
  } else if (objs > 0 && tuples > 0) {
    return HCL_OK;
  }

  return unify_by_preference(c, types, n, unsafe, out);
}

static hcl_status unify(cx *c, const hcl_type *const *types, size_t n,
                        bool unsafe, const hcl_type **out) {
  *out = NULL;
  if (!enter(c))
    return HCL_ERR_INVALID;
  hcl_status st = unify_in(c, types, n, unsafe, out);
  leave(c);
  if (st != HCL_OK) {
    hcl_type_unref(*out);
    *out = NULL;
  }
  return st;
}

/* ---- dynamicReplace (conversion_dynamic.go) ---------------------------- */

static hcl_status dyn_replace(cx *c, const hcl_type *in, const hcl_type *out,
                              const hcl_type **res);

/* The element type for collection type `out` from `in`, a collection of
   the same kind (a list or set for a list or set) or the structure that
   converts to it (an object for a map, a tuple for a list or set). */
static hcl_status dyn_replace_elem(cx *c, const hcl_type *in,
                                   const hcl_type *out, const hcl_type **res) {
  *res = NULL;
  if (is_map(in) || is_list(in) || is_set(in))
    return dyn_replace(c, in->elem, out->elem, res);
  /* an object for a map, a tuple for a list or set: their members
     unified */
  const hcl_type **ts = NULL;
  if (is_obj(in)) {
    ts = attr_types(in, c->a);
    if (!ts)
      return HCL_ERR_NOMEM;
  }
  const hcl_type *u = NULL;
  hcl_status st = unify(c, is_obj(in) ? ts : in->u.elems, in->n, true, &u);
  hcl_mem_free(c->a, ts);
  if (st != HCL_OK)
    return st;
  st = dyn_replace(c, u, out->elem, res);
  hcl_type_unref(u);
  return st;
}

/* `out` with its dynamic parts replaced by the matching parts of `in`
   (NULL `in` is the reference's NilType), in *res. */
static hcl_status dyn_replace_in(cx *c, const hcl_type *in, const hcl_type *out,
                                 const hcl_type **res) {
  *res = NULL;
  if (!in || is_dyn(in) || is_prim(out) || is_capsule(out)) {
    *res = hcl_type_ref(out);
    return HCL_OK;
  }
  if (is_dyn(out)) {
    *res = hcl_type_ref(in);
    return HCL_OK;
  }

  if (is_coll(out)) {
    bool applies = is_map(out) ? is_map(in) || is_obj(in)
                               : is_list(in) || is_set(in) || is_tuple(in);
    if (!applies) {
      *res = hcl_type_ref(out);
      return HCL_OK;
    }
    const hcl_type *elem = NULL;
    hcl_status st = dyn_replace_elem(c, in, out, &elem);
    if (st != HCL_OK)
      return st;
    *res = make_coll(kind(out), elem, c->a);
    hcl_type_unref(elem);
    return *res ? HCL_OK : HCL_ERR_NOMEM;
  }

  if (is_obj(out)) {
    size_t n = (is_map(in) || is_obj(in)) ? out->n : 0;
    const hcl_type **ts = alloc_array(c->a, n, sizeof *ts);
    hcl_str *names = alloc_array(c->a, n, sizeof *names);
    size_t made = 0;
    hcl_status st = ts && names ? HCL_OK : HCL_ERR_NOMEM;
    for (size_t i = 0; st == HCL_OK && i < n; i++) {
      hcl_str name = out->u.attrs[i].name;
      const hcl_type *ot = out->u.attrs[i].type;
      names[i] = name;
      if (is_map(in)) {
        st = dyn_replace(c, in->elem, ot, &ts[i]);
      } else {
        size_t j = hcl_type_attr_index(in, name.ptr, name.len);
        if (j == SIZE_MAX)
          ts[i] = hcl_type_ref(ot);
        else
          st = dyn_replace(c, in->u.attrs[j].type, ot, &ts[i]);
      }
      if (st == HCL_OK)
        made++;
    }
    return finish_struct(c, st, true, names, ts, n, made, res);
  }

  if (is_tuple(out)) {
    if (!is_tuple(in) || in->n < out->n) {
      *res = hcl_type_ref(out);
      return HCL_OK;
    }
    const hcl_type **ts = alloc_array(c->a, out->n, sizeof *ts);
    if (!ts)
      return HCL_ERR_NOMEM;
    size_t made = 0;
    hcl_status st = HCL_OK;
    for (size_t i = 0; st == HCL_OK && i < out->n; i++) {
      st = dyn_replace(c, in->u.elems[i], out->u.elems[i], &ts[i]);
      if (st == HCL_OK)
        made++;
    }
    return finish_struct(c, st, false, NULL, ts, out->n, made, res);
  }
  *res = hcl_type_ref(out);
  return HCL_OK;
}

static hcl_status dyn_replace(cx *c, const hcl_type *in, const hcl_type *out,
                              const hcl_type **res) {
  *res = NULL;
  if (!enter(c))
    return HCL_ERR_INVALID;
  hcl_status st = dyn_replace_in(c, in, out, res);
  leave(c);
  return st;
}

/* ---- Messages (mismatch_msg.go) ------------------------------------------ */

static hcl_status put(bool ok) { return ok ? HCL_OK : HCL_ERR_NOMEM; }

/* cty's FriendlyNameForConstraint. */
static bool constraint_name(hcl_buf *b, const hcl_type *t) {
  for (;;) {
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
      t = t->elem;
      continue;
    }
    }
    return false;
  }
}

static hcl_status required(hcl_buf *b, const hcl_type *want) {
  return put(constraint_name(b, want) && hcl_buf_puts(b, " required"));
}

static hcl_status mismatch(cx *c, hcl_buf *b, const hcl_type *got,
                           const hcl_type *want);

/* "attribute "name": <mismatch>" into `b`. */
static hcl_status attr_mismatch(cx *c, hcl_buf *b, hcl_str name,
                                const hcl_type *got, const hcl_type *want) {
  if (!hcl_buf_puts(b, "attribute ") || !hcl_go_quote(b, name.ptr, name.len) ||
      !hcl_buf_puts(b, ": "))
    return HCL_ERR_NOMEM;
  return mismatch(c, b, got, want);
}

/* "attribute "a" is required", "attributes "a" and "b" are required",
   "attributes "a", "b", and "c" are required". */
static hcl_status missing_attrs(hcl_buf *b, const hcl_type *got,
                                const hcl_type *want, size_t missing) {
  size_t seen = 0;
  bool ok = hcl_buf_puts(b, missing == 1 ? "attribute " : "attributes ");
  for (size_t i = 0; ok && i < want->n; i++) {
    hcl_str name = want->u.attrs[i].name;
    if (want->u.attrs[i].optional ||
        hcl_type_attr_index(got, name.ptr, name.len) != SIZE_MAX)
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
  return put(ok &&
             hcl_buf_puts(b, missing == 1 ? " is required" : " are required"));
}

static hcl_status mismatch_objects(cx *c, hcl_buf *b, const hcl_type *got,
                                   const hcl_type *want) {
  /* Attribute names are visited in name order (the reference visits them
     in Go's map order, so with several bad attributes it may name any). */
  size_t missing = 0;
  for (size_t i = 0; i < want->n; i++) {
    hcl_str name = want->u.attrs[i].name;
    if (!want->u.attrs[i].optional &&
        hcl_type_attr_index(got, name.ptr, name.len) == SIZE_MAX)
      missing++;
  }
  if (missing)
    return missing_attrs(b, got, want, missing);

  size_t unsafe_at = SIZE_MAX, safe_at = SIZE_MAX;
  for (size_t i = 0; i < want->n; i++) {
    hcl_str name = want->u.attrs[i].name;
    size_t j = hcl_type_attr_index(got, name.ptr, name.len);
    if (j == SIZE_MAX)
      continue; /* an optional attribute */
    const hcl_type *gt = got->u.attrs[j].type;
    const hcl_type *wt = want->u.attrs[i].type;
    if (teq(gt, wt))
      continue;
    if (unsafe_at != SIZE_MAX)
      continue;
    bool yes;
    hcl_status st = conv_exists(c, gt, wt, true, &yes);
    if (st != HCL_OK)
      return st;
    if (!yes)
      unsafe_at = i;
    if (safe_at != SIZE_MAX)
      continue;
    st = conv_exists(c, gt, wt, false, &yes);
    if (st != HCL_OK)
      return st;
    if (!yes)
      safe_at = i;
  }
  size_t at = unsafe_at != SIZE_MAX ? unsafe_at : safe_at;
  if (at == SIZE_MAX)
    return put(hcl_buf_puts(b, "incorrect object attributes"));
  hcl_str name = want->u.attrs[at].name;
  return attr_mismatch(
      c, b, name,
      got->u.attrs[hcl_type_attr_index(got, name.ptr, name.len)].type,
      want->u.attrs[at].type);
}

static hcl_status mismatch_from_structural(cx *c, hcl_buf *b,
                                           const hcl_type *got,
                                           const hcl_type *want) {
  if (((is_list(want) || is_set(want)) && !is_tuple(got)) ||
      (is_map(want) && !is_obj(got)))
    return required(b, want);
  const hcl_type *wety = want->elem;
  for (size_t i = 0; i < got->n; i++) {
    const hcl_type *gety =
        is_tuple(got) ? got->u.elems[i] : got->u.attrs[i].type;
    if (teq(gety, wety))
      continue;
    bool yes;
    hcl_status st = conv_exists(c, gety, wety, true, &yes);
    if (st != HCL_OK)
      return st;
    if (yes)
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
      return HCL_ERR_NOMEM;
    return mismatch(c, b, gety, wety);
  }
  return put(hcl_buf_puts(b, "all elements must be ") &&
             constraint_name(b, wety));
}

static hcl_status mismatch_from_collections(cx *c, hcl_buf *b,
                                            const hcl_type *got,
                                            const hcl_type *want) {
  if (((is_list(want) || is_set(want)) && !(is_list(got) || is_set(got))) ||
      (is_map(want) && !is_map(got)))
    return required(b, want);
  const char *noun = is_list(want)  ? "list element type"
                     : is_set(want) ? "set element type"
                                    : "map element type";
  if (!hcl_buf_printf(b, "incorrect %s: ", noun))
    return HCL_ERR_NOMEM;
  return mismatch(c, b, got->elem, want->elem);
}

static hcl_status mismatch_in(cx *c, hcl_buf *b, const hcl_type *got,
                              const hcl_type *want) {
  if (is_obj(got) && is_obj(want))
    return mismatch_objects(c, b, got, want);
  if (is_tuple(got) && is_list(want) && is_dyn(want->elem))
    return put(hcl_buf_puts(b, "all list elements must have the same type"));
  if (is_tuple(got) && is_set(want) && is_dyn(want->elem))
    return put(hcl_buf_puts(b, "all set elements must have the same type"));
  if (is_obj(got) && is_map(want) && is_dyn(want->elem))
    return put(hcl_buf_puts(b, "all map elements must have the same type"));
  if ((is_tuple(got) || is_obj(got)) && is_coll(want))
    return mismatch_from_structural(c, b, got, want);
  if (is_coll(got) && is_coll(want))
    return mismatch_from_collections(c, b, got, want);
  return required(b, want);
}

/* cty's MismatchMessage(got, want), appended to `b`. */
static hcl_status mismatch(cx *c, hcl_buf *b, const hcl_type *got,
                           const hcl_type *want) {
  if (!enter(c))
    return HCL_ERR_INVALID;
  hcl_status st = mismatch_in(c, b, got, want);
  leave(c);
  return st;
}

/* ---- Converting values ------------------------------------------------- */

static hcl_convert_result failf(cx *c, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static hcl_convert_result failf(cx *c, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const char *text = hcl_buf_vformat(c->err, fmt, ap);
  va_end(ap);
  return text ? HCL_CONVERT_FAILED : HCL_CONVERT_NOMEM;
}

/* A type-level function's failure as a conversion's. */
static hcl_convert_result type_failure(cx *c, hcl_status st) {
  return st == HCL_ERR_NOMEM ? HCL_CONVERT_NOMEM : failf(c, "%s", TOO_DEEP);
}

/* A failure explained by cty's MismatchMessage(got, want). */
static hcl_convert_result mismatch_failure(cx *c, const hcl_type *got,
                                           const hcl_type *want) {
  hcl_buf_clear(c->err);
  hcl_status st = mismatch(c, c->err, got, want);
  return st == HCL_OK ? HCL_CONVERT_FAILED : type_failure(c, st);
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

/* A map holding an optional attribute its element type cannot convert
   to: "map element type is incompatible with attribute "a": ...". */
static hcl_convert_result incompatible_attr(cx *c, hcl_str name,
                                            const hcl_type *got,
                                            const hcl_type *want) {
  hcl_buf_clear(c->err);
  if (!hcl_buf_puts(c->err,
                    "map element type is incompatible with attribute ") ||
      !hcl_go_quote(c->err, name.ptr, name.len) || !hcl_buf_puts(c->err, ": "))
    return HCL_CONVERT_NOMEM;
  hcl_status st = mismatch(c, c->err, got, want);
  if (st != HCL_OK)
    return st == HCL_ERR_NOMEM ? HCL_CONVERT_NOMEM : failf(c, "%s", TOO_DEEP);
  return hcl_buf_terminate(c->err) ? HCL_CONVERT_FAILED : HCL_CONVERT_NOMEM;
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

/* A null item (owned) made a null without optional attributes, as cty
   makes the nulls it puts in a collection or object. */
static bool plain_null(cx *c, hcl_value **item) {
  hcl_value *it = *item;
  if (!(it->flags & HCL_VF_NULL) || !it->type->optional_inside)
    return true;
  hcl_value *nv = NULL;
  if (null_of(c, it->type, &nv) != HCL_OK)
    return false;
  hcl_value_unref(it);
  *item = nv;
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
  if (k == HCL_TYPE_SET && hcl_set_normalize(items, n, c->a, &n) != HCL_OK) {
    hcl_type_unref(t);
    release_items(items, n, c->a);
    return HCL_CONVERT_NOMEM;
  }
  hcl_value *v = hcl_value_adopt(t, items, NULL, n, c->a);
  hcl_type_unref(t);
  return done(v, res);
}

static hcl_convert_result empty_coll(cx *c, hcl_type_kind k,
                                     const hcl_type *ety, hcl_value **res) {
  const hcl_type *s = NULL;
  hcl_status ts = strip_optional(c, ety, &s);
  if (ts != HCL_OK)
    return type_failure(c, ts);
  hcl_value **items = alloc_array(c->a, 0, sizeof *items);
  hcl_convert_result st = HCL_CONVERT_NOMEM;
  if (items && k == HCL_TYPE_MAP) {
    hcl_mem_free(c->a, items);
    st = done(hcl_value_map(s, NULL, NULL, 0, c->a), res);
  } else if (items) {
    st = adopt_coll(c, k, s, items, 0, res);
  }
  hcl_type_unref(s);
  return st;
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

/* ---- Where a conversion failed ----------------------------------------- */

/* Puts one step in front of a failed conversion's path, as the failure
   leaves the element it happened in: `[i]`, `["key"]` or `.name` (a name
   that is no identifier as `["name"]`), the steps of cty's path. */
static hcl_convert_result step_out(cx *c, hcl_convert_result st, size_t i,
                                   const hcl_str *key, bool attr) {
  if (st != HCL_CONVERT_FAILED || !c->path)
    return st;
  hcl_buf step;
  hcl_buf_init(&step, c->a);
  bool ok;
  if (!key)
    ok = hcl_buf_printf(&step, "[%zu]", i);
  else if (attr && hcl_is_identifier(key->ptr, key->len))
    ok = hcl_buf_putc(&step, '.') && hcl_buf_append(&step, key->ptr, key->len);
  else
    ok = hcl_buf_putc(&step, '[') && hcl_go_quote(&step, key->ptr, key->len) &&
         hcl_buf_putc(&step, ']');
  hcl_buf *p = c->path;
  ok = ok && hcl_buf_reserve(p, step.len);
  if (ok) {
    memmove(p->data + step.len, p->data, p->len);
    memcpy(p->data, step.data, step.len);
    p->len += step.len;
  }
  hcl_buf_fini(&step);
  return ok ? st : HCL_CONVERT_NOMEM;
}

static hcl_convert_result at_index(cx *c, hcl_convert_result st, size_t i) {
  return step_out(c, st, i, NULL, false);
}

static hcl_convert_result at_key(cx *c, hcl_convert_result st, hcl_str key) {
  return step_out(c, st, 0, &key, false);
}

static hcl_convert_result at_attr(cx *c, hcl_convert_result st, hcl_str name) {
  return step_out(c, st, 0, &name, true);
}

/*
 * conversionUnifyListElements / conversionUnifyCollectionElements: the
 * items (owned) converted in place to their unified type.
 */
static hcl_convert_result unify_items(cx *c, hcl_value **items,
                                      const hcl_str *keys, size_t n,
                                      bool unsafe) {
  const hcl_type **types = alloc_array(c->a, n, sizeof *types);
  if (!types)
    return HCL_CONVERT_NOMEM;
  for (size_t i = 0; i < n; i++)
    types[i] = items[i]->type;
  const hcl_type *u = NULL;
  hcl_status ts = unify(c, types, n, unsafe, &u);
  hcl_mem_free(c->a, types);
  if (ts != HCL_OK)
    return type_failure(c, ts);
  if (!u)
    return failf(c, "cannot find a common base type for all elements");
  hcl_convert_result st = HCL_CONVERT_OK;
  for (size_t i = 0; i < n && st == HCL_CONVERT_OK; i++) {
    if (teq(items[i]->type, u))
      continue;
    bool yes;
    ts = conv_exists(c, items[i]->type, u, unsafe, &yes);
    if (ts != HCL_OK) {
      st = type_failure(c, ts);
      break;
    }
    if (!yes) { /* the reference cannot get here (it would crash) */
      st = failf(c, "cannot find a common base type for all elements");
      break;
    }
    hcl_value *nv = NULL;
    st = conv_val(c, items[i], items[i]->type, u, unsafe, &nv);
    st = keys ? at_key(c, st, keys[i]) : at_index(c, st, i);
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
    st = at_index(c, st, i);
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
    st = at_key(c, st, v->u.coll.keys[i]);
    if (st != HCL_CONVERT_OK) {
      release_items(items, i, c->a);
      return st;
    }
  }
  if (is_coll(out_ety) || is_obj(out_ety)) {
    hcl_convert_result st = unify_items(c, items, v->u.coll.keys, n, false);
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
  hcl_status ts = tuple_coll_ety(c, tt, ety, unsafe, &eff);
  if (ts != HCL_OK)
    return type_failure(c, ts);
  if (!eff) /* callers made sure the conversion exists */
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
    st = at_index(c, st, i);
    if (st == HCL_CONVERT_OK)
      made++;
  }
  hcl_type_unref(eff);
  /* the reference unifies under the path of the last element, so its
     steps follow that index */
  if (st == HCL_CONVERT_OK && k == HCL_TYPE_LIST)
    st = at_index(c, unify_items(c, items, NULL, n, unsafe), n - 1);
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
  hcl_status ts = obj_map_ety(c, ot, ety, unsafe, &eff);
  if (ts != HCL_OK)
    return type_failure(c, ts);
  if (!eff)
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
    st = at_key(c, st, keys[i]);
    if (st == HCL_CONVERT_OK)
      made++;
  }
  if (st == HCL_CONVERT_OK && (is_coll(eff) || is_obj(eff)))
    st = unify_items(c, items, keys, n, unsafe);
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
    bool needed = !teq(at, mety), yes = true;
    if (needed && out->u.attrs[j].optional) {
      /* allowed for the map's type only because it may be absent */
      hcl_status ts = conv_exists(c, mety, at, unsafe, &yes);
      if (ts != HCL_OK) {
        st = type_failure(c, ts);
        break;
      }
    }
    if (!yes) {
      st = incompatible_attr(c, key, mety, at);
      break;
    }
    st = conv_item(c, v->u.coll.items[k], mety, at, needed, unsafe, &items[j]);
    st = at_key(c, st, key);
    if (st == HCL_CONVERT_OK && !plain_null(c, &items[j]))
      st = HCL_CONVERT_NOMEM;
  }
  for (size_t i = 0; i < n && st == HCL_CONVERT_OK; i++) {
    if (items[i])
      continue;
    if (!out->u.attrs[i].optional) {
      st = fail_key(c, "map has no element for required attribute ", names[i],
                    "");
      break;
    }
    /* the reference keeps the attribute's type as it is here */
    items[i] = hcl_value_null(out->u.attrs[i].type, c->a);
    if (!items[i])
      st = HCL_CONVERT_NOMEM;
  }
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
    st = at_attr(c, st, name);
    if (st == HCL_CONVERT_OK && !plain_null(c, &items[made])) {
      hcl_value_unref(items[made]);
      st = HCL_CONVERT_NOMEM;
    }
    if (st == HCL_CONVERT_OK)
      made++;
  }
  /* optional attributes the object lacks are null */
  for (size_t i = 0; i < n && st == HCL_CONVERT_OK; i++) {
    hcl_str name = out->u.attrs[i].name;
    if (!out->u.attrs[i].optional ||
        hcl_type_attr_index(in, name.ptr, name.len) != SIZE_MAX)
      continue;
    names[made] = name;
    hcl_status ns = null_of(c, out->u.attrs[i].type, &items[made]);
    if (ns != HCL_OK)
      st = type_failure(c, ns);
    else
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
    st = at_index(c, st, i);
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
    if (!hcl_number_text_fits(*hcl_value_mpfr(v), 'f', -1))
      return failf(c, HCL_NUMBER_TOO_LONG_FMT, HCL_MAX_NUMBER_TEXT_BYTES);
    char small[64];
    size_t len = hcl_number_format(*hcl_value_mpfr(v), small, sizeof small);
    if (len == 0)
      return HCL_CONVERT_NOMEM;
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
static hcl_convert_result conv_val_in(cx *c, const hcl_value *v,
                                      const hcl_type *in, const hcl_type *out,
                                      bool unsafe, hcl_value **res) {
  *res = NULL;
  if (is_dyn(out))
    return done(hcl_value_ref(v), res);
  if (v->flags) {
    const hcl_type *s = NULL, *t = NULL;
    hcl_status ts = strip_optional(c, out, &s);
    if (ts == HCL_OK)
      ts = dyn_replace(c, v->type, s, &t);
    hcl_type_unref(s);
    if (ts != HCL_OK)
      return type_failure(c, ts);
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
  return mismatch_failure(c, vt, out);
}

static hcl_convert_result conv_val(cx *c, const hcl_value *v,
                                   const hcl_type *in, const hcl_type *out,
                                   bool unsafe, hcl_value **res) {
  *res = NULL;
  if (!enter(c))
    return failf(c, "%s", TOO_DEEP);
  hcl_convert_result st = conv_val_in(c, v, in, out, unsafe, res);
  leave(c);
  return st;
}

/* convert.Convert. */
static hcl_convert_result convert_full(cx *c, const hcl_value *v,
                                       const hcl_type *want, hcl_value **res) {
  *res = NULL;
  /* a value already of the type `want` describes once its optional
     attributes are required stays as it is */
  bool same;
  if (!want->optional_inside) {
    same = teq(v->type, want);
  } else {
    const hcl_type *plain = NULL;
    hcl_status ps = strip_optional(c, want, &plain);
    if (ps != HCL_OK)
      return type_failure(c, ps);
    same = teq(v->type, plain);
    hcl_type_unref(plain);
  }
  if (same)
    return done(hcl_value_ref(v), res);
  bool yes;
  hcl_status ts = conv_exists(c, v->type, want, true, &yes);
  if (ts != HCL_OK)
    return type_failure(c, ts);
  if (!yes)
    return mismatch_failure(c, v->type, want);
  return conv_val(c, v, v->type, want, true, res);
}

/* ---- Public interface ---------------------------------------------------- */

/* Levels of collections hcl_convert_cannot_fail looks into: the types
   specs give attributes (string, list(string), map(list(string))) and
   no deeper, well short of where a conversion reports nesting too deep. */
#define CANNOT_FAIL_LEVELS 3

static bool cannot_fail(const hcl_value *v, const hcl_type *want,
                        unsigned level) {
  if (is_dyn(want) || (!want->optional_inside && teq(v->type, want)))
    return true;
  if (v->flags || want->optional_inside || level >= CANNOT_FAIL_LEVELS)
    return false;
  const hcl_type *vt = v->type;
  if (is_prim(vt) && is_prim(want)) {
    if (kind(want) != HCL_TYPE_STRING)
      return false; /* a string must spell a number or a bool */
    return kind(vt) == HCL_TYPE_BOOL ||
           hcl_number_text_fits(*hcl_value_mpfr(v), 'f', -1);
  }
  /* the elements of a tuple, list or set, or the attributes of an object
     or the elements of a map, each to the element type (which must not
     be dynamic: that needs their unification) */
  bool to_seq = is_list(want) || is_set(want);
  bool from_seq = is_tuple(vt) || is_list(vt) || is_set(vt);
  bool from_keyed = is_obj(vt) || is_map(vt);
  if (!((to_seq && from_seq) || (is_map(want) && from_keyed)) ||
      is_dyn(want->elem))
    return false;
  for (size_t i = 0; i < v->u.coll.n; i++)
    if (!cannot_fail(v->u.coll.items[i], want->elem, level + 1))
      return false;
  return true;
}

bool hcl_convert_cannot_fail(const hcl_value *v, const hcl_type *want) {
  return cannot_fail(v, want, 0);
}

hcl_convert_result hcl_convert(const hcl_value *v, const hcl_type *want,
                               const hcl_alloc *a, hcl_value **out,
                               hcl_buf *err) {
  return hcl_convert_at(v, want, a, out, err, NULL);
}

hcl_convert_result hcl_convert_at(const hcl_value *v, const hcl_type *want,
                                  const hcl_alloc *a, hcl_value **out,
                                  hcl_buf *err, hcl_buf *path) {
  if (path)
    hcl_buf_clear(path);
  hcl_buf scratch;
  hcl_buf_init(&scratch, a);
  if (!err)
    err = &scratch;
  hcl_buf_clear(err);
  cx c = {a, err, 0, false, path};
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
  hcl_buf_fini(&scratch);
  *out = res;
  return st;
}

hcl_status hcl_convertible(const hcl_type *from, const hcl_type *to,
                           bool unsafe, const hcl_alloc *a, bool *yes) {
  cx c = {a, NULL, 0, false, NULL};
  return conv_exists(&c, from, to, unsafe, yes);
}

hcl_status hcl_unify(const hcl_type *const *types, size_t n, bool unsafe,
                     const hcl_alloc *a, const hcl_type **out) {
  cx c = {a, NULL, 0, false, NULL};
  return unify(&c, types, n, unsafe, out);
}

hcl_status hcl_unify_ungrouped(const hcl_type *const *types, size_t n,
                               bool unsafe, const hcl_alloc *a,
                               const hcl_type **out) {
  cx c = {a, NULL, 0, true, NULL};
  return unify(&c, types, n, unsafe, out);
}

hcl_status hcl_mismatch_message(const hcl_type *got, const hcl_type *want,
                                hcl_buf *out) {
  cx c = {out->alloc, NULL, 0, false, NULL};
  size_t len = out->len;
  hcl_status st = mismatch(&c, out, got, want);
  if (st != HCL_OK)
    out->len = len;
  return st;
}
