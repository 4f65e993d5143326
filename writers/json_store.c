/*
 * The JSON writer's store of texts (json_store.h). A text is a list of
 * pieces of the spill file followed by a tail in memory; its bytes are the
 * pieces' bytes in order, then the tail.
 */

#define _DEFAULT_SOURCE /* pwritev */

#include "writers/json_store.h"

#include "hcl/file.h"

#include <string.h>
#include <sys/uio.h>
#include <unistd.h>

typedef struct jpiece {
  uint64_t off, len;
} jpiece;

/* Most texts lie in at most one piece of the file (a block's body in the
   array layout, one per label path, many of them), so the first piece is
   kept in the text itself and only the others take an allocation. */
typedef struct jtext {
  jpiece first;   /* len 0: no pieces */
  hcl_vec pieces; /* jpiece: those after the first */
  hcl_buf tail;
  bool live;
} jtext;

/* A tail that grew past this is given back to the allocator when it is
   spilled, so held capacity stays near the limit too. */
#define KEEP_CAPACITY (64u * 1024)

void hcl_jstore_init(hcl_jstore *s, const hcl_alloc *alloc) {
  memset(s, 0, sizeof *s);
  s->alloc = alloc;
  s->limit = HCL_JSTORE_MEMORY;
  hcl_vec_init(&s->texts, alloc, sizeof(jtext));
  hcl_vec_init(&s->free_ids, alloc, sizeof(uint32_t));
  hcl_buf_init(&s->spare, alloc);
  hcl_buf_init(&s->window, alloc);
}

void hcl_jstore_set_order(hcl_jstore *s, hcl_jstore_order_fn order, void *ctx) {
  s->order = order;
  s->order_ctx = ctx;
}

static jtext *text_at(const hcl_jstore *s, uint32_t id) {
  return hcl_vec_at(&s->texts, id);
}

/* Gives up `t`'s tail buffer, emptied: a large one becomes the spare
   unless that is larger. */
static void drop_tail(hcl_jstore *s, jtext *t) {
  if (t->tail.cap > KEEP_CAPACITY && t->tail.cap > s->spare.cap) {
    hcl_buf_fini(&s->spare);
    s->spare = t->tail;
    hcl_buf_clear(&s->spare);
  } else {
    hcl_buf_fini(&t->tail);
  }
  hcl_buf_init(&t->tail, s->alloc);
}

/* Before `n` more bytes go to `t`'s tail: when they would make it grow
   and the spare holds them all, the tail moves into the spare. */
static void room_for(hcl_jstore *s, jtext *t, size_t n) {
  size_t need = t->tail.len + n + 1;
  if (need <= t->tail.cap || need > s->spare.cap)
    return;
  hcl_buf_clear(&s->spare);
  if (t->tail.len)
    memcpy(s->spare.data, t->tail.data, t->tail.len);
  s->spare.len = t->tail.len;
  hcl_buf old = t->tail;
  t->tail = s->spare;
  hcl_buf_fini(&old);
  hcl_buf_init(&s->spare, s->alloc);
}

void hcl_jstore_fini(hcl_jstore *s) {
  for (size_t i = 0; i < s->texts.len; i++) {
    jtext *t = text_at(s, (uint32_t)i);
    hcl_vec_fini(&t->pieces);
    hcl_buf_fini(&t->tail);
  }
  hcl_vec_fini(&s->texts);
  hcl_vec_fini(&s->free_ids);
  hcl_buf_fini(&s->spare);
  hcl_buf_fini(&s->window);
  if (s->file)
    fclose(s->file);
  memset(s, 0, sizeof *s);
}

uint32_t hcl_jstore_new(hcl_jstore *s) {
  uint32_t id;
  if (s->free_ids.len) {
    id = *(uint32_t *)hcl_vec_last(&s->free_ids);
    hcl_vec_pop(&s->free_ids);
  } else {
    if (s->texts.len >= HCL_JSTORE_NONE || !hcl_vec_push_zero(&s->texts))
      return HCL_JSTORE_NONE;
    id = (uint32_t)(s->texts.len - 1);
    jtext *t = text_at(s, id);
    hcl_vec_init(&t->pieces, s->alloc, sizeof(jpiece));
    hcl_buf_init(&t->tail, s->alloc);
  }
  text_at(s, id)->live = true;
  return id;
}

void hcl_jstore_release(hcl_jstore *s, uint32_t id) {
  if (id == HCL_JSTORE_NONE)
    return;
  jtext *t = text_at(s, id);
  s->mem -= t->tail.len;
  t->first.len = 0;
  hcl_vec_clear(&t->pieces);
  hcl_buf_clear(&t->tail);
  if (t->tail.cap > KEEP_CAPACITY)
    drop_tail(s, t);
  t->live = false;
  (void)hcl_vec_push(&s->free_ids, &id); /* on failure the slot is lost */
}

bool hcl_jstore_empty(const hcl_jstore *s, uint32_t id) {
  const jtext *t = text_at(s, id);
  return t->first.len == 0 && t->tail.len == 0;
}

static size_t piece_count(const jtext *t) {
  return t->first.len ? 1 + t->pieces.len : 0;
}

static const jpiece *piece_at(const jtext *t, size_t i) {
  return i ? hcl_vec_at(&t->pieces, i - 1) : &t->first;
}

static bool add_piece(jtext *t, uint64_t off, uint64_t len) {
  if (!t->first.len) {
    t->first.off = off;
    t->first.len = len;
    return true;
  }
  jpiece *last = t->pieces.len ? hcl_vec_last(&t->pieces) : &t->first;
  if (last->off + last->len == off) {
    last->len += len;
    return true;
  }
  jpiece p = {off, len};
  return hcl_vec_push(&t->pieces, &p) != NULL;
}

/* Writes the tails of `ts[0..n)` to the end of the spill file, in one
   call when the kernel takes them whole, and records where each lies.
   A tail of many label paths' texts is often a few bytes, and a call per
   text cost more than its bytes. */
static bool spill_batch(hcl_jstore *s, jtext **ts, size_t n) {
  if (!s->file && !(s->file = hcl_temp_file())) {
    s->failed = true;
    return false;
  }
  struct iovec iov[HCL_JSTORE_SPILL_BATCH];
  for (size_t i = 0; i < n; i++) {
    iov[i].iov_base = ts[i]->tail.data;
    iov[i].iov_len = ts[i]->tail.len;
  }
  int fd = fileno(s->file);
  uint64_t off = s->file_len;
  for (size_t i = 0; i < n;) {
    ssize_t w = pwritev(fd, iov + i, (int)(n - i), (off_t)off);
    if (w <= 0) {
      s->failed = true;
      return false;
    }
    off += (uint64_t)w;
    for (size_t left = (size_t)w; left;) {
      size_t k = left < iov[i].iov_len ? left : iov[i].iov_len;
      iov[i].iov_base = (char *)iov[i].iov_base + k;
      iov[i].iov_len -= k;
      left -= k;
      while (i < n && iov[i].iov_len == 0)
        i++;
    }
  }
  for (size_t i = 0; i < n; i++) {
    jtext *t = ts[i];
    if (!add_piece(t, s->file_len, t->tail.len))
      return false;
    s->file_len += t->tail.len;
    s->mem -= t->tail.len;
    /* The buffer goes too: the array layout keeps a live text per label
       path, and a capacity kept by each, outside `mem`, grew with the
       number of paths (1.9 KB each on generated files). */
    drop_tail(s, t);
  }
  return true;
}

/* Moves a text's tail to the end of the spill file. */
static bool spill_tail(hcl_jstore *s, jtext *t) {
  return t->tail.len == 0 || spill_batch(s, &t, 1);
}

/* Writes the batch of texts named so far. */
static bool spill_named(hcl_jstore *s) {
  jtext *ts[HCL_JSTORE_SPILL_BATCH];
  size_t n = s->nbatch;
  for (size_t i = 0; i < n; i++)
    ts[i] = text_at(s, s->batch[i]);
  s->nbatch = 0;
  return n == 0 || spill_batch(s, ts, n);
}

/* Each text at most once between two calls of spill_named. */
bool hcl_jstore_spill(hcl_jstore *s, uint32_t id) {
  if (id == HCL_JSTORE_NONE)
    return true;
  const jtext *t = text_at(s, id);
  if (!t->live || t->tail.len == 0)
    return true;
  s->batch[s->nbatch++] = id;
  return s->nbatch < HCL_JSTORE_SPILL_BATCH || spill_named(s);
}

/* Past the limit, every text's tail goes to the file: each such round
   moves at least `limit` bytes, so the pieces it makes stay few. The
   order function names them first, in the order they will be read; any
   it left out follow. */
static bool spill_all(hcl_jstore *s) {
  s->nbatch = 0;
  /* what the order named is written before the rest is looked at: a
     text named twice would be written twice */
  if (s->order && (!s->order(s->order_ctx, s) || !spill_named(s)))
    return false;
  for (size_t i = 0; i < s->texts.len; i++)
    if (!hcl_jstore_spill(s, (uint32_t)i))
      return false;
  return spill_named(s);
}

bool hcl_jstore_append(hcl_jstore *s, uint32_t id, const void *p, size_t n) {
  jtext *t = text_at(s, id);
  room_for(s, t, n);
  if (!hcl_buf_append(&t->tail, p, n))
    return false;
  s->mem += n;
  return s->mem <= s->limit || spill_all(s);
}

bool hcl_jstore_move(hcl_jstore *s, uint32_t to, uint32_t from) {
  jtext *dst = text_at(s, to), *src = text_at(s, from);
  size_t npieces = piece_count(src);
  if (npieces) {
    if (!spill_tail(s, dst))
      return false;
    for (size_t i = 0; i < npieces; i++) {
      const jpiece *pc = piece_at(src, i);
      if (!add_piece(dst, pc->off, pc->len))
        return false;
    }
  }
  if (dst->tail.len == 0) {
    /* the usual case (a body into its empty group text, or after the
       spill above): the bytes change owner, not place */
    hcl_buf empty = dst->tail;
    dst->tail = src->tail;
    src->tail = empty;
    hcl_jstore_release(s, from); /* `mem` counts the bytes once still */
    return true;
  }
  room_for(s, dst, src->tail.len);
  if (!hcl_buf_append(&dst->tail, src->tail.data, src->tail.len))
    return false;
  s->mem += src->tail.len; /* released below */
  hcl_jstore_release(s, from);
  return s->mem <= s->limit || spill_all(s);
}

/* The spill file's bytes are read a window at a time: a text's pieces,
   and the texts written one after another, lie mostly one after another
   in the file, and a call for each cost more than its bytes. */
#define WINDOW_BYTES ((size_t)64 * 1024)

/* Copies `len` bytes of the spill file from `off` to `out`. */
static bool write_piece(hcl_jstore *s, uint64_t off, uint64_t len, FILE *out) {
  if (!s->window.cap && !hcl_buf_reserve(&s->window, WINDOW_BYTES))
    return false;
  while (len) {
    uint64_t end = s->window_off + s->window.len;
    if (off < s->window_off || off >= end) {
      ssize_t n =
          pread(fileno(s->file), s->window.data, WINDOW_BYTES, (off_t)off);
      if (n <= 0) {
        s->failed = true; /* an I/O failure, not a want of memory */
        s->window.len = 0;
        return false;
      }
      s->window_off = off;
      s->window.len = (size_t)n;
      end = off + (uint64_t)n;
    }
    size_t k = (size_t)(end - off < len ? end - off : len);
    if (fwrite(s->window.data + (off - s->window_off), 1, k, out) != k)
      return false;
    off += k;
    len -= k;
  }
  return true;
}

bool hcl_jstore_write(hcl_jstore *s, uint32_t id, FILE *out) {
  jtext *t = text_at(s, id);
  bool ok = !s->failed;
  size_t npieces = piece_count(t);
  for (size_t i = 0; ok && i < npieces; i++) {
    const jpiece *pc = piece_at(t, i);
    ok = write_piece(s, pc->off, pc->len, out);
  }
  if (ok && t->tail.len)
    ok = fwrite(t->tail.data, 1, t->tail.len, out) == t->tail.len;
  hcl_jstore_release(s, id);
  return ok;
}
