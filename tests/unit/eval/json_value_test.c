/*
 * Values and types as JSON (value.h, "Section - JSON"), checked against
 * expectations the reference produced (tests/eval/functions/json.tsv, made
 * by tests/reference/functions): decoding with implied and given types,
 * the decoder's messages for invalid input, and encoding for a value's own
 * type, for the dynamic pseudo-type and for other types.
 *
 * This file also holds the helpers that read and write the value notation
 * of those files (see tests/reference/functions/main.go); functions_test.c
 * uses them too.
 */

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/json_text.h"
#include "core/quote.h"
#include "eval/number.h"
#include "eval/value_json.h"
#include "hcl/hcl.h"
#include "test_alloc.h"
#include "test_util.h"

/* ---- Shared helpers ------------------------------------------------------ */

/* One line of a data file, split at tabs (fields point into `buf`). */
typedef struct tf_line {
  char *buf;
  char *fields[8];
  size_t n;
} tf_line;

/* The data file's lines, NULL-terminated (malloc'd, free with
   tf_lines_free). */
char **tf_read_lines(const char *path, size_t *count);
void tf_lines_free(char **lines);
void tf_split(char *line, tf_line *out);

/* Parses JSON text the harness wrote; aborts the test when invalid. */
void tf_parse(hcl_json_doc *d, const char *text);
/* The value a node of the notation describes (a new reference). */
hcl_value *tf_value(const hcl_json_doc *d, size_t node);
/* A value in the notation, as the generator writes it. */
char *tf_encode(const hcl_value *v);
/* An error in the notation. */
char *tf_encode_error(const char *msg, long arg);
/* How deep tuples and objects nest in t (the generator's "nested"). */
size_t tf_nesting(const hcl_type *t);
/* Whether `got` matches `want`, which may be {"nested":N} or a panic. */
bool tf_matches(const char *want, const hcl_value *v, const char *got);

char **tf_read_lines(const char *path, size_t *count) {
  size_t len;
  char *text = test_read_file(path, &len);
  cr_assert(text, "cannot read %s", path);
  size_t n = 0, cap = 64;
  char **lines = malloc(cap * sizeof *lines);
  char *p = text;
  while (*p) {
    char *nl = strchr(p, '\n');
    size_t l = nl ? (size_t)(nl - p) : strlen(p);
    if (n + 2 > cap) {
      cap *= 2;
      lines = realloc(lines, cap * sizeof *lines);
    }
    lines[n] = malloc(l + 1);
    memcpy(lines[n], p, l);
    lines[n][l] = '\0';
    n++;
    p += l + (nl ? 1 : 0);
  }
  lines[n] = NULL;
  free(text);
  if (count)
    *count = n;
  return lines;
}

void tf_lines_free(char **lines) {
  for (size_t i = 0; lines[i]; i++)
    free(lines[i]);
  free(lines);
}

void tf_split(char *line, tf_line *out) {
  out->buf = line;
  out->n = 0;
  char *p = line;
  for (;;) {
    cr_assert(out->n < 8);
    out->fields[out->n++] = p;
    char *tab = strchr(p, '\t');
    if (!tab)
      break;
    *tab = '\0';
    p = tab + 1;
  }
}

void tf_parse(hcl_json_doc *d, const char *text) {
  hcl_buf err;
  hcl_buf_init(&err, NULL);
  hcl_json_doc_init(d, NULL);
  hcl_status st = hcl_json_doc_parse(d, text, strlen(text), true, &err);
  cr_assert_eq(st, HCL_OK, "harness JSON does not parse: %.*s: %s",
               (int)err.len, err.data ? err.data : "", text);
  hcl_buf_fini(&err);
}

static const hcl_type *tf_type(const hcl_json_doc *d, size_t node) {
  hcl_buf err;
  hcl_buf_init(&err, NULL);
  const hcl_type *t = NULL;
  hcl_status st = hcl_json_node_type(d, node, NULL, &t, &err);
  cr_assert_eq(st, HCL_OK, "bad type in harness data: %.*s", (int)err.len,
               err.data ? err.data : "");
  hcl_buf_fini(&err);
  return t;
}

hcl_value *tf_value(const hcl_json_doc *d, size_t node) {
  size_t u = hcl_json_member(d, node, "u");
  if (u != SIZE_MAX) {
    const hcl_type *t = tf_type(d, u);
    hcl_value *v = hcl_value_unknown(t, NULL);
    hcl_type_unref(t);
    return v;
  }
  const hcl_type *t = tf_type(d, hcl_json_member(d, node, "t"));
  hcl_value *v = NULL;
  size_t m;
  if ((m = hcl_json_member(d, node, "v")) != SIZE_MAX) {
    hcl_buf err;
    hcl_buf_init(&err, NULL);
    hcl_status st = hcl_json_unmarshal(d, m, t, NULL, &v, &err);
    cr_assert_eq(st, HCL_OK, "bad value in harness data: %.*s", (int)err.len,
                 err.data ? err.data : "");
    hcl_buf_fini(&err);
  } else if ((m = hcl_json_member(d, node, "inf")) != SIZE_MAX) {
    hcl_str sign = hcl_json_text(d, hcl_json_at(d, m));
    v = hcl_value_number_parse(sign.ptr[0] == '-' ? "-Inf" : "+Inf", 4, NULL);
  } else if ((m = hcl_json_member(d, node, "items")) != SIZE_MAX ||
             (m = hcl_json_member(d, node, "attrs")) != SIZE_MAX) {
    const hcl_json_node *c = hcl_json_at(d, m);
    size_t n = c->count, k = 0;
    hcl_value **items = calloc(n + 1, sizeof *items);
    hcl_str *keys = calloc(n + 1, sizeof *keys);
    for (size_t i = m + 1; i < c->end; i = hcl_json_at(d, i)->end, k++) {
      items[k] = tf_value(d, i);
      keys[k] = hcl_json_key(d, hcl_json_at(d, i));
    }
    const hcl_value *const *ci = (const hcl_value *const *)items;
    switch (hcl_type_kind_of(t)) {
    case HCL_TYPE_LIST:
      v = hcl_value_list(hcl_type_elem(t), ci, n, NULL);
      break;
    case HCL_TYPE_SET:
      v = hcl_value_set(hcl_type_elem(t), ci, n, NULL);
      break;
    case HCL_TYPE_TUPLE:
      v = hcl_value_tuple(ci, n, NULL);
      break;
    case HCL_TYPE_MAP:
      v = hcl_value_map(hcl_type_elem(t), keys, ci, n, NULL);
      break;
    default:
      v = hcl_value_object(keys, ci, n, NULL);
      break;
    }
    for (size_t i = 0; i < n; i++)
      hcl_value_unref(items[i]);
    free(items);
    free(keys);
  } else {
    cr_assert_fail("unknown value notation");
  }
  hcl_type_unref(t);
  cr_assert(v);
  return v;
}

static void put_type(hcl_buf *b, const hcl_type *t) {
  hcl_buf err;
  hcl_buf_init(&err, NULL);
  cr_assert_eq(hcl_json_marshal_type(t, b, &err), HCL_OK);
  hcl_buf_fini(&err);
}

static bool is_inf(const hcl_value *v) {
  return hcl_type_kind_of(hcl_value_type(v)) == HCL_TYPE_NUMBER &&
         !hcl_value_is_null(v) && !hcl_value_is_unknown(v) &&
         hcl_number_is_inf(v);
}

static void encode_into(hcl_buf *b, const hcl_value *v) {
  const hcl_type *t = hcl_value_type(v);
  if (hcl_value_is_unknown(v)) {
    hcl_buf_puts(b, "{\"u\":");
    put_type(b, t);
    hcl_buf_putc(b, '}');
    return;
  }
  if (hcl_value_is_wholly_known(v)) {
    hcl_buf json, err;
    hcl_buf_init(&json, NULL);
    hcl_buf_init(&err, NULL);
    hcl_status st = hcl_json_marshal(v, t, &json, &err);
    if (st == HCL_OK) {
      hcl_buf_puts(b, "{\"t\":");
      put_type(b, t);
      hcl_buf_puts(b, ",\"v\":");
      hcl_buf_append(b, json.data, json.len);
      hcl_buf_putc(b, '}');
    }
    hcl_buf_fini(&json);
    hcl_buf_fini(&err);
    if (st == HCL_OK)
      return;
  }
  if (is_inf(v)) {
    hcl_buf_puts(b, hcl_value_as_double(v) > 0
                        ? "{\"t\":\"number\",\"inf\":1}"
                        : "{\"t\":\"number\",\"inf\":-1}");
    return;
  }
  hcl_type_kind k = hcl_type_kind_of(t);
  bool keyed = k == HCL_TYPE_MAP || k == HCL_TYPE_OBJECT;
  hcl_buf_puts(b, "{\"t\":");
  put_type(b, t);
  hcl_buf_puts(b, keyed ? ",\"attrs\":{" : ",\"items\":[");
  for (size_t i = 0; i < hcl_value_count(v); i++) {
    if (i)
      hcl_buf_putc(b, ',');
    if (keyed) {
      hcl_str key = hcl_value_key_at(v, i);
      hcl_json_quote(b, key.ptr, key.len);
      hcl_buf_putc(b, ':');
    }
    encode_into(b, hcl_value_at(v, i));
  }
  hcl_buf_puts(b, keyed ? "}}" : "]}");
}

char *tf_encode(const hcl_value *v) {
  hcl_buf b;
  hcl_buf_init(&b, NULL);
  encode_into(&b, v);
  hcl_buf_terminate(&b);
  return b.data;
}

char *tf_encode_error(const char *msg, long arg) {
  hcl_buf b;
  hcl_buf_init(&b, NULL);
  hcl_buf_puts(&b, "{\"error\":");
  hcl_json_quote(&b, msg, strlen(msg));
  hcl_buf_printf(&b, ",\"arg\":%ld}", arg);
  hcl_buf_terminate(&b);
  return b.data;
}

size_t tf_nesting(const hcl_type *t) {
  size_t n = 0;
  for (;;) {
    hcl_type_kind k = hcl_type_kind_of(t);
    if ((k != HCL_TYPE_TUPLE && k != HCL_TYPE_OBJECT) || hcl_type_count(t) == 0)
      return n;
    t = hcl_type_at(t, hcl_type_count(t) - 1);
    n++;
  }
}

bool tf_matches(const char *want, const hcl_value *v, const char *got) {
  if (strncmp(want, "{\"nested\":", 10) == 0) {
    if (!v)
      return false;
    char buf[32];
    snprintf(buf, sizeof buf, "{\"nested\":%zu}",
             tf_nesting(hcl_value_type(v)));
    return strcmp(buf, want) == 0;
  }
  if (strncmp(want, "{\"panic\":", 9) == 0) {
    /* the reference's panic, as the C side words it: no stack trace */
    hcl_json_doc d;
    tf_parse(&d, want);
    hcl_str text = hcl_json_text(&d, hcl_json_at(&d, 1));
    char *msg = malloc(text.len + 64);
    snprintf(msg, text.len + 64, "panic in function implementation: %.*s",
             (int)text.len, text.ptr);
    char *as_error = tf_encode_error(msg, -1);
    bool same = strcmp(as_error, got) == 0;
    free(as_error);
    free(msg);
    hcl_json_doc_fini(&d);
    return same;
  }
  return strcmp(want, got) == 0;
}

/* ---- JSON cases ---------------------------------------------------------- */

#define JSON_DATA "eval/functions/json.tsv"

/* Input given as HEX or HEX*COUNT segments. */
static char *segments(const char *spec, size_t *len) {
  size_t cap = 64, n = 0;
  char *out = malloc(cap);
  const char *p = spec;
  while (*p) {
    const char *end = p;
    while (*end && *end != ',' && *end != '*')
      end++;
    size_t hexlen = (size_t)(end - p);
    long count = 1;
    const char *next = end;
    if (*end == '*') {
      count = strtol(end + 1, (char **)&next, 10);
    }
    for (long r = 0; r < count; r++) {
      for (size_t i = 0; i + 2 <= hexlen; i += 2) {
        unsigned byte;
        sscanf(p + i, "%2x", &byte);
        if (n + 1 >= cap) {
          cap *= 2;
          out = realloc(out, cap);
        }
        out[n++] = (char)byte;
      }
    }
    p = *next == ',' ? next + 1 : next;
  }
  out[n] = '\0';
  *len = n;
  return out;
}

static char *result_of(hcl_status st, hcl_value *v, const char *err) {
  if (st == HCL_OK)
    return tf_encode(v);
  cr_assert_neq(st, HCL_ERR_NOMEM);
  return tf_encode_error(err ? err : "", -1);
}

static size_t run_decode(tf_line *l) {
  size_t len;
  char *in = segments(l->fields[2], &len);
  hcl_value *v = NULL;
  char *err = NULL;
  hcl_status st = hcl_value_from_json(in, len, NULL, &v, &err);
  char *got = result_of(st, v, err);
  cr_expect(tf_matches(l->fields[3], v, got),
            "json_cases.txt line %s: decode\n  want %s\n  got  %s",
            l->fields[1], l->fields[3], got);
  free(got);
  free(err);
  hcl_value_unref(v);
  free(in);
  return 1;
}

static size_t run_typed(tf_line *l) {
  hcl_json_doc d;
  tf_parse(&d, l->fields[2]);
  const hcl_type *t = tf_type(&d, 0);
  hcl_json_doc_fini(&d);
  size_t len;
  char *in = segments(l->fields[3], &len);
  hcl_value *v = NULL;
  hcl_buf err;
  hcl_buf_init(&err, NULL);
  hcl_status st = hcl_json_decode(in, len, t, NULL, &v, &err);
  hcl_buf_terminate(&err);
  char *got = result_of(st, v, err.data);
  /* the reference's Unmarshal panics when a top-level tuple is short (it
     slices an empty path); any error will do */
  bool panicked = strncmp(l->fields[4], "{\"panic\":", 9) == 0 &&
                  strncmp(got, "{\"error\":", 9) == 0;
  cr_expect(panicked || tf_matches(l->fields[4], v, got),
            "json_cases.txt line %s: typed\n  want %s\n  got  %s", l->fields[1],
            l->fields[4], got);
  free(got);
  hcl_buf_fini(&err);
  hcl_value_unref(v);
  hcl_type_unref(t);
  free(in);
  return 1;
}

static char *marshal_result(const hcl_value *v, const hcl_type *as) {
  char *json = NULL, *err = NULL;
  size_t len;
  hcl_status st = hcl_value_to_json(v, as, NULL, &json, &len, &err);
  char *out;
  if (st == HCL_OK) {
    cr_expect_eq(strlen(json), len);
    hcl_buf b;
    hcl_buf_init(&b, NULL);
    hcl_buf_puts(&b, "{\"json\":");
    hcl_json_quote(&b, json, len);
    hcl_buf_putc(&b, '}');
    hcl_buf_terminate(&b);
    out = b.data;
  } else {
    cr_assert_eq(st, HCL_ERR_INVALID);
    out = tf_encode_error(err, -1);
  }
  free(json);
  free(err);
  return out;
}

static size_t run_encode(tf_line *l) {
  hcl_json_doc d;
  tf_parse(&d, l->fields[2]);
  hcl_value *v = tf_value(&d, 0);
  hcl_json_doc_fini(&d);
  size_t checks = 0;

  char *type = NULL, *err = NULL;
  size_t len;
  cr_assert_eq(hcl_type_to_json(hcl_value_type(v), NULL, &type, &len, &err),
               HCL_OK);
  cr_expect_str_eq(type, l->fields[3], "json_cases.txt line %s: type",
                   l->fields[1]);
  free(type);
  checks++;

  char *own = marshal_result(v, hcl_value_type(v));
  cr_expect_str_eq(own, l->fields[4], "json_cases.txt line %s: own type",
                   l->fields[1]);
  free(own);
  checks++;

  char *dyn = marshal_result(v, hcl_type_dynamic());
  cr_expect_str_eq(dyn, l->fields[5], "json_cases.txt line %s: dynamic",
                   l->fields[1]);
  free(dyn);
  checks++;

  if (strcmp(l->fields[6], "-") != 0) {
    hcl_json_doc td;
    tf_parse(&td, l->fields[6]);
    const hcl_type *as = tf_type(&td, 0);
    hcl_json_doc_fini(&td);
    char *got = marshal_result(v, as);
    cr_expect_str_eq(got, l->fields[7], "json_cases.txt line %s: as %s",
                     l->fields[1], l->fields[6]);
    free(got);
    hcl_type_unref(as);
    checks++;
  }
  hcl_value_unref(v);
  return checks;
}

static size_t run_kind(const char *kind, size_t (*run)(tf_line *)) {
  char **lines = tf_read_lines(JSON_DATA, NULL);
  size_t cases = 0;
  for (size_t i = 0; lines[i]; i++) {
    tf_line l;
    tf_split(lines[i], &l);
    if (strcmp(l.fields[0], kind) == 0)
      cases += run(&l);
  }
  tf_lines_free(lines);
  cr_log_info("%zu %s checks", cases, kind);
  return cases;
}

Test(json_value, decode_reference, .timeout = 60) {
  cr_expect_gt(run_kind("decode", run_decode), 150);
}

Test(json_value, typed_reference, .timeout = 30) {
  cr_expect_gt(run_kind("typed", run_typed), 50);
}

Test(json_value, encode_reference, .timeout = 30) {
  cr_expect_gt(run_kind("encode", run_encode), 100);
}

/* ---- Hand-written checks ------------------------------------------------- */

static char *to_json(const hcl_value *v, const hcl_type *as) {
  char *out = NULL, *err = NULL;
  size_t len;
  hcl_status st = hcl_value_to_json(v, as, NULL, &out, &len, &err);
  cr_assert_eq(st, HCL_OK, "%s", err ? err : "");
  return out;
}

Test(json_value, round_trips) {
  static const char *const texts[] = {
      "{\"a\":[1,2,{\"b\":null}],\"c\":\"x\\u003cy\",\"d\":true}",
      "[0.1,1e400,-0,123456789012345678901234567890]",
      "\"\\u0000\\u001f\\\\\\\"\"",
      "[[],{},[[]]]",
  };
  static const char *const want[] = {
      "{\"a\":[1,2,{\"b\":null}],\"c\":\"x\\u003cy\",\"d\":true}",
      NULL,
      "\"\\u0000\\u001f\\\\\\\"\"",
      "[[],{},[[]]]",
  };
  for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
    hcl_value *v = NULL;
    char *err = NULL;
    cr_assert_eq(
        hcl_value_from_json(texts[i], strlen(texts[i]), NULL, &v, &err),
        HCL_OK);
    char *out = to_json(v, hcl_value_type(v));
    if (want[i])
      cr_expect_str_eq(out, want[i]);
    /* reading the output again gives an equal value */
    hcl_value *again = NULL;
    cr_assert_eq(hcl_value_from_json(out, strlen(out), NULL, &again, &err),
                 HCL_OK);
    cr_expect(hcl_value_raw_equal(v, again), "%s", out);
    /* and so does the dynamic wrapping, read with the dynamic type */
    char *wrapped = to_json(v, hcl_type_dynamic());
    hcl_value *unwrapped = NULL;
    hcl_buf e;
    hcl_buf_init(&e, NULL);
    cr_assert_eq(hcl_json_decode(wrapped, strlen(wrapped), hcl_type_dynamic(),
                                 NULL, &unwrapped, &e),
                 HCL_OK);
    cr_expect(hcl_value_raw_equal(v, unwrapped), "%s", wrapped);
    hcl_buf_fini(&e);
    hcl_value_unref(unwrapped);
    free(wrapped);
    hcl_value_unref(again);
    free(out);
    hcl_value_unref(v);
  }
}

Test(json_value, numbers_keep_their_digits) {
  const char *text = "[1e400,0.1,1.50,-0.000001]";
  hcl_value *v = NULL;
  char *err = NULL;
  cr_assert_eq(hcl_value_from_json(text, strlen(text), NULL, &v, &err), HCL_OK);
  char *out = to_json(hcl_value_at(v, 1), hcl_type_number());
  cr_expect_str_eq(out, "0.1");
  free(out);
  out = to_json(hcl_value_at(v, 2), hcl_type_number());
  cr_expect_str_eq(out, "1.5");
  free(out);
  out = to_json(hcl_value_at(v, 3), hcl_type_number());
  cr_expect_str_eq(out, "-0.000001");
  free(out);
  out = to_json(hcl_value_at(v, 0), hcl_type_number());
  cr_expect_eq(strlen(out), 401);
  cr_expect_eq(out[0], '1');
  cr_expect_eq(strspn(out + 1, "0"), 400);
  free(out);
  hcl_value_unref(v);
}

Test(json_value, errors_and_nulls) {
  char *out = NULL, *err = NULL;
  size_t len = 99;
  hcl_value *u = hcl_value_unknown(hcl_type_string(), NULL);
  cr_expect_eq(hcl_value_to_json(u, hcl_type_string(), NULL, &out, &len, &err),
               HCL_ERR_INVALID);
  cr_expect_null(out);
  cr_expect_str_eq(err, "value is not known");
  free(err);
  /* without an err pointer, only the status */
  cr_expect_eq(hcl_value_to_json(u, hcl_type_string(), NULL, &out, &len, NULL),
               HCL_ERR_INVALID);
  hcl_value_unref(u);

  hcl_value *v = NULL;
  err = NULL;
  cr_expect_eq(hcl_value_from_json("[1,", 3, NULL, &v, &err), HCL_ERR_SYNTAX);
  cr_expect_null(v);
  cr_expect_str_eq(err, "EOF");
  free(err);
  cr_expect_eq(hcl_value_from_json("x", 1, NULL, &v, NULL), HCL_ERR_SYNTAX);

  /* a null of the dynamic pseudo-type is plain null */
  out = to_json(hcl_value_null(hcl_type_dynamic(), NULL), hcl_type_dynamic());
  cr_expect_str_eq(out, "null");
  free(out);

  /* capsule types cannot be written */
  const hcl_type *cap = hcl_type_capsule("thing", NULL, NULL);
  err = NULL;
  cr_expect_eq(hcl_type_to_json(cap, NULL, &out, &len, &err), HCL_ERR_INVALID);
  cr_expect_str_eq(err, "type not allowed: thing");
  free(err);
  hcl_type_unref(cap);
}

Test(json_value, go_quote) {
  static const struct {
    const char *in;
    size_t len;
    const char *want;
  } cases[] = {
      {"abc", 3, "\"abc\""},
      {"a\"b\\c", 5, "\"a\\\"b\\\\c\""},
      {"\a\b\f\n\r\t\v", 7, "\"\\a\\b\\f\\n\\r\\t\\v\""},
      {"\x01\x7f", 2, "\"\\x01\\x7f\""},
      {"\xc2\x80\xc2\xa0\xc2\xad", 6, "\"\\u0080\\u00a0\\u00ad\""},
      {"\xc3\xa9\xe4\xb8\xad", 5, "\"\xc3\xa9\xe4\xb8\xad\""},
      {"\xff", 1, "\"\\xff\""},
      {"e\xcc\x81", 3, "\"e\xcc\x81\""},
      {"\xe2\x80\xa8", 3, "\"\\u2028\""},
      {"\xf3\xa0\x80\x81", 4, "\"\\U000e0001\""},
      {"\xef\xbf\xbd", 3, "\"\xef\xbf\xbd\""},
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    hcl_buf b;
    hcl_buf_init(&b, NULL);
    cr_assert(hcl_go_quote(&b, cases[i].in, cases[i].len));
    hcl_buf_terminate(&b);
    cr_expect_str_eq(b.data, cases[i].want, "case %zu", i);
    hcl_buf_fini(&b);
  }
}

/* Every allocation failure is reported, and nothing leaks. */
Test(json_value, out_of_memory, .timeout = 60) {
  const char *text = "{\"a\":[1,\"x\",{\"b\":null,\"b\":true}],\"c\":{}}";
  for (size_t fail = 1;; fail++) {
    test_alloc ta;
    test_alloc_init(&ta);
    ta.fail_at = fail;
    hcl_value *v = NULL;
    char *err = NULL;
    hcl_status st =
        hcl_value_from_json(text, strlen(text), &ta.hooks, &v, &err);
    if (st == HCL_OK) {
      char *out = NULL;
      size_t len;
      st =
          hcl_value_to_json(v, hcl_type_dynamic(), &ta.hooks, &out, &len, &err);
      if (st == HCL_OK)
        ta.hooks.free(ta.hooks.ctx, out);
      hcl_value_unref(v);
      if (st == HCL_OK) {
        cr_expect_eq(ta.outstanding, 0);
        break;
      }
    }
    cr_expect_eq(st, HCL_ERR_NOMEM, "fail at %zu", fail);
    hcl_free(&ta.hooks, err);
    cr_expect_eq(ta.outstanding, 0, "leak when failing at %zu", fail);
  }
}

/* Nesting far beyond the reference's limit is an error, not a crash; at
   the limit, values are read and written back without recursion. */
Test(json_value, deep_nesting, .timeout = 60) {
  size_t n = 200000;
  char *text = malloc(2 * n + 1);
  memset(text, '[', n);
  memset(text + n, ']', n);
  text[2 * n] = '\0';
  hcl_value *v = NULL;
  char *err = NULL;
  cr_expect_eq(hcl_value_from_json(text, 2 * n, NULL, &v, &err),
               HCL_ERR_SYNTAX);
  cr_expect_str_eq(err, "failed to read tuple value: invalid character '[' "
                        "exceeded max depth");
  free(err);

  /* the deepest the reference reads */
  size_t m = 10001;
  memset(text, '[', m);
  memset(text + m, ']', m);
  text[2 * m] = '\0';
  err = NULL;
  cr_assert_eq(hcl_value_from_json(text, 2 * m, NULL, &v, &err), HCL_OK);
  char *out = to_json(v, hcl_value_type(v));
  cr_expect_str_eq(out, text);
  free(out);
  hcl_value_unref(v);

  /* unclosed: the end of the input is reached first */
  text[2 * m - 1] = '\0';
  cr_expect_eq(hcl_value_from_json(text, 2 * m - 1, NULL, &v, &err),
               HCL_ERR_SYNTAX);
  cr_expect_str_eq(err, "EOF");
  free(err);
  free(text);
}

/* Every short decode case, with every allocation failing in turn: the
   result is the normal one or HCL_ERR_NOMEM, and nothing leaks. */
Test(json_value, decode_out_of_memory, .timeout = 120) {
  char **lines = tf_read_lines(JSON_DATA, NULL);
  size_t swept = 0;
  for (size_t i = 0; lines[i]; i++) {
    tf_line l;
    tf_split(lines[i], &l);
    if (strcmp(l.fields[0], "decode") != 0)
      continue;
    size_t len;
    char *in = segments(l.fields[2], &len);
    if (len > 200) {
      free(in);
      continue;
    }
    for (size_t fail = 1;; fail++) {
      test_alloc ta;
      test_alloc_init(&ta);
      ta.fail_at = fail;
      hcl_value *v = NULL;
      char *err = NULL;
      hcl_status st = hcl_value_from_json(in, len, &ta.hooks, &v, &err);
      bool failed = ta.allocations >= fail;
      if (st != HCL_ERR_NOMEM) {
        char *got = result_of(st, v, err);
        cr_expect(tf_matches(l.fields[3], v, got),
                  "json_cases.txt line %s failing at %zu: %s", l.fields[1],
                  fail, got);
        free(got);
      }
      hcl_value_unref(v);
      hcl_free(&ta.hooks, err);
      cr_expect_eq(ta.outstanding, 0, "json_cases.txt line %s: leak at %zu",
                   l.fields[1], fail);
      if (!failed)
        break;
    }
    free(in);
    swept++;
  }
  tf_lines_free(lines);
  cr_expect_gt(swept, 150);
}
