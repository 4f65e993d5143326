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
#include "eval/scope.h"

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
static hcl_status traversals_finish(hcl_traversals *ts) {
  if (!hcl_vec_reserve(&ts->out, ts->spans.len))
    return HCL_ERR_NOMEM;
  for (size_t i = 0; i < ts->spans.len; i++) {
    const span *sp = hcl_vec_at(&ts->spans, i);
    hcl_traversal t = {
        sp->n ? (const hcl_step *)hcl_vec_at(&ts->steps, sp->first) : NULL,
        sp->n};
    hcl_vec_push(&ts->out, &t);
  }
  return HCL_OK;
}

/* Appends a step, taking `key`. */
static hcl_status push_step(hcl_traversals *ts, hcl_step_kind kind,
                            hcl_str name, hcl_value *key, hcl_range range) {
  hcl_step s = {kind, name, key, range};
  if (hcl_vec_push(&ts->steps, &s))
    return HCL_OK;
  hcl_value_unref(key);
  return HCL_ERR_NOMEM;
}

/* The constant key of an index step, in *out. */
static hcl_status step_key(const hcl_expr *step, const hcl_alloc *alloc,
                           hcl_value **out) {
  hcl_evaluator ev;
  hcl_evaluator_init(&ev, alloc, NULL);
  *out = hcl_eval_step_key(&ev, step);
  if (ev.nomem) {
    hcl_value_unref(*out);
    *out = NULL;
    return HCL_ERR_NOMEM;
  }
  return HCL_OK;
}

/* The root name's own range: the first characters of the traversal. */
static hcl_range root_range(const hcl_expr *e) {
  hcl_range r = e->range;
  r.end = hcl_pos_after(r.start, e->text.ptr, e->text.len);
  return r;
}

/* Appends the steps e->children[from..]. */
static hcl_status append_steps(hcl_traversals *ts, const hcl_expr *e,
                               size_t from) {
  for (size_t i = from; i < e->nchildren; i++) {
    const hcl_expr *s = e->children[i];
    hcl_status st;
    if (s->kind == HCL_EXPR_STEP_ATTR) {
      st = push_step(ts, HCL_STEP_ATTR, s->text, NULL, s->range);
    } else {
      hcl_value *key;
      hcl_str none = {"", 0};
      st = step_key(s, ts->alloc, &key);
      if (st == HCL_OK)
        st = push_step(ts, HCL_STEP_INDEX, none, key, s->range);
    }
    if (st != HCL_OK)
      return st;
  }
  return HCL_OK;
}

/*
 * Appends the steps of `e` to the traversal being built: a TRAVERSAL, a
 * keyword, or RELATIVE_TRAVERSAL nodes around one of those, their steps
 * following the root's. HCL_ERR_SYNTAX when `e` is no traversal. The
 * relative traversals are gathered first, so that a long chain of them
 * takes no recursion.
 */
static hcl_status append_traversal(hcl_traversals *ts, const hcl_expr *e) {
  hcl_vec outer; /* const hcl_expr *: the relative traversals, outermost
                    first */
  hcl_vec_init(&outer, ts->alloc, sizeof(const hcl_expr *));
  hcl_status st = HCL_OK;
  const hcl_expr *root = e;
  for (; root->kind == HCL_EXPR_RELATIVE_TRAVERSAL; root = root->children[0])
    if (!hcl_vec_push(&outer, &root)) {
      st = HCL_ERR_NOMEM;
      break;
    }
  if (st == HCL_OK) {
    if (root->kind == HCL_EXPR_TRAVERSAL) {
      st = push_step(ts, HCL_STEP_ROOT, root->text, NULL, root_range(root));
      if (st == HCL_OK)
        st = append_steps(ts, root, 0);
    } else if (root->kind == HCL_EXPR_LITERAL &&
               (root->lit == HCL_LIT_BOOL || root->lit == HCL_LIT_NULL)) {
      /* the keywords read back as the names they were */
      st = push_step(ts, HCL_STEP_ROOT, root->text, NULL, root->range);
    } else {
      st = HCL_ERR_SYNTAX;
    }
  }
  for (size_t i = outer.len; st == HCL_OK && i-- > 0;)
    st = append_steps(ts, *(const hcl_expr **)hcl_vec_at(&outer, i), 1);
  hcl_vec_fini(&outer);
  return st;
}

/* Makes the list own `t` (a tree its names may point into). */
static hcl_status keep_tree(hcl_traversals *ts, hcl_tree *t) {
  if (!t || hcl_vec_push(&ts->trees, &t))
    return HCL_OK;
  hcl_tree_free(t);
  return HCL_ERR_NOMEM;
}

/* Opens a traversal at the end of the step list and closes it with what
   append_traversal added; on failure drops the partial steps. */
static hcl_status add_traversal(hcl_traversals *ts, const hcl_expr *e) {
  size_t first = ts->steps.len;
  hcl_status st = append_traversal(ts, e);
  if (st == HCL_OK) {
    span sp = {first, ts->steps.len - first};
    if (hcl_vec_push(&ts->spans, &sp))
      return HCL_OK;
    st = HCL_ERR_NOMEM;
  }
  while (ts->steps.len > first) {
    hcl_value_unref(((hcl_step *)hcl_vec_last(&ts->steps))->key);
    hcl_vec_pop(&ts->steps);
  }
  return st;
}

hcl_status hcl_expr_static_traversal(const hcl_expr *e, const hcl_alloc *alloc,
                                     hcl_traversals **out, hcl_diags *ds) {
  *out = NULL;
  e = hcl_expr_unscoped(e);
  hcl_traversals *ts = traversals_new(alloc);
  if (!ts)
    return HCL_ERR_NOMEM;
  const hcl_expr *x = e;
  hcl_status st = HCL_OK;
  if (hcl_json_is_string(e)) {
    /* the string's text read as a traversal */
    hcl_tree *t = NULL;
    st = hcl_json_string_expression(e, alloc, &t, &x);
    hcl_status kept = keep_tree(ts, t);
    if (st == HCL_OK)
      st = kept;
    if (st == HCL_OK && !x)
      st = HCL_ERR_SYNTAX;
  }
  if (st == HCL_OK)
    st = add_traversal(ts, x);
  if (st == HCL_OK)
    st = traversals_finish(ts);
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

/* Names bound by an enclosing `for` expression; `parent` indexes the next
   one out, NONE at the top. */
#define NONE SIZE_MAX
typedef struct bound {
  size_t parent;
  hcl_str key;
  hcl_str value;
} bound;

/* An expression still to visit, with the bound names around it. */
typedef struct visit {
  const hcl_expr *e;
  size_t scope; /* index into the bounds, or NONE */
} visit;

typedef struct walker {
  hcl_traversals *ts;
  hcl_vec bounds; /* bound; only grows, so indexes stay valid */
  hcl_vec todo;   /* visit, the next one last */
} walker;

static bool is_bound(const walker *w, size_t scope, hcl_str name) {
  while (scope != NONE) {
    const bound *b = hcl_vec_at(&w->bounds, scope);
    if (hcl_str_eq(b->key, name) || hcl_str_eq(b->value, name))
      return true;
    scope = b->parent;
  }
  return false;
}

static hcl_status later(walker *w, const hcl_expr *e, size_t scope) {
  visit v = {e, scope};
  return hcl_vec_push(&w->todo, &v) ? HCL_OK : HCL_ERR_NOMEM;
}

/* Schedules e->children[from..] to be visited next, in order. */
static hcl_status children_later(walker *w, const hcl_expr *e, size_t from,
                                 size_t scope) {
  if (!hcl_vec_reserve(&w->todo, e->nchildren))
    return HCL_ERR_NOMEM;
  for (size_t i = e->nchildren; i-- > from;)
    later(w, e->children[i], scope);
  return HCL_OK;
}

static hcl_status visit_one(walker *w, const hcl_expr *e, size_t scope);

/* Visits what is scheduled past the first `level` entries. */
static hcl_status run(walker *w, size_t level) {
  hcl_status st = HCL_OK;
  while (st == HCL_OK && w->todo.len > level) {
    visit v = *(const visit *)hcl_vec_last(&w->todo);
    hcl_vec_pop(&w->todo);
    st = visit_one(w, v.e, v.scope);
  }
  return st;
}

/* Whether a template could refer to anything: only an interpolation or a
   directive can. */
static bool has_sequences(hcl_str s) {
  for (size_t i = 0; i + 1 < s.len; i++)
    if ((s.ptr[i] == '$' || s.ptr[i] == '%') && s.ptr[i + 1] == '{')
      return true;
  return false;
}

/* A JSON string, read as a template and walked at once. Its tree is kept
   only when a traversal points into it: a document may have a great many
   strings. */
static hcl_status visit_json_string(walker *w, const hcl_expr *e,
                                    size_t scope) {
  if (!has_sequences(e->text))
    return HCL_OK;
  hcl_tree *t = NULL;
  const hcl_expr *tmpl;
  size_t spans = w->ts->spans.len;
  hcl_status st = hcl_json_string_template(e, w->ts->alloc, NULL, &t, &tmpl);
  if (st == HCL_OK && tmpl) {
    /* no JSON string inside: this goes one level deep at most */
    size_t level = w->todo.len;
    st = later(w, tmpl, scope);
    if (st == HCL_OK)
      st = run(w, level);
  }
  if (st != HCL_OK || w->ts->spans.len == spans) {
    hcl_tree_free(t);
    return st;
  }
  return keep_tree(w->ts, t);
}

/* One expression of the walk: its traversal, or its parts scheduled. */
static hcl_status visit_one(walker *w, const hcl_expr *e, size_t scope) {
  if (hcl_json_is_string(e))
    return visit_json_string(w, e, scope);
  if (e->flags & HCL_EVF_JSON_ORIGIN)
    return children_later(w, e, 0, scope);
  switch (e->kind) {
  case HCL_EXPR_TRAVERSAL:
    if (is_bound(w, scope, e->text))
      return HCL_OK;
    return add_traversal(w->ts, e);
  case HCL_EXPR_OBJECT_ITEM: {
    /* a bare name as a key is a string, not a reference */
    hcl_status st = later(w, e->children[1], scope);
    if (st == HCL_OK && hcl_expr_as_keyword(e->children[0]).len == 0)
      st = later(w, e->children[0], scope);
    return st;
  }
  case HCL_EXPR_FOR_TUPLE:
  case HCL_EXPR_FOR_OBJECT:
  case HCL_EXPR_TEMPLATE_FOR: {
    /* the collection is outside the names the expression binds */
    bound inner = {scope, e->key, e->text};
    if (!hcl_vec_push(&w->bounds, &inner))
      return HCL_ERR_NOMEM;
    hcl_status st = children_later(w, e, 1, w->bounds.len - 1);
    return st == HCL_OK ? later(w, e->children[0], scope) : st;
  }
  default:
    return children_later(w, e, 0, scope);
  }
}

/* hclsyntax's Variables walk, in source order, with an explicit stack:
   expressions may nest as deep as the parser allows. */
static hcl_status walk(hcl_traversals *ts, const hcl_expr *e) {
  walker w;
  w.ts = ts;
  hcl_vec_init(&w.bounds, ts->alloc, sizeof(bound));
  hcl_vec_init(&w.todo, ts->alloc, sizeof(visit));
  /* a scoped expression's iterators are no variables of its caller's */
  size_t scope = NONE;
  hcl_status st = HCL_OK;
  for (; e->kind == HCL_EXPR_SCOPED && st == HCL_OK;
       e = ((const hcl_scoped_expr *)e)->inner)
    for (const hcl_expr_scope *s = ((const hcl_scoped_expr *)e)->scope;
         s && st == HCL_OK; s = s->outer) {
      bound it = {scope, s->name, s->name};
      st = hcl_vec_push(&w.bounds, &it) ? HCL_OK : HCL_ERR_NOMEM;
      scope = w.bounds.len - 1;
    }
  if (st == HCL_OK)
    st = later(&w, e, scope);
  if (st == HCL_OK)
    st = run(&w, 0);
  hcl_vec_fini(&w.bounds);
  hcl_vec_fini(&w.todo);
  return st;
}

hcl_traversals *hcl_expr_variables(const hcl_expr *e, const hcl_alloc *alloc) {
  hcl_traversals *ts = traversals_new(alloc);
  if (!ts)
    return NULL;
  hcl_status st = walk(ts, e);
  if (st == HCL_OK)
    st = traversals_finish(ts);
  if (st != HCL_OK) {
    hcl_traversals_free(ts);
    return NULL;
  }
  return ts;
}

/* ---- Values of traversals ---------------------------------------------- */

hcl_value *hcl_traversal_value(const hcl_traversal *t, const hcl_eval_ctx *ctx,
                               hcl_diags *ds) {
  hcl_evaluator ev;
  hcl_evaluator_init(&ev, ctx ? ctx->alloc : NULL, ds);
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
