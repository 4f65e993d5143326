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

/* ---- Bodies with more attribute names than the parser keeps in memory */

typedef struct redefinition {
  unsigned long line;  /* of the repeat */
  unsigned long first; /* where the name was first set */
} redefinition;

typedef struct redefinitions {
  redefinition *items;
  size_t n, cap;
  size_t other; /* diagnostics of any other kind */
} redefinitions;

static hcl_status note_redefinition(void *ctx, const hcl_diag *d) {
  redefinitions *r = ctx;
  unsigned long first;
  const char *at = d->detail ? strstr(d->detail, "already set at big.hcl:") : 0;
  if (strcmp(d->summary, "Attribute redefined") != 0 || !d->subject || !at ||
      sscanf(at, "already set at big.hcl:%lu,", &first) != 1) {
    r->other++;
    return HCL_OK;
  }
  if (r->n == r->cap) {
    r->cap = r->cap ? 2 * r->cap : 64;
    r->items = realloc(r->items, r->cap * sizeof *r->items);
    cr_assert(r->items);
  }
  r->items[r->n].line = d->subject->start.line;
  r->items[r->n].first = first;
  r->n++;
  return HCL_OK;
}

static int by_line(const void *a, const void *b) {
  unsigned long x = ((const redefinition *)a)->line;
  unsigned long y = ((const redefinition *)b)->line;
  return x < y ? -1 : x > y;
}

/* Appends a line: `item`, then " = 1" unless it opens or closes a block. */
static void add_line(test_text *t, const char *item) {
  size_t n = strlen(item);
  test_text_add(t, item);
  test_text_add(t, n && (item[n - 1] == '{' || item[n - 1] == '}') ? "\n"
                                                                   : " = 1\n");
}

Test(pathological, a_huge_body_finds_every_redefinition_in_little_memory,
     .timeout = 120) {
  /* Line L (from 1) sets n<L> unless it repeats an earlier name. The body
     outgrows the memory budget long before the repeats: the first repeats
     an early name (found in memory at once), the rest names past the
     budget (found in the temporary file when the body closes). A nested
     block past the budget keeps its own names; another body after the
     huge one starts afresh. */
  test_text t = {0};
  char name[32];
  unsigned long line = 0;
  redefinition want[16];
  size_t nwant = 0;
  for (unsigned long i = 1; i <= 300000; i++) {
    line++;
    if (i == 200000) {
      add_line(&t, "n5"); /* held in memory */
      want[nwant++] = (redefinition){line, 5};
    } else if (i == 250000 || i == 250001) {
      add_line(&t, "n150000"); /* in the file, twice */
      want[nwant++] = (redefinition){line, 150000};
    } else if (i == 260000) {
      add_line(&t, "inner {");
      for (int k = 0; k < 20; k++) {
        snprintf(name, sizeof name, "k%d", k % 19); /* k0 again at the end */
        add_line(&t, name);
        line++;
      }
      want[nwant++] = (redefinition){line, line - 19};
      add_line(&t, "}");
      line++;
    } else {
      snprintf(name, sizeof name, "n%lu", line);
      add_line(&t, name);
    }
  }
  line++;
  add_line(&t, "n299000"); /* the last line of the body */
  want[nwant++] = (redefinition){line, 299000};
  add_line(&t, "after {");
  add_line(&t, "n299000");
  add_line(&t, "}");

  test_alloc ta;
  test_alloc_init(&ta);
  hcl_native_options o = hcl_native_options_default();
  o.alloc = &ta.hooks;
  redefinitions got = {0};
  hcl_sink s = {.ctx = &got, .diagnostic = note_redefinition};
  hcl_status st = hcl_native_parse(t.data, t.len, "big.hcl", s, &o);
  cr_expect_eq(st, HCL_ERR_SYNTAX);
  cr_expect_eq(got.other, 0);
  cr_assert_eq(got.n, nwant, "%zu redefinitions reported, %zu planted", got.n,
               nwant);
  qsort(got.items, got.n, sizeof *got.items, by_line);
  for (size_t i = 0; i < nwant; i++) {
    cr_expect_eq(got.items[i].line, want[i].line, "repeat %zu: line %lu", i,
                 got.items[i].line);
    cr_expect_eq(got.items[i].first, want[i].first, "repeat %zu: first %lu", i,
                 got.items[i].first);
  }
  /* kept in memory, the 300 000 names took over 30 MB */
  cr_expect_lt(ta.peak_bytes, 12u << 20, "peak %zu bytes", ta.peak_bytes);
  cr_expect_eq(ta.outstanding, 0);
  free(got.items);
  free(t.data);
}

Test(pathological, one_name_over_and_over_past_the_budget, .timeout = 120) {
  /* past the budget, one name set 100 000 times: every repeat but the
     first setting is reported, each pointing at that first one */
  test_text t = {0};
  char name[32];
  unsigned long line = 0;
  for (; line < 100000;) {
    line++;
    snprintf(name, sizeof name, "n%lu", line);
    add_line(&t, name);
  }
  unsigned long first = line + 1;
  for (int i = 0; i < 100000; i++)
    add_line(&t, "again");
  redefinitions got = {0};
  hcl_sink s = {.ctx = &got, .diagnostic = note_redefinition};
  hcl_native_options o = hcl_native_options_default();
  cr_expect_eq(hcl_native_parse(t.data, t.len, "big.hcl", s, &o),
               HCL_ERR_SYNTAX);
  cr_expect_eq(got.other, 0);
  cr_assert_eq(got.n, 99999);
  for (size_t i = 0; i < got.n; i++) {
    cr_assert_eq(got.items[i].first, first);
    cr_assert_eq(got.items[i].line, first + 1 + i, "in the order set");
  }
  free(got.items);
  free(t.data);
}
