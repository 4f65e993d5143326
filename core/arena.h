#ifndef HCL_CORE_ARENA_H
#define HCL_CORE_ARENA_H

/*
 * A bump allocator: many small allocations, one release. Blocks come from the
 * arena's hcl_alloc; nothing is freed individually.
 */

#include <stdalign.h>
#include <stdbool.h>
#include <stddef.h>
#include <string.h>

#include "hcl/alloc.h"

typedef struct hcl_arena_block hcl_arena_block;

/* In the header so that allocation's common case can be inline: the
   parsers and the tree builder allocate per token and per node. */
struct hcl_arena_block {
  hcl_arena_block *prev;
  size_t size; /* usable bytes after the header */
  size_t used;
  alignas(max_align_t) unsigned char data[];
};

#define HCL_ARENA_ALIGN (alignof(max_align_t))

typedef struct hcl_arena {
  const hcl_alloc *alloc;
  hcl_arena_block *head; /* newest block, where allocation happens */
  size_t block_size;     /* size of ordinary blocks */
  size_t used_bytes;     /* bytes handed out, for accounting */
} hcl_arena;

/* A point to release back to, in stack order. */
typedef struct hcl_arena_mark {
  hcl_arena_block *block;
  size_t used;
  size_t used_bytes;
} hcl_arena_mark;

void hcl_arena_init(hcl_arena *a, const hcl_alloc *alloc, size_t block_size);
void hcl_arena_fini(hcl_arena *a);

/* hcl_arena_alloc when the newest block is full: a new block. */
void *hcl_arena_alloc_block(hcl_arena *a, size_t size);

/* Aligned for any object; NULL when out of memory. */
static inline void *hcl_arena_alloc(hcl_arena *a, size_t size) {
  size_t need = (size + HCL_ARENA_ALIGN - 1) & ~(HCL_ARENA_ALIGN - 1);
  hcl_arena_block *b = a->head;
  if (!b || need < size || b->size - b->used < need)
    return hcl_arena_alloc_block(a, size);
  void *p = b->data + b->used;
  b->used += need;
  a->used_bytes += need;
  return p;
}

/* A NUL-terminated copy of `len` bytes. */
char *hcl_arena_strndup(hcl_arena *a, const char *s, size_t len);

static inline void *hcl_arena_memdup(hcl_arena *a, const void *src,
                                     size_t len) {
  void *p = hcl_arena_alloc(a, len);
  if (p && len)
    memcpy(p, src, len);
  return p;
}

/* Frees every block but the newest, keeping it for reuse. */
void hcl_arena_reset(hcl_arena *a);

hcl_arena_mark hcl_arena_save(const hcl_arena *a);
/* Releases everything allocated since `m` was taken. */
void hcl_arena_release(hcl_arena *a, hcl_arena_mark m);

#endif
