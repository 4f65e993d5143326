/* The diagnostics collection and its two renderers. */

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hcl/diag.h"
#include "test_alloc.h"

static size_t name_block(void *ctx, const char *filename, uint64_t offset,
                         char *buf, size_t cap) {
  (void)ctx;
  (void)filename;
  (void)offset;
  return (size_t)snprintf(buf, cap, "res \"a\"");
}

/* The source the renderer sees; NULL: the file cannot be read. */
static const char *source_text;

static size_t read_mem(void *ctx, const char *filename, uint64_t offset,
                       char *buf, size_t len) {
  (void)ctx;
  (void)filename;
  if (!source_text)
    return HCL_SOURCE_UNAVAILABLE;
  size_t n = strlen(source_text);
  if (offset >= n)
    return 0;
  if (len > n - offset)
    len = n - (size_t)offset;
  memcpy(buf, source_text + offset, len);
  return len;
}

static char *render_text(const hcl_diags *ds, unsigned width) {
  char *out = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&out, &len);
  hcl_text_options o = hcl_text_options_default();
  o.width = width;
  o.read_source = read_mem;
  cr_assert_eq(hcl_diags_render_text(ds, f, &o), HCL_OK);
  fclose(f);
  return out;
}

static hcl_range range(uint32_t l1, uint32_t c1, uint64_t b1, uint32_t l2,
                       uint32_t c2, uint64_t b2) {
  hcl_range r = {"t.hcl", {b1, l1, c1}, {b2, l2, c2}};
  return r;
}

Test(diags, collection_copies_and_orders) {
  test_alloc ta;
  test_alloc_init(&ta);
  hcl_diags *ds = hcl_diags_new(&ta.hooks);
  char summary[] = "first";
  hcl_range r = range(1, 1, 0, 1, 2, 1);
  hcl_diag d = {HCL_DIAG_ERROR, 0, summary, "", &r, NULL, NULL};
  cr_assert_eq(hcl_diags_add(ds, &d), HCL_OK);
  strcpy(summary, "XXXXX"); /* the collection owns a copy */
  hcl_diag lex = {
      HCL_DIAG_ERROR, HCL_DIAGF_LEXICAL, "lexical", "", &r, NULL, NULL};
  hcl_diags_add(ds, &lex);
  hcl_diag warn = {HCL_DIAG_WARNING, 0, "warn", "", NULL, NULL, NULL};
  hcl_diags_add(ds, &warn);
  cr_expect_eq(hcl_diags_count(ds), 3);
  cr_expect_str_eq(hcl_diags_at(ds, 0)->summary, "first");
  cr_expect_str_eq(hcl_diags_at(ds, 0)->subject->filename, "t.hcl");
  cr_expect(hcl_diags_has_errors(ds));
  hcl_diags_lexical_first(ds, 0);
  cr_expect_str_eq(hcl_diags_at(ds, 0)->summary, "lexical");
  cr_expect_str_eq(hcl_diags_at(ds, 1)->summary, "first");
  cr_expect_str_eq(hcl_diags_at(ds, 2)->summary, "warn");
  cr_expect_null(hcl_diags_at(ds, 2)->subject);
  hcl_diags_free(ds);
  cr_expect_eq(ta.outstanding, 0);
}

Test(diags, text_shows_the_line_and_carets) {
  source_text = "a = 1 2\nb = 3\n";
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_range subj = range(1, 7, 6, 1, 8, 7), ctx = range(1, 1, 0, 1, 8, 7);
  hcl_diag d = {HCL_DIAG_ERROR,
                0,
                "Missing newline after argument",
                "An argument definition must end with a newline.",
                &subj,
                &ctx,
                NULL};
  hcl_diags_add(ds, &d);
  char *text = render_text(ds, 80);
  cr_expect_str_eq(text, "Error: Missing newline after argument\n"
                         "\n"
                         "  on t.hcl line 1:\n"
                         "   1: a = 1 2\n"
                         "            ^\n"
                         "\n"
                         "An argument definition must end with a newline.\n"
                         "\n");
  free(text);
  hcl_diags_free(ds);
}

Test(diags, text_wraps_details_and_spans_lines) {
  source_text = "x = [\n\t\"\xc3\xa9\xc3\xa9\",\n]\n";
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_range subj = range(2, 2, 7, 2, 6, 13);
  hcl_diag d = {
      HCL_DIAG_WARNING, 0, "Odd", "one two three four", &subj, NULL, NULL};
  hcl_diags_add(ds, &d);
  char *text = render_text(ds, 9);
  cr_expect_str_eq(text, "Warning: Odd\n"
                         "\n"
                         "  on t.hcl line 2:\n"
                         "   2: \t\"\xc3\xa9\xc3\xa9\",\n"
                         "      \t^^^^\n"
                         "\n"
                         "one two\nthree\nfour\n"
                         "\n");
  free(text);
  hcl_diags_free(ds);
}

Test(diags, text_without_source) {
  source_text = NULL;
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_range subj = range(3, 1, 40, 3, 2, 41);
  hcl_diags_add_error(ds, "Gone", "", &subj);
  char *text = render_text(ds, 80);
  cr_expect_str_eq(text, "Error: Gone\n\n  on t.hcl line 3:\n"
                         "  (source code not available)\n\n");
  free(text);
  hcl_diags_free(ds);
}

Test(diags, text_of_an_empty_file) {
  /* the file exists but holds nothing: no lines, and no complaint */
  source_text = "";
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_range subj = range(1, 1, 0, 1, 1, 0);
  hcl_diags_add_error(ds, "Missing", "Needed.", &subj);
  char *text = render_text(ds, 80);
  cr_expect_str_eq(text, "Error: Missing\n\n  on t.hcl line 1:\n\nNeeded.\n\n");
  free(text);
  hcl_diags_free(ds);
}

Test(diags, text_with_values_and_block_name) {
  source_text = "res \"a\" {\n  v = x + y\n}\n";
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_range subj = range(2, 7, 16, 2, 12, 21);
  hcl_diag d = {HCL_DIAG_ERROR,        0, "Bad", "Detail.", &subj, NULL,
                "x as 1\ny as \"two\""};
  hcl_diags_add(ds, &d);
  hcl_text_options o = hcl_text_options_default();
  o.read_source = read_mem;
  o.carets = false;
  o.block_name = name_block;
  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  hcl_diags_render_text(ds, f, &o);
  fclose(f);
  cr_expect_str_eq(text, "Error: Bad\n\n"
                         "  on t.hcl line 2, in res \"a\":\n"
                         "   2:   v = x + y\n\n"
                         "with x as 1,\n"
                         "     y as \"two\".\n\n"
                         "Detail.\n\n");
  free(text);
  hcl_diags_free(ds);
}

Test(diags, json_matches_hcldec) {
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_range subj = range(1, 2, 1, 1, 3, 2);
  hcl_diag d = {
      HCL_DIAG_ERROR, 0,   "Bad <thing> & \"more\"", "tab\there", &subj,
      NULL,           NULL};
  hcl_diags_add(ds, &d);
  hcl_diag w = {HCL_DIAG_WARNING, 0, "Plain", "", NULL, NULL, NULL};
  hcl_diags_add(ds, &w);
  char *out = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&out, &len);
  hcl_diags_render_json(ds, f);
  fclose(f);
  cr_expect_str_eq(out, "{\n"
                        "  \"diagnostics\": [\n"
                        "    {\n"
                        "      \"severity\": \"error\",\n"
                        "      \"summary\": \"Bad \\u003cthing\\u003e \\u0026 "
                        "\\\"more\\\"\",\n"
                        "      \"detail\": \"tab\\there\",\n"
                        "      \"subject\": {\n"
                        "        \"filename\": \"t.hcl\",\n"
                        "        \"start\": {\n"
                        "          \"line\": 1,\n"
                        "          \"column\": 2,\n"
                        "          \"byte\": 1\n"
                        "        },\n"
                        "        \"end\": {\n"
                        "          \"line\": 1,\n"
                        "          \"column\": 3,\n"
                        "          \"byte\": 2\n"
                        "        }\n"
                        "      }\n"
                        "    },\n"
                        "    {\n"
                        "      \"severity\": \"warning\",\n"
                        "      \"summary\": \"Plain\"\n"
                        "    }\n"
                        "  ]\n"
                        "}\n");
  free(out);
  hcl_diags_free(ds);
}

Test(diags, json_of_nothing_is_nothing) {
  hcl_diags *ds = hcl_diags_new(NULL);
  char *out = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&out, &len);
  hcl_diags_render_json(ds, f);
  fclose(f);
  cr_expect_eq(len, 0);
  free(out);
  hcl_diags_free(ds);
}

Test(diags, range_format) {
  char buf[64];
  hcl_range one = range(3, 5, 0, 3, 9, 0), two = range(3, 5, 0, 4, 2, 0);
  hcl_range_format(&one, buf, sizeof buf);
  cr_expect_str_eq(buf, "t.hcl:3,5-9");
  hcl_range_format(&two, buf, sizeof buf);
  cr_expect_str_eq(buf, "t.hcl:3,5-4,2");
}
