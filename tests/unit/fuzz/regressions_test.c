/*
 * Inputs the fuzz harnesses (fuzz/) found, each the smallest that showed
 * its bug, kept so the bugs stay fixed.
 */

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "hcl/hcl.h"
#include "test_util.h"

/* fuzz_native: a file holding only a comment, with no newline after it,
   sent the comment's TRIVIA event before BODY_BEGIN. */
Test(fuzz, comment_only_file_trivia_inside_body) {
  static const char *const inputs[] = {"# only a comment", "// c", "/* c */",
                                       "# c\n", "  # c"};
  static const size_t chunks[] = {0, 1, 2, 28};
  for (size_t i = 0; i < sizeof inputs / sizeof inputs[0]; i++) {
    for (size_t k = 0; k < sizeof chunks / sizeof chunks[0]; k++) {
      test_parse_opts o = test_parse_defaults();
      o.trivia = true;
      o.chunk = chunks[k];
      test_parse_result r =
          test_parse(inputs[i], strlen(inputs[i]), "t.hcl", &o);
      cr_expect_eq(r.status, HCL_OK, "%s", inputs[i]);
      cr_expect_null(r.checker_error, "%s at chunk %zu: %s", inputs[i],
                     chunks[k], r.checker_error);
      cr_expect(strstr(r.dump, "TRIVIA"), "%s: no trivia", inputs[i]);
      test_parse_result_free(&r);
    }
  }
}

/* fuzz_json: an empty input read through a reader computed NULL + 0 in
   the scanner (undefined behaviour, reported by UBSan). */
Test(fuzz, json_empty_input_from_reader) {
  test_parse_opts o = test_parse_defaults();
  o.json = true;
  o.chunk = 26;
  test_parse_result r = test_parse("", 0, "t.json", &o);
  cr_expect_eq(r.status, HCL_ERR_SYNTAX);
  cr_expect_null(r.checker_error, "%s", r.checker_error);
  test_parse_result_free(&r);
}

/* fuzz_eval: a standalone template with a lone carriage return keeps the
   rest of the input as one literal; bytes there that were not UTF-8 went
   unreported, and evaluating the template gave NULL (out of memory). */
static hcl_status parse_source(const char *src, bool template, hcl_tree *t,
                               hcl_diags *ds) {
  hcl_sink sinks[2] = {hcl_tree_sink(t), hcl_diags_sink(ds)};
  hcl_tee *tee = hcl_tee_new(sinks, 2, NULL);
  cr_assert(tee);
  size_t len = strlen(src);
  hcl_status st =
      template
          ? hcl_native_parse_template(src, len, "t", hcl_tee_sink(tee), NULL)
          : hcl_native_parse_expression(src, len, "t", hcl_tee_sink(tee), NULL);
  hcl_tee_free(tee);
  return st;
}

static hcl_status parse_template(const char *src, hcl_tree *t, hcl_diags *ds) {
  return parse_source(src, true, t, ds);
}

Test(fuzz, template_lone_cr_then_bad_utf8) {
  hcl_tree *t = hcl_tree_new(NULL);
  hcl_diags *ds = hcl_diags_new(NULL);
  cr_assert(t && ds);
  cr_expect_eq(parse_template("a\r\xe3"
                              "0.1",
                              t, ds),
               HCL_ERR_SYNTAX);
  cr_assert(hcl_diags_count(ds) > 0);
  cr_expect_str_eq(hcl_diags_at(ds, 0)->summary, "Invalid character encoding");
  hcl_diags_free(ds);
  hcl_tree_free(t);
}

Test(fuzz, template_lone_cr_stays_text) {
  hcl_tree *t = hcl_tree_new(NULL);
  hcl_diags *ds = hcl_diags_new(NULL);
  cr_assert(t && ds);
  cr_assert_eq(parse_template("a\rb\xc3\xa9", t, ds), HCL_OK);
  cr_assert_eq(hcl_tree_expr_count(t), 1);
  hcl_value *v = hcl_expr_eval(hcl_tree_expr_at(t, 0), NULL, ds);
  cr_assert(v);
  cr_expect(!hcl_diags_has_errors(ds));
  hcl_str got = hcl_value_as_string(v);
  cr_expect(got.len == 5 && memcmp(got.ptr, "a\rb\xc3\xa9", 5) == 0);
  hcl_value_unref(v);
  hcl_diags_free(ds);
  hcl_tree_free(t);
}

/* fuzz_eval: a number turned into text wrote out every digit, so a short
   literal such as 5e67050414 took minutes and gigabytes as a string or as
   JSON. Such a number is now an error naming the limit, found from its
   exponent; as a set element or map key it is compared without its
   digits. */
static hcl_value *eval_source(const char *src, bool template, hcl_diags *ds) {
  hcl_tree *t = hcl_tree_new(NULL);
  cr_assert(t);
  hcl_status st = parse_source(src, template, t, ds);
  cr_assert_eq(st, HCL_OK, "%s", src);
  hcl_eval_ctx *ctx = hcl_eval_ctx_new(NULL);
  cr_assert(ctx && hcl_eval_ctx_add_functions(ctx) == HCL_OK);
  hcl_value *v = hcl_expr_eval(hcl_tree_expr_at(t, 0), ctx, ds);
  hcl_eval_ctx_free(ctx);
  hcl_tree_free(t);
  return v;
}

Test(fuzz, number_text_too_long) {
  static const struct {
    const char *src;
    bool template;
  } cases[] = {
      {"jsonencode(5.00000E0067050414)", false},
      {"jsonencode(5.00000E0050604714)", false},
      {"jsonencode(5.00000E00005647104)", false},
      {"c43.5.*${30e308030808 }%f(8 }%f(", true},
      {"{3333333E3333332 = 1}", false},
      {"\"x${1/-1e1111198}\"", false},
      {"format(\"%d\", 1e3000000)", false},
      {"format(\"%x\", 1e3000000)", false},
      {"format(\"%f\", 1e3000000)", false},
      {"\"x${1e-3000000}\"", false},
      {"tostring(1e3000000)", false},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    hcl_diags *ds = hcl_diags_new(NULL);
    cr_assert(ds);
    hcl_value *v = eval_source(cases[i].src, cases[i].template, ds);
    cr_expect(hcl_diags_has_errors(ds), "%s: no error", cases[i].src);
    bool named = false;
    for (size_t k = 0; k < hcl_diags_count(ds); k++) {
      const hcl_diag *d = hcl_diags_at(ds, k);
      named |= d->detail && (strstr(d->detail, "1048576 characters") ||
                             strstr(d->detail, "convert number to string"));
    }
    cr_expect(named, "%s: the limit is not named", cases[i].src);
    hcl_value_unref(v);
    hcl_diags_free(ds);
  }
}

Test(fuzz, far_numbers_compare_without_digits) {
  hcl_diags *ds = hcl_diags_new(NULL);
  cr_assert(ds);
  hcl_value *v = eval_source(
      "length(toset([5e67050414, 5.0000000000000000000000000000000000000000"
      "000000000000000000000000000000000000000000000000000000000000000000000"
      "00000000000000000000000000000000000000000000001e67050414, 1e-67050414,"
      " 2e67050414]))",
      false, ds);
  cr_assert(v, "no value");
  cr_expect(!hcl_diags_has_errors(ds));
  int64_t n = 0;
  cr_expect(hcl_value_as_int64(v, &n));
  cr_expect_eq(n, 3);
  hcl_value_unref(v);
  hcl_diags_free(ds);
}
