/*
 * Reading bodies through schemas (information model, "Schema-driven
 * processing"): content, partial content with the remaining body, just the
 * attributes, and merged bodies. Diagnostics follow the reference's
 * wording and ranges.
 */

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "core/suggest.h"
#include "hcl/body.h"
#include "tree/body_internal.h"
#include "tree/tree.h"

/* ---- Helpers ----------------------------------------------------------- */

hcl_status hcl_body_diag(hcl_diags *ds, const char *summary, const char *detail,
                         const hcl_range *subject, const hcl_range *context) {
  hcl_diag d = {HCL_DIAG_ERROR, 0, summary, detail, subject, context, NULL};
  return ds ? hcl_diags_add(ds, &d) : HCL_OK;
}

/* Names of the lists a body is read with, for hcl_name_index. */
static hcl_str attr_name(const void *list, size_t i) {
  return ((const hcl_attribute *)list)[i].name;
}

static hcl_str schema_attr_name(const void *list, size_t i) {
  const char *n = ((const hcl_attr_schema *)list)[i].name;
  hcl_str r = {n, strlen(n)};
  return r;
}

static hcl_str schema_block_type(const void *list, size_t i) {
  const char *n = ((const hcl_block_schema *)list)[i].type;
  hcl_str r = {n, strlen(n)};
  return r;
}

hcl_str hcl_body_taken_name(const void *list, size_t i) {
  return ((const hcl_attribute *const *)list)[i]->name;
}

void hcl_body_lookups_init(hcl_body_lookups *l, const hcl_alloc *alloc) {
  hcl_name_index_init(&l->attrs, attr_name, alloc);
  hcl_name_index_init(&l->hidden_attrs, hcl_name_of_str, alloc);
  hcl_name_index_init(&l->hidden_blocks, hcl_name_of_str, alloc);
  hcl_name_index_init(&l->schema_attrs, schema_attr_name, alloc);
  hcl_name_index_init(&l->schema_blocks, schema_block_type, alloc);
  hcl_name_index_init(&l->taken, hcl_body_taken_name, alloc);
}

void hcl_body_lookups_fini(hcl_body_lookups *l) {
  hcl_name_index_fini(&l->attrs);
  hcl_name_index_fini(&l->hidden_attrs);
  hcl_name_index_fini(&l->hidden_blocks);
  hcl_name_index_fini(&l->schema_attrs);
  hcl_name_index_fini(&l->schema_blocks);
  hcl_name_index_fini(&l->taken);
}

bool hcl_body_hidden_attr(hcl_body_lookups *l, const hcl_body *b,
                          hcl_str name) {
  return hcl_name_index_find(&l->hidden_attrs, b->hidden_attrs,
                             b->nhidden_attrs, name) != 0;
}

static bool hidden_block(hcl_body_lookups *l, const hcl_body *b, hcl_str type) {
  return hcl_name_index_find(&l->hidden_blocks, b->hidden_blocks,
                             b->nhidden_blocks, type) != 0;
}

const hcl_attr_schema *hcl_body_schema_attr(hcl_body_lookups *l,
                                            const hcl_schema *s, hcl_str name) {
  size_t at = hcl_name_index_find(&l->schema_attrs, s->attrs, s->nattrs, name);
  return at ? &s->attrs[at - 1] : NULL;
}

const hcl_block_schema *
hcl_body_schema_block(hcl_body_lookups *l, const hcl_schema *s, hcl_str type) {
  size_t at =
      hcl_name_index_find(&l->schema_blocks, s->blocks, s->nblocks, type);
  return at ? &s->blocks[at - 1] : NULL;
}

const hcl_attribute *hcl_body_taken_attr(hcl_body_lookups *l, const taken *got,
                                         hcl_str name) {
  size_t at =
      hcl_name_index_find(&l->taken, got->attrs.items, got->attrs.n, name);
  return at ? got->attrs.items[at - 1] : NULL;
}

static const hcl_attribute *find_attr(hcl_body_lookups *l, const hcl_body *b,
                                      hcl_str name) {
  size_t at = hcl_name_index_find(&l->attrs, b->attrs, b->nattrs, name);
  return at ? &b->attrs[at - 1] : NULL;
}

bool hcl_ptr_push(hcl_tree *t, ptr_list *l, const void *p) {
  if (l->n == l->cap) {
    size_t cap = l->cap ? l->cap * 2 : 8;
    const void **items = hcl_tree_alloc(t, cap * sizeof *items);
    if (!items)
      return false;
    if (l->n)
      memcpy(items, l->items, l->n * sizeof *items);
    l->items = items;
    l->cap = cap;
  }
  l->items[l->n++] = p;
  return true;
}

hcl_status hcl_body_errorf(hcl_tree *t, hcl_diags *ds, const char *summary,
                           const hcl_range *subject, const hcl_range *context,
                           const char *detail_fmt, ...) {
  if (!ds)
    return HCL_ERR_SYNTAX;
  hcl_buf b;
  hcl_buf_init(&b, hcl_tree_allocator(t));
  va_list ap;
  va_start(ap, detail_fmt);
  const char *detail = hcl_buf_vformat(&b, detail_fmt, ap);
  va_end(ap);
  hcl_status st = detail ? hcl_body_diag(ds, summary, detail, subject, context)
                         : HCL_ERR_NOMEM;
  hcl_buf_fini(&b);
  return st == HCL_OK ? HCL_ERR_SYNTAX : st;
}

hcl_status hcl_body_duplicate(hcl_tree *t, hcl_diags *ds, const char *summary,
                              const char *what, hcl_str name,
                              const hcl_range *first, const char *end,
                              const hcl_range *subject,
                              const hcl_range *context) {
  hcl_buf where;
  hcl_buf_init(&where, hcl_tree_allocator(t));
  hcl_status st = hcl_buf_put_range(&where, first) && hcl_buf_terminate(&where)
                      ? hcl_body_errorf(t, ds, summary, subject, context,
                                        "%s \"%s\" was already set at %s%s",
                                        what, name.ptr, where.data, end)
                      : HCL_ERR_NOMEM;
  hcl_buf_fini(&where);
  return st;
}

/* "a, b, c" */
static bool join_labels(hcl_buf *b, const hcl_block_schema *s) {
  bool ok = true;
  for (size_t i = 0; ok && i < s->nlabels; i++)
    ok =
        (i == 0 || hcl_buf_puts(b, ", ")) && hcl_buf_puts(b, s->label_names[i]);
  return ok && hcl_buf_terminate(b);
}

/* ---- One (non-merged) body --------------------------------------------- */

/* Label-count problems of a block against its schema; true when fine. */
/* Label-count problems of a block against its schema: HCL_OK when fine,
   else HCL_ERR_SYNTAX after a diagnostic (or HCL_ERR_NOMEM). */
static hcl_status check_labels(hcl_tree *t, const hcl_block *blk,
                               const hcl_block_schema *s, hcl_diags *ds) {
  if (blk->nlabels == s->nlabels)
    return HCL_OK;
  hcl_buf summary, names;
  hcl_buf_init(&summary, hcl_tree_allocator(t));
  hcl_buf_init(&names, hcl_tree_allocator(t));
  hcl_range ctx = blk->type_range;
  ctx.end = blk->open_brace_range.end;
  hcl_status st = HCL_ERR_NOMEM;
  if (blk->nlabels > s->nlabels) {
    if (!hcl_buf_format(&summary, "Extraneous label for %s", s->type))
      ;
    else if (s->nlabels == 0)
      st = hcl_body_errorf(t, ds, summary.data, &blk->label_ranges[0], &ctx,
                           "No labels are expected for %s blocks.", s->type);
    else if (join_labels(&names, s))
      st = hcl_body_errorf(t, ds, summary.data, &blk->label_ranges[s->nlabels],
                           &ctx,
                           "Only %zu labels (%s) are expected for %s blocks.",
                           s->nlabels, names.data, s->type);
  } else if (hcl_buf_format(&summary, "Missing %s for %s",
                            s->label_names[blk->nlabels], s->type) &&
             join_labels(&names, s)) {
    st = hcl_body_errorf(t, ds, summary.data, &blk->open_brace_range, &ctx,
                         "All %s blocks must have %zu labels (%s).", s->type,
                         s->nlabels, names.data);
  }
  hcl_buf_fini(&summary);
  hcl_buf_fini(&names);
  return st;
}

/* The reference's PartialContent on one body. */
static hcl_status partial(const hcl_body *b, const hcl_schema *s,
                          hcl_body_lookups *l, taken *out,
                          const hcl_body **remain, bool merged_schema,
                          hcl_diags *ds) {
  hcl_tree *t = b->tree;
  hcl_status worst = HCL_OK;
  for (size_t i = 0; i < s->nattrs; i++) {
    const hcl_attr_schema *as = &s->attrs[i];
    hcl_str name = {as->name, strlen(as->name)};
    const hcl_attribute *a = find_attr(l, b, name);
    if (!a || hcl_body_hidden_attr(l, b, name)) {
      if (as->required && !merged_schema) {
        hcl_range r = hcl_body_missing_item_range(b);
        worst = hcl_body_worse(
            worst, hcl_body_errorf(t, ds, "Missing required argument", &r, NULL,
                                   "The argument \"%s\" is required, but no "
                                   "definition was found.",
                                   as->name));
        if (worst == HCL_ERR_NOMEM)
          return worst;
      }
      continue;
    }
    if (!hcl_ptr_push(t, &out->attrs, a))
      return HCL_ERR_NOMEM;
  }
  for (size_t i = 0; i < b->nblocks; i++) {
    const hcl_block *blk = &b->blocks[i];
    if (hidden_block(l, b, blk->type))
      continue;
    const hcl_block_schema *bs = hcl_body_schema_block(l, s, blk->type);
    if (!bs)
      continue;
    hcl_status st = check_labels(t, blk, bs, ds);
    if (st != HCL_OK) {
      worst = hcl_body_worse(worst, st);
      if (worst == HCL_ERR_NOMEM)
        return worst;
      continue;
    }
    if (!hcl_ptr_push(t, &out->blocks, blk))
      return HCL_ERR_NOMEM;
  }
  if (remain) {
    hcl_body *r = hcl_tree_alloc(t, sizeof *r);
    size_t nha = b->nhidden_attrs + out->attrs.n;
    size_t nhb = b->nhidden_blocks + s->nblocks;
    hcl_str *ha = hcl_tree_alloc(t, (nha ? nha : 1) * sizeof *ha);
    hcl_str *hb = hcl_tree_alloc(t, (nhb ? nhb : 1) * sizeof *hb);
    if (!r || !ha || !hb)
      return HCL_ERR_NOMEM;
    *r = *b;
    if (b->nhidden_attrs)
      memcpy(ha, b->hidden_attrs, b->nhidden_attrs * sizeof *ha);
    for (size_t i = 0; i < out->attrs.n; i++)
      ha[b->nhidden_attrs + i] =
          ((const hcl_attribute *)out->attrs.items[i])->name;
    if (b->nhidden_blocks)
      memcpy(hb, b->hidden_blocks, b->nhidden_blocks * sizeof *hb);
    for (size_t i = 0; i < s->nblocks; i++) {
      hb[b->nhidden_blocks + i].ptr = s->blocks[i].type;
      hb[b->nhidden_blocks + i].len = strlen(s->blocks[i].type);
    }
    r->hidden_attrs = ha;
    r->nhidden_attrs = nha;
    r->hidden_blocks = hb;
    r->nhidden_blocks = nhb;
    *remain = r;
  }
  return worst;
}

/* Suggestions for an unexpected argument: the schema's attributes that
   were not taken, in schema order (the same list for every argument). */
static size_t untaken_names(const hcl_schema *s, hcl_body_lookups *l,
                            const taken *got, const char **names) {
  size_t n = 0;
  for (size_t k = 0; k < s->nattrs; k++) {
    hcl_str name = {s->attrs[k].name, strlen(s->attrs[k].name)};
    if (!hcl_body_taken_attr(l, got, name))
      names[n++] = s->attrs[k].name;
  }
  return n;
}

/* Reports what the schema left over in `b` (the reference's Content). */
static hcl_status leftovers(const hcl_body *b, const hcl_schema *s,
                            hcl_body_lookups *l, const taken *got,
                            hcl_diags *ds) {
  hcl_status worst = HCL_OK;
  hcl_tree *t = b->tree;
  const hcl_alloc *alloc = hcl_tree_allocator(t);
  const char **names = hcl_tree_alloc(t, s->nattrs * sizeof *names);
  const char **types = hcl_tree_alloc(t, s->nblocks * sizeof *types);
  /* which of the body's attributes the schema took */
  bool *took = hcl_mem_alloc(alloc, (b->nattrs ? b->nattrs : 1) * sizeof *took);
  if (!names || !types || !took) {
    hcl_mem_free(alloc, took);
    return HCL_ERR_NOMEM;
  }
  memset(took, 0, (b->nattrs ? b->nattrs : 1) * sizeof *took);
  for (size_t k = 0; k < got->attrs.n; k++) {
    const hcl_attribute *a = got->attrs.items[k];
    if (a >= b->attrs && a < b->attrs + b->nattrs)
      took[a - b->attrs] = true;
  }
  size_t nn = 0;
  bool listed = false;
  hcl_buf d;
  hcl_buf_init(&d, alloc);
  for (size_t i = 0; i < b->nattrs; i++) {
    const hcl_attribute *a = &b->attrs[i];
    if (took[i] || hcl_body_hidden_attr(l, b, a->name))
      continue;
    if (!listed) {
      nn = untaken_names(s, l, got, names);
      listed = true;
    }
    const char *sug;
    if (hcl_name_suggestion(alloc, a->name.ptr, a->name.len, names, nn, &sug) !=
        HCL_OK) {
      worst = HCL_ERR_NOMEM;
      break;
    }
    hcl_buf_clear(&d);
    bool ok = hcl_buf_printf(
        &d, "An argument named \"%s\" is not expected here.", a->name.ptr);
    if (sug) {
      ok = ok && hcl_buf_printf(&d, " Did you mean \"%s\"?", sug);
    } else if (hcl_body_schema_block(l, s, a->name)) {
      ok = ok && hcl_buf_printf(&d,
                                " Did you mean to define a block of type "
                                "\"%s\"?",
                                a->name.ptr);
    }
    hcl_status st = ok && hcl_buf_terminate(&d)
                        ? hcl_body_diag(ds, "Unsupported argument", d.data,
                                        &a->name_range, NULL)
                        : HCL_ERR_NOMEM;
    worst = hcl_body_worse(worst, st != HCL_OK ? st : HCL_ERR_SYNTAX);
    if (worst == HCL_ERR_NOMEM)
      break;
  }
  hcl_mem_free(alloc, took);
  for (size_t k = 0; k < s->nblocks; k++)
    types[k] = s->blocks[k].type;
  for (size_t i = 0; i < b->nblocks && worst != HCL_ERR_NOMEM; i++) {
    const hcl_block *blk = &b->blocks[i];
    if (hidden_block(l, b, blk->type) || hcl_body_schema_block(l, s, blk->type))
      continue;
    const char *sug;
    if (hcl_name_suggestion(alloc, blk->type.ptr, blk->type.len, types,
                            s->nblocks, &sug) != HCL_OK) {
      worst = HCL_ERR_NOMEM;
      break;
    }
    hcl_buf_clear(&d);
    bool ok = hcl_buf_printf(&d, "Blocks of type \"%s\" are not expected here.",
                             blk->type.ptr);
    if (sug) {
      ok = ok && hcl_buf_printf(&d, " Did you mean \"%s\"?", sug);
    } else if (hcl_body_schema_attr(l, s, blk->type)) {
      ok = ok && hcl_buf_printf(&d,
                                " Did you mean to define argument "
                                "\"%s\"? If so, use the equals sign "
                                "to assign it a value.",
                                blk->type.ptr);
    }
    hcl_status st = ok && hcl_buf_terminate(&d)
                        ? hcl_body_diag(ds, "Unsupported block type", d.data,
                                        &blk->type_range, NULL)
                        : HCL_ERR_NOMEM;
    worst = hcl_body_worse(worst, st != HCL_OK ? st : HCL_ERR_SYNTAX);
  }
  hcl_buf_fini(&d);
  return worst;
}

static void fill(hcl_content *out, const taken *got, hcl_range missing) {
  out->attrs = (const hcl_attribute *const *)got->attrs.items;
  out->nattrs = got->attrs.n;
  out->blocks = (const hcl_block *const *)got->blocks.items;
  out->nblocks = got->blocks.n;
  out->missing_item_range = missing;
}

hcl_status hcl_body_worse(hcl_status a, hcl_status b) {
  if (a == HCL_ERR_NOMEM || b == HCL_ERR_NOMEM)
    return HCL_ERR_NOMEM;
  return a != HCL_OK ? a : b;
}

/* ---- Merged bodies ----------------------------------------------------- */

static hcl_status content_any(const hcl_body *b, const hcl_schema *s,
                              taken *out, const hcl_body **remain,
                              bool is_partial, bool merged_schema,
                              hcl_diags *ds);

static hcl_status merged_parts(const hcl_body *b, const hcl_schema *s,
                               taken *out, const hcl_body **remain,
                               bool is_partial, hcl_name_index *seen,
                               hcl_diags *ds);

/* The reference's mergedContent: every part under a schema with nothing
   required, duplicates across parts reported, required checked at the
   end. */
static hcl_status merged_content(const hcl_body *b, const hcl_schema *s,
                                 taken *out, const hcl_body **remain,
                                 bool is_partial, hcl_diags *ds) {
  hcl_tree *t = b->tree;
  hcl_name_index seen; /* out->attrs by name */
  hcl_name_index_init(&seen, hcl_body_taken_name, hcl_tree_allocator(t));
  hcl_status st = merged_parts(b, s, out, remain, is_partial, &seen, ds);
  hcl_name_index_fini(&seen);
  return st;
}

static hcl_status merged_parts(const hcl_body *b, const hcl_schema *s,
                               taken *out, const hcl_body **remain,
                               bool is_partial, hcl_name_index *seen,
                               hcl_diags *ds) {
  hcl_tree *t = b->tree;
  hcl_status worst = HCL_OK;
  const hcl_body **left = NULL;
  if (remain && b->nparts)
    left = hcl_tree_alloc(t, b->nparts * sizeof *left);
  size_t nleft = 0;
  for (size_t i = 0; i < b->nparts; i++) {
    taken part;
    memset(&part, 0, sizeof part);
    const hcl_body *r = NULL;
    hcl_status st = content_any(b->parts[i], s, &part, remain ? &r : NULL,
                                is_partial, true, ds);
    worst = hcl_body_worse(worst, st);
    if (st == HCL_ERR_NOMEM)
      return st;
    if (r && left)
      left[nleft++] = r;
    for (size_t k = 0; k < part.attrs.n; k++) {
      const hcl_attribute *a = part.attrs.items[k];
      size_t at =
          hcl_name_index_find(seen, out->attrs.items, out->attrs.n, a->name);
      if (at) {
        const hcl_attribute *existing = out->attrs.items[at - 1];
        worst = hcl_body_worse(
            worst, hcl_body_duplicate(t, ds, "Duplicate argument", "Argument",
                                      a->name, &existing->name_range, "",
                                      &a->name_range, NULL));
        if (worst == HCL_ERR_NOMEM)
          return worst;
        continue;
      }
      if (!hcl_ptr_push(t, &out->attrs, a))
        return HCL_ERR_NOMEM;
    }
    for (size_t k = 0; k < part.blocks.n; k++)
      if (!hcl_ptr_push(t, &out->blocks, part.blocks.items[k]))
        return HCL_ERR_NOMEM;
  }
  for (size_t i = 0; i < s->nattrs; i++) {
    if (!s->attrs[i].required)
      continue;
    hcl_str name = {s->attrs[i].name, strlen(s->attrs[i].name)};
    if (!hcl_name_index_find(seen, out->attrs.items, out->attrs.n, name))
      worst = hcl_body_worse(
          worst, hcl_body_errorf(t, ds, "Missing required argument", NULL, NULL,
                                 "The argument \"%s\" is required, but was "
                                 "not set.",
                                 s->attrs[i].name));
  }
  if (remain) {
    const hcl_body *m = hcl_body_merge(t, left, nleft);
    if (!m)
      return HCL_ERR_NOMEM;
    *remain = m;
  }
  return worst;
}

/* A provided body (tree.h) read as a part of a merged one: under the
   schema with nothing required, when merged, its findings added to out. */
static hcl_status provided_content(const hcl_body *b, const hcl_schema *s,
                                   taken *out, const hcl_body **remain,
                                   bool is_partial, bool merged_schema,
                                   hcl_diags *ds) {
  hcl_attr_schema *relaxed = NULL;
  hcl_schema loose = *s;
  if (merged_schema && s->nattrs) {
    relaxed = hcl_tree_alloc(b->tree, s->nattrs * sizeof *relaxed);
    if (!relaxed)
      return HCL_ERR_NOMEM;
    for (size_t i = 0; i < s->nattrs; i++) {
      relaxed[i] = s->attrs[i];
      relaxed[i].required = false;
    }
    loose.attrs = relaxed;
  }
  hcl_content c;
  const hcl_body *r = NULL;
  hcl_status st = b->ops->content(b, &loose, is_partial, &c, &r, ds);
  if (st == HCL_ERR_NOMEM)
    return st;
  if (remain)
    *remain = r;
  for (size_t i = 0; i < c.nattrs; i++)
    if (!hcl_ptr_push(b->tree, &out->attrs, c.attrs[i]))
      return HCL_ERR_NOMEM;
  for (size_t i = 0; i < c.nblocks; i++)
    if (!hcl_ptr_push(b->tree, &out->blocks, c.blocks[i]))
      return HCL_ERR_NOMEM;
  return st;
}

static hcl_status content_any(const hcl_body *b, const hcl_schema *s,
                              taken *out, const hcl_body **remain,
                              bool is_partial, bool merged_schema,
                              hcl_diags *ds) {
  if (b->ops)
    return provided_content(b, s, out, remain, is_partial, merged_schema, ds);
  if (b->merged)
    return merged_content(b, s, out, remain, is_partial, ds);
  if (b->json)
    return hcl_json_content(b, s, out, remain, is_partial, merged_schema, ds);
  const hcl_body *r = NULL;
  hcl_body_lookups l;
  hcl_body_lookups_init(&l, hcl_tree_allocator(b->tree));
  hcl_status st =
      partial(b, s, &l, out, is_partial ? remain : &r, merged_schema, ds);
  if (st != HCL_ERR_NOMEM && !is_partial)
    st = hcl_body_worse(st, leftovers(b, s, &l, out, ds));
  hcl_body_lookups_fini(&l);
  return st;
}

/* The content's missing-item range: the body's, except that the
   reference leaves it empty for merged bodies. */
static hcl_range content_missing_range(const hcl_body *b) {
  hcl_range none;
  memset(&none, 0, sizeof none);
  return b->merged ? none : hcl_body_missing_item_range(b);
}

/* The information model: "it is an error to request the same attribute
   name twice or to request a block type whose name is also an attribute
   name". HCL_ERR_INVALID after saying which. */
static hcl_status check_schema(hcl_tree *t, const hcl_schema *s,
                               hcl_diags *ds) {
  hcl_name_index attrs;
  hcl_name_index_init(&attrs, schema_attr_name, hcl_tree_allocator(t));
  hcl_status st = HCL_OK;
  for (size_t i = 0; i < s->nattrs && st == HCL_OK; i++) {
    const char *name = s->attrs[i].name;
    hcl_str n = {name, strlen(name)};
    if (hcl_name_index_find(&attrs, s->attrs, i + 1, n) != i + 1)
      st =
          hcl_body_errorf(t, ds, "Invalid schema", NULL, NULL,
                          "The schema names the attribute \"%s\" twice.", name);
  }
  for (size_t i = 0; i < s->nblocks && st == HCL_OK; i++) {
    const char *type = s->blocks[i].type;
    hcl_str n = {type, strlen(type)};
    if (hcl_name_index_find(&attrs, s->attrs, s->nattrs, n))
      st = hcl_body_errorf(t, ds, "Invalid schema", NULL, NULL,
                           "The schema names \"%s\" both as an attribute "
                           "and as a block type.",
                           type);
  }
  hcl_name_index_fini(&attrs);
  return st == HCL_ERR_SYNTAX ? HCL_ERR_INVALID : st;
}

hcl_status hcl_body_content(const hcl_body *b, const hcl_schema *s,
                            hcl_content *out, hcl_diags *ds) {
  hcl_status st = check_schema(b->tree, s, ds);
  if (st != HCL_OK) {
    memset(out, 0, sizeof *out);
    return st;
  }
  return hcl_body_content_unchecked(b, s, out, ds);
}

hcl_status hcl_body_partial_content(const hcl_body *b, const hcl_schema *s,
                                    hcl_content *out, const hcl_body **remain,
                                    hcl_diags *ds) {
  hcl_status st = check_schema(b->tree, s, ds);
  if (st != HCL_OK) {
    memset(out, 0, sizeof *out);
    if (remain)
      *remain = b;
    return st;
  }
  return hcl_body_partial_content_unchecked(b, s, out, remain, ds);
}

hcl_status hcl_body_content_unchecked(const hcl_body *b, const hcl_schema *s,
                                      hcl_content *out, hcl_diags *ds) {
  if (b->ops)
    return b->ops->content(b, s, false, out, NULL, ds);
  taken got;
  memset(&got, 0, sizeof got);
  hcl_status st = content_any(b, s, &got, NULL, false, false, ds);
  fill(out, &got, content_missing_range(b));
  return st;
}

hcl_status hcl_body_partial_content_unchecked(const hcl_body *b,
                                              const hcl_schema *s,
                                              hcl_content *out,
                                              const hcl_body **remain,
                                              hcl_diags *ds) {
  if (b->ops)
    return b->ops->content(b, s, true, out, remain, ds);
  taken got;
  memset(&got, 0, sizeof got);
  hcl_status st = content_any(b, s, &got, remain, true, false, ds);
  fill(out, &got, content_missing_range(b));
  return st;
}

/* One part's attributes added to `got`, each name once. */
static hcl_status just_part(hcl_tree *t, const hcl_body *part, taken *got,
                            hcl_name_index *seen, hcl_diags *ds) {
  hcl_status worst = HCL_OK;
  ptr_list own;
  memset(&own, 0, sizeof own);
  if (part->ops) {
    hcl_content c;
    worst = part->ops->just_attributes(part, &c, ds);
    if (worst == HCL_ERR_NOMEM)
      return worst;
    for (size_t i = 0; i < c.nattrs; i++)
      if (!hcl_ptr_push(t, &own, c.attrs[i]))
        return HCL_ERR_NOMEM;
  } else if (part->json) {
    worst = hcl_body_worse(worst, hcl_json_just_attributes(part, &own, ds));
    if (worst == HCL_ERR_NOMEM)
      return worst;
  }
  bool listed = part->ops || part->json; /* its attributes are in `own` */
  if (part->nblocks > 0) {
    const hcl_block *ex = &part->blocks[0];
    hcl_buf summary;
    hcl_buf_init(&summary, hcl_tree_allocator(t));
    hcl_status st =
        hcl_buf_format(&summary, "Unexpected \"%s\" block", ex->type.ptr)
            ? hcl_body_diag(ds, summary.data, "Blocks are not allowed here.",
                            &ex->type_range, NULL)
            : HCL_ERR_NOMEM;
    hcl_buf_fini(&summary);
    worst = hcl_body_worse(worst, st != HCL_OK ? st : HCL_ERR_SYNTAX);
    if (worst == HCL_ERR_NOMEM)
      return worst;
  }
  hcl_body_lookups l;
  hcl_body_lookups_init(&l, hcl_tree_allocator(t));
  size_t n = listed ? own.n : part->nattrs;
  for (size_t i = 0; i < n; i++) {
    const hcl_attribute *a =
        listed ? own.items[i] : (const void *)&part->attrs[i];
    if (!listed && hcl_body_hidden_attr(&l, part, a->name))
      continue;
    size_t at =
        hcl_name_index_find(seen, got->attrs.items, got->attrs.n, a->name);
    if (at) {
      const hcl_attribute *existing = got->attrs.items[at - 1];
      worst = hcl_body_worse(
          worst,
          hcl_body_duplicate(t, ds, "Duplicate argument", "Argument", a->name,
                             &existing->name_range, "", &a->name_range, NULL));
      if (worst == HCL_ERR_NOMEM)
        break;
      continue;
    }
    if (!hcl_ptr_push(t, &got->attrs, a)) {
      worst = HCL_ERR_NOMEM;
      break;
    }
  }
  hcl_body_lookups_fini(&l);
  return worst;
}

hcl_status hcl_body_just_attributes(const hcl_body *b, hcl_content *out,
                                    hcl_diags *ds) {
  if (b->ops)
    return b->ops->just_attributes(b, out, ds);
  taken got;
  memset(&got, 0, sizeof got);
  hcl_status worst = HCL_OK;
  const hcl_body *const *parts = b->merged ? b->parts : &b;
  size_t nparts = b->merged ? b->nparts : 1;
  hcl_name_index seen; /* got.attrs by name */
  hcl_name_index_init(&seen, hcl_body_taken_name, hcl_tree_allocator(b->tree));
  for (size_t p = 0; p < nparts && worst != HCL_ERR_NOMEM; p++)
    worst =
        hcl_body_worse(worst, just_part(b->tree, parts[p], &got, &seen, ds));
  hcl_name_index_fini(&seen);
  if (worst == HCL_ERR_NOMEM)
    return worst;
  fill(out, &got, hcl_body_missing_item_range(b));
  return worst;
}

const hcl_body *hcl_body_merge(hcl_tree *t, const hcl_body *const *bodies,
                               size_t n) {
  hcl_body *m = hcl_tree_alloc(t, sizeof *m);
  const hcl_body **parts = hcl_tree_alloc(t, (n ? n : 1) * sizeof *parts);
  if (!m || !parts)
    return NULL;
  memset(m, 0, sizeof *m);
  m->tree = t;
  if (n)
    memcpy(parts, bodies, n * sizeof *parts);
  m->parts = parts;
  m->nparts = n;
  m->merged = true;
  return m;
}
