/* A bump allocator: many small allocations, one release. */

#include "core/arena.h"

#include <stdint.h>
#include <string.h>

#include "core/alloc.h"

void hcl_arena_init(hcl_arena *a, const hcl_alloc *alloc, size_t block_size) {
  a->alloc = alloc;
  a->head = NULL;
  a->block_size = block_size ? block_size : 32 * 1024;
  a->used_bytes = 0;
}

static void free_blocks_until(hcl_arena *a, hcl_arena_block *keep) {
  while (a->head && a->head != keep) {
    hcl_arena_block *prev = a->head->prev;
    hcl_mem_free(a->alloc, a->head);
    a->head = prev;
  }
}

void hcl_arena_fini(hcl_arena *a) {
  free_blocks_until(a, NULL);
  a->used_bytes = 0;
}

/* Blocks start small and double up to block_size: most arenas (a map's
   keys, a short diagnostic list) hold a few dozen bytes, and a malloc of
   a few kilobytes costs far more than one of a few hundred. */
#define FIRST_BLOCK_SIZE 256

void *hcl_arena_alloc_block(hcl_arena *a, size_t size) {
  size_t need = (size + HCL_ARENA_ALIGN - 1) & ~(HCL_ARENA_ALIGN - 1);
  if (need < size)
    return NULL; /* size_t overflow */
  hcl_arena_block *b = a->head;
  if (!b || b->size - b->used < need) {
    size_t bsize = b ? 2 * b->size : FIRST_BLOCK_SIZE;
    if (bsize > a->block_size)
      bsize = a->block_size;
    if (bsize < need)
      bsize = need;
    if (bsize > SIZE_MAX - sizeof(hcl_arena_block))
      return NULL;
    b = hcl_mem_alloc(a->alloc, sizeof(hcl_arena_block) + bsize);
    if (!b)
      return NULL;
    b->size = bsize;
    b->used = 0;
    b->prev = a->head;
    a->head = b;
  }
  void *p = b->data + b->used;
  b->used += need;
  a->used_bytes += need;
  return p;
}

char *hcl_arena_strndup(hcl_arena *a, const char *s, size_t len) {
  if (len == SIZE_MAX)
    return NULL;
  char *p = hcl_arena_alloc(a, len + 1);
  if (!p)
    return NULL;
  if (len)
    memcpy(p, s, len);
  p[len] = '\0';
  return p;
}

void hcl_arena_reset(hcl_arena *a) {
  /* Keep the newest ordinary block, the largest of them, so that an arena
     reset per item soon allocates nothing; a block made for one outsized
     allocation goes. */
  hcl_arena_block *keep = NULL, *b = a->head;
  while (b) {
    hcl_arena_block *prev = b->prev;
    if (!keep && b->size <= a->block_size) {
      keep = b;
      keep->used = 0;
    } else {
      hcl_mem_free(a->alloc, b);
    }
    b = prev;
  }
  if (keep)
    keep->prev = NULL;
  a->head = keep;
  a->used_bytes = 0;
}

hcl_arena_mark hcl_arena_save(const hcl_arena *a) {
  hcl_arena_mark m = {a->head, a->head ? a->head->used : 0, a->used_bytes};
  return m;
}

void hcl_arena_release(hcl_arena *a, hcl_arena_mark m) {
  free_blocks_until(a, m.block);
  if (a->head)
    a->head->used = m.used;
  a->used_bytes = m.used_bytes;
}
