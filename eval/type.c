/* Types: the primitive singletons, structural and collection types,
   identity, and names. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "eval/value_internal.h"

#define PRIMITIVE(kind)                                                        \
  {                                                                            \
    HCL_IMMORTAL, kind, NULL, NULL, 0, {NULL}, NULL, { NULL, NULL }            \
  }

static const hcl_type t_dynamic = PRIMITIVE(HCL_TYPE_DYNAMIC);
static const hcl_type t_string = PRIMITIVE(HCL_TYPE_STRING);
static const hcl_type t_number = PRIMITIVE(HCL_TYPE_NUMBER);
static const hcl_type t_bool = PRIMITIVE(HCL_TYPE_BOOL);

const hcl_type *hcl_type_dynamic(void) { return &t_dynamic; }
const hcl_type *hcl_type_string(void) { return &t_string; }
const hcl_type *hcl_type_number(void) { return &t_number; }
const hcl_type *hcl_type_bool(void) { return &t_bool; }

const hcl_type *hcl_type_ref(const hcl_type *t) {
  hcl_type *m = (hcl_type *)t;
  if (m && m->refs != HCL_IMMORTAL)
    m->refs++;
  return t;
}

/* Types nest only as deep as their source, which is bounded by the
   parsers' depth limits, so release may recurse. */
void hcl_type_unref(const hcl_type *t) {
  hcl_type *m = (hcl_type *)t;
  if (!m || m->refs == HCL_IMMORTAL || --m->refs > 0)
    return;
  switch (m->kind) {
  case HCL_TYPE_LIST:
  case HCL_TYPE_SET:
  case HCL_TYPE_MAP:
    hcl_type_unref(m->elem);
    break;
  case HCL_TYPE_TUPLE:
    for (size_t i = 0; i < m->n; i++)
      hcl_type_unref(m->u.elems[i]);
    break;
  case HCL_TYPE_OBJECT:
    for (size_t i = 0; i < m->n; i++)
      hcl_type_unref(m->u.attrs[i].type);
    break;
  default:
    break;
  }
  hcl_mem_free(m->alloc, m);
}

static hcl_type *new_type(hcl_type_kind kind, size_t extra,
                          const hcl_alloc *a) {
  hcl_type *t = hcl_mem_alloc(a, sizeof *t + extra);
  if (!t)
    return NULL;
  memset(t, 0, sizeof *t);
  t->refs = 1;
  t->kind = (uint8_t)kind;
  t->alloc = a;
  return t;
}

static const hcl_type *collection(hcl_type_kind kind, const hcl_type *elem,
                                  const hcl_alloc *a) {
  hcl_type *t = new_type(kind, 0, a);
  if (!t)
    return NULL;
  t->elem = hcl_type_ref(elem);
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
  for (size_t i = 0; i < n; i++)
    t->u.elems[i] = hcl_type_ref(elems[i]);
  return t;
}

static int compare_names(const hcl_str *a, const hcl_str *b) {
  size_t n = a->len < b->len ? a->len : b->len;
  int c = n ? memcmp(a->ptr, b->ptr, n) : 0;
  if (c)
    return c;
  return a->len < b->len ? -1 : a->len > b->len ? 1 : 0;
}

static int compare_attrs(const void *x, const void *y) {
  return compare_names(&((const hcl_type_attr *)x)->name,
                       &((const hcl_type_attr *)y)->name);
}

const hcl_type *hcl_type_object(const hcl_str *names,
                                const hcl_type *const *types, size_t n,
                                const hcl_alloc *a) {
  size_t text = 0;
  for (size_t i = 0; i < n; i++)
    text += names[i].len;
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
    p += names[i].len;
  }
  if (n > 1)
    qsort(t->u.attrs, n, sizeof(hcl_type_attr), compare_attrs);
  for (size_t i = 1; i < n; i++) {
    if (compare_names(&t->u.attrs[i - 1].name, &t->u.attrs[i].name) == 0) {
      hcl_mem_free(a, t);
      return NULL;
    }
  }
  for (size_t i = 0; i < n; i++)
    hcl_type_ref(t->u.attrs[i].type);
  return t;
}

const hcl_type *hcl_type_capsule(const char *name, const hcl_capsule_ops *ops,
                                 const hcl_alloc *a) {
  size_t len = strlen(name);
  hcl_type *t = new_type(HCL_TYPE_CAPSULE, len + 1, a);
  if (!t)
    return NULL;
  char *copy = (char *)(t + 1);
  memcpy(copy, name, len + 1);
  t->capsule_name = copy;
  if (ops)
    t->capsule_ops = *ops;
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

hcl_str hcl_type_attr_name(const hcl_type *t, size_t i) {
  hcl_str none = {"", 0};
  if (t->kind != HCL_TYPE_OBJECT || i >= t->n)
    return none;
  return t->u.attrs[i].name;
}

size_t hcl_type_attr_index(const hcl_type *t, const char *name, size_t len) {
  if (t->kind != HCL_TYPE_OBJECT)
    return SIZE_MAX;
  hcl_str key = {name, len};
  size_t lo = 0, hi = t->n;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    int c = compare_names(&t->u.attrs[mid].name, &key);
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

bool hcl_type_equal(const hcl_type *a, const hcl_type *b) {
  if (a == b)
    return true;
  if (a->kind != b->kind)
    return false;
  switch (a->kind) {
  case HCL_TYPE_LIST:
  case HCL_TYPE_SET:
  case HCL_TYPE_MAP:
    return hcl_type_equal(a->elem, b->elem);
  case HCL_TYPE_TUPLE:
    if (a->n != b->n)
      return false;
    for (size_t i = 0; i < a->n; i++)
      if (!hcl_type_equal(a->u.elems[i], b->u.elems[i]))
        return false;
    return true;
  case HCL_TYPE_OBJECT:
    if (a->n != b->n)
      return false;
    for (size_t i = 0; i < a->n; i++)
      if (compare_names(&a->u.attrs[i].name, &b->u.attrs[i].name) != 0 ||
          !hcl_type_equal(a->u.attrs[i].type, b->u.attrs[i].type))
        return false;
    return true;
  case HCL_TYPE_CAPSULE:
    return false; /* identical only to itself */
  default:
    return true;
  }
}

bool hcl_type_is_concrete(const hcl_type *t) {
  switch (t->kind) {
  case HCL_TYPE_DYNAMIC:
    return false;
  case HCL_TYPE_LIST:
  case HCL_TYPE_SET:
  case HCL_TYPE_MAP:
    return hcl_type_is_concrete(t->elem);
  case HCL_TYPE_TUPLE:
    for (size_t i = 0; i < t->n; i++)
      if (!hcl_type_is_concrete(t->u.elems[i]))
        return false;
    return true;
  case HCL_TYPE_OBJECT:
    for (size_t i = 0; i < t->n; i++)
      if (!hcl_type_is_concrete(t->u.attrs[i].type))
        return false;
    return true;
  default:
    return true;
  }
}

bool hcl_type_is_primitive(const hcl_type *t) {
  return t->kind == HCL_TYPE_STRING || t->kind == HCL_TYPE_NUMBER ||
         t->kind == HCL_TYPE_BOOL;
}

static bool friendly(hcl_buf *b, const hcl_type *t) {
  switch (t->kind) {
  case HCL_TYPE_DYNAMIC:
    return hcl_buf_puts(b, "dynamic");
  case HCL_TYPE_STRING:
    return hcl_buf_puts(b, "string");
  case HCL_TYPE_NUMBER:
    return hcl_buf_puts(b, "number");
  case HCL_TYPE_BOOL:
    return hcl_buf_puts(b, "bool");
  case HCL_TYPE_LIST:
    return hcl_buf_puts(b, "list of ") && friendly(b, t->elem);
  case HCL_TYPE_SET:
    return hcl_buf_puts(b, "set of ") && friendly(b, t->elem);
  case HCL_TYPE_MAP:
    return hcl_buf_puts(b, "map of ") && friendly(b, t->elem);
  case HCL_TYPE_TUPLE:
    return hcl_buf_puts(b, "tuple");
  case HCL_TYPE_OBJECT:
    return hcl_buf_puts(b, "object");
  case HCL_TYPE_CAPSULE:
    return hcl_buf_puts(b, t->capsule_name);
  }
  return false;
}

size_t hcl_type_friendly_name(const hcl_type *t, char *buf, size_t cap) {
  hcl_buf b;
  hcl_buf_init(&b, NULL);
  size_t len = 0;
  if (friendly(&b, t) && hcl_buf_terminate(&b)) {
    len = b.len;
    if (cap) {
      size_t n = len < cap - 1 ? len : cap - 1;
      memcpy(buf, b.data, n);
      buf[n] = '\0';
    }
  } else if (cap) {
    buf[0] = '\0';
  }
  hcl_buf_fini(&b);
  return len;
}
