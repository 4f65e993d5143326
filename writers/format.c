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

#include "core/inline.h"
#include "core/utf8.h"
#include "hcl/file.h"

#define NIL_KIND (-1) /* no token: the start of a cell */

typedef struct fmt_tok {
  int kind;    /* hcl_token_kind, or NIL_KIND */
  int bracket; /* bracket_change(kind), asked for several times a token */
  size_t off, len;
  size_t spaces; /* spaces written before it */
} fmt_tok;

typedef struct fmt_line {
  size_t first;   /* index of its first token in `toks` */
  size_t n;       /* its tokens */
  size_t assign;  /* where the assignment cell starts; n when none */
  size_t comment; /* where the comment cell starts; n when none */
} fmt_line;

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

/* Whether the token `next` (NULL: none in the cell) starts with a digit
   or an exponent's `e`, so that a number and a dot before it, written
   together, would read back as one number token. */
static bool joins_a_number(hcl_formatter *f, const fmt_tok *next) {
  if (!next || !next->len)
    return false;
  char c = tok_text(f, next)[0];
  return (c >= '0' && c <= '9') || c == 'e' || c == 'E';
}

/* Whether one space goes between `t` and `after`, `before` being the token
   ahead of `t` in its cell and `next` the one after `after` (NULL: none).
   The first rule that applies decides. */
static bool space_between(hcl_formatter *f, const fmt_tok *before,
                          const fmt_tok *t, const fmt_tok *after,
                          const fmt_tok *next) {
  int s = t->kind, a = after->kind;
  if (a == HCL_TOKEN_NEWLINE)
    return false;
  if (s == HCL_TOKEN_IDENT && a == HCL_TOKEN_OPAREN)
    return false; /* a call */
  /* `1e5. 1e3`, `1 . 0`, `1. e5` (a number indexed, an error only when
     evaluated): the reference writes them together, and `1e5.1e3` then
     fails as one invalid number literal, `1.0` reads as another number;
     a space before the dot keeps the tokens apart */
  if (s == HCL_TOKEN_NUMBER && a == HCL_TOKEN_DOT)
    return joins_a_number(f, next);
  if (s == HCL_TOKEN_DOT || a == HCL_TOKEN_DOT)
    return false;
  /* `provider::fn` stays whole; the reference's lexer (2.14) has no `::`
     and writes `provider : : fn`, which no longer parses */
  if (s == HCL_TOKEN_DOUBLE_COLON || a == HCL_TOKEN_DOUBLE_COLON)
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
      (s == HCL_TOKEN_IDENT || s == HCL_TOKEN_NUMBER || t->bracket < 0))
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
  if (t->bracket > 0 || after->bracket < 0)
    return false;
  return true;
}

/* Spaces between the tokens of one cell, [from, to) of the line. */
static void space_cell(hcl_formatter *f, size_t from, size_t to) {
  static const fmt_tok nil = {NIL_KIND, 0, 0, 0, 0};
  for (size_t i = from; i + 1 < to; i++) {
    const fmt_tok *before = i > from ? tok_at(f, i - 1) : &nil;
    fmt_tok *after = tok_at(f, i + 1);
    const fmt_tok *next = i + 2 < to ? tok_at(f, i + 2) : NULL;
    after->spaces = space_between(f, before, tok_at(f, i), after, next) ? 1 : 0;
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
    const fmt_tok *t = tok_at(f, l->first + i);
    net += t->bracket;
    if (t->kind == HCL_TOKEN_OHEREDOC)
      break; /* the heredoc's own text does not count */
  }
  for (size_t i = l->assign; i < l->comment; i++)
    net += tok_at(f, l->first + i)->bracket;
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
      net += tok_at(f, l->first + j)->bracket;
    if (net == 0)
      l->assign = i;
    break;
  }
}

/* Grapheme clusters in `s`, newlines included (a block comment or a
   heredoc spans lines, and the reference counts them all as one line). */
static size_t clusters(const char *s, size_t len) {
  size_t i = 0;
  while (i < len && (unsigned char)s[i] < 0x80 && s[i] != '\r')
    i++;
  if (i == len)
    return len; /* ASCII without CR: one byte, one cluster */
  size_t c = 0;
  while (len > 0) {
    size_t n = hcl_grapheme_next(s, len);
    s += n;
    len -= n;
    c++;
  }
  return c;
}

/* Columns of tokens [from, to) of the line with the spaces before each;
   a column is a grapheme cluster, as the reference counts. */
static size_t columns(hcl_formatter *f, const fmt_line *l, size_t from,
                      size_t to) {
  size_t c = 0;
  for (size_t i = from; i < to; i++) {
    const fmt_tok *t = tok_at(f, l->first + i);
    c += t->spaces + clusters(tok_text(f, t), t->len);
  }
  return c;
}

/* ---- Spools ------------------------------------------------------- */

static void spool_init(hcl_spool *sp, const hcl_alloc *alloc) {
  hcl_buf_init(&sp->mem, alloc);
  sp->file = NULL;
  sp->limit = HCL_FORMAT_SPOOL_MEMORY;
  sp->rd = 0;
}

static void spool_reset(hcl_spool *sp) {
  hcl_buf_clear(&sp->mem);
  sp->rd = 0;
  if (sp->file) {
    fclose(sp->file);
    sp->file = NULL;
  }
}

static void spool_fini(hcl_spool *sp) {
  spool_reset(sp);
  hcl_buf_fini(&sp->mem);
}

/* spool_put past the memory it may hold, or to the file. */
HCL_NOINLINE static hcl_status spool_put_slow(hcl_spool *sp, const void *p,
                                              size_t n) {
  if (!sp->file) {
    /* past the limit: everything moves to a temporary file */
    sp->file = hcl_temp_file();
    /* a first line longer than the limit finds nothing in memory yet */
    if (!sp->file || (sp->mem.len && fwrite(sp->mem.data, 1, sp->mem.len,
                                            sp->file) != sp->mem.len))
      return HCL_ERR_IO;
    hcl_buf_clear(&sp->mem);
  }
  return fwrite(p, 1, n, sp->file) == n ? HCL_OK : HCL_ERR_IO;
}

/* Inline: a held line makes two calls, most of them into memory. */
static inline hcl_status spool_put(hcl_spool *sp, const void *p, size_t n) {
  if (sp->file || sp->mem.len + n > sp->limit)
    return spool_put_slow(sp, p, n);
  return hcl_buf_append(&sp->mem, p, n) ? HCL_OK : HCL_ERR_NOMEM;
}

static hcl_status spool_rewind(hcl_spool *sp) {
  sp->rd = 0;
  if (sp->file && (fflush(sp->file) != 0 || fseek(sp->file, 0, SEEK_SET)))
    return HCL_ERR_IO;
  return HCL_OK;
}

static hcl_status spool_get(hcl_spool *sp, void *p, size_t n) {
  if (sp->file)
    return fread(p, 1, n, sp->file) == n ? HCL_OK : HCL_ERR_IO;
  if (sp->mem.len - sp->rd < n)
    return HCL_ERR_IO;
  memcpy(p, sp->mem.data + sp->rd, n);
  sp->rd += n;
  return HCL_OK;
}

/* The next `n` bytes, where they lie when in memory, or else read into
   `scratch`: valid until the spool or the scratch next changes. */
static hcl_status spool_view(hcl_spool *sp, size_t n, hcl_buf *scratch,
                             const char **out) {
  if (!sp->file) {
    if (sp->mem.len - sp->rd < n)
      return HCL_ERR_IO;
    *out = sp->mem.data + sp->rd;
    sp->rd += n;
    return HCL_OK;
  }
  hcl_buf_clear(scratch);
  if (!hcl_buf_reserve(scratch, n))
    return HCL_ERR_NOMEM;
  *out = scratch->data;
  return spool_get(sp, scratch->data, n);
}

/* ---- Held lines ---------------------------------------------------- */

/* A held line: what its columns depend on, then its text laid out with
   every space but the two that wait for the runs' columns: the lead cell,
   the assignment cell without the spaces before its `=`, and the comment
   cell without the spaces before it (`len2` and `len3` are 0 for a cell
   the line lacks). A line goes into the spool and comes back out in one
   piece. */
typedef struct rec_line {
  uint64_t lead; /* columns left of its first cell */
  uint64_t rest; /* columns of the assignment cell after its first space */
  uint64_t len1, len2, len3;
  uint8_t has_a, has_c;
} rec_line;

typedef struct fmt_pending {
  uint64_t known, rest, dep;
} fmt_pending;

static uint64_t max64(uint64_t a, uint64_t b) { return a > b ? a : b; }

/* The open assignment run ends: its column is known, and with it the
   columns of the comment runs that waited for it. */
static hcl_status close_assign_run(hcl_formatter *f) {
  uint64_t w = f->a_widest;
  f->a_open = false;
  hcl_status st = spool_put(&f->assigns, &w, sizeof w);
  if (f->c_open && f->c_dep) {
    f->c_known = max64(f->c_known, w + 1 + f->c_rest);
    f->c_dep = false;
  }
  if (st == HCL_OK && f->npending > 0) {
    st = spool_rewind(&f->pending);
    for (uint64_t i = 0; st == HCL_OK && i < f->npending; i++) {
      fmt_pending pe;
      st = spool_get(&f->pending, &pe, sizeof pe);
      uint64_t c = pe.dep ? max64(pe.known, w + 1 + pe.rest) : pe.known;
      if (st == HCL_OK)
        st = spool_put(&f->comments, &c, sizeof c);
    }
    spool_reset(&f->pending);
    f->npending = 0;
  }
  return st;
}

static hcl_status close_comment_run(hcl_formatter *f) {
  f->c_open = false;
  if (!f->c_dep && f->npending == 0)
    return spool_put(&f->comments, &f->c_known, sizeof f->c_known);
  /* waits for the open assignment run, behind those waiting already */
  fmt_pending pe = {f->c_known, f->c_rest, f->c_dep};
  f->npending++;
  return spool_put(&f->pending, &pe, sizeof pe);
}

/* Writes the held lines, now that every run they belong to has ended. */
static hcl_status write_held(hcl_formatter *f) {
  hcl_status st = spool_rewind(&f->lines);
  if (st == HCL_OK)
    st = spool_rewind(&f->assigns);
  if (st == HCL_OK)
    st = spool_rewind(&f->comments);
  bool prev_a = false, prev_c = false;
  uint64_t wa = 0, wc = 0;
  for (uint64_t i = 0; st == HCL_OK && i < f->nlines; i++) {
    rec_line l;
    st = spool_get(&f->lines, &l, sizeof l);
    if (st != HCL_OK)
      break;
    if (l.has_a && !prev_a)
      st = spool_get(&f->assigns, &wa, sizeof wa);
    if (st == HCL_OK && l.has_c && !prev_c)
      st = spool_get(&f->comments, &wc, sizeof wc);
    uint64_t a_sp = l.has_a ? wa - l.lead + 1 : 0;
    uint64_t left = l.has_a ? wa + 1 + l.rest : l.lead;
    uint64_t c_sp = l.has_c ? wc - left + 1 : 0;
    prev_a = l.has_a;
    prev_c = l.has_c;
    const char *p = NULL;
    if (st == HCL_OK)
      st = spool_view(&f->lines, (size_t)(l.len1 + l.len2 + l.len3),
                      &f->scratch, &p);
    if (st == HCL_OK)
      st = hcl_stream_out_put(&f->out, p, (size_t)l.len1);
    if (st == HCL_OK)
      st = hcl_stream_out_spaces(&f->out, (size_t)a_sp);
    if (st == HCL_OK)
      st = hcl_stream_out_put(&f->out, p + l.len1, (size_t)l.len2);
    if (st == HCL_OK)
      st = hcl_stream_out_spaces(&f->out, (size_t)c_sp);
    if (st == HCL_OK)
      st = hcl_stream_out_put(&f->out, p + l.len1 + l.len2, (size_t)l.len3);
  }
  spool_reset(&f->lines);
  spool_reset(&f->assigns);
  spool_reset(&f->comments);
  f->nlines = 0;
  return st;
}

/* Lays the open line out in `f->line`, each token after its spaces, but
   for the spaces before the tokens at `l->assign` and `l->comment`, which
   the runs decide: where those cells start is `*cut_a` and `*cut_c` (the
   end of the text for a cell the line lacks). */
static bool lay_out(hcl_formatter *f, const fmt_line *l, size_t *cut_a,
                    size_t *cut_c) {
  size_t size = f->text.len;
  for (size_t i = 0; i < l->n; i++)
    size += tok_at(f, i)->spaces;
  hcl_buf *b = &f->line;
  hcl_buf_clear(b);
  if (!hcl_buf_reserve(b, size))
    return false;
  char *p = b->data;
  size_t at_a = 0, at_c = 0;
  for (size_t i = 0; i < l->n; i++) {
    const fmt_tok *t = tok_at(f, i);
    if (i == l->assign) {
      at_a = (size_t)(p - b->data);
    } else if (i == l->comment) {
      at_c = (size_t)(p - b->data);
    } else {
      memset(p, ' ', t->spaces);
      p += t->spaces;
    }
    memcpy(p, tok_text(f, t), t->len);
    p += t->len;
  }
  b->len = (size_t)(p - b->data);
  *cut_c = l->comment < l->n ? at_c : b->len;
  *cut_a = l->assign < l->n ? at_a : *cut_c;
  return true;
}

/* The line's record, then its text, onto the end of the spool. */
static hcl_status hold_open_line(hcl_formatter *f, uint64_t lead, uint64_t rest,
                                 size_t cut_a, size_t cut_c, bool has_a,
                                 bool has_c) {
  rec_line r;
  memset(&r, 0, sizeof r); /* no stray bytes into a temporary file */
  r.lead = lead;
  r.rest = rest;
  r.len1 = cut_a;
  r.len2 = cut_c - cut_a;
  r.len3 = f->line.len - cut_c;
  r.has_a = has_a;
  r.has_c = has_c;
  f->nlines++;
  hcl_status st = spool_put(&f->lines, &r, sizeof r);
  return st == HCL_OK ? spool_put(&f->lines, f->line.data, f->line.len) : st;
}

/* The open line is complete: lay it out, follow the runs, and write what
   no open run can move any more. */
static hcl_status close_line(hcl_formatter *f) {
  fmt_line l;
  l.first = 0;
  l.n = f->toks.len;
  l.assign = l.comment = l.n;
  if (l.n > 0) {
    split_cells(f, &l);
    if (!indent_line(f, &l))
      return HCL_ERR_NOMEM;
    space_cell(f, 0, l.assign);
    if (l.assign < l.comment) {
      tok_at(f, l.assign)->spaces = 1;
      space_cell(f, l.assign, l.comment);
    }
  }
  bool has_a = l.assign < l.n, has_c = l.comment < l.n;
  /* a line's columns matter only to the runs it is in */
  uint64_t lead =
      has_a || has_c ? columns(f, &l, 0, has_a ? l.assign : l.comment) : 0;
  uint64_t rest = has_a && has_c ? columns(f, &l, l.assign, l.comment) - 1 : 0;
  hcl_status st = HCL_OK;
  /* a line without a cell ends the run of that cell */
  if (has_a) {
    f->a_widest = f->a_open ? max64(f->a_widest, lead) : lead;
    f->a_open = true;
  } else if (f->a_open) {
    st = close_assign_run(f);
  }
  if (has_c) {
    if (!f->c_open) {
      f->c_open = true;
      f->c_dep = false;
      f->c_known = f->c_rest = 0;
    }
    if (has_a) {
      f->c_rest = f->c_dep ? max64(f->c_rest, rest) : rest;
      f->c_dep = true;
    } else {
      f->c_known = max64(f->c_known, lead);
    }
  } else if (f->c_open && st == HCL_OK) {
    st = close_comment_run(f);
  }
  size_t cut_a, cut_c;
  if (st == HCL_OK && !lay_out(f, &l, &cut_a, &cut_c))
    st = HCL_ERR_NOMEM;
  if (st == HCL_OK) {
    if (f->nlines == 0 && !has_a && !has_c) /* nothing held: the common case */
      st = hcl_stream_out_put(&f->out, f->line.data, f->line.len);
    else
      st = hold_open_line(f, lead, rest, cut_a, cut_c, has_a, has_c);
  }
  if (st == HCL_OK && !f->a_open && !f->c_open && f->nlines > 0)
    st = write_held(f);
  hcl_vec_clear(&f->toks);
  hcl_buf_clear(&f->text);
  return st;
}

/* Ends the runs still open and writes what is held. */
static hcl_status end_runs(hcl_formatter *f) {
  hcl_status st = HCL_OK;
  if (f->a_open)
    st = close_assign_run(f);
  if (st == HCL_OK && f->c_open)
    st = close_comment_run(f);
  if (st == HCL_OK && f->nlines > 0)
    st = write_held(f);
  return st;
}

void hcl_formatter_init(hcl_formatter *f, const hcl_alloc *alloc, FILE *out) {
  memset(f, 0, sizeof *f);
  f->alloc = alloc;
  hcl_stream_out_init(&f->out, out, alloc);
  hcl_vec_init(&f->toks, alloc, sizeof(fmt_tok));
  hcl_buf_init(&f->text, alloc);
  hcl_vec_init(&f->indents, alloc, sizeof(int));
  hcl_buf_init(&f->scratch, alloc);
  hcl_buf_init(&f->line, alloc);
  spool_init(&f->lines, alloc);
  spool_init(&f->assigns, alloc);
  spool_init(&f->comments, alloc);
  spool_init(&f->pending, alloc);
}

void hcl_formatter_fini(hcl_formatter *f) {
  hcl_vec_fini(&f->toks);
  hcl_buf_fini(&f->text);
  hcl_vec_fini(&f->indents);
  hcl_buf_fini(&f->scratch);
  hcl_buf_fini(&f->line);
  hcl_stream_out_fini(&f->out);
  spool_fini(&f->lines);
  spool_fini(&f->assigns);
  spool_fini(&f->comments);
  spool_fini(&f->pending);
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
      st = end_runs(f);
    if (st == HCL_OK)
      st = hcl_stream_out_spaces(&f->out, space.len);
    f->status = st;
    return st;
  }
  /* A heredoc's closing marker ends its line: a token a writer puts
     right after it (a `,` in a tuple) gets the line break first, as the
     native syntax needs. A parsed input always has it. */
  if (kind != HCL_TOKEN_NEWLINE && f->toks.len &&
      ((const fmt_tok *)hcl_vec_last(&f->toks))->kind == HCL_TOKEN_CHEREDOC) {
    hcl_str nl = {"\n", 1}, none = {"", 0};
    if ((st = hcl_formatter_token(f, HCL_TOKEN_NEWLINE, nl, none)) != HCL_OK)
      return st;
  }
  fmt_tok *t = hcl_vec_push_slot(&f->toks);
  if (t) {
    t->kind = (int)kind;
    t->bracket = bracket_change((int)kind);
    t->off = f->text.len;
    t->len = text.len;
    t->spaces = space.len;
  }
  if (!t || !hcl_buf_append(&f->text, text.ptr, text.len))
    st = HCL_ERR_NOMEM;
  else if (ends_line((int)kind, text))
    st = close_line(f);
  f->status = st;
  return st;
}

static void forget(hcl_formatter *f) {
  hcl_vec_clear(&f->toks);
  hcl_buf_clear(&f->text);
  hcl_vec_clear(&f->indents);
  spool_reset(&f->lines);
  spool_reset(&f->assigns);
  spool_reset(&f->comments);
  spool_reset(&f->pending);
  f->nlines = f->npending = 0;
  f->a_open = f->c_open = f->c_dep = false;
  f->status = HCL_OK;
}

hcl_status hcl_formatter_finish(hcl_formatter *f, bool complete) {
  hcl_status st = f->status;
  if (complete && st == HCL_OK && f->toks.len > 0)
    st = close_line(f);
  if (complete && st == HCL_OK)
    st = end_runs(f);
  /* what was laid out goes to the stream either way, as it always has */
  hcl_status flushed = hcl_stream_out_flush(&f->out);
  if (st == HCL_OK)
    st = flushed;
  forget(f);
  return st;
}
