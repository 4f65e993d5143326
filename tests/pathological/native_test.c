/*
 * Hostile and huge inputs: each must end in a diagnostic or a clean parse,
 * in bounded time and memory, never a crash.
 */

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "test_alloc.h"
#include "test_util.h"

typedef struct outcome {
  hcl_status status;
  size_t peak_bytes;
  size_t leaked;
  size_t diags;
  char first[128];
} outcome;

static hcl_status note_diag(void *ctx, const hcl_diag *d) {
  outcome *o = ctx;
  if (o->diags++ == 0)
    strncpy(o->first, d->summary, sizeof o->first - 1);
  return HCL_OK;
}

static outcome run(const char *head, const char *unit, size_t n,
                   const char *tail) {
  test_gen g = {head, unit, tail, n, 0, 0, 0};
  outcome out;
  memset(&out, 0, sizeof out);
  test_alloc ta;
  test_alloc_init(&ta);
  hcl_native_options o = hcl_native_options_default();
  o.alloc = &ta.hooks;
  hcl_reader r = {&g, test_gen_read};
  hcl_sink s = {.ctx = &out, .diagnostic = note_diag};
  out.status = hcl_native_parse_reader(r, "big.hcl", s, &o);
  out.peak_bytes = ta.peak_bytes;
  out.leaked = ta.outstanding;
  return out;
}

Test(pathological, a_million_open_parens, .timeout = 30) {
  outcome o = run("a = ", "(", 1000000, "");
  cr_expect_eq(o.status, HCL_ERR_SYNTAX);
  cr_expect_str_eq(o.first, "Nesting too deep");
  cr_expect_eq(o.leaked, 0);
}

Test(pathological, a_million_minus_signs, .timeout = 30) {
  outcome o = run("a = ", "-", 1000000, "1\n");
  cr_expect_str_eq(o.first, "Nesting too deep");
}

Test(pathological, nested_templates, .timeout = 30) {
  outcome o = run("a = ", "\"${", 200000, "");
  cr_expect_str_eq(o.first, "Nesting too deep");
}

Test(pathological, nested_directives, .timeout = 30) {
  outcome o = run("a = \"", "%{ if x }", 200000, "\"\n");
  cr_expect_eq(o.status, HCL_ERR_SYNTAX);
  cr_expect_str_eq(o.first, "Nesting too deep");
  cr_expect_eq(o.leaked, 0);
}

Test(pathological, chained_splats, .timeout = 30) {
  outcome o = run("a = x", "[*]", 100000, "\n");
  cr_expect_str_eq(o.first, "Nesting too deep");
}

/* Chains without brackets still nest the tree that evaluators and
   writers walk; the parser bounds them like brackets. */
Test(pathological, chained_conditionals, .timeout = 30) {
  outcome o = run("a = ", "x ? y : ", 200000, "z\n");
  cr_expect_str_eq(o.first, "Nesting too deep");
  cr_expect_eq(o.leaked, 0);
}

/* Binary operators are no nesting: every consumer loops down a chain of
   them (more in chain_test.c). */
Test(pathological, chained_operators, .timeout = 30) {
  outcome o = run("a = x", " + x", 200000, "\n");
  cr_expect_eq(o.status, HCL_OK);
  cr_expect_eq(o.diags, 0, "first: %s", o.first);
  cr_expect_eq(o.leaked, 0);
}

Test(pathological, chained_computed_indexes, .timeout = 30) {
  outcome o = run("a = x", "[y]", 200000, "\n");
  cr_expect_str_eq(o.first, "Nesting too deep");
  outcome ok = run("a = x", "[0]", 200000, "\n");
  cr_expect_eq(ok.status, HCL_OK, "constant steps make one flat traversal");
}

Test(pathological, a_million_attributes_in_little_memory, .timeout = 60) {
  /* each attribute a distinct name: the body's name set grows, but the
     parse itself keeps one item at a time */
  outcome o = run("b {\n", "  x = [1, \"two\", three.four]\n", 1000000, "}\n");
  cr_expect_eq(o.status, HCL_ERR_SYNTAX, "the same name repeats");
  outcome ok = run("", "b { x = [1, \"two\", three.four] }\n", 1000000, "");
  cr_expect_eq(ok.status, HCL_OK);
  cr_expect_lt(ok.peak_bytes, 1u << 20, "peak %zu bytes", ok.peak_bytes);
  cr_expect_eq(ok.leaked, 0);
}

Test(pathological, a_hundred_megabyte_string, .timeout = 60) {
  outcome o = run("a = \"", "0123456789", 10000000, "\"\n");
  cr_expect_eq(o.status, HCL_OK);
  cr_expect_lt(o.peak_bytes, 400u << 20, "peak %zu", o.peak_bytes);
}

Test(pathological, a_long_comment_and_heredoc, .timeout = 60) {
  outcome c = run("/*", "comment ", 2000000, "*/\na = 1\n");
  cr_expect_eq(c.status, HCL_OK);
  outcome h = run("a = <<EOT\n", "line ${x}\n", 500000, "EOT\n");
  cr_expect_eq(h.status, HCL_OK);
  cr_expect_eq(h.leaked, 0);
}

Test(pathological, deep_block_nesting_is_limited, .timeout = 30) {
  outcome o = run("", "a {\n", 100000, "");
  cr_expect_str_eq(o.first, "Nesting too deep");
}

Test(pathological, unterminated_everything, .timeout = 30) {
  outcome o = run("a = ", "[{(\"${", 50, "");
  cr_expect_eq(o.status, HCL_ERR_SYNTAX);
  cr_expect_eq(o.leaked, 0);
}

Test(pathological, recovery_streams_in_little_memory, .timeout = 60) {
  /* a stray brace sends the parser skipping to the end of the file; what it
     skips is not kept */
  outcome o = run("{\n", "a = [1, \"two\", three.four]\n", 1000000, "");
  cr_expect_eq(o.status, HCL_ERR_SYNTAX);
  cr_expect_eq(o.diags, 1);
  cr_expect_lt(o.peak_bytes, 1u << 20, "peak %zu bytes", o.peak_bytes);
  /* an unclosed bracket makes one expression of the rest of the file: its
     tree is the largest thing held, a small multiple of its text */
  const char *line = "1, \"two\", three.four,\n";
  size_t n = 100000, text = n * strlen(line);
  outcome b = run("a = [\n", line, n, "");
  cr_expect_eq(b.status, HCL_ERR_SYNTAX);
  cr_expect_lt(b.peak_bytes, 40 * text, "peak %zu bytes for %zu of text",
               b.peak_bytes, text);
}
