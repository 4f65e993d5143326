/*
 * The native parser, production by production and through the examples of
 * the native syntax spec. Checks look at the event dump (see
 * docs/events.md) or at the diagnostics a parse reports.
 */

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "test_util.h"

static test_parse_result parse(const char *src) {
  test_parse_opts o = test_parse_defaults();
  return test_parse(src, strlen(src), "t.hcl", &o);
}

/* The parse is clean and its dump contains every line of `want`. */
static void expect_events(const char *src, const char *const *want) {
  test_parse_result r = parse(src);
  cr_expect_eq(r.status, HCL_OK, "%s: status %s\n%s", src,
               hcl_status_name(r.status), r.diags_json);
  cr_expect_null(r.checker_error, "%s: %s", src, r.checker_error);
  for (; *want; want++)
    cr_expect(strstr(r.dump, *want), "%s: missing '%s' in\n%s", src, *want,
              r.dump);
  test_parse_result_free(&r);
}

/* The parse reports an error with this summary. */
static void expect_error(const char *src, const char *summary) {
  test_parse_result r = parse(src);
  cr_expect_eq(r.status, HCL_ERR_SYNTAX, "%s: status %s", src,
               hcl_status_name(r.status));
  cr_expect(strstr(r.diags_json, summary), "%s: wanted '%s', got\n%s", src,
            summary, r.diags_json);
  cr_expect_null(r.checker_error, "%s: %s", src, r.checker_error);
  test_parse_result_free(&r);
}

#define EVENTS(src, ...)                                                       \
  do {                                                                         \
    const char *const want_[] = {__VA_ARGS__, NULL};                           \
    expect_events(src, want_);                                                 \
  } while (0)

Test(parser, empty_and_blank_files) {
  EVENTS("", "BODY_BEGIN 1:1-1:1 (0-0)", "BODY_END 1:1-1:1 (0-0)");
  EVENTS("\n\n  \n", "BODY_END 4:1-4:1 (5-5)");
  EVENTS("# only a comment", "BODY_END 1:17-1:17 (16-16)");
}

Test(parser, attribute_needs_newline_or_eof) {
  EVENTS("a = 1", "ATTR_BEGIN 1:1-1:6 (0-5) a");
  expect_error("a = 1 b = 2\n", "Missing newline after argument");
  expect_error("a = 1, b = 2\n", "Unexpected comma after argument");
}

Test(parser, attribute_redefined) {
  test_parse_result r = parse("a = 1\na = 2\n");
  cr_expect(strstr(r.diags_json, "Attribute redefined"));
  cr_expect(strstr(r.diags_json,
                   "The argument \\\"a\\\" was already set at t.hcl:1,1-2."));
  /* only the first is an attribute of the body */
  cr_expect_null(strstr(r.dump, "ATTR_BEGIN 2:"));
  test_parse_result_free(&r);
  /* the same name in different blocks is fine */
  EVENTS("b {\n  a = 1\n}\nc {\n  a = 2\n}\na = 3\n", "ATTR_BEGIN 7:1");
}

Test(parser, blocks_and_labels) {
  EVENTS("b ident \"quoted\" {\n}\n",
         "BLOCK_BEGIN 1:1-1:19 (0-18) b[1:1-1:2] \"ident\"[1:3-1:8] "
         "\"quoted\"[1:9-1:17]");
  /* escapes in labels are decoded */
  EVENTS("b \"a\\tb\" {}\n", "\"a\\tb\"[1:3-1:9]");
  EVENTS("a {\n  b {\n    c {\n    }\n  }\n}\n", "BLOCK_BEGIN 3:5-3:8");
  expect_error("b \"x\" = 1\n", "Invalid block definition");
  expect_error("b \"x\"\n{\n}\n", "Invalid block definition");
  expect_error("b \"${x}\" {}\n", "Invalid string literal");
  expect_error("b {\n", "Unclosed configuration block");
  expect_error("b {} c\n", "Missing newline after block definition");
}

Test(parser, one_line_blocks) {
  EVENTS("b { a = 1 }\n", "+one_line", "ATTR_BEGIN 1:5-1:10 (4-9) a");
  EVENTS("b {}\n", "BLOCK_END 1:4-1:5 (3-4)");
  expect_error("b { a = 1, c = 2 }\n",
               "Invalid single-argument block definition");
  expect_error("b { a = 1\n}\n", "Invalid single-argument block definition");
  expect_error("b { a b }\n", "Argument definition required");
}

Test(parser, items_that_are_not) {
  expect_error("\"a\" = 1\n", "Invalid argument name");
  expect_error("1 = 2\n", "Argument or block definition required");
  expect_error("a\n", "Argument or block definition required");
}

Test(parser, literals) {
  EVENTS("a = 1.5e3\n", "literal number 1.5e3");
  EVENTS("a = true\nb = false\nc = null\n", "literal bool true",
         "literal bool false", "literal null null");
  expect_error("a = 1.2.3\n", "Invalid number literal");
  expect_error("a = 1e2147483647\n", "Invalid number literal");
  EVENTS("a = 0e99999999999\n", "literal number 0e99999999999");
}

Test(parser, collections) {
  EVENTS("a = []\n", "tuple");
  EVENTS("a = [\n  1,\n  2,\n]\n", "literal number 2");
  EVENTS("a = {}\n", "object");
  EVENTS("a = {\n  x = 1\n  y: 2,\n}\n", "object_item +colon");
  expect_error("a = [1 2]\n", "Missing item separator");
  expect_error("a = {a 1}\n", "Missing key/value separator");
  expect_error("a = {a = 1 b = 2}\n", "Missing attribute separator");
  expect_error("a = [1,\n", "Missing expression");
  expect_error("a = [1\n", "Unterminated tuple constructor expression");
}

Test(parser, for_ambiguity_from_the_spec) {
  /* native spec, "Collection Values" */
  expect_error("a = [for, foo, baz]\n", "Invalid 'for' expression");
  expect_error("a = {for: 1, baz: 2}\n", "Invalid 'for' expression");
  EVENTS("a = [(for), foo, baz]\n", "parens");
  EVENTS("a = {(for): 1, baz: 2}\n", "parens");
  EVENTS("a = {baz: 2, for: 1}\n", "traversal \"for\"");
}

Test(parser, for_expressions_from_the_spec) {
  /* native spec, "For Expressions" */
  EVENTS("a = [for v in [\"a\", \"b\"]: v]\n", "for_tuple \"v\"");
  EVENTS("a = [for i, v in [\"a\", \"b\"]: i]\n", "for_tuple \"i\" \"v\"");
  EVENTS("a = {for i, v in [\"a\", \"b\"]: v => i}\n",
         "for_object \"i\" \"v\" +has_key");
  EVENTS("a = {for i, v in [\"a\", \"a\", \"b\"]: v => i...}\n", "+group");
  EVENTS("a = [for i, v in [\"a\", \"b\", \"c\"]: v if i < 2]\n", "+has_cond");
  expect_error("a = [for x in y : k => v]\n", "Invalid 'for' expression");
  expect_error("a = {for x in y : x}\n", "Invalid 'for' expression");
  expect_error("a = [for x in y : x...]\n", "Invalid 'for' expression");
}

Test(parser, splats_from_the_spec) {
  /* native spec, "Splat Operators" */
  EVENTS("a = tuple.*.foo.bar[0]\n", "+attr_splat");
  EVENTS("a = tuple[*].foo.bar[0]\n", "splat [1:10-1:13]");
  EVENTS("a = any_number.*\n", "splat_item");
  expect_error("a = x.*.*\n", "Nested splat expression not allowed");
}

Test(parser, legacy_index) {
  EVENTS("a = foo.0.bar\n", "step_index +legacy");
  expect_error("a = foo.0.0.bar\n", "Invalid legacy index syntax");
}

Test(parser, function_calls) {
  EVENTS("a = f()\n", "call \"f\" [1:5-1:6]");
  EVENTS("a = f(\n  1,\n  2,\n)\n", "EXPR_BEGIN 1:5-4:2 (4-18) call");
  EVENTS("a = f(xs...)\n", "+expand_final");
  EVENTS("a = provider::aws::arn(x)\n", "call \"provider::aws::arn\"");
  expect_error("a = f(1 2)\n", "Missing argument separator");
  expect_error("a = f(1...,2)\n", "Missing closing parenthesis");
  expect_error("a = f::(1)\n", "Missing function name");
  expect_error("a = f::g\n", "Missing open parenthesis");
}

Test(parser, operators_and_precedence) {
  /* native spec, "Operations": x / y * z is (x / y) * z */
  EVENTS("a = x / y * z\n", "EXPR_BEGIN 1:5-1:14 (4-13) binary *",
         "EXPR_BEGIN 1:5-1:10 (4-9) binary /");
  /* unary binds tighter: -46+5 is (-46)+5 */
  EVENTS("a = -46+5\n", "EXPR_BEGIN 1:5-1:10 (4-9) binary +",
         "EXPR_BEGIN 1:5-1:8 (4-7) unary -");
  EVENTS("a = !x && y\n", "binary &&", "unary !");
  EVENTS("a = 1 % 2 >= 3 != true || false\n", "binary ||",
         "binary !=", "binary >=", "binary %");
}

Test(parser, conditionals) {
  EVENTS("a = x ? y : z ? 1 : 2\n", "EXPR_BEGIN 1:5-1:22 (4-21) conditional",
         "EXPR_BEGIN 1:13-1:22 (12-21) conditional");
  expect_error("a = true ? 1\n", "Missing false expression in conditional");
}

Test(parser, newlines_inside_brackets) {
  EVENTS("a = (\n  1 +\n  2\n)\n", "parens", "binary +");
  EVENTS("a = x[\n  0\n]\n", "step_index");
  expect_error("a = 1 +\n2\n", "Invalid expression");
}

Test(parser, templates_from_the_spec) {
  /* native spec, "Template Literals" and "Template Interpolation
     Unwrapping" */
  EVENTS("a = \"hello ${~ \"world\" }\"\n", "literal string \"hello\"");
  EVENTS("a = \"%{ if true ~} hello %{~ endif }\"\n",
         "literal string \"hello\"");
  EVENTS("a = \"${\"hello\" ~}${\" world\"}\"\n", "literal string \" world\"");
  EVENTS("a = \"${true}\"\n", "interpolation", "literal bool true");
  EVENTS("a = \"${\"${true}\"}\"\n", "interpolation");
  EVENTS("a = \"%{ for v in [true] }${v}%{ endfor }\"\n", "template_for");
}

Test(parser, escapes) {
  EVENTS("a = \"\\n\\r\\t\\\"\\\\\\u00e9\\U0001F600\"\n",
         "literal string \"\\n\\r\\t\\\"\\\\\xc3\xa9\xf0\x9f\x98\x80\"");
  expect_error("a = \"\\q\"\n", "Invalid escape sequence");
  expect_error("a = \"\\u12\"\n", "Invalid escape sequence");
  expect_error("a = \"\\uD800\"\n", "Invalid escape sequence");
}

Test(parser, template_errors) {
  expect_error("a = \"${a\"\n", "Unclosed template interpolation sequence");
  expect_error("a = \"${a b}\"\n",
               "Extra characters after interpolation expression");
  expect_error("a = \"%{ iff x }\"\n", "Invalid template control keyword");
  expect_error("a = \"%{ if x }\"\n", "Unexpected end of template");
  expect_error("a = \"%{ endif }\"\n", "Unexpected endif directive");
  expect_error("a = \"%{ for x in y }a%{ else }b%{ endfor }\"\n",
               "Unexpected else directive");
  expect_error("a = \"abc\n", "Invalid multi-line string");
}

Test(parser, heredocs) {
  EVENTS("a = <<EOT\nx\nEOT\n", "template \"EOT\" +heredoc");
  EVENTS("a = <<-EOT\n  x\n    y\n  EOT\n", "literal string \"x\\n  y\\n\"");
  /* a sequence at the start of a line counts as no indentation */
  EVENTS("a = <<-EOT\n  x\n${y}\n  EOT\n", "literal string \"  x\\n\"");
  /* blank lines do not count */
  EVENTS("a = <<-EOT\n    x\n\n    y\n    EOT\n",
         "literal string \"x\\n\\ny\\n\"");
  expect_error("a = <<EOT\nhello\n", "Unterminated template string");
}

Test(parser, comments_stand_for_newlines) {
  EVENTS("a = 1 # c\nb = 2 // d\nc = /* e */ 3\n", "ATTR_BEGIN 3:1");
  EVENTS("a = [\n  1, # one\n  2\n]\n", "literal number 2");
}

Test(parser, lexical_errors) {
  expect_error("a = 'abc'\n", "Invalid character");
  expect_error("a = `abc`\n", "Invalid character");
  expect_error("a = 1; b = 2\n", "Invalid character");
  expect_error("a = x & y\n", "Unsupported operator");
  expect_error("a = \"\xff\"\n", "Invalid character encoding");
  expect_error("a = \xe2\x80\x9chi\xe2\x80\x9d\n", "Curly quotes");
  /* native spec: a byte order mark is not permitted */
  expect_error("\xef\xbb\xbf"
               "a = 1\n",
               "byte order marks are not permitted");
}
