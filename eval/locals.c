/*
 * `locals` blocks, as applications in the Terraform and Nomad style use
 * them: named values that may refer to variables, functions and each
 * other (`local.NAME`), evaluated in dependency order and offered as the
 * `local` object (hcl_locals_define in hcl/eval.h).
 *
 * Each local is evaluated once, in a child of the caller's context whose
 * `local` holds just the locals it refers to, so the whole costs
 * O(locals + references) evaluations and no value is rebuilt per local.
 * The order is Kahn's: locals whose references are all evaluated, in
 * source order, so diagnostics come out the same every run.
 */

#include <string.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "core/map.h"
#include "core/vec.h"
#include "eval/context.h"
#include "eval/eval_internal.h"

typedef struct local {
  const hcl_attribute *attr;
  hcl_traversals *refs; /* the expression's variables */
  size_t *deps;         /* indexes of the locals it refers to */
  size_t ndeps;
  size_t waiting;   /* deps not evaluated yet */
  hcl_value *value; /* once evaluated */
  bool bad;         /* an undeclared reference: not evaluated */
} local;

typedef struct locals {
  const hcl_alloc *alloc;
  hcl_diags *ds;
  hcl_vec all;     /* local, in source order */
  hcl_map by_name; /* name -> index + 1 */
  hcl_status st;
} locals;

static void worse(locals *ls, hcl_status st) {
  if (st == HCL_ERR_NOMEM || ls->st == HCL_OK)
    ls->st = st == HCL_OK ? ls->st : st;
}

static void error(locals *ls, const char *summary, const char *detail,
                  const hcl_range *subject) {
  if (ls->ds && hcl_diags_add_error(ls->ds, summary, detail, subject) != HCL_OK)
    worse(ls, HCL_ERR_NOMEM);
  else
    worse(ls, HCL_ERR_SYNTAX);
}

/* Formats a detail naming one local, then reports it. */
static void error_named(locals *ls, const char *summary, const char *fmt,
                        hcl_str name, const hcl_range *subject) {
  hcl_buf b;
  hcl_buf_init(&b, ls->alloc);
  const char *detail = hcl_buf_format(&b, fmt, (int)name.len, name.ptr);
  if (detail)
    error(ls, summary, detail, subject);
  else
    worse(ls, HCL_ERR_NOMEM);
  hcl_buf_fini(&b);
}

/* Collects the attributes of every `locals` block; the rest of the body
   goes to *remain. */
static void collect(locals *ls, const hcl_body *body, const hcl_body **remain) {
  static const hcl_block_schema blocks[] = {{"locals", NULL, 0}};
  hcl_schema s = {NULL, 0, blocks, 1};
  hcl_content c;
  const hcl_body *rest = NULL;
  hcl_status st = hcl_body_partial_content(body, &s, &c, &rest, ls->ds);
  worse(ls, st);
  if (remain)
    *remain = rest;
  if (st == HCL_ERR_NOMEM)
    return;
  for (size_t b = 0; b < c.nblocks && ls->st != HCL_ERR_NOMEM; b++) {
    hcl_content attrs;
    st = hcl_body_just_attributes(c.blocks[b]->body, &attrs, ls->ds);
    worse(ls, st);
    if (st == HCL_ERR_NOMEM)
      return;
    for (size_t i = 0; i < attrs.nattrs; i++) {
      const hcl_attribute *a = attrs.attrs[i];
      bool inserted;
      hcl_map_entry *e =
          hcl_map_upsert(&ls->by_name, a->name.ptr, a->name.len, &inserted);
      if (!e) {
        worse(ls, HCL_ERR_NOMEM);
        return;
      }
      if (!inserted) {
        const local *first = hcl_vec_at(&ls->all, (size_t)e->value - 1);
        hcl_buf where, b2;
        hcl_buf_init(&where, ls->alloc);
        hcl_buf_init(&b2, ls->alloc);
        const char *detail =
            hcl_buf_put_range(&where, &first->attr->name_range) &&
                    hcl_buf_terminate(&where)
                ? hcl_buf_format(&b2,
                                 "A local value named \"%.*s\" was already "
                                 "defined at %s.",
                                 (int)a->name.len, a->name.ptr, where.data)
                : NULL;
        if (detail)
          error(ls, "Duplicate local value", detail, &a->name_range);
        else
          worse(ls, HCL_ERR_NOMEM);
        hcl_buf_fini(&where);
        hcl_buf_fini(&b2);
        continue;
      }
      local l;
      memset(&l, 0, sizeof l);
      l.attr = a;
      if (!hcl_vec_push(&ls->all, &l)) {
        worse(ls, HCL_ERR_NOMEM);
        return;
      }
      e->value = (void *)(uintptr_t)ls->all.len;
    }
  }
}

/* The range of `local.NAME` in a traversal. */
static hcl_range ref_range(const hcl_traversal *t) {
  hcl_range r = t->steps[0].range;
  if (t->nsteps > 1)
    r.end = t->steps[1].range.end;
  return r;
}

/* The name a traversal of `local` names: `local.x` or `local["x"]`. */
static bool ref_name(const hcl_traversal *t, hcl_str *name) {
  if (t->nsteps < 2)
    return false;
  const hcl_step *s = &t->steps[1];
  if (s->kind == HCL_STEP_ATTR) {
    *name = s->name;
    return true;
  }
  if (s->kind == HCL_STEP_INDEX && s->key &&
      hcl_type_kind_of(hcl_value_type(s->key)) == HCL_TYPE_STRING &&
      !hcl_value_is_unknown(s->key) && !hcl_value_is_null(s->key)) {
    *name = hcl_value_as_string(s->key);
    return true;
  }
  return false;
}

/* Finds what each local refers to. */
static void link(locals *ls) {
  /* stamp[d] == i + 1: local i already depends on d */
  size_t *stamp = hcl_mem_alloc(ls->alloc, (ls->all.len + 1) * sizeof *stamp);
  if (!stamp) {
    worse(ls, HCL_ERR_NOMEM);
    return;
  }
  memset(stamp, 0, (ls->all.len + 1) * sizeof *stamp);
  for (size_t i = 0; i < ls->all.len && ls->st != HCL_ERR_NOMEM; i++) {
    local *l = hcl_vec_at(&ls->all, i);
    l->refs = hcl_expr_variables(l->attr->expr, ls->alloc);
    size_t n = l->refs ? hcl_traversals_count(l->refs) : 0;
    l->deps = l->refs ? hcl_mem_alloc(ls->alloc, (n ? n : 1) * sizeof *l->deps)
                      : NULL;
    if (!l->deps) {
      worse(ls, HCL_ERR_NOMEM);
      break;
    }
    for (size_t k = 0; k < n; k++) {
      const hcl_traversal *t = hcl_traversals_at(l->refs, k);
      if (!t->nsteps || t->steps[0].name.len != 5 ||
          memcmp(t->steps[0].name.ptr, "local", 5) != 0)
        continue;
      hcl_range r = ref_range(t);
      hcl_str name;
      if (!ref_name(t, &name)) {
        error(ls, "Invalid reference",
              "The \"local\" object cannot be used whole: refer to one of "
              "its values, as local.NAME.",
              &r);
        l->bad = true;
        continue;
      }
      hcl_map_entry *e = hcl_map_find(&ls->by_name, name.ptr, name.len);
      if (!e) {
        error_named(ls, "Reference to undeclared local value",
                    "A local value with the name \"%.*s\" has not been "
                    "declared.",
                    name, &r);
        l->bad = true;
        continue;
      }
      size_t dep = (size_t)e->value - 1;
      if (stamp[dep] != i + 1) {
        stamp[dep] = i + 1;
        l->deps[l->ndeps++] = dep;
      }
    }
    l->waiting = l->ndeps;
  }
  hcl_mem_free(ls->alloc, stamp);
}

/* The value of local `l`, its references' values given as `local`. */
static hcl_value *evaluate(locals *ls, const local *l,
                           const hcl_eval_ctx *ctx) {
  hcl_eval_ctx *child = hcl_eval_ctx_new_child(ctx);
  hcl_str *names = hcl_mem_alloc(ls->alloc, (l->ndeps + 1) * sizeof *names);
  const hcl_value **vals =
      hcl_mem_alloc(ls->alloc, (l->ndeps + 1) * sizeof *vals);
  hcl_value *obj = NULL, *v = NULL;
  if (child && names && vals) {
    for (size_t i = 0; i < l->ndeps; i++) {
      const local *d = hcl_vec_at(&ls->all, l->deps[i]);
      names[i] = d->attr->name;
      vals[i] = d->value;
    }
    obj = hcl_value_object(names, vals, l->ndeps, ls->alloc);
    if (obj && hcl_eval_ctx_set_var(child, "local", 5, obj) == HCL_OK)
      v = hcl_expr_eval(l->attr->expr, child, ls->ds);
  }
  hcl_value_unref(obj);
  hcl_mem_free(ls->alloc, names);
  hcl_mem_free(ls->alloc, vals);
  hcl_eval_ctx_free(child);
  return v;
}

/*
 * The locals left without a value wait on a cycle: those on one are
 * reported, those that only wait on one are peeled off first (no local
 * left waits on them) and just take an unknown value, the cycle's error
 * saying why. `left` and `queue` are scratch arrays of one per local.
 */
static void report_cycles(locals *ls, const size_t *start,
                          const size_t *waiters, size_t *left, size_t *queue) {
  size_t n = ls->all.len, tail = 0;
  /* left[i]: the locals without a value that wait on i */
  for (size_t i = 0; i < n; i++) {
    left[i] = 0;
    for (size_t k = start[i]; k < start[i + 1]; k++)
      left[i] += !((local *)hcl_vec_at(&ls->all, waiters[k]))->value;
  }
  for (size_t i = 0; i < n; i++)
    if (!((local *)hcl_vec_at(&ls->all, i))->value && left[i] == 0)
      queue[tail++] = i;
  for (size_t head = 0; head < tail; head++) {
    local *l = hcl_vec_at(&ls->all, queue[head]);
    l->value = hcl_value_dynamic();
    for (size_t k = 0; k < l->ndeps; k++) {
      local *d = hcl_vec_at(&ls->all, l->deps[k]);
      if (!d->value && --left[l->deps[k]] == 0)
        queue[tail++] = l->deps[k];
    }
  }
  for (size_t i = 0; i < n; i++) {
    local *l = hcl_vec_at(&ls->all, i);
    if (l->value)
      continue;
    error_named(ls, "Cycle in local values",
                "The local value \"%.*s\" refers to itself, through the "
                "local values it refers to.",
                l->attr->name, &l->attr->name_range);
    l->value = hcl_value_dynamic();
  }
}

/* Evaluates every local whose references are all known, in dependency
   order; what a cycle holds is left without a value. */
static void run(locals *ls, const hcl_eval_ctx *ctx) {
  size_t n = ls->all.len;
  /* dependents, as a list per local: who waits for whom */
  size_t *count = hcl_mem_alloc(ls->alloc, (n + 1) * sizeof *count);
  size_t *start = hcl_mem_alloc(ls->alloc, (n + 1) * sizeof *start);
  size_t total = 0;
  for (size_t i = 0; i < n; i++)
    total += ((local *)hcl_vec_at(&ls->all, i))->ndeps;
  size_t *waiters =
      hcl_mem_alloc(ls->alloc, (total ? total : 1) * sizeof *waiters);
  size_t *queue = hcl_mem_alloc(ls->alloc, (n ? n : 1) * sizeof *queue);
  if (!count || !start || !waiters || !queue) {
    worse(ls, HCL_ERR_NOMEM);
    goto done;
  }
  memset(count, 0, (n + 1) * sizeof *count);
  for (size_t i = 0; i < n; i++) {
    const local *l = hcl_vec_at(&ls->all, i);
    for (size_t k = 0; k < l->ndeps; k++)
      count[l->deps[k]]++;
  }
  start[0] = 0;
  for (size_t i = 0; i < n; i++)
    start[i + 1] = start[i] + count[i];
  memset(count, 0, (n + 1) * sizeof *count);
  for (size_t i = 0; i < n; i++) {
    const local *l = hcl_vec_at(&ls->all, i);
    for (size_t k = 0; k < l->ndeps; k++) {
      size_t d = l->deps[k];
      waiters[start[d] + count[d]++] = i;
    }
  }
  /* a min-first queue would need a heap; source order among the ready
     ones is kept by scanning for them once and appending as they free */
  size_t head = 0, tail = 0;
  for (size_t i = 0; i < n; i++)
    if (((local *)hcl_vec_at(&ls->all, i))->waiting == 0)
      queue[tail++] = i;
  while (head < tail && ls->st != HCL_ERR_NOMEM) {
    local *l = hcl_vec_at(&ls->all, queue[head++]);
    if (l->bad) {
      l->value = hcl_value_dynamic();
    } else {
      l->value = evaluate(ls, l, ctx);
      if (!l->value) {
        worse(ls, HCL_ERR_NOMEM);
        break;
      }
    }
    size_t me = (size_t)(l - (local *)ls->all.data);
    for (size_t k = start[me]; k < start[me + 1]; k++) {
      local *w = hcl_vec_at(&ls->all, waiters[k]);
      if (--w->waiting == 0)
        queue[tail++] = waiters[k];
    }
  }
  if (ls->st == HCL_ERR_NOMEM)
    goto done;
  report_cycles(ls, start, waiters, count, queue);
done:
  hcl_mem_free(ls->alloc, count);
  hcl_mem_free(ls->alloc, start);
  hcl_mem_free(ls->alloc, waiters);
  hcl_mem_free(ls->alloc, queue);
}

/* Defines `local` in `ctx`: every local's value. */
static void define(locals *ls, hcl_eval_ctx *ctx) {
  size_t n = ls->all.len;
  hcl_str *names = hcl_mem_alloc(ls->alloc, (n + 1) * sizeof *names);
  const hcl_value **vals = hcl_mem_alloc(ls->alloc, (n + 1) * sizeof *vals);
  hcl_value *obj = NULL;
  if (names && vals) {
    for (size_t i = 0; i < n; i++) {
      const local *l = hcl_vec_at(&ls->all, i);
      names[i] = l->attr->name;
      vals[i] = l->value;
    }
    obj = hcl_value_object(names, vals, n, ls->alloc);
  }
  if (!obj || hcl_eval_ctx_set_var(ctx, "local", 5, obj) != HCL_OK)
    worse(ls, HCL_ERR_NOMEM);
  hcl_value_unref(obj);
  hcl_mem_free(ls->alloc, names);
  hcl_mem_free(ls->alloc, vals);
}

hcl_status hcl_locals_define(const hcl_body *body, hcl_eval_ctx *ctx,
                             const hcl_body **remain, hcl_diags *ds) {
  locals ls;
  memset(&ls, 0, sizeof ls);
  ls.alloc = hcl_eval_ctx_alloc(ctx);
  ls.ds = ds;
  hcl_vec_init(&ls.all, ls.alloc, sizeof(local));
  hcl_map_init(&ls.by_name, ls.alloc);
  collect(&ls, body, remain);
  if (ls.st != HCL_ERR_NOMEM)
    link(&ls);
  if (ls.st != HCL_ERR_NOMEM)
    run(&ls, ctx);
  if (ls.st != HCL_ERR_NOMEM)
    define(&ls, ctx);
  for (size_t i = 0; i < ls.all.len; i++) {
    local *l = hcl_vec_at(&ls.all, i);
    hcl_traversals_free(l->refs);
    hcl_mem_free(ls.alloc, l->deps);
    hcl_value_unref(l->value);
  }
  hcl_vec_fini(&ls.all);
  hcl_map_fini(&ls.by_name);
  return ls.st;
}
