/*
 * `hcl fmt [-w|--write] [--check] [--diff] [-r|--recursive] [--terraform]
 *          [-j N] [PATH...]`:
 * native-syntax files in the layout the reference `hclfmt` writes.
 *
 * Each input is parsed once; the canonical writer streams its text into a
 * temporary file, which is then compared with the input and, by the
 * flags, printed, written over the input (through hcl_file_out, so a
 * crash never leaves half a file) or diffed. A file with syntax errors is
 * never rewritten: its diagnostics go to stderr and the status is 1.
 * With two threads or more (-j), the writer of an input of 64 KiB or more
 * (or of unknown size) runs on a relay's thread (hcl/events.h) while the
 * parser reads.
 * Exit status: 0 done, 1 errors, 2 usage, 3 `--check` found files that
 * are not formatted.
 */

#include "cmd_fmt.h"

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli_common.h"
#include "cli_walk.h"

/* The size from which a thread of its own for the writer pays: starting
   one costs about 0.1 ms, which a file of 64 KiB (2 ms to format) wins
   back; a tree of small files would be slower with it. */
#define RELAY_MIN_BYTES (64 * 1024)

typedef struct fmt_flags {
  bool write, check, diff, recursive, verbatim, terraform;
  unsigned long jobs; /* threads; 0: as many as online CPUs */
} fmt_flags;

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
          "  -j, --jobs=N     threads (default: online CPUs); with 2 or "
          "more, a large\n"
          "                   input is parsed on one and formatted on "
          "another\n");
}

static int usage(void) {
  cmd_fmt_usage(stderr);
  return 2;
}

/* Whether the two streams hold different bytes. */
static bool differ(FILE *a, FILE *b) {
  char ba[64 * 1024], bb[64 * 1024];
  rewind(a);
  rewind(b);
  for (;;) {
    size_t na = fread(ba, 1, sizeof ba, a);
    size_t nb = fread(bb, 1, sizeof bb, b);
    if (na != nb || memcmp(ba, bb, na) != 0)
      return true;
    if (na == 0)
      return false;
  }
}

/* A named temporary copy of `from`, for diff(1); NULL on failure. */
static char *named_copy(FILE *from) {
  const char *dir = cli_temp_dir();
  size_t n = strlen(dir) + 32;
  char *path = malloc(n);
  if (!path)
    return NULL;
  snprintf(path, n, "%s/hcl-fmt-XXXXXX", dir);
  int fd = mkstemp(path);
  FILE *f = fd >= 0 ? fdopen(fd, "wb") : NULL;
  bool ok = f && cli_copy_stream(from, f);
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

/* Prints `diff -u` of the input and its formatted text, labelled with the
   input's name. */
static bool print_diff(const char *name, const char *orig_path, FILE *orig,
                       FILE *formatted) {
  char *tmp_orig = orig_path ? NULL : named_copy(orig);
  char *tmp_new = named_copy(formatted);
  bool ok = tmp_new && (orig_path || tmp_orig);
  if (ok) {
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
      execlp("diff", "diff", "-u", "--label", name, "--label", name,
             orig_path ? orig_path : tmp_orig, tmp_new, (char *)NULL);
      _exit(127);
    }
    int status = 0;
    ok = pid > 0 && waitpid(pid, &status, 0) == pid && WIFEXITED(status) &&
         WEXITSTATUS(status) <= 1;
  }
  if (tmp_orig)
    unlink(tmp_orig);
  if (tmp_new)
    unlink(tmp_new);
  free(tmp_orig);
  free(tmp_new);
  return ok;
}

/* Formats one input ("-" is standard input); returns its exit status. */
static int format_one(const char *path, const fmt_flags *fl) {
  bool is_stdin = strcmp(path, "-") == 0;
  const char *name = is_stdin ? "<stdin>" : path;
  /* what cannot be read twice (standard input, a FIFO, a device) is kept
     as it is read, to compare */
  bool stream = is_stdin || !cli_is_regular(path);
  FILE *out = cli_temp_file("fmt");
  FILE *copy = stream && out ? cli_temp_file("fmt") : NULL;
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_writer *w = NULL, *keep = NULL;
  hcl_tee *tee = NULL;
  int rc = 1;
  hcl_write_options o = hcl_write_options_default();
  o.style = fl->verbatim ? HCL_WRITE_VERBATIM : HCL_WRITE_CANONICAL;
  o.terraform = fl->terraform;
  if (!out || (stream && !copy))
    goto done; /* said why */
  if (!ds || hcl_writer_new(out, &o, &w) != HCL_OK ||
      (copy && hcl_writer_new(copy, NULL, &keep) != HCL_OK)) {
    fprintf(stderr, "hcl fmt: %s: cannot set up: %s\n", name, strerror(errno));
    goto done;
  }
  hcl_sink sinks[2] = {hcl_writer_sink(w)};
  size_t nsinks = 1;
  if (keep)
    sinks[nsinks++] = hcl_writer_sink(keep);
  tee = hcl_tee_new(sinks, nsinks, NULL);
  if (!tee) {
    fprintf(stderr, "hcl fmt: out of memory\n");
    goto done;
  }
  /* one sink needs no tee in front of it */
  hcl_sink sink = nsinks == 1 ? sinks[0] : hcl_tee_sink(tee);
  /* with a second thread, the writer runs beside the parser: for a large
     input, or one whose size is not known */
  struct stat sb;
  bool large =
      stream || (stat(path, &sb) == 0 && sb.st_size >= RELAY_MIN_BYTES);
  hcl_relay *relay = fl->jobs >= 2 && large ? hcl_relay_new(&sink, NULL) : NULL;
  hcl_status st =
      cli_parse_syntax(path, false, relay ? hcl_relay_sink(relay) : sink, ds);
  hcl_relay_free(relay);
  if (st != HCL_OK) {
    cli_print_diags(ds, CLI_DIAGS_TEXT);
    if (st != HCL_ERR_SYNTAX && st != HCL_ERR_IO)
      fprintf(stderr, "hcl fmt: %s: %s\n", name, hcl_status_name(st));
    goto done;
  }
  FILE *orig = copy;
  if (!stream && !(orig = fopen(path, "rb"))) {
    fprintf(stderr, "hcl fmt: %s: %s\n", name, strerror(errno));
    goto done;
  }
  bool changed = differ(orig, out);
  rc = 0;
  if (fl->check && changed) {
    printf("%s\n", name);
    rc = 3;
  }
  if (fl->diff && changed &&
      !print_diff(name, is_stdin ? NULL : path, orig, out)) {
    fprintf(stderr, "hcl fmt: %s: diff failed\n", name);
    rc = 1;
  }
  if (orig != copy)
    fclose(orig);
  if (fl->write && !is_stdin) {
    if (changed) {
      hcl_file_out *fo = NULL;
      int err = 0;
      st = hcl_file_out_open(path, 0644, NULL, &fo, &err);
      if (st != HCL_OK) {
        fprintf(stderr, "hcl fmt: %s: %s\n", name, cli_file_error(st, err));
        rc = 1;
      } else if (!cli_copy_stream(out, hcl_file_out_stream(fo))) {
        hcl_file_out_abort(fo);
        fprintf(stderr, "hcl fmt: %s: write failed\n", name);
        rc = 1;
      } else if ((st = hcl_file_out_commit(fo, &err)) != HCL_OK) {
        fprintf(stderr, "hcl fmt: %s: %s\n", name, cli_file_error(st, err));
        rc = 1;
      }
    }
  } else if (!fl->check && !fl->diff) {
    if (!cli_copy_stream(out, stdout) || fflush(stdout) != 0) {
      fprintf(stderr, "hcl fmt: %s: write failed\n", name);
      rc = 1;
    }
  }
done:
  hcl_tee_free(tee);
  hcl_writer_free(w);
  hcl_writer_free(keep);
  hcl_diags_free(ds);
  if (out)
    fclose(out);
  if (copy)
    fclose(copy);
  return rc;
}

/* Formats every formattable file under `dir`, in name order. */
static int format_tree(const char *dir, const fmt_flags *fl) {
  cli_path_list l = {0};
  int rc = 0;
  if (!cli_walk_native(dir, &l)) {
    fprintf(stderr, "hcl fmt: %s: cannot walk: %s\n", dir, strerror(errno));
    rc = 1;
  }
  for (size_t i = 0; i < l.len; i++) {
    int r = format_one(l.items[i], fl);
    if (r == 1 || (r == 3 && rc == 0)) /* errors outrank "not formatted" */
      rc = r;
  }
  cli_path_list_free(&l);
  return rc;
}

int cmd_fmt(int argc, char **argv) {
  fmt_flags fl = {0};
  int npaths = 0;
  bool only_paths = false;
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
      char *end;
      fl.jobs = strtoul(v, &end, 10);
      if (*v < '0' || *v > '9' || *end || fl.jobs < 1 || fl.jobs > 1024)
        return usage();
    } else
      return usage();
  }
  if (fl.jobs == 0)
    fl.jobs = cli_online_cpus();
  if (npaths == 0)
    return format_one("-", &fl);
  int rc = 0;
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
    int r;
    if (strcmp(a, "-") != 0 && stat(a, &sb) == 0 && S_ISDIR(sb.st_mode)) {
      if (!fl.recursive) {
        fprintf(stderr, "hcl fmt: %s is a directory (use -r)\n", a);
        return 2;
      }
      r = format_tree(a, &fl);
    } else {
      r = format_one(a, &fl);
    }
    /* errors outrank "not formatted" */
    if (r == 1 || (r == 3 && rc == 0))
      rc = r;
  }
  return rc;
}
