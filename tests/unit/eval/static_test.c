/*
 * Reading expressions without evaluating them: the variables an
 * expression refers to, and the static list, map, call and traversal
 * analyses. Expectations written by hand from the information model and
 * checked once against the reference.
 */

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "test_util.h"

static hcl_tree *tree;

static void setup(void) { tree = hcl_tree_new(NULL); }
static void teardown(void) { hcl_tree_free(tree); }

static const hcl_expr *parse(const char *src) {
  size_t before = hcl_tree_expr_count(tree);
  hcl_status st = hcl_native_parse_expression(src, strlen(src), "<expr>",
                                              hcl_tree_sink(tree), NULL);
  cr_assert_eq(st, HCL_OK, "parse of %s: %s", src, hcl_status_name(st));
  cr_assert_eq(hcl_tree_expr_count(tree), before + 1);
  return hcl_tree_expr_at(tree, before);
}

/* A traversal as text: root.attr[key]... with keys as the reference
   prints them in hcldec --var-refs (numbers and strings). */
static char *traversal_text(const hcl_traversal *t) {
  char *out = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&out, &len);
  for (size_t i = 0; i < t->nsteps; i++) {
    const hcl_step *s = &t->steps[i];
    switch (s->kind) {
    case HCL_STEP_ROOT:
      fprintf(f, "%.*s", (int)s->name.len, s->name.ptr);
      break;
    case HCL_STEP_ATTR:
      fprintf(f, ".%.*s", (int)s->name.len, s->name.ptr);
      break;
    case HCL_STEP_INDEX: {
      char *json = NULL, *err = NULL;
      size_t n;
      if (hcl_value_to_json(s->key, hcl_value_type(s->key), NULL, &json, &n,
                            &err) == HCL_OK)
        fprintf(f, "[%s]", json);
      else
        fprintf(f, "[?]");
      free(json);
      free(err);
      break;
    }
    case HCL_STEP_SPLAT:
      fputs("[*]", f);
      break;
    }
  }
  fclose(f);
  return out;
}

/* The variables of `src`, joined with spaces. */
static char *variables(const char *src) {
  hcl_traversals *ts = hcl_expr_variables(parse(src), NULL);
  cr_assert(ts);
  char *out = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&out, &len);
  for (size_t i = 0; i < hcl_traversals_count(ts); i++) {
    char *t = traversal_text(hcl_traversals_at(ts, i));
    fprintf(f, "%s%s", i ? " " : "", t);
    free(t);
  }
  fclose(f);
  hcl_traversals_free(ts);
  return out;
}

#define EXPECT_VARS(src, want)                                                 \
  do {                                                                         \
    char *got_ = variables(src);                                               \
    cr_expect_str_eq(got_, want, "variables of %s", src);                      \
    free(got_);                                                                \
  } while (0)

TestSuite(static_analysis, .init = setup, .fini = teardown);

Test(static_analysis, variables_in_source_order) {
  EXPECT_VARS("a + b.c * d[0]", "a b.c d[0]");
  EXPECT_VARS("f(x, y.z)[k]", "x y.z k");
  EXPECT_VARS("c ? t : e", "c t e");
  EXPECT_VARS("\"${a} and %{if b}${c}%{endif}\"", "a b c");
  EXPECT_VARS("1 + 2", "");
  EXPECT_VARS("a.b[\"key\"].c[1]", "a.b[\"key\"].c[1]");
}

Test(static_analysis, variables_skip_names_a_for_binds) {
  EXPECT_VARS("[for x in xs: x + y]", "xs y");
  EXPECT_VARS("{for k, v in m: k => v.name if v.ok && z}", "m z");
  EXPECT_VARS("[for x in x: x]", "x");
  EXPECT_VARS("[for x in a: [for y in x: y + x + b]]", "a b");
  EXPECT_VARS("\"%{for s in list}${s}${sep}%{endfor}\"", "list sep");
}

Test(static_analysis, variables_of_object_keys) {
  /* a bare name as a key is a string, not a reference */
  EXPECT_VARS("{a = b}", "b");
  EXPECT_VARS("{(a) = b}", "a b");
  EXPECT_VARS("{a.b = c}", "a.b c");
  EXPECT_VARS("{\"a\" = b, true = c}", "b c");
}

Test(static_analysis, variables_in_splats_and_relative_traversals) {
  EXPECT_VARS("a[*].b", "a");
  EXPECT_VARS("a.*.b[0]", "a");
  EXPECT_VARS("f(a).b", "a");
  EXPECT_VARS("(a).b", "a");
  EXPECT_VARS("a[b].c", "a b");
}

Test(static_analysis, traversal_ranges) {
  hcl_traversals *ts = hcl_expr_variables(parse("x + foo.bar[2]"), NULL);
  cr_assert_eq(hcl_traversals_count(ts), 2);
  const hcl_traversal *t = hcl_traversals_at(ts, 1);
  cr_assert_eq(t->nsteps, 3);
  cr_expect_eq(t->steps[0].range.start.column, 5);
  cr_expect_eq(t->steps[0].range.end.column, 8);
  cr_expect_eq(t->steps[1].range.start.column, 8);
  cr_expect_eq(t->steps[1].range.end.column, 12);
  cr_expect_eq(t->steps[2].range.start.column, 12);
  cr_expect_eq(t->steps[2].range.end.column, 15);
  hcl_traversals_free(ts);
}

static char *static_traversal(const char *src, hcl_diags *ds) {
  hcl_traversals *ts = NULL;
  hcl_status st = hcl_expr_static_traversal(parse(src), NULL, &ts, ds);
  if (st != HCL_OK) {
    cr_expect_null(ts);
    return NULL;
  }
  cr_assert_eq(hcl_traversals_count(ts), 1);
  char *t = traversal_text(hcl_traversals_at(ts, 0));
  hcl_traversals_free(ts);
  return t;
}

Test(static_analysis, static_traversals) {
  const char *ok[][2] = {
      {"a", "a"},      {"a.b.c", "a.b.c"}, {"a[0][\"k\"]", "a[0][\"k\"]"},
      {"a.0", "a[0]"}, {"true", "true"},   {"null", "null"}};
  for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
    char *t = static_traversal(ok[i][0], NULL);
    cr_expect(t && strcmp(t, ok[i][1]) == 0, "%s gave %s", ok[i][0],
              t ? t : "an error");
    free(t);
  }
  const char *bad[] = {"a[b]", "f(a)", "a + b", "\"a\"", "(a)", "a[*]", "1"};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    hcl_diags *ds = hcl_diags_new(NULL);
    char *t = static_traversal(bad[i], ds);
    cr_expect_null(t, "%s is no static traversal", bad[i]);
    cr_assert_eq(hcl_diags_count(ds), 1);
    const hcl_diag *d = hcl_diags_at(ds, 0);
    cr_expect_str_eq(d->summary, "Invalid expression");
    cr_expect(strstr(d->detail, "A single static variable reference is "
                                "required") == d->detail);
    cr_expect_eq(d->subject->start.byte, 0);
    cr_expect_eq(d->subject->end.byte, strlen(bad[i]), "%s: whole range",
                 bad[i]);
    free(t);
    hcl_diags_free(ds);
  }
}

Test(static_analysis, keywords) {
  const char *cases[][2] = {{"foo", "foo"},  {"true", "true"}, {"null", "null"},
                            {"foo.bar", ""}, {"\"foo\"", ""},  {"(foo)", ""},
                            {"1", ""}};
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    hcl_str k = hcl_expr_as_keyword(parse(cases[i][0]));
    cr_expect(k.len == strlen(cases[i][1]) &&
                  memcmp(k.ptr, cases[i][1], k.len) == 0,
              "keyword of %s", cases[i][0]);
  }
}

Test(static_analysis, static_list_map_and_call) {
  const hcl_expr *const *items;
  size_t n;
  cr_expect_eq(
      hcl_expr_static_list(parse("[a, 1 + 2, \"x\"]"), &items, &n, NULL),
      HCL_OK);
  cr_expect_eq(n, 3);
  cr_expect_eq(hcl_expr_kind_of(items[1]), HCL_EXPR_BINARY);
  cr_expect_eq(
      hcl_expr_static_map(parse("{a = 1, \"b\" = c}"), &items, &n, NULL),
      HCL_OK);
  cr_expect_eq(n, 2);
  cr_expect_eq(hcl_expr_kind_of(hcl_expr_child_at(items[1], 0)),
               HCL_EXPR_TEMPLATE);
  hcl_str name;
  cr_expect_eq(
      hcl_expr_static_call(parse("list(string, 2)"), &name, &items, &n, NULL),
      HCL_OK);
  cr_expect(name.len == 4 && memcmp(name.ptr, "list", 4) == 0);
  cr_expect_eq(n, 2);

  struct {
    const char *src;
    int which;
    const char *detail;
  } bad[] = {{"a", 0, "A static list expression is required."},
             {"([1])", 0, "A static list expression is required."},
             {"[for x in y: x]", 0, "A static list expression is required."},
             {"[1]", 1, "A static map expression is required."},
             {"f", 2, "A static function call is required."},
             {"f(1).x", 2, "A static function call is required."}};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    hcl_diags *ds = hcl_diags_new(NULL);
    const hcl_expr *e = parse(bad[i].src);
    hcl_status st = bad[i].which == 0 ? hcl_expr_static_list(e, &items, &n, ds)
                    : bad[i].which == 1
                        ? hcl_expr_static_map(e, &items, &n, ds)
                        : hcl_expr_static_call(e, &name, &items, &n, ds);
    cr_expect_eq(st, HCL_ERR_SYNTAX, "%s", bad[i].src);
    cr_assert_eq(hcl_diags_count(ds), 1);
    cr_expect_str_eq(hcl_diags_at(ds, 0)->detail, bad[i].detail);
    hcl_diags_free(ds);
  }
}

/* JSON strings are read as templates at a position inside another file. */
Test(static_analysis, standalone_template_at_a_position) {
  hcl_native_options o = hcl_native_options_default();
  o.start.line = 3;
  o.start.column = 5;
  o.start.byte = 40;
  const char *src = "a ${b} c";
  cr_assert_eq(hcl_native_parse_template(src, strlen(src), "f.json",
                                         hcl_tree_sink(tree), &o),
               HCL_OK);
  const hcl_expr *t = hcl_tree_expr_at(tree, hcl_tree_expr_count(tree) - 1);
  cr_assert_eq(hcl_expr_kind_of(t), HCL_EXPR_TEMPLATE);
  cr_assert_eq(hcl_expr_child_count(t), 3);
  hcl_range r = hcl_expr_range(hcl_expr_child_at(t, 1));
  cr_expect_eq(r.start.line, 3);
  cr_expect_eq(r.start.column, 7);
  cr_expect_eq(r.start.byte, 42);
  hcl_traversals *ts = hcl_expr_variables(t, NULL);
  cr_assert_eq(hcl_traversals_count(ts), 1);
  cr_expect_eq(hcl_traversals_at(ts, 0)->steps[0].range.start.column, 9);
  hcl_traversals_free(ts);
  /* no interpolation sequences: one literal */
  cr_assert_eq(hcl_native_parse_template("just text", 9, "f.json",
                                         hcl_tree_sink(tree), NULL),
               HCL_OK);
  t = hcl_tree_expr_at(tree, hcl_tree_expr_count(tree) - 1);
  cr_expect_eq(hcl_expr_child_count(t), 1);
}

/* A JSON string names a keyword when it is an identifier as the native
   scanner reads one, `_` first included. */
Test(static_analysis, json_string_keywords) {
  const char *cases[][2] = {{"{\"k\": \"_x\"}", "_x"},
                            {"{\"k\": \"a-b_1\"}", "a-b_1"},
                            {"{\"k\": \"1a\"}", ""},
                            {"{\"k\": \"a.b\"}", ""},
                            {"{\"k\": \"-a\"}", ""}};
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    hcl_tree *t = hcl_tree_new(NULL);
    const char *src = cases[i][0];
    cr_assert_eq(
        hcl_json_parse(src, strlen(src), "k.json", hcl_tree_sink(t), NULL),
        HCL_OK);
    hcl_content c;
    cr_assert_eq(hcl_body_just_attributes(hcl_tree_file_at(t, 0), &c, NULL),
                 HCL_OK);
    hcl_str k = hcl_expr_as_keyword(c.attrs[0]->expr);
    cr_expect(k.len == strlen(cases[i][1]) &&
                  memcmp(k.ptr, cases[i][1], k.len) == 0,
              "keyword of %s", src);
    hcl_tree_free(t);
  }
}
