/*
 * Nomad-style decoding: a job file read with variables and functions, its
 * blocks and attributes decoded by a spec into one value, printed as JSON.
 * This is what an application embedding HCL does with its configuration
 * (and what `hcldec` does, in a few lines).
 *
 *   usage: decode SPEC VARS JOB
 *
 * SPEC is an hcldec spec (its `function` blocks are functions the job may
 * call); VARS an HCL file whose attributes become variables (the job's
 * `var.x` comes from an attribute `var = { x = ... }`); JOB the job, whose
 * `locals` are evaluated and `dynamic` blocks expanded (../nomad/dynamic.hcl
 * has both). The
 * application adds the whole function library as well, as Nomad does.
 */

#include <hcl/hcl.h>
#include <stdio.h>

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

/* The variables file's attributes, evaluated without a context. */
static bool define_vars(hcl_eval_ctx *ctx, const hcl_body *vars,
                        hcl_diags *ds) {
  hcl_content c;
  if (hcl_body_just_attributes(vars, &c, ds) != HCL_OK)
    return false;
  for (size_t i = 0; i < c.nattrs; i++) {
    hcl_value *v = hcl_expr_eval(c.attrs[i]->expr, NULL, ds);
    bool ok = v && hcl_eval_ctx_set_var(ctx, c.attrs[i]->name.ptr,
                                        c.attrs[i]->name.len, v) == HCL_OK;
    hcl_value_unref(v);
    if (!ok)
      return false;
  }
  return !hcl_diags_has_errors(ds);
}

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: decode SPEC VARS JOB\n");
    return 2;
  }
  hcl_tree *tree = hcl_tree_new(NULL);
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_eval_ctx *ctx = hcl_eval_ctx_new(NULL);
  hcl_spec_file *spec = NULL;
  hcl_value *result = NULL;
  int rc = 1;
  if (!tree || !ds || !ctx)
    goto done;

  /* The whole function library first, then the spec's own functions,
     which replace a library function of the same name... */
  if (hcl_eval_ctx_add_functions(ctx) != HCL_OK)
    goto done;
  const hcl_body *spec_body = parse(tree, argv[1], ds);
  if (!spec_body || hcl_diags_has_errors(ds) ||
      hcl_spec_file_load(spec_body, NULL, &spec, ds) != HCL_OK ||
      hcl_spec_file_define(spec, ctx) != HCL_OK)
    goto done;
  /* ...then the variables. */
  const hcl_body *vars = parse(tree, argv[2], ds);
  if (!vars || !define_vars(ctx, vars, ds))
    goto done;

  const hcl_body *job = parse(tree, argv[3], ds);
  if (!job || hcl_diags_has_errors(ds))
    goto done;
  /* `locals` blocks: named values in dependency order, as `local.NAME`;
     the rest of the job is what the spec reads. */
  const hcl_body *rest = NULL;
  if (hcl_locals_define(job, ctx, &rest, ds) != HCL_OK)
    goto done;
  /* `dynamic` blocks stand for one block per element of a collection:
     the expanded body generates them while the spec reads it. */
  const hcl_body *expanded = hcl_dynblock_expand(rest, ctx);
  if (!expanded)
    goto done;
  result = hcl_spec_decode(hcl_spec_file_root(spec), expanded, ctx, ds);
  if (!result || hcl_diags_has_errors(ds))
    goto done;

  char *json = NULL, *err = NULL;
  size_t len;
  if (hcl_value_to_json(result, hcl_value_type(result), NULL, &json, &len,
                        &err) != HCL_OK) {
    fprintf(stderr, "decode: %s\n", err ? err : "out of memory");
    hcl_free(NULL, err);
    goto done;
  }
  fwrite(json, 1, len, stdout);
  fputc('\n', stdout);
  hcl_free(NULL, json);
  rc = 0;
done:
  if (ds && hcl_diags_count(ds) > 0)
    hcl_diags_render_text(ds, stderr, NULL);
  hcl_value_unref(result);
  hcl_spec_file_free(spec);
  hcl_eval_ctx_free(ctx);
  hcl_diags_free(ds);
  hcl_tree_free(tree);
  return rc;
}
