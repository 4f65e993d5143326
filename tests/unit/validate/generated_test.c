/*
 * The streaming validator against the buffered one on random specs and
 * inputs (tests/support/validate_gen.c), in both syntaxes, each case at
 * one reader chunk size: the same verdict and diagnostics. The seed and
 * the number of cases are fixed here; HCL_VALIDATE_GEN_SEED and
 * HCL_VALIDATE_GEN_CASES change them for a longer run
 * (scripts/validate_fuzz.sh).
 */

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "buffered_validator.h"
#include "validate_gen.h"
#include "validate_harness.h"

static unsigned long long env_number(const char *name,
                                     unsigned long long dflt) {
  const char *s = getenv(name);
  return s && *s ? strtoull(s, NULL, 10) : dflt;
}

/* One generated case; true when both agree (or the spec did not load). */
static bool check(uint64_t seed, bool json, size_t *loaded, size_t *invalid,
                  size_t *oracle_crashed) {
  char *spec, *input;
  vgen_case(seed, json, &spec, &input);
  if (getenv("HCL_VALIDATE_GEN_VERBOSE"))
    fprintf(stderr, "seed %llu (%s)\n--- spec\n%s--- input\n%s\n",
            (unsigned long long)seed, json ? "json" : "native", spec, input);
  vh_case c;
  bool ok = true;
  if (vh_case_text(&c, spec, input, json)) {
    ++*loaded;
    hcl_validator *v = NULL;
    cr_assert_eq(hcl_validator_new(hcl_spec_file_root(c.spec), vh_case_ctx(&c),
                                   NULL, &v),
                 HCL_OK);
    buffered_validator *b =
        bv_new_spec(hcl_spec_file_root(c.spec), vh_case_ctx(&c), NULL);
    hcl_status st;
    bool crashed;
    char *want = vh_oracle_forked(b, c.src, c.len, c.name, json, &crashed);
    vh_run run = {(size_t)(seed % 32), -1};
    char *got = vh_stream(v, c.src, c.len, c.name, json, &run, &st);
    ok = crashed || (want && got && vh_same(want, got));
    *oracle_crashed += crashed;
    if (want && strncmp(want, "invalid", 7) == 0)
      ++*invalid;
    if (!ok)
      cr_log_error("seed %llu (%s):\n--- spec\n%s--- input\n%s\n--- want\n%s"
                   "--- got\n%s",
                   (unsigned long long)seed, json ? "json" : "native", spec,
                   input, want ? want : "(failed)\n", got ? got : "(failed)\n");
    free(want);
    free(got);
    bv_free(b);
    hcl_validator_free(v);
    vh_case_free(&c);
  }
  free(spec);
  free(input);
  return ok;
}

static void run(bool json) {
  unsigned long long seed = env_number("HCL_VALIDATE_GEN_SEED", 1);
  unsigned long long n = env_number("HCL_VALIDATE_GEN_CASES", 3000);
  size_t loaded = 0, invalid = 0, crashed = 0, bad = 0;
  for (unsigned long long i = 0; i < n && bad < 5; i++)
    bad += !check(seed + i, json, &loaded, &invalid, &crashed);
  cr_log_info("%s: %zu cases whose spec loaded (%zu invalid, %zu where the "
              "buffered validator crashed), %zu differ",
              json ? "json" : "native", loaded, invalid, crashed, bad);
  cr_expect(loaded > n / 2, "only %zu specs loaded", loaded);
  cr_expect_eq(bad, 0);
}

Test(validate_generated, native, .timeout = 600) { run(false); }

Test(validate_generated, json, .timeout = 600) { run(true); }
