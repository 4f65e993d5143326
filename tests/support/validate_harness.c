/* The validator tests' harness (validate_harness.h). */

#include "validate_harness.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test_util.h"

static char *join(const char *dir, const char *name) {
  char *p = NULL;
  if (asprintf(&p, "%s/%s", dir, name) < 0)
    abort();
  return p;
}

static bool exists(const char *dir, const char *name) {
  char *p = join(dir, name);
  struct stat st;
  bool yes = stat(p, &st) == 0;
  free(p);
  return yes;
}

static int by_name(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

char **vh_corpus_dirs(size_t *n) {
  const char *root = "hcldec/cases";
  DIR *d = opendir(root);
  char **names = NULL;
  *n = 0;
  if (!d)
    return NULL;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.')
      continue;
    names = realloc(names, (*n + 1) * sizeof *names);
    names[(*n)++] = join(root, e->d_name);
  }
  closedir(d);
  if (*n)
    qsort(names, *n, sizeof *names, by_name);
  return names;
}

void vh_free_list(char **list, size_t n) {
  for (size_t i = 0; i < n; i++)
    free(list[i]);
  free(list);
}

/* Parses a file or a buffer into the case's tree; NULL on any error. */
static const hcl_body *parse_tree(hcl_tree *t, const char *src, size_t len,
                                  const char *name, bool json) {
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_sink sinks[2] = {hcl_tree_sink(t), hcl_diags_sink(ds)};
  hcl_tee *tee = hcl_tee_new(sinks, 2, NULL);
  size_t before = hcl_tree_file_count(t);
  if (json)
    hcl_json_parse(src, len, name, hcl_tee_sink(tee), NULL);
  else
    hcl_native_parse(src, len, name, hcl_tee_sink(tee), NULL);
  hcl_tee_free(tee);
  bool bad = hcl_diags_has_errors(ds);
  hcl_diags_free(ds);
  if (bad || hcl_tree_file_count(t) == before)
    return NULL;
  return hcl_tree_file_at(t, before);
}

/* One --vars argument, as hcldec reads it (tools/spec_env.c). */
static bool read_vars(vh_case *c, const char *arg, size_t i) {
  const char *p = arg;
  while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
    p++;
  const hcl_body *body;
  if (*p == '{') {
    char name[64];
    snprintf(name, sizeof name, "<vars argument %zu>", i);
    body = parse_tree(c->tree, arg, strlen(arg), name, true);
  } else {
    char *path = join(c->dir, arg);
    size_t len;
    char *text = test_read_file(path, &len);
    size_t n = strlen(arg);
    bool json = n >= 5 && strcmp(arg + n - 5, ".json") == 0;
    body = text ? parse_tree(c->tree, text, len, arg, json) : NULL;
    free(path);
    free(text); /* the tree copied what it keeps */
  }
  if (!body)
    return false;
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_content ct;
  bool ok = hcl_body_just_attributes(body, &ct, ds) == HCL_OK;
  for (size_t k = 0; ok && k < ct.nattrs; k++) {
    hcl_value *v = hcl_expr_eval(ct.attrs[k]->expr, NULL, ds);
    ok = v && hcl_eval_ctx_set_var(c->ctx, ct.attrs[k]->name.ptr,
                                   ct.attrs[k]->name.len, v) == HCL_OK;
    hcl_value_unref(v);
    c->use_ctx = true;
  }
  ok = ok && !hcl_diags_has_errors(ds);
  hcl_diags_free(ds);
  return ok;
}

/* The case's `args`: --vars values; false for anything else but the
   output flags and <stdin>. */
static bool read_args(vh_case *c) {
  char *path = join(c->dir, "args");
  char *text = test_read_file(path, NULL);
  free(path);
  if (!text)
    return true;
  bool ok = true, want_value = false;
  size_t nvars = 0;
  for (char *line = strtok(text, "\n"); ok && line; line = strtok(NULL, "\n")) {
    if (!*line)
      continue;
    if (want_value) {
      ok = read_vars(c, line, nvars++);
      want_value = false;
    } else if (strncmp(line, "--vars=", 7) == 0) {
      ok = read_vars(c, line + 7, nvars++);
    } else if (strncmp(line, "-V=", 3) == 0) {
      ok = read_vars(c, line + 3, nvars++);
    } else if (strcmp(line, "-V") == 0) {
      want_value = true;
    } else {
      ok = strcmp(line, "--with-type") == 0 ||
           strcmp(line, "--keep-nulls") == 0 ||
           strcmp(line, "--diags=json") == 0 || strcmp(line, "<stdin>") == 0;
    }
  }
  free(text);
  return ok && !want_value;
}

/* The spec from its text, its variables and functions in the context. */
static bool load_spec(vh_case *c, const char *text, size_t len) {
  c->tree = hcl_tree_new(NULL);
  const hcl_body *b = parse_tree(c->tree, text, len, "spec.hcldec", false);
  hcl_diags *ds = hcl_diags_new(NULL);
  bool ok = b && hcl_spec_file_load(b, NULL, &c->spec, ds) == HCL_OK &&
            !hcl_diags_has_errors(ds);
  hcl_diags_free(ds);
  if (ok) {
    c->ctx = hcl_eval_ctx_new(NULL);
    ok = c->ctx && hcl_spec_file_define(c->spec, c->ctx) == HCL_OK;
  }
  if (ok) {
    if (hcl_spec_file_has_variables(c->spec)) {
      hcl_eval_ctx_allow_vars(c->ctx);
      c->use_ctx = true;
    }
    if (hcl_spec_file_has_functions(c->spec)) {
      hcl_eval_ctx_allow_funcs(c->ctx);
      c->use_ctx = true;
    }
  }
  return ok;
}

bool vh_case_load(vh_case *c, const char *dir) {
  memset(c, 0, sizeof *c);
  if (!exists(dir, "spec.hcldec"))
    return false;
  bool hcl = exists(dir, "input.hcl"), json = exists(dir, "input.json");
  if (hcl == json)
    return false;
  c->dir = strdup(dir);
  c->json = json;
  c->name = strdup(json ? "input.json" : "input.hcl");
  char *input = join(dir, c->name);
  c->src = test_read_file(input, &c->len);
  free(input);
  char *spec_path = join(dir, "spec.hcldec");
  size_t slen;
  char *spec_text = test_read_file(spec_path, &slen);
  free(spec_path);
  bool ok =
      c->src && spec_text && load_spec(c, spec_text, slen) && read_args(c);
  free(spec_text);
  if (!ok)
    vh_case_free(c);
  return ok;
}

bool vh_case_text(vh_case *c, const char *spec, const char *input, bool json) {
  memset(c, 0, sizeof *c);
  c->dir = strdup("(generated)");
  c->json = json;
  c->name = strdup(json ? "input.json" : "input.hcl");
  c->src = strdup(input);
  c->len = strlen(input);
  if (!load_spec(c, spec, strlen(spec))) {
    vh_case_free(c);
    return false;
  }
  return true;
}

void vh_case_free(vh_case *c) {
  hcl_eval_ctx_free(c->ctx);
  hcl_spec_file_free(c->spec);
  hcl_tree_free(c->tree);
  free(c->dir);
  free(c->name);
  free(c->src);
  memset(c, 0, sizeof *c);
}

const hcl_eval_ctx *vh_case_ctx(const vh_case *c) {
  return c->use_ctx ? c->ctx : NULL;
}

/* ---- Running ------------------------------------------------------------ */

typedef struct chunk_reader {
  const char *src;
  size_t len, pos, chunk;
} chunk_reader;

static hcl_status chunk_read(void *ctx, char *buf, size_t cap, size_t *got) {
  chunk_reader *r = ctx;
  size_t n = r->len - r->pos;
  if (n > r->chunk)
    n = r->chunk;
  if (n > cap)
    n = cap;
  memcpy(buf, r->src + r->pos, n);
  r->pos += n;
  *got = n;
  return HCL_OK;
}

/* A sink in front of another that stops the stream at event `stop_at`. */
typedef struct stopper {
  hcl_sink next;
  long stop_at, seen;
} stopper;

static hcl_status stop_event(void *ctx, const hcl_event *ev) {
  stopper *s = ctx;
  if (s->seen++ == s->stop_at)
    return HCL_STOP;
  return s->next.event(s->next.ctx, ev);
}

static hcl_status stop_diag(void *ctx, const hcl_diag *d) {
  stopper *s = ctx;
  return s->next.diagnostic(s->next.ctx, d);
}

static hcl_status stop_end(void *ctx, hcl_status how) {
  stopper *s = ctx;
  return s->next.end(s->next.ctx, how);
}

hcl_status vh_parse(hcl_sink sink, const char *src, size_t len,
                    const char *name, bool json, const vh_run *run) {
  stopper stop = {sink, run ? run->stop_at : -1, 0};
  if (run && run->stop_at >= 0) {
    hcl_sink s = {&stop, stop_event, stop_diag, stop_end, sink.wants};
    sink = s;
  }
  if (run && run->chunk) {
    chunk_reader cr = {src, len, 0, run->chunk};
    hcl_reader rd = {&cr, chunk_read};
    return json ? hcl_json_parse_reader(rd, name, sink, NULL)
                : hcl_native_parse_reader(rd, name, sink, NULL);
  }
  return json ? hcl_json_parse(src, len, name, sink, NULL)
              : hcl_native_parse(src, len, name, sink, NULL);
}

static void put_range(FILE *out, const char *what, const hcl_range *r) {
  if (!r) {
    fprintf(out, " %s=-", what);
    return;
  }
  fprintf(out, " %s=%s:%u,%u(%llu)-%u,%u(%llu)", what,
          r->filename ? r->filename : "(null)", r->start.line, r->start.column,
          (unsigned long long)r->start.byte, r->end.line, r->end.column,
          (unsigned long long)r->end.byte);
}

char *vh_render(bool valid, const hcl_diags *ds) {
  char *text = NULL;
  size_t len = 0;
  FILE *out = open_memstream(&text, &len);
  fprintf(out, "%s\n", valid ? "valid" : "invalid");
  for (size_t i = 0; ds && i < hcl_diags_count(ds); i++) {
    const hcl_diag *d = hcl_diags_at(ds, i);
    fprintf(out, "%s flags=%u [%s] [%s]",
            d->severity == HCL_DIAG_ERROR ? "error" : "warning", d->flags,
            d->summary, d->detail);
    put_range(out, "subject", d->subject);
    put_range(out, "context", d->context);
    fprintf(out, " values=[%s]\n", d->values ? d->values : "-");
  }
  fclose(out);
  return text;
}

char *vh_stream(hcl_validator *v, const char *src, size_t len, const char *name,
                bool json, const vh_run *run, hcl_status *st) {
  hcl_sink s = hcl_validator_sink(v);
  *st = s.ctx ? vh_parse(s, src, len, name, json, run) : HCL_ERR_NOMEM;
  if (*st != HCL_OK && *st != HCL_ERR_SYNTAX)
    return NULL;
  return vh_render(hcl_validator_valid(v), hcl_validator_diags(v));
}

char *vh_oracle(buffered_validator *b, const char *src, size_t len,
                const char *name, bool json, hcl_status *st) {
  hcl_sink s = bv_sink(b);
  *st = s.ctx ? vh_parse(s, src, len, name, json, NULL) : HCL_ERR_NOMEM;
  if (*st != HCL_OK && *st != HCL_ERR_SYNTAX)
    return NULL;
  return vh_render(bv_valid(b), bv_diags(b));
}

/* `line` (up to its newline) without its subject field. */
static char *without_subject(const char *line, size_t len) {
  char *copy = strndup(line, len);
  char *sub = strstr(copy, " subject=");
  char *ctx = sub ? strstr(sub, " context=") : NULL;
  if (sub && ctx)
    memmove(sub, ctx, strlen(ctx) + 1);
  return copy;
}

bool vh_same(const char *want, const char *got) {
  static const char NULL_SUBJECT[] = " subject=(null):0,0(0)-0,0(0) ";
  while (*want && *got) {
    const char *we = strchr(want, '\n'), *ge = strchr(got, '\n');
    size_t wl = we ? (size_t)(we - want) : strlen(want);
    size_t gl = ge ? (size_t)(ge - got) : strlen(got);
    bool same = wl == gl && memcmp(want, got, wl) == 0;
    if (!same) {
      char *w = strndup(want, wl);
      bool known = strstr(w, NULL_SUBJECT) != NULL;
      free(w);
      if (known) {
        char *a = without_subject(want, wl), *b = without_subject(got, gl);
        same = strcmp(a, b) == 0;
        free(a);
        free(b);
      }
    }
    if (!same)
      return false;
    want += wl + (we != NULL);
    got += gl + (ge != NULL);
  }
  return *want == *got;
}

/* The child's exit status when the oracle failed without crashing. */
#define ORACLE_FAILED 3

char *vh_oracle_forked(buffered_validator *b, const char *src, size_t len,
                       const char *name, bool json, bool *crashed) {
  *crashed = false;
  int fds[2];
  if (pipe(fds) != 0)
    return NULL;
  fflush(NULL);
  pid_t pid = fork();
  if (pid == 0) {
    close(fds[0]);
    hcl_status st;
    char *text = vh_oracle(b, src, len, name, json, &st);
    size_t n = text ? strlen(text) : 0, off = 0;
    while (off < n) {
      ssize_t w = write(fds[1], text + off, n - off);
      if (w <= 0)
        break;
      off += (size_t)w;
    }
    _exit(text ? 0 : ORACLE_FAILED);
  }
  close(fds[1]);
  char *text = NULL;
  size_t n = 0;
  FILE *out = open_memstream(&text, &n);
  char buf[4096];
  ssize_t got;
  while ((got = read(fds[0], buf, sizeof buf)) > 0)
    fwrite(buf, 1, (size_t)got, out);
  fclose(out);
  close(fds[0]);
  int status = 0;
  waitpid(pid, &status, 0);
  if (WIFSIGNALED(status) || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    /* a signal, or a sanitizer's report and exit */
    *crashed = !WIFEXITED(status) || WEXITSTATUS(status) != ORACLE_FAILED;
    free(text);
    return NULL;
  }
  return text;
}

bool vh_both(const char *spec, const char *input, bool json, char **want,
             char **got) {
  *want = *got = NULL;
  vh_case c;
  if (!vh_case_text(&c, spec, input, json))
    return false;
  const hcl_spec *root = hcl_spec_file_root(c.spec);
  hcl_validator *v = NULL;
  buffered_validator *b = bv_new_spec(root, vh_case_ctx(&c), NULL);
  bool ok = b && hcl_validator_new(root, vh_case_ctx(&c), NULL, &v) == HCL_OK;
  if (ok) {
    hcl_status st;
    vh_run run = {0, -1};
    *want = vh_oracle(b, c.src, c.len, c.name, json, &st);
    *got = vh_stream(v, c.src, c.len, c.name, json, &run, &st);
  }
  bv_free(b);
  hcl_validator_free(v);
  vh_case_free(&c);
  return ok;
}
