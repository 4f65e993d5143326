/*
 * The buffered validator (buffered_validator.h): the tree of the whole
 * file, then hcldec's decoding of it.
 */

#include "buffered_validator.h"

#include <stdlib.h>
#include <string.h>

struct buffered_validator {
  const hcl_alloc *alloc;
  const hcl_spec *spec;     /* or */
  const hcl_schema *schema; /* one of the two */
  const hcl_eval_ctx *ctx;
  hcl_tree *tree;
  hcl_diags *ds;
  hcl_sink tree_sink;
  bool ended;
  hcl_value *value; /* a valid file's, as hcl_spec_decode gave it */
};

static buffered_validator *make(const hcl_alloc *alloc) {
  buffered_validator *v = calloc(1, sizeof *v);
  if (v)
    v->alloc = alloc;
  return v;
}

buffered_validator *bv_new_spec(const hcl_spec *spec, const hcl_eval_ctx *ctx,
                                const hcl_alloc *alloc) {
  buffered_validator *v = make(alloc);
  if (v) {
    v->spec = spec;
    v->ctx = ctx;
  }
  return v;
}

buffered_validator *bv_new_schema(const hcl_schema *schema,
                                  const hcl_alloc *alloc) {
  buffered_validator *v = make(alloc);
  if (v)
    v->schema = schema;
  return v;
}

static void forget_file(buffered_validator *v) {
  hcl_tree_free(v->tree);
  hcl_diags_free(v->ds);
  hcl_value_unref(v->value);
  v->value = NULL;
  v->tree = NULL;
  v->ds = NULL;
  v->ended = false;
}

void bv_free(buffered_validator *v) {
  if (!v)
    return;
  forget_file(v);
  free(v);
}

static hcl_status on_event(void *ctx, const hcl_event *ev) {
  buffered_validator *v = ctx;
  return v->tree_sink.event(v->tree_sink.ctx, ev);
}

static hcl_status on_diagnostic(void *ctx, const hcl_diag *d) {
  buffered_validator *v = ctx;
  return hcl_diags_add(v->ds, d);
}

/* The checks hcldec makes once the file parsed without errors. */
static hcl_status check(buffered_validator *v, const hcl_body *body) {
  if (v->schema) {
    hcl_content c;
    hcl_status st = hcl_body_content(body, v->schema, &c, v->ds);
    return st == HCL_ERR_NOMEM ? st : HCL_OK;
  }
  hcl_value *value = hcl_spec_decode(v->spec, body, v->ctx, v->ds);
  if (!value)
    return HCL_ERR_NOMEM;
  v->value = value;
  return HCL_OK;
}

static hcl_status on_end(void *ctx, hcl_status how) {
  buffered_validator *v = ctx;
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

hcl_sink bv_sink(buffered_validator *v) {
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

bool bv_valid(const buffered_validator *v) {
  return v->ended && v->ds && !hcl_diags_has_errors(v->ds);
}

const hcl_diags *bv_diags(const buffered_validator *v) { return v->ds; }

const hcl_value *bv_value(const buffered_validator *v) {
  return bv_valid(v) ? v->value : NULL;
}
