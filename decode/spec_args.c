/*
 * Reading a spec block's arguments as the reference decodes a body into a
 * struct: one schema attribute per field, then each present attribute
 * evaluated, converted to the field's type and checked ("Unsuitable value
 * type").
 */

#include "decode/spec_args.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "core/buf.h"
#include "eval/convert.h"
#include "tree/tree.h"

hcl_status hcl_spec_error_diag(hcl_diags *ds, const char *summary,
                               const char *detail, const hcl_range *subject,
                               const hcl_range *context) {
  hcl_diag d = {HCL_DIAG_ERROR, 0, summary, detail, subject, context, NULL};
  return ds ? hcl_diags_add(ds, &d) : HCL_OK;
}

/* Out of memory over errors over success. */
static hcl_status worse(hcl_status a, hcl_status b) {
  if (a == HCL_ERR_NOMEM || b == HCL_ERR_NOMEM)
    return HCL_ERR_NOMEM;
  return a != HCL_OK ? a : b;
}

/* "Unsuitable value type" at the expression: HCL_ERR_SYNTAX, or
   HCL_ERR_NOMEM when it could not be reported. */
static hcl_status unsuitable(hcl_diags *ds, const hcl_expr *e,
                             const char *why) {
  hcl_buf detail;
  hcl_buf_init(&detail, hcl_tree_allocator(e->tree));
  const char *text = hcl_buf_format(&detail, "Unsuitable value: %s", why);
  hcl_range start = hcl_expr_start_range(e), whole = hcl_expr_range(e);
  hcl_status st = text ? hcl_spec_error_diag(ds, "Unsuitable value type", text,
                                             &start, &whole)
                       : HCL_ERR_NOMEM;
  hcl_buf_fini(&detail);
  return st == HCL_OK ? HCL_ERR_SYNTAX : st;
}

static bool errors_since(const hcl_diags *ds, size_t from) {
  for (size_t i = from; ds && i < hcl_diags_count(ds); i++)
    if (hcl_diags_at(ds, i)->severity == HCL_DIAG_ERROR)
      return true;
  return false;
}

/* The attribute's value converted to `want` in *out (NULL after a
   diagnostic). HCL_ERR_SYNTAX when the value had errors. */
static hcl_status converted(const hcl_attribute *a, const hcl_type *want,
                            const hcl_eval_ctx *ctx, hcl_diags *ds,
                            hcl_value **out) {
  *out = NULL;
  size_t before = ds ? hcl_diags_count(ds) : 0;
  hcl_value *v = hcl_expr_eval(a->expr, ctx, ds);
  if (!v)
    return HCL_ERR_NOMEM;
  hcl_status st = errors_since(ds, before) ? HCL_ERR_SYNTAX : HCL_OK;
  hcl_buf err;
  hcl_buf_init(&err, hcl_tree_allocator(a->expr->tree));
  hcl_convert_result r = hcl_convert(v, want, NULL, out, &err);
  hcl_value_unref(v);
  if (r == HCL_CONVERT_NOMEM) {
    st = HCL_ERR_NOMEM;
  } else if (r == HCL_CONVERT_FAILED) {
    st = hcl_buf_terminate(&err)
             ? worse(st, unsuitable(ds, a->expr, err.data ? err.data : ""))
             : HCL_ERR_NOMEM;
  }
  hcl_buf_fini(&err);
  return st;
}

/* The reference's checks on a converted value before it lands in a Go
   field: null leaves the field unset (*use false), unknown is an error. */
static hcl_status usable(const hcl_attribute *a, const hcl_value *v,
                         hcl_diags *ds, bool *use) {
  *use = false;
  if (hcl_value_is_null(v))
    return HCL_OK;
  if (hcl_value_is_unknown(v))
    return unsuitable(ds, a->expr, "value must be known");
  *use = true;
  return HCL_OK;
}

static hcl_status tree_copy(const hcl_body *body, hcl_str s, const char **out) {
  hcl_str c;
  hcl_status st = hcl_tree_strdup(hcl_body_tree(body), s, &c);
  *out = st == HCL_OK ? c.ptr : NULL;
  return st;
}

static hcl_status read_strings(const hcl_body *body, const hcl_attribute *a,
                               const hcl_value *v, arg_val *out,
                               hcl_diags *ds) {
  size_t n = hcl_value_count(v);
  const char **strs =
      hcl_tree_alloc(hcl_body_tree(body), (n ? n : 1) * sizeof *strs);
  if (!strs)
    return HCL_ERR_NOMEM;
  for (size_t i = 0; i < n; i++) {
    const hcl_value *e = hcl_value_at(v, i);
    const char *why = hcl_value_is_unknown(e) ? "value must be known"
                      : hcl_value_is_null(e)  ? "null value is not allowed"
                                              : NULL;
    if (why)
      return unsuitable(ds, a->expr, why);
    hcl_status st = tree_copy(body, hcl_value_as_string(e), &strs[i]);
    if (st != HCL_OK)
      return st;
  }
  out->strs = strs;
  out->nstrs = n;
  out->set = true;
  return HCL_OK;
}

/* One present argument into `out`. */
static hcl_status read_arg(const hcl_body *body, const arg_def *def,
                           const hcl_attribute *a, const hcl_eval_ctx *ctx,
                           arg_val *out, hcl_diags *ds) {
  if (def->kind == ARG_EXPR) {
    out->expr = a->expr;
    out->set = true;
    return HCL_OK;
  }
  const hcl_type *want = NULL;
  switch (def->kind) {
  case ARG_STRING:
    want = hcl_type_string();
    break;
  case ARG_BOOL:
    want = hcl_type_bool();
    break;
  case ARG_INT:
    want = hcl_type_number();
    break;
  case ARG_STRINGS:
    want = hcl_type_list(hcl_type_string(),
                         hcl_tree_allocator(hcl_body_tree(body)));
    break;
  default:
    want = hcl_type_dynamic();
    break;
  }
  if (!want)
    return HCL_ERR_NOMEM;
  hcl_value *v;
  hcl_status st = converted(a, want, ctx, ds, &v);
  hcl_type_unref(want);
  if (!v || st == HCL_ERR_NOMEM) {
    hcl_value_unref(v);
    return st;
  }
  if (def->kind == ARG_VALUE) {
    out->value = v;
    out->set = true;
    return st;
  }
  bool use;
  st = worse(st, usable(a, v, ds, &use));
  if (use && st != HCL_ERR_NOMEM) {
    switch (def->kind) {
    case ARG_STRING:
      st = worse(st, tree_copy(body, hcl_value_as_string(v), &out->str));
      out->set = true;
      break;
    case ARG_BOOL:
      out->b = hcl_value_as_bool(v);
      out->set = true;
      break;
    case ARG_INT: {
      int64_t n;
      if (!hcl_value_as_int64(v, &n) || n < LONG_MIN || n > LONG_MAX) {
        st = worse(st, unsuitable(ds, a->expr,
                                  "value must be a whole number, between "
                                  "-9223372036854775808 and "
                                  "9223372036854775807"));
      } else {
        out->n = (long)n;
        out->set = true;
      }
      break;
    }
    default:
      st = worse(st, read_strings(body, a, v, out, ds));
      break;
    }
  }
  hcl_value_unref(v);
  return st;
}

hcl_status hcl_spec_args(const hcl_body *body, const arg_def *defs, size_t n,
                         const hcl_eval_ctx *ctx, arg_val *out,
                         const hcl_body **remain, hcl_diags *ds) {
  hcl_attr_schema attrs[n ? n : 1];
  for (size_t i = 0; i < n; i++) {
    attrs[i].name = defs[i].name;
    attrs[i].required =
        defs[i].kind == ARG_STRINGS || defs[i].kind == ARG_VALUE;
    memset(&out[i], 0, sizeof out[i]);
  }
  hcl_schema schema = {attrs, n, NULL, 0};
  hcl_content c;
  hcl_status st = remain
                      ? hcl_body_partial_content(body, &schema, &c, remain, ds)
                      : hcl_body_content(body, &schema, &c, ds);
  for (size_t i = 0; i < n && st != HCL_ERR_NOMEM; i++)
    for (size_t k = 0; k < c.nattrs; k++)
      if (hcl_str_eq_c(c.attrs[k]->name, defs[i].name)) {
        st = worse(st, read_arg(body, &defs[i], c.attrs[k], ctx, &out[i], ds));
        break;
      }
  return st;
}
