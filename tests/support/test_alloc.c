/* A counting allocator that can also fail on demand. */

#include "test_alloc.h"

#include <stdlib.h>
#include <string.h>

/* A header in front of every block records its size. */
typedef struct header {
  size_t size;
  size_t pad; /* keeps the payload 16-byte aligned */
} header;

static bool should_fail(test_alloc *ta) {
  ta->allocations++;
  return ta->fail_at && ta->allocations == ta->fail_at;
}

static void *t_malloc(void *ctx, size_t size) {
  test_alloc *ta = ctx;
  if (should_fail(ta))
    return NULL;
  header *h = malloc(sizeof *h + size);
  if (!h)
    return NULL;
  h->size = size;
  ta->outstanding++;
  ta->live_bytes += size;
  if (ta->live_bytes > ta->peak_bytes)
    ta->peak_bytes = ta->live_bytes;
  return h + 1;
}

static void *t_realloc(void *ctx, void *ptr, size_t old_size, size_t size) {
  test_alloc *ta = ctx;
  (void)old_size;
  if (!ptr)
    return t_malloc(ctx, size);
  if (should_fail(ta))
    return NULL;
  header *h = (header *)ptr - 1;
  size_t before = h->size;
  header *n = realloc(h, sizeof *n + size);
  if (!n)
    return NULL;
  n->size = size;
  ta->live_bytes = ta->live_bytes - before + size;
  if (ta->live_bytes > ta->peak_bytes)
    ta->peak_bytes = ta->live_bytes;
  return n + 1;
}

static void t_free(void *ctx, void *ptr) {
  test_alloc *ta = ctx;
  if (!ptr)
    return;
  header *h = (header *)ptr - 1;
  ta->outstanding--;
  ta->live_bytes -= h->size;
  free(h);
}

void test_alloc_init(test_alloc *ta) {
  memset(ta, 0, sizeof *ta);
  ta->hooks.malloc = t_malloc;
  ta->hooks.realloc = t_realloc;
  ta->hooks.free = t_free;
  ta->hooks.ctx = ta;
}
