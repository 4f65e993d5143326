/*
 * The JSON front end: yajl parses, the scanner (scanner.c) walks the same
 * bytes a little ahead of it and says where each token lies, and events
 * are sent from yajl's callbacks.
 *
 * The scanner's tokens wait in a short queue. Each yajl callback takes the
 * tokens up to its own from the queue, checks that they agree (same kind,
 * same length for numbers, contents the reference accepts), and feeds them
 * to the grammar (grammar.c), which follows the reference's parser and
 * calls back here for each node; those hooks send the events, with the
 * callback's decoded payload and the token's range.
 *
 * Wherever yajl and the tokens part ways (yajl rejects the input, or
 * accepts what the reference does not: a form feed between tokens, a
 * number beyond cty's exponent range), yajl is set aside and the grammar
 * takes the remaining tokens directly: it reports what the reference
 * reports, recovery and all. From the first error on no more value events
 * are sent; the open nodes are closed where parsing stopped, so the stream
 * stays well formed.
 *
 * Every diagnostic comes from the grammar, so a parse whose sink takes no
 * events (a syntax check) leaves yajl out altogether: it has no payloads
 * to decode.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yajl/yajl_parse.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "core/json_text.h"
#include "core/options.h"
#include "core/vec.h"
#include "hcl/json.h"
#include "json_syntax/grammar.h"
#include "json_syntax/scanner.h"

/* yajl is fed after this many tokens, so the queue stays short. */
#define BATCH 64

/* What a yajl callback reported. */
typedef enum ykind {
  Y_NULL,
  Y_TRUE,
  Y_FALSE,
  Y_NUMBER,
  Y_STRING,
  Y_KEY,
  Y_START_MAP,
  Y_END_MAP,
  Y_START_ARRAY,
  Y_END_ARRAY
} ykind;

typedef struct jparser {
  hcl_sink sink;
  const hcl_alloc *alloc;
  const char *filename;
  hcl_jscan sc;
  hcl_jgram g;

  yajl_handle y;
  bool y_nomem;   /* yajl's allocator fell back on the C library */
  bool with_yajl; /* false once yajl and the tokens parted ways */
  uint64_t fed;   /* bytes given to yajl so far */
  hcl_vec queue;  /* hcl_jtok: scanned, not yet taken */
  size_t qhead;

  /* The payload of the callback being handled. */
  const char *pay;
  size_t pay_len;
  hcl_buf scratch;

  bool want_events; /* the sink takes events */
  bool events;      /* value events are still being sent */
  bool body_begun;
  bool root_emitted;
  bool read_diag;    /* an I/O error is reported as a diagnostic */
  bool halted;       /* a token too long: nothing after it is read */
  hcl_pos body_at;   /* where BODY_BEGIN put the body */
  hcl_status status; /* a sink's stop, out of memory, I/O */
} jparser;

hcl_json_options hcl_json_options_default(void) {
  hcl_json_options o;
  memset(&o, 0, sizeof o);
  o.size = sizeof o;
  o.max_depth = HCL_JSON_MAX_DEPTH_DEFAULT;
  o.chunk_size = HCL_CHUNK_SIZE_DEFAULT;
  o.max_token_bytes = HCL_MAX_TOKEN_BYTES_DEFAULT;
  return o;
}

/* ---- Output -------------------------------------------------------- */

static void fail(jparser *p, hcl_status st) {
  if (p->status == HCL_OK)
    p->status = st;
  p->events = false;
}

static bool stopped(const jparser *p) {
  return p->status != HCL_OK || p->halted || p->g.finished || p->g.too_deep ||
         p->g.nomem;
}

static void send(jparser *p, hcl_event *ev) {
  if (p->status != HCL_OK || !p->want_events)
    return;
  ev->flags |= HCL_EVF_JSON_ORIGIN;
  ev->range.filename = p->filename;
  hcl_status st = p->sink.event(p->sink.ctx, ev);
  if (st != HCL_OK)
    fail(p, st);
}

static void send_expr(jparser *p, hcl_event_kind kind, hcl_expr_kind ek,
                      hcl_pos a, hcl_pos b) {
  hcl_event ev;
  memset(&ev, 0, sizeof ev);
  ev.kind = kind;
  ev.as.expr.kind = ek;
  ev.range.start = a;
  ev.range.end = b;
  send(p, &ev);
}

static void send_literal(jparser *p, hcl_lit lit, const char *text, size_t len,
                         hcl_pos a, hcl_pos b) {
  hcl_event ev;
  memset(&ev, 0, sizeof ev);
  ev.kind = HCL_EV_EXPR_BEGIN;
  ev.as.expr.kind = HCL_EXPR_LITERAL;
  ev.as.expr.lit = lit;
  ev.as.expr.text.ptr = text;
  ev.as.expr.text.len = len;
  ev.range.start = a;
  ev.range.end = b;
  send(p, &ev);
  send_expr(p, HCL_EV_EXPR_END, HCL_EXPR_LITERAL, a, b);
}

static void body_begin(jparser *p, hcl_pos at) {
  p->body_begun = true;
  p->body_at = at;
  hcl_event ev;
  memset(&ev, 0, sizeof ev);
  ev.kind = HCL_EV_BODY_BEGIN;
  ev.range.start = ev.range.end = at;
  send(p, &ev);
}

/* Closes every open node at `at`, after an error: a property still
   waiting for its value gets an invalid placeholder. */
static void close_all(jparser *p, hcl_pos at) {
  if (!p->events)
    return;
  for (size_t i = hcl_jgram_depth(&p->g); i-- > 0;) {
    hcl_jframe *f = hcl_jgram_frame(&p->g, i);
    if (f->silent)
      continue;
    if (f->obj && f->item_open) {
      if (!f->item_valued) {
        hcl_event ev;
        memset(&ev, 0, sizeof ev);
        ev.kind = HCL_EV_EXPR_BEGIN;
        ev.flags = HCL_EVF_RECOVERED;
        ev.as.expr.kind = HCL_EXPR_INVALID;
        ev.range.start = ev.range.end = at;
        send(p, &ev);
        send_expr(p, HCL_EV_EXPR_END, HCL_EXPR_INVALID, at, at);
      }
      send_expr(p, HCL_EV_EXPR_END, HCL_EXPR_OBJECT_ITEM, f->item_start, at);
      f->item_open = false;
    }
    send_expr(p, HCL_EV_EXPR_END, f->obj ? HCL_EXPR_OBJECT : HCL_EXPR_TUPLE,
              f->open.start, at);
  }
  p->events = false;
}

/* yajl is no longer followed; the grammar takes the tokens from here. */
static void leave_yajl(jparser *p) {
  if (!p->with_yajl)
    return;
  p->with_yajl = false;
  close_all(p, p->g.stop);
}

/* ---- Grammar hooks ------------------------------------------------- */

static void on_diag(void *ctx, const char *summary, const char *detail,
                    const hcl_range *subject, const hcl_range *context) {
  jparser *p = ctx;
  leave_yajl(p);
  close_all(p, p->g.stop);
  if (p->status != HCL_OK)
    return;
  hcl_diag d = {HCL_DIAG_ERROR, 0, summary, detail, subject, context, NULL};
  hcl_status st =
      p->sink.diagnostic ? p->sink.diagnostic(p->sink.ctx, &d) : HCL_OK;
  if (st != HCL_OK)
    fail(p, st);
}

static const char *on_text(void *ctx, uint64_t off) {
  jparser *p = ctx;
  return hcl_jscan_at(&p->sc, off);
}

static void on_open(void *ctx, const hcl_jframe *f, const hcl_jtok *t) {
  jparser *p = ctx;
  if (!p->events)
    return;
  p->root_emitted = true;
  send_expr(p, HCL_EV_EXPR_BEGIN, f->obj ? HCL_EXPR_OBJECT : HCL_EXPR_TUPLE,
            t->start, t->end);
}

/* The callback's string as the reference decodes it. */
static bool string_value(jparser *p, const hcl_jtok *t, const char **s,
                         size_t *len) {
  if (!t->fixup) {
    *s = p->pay;
    *len = p->pay_len;
    return true;
  }
  hcl_buf_clear(&p->scratch);
  size_t keep = t->fix_dec < p->pay_len ? t->fix_dec : p->pay_len;
  hcl_status st =
      hcl_buf_append(&p->scratch, p->pay, keep)
          ? hcl_json_unescape(&p->scratch, hcl_jscan_at(&p->sc, t->fix_off),
                              (size_t)(t->value_end - t->fix_off))
          : HCL_ERR_NOMEM;
  if (st != HCL_OK) { /* the scanner let no malformed escape through */
    fail(p, st);
    return false;
  }
  *s = p->scratch.data ? p->scratch.data : "";
  *len = p->scratch.len;
  return true;
}

static void on_name(void *ctx, hcl_jframe *f, const hcl_jtok *t) {
  jparser *p = ctx;
  if (!p->events)
    return;
  const char *s;
  size_t n;
  if (!string_value(p, t, &s, &n))
    return;
  f->item_open = true;
  f->item_valued = false;
  f->item_start = t->start;
  send_expr(p, HCL_EV_EXPR_BEGIN, HCL_EXPR_OBJECT_ITEM, t->start, t->end);
  send_literal(p, HCL_LIT_STRING, s, n, t->start, t->end);
}

static void on_scalar(void *ctx, const hcl_jtok *t) {
  jparser *p = ctx;
  if (!p->events)
    return;
  switch (t->type) {
  case HCL_JT_STRING: {
    const char *s;
    size_t n;
    if (string_value(p, t, &s, &n))
      send_literal(p, HCL_LIT_STRING, s, n, t->start, t->end);
    return;
  }
  case HCL_JT_NUMBER:
    send_literal(p, HCL_LIT_NUMBER, p->pay, p->pay_len, t->start, t->end);
    return;
  default:
    if (t->kw == HCL_JKW_NULL)
      send_literal(p, HCL_LIT_NULL, "null", 4, t->start, t->end);
    else if (t->kw == HCL_JKW_TRUE)
      send_literal(p, HCL_LIT_BOOL, "true", 4, t->start, t->end);
    else
      send_literal(p, HCL_LIT_BOOL, "false", 5, t->start, t->end);
    return;
  }
}

static void on_close(void *ctx, const hcl_jframe *f, const hcl_jtok *close) {
  jparser *p = ctx;
  if (!p->events)
    return;
  send_expr(p, HCL_EV_EXPR_END, f->obj ? HCL_EXPR_OBJECT : HCL_EXPR_TUPLE,
            f->open.start, close->end);
}

static void on_item_end(void *ctx, hcl_jframe *f, hcl_pos end) {
  jparser *p = ctx;
  if (!p->events || !f->item_open)
    return;
  f->item_open = false;
  send_expr(p, HCL_EV_EXPR_END, HCL_EXPR_OBJECT_ITEM, f->item_start, end);
}

/* ---- The token queue ----------------------------------------------- */

static size_t queued(const jparser *p) { return p->queue.len - p->qhead; }

static hcl_jtok *queue_front(const jparser *p) {
  return (hcl_jtok *)hcl_vec_at(&p->queue, p->qhead);
}

static void queue_pop(jparser *p) {
  if (++p->qhead == p->queue.len) {
    hcl_vec_clear(&p->queue);
    p->qhead = 0;
  }
}

/* The earliest byte a queued token still needs: a keyword's text, for
   the diagnostic it may yet cause. */
static uint64_t queue_keep(const jparser *p) {
  uint64_t keep = UINT64_MAX;
  for (size_t i = p->qhead; i < p->queue.len; i++) {
    const hcl_jtok *t = hcl_vec_at(&p->queue, i);
    if (t->type == HCL_JT_KEYWORD && t->start.byte < keep)
      keep = t->start.byte;
  }
  return keep;
}

/* Hands every queued token to the grammar. */
static void drain(jparser *p) {
  while (queued(p) > 0 && !stopped(p)) {
    hcl_jtok t = *queue_front(p);
    queue_pop(p);
    hcl_jgram_feed(&p->g, &t);
  }
  hcl_vec_clear(&p->queue);
  p->qhead = 0;
}

/* ---- yajl ---------------------------------------------------------- */

static bool agrees(const hcl_jtok *t, ykind k, size_t len) {
  switch (k) {
  case Y_NULL:
    return t->type == HCL_JT_KEYWORD && t->kw == HCL_JKW_NULL;
  case Y_TRUE:
    return t->type == HCL_JT_KEYWORD && t->kw == HCL_JKW_TRUE;
  case Y_FALSE:
    return t->type == HCL_JT_KEYWORD && t->kw == HCL_JKW_FALSE;
  case Y_NUMBER:
    return t->type == HCL_JT_NUMBER && !t->bad &&
           t->end.byte - t->start.byte == len;
  case Y_STRING:
  case Y_KEY:
    return t->type == HCL_JT_STRING && !t->bad;
  case Y_START_MAP:
    return t->type == HCL_JT_OBRACE;
  case Y_END_MAP:
    return t->type == HCL_JT_CBRACE;
  case Y_START_ARRAY:
    return t->type == HCL_JT_OBRACK;
  case Y_END_ARRAY:
    return t->type == HCL_JT_CBRACK;
  }
  return false;
}

static bool following(const jparser *p) {
  return p->with_yajl && !stopped(p) && !p->y_nomem;
}

/* One yajl callback: takes the queued tokens up to its own. */
static int on_yajl(jparser *p, ykind k, const char *s, size_t len) {
  if (!following(p))
    return 0;
  /* queue entries stay put during a callback: nothing is queued then */
  while (queued(p) > 0 && (queue_front(p)->type == HCL_JT_COMMA ||
                           queue_front(p)->type == HCL_JT_COLON)) {
    const hcl_jtok *t = queue_front(p);
    queue_pop(p);
    hcl_jgram_feed(&p->g, t);
    if (!following(p))
      return 0;
  }
  if (queued(p) == 0) {
    /* yajl reports only tokens it was given whole, which the scanner has
       queued: this cannot happen, but if it did yajl is not followed */
    leave_yajl(p);
    return 0;
  }
  const hcl_jtok *t = queue_front(p);
  if (!agrees(t, k, len)) {
    leave_yajl(p);
    return 0;
  }
  queue_pop(p);
  p->pay = s;
  p->pay_len = len;
  hcl_jgram_feed(&p->g, t);
  return following(p) ? 1 : 0;
}

static int y_null(void *ctx) { return on_yajl(ctx, Y_NULL, NULL, 0); }
static int y_boolean(void *ctx, int b) {
  return on_yajl(ctx, b ? Y_TRUE : Y_FALSE, NULL, 0);
}
static int y_number(void *ctx, const char *s, size_t len) {
  return on_yajl(ctx, Y_NUMBER, s, len);
}
static int y_string(void *ctx, const unsigned char *s, size_t len) {
  return on_yajl(ctx, Y_STRING, (const char *)s, len);
}
static int y_map_key(void *ctx, const unsigned char *s, size_t len) {
  return on_yajl(ctx, Y_KEY, (const char *)s, len);
}
static int y_start_map(void *ctx) { return on_yajl(ctx, Y_START_MAP, NULL, 0); }
static int y_end_map(void *ctx) { return on_yajl(ctx, Y_END_MAP, NULL, 0); }
static int y_start_array(void *ctx) {
  return on_yajl(ctx, Y_START_ARRAY, NULL, 0);
}
static int y_end_array(void *ctx) { return on_yajl(ctx, Y_END_ARRAY, NULL, 0); }

static const yajl_callbacks callbacks = {
    y_null,      y_boolean, NULL,      NULL,          y_number,   y_string,
    y_start_map, y_map_key, y_end_map, y_start_array, y_end_array};

/*
 * yajl's allocator. yajl does not check what its allocator returns, so
 * when the caller's allocator refuses a block this one takes it from the C
 * library instead (the one allocation that does not use the caller's
 * allocator, and only after it has failed), and the parse stops with
 * HCL_ERR_NOMEM as soon as yajl hands control back. A header records each
 * block's size and origin.
 */
typedef struct yblock {
  size_t size;
  size_t from_libc;
} yblock;

static void *y_alloc(void *ctx, size_t size) {
  jparser *p = ctx;
  yblock *b = hcl_mem_alloc(p->alloc, sizeof *b + size);
  if (b) {
    b->from_libc = 0;
  } else {
    p->y_nomem = true;
    b = hcl_mem_alloc(NULL, sizeof *b + size);
    if (!b)
      return NULL;
    b->from_libc = 1;
  }
  b->size = size;
  return b + 1;
}

static void y_free(void *ctx, void *ptr) {
  jparser *p = ctx;
  if (!ptr)
    return;
  yblock *b = (yblock *)ptr - 1;
  if (b->from_libc)
    hcl_mem_free(NULL, b);
  else
    hcl_mem_free(p->alloc, b);
}

static void *y_realloc(void *ctx, void *ptr, size_t size) {
  jparser *p = ctx;
  if (!ptr)
    return y_alloc(ctx, size);
  yblock *b = (yblock *)ptr - 1;
  if (b->from_libc) {
    yblock *n = hcl_mem_realloc(NULL, b, sizeof *b + b->size, sizeof *n + size);
    if (!n)
      return NULL;
    n->size = size;
    return n + 1;
  }
  yblock *n =
      hcl_mem_realloc(p->alloc, b, sizeof *b + b->size, sizeof *n + size);
  if (n) {
    n->size = size;
    return n + 1;
  }
  void *q = y_alloc(ctx, size);
  if (!q)
    return NULL;
  memcpy(q, ptr, b->size < size ? b->size : size);
  y_free(ctx, ptr);
  return q;
}

/*
 * Gives yajl the bytes scanned since the last call, up to the token being
 * scanned: yajl sees only whole tokens. It would otherwise keep a token
 * cut by a chunk boundary in a buffer of its own and lex it again from
 * its start with every chunk, which is quadratic in the token's length;
 * whole tokens it reads in place.
 */
static void feed_yajl(jparser *p) {
  if (!following(p))
    return;
  uint64_t to = p->sc.partial ? p->sc.tok.start.byte : p->sc.cur;
  if (to > p->fed) {
    const unsigned char *at =
        (const unsigned char *)hcl_jscan_at(&p->sc, p->fed);
    size_t n = (size_t)(to - p->fed);
    p->fed = to;
    yajl_status ys = yajl_parse(p->y, at, n);
    if (ys == yajl_status_error)
      leave_yajl(p);
  }
  if (p->y_nomem)
    fail(p, HCL_ERR_NOMEM);
  if (!p->with_yajl)
    drain(p);
}

/* Takes the token the scanner just wrote into the queue's next free slot
   (see run). */
static void take_token(jparser *p, const hcl_jtok *t) {
  if (!p->body_begun)
    body_begin(p, t->start);
  if (!p->with_yajl) {
    hcl_jgram_feed(&p->g, t);
    return;
  }
  p->queue.len++;
  if (t->type == HCL_JT_EOF) {
    feed_yajl(p);
    if (following(p)) {
      yajl_status ys = yajl_complete_parse(p->y);
      if (p->y_nomem)
        fail(p, HCL_ERR_NOMEM);
      else if (ys == yajl_status_error)
        leave_yajl(p);
    }
    drain(p);
    return;
  }
  if (queued(p) >= BATCH)
    feed_yajl(p);
}

/* ---- Driving ------------------------------------------------------- */

static void report_plain(jparser *p, const char *summary, const char *detail,
                         const hcl_range *subject) {
  p->g.nerrors++;
  hcl_diag d = {HCL_DIAG_ERROR, 0, summary, detail, subject, NULL, NULL};
  hcl_status st =
      p->sink.diagnostic ? p->sink.diagnostic(p->sink.ctx, &d) : HCL_OK;
  if (st != HCL_OK)
    fail(p, st);
}

static void token_too_long(jparser *p) {
  if (!p->body_begun)
    body_begin(p, p->sc.limit_range.start);
  leave_yajl(p);
  close_all(p, p->g.stop);
  report_plain(p, "Token too long",
               "A single token (a string, number or keyword) is longer than "
               "the parser's max_token_bytes limit.",
               &p->sc.limit_range);
  p->halted = true;
}

/* "The file "PATH" ...": the path in quotes with `"` and `\` escaped,
   whole. */
static const char *file_message(hcl_buf *b, const char *path,
                                const char *rest) {
  bool ok = hcl_buf_puts(b, "The file \"");
  for (const char *s = path; ok && *s; s++)
    ok = (*s != '"' && *s != '\\' ? true : hcl_buf_putc(b, '\\')) &&
         hcl_buf_putc(b, *s);
  ok = ok && hcl_buf_putc(b, '"') && hcl_buf_puts(b, rest) &&
       hcl_buf_terminate(b);
  return ok ? b->data : NULL;
}

static void run(jparser *p) {
  while (!stopped(p)) {
    /* The token is scanned straight into the queue: copying it there
       whole right after the scanner wrote it field by field would stall
       on store forwarding. */
    if (!hcl_vec_reserve(&p->queue, 1)) {
      fail(p, HCL_ERR_NOMEM);
      break;
    }
    hcl_jtok *slot = (hcl_jtok *)p->queue.data + p->queue.len;
    hcl_jscan_result r = hcl_jscan_next(&p->sc, slot);
    if (r == HCL_JS_MORE) {
      feed_yajl(p);
      if (stopped(p))
        break;
      bool too_long;
      hcl_status st = hcl_jscan_refill(&p->sc, queue_keep(p), &too_long);
      if (st == HCL_ERR_IO && p->read_diag) {
        hcl_buf detail;
        hcl_buf_init(&detail, p->alloc);
        const char *text =
            file_message(&detail, p->filename,
                         " was opened, but an error occured while reading it.");
        if (text)
          report_plain(p, "Failed to read file", text, NULL);
        else
          st = HCL_ERR_NOMEM;
        hcl_buf_fini(&detail);
      }
      if (st != HCL_OK) {
        fail(p, st);
        break;
      }
      if (too_long)
        token_too_long(p);
      continue;
    }
    if (r == HCL_JS_LIMIT) {
      token_too_long(p);
      break;
    }
    if (r == HCL_JS_FAILED) {
      fail(p, p->sc.status);
      break;
    }
    bool eof = slot->type == HCL_JT_EOF;
    take_token(p, slot);
    if (eof)
      break;
  }
}

static void finish(jparser *p) {
  if (p->status == HCL_OK) {
    if (!p->body_begun)
      body_begin(p, p->sc.pos);
    close_all(p, p->g.stop);
    if (!p->root_emitted) {
      /* the reference's placeholder for a root that is no object */
      hcl_pos origin = {0, 1, 1};
      send_expr(p, HCL_EV_EXPR_BEGIN, HCL_EXPR_OBJECT, origin, origin);
      send_expr(p, HCL_EV_EXPR_END, HCL_EXPR_OBJECT, origin, origin);
    }
    hcl_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = HCL_EV_BODY_END;
    ev.range.start = ev.range.end =
        p->g.stop.byte >= p->body_at.byte ? p->g.stop : p->body_at;
    send(p, &ev);
  }
}

static const hcl_json_options *options_or_default(const hcl_json_options *opts,
                                                  hcl_json_options *storage) {
  *storage = hcl_json_options_default();
  hcl_options_merge(storage, sizeof *storage, opts);
  return storage;
}

static hcl_status parse(jparser *p) {
  hcl_jgram_hooks hooks = {p,       on_diag,   on_text,  on_open,
                           on_name, on_scalar, on_close, on_item_end};
  hcl_jgram_init(&p->g, &hooks, p->filename, p->g.max_depth, p->alloc);
  hcl_vec_init(&p->queue, p->alloc, sizeof(hcl_jtok));
  hcl_buf_init(&p->scratch, p->alloc);
  p->want_events = p->sink.event != NULL;
  p->events = p->want_events; /* with no taker, no events are built */
  /* The grammar alone finds every diagnostic; yajl only decodes the
     payloads of value events, so with no taker for events it is not run. */
  p->with_yajl = p->want_events;
  if (p->with_yajl) {
    yajl_alloc_funcs afs = {y_alloc, y_realloc, y_free, p};
    p->y = yajl_alloc(&callbacks, &afs, p);
    if (!p->y || p->y_nomem)
      fail(p, HCL_ERR_NOMEM);
    else
      yajl_config(p->y, yajl_dont_validate_strings, 1);
  }
  if (p->status == HCL_OK)
    run(p);
  if (p->g.nomem)
    fail(p, HCL_ERR_NOMEM);
  finish(p);
  hcl_status st = p->status;
  if (st == HCL_OK && p->g.nerrors > 0)
    st = HCL_ERR_SYNTAX;
  hcl_status end_st = p->sink.end ? p->sink.end(p->sink.ctx, st) : HCL_OK;
  if (st == HCL_OK)
    st = end_st;
  if (p->y)
    yajl_free(p->y);
  hcl_buf_fini(&p->scratch);
  hcl_vec_fini(&p->queue);
  hcl_jgram_fini(&p->g);
  hcl_jscan_fini(&p->sc);
  return st;
}

static void parser_init(jparser *p, hcl_sink sink, const char *filename,
                        const hcl_json_options *o) {
  memset(p, 0, sizeof *p);
  p->sink = sink;
  p->alloc = o->alloc;
  p->filename = filename;
  p->g.max_depth = o->max_depth ? o->max_depth : HCL_JSON_MAX_DEPTH_DEFAULT;
}

hcl_status hcl_json_parse(const char *src, size_t len, const char *filename,
                          hcl_sink sink, const hcl_json_options *opts) {
  hcl_json_options o;
  opts = options_or_default(opts, &o);
  jparser p;
  parser_init(&p, sink, filename, opts);
  hcl_jscan_init_buffer(&p.sc, src, len, filename, opts);
  return parse(&p);
}

static hcl_status reader_parse(hcl_reader reader, const char *filename,
                               hcl_sink sink, const hcl_json_options *opts,
                               bool read_diag) {
  hcl_json_options o;
  opts = options_or_default(opts, &o);
  jparser p;
  parser_init(&p, sink, filename, opts);
  p.read_diag = read_diag;
  hcl_jscan_init_reader(&p.sc, reader, filename, opts);
  return parse(&p);
}

hcl_status hcl_json_parse_reader(hcl_reader reader, const char *filename,
                                 hcl_sink sink, const hcl_json_options *opts) {
  return reader_parse(reader, filename, sink, opts, false);
}

static hcl_status read_file(void *ctx, char *buf, size_t cap, size_t *got) {
  FILE *f = ctx;
  *got = fread(buf, 1, cap, f);
  return ferror(f) ? HCL_ERR_IO : HCL_OK;
}

hcl_status hcl_json_parse_file(const char *path, hcl_sink sink,
                               const hcl_json_options *opts) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    hcl_json_options o;
    hcl_buf detail;
    hcl_buf_init(&detail, options_or_default(opts, &o)->alloc);
    const char *text = file_message(&detail, path, " could not be opened.");
    hcl_diag d = {HCL_DIAG_ERROR, 0,   "Failed to open file", text, NULL,
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
  hcl_status st = reader_parse(r, path, sink, opts, true);
  fclose(f);
  return st;
}
