/* A growable array of fixed-size elements. */

#include "core/vec.h"

#include <stdint.h>
#include <string.h>

#include "core/alloc.h"

void hcl_vec_init(hcl_vec *v, const hcl_alloc *alloc, size_t elem_size) {
  v->alloc = alloc;
  v->data = NULL;
  v->len = v->cap = 0;
  v->elem_size = elem_size;
}

void hcl_vec_fini(hcl_vec *v) {
  hcl_mem_free(v->alloc, v->data);
  v->data = NULL;
  v->len = v->cap = 0;
}

bool hcl_vec_grow(hcl_vec *v, size_t extra) {
  if (extra > SIZE_MAX - v->len)
    return false;
  size_t need = v->len + extra;
  if (need <= v->cap)
    return true;
  size_t cap = v->cap ? v->cap : 8;
  while (cap < need)
    cap *= 2;
  if (cap > SIZE_MAX / v->elem_size)
    return false;
  void *p = hcl_mem_realloc(v->alloc, v->data, v->cap * v->elem_size,
                            cap * v->elem_size);
  if (!p)
    return false;
  v->data = p;
  v->cap = cap;
  return true;
}

void *hcl_vec_push_zero(hcl_vec *v) {
  if (!hcl_vec_reserve(v, 1))
    return NULL;
  void *slot = hcl_vec_at(v, v->len++);
  memset(slot, 0, v->elem_size);
  return slot;
}

void hcl_vec_drop_front(hcl_vec *v, size_t n) {
  if (n >= v->len) {
    v->len = 0;
    return;
  }
  memmove(v->data, hcl_vec_at(v, n), (v->len - n) * v->elem_size);
  v->len -= n;
}
