/*
 * Evaluating JSON values as expressions (the JSON syntax specification,
 * "Expressions"): arrays are tuples, objects are objects whose property
 * names are string expressions, and strings are templates of the native
 * syntax when there is an evaluation context (literal text without one).
 */

#include <stdint.h>
#include <string.h>

#include "core/alloc.h"
#include "core/map.h"
#include "eval/eval_internal.h"
#include "hcl/native.h"

hcl_status hcl_json_string_template(const hcl_expr *s, const hcl_alloc *alloc,
                                    hcl_diags *ds, hcl_tree **t,
                                    const hcl_expr **out) {
  *out = NULL;
  *t = hcl_tree_new(alloc);
  if (!*t)
    return HCL_ERR_NOMEM;
  hcl_native_options o = hcl_native_options_default();
  o.alloc = alloc;
  /* past the opening quote; escapes the JSON decoding removed are not
     seen, as in the reference */
  o.start = s->range.start;
  o.start.byte++;
  o.start.column++;
  hcl_sink sinks[2] = {hcl_tree_sink(*t), {0}};
  size_t nsinks = 1;
  if (ds)
    sinks[nsinks++] = hcl_diags_sink(ds);
  hcl_tee *tee = hcl_tee_new(sinks, nsinks, alloc);
  if (!tee)
    return HCL_ERR_NOMEM;
  size_t before = ds ? hcl_diags_count(ds) : 0;
  hcl_status st = hcl_native_parse_template(
      s->text.ptr, s->text.len, s->range.filename, hcl_tee_sink(tee), &o);
  hcl_tee_free(tee);
  if (ds)
    hcl_diags_lexical_first(ds, before);
  if (st == HCL_ERR_NOMEM)
    return HCL_ERR_NOMEM;
  if (st == HCL_OK && hcl_tree_expr_count(*t) > 0)
    *out = hcl_tree_expr_at(*t, 0);
  return HCL_OK;
}

hcl_status hcl_json_string_expression(const hcl_expr *s, const hcl_alloc *alloc,
                                      hcl_tree **t, const hcl_expr **out) {
  *out = NULL;
  *t = hcl_tree_new(alloc);
  if (!*t)
    return HCL_ERR_NOMEM;
  hcl_native_options o = hcl_native_options_default();
  o.alloc = alloc;
  o.start = s->range.start; /* the reference starts at the quote here */
  hcl_status st = hcl_native_parse_expression(
      s->text.ptr, s->text.len, s->range.filename, hcl_tree_sink(*t), &o);
  if (st == HCL_ERR_NOMEM)
    return HCL_ERR_NOMEM;
  if (st == HCL_OK && hcl_tree_expr_count(*t) > 0)
    *out = hcl_tree_expr_at(*t, 0);
  return HCL_OK;
}

bool hcl_json_is_string(const hcl_expr *e) {
  return (e->flags & HCL_EVF_JSON_ORIGIN) && e->kind == HCL_EXPR_LITERAL &&
         e->lit == HCL_LIT_STRING;
}

static hcl_value *eval_string(hcl_evaluator *ev, const hcl_env *env,
                              const hcl_expr *e) {
  if (!env->ctx) {
    hcl_value *v = hcl_value_string(e->text.ptr, e->text.len, ev->alloc);
    return v ? v : hcl_eval_nomem(ev);
  }
  hcl_tree *t = NULL;
  const hcl_expr *tmpl;
  size_t before = ev->ds ? hcl_diags_count(ev->ds) : 0;
  hcl_value *v;
  if (hcl_json_string_template(e, ev->alloc, ev->ds, &t, &tmpl) != HCL_OK) {
    v = hcl_eval_nomem(ev);
  } else if (!tmpl) {
    /* the parse errors stand for this value */
    if (ev->ds)
      for (size_t i = before; i < hcl_diags_count(ev->ds); i++)
        if (hcl_diags_at(ev->ds, i)->severity == HCL_DIAG_ERROR)
          ev->nerrors++;
    v = hcl_value_dynamic();
  } else {
    v = hcl_eval_node(ev, env, tmpl);
  }
  hcl_tree_free(t);
  return v;
}

static hcl_value *eval_array(hcl_evaluator *ev, const hcl_env *env,
                             const hcl_expr *e) {
  size_t n = e->nchildren;
  hcl_value **vals = hcl_mem_alloc(ev->alloc, (n ? n : 1) * sizeof *vals);
  if (!vals)
    return hcl_eval_nomem(ev);
  size_t made = 0;
  for (; made < n; made++)
    if (!(vals[made] = hcl_eval_node(ev, env, e->children[made])))
      break;
  hcl_value *t =
      made == n ? hcl_value_tuple((const hcl_value *const *)vals, n, ev->alloc)
                : NULL;
  for (size_t i = 0; i < made; i++)
    hcl_value_unref(vals[i]);
  hcl_mem_free(ev->alloc, vals);
  return t ? t : hcl_eval_nomem(ev);
}

static hcl_value *eval_object(hcl_evaluator *ev, const hcl_env *env,
                              const hcl_expr *e) {
  size_t n = e->nchildren;
  size_t cap = n ? n : 1;
  hcl_str *names = hcl_mem_alloc(ev->alloc, cap * sizeof *names);
  hcl_value **vals = hcl_mem_alloc(ev->alloc, cap * sizeof *vals);
  /* the key values keep the names alive */
  hcl_value **keys = hcl_mem_alloc(ev->alloc, cap * sizeof *keys);
  const hcl_range **at = hcl_mem_alloc(ev->alloc, cap * sizeof *at);
  if (!names || !vals || !keys || !at) {
    hcl_mem_free(ev->alloc, names);
    hcl_mem_free(ev->alloc, vals);
    hcl_mem_free(ev->alloc, keys);
    hcl_mem_free(ev->alloc, at);
    return hcl_eval_nomem(ev);
  }
  size_t count = 0;
  bool known = true;
  hcl_buf err;
  hcl_buf_init(&err, ev->alloc);
  hcl_map index_of; /* name -> its index in `names`, plus one */
  hcl_map_init(&index_of, ev->alloc);
  /* every duplicate is reported about the whole object */
  hcl_held_notes outer;
  hcl_eval_hold_notes(ev, env, e, &outer);
  for (size_t i = 0; i < n && !ev->nomem; i++) {
    const hcl_expr *item = e->children[i];
    const hcl_expr *kx = item->children[0], *vx = item->children[1];
    hcl_value *name = hcl_eval_node(ev, env, kx);
    hcl_value *val = name ? hcl_eval_node(ev, env, vx) : NULL;
    if (!name || !val) {
      hcl_value_unref(name);
      hcl_value_unref(val);
      break;
    }
    hcl_value *sname;
    hcl_status st = hcl_eval_convert(ev, name, hcl_type_string(), &err, &sname);
    hcl_value_unref(name);
    if (!sname) {
      if (st == HCL_OK)
        hcl_eval_error_in(
            ev, env, vx, &kx->range, NULL, "Invalid object key expression",
            "Cannot use this expression as an object key: %s.", err.data);
      hcl_value_unref(val);
      continue;
    }
    if (hcl_value_is_null(sname)) {
      hcl_eval_error_in(ev, env, vx, &kx->range, NULL,
                        "Invalid object key expression",
                        "Cannot use null value as an object key.");
    } else if (hcl_value_is_unknown(sname)) {
      known = false;
    } else {
      hcl_str s = hcl_value_as_string(sname);
      bool fresh;
      hcl_map_entry *seen = hcl_map_upsert(&index_of, s.ptr, s.len, &fresh);
      if (!seen) {
        hcl_eval_nomem(ev);
      } else if (!fresh) {
        size_t dup = (size_t)(uintptr_t)seen->value - 1;
        hcl_buf where;
        hcl_buf_init(&where, ev->alloc);
        size_t len = hcl_range_format(at[dup], NULL, 0);
        if (hcl_buf_reserve(&where, len + 1)) {
          hcl_range_format(at[dup], where.data, len + 1);
          hcl_eval_error_in(ev, env, e, &kx->range, NULL,
                            "Duplicate object attribute",
                            "An attribute named \"%.*s\" was already "
                            "defined at %s.",
                            (int)s.len, s.ptr, where.data);
        } else {
          hcl_eval_nomem(ev);
        }
        hcl_buf_fini(&where);
      } else {
        seen->value = (void *)(uintptr_t)(count + 1);
        names[count] = s;
        keys[count] = hcl_value_ref(sname);
        at[count] = &kx->range;
        vals[count++] = hcl_value_ref(val);
      }
    }
    hcl_value_unref(sname);
    hcl_value_unref(val);
  }
  hcl_buf_fini(&err);
  hcl_map_fini(&index_of);
  hcl_eval_release_notes(ev, &outer);
  hcl_value *r = NULL;
  if (!ev->nomem)
    r = known ? hcl_value_object(names, (const hcl_value *const *)vals, count,
                                 ev->alloc)
              : hcl_value_dynamic();
  for (size_t i = 0; i < count; i++) {
    hcl_value_unref(vals[i]);
    hcl_value_unref(keys[i]);
  }
  hcl_mem_free(ev->alloc, names);
  hcl_mem_free(ev->alloc, vals);
  hcl_mem_free(ev->alloc, keys);
  hcl_mem_free(ev->alloc, at);
  return r ? r : hcl_eval_nomem(ev);
}

hcl_value *hcl_eval_json(hcl_evaluator *ev, const hcl_env *env,
                         const hcl_expr *e) {
  switch ((hcl_expr_kind)e->kind) {
  case HCL_EXPR_LITERAL:
    return eval_string(ev, env, e);
  case HCL_EXPR_TUPLE:
    return eval_array(ev, env, e);
  case HCL_EXPR_OBJECT:
    return eval_object(ev, env, e);
  default:
    return hcl_value_dynamic();
  }
}
