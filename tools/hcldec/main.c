/*
 * hcldec: decodes configuration files with a spec file and prints the
 * result as JSON. A drop-in replacement for the reference's hcldec: the
 * same flags, output, diagnostics and exit codes (1 for usage-level
 * errors, 2 for problems in the spec or the input).
 */

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "flags.h"
#include "hcl/hcl.h"
#include "output.h"
#include "sources.h"
#include "spec_env.h"

typedef struct run {
  hcldec_flags flags;
  hcl_tree *tree;
  hcl_diags *ds;
  hcldec_sources *sources;
  cli_spec_env env;
} run;

static void print_diags(run *r) {
  if (r->flags.diags) {
    if (hcl_diags_count(r->ds) > 0)
      hcl_diags_render_json(r->ds, stderr);
    return;
  }
  hcl_text_options o = hcl_text_options_default();
  o.color = isatty(STDERR_FILENO);
  struct winsize ws;
  if (isatty(STDOUT_FILENO) && ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0)
    o.width = ws.ws_col;
  o.carets = false;
  o.read_source = hcldec_sources_read;
  o.read_source_ctx = r->sources;
  o.block_name = hcldec_sources_block_name;
  o.block_name_ctx = r->sources;
  hcl_diags_render_text(r->ds, stderr, &o);
}

/* Prints "Error: MESSAGE" as the reference does for failures outside the
   configuration, and gives exit status 1. */
static int fail(const char *fmt, const char *arg) {
  fputs("Error: ", stderr);
  fprintf(stderr, fmt, arg);
  fputs("\n\n", stderr);
  return 1;
}

/* Writes the text to --out or standard output as the reference does. */
static int print_text(run *r, const char *json, size_t len) {
  const char *werr = hcldec_write(r->flags.out, json, len);
  if (werr) {
    /* worded as the reference's error from opening the file */
    fprintf(stderr, "Error: can't open %s for writing: open %s: %c%s\n\n",
            r->flags.out, r->flags.out, tolower((unsigned char)werr[0]),
            werr + 1);
    return 1;
  }
  return 0;
}

/* Prints the decoded value as the reference does: JSON, nulls dropped
   unless --keep-nulls, wrapped with its type under --with-type. */
static int print_value(run *r, const hcl_value *v) {
  char *json = NULL, *err = NULL;
  size_t len;
  const hcl_type *as =
      r->flags.with_type ? hcl_type_dynamic() : hcl_value_type(v);
  hcl_status st = hcl_value_to_json(v, as, NULL, &json, &len, &err);
  if (st != HCL_OK) {
    int rc = fail("%s", err ? err : hcl_status_name(st));
    hcl_free(NULL, err);
    return rc;
  }
  if (!r->flags.keep_nulls) {
    /* Our JSON has its keys in byte order already, except for the
       {"value","type"} wrapper of --with-type. */
    char *stripped = hcldec_strip_nulls(json, len, !r->flags.with_type);
    hcl_free(NULL, json);
    if (!stripped)
      return fail("%s", "out of memory");
    json = stripped;
    len = strlen(json);
  }
  int rc = print_text(r, json, len);
  free(json);
  return rc;
}

static int decode(run *r, const hcl_body *body) {
  const hcl_eval_ctx *ctx = cli_spec_env_ctx(&r->env);
  const hcl_spec *root = hcl_spec_file_root(r->env.spec);
  if (r->flags.var_refs) {
    hcl_spec_refs *refs = r->flags.dynamic_blocks
                              ? hcl_dynblock_spec_variables(root, body, false)
                              : hcl_spec_variables(root, body);
    char *json = refs ? hcldec_var_refs_json(refs, ctx) : NULL;
    hcl_spec_refs_free(refs);
    if (!json)
      return fail("%s", "out of memory");
    const char *err = hcldec_write(r->flags.out, json, strlen(json));
    free(json);
    return err ? fail("can't write the result: %s", err) : 0;
  }
  if (r->flags.dynamic_blocks && !(body = hcl_dynblock_expand(body, ctx)))
    return fail("%s", "out of memory");
  hcl_value *v = hcl_spec_decode(root, body, ctx, r->ds);
  if (!v)
    return fail("%s", "out of memory");
  if (hcl_diags_has_errors(r->ds)) {
    hcl_value_unref(v);
    print_diags(r);
    return 2;
  }
  int rc = print_value(r, v);
  hcl_value_unref(v);
  return rc;
}

/*
 * One regular file, decoded as its events stream past by a validator
 * that keeps the value (as JSON text unless --with-type wants its type):
 * no tree of the file, so a fraction of the memory and time. Only a
 * valid file's result is taken from it; a file with errors, one that
 * cannot be read, or (as JSON text) a value JSON cannot hold is decoded
 * again the usual way, so that diagnostics name their enclosing blocks
 * as they always have. Returns -1 when the caller is to do that.
 */
static int stream_decode(run *r, const char *path) {
  struct stat st;
  if (stat(path, &st) != 0 || !S_ISREG(st.st_mode))
    return -1;
  hcl_validate_options o = hcl_validate_options_default();
  o.keep_value = r->flags.with_type;
  o.keep_json = !r->flags.with_type;
  o.json_nulls = r->flags.keep_nulls;
  hcl_validator *v;
  if (hcl_validator_new(hcl_spec_file_root(r->env.spec),
                        cli_spec_env_ctx(&r->env), &o, &v) != HCL_OK)
    return fail("%s", "out of memory");
  int rc = -1;
  size_t len;
  const char *json;
  const hcl_value *val;
  if (hcl_validate_file(v, path, hcldec_is_json_path(path)) == HCL_ERR_NOMEM)
    rc = fail("%s", "out of memory");
  else if ((json = hcl_validator_json(v, &len)))
    rc = print_text(r, json, len);
  else if ((val = hcl_validator_value(v)))
    rc = print_value(r, val);
  hcl_validator_free(v);
  return rc;
}

static int run_main(run *r) {
  if (r->flags.version) {
    printf("%s\n", hcl_version_string());
    return 0;
  }
  if (r->flags.diags && strcmp(r->flags.diags, "json") != 0 &&
      r->flags.diags[0] != '\0') {
    fprintf(stderr,
            "Invalid diagnostics format \"%s\": only \"json\" is "
            "supported.\n",
            r->flags.diags);
    return 2;
  }
  if (r->flags.diags && r->flags.diags[0] == '\0')
    r->flags.diags = NULL;
  if (!r->flags.spec || !*r->flags.spec)
    return fail("%s", "the --spec=... argument is required");

  if (cli_spec_env_load(&r->env, r->sources, r->tree, r->flags.spec, r->ds) !=
      HCL_OK)
    return fail("%s", "out of memory");
  if (hcl_diags_has_errors(r->ds)) {
    print_diags(r);
    return 2;
  }
  if (cli_spec_env_define(&r->env, r->sources, r->tree, r->flags.vars,
                          r->flags.nvars, r->ds) != HCL_OK)
    return fail("%s", "out of memory");

  if (r->flags.nfiles == 1 && !r->flags.var_refs && !r->flags.dynamic_blocks &&
      !hcl_diags_has_errors(r->ds)) {
    int rc = stream_decode(r, r->flags.files[0]);
    if (rc >= 0)
      return rc;
  }
  size_t nbodies = 0;
  const hcl_body **bodies =
      calloc(r->flags.nfiles ? r->flags.nfiles : 1, sizeof *bodies);
  if (!bodies)
    return fail("%s", "out of memory");
  if (r->flags.nfiles == 0) {
    const hcl_body *b = hcldec_parse_stdin(r->sources, r->tree, r->ds);
    if (b)
      bodies[nbodies++] = b;
  }
  for (size_t i = 0; i < r->flags.nfiles; i++) {
    const hcl_body *b =
        hcldec_parse_file(r->sources, r->tree, r->flags.files[i], false, r->ds);
    if (b)
      bodies[nbodies++] = b;
  }
  int rc;
  if (hcldec_sources_nomem(r->sources)) {
    rc = fail("%s", "out of memory");
  } else if (hcl_diags_has_errors(r->ds)) {
    print_diags(r);
    rc = 2;
  } else {
    const hcl_body *body =
        nbodies == 1 ? bodies[0] : hcl_body_merge(r->tree, bodies, nbodies);
    rc = body ? decode(r, body) : fail("%s", "out of memory");
  }
  free(bodies);
  return rc;
}

int main(int argc, char **argv) {
  run r;
  memset(&r, 0, sizeof r);
  if (!hcldec_flags_parse(argc, argv, &r.flags))
    return 2;
  r.tree = hcl_tree_new(NULL);
  r.ds = hcl_diags_new(NULL);
  r.sources = r.tree ? hcldec_sources_new(r.tree) : NULL;
  int rc =
      r.tree && r.ds && r.sources ? run_main(&r) : fail("%s", "out of memory");
  cli_spec_env_fini(&r.env);
  hcldec_sources_free(r.sources);
  hcl_diags_free(r.ds);
  hcl_tree_free(r.tree);
  hcldec_flags_free(&r.flags);
  return rc;
}
