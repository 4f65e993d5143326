/* Values: construction, reference counting, release, inspection. */

#include <stdlib.h>
#include <string.h>
#include <utf8proc.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "core/compare.h"
#include "core/utf8.h"
#include "eval/number.h"
#include "eval/value_internal.h"
#include "eval/value_order.h"

/* ---- Static values ----------------------------------------------------- */

/* Initialised at compile time, so threads may share them from the start;
   const, so they live in read-only memory. */
#define STATIC_VALUE(flags_, type_, b_)                                        \
  { .refs = HCL_IMMORTAL, .flags = (flags_), .type = &(type_), .u.b = (b_) }

static const hcl_value v_true = STATIC_VALUE(0, hcl_type_bool_static, true);
static const hcl_value v_false = STATIC_VALUE(0, hcl_type_bool_static, false);
static const hcl_value v_dynamic =
    STATIC_VALUE(HCL_VF_UNKNOWN, hcl_type_dynamic_static, false);
static const hcl_value v_null_dynamic =
    STATIC_VALUE(HCL_VF_NULL, hcl_type_dynamic_static, false);
static const hcl_value v_null_string =
    STATIC_VALUE(HCL_VF_NULL, hcl_type_string_static, false);
static const hcl_value v_null_number =
    STATIC_VALUE(HCL_VF_NULL, hcl_type_number_static, false);
static const hcl_value v_null_bool =
    STATIC_VALUE(HCL_VF_NULL, hcl_type_bool_static, false);

hcl_value *hcl_value_bool(bool b) {
  return (hcl_value *)(b ? &v_true : &v_false);
}

hcl_value *hcl_value_dynamic(void) { return (hcl_value *)&v_dynamic; }

/* ---- Allocation ---------------------------------------------------------- */

hcl_value *hcl_value_alloc(const hcl_type *type, size_t extra,
                           const hcl_alloc *a) {
  if (extra > SIZE_MAX - sizeof(hcl_value))
    return NULL;
  hcl_value *v = hcl_mem_alloc(a, sizeof *v + extra);
  if (!v)
    return NULL;
  memset(v, 0, sizeof *v);
  atomic_init(&v->refs, 1);
  v->type = hcl_type_ref(type);
  v->alloc = a;
  return v;
}

hcl_value *hcl_value_null(const hcl_type *t, const hcl_alloc *a) {
  switch (hcl_type_kind_of(t)) {
  case HCL_TYPE_DYNAMIC:
    return (hcl_value *)&v_null_dynamic;
  case HCL_TYPE_STRING:
    return (hcl_value *)&v_null_string;
  case HCL_TYPE_NUMBER:
    return (hcl_value *)&v_null_number;
  case HCL_TYPE_BOOL:
    return (hcl_value *)&v_null_bool;
  default:
    break;
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

/*
 * `len` bytes of valid UTF-8 at `s` in NFC, as utf8proc_map() gives them
 * but in memory from `a`: decomposed to code points, composed again and
 * encoded back in place (utf8proc_reencode needs 4 bytes per code point
 * and one for a NUL). HCL_ERR_INVALID when utf8proc refuses the text.
 */
static hcl_status nfc(const unsigned char *s, size_t len, const hcl_alloc *a,
                      char **out, size_t *out_len) {
  const utf8proc_option_t opts = UTF8PROC_STABLE | UTF8PROC_COMPOSE;
  if (len > (size_t)PTRDIFF_MAX)
    return HCL_ERR_INVALID;
  utf8proc_ssize_t n =
      utf8proc_decompose(s, (utf8proc_ssize_t)len, NULL, 0, opts);
  if (n < 0)
    return n == UTF8PROC_ERROR_NOMEM ? HCL_ERR_NOMEM : HCL_ERR_INVALID;
  if ((size_t)n > (SIZE_MAX - 1) / sizeof(utf8proc_int32_t))
    return HCL_ERR_NOMEM;
  size_t size = (size_t)n * sizeof(utf8proc_int32_t) + 1;
  utf8proc_int32_t *cps = hcl_mem_alloc(a, size);
  if (!cps)
    return HCL_ERR_NOMEM;
  utf8proc_ssize_t m =
      utf8proc_decompose(s, (utf8proc_ssize_t)len, cps, n, opts);
  if (m >= 0)
    m = utf8proc_reencode(cps, m, opts);
  if (m < 0) {
    hcl_mem_free(a, cps);
    return m == UTF8PROC_ERROR_NOMEM ? HCL_ERR_NOMEM : HCL_ERR_INVALID;
  }
  *out = (char *)cps;
  *out_len = (size_t)m;
  return HCL_OK;
}

bool hcl_nfc_inert(int32_t cp) {
  if (cp < 0x300)
    return true; /* no marks, nothing that composes with what is before */
  if (cp >= 0x1100 && cp < 0x1200)
    return false; /* conjoining jamo compose by rule, not by table */
  const utf8proc_property_t *p = utf8proc_get_property(cp);
  bool canonical_decomposition =
      p->decomp_seqindex != UINT16_MAX && p->decomp_type == 0;
  /* comb_index at or above 0x8000 marks a second of a composite pair */
  bool second = p->comb_index != UINT16_MAX && p->comb_index >= 0x8000;
  return p->combining_class == 0 && !canonical_decomposition && !second;
}

hcl_value *hcl_value_string(const char *s, size_t len, const hcl_alloc *a) {
  const unsigned char *u = (const unsigned char *)s;
  size_t i = hcl_ascii_prefix(u, len);
  char *normal = NULL;
  if (i < len) {
    /* validate strictly, then normalise (cty strings are NFC) unless
       every character is one that NFC leaves alone wherever it stands */
    bool inert = true;
    while (i < len) {
      int32_t cp;
      size_t k = hcl_utf8_decode(u + i, len - i, &cp);
      if (!k)
        return NULL;
      inert = inert && hcl_nfc_inert(cp);
      i += k;
    }
    if (!inert) {
      if (nfc(u, len, a, &normal, &len) != HCL_OK)
        return NULL;
      s = normal;
    }
  }
  hcl_value *v =
      len < SIZE_MAX ? hcl_value_alloc(hcl_type_string(), len + 1, a) : NULL;
  if (v) {
    char *p = hcl_value_extra(v);
    if (len)
      memcpy(p, s, len);
    p[len] = '\0';
    v->u.str.ptr = p;
    v->u.str.len = len;
  }
  hcl_mem_free(a, normal);
  return v;
}

hcl_value *hcl_value_number_parse(const char *s, size_t len,
                                  const hcl_alloc *a) {
  bool invalid = false;
  return hcl_number_parse(s, len, a, &invalid);
}

/* A number value of precision `prec` holding zero, its significand
   inline after the struct; NULL when out of memory. */
static hcl_value *number_zero(mpfr_prec_t prec, const hcl_alloc *a) {
  size_t sig = mpfr_custom_get_size(prec);
  hcl_value *v = hcl_value_alloc(hcl_type_number(), sig + 16, a);
  if (!v)
    return NULL;
  /* keep the significand aligned for limb access */
  uintptr_t at = (uintptr_t)hcl_value_extra(v);
  void *significand = (void *)((at + 15) & ~(uintptr_t)15);
  mpfr_custom_init(significand, prec);
  mpfr_custom_init_set(v->u.num, MPFR_ZERO_KIND, 0, prec, significand);
  return v;
}

hcl_value *hcl_value_number_from_mpfr(const mpfr_t x, const hcl_alloc *a) {
  hcl_value *v = number_zero(mpfr_get_prec(x), a);
  if (!v)
    return NULL;
  hcl_mpfr_state saved;
  hcl_number_enter(&saved);
  mpfr_set(v->u.num, x, MPFR_RNDN);
  hcl_number_leave(&saved);
  return v;
}

hcl_value *hcl_value_number_small(uint64_t mag, bool neg, mpfr_prec_t prec,
                                  const hcl_alloc *a) {
  hcl_value *v = number_zero(prec, a);
  if (!v)
    return NULL;
  /* exact at 64 bits or more: no rounding, no flag, no exponent near
     any range's limits */
  mpfr_set_uj(v->u.num, (uintmax_t)mag, MPFR_RNDN);
  if (neg)
    mpfr_neg(v->u.num, v->u.num, MPFR_RNDN);
  return v;
}

hcl_value *hcl_value_number_int(int64_t n, const hcl_alloc *a) {
  hcl_mpfr_state saved;
  hcl_number_enter(&saved);
  mpfr_t x;
  mpfr_init2(x, 64);
  mpfr_set_sj(x, n, MPFR_RNDN);
  hcl_value *v = hcl_value_number_from_mpfr(x, a);
  mpfr_clear(x);
  hcl_number_leave(&saved);
  return v;
}

hcl_value *hcl_value_number_double(double d, const hcl_alloc *a) {
  if (d != d)
    return NULL;
  hcl_mpfr_state saved;
  hcl_number_enter(&saved);
  mpfr_t x;
  mpfr_init2(x, 53);
  mpfr_set_d(x, d, MPFR_RNDN);
  hcl_value *v = hcl_value_number_from_mpfr(x, a);
  mpfr_clear(x);
  hcl_number_leave(&saved);
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
  /* what the inspectors would otherwise find by walking the elements */
  for (size_t i = 0; i < n; i++) {
    v->partial |= !hcl_value_is_wholly_known(items[i]);
    v->untyped |= !hcl_value_has_known_type(items[i]);
  }
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
  size_t kept;
  if (copy && hcl_set_normalize(copy, n, a, &kept) == HCL_OK) {
    v = hcl_value_adopt(t, copy, NULL, kept, a);
  } else if (copy) {
    for (size_t i = 0; i < n; i++)
      hcl_value_unref(copy[i]);
    hcl_mem_free(a, copy);
  }
  hcl_type_unref(t);
  return v;
}

typedef struct keyed {
  hcl_str key;
  hcl_value *item;
} keyed;

static int compare_keyed(const void *x, const void *y) {
  return hcl_str_compare(((const keyed *)x)->key, ((const keyed *)y)->key);
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
  /* most objects are small: their item types fit on the stack */
  const hcl_type *small[16] = {NULL};
  const hcl_type **types = small;
  if (n > sizeof small / sizeof *small &&
      !(types = hcl_mem_alloc(a, n * sizeof *types)))
    return NULL;
  for (size_t i = 0; i < n; i++)
    types[i] = items[i]->type;
  const hcl_type *t = hcl_type_object(names, types, n, a);
  if (types != small)
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

hcl_value *hcl_value_object_of_type(const hcl_type *t,
                                    const hcl_value *const *items,
                                    const hcl_alloc *a) {
  if (t->kind != HCL_TYPE_OBJECT || t->optional_inside)
    return NULL;
  for (size_t i = 0; i < t->n; i++) {
    const hcl_type *want = t->u.attrs[i].type;
    if (items[i]->type != want && !hcl_type_equal(items[i]->type, want))
      return NULL;
  }
  hcl_value **copy = ref_all(items, t->n, a);
  return copy ? hcl_value_adopt(t, copy, NULL, t->n, a) : NULL;
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
  if (m)
    hcl_refs_inc(&m->refs);
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
  if (!m || !hcl_refs_dec(&m->refs))
    return;
  hcl_value *pending = m;
  m->free_next = NULL;
  while (pending) {
    hcl_value *cur = pending;
    pending = cur->free_next;
    if (has_items(cur)) {
      for (size_t i = 0; i < cur->u.coll.n; i++) {
        hcl_value *c = cur->u.coll.items[i];
        if (hcl_refs_dec(&c->refs)) {
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
  return !(v->flags & HCL_VF_UNKNOWN) && !v->partial;
}

bool hcl_value_has_known_type(const hcl_value *v) {
  if (v->flags & HCL_VF_NULL)
    return true;
  switch (hcl_type_kind_of(v->type)) {
  case HCL_TYPE_DYNAMIC:
    return !(v->flags & HCL_VF_UNKNOWN);
  case HCL_TYPE_LIST:
  case HCL_TYPE_SET:
  case HCL_TYPE_MAP:
  case HCL_TYPE_TUPLE:
  case HCL_TYPE_OBJECT:
    if (v->flags & HCL_VF_UNKNOWN)
      return hcl_type_is_concrete(v->type);
    return !v->untyped;
  default:
    return true;
  }
}

bool hcl_value_as_bool(const hcl_value *v) { return v->u.b; }

hcl_str hcl_value_as_string(const hcl_value *v) {
  hcl_str s = {v->u.str.ptr, v->u.str.len};
  return s;
}

double hcl_value_as_double(const hcl_value *v) {
  hcl_mpfr_state saved;
  hcl_number_enter(&saved);
  double d = mpfr_get_d(v->u.num, MPFR_RNDN);
  hcl_number_leave(&saved);
  return d;
}

bool hcl_value_as_int64(const hcl_value *v, int64_t *out) {
  hcl_mpfr_state saved;
  hcl_number_enter(&saved);
  bool fits =
      mpfr_integer_p(v->u.num) && mpfr_fits_intmax_p(v->u.num, MPFR_RNDN);
  if (fits)
    *out = (int64_t)mpfr_get_sj(v->u.num, MPFR_RNDN);
  hcl_number_leave(&saved);
  return fits;
}

size_t hcl_value_number_text(const hcl_value *v, char *buf, size_t cap) {
  if (mpfr_inf_p(v->u.num)) { /* a test of the class alone */
    const char *s = mpfr_sgn(v->u.num) > 0 ? "Inf" : "-Inf";
    return hcl_copy_out(s, strlen(s), buf, cap);
  }
  return hcl_number_format(v->u.num, buf, cap);
}

size_t hcl_value_count(const hcl_value *v) {
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
  return hcl_type_attr_name_at(v->type, i);
}

size_t hcl_value_key_index(const hcl_value *v, const char *key, size_t len) {
  if (!has_items(v))
    return SIZE_MAX;
  if (hcl_type_kind_of(v->type) == HCL_TYPE_OBJECT)
    return hcl_type_attr_index(v->type, key, len);
  if (!v->u.coll.keys)
    return SIZE_MAX;
  keyed probe = {{key, len}, NULL};
  size_t lo = 0, hi = v->u.coll.n;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    keyed at = {v->u.coll.keys[mid], NULL};
    int c = compare_keyed(&at, &probe);
    if (c == 0)
      return mid;
    if (c < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return SIZE_MAX;
}

const hcl_value *hcl_value_get(const hcl_value *v, const char *key,
                               size_t len) {
  size_t i = hcl_value_key_index(v, key, len);
  return i == SIZE_MAX ? NULL : v->u.coll.items[i];
}

void *hcl_value_capsule_payload(const hcl_value *v) { return v->u.capsule; }

/* ---- Walks ------------------------------------------------------------- */

void hcl_walk_init(hcl_walk *w, size_t elem, const hcl_alloc *a) {
  w->len = 0;
  w->elem = elem;
  w->inline_cap = sizeof w->first / elem;
  hcl_vec_init(&w->rest, a, elem);
}

void hcl_walk_fini(hcl_walk *w) { hcl_vec_fini(&w->rest); }

void *hcl_walk_push(hcl_walk *w) {
  void *f;
  if (w->len < w->inline_cap) {
    f = w->first + w->len * w->elem;
    memset(f, 0, w->elem);
  } else {
    f = hcl_vec_push_zero(&w->rest);
    if (!f)
      return NULL;
  }
  w->len++;
  return f;
}

void *hcl_walk_top(hcl_walk *w) {
  if (w->len == 0)
    return NULL;
  if (w->len <= w->inline_cap)
    return w->first + (w->len - 1) * w->elem;
  return hcl_vec_last(&w->rest);
}

void hcl_walk_pop(hcl_walk *w) {
  if (w->len > w->inline_cap)
    hcl_vec_pop(&w->rest);
  if (w->len)
    w->len--;
}
