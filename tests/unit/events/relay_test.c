/*
 * The relay (hcl_relay_new): a sink behind a relay, on the relay's thread,
 * sees exactly the stream it sees directly: every event and diagnostic
 * with every field, in order, the same `end` status, and the producer
 * returns the same status; a failing sink stops the producer as before.
 */

#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hcl/hcl.h"
#include "hcl/json.h"
#include "test_alloc.h"
#include "test_util.h"

/* A sink that writes down everything it is given, field by field. */
typedef struct recorder {
  FILE *out;
  char *text;
  size_t len;
  long fail_at; /* return HCL_ERR_INVALID at this event (0-based); -1 never */
  long events;
  int ends;
  hcl_status end_how;
} recorder;

static void put_str(FILE *f, hcl_str s) {
  fputc('"', f);
  if (s.len)
    fwrite(s.ptr, 1, s.len, f);
  fprintf(f, "\"/%zu", s.len);
}

static void put_range(FILE *f, const hcl_range *r) {
  fprintf(f, " %s:%u,%u,%llu-%u,%u,%llu", r->filename ? r->filename : "(null)",
          r->start.line, r->start.column, (unsigned long long)r->start.byte,
          r->end.line, r->end.column, (unsigned long long)r->end.byte);
}

static hcl_status rec_event(void *ctx, const hcl_event *ev) {
  recorder *r = ctx;
  FILE *f = r->out;
  fprintf(f, "%s %x", hcl_event_kind_name(ev->kind), ev->flags);
  put_range(f, &ev->range);
  switch (ev->kind) {
  case HCL_EV_BLOCK_BEGIN:
    put_str(f, ev->as.block.type);
    put_range(f, &ev->as.block.type_range);
    for (size_t i = 0; i < ev->as.block.nlabels; i++) {
      put_str(f, ev->as.block.labels[i]);
      put_range(f, &ev->as.block.label_ranges[i]);
    }
    break;
  case HCL_EV_ATTR_BEGIN:
    put_str(f, ev->as.attr.name);
    put_range(f, &ev->as.attr.name_range);
    break;
  case HCL_EV_EXPR_BEGIN:
  case HCL_EV_EXPR_END:
    fprintf(f, " %s %d %d ", hcl_expr_kind_name(ev->as.expr.kind),
            (int)ev->as.expr.op, (int)ev->as.expr.lit);
    put_str(f, ev->as.expr.text);
    put_str(f, ev->as.expr.key);
    put_range(f, &ev->as.expr.aux_range);
    break;
  case HCL_EV_TRIVIA:
    fprintf(f, " %d ", (int)ev->as.trivia.kind);
    put_str(f, ev->as.trivia.text);
    break;
  case HCL_EV_TOKEN:
    fprintf(f, " %d ", (int)ev->as.token.kind);
    put_str(f, ev->as.token.text);
    put_str(f, ev->as.token.space);
    break;
  default:
    break;
  }
  fputc('\n', f);
  return r->events++ == r->fail_at ? HCL_ERR_INVALID : HCL_OK;
}

static hcl_status rec_diag(void *ctx, const hcl_diag *d) {
  recorder *r = ctx;
  FILE *f = r->out;
  fprintf(f, "DIAG %d %x [%s] [%s] [%s]", (int)d->severity, d->flags,
          d->summary ? d->summary : "(null)", d->detail ? d->detail : "(null)",
          d->values ? d->values : "(null)");
  if (d->subject)
    put_range(f, d->subject);
  if (d->context)
    put_range(f, d->context);
  fputc('\n', f);
  return HCL_OK;
}

static hcl_status rec_end(void *ctx, hcl_status how) {
  recorder *r = ctx;
  r->ends++;
  r->end_how = how;
  fprintf(r->out, "END %d\n", (int)how);
  return HCL_OK;
}

static hcl_sink recorder_open(recorder *r, long fail_at, uint32_t wants) {
  memset(r, 0, sizeof *r);
  r->out = open_memstream(&r->text, &r->len);
  cr_assert(r->out);
  r->fail_at = fail_at;
  hcl_sink s = {r, rec_event, rec_diag, rec_end, wants};
  return s;
}

static void recorder_close(recorder *r) {
  fclose(r->out);
  r->out = NULL;
}

typedef struct run_result {
  hcl_status st;
  recorder rec;
} run_result;

/* Parses `src` into a recorder, through a relay when `relayed`. */
static run_result run(const char *src, size_t len, bool json, bool relayed,
                      long fail_at, const hcl_alloc *alloc) {
  run_result out;
  uint32_t wants = json ? 0 : HCL_SINK_WANTS_TRIVIA | HCL_SINK_WANTS_TOKENS;
  hcl_sink sink = recorder_open(&out.rec, fail_at, wants);
  hcl_relay *relay = NULL;
  if (relayed) {
    relay = hcl_relay_new(&sink, alloc);
    cr_assert(relay, "the relay could not start");
    sink = hcl_relay_sink(relay);
  }
  out.st = json ? hcl_json_parse(src, len, "in.json", sink, NULL)
                : hcl_native_parse(src, len, "in.hcl", sink, NULL);
  hcl_relay_free(relay);
  recorder_close(&out.rec);
  return out;
}

static void expect_same(const char *what, const char *src, size_t len,
                        bool json, long fail_at) {
  run_result direct = run(src, len, json, false, fail_at, NULL);
  run_result relayed = run(src, len, json, true, fail_at, NULL);
  cr_expect_eq(relayed.st, direct.st, "%s: status %d, directly %d", what,
               relayed.st, direct.st);
  cr_expect_eq(relayed.rec.ends, 1, "%s: end called %d times", what,
               relayed.rec.ends);
  cr_expect_eq(relayed.rec.end_how, direct.rec.end_how, "%s", what);
  cr_expect_eq(relayed.rec.len, direct.rec.len, "%s: %zu bytes, directly %zu",
               what, relayed.rec.len, direct.rec.len);
  cr_expect(strcmp(relayed.rec.text, direct.rec.text) == 0,
            "%s: the streams differ", what);
  free(direct.rec.text);
  free(relayed.rec.text);
}

/* Every file of `dir` whose name ends in `suffix`. */
static size_t each_file(const char *dir, const char *suffix, bool json) {
  DIR *d = opendir(dir);
  cr_assert(d, "cannot open %s", dir);
  size_t n = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    size_t l = strlen(e->d_name), sl = strlen(suffix);
    if (l < sl || strcmp(e->d_name + l - sl, suffix) != 0)
      continue;
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
    size_t len;
    char *src = test_read_file(path, &len);
    cr_assert(src, "cannot read %s", path);
    expect_same(path, src, len, json, -1);
    free(src);
    n++;
  }
  closedir(d);
  return n;
}

Test(relay, golden_and_diagnostic_inputs_give_the_same_stream) {
  size_t n = each_file("golden/native", ".hcl", false) +
             each_file("diags/native", ".hcl", false) +
             each_file("golden/json", ".json", true) +
             each_file("diags/json", ".json", true);
  cr_expect_gt(n, 100, "only %zu inputs", n);
}

/* Many chunks' worth of events, and records larger than a chunk. */
Test(relay, long_streams_and_outsized_events) {
  size_t cap = 8u << 20, len = 0;
  char *src = malloc(cap);
  cr_assert(src);
  for (int i = 0; i < 20000; i++)
    len += (size_t)snprintf(
        src + len, cap - len,
        "block \"l%d\" \"m\" {\n  a%d = [x.y, \"${z}\"] # c\n}\n", i, i);
  /* a string of 300 000 bytes, then a label of 200 000 */
  len += (size_t)snprintf(src + len, cap - len, "big = \"");
  memset(src + len, 'q', 300000);
  len += 300000;
  len += (size_t)snprintf(src + len, cap - len, "\"\nb \"");
  memset(src + len, 'r', 200000);
  len += 200000;
  len += (size_t)snprintf(src + len, cap - len, "\" {}\n");
  expect_same("generated native", src, len, false, -1);

  /* the same in JSON */
  len = (size_t)snprintf(src, cap, "{\"big\": \"");
  memset(src + len, 'q', 300000);
  len += 300000;
  len += (size_t)snprintf(src + len, cap - len, "\", \"list\": [");
  for (int i = 0; i < 50000; i++)
    len += (size_t)snprintf(src + len, cap - len, "%s{\"k%d\": %d}",
                            i ? ", " : "", i, i);
  len += (size_t)snprintf(src + len, cap - len, "]}");
  expect_same("generated JSON", src, len, true, -1);
  free(src);
}

/* Expression events a parser would not send, each at an edge of the
   relay's packed form: positions further apart than 32 bits, an END whose
   fields differ from its BEGIN's (the JSON parser's), ranges naming two
   files, a long text, nodes without a file, a nesting deeper than a run. */
static void send_odd_stream(hcl_sink s) {
  static char big[3000];
  memset(big, 't', sizeof big);
  hcl_pos p0 = {10, 2, 3}, p1 = {20, 2, 13};
  hcl_pos far = {UINT64_C(5000000000), 90000000, 7};
  hcl_pos far_end = {UINT64_C(5000000040), 90000001, 2};
  struct {
    hcl_event_kind kind;
    const char *file, *aux_file;
    hcl_pos start, end, aux_start;
    const char *text;
    size_t text_len;
    uint32_t flags;
  } evs[] = {
      {HCL_EV_EXPR_BEGIN, "a.hcl", "a.hcl", p0, p1, {0, 0, 0}, "x", 1, 0},
      {HCL_EV_EXPR_BEGIN, "a.hcl", "a.hcl", far, far_end, p0, "far", 3, 4},
      {HCL_EV_EXPR_END, "a.hcl", "a.hcl", far, far_end, p0, "far", 3, 4},
      {HCL_EV_EXPR_BEGIN, "a.hcl", "b.hcl", p0, p1, p1, "two", 3, 0},
      {HCL_EV_EXPR_END, "a.hcl", "b.hcl", p0, p1, p1, "two", 3, 0},
      {HCL_EV_EXPR_BEGIN, NULL, NULL, p1, p0, {0, 0, 0}, "", 0, 16},
      {HCL_EV_EXPR_END, NULL, NULL, p1, p0, {0, 0, 0}, "", 0, 16},
      {HCL_EV_EXPR_BEGIN, "a.hcl", NULL, p0, p1, {0, 0, 0}, big, sizeof big, 0},
      {HCL_EV_EXPR_END, "a.hcl", NULL, p0, p1, {0, 0, 0}, big, sizeof big, 0},
      /* the END of the first node spans more than its BEGIN */
      {HCL_EV_EXPR_END, "a.hcl", "a.hcl", p0, far_end, {0, 0, 0}, "x", 1, 0},
  };
  for (size_t i = 0; i < sizeof evs / sizeof evs[0]; i++) {
    hcl_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = evs[i].kind;
    ev.flags = evs[i].flags;
    ev.range = (hcl_range){evs[i].file, evs[i].start, evs[i].end};
    ev.as.expr.kind = HCL_EXPR_TEMPLATE;
    ev.as.expr.text = (hcl_str){evs[i].text, evs[i].text_len};
    ev.as.expr.key = (hcl_str){"k", i % 2};
    ev.as.expr.aux_range =
        (hcl_range){evs[i].aux_file, evs[i].aux_start, evs[i].aux_start};
    cr_assert_eq(s.event(s.ctx, &ev), HCL_OK);
  }
  /* deeper than any run holds: 100 000 open nodes */
  hcl_event ev;
  memset(&ev, 0, sizeof ev);
  ev.range = (hcl_range){"a.hcl", p0, p1};
  ev.as.expr.kind = HCL_EXPR_TUPLE;
  for (int i = 0; i < 200000; i++) {
    ev.kind = i < 100000 ? HCL_EV_EXPR_BEGIN : HCL_EV_EXPR_END;
    ev.range.start.byte = (uint64_t)(i < 100000 ? i : 199999 - i);
    cr_assert_eq(s.event(s.ctx, &ev), HCL_OK);
  }
  cr_assert_eq(s.end(s.ctx, HCL_OK), HCL_OK);
}

Test(relay, expression_events_at_the_edges_of_packing) {
  recorder direct, relayed;
  send_odd_stream(recorder_open(&direct, -1, 0));
  recorder_close(&direct);
  hcl_sink sink = recorder_open(&relayed, -1, 0);
  hcl_relay *relay = hcl_relay_new(&sink, NULL);
  cr_assert(relay);
  send_odd_stream(hcl_relay_sink(relay));
  hcl_relay_free(relay);
  recorder_close(&relayed);
  cr_expect_eq(relayed.len, direct.len, "%zu bytes, directly %zu", relayed.len,
               direct.len);
  cr_expect(strcmp(relayed.text, direct.text) == 0, "the streams differ");
  free(direct.text);
  free(relayed.text);
}

/* A sink that fails stops the producer: it sees the events up to its
   failure and nothing after, and its end gets the failure. */
Test(relay, a_failing_sink_stops_the_stream) {
  static const char src[] = "a = 1\nb \"x\" {\n  c = [1, 2, 3]\n}\nd = e\n";
  for (long k = 0; k < 30; k++) {
    char what[32];
    snprintf(what, sizeof what, "failing at event %ld", k);
    expect_same(what, src, sizeof src - 1, false, k);
  }
  run_result r = run(src, sizeof src - 1, false, true, 3, NULL);
  cr_expect_eq(r.st, HCL_ERR_INVALID);
  cr_expect_eq(r.rec.end_how, HCL_ERR_INVALID);
  cr_expect_eq(r.rec.events, 4);
  free(r.rec.text);
}

Test(relay, freed_before_any_stream_calls_no_end) {
  recorder rec;
  hcl_sink sink = recorder_open(&rec, -1, 0);
  hcl_relay *relay = hcl_relay_new(&sink, NULL);
  cr_assert(relay);
  hcl_relay_free(relay);
  recorder_close(&rec);
  cr_expect_eq(rec.ends, 0);
  cr_expect_eq(rec.len, 0);
  free(rec.text);
}

/* Every allocation the relay makes may fail: the parse then stops with
   HCL_ERR_NOMEM, the sink's end says so, and nothing leaks (the counting
   allocator's outstanding count, and AddressSanitizer). */
Test(relay, every_failed_allocation_is_reported) {
  static const char src[] = "a = \"x\"\nb \"l\" {\n  c = d\n}\n";
  size_t len = sizeof src - 1;
  char *big = malloc(200000 + 16);
  cr_assert(big);
  memcpy(big, "s = \"", 5);
  memset(big + 5, 'q', 200000);
  memcpy(big + 5 + 200000, "\"\n", 3);
  const char *inputs[] = {src, big};
  size_t lens[] = {len, 200000 + 7};
  for (int in = 0; in < 2; in++) {
    for (size_t n = 1;; n++) {
      test_alloc ta;
      test_alloc_init(&ta);
      ta.fail_at = n;
      recorder rec;
      hcl_sink sink = recorder_open(&rec, -1, 0);
      hcl_relay *relay = hcl_relay_new(&sink, &ta.hooks);
      hcl_status st = HCL_ERR_NOMEM;
      if (relay) {
        st = hcl_native_parse(inputs[in], lens[in], "in.hcl",
                              hcl_relay_sink(relay), NULL);
        hcl_relay_free(relay);
      }
      recorder_close(&rec);
      free(rec.text);
      cr_expect_eq(ta.outstanding, 0, "allocation %zu failed: %zu leaked", n,
                   ta.outstanding);
      if (ta.allocations < n) {
        cr_expect_eq(st, HCL_OK);
        break;
      }
      cr_expect_eq(st, HCL_ERR_NOMEM, "allocation %zu failed: status %d", n,
                   st);
      if (relay)
        cr_expect_eq(rec.end_how, HCL_ERR_NOMEM);
    }
  }
  free(big);
}
