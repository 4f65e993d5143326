/* Types: the primitive singletons, structural and collection types,
   identity, and names. */

#include <stdlib.h>
#include <string.h>

#include "core/alloc.h"
#include "core/compare.h"
#include "eval/value_internal.h"

/* Static, and so safe to share between threads from the start. */
const hcl_type hcl_type_dynamic_static = {.refs = HCL_IMMORTAL,
                                          .kind = HCL_TYPE_DYNAMIC};
const hcl_type hcl_type_string_static = {.refs = HCL_IMMORTAL,
                                         .kind = HCL_TYPE_STRING};
const hcl_type hcl_type_number_static = {.refs = HCL_IMMORTAL,
                                         .kind = HCL_TYPE_NUMBER};
const hcl_type hcl_type_bool_static = {.refs = HCL_IMMORTAL,
                                       .kind = HCL_TYPE_BOOL};

const hcl_type *hcl_type_dynamic(void) { return &hcl_type_dynamic_static; }
const hcl_type *hcl_type_string(void) { return &hcl_type_string_static; }
const hcl_type *hcl_type_number(void) { return &hcl_type_number_static; }
const hcl_type *hcl_type_bool(void) { return &hcl_type_bool_static; }

const hcl_type *hcl_type_ref(const hcl_type *t) {
  if (t)
    hcl_refs_inc(&((hcl_type *)t)->refs);
  return t;
}

/* The i-th member of a tuple or object type. */
static const hcl_type *member(const hcl_type *t, size_t i) {
  return t->kind == HCL_TYPE_TUPLE ? t->u.elems[i] : t->u.attrs[i].type;
}

/* Queues `t` on `pending` when this drops its last reference. */
static void drop(const hcl_type *t, hcl_type **pending) {
  hcl_type *m = (hcl_type *)t;
  if (m && hcl_refs_dec(&m->refs)) {
    m->free_next = *pending;
    *pending = m;
  }
}

/*
 * Frees without recursion: a dead type's members that die too are chained
 * through `free_next`, so a type nested a million deep costs no stack and
 * no allocation to free.
 */
void hcl_type_unref(const hcl_type *t) {
  hcl_type *pending = NULL;
  drop(t, &pending);
  while (pending) {
    hcl_type *cur = pending;
    pending = cur->free_next;
    switch (cur->kind) {
    case HCL_TYPE_LIST:
    case HCL_TYPE_SET:
    case HCL_TYPE_MAP:
      drop(cur->elem, &pending);
      break;
    case HCL_TYPE_TUPLE:
    case HCL_TYPE_OBJECT:
      for (size_t i = 0; i < cur->n; i++)
        drop(member(cur, i), &pending);
      break;
    default:
      break;
    }
    hcl_mem_free(cur->alloc, cur);
  }
}

/* ---- Digests ---------------------------------------------------------------
 */

/* A bijection on 32 bits (MurmurHash3's finaliser): a type's digest is
   this of its kind mixed with each member's digest in turn, so two chains
   of collections that differ at the bottom differ at every level. */
static uint32_t mix(uint32_t h, uint32_t x) {
  h ^= x;
  h ^= h >> 16;
  h *= 0x85ebca6bu;
  h ^= h >> 13;
  h *= 0xc2b2ae35u;
  h ^= h >> 16;
  return h;
}

/* The digest of `t` in *d: its own, or for the static primitive types one
   made from the kind; false for a static collection type, which has
   none. */
static bool digest(const hcl_type *t, uint32_t *d) {
  if (t->hashed) {
    *d = t->hash;
    return true;
  }
  switch (t->kind) {
  case HCL_TYPE_DYNAMIC:
  case HCL_TYPE_STRING:
  case HCL_TYPE_NUMBER:
  case HCL_TYPE_BOOL:
    *d = mix(0x48434c00u, t->kind);
    return true;
  default:
    return false;
  }
}

/* Adds member `m`'s digest to t's; a member without one leaves t
   without one. */
static void mix_member(hcl_type *t, const hcl_type *m) {
  uint32_t d = 0;
  if (!digest(m, &d))
    t->hashed = false;
  t->hash = mix(t->hash, d);
}

static void mix_name(hcl_type *t, hcl_str name) {
  uint32_t x = 2166136261u; /* FNV-1a */
  for (size_t i = 0; i < name.len; i++)
    x = (x ^ (unsigned char)name.ptr[i]) * 16777619u;
  t->hash = mix(t->hash, x);
}

static hcl_type *new_type(hcl_type_kind kind, size_t extra,
                          const hcl_alloc *a) {
  hcl_type *t = hcl_mem_alloc(a, sizeof *t + extra);
  if (!t)
    return NULL;
  memset(t, 0, sizeof *t);
  atomic_init(&t->refs, 1);
  t->kind = (uint8_t)kind;
  t->alloc = a;
  t->hashed = true;
  t->hash = mix(0x48434c00u, (uint32_t)kind);
  return t;
}

static const hcl_type *collection(hcl_type_kind kind, const hcl_type *elem,
                                  const hcl_alloc *a) {
  hcl_type *t = new_type(kind, 0, a);
  if (!t)
    return NULL;
  t->elem = hcl_type_ref(elem);
  t->dynamic_inside = !hcl_type_is_concrete(elem);
  t->optional_inside = elem->optional_inside;
  mix_member(t, elem);
  return t;
}

const hcl_type *hcl_type_list(const hcl_type *elem, const hcl_alloc *a) {
  return collection(HCL_TYPE_LIST, elem, a);
}

const hcl_type *hcl_type_set(const hcl_type *elem, const hcl_alloc *a) {
  return collection(HCL_TYPE_SET, elem, a);
}

const hcl_type *hcl_type_map(const hcl_type *elem, const hcl_alloc *a) {
  return collection(HCL_TYPE_MAP, elem, a);
}

const hcl_type *hcl_type_tuple(const hcl_type *const *elems, size_t n,
                               const hcl_alloc *a) {
  if (n > (SIZE_MAX - sizeof(hcl_type)) / sizeof(hcl_type *))
    return NULL;
  hcl_type *t = new_type(HCL_TYPE_TUPLE, n * sizeof(hcl_type *), a);
  if (!t)
    return NULL;
  t->n = n;
  t->u.elems = (const hcl_type **)(t + 1);
  for (size_t i = 0; i < n; i++) {
    t->u.elems[i] = hcl_type_ref(elems[i]);
    t->dynamic_inside |= !hcl_type_is_concrete(elems[i]);
    t->optional_inside |= elems[i]->optional_inside;
    mix_member(t, elems[i]);
  }
  return t;
}

static int compare_attrs(const void *x, const void *y) {
  return hcl_str_compare(((const hcl_type_attr *)x)->name,
                         ((const hcl_type_attr *)y)->name);
}

/* By name. Most objects have a few attributes, for which an insertion
   sort costs less than qsort's calls through a pointer. */
static void sort_attrs(hcl_type_attr *attrs, size_t n) {
  if (n > 12) {
    qsort(attrs, n, sizeof *attrs, compare_attrs);
    return;
  }
  for (size_t i = 1; i < n; i++) {
    hcl_type_attr x = attrs[i];
    size_t j = i;
    for (; j > 0 && hcl_str_compare(attrs[j - 1].name, x.name) > 0; j--)
      attrs[j] = attrs[j - 1];
    attrs[j] = x;
  }
}

const hcl_type *hcl_type_object(const hcl_str *names,
                                const hcl_type *const *types, size_t n,
                                const hcl_alloc *a) {
  return hcl_type_object_optional(names, types, NULL, n, a);
}

const hcl_type *hcl_type_object_optional(const hcl_str *names,
                                         const hcl_type *const *types,
                                         const bool *optional, size_t n,
                                         const hcl_alloc *a) {
  size_t text = 0;
  for (size_t i = 0; i < n; i++) {
    if (names[i].len > SIZE_MAX / 2 - text)
      return NULL;
    text += names[i].len;
  }
  if (n > (SIZE_MAX / 2 - text) / sizeof(hcl_type_attr))
    return NULL;
  hcl_type *t = new_type(HCL_TYPE_OBJECT, n * sizeof(hcl_type_attr) + text, a);
  if (!t)
    return NULL;
  t->n = n;
  t->u.attrs = (hcl_type_attr *)(t + 1);
  char *p = (char *)(t->u.attrs + n);
  for (size_t i = 0; i < n; i++) {
    if (names[i].len)
      memcpy(p, names[i].ptr, names[i].len);
    t->u.attrs[i].name.ptr = p;
    t->u.attrs[i].name.len = names[i].len;
    t->u.attrs[i].type = types[i];
    t->u.attrs[i].optional = optional && optional[i];
    p += names[i].len;
  }
  sort_attrs(t->u.attrs, n);
  for (size_t i = 1; i < n; i++) {
    if (hcl_str_compare(t->u.attrs[i - 1].name, t->u.attrs[i].name) == 0) {
      hcl_mem_free(a, t);
      return NULL;
    }
  }
  for (size_t i = 0; i < n; i++) {
    hcl_type_ref(t->u.attrs[i].type);
    t->dynamic_inside |= !hcl_type_is_concrete(t->u.attrs[i].type);
    t->optional_inside |=
        t->u.attrs[i].optional || t->u.attrs[i].type->optional_inside;
    mix_name(t, t->u.attrs[i].name);
    if (t->u.attrs[i].optional)
      t->hash = mix(t->hash, 0x3f);
    mix_member(t, t->u.attrs[i].type);
  }
  return t;
}

const hcl_type *hcl_type_capsule(const char *name, const hcl_capsule_ops *ops,
                                 const hcl_alloc *a) {
  size_t len = strlen(name);
  if (len > SIZE_MAX / 2)
    return NULL;
  hcl_type *t = new_type(HCL_TYPE_CAPSULE, len + 1, a);
  if (!t)
    return NULL;
  char *copy = (char *)(t + 1);
  memcpy(copy, name, len + 1);
  t->capsule_name = copy;
  if (ops)
    t->capsule_ops = *ops;
  uint64_t self = (uint64_t)(uintptr_t)t; /* identical only to itself */
  t->hash = mix(t->hash, (uint32_t)(self ^ (self >> 32)));
  return t;
}

hcl_type_kind hcl_type_kind_of(const hcl_type *t) {
  return (hcl_type_kind)t->kind;
}

const hcl_type *hcl_type_elem(const hcl_type *t) { return t->elem; }

size_t hcl_type_count(const hcl_type *t) {
  return t->kind == HCL_TYPE_TUPLE || t->kind == HCL_TYPE_OBJECT ? t->n : 0;
}

const hcl_type *hcl_type_at(const hcl_type *t, size_t i) {
  if (t->kind == HCL_TYPE_TUPLE)
    return i < t->n ? t->u.elems[i] : NULL;
  if (t->kind == HCL_TYPE_OBJECT)
    return i < t->n ? t->u.attrs[i].type : NULL;
  return NULL;
}

hcl_str hcl_type_attr_name_at(const hcl_type *t, size_t i) {
  hcl_str none = {"", 0};
  if (t->kind != HCL_TYPE_OBJECT || i >= t->n)
    return none;
  return t->u.attrs[i].name;
}

bool hcl_type_attr_optional(const hcl_type *t, size_t i) {
  return t->kind == HCL_TYPE_OBJECT && i < t->n && t->u.attrs[i].optional;
}

size_t hcl_type_attr_index(const hcl_type *t, const char *name, size_t len) {
  if (t->kind != HCL_TYPE_OBJECT)
    return SIZE_MAX;
  hcl_str key = {name, len};
  size_t lo = 0, hi = t->n;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    int c = hcl_str_compare(t->u.attrs[mid].name, key);
    if (c == 0)
      return mid;
    if (c < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return SIZE_MAX;
}

const char *hcl_type_capsule_name(const hcl_type *t) {
  return t->kind == HCL_TYPE_CAPSULE ? t->capsule_name : NULL;
}

/* Section - Identity and conformance, without recursion */

/* A pair of types whose members from `next` on are still to compare. */
typedef struct pair_frame {
  const hcl_type *a, *b;
  size_t next;
} pair_frame;

/* How a pair of types compares at its top: the answer, or the members to
   compare next. */
typedef enum pair_step { PAIR_MATCH, PAIR_DIFFER, PAIR_MEMBERS } pair_step;

static bool same_names(const hcl_type *a, const hcl_type *b) {
  for (size_t i = 0; i < a->n; i++)
    if (hcl_str_compare(a->u.attrs[i].name, b->u.attrs[i].name) != 0)
      return false;
  return true;
}

static bool same_optional(const hcl_type *a, const hcl_type *b) {
  for (size_t i = 0; i < a->n; i++)
    if (a->u.attrs[i].optional != b->u.attrs[i].optional)
      return false;
  return true;
}

/* Whether a and b have the same shape at their top: kind, and the count
   and names of members (the members themselves aside). */
static pair_step shape_step(const hcl_type *a, const hcl_type *b) {
  if (a->kind != b->kind)
    return PAIR_DIFFER;
  switch (a->kind) {
  case HCL_TYPE_LIST:
  case HCL_TYPE_SET:
  case HCL_TYPE_MAP:
    return PAIR_MEMBERS;
  case HCL_TYPE_TUPLE:
  case HCL_TYPE_OBJECT:
    if (a->n != b->n || (a->kind == HCL_TYPE_OBJECT && !same_names(a, b)))
      return PAIR_DIFFER;
    return PAIR_MEMBERS;
  case HCL_TYPE_CAPSULE:
    return PAIR_DIFFER; /* identical only to itself */
  default:
    return PAIR_MATCH;
  }
}

/* Type identity at the top of a and b (members aside). */
static pair_step equal_step(const hcl_type *a, const hcl_type *b) {
  if (a == b)
    return PAIR_MATCH;
  uint32_t da = 0, db = 0;
  if (digest(a, &da) && digest(b, &db) && da != db)
    return PAIR_DIFFER;
  pair_step s = shape_step(a, b);
  /* which attributes are optional is part of an object type's identity,
     though not of conformance */
  if (s == PAIR_MEMBERS && a->kind == HCL_TYPE_OBJECT && !same_optional(a, b))
    return PAIR_DIFFER;
  return s;
}

/*
 * TestConformance at the top of given and want. Comparing for identity
 * first, as the reference does, is left out: identical types conform
 * member by member anyway, and the walk stays linear.
 */
static pair_step conform_step(const hcl_type *given, const hcl_type *want) {
  if (want->kind == HCL_TYPE_DYNAMIC || given == want)
    return PAIR_MATCH;
  if (given->kind == HCL_TYPE_CAPSULE)
    return PAIR_DIFFER; /* a different capsule type */
  return shape_step(given, want);
}

/*
 * Whether `step` holds for a and b and, member by member, for everything
 * inside them. A list, set or map type has one member, which is visited
 * in place; only tuples and objects with members still to visit take a
 * frame. False also when the frames need memory and none is left.
 */
static bool walk_pairs(const hcl_type *a, const hcl_type *b,
                       pair_step (*step)(const hcl_type *, const hcl_type *)) {
  hcl_walk w;
  hcl_walk_init(&w, sizeof(pair_frame), a->alloc);
  bool result = true;
  for (;;) {
    pair_step s = step(a, b);
    if (s == PAIR_DIFFER) {
      result = false;
      break;
    }
    if (s == PAIR_MEMBERS) {
      if (a->kind == HCL_TYPE_LIST || a->kind == HCL_TYPE_SET ||
          a->kind == HCL_TYPE_MAP) {
        a = a->elem;
        b = b->elem;
        continue;
      }
      if (a->n > 0) {
        if (a->n > 1) {
          pair_frame *f = hcl_walk_push(&w);
          if (!f) {
            result = false;
            break;
          }
          f->a = a;
          f->b = b;
          f->next = 1;
        }
        a = member(a, 0);
        b = member(b, 0);
        continue;
      }
    }
    /* this pair is done: on to the next member still to compare */
    pair_frame *f = hcl_walk_top(&w);
    if (!f)
      break;
    size_t i = f->next++;
    a = member(f->a, i);
    b = member(f->b, i);
    if (f->next == f->a->n)
      hcl_walk_pop(&w);
  }
  hcl_walk_fini(&w);
  return result;
}

bool hcl_type_equal(const hcl_type *a, const hcl_type *b) {
  pair_step s = equal_step(a, b);
  if (s != PAIR_MEMBERS)
    return s == PAIR_MATCH;
  return walk_pairs(a, b, equal_step);
}

bool hcl_type_conforms(const hcl_type *given, const hcl_type *want) {
  return walk_pairs(given, want, conform_step);
}

bool hcl_type_is_concrete(const hcl_type *t) {
  return t->kind != HCL_TYPE_DYNAMIC && !t->dynamic_inside;
}

bool hcl_type_is_primitive(const hcl_type *t) {
  return t->kind == HCL_TYPE_STRING || t->kind == HCL_TYPE_NUMBER ||
         t->kind == HCL_TYPE_BOOL;
}

/* Section - Names */

/* One part of a type's friendly name: a collection's prefix ("list of ",
   with *next its element type), or the whole name of a type that names
   itself alone (*next NULL). */
static const char *name_part(const hcl_type *t, const hcl_type **next) {
  *next = NULL;
  switch (t->kind) {
  case HCL_TYPE_DYNAMIC:
    return "dynamic";
  case HCL_TYPE_STRING:
    return "string";
  case HCL_TYPE_NUMBER:
    return "number";
  case HCL_TYPE_BOOL:
    return "bool";
  case HCL_TYPE_LIST:
    *next = t->elem;
    return "list of ";
  case HCL_TYPE_SET:
    *next = t->elem;
    return "set of ";
  case HCL_TYPE_MAP:
    *next = t->elem;
    return "map of ";
  case HCL_TYPE_TUPLE:
    return "tuple";
  case HCL_TYPE_OBJECT:
    return "object";
  case HCL_TYPE_CAPSULE:
    return t->capsule_name;
  }
  return "";
}

bool hcl_type_name_append(hcl_buf *b, const hcl_type *t) {
  while (t) {
    const hcl_type *next;
    if (!hcl_buf_puts(b, name_part(t, &next)))
      return false;
    t = next;
  }
  return true;
}

size_t hcl_type_friendly_name(const hcl_type *t, char *buf, size_t cap) {
  size_t len = 0;
  while (t) {
    const hcl_type *next;
    const char *part = name_part(t, &next);
    size_t n = strlen(part);
    if (cap && len < cap - 1) {
      size_t room = cap - 1 - len;
      memcpy(buf + len, part, n < room ? n : room);
    }
    len += n;
    t = next;
  }
  if (cap)
    buf[len < cap - 1 ? len : cap - 1] = '\0';
  return len;
}
