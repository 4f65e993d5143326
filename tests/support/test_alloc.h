#ifndef HCL_TEST_ALLOC_H
#define HCL_TEST_ALLOC_H

/* A counting allocator that can also fail on demand. */

#include <stdbool.h>
#include <stddef.h>

#include "hcl/alloc.h"

typedef struct test_alloc {
  hcl_alloc hooks;    /* pass &ta.hooks to the library */
  size_t outstanding; /* live allocations */
  size_t allocations; /* allocation calls so far (malloc + realloc) */
  size_t fail_at;     /* fail the n-th call (1-based); 0 never */
  size_t peak_bytes;
  size_t live_bytes;
} test_alloc;

void test_alloc_init(test_alloc *ta);

#endif
