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

/* CRC-32 (IEEE, reflected polynomial 0xEDB88320), which cty uses to
   bucket set elements: the remainder of each byte value, a byte at a time
   rather than a bit at a time. */
static const uint32_t CRC32_TABLE[256] = {
    0x00000000u, 0x77073096u, 0xee0e612cu, 0x990951bau, 0x076dc419u,
    0x706af48fu, 0xe963a535u, 0x9e6495a3u, 0x0edb8832u, 0x79dcb8a4u,
    0xe0d5e91eu, 0x97d2d988u, 0x09b64c2bu, 0x7eb17cbdu, 0xe7b82d07u,
    0x90bf1d91u, 0x1db71064u, 0x6ab020f2u, 0xf3b97148u, 0x84be41deu,
    0x1adad47du, 0x6ddde4ebu, 0xf4d4b551u, 0x83d385c7u, 0x136c9856u,
    0x646ba8c0u, 0xfd62f97au, 0x8a65c9ecu, 0x14015c4fu, 0x63066cd9u,
    0xfa0f3d63u, 0x8d080df5u, 0x3b6e20c8u, 0x4c69105eu, 0xd56041e4u,
    0xa2677172u, 0x3c03e4d1u, 0x4b04d447u, 0xd20d85fdu, 0xa50ab56bu,
    0x35b5a8fau, 0x42b2986cu, 0xdbbbc9d6u, 0xacbcf940u, 0x32d86ce3u,
    0x45df5c75u, 0xdcd60dcfu, 0xabd13d59u, 0x26d930acu, 0x51de003au,
    0xc8d75180u, 0xbfd06116u, 0x21b4f4b5u, 0x56b3c423u, 0xcfba9599u,
    0xb8bda50fu, 0x2802b89eu, 0x5f058808u, 0xc60cd9b2u, 0xb10be924u,
    0x2f6f7c87u, 0x58684c11u, 0xc1611dabu, 0xb6662d3du, 0x76dc4190u,
    0x01db7106u, 0x98d220bcu, 0xefd5102au, 0x71b18589u, 0x06b6b51fu,
    0x9fbfe4a5u, 0xe8b8d433u, 0x7807c9a2u, 0x0f00f934u, 0x9609a88eu,
    0xe10e9818u, 0x7f6a0dbbu, 0x086d3d2du, 0x91646c97u, 0xe6635c01u,
    0x6b6b51f4u, 0x1c6c6162u, 0x856530d8u, 0xf262004eu, 0x6c0695edu,
    0x1b01a57bu, 0x8208f4c1u, 0xf50fc457u, 0x65b0d9c6u, 0x12b7e950u,
    0x8bbeb8eau, 0xfcb9887cu, 0x62dd1ddfu, 0x15da2d49u, 0x8cd37cf3u,
    0xfbd44c65u, 0x4db26158u, 0x3ab551ceu, 0xa3bc0074u, 0xd4bb30e2u,
    0x4adfa541u, 0x3dd895d7u, 0xa4d1c46du, 0xd3d6f4fbu, 0x4369e96au,
    0x346ed9fcu, 0xad678846u, 0xda60b8d0u, 0x44042d73u, 0x33031de5u,
    0xaa0a4c5fu, 0xdd0d7cc9u, 0x5005713cu, 0x270241aau, 0xbe0b1010u,
    0xc90c2086u, 0x5768b525u, 0x206f85b3u, 0xb966d409u, 0xce61e49fu,
    0x5edef90eu, 0x29d9c998u, 0xb0d09822u, 0xc7d7a8b4u, 0x59b33d17u,
    0x2eb40d81u, 0xb7bd5c3bu, 0xc0ba6cadu, 0xedb88320u, 0x9abfb3b6u,
    0x03b6e20cu, 0x74b1d29au, 0xead54739u, 0x9dd277afu, 0x04db2615u,
    0x73dc1683u, 0xe3630b12u, 0x94643b84u, 0x0d6d6a3eu, 0x7a6a5aa8u,
    0xe40ecf0bu, 0x9309ff9du, 0x0a00ae27u, 0x7d079eb1u, 0xf00f9344u,
    0x8708a3d2u, 0x1e01f268u, 0x6906c2feu, 0xf762575du, 0x806567cbu,
    0x196c3671u, 0x6e6b06e7u, 0xfed41b76u, 0x89d32be0u, 0x10da7a5au,
    0x67dd4accu, 0xf9b9df6fu, 0x8ebeeff9u, 0x17b7be43u, 0x60b08ed5u,
    0xd6d6a3e8u, 0xa1d1937eu, 0x38d8c2c4u, 0x4fdff252u, 0xd1bb67f1u,
    0xa6bc5767u, 0x3fb506ddu, 0x48b2364bu, 0xd80d2bdau, 0xaf0a1b4cu,
    0x36034af6u, 0x41047a60u, 0xdf60efc3u, 0xa867df55u, 0x316e8eefu,
    0x4669be79u, 0xcb61b38cu, 0xbc66831au, 0x256fd2a0u, 0x5268e236u,
    0xcc0c7795u, 0xbb0b4703u, 0x220216b9u, 0x5505262fu, 0xc5ba3bbeu,
    0xb2bd0b28u, 0x2bb45a92u, 0x5cb36a04u, 0xc2d7ffa7u, 0xb5d0cf31u,
    0x2cd99e8bu, 0x5bdeae1du, 0x9b64c2b0u, 0xec63f226u, 0x756aa39cu,
    0x026d930au, 0x9c0906a9u, 0xeb0e363fu, 0x72076785u, 0x05005713u,
    0x95bf4a82u, 0xe2b87a14u, 0x7bb12baeu, 0x0cb61b38u, 0x92d28e9bu,
    0xe5d5be0du, 0x7cdcefb7u, 0x0bdbdf21u, 0x86d3d2d4u, 0xf1d4e242u,
    0x68ddb3f8u, 0x1fda836eu, 0x81be16cdu, 0xf6b9265bu, 0x6fb077e1u,
    0x18b74777u, 0x88085ae6u, 0xff0f6a70u, 0x66063bcau, 0x11010b5cu,
    0x8f659effu, 0xf862ae69u, 0x616bffd3u, 0x166ccf45u, 0xa00ae278u,
    0xd70dd2eeu, 0x4e048354u, 0x3903b3c2u, 0xa7672661u, 0xd06016f7u,
    0x4969474du, 0x3e6e77dbu, 0xaed16a4au, 0xd9d65adcu, 0x40df0b66u,
    0x37d83bf0u, 0xa9bcae53u, 0xdebb9ec5u, 0x47b2cf7fu, 0x30b5ffe9u,
    0xbdbdf21cu, 0xcabac28au, 0x53b39330u, 0x24b4a3a6u, 0xbad03605u,
    0xcdd70693u, 0x54de5729u, 0x23d967bfu, 0xb3667a2eu, 0xc4614ab8u,
    0x5d681b02u, 0x2a6f2b94u, 0xb40bbe37u, 0xc30c8ea1u, 0x5a05df1bu,
    0x2d02ef8du,
};

static uint32_t crc32_ieee(const char *p, size_t n) {
  uint32_t c = 0xFFFFFFFFu;
  for (size_t i = 0; i < n; i++)
    c = CRC32_TABLE[(c ^ (unsigned char)p[i]) & 0xFFu] ^ (c >> 8);
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
  /* Elements of different kinds share a set only when its element type is
     dynamic, where cty panics; any fixed order will do, and the cases
     below need both of one kind. */
  hcl_type_kind ka = hcl_type_kind_of(a->type), kb = hcl_type_kind_of(b->type);
  if (ka != kb)
    return ka < kb ? -1 : 1;
  switch (ka) {
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
