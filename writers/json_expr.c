/*
 * An attribute's expression as a JSON value (json_expr.h). The walks over
 * the recorded tree recurse; the native parser bounds the nesting
 * (HCL_NATIVE_MAX_DEPTH_DEFAULT), so the depth of C stack they take does
 * too.
 */

#include "writers/json_expr.h"

#include <string.h>

#include "core/json_text.h"
#include "core/map.h"

#define NONE UINT32_MAX

typedef struct jnode {
  hcl_expr_kind kind;
  uint32_t flags;
  hcl_op op;
  hcl_lit lit;
  uint32_t text_off, text_len, key_off, key_len;
  uint32_t tok_first, tok_end; /* its tokens: [tok_first, tok_end) */
  uint32_t first_child, next, last_child, parent;
  uint64_t start, end; /* its bytes in the source */
  bool ends_heredoc;   /* its text ends with a heredoc's closing marker */
} jnode;

typedef struct jtok {
  hcl_token_kind kind;
  size_t start, end; /* the token's bytes in `source` */
} jtok;

void hcl_jexpr_init(hcl_jexpr *x, const hcl_alloc *alloc, bool pretty,
                    hcl_source_read_fn read, void *read_ctx) {
  hcl_vec_init(&x->nodes, alloc, sizeof(jnode));
  hcl_vec_init(&x->toks, alloc, sizeof(jtok));
  hcl_vec_init(&x->open, alloc, sizeof(uint32_t));
  hcl_buf_init(&x->source, alloc);
  hcl_buf_init(&x->texts, alloc);
  hcl_buf_init(&x->raw, alloc);
  hcl_buf_init(&x->key, alloc);
  hcl_map_init(&x->keys, alloc);
  x->pretty = pretty;
  x->read = read;
  x->read_ctx = read_ctx;
  x->filename = NULL;
}

void hcl_jexpr_fini(hcl_jexpr *x) {
  hcl_vec_fini(&x->nodes);
  hcl_vec_fini(&x->toks);
  hcl_vec_fini(&x->open);
  hcl_buf_fini(&x->source);
  hcl_buf_fini(&x->texts);
  hcl_buf_fini(&x->raw);
  hcl_buf_fini(&x->key);
  hcl_map_fini(&x->keys);
}

void hcl_jexpr_reset(hcl_jexpr *x) {
  hcl_vec_clear(&x->nodes);
  hcl_vec_clear(&x->toks);
  hcl_vec_clear(&x->open);
  hcl_buf_clear(&x->source);
  hcl_buf_clear(&x->texts);
}

/* Byte `off` of `b`: an empty buffer may have no storage at all, and
   NULL + 0 is no pointer. */
static const char *at(const hcl_buf *b, size_t off) {
  return b->data ? b->data + off : "";
}

static jnode *node(const hcl_jexpr *x, uint32_t i) {
  return hcl_vec_at(&x->nodes, i);
}

static bool keep_text(hcl_jexpr *x, hcl_str s, uint32_t *off, uint32_t *len) {
  *off = (uint32_t)x->texts.len;
  *len = (uint32_t)s.len;
  if (s.len == 0)
    return true;
  return x->texts.len <= UINT32_MAX - s.len &&
         hcl_buf_append(&x->texts, s.ptr, s.len);
}

/* What a node is: the fields of its EXPR_BEGIN event. */
typedef struct node_fields {
  hcl_expr_kind kind;
  uint32_t flags;
  hcl_op op;
  hcl_lit lit;
  hcl_str text, key;
  uint64_t start, end;
} node_fields;

/* Records a node, the last child so far of `parent` (NONE: a root); its
   id, or NONE when out of memory. Every field is set: there is no
   zeroing first, a node at a time. */
static uint32_t record_node(hcl_jexpr *x, const node_fields *f,
                            uint32_t parent) {
  if (x->nodes.len >= NONE - 1 || x->toks.len >= NONE)
    return NONE;
  uint32_t id = (uint32_t)x->nodes.len;
  jnode *n = hcl_vec_push_slot(&x->nodes);
  if (!n)
    return NONE;
  n->kind = f->kind;
  n->flags = f->flags;
  n->op = f->op;
  n->lit = f->lit;
  n->tok_first = n->tok_end = (uint32_t)x->toks.len;
  n->first_child = n->next = n->last_child = NONE;
  n->parent = parent;
  n->start = f->start;
  n->end = f->end;
  n->ends_heredoc = false;
  if (!keep_text(x, f->text, &n->text_off, &n->text_len) ||
      !keep_text(x, f->key, &n->key_off, &n->key_len))
    return NONE;
  if (parent != NONE) {
    jnode *p = node(x, parent);
    if (p->last_child == NONE)
      p->first_child = id;
    else
      node(x, p->last_child)->next = id;
    p->last_child = id;
  }
  return id;
}

/* After the last of a node's children. */
static void close_node(hcl_jexpr *x, uint32_t id) {
  jnode *n = node(x, id);
  n->tok_end = (uint32_t)x->toks.len;
  const jnode *last = n->last_child == NONE ? NULL : node(x, n->last_child);
  n->ends_heredoc =
      (n->kind == HCL_EXPR_TEMPLATE && (n->flags & HCL_EVF_HEREDOC)) ||
      (last && last->ends_heredoc && last->end == n->end);
}

static bool begin_node(hcl_jexpr *x, const node_fields *f) {
  uint32_t *top = hcl_vec_last(&x->open);
  uint32_t id = record_node(x, f, top ? *top : NONE);
  return id != NONE && hcl_vec_push(&x->open, &id) != NULL;
}

static void end_node(hcl_jexpr *x) {
  uint32_t *top = hcl_vec_last(&x->open);
  if (!top)
    return;
  close_node(x, *top);
  hcl_vec_pop(&x->open);
}

static void native_fields(const hcl_node *n, const hcl_emit_ctx *e,
                          node_fields *f) {
  f->kind = (hcl_expr_kind)n->kind;
  f->flags = n->flags | e->extra_flags;
  f->op = (hcl_op)n->op;
  f->lit = (hcl_lit)n->lit;
  f->text = hcl_ntext_str(n->text);
  f->key = hcl_ntext_str(n->key);
  f->start = hcl_pos_shift(e->origin, n->span.start).byte;
  f->end = hcl_pos_shift(e->origin, n->span.end).byte;
}

/* hcl_jexpr_add_native's walk: `open` is the node whose children come. */
typedef struct native_walk {
  hcl_jexpr *x;
  const hcl_emit_ctx *e;
  uint32_t open;
} native_walk;

static hcl_status visit_native(void *ctx, const hcl_node *n, bool begin) {
  native_walk *w = ctx;
  if (!begin) {
    close_node(w->x, w->open);
    w->open = node(w->x, w->open)->parent;
    return HCL_OK;
  }
  node_fields f;
  native_fields(n, w->e, &f);
  uint32_t id = record_node(w->x, &f, w->open);
  if (id == NONE)
    return HCL_ERR_NOMEM;
  w->open = id;
  return HCL_OK;
}

/* The tree's nodes in prefix order, as its events would give them. */
bool hcl_jexpr_add_native(hcl_jexpr *x, const hcl_node *root,
                          const hcl_emit_ctx *e) {
  x->filename = e->filename;
  uint32_t *top = hcl_vec_last(&x->open);
  native_walk w = {x, e, top ? *top : NONE};
  return hcl_node_walk(root, visit_native, &w) == HCL_OK;
}

bool hcl_jexpr_event(hcl_jexpr *x, const hcl_event *ev) {
  switch (ev->kind) {
  case HCL_EV_TOKEN: {
    if (x->read)
      return true;
    jtok t = {ev->as.token.kind, 0, 0};
    if (!hcl_buf_append(&x->source, ev->as.token.space.ptr,
                        ev->as.token.space.len))
      return false;
    t.start = x->source.len;
    if (!hcl_buf_append(&x->source, ev->as.token.text.ptr,
                        ev->as.token.text.len))
      return false;
    t.end = x->source.len;
    return hcl_vec_push(&x->toks, &t) != NULL;
  }
  case HCL_EV_EXPR_BEGIN: {
    node_fields f = {ev->as.expr.kind,     ev->flags,         ev->as.expr.op,
                     ev->as.expr.lit,      ev->as.expr.text,  ev->as.expr.key,
                     ev->range.start.byte, ev->range.end.byte};
    x->filename = ev->range.filename;
    return begin_node(x, &f);
  }
  case HCL_EV_EXPR_END:
    end_node(x);
    return true;
  default:
    return true;
  }
}

/* ---- Text ----------------------------------------------------------- */

bool hcl_jexpr_newline(hcl_buf *out, unsigned indent) {
  char *at =
      hcl_buf_putc(out, '\n') ? hcl_buf_extend(out, 2 * (size_t)indent) : NULL;
  if (at)
    memset(at, ' ', 2 * (size_t)indent);
  return at != NULL;
}

bool hcl_jexpr_escape_template(hcl_buf *out, const char *s, size_t len) {
  if (len == 0)
    return true;
  size_t run = 0;
  for (size_t i = 0; i < len; i++) {
    if (i + 1 < len && (s[i] == '$' || s[i] == '%') && s[i + 1] == '{') {
      if (!hcl_buf_append(out, s + run, i + 1 - run))
        return false;
      run = i; /* the sign again: `$${`, `%%{` */
    } else if (s[i] == '\r' && (i + 1 == len || s[i + 1] != '\n')) {
      /* The reference's template scanner reads all that follows a
         carriage return without a line feed as literal text, escapes
         and sequences alike: the character goes in a sequence. */
      if (!hcl_buf_append(out, s + run, i - run) ||
          !hcl_buf_puts(out, "${\"\\r\"}"))
        return false;
      run = i + 1;
    }
  }
  return hcl_buf_append(out, s + run, len - run);
}

static hcl_str text_of(const hcl_jexpr *x, const jnode *n) {
  hcl_str s = {at(&x->texts, n->text_off), n->text_len};
  return s;
}

static hcl_str key_of(const hcl_jexpr *x, const jnode *n) {
  hcl_str s = {at(&x->texts, n->key_off), n->key_len};
  return s;
}

/* The node's source text, as written, comments included. */
static bool read_root(hcl_jexpr *x);

static bool put_source(hcl_jexpr *x, const jnode *n, hcl_buf *out) {
  if (x->read) {
    /* `source` holds the root's bytes, read when first needed */
    if (!x->have_source && !read_root(x))
      return false;
    uint64_t base = node(x, 0)->start;
    if (n->start < base || n->end - base > x->source.len || n->end < n->start)
      return true; /* a range a syntax error left inconsistent */
    if (!hcl_buf_append(out, at(&x->source, (size_t)(n->start - base)),
                        (size_t)(n->end - n->start)))
      return false;
  } else if (n->tok_first < n->tok_end) {
    const jtok *a = hcl_vec_at(&x->toks, n->tok_first);
    const jtok *b = hcl_vec_at(&x->toks, n->tok_end - 1);
    if (!hcl_buf_append(out, at(&x->source, a->start), b->end - a->start))
      return false;
  }
  /* A heredoc's closing marker must end its line. */
  return !n->ends_heredoc || hcl_buf_putc(out, '\n');
}

/* `${` source `}`. */
static bool put_interpolated(hcl_jexpr *x, const jnode *n, hcl_buf *out) {
  return hcl_buf_puts(out, "${") && put_source(x, n, out) &&
         hcl_buf_putc(out, '}');
}

static bool is_digit(char c) { return c >= '0' && c <= '9'; }

/* Appends a native number literal as a JSON number: the native syntax
   allows leading zeros and a point with no digits after it (`007`,
   `1.e5`), JSON does not. False with nothing written when the text does
   not fit JSON's grammar even so. */
static bool put_number(hcl_buf *out, hcl_str s) {
  size_t i = 0, n = s.len;
  const char *p = s.ptr;
  while (i + 1 < n && p[i] == '0' && is_digit(p[i + 1]))
    i++;
  size_t int_end = i;
  while (int_end < n && is_digit(p[int_end]))
    int_end++;
  size_t frac = int_end, frac_end = int_end;
  if (frac < n && p[frac] == '.')
    for (frac_end = frac + 1; frac_end < n && is_digit(p[frac_end]);)
      frac_end++;
  size_t e = frac_end, end = e;
  if (e < n && (p[e] == 'e' || p[e] == 'E')) {
    end = e + 1;
    if (end < n && (p[end] == '+' || p[end] == '-'))
      end++;
    size_t digits = end;
    while (end < n && is_digit(p[end]))
      end++;
    if (end == digits)
      return false;
  }
  if (int_end == i || end != n)
    return false;
  bool point = frac_end > frac + 1; /* a point with digits after it */
  return hcl_buf_append(out, p + i, (point ? frac_end : int_end) - i) &&
         hcl_buf_append(out, p + e, n - e);
}

/* The template text of a TEMPLATE node's parts. Adjacent literal text is
   escaped as one piece; a literal `$` or `%` right before a sequence of
   the same sign would read as an escape, so it is written as an
   interpolation of itself. */
static bool put_template(hcl_jexpr *x, const jnode *t, hcl_buf *out);

static bool flush_literal(hcl_buf *out, hcl_buf *lit, char next_sign) {
  bool clash = next_sign && lit->len && lit->data[lit->len - 1] == next_sign;
  if (clash)
    lit->len--;
  bool ok =
      hcl_jexpr_escape_template(out, lit->data, lit->len) &&
      (!clash || hcl_buf_puts(out, next_sign == '$' ? "${\"$\"}" : "${\"%\"}"));
  hcl_buf_clear(lit);
  return ok;
}

static bool put_directive(hcl_jexpr *x, const jnode *p, hcl_buf *out) {
  const jnode *c = p->first_child == NONE ? NULL : node(x, p->first_child);
  if (!c) /* left so by a syntax error: the stream has its diagnostic */
    return true;
  if (p->kind == HCL_EXPR_TEMPLATE_IF) {
    const jnode *then = c->next == NONE ? NULL : node(x, c->next);
    const jnode *els = then && then->next != NONE ? node(x, then->next) : NULL;
    if (!hcl_buf_puts(out, "%{if ") || !put_source(x, c, out) ||
        !hcl_buf_putc(out, '}') || (then && !put_template(x, then, out)))
      return false;
    if (els && (!hcl_buf_puts(out, "%{else}") || !put_template(x, els, out)))
      return false;
    return hcl_buf_puts(out, "%{endif}");
  }
  hcl_str key = key_of(x, p), val = text_of(x, p);
  const jnode *body = c->next == NONE ? NULL : node(x, c->next);
  return hcl_buf_puts(out, "%{for ") &&
         (key.len == 0 ||
          (hcl_buf_append(out, key.ptr, key.len) && hcl_buf_puts(out, ", "))) &&
         hcl_buf_append(out, val.ptr, val.len) && hcl_buf_puts(out, " in ") &&
         put_source(x, c, out) && hcl_buf_putc(out, '}') &&
         (!body || put_template(x, body, out)) &&
         hcl_buf_puts(out, "%{endfor}");
}

/* Whether the template has parts besides one interpolation, all of them
   empty literals (left so by strip markers): its value is a string, but
   its text would be `${x}` alone, whose value is x's. */
static bool lone_interpolation(const hcl_jexpr *x, const jnode *t) {
  if (t->kind != HCL_EXPR_TEMPLATE || t->first_child == t->last_child)
    return false;
  size_t interps = 0;
  for (uint32_t i = t->first_child; i != NONE; i = node(x, i)->next) {
    const jnode *p = node(x, i);
    if (p->kind == HCL_EXPR_INTERPOLATION)
      interps++;
    else if (p->kind != HCL_EXPR_LITERAL || p->text_len)
      return false;
  }
  return interps == 1;
}

static bool put_template(hcl_jexpr *x, const jnode *t, hcl_buf *out) {
  hcl_buf lit;
  hcl_buf_init(&lit, x->source.alloc);
  bool ok = true;
  if (t->kind == HCL_EXPR_LITERAL) {
    hcl_str s = text_of(x, t);
    ok = hcl_jexpr_escape_template(out, s.ptr, s.len);
  }
  for (uint32_t i = t->kind == HCL_EXPR_TEMPLATE ? t->first_child : NONE;
       ok && i != NONE; i = node(x, i)->next) {
    const jnode *p = node(x, i);
    switch (p->kind) {
    case HCL_EXPR_LITERAL: {
      hcl_str s = text_of(x, p);
      ok = hcl_buf_append(&lit, s.ptr, s.len);
      break;
    }
    case HCL_EXPR_INTERPOLATION:
      ok = flush_literal(out, &lit, '$') &&
           (p->first_child == NONE ||
            put_interpolated(x, node(x, p->first_child), out));
      break;
    default:
      ok = flush_literal(out, &lit, '%') && put_directive(x, p, out);
      break;
    }
  }
  ok = ok && flush_literal(out, &lit, '\0');
  hcl_buf_fini(&lit);
  return ok && (!lone_interpolation(x, t) || hcl_buf_puts(out, "${\"\"}"));
}

/* ---- Values --------------------------------------------------------- */

static bool put_value(hcl_jexpr *x, uint32_t id, hcl_buf *out, unsigned indent);

/* `raw` quoted as a JSON string; `raw` is emptied for reuse. */
static bool put_raw_string(hcl_jexpr *x, hcl_buf *out, size_t from) {
  bool ok = hcl_json_quote_plain(out, at(&x->raw, from), x->raw.len - from);
  x->raw.len = from;
  return ok;
}

static bool put_template_string(hcl_jexpr *x, const jnode *n, hcl_buf *out) {
  size_t from = x->raw.len;
  return put_template(x, n, &x->raw) && put_raw_string(x, out, from);
}

/* An object key: names and strings as they are, other keys as the
   template that computes them. */
static bool put_key(hcl_jexpr *x, const jnode *k, hcl_buf *out) {
  size_t from = x->raw.len;
  bool ok;
  if ((k->kind == HCL_EXPR_TRAVERSAL && k->first_child == NONE) ||
      (k->kind == HCL_EXPR_LITERAL &&
       (k->lit == HCL_LIT_BOOL || k->lit == HCL_LIT_NULL))) {
    /* a bare name, and `true`, `false`, `null` too, name themselves */
    hcl_str s = text_of(x, k);
    ok = hcl_buf_append(&x->raw, s.ptr, s.len);
  } else if (k->kind == HCL_EXPR_TEMPLATE && !(k->flags & HCL_EVF_HEREDOC)) {
    ok = put_template(x, k, &x->raw);
  } else if (k->kind == HCL_EXPR_LITERAL && k->lit == HCL_LIT_STRING) {
    hcl_str s = text_of(x, k);
    ok = hcl_jexpr_escape_template(&x->raw, s.ptr, s.len);
  } else {
    ok = put_interpolated(x, k, &x->raw);
  }
  return ok && put_raw_string(x, out, from);
}

/* Whether an object key names itself whatever the variables (a name, a
   string, `true`, `false`, `null`, a template of literal text): two such
   keys have the same value only when put_key gives them the same text. */
static bool constant_key(const hcl_jexpr *x, const jnode *k) {
  if (k->kind == HCL_EXPR_TRAVERSAL)
    return k->first_child == NONE;
  if (k->kind == HCL_EXPR_LITERAL)
    return k->lit != HCL_LIT_NUMBER; /* `1` and "1" are one key */
  if (k->kind != HCL_EXPR_TEMPLATE || (k->flags & HCL_EVF_HEREDOC))
    return false;
  for (uint32_t i = k->first_child; i != NONE; i = node(x, i)->next)
    if (node(x, i)->kind != HCL_EXPR_LITERAL)
      return false;
  return true;
}

/* Whether two of the object's keys may have the same value: JSON cannot
   hold that object, though the native syntax can (the last one wins).
   They may when two have the same text, or when one of several keys is
   computed (`(k)`, `"${k}"`), whose value only evaluation knows. */
static bool keys_may_clash(hcl_jexpr *x, const jnode *n, bool *clash) {
  hcl_map_clear(&x->keys);
  *clash = false;
  bool several =
      n->first_child != NONE && node(x, n->first_child)->next != NONE;
  for (uint32_t i = n->first_child; i != NONE && !*clash;
       i = node(x, i)->next) {
    uint32_t k = node(x, i)->first_child;
    bool added;
    if (k == NONE)
      continue;
    if (several && !constant_key(x, node(x, k))) {
      *clash = true;
      break;
    }
    hcl_buf_clear(&x->key);
    if (!put_key(x, node(x, k), &x->key) ||
        !hcl_map_upsert(&x->keys, x->key.data, x->key.len, &added))
      return false;
    *clash = !added;
  }
  return true;
}

static bool put_items(hcl_jexpr *x, const jnode *n, hcl_buf *out,
                      unsigned indent) {
  bool object = n->kind == HCL_EXPR_OBJECT, dup;
  if (object && (!keys_may_clash(x, n, &dup) || dup)) {
    size_t from = x->raw.len;
    return !dup ? false
                : put_interpolated(x, n, &x->raw) &&
                      put_raw_string(x, out, from);
  }
  if (!hcl_buf_putc(out, object ? '{' : '['))
    return false;
  for (uint32_t i = n->first_child; i != NONE; i = node(x, i)->next) {
    if (i != n->first_child && !hcl_buf_putc(out, ','))
      return false;
    if (x->pretty && !hcl_jexpr_newline(out, indent + 1))
      return false;
    if (!object) {
      if (!put_value(x, i, out, indent + 1))
        return false;
      continue;
    }
    const jnode *item = node(x, i);
    uint32_t k = item->first_child;
    uint32_t v = k == NONE ? NONE : node(x, k)->next;
    if (v == NONE) /* left so by a syntax error */
      v = k == NONE ? i : k;
    if (!put_key(x, node(x, k == NONE ? i : k), out) ||
        !hcl_buf_puts(out, x->pretty ? ": " : ":") ||
        !put_value(x, v, out, indent + 1))
      return false;
  }
  if (x->pretty && n->first_child != NONE && !hcl_jexpr_newline(out, indent))
    return false;
  return hcl_buf_putc(out, object ? '}' : ']');
}

static bool put_value(hcl_jexpr *x, uint32_t id, hcl_buf *out,
                      unsigned indent) {
  const jnode *n = node(x, id);
  switch (n->kind) {
  case HCL_EXPR_LITERAL:
    if (n->lit == HCL_LIT_NUMBER && put_number(out, text_of(x, n)))
      return true;
    if (n->lit == HCL_LIT_NUMBER)
      break;
    if (n->lit != HCL_LIT_STRING) {
      hcl_str s = text_of(x, n);
      return hcl_buf_append(out, s.ptr, s.len);
    }
    return put_template_string(x, n, out); /* a template of one literal */
  case HCL_EXPR_TEMPLATE:
    return put_template_string(x, n, out);
  case HCL_EXPR_UNARY: {
    const jnode *c = n->first_child == NONE ? NULL : node(x, n->first_child);
    size_t mark = out->len;
    if (n->op == HCL_OP_NEGATE && c && c->kind == HCL_EXPR_LITERAL &&
        c->lit == HCL_LIT_NUMBER && hcl_buf_putc(out, '-')) {
      if (put_number(out, text_of(x, c)))
        return true;
      out->len = mark;
    }
    break;
  }
  case HCL_EXPR_TUPLE:
  case HCL_EXPR_OBJECT:
    return put_items(x, n, out, indent);
  default:
    break;
  }
  size_t from = x->raw.len;
  return put_interpolated(x, n, &x->raw) && put_raw_string(x, out, from);
}

/* Reads the root's source text into `source`. */
static bool read_root(hcl_jexpr *x) {
  const jnode *root = node(x, 0);
  size_t want = (size_t)(root->end - root->start);
  hcl_buf_clear(&x->source);
  if (!hcl_buf_reserve(&x->source, want))
    return false;
  while (x->source.len < want) {
    size_t got = x->read(x->read_ctx, x->filename, root->start + x->source.len,
                         x->source.data + x->source.len, want - x->source.len);
    if (got == HCL_SOURCE_UNAVAILABLE || got == 0) {
      x->unreadable = true;
      return false;
    }
    x->source.len += got;
  }
  x->have_source = true;
  return true;
}

bool hcl_jexpr_is_name(const hcl_jexpr *x) {
  if (x->nodes.len == 0)
    return false;
  const jnode *n = hcl_vec_at(&x->nodes, 0);
  return n->kind == HCL_EXPR_TRAVERSAL && n->first_child == NONE;
}

bool hcl_jexpr_write_name(hcl_jexpr *x, hcl_buf *out) {
  hcl_str s = text_of(x, node(x, 0));
  return hcl_json_quote_plain(out, s.ptr, s.len);
}

bool hcl_jexpr_write(hcl_jexpr *x, hcl_buf *out, unsigned indent,
                     bool *unreadable) {
  x->unreadable = x->have_source = false;
  bool ok = x->nodes.len == 0 ? hcl_buf_puts(out, "null")
                              : put_value(x, 0, out, indent);
  *unreadable = x->unreadable;
  return ok;
}
