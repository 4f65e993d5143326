/*
 * One native file on several threads (hcl_validate_file_parallel).
 *
 * The file is cut into runs of whole top-level items, each checked as a
 * file of its own by its own validator on its own thread. What decides
 * the whole file is then the runs' verdicts plus what no run can see
 * alone, at the top level only: a name defined in two runs (an attribute,
 * a `block`, a block_map label path) and a block_list's max_items over
 * the runs' counts. Each run records 64-bit hashes of its top-level keys
 * and its counts of limited block types as its events pass.
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
 * Why a cut after "\n" and before a letter is safe when both sides parse
 * cleanly: a run that ends inside a bracket, string, heredoc or comment
 * ends with a syntax error, so a clean run ends where the scanner is
 * between items, and a newline ends an item at the top level. The file's
 * tokens are then the runs' tokens in order, and its items the runs'.
 */

#include "hcl/validate.h"

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
#include "core/vec.h"
#include "decode/validate_internal.h"
#include "hcl/native.h"

/* What a top-level name is to the checks across runs. */
enum {
  KEY_TYPE = 1,   /* at most one block of the type: block, block_attrs */
  KEY_LABELS = 2, /* at most one per label path: block_map */
  COUNTED = 4     /* block_list, block_set with max_items */
};

typedef struct top_name {
  unsigned flags;
  long max_items; /* COUNTED: the smallest limit */
} top_name;

typedef struct split {
  const vbody *root;
  top_name *names; /* per vname of the root body */
  int fd;
  const char *path;
  atomic_bool stop; /* a run found something: the others may stop */
} split;

typedef struct run {
  split *sp;
  hcl_validator *v;
  uint64_t start, end, at;
  hcl_sink inner;
  size_t depth;   /* blocks open */
  hcl_vec keys;   /* uint64_t */
  size_t *counts; /* per vname of the root body */
  hcl_buf key;
  bool clean; /* no diagnostic, nothing a split cannot vouch for */
  hcl_status st;
  pthread_t thread;
  bool started;
  char pad[64]; /* runs side by side on different threads share no line */
} run;

/* ---- Which specs allow a split ------------------------------------------ */

/* The top level's spec nodes (not crossing into block bodies) combine
   their slots without checks of their own when no value is read there:
   not by a transform, nor by a block_list or block_set whose blocks may
   decode to values of different types, which hcldec then unifies across
   all of them (the plan keeps those values: NEED_FULL). */
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
    top_name t = {0, 0};
    for (size_t j = 0; j < vn->nbslots; j++) {
      const vnode *n = b->bslots[vn->bslots[j]];
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

/*
 * Where a top-level item may begin, at or after `from`: the first letter
 * or underscore that starts a line after a line holding only "}" (blank
 * and comment lines between). The closing brace at the margin is what
 * ends a top-level block in nearly every file; a line that merely starts
 * at the margin may be inside a heredoc. 0 when there is none before
 * `limit`. A wrong guess costs only time: its runs fail to parse.
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
    ssize_t got = pread(fd, buf, want, (off_t)at);
    if (got <= 0)
      return 0;
    for (ssize_t i = 0; i < got; i++) {
      unsigned char c = (unsigned char)buf[i];
      if (len == 0 && after_close &&
          (c == '_' || (unsigned)((c | 0x20) - 'a') < 26u))
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
  run *r = ctx;
  *got = 0;
  if (r->at >= r->end)
    return HCL_OK;
  if (r->end - r->at < cap)
    cap = (size_t)(r->end - r->at);
  ssize_t n = pread(r->sp->fd, buf, cap, (off_t)r->at);
  if (n < 0)
    return HCL_ERR_IO;
  if (n == 0) /* the file shrank under us */
    return HCL_ERR_IO;
  r->at += (uint64_t)n;
  *got = (size_t)n;
  return HCL_OK;
}

static bool add_part(hcl_buf *b, hcl_str s) {
  uint64_t len = s.len;
  return hcl_buf_append(b, &len, sizeof len) && hcl_buf_append(b, s.ptr, s.len);
}

static bool add_key(run *r, char tag, hcl_str name, const hcl_str *labels,
                    size_t nlabels) {
  hcl_buf_clear(&r->key);
  bool ok = hcl_buf_append(&r->key, &tag, 1) && add_part(&r->key, name);
  for (size_t i = 0; ok && i < nlabels; i++)
    ok = add_part(&r->key, labels[i]);
  if (!ok)
    return false;
  uint64_t h = hcl_hash_bytes(r->key.data, r->key.len);
  return hcl_vec_push(&r->keys, &h) != NULL;
}

/* A top-level item: its keys and counts. */
static bool top_item(run *r, const hcl_event *ev) {
  if (ev->kind == HCL_EV_ATTR_BEGIN)
    return add_key(r, 'a', ev->as.attr.name, NULL, 0);
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
    ok = add_key(r, 't', ev->as.block.type, NULL, 0);
  if (ok && (t->flags & KEY_LABELS))
    ok = add_key(r, 'l', ev->as.block.type, ev->as.block.labels,
                 ev->as.block.nlabels);
  return ok;
}

static hcl_status run_event(void *ctx, const hcl_event *ev) {
  run *r = ctx;
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
  run *r = ctx;
  /* the run will not be clean: the whole file is checked again */
  atomic_store_explicit(&r->sp->stop, true, memory_order_relaxed);
  return r->inner.diagnostic(r->inner.ctx, d);
}

static hcl_status run_end(void *ctx, hcl_status how) {
  run *r = ctx;
  return r->inner.end(r->inner.ctx, how);
}

static void *run_main(void *arg) {
  run *r = arg;
  r->inner = hcl_validator_sink(r->v);
  if (!r->inner.ctx) {
    r->st = HCL_ERR_NOMEM;
    return NULL;
  }
  hcl_sink s = {r, run_event, run_diagnostic, run_end, r->inner.wants};
  hcl_reader reader = {r, read_range};
  r->st = hcl_native_parse_reader(reader, r->sp->path, s, NULL);
  r->clean = r->st == HCL_OK && hcl_validator_valid(r->v) &&
             hcl_diags_count(hcl_validator_diags(r->v)) == 0;
  if (!r->clean)
    atomic_store_explicit(&r->sp->stop, true, memory_order_relaxed);
  return NULL;
}

/* ---- Across runs -------------------------------------------------------- */

static int cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

/* Whether the runs, each clean, make a clean file: no key twice, no
   count past its limit. */
static bool agree(const split *sp, run *runs, size_t n, const hcl_alloc *a,
                  bool *nomem) {
  const vbody *root = sp->root;
  for (size_t i = 0; i < root->nnames; i++) {
    if (!(sp->names[i].flags & COUNTED))
      continue;
    size_t total = 0;
    for (size_t k = 0; k < n; k++)
      total += runs[k].counts[i];
    if (total > (size_t)sp->names[i].max_items)
      return false;
  }
  hcl_vec all;
  hcl_vec_init(&all, a, sizeof(uint64_t));
  for (size_t k = 0; k < n; k++)
    for (size_t i = 0; i < runs[k].keys.len; i++)
      if (!hcl_vec_push(&all, hcl_vec_at(&runs[k].keys, i))) {
        *nomem = true;
        hcl_vec_fini(&all);
        return false;
      }
  bool ok = true;
  if (all.len > 1) {
    qsort(all.data, all.len, sizeof(uint64_t), cmp_u64);
    const uint64_t *h = all.data;
    for (size_t i = 1; ok && i < all.len; i++)
      ok = h[i] != h[i - 1];
  }
  hcl_vec_fini(&all);
  return ok;
}

/* ---- The whole ---------------------------------------------------------- */

/* The whole file on vs[0], parsed on a thread of its own when one can be
   started. */
static hcl_status check_whole(hcl_validator *v, const char *path) {
  hcl_sink s = hcl_validator_sink(v);
  if (!s.ctx)
    return HCL_ERR_NOMEM;
  hcl_relay *relay = hcl_relay_new(&s, v->alloc);
  hcl_status st =
      hcl_native_parse_file(path, relay ? hcl_relay_sink(relay) : s, NULL);
  hcl_relay_free(relay);
  return st == HCL_ERR_NOMEM || st == HCL_ERR_IO ? st : HCL_OK;
}

static bool can_split(hcl_validator *const *vs, size_t n) {
  for (size_t i = 0; i < n; i++) {
    const hcl_validator *v = vs[i];
    if (!v->spec || v->whole_file || v->keep_value || v->keep_json)
      return false;
  }
  return vs[0]->plan->root->root && splittable(vs[0]->plan->root->root);
}

/* Runs the file cut at `cuts` (n + 1 offsets); whether the runs agree
   on a clean file. */
static hcl_status run_all(split *sp, hcl_validator *const *vs,
                          const uint64_t *cuts, size_t n, bool *clean) {
  const hcl_alloc *a = vs[0]->alloc;
  run *runs = hcl_mem_alloc(a, n * sizeof *runs);
  if (!runs)
    return HCL_ERR_NOMEM;
  memset(runs, 0, n * sizeof *runs);
  hcl_status st = HCL_OK;
  for (size_t k = 0; k < n; k++) {
    run *r = &runs[k];
    r->sp = sp;
    r->v = vs[k];
    r->start = r->at = cuts[k];
    r->end = cuts[k + 1];
    hcl_vec_init(&r->keys, a, sizeof(uint64_t));
    hcl_buf_init(&r->key, a);
    r->counts = hcl_mem_alloc(a, (sp->root->nnames + 1) * sizeof(size_t));
    if (!r->counts)
      st = HCL_ERR_NOMEM;
    else
      memset(r->counts, 0, (sp->root->nnames + 1) * sizeof(size_t));
  }
  pthread_attr_t attr;
  bool attr_ok = st == HCL_OK && pthread_attr_init(&attr) == 0;
  if (attr_ok)
    pthread_attr_setstacksize(&attr, HCL_RELAY_THREAD_STACK);
  for (size_t k = 1; attr_ok && k < n; k++)
    runs[k].started =
        pthread_create(&runs[k].thread, &attr, run_main, &runs[k]) == 0;
  if (attr_ok)
    pthread_attr_destroy(&attr);
  if (st == HCL_OK)
    run_main(&runs[0]);
  bool all = st == HCL_OK;
  for (size_t k = 0; k < n; k++) {
    run *r = &runs[k];
    if (k > 0 && st == HCL_OK) {
      if (r->started)
        pthread_join(r->thread, NULL);
      else
        run_main(r); /* no thread: on this one */
    }
    if (r->st == HCL_ERR_NOMEM)
      st = HCL_ERR_NOMEM;
    all = all && r->clean;
  }
  bool nomem = false;
  *clean = st == HCL_OK && all && agree(sp, runs, n, a, &nomem);
  if (nomem)
    st = HCL_ERR_NOMEM;
  for (size_t k = 0; k < n; k++) {
    hcl_vec_fini(&runs[k].keys);
    hcl_buf_fini(&runs[k].key);
    hcl_mem_free(a, runs[k].counts);
  }
  hcl_mem_free(a, runs);
  return st;
}

hcl_status hcl_validate_file_parallel(hcl_validator *const *vs, size_t n,
                                      const char *path) {
  struct stat sb;
  if (n < 2 || !can_split(vs, n) || stat(path, &sb) != 0 ||
      !S_ISREG(sb.st_mode))
    return check_whole(vs[0], path);
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return check_whole(vs[0], path);
  uint64_t size = (uint64_t)sb.st_size;
  const hcl_alloc *a = vs[0]->alloc;
  uint64_t *cuts = hcl_mem_alloc(a, (n + 1) * sizeof *cuts);
  split sp = {vs[0]->plan->root, NULL, fd, path, false};
  sp.names = hcl_mem_alloc(a, (sp.root->nnames + 1) * sizeof *sp.names);
  if (!cuts || !sp.names) {
    hcl_mem_free(a, cuts);
    hcl_mem_free(a, sp.names);
    close(fd);
    return HCL_ERR_NOMEM;
  }
  classify(sp.root, sp.names);
  /* cuts[0] = 0 < cuts[1] < ... < cuts[runs] = size */
  size_t runs = 1;
  cuts[0] = 0;
  for (size_t k = 1; k < n; k++) {
    uint64_t from = size / n * k;
    if (from <= cuts[runs - 1])
      from = cuts[runs - 1] + 1;
    uint64_t at = item_start(fd, from, size);
    if (at > cuts[runs - 1])
      cuts[runs++] = at;
  }
  cuts[runs] = size;
  bool clean = false;
  hcl_status st = HCL_OK;
  if (runs > 1)
    st = run_all(&sp, vs, cuts, runs, &clean);
  close(fd);
  hcl_mem_free(a, cuts);
  hcl_mem_free(a, sp.names);
  if (st == HCL_ERR_NOMEM)
    return st;
  /* vs[0] holds the first run's results: those of a clean file */
  return clean ? HCL_OK : check_whole(vs[0], path);
}
