/*
 * The expression language (native spec, "Expressions"):
 *
 *   Expression  = Conditional | Operation | ExprTerm
 *   Conditional = Expression "?" Expression ":" Expression
 *   Operation   = ("-" | "!") ExprTerm | ExprTerm binaryOp ExprTerm
 *   ExprTerm    = LiteralValue | CollectionValue | TemplateExpr
 *               | VariableExpr | FunctionCall | ForExpr
 *               | ExprTerm (Index | GetAttr | Splat) | "(" Expression ")"
 *
 * Binary operators bind by the spec's six precedence levels, each left
 * associative. Every cycle of the grammar passes through a term, where the
 * nesting depth is counted and limited. The tree is built in the item arena
 * and mirrors the reference's syntax tree: traversals gather constant steps,
 * splats hold the expression applied to each element.
 */

#include <string.h>

#include "core/buf.h"
#include "native_syntax/number_lit.h"
#include "native_syntax/parser.h"

/* The binary operator a token stands for, and its precedence level
   (native spec, "Operations"): 1 binds loosest, 6 tightest. */
static hcl_op binary_op(hcl_tok_type t, int *level) {
  switch (t) {
  case HCL_TK_OR:
    *level = 1;
    return HCL_OP_OR;
  case HCL_TK_AND:
    *level = 2;
    return HCL_OP_AND;
  case HCL_TK_EQUAL_OP:
    *level = 3;
    return HCL_OP_EQ;
  case HCL_TK_NOT_EQUAL:
    *level = 3;
    return HCL_OP_NE;
  case HCL_TK_LT:
    *level = 4;
    return HCL_OP_LT;
  case HCL_TK_LE:
    *level = 4;
    return HCL_OP_LE;
  case HCL_TK_GT:
    *level = 4;
    return HCL_OP_GT;
  case HCL_TK_GE:
    *level = 4;
    return HCL_OP_GE;
  case HCL_TK_PLUS:
    *level = 5;
    return HCL_OP_ADD;
  case HCL_TK_MINUS:
    *level = 5;
    return HCL_OP_SUB;
  case HCL_TK_STAR:
    *level = 6;
    return HCL_OP_MUL;
  case HCL_TK_SLASH:
    *level = 6;
    return HCL_OP_DIV;
  case HCL_TK_PERCENT:
    *level = 6;
    return HCL_OP_MOD;
  default:
    *level = 0;
    return HCL_OP_NONE;
  }
}

hcl_node *hcl_node_at(hcl_parser *p, hcl_expr_kind kind, hcl_span span) {
  hcl_node *n = hcl_node_new(&p->arena, kind, span);
  if (!n)
    hcl_pfail(p, HCL_ERR_NOMEM);
  return n;
}

hcl_ntext hcl_tok_copy(hcl_parser *p, const hcl_token *t) {
  size_t n = (size_t)hcl_token_len(t);
  char *copy = hcl_arena_memdup(&p->arena, hcl_tok_text(p, t), n);
  if (!copy && n) {
    hcl_pfail(p, HCL_ERR_NOMEM);
    return hcl_ntext_own("", 0);
  }
  return hcl_ntext_own(copy ? copy : "", n);
}

/* Whether parse errors were reported since `mark` was taken. */
static bool errors_since(const hcl_parser *p, unsigned long mark) {
  return p->nerrors > mark;
}

static hcl_node *invalid_at(hcl_parser *p, hcl_span span) {
  return hcl_node_at(p, HCL_EXPR_INVALID, span);
}

static hcl_node *with_children(hcl_node *n, hcl_node *a, hcl_node *b,
                               hcl_node *c) {
  if (!n)
    return NULL;
  if (a)
    hcl_node_append(n, a);
  if (b)
    hcl_node_append(n, b);
  if (c)
    hcl_node_append(n, c);
  return n;
}

/* A number literal node, with its diagnostic when the text is invalid. */
static hcl_node *number_literal(hcl_parser *p, const hcl_token *t) {
  hcl_span sp = hcl_tok_span(t);
  hcl_node *n = hcl_node_at(p, HCL_EXPR_LITERAL, sp);
  if (!n)
    return NULL;
  bool valid;
  hcl_status st = hcl_number_literal_check(
      hcl_tok_text(p, t), (size_t)hcl_token_len(t), p->alloc, &valid);
  if (st != HCL_OK) {
    hcl_pfail(p, st);
    return NULL;
  }
  if (!valid) {
    /* the literal stands for an unknown number */
    n->kind = HCL_EXPR_INVALID;
    hcl_perr(p, &sp, NULL, "Invalid number literal",
             "Failed to recognize the value of this number literal.");
    return n;
  }
  n->lit = HCL_LIT_NUMBER;
  n->text = hcl_tok_copy(p, t);
  return n;
}

/* Appends a constant step to a traversal, or wraps `expr` in a relative
   traversal (the reference's makeRelativeTraversal). */
static hcl_node *add_step(hcl_parser *p, hcl_node *expr, hcl_node *step) {
  if (!expr || !step)
    return expr;
  if (expr->kind == HCL_EXPR_TRAVERSAL ||
      expr->kind == HCL_EXPR_RELATIVE_TRAVERSAL) {
    hcl_node_append(expr, step);
    expr->span.end = step->span.end;
    return expr;
  }
  hcl_node *rel = hcl_node_at(p, HCL_EXPR_RELATIVE_TRAVERSAL,
                              hcl_span_between(expr->span, step->span));
  return with_children(rel, expr, step, NULL);
}

static hcl_node *attr_step(hcl_parser *p, const hcl_token *dot,
                           const hcl_token *name) {
  hcl_node *s =
      hcl_node_at(p, HCL_EXPR_STEP_ATTR,
                  hcl_span_between(hcl_tok_span(dot), hcl_tok_span(name)));
  if (s)
    s->text = hcl_tok_copy(p, name);
  return s;
}

/*
 * `.0` after an expression: a legacy index step. `1.2` reads as one number
 * token, which cannot be two chained legacy indexes.
 */
static hcl_node *legacy_index_step(hcl_parser *p, const hcl_token *dot,
                                   const hcl_token *num,
                                   const hcl_token *subject, bool in_splat) {
  hcl_span range = hcl_span_between(hcl_tok_span(dot), hcl_tok_span(num));
  hcl_node *step = hcl_node_at(p, HCL_EXPR_STEP_INDEX, range);
  if (!step)
    return NULL;
  step->flags |= HCL_EVF_LEGACY_INDEX;
  const char *text = hcl_tok_text(p, num);
  size_t len = (size_t)hcl_token_len(num);
  const char *d = memchr(text, '.', len);
  hcl_node *key;
  if (d) {
    int first = (int)(d - text), second = (int)(len - (size_t)first - 1);
    hcl_span sp = hcl_tok_span(subject);
    if (in_splat)
      hcl_perr(p, &sp, NULL, "Invalid legacy index syntax",
               "When using the legacy index syntax, chaining two indexes "
               "together is not permitted. Use the proper index syntax with "
               "a full splat expression [*] instead, like [%.*s][%.*s].",
               first, text, second, d + 1);
    else
      hcl_perr(p, &sp, NULL, "Invalid legacy index syntax",
               "When using the legacy index syntax, chaining two indexes "
               "together is not permitted. Use the proper index syntax "
               "instead, like [%.*s][%.*s].",
               first, text, second, d + 1);
    key = invalid_at(p, hcl_tok_span(num));
  } else {
    key = number_literal(p, num);
  }
  return with_children(step, key, NULL, NULL);
}

static hcl_node *parse_traversals(hcl_parser *p, hcl_node *from);

/*
 * `.*` and the attribute steps after it: an attribute-only splat. Returns
 * the new expression, or NULL when the splat was abandoned (the caller
 * keeps `ret`).
 */
static hcl_node *parse_attr_splat(hcl_parser *p, hcl_node *ret, hcl_node *from,
                                  const hcl_token *dot) {
  hcl_token marker = hcl_read(p); /* `*` */
  hcl_span item_span =
      hcl_span_between(hcl_tok_span(dot), hcl_tok_span(&marker));
  hcl_node *item = hcl_node_at(p, HCL_EXPR_SPLAT_ITEM, item_span);
  if (!item)
    return NULL;
  hcl_node *each = item;
  hcl_span last = hcl_tok_span(&marker);
  while (hcl_peek_type(p) == HCL_TK_DOT) {
    hcl_token sdot = hcl_read(p);
    hcl_token t = hcl_peek(p);
    hcl_node *step;
    if (t.type == HCL_TK_NUMBER) {
      hcl_read(p);
      step = legacy_index_step(p, &sdot, &t, &marker, true);
    } else if (t.type == HCL_TK_IDENT) {
      hcl_read(p);
      step = attr_step(p, &sdot, &t);
    } else {
      if (!p->recovery) {
        hcl_span sp = hcl_tok_span(&t);
        hcl_span star = hcl_tok_span(&marker);
        if (t.type == HCL_TK_STAR)
          hcl_perr(p, &sp, NULL, "Nested splat expression not allowed",
                   "A splat expression (*) cannot be used inside another "
                   "attribute-only splat expression.");
        else
          hcl_perr(p, &star, NULL, "Invalid attribute name",
                   "An attribute name is required after a dot.");
      }
      p->recovery = true;
      return NULL;
    }
    if (!step)
      return NULL;
    last = step->span;
    last.start = t.start;
    if (each == item) {
      each = hcl_node_at(p, HCL_EXPR_RELATIVE_TRAVERSAL,
                         hcl_span_between(item_span, step->span));
      if (!each)
        return NULL;
      hcl_node_append(each, item);
    }
    hcl_node_append(each, step);
    each->span.end = step->span.end;
  }
  hcl_node *splat =
      hcl_node_at(p, HCL_EXPR_SPLAT, hcl_span_between(from->span, last));
  if (!splat)
    return NULL;
  splat->flags |= HCL_EVF_ATTR_SPLAT;
  splat->aux = item_span;
  return with_children(splat, ret, each, NULL);
}

/* `[*]` and every step after it: a full splat. */
static hcl_node *parse_full_splat(hcl_parser *p, hcl_node *ret, hcl_node *from,
                                  const hcl_token *open) {
  hcl_token star = hcl_read(p);
  hcl_token close = hcl_read(p);
  if (close.type != HCL_TK_CBRACK && !p->recovery) {
    /* The reference's diagnostic points at the token its recovery stops
       on, not at the unexpected one (its subject aliases that variable). */
    close = hcl_recover(p, HCL_TK_CBRACK);
    hcl_span sp = hcl_tok_span(&close);
    hcl_perr(p, &sp, NULL, "Missing close bracket on splat index",
             "The star for a full splat operator must be immediately "
             "followed by a closing bracket (\"]\").");
  }
  hcl_span marker = hcl_span_between(hcl_tok_span(open), hcl_tok_span(&close));
  hcl_node *item = hcl_node_at(p, HCL_EXPR_SPLAT_ITEM, marker);
  if (!item)
    return NULL;
  if (hcl_enter_expr_depth(p, &star))
    return NULL;
  hcl_node *each = parse_traversals(p, item);
  hcl_leave_expr_depth(p);
  if (!each)
    return NULL;
  hcl_node *splat =
      hcl_node_at(p, HCL_EXPR_SPLAT, hcl_span_between(from->span, each->span));
  if (!splat)
    return NULL;
  splat->aux = marker;
  return with_children(splat, ret, each, NULL);
}

/* A bracketed key is a constant step when it is a literal or a template
   of one literal string. */
static bool is_constant_key(const hcl_node *key) {
  if (key->kind == HCL_EXPR_LITERAL || key->kind == HCL_EXPR_INVALID)
    return true;
  return key->kind == HCL_EXPR_TEMPLATE && key->first && !key->first->next &&
         key->first->kind == HCL_EXPR_LITERAL;
}

static hcl_node *parse_index(hcl_parser *p, hcl_node *ret, hcl_node *from,
                             const hcl_token *open) {
  hcl_push_newlines(p, false);
  unsigned long mark = p->nerrors;
  hcl_node *key = hcl_parse_expression(p);
  hcl_token close;
  if (p->recovery && errors_since(p, mark)) {
    close = hcl_recover(p, HCL_TK_CBRACK);
  } else {
    close = hcl_read(p);
    if (close.type != HCL_TK_CBRACK && !p->recovery) {
      /* as for splats: the subject is where recovery stopped */
      close = hcl_recover(p, HCL_TK_CBRACK);
      hcl_span sp = hcl_tok_span(&close);
      hcl_perr(p, &sp, NULL, "Missing close bracket on index",
               "The index operator must end with a closing bracket "
               "(\"]\").");
    }
  }
  hcl_pop_newlines(p);
  if (!key)
    return NULL;
  hcl_span bracket = hcl_span_between(hcl_tok_span(open), hcl_tok_span(&close));
  if (is_constant_key(key)) {
    hcl_node *step = hcl_node_at(p, HCL_EXPR_STEP_INDEX, bracket);
    return add_step(p, ret, with_children(step, key, NULL, NULL));
  }
  hcl_node *idx =
      hcl_node_at(p, HCL_EXPR_INDEX, hcl_span_between(from->span, bracket));
  if (!idx)
    return NULL;
  idx->aux = bracket;
  return with_children(idx, ret, key, NULL);
}

/* Postfix operators after a term: `.name`, `.0`, `.*`, `[key]`, `[*]`. */
static hcl_node *parse_traversals(hcl_parser *p, hcl_node *from) {
  hcl_node *ret = from;
  while (ret && !hcl_failed(p)) {
    hcl_token next = hcl_peek(p);
    if (next.type == HCL_TK_DOT) {
      hcl_token dot = hcl_read(p);
      hcl_token t = hcl_peek(p);
      if (t.type == HCL_TK_IDENT) {
        hcl_read(p);
        ret = add_step(p, ret, attr_step(p, &dot, &t));
      } else if (t.type == HCL_TK_NUMBER) {
        hcl_read(p);
        ret = add_step(p, ret, legacy_index_step(p, &dot, &t, &t, false));
      } else if (t.type == HCL_TK_STAR) {
        hcl_node *splat = parse_attr_splat(p, ret, from, &dot);
        if (splat)
          ret = splat;
      } else {
        hcl_span sp = hcl_tok_span(&t);
        hcl_perr(p, &sp, NULL, "Invalid attribute name",
                 "An attribute name is required after a dot.");
        ret = invalid_at(p, hcl_span_between(from->span, hcl_tok_span(&dot)));
        p->recovery = true;
      }
    } else if (next.type == HCL_TK_OBRACK) {
      hcl_token open = hcl_read(p);
      if (hcl_peek_type(p) == HCL_TK_STAR)
        ret = parse_full_splat(p, ret, from, &open);
      else
        ret = parse_index(p, ret, from, &open);
    } else {
      break;
    }
    if (ret && hcl_too_tall(p, ret->height, ret->span))
      return NULL;
  }
  return ret;
}

static hcl_node *parse_term(hcl_parser *p);

static hcl_node *parse_with_traversals(hcl_parser *p) {
  hcl_node *term = parse_term(p);
  return term ? parse_traversals(p, term) : NULL;
}

/*
 * Operators at precedence `min_level` and tighter, left associative, by
 * precedence climbing. Once an operand reports errors while recovering,
 * every enclosing level stops reading operators, as the reference's
 * level-by-level descent does.
 */
static hcl_node *parse_binary(hcl_parser *p, int min_level) {
  unsigned long mark = p->nerrors;
  hcl_node *lhs = parse_with_traversals(p);
  if (!lhs || (p->recovery && errors_since(p, mark)))
    return lhs;
  for (;;) {
    int level;
    hcl_op op = binary_op(hcl_peek_type(p), &level);
    if (op == HCL_OP_NONE || level < min_level)
      return lhs;
    hcl_read(p);
    mark = p->nerrors;
    hcl_node *rhs = parse_binary(p, level + 1);
    if (!rhs || (p->recovery && errors_since(p, mark)))
      return rhs ? lhs : NULL;
    hcl_node *b =
        hcl_node_at(p, HCL_EXPR_BINARY, hcl_span_between(lhs->span, rhs->span));
    if (!b)
      return NULL;
    b->op = op;
    lhs = with_children(b, lhs, rhs, NULL);
    if (hcl_too_tall(p, lhs->height, lhs->span))
      return NULL;
  }
}

static hcl_node *conditional_rest(hcl_parser *p, hcl_span start,
                                  hcl_node *cond);

hcl_node *hcl_parse_expression(hcl_parser *p) {
  hcl_token start_tok = hcl_peek(p);
  hcl_span start = hcl_tok_span(&start_tok);
  unsigned long mark = p->nerrors;
  hcl_node *cond = parse_binary(p, 1);
  if (!cond || (p->recovery && errors_since(p, mark)))
    return cond;
  if (hcl_peek_type(p) != HCL_TK_QUESTION)
    return cond;
  /* the results nest: `a ? b : c ? d : e` */
  hcl_token question = hcl_read(p);
  if (hcl_enter_expr_depth(p, &question))
    return NULL;
  hcl_node *c = conditional_rest(p, start, cond);
  hcl_leave_expr_depth(p);
  return hcl_failed(p) ? NULL : c;
}

static hcl_node *conditional_rest(hcl_parser *p, hcl_span start,
                                  hcl_node *cond) {
  unsigned long mark = p->nerrors;
  hcl_node *t = hcl_parse_expression(p);
  if (!t || (p->recovery && errors_since(p, mark)))
    return cond;
  hcl_token colon = hcl_peek(p);
  if (colon.type != HCL_TK_COLON) {
    hcl_span sp = hcl_tok_span(&colon);
    hcl_span ctx = hcl_span_between(start, sp);
    hcl_perr(p, &sp, &ctx, "Missing false expression in conditional",
             "The conditional operator (...?...:...) requires a false "
             "expression, delimited by a colon.");
    return cond;
  }
  hcl_read(p);
  mark = p->nerrors;
  hcl_node *f = hcl_parse_expression(p);
  if (!f || (p->recovery && errors_since(p, mark)))
    return cond;
  hcl_node *c =
      hcl_node_at(p, HCL_EXPR_CONDITIONAL, hcl_span_between(start, f->span));
  return with_children(c, cond, t, f);
}

/* ---- Function calls ------------------------------------------------ */

static hcl_node *parse_call(hcl_parser *p, const hcl_token *name) {
  hcl_span name_span = hcl_tok_span(name);
  hcl_ntext name_text = hcl_tok_copy(p, name);
  hcl_token open = hcl_read(p); /* `(` or `::` */
  bool namespaced = false;
  hcl_buf full;
  hcl_buf_init(&full, p->alloc);
  while (open.type == HCL_TK_DOUBLE_COLON) {
    hcl_token part = hcl_read(p);
    if (part.type != HCL_TK_IDENT) {
      hcl_span sp = hcl_tok_span(&part);
      hcl_span ctx = hcl_span_between(hcl_tok_span(name), sp);
      hcl_perr(p, &sp, &ctx, "Missing function name",
               "Function scope resolution symbol :: must be followed by a "
               "function name in this scope.");
      hcl_recover_over(p, HCL_TK_OPAREN);
      hcl_buf_fini(&full);
      return invalid_at(p, ctx);
    }
    if (!namespaced && !hcl_buf_append(&full, name_text.own, name_text.len)) {
      hcl_pfail(p, HCL_ERR_NOMEM);
      break;
    }
    namespaced = true;
    if (!hcl_buf_puts(&full, "::") ||
        !hcl_buf_append(&full, hcl_tok_text(p, &part),
                        (size_t)hcl_token_len(&part))) {
      hcl_pfail(p, HCL_ERR_NOMEM);
      break;
    }
    name_span.end = part.end;
    open = hcl_read(p);
  }
  if (namespaced) {
    char *copy = hcl_arena_memdup(&p->arena, full.data, full.len);
    if (!copy)
      hcl_pfail(p, HCL_ERR_NOMEM);
    name_text = hcl_ntext_own(copy, full.len);
  }
  hcl_buf_fini(&full);
  if (hcl_failed(p))
    return NULL;
  if (open.type != HCL_TK_OPAREN) {
    hcl_span sp = hcl_tok_span(&open);
    hcl_span ctx = hcl_span_between(hcl_tok_span(name), sp);
    hcl_perr(p, &sp, &ctx, "Missing open parenthesis",
             "Function selector must be followed by an open parenthesis to "
             "begin the function call.");
    hcl_recover_over(p, HCL_TK_OPAREN);
    return invalid_at(p, ctx);
  }
  hcl_node *call = hcl_node_at(p, HCL_EXPR_CALL, name_span);
  if (!call)
    return NULL;
  call->text = name_text;
  call->aux = name_span;
  hcl_token close;
  bool have_close = false;
  hcl_push_newlines(p, false);
  for (;;) {
    hcl_token t = hcl_peek(p);
    if (t.type == HCL_TK_CPAREN) {
      close = hcl_read(p);
      have_close = true;
      break;
    }
    unsigned long mark = p->nerrors;
    hcl_node *arg = hcl_parse_expression(p);
    if (!arg)
      break;
    hcl_node_append(call, arg);
    if (p->recovery && errors_since(p, mark)) {
      hcl_token r = hcl_recover(p, HCL_TK_CPAREN);
      if (r.type == HCL_TK_CPAREN) {
        close = r;
        have_close = true;
      }
      break;
    }
    hcl_token sep = hcl_read(p);
    if (sep.type == HCL_TK_CPAREN) {
      close = sep;
      have_close = true;
      break;
    }
    if (sep.type == HCL_TK_ELLIPSIS) {
      call->flags |= HCL_EVF_EXPAND_FINAL;
      if (hcl_peek_type(p) != HCL_TK_CPAREN) {
        if (!p->recovery) {
          hcl_span sp = hcl_tok_span(&sep);
          hcl_span ctx = hcl_span_between(hcl_tok_span(name), sp);
          hcl_perr(p, &sp, &ctx, "Missing closing parenthesis",
                   "An expanded function argument (with ...) must be "
                   "immediately followed by closing parentheses.");
        }
        close = hcl_recover(p, HCL_TK_CPAREN);
      } else {
        close = hcl_read(p);
      }
      have_close = true;
      break;
    }
    if (sep.type != HCL_TK_COMMA) {
      if (sep.type == HCL_TK_EOF) {
        hcl_span sp = hcl_span_between(hcl_tok_span(name), hcl_tok_span(&open));
        hcl_perr(p, &sp, NULL, "Unterminated function call",
                 "There is no closing parenthesis for this function call "
                 "before the end of the file. This may be caused by "
                 "incorrect parethesis nesting elsewhere in this file.");
      } else {
        hcl_span sp = hcl_tok_span(&sep);
        hcl_span ctx = hcl_span_between(hcl_tok_span(name), sp);
        hcl_perr(p, &sp, &ctx, "Missing argument separator",
                 "A comma is required to separate each function argument "
                 "from the next.");
      }
      close = hcl_recover(p, HCL_TK_CPAREN);
      have_close = true;
      break;
    }
    if (hcl_peek_type(p) == HCL_TK_CPAREN) {
      close = hcl_read(p);
      have_close = true;
      break;
    }
  }
  hcl_pop_newlines(p);
  call->span.end = have_close ? close.end : hcl_prev_span(p).end;
  return call;
}

/* ---- Collections --------------------------------------------------- */

static hcl_node *parse_for(hcl_parser *p, const hcl_token *open);

static hcl_node *parse_tuple(hcl_parser *p) {
  hcl_token open = hcl_read(p);
  hcl_push_newlines(p, false);
  hcl_token first = hcl_peek(p);
  if (hcl_tok_is_keyword(p, &first, "for")) {
    hcl_node *n = parse_for(p, &open);
    hcl_pop_newlines(p);
    return n;
  }
  hcl_node *tuple = hcl_node_at(p, HCL_EXPR_TUPLE, hcl_tok_span(&open));
  hcl_token close;
  while (tuple) {
    hcl_token next = hcl_peek(p);
    if (next.type == HCL_TK_CBRACK) {
      close = hcl_read(p);
      break;
    }
    unsigned long mark = p->nerrors;
    hcl_node *e = hcl_parse_expression(p);
    if (!e) {
      tuple = NULL;
      break;
    }
    hcl_node_append(tuple, e);
    if (p->recovery && errors_since(p, mark)) {
      close = hcl_recover(p, HCL_TK_CBRACK);
      break;
    }
    next = hcl_peek(p);
    if (next.type == HCL_TK_CBRACK) {
      close = hcl_read(p);
      break;
    }
    if (next.type != HCL_TK_COMMA) {
      if (!p->recovery) {
        hcl_span sp = hcl_tok_span(&next);
        hcl_span os = hcl_tok_span(&open);
        if (next.type == HCL_TK_EOF) {
          hcl_perr(p, &os, NULL, "Unterminated tuple constructor expression",
                   "There is no corresponding closing bracket before the end "
                   "of the file. This may be caused by incorrect bracket "
                   "nesting elsewhere in this file.");
        } else {
          hcl_span ctx = hcl_span_between(os, sp);
          hcl_perr(p, &sp, &ctx, "Missing item separator",
                   "Expected a comma to mark the beginning of the next item.");
        }
      }
      close = hcl_recover(p, HCL_TK_CBRACK);
      break;
    }
    hcl_read(p);
  }
  hcl_pop_newlines(p);
  if (tuple)
    tuple->span.end = close.end;
  return tuple;
}

static void object_separator_error(hcl_parser *p, const hcl_token *open,
                                   const hcl_token *next) {
  hcl_span sp = hcl_tok_span(next);
  hcl_span os = hcl_tok_span(open);
  hcl_span ctx = hcl_span_between(os, sp);
  switch (next->type) {
  case HCL_TK_NEWLINE:
  case HCL_TK_COMMA:
    hcl_perr(p, &sp, &ctx, "Missing attribute value",
             "Expected an attribute value, introduced by an equals sign "
             "(\"=\").");
    break;
  case HCL_TK_IDENT:
    hcl_perr(p, &sp, &ctx, "Missing key/value separator",
             "Expected an equals sign (\"=\") to mark the beginning of the "
             "attribute value. If you intended to given an attribute name "
             "containing periods or spaces, write the name in quotes to "
             "create a string literal.");
    break;
  case HCL_TK_EOF:
    hcl_perr(p, &os, NULL, "Unterminated object constructor expression",
             "There is no corresponding closing brace before the end of the "
             "file. This may be caused by incorrect brace nesting elsewhere "
             "in this file.");
    break;
  default:
    hcl_perr(p, &sp, &ctx, "Missing key/value separator",
             "Expected an equals sign (\"=\") to mark the beginning of the "
             "attribute value.");
    break;
  }
}

static hcl_node *parse_object(hcl_parser *p) {
  hcl_token open = hcl_read(p);
  hcl_push_newlines(p, false);
  hcl_token first = hcl_peek(p);
  bool is_for = hcl_tok_is_keyword(p, &first, "for");
  hcl_pop_newlines(p);
  if (is_for) {
    hcl_push_newlines(p, false);
    hcl_node *n = parse_for(p, &open);
    hcl_pop_newlines(p);
    return n;
  }
  hcl_push_newlines(p, true);
  hcl_node *obj = hcl_node_at(p, HCL_EXPR_OBJECT, hcl_tok_span(&open));
  hcl_token close;
  while (obj) {
    hcl_token next = hcl_peek(p);
    if (next.type == HCL_TK_NEWLINE) {
      hcl_read(p);
      continue;
    }
    if (next.type == HCL_TK_CBRACE) {
      close = hcl_read(p);
      break;
    }
    unsigned long mark = p->nerrors;
    hcl_node *key = hcl_parse_expression(p);
    if (!key) {
      obj = NULL;
      break;
    }
    if (p->recovery && errors_since(p, mark)) {
      close = hcl_recover(p, HCL_TK_CBRACE);
      break;
    }
    next = hcl_peek(p);
    if (next.type != HCL_TK_EQUAL && next.type != HCL_TK_COLON) {
      if (!p->recovery)
        object_separator_error(p, &open, &next);
      close = hcl_recover(p, HCL_TK_CBRACE);
      break;
    }
    hcl_token sep = hcl_read(p);
    mark = p->nerrors;
    hcl_node *value = hcl_parse_expression(p);
    if (!value) {
      obj = NULL;
      break;
    }
    hcl_node *item = hcl_node_at(p, HCL_EXPR_OBJECT_ITEM,
                                 hcl_span_between(key->span, value->span));
    if (!item) {
      obj = NULL;
      break;
    }
    if (sep.type == HCL_TK_COLON)
      item->flags |= HCL_EVF_COLON;
    hcl_node_append(obj, with_children(item, key, value, NULL));
    if (p->recovery && errors_since(p, mark)) {
      close = hcl_recover(p, HCL_TK_CBRACE);
      break;
    }
    next = hcl_peek(p);
    if (next.type == HCL_TK_CBRACE) {
      close = hcl_read(p);
      break;
    }
    if (next.type != HCL_TK_COMMA && next.type != HCL_TK_NEWLINE) {
      if (!p->recovery) {
        hcl_span sp = hcl_tok_span(&next);
        hcl_span os = hcl_tok_span(&open);
        if (next.type == HCL_TK_EOF) {
          hcl_perr(p, &os, NULL, "Unterminated object constructor expression",
                   "There is no corresponding closing brace before the end "
                   "of the file. This may be caused by incorrect brace "
                   "nesting elsewhere in this file.");
        } else {
          hcl_span ctx = hcl_span_between(os, sp);
          hcl_perr(p, &sp, &ctx, "Missing attribute separator",
                   "Expected a newline or comma to mark the beginning of the "
                   "next attribute.");
        }
      }
      close = hcl_recover(p, HCL_TK_CBRACE);
      break;
    }
    hcl_read(p);
  }
  hcl_pop_newlines(p);
  if (obj)
    obj->span.end = close.end;
  return obj;
}

/* A broken `for` expression: skip to its closing bracket and stand in
   for the whole of it. */
static hcl_node *for_failed(hcl_parser *p, const hcl_token *open,
                            hcl_tok_type close_type) {
  hcl_token close = hcl_recover(p, close_type);
  return invalid_at(p,
                    hcl_span_between(hcl_tok_span(open), hcl_tok_span(&close)));
}

static void for_error(hcl_parser *p, const hcl_token *open,
                      const char *detail) {
  if (p->recovery)
    return;
  hcl_token t = hcl_peek(p);
  hcl_span sp = hcl_tok_span(&t);
  hcl_span ctx = hcl_span_between(hcl_tok_span(open), sp);
  hcl_perr(p, &sp, &ctx, "Invalid 'for' expression", "%s", detail);
}

/*
 * forTupleExpr  = "[" forIntro Expression forCond? "]"
 * forObjectExpr = "{" forIntro Expression "=>" Expression "..."? forCond? "}"
 * forIntro      = "for" Identifier ("," Identifier)? "in" Expression ":"
 */
static hcl_node *parse_for(hcl_parser *p, const hcl_token *open) {
  hcl_push_newlines(p, false);
  bool make_obj = open->type == HCL_TK_OBRACE;
  hcl_tok_type close_type = make_obj ? HCL_TK_CBRACE : HCL_TK_CBRACK;
  hcl_node *n = NULL;
  hcl_read(p); /* `for` */
  hcl_token val_name = hcl_peek(p);
  hcl_ntext val_text = hcl_ntext_own("", 0), key_text = val_text;
  bool has_key = false;
  if (val_name.type != HCL_TK_IDENT) {
    for_error(p, open, "For expression requires variable name after 'for'.");
    n = for_failed(p, open, close_type);
    goto out;
  }
  hcl_read(p);
  val_text = hcl_tok_copy(p, &val_name);
  if (hcl_peek_type(p) == HCL_TK_COMMA) {
    key_text = val_text;
    has_key = true;
    hcl_read(p);
    val_name = hcl_peek(p);
    if (val_name.type != HCL_TK_IDENT) {
      for_error(p, open,
                "For expression requires value variable name after comma.");
      n = for_failed(p, open, close_type);
      goto out;
    }
    hcl_read(p);
    val_text = hcl_tok_copy(p, &val_name);
  }
  hcl_token in = hcl_peek(p);
  if (!hcl_tok_is_keyword(p, &in, "in")) {
    for_error(p, open,
              "For expression requires the 'in' keyword after its name "
              "declarations.");
    n = for_failed(p, open, close_type);
    goto out;
  }
  hcl_read(p);
  unsigned long mark = p->nerrors;
  hcl_node *coll = hcl_parse_expression(p);
  if (!coll)
    goto out;
  if (p->recovery && errors_since(p, mark)) {
    n = for_failed(p, open, close_type);
    goto out;
  }
  if (hcl_peek_type(p) != HCL_TK_COLON) {
    for_error(p, open,
              "For expression requires a colon after the collection "
              "expression.");
    n = for_failed(p, open, close_type);
    goto out;
  }
  hcl_read(p);
  mark = p->nerrors;
  hcl_node *key = NULL;
  hcl_node *val = hcl_parse_expression(p);
  if (!val)
    goto out;
  if (hcl_peek_type(p) == HCL_TK_FAT_ARROW) {
    hcl_read(p);
    key = val;
    val = hcl_parse_expression(p);
    if (!val)
      goto out;
  }
  if (p->recovery && errors_since(p, mark)) {
    n = for_failed(p, open, close_type);
    goto out;
  }
  bool group = false;
  hcl_token ellipsis;
  if (hcl_peek_type(p) == HCL_TK_ELLIPSIS) {
    ellipsis = hcl_read(p);
    group = true;
  }
  hcl_node *cond = NULL;
  hcl_token maybe_if = hcl_peek(p);
  if (hcl_tok_is_keyword(p, &maybe_if, "if")) {
    hcl_read(p);
    mark = p->nerrors;
    cond = hcl_parse_expression(p);
    if (!cond)
      goto out;
    if (p->recovery && errors_since(p, mark)) {
      n = for_failed(p, open, close_type);
      goto out;
    }
  }
  hcl_token close;
  if (hcl_peek_type(p) == close_type) {
    close = hcl_read(p);
  } else {
    for_error(p, open,
              "Extra characters after the end of the 'for' "
              "expression.");
    close = hcl_recover(p, close_type);
  }
  hcl_span whole = hcl_span_between(hcl_tok_span(open), hcl_tok_span(&close));
  if (!make_obj) {
    if (key) {
      hcl_perr(p, &key->span, &whole, "Invalid 'for' expression",
               "Key expression is not valid when building a tuple.");
    }
    if (group) {
      hcl_span es = hcl_tok_span(&ellipsis);
      hcl_perr(p, &es, &whole, "Invalid 'for' expression",
               "Grouping ellipsis (...) cannot be used when building a "
               "tuple.");
    }
  } else if (!key) {
    hcl_perr(p, &val->span, &whole, "Invalid 'for' expression",
             "Key expression is required when building an object.");
  }
  n = hcl_node_at(p, make_obj ? HCL_EXPR_FOR_OBJECT : HCL_EXPR_FOR_TUPLE,
                  whole);
  if (!n)
    goto out;
  n->text = val_text;
  if (has_key)
    n->key = key_text;
  if (group)
    n->flags |= HCL_EVF_FOR_GROUP;
  hcl_node_append(n, coll);
  if (key) {
    n->flags |= HCL_EVF_FOR_HAS_KEY;
    hcl_node_append(n, key);
  }
  hcl_node_append(n, val);
  if (cond) {
    n->flags |= HCL_EVF_FOR_HAS_COND;
    hcl_node_append(n, cond);
  }
out:
  hcl_pop_newlines(p);
  return n;
}

/* ---- Terms --------------------------------------------------------- */

static hcl_node *parse_parens(hcl_parser *p) {
  hcl_token open = hcl_read(p);
  hcl_push_newlines(p, false);
  unsigned long mark = p->nerrors;
  hcl_node *expr = hcl_parse_expression(p);
  if (errors_since(p, mark)) {
    /* place the peeker after our closing parenthesis, if any */
    hcl_recover(p, HCL_TK_CPAREN);
    hcl_pop_newlines(p);
    return expr;
  }
  hcl_token close = hcl_peek(p);
  if (close.type != HCL_TK_CPAREN) {
    hcl_span sp = hcl_tok_span(&close);
    hcl_span ctx = hcl_span_between(hcl_tok_span(&open), sp);
    hcl_perr(p, &sp, &ctx, "Unbalanced parentheses",
             "Expected a closing parenthesis to terminate the expression.");
    p->recovery = true;
  }
  close = hcl_read(p);
  hcl_pop_newlines(p);
  if (!expr)
    return NULL;
  hcl_node *n =
      hcl_node_at(p, HCL_EXPR_PARENS,
                  hcl_span_between(hcl_tok_span(&open), hcl_tok_span(&close)));
  return with_children(n, expr, NULL, NULL);
}

static hcl_node *parse_unary(hcl_parser *p, hcl_op op) {
  hcl_token t = hcl_read(p);
  /* binds tighter than any binary operator: -46+5 is (-46)+5 */
  hcl_node *operand = parse_with_traversals(p);
  if (!operand)
    return NULL;
  hcl_node *n = hcl_node_at(p, HCL_EXPR_UNARY,
                            hcl_span_between(hcl_tok_span(&t), operand->span));
  if (!n)
    return NULL;
  n->op = op;
  n->aux = hcl_tok_span(&t);
  return with_children(n, operand, NULL, NULL);
}

static hcl_node *parse_term_inner(hcl_parser *p, const hcl_token *start) {
  switch (start->type) {
  case HCL_TK_OPAREN:
    return parse_parens(p);
  case HCL_TK_NUMBER: {
    hcl_token t = hcl_read(p);
    return number_literal(p, &t);
  }
  case HCL_TK_IDENT: {
    hcl_token t = hcl_read(p);
    hcl_tok_type next = hcl_peek_type(p);
    if (next == HCL_TK_OPAREN || next == HCL_TK_DOUBLE_COLON)
      return parse_call(p, &t);
    hcl_span sp = hcl_tok_span(&t);
    hcl_node *n = hcl_node_at(p, HCL_EXPR_LITERAL, sp);
    if (!n)
      return NULL;
    n->text = hcl_tok_copy(p, &t);
    if (hcl_tok_is_keyword(p, &t, "true") || hcl_tok_is_keyword(p, &t, "false"))
      n->lit = HCL_LIT_BOOL;
    else if (hcl_tok_is_keyword(p, &t, "null"))
      n->lit = HCL_LIT_NULL;
    else
      n->kind = HCL_EXPR_TRAVERSAL;
    return n;
  }
  case HCL_TK_OQUOTE:
  case HCL_TK_OHEREDOC: {
    hcl_token open = hcl_read(p);
    bool heredoc = open.type == HCL_TK_OHEREDOC;
    bool flush = false;
    if (heredoc) {
      const char *text = hcl_tok_text(p, &open);
      flush = hcl_token_len(&open) > 2 && text[2] == '-';
    }
    return hcl_parse_template(p, &open,
                              heredoc ? HCL_TK_CHEREDOC : HCL_TK_CQUOTE, flush);
  }
  case HCL_TK_MINUS:
    return parse_unary(p, HCL_OP_NEGATE);
  case HCL_TK_BANG:
    return parse_unary(p, HCL_OP_NOT);
  case HCL_TK_OBRACK:
    return parse_tuple(p);
  case HCL_TK_OBRACE:
    return parse_object(p);
  default: {
    hcl_span sp = hcl_tok_span(start);
    if (!p->recovery) {
      if (start->type == HCL_TK_EOF)
        hcl_perr(p, &sp, NULL, "Missing expression",
                 "Expected the start of an expression, but found the end of "
                 "the file.");
      else
        hcl_perr(p, &sp, NULL, "Invalid expression",
                 "Expected the start of an expression, but found an invalid "
                 "expression token.");
    }
    p->recovery = true;
    return invalid_at(p, sp);
  }
  }
}

static hcl_node *parse_term(hcl_parser *p) {
  hcl_token start = hcl_peek(p);
  if (hcl_failed(p) || hcl_enter_expr_depth(p, &start))
    return NULL;
  hcl_node *n = parse_term_inner(p, &start);
  hcl_leave_expr_depth(p);
  return hcl_failed(p) ? NULL : n;
}
