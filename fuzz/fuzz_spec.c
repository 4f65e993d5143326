/* A spec file, a NUL byte, then an input file (JSON syntax when it starts
   with `{` or `[`, else native). The spec is loaded as hcldec loads it;
   the input is then judged twice, by tree decoding (parse, build,
   hcl_spec_decode) and by the streaming validator, and the two verdicts
   (valid or not) must agree. */
#include "fuzz_common.h"

static bool parse_into(hcl_tree *t, const char *src, size_t len, bool json,
                       hcl_diags *ds) {
  hcl_sink s = hcl_tree_sink(t);
  return json ? fuzz_json(src, len, &s, 1, ds, NULL)
              : fuzz_native(src, len, &s, 1, ds, NULL);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  const uint8_t *sep = memchr(data, 0, size);
  if (!sep)
    return 0;
  const char *spec_src = (const char *)data;
  size_t spec_len = (size_t)(sep - data);
  const char *in = (const char *)sep + 1;
  size_t in_len = size - spec_len - 1;
  bool json = in_len > 0 && (in[0] == '{' || in[0] == '[');

  hcl_tree *st = hcl_tree_new(NULL);
  hcl_diags *sds = hcl_diags_new(NULL);
  if (!st || !sds)
    abort();
  hcl_spec_file *sf = NULL;
  hcl_eval_ctx *ctx = NULL;
  if (!parse_into(st, spec_src, spec_len, false, sds))
    goto done;
  if (hcl_spec_file_load(hcl_tree_file_at(st, 0), NULL, &sf, sds) != HCL_OK ||
      hcl_diags_has_errors(sds))
    goto done;
  ctx = hcl_eval_ctx_new(NULL);
  if (!ctx || hcl_spec_file_define(sf, ctx) != HCL_OK)
    abort();
  bool vars = hcl_spec_file_has_variables(sf);
  bool funcs = hcl_spec_file_has_functions(sf);
  if (vars)
    hcl_eval_ctx_allow_vars(ctx);
  if (funcs)
    hcl_eval_ctx_allow_funcs(ctx);
  const hcl_eval_ctx *use = vars || funcs ? ctx : NULL;
  const hcl_spec *spec = hcl_spec_file_root(sf);

  /* Tree-based: what hcldec does. */
  hcl_tree *it = hcl_tree_new(NULL);
  hcl_diags *tds = hcl_diags_new(NULL);
  if (!it || !tds)
    abort();
  bool tree_valid = false;
  if (parse_into(it, in, in_len, json, tds)) {
    hcl_value *v = hcl_spec_decode(spec, hcl_tree_file_at(it, 0), use, tds);
    FUZZ_CHECK(v != NULL, "decode returned NULL");
    hcl_value_unref(v);
    tree_valid = !hcl_diags_has_errors(tds);
  }

  /* Streaming. */
  hcl_validator *val = NULL;
  if (hcl_validator_new(spec, use, NULL, &val) != HCL_OK)
    abort();
  hcl_sink vs = hcl_validator_sink(val);
  if (json)
    hcl_json_parse(in, in_len, "in.json", vs, NULL);
  else
    hcl_native_parse(in, in_len, "in.hcl", vs, NULL);
  bool stream_valid = hcl_validator_valid(val);
  const hcl_diags *vds = hcl_validator_diags(val);
  FUZZ_CHECK(tree_valid == stream_valid,
             "verdicts differ: tree %s (%s), validator %s (%s)",
             tree_valid ? "valid" : "invalid", fuzz_first_error(tds),
             stream_valid ? "valid" : "invalid", fuzz_first_error(vds));
  hcl_validator_free(val);
  hcl_diags_free(tds);
  hcl_tree_free(it);
done:
  hcl_eval_ctx_free(ctx);
  hcl_spec_file_free(sf);
  hcl_diags_free(sds);
  hcl_tree_free(st);
  return 0;
}
