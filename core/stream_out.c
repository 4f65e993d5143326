/* Output to a stdio stream in large writes (stream_out.h). */

#include "core/stream_out.h"

#include <string.h>

void hcl_stream_out_init(hcl_stream_out *o, FILE *file, const hcl_alloc *a) {
  o->file = file;
  hcl_buf_init(&o->pending, a);
}

void hcl_stream_out_fini(hcl_stream_out *o) { hcl_buf_fini(&o->pending); }

hcl_status hcl_stream_out_flush(hcl_stream_out *o) {
  size_t n = o->pending.len;
  hcl_buf_clear(&o->pending);
  return n == 0 || fwrite(o->pending.data, 1, n, o->file) == n ? HCL_OK
                                                               : HCL_ERR_IO;
}

/* Room for `n` more bytes (at most a chunk), flushing first when the
   chunk would overflow; the place to write them, or NULL with `*st` set. */
static inline char *room(hcl_stream_out *o, size_t n, hcl_status *st) {
  if (o->pending.len + n > HCL_STREAM_OUT_CHUNK) {
    *st = hcl_stream_out_flush(o);
    if (*st != HCL_OK)
      return NULL;
  }
  char *at = hcl_buf_extend(&o->pending, n);
  if (!at)
    *st = HCL_ERR_NOMEM;
  return at;
}

hcl_status hcl_stream_out_put(hcl_stream_out *o, const char *p, size_t n) {
  hcl_status st = HCL_OK;
  if (n >= HCL_STREAM_OUT_CHUNK) {
    /* a piece as large as the buffer goes straight through */
    st = hcl_stream_out_flush(o);
    if (st == HCL_OK && fwrite(p, 1, n, o->file) != n)
      st = HCL_ERR_IO;
    return st;
  }
  char *at = n ? room(o, n, &st) : NULL;
  if (at)
    memcpy(at, p, n);
  return st;
}

hcl_status hcl_stream_out_spaces(hcl_stream_out *o, size_t n) {
  hcl_status st = HCL_OK;
  while (n > 0 && st == HCL_OK) {
    size_t k = n < HCL_STREAM_OUT_CHUNK ? n : HCL_STREAM_OUT_CHUNK;
    char *at = room(o, k, &st);
    if (at)
      memset(at, ' ', k);
    n -= k;
  }
  return st;
}
