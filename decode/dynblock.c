/*
 * Dynamic blocks, as the reference's ext/dynblock expands them: a body
 * that, read by a schema, reads the body under it with a `dynamic "TYPE"`
 * block type added and hands out, in source order, the static blocks and
 * the blocks each `dynamic` block generates from its `for_each`
 * collection. Expansion is lazy: nothing is evaluated until the body is
 * read, and only for the block types the schema asks for.
 *
 * Each generated block's body is again such a body, carrying the iterator
 * (`TYPE` or the `iterator` name, an object of `key` and `value`) and the
 * iterators around it: its attributes come out as scoped expressions
 * (tree/tree.h) that see them, and nested `dynamic` blocks evaluate their
 * `for_each` and `labels` with them. Everything is kept in the body's
 * tree; the iterators' values are released with it.
 */

#include <stdio.h>
#include <string.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "core/diags.h"
#include "core/quote.h"
#include "core/vec.h"
#include "eval/convert.h"
#include "eval/scope.h"
#include "hcl/dynblock.h"
#include "tree/tree.h"

/* What every body of one expansion shares: the iterators' values. */
typedef struct dyn_root {
  const hcl_alloc *alloc;
  hcl_vec values; /* hcl_value *, released with the tree */
} dyn_root;

/* One expanding body (the reference's expandBody). */
typedef struct dyn_body {
  dyn_root *root;
  const hcl_eval_ctx *ctx;         /* the caller's, for for_each and labels */
  const hcl_expr_scope *iteration; /* NULL outside generated blocks */
  /* what partial reads took already (a remaining body hides it) */
  const hcl_str *hidden_attrs;
  size_t nhidden_attrs;
  const hcl_block_schema *hidden_blocks;
  size_t nhidden_blocks;
} dyn_body;

static hcl_status dyn_content(const hcl_body *b, const hcl_schema *s,
                              bool partial, hcl_content *out,
                              const hcl_body **remain, hcl_diags *ds);
static hcl_status dyn_just_attributes(const hcl_body *b, hcl_content *out,
                                      hcl_diags *ds);
static hcl_status unknown_content(const hcl_body *b, const hcl_schema *s,
                                  bool partial, hcl_content *out,
                                  const hcl_body **remain, hcl_diags *ds);
static hcl_status unknown_just_attributes(const hcl_body *b, hcl_content *out,
                                          hcl_diags *ds);

static const hcl_body_ops dyn_ops = {dyn_content, dyn_just_attributes};
static const hcl_body_ops unknown_ops = {unknown_content,
                                         unknown_just_attributes};

static const char *const dynamic_labels[] = {"type"};

/* ---- Bodies ------------------------------------------------------------ */

static void root_free(void *data) {
  dyn_root *r = data;
  for (size_t i = 0; i < r->values.len; i++)
    hcl_value_unref(*(hcl_value **)hcl_vec_at(&r->values, i));
  hcl_vec_fini(&r->values);
  hcl_mem_free(r->alloc, r);
}

/* A body of `kind` reading `under`, in under's tree. */
static hcl_body *provided(const hcl_body_ops *kind, const hcl_body *under,
                          void *data) {
  hcl_body *b = hcl_tree_alloc(under->tree, sizeof *b);
  if (!b)
    return NULL;
  memset(b, 0, sizeof *b);
  b->tree = under->tree;
  b->range = under->range;
  b->ops = kind;
  b->under = under;
  b->ops_data = data;
  b->unknown = kind == &unknown_ops;
  return b;
}

/* An expanding body over `under` that sees the iteration `it`. */
static const hcl_body *expand_child(const dyn_body *parent,
                                    const hcl_body *under,
                                    const hcl_expr_scope *it) {
  dyn_body *d = hcl_tree_alloc(under->tree, sizeof *d);
  if (!d)
    return NULL;
  memset(d, 0, sizeof *d);
  d->root = parent->root;
  d->ctx = parent->ctx;
  d->iteration = it;
  return provided(&dyn_ops, under, d);
}

const hcl_body *hcl_dynblock_expand(const hcl_body *body,
                                    const hcl_eval_ctx *ctx) {
  const hcl_alloc *alloc = hcl_tree_allocator(body->tree);
  dyn_root *r = hcl_mem_alloc(alloc, sizeof *r);
  if (!r)
    return NULL;
  r->alloc = alloc;
  hcl_vec_init(&r->values, alloc, sizeof(hcl_value *));
  if (!hcl_tree_on_free(body->tree, root_free, r)) {
    root_free(r);
    return NULL;
  }
  dyn_body top;
  memset(&top, 0, sizeof top);
  top.root = r;
  top.ctx = ctx;
  return expand_child(&top, body, NULL);
}

/* ---- Diagnostics ------------------------------------------------------- */

/* Out of memory over errors over success. */
static hcl_status worse(hcl_status a, hcl_status b) {
  if (a == HCL_ERR_NOMEM || b == HCL_ERR_NOMEM)
    return HCL_ERR_NOMEM;
  return a != HCL_OK ? a : b;
}

/* The value of `e` in `ctx`, in *out (NULL when out of memory), and
   whether evaluating it reported errors: HCL_ERR_SYNTAX then. Errors go to
   `ds`, or are only counted without it. */
static hcl_status eval_checked(const hcl_expr *e, const hcl_eval_ctx *ctx,
                               hcl_diags *ds, hcl_value **out) {
  hcl_diags *own = ds ? NULL : hcl_diags_new(NULL);
  hcl_diags *to = ds ? ds : own;
  if (!to) {
    *out = NULL;
    return HCL_ERR_NOMEM;
  }
  size_t before = hcl_diags_error_count(to);
  *out = hcl_expr_eval(e, ctx, to);
  size_t after = hcl_diags_error_count(to);
  hcl_diags_free(own);
  if (!*out)
    return HCL_ERR_NOMEM;
  return after > before ? HCL_ERR_SYNTAX : HCL_OK;
}

/* An error about `e` evaluated in `ctx`, with the values of its variables
   as the reference gives them (none without a context). */
static hcl_status expr_error(hcl_diags *ds, const char *summary,
                             const char *detail, const hcl_expr *e,
                             const hcl_eval_ctx *ctx) {
  if (!ds)
    return HCL_ERR_SYNTAX;
  hcl_range subject = hcl_expr_range(e);
  char *notes = NULL;
  if (ctx && hcl_expr_value_notes(e, ctx, &notes) != HCL_OK)
    return HCL_ERR_NOMEM;
  hcl_diag g = {HCL_DIAG_ERROR, 0, summary, detail, &subject, NULL, notes};
  hcl_status st = hcl_diags_add(ds, &g);
  hcl_free(hcl_eval_ctx_alloc(ctx), notes);
  return st == HCL_OK ? HCL_ERR_SYNTAX : st;
}

static hcl_status error_at(hcl_diags *ds, const char *summary,
                           const char *detail, const hcl_range *subject) {
  if (ds && hcl_diags_add_error(ds, summary, detail, subject) != HCL_OK)
    return HCL_ERR_NOMEM;
  return HCL_ERR_SYNTAX;
}

/* "Blocks of type "T" require N label(s).", `type` quoted as Go does. */
static hcl_status labels_error(hcl_diags *ds, const char *summary, hcl_str type,
                               size_t nlabels, const hcl_range *subject,
                               const hcl_alloc *alloc) {
  hcl_buf q, detail;
  hcl_buf_init(&q, alloc);
  hcl_buf_init(&detail, alloc);
  hcl_status st = HCL_ERR_NOMEM;
  if (hcl_go_quote(&q, type.ptr, type.len) && hcl_buf_terminate(&q) &&
      hcl_buf_format(&detail, "Blocks of type %s require %zu label(s).", q.data,
                     nlabels))
    st = error_at(ds, summary, detail.data, subject);
  hcl_buf_fini(&q);
  hcl_buf_fini(&detail);
  return st;
}

/* ---- One dynamic block ------------------------------------------------- */

/* What a `dynamic` block says (the reference's expandSpec). */
typedef struct dyn_spec {
  const hcl_block *raw;
  const hcl_block_schema *header;
  hcl_value *for_each;
  hcl_str iterator;
  const hcl_expr *const *labels;
  size_t nlabels;
  const hcl_body *content;
} dyn_spec;

/* The context for_each and labels are evaluated in: the caller's with the
   iterators of `it`. *owned is what the caller frees. */
static hcl_status iteration_ctx(const dyn_body *d, const hcl_expr_scope *it,
                                const hcl_eval_ctx **ctx,
                                hcl_eval_ctx **owned) {
  *owned = NULL;
  *ctx = d->ctx;
  if (!it)
    return HCL_OK;
  *owned = hcl_scope_ctx(it, d->ctx);
  *ctx = *owned;
  return *owned ? HCL_OK : HCL_ERR_NOMEM;
}

static bool can_iterate(const hcl_type *t) {
  switch (hcl_type_kind_of(t)) {
  case HCL_TYPE_LIST:
  case HCL_TYPE_MAP:
  case HCL_TYPE_SET:
  case HCL_TYPE_TUPLE:
  case HCL_TYPE_OBJECT:
    return true;
  default:
    return false;
  }
}

/* The for_each value, checked; HCL_ERR_SYNTAX after reporting why not. */
static hcl_status read_for_each(const dyn_body *d, const hcl_attribute *each,
                                hcl_diags *ds, hcl_value **out) {
  const hcl_eval_ctx *ctx;
  hcl_eval_ctx *owned;
  hcl_status st = iteration_ctx(d, d->iteration, &ctx, &owned);
  if (st != HCL_OK)
    return st;
  hcl_value *v;
  st = eval_checked(each->expr, ctx, ds, &v); /* errors: the rest is still
                                                 checked */
  const hcl_type *t = v ? hcl_value_type(v) : NULL;
  if (v && !can_iterate(t) && hcl_type_kind_of(t) != HCL_TYPE_DYNAMIC) {
    char name[256], detail[400];
    hcl_type_friendly_name(t, name, sizeof name);
    snprintf(detail, sizeof detail,
             "Cannot use a %s value in for_each. An iterable collection is "
             "required.",
             name);
    st = worse(st, expr_error(ds, "Invalid dynamic for_each value", detail,
                              each->expr, ctx));
    hcl_value_unref(v);
    v = NULL;
  } else if (v && hcl_value_is_null(v)) {
    st = worse(st, expr_error(ds, "Invalid dynamic for_each value",
                              "Cannot use a null value in for_each.",
                              each->expr, ctx));
    hcl_value_unref(v);
    v = NULL;
  }
  hcl_eval_ctx_free(owned);
  *out = v;
  return v || st != HCL_OK ? st : HCL_ERR_SYNTAX;
}

/* The `iterator` attribute's name: a single variable name. */
static hcl_status read_iterator(const hcl_attribute *a, const hcl_alloc *alloc,
                                hcl_str *name, hcl_diags *ds) {
  hcl_traversals *ts = NULL;
  hcl_status st = hcl_expr_static_traversal(a->expr, alloc, &ts, ds);
  if (st != HCL_OK)
    return st;
  const hcl_traversal *t = hcl_traversals_at(ts, 0);
  if (t->nsteps != 1) {
    hcl_range r = t->steps[0].range;
    r.end = t->steps[t->nsteps - 1].range.end;
    st = error_at(ds, "Invalid dynamic iterator name",
                  "Dynamic iterator must be a single variable name.", &r);
  } else {
    /* the name outlives the traversal: it goes into the tree */
    st = hcl_tree_strdup(a->expr->tree, t->steps[0].name, name);
  }
  hcl_traversals_free(ts);
  return st;
}

static const hcl_attr_schema spec_attrs[] = {
    {"for_each", true}, {"iterator", false}, {"labels", true}};
static const hcl_block_schema spec_blocks[] = {{"content", NULL, 0}};

static const hcl_attribute *attr_named(const hcl_content *c, const char *n) {
  for (size_t i = 0; i < c->nattrs; i++)
    if (hcl_str_eq_c(c->attrs[i]->name, n))
      return c->attrs[i];
  return NULL;
}

/* Reads the `dynamic` block `raw` generating blocks of `header`'s type
   (the reference's decodeSpec): HCL_ERR_SYNTAX when it is not usable. */
static hcl_status read_spec(const dyn_body *d, const hcl_block *raw,
                            const hcl_block_schema *header, dyn_spec *sp,
                            hcl_diags *ds) {
  memset(sp, 0, sizeof *sp);
  sp->raw = raw;
  sp->header = header;
  hcl_schema schema = {spec_attrs, header->nlabels ? 3 : 2, spec_blocks, 1};
  hcl_content c;
  hcl_status st = hcl_body_content(raw->body, &schema, &c, ds);
  if (st != HCL_OK)
    return st;

  st = read_for_each(d, attr_named(&c, "for_each"), ds, &sp->for_each);
  hcl_status worst = st == HCL_ERR_NOMEM ? st : HCL_OK;
  if (st == HCL_ERR_NOMEM || (st != HCL_OK && !sp->for_each))
    return st;

  /* the type as the block's label spells it: in the tree, which outlives
     the caller's schema */
  sp->iterator = raw->labels[0];
  const hcl_attribute *it = attr_named(&c, "iterator");
  if (it) {
    hcl_status is = read_iterator(it, hcl_tree_allocator(raw->body->tree),
                                  &sp->iterator, ds);
    if (is != HCL_OK)
      return worse(is, st);
  }

  const hcl_attribute *labels = attr_named(&c, "labels");
  if (labels) {
    hcl_status ls =
        hcl_expr_static_list(labels->expr, &sp->labels, &sp->nlabels, ds);
    if (ls != HCL_OK)
      return worse(ls, st);
    const hcl_alloc *alloc = hcl_tree_allocator(raw->body->tree);
    hcl_str type = {header->type, strlen(header->type)};
    if (sp->nlabels > header->nlabels) {
      hcl_range r = hcl_expr_range(sp->labels[header->nlabels]);
      return worse(labels_error(ds, "Extraneous dynamic block label", type,
                                header->nlabels, &r, alloc),
                   st);
    }
    if (sp->nlabels < header->nlabels) {
      hcl_range r = hcl_expr_range(labels->expr);
      return worse(labels_error(ds, "Insufficient dynamic block labels", type,
                                header->nlabels, &r, alloc),
                   st);
    }
  }

  if (c.nblocks == 0)
    return worse(
        error_at(ds, "Missing dynamic content block",
                 "A dynamic block must have a nested block of type "
                 "\"content\" to describe the body of each generated block.",
                 &c.missing_item_range),
        st);
  if (c.nblocks > 1)
    return worse(
        error_at(ds, "Extraneous dynamic content block",
                 "Only one nested content block is allowed for each dynamic "
                 "block.",
                 &c.blocks[1]->def_range),
        st);
  sp->content = c.blocks[0]->body;
  return worse(worst, st);
}

/* The iteration of one element: a child of `outer`, whose value the root
   keeps. */
static const hcl_expr_scope *iterate(const dyn_body *d, hcl_tree *t,
                                     hcl_str name, const hcl_value *key,
                                     const hcl_value *value) {
  hcl_str names[2] = {{"key", 3}, {"value", 5}};
  const hcl_value *items[2] = {key, value};
  hcl_value *obj = hcl_value_object(names, items, 2, d->root->alloc);
  if (!obj)
    return NULL;
  if (!hcl_vec_push(&d->root->values, &obj)) {
    hcl_value_unref(obj);
    return NULL;
  }
  hcl_expr_scope *s = hcl_tree_alloc(t, sizeof *s);
  if (!s)
    return NULL;
  s->name = name;
  s->var = obj;
  s->outer = d->iteration;
  return s;
}

/* One label's string: HCL_ERR_SYNTAX after reporting why there is none. */
static hcl_status label_value(const hcl_expr *e, const hcl_eval_ctx *ctx,
                              hcl_tree *t, hcl_str *out, hcl_diags *ds) {
  hcl_value *v;
  hcl_status evaluated = eval_checked(e, ctx, ds, &v);
  if (evaluated != HCL_OK) {
    hcl_value_unref(v);
    return evaluated;
  }
  hcl_buf err;
  hcl_buf_init(&err, hcl_tree_allocator(t));
  hcl_value *s = NULL;
  hcl_convert_result r =
      hcl_convert(v, hcl_type_string(), hcl_tree_allocator(t), &s, &err);
  hcl_value_unref(v);
  hcl_status st = HCL_OK;
  if (r == HCL_CONVERT_NOMEM) {
    st = HCL_ERR_NOMEM;
  } else if (r == HCL_CONVERT_FAILED) {
    hcl_buf detail;
    hcl_buf_init(&detail, hcl_tree_allocator(t));
    st =
        hcl_buf_terminate(&err) &&
                hcl_buf_format(&detail,
                               "Cannot use this value as a dynamic block "
                               "label: %s.",
                               err.data)
            ? expr_error(ds, "Invalid dynamic block label", detail.data, e, ctx)
            : HCL_ERR_NOMEM;
    hcl_buf_fini(&detail);
  } else if (hcl_value_is_null(s)) {
    st =
        expr_error(ds, "Invalid dynamic block label",
                   "Cannot use a null value as a dynamic block label.", e, ctx);
  } else if (hcl_value_is_unknown(s)) {
    st = expr_error(ds, "Invalid dynamic block label",
                    "This value is not yet known. Dynamic block labels must "
                    "be immediately-known values.",
                    e, ctx);
  } else {
    st = hcl_tree_strdup(t, hcl_value_as_string(s), out);
  }
  hcl_buf_fini(&err);
  hcl_value_unref(s);
  return st;
}

/* The block one iteration generates (the reference's newBlock), or NULL in
 *out when its labels are unusable. */
static hcl_status generate(const dyn_body *d, const dyn_spec *sp,
                           const hcl_expr_scope *it, bool unknown,
                           const hcl_block **out, hcl_diags *ds) {
  *out = NULL;
  hcl_tree *t = sp->raw->body->tree;
  hcl_block *b = hcl_tree_alloc(t, sizeof *b);
  hcl_str *labels = hcl_tree_alloc(t, (sp->nlabels + 1) * sizeof *labels);
  hcl_range *ranges = hcl_tree_alloc(t, (sp->nlabels + 1) * sizeof *ranges);
  if (!b || !labels || !ranges)
    return HCL_ERR_NOMEM;
  hcl_eval_ctx *ctx = hcl_scope_ctx(it, d->ctx);
  if (!ctx)
    return HCL_ERR_NOMEM;
  hcl_status st = HCL_OK;
  for (size_t i = 0; i < sp->nlabels && st == HCL_OK; i++) {
    st = label_value(sp->labels[i], ctx, t, &labels[i], ds);
    ranges[i] = hcl_expr_range(sp->labels[i]);
  }
  hcl_eval_ctx_free(ctx);
  if (st != HCL_OK)
    return st;
  *b = *sp->raw;
  b->type = sp->raw->labels[0]; /* the tree's copy of the type's name */
  b->type_range = sp->raw->label_ranges[0];
  b->labels = labels;
  b->nlabels = sp->nlabels;
  b->label_ranges = ranges;
  b->body = expand_child(d, sp->content, it);
  if (b->body && unknown)
    b->body = provided(&unknown_ops, b->body, NULL);
  if (!b->body)
    return HCL_ERR_NOMEM;
  *out = b;
  return HCL_OK;
}

/* ---- Reading an expanding body ----------------------------------------- */

static bool hidden_attr(const dyn_body *d, hcl_str name) {
  for (size_t i = 0; i < d->nhidden_attrs; i++)
    if (hcl_str_eq(d->hidden_attrs[i], name))
      return true;
  return false;
}

static bool hidden_block(const dyn_body *d, hcl_str type) {
  for (size_t i = 0; i < d->nhidden_blocks; i++)
    if (hcl_str_eq_c(type, d->hidden_blocks[i].type))
      return true;
  return false;
}

static const hcl_block_schema *asked(const hcl_schema *s, hcl_str type) {
  for (size_t i = 0; i < s->nblocks; i++)
    if (hcl_str_eq_c(type, s->blocks[i].type))
      return &s->blocks[i];
  return NULL;
}

/* The schema the body under is read with: the caller's, `dynamic`, and
   what earlier partial reads took (so that reading it is no error). */
static hcl_status extend_schema(hcl_tree *t, const dyn_body *d,
                                const hcl_schema *s, hcl_schema *ext) {
  size_t na = s->nattrs + d->nhidden_attrs;
  size_t nb = s->nblocks + 1 + d->nhidden_blocks;
  hcl_attr_schema *attrs = hcl_tree_alloc(t, (na ? na : 1) * sizeof *attrs);
  hcl_block_schema *blocks = hcl_tree_alloc(t, nb * sizeof *blocks);
  if (!attrs || !blocks)
    return HCL_ERR_NOMEM;
  if (s->nattrs)
    memcpy(attrs, s->attrs, s->nattrs * sizeof *attrs);
  for (size_t i = 0; i < d->nhidden_attrs; i++) {
    attrs[s->nattrs + i].name = d->hidden_attrs[i].ptr;
    attrs[s->nattrs + i].required = false;
  }
  if (s->nblocks)
    memcpy(blocks, s->blocks, s->nblocks * sizeof *blocks);
  blocks[s->nblocks].type = "dynamic";
  blocks[s->nblocks].label_names = dynamic_labels;
  blocks[s->nblocks].nlabels = 1;
  if (d->nhidden_blocks)
    memcpy(blocks + s->nblocks + 1, d->hidden_blocks,
           d->nhidden_blocks * sizeof *blocks);
  ext->attrs = attrs;
  ext->nattrs = na;
  ext->blocks = blocks;
  ext->nblocks = nb;
  return HCL_OK;
}

/* The attribute as this body hands it out: seeing its iterators. */
static const hcl_attribute *scoped_attr(hcl_tree *t, const dyn_body *d,
                                        const hcl_attribute *a) {
  if (!d->iteration)
    return a;
  hcl_attribute *copy = hcl_tree_alloc(t, sizeof *copy);
  hcl_scoped_expr *e = hcl_tree_alloc(t, sizeof *e);
  if (!copy || !e)
    return NULL;
  *copy = *a;
  e->base = *a->expr;
  e->base.kind = HCL_EXPR_SCOPED;
  e->inner = a->expr;
  e->scope = d->iteration;
  copy->expr = &e->base;
  return copy;
}

/* The blocks of the raw content, with dynamic ones expanded (the
   reference's expandBlocks). */
static hcl_status expand_blocks(const dyn_body *d, const hcl_schema *s,
                                const hcl_content *raw, bool partial,
                                ptr_list *out, hcl_diags *ds) {
  hcl_tree *t = NULL;
  hcl_status worst = HCL_OK;
  for (size_t i = 0; i < raw->nblocks; i++) {
    const hcl_block *rb = raw->blocks[i];
    t = rb->body->tree;
    if (!hcl_str_eq_c(rb->type, "dynamic")) {
      if (hidden_block(d, rb->type))
        continue;
      /* a static block passes on the iterators around it */
      hcl_block *b = hcl_tree_alloc(t, sizeof *b);
      if (!b)
        return HCL_ERR_NOMEM;
      *b = *rb;
      b->body = expand_child(d, rb->body, d->iteration);
      if (!b->body || !hcl_ptr_push(t, out, b))
        return HCL_ERR_NOMEM;
      continue;
    }
    hcl_str type = rb->labels[0];
    if (hidden_block(d, type))
      continue;
    const hcl_block_schema *header = asked(s, type);
    if (!header) {
      if (!partial) {
        hcl_buf q, detail;
        hcl_buf_init(&q, hcl_tree_allocator(t));
        hcl_buf_init(&detail, hcl_tree_allocator(t));
        hcl_status st =
            hcl_go_quote(&q, type.ptr, type.len) && hcl_buf_terminate(&q) &&
                    hcl_buf_format(&detail,
                                   "Blocks of type %s are not expected here.",
                                   q.data)
                ? error_at(ds, "Unsupported block type", detail.data,
                           &rb->label_ranges[0])
                : HCL_ERR_NOMEM;
        hcl_buf_fini(&q);
        hcl_buf_fini(&detail);
        worst = worse(worst, st);
        if (worst == HCL_ERR_NOMEM)
          return worst;
      }
      continue;
    }
    dyn_spec sp;
    hcl_status st = read_spec(d, rb, header, &sp, ds);
    if (st != HCL_OK) {
      hcl_value_unref(sp.for_each);
      worst = worse(worst, st);
      if (worst == HCL_ERR_NOMEM)
        return worst;
      continue;
    }
    const hcl_value *each = sp.for_each;
    if (!hcl_value_is_unknown(each)) {
      size_t n = hcl_value_count(each);
      hcl_type_kind k = hcl_type_kind_of(hcl_value_type(each));
      bool keyed = k == HCL_TYPE_MAP || k == HCL_TYPE_OBJECT;
      for (size_t e = 0; e < n && st != HCL_ERR_NOMEM; e++) {
        const hcl_value *value = hcl_value_at(each, e);
        hcl_value *key = NULL;
        if (keyed) {
          hcl_str name = hcl_value_key_at(each, e);
          key = hcl_value_string(name.ptr, name.len, d->root->alloc);
        } else if (k == HCL_TYPE_SET) {
          key = hcl_value_ref(value);
        } else {
          key = hcl_value_number_int((int64_t)e, d->root->alloc);
        }
        const hcl_expr_scope *it =
            key ? iterate(d, t, sp.iterator, key, value) : NULL;
        hcl_value_unref(key);
        const hcl_block *b = NULL;
        st = it ? generate(d, &sp, it, false, &b, ds) : HCL_ERR_NOMEM;
        worst = worse(worst, st);
        if (b && !hcl_ptr_push(t, out, b))
          st = worst = HCL_ERR_NOMEM;
      }
    } else {
      /* one block standing for all of them, its contents unknown */
      hcl_value *dyn = hcl_value_dynamic();
      const hcl_expr_scope *it = iterate(d, t, sp.iterator, dyn, dyn);
      hcl_value_unref(dyn);
      const hcl_block *b = NULL;
      st = it ? generate(d, &sp, it, true, &b, ds) : HCL_ERR_NOMEM;
      worst = worse(worst, st);
      if (b && !hcl_ptr_push(t, out, b))
        worst = HCL_ERR_NOMEM;
    }
    hcl_value_unref(sp.for_each);
    if (worst == HCL_ERR_NOMEM)
      return worst;
  }
  return worst;
}

/* A remaining body: this one hiding also what `s` took. */
static hcl_status remaining(const hcl_body *b, const dyn_body *d,
                            const hcl_schema *s, const hcl_body **remain) {
  hcl_tree *t = b->tree;
  dyn_body *r = hcl_tree_alloc(t, sizeof *r);
  size_t na = d->nhidden_attrs + s->nattrs;
  size_t nb = d->nhidden_blocks + s->nblocks;
  hcl_str *attrs = hcl_tree_alloc(t, (na ? na : 1) * sizeof *attrs);
  hcl_block_schema *blocks = hcl_tree_alloc(t, (nb ? nb : 1) * sizeof *blocks);
  if (!r || !attrs || !blocks)
    return HCL_ERR_NOMEM;
  *r = *d;
  if (d->nhidden_attrs)
    memcpy(attrs, d->hidden_attrs, d->nhidden_attrs * sizeof *attrs);
  for (size_t i = 0; i < s->nattrs; i++) {
    hcl_str name = {s->attrs[i].name, strlen(s->attrs[i].name)};
    if (hcl_tree_strdup(t, name, &attrs[d->nhidden_attrs + i]) != HCL_OK)
      return HCL_ERR_NOMEM;
  }
  if (d->nhidden_blocks)
    memcpy(blocks, d->hidden_blocks, d->nhidden_blocks * sizeof *blocks);
  for (size_t i = 0; i < s->nblocks; i++) {
    hcl_block_schema *h = &blocks[d->nhidden_blocks + i];
    hcl_str type = {s->blocks[i].type, strlen(s->blocks[i].type)}, copy;
    if (hcl_tree_strdup(t, type, &copy) != HCL_OK)
      return HCL_ERR_NOMEM;
    /* only the type matters for hiding; the labels must read the same */
    *h = s->blocks[i];
    h->type = copy.ptr;
    if (h->nlabels) {
      const char **names = hcl_tree_alloc(t, h->nlabels * sizeof *names);
      if (!names)
        return HCL_ERR_NOMEM;
      for (size_t k = 0; k < h->nlabels; k++) {
        hcl_str l = {h->label_names[k], strlen(h->label_names[k])}, lc;
        if (hcl_tree_strdup(t, l, &lc) != HCL_OK)
          return HCL_ERR_NOMEM;
        names[k] = lc.ptr;
      }
      h->label_names = names;
    }
  }
  r->hidden_attrs = attrs;
  r->nhidden_attrs = na;
  r->hidden_blocks = blocks;
  r->nhidden_blocks = nb;
  *remain = provided(&dyn_ops, b->under, r);
  return *remain ? HCL_OK : HCL_ERR_NOMEM;
}

static hcl_status dyn_content(const hcl_body *b, const hcl_schema *s,
                              bool partial, hcl_content *out,
                              const hcl_body **remain, hcl_diags *ds) {
  const dyn_body *d = b->ops_data;
  hcl_tree *t = b->tree;
  memset(out, 0, sizeof *out);
  hcl_schema ext;
  hcl_status st = extend_schema(t, d, s, &ext);
  if (st != HCL_OK)
    return st;
  hcl_content raw;
  const hcl_body *ignored;
  /* the caller's schema was checked; `dynamic` and what is hidden may
     repeat its names, which only the native syntax can tell apart */
  st = partial ? hcl_body_partial_content_unchecked(b->under, &ext, &raw,
                                                    &ignored, ds)
               : hcl_body_content_unchecked(b->under, &ext, &raw, ds);
  if (st == HCL_ERR_NOMEM)
    return st;
  ptr_list blocks = {NULL, 0, 0}, attrs = {NULL, 0, 0};
  st = worse(st, expand_blocks(d, s, &raw, partial, &blocks, ds));
  if (st == HCL_ERR_NOMEM)
    return st;
  for (size_t i = 0; i < raw.nattrs; i++) {
    if (hidden_attr(d, raw.attrs[i]->name))
      continue;
    const hcl_attribute *a = scoped_attr(t, d, raw.attrs[i]);
    if (!a || !hcl_ptr_push(t, &attrs, a))
      return HCL_ERR_NOMEM;
  }
  out->attrs = (const hcl_attribute *const *)attrs.items;
  out->nattrs = attrs.n;
  out->blocks = (const hcl_block *const *)blocks.items;
  out->nblocks = blocks.n;
  out->missing_item_range = hcl_body_missing_item_range(b->under);
  if (partial && remain) {
    hcl_status rs = remaining(b, d, s, remain);
    if (rs != HCL_OK)
      return rs;
  }
  return st;
}

/* As the reference, the attributes of the body under, as they are. */
static hcl_status dyn_just_attributes(const hcl_body *b, hcl_content *out,
                                      hcl_diags *ds) {
  return hcl_body_just_attributes(b->under, out, ds);
}

/* ---- Unknown bodies ---------------------------------------------------- */

/* The content with every attribute an unknown value and every block's
   body unknown too (the reference's unknownBody). */
static hcl_status make_unknown(hcl_tree *t, hcl_content *c) {
  if (c->nattrs) {
    const hcl_attribute **attrs = hcl_tree_alloc(t, c->nattrs * sizeof *attrs);
    if (!attrs)
      return HCL_ERR_NOMEM;
    for (size_t i = 0; i < c->nattrs; i++) {
      hcl_attribute *a = hcl_tree_alloc(t, sizeof *a);
      hcl_expr *e = hcl_tree_alloc(t, sizeof *e);
      if (!a || !e)
        return HCL_ERR_NOMEM;
      *a = *c->attrs[i];
      /* a placeholder: evaluates to an unknown value, reports nothing */
      memset(e, 0, sizeof *e);
      e->tree = t;
      e->kind = HCL_EXPR_INVALID;
      e->range = hcl_expr_range(c->attrs[i]->expr);
      e->text.ptr = e->key.ptr = "";
      a->expr = e;
      attrs[i] = a;
    }
    c->attrs = attrs;
  }
  if (c->nblocks) {
    const hcl_block **blocks = hcl_tree_alloc(t, c->nblocks * sizeof *blocks);
    if (!blocks)
      return HCL_ERR_NOMEM;
    for (size_t i = 0; i < c->nblocks; i++) {
      hcl_block *b = hcl_tree_alloc(t, sizeof *b);
      if (!b)
        return HCL_ERR_NOMEM;
      *b = *c->blocks[i];
      b->body = provided(&unknown_ops, c->blocks[i]->body, NULL);
      if (!b->body)
        return HCL_ERR_NOMEM;
      blocks[i] = b;
    }
    c->blocks = blocks;
  }
  return HCL_OK;
}

static hcl_status unknown_content(const hcl_body *b, const hcl_schema *s,
                                  bool partial, hcl_content *out,
                                  const hcl_body **remain, hcl_diags *ds) {
  const hcl_body *r = NULL;
  hcl_status st =
      partial ? hcl_body_partial_content_unchecked(b->under, s, out, &r, ds)
              : hcl_body_content_unchecked(b->under, s, out, ds);
  if (st == HCL_ERR_NOMEM)
    return st;
  hcl_status fixed = make_unknown(b->tree, out);
  if (fixed != HCL_OK)
    return fixed;
  if (partial && remain) {
    *remain = provided(&unknown_ops, r, NULL);
    if (!*remain)
      return HCL_ERR_NOMEM;
  }
  return st;
}

static hcl_status unknown_just_attributes(const hcl_body *b, hcl_content *out,
                                          hcl_diags *ds) {
  hcl_status st = hcl_body_just_attributes(b->under, out, ds);
  if (st == HCL_ERR_NOMEM)
    return st;
  hcl_status fixed = make_unknown(b->tree, out);
  return fixed != HCL_OK ? fixed : st;
}
