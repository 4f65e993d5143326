/*
 * Golden event dumps of the JSON syntax: each tests/golden/json/NAME.json
 * is parsed and its dump compared with NAME.events (checked by hand).
 * Inputs named err_* have syntax errors and show how the stream is closed
 * after one. Every case also runs with reader chunks of 1..31 bytes, under
 * a counting allocator, cancelled at every event, and with each allocation
 * failing in turn.
 */

#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json_test_util.h"
#include "test_alloc.h"
#include "test_case.h"
#include "test_util.h"

static test_case cases[] = {
#include "golden_json_cases.inc"
};

static char *load(const char *name, const char *suffix, size_t *len) {
  char path[512];
  snprintf(path, sizeof path, "golden/json/%s", name);
  char *dot = strrchr(path, '.');
  if (suffix)
    strcpy(dot, suffix);
  return test_read_file(path, len);
}

static hcl_status expected_status(const char *name) {
  return strncmp(name, "err_", 4) == 0 ? HCL_ERR_SYNTAX : HCL_OK;
}

ParameterizedTestParameters(json_golden, events) {
  return cr_make_param_array(test_case, cases,
                             sizeof cases / sizeof cases[0]);
}

ParameterizedTest(test_case *tc, json_golden, events, .timeout = 60) {
  const char *const *name = &(const char *){tc->name};
  size_t len;
  char *src = load(*name, NULL, &len);
  cr_assert(src, "cannot read %s", *name);
  char *want = load(*name, ".events", NULL);
  cr_assert(want, "cannot read the .events of %s", *name);
  jt_opts o = jt_defaults();
  jt_result r = jt_parse(src, len, *name, &o);
  cr_expect_null(r.checker_error, "%s: contract: %s", *name,
                 r.checker_error);
  cr_expect_str_eq(r.dump, want, "%s: dump differs:\n%s", *name, r.dump);
  cr_expect_eq(r.status, expected_status(*name), "%s: status %s", *name,
               hcl_status_name(r.status));
  for (size_t chunk = 1; chunk <= 31; chunk++) {
    jt_opts c = o;
    c.chunk = chunk;
    jt_result rc = jt_parse(src, len, *name, &c);
    cr_expect_str_eq(rc.dump, want, "%s: chunk %zu differs:\n%s", *name,
                     chunk, rc.dump);
    cr_expect_str_eq(rc.diags, r.diags, "%s: chunk %zu diagnostics differ",
                     *name, chunk);
    cr_expect_null(rc.checker_error, "%s: chunk %zu contract: %s", *name,
                   chunk, rc.checker_error);
    jt_result_free(&rc);
  }
  jt_result_free(&r);
  free(want);
  free(src);
}

ParameterizedTestParameters(json_golden, no_leaks) {
  return cr_make_param_array(test_case, cases,
                             sizeof cases / sizeof cases[0]);
}

ParameterizedTest(test_case *tc, json_golden, no_leaks, .timeout = 60) {
  const char *const *name = &(const char *){tc->name};
  size_t len;
  char *src = load(*name, NULL, &len);
  cr_assert(src);
  for (size_t chunk = 0; chunk <= 3; chunk++) {
    test_alloc ta;
    test_alloc_init(&ta);
    jt_opts o = jt_defaults();
    o.alloc = &ta.hooks;
    o.chunk = chunk;
    jt_result r = jt_parse(src, len, *name, &o);
    cr_expect_eq(r.status, expected_status(*name));
    cr_expect_eq(ta.outstanding, 0, "%s: %zu allocations leaked", *name,
                 ta.outstanding);
    jt_result_free(&r);
  }
  free(src);
}

ParameterizedTestParameters(json_golden, cancel_at_every_event) {
  return cr_make_param_array(test_case, cases,
                             sizeof cases / sizeof cases[0]);
}

ParameterizedTest(test_case *tc, json_golden, cancel_at_every_event,
                  .timeout = 60) {
  const char *const *name = &(const char *){tc->name};
  size_t len;
  char *src = load(*name, NULL, &len);
  cr_assert(src);
  jt_opts o = jt_defaults();
  jt_result full = jt_parse(src, len, *name, &o);
  size_t total = full.events;
  jt_result_free(&full);
  for (size_t k = 0; k < total; k++) {
    test_alloc ta;
    test_alloc_init(&ta);
    jt_opts c = jt_defaults();
    c.alloc = &ta.hooks;
    c.stop_at_event = (long)k;
    c.chunk = k % 2 ? 7 : 0;
    jt_result r = jt_parse(src, len, *name, &c);
    cr_expect_eq(r.status, HCL_STOP, "%s: stop at %zu gave %s", *name, k,
                 hcl_status_name(r.status));
    cr_expect_eq(r.events, k + 1, "%s: events after stop", *name);
    cr_expect_eq(ta.outstanding, 0, "%s: leak after stop at %zu", *name, k);
    jt_result_free(&r);
  }
  free(src);
}

ParameterizedTestParameters(json_golden, out_of_memory) {
  return cr_make_param_array(test_case, cases,
                             sizeof cases / sizeof cases[0]);
}

ParameterizedTest(test_case *tc, json_golden, out_of_memory, .timeout = 120) {
  const char *const *name = &(const char *){tc->name};
  size_t len;
  char *src = load(*name, NULL, &len);
  cr_assert(src);
  for (size_t chunk = 0; chunk <= 5; chunk += 5) {
    for (size_t n = 1;; n++) {
      test_alloc ta;
      test_alloc_init(&ta);
      ta.fail_at = n;
      jt_opts o = jt_defaults();
      o.alloc = &ta.hooks;
      o.chunk = chunk;
      jt_result r = jt_parse(src, len, *name, &o);
      cr_expect_eq(ta.outstanding, 0, "%s: leak when allocation %zu fails",
                   *name, n);
      bool done = ta.allocations < n;
      if (!done)
        cr_expect_eq(r.status, HCL_ERR_NOMEM,
                     "%s: allocation %zu failed but status is %s", *name, n,
                     hcl_status_name(r.status));
      jt_result_free(&r);
      if (done)
        break;
    }
  }
  free(src);
}
