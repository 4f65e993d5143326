/*
 * Functions and calling them (information model, "Functions"): arguments
 * are mapped to parameters, checked for nulls and types, an unknown
 * argument a parameter does not accept makes the result unknown, a dynamic
 * one a parameter does not accept makes the result type dynamic; then the
 * function's type and implementation run. The order of the checks follows
 * cty's Function.Call, so the same call fails with the same message.
 */

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "eval/func_internal.h"
#include "eval/value_internal.h"
#include "hcl/eval.h"

hcl_func *hcl_func_new(const hcl_func_spec *spec, const hcl_alloc *alloc) {
  size_t n = spec->nparams + (spec->variadic ? 1 : 0);
  hcl_func *f = hcl_mem_alloc(alloc, sizeof *f + n * sizeof(hcl_param));
  if (!f)
    return NULL;
  memset(f, 0, sizeof *f);
  atomic_init(&f->refs, 1);
  f->alloc = alloc;
  f->spec = *spec;
  hcl_param *params = (hcl_param *)(f + 1);
  for (size_t i = 0; i < spec->nparams; i++) {
    params[i] = spec->params[i];
    hcl_type_ref(params[i].type);
  }
  f->spec.params = params;
  if (spec->variadic) {
    params[spec->nparams] = *spec->variadic;
    hcl_type_ref(params[spec->nparams].type);
    f->spec.variadic = &params[spec->nparams];
  }
  if (spec->result)
    hcl_type_ref(spec->result);
  return f;
}

hcl_func *hcl_func_ref(const hcl_func *f) {
  hcl_func *m = (hcl_func *)f;
  if (m)
    hcl_refs_inc(&m->refs);
  return m;
}

void hcl_func_unref(const hcl_func *f) {
  hcl_func *m = (hcl_func *)f;
  if (!m || !hcl_refs_dec(&m->refs))
    return;
  for (size_t i = 0; i < m->spec.nparams; i++)
    hcl_type_unref(m->spec.params[i].type);
  if (m->spec.variadic)
    hcl_type_unref(m->spec.variadic->type);
  if (m->spec.result)
    hcl_type_unref(m->spec.result);
  if (m->spec.release)
    m->spec.release(m->spec.ctx);
  hcl_mem_free(m->alloc, m);
}

const hcl_param *hcl_func_param(const hcl_func *f, size_t i) {
  if (i < f->spec.nparams)
    return &f->spec.params[i];
  return f->spec.variadic;
}

size_t hcl_func_nparams(const hcl_func *f) { return f->spec.nparams; }
const hcl_param *hcl_func_variadic(const hcl_func *f) {
  return f->spec.variadic;
}

/* ---- Calls ------------------------------------------------------------- */

void hcl_call_error(hcl_call *c, long arg, const char *fmt, ...) {
  if (c->failed)
    return; /* the first reason counts */
  c->failed = true;
  c->err_arg = arg;
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  if (n < 0)
    return;
  c->err = hcl_mem_alloc(c->alloc, (size_t)n + 1);
  if (!c->err)
    return; /* the call reports out of memory */
  va_start(ap, fmt);
  vsnprintf(c->err, (size_t)n + 1, fmt, ap);
  va_end(ap);
}

const hcl_alloc *hcl_call_alloc(const hcl_call *c) { return c->alloc; }
void *hcl_call_ctx(const hcl_call *c) { return c->f->spec.ctx; }

void hcl_call_keep(hcl_call *c, hcl_value *result) {
  hcl_value_unref(c->kept);
  c->kept = result;
}

hcl_value *hcl_call_take_kept(hcl_call *c) {
  hcl_value *v = c->kept;
  c->kept = NULL;
  return v;
}

/* ---- Conformance of arguments ------------------------------------------ */

/* A pair of types whose members from `next` on are still to check. */
typedef struct conform_frame {
  const hcl_type *given, *want;
  size_t next;
} conform_frame;

/* What checking a pair of types at its top finds. */
typedef enum conform_step {
  CONFORMS,     /* nothing below needs checking */
  MEMBERS,      /* the members decide */
  NONCONFORMING /* the problem is in the message */
} conform_step;

/* "%s required, but received %s" with the types' friendly names. */
static bool wrong_type(hcl_buf *msg, const hcl_type *given,
                       const hcl_type *want) {
  return hcl_type_name_append(msg, want) &&
         hcl_buf_puts(msg, " required, but received ") &&
         hcl_type_name_append(msg, given);
}

/* cty's TestConformance(given, want) at the top of the two types. */
static hcl_status conform_top(const hcl_type *given, const hcl_type *want,
                              hcl_buf *msg, conform_step *step) {
  *step = CONFORMS;
  if (hcl_type_kind_of(want) == HCL_TYPE_DYNAMIC || given == want)
    return HCL_OK;
  hcl_type_kind gk = hcl_type_kind_of(given), wk = hcl_type_kind_of(want);
  bool ok = true;
  *step = NONCONFORMING;
  if (gk == HCL_TYPE_OBJECT && wk == HCL_TYPE_OBJECT) {
    /* the reference walks Go maps here; we report in name order */
    for (size_t i = 0; i < hcl_type_count(given); i++) {
      hcl_str n = hcl_type_attr_name_at(given, i);
      if (hcl_type_attr_index(want, n.ptr, n.len) == SIZE_MAX) {
        ok = hcl_buf_printf(msg, "unsupported attribute \"%.*s\"", (int)n.len,
                            n.ptr);
        return ok ? HCL_OK : HCL_ERR_NOMEM;
      }
    }
    for (size_t i = 0; i < hcl_type_count(want); i++) {
      hcl_str n = hcl_type_attr_name_at(want, i);
      if (hcl_type_attr_index(given, n.ptr, n.len) == SIZE_MAX) {
        ok = hcl_buf_printf(msg, "missing required attribute \"%.*s\"",
                            (int)n.len, n.ptr);
        return ok ? HCL_OK : HCL_ERR_NOMEM;
      }
    }
    /* the same names, so the same order */
    *step = MEMBERS;
    return HCL_OK;
  }
  if (gk == HCL_TYPE_TUPLE && wk == HCL_TYPE_TUPLE) {
    if (hcl_type_count(given) != hcl_type_count(want)) {
      ok = hcl_buf_printf(msg, "%zu elements are required, but got %zu",
                          hcl_type_count(want), hcl_type_count(given));
      return ok ? HCL_OK : HCL_ERR_NOMEM;
    }
    *step = MEMBERS;
    return HCL_OK;
  }
  if (gk == wk &&
      (gk == HCL_TYPE_LIST || gk == HCL_TYPE_MAP || gk == HCL_TYPE_SET)) {
    *step = MEMBERS;
    return HCL_OK;
  }
  if (gk == wk && gk != HCL_TYPE_CAPSULE) {
    *step = CONFORMS; /* the same primitive type */
    return HCL_OK;
  }
  return wrong_type(msg, given, want) ? HCL_OK : HCL_ERR_NOMEM;
}

/*
 * cty's TestConformance(given, want): *conforms, or false with the first
 * problem found written to `msg`. Identical types conform member by
 * member, so the reference's test for identity at every level is left
 * out; the walk keeps its place in a stack, not in recursion.
 */
static hcl_status conformance(const hcl_type *given, const hcl_type *want,
                              const hcl_alloc *a, hcl_buf *msg,
                              bool *conforms) {
  hcl_walk w;
  hcl_walk_init(&w, sizeof(conform_frame), a);
  hcl_status st = HCL_OK;
  *conforms = false;
  for (;;) {
    conform_step step;
    st = conform_top(given, want, msg, &step);
    if (st != HCL_OK || step == NONCONFORMING)
      break;
    if (step == MEMBERS) {
      if (hcl_type_elem(want)) {
        given = hcl_type_elem(given);
        want = hcl_type_elem(want);
        continue;
      }
      size_t n = hcl_type_count(want);
      if (n > 0) {
        if (n > 1) {
          conform_frame *f = hcl_walk_push(&w);
          if (!f) {
            st = HCL_ERR_NOMEM;
            break;
          }
          f->given = given;
          f->want = want;
          f->next = 1;
        }
        given = hcl_type_at(given, 0);
        want = hcl_type_at(want, 0);
        continue;
      }
    }
    conform_frame *f = hcl_walk_top(&w);
    if (!f) {
      *conforms = true;
      break;
    }
    size_t i = f->next++;
    given = hcl_type_at(f->given, i);
    want = hcl_type_at(f->want, i);
    if (f->next == hcl_type_count(f->want))
      hcl_walk_pop(&w);
  }
  hcl_walk_fini(&w);
  return st;
}

/* Checks one argument against its parameter; false with the call failed,
   or with *dynamic set when the result type must be dynamic. */
static bool check_arg(hcl_call *c, const hcl_param *p, const hcl_value *v,
                      long index_for_error, long null_index, bool *dynamic) {
  if (hcl_value_is_null(v) && !p->allow_null) {
    hcl_call_error(c, null_index, "argument must not be null");
    return false;
  }
  const hcl_type *t = hcl_value_type(v);
  if (hcl_type_kind_of(t) == HCL_TYPE_DYNAMIC) {
    if (!p->allow_dynamic)
      *dynamic = true;
    return true;
  }
  /* the common cases, without a walk: the parameter's own type (the
     primitive types are one object each), or any type at all */
  if (t == p->type || hcl_type_kind_of(p->type) == HCL_TYPE_DYNAMIC)
    return true;
  hcl_buf msg;
  hcl_buf_init(&msg, c->alloc);
  bool ok = false;
  if (conformance(hcl_value_type(v), p->type, c->alloc, &msg, &ok) == HCL_OK &&
      !ok && hcl_buf_terminate(&msg))
    hcl_call_error(c, index_for_error, "%s", msg.data);
  hcl_buf_fini(&msg);
  return ok; /* out of memory: false with the call not failed */
}

hcl_value *hcl_func_call(const hcl_func *f, const hcl_value *const *args,
                         size_t nargs, const hcl_alloc *alloc, char **err,
                         long *err_arg) {
  hcl_call call;
  memset(&call, 0, sizeof call);
  call.f = f;
  call.alloc = alloc;
  const hcl_func_spec *s = &f->spec;
  hcl_value *result = NULL;
  const hcl_type *rtype = NULL;
  bool dynamic = false;

  /* return type for values (cty ReturnTypeForValues) */
  if (!s->variadic && nargs != s->nparams) {
    hcl_call_error(&call, -1,
                   "wrong number of arguments (%zu required; %zu "
                   "given)",
                   s->nparams, nargs);
    goto done;
  }
  if (s->variadic && nargs < s->nparams) {
    hcl_call_error(&call, -1,
                   "wrong number of arguments (at least %zu "
                   "required; %zu given)",
                   s->nparams, nargs);
    goto done;
  }
  for (size_t i = 0; i < s->nparams && !dynamic; i++)
    if (!check_arg(&call, &s->params[i], args[i], (long)i, (long)i, &dynamic))
      goto done;
  for (size_t i = s->nparams; s->variadic && i < nargs && !dynamic; i++)
    /* cty reports a type mismatch here at the index within the variadic
       arguments (a quirk kept for identical messages) */
    if (!check_arg(&call, s->variadic, args[i], (long)(i - s->nparams), (long)i,
                   &dynamic))
      goto done;
  if (dynamic) {
    rtype = hcl_type_dynamic();
  } else if (s->type) {
    rtype = s->type(&call, args, nargs);
    if (!rtype)
      goto done;
  } else {
    rtype = hcl_type_ref(s->result);
  }

  /* unknown arguments the parameters do not accept (cty Call) */
  for (size_t i = 0; i < nargs; i++) {
    const hcl_param *p = i < s->nparams ? &s->params[i] : s->variadic;
    if (hcl_value_is_unknown(args[i]) && !p->allow_unknown) {
      result = hcl_value_unknown(rtype, alloc);
      goto done;
    }
  }
  result = s->impl(&call, args, nargs, rtype);
done:
  hcl_type_unref(rtype);
  if (!result && call.failed && err) {
    *err = call.err ? call.err : NULL;
    if (err_arg)
      *err_arg = call.err_arg;
    call.err = NULL;
  }
  if (!result && !call.failed && err)
    *err = NULL; /* out of memory */
  hcl_mem_free(alloc, call.err);
  hcl_value_unref(call.kept);
  return result;
}
