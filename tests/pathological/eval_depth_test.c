/*
 * Deep expressions against the evaluator and the traversal walk: with the
 * parsers' max_depth raised to a million, expressions nested 200 000 deep
 * must evaluate to a value or to the evaluator's "Nesting too deep"
 * diagnostic, give their variables and be freed, all on an 8 MiB stack; a
 * chain of 100 000 binary operators is no nesting and evaluates in full.
 *
 * The native expression parser recurses, and so stops at its own limit
 * (HCL_MAX_NATIVE_EXPR_DEPTH) whatever max_depth says: native cases nested
 * 200 000 deep must end in its "Nesting too deep" diagnostic, on the same
 * 8 MiB stack, and nested just within it must parse and evaluate.
 */

#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/limits.h"
#include "hcl/functions.h"
#include "hcl/json.h"
#include "hcl/native.h"
#include "test_alloc.h"
#include "value_dump.h"

#define STACK_BYTES (8u << 20)
#define DEEP 200000
/* within the native parser's limit, templates counting two levels each */
#define NATIVE_NEAR (HCL_MAX_NATIVE_EXPR_DEPTH / 2 - 10)
#define CHAIN 100000

typedef struct depth_case {
  const char *name;
  bool json;
  /* the source: head, open * n, mid, close * n, tail */
  const char *head, *open, *mid, *close, *tail;
  size_t n;
  /* the stack the parse runs on; the rest always gets STACK_BYTES */
  size_t parse_stack;
  /* expectations: the value's dump when given, else whether it is wholly
     unknown; "Nesting too deep" diagnostics; variables */
  const char *want_dump;
  bool want_unknown;
  size_t want_too_deep;
  size_t want_vars;
} depth_case;

typedef struct outcome {
  hcl_status parse_status;
  size_t parse_diags;
  char parse_summary[64]; /* the first parse diagnostic's */
  bool evaluated;
  bool unknown;
  char *dump; /* malloc'd, when small enough to compare */
  size_t diags, too_deep, vars;
  char stray[64]; /* a diagnostic other than "Nesting too deep" */
  size_t leaked;
} outcome;

typedef struct job {
  const depth_case *c;
  char *src;
  test_alloc ta;
  hcl_tree *tree;
  hcl_diags *ds;
  const hcl_expr *expr;
  outcome out;
} job;

static char *source(const depth_case *c) {
  size_t lo = strlen(c->open), lc = strlen(c->close);
  size_t len = strlen(c->head) + c->n * (lo + lc) + strlen(c->mid) +
               strlen(c->tail) + 16;
  char *s = malloc(len), *w = s;
  if (c->json)
    w += sprintf(w, "{\"v\": ");
  w += sprintf(w, "%s", c->head);
  for (size_t i = 0; i < c->n; i++, w += lo)
    memcpy(w, c->open, lo);
  w += sprintf(w, "%s", c->mid);
  for (size_t i = 0; i < c->n; i++, w += lc)
    memcpy(w, c->close, lc);
  w += sprintf(w, "%s%s", c->tail, c->json ? "}" : "");
  return s;
}

static void *parse(void *arg) {
  job *j = arg;
  const hcl_alloc *a = &j->ta.hooks;
  j->tree = hcl_tree_new(a);
  j->ds = hcl_diags_new(a);
  hcl_sink both[2] = {hcl_tree_sink(j->tree), hcl_diags_sink(j->ds)};
  hcl_tee *tee = hcl_tee_new(both, 2, a);
  if (j->c->json) {
    hcl_json_options o = hcl_json_options_default();
    o.alloc = a;
    o.max_depth = 1000000;
    j->out.parse_status = hcl_json_parse(j->src, strlen(j->src), "deep.json",
                                         hcl_tee_sink(tee), &o);
  } else {
    hcl_native_options o = hcl_native_options_default();
    o.alloc = a;
    o.max_depth = 1000000;
    j->out.parse_status = hcl_native_parse_expression(
        j->src, strlen(j->src), "deep.hcl", hcl_tee_sink(tee), &o);
  }
  hcl_tee_free(tee);
  j->out.parse_diags = hcl_diags_count(j->ds);
  if (j->out.parse_diags)
    snprintf(j->out.parse_summary, sizeof j->out.parse_summary, "%s",
             hcl_diags_at(j->ds, 0)->summary);
  if (j->out.parse_status != HCL_OK)
    return NULL;
  if (!j->c->json) {
    j->expr =
        hcl_tree_expr_count(j->tree) ? hcl_tree_expr_at(j->tree, 0) : NULL;
    return NULL;
  }
  hcl_content content;
  if (hcl_body_just_attributes(hcl_tree_file_at(j->tree, 0), &content, j->ds) ==
          HCL_OK &&
      content.nattrs == 1)
    j->expr = content.attrs[0]->expr;
  return NULL;
}

static void set_var(hcl_eval_ctx *ctx, const char *name, hcl_value *v) {
  hcl_eval_ctx_set_var(ctx, name, strlen(name), v);
  hcl_value_unref(v);
}

/* Evaluates, collects the variables, frees. */
static void *evaluate(void *arg) {
  job *j = arg;
  const hcl_alloc *a = &j->ta.hooks;
  if (j->expr) {
    hcl_eval_ctx *ctx = hcl_eval_ctx_new(a);
    set_var(ctx, "x", hcl_value_string("x", 1, a));
    set_var(ctx, "b", hcl_value_bool(true));
    hcl_eval_ctx_set_func(ctx, "upper", 5, hcl_func_library_lookup("upper", 5));
    hcl_diags *ds = hcl_diags_new(a);
    hcl_value *v = hcl_expr_eval(j->expr, ctx, ds);
    if (v) {
      j->out.evaluated = true;
      j->out.unknown = hcl_value_is_unknown(v);
      if (j->c->want_dump)
        j->out.dump = test_value_dump(v);
    }
    j->out.diags = hcl_diags_count(ds);
    for (size_t i = 0; i < hcl_diags_count(ds); i++) {
      const char *s = hcl_diags_at(ds, i)->summary;
      if (strcmp(s, "Nesting too deep") == 0)
        j->out.too_deep++;
      else if (!j->out.stray[0])
        snprintf(j->out.stray, sizeof j->out.stray, "%s", s);
    }
    hcl_value_unref(v);
    hcl_diags_free(ds);
    hcl_traversals *ts = hcl_expr_variables(j->expr, a);
    j->out.vars = ts ? hcl_traversals_count(ts) : (size_t)-1;
    hcl_traversals_free(ts);
    hcl_eval_ctx_free(ctx);
  }
  hcl_diags_free(j->ds);
  hcl_tree_free(j->tree);
  j->out.leaked = j->ta.outstanding;
  return NULL;
}

static void on_stack(void *(*fn)(void *), job *j, size_t bytes) {
  pthread_attr_t attr;
  pthread_t t;
  cr_assert_eq(pthread_attr_init(&attr), 0);
  cr_assert_eq(pthread_attr_setstacksize(&attr, bytes), 0);
  cr_assert_eq(pthread_create(&t, &attr, fn, j), 0);
  cr_assert_eq(pthread_join(t, NULL), 0);
  pthread_attr_destroy(&attr);
}

static outcome run(const depth_case *c, size_t parse_stack) {
  job j;
  memset(&j, 0, sizeof j);
  j.c = c;
  j.src = source(c);
  test_alloc_init(&j.ta);
  on_stack(parse, &j, parse_stack);
  on_stack(evaluate, &j, STACK_BYTES);
  free(j.src);
  return j.out;
}

/* A native expression past the parser's own limit: one clear diagnostic,
   nothing evaluated, nothing leaked. */
static void check_native_too_deep(const depth_case *c) {
  outcome o = run(c, STACK_BYTES);
  cr_expect_eq(o.parse_status, HCL_ERR_SYNTAX, "%s: parse status %d", c->name,
               o.parse_status);
  cr_expect_eq(o.parse_diags, 1, "%s: %zu parse diagnostics", c->name,
               o.parse_diags);
  cr_expect_str_eq(o.parse_summary, "Nesting too deep", "%s: %s", c->name,
                   o.parse_summary);
  cr_expect_not(o.evaluated, "%s: evaluated", c->name);
  cr_expect_eq(o.leaked, 0, "%s: %zu blocks leaked", c->name, o.leaked);
  free(o.dump);
}

/* A native expression just within the parser's limit: parsed, evaluated
   to a value with no diagnostic but the evaluator's own limit, freed. */
static void check_native_near_limit(const depth_case *c) {
  outcome o = run(c, STACK_BYTES);
  cr_assert_eq(o.parse_status, HCL_OK, "%s: parse status %d (%s)", c->name,
               o.parse_status, o.parse_summary);
  cr_expect(o.evaluated, "%s: no value", c->name);
  cr_expect_str_empty(o.stray, "%s: unexpected diagnostic %s", c->name,
                      o.stray);
  cr_expect_eq(o.leaked, 0, "%s: %zu blocks leaked", c->name, o.leaked);
  free(o.dump);
}

static void check(const depth_case *c, size_t parse_stack) {
  outcome o = run(c, parse_stack);
  cr_assert_eq(o.parse_status, HCL_OK, "%s: parse status %d", c->name,
               o.parse_status);
  cr_expect_eq(o.parse_diags, 0, "%s: %zu parse diagnostics", c->name,
               o.parse_diags);
  cr_assert(o.evaluated, "%s: no value", c->name);
  if (c->want_dump)
    cr_expect_str_eq(o.dump, c->want_dump, "%s: %s", c->name, o.dump);
  else
    cr_expect_eq(o.unknown, c->want_unknown, "%s: unknown %d", c->name,
                 o.unknown);
  /* evaluation stops at each expression past the limit: near it, the
     keys of JSON objects are too */
  cr_expect_eq(o.too_deep > 0, c->want_too_deep > 0, "%s: %zu too deep",
               c->name, o.too_deep);
  cr_expect_str_empty(o.stray, "%s: unexpected diagnostic %s", c->name,
                      o.stray);
  cr_expect_eq(o.vars, c->want_vars, "%s: %zu variables", c->name, o.vars);
  cr_expect_eq(o.leaked, 0, "%s: %zu blocks leaked", c->name, o.leaked);
  free(o.dump);
}

#define NATIVE(name, open, mid, close, dump, unknown, deep, vars)              \
  {                                                                            \
    name, false, "", open, mid, close, "", DEEP, STACK_BYTES, dump, unknown,   \
        deep, vars                                                             \
  }
#define JSON(name, open, mid, close, dump, unknown, deep, vars)                \
  {                                                                            \
    name, true, "", open, mid, close, "", DEEP, STACK_BYTES, dump, unknown,    \
        deep, vars                                                             \
  }

static depth_case nested[] = {
    NATIVE("tuples", "[", "x", "]", NULL, false, 1, 1),
    NATIVE("parentheses", "(", "x", ")", NULL, true, 1, 1),
    NATIVE("objects", "{a=", "x", "}", NULL, false, 1, 1),
    NATIVE("negations", "-(", "1", ")", "\"number\" unknown(\"number\")", true,
           1, 0),
    NATIVE("nots", "!", "b", "", "\"bool\" unknown(\"bool\")", true, 1, 1),
    /* the innermost results are never chosen, so nothing is reported */
    NATIVE("conditionals", "b ? 1 : ", "2", "", "\"number\" 1", false, 0, DEEP),
    NATIVE("calls", "upper(", "x", ")", "\"dynamic\" unknown(\"dynamic\")",
           true, 1, 1),
    NATIVE("templates", "\"${", "x", "}\"", NULL, true, 1, 1),
    JSON("json_arrays", "[", "1", "]", NULL, false, 1, 0),
    JSON("json_objects", "{\"a\": ", "1", "}", NULL, false, 1, 0),
    JSON("json_templates", "[", "\"${upper(x)}\"", "]", NULL, false, 1, 1),
};

/* Criterion runs each test in a process of its own, where the table's
   pointers differ: the parameter is an index into it. */
static size_t nested_at[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10};

ParameterizedTestParameters(eval_depth, nested) {
  cr_assert_eq(sizeof nested_at / sizeof nested_at[0],
               sizeof nested / sizeof nested[0]);
  return cr_make_param_array(size_t, nested_at,
                             sizeof nested_at / sizeof nested_at[0]);
}

ParameterizedTest(size_t *i, eval_depth, nested, .timeout = 120) {
  if (nested[*i].json) {
    check(&nested[*i], nested[*i].parse_stack);
    return;
  }
  check_native_too_deep(&nested[*i]);
  depth_case near = nested[*i];
  near.n = NATIVE_NEAR;
  check_native_near_limit(&near);
}

#define CHAIN_CASE(name, head, link, dump, deep, vars)                         \
  {                                                                            \
    name, false, head, "", "", link, "", CHAIN - 1, STACK_BYTES, dump, false,  \
        deep, vars                                                             \
  }

static depth_case chains[] = {
    CHAIN_CASE("sum", "1", " + 1", "\"number\" 100000", 0, 0),
    CHAIN_CASE("conjunction", "b", " && b", "\"bool\" true", 0, CHAIN),
    CHAIN_CASE("mixed", "x == \"x\"", " || 2 < 1", "\"bool\" true", 0, 1),
};

static size_t chains_at[] = {0, 1, 2};

ParameterizedTestParameters(eval_depth, chains) {
  cr_assert_eq(sizeof chains_at / sizeof chains_at[0],
               sizeof chains / sizeof chains[0]);
  return cr_make_param_array(size_t, chains_at,
                             sizeof chains_at / sizeof chains_at[0]);
}

ParameterizedTest(size_t *i, eval_depth, chains, .timeout = 120) {
  check(&chains[*i], chains[*i].parse_stack);
}

/* One bad operand in the middle of a chain: one diagnostic, and the
   unknown result every operator after it gives. */
Test(eval_depth, chain_with_an_error, .timeout = 120) {
  depth_case c = {"error",
                  false,
                  "1",
                  "",
                  "",
                  " + 1",
                  " + \"a\" + 1",
                  CHAIN / 2,
                  STACK_BYTES,
                  "\"number\" unknown(\"number\")",
                  true,
                  0,
                  0};
  outcome o = run(&c, STACK_BYTES);
  cr_assert(o.evaluated);
  cr_expect_str_eq(o.dump, c.want_dump);
  cr_expect_eq(o.diags, 1);
  cr_expect_str_eq(o.stray, "Invalid operand");
  cr_expect_eq(o.leaked, 0);
  free(o.dump);
}

/* A JSON array `[[...[1]...]]` of n brackets, evaluated: n + 1
   expressions nested. (JSON, because the native parser stops at its own
   limit first.) */
#define TUPLE_PREFIX "{\"v\": "
static void nested_tuple(size_t n, hcl_value **v, hcl_diags *ds) {
  size_t pre = strlen(TUPLE_PREFIX);
  char *src = malloc(pre + 2 * n + 3), *w = src;
  memcpy(w, TUPLE_PREFIX, pre);
  w += pre;
  for (size_t i = 0; i < n; i++)
    *w++ = '[';
  *w++ = '1';
  for (size_t i = 0; i < n; i++)
    *w++ = ']';
  *w++ = '}';
  *w = '\0';
  hcl_tree *t = hcl_tree_new(NULL);
  hcl_json_options o = hcl_json_options_default();
  o.max_depth = 100000;
  cr_assert_eq(hcl_json_parse(src, strlen(src), "x.json", hcl_tree_sink(t), &o),
               HCL_OK);
  hcl_content content;
  cr_assert_eq(hcl_body_just_attributes(hcl_tree_file_at(t, 0), &content, ds),
               HCL_OK);
  cr_assert_eq(content.nattrs, 1);
  *v = hcl_expr_eval(content.attrs[0]->expr, NULL, ds);
  cr_assert(*v);
  hcl_tree_free(t);
  free(src);
}

/* At the limit, evaluation is complete; one level more, the expression
   where it stopped gets the diagnostic. */
Test(eval_depth, limit, .timeout = 30) {
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_value *v;
  nested_tuple(HCL_MAX_EVAL_DEPTH - 1, &v, ds);
  cr_expect_eq(hcl_diags_count(ds), 0);
  cr_expect_not(hcl_value_is_unknown(v));
  hcl_value_unref(v);
  hcl_diags_free(ds);

  ds = hcl_diags_new(NULL);
  size_t n = HCL_MAX_EVAL_DEPTH;
  nested_tuple(n, &v, ds);
  cr_assert_eq(hcl_diags_count(ds), 1);
  const hcl_diag *d = hcl_diags_at(ds, 0);
  cr_expect_eq(d->severity, HCL_DIAG_ERROR);
  cr_expect_str_eq(d->summary, "Nesting too deep");
  cr_expect_str_eq(d->detail,
                   "This expression nests brackets, parentheses, function "
                   "calls, templates or operators more than 1000 levels "
                   "deep, which is the evaluator's limit.");
  /* the literal 1, innermost */
  cr_expect_eq(d->subject->start.byte, strlen(TUPLE_PREFIX) + n);
  cr_expect_eq(d->subject->end.byte, strlen(TUPLE_PREFIX) + n + 1);
  cr_expect_null(d->context);
  hcl_value_unref(v);
  hcl_diags_free(ds);
}
