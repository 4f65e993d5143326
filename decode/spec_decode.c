/*
 * Decoding bodies with specs, as the reference's hcldec package does: the
 * schema a spec implies, the content of the body under it, and each spec
 * kind's value and messages. Object properties are visited in spec-file
 * order (the reference's order is random).
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "core/compare.h"
#include "core/diags.h"
#include "core/map.h"
#include "core/name_index.h"
#include "core/vec.h"
#include "decode/spec.h"
#include "eval/convert.h"
#include "hcl/dynblock.h"
#include "tree/tree.h"

typedef struct decoder {
  const hcl_alloc *alloc; /* the spec file's: scratch memory and results */
  const hcl_eval_ctx *ctx;
  hcl_diags *ds;
  bool nomem;
} decoder;

static void add_diag(decoder *d, const char *summary, const char *detail,
                     const hcl_range *subject, const hcl_range *context) {
  hcl_diag g = {HCL_DIAG_ERROR, 0, summary, detail, subject, context, NULL};
  if (d->ds && hcl_diags_add(d->ds, &g) != HCL_OK)
    d->nomem = true;
}

/* An error with a summary and a detail formatted into `b` (two buffers,
   given empty) as long as they need to be; the buffers are released. */
static void add_diag_bufs(decoder *d, hcl_buf b[2], const hcl_range *subject) {
  if (b[0].data && b[1].data)
    add_diag(d, b[0].data, b[1].data, subject, NULL);
  else
    d->nomem = true;
  hcl_buf_fini(&b[0]);
  hcl_buf_fini(&b[1]);
}

/* "Duplicate NAME block": only one block of the type is allowed. */
static void duplicate_block(decoder *d, const hcl_spec *s, const hcl_block *b,
                            const hcl_block *first) {
  hcl_buf m[2], where;
  hcl_buf_init(&m[0], d->alloc);
  hcl_buf_init(&m[1], d->alloc);
  hcl_buf_init(&where, d->alloc);
  hcl_buf_format(&m[0], "Duplicate %s block", s->name);
  if (hcl_buf_put_range(&where, &first->def_range) && hcl_buf_terminate(&where))
    hcl_buf_format(&m[1],
                   "Only one block of type \"%s\" is allowed. Previous "
                   "definition was at %s.",
                   s->name, where.data);
  hcl_buf_fini(&where);
  add_diag_bufs(d, m, &b->def_range);
}

/* "Missing NAME block": a required block is absent. */
static void missing_block(decoder *d, const hcl_spec *s, const hcl_content *c) {
  hcl_buf m[2];
  hcl_buf_init(&m[0], d->alloc);
  hcl_buf_init(&m[1], d->alloc);
  hcl_buf_format(&m[0], "Missing %s block", s->name);
  hcl_buf_format(&m[1], "A block of type \"%s\" is required here.", s->name);
  add_diag_bufs(d, m, &c->missing_item_range);
}

/* An error about an attribute's expression, with the values of the
   variables it uses (as the reference gives it its expression and
   context). */
static void add_expr_diag(decoder *d, const char *summary, const char *detail,
                          const hcl_attribute *a) {
  hcl_range subject = hcl_expr_range(a->expr), context = a->name_range;
  context.end = subject.end;
  char *notes = NULL;
  if (d->ctx && hcl_expr_value_notes(a->expr, d->ctx, &notes) != HCL_OK)
    d->nomem = true;
  hcl_diag g = {HCL_DIAG_ERROR, 0, summary, detail, &subject, &context, notes};
  if (d->ds && hcl_diags_add(d->ds, &g) != HCL_OK)
    d->nomem = true;
  hcl_free(hcl_eval_ctx_alloc(d->ctx), notes);
}

static size_t error_count(const hcl_diags *ds) {
  return ds ? hcl_diags_error_count(ds) : 0;
}

/* ---- Implied types ----------------------------------------------------- */

const hcl_type *hcl_spec_implied_type(const hcl_spec *s) {
  switch (s->kind) {
  case SPEC_OBJECT:
  case SPEC_TUPLE: {
    /* on the heap: a spec may have any number of properties */
    size_t n = s->n ? s->n : 1;
    hcl_str *names = hcl_mem_alloc(s->alloc, n * sizeof *names);
    const hcl_type **types = hcl_mem_alloc(s->alloc, n * sizeof *types);
    bool ok = names && types;
    size_t made = 0;
    for (; ok && made < s->n; made++) {
      if (s->kind == SPEC_OBJECT) {
        names[made].ptr = s->names[made];
        names[made].len = strlen(s->names[made]);
      }
      types[made] = hcl_spec_implied_type(s->children[made]);
      ok = types[made] != NULL;
    }
    const hcl_type *t = NULL;
    if (ok)
      t = s->kind == SPEC_OBJECT ? hcl_type_object(names, types, s->n, s->alloc)
                                 : hcl_type_tuple(types, s->n, s->alloc);
    for (size_t i = 0; i < made; i++)
      hcl_type_unref(types[i]);
    hcl_mem_free(s->alloc, names);
    hcl_mem_free(s->alloc, types);
    return t;
  }
  case SPEC_ATTR:
    return hcl_type_ref(s->type);
  case SPEC_LITERAL:
    return s->literal ? hcl_type_ref(hcl_value_type(s->literal))
                      : hcl_type_dynamic();
  case SPEC_BLOCK:
    return hcl_spec_implied_type(s->nested);
  case SPEC_BLOCK_LIST:
  case SPEC_BLOCK_SET:
  case SPEC_BLOCK_MAP: {
    const hcl_type *t = hcl_spec_implied_type(s->nested);
    size_t levels = s->kind == SPEC_BLOCK_MAP ? s->nlabels : 1;
    for (size_t i = 0; t && i < levels; i++) {
      const hcl_type *w =
          s->kind == SPEC_BLOCK_LIST  ? hcl_type_list(t, s->alloc)
          : s->kind == SPEC_BLOCK_SET ? hcl_type_set(t, s->alloc)
                                      : hcl_type_map(t, s->alloc);
      hcl_type_unref(t);
      t = w;
    }
    return t;
  }
  case SPEC_BLOCK_ATTRS:
    return hcl_type_map(s->type, s->alloc);
  case SPEC_DEFAULT:
    return hcl_spec_implied_type(s->primary);
  case SPEC_TRANSFORM: {
    /* the type of the result for an unknown value of the wrapped type */
    if (!s->expr)
      return hcl_type_dynamic();
    const hcl_type *wt = hcl_spec_implied_type(s->nested);
    hcl_value *u = wt ? hcl_value_unknown(wt, s->alloc) : NULL;
    hcl_type_unref(wt);
    hcl_eval_ctx *c = u ? hcl_eval_ctx_new_child(s->transform_ctx) : NULL;
    hcl_value *r = NULL;
    if (c && hcl_eval_ctx_set_var(c, "nested", 6, u) == HCL_OK)
      r = hcl_expr_eval(s->expr, c, NULL);
    const hcl_type *t = r ? hcl_type_ref(hcl_value_type(r)) : NULL;
    hcl_value_unref(r);
    hcl_value_unref(u);
    hcl_eval_ctx_free(c);
    return t;
  }
  }
  return hcl_type_dynamic();
}

/* ---- Implied schemas --------------------------------------------------- */

typedef struct schema_builder {
  hcl_vec attrs;  /* hcl_attr_schema */
  hcl_vec blocks; /* hcl_block_schema */
  bool nomem;
} schema_builder;

static void add_attr_schemata(schema_builder *b, const hcl_spec *s) {
  if (s->kind == SPEC_ATTR) {
    hcl_attr_schema a = {s->name, s->required};
    if (!hcl_vec_push(&b->attrs, &a))
      b->nomem = true;
  } else if (s->kind == SPEC_DEFAULT) {
    add_attr_schemata(b, s->primary);
    add_attr_schemata(b, s->fallback);
  }
}

static void add_block_schemata(schema_builder *b, const hcl_spec *s) {
  switch (s->kind) {
  case SPEC_BLOCK:
  case SPEC_BLOCK_LIST:
  case SPEC_BLOCK_SET:
  case SPEC_BLOCK_MAP:
  case SPEC_BLOCK_ATTRS: {
    hcl_block_schema h = {s->name, s->kind == SPEC_BLOCK_MAP ? s->labels : NULL,
                          s->kind == SPEC_BLOCK_MAP ? s->nlabels : 0};
    if (!hcl_vec_push(&b->blocks, &h))
      b->nomem = true;
    break;
  }
  case SPEC_DEFAULT:
    add_block_schemata(b, s->primary);
    break;
  default:
    break;
  }
}

/* The reference's visit: each spec's own schemata, then those of the
   specs that read the same body. A default adds its parts' attributes
   twice, as the reference does. */
static bool add_schemata(void *ctx, const hcl_spec *s) {
  add_attr_schemata(ctx, s);
  add_block_schemata(ctx, s);
  return false;
}

/* The body's content under the spec's schema (partial: the rest is no
   error). */
bool hcl_spec_schema_append(const hcl_spec *s, hcl_vec *attrs,
                            hcl_vec *blocks) {
  schema_builder b = {.attrs = *attrs, .blocks = *blocks, .nomem = false};
  hcl_spec_visit_body(s, add_schemata, &b);
  *attrs = b.attrs;
  *blocks = b.blocks;
  return !b.nomem;
}

static hcl_status spec_content(const hcl_spec *s, const hcl_body *body,
                               bool partial, hcl_content *c, hcl_diags *ds) {
  hcl_vec attrs, blocks;
  hcl_vec_init(&attrs, s->alloc, sizeof(hcl_attr_schema));
  hcl_vec_init(&blocks, s->alloc, sizeof(hcl_block_schema));
  hcl_status st = HCL_ERR_NOMEM;
  if (hcl_spec_schema_append(s, &attrs, &blocks)) {
    hcl_schema schema = {attrs.data, attrs.len, blocks.data, blocks.len};
    const hcl_body *rest;
    /* a spec may name an attribute twice, as the reference allows */
    st = partial
             ? hcl_body_partial_content_unchecked(body, &schema, c, &rest, ds)
             : hcl_body_content_unchecked(body, &schema, c, ds);
  }
  hcl_vec_fini(&attrs);
  hcl_vec_fini(&blocks);
  return st;
}

/* ---- Source ranges ----------------------------------------------------- */

/*
 * A body's content with its attributes by name and its blocks by type,
 * indexed when first asked for, so that the specs reading one content
 * (an object spec's many properties) cost O(specs + content) rather than
 * a scan of the content each.
 */
typedef struct content {
  const hcl_content *c;
  const hcl_alloc *alloc;
  hcl_name_index attrs;  /* c->attrs by name */
  hcl_name_index blocks; /* c->blocks by type: the first of each */
  /* next[i]: the index + 1 of the next block of block i's type, 0 for
     none; NULL until first needed */
  size_t *next;
} content;

static hcl_str content_attr_name(const void *list, size_t i) {
  return ((const hcl_attribute *const *)list)[i]->name;
}

static hcl_str content_block_type(const void *list, size_t i) {
  return ((const hcl_block *const *)list)[i]->type;
}

static void content_init(content *ct, const hcl_content *c,
                         const hcl_alloc *alloc) {
  ct->c = c;
  ct->alloc = alloc;
  hcl_name_index_init(&ct->attrs, content_attr_name, alloc);
  hcl_name_index_init(&ct->blocks, content_block_type, alloc);
  ct->next = NULL;
}

static void content_fini(content *ct) {
  hcl_name_index_fini(&ct->attrs);
  hcl_name_index_fini(&ct->blocks);
  hcl_mem_free(ct->alloc, ct->next);
}

static hcl_str cstr(const char *s) {
  hcl_str r = {s, strlen(s)};
  return r;
}

static const hcl_attribute *content_attr(content *ct, const char *name) {
  const hcl_content *c = ct->c;
  size_t at = hcl_name_index_find(&ct->attrs, c->attrs, c->nattrs, cstr(name));
  return at ? c->attrs[at - 1] : NULL;
}

/* The index + 1 of the first block of the type, 0 for none. */
static size_t first_block_at(content *ct, const char *type) {
  const hcl_content *c = ct->c;
  return hcl_name_index_find(&ct->blocks, c->blocks, c->nblocks, cstr(type));
}

static const hcl_block *first_block(content *ct, const char *type) {
  size_t at = first_block_at(ct, type);
  return at ? ct->c->blocks[at - 1] : NULL;
}

/* Links each block to the next one of its type (ct->next), once; false
   when out of memory. */
static bool link_blocks(content *ct) {
  if (ct->next)
    return true;
  const hcl_content *c = ct->c;
  size_t n = c->nblocks;
  size_t *next = hcl_mem_alloc(ct->alloc, (2 * n + 1) * sizeof *next);
  if (!next)
    return false;
  size_t *last = next + n; /* per type's first block: its last so far */
  for (size_t i = 0; i < n; i++) {
    size_t first =
        hcl_name_index_find(&ct->blocks, c->blocks, n, c->blocks[i]->type) - 1;
    next[i] = 0;
    if (first != i)
      next[last[first]] = i + 1;
    last[first] = i;
  }
  ct->next = next;
  return true;
}

/* The blocks of a type, in source order, in *out (NULL when there are
   none; from the content's allocator) and their number in *n; false when
   out of memory. */
static bool blocks_of(content *ct, const char *type, const hcl_block ***out,
                      size_t *n) {
  *out = NULL;
  *n = 0;
  size_t first = first_block_at(ct, type);
  if (!first)
    return true;
  if (!link_blocks(ct))
    return false;
  for (size_t at = first; at; at = ct->next[at - 1])
    ++*n;
  const hcl_block **list = hcl_mem_alloc(ct->alloc, *n * sizeof *list);
  if (!list)
    return false;
  size_t k = 0;
  for (size_t at = first; at; at = ct->next[at - 1])
    list[k++] = ct->c->blocks[at - 1];
  *out = list;
  return true;
}

static hcl_range body_source_range(const hcl_spec *s, const hcl_body *body);

static hcl_range source_range(const hcl_spec *s, content *ct) {
  const hcl_content *c = ct->c;
  switch (s->kind) {
  case SPEC_ATTR: {
    const hcl_attribute *a = content_attr(ct, s->name);
    return a ? hcl_expr_range(a->expr) : c->missing_item_range;
  }
  case SPEC_LITERAL: {
    hcl_range r;
    memset(&r, 0, sizeof r);
    r.filename = "<unknown>";
    return r;
  }
  case SPEC_BLOCK:
  case SPEC_BLOCK_LIST:
  case SPEC_BLOCK_SET:
  case SPEC_BLOCK_MAP: {
    const hcl_block *b = first_block(ct, s->name);
    return b ? body_source_range(s->nested, b->body) : c->missing_item_range;
  }
  case SPEC_BLOCK_ATTRS: {
    const hcl_block *b = first_block(ct, s->name);
    return b ? b->def_range : c->missing_item_range;
  }
  case SPEC_DEFAULT:
    return source_range(s->primary, ct);
  case SPEC_TRANSFORM:
    return source_range(s->nested, ct);
  default:
    return c->missing_item_range;
  }
}

static hcl_range body_source_range(const hcl_spec *s, const hcl_body *body) {
  hcl_content c;
  if (spec_content(s, body, true, &c, NULL) != HCL_OK) {
    hcl_range none;
    memset(&none, 0, sizeof none);
    return none;
  }
  content ct;
  content_init(&ct, &c, s->alloc);
  hcl_range r = source_range(s, &ct);
  content_fini(&ct);
  return r;
}

/* ---- Decoding ---------------------------------------------------------- */

static hcl_value *decode_content(decoder *d, const hcl_spec *s, content *ct);

/* The reference's decode of a (block) body: content, then the value. */
static hcl_value *decode_body(decoder *d, const hcl_spec *s,
                              const hcl_body *body) {
  hcl_content c;
  hcl_status st = spec_content(s, body, false, &c, d->ds);
  if (st == HCL_ERR_NOMEM) {
    d->nomem = true;
    return NULL;
  }
  content ct;
  content_init(&ct, &c, d->alloc);
  hcl_value *v = decode_content(d, s, &ct);
  content_fini(&ct);
  return v;
}

static hcl_value *nomem(decoder *d) {
  d->nomem = true;
  return NULL;
}

static hcl_value *typed_null(decoder *d, const hcl_type *t) {
  if (!t)
    return nomem(d);
  hcl_value *v = hcl_value_null(t, d->alloc);
  hcl_type_unref(t);
  return v ? v : nomem(d);
}

static hcl_value *typed_unknown(decoder *d, const hcl_type *t) {
  if (!t)
    return nomem(d);
  hcl_value *v = hcl_value_unknown(t, d->alloc);
  hcl_type_unref(t);
  return v ? v : nomem(d);
}

static hcl_value *decode_object(decoder *d, const hcl_spec *s, content *c) {
  size_t n = s->n;
  hcl_value **vals = hcl_mem_alloc(d->alloc, (n ? n : 1) * sizeof *vals);
  hcl_str *names = hcl_mem_alloc(d->alloc, (n ? n : 1) * sizeof *names);
  if (!vals || !names) {
    hcl_mem_free(d->alloc, vals);
    hcl_mem_free(d->alloc, names);
    return nomem(d);
  }
  size_t made = 0;
  for (; made < n; made++) {
    vals[made] = decode_content(d, s->children[made], c);
    if (!vals[made])
      break;
    if (s->kind == SPEC_OBJECT) {
      names[made].ptr = s->names[made];
      names[made].len = strlen(s->names[made]);
    }
  }
  hcl_value *v = NULL;
  if (made == n)
    v = s->kind == SPEC_OBJECT
            ? hcl_value_object(names, (const hcl_value *const *)vals, n,
                               d->alloc)
            : hcl_value_tuple((const hcl_value *const *)vals, n, d->alloc);
  for (size_t i = 0; i < made; i++)
    hcl_value_unref(vals[i]);
  hcl_mem_free(d->alloc, vals);
  hcl_mem_free(d->alloc, names);
  return v ? v : nomem(d);
}

static hcl_value *decode_attr(decoder *d, const hcl_spec *s, content *c) {
  const hcl_attribute *a = content_attr(c, s->name);
  if (!a)
    return typed_null(d, hcl_type_ref(s->type));
  hcl_value *v = hcl_attr_value_as(a, s->type, d->ctx, d->alloc, d->ds);
  return v ? v : nomem(d);
}

static hcl_value *decode_block(decoder *d, const hcl_spec *s, content *ct) {
  size_t at = first_block_at(ct, s->name);
  if (!at) {
    if (s->required)
      missing_block(d, s, ct->c);
    return typed_null(d, hcl_spec_implied_type(s->nested));
  }
  if (!link_blocks(ct))
    return nomem(d);
  const hcl_block *found = ct->c->blocks[at - 1];
  if (ct->next[at - 1])
    duplicate_block(d, s, ct->c->blocks[ct->next[at - 1] - 1], found);
  return decode_body(d, s->nested, found->body);
}

/* A list or set of the blocks' values, unified as the reference does. */
static hcl_value *collect(decoder *d, const hcl_spec *s, hcl_value **elems,
                          const hcl_range *ranges, size_t n) {
  if (n == 0) {
    const hcl_type *et = hcl_spec_implied_type(s->nested);
    if (!et)
      return nomem(d);
    hcl_value *v = s->kind == SPEC_BLOCK_LIST
                       ? hcl_value_list(et, NULL, 0, d->alloc)
                       : hcl_value_set(et, NULL, 0, d->alloc);
    hcl_type_unref(et);
    return v ? v : nomem(d);
  }
  /* on the heap: one per block */
  const hcl_type **types = hcl_mem_alloc(d->alloc, n * sizeof *types);
  if (!types)
    return nomem(d);
  for (size_t i = 0; i < n; i++)
    types[i] = hcl_value_type(elems[i]);
  const hcl_type *et = NULL;
  hcl_status unified = hcl_unify(types, n, true, d->alloc, &et);
  hcl_mem_free(d->alloc, types);
  if (unified == HCL_ERR_NOMEM)
    return nomem(d);
  hcl_buf summary;
  hcl_buf_init(&summary, d->alloc);
  if (!hcl_buf_format(&summary, "Unconsistent argument types in %s blocks",
                      s->name)) {
    hcl_buf_fini(&summary);
    hcl_type_unref(et);
    return nomem(d);
  }
  if (!et) {
    add_diag(d, summary.data,
             "Corresponding attributes in all blocks of this type must be "
             "the same.",
             &ranges[0], NULL);
    hcl_buf_fini(&summary);
    return hcl_value_dynamic();
  }
  hcl_value *result = NULL;
  size_t i = 0;
  for (; i < n; i++) {
    hcl_buf err;
    hcl_buf_init(&err, d->alloc);
    hcl_value *cv = NULL;
    hcl_convert_result r = hcl_convert(elems[i], et, d->alloc, &cv, &err);
    if (r == HCL_CONVERT_OK) {
      hcl_value_unref(elems[i]);
      elems[i] = cv;
    } else if (r == HCL_CONVERT_FAILED) {
      hcl_buf detail;
      hcl_buf_init(&detail, d->alloc);
      const char *text =
          hcl_buf_terminate(&err)
              ? hcl_buf_format(&detail,
                               "Block with index %zu has inconsistent "
                               "argument types: %s.",
                               i, err.data)
              : NULL;
      if (text)
        add_diag(d, summary.data, text, &ranges[i], NULL);
      else
        d->nomem = true;
      hcl_buf_fini(&detail);
      result = hcl_value_dynamic();
    } else {
      d->nomem = true;
    }
    hcl_buf_fini(&err);
    if (r != HCL_CONVERT_OK)
      break;
  }
  if (i == n)
    result =
        s->kind == SPEC_BLOCK_LIST
            ? hcl_value_list(et, (const hcl_value *const *)elems, n, d->alloc)
            : hcl_value_set(et, (const hcl_value *const *)elems, n, d->alloc);
  hcl_type_unref(et);
  hcl_buf_fini(&summary);
  return result ? result : nomem(d);
}

static hcl_value *decode_block_list(decoder *d, const hcl_spec *s,
                                    content *ct) {
  const hcl_content *c = ct->c;
  const hcl_block **of_type;
  size_t n;
  if (!blocks_of(ct, s->name, &of_type, &n))
    return nomem(d);
  hcl_value **elems = hcl_mem_alloc(d->alloc, (n ? n : 1) * sizeof *elems);
  hcl_range *ranges = hcl_mem_alloc(d->alloc, (n ? n : 1) * sizeof *ranges);
  if (!elems || !ranges) {
    hcl_mem_free(d->alloc, elems);
    hcl_mem_free(d->alloc, ranges);
    hcl_mem_free(d->alloc, of_type);
    return nomem(d);
  }
  size_t made = 0;
  bool unknown = false;
  for (size_t i = 0; i < n && !d->nomem && !unknown; i++) {
    const hcl_block *b = of_type[i];
    elems[made] = decode_body(d, s->nested, b->body);
    if (!elems[made])
      break;
    /* a block generated from an unknown collection: all of it unknown */
    unknown = hcl_body_is_unknown(b->body);
    ranges[made++] = body_source_range(s->nested, b->body);
  }
  hcl_value *v = NULL;
  if (unknown && !d->nomem) {
    v = typed_unknown(d, hcl_spec_implied_type(s));
  } else if (!d->nomem) {
    hcl_buf m[2];
    hcl_buf_init(&m[0], d->alloc);
    hcl_buf_init(&m[1], d->alloc);
    if ((long)made < s->min_items) {
      hcl_buf_format(&m[0], "Insufficient %s blocks", s->name);
      hcl_buf_format(&m[1], "At least %ld \"%s\" blocks are required.",
                     s->min_items, s->name);
      add_diag_bufs(d, m, &c->missing_item_range);
    } else if (s->max_items > 0 && (long)made > s->max_items) {
      hcl_buf_format(&m[0], "Too many %s blocks", s->name);
      hcl_buf_format(&m[1], "No more than %ld \"%s\" blocks are allowed",
                     s->max_items, s->name);
      add_diag_bufs(d, m, &ranges[s->max_items]);
    }
    v = d->nomem ? NULL : collect(d, s, elems, ranges, made);
  }
  for (size_t i = 0; i < made; i++)
    hcl_value_unref(elems[i]);
  hcl_mem_free(d->alloc, elems);
  hcl_mem_free(d->alloc, ranges);
  hcl_mem_free(d->alloc, of_type);
  return v;
}

/* block_map: nested maps keyed by the labels. Entries are gathered as a
   flat list, sorted by their label paths and built level by level over
   the runs that share a label. */
typedef struct map_entry {
  const hcl_block *block;
  hcl_value *value;
  size_t nlabels; /* the spec's */
  size_t order;   /* source order, to keep the sort stable */
} map_entry;

static int compare_labels(const void *x, const void *y) {
  const map_entry *a = x, *b = y;
  for (size_t i = 0; i < a->nlabels; i++) {
    int c = hcl_str_compare(a->block->labels[i], b->block->labels[i]);
    if (c)
      return c;
  }
  return (a->order > b->order) - (a->order < b->order);
}

/* The map of the sorted entries [from, to), which share labels
   [0, level) and differ in their whole label paths. */
static hcl_value *build_level(decoder *d, const hcl_spec *s, map_entry *e,
                              size_t from, size_t to, size_t level) {
  size_t cap = to - from;
  hcl_str *keys = hcl_mem_alloc(d->alloc, (cap ? cap : 1) * sizeof *keys);
  hcl_value **vals = hcl_mem_alloc(d->alloc, (cap ? cap : 1) * sizeof *vals);
  size_t n = 0;
  bool ok = keys && vals;
  for (size_t i = from; ok && i < to;) {
    hcl_str key = e[i].block->labels[level];
    size_t j = i + 1;
    while (j < to && hcl_str_eq(e[j].block->labels[level], key))
      j++;
    hcl_value *v = level + 1 == s->nlabels
                       ? hcl_value_ref(e[i].value)
                       : build_level(d, s, e, i, j, level + 1);
    if (!v) {
      ok = false;
      break;
    }
    keys[n] = key;
    vals[n++] = v;
    i = j;
  }
  hcl_value *m = NULL;
  if (ok && n > 0)
    m = hcl_value_map(hcl_value_type(vals[0]), keys,
                      (const hcl_value *const *)vals, n, d->alloc);
  for (size_t i = 0; i < n; i++)
    hcl_value_unref(vals[i]);
  hcl_mem_free(d->alloc, keys);
  hcl_mem_free(d->alloc, vals);
  return m ? m : nomem(d);
}

/* A block's label path as one map key: each label with its length. */
static bool label_path_key(const hcl_block *b, size_t nlabels, hcl_buf *out) {
  hcl_buf_clear(out);
  bool ok = true;
  for (size_t i = 0; ok && i < nlabels; i++)
    ok = hcl_buf_printf(out, "%zu:", b->labels[i].len) &&
         hcl_buf_append(out, b->labels[i].ptr, b->labels[i].len);
  return ok;
}

static hcl_value *decode_block_map(decoder *d, const hcl_spec *s, content *ct) {
  const hcl_block **of_type;
  size_t n;
  if (!blocks_of(ct, s->name, &of_type, &n))
    return nomem(d);
  map_entry *e = hcl_mem_alloc(d->alloc, (n ? n : 1) * sizeof *e);
  if (!e) {
    hcl_mem_free(d->alloc, of_type);
    return nomem(d);
  }
  hcl_map seen; /* label paths taken */
  hcl_map_init(&seen, d->alloc);
  hcl_buf path;
  hcl_buf_init(&path, d->alloc);
  size_t made = 0;
  bool unknown = false;
  for (size_t i = 0; i < n && !d->nomem; i++) {
    const hcl_block *b = of_type[i];
    if (hcl_body_is_unknown(b->body)) {
      /* generated from an unknown collection: all of the map unknown */
      unknown = true;
      break;
    }
    hcl_value *v = decode_body(d, s->nested, b->body);
    if (!v)
      break;
    bool inserted = false;
    if (!label_path_key(b, s->nlabels, &path) ||
        !hcl_map_upsert(&seen, path.data ? path.data : "", path.len,
                        &inserted)) {
      hcl_value_unref(v);
      nomem(d);
      break;
    }
    if (!inserted) {
      hcl_buf labels, m[2];
      hcl_buf_init(&labels, d->alloc);
      hcl_buf_init(&m[0], d->alloc);
      hcl_buf_init(&m[1], d->alloc);
      bool ok = true;
      for (size_t k = 0; ok && k < b->nlabels; k++)
        ok = hcl_buf_puts(&labels, " \"") &&
             hcl_buf_append(&labels, b->labels[k].ptr, b->labels[k].len) &&
             hcl_buf_putc(&labels, '"');
      hcl_buf_format(&m[0], "Duplicate %s block", s->name);
      if (ok && hcl_buf_terminate(&labels))
        hcl_buf_format(&m[1],
                       "A block for %s%s was already defined. The %s labels "
                       "must be unique.",
                       s->name, labels.data, s->name);
      add_diag_bufs(d, m, &b->def_range);
      hcl_buf_fini(&labels);
      hcl_value_unref(v);
      continue;
    }
    e[made].block = b;
    e[made].nlabels = s->nlabels;
    e[made].order = made;
    e[made++].value = v;
  }
  hcl_map_fini(&seen);
  hcl_buf_fini(&path);
  hcl_mem_free(d->alloc, of_type);
  hcl_value *v = NULL;
  if (unknown && !d->nomem) {
    v = typed_unknown(d, hcl_spec_implied_type(s));
  } else if (!d->nomem) {
    if (made == 0) {
      const hcl_type *t = hcl_spec_implied_type(s->nested);
      v = t ? hcl_value_map(t, NULL, NULL, 0, d->alloc) : NULL;
      hcl_type_unref(t);
      if (!v)
        d->nomem = true;
    } else {
      qsort(e, made, sizeof *e, compare_labels);
      v = build_level(d, s, e, 0, made, 0);
    }
  }
  for (size_t i = 0; i < made; i++)
    hcl_value_unref(e[i].value);
  hcl_mem_free(d->alloc, e);
  return v;
}

static hcl_value *decode_block_attrs(decoder *d, const hcl_spec *s,
                                     content *ct) {
  size_t at = first_block_at(ct, s->name);
  if (!at) {
    if (s->required)
      missing_block(d, s, ct->c);
    return typed_null(d, hcl_type_map(s->type, d->alloc));
  }
  if (!link_blocks(ct))
    return nomem(d);
  const hcl_block *found = ct->c->blocks[at - 1];
  if (ct->next[at - 1])
    duplicate_block(d, s, ct->c->blocks[ct->next[at - 1] - 1], found);
  hcl_content attrs;
  if (hcl_body_just_attributes(found->body, &attrs, d->ds) == HCL_ERR_NOMEM)
    return nomem(d);
  size_t n = attrs.nattrs;
  if (n == 0) {
    hcl_value *v = hcl_value_map(s->type, NULL, NULL, 0, d->alloc);
    return v ? v : nomem(d);
  }
  /* on the heap: one per attribute */
  hcl_str *keys = hcl_mem_alloc(d->alloc, n * sizeof *keys);
  hcl_value **vals = hcl_mem_alloc(d->alloc, n * sizeof *vals);
  const hcl_type **types = hcl_mem_alloc(d->alloc, n * sizeof *types);
  if (!keys || !vals || !types) {
    hcl_mem_free(d->alloc, keys);
    hcl_mem_free(d->alloc, vals);
    hcl_mem_free(d->alloc, types);
    return nomem(d);
  }
  size_t made = 0;
  for (; made < n && !d->nomem; made++) {
    const hcl_attribute *a = attrs.attrs[made];
    keys[made] = a->name;
    hcl_value *v = hcl_expr_eval(a->expr, d->ctx, d->ds);
    if (!v)
      break;
    hcl_buf err;
    hcl_buf_init(&err, d->alloc);
    hcl_value *cv = NULL;
    hcl_convert_result r = hcl_convert(v, s->type, d->alloc, &cv, &err);
    hcl_value_unref(v);
    if (r == HCL_CONVERT_FAILED) {
      hcl_buf detail;
      hcl_buf_init(&detail, d->alloc);
      const char *text =
          hcl_buf_terminate(&err)
              ? hcl_buf_format(&detail,
                               "Invalid value for attribute of \"%s\" "
                               "block: %s.",
                               s->name, err.data)
              : NULL;
      if (text)
        add_expr_diag(d, "Invalid attribute value", text, a);
      else
        d->nomem = true;
      hcl_buf_fini(&detail);
      cv = hcl_value_unknown(s->type, d->alloc);
    }
    hcl_buf_fini(&err);
    if (!cv)
      break;
    vals[made] = cv;
  }
  hcl_value *m = NULL;
  if (made == n) {
    /* values of "any" element type must still agree on one type */
    for (size_t i = 0; i < n; i++)
      types[i] = hcl_value_type(vals[i]);
    const hcl_type *et = NULL;
    bool oom = hcl_unify(types, n, true, d->alloc, &et) == HCL_ERR_NOMEM;
    for (size_t i = 0; et && i < n; i++) {
      hcl_value *cv = NULL;
      if (hcl_convert(vals[i], et, d->alloc, &cv, NULL) == HCL_CONVERT_OK) {
        hcl_value_unref(vals[i]);
        vals[i] = cv;
      }
    }
    if (et)
      m = hcl_value_map(et, keys, (const hcl_value *const *)vals, n, d->alloc);
    else if (!oom)
      m = hcl_value_object(keys, (const hcl_value *const *)vals, n, d->alloc);
    hcl_type_unref(et);
  }
  for (size_t i = 0; i < made; i++)
    hcl_value_unref(vals[i]);
  hcl_mem_free(d->alloc, keys);
  hcl_mem_free(d->alloc, vals);
  hcl_mem_free(d->alloc, types);
  return m ? m : nomem(d);
}

static hcl_value *decode_transform(decoder *d, const hcl_spec *s, content *c) {
  size_t before = error_count(d->ds);
  hcl_value *w = decode_content(d, s->nested, c);
  if (!w)
    return NULL;
  if (error_count(d->ds) > before) {
    hcl_value_unref(w);
    return typed_unknown(d, hcl_spec_implied_type(s));
  }
  if (!s->expr) {
    hcl_value_unref(w);
    return hcl_value_null(hcl_type_dynamic(), d->alloc);
  }
  hcl_eval_ctx *child = hcl_eval_ctx_new_child(s->transform_ctx);
  hcl_value *r = NULL;
  if (child && hcl_eval_ctx_set_var(child, "nested", 6, w) == HCL_OK)
    r = hcl_expr_eval(s->expr, child, d->ds);
  hcl_eval_ctx_free(child);
  hcl_value_unref(w);
  return r ? r : nomem(d);
}

static hcl_value *decode_content(decoder *d, const hcl_spec *s, content *c) {
  if (d->nomem)
    return NULL;
  switch (s->kind) {
  case SPEC_OBJECT:
  case SPEC_TUPLE:
    return decode_object(d, s, c);
  case SPEC_ATTR:
    return decode_attr(d, s, c);
  case SPEC_LITERAL:
    return s->literal ? hcl_value_ref(s->literal)
                      : hcl_value_null(hcl_type_dynamic(), d->alloc);
  case SPEC_BLOCK:
    return decode_block(d, s, c);
  case SPEC_BLOCK_LIST:
  case SPEC_BLOCK_SET:
    return decode_block_list(d, s, c);
  case SPEC_BLOCK_MAP:
    return decode_block_map(d, s, c);
  case SPEC_BLOCK_ATTRS:
    return decode_block_attrs(d, s, c);
  case SPEC_DEFAULT: {
    hcl_value *v = decode_content(d, s->primary, c);
    if (v && hcl_value_is_null(v)) {
      hcl_value_unref(v);
      v = decode_content(d, s->fallback, c);
    }
    return v;
  }
  case SPEC_TRANSFORM:
    return decode_transform(d, s, c);
  }
  return NULL;
}

hcl_value *hcl_spec_decode(const hcl_spec *spec, const hcl_body *body,
                           const hcl_eval_ctx *ctx, hcl_diags *ds) {
  decoder d = {spec->alloc, ctx, ds, false};
  hcl_value *v = decode_body(&d, spec, body);
  if (d.nomem) {
    hcl_value_unref(v);
    return NULL;
  }
  return v;
}

/* ---- Variables --------------------------------------------------------- */

static bool append_all(hcl_vec *out, const hcl_traversals *ts) {
  for (size_t i = 0; i < hcl_traversals_count(ts); i++) {
    const hcl_traversal *t = hcl_traversals_at(ts, i);
    if (!hcl_vec_push(out, &t))
      return false;
  }
  return true;
}

struct hcl_spec_refs {
  const hcl_alloc *alloc;
  hcl_vec lists; /* hcl_traversals * to free */
  hcl_vec refs;  /* const hcl_traversal *, in order */
  bool nomem;
};
typedef hcl_spec_refs var_walk;

static void body_variables(var_walk *w, const hcl_spec *s,
                           const hcl_body *body);

static void keep(var_walk *w, hcl_traversals *ts) {
  if (!ts || !hcl_vec_push(&w->lists, &ts) || !append_all(&w->refs, ts)) {
    if (ts && (w->lists.len == 0 ||
               *(hcl_traversals **)hcl_vec_last(&w->lists) != ts))
      hcl_traversals_free(ts);
    w->nomem = true;
  }
}

static uint64_t start_of(const hcl_traversal *t) {
  return t->steps[0].range.start.byte;
}

/* Sorts references by the byte they start at, those starting at the same
   byte kept in their order (a stable merge sort, bottom up); false when
   out of memory. */
static bool sort_by_start(const hcl_traversal **r, size_t n,
                          const hcl_alloc *alloc) {
  if (n < 2)
    return true;
  const hcl_traversal **tmp = hcl_mem_alloc(alloc, n * sizeof *tmp);
  if (!tmp)
    return false;
  const hcl_traversal **from = r, **to = tmp;
  for (size_t width = 1; width < n; width *= 2) {
    for (size_t lo = 0; lo < n; lo += 2 * width) {
      size_t mid = lo + width < n ? lo + width : n;
      size_t hi = mid + width < n ? mid + width : n;
      size_t i = lo, j = mid, k = lo;
      while (i < mid && j < hi)
        to[k++] = start_of(from[j]) < start_of(from[i]) ? from[j++] : from[i++];
      while (i < mid)
        to[k++] = from[i++];
      while (j < hi)
        to[k++] = from[j++];
    }
    const hcl_traversal **t = from;
    from = to;
    to = t;
  }
  if (from != r)
    memcpy(r, from, n * sizeof *r);
  hcl_mem_free(alloc, tmp);
  return true;
}

/* A spec's own needs (the reference's variablesNeeded). */
static void needed(var_walk *w, const hcl_spec *s, content *c) {
  switch (s->kind) {
  case SPEC_ATTR: {
    const hcl_attribute *a = content_attr(c, s->name);
    if (a)
      keep(w, hcl_expr_variables(a->expr, w->alloc));
    break;
  }
  case SPEC_BLOCK: {
    const hcl_block *b = first_block(c, s->name);
    if (b)
      body_variables(w, s->nested, b->body);
    break;
  }
  case SPEC_BLOCK_LIST:
  case SPEC_BLOCK_SET:
  case SPEC_BLOCK_MAP: {
    const hcl_block **of_type;
    size_t n;
    if (!blocks_of(c, s->name, &of_type, &n)) {
      w->nomem = true;
      break;
    }
    for (size_t i = 0; i < n; i++)
      body_variables(w, s->nested, of_type[i]->body);
    hcl_mem_free(w->alloc, of_type);
    break;
  }
  case SPEC_BLOCK_ATTRS: {
    const hcl_block *b = first_block(c, s->name);
    hcl_content attrs;
    if (!b || hcl_body_just_attributes(b->body, &attrs, NULL) != HCL_OK)
      break;
    size_t from = w->refs.len;
    for (size_t i = 0; i < attrs.nattrs; i++)
      keep(w, hcl_expr_variables(attrs.attrs[i]->expr, w->alloc));
    /* in source order, as the reference sorts them */
    if (!w->nomem && !sort_by_start((const hcl_traversal **)w->refs.data + from,
                                    w->refs.len - from, w->alloc))
      w->nomem = true;
    break;
  }
  default:
    break;
  }
}

typedef struct needs {
  var_walk *w;
  content *c;
} needs;

static bool need_one(void *ctx, const hcl_spec *s) {
  needs *n = ctx;
  needed(n->w, s, n->c);
  return false;
}

static void body_variables(var_walk *w, const hcl_spec *s,
                           const hcl_body *body) {
  hcl_content c;
  if (spec_content(s, body, true, &c, NULL) == HCL_ERR_NOMEM) {
    w->nomem = true;
    return;
  }
  content ct;
  content_init(&ct, &c, w->alloc);
  needs n = {w, &ct};
  hcl_spec_visit_body(s, need_one, &n); /* each spec reading the body */
  content_fini(&ct);
}

/* An empty list of references, from the spec's allocator. */
static hcl_spec_refs *refs_new(const hcl_spec *s) {
  hcl_spec_refs *w = hcl_mem_alloc(s->alloc, sizeof *w);
  if (!w)
    return NULL;
  memset(w, 0, sizeof *w);
  w->alloc = s->alloc;
  hcl_vec_init(&w->lists, s->alloc, sizeof(hcl_traversals *));
  hcl_vec_init(&w->refs, s->alloc, sizeof(const hcl_traversal *));
  return w;
}

/* The walk's list, or NULL (and nothing left) when it ran out of
   memory. */
static hcl_spec_refs *refs_done(hcl_spec_refs *w) {
  if (w->nomem) {
    hcl_spec_refs_free(w);
    return NULL;
  }
  return w;
}

hcl_spec_refs *hcl_spec_variables(const hcl_spec *s, const hcl_body *body) {
  hcl_spec_refs *w = refs_new(s);
  if (!w)
    return NULL;
  body_variables(w, s, body);
  return refs_done(w);
}

/* ---- Variables with dynamic blocks ------------------------------------ */

/*
 * The reference's dynblock.VariablesHCLDec walk: each body read with its
 * spec's schema and `dynamic` blocks; the variables of its attributes
 * (unless only expansion's are wanted) and of each dynamic block's
 * for_each and labels, without the iterators in scope there; then each
 * child body (a static block's, a dynamic block's content) with the spec
 * its block type has.
 */

/* The iterator names in scope, innermost first. */
typedef struct names_in_scope {
  hcl_str name;
  const struct names_in_scope *outer;
} names_in_scope;

static bool in_scope(const names_in_scope *n, hcl_str name) {
  for (; n; n = n->outer)
    if (hcl_str_eq(n->name, name))
      return true;
  return false;
}

/* Keeps the traversals of `e` whose root is no iterator of `scope`. */
static void keep_unscoped(var_walk *w, const hcl_expr *e,
                          const names_in_scope *scope) {
  hcl_traversals *ts = hcl_expr_variables(e, w->alloc);
  if (!ts || !hcl_vec_push(&w->lists, &ts)) {
    hcl_traversals_free(ts);
    w->nomem = true;
    return;
  }
  for (size_t i = 0; i < hcl_traversals_count(ts); i++) {
    const hcl_traversal *t = hcl_traversals_at(ts, i);
    if (t->nsteps && in_scope(scope, t->steps[0].name))
      continue;
    if (!hcl_vec_push(&w->refs, &t))
      w->nomem = true;
  }
}

/* The nested spec blocks of `type` are read with (the reference's
   ChildBlockTypes: the last one found wins). */
typedef struct child_search {
  hcl_str type;
  const hcl_spec *found; /* the block spec */
} child_search;

static bool note_child(void *ctx, const hcl_spec *s) {
  child_search *cs = ctx;
  switch (s->kind) {
  case SPEC_BLOCK:
  case SPEC_BLOCK_LIST:
  case SPEC_BLOCK_SET:
  case SPEC_BLOCK_MAP:
  case SPEC_BLOCK_ATTRS:
    if (hcl_str_eq(cstr(s->name), cs->type))
      cs->found = s;
    break;
  default:
    break;
  }
  return false;
}

static const hcl_attr_schema dyn_inner_attrs[] = {
    {"for_each", false}, {"labels", false}, {"iterator", false}};
static const hcl_block_schema dyn_inner_blocks[] = {{"content", NULL, 0}};
static const char *const dyn_type_label[] = {"type"};

static const hcl_attribute *attr_of(const hcl_content *c, const char *name) {
  for (size_t i = 0; i < c->nattrs; i++)
    if (hcl_str_eq_c(c->attrs[i]->name, name))
      return c->attrs[i];
  return NULL;
}

static void dyn_body_variables(var_walk *w, const hcl_spec *s,
                               const hcl_body *body,
                               const names_in_scope *scope, bool with_attrs);

/* A child body, read with the spec its block type has, if any. */
static void dyn_child(var_walk *w, const hcl_spec *s, hcl_str type,
                      const hcl_body *body, const names_in_scope *scope,
                      bool with_attrs) {
  child_search cs = {type, NULL};
  hcl_spec_visit_body(s, note_child, &cs);
  if (!cs.found)
    return;
  const hcl_spec *c = cs.found->nested;
  if (cs.found->kind == SPEC_BLOCK_ATTRS || !c) {
    /* no spec: only the body's own dynamic blocks, read with none */
    static const hcl_spec none = {.kind = SPEC_LITERAL};
    hcl_spec empty = none;
    empty.alloc = w->alloc;
    dyn_body_variables(w, &empty, body, scope, with_attrs);
    return;
  }
  dyn_body_variables(w, c, body, scope, with_attrs);
}

/* One block of a body: with `children` false, a dynamic block's for_each
   and labels; with it true, the body the block leads to. */
static void dyn_block_variables(var_walk *w, const hcl_spec *s,
                                const hcl_block *b, const names_in_scope *scope,
                                bool with_attrs, bool children) {
  if (!hcl_str_eq_c(b->type, "dynamic")) {
    if (children)
      dyn_child(w, s, b->type, b->body, scope, with_attrs);
    return;
  }
  hcl_schema inner_schema = {dyn_inner_attrs, 3, dyn_inner_blocks, 1};
  hcl_content inner;
  const hcl_body *rest;
  if (hcl_body_partial_content(b->body, &inner_schema, &inner, &rest, NULL) ==
      HCL_ERR_NOMEM) {
    w->nomem = true;
    return;
  }
  names_in_scope it = {b->labels[0], scope};
  const hcl_attribute *a = attr_of(&inner, "iterator");
  if (a) {
    hcl_traversals *ts = NULL;
    if (hcl_expr_static_traversal(a->expr, w->alloc, &ts, NULL) ==
        HCL_ERR_NOMEM) {
      w->nomem = true;
      return;
    }
    if (!ts)
      return; /* an error when the block is expanded */
    if (!hcl_vec_push(&w->lists, &ts)) {
      hcl_traversals_free(ts);
      w->nomem = true;
      return;
    }
    it.name = hcl_traversals_at(ts, 0)->steps[0].name;
  }
  if (children) {
    for (size_t k = 0; k < inner.nblocks && !w->nomem; k++)
      dyn_child(w, s, b->labels[0], inner.blocks[k]->body, &it, with_attrs);
    return;
  }
  if ((a = attr_of(&inner, "for_each")))
    keep_unscoped(w, a->expr, scope);
  if ((a = attr_of(&inner, "labels")))
    keep_unscoped(w, a->expr, &it);
}

static void dyn_body_variables(var_walk *w, const hcl_spec *s,
                               const hcl_body *body,
                               const names_in_scope *scope, bool with_attrs) {
  hcl_vec attrs, blocks;
  hcl_vec_init(&attrs, w->alloc, sizeof(hcl_attr_schema));
  hcl_vec_init(&blocks, w->alloc, sizeof(hcl_block_schema));
  hcl_block_schema dyn = {"dynamic", dyn_type_label, 1};
  hcl_content c;
  const hcl_body *rest;
  if (!hcl_spec_schema_append(s, &attrs, &blocks) ||
      !hcl_vec_push(&blocks, &dyn)) {
    w->nomem = true;
  } else {
    hcl_schema schema = {attrs.data, attrs.len, blocks.data, blocks.len};
    if (hcl_body_partial_content_unchecked(body, &schema, &c, &rest, NULL) ==
        HCL_ERR_NOMEM)
      w->nomem = true;
  }
  hcl_vec_fini(&attrs);
  hcl_vec_fini(&blocks);
  if (w->nomem)
    return;
  if (with_attrs)
    for (size_t i = 0; i < c.nattrs && !w->nomem; i++)
      keep_unscoped(w, c.attrs[i]->expr, scope);
  /* this body's variables first, then its children's, as the reference */
  for (int pass = 0; pass < 2; pass++)
    for (size_t i = 0; i < c.nblocks && !w->nomem; i++)
      dyn_block_variables(w, s, c.blocks[i], scope, with_attrs, pass == 1);
}

hcl_spec_refs *hcl_dynblock_spec_variables(const hcl_spec *s,
                                           const hcl_body *body,
                                           bool expansion_only) {
  hcl_spec_refs *w = refs_new(s);
  if (!w)
    return NULL;
  dyn_body_variables(w, s, body, NULL, !expansion_only);
  return refs_done(w);
}

size_t hcl_spec_refs_count(const hcl_spec_refs *r) { return r->refs.len; }

const hcl_traversal *hcl_spec_refs_at(const hcl_spec_refs *r, size_t i) {
  return *(const hcl_traversal **)hcl_vec_at(&r->refs, i);
}

void hcl_spec_refs_free(hcl_spec_refs *r) {
  if (!r)
    return;
  for (size_t i = 0; i < r->lists.len; i++)
    hcl_traversals_free(*(hcl_traversals **)hcl_vec_at(&r->lists, i));
  hcl_vec_fini(&r->lists);
  hcl_vec_fini(&r->refs);
  hcl_mem_free(r->alloc, r);
}
