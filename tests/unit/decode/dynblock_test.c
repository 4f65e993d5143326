/* Dynamic blocks through the C API: what hcldec's command line cannot
   reach (unknown and set collections, partial reads, the variables walk)
   and every failed allocation. The command-line behaviour is checked
   against the reference in tests/hcldec/dynamic. */

#include <criterion/criterion.h>
#include <string.h>

#include "hcl/hcl.h"
#include "test_alloc.h"

static bool str_is(hcl_str s, const char *want) {
  return s.len == strlen(want) && memcmp(s.ptr, want, s.len) == 0;
}

static const hcl_body *parse(hcl_tree *t, const char *name, const char *src) {
  size_t before = hcl_tree_file_count(t);
  cr_assert_eq(hcl_native_parse(src, strlen(src), name, hcl_tree_sink(t), NULL),
               HCL_OK);
  return hcl_tree_file_at(t, before);
}

static hcl_spec_file *load_spec(hcl_tree *t, const char *src) {
  hcl_spec_file *f = NULL;
  hcl_diags *ds = hcl_diags_new(NULL);
  cr_assert_eq(hcl_spec_file_load(parse(t, "spec.hcldec", src), NULL, &f, ds),
               HCL_OK);
  hcl_diags_free(ds);
  return f;
}

/* The value as JSON (cty's form, which writes unknowns as an error). */
static char *json_of(const hcl_value *v) {
  char *json = NULL, *err = NULL;
  size_t len;
  hcl_status st =
      hcl_value_to_json(v, hcl_value_type(v), NULL, &json, &len, &err);
  cr_assert_eq(st, HCL_OK, "%s", err ? err : "");
  return json;
}

static const char LIST_SPEC[] = "block_list {\n"
                                "  block_type = \"item\"\n"
                                "  object {\n"
                                "    attr \"name\" {\n"
                                "      type = string\n"
                                "    }\n"
                                "    attr \"size\" {\n"
                                "      type = number\n"
                                "    }\n"
                                "  }\n"
                                "}\n";

static const char LIST_INPUT[] = "dynamic \"item\" {\n"
                                 "  for_each = things\n"
                                 "  content {\n"
                                 "    name = item.key\n"
                                 "    size = strlen(item.value)\n"
                                 "  }\n"
                                 "}\n";

/* Decodes LIST_INPUT with `things` bound to `things`. */
static hcl_value *decode_things(hcl_tree *t, const hcl_value *things,
                                hcl_diags *ds) {
  hcl_spec_file *f = load_spec(t, LIST_SPEC);
  const hcl_body *body = parse(t, "input.hcl", LIST_INPUT);
  hcl_eval_ctx *ctx = hcl_eval_ctx_new(NULL);
  cr_assert_eq(hcl_eval_ctx_set_var(ctx, "things", 6, things), HCL_OK);
  cr_assert_eq(hcl_eval_ctx_add_functions(ctx), HCL_OK);
  const hcl_body *expanded = hcl_dynblock_expand(body, ctx);
  cr_assert_not_null(expanded);
  hcl_value *v = hcl_spec_decode(hcl_spec_file_root(f), expanded, ctx, ds);
  cr_assert_not_null(v);
  hcl_eval_ctx_free(ctx);
  hcl_spec_file_free(f);
  return v;
}

Test(dynblock, set_elements_are_their_own_keys_in_set_order) {
  hcl_tree *t = hcl_tree_new(NULL);
  hcl_value *items[3] = {hcl_value_string("bb", 2, NULL),
                         hcl_value_string("a", 1, NULL),
                         hcl_value_string("ccc", 3, NULL)};
  hcl_value *set = hcl_value_set(hcl_type_string(),
                                 (const hcl_value *const *)items, 3, NULL);
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_value *v = decode_things(t, set, ds);
  cr_assert_eq(hcl_diags_count(ds), 0, "%s: %s",
               hcl_diags_count(ds) ? hcl_diags_at(ds, 0)->summary : "",
               hcl_diags_count(ds) ? hcl_diags_at(ds, 0)->detail : "");
  char *json = json_of(v);
  cr_expect_str_eq(json, "[{\"name\":\"a\",\"size\":1},{\"name\":\"bb\","
                         "\"size\":2},{\"name\":\"ccc\",\"size\":3}]");
  hcl_free(NULL, json);
  hcl_value_unref(v);
  hcl_value_unref(set);
  for (int i = 0; i < 3; i++)
    hcl_value_unref(items[i]);
  hcl_diags_free(ds);
  hcl_tree_free(t);
}

Test(dynblock, unknown_for_each_makes_the_block_list_unknown) {
  hcl_tree *t = hcl_tree_new(NULL);
  const hcl_type *lt = hcl_type_list(hcl_type_string(), NULL);
  hcl_value *unknown = hcl_value_unknown(lt, NULL);
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_value *v = decode_things(t, unknown, ds);
  cr_expect_eq(hcl_diags_count(ds), 0);
  cr_expect(hcl_value_is_unknown(v));
  cr_expect_eq(hcl_type_kind_of(hcl_value_type(v)), HCL_TYPE_LIST);
  hcl_value_unref(v);
  hcl_value_unref(unknown);
  hcl_type_unref(lt);
  hcl_diags_free(ds);
  hcl_tree_free(t);
}

Test(dynblock, unknown_for_each_gives_one_block_with_unknown_attributes) {
  hcl_tree *t = hcl_tree_new(NULL);
  const hcl_body *body = parse(t, "input.hcl",
                               "dynamic \"item\" {\n"
                               "  for_each = things\n"
                               "  content {\n"
                               "    name = \"fixed\"\n"
                               "  }\n"
                               "}\n");
  hcl_eval_ctx *ctx = hcl_eval_ctx_new(NULL);
  hcl_value *dyn = hcl_value_dynamic();
  cr_assert_eq(hcl_eval_ctx_set_var(ctx, "things", 6, dyn), HCL_OK);
  const hcl_body *expanded = hcl_dynblock_expand(body, ctx);
  hcl_block_schema item = {"item", NULL, 0};
  hcl_schema s = {NULL, 0, &item, 1};
  hcl_content c;
  hcl_diags *ds = hcl_diags_new(NULL);
  cr_assert_eq(hcl_body_content(expanded, &s, &c, ds), HCL_OK);
  cr_assert_eq(c.nblocks, 1);
  hcl_attr_schema name = {"name", true};
  hcl_schema inner = {&name, 1, NULL, 0};
  hcl_content ic;
  cr_assert_eq(hcl_body_content(c.blocks[0]->body, &inner, &ic, ds), HCL_OK);
  cr_assert_eq(ic.nattrs, 1);
  hcl_value *v = hcl_expr_eval(ic.attrs[0]->expr, ctx, ds);
  cr_expect(hcl_value_is_unknown(v), "a placeholder's attributes are unknown");
  /* it still points where the attribute is written */
  cr_expect_eq(hcl_expr_range(ic.attrs[0]->expr).start.line, 4);
  cr_expect_eq(hcl_diags_count(ds), 0);
  hcl_value_unref(v);
  hcl_value_unref(dyn);
  hcl_eval_ctx_free(ctx);
  hcl_diags_free(ds);
  hcl_tree_free(t);
}

Test(dynblock, a_partial_read_hides_what_it_took_from_the_rest) {
  hcl_tree *t = hcl_tree_new(NULL);
  const hcl_body *body = parse(t, "input.hcl",
                               "a = 1\n"
                               "dynamic \"x\" {\n"
                               "  for_each = [1, 2]\n"
                               "  content {}\n"
                               "}\n"
                               "dynamic \"y\" {\n"
                               "  for_each = [1, 2, 3]\n"
                               "  content {}\n"
                               "}\n");
  const hcl_body *expanded = hcl_dynblock_expand(body, NULL);
  hcl_attr_schema a = {"a", false};
  hcl_block_schema x = {"x", NULL, 0}, y = {"y", NULL, 0};
  hcl_schema first = {&a, 1, &x, 1};
  hcl_content c;
  const hcl_body *rest = NULL;
  hcl_diags *ds = hcl_diags_new(NULL);
  cr_assert_eq(hcl_body_partial_content(expanded, &first, &c, &rest, ds),
               HCL_OK);
  cr_expect_eq(c.nattrs, 1);
  cr_expect_eq(c.nblocks, 2);
  /* the rest, read fully, has only the y blocks: no "a", no x */
  hcl_schema second = {NULL, 0, &y, 1};
  cr_assert_eq(hcl_body_content(rest, &second, &c, ds), HCL_OK);
  cr_expect_eq(c.nattrs, 0);
  cr_expect_eq(c.nblocks, 3);
  for (size_t i = 0; i < c.nblocks; i++)
    cr_expect(str_is(c.blocks[i]->type, "y"));
  cr_expect_eq(hcl_diags_count(ds), 0);
  hcl_diags_free(ds);
  hcl_tree_free(t);
}

Test(dynblock, generated_attributes_see_the_iterator_and_the_callers_ctx) {
  hcl_tree *t = hcl_tree_new(NULL);
  const hcl_body *body = parse(t, "input.hcl",
                               "dynamic \"x\" {\n"
                               "  for_each = { k = 2 }\n"
                               "  content {\n"
                               "    v = x.value * factor\n"
                               "  }\n"
                               "}\n");
  const hcl_body *expanded = hcl_dynblock_expand(body, NULL);
  hcl_block_schema x = {"x", NULL, 0};
  hcl_schema s = {NULL, 0, &x, 1};
  hcl_content c;
  cr_assert_eq(hcl_body_content(expanded, &s, &c, NULL), HCL_OK);
  cr_assert_eq(c.nblocks, 1);
  hcl_attr_schema v = {"v", true};
  hcl_schema inner = {&v, 1, NULL, 0};
  hcl_content ic;
  cr_assert_eq(hcl_body_content(c.blocks[0]->body, &inner, &ic, NULL), HCL_OK);
  /* the context given at evaluation time, not at expansion, gives factor */
  hcl_eval_ctx *ctx = hcl_eval_ctx_new(NULL);
  hcl_value *ten = hcl_value_number_int(10, NULL);
  hcl_eval_ctx_set_var(ctx, "factor", 6, ten);
  hcl_value *got = hcl_expr_eval(ic.attrs[0]->expr, ctx, NULL);
  int64_t n = 0;
  cr_expect(hcl_value_as_int64(got, &n));
  cr_expect_eq(n, 20);
  /* the iterator is no variable of the caller's */
  hcl_traversals *ts = hcl_expr_variables(ic.attrs[0]->expr, NULL);
  cr_assert_eq(hcl_traversals_count(ts), 1);
  cr_expect(str_is(hcl_traversals_at(ts, 0)->steps[0].name, "factor"));
  /* the public accessors see the expression as written */
  cr_expect_eq(hcl_expr_kind_of(ic.attrs[0]->expr), HCL_EXPR_BINARY);
  cr_expect_eq(hcl_expr_child_count(ic.attrs[0]->expr), 2);
  hcl_traversals_free(ts);
  hcl_value_unref(got);
  hcl_value_unref(ten);
  hcl_eval_ctx_free(ctx);
  hcl_tree_free(t);
}

static const char VARS_SPEC[] = "object {\n"
                                "  attr \"top\" {\n"
                                "    type = any\n"
                                "  }\n"
                                "  block_map \"svc\" {\n"
                                "    block_type = \"svc\"\n"
                                "    labels     = [\"name\"]\n"
                                "    attr {\n"
                                "      name = \"port\"\n"
                                "      type = number\n"
                                "    }\n"
                                "  }\n"
                                "}\n";

static const char VARS_INPUT[] = "top = t\n"
                                 "dynamic \"svc\" {\n"
                                 "  for_each = services\n"
                                 "  labels   = [\"${svc.key}${suffix}\"]\n"
                                 "  content {\n"
                                 "    port = svc.value + base\n"
                                 "  }\n"
                                 "}\n";

static void expect_roots(const hcl_spec_refs *r, const char *const *names,
                         size_t n) {
  cr_assert_eq(hcl_spec_refs_count(r), n);
  for (size_t i = 0; i < n; i++)
    cr_expect(str_is(hcl_spec_refs_at(r, i)->steps[0].name, names[i]),
              "reference %zu is not %s", i, names[i]);
}

Test(dynblock, variables_for_decoding_and_for_expansion_only) {
  hcl_tree *t = hcl_tree_new(NULL);
  hcl_spec_file *f = load_spec(t, VARS_SPEC);
  const hcl_body *body = parse(t, "input.hcl", VARS_INPUT);
  hcl_spec_refs *all =
      hcl_dynblock_spec_variables(hcl_spec_file_root(f), body, false);
  static const char *const every[] = {"t", "services", "suffix", "base"};
  expect_roots(all, every, 4);
  hcl_spec_refs *expansion =
      hcl_dynblock_spec_variables(hcl_spec_file_root(f), body, true);
  static const char *const needed[] = {"services", "suffix"};
  expect_roots(expansion, needed, 2);
  hcl_spec_refs_free(all);
  hcl_spec_refs_free(expansion);
  hcl_spec_file_free(f);
  hcl_tree_free(t);
}

/* Expansion and decoding with every allocation failing in turn: NULL or a
   status of HCL_ERR_NOMEM, never a wrong answer, nothing left behind. */
Test(dynblock, out_of_memory_sweep) {
  static const char input[] = "dynamic \"svc\" {\n"
                              "  for_each = { a = 1, b = 2 }\n"
                              "  labels   = [svc.key]\n"
                              "  content {\n"
                              "    port = svc.value * 10\n"
                              "  }\n"
                              "}\n"
                              "svc \"c\" {\n"
                              "  port = 3\n"
                              "}\n";
  bool finished = false;
  size_t n = 1;
  for (; !finished && n < 100000; n++) {
    test_alloc ta;
    test_alloc_init(&ta);
    hcl_tree *t = hcl_tree_new(&ta.hooks);
    hcl_spec_file *f = NULL;
    hcl_diags *ds = hcl_diags_new(NULL);
    hcl_tree *spec_tree = hcl_tree_new(NULL);
    cr_assert_eq(hcl_spec_file_load(parse(spec_tree, "spec.hcldec", VARS_SPEC),
                                    &ta.hooks, &f, ds),
                 HCL_OK);
    const hcl_body *body = parse(t, "input.hcl", input);
    hcl_eval_ctx *ctx = hcl_eval_ctx_new(&ta.hooks);
    hcl_value *v = NULL;
    ta.fail_at = ta.allocations + n;
    const hcl_body *expanded = ctx ? hcl_dynblock_expand(body, ctx) : NULL;
    if (expanded)
      v = hcl_spec_decode(hcl_spec_file_root(f), expanded, ctx, ds);
    if (v) {
      cr_assert_not(hcl_diags_has_errors(ds), "errors at %zu", n);
      char *json = json_of(v);
      cr_expect_str_eq(json,
                       "{\"svc\":{\"a\":10,\"b\":20,\"c\":3},\"top\":null}");
      hcl_free(NULL, json);
      finished = true;
    }
    hcl_value_unref(v);
    hcl_eval_ctx_free(ctx);
    hcl_spec_file_free(f);
    hcl_tree_free(t);
    hcl_tree_free(spec_tree);
    hcl_diags_free(ds);
    cr_assert_eq(ta.outstanding, 0, "%zu blocks left at %zu", ta.outstanding,
                 n);
  }
  cr_expect(finished);
  cr_expect_gt(n, 20);
}

Test(dynblock, an_unknown_label_is_an_error_for_its_element_only) {
  hcl_tree *t = hcl_tree_new(NULL);
  const hcl_body *body = parse(t, "input.hcl",
                               "dynamic \"svc\" {\n"
                               "  for_each = [\"a\", \"b\"]\n"
                               "  labels   = [svc.value == \"a\" ? later : "
                               "svc.value]\n"
                               "  content {}\n"
                               "}\n");
  hcl_eval_ctx *ctx = hcl_eval_ctx_new(NULL);
  hcl_value *later = hcl_value_unknown(hcl_type_string(), NULL);
  cr_assert_eq(hcl_eval_ctx_set_var(ctx, "later", 5, later), HCL_OK);
  const hcl_body *expanded = hcl_dynblock_expand(body, ctx);
  static const char *const names[] = {"name"};
  hcl_block_schema svc = {"svc", names, 1};
  hcl_schema s = {NULL, 0, &svc, 1};
  hcl_content c;
  hcl_diags *ds = hcl_diags_new(NULL);
  cr_expect_eq(hcl_body_content(expanded, &s, &c, ds), HCL_ERR_SYNTAX);
  cr_assert_eq(c.nblocks, 1, "the element with a known label is generated");
  cr_expect(str_is(c.blocks[0]->labels[0], "b"));
  cr_assert_eq(hcl_diags_count(ds), 1);
  const hcl_diag *d = hcl_diags_at(ds, 0);
  cr_expect_str_eq(d->summary, "Invalid dynamic block label");
  cr_expect_str_eq(d->detail, "This value is not yet known. Dynamic block "
                              "labels must be immediately-known values.");
  cr_expect_eq(d->subject->start.line, 3);
  cr_expect_eq(d->subject->start.column, 15);
  hcl_value_unref(later);
  hcl_eval_ctx_free(ctx);
  hcl_diags_free(ds);
  hcl_tree_free(t);
}

Test(dynblock, generated_blocks_outlive_the_schema_that_asked_for_them) {
  hcl_tree *t = hcl_tree_new(NULL);
  const hcl_body *body = parse(t, "input.hcl",
                               "dynamic \"svc\" {\n"
                               "  for_each = [\"a\"]\n"
                               "  content {\n"
                               "    v = svc.value\n"
                               "  }\n"
                               "}\n");
  const hcl_body *expanded = hcl_dynblock_expand(body, NULL);
  char *type = strdup("svc"); /* the caller's, gone after the reading */
  hcl_block_schema svc = {type, NULL, 0};
  hcl_schema s = {NULL, 0, &svc, 1};
  hcl_content c;
  cr_assert_eq(hcl_body_content(expanded, &s, &c, NULL), HCL_OK);
  free(type);
  cr_assert_eq(c.nblocks, 1);
  cr_expect(str_is(c.blocks[0]->type, "svc"));
  hcl_attr_schema v = {"v", true};
  hcl_schema inner = {&v, 1, NULL, 0};
  hcl_content ic;
  cr_assert_eq(hcl_body_content(c.blocks[0]->body, &inner, &ic, NULL), HCL_OK);
  hcl_value *got = hcl_expr_eval(ic.attrs[0]->expr, NULL, NULL);
  cr_expect(str_is(hcl_value_as_string(got), "a"));
  hcl_value_unref(got);
  hcl_tree_free(t);
}
