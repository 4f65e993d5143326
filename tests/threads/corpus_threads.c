/*
 * The library on many threads at once: every single-file case of the
 * hcldec corpus is decoded (and validated by the streaming validator,
 * hcl/validate.h) first on one thread, then again on N threads
 * at the same time, each parsing its own input while all share each
 * case's loaded spec and evaluation context read-only. A third of those
 * threads validate through a relay (events/relay.c), which runs the
 * validator on a thread of its own beside the parser; a third cut native
 * files into runs, each validated on a thread of its own
 * (hcl_validate_file_parallel). Every thread must produce exactly what
 * the single thread produced. Built with
 * ThreadSanitizer, this is the check that shared values, types, specs and
 * functions are safe to share (CI runs it so).
 *   usage: test_threads CASES_DIR [THREADS]
 */

#define _GNU_SOURCE
#include <dirent.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "hcl/hcl.h"

typedef struct corpus_case {
  char *dir;
  char *input; /* path of the one input file */
  bool json;
  hcl_tree *spec_tree; /* owns what the spec file points into */
  hcl_spec_file *spec;
  hcl_eval_ctx *ctx;
  bool use_ctx;
  char *want; /* the single-threaded result */
} corpus_case;

static corpus_case *cases;
static size_t ncases;
static atomic_size_t mismatches;

static char *join(const char *dir, const char *name) {
  char *p = NULL;
  if (asprintf(&p, "%s/%s", dir, name) < 0) {
    perror("asprintf");
    exit(2);
  }
  return p;
}

static bool exists(const char *dir, const char *name) {
  char *p = join(dir, name);
  struct stat st;
  bool yes = stat(p, &st) == 0;
  free(p);
  return yes;
}

/* Parses a file into `t`, collecting diagnostics in `ds`. */
static const hcl_body *parse_into(hcl_tree *t, hcl_diags *ds, const char *path,
                                  bool json) {
  hcl_sink sinks[2] = {hcl_tree_sink(t), hcl_diags_sink(ds)};
  hcl_tee *tee = hcl_tee_new(sinks, 2, NULL);
  if (!tee)
    return NULL;
  size_t before = hcl_tree_file_count(t);
  if (json)
    hcl_json_parse_file(path, hcl_tee_sink(tee), NULL);
  else
    hcl_native_parse_file(path, hcl_tee_sink(tee), NULL);
  hcl_tee_free(tee);
  return hcl_tree_file_count(t) > before ? hcl_tree_file_at(t, before) : NULL;
}

/* As hcl_validate_file, with the validator on the relay's thread. */
static hcl_status validate_relayed(hcl_validator *v, const char *path,
                                   bool json) {
  hcl_sink s = hcl_validator_sink(v);
  hcl_relay *relay = s.ctx ? hcl_relay_new(&s, NULL) : NULL;
  if (!relay)
    return HCL_ERR_NOMEM;
  hcl_sink rs = hcl_relay_sink(relay);
  hcl_status st = json ? hcl_json_parse_file(path, rs, NULL)
                       : hcl_native_parse_file(path, rs, NULL);
  hcl_relay_free(relay);
  return st == HCL_ERR_NOMEM || st == HCL_ERR_IO ? st : HCL_OK;
}

/* The streaming validator's verdict and diagnostics for the case, from a
   validator of the thread's own over the shared spec and context. */
typedef enum mode { PLAIN, RELAYED, SPLIT } mode;

static void validate_case(const corpus_case *c, mode m, FILE *out) {
  hcl_validator *vs[2] = {NULL, NULL};
  for (size_t i = 0; i < 2; i++)
    if (hcl_validator_new(hcl_spec_file_root(c->spec),
                          c->use_ctx ? c->ctx : NULL, NULL, &vs[i]) != HCL_OK) {
      fputs("\nvalidate: out of memory\n", out);
      hcl_validator_free(vs[0]);
      return;
    }
  hcl_status st;
  if (m == RELAYED)
    st = validate_relayed(vs[0], c->input, c->json);
  else if (m == SPLIT && !c->json)
    st = hcl_validate_file_parallel(vs, 2, c->input, NULL);
  else
    st = hcl_validate_file(vs[0], c->input, c->json);
  fprintf(out, "\nvalidate: %d %s\n", (int)st,
          hcl_validator_valid(vs[0]) ? "valid" : "invalid");
  hcl_diags_render_json(hcl_validator_diags(vs[0]), out);
  hcl_validator_free(vs[0]);
  hcl_validator_free(vs[1]);
}

/* The case's result as text: the decoded JSON, or the diagnostics; then
   the validator's. */
static char *decode_case(const corpus_case *c, mode m) {
  hcl_tree *t = hcl_tree_new(NULL);
  hcl_diags *ds = hcl_diags_new(NULL);
  char *text = NULL;
  size_t len = 0;
  FILE *out = open_memstream(&text, &len);
  const hcl_body *body = parse_into(t, ds, c->input, c->json);
  if (body && !hcl_diags_has_errors(ds)) {
    hcl_value *v = hcl_spec_decode(hcl_spec_file_root(c->spec), body,
                                   c->use_ctx ? c->ctx : NULL, ds);
    char *json = NULL;
    size_t jlen;
    if (v && !hcl_diags_has_errors(ds) &&
        hcl_value_to_json(v, hcl_value_type(v), NULL, &json, &jlen, NULL) ==
            HCL_OK)
      fwrite(json, 1, jlen, out);
    free(json);
    hcl_value_unref(v);
  }
  hcl_diags_render_json(ds, out);
  validate_case(c, m, out);
  fclose(out);
  hcl_diags_free(ds);
  hcl_tree_free(t);
  return text;
}

typedef struct worker_arg {
  size_t first; /* the case this thread starts with */
  mode m;
} worker_arg;

static void *worker(void *arg) {
  const worker_arg *w = arg;
  for (size_t k = 0; k < ncases; k++) {
    const corpus_case *c = &cases[(w->first + k) % ncases];
    char *got = decode_case(c, w->m);
    if (!got || strcmp(got, c->want) != 0) {
      fprintf(stderr, "FAIL %s: differs on a thread\n", c->dir);
      atomic_fetch_add(&mismatches, 1);
    }
    free(got);
  }
  return NULL;
}

/* Loads a case's spec once, for every thread to share. */
static bool load_case(corpus_case *c) {
  char *path = join(c->dir, "spec.hcldec");
  hcl_diags *ds = hcl_diags_new(NULL);
  c->spec_tree = hcl_tree_new(NULL);
  const hcl_body *b = parse_into(c->spec_tree, ds, path, false);
  free(path);
  bool ok = b && !hcl_diags_has_errors(ds) &&
            hcl_spec_file_load(b, NULL, &c->spec, ds) == HCL_OK;
  hcl_diags_free(ds);
  if (!ok)
    return false;
  c->ctx = hcl_eval_ctx_new(NULL);
  if (!c->ctx || hcl_spec_file_define(c->spec, c->ctx) != HCL_OK)
    return false;
  if (hcl_spec_file_has_variables(c->spec)) {
    hcl_eval_ctx_allow_vars(c->ctx);
    c->use_ctx = true;
  }
  if (hcl_spec_file_has_functions(c->spec)) {
    hcl_eval_ctx_allow_funcs(c->ctx);
    c->use_ctx = true;
  }
  return true;
}

static void free_case(corpus_case *c) {
  hcl_eval_ctx_free(c->ctx);
  hcl_spec_file_free(c->spec);
  hcl_tree_free(c->spec_tree);
  free(c->dir);
  free(c->input);
  free(c->want);
}

static int by_name(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The cases hcldec runs on one input file with no extra arguments. */
static void collect(const char *root) {
  DIR *d = opendir(root);
  if (!d) {
    perror(root);
    exit(2);
  }
  char **names = NULL;
  size_t n = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.')
      continue;
    names = realloc(names, (n + 1) * sizeof *names);
    names[n++] = strdup(e->d_name);
  }
  closedir(d);
  qsort(names, n, sizeof *names, by_name);
  cases = calloc(n ? n : 1, sizeof *cases);
  for (size_t i = 0; i < n; i++) {
    char *dir = join(root, names[i]);
    free(names[i]);
    bool hcl = exists(dir, "input.hcl"), json = exists(dir, "input.json");
    if (!exists(dir, "spec.hcldec") || exists(dir, "args") || hcl == json) {
      free(dir);
      continue;
    }
    corpus_case *c = &cases[ncases];
    c->dir = dir;
    c->json = json;
    c->input = join(dir, json ? "input.json" : "input.hcl");
    if (!load_case(c)) {
      free_case(c);
      memset(c, 0, sizeof *c);
      continue;
    }
    ncases++;
  }
  free(names);
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: test_threads CASES_DIR [THREADS]\n");
    return 2;
  }
  size_t nthreads = argc > 2 ? (size_t)atoi(argv[2]) : 8;
  collect(argv[1]);
  for (size_t i = 0; i < ncases; i++)
    cases[i].want = decode_case(&cases[i], PLAIN);
  pthread_t *threads = calloc(nthreads, sizeof *threads);
  worker_arg *args = calloc(nthreads, sizeof *args);
  for (size_t i = 0; i < nthreads; i++) {
    args[i] = (worker_arg){i * ncases / nthreads, (mode)(i % 3)};
    pthread_create(&threads[i], NULL, worker, &args[i]);
  }
  for (size_t i = 0; i < nthreads; i++)
    pthread_join(threads[i], NULL);
  free(threads);
  free(args);
  size_t bad = atomic_load(&mismatches);
  printf("%zu cases on %zu threads: %zu differed\n", ncases, nthreads, bad);
  for (size_t i = 0; i < ncases; i++)
    free_case(&cases[i]);
  free(cases);
  return ncases > 0 && bad == 0 ? 0 : 1;
}
