#ifndef HCL_EVAL_VALUE_INTERNAL_H
#define HCL_EVAL_VALUE_INTERNAL_H

/*
 * The layout of types and values, shared by the files of eval/. Nothing
 * outside eval/ looks inside.
 *
 * Types, values and functions are immutable once built and may be shared
 * between threads, so their reference counts are atomic: taking a
 * reference is a relaxed increment, and dropping one is an acq_rel
 * decrement, so that the thread freeing an object sees every write made
 * before other threads dropped theirs.
 */

#include <mpfr.h>
#include <stdalign.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/buf.h"
#include "core/vec.h"
#include "hcl/value.h"

/* Reference counts at this value belong to static objects, which are
   never released (and may live in read-only memory). */
#define HCL_IMMORTAL UINT32_MAX

typedef _Atomic uint32_t hcl_refcount;

static inline void hcl_refs_inc(hcl_refcount *r) {
  if (atomic_load_explicit(r, memory_order_relaxed) != HCL_IMMORTAL)
    atomic_fetch_add_explicit(r, 1, memory_order_relaxed);
}

/* Drops one reference; true when it was the last. */
static inline bool hcl_refs_dec(hcl_refcount *r) {
  if (atomic_load_explicit(r, memory_order_relaxed) == HCL_IMMORTAL)
    return false;
  return atomic_fetch_sub_explicit(r, 1, memory_order_acq_rel) == 1;
}

typedef struct hcl_type_attr {
  hcl_str name; /* points into the type's own allocation */
  const hcl_type *type;
  bool optional; /* may be absent from a value converted to the type */
} hcl_type_attr;

struct hcl_type {
  hcl_refcount refs;
  uint8_t kind; /* hcl_type_kind */
  /* The dynamic pseudo-type occurs somewhere below this type (set when
     the type is built, so concreteness needs no walk). */
  bool dynamic_inside;
  /* An object type with optional attributes occurs at or below this type
     (a type constraint, not the type of any value conversion makes). */
  bool optional_inside;
  /* A digest of the type's structure, equal for equal types, so that most
     unequal types are told apart without a walk (set when the type is
     built; static collection types have none). */
  bool hashed;
  uint32_t hash;
  const hcl_alloc *alloc;
  const hcl_type *elem; /* list, set, map */
  size_t n;             /* tuple elements, object attributes */
  union {
    const hcl_type **elems; /* tuple */
    hcl_type_attr *attrs;   /* object, sorted by name */
  } u;
  const char *capsule_name;
  hcl_capsule_ops capsule_ops;
  /* Links a dead type into the list of types being freed. */
  struct hcl_type *free_next;
};

/* The primitive types and the dynamic pseudo-type (type.c), for static
   initialisers. */
extern const hcl_type hcl_type_dynamic_static, hcl_type_string_static,
    hcl_type_number_static, hcl_type_bool_static;

/* Appends the type's friendly name (hcl_type_friendly_name) to `b`;
   false when out of memory. */
bool hcl_type_name_append(hcl_buf *b, const hcl_type *t);

enum { HCL_VF_NULL = 1, HCL_VF_UNKNOWN = 2 };

struct hcl_value {
  hcl_refcount refs;
  uint8_t flags;
  /* Known, but an element somewhere inside is unknown (set when built). */
  bool partial;
  /* An element somewhere inside has no wholly known type: an unknown of
     the dynamic type, or an unknown collection or structure of a type
     with the dynamic type inside (set when built). */
  bool untyped;
  const hcl_type *type;
  const hcl_alloc *alloc;
  /* Links a dead value into the list of values being freed. */
  struct hcl_value *free_next;
  union {
    bool b;
    struct {
      const char *ptr; /* inline, after the struct */
      size_t len;
    } str;
    mpfr_t num; /* significand inline, after the struct */
    struct {
      size_t n;
      hcl_value **items;
      hcl_str *keys; /* maps only, sorted; objects use the type's names */
    } coll;
    void *capsule;
  } u;
};

static inline bool hcl_value_known_nonnull(const hcl_value *v) {
  return v->flags == 0;
}

/* Whether the value's type is wholly known (cty's HasWhollyKnownType):
   no unknown of the dynamic type, nor unknown collection or structure of
   a type with the dynamic type inside, anywhere in it. */
bool hcl_value_has_known_type(const hcl_value *v);

/*
 * Builds a value of `type` (one reference taken on it) with `extra` bytes
 * of storage after the struct; NULL when out of memory.
 */
hcl_value *hcl_value_alloc(const hcl_type *type, size_t extra,
                           const hcl_alloc *a);
/* Storage after the struct. */
static inline void *hcl_value_extra(hcl_value *v) { return v + 1; }

/*
 * A collection or structural value taking ownership of `items` (n
 * references, array from hcl_mem_alloc(a)) and, for maps, of `keys`
 * (sorted, each ptr in memory the value frees). On failure everything is
 * released and NULL returned.
 */
hcl_value *hcl_value_adopt(const hcl_type *type, hcl_value **items,
                           hcl_str *keys, size_t n, const hcl_alloc *a);

/* The number -mag (neg) or mag at precision `prec` (at least 64, so
   that it is exact), built without touching MPFR's exponent range or
   flags. */
hcl_value *hcl_value_number_small(uint64_t mag, bool neg, mpfr_prec_t prec,
                                  const hcl_alloc *a);
/* A number value holding a copy of `x` at its precision. */
hcl_value *hcl_value_number_from_mpfr(const mpfr_t x, const hcl_alloc *a);
/* The index of key `key` of an object or map value (as hcl_value_at
   counts), or SIZE_MAX; a binary search. */
size_t hcl_value_key_index(const hcl_value *v, const char *key, size_t len);
/* The number of a known, non-null number value. */
static inline const mpfr_t *hcl_value_mpfr(const hcl_value *v) {
  return (const mpfr_t *)&v->u.num;
}

/*
 * MPFR's per-thread state that number work touches: the exponent range
 * and the exception flags. Every function that calls MPFR brackets the
 * calls with hcl_number_enter(), which saves the caller's state and sets
 * the reference's exponent range (32-bit binary exponents), and
 * hcl_number_leave(), which puts the caller's state back.
 */
typedef struct hcl_mpfr_state {
  mpfr_exp_t emin, emax;
  mpfr_flags_t flags;
} hcl_mpfr_state;

void hcl_number_enter(hcl_mpfr_state *saved);
void hcl_number_leave(const hcl_mpfr_state *saved);

/*
 * Whether NFC leaves `cp` as it is wherever it stands: a starter with no
 * canonical decomposition that is never the second of a composite pair.
 * A string of such characters is in NFC already, so building a string
 * value skips the normalisation pass for it.
 */
bool hcl_nfc_inert(int32_t cp);

/* Section - Walks without recursion */

/* Bytes of frames a walk keeps in place before it allocates. */
#define HCL_WALK_INLINE_BYTES 1024

/*
 * A stack of fixed-size frames for walking nested types and values
 * without recursion. The first frames live in the struct itself (on the
 * walker's C stack), so walks of ordinary values allocate nothing; deeper
 * ones continue in an hcl_vec from the allocator. A pointer to a frame is
 * valid until the next push.
 */
typedef struct hcl_walk {
  size_t len;
  size_t elem; /* bytes per frame */
  size_t inline_cap;
  alignas(max_align_t) unsigned char first[HCL_WALK_INLINE_BYTES];
  hcl_vec rest;
} hcl_walk;

void hcl_walk_init(hcl_walk *w, size_t elem, const hcl_alloc *a);
void hcl_walk_fini(hcl_walk *w);
/* A new zeroed frame on top; NULL when out of memory. */
void *hcl_walk_push(hcl_walk *w);
/* The top frame, or NULL when the stack is empty. */
void *hcl_walk_top(hcl_walk *w);
void hcl_walk_pop(hcl_walk *w);

#endif
