/*
 * One large file on several threads (fmt_split.h).
 *
 * The file is cut after blank lines that a line starting at its first
 * column with a name follows, so at the top level between items, as a
 * rule: a few runs per thread. Each run is parsed and formatted as a file
 * of its own by whichever thread takes it next. Why the concatenated
 * texts are the whole file's text: a blank line at the top level ends
 * every run of aligned lines and leaves no bracket open, so the formatter
 * carries nothing across it; and a cut that lands inside a block, a
 * bracket, a heredoc or a comment leaves the run before it unterminated,
 * a syntax error, which sends the file to be formatted whole.
 *
 * What no run sees alone is an attribute set twice at the top level in
 * two runs: each run records 64-bit hashes of its top-level attribute
 * names, and any hash seen twice (a redefinition, or by chance two names)
 * sends the file to be formatted whole, as does any diagnostic at all.
 * So the output never depends on the cut, and a file with errors costs
 * its runs' time on top of one ordinary parse.
 */

#include "fmt_split.h"

#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli_spool.h"

#define RUNS_PER_THREAD 4
#define RUN_MIN_BYTES ((uint64_t)1 << 20)
/* Top-level attributes remembered at most, 8 bytes each: past this the
   file is formatted whole, in the parser's bounded memory. */
#define MAX_NAMES ((size_t)1 << 20)

typedef struct run {
  uint64_t start, end;
  cli_spool *text;
  uint64_t *names; /* hashes of its top-level attribute names */
  size_t nnames, cap;
  bool clean; /* parsed and formatted with no diagnostic */
} run;

typedef struct split {
  const char *path;
  int fd;
  const hcl_write_options *o;
  size_t in_memory; /* per run */
  run *runs;
  size_t nruns;
  atomic_size_t next;
  atomic_bool stop; /* a run failed: the others need not go on */
} split;

/* What a worker reads of its current run, and sees of its events. */
typedef struct worker {
  split *sp;
  run *r;
  uint64_t at;
  hcl_sink inner;
  size_t depth; /* blocks open */
  bool failed;
} worker;

static ssize_t pread_some(int fd, void *buf, size_t cap, uint64_t at) {
  ssize_t n;
  do
    n = pread(fd, buf, cap, (off_t)at);
  while (n < 0 && errno == EINTR);
  return n;
}

/* The first cut at or after `from` and before `limit`: the start of a line
   that begins with a letter or `_` after a line of only blanks; 0 when
   there is none in the next 4 MiB. */
static uint64_t find_cut(int fd, uint64_t from, uint64_t limit) {
  char buf[64 * 1024];
  /* 0: inside a line; 1: at a line's start; 2: at a line's start after a
     blank line; 3: in a line of blanks so far */
  int state = 0;
  uint64_t stop = from + ((uint64_t)4 << 20);
  if (stop > limit)
    stop = limit;
  for (uint64_t at = from; at < stop;) {
    size_t want = sizeof buf;
    if (stop - at < want)
      want = (size_t)(stop - at);
    ssize_t got = pread_some(fd, buf, want, at);
    if (got <= 0)
      return 0;
    for (ssize_t i = 0; i < got; i++) {
      unsigned char c = (unsigned char)buf[i];
      if (state == 2 && (c == '_' || (unsigned)((c | 0x20) - 'a') < 26u))
        return at + (uint64_t)i;
      if (c == '\n')
        state = state == 0 ? 1 : 2; /* after a line of blanks: 2 */
      else if (c == ' ' || c == '\t' || c == '\r')
        state = state == 0 ? 0 : 3;
      else
        state = 0;
    }
    at += (uint64_t)got;
  }
  return 0;
}

static hcl_status read_run(void *ctx, char *buf, size_t cap, size_t *got) {
  worker *w = ctx;
  *got = 0;
  if (w->at >= w->r->end)
    return HCL_OK;
  if (cap > w->r->end - w->at)
    cap = (size_t)(w->r->end - w->at);
  ssize_t n = pread_some(w->sp->fd, buf, cap, w->at);
  if (n < 0)
    return HCL_ERR_IO;
  w->at += (uint64_t)n;
  *got = (size_t)n;
  return HCL_OK;
}

/* FNV-1a: the hashes only need to tell names apart, and a collision only
   costs a whole-file parse. */
static uint64_t name_hash(hcl_str s) {
  uint64_t h = 0xcbf29ce484222325u;
  for (size_t i = 0; i < s.len; i++)
    h = (h ^ (unsigned char)s.ptr[i]) * 0x100000001b3u;
  return h;
}

static hcl_status on_event(void *ctx, const hcl_event *ev) {
  worker *w = ctx;
  if (ev->kind == HCL_EV_BLOCK_BEGIN) {
    w->depth++;
  } else if (ev->kind == HCL_EV_BLOCK_END) {
    w->depth--;
  } else if (ev->kind == HCL_EV_ATTR_BEGIN && w->depth == 0) {
    run *r = w->r;
    if (r->nnames == r->cap) {
      size_t cap = r->cap ? 2 * r->cap : 64;
      uint64_t *names =
          cap <= MAX_NAMES ? realloc(r->names, cap * sizeof *names) : NULL;
      if (!names) {
        w->failed = true;
        return HCL_STOP;
      }
      r->names = names;
      r->cap = cap;
    }
    r->names[r->nnames++] = name_hash(ev->as.attr.name);
  }
  return w->inner.event(w->inner.ctx, ev);
}

static hcl_status on_diagnostic(void *ctx, const hcl_diag *d) {
  (void)d;
  worker *w = ctx;
  w->failed = true;
  return HCL_STOP;
}

static hcl_status on_end(void *ctx, hcl_status how) {
  worker *w = ctx;
  return w->inner.end ? w->inner.end(w->inner.ctx, how) : HCL_OK;
}

/* Parses and formats run `r` into its spool; true when clean. */
static bool format_run(worker *w, run *r) {
  split *sp = w->sp;
  hcl_writer *wr = NULL;
  r->text = cli_spool_new(sp->in_memory);
  if (!r->text ||
      hcl_writer_new(cli_spool_stream(r->text), sp->o, &wr) != HCL_OK)
    return false;
  w->r = r;
  w->at = r->start;
  w->inner = hcl_writer_sink(wr);
  w->depth = 0;
  w->failed = false;
  hcl_sink s = {.ctx = w,
                .event = on_event,
                .diagnostic = on_diagnostic,
                .end = on_end,
                .wants = w->inner.wants};
  hcl_reader rd = {w, read_run};
  hcl_status st = hcl_native_parse_reader(rd, sp->path, s, NULL);
  hcl_writer_free(wr);
  bool kept = cli_spool_close(r->text);
  return st == HCL_OK && !w->failed && kept;
}

static void *work(void *arg) {
  worker *w = arg;
  split *sp = w->sp;
  for (;;) {
    size_t k = atomic_fetch_add(&sp->next, 1);
    if (k >= sp->nruns || atomic_load(&sp->stop))
      break;
    run *r = &sp->runs[k];
    r->clean = format_run(w, r);
    if (!r->clean)
      atomic_store(&sp->stop, true);
  }
  return NULL;
}

static int compare_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return (x > y) - (x < y);
}

/* Whether any hash is in two runs (within one, the parser has said). */
static bool names_repeat(const split *sp, bool *nomem) {
  size_t n = 0;
  for (size_t k = 0; k < sp->nruns; k++)
    n += sp->runs[k].nnames;
  *nomem = n > MAX_NAMES;
  uint64_t *all = *nomem ? NULL : malloc((n ? n : 1) * sizeof *all);
  if (!all) {
    *nomem = true;
    return true;
  }
  size_t at = 0;
  for (size_t k = 0; k < sp->nruns; k++) {
    memcpy(all + at, sp->runs[k].names, sp->runs[k].nnames * sizeof *all);
    at += sp->runs[k].nnames;
  }
  qsort(all, n, sizeof *all, compare_u64);
  bool repeat = false;
  for (size_t i = 1; i < n && !repeat; i++)
    repeat = all[i] == all[i - 1];
  free(all);
  return repeat;
}

fmt_split_result fmt_split(const char *path, int fd, uint64_t size,
                           unsigned threads, const hcl_write_options *o,
                           size_t in_memory, FILE *out) {
  size_t want = (size_t)threads * RUNS_PER_THREAD;
  if (size / RUN_MIN_BYTES < want)
    want = (size_t)(size / RUN_MIN_BYTES);
  if (threads < 2 || want < 2)
    return FMT_SPLIT_WHOLE;
  split sp = {.path = path, .fd = fd, .o = o};
  sp.runs = calloc(want, sizeof *sp.runs);
  if (!sp.runs)
    return FMT_SPLIT_WHOLE;
  uint64_t at = 0;
  for (size_t k = 1; k < want; k++) {
    uint64_t target = size / want * k;
    if (target <= at)
      continue;
    uint64_t cut = find_cut(fd, target, size);
    if (cut == 0)
      continue;
    sp.runs[sp.nruns].start = at;
    sp.runs[sp.nruns++].end = cut;
    at = cut;
  }
  sp.runs[sp.nruns].start = at;
  sp.runs[sp.nruns++].end = size;
  fmt_split_result result = FMT_SPLIT_WHOLE;
  if (sp.nruns < 2)
    goto done;
  sp.in_memory = in_memory / sp.nruns;
  if (threads > sp.nruns)
    threads = (unsigned)sp.nruns;
  atomic_init(&sp.next, 0);
  atomic_init(&sp.stop, false);
  worker *ws = calloc(threads, sizeof *ws);
  pthread_t *ts = calloc(threads, sizeof *ts);
  bool *started = calloc(threads, sizeof *started);
  pthread_attr_t attr;
  if (!ws || !ts || !started || pthread_attr_init(&attr) != 0) {
    free(ws);
    free(ts);
    free(started);
    goto done;
  }
  /* the library's depth limits assume an 8 MiB stack; leave room for
     sanitizers */
  pthread_attr_setstacksize(&attr, (size_t)16 << 20);
  for (unsigned i = 0; i < threads; i++)
    ws[i].sp = &sp;
  for (unsigned i = 1; i < threads; i++)
    started[i] = pthread_create(&ts[i], &attr, work, &ws[i]) == 0;
  pthread_attr_destroy(&attr);
  work(&ws[0]); /* this thread takes runs too */
  for (unsigned i = 1; i < threads; i++)
    if (started[i])
      pthread_join(ts[i], NULL);
  free(ws);
  free(ts);
  free(started);
  bool clean = !atomic_load(&sp.stop);
  for (size_t k = 0; clean && k < sp.nruns; k++)
    clean = sp.runs[k].clean;
  bool nomem = false;
  struct stat sb;
  /* a file that grew or changed while it was cut is formatted whole */
  if (!clean || names_repeat(&sp, &nomem) || fstat(fd, &sb) != 0 ||
      (uint64_t)sb.st_size != size)
    goto done;
  result = FMT_SPLIT_DONE;
  for (size_t k = 0; k < sp.nruns && result == FMT_SPLIT_DONE; k++)
    if (!cli_spool_copy(sp.runs[k].text, out))
      result = FMT_SPLIT_FAILED;
done:
  for (size_t k = 0; k < sp.nruns; k++) {
    cli_spool_free(sp.runs[k].text);
    free(sp.runs[k].names);
  }
  free(sp.runs);
  return result;
}
