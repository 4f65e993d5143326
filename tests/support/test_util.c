/* Helpers shared by the test suites. */

#include "test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *test_read_file(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  size_t cap = 4096, n = 0;
  char *buf = malloc(cap);
  for (;;) {
    if (n + 4096 + 1 > cap) {
      cap *= 2;
      buf = realloc(buf, cap);
    }
    size_t got = fread(buf + n, 1, cap - n - 1, f);
    n += got;
    if (got == 0)
      break;
  }
  fclose(f);
  buf[n] = '\0';
  if (len)
    *len = n;
  return buf;
}

test_parse_opts test_parse_defaults(void) {
  test_parse_opts o;
  memset(&o, 0, sizeof o);
  o.stop_at_event = -1;
  return o;
}

/* Reads from a buffer at most `chunk` bytes at a time. */
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

/* Counts events and stops at a chosen one. */
typedef struct stopper {
  long stop_at;
  size_t seen;
} stopper;

static hcl_status stopper_event(void *ctx, const hcl_event *ev) {
  (void)ev;
  stopper *s = ctx;
  if (s->stop_at >= 0 && (long)s->seen == s->stop_at) {
    s->seen++;
    return HCL_STOP;
  }
  s->seen++;
  return HCL_OK;
}

/* Forwards events (and the end) to a tee, diagnostics to a collection. */
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

/* The diagnostics as hcldec --diags=json prints them, lexical order first. */
static char *render_hcldec_json(hcl_diags *ds) {
  char *json = NULL;
  size_t json_len = 0;
  FILE *jm = open_memstream(&json, &json_len);
  hcl_diags_lexical_first(ds, 0);
  hcl_diags_render_json(ds, jm);
  fclose(jm);
  return json;
}

test_parse_result test_parse(const char *src, size_t len, const char *name,
                             const test_parse_opts *o) {
  test_parse_result r;
  memset(&r, 0, sizeof r);
  char *dump_buf = NULL;
  size_t dump_len = 0;
  FILE *mem = open_memstream(&dump_buf, &dump_len);
  hcl_dump *dump = hcl_dump_new(mem, o->trivia, o->alloc);
  hcl_checker *checker = hcl_checker_new(o->alloc);
  hcl_diags *ds = hcl_diags_new(o->alloc);
  stopper st = {o->stop_at_event, 0};
  hcl_sink sinks[3];
  size_t n = 0;
  if (checker)
    sinks[n++] = hcl_checker_sink(checker);
  if (dump)
    sinks[n++] = hcl_dump_sink(dump);
  hcl_sink stop_sink = {.ctx = &st, .event = stopper_event};
  sinks[n++] = stop_sink;
  hcl_tee *tee =
      (checker && dump && ds) ? hcl_tee_new(sinks, n, o->alloc) : NULL;
  if (!tee) {
    r.status = HCL_ERR_NOMEM;
  } else {
    wrap w = {hcl_tee_sink(tee), ds};
    hcl_sink ws = {.ctx = &w,
                   .event = wrap_event,
                   .diagnostic = wrap_diag,
                   .end = wrap_end,
                   .wants = o->trivia ? HCL_SINK_WANTS_TRIVIA : 0u};
    chunk_reader cr = {src, len, 0, o->chunk};
    hcl_reader rd = {&cr, chunk_read};
    if (o->json) {
      hcl_json_options jo = hcl_json_options_default();
      jo.alloc = o->alloc;
      if (o->max_depth)
        jo.max_depth = o->max_depth;
      if (o->max_token_bytes)
        jo.max_token_bytes = o->max_token_bytes;
      if (o->chunk)
        jo.chunk_size = o->chunk;
      r.status = o->chunk ? hcl_json_parse_reader(rd, name, ws, &jo)
                          : hcl_json_parse(src, len, name, ws, &jo);
    } else {
      hcl_native_options no = hcl_native_options_default();
      no.alloc = o->alloc;
      if (o->chunk)
        no.chunk_size = o->chunk;
      r.status = o->chunk ? hcl_native_parse_reader(rd, name, ws, &no)
                          : hcl_native_parse(src, len, name, ws, &no);
    }
  }
  fclose(mem);
  r.dump = dump_buf;
  r.events = st.seen;
  if (checker && hcl_checker_error(checker))
    r.checker_error = strdup(hcl_checker_error(checker));
  if (!ds)
    r.diags_json = strdup("");
  else if (o->render_diags)
    r.diags_json = o->render_diags(ds);
  else
    r.diags_json = render_hcldec_json(ds);
  hcl_tee_free(tee);
  hcl_dump_free(dump);
  hcl_checker_free(checker);
  hcl_diags_free(ds);
  return r;
}

void test_parse_result_free(test_parse_result *r) {
  free(r->dump);
  free(r->diags_json);
  free(r->checker_error);
  memset(r, 0, sizeof *r);
}

char *test_dump(const char *src) {
  test_parse_opts o = test_parse_defaults();
  test_parse_result r = test_parse(src, strlen(src), "t.hcl", &o);
  char *d = r.checker_error ? strdup(r.checker_error) : strdup(r.dump);
  test_parse_result_free(&r);
  return d;
}

/* Reads the next bytes of a test_gen. */
hcl_status test_gen_read(void *ctx, char *buf, size_t cap, size_t *got) {
  test_gen *g = ctx;
  size_t o = 0;
  while (o < cap && g->part < 3) {
    const char *s = g->part == 0 ? g->head : g->part == 1 ? g->unit : g->tail;
    size_t len = strlen(s);
    if (g->part == 1 && g->i >= g->n) {
      g->part++;
      g->pos = 0;
      continue;
    }
    size_t take = len - g->pos < cap - o ? len - g->pos : cap - o;
    memcpy(buf + o, s + g->pos, take);
    o += take;
    g->pos += take;
    if (g->pos == len) {
      g->pos = 0;
      if (g->part == 1)
        g->i++;
      else
        g->part++;
    }
  }
  *got = o;
  return HCL_OK;
}

void test_text_add(test_text *t, const char *s) {
  size_t n = strlen(s);
  if (t->len + n + 1 > t->cap) {
    t->cap = 2 * (t->len + n + 1);
    t->data = realloc(t->data, t->cap);
    if (!t->data)
      abort();
  }
  memcpy(t->data + t->len, s, n + 1);
  t->len += n;
}
