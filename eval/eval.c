/*
 * Evaluation of expression trees (native spec, "Expressions"; information
 * model, "Expression Evaluation"): the dispatcher, literals, collections,
 * conditionals and the public entry point. Each kind's rules, messages and
 * ranges follow the reference implementation's; the other kinds live in
 * eval_access.c, eval_call.c, eval_iter.c and eval_template.c.
 */

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "core/alloc.h"
#include "core/inline.h"
#include "core/limits.h"
#include "core/map.h"
#include "core/utf8.h"
#include "eval/context.h"
#include "eval/convert.h"
#include "eval/eval_internal.h"
#include "eval/number.h"
#include "eval/scope.h"
#include "eval/value_internal.h"

/* ---- Diagnostics ------------------------------------------------------- */

void hcl_evaluator_init(hcl_evaluator *ev, const hcl_alloc *alloc,
                        hcl_diags *ds) {
  memset(ev, 0, sizeof *ev);
  ev->alloc = alloc;
  ev->ds = ds;
}

hcl_value *hcl_eval_nomem(hcl_evaluator *ev) {
  ev->nomem = true;
  return NULL;
}

static void report(hcl_evaluator *ev, const hcl_env *env, const hcl_expr *expr,
                   const hcl_range *subject, const hcl_range *context,
                   const char *summary, const char *detail_fmt, va_list ap) {
  ev->nerrors++;
  if (!ev->ds || ev->nomem)
    return;
  va_list copy;
  va_copy(copy, ap);
  int n = vsnprintf(NULL, 0, detail_fmt, copy);
  va_end(copy);
  char *detail = n >= 0 ? hcl_mem_alloc(ev->alloc, (size_t)n + 1) : NULL;
  if (!detail) {
    ev->nomem = true;
    return;
  }
  vsnprintf(detail, (size_t)n + 1, detail_fmt, ap);
  char *notes = NULL;
  hcl_held_notes *held = &ev->held;
  bool shared = expr && env && held->expr == expr && held->env == env;
  hcl_status st = HCL_OK;
  if (shared && !held->ready) {
    st = hcl_eval_notes(env, expr, ev->alloc, &held->text);
    held->ready = st == HCL_OK;
  }
  if (shared)
    notes = held->text;
  else if (expr && env)
    st = hcl_eval_notes(env, expr, ev->alloc, &notes);
  if (st != HCL_OK) {
    ev->nomem = true;
  } else {
    hcl_diag d = {HCL_DIAG_ERROR, 0, summary, detail, subject, context, notes};
    if (hcl_diags_add(ev->ds, &d) != HCL_OK)
      ev->nomem = true;
  }
  if (!shared)
    hcl_mem_free(ev->alloc, notes);
  hcl_mem_free(ev->alloc, detail);
}

void hcl_eval_hold_notes(hcl_evaluator *ev, const hcl_env *env,
                         const hcl_expr *expr, hcl_held_notes *saved) {
  *saved = ev->held;
  ev->held.env = env;
  ev->held.expr = expr;
  ev->held.ready = false;
  ev->held.text = NULL;
}

void hcl_eval_release_notes(hcl_evaluator *ev, const hcl_held_notes *saved) {
  hcl_mem_free(ev->alloc, ev->held.text);
  ev->held = *saved;
}

void hcl_eval_error(hcl_evaluator *ev, const hcl_range *subject,
                    const hcl_range *context, const char *summary,
                    const char *detail_fmt, ...) {
  va_list ap;
  va_start(ap, detail_fmt);
  report(ev, ev->note_env, ev->note_expr, subject, context, summary, detail_fmt,
         ap);
  va_end(ap);
}

void hcl_eval_error_in(hcl_evaluator *ev, const hcl_env *env,
                       const hcl_expr *expr, const hcl_range *subject,
                       const hcl_range *context, const char *summary,
                       const char *detail_fmt, ...) {
  va_list ap;
  va_start(ap, detail_fmt);
  report(ev, env, expr, subject, context, summary, detail_fmt, ap);
  va_end(ap);
}

/* ---- Conversion -------------------------------------------------------- */

hcl_status hcl_eval_convert(hcl_evaluator *ev, const hcl_value *v,
                            const hcl_type *want, hcl_buf *err,
                            hcl_value **out) {
  *out = NULL;
  if (ev->nomem)
    return HCL_ERR_NOMEM;
  hcl_convert_result r = hcl_convert(v, want, ev->alloc, out, err);
  if (r == HCL_CONVERT_NOMEM ||
      (r == HCL_CONVERT_FAILED && !hcl_buf_terminate(err))) {
    hcl_value_unref(*out);
    *out = NULL;
    ev->nomem = true;
    return HCL_ERR_NOMEM;
  }
  return HCL_OK;
}

hcl_status hcl_eval_put_type_name(hcl_buf *b, const hcl_type *t) {
  /* every type has a name, so an empty one means out of memory */
  size_t n = hcl_type_friendly_name(t, NULL, 0);
  char *at = n ? hcl_buf_extend(b, n) : NULL;
  if (!at)
    return HCL_ERR_NOMEM;
  if (hcl_type_friendly_name(t, at, n + 1) != n) {
    b->len -= n;
    return HCL_ERR_NOMEM;
  }
  return HCL_OK;
}

/* ---- Names ------------------------------------------------------------- */

const hcl_func *hcl_env_func(const hcl_env *env, hcl_str name, bool *any) {
  *any = false;
  for (const hcl_eval_ctx *c = env->ctx; c; c = c->parent) {
    if (!c->has_funcs)
      continue;
    *any = true;
    hcl_map_entry *e = hcl_map_find(&c->funcs, name.ptr, name.len);
    if (e)
      return e->value;
  }
  return NULL;
}

/* ---- Literals ---------------------------------------------------------- */

static hcl_value *eval_literal(hcl_evaluator *ev, const hcl_expr *e) {
  hcl_value *v = NULL;
  switch ((hcl_lit)e->lit) {
  case HCL_LIT_NUMBER: {
    bool invalid = false;
    v = hcl_number_parse(e->text.ptr, e->text.len, ev->alloc, &invalid);
    if (!v && invalid) {
      hcl_eval_error(ev, &e->range, NULL, "Invalid number literal",
                     "Failed to recognize the value of this number literal.");
      return hcl_value_unknown(hcl_type_number(), ev->alloc);
    }
    break;
  }
  case HCL_LIT_BOOL:
    return hcl_value_bool(hcl_str_eq_c(e->text, "true"));
  case HCL_LIT_NULL:
    return hcl_value_null(hcl_type_dynamic(), ev->alloc);
  case HCL_LIT_STRING:
    v = hcl_value_string(e->text.ptr, e->text.len, ev->alloc);
    break;
  default:
    return hcl_value_dynamic();
  }
  return v ? v : hcl_eval_nomem(ev);
}

/* ---- Collections ------------------------------------------------------- */

static hcl_value *eval_tuple(hcl_evaluator *ev, const hcl_env *env,
                             const hcl_expr *e) {
  size_t n = e->nchildren;
  hcl_value **vals = hcl_mem_alloc(ev->alloc, (n ? n : 1) * sizeof *vals);
  if (!vals)
    return hcl_eval_nomem(ev);
  size_t made = 0;
  for (; made < n; made++) {
    vals[made] = hcl_eval_node(ev, env, e->children[made]);
    if (!vals[made])
      break;
  }
  hcl_value *t = NULL;
  if (made == n)
    t = hcl_value_tuple((const hcl_value *const *)vals, n, ev->alloc);
  for (size_t i = 0; i < made; i++)
    hcl_value_unref(vals[i]);
  hcl_mem_free(ev->alloc, vals);
  return t ? t : hcl_eval_nomem(ev);
}

/* Whether `s` is one identifier (the JSON syntax reads a string as a
   traversal for keywords). */

hcl_str hcl_expr_as_keyword(const hcl_expr *e) {
  hcl_str none = {"", 0};
  e = hcl_expr_unscoped(e);
  if (hcl_json_is_string(e))
    return hcl_is_identifier(e->text.ptr, e->text.len) ? e->text : none;
  if (e->kind == HCL_EXPR_TRAVERSAL && e->nchildren == 0)
    return e->text;
  if (e->kind == HCL_EXPR_LITERAL &&
      (e->lit == HCL_LIT_BOOL || e->lit == HCL_LIT_NULL))
    return e->text;
  return none;
}

/* An object key: a bare name means itself (native spec, "Collection
   Values"); a parenthesised or other expression is evaluated. */
static hcl_value *eval_object_key(hcl_evaluator *ev, const hcl_env *env,
                                  const hcl_expr *k) {
  if (k->kind == HCL_EXPR_TRAVERSAL && k->nchildren > 0) {
    hcl_eval_error(ev, &k->range, NULL, "Ambiguous attribute key",
                   "If this expression is intended to be a reference, wrap it "
                   "in parentheses. If it's instead intended as a literal "
                   "name containing periods, wrap it in quotes to create a "
                   "string literal.");
    return hcl_value_dynamic();
  }
  hcl_str name = hcl_expr_as_keyword(k);
  if (name.len) {
    hcl_value *v = hcl_value_string(name.ptr, name.len, ev->alloc);
    return v ? v : hcl_eval_nomem(ev);
  }
  return hcl_eval_node(ev, env, k);
}

/* Object constructors are mostly small. Up to this many items they keep
   their arrays on the stack and find a repeated key by comparing it with
   each earlier one, which costs less than setting up a hash map. */
#define SMALL_OBJECT 8

/* The slot of key `ks` among the first `count` names, or `count` when it is
   new; `slot_of` (NULL for a small object) maps a key to its slot plus
   one. SIZE_MAX when out of memory. */
static size_t object_slot(hcl_map *slot_of, const hcl_str *names, size_t count,
                          hcl_str ks) {
  if (!slot_of) {
    for (size_t j = 0; j < count; j++)
      if (names[j].len == ks.len && memcmp(names[j].ptr, ks.ptr, ks.len) == 0)
        return j;
    return count;
  }
  bool fresh;
  hcl_map_entry *slot = hcl_map_upsert(slot_of, ks.ptr, ks.len, &fresh);
  if (!slot)
    return SIZE_MAX;
  if (fresh)
    slot->value = (void *)(uintptr_t)(count + 1);
  return (size_t)(uintptr_t)slot->value - 1;
}

static hcl_value *eval_object(hcl_evaluator *ev, const hcl_env *env,
                              const hcl_expr *e) {
  size_t n = e->nchildren;
  hcl_str small_names[SMALL_OBJECT];
  hcl_value *small_vals[SMALL_OBJECT], *small_keys[SMALL_OBJECT];
  bool small = n <= SMALL_OBJECT;
  hcl_str *names = small_names;
  hcl_value **vals = small_vals, **keys = small_keys;
  if (!small) {
    names = hcl_mem_alloc(ev->alloc, n * sizeof *names);
    vals = hcl_mem_alloc(ev->alloc, n * sizeof *vals);
    keys = hcl_mem_alloc(ev->alloc, n * sizeof *keys);
    if (!names || !vals || !keys) {
      hcl_mem_free(ev->alloc, names);
      hcl_mem_free(ev->alloc, vals);
      hcl_mem_free(ev->alloc, keys);
      return hcl_eval_nomem(ev);
    }
  }
  size_t count = 0, nkeys = 0;
  bool known = true;
  hcl_buf err;
  hcl_buf_init(&err, ev->alloc);
  hcl_map map; /* key -> its slot, plus one; for a large object only */
  hcl_map *slot_of = small ? NULL : &map;
  if (slot_of)
    hcl_map_init(slot_of, ev->alloc);
  for (size_t i = 0; i < n && !ev->nomem; i++) {
    const hcl_expr *item = e->children[i];
    const hcl_expr *kx = item->children[0], *vx = item->children[1];
    /* A bare name is its own key, a string that cannot be null or
       unknown: the tree's text serves, with no value to make and
       convert. Most keys are such names, often in a `for`. */
    hcl_str kw = hcl_expr_as_keyword(kx);
    if (kw.len) {
      hcl_value *val = hcl_eval_node(ev, env, vx);
      if (!val)
        break;
      size_t at = object_slot(slot_of, names, count, kw);
      if (at == SIZE_MAX) {
        hcl_value_unref(val);
        hcl_eval_nomem(ev);
        continue;
      }
      if (at == count)
        count++;
      else
        hcl_value_unref(vals[at]);
      names[at] = kw;
      vals[at] = val;
      continue;
    }
    unsigned long before = ev->nerrors;
    hcl_value *key = eval_object_key(ev, env, kx);
    bool key_failed = ev->nerrors > before;
    hcl_value *val = key ? hcl_eval_node(ev, env, vx) : NULL;
    if (!key || !val) {
      hcl_value_unref(key);
      hcl_value_unref(val);
      break;
    }
    if (key_failed) {
      known = false;
    } else if (hcl_value_is_null(key)) {
      hcl_eval_error_in(ev, env, kx, &vx->range, NULL, "Null value as key",
                        "Can't use a null value as a key.");
      known = false;
    } else {
      hcl_value *skey;
      hcl_status st = hcl_eval_convert(ev, key, hcl_type_string(), &err, &skey);
      if (!skey) {
        if (st == HCL_OK)
          hcl_eval_error_in(ev, env, kx, &kx->range, NULL, "Incorrect key type",
                            "Can't use this value as a key: %s.", err.data);
        known = false;
      } else if (hcl_value_is_unknown(skey)) {
        known = false;
      } else {
        /* a later item with the same key replaces the earlier one */
        hcl_str ks = hcl_value_as_string(skey);
        size_t at = object_slot(slot_of, names, count, ks);
        if (at == SIZE_MAX) {
          hcl_eval_nomem(ev);
        } else {
          if (at == count)
            count++;
          else
            hcl_value_unref(vals[at]);
          names[at] = ks;
          vals[at] = hcl_value_ref(val);
          keys[nkeys++] = hcl_value_ref(skey); /* keeps ks alive */
        }
      }
      hcl_value_unref(skey);
    }
    hcl_value_unref(key);
    hcl_value_unref(val);
  }
  hcl_buf_fini(&err);
  if (slot_of)
    hcl_map_fini(slot_of);
  hcl_value *result = NULL;
  if (!ev->nomem) {
    if (!known)
      result = hcl_value_dynamic();
    else if (!(result = hcl_value_object(names, (const hcl_value **)vals, count,
                                         ev->alloc)))
      ev->nomem = true;
  }
  for (size_t j = 0; j < count; j++)
    hcl_value_unref(vals[j]);
  for (size_t j = 0; j < nkeys; j++)
    hcl_value_unref(keys[j]);
  if (!small) {
    hcl_mem_free(ev->alloc, names);
    hcl_mem_free(ev->alloc, vals);
    hcl_mem_free(ev->alloc, keys);
  }
  return result;
}

/* ---- Conditionals ------------------------------------------------------ */

static hcl_status put(bool appended) {
  return appended ? HCL_OK : HCL_ERR_NOMEM;
}

/*
 * Why `t` and `f`, the results of a conditional, have no common type, in
 * the reference's words. The explanation follows the first mismatched
 * attribute or element down, in a loop: types nest as deep as values do.
 */
static hcl_status describe_mismatch(hcl_buf *b, const hcl_type *t,
                                    const hcl_type *f) {
  for (;;) {
    hcl_type_kind tk = hcl_type_kind_of(t), fk = hcl_type_kind_of(f);
    const hcl_type *inner_t = NULL, *inner_f = NULL;
    if (tk == HCL_TYPE_OBJECT && fk == HCL_TYPE_OBJECT) {
      for (size_t i = 0; i < hcl_type_count(t) && !inner_t; i++) {
        hcl_str n = hcl_type_attr_name_at(t, i);
        size_t j = hcl_type_attr_index(f, n.ptr, n.len);
        if (j == SIZE_MAX)
          return put(hcl_buf_printf(b,
                                    "The 'true' value includes object "
                                    "attribute \"%.*s\", which is absent in "
                                    "the 'false' value",
                                    (int)n.len, n.ptr));
        if (!hcl_type_equal(hcl_type_at(t, i), hcl_type_at(f, j))) {
          if (!hcl_buf_printf(b,
                              "Type mismatch for object attribute \"%.*s\": ",
                              (int)n.len, n.ptr))
            return HCL_ERR_NOMEM;
          inner_t = hcl_type_at(t, i);
          inner_f = hcl_type_at(f, j);
        }
      }
      for (size_t j = 0; j < hcl_type_count(f) && !inner_t; j++) {
        hcl_str n = hcl_type_attr_name_at(f, j);
        if (hcl_type_attr_index(t, n.ptr, n.len) == SIZE_MAX)
          return put(hcl_buf_printf(b,
                                    "The 'false' value includes object "
                                    "attribute \"%.*s\", which is absent in "
                                    "the 'true' value",
                                    (int)n.len, n.ptr));
      }
    } else if (tk == HCL_TYPE_TUPLE && fk == HCL_TYPE_TUPLE) {
      size_t tn = hcl_type_count(t), fn = hcl_type_count(f);
      if (tn != fn)
        return put(hcl_buf_printf(b,
                                  "The 'true' tuple has length %zu, but the "
                                  "'false' tuple has length %zu",
                                  tn, fn));
      for (size_t i = 0; i < tn && !inner_t; i++)
        if (!hcl_type_equal(hcl_type_at(t, i), hcl_type_at(f, i))) {
          if (!hcl_buf_printf(b, "Type mismatch for tuple element %zu: ", i))
            return HCL_ERR_NOMEM;
          inner_t = hcl_type_at(t, i);
          inner_f = hcl_type_at(f, i);
        }
    } else if (tk == fk && (tk == HCL_TYPE_LIST || tk == HCL_TYPE_MAP ||
                            tk == HCL_TYPE_SET)) {
      hcl_type_kind ek = hcl_type_kind_of(hcl_type_elem(t));
      hcl_type_kind fek = hcl_type_kind_of(hcl_type_elem(f));
      if ((ek == HCL_TYPE_OBJECT && fek == HCL_TYPE_OBJECT) ||
          (ek == HCL_TYPE_TUPLE && fek == HCL_TYPE_TUPLE)) {
        const char *noun = tk == HCL_TYPE_LIST  ? "list"
                           : tk == HCL_TYPE_SET ? "set"
                                                : "map";
        if (!hcl_buf_printf(b, "Mismatched %s element types: ", noun))
          return HCL_ERR_NOMEM;
        inner_t = hcl_type_elem(t);
        inner_f = hcl_type_elem(f);
      }
    }
    if (!inner_t)
      break;
    t = inner_t;
    f = inner_f;
  }
  hcl_buf tn, fn;
  hcl_buf_init(&tn, b->alloc);
  hcl_buf_init(&fn, b->alloc);
  hcl_status st = hcl_eval_put_type_name(&tn, t);
  if (st == HCL_OK)
    st = hcl_eval_put_type_name(&fn, f);
  if (st == HCL_OK) {
    if (tn.len == fn.len && memcmp(tn.data, fn.data, tn.len) == 0)
      st = put(hcl_buf_puts(b, "At least one deeply-nested attribute or "
                               "element is not compatible across both the "
                               "'true' and the 'false' value"));
    else
      st = put(hcl_buf_puts(b, "The 'true' value is ") &&
               hcl_buf_append(b, tn.data, tn.len) &&
               hcl_buf_puts(b, ", but the 'false' value is ") &&
               hcl_buf_append(b, fn.data, fn.len));
  }
  hcl_buf_fini(&tn);
  hcl_buf_fini(&fn);
  return st;
}

hcl_value *hcl_eval_held(hcl_evaluator *ev, const hcl_env *env,
                         const hcl_expr *e, hcl_diags **held,
                         unsigned long *errors) {
  *held = hcl_diags_new(ev->alloc);
  if (!*held)
    return hcl_eval_nomem(ev);
  hcl_diags *outer = ev->ds;
  unsigned long before = ev->nerrors;
  ev->ds = *held;
  hcl_value *v = hcl_eval_node(ev, env, e);
  ev->ds = outer;
  *errors = ev->nerrors - before;
  ev->nerrors = before;
  return v;
}

static void release_held(hcl_evaluator *ev, hcl_diags *held,
                         unsigned long errors) {
  if (!held)
    return;
  for (size_t i = 0; ev->ds && i < hcl_diags_count(held); i++)
    if (hcl_diags_add(ev->ds, hcl_diags_at(held, i)) != HCL_OK)
      ev->nomem = true;
  ev->nerrors += errors;
  hcl_diags_free(held);
}

static bool is_dynamic_null(const hcl_value *v) {
  return hcl_value_is_null(v) &&
         hcl_type_kind_of(hcl_value_type(v)) == HCL_TYPE_DYNAMIC;
}

hcl_value *hcl_eval_conditional_parts(hcl_evaluator *ev, const hcl_env *env,
                                      const hcl_expr *node,
                                      const hcl_expr *cond, const hcl_expr *te,
                                      const hcl_expr *fe,
                                      const hcl_range *whole) {
  hcl_diags *tdiags = NULL, *fdiags = NULL;
  unsigned long terrs = 0, ferrs = 0;
  hcl_value *t = hcl_eval_held(ev, env, te, &tdiags, &terrs);
  hcl_value *f = t ? hcl_eval_held(ev, env, fe, &fdiags, &ferrs) : NULL;
  hcl_value *result = NULL, *c = NULL, *cb = NULL;
  const hcl_type *rtype = NULL;
  hcl_buf err;
  hcl_buf_init(&err, ev->alloc);
  if (!t || !f)
    goto out;
  bool nomem = false;
  if (is_dynamic_null(t)) {
    rtype = hcl_type_ref(hcl_value_type(f));
  } else if (is_dynamic_null(f)) {
    rtype = hcl_type_ref(hcl_value_type(t));
  } else if (hcl_type_kind_of(hcl_value_type(t)) == HCL_TYPE_DYNAMIC ||
             hcl_type_kind_of(hcl_value_type(f)) == HCL_TYPE_DYNAMIC) {
    rtype = hcl_type_dynamic();
  } else {
    const hcl_type *types[2] = {hcl_value_type(t), hcl_value_type(f)};
    nomem = hcl_unify(types, 2, true, ev->alloc, &rtype) == HCL_ERR_NOMEM;
  }
  if (!rtype) {
    if (nomem) {
      ev->nomem = true;
      goto out;
    }
    hcl_buf why;
    hcl_buf_init(&why, ev->alloc);
    if (describe_mismatch(&why, hcl_value_type(t), hcl_value_type(f)) ==
            HCL_OK &&
        hcl_buf_terminate(&why)) {
      hcl_range subj = te->range;
      subj.end = fe->range.end;
      hcl_eval_error_in(ev, env, node, &subj, whole,
                        "Inconsistent conditional result types",
                        "The true and false result expressions must have "
                        "consistent types. %s.",
                        why.data);
    } else {
      ev->nomem = true;
    }
    hcl_buf_fini(&why);
    /* only this problem is reported */
    hcl_diags_free(tdiags);
    hcl_diags_free(fdiags);
    tdiags = fdiags = NULL;
    result = hcl_value_dynamic();
    goto out;
  }
  c = hcl_eval_node(ev, env, cond);
  if (!c)
    goto out;
  if (hcl_value_is_null(c)) {
    hcl_eval_error_in(ev, env, cond, &cond->range, whole, "Null condition",
                      "The condition value is null. Conditions must either be "
                      "true or false.");
    result = hcl_value_unknown(rtype, ev->alloc);
    goto out;
  }
  if (hcl_value_is_unknown(c)) {
    result = hcl_value_unknown(rtype, ev->alloc);
    goto out;
  }
  if (hcl_eval_convert(ev, c, hcl_type_bool(), &err, &cb) != HCL_OK)
    goto out;
  if (!cb) {
    hcl_eval_error_in(ev, env, cond, &cond->range, whole,
                      "Incorrect condition type",
                      "The condition expression must be of type bool.");
    result = hcl_value_unknown(rtype, ev->alloc);
    goto out;
  }
  bool pick_true = hcl_value_as_bool(cb);
  hcl_value *chosen = pick_true ? t : f;
  release_held(ev, pick_true ? tdiags : fdiags, pick_true ? terrs : ferrs);
  if (pick_true)
    tdiags = NULL;
  else
    fdiags = NULL;
  if (hcl_type_kind_of(rtype) == HCL_TYPE_DYNAMIC ||
      hcl_type_equal(hcl_value_type(chosen), rtype)) {
    result = hcl_value_ref(chosen);
  } else {
    if (hcl_eval_convert(ev, chosen, rtype, &err, &result) == HCL_OK &&
        !result) {
      const hcl_expr *which = pick_true ? te : fe;
      hcl_eval_error_in(ev, env, which, &which->range, whole,
                        "Inconsistent conditional result types",
                        "The %s result value has the wrong type: %s.",
                        pick_true ? "true" : "false", err.data);
      result = hcl_value_unknown(rtype, ev->alloc);
    }
  }
out:
  hcl_buf_fini(&err);
  hcl_diags_free(tdiags);
  hcl_diags_free(fdiags);
  hcl_value_unref(t);
  hcl_value_unref(f);
  hcl_value_unref(c);
  hcl_value_unref(cb);
  hcl_type_unref(rtype);
  if (!result)
    ev->nomem = true;
  return result;
}

/* ---- Dispatch ---------------------------------------------------------- */

/* Kept out of hcl_eval_node, whose frame is on the stack once per level,
   so that this one's calls can be tail calls. */
HCL_NOINLINE static hcl_value *eval_kind(hcl_evaluator *ev, const hcl_env *env,
                                         const hcl_expr *e) {
  /* JSON strings, arrays and objects have rules of their own */
  if ((e->flags & HCL_EVF_JSON_ORIGIN) &&
      (e->kind != HCL_EXPR_LITERAL || e->lit == HCL_LIT_STRING))
    return hcl_eval_json(ev, env, e);
  switch ((hcl_expr_kind)e->kind) {
  case HCL_EXPR_LITERAL:
    return eval_literal(ev, e);
  case HCL_EXPR_TEMPLATE:
    return hcl_eval_template(ev, env, e);
  case HCL_EXPR_INTERPOLATION:
  case HCL_EXPR_PARENS:
    return hcl_eval_node(ev, env, e->children[0]);
  case HCL_EXPR_TRAVERSAL:
    return hcl_eval_traversal(ev, env, e);
  case HCL_EXPR_RELATIVE_TRAVERSAL:
    return hcl_eval_relative_traversal(ev, env, e);
  case HCL_EXPR_INDEX: {
    hcl_value *coll = hcl_eval_node(ev, env, e->children[0]);
    hcl_value *key = coll ? hcl_eval_node(ev, env, e->children[1]) : NULL;
    const hcl_expr *saved = ev->note_expr;
    const hcl_env *saved_env = ev->note_env;
    ev->note_expr = e;
    ev->note_env = env;
    hcl_value *r = key ? hcl_eval_index(ev, coll, key, &e->aux) : NULL;
    ev->note_expr = saved;
    ev->note_env = saved_env;
    hcl_value_unref(coll);
    hcl_value_unref(key);
    return r;
  }
  case HCL_EXPR_SPLAT:
    return hcl_eval_splat(ev, env, e);
  case HCL_EXPR_SPLAT_ITEM:
    return hcl_eval_splat_item(ev, env, e);
  case HCL_EXPR_CALL:
    return hcl_eval_call(ev, env, e);
  case HCL_EXPR_UNARY:
    return hcl_eval_unary(ev, env, e);
  case HCL_EXPR_BINARY:
    return hcl_eval_binary(ev, env, e);
  case HCL_EXPR_CONDITIONAL:
    return hcl_eval_conditional_parts(
        ev, env, e, e->children[0], e->children[1], e->children[2], &e->range);
  case HCL_EXPR_TUPLE:
    return eval_tuple(ev, env, e);
  case HCL_EXPR_OBJECT:
    return eval_object(ev, env, e);
  case HCL_EXPR_FOR_TUPLE:
  case HCL_EXPR_FOR_OBJECT:
    return hcl_eval_for(ev, env, e);
  default:
    /* a syntax error's placeholder, or nodes only valid inside others */
    return hcl_value_dynamic();
  }
}

/* Every expression evaluated inside another passes through here, so the
   depth counted here bounds the evaluator's recursion. */
hcl_value *hcl_eval_node(hcl_evaluator *ev, const hcl_env *env,
                         const hcl_expr *e) {
  if (ev->nomem)
    return NULL;
  if (ev->depth >= HCL_MAX_EVAL_DEPTH) {
    hcl_eval_error_in(ev, NULL, NULL, &e->range, NULL, "Nesting too deep",
                      "This expression nests brackets, parentheses, function "
                      "calls, templates or operators more than %d levels "
                      "deep, which is the evaluator's limit.",
                      HCL_MAX_EVAL_DEPTH);
    return ev->nomem ? NULL : hcl_value_dynamic();
  }
  ev->depth++;
  hcl_value *v = eval_kind(ev, env, e);
  ev->depth--;
  return v;
}

/* Bound variables up to this many sit on the stack. */
#define BOUND_ON_STACK 16

hcl_value *hcl_expr_eval_bound(const hcl_expr *e, const hcl_eval_ctx *ctx,
                               const hcl_alloc *alloc, const hcl_str *names,
                               const hcl_value *const *vals, size_t n,
                               hcl_diags *ds) {
  /* a chain of scopes of two names each, the first names innermost, so
     that lookups and suggestions meet them in order; one empty scope
     when there are none, as an empty table still allows variables */
  size_t nscopes = n ? (n + 1) / 2 : 1;
  hcl_scope on_stack[BOUND_ON_STACK / 2], *scopes = on_stack;
  if (nscopes > BOUND_ON_STACK / 2) {
    scopes = hcl_mem_alloc(alloc, nscopes * sizeof *scopes);
    if (!scopes)
      return NULL;
  }
  for (size_t k = 0; k < nscopes; k++) {
    scopes[k].parent = k + 1 < nscopes ? &scopes[k + 1] : NULL;
    scopes[k].n = 0;
    for (size_t j = 2 * k; j < n && j < 2 * k + 2; j++) {
      scopes[k].names[scopes[k].n] = names[j];
      scopes[k].vals[scopes[k].n++] = vals[j];
    }
  }
  hcl_evaluator ev;
  hcl_evaluator_init(&ev, alloc, ds);
  hcl_env env;
  memset(&env, 0, sizeof env);
  env.ctx = ctx;
  env.scope = scopes;
  hcl_value *v = hcl_eval_node(&ev, &env, e);
  if (scopes != on_stack)
    hcl_mem_free(alloc, scopes);
  if (ev.nomem) {
    hcl_value_unref(v);
    return NULL;
  }
  return v;
}

hcl_value *hcl_expr_eval(const hcl_expr *e, const hcl_eval_ctx *ctx,
                         hcl_diags *ds) {
  if (e->kind == HCL_EXPR_SCOPED) {
    const hcl_scoped_expr *se = (const hcl_scoped_expr *)e;
    hcl_eval_ctx *inner = hcl_scope_ctx(se->scope, ctx);
    if (!inner)
      return NULL;
    hcl_value *v = hcl_expr_eval(se->inner, inner, ds);
    hcl_eval_ctx_free(inner);
    return v;
  }
  hcl_evaluator ev;
  hcl_evaluator_init(&ev, ctx ? ctx->alloc : NULL, ds);
  hcl_env env;
  memset(&env, 0, sizeof env);
  env.ctx = ctx;
  hcl_value *v = hcl_eval_node(&ev, &env, e);
  if (ev.nomem) {
    hcl_value_unref(v);
    return NULL;
  }
  return v;
}
