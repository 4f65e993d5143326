/*
 * The lossless stream, tested: the verbatim writer, fed by a native parse,
 * gives back every valid input byte for byte, whatever the reader's chunk
 * size. Inputs: every native input of the repository's corpora (inputs the
 * parser rejects are skipped), the reference's spec suite when installed,
 * and a generated file.
 */

#include <criterion/criterion.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hcl/hcl.h"
#include "test_util.h"

/* A reader handing out at most `chunk` bytes at a time. */
typedef struct chunked {
  const char *src;
  size_t len, pos, chunk;
} chunked;

static hcl_status chunked_read(void *ctx, char *buf, size_t cap, size_t *got) {
  chunked *c = ctx;
  size_t n = c->len - c->pos;
  if (n > c->chunk)
    n = c->chunk;
  if (n > cap)
    n = cap;
  memcpy(buf, c->src + c->pos, n);
  c->pos += n;
  *got = n;
  return HCL_OK;
}

/* The writer's text for `src` read in chunks of `chunk` (0: the buffer
   whole), or NULL when the parse fails. */
static char *rewrite(const char *src, size_t len, size_t chunk,
                     hcl_write_style style, size_t *out_len) {
  char *text = NULL;
  FILE *out = open_memstream(&text, out_len);
  cr_assert(out);
  hcl_write_options o = hcl_write_options_default();
  o.style = style;
  hcl_writer *w = NULL;
  cr_assert_eq(hcl_writer_new(out, &o, &w), HCL_OK);
  hcl_status st;
  if (chunk == 0) {
    st = hcl_native_parse(src, len, "t.hcl", hcl_writer_sink(w), NULL);
  } else {
    chunked c = {src, len, 0, chunk};
    hcl_reader r = {&c, chunked_read};
    st = hcl_native_parse_reader(r, "t.hcl", hcl_writer_sink(w), NULL);
  }
  hcl_writer_free(w);
  fclose(out);
  if (st != HCL_OK) {
    free(text);
    return NULL;
  }
  return text;
}

static bool parses(const char *src, size_t len) {
  hcl_sink none;
  memset(&none, 0, sizeof none);
  return hcl_native_parse(src, len, "t.hcl", none, NULL) == HCL_OK;
}

static const size_t chunks[] = {1, 2, 3, 7, 64, 0};

static void check_identity(const char *name, const char *src, size_t len) {
  for (size_t i = 0; i < sizeof chunks / sizeof chunks[0]; i++) {
    size_t n = 0;
    char *got = rewrite(src, len, chunks[i], HCL_WRITE_VERBATIM, &n);
    cr_assert(got, "%s: the parse failed at chunk size %zu", name, chunks[i]);
    cr_assert(n == len && memcmp(got, src, len) == 0,
              "%s: not the same bytes at chunk size %zu (%zu of %zu)", name,
              chunks[i], n, len);
    free(got);
  }
}

/* Every valid file matching the patterns; returns how many were checked. */
static size_t check_files(const char *const *patterns, size_t npatterns) {
  size_t checked = 0;
  for (size_t p = 0; p < npatterns; p++) {
    glob_t g;
    if (glob(patterns[p], 0, NULL, &g) != 0)
      continue;
    for (size_t i = 0; i < g.gl_pathc; i++) {
      size_t len = 0;
      char *src = test_read_file(g.gl_pathv[i], &len);
      cr_assert(src, "cannot read %s", g.gl_pathv[i]);
      if (parses(src, len)) {
        check_identity(g.gl_pathv[i], src, len);
        checked++;
      }
      free(src);
    }
    globfree(&g);
  }
  return checked;
}

Test(identity, repository_corpora, .timeout = 300) {
  static const char *const patterns[] = {
      "hcldec/cases/*/input*.hcl", "golden/native/*.hcl", "diags/native/*.hcl",
      "fmt/cases/*.hcl"};
  size_t n = check_files(patterns, sizeof patterns / sizeof patterns[0]);
  cr_assert(n > 900, "only %zu inputs found", n);
}

Test(identity, reference_spec_suite, .timeout = 120) {
#define SPEC "/usr/share/gocode/src/github.com/hashicorp/hcl/v2/specsuite/tests"
  static const char *const patterns[] = {
      SPEC "/*.hcl", SPEC "/*/*.hcl", SPEC "/*/*/*.hcl", SPEC "/*/*/*/*.hcl"};
  check_files(patterns, sizeof patterns / sizeof patterns[0]);
}

/* Lexical corners in one file: CRLF, tabs, trailing blanks, comments of
   every kind inside expressions, heredocs, templates, no final newline. */
Test(identity, lexical_corners) {
  static const char src[] =
      "\t# lead\r\n"
      "a\t=  1 /* in */ + 2 // tail\r\n"
      "b = [ 1 ,\n  2, # c\n  3, ]   \n"
      "c = { k : \"v\" , \"q\" = 2 }\n"
      "d = <<-EOT\n    x ${ y } %{ if z }w%{ endif }\n    EOT\n"
      "e = <<EOT\n\tkeep\t\nEOT\n"
      "f = \"a${b}c\\n\" \n"
      "blk \"l\" {   }\n"
      "g = [for k, v in m : v if k != \"\"]   ";
  check_identity("corners", src, sizeof src - 1);
}

/* A larger generated file, as the benchmark corpus is made. */
Test(identity, generated, .timeout = 60) {
  static const char unit[] =
      "resource \"aws_instance\" \"web\" {\n"
      "  ami           = \"ami-123\"   # the image\n"
      "  count = var.n * 2\n"
      "  tags = {\n    Name = \"web-${count.index}\"\n  }\n"
      "  user_data = <<EOT\n#!/bin/sh\necho hi\nEOT\n"
      "}\n\n";
  test_gen g = {"", unit, "", 2000, 0, 0, 0};
  size_t cap = (sizeof unit - 1) * 2000, len = 0;
  char *src = malloc(cap + 1);
  cr_assert(src);
  size_t got;
  while (test_gen_read(&g, src + len, cap - len, &got) == HCL_OK && got)
    len += got;
  check_identity("generated", src, len);
  free(src);
}

/* Appends `text`, then `n` copies of `c`, at src + len; the new length. */
static size_t put_run(char *src, size_t len, const char *text, char c,
                      size_t n) {
  len += (size_t)sprintf(src + len, "%s", text);
  memset(src + len, c, n);
  return len + n;
}

/* Tokens and blanks longer than the writers' 64 KiB output buffer go
   through whole: a string, a comment, a heredoc line, a run of blanks. */
Test(identity, pieces_longer_than_the_output_buffer, .timeout = 60) {
  enum { BIG = 200 * 1024 };
  size_t cap = 4 * (size_t)BIG + 256, len = 0;
  char *src = malloc(cap);
  cr_assert(src);
  len = put_run(src, len, "a = \"", 'x', BIG);
  len = put_run(src, len, "\"\n# ", 'c', BIG);
  len = put_run(src, len, "\nh = <<EOT\n", 'y', BIG);
  len = put_run(src, len, "\nEOT\nb =", ' ', BIG);
  len += (size_t)sprintf(src + len, "1\n");
  check_identity("long pieces", src, len);

  /* canonical: the blanks shrink to one, the rest stays */
  size_t n = 0;
  char *got = rewrite(src, len, 0, HCL_WRITE_CANONICAL, &n);
  cr_assert(got);
  size_t keep = len - BIG - 2; /* up to "b =" */
  cr_assert(n == keep + 3 && memcmp(got, src, keep) == 0 &&
                memcmp(got + keep, " 1\n", 3) == 0,
            "canonical text differs (%zu bytes, want %zu)", n, keep + 3);
  free(got);

  /* alignment wider than the buffer: `=` of the second line lines up
     after a name of BIG characters */
  len = 0;
  memset(src, 'k', BIG);
  len = BIG;
  len += (size_t)sprintf(src + len, " = 1\nb = 2\n");
  got = rewrite(src, len, 0, HCL_WRITE_CANONICAL, &n);
  cr_assert(got);
  cr_assert(n == len + BIG - 1 && memcmp(got, src, BIG + 5) == 0 &&
                got[BIG + 5] == 'b' &&
                strspn(got + BIG + 6, " ") == (size_t)BIG &&
                memcmp(got + BIG + 6 + BIG, "= 2\n", 4) == 0,
            "the aligned line is not as wide as the first");
  free(got);
  free(src);
}
