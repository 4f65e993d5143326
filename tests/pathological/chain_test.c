/*
 * A chain of binary operators is no nesting: `1 + 1 + ... + 1` with
 * 100 000 terms, or `a && b && ...`, parses with the default limits into
 * a tree, passes the event contract checker, dumps with its indentation
 * capped, evaluates and is freed, all on a thread with an 8 MiB stack.
 * Brackets around operands, and postfix chains, still count as nesting.
 */

#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/limits.h"
#include "hcl/native.h"
#include "test_alloc.h"
#include "value_dump.h"

#define STACK_BYTES (8u << 20)
#define TERMS 100000

typedef struct chain_case {
  const char *name;
  const char *first, *link; /* "a = " first, then link TERMS - 1 times */
  const char *want;         /* the value's dump */
} chain_case;

static const chain_case chains[] = {
    {"sum", "1", " + 1", "\"number\" 100000"},
    {"conjunction", "true", " && true", "\"bool\" true"},
    {"disjunction", "false", " || false", "\"bool\" false"},
    /* 1 + (2 * 3 - 4 / 2) * 99 999 */
    {"mixed_precedence", "1", " + 2 * 3 - 4 / 2", "\"number\" 399997"},
    {"comparisons", "1 < 2", " && 3 >= 3 || 2 == 1", "\"bool\" true"},
    /* -1 + 2 * 99 999 */
    {"unary_operands", "-1", " - -1 * -(-2)", "\"number\" 199997"},
};

typedef struct job {
  const chain_case *c;
  char *src;
  test_alloc ta;
  hcl_status status;
  size_t diags;
  char first_diag[64];
  const char *checker_error;
  char *dump;
  size_t dump_len;
  char *value;
  size_t leaked;
} job;

static char *source(const chain_case *c) {
  size_t lf = strlen(c->first), ll = strlen(c->link);
  char *s = malloc(8 + lf + (TERMS - 1) * ll), *w = s;
  w += sprintf(w, "a = %s", c->first);
  for (size_t i = 1; i < TERMS; i++, w += ll)
    memcpy(w, c->link, ll);
  strcpy(w, "\n");
  return s;
}

static void *run(void *arg) {
  job *j = arg;
  const hcl_alloc *a = &j->ta.hooks;
  hcl_tree *tree = hcl_tree_new(a);
  hcl_diags *ds = hcl_diags_new(a);
  hcl_checker *ck = hcl_checker_new(a);
  FILE *out = open_memstream(&j->dump, &j->dump_len);
  hcl_dump *dump = hcl_dump_new(out, false, a);
  hcl_sink sinks[4] = {hcl_tree_sink(tree), hcl_diags_sink(ds),
                       hcl_checker_sink(ck), hcl_dump_sink(dump)};
  hcl_tee *tee = hcl_tee_new(sinks, 4, a);
  hcl_native_options o = hcl_native_options_default();
  o.alloc = a;
  j->status = hcl_native_parse(j->src, strlen(j->src), "chain.hcl",
                               hcl_tee_sink(tee), &o);
  hcl_tee_free(tee);
  hcl_dump_free(dump);
  fclose(out);
  j->checker_error =
      hcl_checker_error(ck) ? strdup(hcl_checker_error(ck)) : NULL;
  hcl_checker_free(ck);
  j->diags = hcl_diags_count(ds);
  if (j->diags)
    snprintf(j->first_diag, sizeof j->first_diag, "%s",
             hcl_diags_at(ds, 0)->summary);
  hcl_content c;
  if (j->status == HCL_OK &&
      hcl_body_just_attributes(hcl_tree_file_at(tree, 0), &c, ds) == HCL_OK &&
      c.nattrs == 1) {
    hcl_value *v = hcl_expr_eval(c.attrs[0]->expr, NULL, ds);
    if (v)
      j->value = test_value_dump(v);
    hcl_value_unref(v);
  }
  j->diags = hcl_diags_count(ds);
  hcl_diags_free(ds);
  hcl_tree_free(tree);
  j->leaked = j->ta.outstanding;
  return NULL;
}

static void on_stack(job *j) {
  pthread_attr_t attr;
  pthread_t t;
  cr_assert_eq(pthread_attr_init(&attr), 0);
  cr_assert_eq(pthread_attr_setstacksize(&attr, STACK_BYTES), 0);
  cr_assert_eq(pthread_create(&t, &attr, run, j), 0);
  cr_assert_eq(pthread_join(t, NULL), 0);
  pthread_attr_destroy(&attr);
}

/* Criterion runs each test in a process of its own, where the table's
   pointers differ: the parameter is an index into it. */
static size_t chains_at[] = {0, 1, 2, 3, 4, 5};

ParameterizedTestParameters(chain, parses_and_evaluates) {
  cr_assert_eq(sizeof chains_at / sizeof chains_at[0],
               sizeof chains / sizeof chains[0]);
  return cr_make_param_array(size_t, chains_at,
                             sizeof chains_at / sizeof chains_at[0]);
}

ParameterizedTest(size_t *i, chain, parses_and_evaluates, .timeout = 120) {
  const chain_case *c = &chains[*i];
  job j;
  memset(&j, 0, sizeof j);
  j.c = c;
  j.src = source(c);
  test_alloc_init(&j.ta);
  on_stack(&j);
  cr_expect_eq(j.status, HCL_OK, "%s: status %d (%s)", c->name, j.status,
               j.first_diag);
  cr_expect_eq(j.diags, 0, "%s: %zu diagnostics, first %s", c->name, j.diags,
               j.first_diag);
  cr_expect_null(j.checker_error, "%s: %s", c->name, j.checker_error);
  cr_assert_not_null(j.value, "%s: no value", c->name);
  cr_expect_str_eq(j.value, c->want, "%s: %s", c->name, j.value);
  cr_expect_eq(j.leaked, 0, "%s: %zu blocks leaked", c->name, j.leaked);
  /* the dump: no line indented past the cap, so its size is linear */
  size_t longest = 0, lines = 0;
  for (const char *l = j.dump; l && *l; lines++) {
    const char *nl = strchr(l, '\n');
    size_t len = nl ? (size_t)(nl - l) : strlen(l);
    size_t indent = strspn(l, " ");
    cr_assert_leq(indent, 2 * HCL_DUMP_MAX_INDENT, "%s: line %zu indented %zu",
                  c->name, lines + 1, indent);
    if (len > longest)
      longest = len;
    l = nl ? nl + 1 : l + len;
  }
  cr_expect_gt(lines, TERMS, "%s: %zu lines", c->name, lines);
  cr_expect_lt(longest, 2 * HCL_DUMP_MAX_INDENT + 100, "%s: a line of %zu",
               c->name, longest);
  free(j.dump);
  free(j.value);
  free((char *)j.checker_error);
  free(j.src);
}

/* What still nests: parenthesised right operands, and postfix chains. */
static hcl_status parse_generated(const char *head, const char *unit, size_t n,
                                  const char *tail, char *first, size_t cap) {
  size_t lh = strlen(head), lu = strlen(unit), lt = strlen(tail);
  char *src = malloc(lh + n * lu + lt + 1), *w = src;
  memcpy(w, head, lh);
  w += lh;
  for (size_t i = 0; i < n; i++, w += lu)
    memcpy(w, unit, lu);
  memcpy(w, tail, lt + 1);
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_status st =
      hcl_native_parse(src, strlen(src), "n.hcl", hcl_diags_sink(ds), NULL);
  snprintf(first, cap, "%s",
           hcl_diags_count(ds) ? hcl_diags_at(ds, 0)->summary : "");
  hcl_diags_free(ds);
  free(src);
  return st;
}

Test(chain, bracketed_operands_still_nest, .timeout = 30) {
  char first[64];
  /* 1 + (1 + (1 + ...)): each parenthesis is a level */
  cr_expect_eq(
      parse_generated("a = 1", " + (1", 600, "\n", first, sizeof first),
      HCL_ERR_SYNTAX);
  cr_expect_str_eq(first, "Nesting too deep");
}

Test(chain, right_nested_within_the_limit, .timeout = 30) {
  char first[64];
  /* a chain whose right operands are parenthesised once each */
  char *src = malloc(8 + 6 * TERMS), *w = src;
  w += sprintf(w, "a = 1");
  for (size_t i = 1; i < TERMS; i++, w += 6)
    memcpy(w, " + (1)", 6);
  strcpy(w, "\n");
  hcl_diags *ds = hcl_diags_new(NULL);
  cr_expect_eq(
      hcl_native_parse(src, strlen(src), "n.hcl", hcl_diags_sink(ds), NULL),
      HCL_OK);
  snprintf(first, sizeof first, "%s",
           hcl_diags_count(ds) ? hcl_diags_at(ds, 0)->summary : "");
  cr_expect_str_empty(first);
  hcl_diags_free(ds);
  free(src);
}

Test(chain, postfix_chains_still_nest, .timeout = 30) {
  char first[64];
  cr_expect_eq(parse_generated("a = x", "[y]", 600, "\n", first, sizeof first),
               HCL_ERR_SYNTAX);
  cr_expect_str_eq(first, "Nesting too deep");
}
