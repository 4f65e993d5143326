#ifndef HCL_TOOLS_SPEC_ENV_H
#define HCL_TOOLS_SPEC_ENV_H

/* A spec file and its evaluation context, set up as hcldec sets them up:
   the spec parsed (native syntax only) and loaded, its variables and
   functions defined, then each --vars argument (a JSON object on the
   command line, or a file in either syntax by its suffix) evaluated
   without a context and defined as variables. hcldec and `hcl validate`
   share this, so both read a spec and its variables identically. */

#include <stdbool.h>
#include <stddef.h>

#include "hcl/hcl.h"
#include "hcldec/sources.h"

typedef struct cli_spec_env {
  hcl_spec_file *spec;
  hcl_eval_ctx *ctx;
  bool has_vars, has_funcs;
} cli_spec_env;

/* Parses the spec file at `path` into `tree` and loads it; problems go to
   `ds` (the spec did not load when `ds` has errors). Fails only with
   HCL_ERR_NOMEM. */
hcl_status cli_spec_env_load(cli_spec_env *e, hcldec_sources *s, hcl_tree *tree,
                             const char *path, hcl_diags *ds);

/* After a load without errors: defines the spec's variables and functions
   and then the --vars arguments, in order. Problems in the variables go
   to `ds`. Fails only with HCL_ERR_NOMEM. */
hcl_status cli_spec_env_define(cli_spec_env *e, hcldec_sources *s,
                               hcl_tree *tree, const char *const *vars,
                               size_t nvars, hcl_diags *ds);

/* The context to decode in: NULL when neither the spec nor --vars defined
   a variable or function, as hcldec then evaluates without one. */
const hcl_eval_ctx *cli_spec_env_ctx(const cli_spec_env *e);

void cli_spec_env_fini(cli_spec_env *e);

/* The text options hcldec's diagnostics print with (no carets), for
   diagnostics on stderr: coloured on a terminal, wrapped at its width. */
hcl_text_options cli_hcldec_text_options(void);

/* Prints the load's diagnostics (`ds`, of the spec or the variables) to
   stderr as hcldec prints them. */
void cli_spec_env_print_diags(const hcl_diags *ds, hcldec_sources *s);

#endif
