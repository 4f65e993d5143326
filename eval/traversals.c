/*
 * Traversals as values of their own: the variables an expression refers
 * to (hclsyntax's Variables walk) and an expression read as one traversal
 * (AbsTraversalForExpr). Names point into the tree; index keys are values
 * the list holds references to.
 */
#include <string.h>

#include "core/alloc.h"
#include "core/utf8.h"
#include "core/vec.h"
#include "eval/context.h"
#include "eval/eval_internal.h"

typedef struct span {
  size_t first;
  size_t n;
} span;

struct hcl_traversals {
  const hcl_alloc *alloc;
  hcl_vec steps; /* hcl_step, every traversal's in turn */
  hcl_vec spans; /* span into steps, per traversal */
  hcl_vec out;   /* hcl_traversal, filled once the list is complete */
  hcl_vec trees; /* hcl_tree *: JSON strings parsed, which names point in */
};

static hcl_traversals *traversals_new(const hcl_alloc *alloc) {
  hcl_traversals *ts = hcl_mem_alloc(alloc, sizeof *ts);
  if (!ts)
    return NULL;
  ts->alloc = alloc;
  hcl_vec_init(&ts->steps, alloc, sizeof(hcl_step));
  hcl_vec_init(&ts->spans, alloc, sizeof(span));
  hcl_vec_init(&ts->out, alloc, sizeof(hcl_traversal));
  hcl_vec_init(&ts->trees, alloc, sizeof(hcl_tree *));
  return ts;
}

void hcl_traversals_free(hcl_traversals *ts) {
  if (!ts)
    return;
  for (size_t i = 0; i < ts->steps.len; i++)
    hcl_value_unref(((hcl_step *)hcl_vec_at(&ts->steps, i))->key);
  hcl_vec_fini(&ts->steps);
  hcl_vec_fini(&ts->spans);
  hcl_vec_fini(&ts->out);
  for (size_t i = 0; i < ts->trees.len; i++)
    hcl_tree_free(*(hcl_tree **)hcl_vec_at(&ts->trees, i));
  hcl_vec_fini(&ts->trees);
  hcl_mem_free(ts->alloc, ts);
}

size_t hcl_traversals_count(const hcl_traversals *ts) {
  return ts ? ts->out.len : 0;
}

const hcl_traversal *hcl_traversals_at(const hcl_traversals *ts, size_t i) {
  return i < hcl_traversals_count(ts) ? hcl_vec_at(&ts->out, i) : NULL;
}

/* Points each traversal at its steps, now that they no longer move. */
static bool traversals_finish(hcl_traversals *ts) {
  if (!hcl_vec_reserve(&ts->out, ts->spans.len))
    return false;
  for (size_t i = 0; i < ts->spans.len; i++) {
    const span *sp = hcl_vec_at(&ts->spans, i);
    hcl_traversal t = {
        sp->n ? (const hcl_step *)hcl_vec_at(&ts->steps, sp->first) : NULL,
        sp->n};
    hcl_vec_push(&ts->out, &t);
  }
  return true;
}

static bool push_step(hcl_traversals *ts, hcl_step_kind kind, hcl_str name,
                      hcl_value *key, hcl_range range) {
  hcl_step s = {kind, name, key, range};
  if (hcl_vec_push(&ts->steps, &s))
    return true;
  hcl_value_unref(key);
  return false;
}

/* The constant key of an index step. */
static hcl_value *step_key(const hcl_expr *step, const hcl_alloc *alloc) {
  hcl_evaluator ev;
  memset(&ev, 0, sizeof ev);
  ev.alloc = alloc;
  hcl_value *v = hcl_eval_step_key(&ev, step);
  if (ev.nomem) {
    hcl_value_unref(v);
    return NULL;
  }
  return v;
}

/* The root name's own range: the first characters of the traversal. */
static hcl_range root_range(const hcl_expr *e) {
  hcl_range r = e->range;
  r.end = hcl_pos_after(r.start, e->text.ptr, e->text.len);
  return r;
}

/* Appends the steps of `e` (a TRAVERSAL, or a RELATIVE_TRAVERSAL whose
   source is one) to the traversal being built; false when `e` is no
   traversal or out of memory (*nomem then set). */
static bool append_traversal(hcl_traversals *ts, const hcl_expr *e,
                             bool *nomem) {
  size_t from = 0;
  switch (e->kind) {
  case HCL_EXPR_TRAVERSAL:
    if (!push_step(ts, HCL_STEP_ROOT, e->text, NULL, root_range(e)))
      return !(*nomem = true);
    break;
  case HCL_EXPR_LITERAL:
    /* the keywords read back as the names they were */
    if (e->lit != HCL_LIT_BOOL && e->lit != HCL_LIT_NULL)
      return false;
    if (!push_step(ts, HCL_STEP_ROOT, e->text, NULL, e->range))
      return !(*nomem = true);
    return true;
  case HCL_EXPR_RELATIVE_TRAVERSAL:
    if (!append_traversal(ts, e->children[0], nomem))
      return false;
    from = 1;
    break;
  default:
    return false;
  }
  for (size_t i = from; i < e->nchildren; i++) {
    const hcl_expr *s = e->children[i];
    bool ok;
    if (s->kind == HCL_EXPR_STEP_ATTR) {
      ok = push_step(ts, HCL_STEP_ATTR, s->text, NULL, s->range);
    } else {
      hcl_value *key = step_key(s, ts->alloc);
      hcl_str none = {"", 0};
      ok = key && push_step(ts, HCL_STEP_INDEX, none, key, s->range);
    }
    if (!ok)
      return !(*nomem = true);
  }
  return true;
}

/* Opens a traversal at the end of the step list and closes it with what
   append_traversal added; on failure drops the partial steps. */
static bool keep_tree(hcl_traversals *ts, hcl_tree *t) {
  if (!t || hcl_vec_push(&ts->trees, &t))
    return true;
  hcl_tree_free(t);
  return false;
}

static hcl_status add_traversal(hcl_traversals *ts, const hcl_expr *e) {
  size_t first = ts->steps.len;
  bool nomem = false;
  bool ok = append_traversal(ts, e, &nomem);
  if (ok) {
    span sp = {first, ts->steps.len - first};
    if (hcl_vec_push(&ts->spans, &sp))
      return HCL_OK;
    nomem = true;
  }
  while (ts->steps.len > first) {
    hcl_value_unref(((hcl_step *)hcl_vec_last(&ts->steps))->key);
    hcl_vec_pop(&ts->steps);
  }
  return nomem ? HCL_ERR_NOMEM : HCL_ERR_SYNTAX;
}

hcl_status hcl_expr_static_traversal(const hcl_expr *e, const hcl_alloc *alloc,
                                     hcl_traversals **out, hcl_diags *ds) {
  *out = NULL;
  hcl_traversals *ts = traversals_new(alloc);
  if (!ts)
    return HCL_ERR_NOMEM;
  const hcl_expr *x = e;
  hcl_status st = HCL_OK;
  if (hcl_json_is_string(e)) {
    /* the string's text read as a traversal */
    hcl_tree *t = NULL;
    bool nomem = false;
    x = hcl_json_string_expression(e, &t, &nomem);
    if (!keep_tree(ts, t) || nomem)
      st = HCL_ERR_NOMEM;
    else if (!x)
      st = HCL_ERR_SYNTAX;
  }
  if (st == HCL_OK)
    st = add_traversal(ts, x);
  if (st == HCL_OK && !traversals_finish(ts))
    st = HCL_ERR_NOMEM;
  if (st != HCL_OK) {
    hcl_traversals_free(ts);
    if (st == HCL_ERR_SYNTAX && ds &&
        hcl_diags_add_error(
            ds, "Invalid expression",
            "A single static variable reference is required: only attribute "
            "access and indexing with constant keys. No calculations, "
            "function calls, template expressions, etc are allowed here.",
            &e->range) != HCL_OK)
      st = HCL_ERR_NOMEM;
    return st;
  }
  *out = ts;
  return HCL_OK;
}

/* ---- Variables ----------------------------------------------------- */

/* Names bound by enclosing `for` expressions, innermost first. */
typedef struct bound {
  const struct bound *parent;
  hcl_str key;
  hcl_str value;
} bound;

static bool is_bound(const bound *b, hcl_str name) {
  for (; b; b = b->parent)
    if (hcl_str_eq(b->key, name) || hcl_str_eq(b->value, name))
      return true;
  return false;
}

/* Depth is bounded by the parser's nesting limit. */
static hcl_status walk(hcl_traversals *ts, const hcl_expr *e,
                       const bound *scope) {
  if (hcl_json_is_string(e)) {
    /* a JSON string is a template */
    hcl_tree *t = NULL;
    bool nomem = false;
    const hcl_expr *tmpl = hcl_json_string_template(e, &t, NULL, &nomem);
    if (!keep_tree(ts, t) || nomem)
      return HCL_ERR_NOMEM;
    return tmpl ? walk(ts, tmpl, scope) : HCL_OK;
  }
  if (e->flags & HCL_EVF_JSON_ORIGIN) {
    for (size_t i = 0; i < e->nchildren; i++) {
      hcl_status st = walk(ts, e->children[i], scope);
      if (st != HCL_OK)
        return st;
    }
    return HCL_OK;
  }
  switch (e->kind) {
  case HCL_EXPR_TRAVERSAL:
    if (is_bound(scope, e->text))
      return HCL_OK;
    return add_traversal(ts, e);
  case HCL_EXPR_OBJECT_ITEM:
    /* a bare name as a key is a string, not a reference */
    if (hcl_expr_as_keyword(e->children[0]).len == 0) {
      hcl_status st = walk(ts, e->children[0], scope);
      if (st != HCL_OK)
        return st;
    }
    return walk(ts, e->children[1], scope);
  case HCL_EXPR_FOR_TUPLE:
  case HCL_EXPR_FOR_OBJECT:
  case HCL_EXPR_TEMPLATE_FOR: {
    hcl_status st = walk(ts, e->children[0], scope);
    bound inner = {scope, e->key, e->text};
    for (size_t i = 1; st == HCL_OK && i < e->nchildren; i++)
      st = walk(ts, e->children[i], &inner);
    return st;
  }
  default:
    for (size_t i = 0; i < e->nchildren; i++) {
      hcl_status st = walk(ts, e->children[i], scope);
      if (st != HCL_OK)
        return st;
    }
    return HCL_OK;
  }
}

hcl_traversals *hcl_expr_variables(const hcl_expr *e, const hcl_alloc *alloc) {
  hcl_traversals *ts = traversals_new(alloc);
  if (!ts)
    return NULL;
  if (walk(ts, e, NULL) != HCL_OK || !traversals_finish(ts)) {
    hcl_traversals_free(ts);
    return NULL;
  }
  return ts;
}

/* ---- Values of traversals ---------------------------------------------- */

hcl_value *hcl_traversal_value(const hcl_traversal *t, const hcl_eval_ctx *ctx,
                               hcl_diags *ds) {
  hcl_evaluator ev;
  memset(&ev, 0, sizeof ev);
  ev.ds = ds;
  if (t->nsteps == 0 || t->steps[0].kind != HCL_STEP_ROOT)
    return hcl_value_dynamic();
  const hcl_step *root = &t->steps[0];
  const hcl_value *found = NULL;
  bool any = false;
  for (const hcl_eval_ctx *c = ctx; c && !found; c = c->parent) {
    if (!c->has_vars)
      continue;
    any = true;
    hcl_map_entry *me = hcl_map_find(&c->vars, root->name.ptr, root->name.len);
    if (me)
      found = me->value;
  }
  if (!found) {
    if (!any)
      hcl_eval_error(&ev, &root->range, NULL, "Variables not allowed",
                     "Variables may not be used here.");
    else
      hcl_eval_error(&ev, &root->range, NULL, "Unknown variable",
                     "There is no variable named \"%.*s\".",
                     (int)root->name.len, root->name.ptr);
    return ev.nomem ? NULL : hcl_value_dynamic();
  }
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
    return NULL;
  }
  return v;
}
