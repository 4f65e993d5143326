/*
 * hcl_validate_file_parallel against hcl_validate_file on one validator:
 * the same verdict and the same diagnostics, whether the file was cut
 * into runs or checked whole. Over every native single-file case of the
 * hcldec corpus on 2 to 4 threads, and over files made so that what
 * decides them lies in two runs: a block_map label path, a `block`, an
 * attribute, a block_list's max_items.
 */

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "test_alloc.h"
#include "validate_harness.h"

static char dir[] = "/tmp/hcl-split-XXXXXX";
static char path[64];

static void setup(void) {
  cr_assert(mkdtemp(dir), "cannot make a temporary directory");
  snprintf(path, sizeof path, "%s/input.hcl", dir);
}

static void teardown(void) {
  unlink(path);
  rmdir(dir);
}

static void write_input(const char *src, size_t len) {
  FILE *f = fopen(path, "wb");
  cr_assert(f);
  cr_assert_eq(fwrite(src, 1, len, f), len);
  cr_assert_eq(fclose(f), 0);
}

/* The results of `path` checked whole and on `n` threads, rendered;
 *split says whether it was cut (its second validator saw a file). */
static void both(const hcl_spec *spec, const hcl_eval_ctx *ctx, size_t n,
                 char **want, char **got, bool *split) {
  hcl_validator *vs[4];
  cr_assert(n <= 4);
  for (size_t i = 0; i < n; i++)
    cr_assert_eq(hcl_validator_new(spec, ctx, NULL, &vs[i]), HCL_OK);
  cr_assert_eq(hcl_validate_file(vs[0], path, false), HCL_OK);
  *want = vh_render(hcl_validator_valid(vs[0]), hcl_validator_diags(vs[0]));
  size_t runs = 0;
  cr_assert_eq(hcl_validate_file_parallel(vs, n, path, &runs), HCL_OK);
  *got = vh_render(hcl_validator_valid(vs[0]), hcl_validator_diags(vs[0]));
  cr_assert_geq(runs, 1);
  *split = runs > 1;
  for (size_t i = 0; i < n; i++)
    hcl_validator_free(vs[i]);
  cr_assert(*want && *got);
}

Test(validate_split, agrees_over_the_corpus, .init = setup, .fini = teardown,
     .timeout = 300) {
  size_t ndirs;
  char **dirs = vh_corpus_dirs(&ndirs);
  cr_assert(ndirs > 1000, "the corpus is missing (run from tests/)");
  size_t cases = 0, runs = 0, split_runs = 0, bad = 0;
  for (size_t i = 0; i < ndirs; i++) {
    vh_case c;
    if (!vh_case_load(&c, dirs[i]))
      continue;
    if (!c.json) {
      cases++;
      write_input(c.src, c.len);
      for (size_t n = 2; n <= 4; n++) {
        char *want, *got;
        bool split;
        both(hcl_spec_file_root(c.spec), vh_case_ctx(&c), n, &want, &got,
             &split);
        runs++;
        split_runs += split;
        if (strcmp(want, got) != 0) {
          cr_log_error("%s on %zu threads:\n--- whole\n%s--- parallel\n%s",
                       c.dir, n, want, got);
          bad++;
        }
        free(want);
        free(got);
      }
    }
    vh_case_free(&c);
  }
  vh_free_list(dirs, ndirs);
  cr_log_info("%zu cases, %zu runs, %zu cut, %zu mismatches", cases, runs,
              split_runs, bad);
  cr_assert_gt(cases, 500);
  /* many corpus files are a few lines, or have no block closed at the
     margin to cut after; enough of them are cut */
  cr_assert_gt(split_runs, 50);
  cr_assert_eq(bad, 0);
}

/* ---- Names in two runs -------------------------------------------------- */

static const char SPEC[] = "object {\n"
                           "  attr \"name\" { type = string }\n"
                           "  block \"settings\" {\n"
                           "    object {\n"
                           "      attr \"x\" { type = number }\n"
                           "    }\n"
                           "  }\n"
                           "  block_list \"item\" {\n"
                           "    max_items = 3\n"
                           "    object {\n"
                           "      attr \"v\" { type = number }\n"
                           "    }\n"
                           "  }\n"
                           "  block_map \"res\" {\n"
                           "    labels = [\"type\", \"name\"]\n"
                           "    object {\n"
                           "      attr \"v\" { type = number }\n"
                           "    }\n"
                           "  }\n"
                           "  block_list \"free\" {\n"
                           "    object {\n"
                           "      attr \"v\" { type = number }\n"
                           "      attr \"s\" { type = string }\n"
                           "    }\n"
                           "  }\n"
                           "}\n";

/* `first`, then many free blocks, then `second`: a file cut in two puts
   them in different runs. */
static char *file_of(const char *first, const char *second, size_t *len) {
  size_t cap = 64 * 1024, n = 0;
  char *s = malloc(cap);
  cr_assert(s);
  n += (size_t)snprintf(s + n, cap - n, "%s", first);
  for (int i = 0; i < 400; i++)
    n += (size_t)snprintf(s + n, cap - n, "free {\n  v = %d\n}\n", i);
  n += (size_t)snprintf(s + n, cap - n, "%s", second);
  cr_assert_lt(n, cap);
  *len = n;
  return s;
}

/* How a file came out: valid or not (checked whole), and whether runs
   decided it on two threads (else it was checked again whole). */
typedef enum outcome { INVALID, VALID_WHOLE, VALID_BY_RUNS } outcome;

/* Checks `src` against `spec` both ways: the same results, and how
   they came. */
static outcome check_spec_text(const char *spec, const char *src, size_t len) {
  vh_case c;
  cr_assert(vh_case_text(&c, spec, "", false));
  write_input(src, len);
  char *want, *got;
  bool split;
  both(hcl_spec_file_root(c.spec), vh_case_ctx(&c), 2, &want, &got, &split);
  cr_expect_str_eq(got, want, "input:\n%.*s", (int)len, src);
  bool valid = strncmp(want, "valid", 5) == 0;
  cr_expect(valid || !split, "runs decided an invalid file");
  free(want);
  free(got);
  vh_case_free(&c);
  return !valid ? INVALID : split ? VALID_BY_RUNS : VALID_WHOLE;
}

static outcome check_text(const char *src, size_t len) {
  return check_spec_text(SPEC, src, len);
}

static outcome check(const char *first, const char *second) {
  size_t len;
  char *src = file_of(first, second, &len);
  outcome o = check_text(src, len);
  free(src);
  return o;
}

Test(validate_split, what_only_the_whole_file_shows, .init = setup,
     .fini = teardown) {
  /* distinct keys, three items in all: valid, and decided by the runs */
  cr_expect_eq(check("name = \"a\"\nres \"t\" \"a\" {\n  v = 1\n}\n"
                     "item {\n  v = 1\n}\nitem {\n  v = 2\n}\n",
                     "res \"t\" \"b\" {\n  v = 1\n}\n"
                     "settings {\n  x = 1\n}\nitem {\n  v = 3\n}\n"),
               VALID_BY_RUNS);
  /* each run clean alone: the checks across runs send the file whole */
  /* a block_map label path in both runs */
  cr_expect_eq(check("res \"t\" \"a\" {\n  v = 1\n}\n",
                     "res \"t\" \"a\" {\n  v = 2\n}\n"),
               INVALID);
  /* the same label path twice within one run: the validator of a run
     leaves top-level label paths to the comparison across runs */
  cr_expect_eq(
      check("res \"t\" \"a\" {\n  v = 1\n}\nres \"t\" \"a\" {\n  v = 2\n}\n",
            ""),
      INVALID);
  /* a `block` in both */
  cr_expect_eq(check("settings {\n  x = 1\n}\n", "settings {\n  x = 2\n}\n"),
               INVALID);
  /* an attribute in both */
  cr_expect_eq(check("name = \"a\"\n", "name = \"b\"\n"), INVALID);
  /* two items in each: over max_items only together */
  cr_expect_eq(check("item {\n  v = 1\n}\nitem {\n  v = 2\n}\n",
                     "item {\n  v = 3\n}\nitem {\n  v = 4\n}\n"),
               INVALID);
  /* an error in one run only, and one in each */
  cr_expect_eq(check("", "free {\n  v = \"x\"\n}\n"), INVALID);
  cr_expect_eq(check("free {\n  v = true\n}\n", "free {\n  w = 1\n}\n"),
               INVALID);
}

Test(validate_split, a_cut_inside_a_heredoc_changes_nothing, .init = setup,
     .fini = teardown) {
  /* the middle of the file is inside a heredoc whose lines look like
     top-level blocks: the runs fail to parse, and the whole file, which
     is valid, decides */
  size_t cap = 64 * 1024, n = 0;
  char *s = malloc(cap);
  cr_assert(s);
  n += (size_t)snprintf(s + n, cap - n, "name = <<EOT\n");
  for (int i = 0; i < 400; i++)
    n += (size_t)snprintf(s + n, cap - n, "}\nfree {\n  v = %d\n", i);
  n += (size_t)snprintf(s + n, cap - n, "EOT\nfree {\n  v = 1\n}\n");
  cr_assert_lt(n, cap);
  cr_expect_eq(check_text(s, n), VALID_WHOLE);
  free(s);
}

Test(validate_split, a_heredoc_marker_is_no_place_to_cut, .init = setup,
     .fini = teardown) {
  /* each heredoc closes with a "}" line at the margin and then its
     marker: a cut there would break both runs; the cut goes after the
     block instead, and the runs decide */
  size_t cap = 64 * 1024, n = 0;
  char *s = malloc(cap);
  cr_assert(s);
  for (int i = 0; i < 400; i++)
    n += (size_t)snprintf(s + n, cap - n, "free {\n  s = <<EOT\n}\nEOT\n}\n");
  cr_assert_lt(n, cap);
  cr_expect_eq(check_text(s, n), VALID_BY_RUNS);
  free(s);
}

/* Many top-level label paths, more than one chunk of hashes holds. */
static char *many_keys(int n, const char *last, size_t *len) {
  size_t cap = (size_t)n * 48 + 256, k = 0;
  char *s = malloc(cap);
  cr_assert(s);
  for (int i = 0; i < n; i++)
    k += (size_t)snprintf(s + k, cap - k, "res \"t\" \"r%d\" {\n  v = %d\n}\n",
                          i, i);
  k += (size_t)snprintf(s + k, cap - k, "%s", last);
  cr_assert_lt(k, cap);
  *len = k;
  return s;
}

Test(validate_split, label_paths_compared_across_many, .init = setup,
     .fini = teardown) {
  size_t len;
  char *s = many_keys(20000, "", &len);
  cr_expect_eq(check_text(s, len), VALID_BY_RUNS);
  free(s);
  /* the first block's label path again at the very end */
  s = many_keys(20000, "res \"t\" \"r0\" {\n  v = 1\n}\n", &len);
  cr_expect_eq(check_text(s, len), INVALID);
  free(s);
}

/* Fails the n-th allocation of validator `which` until none fails: each
   time out of memory or the right result, and nothing leaked. The first
   validator's allocator also serves the split itself, on the caller's
   thread; the second's, the runs and hashes of the other thread. Every
   n up to 200, where the runs and the split's own memory begin, then an
   eighth more each time: the file is large enough for several chunks of
   hashes, and every allocation of it would take minutes. The other
   validator keeps the default allocator: the counting one is not safe
   to share across threads. */
static size_t sweep(const vh_case *c, const char *want, int which) {
  size_t bad = 0;
  for (size_t n = 1;; n += n < 200 ? 1 : n / 8) {
    test_alloc ta;
    test_alloc_init(&ta);
    ta.fail_at = n;
    hcl_validate_options o = hcl_validate_options_default();
    o.alloc = &ta.hooks;
    hcl_validator *vs[2] = {NULL, NULL};
    const hcl_spec *root = hcl_spec_file_root(c->spec);
    cr_assert_eq(hcl_validator_new(root, vh_case_ctx(c), NULL, &vs[1 - which]),
                 HCL_OK);
    hcl_status st = hcl_validator_new(root, vh_case_ctx(c), &o, &vs[which]);
    char *got = NULL;
    if (st == HCL_OK) {
      st = hcl_validate_file_parallel(vs, 2, path, NULL);
      if (st == HCL_OK)
        got = vh_render(hcl_validator_valid(vs[0]), hcl_validator_diags(vs[0]));
    }
    hcl_validator_free(vs[0]);
    hcl_validator_free(vs[1]);
    bool failed = ta.allocations >= n;
    bool right = got && strcmp(got, want) == 0;
    if (failed ? !right && st != HCL_ERR_NOMEM : !right) {
      cr_log_error("%s: allocation %zu failing: status %d\n%s--- want\n%s",
                   c->dir, n, st, got ? got : "(no result)\n", want);
      bad++;
    }
    if (ta.outstanding != 0) {
      cr_log_error("%s: allocation %zu failing: %zu leaked", c->dir, n,
                   ta.outstanding);
      bad++;
    }
    free(got);
    if (!failed || bad) {
      cr_log_info("%zu allocations, the last failing at %zu", ta.allocations,
                  n);
      break;
    }
  }
  return bad;
}

Test(validate_split, every_allocation_failing, .init = setup, .fini = teardown,
     .timeout = 300) {
  vh_case c;
  cr_assert(vh_case_text(&c, SPEC, "", false));
  size_t len;
  char *s = many_keys(9000, "", &len);
  write_input(s, len);
  free(s);
  char *want, *got;
  bool split;
  both(hcl_spec_file_root(c.spec), vh_case_ctx(&c), 2, &want, &got, &split);
  cr_assert(split);
  size_t bad = sweep(&c, want, 0) + sweep(&c, want, 1);
  free(want);
  free(got);
  vh_case_free(&c);
  cr_expect_eq(bad, 0);
}

/* A block body of one number, `v`; blocks of it as `free`. */
#define V_BODY                                                                 \
  "    object {\n"                                                             \
  "      attr \"v\" { type = number }\n"                                       \
  "    }\n"
#define FREE_BLOCKS "  block_list \"free\" {\n" V_BODY "  }\n"

Test(validate_split, label_paths_as_each_block_map_reads_them, .init = setup,
     .fini = teardown) {
  /* two block_map specs read `res` blocks, with two labels and with one:
     the second sees "t" twice, though the label paths differ */
  static const char spec[] =
      "object {\n"
      "  block_map \"two\" {\n"
      "    block_type = \"res\"\n"
      "    labels = [\"type\", \"name\"]\n" V_BODY "  }\n"
      "  block_map \"one\" {\n"
      "    block_type = \"res\"\n"
      "    labels = [\"type\"]\n" V_BODY "  }\n" FREE_BLOCKS "}\n";
  size_t len;
  char *s = file_of("res \"t\" \"a\" {\n  v = 1\n}\n",
                    "res \"t\" \"b\" {\n  v = 2\n}\n", &len);
  cr_expect_eq(check_spec_text(spec, s, len), INVALID);
  free(s);
  s = file_of("res \"t\" \"a\" {\n  v = 1\n}\n",
              "res \"u\" \"b\" {\n  v = 2\n}\n", &len);
  cr_expect_eq(check_spec_text(spec, s, len), VALID_BY_RUNS);
  free(s);
}

Test(validate_split, required_top_level_items_across_runs, .init = setup,
     .fini = teardown) {
  /* a run need not hold what the top level requires: the runs together
     must */
  static const char spec[] =
      "object {\n"
      "  attr \"name\" {\n"
      "    type = string\n"
      "    required = true\n"
      "  }\n"
      "  block \"settings\" {\n"
      "    required = true\n" V_BODY "  }\n"
      "  block_list \"item\" {\n"
      "    min_items = 3\n" V_BODY "  }\n" FREE_BLOCKS "}\n";
  static const char *const cases[][3] = {
      /* first run, second run, want: V valid by runs, I invalid */
      {"name = \"a\"\nitem {\n  v = 1\n}\nitem {\n  v = 2\n}\n",
       "settings {\n  v = 1\n}\nitem {\n  v = 3\n}\n", "V"},
      {"item {\n  v = 1\n}\nitem {\n  v = 2\n}\n",
       "settings {\n  v = 1\n}\nitem {\n  v = 3\n}\n", "I"},
      {"name = \"a\"\nitem {\n  v = 1\n}\nitem {\n  v = 2\n}\n",
       "item {\n  v = 3\n}\n", "I"},
      {"name = \"a\"\nitem {\n  v = 1\n}\n",
       "settings {\n  v = 1\n}\nitem {\n  v = 3\n}\n", "I"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    size_t len;
    char *s = file_of(cases[i][0], cases[i][1], &len);
    cr_expect_eq(check_spec_text(spec, s, len),
                 cases[i][2][0] == 'V' ? VALID_BY_RUNS : INVALID, "case %zu",
                 i);
    free(s);
  }
}
