/*
 * Embedding the validator: checks configuration files against an hcldec
 * spec while they stream, without building a tree of them, and prints
 * what hcldec would say about each.
 *
 *   usage: validate SPEC VARS FILE...
 *
 * SPEC is an hcldec spec file; VARS an HCL file whose attributes are the
 * variables the files may refer to (/dev/null for none). A FILE whose name
 * ends in ".json" is read in the JSON syntax. Exit status: 0 when every
 * file is valid, 1 otherwise, 2 when the spec or the variables do not
 * load.
 */

#include <hcl/hcl.h>
#include <stdio.h>
#include <string.h>

/* Parses `path` into `tree`, collecting diagnostics in `ds`; its body, or
   NULL. */
static const hcl_body *parse(hcl_tree *tree, const char *path, hcl_diags *ds) {
  size_t before = hcl_tree_file_count(tree);
  hcl_sink both[2] = {hcl_tree_sink(tree), hcl_diags_sink(ds)};
  hcl_tee *tee = hcl_tee_new(both, 2, NULL);
  if (!tee)
    return NULL;
  hcl_native_parse_file(path, hcl_tee_sink(tee), NULL);
  hcl_tee_free(tee);
  return hcl_tree_file_count(tree) > before ? hcl_tree_file_at(tree, before)
                                            : NULL;
}

/* Loads the spec and its evaluation context: the spec's own variables
   and functions, then the variables file's attributes. */
static int load(const char *spec_path, const char *vars_path, hcl_tree *tree,
                hcl_spec_file **spec, hcl_eval_ctx **ctx, hcl_diags *ds) {
  const hcl_body *body = parse(tree, spec_path, ds);
  if (!body || hcl_diags_has_errors(ds) ||
      hcl_spec_file_load(body, NULL, spec, ds) != HCL_OK)
    return -1;
  *ctx = hcl_eval_ctx_new(NULL);
  if (!*ctx || hcl_spec_file_define(*spec, *ctx) != HCL_OK)
    return -1;
  hcl_eval_ctx_allow_vars(*ctx);
  hcl_eval_ctx_allow_funcs(*ctx);
  const hcl_body *vars = parse(tree, vars_path, ds);
  hcl_content c;
  if (!vars || hcl_body_just_attributes(vars, &c, ds) != HCL_OK)
    return -1;
  for (size_t i = 0; i < c.nattrs; i++) {
    hcl_value *v = hcl_expr_eval(c.attrs[i]->expr, NULL, ds);
    hcl_status st = v ? hcl_eval_ctx_set_var(*ctx, c.attrs[i]->name.ptr,
                                             c.attrs[i]->name.len, v)
                      : HCL_ERR_NOMEM;
    hcl_value_unref(v);
    if (st != HCL_OK)
      return -1;
  }
  return hcl_diags_has_errors(ds) ? -1 : 0;
}

int main(int argc, char **argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: validate SPEC VARS FILE...\n");
    return 2;
  }
  hcl_tree *tree = hcl_tree_new(NULL);
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_spec_file *spec = NULL;
  hcl_eval_ctx *ctx = NULL;
  hcl_validator *v = NULL;
  int rc = 2;
  if (!tree || !ds || load(argv[1], argv[2], tree, &spec, &ctx, ds) != 0 ||
      hcl_validator_new(hcl_spec_file_root(spec), ctx, NULL, &v) != HCL_OK) {
    hcl_diags_render_text(ds, stderr, NULL);
    fprintf(stderr, "validate: the spec or the variables did not load\n");
    goto done;
  }
  /* One validator checks one file after another; one per thread would
     check many at once, sharing the spec and the context. */
  rc = 0;
  for (int i = 3; i < argc; i++) {
    size_t n = strlen(argv[i]);
    bool json = n >= 5 && strcmp(argv[i] + n - 5, ".json") == 0;
    hcl_status st = hcl_validate_file(v, argv[i], json);
    if (st == HCL_ERR_NOMEM) {
      fprintf(stderr, "validate: out of memory\n");
      rc = 1;
      break;
    }
    bool valid = st == HCL_OK && hcl_validator_valid(v);
    printf("%s: %s\n", argv[i], valid ? "valid" : "invalid");
    hcl_diags_render_text(hcl_validator_diags(v), stderr, NULL);
    if (!valid)
      rc = 1;
  }
done:
  hcl_validator_free(v);
  hcl_eval_ctx_free(ctx);
  hcl_spec_file_free(spec);
  hcl_diags_free(ds);
  hcl_tree_free(tree);
  return rc;
}
