/*
 * Type expressions of the spec format (`string`, `list(number)`,
 * `object({a = bool})`, ...). As in the reference, they are ordinary
 * expressions evaluated in a context where the type names are variables
 * holding types (values of a capsule type named "type") and the type
 * constructors are functions.
 */

#include "decode/type_expr.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode/spec_args.h"

struct hcl_type_ctx {
  const hcl_type *capsule; /* the type of types */
  hcl_eval_ctx *ctx;
};

static void release_type(void *payload) { hcl_type_unref(payload); }

/* A type as a value of the capsule type; takes the reference `t`. */
static hcl_value *wrap(const hcl_type_ctx *tc, const hcl_type *t) {
  if (!t)
    return NULL;
  hcl_value *v = hcl_value_capsule(tc->capsule, (void *)t, NULL);
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

static hcl_value *construct(hcl_call *call, const hcl_value *const *args,
                            size_t nargs, const hcl_type *result_type) {
  (void)nargs;
  (void)result_type;
  const ctor_ctx *cc = hcl_call_ctx(call);
  const hcl_value *a = args[0];
  const hcl_type *t = NULL;
  switch (cc->which) {
  case CTOR_LIST:
    t = hcl_type_list(unwrap(a), NULL);
    break;
  case CTOR_SET:
    t = hcl_type_set(unwrap(a), NULL);
    break;
  case CTOR_MAP:
    t = hcl_type_map(unwrap(a), NULL);
    break;
  case CTOR_TUPLE: {
    size_t n = hcl_value_len(a);
    const hcl_type *elems[n ? n : 1];
    for (size_t i = 0; i < n; i++)
      elems[i] = unwrap(hcl_value_at(a, i));
    t = hcl_type_tuple(elems, n, NULL);
    break;
  }
  case CTOR_OBJECT: {
    size_t n = hcl_value_len(a);
    hcl_str names[n ? n : 1];
    const hcl_type *types[n ? n : 1];
    for (size_t i = 0; i < n; i++) {
      names[i] = hcl_value_key_at(a, i);
      types[i] = unwrap(hcl_value_at(a, i));
    }
    t = hcl_type_object(names, types, n, NULL);
    break;
  }
  }
  return wrap(cc->tc, t);
}

static hcl_status add_ctor(hcl_type_ctx *tc, const char *name, ctor which,
                           const char *param, const hcl_type *param_type) {
  ctor_ctx *cc = malloc(sizeof *cc);
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
  spec.release = free;
  hcl_func *f = hcl_func_new(&spec, NULL);
  if (!f)
    return HCL_ERR_NOMEM;
  hcl_status st = hcl_eval_ctx_set_func(tc->ctx, name, strlen(name), f);
  hcl_func_unref(f);
  return st;
}

static hcl_status add_name(hcl_type_ctx *tc, const char *name,
                           const hcl_type *t) {
  hcl_value *v = wrap(tc, hcl_type_ref(t));
  if (!v)
    return HCL_ERR_NOMEM;
  hcl_status st = hcl_eval_ctx_set_var(tc->ctx, name, strlen(name), v);
  hcl_value_unref(v);
  return st;
}

hcl_type_ctx *hcl_type_ctx_new(void) {
  static const hcl_capsule_ops ops = {NULL, release_type};
  hcl_type_ctx *tc = calloc(1, sizeof *tc);
  if (!tc)
    return NULL;
  tc->capsule = hcl_type_capsule("type", &ops, NULL);
  tc->ctx = hcl_eval_ctx_new(NULL);
  if (!tc->capsule || !tc->ctx) {
    hcl_type_ctx_free(tc);
    return NULL;
  }
  const hcl_type *list = hcl_type_list(tc->capsule, NULL);
  const hcl_type *map = hcl_type_map(tc->capsule, NULL);
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
    return NULL;
  }
  return tc;
}

void hcl_type_ctx_free(hcl_type_ctx *tc) {
  if (!tc)
    return;
  hcl_eval_ctx_free(tc->ctx);
  hcl_type_unref(tc->capsule);
  free(tc);
}

const hcl_type *hcl_type_expr_eval(const hcl_type_ctx *tc, const hcl_expr *e,
                                   hcl_diags *ds, bool *nomem) {
  if (!e) /* an absent type argument means any type */
    return hcl_type_dynamic();
  hcl_value *v = hcl_expr_eval(e, tc->ctx, ds);
  if (!v) {
    *nomem = true;
    return NULL;
  }
  const hcl_type *t;
  if (hcl_value_is_null(v)) {
    t = hcl_type_dynamic();
  } else if (!hcl_type_equal(hcl_value_type(v), tc->capsule)) {
    char name[256], detail[320];
    hcl_type_friendly_name(hcl_value_type(v), name, sizeof name);
    snprintf(detail, sizeof detail, "A type is required, not %s.", name);
    if (!hcl_spec_error_diag(ds, "Invalid type expression", detail, NULL, NULL))
      *nomem = true;
    t = hcl_type_dynamic();
  } else if (hcl_value_is_unknown(v)) {
    /* an error was reported while evaluating */
    t = hcl_type_dynamic();
  } else {
    t = hcl_type_ref(unwrap(v));
  }
  hcl_value_unref(v);
  return t;
}
