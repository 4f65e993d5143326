/* Values: construction, reference counting, release, inspection. */

#include <stdlib.h>
#include <string.h>
#include <utf8proc.h>

#include "core/alloc.h"
#include "core/utf8.h"
#include "eval/number.h"
#include "eval/value_internal.h"
#include "eval/value_order.h"

/* ---- Static values ----------------------------------------------------- */

/* Filled in at first use: the primitive types live in type.c. */
static hcl_value v_true, v_false, v_dynamic, v_null_dynamic, v_null_string,
    v_null_number, v_null_bool;

static void init_static(hcl_value *v, uint8_t flags, const hcl_type *t,
                        bool b) {
  if (v->refs == HCL_IMMORTAL)
    return;
  memset(v, 0, sizeof *v);
  v->flags = flags;
  v->type = t;
  v->u.b = b;
  v->refs = HCL_IMMORTAL;
}

hcl_value *hcl_value_bool(bool b) {
  hcl_value *v = b ? &v_true : &v_false;
  init_static(v, 0, hcl_type_bool(), b);
  return v;
}

hcl_value *hcl_value_dynamic(void) {
  init_static(&v_dynamic, HCL_VF_UNKNOWN, hcl_type_dynamic(), false);
  return &v_dynamic;
}

/* ---- Allocation ---------------------------------------------------------- */

hcl_value *hcl_value_alloc(const hcl_type *type, size_t extra,
                           const hcl_alloc *a) {
  if (extra > SIZE_MAX - sizeof(hcl_value))
    return NULL;
  hcl_value *v = hcl_mem_alloc(a, sizeof *v + extra);
  if (!v)
    return NULL;
  memset(v, 0, sizeof *v);
  v->refs = 1;
  v->type = hcl_type_ref(type);
  v->alloc = a;
  return v;
}

hcl_value *hcl_value_null(const hcl_type *t, const hcl_alloc *a) {
  hcl_value *stat = NULL;
  switch (hcl_type_kind_of(t)) {
  case HCL_TYPE_DYNAMIC:
    stat = &v_null_dynamic;
    break;
  case HCL_TYPE_STRING:
    stat = &v_null_string;
    break;
  case HCL_TYPE_NUMBER:
    stat = &v_null_number;
    break;
  case HCL_TYPE_BOOL:
    stat = &v_null_bool;
    break;
  default:
    break;
  }
  if (stat) {
    init_static(stat, HCL_VF_NULL, t, false);
    return stat;
  }
  hcl_value *v = hcl_value_alloc(t, 0, a);
  if (v)
    v->flags = HCL_VF_NULL;
  return v;
}

hcl_value *hcl_value_unknown(const hcl_type *t, const hcl_alloc *a) {
  if (hcl_type_kind_of(t) == HCL_TYPE_DYNAMIC)
    return hcl_value_dynamic();
  hcl_value *v = hcl_value_alloc(t, 0, a);
  if (v)
    v->flags = HCL_VF_UNKNOWN;
  return v;
}

hcl_value *hcl_value_string(const char *s, size_t len, const hcl_alloc *a) {
  const unsigned char *u = (const unsigned char *)s;
  bool ascii = true;
  for (size_t i = 0; i < len; i++) {
    if (u[i] >= 0x80) {
      ascii = false;
      break;
    }
  }
  utf8proc_uint8_t *nfc = NULL;
  if (!ascii) {
    /* validate strictly, then normalise (cty strings are NFC) */
    for (size_t i = 0; i < len;) {
      int32_t cp;
      size_t k = hcl_utf8_decode(u + i, len - i, &cp);
      if (!k)
        return NULL;
      i += k;
    }
    utf8proc_ssize_t n = utf8proc_map(u, (utf8proc_ssize_t)len, &nfc,
                                      UTF8PROC_STABLE | UTF8PROC_COMPOSE);
    if (n < 0)
      return NULL;
    s = (const char *)nfc;
    len = (size_t)n;
  }
  hcl_value *v = hcl_value_alloc(hcl_type_string(), len + 1, a);
  if (v) {
    char *p = hcl_value_extra(v);
    if (len)
      memcpy(p, s, len);
    p[len] = '\0';
    v->u.str.ptr = p;
    v->u.str.len = len;
  }
  free(nfc); /* utf8proc allocates with malloc */
  return v;
}

hcl_value *hcl_value_number_parse(const char *s, size_t len,
                                  const hcl_alloc *a) {
  bool invalid = false;
  return hcl_number_parse(s, len, a, &invalid);
}

hcl_value *hcl_value_number_from_mpfr(const mpfr_t x, const hcl_alloc *a) {
  hcl_number_init();
  mpfr_prec_t prec = mpfr_get_prec(x);
  size_t sig = mpfr_custom_get_size(prec);
  hcl_value *v = hcl_value_alloc(hcl_type_number(), sig + 16, a);
  if (!v)
    return NULL;
  /* keep the significand aligned for limb access */
  uintptr_t at = (uintptr_t)hcl_value_extra(v);
  void *significand = (void *)((at + 15) & ~(uintptr_t)15);
  mpfr_custom_init(significand, prec);
  mpfr_custom_init_set(v->u.num, MPFR_ZERO_KIND, 0, prec, significand);
  mpfr_set(v->u.num, x, MPFR_RNDN);
  return v;
}

hcl_value *hcl_value_number_int(int64_t n, const hcl_alloc *a) {
  hcl_number_init();
  mpfr_t x;
  mpfr_init2(x, 64);
  mpfr_set_sj(x, n, MPFR_RNDN);
  hcl_value *v = hcl_value_number_from_mpfr(x, a);
  mpfr_clear(x);
  return v;
}

hcl_value *hcl_value_number_double(double d, const hcl_alloc *a) {
  if (d != d)
    return NULL;
  hcl_number_init();
  mpfr_t x;
  mpfr_init2(x, 53);
  mpfr_set_d(x, d, MPFR_RNDN);
  hcl_value *v = hcl_value_number_from_mpfr(x, a);
  mpfr_clear(x);
  return v;
}

/* ---- Collections ----------------------------------------------------- */

hcl_value *hcl_value_adopt(const hcl_type *type, hcl_value **items,
                           hcl_str *keys, size_t n, const hcl_alloc *a) {
  hcl_value *v = hcl_value_alloc(type, 0, a);
  if (!v) {
    for (size_t i = 0; i < n; i++)
      hcl_value_unref(items[i]);
    if (keys)
      for (size_t i = 0; i < n; i++)
        hcl_mem_free(a, (void *)keys[i].ptr);
    hcl_mem_free(a, items);
    hcl_mem_free(a, keys);
    return NULL;
  }
  v->u.coll.n = n;
  v->u.coll.items = items;
  v->u.coll.keys = keys;
  return v;
}

/* A copy of `items` with a reference each, in memory from `a`. */
static hcl_value **ref_all(const hcl_value *const *items, size_t n,
                           const hcl_alloc *a) {
  if (n > SIZE_MAX / sizeof(hcl_value *))
    return NULL;
  hcl_value **copy = hcl_mem_alloc(a, (n ? n : 1) * sizeof *copy);
  if (!copy)
    return NULL;
  for (size_t i = 0; i < n; i++)
    copy[i] = hcl_value_ref(items[i]);
  return copy;
}

hcl_value *hcl_value_list(const hcl_type *elem, const hcl_value *const *items,
                          size_t n, const hcl_alloc *a) {
  const hcl_type *t = hcl_type_list(elem, a);
  if (!t)
    return NULL;
  hcl_value **copy = ref_all(items, n, a);
  hcl_value *v = copy ? hcl_value_adopt(t, copy, NULL, n, a) : NULL;
  hcl_type_unref(t);
  return v;
}

hcl_value *hcl_value_set(const hcl_type *elem, const hcl_value *const *items,
                         size_t n, const hcl_alloc *a) {
  const hcl_type *t = hcl_type_set(elem, a);
  if (!t)
    return NULL;
  hcl_value **copy = ref_all(items, n, a);
  hcl_value *v = NULL;
  if (copy) {
    size_t kept = hcl_set_normalize(copy, n);
    v = hcl_value_adopt(t, copy, NULL, kept, a);
  }
  hcl_type_unref(t);
  return v;
}

typedef struct keyed {
  hcl_str key;
  hcl_value *item;
} keyed;

static int compare_keyed(const void *x, const void *y) {
  const hcl_str *a = &((const keyed *)x)->key, *b = &((const keyed *)y)->key;
  size_t n = a->len < b->len ? a->len : b->len;
  int c = n ? memcmp(a->ptr, b->ptr, n) : 0;
  if (c)
    return c;
  return a->len < b->len ? -1 : a->len > b->len ? 1 : 0;
}

hcl_value *hcl_value_map(const hcl_type *elem, const hcl_str *keys,
                         const hcl_value *const *items, size_t n,
                         const hcl_alloc *a) {
  const hcl_type *t = hcl_type_map(elem, a);
  if (!t)
    return NULL;
  keyed *k = hcl_mem_alloc(a, (n ? n : 1) * sizeof *k);
  hcl_value **vals = hcl_mem_alloc(a, (n ? n : 1) * sizeof *vals);
  hcl_str *ks = hcl_mem_alloc(a, (n ? n : 1) * sizeof *ks);
  size_t made = 0;
  bool ok = k && vals && ks;
  /* keys are strings: normalised like any string value */
  for (size_t i = 0; ok && i < n; i++) {
    hcl_value *s = hcl_value_string(keys[i].ptr, keys[i].len, a);
    if (!s) {
      ok = false;
      break;
    }
    char *copy = hcl_mem_strndup(a, s->u.str.ptr, s->u.str.len);
    k[i].key.ptr = copy;
    k[i].key.len = s->u.str.len;
    k[i].item = (hcl_value *)items[i];
    hcl_value_unref(s);
    if (!copy)
      ok = false;
    else
      made++;
  }
  if (ok && n > 1) {
    qsort(k, n, sizeof *k, compare_keyed);
    for (size_t i = 1; i < n; i++)
      if (compare_keyed(&k[i - 1], &k[i]) == 0)
        ok = false;
  }
  hcl_value *v = NULL;
  if (ok) {
    for (size_t i = 0; i < n; i++) {
      ks[i] = k[i].key;
      vals[i] = hcl_value_ref(k[i].item);
    }
    hcl_mem_free(a, k);
    v = hcl_value_adopt(t, vals, ks, n, a);
  } else {
    for (size_t i = 0; i < made; i++)
      hcl_mem_free(a, (void *)k[i].key.ptr);
    hcl_mem_free(a, k);
    hcl_mem_free(a, vals);
    hcl_mem_free(a, ks);
  }
  hcl_type_unref(t);
  return v;
}

hcl_value *hcl_value_tuple(const hcl_value *const *items, size_t n,
                           const hcl_alloc *a) {
  const hcl_type **types = hcl_mem_alloc(a, (n ? n : 1) * sizeof *types);
  if (!types)
    return NULL;
  for (size_t i = 0; i < n; i++)
    types[i] = items[i]->type;
  const hcl_type *t = hcl_type_tuple(types, n, a);
  hcl_mem_free(a, types);
  if (!t)
    return NULL;
  hcl_value **copy = ref_all(items, n, a);
  hcl_value *v = copy ? hcl_value_adopt(t, copy, NULL, n, a) : NULL;
  hcl_type_unref(t);
  return v;
}

hcl_value *hcl_value_object(const hcl_str *names, const hcl_value *const *items,
                            size_t n, const hcl_alloc *a) {
  const hcl_type **types = hcl_mem_alloc(a, (n ? n : 1) * sizeof *types);
  if (!types)
    return NULL;
  for (size_t i = 0; i < n; i++)
    types[i] = items[i]->type;
  const hcl_type *t = hcl_type_object(names, types, n, a);
  hcl_mem_free(a, types);
  if (!t)
    return NULL;
  /* the type sorted the names: place each item at its name's index */
  hcl_value **copy = hcl_mem_alloc(a, (n ? n : 1) * sizeof *copy);
  if (!copy) {
    hcl_type_unref(t);
    return NULL;
  }
  for (size_t i = 0; i < n; i++)
    copy[hcl_type_attr_index(t, names[i].ptr, names[i].len)] =
        hcl_value_ref(items[i]);
  hcl_value *v = hcl_value_adopt(t, copy, NULL, n, a);
  hcl_type_unref(t);
  return v;
}

hcl_value *hcl_value_capsule(const hcl_type *t, void *payload,
                             const hcl_alloc *a) {
  hcl_value *v = hcl_value_alloc(t, 0, a);
  if (v)
    v->u.capsule = payload;
  return v;
}

/* ---- References -------------------------------------------------------- */

hcl_value *hcl_value_ref(const hcl_value *v) {
  hcl_value *m = (hcl_value *)v;
  if (m && m->refs != HCL_IMMORTAL)
    m->refs++;
  return m;
}

static bool has_items(const hcl_value *v) {
  if (v->flags)
    return false;
  switch (hcl_type_kind_of(v->type)) {
  case HCL_TYPE_LIST:
  case HCL_TYPE_SET:
  case HCL_TYPE_MAP:
  case HCL_TYPE_TUPLE:
  case HCL_TYPE_OBJECT:
    return true;
  default:
    return false;
  }
}

/*
 * Frees without recursion: a dead value's children that die too are
 * chained through `free_next`, so a value nested a million deep costs no
 * stack and no allocation to free.
 */
void hcl_value_unref(const hcl_value *v) {
  hcl_value *m = (hcl_value *)v;
  if (!m || m->refs == HCL_IMMORTAL || --m->refs > 0)
    return;
  hcl_value *pending = m;
  m->free_next = NULL;
  while (pending) {
    hcl_value *cur = pending;
    pending = cur->free_next;
    if (has_items(cur)) {
      for (size_t i = 0; i < cur->u.coll.n; i++) {
        hcl_value *c = cur->u.coll.items[i];
        if (c->refs != HCL_IMMORTAL && --c->refs == 0) {
          c->free_next = pending;
          pending = c;
        }
      }
      if (cur->u.coll.keys)
        for (size_t i = 0; i < cur->u.coll.n; i++)
          hcl_mem_free(cur->alloc, (void *)cur->u.coll.keys[i].ptr);
      hcl_mem_free(cur->alloc, cur->u.coll.keys);
      hcl_mem_free(cur->alloc, cur->u.coll.items);
    } else if (!cur->flags && hcl_type_kind_of(cur->type) == HCL_TYPE_CAPSULE &&
               cur->type->capsule_ops.release) {
      cur->type->capsule_ops.release(cur->u.capsule);
    }
    hcl_type_unref(cur->type);
    hcl_mem_free(cur->alloc, cur);
  }
}

/* ---- Inspection -------------------------------------------------------- */

const hcl_type *hcl_value_type(const hcl_value *v) { return v->type; }
bool hcl_value_is_null(const hcl_value *v) {
  return (v->flags & HCL_VF_NULL) != 0;
}
bool hcl_value_is_unknown(const hcl_value *v) {
  return (v->flags & HCL_VF_UNKNOWN) != 0;
}

bool hcl_value_is_wholly_known(const hcl_value *v) {
  if (v->flags & HCL_VF_UNKNOWN)
    return false;
  if (!has_items(v))
    return true;
  for (size_t i = 0; i < v->u.coll.n; i++)
    if (!hcl_value_is_wholly_known(v->u.coll.items[i]))
      return false;
  return true;
}

bool hcl_value_as_bool(const hcl_value *v) { return v->u.b; }

hcl_str hcl_value_as_string(const hcl_value *v) {
  hcl_str s = {v->u.str.ptr, v->u.str.len};
  return s;
}

double hcl_value_as_double(const hcl_value *v) {
  return mpfr_get_d(v->u.num, MPFR_RNDN);
}

bool hcl_value_as_int64(const hcl_value *v, int64_t *out) {
  if (!mpfr_integer_p(v->u.num) || !mpfr_fits_intmax_p(v->u.num, MPFR_RNDN))
    return false;
  *out = (int64_t)mpfr_get_sj(v->u.num, MPFR_RNDN);
  return true;
}

size_t hcl_value_number_text(const hcl_value *v, char *buf, size_t cap) {
  if (mpfr_inf_p(v->u.num)) {
    const char *s = mpfr_sgn(v->u.num) > 0 ? "Inf" : "-Inf";
    size_t n = strlen(s);
    if (cap) {
      size_t k = n < cap - 1 ? n : cap - 1;
      memcpy(buf, s, k);
      buf[k] = '\0';
    }
    return n;
  }
  return hcl_number_format(v->u.num, buf, cap);
}

size_t hcl_value_len(const hcl_value *v) {
  return has_items(v) ? v->u.coll.n : 0;
}

const hcl_value *hcl_value_at(const hcl_value *v, size_t i) {
  return has_items(v) && i < v->u.coll.n ? v->u.coll.items[i] : NULL;
}

hcl_str hcl_value_key_at(const hcl_value *v, size_t i) {
  hcl_str none = {"", 0};
  if (!has_items(v) || i >= v->u.coll.n)
    return none;
  if (v->u.coll.keys)
    return v->u.coll.keys[i];
  return hcl_type_attr_name(v->type, i);
}

const hcl_value *hcl_value_get(const hcl_value *v, const char *key,
                               size_t len) {
  if (!has_items(v))
    return NULL;
  if (hcl_type_kind_of(v->type) == HCL_TYPE_OBJECT) {
    size_t i = hcl_type_attr_index(v->type, key, len);
    return i == SIZE_MAX ? NULL : v->u.coll.items[i];
  }
  if (!v->u.coll.keys)
    return NULL;
  keyed probe = {{key, len}, NULL};
  size_t lo = 0, hi = v->u.coll.n;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    keyed at = {v->u.coll.keys[mid], NULL};
    int c = compare_keyed(&at, &probe);
    if (c == 0)
      return v->u.coll.items[mid];
    if (c < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return NULL;
}

void *hcl_value_capsule_payload(const hcl_value *v) { return v->u.capsule; }
