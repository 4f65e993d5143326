/* A growable byte buffer. */

#include "core/buf.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "core/alloc.h"

void hcl_buf_init(hcl_buf *b, const hcl_alloc *alloc) {
  b->alloc = alloc;
  b->data = NULL;
  b->len = 0;
  b->cap = 0;
}

void hcl_buf_fini(hcl_buf *b) {
  hcl_mem_free(b->alloc, b->data);
  b->data = NULL;
  b->len = b->cap = 0;
}

bool hcl_buf_grow(hcl_buf *b, size_t extra) {
  if (extra > SIZE_MAX - b->len - 1)
    return false;
  size_t need = b->len + extra + 1; /* room for a terminating NUL */
  if (need <= b->cap)
    return true;
  size_t cap = b->cap ? b->cap : 64;
  while (cap < need)
    cap = cap > SIZE_MAX / 2 ? need : cap * 2;
  char *p = hcl_mem_realloc(b->alloc, b->data, b->cap, cap);
  if (!p)
    return false;
  b->data = p;
  b->cap = cap;
  return true;
}

bool hcl_buf_puts(hcl_buf *b, const char *s) {
  return hcl_buf_append(b, s, strlen(s));
}

bool hcl_buf_printf(hcl_buf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  if (n < 0 || !hcl_buf_reserve(b, (size_t)n)) {
    va_end(ap2);
    return false;
  }
  vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap2);
  va_end(ap2);
  b->len += (size_t)n;
  return true;
}

bool hcl_buf_terminate(hcl_buf *b) {
  if (!hcl_buf_reserve(b, 0))
    return false;
  b->data[b->len] = '\0';
  return true;
}

const char *hcl_buf_vformat(hcl_buf *b, const char *fmt, va_list ap) {
  hcl_buf_clear(b);
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap);
  if (n < 0 || !hcl_buf_reserve(b, (size_t)n)) {
    va_end(ap2);
    return NULL;
  }
  vsnprintf(b->data, (size_t)n + 1, fmt, ap2);
  va_end(ap2);
  b->len = (size_t)n;
  return b->data;
}

const char *hcl_buf_format(hcl_buf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const char *s = hcl_buf_vformat(b, fmt, ap);
  va_end(ap);
  return s;
}

bool hcl_buf_put_range(hcl_buf *b, const hcl_range *r) {
  size_t n = hcl_range_format(r, NULL, 0);
  char *at = hcl_buf_extend(b, n);
  if (at)
    hcl_range_format(r, at, n + 1);
  return at != NULL;
}

hcl_status hcl_buf_take(hcl_buf *b, char **out, size_t *len) {
  if (!hcl_buf_terminate(b))
    return HCL_ERR_NOMEM;
  *out = b->data;
  if (len)
    *len = b->len;
  b->data = NULL;
  b->len = b->cap = 0;
  return HCL_OK;
}

size_t hcl_copy_out(const char *s, size_t n, char *buf, size_t cap) {
  if (cap) {
    size_t k = n < cap - 1 ? n : cap - 1;
    if (k)
      memcpy(buf, s, k);
    buf[k] = '\0';
  }
  return n;
}
