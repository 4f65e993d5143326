/* A spec file, a NUL byte, then an input file (JSON syntax when it starts
   with `{` or `[`, else native). The spec is loaded as hcldec loads it;
   the input is then judged twice, by tree decoding (parse, build,
   hcl_spec_decode) and by the streaming validator, and the two verdicts
   (valid or not) and diagnostics must agree; a validator keeping the
   value as JSON (keep_json, as hcldec runs it) must give the tree's value
   as JSON text, or none where JSON cannot hold it; decoding it with
   dynamic blocks expanded is checked as check_dynamic says. */
#define _GNU_SOURCE /* memmem */

#include "fuzz_common.h"

static bool parse_into(hcl_tree *t, const char *src, size_t len, bool json,
                       hcl_diags *ds) {
  hcl_sink s = hcl_tree_sink(t);
  return json ? fuzz_json(src, len, &s, 1, ds, NULL)
              : fuzz_native(src, len, &s, 1, ds, NULL);
}

/* The same body with dynamic blocks expanded (hcl/dynblock.h) decodes
   without failing; where the native input has no dynamic block at all, to
   the same value with as many diagnostics (their suggestions may name
   `dynamic`). The variables walk runs too. */
/* A validator for `spec` with options `o` (NULL: none), the input
   streamed through it. */
static hcl_validator *validate(const hcl_spec *spec, const hcl_eval_ctx *ctx,
                               const hcl_validate_options *o, const char *in,
                               size_t in_len, bool json) {
  hcl_validator *val = NULL;
  if (hcl_validator_new(spec, ctx, o, &val) != HCL_OK)
    abort();
  hcl_sink vs = hcl_validator_sink(val);
  if (json)
    hcl_json_parse(in, in_len, "in.json", vs, NULL);
  else
    hcl_native_parse(in, in_len, "in.hcl", vs, NULL);
  return val;
}

/* A keep_json validator on the input gives `want` (the tree's value as
   JSON, NULL when JSON cannot hold it) for a valid file, nothing else. */
static void check_json(const hcl_spec *spec, const hcl_eval_ctx *ctx,
                       const char *in, size_t in_len, bool json,
                       bool tree_valid, const char *want) {
  hcl_validate_options o = hcl_validate_options_default();
  o.keep_json = true;
  o.json_nulls = true;
  hcl_validator *val = validate(spec, ctx, &o, in, in_len, json);
  FUZZ_CHECK(hcl_validator_valid(val) == tree_valid,
             "keep_json: the verdict differs from the tree's");
  const char *got = hcl_validator_json(val, NULL);
  FUZZ_CHECK((got == NULL) == (want == NULL) &&
                 (!got || strcmp(got, want) == 0),
             "keep_json: the value's JSON differs:\n%s\nnot\n%s",
             got ? got : "(none)", want ? want : "(none)");
  hcl_validator_free(val);
}

static void check_dynamic(const hcl_spec *spec, const hcl_body *body,
                          const hcl_eval_ctx *ctx, const hcl_value *plain,
                          size_t plain_diags, bool same) {
  hcl_diags *ds = hcl_diags_new(NULL);
  const hcl_body *x = hcl_dynblock_expand(body, ctx);
  if (!ds || !x)
    abort();
  hcl_value *v = hcl_spec_decode(spec, x, ctx, ds);
  FUZZ_CHECK(v != NULL, "decode of the expanded body returned NULL");
  if (same) {
    FUZZ_CHECK(hcl_diags_count(ds) == plain_diags,
               "expansion without dynamic blocks: %zu diagnostics, not %zu",
               hcl_diags_count(ds), plain_diags);
    FUZZ_CHECK(hcl_value_raw_equal(v, plain),
               "expansion without dynamic blocks changed the value");
  }
  hcl_spec_refs *refs = hcl_dynblock_spec_variables(spec, body, false);
  FUZZ_CHECK(refs != NULL, "dynamic variables walk returned NULL");
  hcl_spec_refs_free(refs);
  hcl_value_unref(v);
  hcl_diags_free(ds);
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
  char *want_json = NULL;
  if (parse_into(it, in, in_len, json, tds)) {
    const hcl_body *body = hcl_tree_file_at(it, 0);
    hcl_value *v = hcl_spec_decode(spec, body, use, tds);
    FUZZ_CHECK(v != NULL, "decode returned NULL");
    tree_valid = !hcl_diags_has_errors(tds);
    size_t len;
    if (tree_valid && hcl_value_to_json(v, hcl_value_type(v), NULL, &want_json,
                                        &len, NULL) == HCL_ERR_NOMEM)
      abort();
    check_dynamic(spec, body, use, v, hcl_diags_count(tds),
                  !json && !memmem(in, in_len, "dynamic", 7));
    hcl_value_unref(v);
  }

  /* Streaming. */
  hcl_validator *val = validate(spec, use, NULL, in, in_len, json);
  bool stream_valid = hcl_validator_valid(val);
  const hcl_diags *vds = hcl_validator_diags(val);
  FUZZ_CHECK(tree_valid == stream_valid,
             "verdicts differ: tree %s (%s), validator %s (%s)",
             tree_valid ? "valid" : "invalid", fuzz_first_error(tds),
             stream_valid ? "valid" : "invalid", fuzz_first_error(vds));
  fuzz_same_diags(tds, vds, "the tree", "the validator");
  hcl_validator_free(val);
  check_json(spec, use, in, in_len, json, tree_valid, want_json);
  hcl_free(NULL, want_json);
  hcl_diags_free(tds);
  hcl_tree_free(it);
done:
  hcl_eval_ctx_free(ctx);
  hcl_spec_file_free(sf);
  hcl_diags_free(sds);
  hcl_tree_free(st);
  return 0;
}
