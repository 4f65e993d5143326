#ifndef HCL_CORE_BUF_H
#define HCL_CORE_BUF_H

/* A growable byte buffer. Functions returning bool report false on NOMEM. */

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <string.h>

#include "hcl/alloc.h"
#include "hcl/diag.h"

typedef struct hcl_buf {
  const hcl_alloc *alloc;
  char *data;
  size_t len;
  size_t cap;
} hcl_buf;

void hcl_buf_init(hcl_buf *b, const hcl_alloc *alloc);
void hcl_buf_fini(hcl_buf *b);

/* hcl_buf_reserve's slow path: grows the storage. */
bool hcl_buf_grow(hcl_buf *b, size_t extra);

/* Makes room for `extra` more bytes past `len` (and a NUL after them).
   Inline, like the appends below: writers call them per token. */
static inline bool hcl_buf_reserve(hcl_buf *b, size_t extra) {
  return b->cap - b->len > extra || hcl_buf_grow(b, extra);
}

/* `n` more bytes past `len`, for the caller to fill (a NUL fits after
   them): where they start, or NULL when out of memory. */
static inline char *hcl_buf_extend(hcl_buf *b, size_t n) {
  if (!hcl_buf_reserve(b, n))
    return NULL;
  char *at = b->data + b->len;
  b->len += n;
  return at;
}

static inline bool hcl_buf_append(hcl_buf *b, const void *p, size_t len) {
  if (!hcl_buf_reserve(b, len))
    return false;
  if (len)
    memcpy(b->data + b->len, p, len);
  b->len += len;
  return true;
}

static inline bool hcl_buf_putc(hcl_buf *b, char c) {
  if (!hcl_buf_reserve(b, 1))
    return false;
  b->data[b->len++] = c;
  return true;
}
bool hcl_buf_puts(hcl_buf *b, const char *s);
/* printf-style append. */
bool hcl_buf_printf(hcl_buf *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* Keeps the data NUL-terminated past `len` (the NUL is not counted). */
bool hcl_buf_terminate(hcl_buf *b);

/* The snprintf convention for APIs that fill a caller's buffer: copies at
   most `cap` - 1 of the `n` bytes of `s` into `buf`, NUL-terminated (when
   `cap` > 0), and returns `n`, the length the whole text needs. */
size_t hcl_copy_out(const char *s, size_t n, char *buf, size_t cap);

/* Empties the buffer and formats into it like printf: the NUL-terminated
   text, as long as it needs to be (messages are never cut short), or NULL
   when out of memory. Valid until the buffer next changes. */
const char *hcl_buf_format(hcl_buf *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* As hcl_buf_format, with the arguments in `ap`. */
const char *hcl_buf_vformat(hcl_buf *b, const char *fmt, va_list ap)
    __attribute__((format(printf, 2, 0)));

/* Appends `r` as hcl_range_format writes it ("file:3,5-9"), whole. */
bool hcl_buf_put_range(hcl_buf *b, const hcl_range *r);

/* Hands the NUL-terminated contents to the caller: *out, allocated with
   the buffer's allocator (free it with hcl_mem_free), *len its length
   when `len` is not NULL. The buffer is left empty. HCL_ERR_NOMEM when
   the NUL does not fit; the buffer then keeps its contents. */
hcl_status hcl_buf_take(hcl_buf *b, char **out, size_t *len);

static inline void hcl_buf_clear(hcl_buf *b) { b->len = 0; }

#endif
