/* Shared helpers of the fuzz harnesses: an in-memory reader with a chosen
   chunk size, memory streams for writers' output, and a parse into a tee
   of sinks with the diagnostics collected. */
#ifndef HCL_FUZZ_COMMON_H
#define HCL_FUZZ_COMMON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hcl/hcl.h"

/* A finding: print why and abort, so libFuzzer keeps the input. */
#define FUZZ_CHECK(cond, ...)                                                  \
  do {                                                                         \
    if (!(cond)) {                                                             \
      fprintf(stderr, "ORACLE FAILED (%s:%d): ", __FILE__, __LINE__);          \
      fprintf(stderr, __VA_ARGS__);                                            \
      fputc('\n', stderr);                                                     \
      abort();                                                                 \
    }                                                                          \
  } while (0)

/* Reads `len` bytes from `data` at most `chunk` bytes per call, so the
   parsers' buffer refills land at every possible offset. */
typedef struct fuzz_reader {
  const uint8_t *data;
  size_t len;
  size_t pos;
  size_t chunk;
} fuzz_reader;

static inline hcl_status fuzz_reader_read(void *ctx, char *buf, size_t cap,
                                          size_t *got) {
  fuzz_reader *r = ctx;
  size_t n = r->len - r->pos;
  if (n > r->chunk)
    n = r->chunk;
  if (n > cap)
    n = cap;
  if (n)
    memcpy(buf, r->data + r->pos, n);
  r->pos += n;
  *got = n;
  return HCL_OK;
}

/* A growable in-memory FILE (open_memstream): text and length are valid
   after fuzz_out_close(). */
typedef struct fuzz_out {
  FILE *f;
  char *buf;
  size_t len;
} fuzz_out;

static inline void fuzz_out_open(fuzz_out *o) {
  o->buf = NULL;
  o->len = 0;
  o->f = open_memstream(&o->buf, &o->len);
  if (!o->f)
    abort();
}

static inline void fuzz_out_close(fuzz_out *o) {
  if (o->f)
    fclose(o->f);
  o->f = NULL;
}

static inline void fuzz_out_free(fuzz_out *o) {
  fuzz_out_close(o);
  free(o->buf);
  o->buf = NULL;
}

/* Tees `sinks` plus a collector of diagnostics into `ds`. */
static inline hcl_tee *fuzz_tee(const hcl_sink *sinks, size_t n,
                                hcl_diags *ds) {
  hcl_sink all[8];
  if (n > 7)
    abort();
  for (size_t i = 0; i < n; i++)
    all[i] = sinks[i];
  all[n] = hcl_diags_sink(ds);
  hcl_tee *t = hcl_tee_new(all, n + 1, NULL);
  if (!t)
    abort();
  return t;
}

/* Parses native text, teeing into `sinks`; returns whether it parsed with
   no error diagnostic (the status is also stored when `st` is given). */
static inline bool fuzz_native(const char *src, size_t len,
                               const hcl_sink *sinks, size_t n, hcl_diags *ds,
                               hcl_status *st) {
  hcl_tee *t = fuzz_tee(sinks, n, ds);
  hcl_status s = hcl_native_parse(src, len, "in.hcl", hcl_tee_sink(t), NULL);
  hcl_tee_free(t);
  if (st)
    *st = s;
  return s == HCL_OK && !hcl_diags_has_errors(ds);
}

static inline bool fuzz_json(const char *src, size_t len, const hcl_sink *sinks,
                             size_t n, hcl_diags *ds, hcl_status *st) {
  hcl_tee *t = fuzz_tee(sinks, n, ds);
  hcl_status s = hcl_json_parse(src, len, "in.json", hcl_tee_sink(t), NULL);
  hcl_tee_free(t);
  if (st)
    *st = s;
  return s == HCL_OK && !hcl_diags_has_errors(ds);
}

/* The first error diagnostic, for messages. */
static inline const char *fuzz_first_error(const hcl_diags *ds) {
  for (size_t i = 0; i < hcl_diags_count(ds); i++) {
    const hcl_diag *d = hcl_diags_at(ds, i);
    if (d->severity == HCL_DIAG_ERROR)
      return d->summary;
  }
  return "(none)";
}

/* Two runs that must agree report the same diagnostics, in the same
   order, with the same severity, summary, detail and ranges. */
static inline bool fuzz_same_range(const hcl_range *a, const hcl_range *b) {
  if (!a || !b)
    return !a && !b;
  return a->start.byte == b->start.byte && a->end.byte == b->end.byte &&
         a->start.line == b->start.line && a->start.column == b->start.column &&
         a->end.line == b->end.line && a->end.column == b->end.column;
}

static inline bool fuzz_same_text(const char *a, const char *b) {
  return strcmp(a ? a : "", b ? b : "") == 0;
}

static inline void fuzz_same_diags(const hcl_diags *a, const hcl_diags *b,
                                   const char *a_name, const char *b_name) {
  FUZZ_CHECK(hcl_diags_count(a) == hcl_diags_count(b),
             "%zu diagnostics from %s, %zu from %s", hcl_diags_count(a), a_name,
             hcl_diags_count(b), b_name);
  for (size_t i = 0; i < hcl_diags_count(a); i++) {
    const hcl_diag *x = hcl_diags_at(a, i), *y = hcl_diags_at(b, i);
    FUZZ_CHECK(x->severity == y->severity &&
                   fuzz_same_text(x->summary, y->summary) &&
                   fuzz_same_text(x->detail, y->detail) &&
                   fuzz_same_range(x->subject, y->subject) &&
                   fuzz_same_range(x->context, y->context),
               "diagnostic %zu differs: %s \"%s\" (%s), %s \"%s\" (%s)", i,
               a_name, x->summary, x->detail ? x->detail : "", b_name,
               y->summary, y->detail ? y->detail : "");
  }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#endif
