/* Expression and template parse, tree build, evaluation with the function
   library and a few variables. The oracle is the sanitizers' and
   libFuzzer's: no crash, no leak, no undefined behaviour, bounded time
   (-timeout) and memory (-rss_limit_mb). */
#include "fuzz_common.h"

/* Variables of every kind of value, so traversals and functions get
   something to work on. */
static const char vars_src[] =
    "s = \"héllo ${\"x\"}\"\nn = 42.5\nb = true\nz = null\n"
    "l = [1, \"two\", [3]]\nm = {a = 1, b = \"x\", c = [true]}\n"
    "e = []\no = {}\n";

static hcl_eval_ctx *make_ctx(hcl_tree *vt) {
  hcl_eval_ctx *ctx = hcl_eval_ctx_new(NULL);
  if (!ctx || hcl_eval_ctx_add_functions(ctx) != HCL_OK)
    abort();
  hcl_eval_ctx_allow_vars(ctx);
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_sink s = hcl_tree_sink(vt);
  if (!fuzz_native(vars_src, sizeof vars_src - 1, &s, 1, ds, NULL))
    abort();
  hcl_content c;
  if (hcl_body_just_attributes(hcl_tree_file_at(vt, 0), &c, ds) != HCL_OK)
    abort();
  for (size_t i = 0; i < c.nattrs; i++) {
    hcl_value *v = hcl_expr_eval(c.attrs[i]->expr, NULL, ds);
    if (!v || hcl_eval_ctx_set_var(ctx, c.attrs[i]->name.ptr,
                                   c.attrs[i]->name.len, v) != HCL_OK)
      abort();
    hcl_value_unref(v);
  }
  hcl_diags_free(ds);
  return ctx;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static hcl_tree *vt;
  static hcl_eval_ctx *ctx;
  if (!ctx) {
    vt = hcl_tree_new(NULL);
    if (!vt)
      abort();
    ctx = make_ctx(vt);
  }
  if (size < 1)
    return 0;
  bool template = data[0] & 1;
  const char *src = (const char *)data + 1;
  size_t len = size - 1;
  hcl_tree *t = hcl_tree_new(NULL);
  hcl_diags *ds = hcl_diags_new(NULL);
  if (!t || !ds)
    abort();
  hcl_tee *tee = fuzz_tee((hcl_sink[]){hcl_tree_sink(t)}, 1, ds);
  hcl_status st =
      template
          ? hcl_native_parse_template(src, len, "in", hcl_tee_sink(tee), NULL)
          : hcl_native_parse_expression(src, len, "in", hcl_tee_sink(tee),
                                        NULL);
  hcl_tee_free(tee);
  FUZZ_CHECK(st == HCL_OK || st == HCL_ERR_SYNTAX, "status %d", (int)st);
  if (st == HCL_OK && !hcl_diags_has_errors(ds)) {
    FUZZ_CHECK(hcl_tree_expr_count(t) == 1, "%zu expressions",
               hcl_tree_expr_count(t));
    const hcl_expr *e = hcl_tree_expr_at(t, 0);
    hcl_value *v = hcl_expr_eval(e, ctx, ds);
    FUZZ_CHECK(v != NULL, "eval returned NULL");
    hcl_value_unref(v);
    /* The static analyses walk the same trees. */
    hcl_traversals *ts = hcl_expr_variables(e, NULL);
    FUZZ_CHECK(ts != NULL, "variables returned NULL");
    hcl_traversals_free(ts);
  }
  hcl_diags_free(ds);
  hcl_tree_free(t);
  return 0;
}
