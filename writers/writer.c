/*
 * The writer sink: TOKEN events in, text out. The verbatim style writes
 * each token's blanks and bytes as they came; the canonical style hands
 * the tokens to the formatter (format.c), which writes them line by line.
 */

#include "hcl/write.h"

#include <string.h>

#include "core/alloc.h"
#include "core/options.h"
#include "core/stream_out.h"
#include "writers/format.h"
#include "writers/terraform.h"

struct hcl_writer {
  const hcl_alloc *alloc;
  FILE *out;
  hcl_stream_out verbatim; /* the verbatim style's output */
  hcl_write_style style;
  bool terraform;
  hcl_formatter fmt;
  hcl_tf_rewriter tf;
};

hcl_write_options hcl_write_options_default(void) {
  hcl_write_options o;
  memset(&o, 0, sizeof o);
  o.size = sizeof o;
  o.style = HCL_WRITE_VERBATIM;
  return o;
}

hcl_status hcl_writer_new(FILE *out, const hcl_write_options *opts,
                          hcl_writer **w) {
  hcl_write_options o = hcl_write_options_default();
  hcl_options_merge(&o, sizeof o, opts);
  const hcl_alloc *alloc = hcl_alloc_or_default(o.alloc);
  hcl_writer *wr = hcl_mem_alloc(alloc, sizeof *wr);
  *w = NULL;
  if (!wr)
    return HCL_ERR_NOMEM;
  wr->alloc = alloc;
  wr->out = out;
  wr->style = o.style;
  wr->terraform = o.terraform && o.style == HCL_WRITE_CANONICAL;
  hcl_stream_out_init(&wr->verbatim, out, alloc);
  hcl_formatter_init(&wr->fmt, alloc, out);
  hcl_tf_init(&wr->tf, alloc, &wr->fmt);
  *w = wr;
  return HCL_OK;
}

void hcl_writer_free(hcl_writer *w) {
  if (!w)
    return;
  hcl_stream_out_fini(&w->verbatim);
  hcl_formatter_fini(&w->fmt);
  hcl_tf_fini(&w->tf);
  hcl_mem_free(w->alloc, w);
}

static hcl_status writer_event(void *ctx, const hcl_event *ev) {
  hcl_writer *w = ctx;
  if (w->terraform)
    return hcl_tf_event(&w->tf, ev);
  if (ev->kind != HCL_EV_TOKEN)
    return HCL_OK;
  if (w->style == HCL_WRITE_CANONICAL)
    return hcl_formatter_token(&w->fmt, ev->as.token.kind, ev->as.token.text,
                               ev->as.token.space);
  hcl_status st = hcl_stream_out_put(&w->verbatim, ev->as.token.space.ptr,
                                     ev->as.token.space.len);
  return st == HCL_OK ? hcl_stream_out_put(&w->verbatim, ev->as.token.text.ptr,
                                           ev->as.token.text.len)
                      : st;
}

static hcl_status writer_end(void *ctx, hcl_status how) {
  hcl_writer *w = ctx;
  hcl_status st = HCL_OK;
  if (w->style == HCL_WRITE_CANONICAL)
    st = hcl_formatter_finish(&w->fmt, how == HCL_OK);
  else
    st = hcl_stream_out_flush(&w->verbatim);
  hcl_tf_reset(&w->tf);
  if (st == HCL_OK && fflush(w->out) != 0)
    st = HCL_ERR_IO;
  return st;
}

hcl_sink hcl_writer_sink(hcl_writer *w) {
  hcl_sink s;
  memset(&s, 0, sizeof s);
  s.ctx = w;
  s.event = writer_event;
  s.end = writer_end;
  s.wants = HCL_SINK_WANTS_TOKENS;
  /* the text is in the tokens: only the terraform rewrites look at the
     expressions */
  if (!w->terraform)
    s.wants |= HCL_SINK_SKIPS_EXPRS;
  return s;
}
