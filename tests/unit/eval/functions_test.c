/*
 * The function library (functions.h), checked case by case against what
 * the reference produced (tests/eval/functions/calls.tsv and casemap.tsv,
 * made by tests/reference/functions): direct calls with typed, null,
 * unknown and dynamic arguments, and HCL expressions calling the
 * functions, with their diagnostics.
 */

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/json_text.h"
#include "core/utf8.h"
#include "eval/value_json.h"
#include "hcl/hcl.h"
#include "test_alloc.h"
#include "test_util.h"

/* The notation helpers live in json_value_test.c. */
typedef struct tf_line {
  char *buf;
  char *fields[8];
  size_t n;
} tf_line;
char **tf_read_lines(const char *path, size_t *count);
void tf_lines_free(char **lines);
void tf_split(char *line, tf_line *out);
void tf_parse(hcl_json_doc *d, const char *text);
hcl_value *tf_value(const hcl_json_doc *d, size_t node);
char *tf_encode(const hcl_value *v);
char *tf_encode_error(const char *msg, long arg);
bool tf_matches(const char *want, const hcl_value *v, const char *got);

#define CALLS "eval/functions/calls.tsv"
#define CASEMAP "eval/functions/casemap.tsv"

/* A decoded JSON string field. */
static char *string_field(const char *json) {
  hcl_json_doc d;
  tf_parse(&d, json);
  const hcl_json_node *n = hcl_json_at(&d, 0);
  cr_assert_eq(n->kind, HCL_JSON_STRING);
  hcl_str s = hcl_json_text(&d, n);
  char *out = malloc(s.len + 1);
  memcpy(out, s.ptr, s.len);
  out[s.len] = '\0';
  hcl_json_doc_fini(&d);
  return out;
}

/* ---- Direct calls -------------------------------------------------------- */

/* The result of calling `f` as the notation writes it. */
static char *call_result(const hcl_func *f, const hcl_value *const *args,
                         size_t n, const hcl_alloc *a, hcl_value **value) {
  char *err = NULL;
  long arg = -7;
  hcl_value *v = hcl_func_call(f, args, n, a, &err, &arg);
  char *out;
  if (v) {
    out = tf_encode(v);
  } else {
    cr_assert(err, "out of memory, or a failure without a message");
    out = tf_encode_error(err, arg);
  }
  hcl_free(a, err);
  if (value)
    *value = v;
  else
    hcl_value_unref(v);
  return out;
}

typedef struct call_case {
  const hcl_func *f;
  hcl_value **args;
  size_t n;
} call_case;

static call_case read_call(tf_line *l) {
  call_case c;
  c.f = hcl_func_library_lookup(l->fields[2], strlen(l->fields[2]));
  cr_assert(c.f, "no function %s", l->fields[2]);
  hcl_json_doc d;
  tf_parse(&d, l->fields[3]);
  const hcl_json_node *arr = hcl_json_at(&d, 0);
  c.n = arr->count;
  c.args = calloc(c.n + 1, sizeof *c.args);
  size_t k = 0;
  for (size_t i = 1; i < arr->end; i = hcl_json_at(&d, i)->end)
    c.args[k++] = tf_value(&d, i);
  hcl_json_doc_fini(&d);
  return c;
}

static void free_call(call_case *c) {
  for (size_t i = 0; i < c->n; i++)
    hcl_value_unref(c->args[i]);
  free(c->args);
}

Test(functions, reference_calls, .timeout = 60) {
  char **lines = tf_read_lines(CALLS, NULL);
  size_t cases = 0;
  for (size_t i = 0; lines[i]; i++) {
    tf_line l;
    tf_split(lines[i], &l);
    if (strcmp(l.fields[0], "call") != 0)
      continue;
    call_case c = read_call(&l);
    hcl_value *v = NULL;
    char *got =
        call_result(c.f, (const hcl_value *const *)c.args, c.n, NULL, &v);
    cr_expect(tf_matches(l.fields[4], v, got),
              "cases.txt line %s: %s\n  want %s\n  got  %s", l.fields[1],
              l.fields[2], l.fields[4], got);
    free(got);
    hcl_value_unref(v);
    free_call(&c);
    cases++;
  }
  tf_lines_free(lines);
  cr_log_info("%zu calls", cases);
  cr_expect_gt(cases, 300);
}

/* Every call, with every allocation failing in turn: out of memory is
   reported as such (no message) or the call still gives its normal
   outcome, and nothing leaks. */
Test(functions, calls_out_of_memory, .timeout = 120) {
  char **lines = tf_read_lines(CALLS, NULL);
  for (size_t i = 0; lines[i]; i++) {
    tf_line l;
    tf_split(lines[i], &l);
    if (strcmp(l.fields[0], "call") != 0)
      continue;
    call_case c = read_call(&l);
    for (size_t fail = 1; fail < 10000; fail++) {
      test_alloc ta;
      test_alloc_init(&ta);
      ta.fail_at = fail;
      char *err = NULL;
      long arg;
      hcl_value *v = hcl_func_call(c.f, (const hcl_value *const *)c.args, c.n,
                                   &ta.hooks, &err, &arg);
      bool failed_alloc = ta.allocations >= fail;
      /* either out of memory (no message) or the normal outcome */
      if (v || err) {
        char *got = v ? tf_encode(v) : tf_encode_error(err, arg);
        cr_expect(tf_matches(l.fields[4], v, got),
                  "cases.txt line %s failing at %zu: %s", l.fields[1], fail,
                  got);
        free(got);
      }
      hcl_value_unref(v);
      hcl_free(&ta.hooks, err);
      cr_expect_eq(ta.outstanding, 0, "cases.txt line %s: leak at %zu",
                   l.fields[1], fail);
      if (!failed_alloc)
        break;
    }
    free_call(&c);
  }
  tf_lines_free(lines);
}

/* ---- Expressions --------------------------------------------------------- */

static hcl_eval_ctx *library_context(void) {
  char **lines = tf_read_lines(CALLS, NULL);
  hcl_eval_ctx *ctx = hcl_eval_ctx_new(NULL);
  cr_assert_eq(hcl_eval_ctx_add_functions(ctx), HCL_OK);
  for (size_t i = 0; lines[i]; i++) {
    tf_line l;
    tf_split(lines[i], &l);
    if (strcmp(l.fields[0], "vars") != 0)
      continue;
    hcl_json_doc d;
    tf_parse(&d, l.fields[1]);
    const hcl_json_node *obj = hcl_json_at(&d, 0);
    for (size_t m = 1; m < obj->end; m = hcl_json_at(&d, m)->end) {
      hcl_str name = hcl_json_key(&d, hcl_json_at(&d, m));
      hcl_value *v = tf_value(&d, m);
      cr_assert_eq(hcl_eval_ctx_set_var(ctx, name.ptr, name.len, v), HCL_OK);
      hcl_value_unref(v);
    }
    hcl_json_doc_fini(&d);
  }
  tf_lines_free(lines);
  return ctx;
}

/* The diagnostics as the generator writes them. */
static char *encode_diags(const hcl_diags *ds) {
  hcl_buf b;
  hcl_buf_init(&b, NULL);
  hcl_buf_putc(&b, '[');
  for (size_t i = 0; i < hcl_diags_count(ds); i++) {
    const hcl_diag *dg = hcl_diags_at(ds, i);
    const char *sev = dg->severity == HCL_DIAG_WARNING ? "warning" : "error";
    const char *detail = dg->detail ? dg->detail : "";
    if (i)
      hcl_buf_putc(&b, ',');
    hcl_buf_puts(&b, "{\"severity\":");
    hcl_json_quote(&b, sev, strlen(sev));
    hcl_buf_puts(&b, ",\"summary\":");
    hcl_json_quote(&b, dg->summary, strlen(dg->summary));
    hcl_buf_puts(&b, ",\"detail\":");
    hcl_json_quote(&b, detail, strlen(detail));
    hcl_buf_putc(&b, '}');
  }
  hcl_buf_putc(&b, ']');
  hcl_buf_terminate(&b);
  return b.data;
}

Test(functions, reference_expressions, .timeout = 60) {
  hcl_eval_ctx *ctx = library_context();
  char **lines = tf_read_lines(CALLS, NULL);
  size_t cases = 0;
  for (size_t i = 0; lines[i]; i++) {
    tf_line l;
    tf_split(lines[i], &l);
    if (strcmp(l.fields[0], "expr") != 0)
      continue;
    char *src = string_field(l.fields[2]);
    hcl_tree *t = hcl_tree_new(NULL);
    hcl_status st = hcl_native_parse_expression(src, strlen(src), "case",
                                                hcl_tree_sink(t), NULL);
    cr_assert_eq(st, HCL_OK, "cases.txt line %s: %s does not parse",
                 l.fields[1], src);
    cr_assert_eq(hcl_tree_expr_count(t), 1);
    hcl_diags *ds = hcl_diags_new(NULL);
    hcl_value *v = hcl_expr_eval(hcl_tree_expr_at(t, 0), ctx, ds);
    cr_assert(v);
    char *got = tf_encode(v);
    cr_expect(tf_matches(l.fields[3], v, got),
              "cases.txt line %s: %s\n  want %s\n  got  %s", l.fields[1], src,
              l.fields[3], got);
    char *dgot = encode_diags(ds);
    cr_expect_str_eq(dgot, l.fields[4],
                     "cases.txt line %s: %s diagnostics\n  want %s\n  got  %s",
                     l.fields[1], src, l.fields[4], dgot);
    free(dgot);
    free(got);
    hcl_value_unref(v);
    hcl_diags_free(ds);
    hcl_tree_free(t);
    free(src);
    cases++;
  }
  tf_lines_free(lines);
  hcl_eval_ctx_free(ctx);
  cr_log_info("%zu expressions", cases);
  cr_expect_gt(cases, 100);
}

/* ---- The registry -------------------------------------------------------- */

Test(functions, registry) {
  char **lines = tf_read_lines(CALLS, NULL);
  for (size_t i = 0; lines[i]; i++) {
    tf_line l;
    tf_split(lines[i], &l);
    if (strcmp(l.fields[0], "functions") != 0)
      continue;
    hcl_json_doc d;
    tf_parse(&d, l.fields[1]);
    const hcl_json_node *arr = hcl_json_at(&d, 0);
    cr_expect_eq(hcl_func_library_count(), arr->count);
    size_t k = 0;
    for (size_t m = 1; m < arr->end; m = hcl_json_at(&d, m)->end, k++) {
      hcl_str name = hcl_json_text(&d, hcl_json_at(&d, m));
      const char *mine = hcl_func_library_name_at(k);
      cr_assert(mine);
      cr_expect(
          strlen(mine) == name.len && memcmp(mine, name.ptr, name.len) == 0,
          "function %zu: %s, reference %.*s", k, mine, (int)name.len, name.ptr);
      cr_expect(hcl_func_library_lookup(name.ptr, name.len));
    }
    hcl_json_doc_fini(&d);
  }
  tf_lines_free(lines);
  cr_expect_null(hcl_func_library_name_at(hcl_func_library_count()));
  cr_expect_null(hcl_func_library_lookup("nosuch", 6));
  cr_expect_null(hcl_func_library_lookup("", 0));
  cr_expect_null(hcl_func_library_lookup("absx", 3 + 1));
  cr_expect(hcl_func_library_lookup("absx", 3));
  /* names are sorted */
  for (size_t i = 1; i < hcl_func_library_count(); i++)
    cr_expect_lt(
        strcmp(hcl_func_library_name_at(i - 1), hcl_func_library_name_at(i)),
        0);
  /* the functions are static: references cost nothing */
  const hcl_func *f = hcl_func_library_lookup("upper", 5);
  cr_expect_eq(hcl_func_ref(f), f);
  hcl_func_unref(f);
  hcl_func_unref(f);
  cr_expect_eq(hcl_func_library_lookup("upper", 5), f);
}

Test(functions, context_without_allocation_failures_leaks_nothing) {
  for (size_t fail = 1; fail < 1000; fail++) {
    test_alloc ta;
    test_alloc_init(&ta);
    ta.fail_at = fail;
    hcl_eval_ctx *ctx = hcl_eval_ctx_new(&ta.hooks);
    hcl_status st = ctx ? hcl_eval_ctx_add_functions(ctx) : HCL_ERR_NOMEM;
    hcl_eval_ctx_free(ctx);
    cr_expect_eq(ta.outstanding, 0);
    if (st == HCL_OK)
      break;
    cr_expect_eq(st, HCL_ERR_NOMEM);
  }
}

/* ---- Case mapping -------------------------------------------------------- */

static char *apply(const char *fn, const char *s, size_t len) {
  const hcl_func *f = hcl_func_library_lookup(fn, strlen(fn));
  hcl_value *arg = hcl_value_string(s, len, NULL);
  cr_assert(arg);
  char *err = NULL;
  long at;
  hcl_value *r =
      hcl_func_call(f, (const hcl_value *const *)&arg, 1, NULL, &err, &at);
  cr_assert(r, "%s: %s", fn, err ? err : "out of memory");
  hcl_str out = hcl_value_as_string(r);
  char *copy = malloc(out.len + 1);
  memcpy(copy, out.ptr, out.len);
  copy[out.len] = '\0';
  hcl_value_unref(r);
  hcl_value_unref(arg);
  return copy;
}

static char *normalized(const char *s, size_t len) {
  hcl_value *v = hcl_value_string(s, len, NULL);
  hcl_str n = hcl_value_as_string(v);
  char *copy = malloc(n.len + 1);
  memcpy(copy, n.ptr, n.len);
  copy[n.len] = '\0';
  hcl_value_unref(v);
  return copy;
}

/* upper, lower and title on every code point Go's case tables change,
   against the reference, and on every other code point: unchanged. */
Test(functions, case_mapping, .timeout = 120) {
  char **lines = tf_read_lines(CASEMAP, NULL);
  bool *changed = calloc(0x110000, sizeof *changed);
  size_t strings = 0;
  for (size_t i = 0; lines[i]; i++) {
    tf_line l;
    tf_split(lines[i], &l);
    if (strcmp(l.fields[0], "changed") == 0) {
      for (char *p = l.fields[1]; *p;) {
        char *end;
        unsigned long cp = strtoul(p, &end, 16);
        changed[cp] = true;
        p = *end ? end + 1 : end;
      }
      continue;
    }
    char *in = string_field(l.fields[1]);
    char *up = string_field(l.fields[2]);
    char *lo = string_field(l.fields[3]);
    char *ti = string_field(l.fields[4]);
    char *gu = apply("upper", in, strlen(in));
    char *gl = apply("lower", in, strlen(in));
    char *gt = apply("title", in, strlen(in));
    cr_expect_str_eq(gu, up, "upper(%s)", in);
    cr_expect_str_eq(gl, lo, "lower(%s)", in);
    cr_expect_str_eq(gt, ti, "title(%s)", in);
    free(in);
    free(up);
    free(lo);
    free(ti);
    free(gu);
    free(gl);
    free(gt);
    strings++;
  }
  cr_expect_gt(strings, 10);
  /* the rest, a few thousand at a time, separated by spaces */
  hcl_buf b;
  hcl_buf_init(&b, NULL);
  for (int32_t cp = 0; cp <= 0x110000; cp++) {
    bool flush = cp == 0x110000 || b.len > 16000;
    if (flush && b.len) {
      char *want = normalized(b.data, b.len);
      char *gu = apply("upper", b.data, b.len);
      char *gl = apply("lower", b.data, b.len);
      char *gt = apply("title", b.data, b.len);
      cr_expect(strcmp(gu, want) == 0, "upper changed code points before %x",
                (unsigned)cp);
      cr_expect(strcmp(gl, want) == 0, "lower changed code points before %x",
                (unsigned)cp);
      cr_expect(strcmp(gt, want) == 0, "title changed code points before %x",
                (unsigned)cp);
      free(want);
      free(gu);
      free(gl);
      free(gt);
      hcl_buf_clear(&b);
    }
    if (cp == 0x110000)
      break;
    if (changed[cp] || (cp >= 0xD800 && cp < 0xE000))
      continue;
    char u[4];
    size_t n = hcl_utf8_encode(cp, u);
    hcl_buf_append(&b, u, n);
    hcl_buf_putc(&b, ' ');
  }
  hcl_buf_fini(&b);
  free(changed);
  tf_lines_free(lines);
}

/* hcldec-spec-format.md: "length(collection) returns the number of
   elements in the given collection (list, set, map, object, or tuple)";
   the reference refuses objects (docs/differences.md). */
Test(functions, length_counts_object_attributes) {
  const hcl_func *f = hcl_func_library_lookup("length", 6);
  cr_assert(f);
  hcl_str names[2] = {{"a", 1}, {"b", 1}};
  hcl_value *vals[2] = {hcl_value_number_int(1, NULL),
                        hcl_value_string("x", 1, NULL)};
  hcl_value *obj =
      hcl_value_object(names, (const hcl_value *const *)vals, 2, NULL);
  const hcl_value *args[1] = {obj};
  hcl_value *n = hcl_func_call(f, args, 1, NULL, NULL, NULL);
  cr_assert(n);
  int64_t got = 0;
  cr_expect(hcl_value_as_int64(n, &got) && got == 2, "length is %lld",
            (long long)got);
  hcl_value_unref(n);
  hcl_value *empty = hcl_value_object(NULL, NULL, 0, NULL);
  args[0] = empty;
  n = hcl_func_call(f, args, 1, NULL, NULL, NULL);
  cr_expect(n && hcl_value_as_int64(n, &got) && got == 0);
  hcl_value_unref(n);
  hcl_value_unref(empty);
  hcl_value_unref(obj);
  hcl_value_unref(vals[0]);
  hcl_value_unref(vals[1]);
}
