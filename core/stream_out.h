#ifndef HCL_CORE_STREAM_OUT_H
#define HCL_CORE_STREAM_OUT_H

/*
 * Output to a stdio stream in large writes. Writers produce text a token
 * at a time, and a stdio call per token (with its lock) cost them more
 * than the work of laying the text out; here the text waits in a buffer
 * of about HCL_STREAM_OUT_CHUNK bytes and reaches the stream in one call.
 * A piece that large goes straight to the stream: the buffer never holds
 * more than a chunk.
 */

#include <stdio.h>

#include "core/buf.h"
#include "hcl/common.h"

#define HCL_STREAM_OUT_CHUNK ((size_t)64 << 10)

typedef struct hcl_stream_out {
  FILE *file;
  hcl_buf pending; /* written, not yet handed to `file` */
} hcl_stream_out;

void hcl_stream_out_init(hcl_stream_out *o, FILE *file, const hcl_alloc *a);
/* Frees the buffer; what still waits is not written (flush first). */
void hcl_stream_out_fini(hcl_stream_out *o);

/* Each returns HCL_OK, HCL_ERR_NOMEM or HCL_ERR_IO (the stream failed). */
hcl_status hcl_stream_out_put(hcl_stream_out *o, const char *p, size_t n);
hcl_status hcl_stream_out_spaces(hcl_stream_out *o, size_t n);
/* Hands what waits to the stream (no fflush: that stays the caller's). */
hcl_status hcl_stream_out_flush(hcl_stream_out *o);

#endif
