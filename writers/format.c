/*
 * The canonical layout (see format.h): what the reference `hclfmt` does
 * to a file, reimplemented on TOKEN events. Three steps per line, as the
 * reference takes them: the indentation from the bracket nesting of the
 * lines before, the spaces between tokens inside each cell, and, once a
 * run of lines with an assignment or a trailing comment has ended, the
 * columns those cells line up at. Only spaces change.
 */

#include "writers/format.h"

#include <string.h>

#include "core/utf8.h"

#define NIL_KIND (-1) /* no token: the start of a cell */

typedef struct fmt_tok {
  int kind; /* hcl_token_kind, or NIL_KIND */
  size_t off, len;
  size_t spaces; /* spaces written before it */
} fmt_tok;

typedef struct fmt_line {
  size_t first;   /* index of its first token in `toks` */
  size_t n;       /* its tokens */
  size_t assign;  /* where the assignment cell starts; n when none */
  size_t comment; /* where the comment cell starts; n when none */
} fmt_line;

void hcl_formatter_init(hcl_formatter *f, const hcl_alloc *alloc, FILE *out) {
  memset(f, 0, sizeof *f);
  f->alloc = alloc;
  f->out = out;
  hcl_vec_init(&f->toks, alloc, sizeof(fmt_tok));
  hcl_buf_init(&f->text, alloc);
  hcl_vec_init(&f->lines, alloc, sizeof(fmt_line));
  hcl_vec_init(&f->indents, alloc, sizeof(int));
}

void hcl_formatter_fini(hcl_formatter *f) {
  hcl_vec_fini(&f->toks);
  hcl_buf_fini(&f->text);
  hcl_vec_fini(&f->lines);
  hcl_vec_fini(&f->indents);
}

static fmt_tok *tok_at(hcl_formatter *f, size_t i) {
  return hcl_vec_at(&f->toks, i);
}

static const char *tok_text(hcl_formatter *f, const fmt_tok *t) {
  return f->text.data + t->off;
}

static int bracket_change(int kind) {
  switch (kind) {
  case HCL_TOKEN_OBRACE:
  case HCL_TOKEN_OBRACK:
  case HCL_TOKEN_OPAREN:
  case HCL_TOKEN_TEMPLATE_INTERP:
  case HCL_TOKEN_TEMPLATE_CONTROL:
    return 1;
  case HCL_TOKEN_CBRACE:
  case HCL_TOKEN_CBRACK:
  case HCL_TOKEN_CPAREN:
  case HCL_TOKEN_TEMPLATE_SEQ_END:
    return -1;
  default:
    return 0;
  }
}

/* A token that ends its line: a newline, or a line comment, which holds
   its own newline. */
static bool ends_line(int kind, hcl_str text) {
  return kind == HCL_TOKEN_NEWLINE ||
         (kind == HCL_TOKEN_COMMENT && text.len > 0 &&
          text.ptr[text.len - 1] == '\n');
}

/* A minus after any of these is a negation, written against its operand. */
static bool negation_follows(int kind) {
  switch (kind) {
  case NIL_KIND:
  case HCL_TOKEN_OPAREN:
  case HCL_TOKEN_OBRACE:
  case HCL_TOKEN_OBRACK:
  case HCL_TOKEN_EQUAL:
  case HCL_TOKEN_COLON:
  case HCL_TOKEN_COMMA:
  case HCL_TOKEN_QUESTION:
  case HCL_TOKEN_PLUS:
  case HCL_TOKEN_STAR:
  case HCL_TOKEN_SLASH:
  case HCL_TOKEN_PERCENT:
  case HCL_TOKEN_MINUS:
  case HCL_TOKEN_EQUAL_OP:
  case HCL_TOKEN_NOT_EQUAL:
  case HCL_TOKEN_GT:
  case HCL_TOKEN_GE:
  case HCL_TOKEN_LT:
  case HCL_TOKEN_LE:
  case HCL_TOKEN_AND:
  case HCL_TOKEN_OR:
  case HCL_TOKEN_BANG:
    return true;
  default:
    return false;
  }
}

static bool is_template_text(int kind) {
  return kind == HCL_TOKEN_QUOTED_LIT || kind == HCL_TOKEN_STRING_LIT;
}

/* Whether one space goes between `t` and `after`, `before` being the token
   ahead of `t` in its cell. The first rule that applies decides. */
static bool space_between(hcl_formatter *f, const fmt_tok *before,
                          const fmt_tok *t, const fmt_tok *after) {
  int s = t->kind, a = after->kind;
  if (a == HCL_TOKEN_NEWLINE)
    return false;
  if (s == HCL_TOKEN_IDENT && a == HCL_TOKEN_OPAREN)
    return false; /* a call */
  if (s == HCL_TOKEN_DOT || a == HCL_TOKEN_DOT)
    return false;
  if (a == HCL_TOKEN_COMMA || a == HCL_TOKEN_ELLIPSIS)
    return false;
  if (s == HCL_TOKEN_COMMA)
    return true;
  /* template text is never padded */
  if (is_template_text(s) || s == HCL_TOKEN_OQUOTE || s == HCL_TOKEN_OHEREDOC ||
      is_template_text(a) || a == HCL_TOKEN_CQUOTE || a == HCL_TOKEN_CHEREDOC)
    return false;
  /* `for x in [a]`: `in` is a keyword, not a value being indexed */
  if (s == HCL_TOKEN_IDENT && before->kind == HCL_TOKEN_IDENT && t->len == 2 &&
      memcmp(tok_text(f, t), "in", 2) == 0)
    return true;
  if (a == HCL_TOKEN_OBRACK &&
      (s == HCL_TOKEN_IDENT || s == HCL_TOKEN_NUMBER || bracket_change(s) < 0))
    return false; /* an index */
  if (s == HCL_TOKEN_BANG)
    return false;
  if (s == HCL_TOKEN_MINUS)
    return !negation_follows(before->kind);
  if (s == HCL_TOKEN_OBRACE || a == HCL_TOKEN_CBRACE)
    return !(s == HCL_TOKEN_OBRACE && a == HCL_TOKEN_CBRACE);
  if ((s == HCL_TOKEN_TEMPLATE_INTERP || s == HCL_TOKEN_TEMPLATE_CONTROL) &&
      a == HCL_TOKEN_OBRACE)
    return true;
  if (s == HCL_TOKEN_CBRACE && a == HCL_TOKEN_TEMPLATE_SEQ_END)
    return true;
  if (s == HCL_TOKEN_TEMPLATE_SEQ_END &&
      (a == HCL_TOKEN_TEMPLATE_INTERP || a == HCL_TOKEN_TEMPLATE_CONTROL))
    return false;
  if (bracket_change(s) > 0 || bracket_change(a) < 0)
    return false;
  return true;
}

/* Spaces between the tokens of one cell, [from, to) of the line. */
static void space_cell(hcl_formatter *f, size_t from, size_t to) {
  static const fmt_tok nil = {NIL_KIND, 0, 0, 0};
  for (size_t i = from; i + 1 < to; i++) {
    const fmt_tok *before = i > from ? tok_at(f, i - 1) : &nil;
    fmt_tok *after = tok_at(f, i + 1);
    after->spaces = space_between(f, before, tok_at(f, i), after) ? 1 : 0;
  }
}

static int *indent_top(hcl_formatter *f) { return hcl_vec_last(&f->indents); }

/* Indentation: a line that opens more brackets than it closes is indented
   at the current depth and opens a level; one that closes more goes back
   as many levels as its closers account for, and is indented there. */
static bool indent_line(hcl_formatter *f, fmt_line *l) {
  fmt_tok *first = tok_at(f, l->first);
  if (first->kind == HCL_TOKEN_NEWLINE) {
    first->spaces = 0;
    return true;
  }
  int net = 0;
  for (size_t i = 0; i < l->assign; i++) {
    int k = tok_at(f, l->first + i)->kind;
    net += bracket_change(k);
    if (k == HCL_TOKEN_OHEREDOC)
      break; /* the heredoc's own text does not count */
  }
  for (size_t i = l->assign; i < l->comment; i++)
    net += bracket_change(tok_at(f, l->first + i)->kind);
  if (net > 0) {
    first->spaces = 2 * f->indents.len;
    return hcl_vec_push(&f->indents, &net) != NULL;
  }
  int closed = -net;
  while (closed > 0 && f->indents.len > 0) {
    int *top = indent_top(f);
    if (closed >= *top) {
      closed -= *top;
      hcl_vec_pop(&f->indents);
    } else {
      *top -= closed;
      closed = 0;
    }
  }
  first->spaces = 2 * f->indents.len;
  return true;
}

/* Where the cells of the line [first, first+n) start. The assignment cell
   begins at an `=` that is not the line's first token, and only when what
   follows it balances its brackets (a one-line value). */
static void split_cells(hcl_formatter *f, fmt_line *l) {
  l->assign = l->comment = l->n;
  if (l->n > 1 && tok_at(f, l->first + l->n - 1)->kind == HCL_TOKEN_COMMENT)
    l->comment = l->n - 1;
  for (size_t i = 1; i < l->comment; i++) {
    if (tok_at(f, l->first + i)->kind != HCL_TOKEN_EQUAL)
      continue;
    int net = 0;
    for (size_t j = i; j < l->comment; j++)
      net += bracket_change(tok_at(f, l->first + j)->kind);
    if (net == 0)
      l->assign = i;
    break;
  }
}

/* Columns of tokens [from, to) of the line with the spaces before each;
   a column is a grapheme cluster, as the reference counts. */
static size_t columns(hcl_formatter *f, const fmt_line *l, size_t from,
                      size_t to) {
  size_t c = 0;
  for (size_t i = from; i < to; i++) {
    const fmt_tok *t = tok_at(f, l->first + i);
    c += t->spaces + hcl_grapheme_count(tok_text(f, t), t->len);
  }
  return c;
}

static fmt_line *line_at(hcl_formatter *f, size_t i) {
  return hcl_vec_at(&f->lines, i);
}

/* Lines up the assignment cells, then the comment cells, of each run of
   consecutive held lines that have them. */
static void align(hcl_formatter *f) {
  size_t n = f->lines.len;
  for (int pass = 0; pass < 2; pass++) {
    size_t start = 0, widest = 0;
    bool open = false;
    for (size_t i = 0; i <= n; i++) {
      const fmt_line *l = i < n ? line_at(f, i) : NULL;
      bool has = l && (pass == 0 ? l->assign < l->n : l->comment < l->n);
      if (has) {
        size_t c = pass == 0 ? columns(f, l, 0, l->assign)
                             : columns(f, l, 0, l->comment);
        if (!open || c > widest)
          widest = c;
        if (!open)
          start = i;
        open = true;
        continue;
      }
      if (!open)
        continue;
      for (size_t j = start; j < i; j++) {
        fmt_line *r = line_at(f, j);
        size_t cell = pass == 0 ? r->assign : r->comment;
        size_t c = columns(f, r, 0, cell);
        tok_at(f, r->first + cell)->spaces = widest - c + 1;
      }
      open = false;
    }
  }
}

static hcl_status put_spaces(FILE *out, size_t n) {
  static const char spaces[] = "                                ";
  while (n > 0) {
    size_t k = n < sizeof spaces - 1 ? n : sizeof spaces - 1;
    if (fwrite(spaces, 1, k, out) != k)
      return HCL_ERR_IO;
    n -= k;
  }
  return HCL_OK;
}

/* Aligns and writes every held line, then forgets them. */
static hcl_status flush_lines(hcl_formatter *f) {
  align(f);
  size_t end = f->line_start;
  for (size_t i = 0; i < end; i++) {
    const fmt_tok *t = tok_at(f, i);
    if (put_spaces(f->out, t->spaces) != HCL_OK ||
        (t->len && fwrite(tok_text(f, t), 1, t->len, f->out) != t->len))
      return HCL_ERR_IO;
  }
  /* called only between lines: nothing is left open */
  hcl_vec_clear(&f->toks);
  hcl_buf_clear(&f->text);
  f->line_start = 0;
  hcl_vec_clear(&f->lines);
  return HCL_OK;
}

/* The tokens [line_start, toks.len) make a line: lay it out, and write
   what no open run can move any more. */
static hcl_status close_line(hcl_formatter *f) {
  fmt_line l;
  l.first = f->line_start;
  l.n = f->toks.len - f->line_start;
  f->line_start = f->toks.len;
  if (l.n == 0) {
    l.assign = l.comment = 0;
    if (!hcl_vec_push(&f->lines, &l))
      return HCL_ERR_NOMEM;
    return flush_lines(f);
  }
  split_cells(f, &l);
  if (!indent_line(f, &l))
    return HCL_ERR_NOMEM;
  space_cell(f, l.first, l.first + l.assign);
  if (l.assign < l.comment) {
    tok_at(f, l.first + l.assign)->spaces = 1;
    space_cell(f, l.first + l.assign, l.first + l.comment);
  }
  if (!hcl_vec_push(&f->lines, &l))
    return HCL_ERR_NOMEM;
  if (l.assign == l.n && l.comment == l.n)
    return flush_lines(f); /* every run is over */
  return HCL_OK;
}

hcl_status hcl_formatter_token(hcl_formatter *f, hcl_token_kind kind,
                               hcl_str text, hcl_str space) {
  if (f->status != HCL_OK)
    return f->status;
  hcl_status st = HCL_OK;
  if (kind == HCL_TOKEN_EOF) {
    /* the last line, then the blanks after it, kept as spaces */
    st = close_line(f);
    if (st == HCL_OK)
      st = flush_lines(f);
    if (st == HCL_OK)
      st = put_spaces(f->out, space.len);
    f->status = st;
    return st;
  }
  fmt_tok t = {(int)kind, f->text.len, text.len, space.len};
  if (!hcl_buf_append(&f->text, text.ptr, text.len) ||
      !hcl_vec_push(&f->toks, &t))
    st = HCL_ERR_NOMEM;
  else if (ends_line((int)kind, text))
    st = close_line(f);
  f->status = st;
  return st;
}

hcl_status hcl_formatter_finish(hcl_formatter *f, bool complete) {
  hcl_status st = f->status;
  if (complete && st == HCL_OK && f->toks.len > 0) {
    st = close_line(f);
    if (st == HCL_OK)
      st = flush_lines(f);
  }
  hcl_vec_clear(&f->toks);
  hcl_buf_clear(&f->text);
  hcl_vec_clear(&f->lines);
  hcl_vec_clear(&f->indents);
  f->line_start = 0;
  f->status = HCL_OK;
  return st;
}
