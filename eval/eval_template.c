/*
 * Templates (native spec, "Templates"): parts converted to strings and
 * joined; a template of one interpolation and nothing else is unwrapped to
 * the interpolated value ("Template Interpolation Unwrapping"), unless it is
 * the branch of a directive, which the reference never unwraps; `if`
 * directives evaluate like conditionals, `for` directives like `for`
 * expressions whose results are joined.
 */

#include <string.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "eval/convert.h"
#include "eval/eval_internal.h"
#include "eval/value_internal.h"

/* The range the reference reports for a part: an interpolation's
   expression, a directive's whole span. */
static const hcl_range *part_range(const hcl_expr *part) {
  if (part->kind == HCL_EXPR_INTERPOLATION)
    return &part->children[0]->range;
  return &part->range;
}

/* The expression a template part stands for, as the reference's parts. */
static const hcl_expr *part_expr(const hcl_expr *part) {
  return part->kind == HCL_EXPR_INTERPOLATION ? part->children[0] : part;
}

/* A copy of a directive's branch, flagged so that hcl_eval_template
   converts every part to a string even when the branch is one lone
   interpolation. */
static hcl_expr as_branch(const hcl_expr *e) {
  hcl_expr b = *e;
  b.flags |= HCL_EVF_EVAL_BRANCH;
  return b;
}

static hcl_value *eval_if(hcl_evaluator *ev, const hcl_env *env,
                          const hcl_expr *e) {
  const hcl_expr *cond = e->children[0];
  hcl_expr t = as_branch(e->children[1]);
  if (e->nchildren > 2) {
    hcl_expr f = as_branch(e->children[2]);
    return hcl_eval_conditional_parts(ev, env, e, cond, &t, &f, &e->range);
  }
  /* no else: an empty string where the else would be */
  hcl_expr empty;
  memset(&empty, 0, sizeof empty);
  empty.kind = HCL_EXPR_LITERAL;
  empty.lit = HCL_LIT_STRING;
  empty.text.ptr = "";
  empty.range = e->range;
  empty.range.start = e->range.end;
  return hcl_eval_conditional_parts(ev, env, e, cond, &t, &empty, &e->range);
}

/* `%{ for }`: the body for each element, joined (the reference's
   TemplateJoinExpr over a tuple-producing ForExpr). */
static hcl_value *eval_directive_for(hcl_evaluator *ev, const hcl_env *env,
                                     const hcl_expr *e) {
  /* Build the equivalent for_tuple node on the stack. */
  hcl_expr f;
  memset(&f, 0, sizeof f);
  f.kind = HCL_EXPR_FOR_TUPLE;
  f.range = e->range;
  f.text = e->text;
  f.key = e->key;
  hcl_expr body = as_branch(e->children[1]);
  const hcl_expr *kids[2] = {e->children[0], &body};
  f.children = kids;
  f.nchildren = 2;
  hcl_value *tuple = hcl_eval_for(ev, env, &f);
  if (!tuple)
    return NULL;
  hcl_value *result = NULL;
  if (hcl_type_kind_of(tuple->type) == HCL_TYPE_DYNAMIC ||
      hcl_value_is_unknown(tuple)) {
    result = hcl_value_unknown(hcl_type_string(), ev->alloc);
    hcl_value_unref(tuple);
    return result ? result : hcl_eval_nomem(ev);
  }
  hcl_buf out, err;
  hcl_buf_init(&out, ev->alloc);
  hcl_buf_init(&err, ev->alloc);
  bool unknown = false;
  for (size_t i = 0; i < hcl_value_count(tuple) && !ev->nomem; i++) {
    const hcl_value *v = hcl_value_at(tuple, i);
    if (hcl_value_is_null(v)) {
      hcl_eval_error_in(ev, env, e, &e->range, NULL,
                        "Invalid template interpolation value",
                        "An iteration result is null. Cannot include a null "
                        "value in a string template.");
      continue;
    }
    if (hcl_type_kind_of(v->type) == HCL_TYPE_DYNAMIC) {
      unknown = true;
      break;
    }
    hcl_value *s;
    hcl_status st = hcl_eval_convert(ev, v, hcl_type_string(), &err, &s);
    if (!s) {
      if (st == HCL_OK)
        hcl_eval_error_in(
            ev, env, e, &e->range, NULL, "Invalid template interpolation value",
            "Cannot include one of the interpolation results into "
            "the string template: %s.",
            err.data);
      continue;
    }
    if (hcl_value_is_unknown(v)) {
      hcl_value_unref(s);
      unknown = true;
      break;
    }
    hcl_str str = hcl_value_as_string(s);
    if (!hcl_buf_append(&out, str.ptr, str.len))
      hcl_eval_nomem(ev);
    hcl_value_unref(s);
  }
  if (!ev->nomem) {
    result = unknown ? hcl_value_unknown(hcl_type_string(), ev->alloc)
                     : hcl_value_string(out.data ? out.data : "", out.len,
                                        ev->alloc);
    if (!result)
      hcl_eval_nomem(ev);
  }
  hcl_buf_fini(&out);
  hcl_buf_fini(&err);
  hcl_value_unref(tuple);
  return result;
}

static hcl_value *eval_part(hcl_evaluator *ev, const hcl_env *env,
                            const hcl_expr *part) {
  switch ((hcl_expr_kind)part->kind) {
  case HCL_EXPR_TEMPLATE_IF:
    return eval_if(ev, env, part);
  case HCL_EXPR_TEMPLATE_FOR:
    return eval_directive_for(ev, env, part);
  default:
    return hcl_eval_node(ev, env, part);
  }
}

/* Literal text of the native syntax (JSON strings are templates). */
static bool is_string_literal(const hcl_expr *part) {
  return part->kind == HCL_EXPR_LITERAL && part->lit == HCL_LIT_STRING &&
         !(part->flags & HCL_EVF_JSON_ORIGIN);
}

/* A template of literal text alone (most quoted strings): its text, as
   the loop below would join it, without a value per part. */
static hcl_value *literal_template(hcl_evaluator *ev, const hcl_expr *e) {
  hcl_value *v;
  if (e->nchildren == 1) {
    v = hcl_value_string(e->children[0]->text.ptr, e->children[0]->text.len,
                         ev->alloc);
  } else {
    hcl_buf out;
    hcl_buf_init(&out, ev->alloc);
    bool ok = true;
    for (size_t i = 0; ok && i < e->nchildren; i++)
      ok = hcl_buf_append(&out, e->children[i]->text.ptr,
                          e->children[i]->text.len);
    v = ok ? hcl_value_string(out.data ? out.data : "", out.len, ev->alloc)
           : NULL;
    hcl_buf_fini(&out);
  }
  return v ? v : hcl_eval_nomem(ev);
}

hcl_value *hcl_eval_template(hcl_evaluator *ev, const hcl_env *env,
                             const hcl_expr *e) {
  bool branch = (e->flags & HCL_EVF_EVAL_BRANCH) != 0;
  if (!branch && e->nchildren == 1 &&
      e->children[0]->kind == HCL_EXPR_INTERPOLATION)
    return hcl_eval_node(ev, env, e->children[0]->children[0]);
  bool literal = true;
  for (size_t i = 0; literal && i < e->nchildren; i++)
    literal = is_string_literal(e->children[i]);
  if (literal)
    return literal_template(ev, e);
  /* A branch spans its parts as the reference measures them (an
     interpolation by its expression): the context of errors in it. */
  hcl_range whole = e->range;
  if (branch && e->nchildren) {
    whole = *part_range(e->children[0]);
    whole.end = part_range(e->children[e->nchildren - 1])->end;
  }
  hcl_buf out, err;
  hcl_buf_init(&out, ev->alloc);
  hcl_buf_init(&err, ev->alloc);
  bool known = true;
  for (size_t i = 0; i < e->nchildren && !ev->nomem; i++) {
    const hcl_expr *part = e->children[i];
    hcl_value *v = eval_part(ev, env, part);
    if (!v)
      break;
    if (hcl_value_is_null(v)) {
      hcl_eval_error_in(ev, env, part_expr(part), part_range(part), &whole,
                        "Invalid template interpolation value",
                        "The expression result is null. Cannot include a null "
                        "value in a string template.");
    } else if (hcl_value_is_unknown(v)) {
      known = false;
    } else if (hcl_type_kind_of(v->type) == HCL_TYPE_STRING) {
      /* a known string converts to itself */
      hcl_str str = hcl_value_as_string(v);
      if (!hcl_buf_append(&out, str.ptr, str.len))
        hcl_eval_nomem(ev);
    } else {
      hcl_value *s;
      hcl_status st = hcl_eval_convert(ev, v, hcl_type_string(), &err, &s);
      if (!s) {
        if (st == HCL_OK)
          hcl_eval_error_in(ev, env, part_expr(part), part_range(part), &whole,
                            "Invalid template interpolation value",
                            "Cannot include the given value in a string "
                            "template: %s.",
                            err.data);
      } else {
        hcl_str str = hcl_value_as_string(s);
        if (!hcl_buf_append(&out, str.ptr, str.len))
          hcl_eval_nomem(ev);
      }
      hcl_value_unref(s);
    }
    hcl_value_unref(v);
  }
  hcl_value *result = NULL;
  if (!ev->nomem) {
    result =
        known ? hcl_value_string(out.data ? out.data : "", out.len, ev->alloc)
              : hcl_value_unknown(hcl_type_string(), ev->alloc);
    if (!result)
      hcl_eval_nomem(ev);
  }
  hcl_buf_fini(&out);
  hcl_buf_fini(&err);
  return result;
}
