/*
 * The JSON-to-native writer (hcl/write.h) on a body with more properties
 * than the writer keeps names of in memory: every property set twice is
 * still a "Duplicate attribute" error at the repeat, whether the first
 * setting was kept in memory or went to the temporary file, and the
 * writer's own allocations stay bounded.
 */

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hcl/hcl.h"
#include "test_alloc.h"
#include "test_util.h"

static int by_value(const void *a, const void *b) {
  unsigned long x = *(const unsigned long *)a, y = *(const unsigned long *)b;
  return x < y ? -1 : x > y;
}

Test(native_writer, finds_duplicates_past_the_memory_budget, .timeout = 120) {
  /* Line L+1 holds property "pL", unless it repeats an earlier one; the
     object's `{` is line 1. */
  enum { N = 300000 };
  test_text src = {0};
  unsigned long want[8], nwant = 0;
  test_text_add(&src, "{\n");
  for (unsigned long l = 1; l <= N; l++) {
    unsigned long name = l;
    if (l == 200000) {
      name = 7; /* kept in memory */
      want[nwant++] = l + 1;
    } else if (l == 250000 || l == 290000) {
      name = 150000; /* went to the file */
      want[nwant++] = l + 1;
    }
    char text[64];
    snprintf(text, sizeof text, "\"p%lu\": %lu,\n", name, l);
    test_text_add(&src, text);
  }
  test_text_add(&src, "\"p299999\": 0\n}\n"); /* the last property, a repeat */
  want[nwant++] = N + 2;

  test_alloc ta;
  test_alloc_init(&ta);
  hcl_native_write_options o = hcl_native_write_options_default();
  o.alloc = &ta.hooks;
  FILE *out = tmpfile();
  cr_assert(out);
  hcl_native_writer *w;
  cr_assert_eq(hcl_native_writer_new(out, &o, &w), HCL_OK);
  size_t peak_before = ta.peak_bytes;
  hcl_json_options jo = hcl_json_options_default();
  hcl_status st = hcl_json_parse(src.data, src.len, "big.json",
                                 hcl_native_writer_sink(w), &jo);
  cr_expect_eq(st, HCL_OK);
  const hcl_diags *ds = hcl_native_writer_diags(w);
  unsigned long got[16];
  size_t ngot = 0;
  for (size_t i = 0; i < hcl_diags_count(ds); i++) {
    const hcl_diag *d = hcl_diags_at(ds, i);
    cr_assert_str_eq(d->summary, "Duplicate attribute");
    cr_assert(d->subject);
    cr_assert_lt(ngot, 16);
    got[ngot++] = d->subject->start.line;
  }
  cr_assert_eq(ngot, nwant, "%zu duplicates reported, %lu planted", ngot,
               nwant);
  qsort(got, ngot, sizeof got[0], by_value);
  for (size_t i = 0; i < ngot; i++)
    cr_expect_eq(got[i], want[i], "duplicate %zu at line %lu", i, got[i]);
  /* the names alone took over 30 MB when all were kept */
  cr_expect_lt(ta.peak_bytes - peak_before, 12u << 20, "peak %zu bytes",
               ta.peak_bytes);
  hcl_native_writer_free(w);
  cr_expect_eq(ta.outstanding, 0);
  fclose(out);
  free(src.data);
}
