/*
 * One native file on several threads (hcl_validate_file_parallel).
 *
 * The file is cut into runs of whole top-level items, a few per thread;
 * each thread takes runs in turn and checks each as a file of its own
 * with its own validator, so that a thread whose runs go faster takes
 * more of them. What decides the whole file is then the runs' verdicts
 * plus what no run can see alone, at the top level only: a name defined
 * in two runs (an attribute, a `block`, a block_map label path), a
 * block_list's max_items and min_items over the runs' counts, a required
 * attribute or block in none of them. Each thread records 64-bit hashes
 * of its runs' top-level keys, and counts of each top-level name's
 * attributes and blocks, as events pass; a run's validator (cut_run)
 * leaves those checks to this file.
 *
 * The hashes are under a fixed key: two keys that collide, by chance or
 * by design, only send the file to be checked whole.
 *
 * Only a clean outcome is trusted: every run valid with no diagnostic at
 * all, no key in two runs, no count past its limit. Then the file is
 * valid with no diagnostics, as one validator would have found. Anything
 * else (an error, a warning, a hash collision, a cut that lands inside an
 * item and so breaks a run's syntax) sends the whole file through vs[0]
 * again, whose verdict and diagnostics are then the answer: output never
 * depends on how the file was cut, and an invalid file costs its runs'
 * time on top of one ordinary check.
 *
 * Why a cut between lines is safe when both sides parse cleanly: a run that
 * ends inside a bracket, string, heredoc or comment ends with a syntax error,
 * so a clean run ends where the scanner is between items, and a newline ends an
 * item at the top level. The file's tokens are then the runs' tokens in order,
 * and its items the runs'.
 */

#include "hcl/validate.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "core/limits.h"
#include "core/map.h"
#include "decode/validate_internal.h"
#include "hcl/native.h"

/* Runs a thread takes, and the least a run is worth cutting for. */
#define RUNS_PER_THREAD 4
#define RUN_MIN_BYTES ((uint64_t)256 << 10)

/* What a top-level name is to the checks across runs. */
enum {
  KEY_TYPE = 1,   /* at most one block of the type: block, block_attrs */
  KEY_LABELS = 2, /* at most one per label path of a block_map slot */
  COUNTED = 4     /* block_list, block_set with max_items */
};

typedef struct top_name {
  unsigned flags;
  long max_items;   /* COUNTED: the smallest limit */
  bool attr_needed; /* a required attribute */
  long min_blocks;  /* blocks required: 1 for a required block, or the
                       largest min_items */
} top_name;

typedef struct split {
  const vbody *root;
  top_name *names; /* per vname of the root body */
  int fd;
  const char *name;     /* the file's, as diagnostics give it */
  const uint64_t *cuts; /* run k is [cuts[k], cuts[k + 1]) */
  size_t nruns;
  atomic_size_t next; /* the next run a worker takes */
  atomic_bool stop;   /* a run found something: the others may stop */
} split;

/* Top-level keys as 64-bit hashes, in chunks that are sorted as they
   fill (on the workers' threads), so that memory is 8 bytes a key, with
   no copy to compare them. */
#define KEYS_PER_CHUNK 4096
typedef struct key_chunk key_chunk;
struct key_chunk {
  key_chunk *next;
  size_t len;
  uint64_t h[KEYS_PER_CHUNK];
};

/* A thread's share: runs taken from the split one after another, checked
   by its own validator, their top-level keys and counts gathered. */
typedef struct worker {
  split *sp;
  hcl_validator *v;
  uint64_t at, end; /* what is left of the current run */
  hcl_sink inner;
  size_t depth;    /* blocks open */
  key_chunk *keys; /* newest first */
  size_t *counts;  /* per vname of the root body: blocks */
  size_t *acounts; /* and attributes */
  hcl_buf key;
  hcl_status st; /* HCL_ERR_NOMEM when a run could not be checked */
  pthread_t thread;
  bool started;
  char pad[64]; /* workers side by side on different threads share no
                   cache line */
} worker;

/* ---- Which specs allow a split ------------------------------------------ */

/*
 * The top level's spec nodes (not crossing into block bodies) combine
 * their slots without checks of their own when no value is read there:
 * not by a transform, nor by a block_list or block_set whose blocks may
 * decode to values of different types, which hcldec then unifies across
 * all of them (the plan keeps those values: NEED_FULL).
 */
static bool splittable(const vnode *n) {
  if (n->kind == SPEC_TRANSFORM || n->need == NEED_FULL)
    return false;
  if ((n->kind == SPEC_BLOCK_LIST || n->kind == SPEC_BLOCK_SET) &&
      (!n->child || !n->child->root || n->child->root->need == NEED_FULL))
    return false;
  for (size_t i = 0; i < n->nkids; i++)
    if (!splittable(n->kids[i]))
      return false;
  return true;
}

static void classify(const vbody *b, top_name *out) {
  for (size_t i = 0; i < b->nnames; i++) {
    const vname *vn = &b->names[i];
    top_name t = {0, 0, false, 0};
    for (size_t j = 0; j < b->nattrs; j++)
      if (b->attr_name[j] == i && b->attrs[j].required)
        t.attr_needed = true;
    for (size_t j = 0; j < vn->nbslots; j++) {
      const vnode *n = b->bslots[vn->bslots[j]];
      long need = n->s->min_items;
      if ((n->kind == SPEC_BLOCK || n->kind == SPEC_BLOCK_ATTRS) &&
          n->s->required)
        need = 1;
      if (need > t.min_blocks)
        t.min_blocks = need;
      if (n->kind == SPEC_BLOCK || n->kind == SPEC_BLOCK_ATTRS)
        t.flags |= KEY_TYPE;
      else if (n->kind == SPEC_BLOCK_MAP)
        t.flags |= KEY_LABELS;
      else if (n->s->max_items > 0) {
        if (!(t.flags & COUNTED) || n->s->max_items < t.max_items)
          t.max_items = n->s->max_items;
        t.flags |= COUNTED;
      }
    }
    out[i] = t;
  }
}

/* ---- Where to cut ------------------------------------------------------- */

/* pread, again when a signal interrupts it. */
static ssize_t pread_some(int fd, void *buf, size_t cap, uint64_t at) {
  ssize_t n;
  do
    n = pread(fd, buf, cap, (off_t)at);
  while (n < 0 && errno == EINTR);
  return n;
}

static bool ident_char(unsigned char c) {
  return c == '_' || c == '-' || (unsigned)((c | 0x20) - 'a') < 26u ||
         (unsigned)(c - '0') < 10u;
}

/* Whether the line at `at` starts as a top-level item does: a name, then
   `=`, `{`, a quoted label or another name. A heredoc's closing marker,
   alone on its line, does not. */
static bool item_shaped(int fd, uint64_t at) {
  unsigned char line[256];
  ssize_t got = pread_some(fd, line, sizeof line, at);
  ssize_t i = 0;
  while (i < got && ident_char(line[i]))
    i++;
  while (i < got && (line[i] == ' ' || line[i] == '\t'))
    i++;
  if (i >= got)
    return false;
  unsigned char c = line[i];
  return c == '=' || c == '{' || c == '"' || c == '_' ||
         (unsigned)((c | 0x20) - 'a') < 26u;
}

/*
 * Where a top-level item may begin, at or after `from`: the first line
 * shaped as an item (item_shaped) that starts with a letter or an
 * underscore after a line holding only "}" (blank and comment lines
 * between). The closing brace at the margin is what ends a top-level
 * block in nearly every file; a line that merely starts at the margin
 * may be inside a heredoc. 0 when there is none before `limit`. A wrong
 * guess costs only time: its runs fail to parse.
 */
static uint64_t item_start(int fd, uint64_t from, uint64_t limit) {
  char buf[64 * 1024];
  /* The line being read: its bytes so far, those other than blanks, the
     first of those and whether it is at the margin. The line `from` is
     in is taken as an ordinary one, as its start is not seen. */
  size_t len = 1, solid = 1;
  unsigned char first = 'x';
  bool margin = false;
  /* the last line neither blank nor a comment was "}" at the margin */
  bool after_close = false;
  uint64_t at = from;
  while (at < limit) {
    size_t want = sizeof buf;
    if (limit - at < want)
      want = (size_t)(limit - at);
    ssize_t got = pread_some(fd, buf, want, at);
    if (got <= 0)
      return 0;
    for (ssize_t i = 0; i < got; i++) {
      unsigned char c = (unsigned char)buf[i];
      if (len == 0 && after_close &&
          (c == '_' || (unsigned)((c | 0x20) - 'a') < 26u) &&
          item_shaped(fd, at + (uint64_t)i))
        return at + (uint64_t)i;
      if (c == '\n') {
        if (solid == 1 && first == '}' && margin)
          after_close = true;
        else if (solid > 0 && first != '#' && first != '/')
          after_close = false;
        len = solid = 0;
        continue;
      }
      if (c != ' ' && c != '\t' && c != '\r') {
        if (solid == 0) {
          first = c;
          margin = len == 0;
        }
        solid++;
      }
      len++;
    }
    at += (uint64_t)got;
  }
  return 0;
}

/* ---- A run -------------------------------------------------------------- */

static hcl_status read_range(void *ctx, char *buf, size_t cap, size_t *got) {
  worker *r = ctx;
  *got = 0;
  if (r->at >= r->end)
    return HCL_OK;
  if (r->end - r->at < cap)
    cap = (size_t)(r->end - r->at);
  ssize_t n = pread_some(r->sp->fd, buf, cap, r->at);
  if (n < 0)
    return HCL_ERR_IO;
  /* the last run reads to the end of the file, as one reader would; an
     earlier run that meets it finds the file shrank under it */
  if (n == 0 && r->end != UINT64_MAX)
    return HCL_ERR_IO;
  r->at += (uint64_t)n;
  *got = (size_t)n;
  return HCL_OK;
}

static int cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

static bool add_part(hcl_buf *b, hcl_str s) {
  uint64_t len = s.len;
  return hcl_buf_append(b, &len, sizeof len) && hcl_buf_append(b, s.ptr, s.len);
}

static bool add_key(worker *r, char tag, size_t slot, hcl_str name,
                    const hcl_str *labels, size_t nlabels) {
  hcl_buf_clear(&r->key);
  uint64_t slot64 = slot;
  bool ok = hcl_buf_append(&r->key, &tag, 1) &&
            hcl_buf_append(&r->key, &slot64, sizeof slot64) &&
            add_part(&r->key, name);
  for (size_t i = 0; ok && i < nlabels; i++)
    ok = add_part(&r->key, labels[i]);
  if (!ok)
    return false;
  uint64_t h = hcl_hash_bytes(r->key.data, r->key.len);
  key_chunk *c = r->keys;
  if (!c || c->len == KEYS_PER_CHUNK) {
    if (c)
      qsort(c->h, c->len, sizeof c->h[0], cmp_u64);
    c = hcl_mem_alloc(r->v->alloc, sizeof *c);
    if (!c)
      return false;
    c->next = r->keys;
    c->len = 0;
    r->keys = c;
  }
  c->h[c->len++] = h;
  return true;
}

/* A top-level item: its keys and counts. */
static bool top_item(worker *r, const hcl_event *ev) {
  if (ev->kind == HCL_EV_ATTR_BEGIN) {
    const vbody *root = r->v->plan->root;
    const vname *vn =
        hcl_vbody_find(root, ev->as.attr.name.ptr, ev->as.attr.name.len);
    if (vn)
      r->acounts[vn - root->names]++;
    return add_key(r, 'a', 0, ev->as.attr.name, NULL, 0);
  }
  /* the run's own plan, built from the spec as vs[0]'s: the same names
     at the same indexes */
  const vbody *root = r->v->plan->root;
  const vname *vn =
      hcl_vbody_find(root, ev->as.block.type.ptr, ev->as.block.type.len);
  if (!vn) /* unsupported: its run reports it */
    return true;
  size_t i = (size_t)(vn - root->names);
  const top_name *t = &r->sp->names[i];
  r->counts[i]++;
  bool ok = true;
  if (t->flags & KEY_TYPE)
    ok = add_key(r, 't', 0, ev->as.block.type, NULL, 0);
  /* each block_map slot keeps the label paths it reads as map_block
     does: as many labels as the slot has, at most */
  for (size_t j = 0; ok && (t->flags & KEY_LABELS) && j < vn->nbslots; j++) {
    const vnode *n = root->bslots[vn->bslots[j]];
    if (n->kind != SPEC_BLOCK_MAP)
      continue;
    size_t nl = n->s->nlabels < ev->as.block.nlabels ? n->s->nlabels
                                                     : ev->as.block.nlabels;
    ok = add_key(r, 'l', vn->bslots[j], ev->as.block.type, ev->as.block.labels,
                 nl);
  }
  return ok;
}

static hcl_status run_event(void *ctx, const hcl_event *ev) {
  worker *r = ctx;
  if (atomic_load_explicit(&r->sp->stop, memory_order_relaxed))
    return HCL_ERR_INVALID; /* another run failed: this one is moot */
  if (r->depth == 0 &&
      (ev->kind == HCL_EV_ATTR_BEGIN || ev->kind == HCL_EV_BLOCK_BEGIN) &&
      !top_item(r, ev))
    return HCL_ERR_NOMEM;
  if (ev->kind == HCL_EV_BLOCK_BEGIN)
    r->depth++;
  else if (ev->kind == HCL_EV_BLOCK_END && r->depth > 0)
    r->depth--;
  return r->inner.event(r->inner.ctx, ev);
}

static hcl_status run_diagnostic(void *ctx, const hcl_diag *d) {
  worker *r = ctx;
  /* the run will not be clean: the whole file is checked again */
  atomic_store_explicit(&r->sp->stop, true, memory_order_relaxed);
  return r->inner.diagnostic(r->inner.ctx, d);
}

static hcl_status run_end(void *ctx, hcl_status how) {
  worker *r = ctx;
  return r->inner.end(r->inner.ctx, how);
}

/* Checks run `k`; whether it is clean: valid, with no diagnostic. */
static bool check_run(worker *w, size_t k) {
  w->at = w->sp->cuts[k];
  w->end = w->sp->cuts[k + 1];
  w->depth = 0;
  w->inner = hcl_validator_sink(w->v);
  if (!w->inner.ctx) {
    w->st = HCL_ERR_NOMEM;
    return false;
  }
  hcl_sink s = {w, run_event, run_diagnostic, run_end, w->inner.wants};
  hcl_reader reader = {w, read_range};
  hcl_status st = hcl_native_parse_reader(reader, w->sp->name, s, NULL);
  if (st == HCL_ERR_NOMEM)
    w->st = st;
  return st == HCL_OK && hcl_validator_valid(w->v) &&
         hcl_diags_count(hcl_validator_diags(w->v)) == 0;
}

/* Takes runs until there are none left or one is not clean. The first
   worker's first run is run 0 (`first`), so that vs[0] always checks
   one. */
static void work(worker *w, size_t first) {
  split *sp = w->sp;
  for (size_t k = first; k < sp->nruns;
       k = atomic_fetch_add_explicit(&sp->next, 1, memory_order_relaxed)) {
    if (atomic_load_explicit(&sp->stop, memory_order_relaxed))
      return;
    if (!check_run(w, k)) {
      atomic_store_explicit(&sp->stop, true, memory_order_relaxed);
      return;
    }
  }
}

static void *worker_main(void *arg) {
  worker *w = arg;
  work(w, atomic_fetch_add_explicit(&w->sp->next, 1, memory_order_relaxed));
  return NULL;
}

/* ---- Across runs -------------------------------------------------------- */

/* A cursor into a sorted chunk, for the merge. */
typedef struct cursor {
  const uint64_t *at, *end;
} cursor;

static void sift_down(cursor *heap, size_t n, size_t i) {
  for (;;) {
    size_t l = 2 * i + 1, m = i;
    if (l < n && *heap[l].at < *heap[m].at)
      m = l;
    if (l + 1 < n && *heap[l + 1].at < *heap[m].at)
      m = l + 1;
    if (m == i)
      return;
    cursor t = heap[i];
    heap[i] = heap[m];
    heap[m] = t;
    i = m;
  }
}

/* Whether any key was recorded twice: the sorted chunks of all workers
   merged through a heap of cursors, a key at a time. */
static bool key_twice(worker *ws, size_t n, const hcl_alloc *a, bool *nomem) {
  size_t nchunks = 0;
  for (size_t i = 0; i < n; i++)
    for (key_chunk *c = ws[i].keys; c; c = c->next)
      nchunks++;
  if (nchunks == 0)
    return false;
  cursor *heap = hcl_mem_alloc(a, nchunks * sizeof *heap);
  if (!heap) {
    *nomem = true;
    return true;
  }
  size_t len = 0;
  for (size_t i = 0; i < n; i++)
    for (key_chunk *c = ws[i].keys; c; c = c->next) {
      if (c == ws[i].keys) /* the newest, filled part way: not sorted yet */
        qsort(c->h, c->len, sizeof c->h[0], cmp_u64);
      if (c->len)
        heap[len++] = (cursor){c->h, c->h + c->len};
    }
  for (size_t i = len; i-- > 0;)
    sift_down(heap, len, i);
  bool twice = false, have = false;
  uint64_t last = 0;
  while (len > 0 && !twice) {
    uint64_t h = *heap[0].at;
    twice = have && h == last;
    have = true;
    last = h;
    if (++heap[0].at == heap[0].end)
      heap[0] = heap[--len];
    sift_down(heap, len, 0);
  }
  hcl_mem_free(a, heap);
  return twice;
}

/* Whether the runs, each clean, make a clean file: no key twice, no
   count past its limit. */
static bool agree(const split *sp, worker *runs, size_t n, const hcl_alloc *a,
                  bool *nomem) {
  const vbody *root = sp->root;
  for (size_t i = 0; i < root->nnames; i++) {
    const top_name *t = &sp->names[i];
    size_t blocks = 0, attrs = 0;
    for (size_t k = 0; k < n; k++) {
      blocks += runs[k].counts[i];
      attrs += runs[k].acounts[i];
    }
    if (((t->flags & COUNTED) && blocks > (size_t)t->max_items) ||
        (t->attr_needed && attrs == 0) ||
        (t->min_blocks > 0 && blocks < (size_t)t->min_blocks))
      return false;
  }
  return !key_twice(runs, n, a, nomem);
}

/* ---- The whole ---------------------------------------------------------- */

/* Reads a file from its start: by offset when it is regular, so that
   where the runs left the descriptor does not matter. */
typedef struct fd_reader {
  int fd;
  bool regular;
  uint64_t at;
} fd_reader;

static hcl_status read_fd(void *ctx, char *buf, size_t cap, size_t *got) {
  fd_reader *r = ctx;
  ssize_t n;
  do
    n = r->regular ? pread(r->fd, buf, cap, (off_t)r->at)
                   : read(r->fd, buf, cap);
  while (n < 0 && errno == EINTR);
  *got = n > 0 ? (size_t)n : 0;
  r->at += *got;
  return n < 0 ? HCL_ERR_IO : HCL_OK;
}

/* The whole file on vs[0], parsed on a thread of its own when one can be
   started. */
static hcl_status check_whole(hcl_validator *v, int fd, bool regular,
                              const char *name) {
  hcl_sink s = hcl_validator_sink(v);
  if (!s.ctx)
    return HCL_ERR_NOMEM;
  /* the relay's memory passes between two threads: malloc's */
  hcl_relay *relay = hcl_relay_new(&s, NULL);
  fd_reader fr = {fd, regular, 0};
  hcl_status st =
      hcl_native_parse_reader((hcl_reader){&fr, read_fd}, name,
                              relay ? hcl_relay_sink(relay) : s, NULL);
  hcl_relay_free(relay);
  return st == HCL_ERR_NOMEM || st == HCL_ERR_IO ? st : HCL_OK;
}

static bool can_split(hcl_validator *const *vs, size_t n) {
  for (size_t i = 0; i < n; i++) {
    const hcl_validator *v = vs[i];
    /* the runs' plans must match vs[0]'s, index for index */
    if (!v->spec || v->spec != vs[0]->spec || v->ctx != vs[0]->ctx ||
        v->whole_file || v->keep_value || v->keep_json)
      return false;
  }
  return vs[0]->plan->root->root && splittable(vs[0]->plan->root->root);
}

/* Checks the runs on `n` workers, the caller's thread being the first;
   whether they agree on a clean file. */
static hcl_status run_all(split *sp, hcl_validator *const *vs, size_t n,
                          bool *clean) {
  const hcl_alloc *a = vs[0]->alloc;
  worker *ws = hcl_mem_alloc(a, n * sizeof *ws);
  if (!ws)
    return HCL_ERR_NOMEM;
  memset(ws, 0, n * sizeof *ws);
  hcl_status st = HCL_OK;
  for (size_t i = 0; i < n; i++) {
    worker *w = &ws[i];
    w->sp = sp;
    w->v = vs[i];
    /* the top level's label paths and required items are checked here,
       across all runs */
    w->v->cut_run = true;
    /* a worker's memory comes from its validator's allocator, which
       only its thread uses */
    hcl_buf_init(&w->key, w->v->alloc);
    size_t bytes = (sp->root->nnames + 1) * sizeof(size_t);
    w->counts = hcl_mem_alloc(w->v->alloc, bytes);
    w->acounts = hcl_mem_alloc(w->v->alloc, bytes);
    if (!w->counts || !w->acounts) {
      st = HCL_ERR_NOMEM;
    } else {
      memset(w->counts, 0, bytes);
      memset(w->acounts, 0, bytes);
    }
  }
  if (st == HCL_OK) {
    /* a worker that cannot start leaves its share to the others */
    pthread_attr_t attr;
    bool attr_ok = pthread_attr_init(&attr) == 0;
    if (attr_ok)
      pthread_attr_setstacksize(&attr, HCL_RELAY_THREAD_STACK);
    for (size_t i = 1; attr_ok && i < n; i++)
      ws[i].started =
          pthread_create(&ws[i].thread, &attr, worker_main, &ws[i]) == 0;
    if (attr_ok)
      pthread_attr_destroy(&attr);
    work(&ws[0], 0);
    for (size_t i = 1; i < n; i++)
      if (ws[i].started)
        pthread_join(ws[i].thread, NULL);
  }
  for (size_t i = 0; i < n; i++)
    if (ws[i].st == HCL_ERR_NOMEM)
      st = HCL_ERR_NOMEM;
  bool nomem = false;
  *clean =
      st == HCL_OK && !atomic_load(&sp->stop) && agree(sp, ws, n, a, &nomem);
  if (nomem)
    st = HCL_ERR_NOMEM;
  for (size_t i = 0; i < n; i++) {
    ws[i].v->cut_run = false;
    const hcl_alloc *wa = ws[i].v->alloc;
    for (key_chunk *c = ws[i].keys, *next; c; c = next) {
      next = c->next;
      hcl_mem_free(wa, c);
    }
    hcl_buf_fini(&ws[i].key);
    hcl_mem_free(wa, ws[i].counts);
    hcl_mem_free(wa, ws[i].acounts);
  }
  hcl_mem_free(a, ws);
  return st;
}

hcl_status hcl_validate_fd_parallel(hcl_validator *const *vs, size_t n, int fd,
                                    const char *name, size_t *decided_in) {
  if (decided_in)
    *decided_in = 1;
  if (n == 0)
    return HCL_ERR_INVALID;
  struct stat sb;
  bool regular = fstat(fd, &sb) == 0 && S_ISREG(sb.st_mode);
  if (n < 2 || !regular || !can_split(vs, n))
    return check_whole(vs[0], fd, regular, name);
  uint64_t size = (uint64_t)sb.st_size;
  /* Several runs a thread, so that threads whose runs go faster take
     more of them; none much below RUN_MIN_BYTES, but at least one a
     thread. */
  size_t want = RUNS_PER_THREAD * n;
  if (size / RUN_MIN_BYTES < want)
    want = size / RUN_MIN_BYTES;
  if (want < n)
    want = n;
  const hcl_alloc *a = vs[0]->alloc;
  uint64_t *cuts = hcl_mem_alloc(a, (want + 1) * sizeof *cuts);
  split sp = {vs[0]->plan->root, NULL, fd, name, cuts, 0, 1, false};
  sp.names = hcl_mem_alloc(a, (sp.root->nnames + 1) * sizeof *sp.names);
  if (!cuts || !sp.names) {
    hcl_mem_free(a, cuts);
    hcl_mem_free(a, sp.names);
    return HCL_ERR_NOMEM;
  }
  classify(sp.root, sp.names);
  /* cuts[0] = 0 < cuts[1] < ... < cuts[runs] = the end. Each search
     looks no further than a run's length past its target, so that a file
     with few places to cut is read about once. */
  size_t runs = 1;
  cuts[0] = 0;
  uint64_t step = size / want;
  for (size_t k = 1; k < want; k++) {
    uint64_t from = step * k;
    if (from <= cuts[runs - 1])
      from = cuts[runs - 1] + 1;
    uint64_t limit = from + step < size ? from + step : size;
    uint64_t at = item_start(fd, from, limit);
    if (at > cuts[runs - 1])
      cuts[runs++] = at;
  }
  cuts[runs] = UINT64_MAX; /* the last run reads to the end */
  sp.nruns = runs;
  bool clean = false;
  hcl_status st = HCL_OK;
  if (runs > 1)
    st = run_all(&sp, vs, runs < n ? runs : n, &clean);
  hcl_mem_free(a, cuts);
  hcl_mem_free(a, sp.names);
  if (st == HCL_ERR_NOMEM)
    return st;
  /* vs[0] checked run 0 and others, its last one clean: its results are
     those of a clean file */
  if (!clean)
    return check_whole(vs[0], fd, regular, name);
  if (decided_in)
    *decided_in = runs;
  return HCL_OK;
}

hcl_status hcl_validate_file_parallel(hcl_validator *const *vs, size_t n,
                                      const char *path, size_t *decided_in) {
  if (n == 0)
    return HCL_ERR_INVALID;
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) { /* as hcl_validate_file reports it */
    if (decided_in)
      *decided_in = 1;
    return hcl_validate_file(vs[0], path, false);
  }
  hcl_status st = hcl_validate_fd_parallel(vs, n, fd, path, decided_in);
  close(fd);
  return st;
}
