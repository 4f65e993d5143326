/*
 * Functions defined in configuration, as the reference's ext/userfunc
 * reads them (spec files' `function` blocks, and hcl/userfunc.h):
 *
 *   function "add_one" {
 *     params         = [n]
 *     variadic_param = rest     # optional
 *     result         = n + 1
 *   }
 *
 * A call evaluates `result` in a child of the base context with the
 * parameters as variables (the variadic ones as a tuple). Errors while
 * evaluating fail the call with the diagnostics written as one message, as
 * the reference's error text for diagnostics reads. The base context is
 * read at call time, so the functions may be defined in it and call each
 * other; a function that calls itself, directly or through others, could
 * never end (HCL evaluates both branches of a conditional), and its call
 * fails instead of exhausting the stack.
 */

#include "decode/userfunc.h"
#include "hcl/userfunc.h"

#include <stdlib.h>
#include <string.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "core/compare.h"
#include "core/limits.h"
#include "decode/spec_args.h"
#include "eval/context.h"
#include "tree/tree.h"

typedef struct userfunc {
  const hcl_alloc *alloc; /* the spec file's, or the application's */
  hcl_str name;
  const hcl_eval_ctx *base;
  const hcl_expr *result;
  const char **params;
  size_t nparams;
  const char *variadic; /* NULL when none */
  /* The names a call binds, distinct and sorted (hcl_expr_eval_bound),
     and for each the parameter it takes its value from (nparams: the
     variadic tuple). A name given twice takes the later one's, as a
     table set in order would. */
  hcl_str *bound;
  size_t *bound_from;
  size_t nbound;
} userfunc;

static void release(void *p) {
  userfunc *uf = p;
  hcl_mem_free(uf->alloc, uf);
}

/* The reference's text for a set of diagnostics used as an error. */
static bool diags_text(const hcl_diags *ds, size_t from, hcl_buf *b) {
  size_t n = hcl_diags_count(ds) - from;
  const hcl_diag *d = hcl_diags_at(ds, from);
  bool ok;
  if (d->subject) {
    ok = hcl_buf_put_range(b, d->subject);
  } else {
    /* what the reference prints for a diagnostic without a subject */
    ok = hcl_buf_puts(b, "%!s(PANIC=String method: runtime error: invalid "
                         "memory address or nil pointer dereference)");
  }
  ok = ok && hcl_buf_printf(b, ": %s; %s", d->summary ? d->summary : "",
                            d->detail ? d->detail : "");
  if (n > 1)
    ok = ok && hcl_buf_printf(b, ", and %zu other diagnostic(s)", n - 1);
  return ok && hcl_buf_terminate(b);
}

/* The user functions being called on this thread, innermost first. */
typedef struct active_call {
  const userfunc *uf;
  const struct active_call *outer;
  unsigned depth;
} active_call;

static _Thread_local const active_call *calls;

static hcl_value *run_result(hcl_call *call, const userfunc *uf,
                             const hcl_value *const *args, size_t nargs);

/* Evaluates the result for `args`; NULL after hcl_call_error. */
static hcl_value *run(hcl_call *call, const hcl_value *const *args,
                      size_t nargs) {
  const userfunc *uf = hcl_call_ctx(call);
  for (const active_call *a = calls; a; a = a->outer) {
    if (a->uf == uf) {
      hcl_call_error(call, -1,
                     "the function \"%.*s\" calls itself, directly or "
                     "through other functions, and would never return",
                     (int)uf->name.len, uf->name.ptr);
      return NULL;
    }
  }
  unsigned depth = calls ? calls->depth + 1 : 1;
  if (depth > HCL_MAX_USERFUNC_DEPTH) {
    hcl_call_error(call, -1,
                   "user functions call each other more than %d levels deep",
                   HCL_MAX_USERFUNC_DEPTH);
    return NULL;
  }
  active_call me = {uf, calls, depth};
  calls = &me;
  hcl_value *v = run_result(call, uf, args, nargs);
  calls = me.outer;
  return v;
}

/* Up to this many parameters a call binds them as scopes on the stack,
   looked up one by one; past it, in a child context's table, whose
   lookups cost the same however many there are. */
#define ARGS_ON_STACK 16

/* The result of `uf` for parameters `names` bound to `vals`. */
static hcl_value *eval_result(const userfunc *uf, const hcl_alloc *alloc,
                              const hcl_str *names, const hcl_value **vals,
                              size_t n, hcl_diags *ds) {
  const hcl_eval_ctx *base = uf->base;
  if (n <= ARGS_ON_STACK)
    return hcl_expr_eval_bound(uf->result, base,
                               base ? hcl_eval_ctx_alloc(base) : alloc, names,
                               vals, n, ds);
  hcl_eval_ctx scope, *c = &scope;
  if (base)
    hcl_eval_ctx_init_child(&scope, base);
  else
    c = hcl_eval_ctx_new(alloc);
  bool ok = c != NULL;
  if (ok)
    hcl_eval_ctx_allow_vars(c);
  for (size_t i = 0; ok && i < n; i++)
    ok = hcl_eval_ctx_set_var(c, names[i].ptr, names[i].len, vals[i]) == HCL_OK;
  hcl_value *v = ok ? hcl_expr_eval(uf->result, c, ds) : NULL;
  if (c == &scope)
    hcl_eval_ctx_fini(c);
  else
    hcl_eval_ctx_free(c);
  return v;
}

static hcl_value *run_result(hcl_call *call, const userfunc *uf,
                             const hcl_value *const *args, size_t nargs) {
  const hcl_alloc *alloc = hcl_call_alloc(call);
  hcl_diags *ds = hcl_diags_new(alloc);
  hcl_value *rest = NULL;
  bool ok = ds != NULL;
  if (ok && uf->variadic) {
    size_t n = nargs > uf->nparams ? nargs - uf->nparams : 0;
    rest = hcl_value_tuple(args + uf->nparams, n, alloc);
    ok = rest != NULL;
  }
  /* the parameters' values, in the order of their sorted names */
  hcl_str names_on_stack[ARGS_ON_STACK], *names = names_on_stack;
  const hcl_value *vals_on_stack[ARGS_ON_STACK], **vals = vals_on_stack;
  if (ok && uf->nbound > ARGS_ON_STACK) {
    names = hcl_mem_alloc(alloc, uf->nbound * sizeof *names);
    vals = hcl_mem_alloc(alloc, uf->nbound * sizeof *vals);
    ok = names && vals;
  }
  size_t n = 0;
  for (size_t i = 0; ok && i < uf->nbound; i++) {
    size_t from = uf->bound_from[i];
    if (from == uf->nparams) {
      names[n] = uf->bound[i];
      vals[n++] = rest;
    } else if (from < nargs) {
      names[n] = uf->bound[i];
      vals[n++] = args[from];
    }
  }
  hcl_value *v = ok ? eval_result(uf, alloc, names, vals, n, ds) : NULL;
  if (v && hcl_diags_has_errors(ds)) {
    hcl_buf b;
    hcl_buf_init(&b, alloc);
    /* the reference's text starts with the first diagnostic, whatever its
       severity */
    if (diags_text(ds, 0, &b))
      hcl_call_error(call, -1, "%s", b.data);
    hcl_buf_fini(&b);
    hcl_value_unref(v);
    v = NULL;
  }
  if (names != names_on_stack)
    hcl_mem_free(alloc, names);
  if (vals != vals_on_stack)
    hcl_mem_free(alloc, (void *)vals);
  hcl_value_unref(rest);
  hcl_diags_free(ds);
  return v;
}

/* The type is that of the result, so the result computed here is kept
   for userfunc_impl: the result expression is evaluated once a call. */
static const hcl_type *
userfunc_type(hcl_call *call, const hcl_value *const *args, size_t nargs) {
  hcl_value *v = run(call, args, nargs);
  if (!v)
    return NULL;
  const hcl_type *t = hcl_type_ref(hcl_value_type(v));
  hcl_call_keep(call, v);
  return t;
}

static hcl_value *userfunc_impl(hcl_call *call, const hcl_value *const *args,
                                size_t nargs, const hcl_type *result_type) {
  (void)result_type;
  hcl_value *v = hcl_call_take_kept(call);
  return v ? v : run(call, args, nargs);
}

/* A parameter name: an identifier, or an error diagnostic (HCL_ERR_SYNTAX,
   or HCL_ERR_NOMEM when it could not be reported). */
static hcl_status param_name(const hcl_expr *e, const char *summary,
                             const char *detail, hcl_diags *ds,
                             const char **out) {
  hcl_str k = hcl_expr_as_keyword(e);
  if (k.len > 0) {
    *out = k.ptr;
    return HCL_OK;
  }
  hcl_range r = hcl_expr_range(e);
  hcl_status st = hcl_spec_error_diag(ds, summary, detail, &r, NULL);
  return st == HCL_OK ? HCL_ERR_SYNTAX : st;
}

/* One name a call binds, while they are sorted. */
typedef struct binding {
  hcl_str name;
  size_t from; /* parameter index; nparams: the variadic one */
} binding;

static int by_name_then_order(const void *a, const void *b) {
  const binding *x = a, *y = b;
  int c = hcl_str_compare(x->name, y->name);
  return c ? c : (x->from > y->from) - (x->from < y->from);
}

/* Fills uf->bound and uf->bound_from (in the tree `t`, as the names). */
static bool bind_names(userfunc *uf, hcl_tree *t) {
  size_t n = uf->nparams + (uf->variadic ? 1 : 0);
  binding *bs = hcl_mem_alloc(uf->alloc, (n ? n : 1) * sizeof *bs);
  uf->bound = hcl_tree_alloc(t, (n ? n : 1) * sizeof *uf->bound);
  uf->bound_from = hcl_tree_alloc(t, (n ? n : 1) * sizeof *uf->bound_from);
  if (!bs || !uf->bound || !uf->bound_from) {
    hcl_mem_free(uf->alloc, bs);
    return false;
  }
  for (size_t i = 0; i < uf->nparams; i++)
    bs[i] = (binding){{uf->params[i], strlen(uf->params[i])}, i};
  if (uf->variadic)
    bs[uf->nparams] =
        (binding){{uf->variadic, strlen(uf->variadic)}, uf->nparams};
  qsort(bs, n, sizeof *bs, by_name_then_order);
  uf->nbound = 0;
  for (size_t i = 0; i < n; i++) {
    /* of a name given twice, the later one (the variadic one last) */
    if (i + 1 < n && hcl_str_eq(bs[i].name, bs[i + 1].name))
      continue;
    uf->bound[uf->nbound] = bs[i].name;
    uf->bound_from[uf->nbound++] = bs[i].from;
  }
  hcl_mem_free(uf->alloc, bs);
  return true;
}

/* Reads one `function` block: HCL_OK when it defines a function,
   HCL_ERR_SYNTAX (after diagnostics) when it defines nothing. */
static hcl_status read_function(const hcl_block *blk, const hcl_eval_ctx *base,
                                const hcl_alloc *alloc, hcl_vec *into,
                                hcl_diags *ds) {
  hcl_attr_schema attrs[] = {
      {"params", true}, {"variadic_param", false}, {"result", true}};
  hcl_schema schema = {attrs, 3, NULL, 0};
  hcl_content c;
  hcl_status st = hcl_body_content(blk->body, &schema, &c, ds);
  if (st != HCL_OK)
    return st == HCL_ERR_NOMEM ? st : HCL_ERR_SYNTAX;
  const hcl_expr *params = NULL, *result = NULL, *variadic = NULL;
  for (size_t i = 0; i < c.nattrs; i++) {
    if (hcl_str_eq_c(c.attrs[i]->name, "params"))
      params = c.attrs[i]->expr;
    else if (hcl_str_eq_c(c.attrs[i]->name, "result"))
      result = c.attrs[i]->expr;
    else
      variadic = c.attrs[i]->expr;
  }
  const hcl_expr *const *items;
  size_t n;
  st = hcl_expr_static_list(params, &items, &n, ds);
  if (st != HCL_OK)
    return st == HCL_ERR_NOMEM ? st : HCL_ERR_SYNTAX;
  hcl_tree *t = hcl_body_tree(blk->body);
  userfunc *uf = hcl_mem_alloc(alloc, sizeof *uf);
  const char **names = hcl_tree_alloc(t, (n ? n : 1) * sizeof *names);
  hcl_param *ps = hcl_mem_alloc(alloc, (n ? n : 1) * sizeof *ps);
  if (!uf || !names || !ps) {
    hcl_mem_free(alloc, uf);
    hcl_mem_free(alloc, ps);
    return HCL_ERR_NOMEM;
  }
  memset(uf, 0, sizeof *uf);
  memset(ps, 0, (n ? n : 1) * sizeof *ps);
  for (size_t i = 0; st == HCL_OK && i < n; i++) {
    st =
        param_name(items[i], "Invalid param element",
                   "Each parameter name must be an identifier.", ds, &names[i]);
    ps[i].name = names[i];
    ps[i].type = hcl_type_dynamic();
  }
  hcl_param var_param = {NULL, hcl_type_dynamic(), false, false, false};
  if (st == HCL_OK && variadic) {
    st = param_name(variadic, "Invalid variadic_param",
                    "The variadic parameter name must be an identifier.", ds,
                    &uf->variadic);
    var_param.name = uf->variadic;
  }
  if (st != HCL_OK) {
    hcl_mem_free(alloc, uf);
    hcl_mem_free(alloc, ps);
    return st;
  }
  uf->alloc = alloc;
  uf->name = blk->labels[0];
  uf->base = base;
  uf->result = result;
  uf->params = names;
  uf->nparams = n;
  if (!bind_names(uf, t)) {
    hcl_mem_free(alloc, uf);
    hcl_mem_free(alloc, ps);
    return HCL_ERR_NOMEM;
  }
  hcl_func_spec spec;
  memset(&spec, 0, sizeof spec);
  spec.params = ps;
  spec.nparams = n;
  spec.variadic = uf->variadic ? &var_param : NULL;
  spec.type = userfunc_type;
  spec.impl = userfunc_impl;
  spec.ctx = uf;
  spec.release = release;
  hcl_func *f = hcl_func_new(&spec, alloc);
  hcl_mem_free(alloc, ps);
  if (!f) {
    hcl_mem_free(alloc, uf);
    return HCL_ERR_NOMEM;
  }
  hcl_named_func nf = {blk->labels[0], f};
  if (!hcl_vec_push(into, &nf)) {
    hcl_func_unref(f);
    return HCL_ERR_NOMEM;
  }
  return HCL_OK;
}

hcl_status hcl_userfuncs_read(const hcl_body *body, const char *block_type,
                              const hcl_eval_ctx *base, const hcl_alloc *alloc,
                              hcl_vec *into, const hcl_body **remain,
                              hcl_diags *ds) {
  static const char *const label[] = {"name"};
  hcl_block_schema blocks[] = {{block_type, label, 1}};
  hcl_schema schema = {NULL, 0, blocks, 1};
  hcl_content c;
  hcl_status st = hcl_body_partial_content(body, &schema, &c, remain, ds);
  if (st != HCL_OK)
    return st; /* the reference defines no functions at all then */
  hcl_status worst = HCL_OK;
  for (size_t i = 0; i < c.nblocks && worst != HCL_ERR_NOMEM; i++) {
    st = read_function(c.blocks[i], base, alloc, into, ds);
    if (st != HCL_OK)
      worst = st;
  }
  return worst;
}

/* ---- Public (hcl/userfunc.h) ------------------------------------------- */

struct hcl_userfuncs {
  const hcl_alloc *alloc;
  hcl_vec funcs; /* hcl_named_func, in source order */
};

hcl_status hcl_userfuncs_decode(const hcl_body *body, const char *block_type,
                                const hcl_eval_ctx *base,
                                const hcl_alloc *alloc, hcl_userfuncs **out,
                                const hcl_body **remain, hcl_diags *ds) {
  *out = NULL;
  hcl_userfuncs *u = hcl_mem_alloc(alloc, sizeof *u);
  if (!u)
    return HCL_ERR_NOMEM;
  u->alloc = alloc;
  hcl_vec_init(&u->funcs, alloc, sizeof(hcl_named_func));
  hcl_status st =
      hcl_userfuncs_read(body, block_type, base, alloc, &u->funcs, remain, ds);
  if (st == HCL_ERR_NOMEM) {
    hcl_userfuncs_free(u);
    return st;
  }
  *out = u;
  return st;
}

size_t hcl_userfuncs_count(const hcl_userfuncs *u) { return u->funcs.len; }

hcl_str hcl_userfuncs_name_at(const hcl_userfuncs *u, size_t i) {
  return ((const hcl_named_func *)hcl_vec_at(&u->funcs, i))->name;
}

const hcl_func *hcl_userfuncs_func_at(const hcl_userfuncs *u, size_t i) {
  return ((const hcl_named_func *)hcl_vec_at(&u->funcs, i))->func;
}

hcl_status hcl_userfuncs_define(const hcl_userfuncs *u, hcl_eval_ctx *ctx) {
  for (size_t i = 0; i < u->funcs.len; i++) {
    const hcl_named_func *f = hcl_vec_at(&u->funcs, i);
    hcl_status st =
        hcl_eval_ctx_set_func(ctx, f->name.ptr, f->name.len, f->func);
    if (st != HCL_OK)
      return st;
  }
  hcl_eval_ctx_allow_funcs(ctx);
  return HCL_OK;
}

void hcl_userfuncs_free(hcl_userfuncs *u) {
  if (!u)
    return;
  for (size_t i = 0; i < u->funcs.len; i++)
    hcl_func_unref(((hcl_named_func *)hcl_vec_at(&u->funcs, i))->func);
  hcl_vec_fini(&u->funcs);
  hcl_mem_free(u->alloc, u);
}
