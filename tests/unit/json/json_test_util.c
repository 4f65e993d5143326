/* Helpers shared by the JSON syntax suites. */

#include "json_test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/buf.h"
#include "core/json_text.h"

jt_opts jt_defaults(void) {
  jt_opts o;
  memset(&o, 0, sizeof o);
  o.stop_at_event = -1;
  return o;
}

typedef struct chunk_reader {
  const char *src;
  size_t len, pos, chunk;
} chunk_reader;

static hcl_status chunk_read(void *ctx, char *buf, size_t cap, size_t *got) {
  chunk_reader *r = ctx;
  size_t n = r->len - r->pos;
  if (n > r->chunk)
    n = r->chunk;
  if (n > cap)
    n = cap;
  memcpy(buf, r->src + r->pos, n);
  r->pos += n;
  *got = n;
  return HCL_OK;
}

typedef struct stopper {
  long stop_at;
  size_t seen;
} stopper;

static hcl_status stopper_event(void *ctx, const hcl_event *ev) {
  (void)ev;
  stopper *s = ctx;
  bool stop = s->stop_at >= 0 && (long)s->seen == s->stop_at;
  s->seen++;
  return stop ? HCL_STOP : HCL_OK;
}

typedef struct wrap {
  hcl_sink tee;
  hcl_diags *ds;
} wrap;

static hcl_status wrap_event(void *ctx, const hcl_event *ev) {
  wrap *w = ctx;
  return w->tee.event(w->tee.ctx, ev);
}

static hcl_status wrap_diag(void *ctx, const hcl_diag *d) {
  wrap *w = ctx;
  return hcl_diags_add(w->ds, d);
}

static hcl_status wrap_end(void *ctx, hcl_status how) {
  wrap *w = ctx;
  return w->tee.end(w->tee.ctx, how);
}

jt_result jt_parse(const char *src, size_t len, const char *name,
                   const jt_opts *o) {
  jt_result r;
  memset(&r, 0, sizeof r);
  char *dump_buf = NULL;
  size_t dump_len = 0;
  FILE *mem = open_memstream(&dump_buf, &dump_len);
  hcl_dump *dump = hcl_dump_new(mem, false, o->alloc);
  hcl_checker *checker = hcl_checker_new(o->alloc);
  hcl_diags *ds = hcl_diags_new(o->alloc);
  stopper st = {o->stop_at_event, 0};
  hcl_sink sinks[3];
  size_t n = 0;
  if (checker)
    sinks[n++] = hcl_checker_sink(checker);
  if (dump)
    sinks[n++] = hcl_dump_sink(dump);
  hcl_sink stop_sink = {&st, stopper_event, NULL, NULL, 0};
  sinks[n++] = stop_sink;
  hcl_tee *tee = (checker && dump && ds) ? hcl_tee_new(sinks, n, o->alloc)
                                         : NULL;
  if (!tee) {
    r.status = HCL_ERR_NOMEM;
  } else {
    wrap w = {hcl_tee_sink(tee), ds};
    hcl_sink ws = {&w, wrap_event, wrap_diag, wrap_end, 0};
    hcl_json_options jo = hcl_json_options_default();
    jo.alloc = o->alloc;
    if (o->max_depth)
      jo.max_depth = o->max_depth;
    if (o->max_token_bytes)
      jo.max_token_bytes = o->max_token_bytes;
    if (o->chunk) {
      chunk_reader cr = {src, len, 0, o->chunk};
      jo.chunk_size = o->chunk;
      hcl_reader rd = {&cr, chunk_read};
      r.status = hcl_json_parse_reader(rd, name, ws, &jo);
    } else {
      r.status = hcl_json_parse(src, len, name, ws, &jo);
    }
  }
  fclose(mem);
  r.dump = dump_buf;
  r.events = st.seen;
  if (checker && hcl_checker_error(checker))
    r.checker_error = strdup(hcl_checker_error(checker));
  r.diags = ds ? jt_render_diags(ds) : strdup("");
  hcl_tee_free(tee);
  hcl_dump_free(dump);
  hcl_checker_free(checker);
  hcl_diags_free(ds);
  return r;
}

void jt_result_free(jt_result *r) {
  free(r->dump);
  free(r->diags);
  free(r->checker_error);
  memset(r, 0, sizeof *r);
}

static void put_pos(hcl_buf *b, const char *name, const hcl_pos *p) {
  hcl_buf_printf(b,
                 "        \"%s\": {\n"
                 "          \"line\": %u,\n"
                 "          \"column\": %u,\n"
                 "          \"byte\": %llu\n"
                 "        }",
                 name, p->line, p->column, (unsigned long long)p->byte);
}

static void put_range(hcl_buf *b, const char *name, const hcl_range *r) {
  const char *f = r->filename ? r->filename : "";
  hcl_buf_printf(b, ",\n      \"%s\": {\n        \"filename\": ", name);
  hcl_json_quote(b, f, strlen(f));
  hcl_buf_puts(b, ",\n");
  put_pos(b, "start", &r->start);
  hcl_buf_puts(b, ",\n");
  put_pos(b, "end", &r->end);
  hcl_buf_puts(b, "\n      }");
}

char *jt_render_diags(const hcl_diags *ds) {
  size_t n = hcl_diags_count(ds);
  if (n == 0)
    return strdup("");
  hcl_buf b;
  hcl_buf_init(&b, NULL);
  hcl_buf_puts(&b, "{\n  \"diagnostics\": [\n");
  for (size_t i = 0; i < n; i++) {
    const hcl_diag *d = hcl_diags_get(ds, i);
    hcl_buf_printf(&b, "    {\n      \"severity\": \"%s\",\n      \"summary\": ",
                   d->severity == HCL_DIAG_WARNING ? "warning" : "error");
    hcl_json_quote(&b, d->summary, strlen(d->summary));
    if (d->detail && d->detail[0]) {
      hcl_buf_puts(&b, ",\n      \"detail\": ");
      hcl_json_quote(&b, d->detail, strlen(d->detail));
    }
    if (d->subject)
      put_range(&b, "subject", d->subject);
    if (d->context)
      put_range(&b, "context", d->context);
    hcl_buf_puts(&b, i + 1 < n ? "\n    },\n" : "\n    }\n");
  }
  hcl_buf_puts(&b, "  ]\n}\n");
  hcl_buf_terminate(&b);
  char *out = strdup(b.data);
  hcl_buf_fini(&b);
  return out;
}
