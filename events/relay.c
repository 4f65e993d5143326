/*
 * The relay: a stream handed to its sink on a thread of its own, so that a
 * producer (a parser) and its sink (a validator, a writer) each keep a core
 * busy.
 *
 * The producer's thread copies each event and diagnostic, strings and
 * ranges included, into fixed-size chunks (expression nodes packed small,
 * expr_pack.h, in runs; a native tree handed over whole packs itself,
 * portable.h) and queues a chunk when it is full; the relay's thread replays
 * the queued chunks into the sink, in order, and hands the emptied chunks back.
 * At most MAX_CHUNKS chunks exist at once (core/limits.h; an event larger than
 * a chunk gets one of its own size, freed after it is replayed), so the memory
 * in flight is bounded whatever the input's size. Only the producer's thread
 * allocates and frees, so the caller's allocator need not be thread-safe.
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
#include "core/vec.h"
#include "events/expr_pack.h"
#include "events/portable.h"
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

enum { R_EVENT, R_DIAG, R_TOKEN, R_RUN };

typedef struct record {
  uint32_t kind;
  uint32_t
      size; /* this record's bytes, payload included, a multiple of ALIGN */
  union {
    hcl_event ev;
    hcl_diag diag;
  } u;
} record;

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

/*
 * A run of packed expression events (expr_pack.h): the items follow the
 * header, `items` bytes of them. While the producer adds to it, a run is
 * the last record of its chunk, and its size is set when it closes: at
 * the next record of another kind, or when the chunk is full.
 */
typedef struct run_record {
  uint32_t kind; /* R_RUN */
  uint32_t size;
  uint32_t items;
  hcl_xpack_run run;
} run_record;

/* Where an open node's EXPR_BEGIN went: into run `seq` at item offset
   `at`, or (NOT_PACKED) into a record of its own. */
typedef struct open_node {
  uint32_t seq, at;
} open_node;
#define NOT_PACKED UINT32_MAX

/* A node packs when it takes at most this many bytes packed (its strings
   some 850); longer ones go whole, as R_EVENT records. */
#define PACK_MAX ((size_t)1024)

#define X_NAME 0x1u /* the range has the file name */

struct hcl_relay {
  const hcl_alloc *alloc;
  hcl_sink down;
  pthread_t thread;

  pthread_mutex_t mu;  /* guards the fields up to `done` */
  pthread_cond_t work; /* the relay's thread waits for chunks or the end */
  pthread_cond_t room; /* the producer waits for a chunk or the sink's end */
  chunk *queue, *queue_tail;
  size_t queued;  /* chunks in the queue */
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

  /* the producer's open run, the last record of `cur`, if any */
  bool run_open;
  size_t run_at;         /* its offset in `cur` */
  uint32_t run_seq;      /* the runs so far: names the open one */
  const char *run_given; /* its file name as the producer gives it */
  hcl_vec open_nodes;    /* open_node: the EXPR_BEGINs not yet ended */
};

/* ---- The relay's thread ------------------------------------------------- */

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

/* Replays a run's events until the sink fails. */
static hcl_status replay_run(hcl_relay *r, const run_record *run) {
  const uint8_t *p = (const uint8_t *)(run + 1), *end = p + run->items;
  hcl_status st = HCL_OK;
  while (p < end && st == HCL_OK) {
    hcl_event ev;
    p += hcl_xpack_read(&run->run, p, &ev);
    if (r->down.event)
      st = r->down.event(r->down.ctx, &ev);
  }
  return st;
}

static void replay(hcl_relay *r, const record *rec) {
  if (atomic_load_explicit(&r->failed, memory_order_relaxed) != HCL_OK)
    return;
  hcl_status st = HCL_OK;
  if (rec->kind == R_RUN) {
    st = replay_run(r, (const run_record *)rec);
  } else if (rec->kind == R_TOKEN) {
    hcl_event ev;
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
    r->queued--;
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

/* Chunks queued before the relay's thread, waiting for work, is woken: a
   wake costs system calls on both threads and a switch, and a sink
   faster than its producer would take one per chunk. The producer wakes
   it too before it waits itself, and at the end. */
#define WAKE_BATCH (MAX_CHUNKS / 2)

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
  if (++r->queued >= WAKE_BATCH)
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
    pthread_cond_signal(&r->work); /* its batch may not be full */
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

/* Sets the open run's size: a record of another kind may follow. */
static void close_run(hcl_relay *r) {
  run_record *run = (run_record *)(r->cur->data + r->run_at);
  size_t size = round_up(sizeof *run + run->items);
  run->size = (uint32_t)size;
  r->cur->used = r->run_at + size;
  r->run_open = false;
}

/* Room for `size` bytes in the chunk being filled, after the open run;
   NULL when out of memory. Once per event: the common case inline. */
static inline unsigned char *reserve(hcl_relay *r, size_t size) {
  if (r->run_open)
    close_run(r);
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

/* Room for `n` more bytes of items in the open run, or NULL. */
static uint8_t *run_room(hcl_relay *r, size_t n) {
  chunk *c = r->cur;
  return c->cap - c->used >= n ? c->data + c->used : NULL;
}

static void run_took(hcl_relay *r, size_t n) {
  run_record *run = (run_record *)(r->cur->data + r->run_at);
  run->items += (uint32_t)n;
  r->cur->used += n;
}

/* Starts a run for nodes of file `given`, at `base`, with room for an
   item of `n` bytes. */
static bool run_start(hcl_relay *r, const char *given, hcl_pos base, size_t n) {
  const char *name = given ? keep_name(r, given) : NULL;
  if (given && !name)
    return false;
  size_t at_least = round_up(sizeof(run_record) + n);
  unsigned char *p = reserve(r, at_least);
  if (!p)
    return false;
  run_record *run = (run_record *)p;
  run->kind = R_RUN;
  run->size = 0;
  run->items = 0;
  run->run.name = name;
  run->run.base = base;
  r->run_at = (size_t)(p - r->cur->data);
  r->cur->used = r->run_at + sizeof *run;
  r->run_open = true;
  r->run_seq++;
  r->run_given = given;
  return true;
}

/* An EXPR_BEGIN into the open run, or a new one; *done false when it
   goes whole, as an R_EVENT record (long strings, two files). Either way the
   node is pushed on `open_nodes`. */
static hcl_status pack_begin(hcl_relay *r, const hcl_event *ev, bool *done) {
  const hcl_range *aux = &ev->as.expr.aux_range;
  const char *given = ev->range.filename ? ev->range.filename : aux->filename;
  size_t max = hcl_xpack_begin_max(ev);
  open_node o = {r->run_seq, NOT_PACKED};
  *done = false;
  if (max <= PACK_MAX && (!aux->filename || !ev->range.filename ||
                          aux->filename == ev->range.filename)) {
    if (r->run_open && (given != r->run_given || !run_room(r, max)))
      close_run(r);
    if (!r->run_open && !run_start(r, given, ev->range.start, max))
      return HCL_ERR_NOMEM;
    run_record *run = (run_record *)(r->cur->data + r->run_at);
    hcl_xpack_run as_given = {given, run->run.base};
    size_t n = hcl_xpack_begin(&as_given, ev, run_room(r, max));
    if (n) {
      o.seq = r->run_seq;
      o.at = run->items;
      run_took(r, n);
      *done = true;
    }
  }
  return hcl_vec_push(&r->open_nodes, &o) ? HCL_OK : HCL_ERR_NOMEM;
}

/* An EXPR_END as a reference to its BEGIN, when that lies in the open
   run and has the same fields; *done false otherwise. */
static hcl_status pack_end(hcl_relay *r, const hcl_event *ev, bool *done) {
  *done = false;
  open_node *top = hcl_vec_last(&r->open_nodes);
  if (!top)
    return HCL_OK;
  open_node o = *top;
  hcl_vec_pop(&r->open_nodes);
  if (o.at == NOT_PACKED || !r->run_open || o.seq != r->run_seq ||
      hcl_xpack_begin_max(ev) > PACK_MAX || !run_room(r, HCL_XPACK_END_MAX))
    return HCL_OK;
  run_record *run = (run_record *)(r->cur->data + r->run_at);
  const uint8_t *begin = (const uint8_t *)(run + 1) + o.at;
  uint8_t same[PACK_MAX];
  hcl_xpack_run as_given = {r->run_given, run->run.base};
  size_t n = hcl_xpack_begin(&as_given, ev, same);
  if (n == 0 || n > run->items - o.at || memcmp(begin, same, n) != 0)
    return HCL_OK;
  run_took(r, hcl_xpack_end(run->items - o.at, run_room(r, HCL_XPACK_END_MAX)));
  *done = true;
  return HCL_OK;
}

/* A private event the sink asked for (HCL_SINK_PORTABLE): packed into a
   run of its own, or, when it does not pack, sent event by event. */
static hcl_status put_portable(hcl_relay *r, const hcl_event *ev) {
  const hcl_portable_event *pe = (const hcl_portable_event *)ev;
  size_t max = pe->pack(ev, NULL, NULL, 0);
  if (max <= UINT32_MAX / 2) {
    if (r->run_open)
      close_run(r);
    if (!run_start(r, ev->range.filename, ev->range.start, max))
      return HCL_ERR_NOMEM;
    run_record *run = (run_record *)(r->cur->data + r->run_at);
    hcl_xpack_run as_given = {ev->range.filename, run->run.base};
    size_t n = pe->pack(ev, &as_given, run_room(r, max), max);
    if (n) {
      run_took(r, n);
      /* its nodes are closed: no END may refer to them */
      close_run(r);
      return HCL_OK;
    }
  }
  hcl_sink self = hcl_relay_sink(r);
  return pe->send(ev, &self);
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
  if (ev->kind >= HCL_EV_PRIVATE_FIRST)
    return put_portable(r, ev);
  if (ev->kind == HCL_EV_EXPR_BEGIN)
    st = pack_begin(r, ev, &done);
  else if (ev->kind == HCL_EV_EXPR_END)
    st = pack_end(r, ev, &done);
  else if (ev->kind == HCL_EV_TOKEN)
    st = put_token(r, ev, &done);
  /* a node that does not pack goes whole, as the rarer events do */
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
  if (r->run_open)
    close_run(r);
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
  hcl_vec_init(&r->open_nodes, alloc, sizeof(open_node));
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
  hcl_vec_fini(&r->open_nodes);
  hcl_mem_free(r->alloc, r);
}

hcl_sink hcl_relay_sink(hcl_relay *r) {
  hcl_sink s = {.ctx = r,
                .event = relay_event,
                .diagnostic = relay_diagnostic,
                .end = relay_end,
                /* the library's private events hold pointers into the
                   producer's memory: only those that pack themselves
                   can come */
                .wants =
                    r->down.wants & ~(HCL_SINK_PRIVATE & ~HCL_SINK_PORTABLE)};
  return s;
}
