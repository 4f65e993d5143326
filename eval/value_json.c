/*
 * Values and types as JSON, the way cty's json package writes and reads
 * them, including the messages of Go's encoding/json Decoder that cty
 * passes on for invalid input.
 *
 * Reading follows the reference's two passes. cty's ImpliedType walks the
 * text with Decoder.Token(), whose state machine decides which syntax
 * errors are reported and how they are worded; hcl_json_doc_parse() replays
 * that machine and keeps the values as a flat array of nodes. cty's
 * Unmarshal then reads the text again for a type; hcl_json_unmarshal()
 * walks the nodes with an explicit stack in the same order, so that the
 * first error it meets is the one the reference reports.
 *
 * Writing (cty's Marshal) is iterative too. A value written for the
 * dynamic pseudo-type is wrapped as {"value":...,"type":...}; the
 * reference ignores errors inside such a wrapper and keeps what it wrote
 * so far, and so does this file.
 */

#include "eval/value_json.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/alloc.h"
#include "core/compare.h"
#include "core/json_text.h"
#include "core/limits.h"
#include "core/quote.h"
#include "core/utf8.h"
#include "eval/convert.h"
#include "eval/number.h"
#include "eval/value_internal.h"

/* encoding/json's scanner nests this deep at most. */
#define GO_MAX_NESTING 10000

/* encoding/json's quoteChar: a byte shown in a syntax error. */
static bool quote_char(hcl_buf *out, unsigned char c) {
  if (c == '\'')
    return hcl_buf_puts(out, "'\\''");
  if (c == '"')
    return hcl_buf_puts(out, "'\"'");
  return hcl_buf_putc(out, '\'') && hcl_go_quote_rune(out, c, '"') &&
         hcl_buf_putc(out, '\'');
}

/* ---- Documents ----------------------------------------------------------- */

void hcl_json_doc_init(hcl_json_doc *d, const hcl_alloc *alloc) {
  d->alloc = alloc;
  hcl_vec_init(&d->nodes, alloc, sizeof(hcl_json_node));
  hcl_buf_init(&d->strings, alloc);
  d->deep_node = SIZE_MAX;
  d->deep_char = 0;
}

void hcl_json_doc_fini(hcl_json_doc *d) {
  hcl_vec_fini(&d->nodes);
  hcl_buf_fini(&d->strings);
}

size_t hcl_json_member(const hcl_json_doc *d, size_t obj, const char *key) {
  const hcl_json_node *o = hcl_json_at(d, obj);
  size_t found = SIZE_MAX, klen = strlen(key);
  for (size_t c = obj + 1; c < o->end; c = hcl_json_at(d, c)->end) {
    hcl_str k = hcl_json_key(d, hcl_json_at(d, c));
    if (k.len == klen && memcmp(k.ptr, key, klen) == 0)
      found = c;
  }
  return found;
}

/* ---- Parsing: Decoder.Token() replayed ----------------------------------- */

/* The Decoder's token states. */
typedef enum tstate {
  ST_TOP,
  ST_ARR_START,
  ST_ARR_VALUE,
  ST_ARR_COMMA,
  ST_OBJ_START,
  ST_OBJ_KEY,
  ST_OBJ_COLON,
  ST_OBJ_VALUE,
  ST_OBJ_COMMA
} tstate;

typedef enum tok {
  TOK_ERROR,
  TOK_NOMEM,
  TOK_BEGIN,
  TOK_END,
  TOK_KEY,
  TOK_SCALAR
} tok;

typedef struct open_item {
  tstate saved;
  size_t node;
} open_item;

typedef struct parser {
  hcl_json_doc *d;
  const unsigned char *s;
  size_t len, p;
  tstate state;
  hcl_vec open; /* open_item */
  hcl_buf *err;
  bool nomem;
  /* the key read for the next value */
  bool have_key;
  size_t key_off, key_len;
} parser;

static bool is_space(unsigned char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

static bool value_allowed(tstate st) {
  return st == ST_TOP || st == ST_ARR_START || st == ST_ARR_VALUE ||
         st == ST_OBJ_VALUE;
}

static void value_end(parser *ps) {
  if (ps->state == ST_ARR_START || ps->state == ST_ARR_VALUE)
    ps->state = ST_ARR_COMMA;
  else if (ps->state == ST_OBJ_VALUE)
    ps->state = ST_OBJ_COMMA;
}

static tok fail(parser *ps, const char *msg) {
  hcl_buf_clear(ps->err);
  if (!hcl_buf_puts(ps->err, msg))
    ps->nomem = true;
  return ps->nomem ? TOK_NOMEM : TOK_ERROR;
}

/* "invalid character 'c' <context>", as the scanner and Token word it. */
static tok fail_char(parser *ps, unsigned char c, const char *context) {
  hcl_buf_clear(ps->err);
  if (!hcl_buf_puts(ps->err, "invalid character ") || !quote_char(ps->err, c) ||
      !hcl_buf_puts(ps->err, context))
    ps->nomem = true;
  return ps->nomem ? TOK_NOMEM : TOK_ERROR;
}

static tok token_error(parser *ps, unsigned char c) {
  const char *context = "";
  switch (ps->state) {
  case ST_TOP:
  case ST_ARR_START:
  case ST_ARR_VALUE:
  case ST_OBJ_VALUE:
    context = " looking for beginning of value";
    break;
  case ST_ARR_COMMA:
    context = " after array element";
    break;
  case ST_OBJ_KEY:
    context = " looking for beginning of object key string";
    break;
  case ST_OBJ_COLON:
    context = " after object key";
    break;
  case ST_OBJ_COMMA:
    context = " after object key:value pair";
    break;
  case ST_OBJ_START:
    break; /* Token gives no context here */
  }
  return fail_char(ps, c, context);
}

static int hex_value(unsigned char c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

static bool put_rune(hcl_buf *b, int32_t r) {
  char u[4];
  size_t n = hcl_utf8_encode(r, u);
  return hcl_buf_append(b, u, n);
}

/* The four hex digits at s (already validated by the scan). */
static int32_t get_u4(const unsigned char *s) {
  return (int32_t)((hex_value(s[0]) << 12) | (hex_value(s[1]) << 8) |
                   (hex_value(s[2]) << 4) | hex_value(s[3]));
}

/* Decodes the validated string literal s[0..n) (quotes excluded) into the
   doc's strings as Go's unquote does: bad UTF-8 bytes and unpaired
   surrogates become U+FFFD. */
static bool unquote(hcl_buf *b, const unsigned char *s, size_t n) {
  size_t i = 0;
  while (i < n) {
    unsigned char c = s[i];
    if (c == '\\') {
      c = s[i + 1];
      i += 2;
      char e = 0;
      switch (c) {
      case 'b':
        e = '\b';
        break;
      case 'f':
        e = '\f';
        break;
      case 'n':
        e = '\n';
        break;
      case 'r':
        e = '\r';
        break;
      case 't':
        e = '\t';
        break;
      case 'u':
        break;
      default:
        e = (char)c;
        break; /* " \ / */
      }
      if (c != 'u') {
        if (!hcl_buf_putc(b, e))
          return false;
        continue;
      }
      int32_t r = get_u4(s + i);
      i += 4;
      if (r >= 0xD800 && r < 0xE000) {
        int32_t r2 = -1;
        if (i + 6 <= n && s[i] == '\\' && s[i + 1] == 'u' &&
            hex_value(s[i + 2]) >= 0 && hex_value(s[i + 3]) >= 0 &&
            hex_value(s[i + 4]) >= 0 && hex_value(s[i + 5]) >= 0)
          r2 = get_u4(s + i + 2);
        if (r < 0xDC00 && r2 >= 0xDC00 && r2 < 0xE000) {
          r = 0x10000 + ((r - 0xD800) << 10) + (r2 - 0xDC00);
          i += 6;
        } else {
          r = 0xFFFD;
        }
      }
      if (!put_rune(b, r))
        return false;
      continue;
    }
    if (c < 0x80) {
      if (!hcl_buf_putc(b, (char)c))
        return false;
      i++;
      continue;
    }
    int32_t r;
    size_t k = hcl_utf8_decode(s + i, n - i, &r);
    if (k == 0) {
      if (!put_rune(b, 0xFFFD))
        return false;
      i++;
      continue;
    }
    if (!hcl_buf_append(b, s + i, k))
      return false;
    i += k;
  }
  return true;
}

/* Scans a string literal at ps->p (its opening quote), as the scanner
   does, and stores its decoded bytes. */
static tok scan_string(parser *ps, size_t *off, size_t *len) {
  const unsigned char *s = ps->s;
  size_t i = ps->p + 1;
  for (;;) {
    if (i >= ps->len)
      return fail(ps, "unexpected EOF");
    unsigned char c = s[i];
    if (c == '"')
      break;
    if (c == '\\') {
      if (++i >= ps->len)
        return fail(ps, "unexpected EOF");
      c = s[i];
      if (c == 'u') {
        for (int k = 0; k < 4; k++) {
          if (++i >= ps->len)
            return fail(ps, "unexpected EOF");
          if (hex_value(s[i]) < 0)
            return fail_char(ps, s[i], " in \\u hexadecimal character escape");
        }
      } else if (!strchr("bfnrt\\/\"", c) || c == 0) {
        return fail_char(ps, c, " in string escape code");
      }
      i++;
      continue;
    }
    if (c < 0x20)
      return fail_char(ps, c, " in string literal");
    i++;
  }
  *off = ps->d->strings.len;
  if (!unquote(&ps->d->strings, s + ps->p + 1, i - ps->p - 1)) {
    ps->nomem = true;
    return TOK_NOMEM;
  }
  *len = ps->d->strings.len - *off;
  ps->p = i + 1;
  return TOK_SCALAR;
}

static bool is_digit(unsigned char c) { return c >= '0' && c <= '9'; }

/* Scans a number at ps->p as the scanner's number states do. */
static tok scan_number(parser *ps) {
  const unsigned char *s = ps->s;
  size_t i = ps->p, n = ps->len;
  if (s[i] == '-') {
    i++;
    if (i >= n)
      return fail(ps, "unexpected EOF");
    if (!is_digit(s[i]))
      return fail_char(ps, s[i], " in numeric literal");
  }
  if (s[i] == '0') {
    i++;
  } else {
    while (i < n && is_digit(s[i]))
      i++;
  }
  if (i < n && s[i] == '.') {
    i++;
    if (i >= n)
      return fail(ps, "unexpected EOF");
    if (!is_digit(s[i]))
      return fail_char(ps, s[i], " after decimal point in numeric literal");
    while (i < n && is_digit(s[i]))
      i++;
  }
  if (i < n && (s[i] == 'e' || s[i] == 'E')) {
    i++;
    if (i < n && (s[i] == '+' || s[i] == '-'))
      i++;
    if (i >= n)
      return fail(ps, "unexpected EOF");
    if (!is_digit(s[i]))
      return fail_char(ps, s[i], " in exponent of numeric literal");
    while (i < n && is_digit(s[i]))
      i++;
  }
  size_t off = ps->d->strings.len;
  if (!hcl_buf_append(&ps->d->strings, s + ps->p, i - ps->p)) {
    ps->nomem = true;
    return TOK_NOMEM;
  }
  hcl_json_node *node = hcl_vec_last(&ps->d->nodes);
  node->text_off = off;
  node->text_len = i - ps->p;
  ps->p = i;
  return TOK_SCALAR;
}

static tok scan_literal(parser *ps, const char *word) {
  static const char *const names[] = {"true", "false", "null"};
  const char *name = word[0] == 't'   ? names[0]
                     : word[0] == 'f' ? names[1]
                                      : names[2];
  size_t i = ps->p + 1;
  for (size_t k = 1; word[k]; k++, i++) {
    if (i >= ps->len)
      return fail(ps, "unexpected EOF");
    if (ps->s[i] != (unsigned char)word[k]) {
      char ctx[48];
      snprintf(ctx, sizeof ctx, " in literal %s (expecting '%c')", name,
               word[k]);
      return fail_char(ps, ps->s[i], ctx);
    }
  }
  ps->p = i;
  return TOK_SCALAR;
}

static hcl_json_node *new_node(parser *ps, hcl_json_kind kind) {
  hcl_json_node *n = hcl_vec_push_zero(&ps->d->nodes);
  if (!n) {
    ps->nomem = true;
    return NULL;
  }
  n->kind = (uint8_t)kind;
  n->depth = ps->open.len + 1;
  if (ps->have_key) {
    n->has_key = true;
    n->key_off = ps->key_off;
    n->key_len = ps->key_len;
    ps->have_key = false;
  }
  return n;
}

/* Reads one scalar value (Decoder.Decode into an interface). */
static tok scalar(parser *ps) {
  unsigned char c = ps->s[ps->p];
  hcl_json_kind kind;
  switch (c) {
  case '"':
    kind = HCL_JSON_STRING;
    break;
  case 't':
    kind = HCL_JSON_TRUE;
    break;
  case 'f':
    kind = HCL_JSON_FALSE;
    break;
  case 'n':
    kind = HCL_JSON_NULL;
    break;
  default:
    if (c != '-' && !is_digit(c))
      return fail_char(ps, c, " looking for beginning of value");
    kind = HCL_JSON_NUMBER;
    break;
  }
  if (kind == HCL_JSON_STRING) {
    size_t off, len;
    tok t = scan_string(ps, &off, &len);
    if (t != TOK_SCALAR)
      return t;
    hcl_json_node *n = new_node(ps, kind);
    if (!n)
      return TOK_NOMEM;
    n->text_off = off;
    n->text_len = len;
    return TOK_SCALAR;
  }
  if (!new_node(ps, kind))
    return TOK_NOMEM;
  switch (kind) {
  case HCL_JSON_TRUE:
    return scan_literal(ps, "true");
  case HCL_JSON_FALSE:
    return scan_literal(ps, "false");
  case HCL_JSON_NULL:
    return scan_literal(ps, "null");
  default:
    return scan_number(ps);
  }
}

static bool skip_space(parser *ps) {
  while (ps->p < ps->len && is_space(ps->s[ps->p]))
    ps->p++;
  return ps->p < ps->len;
}

/* Decoder.Token(): the next token, its node appended to the document. */
static tok next_token(parser *ps) {
  for (;;) {
    if (!skip_space(ps))
      return fail(ps, "EOF");
    unsigned char c = ps->s[ps->p];
    switch (c) {
    case '[':
    case '{': {
      if (!value_allowed(ps->state))
        return token_error(ps, c);
      hcl_json_node *n =
          new_node(ps, c == '[' ? HCL_JSON_ARRAY : HCL_JSON_OBJECT);
      open_item it = {ps->state, ps->d->nodes.len - 1};
      if (!n || !hcl_vec_push(&ps->open, &it)) {
        ps->nomem = true;
        return TOK_NOMEM;
      }
      /* the reference's reader refuses this depth when it reads the
         top-level member holding it */
      if (ps->open.len > GO_MAX_NESTING + 1 && ps->d->deep_node == SIZE_MAX) {
        ps->d->deep_node = ((open_item *)hcl_vec_at(&ps->open, 1))->node;
        ps->d->deep_char = (char)c;
      }
      ps->p++;
      ps->state = c == '[' ? ST_ARR_START : ST_OBJ_START;
      return TOK_BEGIN;
    }
    case ']':
    case '}': {
      bool ok = c == ']'
                    ? ps->state == ST_ARR_START || ps->state == ST_ARR_COMMA
                    : ps->state == ST_OBJ_START || ps->state == ST_OBJ_COMMA;
      if (!ok)
        return token_error(ps, c);
      ps->p++;
      open_item *it = hcl_vec_last(&ps->open);
      hcl_json_node *n = hcl_vec_at(&ps->d->nodes, it->node);
      n->end = ps->d->nodes.len;
      ps->state = it->saved;
      hcl_vec_pop(&ps->open);
      value_end(ps);
      return TOK_END;
    }
    case ':':
      if (ps->state != ST_OBJ_COLON)
        return token_error(ps, c);
      ps->p++;
      ps->state = ST_OBJ_VALUE;
      continue;
    case ',':
      if (ps->state == ST_ARR_COMMA)
        ps->state = ST_ARR_VALUE;
      else if (ps->state == ST_OBJ_COMMA)
        ps->state = ST_OBJ_KEY;
      else
        return token_error(ps, c);
      ps->p++;
      continue;
    case '"':
      if (ps->state == ST_OBJ_START || ps->state == ST_OBJ_KEY) {
        size_t off, len;
        tok t = scan_string(ps, &off, &len);
        if (t != TOK_SCALAR)
          return t;
        ps->have_key = true;
        ps->key_off = off;
        ps->key_len = len;
        ps->state = ST_OBJ_COLON;
        return TOK_KEY;
      }
      /* fall through */
    default: {
      if (!value_allowed(ps->state))
        return token_error(ps, c);
      tok t = scalar(ps);
      if (t != TOK_SCALAR)
        return t;
      hcl_json_node *n = hcl_vec_last(&ps->d->nodes);
      n->end = ps->d->nodes.len;
      value_end(ps);
      return TOK_SCALAR;
    }
    }
  }
}

hcl_status hcl_json_doc_parse(hcl_json_doc *d, const char *text, size_t len,
                              bool whole, hcl_buf *err) {
  parser ps;
  memset(&ps, 0, sizeof ps);
  ps.d = d;
  ps.s = (const unsigned char *)text;
  ps.len = len;
  ps.state = ST_TOP;
  ps.err = err;
  hcl_vec_init(&ps.open, d->alloc, sizeof(open_item));
  hcl_status st = HCL_OK;
  if (!hcl_buf_reserve(&d->strings, 0)) {
    st = HCL_ERR_NOMEM;
    goto out;
  }
  do {
    tok t = next_token(&ps);
    if (t == TOK_ERROR || t == TOK_NOMEM) {
      st = t == TOK_ERROR ? HCL_ERR_SYNTAX : HCL_ERR_NOMEM;
      goto out;
    }
    if (t == TOK_BEGIN || t == TOK_KEY || ps.open.len > 0)
      continue;
    break; /* the top-level value is complete */
  } while (true);
  for (size_t i = 0; i < d->nodes.len; i++) {
    hcl_json_node *n = hcl_vec_at(&d->nodes, i);
    if (n->kind == HCL_JSON_ARRAY || n->kind == HCL_JSON_OBJECT)
      for (size_t c = i + 1; c < n->end;
           c = ((hcl_json_node *)hcl_vec_at(&d->nodes, c))->end)
        n->count++;
  }
  /* Decoder.More() after the value */
  if (whole && skip_space(&ps) && ps.s[ps.p] != ']' && ps.s[ps.p] != '}') {
    fail(&ps, "extraneous data after JSON object");
    st = ps.nomem ? HCL_ERR_NOMEM : HCL_ERR_SYNTAX;
  }
out:
  hcl_vec_fini(&ps.open);
  return st;
}

/* ---- Implied types ------------------------------------------------------- */

typedef struct named_type {
  hcl_value *name; /* the key as a string value: NFC */
  const hcl_type *type;
  size_t order;
} named_type;

static int compare_named(const void *x, const void *y) {
  const named_type *a = x, *b = y;
  int c = hcl_str_compare(hcl_value_as_string(a->name),
                          hcl_value_as_string(b->name));
  if (c)
    return c;
  return a->order < b->order ? -1 : a->order > b->order ? 1 : 0;
}

/* The object type of object node `i`, given its members' types: the last
   member of each name wins. */
static const hcl_type *object_type(const hcl_json_doc *d, size_t i,
                                   const hcl_type **types, size_t root,
                                   const hcl_alloc *a) {
  const hcl_json_node *o = hcl_json_at(d, i);
  size_t n = o->count;
  named_type *m = hcl_mem_alloc(a, (n ? n : 1) * sizeof *m);
  hcl_str *names = hcl_mem_alloc(a, (n ? n : 1) * sizeof *names);
  const hcl_type **atys = hcl_mem_alloc(a, (n ? n : 1) * sizeof *atys);
  const hcl_type *t = NULL;
  size_t made = 0;
  if (!m || !names || !atys)
    goto out;
  for (size_t c = i + 1; c < o->end; c = hcl_json_at(d, c)->end) {
    hcl_str k = hcl_json_key(d, hcl_json_at(d, c));
    m[made].name = hcl_value_string(k.ptr, k.len, a);
    if (!m[made].name)
      goto out;
    m[made].type = types[c - root];
    m[made].order = made;
    made++;
  }
  if (n > 1)
    qsort(m, n, sizeof *m, compare_named);
  size_t kept = 0;
  for (size_t k = 0; k < n; k++) {
    if (k + 1 < n && hcl_value_raw_equal(m[k].name, m[k + 1].name))
      continue;
    names[kept] = hcl_value_as_string(m[k].name);
    atys[kept] = m[k].type;
    kept++;
  }
  t = hcl_type_object(names, atys, kept, a);
out:
  for (size_t k = 0; k < made; k++)
    hcl_value_unref(m[k].name);
  hcl_mem_free(a, m);
  hcl_mem_free(a, names);
  hcl_mem_free(a, atys);
  return t;
}

const hcl_type *hcl_json_implied_type(const hcl_json_doc *d, size_t root,
                                      const hcl_alloc *a) {
  const hcl_json_node *r = hcl_json_at(d, root);
  size_t n = r->end - root;
  /* types[k] for node root+k, built from the last node back, so that
     every container's members are done before it */
  const hcl_type **types = hcl_mem_alloc(a, n * sizeof *types);
  if (!types)
    return NULL;
  const hcl_type **elems = NULL;
  size_t elems_cap = 0;
  size_t k = n;
  bool ok = true;
  while (ok && k-- > 0) {
    size_t i = root + k;
    const hcl_json_node *node = hcl_json_at(d, i);
    const hcl_type *t = NULL;
    /* Unmarshal fails before it reads anything this deep, so its type
       does not matter; not building it keeps types shallow */
    if (node->depth > GO_MAX_NESTING + 2) {
      types[k] = hcl_type_dynamic();
      continue;
    }
    switch (node->kind) {
    case HCL_JSON_NULL:
      t = hcl_type_dynamic();
      break;
    case HCL_JSON_TRUE:
    case HCL_JSON_FALSE:
      t = hcl_type_bool();
      break;
    case HCL_JSON_NUMBER:
      t = hcl_type_number();
      break;
    case HCL_JSON_STRING:
      t = hcl_type_string();
      break;
    case HCL_JSON_ARRAY: {
      if (node->count > elems_cap) {
        const hcl_type **grown = hcl_mem_realloc(
            a, elems, elems_cap * sizeof *elems, node->count * sizeof *elems);
        if (!grown) {
          ok = false;
          break;
        }
        elems = grown;
        elems_cap = node->count;
      }
      size_t e = 0;
      for (size_t c = i + 1; c < node->end; c = hcl_json_at(d, c)->end)
        elems[e++] = types[c - root];
      t = hcl_type_tuple(elems, e, a);
      break;
    }
    case HCL_JSON_OBJECT:
      t = object_type(d, i, types, root, a);
      break;
    }
    if (!t) {
      ok = false;
      break;
    }
    types[k] = t;
  }
  const hcl_type *result = NULL;
  if (ok)
    result = hcl_type_ref(types[0]);
  /* release what was built: nodes k+1 .. n-1 */
  for (size_t j = ok ? 0 : k + 1; j < n; j++)
    hcl_type_unref(types[j]);
  hcl_mem_free(a, elems);
  hcl_mem_free(a, types);
  return result;
}

/* ---- Types from JSON (cty's Type.UnmarshalJSON) -------------------------- */

static const char *go_json_kind(const hcl_json_node *n) {
  switch (n->kind) {
  case HCL_JSON_TRUE:
  case HCL_JSON_FALSE:
    return "bool";
  case HCL_JSON_NUMBER:
    return "number";
  case HCL_JSON_STRING:
    return "string";
  case HCL_JSON_ARRAY:
    return "array";
  default:
    return "object";
  }
}

static bool str_is(hcl_str s, const char *w) {
  size_t n = strlen(w);
  return s.len == n && memcmp(s.ptr, w, n) == 0;
}

static hcl_status type_error(hcl_buf *err, const char *fmt, const char *arg) {
  hcl_buf_clear(err);
  return hcl_buf_printf(err, fmt, arg) ? HCL_ERR_SYNTAX : HCL_ERR_NOMEM;
}

/* A complex type being read: the member nodes of `arg` (or `arg` itself,
   for an element type) are read into the shared stack of parts. */
typedef struct tframe {
  char kind;       /* 'l' list, 's' set, 'm' map, 't' tuple, 'o' object */
  size_t arg;      /* the node after the kind name */
  size_t next;     /* the next node to read */
  size_t end;      /* one past the last node to read */
  size_t first;    /* index in the parts of this frame's first part */
  size_t optional; /* an object's list of optional attributes, or 0 */
} tframe;

/* Reads node `i`: a primitive type is pushed to `parts`, a complex one
   opens a frame. */
static hcl_status type_start(const hcl_json_doc *d, size_t i, hcl_vec *frames,
                             hcl_vec *parts, hcl_buf *err) {
  const hcl_json_node *n = hcl_json_at(d, i);
  if (n->kind == HCL_JSON_STRING) {
    hcl_str s = hcl_json_text(d, n);
    const hcl_type *t = NULL;
    if (str_is(s, "bool"))
      t = hcl_type_bool();
    else if (str_is(s, "number"))
      t = hcl_type_number();
    else if (str_is(s, "string"))
      t = hcl_type_string();
    else if (str_is(s, "dynamic"))
      t = hcl_type_dynamic();
    if (t)
      return hcl_vec_push(parts, &t) ? HCL_OK : HCL_ERR_NOMEM;
    hcl_buf_clear(err);
    return hcl_buf_puts(err, "invalid primitive type name ") &&
                   hcl_go_quote(err, s.ptr, s.len)
               ? HCL_ERR_SYNTAX
               : HCL_ERR_NOMEM;
  }
  if (n->kind == HCL_JSON_OBJECT)
    return type_error(err, "%s", "invalid complex type description");
  if (n->kind != HCL_JSON_ARRAY)
    return type_error(err, "%s", "invalid type description");
  if (n->count == 0 || hcl_json_at(d, i + 1)->kind != HCL_JSON_STRING)
    return type_error(err, "%s", "invalid complex type kind name");
  hcl_str k = hcl_json_text(d, hcl_json_at(d, i + 1));
  tframe f = {0, 0, 0, 0, parts->len, 0};
  if (str_is(k, "list"))
    f.kind = 'l';
  else if (str_is(k, "set"))
    f.kind = 's';
  else if (str_is(k, "map"))
    f.kind = 'm';
  else if (str_is(k, "tuple"))
    f.kind = 't';
  else if (str_is(k, "object"))
    f.kind = 'o';
  else
    return type_error(err, "%s", "invalid complex type kind name");
  if (n->count < 2)
    return type_error(err, "%s", "expected comma after array element");
  f.arg = hcl_json_at(d, i + 1)->end;
  if (f.kind == 'o' && n->count == 3) {
    /* the names of the optional attributes */
    f.optional = hcl_json_at(d, f.arg)->end;
    const hcl_json_node *on = hcl_json_at(d, f.optional);
    const hcl_json_node *bad = NULL;
    const char *want = "string";
    if (on->kind != HCL_JSON_ARRAY && on->kind != HCL_JSON_NULL) {
      bad = on;
      want = "[]string";
    }
    for (size_t c = f.optional + 1; !bad && c < on->end;
         c = hcl_json_at(d, c)->end)
      if (hcl_json_at(d, c)->kind != HCL_JSON_STRING)
        bad = hcl_json_at(d, c);
    if (bad) {
      hcl_buf_clear(err);
      return hcl_buf_printf(err,
                            "json: cannot unmarshal %s into Go value of "
                            "type %s",
                            go_json_kind(bad), want)
                 ? HCL_ERR_SYNTAX
                 : HCL_ERR_NOMEM;
    }
  } else if (n->count > 2) {
    return type_error(err, "%s", "unexpected extra data in type description");
  }
  const hcl_json_node *an = hcl_json_at(d, f.arg);
  f.end = an->end;
  if (f.kind == 't' || f.kind == 'o') {
    hcl_json_kind need = f.kind == 't' ? HCL_JSON_ARRAY : HCL_JSON_OBJECT;
    if (an->kind != need && an->kind != HCL_JSON_NULL) {
      hcl_buf_clear(err);
      return hcl_buf_printf(err,
                            "json: cannot unmarshal %s into Go value of "
                            "type %s",
                            go_json_kind(an),
                            f.kind == 't' ? "[]cty.Type"
                                          : "map[string]cty.Type")
                 ? HCL_ERR_SYNTAX
                 : HCL_ERR_NOMEM;
    }
    f.next = an->kind == HCL_JSON_NULL ? an->end : f.arg + 1;
  } else {
    f.next = f.arg;
  }
  return hcl_vec_push(frames, &f) ? HCL_OK : HCL_ERR_NOMEM;
}

/* Object type `t` (taken) with the attributes listed at node `list`
   optional, in *out. HCL_ERR_SYNTAX (a message in `err`) for a name the
   type lacks, which the reference does not survive; HCL_ERR_NOMEM. */
static hcl_status mark_optional(const hcl_json_doc *d, size_t list,
                                const hcl_type *t, const hcl_alloc *a,
                                hcl_buf *err, const hcl_type **out) {
  size_t n = hcl_type_count(t);
  bool *flags = hcl_mem_alloc(a, (n ? n : 1) * sizeof *flags);
  hcl_str *names = hcl_mem_alloc(a, (n ? n : 1) * sizeof *names);
  const hcl_type **types = hcl_mem_alloc(a, (n ? n : 1) * sizeof *types);
  hcl_status st = HCL_ERR_NOMEM;
  *out = NULL;
  bool known = true;
  if (flags && names && types) {
    for (size_t i = 0; i < n; i++) {
      flags[i] = false;
      names[i] = hcl_type_attr_name_at(t, i);
      types[i] = hcl_type_at(t, i);
    }
    const hcl_json_node *ln = hcl_json_at(d, list);
    for (size_t c = list + 1; known && c < ln->end;
         c = hcl_json_at(d, c)->end) {
      hcl_str k = hcl_json_text(d, hcl_json_at(d, c));
      size_t j = hcl_type_attr_index(t, k.ptr, k.len);
      if (j == SIZE_MAX) {
        known = false;
        hcl_buf_clear(err);
        if (hcl_buf_puts(err, "optional contains undeclared attribute ") &&
            hcl_go_quote(err, k.ptr, k.len))
          st = HCL_ERR_SYNTAX;
      } else {
        flags[j] = true;
      }
    }
    if (known) {
      *out = hcl_type_object_optional(names, types, flags, n, a);
      st = *out ? HCL_OK : HCL_ERR_NOMEM;
    }
  }
  hcl_mem_free(a, flags);
  hcl_mem_free(a, names);
  hcl_mem_free(a, types);
  hcl_type_unref(t);
  return st;
}

/* The object type of frame `f`'s parts (released here); NULL when out of
   memory. */
static const hcl_type *type_object(const hcl_json_doc *d, const tframe *f,
                                   const hcl_type **p, size_t np,
                                   const hcl_alloc *a, hcl_buf *err,
                                   hcl_status *st) {
  hcl_str *names = hcl_mem_alloc(a, (np ? np : 1) * sizeof *names);
  hcl_value **keys = hcl_mem_alloc(a, (np ? np : 1) * sizeof *keys);
  const hcl_type *t = NULL;
  size_t made = 0;
  if (names && keys) {
    for (size_t c = f->arg + 1; made < np; c = hcl_json_at(d, c)->end) {
      hcl_str k = hcl_json_key(d, hcl_json_at(d, c));
      keys[made] = hcl_value_string(k.ptr, k.len, a);
      if (!keys[made])
        break;
      names[made] = hcl_value_as_string(keys[made]);
      made++;
    }
  }
  if (made == np) {
    /* a name given twice keeps its last type: sorted by name, then by
       place, the last of each name is the one */
    size_t kept = 0;
    const hcl_type **kt = hcl_mem_alloc(a, (np ? np : 1) * sizeof *kt);
    named_type *m = hcl_mem_alloc(a, (np ? np : 1) * sizeof *m);
    if (kt && m) {
      for (size_t x = 0; x < np; x++) {
        m[x].name = keys[x];
        m[x].type = p[x];
        m[x].order = x;
      }
      if (np > 1)
        qsort(m, np, sizeof *m, compare_named);
      for (size_t x = 0; x < np; x++) {
        if (x + 1 < np && hcl_value_raw_equal(m[x].name, m[x + 1].name))
          continue;
        names[kept] = hcl_value_as_string(m[x].name);
        kt[kept++] = m[x].type;
      }
      t = hcl_type_object(names, kt, kept, a);
      if (t && f->optional)
        *st = mark_optional(d, f->optional, t, a, err, &t);
    }
    hcl_mem_free(a, kt);
    hcl_mem_free(a, m);
  }
  for (size_t x = 0; x < made; x++)
    hcl_value_unref(keys[x]);
  hcl_mem_free(a, names);
  hcl_mem_free(a, keys);
  return t;
}

hcl_status hcl_json_node_type(const hcl_json_doc *d, size_t root,
                              const hcl_alloc *a, const hcl_type **out,
                              hcl_buf *err) {
  hcl_vec frames, parts;
  hcl_vec_init(&frames, a, sizeof(tframe));
  hcl_vec_init(&parts, a, sizeof(const hcl_type *));
  hcl_status st = HCL_OK;
  size_t want = root;
  *out = NULL;
  while (want != SIZE_MAX) {
    st = type_start(d, want, &frames, &parts, err);
    if (st != HCL_OK)
      goto out;
    want = SIZE_MAX;
    while (frames.len > 0) {
      tframe *f = hcl_vec_last(&frames);
      if (f->next < f->end) {
        want = f->next;
        f->next = hcl_json_at(d, want)->end;
        break;
      }
      /* every part is read: build the type */
      size_t np = parts.len - f->first;
      const hcl_type **p = hcl_vec_at(&parts, f->first);
      const hcl_type *t = NULL;
      switch (f->kind) {
      case 'l':
        t = hcl_type_list(p[0], a);
        break;
      case 's':
        t = hcl_type_set(p[0], a);
        break;
      case 'm':
        t = hcl_type_map(p[0], a);
        break;
      case 't':
        t = hcl_type_tuple(p, np, a);
        break;
      default:
        t = type_object(d, f, p, np, a, err, &st);
        break;
      }
      for (size_t x = 0; x < np; x++)
        hcl_type_unref(p[x]);
      parts.len = f->first;
      hcl_vec_pop(&frames);
      if (!t || !hcl_vec_push(&parts, &t)) {
        hcl_type_unref(t);
        if (st == HCL_OK)
          st = HCL_ERR_NOMEM;
        goto out;
      }
    }
  }
  *out = *(const hcl_type **)hcl_vec_at(&parts, 0);
  parts.len = 0;
out:
  for (size_t x = 0; x < parts.len; x++)
    hcl_type_unref(*(const hcl_type **)hcl_vec_at(&parts, x));
  hcl_vec_fini(&frames);
  hcl_vec_fini(&parts);
  return st;
}

/* ---- Values from JSON (cty's Unmarshal) ---------------------------------- */

static hcl_status set_error(hcl_buf *err, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static hcl_status set_error(hcl_buf *err, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const char *text = hcl_buf_vformat(err, fmt, ap);
  va_end(ap);
  return text ? HCL_ERR_SYNTAX : HCL_ERR_NOMEM;
}

/* cty's unmarshalPrimitive. */
static hcl_status unmarshal_primitive(const hcl_json_doc *d,
                                      const hcl_json_node *n, const hcl_type *t,
                                      const hcl_alloc *a, hcl_value **out,
                                      hcl_buf *err) {
  hcl_str text = hcl_json_text(d, n);
  switch (hcl_type_kind_of(t)) {
  case HCL_TYPE_BOOL:
    if (n->kind == HCL_JSON_TRUE || n->kind == HCL_JSON_FALSE) {
      *out = hcl_value_bool(n->kind == HCL_JSON_TRUE);
      return HCL_OK;
    }
    if (n->kind == HCL_JSON_STRING) {
      hcl_value *s = hcl_value_string(text.ptr, text.len, a);
      if (!s)
        return HCL_ERR_NOMEM;
      hcl_convert_result r = hcl_convert(s, t, a, out, err);
      hcl_value_unref(s);
      return r == HCL_CONVERT_OK       ? HCL_OK
             : r == HCL_CONVERT_FAILED ? HCL_ERR_SYNTAX
                                       : HCL_ERR_NOMEM;
    }
    return set_error(err, "bool is required");
  case HCL_TYPE_NUMBER:
    if (n->kind == HCL_JSON_NUMBER || n->kind == HCL_JSON_STRING) {
      bool invalid = false;
      *out = hcl_number_parse(text.ptr, text.len, a, &invalid);
      if (*out)
        return HCL_OK;
      return invalid ? set_error(err, "a number is required") : HCL_ERR_NOMEM;
    }
    return set_error(err, "number is required");
  case HCL_TYPE_STRING:
    if (n->kind == HCL_JSON_STRING || n->kind == HCL_JSON_NUMBER) {
      *out = hcl_value_string(text.ptr, text.len, a);
      return *out ? HCL_OK : HCL_ERR_NOMEM;
    }
    if (n->kind == HCL_JSON_TRUE || n->kind == HCL_JSON_FALSE) {
      const char *s = n->kind == HCL_JSON_TRUE ? "true" : "false";
      *out = hcl_value_string(s, strlen(s), a);
      return *out ? HCL_OK : HCL_ERR_NOMEM;
    }
    return set_error(err, "string is required");
  default:
    return set_error(err, "unsupported type");
  }
}

/* A container being read. */
typedef struct uframe {
  size_t node;
  const hcl_type *t;
  const hcl_type *owned; /* a type read for a dynamic value, released */
  bool started;
  size_t next;       /* the next member node */
  size_t count;      /* members read so far */
  size_t attr;       /* objects: the attribute being read */
  hcl_value **items; /* by attribute index for objects */
  size_t nitems, cap;
  size_t *key_nodes; /* maps: the member node of each item */
} uframe;

static void uframe_free(uframe *f, const hcl_alloc *a) {
  for (size_t i = 0; i < f->nitems; i++)
    hcl_value_unref(f->items[i]);
  hcl_mem_free(a, f->items);
  hcl_mem_free(a, f->key_nodes);
  hcl_type_unref(f->owned);
}

static bool uframe_push(uframe *f, hcl_value *v, size_t key_node,
                        const hcl_alloc *a) {
  if (f->nitems == f->cap) {
    size_t cap = f->cap ? f->cap * 2 : 4;
    hcl_value **items = hcl_mem_realloc(a, f->items, f->cap * sizeof *items,
                                        cap * sizeof *items);
    if (!items)
      return false;
    f->items = items;
    if (hcl_type_kind_of(f->t) == HCL_TYPE_MAP) {
      size_t *keys = hcl_mem_realloc(a, f->key_nodes, f->cap * sizeof *keys,
                                     cap * sizeof *keys);
      if (!keys)
        return false;
      f->key_nodes = keys;
    }
    f->cap = cap;
  }
  if (f->key_nodes)
    f->key_nodes[f->nitems] = key_node;
  f->items[f->nitems++] = v;
  return true;
}

static const char *container_name(hcl_type_kind k) {
  switch (k) {
  case HCL_TYPE_LIST:
    return "list";
  case HCL_TYPE_SET:
    return "set";
  case HCL_TYPE_MAP:
    return "map";
  case HCL_TYPE_TUPLE:
    return "tuple";
  default:
    return "object";
  }
}

/* The element type of a list or set of `items`, as cty.ListVal takes it
   from the first; NULL (with the error set) when they differ. */
static const hcl_type *common_elem(hcl_value **items, size_t n,
                                   const hcl_type *ety, const char *what,
                                   hcl_buf *err, hcl_status *st) {
  if (n == 0)
    return ety;
  const hcl_type *t = hcl_value_type(items[0]);
  for (size_t i = 1; i < n; i++)
    if (!hcl_type_equal(hcl_value_type(items[i]), t)) {
      *st = set_error(err, "inconsistent %s element types", what);
      return NULL;
    }
  return t;
}

typedef struct map_entry_sort {
  hcl_value *key; /* NFC */
  size_t index;
} map_entry_sort;

static int compare_map_entries(const void *x, const void *y) {
  const map_entry_sort *a = x, *b = y;
  int c =
      hcl_str_compare(hcl_value_as_string(a->key), hcl_value_as_string(b->key));
  if (c)
    return c;
  return a->index < b->index ? -1 : a->index > b->index ? 1 : 0;
}

/* cty.MapVal of the frame's items: a key given twice keeps its last
   value. */
static hcl_status build_map(const hcl_json_doc *d, uframe *f,
                            const hcl_alloc *a, hcl_value **out, hcl_buf *err) {
  size_t n = f->nitems;
  hcl_status st = HCL_OK;
  map_entry_sort *e = hcl_mem_alloc(a, (n ? n : 1) * sizeof *e);
  hcl_str *keys = hcl_mem_alloc(a, (n ? n : 1) * sizeof *keys);
  const hcl_value **vals = hcl_mem_alloc(a, (n ? n : 1) * sizeof *vals);
  size_t made = 0;
  if (!e || !keys || !vals) {
    st = HCL_ERR_NOMEM;
    goto out;
  }
  for (; made < n; made++) {
    hcl_str k = hcl_json_key(d, hcl_json_at(d, f->key_nodes[made]));
    e[made].key = hcl_value_string(k.ptr, k.len, a);
    e[made].index = made;
    if (!e[made].key) {
      st = HCL_ERR_NOMEM;
      goto out;
    }
  }
  if (n > 1)
    qsort(e, n, sizeof *e, compare_map_entries);
  size_t kept = 0;
  for (size_t i = 0; i < n; i++) {
    if (i + 1 < n && hcl_value_raw_equal(e[i].key, e[i + 1].key))
      continue;
    keys[kept] = hcl_value_as_string(e[i].key);
    vals[kept] = f->items[e[i].index];
    kept++;
  }
  const hcl_type *ety = common_elem((hcl_value **)vals, kept,
                                    hcl_type_elem(f->t), "map", err, &st);
  if (ety) {
    *out = hcl_value_map(ety, keys, vals, kept, a);
    if (!*out)
      st = HCL_ERR_NOMEM;
  }
out:
  for (size_t i = 0; i < made; i++)
    hcl_value_unref(e[i].key);
  hcl_mem_free(a, e);
  hcl_mem_free(a, keys);
  hcl_mem_free(a, vals);
  return st;
}

/* The value of a finished container frame. */
static hcl_status build(const hcl_json_doc *d, uframe *f, const hcl_alloc *a,
                        hcl_value **out, hcl_buf *err) {
  hcl_status st = HCL_OK;
  const hcl_type *t = f->t;
  *out = NULL;
  switch (hcl_type_kind_of(t)) {
  case HCL_TYPE_LIST:
  case HCL_TYPE_SET: {
    bool list = hcl_type_kind_of(t) == HCL_TYPE_LIST;
    const hcl_type *ety = common_elem(f->items, f->nitems, hcl_type_elem(t),
                                      list ? "list" : "set", err, &st);
    if (!ety)
      return st;
    const hcl_value *const *items = (const hcl_value *const *)f->items;
    *out = list ? hcl_value_list(ety, items, f->nitems, a)
                : hcl_value_set(ety, items, f->nitems, a);
    break;
  }
  case HCL_TYPE_MAP:
    return build_map(d, f, a, out, err);
  case HCL_TYPE_TUPLE:
    if (f->count != hcl_type_count(t))
      return set_error(err, "not enough tuple elements (need %zu)",
                       hcl_type_count(t));
    *out = hcl_value_tuple((const hcl_value *const *)f->items, f->nitems, a);
    break;
  default: {
    size_t n = hcl_type_count(t);
    hcl_str *names = hcl_mem_alloc(a, (n ? n : 1) * sizeof *names);
    if (!names)
      return HCL_ERR_NOMEM;
    for (size_t i = 0; i < n; i++) {
      names[i] = hcl_type_attr_name_at(t, i);
      if (!f->items[i]) {
        f->items[i] = hcl_value_null(hcl_type_at(t, i), a);
        if (!f->items[i]) {
          hcl_mem_free(a, names);
          return HCL_ERR_NOMEM;
        }
      }
    }
    *out = hcl_value_object(names, (const hcl_value *const *)f->items, n, a);
    hcl_mem_free(a, names);
    break;
  }
  }
  return *out ? HCL_OK : HCL_ERR_NOMEM;
}

/* Prepares frame `f` (a dynamic value) to read the value its "type" and
   "value" members describe (cty's unmarshalDynamic). */
static hcl_status start_dynamic(const hcl_json_doc *d, uframe *f, bool root,
                                const hcl_alloc *a, hcl_buf *err) {
  const hcl_json_node *n = hcl_json_at(d, f->node);
  if (n->kind != HCL_JSON_OBJECT)
    return set_error(err, "missing expected {");
  const hcl_type *t = NULL;
  size_t value = SIZE_MAX;
  for (size_t c = f->node + 1; c < n->end; c = hcl_json_at(d, c)->end) {
    hcl_str k = hcl_json_key(d, hcl_json_at(d, c));
    hcl_status st = HCL_OK;
    if (root && c == d->deep_node) {
      st = set_error(err,
                     "failed to read dynamic type descriptor value: invalid "
                     "character '%c' exceeded max depth",
                     d->deep_char);
    } else if (str_is(k, "type")) {
      const hcl_type *read = NULL;
      st = hcl_json_node_type(d, c, a, &read, err);
      if (st == HCL_ERR_SYNTAX) {
        hcl_buf msg;
        hcl_buf_init(&msg, a);
        if (hcl_buf_append(&msg, err->data, err->len) &&
            hcl_buf_terminate(&msg))
          st = set_error(err, "failed to decode type for dynamic value: %s",
                         msg.data);
        else
          st = HCL_ERR_NOMEM;
        hcl_buf_fini(&msg);
      }
      if (st == HCL_OK) {
        hcl_type_unref(t);
        t = read;
      }
    } else if (str_is(k, "value")) {
      value = c;
    } else {
      hcl_buf_clear(err);
      st = hcl_buf_puts(err, "invalid key ") &&
                   hcl_go_quote(err, k.ptr, k.len) &&
                   hcl_buf_puts(err, " in dynamically-typed value")
               ? HCL_ERR_SYNTAX
               : HCL_ERR_NOMEM;
    }
    if (st != HCL_OK) {
      hcl_type_unref(t);
      return st;
    }
  }
  if (!t)
    return set_error(err, "missing type in dynamically-typed value");
  if (value == SIZE_MAX) {
    hcl_type_unref(t);
    return set_error(err, "missing value in dynamically-typed value");
  }
  hcl_type_unref(f->owned);
  f->owned = t;
  f->t = t;
  f->node = value;
  return HCL_OK;
}

hcl_status hcl_json_unmarshal(const hcl_json_doc *d, size_t root,
                              const hcl_type *type, const hcl_alloc *a,
                              hcl_value **out, hcl_buf *err) {
  hcl_vec stack;
  hcl_vec_init(&stack, a, sizeof(uframe));
  hcl_status st = HCL_OK;
  hcl_value *done = NULL; /* a value just finished */
  *out = NULL;
  uframe *f = hcl_vec_push_zero(&stack);
  if (!f)
    return HCL_ERR_NOMEM;
  f->node = root;
  f->t = type;
  while (stack.len > 0) {
    f = hcl_vec_last(&stack);
    if (done) {
      /* hand the finished member to its container */
      bool ok;
      if (hcl_type_kind_of(f->t) == HCL_TYPE_OBJECT) {
        hcl_value_unref(f->items[f->attr]);
        f->items[f->attr] = done;
        ok = true;
      } else {
        ok = uframe_push(f, done, f->attr, a);
      }
      if (!ok) {
        st = HCL_ERR_NOMEM;
        goto out;
      }
      done = NULL;
    }
    const hcl_json_node *n = hcl_json_at(d, f->node);
    if (!f->started) {
      if (n->kind == HCL_JSON_NULL) {
        done = hcl_value_null(f->t, a);
        if (!done) {
          st = HCL_ERR_NOMEM;
          goto out;
        }
        uframe_free(f, a);
        hcl_vec_pop(&stack);
        continue;
      }
      hcl_type_kind k = hcl_type_kind_of(f->t);
      if (k == HCL_TYPE_DYNAMIC) {
        st = start_dynamic(d, f, f->node == root, a, err);
        if (st != HCL_OK)
          goto out;
        continue;
      }
      if (k == HCL_TYPE_STRING || k == HCL_TYPE_NUMBER || k == HCL_TYPE_BOOL ||
          k == HCL_TYPE_CAPSULE) {
        st = unmarshal_primitive(d, n, f->t, a, &done, err);
        if (st != HCL_OK)
          goto out;
        uframe_free(f, a);
        hcl_vec_pop(&stack);
        continue;
      }
      bool object_like = k == HCL_TYPE_MAP || k == HCL_TYPE_OBJECT;
      if (n->kind != (object_like ? HCL_JSON_OBJECT : HCL_JSON_ARRAY)) {
        st = set_error(err, object_like ? "missing expected {"
                                        : "missing expected [");
        goto out;
      }
      f->started = true;
      f->next = f->node + 1;
      if (k == HCL_TYPE_OBJECT) {
        size_t na = hcl_type_count(f->t);
        f->items = hcl_mem_alloc(a, (na ? na : 1) * sizeof *f->items);
        if (!f->items) {
          st = HCL_ERR_NOMEM;
          goto out;
        }
        memset(f->items, 0, (na ? na : 1) * sizeof *f->items);
        f->nitems = f->cap = na;
      }
    }
    if (f->next >= n->end) {
      st = build(d, f, a, &done, err);
      if (st != HCL_OK)
        goto out;
      uframe_free(f, a);
      hcl_vec_pop(&stack);
      continue;
    }
    /* the next member */
    size_t c = f->next;
    const hcl_json_node *cn = hcl_json_at(d, c);
    f->next = cn->end;
    hcl_type_kind k = hcl_type_kind_of(f->t);
    const hcl_type *ct;
    if (k == HCL_TYPE_TUPLE) {
      if (f->count >= hcl_type_count(f->t)) {
        st = set_error(err, "too many tuple elements (need %zu)",
                       hcl_type_count(f->t));
        goto out;
      }
      ct = hcl_type_at(f->t, f->count);
    } else if (k == HCL_TYPE_OBJECT) {
      hcl_str key = hcl_json_key(d, cn);
      f->attr = hcl_type_attr_index(f->t, key.ptr, key.len);
      if (f->attr == SIZE_MAX) {
        hcl_buf_clear(err);
        st = hcl_buf_puts(err, "unsupported attribute ") &&
                     hcl_go_quote(err, key.ptr, key.len)
                 ? HCL_ERR_SYNTAX
                 : HCL_ERR_NOMEM;
        goto out;
      }
      ct = hcl_type_at(f->t, f->attr);
    } else {
      if (k == HCL_TYPE_MAP)
        f->attr = c; /* remembers the member for its key */
      ct = hcl_type_elem(f->t);
    }
    f->count++;
    if (stack.len == 1 && c == d->deep_node) {
      st = set_error(err,
                     "failed to read %s value: invalid character '%c' "
                     "exceeded max depth",
                     container_name(k), d->deep_char);
      goto out;
    }
    uframe *child = hcl_vec_push_zero(&stack);
    if (!child) {
      st = HCL_ERR_NOMEM;
      goto out;
    }
    child->node = c;
    child->t = ct;
  }
  *out = done;
  done = NULL;
out:
  hcl_value_unref(done);
  for (size_t i = 0; i < stack.len; i++)
    uframe_free(hcl_vec_at(&stack, i), a);
  hcl_vec_fini(&stack);
  return st;
}

hcl_status hcl_json_decode(const char *text, size_t len, const hcl_type *t,
                           const hcl_alloc *a, hcl_value **out, hcl_buf *err) {
  hcl_json_doc d;
  hcl_json_doc_init(&d, a);
  *out = NULL;
  hcl_status st = hcl_json_doc_parse(&d, text, len, t == NULL, err);
  const hcl_type *implied = NULL;
  if (st == HCL_OK && !t) {
    implied = hcl_json_implied_type(&d, 0, a);
    if (!implied)
      st = HCL_ERR_NOMEM;
    t = implied;
  }
  if (st == HCL_OK)
    st = hcl_json_unmarshal(&d, 0, t, a, out, err);
  hcl_type_unref(implied);
  hcl_json_doc_fini(&d);
  return st;
}

hcl_status hcl_json_decode_type(const char *text, size_t len,
                                const hcl_alloc *a, const hcl_type **out,
                                hcl_buf *err) {
  hcl_json_doc d;
  hcl_json_doc_init(&d, a);
  *out = NULL;
  hcl_status st = hcl_json_doc_parse(&d, text, len, true, err);
  if (st == HCL_OK) {
    *out = hcl_json_implied_type(&d, 0, a);
    if (!*out)
      st = HCL_ERR_NOMEM;
  }
  hcl_json_doc_fini(&d);
  return st;
}

/* ---- Writing ------------------------------------------------------------- */

/* The names of an object type's optional attributes, as cty writes them
   after its attribute types: `,["a","b"]`; nothing when it has none. */
static bool put_optional_names(hcl_buf *out, const hcl_type *t) {
  bool first = true;
  for (size_t i = 0; i < hcl_type_count(t); i++) {
    if (!hcl_type_attr_optional(t, i))
      continue;
    hcl_str name = hcl_type_attr_name_at(t, i);
    if (!hcl_buf_puts(out, first ? ",[" : ",") ||
        !hcl_json_quote(out, name.ptr, name.len))
      return false;
    first = false;
  }
  return first || hcl_buf_putc(out, ']');
}

typedef struct type_frame {
  const hcl_type *t;
  size_t i;
} type_frame;

hcl_status hcl_json_marshal_type(const hcl_type *type, hcl_buf *out,
                                 hcl_buf *err) {
  hcl_vec stack;
  hcl_vec_init(&stack, out->alloc, sizeof(type_frame));
  hcl_status st = HCL_OK;
  const hcl_type *t = type; /* a type to start writing, or NULL */
  bool ok = true;
  for (;;) {
    if (t) {
      switch (hcl_type_kind_of(t)) {
      case HCL_TYPE_DYNAMIC:
        ok = hcl_buf_puts(out, "\"dynamic\"");
        break;
      case HCL_TYPE_STRING:
        ok = hcl_buf_puts(out, "\"string\"");
        break;
      case HCL_TYPE_NUMBER:
        ok = hcl_buf_puts(out, "\"number\"");
        break;
      case HCL_TYPE_BOOL:
        ok = hcl_buf_puts(out, "\"bool\"");
        break;
      case HCL_TYPE_LIST:
      case HCL_TYPE_SET:
      case HCL_TYPE_MAP:
      case HCL_TYPE_TUPLE:
      case HCL_TYPE_OBJECT: {
        const char *open = "";
        switch (hcl_type_kind_of(t)) {
        case HCL_TYPE_LIST:
          open = "[\"list\",";
          break;
        case HCL_TYPE_SET:
          open = "[\"set\",";
          break;
        case HCL_TYPE_MAP:
          open = "[\"map\",";
          break;
        case HCL_TYPE_TUPLE:
          open = "[\"tuple\",[";
          break;
        default:
          open = "[\"object\",{";
          break;
        }
        type_frame fr = {t, 0};
        ok = hcl_buf_puts(out, open) && hcl_vec_push(&stack, &fr);
        break;
      }
      case HCL_TYPE_CAPSULE:
        hcl_buf_clear(err);
        st = hcl_buf_puts(err, "type not allowed: ") &&
                     hcl_type_name_append(err, t)
                 ? HCL_ERR_INVALID
                 : HCL_ERR_NOMEM;
        goto out;
      }
      if (!ok)
        break;
      t = NULL;
    }
    if (stack.len == 0)
      break;
    type_frame *f = hcl_vec_last(&stack);
    hcl_type_kind k = hcl_type_kind_of(f->t);
    bool structural = k == HCL_TYPE_TUPLE || k == HCL_TYPE_OBJECT;
    size_t n = structural ? hcl_type_count(f->t) : 1;
    if (f->i < n) {
      if (f->i > 0 && !hcl_buf_putc(out, ',')) {
        ok = false;
        break;
      }
      if (k == HCL_TYPE_OBJECT) {
        hcl_str name = hcl_type_attr_name_at(f->t, f->i);
        if (!hcl_json_quote(out, name.ptr, name.len) ||
            !hcl_buf_putc(out, ':')) {
          ok = false;
          break;
        }
      }
      t = structural ? hcl_type_at(f->t, f->i) : hcl_type_elem(f->t);
      f->i++;
      continue;
    }
    if (k == HCL_TYPE_OBJECT)
      ok = hcl_buf_putc(out, '}') && put_optional_names(out, f->t) &&
           hcl_buf_putc(out, ']');
    else
      ok = hcl_buf_puts(out, k == HCL_TYPE_TUPLE ? "]]" : "]");
    hcl_vec_pop(&stack);
    if (!ok)
      break;
  }
  if (!ok)
    st = HCL_ERR_NOMEM;
out:
  hcl_vec_fini(&stack);
  return st;
}

/* ---- Fragments ------------------------------------------------------------
 */

typedef struct fragment {
  const hcl_alloc *alloc;
  hcl_fragment_kind kind;
  size_t len;
  char text[];
} fragment;

static void fragment_release(void *payload) {
  fragment *f = payload;
  hcl_mem_free(f->alloc, f);
}

static const hcl_type fragment_type = {
    .refs = HCL_IMMORTAL,
    .kind = HCL_TYPE_CAPSULE,
    .capsule_name = "JSON fragment",
    .capsule_ops = {.release = fragment_release}};

hcl_value *hcl_json_fragment(const char *text, size_t len,
                             hcl_fragment_kind kind, const hcl_alloc *a) {
  fragment *f = hcl_mem_alloc(a, sizeof *f + len + 1);
  if (!f)
    return NULL;
  f->alloc = a;
  f->kind = kind;
  f->len = len;
  f->text[len] = '\0';
  if (len)
    memcpy(f->text, text, len);
  hcl_value *v = hcl_value_capsule(&fragment_type, f, a);
  if (!v)
    hcl_mem_free(a, f);
  return v;
}

/* ---- Values to JSON -------------------------------------------------------
 */

/* Whether `v` is written as null: a null, or a fragment of one. */
static bool is_null_json(const hcl_value *v) {
  if (hcl_value_is_null(v))
    return true;
  if (hcl_value_type(v) != &fragment_type)
    return false;
  const fragment *f = hcl_value_capsule_payload(v);
  return f->kind == HCL_FRAGMENT_NULL;
}

typedef enum mkind { M_SEQ, M_MAP, M_OBJECT, M_WRAP } mkind;

typedef struct mframe {
  mkind kind;
  const hcl_value *v;
  const hcl_type *t; /* the type written for */
  size_t i;
  size_t written; /* members written (some nulls may be left out) */
} mframe;

static hcl_status marshal_error(hcl_buf *err, const char *msg) {
  hcl_buf_clear(err);
  return hcl_buf_puts(err, msg) ? HCL_ERR_INVALID : HCL_ERR_NOMEM;
}

/* Starts writing `v` for type `t`: scalars are written whole, containers
   open a frame. */
static hcl_status marshal_start(const hcl_value *v, const hcl_type *t,
                                hcl_vec *stack, hcl_buf *out, hcl_buf *err) {
  if (hcl_type_kind_of(t) == HCL_TYPE_DYNAMIC &&
      hcl_type_kind_of(hcl_value_type(v)) != HCL_TYPE_DYNAMIC) {
    mframe wrap = {M_WRAP, v, t, 0, 0};
    if (!hcl_buf_puts(out, "{\"value\":") || !hcl_vec_push(stack, &wrap))
      return HCL_ERR_NOMEM;
    t = hcl_value_type(v);
  }
  if (hcl_value_is_null(v))
    return hcl_buf_puts(out, "null") ? HCL_OK : HCL_ERR_NOMEM;
  if (hcl_value_is_unknown(v))
    return marshal_error(err, "value is not known");
  mframe f = {M_SEQ, v, t, 0, 0};
  char open = '[';
  switch (hcl_type_kind_of(t)) {
  case HCL_TYPE_STRING: {
    hcl_str s = hcl_value_as_string(v);
    return hcl_json_quote(out, s.ptr, s.len) ? HCL_OK : HCL_ERR_NOMEM;
  }
  case HCL_TYPE_NUMBER: {
    if (hcl_number_is_inf(v))
      return marshal_error(err, "cannot serialize infinity as JSON");
    const mpfr_t *x = hcl_value_mpfr(v);
    if (!hcl_number_text_fits(*x, 'f', -1)) {
      char msg[96];
      snprintf(msg, sizeof msg, HCL_NUMBER_TOO_LONG_FMT,
               HCL_MAX_NUMBER_TEXT_BYTES);
      return marshal_error(err, msg);
    }
    size_t n = hcl_number_format(*x, NULL, 0);
    char *at = n ? hcl_buf_extend(out, n) : NULL;
    if (!at)
      return HCL_ERR_NOMEM;
    hcl_number_format(*x, at, n + 1);
    return HCL_OK;
  }
  case HCL_TYPE_BOOL:
    return hcl_buf_puts(out, hcl_value_as_bool(v) ? "true" : "false")
               ? HCL_OK
               : HCL_ERR_NOMEM;
  case HCL_TYPE_LIST:
  case HCL_TYPE_SET:
  case HCL_TYPE_TUPLE:
    break;
  case HCL_TYPE_MAP:
    f.kind = M_MAP;
    open = '{';
    break;
  case HCL_TYPE_OBJECT:
    f.kind = M_OBJECT;
    open = '{';
    break;
  default:
    if (hcl_value_type(v) == &fragment_type) {
      const fragment *frag = hcl_value_capsule_payload(v);
      if (frag->kind == HCL_FRAGMENT_ERROR)
        return marshal_error(err, frag->text);
      return hcl_buf_append(out, frag->text, frag->len) ? HCL_OK
                                                        : HCL_ERR_NOMEM;
    }
    return marshal_error(err, "capsule values cannot be serialized as JSON");
  }
  if (!hcl_buf_putc(out, open) || !hcl_vec_push(stack, &f))
    return HCL_ERR_NOMEM;
  return HCL_OK;
}

/* Writes the value once the frames are gone; an error inside a dynamic
   wrapper is dropped there, with the text written so far kept. */
static hcl_status marshal_run(const hcl_value *v, const hcl_type *t,
                              bool omit_nulls, hcl_buf *out, hcl_buf *err) {
  hcl_vec stack;
  hcl_vec_init(&stack, out->alloc, sizeof(mframe));
  hcl_status st = marshal_start(v, t, &stack, out, err);
  for (;;) {
    if (st == HCL_ERR_INVALID) {
      /* unwind to the innermost wrapper, which swallows the error */
      while (stack.len > 0 && ((mframe *)hcl_vec_last(&stack))->kind != M_WRAP)
        hcl_vec_pop(&stack);
      if (stack.len == 0)
        break;
      st = HCL_OK;
    }
    if (st != HCL_OK || stack.len == 0)
      break;
    mframe *f = hcl_vec_last(&stack);
    if (f->kind == M_WRAP) {
      const hcl_value *wv = f->v;
      hcl_vec_pop(&stack);
      if (!hcl_buf_puts(out, ",\"type\":")) {
        st = HCL_ERR_NOMEM;
        break;
      }
      st = hcl_json_marshal_type(hcl_value_type(wv), out, err);
      if (st == HCL_OK && !hcl_buf_putc(out, '}'))
        st = HCL_ERR_NOMEM;
      continue;
    }
    size_t n = hcl_value_count(f->v);
    if (f->i >= n) {
      bool ok = hcl_buf_putc(out, f->kind == M_SEQ ? ']' : '}');
      hcl_vec_pop(&stack);
      st = ok ? HCL_OK : HCL_ERR_NOMEM;
      continue;
    }
    size_t i = f->i++;
    const hcl_value *item = hcl_value_at(f->v, i);
    if (omit_nulls && f->kind != M_SEQ && is_null_json(item))
      continue;
    if (f->written++ > 0 && !hcl_buf_putc(out, ',')) {
      st = HCL_ERR_NOMEM;
      break;
    }
    const hcl_type *it;
    hcl_type_kind k = hcl_type_kind_of(f->t);
    if (f->kind != M_SEQ) {
      hcl_str key = f->kind == M_MAP ? hcl_value_key_at(f->v, i)
                                     : hcl_type_attr_name_at(f->t, i);
      if (!hcl_json_quote(out, key.ptr, key.len) || !hcl_buf_putc(out, ':')) {
        st = HCL_ERR_NOMEM;
        break;
      }
    }
    if (k == HCL_TYPE_TUPLE || k == HCL_TYPE_OBJECT)
      it = hcl_type_at(f->t, i);
    else
      it = hcl_type_elem(f->t);
    st = marshal_start(item, it, &stack, out, err);
  }
  hcl_vec_fini(&stack);
  return st;
}

static hcl_status marshal(const hcl_value *v, const hcl_type *as,
                          bool omit_nulls, hcl_buf *out, hcl_buf *err) {
  if (hcl_type_conforms(hcl_value_type(v), as))
    return marshal_run(v, as, omit_nulls, out, err);
  hcl_value *conv = NULL;
  switch (hcl_convert(v, as, out->alloc, &conv, err)) {
  case HCL_CONVERT_OK:
    break;
  case HCL_CONVERT_FAILED:
    return HCL_ERR_INVALID;
  default:
    return HCL_ERR_NOMEM;
  }
  hcl_status st = marshal_run(conv, as, omit_nulls, out, err);
  hcl_value_unref(conv);
  return st;
}

hcl_status hcl_json_marshal(const hcl_value *v, const hcl_type *as,
                            hcl_buf *out, hcl_buf *err) {
  return marshal(v, as, false, out, err);
}

hcl_status hcl_json_marshal_nonnull(const hcl_value *v, const hcl_type *as,
                                    hcl_buf *out, hcl_buf *err) {
  return marshal(v, as, true, out, err);
}

/* ---- The public API ------------------------------------------------------ */

/* A copy of the message in `err`, from its allocator, for the caller to
   free with hcl_free(). */
static char *message(const hcl_buf *err) {
  return hcl_mem_strndup(err->alloc, err->data ? err->data : "", err->len);
}

static hcl_status finish_text(hcl_status st, hcl_buf *b, hcl_buf *err,
                              char **out, size_t *len, char **errmsg) {
  *out = NULL;
  if (len)
    *len = 0;
  if (st == HCL_OK && !hcl_buf_terminate(b))
    st = HCL_ERR_NOMEM;
  if (st == HCL_OK) {
    *out = b->data;
    if (len)
      *len = b->len;
    b->data = NULL;
  } else if (st != HCL_ERR_NOMEM && errmsg) {
    *errmsg = message(err);
    if (!*errmsg)
      st = HCL_ERR_NOMEM;
  }
  hcl_buf_fini(b);
  hcl_buf_fini(err);
  return st;
}

hcl_status hcl_value_to_json(const hcl_value *v, const hcl_type *as,
                             const hcl_alloc *a, char **out, size_t *len,
                             char **err) {
  hcl_buf b, e;
  hcl_buf_init(&b, a);
  hcl_buf_init(&e, a);
  hcl_status st = hcl_json_marshal(v, as, &b, &e);
  return finish_text(st, &b, &e, out, len, err);
}

hcl_status hcl_type_to_json(const hcl_type *t, const hcl_alloc *a, char **out,
                            size_t *len, char **err) {
  hcl_buf b, e;
  hcl_buf_init(&b, a);
  hcl_buf_init(&e, a);
  hcl_status st = hcl_json_marshal_type(t, &b, &e);
  return finish_text(st, &b, &e, out, len, err);
}

hcl_status hcl_value_from_json(const char *text, size_t len, const hcl_alloc *a,
                               hcl_value **out, char **err) {
  hcl_buf e;
  hcl_buf_init(&e, a);
  hcl_status st = hcl_json_decode(text, len, NULL, a, out, &e);
  if (st == HCL_ERR_SYNTAX && err) {
    *err = message(&e);
    if (!*err)
      st = HCL_ERR_NOMEM;
  }
  hcl_buf_fini(&e);
  return st;
}
