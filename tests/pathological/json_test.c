/*
 * Hostile and huge JSON inputs: each must end in a diagnostic or a clean
 * parse, in bounded time and memory, never a crash or a leak. Memory is
 * the peak the counting allocator saw, yajl's own buffers included.
 */

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "json_test_util.h"
#include "test_alloc.h"
#include "test_util.h"

typedef struct outcome {
  hcl_status status;
  size_t peak_bytes;
  size_t leaked;
  size_t diags;
  size_t events;
  char first[128];
} outcome;

typedef struct counter {
  outcome *out;
  hcl_checker *checker;
} counter;

static hcl_status note_diag(void *ctx, const hcl_diag *d) {
  outcome *o = ((counter *)ctx)->out;
  if (o->diags++ == 0)
    strncpy(o->first, d->summary, sizeof o->first - 1);
  return HCL_OK;
}

static hcl_status note_event(void *ctx, const hcl_event *ev) {
  counter *c = ctx;
  c->out->events++;
  hcl_sink s = hcl_checker_sink(c->checker);
  return s.event(s.ctx, ev);
}

static hcl_status note_end(void *ctx, hcl_status how) {
  counter *c = ctx;
  hcl_sink s = hcl_checker_sink(c->checker);
  return s.end(s.ctx, how);
}

static outcome run_opts(const char *head, const char *unit, size_t n,
                        const char *tail, uint32_t max_depth) {
  test_gen g = {head, unit, tail, n, 0, 0, 0};
  outcome out;
  memset(&out, 0, sizeof out);
  test_alloc ta;
  test_alloc_init(&ta);
  hcl_checker *checker = hcl_checker_new(NULL);
  counter c = {&out, checker};
  hcl_json_options o = hcl_json_options_default();
  o.alloc = &ta.hooks;
  if (max_depth)
    o.max_depth = max_depth;
  hcl_reader r = {&g, test_gen_read};
  hcl_sink s = {
      .ctx = &c, .event = note_event, .diagnostic = note_diag, .end = note_end};
  out.status = hcl_json_parse_reader(r, "big.json", s, &o);
  out.peak_bytes = ta.peak_bytes;
  out.leaked = ta.outstanding;
  cr_expect_null(hcl_checker_error(checker), "contract: %s",
                 hcl_checker_error(checker));
  hcl_checker_free(checker);
  return out;
}

static outcome run(const char *head, const char *unit, size_t n,
                   const char *tail) {
  return run_opts(head, unit, n, tail, 0);
}

Test(json_pathological, a_million_open_brackets, .timeout = 30) {
  outcome o = run("", "[", 1000000, "");
  cr_expect_eq(o.status, HCL_ERR_SYNTAX);
  cr_expect_str_eq(o.first, "Nesting too deep");
  cr_expect_eq(o.leaked, 0);
  cr_expect_lt(o.peak_bytes, 4u << 20, "peak %zu", o.peak_bytes);
}

Test(json_pathological, a_million_open_objects, .timeout = 30) {
  outcome o = run("", "{\"a\":", 1000000, "");
  cr_expect_str_eq(o.first, "Nesting too deep");
  cr_expect_eq(o.leaked, 0);
}

/* Within a raised limit, deep nesting parses without recursion. */
Test(json_pathological, deep_nesting_without_recursion, .timeout = 60) {
  size_t n = 300000;
  char *close = malloc(n + 1);
  memset(close, ']', n);
  close[n] = '\0';
  outcome o = run_opts("", "[", n, close, (uint32_t)n);
  cr_expect_eq(o.status, HCL_OK, "%s", o.first);
  cr_expect_eq(o.events, 2 * n + 2);
  cr_expect_eq(o.leaked, 0);
  free(close);
  outcome u = run_opts("{\"a\":", "[{\"b\":", 100000, "", 1000000);
  cr_expect_eq(u.status, HCL_ERR_SYNTAX);
  cr_expect_str_eq(u.first, "Missing value");
  cr_expect_eq(u.leaked, 0);
}

Test(json_pathological, a_hundred_megabyte_string, .timeout = 60) {
  outcome o = run("{\"a\": \"", "0123456789", 10000000, "\"}");
  cr_expect_eq(o.status, HCL_OK, "%s", o.first);
  cr_expect_lt(o.peak_bytes, 400u << 20, "peak %zu", o.peak_bytes);
  cr_expect_eq(o.leaked, 0);
  /* escapes make yajl decode into a buffer of its own */
  outcome e = run("{\"a\": \"", "\\u00e9\\n", 5000000, "\"}");
  cr_expect_eq(e.status, HCL_OK, "%s", e.first);
  cr_expect_eq(e.leaked, 0);
}

Test(json_pathological, huge_string_over_the_limit, .timeout = 60) {
  test_gen g = {"{\"a\": \"", "0123456789", "\"}", 10000000, 0, 0, 0};
  test_alloc ta;
  test_alloc_init(&ta);
  hcl_json_options o = hcl_json_options_default();
  o.alloc = &ta.hooks;
  o.max_token_bytes = 1u << 20;
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_reader r = {&g, test_gen_read};
  cr_expect_eq(hcl_json_parse_reader(r, "big.json", hcl_diags_sink(ds), &o),
               HCL_ERR_SYNTAX);
  cr_assert_eq(hcl_diags_count(ds), 1);
  cr_expect_str_eq(hcl_diags_at(ds, 0)->summary, "Token too long");
  cr_expect_lt(ta.peak_bytes, 8u << 20, "peak %zu", ta.peak_bytes);
  cr_expect_lt(g.i, 1000000, "stopped reading soon after the limit");
  cr_expect_eq(ta.outstanding, 0);
  hcl_diags_free(ds);
}

Test(json_pathological, huge_number_and_keyword, .timeout = 60) {
  outcome n = run("{\"a\": 1", "0123456789", 1000000, "}");
  cr_expect_eq(n.status, HCL_OK, "%s", n.first);
  outcome k = run("{\"a\": t", "rue", 1000000, "}");
  cr_expect_str_eq(k.first, "Invalid JSON keyword");
  cr_expect_eq(k.leaked, 0);
}

Test(json_pathological, a_million_properties_in_little_memory, .timeout = 120) {
  outcome o =
      run("[\n", "{\"k\": [1, \"two\", true, null, {\"x\": -1.5e3}]},\n",
          1000000, "{}]\n");
  cr_expect_eq(o.status, HCL_OK, "%s", o.first);
  cr_expect_lt(o.peak_bytes, 1u << 20, "peak %zu bytes", o.peak_bytes);
  cr_expect_eq(o.leaked, 0);
}

Test(json_pathological, recovery_streams_in_little_memory, .timeout = 60) {
  /* a missing colon sends the reference skipping to the end of the
     object, here the end of the file */
  outcome o = run("{\"a\" x ", "[1, \"two\", [true, null]], ", 500000, "");
  cr_expect_eq(o.status, HCL_ERR_SYNTAX);
  cr_expect_str_eq(o.first, "Missing property value colon");
  cr_expect_lt(o.peak_bytes, 1u << 20, "peak %zu bytes", o.peak_bytes);
  cr_expect_eq(o.leaked, 0);
}

Test(json_pathological, bytes_that_are_not_utf8, .timeout = 60) {
  outcome o = run("{\"a\": \"", "\xff\xfe\xed\xa0\x80\xc3", 1000000, "\"}");
  cr_expect_eq(o.status, HCL_OK, "%s", o.first);
  cr_expect_eq(o.leaked, 0);
  outcome c = run("{\"a\": \"", "e\xcc\x81\xcc\x81\xcc\x81", 1000000, "\"}");
  cr_expect_eq(c.status, HCL_OK, "%s", c.first);
}

Test(json_pathological, one_enormous_grapheme_cluster, .timeout = 60) {
  /* a base character followed by a million combining marks is one
     column, and streams like any string */
  outcome o = run("{\"a\": \"e", "\xcc\x81", 1000000, "\"}");
  cr_expect_eq(o.status, HCL_OK, "%s", o.first);
  cr_expect_eq(o.leaked, 0);
}

static const char sample[] =
    "{\n"
    "  \"resource\": {\"aws_instance\": {\"web\": [\n"
    "    {\"ami\": \"ami-\\u00e9\\ud83d\\ude00\", \"count\": 2,\n"
    "     \"tags\": {\"Name\": \"x\xcc\x81\", \"on\": true, \"off\": false},\n"
    "     \"list\": [1, -2.5e3, null, [], {}],\n"
    "     \"raw\": \"\xff\"}\n"
    "  ]}},\n"
    "  \"variable\": {\"v\": {\"default\": \"\\\\ \\\" \\/ \\t\"}}\n"
    "}\n";

Test(json_pathological, truncated_at_every_byte, .timeout = 120) {
  size_t len = strlen(sample);
  jt_opts whole = jt_defaults();
  jt_result full = jt_parse(sample, len, "s.json", &whole);
  cr_assert_eq(full.status, HCL_OK, "%s", full.diags);
  jt_result_free(&full);
  for (size_t n = 0; n < len; n++) {
    for (size_t chunk = 0; chunk <= 3; chunk += 3) {
      test_alloc ta;
      test_alloc_init(&ta);
      jt_opts o = jt_defaults();
      o.alloc = &ta.hooks;
      o.chunk = chunk;
      jt_result r = jt_parse(sample, n, "s.json", &o);
      /* only the prefix with the root's closing brace is complete */
      cr_expect_eq(r.status, n == len - 1 ? HCL_OK : HCL_ERR_SYNTAX,
                   "prefix %zu: %s", n, hcl_status_name(r.status));
      cr_expect_null(r.checker_error, "prefix %zu: %s", n, r.checker_error);
      cr_expect_eq(ta.outstanding, 0, "prefix %zu leaks", n);
      jt_result_free(&r);
    }
  }
}

Test(json_pathological, garbage_after_every_byte, .timeout = 120) {
  size_t len = strlen(sample);
  char *buf = malloc(len + 2);
  for (size_t n = 0; n < len; n++) {
    for (int k = 0; k < 4; k++) {
      static const char junk[] = "\f}],:";
      memcpy(buf, sample, n);
      buf[n] = junk[k];
      memcpy(buf + n + 1, sample + n, len - n);
      test_alloc ta;
      test_alloc_init(&ta);
      jt_opts o = jt_defaults();
      o.alloc = &ta.hooks;
      o.chunk = (size_t)k + 1;
      jt_result r = jt_parse(buf, len + 1, "s.json", &o);
      cr_expect_null(r.checker_error, "at %zu: %s", n, r.checker_error);
      cr_expect_eq(ta.outstanding, 0, "at %zu leaks", n);
      jt_result_free(&r);
    }
  }
  free(buf);
}
