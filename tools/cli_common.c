/* What the command-line programs share: diagnostics output, file input. */

#define _DEFAULT_SOURCE /* sysconf(_SC_NPROCESSORS_ONLN) */

#include "cli_common.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "hcl/json.h"

bool cli_parse_diags_flag(const char *arg, cli_diags_format *out) {
  if (strcmp(arg, "--diags=json") == 0) {
    *out = CLI_DIAGS_JSON;
    return true;
  }
  if (strcmp(arg, "--diags=text") == 0) {
    *out = CLI_DIAGS_TEXT;
    return true;
  }
  return false;
}

void cli_print_diags(const hcl_diags *ds, cli_diags_format format) {
  cli_print_diags_with(ds, format, NULL, NULL);
}

void cli_print_diags_with(const hcl_diags *ds, cli_diags_format format,
                          hcl_source_read_fn read_source, void *ctx) {
  if (format == CLI_DIAGS_JSON) {
    hcl_diags_render_json(ds, stderr);
    return;
  }
  hcl_text_options o = hcl_text_options_default();
  o.read_source = read_source;
  o.read_source_ctx = ctx;
  o.color = isatty(STDERR_FILENO);
  struct winsize ws;
  if (isatty(STDOUT_FILENO) && ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 &&
      ws.ws_col > 0)
    o.width = ws.ws_col;
  hcl_diags_render_text(ds, stderr, &o);
}

/* Forwards events to the caller's sink and keeps every diagnostic. */
typedef struct collecting {
  hcl_sink inner;
  hcl_diags *ds;
} collecting;

static hcl_status collect_event(void *ctx, const hcl_event *ev) {
  collecting *c = ctx;
  return c->inner.event ? c->inner.event(c->inner.ctx, ev) : HCL_OK;
}

static hcl_status collect_diag(void *ctx, const hcl_diag *d) {
  collecting *c = ctx;
  hcl_status st = hcl_diags_add(c->ds, d);
  if (st == HCL_OK && c->inner.diagnostic)
    st = c->inner.diagnostic(c->inner.ctx, d);
  return st;
}

static hcl_status collect_end(void *ctx, hcl_status how) {
  collecting *c = ctx;
  return c->inner.end ? c->inner.end(c->inner.ctx, how) : HCL_OK;
}

static hcl_status read_stdin(void *ctx, char *buf, size_t cap, size_t *got) {
  (void)ctx;
  *got = fread(buf, 1, cap, stdin);
  return ferror(stdin) ? HCL_ERR_IO : HCL_OK;
}

/* A sink forwarding to `c`. With no event callback in the caller's sink
   there is none here either: the parser then builds no events at all. */
static hcl_sink collecting_sink(collecting *c) {
  hcl_sink s = {.ctx = c,
                .event = c->inner.event ? collect_event : NULL,
                .diagnostic = collect_diag,
                .end = collect_end,
                .wants = c->inner.wants};
  return s;
}

/* `parse` (hcl_native_parse or the like) on `src`, collecting diagnostics
   into `ds` in the reference's order. */
static hcl_status
parse_collected(hcl_status (*parse)(const char *, size_t, const char *,
                                    hcl_sink, const hcl_native_options *),
                const char *src, size_t len, const char *name, hcl_sink sink,
                hcl_diags *ds) {
  collecting c = {sink, ds};
  size_t before = hcl_diags_count(ds);
  hcl_status st = parse(src, len, name, collecting_sink(&c), NULL);
  hcl_diags_lexical_first(ds, before);
  return st;
}

hcl_status cli_parse_expression(const char *src, size_t len, const char *name,
                                hcl_sink sink, hcl_diags *ds) {
  return parse_collected(hcl_native_parse_expression, src, len, name, sink, ds);
}

bool cli_is_regular(const char *path) {
  struct stat sb;
  return stat(path, &sb) == 0 && S_ISREG(sb.st_mode);
}

unsigned long cli_online_cpus(void) {
  long cpus = sysconf(_SC_NPROCESSORS_ONLN);
  return cpus > 0 ? (unsigned long)cpus : 1;
}

/* Below this the relay's thread costs more than it saves. hcl fromjson
   with hcldec's checks on the generated files (bench/fromjson.sh): 45 ms
   on one thread and 35 ms on two at 310 KB, 0.91 s and 0.54 s at 12 MB. */
#define RELAY_MIN_BYTES ((off_t)256 * 1024)

bool cli_jobs_value(const char *v, unsigned long *jobs) {
  char *end;
  errno = 0;
  *jobs = strtoul(v, &end, 10);
  return *v >= '0' && *v <= '9' && !*end && errno == 0 && *jobs >= 1 &&
         *jobs <= 1024;
}

bool cli_relay_worth(const char *path, unsigned long jobs) {
  if ((jobs ? jobs : cli_online_cpus()) < 2)
    return false;
  struct stat sb;
  if (strcmp(path, "-") == 0)
    return true;
  if (stat(path, &sb) != 0)
    return false; /* the parse reports it */
  return !S_ISREG(sb.st_mode) || sb.st_size >= RELAY_MIN_BYTES;
}

const char *cli_temp_dir(void) {
  const char *dir = getenv("TMPDIR");
  return dir && *dir ? dir : "/tmp";
}

FILE *cli_temp_file(const char *cmd) {
  FILE *f = hcl_temp_file();
  if (!f)
    fprintf(stderr, "hcl %s: cannot make a temporary file in %s: %s\n", cmd,
            cli_temp_dir(), strerror(errno));
  return f;
}

bool cli_is_json_name(const char *path) {
  size_t n = strlen(path);
  return n >= 5 && strcmp(path + n - 5, ".json") == 0;
}

hcl_status cli_parse_syntax(const char *path, bool json, hcl_sink sink,
                            hcl_diags *ds) {
  collecting c = {sink, ds};
  hcl_sink s = ds ? collecting_sink(&c) : sink;
  size_t before = ds ? hcl_diags_count(ds) : 0;
  hcl_status st;
  hcl_reader r = {NULL, read_stdin};
  bool is_stdin = strcmp(path, "-") == 0;
  if (json)
    st = is_stdin ? hcl_json_parse_reader(r, "<stdin>", s, NULL)
                  : hcl_json_parse_file(path, s, NULL);
  else
    st = is_stdin ? hcl_native_parse_reader(r, "<stdin>", s, NULL)
                  : hcl_native_parse_file(path, s, NULL);
  if (ds)
    hcl_diags_lexical_first(ds, before);
  return st;
}

hcl_status cli_parse_memory(const char *src, size_t len, const char *name,
                            hcl_sink sink, hcl_diags *ds) {
  return parse_collected(hcl_native_parse, src, len, name, sink, ds);
}

hcl_status cli_parse_file(const char *path, hcl_sink sink, hcl_diags *ds) {
  return cli_parse_syntax(path, cli_is_json_name(path), sink, ds);
}

bool cli_copy_stream(FILE *from, FILE *to) {
  char buf[64 * 1024];
  rewind(from);
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, from)) > 0)
    if (fwrite(buf, 1, n, to) != n)
      return false;
  return !ferror(from);
}

const char *cli_file_error(hcl_status st, int err) {
  return st == HCL_ERR_NOMEM ? "out of memory" : strerror(err);
}
