/*
 * The writer sink: TOKEN events in, text out. The verbatim style writes
 * each token's blanks and bytes as they came; the canonical style hands
 * the tokens to the formatter (format.c), which writes them line by line.
 */

#include "hcl/write.h"

#include <string.h>

#include "core/alloc.h"
#include "core/options.h"
#include "writers/format.h"
#include "writers/terraform.h"

struct hcl_writer {
  const hcl_alloc *alloc;
  FILE *out;
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
  hcl_formatter_init(&wr->fmt, alloc, out);
  hcl_tf_init(&wr->tf, alloc, &wr->fmt);
  *w = wr;
  return HCL_OK;
}

void hcl_writer_free(hcl_writer *w) {
  if (!w)
    return;
  hcl_formatter_fini(&w->fmt);
  hcl_tf_fini(&w->tf);
  hcl_mem_free(w->alloc, w);
}

static hcl_status put(FILE *out, hcl_str s) {
  return s.len == 0 || fwrite(s.ptr, 1, s.len, out) == s.len ? HCL_OK
                                                             : HCL_ERR_IO;
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
  hcl_status st = put(w->out, ev->as.token.space);
  return st == HCL_OK ? put(w->out, ev->as.token.text) : st;
}

static hcl_status writer_end(void *ctx, hcl_status how) {
  hcl_writer *w = ctx;
  hcl_status st = HCL_OK;
  if (w->style == HCL_WRITE_CANONICAL)
    st = hcl_formatter_finish(&w->fmt, how == HCL_OK);
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
  return s;
}
