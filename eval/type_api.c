/*
 * Types for embedders (hcl/value.h, "Types for applications"): conversion
 * safe or unsafe with cty's messages, unification, conformance to a type
 * constraint (type.c), and a type written as a type expression. The work is
 * done by eval/convert.c; this file is its public face.
 */

#include <string.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "core/limits.h"
#include "core/quote.h"
#include "core/utf8.h"
#include "core/vec.h"
#include "eval/convert.h"

/* *err as a NUL-terminated copy of `b` from `a` (NULL when out of memory,
   and when no one asked). */
static void give_message(hcl_buf *b, const hcl_alloc *a, char **err) {
  if (!err)
    return;
  *err = NULL;
  if (!hcl_buf_terminate(b))
    return;
  char *copy = hcl_mem_alloc(a, b->len + 1);
  if (copy)
    memcpy(copy, b->data, b->len + 1);
  *err = copy;
}

hcl_status hcl_value_convert(const hcl_value *v, const hcl_type *want,
                             bool safe_only, const hcl_alloc *a,
                             hcl_value **out, char **err, char **path) {
  *out = NULL;
  if (err)
    *err = NULL;
  if (path)
    *path = NULL;
  hcl_buf msg, where;
  hcl_buf_init(&msg, a);
  hcl_buf_init(&where, a);
  hcl_status st = HCL_OK;
  if (safe_only) {
    bool yes = false;
    st = hcl_convertible(hcl_value_type(v), want, false, a, &yes);
    if (st == HCL_OK && !yes) {
      st = hcl_mismatch_message(hcl_value_type(v), want, &msg);
      if (st == HCL_OK)
        st = HCL_ERR_INVALID;
    } else if (st == HCL_ERR_INVALID) {
      hcl_buf_puts(&msg, "nesting too deep");
    }
  }
  if (st == HCL_OK) {
    hcl_convert_result r =
        hcl_convert_at(v, want, a, out, &msg, path ? &where : NULL);
    if (r == HCL_CONVERT_NOMEM)
      st = HCL_ERR_NOMEM;
    else if (r == HCL_CONVERT_FAILED)
      st = HCL_ERR_INVALID;
  }
  if (st == HCL_ERR_INVALID) {
    give_message(&msg, a, err);
    give_message(&where, a, path);
  }
  hcl_buf_fini(&msg);
  hcl_buf_fini(&where);
  return st;
}

hcl_status hcl_type_unify(const hcl_type *const *types, size_t n,
                          bool safe_only, const hcl_alloc *a,
                          const hcl_type **out) {
  return hcl_unify(types, n, !safe_only, a, out);
}

/* ---- Type expressions -------------------------------------------------- */

/* One step of writing a type: a type, a piece of text, or the name of an
   object type's attribute followed by `=`. */
typedef enum step_kind { STEP_TYPE, STEP_TEXT, STEP_NAME } step_kind;

typedef struct step {
  step_kind kind;
  const hcl_type *t; /* TYPE; NAME: the object type */
  const char *text;  /* TEXT */
  size_t attr;       /* NAME: the attribute's index */
} step;

static bool later(hcl_vec *todo, step_kind kind, const hcl_type *t,
                  const char *text, size_t attr) {
  step s = {kind, t, text, attr};
  return hcl_vec_push(todo, &s) != NULL;
}

/* Writes what a type starts with and schedules the rest, last first (the
   stack pops the first). */
static bool schedule(hcl_vec *todo, hcl_buf *b, const hcl_type *t) {
  hcl_type_kind k = hcl_type_kind_of(t);
  switch (k) {
  case HCL_TYPE_DYNAMIC:
    return hcl_buf_puts(b, "any");
  case HCL_TYPE_STRING:
    return hcl_buf_puts(b, "string");
  case HCL_TYPE_NUMBER:
    return hcl_buf_puts(b, "number");
  case HCL_TYPE_BOOL:
    return hcl_buf_puts(b, "bool");
  case HCL_TYPE_CAPSULE:
    return hcl_buf_puts(b, hcl_type_capsule_name(t));
  case HCL_TYPE_LIST:
  case HCL_TYPE_SET:
  case HCL_TYPE_MAP:
    return hcl_buf_puts(b, k == HCL_TYPE_LIST  ? "list("
                           : k == HCL_TYPE_SET ? "set("
                                               : "map(") &&
           later(todo, STEP_TEXT, NULL, ")", 0) &&
           later(todo, STEP_TYPE, hcl_type_elem(t), NULL, 0);
  case HCL_TYPE_TUPLE:
  case HCL_TYPE_OBJECT: {
    bool object = k == HCL_TYPE_OBJECT;
    if (!hcl_buf_puts(b, object ? "object({" : "tuple([") ||
        !later(todo, STEP_TEXT, NULL, object ? "})" : "])", 0))
      return false;
    for (size_t i = hcl_type_count(t); i-- > 0;)
      if (!later(todo, STEP_TYPE, hcl_type_at(t, i), NULL, 0) ||
          (object && !later(todo, STEP_NAME, t, NULL, i)) ||
          (i > 0 && !later(todo, STEP_TEXT, NULL, ",", 0)))
        return false;
    return true;
  }
  }
  return true;
}

size_t hcl_type_expr_string(const hcl_type *t, char *buf, size_t cap) {
  hcl_buf b;
  hcl_buf_init(&b, NULL);
  hcl_vec todo;
  hcl_vec_init(&todo, NULL, sizeof(step));
  bool ok = later(&todo, STEP_TYPE, t, NULL, 0);
  while (ok && todo.len) {
    step s = *(step *)hcl_vec_last(&todo);
    hcl_vec_pop(&todo);
    if (s.kind == STEP_TEXT) {
      ok = hcl_buf_puts(&b, s.text);
    } else if (s.kind == STEP_NAME) {
      /* as a name where it is one, else quoted as the reference does */
      hcl_str n = hcl_type_attr_name_at(s.t, s.attr);
      ok = (hcl_is_identifier(n.ptr, n.len) ? hcl_buf_append(&b, n.ptr, n.len)
                                            : hcl_go_quote(&b, n.ptr, n.len)) &&
           hcl_buf_putc(&b, '=');
    } else {
      ok = schedule(&todo, &b, s.t);
    }
  }
  size_t len = hcl_copy_out(b.data, ok ? b.len : 0, buf, cap);
  hcl_vec_fini(&todo);
  hcl_buf_fini(&b);
  return len;
}

/* ---- Attributes of a type ---------------------------------------------- */

hcl_value *hcl_attr_value_as(const hcl_attribute *a, const hcl_type *want,
                             const hcl_eval_ctx *ctx, const hcl_alloc *alloc,
                             hcl_diags *ds) {
  hcl_value *v = hcl_expr_eval(a->expr, ctx, ds);
  if (!v)
    return NULL;
  hcl_buf err;
  hcl_buf_init(&err, alloc);
  hcl_value *out = NULL;
  hcl_convert_result r = hcl_convert(v, want, alloc, &out, &err);
  hcl_value_unref(v);
  bool ok = r != HCL_CONVERT_NOMEM;
  if (r == HCL_CONVERT_FAILED) {
    /* hcldec's words for an attribute spec's conversion */
    hcl_buf detail;
    hcl_buf_init(&detail, alloc);
    hcl_range subject = hcl_expr_range(a->expr), context = a->name_range;
    context.end = subject.end;
    char *notes = NULL;
    const char *text =
        hcl_buf_terminate(&err)
            ? hcl_buf_format(&detail,
                             "Inappropriate value for attribute \"%.*s\": %s.",
                             (int)a->name.len, a->name.ptr, err.data)
            : NULL;
    ok = text && (!ctx || hcl_expr_value_notes(a->expr, ctx, &notes) == HCL_OK);
    hcl_diag g = {HCL_DIAG_ERROR, 0,        "Incorrect attribute value type",
                  text,           &subject, &context,
                  notes};
    if (ok && ds)
      ok = hcl_diags_add(ds, &g) == HCL_OK;
    hcl_free(hcl_eval_ctx_alloc(ctx), notes);
    hcl_buf_fini(&detail);
    out = ok ? hcl_value_unknown(want, alloc) : NULL;
  }
  hcl_buf_fini(&err);
  if (!ok) {
    hcl_value_unref(out);
    return NULL;
  }
  return out;
}

hcl_value *hcl_attribute_value(const hcl_attribute *a, const hcl_type *want,
                               const hcl_eval_ctx *ctx, hcl_diags *ds) {
  return hcl_attr_value_as(a, want, ctx, hcl_eval_ctx_alloc(ctx), ds);
}
