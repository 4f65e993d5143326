/*
 * The JSON front end's API: options and limits, the file and reader entry
 * points, I/O errors, sinks that stop, the contract checker on JSON
 * streams, and yajl and the scanner meeting at awkward chunk boundaries.
 */

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "json_test_util.h"
#include "test_alloc.h"

static jt_result parse_str(const char *src, const jt_opts *o) {
  return jt_parse(src, strlen(src), "t.json", o);
}

static bool has_summary(const char *diags, const char *summary) {
  char want[256];
  snprintf(want, sizeof want, "\"summary\": \"%s\"", summary);
  return strstr(diags, want) != NULL;
}

Test(json_api, options_default) {
  hcl_json_options o = hcl_json_options_default();
  cr_expect_eq(o.size, sizeof o);
  cr_expect_null(o.alloc);
  cr_expect_eq(o.max_depth, 10000);
  cr_expect_eq(o.chunk_size, 64 * 1024);
  cr_expect_eq(o.max_token_bytes, (size_t)1 << 30);
}

Test(json_api, null_options_and_no_callbacks) {
  hcl_sink none;
  memset(&none, 0, sizeof none);
  cr_expect_eq(hcl_json_parse("{\"a\": 1}", 8, "t.json", none, NULL), HCL_OK);
  cr_expect_eq(hcl_json_parse("{\"a\" 1}", 7, "t.json", none, NULL),
               HCL_ERR_SYNTAX);
}

Test(json_api, every_event_is_json_and_named) {
  jt_opts o = jt_defaults();
  jt_result r = parse_str("{\"a\": [1, {\"b\": null}]}", &o);
  cr_assert_eq(r.status, HCL_OK);
  /* every line that is not an END carries the flag */
  char *save = NULL;
  for (char *line = strtok_r(r.dump, "\n", &save); line;
       line = strtok_r(NULL, "\n", &save))
    if (!strstr(line, "_END"))
      cr_expect(strstr(line, "+json"), "no +json: %s", line);
  jt_result_free(&r);
}

Test(json_api, nesting_limit) {
  jt_opts o = jt_defaults();
  o.max_depth = 3;
  jt_result ok = parse_str("{\"a\": [[1]]}", &o);
  cr_expect_eq(ok.status, HCL_OK, "three levels fit: %s", ok.diags);
  jt_result_free(&ok);
  for (size_t chunk = 0; chunk < 3; chunk++) {
    o.chunk = chunk;
    jt_result r = parse_str("{\"a\": [[[1]]]}", &o);
    cr_expect_eq(r.status, HCL_ERR_SYNTAX);
    cr_expect(has_summary(r.diags, "Nesting too deep"), "%s", r.diags);
    cr_expect(strstr(r.diags, "\"column\": 9"), "at the fourth bracket");
    cr_expect_null(r.checker_error, "%s", r.checker_error);
    cr_expect(strstr(r.dump, "BODY_END"), "the stream is closed");
    jt_result_free(&r);
  }
}

Test(json_api, token_limit) {
  jt_opts o = jt_defaults();
  o.max_token_bytes = 10;
  /* "123456789" with quotes is 11 bytes; without, 9 */
  jt_result fits = parse_str("{\"a\": 123456789, \"b\": \"12345678\"}", &o);
  cr_expect_eq(fits.status, HCL_OK, "%s", fits.diags);
  jt_result_free(&fits);
  const char *too_long[] = {"{\"a\": \"123456789\"}", "{\"a\": 12345678901}",
                            "{\"a\": truetruetrue}", "{\"abcdefghij\": 1}"};
  for (size_t i = 0; i < 4; i++) {
    for (size_t chunk = 0; chunk < 4; chunk += 3) {
      o.chunk = chunk;
      jt_result r = parse_str(too_long[i], &o);
      cr_expect_eq(r.status, HCL_ERR_SYNTAX, "%s", too_long[i]);
      cr_expect(has_summary(r.diags, "Token too long"), "%s: %s", too_long[i],
                r.diags);
      cr_expect_null(r.checker_error, "%s", r.checker_error);
      jt_result_free(&r);
    }
  }
}

Test(json_api, missing_file) {
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_status st =
      hcl_json_parse_file("/nonexistent/x.json", hcl_diags_sink(ds), NULL);
  cr_expect_eq(st, HCL_ERR_IO);
  cr_assert_eq(hcl_diags_count(ds), 1);
  const hcl_diag *d = hcl_diags_at(ds, 0);
  cr_expect_str_eq(d->summary, "Failed to open file");
  cr_expect_str_eq(d->detail,
                   "The file \"/nonexistent/x.json\" could not be opened.");
  hcl_diags_free(ds);
}

Test(json_api, parse_file) {
  char path[] = "/tmp/hcl_json_testXXXXXX";
  int fd = mkstemp(path);
  cr_assert(fd >= 0);
  const char *text = "{\"a\": [1, 2]}\n";
  cr_assert_eq(write(fd, text, strlen(text)), (ssize_t)strlen(text));
  close(fd);
  char *buf = NULL;
  size_t len = 0;
  FILE *mem = open_memstream(&buf, &len);
  hcl_dump *d = hcl_dump_new(mem, false, NULL);
  hcl_json_options o = hcl_json_options_default();
  o.chunk_size = 4;
  cr_expect_eq(hcl_json_parse_file(path, hcl_dump_sink(d), &o), HCL_OK);
  hcl_dump_free(d);
  fclose(mem);
  unlink(path);
  cr_expect(strstr(buf, path), "ranges name the file");
  cr_expect(strstr(buf, "EXPR_END 1:1-1:14 (0-13)"), "%s", buf);
  free(buf);
}

typedef struct failing_reader {
  const char *src;
  size_t pos, fail_after;
} failing_reader;

static hcl_status failing_read(void *ctx, char *buf, size_t cap, size_t *got) {
  failing_reader *r = ctx;
  if (r->pos >= r->fail_after)
    return HCL_ERR_IO;
  size_t n = strlen(r->src + r->pos);
  if (n > cap)
    n = cap;
  if (n > 2)
    n = 2;
  memcpy(buf, r->src + r->pos, n);
  r->pos += n;
  *got = n;
  return HCL_OK;
}

typedef struct end_note {
  hcl_status how;
  int ends;
} end_note;

static hcl_status note_end(void *ctx, hcl_status how) {
  end_note *e = ctx;
  e->how = how;
  e->ends++;
  return HCL_OK;
}

Test(json_api, reader_error) {
  test_alloc ta;
  test_alloc_init(&ta);
  failing_reader fr = {"{\"a\": [1, 2, 3]}", 0, 6};
  hcl_reader rd = {&fr, failing_read};
  end_note e = {HCL_OK, 0};
  hcl_sink s = {.ctx = &e, .end = note_end};
  hcl_json_options o = hcl_json_options_default();
  o.alloc = &ta.hooks;
  cr_expect_eq(hcl_json_parse_reader(rd, "t.json", s, &o), HCL_ERR_IO);
  cr_expect_eq(e.ends, 1);
  cr_expect_eq(e.how, HCL_ERR_IO);
  cr_expect_eq(ta.outstanding, 0);
}

static hcl_status stop_at_diag(void *ctx, const hcl_diag *d) {
  (void)d;
  (*(int *)ctx)++;
  return HCL_STOP;
}

Test(json_api, diagnostic_callback_stops) {
  int seen = 0;
  hcl_sink s = {.ctx = &seen, .diagnostic = stop_at_diag};
  cr_expect_eq(
      hcl_json_parse("{\"a\": tru, \"b\": nul}", 20, "t.json", s, NULL),
      HCL_STOP);
  cr_expect_eq(seen, 1);
}

Test(json_api, same_result_without_events) {
  const char *src = "{\"a\": [1 2], \"b\": [3, 4,]}";
  hcl_diags *with = hcl_diags_new(NULL), *without = hcl_diags_new(NULL);
  hcl_dump *d = hcl_dump_new(stderr, false, NULL);
  hcl_sink sinks[2] = {hcl_dump_sink(d), hcl_diags_sink(with)};
  sinks[0].event = NULL; /* a dump that sees nothing */
  hcl_tee *t = hcl_tee_new(sinks, 2, NULL);
  hcl_status a =
      hcl_json_parse(src, strlen(src), "t.json", hcl_tee_sink(t), NULL);
  hcl_status b =
      hcl_json_parse(src, strlen(src), "t.json", hcl_diags_sink(without), NULL);
  cr_expect_eq(a, b);
  char *x = jt_render_diags(with), *y = jt_render_diags(without);
  cr_expect_str_eq(x, y);
  free(x);
  free(y);
  hcl_tee_free(t);
  hcl_dump_free(d);
  hcl_diags_free(with);
  hcl_diags_free(without);
}

/* Inputs where yajl and the scanner cut tokens differently, or where the
   reference's tokens are not yajl's: every split of these must give the
   same stream and diagnostics. */
Test(json_api, every_split_agrees) {
  const char *srcs[] = {
      "[true,false,null]",
      "[truex]",
      "{\"a\":true}",
      "[\"x\",\"\xd8\x80\"  \n,1]",
      "[\"\xd8\x80\"  , 1]",
      "[\"\\ud800\\udc00\",\"\\udc00\",\"\xff\"]",
      "[1-2]",
      "[1.5e+3,-0]",
      "{\"a\":1}\v",
      "[\"a\xcc\x81\xcc\x81\",\"\xf0\x9f\x87\xa9\xf0\x9f\x87\xaa\"]",
  };
  for (size_t i = 0; i < sizeof srcs / sizeof srcs[0]; i++) {
    jt_opts o = jt_defaults();
    jt_result whole = parse_str(srcs[i], &o);
    cr_expect_null(whole.checker_error, "%s: %s", srcs[i], whole.checker_error);
    for (size_t chunk = 1; chunk <= strlen(srcs[i]); chunk++) {
      o.chunk = chunk;
      jt_result r = parse_str(srcs[i], &o);
      cr_expect_str_eq(r.dump, whole.dump, "%s, chunk %zu", srcs[i], chunk);
      cr_expect_str_eq(r.diags, whole.diags, "%s, chunk %zu", srcs[i], chunk);
      jt_result_free(&r);
    }
    jt_result_free(&whole);
  }
}

Test(json_api, strings_decode_as_the_reference_does) {
  jt_opts o = jt_defaults();
  jt_result r = parse_str(
      "[\"\\ud83d\\ude00\", \"\\ud800x\", \"\\udc00\\ud800\", \"a\xffz\"]", &o);
  cr_expect_eq(r.status, HCL_OK);
  cr_expect(strstr(r.dump, "literal string \"\xf0\x9f\x98\x80\""), "%s",
            r.dump);
  cr_expect(strstr(r.dump, "literal string \"\xef\xbf\xbdx\""), "%s", r.dump);
  cr_expect(strstr(r.dump, "literal string \"\xef\xbf\xbd\xef\xbf\xbd\""), "%s",
            r.dump);
  cr_expect(strstr(r.dump, "literal string \"a\xef\xbf\xbdz\""), "%s", r.dump);
  jt_result_free(&r);
}

Test(json_api, numbers_are_kept_as_written) {
  jt_opts o = jt_defaults();
  jt_result r = parse_str(
      "[123456789012345678901234567890123456789, -0.0e-0, 1E+400]", &o);
  cr_expect_eq(r.status, HCL_OK, "%s", r.diags);
  cr_expect(
      strstr(r.dump, "literal number 123456789012345678901234567890123456789"));
  cr_expect(strstr(r.dump, "literal number -0.0e-0"));
  cr_expect(strstr(r.dump, "literal number 1E+400"));
  jt_result_free(&r);
}

/* ---- The contract checker on JSON streams ----------------------------- */

static hcl_event ev(hcl_event_kind k, hcl_expr_kind ek, uint32_t a,
                    uint32_t b) {
  hcl_event e;
  memset(&e, 0, sizeof e);
  e.kind = k;
  e.flags = HCL_EVF_JSON_ORIGIN;
  e.as.expr.kind = ek;
  e.as.expr.lit = ek == HCL_EXPR_LITERAL ? HCL_LIT_NUMBER : HCL_LIT_NONE;
  e.range.start.line = e.range.end.line = 1;
  e.range.start.byte = a;
  e.range.start.column = a + 1;
  e.range.end.byte = b;
  e.range.end.column = b + 1;
  return e;
}

/* Feeds events to a fresh checker; returns its verdict. */
static char *check(const hcl_event *evs, size_t n) {
  hcl_checker *c = hcl_checker_new(NULL);
  hcl_sink s = hcl_checker_sink(c);
  hcl_status st = HCL_OK;
  for (size_t i = 0; i < n && st == HCL_OK; i++)
    st = s.event(s.ctx, &evs[i]);
  s.end(s.ctx, st);
  const char *e = hcl_checker_error(c);
  char *out = e ? strdup(e) : NULL;
  hcl_checker_free(c);
  return out;
}

Test(json_checker, accepts_json_ranges) {
  hcl_event evs[] = {
      ev(HCL_EV_BODY_BEGIN, 0, 0, 0),
      ev(HCL_EV_EXPR_BEGIN, HCL_EXPR_TUPLE, 0, 1),
      ev(HCL_EV_EXPR_BEGIN, HCL_EXPR_LITERAL, 1, 2),
      ev(HCL_EV_EXPR_END, HCL_EXPR_LITERAL, 1, 2),
      ev(HCL_EV_EXPR_END, HCL_EXPR_TUPLE, 0, 3),
      ev(HCL_EV_BODY_END, 0, 3, 3),
  };
  char *e = check(evs, 6);
  cr_expect_null(e, "%s", e);
  free(e);
}

Test(json_checker, rejects_short_end) {
  hcl_event evs[] = {
      ev(HCL_EV_BODY_BEGIN, 0, 0, 0),
      ev(HCL_EV_EXPR_BEGIN, HCL_EXPR_TUPLE, 0, 1),
      ev(HCL_EV_EXPR_BEGIN, HCL_EXPR_LITERAL, 1, 2),
      ev(HCL_EV_EXPR_END, HCL_EXPR_LITERAL, 1, 2),
      ev(HCL_EV_EXPR_END, HCL_EXPR_TUPLE, 0, 1),
      ev(HCL_EV_BODY_END, 0, 3, 3),
  };
  char *e = check(evs, 6);
  cr_expect_not_null(e);
  cr_expect(e && strstr(e, "cover its children"), "%s", e);
  free(e);
}

Test(json_checker, rejects_moved_end) {
  hcl_event evs[] = {
      ev(HCL_EV_BODY_BEGIN, 0, 0, 0),
      ev(HCL_EV_EXPR_BEGIN, HCL_EXPR_OBJECT, 0, 1),
      ev(HCL_EV_EXPR_END, HCL_EXPR_OBJECT, 1, 2),
      ev(HCL_EV_BODY_END, 0, 2, 2),
  };
  char *e = check(evs, 4);
  cr_expect_not_null(e);
  free(e);
}

Test(json_checker, one_value_per_json_body) {
  hcl_event evs[] = {
      ev(HCL_EV_BODY_BEGIN, 0, 0, 0),
      ev(HCL_EV_EXPR_BEGIN, HCL_EXPR_OBJECT, 0, 1),
      ev(HCL_EV_EXPR_END, HCL_EXPR_OBJECT, 0, 2),
      ev(HCL_EV_EXPR_BEGIN, HCL_EXPR_OBJECT, 3, 4),
  };
  char *e = check(evs, 4);
  cr_expect(e && strstr(e, "exactly one value"), "%s", e);
  free(e);
  /* a native body still takes no bare expression */
  hcl_event native[] = {ev(HCL_EV_BODY_BEGIN, 0, 0, 0),
                        ev(HCL_EV_EXPR_BEGIN, HCL_EXPR_OBJECT, 0, 1)};
  native[0].flags = 0;
  native[1].flags = 0;
  e = check(native, 2);
  cr_expect_not_null(e);
  free(e);
}

Test(json_checker, scalars_keep_begin_range) {
  hcl_event evs[] = {
      ev(HCL_EV_BODY_BEGIN, 0, 0, 0),
      ev(HCL_EV_EXPR_BEGIN, HCL_EXPR_TUPLE, 0, 1),
      ev(HCL_EV_EXPR_BEGIN, HCL_EXPR_LITERAL, 1, 2),
      ev(HCL_EV_EXPR_END, HCL_EXPR_LITERAL, 1, 3),
  };
  char *e = check(evs, 4);
  cr_expect(e && strstr(e, "differs from its BEGIN"), "%s", e);
  free(e);
}
