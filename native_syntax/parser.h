#ifndef HCL_NATIVE_PARSER_H
#define HCL_NATIVE_PARSER_H

/*
 * The native syntax parser's shared state. The body level (parse_body.c)
 * streams blocks and attributes; each attribute's expression is parsed
 * (parse_expr.c, parse_template.c) into a scratch tree in the item arena,
 * then emitted. The peeker (peeker.c) sits between parser and scanner: a
 * queue of raw tokens, the newline-sensitivity stack, lexical diagnostics,
 * and trivia for sinks that want it.
 */

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "core/arena.h"
#include "core/map.h"
#include "core/vec.h"
#include "hcl/events.h"
#include "native_syntax/ast.h"
#include "native_syntax/scanner.h"

/* A TRIVIA or TOKEN event waiting to be emitted. */
typedef struct hcl_trivia_item {
  bool is_token;
  hcl_trivia_kind kind; /* TRIVIA */
  hcl_tok_type tok;     /* TOKEN */
  hcl_span span;
  const char *text; /* in the trivia arena, or the input (in_input) */
  size_t len;
  const char *space; /* TOKEN: the blanks before it, in the trivia arena */
  size_t space_len;
  bool in_input; /* TOKEN: text and space point into an input parsed from
                    memory, which outlives the parse: no copy */
} hcl_trivia_item;

typedef struct hcl_parser {
  hcl_scanner sc;
  hcl_sink sink;
  const hcl_alloc *alloc;
  uint32_t max_depth;
  hcl_pos origin; /* where the input starts in its file (line 0: 1:1) */

  /* Peeker: raw tokens scanned but not yet read, from index `qhead`. */
  hcl_vec queue;
  size_t qhead;
  bool nl;                  /* are newlines significant here? */
  hcl_vec newline_stack;    /* bool: the modes outside the current one */
  hcl_span prev_span;       /* the last token read */
  uint64_t last_read_start; /* where the last token read starts */
  bool have_prev;
  bool scanned_eof;
  bool line_ended; /* the last raw token ended a line (kept for trivia) */
  bool peek_valid; /* peek_where/peek_index say where the visible token
                      under peek_nl is */
  bool peek_nl;
  int peek_where;
  size_t peek_index;
  hcl_token fake_newline; /* a line comment standing for its newline */
  hcl_token eof_tok;

  /* Reference-compatible error state: once recovery has begun, many
     follow-on errors are suppressed. */
  bool recovery;
  unsigned long nerrors;  /* parse errors so far */
  unsigned long nlexical; /* lexical errors so far */
  uint32_t depth;
  uint32_t expr_depth; /* the part of `depth` the expression parser recurses */
  /* The first failure (a sink's stop, out of memory, I/O, a limit): once
     set, the parser unwinds without more work. */
  hcl_status status;
  bool deferring; /* hold parse errors back (see parse_one_line_block) */
  hcl_diags *deferred;

  /* Counters that keep lexical errors from repeating (reference rules). */
  int told_bitwise, told_backtick, told_apostrophe, told_semicolon,
      told_bad_utf8;

  /* Scratch memory of the item being parsed. */
  hcl_arena arena;
  hcl_vec tmpl_parts; /* parse_template.c: parts of the open templates */
  hcl_vec tmpl_stack; /* parse_template.c: open directives */

  /* Trivia and tokens waiting to be emitted. */
  bool want_trivia;
  bool want_tokens;
  bool want_pending;     /* either of the two */
  bool skip_exprs;       /* the sink ignores expression events */
  bool hand_trees;       /* attribute expressions go as HCL_EV_NATIVE_TREE */
  bool tokens_open;      /* tokens may be emitted (BODY_BEGIN has gone) */
  bool tok_started;      /* tok_prev_end is set */
  uint64_t tok_prev_end; /* where the last token scanned ends */
  hcl_vec trivia;        /* hcl_trivia_item */
  size_t trivia_head;
  hcl_arena trivia_arena;
  hcl_arena trivia_spare; /* where the items still waiting move to when
                             the queue is compacted */

  /* Body frames for attribute-redefinition checks; see parse_body.c. */
  hcl_vec frames;
  size_t frames_ready; /* frame slots initialised so far */
  size_t names_used;   /* bytes of attribute names the frames hold */
} hcl_parser;

/* Whether the parse has failed and is unwinding (see hcl_pfail). */
static inline bool hcl_failed(const hcl_parser *p) {
  return p->status != HCL_OK;
}

/* ---- peeker.c ---- */

void hcl_peeker_init(hcl_parser *p);
void hcl_peeker_fini(hcl_parser *p);
/* Where the visible token is: an index into the queue, or one of the
   parser's own tokens (the end of input, a comment standing for a newline). */
enum { HCL_AT_QUEUE, HCL_AT_EOF, HCL_AT_FAKE_NEWLINE };

const hcl_token *hcl_visible_slow(hcl_parser *p);

/* The next visible token under the current newline mode, valid until the
   next peek or read. The parser peeks at the same token many times (once
   per precedence level, for one), so where it is stays known until a read
   moves on: the common case is a few loads. */
static inline const hcl_token *hcl_visible(hcl_parser *p) {
  if (p->peek_valid && p->peek_nl == p->nl && p->peek_where == HCL_AT_QUEUE &&
      !hcl_failed(p))
    return (const hcl_token *)p->queue.data + p->peek_index;
  return hcl_visible_slow(p);
}

/* The next visible token, by value. Inline, so that a caller that reads
   one field of it copies no more. */
static inline hcl_token hcl_peek(hcl_parser *p) { return *hcl_visible(p); }
/* Its type (cheaper than hcl_peek). */
static inline hcl_tok_type hcl_peek_type(hcl_parser *p) {
  return hcl_visible(p)->type;
}
/* Reads the visible token: the next peek shows the one after it. */
static inline hcl_token hcl_read(hcl_parser *p);
/* The span of the token last read (or of the next, before any read). */
hcl_span hcl_prev_span(hcl_parser *p);
void hcl_push_newlines(hcl_parser *p, bool include);
void hcl_pop_newlines(hcl_parser *p);
/* Compacts the token queue between items. */
void hcl_peeker_release(hcl_parser *p);
/* Text of the token peeked or of one of the last two read: the scanner
   keeps bytes from the older of those two tokens on, and may drop anything
   before when it reads more input. Copy what must live longer. */
static inline const char *hcl_tok_text(const hcl_parser *p,
                                       const hcl_token *t) {
  return hcl_scanner_text(&p->sc, t);
}
/* Emits trivia and tokens that start before `offset`. */
hcl_status hcl_flush_trivia(void *parser, uint64_t offset);

static inline hcl_span hcl_tok_span(const hcl_token *t) {
  hcl_span s = {t->start, t->end};
  return s;
}

/* Inline, like hcl_peek: most reads use a field or two of the token, or
   none. */
static inline hcl_token hcl_read(hcl_parser *p) {
  const hcl_token *v = hcl_visible(p);
  hcl_token t = *v;
  if (p->peek_where != HCL_AT_EOF) {
    if (t.type == HCL_TK_EOF) {
      p->qhead = p->peek_index; /* EOF is read again and again */
    } else {
      p->qhead = p->peek_index + 1;
      p->peek_valid = false;
      if (p->qhead == p->queue.len)
        p->qhead = p->queue.len = 0; /* all read: the queue starts over */
    }
  }
  /* The scanner may drop bytes before the older of the last two tokens
     read; nothing else of the input is needed any more. */
  p->sc.keep = p->last_read_start;
  p->last_read_start = t.start.byte;
  p->prev_span = hcl_tok_span(&t);
  p->have_prev = true;
  return t;
}

/* ---- diagnostics (parse_body.c) ---- */

/* Reports an error; `context` may be NULL. Formats like printf. */
void hcl_perr(hcl_parser *p, const hcl_span *subject, const hcl_span *context,
              const char *summary, const char *detail_fmt, ...)
    __attribute__((format(printf, 5, 6)));
void hcl_perr_lexical(hcl_parser *p, const hcl_span *subject,
                      const char *summary, const char *detail);
/* Records a failure (out of memory, I/O, sink stop, a limit) and starts
   unwinding; the first failure's status is the parse's. */
void hcl_pfail(hcl_parser *p, hcl_status st);
/* Reports the nesting limit; true when it was hit. */
bool hcl_enter_depth(hcl_parser *p, const hcl_token *at);
/* The same for a level of the expression parser, which recurses: it also
   stops at HCL_MAX_NATIVE_EXPR_DEPTH, whatever max_depth says, so that a
   raised max_depth cannot exhaust the stack. */
bool hcl_enter_expr_depth(hcl_parser *p, const hcl_token *at);
/* A span of the input as a range of its file. */
hcl_range hcl_parser_range(const hcl_parser *p, hcl_span s);
/* The span's place as messages give it ("file:3,5-9"), whole, in the item
   arena; NULL after hcl_pfail when out of memory. */
const char *hcl_parser_place(hcl_parser *p, hcl_span s);
/* Reports an expression nested deeper than the limit (postfix steps,
   conditionals and splats chain without brackets; binary operators chain
   without adding height, see hcl_node.height); true when it is. */
bool hcl_too_tall(hcl_parser *p, uint32_t height, hcl_span where);
static inline void hcl_leave_depth(hcl_parser *p) { p->depth--; }
static inline void hcl_leave_expr_depth(hcl_parser *p) {
  p->depth--;
  p->expr_depth--;
}

/* ---- recovery (parse_body.c) ---- */

hcl_token hcl_recover(hcl_parser *p, hcl_tok_type end);
void hcl_recover_over(hcl_parser *p, hcl_tok_type start);
void hcl_recover_after_body_item(hcl_parser *p);
hcl_tok_type hcl_opposite_bracket(hcl_tok_type t);

/* ---- parse_expr.c ---- */

/* Parses an expression into the item arena. Never NULL unless hcl_failed. */
hcl_node *hcl_parse_expression(hcl_parser *p);
hcl_node *hcl_node_at(hcl_parser *p, hcl_expr_kind kind, hcl_span span);
/* A copy of a token's bytes in the item arena. Call it while the token's
   text is readable (see hcl_tok_text). */
hcl_ntext hcl_tok_copy(hcl_parser *p, const hcl_token *t);
/* Whether `t` is the identifier `kw`. Inline: with a literal keyword the
   length and the comparison are worked out at compile time. */
static inline bool hcl_tok_is_keyword(const hcl_parser *p, const hcl_token *t,
                                      const char *kw) {
  size_t n = strlen(kw);
  return t->type == HCL_TK_IDENT && hcl_token_len(t) == n &&
         memcmp(hcl_tok_text(p, t), kw, n) == 0;
}

/* ---- parse_template.c ---- */

void hcl_template_scratch_init(hcl_parser *p);
void hcl_template_scratch_fini(hcl_parser *p);

/* Parses a template's parts up to `end` (CQUOTE, CHEREDOC or EOF) into a
   TEMPLATE node spanning from `open` (which was read already). */
hcl_node *hcl_parse_template(hcl_parser *p, const hcl_token *open,
                             hcl_tok_type end, bool flush);
/* Parses a quoted string that may hold no template sequences (a block
   label). Returns its decoded value in the arena. */
hcl_ntext hcl_parse_quoted_literal(hcl_parser *p, hcl_span *range);

#endif
