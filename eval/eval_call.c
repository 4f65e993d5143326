/*
 * Function calls (native spec, "Functions and Function Calls") and the
 * operators, which the reference evaluates as calls of its operator
 * functions: arguments converted to the parameter types, then the call.
 */

#include <stdlib.h>
#include <string.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "core/suggest.h"
#include "eval/context.h"
#include "eval/eval_internal.h"
#include "eval/func_internal.h"
#include "eval/ops.h"
#include "eval/type_constraint.h"
#include "eval/value_internal.h"

/* ---- Operators --------------------------------------------------------- */

static hcl_value *operand(hcl_evaluator *ev, const hcl_env *env,
                          const hcl_value *given, const hcl_type *want,
                          const hcl_expr *x, const hcl_range *whole,
                          const char *which) {
  hcl_buf err;
  hcl_buf_init(&err, ev->alloc);
  hcl_value *v;
  if (hcl_eval_convert(ev, given, want, &err, &v) == HCL_OK && !v)
    hcl_eval_error_in(ev, env, x, &x->range, whole, "Invalid operand",
                      "Unsuitable value for %s operand: %s.", which, err.data);
  hcl_buf_fini(&err);
  return v;
}

static hcl_value *apply(hcl_evaluator *ev, const hcl_env *env,
                        const hcl_expr *e, const hcl_value *a,
                        const hcl_value *b) {
  hcl_op op = (hcl_op)e->op;
  char *err = NULL;
  hcl_value *r = hcl_op_apply(op, a, b, ev->alloc, &err);
  if (r)
    return r;
  if (!err)
    return hcl_eval_nomem(ev);
  hcl_eval_error_in(ev, env, e, &e->range, NULL, "Operation failed",
                    "Error during operation: %s.", err);
  hcl_free(ev->alloc, err);
  r = hcl_value_unknown(hcl_op_result_type(op), ev->alloc);
  return r ? r : hcl_eval_nomem(ev);
}

hcl_value *hcl_eval_unary(hcl_evaluator *ev, const hcl_env *env,
                          const hcl_expr *e) {
  hcl_op op = (hcl_op)e->op;
  unsigned long before = ev->nerrors;
  hcl_value *given = hcl_eval_node(ev, env, e->children[0]);
  if (!given)
    return NULL;
  hcl_value *v = operand(ev, env, given, hcl_op_param_type(op), e->children[0],
                         &e->range, "unary");
  hcl_value_unref(given);
  hcl_value *r;
  if (ev->nomem)
    r = NULL;
  else if (ev->nerrors > before)
    r = hcl_value_unknown(hcl_op_result_type(op), ev->alloc);
  else
    r = apply(ev, env, e, v, NULL);
  hcl_value_unref(v);
  return r ? r : hcl_eval_nomem(ev);
}

/* A binary operator whose left operand has value `gl` (taken; NULL when
   out of memory). `before` counts the errors reported before that operand
   was evaluated: any error in either operand makes the result unknown. */
static hcl_value *binary_step(hcl_evaluator *ev, const hcl_env *env,
                              const hcl_expr *e, hcl_value *gl,
                              unsigned long before) {
  hcl_op op = (hcl_op)e->op;
  hcl_value *gr = gl ? hcl_eval_node(ev, env, e->children[1]) : NULL;
  hcl_value *l = NULL, *r = NULL, *result = NULL;
  if (gl && gr) {
    const hcl_type *pt = hcl_op_param_type(op);
    l = operand(ev, env, gl, pt, e->children[0], &e->range, "left");
    r = operand(ev, env, gr, pt, e->children[1], &e->range, "right");
    if (!ev->nomem) {
      if (ev->nerrors > before)
        result = hcl_value_unknown(hcl_op_result_type(op), ev->alloc);
      else
        result = apply(ev, env, e, l, r);
    }
  }
  hcl_value_unref(gl);
  hcl_value_unref(gr);
  hcl_value_unref(l);
  hcl_value_unref(r);
  return result ? result : hcl_eval_nomem(ev);
}

/* Whether `x` is evaluated by hcl_eval_binary (see hcl_eval_node). */
static bool is_binary(const hcl_expr *x) {
  return x->kind == HCL_EXPR_BINARY && !(x->flags & HCL_EVF_JSON_ORIGIN);
}

/*
 * Operators are left associative, so `a + b + c` nests down its left
 * operands. A chain of them is no nesting: it is evaluated down that
 * spine in a loop, innermost operator first, rather than by recursion.
 * Each operator's error count starts where the recursion would have
 * started it: before the chain's first operand, nothing being reported in
 * between.
 */
hcl_value *hcl_eval_binary(hcl_evaluator *ev, const hcl_env *env,
                           const hcl_expr *e) {
  size_t n = 1;
  const hcl_expr *x = e->children[0];
  for (; is_binary(x); x = x->children[0])
    n++;
  const hcl_expr *few[4];
  const hcl_expr **spine =
      n <= 4 ? few : hcl_mem_alloc(ev->alloc, n * sizeof *spine);
  if (!spine)
    return hcl_eval_nomem(ev);
  x = e;
  for (size_t i = 0; i < n; i++, x = x->children[0])
    spine[i] = x;
  unsigned long before = ev->nerrors;
  hcl_value *v = hcl_eval_node(ev, env, x);
  for (size_t i = n; i-- > 0;)
    v = binary_step(ev, env, spine[i], v, before);
  if (spine != few)
    hcl_mem_free(ev->alloc, spine);
  return v;
}

/* ---- Calls ------------------------------------------------------------- */

static hcl_value *unknown_function(hcl_evaluator *ev, const hcl_env *env,
                                   const hcl_expr *e) {
  /* the suggestion comes from the innermost context's functions, in name
     order */
  const char *best = NULL;
  const hcl_eval_ctx *c = env->ctx;
  if (c) {
    for (size_t i = 0; i < c->funcs.cap; i++) {
      const hcl_map_entry *me = &c->funcs.slots[i];
      if (me->gen != c->funcs.gen)
        continue;
      size_t dist;
      if (hcl_edit_distance(ev->alloc, e->text.ptr, e->text.len, me->key,
                            me->key_len, &dist) != HCL_OK)
        return hcl_eval_nomem(ev);
      if (dist < 3 && (!best || strcmp(me->key, best) < 0))
        best = me->key;
    }
  }
  if (best)
    hcl_eval_error_in(ev, env, e, &e->aux, &e->range,
                      "Call to unknown function",
                      "There is no function named \"%.*s\". Did you mean "
                      "\"%s\"?",
                      (int)e->text.len, e->text.ptr, best);
  else
    hcl_eval_error_in(
        ev, env, e, &e->aux, &e->range, "Call to unknown function",
        "There is no function named \"%.*s\".", (int)e->text.len, e->text.ptr);
  return hcl_value_dynamic();
}

/* The closing parenthesis: the call's last character. */
static hcl_range close_paren(const hcl_expr *e) {
  hcl_range r = e->range;
  r.start = r.end;
  r.start.byte--;
  r.start.column--;
  return r;
}

/* Arguments a call keeps in place before it allocates (most calls have
   one to three). */
#define FEW_ARGS 4

typedef struct arg_list {
  const hcl_value **vals; /* one reference each */
  const hcl_expr **exprs; /* the expression each came from */
  size_t n;
  const hcl_value *few_vals[FEW_ARGS];
  const hcl_expr *few_exprs[FEW_ARGS];
} arg_list;

static void free_args(hcl_evaluator *ev, arg_list *a) {
  for (size_t i = 0; i < a->n; i++)
    hcl_value_unref(a->vals[i]);
  if (a->vals != a->few_vals)
    hcl_mem_free(ev->alloc, a->vals);
  if (a->exprs != a->few_exprs)
    hcl_mem_free(ev->alloc, a->exprs);
}

/* The argument expressions, with a final `...` argument expanded into its
   elements. Returns false with the call's result in *early (an error or
   the dynamic value). */
static bool expand_args(hcl_evaluator *ev, const hcl_env *env,
                        const hcl_expr *e, arg_list *out, hcl_value **early) {
  size_t n = e->nchildren;
  bool expand = (e->flags & HCL_EVF_EXPAND_FINAL) && n > 0;
  hcl_value *last = NULL;
  size_t extra = 0;
  if (expand) {
    const hcl_expr *x = e->children[n - 1];
    unsigned long before = ev->nerrors;
    last = hcl_eval_node(ev, env, x);
    if (!last) {
      *early = NULL;
      return false;
    }
    if (ev->nerrors > before) {
      hcl_value_unref(last);
      *early = hcl_value_dynamic();
      return false;
    }
    hcl_type_kind k = hcl_type_kind_of(last->type);
    bool seq = k == HCL_TYPE_TUPLE || k == HCL_TYPE_LIST || k == HCL_TYPE_SET;
    if (k == HCL_TYPE_DYNAMIC || seq) {
      if (hcl_value_is_null(last)) {
        hcl_eval_error_in(
            ev, env, x, &x->range, &e->range,
            "Invalid expanding argument value",
            "The expanding argument (indicated by ...) must not be "
            "null.");
        hcl_value_unref(last);
        *early = hcl_value_dynamic();
        return false;
      }
      if (k == HCL_TYPE_DYNAMIC || hcl_value_is_unknown(last)) {
        hcl_value_unref(last);
        *early = hcl_value_dynamic();
        return false;
      }
      extra = hcl_value_count(last);
    } else {
      hcl_eval_error_in(
          ev, env, x, &x->range, &e->range, "Invalid expanding argument value",
          "The expanding argument (indicated by ...) must be of a "
          "tuple, list, or set type.");
      hcl_value_unref(last);
      *early = hcl_value_dynamic();
      return false;
    }
    n--;
  }
  size_t total = n + extra;
  if (total <= FEW_ARGS) {
    out->vals = out->few_vals;
    out->exprs = out->few_exprs;
  } else {
    out->vals = hcl_mem_alloc(ev->alloc, total * sizeof *out->vals);
    out->exprs = hcl_mem_alloc(ev->alloc, total * sizeof *out->exprs);
  }
  out->n = 0;
  if (!out->vals || !out->exprs) {
    hcl_value_unref(last);
    *early = hcl_eval_nomem(ev);
    return false;
  }
  for (size_t i = 0; i < n; i++) {
    out->exprs[i] = e->children[i];
    out->vals[i] = NULL;
  }
  for (size_t i = 0; i < extra; i++) {
    out->exprs[n + i] = e->children[e->nchildren - 1];
    out->vals[n + i] = hcl_value_ref(hcl_value_at(last, i));
  }
  out->n = total;
  hcl_value_unref(last);
  return true;
}

/* ---- try and can ------------------------------------------------------ */

/* 1 when a variable `x` refers to has a value that is not wholly known,
   0 when none has, -1 when out of memory. */
static int depends_on_unknowns(hcl_evaluator *ev, const hcl_env *env,
                               const hcl_expr *x) {
  hcl_traversals *ts = hcl_expr_variables(x, ev->alloc);
  if (!ts)
    return -1;
  int found = 0;
  for (size_t i = 0; i < hcl_traversals_count(ts) && !found; i++) {
    hcl_value *v = NULL;
    if (hcl_env_traversal_value(env, hcl_traversals_at(ts, i), ev->alloc, &v) !=
        HCL_OK) {
      found = -1;
      break;
    }
    if (v && !hcl_value_is_wholly_known(v))
      found = 1;
    hcl_value_unref(v);
  }
  hcl_traversals_free(ts);
  return found;
}

/* One line of try's failure message per diagnostic of its arguments. */
static bool describe_failures(hcl_buf *b, const hcl_diags *ds) {
  bool ok = hcl_buf_puts(b, "no expression succeeded:\n");
  for (size_t i = 0; ok && i < hcl_diags_count(ds); i++) {
    const hcl_diag *d = hcl_diags_at(ds, i);
    ok = hcl_buf_printf(b, "- %s", d->summary);
    if (ok && d->subject)
      ok = hcl_buf_puts(b, " (at ") && hcl_buf_put_range(b, d->subject) &&
           hcl_buf_puts(b, ")");
    ok = ok && hcl_buf_printf(b, "\n  %s\n", d->detail ? d->detail : "");
  }
  return ok &&
         hcl_buf_puts(
             b, "\nAt least one expression must produce a successful result") &&
         hcl_buf_terminate(b);
}

/* try and can: each argument is evaluated in turn with its errors held
   back. try gives the first value without errors, can whether its one
   argument has none; either is unknown as soon as an argument refers to a
   value not wholly known. When every argument of try fails, *why says
   how (from the evaluator's allocator) and NULL is returned. */
static hcl_value *lazy_call(hcl_evaluator *ev, const hcl_env *env, bool can,
                            const arg_list *args, char **why) {
  hcl_buf b;
  hcl_buf_init(&b, ev->alloc);
  if (args->n == 0) {
    if (!hcl_buf_puts(&b, "at least one argument is required") ||
        !hcl_buf_terminate(&b)) {
      hcl_buf_fini(&b);
      return hcl_eval_nomem(ev);
    }
    *why = b.data;
    return NULL;
  }
  hcl_diags *failures = hcl_diags_new(ev->alloc);
  if (!failures)
    return hcl_eval_nomem(ev);
  hcl_value *result = NULL;
  for (size_t i = 0; i < args->n && !result; i++) {
    int unknown = depends_on_unknowns(ev, env, args->exprs[i]);
    if (unknown < 0) {
      hcl_eval_nomem(ev);
      break;
    }
    if (unknown) {
      result = can ? hcl_value_unknown(hcl_type_bool(), ev->alloc)
                   : hcl_value_dynamic();
      if (!result)
        hcl_eval_nomem(ev);
      break;
    }
    hcl_diags *held = NULL;
    unsigned long errors = 0;
    hcl_value *v = hcl_eval_held(ev, env, args->exprs[i], &held, &errors);
    if (v && errors == 0) {
      if (can) {
        hcl_value_unref(v);
        v = hcl_value_bool(true);
      }
      result = v;
    } else {
      hcl_value_unref(v);
      for (size_t j = 0; held && j < hcl_diags_count(held); j++)
        if (hcl_diags_add(failures, hcl_diags_at(held, j)) != HCL_OK)
          ev->nomem = true;
    }
    hcl_diags_free(held);
    if (ev->nomem)
      break;
  }
  if (!result && !ev->nomem) {
    if (can) {
      result = hcl_value_bool(false);
    } else {
      if (describe_failures(&b, failures))
        *why = b.data;
      else {
        hcl_buf_fini(&b);
        hcl_eval_nomem(ev);
      }
    }
  }
  if (ev->nomem) {
    hcl_value_unref(result);
    result = NULL;
  }
  hcl_diags_free(failures);
  return result;
}

/* An argument written as a type constraint (convert's second), read from
   the expression rather than evaluated; an unknown value of the capsule
   type when it is no constraint (reported), NULL when out of memory. */
static hcl_value *read_constraint(hcl_evaluator *ev, const hcl_expr *arg) {
  const hcl_type *t = NULL;
  unsigned long errors = 0;
  if (hcl_type_constraint_read(arg, ev->alloc, ev->ds, &t, NULL, &errors) ==
      HCL_ERR_NOMEM)
    return hcl_eval_nomem(ev);
  ev->nerrors += errors;
  hcl_value *v =
      errors ? hcl_value_unknown(&hcl_type_constraint_capsule, ev->alloc)
             : hcl_type_constraint_value(t, ev->alloc);
  hcl_type_unref(t);
  return v ? v : hcl_eval_nomem(ev);
}

hcl_value *hcl_eval_call(hcl_evaluator *ev, const hcl_env *env,
                         const hcl_expr *e) {
  bool any;
  const hcl_func *f = hcl_env_func(env, e->text, &any);
  if (!f) {
    if (!any) {
      hcl_eval_error_in(ev, env, e, &e->range, NULL,
                        "Function calls not allowed",
                        "Functions may not be called here.");
      return hcl_value_dynamic();
    }
    return unknown_function(ev, env, e);
  }
  arg_list args;
  memset(&args, 0, sizeof args);
  hcl_value *early = NULL;
  if (!expand_args(ev, env, e, &args, &early)) {
    free_args(ev, &args);
    return early;
  }
  size_t nparams = hcl_func_nparams(f);
  const hcl_param *var = hcl_func_variadic(f);
  hcl_value *result = NULL;
  if (args.n < nparams) {
    hcl_range cp = close_paren(e);
    hcl_eval_error_in(ev, env, e, &cp, &e->range,
                      "Not enough function arguments",
                      "Function \"%.*s\" expects%s %zu argument(s). Missing "
                      "value for \"%s\".",
                      (int)e->text.len, e->text.ptr, var ? " at least" : "",
                      nparams, hcl_func_param(f, args.n)->name);
    result = hcl_value_dynamic();
    goto out;
  }
  if (!var && args.n > nparams) {
    hcl_range sr = hcl_expr_start_range(args.exprs[nparams]);
    hcl_eval_error_in(ev, env, e, &sr, &e->range, "Too many function arguments",
                      "Function \"%.*s\" expects only %zu argument(s).",
                      (int)e->text.len, e->text.ptr, nparams);
    result = hcl_value_dynamic();
    goto out;
  }
  char *why = NULL;
  long why_arg = -1;
  hcl_lazy_kind lazy = hcl_func_lazy_kind(f);
  if (lazy != HCL_LAZY_NONE && !(e->flags & HCL_EVF_EXPAND_FINAL)) {
    result = lazy_call(ev, env, lazy == HCL_LAZY_CAN, &args, &why);
    if (result || ev->nomem)
      goto out;
    goto failed;
  }
  unsigned long before = ev->nerrors;
  hcl_buf err;
  hcl_buf_init(&err, ev->alloc);
  for (size_t i = 0; i < args.n && !ev->nomem; i++) {
    const hcl_param *p = hcl_func_param(f, i);
    hcl_value *given = (hcl_value *)args.vals[i];
    if (!given && p->type == &hcl_type_constraint_capsule) {
      args.vals[i] = read_constraint(ev, args.exprs[i]);
      continue;
    }
    if (!given) {
      given = hcl_eval_node(ev, env, args.exprs[i]);
      if (!given)
        break;
    }
    hcl_value *v;
    if (hcl_eval_convert(ev, given, p->type, &err, &v) == HCL_OK && !v) {
      hcl_range sr = hcl_expr_start_range(args.exprs[i]);
      hcl_eval_error_in(
          ev, env, args.exprs[i], &sr, &e->range, "Invalid function argument",
          "Invalid value for \"%s\" parameter: %s.", p->name, err.data);
      /* the reference keeps going with what it has */
      v = hcl_value_ref(given);
    }
    hcl_value_unref(given);
    args.vals[i] = v;
  }
  hcl_buf_fini(&err);
  if (ev->nomem)
    goto out;
  if (ev->nerrors > before) {
    result = hcl_value_dynamic();
    goto out;
  }
  result = hcl_func_call(f, args.vals, args.n, ev->alloc, &why, &why_arg);
  if (result)
    goto out;
failed:
  if (!why) {
    hcl_eval_nomem(ev);
    goto out;
  }
  const hcl_param *p = why_arg >= 0 ? hcl_func_param(f, (size_t)why_arg) : NULL;
  if (why_arg >= 0 && p && (size_t)why_arg < args.n) {
    hcl_range sr = hcl_expr_start_range(args.exprs[why_arg]);
    hcl_eval_error_in(ev, env, args.exprs[why_arg], &sr, &e->range,
                      "Invalid function argument",
                      "Invalid value for \"%s\" parameter: %s.", p->name, why);
  } else if (why_arg >= 0 && p) {
    hcl_eval_error_in(ev, env, e, &e->range, NULL, "Invalid function argument",
                      "Invalid value for \"%s\" parameter: %s.", p->name, why);
  } else {
    hcl_range sr = hcl_expr_start_range(e);
    hcl_eval_error_in(ev, env, e, &sr, &e->range, "Error in function call",
                      "Call to function \"%.*s\" failed: %s.", (int)e->text.len,
                      e->text.ptr, why);
  }
  hcl_free(ev->alloc, why);
  result = hcl_value_dynamic();
out:
  free_args(ev, &args);
  return result;
}
