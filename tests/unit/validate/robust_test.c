/*
 * The streaming validator when things go wrong, over a sample of the
 * hcldec corpus: every allocation failing in turn (the result is then
 * out of memory or the right one, never a wrong verdict, and nothing
 * leaks, also while it keeps the value as JSON), and the
 * stream stopped at every event (then the same validator checks the
 * whole file again with the right result).
 */

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "test_alloc.h"
#include "validate_harness.h"

/* Every how-many-th case of the corpus; all of them under a longer run. */
#define SAMPLE 16

static char *expected(const vh_case *c) {
  hcl_validator *v = NULL;
  cr_assert_eq(
      hcl_validator_new(hcl_spec_file_root(c->spec), vh_case_ctx(c), NULL, &v),
      HCL_OK);
  hcl_status st;
  vh_run run = {0, -1};
  char *want = vh_stream(v, c->src, c->len, c->name, c->json, &run, &st);
  hcl_validator_free(v);
  return want;
}

/* Fails the n-th allocation for n = 1, 2, ... until a run needs no more;
   the number of runs that failed. */
static size_t sweep_case(const vh_case *c, const char *want, bool keep_json) {
  size_t bad = 0;
  for (size_t n = 1;; n++) {
    test_alloc ta;
    test_alloc_init(&ta);
    ta.fail_at = n;
    hcl_validate_options o = hcl_validate_options_default();
    o.alloc = &ta.hooks;
    o.keep_json = keep_json;
    hcl_validator *v = NULL;
    hcl_status st =
        hcl_validator_new(hcl_spec_file_root(c->spec), vh_case_ctx(c), &o, &v);
    char *got = NULL;
    if (st == HCL_OK) {
      vh_run run = {0, -1};
      got = vh_stream(v, c->src, c->len, c->name, c->json, &run, &st);
      hcl_validator_free(v);
    }
    /* out of memory, or the right result (a failure some path can
       absorb, such as a scratch buffer it can do without); never a
       wrong one */
    bool failed = ta.allocations >= n;
    bool right = got && strcmp(got, want) == 0;
    if (failed ? !right && (st != HCL_ERR_NOMEM || got != NULL) : !right) {
      cr_log_error("%s: allocation %zu of %zu failing: status %d\n%s"
                   "--- want\n%s",
                   c->dir, n, ta.allocations, st, got ? got : "(no result)\n",
                   want);
      bad++;
    }
    if (ta.outstanding != 0) {
      cr_log_error("%s: allocation %zu failing: %zu allocations leaked", c->dir,
                   n, ta.outstanding);
      bad++;
    }
    free(got);
    if (!failed || bad)
      break;
  }
  return bad;
}

/* Stops the stream at every event in turn, then checks the whole file
   on the same validator. */
static size_t cancel_case(const vh_case *c, const char *want) {
  hcl_validator *v = NULL;
  cr_assert_eq(
      hcl_validator_new(hcl_spec_file_root(c->spec), vh_case_ctx(c), NULL, &v),
      HCL_OK);
  size_t bad = 0;
  for (long at = 0;; at++) {
    vh_run run = {0, at};
    hcl_status stopped, st;
    free(vh_stream(v, c->src, c->len, c->name, c->json, &run, &stopped));
    vh_run whole = {0, -1};
    char *got = vh_stream(v, c->src, c->len, c->name, c->json, &whole, &st);
    if (!got || strcmp(got, want) != 0) {
      cr_log_error("%s: after a stop at event %ld:\n%s", c->dir, at,
                   got ? got : "(failed)\n");
      bad++;
    }
    free(got);
    /* past the last event the stop never happens */
    if (bad || stopped != HCL_STOP)
      break;
  }
  hcl_validator_free(v);
  return bad;
}

static void run(bool oom, bool keep_json) {
  size_t n;
  char **dirs = vh_corpus_dirs(&n);
  cr_assert(n > 1000, "the corpus is missing (run from tests/)");
  const char *all = getenv("HCL_VALIDATE_ROBUST_ALL");
  size_t step = all && *all ? 1 : SAMPLE;
  size_t cases = 0, bad = 0;
  for (size_t i = 0; i < n && bad < 5; i += step) {
    vh_case c;
    if (!vh_case_load(&c, dirs[i]))
      continue;
    char *want = expected(&c);
    if (want) {
      cases++;
      bad += oom ? sweep_case(&c, want, keep_json) : cancel_case(&c, want);
    }
    free(want);
    vh_case_free(&c);
  }
  vh_free_list(dirs, n);
  cr_log_info("%zu cases, %zu failures", cases, bad);
  cr_expect(cases > 30);
  cr_expect_eq(bad, 0);
}

Test(validate_robust, every_allocation_failing, .timeout = 600) {
  run(true, false);
}

Test(validate_robust, every_allocation_failing_keeping_json, .timeout = 600) {
  run(true, true);
}

Test(validate_robust, stopped_at_every_event, .timeout = 600) {
  run(false, false);
}
