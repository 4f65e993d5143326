/*
 * `hcl fromjson [--spec=FILE] [--vars=JSON_OR_FILE]... [--blocks=LIST]
 *               [-o FILE] [FILE...]`:
 * JSON-syntax files in the native syntax (docs/conversion.md).
 *
 * The spec says which properties are blocks (hcl_spec_block_kinds); with
 * no spec every property is an attribute, but for the names --blocks
 * gives (NAME or NAME:LABELS, comma-separated, at any depth). Each input
 * streams through the native writer and, with a spec, through a
 * validator that gives the diagnostics hcldec gives for the file: any
 * error, and the input yields no output; but a property the spec does
 * not know is kept as an attribute, with a warning. --no-check leaves
 * the validator out (the spec then only tells blocks apart): faster, for
 * input known to be valid. For a large input, when a core is free, the
 * validator runs on a thread of its own beside the parse and the writer
 * (cli_relay_worth). One input goes to standard
 * output or to -o FILE; several are written each beside its input, the
 * `.json` suffix dropped (`main.tf.json` to `main.tf`) or `.hcl` put in
 * its place, never over an existing file. Files are replaced whole
 * (hcl_file_out). Exit status: 0 done, 1 errors, 2 usage or spec errors.
 */

#include "cmd_fromjson.h"

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli_common.h"
#include "hcldec/sources.h"
#include "spec_env.h"
#include "validate_names.h"

typedef struct named_block {
  char *name;
  size_t nlabels;
} named_block;

typedef struct options {
  const char *spec, *output;
  bool no_check;
  unsigned long jobs; /* -j; 0: the CPUs online */
  const char **vars;
  size_t nvars;
  named_block *blocks;
  size_t nblocks;
  const char **inputs;
  size_t ninputs;
} options;

void cmd_fromjson_usage(FILE *out) {
  fprintf(
      out,
      "usage: hcl fromjson [--spec=FILE [--no-check]] [--vars=JSON_OR_FILE]... "
      "[--blocks=NAME[:LABELS],...]\n"
      "                    [-o FILE] [-j N] [FILE...]\n"
      "  Writes JSON-syntax files in the native syntax.\n"
      "  No FILE or '-': standard input to standard output.\n"
      "  --spec=FILE      an hcldec spec: which properties are blocks\n"
      "  -V, --vars=...   variables, as for hcldec (with --spec)\n"
      "  --no-check       with --spec: blocks only, not hcldec's checks\n"
      "  --blocks=LIST    without a spec: these names are blocks, with "
      "LABELS labels\n"
      "  -o FILE          the output of the one input\n"
      "  -j, --jobs=N     threads (default: online CPUs); from 2, a large "
      "input's\n"
      "                   checks run beside its parse\n"
      "  Several inputs: each written beside it, main.tf.json to "
      "main.tf, x.json to x.hcl.\n");
}

static int usage(void) {
  cmd_fromjson_usage(stderr);
  return 2;
}

static bool push_str(const char ***list, size_t *n, const char *s) {
  const char **l = realloc(*list, (*n + 1) * sizeof *l);
  if (!l)
    return false;
  l[(*n)++] = s;
  *list = l;
  return true;
}

/* NAME[:LABELS],... */
static bool parse_blocks(options *o, const char *arg) {
  const char *p = arg;
  while (*p) {
    const char *end = strchr(p, ',');
    size_t len = end ? (size_t)(end - p) : strlen(p);
    const char *colon = memchr(p, ':', len);
    size_t nlen = colon ? (size_t)(colon - p) : len;
    size_t labels = 0;
    if (colon) {
      char *stop;
      unsigned long v = strtoul(colon + 1, &stop, 10);
      if (stop != p + len || stop == colon + 1 || v > 64)
        return false;
      labels = v;
    }
    if (nlen == 0)
      return false;
    named_block *b = realloc(o->blocks, (o->nblocks + 1) * sizeof *b);
    if (!b)
      return false;
    o->blocks = b;
    b[o->nblocks].name = strndup(p, nlen);
    b[o->nblocks].nlabels = labels;
    if (!b[o->nblocks++].name)
      return false;
    p += len + (end ? 1 : 0);
  }
  return true;
}

static const char *flag_value(const char *a, const char *name) {
  size_t n = strlen(name);
  return strncmp(a, name, n) == 0 && a[n] == '=' ? a + n + 1 : NULL;
}

static bool parse_options(int argc, char **argv, options *o) {
  for (int i = 0; i < argc; i++) {
    const char *a = argv[i], *v;
    if ((v = flag_value(a, "--spec")))
      o->spec = v;
    else if ((v = flag_value(a, "--vars")) || (v = flag_value(a, "-V")))
      push_str(&o->vars, &o->nvars, v);
    else if ((strcmp(a, "--vars") == 0 || strcmp(a, "-V") == 0) && i + 1 < argc)
      push_str(&o->vars, &o->nvars, argv[++i]);
    else if ((v = flag_value(a, "--blocks")) && parse_blocks(o, v))
      ;
    else if (strcmp(a, "--no-check") == 0)
      o->no_check = true;
    else if (strcmp(a, "-o") == 0 && i + 1 < argc)
      o->output = argv[++i];
    else if (((v = flag_value(a, "--jobs")) ||
              (strcmp(a, "-j") == 0 && i + 1 < argc && (v = argv[++i]))) &&
             cli_jobs_value(v, &o->jobs))
      ;
    else if (a[0] != '-' || a[1] == '\0')
      push_str(&o->inputs, &o->ninputs, a);
    else
      return false;
  }
  return !(o->output && o->ninputs > 1) && !(o->spec && o->nblocks) &&
         !(o->nvars && !o->spec) && !(o->no_check && !o->spec);
}

static void options_fini(options *o) {
  for (size_t i = 0; i < o->nblocks; i++)
    free(o->blocks[i].name);
  free(o->blocks);
  free(o->vars);
  free(o->inputs);
}

/* --blocks: the same names at every depth. */
static const char every_body;

static hcl_prop_kind named_lookup(void *ctx, const void *body, hcl_str name,
                                  size_t *nlabels, const void **child) {
  const options *o = ctx;
  (void)body;
  *child = &every_body;
  for (size_t i = 0; i < o->nblocks; i++)
    if (strlen(o->blocks[i].name) == name.len &&
        memcmp(o->blocks[i].name, name.ptr, name.len) == 0) {
      *nlabels = o->blocks[i].nlabels;
      return HCL_PROP_BLOCK;
    }
  return HCL_PROP_ATTRIBUTE;
}

/* Where an input's output goes when there are several. NULL: out of
   memory. */
static char *beside(const char *path) {
  size_t n = strlen(path);
  bool json = n > 5 && strcmp(path + n - 5, ".json") == 0;
  size_t stem = json ? n - 5 : n;
  const char *slash = strrchr(path, '/');
  const char *base = slash ? slash + 1 : path;
  bool has_suffix = memchr(base, '.', (size_t)(path + stem - base)) != NULL;
  char *out = malloc(stem + 6);
  if (!out)
    return NULL;
  memcpy(out, path, stem);
  strcpy(out + stem, json && has_suffix ? "" : ".hcl");
  return out;
}

typedef struct convert_env {
  const options *o;
  const hcl_block_kinds *kinds;
  const hcl_spec *spec;
  const hcl_eval_ctx *ctx;
  hcldec_sources *sources; /* with a spec: the spec's text and tree */
} convert_env;

/* hcldec's names for where a diagnostic is ("in svc.web"): the spec's
   from its tree, the input's from one more pass over it, made only when
   a diagnostic asks and the input is a file that can be read again. */
typedef struct input_names {
  hcldec_sources *sources;
  const hcl_diags *ds;
  const char *path;
  bool tried;
  vn_names *names;
} input_names;

static size_t input_block_name(void *ctx, const char *filename, uint64_t offset,
                               char *buf, size_t cap) {
  input_names *n = ctx;
  if (!filename || strcmp(filename, n->path) != 0)
    return hcldec_sources_block_name(n->sources, filename, offset, buf, cap);
  if (!n->tried && cli_is_regular(n->path))
    n->names = vn_names_read(n->ds, n->path, true, NULL);
  n->tried = true;
  return vn_names_get(n->names, offset, buf, cap);
}

/* An input's diagnostics: as hcldec prints them when a spec is given,
   else as `hcl check` does. */
static void print_input_diags(const convert_env *e, const char *path,
                              const hcl_diags *ds) {
  if (!e->sources) {
    cli_print_diags(ds, CLI_DIAGS_TEXT);
    return;
  }
  input_names n = {e->sources, ds, path, false, NULL};
  hcl_text_options t = cli_hcldec_text_options();
  t.read_source = hcldec_sources_read;
  t.read_source_ctx = e->sources;
  t.block_name = input_block_name;
  t.block_name_ctx = &n;
  hcl_diags_render_text(ds, stderr, &t);
  vn_names_free(n.names);
}

/* Writes `text` to `path`, replacing it whole. */
static bool write_file(const char *path, FILE *text, bool may_replace) {
  struct stat sb;
  if (!may_replace && lstat(path, &sb) == 0) {
    fprintf(stderr, "hcl fromjson: %s exists; not replaced\n", path);
    return false;
  }
  hcl_file_out *fo = NULL;
  int err = 0;
  hcl_status st = hcl_file_out_open(path, 0644, NULL, &fo, &err);
  if (st != HCL_OK) {
    fprintf(stderr, "hcl fromjson: %s: %s\n", path, cli_file_error(st, err));
    return false;
  }
  if (!cli_copy_stream(text, hcl_file_out_stream(fo))) {
    hcl_file_out_abort(fo);
    fprintf(stderr, "hcl fromjson: %s: write failed\n", path);
    return false;
  }
  if ((st = hcl_file_out_commit(fo, &err)) != HCL_OK) {
    fprintf(stderr, "hcl fromjson: %s: %s\n", path, cli_file_error(st, err));
    return false;
  }
  return true;
}

/* Converts one input to `dest` (NULL: standard output); its status. */
static int convert_one(const convert_env *e, const char *path, const char *dest,
                       bool may_replace) {
  bool is_stdin = strcmp(path, "-") == 0;
  const char *name = is_stdin ? "<stdin>" : path;
  FILE *text = cli_temp_file("fromjson");
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_native_writer *w = NULL;
  hcl_validator *v = NULL;
  hcl_tee *tee = NULL;
  hcl_relay *relay = NULL;
  int rc = 1;
  hcl_native_write_options wo = hcl_native_write_options_default();
  wo.kinds = e->kinds;
  if (!text)
    goto done; /* said why */
  if (!ds || hcl_native_writer_new(text, &wo, &w) != HCL_OK ||
      (e->spec && !e->o->no_check &&
       hcl_validator_new(e->spec, e->ctx, NULL, &v) != HCL_OK)) {
    fprintf(stderr, "hcl fromjson: %s: cannot set up: %s\n", name,
            strerror(errno));
    goto done;
  }
  hcl_sink sinks[2] = {hcl_native_writer_sink(w),
                       v ? hcl_validator_sink(v) : hcl_diags_sink(ds)};
  /* hcldec's checks on a thread of its own when that pays (hcl_relay):
     they cost as much as the rest together. The writer alone on one
     measured slower than without a relay: the copies cost more. */
  relay = v && cli_relay_worth(path, e->o->jobs)
              ? hcl_relay_new(&sinks[1], NULL)
              : NULL;
  if (relay)
    sinks[1] = hcl_relay_sink(relay);
  if (!(tee = hcl_tee_new(sinks, 2, NULL))) {
    fprintf(stderr, "hcl fromjson: out of memory\n");
    goto done;
  }
  hcl_status st = cli_parse_syntax(path, true, hcl_tee_sink(tee), NULL);
  hcl_relay_free(relay); /* the relay's sink is done: its end has returned */
  relay = NULL;
  /* What hcldec says of the file, then the converter's own findings. A
     property the spec does not know is no reason to refuse: the writer
     keeps it, with a warning of its own in place of hcldec's error. When
     hcldec found errors they are the answer, as hcldec gives it: the
     writer's own errors (a repeated attribute, said again in its words)
     would only repeat them. */
  const hcl_diags *theirs = v ? hcl_validator_diags(v) : NULL;
  bool hcldec_failed = false;
  for (size_t i = 0; theirs && i < hcl_diags_count(theirs); i++) {
    const hcl_diag *d = hcl_diags_at(theirs, i);
    if (strcmp(d->summary, "Extraneous JSON object property") != 0) {
      hcl_diags_add(ds, d);
      hcldec_failed |= d->severity == HCL_DIAG_ERROR;
    }
  }
  const hcl_diags *mine = hcl_native_writer_diags(w);
  for (size_t i = 0; i < hcl_diags_count(mine); i++) {
    const hcl_diag *d = hcl_diags_at(mine, i);
    if (!hcldec_failed || d->severity != HCL_DIAG_ERROR)
      hcl_diags_add(ds, d);
  }
  if (hcl_diags_count(ds))
    print_input_diags(e, path, ds);
  if (st != HCL_OK && st != HCL_ERR_SYNTAX && st != HCL_ERR_IO)
    fprintf(stderr, "hcl fromjson: %s: %s\n", name, hcl_status_name(st));
  if (st != HCL_OK || hcl_diags_has_errors(ds))
    goto done;
  if (dest ? !write_file(dest, text, may_replace)
           : !cli_copy_stream(text, stdout) || fflush(stdout) != 0) {
    if (!dest)
      fprintf(stderr, "hcl fromjson: write failed\n");
    goto done;
  }
  rc = 0;
done:
  hcl_tee_free(tee);
  hcl_relay_free(relay);
  hcl_validator_free(v);
  hcl_native_writer_free(w);
  hcl_diags_free(ds);
  if (text)
    fclose(text);
  return rc;
}

static int convert_all(const convert_env *e) {
  const options *o = e->o;
  if (o->ninputs <= 1)
    return convert_one(e, o->ninputs ? o->inputs[0] : "-", o->output, true);
  int rc = 0;
  for (size_t i = 0; i < o->ninputs; i++) {
    char *dest = strcmp(o->inputs[i], "-") == 0 ? NULL : beside(o->inputs[i]);
    if (!dest) {
      fprintf(stderr,
              "hcl fromjson: %s: standard input among several "
              "inputs\n",
              o->inputs[i]);
      rc = 1;
      continue;
    }
    if (convert_one(e, o->inputs[i], dest, false) != 0)
      rc = 1;
    free(dest);
  }
  return rc;
}

int cmd_fromjson(int argc, char **argv) {
  options o;
  memset(&o, 0, sizeof o);
  if (!parse_options(argc, argv, &o)) {
    options_fini(&o);
    return usage();
  }
  convert_env e = {&o, NULL, NULL, NULL, NULL};
  hcl_block_kinds named = {named_lookup, &o, &every_body}, from_spec;
  if (o.nblocks)
    e.kinds = &named;
  int rc = 0;
  hcl_tree *tree = NULL;
  hcl_diags *ds = NULL;
  hcldec_sources *sources = NULL;
  cli_spec_env env;
  memset(&env, 0, sizeof env);
  if (o.spec) {
    tree = hcl_tree_new(NULL);
    ds = hcl_diags_new(NULL);
    sources = tree ? hcldec_sources_new(tree) : NULL;
    if (!tree || !ds || !sources ||
        cli_spec_env_load(&env, sources, tree, o.spec, ds) != HCL_OK ||
        (!hcl_diags_has_errors(ds) &&
         cli_spec_env_define(&env, sources, tree, o.vars, o.nvars, ds) !=
             HCL_OK)) {
      fputs("hcl fromjson: out of memory\n", stderr);
      rc = 2;
    } else if (hcl_diags_count(ds)) {
      cli_spec_env_print_diags(ds, sources);
      if (hcl_diags_has_errors(ds))
        rc = 2;
    }
    if (rc == 0) {
      e.sources = sources;
      e.spec = hcl_spec_file_root(env.spec);
      e.ctx = cli_spec_env_ctx(&env);
      from_spec = hcl_spec_block_kinds(e.spec);
      e.kinds = &from_spec;
    }
  }
  if (rc == 0)
    rc = convert_all(&e);
  cli_spec_env_fini(&env);
  hcldec_sources_free(sources);
  hcl_diags_free(ds);
  hcl_tree_free(tree);
  options_fini(&o);
  return rc;
}
