/*
 * Equality of values and the order of set elements, as cty defines them:
 * raw equality (identical values), the `==` operator (which may answer
 * "unknown"), and sets kept without duplicates in cty's iteration order
 * (primitive elements sorted by value, others by a canonical text).
 */

#include "eval/value_order.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/buf.h"
#include "core/quote.h"
#include "eval/number.h"
#include "eval/value_internal.h"

/* ---- Raw equality ------------------------------------------------------ */

static bool str_equal(const hcl_value *a, const hcl_value *b) {
  return a->u.str.len == b->u.str.len &&
         memcmp(a->u.str.ptr, b->u.str.ptr, a->u.str.len) == 0;
}

static bool key_equal(hcl_str a, hcl_str b) {
  return a.len == b.len && memcmp(a.ptr, b.ptr, a.len) == 0;
}

bool hcl_value_raw_equal(const hcl_value *a, const hcl_value *b) {
  if (a == b)
    return true;
  if (!hcl_type_equal(a->type, b->type))
    return false;
  bool au = a->flags & HCL_VF_UNKNOWN, bu = b->flags & HCL_VF_UNKNOWN;
  if (au || bu)
    return au && bu;
  bool an = a->flags & HCL_VF_NULL, bn = b->flags & HCL_VF_NULL;
  if (an || bn)
    return an && bn;
  switch (hcl_type_kind_of(a->type)) {
  case HCL_TYPE_DYNAMIC:
    return true;
  case HCL_TYPE_BOOL:
    return a->u.b == b->u.b;
  case HCL_TYPE_STRING:
    return str_equal(a, b);
  case HCL_TYPE_NUMBER:
    return hcl_number_equal(a, b);
  case HCL_TYPE_CAPSULE:
    return a->type->capsule_ops.equal
               ? a->type->capsule_ops.equal(a->u.capsule, b->u.capsule)
               : a->u.capsule == b->u.capsule;
  default:
    break;
  }
  if (a->u.coll.n != b->u.coll.n)
    return false;
  for (size_t i = 0; i < a->u.coll.n; i++) {
    if (a->u.coll.keys && !key_equal(a->u.coll.keys[i], b->u.coll.keys[i]))
      return false;
    if (!hcl_value_raw_equal(a->u.coll.items[i], b->u.coll.items[i]))
      return false;
  }
  return true;
}

/* ---- The == operator --------------------------------------------------- */

static bool type_has_dynamic(const hcl_type *t) {
  return !hcl_type_is_concrete(t);
}

/* cty's TestConformance(given, want) finding nothing: given matches want,
   where want's dynamic parts accept anything. */
static bool conforms(const hcl_type *given, const hcl_type *want) {
  if (hcl_type_kind_of(want) == HCL_TYPE_DYNAMIC)
    return true;
  if (hcl_type_equal(given, want))
    return true;
  hcl_type_kind gk = hcl_type_kind_of(given), wk = hcl_type_kind_of(want);
  if (gk != wk)
    return false;
  switch (gk) {
  case HCL_TYPE_OBJECT: {
    if (hcl_type_count(given) != hcl_type_count(want))
      return false;
    for (size_t i = 0; i < hcl_type_count(want); i++) {
      hcl_str name = hcl_type_attr_name(want, i);
      size_t j = hcl_type_attr_index(given, name.ptr, name.len);
      if (j == SIZE_MAX ||
          !conforms(hcl_type_at(given, j), hcl_type_at(want, i)))
        return false;
    }
    return true;
  }
  case HCL_TYPE_TUPLE:
    if (hcl_type_count(given) != hcl_type_count(want))
      return false;
    for (size_t i = 0; i < hcl_type_count(want); i++)
      if (!conforms(hcl_type_at(given, i), hcl_type_at(want, i)))
        return false;
    return true;
  case HCL_TYPE_LIST:
  case HCL_TYPE_MAP:
  case HCL_TYPE_SET:
    return conforms(hcl_type_elem(given), hcl_type_elem(want));
  default:
    return false;
  }
}

static bool wholly_known_type(const hcl_value *v) {
  if (v->flags & HCL_VF_NULL)
    return true;
  if ((v->flags & HCL_VF_UNKNOWN) &&
      hcl_type_kind_of(v->type) == HCL_TYPE_DYNAMIC)
    return false;
  switch (hcl_type_kind_of(v->type)) {
  case HCL_TYPE_LIST:
  case HCL_TYPE_SET:
  case HCL_TYPE_MAP:
  case HCL_TYPE_TUPLE:
  case HCL_TYPE_OBJECT:
    if (v->flags & HCL_VF_UNKNOWN)
      return !type_has_dynamic(v->type);
    for (size_t i = 0; i < v->u.coll.n; i++)
      if (!wholly_known_type(v->u.coll.items[i]))
        return false;
    return true;
  default:
    return true;
  }
}

/* Tri-state: 1 equal, 0 not, -1 unknown. */
static int equals3(const hcl_value *a, const hcl_value *b);

static int elements3(const hcl_value *a, const hcl_value *b) {
  for (size_t i = 0; i < a->u.coll.n; i++) {
    int eq = equals3(a->u.coll.items[i], b->u.coll.items[i]);
    if (eq != 1)
      return eq;
  }
  return 1;
}

static int equals3(const hcl_value *a, const hcl_value *b) {
  bool ak = !(a->flags & HCL_VF_UNKNOWN), bk = !(b->flags & HCL_VF_UNKNOWN);
  if (!ak && !bk)
    return -1;
  if (ak != bk) {
    const hcl_value *known = ak ? a : b, *unknown = ak ? b : a;
    if ((known->flags & HCL_VF_NULL) || type_has_dynamic(unknown->type))
      return -1;
    return hcl_type_equal(known->type, unknown->type) ? -1 : 0;
  }
  bool an = a->flags & HCL_VF_NULL, bn = b->flags & HCL_VF_NULL;
  if (an && bn)
    return 1;
  if (an || bn)
    return 0;
  if (!wholly_known_type(a) || !wholly_known_type(b)) {
    if (!conforms(a->type, b->type) && !conforms(b->type, a->type))
      return 0;
    return -1;
  }
  if (!hcl_type_equal(a->type, b->type))
    return 0;
  switch (hcl_type_kind_of(a->type)) {
  case HCL_TYPE_NUMBER:
    return hcl_number_equal(a, b);
  case HCL_TYPE_BOOL:
    return a->u.b == b->u.b;
  case HCL_TYPE_STRING:
    return str_equal(a, b);
  case HCL_TYPE_OBJECT:
  case HCL_TYPE_TUPLE:
    return elements3(a, b);
  case HCL_TYPE_LIST:
    return a->u.coll.n == b->u.coll.n ? elements3(a, b) : 0;
  case HCL_TYPE_MAP:
    if (a->u.coll.n != b->u.coll.n)
      return 0;
    for (size_t i = 0; i < a->u.coll.n; i++)
      if (!key_equal(a->u.coll.keys[i], b->u.coll.keys[i]))
        return 0;
    return elements3(a, b);
  case HCL_TYPE_SET: {
    int result = 1;
    for (int pass = 0; pass < 2; pass++) {
      const hcl_value *x = pass ? b : a, *y = pass ? a : b;
      for (size_t i = 0; i < x->u.coll.n; i++) {
        if (x->u.coll.items[i]->flags & HCL_VF_UNKNOWN)
          return -1;
        if (!hcl_set_has(y, x->u.coll.items[i]))
          result = 0;
      }
    }
    return result;
  }
  case HCL_TYPE_CAPSULE:
    return a->type->capsule_ops.equal
               ? a->type->capsule_ops.equal(a->u.capsule, b->u.capsule)
               : a->u.capsule == b->u.capsule;
  default:
    return 1;
  }
}

hcl_value *hcl_value_equals(const hcl_value *a, const hcl_value *b,
                            const hcl_alloc *alloc) {
  int eq = equals3(a, b);
  if (eq < 0)
    return hcl_value_unknown(hcl_type_bool(), alloc);
  return hcl_value_bool(eq == 1);
}

/* ---- Set order --------------------------------------------------------- */

/* cty's canonical text of a value (makeSetHashBytes). */
static bool hash_text(hcl_buf *b, const hcl_value *v) {
  if (v->flags & HCL_VF_UNKNOWN)
    return hcl_buf_putc(b, '?');
  if (v->flags & HCL_VF_NULL)
    return hcl_buf_putc(b, '~');
  switch (hcl_type_kind_of(v->type)) {
  case HCL_TYPE_NUMBER: {
    char small[64];
    size_t n = hcl_number_format_g10(v->u.num, small, sizeof small);
    if (n < sizeof small)
      return hcl_buf_append(b, small, n);
    char *big = malloc(n + 1);
    if (!big)
      return false;
    hcl_number_format_g10(v->u.num, big, n + 1);
    bool ok = hcl_buf_append(b, big, n);
    free(big);
    return ok;
  }
  case HCL_TYPE_BOOL:
    return hcl_buf_putc(b, v->u.b ? 'T' : 'F');
  case HCL_TYPE_STRING:
    return hcl_go_quote(b, v->u.str.ptr, v->u.str.len);
  case HCL_TYPE_MAP: {
    bool ok = hcl_buf_putc(b, '{');
    for (size_t i = 0; ok && i < v->u.coll.n; i++)
      ok = hcl_go_quote(b, v->u.coll.keys[i].ptr, v->u.coll.keys[i].len) &&
           hcl_buf_putc(b, ':') && hash_text(b, v->u.coll.items[i]) &&
           hcl_buf_putc(b, ';');
    return ok && hcl_buf_putc(b, '}');
  }
  case HCL_TYPE_LIST:
  case HCL_TYPE_SET: {
    bool ok = hcl_buf_putc(b, '[');
    for (size_t i = 0; ok && i < v->u.coll.n; i++)
      ok = hash_text(b, v->u.coll.items[i]) && hcl_buf_putc(b, ';');
    return ok && hcl_buf_putc(b, ']');
  }
  case HCL_TYPE_OBJECT:
  case HCL_TYPE_TUPLE: {
    bool ok = hcl_buf_putc(b, '<');
    for (size_t i = 0; ok && i < v->u.coll.n; i++)
      ok = hash_text(b, v->u.coll.items[i]) && hcl_buf_putc(b, ';');
    return ok && hcl_buf_putc(b, '>');
  }
  case HCL_TYPE_CAPSULE: {
    char ptr[32];
    int n = snprintf(ptr, sizeof ptr, "%p", v->u.capsule);
    return hcl_buf_puts(b, "\xc2\xab") && hcl_buf_append(b, ptr, (size_t)n) &&
           hcl_buf_puts(b, "\xc2\xbb");
  }
  default:
    return hcl_buf_putc(b, '?');
  }
}

/* CRC-32 (IEEE), which cty uses to bucket set elements. */
static uint32_t crc32_ieee(const char *p, size_t n) {
  uint32_t c = 0xFFFFFFFFu;
  for (size_t i = 0; i < n; i++) {
    c ^= (unsigned char)p[i];
    for (int k = 0; k < 8; k++)
      c = (c >> 1) ^ (0xEDB88320u & (0u - (c & 1u)));
  }
  return c ^ 0xFFFFFFFFu;
}

typedef struct set_entry {
  hcl_value *v;
  char *text; /* canonical text (complex elements only) */
  size_t text_len;
  int32_t hash; /* cty stores the crc32 as a Go int */
} set_entry;

/* cty's setRules.Less. */
static bool set_less(const set_entry *x, const set_entry *y) {
  const hcl_value *a = x->v, *b = y->v;
  if (hcl_value_raw_equal(a, b))
    return false;
  bool an = a->flags & HCL_VF_NULL, bn = b->flags & HCL_VF_NULL;
  if (bn && !an)
    return true;
  if (an)
    return false;
  bool ak = !(a->flags & HCL_VF_UNKNOWN), bk = !(b->flags & HCL_VF_UNKNOWN);
  if (ak && !bk)
    return true;
  if (!ak)
    return false;
  switch (hcl_type_kind_of(a->type)) {
  case HCL_TYPE_STRING: {
    size_t n = a->u.str.len < b->u.str.len ? a->u.str.len : b->u.str.len;
    int c = memcmp(a->u.str.ptr, b->u.str.ptr, n);
    return c < 0 || (c == 0 && a->u.str.len < b->u.str.len);
  }
  case HCL_TYPE_BOOL:
    return b->u.b || !a->u.b;
  case HCL_TYPE_NUMBER:
    return hcl_number_cmp(a, b) < 0;
  default: {
    size_t n = x->text_len < y->text_len ? x->text_len : y->text_len;
    int c = memcmp(x->text, y->text, n);
    return c < 0 || (c == 0 && x->text_len < y->text_len);
  }
  }
}

static int by_hash(const void *p, const void *q) {
  const set_entry *x = p, *y = q;
  return x->hash < y->hash ? -1 : x->hash > y->hash;
}

/* Stable insertion sort: sets are sorted once when built. Merge sort would
   scale better; sets in configuration are small. */
static void stable_sort(set_entry *e, size_t n) {
  for (size_t i = 1; i < n; i++) {
    set_entry cur = e[i];
    size_t j = i;
    while (j > 0 && set_less(&cur, &e[j - 1])) {
      e[j] = e[j - 1];
      j--;
    }
    e[j] = cur;
  }
}

size_t hcl_set_normalize(hcl_value **items, size_t n) {
  if (n == 0)
    return 0;
  set_entry *e = calloc(n, sizeof *e);
  hcl_buf b;
  hcl_buf_init(&b, NULL);
  bool ok = e != NULL;
  for (size_t i = 0; ok && i < n; i++) {
    hcl_buf_clear(&b);
    e[i].v = items[i];
    ok = hash_text(&b, items[i]);
    if (!ok)
      break;
    e[i].hash = (int32_t)crc32_ieee(b.data, b.len);
    if (!hcl_type_is_primitive(items[i]->type)) {
      e[i].text = malloc(b.len ? b.len : 1);
      ok = e[i].text != NULL;
      if (ok && b.len)
        memcpy(e[i].text, b.data, b.len);
      e[i].text_len = b.len;
    }
  }
  hcl_buf_fini(&b);
  if (!ok) {
    /* out of memory: keep the given order, still without duplicates */
    if (e)
      for (size_t i = 0; i < n; i++)
        free(e[i].text);
    free(e);
    size_t kept = 0;
    for (size_t i = 0; i < n; i++) {
      bool dup = false;
      for (size_t j = 0; j < kept && !dup; j++)
        dup = equals3(items[j], items[i]) == 1;
      if (dup)
        hcl_value_unref(items[i]);
      else
        items[kept++] = items[i];
    }
    return kept;
  }
  /* duplicates go first: an element equal to one already added is dropped
     (cty compares within a hash bucket; equal values hash alike) */
  size_t kept = 0;
  for (size_t i = 0; i < n; i++) {
    bool dup = false;
    for (size_t j = 0; j < kept && !dup; j++)
      dup = e[j].hash == e[i].hash && equals3(e[j].v, e[i].v) == 1;
    if (dup) {
      hcl_value_unref(e[i].v);
      free(e[i].text);
    } else {
      e[kept++] = e[i];
    }
  }
  /* buckets in hash order, then stably by cty's Less */
  qsort(e, kept, sizeof *e, by_hash);
  stable_sort(e, kept);
  for (size_t i = 0; i < kept; i++) {
    items[i] = e[i].v;
    free(e[i].text);
  }
  free(e);
  return kept;
}

bool hcl_set_has(const hcl_value *set, const hcl_value *v) {
  for (size_t i = 0; i < set->u.coll.n; i++)
    if (equals3(set->u.coll.items[i], v) == 1)
      return true;
  return false;
}
