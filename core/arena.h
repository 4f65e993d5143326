#ifndef HCL_CORE_ARENA_H
#define HCL_CORE_ARENA_H

/*
 * A bump allocator: many small allocations, one release. Blocks come from the
 * arena's hcl_alloc; nothing is freed individually.
 */

#include <stdbool.h>
#include <stddef.h>

#include "hcl/alloc.h"

typedef struct hcl_arena_block hcl_arena_block;

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

/* Aligned for any object; NULL when out of memory. */
void *hcl_arena_alloc(hcl_arena *a, size_t size);
/* A NUL-terminated copy of `len` bytes. */
char *hcl_arena_strndup(hcl_arena *a, const char *s, size_t len);
void *hcl_arena_memdup(hcl_arena *a, const void *p, size_t len);

/* Frees every block but the oldest, keeping it for reuse. */
void hcl_arena_reset(hcl_arena *a);

hcl_arena_mark hcl_arena_save(const hcl_arena *a);
/* Releases everything allocated since `m` was taken. */
void hcl_arena_release(hcl_arena *a, hcl_arena_mark m);

#endif
