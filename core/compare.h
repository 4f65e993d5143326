#ifndef HCL_CORE_COMPARE_H
#define HCL_CORE_COMPARE_H

/*
 * The one order of byte strings used wherever names, keys or labels are
 * sorted: byte by byte, and a string before every longer one it begins.
 * It is the order of Go's string comparison, which the reference sorts by.
 */

#include <stddef.h>
#include <string.h>

#include "hcl/common.h"

static inline int hcl_bytes_compare(const char *a, size_t alen, const char *b,
                                    size_t blen) {
  size_t n = alen < blen ? alen : blen;
  int c = n ? memcmp(a, b, n) : 0; /* memcmp must not see NULL, even for 0 */
  if (c)
    return c;
  return alen < blen ? -1 : alen > blen ? 1 : 0;
}

static inline int hcl_str_compare(hcl_str a, hcl_str b) {
  return hcl_bytes_compare(a.ptr, a.len, b.ptr, b.len);
}

#endif
