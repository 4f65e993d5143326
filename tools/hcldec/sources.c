/* The files hcldec reads. */

#include "sources.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

typedef struct memory_source {
  char *name;
  char *text;
  size_t len;
} memory_source;

struct hcldec_sources {
  hcl_tree *tree;
  memory_source *mem;
  size_t nmem;
  bool nomem; /* a parse ran out of memory */
};

hcldec_sources *hcldec_sources_new(hcl_tree *tree) {
  hcldec_sources *s = calloc(1, sizeof *s);
  if (s)
    s->tree = tree;
  return s;
}

void hcldec_sources_free(hcldec_sources *s) {
  if (!s)
    return;
  for (size_t i = 0; i < s->nmem; i++) {
    free(s->mem[i].name);
    free(s->mem[i].text);
  }
  free(s->mem);
  free(s);
}

static bool ends_with(const char *s, const char *suffix) {
  size_t n = strlen(s), k = strlen(suffix);
  return n >= k && strcmp(s + n - k, suffix) == 0;
}

static hcl_status read_file(void *ctx, char *buf, size_t cap, size_t *got) {
  FILE *f = ctx;
  *got = fread(buf, 1, cap, f);
  return ferror(f) ? HCL_ERR_IO : HCL_OK;
}

bool hcldec_is_json_path(const char *path) { return ends_with(path, ".json"); }

bool hcldec_sources_nomem(const hcldec_sources *s) { return s->nomem; }

/* Parses into the tree, collecting diagnostics; the new file's body. */
static const hcl_body *parse(hcldec_sources *s, hcl_tree *tree,
                             const char *name, const char *text, size_t len,
                             bool json, FILE *file, hcl_diags *ds) {
  size_t files = hcl_tree_file_count(tree);
  size_t before = hcl_diags_count(ds);
  hcl_sink sinks[2] = {hcl_tree_sink(tree), hcl_diags_sink(ds)};
  hcl_tee *tee = hcl_tee_new(sinks, 2, NULL);
  if (!tee) {
    s->nomem = true;
    return NULL;
  }
  hcl_reader r = {file, read_file};
  hcl_status st;
  if (json && file)
    st = hcl_json_parse_reader(r, name, hcl_tee_sink(tee), NULL);
  else if (json)
    st = hcl_json_parse(text, len, name, hcl_tee_sink(tee), NULL);
  else if (file)
    st = hcl_native_parse_reader(r, name, hcl_tee_sink(tee), NULL);
  else
    st = hcl_native_parse(text, len, name, hcl_tee_sink(tee), NULL);
  hcl_tee_free(tee);
  if (st == HCL_ERR_NOMEM) {
    s->nomem = true;
    return NULL;
  }
  hcl_diags_lexical_first(ds, before);
  return hcl_tree_file_count(tree) > files
             ? hcl_tree_file_at(tree, hcl_tree_file_count(tree) - 1)
             : NULL;
}

void hcldec_read_failed(const char *path, bool json, hcl_diags *ds) {
  char *quoted = NULL, *detail = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&detail, &len);
  if (f && hcl_diag_quote(path, strlen(path), NULL, &quoted, NULL) == HCL_OK)
    fprintf(f,
            json ? "The file %s could not be opened."
                 : "The configuration file %s could not be read.",
            quoted);
  bool ok = f && quoted && !ferror(f);
  if (f && fclose(f) != 0)
    ok = false;
  hcl_diags_add_error(ds, json ? "Failed to open file" : "Failed to read file",
                      ok ? detail : "", NULL);
  hcl_free(NULL, quoted);
  free(detail);
}

/* Reads `in` whole, keeps it as a source named `name` and parses it;
   NULL when out of memory or when it cannot be read. */
static const hcl_body *parse_all(hcldec_sources *s, hcl_tree *tree,
                                 const char *name, FILE *in, bool json,
                                 hcl_diags *ds) {
  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  if (!f) {
    s->nomem = true;
    return NULL;
  }
  char chunk[65536];
  size_t got;
  bool ok = true;
  while (ok && (got = fread(chunk, 1, sizeof chunk, in)) > 0)
    ok = fwrite(chunk, 1, got, f) == got;
  if (fclose(f) != 0)
    ok = false;
  if (!ok)
    s->nomem = true; /* the copy in memory could not grow */
  const hcl_body *body =
      ok ? hcldec_parse_memory(s, tree, name, text, len, json, ds) : NULL;
  free(text);
  return body;
}

const hcl_body *hcldec_parse_file(hcldec_sources *s, hcl_tree *tree,
                                  const char *path, bool native_only,
                                  hcl_diags *ds) {
  bool json = !native_only && hcldec_is_json_path(path);
  FILE *f = fopen(path, "rb");
  struct stat st;
  if (f && (fstat(fileno(f), &st) != 0 || S_ISDIR(st.st_mode))) {
    fclose(f);
    f = NULL;
  }
  if (!f) {
    hcldec_read_failed(path, json, ds);
    return NULL;
  }
  if (!S_ISREG(st.st_mode)) {
    /* a named pipe or a device cannot be read twice for the diagnostics'
       source lines: keep what it gives, as standard input is kept */
    const hcl_body *b = parse_all(s, tree, path, f, json, ds);
    fclose(f);
    return b;
  }
  const hcl_body *b = parse(s, tree, path, NULL, 0, json, f, ds);
  fclose(f);
  return b;
}

static bool keep(hcldec_sources *s, const char *name, const char *text,
                 size_t len) {
  if ((s->nmem & (s->nmem - 1)) == 0) { /* full: 0 or a power of two */
    size_t cap = s->nmem ? 2 * s->nmem : 1;
    memory_source *grown = realloc(s->mem, cap * sizeof *grown);
    if (!grown)
      return false;
    s->mem = grown;
  }
  memory_source *m = &s->mem[s->nmem];
  m->name = strdup(name);
  m->text = malloc(len ? len : 1);
  m->len = len;
  if (!m->name || !m->text) {
    free(m->name);
    free(m->text);
    return false;
  }
  memcpy(m->text, text, len);
  s->nmem++;
  return true;
}

const hcl_body *hcldec_parse_memory(hcldec_sources *s, hcl_tree *tree,
                                    const char *name, const char *text,
                                    size_t len, bool json, hcl_diags *ds) {
  if (!keep(s, name, text, len)) {
    s->nomem = true;
    return NULL;
  }
  const memory_source *m = &s->mem[s->nmem - 1];
  return parse(s, tree, m->name, m->text, m->len, json, NULL, ds);
}

const hcl_body *hcldec_parse_stdin(hcldec_sources *s, hcl_tree *tree,
                                   hcl_diags *ds) {
  return parse_all(s, tree, "<stdin>", stdin, false, ds);
}

size_t hcldec_sources_read(void *ctx, const char *filename, uint64_t offset,
                           char *buf, size_t len) {
  const hcldec_sources *s = ctx;
  if (!filename)
    return 0;
  for (size_t i = 0; i < s->nmem; i++) {
    const memory_source *m = &s->mem[i];
    if (strcmp(m->name, filename) != 0)
      continue;
    if (offset >= m->len)
      return 0;
    size_t n = m->len - (size_t)offset;
    n = n < len ? n : len;
    memcpy(buf, m->text + offset, n);
    return n;
  }
  return hcl_source_read_file(NULL, filename, offset, buf, len);
}

size_t hcldec_sources_block_name(void *ctx, const char *filename,
                                 uint64_t offset, char *buf, size_t cap) {
  const hcldec_sources *s = ctx;
  return hcl_tree_block_name(s->tree, filename, offset, buf, cap);
}
