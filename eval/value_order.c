/*
 * Equality of values and the order of set elements, as cty defines them:
 * raw equality (identical values), the `==` operator (which may answer
 * "unknown"), and sets kept without duplicates in cty's iteration order
 * (primitive elements sorted by value, others by a canonical text).
 *
 * Values nest as deep as a caller builds them, so every walk here keeps
 * its place in an explicit stack (hcl_walk) instead of recursing.
 */

#include "eval/value_order.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "core/quote.h"
#include "eval/number.h"
#include "eval/value_internal.h"

/* ---- Shared by the walks ----------------------------------------------- */

static bool str_equal(const hcl_value *a, const hcl_value *b) {
  return a->u.str.len == b->u.str.len &&
         memcmp(a->u.str.ptr, b->u.str.ptr, a->u.str.len) == 0;
}

static bool key_equal(hcl_str a, hcl_str b) {
  return a.len == b.len && memcmp(a.ptr, b.ptr, a.len) == 0;
}

static bool capsule_equal(const hcl_value *a, const hcl_value *b) {
  return a->type->capsule_ops.equal
             ? a->type->capsule_ops.equal(a->u.capsule, b->u.capsule)
             : a->u.capsule == b->u.capsule;
}

/* The type element i of a collection or structure of type `t` should
   have. */
static const hcl_type *member_type(const hcl_type *t, size_t i) {
  switch (hcl_type_kind_of(t)) {
  case HCL_TYPE_TUPLE:
  case HCL_TYPE_OBJECT:
    return hcl_type_at(t, i);
  default:
    return hcl_type_elem(t);
  }
}

/*
 * Whether elements x of a and y of b, whose types are known to be equal,
 * have equal types without comparing them: true when each element's type
 * is the very object its container's type names for it (so a value built
 * the usual way compares its types once, at the top, however deep it is).
 */
static bool types_follow(const hcl_value *a, const hcl_value *x, size_t xi,
                         const hcl_value *b, const hcl_value *y, size_t yi) {
  return x->type == member_type(a->type, xi) &&
         y->type == member_type(b->type, yi);
}

/* ---- Raw equality ------------------------------------------------------ */

typedef struct raw_frame {
  const hcl_value *a, *b;
  size_t next; /* the next element pair to compare */
} raw_frame;

typedef enum step { STEP_EQUAL, STEP_DIFFER, STEP_ELEMENTS } step;

/* Raw equality of a and b at their top (elements aside). */
static step raw_step(const hcl_value *a, const hcl_value *b, bool types_equal) {
  if (a == b)
    return STEP_EQUAL;
  if (!types_equal && !hcl_type_equal(a->type, b->type))
    return STEP_DIFFER;
  bool au = a->flags & HCL_VF_UNKNOWN, bu = b->flags & HCL_VF_UNKNOWN;
  if (au || bu)
    return au && bu ? STEP_EQUAL : STEP_DIFFER;
  bool an = a->flags & HCL_VF_NULL, bn = b->flags & HCL_VF_NULL;
  if (an || bn)
    return an && bn ? STEP_EQUAL : STEP_DIFFER;
  bool eq;
  switch (hcl_type_kind_of(a->type)) {
  case HCL_TYPE_DYNAMIC:
    return STEP_EQUAL;
  case HCL_TYPE_BOOL:
    eq = a->u.b == b->u.b;
    break;
  case HCL_TYPE_STRING:
    eq = str_equal(a, b);
    break;
  case HCL_TYPE_NUMBER:
    eq = hcl_number_equal(a, b);
    break;
  case HCL_TYPE_CAPSULE:
    eq = capsule_equal(a, b);
    break;
  default:
    if (a->u.coll.n != b->u.coll.n)
      return STEP_DIFFER;
    for (size_t i = 0; a->u.coll.keys && i < a->u.coll.n; i++)
      if (!key_equal(a->u.coll.keys[i], b->u.coll.keys[i]))
        return STEP_DIFFER;
    return a->u.coll.n ? STEP_ELEMENTS : STEP_EQUAL;
  }
  return eq ? STEP_EQUAL : STEP_DIFFER;
}

hcl_status hcl_value_raw_equal_checked(const hcl_value *a, const hcl_value *b,
                                       bool *equal) {
  hcl_walk w;
  hcl_walk_init(&w, sizeof(raw_frame), a->alloc);
  hcl_status st = HCL_OK;
  bool types_equal = false;
  *equal = false;
  for (;;) {
    step s = raw_step(a, b, types_equal);
    if (s == STEP_DIFFER)
      break;
    if (s == STEP_ELEMENTS) {
      /* the last element is compared in the container's place */
      if (a->u.coll.n > 1) {
        raw_frame *f = hcl_walk_push(&w);
        if (!f) {
          st = HCL_ERR_NOMEM;
          break;
        }
        f->a = a;
        f->b = b;
        f->next = 1;
      }
      const hcl_value *x = a->u.coll.items[0], *y = b->u.coll.items[0];
      types_equal = types_follow(a, x, 0, b, y, 0);
      a = x;
      b = y;
      continue;
    }
    raw_frame *f = hcl_walk_top(&w);
    if (!f) {
      *equal = true;
      break;
    }
    size_t i = f->next++;
    const hcl_value *pa = f->a, *pb = f->b;
    if (f->next == pa->u.coll.n)
      hcl_walk_pop(&w);
    a = pa->u.coll.items[i];
    b = pb->u.coll.items[i];
    types_equal = types_follow(pa, a, i, pb, b, i);
  }
  hcl_walk_fini(&w);
  return st;
}

bool hcl_value_raw_equal(const hcl_value *a, const hcl_value *b) {
  bool equal;
  return hcl_value_raw_equal_checked(a, b, &equal) == HCL_OK && equal;
}

/* ---- The == operator --------------------------------------------------- */

/* What the reference's Equals answers: cty.True, cty.False, or an unknown
   bool. */
typedef enum tri { TRI_FALSE, TRI_TRUE, TRI_UNKNOWN } tri;

/* A comparison waiting for the answers of its element comparisons. */
typedef enum eq_kind { EQ_SEQ, EQ_SET } eq_kind;

typedef struct eq_frame {
  eq_kind kind;
  const hcl_value *a, *b;
  /* EQ_SEQ: the next element pair. EQ_SET: for each pass (a's elements
     looked for among b's, then b's among a's), element i of the one
     compared with element j of the other. */
  size_t next;
  int pass;
  size_t i, j;
  tri result;
} eq_frame;

/*
 * Equals at the top of a and b: the answer in *r (true), or false when
 * the elements decide it (known, non-null collections or structures of
 * equal types). `types_equal`: the types are already known to be equal.
 */
static bool eq_step(const hcl_value *a, const hcl_value *b, bool types_equal,
                    tri *r) {
  bool ak = !(a->flags & HCL_VF_UNKNOWN), bk = !(b->flags & HCL_VF_UNKNOWN);
  *r = TRI_UNKNOWN;
  if (!ak && !bk)
    return true;
  if (ak != bk) {
    const hcl_value *known = ak ? a : b, *unknown = ak ? b : a;
    if ((known->flags & HCL_VF_NULL) || !hcl_type_is_concrete(unknown->type))
      return true;
    if (!types_equal && !hcl_type_equal(known->type, unknown->type))
      *r = TRI_FALSE;
    return true;
  }
  bool an = a->flags & HCL_VF_NULL, bn = b->flags & HCL_VF_NULL;
  if (an || bn) {
    *r = an && bn ? TRI_TRUE : TRI_FALSE;
    return true;
  }
  if (!hcl_value_has_known_type(a) || !hcl_value_has_known_type(b)) {
    if (!hcl_type_conforms(a->type, b->type) &&
        !hcl_type_conforms(b->type, a->type))
      *r = TRI_FALSE;
    return true;
  }
  if (!types_equal && !hcl_type_equal(a->type, b->type)) {
    *r = TRI_FALSE;
    return true;
  }
  bool eq;
  switch (hcl_type_kind_of(a->type)) {
  case HCL_TYPE_NUMBER:
    eq = hcl_number_equal(a, b);
    break;
  case HCL_TYPE_BOOL:
    eq = a->u.b == b->u.b;
    break;
  case HCL_TYPE_STRING:
    eq = str_equal(a, b);
    break;
  case HCL_TYPE_CAPSULE:
    eq = capsule_equal(a, b);
    break;
  case HCL_TYPE_MAP:
    for (size_t i = 0; a->u.coll.n == b->u.coll.n && i < a->u.coll.n; i++)
      if (!key_equal(a->u.coll.keys[i], b->u.coll.keys[i])) {
        *r = TRI_FALSE;
        return true;
      }
    /* fall through */
  case HCL_TYPE_LIST:
    if (a->u.coll.n != b->u.coll.n) {
      *r = TRI_FALSE;
      return true;
    }
    /* fall through */
  case HCL_TYPE_OBJECT:
  case HCL_TYPE_TUPLE:
  case HCL_TYPE_SET:
    if (a->u.coll.n == 0 && hcl_type_kind_of(a->type) != HCL_TYPE_SET) {
      *r = TRI_TRUE;
      return true;
    }
    return false;
  default:
    eq = true;
    break;
  }
  *r = eq ? TRI_TRUE : TRI_FALSE;
  return true;
}

/* The pair a set frame compares next: element j of the set searched and
   element i of the other, sought there. */
static void set_pair(const eq_frame *f, const hcl_value **x,
                     const hcl_value **y) {
  const hcl_value *sought = f->pass ? f->b : f->a, *in = f->pass ? f->a : f->b;
  *x = in->u.coll.items[f->j];
  *y = sought->u.coll.items[f->i];
}

/*
 * Moves a set frame to its next comparison: true with the pair to compare
 * set up, or false with the frame's answer in *r. An unknown element
 * makes the answer unknown; an element found nowhere in the other set
 * makes it false, unless an unknown element comes later.
 */
static bool set_advance(eq_frame *f, tri *r) {
  for (;;) {
    const hcl_value *sought = f->pass ? f->b : f->a,
                    *in = f->pass ? f->a : f->b;
    if (f->i == sought->u.coll.n) {
      if (++f->pass == 2) {
        *r = f->result;
        return false;
      }
      f->i = f->j = 0;
      continue;
    }
    if (sought->u.coll.items[f->i]->flags & HCL_VF_UNKNOWN) {
      *r = TRI_UNKNOWN;
      return false;
    }
    if (f->j < in->u.coll.n)
      return true;
    f->result = TRI_FALSE; /* not found */
    f->i++;
    f->j = 0;
  }
}

/*
 * cty's Equals, without recursion. Raw-equal values without unknowns are
 * equal, which is checked first: it costs at most what the comparison
 * below costs, and spares sets of sets from comparing each element with
 * each other twice over at every level.
 */
static hcl_status equals3(const hcl_value *a, const hcl_value *b,
                          const hcl_alloc *alloc, tri *out) {
  bool raw = false;
  if (hcl_value_is_wholly_known(a) && hcl_value_is_wholly_known(b) &&
      hcl_value_raw_equal_checked(a, b, &raw) == HCL_OK && raw) {
    *out = TRI_TRUE;
    return HCL_OK;
  }
  hcl_walk w;
  hcl_walk_init(&w, sizeof(eq_frame), alloc);
  hcl_status st = HCL_OK;
  bool types_equal = false;
  tri r;
  for (;;) {
    /* compare a and b: an answer, or a frame for their elements */
    if (!eq_step(a, b, types_equal, &r)) {
      bool set = hcl_type_kind_of(a->type) == HCL_TYPE_SET;
      if (!set && a->u.coll.n == 1) {
        /* one element: its answer is the container's */
        const hcl_value *x = a->u.coll.items[0], *y = b->u.coll.items[0];
        types_equal = types_follow(a, x, 0, b, y, 0);
        a = x;
        b = y;
        continue;
      }
      eq_frame *f = hcl_walk_push(&w);
      if (!f) {
        st = HCL_ERR_NOMEM;
        break;
      }
      f->kind = set ? EQ_SET : EQ_SEQ;
      f->a = a;
      f->b = b;
      f->result = TRI_TRUE;
      if (set && !set_advance(f, &r)) {
        hcl_walk_pop(&w);
      } else {
        const hcl_value *x, *y;
        size_t xi = 0, yi = 0;
        if (set) {
          set_pair(f, &x, &y);
        } else {
          f->next = 1;
          x = a->u.coll.items[0];
          y = b->u.coll.items[0];
        }
        const hcl_value *pa = set ? (f->pass ? f->a : f->b) : a;
        const hcl_value *pb = set ? (f->pass ? f->b : f->a) : b;
        types_equal = types_follow(pa, x, xi, pb, y, yi);
        a = x;
        b = y;
        continue;
      }
    }
    /* hand the answer r to the comparison waiting for it */
    bool next = false;
    while (!next) {
      eq_frame *f = hcl_walk_top(&w);
      if (!f)
        break;
      if (f->kind == EQ_SEQ) {
        if (r != TRI_TRUE) {
          hcl_walk_pop(&w);
          continue;
        }
        size_t i = f->next++;
        const hcl_value *pa = f->a, *pb = f->b;
        if (f->next == pa->u.coll.n)
          hcl_walk_pop(&w); /* the last element's answer is the frame's */
        a = pa->u.coll.items[i];
        b = pb->u.coll.items[i];
        types_equal = types_follow(pa, a, i, pb, b, i);
        next = true;
      } else {
        if (r == TRI_TRUE) {
          f->i++;
          f->j = 0;
        } else {
          f->j++;
        }
        if (!set_advance(f, &r)) {
          hcl_walk_pop(&w);
          continue;
        }
        set_pair(f, &a, &b);
        const hcl_value *in = f->pass ? f->a : f->b;
        const hcl_value *sought = f->pass ? f->b : f->a;
        types_equal = types_follow(in, a, 0, sought, b, 0);
        next = true;
      }
    }
    if (!next) {
      *out = r;
      break;
    }
  }
  hcl_walk_fini(&w);
  return st;
}

hcl_value *hcl_value_equals(const hcl_value *a, const hcl_value *b,
                            const hcl_alloc *alloc) {
  tri eq;
  if (equals3(a, b, alloc, &eq) != HCL_OK)
    return NULL;
  if (eq == TRI_UNKNOWN)
    return hcl_value_unknown(hcl_type_bool(), alloc);
  return hcl_value_bool(eq == TRI_TRUE);
}

/* ---- Set order --------------------------------------------------------- */

/* Appends Go's x.Text('g', 10) of a number. */
static bool put_g10(hcl_buf *b, const hcl_value *v) {
  if (!hcl_buf_reserve(b, 32))
    return false;
  size_t room = b->cap - b->len;
  size_t n = hcl_number_format_g10(v->u.num, b->data + b->len, room);
  if (n >= room) {
    if (!hcl_buf_reserve(b, n))
      return false;
    hcl_number_format_g10(v->u.num, b->data + b->len, n + 1);
  }
  b->len += n;
  return true;
}

/* A value's canonical text without its elements: all of it for a
   primitive, the opening bracket for a collection or structure. */
static bool hash_open(hcl_buf *b, const hcl_value *v) {
  if (v->flags & HCL_VF_UNKNOWN)
    return hcl_buf_putc(b, '?');
  if (v->flags & HCL_VF_NULL)
    return hcl_buf_putc(b, '~');
  switch (hcl_type_kind_of(v->type)) {
  case HCL_TYPE_NUMBER:
    return put_g10(b, v);
  case HCL_TYPE_BOOL:
    return hcl_buf_putc(b, v->u.b ? 'T' : 'F');
  case HCL_TYPE_STRING:
    return hcl_go_quote(b, v->u.str.ptr, v->u.str.len);
  case HCL_TYPE_MAP:
    return hcl_buf_putc(b, '{');
  case HCL_TYPE_LIST:
  case HCL_TYPE_SET:
    return hcl_buf_putc(b, '[');
  case HCL_TYPE_OBJECT:
  case HCL_TYPE_TUPLE:
    return hcl_buf_putc(b, '<');
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

static bool has_elements(const hcl_value *v) {
  if (v->flags)
    return false;
  switch (hcl_type_kind_of(v->type)) {
  case HCL_TYPE_MAP:
  case HCL_TYPE_LIST:
  case HCL_TYPE_SET:
  case HCL_TYPE_OBJECT:
  case HCL_TYPE_TUPLE:
    return true;
  default:
    return false;
  }
}

typedef struct hash_frame {
  const hcl_value *v;
  size_t next; /* the next element to write */
} hash_frame;

/*
 * cty's canonical text of a value (makeSetHashBytes): each element
 * followed by ';', map elements after their quoted key and ':', inside
 * {...} for maps, [...] for lists and sets, <...> for objects and tuples.
 */
static hcl_status hash_text(hcl_buf *b, const hcl_value *v) {
  hcl_walk w;
  hcl_walk_init(&w, sizeof(hash_frame), b->alloc);
  bool ok = true;
  while (ok) {
    ok = hash_open(b, v);
    if (ok && has_elements(v)) {
      hash_frame *f = hcl_walk_push(&w);
      ok = f != NULL;
      if (ok)
        f->v = v;
    }
    v = NULL;
    /* close what is complete, then start the next element */
    while (ok && !v) {
      hash_frame *f = hcl_walk_top(&w);
      if (!f)
        break;
      const hcl_value *c = f->v;
      if (f->next > 0)
        ok = hcl_buf_putc(b, ';');
      if (ok && f->next < c->u.coll.n) {
        size_t i = f->next++;
        if (c->u.coll.keys)
          ok = hcl_go_quote(b, c->u.coll.keys[i].ptr, c->u.coll.keys[i].len) &&
               hcl_buf_putc(b, ':');
        v = c->u.coll.items[i];
      } else if (ok) {
        hcl_type_kind k = hcl_type_kind_of(c->type);
        ok = hcl_buf_putc(b, k == HCL_TYPE_MAP                         ? '}'
                             : k == HCL_TYPE_LIST || k == HCL_TYPE_SET ? ']'
                                                                       : '>');
        hcl_walk_pop(&w);
      }
    }
    if (!v)
      break;
  }
  hcl_walk_fini(&w);
  return ok ? HCL_OK : HCL_ERR_NOMEM;
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
  bool dup;     /* equal to an earlier element */
} set_entry;

/*
 * cty's setRules.Less, for elements no two of which are equal (the
 * duplicates are gone when the set is sorted). The reference first
 * answers false for raw-equal elements; among such elements that can only
 * be a pair of unknowns or of values with unknowns inside, for which the
 * rules below answer false as well.
 */
static bool set_less(const set_entry *x, const set_entry *y) {
  const hcl_value *a = x->v, *b = y->v;
  if (a == b)
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

/* Each element's hash and, for complex elements, canonical text. */
static hcl_status hash_all(set_entry *e, hcl_value **items, size_t n,
                           const hcl_alloc *a) {
  hcl_buf b;
  hcl_buf_init(&b, a);
  hcl_status st = HCL_OK;
  for (size_t i = 0; st == HCL_OK && i < n; i++) {
    hcl_buf_clear(&b);
    e[i].v = items[i];
    st = hash_text(&b, items[i]);
    if (st != HCL_OK)
      break;
    e[i].hash = (int32_t)crc32_ieee(b.data, b.len);
    if (!hcl_type_is_primitive(items[i]->type)) {
      e[i].text = hcl_mem_alloc(a, b.len);
      if (!e[i].text) {
        st = HCL_ERR_NOMEM;
        break;
      }
      if (b.len)
        memcpy(e[i].text, b.data, b.len);
      e[i].text_len = b.len;
    }
  }
  hcl_buf_fini(&b);
  return st;
}

hcl_status hcl_set_normalize(hcl_value **items, size_t n, const hcl_alloc *a,
                             size_t *kept) {
  *kept = n;
  if (n <= 1)
    return HCL_OK; /* nothing to order or drop */
  if (n > SIZE_MAX / sizeof(set_entry))
    return HCL_ERR_NOMEM;
  set_entry *e = hcl_mem_alloc(a, n * sizeof *e);
  if (!e)
    return HCL_ERR_NOMEM;
  memset(e, 0, n * sizeof *e);
  hcl_status st = hash_all(e, items, n, a);
  /* an element equal to an earlier one that stays is a duplicate (cty
     compares within a hash bucket; equal values hash alike) */
  for (size_t i = 0; st == HCL_OK && i < n; i++) {
    for (size_t j = 0; j < i && st == HCL_OK && !e[i].dup; j++) {
      tri eq = TRI_FALSE;
      if (!e[j].dup && e[j].hash == e[i].hash)
        st = equals3(e[j].v, e[i].v, a, &eq);
      e[i].dup = eq == TRI_TRUE;
    }
  }
  if (st != HCL_OK) {
    /* the items stay as they were */
    for (size_t i = 0; i < n; i++)
      hcl_mem_free(a, e[i].text);
    hcl_mem_free(a, e);
    return st;
  }
  size_t k = 0;
  for (size_t i = 0; i < n; i++) {
    if (e[i].dup) {
      hcl_value_unref(e[i].v);
      hcl_mem_free(a, e[i].text);
    } else {
      e[k++] = e[i];
    }
  }
  /* buckets in hash order, then stably by cty's Less */
  qsort(e, k, sizeof *e, by_hash);
  stable_sort(e, k);
  for (size_t i = 0; i < k; i++) {
    items[i] = e[i].v;
    hcl_mem_free(a, e[i].text);
  }
  hcl_mem_free(a, e);
  *kept = k;
  return HCL_OK;
}
