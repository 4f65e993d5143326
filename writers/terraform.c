/* The rewrites of `terraform fmt` on the token stream (terraform.h). */

#include "writers/terraform.h"

#include <string.h>

typedef struct tf_tok {
  hcl_token_kind kind;
  size_t text, text_len, space, space_len; /* offsets in `bytes` */
} tf_tok;

void hcl_tf_init(hcl_tf_rewriter *r, const hcl_alloc *alloc,
                 hcl_formatter *fmt) {
  memset(r, 0, sizeof *r);
  r->fmt = fmt;
  hcl_vec_init(&r->blocks, alloc, sizeof(bool));
  hcl_vec_init(&r->toks, alloc, sizeof(tf_tok));
  hcl_buf_init(&r->word, alloc);
  hcl_buf_init(&r->bytes, alloc);
}

void hcl_tf_fini(hcl_tf_rewriter *r) {
  hcl_vec_fini(&r->blocks);
  hcl_vec_fini(&r->toks);
  hcl_buf_fini(&r->word);
  hcl_buf_fini(&r->bytes);
}

void hcl_tf_reset(hcl_tf_rewriter *r) {
  hcl_vec_clear(&r->blocks);
  hcl_vec_clear(&r->toks);
  hcl_buf_clear(&r->bytes);
  r->in_header = r->in_attr = r->holding = false;
  r->depth = 0;
}

static hcl_str cstr(const char *s) {
  hcl_str v = {s, strlen(s)};
  return v;
}

static hcl_status emit(hcl_tf_rewriter *r, hcl_token_kind kind, hcl_str text,
                       hcl_str space) {
  return hcl_formatter_token(r->fmt, kind, text, space);
}

static hcl_str tok_text(const hcl_tf_rewriter *r, const tf_tok *t) {
  hcl_str s = {r->bytes.data + t->text, t->text_len};
  return s;
}

static hcl_str tok_space(const hcl_tf_rewriter *r, const tf_tok *t) {
  hcl_str s = {r->bytes.data + t->space, t->space_len};
  return s;
}

static hcl_status hold(hcl_tf_rewriter *r, const hcl_event *ev) {
  tf_tok t = {ev->as.token.kind, 0, ev->as.token.text.len, 0,
              ev->as.token.space.len};
  t.space = r->bytes.len;
  if (!hcl_buf_append(&r->bytes, ev->as.token.space.ptr, t.space_len))
    return HCL_ERR_NOMEM;
  t.text = r->bytes.len;
  if (!hcl_buf_append(&r->bytes, ev->as.token.text.ptr, t.text_len) ||
      !hcl_vec_push(&r->toks, &t))
    return HCL_ERR_NOMEM;
  return HCL_OK;
}

/* Writes the held tokens [from, to). */
static hcl_status release(hcl_tf_rewriter *r, size_t from, size_t to) {
  hcl_status st = HCL_OK;
  for (size_t i = from; st == HCL_OK && i < to; i++) {
    const tf_tok *t = hcl_vec_at(&r->toks, i);
    st = emit(r, t->kind, tok_text(r, t), tok_space(r, t));
  }
  return st;
}

/* `name(arg)`, where the value stood. */
static hcl_status emit_type_call(hcl_tf_rewriter *r, const char *name,
                                 const char *arg, hcl_str space) {
  hcl_str none = {"", 0};
  hcl_status st = emit(r, HCL_TOKEN_IDENT, cstr(name), space);
  if (st == HCL_OK && arg) {
    st = emit(r, HCL_TOKEN_OPAREN, cstr("("), none);
    if (st == HCL_OK)
      st = emit(r, HCL_TOKEN_IDENT, cstr(arg), none);
    if (st == HCL_OK)
      st = emit(r, HCL_TOKEN_CPAREN, cstr(")"), none);
  }
  return st;
}

static bool word_is(const hcl_tf_rewriter *r, const char *s) {
  return r->word.len == strlen(s) && memcmp(r->word.data, s, r->word.len) == 0;
}

/* A variable's `type` in an old form, rewritten; *done says whether it
   was one. */
static hcl_status rewrite_type(hcl_tf_rewriter *r, hcl_str space, bool *done) {
  *done = true;
  bool quoted = r->root == HCL_EXPR_TEMPLATE &&
                !(r->root_flags & HCL_EVF_HEREDOC) && r->parts == 1 &&
                r->part == HCL_EXPR_LITERAL;
  bool bare = r->root == HCL_EXPR_TRAVERSAL && r->parts == 0;
  if (quoted && word_is(r, "string"))
    return emit_type_call(r, "string", NULL, space);
  if (quoted && (word_is(r, "list") || word_is(r, "map")))
    return emit_type_call(r, word_is(r, "list") ? "list" : "map", "string",
                          space);
  if (bare && (word_is(r, "list") || word_is(r, "map") || word_is(r, "set")))
    return emit_type_call(r,
                          word_is(r, "list")  ? "list"
                          : word_is(r, "map") ? "map"
                                              : "set",
                          "any", space);
  *done = false;
  return HCL_OK;
}

/* `"${x}"` as `x`; *done says whether the value was one. */
static hcl_status unwrap(hcl_tf_rewriter *r, hcl_str space, bool *done) {
  size_t n = r->toks.len;
  *done = false;
  if (r->root != HCL_EXPR_TEMPLATE || (r->root_flags & HCL_EVF_HEREDOC) ||
      r->parts != 1 || r->part != HCL_EXPR_INTERPOLATION || n < 5)
    return HCL_OK;
  const tf_tok *first = hcl_vec_at(&r->toks, 0);
  const tf_tok *last = hcl_vec_at(&r->toks, n - 1);
  if (first->kind != HCL_TOKEN_OQUOTE || last->kind != HCL_TOKEN_CQUOTE)
    return HCL_OK;
  size_t from = 2, to = n - 2; /* inside `${` and `}` */
  while (from < to &&
         ((tf_tok *)hcl_vec_at(&r->toks, from))->kind == HCL_TOKEN_NEWLINE)
    from++;
  while (to > from &&
         ((tf_tok *)hcl_vec_at(&r->toks, to - 1))->kind == HCL_TOKEN_NEWLINE)
    to--;
  if (from == to)
    return HCL_OK;
  bool lines = false;
  for (size_t i = from; i < to; i++)
    lines |= ((tf_tok *)hcl_vec_at(&r->toks, i))->kind == HCL_TOKEN_NEWLINE;
  *done = true;
  hcl_str none = {"", 0};
  hcl_status st = HCL_OK;
  if (lines)
    st = emit(r, HCL_TOKEN_OPAREN, cstr("("), space);
  const tf_tok *t = hcl_vec_at(&r->toks, from);
  if (st == HCL_OK)
    st = emit(r, t->kind, tok_text(r, t), lines ? none : space);
  if (st == HCL_OK)
    st = release(r, from + 1, to);
  if (st == HCL_OK && lines)
    st = emit(r, HCL_TOKEN_CPAREN, cstr(")"), none);
  return st;
}

/* The attribute ended: its value's tokens go out, rewritten or not. */
static hcl_status end_value(hcl_tf_rewriter *r) {
  hcl_status st = HCL_OK;
  bool done = false;
  if (r->toks.len) {
    hcl_str space = tok_space(r, hcl_vec_at(&r->toks, 0));
    if (r->var_type)
      st = rewrite_type(r, space, &done);
    if (st == HCL_OK && !done)
      st = unwrap(r, space, &done);
    if (st == HCL_OK && !done)
      st = release(r, 0, r->toks.len);
  }
  hcl_vec_clear(&r->toks);
  hcl_buf_clear(&r->bytes);
  r->holding = false;
  return st;
}

static hcl_status on_token(hcl_tf_rewriter *r, const hcl_event *ev) {
  hcl_token_kind k = ev->as.token.kind;
  if (r->holding)
    return hold(r, ev);
  if (r->in_header) {
    if (k == HCL_TOKEN_OBRACE) {
      r->in_header = false;
    } else if (k == HCL_TOKEN_IDENT && r->saw_type) {
      /* a bare label */
      hcl_str none = {"", 0};
      hcl_status st = emit(r, HCL_TOKEN_OQUOTE, cstr("\""), ev->as.token.space);
      if (st == HCL_OK)
        st = emit(r, HCL_TOKEN_QUOTED_LIT, ev->as.token.text, none);
      return st == HCL_OK ? emit(r, HCL_TOKEN_CQUOTE, cstr("\""), none) : st;
    }
    r->saw_type = true;
  }
  return emit(r, k, ev->as.token.text, ev->as.token.space);
}

static hcl_status on_expr_begin(hcl_tf_rewriter *r, const hcl_event *ev) {
  if (!r->in_attr)
    return HCL_OK;
  if (r->depth == 0) {
    r->holding = true;
    r->root = ev->as.expr.kind;
    r->root_flags = ev->flags;
    r->parts = 0;
    hcl_buf_clear(&r->word);
    if (r->root == HCL_EXPR_TRAVERSAL &&
        !hcl_buf_append(&r->word, ev->as.expr.text.ptr, ev->as.expr.text.len))
      return HCL_ERR_NOMEM;
  } else if (r->depth == 1) {
    if (r->parts++ == 0) {
      r->part = ev->as.expr.kind;
      if (r->root == HCL_EXPR_TEMPLATE &&
          !hcl_buf_append(&r->word, ev->as.expr.text.ptr, ev->as.expr.text.len))
        return HCL_ERR_NOMEM;
    }
  }
  r->depth++;
  return HCL_OK;
}

hcl_status hcl_tf_event(hcl_tf_rewriter *r, const hcl_event *ev) {
  switch (ev->kind) {
  case HCL_EV_TOKEN:
    return on_token(r, ev);
  case HCL_EV_BLOCK_BEGIN: {
    hcl_str t = ev->as.block.type;
    bool variable =
        r->blocks.len == 0 && t.len == 8 && memcmp(t.ptr, "variable", 8) == 0;
    r->in_header = true;
    r->saw_type = false;
    return hcl_vec_push(&r->blocks, &variable) ? HCL_OK : HCL_ERR_NOMEM;
  }
  case HCL_EV_BLOCK_END:
    hcl_vec_pop(&r->blocks);
    return HCL_OK;
  case HCL_EV_ATTR_BEGIN: {
    const bool *in = hcl_vec_last(&r->blocks);
    hcl_str n = ev->as.attr.name;
    r->in_attr = true;
    r->depth = 0;
    r->var_type = in && *in && r->blocks.len == 1 && n.len == 4 &&
                  memcmp(n.ptr, "type", 4) == 0;
    return HCL_OK;
  }
  case HCL_EV_ATTR_END:
    r->in_attr = false;
    return end_value(r);
  case HCL_EV_EXPR_BEGIN:
    return on_expr_begin(r, ev);
  case HCL_EV_EXPR_END:
    if (r->depth)
      r->depth--;
    return HCL_OK;
  default:
    return HCL_OK;
  }
}
