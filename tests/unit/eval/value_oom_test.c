/*
 * Out of memory in the value layer: a scenario of value operations
 * (building nested values, conversions that unify, sets, JSON both ways,
 * calls of library functions) runs with the n-th allocation failing, for
 * n = 1, 2, ... until it runs through. Every run must end in the normal
 * results or in a clean HCL_ERR_NOMEM (a NULL result, no message: never a
 * failure reported as the input's fault), with nothing left allocated.
 */

#include <criterion/criterion.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/buf.h"
#include "eval/convert.h"
#include "eval/value_order.h"
#include "hcl/hcl.h"
#include "test_alloc.h"

/* A run of the scenario: the allocator under test, the values to release
   at the end, and a transcript of every result (in memory from malloc,
   which never fails here, so that runs can be compared). */
typedef struct scene {
  const hcl_alloc *a;
  hcl_value *held[128];
  size_t nheld;
  const hcl_type *types[32];
  size_t ntypes;
  hcl_buf log;
} scene;

/* Keeps `v` (owned) for release at the end; NULL means out of memory. */
static hcl_value *hold(scene *s, hcl_value *v) {
  cr_assert_lt(s->nheld, sizeof s->held / sizeof *s->held);
  if (v)
    s->held[s->nheld++] = v;
  return v;
}

static const hcl_type *hold_type(scene *s, const hcl_type *t) {
  cr_assert_lt(s->ntypes, sizeof s->types / sizeof *s->types);
  if (t)
    s->types[s->ntypes++] = t;
  return t;
}

#define NEED(x)                                                                \
  do {                                                                         \
    if (!(x))                                                                  \
      return HCL_ERR_NOMEM;                                                    \
  } while (0)

static void note(scene *s, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void note(scene *s, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char line[512];
  vsnprintf(line, sizeof line, fmt, ap);
  va_end(ap);
  cr_assert(hcl_buf_puts(&s->log, line) && hcl_buf_putc(&s->log, '\n'));
}

/* The value in the transcript, as JSON with its type. */
static void note_value(scene *s, const char *what, const hcl_value *v) {
  char *json = NULL, *err = NULL;
  size_t len;
  hcl_status st =
      hcl_value_to_json(v, hcl_type_dynamic(), NULL, &json, &len, &err);
  note(s, "%s: %s", what, st == HCL_OK ? json : err ? err : "?");
  hcl_free(NULL, json);
  hcl_free(NULL, err);
}

static hcl_value *str(scene *s, const char *text) {
  return hold(s, hcl_value_string(text, strlen(text), s->a));
}

static hcl_value *list_of(scene *s, const hcl_type *elem,
                          const hcl_value *const *items, size_t n) {
  return hold(s, hcl_value_list(elem, items, n, s->a));
}

/* A conversion: its result, or the reason it failed, in the transcript. */
static hcl_status convert(scene *s, const char *what, const hcl_value *v,
                          const hcl_type *t) {
  hcl_buf err;
  hcl_buf_init(&err, s->a);
  hcl_value *out = NULL;
  hcl_convert_result r = hcl_convert(v, t, s->a, &out, &err);
  if (r == HCL_CONVERT_OK) {
    note_value(s, what, out);
  } else if (r == HCL_CONVERT_FAILED) {
    cr_assert(hcl_buf_terminate(&err));
    note(s, "%s: failed: %s", what, err.data);
  }
  hcl_value_unref(out);
  hcl_buf_fini(&err);
  return r == HCL_CONVERT_NOMEM ? HCL_ERR_NOMEM : HCL_OK;
}

/* A call of library function `name`: its result or its message. */
static hcl_status call(scene *s, const char *name, const hcl_value *const *args,
                       size_t n) {
  const hcl_func *f = hcl_func_library_lookup(name, strlen(name));
  cr_assert_not_null(f, "%s", name);
  char *err = NULL;
  long at = -2;
  hcl_value *r = hcl_func_call(f, args, n, s->a, &err, &at);
  if (!r && !err)
    return HCL_ERR_NOMEM;
  if (r)
    note_value(s, name, r);
  else
    note(s, "%s: argument %ld: %s", name, at, err);
  hcl_value_unref(r);
  hcl_free(s->a, err);
  return HCL_OK;
}

static hcl_status json_out(scene *s, const char *what, const hcl_value *v,
                           const hcl_type *as) {
  char *json = NULL, *err = NULL;
  size_t len = 0;
  hcl_status st = hcl_value_to_json(v, as, s->a, &json, &len, &err);
  if (st == HCL_OK)
    note(s, "%s: %s", what, json);
  else if (st == HCL_ERR_INVALID)
    note(s, "%s: invalid: %s", what, err);
  hcl_free(s->a, json);
  hcl_free(s->a, err);
  return st == HCL_ERR_NOMEM ? HCL_ERR_NOMEM : HCL_OK;
}

static hcl_status json_in(scene *s, const char *what, const char *text) {
  hcl_value *v = NULL;
  char *err = NULL;
  hcl_status st = hcl_value_from_json(text, strlen(text), s->a, &v, &err);
  if (st == HCL_OK)
    note_value(s, what, v);
  else if (st == HCL_ERR_SYNTAX)
    note(s, "%s: syntax: %s", what, err);
  hcl_value_unref(v);
  hcl_free(s->a, err);
  return st == HCL_ERR_NOMEM ? HCL_ERR_NOMEM : HCL_OK;
}

#define STEP(x)                                                                \
  do {                                                                         \
    hcl_status st_ = (x);                                                      \
    if (st_ != HCL_OK)                                                         \
      return st_;                                                              \
  } while (0)

static hcl_status scenario(scene *s) {
  const hcl_alloc *a = s->a;
  /* ---- building nested values */
  hcl_value *s1 = str(s, "h\xc3\xa9llo w\xc3\xb6rld"); /* NFC already */
  hcl_value *s2 = str(s, "e\xcc\x81");                 /* composed: é */
  hcl_value *s3 = str(s, "12");
  hcl_value *n1 = hold(s, hcl_value_number_parse("3.25", 4, a));
  hcl_value *n2 = hold(s, hcl_value_number_int(7, a));
  hcl_value *n3 = hold(s, hcl_value_number_double(0.5, a));
  NEED(s1 && s2 && s3 && n1 && n2 && n3);
  const hcl_value *strings[3] = {s1, s2, s3};
  hcl_value *l = list_of(s, hcl_type_string(), strings, 3);
  hcl_str ab[2] = {{"b", 1}, {"a", 1}};
  const hcl_value *o1_items[2] = {s1, n1}, *o2_items[2] = {n2, s2};
  hcl_value *o1 = hold(s, hcl_value_object(ab, o1_items, 2, a));
  hcl_value *o2 = hold(s, hcl_value_object(ab, o2_items, 2, a));
  NEED(l && o1 && o2);
  const hcl_value *pair[2] = {o1, o2};
  hcl_value *t = hold(s, hcl_value_tuple(pair, 2, a));
  const hcl_value *mixed_items[3] = {o1, o2, l};
  hcl_value *mixed = hold(s, hcl_value_tuple(mixed_items, 3, a));
  hcl_str xy[2] = {{"y", 1}, {"x", 1}};
  const hcl_value *nums[2] = {n2, n1};
  hcl_value *m = hold(s, hcl_value_map(hcl_type_number(), xy, nums, 2, a));
  const hcl_value *dups[4] = {s1, s2, s1, s3};
  hcl_value *set = hold(s, hcl_value_set(hcl_type_string(), dups, 4, a));
  hcl_value *unknown = hold(s, hcl_value_unknown(hcl_type_number(), a));
  NEED(t && mixed && m && set && unknown);
  const hcl_value *with_dyn_items[3] = {hcl_value_dynamic(), n1, unknown};
  hcl_value *with_dyn = hold(s, hcl_value_tuple(with_dyn_items, 3, a));
  NEED(with_dyn);
  note_value(s, "t", t);
  note_value(s, "set", set);

  /* ---- conversions, with unification */
  const hcl_type *list_any = hold_type(s, hcl_type_list(hcl_type_dynamic(), a));
  const hcl_type *set_any = hold_type(s, hcl_type_set(hcl_type_dynamic(), a));
  const hcl_type *map_any = hold_type(s, hcl_type_map(hcl_type_dynamic(), a));
  const hcl_type *set_str = hold_type(s, hcl_type_set(hcl_type_string(), a));
  const hcl_type *list_num = hold_type(s, hcl_type_list(hcl_type_number(), a));
  const hcl_type *xy_types[2] = {hcl_type_number(), hcl_type_string()};
  const hcl_type *xy_obj = hold_type(s, hcl_type_object(xy, xy_types, 2, a));
  NEED(list_any && set_any && map_any && set_str && list_num && xy_obj);
  STEP(convert(s, "objects to list", t, list_any));
  STEP(convert(s, "mixed to list", mixed, list_any));
  STEP(convert(s, "object to map", o1, map_any));
  STEP(convert(s, "map to object", m, xy_obj));
  STEP(convert(s, "list to set", l, set_str));
  STEP(convert(s, "tuple to set", t, set_any));
  STEP(convert(s, "dynamic in tuple", with_dyn, list_num));
  STEP(convert(s, "number to string", n1, hcl_type_string()));
  STEP(convert(s, "string to number", s3, hcl_type_number()));
  STEP(convert(s, "bad string to number", s1, hcl_type_number()));

  const hcl_type *both[2] = {hcl_value_type(o1), hcl_value_type(o2)};
  const hcl_type *u = NULL;
  STEP(hcl_unify(both, 2, true, a, &u));
  if (u) {
    hcl_buf b;
    hcl_buf_init(&b, a);
    hcl_status st = hcl_mismatch_message(hcl_value_type(l), u, &b);
    if (st == HCL_OK) {
      cr_assert(hcl_buf_terminate(&b));
      note(s, "mismatch: %s", b.data);
    }
    hcl_buf_fini(&b);
    hcl_type_unref(u);
    STEP(st);
  }

  /* ---- sets and equality */
  const hcl_value *objs[4] = {o1, o1, o1, o1};
  hcl_value *oset = hold(s, hcl_value_set(hcl_value_type(o1), objs, 4, a));
  const hcl_value *tuples[3] = {t, mixed, t};
  hcl_value *tset = hold(s, hcl_value_set(hcl_type_dynamic(), tuples, 3, a));
  hcl_value *eq = hold(s, hcl_value_equals(t, t, a));
  hcl_value *ne = hold(s, hcl_value_equals(o1, o2, a));
  hcl_value *unk = hold(s, hcl_value_equals(with_dyn, with_dyn, a));
  NEED(oset && tset && eq && ne && unk);
  note_value(s, "object set", oset);
  note_value(s, "tuple set", tset);
  note(s, "equals: %d %d %d", hcl_value_as_bool(eq), hcl_value_as_bool(ne),
       hcl_value_is_unknown(unk));
  bool raw;
  STEP(hcl_value_raw_equal_checked(t, mixed, &raw));
  note(s, "raw: %d", raw);

  /* ---- JSON */
  STEP(json_out(s, "json t", t, hcl_value_type(t)));
  STEP(json_out(s, "json dynamic", mixed, hcl_type_dynamic()));
  STEP(json_out(s, "json converted", t, list_any));
  STEP(json_out(s, "json unknown", with_dyn, hcl_value_type(with_dyn)));
  char *type_json = NULL, *err = NULL;
  size_t len;
  hcl_status st =
      hcl_type_to_json(hcl_value_type(mixed), a, &type_json, &len, &err);
  if (st == HCL_OK)
    note(s, "type json: %s", type_json);
  hcl_free(a, type_json);
  hcl_free(a, err);
  STEP(st);
  STEP(json_in(s, "decode",
               "{\"a\":[1,\"x\\u00e9\",{\"b\":null,\"b\":true}],\"c\":{},"
               "\"d\":[[1.5e3,-0],[]]}"));
  STEP(json_in(s, "decode error", "{\"a\":[1,}"));

  /* ---- library functions */
  const hcl_value *one[1];
  one[0] = t;
  STEP(call(s, "jsonencode", one, 1));
  one[0] = str(s, "{\"k\":[1,2,{\"z\":\"\\u00e9\"}]}");
  NEED(one[0]);
  STEP(call(s, "jsondecode", one, 1));
  const hcl_value *two[2] = {l, l};
  STEP(call(s, "concat", two, 2));
  STEP(call(s, "distinct", two, 1));
  STEP(call(s, "sort", two, 1));
  const hcl_value *ll_items[2] = {l, l};
  hcl_value *ll = list_of(s, hcl_value_type(l), ll_items, 2);
  NEED(ll);
  one[0] = ll;
  STEP(call(s, "flatten", one, 1));
  const hcl_value *objects[2] = {o1, o2};
  STEP(call(s, "merge", objects, 2));
  one[0] = m;
  STEP(call(s, "keys", one, 1));
  STEP(call(s, "values", one, 1));
  one[0] = mixed;
  STEP(call(s, "toset", one, 1));
  STEP(call(s, "tolist", one, 1));
  one[0] = n1;
  STEP(call(s, "tostring", one, 1));
  one[0] = s1;
  STEP(call(s, "upper", one, 1));
  STEP(call(s, "tonumber", one, 1));
  const hcl_value *join_args[2] = {str(s, ", "), l};
  NEED(join_args[0]);
  STEP(call(s, "join", join_args, 2));
  const hcl_value *contains_args[2] = {l, s2};
  STEP(call(s, "contains", contains_args, 2));
  const hcl_value *nums3[3] = {n1, n2, n3};
  STEP(call(s, "max", nums3, 3));
  return HCL_OK;
}

static void scene_fini(scene *s) {
  for (size_t i = 0; i < s->nheld; i++)
    hcl_value_unref(s->held[i]);
  for (size_t i = 0; i < s->ntypes; i++)
    hcl_type_unref(s->types[i]);
  hcl_buf_fini(&s->log);
}

Test(value_oom, every_allocation_fails_in_turn, .timeout = 300) {
  /* the normal transcript */
  test_alloc ta;
  test_alloc_init(&ta);
  scene ref = {.a = &ta.hooks};
  hcl_buf_init(&ref.log, NULL);
  cr_assert_eq(scenario(&ref), HCL_OK);
  cr_assert(hcl_buf_terminate(&ref.log));
  char *want = strdup(ref.log.data);
  scene_fini(&ref);
  cr_assert_eq(ta.outstanding, 0);
  size_t total = ta.allocations;
  cr_assert_gt(total, 100);

  size_t fail;
  for (fail = 1;; fail++) {
    test_alloc_init(&ta);
    ta.fail_at = fail;
    scene s = {.a = &ta.hooks};
    hcl_buf_init(&s.log, NULL);
    hcl_status st = scenario(&s);
    bool failed = ta.allocations >= fail;
    cr_assert(hcl_buf_terminate(&s.log));
    if (st == HCL_OK) {
      /* what ran before the failure, if any, gave the normal results */
      cr_expect_str_eq(s.log.data, want, "failing at %zu", fail);
    } else {
      cr_expect_eq(st, HCL_ERR_NOMEM, "failing at %zu", fail);
      cr_expect(failed, "out of memory reported at %zu without a failure",
                fail);
      cr_expect_eq(strncmp(s.log.data, want, s.log.len), 0,
                   "failing at %zu: a result before the failure differs", fail);
    }
    scene_fini(&s);
    cr_expect_eq(ta.outstanding, 0, "%zu allocations left, failing at %zu",
                 ta.outstanding, fail);
    if (!failed)
      break;
  }
  cr_expect_geq(fail, total);
  free(want);
}
