/*
 * The relay: a stream handed to its sink on a thread of its own, so that a
 * producer (a parser) and its sink (a validator, a writer) each keep a core
 * busy.
 *
 * The producer's thread copies each event and diagnostic, strings and
 * ranges included, into fixed-size chunks and queues a chunk when it is
 * full; the relay's thread replays the queued chunks into the sink, in
 * order, and hands the emptied chunks back. At most MAX_CHUNKS chunks
 * exist at once (core/limits.h; an event larger than a chunk gets one of
 * its own size, freed after it is replayed), so the memory in flight is
 * bounded whatever the input's size. Only the producer's thread allocates
 * and frees, so the caller's allocator need not be thread-safe.
 *
 * The sink's status reaches the producer late: a callback returns the
 * first failure the sink has reported so far, and nothing after that
 * failure is replayed, so the sink sees what it would have seen without
 * the relay. Its `end` gets the status that stopped the stream: the
 * producer's, or the sink's own failure when the producer ended before it
 * heard of it. The relay's `end` waits for the sink's and returns its
 * status, so when the producer returns the sink is done.
 *
 * File names in ranges are copied once per name into storage that lasts
 * as long as the relay.
 */

#include <pthread.h>
#include <stdalign.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "core/alloc.h"
#include "core/inline.h"
#include "core/limits.h"
#include "core/map.h"
#include "hcl/events.h"

#define CHUNK_BYTES HCL_RELAY_CHUNK_BYTES
#define MAX_CHUNKS HCL_RELAY_MAX_CHUNKS

/* every record starts at a multiple of this: its widest field is 64-bit */
#define ALIGN ((size_t)8)

typedef struct chunk {
  struct chunk *next;
  size_t cap, used;
  alignas(8) unsigned char data[];
} chunk;

enum { R_EVENT, R_DIAG, R_EXPR, R_TOKEN };

typedef struct record {
  uint32_t kind;
  uint32_t
      size; /* this record's bytes, payload included, a multiple of ALIGN */
  union {
    hcl_event ev;
    hcl_diag diag;
  } u;
} record;

/*
 * Expression nodes are most of a stream, and a whole hcl_event is large
 * (two ranges with a file name each): they travel in this smaller form,
 * and the relay's thread builds the event again. The text and the key
 * follow it, each NUL-terminated, then the aux range's positions when
 * X_AUX is set.
 */
typedef struct expr_record {
  uint32_t kind; /* R_EXPR */
  uint32_t size;
  uint8_t event; /* HCL_EV_EXPR_BEGIN or HCL_EV_EXPR_END */
  uint8_t expr_kind, op, lit;
  uint32_t flags;
  uint32_t text_len, key_len;
  uint32_t has;     /* X_* */
  const char *name; /* the file name of the ranges that have one */
  hcl_pos start, end;
} expr_record;

/* A TOKEN event, as small: its blanks, then its text, follow it. */
typedef struct token_record {
  uint32_t kind; /* R_TOKEN */
  uint32_t size;
  uint32_t flags;
  uint8_t token; /* hcl_token_kind */
  uint8_t has;   /* X_NAME or 0 */
  uint32_t text_len, space_len;
  const char *name;
  hcl_pos start, end;
} token_record;

#define X_NAME 0x1u     /* the range has the file name */
#define X_AUX 0x2u      /* the aux range is not empty: its positions follow */
#define X_AUX_NAME 0x4u /* the aux range has the file name */

struct hcl_relay {
  const hcl_alloc *alloc;
  hcl_sink down;
  pthread_t thread;

  pthread_mutex_t mu;  /* guards the fields up to `done` */
  pthread_cond_t work; /* the relay's thread waits for chunks or the end */
  pthread_cond_t room; /* the producer waits for a chunk or the sink's end */
  chunk *queue, *queue_tail;
  chunk *spare;   /* emptied chunks, for reuse */
  size_t nchunks; /* in existence, spare and oversized ones included */
  bool ended;     /* the producer called `end` */
  bool aborted;   /* freed before that: the sink's `end` is not called */
  hcl_status how; /* the status it gave */
  bool done;      /* the sink's `end` has returned */
  hcl_status result;

  _Atomic int failed; /* the sink's first failure; HCL_OK while none */
  chunk *cur;         /* the producer's chunk being filled */

  /* the producer's copies of file names */
  hcl_map names;
  const char *last_given, *last_copy;
};

/* ---- The relay's thread ------------------------------------------------- */

/* The event an expr_record stands for. */
static void expr_event(const expr_record *x, hcl_event *ev) {
  const char *text = (const char *)(x + 1);
  const char *key = text + x->text_len + 1;
  ev->kind = (hcl_event_kind)x->event;
  ev->flags = x->flags;
  ev->range.filename = (x->has & X_NAME) ? x->name : NULL;
  ev->range.start = x->start;
  ev->range.end = x->end;
  ev->as.expr.kind = (hcl_expr_kind)x->expr_kind;
  ev->as.expr.op = (hcl_op)x->op;
  ev->as.expr.lit = (hcl_lit)x->lit;
  ev->as.expr.text = (hcl_str){text, x->text_len};
  ev->as.expr.key = (hcl_str){key, x->key_len};
  hcl_range *aux = &ev->as.expr.aux_range;
  memset(aux, 0, sizeof *aux);
  if (x->has & X_AUX) {
    const unsigned char *at = (const unsigned char *)key + x->key_len + 1;
    size_t pad = (ALIGN - (uintptr_t)at % ALIGN) % ALIGN;
    memcpy(&aux->start, at + pad, sizeof aux->start);
    memcpy(&aux->end, at + pad + sizeof aux->start, sizeof aux->end);
  }
  if (x->has & X_AUX_NAME)
    aux->filename = x->name;
}

/* The event a token_record stands for. */
static void token_event(const token_record *t, hcl_event *ev) {
  const char *space = (const char *)(t + 1);
  ev->kind = HCL_EV_TOKEN;
  ev->flags = t->flags;
  ev->range.filename = (t->has & X_NAME) ? t->name : NULL;
  ev->range.start = t->start;
  ev->range.end = t->end;
  ev->as.token.kind = (hcl_token_kind)t->token;
  ev->as.token.space = (hcl_str){space, t->space_len};
  ev->as.token.text = (hcl_str){space + t->space_len, t->text_len};
}

static void replay(hcl_relay *r, const record *rec) {
  if (atomic_load_explicit(&r->failed, memory_order_relaxed) != HCL_OK)
    return;
  hcl_status st = HCL_OK;
  if (rec->kind == R_EXPR || rec->kind == R_TOKEN) {
    hcl_event ev;
    if (rec->kind == R_EXPR)
      expr_event((const expr_record *)rec, &ev);
    else
      token_event((const token_record *)rec, &ev);
    if (r->down.event)
      st = r->down.event(r->down.ctx, &ev);
  } else if (rec->kind == R_EVENT) {
    if (r->down.event)
      st = r->down.event(r->down.ctx, &rec->u.ev);
  } else if (r->down.diagnostic) {
    st = r->down.diagnostic(r->down.ctx, &rec->u.diag);
  }
  if (st != HCL_OK)
    atomic_store_explicit(&r->failed, st, memory_order_relaxed);
}

/* Puts an emptied chunk back for the producer, which alone allocates and
   frees: the caller's allocator need not be safe to use from two threads. */
static void give_back(hcl_relay *r, chunk *c) {
  c->next = r->spare;
  r->spare = c;
  pthread_cond_signal(&r->room);
}

static void *run(void *arg) {
  hcl_relay *r = arg;
  pthread_mutex_lock(&r->mu);
  for (;;) {
    while (!r->queue && !r->ended)
      pthread_cond_wait(&r->work, &r->mu);
    chunk *c = r->queue;
    if (!c)
      break; /* ended, and everything replayed */
    r->queue = c->next;
    if (!r->queue)
      r->queue_tail = NULL;
    pthread_mutex_unlock(&r->mu);
    for (size_t off = 0; off < c->used;) {
      const record *rec = (const record *)(c->data + off);
      replay(r, rec);
      off += rec->size;
    }
    pthread_mutex_lock(&r->mu);
    give_back(r, c);
  }
  hcl_status how = r->how;
  bool aborted = r->aborted;
  pthread_mutex_unlock(&r->mu);
  if (aborted)
    return NULL;
  hcl_status failed = atomic_load_explicit(&r->failed, memory_order_relaxed);
  if (how == HCL_OK && failed != HCL_OK)
    how = failed; /* the producer ended before it heard */
  hcl_status result = r->down.end ? r->down.end(r->down.ctx, how) : HCL_OK;
  if (result == HCL_OK && failed != HCL_OK)
    result = failed;
  pthread_mutex_lock(&r->mu);
  r->result = result;
  r->done = true;
  pthread_cond_broadcast(&r->room);
  pthread_mutex_unlock(&r->mu);
  return NULL;
}

/* ---- The producer's side ------------------------------------------------ */

static size_t round_up(size_t n) { return (n + ALIGN - 1) & ~(ALIGN - 1); }

/* Queues the chunk being filled, if it holds anything. */
static void submit(hcl_relay *r) {
  chunk *c = r->cur;
  if (!c || c->used == 0)
    return;
  r->cur = NULL;
  c->next = NULL;
  pthread_mutex_lock(&r->mu);
  if (r->queue_tail)
    r->queue_tail->next = c;
  else
    r->queue = c;
  r->queue_tail = c;
  pthread_cond_signal(&r->work);
  pthread_mutex_unlock(&r->mu);
}

/* reserve() when the chunk being filled has no room: the next chunk,
   waiting for the relay's thread to empty one when MAX_CHUNKS exist. */
HCL_NOINLINE static unsigned char *reserve_slow(hcl_relay *r, size_t size) {
  submit(r);
  size_t cap = size > CHUNK_BYTES ? size : CHUNK_BYTES;
  chunk *c = NULL;
  pthread_mutex_lock(&r->mu);
  for (;;) {
    chunk *spare = r->spare;
    /* an outsized chunk is not kept; at the cap, a spare chunk makes way
       for an outsized record */
    if (spare && (spare->cap > CHUNK_BYTES ||
                  (cap > CHUNK_BYTES && r->nchunks >= MAX_CHUNKS))) {
      r->spare = spare->next;
      hcl_mem_free(r->alloc, spare);
      r->nchunks--;
      continue;
    }
    if (spare && cap == CHUNK_BYTES) {
      c = spare;
      r->spare = spare->next;
      break;
    }
    if (r->nchunks < MAX_CHUNKS) {
      c = hcl_mem_alloc(r->alloc, sizeof *c + cap);
      if (c) {
        c->cap = cap;
        r->nchunks++;
      }
      break;
    }
    pthread_cond_wait(&r->room, &r->mu);
  }
  pthread_mutex_unlock(&r->mu);
  if (!c)
    return NULL;
  c->next = NULL;
  c->used = size;
  r->cur = c;
  return c->data;
}

/* Room for `size` bytes in the chunk being filled; NULL when out of
   memory. Once per event: the common case inline. */
static inline unsigned char *reserve(hcl_relay *r, size_t size) {
  chunk *c = r->cur;
  if (c && c->cap - c->used >= size) {
    unsigned char *p = c->data + c->used;
    c->used += size;
    return p;
  }
  return reserve_slow(r, size);
}

/* A copy of file name `name` that lasts as long as the relay. */
static const char *keep_name(hcl_relay *r, const char *name) {
  if (!name || name == r->last_given)
    return name ? r->last_copy : NULL;
  bool inserted;
  hcl_map_entry *e = hcl_map_upsert(&r->names, name, strlen(name), &inserted);
  if (!e)
    return NULL;
  r->last_given = name;
  r->last_copy = e->key;
  return e->key;
}

static bool copy_range(hcl_relay *r, hcl_range *range) {
  if (!range->filename)
    return true;
  range->filename = keep_name(r, range->filename);
  return range->filename != NULL;
}

/* Copies string `s` to `*at`, NUL-terminated, and points `s` there. */
static void put_str(hcl_str *s, unsigned char **at) {
  if (s->len)
    memcpy(*at, s->ptr, s->len);
  (*at)[s->len] = '\0';
  s->ptr = (const char *)*at;
  *at += s->len + 1;
}

static size_t str_bytes(hcl_str s) { return s.len + 1; }

/* A record of `kind` with `payload` bytes after its header; NULL when out
   of memory, or when the record would be 4 GiB or more (its size is
   32 bits; core/limits.h). */
static record *new_record(hcl_relay *r, uint32_t kind, size_t payload) {
  size_t size = round_up(offsetof(record, u) + payload);
  record *rec = size <= UINT32_MAX ? (record *)reserve(r, size) : NULL;
  if (rec) {
    rec->kind = kind;
    rec->size = (uint32_t)size;
  }
  return rec;
}

static bool pos_zero(hcl_pos p) {
  return p.byte == 0 && p.line == 0 && p.column == 0;
}

/* An expression node in the short form; false when it does not fit one
   (its ranges name different files, or its strings are huge). */
static hcl_status put_expr(hcl_relay *r, const hcl_event *ev, bool *done) {
  const hcl_range *aux = &ev->as.expr.aux_range;
  const char *name = ev->range.filename ? ev->range.filename : aux->filename;
  if ((ev->range.filename && aux->filename &&
       ev->range.filename != aux->filename &&
       strcmp(ev->range.filename, aux->filename) != 0) ||
      ev->as.expr.text.len > UINT32_MAX / 4 ||
      ev->as.expr.key.len > UINT32_MAX / 4) {
    *done = false;
    return HCL_OK;
  }
  *done = true;
  bool has_aux = !pos_zero(aux->start) || !pos_zero(aux->end);
  size_t strings = ev->as.expr.text.len + ev->as.expr.key.len + 2;
  size_t size = round_up(sizeof(expr_record) + strings);
  if (has_aux)
    size += 2 * sizeof(hcl_pos);
  if (name && !(name = keep_name(r, name)))
    return HCL_ERR_NOMEM;
  unsigned char *p = reserve(r, size);
  if (!p)
    return HCL_ERR_NOMEM;
  expr_record *x = (expr_record *)p;
  x->kind = R_EXPR;
  x->size = (uint32_t)size;
  x->event = (uint8_t)ev->kind;
  x->expr_kind = (uint8_t)ev->as.expr.kind;
  x->op = (uint8_t)ev->as.expr.op;
  x->lit = (uint8_t)ev->as.expr.lit;
  x->flags = ev->flags;
  x->text_len = (uint32_t)ev->as.expr.text.len;
  x->key_len = (uint32_t)ev->as.expr.key.len;
  x->has = (ev->range.filename ? X_NAME : 0) | (has_aux ? X_AUX : 0) |
           (aux->filename ? X_AUX_NAME : 0);
  x->name = name;
  x->start = ev->range.start;
  x->end = ev->range.end;
  unsigned char *at = (unsigned char *)(x + 1);
  hcl_str text = ev->as.expr.text, key = ev->as.expr.key;
  put_str(&text, &at);
  put_str(&key, &at);
  if (has_aux) {
    at += (ALIGN - (uintptr_t)at % ALIGN) % ALIGN;
    memcpy(at, &aux->start, sizeof aux->start);
    memcpy(at + sizeof aux->start, &aux->end, sizeof aux->end);
  }
  return HCL_OK;
}

/* A token in the short form; false in *done when it does not fit one. */
static hcl_status put_token(hcl_relay *r, const hcl_event *ev, bool *done) {
  hcl_str text = ev->as.token.text, space = ev->as.token.space;
  *done = text.len <= UINT32_MAX / 4 && space.len <= UINT32_MAX / 4;
  if (!*done)
    return HCL_OK;
  const char *name = ev->range.filename;
  if (name && !(name = keep_name(r, name)))
    return HCL_ERR_NOMEM;
  size_t size = round_up(sizeof(token_record) + space.len + text.len);
  token_record *t = (token_record *)reserve(r, size);
  if (!t)
    return HCL_ERR_NOMEM;
  t->kind = R_TOKEN;
  t->size = (uint32_t)size;
  t->flags = ev->flags;
  t->token = (uint8_t)ev->as.token.kind;
  t->has = name ? X_NAME : 0;
  t->text_len = (uint32_t)text.len;
  t->space_len = (uint32_t)space.len;
  t->name = name;
  t->start = ev->range.start;
  t->end = ev->range.end;
  /* the native parser keeps a token's blanks just before its text: one
     copy then */
  unsigned char *at = (unsigned char *)(t + 1);
  if (space.len && space.ptr + space.len == text.ptr) {
    memcpy(at, space.ptr, space.len + text.len);
  } else {
    if (space.len)
      memcpy(at, space.ptr, space.len);
    if (text.len)
      memcpy(at + space.len, text.ptr, text.len);
  }
  return HCL_OK;
}

/* The sink's first failure, as far as this thread has heard of it. */
static hcl_status heard(const hcl_relay *r) {
  return (hcl_status)atomic_load_explicit(&r->failed, memory_order_relaxed);
}

static hcl_status relay_event(void *ctx, const hcl_event *ev) {
  hcl_relay *r = ctx;
  if (heard(r) != HCL_OK)
    return heard(r);
  bool done = false;
  hcl_status st = HCL_OK;
  if (ev->kind == HCL_EV_EXPR_BEGIN || ev->kind == HCL_EV_EXPR_END)
    st = put_expr(r, ev, &done);
  else if (ev->kind == HCL_EV_TOKEN)
    st = put_token(r, ev, &done);
  if (done || st != HCL_OK)
    return st;
  /* the payload: label arrays first, for their alignment, then text */
  size_t arrays = 0, text = 0;
  switch (ev->kind) {
  case HCL_EV_BLOCK_BEGIN:
    arrays = ev->as.block.nlabels * (sizeof(hcl_str) + sizeof(hcl_range));
    text = str_bytes(ev->as.block.type);
    for (size_t i = 0; i < ev->as.block.nlabels; i++)
      text += str_bytes(ev->as.block.labels[i]);
    break;
  case HCL_EV_ATTR_BEGIN:
    text = str_bytes(ev->as.attr.name);
    break;
  case HCL_EV_EXPR_BEGIN:
  case HCL_EV_EXPR_END:
    text = str_bytes(ev->as.expr.text) + str_bytes(ev->as.expr.key);
    break;
  case HCL_EV_TRIVIA:
    text = str_bytes(ev->as.trivia.text);
    break;
  case HCL_EV_TOKEN:
    text = str_bytes(ev->as.token.text) + str_bytes(ev->as.token.space);
    break;
  default:
    break;
  }
  record *rec = new_record(r, R_EVENT, sizeof(hcl_event) + arrays + text);
  if (!rec)
    return HCL_ERR_NOMEM;
  size_t size = rec->size;
  hcl_event *e = &rec->u.ev;
  *e = *ev;
  unsigned char *at = (unsigned char *)(e + 1);
  bool ok = copy_range(r, &e->range);
  switch (ev->kind) {
  case HCL_EV_BLOCK_BEGIN: {
    size_t n = ev->as.block.nlabels;
    hcl_range *ranges = (hcl_range *)at;
    hcl_str *labels = (hcl_str *)(at + n * sizeof(hcl_range));
    at += arrays;
    put_str(&e->as.block.type, &at);
    ok = ok && copy_range(r, &e->as.block.type_range);
    for (size_t i = 0; i < n; i++) {
      labels[i] = ev->as.block.labels[i];
      put_str(&labels[i], &at);
      ranges[i] = ev->as.block.label_ranges[i];
      ok = ok && copy_range(r, &ranges[i]);
    }
    e->as.block.labels = labels;
    e->as.block.label_ranges = ranges;
    break;
  }
  case HCL_EV_ATTR_BEGIN:
    put_str(&e->as.attr.name, &at);
    ok = ok && copy_range(r, &e->as.attr.name_range);
    break;
  case HCL_EV_EXPR_BEGIN:
  case HCL_EV_EXPR_END:
    put_str(&e->as.expr.text, &at);
    put_str(&e->as.expr.key, &at);
    ok = ok && copy_range(r, &e->as.expr.aux_range);
    break;
  case HCL_EV_TRIVIA:
    put_str(&e->as.trivia.text, &at);
    break;
  case HCL_EV_TOKEN:
    put_str(&e->as.token.text, &at);
    put_str(&e->as.token.space, &at);
    break;
  default:
    break;
  }
  if (!ok) {
    r->cur->used -= size; /* not sent: nothing points into it */
    return HCL_ERR_NOMEM;
  }
  return HCL_OK;
}

static size_t cstr_bytes(const char *s) { return s ? strlen(s) + 1 : 0; }

static const char *put_cstr(const char *s, unsigned char **at) {
  if (!s)
    return NULL;
  size_t n = strlen(s) + 1;
  memcpy(*at, s, n);
  const char *copy = (const char *)*at;
  *at += n;
  return copy;
}

static hcl_status relay_diagnostic(void *ctx, const hcl_diag *d) {
  hcl_relay *r = ctx;
  if (heard(r) != HCL_OK)
    return heard(r);
  size_t ranges = (d->subject ? sizeof(hcl_range) : 0) +
                  (d->context ? sizeof(hcl_range) : 0);
  size_t text =
      cstr_bytes(d->summary) + cstr_bytes(d->detail) + cstr_bytes(d->values);
  record *rec = new_record(r, R_DIAG, sizeof(hcl_diag) + ranges + text);
  if (!rec)
    return HCL_ERR_NOMEM;
  size_t size = rec->size;
  hcl_diag *c = &rec->u.diag;
  *c = *d;
  unsigned char *at = (unsigned char *)(c + 1);
  bool ok = true;
  if (d->subject) {
    hcl_range *s = (hcl_range *)at;
    *s = *d->subject;
    ok = copy_range(r, s);
    c->subject = s;
    at += sizeof *s;
  }
  if (d->context) {
    hcl_range *s = (hcl_range *)at;
    *s = *d->context;
    ok = ok && copy_range(r, s);
    c->context = s;
    at += sizeof *s;
  }
  c->summary = put_cstr(d->summary, &at);
  c->detail = put_cstr(d->detail, &at);
  c->values = put_cstr(d->values, &at);
  if (!ok) {
    r->cur->used -= size;
    return HCL_ERR_NOMEM;
  }
  return HCL_OK;
}

static hcl_status relay_end(void *ctx, hcl_status how) {
  hcl_relay *r = ctx;
  submit(r);
  pthread_mutex_lock(&r->mu);
  r->ended = true;
  r->how = how;
  pthread_cond_signal(&r->work);
  while (!r->done)
    pthread_cond_wait(&r->room, &r->mu);
  hcl_status result = r->result;
  pthread_mutex_unlock(&r->mu);
  return result;
}

/* ---- Creating and freeing ----------------------------------------------- */

hcl_relay *hcl_relay_new(const hcl_sink *downstream, const hcl_alloc *alloc) {
  hcl_relay *r = hcl_mem_alloc(alloc, sizeof *r);
  if (!r)
    return NULL;
  memset(r, 0, sizeof *r);
  r->alloc = alloc;
  r->down = *downstream;
  atomic_init(&r->failed, HCL_OK);
  hcl_map_init(&r->names, alloc);
  bool mu = pthread_mutex_init(&r->mu, NULL) == 0;
  bool work = mu && pthread_cond_init(&r->work, NULL) == 0;
  bool room = work && pthread_cond_init(&r->room, NULL) == 0;
  pthread_attr_t attr;
  bool started = false;
  if (room && pthread_attr_init(&attr) == 0) {
    pthread_attr_setstacksize(&attr, HCL_RELAY_THREAD_STACK);
    started = pthread_create(&r->thread, &attr, run, r) == 0;
    pthread_attr_destroy(&attr);
  }
  if (!started) {
    if (room)
      pthread_cond_destroy(&r->room);
    if (work)
      pthread_cond_destroy(&r->work);
    if (mu)
      pthread_mutex_destroy(&r->mu);
    hcl_map_fini(&r->names);
    hcl_mem_free(alloc, r);
    return NULL;
  }
  return r;
}

static void free_chunks(hcl_relay *r, chunk *c) {
  while (c) {
    chunk *next = c->next;
    hcl_mem_free(r->alloc, c);
    c = next;
  }
}

void hcl_relay_free(hcl_relay *r) {
  if (!r)
    return;
  pthread_mutex_lock(&r->mu);
  if (!r->ended) {
    /* a stream that never ended: the sink's `end` is not called for it,
       and what is queued is not replayed */
    atomic_store_explicit(&r->failed, HCL_ERR_INVALID, memory_order_relaxed);
    r->ended = true;
    r->aborted = true;
    pthread_cond_signal(&r->work);
  }
  pthread_mutex_unlock(&r->mu);
  pthread_join(r->thread, NULL);
  free_chunks(r, r->queue);
  free_chunks(r, r->spare);
  free_chunks(r, r->cur);
  pthread_cond_destroy(&r->room);
  pthread_cond_destroy(&r->work);
  pthread_mutex_destroy(&r->mu);
  hcl_map_fini(&r->names);
  hcl_mem_free(r->alloc, r);
}

hcl_sink hcl_relay_sink(hcl_relay *r) {
  hcl_sink s = {.ctx = r,
                .event = relay_event,
                .diagnostic = relay_diagnostic,
                .end = relay_end,
                /* the library's private events hold pointers into the
                   producer's memory, which would not outlive the copy */
                .wants = r->down.wants & ~HCL_SINK_PRIVATE};
  return s;
}
