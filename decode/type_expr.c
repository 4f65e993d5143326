/*
 * Type expressions of the spec format (`string`, `list(number)`,
 * `object({a = bool})`, ...). As in the reference, they are ordinary
 * expressions evaluated in a context where the type names are variables
 * holding types (values of a capsule type named "type") and the type
 * constructors are functions.
 */

#include "decode/type_expr.h"

#include <stdio.h>
#include <string.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "core/diags.h"
#include "decode/spec_args.h"
#include "hcl/events.h"
#include "hcl/native.h"
#include "hcl/spec.h"

struct hcl_type_ctx {
  const hcl_alloc *alloc;
  const hcl_type *capsule; /* the type of types */
  hcl_eval_ctx *ctx;
};

static void release_type(void *payload) { hcl_type_unref(payload); }

/* A type as a value of the capsule type; takes the reference `t`. */
static hcl_value *wrap(const hcl_type_ctx *tc, const hcl_type *t,
                       const hcl_alloc *alloc) {
  if (!t)
    return NULL;
  hcl_value *v = hcl_value_capsule(tc->capsule, (void *)t, alloc);
  if (!v)
    hcl_type_unref(t);
  return v;
}

static const hcl_type *unwrap(const hcl_value *v) {
  return hcl_value_capsule_payload(v);
}

/* The constructors share one implementation, told apart by the context
   pointer each function carries. */
typedef enum ctor {
  CTOR_LIST,
  CTOR_SET,
  CTOR_MAP,
  CTOR_TUPLE,
  CTOR_OBJECT
} ctor;

typedef struct ctor_ctx {
  const hcl_type_ctx *tc;
  ctor which;
} ctor_ctx;

static void release_ctor(void *p) {
  ctor_ctx *cc = p;
  hcl_mem_free(cc->tc->alloc, cc);
}

static hcl_value *construct(hcl_call *call, const hcl_value *const *args,
                            size_t nargs, const hcl_type *result_type) {
  (void)nargs;
  (void)result_type;
  const ctor_ctx *cc = hcl_call_ctx(call);
  const hcl_alloc *alloc = hcl_call_alloc(call);
  const hcl_value *a = args[0];
  const hcl_type *t = NULL;
  switch (cc->which) {
  case CTOR_LIST:
    t = hcl_type_list(unwrap(a), alloc);
    break;
  case CTOR_SET:
    t = hcl_type_set(unwrap(a), alloc);
    break;
  case CTOR_MAP:
    t = hcl_type_map(unwrap(a), alloc);
    break;
  case CTOR_TUPLE: {
    /* on the heap: the input says how many */
    size_t n = hcl_value_count(a);
    const hcl_type **elems = hcl_mem_alloc(alloc, (n ? n : 1) * sizeof *elems);
    if (!elems)
      break;
    for (size_t i = 0; i < n; i++)
      elems[i] = unwrap(hcl_value_at(a, i));
    t = hcl_type_tuple(elems, n, alloc);
    hcl_mem_free(alloc, elems);
    break;
  }
  case CTOR_OBJECT: {
    size_t n = hcl_value_count(a);
    hcl_str *names = hcl_mem_alloc(alloc, (n ? n : 1) * sizeof *names);
    const hcl_type **types = hcl_mem_alloc(alloc, (n ? n : 1) * sizeof *types);
    for (size_t i = 0; names && types && i < n; i++) {
      names[i] = hcl_value_key_at(a, i);
      types[i] = unwrap(hcl_value_at(a, i));
    }
    if (names && types)
      t = hcl_type_object(names, types, n, alloc);
    hcl_mem_free(alloc, names);
    hcl_mem_free(alloc, types);
    break;
  }
  }
  return wrap(cc->tc, t, alloc);
}

static hcl_status add_ctor(hcl_type_ctx *tc, const char *name, ctor which,
                           const char *param, const hcl_type *param_type) {
  ctor_ctx *cc = hcl_mem_alloc(tc->alloc, sizeof *cc);
  if (!cc)
    return HCL_ERR_NOMEM;
  cc->tc = tc;
  cc->which = which;
  hcl_param p = {param, param_type, false, false, false};
  hcl_func_spec spec;
  memset(&spec, 0, sizeof spec);
  spec.params = &p;
  spec.nparams = 1;
  spec.result = tc->capsule;
  spec.impl = construct;
  spec.ctx = cc;
  spec.release = release_ctor;
  hcl_func *f = hcl_func_new(&spec, tc->alloc);
  if (!f) {
    hcl_mem_free(tc->alloc, cc); /* not taken when no function is made */
    return HCL_ERR_NOMEM;
  }
  hcl_status st = hcl_eval_ctx_set_func(tc->ctx, name, strlen(name), f);
  hcl_func_unref(f);
  return st;
}

static hcl_status add_name(hcl_type_ctx *tc, const char *name,
                           const hcl_type *t) {
  hcl_value *v = wrap(tc, hcl_type_ref(t), tc->alloc);
  if (!v)
    return HCL_ERR_NOMEM;
  hcl_status st = hcl_eval_ctx_set_var(tc->ctx, name, strlen(name), v);
  hcl_value_unref(v);
  return st;
}

hcl_status hcl_type_ctx_new(const hcl_alloc *alloc, hcl_type_ctx **out) {
  static const hcl_capsule_ops ops = {NULL, release_type};
  *out = NULL;
  hcl_type_ctx *tc = hcl_mem_alloc(alloc, sizeof *tc);
  if (!tc)
    return HCL_ERR_NOMEM;
  memset(tc, 0, sizeof *tc);
  tc->alloc = alloc;
  tc->capsule = hcl_type_capsule("type", &ops, alloc);
  tc->ctx = hcl_eval_ctx_new(alloc);
  if (!tc->capsule || !tc->ctx) {
    hcl_type_ctx_free(tc);
    return HCL_ERR_NOMEM;
  }
  const hcl_type *list = hcl_type_list(tc->capsule, alloc);
  const hcl_type *map = hcl_type_map(tc->capsule, alloc);
  bool ok =
      list && map && add_name(tc, "string", hcl_type_string()) == HCL_OK &&
      add_name(tc, "bool", hcl_type_bool()) == HCL_OK &&
      add_name(tc, "number", hcl_type_number()) == HCL_OK &&
      add_name(tc, "any", hcl_type_dynamic()) == HCL_OK &&
      add_ctor(tc, "list", CTOR_LIST, "element_type", tc->capsule) == HCL_OK &&
      add_ctor(tc, "set", CTOR_SET, "element_type", tc->capsule) == HCL_OK &&
      add_ctor(tc, "map", CTOR_MAP, "element_type", tc->capsule) == HCL_OK &&
      add_ctor(tc, "tuple", CTOR_TUPLE, "element_types", list) == HCL_OK &&
      add_ctor(tc, "object", CTOR_OBJECT, "attribute_types", map) == HCL_OK;
  hcl_type_unref(list);
  hcl_type_unref(map);
  if (!ok) {
    hcl_type_ctx_free(tc);
    return HCL_ERR_NOMEM;
  }
  *out = tc;
  return HCL_OK;
}

void hcl_type_ctx_free(hcl_type_ctx *tc) {
  if (!tc)
    return;
  hcl_eval_ctx_free(tc->ctx);
  hcl_type_unref(tc->capsule);
  hcl_mem_free(tc->alloc, tc);
}

/* "A type is required, not NAME." with the type's whole name. */
static hcl_status describe_mismatch(const hcl_type *t, hcl_buf *out) {
  size_t n = hcl_type_friendly_name(t, NULL, 0);
  char *at = hcl_buf_puts(out, "A type is required, not ")
                 ? hcl_buf_extend(out, n)
                 : NULL;
  if (!at)
    return HCL_ERR_NOMEM;
  hcl_type_friendly_name(t, at, n + 1);
  return hcl_buf_puts(out, ".") && hcl_buf_terminate(out) ? HCL_OK
                                                          : HCL_ERR_NOMEM;
}

hcl_status hcl_type_expr_eval(const hcl_type_ctx *tc, const hcl_expr *e,
                              hcl_diags *ds, const hcl_type **out) {
  *out = NULL;
  if (!e) { /* an absent type argument means any type */
    *out = hcl_type_dynamic();
    return HCL_OK;
  }
  hcl_value *v = hcl_expr_eval(e, tc->ctx, ds);
  if (!v)
    return HCL_ERR_NOMEM;
  hcl_status st = HCL_OK;
  if (hcl_value_is_null(v)) {
    *out = hcl_type_dynamic();
  } else if (!hcl_type_equal(hcl_value_type(v), tc->capsule)) {
    hcl_buf detail;
    hcl_buf_init(&detail, tc->alloc);
    st = describe_mismatch(hcl_value_type(v), &detail);
    if (st == HCL_OK)
      st = hcl_spec_error_diag(ds, "Invalid type expression", detail.data, NULL,
                               NULL);
    hcl_buf_fini(&detail);
    *out = hcl_type_dynamic();
  } else if (hcl_value_is_unknown(v)) {
    /* an error was reported while evaluating */
    *out = hcl_type_dynamic();
  } else {
    *out = hcl_type_ref(unwrap(v));
  }
  hcl_value_unref(v);
  if (st != HCL_OK) {
    hcl_type_unref(*out);
    *out = NULL;
  }
  return st;
}

/* ---- Public: type expressions for applications ------------------------- */

hcl_status hcl_type_from_expr(const hcl_expr *e, const hcl_alloc *a,
                              hcl_diags *ds, const hcl_type **out) {
  *out = NULL;
  hcl_type_ctx *tc = NULL;
  hcl_diags *own = ds ? NULL : hcl_diags_new(a);
  hcl_diags *to = ds ? ds : own;
  hcl_status st = to ? hcl_type_ctx_new(a, &tc) : HCL_ERR_NOMEM;
  if (st == HCL_OK) {
    size_t before = hcl_diags_error_count(to);
    st = hcl_type_expr_eval(tc, e, to, out);
    if (st == HCL_OK && hcl_diags_error_count(to) > before)
      st = HCL_ERR_SYNTAX;
  }
  hcl_type_ctx_free(tc);
  hcl_diags_free(own);
  return st;
}

/* Parses `src` as one native expression and reads a type from it with
   `read` (hcl_type_from_expr or a type constraint), diagnostics from both
   going to `ds` (or nowhere). */
typedef hcl_status (*type_reader)(const hcl_expr *e, const hcl_alloc *a,
                                  hcl_diags *ds, const hcl_type **out,
                                  hcl_type_defaults **defaults);

static hcl_status parse_type(const char *src, size_t len, const char *filename,
                             const hcl_alloc *a, hcl_diags *ds,
                             type_reader read, const hcl_type **out,
                             hcl_type_defaults **defaults) {
  *out = NULL;
  hcl_tree *t = hcl_tree_new(a);
  hcl_diags *own = ds ? NULL : hcl_diags_new(a);
  hcl_diags *to = ds ? ds : own;
  hcl_sink both[2];
  hcl_tee *tee = NULL;
  if (t && to) {
    both[0] = hcl_tree_sink(t);
    both[1] = hcl_diags_sink(to);
    tee = hcl_tee_new(both, 2, a);
  }
  hcl_status st = HCL_ERR_NOMEM;
  if (tee) {
    st = hcl_native_parse_expression(src, len, filename, hcl_tee_sink(tee),
                                     NULL);
    if (st == HCL_OK && hcl_tree_expr_count(t) == 1)
      st = read(hcl_tree_expr_at(t, 0), a, to, out, defaults);
    else if (st == HCL_OK)
      st = HCL_ERR_SYNTAX;
  }
  if (st == HCL_ERR_SYNTAX && !*out)
    *out = hcl_type_dynamic();
  hcl_tee_free(tee);
  hcl_tree_free(t);
  hcl_diags_free(own);
  return st;
}

static hcl_status read_spec_type(const hcl_expr *e, const hcl_alloc *a,
                                 hcl_diags *ds, const hcl_type **out,
                                 hcl_type_defaults **defaults) {
  (void)defaults;
  return hcl_type_from_expr(e, a, ds, out);
}

hcl_status hcl_type_parse(const char *src, size_t len, const char *filename,
                          const hcl_alloc *a, hcl_diags *ds,
                          const hcl_type **out) {
  return parse_type(src, len, filename, a, ds, read_spec_type, out, NULL);
}

hcl_status hcl_type_constraint_parse(const char *src, size_t len,
                                     const char *filename, const hcl_alloc *a,
                                     hcl_diags *ds, const hcl_type **out,
                                     hcl_type_defaults **defaults) {
  if (defaults)
    *defaults = NULL;
  return parse_type(src, len, filename, a, ds, hcl_type_constraint, out,
                    defaults);
}
