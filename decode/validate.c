/*
 * The validator (include/hcl/validate.h): one file at a time, its events
 * checked against a spec or a body schema, with hcldec's verdict and
 * diagnostics.
 *
 * This first version builds the file's tree and decodes it as hcldec
 * does, which makes its diagnostics hcldec's by construction; the
 * streaming checks replace it behind the same interface.
 */

#include "hcl/validate.h"

#include <string.h>

#include "core/alloc.h"
#include "core/options.h"
#include "hcl/json.h"
#include "hcl/native.h"

struct hcl_validator {
  const hcl_alloc *alloc;
  const hcl_spec *spec;     /* or */
  const hcl_schema *schema; /* one of the two */
  const hcl_eval_ctx *ctx;
  hcl_tree *tree;
  hcl_diags *ds;
  hcl_sink tree_sink;
  bool ended;
};

hcl_validate_options hcl_validate_options_default(void) {
  hcl_validate_options o;
  memset(&o, 0, sizeof o);
  o.size = sizeof o;
  return o;
}

static hcl_status make(const hcl_validate_options *opts, hcl_validator **out) {
  hcl_validate_options o = hcl_validate_options_default();
  hcl_options_merge(&o, sizeof o, opts);
  *out = NULL;
  hcl_validator *v = hcl_mem_alloc(o.alloc, sizeof *v);
  if (!v)
    return HCL_ERR_NOMEM;
  memset(v, 0, sizeof *v);
  v->alloc = o.alloc;
  *out = v;
  return HCL_OK;
}

hcl_status hcl_validator_new(const hcl_spec *spec, const hcl_eval_ctx *ctx,
                             const hcl_validate_options *opts,
                             hcl_validator **out) {
  hcl_status st = make(opts, out);
  if (st == HCL_OK) {
    (*out)->spec = spec;
    (*out)->ctx = ctx;
  }
  return st;
}

hcl_status hcl_validator_new_schema(const hcl_schema *schema,
                                    const hcl_validate_options *opts,
                                    hcl_validator **out) {
  hcl_status st = make(opts, out);
  if (st == HCL_OK)
    (*out)->schema = schema;
  return st;
}

static void forget_file(hcl_validator *v) {
  hcl_tree_free(v->tree);
  hcl_diags_free(v->ds);
  v->tree = NULL;
  v->ds = NULL;
  v->ended = false;
}

void hcl_validator_free(hcl_validator *v) {
  if (!v)
    return;
  forget_file(v);
  hcl_mem_free(v->alloc, v);
}

/* ---- The sink ----------------------------------------------------------- */

static hcl_status on_event(void *ctx, const hcl_event *ev) {
  hcl_validator *v = ctx;
  return v->tree_sink.event(v->tree_sink.ctx, ev);
}

static hcl_status on_diagnostic(void *ctx, const hcl_diag *d) {
  hcl_validator *v = ctx;
  return hcl_diags_add(v->ds, d);
}

/* The checks hcldec makes once the file parsed without errors. */
static hcl_status check(hcl_validator *v, const hcl_body *body) {
  if (v->schema) {
    hcl_content c;
    hcl_status st = hcl_body_content(body, v->schema, &c, v->ds);
    return st == HCL_ERR_NOMEM ? st : HCL_OK;
  }
  hcl_value *value = hcl_spec_decode(v->spec, body, v->ctx, v->ds);
  if (!value)
    return HCL_ERR_NOMEM;
  hcl_value_unref(value);
  return HCL_OK;
}

static hcl_status on_end(void *ctx, hcl_status how) {
  hcl_validator *v = ctx;
  v->ended = true;
  hcl_status st =
      v->tree_sink.end ? v->tree_sink.end(v->tree_sink.ctx, how) : HCL_OK;
  if (how != HCL_OK && how != HCL_ERR_SYNTAX)
    return how;
  if (st != HCL_OK)
    return st;
  if (hcl_diags_has_errors(v->ds) || hcl_tree_file_count(v->tree) == 0)
    return HCL_OK;
  return check(v, hcl_tree_file_at(v->tree, 0));
}

hcl_sink hcl_validator_sink(hcl_validator *v) {
  hcl_sink none = {0};
  forget_file(v);
  v->tree = hcl_tree_new(v->alloc);
  v->ds = hcl_diags_new(v->alloc);
  if (!v->tree || !v->ds) {
    forget_file(v);
    return none;
  }
  v->tree_sink = hcl_tree_sink(v->tree);
  hcl_sink s = {
      .ctx = v, .event = on_event, .diagnostic = on_diagnostic, .end = on_end};
  return s;
}

bool hcl_validator_valid(const hcl_validator *v) {
  return v->ended && v->ds && !hcl_diags_has_errors(v->ds);
}

const hcl_diags *hcl_validator_diags(const hcl_validator *v) { return v->ds; }

hcl_status hcl_validate_file(hcl_validator *v, const char *path, bool json) {
  hcl_sink s = hcl_validator_sink(v);
  if (!s.ctx)
    return HCL_ERR_NOMEM;
  hcl_status st = json ? hcl_json_parse_file(path, s, NULL)
                       : hcl_native_parse_file(path, s, NULL);
  if (st == HCL_ERR_NOMEM || st == HCL_ERR_IO)
    return st;
  return HCL_OK;
}
