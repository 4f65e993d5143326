/*
 * Type conversion and unification (eval/convert.c) against the reference.
 *
 * Every table row is a case in a small text notation and the answer the
 * reference implementation (go-cty 1.12.1's convert package) gave for it,
 * printed the same way:
 *
 *   convert VALUE TYPE     "ok VALUE" or "err MESSAGE" (convert.Convert)
 *   unify TYPE...          the unified type or "none" (convert.Unify)
 *   unify_unsafe TYPE...   the same for convert.UnifyUnsafe
 *   conv TYPE TYPE         whether GetConversion / GetConversionUnsafe exist
 *   mismatch TYPE TYPE     convert.MismatchMessage(got, want)
 *
 * Types: string number bool dynamic cap list(T) set(T) map(T)
 * tuple(T,...) object("name"=T,...), where cap is one capsule type.
 * Values: "text", numbers (printed as Go's Text('f', -1) and "/precision"),
 * Inf, NegInf, true, false, null(T), unknown(T), dynval (the dynamic
 * value), list(T)[v,...], set(T)[v,...], map(T){"k"=v,...},
 * tuple[v,...], object{"k"=v,...}.
 */

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/buf.h"
#include "eval/convert.h"
#include "eval/number.h"
#include "eval/value_internal.h"
#include "test_alloc.h"

typedef struct ref_case {
  const char *in;
  const char *want;
} ref_case;

/* ---- Reading the notation ------------------------------------------------ */

static const hcl_type *cap_type(void) {
  static const hcl_type *cap;
  if (!cap)
    cap = hcl_type_capsule("cap", NULL, NULL);
  return cap;
}

typedef struct reader {
  const char *s;
  size_t pos;
} reader;

static char peek(reader *r) {
  while (r->s[r->pos] == ' ')
    r->pos++;
  return r->s[r->pos];
}

static void expect(reader *r, char c) {
  cr_assert_eq(peek(r), c, "expected '%c' at %zu in %s", c, r->pos, r->s);
  r->pos++;
}

static bool skip(reader *r, char c) {
  if (peek(r) != c)
    return false;
  r->pos++;
  return true;
}

static bool word_char(char c) {
  return c == '_' || c == '-' || c == '.' || c == '+' ||
         (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
         (c >= '0' && c <= '9');
}

/* A word into `b` (cleared first). */
static void word(reader *r, hcl_buf *b) {
  hcl_buf_clear(b);
  peek(r);
  while (word_char(r->s[r->pos]))
    hcl_buf_putc(b, r->s[r->pos++]);
  hcl_buf_terminate(b);
}

static unsigned hex_digits(reader *r, int n) {
  unsigned v = 0;
  for (int i = 0; i < n; i++) {
    char c = r->s[r->pos++];
    v = v * 16 + (unsigned)(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
  }
  return v;
}

/* A quoted string (Go escapes \" \\ \n \t \xHH \uHHHH) into `b`. */
static void quoted(reader *r, hcl_buf *b) {
  hcl_buf_clear(b);
  expect(r, '"');
  while (r->s[r->pos] != '"') {
    char c = r->s[r->pos++];
    if (c != '\\') {
      hcl_buf_putc(b, c);
      continue;
    }
    c = r->s[r->pos++];
    if (c == 'n') {
      hcl_buf_putc(b, '\n');
    } else if (c == 't') {
      hcl_buf_putc(b, '\t');
    } else if (c == 'x') {
      hcl_buf_putc(b, (char)hex_digits(r, 2));
    } else if (c == 'u') {
      unsigned v = hex_digits(r, 4);
      if (v < 0x80) {
        hcl_buf_putc(b, (char)v);
      } else if (v < 0x800) {
        hcl_buf_putc(b, (char)(0xc0 | (v >> 6)));
        hcl_buf_putc(b, (char)(0x80 | (v & 63)));
      } else {
        hcl_buf_putc(b, (char)(0xe0 | (v >> 12)));
        hcl_buf_putc(b, (char)(0x80 | ((v >> 6) & 63)));
        hcl_buf_putc(b, (char)(0x80 | (v & 63)));
      }
    } else {
      hcl_buf_putc(b, c);
    }
  }
  r->pos++;
  hcl_buf_terminate(b);
}

/* Names and keys: quoted, or a bare word. */
static char *name(reader *r, size_t *len) {
  hcl_buf b;
  hcl_buf_init(&b, NULL);
  if (peek(r) == '"')
    quoted(r, &b);
  else
    word(r, &b);
  *len = b.len;
  return b.data; /* the caller frees */
}

static const hcl_type *read_type(reader *r);

static const hcl_type *read_type(reader *r) {
  hcl_buf w;
  hcl_buf_init(&w, NULL);
  word(r, &w);
  const hcl_type *t = NULL;
  if (!strcmp(w.data, "string")) {
    t = hcl_type_string();
  } else if (!strcmp(w.data, "number")) {
    t = hcl_type_number();
  } else if (!strcmp(w.data, "bool")) {
    t = hcl_type_bool();
  } else if (!strcmp(w.data, "dynamic")) {
    t = hcl_type_dynamic();
  } else if (!strcmp(w.data, "cap")) {
    t = hcl_type_ref(cap_type());
  } else if (!strcmp(w.data, "list") || !strcmp(w.data, "set") ||
             !strcmp(w.data, "map")) {
    expect(r, '(');
    const hcl_type *e = read_type(r);
    expect(r, ')');
    t = w.data[0] == 'l'   ? hcl_type_list(e, NULL)
        : w.data[0] == 's' ? hcl_type_set(e, NULL)
                           : hcl_type_map(e, NULL);
    hcl_type_unref(e);
  } else if (!strcmp(w.data, "tuple") || !strcmp(w.data, "object")) {
    bool obj = w.data[0] == 'o';
    const hcl_type *ts[16];
    hcl_str names[16];
    size_t n = 0;
    expect(r, '(');
    while (!skip(r, ')')) {
      cr_assert_lt(n, 16);
      if (obj) {
        names[n].ptr = name(r, &names[n].len);
        expect(r, '=');
      }
      ts[n++] = read_type(r);
      skip(r, ',');
    }
    t = obj ? hcl_type_object(names, ts, n, NULL) : hcl_type_tuple(ts, n, NULL);
    for (size_t i = 0; i < n; i++) {
      hcl_type_unref(ts[i]);
      if (obj)
        free((void *)names[i].ptr);
    }
  }
  cr_assert_not_null(t, "bad type '%s' in %s", w.data, r->s);
  hcl_buf_fini(&w);
  return t;
}

static hcl_value *read_value(reader *r);

/* Elements up to `close`, with keys when `keys` is given. */
static size_t read_items(reader *r, char close, hcl_value **vs, hcl_str *keys) {
  size_t n = 0;
  while (!skip(r, close)) {
    cr_assert_lt(n, 16);
    if (keys) {
      keys[n].ptr = name(r, &keys[n].len);
      expect(r, '=');
    }
    vs[n++] = read_value(r);
    skip(r, ',');
  }
  return n;
}

static hcl_value *read_value(reader *r) {
  char c = peek(r);
  hcl_buf w;
  hcl_buf_init(&w, NULL);
  hcl_value *v = NULL;
  if (c == '"') {
    quoted(r, &w);
    v = hcl_value_string(w.data, w.len, NULL);
    hcl_buf_fini(&w);
    return v;
  }
  size_t start = r->pos;
  word(r, &w);
  bool invalid = false;
  if (c == '-' || (c >= '0' && c <= '9')) {
    v = hcl_number_parse(w.data, w.len, NULL, &invalid);
  } else if (!strcmp(w.data, "Inf") || !strcmp(w.data, "NegInf")) {
    v = hcl_number_parse(w.data[0] == 'I' ? "+Inf" : "-Inf", 4, NULL, &invalid);
  } else if (!strcmp(w.data, "true") || !strcmp(w.data, "false")) {
    v = hcl_value_bool(w.data[0] == 't');
  } else if (!strcmp(w.data, "dynval")) {
    v = hcl_value_dynamic();
  } else if (!strcmp(w.data, "null") || !strcmp(w.data, "unknown")) {
    expect(r, '(');
    const hcl_type *t = read_type(r);
    expect(r, ')');
    v = w.data[0] == 'n' ? hcl_value_null(t, NULL) : hcl_value_unknown(t, NULL);
    hcl_type_unref(t);
  } else if (!strcmp(w.data, "list") || !strcmp(w.data, "set") ||
             !strcmp(w.data, "map")) {
    r->pos = start;
    const hcl_type *t = read_type(r);
    bool is_map = w.data[0] == 'm';
    hcl_value *vs[16];
    hcl_str keys[16];
    expect(r, is_map ? '{' : '[');
    size_t n = read_items(r, is_map ? '}' : ']', vs, is_map ? keys : NULL);
    /* like cty: the element type is the first that is not dynamic */
    const hcl_type *ety = hcl_type_elem(t);
    if (n) {
      ety = hcl_type_dynamic();
      for (size_t i = 0; i < n; i++)
        if (hcl_type_kind_of(ety) == HCL_TYPE_DYNAMIC)
          ety = hcl_value_type(vs[i]);
    }
    const hcl_value *const *items = (const hcl_value *const *)vs;
    v = w.data[0] == 'l'   ? hcl_value_list(ety, items, n, NULL)
        : w.data[0] == 's' ? hcl_value_set(ety, items, n, NULL)
                           : hcl_value_map(ety, keys, items, n, NULL);
    for (size_t i = 0; i < n; i++) {
      hcl_value_unref(vs[i]);
      if (is_map)
        free((void *)keys[i].ptr);
    }
    hcl_type_unref(t);
  } else if (!strcmp(w.data, "tuple") || !strcmp(w.data, "object")) {
    bool obj = w.data[0] == 'o';
    hcl_value *vs[16];
    hcl_str keys[16];
    expect(r, obj ? '{' : '[');
    size_t n = read_items(r, obj ? '}' : ']', vs, obj ? keys : NULL);
    const hcl_value *const *items = (const hcl_value *const *)vs;
    v = obj ? hcl_value_object(keys, items, n, NULL)
            : hcl_value_tuple(items, n, NULL);
    for (size_t i = 0; i < n; i++) {
      hcl_value_unref(vs[i]);
      if (obj)
        free((void *)keys[i].ptr);
    }
  }
  cr_assert_not_null(v, "bad value '%s' in %s", w.data, r->s);
  hcl_buf_fini(&w);
  return v;
}

/* ---- Writing the notation ------------------------------------------------ */

/* Go's strconv.Quote for the ASCII the tables use; other bytes as is. */
static void put_quoted(hcl_buf *b, hcl_str s) {
  hcl_buf_putc(b, '"');
  for (size_t i = 0; i < s.len; i++) {
    unsigned char c = (unsigned char)s.ptr[i];
    if (c == '"' || c == '\\') {
      hcl_buf_putc(b, '\\');
      hcl_buf_putc(b, (char)c);
    } else if (c == '\n') {
      hcl_buf_puts(b, "\\n");
    } else if (c == '\t') {
      hcl_buf_puts(b, "\\t");
    } else if (c < 0x20 || c == 0x7f) {
      hcl_buf_printf(b, "\\x%02x", c);
    } else {
      hcl_buf_putc(b, (char)c);
    }
  }
  hcl_buf_putc(b, '"');
}

static void put_type(hcl_buf *b, const hcl_type *t) {
  switch (hcl_type_kind_of(t)) {
  case HCL_TYPE_DYNAMIC:
    hcl_buf_puts(b, "dynamic");
    return;
  case HCL_TYPE_STRING:
    hcl_buf_puts(b, "string");
    return;
  case HCL_TYPE_NUMBER:
    hcl_buf_puts(b, "number");
    return;
  case HCL_TYPE_BOOL:
    hcl_buf_puts(b, "bool");
    return;
  case HCL_TYPE_CAPSULE:
    hcl_buf_puts(b, "cap");
    return;
  case HCL_TYPE_LIST:
  case HCL_TYPE_SET:
  case HCL_TYPE_MAP:
    hcl_buf_puts(b, hcl_type_kind_of(t) == HCL_TYPE_LIST  ? "list("
                    : hcl_type_kind_of(t) == HCL_TYPE_SET ? "set("
                                                          : "map(");
    put_type(b, hcl_type_elem(t));
    hcl_buf_putc(b, ')');
    return;
  case HCL_TYPE_TUPLE:
  case HCL_TYPE_OBJECT: {
    bool obj = hcl_type_kind_of(t) == HCL_TYPE_OBJECT;
    hcl_buf_puts(b, obj ? "object(" : "tuple(");
    for (size_t i = 0; i < hcl_type_count(t); i++) {
      if (i)
        hcl_buf_putc(b, ',');
      if (obj) {
        put_quoted(b, hcl_type_attr_name_at(t, i));
        hcl_buf_putc(b, '=');
      }
      put_type(b, hcl_type_at(t, i));
    }
    hcl_buf_putc(b, ')');
    return;
  }
  }
}

static void put_value(hcl_buf *b, const hcl_value *v) {
  const hcl_type *t = hcl_value_type(v);
  hcl_type_kind k = hcl_type_kind_of(t);
  if (hcl_value_is_unknown(v) || hcl_value_is_null(v)) {
    hcl_buf_puts(b, hcl_value_is_unknown(v) ? "unknown(" : "null(");
    put_type(b, t);
    hcl_buf_putc(b, ')');
    return;
  }
  switch (k) {
  case HCL_TYPE_STRING:
    put_quoted(b, hcl_value_as_string(v));
    return;
  case HCL_TYPE_BOOL:
    hcl_buf_puts(b, hcl_value_as_bool(v) ? "true" : "false");
    return;
  case HCL_TYPE_NUMBER: {
    const mpfr_t *x = hcl_value_mpfr(v);
    char small[64];
    size_t len = hcl_number_format(*x, small, sizeof small);
    if (len < sizeof small) {
      hcl_buf_append(b, small, len);
    } else {
      cr_assert(hcl_buf_reserve(b, len));
      hcl_number_format(*x, b->data + b->len, len + 1);
      b->len += len;
    }
    hcl_buf_printf(b, "/%ld", (long)mpfr_get_prec(*x));
    return;
  }
  case HCL_TYPE_LIST:
  case HCL_TYPE_SET:
  case HCL_TYPE_TUPLE:
  case HCL_TYPE_MAP:
  case HCL_TYPE_OBJECT: {
    bool keyed = k == HCL_TYPE_MAP || k == HCL_TYPE_OBJECT;
    if (k == HCL_TYPE_TUPLE)
      hcl_buf_puts(b, "tuple");
    else if (k == HCL_TYPE_OBJECT)
      hcl_buf_puts(b, "object");
    else
      put_type(b, t);
    hcl_buf_putc(b, keyed ? '{' : '[');
    for (size_t i = 0; i < hcl_value_count(v); i++) {
      if (i)
        hcl_buf_putc(b, ',');
      if (keyed) {
        put_quoted(b, hcl_value_key_at(v, i));
        hcl_buf_putc(b, '=');
      }
      put_value(b, hcl_value_at(v, i));
    }
    hcl_buf_putc(b, keyed ? '}' : ']');
    return;
  }
  default:
    hcl_buf_puts(b, "?");
    return;
  }
}

/* ---- Running a case ------------------------------------------------------ */

/* A case, read: the command, its value and its types (owned). */
typedef struct parsed {
  char cmd[16];
  hcl_value *value;
  const hcl_type *types[16];
  size_t ntypes;
} parsed;

static void parse_case(const char *line, parsed *p) {
  memset(p, 0, sizeof *p);
  reader r = {line, 0};
  hcl_buf w;
  hcl_buf_init(&w, NULL);
  word(&r, &w);
  cr_assert_lt(w.len, sizeof p->cmd);
  memcpy(p->cmd, w.data, w.len + 1);
  hcl_buf_fini(&w);
  if (!strcmp(p->cmd, "convert"))
    p->value = read_value(&r);
  while (peek(&r)) {
    cr_assert_lt(p->ntypes, 16);
    p->types[p->ntypes++] = read_type(&r);
  }
}

static void parsed_free(parsed *p) {
  hcl_value_unref(p->value);
  for (size_t i = 0; i < p->ntypes; i++)
    hcl_type_unref(p->types[i]);
}

/*
 * Runs a parsed case with allocator `a`, the answer printed into `out`.
 * Returns false when the library ran out of memory.
 */
static bool run_parsed(const parsed *p, const hcl_alloc *a, hcl_buf *out) {
  hcl_buf_clear(out);
  bool ok = true;
  if (!strcmp(p->cmd, "convert")) {
    hcl_value *res = NULL;
    hcl_buf err;
    hcl_buf_init(&err, a);
    hcl_convert_result st = hcl_convert(p->value, p->types[0], a, &res, &err);
    if (st == HCL_CONVERT_OK) {
      cr_expect_not_null(res);
      hcl_buf_puts(out, "ok ");
      put_value(out, res);
    } else if (st == HCL_CONVERT_FAILED) {
      cr_expect_null(res);
      hcl_buf_puts(out, "err ");
      hcl_buf_append(out, err.data, err.len);
    } else {
      cr_expect_null(res);
      ok = false;
    }
    hcl_value_unref(res);
    hcl_buf_fini(&err);
  } else if (!strncmp(p->cmd, "unify", 5)) {
    const hcl_type *u = NULL;
    bool nomem = hcl_unify(p->types, p->ntypes, !strcmp(p->cmd, "unify_unsafe"),
                           a, &u) != HCL_OK;
    if (u)
      put_type(out, u);
    else if (!nomem)
      hcl_buf_puts(out, "none");
    ok = u || !nomem;
    hcl_type_unref(u);
  } else if (!strcmp(p->cmd, "conv")) {
    bool safe = false, unsafe = false;
    ok = hcl_convertible(p->types[0], p->types[1], false, a, &safe) == HCL_OK &&
         hcl_convertible(p->types[0], p->types[1], true, a, &unsafe) == HCL_OK;
    hcl_buf_printf(out, "safe=%s unsafe=%s", safe ? "true" : "false",
                   unsafe ? "true" : "false");
  } else if (!strcmp(p->cmd, "mismatch")) {
    hcl_buf msg;
    hcl_buf_init(&msg, a);
    ok = hcl_mismatch_message(p->types[0], p->types[1], &msg) == HCL_OK;
    if (ok)
      hcl_buf_append(out, msg.data, msg.len);
    hcl_buf_fini(&msg);
  } else {
    cr_assert_fail("unknown command %s", p->cmd);
  }
  hcl_buf_terminate(out);
  return ok;
}

static void run_table(const ref_case *cases, size_t n) {
  hcl_buf out;
  hcl_buf_init(&out, NULL);
  for (size_t i = 0; i < n; i++) {
    parsed p;
    parse_case(cases[i].in, &p);
    cr_assert(run_parsed(&p, NULL, &out));
    cr_expect_str_eq(out.data, cases[i].want, "%s", cases[i].in);
    parsed_free(&p);
  }
  hcl_buf_fini(&out);
}

#define RUN(table) run_table(table, sizeof table / sizeof table[0])

/* ---- Reference cases ----------------------------------------------------- */

static const ref_case primitives_cases[] = {
    {"convert \"12\" number", "ok 12/512"},
    {"convert \"12.5\" number", "ok 12.5/512"},
    {"convert \"-0.5e3\" number", "ok -500/512"},
    {"convert \"1e400\" number",
     "ok 100000000000000000000000000000000000000000000000000000000000000000000"
     "000000000000000000000000000000000000000000000000000000000000000000000000"
     "000000000000000000000000000000000000000000000000000000000000000000000000"
     "000000000000000000000000000000000000000000000000000000000000000000000000"
     "000000000000000000000000000000000000000000000000000000000000000000000000"
     "00000000000000000000000000000000000000000000/512"},
    {"convert \" 12\" number", "err a number is required"},
    {"convert \"12 \" number", "err a number is required"},
    {"convert \"\" number", "err a number is required"},
    {"convert \"abc\" number", "err a number is required"},
    {"convert \"0x10\" number", "err a number is required"},
    {"convert \"1_000\" number", "err a number is required"},
    {"convert \"Inf\" number", "ok +Inf/512"},
    {"convert \"+Inf\" number", "ok +Inf/512"},
    {"convert \"-Inf\" number", "ok -Inf/512"},
    {"convert \"inf\" number", "ok +Inf/512"},
    {"convert \"+12\" number", "ok 12/512"},
    {"convert \".5\" number", "ok 0.5/512"},
    {"convert \"5.\" number", "ok 5/512"},
    {"convert \"1e\" number", "err a number is required"},
    {"convert \"0.1\" number", "ok 0.1/512"},
    {"convert 12 string", "ok \"12\""},
    {"convert 12.5 string", "ok \"12.5\""},
    {"convert -0.5 string", "ok \"-0.5\""},
    {"convert 0.1 string", "ok \"0.1\""},
    {"convert 1e21 string", "ok \"1000000000000000000000\""},
    {"convert 123456789012345678901234567890 string",
     "ok \"123456789012345678901234567890\""},
    {"convert 1e-7 string", "ok \"0.0000001\""},
    {"convert Inf string", "ok \"+Inf\""},
    {"convert NegInf string", "ok \"-Inf\""},
    {"convert true string", "ok \"true\""},
    {"convert false string", "ok \"false\""},
    {"convert \"true\" bool", "ok true"},
    {"convert \"false\" bool", "ok false"},
    {"convert \"1\" bool", "ok true"},
    {"convert \"0\" bool", "ok false"},
    {"convert \"True\" bool",
     "err a bool is required; to convert from string, use lowercase \"true\""},
    {"convert \"FALSE\" bool",
     "err a bool is required; to convert from string, use lowercase \"false\""},
    {"convert \"TRUE\" bool",
     "err a bool is required; to convert from string, use lowercase \"true\""},
    {"convert \"yes\" bool", "err a bool is required"},
    {"convert \"\" bool", "err a bool is required"},
    {"convert \" true\" bool", "err a bool is required"},
    {"convert true number", "err number required"},
    {"convert 1 bool", "err bool required"},
    {"convert \"a\" string", "ok \"a\""},
    {"convert 1 number", "ok 1/512"},
    {"convert true bool", "ok true"},
    {"convert \"a\" dynamic", "ok \"a\""},
    {"convert 5 dynamic", "ok 5/512"},
};

static const ref_case nulls_and_unknowns_cases[] = {
    {"convert null(string) number", "ok null(number)"},
    {"convert null(string) bool", "ok null(bool)"},
    {"convert null(number) string", "ok null(string)"},
    {"convert null(number) bool", "err bool required"},
    {"convert null(bool) number", "err number required"},
    {"convert unknown(string) number", "ok unknown(number)"},
    {"convert unknown(number) string", "ok unknown(string)"},
    {"convert unknown(bool) number", "err number required"},
    {"convert null(dynamic) string", "ok null(string)"},
    {"convert dynval string", "ok unknown(string)"},
    {"convert dynval list(string)", "ok unknown(list(string))"},
    {"convert null(dynamic) object(\"a\"=string)",
     "ok null(object(\"a\"=string))"},
    {"convert null(list(string)) list(dynamic)", "ok null(list(string))"},
    {"convert null(list(string)) set(number)", "ok null(set(number))"},
    {"convert unknown(list(string)) set(dynamic)", "ok unknown(set(string))"},
    {"convert unknown(tuple(string,number)) list(dynamic)",
     "ok unknown(list(string))"},
    {"convert unknown(tuple(string,bool)) set(dynamic)",
     "ok unknown(set(string))"},
    {"convert null(tuple()) list(dynamic)", "ok null(list(dynamic))"},
    {"convert unknown(tuple(string,dynamic)) list(dynamic)",
     "ok unknown(list(string))"},
    {"convert unknown(object(\"a\"=string,\"b\"=number)) map(dynamic)",
     "ok unknown(map(string))"},
    {"convert null(object()) map(dynamic)", "ok null(map(dynamic))"},
    {"convert unknown(map(string)) object(\"a\"=dynamic,\"b\"=number)",
     "ok unknown(object(\"a\"=string,\"b\"=number))"},
    {"convert unknown(object(\"a\"=string,\"b\"=number)) object(\"a\"=dynamic)",
     "ok unknown(object(\"a\"=string))"},
    {"convert unknown(tuple(string,number)) tuple(dynamic,string)",
     "ok unknown(tuple(string,string))"},
    {"convert unknown(list(dynamic)) list(string)", "ok unknown(list(string))"},
    {"convert null(map(number)) map(dynamic)", "ok null(map(number))"},
    {"convert unknown(set(bool)) list(dynamic)", "ok unknown(list(bool))"},
    {"convert null(number) dynamic", "ok null(number)"},
    {"convert unknown(number) dynamic", "ok unknown(number)"},
    {"convert null(number) list(string)", "err list of string required"},
    {"convert unknown(string) object(\"a\"=string)", "err object required"},
};

static const ref_case lists_and_sets_cases[] = {
    {"convert list(string)[\"a\",\"b\"] list(number)",
     "err a number is required"},
    {"convert list(string)[\"1\",\"b\"] list(number)",
     "err a number is required"},
    {"convert list(string)[\"1\",\"2\"] list(number)",
     "ok list(number)[1/512,2/512]"},
    {"convert list(string)[\"1\",\"2\",\"1\"] set(number)",
     "ok set(number)[1/512,2/512]"},
    {"convert list(number)[1,2,1] set(string)", "ok set(string)[\"1\",\"2\"]"},
    {"convert list(number)[3,1,2] set(number)",
     "ok set(number)[1/512,2/512,3/512]"},
    {"convert set(number)[3,1,2] list(number)",
     "ok list(number)[1/512,2/512,3/512]"},
    {"convert set(number)[3,1,2] list(string)",
     "ok list(string)[\"1\",\"2\",\"3\"]"},
    {"convert set(string)[\"b\",\"a\"] list(dynamic)",
     "ok list(string)[\"a\",\"b\"]"},
    {"convert list(string)[] list(number)", "ok list(number)[]"},
    {"convert list(string)[] list(dynamic)", "ok list(string)[]"},
    {"convert set(string)[] list(dynamic)", "ok list(string)[]"},
    {"convert list(string)[] set(dynamic)", "ok set(string)[]"},
    {"convert list(string)[\"a\"] list(dynamic)", "ok list(string)[\"a\"]"},
    {"convert list(string)[\"a\",null(string),unknown(string)] list(number)",
     "err a number is required"},
    {"convert list(string)[\"1\",null(string),unknown(string)] list(number)",
     "ok list(number)[1/512,null(number),unknown(number)]"},
    {"convert set(string)[\"a\",unknown(string)] list(string)",
     "ok unknown(list(string))"},
    {"convert set(string)[\"a\",unknown(string)] list(number)",
     "ok unknown(list(string))"},
    {"convert set(string)[unknown(string)] list(number)",
     "ok list(number)[unknown(number)]"},
    {"convert set(string)[\"1\",unknown(string)] list(dynamic)",
     "ok unknown(list(string))"},
    {"convert set(string)[\"1\"] list(number)", "ok list(number)[1/512]"},
    {"convert list(dynamic)[dynval,dynval] list(string)",
     "ok list(string)[unknown(string),unknown(string)]"},
    {"convert list(dynamic)[null(dynamic)] list(string)",
     "ok list(string)[null(string)]"},
    {"convert list(dynamic)[dynval] set(string)",
     "ok set(string)[unknown(string)]"},
    {"convert list(list(string))[list(string)[\"a\"]] list(list(number))",
     "err a number is required"},
    {"convert list(list(string))[list(string)[\"a\"]] list(set(number))",
     "err a number is required"},
    {"convert list(number)[1] list(bool)",
     "err incorrect list element type: bool required"},
    {"convert list(number)[1] set(bool)",
     "err incorrect set element type: bool required"},
    {"convert list(string)[\"a\"] map(string)", "err map of string required"},
    {"convert list(string)[\"a\"] tuple(string)", "err tuple required"},
    {"convert set(list(string))[list(string)[\"a\",\"b\"],list(string)[\"c\"]]"
     " list(list(dynamic))",
     "ok list(list(string))[list(string)[\"a\",\"b\"],list(string)[\"c\"]]"},
};

static const ref_case tuples_to_collections_cases[] = {
    {"convert tuple[\"a\",1,true] list(string)",
     "ok list(string)[\"a\",\"1\",\"true\"]"},
    {"convert tuple[\"a\",1,true] list(dynamic)",
     "ok list(string)[\"a\",\"1\",\"true\"]"},
    {"convert tuple[1,2] list(dynamic)", "ok list(number)[1/512,2/512]"},
    {"convert tuple[1,\"2\"] list(number)", "ok list(number)[1/512,2/512]"},
    {"convert tuple[1,\"x\"] list(number)", "err a number is required"},
    {"convert tuple[1,\"2\"] list(dynamic)", "ok list(string)[\"1\",\"2\"]"},
    {"convert tuple[1,true] list(dynamic)",
     "err all list elements must have the same type"},
    {"convert tuple[1,true] set(dynamic)",
     "err all set elements must have the same type"},
    {"convert tuple[] list(dynamic)", "ok list(dynamic)[]"},
    {"convert tuple[] set(dynamic)", "ok set(dynamic)[]"},
    {"convert tuple[] list(string)", "ok list(string)[]"},
    {"convert tuple[] set(number)", "ok set(number)[]"},
    {"convert tuple[dynval,dynval] list(dynamic)",
     "ok list(dynamic)[unknown(dynamic),unknown(dynamic)]"},
    {"convert tuple[dynval,\"a\"] list(dynamic)",
     "ok list(string)[unknown(string),\"a\"]"},
    {"convert tuple[null(dynamic),\"a\"] list(dynamic)",
     "ok list(string)[null(string),\"a\"]"},
    {"convert tuple[dynval,\"a\"] list(string)",
     "ok list(string)[unknown(string),\"a\"]"},
    {"convert tuple[\"a\",null(string)] list(dynamic)",
     "ok list(string)[\"a\",null(string)]"},
    {"convert tuple[\"a\",unknown(number)] list(dynamic)",
     "ok list(string)[\"a\",unknown(string)]"},
    {"convert tuple[null(dynamic)] list(dynamic)",
     "ok list(dynamic)[null(dynamic)]"},
    {"convert tuple[list(string)[\"a\"],list(number)[1]] list(dynamic)",
     "ok list(list(string))[list(string)[\"a\"],list(string)[\"1\"]]"},
    {"convert tuple[list(string)[\"a\"],tuple[1]] list(dynamic)",
     "ok list(list(string))[list(string)[\"a\"],list(string)[\"1\"]]"},
    {"convert tuple[object{\"a\"=\"x\"},object{\"a\"=1}] list(dynamic)",
     "ok list(object(\"a\"=string))[object{\"a\"=\"x\"},object{\"a\"=\"1\"}]"},
    {"convert tuple[object{\"a\"=\"x\"},object{\"b\"=1}] list(dynamic)",
     "ok list(map(string))[map(string){\"a\"=\"x\"},map(string){\"b\"=\"1\"}]"},
    {"convert tuple[object{\"a\"=\"x\"},object{\"b\"=true}] list(dynamic)",
     "ok list(map(string))[map(string){\"a\"=\"x\"},map(string){\"b\"=\"true\""
     "}]"},
    {"convert tuple[object{\"a\"=\"x\"},map(string){\"b\"=\"y\"}] list(dynamic"
     ")",
     "ok list(map(string))[map(string){\"a\"=\"x\"},map(string){\"b\"=\"y\"}]"},
    {"convert tuple[object{\"a\"=list(string)[\"x\"]},object{\"a\"=tuple[]}] l"
     "ist(dynamic)",
     "ok list(object(\"a\"=list(string)))[object{\"a\"=list(string)[\"x\"]},ob"
     "ject{\"a\"=list(string)[]}]"},
    {"convert tuple[map(string){\"a\"=\"x\"},map(number){\"b\"=1}] list(dynami"
     "c)",
     "ok list(map(string))[map(string){\"a\"=\"x\"},map(string){\"b\"=\"1\"}]"},
    {"convert tuple[\"a\",\"b\",\"a\"] set(dynamic)",
     "ok set(string)[\"a\",\"b\"]"},
    {"convert tuple[\"a\",1,\"1\"] set(string)", "ok set(string)[\"1\",\"a\"]"},
    {"convert tuple[\"a\",1,\"1\"] set(dynamic)",
     "ok set(string)[\"1\",\"a\"]"},
    {"convert tuple[1,\"a\"] set(number)", "err a number is required"},
    {"convert tuple[tuple[1],tuple[\"a\"]] set(dynamic)",
     "ok set(tuple(string))[tuple[\"1\"],tuple[\"a\"]]"},
    {"convert tuple[tuple[1],tuple[\"a\",\"b\"]] set(dynamic)",
     "ok set(list(string))[list(string)[\"1\"],list(string)[\"a\",\"b\"]]"},
    {"convert tuple[tuple[1],tuple[\"a\",\"b\"]] list(dynamic)",
     "ok list(list(string))[list(string)[\"1\"],list(string)[\"a\",\"b\"]]"},
    {"convert tuple[list(string)[],tuple[]] list(dynamic)",
     "ok list(list(string))[list(string)[],list(string)[]]"},
    {"convert tuple[object{},object{}] list(dynamic)",
     "ok list(object())[object{},object{}]"},
    {"convert tuple[1,object{}] list(dynamic)",
     "err all list elements must have the same type"},
    {"convert tuple[1,list(string)[\"a\"]] list(dynamic)",
     "err all list elements must have the same type"},
    {"convert tuple[1,2] tuple(string,string)", "ok tuple[\"1\",\"2\"]"},
    {"convert tuple[1,2] tuple(string)", "err tuple required"},
    {"convert tuple[\"a\",\"b\"] tuple(number,string)",
     "err a number is required"},
    {"convert tuple[\"1\",null(string),unknown(string)] tuple(number,number,bo"
     "ol)",
     "ok tuple[1/512,null(number),unknown(bool)]"},
    {"convert tuple[1,\"a\"] tuple(dynamic,dynamic)", "ok tuple[1/512,\"a\"]"},
    {"convert tuple[1,\"a\"] tuple(dynamic,number)",
     "err a number is required"},
    {"convert tuple[1] map(number)", "err map of number required"},
};

static const ref_case maps_and_objects_cases[] = {
    {"convert map(string){\"a\"=\"1\",\"b\"=\"2\"} map(number)",
     "ok map(number){\"a\"=1/512,\"b\"=2/512}"},
    {"convert map(string){\"a\"=\"1\",\"b\"=\"x\"} map(number)",
     "err a number is required"},
    {"convert map(string){} map(number)", "ok map(number){}"},
    {"convert map(string){} map(dynamic)", "ok map(string){}"},
    {"convert map(string){\"a\"=\"x\"} map(dynamic)",
     "ok map(string){\"a\"=\"x\"}"},
    {"convert map(list(string)){\"a\"=list(string)[\"x\"]} map(list(dynamic))",
     "ok map(list(string)){\"a\"=list(string)[\"x\"]}"},
    {"convert map(list(string)){\"a\"=list(string)[\"x\"],\"b\"=list(string)["
     "\"y\"]} map(set(dynamic))",
     "ok map(set(string)){\"a\"=set(string)[\"x\"],\"b\"=set(string)[\"y\"]}"},
    {"convert map(dynamic){\"a\"=dynval} map(string)",
     "ok map(string){\"a\"=unknown(string)}"},
    {"convert map(string){\"a\"=\"x\"} object(\"a\"=string)",
     "ok object{\"a\"=\"x\"}"},
    {"convert map(string){\"a\"=\"1\"} object(\"a\"=number)",
     "ok object{\"a\"=1/512}"},
    {"convert map(string){\"a\"=\"x\"} object(\"a\"=number)",
     "err a number is required"},
    {"convert map(string){\"a\"=\"x\",\"b\"=\"y\"} object(\"a\"=string)",
     "ok object{\"a\"=\"x\"}"},
    {"convert map(string){\"a\"=\"x\"} object(\"a\"=string,\"b\"=string)",
     "err map has no element for required attribute \"b\""},
    {"convert map(string){\"a\"=\"x\"} object(\"a\"=list(string))",
     "err object required"},
    {"convert map(string){} object()", "ok object{}"},
    {"convert map(string){\"a\"=null(string),\"b\"=unknown(string)} object(\"a"
     "\"=number,\"b\"=bool)",
     "ok object{\"a\"=null(number),\"b\"=unknown(bool)}"},
    {"convert map(number){\"a\"=1} object(\"a\"=string,\"b\"=bool)",
     "err object required"},
    {"convert object{\"a\"=\"x\",\"b\"=1} map(string)",
     "ok map(string){\"a\"=\"x\",\"b\"=\"1\"}"},
    {"convert object{\"a\"=\"x\",\"b\"=1} map(dynamic)",
     "ok map(string){\"a\"=\"x\",\"b\"=\"1\"}"},
    {"convert object{\"a\"=\"x\",\"b\"=true} map(dynamic)",
     "ok map(string){\"a\"=\"x\",\"b\"=\"true\"}"},
    {"convert object{\"a\"=1,\"b\"=true} map(dynamic)",
     "err all map elements must have the same type"},
    {"convert object{\"a\"=1,\"b\"=true} map(number)",
     "err element \"b\": number required"},
    {"convert object{\"a\"=\"x\",\"b\"=\"true\"} map(bool)",
     "err a bool is required"},
    {"convert object{} map(dynamic)", "ok map(dynamic){}"},
    {"convert object{} map(string)", "ok map(string){}"},
    {"convert object{\"a\"=list(string)[\"x\"],\"b\"=tuple[\"y\"]} map(dynamic"
     ")",
     "ok map(list(string)){\"a\"=list(string)[\"x\"],\"b\"=list(string)[\"y\"]"
     "}"},
    {"convert object{\"a\"=list(string)[\"x\"],\"b\"=tuple[1]} map(list(string"
     "))",
     "ok map(list(string)){\"a\"=list(string)[\"x\"],\"b\"=list(string)[\"1\"]"
     "}"},
    {"convert object{\"a\"=object{\"x\"=1},\"b\"=object{\"x\"=\"s\"}} map(dyna"
     "mic)",
     "ok map(object(\"x\"=string)){\"a\"=object{\"x\"=\"1\"},\"b\"=object{\"x"
     "\"=\"s\"}}"},
    {"convert object{\"a\"=object{\"x\"=1},\"b\"=object{\"y\"=\"s\"}} map(dyna"
     "mic)",
     "ok map(map(string)){\"a\"=map(string){\"x\"=\"1\"},\"b\"=map(string){\"y"
     "\"=\"s\"}}"},
    {"convert object{\"a\"=object{\"x\"=1},\"b\"=object{\"y\"=true}} map(dynam"
     "ic)",
     "err all map elements must have the same type"},
    {"convert object{\"a\"=dynval,\"b\"=\"x\"} map(dynamic)",
     "ok map(string){\"a\"=unknown(string),\"b\"=\"x\"}"},
    {"convert object{\"a\"=null(dynamic),\"b\"=\"x\"} map(string)",
     "ok map(string){\"a\"=null(string),\"b\"=\"x\"}"},
    {"convert object{\"a\"=\"x\",\"b\"=1} object(\"a\"=string)",
     "ok object{\"a\"=\"x\"}"},
    {"convert object{\"a\"=\"x\",\"b\"=1} object(\"a\"=string,\"b\"=string)",
     "ok object{\"a\"=\"x\",\"b\"=\"1\"}"},
    {"convert object{\"a\"=\"x\",\"b\"=\"1\"} object(\"a\"=number,\"b\"=number"
     ")",
     "err a number is required"},
    {"convert object{\"a\"=\"x\"} object(\"a\"=string,\"b\"=string)",
     "err attribute \"b\" is required"},
    {"convert object{\"a\"=\"x\"} object(\"b\"=string,\"c\"=string)",
     "err attributes \"b\" and \"c\" are required"},
    {"convert object{\"a\"=\"x\"} object(\"b\"=string,\"c\"=string,\"d\"=numbe"
     "r)",
     "err attributes \"b\", \"c\", and \"d\" are required"},
    {"convert object{\"a\"=\"x\"} object(\"a\"=list(string))",
     "err attribute \"a\": list of string required"},
    {"convert object{\"a\"=\"x\"} object(\"a\"=dynamic)",
     "ok object{\"a\"=\"x\"}"},
    {"convert object{\"a\"=null(string),\"b\"=unknown(number)} object(\"a\"=nu"
     "mber,\"b\"=string)",
     "ok object{\"a\"=null(number),\"b\"=unknown(string)}"},
    {"convert object{\"a\"=tuple[1,2]} object(\"a\"=list(string))",
     "ok object{\"a\"=list(string)[\"1\",\"2\"]}"},
    {"convert object{\"a\"=tuple[1,\"x\"]} object(\"a\"=list(number))",
     "err a number is required"},
    {"convert object{\"a\"=1} tuple(number)", "err tuple required"},
    {"convert object{\"a\"=1} list(number)", "err list of number required"},
    {"convert object{\"a\"=1} map(list(number))",
     "err element \"a\": list of number required"},
    {"convert object{\"a\"=tuple[1,true]} object(\"a\"=list(dynamic))",
     "err attribute \"a\": all list elements must have the same type"},
};

static const ref_case nested_cases[] = {
    {"convert list(object(\"a\"=string))[object{\"a\"=\"1\"}] list(object(\"a"
     "\"=number))",
     "ok list(object(\"a\"=number))[object{\"a\"=1/512}]"},
    {"convert list(object(\"a\"=string))[object{\"a\"=\"x\"}] list(object(\"a"
     "\"=number))",
     "err a number is required"},
    {"convert list(map(string))[map(string){\"a\"=\"1\"}] list(map(number))",
     "ok list(map(number))[map(number){\"a\"=1/512}]"},
    {"convert map(map(string)){\"x\"=map(string){\"a\"=\"1\"}} map(map(number)"
     ")",
     "ok map(map(number)){\"x\"=map(number){\"a\"=1/512}}"},
    {"convert map(map(string)){\"x\"=map(string){\"a\"=\"1\"}} map(map(string)"
     ")",
     "ok map(map(string)){\"x\"=map(string){\"a\"=\"1\"}}"},
    {"convert tuple[tuple[\"a\",1],tuple[\"b\",2]] list(tuple(string,number))",
     "ok list(tuple(string,number))[tuple[\"a\",1/512],tuple[\"b\",2/512]]"},
    {"convert tuple[tuple[\"a\",1],tuple[\"b\",2]] list(list(string))",
     "ok list(list(string))[list(string)[\"a\",\"1\"],list(string)[\"b\",\"2\""
     "]]"},
    {"convert tuple[tuple[\"a\",1],tuple[\"b\",2]] list(dynamic)",
     "ok list(tuple(string,number))[tuple[\"a\",1/512],tuple[\"b\",2/512]]"},
    {"convert set(object(\"a\"=string))[object{\"a\"=\"x\"},object{\"a\"=\"y\""
     "}] list(dynamic)",
     "ok list(object(\"a\"=string))[object{\"a\"=\"x\"},object{\"a\"=\"y\"}]"},
    {"convert tuple[set(number)[1],list(number)[2]] list(dynamic)",
     "ok list(list(number))[list(number)[1/512],list(number)[2/512]]"},
    {"convert tuple[set(number)[1],tuple[2]] list(dynamic)",
     "ok list(set(number))[set(number)[1/512],set(number)[2/512]]"},
    {"convert tuple[set(number)[1],tuple[\"a\",2]] list(dynamic)",
     "err a number is required"},
};

static const ref_case capsules_cases[] = {
    {"convert null(cap) string", "err string required"},
    {"convert null(string) cap", "err cap required"},
};

static const ref_case unify_cases[] = {
    {"unify string number", "string"},
    {"unify number string", "string"},
    {"unify number bool", "none"},
    {"unify bool number", "none"},
    {"unify string bool number", "string"},
    {"unify number number", "number"},
    {"unify dynamic string", "dynamic"},
    {"unify dynamic dynamic", "dynamic"},
    {"unify string dynamic", "dynamic"},
    {"unify_unsafe dynamic string", "string"},
    {"unify_unsafe number bool", "none"},
    {"unify_unsafe string number bool", "string"},
    {"unify list(string) list(number)", "list(string)"},
    {"unify list(number) list(bool)", "none"},
    {"unify_unsafe list(number) list(bool)", "none"},
    {"unify list(string) dynamic", "dynamic"},
    {"unify set(string) set(number)", "set(string)"},
    {"unify set(string) dynamic", "dynamic"},
    {"unify map(string) map(number)", "map(string)"},
    {"unify map(string) dynamic", "dynamic"},
    {"unify list(string) set(string)", "list(string)"},
    {"unify_unsafe list(string) set(string)", "list(string)"},
    {"unify set(string) list(number)", "none"},
    {"unify_unsafe set(string) list(number)", "list(number)"},
    {"unify list(string) tuple(number,bool)", "list(string)"},
    {"unify list(string) tuple()", "list(string)"},
    {"unify list(number) tuple(string)", "list(string)"},
    {"unify list(string) tuple(list(string))", "none"},
    {"unify_unsafe list(string) tuple(list(string))", "none"},
    {"unify list(dynamic) tuple(string)", "list(dynamic)"},
    {"unify list(string) tuple(string) dynamic", "dynamic"},
    {"unify map(string) object(\"a\"=number)", "map(string)"},
    {"unify map(string) object()", "map(string)"},
    {"unify map(string) object(\"a\"=number) dynamic", "dynamic"},
    {"unify map(number) object(\"a\"=list(string))", "none"},
    {"unify object(\"a\"=string) object(\"a\"=number)", "object(\"a\"=string)"},
    {"unify object(\"a\"=string) object(\"b\"=number)", "map(string)"},
    {"unify object(\"a\"=string) object(\"a\"=number,\"b\"=bool)",
     "map(string)"},
    {"unify object(\"a\"=bool) object(\"a\"=number)", "none"},
    {"unify_unsafe object(\"a\"=bool) object(\"a\"=number)", "none"},
    {"unify object(\"a\"=bool) object(\"b\"=number)", "none"},
    {"unify object() object()", "object()"},
    {"unify object() object(\"a\"=string)", "map(string)"},
    {"unify object(\"a\"=string) dynamic", "dynamic"},
    {"unify object(\"a\"=list(string)) object(\"a\"=tuple(number))",
     "object(\"a\"=list(string))"},
    {"unify object(\"a\"=string,\"b\"=number) object(\"a\"=number,\"b\"=string"
     ")",
     "object(\"a\"=string,\"b\"=string)"},
    {"unify tuple(string) tuple(number)", "tuple(string)"},
    {"unify tuple(string,bool) tuple(number,number)", "none"},
    {"unify_unsafe tuple(string,bool) tuple(number,number)", "none"},
    {"unify tuple(string) tuple(number,bool)", "list(string)"},
    {"unify tuple(string) tuple(number,number)", "list(string)"},
    {"unify tuple() tuple()", "tuple()"},
    {"unify tuple() tuple(string)", "list(string)"},
    {"unify tuple(string) dynamic", "dynamic"},
    {"unify tuple(bool) tuple(number)", "none"},
    {"unify_unsafe tuple(bool) tuple(number)", "none"},
    {"unify tuple(string) object(\"a\"=string)", "none"},
    {"unify tuple(string) object(\"a\"=string) list(string)", "none"},
    {"unify list(string) map(string)", "none"},
    {"unify list(string) string", "none"},
    {"unify string list(string)", "none"},
    {"unify cap cap", "cap"},
    {"unify cap string", "none"},
    {"unify cap dynamic", "dynamic"},
    {"unify list(list(string)) list(tuple(number))", "list(list(string))"},
    {"unify list(list(string)) list(set(number))", "list(list(string))"},
    {"unify set(list(string)) set(tuple(number))", "set(list(string))"},
    {"unify map(object(\"a\"=string)) map(object(\"a\"=number))",
     "map(object(\"a\"=string))"},
    {"unify map(object(\"a\"=string)) map(object(\"b\"=number))",
     "map(map(string))"},
    {"unify list(object(\"a\"=string)) tuple(object(\"a\"=number))",
     "list(object(\"a\"=string))"},
    {"unify list(string) list(dynamic)", "list(dynamic)"},
    {"unify list(dynamic) list(dynamic)", "list(dynamic)"},
    {"unify set(dynamic) set(number)", "set(dynamic)"},
    {"unify tuple(dynamic) tuple(string)", "tuple(dynamic)"},
    {"unify object(\"a\"=dynamic) object(\"a\"=string)",
     "object(\"a\"=dynamic)"},
    {"unify string number dynamic", "dynamic"},
    {"unify_unsafe string number dynamic", "string"},
    {"unify bool dynamic number", "dynamic"},
    {"unify list(string) set(number) tuple(bool)", "list(string)"},
    {"unify_unsafe list(string) set(number) tuple(bool)", "list(string)"},
    {"unify tuple(string) set(number)", "none"},
    {"unify_unsafe tuple(string) set(number)", "set(number)"},
    {"unify set(string) tuple(number)", "set(string)"},
    {"unify object(\"a\"=string) map(number) tuple(string)", "none"},
    {"unify object(\"a\"=string) list(string)", "none"},
    {"unify", "none"},
    {"unify string", "string"},
    {"unify list(string)", "list(string)"},
    {"unify tuple(string,number)", "tuple(string,number)"},
    {"unify object(\"a\"=string,\"b\"=number)",
     "object(\"a\"=string,\"b\"=number)"},
    {"unify map(dynamic) object(\"a\"=string)", "map(dynamic)"},
    {"unify map(string) map(dynamic)", "map(dynamic)"},
    {"unify map(string) object(\"a\"=dynamic)", "map(dynamic)"},
    {"unify_unsafe map(string) object(\"a\"=dynamic)", "map(string)"},
    {"unify list(string) tuple(dynamic)", "list(dynamic)"},
    {"unify_unsafe list(string) tuple(dynamic)", "list(string)"},
    {"unify tuple(string,dynamic) tuple(number,bool)", "tuple(string,dynamic)"},
    {"unify_unsafe tuple(string,dynamic) tuple(number,bool)",
     "tuple(string,bool)"},
    {"unify_unsafe tuple(dynamic,dynamic) tuple(number,bool)",
     "tuple(number,bool)"},
    {"unify object(\"a\"=number) object(\"a\"=number,\"b\"=string) object(\"b"
     "\"=bool)",
     "map(string)"},
    {"unify number string bool", "string"},
    {"unify_unsafe bool string number", "string"},
};

static const ref_case convertible_cases[] = {
    {"conv string string", "safe=false unsafe=false"},
    {"conv number number", "safe=false unsafe=false"},
    {"conv string number", "safe=false unsafe=true"},
    {"conv number string", "safe=true unsafe=true"},
    {"conv bool string", "safe=true unsafe=true"},
    {"conv string bool", "safe=false unsafe=true"},
    {"conv number bool", "safe=false unsafe=false"},
    {"conv bool number", "safe=false unsafe=false"},
    {"conv dynamic string", "safe=false unsafe=true"},
    {"conv string dynamic", "safe=true unsafe=true"},
    {"conv dynamic dynamic", "safe=true unsafe=true"},
    {"conv list(string) list(string)", "safe=true unsafe=true"},
    {"conv map(string) map(string)", "safe=false unsafe=false"},
    {"conv map(map(string)) map(map(string))", "safe=false unsafe=false"},
    {"conv set(string) set(string)", "safe=true unsafe=true"},
    {"conv list(string) set(string)", "safe=false unsafe=true"},
    {"conv set(string) list(string)", "safe=true unsafe=true"},
    {"conv list(string) set(number)", "safe=false unsafe=true"},
    {"conv list(number) set(string)", "safe=false unsafe=true"},
    {"conv list(dynamic) list(string)", "safe=false unsafe=true"},
    {"conv list(string) list(dynamic)", "safe=true unsafe=true"},
    {"conv tuple(string,number) list(string)", "safe=true unsafe=true"},
    {"conv tuple(string,number) list(dynamic)", "safe=true unsafe=true"},
    {"conv tuple(string,bool) list(number)", "safe=false unsafe=false"},
    {"conv tuple() list(number)", "safe=true unsafe=true"},
    {"conv tuple(dynamic) list(dynamic)", "safe=true unsafe=true"},
    {"conv tuple(dynamic,string) list(dynamic)", "safe=false unsafe=true"},
    {"conv tuple(dynamic,string) set(dynamic)", "safe=false unsafe=true"},
    {"conv tuple(string,number) set(dynamic)", "safe=true unsafe=true"},
    {"conv object(\"a\"=string) map(string)", "safe=true unsafe=true"},
    {"conv object(\"a\"=string,\"b\"=number) map(dynamic)",
     "safe=true unsafe=true"},
    {"conv object(\"a\"=string,\"b\"=bool) map(number)",
     "safe=false unsafe=false"},
    {"conv object(\"a\"=dynamic,\"b\"=string) map(dynamic)",
     "safe=true unsafe=true"},
    {"conv map(string) object(\"a\"=string)", "safe=false unsafe=true"},
    {"conv map(string) object(\"a\"=number)", "safe=false unsafe=true"},
    {"conv map(number) object(\"a\"=list(string))", "safe=false unsafe=false"},
    {"conv object(\"a\"=string) object()", "safe=true unsafe=true"},
    {"conv object() object(\"a\"=string)", "safe=false unsafe=false"},
    {"conv object(\"a\"=number,\"b\"=string) object(\"a\"=string)",
     "safe=true unsafe=true"},
    {"conv tuple(number) tuple(string)", "safe=true unsafe=true"},
    {"conv tuple(string) tuple(number)", "safe=false unsafe=true"},
    {"conv tuple(string) tuple(string,string)", "safe=false unsafe=false"},
    {"conv cap cap", "safe=false unsafe=false"},
    {"conv cap string", "safe=false unsafe=false"},
    {"conv string cap", "safe=false unsafe=false"},
    {"conv cap dynamic", "safe=true unsafe=true"},
    {"conv dynamic cap", "safe=false unsafe=true"},
    {"conv list(string) map(string)", "safe=false unsafe=false"},
    {"conv object(\"a\"=string) tuple(string)", "safe=false unsafe=false"},
    {"conv tuple(list(string),tuple(number)) list(dynamic)",
     "safe=true unsafe=true"},
    {"conv tuple(list(string),tuple(number)) list(list(string))",
     "safe=true unsafe=true"},
};

static const ref_case mismatch_messages_cases[] = {
    {"mismatch string number", "number required"},
    {"mismatch string bool", "bool required"},
    {"mismatch number list(string)", "list of string required"},
    {"mismatch number list(dynamic)", "list of any single type required"},
    {"mismatch number set(dynamic)", "set of any single type required"},
    {"mismatch number map(dynamic)", "map of any single type required"},
    {"mismatch number dynamic", "any type required"},
    {"mismatch string cap", "cap required"},
    {"mismatch cap string", "string required"},
    {"mismatch number tuple(string)", "tuple required"},
    {"mismatch number object(\"a\"=string)", "object required"},
    {"mismatch list(string) list(list(number))",
     "incorrect list element type: list of number required"},
    {"mismatch list(list(string)) list(number)",
     "incorrect list element type: number required"},
    {"mismatch set(string) list(map(number))",
     "incorrect list element type: map of number required"},
    {"mismatch map(string) list(string)", "list of string required"},
    {"mismatch list(string) map(string)", "map of string required"},
    {"mismatch list(string) set(list(dynamic))",
     "incorrect set element type: list of any single type required"},
    {"mismatch map(string) map(list(string))",
     "incorrect map element type: list of string required"},
    {"mismatch tuple(string,list(string)) list(number)",
     "element 1: number required"},
    {"mismatch tuple(string,list(string)) list(dynamic)",
     "all list elements must have the same type"},
    {"mismatch tuple(string,list(string)) set(dynamic)",
     "all set elements must have the same type"},
    {"mismatch tuple(string,list(string)) set(number)",
     "element 1: number required"},
    {"mismatch tuple(string,number) list(string)",
     "all elements must be string"},
    {"mismatch tuple(string) map(string)", "map of string required"},
    {"mismatch object(\"a\"=string) list(string)", "list of string required"},
    {"mismatch object(\"a\"=list(string)) map(dynamic)",
     "all map elements must have the same type"},
    {"mismatch object(\"a\"=list(string),\"b\"=string) map(string)",
     "element \"a\": string required"},
    {"mismatch object(\"a\"=string) map(string)",
     "all elements must be string"},
    {"mismatch object(\"a\"=string) object(\"b\"=string)",
     "attribute \"b\" is required"},
    {"mismatch object(\"a\"=string) object(\"b\"=string,\"c\"=string)",
     "attributes \"b\" and \"c\" are required"},
    {"mismatch object(\"a\"=string) object(\"b\"=string,\"c\"=string,\"d\"=str"
     "ing)",
     "attributes \"b\", \"c\", and \"d\" are required"},
    {"mismatch object(\"a\"=string) object(\"b\"=string,\"c\"=string,\"d\"=str"
     "ing,\"e\"=number)",
     "attributes \"b\", \"c\", \"d\", and \"e\" are required"},
    {"mismatch object() object(\"a b\"=string,\"c\\\"d\"=string)",
     "attributes \"a b\" and \"c\\\"d\" are required"},
    {"mismatch object(\"a\"=list(string)) object(\"a\"=number)",
     "attribute \"a\": number required"},
    {"mismatch object(\"a\"=list(string)) object(\"a\"=list(number))",
     "attribute \"a\": incorrect list element type: number required"},
    {"mismatch object(\"a\"=string) object(\"a\"=string)",
     "incorrect object attributes"},
    {"mismatch object(\"a\"=string) object(\"a\"=number)",
     "attribute \"a\": number required"},
    {"mismatch object(\"a\"=object(\"x\"=string)) object(\"a\"=object(\"y\"=st"
     "ring))",
     "attribute \"a\": attribute \"y\" is required"},
    {"mismatch list(list(number)) list(list(dynamic))",
     "incorrect list element type: incorrect list element type: any type requi"
     "red"},
    {"mismatch tuple(tuple(string)) list(list(bool))",
     "all elements must be list of bool"},
    {"mismatch map(map(string)) map(map(dynamic))",
     "incorrect map element type: incorrect map element type: any type require"
     "d"},
    {"mismatch set(string) set(dynamic)",
     "incorrect set element type: any type required"},
    {"mismatch tuple() list(dynamic)",
     "all list elements must have the same type"},
    {"mismatch tuple(string) tuple(number,string)", "tuple required"},
    {"mismatch list(dynamic) list(string)",
     "incorrect list element type: string required"},
    {"mismatch object(\"\303\251\"=string) object(\"\\u00e9x\"=string)",
     "attribute \"\303\251x\" is required"},
    {"mismatch object() object(\"a\\tb\"=string)",
     "attribute \"a\\tb\" is required"},
};

static const ref_case unify_mixed_kinds_cases[] = {
    {"unify tuple(string) tuple(number) set(bool)", "none"},
    {"unify_unsafe tuple(string) tuple(number) set(bool)", "none"},
    {"unify tuple(string,number) tuple(number,string) set(string)",
     "set(string)"},
    {"unify_unsafe tuple(string,number) tuple(number,string) set(string)",
     "set(string)"},
    {"unify_unsafe tuple(string,number) tuple(number,string) set(dynamic)",
     "set(dynamic)"},
    {"unify tuple(string,dynamic) tuple(dynamic,string) set(string)", "none"},
    {"unify_unsafe tuple(string,dynamic) tuple(dynamic,string) set(string)",
     "set(string)"},
    {"unify_unsafe object(\"a\"=string) map(number) set(string)", "none"},
    {"unify object(\"a\"=string) object(\"a\"=number) map(bool)",
     "map(string)"},
    {"unify_unsafe object(\"a\"=string) object(\"a\"=number) map(bool)",
     "map(string)"},
    {"unify_unsafe object(\"a\"=string,\"b\"=bool) object(\"a\"=number,\"b\"=b"
     "ool) map(string)",
     "map(string)"},
    {"unify object(\"a\"=number) object(\"b\"=number) map(string)",
     "map(string)"},
    {"unify object(\"a\"=number) object(\"b\"=bool) map(string)",
     "map(string)"},
    {"unify_unsafe object(\"a\"=number) object(\"b\"=bool) map(string)",
     "map(string)"},
    {"unify list(string) list(number) tuple(bool) tuple(number)",
     "list(string)"},
    {"unify_unsafe list(number) tuple(bool) tuple(string)", "list(string)"},
    {"unify list(number) tuple(bool) set(string)", "none"},
    {"unify_unsafe list(number) tuple(bool) set(string)", "set(string)"},
    {"unify_unsafe list(number) tuple(string) set(string)", "list(number)"},
    {"unify_unsafe set(number) tuple(string) list(bool)", "none"},
    {"unify number dynamic string dynamic", "dynamic"},
    {"unify list(string) set(string) dynamic", "dynamic"},
    {"unify_unsafe list(string) set(string) dynamic", "list(string)"},
    {"unify_unsafe string list(string)", "none"},
    {"unify_unsafe map(string) list(string)", "none"},
    {"unify_unsafe object(\"a\"=string) object(\"a\"=string,\"b\"=number)",
     "map(string)"},
    {"unify_unsafe object(\"a\"=string) object(\"b\"=string)", "map(string)"},
    {"unify_unsafe tuple() tuple(string)", "list(string)"},
    {"unify_unsafe tuple() tuple()", "tuple()"},
    {"unify_unsafe list(dynamic) list(string)", "list(string)"},
    {"unify_unsafe set(dynamic) list(string)", "list(string)"},
    {"unify set(dynamic) list(string)", "none"},
    {"unify list(dynamic) set(string)", "list(dynamic)"},
    {"unify_unsafe list(dynamic) set(string)", "list(dynamic)"},
    {"unify map(dynamic) map(string)", "map(dynamic)"},
    {"unify map(list(string)) object(\"a\"=tuple(number),\"b\"=list(string))",
     "map(list(string))"},
    {"unify map(list(string)) object(\"a\"=tuple(number,bool))",
     "map(list(string))"},
    {"unify_unsafe map(list(string)) object(\"a\"=tuple(number,bool))",
     "map(list(string))"},
    {"unify list(object(\"a\"=string)) list(object(\"b\"=string))",
     "list(map(string))"},
    {"unify list(object(\"a\"=string)) tuple(object(\"b\"=string))",
     "list(map(string))"},
    {"unify map(object(\"a\"=string)) object(\"x\"=object(\"b\"=string))",
     "map(map(string))"},
    {"unify object(\"a\"=tuple(string)) object(\"a\"=tuple(number,bool))",
     "object(\"a\"=list(string))"},
    {"unify tuple(tuple(string)) tuple(tuple(number,bool))",
     "tuple(list(string))"},
    {"unify tuple(object(\"a\"=string)) tuple(object(\"b\"=number))",
     "tuple(map(string))"},
    {"unify tuple(string,number) tuple(bool)", "list(string)"},
    {"unify tuple(string,number) tuple(bool,bool)", "none"},
    {"unify_unsafe tuple(string,number) tuple(bool,bool)", "none"},
    {"unify tuple(number,number) tuple(bool,bool)", "none"},
    {"unify cap cap string", "none"},
    {"unify list(cap) list(cap)", "list(cap)"},
    {"unify tuple(cap) tuple(string)", "none"},
    {"unify string string string number", "string"},
    {"unify set(string) set(string) set(number) set(bool)", "set(string)"},
    {"unify_unsafe set(number) set(bool)", "none"},
    {"unify number number bool bool", "none"},
    {"unify bool bool bool", "bool"},
};

static const ref_case collections_with_unknowns_cases[] = {
    {"convert set(string)[\"a\",unknown(string)] set(number)",
     "err a number is required"},
    {"convert set(string)[\"1\",unknown(string)] set(number)",
     "ok set(number)[1/512,unknown(number)]"},
    {"convert list(string)[\"1\",unknown(string),\"1\"] set(number)",
     "ok set(number)[1/512,unknown(number)]"},
    {"convert list(string)[unknown(string),unknown(string)] set(number)",
     "ok set(number)[unknown(number),unknown(number)]"},
    {"convert set(list(string))[list(string)[\"a\",unknown(string)],list(strin"
     "g)[\"b\"]] list(list(string))",
     "ok unknown(list(list(string)))"},
    {"convert set(list(string))[list(string)[\"a\",unknown(string)]] list(list"
     "(string))",
     "ok list(list(string))[list(string)[\"a\",unknown(string)]]"},
    {"convert set(string)[] set(number)", "ok set(number)[]"},
    {"convert set(string)[] set(dynamic)", "ok set(string)[]"},
    {"convert set(string)[\"a\"] set(dynamic)", "ok set(string)[\"a\"]"},
    {"convert list(number)[1,2] list(string)", "ok list(string)[\"1\",\"2\"]"},
    {"convert list(number)[1.5,0.25] list(string)",
     "ok list(string)[\"1.5\",\"0.25\"]"},
    {"convert tuple[1.5,\"x\"] list(dynamic)",
     "ok list(string)[\"1.5\",\"x\"]"},
    {"convert tuple[\"1.5\",2] list(number)", "ok list(number)[1.5/512,2/512]"},
    {"convert tuple[set(string)[\"a\",unknown(string)],list(string)[\"b\"]] li"
     "st(dynamic)",
     "ok list(list(string))[unknown(list(string)),list(string)[\"b\"]]"},
    {"convert tuple[set(string)[\"a\",unknown(string)],tuple[\"b\"]] list(dyna"
     "mic)",
     "ok list(set(string))[set(string)[\"a\",unknown(string)],set(string)[\"b"
     "\"]]"},
    {"convert tuple[set(string)[\"a\",\"b\"],tuple[\"b\",1]] list(dynamic)",
     "ok list(set(string))[set(string)[\"a\",\"b\"],set(string)[\"1\",\"b\"]]"},
    {"convert tuple[unknown(tuple(string)),tuple[1]] list(dynamic)",
     "ok list(tuple(string))[unknown(tuple(string)),tuple[\"1\"]]"},
    {"convert tuple[null(tuple(string)),tuple[1]] list(dynamic)",
     "ok list(tuple(string))[null(tuple(string)),tuple[\"1\"]]"},
    {"convert tuple[null(list(string)),tuple[1]] list(dynamic)",
     "ok list(list(string))[null(list(string)),list(string)[\"1\"]]"},
    {"convert tuple[null(object(\"a\"=string)),object{\"a\"=1}] list(dynamic)",
     "ok list(object(\"a\"=string))[null(object(\"a\"=string)),object{\"a\"=\""
     "1\"}]"},
    {"convert tuple[unknown(object(\"a\"=string)),object{\"b\"=1}] list(dynami"
     "c)",
     "ok list(map(string))[unknown(map(string)),map(string){\"b\"=\"1\"}]"},
    {"convert tuple[null(object(\"a\"=string)),object{\"b\"=1}] set(dynamic)",
     "ok set(map(string))[map(string){\"b\"=\"1\"},null(map(string))]"},
    {"convert tuple[unknown(object(\"a\"=string)),object{\"b\"=1}] map(dynamic"
     ")",
     "err map of any single type required"},
    {"convert object{\"x\"=unknown(object(\"a\"=string)),\"y\"=object{\"b\"=1}"
     "} map(dynamic)",
     "ok map(map(string)){\"x\"=unknown(map(string)),\"y\"=map(string){\"b\"="
     "\"1\"}}"},
    {"convert object{\"x\"=null(tuple(string)),\"y\"=tuple[1,2]} map(dynamic)",
     "ok map(list(string)){\"x\"=null(list(string)),\"y\"=list(string)[\"1\","
     "\"2\"]}"},
    {"convert object{\"x\"=null(tuple(string)),\"y\"=tuple[1]} map(dynamic)",
     "ok map(tuple(string)){\"x\"=null(tuple(string)),\"y\"=tuple[\"1\"]}"},
    {"convert object{\"x\"=tuple[\"a\"],\"y\"=tuple[1,2]} map(dynamic)",
     "ok map(list(string)){\"x\"=list(string)[\"a\"],\"y\"=list(string)[\"1\","
     "\"2\"]}"},
    {"convert object{\"x\"=tuple[\"a\"],\"y\"=tuple[true,2]} map(dynamic)",
     "ok map(list(string)){\"x\"=list(string)[\"a\"],\"y\"=list(string)[\"true"
     "\",\"2\"]}"},
    {"convert object{\"x\"=tuple[\"a\"],\"y\"=tuple[true,2]} map(list(string))",
     "ok map(list(string)){\"x\"=list(string)[\"a\"],\"y\"=list(string)[\"true"
     "\",\"2\"]}"},
    {"convert map(tuple(string)){\"x\"=tuple[\"a\"]} map(list(dynamic))",
     "ok map(list(string)){\"x\"=list(string)[\"a\"]}"},
    {"convert map(object(\"a\"=string)){\"x\"=object{\"a\"=\"1\"}} map(object("
     "\"a\"=number))",
     "ok map(object(\"a\"=number)){\"x\"=object{\"a\"=1/512}}"},
    {"convert map(object(\"a\"=string,\"b\"=string)){\"x\"=object{\"a\"=\"1\","
     "\"b\"=\"2\"},\"y\"=object{\"a\"=\"3\",\"b\"=\"4\"}} map(map(dynamic))",
     "ok map(map(string)){\"x\"=map(string){\"a\"=\"1\",\"b\"=\"2\"},\"y\"=map"
     "(string){\"a\"=\"3\",\"b\"=\"4\"}}"},
    {"convert map(list(string)){\"x\"=list(string)[\"a\"],\"y\"=list(string)[]"
     "} map(set(dynamic))",
     "ok map(set(string)){\"x\"=set(string)[\"a\"],\"y\"=set(string)[]}"},
    {"convert map(dynamic){\"a\"=dynval,\"b\"=null(dynamic)} map(list(string))",
     "ok map(list(string)){\"a\"=unknown(list(string)),\"b\"=null(list(string)"
     ")}"},
    {"convert map(dynamic){\"a\"=dynval} object(\"a\"=string)",
     "ok object{\"a\"=unknown(string)}"},
    {"convert map(dynamic){\"a\"=dynval} object(\"a\"=dynamic)",
     "ok object{\"a\"=unknown(dynamic)}"},
    {"convert map(string){\"a\"=\"1\",\"b\"=\"x\"} object(\"a\"=number)",
     "ok object{\"a\"=1/512}"},
    {"convert map(string){\"a\"=\"x\",\"b\"=\"1\"} object(\"b\"=number)",
     "ok object{\"b\"=1/512}"},
    {"convert map(list(string)){\"a\"=list(string)[\"1\"]} object(\"a\"=list(n"
     "umber),\"b\"=list(string))",
     "err map has no element for required attribute \"b\""},
    {"convert map(list(string)){\"a\"=list(string)[\"1\"],\"b\"=list(string)[]"
     "} object(\"a\"=list(number),\"b\"=set(dynamic))",
     "ok object{\"a\"=list(number)[1/512],\"b\"=set(string)[]}"},
    {"convert list(tuple(string,number))[tuple[\"a\",1]] list(dynamic)",
     "ok list(tuple(string,number))[tuple[\"a\",1/512]]"},
    {"convert list(tuple(string,number))[tuple[\"a\",1]] list(list(string))",
     "ok list(list(string))[list(string)[\"a\",\"1\"]]"},
    {"convert list(tuple(string,number))[tuple[\"a\",1]] list(list(dynamic))",
     "ok list(list(string))[list(string)[\"a\",\"1\"]]"},
    {"convert list(object(\"a\"=string,\"b\"=number))[object{\"a\"=\"x\",\"b\""
     "=1}] list(map(dynamic))",
     "ok list(map(string))[map(string){\"a\"=\"x\",\"b\"=\"1\"}]"},
    {"convert list(object(\"a\"=string,\"b\"=bool))[object{\"a\"=\"x\",\"b\"=t"
     "rue}] list(map(dynamic))",
     "ok list(map(string))[map(string){\"a\"=\"x\",\"b\"=\"true\"}]"},
    {"convert list(object(\"a\"=number,\"b\"=bool))[object{\"a\"=1,\"b\"=true}"
     "] list(map(dynamic))",
     "err incorrect list element type: all map elements must have the same typ"
     "e"},
    {"convert tuple[tuple[],tuple[]] list(dynamic)",
     "ok list(tuple())[tuple[],tuple[]]"},
    {"convert tuple[tuple[],tuple[]] set(dynamic)", "ok set(tuple())[tuple[]]"},
    {"convert tuple[object{},object{\"a\"=1}] list(dynamic)",
     "ok list(map(number))[map(number){},map(number){\"a\"=1/512}]"},
    {"convert tuple[object{},map(string){}] list(dynamic)",
     "ok list(map(string))[map(string){},map(string){}]"},
    {"convert tuple[map(string){},object{}] list(dynamic)",
     "ok list(map(string))[map(string){},map(string){}]"},
    {"convert object{\"a\"=tuple[],\"b\"=tuple[]} map(dynamic)",
     "ok map(tuple()){\"a\"=tuple[],\"b\"=tuple[]}"},
    {"convert object{\"a\"=object{},\"b\"=object{}} map(dynamic)",
     "ok map(object()){\"a\"=object{},\"b\"=object{}}"},
    {"convert object{\"a\"=object{},\"b\"=object{\"x\"=1}} map(dynamic)",
     "ok map(map(number)){\"a\"=map(number){},\"b\"=map(number){\"x\"=1/512}}"},
    {"convert object{\"a\"=tuple[],\"b\"=list(string)[\"x\"]} map(dynamic)",
     "ok map(list(string)){\"a\"=list(string)[],\"b\"=list(string)[\"x\"]}"},
    {"convert tuple[null(dynamic),null(dynamic)] list(dynamic)",
     "ok list(dynamic)[null(dynamic),null(dynamic)]"},
    {"convert tuple[null(dynamic),null(dynamic)] set(dynamic)",
     "ok set(dynamic)[null(dynamic)]"},
    {"convert tuple[dynval,1] set(dynamic)",
     "ok set(number)[1/512,unknown(number)]"},
    {"convert tuple[dynval,1] tuple(string,string)",
     "ok tuple[unknown(string),\"1\"]"},
    {"convert tuple[dynval] tuple(list(dynamic))",
     "ok tuple[unknown(list(dynamic))]"},
    {"convert object{\"a\"=dynval} object(\"a\"=map(number))",
     "ok object{\"a\"=unknown(map(number))}"},
    {"convert object{\"a\"=dynval} map(dynamic)",
     "ok map(dynamic){\"a\"=unknown(dynamic)}"},
    {"convert object{\"a\"=dynval,\"b\"=dynval} map(dynamic)",
     "ok map(dynamic){\"a\"=unknown(dynamic),\"b\"=unknown(dynamic)}"},
    {"convert object{\"a\"=null(dynamic),\"b\"=1} map(dynamic)",
     "ok map(number){\"a\"=null(number),\"b\"=1/512}"},
};

static const ref_case number_text_cases[] = {
    {"convert \"1e-400\" number",
     "ok 0.0000000000000000000000000000000000000000000000000000000000000000000"
     "000000000000000000000000000000000000000000000000000000000000000000000000"
     "000000000000000000000000000000000000000000000000000000000000000000000000"
     "000000000000000000000000000000000000000000000000000000000000000000000000"
     "000000000000000000000000000000000000000000000000000000000000000000000000"
     "000000000000000000000000000000000000000000001/512"},
    {"convert \"123456789012345678901234567890.123456789\" number",
     "ok 123456789012345678901234567890.123456789/512"},
    {"convert 123456789012345678901234567890.123456789 string",
     "ok \"123456789012345678901234567890.123456789\""},
    {"convert 1e100 string",
     "ok \"1000000000000000000000000000000000000000000000000000000000000000000"
     "0000000000000000000000000000000000\""},
    {"convert -0 string", "ok \"-0\""},
    {"convert \"-0\" number", "ok -0/512"},
    {"convert \"00012\" number", "ok 12/512"},
    {"convert \"1E5\" number", "ok 100000/512"},
    {"convert \"1e+5\" number", "ok 100000/512"},
    {"convert \"0.000000000000000000001\" number",
     "ok 0.000000000000000000001/512"},
    {"convert \"1.5e1\" number", "ok 15/512"},
    {"convert \"Infinity\" number", "err a number is required"},
    {"convert \"NaN\" number", "err a number is required"},
    {"convert \"nan\" number", "err a number is required"},
    {"convert \"1.2.3\" number", "err a number is required"},
    {"convert \"--1\" number", "err a number is required"},
    {"convert \"1e1000000000000\" number", "err a number is required"},
    {"convert \"\331\241\331\242\" number", "err a number is required"},
    {"convert \"12\" bool", "err a bool is required"},
    {"convert \"tRuE\" bool",
     "err a bool is required; to convert from string, use lowercase \"true\""},
    {"convert \"\\u0442rue\" bool", "err a bool is required"},
};

static const ref_case quoted_names_and_messages_cases[] = {
    {"convert object{\"a\"=\"x\"} object(\"b c\"=string)",
     "err attribute \"b c\" is required"},
    {"convert object{\"a\"=\"x\"} object(\"b\\\"c\"=string)",
     "err attribute \"b\\\"c\" is required"},
    {"convert object{\"a\"=\"x\"} object(\"\\u00e9\"=string)",
     "err attribute \"\303\251\" is required"},
    {"convert object{\"a\"=\"x\"} object(\"\\u00a0\"=string)",
     "err attribute \"\\u00a0\" is required"},
    {"convert object{\"a\"=\"x\"} object(\"\\u200b\"=string)",
     "err attribute \"\\u200b\" is required"},
    {"convert object{\"a\"=\"x\"} object(\"\\x7f\"=string)",
     "err attribute \"\\x7f\" is required"},
    {"convert object{\"a\"=\"x\"} object(\"a\\nb\"=string)",
     "err attribute \"a\\nb\" is required"},
    {"convert map(string){\"a\"=\"x\"} object(\"\\u00e9\"=string)",
     "err map has no element for required attribute \"\303\251\""},
    {"mismatch object(\"a\"=list(string),\"b\"=number) object(\"a\"=list(numbe"
     "r),\"b\"=list(string))",
     "attribute \"b\": list of string required"},
    {"mismatch object(\"a\"=number) object(\"a\"=bool)",
     "attribute \"a\": bool required"},
    {"mismatch object(\"a\"=string) object(\"a\"=bool)",
     "attribute \"a\": bool required"},
    {"mismatch object(\"a\"=list(string)) object(\"a\"=set(string))",
     "attribute \"a\": incorrect set element type: string required"},
    {"mismatch object(\"a\"=map(string)) object(\"a\"=object(\"x\"=string))",
     "attribute \"a\": object required"},
    {"mismatch object(\"a\"=tuple(string,bool)) object(\"a\"=list(dynamic))",
     "incorrect object attributes"},
    {"mismatch tuple(string,bool) tuple(string,number)", "tuple required"},
    {"mismatch list(tuple(string,bool)) list(list(dynamic))",
     "incorrect list element type: all list elements must have the same type"},
    {"mismatch map(object(\"a\"=bool)) map(map(number))",
     "incorrect map element type: element \"a\": number required"},
    {"mismatch object(\"x\"=object(\"a\"=bool)) map(map(number))",
     "element \"x\": element \"a\": number required"},
    {"mismatch tuple(object(\"a\"=bool)) list(map(number))",
     "element 0: element \"a\": number required"},
    {"mismatch tuple(object(\"a\"=bool)) set(object(\"b\"=number))",
     "element 0: attribute \"b\" is required"},
    {"mismatch object(\"a\"=bool) map(list(dynamic))",
     "element \"a\": list of any single type required"},
    {"mismatch object() map(number)", "all elements must be number"},
    {"mismatch tuple() list(number)", "all elements must be number"},
    {"mismatch dynamic string", "string required"},
    {"mismatch dynamic list(string)", "list of string required"},
    {"mismatch list(dynamic) list(list(string))",
     "incorrect list element type: list of string required"},
    {"mismatch list(string) list(cap)",
     "incorrect list element type: cap required"},
    {"mismatch set(set(string)) set(set(set(dynamic)))",
     "incorrect set element type: incorrect set element type: set of any singl"
     "e type required"},
    {"mismatch map(number) map(map(dynamic))",
     "incorrect map element type: map of any single type required"},
    {"mismatch string list(map(set(dynamic)))",
     "list of map of set of any single type required"},
    {"mismatch cap list(cap)", "list of cap required"},
    {"conv list(map(string)) set(map(string))", "safe=false unsafe=true"},
    {"conv set(map(string)) list(map(string))", "safe=true unsafe=true"},
    {"conv tuple(map(string)) tuple(map(string))", "safe=true unsafe=true"},
    {"conv map(map(string)) map(map(number))", "safe=false unsafe=true"},
    {"conv object(\"a\"=map(string)) map(map(string))",
     "safe=true unsafe=true"},
    {"conv map(map(string)) object(\"a\"=map(string))",
     "safe=false unsafe=true"},
    {"conv map(string) object(\"a\"=string)", "safe=false unsafe=true"},
    {"conv tuple(string,number) set(string)", "safe=true unsafe=true"},
    {"conv tuple(string,dynamic) list(string)", "safe=false unsafe=true"},
    {"conv tuple(dynamic) list(string)", "safe=false unsafe=true"},
    {"conv tuple(dynamic,dynamic) list(dynamic)", "safe=true unsafe=true"},
    {"conv list(dynamic) set(dynamic)", "safe=false unsafe=true"},
    {"conv set(dynamic) list(number)", "safe=false unsafe=true"},
    {"conv object(\"a\"=dynamic) map(string)", "safe=false unsafe=true"},
    {"conv object(\"a\"=dynamic) map(dynamic)", "safe=true unsafe=true"},
    {"conv object(\"a\"=dynamic,\"b\"=number) map(dynamic)",
     "safe=true unsafe=true"},
    {"conv object(\"a\"=bool,\"b\"=number) map(dynamic)",
     "safe=false unsafe=false"},
    {"conv object() map(dynamic)", "safe=true unsafe=true"},
    {"conv map(dynamic) object(\"a\"=string)", "safe=false unsafe=true"},
    {"conv map(string) object()", "safe=false unsafe=true"},
    {"conv list(cap) list(cap)", "safe=true unsafe=true"},
    {"conv set(cap) list(cap)", "safe=true unsafe=true"},
    {"conv tuple(cap) list(dynamic)", "safe=true unsafe=true"},
    {"conv tuple(cap,string) list(dynamic)", "safe=false unsafe=false"},
    {"conv tuple(cap,cap) list(dynamic)", "safe=true unsafe=true"},
    {"conv object(\"a\"=cap) map(dynamic)", "safe=true unsafe=true"},
};

/* Every table, for the checks that run over all cases. */
#define TABLE(t)                                                               \
  { t, sizeof t / sizeof t[0] }
static const struct {
  const ref_case *cases;
  size_t n;
} all_tables[] = {
    TABLE(primitives_cases),        TABLE(nulls_and_unknowns_cases),
    TABLE(lists_and_sets_cases),    TABLE(tuples_to_collections_cases),
    TABLE(maps_and_objects_cases),  TABLE(nested_cases),
    TABLE(capsules_cases),          TABLE(unify_cases),
    TABLE(convertible_cases),       TABLE(mismatch_messages_cases),
    TABLE(unify_mixed_kinds_cases), TABLE(collections_with_unknowns_cases),
    TABLE(number_text_cases),       TABLE(quoted_names_and_messages_cases),
};

Test(convert_reference, primitives) { RUN(primitives_cases); }
Test(convert_reference, nulls_and_unknowns) { RUN(nulls_and_unknowns_cases); }
Test(convert_reference, lists_and_sets) { RUN(lists_and_sets_cases); }
Test(convert_reference, tuples_to_collections) {
  RUN(tuples_to_collections_cases);
}
Test(convert_reference, maps_and_objects) { RUN(maps_and_objects_cases); }
Test(convert_reference, nested) { RUN(nested_cases); }
Test(convert_reference, capsules) { RUN(capsules_cases); }
Test(convert_reference, unify) { RUN(unify_cases); }
Test(convert_reference, convertible) { RUN(convertible_cases); }
Test(convert_reference, mismatch_messages) { RUN(mismatch_messages_cases); }
Test(convert_reference, unify_mixed_kinds) { RUN(unify_mixed_kinds_cases); }
Test(convert_reference, collections_with_unknowns) {
  RUN(collections_with_unknowns_cases);
}
Test(convert_reference, number_text) { RUN(number_text_cases); }
Test(convert_reference, quoted_names_and_messages) {
  RUN(quoted_names_and_messages_cases);
}

/* ---- Cases where the reference's answer varies ------------------------ */

/*
 * The reference walks some attributes in Go's (random) map order, so when
 * several attributes are at fault it may name any of them; ours must be
 * one of its answers.
 */
Test(convert_reference, order_dependent_messages_are_among_the_answers) {
  static const struct {
    const char *in;
    const char *one, *other;
  } cases[] = {
      {"convert map(string){\"c\"=\"x\"} object(\"a\"=string,\"b\"=string)",
       "err map has no element for required attribute \"a\"",
       "err map has no element for required attribute \"b\""},
      {"mismatch object(\"a\"=list(string),\"b\"=number) "
       "object(\"a\"=number,\"b\"=list(string))",
       "attribute \"a\": number required",
       "attribute \"b\": list of string required"},
  };
  hcl_buf out;
  hcl_buf_init(&out, NULL);
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    parsed p;
    parse_case(cases[i].in, &p);
    cr_assert(run_parsed(&p, NULL, &out));
    cr_expect(!strcmp(out.data, cases[i].one) ||
                  !strcmp(out.data, cases[i].other),
              "%s: %s", cases[i].in, out.data);
    parsed_free(&p);
  }
  hcl_buf_fini(&out);
}

/* ---- Properties over all cases ------------------------------------------- */

/* A unified type accepts every one of the types unified. */
Test(convert_properties, unified_type_accepts_every_input) {
  size_t checked = 0;
  for (size_t t = 0; t < sizeof all_tables / sizeof all_tables[0]; t++) {
    for (size_t i = 0; i < all_tables[t].n; i++) {
      parsed p;
      parse_case(all_tables[t].cases[i].in, &p);
      if (!strncmp(p.cmd, "unify", 5)) {
        bool unsafe = !strcmp(p.cmd, "unify_unsafe"), yes;
        const hcl_type *u = NULL;
        cr_assert_eq(hcl_unify(p.types, p.ntypes, unsafe, NULL, &u), HCL_OK);
        for (size_t k = 0; u && k < p.ntypes; k++)
          cr_expect(hcl_type_equal(p.types[k], u) ||
                        (hcl_convertible(p.types[k], u, unsafe, NULL, &yes) ==
                             HCL_OK &&
                         yes),
                    "%s: input %zu", all_tables[t].cases[i].in, k);
        checked += u != NULL;
        hcl_type_unref(u);
      }
      parsed_free(&p);
    }
  }
  cr_expect_gt(checked, 50);
}

/* Converting a value to the type it already has gives the value back. */
Test(convert_properties, conversion_to_own_type_is_identity) {
  hcl_buf err;
  hcl_buf_init(&err, NULL);
  for (size_t t = 0; t < sizeof all_tables / sizeof all_tables[0]; t++) {
    for (size_t i = 0; i < all_tables[t].n; i++) {
      parsed p;
      parse_case(all_tables[t].cases[i].in, &p);
      if (p.value) {
        hcl_value *out = NULL;
        cr_expect_eq(
            hcl_convert(p.value, hcl_value_type(p.value), NULL, &out, &err),
            HCL_CONVERT_OK);
        cr_expect_eq(out, p.value, "%s", all_tables[t].cases[i].in);
        hcl_value_unref(out);
      }
      parsed_free(&p);
    }
  }
  hcl_buf_fini(&err);
}

/* hcl_convert_cannot_fail, which lets a validator skip conversions whose
   value it does not need, never says so of a conversion the reference
   rejects, and what it passes keeps its nullness; it also says so of
   enough of them (own types, bools to strings, tuples and objects of
   such to collections) to be worth asking. */
Test(convert_properties, cannot_fail_only_where_the_reference_succeeds) {
  size_t sure = 0, converts = 0;
  for (size_t t = 0; t < sizeof all_tables / sizeof all_tables[0]; t++) {
    for (size_t i = 0; i < all_tables[t].n; i++) {
      const ref_case *rc = &all_tables[t].cases[i];
      parsed p;
      parse_case(rc->in, &p);
      if (strcmp(p.cmd, "convert") != 0) {
        parsed_free(&p);
        continue;
      }
      converts++;
      if (hcl_convert_cannot_fail(p.value, p.types[0])) {
        sure++;
        cr_expect(strncmp(rc->want, "ok ", 3) == 0,
                  "%s: said it cannot fail; the reference: %s", rc->in,
                  rc->want);
        hcl_value *out = NULL;
        cr_assert_eq(hcl_convert(p.value, p.types[0], NULL, &out, NULL),
                     HCL_CONVERT_OK, "%s", rc->in);
        cr_expect_eq(hcl_value_is_null(out), hcl_value_is_null(p.value), "%s",
                     rc->in);
        hcl_value_unref(out);
      }
      parsed_free(&p);
    }
  }
  cr_expect_gt(sure, 10, "%zu of %zu conversions judged sure", sure, converts);
  cr_expect_lt(sure, converts);
}

/* ---- The interface ------------------------------------------------------- */

Test(convert_api, failure_leaves_no_value_and_a_fresh_message) {
  hcl_value *s = hcl_value_string("abc", 3, NULL);
  hcl_value *out = s; /* overwritten */
  hcl_buf err;
  hcl_buf_init(&err, NULL);
  hcl_buf_puts(&err, "stale");
  cr_assert_eq(hcl_convert(s, hcl_type_number(), NULL, &out, &err),
               HCL_CONVERT_FAILED);
  cr_expect_null(out);
  hcl_buf_terminate(&err);
  cr_expect_str_eq(err.data, "a number is required");

  /* success clears the buffer */
  hcl_buf_puts(&err, "stale");
  cr_assert_eq(hcl_convert(s, hcl_type_dynamic(), NULL, &out, &err),
               HCL_CONVERT_OK);
  cr_expect_eq(out, s);
  cr_expect_eq(err.len, 0);
  hcl_value_unref(out);
  hcl_value_unref(s);
  hcl_buf_fini(&err);
}

Test(convert_api, mismatch_message_appends) {
  hcl_buf b;
  hcl_buf_init(&b, NULL);
  hcl_buf_puts(&b, "Invalid value for \"a\" parameter: ");
  const hcl_type *l = hcl_type_list(hcl_type_dynamic(), NULL);
  cr_assert_eq(hcl_mismatch_message(hcl_type_bool(), hcl_type_number(), &b),
               HCL_OK);
  hcl_buf_puts(&b, ". / ");
  cr_assert_eq(hcl_mismatch_message(hcl_type_string(), l, &b), HCL_OK);
  hcl_buf_terminate(&b);
  cr_expect_str_eq(b.data, "Invalid value for \"a\" parameter: number "
                           "required. / list of any single type required");
  hcl_type_unref(l);
  hcl_buf_fini(&b);
}

Test(convert_api, unify_of_nothing_is_none) {
  const hcl_type *u = hcl_type_bool();
  cr_expect_eq(hcl_unify(NULL, 0, false, NULL, &u), HCL_OK);
  cr_expect_null(u);
  u = hcl_type_bool();
  cr_expect_eq(hcl_unify(NULL, 0, true, NULL, &u), HCL_OK);
  cr_expect_null(u);
}

/* Unification and conversion stay fast on long tuples of few types (the
   reference's preference sort is quadratic in their number). */
Test(convert_api, long_mixed_tuple_to_list) {
  enum { N = 20000 };
  hcl_value **items = malloc(N * sizeof *items);
  cr_assert_not_null(items);
  for (size_t i = 0; i < N; i++)
    items[i] = i % 2 ? hcl_value_number_int((int64_t)i, NULL)
                     : hcl_value_string("a", 1, NULL);
  hcl_value *t = hcl_value_tuple((const hcl_value *const *)items, N, NULL);
  cr_assert_not_null(t);
  const hcl_type *want = hcl_type_list(hcl_type_dynamic(), NULL);
  hcl_value *out = NULL;
  hcl_buf err;
  hcl_buf_init(&err, NULL);
  cr_assert_eq(hcl_convert(t, want, NULL, &out, &err), HCL_CONVERT_OK);
  cr_assert_eq(hcl_value_count(out), N);
  cr_expect_eq(hcl_type_kind_of(hcl_type_elem(hcl_value_type(out))),
               HCL_TYPE_STRING);
  hcl_str s = hcl_value_as_string(hcl_value_at(out, N - 1));
  cr_expect_eq(s.len, 5);
  cr_expect_eq(memcmp(s.ptr, "19999", 5), 0);

  const hcl_type *types[N];
  for (size_t i = 0; i < N; i++)
    types[i] = hcl_value_type(items[i]);
  const hcl_type *u = NULL;
  cr_assert_eq(hcl_unify(types, N, false, NULL, &u), HCL_OK);
  cr_assert_not_null(u);
  cr_expect_eq(hcl_type_kind_of(u), HCL_TYPE_STRING);

  for (size_t i = 0; i < N; i++)
    hcl_value_unref(items[i]);
  free(items);
  hcl_type_unref(u);
  hcl_value_unref(out);
  hcl_value_unref(t);
  hcl_type_unref(want);
  hcl_buf_fini(&err);
}

/* ---- Out of memory ------------------------------------------------------ */

/*
 * Every case again with each of its allocations failing in turn: the
 * answer is either "out of memory" or the right one, and nothing leaks.
 */
Test(convert_oom, every_failed_allocation_is_reported_and_released) {
  hcl_buf want, got;
  hcl_buf_init(&want, NULL);
  hcl_buf_init(&got, NULL);
  size_t failures = 0;
  for (size_t t = 0; t < sizeof all_tables / sizeof all_tables[0]; t++) {
    for (size_t i = 0; i < all_tables[t].n; i++) {
      const char *in = all_tables[t].cases[i].in;
      parsed p;
      parse_case(in, &p);
      if (!strcmp(p.cmd, "conv")) { /* allocates from malloc only */
        parsed_free(&p);
        continue;
      }
      cr_assert(run_parsed(&p, NULL, &want));
      for (size_t k = 1;; k++) {
        test_alloc ta;
        test_alloc_init(&ta);
        ta.fail_at = k;
        bool ok = run_parsed(&p, &ta.hooks, &got);
        cr_expect_eq(ta.outstanding, 0, "%s: leak when allocation %zu fails",
                     in, k);
        bool reached = ta.allocations >= k;
        if (ok)
          cr_expect_str_eq(got.data, want.data, "%s: allocation %zu failed", in,
                           k);
        else
          cr_expect(reached, "%s: out of memory without a failure", in);
        if (!reached)
          break;
        failures += !ok;
      }
      parsed_free(&p);
    }
  }
  cr_expect_gt(failures, 100);
  hcl_buf_fini(&want);
  hcl_buf_fini(&got);
}
