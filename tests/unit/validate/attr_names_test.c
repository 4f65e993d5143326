/*
 * A block_attrs body in the JSON syntax with more properties than the
 * validator keeps names of in memory (core/name_set.h): a property given
 * twice is still "Duplicate attribute definition", with the first
 * setting's whole range, whether the first went to the temporary file or
 * stayed in memory; with the repeats all past the budget, the diagnostics
 * equal the buffered validator's (the tree's) byte for byte.
 */

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "validate_harness.h"

static const char SPEC[] = "object {\n"
                           "  block_attrs \"tags\" {\n"
                           "    element_type = number\n"
                           "  }\n"
                           "}\n";

enum { N = 60000 };

/* {"tags": {"p0": 0, ...}} of N properties, one per line; property i is
   named after repeat(i). */
static char *input(int (*repeat)(int)) {
  char *text = NULL;
  size_t len = 0;
  FILE *out = open_memstream(&text, &len);
  fputs("{\"tags\": {\n", out);
  for (int i = 0; i < N; i++)
    fprintf(out, "  \"p%d\": %d%s\n", repeat(i), i, i < N - 1 ? "," : "");
  fputs("}}\n", out);
  fclose(out);
  return text;
}

static int late_repeats(int i) {
  /* names stay in memory up to about the 25 000th: these are past it */
  return i == 50000 ? 40000 : i == N - 1 ? 59990 : i;
}

static int early_and_late(int i) { return i == 45000 ? 5 : late_repeats(i); }

static size_t count(const char *text, const char *what) {
  size_t n = 0;
  for (const char *p = text; (p = strstr(p, what)); p++)
    n++;
  return n;
}

static void check(int (*repeat)(int), bool same_order, size_t want_dups) {
  char *src = input(repeat);
  char *want, *got;
  cr_assert(vh_both(SPEC, src, true, &want, &got));
  cr_assert(want && got);
  if (same_order)
    cr_expect_str_eq(got, want);
  cr_expect_eq(count(want, "Duplicate attribute definition"), want_dups);
  cr_expect_eq(count(got, "Duplicate attribute definition"), want_dups);
  free(want);
  free(got);
  free(src);
}

Test(validate_attr_names, repeats_past_the_budget_as_the_tree_reports_them,
     .timeout = 120) {
  check(late_repeats, true, 2);
}

Test(validate_attr_names, a_repeat_held_in_memory_too, .timeout = 120) {
  /* the early repeat is found at once, the late ones at the body's end:
     the same diagnostics, in another order */
  check(early_and_late, false, 3);
}
