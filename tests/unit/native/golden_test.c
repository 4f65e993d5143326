/*
 * Golden event dumps: each tests/golden/native/NAME.hcl is parsed and its
 * dump compared with NAME.events (written by hand), or with
 * NAME.trivia.events when trivia is asked for. Every case also runs with
 * reader chunks of 1..31 bytes, under a counting allocator, cancelled at
 * every event, and with each allocation failing in turn.
 */

#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "test_alloc.h"
#include "test_case.h"
#include "test_util.h"

static test_case cases[] = {
#include "golden_native_cases.inc"
};

ParameterizedTestParameters(golden, events) {
  return cr_make_param_array(test_case, cases,
                             sizeof cases / sizeof cases[0]);
}

static char *load(const char *name, const char *suffix, size_t *len) {
  char path[512];
  snprintf(path, sizeof path, "golden/native/%s", name);
  char *dot = strrchr(path, '.');
  if (suffix)
    strcpy(dot, suffix);
  return test_read_file(path, len);
}

static test_parse_result run(const char *src, size_t len, const char *name,
                             test_parse_opts *o) {
  return test_parse(src, len, name, o);
}

ParameterizedTest(test_case *tc, golden, events, .timeout = 60) {
  const char *const *name = &(const char *){tc->name};
  size_t len;
  char *src = load(*name, NULL, &len);
  cr_assert(src, "cannot read %s", *name);
  for (int trivia = 0; trivia < 2; trivia++) {
    char *want = load(*name, trivia ? ".trivia.events" : ".events", NULL);
    if (!want)
      continue;
    test_parse_opts o = test_parse_defaults();
    o.trivia = trivia;
    test_parse_result r = run(src, len, *name, &o);
    cr_expect_null(r.checker_error, "%s: contract: %s", *name,
                   r.checker_error);
    cr_expect_str_eq(r.dump, want, "%s: dump differs:\n%s", *name, r.dump);
    cr_expect_eq(r.status, HCL_OK, "%s: status %s", *name,
                 hcl_status_name(r.status));
    for (size_t chunk = 1; chunk <= 31; chunk++) {
      test_parse_opts c = o;
      c.chunk = chunk;
      test_parse_result rc = run(src, len, *name, &c);
      cr_expect_str_eq(rc.dump, want, "%s: chunk %zu differs", *name, chunk);
      test_parse_result_free(&rc);
    }
    test_parse_result_free(&r);
    free(want);
  }
  free(src);
}

ParameterizedTestParameters(golden, no_leaks) {
  return cr_make_param_array(test_case, cases,
                             sizeof cases / sizeof cases[0]);
}

ParameterizedTest(test_case *tc, golden, no_leaks, .timeout = 60) {
  const char *const *name = &(const char *){tc->name};
  size_t len;
  char *src = load(*name, NULL, &len);
  cr_assert(src);
  for (size_t chunk = 0; chunk <= 3; chunk++) {
    test_alloc ta;
    test_alloc_init(&ta);
    test_parse_opts o = test_parse_defaults();
    o.alloc = &ta.hooks;
    o.trivia = true;
    o.chunk = chunk;
    test_parse_result r = run(src, len, *name, &o);
    cr_expect_eq(r.status, HCL_OK);
    cr_expect_eq(ta.outstanding, 0, "%s: %zu allocations leaked", *name,
                 ta.outstanding);
    test_parse_result_free(&r);
  }
  free(src);
}

ParameterizedTestParameters(golden, cancel_at_every_event) {
  return cr_make_param_array(test_case, cases,
                             sizeof cases / sizeof cases[0]);
}

ParameterizedTest(test_case *tc, golden, cancel_at_every_event,
                  .timeout = 60) {
  const char *const *name = &(const char *){tc->name};
  size_t len;
  char *src = load(*name, NULL, &len);
  cr_assert(src);
  test_parse_opts o = test_parse_defaults();
  test_parse_result full = run(src, len, *name, &o);
  size_t total = full.events;
  test_parse_result_free(&full);
  for (size_t k = 0; k < total; k++) {
    test_alloc ta;
    test_alloc_init(&ta);
    test_parse_opts c = test_parse_defaults();
    c.alloc = &ta.hooks;
    c.stop_at_event = (long)k;
    c.chunk = k % 2 ? 7 : 0;
    test_parse_result r = run(src, len, *name, &c);
    cr_expect_eq(r.status, HCL_STOP, "%s: stop at %zu gave %s", *name, k,
                 hcl_status_name(r.status));
    cr_expect_eq(r.events, k + 1, "%s: events after stop", *name);
    cr_expect_eq(ta.outstanding, 0, "%s: leak after stop at %zu", *name, k);
    test_parse_result_free(&r);
  }
  free(src);
}

ParameterizedTestParameters(golden, out_of_memory) {
  return cr_make_param_array(test_case, cases,
                             sizeof cases / sizeof cases[0]);
}

ParameterizedTest(test_case *tc, golden, out_of_memory, .timeout = 120) {
  const char *const *name = &(const char *){tc->name};
  size_t len;
  char *src = load(*name, NULL, &len);
  cr_assert(src);
  for (size_t chunk = 0; chunk <= 5; chunk += 5) {
    for (size_t n = 1;; n++) {
      test_alloc ta;
      test_alloc_init(&ta);
      ta.fail_at = n;
      test_parse_opts o = test_parse_defaults();
      o.alloc = &ta.hooks;
      o.trivia = true;
      o.chunk = chunk;
      test_parse_result r = run(src, len, *name, &o);
      cr_expect_eq(ta.outstanding, 0, "%s: leak when allocation %zu fails",
                   *name, n);
      bool done = ta.allocations < n;
      if (!done)
        cr_expect_eq(r.status, HCL_ERR_NOMEM,
                     "%s: allocation %zu failed but status is %s", *name, n,
                     hcl_status_name(r.status));
      test_parse_result_free(&r);
      if (done)
        break;
    }
  }
  free(src);
}
