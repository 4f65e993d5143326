/*
 * Embedding the library: stream a file's attribute names, then read the
 * same file with a schema and evaluate one attribute.
 *   usage: embed FILE.hcl     (the file must have a `name` attribute)
 */

#include <hcl/hcl.h>
#include <stdio.h>

/* Prints each attribute's name as the parser streams it. */
static hcl_status on_event(void *ctx, const hcl_event *ev) {
  (void)ctx;
  if (ev->kind == HCL_EV_ATTR_BEGIN)
    printf("attribute %.*s\n", (int)ev->as.attr.name.len, ev->as.attr.name.ptr);
  return HCL_OK; /* anything else stops the parse */
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: embed FILE.hcl\n");
    return 2;
  }
  hcl_sink names = {.event = on_event};
  hcl_native_parse_file(argv[1], names, NULL);

  /* build a tree while collecting diagnostics, then read it by schema */
  hcl_tree *tree = hcl_tree_new(NULL);
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_sink both[2] = {hcl_tree_sink(tree), hcl_diags_sink(ds)};
  hcl_tee *tee = hcl_tee_new(both, 2, NULL);
  hcl_native_parse_file(argv[1], hcl_tee_sink(tee), NULL);
  hcl_tee_free(tee);

  hcl_attr_schema attrs[] = {{.name = "name", .required = true}};
  hcl_schema schema = {.attrs = attrs, .nattrs = 1};
  hcl_content content;
  int rc = 1;
  if (!hcl_diags_has_errors(ds) &&
      hcl_body_partial_content(hcl_tree_file_at(tree, 0), &schema, &content,
                               NULL, ds) == HCL_OK &&
      !hcl_diags_has_errors(ds)) {
    hcl_eval_ctx *ctx = hcl_eval_ctx_new(NULL);
    hcl_eval_ctx_add_functions(ctx);
    hcl_value *v = hcl_expr_eval(content.attrs[0]->expr, ctx, ds);
    char *json = NULL, *err = NULL;
    size_t len;
    if (v && !hcl_diags_has_errors(ds) &&
        hcl_value_to_json(v, hcl_value_type(v), NULL, &json, &len, &err) ==
            HCL_OK) {
      printf("name = %s\n", json);
      rc = 0;
    }
    hcl_free(NULL, json);
    hcl_free(NULL, err);
    hcl_value_unref(v);
    hcl_eval_ctx_free(ctx);
  }
  if (hcl_diags_count(ds) > 0) {
    hcl_text_options o = hcl_text_options_default();
    hcl_diags_render_text(ds, stderr, &o);
  }
  hcl_diags_free(ds);
  hcl_tree_free(tree);
  return rc;
}
