#ifndef HCL_CORE_VEC_H
#define HCL_CORE_VEC_H

/*
 * A growable array of fixed-size elements: the one vector of the library.
 * Elements are copied in and out by value; `data` moves when the vector grows.
 */

#include <stdbool.h>
#include <stddef.h>
#include <string.h>

#include "hcl/alloc.h"

typedef struct hcl_vec {
  const hcl_alloc *alloc;
  void *data;
  size_t len;
  size_t cap;
  size_t elem_size;
} hcl_vec;

void hcl_vec_init(hcl_vec *v, const hcl_alloc *alloc, size_t elem_size);
void hcl_vec_fini(hcl_vec *v);

/* hcl_vec_reserve's slow path: grows the storage. */
bool hcl_vec_grow(hcl_vec *v, size_t extra);

/* Makes room for `extra` more elements. Inline, as is hcl_vec_push: both
   run per token and per node. */
static inline bool hcl_vec_reserve(hcl_vec *v, size_t extra) {
  return v->cap - v->len >= extra || hcl_vec_grow(v, extra);
}

/* Appends a copy of *elem; returns a pointer to the new slot or NULL. */
static inline void *hcl_vec_push(hcl_vec *v, const void *elem) {
  if (!hcl_vec_reserve(v, 1))
    return NULL;
  void *slot = (char *)v->data + v->len++ * v->elem_size;
  memcpy(slot, elem, v->elem_size);
  return slot;
}
/* Appends a slot for the caller to fill, every field of it; returns it or
   NULL. Cheaper than hcl_vec_push where an element is built field by
   field: nothing is copied. */
static inline void *hcl_vec_push_slot(hcl_vec *v) {
  if (!hcl_vec_reserve(v, 1))
    return NULL;
  return (char *)v->data + v->len++ * v->elem_size;
}
/* Appends a zeroed slot; returns it or NULL. */
void *hcl_vec_push_zero(hcl_vec *v);

static inline void *hcl_vec_at(const hcl_vec *v, size_t i) {
  return (char *)v->data + i * v->elem_size;
}

static inline void *hcl_vec_last(const hcl_vec *v) {
  return v->len ? hcl_vec_at(v, v->len - 1) : NULL;
}

static inline void hcl_vec_pop(hcl_vec *v) {
  if (v->len)
    v->len--;
}

static inline void hcl_vec_clear(hcl_vec *v) { v->len = 0; }

/* Removes the first `n` elements, moving the rest down. */
void hcl_vec_drop_front(hcl_vec *v, size_t n);

#endif
