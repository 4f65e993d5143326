/* JSON-syntax strings as native tokens (native_string.h). */

#include "writers/native_string.h"

#include <string.h>

#include "core/utf8.h"
#include "hcl/native.h"

typedef struct ns_tok {
  hcl_token_kind kind;
  size_t text, len; /* in `bytes` */
} ns_tok;

void hcl_native_string_init(hcl_native_string *s, const hcl_alloc *alloc,
                            hcl_formatter *fmt) {
  memset(s, 0, sizeof *s);
  s->fmt = fmt;
  hcl_vec_init(&s->toks, alloc, sizeof(ns_tok));
  hcl_buf_init(&s->bytes, alloc);
  hcl_buf_init(&s->esc, alloc);
}

void hcl_native_string_fini(hcl_native_string *s) {
  hcl_vec_fini(&s->toks);
  hcl_buf_fini(&s->bytes);
  hcl_buf_fini(&s->esc);
}

static hcl_status emit(hcl_native_string *s, hcl_token_kind kind,
                       const char *text, size_t len) {
  hcl_str t = {text, len}, sp = {"", 0};
  return hcl_formatter_token(s->fmt, kind, t, sp);
}

bool hcl_native_escape(hcl_buf *e, const char *p, size_t n, bool literal) {
  size_t run = 0;
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)p[i];
    const char *rep = NULL;
    char u[8];
    switch (c) {
    case '"':
      rep = "\\\"";
      break;
    case '\\':
      rep = "\\\\";
      break;
    case '\n':
      rep = "\\n";
      break;
    case '\r':
      rep = "\\r";
      break;
    case '\t':
      rep = "\\t";
      break;
    case '$':
    case '%':
      /* in literal text `${` and `%{` would begin sequences: doubled,
         they stand for themselves */
      if (literal && i + 1 < n && p[i + 1] == '{')
        rep = c == '$' ? "$$" : "%%";
      break;
    default:
      if (c < 0x20 || c == 0x7f) {
        static const char hex[] = "0123456789abcdef";
        memcpy(u, "\\u00", 4);
        u[4] = hex[c >> 4];
        u[5] = hex[c & 15];
        u[6] = '\0';
        rep = u;
      }
    }
    if (!rep)
      continue;
    if (!hcl_buf_append(e, p + run, i - run) || !hcl_buf_puts(e, rep))
      return false;
    run = i + 1;
  }
  return hcl_buf_append(e, p + run, n - run);
}

/* Literal template text as the text of a quoted string. The template
   escapes `$${` and `%%{` are the same in both. */
static hcl_status emit_literal(hcl_native_string *s, const char *p, size_t n) {
  hcl_buf *e = &s->esc;
  hcl_buf_clear(e);
  if (!hcl_native_escape(e, p, n, false))
    return HCL_ERR_NOMEM;
  return e->len ? emit(s, HCL_TOKEN_QUOTED_LIT, e->data, e->len) : HCL_OK;
}

/* ---- Parsing as a template ------------------------------------------ */

static hcl_status collect(void *ctx, const hcl_event *ev) {
  hcl_native_string *s = ctx;
  switch (ev->kind) {
  case HCL_EV_TOKEN: {
    if (ev->as.token.kind == HCL_TOKEN_EOF)
      return HCL_OK;
    ns_tok t = {ev->as.token.kind, 0, 0};
    /* blanks matter only inside sequences, where one space will do */
    if (ev->as.token.space.len && !hcl_buf_putc(&s->bytes, ' '))
      return HCL_ERR_NOMEM;
    t.text = s->bytes.len;
    t.len = ev->as.token.text.len;
    if (!hcl_buf_append(&s->bytes, ev->as.token.text.ptr, t.len) ||
        !hcl_vec_push(&s->toks, &t))
      return HCL_ERR_NOMEM;
    return HCL_OK;
  }
  default:
    return HCL_OK;
  }
}

static hcl_status stop_on_error(void *ctx, const hcl_diag *d) {
  (void)ctx;
  return d->severity == HCL_DIAG_ERROR ? HCL_ERR_SYNTAX : HCL_OK;
}

static const ns_tok *tok_at(const hcl_native_string *s, size_t i) {
  return hcl_vec_at(&s->toks, i);
}

static hcl_status emit_tok(hcl_native_string *s, size_t i) {
  const ns_tok *t = tok_at(s, i);
  return emit(s, t->kind, s->bytes.data + t->text, t->len);
}

static bool starts_with_for(const char *p, size_t n);

/* The lone interpolation's expression, bare; in parentheses when it
   spans lines, so that it still reads as one expression, or starts with
   the name `for` (starts_with_for). */
static hcl_status emit_bare(hcl_native_string *s) {
  size_t from = 1, to = s->toks.len - 1; /* inside `${` and `}` */
  while (from < to && tok_at(s, from)->kind == HCL_TOKEN_NEWLINE)
    from++;
  while (to > from && tok_at(s, to - 1)->kind == HCL_TOKEN_NEWLINE)
    to--;
  bool lines = false;
  for (size_t i = from; i < to; i++)
    lines |= tok_at(s, i)->kind == HCL_TOKEN_NEWLINE ||
             tok_at(s, i)->kind == HCL_TOKEN_COMMENT;
  if (from < to && tok_at(s, from)->kind == HCL_TOKEN_IDENT)
    lines |= starts_with_for(s->bytes.data + tok_at(s, from)->text,
                             tok_at(s, from)->len);
  hcl_status st = lines ? emit(s, HCL_TOKEN_OPAREN, "(", 1) : HCL_OK;
  for (size_t i = from; st == HCL_OK && i < to; i++)
    st = emit_tok(s, i);
  return st == HCL_OK && lines ? emit(s, HCL_TOKEN_CPAREN, ")", 1) : st;
}

/* Whether the template is one interpolation and nothing else: `${` first,
   and the `}` that closes it last (sequences nest inside it). */
static bool lone_interpolation(const hcl_native_string *s) {
  if (s->toks.len < 2 || tok_at(s, 0)->kind != HCL_TOKEN_TEMPLATE_INTERP)
    return false;
  unsigned depth = 0;
  for (size_t i = 0; i < s->toks.len; i++) {
    hcl_token_kind k = tok_at(s, i)->kind;
    if (k == HCL_TOKEN_TEMPLATE_INTERP || k == HCL_TOKEN_TEMPLATE_CONTROL)
      depth++;
    else if (k == HCL_TOKEN_TEMPLATE_SEQ_END && --depth == 0)
      return i == s->toks.len - 1;
  }
  return false;
}

/* The text after a carriage return without a line feed (lone_cr), which
   the JSON syntax reads as literal text but for its escapes `$${` and
   `%%{`, as literal native text. */
static hcl_status emit_rest(hcl_native_string *s, const char *p, size_t n) {
  hcl_buf *e = &s->esc;
  hcl_buf_clear(e);
  size_t from = 0;
  for (size_t i = 0; i + 2 < n; i++)
    if ((p[i] == '$' || p[i] == '%') && p[i + 1] == p[i] && p[i + 2] == '{') {
      if (!hcl_native_escape(e, p + from, i - from, true))
        return HCL_ERR_NOMEM;
      from = i + 1; /* one sign dropped: `$${` stands for `${` */
      i++;
    }
  if (!hcl_native_escape(e, p + from, n - from, true))
    return HCL_ERR_NOMEM;
  return e->len ? emit(s, HCL_TOKEN_QUOTED_LIT, e->data, e->len) : HCL_OK;
}

/* The quoted template of the parsed tokens, then `rest` (emit_rest). */
static hcl_status emit_quoted(hcl_native_string *s, const char *rest,
                              size_t nrest) {
  hcl_status st = emit(s, HCL_TOKEN_OQUOTE, "\"", 1);
  unsigned depth = 0; /* open `${` and `%{` sequences */
  for (size_t i = 0; st == HCL_OK && i < s->toks.len; i++) {
    const ns_tok *t = tok_at(s, i);
    switch (t->kind) {
    case HCL_TOKEN_TEMPLATE_INTERP:
    case HCL_TOKEN_TEMPLATE_CONTROL:
      depth++;
      break;
    case HCL_TOKEN_TEMPLATE_SEQ_END:
      if (depth)
        depth--;
      break;
    default:
      break;
    }
    if (depth == 0 &&
        (t->kind == HCL_TOKEN_STRING_LIT || t->kind == HCL_TOKEN_QUOTED_LIT))
      st = emit_literal(s, s->bytes.data + t->text, t->len);
    else
      st = emit_tok(s, i);
  }
  if (st == HCL_OK && nrest)
    st = emit_rest(s, rest, nrest);
  return st == HCL_OK ? emit(s, HCL_TOKEN_CQUOTE, "\"", 1) : st;
}

/* Where the first carriage return without a line feed after it is, or
   `len`: the reference's template scanner reads what follows one as a
   single literal, its sequences unread. */
static size_t lone_cr(const char *str, size_t len) {
  const char *p = memchr(str, '\r', len);
  while (p && p + 1 < str + len && p[1] == '\n')
    p = memchr(p + 2, '\r', (size_t)(str + len - (p + 2)));
  return p ? (size_t)(p - str) : len;
}

static bool name_start(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

static bool name_char(char c) {
  return name_start(c) || (c >= '0' && c <= '9') || c == '-';
}

static bool digit(char c) { return c >= '0' && c <= '9'; }

/* Whether `str` is a name followed by steps (`.name`, `.0`, `.*`, `[0]`,
   `[*]`) and nothing else that the parser accepts: written as the layout
   writes it, one token as it stands, which needs no parse. Two paths are
   left to the parser, which refuses them: a `.*` inside an attribute-only
   splat (`a.*.b.*`) and chained legacy indexes (`a.1.2`, one number). */
static bool simple_path(const char *str, size_t len) {
  size_t i = 0, end = len;
  bool attr_splat = false; /* after `.*`, until a `[` ends it */
  if (len == 0)
    return false;
  if (!name_start(str[i]))
    return false;
  while (i < end && name_char(str[i]))
    i++;
  while (i < end) {
    if (str[i] == '.' && i + 1 < end) {
      i++;
      if (str[i] == '*') {
        if (attr_splat)
          return false;
        attr_splat = true;
        i++;
      } else if (digit(str[i])) {
        while (i < end && digit(str[i]))
          i++;
        if (i + 1 < end && str[i] == '.' && digit(str[i + 1]))
          return false;
      } else if (name_start(str[i])) {
        while (i < end && name_char(str[i]))
          i++;
      } else {
        return false;
      }
    } else if (str[i] == '[' && i + 2 < end) {
      attr_splat = false;
      i++;
      if (str[i] == '*') {
        i++;
      } else if (digit(str[i])) {
        while (i < end && digit(str[i]))
          i++;
      } else {
        return false;
      }
      if (i >= end || str[i] != ']')
        return false;
      i++;
    } else {
      return false;
    }
  }
  return true;
}

/* `${` path `}` alone. */
static bool simple_reference(const char *str, size_t len) {
  return len >= 4 && str[0] == '$' && str[1] == '{' && str[len - 1] == '}' &&
         simple_path(str + 2, len - 3);
}

/* A template of literal text and `${path}` interpolations only, written
   without a parse; false (nothing written) for any other. */
static bool simple_template(hcl_native_string *s, const char *str, size_t len,
                            hcl_status *st) {
  /* first check, then write: nothing is written for a template that
     needs the parser */
  for (size_t i = 0; i + 1 < len; i++) {
    if (str[i] == '%' && str[i + 1] == '{' && !(i > 0 && str[i - 1] == '%'))
      return false;
    if (str[i] == '$' && str[i + 1] == '{' && !(i > 0 && str[i - 1] == '$')) {
      const char *close = memchr(str + i, '}', len - i);
      if (!close || !simple_path(str + i + 2, (size_t)(close - str - i - 2)))
        return false;
      i = (size_t)(close - str);
    }
  }
  *st = emit(s, HCL_TOKEN_OQUOTE, "\"", 1);
  size_t lit = 0;
  for (size_t i = 0; *st == HCL_OK && i <= len; i++) {
    bool seq = i + 1 < len && str[i] == '$' && str[i + 1] == '{' &&
               !(i > 0 && str[i - 1] == '$');
    if (!seq && i < len)
      continue;
    if (i > lit)
      *st = emit_literal(s, str + lit, i - lit);
    if (!seq || *st != HCL_OK)
      break;
    const char *close = memchr(str + i, '}', len - i);
    size_t n = (size_t)(close - str - i - 2);
    *st = emit(s, HCL_TOKEN_TEMPLATE_INTERP, "${", 2);
    if (*st == HCL_OK)
      *st = emit(s, HCL_TOKEN_IDENT, str + i + 2, n);
    if (*st == HCL_OK)
      *st = emit(s, HCL_TOKEN_TEMPLATE_SEQ_END, "}", 1);
    i = (size_t)(close - str);
    lit = i + 1;
  }
  if (*st == HCL_OK)
    *st = emit(s, HCL_TOKEN_CQUOTE, "\"", 1);
  return true;
}

/* Parses `str` as a template into `toks`: the parse checks it, and its
   tokens say the rest. HCL_ERR_SYNTAX when it is not a template. */
static hcl_status parse_tokens(hcl_native_string *s, const char *str,
                               size_t len) {
  hcl_vec_clear(&s->toks);
  hcl_buf_clear(&s->bytes);
  hcl_sink sink;
  memset(&sink, 0, sizeof sink);
  sink.ctx = s;
  sink.event = collect;
  sink.diagnostic = stop_on_error;
  sink.wants = HCL_SINK_WANTS_TOKENS | HCL_SINK_SKIPS_EXPRS;
  hcl_native_options o = hcl_native_options_default();
  o.chunk_size = len + 1; /* a string at a time: no 64 KiB buffer */
  hcl_status st = hcl_native_parse_template(str, len, "<string>", sink, &o);
  if (st != HCL_OK)
    return st == HCL_ERR_NOMEM ? st : HCL_ERR_SYNTAX;
  return HCL_OK;
}

/* A template `str` with literal text `rest` after it, quoted. */
static hcl_status parse_quoted(hcl_native_string *s, const char *str,
                               size_t len, const char *rest, size_t nrest) {
  hcl_status st = parse_tokens(s, str, len);
  return st == HCL_OK ? emit_quoted(s, rest, nrest) : st;
}

/* Whether an expression's text starts with the name `for`: after `[` or
   `{` it would begin a for expression, so it goes in parentheses. */
static bool starts_with_for(const char *p, size_t n) {
  return n >= 3 && memcmp(p, "for", 3) == 0 && (n == 3 || !name_char(p[3]));
}

hcl_status hcl_native_string_put(hcl_native_string *s, const char *str,
                                 size_t len, bool unwrap) {
  size_t cut = lone_cr(str, len);
  if (cut < len)
    return parse_quoted(s, str, cut, str + cut, len - cut);
  if (unwrap && simple_reference(str, len)) {
    bool paren = starts_with_for(str + 2, len - 3);
    hcl_status st = paren ? emit(s, HCL_TOKEN_OPAREN, "(", 1) : HCL_OK;
    if (st == HCL_OK)
      st = emit(s, HCL_TOKEN_IDENT, str + 2, len - 3);
    return st == HCL_OK && paren ? emit(s, HCL_TOKEN_CPAREN, ")", 1) : st;
  }
  hcl_status st;
  if (simple_template(s, str, len, &st)) /* literal text too */
    return st;
  if ((st = parse_tokens(s, str, len)) != HCL_OK)
    return st;
  if (unwrap && lone_interpolation(s))
    return emit_bare(s);
  return emit_quoted(s, NULL, 0);
}
