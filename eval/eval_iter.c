/*
 * Expressions that iterate: `for` (native spec, "For Expressions") and the
 * splat operators (native spec, "Splat Operators"), with the reference's
 * handling of unknowns, nulls and conditions.
 */

#include <stdint.h>
#include <string.h>

#include "core/alloc.h"
#include "core/map.h"
#include "eval/convert.h"
#include "eval/eval_internal.h"
#include "eval/value_internal.h"

/* ---- Iteration --------------------------------------------------------- */

/* The key and value of element i of an iterable value (cty's
   ElementIterator): index and element of lists and tuples, key and
   element of maps and objects, element twice for sets. New references. */
static hcl_status element(hcl_evaluator *ev, const hcl_value *coll, size_t i,
                          hcl_value **k, hcl_value **v) {
  hcl_type_kind kind = hcl_type_kind_of(coll->type);
  *v = hcl_value_ref(hcl_value_at(coll, i));
  if (kind == HCL_TYPE_MAP || kind == HCL_TYPE_OBJECT) {
    hcl_str key = hcl_value_key_at(coll, i);
    *k = hcl_value_string(key.ptr, key.len, ev->alloc);
  } else if (kind == HCL_TYPE_SET) {
    *k = hcl_value_ref(*v);
  } else {
    *k = hcl_value_number_int((int64_t)i, ev->alloc);
  }
  if (!*k) {
    hcl_value_unref(*v);
    hcl_eval_nomem(ev);
    return HCL_ERR_NOMEM;
  }
  return HCL_OK;
}

static bool iterable(const hcl_type *t) {
  switch (hcl_type_kind_of(t)) {
  case HCL_TYPE_LIST:
  case HCL_TYPE_SET:
  case HCL_TYPE_MAP:
  case HCL_TYPE_TUPLE:
  case HCL_TYPE_OBJECT:
    return true;
  default:
    return false;
  }
}

/* ---- for --------------------------------------------------------------- */

typedef struct for_parts {
  const hcl_expr *coll, *key, *val, *cond;
  hcl_str key_var, val_var;
} for_parts;

static for_parts split_for(const hcl_expr *e) {
  for_parts p;
  size_t i = 0;
  p.coll = e->children[i++];
  p.key = (e->flags & HCL_EVF_FOR_HAS_KEY) ? e->children[i++] : NULL;
  p.val = e->children[i++];
  p.cond = (e->flags & HCL_EVF_FOR_HAS_COND) ? e->children[i++] : NULL;
  p.key_var = e->key;
  p.val_var = e->text;
  return p;
}

static hcl_scope make_scope(const hcl_env *env, const for_parts *p,
                            const hcl_value *k, const hcl_value *v) {
  hcl_scope s;
  memset(&s, 0, sizeof s);
  s.parent = env->scope;
  /* `for v, v in ...`: the reference binds the key, then the value under
     the same name, so the value wins; lookup takes the first match, so
     the key must not be bound at all. */
  if (p->key_var.len && !hcl_str_eq(p->key_var, p->val_var)) {
    s.names[s.n] = p->key_var;
    s.vals[s.n++] = k;
  }
  s.names[s.n] = p->val_var;
  s.vals[s.n++] = v;
  return s;
}

/* The `if` clause for one element: 1 include, 0 skip, -1 unknown or
   invalid (*known cleared). */
static int condition(hcl_evaluator *ev, const hcl_env *env, const for_parts *p,
                     const hcl_range *whole, bool *known, bool object_form) {
  hcl_value *raw = hcl_eval_node(ev, env, p->cond);
  if (!raw)
    return -1;
  int r = -1;
  if (hcl_value_is_null(raw)) {
    if (*known)
      hcl_eval_error_in(ev, env, p->cond, &p->cond->range, whole,
                        "Invalid 'for' condition",
                        "The value of the 'if' clause must not be null.");
    *known = false;
  } else if (!object_form && hcl_value_is_unknown(raw)) {
    *known = false;
  } else {
    hcl_buf err;
    hcl_buf_init(&err, ev->alloc);
    hcl_value *b;
    hcl_status st = hcl_eval_convert(ev, raw, hcl_type_bool(), &err, &b);
    if (!b) {
      if (*known && st == HCL_OK)
        hcl_eval_error_in(ev, env, p->cond, &p->cond->range, whole,
                          "Invalid 'for' condition",
                          "The 'if' clause value is invalid: %s.", err.data);
      *known = false;
    } else if (hcl_value_is_unknown(b)) {
      *known = false;
    } else {
      r = hcl_value_as_bool(b) ? 1 : 0;
    }
    hcl_value_unref(b);
    hcl_buf_fini(&err);
  }
  hcl_value_unref(raw);
  return r;
}

/* Checks the condition once with unknown names, as the reference does
   before iterating; false when that already settles the result. */
static bool precheck_condition(hcl_evaluator *ev, const hcl_env *env,
                               const for_parts *p, const hcl_range *whole) {
  hcl_scope s = make_scope(env, p, hcl_value_dynamic(), hcl_value_dynamic());
  hcl_env child = *env;
  child.scope = &s;
  unsigned long before = ev->nerrors;
  hcl_value *r = hcl_eval_node(ev, &child, p->cond);
  if (!r)
    return false;
  bool go_on = true;
  if (hcl_value_is_null(r)) {
    hcl_eval_error_in(ev, &child, p->cond, &p->cond->range, whole,
                      "Condition is null",
                      "The value of the 'if' clause must not be null.");
    go_on = false;
  } else {
    hcl_buf err;
    hcl_buf_init(&err, ev->alloc);
    hcl_value *b;
    hcl_status st = hcl_eval_convert(ev, r, hcl_type_bool(), &err, &b);
    if (!b) {
      if (st == HCL_OK)
        hcl_eval_error_in(ev, env, p->cond, &p->cond->range, whole,
                          "Invalid 'for' condition",
                          "The 'if' clause value is invalid: %s.", err.data);
      go_on = false;
    } else if (ev->nerrors > before) {
      go_on = false;
    }
    hcl_value_unref(b);
    hcl_buf_fini(&err);
  }
  hcl_value_unref(r);
  return go_on;
}

typedef struct group {
  hcl_str key; /* in `key_val` */
  hcl_value *key_val;
  hcl_vec items; /* hcl_value * */
} group;

static hcl_value *finish_object(hcl_evaluator *ev, group *g, size_t n,
                                bool grouped) {
  hcl_str *names = hcl_mem_alloc(ev->alloc, (n ? n : 1) * sizeof *names);
  const hcl_value **vals = hcl_mem_alloc(ev->alloc, (n ? n : 1) * sizeof *vals);
  hcl_value **made = hcl_mem_alloc(ev->alloc, (n ? n : 1) * sizeof *made);
  hcl_value *obj = NULL;
  size_t nmade = 0;
  if (names && vals && made) {
    bool ok = true;
    for (size_t i = 0; i < n && ok; i++) {
      names[i] = g[i].key;
      if (grouped) {
        made[nmade] = hcl_value_tuple((const hcl_value *const *)g[i].items.data,
                                      g[i].items.len, ev->alloc);
        ok = made[nmade] != NULL;
        vals[i] = made[nmade++];
      } else {
        vals[i] = *(hcl_value **)hcl_vec_at(&g[i].items, 0);
      }
    }
    if (ok)
      obj = hcl_value_object(names, vals, n, ev->alloc);
  }
  for (size_t i = 0; i < nmade; i++)
    hcl_value_unref(made[i]);
  hcl_mem_free(ev->alloc, names);
  hcl_mem_free(ev->alloc, vals);
  hcl_mem_free(ev->alloc, made);
  return obj ? obj : hcl_eval_nomem(ev);
}

static hcl_value *for_object(hcl_evaluator *ev, const hcl_env *env,
                             const for_parts *p, const hcl_value *coll,
                             const hcl_expr *e) {
  bool grouped = (e->flags & HCL_EVF_FOR_GROUP) != 0;
  size_t n = hcl_value_count(coll);
  group *groups = hcl_mem_alloc(ev->alloc, (n ? n : 1) * sizeof *groups);
  if (!groups)
    return hcl_eval_nomem(ev);
  size_t ngroups = 0;
  bool known = true;
  hcl_buf err;
  hcl_buf_init(&err, ev->alloc);
  hcl_map group_of; /* key -> its index in `groups`, plus one */
  hcl_map_init(&group_of, ev->alloc);
  for (size_t i = 0; i < n && !ev->nomem; i++) {
    hcl_value *k, *v;
    if (element(ev, coll, i, &k, &v) != HCL_OK)
      break;
    hcl_scope s = make_scope(env, p, k, v);
    hcl_env child = *env;
    child.scope = &s;
    hcl_value *kraw = NULL, *key = NULL, *val = NULL;
    if (p->cond) {
      int inc = condition(ev, &child, p, &e->range, &known, true);
      if (inc != 1)
        goto next;
    }
    kraw = hcl_eval_node(ev, &child, p->key);
    if (!kraw)
      goto next;
    if (hcl_value_is_null(kraw)) {
      if (known)
        hcl_eval_error_in(ev, &child, p->key, &p->key->range, &e->range,
                          "Invalid object key",
                          "Key expression in 'for' expression must not produce "
                          "a null value.");
      known = false;
      goto next;
    }
    if (hcl_value_is_unknown(kraw)) {
      known = false;
      goto next;
    }
    hcl_status st = hcl_eval_convert(ev, kraw, hcl_type_string(), &err, &key);
    if (!key) {
      if (known && st == HCL_OK)
        hcl_eval_error_in(
            ev, &child, p->key, &p->key->range, &e->range, "Invalid object key",
            "The key expression produced an invalid result: %s.", err.data);
      known = false;
      goto next;
    }
    val = hcl_eval_node(ev, &child, p->val);
    if (!val)
      goto next;
    hcl_str ks = hcl_value_as_string(key);
    bool fresh;
    hcl_map_entry *slot = hcl_map_upsert(&group_of, ks.ptr, ks.len, &fresh);
    if (!slot) {
      hcl_eval_nomem(ev);
      goto next;
    }
    size_t at = fresh ? ngroups : (size_t)(uintptr_t)slot->value - 1;
    if (at < ngroups && !grouped) {
      hcl_eval_error_in(ev, &child, p->key, &p->key->range, &e->range,
                        "Duplicate object key",
                        "Two different items produced the key \"%.*s\" in this "
                        "'for' expression. If duplicates are expected, use the "
                        "ellipsis (...) after the value expression to enable "
                        "grouping by key.",
                        (int)ks.len, ks.ptr);
      goto next;
    }
    if (at == ngroups) {
      slot->value = (void *)(uintptr_t)(at + 1);
      groups[at].key = ks;
      groups[at].key_val = hcl_value_ref(key);
      hcl_vec_init(&groups[at].items, ev->alloc, sizeof(hcl_value *));
      ngroups++;
    }
    if (!hcl_vec_push(&groups[at].items, &val)) {
      hcl_eval_nomem(ev);
      goto next;
    }
    val = NULL; /* the group holds it */
  next:
    hcl_value_unref(kraw);
    hcl_value_unref(key);
    hcl_value_unref(val);
    hcl_value_unref(k);
    hcl_value_unref(v);
  }
  hcl_buf_fini(&err);
  hcl_map_fini(&group_of);
  hcl_value *result = NULL;
  if (!ev->nomem)
    result = known ? finish_object(ev, groups, ngroups, grouped)
                   : hcl_value_dynamic();
  for (size_t j = 0; j < ngroups; j++) {
    for (size_t i = 0; i < groups[j].items.len; i++)
      hcl_value_unref(*(hcl_value **)hcl_vec_at(&groups[j].items, i));
    hcl_vec_fini(&groups[j].items);
    hcl_value_unref(groups[j].key_val);
  }
  hcl_mem_free(ev->alloc, groups);
  return result;
}

static hcl_value *for_tuple(hcl_evaluator *ev, const hcl_env *env,
                            const for_parts *p, const hcl_value *coll,
                            const hcl_expr *e) {
  size_t n = hcl_value_count(coll);
  hcl_value **vals = hcl_mem_alloc(ev->alloc, (n ? n : 1) * sizeof *vals);
  if (!vals)
    return hcl_eval_nomem(ev);
  size_t count = 0;
  bool known = true;
  for (size_t i = 0; i < n && !ev->nomem; i++) {
    hcl_value *k, *v;
    if (element(ev, coll, i, &k, &v) != HCL_OK)
      break;
    hcl_scope s = make_scope(env, p, k, v);
    hcl_env child = *env;
    child.scope = &s;
    int inc = p->cond ? condition(ev, &child, p, &e->range, &known, false) : 1;
    if (inc == 1) {
      hcl_value *val = hcl_eval_node(ev, &child, p->val);
      if (val)
        vals[count++] = val;
    }
    hcl_value_unref(k);
    hcl_value_unref(v);
  }
  hcl_value *result = NULL;
  if (!ev->nomem) {
    result = known ? hcl_value_tuple((const hcl_value *const *)vals, count,
                                     ev->alloc)
                   : hcl_value_dynamic();
    if (!result)
      hcl_eval_nomem(ev);
  }
  for (size_t i = 0; i < count; i++)
    hcl_value_unref(vals[i]);
  hcl_mem_free(ev->alloc, vals);
  return result;
}

hcl_value *hcl_eval_for(hcl_evaluator *ev, const hcl_env *env,
                        const hcl_expr *e) {
  for_parts p = split_for(e);
  hcl_value *coll = hcl_eval_node(ev, env, p.coll);
  if (!coll)
    return NULL;
  hcl_value *result = NULL;
  if (hcl_value_is_null(coll)) {
    hcl_eval_error_in(
        ev, env, p.coll, &p.coll->range, &e->range, "Iteration over null value",
        "A null value cannot be used as the collection in a 'for' "
        "expression.");
    result = hcl_value_dynamic();
  } else if (hcl_type_kind_of(coll->type) == HCL_TYPE_DYNAMIC) {
    result = hcl_value_dynamic();
  } else if (!iterable(coll->type)) {
    hcl_buf tn;
    hcl_buf_init(&tn, ev->alloc);
    if (hcl_eval_put_type_name(&tn, coll->type) == HCL_OK &&
        hcl_buf_terminate(&tn))
      hcl_eval_error_in(
          ev, env, p.coll, &p.coll->range, &e->range,
          "Iteration over non-iterable value",
          "A value of type %s cannot be used as the collection in a "
          "'for' expression.",
          tn.data);
    else
      hcl_eval_nomem(ev);
    hcl_buf_fini(&tn);
    result = ev->nomem ? NULL : hcl_value_dynamic();
  } else if (hcl_value_is_unknown(coll)) {
    result = hcl_value_dynamic();
  } else if (p.cond && !precheck_condition(ev, env, &p, &e->range)) {
    result = ev->nomem ? NULL : hcl_value_dynamic();
  } else if (p.key) {
    result = for_object(ev, env, &p, coll, e);
  } else {
    result = for_tuple(ev, env, &p, coll, e);
  }
  hcl_value_unref(coll);
  return result;
}

/* ---- Splat ------------------------------------------------------------- */

hcl_value *hcl_eval_splat_item(hcl_evaluator *ev, const hcl_env *env,
                               const hcl_expr *e) {
  (void)ev;
  for (const hcl_splat_bind *b = env->splat; b; b = b->parent)
    if (b->item == e && b->token == env->token)
      return hcl_value_ref(b->val);
  return hcl_value_dynamic();
}

/* Finds the SPLAT_ITEM node of a splat's each-expression. */
static const hcl_expr *find_item(const hcl_expr *each) {
  while (each->kind != HCL_EXPR_SPLAT_ITEM && each->nchildren)
    each = each->children[0];
  return each;
}

/* Evaluates `each` with the placeholder bound to `item`, under a token of
   its own so that an inner evaluation (the reference's child context)
   does not see it. */
static hcl_value *each_with(hcl_evaluator *ev, const hcl_env *env,
                            const hcl_expr *each, const hcl_expr *item_node,
                            const hcl_value *item, unsigned long token) {
  hcl_splat_bind b = {env->splat, item_node, item, token};
  hcl_env child = *env;
  child.splat = &b;
  child.token = token;
  return hcl_eval_node(ev, &child, each);
}

/* The type of the splat's result, found by applying `each` to unknown
   elements (the reference's resultTy); NULL when out of memory. */
static const hcl_type *result_type(hcl_evaluator *ev, const hcl_env *env,
                                   const hcl_expr *each,
                                   const hcl_expr *item_node,
                                   const hcl_type *src_type) {
  unsigned long token = ++ev->next_token;
  hcl_type_kind k = hcl_type_kind_of(src_type);
  if (k == HCL_TYPE_LIST || k == HCL_TYPE_SET) {
    hcl_value *u = hcl_value_unknown(hcl_type_elem(src_type), ev->alloc);
    hcl_value *r = u ? each_with(ev, env, each, item_node, u, token) : NULL;
    const hcl_type *t = r ? hcl_type_list(r->type, ev->alloc) : NULL;
    hcl_value_unref(u);
    hcl_value_unref(r);
    return t;
  }
  if (k == HCL_TYPE_TUPLE) {
    size_t n = hcl_type_count(src_type);
    const hcl_type **types =
        hcl_mem_alloc(ev->alloc, (n ? n : 1) * sizeof *types);
    hcl_value **results =
        hcl_mem_alloc(ev->alloc, (n ? n : 1) * sizeof *results);
    size_t made = 0;
    const hcl_type *t = NULL;
    if (types && results) {
      for (; made < n; made++) {
        hcl_value *u =
            hcl_value_unknown(hcl_type_at(src_type, made), ev->alloc);
        results[made] =
            u ? each_with(ev, env, each, item_node, u, token) : NULL;
        hcl_value_unref(u);
        if (!results[made])
          break;
        types[made] = results[made]->type;
      }
      if (made == n)
        t = hcl_type_tuple(types, n, ev->alloc);
    }
    for (size_t i = 0; i < made; i++)
      hcl_value_unref(results[i]);
    hcl_mem_free(ev->alloc, types);
    hcl_mem_free(ev->alloc, results);
    return t;
  }
  return hcl_type_dynamic();
}

static hcl_value *unknown_of_result(hcl_evaluator *ev, const hcl_env *env,
                                    const hcl_expr *each,
                                    const hcl_expr *item_node,
                                    const hcl_type *src_type) {
  const hcl_type *t = result_type(ev, env, each, item_node, src_type);
  if (!t)
    return hcl_eval_nomem(ev);
  hcl_value *v = hcl_value_unknown(t, ev->alloc);
  hcl_type_unref(t);
  return v ? v : hcl_eval_nomem(ev);
}

hcl_value *hcl_eval_splat(hcl_evaluator *ev, const hcl_env *env,
                          const hcl_expr *e) {
  const hcl_expr *src_x = e->children[0], *each = e->children[1];
  const hcl_expr *item_node = find_item(each);
  unsigned long before = ev->nerrors;
  hcl_value *src = hcl_eval_node(ev, env, src_x);
  if (!src)
    return NULL;
  if (ev->nerrors > before) {
    hcl_value_unref(src);
    return hcl_value_dynamic();
  }
  hcl_type_kind k = hcl_type_kind_of(src->type);
  bool upgrade =
      !(k == HCL_TYPE_TUPLE || k == HCL_TYPE_LIST || k == HCL_TYPE_SET);
  hcl_value *result = NULL;
  if (hcl_value_is_null(src)) {
    if (upgrade) {
      result = hcl_value_tuple(NULL, 0, ev->alloc);
    } else {
      hcl_range ctx = src_x->range;
      ctx.end = e->aux.end;
      hcl_eval_error_in(
          ev, env, src_x, &src_x->range, &ctx, "Splat of null value",
          "Splat expressions (with the * symbol) cannot be applied "
          "to null sequences.");
      result = hcl_value_dynamic();
    }
    hcl_value_unref(src);
    return result ? result : hcl_eval_nomem(ev);
  }
  if (k == HCL_TYPE_DYNAMIC) {
    hcl_value_unref(src);
    return hcl_value_dynamic();
  }
  bool upgraded_unknown = false;
  if (upgrade) {
    /* a single value is a one-element tuple */
    upgraded_unknown = hcl_value_is_unknown(src);
    const hcl_value *one[1] = {src};
    hcl_value *t = hcl_value_tuple(one, 1, ev->alloc);
    hcl_value_unref(src);
    if (!t)
      return hcl_eval_nomem(ev);
    src = t;
    k = HCL_TYPE_TUPLE;
  }
  if (hcl_value_is_unknown(src)) {
    result = unknown_of_result(ev, env, each, item_node, src->type);
    hcl_value_unref(src);
    return result;
  }
  size_t n = hcl_value_count(src);
  hcl_value **vals = hcl_mem_alloc(ev->alloc, (n ? n : 1) * sizeof *vals);
  if (!vals) {
    hcl_value_unref(src);
    return hcl_eval_nomem(ev);
  }
  size_t count = 0;
  bool known = true;
  unsigned long token = ++ev->next_token;
  for (size_t i = 0; i < n && !ev->nomem; i++) {
    unsigned long b = ev->nerrors;
    hcl_value *v =
        each_with(ev, env, each, item_node, hcl_value_at(src, i), token);
    if (!v)
      break;
    if (ev->nerrors > b)
      known = false;
    vals[count++] = v;
  }
  if (!ev->nomem) {
    if (upgraded_unknown) {
      result = hcl_value_dynamic();
    } else if (!known) {
      /* the type pass would only repeat the errors just reported */
      hcl_diags *ds = ev->ds;
      ev->ds = NULL;
      result = unknown_of_result(ev, env, each, item_node, src->type);
      ev->ds = ds;
    } else if (k == HCL_TYPE_LIST || k == HCL_TYPE_SET) {
      if (count == 0) {
        const hcl_type *t = result_type(ev, env, each, item_node, src->type);
        result =
            t ? hcl_value_list(hcl_type_elem(t), NULL, 0, ev->alloc) : NULL;
        hcl_type_unref(t);
      } else {
        /* every element must have the same type for a list */
        bool same = true;
        for (size_t i = 1; i < count && same; i++)
          same = hcl_type_equal(vals[i]->type, vals[0]->type);
        if (same) {
          result = hcl_value_list(vals[0]->type, (const hcl_value *const *)vals,
                                  count, ev->alloc);
        } else {
          hcl_eval_error(ev, &e->range, NULL,
                         "Invalid nested splat expressions",
                         "The second level of splat expression produced "
                         "elements of different types, so it isn't possible "
                         "to construct a valid list to represent the "
                         "top-level result.\n\nConsider using a for "
                         "expression instead, to produce a tuple-typed "
                         "result which can therefore have non-homogenous "
                         "element types.");
          result = hcl_value_dynamic();
        }
      }
    } else {
      result =
          hcl_value_tuple((const hcl_value *const *)vals, count, ev->alloc);
    }
    if (!result)
      hcl_eval_nomem(ev);
  }
  for (size_t i = 0; i < count; i++)
    hcl_value_unref(vals[i]);
  hcl_mem_free(ev->alloc, vals);
  hcl_value_unref(src);
  return result;
}
