/*
 * `hcl fmt [-w|--write] [--check] [--diff] [-r|--recursive] [--terraform]
 *          [-j N] [PATH...]`:
 * native-syntax files in the layout the reference `hclfmt` writes.
 *
 * Each input is parsed once; the canonical writer streams its text into a
 * spool (cli_spool.h: memory, or a temporary file past 1 MiB), which is
 * then compared with the input and, by the flags, printed, written over
 * the input (through hcl_file_out, so a crash never leaves half a file)
 * or diffed. A regular file of at most 1 MiB is read whole and parsed from
 * memory: a tree of small files costs a few system calls each. A file
 * with syntax errors is never rewritten: its diagnostics go to stderr and
 * the status is 1.
 *
 * With -j N (default: the CPUs online), N files are formatted at once, on
 * threads of their own. What each one says (diagnostics, --check's list,
 * the text or diff) waits until the files before it have said theirs, so
 * the output is the same whatever N. A worker runs at most 4 N files
 * ahead of the oldest one not yet reported, and what those hold waits in
 * memory up to 8 MiB in all, in temporary files beyond.
 * A lone input of 4 MiB or more is cut into runs of top-level items
 * formatted at once instead (fmt_split.h), with the same output. Handing
 * one parse's events to a second thread (hcl_relay) measured slower than
 * doing the work on one.
 *
 * Exit status: 0 done, 1 errors, 2 usage, 3 `--check` found files that
 * are not formatted.
 */

#include "cmd_fmt.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <spawn.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli_common.h"
#include "cli_spool.h"
#include "cli_walk.h"
#include "fmt_split.h"

extern char **environ;

/* An input up to this size is read whole and parsed from memory. */
#define SMALL_INPUT ((size_t)1 << 20)

/* Files finished but not yet reported, per worker: enough to keep every
   worker busy behind one slow file; and at most, since each may hold
   open files (a spilled text, a diff): far below the usual limit of
   1024 descriptors. */
#define WINDOW_PER_JOB 4
#define WINDOW_MAX 64

/* What the finished files that wait for their turn may hold in memory in
   all: each one's text stays in memory up to its share of this, or
   SMALL_INPUT when alone, and goes to a temporary file beyond. */
#define WAITING_BYTES ((size_t)8 << 20)

/* What the runs of one large file cut for its threads hold in memory in
   all (fmt_split.h), in temporary files beyond. */
#define SPLIT_IN_MEMORY ((size_t)4 << 20)

typedef struct fmt_flags {
  bool write, check, diff, recursive, verbatim, terraform;
  unsigned long jobs; /* files at once; 0: as many as online CPUs */
  size_t in_memory;   /* the formatted text a spool holds in memory */
  unsigned split;     /* threads for one large file: 2 or more to cut it */
} fmt_flags;

/* One input, and what is to be said of it once it is formatted. */
typedef struct fmt_job {
  const char *path; /* "-": standard input */
  int rc;           /* 0, 1 (errors) or 3 (--check: not formatted) */
  hcl_diags *ds;    /* the parse's diagnostics, when it failed */
  char *errs;       /* other messages for stderr */
  size_t errs_len;
  bool listed;     /* --check: its name goes to stdout */
  cli_spool *show; /* for stdout: the formatted text, or the diff */
  bool done;
} fmt_job;

void cmd_fmt_usage(FILE *out) {
  fprintf(out,
          "usage: hcl fmt [-w|--write] [--check] [--diff] [-r|--recursive] "
          "[--terraform] "
          "[-j N] [PATH...]\n"
          "  Writes native-syntax files in canonical layout (as hclfmt).\n"
          "  No PATH or '-': standard input to standard output.\n"
          "  -w, --write      rewrite files in place (only those that "
          "change)\n"
          "  --check          list files that are not formatted; exit 3\n"
          "  --diff           print a unified diff of the changes\n"
          "  -r, --recursive  walk directories: *.hcl *.tf *.tfvars "
          "*.nomad\n"
          "  --terraform      also what terraform fmt rewrites: labels "
          "quoted,\n"
          "                   \"${x}\" unwrapped, old variable types\n"
          "  -j, --jobs=N     files formatted at once (default: online "
          "CPUs);\n"
          "                   the output is the same for any N\n");
}

static int usage(void) {
  cmd_fmt_usage(stderr);
  return 2;
}

/* ---- Formatting one input ----------------------------------------------- */

/* A named temporary copy of `from`, for diff(1); NULL on failure. */
static char *named_copy(cli_spool *from) {
  const char *dir = cli_temp_dir();
  size_t n = strlen(dir) + 32;
  char *path = malloc(n);
  if (!path)
    return NULL;
  snprintf(path, n, "%s/hcl-fmt-XXXXXX", dir);
  int fd = mkstemp(path);
  /* not for the diff another thread may be starting */
  if (fd >= 0)
    fcntl(fd, F_SETFD, FD_CLOEXEC);
  FILE *f = fd >= 0 ? fdopen(fd, "wb") : NULL;
  bool ok = f && cli_spool_copy(from, f);
  if (f && fclose(f) != 0)
    ok = false;
  else if (!f && fd >= 0)
    close(fd);
  if (!ok) {
    if (fd >= 0)
      unlink(path);
    free(path);
    return NULL;
  }
  return path;
}

/* `diff -u` of the input and its formatted text, labelled with the input's
   name, as a spool; NULL when it could not be run. The original is read
   from `orig_path`, or from a copy of `orig` when that is NULL. */
static cli_spool *diff_of(const char *name, const char *orig_path,
                          cli_spool *orig, cli_spool *formatted) {
  char *tmp_orig = orig_path ? NULL : named_copy(orig);
  char *tmp_new = named_copy(formatted);
  FILE *out = hcl_temp_file();
  bool ok = tmp_new && (orig_path || tmp_orig) && out;
  if (ok) {
    /* posix_spawn, not fork: other threads may hold locks */
    posix_spawn_file_actions_t fa;
    char *argv[] = {"diff",    "-u",
                    "--label", (char *)name,
                    "--label", (char *)name,
                    "--",      (char *)(orig_path ? orig_path : tmp_orig),
                    tmp_new,   NULL};
    pid_t pid = 0;
    int status = 0;
    ok = posix_spawn_file_actions_init(&fa) == 0;
    if (ok) {
      ok = posix_spawn_file_actions_adddup2(&fa, fileno(out), 1) == 0 &&
           posix_spawnp(&pid, "diff", &fa, NULL, argv, environ) == 0 &&
           waitpid(pid, &status, 0) == pid && WIFEXITED(status) &&
           WEXITSTATUS(status) <= 1;
      posix_spawn_file_actions_destroy(&fa);
    }
  }
  if (tmp_orig)
    unlink(tmp_orig);
  if (tmp_new)
    unlink(tmp_new);
  free(tmp_orig);
  free(tmp_new);
  cli_spool *s = ok ? cli_spool_of_file(out) : NULL;
  if (!s && out)
    fclose(out);
  return s;
}

/* The whole of a regular file of at most SMALL_INPUT bytes, malloc'd;
   NULL for anything else (read it as a stream). */
static char *read_small(const char *path, size_t *len) {
  struct stat sb;
  /* not even opened otherwise: opening a FIFO would take its writer */
  if (stat(path, &sb) != 0 || !S_ISREG(sb.st_mode) ||
      (size_t)sb.st_size > SMALL_INPUT)
    return NULL;
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return NULL;
  char *buf = NULL;
  if (fstat(fd, &sb) == 0 && S_ISREG(sb.st_mode) &&
      (size_t)sb.st_size <= SMALL_INPUT)
    buf = malloc((size_t)sb.st_size + 1);
  size_t cap = buf ? (size_t)sb.st_size + 1 : 0, n = 0;
  while (buf && n < cap) {
    ssize_t got = read(fd, buf + n, cap - n);
    if (got == 0)
      break;
    if (got < 0 && errno == EINTR)
      continue;
    if (got < 0 || (n += (size_t)got) == cap) {
      /* unreadable, or grown since: the streaming path will tell */
      free(buf);
      buf = NULL;
    }
  }
  close(fd);
  *len = n;
  return buf;
}

/* fmt_split on the file at `path` when it is large enough to cut. */
static fmt_split_result split_file(const char *path, const fmt_flags *fl,
                                   const hcl_write_options *o,
                                   cli_spool *formatted) {
  struct stat sb;
  if (stat(path, &sb) != 0 || !S_ISREG(sb.st_mode) ||
      (uint64_t)sb.st_size < FMT_SPLIT_MIN_BYTES)
    return FMT_SPLIT_WHOLE;
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return FMT_SPLIT_WHOLE;
  fmt_split_result r = FMT_SPLIT_WHOLE;
  if (fstat(fd, &sb) == 0 && S_ISREG(sb.st_mode) &&
      (uint64_t)sb.st_size >= FMT_SPLIT_MIN_BYTES)
    r = fmt_split(path, fd, (uint64_t)sb.st_size, fl->split, o, SPLIT_IN_MEMORY,
                  cli_spool_stream(formatted));
  close(fd);
  return r;
}

/* Formats `j->path`, keeping what is to be said of it in `j`. */
static void format_job(fmt_job *j, const fmt_flags *fl) {
  bool is_stdin = strcmp(j->path, "-") == 0;
  const char *name = is_stdin ? "<stdin>" : j->path;
  FILE *say = open_memstream(&j->errs, &j->errs_len);
  FILE *err = say ? say : stderr;
  size_t len = 0;
  char *src = is_stdin ? NULL : read_small(j->path, &len);
  /* what cannot be read twice (standard input, a FIFO, a device) is kept
     as it is read, to compare */
  bool stream = !src && (is_stdin || !cli_is_regular(j->path));
  /* only a text that waits to be printed shares the budget of waiting */
  bool shown = !fl->check && !fl->diff && !(fl->write && !is_stdin);
  cli_spool *formatted = cli_spool_new(shown ? fl->in_memory : SMALL_INPUT);
  cli_spool *orig = NULL;
  if (src && !(orig = cli_spool_of_memory(src, len)))
    free(src);
  else if (stream)
    orig = cli_spool_new(SMALL_INPUT);
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_writer *w = NULL, *keep = NULL;
  hcl_tee *tee = NULL;
  j->rc = 1;
  hcl_write_options o = hcl_write_options_default();
  o.style = fl->verbatim ? HCL_WRITE_VERBATIM : HCL_WRITE_CANONICAL;
  o.terraform = fl->terraform;
  if (!formatted || ((src || stream) && !orig) || !ds ||
      hcl_writer_new(cli_spool_stream(formatted), &o, &w) != HCL_OK ||
      (stream &&
       hcl_writer_new(cli_spool_stream(orig), NULL, &keep) != HCL_OK)) {
    fprintf(err, "hcl fmt: %s: cannot set up: %s\n", name, strerror(errno));
    goto done;
  }
  hcl_sink sinks[2] = {hcl_writer_sink(w)};
  size_t nsinks = 1;
  if (keep)
    sinks[nsinks++] = hcl_writer_sink(keep);
  tee = hcl_tee_new(sinks, nsinks, NULL);
  if (!tee) {
    fprintf(err, "hcl fmt: out of memory\n");
    goto done;
  }
  /* one sink needs no tee in front of it */
  hcl_sink sink = nsinks == 1 ? sinks[0] : hcl_tee_sink(tee);
  fmt_split_result cut = FMT_SPLIT_WHOLE;
  if (!src && !stream && fl->split >= 2)
    cut = split_file(j->path, fl, &o, formatted);
  hcl_status st = cut == FMT_SPLIT_DONE     ? HCL_OK
                  : cut == FMT_SPLIT_FAILED ? HCL_ERR_IO
                  : src ? cli_parse_memory(src, len, j->path, sink, ds)
                        : cli_parse_syntax(j->path, false, sink, ds);
  bool kept = cli_spool_close(formatted);
  if (orig && !cli_spool_close(orig))
    kept = false;
  if (st != HCL_OK && hcl_diags_count(ds) > 0) {
    j->ds = ds; /* reported in turn */
    ds = NULL;
  }
  /* an input that could not be read has said so in a diagnostic */
  if (st != HCL_OK && st != HCL_ERR_SYNTAX &&
      (st != HCL_ERR_IO || (kept && !j->ds))) {
    fprintf(err, "hcl fmt: %s: %s\n", name, hcl_status_name(st));
    goto done;
  }
  if (!kept) {
    int e = errno, temp = cli_spool_temp_error(formatted);
    if (!temp && orig)
      temp = cli_spool_temp_error(orig);
    if (temp)
      fprintf(err, "hcl fmt: cannot make a temporary file in %s: %s\n",
              cli_temp_dir(), strerror(temp));
    else
      fprintf(err, "hcl fmt: %s: cannot keep the text: %s\n", name,
              strerror(e));
    goto done;
  }
  if (st != HCL_OK)
    goto done;
  int fd = orig ? -1 : open(j->path, O_RDONLY | O_CLOEXEC);
  FILE *f = fd >= 0 ? fdopen(fd, "rb") : NULL;
  if (fd >= 0 && !f)
    close(fd);
  if (!orig && !(f && (orig = cli_spool_of_file(f)))) {
    fprintf(err, "hcl fmt: %s: %s\n", name, strerror(errno));
    if (f)
      fclose(f);
    goto done;
  }
  int cmp = cli_spool_compare(orig, formatted);
  if (cmp < 0) {
    fprintf(err, "hcl fmt: %s: cannot read back: %s\n", name, strerror(errno));
    goto done;
  }
  bool changed = cmp > 0;
  j->rc = 0;
  if (fl->check && changed) {
    j->listed = true;
    j->rc = 3;
  }
  if (fl->diff && changed &&
      !(j->show = diff_of(name, stream ? NULL : j->path, orig, formatted))) {
    fprintf(err, "hcl fmt: %s: diff failed\n", name);
    j->rc = 1;
  }
  if (fl->write && !is_stdin) {
    if (changed) {
      hcl_file_out *fo = NULL;
      int sys = 0;
      st = hcl_file_out_open(j->path, 0644, NULL, &fo, &sys);
      if (st != HCL_OK) {
        fprintf(err, "hcl fmt: %s: %s\n", name, cli_file_error(st, sys));
        j->rc = 1;
      } else if (!cli_spool_copy(formatted, hcl_file_out_stream(fo))) {
        hcl_file_out_abort(fo);
        fprintf(err, "hcl fmt: %s: write failed\n", name);
        j->rc = 1;
      } else if ((st = hcl_file_out_commit(fo, &sys)) != HCL_OK) {
        fprintf(err, "hcl fmt: %s: %s\n", name, cli_file_error(st, sys));
        j->rc = 1;
      }
    }
  } else if (!fl->check && !fl->diff) {
    j->show = formatted;
    formatted = NULL;
  }
done:
  hcl_tee_free(tee);
  hcl_writer_free(w);
  hcl_writer_free(keep);
  hcl_diags_free(ds);
  cli_spool_free(formatted);
  cli_spool_free(orig);
  if (say)
    fclose(say);
}

/* Says what formatting `j` found, and frees what it held. */
static void report(fmt_job *j) {
  const char *name = strcmp(j->path, "-") == 0 ? "<stdin>" : j->path;
  if (j->ds)
    cli_print_diags(j->ds, CLI_DIAGS_TEXT);
  if (j->errs_len > 0)
    fwrite(j->errs, 1, j->errs_len, stderr);
  if (j->listed)
    printf("%s\n", name);
  if ((j->show || j->listed) &&
      ((j->show && !cli_spool_copy(j->show, stdout)) || fflush(stdout) != 0)) {
    fprintf(stderr, "hcl fmt: %s: write failed\n", name);
    j->rc = 1;
  }
  hcl_diags_free(j->ds);
  free(j->errs);
  cli_spool_free(j->show);
  j->ds = NULL;
  j->errs = NULL;
  j->show = NULL;
}

/* Errors outrank "not formatted". */
static void merge_status(int *rc, int r) {
  if (r == 1 || (r == 3 && *rc == 0))
    *rc = r;
}

/* ---- Many inputs at once ------------------------------------------------ */

typedef struct fmt_run {
  const fmt_flags *fl;
  char **paths;
  size_t n;
  pthread_mutex_t mu; /* guards everything below */
  pthread_cond_t room;
  size_t next;     /* the next input a worker takes */
  size_t reported; /* the inputs reported, in order */
  size_t window;
  fmt_job *slots; /* input i waits in slots[i % window] */
  int rc;
} fmt_run;

/* Reports the finished inputs that are next in order; with the lock held,
   so that one thread writes at a time. */
static void report_ready(fmt_run *r) {
  size_t before = r->reported;
  for (;;) {
    fmt_job *j = &r->slots[r->reported % r->window];
    if (r->reported == r->n || !j->done)
      break;
    report(j);
    merge_status(&r->rc, j->rc);
    j->done = false;
    r->reported++;
  }
  if (r->reported != before)
    pthread_cond_broadcast(&r->room);
}

static void *worker(void *arg) {
  fmt_run *r = arg;
  pthread_mutex_lock(&r->mu);
  for (;;) {
    while (r->next < r->n && r->next >= r->reported + r->window)
      pthread_cond_wait(&r->room, &r->mu);
    if (r->next >= r->n)
      break;
    size_t i = r->next++;
    pthread_mutex_unlock(&r->mu);
    fmt_job j = {.path = r->paths[i]};
    format_job(&j, r->fl);
    j.done = true;
    pthread_mutex_lock(&r->mu);
    r->slots[i % r->window] = j;
    report_ready(r);
  }
  pthread_mutex_unlock(&r->mu);
  return NULL;
}

/* Formats every input, `fl->jobs` at once, reporting in order; returns the
   exit status. */
static int format_all(char **paths, size_t n, fmt_flags *fl) {
  unsigned long jobs = fl->jobs < n ? fl->jobs : (unsigned long)n;
  fl->in_memory = SMALL_INPUT;
  /* one input: its threads cut it, when it is a large file */
  fl->split = n == 1 && fl->jobs >= 2
                  ? (unsigned)(fl->jobs < WINDOW_MAX ? fl->jobs : WINDOW_MAX)
                  : 1;
  if (jobs <= 1) {
    int rc = 0;
    for (size_t i = 0; i < n; i++) {
      fmt_job j = {.path = paths[i]};
      format_job(&j, fl);
      report(&j);
      merge_status(&rc, j.rc);
    }
    return rc;
  }
  fmt_run r = {.fl = fl, .paths = paths, .n = n};
  if (jobs > WINDOW_MAX / WINDOW_PER_JOB)
    jobs = WINDOW_MAX / WINDOW_PER_JOB; /* more would only wait */
  r.window = WINDOW_PER_JOB * (size_t)jobs;
  if (WAITING_BYTES / r.window < fl->in_memory)
    fl->in_memory = WAITING_BYTES / r.window;
  r.slots = calloc(r.window, sizeof *r.slots);
  pthread_t *threads = calloc(jobs, sizeof *threads);
  bool *started = calloc(jobs, sizeof *started);
  pthread_attr_t attr;
  if (!r.slots || !threads || !started || pthread_attr_init(&attr) != 0 ||
      pthread_mutex_init(&r.mu, NULL) != 0) {
    fprintf(stderr, "hcl fmt: out of memory\n");
    free(r.slots);
    free(threads);
    free(started);
    return 1;
  }
  pthread_cond_init(&r.room, NULL);
  /* the library's depth limits assume an 8 MiB stack; leave room for
     sanitizers */
  pthread_attr_setstacksize(&attr, (size_t)16 << 20);
  /* this thread is a worker too, so the inputs get done even when no
     other thread starts */
  for (unsigned long i = 1; i < jobs; i++)
    started[i] = pthread_create(&threads[i], &attr, worker, &r) == 0;
  pthread_attr_destroy(&attr);
  worker(&r);
  for (unsigned long i = 1; i < jobs; i++)
    if (started[i])
      pthread_join(threads[i], NULL);
  pthread_cond_destroy(&r.room);
  pthread_mutex_destroy(&r.mu);
  free(threads);
  free(started);
  free(r.slots);
  return r.rc;
}

/* ---- The command line --------------------------------------------------- */

static bool add_path(cli_path_list *l, char *path) {
  if (!path)
    return false;
  if (l->len == l->cap) {
    size_t cap = l->cap ? 2 * l->cap : 16;
    char **items = realloc(l->items, cap * sizeof *items);
    if (!items) {
      free(path);
      return false;
    }
    l->items = items;
    l->cap = cap;
  }
  l->items[l->len++] = path;
  return true;
}

/* Adds the formattable files under `dir`, in name order; false after
   saying why the walk failed. */
static bool add_tree(cli_path_list *l, const char *dir) {
  cli_path_list found = {0};
  bool ok = cli_walk_native(dir, &found);
  if (!ok)
    fprintf(stderr, "hcl fmt: %s: cannot walk: %s\n", dir, strerror(errno));
  size_t i = 0;
  for (; i < found.len; i++) {
    char *path = found.items[i];
    found.items[i] = NULL; /* add_path's now, kept or freed */
    if (!add_path(l, path))
      break;
  }
  if (i < found.len) {
    fprintf(stderr, "hcl fmt: out of memory\n");
    ok = false;
  }
  cli_path_list_free(&found);
  return ok;
}

int cmd_fmt(int argc, char **argv) {
  fmt_flags fl = {0};
  bool only_paths = false;
  cli_path_list inputs = {0};
  int rc = 0, npaths = 0;
  for (int i = 0; i < argc; i++) {
    const char *a = argv[i];
    if (only_paths || a[0] != '-' || a[1] == '\0') {
      npaths++;
      continue;
    }
    if (strcmp(a, "--") == 0)
      only_paths = true;
    else if (strcmp(a, "-w") == 0 || strcmp(a, "--write") == 0)
      fl.write = true;
    else if (strcmp(a, "--check") == 0)
      fl.check = true;
    else if (strcmp(a, "--diff") == 0)
      fl.diff = true;
    else if (strcmp(a, "-r") == 0 || strcmp(a, "--recursive") == 0)
      fl.recursive = true;
    else if (strcmp(a, "--terraform") == 0)
      fl.terraform = true;
    else if (strcmp(a, "--verbatim") == 0)
      fl.verbatim = true; /* the identity writer: for tests */
    else if ((strcmp(a, "-j") == 0 && i + 1 < argc) ||
             strncmp(a, "--jobs=", 7) == 0) {
      const char *v = a[1] == 'j' ? argv[++i] : a + 7;
      if (!cli_jobs_value(v, &fl.jobs))
        return usage();
    } else
      return usage();
  }
  if (fl.jobs == 0)
    fl.jobs = cli_online_cpus();
  /* every input is known, and every directory checked, before any is
     formatted */
  only_paths = false;
  for (int i = 0; i < argc; i++) {
    const char *a = argv[i];
    if (!only_paths && a[0] == '-' && a[1] != '\0') {
      if (strcmp(a, "--") == 0)
        only_paths = true;
      else if (strcmp(a, "-j") == 0)
        i++; /* its value */
      continue;
    }
    struct stat sb;
    bool dir = strcmp(a, "-") != 0 && stat(a, &sb) == 0 && S_ISDIR(sb.st_mode);
    if (dir && !fl.recursive) {
      fprintf(stderr, "hcl fmt: %s is a directory (use -r)\n", a);
      cli_path_list_free(&inputs);
      return 2;
    }
    if (dir ? !add_tree(&inputs, a) : !add_path(&inputs, strdup(a))) {
      if (!dir)
        fprintf(stderr, "hcl fmt: out of memory\n");
      rc = 1;
    }
  }
  if (npaths == 0 && !add_path(&inputs, strdup("-"))) {
    fprintf(stderr, "hcl fmt: out of memory\n");
    return 1;
  }
  merge_status(&rc, format_all(inputs.items, inputs.len, &fl));
  cli_path_list_free(&inputs);
  return rc;
}
