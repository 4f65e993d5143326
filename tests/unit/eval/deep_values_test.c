/*
 * Values and types nested 200 000 deep, built through the public API, go
 * through every operation on values without exhausting the stack: each
 * operation either works without recursion or stops cleanly at its limit
 * ("nesting too deep"). The operations run on a thread with an 8 MiB
 * stack, whatever `ulimit -s` says, and on the counting allocator, which
 * must be back to zero afterwards.
 */

#include <criterion/criterion.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/buf.h"
#include "core/limits.h"
#include "eval/convert.h"
#include "eval/value_order.h"
#include "hcl/hcl.h"
#include "test_alloc.h"

#define DEPTH 200000
#define STACK_BYTES (8u << 20)

/* What a run on the worker thread found: Criterion's assertions belong to
   the test's own thread, so failures are collected and reported there. */
typedef struct run {
  test_alloc ta;
  const hcl_alloc *a;
  int failures;
  char first[512];
} run;

static void failed(run *r, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void failed(run *r, const char *fmt, ...) {
  if (r->failures++ == 0) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->first, sizeof r->first, fmt, ap);
    va_end(ap);
  }
}

#define CHECK(r, cond)                                                         \
  do {                                                                         \
    if (!(cond))                                                               \
      failed(r, "line %d: %s", __LINE__, #cond);                               \
  } while (0)

/* Runs `body` on a thread with an 8 MiB stack, then checks its findings
   and that nothing it allocated is left. */
static void on_big_stack(void *(*body)(void *)) {
  run *r = calloc(1, sizeof *r);
  cr_assert_not_null(r);
  test_alloc_init(&r->ta);
  r->a = &r->ta.hooks;
  pthread_attr_t attr;
  cr_assert_eq(pthread_attr_init(&attr), 0);
  cr_assert_eq(pthread_attr_setstacksize(&attr, STACK_BYTES), 0);
  pthread_t t;
  cr_assert_eq(pthread_create(&t, &attr, body, r), 0);
  cr_assert_eq(pthread_join(t, NULL), 0);
  pthread_attr_destroy(&attr);
  cr_expect_eq(r->failures, 0, "%d failures; the first: %s", r->failures,
               r->first);
  cr_expect_eq(r->ta.outstanding, 0, "%zu allocations left", r->ta.outstanding);
  free(r);
}

/* ---- Builders -------------------------------------------------------- */

/* A list of a list of ... (`depth` lists) of `leaf` (taken). */
static hcl_value *deep_list(run *r, size_t depth, hcl_value *leaf) {
  hcl_value *v = leaf;
  for (size_t i = 0; v && i < depth; i++) {
    const hcl_value *item = v;
    hcl_value *outer = hcl_value_list(hcl_value_type(v), &item, 1, r->a);
    hcl_value_unref(v);
    v = outer;
  }
  CHECK(r, v != NULL);
  return v;
}

/* A tuple of [inner, 1] at every level, so that a walk has an element
   left to visit at each of them. */
static hcl_value *deep_tuple(run *r, size_t depth, hcl_value *leaf) {
  hcl_value *one = hcl_value_number_int(1, r->a);
  hcl_value *v = leaf;
  for (size_t i = 0; v && one && i < depth; i++) {
    const hcl_value *items[2] = {v, one};
    hcl_value *outer = hcl_value_tuple(items, 2, r->a);
    hcl_value_unref(v);
    v = outer;
  }
  hcl_value_unref(one);
  CHECK(r, v != NULL);
  return v;
}

/* An object {a = inner, b = "x"} at every level. */
static hcl_value *deep_object(run *r, size_t depth, hcl_value *leaf) {
  hcl_value *x = hcl_value_string("x", 1, r->a);
  hcl_str names[2] = {{"a", 1}, {"b", 1}};
  hcl_value *v = leaf;
  for (size_t i = 0; v && x && i < depth; i++) {
    const hcl_value *items[2] = {v, x};
    hcl_value *outer = hcl_value_object(names, items, 2, r->a);
    hcl_value_unref(v);
    v = outer;
  }
  hcl_value_unref(x);
  CHECK(r, v != NULL);
  return v;
}

/* A map {k = inner} at every level. */
static hcl_value *deep_map(run *r, size_t depth, hcl_value *leaf) {
  hcl_str key = {"k", 1};
  hcl_value *v = leaf;
  for (size_t i = 0; v && i < depth; i++) {
    const hcl_value *item = v;
    hcl_value *outer = hcl_value_map(hcl_value_type(v), &key, &item, 1, r->a);
    hcl_value_unref(v);
    v = outer;
  }
  CHECK(r, v != NULL);
  return v;
}

/* A set holding one set holding ... `leaf`. */
static hcl_value *deep_set(run *r, size_t depth, hcl_value *leaf) {
  hcl_value *v = leaf;
  for (size_t i = 0; v && i < depth; i++) {
    const hcl_value *item = v;
    hcl_value *outer = hcl_value_set(hcl_value_type(v), &item, 1, r->a);
    hcl_value_unref(v);
    v = outer;
  }
  CHECK(r, v != NULL);
  return v;
}

/* list of list of ... of `leaf`, as a type alone. */
static const hcl_type *deep_list_type(run *r, size_t depth,
                                      const hcl_type *leaf) {
  const hcl_type *t = hcl_type_ref(leaf);
  for (size_t i = 0; t && i < depth; i++) {
    const hcl_type *outer = hcl_type_list(t, r->a);
    hcl_type_unref(t);
    t = outer;
  }
  CHECK(r, t != NULL);
  return t;
}

static hcl_value *num(run *r, int64_t n) {
  hcl_value *v = hcl_value_number_int(n, r->a);
  CHECK(r, v != NULL);
  return v;
}

/* ---- What every deep value goes through ------------------------------ */

/* hcl_convert, expecting `want_ok` (else a clean failure). */
static void convert_to(run *r, const hcl_value *v, const hcl_type *t,
                       bool want_ok, const char *why) {
  hcl_buf err;
  hcl_buf_init(&err, r->a);
  hcl_value *out = NULL;
  hcl_convert_result st = hcl_convert(v, t, r->a, &out, &err);
  if (want_ok) {
    CHECK(r, st == HCL_CONVERT_OK && out != NULL);
  } else {
    CHECK(r, st == HCL_CONVERT_FAILED && out == NULL);
    if (why && st == HCL_CONVERT_FAILED && hcl_buf_terminate(&err) &&
        strstr(err.data, why) == NULL)
      failed(r, "conversion failed with \"%s\", not \"%s\"", err.data, why);
  }
  hcl_value_unref(out);
  hcl_buf_fini(&err);
}

/* JSON for the value's own type and for the dynamic pseudo-type. */
static void encode(run *r, const hcl_value *v) {
  char *json = NULL, *err = NULL;
  size_t len = 0;
  CHECK(r, hcl_value_to_json(v, hcl_value_type(v), r->a, &json, &len, &err) ==
               HCL_OK);
  CHECK(r, json && len > DEPTH);
  hcl_free(r->a, json);
  json = NULL;
  CHECK(r, hcl_value_to_json(v, hcl_type_dynamic(), r->a, &json, &len, &err) ==
               HCL_OK);
  CHECK(r, json && strncmp(json, "{\"value\":", 9) == 0);
  hcl_free(r->a, json);
  json = NULL;
  CHECK(r,
        hcl_type_to_json(hcl_value_type(v), r->a, &json, &len, &err) == HCL_OK);
  hcl_free(r->a, json);
  hcl_free(r->a, err);
}

/*
 * `v` and `same` (built apart, equal) and `other` (differing at the
 * bottom): equality both ways, as set elements, as JSON, and converted.
 */
static void exercise(run *r, hcl_value *v, hcl_value *same, hcl_value *other) {
  if (!v || !same || !other)
    return;
  const hcl_type *t = hcl_value_type(v);
  CHECK(r, hcl_value_is_wholly_known(v));
  CHECK(r, hcl_type_equal(t, hcl_value_type(same)));
  CHECK(r, hcl_value_raw_equal(v, v));
  CHECK(r, hcl_value_raw_equal(v, same));
  CHECK(r, !hcl_value_raw_equal(v, other));

  hcl_value *eq = hcl_value_equals(v, same, r->a);
  CHECK(r, eq && hcl_value_is_unknown(eq) == false && hcl_value_as_bool(eq));
  hcl_value_unref(eq);
  /* (sets of sets that differ are compared element by element both ways
     at every level, as the reference compares them: time exponential in
     their nesting, so not here) */
  if (hcl_type_kind_of(t) != HCL_TYPE_SET) {
    eq = hcl_value_equals(v, other, r->a);
    CHECK(r, eq && !hcl_value_is_unknown(eq) && !hcl_value_as_bool(eq));
    hcl_value_unref(eq);
  }

  /* as set elements: hashed, ordered, the duplicate dropped */
  if (hcl_type_equal(t, hcl_value_type(other))) {
    const hcl_value *items[3] = {v, other, same};
    hcl_value *set = hcl_value_set(t, items, 3, r->a);
    CHECK(r, set && hcl_value_count(set) == 2);
    hcl_value_unref(set);
  } else {
    const hcl_value *items[2] = {v, same};
    hcl_value *set = hcl_value_set(t, items, 2, r->a);
    CHECK(r, set && hcl_value_count(set) == 1);
    hcl_value_unref(set);
  }

  encode(r, v);

  convert_to(r, v, t, true, NULL);
  convert_to(r, v, hcl_value_type(same), true, NULL);
  convert_to(r, v, hcl_type_dynamic(), true, NULL);
  convert_to(r, v, hcl_type_string(), false, "string required");
}

/* ---- The tests ----------------------------------------------------------- */

static void *lists(void *arg) {
  run *r = arg;
  hcl_value *v = deep_list(r, DEPTH, num(r, 1));
  hcl_value *same = deep_list(r, DEPTH, num(r, 1));
  hcl_value *other = deep_list(r, DEPTH, num(r, 2));
  exercise(r, v, same, other);

  /* to list of list of ... of string: as deep as the value, too deep */
  const hcl_type *strings = deep_list_type(r, DEPTH, hcl_type_string());
  convert_to(r, v, strings, false, "nesting too deep");
  const hcl_type *any = hcl_type_list(hcl_type_dynamic(), r->a);
  convert_to(r, v, any, true, NULL);
  hcl_type_unref(any);

  /* the friendly name is written whole */
  size_t len = hcl_type_friendly_name(strings, NULL, 0);
  CHECK(r, len == DEPTH * strlen("list of ") + strlen("string"));
  char small[16];
  CHECK(r, hcl_type_friendly_name(strings, small, sizeof small) == len);
  CHECK(r, strcmp(small, "list of list of") == 0);

  /* unification of two deep types gives up cleanly */
  const hcl_type *numbers = hcl_value_type(v);
  const hcl_type *pair[2] = {numbers, strings};
  const hcl_type *u = NULL;
  hcl_status st = hcl_unify(pair, 2, true, r->a, &u);
  CHECK(r, st == HCL_ERR_INVALID && u == NULL);
  bool yes = true;
  CHECK(r,
        hcl_convertible(numbers, strings, true, r->a, &yes) == HCL_ERR_INVALID);
  hcl_buf msg;
  hcl_buf_init(&msg, r->a);
  CHECK(r, hcl_mismatch_message(numbers, strings, &msg) == HCL_ERR_INVALID);
  hcl_buf_fini(&msg);

  /* an unknown of the deep type, converted to another deep type */
  hcl_value *unknown = hcl_value_unknown(numbers, r->a);
  CHECK(r, unknown && !hcl_value_is_wholly_known(unknown));
  convert_to(r, unknown, strings, false, "nesting too deep");
  hcl_value_unref(unknown);

  /* a null deep inside: the value is not wholly known */
  hcl_value *partial =
      deep_list(r, DEPTH, hcl_value_unknown(hcl_type_number(), r->a));
  CHECK(r, partial && !hcl_value_is_wholly_known(partial));
  char *json = NULL, *err = NULL;
  size_t n;
  CHECK(r, hcl_value_to_json(partial, hcl_value_type(partial), r->a, &json, &n,
                             &err) == HCL_ERR_INVALID);
  CHECK(r, err && strcmp(err, "value is not known") == 0);
  hcl_free(r->a, err);
  hcl_value_unref(partial);

  hcl_type_unref(strings);
  hcl_value_unref(v);
  hcl_value_unref(same);
  hcl_value_unref(other);
  return NULL;
}

Test(deep_values, lists, .timeout = 120) { on_big_stack(lists); }

static void *tuples(void *arg) {
  run *r = arg;
  hcl_value *v = deep_tuple(r, DEPTH, num(r, 1));
  hcl_value *same = deep_tuple(r, DEPTH, num(r, 1));
  hcl_value *other = deep_tuple(r, DEPTH, num(r, 2));
  exercise(r, v, same, other);
  /* to a list of lists: each tuple must unify, as deep as it goes */
  const hcl_type *lists = deep_list_type(r, 3, hcl_type_dynamic());
  convert_to(r, v, lists, false, NULL);
  hcl_type_unref(lists);
  hcl_value_unref(v);
  hcl_value_unref(same);
  hcl_value_unref(other);
  return NULL;
}

Test(deep_values, tuples, .timeout = 120) { on_big_stack(tuples); }

static void *objects(void *arg) {
  run *r = arg;
  hcl_value *v = deep_object(r, DEPTH, num(r, 1));
  hcl_value *same = deep_object(r, DEPTH, num(r, 1));
  hcl_value *other = deep_object(r, DEPTH, hcl_value_bool(true));
  exercise(r, v, same, other);
  /* to the type with a bool at the bottom: too deep to tell */
  CHECK(r, !hcl_type_equal(hcl_value_type(v), hcl_value_type(other)));
  convert_to(r, v, hcl_value_type(other), false, "nesting too deep");
  /* to a map: the attributes do not unify */
  const hcl_type *t = hcl_type_map(hcl_type_dynamic(), r->a);
  convert_to(r, v, t, false, "all map elements must have the same type");
  hcl_type_unref(t);
  hcl_value_unref(v);
  hcl_value_unref(same);
  hcl_value_unref(other);
  return NULL;
}

Test(deep_values, objects, .timeout = 120) { on_big_stack(objects); }

static void *maps(void *arg) {
  run *r = arg;
  hcl_value *v = deep_map(r, DEPTH, num(r, 1));
  hcl_value *same = deep_map(r, DEPTH, num(r, 1));
  hcl_value *other = deep_map(r, DEPTH, num(r, 2));
  exercise(r, v, same, other);
  hcl_value_unref(v);
  hcl_value_unref(same);
  hcl_value_unref(other);
  return NULL;
}

Test(deep_values, maps, .timeout = 120) { on_big_stack(maps); }

static void *sets(void *arg) {
  run *r = arg;
  hcl_value *v = deep_set(r, DEPTH, num(r, 1));
  hcl_value *same = deep_set(r, DEPTH, num(r, 1));
  hcl_value *other = deep_set(r, DEPTH, num(r, 2));
  exercise(r, v, same, other);
  hcl_value_unref(v);
  hcl_value_unref(same);
  hcl_value_unref(other);
  return NULL;
}

Test(deep_values, sets, .timeout = 120) { on_big_stack(sets); }

/* Types alone: built, compared, named, written and freed. */
static void *types(void *arg) {
  run *r = arg;
  const hcl_type *a = deep_list_type(r, DEPTH, hcl_type_number());
  const hcl_type *b = deep_list_type(r, DEPTH, hcl_type_number());
  const hcl_type *c = deep_list_type(r, DEPTH, hcl_type_bool());
  /* a tuple of [inner, number] at each level */
  const hcl_type *t = hcl_type_ref(hcl_type_string());
  for (size_t i = 0; t && i < DEPTH; i++) {
    const hcl_type *members[2] = {t, hcl_type_number()};
    const hcl_type *outer = hcl_type_tuple(members, 2, r->a);
    hcl_type_unref(t);
    t = outer;
  }
  CHECK(r, a && b && c && t);
  if (a && b && c && t) {
    CHECK(r, hcl_type_equal(a, b));
    CHECK(r, !hcl_type_equal(a, c));
    CHECK(r, hcl_type_equal(t, t));
    CHECK(r, hcl_type_is_concrete(a));
    CHECK(r, hcl_type_is_concrete(t));
    char *json = NULL, *err = NULL;
    size_t len;
    CHECK(r, hcl_type_to_json(t, r->a, &json, &len, &err) == HCL_OK);
    hcl_free(r->a, json);
    bool yes = false;
    CHECK(r, hcl_convertible(a, b, false, r->a, &yes) == HCL_OK && yes);
  }
  hcl_type_unref(a);
  hcl_type_unref(b);
  hcl_type_unref(c);
  hcl_type_unref(t);
  return NULL;
}

Test(deep_values, types, .timeout = 120) { on_big_stack(types); }

/* JSON text nested that deep is refused cleanly; at the reference's own
   limit it is read and written back. */
static void *json_text(void *arg) {
  run *r = arg;
  char *text = malloc(2 * DEPTH + 1);
  if (!text) {
    failed(r, "out of memory");
    return NULL;
  }
  memset(text, '[', DEPTH);
  memset(text + DEPTH, ']', DEPTH);
  hcl_value *v = NULL;
  char *err = NULL;
  CHECK(r,
        hcl_value_from_json(text, 2 * DEPTH, r->a, &v, &err) == HCL_ERR_SYNTAX);
  CHECK(r, err && strstr(err, "exceeded max depth"));
  hcl_free(r->a, err);

  size_t m = 10001;
  memset(text, '[', m);
  memset(text + m, ']', m);
  err = NULL;
  CHECK(r, hcl_value_from_json(text, 2 * m, r->a, &v, &err) == HCL_OK);
  if (v) {
    char *json = NULL;
    size_t len = 0;
    CHECK(r, hcl_value_to_json(v, hcl_value_type(v), r->a, &json, &len, &err) ==
                 HCL_OK);
    CHECK(r, len == 2 * m && memcmp(json, text, len) == 0);
    hcl_free(r->a, json);
    /* an object as deep, through jsondecode */
    const hcl_func *jd = hcl_func_library_lookup("jsondecode", 10);
    hcl_value *s = hcl_value_string(text, 2 * m, r->a);
    const hcl_value *args[1] = {s};
    hcl_value *d = hcl_func_call(jd, args, 1, r->a, &err, NULL);
    CHECK(r, d && hcl_value_raw_equal(d, v));
    hcl_value_unref(d);
    hcl_value_unref(s);
    hcl_value_unref(v);
  }
  free(text);
  return NULL;
}

Test(deep_values, json_text, .timeout = 120) { on_big_stack(json_text); }

/* Library functions given deep values. */
static void *functions(void *arg) {
  run *r = arg;
  hcl_value *v = deep_list(r, DEPTH, num(r, 1));
  hcl_value *t = deep_tuple(r, DEPTH, num(r, 1));
  static const char *const names[] = {"jsonencode", "length", "flatten",
                                      "tolist",     "toset",  "distinct",
                                      "tostring",   "keys"};
  for (size_t i = 0; v && t && i < sizeof names / sizeof *names; i++) {
    const hcl_func *f = hcl_func_library_lookup(names[i], strlen(names[i]));
    CHECK(r, f != NULL);
    for (int k = 0; f && k < 2; k++) {
      const hcl_value *args[1] = {k ? t : v};
      char *err = NULL;
      hcl_value *res = hcl_func_call(f, args, 1, r->a, &err, NULL);
      /* a result, or a failure with a reason: never out of memory */
      if (!res && !err)
        failed(r, "%s: no result and no message", names[i]);
      hcl_value_unref(res);
      hcl_free(r->a, err);
    }
  }
  const hcl_func *contains = hcl_func_library_lookup("contains", 8);
  hcl_value *outer = NULL;
  if (v) {
    const hcl_value *item = v;
    outer = hcl_value_list(hcl_value_type(v), &item, 1, r->a);
  }
  if (outer) {
    hcl_value *same = deep_list(r, DEPTH, num(r, 1));
    const hcl_value *args[2] = {outer, same};
    char *err = NULL;
    hcl_value *res = hcl_func_call(contains, args, 2, r->a, &err, NULL);
    CHECK(r, res && hcl_value_as_bool(res));
    hcl_value_unref(res);
    hcl_free(r->a, err);
    hcl_value_unref(same);
  }
  hcl_value_unref(outer);
  hcl_value_unref(v);
  hcl_value_unref(t);
  return NULL;
}

Test(deep_values, functions, .timeout = 120) { on_big_stack(functions); }

/* ---- Just inside the limit ------------------------------------------------
 */

/* Conversion and unification recurse; just inside their limit they still
   work, on the 8 MiB stack, on every path that recurses. */
#define NEAR (HCL_MAX_CONVERT_DEPTH - 10)

/* The innermost element of `v` (first elements all the way down). */
static const hcl_value *bottom(const hcl_value *v) {
  while (hcl_value_count(v) > 0)
    v = hcl_value_at(v, 0);
  return v;
}

/* `v` converted to `t`, checked to end in the string "1". */
static void converts_near(run *r, const hcl_value *v, const hcl_type *t,
                          const char *what) {
  hcl_buf err;
  hcl_buf_init(&err, r->a);
  hcl_value *out = NULL;
  if (hcl_convert(v, t, r->a, &out, &err) != HCL_CONVERT_OK) {
    hcl_buf_terminate(&err);
    failed(r, "%s: %s", what, err.data ? err.data : "out of memory");
  } else {
    const hcl_value *b = bottom(out);
    hcl_str s = hcl_value_as_string(b);
    if (hcl_type_kind_of(hcl_value_type(b)) != HCL_TYPE_STRING || s.len != 1 ||
        s.ptr[0] != '1')
      failed(r, "%s: not converted all the way down", what);
  }
  hcl_value_unref(out);
  hcl_buf_fini(&err);
}

static void *near_limit(void *arg) {
  run *r = arg;
  hcl_value *v = deep_list(r, NEAR, num(r, 1));
  hcl_value *s = deep_list(r, NEAR, hcl_value_string("1", 1, r->a));
  if (v && s)
    converts_near(r, v, hcl_value_type(s), "list");
  hcl_value_unref(v);
  v = deep_set(r, NEAR, num(r, 1));
  hcl_value_unref(s);
  s = deep_set(r, NEAR, hcl_value_string("1", 1, r->a));
  if (v && s)
    converts_near(r, v, hcl_value_type(s), "set");
  hcl_value_unref(v);
  v = deep_map(r, NEAR, num(r, 1));
  hcl_value_unref(s);
  s = deep_map(r, NEAR, hcl_value_string("1", 1, r->a));
  if (v && s)
    converts_near(r, v, hcl_value_type(s), "map");

  /* an unknown: its type converted by dynamicReplace */
  hcl_value *u = v ? hcl_value_unknown(hcl_value_type(v), r->a) : NULL;
  if (u && s) {
    hcl_value *out = NULL;
    CHECK(r, hcl_convert(u, hcl_value_type(s), r->a, &out, NULL) ==
                 HCL_CONVERT_OK);
    CHECK(r, out && hcl_value_is_unknown(out) &&
                 hcl_type_equal(hcl_value_type(out), hcl_value_type(s)));
    hcl_value_unref(out);
  }
  hcl_value_unref(u);
  hcl_value_unref(v);
  hcl_value_unref(s);

  /* structures: every level holds a second member to convert */
  v = deep_tuple(r, NEAR, num(r, 1));
  const hcl_type *t = hcl_type_ref(hcl_type_string());
  for (size_t i = 0; t && i < NEAR; i++) {
    const hcl_type *members[2] = {t, hcl_type_string()};
    const hcl_type *outer = hcl_type_tuple(members, 2, r->a);
    hcl_type_unref(t);
    t = outer;
  }
  if (v && t) {
    converts_near(r, v, t, "tuple");
    /* unification of the two tuple types: strings all the way */
    const hcl_type *pair[2] = {hcl_value_type(v), t};
    const hcl_type *uni = NULL;
    CHECK(r, hcl_unify(pair, 2, false, r->a, &uni) == HCL_OK);
    CHECK(r, uni && hcl_type_equal(uni, t));
    hcl_type_unref(uni);
  }
  hcl_type_unref(t);
  hcl_value_unref(v);

  v = deep_object(r, NEAR, num(r, 1));
  s = deep_object(r, NEAR, hcl_value_string("1", 1, r->a));
  if (v && s)
    converts_near(r, v, hcl_value_type(s), "object");
  hcl_value_unref(v);
  hcl_value_unref(s);

  /* the message for a mismatch names the bottom */
  const hcl_type *numbers = deep_list_type(r, NEAR, hcl_type_number());
  const hcl_type *bools = hcl_type_list(hcl_type_bool(), r->a);
  const hcl_type *lists = deep_list_type(r, NEAR, bools);
  hcl_type_unref(bools);
  hcl_buf msg;
  hcl_buf_init(&msg, r->a);
  CHECK(r, numbers && lists &&
               hcl_mismatch_message(numbers, lists, &msg) == HCL_OK);
  CHECK(r, hcl_buf_terminate(&msg) &&
               strstr(msg.data, "list of bool required") != NULL);
  hcl_buf_fini(&msg);
  hcl_type_unref(numbers);
  hcl_type_unref(lists);
  return NULL;
}

Test(deep_values, near_the_limit, .timeout = 120) { on_big_stack(near_limit); }
