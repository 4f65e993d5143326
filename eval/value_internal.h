#ifndef HCL_EVAL_VALUE_INTERNAL_H
#define HCL_EVAL_VALUE_INTERNAL_H

/*
 * The layout of types and values, shared by the files of eval/. Nothing
 * outside eval/ looks inside.
 */

#include <mpfr.h>
#include <stdbool.h>
#include <stdint.h>

#include "hcl/value.h"

/* Reference counts at this value belong to static objects. */
#define HCL_IMMORTAL UINT32_MAX

typedef struct hcl_type_attr {
  hcl_str name; /* points into the type's own allocation */
  const hcl_type *type;
} hcl_type_attr;

struct hcl_type {
  uint32_t refs;
  uint8_t kind; /* hcl_type_kind */
  const hcl_alloc *alloc;
  const hcl_type *elem; /* list, set, map */
  size_t n;             /* tuple elements, object attributes */
  union {
    const hcl_type **elems; /* tuple */
    hcl_type_attr *attrs;   /* object, sorted by name */
  } u;
  const char *capsule_name;
  hcl_capsule_ops capsule_ops;
};

enum { HCL_VF_NULL = 1, HCL_VF_UNKNOWN = 2 };

struct hcl_value {
  uint32_t refs;
  uint8_t flags;
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

/* A number value holding a copy of `x` at its precision. */
hcl_value *hcl_value_number_from_mpfr(const mpfr_t x, const hcl_alloc *a);
/* The number of a known, non-null number value. */
static inline const mpfr_t *hcl_value_mpfr(const hcl_value *v) {
  return (const mpfr_t *)&v->u.num;
}

/* Sets MPFR's exponent range to the reference's (32-bit binary exponents),
   once per thread; every number path calls it. */
void hcl_number_init(void);

#endif
