/*
 * The canonical writer: quirks of the reference layout, one per test, and
 * a run of aligned lines long enough to go through the spool's temporary
 * file. The differential corpus (tests/fmt) covers ordinary files.
 */

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hcl/hcl.h"

static char *canonical(const char *src, size_t len, size_t *out_len) {
  char *text = NULL;
  FILE *out = open_memstream(&text, out_len);
  cr_assert(out);
  hcl_write_options o = hcl_write_options_default();
  o.style = HCL_WRITE_CANONICAL;
  hcl_writer *w = NULL;
  cr_assert_eq(hcl_writer_new(out, &o, &w), HCL_OK);
  hcl_status st = hcl_native_parse(src, len, "t.hcl", hcl_writer_sink(w), NULL);
  hcl_writer_free(w);
  fclose(out);
  cr_assert_eq(st, HCL_OK, "the parse failed: %s", hcl_status_name(st));
  return text;
}

static void check(const char *src, const char *want) {
  size_t n = 0;
  char *got = canonical(src, strlen(src), &n);
  cr_assert(n == strlen(want) && memcmp(got, want, n) == 0,
            "input:\n%s\nwant:\n%s\ngot:\n%.*s", src, want, (int)n, got);
  free(got);
}

Test(format, align_assignments_and_comments) {
  check("a=1\nlong_name = 2 # x\nb = 3     # y\n",
        "a         = 1\nlong_name = 2 # x\nb         = 3 # y\n");
}

Test(format, runs_break_at_blank_lines_and_blocks) {
  check("a = 1\nbbb = 2\n\ncc = 3\nblk {\nd = 4\nee = 5\n}\n",
        "a   = 1\nbbb = 2\n\ncc = 3\nblk {\n  d  = 4\n  ee = 5\n}\n");
}

Test(format, multi_line_values_are_not_aligned) {
  check("a = [\n1,\n2,\n]\nbb = 2\n", "a = [\n  1,\n  2,\n]\nbb = 2\n");
}

Test(format, spacing_rules) {
  check("a = -1 + f( x , y... )\nb = !c\nd = x[0].y[*].z\n"
        "e = {k: 1}\nf = {}\n",
        "a = -1 + f(x, y...)\nb = !c\nd = x[0].y[*].z\ne = { k : 1 }\n"
        "f = {}\n");
}

Test(format, for_in_keyword) {
  check("a = [for x in [1]: x]\n", "a = [for x in [1] : x]\n");
}

Test(format, interpolations_tight_heredocs_untouched) {
  check("a = \"${ x }-${y}\"\nb = <<EOT\n  keep  ${ z }\nEOT\n",
        "a = \"${x}-${y}\"\nb = <<EOT\n  keep  ${z}\nEOT\n");
}

Test(format, comment_chain_crosses_nesting) {
  check("blk { # h\na = 1 # one\n} # end\n",
        "blk {   # h\n  a = 1 # one\n}       # end\n");
}

Test(format, line_endings_and_final_newline_kept) {
  check("a=1\r\nb  =  2", "a = 1\r\nb = 2");
}

Test(format, dedent_on_closing_line) {
  check("x = merge({\na = 1\n}, {\nb = 2\n})\n",
        "x = merge({\n  a = 1\n  }, {\n  b = 2\n})\n");
}

/* A block comment's newline does not end its line, and every grapheme of
   it counts towards the line's width. */
Test(format, multi_line_block_comment_counts_whole) {
  check("a = 1\n/* block\ncomment */ b = 2\n",
        "a                     = 1\n/* block\ncomment */ b = 2\n");
}

Test(format, namespaced_calls_stay_whole) {
  check("a = provider::p::f(1)\n", "a = provider::p::f(1)\n");
}

/* Far more held text than the spool keeps in memory. */
static int key_of(int i, char *key, size_t cap) {
  return snprintf(key, cap, "k%.*s_%d", i % 13, "zzzzzzzzzzzzz", i);
}

Test(format, long_run_through_the_spool, .timeout = 60) {
  enum { N = 150000 };
  size_t cap = (size_t)N * 64;
  char *src = malloc(cap), *want = malloc(cap);
  cr_assert(src && want);
  char key[48];
  int widest = 0;
  for (int i = 0; i < N; i++) {
    int k = key_of(i, key, sizeof key);
    widest = k > widest ? k : widest;
  }
  /* every value has the same width, so the comments line up after them */
  size_t sl = 0, wl = 0;
  for (int i = 0; i < N; i++) {
    int k = key_of(i, key, sizeof key);
    sl += (size_t)sprintf(src + sl, "%s=%06d # c\n", key, i);
    wl += (size_t)sprintf(want + wl, "%s%*s = %06d # c\n", key, widest - k, "",
                          i);
  }
  size_t n = 0;
  char *got = canonical(src, sl, &n);
  cr_assert(n == wl && memcmp(got, want, n) == 0);
  free(got);
  free(src);
  free(want);
}
