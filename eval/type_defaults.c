/*
 * Filling in the defaults of a type constraint's optional attributes (the
 * reference's typeexpr Defaults.Apply, a cty transform): the value is
 * walked from the top; where the defaults have values for the place being
 * visited, a known object or map gets each default it lacks or holds as
 * null, and is rebuilt as an object; then its elements are visited in turn.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/alloc.h"
#include "core/compare.h"
#include "core/limits.h"
#include "eval/type_constraint.h"
#include "eval/value_internal.h"

typedef struct applier {
  const hcl_alloc *a;
  hcl_status st; /* the first failure */
  unsigned depth;
} applier;

typedef struct keyed_child {
  hcl_str key;
  hcl_type_defaults *child;
} keyed_child;

static int compare_children(const void *x, const void *y) {
  return hcl_str_compare(((const keyed_child *)x)->key,
                         ((const keyed_child *)y)->key);
}

bool hcl_type_defaults_sort(hcl_type_defaults *d) {
  if (d->nchildren < 2)
    return true;
  keyed_child *k = hcl_mem_alloc(d->alloc, d->nchildren * sizeof *k);
  if (!k)
    return false;
  for (size_t i = 0; i < d->nchildren; i++) {
    k[i].key = d->keys[i];
    k[i].child = d->children[i];
  }
  qsort(k, d->nchildren, sizeof *k, compare_children);
  for (size_t i = 0; i < d->nchildren; i++) {
    d->keys[i] = k[i].key;
    d->children[i] = k[i].child;
  }
  hcl_mem_free(d->alloc, k);
  return true;
}

/* The child under `key`: children are sorted by key
   (hcl_type_defaults_sort), so a binary search finds it. */
static const hcl_type_defaults *child_named(const hcl_type_defaults *d,
                                            const char *p, size_t n) {
  hcl_str key = {p, n};
  size_t lo = 0, hi = d->nchildren;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    int c = hcl_str_compare(d->keys[mid], key);
    if (c == 0)
      return d->children[mid];
    if (c < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return NULL;
}

/* The defaults for element `i` (named `name` in an object or map) of a
   value of kind `vk`, found as the reference finds them: by the step the
   value's kind makes (an attribute, a number or a string index) and the
   kind of the type the defaults were made for. */
static const hcl_type_defaults *step(const hcl_type_defaults *d,
                                     hcl_type_kind vk, size_t i, hcl_str name) {
  if (!d)
    return NULL;
  hcl_type_kind dk = hcl_type_kind_of(d->type);
  bool collection =
      dk == HCL_TYPE_LIST || dk == HCL_TYPE_SET || dk == HCL_TYPE_MAP;
  if (vk == HCL_TYPE_OBJECT) {
    if (dk == HCL_TYPE_OBJECT)
      return child_named(d, name.ptr, name.len);
    return dk == HCL_TYPE_MAP ? child_named(d, "", 0) : NULL;
  }
  if (collection)
    return child_named(d, "", 0);
  if (dk == HCL_TYPE_TUPLE && (vk == HCL_TYPE_LIST || vk == HCL_TYPE_TUPLE)) {
    char index[24];
    int n = snprintf(index, sizeof index, "%zu", i);
    return child_named(d, index, (size_t)n);
  }
  return NULL;
}

/* The defaults of this place put into `v` (Enter): a new reference. */
static hcl_value *fill(applier *ap, const hcl_type_defaults *d,
                       const hcl_value *v) {
  hcl_type_kind k = hcl_type_kind_of(v->type);
  if (!d || d->nvalues == 0 || hcl_value_is_unknown(v) ||
      (k != HCL_TYPE_OBJECT && k != HCL_TYPE_MAP))
    return hcl_value_ref(v);
  size_t have = hcl_value_is_null(v) ? 0 : hcl_value_count(v);
  size_t cap = have + d->nvalues;
  hcl_str *names = hcl_mem_alloc(ap->a, cap * sizeof *names);
  const hcl_value **items = hcl_mem_alloc(ap->a, cap * sizeof *items);
  hcl_value *out = NULL;
  if (names && items) {
    size_t n = 0;
    for (size_t i = 0; i < have; i++) {
      names[n] = hcl_value_key_at(v, i);
      items[n++] = hcl_value_at(v, i);
    }
    /* each default looked up in the value: absent, it is added; null, it
       takes the null's place */
    for (size_t j = 0; j < d->nvalues; j++) {
      size_t at = have
                      ? hcl_value_key_index(v, d->names[j].ptr, d->names[j].len)
                      : SIZE_MAX;
      if (at != SIZE_MAX && !hcl_value_is_null(items[at]))
        continue;
      if (at == SIZE_MAX)
        at = n++;
      names[at] = d->names[j];
      items[at] = d->values[j];
    }
    out = hcl_value_object(names, items, n, ap->a);
  }
  hcl_mem_free(ap->a, names);
  hcl_mem_free(ap->a, items);
  if (!out)
    ap->st = HCL_ERR_NOMEM;
  return out;
}

static hcl_value *apply(applier *ap, const hcl_type_defaults *d,
                        const hcl_value *v);

/* Whether the items all have one type, as cty's ListVal, SetVal and
   MapVal require. */
static bool one_type(hcl_value *const *items, size_t n) {
  for (size_t i = 1; i < n; i++)
    if (!hcl_type_equal(items[0]->type, items[i]->type))
      return false;
  return true;
}

/* `v` (a known, non-null collection or structure) rebuilt from its
   elements with the defaults of each applied. */
static hcl_value *rebuild(applier *ap, const hcl_type_defaults *d,
                          const hcl_value *v) {
  hcl_type_kind k = hcl_type_kind_of(v->type);
  size_t n = hcl_value_count(v);
  if (n == 0)
    return hcl_value_ref(v);
  hcl_value **items = hcl_mem_alloc(ap->a, n * sizeof *items);
  hcl_str *keys = hcl_mem_alloc(ap->a, n * sizeof *keys);
  size_t made = 0;
  hcl_value *out = NULL;
  if (items && keys) {
    for (; made < n; made++) {
      keys[made] = hcl_value_key_at(v, made);
      items[made] =
          apply(ap, step(d, k, made, keys[made]), hcl_value_at(v, made));
      if (!items[made])
        break;
    }
  } else {
    ap->st = HCL_ERR_NOMEM;
  }
  if (made == n) {
    const hcl_value *const *its = (const hcl_value *const *)items;
    bool same =
        k == HCL_TYPE_TUPLE || k == HCL_TYPE_OBJECT || one_type(items, n);
    if (!same)
      ap->st = HCL_ERR_INVALID;
    else if (k == HCL_TYPE_LIST)
      out = hcl_value_list(items[0]->type, its, n, ap->a);
    else if (k == HCL_TYPE_SET)
      out = hcl_value_set(items[0]->type, its, n, ap->a);
    else if (k == HCL_TYPE_MAP)
      out = hcl_value_map(items[0]->type, keys, its, n, ap->a);
    else if (k == HCL_TYPE_TUPLE)
      out = hcl_value_tuple(its, n, ap->a);
    else
      out = hcl_value_object(keys, its, n, ap->a);
    if (same && !out)
      ap->st = HCL_ERR_NOMEM;
  }
  for (size_t i = 0; i < made; i++)
    hcl_value_unref(items[i]);
  hcl_mem_free(ap->a, items);
  hcl_mem_free(ap->a, keys);
  return out;
}

static hcl_value *apply(applier *ap, const hcl_type_defaults *d,
                        const hcl_value *v) {
  if (ap->st != HCL_OK)
    return NULL;
  if (!d) /* nothing to fill in here or below */
    return hcl_value_ref(v);
  if (ap->depth >= HCL_MAX_CONVERT_DEPTH) {
    ap->st = HCL_ERR_INVALID;
    return NULL;
  }
  ap->depth++;
  hcl_value *filled = fill(ap, d, v);
  hcl_value *out = filled;
  hcl_type_kind k = filled ? hcl_type_kind_of(filled->type) : HCL_TYPE_DYNAMIC;
  if (filled && !hcl_value_is_null(filled) && !hcl_value_is_unknown(filled) &&
      k >= HCL_TYPE_LIST && k <= HCL_TYPE_OBJECT) {
    out = rebuild(ap, d, filled);
    hcl_value_unref(filled);
  }
  ap->depth--;
  return out;
}

hcl_status hcl_type_defaults_apply(const hcl_type_defaults *d,
                                   const hcl_value *v, const hcl_alloc *a,
                                   hcl_value **out) {
  applier ap = {a, HCL_OK, 0};
  *out = apply(&ap, d, v);
  if (ap.st != HCL_OK) {
    hcl_value_unref(*out);
    *out = NULL;
    return ap.st;
  }
  return *out ? HCL_OK : HCL_ERR_NOMEM;
}
