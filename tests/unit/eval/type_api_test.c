/* Types for applications: a type expression parsed, written back,
   values converted to it safely or not, types unified and tested, and an
   attribute read as a type with hcldec's message when it is not one. */

#include <criterion/criterion.h>
#include <string.h>

#include "hcl/hcl.h"
#include "test_alloc.h"

static const hcl_type *parse(const char *src) {
  const hcl_type *t = NULL;
  cr_assert_eq(hcl_type_parse(src, strlen(src), "type", NULL, NULL, &t), HCL_OK,
               "%s", src);
  return t;
}

static void expect_written(const char *src, const char *want) {
  const hcl_type *t = parse(src);
  char buf[256];
  size_t n = hcl_type_expr_string(t, buf, sizeof buf);
  cr_expect_str_eq(buf, want);
  cr_expect_eq(n, strlen(want));
  hcl_type_unref(t);
}

Test(type_api, type_expressions_written_back_as_the_reference_writes_them) {
  expect_written("string", "string");
  expect_written("any", "any");
  expect_written("list(map(number))", "list(map(number))");
  expect_written("set(bool)", "set(bool)");
  expect_written("object({port = number, name = string})",
                 "object({name=string,port=number})");
  expect_written("tuple([string, object({})])", "tuple([string,object({})])");
}

Test(type_api, a_bad_type_expression_is_an_error_and_any) {
  hcl_diags *ds = hcl_diags_new(NULL);
  const hcl_type *t = NULL;
  cr_expect_eq(hcl_type_parse("lst(string)", 11, "type", NULL, ds, &t),
               HCL_ERR_SYNTAX);
  cr_expect(hcl_diags_has_errors(ds));
  cr_expect_eq(hcl_type_kind_of(t), HCL_TYPE_DYNAMIC);
  hcl_type_unref(t);
  hcl_diags_free(ds);
}

static hcl_value *eval(const char *src) {
  hcl_tree *tr = hcl_tree_new(NULL);
  cr_assert_eq(hcl_native_parse_expression(src, strlen(src), "v",
                                           hcl_tree_sink(tr), NULL),
               HCL_OK);
  hcl_value *v = hcl_expr_eval(hcl_tree_expr_at(tr, 0), NULL, NULL);
  hcl_tree_free(tr);
  return v;
}

Test(type_api, conversion_unsafe_and_safe_with_the_references_messages) {
  const hcl_type *want = parse("object({port = number})");
  hcl_value *v = eval("{ port = \"80\" }");
  hcl_value *out = NULL;
  char *err = NULL;
  /* a string to a number may fail for other strings: unsafe only */
  cr_expect_eq(hcl_value_convert(v, want, false, NULL, &out, &err, NULL),
               HCL_OK);
  cr_expect_eq(hcl_value_as_double(hcl_value_get(out, "port", 4)), 80.0);
  hcl_value_unref(out);
  cr_expect_eq(hcl_value_convert(v, want, true, NULL, &out, &err, NULL),
               HCL_ERR_INVALID);
  cr_expect_null(out);
  cr_expect_not_null(err);
  hcl_free(NULL, err);
  hcl_value_unref(v);
  v = eval("{ port = \"eighty\" }");
  cr_expect_eq(hcl_value_convert(v, want, false, NULL, &out, &err, NULL),
               HCL_ERR_INVALID);
  cr_expect_str_eq(err, "a number is required");
  hcl_free(NULL, err);
  hcl_value_unref(v);
  hcl_type_unref(want);
}

/* Where a conversion fails, as the reference's convert.Convert reports
   it (tests/reference/convertpath/main.go): a value, a type it is first
   converted to ("" for none), the type wanted, then the message and the
   path ("" when the conversion works). */
static const struct {
  const char *value, *via, *want, *message, *path;
} cases_path[] = {
    {"[1, \"x\", \"y\"]", "", "list(number)", "a number is required", "[1]"},
    {"{a = {b = [\"1\", \"z\"]}}", "", "object({a=object({b=list(number)})})",
     "a number is required", ".a.b[1]"},
    {"{\"k 1\" = \"v\", k2 = \"w\"}", "", "map(number)", "a number is required",
     "[\"k 1\"]"},
    {"{\"k 1\" = \"v\", k2 = \"w\"}", "map(string)", "map(number)",
     "a number is required", "[\"k 1\"]"},
    {"{\"k 1\" = \"v\", k2 = \"w\"}", "map(string)", "object({k2=number})",
     "a number is required", "[\"k2\"]"},
    {"{k1 = \"v\", k2 = \"1\"}", "map(string)", "object({k1=bool,k2=number})",
     "a bool is required", "[\"k1\"]"},
    {"[\"a\", \"b\"]", "set(string)", "set(number)", "a number is required",
     "[0]"},
    {"[\"a\", \"b\"]", "set(string)", "list(number)", "a number is required",
     "[0]"},
    {"[[\"1\"], [\"2\", \"x\"]]", "", "tuple([list(number), list(number)])",
     "a number is required", "[1][1]"},
    {"[{p = {q = \"1\"}}, {p = {q = \"no\"}}]", "",
     "list(object({p=map(number)}))", "a number is required", "[1].p[\"q\"]"},
    {"{x = [{y = \"t\"}, {y = \"maybe\"}]}", "",
     "object({x=set(object({y=bool}))})", "a bool is required", ".x[0].y"},
    {"\"x\"", "", "number", "a number is required", ""},
    {"[1, 2]", "", "list(string)", "", ""},
    {"{a = 1}", "", "object({a=number,b=string})",
     "attribute \"b\" is required", ""},
};

Test(type_api, conversion_failures_say_where) {
  for (size_t i = 0; i < sizeof cases_path / sizeof cases_path[0]; i++) {
    hcl_value *v = eval(cases_path[i].value);
    cr_assert_not_null(v);
    if (cases_path[i].via[0]) {
      const hcl_type *via = parse(cases_path[i].via);
      hcl_value *c = NULL;
      cr_assert_eq(hcl_value_convert(v, via, false, NULL, &c, NULL, NULL),
                   HCL_OK);
      hcl_type_unref(via);
      hcl_value_unref(v);
      v = c;
    }
    const hcl_type *want = parse(cases_path[i].want);
    hcl_value *out = NULL;
    char *err = NULL, *path = NULL;
    hcl_status st = hcl_value_convert(v, want, false, NULL, &out, &err, &path);
    if (!cases_path[i].message[0]) {
      cr_expect_eq(st, HCL_OK, "%s", cases_path[i].value);
      cr_expect_null(path);
    } else {
      cr_expect_eq(st, HCL_ERR_INVALID, "%s", cases_path[i].value);
      cr_expect_str_eq(err, cases_path[i].message, "%s", cases_path[i].value);
      cr_expect_str_eq(path, cases_path[i].path, "%s as %s",
                       cases_path[i].value, cases_path[i].want);
    }
    hcl_free(NULL, err);
    hcl_free(NULL, path);
    hcl_value_unref(out);
    hcl_value_unref(v);
    hcl_type_unref(want);
  }
}

/* Every allocation of a failing conversion with its path, failed in
   turn: out of memory and nothing leaked, or the whole answer. */
Test(type_api, conversion_path_survives_failed_allocations) {
  for (size_t i = 0; i < sizeof cases_path / sizeof cases_path[0]; i++) {
    if (!cases_path[i].message[0] || cases_path[i].via[0])
      continue;
    hcl_value *v = eval(cases_path[i].value);
    const hcl_type *want = parse(cases_path[i].want);
    cr_assert(v && want);
    for (size_t n = 1;; n++) {
      test_alloc ta;
      test_alloc_init(&ta);
      ta.fail_at = n;
      hcl_value *out = NULL;
      char *err = NULL, *path = NULL;
      hcl_status st =
          hcl_value_convert(v, want, false, &ta.hooks, &out, &err, &path);
      bool failed = ta.allocations >= n;
      ta.fail_at = 0;
      if (st == HCL_ERR_INVALID && err && path) {
        cr_expect_str_eq(err, cases_path[i].message);
        cr_expect_str_eq(path, cases_path[i].path);
      } else {
        cr_expect(failed && (st == HCL_ERR_NOMEM || st == HCL_ERR_INVALID),
                  "%s: status %d with allocation %zu failed",
                  cases_path[i].value, (int)st, n);
      }
      hcl_free(&ta.hooks, err);
      hcl_free(&ta.hooks, path);
      hcl_value_unref(out);
      cr_expect_eq(ta.outstanding, 0, "%s: %zu blocks leaked at %zu",
                   cases_path[i].value, ta.outstanding, n);
      if (!failed)
        break;
    }
    hcl_value_unref(v);
    hcl_type_unref(want);
  }
}

Test(type_api, unify_and_conform) {
  const hcl_type *types[2] = {hcl_type_number(), hcl_type_string()};
  const hcl_type *u = NULL;
  cr_expect_eq(hcl_type_unify(types, 2, false, NULL, &u), HCL_OK);
  cr_expect_eq(hcl_type_kind_of(u), HCL_TYPE_STRING);
  hcl_type_unref(u);
  /* number to string is safe, so it unifies safely too */
  cr_expect_eq(hcl_type_unify(types, 2, true, NULL, &u), HCL_OK);
  cr_expect_eq(hcl_type_kind_of(u), HCL_TYPE_STRING);
  hcl_type_unref(u);
  const hcl_type *lists[2] = {parse("list(number)"), parse("list(bool)")};
  cr_expect_eq(hcl_type_unify(lists, 2, false, NULL, &u), HCL_OK);
  cr_expect_null(u);
  const hcl_type *any_list = parse("list(any)");
  cr_expect(hcl_type_conforms(lists[0], any_list));
  cr_expect_not(hcl_type_conforms(any_list, lists[0]));
  cr_expect_not(hcl_type_conforms(lists[0], lists[1]));
  hcl_type_unref(any_list);
  hcl_type_unref(lists[0]);
  hcl_type_unref(lists[1]);
}

Test(type_api, an_attribute_read_as_a_type) {
  static const char src[] = "ports = [80, \"443\"]\nname = [1]\n";
  hcl_tree *tr = hcl_tree_new(NULL);
  cr_assert_eq(
      hcl_native_parse(src, strlen(src), "in.hcl", hcl_tree_sink(tr), NULL),
      HCL_OK);
  hcl_attr_schema attrs[] = {{"ports", true}, {"name", true}};
  hcl_schema s = {attrs, 2, NULL, 0};
  hcl_content c;
  cr_assert_eq(hcl_body_content(hcl_tree_file_at(tr, 0), &s, &c, NULL), HCL_OK);
  hcl_diags *ds = hcl_diags_new(NULL);
  const hcl_type *numbers = parse("list(number)");
  const hcl_type *str = hcl_type_string();
  for (size_t i = 0; i < c.nattrs; i++) {
    bool is_ports = c.attrs[i]->name.len == 5;
    hcl_value *v =
        hcl_attribute_value(c.attrs[i], is_ports ? numbers : str, NULL, ds);
    cr_assert_not_null(v);
    if (is_ports) {
      cr_expect(hcl_type_equal(hcl_value_type(v), numbers));
      cr_expect_eq(hcl_value_as_double(hcl_value_at(v, 1)), 443.0);
    } else {
      cr_expect(hcl_value_is_unknown(v));
    }
    hcl_value_unref(v);
  }
  cr_assert_eq(hcl_diags_count(ds), 1);
  const hcl_diag *d = hcl_diags_at(ds, 0);
  cr_expect_str_eq(d->summary, "Incorrect attribute value type");
  cr_expect_str_eq(d->detail, "Inappropriate value for attribute \"name\": "
                              "string required.");
  cr_expect_eq(d->subject->start.line, 2);
  cr_expect_eq(d->subject->start.column, 8);
  hcl_type_unref(numbers);
  hcl_diags_free(ds);
  hcl_tree_free(tr);
}

/* Objects built on a type given: values in the type's attribute order,
   each of exactly its attribute's type; anything else is refused. */
Test(type_api, objects_of_a_given_type) {
  const hcl_type *t = parse("object({port = number, name = list(string)})");
  hcl_value *name = eval("[\"a\", \"b\"]"); /* a tuple: not list(string) */
  hcl_value *a = hcl_value_string("a", 1, NULL),
            *b = hcl_value_string("b", 1, NULL);
  const hcl_value *ab[] = {a, b};
  hcl_value *list = hcl_value_list(hcl_type_string(), ab, 2, NULL);
  hcl_value *port = eval("80");
  /* name order: name, then port */
  const hcl_value *good[] = {list, port};
  const hcl_value *swapped[] = {port, list};
  const hcl_value *tuple[] = {name, port};
  hcl_value *o = hcl_value_object_of_type(t, good, NULL);
  cr_assert(o);
  cr_expect(hcl_type_equal(hcl_value_type(o), t));
  char *json = NULL;
  size_t len;
  cr_assert_eq(hcl_value_to_json(o, hcl_value_type(o), NULL, &json, &len, NULL),
               HCL_OK);
  cr_expect_str_eq(json, "{\"name\":[\"a\",\"b\"],\"port\":80}");
  hcl_free(NULL, json);
  cr_expect_null(hcl_value_object_of_type(t, swapped, NULL));
  cr_expect_null(hcl_value_object_of_type(t, tuple, NULL));
  cr_expect_null(hcl_value_object_of_type(hcl_type_string(), good, NULL));
  hcl_str names[] = {{"name", 4}, {"port", 4}};
  const hcl_type *types[] = {hcl_value_type(list), hcl_type_number()};
  bool optional[] = {true, false};
  const hcl_type *opt =
      hcl_type_object_optional(names, types, optional, 2, NULL);
  cr_expect_null(hcl_value_object_of_type(opt, good, NULL));
  hcl_type_unref(opt);
  hcl_value_unref(o);
  hcl_value_unref(name);
  hcl_value_unref(list);
  hcl_value_unref(a);
  hcl_value_unref(b);
  hcl_value_unref(port);
  hcl_type_unref(t);
}
