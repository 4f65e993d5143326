/*
 * The peeker: between scanner and parser. It keeps the raw tokens scanned
 * but not yet read, and shows the parser the next token that matters under
 * the current newline mode: newlines are skipped inside brackets, and
 * comments are skipped, except that a line comment stands for the newline
 * it ends with. It also reports the lexical errors of each token as it is
 * scanned (native spec, "Lexical Elements") and collects trivia.
 */

#include <string.h>

#include "core/arena.h"
#include "core/inline.h"
#include "core/utf8.h"
#include "native_syntax/parser.h"

/* TOKEN events carry the scanner's own token types. */
_Static_assert((int)HCL_TK_EOF == (int)HCL_TOKEN_EOF &&
                   (int)HCL_TK_COLON == (int)HCL_TOKEN_COLON &&
                   (int)HCL_TK_STRING_LIT == (int)HCL_TOKEN_STRING_LIT &&
                   (int)HCL_TK_QUOTED_NEWLINE == (int)HCL_TOKEN_QUOTED_NEWLINE,
               "hcl_tok_type and hcl_token_kind differ");

/* Token flag, set by the peeker: a comment that ends with a newline. */
#define TKF_ENDS_LINE 0x100u

void hcl_peeker_init(hcl_parser *p) {
  hcl_vec_init(&p->queue, p->alloc, sizeof(hcl_token));
  p->qhead = 0;
  hcl_vec_init(&p->newline_stack, p->alloc, sizeof(bool));
  p->nl = true;
  p->have_prev = false;
  p->scanned_eof = false;
  p->line_ended = true;
  hcl_vec_init(&p->trivia, p->alloc, sizeof(hcl_trivia_item));
  p->trivia_head = 0;
  hcl_arena_init(&p->trivia_arena, p->alloc, 4096);
  hcl_arena_init(&p->trivia_spare, p->alloc, 4096);
}

void hcl_peeker_fini(hcl_parser *p) {
  hcl_vec_fini(&p->queue);
  hcl_vec_fini(&p->newline_stack);
  hcl_vec_fini(&p->trivia);
  hcl_arena_fini(&p->trivia_arena);
  hcl_arena_fini(&p->trivia_spare);
}

/* ---- Lexical diagnostics ------------------------------------------- */

static bool text_is(const hcl_parser *p, const hcl_token *t, const char *s) {
  size_t n = strlen(s);
  return !(t->flags & HCL_TKF_TEXT_GONE) && hcl_token_len(t) == n &&
         memcmp(hcl_tok_text(p, t), s, n) == 0;
}

static void check_lexical(hcl_parser *p, const hcl_token *t) {
  /* the common case first: the token types of the language proper */
  if (t->type < HCL_TK_BITWISE_AND)
    return;
  hcl_span sp = hcl_tok_span(t);
  switch (t->type) {
  case HCL_TK_BITWISE_AND:
  case HCL_TK_BITWISE_OR:
  case HCL_TK_BITWISE_XOR:
  case HCL_TK_BITWISE_NOT:
    if (p->told_bitwise < 4) {
      const char *detail =
          t->type == HCL_TK_BITWISE_AND
              ? "Bitwise operators are not supported. Did you mean boolean "
                "AND (\"&&\")?"
          : t->type == HCL_TK_BITWISE_OR
              ? "Bitwise operators are not supported. Did you mean boolean "
                "OR (\"||\")?"
          : t->type == HCL_TK_BITWISE_NOT
              ? "Bitwise operators are not supported. Did you mean boolean "
                "NOT (\"!\")?"
              : "Bitwise operators are not supported.";
      hcl_perr_lexical(p, &sp, "Unsupported operator", detail);
      p->told_bitwise++;
    }
    break;
  case HCL_TK_BACKTICK:
    /* every other one: the start of a quoted run, not its end */
    if (p->told_backtick % 2 == 0)
      hcl_perr_lexical(p, &sp, "Invalid character",
                       "The \"`\" character is not valid. To create a "
                       "multi-line string, use the \"heredoc\" syntax, like "
                       "\"<<EOT\".");
    if (p->told_backtick <= 2)
      p->told_backtick++;
    break;
  case HCL_TK_APOSTROPHE:
    if (p->told_apostrophe % 2 == 0)
      hcl_perr_lexical(p, &sp, "Invalid character",
                       "Single quotes are not valid. Use double quotes (\") "
                       "to enclose strings.");
    if (p->told_apostrophe <= 2)
      p->told_apostrophe++;
    break;
  case HCL_TK_SEMICOLON:
    if (p->told_semicolon < 1) {
      hcl_perr_lexical(p, &sp, "Invalid character",
                       "The \";\" character is not valid. Use newlines to "
                       "separate arguments and blocks, and commas to "
                       "separate items in collection values.");
      p->told_semicolon++;
    }
    break;
  case HCL_TK_BAD_UTF8:
    if (p->told_bad_utf8 < 1) {
      hcl_perr_lexical(p, &sp, "Invalid character encoding",
                       "All input files must be UTF-8 encoded. Ensure that "
                       "UTF-8 encoding is selected in your editor.");
      p->told_bad_utf8++;
    }
    break;
  case HCL_TK_QUOTED_NEWLINE:
    hcl_perr_lexical(p, &sp, "Invalid multi-line string",
                     "Quoted strings may not be split over multiple lines. "
                     "To produce a multi-line string, either use the \\n "
                     "escape to represent a newline character or use the "
                     "\"heredoc\" multi-line template syntax.");
    break;
  case HCL_TK_INVALID:
    if (text_is(p, t, "\xe2\x80\x9c") || text_is(p, t, "\xe2\x80\x9d"))
      hcl_perr_lexical(p, &sp, "Invalid character",
                       "\"Curly quotes\" are not valid here. These can "
                       "sometimes be inadvertently introduced when sharing "
                       "code via documents or discussion forums. It might "
                       "help to replace the character with a \"straight "
                       "quote\".");
    else if (text_is(p, t, "\xef\xbb\xbf"))
      /* native spec, "Source Code Representation" */
      hcl_perr_lexical(p, &sp, "Invalid character",
                       "UTF-8 byte order marks are not permitted. Save the "
                       "file as UTF-8 without a byte order mark.");
    else
      hcl_perr_lexical(p, &sp, "Invalid character",
                       "This character is not used within the language.");
    break;
  default:
    break;
  }
}

/* ---- Trivia -------------------------------------------------------- */

/* Out of line, as note_token: most tokens are neither, and the test that
   picks them out stays small. */
HCL_NOINLINE static void note_trivia(hcl_parser *p, const hcl_token *t) {
  hcl_trivia_item item;
  memset(&item, 0, sizeof item);
  item.span = hcl_tok_span(t);
  if (t->type == HCL_TK_COMMENT) {
    const char *text = hcl_tok_text(p, t);
    size_t len = (size_t)hcl_token_len(t);
    bool block = len >= 2 && text[0] == '/' && text[1] == '*';
    if (!block) {
      while (len && (text[len - 1] == '\n' || text[len - 1] == '\r'))
        len--;
    }
    item.kind = block ? HCL_TRIVIA_BLOCK_COMMENT : HCL_TRIVIA_LINE_COMMENT;
    item.text = hcl_arena_strndup(&p->trivia_arena, text, len);
    item.len = len;
    if (!item.text) {
      hcl_pfail(p, HCL_ERR_NOMEM);
      return;
    }
  } else {
    item.kind = HCL_TRIVIA_BLANK_LINE;
    item.text = "";
  }
  if (!hcl_vec_push(&p->trivia, &item))
    hcl_pfail(p, HCL_ERR_NOMEM);
}

/* With tokens asked for, the token scanned ahead always waits, so the
   queue never runs empty: now and then the items still waiting move to
   the spare arena and the emitted ones are dropped, which keeps the queue
   as small as the look-ahead. */
static hcl_status compact_queue(hcl_parser *p) {
  for (size_t i = p->trivia_head; i < p->trivia.len; i++) {
    hcl_trivia_item *item = hcl_vec_at(&p->trivia, i);
    size_t n = item->space_len + item->len;
    if (item->in_input)
      continue;
    if (n == 0) {
      item->space = item->text = "";
      continue;
    }
    const char *from = item->is_token ? item->space : item->text;
    char *copy = hcl_arena_memdup(&p->trivia_spare, from, n);
    if (!copy)
      return HCL_ERR_NOMEM;
    if (item->is_token) {
      item->space = copy;
      item->text = copy + item->space_len;
    } else {
      item->text = copy;
    }
  }
  hcl_vec_drop_front(&p->trivia, p->trivia_head);
  p->trivia_head = 0;
  hcl_arena_reset(&p->trivia_arena);
  hcl_arena spent = p->trivia_arena;
  p->trivia_arena = p->trivia_spare;
  p->trivia_spare = spent;
  return HCL_OK;
}

HCL_NOINLINE static hcl_status flush_waiting(hcl_parser *p, uint64_t offset) {
  while (p->trivia_head < p->trivia.len) {
    hcl_trivia_item *item = hcl_vec_at(&p->trivia, p->trivia_head);
    if (item->span.start.byte >= offset || (item->is_token && !p->tokens_open))
      break;
    /* Field by field, with no memset first: once per token when tokens
       are asked for, and every field of the member in use is set. */
    hcl_event ev;
    ev.flags = 0;
    ev.range.filename = p->sc.filename;
    ev.range.start = item->span.start;
    ev.range.end = item->span.end;
    if (item->is_token) {
      ev.kind = HCL_EV_TOKEN;
      ev.as.token.kind = (hcl_token_kind)item->tok;
      ev.as.token.text.ptr = item->text;
      ev.as.token.text.len = item->len;
      ev.as.token.space.ptr = item->space;
      ev.as.token.space.len = item->space_len;
    } else {
      ev.kind = HCL_EV_TRIVIA;
      ev.as.trivia.kind = item->kind;
      ev.as.trivia.text.ptr = item->text;
      ev.as.trivia.text.len = item->len;
    }
    p->trivia_head++;
    hcl_status st = p->sink.event ? p->sink.event(p->sink.ctx, &ev) : HCL_OK;
    if (st != HCL_OK)
      return st;
  }
  if (p->trivia_head == p->trivia.len && p->trivia.len) {
    hcl_vec_clear(&p->trivia);
    p->trivia_head = 0;
    hcl_arena_reset(&p->trivia_arena);
  } else if (p->trivia_head >= 256 && 2 * p->trivia_head >= p->trivia.len) {
    return compact_queue(p);
  }
  return HCL_OK;
}

/* Called before every event, and most often with nothing waiting: that
   case returns before the loop's registers are saved. */
hcl_status hcl_flush_trivia(void *parser, uint64_t offset) {
  hcl_parser *p = parser;
  if (p->trivia_head >= p->trivia.len)
    return HCL_OK;
  return flush_waiting(p, offset);
}

/* A copy of the token just scanned and of the blanks before it. Both are
   still in the scanner's buffer: nothing since the previous token was read
   can have moved its keep mark past them. */
HCL_NOINLINE static void note_token(hcl_parser *p, const hcl_token *t) {
  hcl_trivia_item *item = hcl_vec_push_slot(&p->trivia);
  if (!item) {
    hcl_pfail(p, HCL_ERR_NOMEM);
    return;
  }
  item->is_token = true;
  item->kind = (hcl_trivia_kind)0; /* not read for a token */
  item->tok = t->type;
  item->span = hcl_tok_span(t);
  item->in_input = false;
  item->space = item->text = "";
  item->space_len = item->len = 0;
  if (!(t->flags & HCL_TKF_TEXT_GONE)) {
    /* before the first token nothing has been dropped yet: the blanks
       ahead of it start where the buffer does */
    uint64_t from = p->tok_started ? p->tok_prev_end : p->sc.base;
    if (from < p->sc.base || from > t->start.byte)
      from = t->start.byte;
    size_t space_len = (size_t)(t->start.byte - from);
    size_t len = (size_t)hcl_token_len(t);
    const char *at = hcl_scanner_at(&p->sc, from);
    if (!p->sc.owns_buf) {
      /* parsed from the caller's memory, which never moves */
      item->in_input = true;
    } else {
      char *copy = hcl_arena_alloc(&p->trivia_arena, space_len + len + 1);
      if (!copy) {
        p->trivia.len--; /* the slot stays unused */
        hcl_pfail(p, HCL_ERR_NOMEM);
        return;
      }
      memcpy(copy, at, space_len + len);
      at = copy;
    }
    item->space = at;
    item->space_len = space_len;
    item->text = at + space_len;
    item->len = len;
  }
  p->tok_prev_end = t->end.byte;
  p->tok_started = true;
}

/* Small now that the two cases it picks out are out of line: inline. */
static inline void note_pending(hcl_parser *p, const hcl_token *t) {
  if (p->want_trivia && (t->type == HCL_TK_COMMENT ||
                         (t->type == HCL_TK_NEWLINE && p->line_ended)))
    note_trivia(p, t);
  if (p->want_tokens)
    note_token(p, t);
  p->line_ended = t->type == HCL_TK_NEWLINE || (t->flags & TKF_ENDS_LINE);
}

/* ---- The queue ----------------------------------------------------- */

/* An EOF token where the input stopped, for when scanning cannot go on. */
static const hcl_token *eof_here(hcl_parser *p) {
  memset(&p->eof_tok, 0, sizeof p->eof_tok);
  p->eof_tok.type = HCL_TK_EOF;
  p->eof_tok.start = p->sc.pos;
  p->eof_tok.end = p->sc.pos;
  return &p->eof_tok;
}

/* Scans one more raw token into the queue. The scanner writes straight
   into the queue's slot: tokens are copied as little as possible. */
static void pull(hcl_parser *p) {
  if (p->queue.len == p->queue.cap && !hcl_vec_reserve(&p->queue, 1)) {
    hcl_pfail(p, HCL_ERR_NOMEM);
    p->scanned_eof = true;
    return;
  }
  hcl_token *t = hcl_vec_at(&p->queue, p->queue.len);
  if (hcl_failed(p)) {
    *t = *eof_here(p);
  } else {
    hcl_status st = hcl_scanner_next(&p->sc, t);
    if (st != HCL_OK) {
      if (st == HCL_ERR_SYNTAX) {
        hcl_span sp = {p->sc.limit_range.start, p->sc.limit_range.end};
        hcl_perr(p, &sp, NULL, p->sc.limit_summary, "%s", p->sc.limit_detail);
      }
      hcl_pfail(p, st);
      *t = *eof_here(p);
    }
  }
  if (t->type == HCL_TK_COMMENT) {
    const char *text = hcl_tok_text(p, t);
    if (text[hcl_token_len(t) - 1] == '\n')
      t->flags |= TKF_ENDS_LINE;
  }
  if (!hcl_failed(p)) {
    check_lexical(p, t);
    if (p->want_pending) /* one test when neither is asked for */
      note_pending(p, t);
  }
  if (t->type == HCL_TK_EOF)
    p->scanned_eof = true;
  p->queue.len++;
}

static void find_visible(hcl_parser *p, bool nl) {
  p->peek_valid = true;
  p->peek_nl = nl;
  for (size_t i = p->qhead;; i++) {
    if (hcl_failed(p)) {
      /* unwinding: everything reads as the end of the input */
      eof_here(p);
      p->peek_where = HCL_AT_EOF;
      return;
    }
    if (i >= p->queue.len) {
      if (p->scanned_eof) {
        /* the EOF token stays at the end of the queue */
        if (p->queue.len == 0) {
          eof_here(p);
          p->peek_where = HCL_AT_EOF;
          return;
        }
        i = p->queue.len - 1;
      } else {
        /* Scan one token further than needed: the parser then reads
           tokens whose stores have long retired, instead of stalling on
           store forwarding when it copies a token just written. */
        pull(p);
        if (i >= p->queue.len) {
          eof_here(p);
          p->peek_where = HCL_AT_EOF;
          return;
        }
      }
    }
    const hcl_token *t = hcl_vec_at(&p->queue, i);
    if (t->type == HCL_TK_COMMENT) {
      if (!nl || !(t->flags & TKF_ENDS_LINE))
        continue;
      /* a line comment stands for the newline it absorbed */
      p->fake_newline = *t;
      p->fake_newline.type = HCL_TK_NEWLINE;
      p->peek_where = HCL_AT_FAKE_NEWLINE;
      p->peek_index = i;
      return;
    }
    if (t->type == HCL_TK_NEWLINE && !nl)
      continue;
    p->peek_where = HCL_AT_QUEUE;
    p->peek_index = i;
    return;
  }
}

/* The visible token, valid until the next peek or read. The parser peeks
   at the same token many times (once per precedence level, for one), so
   where it is stays known until a read moves on: the common case is a few
   loads. */
const hcl_token *hcl_visible_slow(hcl_parser *p) {
  find_visible(p, p->nl);
  switch (p->peek_where) {
  case HCL_AT_EOF:
    return &p->eof_tok;
  case HCL_AT_FAKE_NEWLINE:
    return &p->fake_newline;
  default:
    return hcl_vec_at(&p->queue, p->peek_index);
  }
}

hcl_span hcl_prev_span(hcl_parser *p) {
  if (!p->have_prev) {
    hcl_token t = hcl_peek(p);
    return hcl_tok_span(&t);
  }
  return p->prev_span;
}

void hcl_push_newlines(hcl_parser *p, bool include) {
  /* the stack holds the modes below the current one, kept in p->nl */
  if (!hcl_vec_push(&p->newline_stack, &p->nl))
    hcl_pfail(p, HCL_ERR_NOMEM);
  p->nl = include;
}

void hcl_pop_newlines(hcl_parser *p) {
  if (p->newline_stack.len > 0) {
    p->nl = *(bool *)hcl_vec_last(&p->newline_stack);
    hcl_vec_pop(&p->newline_stack);
  }
}

void hcl_peeker_release(hcl_parser *p) {
  if (p->qhead > 0) {
    hcl_vec_drop_front(&p->queue, p->qhead);
    p->qhead = 0;
    p->peek_valid = false;
  }
}
