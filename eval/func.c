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
#include <stdlib.h>
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
  f->refs = 1;
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
  if (m && m->refs != HCL_IMMORTAL)
    m->refs++;
  return m;
}

void hcl_func_unref(const hcl_func *f) {
  hcl_func *m = (hcl_func *)f;
  if (!m || m->refs == HCL_IMMORTAL || --m->refs > 0)
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
  c->err = malloc((size_t)n + 1);
  if (!c->err)
    return;
  va_start(ap, fmt);
  vsnprintf(c->err, (size_t)n + 1, fmt, ap);
  va_end(ap);
}

const hcl_alloc *hcl_call_alloc(const hcl_call *c) { return c->alloc; }
void *hcl_call_ctx(const hcl_call *c) { return c->f->spec.ctx; }

/* cty's TestConformance(given, want): the first problem, as its text. */
static bool conformance(const hcl_type *given, const hcl_type *want,
                        hcl_buf *msg);

static bool conform_elems(const hcl_type *g, const hcl_type *w, hcl_buf *m) {
  return conformance(hcl_type_elem(g), hcl_type_elem(w), m);
}

static bool conformance(const hcl_type *given, const hcl_type *want,
                        hcl_buf *msg) {
  if (hcl_type_kind_of(want) == HCL_TYPE_DYNAMIC || hcl_type_equal(given, want))
    return true;
  hcl_type_kind gk = hcl_type_kind_of(given), wk = hcl_type_kind_of(want);
  if (gk == HCL_TYPE_OBJECT && wk == HCL_TYPE_OBJECT) {
    /* the reference walks Go maps here; we report in name order */
    for (size_t i = 0; i < hcl_type_count(given); i++) {
      hcl_str n = hcl_type_attr_name(given, i);
      if (hcl_type_attr_index(want, n.ptr, n.len) == SIZE_MAX) {
        hcl_buf_printf(msg, "unsupported attribute \"%.*s\"", (int)n.len,
                       n.ptr);
        return false;
      }
    }
    for (size_t i = 0; i < hcl_type_count(want); i++) {
      hcl_str n = hcl_type_attr_name(want, i);
      size_t j = hcl_type_attr_index(given, n.ptr, n.len);
      if (j == SIZE_MAX) {
        hcl_buf_printf(msg, "missing required attribute \"%.*s\"", (int)n.len,
                       n.ptr);
        return false;
      }
    }
    for (size_t i = 0; i < hcl_type_count(want); i++) {
      hcl_str n = hcl_type_attr_name(want, i);
      size_t j = hcl_type_attr_index(given, n.ptr, n.len);
      if (!conformance(hcl_type_at(given, j), hcl_type_at(want, i), msg))
        return false;
    }
    return true;
  }
  if (gk == HCL_TYPE_TUPLE && wk == HCL_TYPE_TUPLE) {
    if (hcl_type_count(given) != hcl_type_count(want)) {
      hcl_buf_printf(msg, "%zu elements are required, but got %zu",
                     hcl_type_count(want), hcl_type_count(given));
      return false;
    }
    for (size_t i = 0; i < hcl_type_count(want); i++)
      if (!conformance(hcl_type_at(given, i), hcl_type_at(want, i), msg))
        return false;
    return true;
  }
  if (gk == wk &&
      (gk == HCL_TYPE_LIST || gk == HCL_TYPE_MAP || gk == HCL_TYPE_SET))
    return conform_elems(given, want, msg);
  char w[256], g[256];
  hcl_type_friendly_name(want, w, sizeof w);
  hcl_type_friendly_name(given, g, sizeof g);
  hcl_buf_printf(msg, "%s required, but received %s", w, g);
  return false;
}

/* Checks one argument against its parameter; false with the call failed,
   or with *dynamic set when the result type must be dynamic. */
static bool check_arg(hcl_call *c, const hcl_param *p, const hcl_value *v,
                      long index_for_error, long null_index, bool *dynamic) {
  if (hcl_value_is_null(v) && !p->allow_null) {
    hcl_call_error(c, null_index, "argument must not be null");
    return false;
  }
  if (hcl_type_kind_of(hcl_value_type(v)) == HCL_TYPE_DYNAMIC) {
    if (!p->allow_dynamic)
      *dynamic = true;
    return true;
  }
  hcl_buf msg;
  hcl_buf_init(&msg, NULL);
  bool ok = conformance(hcl_value_type(v), p->type, &msg);
  if (!ok && hcl_buf_terminate(&msg))
    hcl_call_error(c, index_for_error, "%s", msg.data);
  hcl_buf_fini(&msg);
  return ok;
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
  free(call.err);
  return result;
}
