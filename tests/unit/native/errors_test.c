/* Limits and failures: nesting depth, token size, readers and sinks that
   give up. */

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "test_alloc.h"
#include "test_util.h"

static char *repeat(const char *prefix, const char *unit, size_t n,
                    const char *suffix) {
  size_t pl = strlen(prefix), ul = strlen(unit), sl = strlen(suffix);
  char *s = malloc(pl + ul * n + sl + 1);
  memcpy(s, prefix, pl);
  for (size_t i = 0; i < n; i++)
    memcpy(s + pl + i * ul, unit, ul);
  memcpy(s + pl + ul * n, suffix, sl + 1);
  return s;
}

static test_parse_result parse_with_depth(const char *src, uint32_t depth) {
  test_alloc ta;
  test_alloc_init(&ta);
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_native_options o = hcl_native_options_default();
  o.max_depth = depth;
  o.alloc = &ta.hooks;
  hcl_sink s;
  memset(&s, 0, sizeof s);
  test_parse_result r;
  memset(&r, 0, sizeof r);
  r.status = hcl_native_parse(src, strlen(src), "t.hcl", s, &o);
  cr_expect_eq(ta.outstanding, 0);
  hcl_diags_free(ds);
  return r;
}

Test(limits, nesting_depth_is_an_error_not_a_crash) {
  char *s = repeat("a = ", "(", 100, "1");
  cr_expect_eq(parse_with_depth(s, 50).status, HCL_ERR_SYNTAX);
  free(s);
  s = repeat("a = ", "[", 40, "");
  test_parse_opts o = test_parse_defaults();
  test_parse_result r = test_parse(s, strlen(s), "t.hcl", &o);
  cr_expect(strstr(r.diags_json, "Missing expression"), "within the limit");
  cr_expect_null(strstr(r.diags_json, "Nesting too deep"));
  test_parse_result_free(&r);
  free(s);
}

Test(limits, depth_diagnostic_names_the_limit) {
  char *s = repeat("a = ", "-", 1000, "1\n");
  test_parse_opts o = test_parse_defaults();
  test_parse_result r = test_parse(s, strlen(s), "t.hcl", &o);
  cr_expect_eq(r.status, HCL_ERR_SYNTAX);
  cr_expect(strstr(r.diags_json, "Nesting too deep"), "%s", r.diags_json);
  cr_expect(strstr(r.diags_json, "500 levels"));
  test_parse_result_free(&r);
  free(s);
}

Test(limits, nested_blocks_count_too) {
  char *s = repeat("", "a {\n", 600, "");
  test_parse_opts o = test_parse_defaults();
  test_parse_result r = test_parse(s, strlen(s), "t.hcl", &o);
  cr_expect(strstr(r.diags_json, "Nesting too deep"));
  cr_expect(strstr(r.diags_json, "\"line\": 501"), "at the 501st block");
  test_parse_result_free(&r);
  free(s);
}

/* A reader that fails after handing out some bytes. */
static hcl_status failing_read(void *ctx, char *buf, size_t cap, size_t *got) {
  int *calls = ctx;
  if ((*calls)++ > 0)
    return HCL_ERR_IO;
  const char *text = "a = 1\nb = [";
  size_t n = strlen(text) < cap ? strlen(text) : cap;
  memcpy(buf, text, n);
  *got = n;
  return HCL_OK;
}

static hcl_status count_end(void *ctx, hcl_status how) {
  hcl_status *seen = ctx;
  *seen = how;
  return HCL_OK;
}

Test(failures, reader_errors_end_the_parse) {
  int calls = 0;
  hcl_status seen = HCL_OK;
  hcl_reader r = {&calls, failing_read};
  hcl_sink s = {.ctx = &seen, .end = count_end};
  test_alloc ta;
  test_alloc_init(&ta);
  hcl_native_options o = hcl_native_options_default();
  o.alloc = &ta.hooks;
  cr_expect_eq(hcl_native_parse_reader(r, "t.hcl", s, &o), HCL_ERR_IO);
  cr_expect_eq(seen, HCL_ERR_IO, "end hears how it ended");
  cr_expect_eq(ta.outstanding, 0);
}

static hcl_status stop_on_diag(void *ctx, const hcl_diag *d) {
  int *n = ctx;
  (*n)++;
  (void)d;
  return HCL_STOP;
}

Test(failures, a_sink_can_stop_at_the_first_error) {
  int n = 0;
  hcl_sink s = {.ctx = &n, .diagnostic = stop_on_diag};
  const char *src = "a = 1 2\nb = 3 4\nc = 5 6\n";
  cr_expect_eq(hcl_native_parse(src, strlen(src), "t.hcl", s, NULL), HCL_STOP);
  cr_expect_eq(n, 1);
}

Test(failures, missing_file_is_a_diagnostic) {
  int n = 0;
  hcl_sink s = {.ctx = &n, .diagnostic = stop_on_diag};
  cr_expect_eq(hcl_native_parse_file("/nonexistent/x.hcl", s, NULL),
               HCL_ERR_IO);
  cr_expect_eq(n, 1);
}
