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

bool hcl_spec_error_diag(hcl_diags *ds, const char *summary, const char *detail,
                         const hcl_range *subject, const hcl_range *context) {
  hcl_diag d = {HCL_DIAG_ERROR, 0, summary, detail, subject, context, NULL};
  return !ds || hcl_diags_add(ds, &d) == HCL_OK;
}

/* "Unsuitable value type" at the expression. */
static bool unsuitable(hcl_diags *ds, const hcl_expr *e, const char *why) {
  char detail[1024];
  snprintf(detail, sizeof detail, "Unsuitable value: %s", why);
  hcl_range start = hcl_expr_start_range(e), whole = hcl_expr_range(e);
  return hcl_spec_error_diag(ds, "Unsuitable value type", detail, &start,
                             &whole);
}

static bool errors_since(const hcl_diags *ds, size_t from) {
  for (size_t i = from; ds && i < hcl_diags_count(ds); i++)
    if (hcl_diags_get(ds, i)->severity == HCL_DIAG_ERROR)
      return true;
  return false;
}

/* The attribute's value converted to `want`; NULL after a diagnostic
   (*bad set) or when out of memory (*nomem set). */
static hcl_value *converted(const hcl_attribute *a, const hcl_type *want,
                            const hcl_eval_ctx *ctx, hcl_diags *ds, bool *bad,
                            bool *nomem) {
  size_t before = ds ? hcl_diags_count(ds) : 0;
  hcl_value *v = hcl_expr_eval(a->expr, ctx, ds);
  if (!v) {
    *nomem = true;
    return NULL;
  }
  if (errors_since(ds, before))
    *bad = true;
  hcl_buf err;
  hcl_buf_init(&err, NULL);
  hcl_value *out = NULL;
  hcl_convert_result r = hcl_convert(v, want, NULL, &out, &err);
  hcl_value_unref(v);
  if (r == HCL_CONVERT_NOMEM) {
    *nomem = true;
  } else if (r == HCL_CONVERT_FAILED) {
    hcl_buf_terminate(&err);
    *bad = true;
    if (!unsuitable(ds, a->expr, err.data ? err.data : ""))
      *nomem = true;
  }
  hcl_buf_fini(&err);
  return out;
}

/* The reference's checks on a converted value before it lands in a Go
   field: null leaves the field unset, unknown is an error. */
static bool usable(const hcl_attribute *a, const hcl_value *v, hcl_diags *ds,
                   bool *bad, bool *nomem) {
  if (hcl_value_is_null(v))
    return false;
  if (hcl_value_is_unknown(v)) {
    *bad = true;
    if (!unsuitable(ds, a->expr, "value must be known"))
      *nomem = true;
    return false;
  }
  return true;
}

static const char *tree_copy(const hcl_body *body, hcl_str s, bool *nomem) {
  bool ok = true;
  hcl_str c = hcl_tree_strdup(hcl_body_tree(body), s, &ok);
  if (!ok)
    *nomem = true;
  return ok ? c.ptr : NULL;
}

static void read_strings(const hcl_body *body, const hcl_attribute *a,
                         const hcl_value *v, arg_val *out, hcl_diags *ds,
                         bool *bad, bool *nomem) {
  size_t n = hcl_value_len(v);
  const char **strs =
      hcl_tree_alloc(hcl_body_tree(body), (n ? n : 1) * sizeof *strs);
  if (!strs) {
    *nomem = true;
    return;
  }
  for (size_t i = 0; i < n; i++) {
    const hcl_value *e = hcl_value_at(v, i);
    const char *why = hcl_value_is_unknown(e) ? "value must be known"
                      : hcl_value_is_null(e)  ? "null value is not allowed"
                                              : NULL;
    if (why) {
      *bad = true;
      if (!unsuitable(ds, a->expr, why))
        *nomem = true;
      return;
    }
    strs[i] = tree_copy(body, hcl_value_as_string(e), nomem);
  }
  out->strs = strs;
  out->nstrs = n;
  out->set = true;
}

static void read_arg(const hcl_body *body, const arg_def *def,
                     const hcl_attribute *a, const hcl_eval_ctx *ctx,
                     arg_val *out, hcl_diags *ds, bool *bad, bool *nomem) {
  if (def->kind == ARG_EXPR) {
    out->expr = a->expr;
    out->set = true;
    return;
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
    want = hcl_type_list(hcl_type_string(), NULL);
    break;
  default:
    want = hcl_type_dynamic();
    break;
  }
  if (!want) {
    *nomem = true;
    return;
  }
  hcl_value *v = converted(a, want, ctx, ds, bad, nomem);
  hcl_type_unref(want);
  if (!v)
    return;
  if (def->kind == ARG_VALUE) {
    out->value = v;
    out->set = true;
    return;
  }
  if (usable(a, v, ds, bad, nomem)) {
    switch (def->kind) {
    case ARG_STRING:
      out->str = tree_copy(body, hcl_value_as_string(v), nomem);
      out->set = true;
      break;
    case ARG_BOOL:
      out->b = hcl_value_as_bool(v);
      out->set = true;
      break;
    case ARG_INT: {
      int64_t n;
      if (!hcl_value_as_int64(v, &n) || n < LONG_MIN || n > LONG_MAX) {
        *bad = true;
        if (!unsuitable(ds, a->expr,
                        "value must be a whole number, between "
                        "-9223372036854775808 and 9223372036854775807"))
          *nomem = true;
      } else {
        out->n = (long)n;
        out->set = true;
      }
      break;
    }
    default:
      read_strings(body, a, v, out, ds, bad, nomem);
      break;
    }
  }
  hcl_value_unref(v);
}

bool hcl_spec_args(const hcl_body *body, const arg_def *defs, size_t n,
                   const hcl_eval_ctx *ctx, arg_val *out,
                   const hcl_body **remain, hcl_diags *ds, bool *nomem) {
  hcl_attr_schema attrs[8];
  if (n > sizeof attrs / sizeof attrs[0])
    n = sizeof attrs / sizeof attrs[0];
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
  if (st == HCL_ERR_NOMEM) {
    *nomem = true;
    return false;
  }
  bool bad = st != HCL_OK;
  for (size_t i = 0; i < n && !*nomem; i++)
    for (size_t k = 0; k < c.nattrs; k++)
      if (hcl_str_eq_c(c.attrs[k]->name, defs[i].name)) {
        read_arg(body, &defs[i], c.attrs[k], ctx, &out[i], ds, &bad, nomem);
        break;
      }
  return !bad && !*nomem;
}
