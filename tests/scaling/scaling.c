/*
 * The scaling test: every class of bench/scale_classes.c (the inputs of
 * bench/scale.sh) is run at N and at 4N in this process, as hcldec or
 * `hcl eval` would run it, and its cost must grow no faster than N^1.5:
 * the exponent log(t(4N)/t(N))/log(4) must be at most 1.5. Linear and
 * n log n work give 1 to 1.25 (the working set outgrows the caches);
 * quadratic work gives about 2.
 *
 * Only the work is timed, in CPU time of this process: parsing the files
 * (already in memory), loading the spec, decoding or evaluating, writing
 * the result or the diagnostics to /dev/null, and freeing it all. Each
 * measurement repeats the work until at least 50 ms have passed and keeps
 * the time per run; the fastest of three measurements counts. Freed memory
 * is kept for the next run, so that page faults do not count. A class a
 * little over the limit (up to 1.8) is measured twice more, keeping the
 * fastest time at each size, before it fails; so a busy machine slows a
 * run without failing it. A class whose input must decode cleanly also
 * fails when it reports errors (a rejected input measures nothing).
 *
 *   usage: test_scaling [--factor F] [CLASS...]   (default: every class)
 */

#define _GNU_SOURCE
#include <errno.h>
#include <ftw.h>
#include <math.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "bench/scale_classes.h"
#include "hcl/functions.h"
#include "hcl/hcl.h"

#define LIMIT 1.5
#define ROUNDS 3         /* measurements per size; the fastest counts */
#define ATTEMPTS 3       /* measurements of a class before it fails */
#define CLEARLY_OVER 0.3 /* ... unless it is this far over the limit */
#define MIN_SECONDS 0.05 /* a measurement repeats the work this long */

typedef struct text {
  char *name; /* file name, as hcldec would be given it */
  char *data;
  size_t len;
} text;

/* One run's files, read into memory before anything is timed. */
typedef struct loaded {
  scale_run run;
  text spec, vars; /* data NULL when absent */
  text *inputs;
  size_t ninputs;
} loaded;

/* What a run found, checked once, outside the timing. */
typedef struct outcome {
  bool ok;         /* false: out of memory, or an API failure */
  bool errors;     /* error diagnostics were reported */
  char first[200]; /* the first error's summary */
} outcome;

static FILE *devnull;

static bool read_text(const char *dir, const char *name, text *t) {
  char *path = NULL;
  memset(t, 0, sizeof *t);
  if (asprintf(&path, "%s/%s", dir, name) < 0)
    return false;
  FILE *f = fopen(path, "rb");
  free(path);
  struct stat st;
  if (!f || fstat(fileno(f), &st) != 0) {
    if (f)
      fclose(f);
    return false;
  }
  t->name = strdup(name);
  t->data = malloc((size_t)st.st_size + 1);
  if (t->data)
    t->len = fread(t->data, 1, (size_t)st.st_size, f);
  bool ok = t->name && t->data && t->len == (size_t)st.st_size && !ferror(f);
  fclose(f);
  return ok;
}

static void free_text(text *t) {
  free(t->name);
  free(t->data);
}

static void unload(loaded *l) {
  free_text(&l->spec);
  free_text(&l->vars);
  for (size_t i = 0; i < l->ninputs; i++)
    free_text(&l->inputs[i]);
  free(l->inputs);
  memset(l, 0, sizeof *l);
}

/* Generates class `c` at size n in `dir` and reads the files back. */
static bool load(const scale_class *c, size_t n, const char *dir, loaded *l) {
  memset(l, 0, sizeof *l);
  if (!scale_generate(c, dir, n, &l->run)) {
    fprintf(stderr, "%s: writing the input: %s\n", c->name, strerror(errno));
    return false;
  }
  bool ok = true;
  if (l->run.spec)
    ok = read_text(dir, l->run.spec, &l->spec);
  if (ok && l->run.vars)
    ok = read_text(dir, l->run.vars, &l->vars);
  l->inputs = calloc(l->run.ninputs ? l->run.ninputs : 1, sizeof *l->inputs);
  ok = ok && l->inputs;
  for (size_t i = 0; ok && i < l->run.ninputs; i++, l->ninputs++) {
    char name[64];
    scale_input_name(&l->run, i, name, sizeof name);
    ok = read_text(dir, name, &l->inputs[i]);
  }
  if (!ok) {
    fprintf(stderr, "%s: reading the input back failed\n", c->name);
    unload(l);
  }
  return ok;
}

static bool is_json_name(const char *name) {
  size_t n = strlen(name);
  return n >= 5 && strcmp(name + n - 5, ".json") == 0;
}

/* Parses `t` into the tree, diagnostics into `ds`, as hcldec does; the
   file's body, or NULL. */
static const hcl_body *parse(hcl_tree *tree, hcl_diags *ds, const text *t,
                             bool json) {
  size_t files = hcl_tree_file_count(tree);
  size_t before = hcl_diags_count(ds);
  hcl_sink sinks[2] = {hcl_tree_sink(tree), hcl_diags_sink(ds)};
  hcl_tee *tee = hcl_tee_new(sinks, 2, NULL);
  if (!tee)
    return NULL;
  if (json)
    hcl_json_parse(t->data, t->len, t->name, hcl_tee_sink(tee), NULL);
  else
    hcl_native_parse(t->data, t->len, t->name, hcl_tee_sink(tee), NULL);
  hcl_tee_free(tee);
  hcl_diags_lexical_first(ds, before);
  return hcl_tree_file_count(tree) > files
             ? hcl_tree_file_at(tree, hcl_tree_file_count(tree) - 1)
             : NULL;
}

/* Source lines for text diagnostics, from the files in memory. */
static size_t read_source(void *ctx, const char *filename, uint64_t offset,
                          char *buf, size_t len) {
  const loaded *l = ctx;
  const text *found = NULL;
  if (!filename)
    return 0;
  if (l->spec.name && strcmp(filename, l->spec.name) == 0)
    found = &l->spec;
  else if (l->vars.name && strcmp(filename, l->vars.name) == 0)
    found = &l->vars;
  for (size_t i = 0; !found && i < l->ninputs; i++)
    if (strcmp(filename, l->inputs[i].name) == 0)
      found = &l->inputs[i];
  if (!found || offset >= found->len)
    return 0;
  size_t n = found->len - (size_t)offset;
  n = n < len ? n : len;
  memcpy(buf, found->data + offset, n);
  return n;
}

static size_t block_name(void *ctx, const char *filename, uint64_t offset,
                         char *buf, size_t cap) {
  return hcl_tree_block_name(ctx, filename, offset, buf, cap);
}

/* Writes the diagnostics as hcldec would, to /dev/null. */
static void print_diags(const loaded *l, hcl_tree *tree, const hcl_diags *ds) {
  if (l->run.diags_json) {
    hcl_diags_render_json(ds, devnull);
    return;
  }
  hcl_text_options o = hcl_text_options_default();
  o.carets = false;
  o.read_source = read_source;
  o.read_source_ctx = (void *)l;
  o.block_name = block_name;
  o.block_name_ctx = tree;
  hcl_diags_render_text(ds, devnull, &o);
}

/* Each attribute of a --vars body, evaluated without a context, defined
   as a variable. */
static bool define_vars(hcl_eval_ctx *ctx, const hcl_body *body,
                        hcl_diags *ds) {
  hcl_content c;
  if (hcl_body_just_attributes(body, &c, ds) == HCL_ERR_NOMEM)
    return false;
  for (size_t i = 0; i < c.nattrs; i++) {
    hcl_value *v = hcl_expr_eval(c.attrs[i]->expr, NULL, ds);
    bool ok = v && hcl_eval_ctx_set_var(ctx, c.attrs[i]->name.ptr,
                                        c.attrs[i]->name.len, v) == HCL_OK;
    hcl_value_unref(v);
    if (!ok)
      return false;
  }
  return true;
}

static bool write_value(const hcl_value *v) {
  char *json = NULL;
  size_t len;
  if (hcl_value_to_json(v, hcl_value_type(v), NULL, &json, &len, NULL) !=
      HCL_OK)
    return false;
  fwrite(json, 1, len, devnull);
  hcl_free(NULL, json);
  return true;
}

/* hcldec ARGS: the spec, --vars, the inputs merged, then the decoded value
   or the diagnostics. */
static bool run_hcldec(const loaded *l, hcl_tree *tree, hcl_diags *ds) {
  hcl_spec_file *spec = NULL;
  hcl_eval_ctx *ctx = NULL;
  const hcl_body **bodies = NULL;
  hcl_value *v = NULL;
  bool ok = false, use_ctx = false;
  size_t nbodies = 0;
  const hcl_body *b = parse(tree, ds, &l->spec, false);
  if (!b || hcl_diags_has_errors(ds) ||
      hcl_spec_file_load(b, NULL, &spec, ds) != HCL_OK)
    goto out;
  ctx = hcl_eval_ctx_new(NULL);
  if (!ctx || hcl_spec_file_define(spec, ctx) != HCL_OK)
    goto out;
  if (hcl_spec_file_has_variables(spec)) {
    hcl_eval_ctx_allow_vars(ctx);
    use_ctx = true;
  }
  if (hcl_spec_file_has_functions(spec)) {
    hcl_eval_ctx_allow_funcs(ctx);
    use_ctx = true;
  }
  if (l->vars.data) {
    b = parse(tree, ds, &l->vars, is_json_name(l->vars.name));
    if (b && !define_vars(ctx, b, ds))
      goto out;
    use_ctx = true;
  }
  bodies = calloc(l->ninputs ? l->ninputs : 1, sizeof *bodies);
  if (!bodies)
    goto out;
  for (size_t i = 0; i < l->ninputs; i++)
    if ((b = parse(tree, ds, &l->inputs[i], l->run.json_input)))
      bodies[nbodies++] = b;
  if (hcl_diags_has_errors(ds)) {
    print_diags(l, tree, ds);
    ok = true;
    goto out;
  }
  b = nbodies == 1 ? bodies[0] : hcl_body_merge(tree, bodies, nbodies);
  if (!b)
    goto out;
  if (l->run.var_refs) {
    hcl_spec_refs *refs = hcl_spec_variables(hcl_spec_file_root(spec), b);
    ok = refs != NULL;
    hcl_spec_refs_free(refs);
    goto out;
  }
  v = hcl_spec_decode(hcl_spec_file_root(spec), b, use_ctx ? ctx : NULL, ds);
  if (!v)
    goto out;
  if (hcl_diags_has_errors(ds)) {
    print_diags(l, tree, ds);
    ok = true;
  } else {
    ok = write_value(v);
  }
out:
  hcl_value_unref(v);
  free(bodies);
  hcl_eval_ctx_free(ctx);
  hcl_spec_file_free(spec);
  return ok;
}

/* hcl eval --vars=FILE EXPR, with the function library. */
static bool run_eval(const loaded *l, hcl_tree *tree, hcl_diags *ds) {
  static const char name[] = "<expression>";
  hcl_eval_ctx *ctx = hcl_eval_ctx_new(NULL);
  hcl_value *v = NULL;
  bool ok = false;
  size_t before = hcl_tree_expr_count(tree);
  hcl_sink sinks[2] = {hcl_tree_sink(tree), hcl_diags_sink(ds)};
  hcl_tee *tee = NULL;
  if (!ctx || hcl_eval_ctx_add_functions(ctx) != HCL_OK)
    goto out;
  hcl_eval_ctx_allow_vars(ctx);
  if (l->vars.data) {
    const hcl_body *b = parse(tree, ds, &l->vars, is_json_name(l->vars.name));
    if (!b || !define_vars(ctx, b, ds))
      goto out;
  }
  tee = hcl_tee_new(sinks, 2, NULL);
  if (!tee)
    goto out;
  hcl_native_parse_expression(l->run.expr, strlen(l->run.expr), name,
                              hcl_tee_sink(tee), NULL);
  hcl_tee_free(tee);
  if (hcl_tree_expr_count(tree) == before) {
    ok = true; /* a syntax error, in the diagnostics */
    goto out;
  }
  v = hcl_expr_eval(hcl_tree_expr_at(tree, before), ctx, ds);
  ok = v && (hcl_diags_has_errors(ds) || write_value(v));
out:
  hcl_value_unref(v);
  hcl_eval_ctx_free(ctx);
  return ok;
}

/* One run; with `seen`, what it reported. */
static bool run_once(const loaded *l, outcome *seen) {
  hcl_tree *tree = hcl_tree_new(NULL);
  hcl_diags *ds = hcl_diags_new(NULL);
  bool ok = tree && ds &&
            (l->run.tool == SCALE_EVAL ? run_eval(l, tree, ds)
                                       : run_hcldec(l, tree, ds));
  if (seen) {
    seen->ok = ok;
    seen->errors = ds && hcl_diags_has_errors(ds);
    seen->first[0] = '\0';
    for (size_t i = 0; ds && i < hcl_diags_count(ds); i++) {
      const hcl_diag *d = hcl_diags_at(ds, i);
      if (d->severity == HCL_DIAG_ERROR) {
        snprintf(seen->first, sizeof seen->first, "%s", d->summary);
        break;
      }
    }
  }
  hcl_diags_free(ds);
  hcl_tree_free(tree);
  return ok;
}

static double cpu_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* The fastest of ROUNDS measurements of one run's CPU time. */
static double measure(const loaded *l) {
  double best = HUGE_VAL;
  for (int r = 0; r < ROUNDS; r++) {
    double start = cpu_seconds(), took;
    long reps = 0;
    do {
      run_once(l, NULL);
      reps++;
      took = cpu_seconds() - start;
    } while (took < MIN_SECONDS);
    if (took / (double)reps < best)
      best = took / (double)reps;
  }
  return best;
}

/* Whether what a run reported is what the class expects. */
static bool as_expected(const scale_class *c, const loaded *l, size_t n) {
  outcome seen;
  run_once(l, &seen);
  if (!seen.ok) {
    printf("%-19s FAIL at N=%zu: the run failed (out of memory?)\n", c->name,
           n);
    return false;
  }
  if (seen.errors != l->run.errors) {
    printf("%-19s FAIL at N=%zu: %s\n", c->name, n,
           seen.errors ? seen.first : "expected errors, none reported");
    return false;
  }
  return true;
}

static int remove_one(const char *path, const struct stat *st, int flag,
                      struct FTW *ftw) {
  (void)st;
  (void)flag;
  (void)ftw;
  remove(path);
  return 0;
}

static void remove_tree(const char *dir) {
  nftw(dir, remove_one, 16, FTW_DEPTH | FTW_PHYS);
}

/* Runs class `c` at n and 4n; false when it grows too fast. */
static bool check_class(const scale_class *c, size_t n, const char *tmp) {
  char *d1 = NULL, *d4 = NULL;
  loaded l1, l4;
  bool ok = false;
  if (asprintf(&d1, "%s/%s-1", tmp, c->name) < 0 ||
      asprintf(&d4, "%s/%s-4", tmp, c->name) < 0) {
    free(d1);
    return false;
  }
  bool have1 = mkdir(d1, 0777) == 0 && load(c, n, d1, &l1);
  bool have4 = have1 && mkdir(d4, 0777) == 0 && load(c, 4 * n, d4, &l4);
  /* in memory now; a test stopped while timing leaves no files */
  remove_tree(d1);
  remove_tree(d4);
  if (!have4)
    printf("%-19s FAIL: could not write or read its input in %s\n", c->name,
           tmp);
  else if (as_expected(c, &l1, n) && as_expected(c, &l4, 4 * n)) {
    double t1 = HUGE_VAL, t4 = HUGE_VAL, e = 0;
    for (int a = 0; a < ATTEMPTS; a++) {
      double m1 = measure(&l1), m4 = measure(&l4);
      t1 = m1 < t1 ? m1 : t1;
      t4 = m4 < t4 ? m4 : t4;
      e = log(t4 / t1) / log(4);
      /* noise on the fastest of three CPU times is far less than this */
      if (e <= LIMIT || e > LIMIT + CLEARLY_OVER)
        break;
    }
    ok = e <= LIMIT;
    printf("%-19s N=%-7zu t(N)=%8.4f s  t(4N)=%8.4f s  exponent %5.2f  %s\n",
           c->name, n, t1, t4, e, ok ? "ok" : "FAIL (limit 1.5)");
  }
  fflush(stdout);
  if (have4)
    unload(&l4);
  if (have1)
    unload(&l1);
  free(d1);
  free(d4);
  return ok;
}

int main(int argc, char **argv) {
  double factor = 1;
  const char **picked = calloc((size_t)argc, sizeof *picked);
  size_t npicked = 0;
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--factor") == 0 && i + 1 < argc)
      factor = atof(argv[++i]);
    else if (!scale_class_find(argv[i])) {
      fprintf(stderr,
              "usage: test_scaling [--factor F] [CLASS...]\n"
              "no class %s\n",
              argv[i]);
      return 2;
    } else
      picked[npicked++] = argv[i];
  }
  if (!(factor > 0)) {
    fprintf(stderr, "test_scaling: bad factor\n");
    return 2;
  }
#ifdef __GLIBC__
  /* Keep freed memory for the next run. Otherwise glibc maps each large
     block afresh and hands it back on free, as its thresholds adapt to
     the sizes seen first; a run at 4N after runs at N then pays page
     faults that a run at N did not, and linear work measures N^1.4. */
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 1 << 30);
#endif
  devnull = fopen("/dev/null", "w");
  const char *base = getenv("TMPDIR");
  char *tmp = NULL;
  if (!devnull ||
      asprintf(&tmp, "%s/hcl-scaling.XXXXXX", base && *base ? base : "/tmp") <
          0 ||
      !mkdtemp(tmp)) {
    perror("test_scaling: setting up");
    return 2;
  }
  size_t failed = 0, ran = 0;
  for (size_t i = 0; i < scale_class_count; i++) {
    const scale_class *c = &scale_classes[i];
    bool wanted = npicked == 0;
    for (size_t k = 0; k < npicked; k++)
      wanted = wanted || strcmp(picked[k], c->name) == 0;
    if (!wanted)
      continue;
    size_t n = (size_t)((double)c->test_n * factor + 0.5);
    if (n < 1)
      n = 1;
    if (c->max_n && n > c->max_n)
      n = c->max_n;
    ran++;
    if (!check_class(c, n, tmp))
      failed++;
  }
  remove_tree(tmp);
  free(tmp);
  free(picked);
  fclose(devnull);
  printf("%zu classes, %zu failed\n", ran, failed);
  return failed ? 1 : 0;
}
