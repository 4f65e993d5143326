/*
 * Reaching into values: variables and their traversals, attribute access
 * and indexing (native spec, "Index Operator", "Attribute Access
 * Operator"), with the reference's rules for unknowns and its messages.
 */

#include <string.h>

#include "core/alloc.h"
#include "core/suggest.h"
#include "eval/context.h"
#include "eval/eval_internal.h"
#include "eval/number.h"
#include "eval/value_internal.h"

static const char *const INVALID_INDEX = "Invalid index";

static hcl_value *type_unknown(hcl_evaluator *ev, const hcl_type *t) {
  hcl_value *v = hcl_value_unknown(t, ev->alloc);
  return v ? v : hcl_eval_nomem(ev);
}

static hcl_value *fail_index(hcl_evaluator *ev, const hcl_range *r,
                             const char *detail) {
  hcl_eval_error(ev, r, NULL, INVALID_INDEX, "%s", detail);
  return hcl_value_dynamic();
}

/* Whether a sequence of `len` elements has element `key` (a known
   number); *index receives it. */
static bool has_position(const hcl_value *key, size_t len, size_t *index) {
  int64_t i;
  if (!hcl_value_as_int64(key, &i) || i < 0)
    return false;
  *index = (size_t)i;
  return (uint64_t)i < len;
}

/* The messages for a missing list or tuple element. */
static hcl_value *missing_position(hcl_evaluator *ev, const hcl_value *coll,
                                   const hcl_value *key, const hcl_range *r) {
  if (!hcl_number_is_int(key))
    return fail_index(ev, r,
                      "The given key does not identify an element in this "
                      "collection value: indexing a sequence requires a whole "
                      "number, but the given index has a fractional part.");
  if (mpfr_sgn(*hcl_value_mpfr(key)) < 0)
    return fail_index(ev, r,
                      "The given key does not identify an element in this "
                      "collection value: a negative number is not a valid "
                      "index for a sequence.");
  bool len_known = hcl_type_kind_of(coll->type) == HCL_TYPE_TUPLE ||
                   !hcl_value_is_unknown(coll);
  if (len_known) {
    size_t len = hcl_type_kind_of(coll->type) == HCL_TYPE_TUPLE
                     ? hcl_type_count(coll->type)
                     : hcl_value_count(coll);
    hcl_value *lv = hcl_value_number_int((int64_t)len, ev->alloc);
    if (!lv)
      return hcl_eval_nomem(ev);
    int c = hcl_number_cmp(key, lv);
    hcl_value_unref(lv);
    /* the reference singles out only an index equal to the length */
    if (c <= 0) {
      if (len == 0)
        return fail_index(ev, r,
                          "The given key does not identify an element in this "
                          "collection value: the collection has no elements.");
      return fail_index(ev, r,
                        "The given key does not identify an element in this "
                        "collection value: the given index is greater than "
                        "or equal to the length of the collection.");
    }
  }
  return fail_index(ev, r,
                    "The given key does not identify an element in this "
                    "collection value.");
}

static hcl_value *index_sequence_or_map(hcl_evaluator *ev,
                                        const hcl_value *coll,
                                        const hcl_value *key_in,
                                        const hcl_range *r) {
  hcl_type_kind k = hcl_type_kind_of(coll->type);
  bool is_map = k == HCL_TYPE_MAP;
  hcl_buf err;
  hcl_buf_init(&err, ev->alloc);
  hcl_value *key;
  hcl_status st = hcl_eval_convert(
      ev, key_in, is_map ? hcl_type_string() : hcl_type_number(), &err, &key);
  if (!key) {
    if (st == HCL_OK)
      hcl_eval_error(ev, r, NULL, INVALID_INDEX,
                     "The given key does not identify an element in this "
                     "collection value: %s.",
                     err.data);
    hcl_buf_fini(&err);
    return ev->nomem ? NULL : hcl_value_dynamic();
  }
  hcl_buf_fini(&err);
  hcl_value *result = NULL;
  bool coll_unknown = hcl_value_is_unknown(coll);
  if (hcl_value_is_unknown(key) || (coll_unknown && k != HCL_TYPE_TUPLE)) {
    result = k == HCL_TYPE_TUPLE ? hcl_value_dynamic()
                                 : type_unknown(ev, hcl_type_elem(coll->type));
  } else if (is_map) {
    hcl_str s = hcl_value_as_string(key);
    const hcl_value *v = hcl_value_get(coll, s.ptr, s.len);
    if (v)
      result = hcl_value_ref(v);
    else
      result = fail_index(ev, r,
                          "The given key does not identify an element in this "
                          "collection value.");
  } else {
    size_t len = k == HCL_TYPE_TUPLE ? hcl_type_count(coll->type)
                                     : hcl_value_count(coll);
    size_t i;
    if (!has_position(key, len, &i))
      result = missing_position(ev, coll, key, r);
    else if (coll_unknown)
      result = type_unknown(ev, hcl_type_at(coll->type, i));
    else
      result = hcl_value_ref(hcl_value_at(coll, i));
  }
  hcl_value_unref(key);
  return result;
}

static hcl_value *index_object(hcl_evaluator *ev, const hcl_value *coll,
                               const hcl_value *key_in, const hcl_range *r) {
  bool was_number = hcl_type_kind_of(key_in->type) == HCL_TYPE_NUMBER;
  hcl_buf err;
  hcl_buf_init(&err, ev->alloc);
  hcl_value *key;
  hcl_status st = hcl_eval_convert(ev, key_in, hcl_type_string(), &err, &key);
  if (!key) {
    if (st == HCL_OK)
      hcl_eval_error(ev, r, NULL, INVALID_INDEX,
                     "The given key does not identify an element in this "
                     "collection value: %s.",
                     err.data);
    hcl_buf_fini(&err);
    return ev->nomem ? NULL : hcl_value_dynamic();
  }
  hcl_buf_fini(&err);
  hcl_value *result;
  if (hcl_value_is_unknown(coll) || hcl_value_is_unknown(key)) {
    result = hcl_value_dynamic();
  } else {
    hcl_str s = hcl_value_as_string(key);
    const hcl_value *v = hcl_value_get(coll, s.ptr, s.len);
    if (v)
      result = hcl_value_ref(v);
    else if (was_number)
      result = fail_index(ev, r,
                          "The given key does not identify an element in this "
                          "collection value. An object only supports looking "
                          "up attributes by name, not by numeric index.");
    else
      result = fail_index(ev, r,
                          "The given key does not identify an element in this "
                          "collection value.");
  }
  hcl_value_unref(key);
  return result;
}

hcl_value *hcl_eval_index(hcl_evaluator *ev, const hcl_value *coll,
                          const hcl_value *key, const hcl_range *r) {
  if (hcl_value_is_null(coll)) {
    hcl_eval_error(ev, r, NULL, "Attempt to index null value",
                   "This value is null, so it does not have any indices.");
    return hcl_value_dynamic();
  }
  if (hcl_value_is_null(key)) {
    hcl_eval_error(ev, r, NULL, INVALID_INDEX,
                   "Can't use a null value as an indexing key.");
    return hcl_value_dynamic();
  }
  if (hcl_type_kind_of(key->type) == HCL_TYPE_DYNAMIC ||
      hcl_type_kind_of(coll->type) == HCL_TYPE_DYNAMIC)
    return hcl_value_dynamic();
  switch (hcl_type_kind_of(coll->type)) {
  case HCL_TYPE_LIST:
  case HCL_TYPE_TUPLE:
  case HCL_TYPE_MAP:
    return index_sequence_or_map(ev, coll, key, r);
  case HCL_TYPE_OBJECT:
    return index_object(ev, coll, key, r);
  case HCL_TYPE_SET:
    return fail_index(ev, r,
                      "Elements of a set are identified only by their value "
                      "and don't have any separate index or key to select "
                      "with, so it's only possible to perform operations "
                      "across all elements of the set.");
  default:
    return fail_index(ev, r, "This value does not have any indices.");
  }
}

hcl_value *hcl_eval_get_attr(hcl_evaluator *ev, const hcl_value *obj,
                             hcl_str name, const hcl_range *r) {
  static const char *const UNSUPPORTED = "Unsupported attribute";
  if (hcl_value_is_null(obj)) {
    hcl_eval_error(ev, r, NULL, "Attempt to get attribute from null value",
                   "This value is null, so it does not have any attributes.");
    return hcl_value_dynamic();
  }
  const hcl_type *t = obj->type;
  switch (hcl_type_kind_of(t)) {
  case HCL_TYPE_OBJECT: {
    size_t i = hcl_type_attr_index(t, name.ptr, name.len);
    if (i == SIZE_MAX) {
      hcl_eval_error(ev, r, NULL, UNSUPPORTED,
                     "This object does not have an attribute named \"%.*s\".",
                     (int)name.len, name.ptr);
      return hcl_value_dynamic();
    }
    if (hcl_value_is_unknown(obj))
      return type_unknown(ev, hcl_type_at(t, i));
    return hcl_value_ref(hcl_value_at(obj, i));
  }
  case HCL_TYPE_MAP: {
    if (hcl_value_is_unknown(obj))
      return type_unknown(ev, hcl_type_elem(t));
    /* map keys are NFC strings: normalise the name the same way */
    hcl_value *k = hcl_value_string(name.ptr, name.len, ev->alloc);
    if (!k)
      return hcl_eval_nomem(ev);
    hcl_str ks = hcl_value_as_string(k);
    const hcl_value *v = hcl_value_get(obj, ks.ptr, ks.len);
    hcl_value *result;
    if (!v) {
      hcl_eval_error(ev, r, NULL, "Missing map element",
                     "This map does not have an element with the key "
                     "\"%.*s\".",
                     (int)name.len, name.ptr);
      result = hcl_value_dynamic();
    } else {
      result = hcl_value_ref(v);
    }
    hcl_value_unref(k);
    return result;
  }
  case HCL_TYPE_DYNAMIC:
    return hcl_value_dynamic();
  case HCL_TYPE_LIST:
    if (hcl_type_kind_of(hcl_type_elem(t)) == HCL_TYPE_OBJECT) {
      if (hcl_type_attr_index(hcl_type_elem(t), name.ptr, name.len) != SIZE_MAX)
        hcl_eval_error(ev, r, NULL, UNSUPPORTED,
                       "Can't access attributes on a list of objects. Did you "
                       "mean to access attribute \"%.*s\" for a specific "
                       "element of the list, or across all elements of the "
                       "list?",
                       (int)name.len, name.ptr);
      else
        hcl_eval_error(ev, r, NULL, UNSUPPORTED,
                       "Can't access attributes on a list of objects. Did you "
                       "mean to access an attribute for a specific element of "
                       "the list, or across all elements of the list?");
      return hcl_value_dynamic();
    }
    break;
  case HCL_TYPE_SET:
    if (hcl_type_kind_of(hcl_type_elem(t)) == HCL_TYPE_OBJECT) {
      hcl_eval_error(ev, r, NULL, UNSUPPORTED,
                     "Can't access attributes on a set of objects. Did you "
                     "mean to access an attribute across all elements of the "
                     "set?");
      return hcl_value_dynamic();
    }
    break;
  case HCL_TYPE_STRING:
  case HCL_TYPE_NUMBER:
  case HCL_TYPE_BOOL: {
    hcl_buf tn;
    hcl_buf_init(&tn, ev->alloc);
    if (hcl_eval_put_type_name(&tn, t) == HCL_OK && hcl_buf_terminate(&tn))
      hcl_eval_error(ev, r, NULL, UNSUPPORTED,
                     "Can't access attributes on a primitive-typed value (%s).",
                     tn.data);
    else
      hcl_eval_nomem(ev);
    hcl_buf_fini(&tn);
    return ev->nomem ? NULL : hcl_value_dynamic();
  }
  default:
    break;
  }
  hcl_eval_error(ev, r, NULL, UNSUPPORTED,
                 "This value does not have any attributes.");
  return hcl_value_dynamic();
}

/* ---- Traversals -------------------------------------------------------- */

hcl_value *hcl_eval_step_key(hcl_evaluator *ev, const hcl_expr *step) {
  const hcl_expr *k = step->children[0];
  if (k->kind == HCL_EXPR_INVALID)
    return hcl_value_dynamic();
  /* a constant: no variables, no diagnostics possible */
  hcl_env none;
  memset(&none, 0, sizeof none);
  return hcl_eval_node(ev, &none, k);
}

/* Applies steps[from..] of `e` to `v` (TraverseRel), taking `v`. */
static hcl_value *apply_steps(hcl_evaluator *ev, const hcl_expr *e, size_t from,
                              hcl_value *v) {
  for (size_t i = from; v && i < e->nchildren; i++) {
    const hcl_expr *s = e->children[i];
    unsigned long before = ev->nerrors;
    hcl_value *next;
    if (s->kind == HCL_EXPR_STEP_ATTR) {
      next = hcl_eval_get_attr(ev, v, s->text, &s->range);
    } else {
      hcl_value *key = hcl_eval_step_key(ev, s);
      next = key ? hcl_eval_index(ev, v, key, &s->range) : NULL;
      hcl_value_unref(key);
    }
    hcl_value_unref(v);
    v = next;
    if (v && ev->nerrors > before) {
      hcl_value_unref(v);
      return hcl_value_dynamic();
    }
  }
  return v;
}

static const hcl_value *scope_lookup(const hcl_scope *s, hcl_str name) {
  for (; s; s = s->parent)
    for (size_t i = 0; i < s->n; i++)
      if (hcl_str_eq(s->names[i], name))
        return s->vals[i];
  return NULL;
}

hcl_status hcl_env_traversal_value(const hcl_env *env, const hcl_traversal *t,
                                   const hcl_alloc *alloc, hcl_value **out) {
  *out = NULL;
  if (t->nsteps == 0 || t->steps[0].kind != HCL_STEP_ROOT)
    return HCL_OK;
  hcl_str name = t->steps[0].name;
  const hcl_value *found = scope_lookup(env->scope, name);
  for (const hcl_eval_ctx *c = env->ctx; c && !found; c = c->parent) {
    if (!c->has_vars)
      continue;
    hcl_map_entry *me = hcl_map_find(&c->vars, name.ptr, name.len);
    if (me)
      found = me->value;
  }
  if (!found)
    return HCL_OK;
  hcl_evaluator ev;
  hcl_evaluator_init(&ev, alloc, NULL);
  hcl_value *v = hcl_value_ref(found);
  for (size_t i = 1; v && i < t->nsteps && ev.nerrors == 0; i++) {
    const hcl_step *s = &t->steps[i];
    hcl_value *next = s->kind == HCL_STEP_ATTR
                          ? hcl_eval_get_attr(&ev, v, s->name, &s->range)
                          : hcl_eval_index(&ev, v, s->key, &s->range);
    hcl_value_unref(v);
    v = next;
  }
  if (ev.nomem) {
    hcl_value_unref(v);
    return HCL_ERR_NOMEM;
  }
  if (ev.nerrors == 0)
    *out = v;
  else
    hcl_value_unref(v);
  return HCL_OK;
}

/* Names for "did you mean", appended to `out`: local scopes first, then
   the contexts', each table in name order. */
static hcl_status suggest_variable(const hcl_env *env, hcl_str name,
                                   hcl_buf *out) {
  size_t dist;
  for (const hcl_scope *s = env->scope; s; s = s->parent)
    for (size_t i = 0; i < s->n; i++) {
      if (hcl_edit_distance(out->alloc, name.ptr, name.len, s->names[i].ptr,
                            s->names[i].len, &dist) != HCL_OK)
        return HCL_ERR_NOMEM;
      if (dist < 3)
        return hcl_buf_printf(out, " Did you mean \"%.*s\"?",
                              (int)s->names[i].len, s->names[i].ptr)
                   ? HCL_OK
                   : HCL_ERR_NOMEM;
    }
  for (const hcl_eval_ctx *c = env->ctx; c; c = c->parent) {
    const char *best = NULL;
    for (size_t i = 0; i < c->vars.cap; i++) {
      const hcl_map_entry *e = &c->vars.slots[i];
      if (e->gen != c->vars.gen)
        continue;
      if (hcl_edit_distance(out->alloc, name.ptr, name.len, e->key, e->key_len,
                            &dist) != HCL_OK)
        return HCL_ERR_NOMEM;
      if (dist < 3 && (!best || strcmp(e->key, best) < 0))
        best = e->key;
    }
    if (best)
      return hcl_buf_printf(out, " Did you mean \"%s\"?", best) ? HCL_OK
                                                                : HCL_ERR_NOMEM;
  }
  return HCL_OK;
}

static hcl_value *traversal(hcl_evaluator *ev, const hcl_env *env,
                            const hcl_expr *e) {
  hcl_str name = e->text;
  hcl_range root = e->range;
  if (e->nchildren)
    root.end = e->children[0]->range.start;
  const hcl_value *found = scope_lookup(env->scope, name);
  bool any = env->scope != NULL;
  for (const hcl_eval_ctx *c = env->ctx; c && !found; c = c->parent) {
    if (!c->has_vars)
      continue;
    any = true;
    hcl_map_entry *me = hcl_map_find(&c->vars, name.ptr, name.len);
    if (me)
      found = me->value;
  }
  if (found)
    return apply_steps(ev, e, 0, hcl_value_ref(found));
  if (!any) {
    hcl_eval_error(ev, &root, NULL, "Variables not allowed",
                   "Variables may not be used here.");
    return hcl_value_dynamic();
  }
  hcl_buf sug;
  hcl_buf_init(&sug, ev->alloc);
  if (suggest_variable(env, name, &sug) == HCL_OK && hcl_buf_terminate(&sug))
    hcl_eval_error(ev, &root, NULL, "Unknown variable",
                   "There is no variable named \"%.*s\".%s", (int)name.len,
                   name.ptr, sug.data);
  else
    hcl_eval_nomem(ev);
  hcl_buf_fini(&sug);
  return ev->nomem ? NULL : hcl_value_dynamic();
}

/* Errors of a traversal are about the whole traversal, as the
   reference reports them. */
hcl_value *hcl_eval_traversal(hcl_evaluator *ev, const hcl_env *env,
                              const hcl_expr *e) {
  const hcl_expr *saved = ev->note_expr;
  const hcl_env *saved_env = ev->note_env;
  ev->note_expr = e;
  ev->note_env = env;
  hcl_value *v = traversal(ev, env, e);
  ev->note_expr = saved;
  ev->note_env = saved_env;
  return v;
}

hcl_value *hcl_eval_relative_traversal(hcl_evaluator *ev, const hcl_env *env,
                                       const hcl_expr *e) {
  hcl_value *src = hcl_eval_node(ev, env, e->children[0]);
  if (!src)
    return NULL;
  const hcl_expr *saved = ev->note_expr;
  const hcl_env *saved_env = ev->note_env;
  ev->note_expr = e;
  ev->note_env = env;
  hcl_value *v = apply_steps(ev, e, 1, src);
  ev->note_expr = saved;
  ev->note_env = saved_env;
  return v;
}
