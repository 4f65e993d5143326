/* The tee: one stream forwarded to several sinks in order. */

#include <stdint.h>
#include <string.h>

#include "core/alloc.h"
#include "hcl/events.h"

struct hcl_tee {
  const hcl_alloc *alloc;
  size_t n;
  hcl_sink sinks[];
};

hcl_tee *hcl_tee_new(const hcl_sink *sinks, size_t n, const hcl_alloc *alloc) {
  if (n > (SIZE_MAX - sizeof(hcl_tee)) / sizeof(hcl_sink))
    return NULL;
  hcl_tee *t = hcl_mem_alloc(alloc, sizeof *t + n * sizeof(hcl_sink));
  if (!t)
    return NULL;
  t->alloc = alloc;
  t->n = n;
  if (n)
    memcpy(t->sinks, sinks, n * sizeof(hcl_sink));
  return t;
}

void hcl_tee_free(hcl_tee *t) {
  if (t)
    hcl_mem_free(t->alloc, t);
}

static hcl_status tee_event(void *ctx, const hcl_event *ev) {
  hcl_tee *t = ctx;
  for (size_t i = 0; i < t->n; i++) {
    hcl_sink *s = &t->sinks[i];
    /* trivia and tokens go only to the sinks that asked for them */
    if (ev->kind == HCL_EV_TRIVIA && !(s->wants & HCL_SINK_WANTS_TRIVIA))
      continue;
    if (ev->kind == HCL_EV_TOKEN && !(s->wants & HCL_SINK_WANTS_TOKENS))
      continue;
    if ((ev->kind == HCL_EV_EXPR_BEGIN || ev->kind == HCL_EV_EXPR_END) &&
        (s->wants & HCL_SINK_SKIPS_EXPRS))
      continue;
    if (s->event) {
      hcl_status st = s->event(s->ctx, ev);
      if (st != HCL_OK)
        return st;
    }
  }
  return HCL_OK;
}

static hcl_status tee_diagnostic(void *ctx, const hcl_diag *d) {
  hcl_tee *t = ctx;
  for (size_t i = 0; i < t->n; i++) {
    hcl_sink *s = &t->sinks[i];
    if (s->diagnostic) {
      hcl_status st = s->diagnostic(s->ctx, d);
      if (st != HCL_OK)
        return st;
    }
  }
  return HCL_OK;
}

static hcl_status tee_end(void *ctx, hcl_status how) {
  hcl_tee *t = ctx;
  hcl_status first = HCL_OK;
  for (size_t i = 0; i < t->n; i++) {
    hcl_sink *s = &t->sinks[i];
    if (s->end) {
      hcl_status st = s->end(s->ctx, how);
      if (first == HCL_OK)
        first = st;
    }
  }
  return first;
}

hcl_sink hcl_tee_sink(hcl_tee *t) {
  hcl_sink s = {.ctx = t,
                .event = tee_event,
                .diagnostic = tee_diagnostic,
                .end = tee_end};
  /* what any of them asks for; expressions are skipped only when every
     one of them skips them */
  uint32_t skips = HCL_SINK_SKIPS_EXPRS;
  for (size_t i = 0; i < t->n; i++) {
    s.wants |= t->sinks[i].wants & ~(HCL_SINK_SKIPS_EXPRS | HCL_SINK_PRIVATE);
    skips &= t->sinks[i].wants;
  }
  s.wants |= skips;
  return s;
}
