/* Reading a caller's options struct over the defaults (see options.h). */

#include "core/options.h"

#include <stdint.h>
#include <string.h>

void hcl_options_merge(void *dst, size_t dst_size, const void *src) {
  if (!src)
    return;
  uint32_t size;
  memcpy(&size, src, sizeof size); /* every options struct starts with it */
  size_t n = size == 0 || size > dst_size ? dst_size : size;
  memcpy(dst, src, n);
}
