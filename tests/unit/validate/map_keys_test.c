/*
 * block_map label paths past the first VKEYS_EXACT (1024) of one body,
 * where the validator keeps only their fingerprints: duplicates early
 * and late are still found, distinct keys are not taken for duplicates,
 * and the diagnostics equal the buffered validator's, in both syntaxes.
 */

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "validate_harness.h"

static const char SPEC[] = "object {\n"
                           "  block_map \"svc\" {\n"
                           "    labels = [\"kind\", \"name\"]\n"
                           "    object {\n"
                           "      attr \"a\" { type = string }\n"
                           "    }\n"
                           "  }\n"
                           "}\n";

/* `n` blocks with distinct label paths, then one repeating block `dup`
   (none when negative) and one repeating block 2000 (when n > 2000). */
static char *input(int n, int dup, bool json) {
  char *text = NULL;
  size_t len = 0;
  FILE *out = open_memstream(&text, &len);
  int extra[2] = {dup, n > 2000 ? 2000 : -1};
  if (json)
    fputs("{\"svc\": {", out);
  for (int i = 0; i < n + 2; i++) {
    int k = i < n ? i : extra[i - n];
    if (k < 0)
      continue;
    if (json)
      fprintf(out, "%s\"k%d\": {\"n%d\": {\"a\": \"x\"}}", i ? ", " : "", k % 7,
              k);
    else
      fprintf(out, "svc \"k%d\" \"n%d\" {\n  a = \"x\"\n}\n", k % 7, k);
  }
  if (json)
    fputs("}}\n", out);
  fclose(out);
  return text;
}

static void check(int n, int dup, bool json, size_t want_dups) {
  char *src = input(n, dup, json);
  char *want, *got;
  cr_assert(vh_both(SPEC, src, json, &want, &got));
  cr_assert(want && got);
  cr_expect_str_eq(got, want);
  size_t dups = 0;
  for (const char *p = got; (p = strstr(p, "Duplicate svc block")); p++)
    dups++;
  cr_expect_eq(dups, want_dups, "%d blocks (%s): %zu duplicates", n,
               json ? "json" : "native", dups);
  free(want);
  free(got);
  free(src);
}

Test(validate_map_keys, few_keys_exact) {
  check(100, 5, false, 1);
  check(100, -1, false, 0);
}

Test(validate_map_keys, many_keys_native) {
  check(5000, -1, false, 1); /* the late repeat of 2000 */
  check(5000, 3, false, 2);  /* an early one too */
  check(5000, 4000, false, 2);
  check(1025, 1024, false, 1); /* the first key past the exact ones */
}

Test(validate_map_keys, many_keys_json) {
  check(5000, -1, true, 1);
  check(5000, 3, true, 2);
}
