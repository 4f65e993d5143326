/* A spec file and its evaluation context, as hcldec sets them up. */

#include "spec_env.h"

#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

hcl_status cli_spec_env_load(cli_spec_env *e, hcldec_sources *s, hcl_tree *tree,
                             const char *path, hcl_diags *ds) {
  memset(e, 0, sizeof *e);
  const hcl_body *body = hcldec_parse_file(s, tree, path, true, ds);
  if (hcldec_sources_nomem(s))
    return HCL_ERR_NOMEM;
  if (!body || hcl_diags_has_errors(ds))
    return HCL_OK;
  hcl_status st = hcl_spec_file_load(body, NULL, &e->spec, ds);
  if (st == HCL_ERR_NOMEM || (!e->spec && !hcl_diags_has_errors(ds)))
    return HCL_ERR_NOMEM;
  return HCL_OK;
}

/* Defines the attributes of a --vars body as variables, each evaluated
   without a context; problems are kept in the diagnostics. */
static hcl_status define_vars(cli_spec_env *e, const hcl_body *body,
                              hcl_diags *ds) {
  hcl_content c;
  if (hcl_body_just_attributes(body, &c, ds) == HCL_ERR_NOMEM)
    return HCL_ERR_NOMEM;
  for (size_t i = 0; i < c.nattrs; i++) {
    hcl_value *v = hcl_expr_eval(c.attrs[i]->expr, NULL, ds);
    if (!v || hcl_eval_ctx_set_var(e->ctx, c.attrs[i]->name.ptr,
                                   c.attrs[i]->name.len, v) != HCL_OK) {
      hcl_value_unref(v);
      return HCL_ERR_NOMEM;
    }
    hcl_value_unref(v);
    e->has_vars = true;
  }
  return HCL_OK;
}

/* One --vars argument: a JSON object on the command line, or a file. */
static hcl_status read_vars(cli_spec_env *e, hcldec_sources *s, hcl_tree *tree,
                            const char *arg, size_t i, hcl_diags *ds) {
  const char *p = arg;
  while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
    p++;
  const hcl_body *body;
  if (*p == '{') {
    char name[64];
    snprintf(name, sizeof name, "<vars argument %zu>", i);
    body = hcldec_parse_memory(s, tree, name, arg, strlen(arg), true, ds);
  } else {
    body = hcldec_parse_file(s, tree, arg, false, ds);
  }
  if (hcldec_sources_nomem(s))
    return HCL_ERR_NOMEM;
  return body ? define_vars(e, body, ds) : HCL_OK;
}

hcl_status cli_spec_env_define(cli_spec_env *e, hcldec_sources *s,
                               hcl_tree *tree, const char *const *vars,
                               size_t nvars, hcl_diags *ds) {
  e->ctx = hcl_eval_ctx_new(NULL);
  if (!e->ctx || hcl_spec_file_define(e->spec, e->ctx) != HCL_OK)
    return HCL_ERR_NOMEM;
  e->has_vars = hcl_spec_file_has_variables(e->spec);
  e->has_funcs = hcl_spec_file_has_functions(e->spec);
  if (e->has_vars)
    hcl_eval_ctx_allow_vars(e->ctx);
  if (e->has_funcs)
    hcl_eval_ctx_allow_funcs(e->ctx);
  for (size_t i = 0; i < nvars; i++) {
    hcl_status st = read_vars(e, s, tree, vars[i], i, ds);
    if (st != HCL_OK)
      return st;
  }
  return HCL_OK;
}

const hcl_eval_ctx *cli_spec_env_ctx(const cli_spec_env *e) {
  return e->has_vars || e->has_funcs ? e->ctx : NULL;
}

void cli_spec_env_fini(cli_spec_env *e) {
  hcl_eval_ctx_free(e->ctx);
  hcl_spec_file_free(e->spec);
  memset(e, 0, sizeof *e);
}

hcl_text_options cli_hcldec_text_options(void) {
  hcl_text_options o = hcl_text_options_default();
  o.color = isatty(STDERR_FILENO);
  struct winsize ws;
  /* hcldec wraps at the width of the terminal on stdout; here diagnostics
     go to stderr, so its width counts first */
  if ((isatty(STDERR_FILENO) && ioctl(STDERR_FILENO, TIOCGWINSZ, &ws) == 0 &&
       ws.ws_col > 0) ||
      (isatty(STDOUT_FILENO) && ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 &&
       ws.ws_col > 0))
    o.width = ws.ws_col;
  o.carets = false;
  return o;
}

void cli_spec_env_print_diags(const hcl_diags *ds, hcldec_sources *s) {
  hcl_text_options t = cli_hcldec_text_options();
  t.read_source = hcldec_sources_read;
  t.read_source_ctx = s;
  t.block_name = hcldec_sources_block_name;
  t.block_name_ctx = s;
  hcl_diags_render_text(ds, stderr, &t);
}
