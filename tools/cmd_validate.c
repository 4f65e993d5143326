/*
 * `hcl validate --spec=FILE [OPTIONS] [PATH...]`: checks each file against
 * an hcldec spec, on its own, with hcldec's verdict and diagnostics, on
 * several threads. The spec and its evaluation context are loaded once and
 * shared read-only; each worker has its own validator and reads its own
 * files. Results leave in the order of the input list through a reorder
 * window: a worker may run at most `window` files ahead of the oldest
 * file not yet written, which bounds the memory held by results. With at
 * least two threads per file (one large file, say), a large native file
 * is cut into runs checked at once (hcl_validate_file_parallel), and any
 * other file goes through a relay (hcl/events.h), so that it is parsed on
 * one thread while it is validated on another.
 *
 * Output: diagnostics (text) on stderr and a summary line on stdout; or one
 * JSON document (json) or one JSON line per file (jsonl) on stdout.
 * Exit status: 0 when every file is valid, 1 when any is invalid or
 * unreadable, 2 for a bad command line or a spec that does not load.
 */

#include "cmd_validate.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli_common.h"
#include "spec_env.h"
#include "validate_inputs.h"
#include "validate_report.h"

static const char USAGE[] =
    "usage: hcl validate --spec=FILE [OPTIONS] [PATH...]\n"
    "Checks each file on its own against an hcldec spec: the verdict and\n"
    "the diagnostics hcldec gives for that file.\n"
    "  -s, --spec=FILE          the hcldec spec file (required)\n"
    "  -V, --vars=JSON_OR_FILE  variables, as for hcldec (repeatable)\n"
    "  -j, --jobs=N             worker threads (default: online CPUs)\n"
    "      --format=FORMAT      text (default), json or jsonl\n"
    "      --include=GLOB       also walk for files whose name matches\n"
    "      --exclude=GLOB       skip walked files and directories that match\n"
    "      --files-from=FILE    read more paths, one a line ('-': stdin)\n"
    "      --shard=K/N          check only shard K (0..N-1) of N\n"
    "      --dynamic-blocks     expand \"dynamic\" blocks first, as\n"
    "                           hcldec --dynamic-blocks; each file is then\n"
    "                           held in memory while it is checked\n"
    "      --progress, --no-progress\n"
    "                           a progress line on stderr (default: when\n"
    "                           stderr is a terminal)\n"
    "PATHs are files (checked whatever their name; '-' is standard input)\n"
    "or directories, walked for *.hcl and *.hcl.json. A name ending in\n"
    ".json is read in the JSON syntax. Exit status: 0 all valid, 1 any\n"
    "invalid or unreadable, 2 a bad command line or spec.\n";

typedef struct options {
  const char *spec;
  const char **vars;
  size_t nvars;
  const char **paths;
  size_t npaths;
  const char **include;
  size_t ninclude;
  const char **exclude;
  size_t nexclude;
  const char *files_from;
  unsigned long jobs; /* 0: online CPUs */
  vr_format format;
  bool sharded;
  unsigned long long shard_k, shard_n;
  int progress; /* -1: when stderr is a terminal */
  bool dynamic_blocks;
} options;

/* ---- The command line --------------------------------------------------- */

void cmd_validate_usage(FILE *out) { fputs(USAGE, out); }

static int usage_error(const char *fmt, const char *arg) {
  fputs("hcl validate: ", stderr);
  fprintf(stderr, fmt, arg);
  fputc('\n', stderr);
  fputs(USAGE, stderr);
  return 2;
}

static bool push(const char ***list, size_t *n, const char *v) {
  const char **grown = realloc((void *)*list, (*n + 1) * sizeof *grown);
  if (!grown)
    return false;
  grown[(*n)++] = v;
  *list = grown;
  return true;
}

static bool parse_ulong(const char *s, unsigned long long *out) {
  if (*s < '0' || *s > '9')
    return false;
  char *end;
  errno = 0;
  *out = strtoull(s, &end, 10);
  return errno == 0 && *end == '\0';
}

/* Takes the value of flag `name`; 0 when it was taken, else exit status. */
static int set_value(options *o, const char *name, const char *v) {
  bool ok = true;
  if (strcmp(name, "spec") == 0) {
    o->spec = v;
  } else if (strcmp(name, "vars") == 0) {
    ok = push(&o->vars, &o->nvars, v);
  } else if (strcmp(name, "jobs") == 0) {
    if (!cli_jobs_value(v, &o->jobs))
      return usage_error("-j wants a number from 1 to 1024, not \"%s\"", v);
  } else if (strcmp(name, "format") == 0) {
    if (strcmp(v, "text") == 0)
      o->format = VR_TEXT;
    else if (strcmp(v, "json") == 0)
      o->format = VR_JSON;
    else if (strcmp(v, "jsonl") == 0)
      o->format = VR_JSONL;
    else
      return usage_error("unknown format \"%s\" (text, json or jsonl)", v);
  } else if (strcmp(name, "include") == 0) {
    ok = push(&o->include, &o->ninclude, v);
  } else if (strcmp(name, "exclude") == 0) {
    ok = push(&o->exclude, &o->nexclude, v);
  } else if (strcmp(name, "files-from") == 0) {
    o->files_from = v;
  } else { /* shard */
    const char *slash = strchr(v, '/');
    char k[32];
    size_t klen = slash ? (size_t)(slash - v) : 0;
    if (!slash || klen == 0 || klen >= sizeof k)
      return usage_error("--shard wants K/N, not \"%s\"", v);
    memcpy(k, v, klen);
    k[klen] = '\0';
    if (!parse_ulong(k, &o->shard_k) || !parse_ulong(slash + 1, &o->shard_n) ||
        o->shard_n == 0 || o->shard_k >= o->shard_n)
      return usage_error("--shard wants K/N with 0 <= K < N, not \"%s\"", v);
    o->sharded = true;
  }
  if (!ok) {
    fputs("hcl validate: out of memory\n", stderr);
    return 2;
  }
  return 0;
}

static const char *const VALUE_FLAGS[] = {"spec",       "vars",    "jobs",
                                          "format",     "include", "exclude",
                                          "files-from", "shard"};
#define NVALUE_FLAGS (sizeof VALUE_FLAGS / sizeof VALUE_FLAGS[0])

/* `--name[=value]`; *i moves past a value taken from the next argument. */
static int long_flag(options *o, int argc, char **argv, int *i) {
  const char *arg = argv[*i] + 2;
  const char *eq = strchr(arg, '=');
  size_t len = eq ? (size_t)(eq - arg) : strlen(arg);
  char name[16];
  if (len >= sizeof name)
    return usage_error("unknown flag --%s", arg);
  memcpy(name, arg, len);
  name[len] = '\0';
  if (!eq && strcmp(name, "dynamic-blocks") == 0) {
    o->dynamic_blocks = true;
    return 0;
  }
  if (!eq &&
      (strcmp(name, "progress") == 0 || strcmp(name, "no-progress") == 0)) {
    o->progress = name[0] == 'p';
    return 0;
  }
  if (!eq && strcmp(name, "help") == 0) {
    fputs(USAGE, stdout);
    return -1;
  }
  for (size_t k = 0; k < NVALUE_FLAGS; k++) {
    if (strcmp(name, VALUE_FLAGS[k]) != 0)
      continue;
    if (eq)
      return set_value(o, name, eq + 1);
    if (*i + 1 >= argc)
      return usage_error("--%s needs a value", name);
    return set_value(o, name, argv[++*i]);
  }
  return usage_error("unknown flag --%s", arg);
}

/* `-s FILE`, `-sFILE`, `-s=FILE`, and the same for -V and -j. */
static int short_flag(options *o, int argc, char **argv, int *i) {
  const char *a = argv[*i];
  const char *name = a[1] == 's'   ? "spec"
                     : a[1] == 'V' ? "vars"
                     : a[1] == 'j' ? "jobs"
                                   : NULL;
  if (a[1] == 'h' && a[2] == '\0') {
    fputs(USAGE, stdout);
    return -1;
  }
  if (!name)
    return usage_error("unknown flag %s", a);
  const char *v = a + 2;
  if (*v == '=')
    v++;
  if (*v)
    return set_value(o, name, v);
  if (*i + 1 >= argc)
    return usage_error("%s needs a value", a);
  return set_value(o, name, argv[++*i]);
}

/* 0 when the command line is good; -1 after --help; else exit status. */
static int parse_options(int argc, char **argv, options *o) {
  memset(o, 0, sizeof *o);
  o->progress = -1;
  bool flags_done = false;
  for (int i = 0; i < argc; i++) {
    const char *a = argv[i];
    int rc = 0;
    if (flags_done || a[0] != '-' || a[1] == '\0') {
      if (!push(&o->paths, &o->npaths, a)) {
        fputs("hcl validate: out of memory\n", stderr);
        rc = 2;
      }
    } else if (strcmp(a, "--") == 0) {
      flags_done = true;
    } else if (a[1] == '-') {
      rc = long_flag(o, argc, argv, &i);
    } else {
      rc = short_flag(o, argc, argv, &i);
    }
    if (rc != 0)
      return rc;
  }
  if (!o->spec || !*o->spec)
    return usage_error("%s", "the --spec=FILE argument is required");
  if (o->npaths == 0 && !o->files_from)
    return usage_error("%s", "no input: give PATHs, '-' for standard "
                             "input, or --files-from");
  return 0;
}

static void options_fini(options *o) {
  free((void *)o->vars);
  free((void *)o->paths);
  free((void *)o->include);
  free((void *)o->exclude);
}

/* ---- Checking files on several threads ---------------------------------- */

/* One file's result, waiting in the reorder window until its turn. */
typedef struct slot {
  char *text; /* rendered; NULL when the file could not be checked */
  size_t len;
  uint64_t bytes;
  bool valid;
  bool done;
} slot;

typedef struct run {
  const options *o;
  vi_list files;
  const hcl_spec *spec;
  const hcl_eval_ctx *ctx;
  vr_env env;
  double t0;

  pthread_mutex_t mu; /* guards everything below */
  pthread_cond_t room;
  size_t next;     /* the next file a worker takes */
  size_t released; /* the files done with, in order */
  size_t written;  /* the results written to stdout (json, jsonl) */
  size_t window;
  slot *slots; /* file i waits in slots[i % window] */
  size_t nvalid, ninvalid;
  uint64_t bytes_done, bytes_total;
  bool progress, drawn;
  double last_draw;
  bool failed; /* some file could not be checked (out of memory) */
  bool relay;  /* threads to spare: each file's validator on one of its own */
  size_t per_file; /* threads for each file: a large one is cut in runs */
} run;

/* A worker's validators: the first for any file, the others made when a
   large file is cut into runs (hcl_validate_file_parallel). */
typedef struct workspace {
  hcl_validator **vs;
  size_t n;
} workspace;

/* Below this a file is not worth cutting: starting threads costs more. */
#define SPLIT_MIN_BYTES ((off_t)1 << 20)

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static bool json_name(const char *path) {
  size_t n = strlen(path);
  return n >= 5 && strcmp(path + n - 5, ".json") == 0;
}

typedef struct fd_reader {
  int fd;
  uint64_t bytes;
} fd_reader;

static hcl_status read_fd(void *ctx, char *buf, size_t cap, size_t *got) {
  fd_reader *fr = ctx;
  for (;;) {
    ssize_t n = read(fr->fd, buf, cap);
    if (n >= 0) {
      *got = (size_t)n;
      fr->bytes += (uint64_t)n;
      return HCL_OK;
    }
    if (errno != EINTR) {
      *got = 0;
      return HCL_ERR_IO;
    }
  }
}

/* Standard input as it streams past the validator: each chunk is also
   written to `spool` (when there is one) for the text format to read
   again, so memory stays bounded however long the input is. A failed
   write only drops the copy. */
typedef struct stdin_reader {
  fd_reader in;
  FILE *spool;
} stdin_reader;

static hcl_status read_stdin_spooling(void *ctx, char *buf, size_t cap,
                                      size_t *got) {
  stdin_reader *sr = ctx;
  hcl_status st = read_fd(&sr->in, buf, cap, got);
  if (st == HCL_OK && sr->spool && *got &&
      fwrite(buf, 1, *got, sr->spool) != *got) {
    fclose(sr->spool);
    sr->spool = NULL;
  }
  return st;
}

/* Opens a file to check; -1 when it cannot be read as a file. Files found
   by the walk are opened without blocking and read only when regular, so
   a FIFO in a directory cannot stall the run. */
static int open_input(const vi_file *f) {
  int flags = O_RDONLY | O_CLOEXEC | (f->kind == VI_WALKED ? O_NONBLOCK : 0);
  int fd = open(f->path, flags);
  struct stat st;
  if (fd >= 0 && (fstat(fd, &st) != 0 || S_ISDIR(st.st_mode) ||
                  (f->kind == VI_WALKED && !S_ISREG(st.st_mode)))) {
    close(fd);
    fd = -1;
  }
  return fd;
}

/* A directory the walk could not read, reported as an unreadable file. */
static hcl_diags *bad_dir(const vi_file *f) {
  hcl_diags *ds = hcl_diags_new(NULL);
  char *quoted = NULL;
  if (!ds ||
      hcl_diag_quote(f->path, strlen(f->path), NULL, &quoted, NULL) != HCL_OK)
    return ds;
  char why[128];
  if (strerror_r(f->err, why, sizeof why) != 0) /* XSI: thread-safe */
    snprintf(why, sizeof why, "error %d", f->err);
  size_t cap = strlen(quoted) + strlen(why) + 64;
  char *detail = malloc(cap);
  if (detail) {
    snprintf(detail, cap, "The directory %s could not be read: %s.", quoted,
             why);
    hcl_diags_add_error(ds, "Failed to read directory", detail, NULL);
  }
  free(detail);
  hcl_free(NULL, quoted);
  return ds;
}

/* Parses one input into `v`: through a relay, so that parsing and
   validating run at once, when there are threads to spare. */
static hcl_status parse_into(const run *r, hcl_validator *v, hcl_reader reader,
                             const char *name, bool json) {
  hcl_sink sink = hcl_validator_sink(v);
  if (!sink.ctx)
    return HCL_ERR_NOMEM;
  hcl_relay *relay = r->relay ? hcl_relay_new(&sink, NULL) : NULL;
  if (relay)
    sink = hcl_relay_sink(relay);
  hcl_status st = json ? hcl_json_parse_reader(reader, name, sink, NULL)
                       : hcl_native_parse_reader(reader, name, sink, NULL);
  hcl_relay_free(relay);
  return st;
}

/* With threads to spare, a large regular native file is cut into runs
   checked at once (hcl/validate.h); its size counts as read. HCL_OK, or
   HCL_ERR_INVALID when the file is not one to cut. */
static hcl_status check_split(run *r, workspace *w, const vi_file *f, int fd,
                              uint64_t *bytes) {
  struct stat sb;
  if (r->per_file < 2 || r->o->dynamic_blocks || json_name(f->path) ||
      fstat(fd, &sb) != 0 || !S_ISREG(sb.st_mode) ||
      sb.st_size < SPLIT_MIN_BYTES)
    return HCL_ERR_INVALID;
  hcl_validate_options vo = hcl_validate_options_default();
  while (w->n < r->per_file &&
         hcl_validator_new(r->spec, r->ctx, &vo, &w->vs[w->n]) == HCL_OK)
    w->n++;
  if (w->n < 2)
    return HCL_ERR_INVALID;
  *bytes = (uint64_t)sb.st_size;
  /* the descriptor open_input checked, not the path again */
  return hcl_validate_fd_parallel(w->vs, w->n, fd, f->path, NULL);
}

/* Checks one file and renders its result. */
static slot check_file(run *r, workspace *w, const vi_file *f) {
  hcl_validator *v = w->vs[0];
  slot s = {NULL, 0, 0, false, true};
  vr_file vf = {f->path, f->path, json_name(f->path), false, -1, 0};
  bool unread = false; /* the file was not read: `own` says why */
  hcl_diags *own = NULL;
  hcl_status st = HCL_OK;
  FILE *spool = NULL;
  if (f->kind == VI_STDIN) {
    vf = (vr_file){f->path, "<stdin>", false, true, -1, 0};
    stdin_reader sr = {{STDIN_FILENO, 0},
                       r->env.format == VR_TEXT ? hcl_temp_file() : NULL};
    st = parse_into(r, v, (hcl_reader){&sr, read_stdin_spooling}, vf.name,
                    false);
    s.bytes = sr.in.bytes;
    spool = sr.spool;
    if (spool && fflush(spool) == 0) {
      vf.spool = fileno(spool);
      vf.spool_len = sr.in.bytes;
    }
    if (st == HCL_ERR_IO) {
      unread = true;
      own = hcl_diags_new(NULL);
      if (own)
        hcldec_read_failed(f->path, false, own);
    }
  } else if (f->kind == VI_BAD_DIR) {
    unread = true;
    own = bad_dir(f);
  } else {
    int fd = open_input(f);
    if (fd >= 0) {
      st = check_split(r, w, f, fd, &s.bytes);
      if (st == HCL_ERR_INVALID) {
        fd_reader fr = {fd, 0};
        st = parse_into(r, v, (hcl_reader){&fr, read_fd}, f->path, vf.json);
        s.bytes = fr.bytes;
      }
      close(fd);
    }
    if (fd < 0 || st == HCL_ERR_IO) {
      unread = true;
      own = hcl_diags_new(NULL);
      if (own)
        hcldec_read_failed(f->path, vf.json, own);
    }
  }
  if (st != HCL_ERR_NOMEM && !(unread && !own)) {
    s.valid = !unread && hcl_validator_valid(v);
    const hcl_diags *ds = unread ? own : hcl_validator_diags(v);
    if (vr_render(&r->env, &vf, s.valid, ds, &s.text, &s.len) != HCL_OK)
      s.text = NULL;
  }
  hcl_diags_free(own);
  if (spool)
    fclose(spool);
  return s;
}

static void format_left(double seconds, char *buf, size_t cap) {
  if (seconds < 0 || seconds > 360000)
    snprintf(buf, cap, "?");
  else if (seconds >= 60)
    snprintf(buf, cap, "%dm%02ds", (int)seconds / 60, (int)seconds % 60);
  else
    snprintf(buf, cap, "%ds", (int)(seconds + 0.5));
}

static void clear_progress(run *r) {
  if (r->drawn) {
    fputs("\r\033[K", stderr);
    r->drawn = false;
  }
}

static void draw_progress(run *r) {
  double t = now(), elapsed = t - r->t0;
  if (t - r->last_draw < 0.1 && r->released < r->files.n)
    return;
  r->last_draw = t;
  double rate = elapsed > 0 ? (double)r->bytes_done / 1e6 / elapsed : 0;
  double left;
  if (r->bytes_total > r->bytes_done && r->bytes_done > 0)
    left = elapsed / (double)r->bytes_done *
           (double)(r->bytes_total - r->bytes_done);
  else if (r->released > 0)
    left = elapsed / (double)r->released * (double)(r->files.n - r->released);
  else
    left = -1;
  char buf[32];
  format_left(left, buf, sizeof buf);
  fprintf(stderr, "\r\033[K%zu/%zu files, %.1f MB/s, %s left", r->released,
          r->files.n, rate, buf);
  fflush(stderr);
  r->drawn = true;
}

/* Writes the results that are next in order. Called with the lock held. */
static void release(run *r) {
  size_t before = r->released;
  for (;;) {
    slot *s = &r->slots[r->released % r->window];
    if (!s->done)
      break;
    const vi_file *f = &r->files.files[r->released];
    if (!s->text) {
      clear_progress(r);
      fprintf(stderr, "hcl validate: %s: out of memory\n", f->path);
      r->failed = true;
    } else if (r->o->format == VR_TEXT) {
      if (s->len > 0) {
        clear_progress(r);
        fwrite(s->text, 1, s->len, stderr);
      }
    } else {
      if (r->o->format == VR_JSON)
        fputs(r->written > 0 ? ",\n" : "\n", stdout);
      r->written++;
      fwrite(s->text, 1, s->len, stdout);
      if (r->o->format == VR_JSONL) {
        fputc('\n', stdout);
        fflush(stdout);
      }
    }
    if (s->valid)
      r->nvalid++;
    else
      r->ninvalid++;
    r->bytes_done += s->bytes;
    free(s->text);
    memset(s, 0, sizeof *s);
    r->released++;
  }
  if (r->released != before) {
    pthread_cond_broadcast(&r->room);
    if (r->progress)
      draw_progress(r);
  }
}

static void *worker(void *arg) {
  run *r = arg;
  workspace w = {
      calloc(r->per_file > 1 ? r->per_file : 1, sizeof(hcl_validator *)), 0};
  hcl_validate_options vo = hcl_validate_options_default();
  vo.dynamic_blocks = r->o->dynamic_blocks;
  if (!w.vs || hcl_validator_new(r->spec, r->ctx, &vo, &w.vs[0]) != HCL_OK) {
    free(w.vs);
    return NULL; /* the other workers take the files */
  }
  w.n = 1;
  pthread_mutex_lock(&r->mu);
  for (;;) {
    while (r->next < r->files.n && r->next >= r->released + r->window)
      pthread_cond_wait(&r->room, &r->mu);
    if (r->next >= r->files.n)
      break;
    size_t i = r->next++;
    pthread_mutex_unlock(&r->mu);
    slot s = check_file(r, &w, &r->files.files[i]);
    pthread_mutex_lock(&r->mu);
    r->slots[i % r->window] = s;
    release(r);
  }
  pthread_mutex_unlock(&r->mu);
  for (size_t i = 0; i < w.n; i++)
    hcl_validator_free(w.vs[i]);
  free(w.vs);
  return NULL;
}

/* Runs the workers over the list; false when none could start. */
static bool check_all(run *r, unsigned long jobs) {
  size_t n = r->files.n;
  if (n == 0)
    return true;
  r->per_file = jobs / n;
  r->relay = r->per_file >= 2;
  if (jobs > n)
    jobs = (unsigned long)n;
  r->window = 64 * (size_t)jobs;
  if (r->window < 256)
    r->window = 256;
  r->slots = calloc(r->window, sizeof *r->slots);
  pthread_t *threads = calloc(jobs, sizeof *threads);
  bool *started = calloc(jobs, sizeof *started);
  pthread_attr_t attr;
  bool ok = r->slots && threads && started && pthread_attr_init(&attr) == 0;
  size_t nstarted = 0;
  if (ok) {
    /* the library's depth limits assume an 8 MiB stack; leave room for
       sanitizers */
    pthread_attr_setstacksize(&attr, (size_t)16 << 20);
    for (unsigned long i = 0; i < jobs; i++) {
      started[i] = pthread_create(&threads[i], &attr, worker, r) == 0;
      nstarted += started[i];
    }
    pthread_attr_destroy(&attr);
  }
  for (unsigned long i = 0; ok && i < jobs; i++)
    if (started[i])
      pthread_join(threads[i], NULL);
  free(threads);
  free(started);
  free(r->slots);
  r->slots = NULL;
  return ok && nstarted > 0 && r->released == n;
}

/* ---- Setting up --------------------------------------------------------- */

/* The spec's or the variables' diagnostics, as hcldec prints them. */
static void print_load_diags(const options *o, const hcl_diags *ds,
                             hcldec_sources *sources) {
  if (o->format != VR_TEXT) {
    hcl_diags_render_json(ds, stderr);
    return;
  }
  cli_spec_env_print_diags(ds, sources);
}

/* Lists the files; 0, or an exit status. */
static int list_files(run *r) {
  const options *o = r->o;
  vi_list *l = &r->files;
  l->include = o->include;
  l->ninclude = o->ninclude;
  l->exclude = o->exclude;
  l->nexclude = o->nexclude;
  hcl_status st = HCL_OK;
  for (size_t i = 0; st == HCL_OK && i < o->npaths; i++)
    st = vi_add(l, o->paths[i]);
  if (st == HCL_OK && o->files_from) {
    bool from_stdin = strcmp(o->files_from, "-") == 0;
    FILE *in = from_stdin ? stdin : fopen(o->files_from, "r");
    if (!in) {
      fprintf(stderr, "hcl validate: cannot read %s: %s\n", o->files_from,
              strerror(errno));
      return 2;
    }
    st = vi_add_lines(l, in);
    if (!from_stdin)
      fclose(in);
    if (st == HCL_ERR_IO) {
      fprintf(stderr, "hcl validate: cannot read %s\n", o->files_from);
      return 2;
    }
  }
  if (st != HCL_OK) {
    fputs("hcl validate: out of memory\n", stderr);
    return 1;
  }
  if (o->sharded)
    vi_keep_shard(l, o->shard_k, o->shard_n);
  bool uses_stdin = false;
  for (size_t i = 0; i < l->n; i++) {
    uses_stdin = uses_stdin || l->files[i].kind == VI_STDIN;
    r->bytes_total += l->files[i].size;
  }
  if (uses_stdin && o->files_from && strcmp(o->files_from, "-") == 0)
    return usage_error("%s", "standard input cannot be both the file list "
                             "and a file to check");
  return 0;
}

static void summary(const run *r, double seconds) {
  double mbs = seconds > 0 ? (double)r->bytes_done / 1e6 / seconds : 0;
  if (r->o->format == VR_JSON)
    printf("\n],\"summary\":{\"files\":%zu,\"valid\":%zu,\"invalid\":%zu,"
           "\"bytes\":%llu,\"seconds\":%.6f}}\n",
           r->released, r->nvalid, r->ninvalid,
           (unsigned long long)r->bytes_done, seconds);
  else if (r->o->format == VR_TEXT)
    printf("%zu files, %zu valid, %zu invalid, %llu bytes, %.3f s, "
           "%.1f MB/s\n",
           r->released, r->nvalid, r->ninvalid,
           (unsigned long long)r->bytes_done, seconds, mbs);
}

static int validate(run *r, hcldec_sources *sources) {
  const options *o = r->o;
  r->env.format = o->format;
  r->env.text = cli_hcldec_text_options();
  r->env.sources = sources;
  r->t0 = now();
  int rc = list_files(r);
  if (rc != 0)
    return rc;
  r->progress = o->progress == 1 || (o->progress < 0 && isatty(STDERR_FILENO));
  unsigned long jobs = o->jobs;
  if (jobs == 0)
    jobs = cli_online_cpus();
  if (o->format == VR_JSON)
    fputs("{\"files\":[", stdout);
  bool ok = check_all(r, jobs);
  clear_progress(r);
  summary(r, now() - r->t0);
  if (fflush(stdout) != 0 || ferror(stdout)) {
    fputs("hcl validate: cannot write the results\n", stderr);
    return 1;
  }
  if (!ok) {
    fputs("hcl validate: out of memory\n", stderr);
    return 1;
  }
  return r->failed || r->ninvalid > 0 ? 1 : 0;
}

int cmd_validate(int argc, char **argv) {
  options o;
  int rc = parse_options(argc, argv, &o);
  if (rc != 0) {
    options_fini(&o);
    return rc < 0 ? 0 : rc;
  }
  hcl_tree *tree = hcl_tree_new(NULL);
  hcl_diags *ds = hcl_diags_new(NULL);
  hcldec_sources *sources = tree ? hcldec_sources_new(tree) : NULL;
  cli_spec_env env;
  memset(&env, 0, sizeof env);
  run r;
  memset(&r, 0, sizeof r);
  r.o = &o;
  if (!tree || !ds || !sources ||
      cli_spec_env_load(&env, sources, tree, o.spec, ds) != HCL_OK ||
      (!hcl_diags_has_errors(ds) &&
       cli_spec_env_define(&env, sources, tree, o.vars, o.nvars, ds) !=
           HCL_OK)) {
    fputs("hcl validate: out of memory\n", stderr);
    rc = 2;
  } else if (hcl_diags_count(ds) > 0) {
    /* The spec or the variables did not load (errors: stop here), or
       loaded with warnings, shown once before the files' results. */
    print_load_diags(&o, ds, sources);
    if (hcl_diags_has_errors(ds))
      rc = 2;
  }
  if (rc == 0 && pthread_mutex_init(&r.mu, NULL) == 0) {
    if (pthread_cond_init(&r.room, NULL) == 0) {
      r.spec = hcl_spec_file_root(env.spec);
      r.ctx = cli_spec_env_ctx(&env);
      rc = validate(&r, sources);
      pthread_cond_destroy(&r.room);
    } else {
      rc = 1;
    }
    pthread_mutex_destroy(&r.mu);
  } else if (rc == 0) {
    rc = 1;
  }
  vi_list_fini(&r.files);
  cli_spec_env_fini(&env);
  hcldec_sources_free(sources);
  hcl_diags_free(ds);
  hcl_tree_free(tree);
  options_fini(&o);
  return rc;
}
