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
#include "core/map.h"
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

/*
 * The elements of a set by cty's hash (the CRC-32 of their canonical
 * text): hash[i] of element i, and the element indices sorted by hash, so
 * that the elements sharing a hash form one run.
 */
typedef struct set_index {
  uint32_t *hash;
  size_t *by_hash;
} set_index;

typedef struct eq_frame {
  eq_kind kind;
  const hcl_value *a, *b;
  /* EQ_SEQ: the next element pair. EQ_SET: for each pass (a's elements
     looked for among b's, then b's among a's), element i of the one
     compared with the elements of the other that share its hash, at
     positions j .. end - 1 of that one's by_hash. */
  size_t next;
  int pass;
  size_t i, j, end;
  bool run_found; /* j and end are set for element i */
  tri result;
  set_index *ix; /* EQ_SET: [0] for a, [1] for b, in one allocation */
} eq_frame;

static hcl_status index_set(set_index *ix, const hcl_value *set,
                            const hcl_alloc *alloc, hcl_buf *scratch);

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

/* The pair a set frame compares next: an element of the set searched and
   element i of the other, sought there. */
static void set_pair(const eq_frame *f, const hcl_value **x,
                     const hcl_value **y) {
  const hcl_value *sought = f->pass ? f->b : f->a, *in = f->pass ? f->a : f->b;
  *x = in->u.coll.items[f->ix[!f->pass].by_hash[f->j]];
  *y = sought->u.coll.items[f->i];
}

/* The run of `in`'s elements (n of them) whose hash is h: positions
   [*from, *to) of its by_hash. */
static void hash_run(const set_index *in, size_t n, uint32_t h, size_t *from,
                     size_t *to) {
  size_t lo = 0, hi = n;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (in->hash[in->by_hash[mid]] < h)
      lo = mid + 1;
    else
      hi = mid;
  }
  size_t end = lo;
  while (end < n && in->hash[in->by_hash[end]] == h)
    end++;
  *from = lo;
  *to = end;
}

/*
 * Moves a set frame to its next comparison: true with the pair to compare
 * set up, or false with the frame's answer in *r. An unknown element
 * makes the answer unknown; an element found nowhere in the other set
 * makes it false, unless an unknown element comes later. As cty's Has
 * does, an element is looked for only among those of its hash.
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
      f->i = 0;
      f->run_found = false;
      continue;
    }
    if (sought->u.coll.items[f->i]->flags & HCL_VF_UNKNOWN) {
      *r = TRI_UNKNOWN;
      return false;
    }
    if (!f->run_found) {
      hash_run(&f->ix[!f->pass], in->u.coll.n, f->ix[f->pass].hash[f->i], &f->j,
               &f->end);
      f->run_found = true;
    }
    if (f->j < f->end)
      return true;
    f->result = TRI_FALSE; /* not found */
    f->i++;
    f->run_found = false;
  }
}

/* Pops the top frame, with what it owns. */
static void pop_frame(hcl_walk *w, const hcl_alloc *alloc) {
  eq_frame *f = hcl_walk_top(w);
  if (f && f->kind == EQ_SET)
    hcl_mem_free(alloc, f->ix);
  hcl_walk_pop(w);
}

/* Sets up a new set frame's indexes of f->a and f->b. */
static hcl_status index_sets(eq_frame *f, const hcl_alloc *alloc,
                             hcl_buf *scratch) {
  size_t na = f->a->u.coll.n, nb = f->b->u.coll.n;
  size_t total = na + nb;
  f->ix = NULL;
  if (total >
      (SIZE_MAX - 2 * sizeof(set_index)) / (sizeof(uint32_t) + sizeof(size_t)))
    return HCL_ERR_NOMEM;
  /* the size_t arrays first, so that each is aligned */
  f->ix = hcl_mem_alloc(alloc, 2 * sizeof(set_index) +
                                   total * (sizeof(size_t) + sizeof(uint32_t)));
  if (!f->ix)
    return HCL_ERR_NOMEM;
  size_t *order = (size_t *)(f->ix + 2);
  uint32_t *hash = (uint32_t *)(order + total);
  f->ix[0].by_hash = order;
  f->ix[0].hash = hash;
  f->ix[1].by_hash = order + na;
  f->ix[1].hash = hash + na;
  hcl_status st = index_set(&f->ix[0], f->a, alloc, scratch);
  if (st == HCL_OK)
    st = index_set(&f->ix[1], f->b, alloc, scratch);
  return st;
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
  hcl_buf scratch; /* canonical texts of set elements */
  hcl_buf_init(&scratch, alloc);
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
      if (set && (st = index_sets(f, alloc, &scratch)) != HCL_OK)
        break;
      if (set && !set_advance(f, &r)) {
        pop_frame(&w, alloc);
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
          pop_frame(&w, alloc);
          continue;
        }
        size_t i = f->next++;
        const hcl_value *pa = f->a, *pb = f->b;
        if (f->next == pa->u.coll.n)
          pop_frame(&w, alloc); /* the last element's answer is the frame's */
        a = pa->u.coll.items[i];
        b = pb->u.coll.items[i];
        types_equal = types_follow(pa, a, i, pb, b, i);
        next = true;
      } else {
        if (r == TRI_TRUE) {
          f->i++;
          f->run_found = false;
        } else {
          f->j++;
        }
        if (!set_advance(f, &r)) {
          pop_frame(&w, alloc);
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
  while (hcl_walk_top(&w))
    pop_frame(&w, alloc);
  hcl_walk_fini(&w);
  hcl_buf_fini(&scratch);
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

/* ---- Canonical text (cty's set hash) ----------------------------------- */

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

hcl_status hcl_value_set_text(hcl_buf *b, const hcl_value *v) {
  return hash_text(b, v);
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

/* The CRC-32 of v's canonical text (cty's Hash) in *out; `scratch` is
   the caller's buffer for the text. */
static hcl_status set_hash(const hcl_value *v, hcl_buf *scratch,
                           uint32_t *out) {
  hcl_buf_clear(scratch);
  hcl_status st = hash_text(scratch, v);
  if (st == HCL_OK)
    *out = crc32_ieee(scratch->data, scratch->len);
  return st;
}

/* ---- Sorting by hash --------------------------------------------------- */

typedef struct hash_pos {
  uint64_t hash;
  size_t index;
} hash_pos;

static int by_hash_pos(const void *p, const void *q) {
  const hash_pos *x = p, *y = q;
  if (x->hash != y->hash)
    return x->hash < y->hash ? -1 : 1;
  return x->index < y->index ? -1 : x->index > y->index;
}

static hcl_status index_set(set_index *ix, const hcl_value *set,
                            const hcl_alloc *alloc, hcl_buf *scratch) {
  size_t n = set->u.coll.n;
  hash_pos *pos = hcl_mem_alloc(alloc, (n ? n : 1) * sizeof *pos);
  if (!pos)
    return HCL_ERR_NOMEM;
  hcl_status st = HCL_OK;
  for (size_t i = 0; st == HCL_OK && i < n; i++) {
    st = set_hash(set->u.coll.items[i], scratch, &ix->hash[i]);
    pos[i].hash = ix->hash[i];
    pos[i].index = i;
  }
  if (st == HCL_OK) {
    qsort(pos, n, sizeof *pos, by_hash_pos);
    for (size_t i = 0; i < n; i++)
      ix->by_hash[i] = pos[i].index;
  }
  hcl_mem_free(alloc, pos);
  return st;
}

static hcl_status equal_hash(const hcl_value *v, const hcl_alloc *alloc,
                             hcl_buf *scratch, hcl_vec *subs, uint64_t *out);

/* Runs of one hash longer than this are split further by equal_hash when
   the caller asks (sets: many unequal numbers share a canonical text). */
#define LONG_RUN 16

/* Marks the duplicates among the values v[idx[0 .. m)] (in input order),
   each compared with the ones kept before it; `kept` is scratch. */
static hcl_status dedupe_run(hcl_value *const *v, const size_t *idx, size_t m,
                             const hcl_alloc *alloc, size_t *kept, bool *dup) {
  hcl_status st = HCL_OK;
  size_t nkept = 0;
  for (size_t p = 0; st == HCL_OK && p < m; p++) {
    size_t i = idx[p];
    if (!hcl_value_is_wholly_known(v[i]))
      continue;
    for (size_t k = 0; st == HCL_OK && k < nkept && !dup[i]; k++) {
      tri eq = TRI_FALSE;
      st = equals3(v[kept[k]], v[i], alloc, &eq);
      dup[i] = eq == TRI_TRUE;
    }
    if (!dup[i])
      kept[nkept++] = i;
  }
  return st;
}

/*
 * Sets dup[i] for each of the n values equal (Equals true) to an earlier
 * one of the same hash that is not itself a duplicate: what inserting
 * them in turn into cty's hash buckets keeps out. The comparisons stay
 * within each hash, visited in input order. A value with an unknown
 * anywhere in it is never equal to another (Equals answers unknown or
 * false), so such values are neither compared nor compared with. With
 * `refine`, a long run of one hash is split by equal_hash, which equal
 * values share: the same comparisons that can succeed, fewer of the
 * others.
 */
static hcl_status mark_duplicates(hcl_value *const *v, const uint64_t *hash,
                                  size_t n, bool refine, const hcl_alloc *alloc,
                                  bool *dup) {
  hash_pos *pos = hcl_mem_alloc(alloc, (n ? n : 1) * sizeof *pos);
  hash_pos *sub = hcl_mem_alloc(alloc, (n ? n : 1) * sizeof *sub);
  size_t *idx = hcl_mem_alloc(alloc, (n ? n : 1) * sizeof *idx);
  size_t *kept = hcl_mem_alloc(alloc, (n ? n : 1) * sizeof *kept);
  hcl_buf scratch;
  hcl_buf_init(&scratch, alloc);
  hcl_vec subs;
  hcl_vec_init(&subs, alloc, sizeof(uint64_t));
  hcl_status st = pos && sub && idx && kept ? HCL_OK : HCL_ERR_NOMEM;
  for (size_t i = 0; st == HCL_OK && i < n; i++) {
    pos[i].hash = hash[i];
    pos[i].index = i;
    dup[i] = false;
  }
  if (st == HCL_OK)
    qsort(pos, n, sizeof *pos, by_hash_pos);
  for (size_t r = 0; st == HCL_OK && r < n;) {
    /* the run of one hash: pos[r .. end) */
    size_t end = r + 1;
    while (end < n && pos[end].hash == pos[r].hash)
      end++;
    if (end - r > 1 && (!refine || end - r <= LONG_RUN)) {
      for (size_t p = r; p < end; p++)
        idx[p - r] = pos[p].index;
      st = dedupe_run(v, idx, end - r, alloc, kept, dup);
    } else if (end - r > 1) {
      size_t m = 0;
      for (size_t p = r; st == HCL_OK && p < end; p++) {
        size_t i = pos[p].index;
        if (!hcl_value_is_wholly_known(v[i]))
          continue;
        sub[m].index = i;
        st = equal_hash(v[i], alloc, &scratch, &subs, &sub[m++].hash);
      }
      if (st == HCL_OK)
        qsort(sub, m, sizeof *sub, by_hash_pos);
      for (size_t q = 0; st == HCL_OK && q < m;) {
        size_t qend = q + 1;
        while (qend < m && sub[qend].hash == sub[q].hash)
          qend++;
        for (size_t p = q; p < qend; p++)
          idx[p - q] = sub[p].index;
        st = dedupe_run(v, idx, qend - q, alloc, kept, dup);
        q = qend;
      }
    }
    r = end;
  }
  hcl_vec_fini(&subs);
  hcl_buf_fini(&scratch);
  hcl_mem_free(alloc, pos);
  hcl_mem_free(alloc, sub);
  hcl_mem_free(alloc, idx);
  hcl_mem_free(alloc, kept);
  return st;
}

/* ---- Hashing by Equals ------------------------------------------------- */

static uint64_t mix64(uint64_t h, uint64_t x) {
  h ^= x;
  h *= 0xff51afd7ed558ccdu;
  h ^= h >> 33;
  h *= 0xc4ceb9fe1a85ec53u;
  h ^= h >> 33;
  return h;
}

/* The hash of a value without elements (or with none): every null alike,
   since Equals finds any two nulls equal; a number by its equality key. */
static hcl_status leaf_hash(const hcl_value *v, hcl_buf *scratch,
                            uint64_t *out) {
  if (v->flags & HCL_VF_NULL) {
    *out = mix64(1, 0);
    return HCL_OK;
  }
  if (v->flags & HCL_VF_UNKNOWN) {
    *out = mix64(2, 0);
    return HCL_OK;
  }
  hcl_type_kind k = hcl_type_kind_of(v->type);
  switch (k) {
  case HCL_TYPE_NUMBER: {
    hcl_buf_clear(scratch);
    hcl_status st = hcl_number_equal_key(v, scratch);
    if (st == HCL_OK)
      *out = mix64(3, hcl_hash_bytes(scratch->data, scratch->len));
    return st;
  }
  case HCL_TYPE_STRING:
    *out = mix64(4, hcl_hash_bytes(v->u.str.ptr, v->u.str.len));
    return HCL_OK;
  case HCL_TYPE_BOOL:
    *out = mix64(5, v->u.b);
    return HCL_OK;
  case HCL_TYPE_CAPSULE:
    /* with an equality of its own, a capsule may equal any other */
    *out = mix64(6, v->type->capsule_ops.equal ? 0 : (uintptr_t)v->u.capsule);
    return HCL_OK;
  default: /* an empty collection or structure */
    *out = mix64(7 + (uint64_t)k, 0);
    return HCL_OK;
  }
}

typedef struct eq_hash_frame {
  const hcl_value *v;
  size_t next; /* the next element to hash */
  uint64_t h;
  size_t sub; /* sets: where the elements' hashes start in `subs` */
} eq_hash_frame;

static int by_u64(const void *p, const void *q) {
  uint64_t x = *(const uint64_t *)p, y = *(const uint64_t *)q;
  return x < y ? -1 : x > y;
}

/*
 * A hash of wholly known `v` that values Equals finds equal share:
 * elements in order, with their keys, for lists, tuples, maps and
 * objects; for a set, the distinct hashes of its elements in sorted order
 * (equal sets are those whose every element has an equal in the other,
 * whatever their order or count). Walks without recursion.
 */
static hcl_status equal_hash(const hcl_value *v, const hcl_alloc *alloc,
                             hcl_buf *scratch, hcl_vec *subs, uint64_t *out) {
  hcl_walk w;
  hcl_walk_init(&w, sizeof(eq_hash_frame), alloc);
  hcl_status st = HCL_OK;
  uint64_t h = 0;
  bool pending = false; /* h holds the hash of a value just finished */
  const hcl_value *cur = v;
  while (st == HCL_OK) {
    if (cur) {
      if (has_elements(cur) && cur->u.coll.n > 0) {
        eq_hash_frame *f = hcl_walk_push(&w);
        if (!f) {
          st = HCL_ERR_NOMEM;
          break;
        }
        f->v = cur;
        f->h = mix64(16 + (uint64_t)hcl_type_kind_of(cur->type), cur->u.coll.n);
        f->sub = subs->len;
      } else {
        st = leaf_hash(cur, scratch, &h);
        pending = true;
      }
      cur = NULL;
      continue;
    }
    eq_hash_frame *f = hcl_walk_top(&w);
    const hcl_value *c = f ? f->v : NULL;
    bool set = c && hcl_type_kind_of(c->type) == HCL_TYPE_SET;
    if (pending) {
      pending = false;
      if (!f) {
        *out = h;
        break;
      }
      if (set) {
        if (!hcl_vec_push(subs, &h))
          st = HCL_ERR_NOMEM;
      } else {
        f->h = mix64(f->h, h);
      }
      continue;
    }
    if (f->next < c->u.coll.n) {
      size_t i = f->next++;
      hcl_type_kind k = hcl_type_kind_of(c->type);
      if (k == HCL_TYPE_MAP || k == HCL_TYPE_OBJECT) {
        hcl_str key = hcl_value_key_at(c, i);
        f->h = mix64(f->h, hcl_hash_bytes(key.ptr, key.len));
      }
      cur = c->u.coll.items[i];
      continue;
    }
    h = f->h;
    if (set) {
      uint64_t *e = hcl_vec_at(subs, f->sub);
      size_t n = subs->len - f->sub;
      qsort(e, n, sizeof *e, by_u64);
      for (size_t i = 0; i < n; i++)
        if (i == 0 || e[i] != e[i - 1])
          h = mix64(h, e[i]);
      subs->len = f->sub;
    }
    hcl_walk_pop(&w);
    pending = true;
  }
  hcl_walk_fini(&w);
  return st;
}

hcl_status hcl_values_mark_repeats(hcl_value *const *items, size_t n,
                                   const hcl_alloc *alloc, bool *dup) {
  if (n > SIZE_MAX / sizeof(uint64_t))
    return HCL_ERR_NOMEM;
  uint64_t *hash = hcl_mem_alloc(alloc, (n ? n : 1) * sizeof *hash);
  if (!hash)
    return HCL_ERR_NOMEM;
  hcl_buf scratch;
  hcl_buf_init(&scratch, alloc);
  hcl_vec subs;
  hcl_vec_init(&subs, alloc, sizeof(uint64_t));
  hcl_status st = HCL_OK;
  for (size_t i = 0; st == HCL_OK && i < n; i++)
    st = equal_hash(items[i], alloc, &scratch, &subs, &hash[i]);
  if (st == HCL_OK)
    st = mark_duplicates(items, hash, n, false, alloc, dup);
  hcl_vec_fini(&subs);
  hcl_buf_fini(&scratch);
  hcl_mem_free(alloc, hash);
  return st;
}

/* ---- Set order --------------------------------------------------------- */

typedef struct set_entry {
  hcl_value *v;
  char *text; /* canonical text (complex elements only) */
  size_t text_len;
  uint32_t hash; /* cty's */
} set_entry;

static int cmp_bytes(const char *a, size_t an, const char *b, size_t bn) {
  int c = memcmp(a, b, an < bn ? an : bn);
  if (c)
    return c < 0 ? -1 : 1;
  return an < bn ? -1 : an > bn;
}

/*
 * cty's setRules.Less as a three-way comparison: negative when x sorts
 * before y, 0 when Less orders them neither way, for elements no two of
 * which are equal (the duplicates are gone when the set is sorted). The
 * reference first answers false for raw-equal elements; among such
 * elements that can only be a pair of unknowns or of values with unknowns
 * inside, for which the rules below answer 0 as well. Nulls come last,
 * unknowns just before them.
 */
static int set_cmp(const set_entry *x, const set_entry *y) {
  const hcl_value *a = x->v, *b = y->v;
  if (a == b)
    return 0;
  bool an = a->flags & HCL_VF_NULL, bn = b->flags & HCL_VF_NULL;
  if (an || bn)
    return an == bn ? 0 : an ? 1 : -1;
  bool au = a->flags & HCL_VF_UNKNOWN, bu = b->flags & HCL_VF_UNKNOWN;
  if (au || bu)
    return au == bu ? 0 : au ? 1 : -1;
  switch (hcl_type_kind_of(a->type)) {
  case HCL_TYPE_STRING:
    return cmp_bytes(a->u.str.ptr, a->u.str.len, b->u.str.ptr, b->u.str.len);
  case HCL_TYPE_BOOL:
    return a->u.b == b->u.b ? 0 : a->u.b ? 1 : -1;
  case HCL_TYPE_NUMBER:
    return hcl_number_cmp(a, b);
  default:
    return cmp_bytes(x->text, x->text_len, y->text, y->text_len);
  }
}

/*
 * Whether x goes before y in cty's iteration order. cty lays the elements
 * out bucket by bucket, buckets in the order of their hash (a Go int, so
 * unsigned), the elements of one bucket in their order of insertion, and
 * then sorts with sort.SliceStable by Less. So elements Less does not
 * order keep the order of their hashes, and within one hash their input
 * order (which a stable sort of the input keeps). Only zeros of opposite
 * signs are unordered with different hashes.
 */
static bool set_before(const set_entry *x, const set_entry *y) {
  int c = set_cmp(x, y);
  return c < 0 || (c == 0 && x->hash < y->hash);
}

/* Stable merge sort by set_before, bottom up, with `tmp` (n entries) as
   the second buffer; the sorted entries end in `e`. */
static void stable_sort(set_entry *e, set_entry *tmp, size_t n) {
  set_entry *from = e, *to = tmp;
  for (size_t width = 1; width < n; width *= 2) {
    for (size_t lo = 0; lo < n; lo += 2 * width) {
      size_t mid = lo + width < n ? lo + width : n;
      size_t hi = mid + width < n ? mid + width : n;
      size_t i = lo, j = mid, k = lo;
      while (i < mid && j < hi)
        to[k++] = set_before(&from[j], &from[i]) ? from[j++] : from[i++];
      while (i < mid)
        to[k++] = from[i++];
      while (j < hi)
        to[k++] = from[j++];
    }
    set_entry *t = from;
    from = to;
    to = t;
  }
  if (from != e)
    memcpy(e, from, n * sizeof *e);
}

/* Each element's cty hash and, for complex elements, canonical text. */
static hcl_status hash_all(set_entry *e, uint64_t *hash, hcl_value **items,
                           size_t n, const hcl_alloc *a) {
  hcl_buf b;
  hcl_buf_init(&b, a);
  hcl_status st = HCL_OK;
  for (size_t i = 0; st == HCL_OK && i < n; i++) {
    e[i].v = items[i];
    uint32_t h;
    st = set_hash(items[i], &b, &h);
    if (st != HCL_OK)
      break;
    hash[i] = h;
    e[i].hash = h;
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
  if (n > SIZE_MAX / (2 * sizeof(set_entry) + sizeof(uint64_t)))
    return HCL_ERR_NOMEM;
  /* everything that can fail comes first: the items stay as they were */
  set_entry *e = hcl_mem_alloc(a, n * sizeof *e);
  set_entry *tmp = hcl_mem_alloc(a, n * sizeof *tmp);
  uint64_t *hash = hcl_mem_alloc(a, n * sizeof *hash);
  bool *dup = hcl_mem_alloc(a, n * sizeof *dup);
  hcl_status st = e && tmp && hash && dup ? HCL_OK : HCL_ERR_NOMEM;
  if (e)
    memset(e, 0, n * sizeof *e);
  if (st == HCL_OK)
    st = hash_all(e, hash, items, n, a);
  if (st == HCL_OK)
    st = mark_duplicates(items, hash, n, true, a, dup);
  size_t k = 0;
  if (st == HCL_OK) {
    for (size_t i = 0; i < n; i++) {
      if (dup[i]) {
        hcl_value_unref(e[i].v);
        hcl_mem_free(a, e[i].text);
        e[i].text = NULL;
      } else {
        e[k++] = e[i];
      }
    }
    stable_sort(e, tmp, k);
    for (size_t i = 0; i < k; i++)
      items[i] = e[i].v;
    *kept = k;
  } else {
    k = e ? n : 0;
  }
  for (size_t i = 0; i < k; i++)
    hcl_mem_free(a, e[i].text);
  hcl_mem_free(a, e);
  hcl_mem_free(a, tmp);
  hcl_mem_free(a, hash);
  hcl_mem_free(a, dup);
  return st;
}
