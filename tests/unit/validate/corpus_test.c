/*
 * The streaming validator against the buffered one (the tree, then
 * hcldec's decoding) over every single-file case of the hcldec corpus:
 * the same verdict and the same diagnostics, field for field and in the
 * same order, with the input given whole and through a reader in chunks
 * of every size from 1 to 31 bytes.
 */

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "buffered_validator.h"
#include "validate_harness.h"

/* Compares one case; the number of mismatches (logged). */
static size_t check_case(const vh_case *c, bool chunks) {
  hcl_validator *v = NULL;
  cr_assert_eq(
      hcl_validator_new(hcl_spec_file_root(c->spec), vh_case_ctx(c), NULL, &v),
      HCL_OK);
  buffered_validator *b =
      bv_new_spec(hcl_spec_file_root(c->spec), vh_case_ctx(c), NULL);
  hcl_status st;
  char *want = vh_oracle(b, c->src, c->len, c->name, c->json, &st);
  cr_assert(want, "%s: the oracle failed (%d)", c->dir, st);
  size_t bad = 0;
  for (size_t chunk = 0; chunk <= (chunks ? 31 : 0); chunk++) {
    vh_run run = {chunk, -1};
    char *got = vh_stream(v, c->src, c->len, c->name, c->json, &run, &st);
    if (!got || !vh_same(want, got)) {
      cr_log_error("%s (chunk %zu):\n--- want\n%s--- got\n%s", c->dir, chunk,
                   want, got ? got : "(failed)\n");
      bad++;
      free(got);
      break;
    }
    free(got);
  }
  free(want);
  bv_free(b);
  hcl_validator_free(v);
  return bad;
}

static void run_corpus(bool chunks) {
  size_t n;
  char **dirs = vh_corpus_dirs(&n);
  cr_assert(n > 1000, "the corpus is missing (run from tests/)");
  size_t cases = 0, bad = 0;
  for (size_t i = 0; i < n; i++) {
    vh_case c;
    if (!vh_case_load(&c, dirs[i]))
      continue;
    cases++;
    bad += check_case(&c, chunks);
    vh_case_free(&c);
  }
  vh_free_list(dirs, n);
  cr_log_info("%zu cases, %zu mismatches", cases, bad);
  cr_expect(cases > 1000, "only %zu cases loaded", cases);
  cr_expect_eq(bad, 0, "%zu of %zu cases differ", bad, cases);
}

Test(validate_corpus, agrees_with_the_buffered_validator, .timeout = 120) {
  run_corpus(false);
}

Test(validate_corpus, agrees_at_every_chunk_size, .timeout = 600) {
  run_corpus(true);
}
