/*
 * The inputs of the scaling benchmark and test: one generator per class.
 * A class makes one dimension of the input N long and keeps the rest
 * small, so that the time of a run grows with N alone. Names and keys are
 * shuffled (a fixed-seed permutation) so that nothing is cheap merely
 * because the input happens to be sorted.
 */

#include "scale_classes.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The spec most classes decode with: the input's attribute `a`, as is. */
static const char SPEC_ANY[] = "object {\n  attr \"a\" { type = any }\n}\n";

static FILE *create(const char *dir, const char *name) {
  char path[4096];
  if ((size_t)snprintf(path, sizeof path, "%s/%s", dir, name) >= sizeof path) {
    errno = ENAMETOOLONG;
    return NULL;
  }
  return fopen(path, "w");
}

/* Closes `f`, true when everything written reached the file. */
static bool done(FILE *f) {
  if (!f)
    return false;
  bool ok = !ferror(f);
  if (fclose(f) != 0)
    ok = false;
  return ok;
}

static bool write_text(const char *dir, const char *name, const char *text) {
  FILE *f = create(dir, name);
  if (f)
    fputs(text, f);
  return done(f);
}

static bool spec_any(const char *dir, scale_run *r) {
  r->spec = "spec.hcldec";
  return write_text(dir, r->spec, SPEC_ANY);
}

static uint64_t splitmix64(uint64_t *state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

/* 0..n-1 in a fixed pseudo-random order (Fisher-Yates). */
static size_t *shuffled(size_t n) {
  size_t *p = malloc((n ? n : 1) * sizeof *p);
  if (!p)
    return NULL;
  for (size_t i = 0; i < n; i++)
    p[i] = i;
  uint64_t seed = 17;
  for (size_t i = n; i > 1; i--) {
    size_t j = (size_t)(splitmix64(&seed) % i);
    size_t t = p[i - 1];
    p[i - 1] = p[j];
    p[j] = t;
  }
  return p;
}

/* ------------------------------------------------- object and map keys --- */

static bool gen_json_obj(const char *dir, size_t n, scale_run *r) {
  size_t *p = shuffled(n);
  FILE *f = p ? create(dir, "in.json") : NULL;
  if (f) {
    fputs("{\"a\": {", f);
    for (size_t i = 0; i < n; i++)
      fprintf(f, "%s\"k%zu\": %zu", i ? ", " : "", p[i], i);
    fputs("}}\n", f);
  }
  free(p);
  r->json_input = true;
  return done(f) && spec_any(dir, r);
}

static bool gen_obj_cons(const char *dir, size_t n, scale_run *r) {
  size_t *p = shuffled(n);
  FILE *f = p ? create(dir, "in.hcl") : NULL;
  if (f) {
    fputs("a = {\n", f);
    for (size_t i = 0; i < n; i++)
      fprintf(f, "  k%zu = %zu\n", p[i], i);
    fputs("}\n", f);
  }
  free(p);
  return done(f) && spec_any(dir, r);
}

static bool gen_for_obj(const char *dir, size_t n, scale_run *r) {
  size_t *p = shuffled(n);
  FILE *f = p ? create(dir, "in.hcl") : NULL;
  if (f) {
    fputs("a = {for x in [", f);
    for (size_t i = 0; i < n; i++)
      fprintf(f, "%s\"k%zu\"", i ? ", " : "", p[i]);
    fputs("]: x => x}\n", f);
  }
  free(p);
  return done(f) && spec_any(dir, r);
}

static bool gen_set_string(const char *dir, size_t n, scale_run *r) {
  size_t *p = shuffled(n);
  FILE *f = p ? create(dir, "in.hcl") : NULL;
  if (f) {
    fputs("a = [", f);
    for (size_t i = 0; i < n; i++)
      fprintf(f, "%s\"s%zu\"", i ? ", " : "", p[i]);
    fputs("]\n", f);
  }
  free(p);
  r->spec = "spec.hcldec";
  return done(f) &&
         write_text(dir, r->spec,
                    "object {\n  attr \"a\" { type = set(string) }\n}\n");
}

/* A JSON object of n variables v0..v(n-1), in shuffled order. */
static bool write_many_vars(const char *dir, size_t n) {
  size_t *p = shuffled(n);
  FILE *f = p ? create(dir, "vars.json") : NULL;
  if (f) {
    fputc('{', f);
    for (size_t i = 0; i < n; i++)
      fprintf(f, "%s\"v%zu\": %zu", i ? ",\n" : "", p[i], p[i]);
    fputs("}\n", f);
  }
  free(p);
  return done(f);
}

static bool gen_vars_file(const char *dir, size_t n, scale_run *r) {
  char line[64];
  snprintf(line, sizeof line, "a = v%zu\n", n ? n - 1 : 0);
  r->vars = "vars.json";
  return write_many_vars(dir, n) && write_text(dir, "in.hcl", line) &&
         spec_any(dir, r);
}

static bool gen_spec_vars(const char *dir, size_t n, scale_run *r) {
  char line[64];
  snprintf(line, sizeof line, "a = v%zu\n", n ? n - 1 : 0);
  size_t *p = shuffled(n);
  r->spec = "spec.hcldec";
  FILE *f = p ? create(dir, r->spec) : NULL;
  if (f) {
    fputs("variables {\n", f);
    for (size_t i = 0; i < n; i++)
      fprintf(f, "  v%zu = %zu\n", p[i], p[i]);
    fprintf(f, "}\n%s", SPEC_ANY);
  }
  free(p);
  return done(f) && write_text(dir, "in.hcl", line);
}

/* ------------------------------------------- duplicates and diagnostics --- */

static bool gen_json_dup_attr(const char *dir, size_t n, scale_run *r) {
  r->errors = true;
  FILE *f = create(dir, "in.json");
  if (f) {
    fputc('{', f);
    for (size_t i = 0; i < n; i++)
      fprintf(f, "%s\"a\": %zu", i ? ",\n" : "\n", i);
    fputs("\n}\n", f);
  }
  r->json_input = true;
  return done(f) && spec_any(dir, r);
}

static bool write_dup_keys(const char *dir, size_t n) {
  FILE *f = create(dir, "in.json");
  if (f) {
    fputs("{\"a\": {", f);
    for (size_t i = 0; i < n; i++)
      fprintf(f, "%s\"k\": %zu", i ? ",\n" : "\n", i);
    fputs("\n}}\n", f);
  }
  return done(f);
}

static bool gen_json_dup_keys(const char *dir, size_t n, scale_run *r) {
  r->errors = true;
  r->json_input = true;
  return write_dup_keys(dir, n) && spec_any(dir, r);
}

/* The same with a variable defined: each diagnostic may then carry notes
   about the variables its expression uses. */
static bool gen_json_dup_keys_vars(const char *dir, size_t n, scale_run *r) {
  r->errors = true;
  r->json_input = true;
  r->vars = "vars.json";
  r->diags_json = true;
  return write_dup_keys(dir, n) &&
         write_text(dir, "vars.json", "{\"z\": 1}\n") && spec_any(dir, r);
}

static bool gen_hcl_dup_attr(const char *dir, size_t n, scale_run *r) {
  r->errors = true;
  FILE *f = create(dir, "in.hcl");
  if (f)
    for (size_t i = 0; i < n; i++)
      fprintf(f, "a = %zu\n", i);
  return done(f) && spec_any(dir, r);
}

static const char SPEC_BLOCK_LIST[] = "object {\n"
                                      "  block_list \"b\" {\n"
                                      "    attr {\n"
                                      "      name = \"x\"\n"
                                      "      type = number\n"
                                      "    }\n"
                                      "  }\n"
                                      "}\n";

static bool gen_block_errs(const char *dir, size_t n, scale_run *r) {
  r->errors = true;
  FILE *f = create(dir, "in.hcl");
  if (f)
    for (size_t i = 0; i < n; i++)
      fprintf(f, "b {\n  bad = %zu\n}\n", i);
  r->spec = "spec.hcldec";
  return done(f) && write_text(dir, r->spec, SPEC_BLOCK_LIST);
}

static bool gen_notes_many_vars(const char *dir, size_t n, scale_run *r) {
  r->errors = true;
  FILE *f = create(dir, "in.hcl");
  if (f) {
    fputs("a = [", f);
    for (size_t i = 0; i < n; i++)
      fprintf(f, "%sv%zu", i ? ", " : "", i);
    fputs("] + 1\n", f);
  }
  r->vars = "vars.json";
  r->diags_json = true;
  return done(f) && write_many_vars(dir, n) && spec_any(dir, r);
}

/* --------------------------------------------------- operator chains --- */

static bool write_chain(const char *dir, size_t n, const char *term,
                        const char *op) {
  FILE *f = create(dir, "in.hcl");
  if (f) {
    fputs("a = ", f);
    for (size_t i = 0; i < n; i++)
      fprintf(f, "%s%s", i ? op : "", term);
    fputc('\n', f);
  }
  return done(f);
}

static bool gen_plus_chain(const char *dir, size_t n, scale_run *r) {
  return write_chain(dir, n, "1", " + ") && spec_any(dir, r);
}

static bool gen_and_chain(const char *dir, size_t n, scale_run *r) {
  return write_chain(dir, n, "true", " && ") && spec_any(dir, r);
}

/* ------------------------------------------------------ schema × body --- */

/* An object spec with n attributes a0..a(n-1). */
static bool write_spec_attrs(const char *dir, size_t n, scale_run *r) {
  r->spec = "spec.hcldec";
  FILE *f = create(dir, r->spec);
  if (f) {
    fputs("object {\n", f);
    for (size_t i = 0; i < n; i++)
      fprintf(f, "  attr \"a%zu\" { type = any }\n", i);
    fputs("}\n", f);
  }
  return done(f);
}

static bool gen_many_attrs(const char *dir, size_t n, scale_run *r) {
  size_t *p = shuffled(n);
  FILE *f = p ? create(dir, "in.hcl") : NULL;
  if (f)
    for (size_t i = 0; i < n; i++)
      fprintf(f, "a%zu = %zu\n", p[i], p[i]);
  free(p);
  return done(f) && write_spec_attrs(dir, n, r);
}

static bool gen_many_attrs_json(const char *dir, size_t n, scale_run *r) {
  size_t *p = shuffled(n);
  FILE *f = p ? create(dir, "in.json") : NULL;
  if (f) {
    fputc('{', f);
    for (size_t i = 0; i < n; i++)
      fprintf(f, "%s\"a%zu\": %zu", i ? ",\n" : "\n", p[i], p[i]);
    fputs("\n}\n", f);
  }
  free(p);
  r->json_input = true;
  return done(f) && write_spec_attrs(dir, n, r);
}

static bool gen_many_attr_specs(const char *dir, size_t n, scale_run *r) {
  return write_text(dir, "in.hcl", "a0 = 0\n") && write_spec_attrs(dir, n, r);
}

static bool gen_merged_files(const char *dir, size_t n, scale_run *r) {
  size_t *p = shuffled(n);
  FILE *f0 = p ? create(dir, "in0.hcl") : NULL;
  FILE *f1 = f0 ? create(dir, "in1.hcl") : NULL;
  if (f1)
    for (size_t i = 0; i < n; i++)
      fprintf(i % 2 ? f1 : f0, "a%zu = %zu\n", p[i], p[i]);
  free(p);
  r->ninputs = 2;
  bool ok = done(f0);
  return done(f1) && ok && write_spec_attrs(dir, n, r);
}

static bool gen_many_blocks_types(const char *dir, size_t n, scale_run *r) {
  size_t *p = shuffled(n);
  FILE *f = p ? create(dir, "in.hcl") : NULL;
  if (f)
    for (size_t i = 0; i < n; i++)
      fprintf(f, "b%zu {\n  x = %zu\n}\n", p[i], p[i]);
  free(p);
  if (!done(f))
    return false;
  r->spec = "spec.hcldec";
  f = create(dir, r->spec);
  if (f) {
    fputs("object {\n", f);
    for (size_t i = 0; i < n; i++)
      fprintf(f,
              "  block \"b%zu\" {\n    attr {\n      name = \"x\"\n"
              "      type = number\n    }\n  }\n",
              i);
    fputs("}\n", f);
  }
  return done(f);
}

static bool gen_var_refs(const char *dir, size_t n, scale_run *r) {
  size_t *p = shuffled(n);
  FILE *f = p ? create(dir, "in.hcl") : NULL;
  if (f) {
    fputs("a = [", f);
    for (size_t i = 0; i < n; i++)
      fprintf(f, "%sv%zu", i ? ", " : "", p[i]);
    fputs("]\n", f);
  }
  free(p);
  r->var_refs = true;
  return done(f) && spec_any(dir, r);
}

/* ------------------------------------------------------------- blocks --- */

static bool gen_block_list(const char *dir, size_t n, scale_run *r) {
  FILE *f = create(dir, "in.hcl");
  if (f)
    for (size_t i = 0; i < n; i++)
      fprintf(f, "b {\n  x = %zu\n}\n", i);
  r->spec = "spec.hcldec";
  return done(f) && write_text(dir, r->spec, SPEC_BLOCK_LIST);
}

static bool gen_block_map(const char *dir, size_t n, scale_run *r) {
  size_t *p = shuffled(n);
  FILE *f = p ? create(dir, "in.hcl") : NULL;
  if (f)
    for (size_t i = 0; i < n; i++)
      fprintf(f, "b \"n%zu\" {\n  x = %zu\n}\n", p[i], i);
  free(p);
  r->spec = "spec.hcldec";
  return done(f) && write_text(dir, r->spec,
                               "object {\n"
                               "  block_map \"b\" {\n"
                               "    labels = [\"name\"]\n"
                               "    object {\n"
                               "      attr \"x\" { type = number }\n"
                               "    }\n"
                               "  }\n"
                               "}\n");
}

static bool gen_block_set(const char *dir, size_t n, scale_run *r) {
  size_t *p = shuffled(n);
  FILE *f = p ? create(dir, "in.hcl") : NULL;
  if (f)
    for (size_t i = 0; i < n; i++)
      fprintf(f, "b {\n  x = %zu\n}\n", p[i]);
  free(p);
  r->spec = "spec.hcldec";
  return done(f) && write_text(dir, r->spec,
                               "object {\n"
                               "  block_set \"b\" {\n"
                               "    attr {\n"
                               "      name = \"x\"\n"
                               "      type = number\n"
                               "    }\n"
                               "  }\n"
                               "}\n");
}

/* One block with n labels, decoded into n nested maps. */
static bool gen_labels(const char *dir, size_t n, scale_run *r) {
  FILE *f = create(dir, "in.hcl");
  if (f) {
    fputc('b', f);
    for (size_t i = 0; i < n; i++)
      fprintf(f, " \"v%zu\"", i);
    fputs(" {\n  x = 1\n}\n", f);
  }
  if (!done(f))
    return false;
  r->spec = "spec.hcldec";
  f = create(dir, r->spec);
  if (f) {
    fputs("object {\n  block_map \"b\" {\n    labels = [", f);
    for (size_t i = 0; i < n; i++)
      fprintf(f, "%s\"l%zu\"", i ? ", " : "", i);
    fputs("]\n    object {\n      attr \"x\" { type = number }\n    }\n"
          "  }\n}\n",
          f);
  }
  return done(f);
}

static bool gen_many_files(const char *dir, size_t n, scale_run *r) {
  for (size_t i = 0; i < n; i++) {
    char name[64];
    snprintf(name, sizeof name, "in%zu.hcl", i);
    FILE *f = create(dir, name);
    if (f)
      fprintf(f, "b {\n  x = %zu\n}\n", i);
    if (!done(f))
      return false;
  }
  r->ninputs = n;
  r->spec = "spec.hcldec";
  return write_text(dir, r->spec, SPEC_BLOCK_LIST);
}

/* ------------------------------------------ strings, templates, tuples --- */

static bool gen_long_template(const char *dir, size_t n, scale_run *r) {
  FILE *f = create(dir, "in.hcl");
  if (f) {
    fputs("a = \"", f);
    for (size_t i = 0; i < n; i++)
      fprintf(f, "t${%zu}", i);
    fputs("\"\n", f);
  }
  return done(f) && spec_any(dir, r);
}

static bool gen_long_string(const char *dir, size_t n, scale_run *r) {
  FILE *f = create(dir, "in.hcl");
  if (f) {
    fputs("a = \"", f);
    for (size_t i = 0; i < n; i++)
      fputc("abcdefghijklmnopqrstuvwxyz0123456789 "[i % 37], f);
    fputs("\"\n", f);
  }
  return done(f) && spec_any(dir, r);
}

static bool gen_for_tuple(const char *dir, size_t n, scale_run *r) {
  FILE *f = create(dir, "in.hcl");
  if (f) {
    fputs("a = [for x in [", f);
    for (size_t i = 0; i < n; i++)
      fprintf(f, "%s%zu", i ? ", " : "", i);
    fputs("]: x]\n", f);
  }
  return done(f) && spec_any(dir, r);
}

/* ------------------------------------------------------- name lookups --- */

static bool gen_var_lookup(const char *dir, size_t n, scale_run *r) {
  FILE *f = create(dir, "in.hcl");
  if (f) {
    fputs("a = [", f);
    for (size_t i = 0; i < n; i++)
      fprintf(f, "%sv%zu", i ? ", " : "", i);
    fputs("]\n", f);
  }
  r->vars = "vars.json";
  return done(f) && write_many_vars(dir, n) && spec_any(dir, r);
}

static bool gen_attr_lookup(const char *dir, size_t n, scale_run *r) {
  size_t *p = shuffled(n);
  FILE *f = p ? create(dir, "vars.json") : NULL;
  if (f) {
    fputs("{\"o\": {", f);
    for (size_t i = 0; i < n; i++)
      fprintf(f, "%s\"k%zu\": %zu", i ? ", " : "", p[i], p[i]);
    fputs("}}\n", f);
  }
  free(p);
  if (!done(f))
    return false;
  f = create(dir, "in.hcl");
  if (f) {
    fputs("a = [", f);
    for (size_t i = 0; i < n; i++)
      fprintf(f, "%so.k%zu", i ? ", " : "", i);
    fputs("]\n", f);
  }
  r->vars = "vars.json";
  return done(f) && spec_any(dir, r);
}

static bool gen_func_params(const char *dir, size_t n, scale_run *r) {
  r->spec = "spec.hcldec";
  FILE *f = create(dir, r->spec);
  if (f) {
    fputs("function \"f\" {\n  params = [", f);
    for (size_t i = 0; i < n; i++)
      fprintf(f, "%sp%zu", i ? ", " : "", i);
    fputs("]\n  result = [", f);
    for (size_t i = 0; i < n; i++)
      fprintf(f, "%sp%zu", i ? ", " : "", i);
    fprintf(f, "]\n}\n%s", SPEC_ANY);
  }
  if (!done(f))
    return false;
  f = create(dir, "in.hcl");
  if (f) {
    fputs("a = f(", f);
    for (size_t i = 0; i < n; i++)
      fprintf(f, "%s%zu", i ? ", " : "", i);
    fputs(")\n", f);
  }
  return done(f);
}

/* ---------------------------------------------- functions (hcl eval) --- */

/* The variables the function classes read, from vars.json. */
enum {
  VAR_L = 1,      /* l: n distinct strings s0..s(n-1), shuffled */
  VAR_R = 2,      /* r: n strings, each twice (n/2 distinct) */
  VAR_M = 4,      /* m: {s_i = v_i}, n entries */
  VAR_NESTED = 8, /* nested: n one-element lists */
  VAR_Q = 16,     /* q: 16 strings of l, to look for */
  VAR_S = 32      /* s: the text of a JSON object of n numbers */
};

static bool write_fn_vars(const char *dir, size_t n, unsigned which) {
  size_t *p = shuffled(n);
  FILE *f = p ? create(dir, "vars.json") : NULL;
  if (!f) {
    free(p);
    return false;
  }
  const char *sep = "{";
  if (which & VAR_L) {
    fprintf(f, "%s\n\"l\": [", sep);
    for (size_t i = 0; i < n; i++)
      fprintf(f, "%s\"s%zu\"", i ? ", " : "", p[i]);
    fputc(']', f);
    sep = ",";
  }
  if (which & VAR_R) {
    size_t half = n / 2 ? n / 2 : 1;
    fprintf(f, "%s\n\"r\": [", sep);
    for (size_t i = 0; i < n; i++)
      fprintf(f, "%s\"s%zu\"", i ? ", " : "", p[i] % half);
    fputc(']', f);
    sep = ",";
  }
  if (which & VAR_M) {
    fprintf(f, "%s\n\"m\": {", sep);
    for (size_t i = 0; i < n; i++)
      fprintf(f, "%s\"s%zu\": \"v%zu\"", i ? ", " : "", p[i], p[i]);
    fputc('}', f);
    sep = ",";
  }
  if (which & VAR_NESTED) {
    fprintf(f, "%s\n\"nested\": [", sep);
    for (size_t i = 0; i < n; i++)
      fprintf(f, "%s[\"s%zu\"]", i ? ", " : "", p[i]);
    fputc(']', f);
    sep = ",";
  }
  if (which & VAR_Q) {
    fprintf(f, "%s\n\"q\": [", sep);
    for (size_t i = 0; i < 16 && i < n; i++)
      fprintf(f, "%s\"s%zu\"", i ? ", " : "", n - 1 - i);
    fputc(']', f);
    sep = ",";
  }
  if (which & VAR_S) {
    fprintf(f, "%s\n\"s\": \"{", sep);
    for (size_t i = 0; i < n; i++)
      fprintf(f, "%s\\\"k%zu\\\": %zu", i ? ", " : "", p[i], i);
    fputs("}\"", f);
  }
  fputs("\n}\n", f);
  free(p);
  return done(f);
}

static bool eval_run(const char *dir, size_t n, scale_run *r, unsigned which,
                     const char *expr) {
  r->vars = "vars.json";
  r->expr = expr;
  r->ninputs = 0;
  return write_fn_vars(dir, n, which);
}

static bool gen_distinct(const char *dir, size_t n, scale_run *r) {
  return eval_run(dir, n, r, VAR_R, "length(distinct(r))");
}
static bool gen_toset(const char *dir, size_t n, scale_run *r) {
  return eval_run(dir, n, r, VAR_R, "length(toset(r))");
}
static bool gen_merge(const char *dir, size_t n, scale_run *r) {
  return eval_run(dir, n, r, VAR_M, "length(merge(m, {x = \"y\"}))");
}
static bool gen_zipmap(const char *dir, size_t n, scale_run *r) {
  return eval_run(dir, n, r, VAR_L, "length(zipmap(l, l))");
}
static bool gen_keys(const char *dir, size_t n, scale_run *r) {
  return eval_run(dir, n, r, VAR_M, "length(keys(m))");
}
static bool gen_values(const char *dir, size_t n, scale_run *r) {
  return eval_run(dir, n, r, VAR_M, "length(values(m))");
}
static bool gen_tomap(const char *dir, size_t n, scale_run *r) {
  return eval_run(dir, n, r, VAR_M, "length(tomap(m))");
}
static bool gen_lookup(const char *dir, size_t n, scale_run *r) {
  return eval_run(dir, n, r, VAR_L | VAR_M,
                  "length([for k in l: lookup(m, k, \"\")])");
}
static bool gen_contains(const char *dir, size_t n, scale_run *r) {
  return eval_run(dir, n, r, VAR_L | VAR_Q,
                  "length([for k in q: k if contains(l, k)])");
}
static bool gen_flatten(const char *dir, size_t n, scale_run *r) {
  return eval_run(dir, n, r, VAR_NESTED, "length(flatten(nested))");
}
static bool gen_sort(const char *dir, size_t n, scale_run *r) {
  return eval_run(dir, n, r, VAR_L, "length(sort(l))");
}
static bool gen_jsondecode(const char *dir, size_t n, scale_run *r) {
  return eval_run(dir, n, r, VAR_S, "length(jsondecode(s))");
}

/* ----------------------------------------------------------- the table --- */

/* bench_n: each class runs in a few seconds at most once linear (the
   issue's sizes where it gives one). test_n: the 4N run takes at least
   0.2 s where the code was quadratic, and a few tens of milliseconds
   where it is linear. max_n: labels nest maps one level per label, and
   both hcldec refuse output nested 10 000 deep. */
const scale_class scale_classes[] = {
    {"json_obj", "keys of one JSON object", SCALE_HCLDEC, 50000, 4000, 0,
     gen_json_obj},
    {"obj_cons", "keys of one object constructor { k = v ... }", SCALE_HCLDEC,
     50000, 4000, 0, gen_obj_cons},
    {"for_obj", "keys made by {for x in ...: k => v}", SCALE_HCLDEC, 20000,
     4000, 0, gen_for_obj},
    {"set_string", "elements converted to set(string)", SCALE_HCLDEC, 50000,
     3500, 0, gen_set_string},
    {"vars_file", "entries of a --vars JSON file", SCALE_HCLDEC, 50000, 3000, 0,
     gen_vars_file},
    {"spec_vars", "variables in a spec's `variables` block", SCALE_HCLDEC, 5000,
     4000, 0, gen_spec_vars},
    {"json_dup_attr", "repeated properties of one JSON body (each an error)",
     SCALE_HCLDEC, 5000, 3000, 0, gen_json_dup_attr},
    {"json_dup_keys", "repeated keys of one JSON object value (each an error)",
     SCALE_HCLDEC, 5000, 3000, 0, gen_json_dup_keys},
    {"json_dup_keys_vars", "json_dup_keys with --vars and --diags=json",
     SCALE_HCLDEC, 1000, 800, 0, gen_json_dup_keys_vars},
    {"hcl_dup_attr", "repeated arguments of one native body (each an error)",
     SCALE_HCLDEC, 5000, 4000, 0, gen_hcl_dup_attr},
    {"block_errs", "blocks with one error each, diagnostics as text",
     SCALE_HCLDEC, 5000, 4000, 0, gen_block_errs},
    {"notes_many_vars", "variables named in one failing expression",
     SCALE_HCLDEC, 5000, 2500, 0, gen_notes_many_vars},
    {"plus_chain", "terms of one `+` chain", SCALE_HCLDEC, 20000, 20000, 0,
     gen_plus_chain},
    {"and_chain", "terms of one `&&` chain", SCALE_HCLDEC, 20000, 20000, 0,
     gen_and_chain},
    {"many_attrs", "arguments of one body, against as many attribute specs",
     SCALE_HCLDEC, 20000, 2000, 0, gen_many_attrs},
    {"many_attrs_json", "many_attrs with a JSON input", SCALE_HCLDEC, 20000,
     1500, 0, gen_many_attrs_json},
    {"many_attr_specs", "attribute specs of one object spec (one argument)",
     SCALE_HCLDEC, 20000, 3000, 0, gen_many_attr_specs},
    {"merged_files", "many_attrs split over two input files", SCALE_HCLDEC,
     20000, 2000, 0, gen_merged_files},
    {"many_blocks_types", "blocks of distinct types, as many block specs",
     SCALE_HCLDEC, 20000, 1500, 0, gen_many_blocks_types},
    {"var_refs", "variables one expression refers to (--var-refs)",
     SCALE_HCLDEC, 20000, 20000, 0, gen_var_refs},
    {"block_list", "blocks decoded by block_list", SCALE_HCLDEC, 20000, 8000, 0,
     gen_block_list},
    {"block_map", "blocks decoded by block_map, one label each", SCALE_HCLDEC,
     20000, 2500, 0, gen_block_map},
    {"block_set", "blocks decoded by block_set", SCALE_HCLDEC, 20000, 1200, 0,
     gen_block_set},
    {"labels", "labels of one block, decoded by block_map", SCALE_HCLDEC, 2000,
     2400, 2400, gen_labels},
    {"many_files", "input files merged", SCALE_HCLDEC, 2000, 500, 0,
     gen_many_files},
    {"long_template", "parts of one template", SCALE_HCLDEC, 50000, 5000, 0,
     gen_long_template},
    {"long_string", "characters of one string", SCALE_HCLDEC, 1000000, 1000000,
     0, gen_long_string},
    {"for_tuple", "elements of a tuple built by `for`", SCALE_HCLDEC, 50000,
     10000, 0, gen_for_tuple},
    {"var_lookup", "references to as many --vars variables", SCALE_HCLDEC,
     20000, 2500, 0, gen_var_lookup},
    {"attr_lookup", "attribute accesses on an object of as many attributes",
     SCALE_HCLDEC, 20000, 3500, 0, gen_attr_lookup},
    {"func_params", "parameters of a spec function", SCALE_HCLDEC, 20000, 8000,
     0, gen_func_params},
    {"distinct", "distinct() over a list with repeats", SCALE_EVAL, 10000, 1500,
     0, gen_distinct},
    {"toset", "toset() over a list with repeats", SCALE_EVAL, 20000, 5000, 0,
     gen_toset},
    {"merge", "merge() of a map", SCALE_EVAL, 20000, 4000, 0, gen_merge},
    {"zipmap", "zipmap() of two lists", SCALE_EVAL, 20000, 4000, 0, gen_zipmap},
    {"keys", "keys() of a map", SCALE_EVAL, 20000, 4000, 0, gen_keys},
    {"values", "values() of a map", SCALE_EVAL, 20000, 4000, 0, gen_values},
    {"tomap", "tomap() of an object", SCALE_EVAL, 20000, 4000, 0, gen_tomap},
    {"lookup", "lookup() called N times on an N-entry map", SCALE_EVAL, 20000,
     3500, 0, gen_lookup},
    {"contains", "contains() on a list, 16 calls", SCALE_EVAL, 20000, 8000, 0,
     gen_contains},
    {"flatten", "flatten() of a list of lists", SCALE_EVAL, 20000, 8000, 0,
     gen_flatten},
    {"sort", "sort() of a list", SCALE_EVAL, 20000, 8000, 0, gen_sort},
    {"jsondecode", "keys of an object made by jsondecode()", SCALE_EVAL, 20000,
     6000, 0, gen_jsondecode},
};
const size_t scale_class_count = sizeof scale_classes / sizeof scale_classes[0];

const scale_class *scale_class_find(const char *name) {
  for (size_t i = 0; i < scale_class_count; i++)
    if (strcmp(scale_classes[i].name, name) == 0)
      return &scale_classes[i];
  return NULL;
}

bool scale_generate(const scale_class *c, const char *dir, size_t n,
                    scale_run *run) {
  memset(run, 0, sizeof *run);
  run->tool = c->tool;
  run->ninputs = 1;
  return c->generate(dir, n, run);
}

void scale_input_name(const scale_run *run, size_t i, char *buf, size_t cap) {
  const char *ext = run->json_input ? "json" : "hcl";
  if (run->ninputs == 1)
    snprintf(buf, cap, "in.%s", ext);
  else
    snprintf(buf, cap, "in%zu.%s", i, ext);
}
