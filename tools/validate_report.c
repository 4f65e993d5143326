/* One file's result as `hcl validate` prints it. */

#include "validate_report.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "validate_names.h"

bool vr_put_json_string(FILE *out, const char *s) {
  char *q = NULL;
  size_t n = 0;
  if (hcl_json_string_quote(s, strlen(s), NULL, &q, &n) != HCL_OK)
    return false;
  bool ok = fwrite(q, 1, n, out) == n;
  hcl_free(NULL, q);
  return ok;
}

static void put_pos(FILE *out, const char *name, const hcl_pos *p) {
  fprintf(out, "\"%s\":{\"line\":%u,\"column\":%u,\"byte\":%llu}", name,
          p->line, p->column, (unsigned long long)p->byte);
}

/* One diagnostic in the shape hcldec --diags=json gives it: the detail
   and the subject only when there are some. */
static bool put_diag(FILE *out, const hcl_diag *d) {
  const char *sev = d->severity == HCL_DIAG_ERROR     ? "error"
                    : d->severity == HCL_DIAG_WARNING ? "warning"
                                                      : "(unknown)";
  fprintf(out, "{\"severity\":\"%s\",\"summary\":", sev);
  bool ok = vr_put_json_string(out, d->summary);
  if (ok && d->detail && d->detail[0]) {
    fputs(",\"detail\":", out);
    ok = vr_put_json_string(out, d->detail);
  }
  if (ok && d->subject) {
    const hcl_range *r = d->subject;
    fputs(",\"subject\":{\"filename\":", out);
    ok = vr_put_json_string(out, r->filename ? r->filename : "");
    fputc(',', out);
    put_pos(out, "start", &r->start);
    fputc(',', out);
    put_pos(out, "end", &r->end);
    fputc('}', out);
  }
  fputc('}', out);
  return ok;
}

static bool put_json(FILE *out, const vr_file *file, bool valid,
                     const hcl_diags *ds) {
  fputs("{\"path\":", out);
  bool ok = vr_put_json_string(out, file->path);
  fprintf(out, ",\"valid\":%s,\"diagnostics\":[", valid ? "true" : "false");
  for (size_t i = 0; ok && i < hcl_diags_count(ds); i++) {
    if (i > 0)
      fputc(',', out);
    ok = put_diag(out, hcl_diags_at(ds, i));
  }
  fputs("]}", out);
  return ok;
}

/* ---- Text --------------------------------------------------------------- */

/* Where the text renderer finds source lines and block names: the file
   itself (standard input from memory), else the spec's sources. The names
   in the file are found for all its diagnostics at once, in one more
   streaming pass over it (validate_names.c), when the first is asked
   for: valid files and the JSON formats never pay for it, and an invalid
   file costs no tree either. */
typedef struct source {
  const vr_env *env;
  const vr_file *file;
  const hcl_diags *ds;
  vn_names *names;
  bool tried;
  /* The file, opened once for all its diagnostics (opening it for each
     took half the time of a run with a million of them); -1 when it is
     no regular file. */
  int fd;
  bool opened;
} source;

/* Up to `len` bytes of `fd` from `offset`: fewer at its end or on an
   error. */
static size_t read_at(int fd, uint64_t offset, char *buf, size_t len) {
  size_t got = 0;
  while (got < len) {
    ssize_t n = pread(fd, buf + got, len - got, (off_t)(offset + got));
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      break;
    got += (size_t)n;
  }
  return got;
}

/* Up to `len` bytes of standard input's copy from `offset`. */
static size_t read_spool(const vr_file *f, uint64_t offset, char *buf,
                         size_t len) {
  if (offset >= f->spool_len)
    return 0;
  if (f->spool_len - offset < len)
    len = (size_t)(f->spool_len - offset);
  return read_at(f->spool, offset, buf, len);
}

static size_t read_source(void *ctx, const char *filename, uint64_t offset,
                          char *buf, size_t len) {
  source *s = ctx;
  if (!filename || strcmp(filename, s->file->name) != 0)
    return hcldec_sources_read(s->env->sources, filename, offset, buf, len);
  if (s->file->is_stdin)
    return s->file->spool < 0 ? HCL_SOURCE_UNAVAILABLE
                              : read_spool(s->file, offset, buf, len);
  if (!s->opened) {
    /* as hcl_source_read_file: only a regular file reads the same twice,
       and O_NONBLOCK keeps a pipe without a writer from blocking */
    s->opened = true;
    s->fd = open(filename, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    struct stat st;
    if (s->fd >= 0 && (fstat(s->fd, &st) != 0 || !S_ISREG(st.st_mode))) {
      close(s->fd);
      s->fd = -1;
    }
  }
  if (s->fd < 0)
    return HCL_SOURCE_UNAVAILABLE;
  return (off_t)offset < 0 ? 0 : read_at(s->fd, offset, buf, len);
}

/* The names pass reads standard input's copy from its start. */
typedef struct spool_reader {
  const vr_file *file;
  uint64_t at;
} spool_reader;

static hcl_status read_spool_chunk(void *ctx, char *buf, size_t cap,
                                   size_t *got) {
  spool_reader *sr = ctx;
  *got = read_spool(sr->file, sr->at, buf, cap);
  sr->at += *got;
  return HCL_OK;
}

/* Whether `path` can be read a second time: a regular file (a named pipe
   would wait for a writer, or give other bytes). */
static bool rereadable(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static size_t block_name(void *ctx, const char *filename, uint64_t offset,
                         char *buf, size_t cap) {
  source *s = ctx;
  if (!filename || strcmp(filename, s->file->name) != 0)
    return hcldec_sources_block_name(s->env->sources, filename, offset, buf,
                                     cap);
  if (!s->tried) {
    s->tried = true;
    bool readable =
        s->file->is_stdin ? s->file->spool >= 0 : rereadable(s->file->name);
    spool_reader sr = {s->file, 0};
    hcl_reader spool = {&sr, read_spool_chunk};
    if (readable)
      s->names = vn_names_read(s->ds, s->file->name, s->file->json,
                               s->file->is_stdin ? &spool : NULL);
  }
  return vn_names_get(s->names, offset, buf, cap);
}

static bool put_text(FILE *out, const vr_env *env, const vr_file *file,
                     const hcl_diags *ds) {
  source s = {env, file, ds, NULL, false, -1, false};
  hcl_text_options o = env->text;
  o.read_source = read_source;
  o.read_source_ctx = &s;
  o.block_name = block_name;
  o.block_name_ctx = &s;
  hcl_status st = hcl_diags_render_text(ds, out, &o);
  vn_names_free(s.names);
  if (s.fd >= 0)
    close(s.fd);
  return st == HCL_OK;
}

/* hcldec reports a file's lexical problems before its syntax errors (see
   hcl_diags_lexical_first). When the validator's list has them later, the
   result is a reordered copy; NULL when `ds` is in order already. */
static hcl_status lexical_first(const hcl_diags *ds, hcl_diags **out) {
  *out = NULL;
  size_t n = hcl_diags_count(ds);
  bool other = false, late = false;
  for (size_t i = 0; i < n && !late; i++) {
    bool lexical = hcl_diags_at(ds, i)->flags & HCL_DIAGF_LEXICAL;
    late = lexical && other;
    other = other || !lexical;
  }
  if (!late)
    return HCL_OK;
  hcl_diags *copy = hcl_diags_new(NULL);
  for (size_t i = 0; copy && i < n; i++)
    if (hcl_diags_add(copy, hcl_diags_at(ds, i)) != HCL_OK) {
      hcl_diags_free(copy);
      copy = NULL;
    }
  if (!copy)
    return HCL_ERR_NOMEM;
  hcl_diags_lexical_first(copy, 0);
  *out = copy;
  return HCL_OK;
}

hcl_status vr_render(const vr_env *env, const vr_file *file, bool valid,
                     const hcl_diags *ds, char **out, size_t *len) {
  *out = NULL;
  *len = 0;
  hcl_diags *ordered;
  if (lexical_first(ds, &ordered) != HCL_OK)
    return HCL_ERR_NOMEM;
  if (ordered)
    ds = ordered;
  char *text = NULL;
  size_t n = 0;
  FILE *f = open_memstream(&text, &n);
  bool ok = f != NULL;
  if (ok)
    ok = env->format == VR_TEXT ? put_text(f, env, file, ds)
                                : put_json(f, file, valid, ds);
  if (f && fclose(f) != 0)
    ok = false;
  hcl_diags_free(ordered);
  if (!ok) {
    free(text);
    return HCL_ERR_NOMEM;
  }
  *out = text;
  *len = n;
  return HCL_OK;
}
