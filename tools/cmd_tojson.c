/*
 * `hcl tojson [--stream|--array-blocks] [--bundle] [--pretty]
 *             [--no-comments] [-o FILE] [-r] [-j N] [PATH...]`:
 * native-syntax files as the HCL JSON syntax (docs/conversion.md).
 *
 * Each input is parsed once into the JSON writer. A broken input never
 * yields a document, not even half of one: the grouped layouts write
 * nothing for an input with errors, so they write straight to the
 * output; the stream layout, and any layout under --bundle (whose key
 * comes first), write into a temporary file that is copied out only when
 * the input had no errors. Output:
 * one document per input, each on its own line, or with --bundle one
 * object whose properties are the inputs' paths. -o writes the output
 * through hcl_file_out: the file is replaced whole, and only when every
 * input converted. With two threads or more (-j, by default the online
 * CPUs), a large input is written on one while it is parsed on the other
 * (cli_relay_worth). Exit status: 0 done, 1 errors, 2 usage.
 */

#include "cmd_tojson.h"

#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli_common.h"
#include "cli_walk.h"

typedef struct tojson_run {
  hcl_json_write_options opts;
  bool bundle, recursive;
  const char *output;
  FILE *out;
  size_t written;     /* documents written */
  unsigned long jobs; /* threads; 0: as many as online CPUs */
  hcl_json_writer *writer;
} tojson_run;

void cmd_tojson_usage(FILE *out) {
  fprintf(out,
          "usage: hcl tojson [--stream|--array-blocks] [--bundle] [--pretty] "
          "[--no-comments]\n"
          "                  [-o FILE] [-r|--recursive] [PATH...]\n"
          "  Writes native-syntax files in the HCL JSON syntax.\n"
          "  No PATH or '-': standard input.\n"
          "  --stream         one pass, a property per block (keys repeat)\n"
          "  --array-blocks   hcl2json's layout: label objects, arrays of "
          "bodies\n"
          "  --bundle         one object keyed by path, not a document per "
          "file\n"
          "  --pretty         indent by two spaces\n"
          "  --no-comments    leave comments out (default: \"//\" "
          "properties)\n"
          "  -o FILE          write to FILE, replaced whole on success\n"
          "  -j, --jobs=N     threads (default: online CPUs); from 2, a large "
          "file is\n"
          "                   written on one while it is parsed on another\n"
          "  -r, --recursive  walk directories: *.hcl *.tf *.tfvars "
          "*.nomad\n");
}

static int usage(void) {
  cmd_tojson_usage(stderr);
  return 2;
}

/* Expressions' source text, read again from the input file by byte
   range: cheaper than asking the parser for every token. Attributes come
   in order, so a window of the file serves most reads. */
typedef struct reread {
  int fd;
  uint64_t at; /* the window's offset in the file */
  size_t len;
  char window[64 * 1024];
} reread;

static size_t read_again(void *ctx, const char *filename, uint64_t offset,
                         char *buf, size_t len) {
  reread *rr = ctx;
  (void)filename;
  if (offset < rr->at || offset >= rr->at + rr->len) {
    if (len >= sizeof rr->window) {
      ssize_t n = pread(rr->fd, buf, len, (off_t)offset);
      return n < 0 ? HCL_SOURCE_UNAVAILABLE : (size_t)n;
    }
    ssize_t n = pread(rr->fd, rr->window, sizeof rr->window, (off_t)offset);
    if (n < 0)
      return HCL_SOURCE_UNAVAILABLE;
    rr->at = offset;
    rr->len = (size_t)n;
  }
  size_t have = (size_t)(rr->at + rr->len - offset);
  size_t n = len < have ? len : have;
  memcpy(buf, rr->window + (offset - rr->at), n);
  return n;
}

/* What goes before a document: the bundle's punctuation and key. */
static bool put_lead(tojson_run *r, const char *name) {
  FILE *o = r->out;
  if (!r->bundle)
    return true;
  if (fputs(r->written ? "," : "{", o) == EOF)
    return false;
  if (r->opts.pretty && fputs("\n  ", o) == EOF)
    return false;
  char *key = NULL;
  size_t len = 0;
  bool ok =
      hcl_json_string_quote(name, strlen(name), NULL, &key, &len) == HCL_OK &&
      fwrite(key, 1, len, o) == len &&
      fputs(r->opts.pretty ? ": " : ":", o) != EOF;
  hcl_free(NULL, key);
  return ok;
}

/* Converts one input ("-" is standard input); returns its exit status. */
static int convert_one(tojson_run *r, const char *path) {
  bool is_stdin = strcmp(path, "-") == 0;
  const char *name = is_stdin ? "<stdin>" : path;
  bool direct = r->opts.layout != HCL_JSON_STREAM && !r->bundle;
  FILE *doc = direct ? r->out : cli_temp_file("tojson");
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_json_writer *w = NULL;
  hcl_relay *relay = NULL;
  int rc = 1;
  /* A regular file is read again for expressions' text; a pipe cannot
     be, and gives it through tokens. */
  reread *rr = malloc(sizeof *rr);
  /* Opened only when stat says regular: a second reader of a FIFO would
     take the writer's bytes, or wait for a writer that has gone. */
  int fd = is_stdin || !rr || !cli_is_regular(path) ? -1 : open(path, O_RDONLY);
  hcl_json_write_options o = r->opts;
  struct stat sb;
  if (fd >= 0 && fstat(fd, &sb) == 0 && S_ISREG(sb.st_mode)) {
    rr->fd = fd;
    rr->at = rr->len = 0;
    o.read_source = read_again;
    o.read_source_ctx = rr;
  }
  if (!doc)
    goto done; /* said why */
  if (!ds || hcl_json_writer_new(doc, &o, &w) != HCL_OK) {
    fprintf(stderr, "hcl tojson: %s: cannot set up: %s\n", name,
            strerror(errno));
    goto done;
  }
  hcl_sink sink = hcl_json_writer_sink(w);
  /* The writer on a thread of its own when that pays (hcl_relay): it
     costs nearly as much as the parse. */
  relay = cli_relay_worth(path, r->jobs) ? hcl_relay_new(&sink, NULL) : NULL;
  if (relay)
    sink = hcl_relay_sink(relay);
  hcl_status st = cli_parse_syntax(path, false, sink, ds);
  hcl_relay_free(relay); /* the writer is done: the relay's end returned */
  relay = NULL;
  if (st != HCL_OK) {
    cli_print_diags(ds, CLI_DIAGS_TEXT);
    const char *why = hcl_json_writer_error(w);
    if (why)
      fprintf(stderr, "hcl tojson: %s: %s\n", name, why);
    else if (st == HCL_ERR_IO && ferror(doc))
      fprintf(stderr, "hcl tojson: %s: write failed\n", name);
    else if (st != HCL_ERR_SYNTAX && st != HCL_ERR_IO)
      fprintf(stderr, "hcl tojson: %s: %s\n", name, hcl_status_name(st));
    goto done;
  }
  if ((!direct && (!put_lead(r, path) || !cli_copy_stream(doc, r->out))) ||
      (!r->bundle && fputc('\n', r->out) == EOF)) {
    fprintf(stderr, "hcl tojson: %s: write failed\n", name);
    goto done;
  }
  r->written++;
  rc = 0;
done:
  hcl_relay_free(relay);
  hcl_json_writer_free(w);
  hcl_diags_free(ds);
  if (doc && !direct)
    fclose(doc);
  if (fd >= 0)
    close(fd);
  free(rr);
  return rc;
}

static int convert_path(tojson_run *r, const char *a) {
  struct stat sb;
  if (strcmp(a, "-") == 0 || stat(a, &sb) != 0 || !S_ISDIR(sb.st_mode))
    return convert_one(r, a);
  if (!r->recursive) {
    fprintf(stderr, "hcl tojson: %s is a directory (use -r)\n", a);
    return 2;
  }
  cli_path_list l = {0};
  int rc = 0;
  if (!cli_walk_native(a, &l)) {
    fprintf(stderr, "hcl tojson: %s: cannot walk: %s\n", a, strerror(errno));
    rc = 1;
  }
  for (size_t i = 0; i < l.len; i++)
    if (convert_one(r, l.items[i]) != 0)
      rc = 1;
  cli_path_list_free(&l);
  return rc;
}

/* Reads the flags; the paths stay in argv, found again by is_path. */
static bool parse_flags(tojson_run *r, int argc, char **argv, int *npaths) {
  bool only_paths = false;
  *npaths = 0;
  for (int i = 0; i < argc; i++) {
    const char *a = argv[i];
    if (only_paths || a[0] != '-' || a[1] == '\0') {
      (*npaths)++;
    } else if (strcmp(a, "--") == 0) {
      only_paths = true;
    } else if (strcmp(a, "--stream") == 0) {
      r->opts.layout = HCL_JSON_STREAM;
    } else if (strcmp(a, "--array-blocks") == 0) {
      r->opts.layout = HCL_JSON_ARRAY_BLOCKS;
    } else if (strcmp(a, "--bundle") == 0) {
      r->bundle = true;
    } else if (strcmp(a, "--pretty") == 0) {
      r->opts.pretty = true;
    } else if (strcmp(a, "--no-comments") == 0) {
      r->opts.comments = false;
    } else if (strcmp(a, "-r") == 0 || strcmp(a, "--recursive") == 0) {
      r->recursive = true;
    } else if (strcmp(a, "-o") == 0 && i + 1 < argc) {
      r->output = argv[++i];
    } else if ((strcmp(a, "-j") == 0 && i + 1 < argc &&
                cli_jobs_value(argv[++i], &r->jobs)) ||
               (strncmp(a, "--jobs=", 7) == 0 &&
                cli_jobs_value(a + 7, &r->jobs))) {
      /* read */
    } else {
      return false;
    }
  }
  return true;
}

static int convert_all(tojson_run *r, int argc, char **argv, int npaths) {
  if (npaths == 0)
    return convert_one(r, "-");
  int rc = 0;
  bool only_paths = false;
  for (int i = 0; i < argc; i++) {
    const char *a = argv[i];
    if (!only_paths && a[0] == '-' && a[1] != '\0') {
      if (strcmp(a, "--") == 0)
        only_paths = true;
      else if (strcmp(a, "-o") == 0 || strcmp(a, "-j") == 0)
        i++;
      continue;
    }
    int c = convert_path(r, a);
    if (c > rc)
      rc = c;
  }
  return rc;
}

int cmd_tojson(int argc, char **argv) {
  tojson_run r;
  memset(&r, 0, sizeof r);
  r.opts = hcl_json_write_options_default();
  int npaths;
  if (!parse_flags(&r, argc, argv, &npaths))
    return usage();
  if (r.bundle)
    r.opts.depth = 1;
  hcl_file_out *fo = NULL;
  r.out = stdout;
  if (r.output) {
    int err = 0;
    hcl_status st = hcl_file_out_open(r.output, 0644, NULL, &fo, &err);
    if (st != HCL_OK) {
      fprintf(stderr, "hcl tojson: %s: %s\n", r.output,
              cli_file_error(st, err));
      return 1;
    }
    r.out = hcl_file_out_stream(fo);
  }
  /* The document leaves in many small pieces (a label's object in the
     array layout); stdio's block of a page would make a write of each
     few. No other output has gone to the stream yet. */
  static char out_buf[64 * 1024]; /* static: stdout outlives this call */
  if (!isatty(fileno(r.out)))
    setvbuf(r.out, out_buf, _IOFBF, sizeof out_buf);
  int rc = convert_all(&r, argc, argv, npaths);
  if (r.bundle && rc != 2) {
    const char *end = r.written == 0 ? "{}\n" : r.opts.pretty ? "\n}\n" : "}\n";
    if (fputs(end, r.out) == EOF)
      rc = 1;
  }
  if (fo) {
    int err = 0;
    hcl_status st;
    if (rc != 0) {
      hcl_file_out_abort(fo);
    } else if ((st = hcl_file_out_commit(fo, &err)) != HCL_OK) {
      fprintf(stderr, "hcl tojson: %s: %s\n", r.output,
              cli_file_error(st, err));
      rc = 1;
    }
  } else if (fflush(stdout) != 0) {
    fprintf(stderr, "hcl tojson: write failed\n");
    rc = 1;
  }
  return rc;
}
