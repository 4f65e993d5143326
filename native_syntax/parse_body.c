/*
 * The structural language (native spec, "Structural Elements"):
 *
 *   ConfigFile   = Body
 *   Body         = (Attribute | Block | OneLineBlock)*
 *   Attribute    = Identifier "=" Expression Newline
 *   Block        = Identifier (StringLit|Identifier)* "{" Newline Body "}"
 * Newline OneLineBlock = Identifier (StringLit|Identifier)* "{" (Identifier "="
 * Expression)? "}" Newline
 *
 * Blocks are streamed: BLOCK_BEGIN goes out as soon as a block's body
 * opens, its items follow as they are parsed, and an explicit stack of
 * frames (not recursion) tracks the open blocks. Only one item's scratch
 * memory is alive at a time. Errors, their wording and ranges, and the
 * recovery that decides which later errors are still reported follow the
 * reference implementation.
 */

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "core/limits.h"
#include "core/name_set.h"
#include "core/options.h"
#include "hcl/native.h"
#include "native_syntax/parser.h"

/* One open body: the file, or a block whose body is being streamed. */
typedef struct frame {
  hcl_tok_type end;   /* EOF for the file, CBRACE for a block */
  hcl_span ident;     /* the block's type name */
  hcl_span open;      /* the body's start: `{`, or the first token */
  hcl_name_set names; /* its attribute names (hcl_span), for redefinitions */
} frame;

hcl_native_options hcl_native_options_default(void) {
  hcl_native_options o;
  memset(&o, 0, sizeof o);
  o.size = sizeof o;
  o.max_depth = HCL_NATIVE_MAX_DEPTH_DEFAULT;
  o.chunk_size = HCL_CHUNK_SIZE_DEFAULT;
  o.max_token_bytes = HCL_MAX_TOKEN_BYTES_DEFAULT;
  return o;
}

/* ---- Diagnostics --------------------------------------------------- */

void hcl_pfail(hcl_parser *p, hcl_status st) {
  if (p->status == HCL_OK)
    p->status = st;
}

hcl_range hcl_parser_range(const hcl_parser *p, hcl_span s) {
  hcl_range r = {p->sc.filename, hcl_pos_shift(p->origin, s.start),
                 hcl_pos_shift(p->origin, s.end)};
  return r;
}

const char *hcl_parser_place(hcl_parser *p, hcl_span s) {
  hcl_range r = hcl_parser_range(p, s);
  size_t n = hcl_range_format(&r, NULL, 0);
  char *text = hcl_arena_alloc(&p->arena, n + 1);
  if (!text) {
    hcl_pfail(p, HCL_ERR_NOMEM);
    return NULL;
  }
  hcl_range_format(&r, text, n + 1);
  return text;
}

static void deliver(hcl_parser *p, const hcl_span *subject,
                    const hcl_span *context, const char *summary,
                    const char *detail, uint32_t flags) {
  if (hcl_failed(p))
    return;
  /* lexical errors do not count as the parse's own: the reference finds
     them in a pass before parsing */
  if (flags & HCL_DIAGF_LEXICAL)
    p->nlexical++;
  else
    p->nerrors++;
  hcl_range subj, ctx;
  hcl_diag d = {HCL_DIAG_ERROR, flags, summary, detail, NULL, NULL, NULL};
  if (subject) {
    subj = hcl_parser_range(p, *subject);
    d.subject = &subj;
  }
  if (context) {
    ctx = hcl_parser_range(p, *context);
    d.context = &ctx;
  }
  hcl_status st;
  if (p->deferring && !(flags & HCL_DIAGF_LEXICAL)) {
    if (!p->deferred)
      p->deferred = hcl_diags_new(p->alloc);
    st = p->deferred ? hcl_diags_add(p->deferred, &d) : HCL_ERR_NOMEM;
  } else {
    st = p->sink.diagnostic ? p->sink.diagnostic(p->sink.ctx, &d) : HCL_OK;
  }
  if (st != HCL_OK)
    hcl_pfail(p, st);
}

/* Sends the diagnostics held back while `deferring`, in order. */
static void send_deferred(hcl_parser *p) {
  p->deferring = false;
  if (!p->deferred)
    return;
  for (size_t i = 0; i < hcl_diags_count(p->deferred) && !hcl_failed(p); i++) {
    const hcl_diag *d = hcl_diags_at(p->deferred, i);
    hcl_status st =
        p->sink.diagnostic ? p->sink.diagnostic(p->sink.ctx, d) : HCL_OK;
    if (st != HCL_OK)
      hcl_pfail(p, st);
  }
  hcl_diags_free(p->deferred);
  p->deferred = NULL;
}

void hcl_perr(hcl_parser *p, const hcl_span *subject, const hcl_span *context,
              const char *summary, const char *detail_fmt, ...) {
  char small[512];
  va_list ap;
  va_start(ap, detail_fmt);
  int n = vsnprintf(small, sizeof small, detail_fmt, ap);
  va_end(ap);
  if (n < 0) {
    small[0] = '\0';
  } else if ((size_t)n >= sizeof small) {
    char *big = hcl_mem_alloc(p->alloc, (size_t)n + 1);
    if (!big) {
      hcl_pfail(p, HCL_ERR_NOMEM);
      return;
    }
    va_start(ap, detail_fmt);
    vsnprintf(big, (size_t)n + 1, detail_fmt, ap);
    va_end(ap);
    deliver(p, subject, context, summary, big, 0);
    hcl_mem_free(p->alloc, big);
    return;
  }
  deliver(p, subject, context, summary, small, 0);
}

void hcl_perr_lexical(hcl_parser *p, const hcl_span *subject,
                      const char *summary, const char *detail) {
  deliver(p, subject, NULL, summary, detail, HCL_DIAGF_LEXICAL);
}

static void too_deep(hcl_parser *p, hcl_span sp, uint32_t limit) {
  hcl_perr(p, &sp, NULL, "Nesting too deep",
           "This configuration nests blocks, brackets, parentheses, "
           "templates or operators more than %u levels deep, which is the "
           "parser's limit.",
           limit);
  hcl_pfail(p, HCL_ERR_SYNTAX);
}

bool hcl_enter_depth(hcl_parser *p, const hcl_token *at) {
  if (++p->depth <= p->max_depth)
    return false;
  too_deep(p, hcl_tok_span(at), p->max_depth);
  return true;
}

bool hcl_enter_expr_depth(hcl_parser *p, const hcl_token *at) {
  p->expr_depth++;
  if (hcl_enter_depth(p, at))
    return true;
  if (p->expr_depth <= HCL_MAX_NATIVE_EXPR_DEPTH)
    return false;
  too_deep(p, hcl_tok_span(at), HCL_MAX_NATIVE_EXPR_DEPTH);
  return true;
}

bool hcl_too_tall(hcl_parser *p, uint32_t height, hcl_span where) {
  if (height <= p->max_depth)
    return false;
  too_deep(p, where, p->max_depth);
  return true;
}

/* ---- Recovery ------------------------------------------------------ */

hcl_tok_type hcl_opposite_bracket(hcl_tok_type t) {
  switch (t) {
  case HCL_TK_OBRACE:
    return HCL_TK_CBRACE;
  case HCL_TK_OBRACK:
    return HCL_TK_CBRACK;
  case HCL_TK_OPAREN:
    return HCL_TK_CPAREN;
  case HCL_TK_OQUOTE:
    return HCL_TK_CQUOTE;
  case HCL_TK_OHEREDOC:
    return HCL_TK_CHEREDOC;
  case HCL_TK_CBRACE:
    return HCL_TK_OBRACE;
  case HCL_TK_CBRACK:
    return HCL_TK_OBRACK;
  case HCL_TK_CPAREN:
    return HCL_TK_OPAREN;
  case HCL_TK_CQUOTE:
    return HCL_TK_OQUOTE;
  case HCL_TK_CHEREDOC:
    return HCL_TK_OHEREDOC;
  case HCL_TK_TEMPLATE_SEQ_END:
    return HCL_TK_TEMPLATE_INTERP;
  default:
    return HCL_TK_EOF; /* no opposite; EOF never counts as one */
  }
}

/* Skips to just after the `end` that closes the current bracket (nested
   pairs are counted) and returns it, or returns EOF. */
hcl_token hcl_recover(hcl_parser *p, hcl_tok_type end) {
  hcl_tok_type start = hcl_opposite_bracket(end);
  p->recovery = true;
  long nest = 0;
  for (;;) {
    hcl_token t = hcl_read(p);
    hcl_tok_type ty = t.type;
    if (end == HCL_TK_TEMPLATE_SEQ_END && ty == HCL_TK_TEMPLATE_CONTROL)
      ty = HCL_TK_TEMPLATE_INTERP; /* both open a sequence */
    if (ty == HCL_TK_EOF)
      return t;
    if (ty == start && start != HCL_TK_EOF) {
      nest++;
    } else if (ty == end) {
      if (nest < 1)
        return t;
      nest--;
    }
  }
}

/* Finds the next `start` bracket and skips past its closing partner. */
void hcl_recover_over(hcl_parser *p, hcl_tok_type start) {
  for (;;) {
    hcl_token t = hcl_read(p);
    if (t.type == start || t.type == HCL_TK_EOF)
      break;
  }
  hcl_recover(p, hcl_opposite_bracket(start));
}

/* Skips to the end of the current body item: the next newline outside any
   brackets. */
void hcl_recover_after_body_item(hcl_parser *p) {
  p->recovery = true;
  hcl_vec open;
  hcl_vec_init(&open, p->alloc, sizeof(hcl_tok_type));
  for (;;) {
    hcl_token t = hcl_read(p);
    switch (t.type) {
    case HCL_TK_NEWLINE:
      if (open.len == 0)
        goto done;
      break;
    case HCL_TK_EOF:
      goto done;
    case HCL_TK_OBRACE:
    case HCL_TK_OBRACK:
    case HCL_TK_OPAREN:
    case HCL_TK_OQUOTE:
    case HCL_TK_OHEREDOC:
    case HCL_TK_TEMPLATE_INTERP:
    case HCL_TK_TEMPLATE_CONTROL:
      if (!hcl_vec_push(&open, &t.type)) {
        hcl_pfail(p, HCL_ERR_NOMEM);
        goto done;
      }
      break;
    case HCL_TK_CBRACE:
    case HCL_TK_CBRACK:
    case HCL_TK_CPAREN:
    case HCL_TK_CQUOTE:
    case HCL_TK_CHEREDOC:
    case HCL_TK_TEMPLATE_SEQ_END: {
      hcl_tok_type opener = hcl_opposite_bracket(t.type);
      while (open.len) {
        hcl_tok_type top = *(hcl_tok_type *)hcl_vec_last(&open);
        bool match = t.type == HCL_TK_TEMPLATE_SEQ_END
                         ? (top == HCL_TK_TEMPLATE_INTERP ||
                            top == HCL_TK_TEMPLATE_CONTROL)
                         : top == opener;
        if (match)
          break;
        hcl_vec_pop(&open);
      }
      hcl_vec_pop(&open);
      break;
    }
    default:
      break;
    }
  }
done:
  hcl_vec_fini(&open);
}

/* ---- Events -------------------------------------------------------- */

static hcl_emit_ctx emit_ctx(hcl_parser *p) {
  hcl_emit_ctx e;
  e.filename = p->sc.filename;
  e.origin = p->origin;
  e.extra_flags = 0;
  e.sink = &p->sink;
  e.before = p->want_pending ? hcl_flush_trivia : NULL;
  e.before_ctx = p;
  return e;
}

static void send(hcl_parser *p, const hcl_event *ev) {
  if (hcl_failed(p) || !p->sink.event)
    return;
  hcl_status st = HCL_OK;
  /* nothing comes before BODY_BEGIN: a comment ahead of the first token
     (a file of only a comment) follows it, as the tokens do */
  if (p->want_pending && ev->kind != HCL_EV_BODY_BEGIN) {
    /* the closing brace's token comes before BLOCK_END */
    bool end = ev->kind == HCL_EV_BLOCK_END || ev->kind == HCL_EV_ATTR_END;
    st = hcl_flush_trivia(p, end ? ev->range.end.byte : ev->range.start.byte);
  }
  if (st == HCL_OK && p->sink.event)
    st = p->sink.event(p->sink.ctx, ev);
  if (st != HCL_OK)
    hcl_pfail(p, st);
}

static void send_simple(hcl_parser *p, hcl_event_kind kind, hcl_span span,
                        uint32_t flags) {
  hcl_event ev;
  memset(&ev, 0, sizeof ev);
  ev.kind = kind;
  ev.flags = flags;
  ev.range.filename = p->sc.filename;
  ev.range.start = span.start;
  ev.range.end = span.end;
  send(p, &ev);
}

static void send_attr(hcl_parser *p, hcl_ntext name_text, hcl_span name,
                      hcl_span whole, const hcl_node *expr) {
  /* a sink that takes no events (a syntax check) gets none built */
  if (hcl_failed(p) || !p->sink.event)
    return;
  hcl_emit_ctx e = emit_ctx(p);
  hcl_event ev;
  memset(&ev, 0, sizeof ev);
  ev.kind = HCL_EV_ATTR_BEGIN;
  ev.range = hcl_span_range(&e, whole);
  ev.as.attr.name = hcl_ntext_str(name_text);
  ev.as.attr.name_range = hcl_span_range(&e, name);
  send(p, &ev);
  if (hcl_failed(p))
    return;
  hcl_status st = HCL_OK;
  if (p->hand_trees) {
    /* the trivia before the expression go first; those inside it follow
       the tree, before ATTR_END */
    if (p->want_pending)
      st = hcl_flush_trivia(p, expr->span.start.byte);
    hcl_native_tree_event tev;
    hcl_native_tree_event_init(&tev, expr, &e);
    if (st == HCL_OK)
      st = p->sink.event(p->sink.ctx, &tev.p.ev);
  } else if (!p->skip_exprs) {
    st = hcl_node_emit(&e, expr);
  }
  if (st != HCL_OK) {
    hcl_pfail(p, st);
    return;
  }
  ev.kind = HCL_EV_ATTR_END;
  memset(&ev.as, 0, sizeof ev.as);
  send(p, &ev);
}

/* A block header waiting to be sent: type and labels. */
typedef struct header {
  hcl_span ident;
  hcl_ntext type;
  hcl_vec labels;      /* hcl_ntext */
  hcl_vec label_spans; /* hcl_span */
} header;

static void send_block_begin(hcl_parser *p, const header *h, hcl_span open,
                             uint32_t flags) {
  if (hcl_failed(p) || !p->sink.event)
    return;
  hcl_emit_ctx e = emit_ctx(p);
  size_t n = h->labels.len;
  hcl_str *labels = hcl_arena_alloc(&p->arena, (n ? n : 1) * sizeof *labels);
  hcl_range *ranges = hcl_arena_alloc(&p->arena, (n ? n : 1) * sizeof *ranges);
  if (!labels || !ranges) {
    hcl_pfail(p, HCL_ERR_NOMEM);
    return;
  }
  for (size_t i = 0; i < n; i++) {
    labels[i] = hcl_ntext_str(*(hcl_ntext *)hcl_vec_at(&h->labels, i));
    ranges[i] = hcl_span_range(&e, *(hcl_span *)hcl_vec_at(&h->label_spans, i));
  }
  hcl_event ev;
  memset(&ev, 0, sizeof ev);
  ev.kind = HCL_EV_BLOCK_BEGIN;
  ev.flags = flags;
  ev.range = hcl_span_range(&e, hcl_span_between(h->ident, open));
  ev.as.block.type = hcl_ntext_str(h->type);
  ev.as.block.type_range = hcl_span_range(&e, h->ident);
  ev.as.block.labels = labels;
  ev.as.block.label_ranges = ranges;
  ev.as.block.nlabels = n;
  send(p, &ev);
}

/* ---- Frames -------------------------------------------------------- */

static frame *push_frame(hcl_parser *p, hcl_tok_type end, hcl_span ident,
                         hcl_span open) {
  /* Frames are reused: a popped frame keeps its (small) storage, and slots
     below `frames_ready` are initialised. */
  frame *f;
  if (p->frames.len < p->frames_ready) {
    f = hcl_vec_at(&p->frames, p->frames.len++);
  } else {
    f = hcl_vec_push_zero(&p->frames);
    if (!f) {
      hcl_pfail(p, HCL_ERR_NOMEM);
      return NULL;
    }
    hcl_name_set_init(&f->names, p->alloc, sizeof(hcl_span), &p->names_used);
    p->frames_ready++;
  }
  f->end = end;
  f->ident = ident;
  f->open = open;
  return f;
}

static void pop_frame(hcl_parser *p) {
  frame *f = hcl_vec_last(&p->frames);
  hcl_name_set_reset(&f->names);
  hcl_vec_pop(&p->frames);
}

static void free_frames(hcl_parser *p) {
  for (size_t i = 0; i < p->frames_ready; i++) {
    frame *f = hcl_vec_at(&p->frames, i);
    hcl_name_set_fini(&f->names);
  }
  hcl_vec_fini(&p->frames);
}

static void report_redefined(hcl_parser *p, const char *name, size_t len,
                             hcl_span at, hcl_span first) {
  const char *where = hcl_parser_place(p, first);
  if (!where)
    return;
  hcl_perr(p, &at, NULL, "Attribute redefined",
           "The argument \"%.*s\" was already set at %s. Each argument may "
           "be set only once.",
           (int)len, name, where);
}

static void names_failed(hcl_parser *p, hcl_status st, hcl_span at) {
  if (st == HCL_ERR_IO)
    hcl_perr(p, &at, NULL, "Cannot check attribute names",
             "This body has more attribute names than the parser keeps in "
             "memory, and the temporary file for the rest failed.");
  hcl_pfail(p, st);
}

/* Records an attribute name; false (with a diagnostic) for a duplicate. */
static bool note_attribute(hcl_parser *p, frame *f, hcl_ntext name_text,
                           hcl_span name) {
  const void *first = NULL;
  hcl_status st =
      hcl_name_set_add(&f->names, name_text.own, name_text.len, &name, &first);
  if (st != HCL_OK) {
    names_failed(p, st, name);
    return false;
  }
  if (!first)
    return true;
  report_redefined(p, name_text.own, name_text.len, name,
                   *(const hcl_span *)first);
  return false;
}

static void report_late(void *parser, const char *name, size_t len,
                        const void *at, const void *first) {
  report_redefined(parser, name, len, *(const hcl_span *)at,
                   *(const hcl_span *)first);
}

/* Reports the redefinitions found only when the body closes (a body too
   large for memory: see core/name_set.h). */
static void finish_names(hcl_parser *p, frame *f) {
  hcl_status st = hcl_name_set_finish(&f->names, report_late, p);
  if (st != HCL_OK)
    names_failed(p, st, f->open);
}

/* ---- Items --------------------------------------------------------- */

/*
 * After an attribute's `=`: the expression, then the newline that ends it
 * (unless it sits in a one-line block). Returns false when nothing usable
 * was parsed.
 */
static bool parse_attribute(hcl_parser *p, frame *f, const hcl_token *ident,
                            hcl_ntext name_text, bool single_line) {
  hcl_read(p); /* `=` */
  unsigned long errors = p->nerrors;
  hcl_node *expr = hcl_parse_expression(p);
  if (hcl_failed(p) || !expr)
    return false;
  hcl_span end;
  if (p->recovery && p->nerrors > errors) {
    end = hcl_prev_span(p);
    hcl_recover_after_body_item(p);
  } else {
    end = hcl_prev_span(p);
    if (!single_line) {
      hcl_token t = hcl_peek(p);
      if (t.type != HCL_TK_NEWLINE && t.type != HCL_TK_EOF) {
        if (!p->recovery) {
          hcl_span sp = hcl_tok_span(&t);
          hcl_span ctx = hcl_span_between(hcl_tok_span(ident), sp);
          if (t.type == HCL_TK_COMMA)
            hcl_perr(p, &sp, &ctx, "Unexpected comma after argument",
                     "Argument definitions must be separated by newlines, "
                     "not commas. An argument definition must end with a "
                     "newline.");
          else
            hcl_perr(p, &sp, &ctx, "Missing newline after argument",
                     "An argument definition must end with a newline.");
        }
        end = hcl_prev_span(p);
        hcl_recover_after_body_item(p);
      } else {
        end = hcl_prev_span(p);
        hcl_read(p); /* newline */
      }
    }
  }
  hcl_span name = hcl_tok_span(ident);
  if (!note_attribute(p, f, name_text, name))
    return true;
  /* After a syntax error the last token read can lie before the error
     placeholder; the attribute still spans its expression. */
  if (end.end.byte < expr->span.end.byte)
    end = expr->span;
  send_attr(p, name_text, name, hcl_span_between(name, end), expr);
  return true;
}

static const char *ARG_REQUIRED = "Argument or block definition required";

/* The newline (or end of file) that must follow a block's closing brace. */
static void end_block_line(hcl_parser *p, hcl_span ident) {
  hcl_token eol = hcl_peek(p);
  if (eol.type == HCL_TK_NEWLINE || eol.type == HCL_TK_EOF) {
    hcl_read(p);
    return;
  }
  if (!p->recovery) {
    hcl_span sp = hcl_tok_span(&eol);
    hcl_span ctx = hcl_span_between(ident, sp);
    hcl_perr(p, &sp, &ctx, "Missing newline after block definition",
             "A block definition must end with a newline.");
  }
  hcl_recover_after_body_item(p);
}

/*
 * A one-line block's body: `{ name = expr }`. The brace is read; the single
 * attribute and the closing brace follow.
 */
static void parse_one_line_block(hcl_parser *p, header *h, hcl_token obrace) {
  /* The attribute lives in a frame of its own, for the redefinition map. */
  frame *f = push_frame(p, HCL_TK_CBRACE, h->ident, hcl_tok_span(&obrace));
  if (!f)
    return;
  send_block_begin(p, h, hcl_tok_span(&obrace), HCL_EVF_ONE_LINE);
  /* The reference reports the body's own errors after those about the
     closing brace. */
  p->deferring = true;
  hcl_token ident = hcl_read(p);
  hcl_ntext name_text = hcl_tok_copy(p, &ident);
  if (ident.type != HCL_TK_IDENT) {
    hcl_recover_after_body_item(p);
    hcl_span sp = hcl_tok_span(&ident);
    hcl_perr(p, &sp, NULL, ARG_REQUIRED,
             "An argument or block definition is required here.");
  } else {
    hcl_token next = hcl_peek(p);
    if (next.type == HCL_TK_EQUAL) {
      parse_attribute(p, f, &ident, name_text, true);
    } else if (next.type == HCL_TK_OQUOTE || next.type == HCL_TK_OBRACE ||
               next.type == HCL_TK_IDENT) {
      hcl_recover_after_body_item(p);
      hcl_span sp = hcl_span_between(hcl_tok_span(&ident), hcl_tok_span(&next));
      char *name = hcl_arena_strndup(&p->arena, name_text.own, name_text.len);
      if (!name) {
        hcl_pfail(p, HCL_ERR_NOMEM);
        return;
      }
      hcl_perr(p, &sp, NULL, "Argument definition required",
               "A single-line block definition can contain only a single "
               "argument. If you meant to define argument \"%s\", use an "
               "equals sign to assign it a value. To define a nested block, "
               "place it on a line of its own within its parent block.",
               name);
    } else {
      hcl_recover_after_body_item(p);
      hcl_span sp = hcl_tok_span(&ident);
      hcl_perr(p, &sp, NULL, ARG_REQUIRED,
               "An argument or block definition is required here. To set an "
               "argument, use the equals sign \"=\" to introduce the argument "
               "value.");
    }
  }
  p->deferring = false;
  hcl_token t = hcl_peek(p);
  hcl_span sp = hcl_tok_span(&t);
  switch (t.type) {
  case HCL_TK_CBRACE:
    hcl_read(p);
    break;
  case HCL_TK_COMMA:
    hcl_perr(p, &sp, NULL, "Invalid single-argument block definition",
             "Single-line block syntax can include only one argument "
             "definition. To define multiple arguments, use the multi-line "
             "block syntax with one argument definition per line.");
    hcl_recover(p, HCL_TK_CBRACE);
    break;
  case HCL_TK_NEWLINE:
    hcl_perr(p, &sp, NULL, "Invalid single-argument block definition",
             "An argument definition on the same line as its containing "
             "block creates a single-line block definition, which must also "
             "be closed on the same line. Place the block's closing brace "
             "immediately after the argument definition.");
    hcl_recover(p, HCL_TK_CBRACE);
    break;
  default:
    if (!p->recovery) {
      if (t.type == HCL_TK_EOF) {
        hcl_span ob = hcl_tok_span(&obrace);
        hcl_span ctx = hcl_span_between(h->ident, ob);
        hcl_perr(p, &ob, &ctx, "Unclosed configuration block",
                 "There is no closing brace for this block before the end of "
                 "the file. This may be caused by incorrect brace nesting "
                 "elsewhere in this file.");
      } else {
        hcl_perr(p, &sp, NULL, "Invalid single-argument block definition",
                 "A single-line block definition must end with a closing "
                 "brace immediately after its single argument definition.");
      }
    }
    hcl_recover(p, HCL_TK_CBRACE);
    break;
  }
  send_deferred(p);
  send_simple(p, HCL_EV_BLOCK_END, hcl_prev_span(p), HCL_EVF_ONE_LINE);
  pop_frame(p);
  end_block_line(p, h->ident);
}

/*
 * A block header: labels up to the opening brace. A multi-line body is
 * opened as a new frame (its items are parsed by the body loop); a
 * one-line body is parsed here.
 */
static void parse_block(hcl_parser *p, const hcl_token *ident, hcl_ntext type) {
  header h;
  h.ident = hcl_tok_span(ident);
  h.type = type;
  hcl_vec_init(&h.labels, p->alloc, sizeof(hcl_ntext));
  hcl_vec_init(&h.label_spans, p->alloc, sizeof(hcl_span));
  hcl_token obrace;
  for (;;) {
    hcl_token t = hcl_peek(p);
    if (t.type == HCL_TK_OBRACE) {
      obrace = hcl_read(p);
      break;
    }
    hcl_ntext label;
    hcl_span label_span;
    if (t.type == HCL_TK_OQUOTE) {
      label = hcl_parse_quoted_literal(p, &label_span);
    } else if (t.type == HCL_TK_IDENT) {
      hcl_read(p);
      label = hcl_tok_copy(p, &t);
      label_span = hcl_tok_span(&t);
    } else {
      hcl_span sp = hcl_tok_span(&t);
      hcl_span ctx = hcl_span_between(h.ident, sp);
      if (t.type == HCL_TK_EQUAL)
        hcl_perr(p, &sp, &ctx, "Invalid block definition",
                 "The equals sign \"=\" indicates an argument definition, "
                 "and must not be used when defining a block.");
      else if (t.type == HCL_TK_NEWLINE)
        hcl_perr(p, &sp, &ctx, "Invalid block definition",
                 "A block definition must have block content delimited by "
                 "\"{\" and \"}\", starting on the same line as the block "
                 "header.");
      else if (!p->recovery)
        hcl_perr(p, &sp, &ctx, "Invalid block definition",
                 "Either a quoted string block label or an opening brace "
                 "(\"{\") is expected here.");
      hcl_recover_after_body_item(p);
      goto done;
    }
    if (hcl_failed(p))
      goto done;
    if (!hcl_vec_push(&h.labels, &label) ||
        !hcl_vec_push(&h.label_spans, &label_span)) {
      hcl_pfail(p, HCL_ERR_NOMEM);
      goto done;
    }
  }
  hcl_token next = hcl_peek(p);
  if (next.type == HCL_TK_NEWLINE || next.type == HCL_TK_EOF ||
      next.type == HCL_TK_CBRACE) {
    if (hcl_enter_depth(p, &obrace))
      goto done;
    if (push_frame(p, HCL_TK_CBRACE, h.ident, hcl_tok_span(&obrace)))
      send_block_begin(p, &h, hcl_tok_span(&obrace), 0);
  } else {
    parse_one_line_block(p, &h, obrace);
  }
done:
  hcl_vec_fini(&h.labels);
  hcl_vec_fini(&h.label_spans);
}

static void parse_body_item(hcl_parser *p, frame *f) {
  hcl_token ident = hcl_read(p);
  hcl_ntext name = hcl_tok_copy(p, &ident);
  hcl_token next = hcl_peek(p);
  switch (next.type) {
  case HCL_TK_EQUAL:
    parse_attribute(p, f, &ident, name, false);
    break;
  case HCL_TK_OQUOTE:
  case HCL_TK_OBRACE:
  case HCL_TK_IDENT:
    parse_block(p, &ident, name);
    break;
  default: {
    hcl_recover_after_body_item(p);
    hcl_span sp = hcl_tok_span(&ident);
    hcl_perr(p, &sp, NULL, ARG_REQUIRED,
             "An argument or block definition is required here. To set an "
             "argument, use the equals sign \"=\" to introduce the argument "
             "value.");
    break;
  }
  }
}

/* The end of a block body: `}` read (or recovery done); close the frame. */
static void close_block(hcl_parser *p) {
  frame *f = hcl_vec_last(&p->frames);
  hcl_span ident = f->ident;
  finish_names(p, f);
  send_simple(p, HCL_EV_BLOCK_END, hcl_prev_span(p), 0);
  pop_frame(p);
  hcl_leave_depth(p);
  end_block_line(p, ident);
}

/* Something that cannot start an item: report it and skip the rest of
   the body. Returns true when the body (a block's or the file's) ended. */
static void bad_item(hcl_parser *p, frame *f) {
  hcl_token bad = hcl_read(p);
  if (!p->recovery) {
    hcl_span sp = hcl_tok_span(&bad);
    if (bad.type == HCL_TK_OQUOTE) {
      hcl_perr(p, &sp, NULL, "Invalid argument name",
               "Argument names must not be quoted.");
    } else if (bad.type == HCL_TK_EOF) {
      if (f->end == HCL_TK_CBRACE)
        hcl_perr(p, &f->open, NULL, "Unclosed configuration block",
                 "There is no closing brace for this block before the end of "
                 "the file. This may be caused by incorrect brace nesting "
                 "elsewhere in this file.");
      else
        hcl_perr(p, &f->open, NULL, "Unclosed configuration body",
                 "Found end of file before the end of this configuration "
                 "body.");
    } else {
      hcl_perr(p, &sp, NULL, ARG_REQUIRED,
               "An argument or block definition is required here.");
    }
  }
  hcl_recover(p, f->end);
}

static void parse_file_body(hcl_parser *p) {
  /* The body starts at its first token, as the reference's does: that is
     where diagnostics about missing items point. */
  hcl_token first = hcl_peek(p);
  hcl_span start = {first.start, first.start};
  if (!push_frame(p, HCL_TK_EOF, hcl_tok_span(&first), hcl_tok_span(&first)))
    return;
  send_simple(p, HCL_EV_BODY_BEGIN, start, 0);
  p->tokens_open = true; /* the tokens before the first item follow it */
  while (!hcl_failed(p)) {
    /* the previous item is out: its bytes and scratch memory can go */
    hcl_peeker_release(p);
    hcl_arena_reset(&p->arena);
    frame *f = hcl_vec_last(&p->frames);
    hcl_token next = hcl_peek(p);
    if (next.type == f->end) {
      hcl_read(p);
      if (f->end == HCL_TK_EOF)
        break;
      close_block(p);
      continue;
    }
    if (next.type == HCL_TK_NEWLINE) {
      hcl_read(p);
      continue;
    }
    if (next.type == HCL_TK_IDENT) {
      parse_body_item(p, f);
      continue;
    }
    bad_item(p, f);
    if (f->end == HCL_TK_EOF)
      break;
    close_block(p);
  }
  if (hcl_failed(p))
    return;
  hcl_span end = hcl_prev_span(p);
  end.start = end.end;
  if (p->want_pending) {
    hcl_status st = hcl_flush_trivia(p, UINT64_MAX);
    if (st != HCL_OK) {
      hcl_pfail(p, st);
      return;
    }
  }
  finish_names(p, hcl_vec_last(&p->frames));
  send_simple(p, HCL_EV_BODY_END, end, 0);
  pop_frame(p);
}

/* ---- Entry points -------------------------------------------------- */

static void parser_init(hcl_parser *p, hcl_sink sink,
                        const hcl_native_options *opts) {
  memset(p, 0, sizeof *p);
  p->sink = sink;
  p->alloc = opts->alloc;
  p->max_depth =
      opts->max_depth ? opts->max_depth : HCL_NATIVE_MAX_DEPTH_DEFAULT;
  p->origin = opts->start;
  p->want_trivia = (sink.wants & HCL_SINK_WANTS_TRIVIA) != 0;
  p->want_tokens = (sink.wants & HCL_SINK_WANTS_TOKENS) != 0;
  p->want_pending = p->want_trivia || p->want_tokens;
  p->skip_exprs = (sink.wants & HCL_SINK_SKIPS_EXPRS) != 0;
  p->hand_trees = (sink.wants & HCL_SINK_TAKES_NATIVE_TREES) &&
                  !p->want_tokens && !p->skip_exprs;
  hcl_arena_init(&p->arena, p->alloc, 16 * 1024);
  hcl_vec_init(&p->frames, p->alloc, sizeof(frame));
  hcl_template_scratch_init(p);
  hcl_peeker_init(p);
}

/* A standalone expression, newlines ignored as inside parentheses; its
   events alone make the stream. */
static void parse_lone_expression(hcl_parser *p) {
  p->tokens_open = true; /* no BODY_BEGIN to wait for */
  hcl_push_newlines(p, false);
  hcl_node *expr = hcl_parse_expression(p);
  if (expr && !hcl_failed(p) && !p->recovery) {
    hcl_token next = hcl_peek(p);
    if (next.type != HCL_TK_EOF) {
      hcl_span sp = hcl_tok_span(&next);
      hcl_perr(p, &sp, NULL, "Extra characters after expression",
               "An expression was successfully parsed, but extra characters "
               "were found after it.");
    }
  }
  hcl_pop_newlines(p);
  if (!expr || hcl_failed(p) || !p->sink.event)
    return;
  hcl_emit_ctx e = emit_ctx(p);
  hcl_status st = p->skip_exprs ? HCL_OK : hcl_node_emit(&e, expr);
  if (st == HCL_OK && p->want_pending)
    st = hcl_flush_trivia(p, UINT64_MAX); /* the tokens after it */
  if (st != HCL_OK)
    hcl_pfail(p, st);
}

/* A standalone template: everything up to the end of the input. */
static void parse_lone_template(hcl_parser *p) {
  p->tokens_open = true; /* no BODY_BEGIN to wait for */
  hcl_token first = hcl_peek(p);
  hcl_token open = first;
  open.end = open.start; /* an empty opener where the text begins */
  hcl_node *tmpl = hcl_parse_template(p, &open, HCL_TK_EOF, false);
  if (!tmpl || hcl_failed(p) || !p->sink.event)
    return;
  hcl_emit_ctx e = emit_ctx(p);
  hcl_status st = p->skip_exprs ? HCL_OK : hcl_node_emit(&e, tmpl);
  if (st == HCL_OK && p->want_pending)
    st = hcl_flush_trivia(p, UINT64_MAX); /* the tokens after it */
  if (st != HCL_OK)
    hcl_pfail(p, st);
}

static hcl_status parser_run(hcl_parser *p, void (*parse)(hcl_parser *)) {
  parse(p);
  hcl_status st = p->status;
  if (st == HCL_OK && (p->nerrors > 0 || p->nlexical > 0))
    st = HCL_ERR_SYNTAX;
  hcl_status end_st = p->sink.end ? p->sink.end(p->sink.ctx, st) : HCL_OK;
  if (st == HCL_OK)
    st = end_st;
  hcl_peeker_fini(p);
  hcl_diags_free(p->deferred);
  hcl_template_scratch_fini(p);
  free_frames(p);
  hcl_arena_fini(&p->arena);
  hcl_scanner_fini(&p->sc);
  return st;
}

static const hcl_native_options *
options_or_default(const hcl_native_options *opts,
                   hcl_native_options *storage) {
  *storage = hcl_native_options_default();
  hcl_options_merge(storage, sizeof *storage, opts);
  return storage;
}

hcl_status hcl_native_parse(const char *src, size_t len, const char *filename,
                            hcl_sink sink, const hcl_native_options *opts) {
  hcl_native_options o;
  opts = options_or_default(opts, &o);
  hcl_parser p;
  parser_init(&p, sink, opts);
  hcl_scanner_init_buffer(&p.sc, src, len, filename, HCL_SCAN_MAIN, opts);
  return parser_run(&p, parse_file_body);
}

hcl_status hcl_native_parse_template(const char *src, size_t len,
                                     const char *filename, hcl_sink sink,
                                     const hcl_native_options *opts) {
  hcl_native_options o;
  opts = options_or_default(opts, &o);
  hcl_parser p;
  parser_init(&p, sink, opts);
  hcl_scanner_init_buffer(&p.sc, src, len, filename, HCL_SCAN_TEMPLATE, opts);
  return parser_run(&p, parse_lone_template);
}

hcl_status hcl_native_parse_expression(const char *src, size_t len,
                                       const char *filename, hcl_sink sink,
                                       const hcl_native_options *opts) {
  hcl_native_options o;
  opts = options_or_default(opts, &o);
  hcl_parser p;
  parser_init(&p, sink, opts);
  hcl_scanner_init_buffer(&p.sc, src, len, filename, HCL_SCAN_MAIN, opts);
  return parser_run(&p, parse_lone_expression);
}

hcl_status hcl_native_parse_reader(hcl_reader reader, const char *filename,
                                   hcl_sink sink,
                                   const hcl_native_options *opts) {
  hcl_native_options o;
  opts = options_or_default(opts, &o);
  hcl_parser p;
  parser_init(&p, sink, opts);
  hcl_scanner_init_reader(&p.sc, reader, filename, HCL_SCAN_MAIN, opts);
  return parser_run(&p, parse_file_body);
}

static hcl_status read_file(void *ctx, char *buf, size_t cap, size_t *got) {
  FILE *f = ctx;
  *got = fread(buf, 1, cap, f);
  return ferror(f) ? HCL_ERR_IO : HCL_OK;
}

hcl_status hcl_native_parse_file(const char *path, hcl_sink sink,
                                 const hcl_native_options *opts) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    hcl_native_options o;
    hcl_buf detail;
    hcl_buf_init(&detail, options_or_default(opts, &o)->alloc);
    const char *text =
        hcl_buf_format(&detail, "The file \"%s\" could not be read.", path);
    hcl_diag d = {HCL_DIAG_ERROR, 0,   "Failed to read file", text, NULL,
                  NULL,           NULL};
    hcl_status st = text ? HCL_ERR_IO : HCL_ERR_NOMEM;
    if (text && sink.diagnostic)
      sink.diagnostic(sink.ctx, &d);
    hcl_buf_fini(&detail);
    if (sink.end)
      sink.end(sink.ctx, st);
    return st;
  }
  hcl_reader r = {f, read_file};
  hcl_status st = hcl_native_parse_reader(r, path, sink, opts);
  fclose(f);
  return st;
}
