/* The small helpers every layer shares: options defaulting, reading source
   spans by byte offset. */

#include <criterion/criterion.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/decimal.h"
#include "core/limits.h"
#include "core/options.h"
#include "hcl/diag.h"
#include "hcl/events.h"
#include "hcl/json.h"
#include "hcl/native.h"
#include "test_alloc.h"

/* ---- Options: one rule for every options struct -------------------------- */

static const char *source_text = "a = 1\n";

static size_t read_mem(void *ctx, const char *filename, uint64_t offset,
                       char *buf, size_t len) {
  (void)ctx;
  (void)filename;
  size_t n = strlen(source_text);
  if (offset >= n)
    return 0;
  if (len > n - offset)
    len = n - (size_t)offset;
  memcpy(buf, source_text + offset, len);
  return len;
}

static char *render(const hcl_text_options *o) {
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_range r = {"t.hcl", {4, 1, 5}, {5, 1, 6}};
  hcl_diag d = {HCL_DIAG_ERROR, 0, "Bad", "", &r, NULL, NULL};
  hcl_diags_add(ds, &d);
  char *out = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&out, &len);
  cr_assert_eq(hcl_diags_render_text(ds, f, o), HCL_OK);
  fclose(f);
  hcl_diags_free(ds);
  return out;
}

/* A zero size is this header's whole struct: the fields set are taken. */
Test(options, zero_size_takes_every_field) {
  hcl_text_options o = {0};
  o.color = true;
  o.read_source = read_mem;
  char *text = render(&o);
  cr_expect(strstr(text, "\x1b[31mError\x1b[0m: Bad") != NULL, "%s", text);
  free(text);
}

/* An older, shorter struct keeps the defaults of the fields it lacks. */
Test(options, short_size_keeps_newer_defaults) {
  hcl_text_options d = hcl_text_options_default();
  d.width = 7;
  d.carets = false;
  hcl_text_options o = hcl_text_options_default();
  o.size = (uint32_t)offsetof(hcl_text_options, carets);
  o.width = 7;
  o.carets = false; /* beyond the caller's size: not read */
  hcl_options_merge(&d, sizeof d, &o);
  cr_expect_eq(d.width, 7);
  cr_expect(d.carets == false);
  hcl_text_options fresh = hcl_text_options_default();
  hcl_options_merge(&fresh, sizeof fresh, &o);
  cr_expect_eq(fresh.width, 7);
  cr_expect(fresh.carets == true);
}

Test(options, null_keeps_defaults) {
  hcl_native_options d = hcl_native_options_default();
  hcl_native_options before = d;
  hcl_options_merge(&d, sizeof d, NULL);
  cr_expect_eq(memcmp(&d, &before, sizeof d), 0);
}

/* ---- Source spans by byte offset ----------------------------------------- */

/* A sparse file with text past 4 GiB: offsets are 64-bit end to end. */
Test(source, read_past_4_gib) {
  char path[] = "/tmp/hcl_source_XXXXXX";
  int fd = mkstemp(path);
  cr_assert(fd >= 0);
  uint64_t at = ((uint64_t)1 << 32) + 5;
  if (pwrite(fd, "far away", 8, (off_t)at) != 8) {
    close(fd);
    unlink(path);
    cr_skip_test("no sparse files here");
  }
  close(fd);
  char buf[16] = {0};
  size_t got = hcl_source_read_file(NULL, path, at + 4, buf, sizeof buf);
  cr_expect_eq(got, 4);
  cr_expect_str_eq(buf, "away");
  cr_expect_eq(hcl_source_read_file(NULL, path, at + 100, buf, 4), 0);
  unlink(path);
  cr_expect_eq(hcl_source_read_file(NULL, path, 0, buf, 4),
               HCL_SOURCE_UNAVAILABLE);
}

/* ---- JSON strings, both ways -----------------------------------------------
 */

static char *unquoted(const char *s, hcl_status want, size_t *len) {
  char *out = NULL;
  cr_assert_eq(hcl_json_string_unquote(s, strlen(s), NULL, &out, len), want);
  return out;
}

Test(json_strings, unquote_as_go_does) {
  size_t len;
  char *s = unquoted("a\\\"b\\\\c\\/\\b\\f\\n\\r\\t", HCL_OK, &len);
  cr_expect_str_eq(s, "a\"b\\c/\b\f\n\r\t");
  hcl_free(NULL, s);
  s = unquoted("\\u00e9\\ud83d\\ude00", HCL_OK, &len);
  cr_expect_str_eq(s, "\xc3\xa9\xf0\x9f\x98\x80");
  hcl_free(NULL, s);
  /* unpaired surrogates and bytes that are not UTF-8: U+FFFD each */
  s = unquoted("\\ud83dx\\ude00\xff", HCL_OK, &len);
  cr_expect_str_eq(s, "\xef\xbf\xbdx\xef\xbf\xbd\xef\xbf\xbd");
  hcl_free(NULL, s);
  s = unquoted("nul\\u0000inside", HCL_OK, &len);
  cr_expect_eq(len, 10);
  cr_expect_eq(memcmp(s, "nul\0inside", 10), 0);
  hcl_free(NULL, s);
}

Test(json_strings, unquote_rejects_malformed_escapes) {
  cr_expect_null(unquoted("\\x", HCL_ERR_INVALID, NULL));
  cr_expect_null(unquoted("\\u12", HCL_ERR_INVALID, NULL));
  cr_expect_null(unquoted("end\\", HCL_ERR_INVALID, NULL));
}

Test(json_strings, quote_round_trips) {
  const char *text = "<a & \"b\">\n\xe2\x80\xa8";
  char *q = NULL;
  size_t n;
  cr_assert_eq(hcl_json_string_quote(text, strlen(text), NULL, &q, &n), HCL_OK);
  cr_expect_str_eq(q, "\"\\u003ca \\u0026 \\\"b\\\"\\u003e\\n\\u2028\"");
  cr_expect_eq(n, strlen(q));
  char *back = unquoted("", HCL_OK, NULL);
  hcl_free(NULL, back);
  cr_assert_eq(hcl_json_string_unquote(q + 1, n - 2, NULL, &back, NULL),
               HCL_OK);
  cr_expect_str_eq(back, text);
  hcl_free(NULL, back);
  hcl_free(NULL, q);
}

Test(json_strings, diag_quote_is_go_quoting) {
  char *q = NULL;
  const char *name = "dir/\"x\"\t\xc2\xad\xff.hcl";
  cr_assert_eq(hcl_diag_quote(name, strlen(name), NULL, &q, NULL), HCL_OK);
  cr_expect_str_eq(q, "\"dir/\\\"x\\\"\\t\\u00ad\\xff.hcl\"");
  hcl_free(NULL, q);
}

/* ---- Number literals: the reference's binary exponent range ---------------
 */

static bool fits(const char *mantissa, int64_t exp10) {
  uint64_t sig = 0, frac = 0;
  bool dot = false;
  for (const char *c = mantissa; *c; c++) {
    if (*c == '.')
      dot = true;
    else if (*c >= '0' && *c <= '9') {
      if (*c != '0' || sig)
        sig++;
      frac += dot;
    }
  }
  bool ok = false;
  cr_assert_eq(hcl_decimal_exp2_fits(mantissa, strlen(mantissa), sig, frac,
                                     exp10, NULL, &ok),
               HCL_OK);
  return ok;
}

Test(numbers, exponent_bounds) {
  const int64_t max = HCL_NUMBER_EXP2_MAX, min = HCL_NUMBER_EXP2_MIN;
  cr_expect(fits("0", INT64_MAX)); /* zero, whatever its exponent */
  cr_expect(fits("1", max - 1));   /* one bit */
  cr_expect_not(fits("1", max));
  cr_expect(fits("-0.5", max - 2)); /* 5: three bits, one after the point */
  cr_expect_not(fits("-0.5", max - 1));
  cr_expect(fits("1", min - 1));
  cr_expect_not(fits("1", min - 2));
  /* 10^24 has 80 bits: past 19 digits, counted exactly near a bound */
  const char *e24 = "1000000000000000000000000";
  cr_expect(fits(e24, max - 80));
  cr_expect_not(fits(e24, max - 79));
  cr_expect(fits(e24, min - 80));
  cr_expect_not(fits(e24, min - 81));
  cr_expect(fits(e24, 0));
  cr_expect_not(fits(e24, INT64_MIN));
  cr_expect_not(fits(e24, INT64_MAX));
}

/* Out of memory while counting bits is a status, never an input error. */
Test(numbers, out_of_memory_is_no_verdict) {
  const char *text = "a = 1000000000000000000000000e2147483567\n";
  bool finished = false;
  for (size_t n = 1; !finished && n < 10000; n++) {
    test_alloc ta;
    test_alloc_init(&ta);
    ta.fail_at = n;
    hcl_diags *ds = hcl_diags_new(NULL);
    hcl_native_options o = hcl_native_options_default();
    o.alloc = &ta.hooks;
    hcl_status st =
        hcl_native_parse(text, strlen(text), "t.hcl", hcl_diags_sink(ds), &o);
    cr_expect(st == HCL_OK || st == HCL_ERR_NOMEM, "status %d at %zu", st, n);
    cr_expect_eq(hcl_diags_count(ds), 0, "a diagnostic at allocation %zu", n);
    cr_expect_eq(ta.outstanding, 0);
    finished = st == HCL_OK;
    hcl_diags_free(ds);
  }
  cr_expect(finished);
}

Test(numbers, out_of_memory_is_no_verdict_in_json) {
  const char *text = "{\"a\": 1000000000000000000000000e2147483567}";
  bool finished = false;
  for (size_t n = 1; !finished && n < 10000; n++) {
    test_alloc ta;
    test_alloc_init(&ta);
    ta.fail_at = n;
    hcl_diags *ds = hcl_diags_new(NULL);
    hcl_json_options o = hcl_json_options_default();
    o.alloc = &ta.hooks;
    hcl_status st =
        hcl_json_parse(text, strlen(text), "t.json", hcl_diags_sink(ds), &o);
    cr_expect(st == HCL_OK || st == HCL_ERR_NOMEM, "status %d at %zu", st, n);
    cr_expect_eq(hcl_diags_count(ds), 0, "a diagnostic at allocation %zu", n);
    cr_expect_eq(ta.outstanding, 0);
    finished = st == HCL_OK;
    hcl_diags_free(ds);
  }
  cr_expect(finished);
}
