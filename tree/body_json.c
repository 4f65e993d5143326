/*
 * Reading JSON bodies through schemas, as the JSON syntax specification
 * says: a body is an object or an array of objects whose properties are
 * attributes or blocks by the schema; a block property's value is an
 * object (one block) or an array (several), with one object level per
 * label; `"//"` properties are comments. Messages and ranges follow the
 * reference.
 */

#include <string.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "core/suggest.h"
#include "tree/body_internal.h"

/* ---- JSON values ------------------------------------------------------- */

static bool is_object(const hcl_expr *v) { return v->kind == HCL_EXPR_OBJECT; }

static bool is_array(const hcl_expr *v) { return v->kind == HCL_EXPR_TUPLE; }

static bool is_null(const hcl_expr *v) {
  return v->kind == HCL_EXPR_LITERAL && v->lit == HCL_LIT_NULL;
}

/* An object's or array's opening bracket; a scalar's whole range. */
static hcl_range start_range(const hcl_expr *v) {
  hcl_range r = v->range;
  if (is_object(v) || is_array(v)) {
    r.end = r.start;
    r.end.byte++;
    r.end.column++;
  }
  return r;
}

static hcl_range close_range(const hcl_expr *v) {
  hcl_range r = v->range;
  r.start = r.end;
  r.start.byte--;
  r.start.column--;
  return r;
}

/* A property of an object: name, its range, and the value. */
static hcl_str prop_name(const hcl_expr *item) {
  return item->children[0]->text;
}

static const hcl_range *prop_name_range(const hcl_expr *item) {
  return &item->children[0]->range;
}

static const hcl_expr *prop_value(const hcl_expr *item) {
  return item->children[1];
}

/*
 * The properties of a body or label level (the reference's
 * collectDeepAttrs): an object's, or those of each object in an array;
 * anything else is an error. `label` names the label level being read,
 * or is NULL for a body.
 */
static hcl_status deep_props(hcl_tree *t, const hcl_expr *v, const char *label,
                             ptr_list *out, hcl_diags *ds) {
  hcl_status worst = HCL_OK;
  if (is_null(v))
    return HCL_OK;
  if (is_object(v)) {
    for (size_t i = 0; i < v->nchildren; i++)
      if (!hcl_ptr_push(t, out, v->children[i]))
        return HCL_ERR_NOMEM;
    return HCL_OK;
  }
  if (is_array(v)) {
    for (size_t i = 0; i < v->nchildren; i++) {
      const hcl_expr *el = v->children[i];
      if (is_object(el)) {
        for (size_t k = 0; k < el->nchildren; k++)
          if (!hcl_ptr_push(t, out, el->children[k]))
            return HCL_ERR_NOMEM;
        continue;
      }
      hcl_range r = start_range(el);
      hcl_status st =
          label ? hcl_body_errorf(t, ds, "Incorrect JSON value type", &r, NULL,
                                  "A JSON object is required here, to "
                                  "specify %s labels for this block.",
                                  label)
                : hcl_body_errorf(t, ds, "Incorrect JSON value type", &r, NULL,
                                  "A JSON object is required here, to define "
                                  "arguments and child blocks.");
      worst = hcl_body_worse(worst, st);
      if (worst == HCL_ERR_NOMEM)
        return worst;
    }
    return worst;
  }
  hcl_range r = start_range(v);
  if (label)
    return hcl_body_errorf(t, ds, "Incorrect JSON value type", &r, NULL,
                           "Either a JSON object or JSON array of objects is "
                           "required here, to specify %s labels for this "
                           "block.",
                           label);
  return hcl_body_errorf(t, ds, "Incorrect JSON value type", &r, NULL,
                         "Either a JSON object or JSON array of objects is "
                         "required here, to define arguments and child "
                         "blocks.");
}

/* ---- Blocks ------------------------------------------------------------ */

static hcl_body *value_body(hcl_tree *t, const hcl_expr *v) {
  hcl_body *b = hcl_tree_alloc(t, sizeof *b);
  if (!b)
    return NULL;
  memset(b, 0, sizeof *b);
  b->tree = t;
  b->json = true;
  b->json_value = v;
  b->range = v->range;
  return b;
}

/* One label level being read: the properties naming its label, and the
   next one to visit. */
typedef struct level {
  ptr_list props;
  size_t next;
} level;

/* One block of each object (or array element) under the labels used. The
   arrays have one entry per label of the schema, however many. */
typedef struct unpacking {
  hcl_tree *t;
  const hcl_block_schema *s;
  const hcl_range *type_range;
  hcl_str *labels;
  hcl_range *label_ranges;
  level *levels;
  taken *out;
  hcl_diags *ds;
} unpacking;

static hcl_status add_block(unpacking *u, const hcl_expr *body_value,
                            const hcl_expr *def, size_t depth) {
  hcl_block *blk = hcl_tree_alloc(u->t, sizeof *blk);
  hcl_str *labels = hcl_tree_alloc(u->t, (depth ? depth : 1) * sizeof *labels);
  hcl_range *ranges =
      hcl_tree_alloc(u->t, (depth ? depth : 1) * sizeof *ranges);
  hcl_body *body = value_body(u->t, body_value);
  if (!blk || !labels || !ranges || !body)
    return HCL_ERR_NOMEM;
  memset(blk, 0, sizeof *blk);
  if (depth) {
    memcpy(labels, u->labels, depth * sizeof *labels);
    memcpy(ranges, u->label_ranges, depth * sizeof *ranges);
  }
  blk->type.ptr = u->s->type;
  blk->type.len = strlen(u->s->type);
  blk->labels = labels;
  blk->label_ranges = ranges;
  blk->nlabels = depth;
  blk->body = body;
  blk->def_range = start_range(def);
  blk->type_range = *u->type_range;
  blk->open_brace_range = start_range(def);
  blk->close_brace_range =
      is_object(def) || is_array(def) ? close_range(def) : def->range;
  return hcl_ptr_push(u->t, &u->out->blocks, blk) ? HCL_OK : HCL_ERR_NOMEM;
}

/* The block or blocks a value at full label depth stands for. */
static hcl_status unpack_leaf(unpacking *u, const hcl_expr *v) {
  size_t depth = u->s->nlabels;
  if (is_null(v))
    return HCL_OK;
  if (is_object(v))
    return add_block(u, v, v, depth);
  if (is_array(v)) {
    for (size_t i = 0; i < v->nchildren; i++) {
      /* an element that is no object fails when its content is read */
      hcl_status st = add_block(u, v->children[i], v, depth);
      if (st != HCL_OK)
        return st;
    }
    return HCL_OK;
  }
  hcl_range r = start_range(v);
  return hcl_body_errorf(u->t, u->ds, "Incorrect JSON value type", &r, NULL,
                         "Either a JSON object or a JSON array is required, "
                         "representing the contents of one or more \"%s\" "
                         "blocks.",
                         u->s->type);
}

/* Opens label level `depth` on `v`: its properties, or an error when it
   has none (then the level stays closed: *opened false). */
static hcl_status open_level(unpacking *u, const hcl_expr *v, size_t depth,
                             bool *opened) {
  const char *label = u->s->label_names[depth];
  level *lv = &u->levels[depth];
  memset(lv, 0, sizeof *lv);
  hcl_status worst = deep_props(u->t, v, label, &lv->props, u->ds);
  *opened = worst != HCL_ERR_NOMEM && lv->props.n > 0;
  if (worst == HCL_ERR_NOMEM || lv->props.n > 0)
    return worst;
  hcl_range r = start_range(v);
  return hcl_body_worse(
      worst, hcl_body_errorf(u->t, u->ds, "Missing block label", &r, NULL,
                             "At least one object property is required, "
                             "whose name represents the %s block's %s.",
                             u->s->type, label));
}

/* The reference's unpackBlock, label level by level, depth first, with
   the open levels on an explicit stack (one per label of the schema). */
static hcl_status unpack(unpacking *u, const hcl_expr *root) {
  size_t nlabels = u->s->nlabels, open = 0;
  hcl_status worst = HCL_OK;
  const hcl_expr *v = root;
  for (;;) {
    if (open < nlabels) {
      bool opened;
      worst = hcl_body_worse(worst, open_level(u, v, open, &opened));
      open += opened;
    } else {
      worst = hcl_body_worse(worst, unpack_leaf(u, v));
    }
    if (worst == HCL_ERR_NOMEM)
      return worst;
    /* the next property of the innermost level that has one left */
    while (open > 0 && u->levels[open - 1].next == u->levels[open - 1].props.n)
      open--;
    if (open == 0)
      return worst;
    level *lv = &u->levels[open - 1];
    const hcl_expr *p = lv->props.items[lv->next++];
    u->labels[open - 1] = prop_name(p);
    u->label_ranges[open - 1] = *prop_name_range(p);
    v = prop_value(p);
  }
}

/* Unpacks the blocks of one property of block type `bs`. */
static hcl_status unpack_property(hcl_tree *t, const hcl_block_schema *bs,
                                  const hcl_expr *p, taken *out,
                                  hcl_diags *ds) {
  const hcl_alloc *alloc = hcl_tree_allocator(t);
  size_t n = bs->nlabels ? bs->nlabels : 1;
  unpacking u;
  memset(&u, 0, sizeof u);
  u.t = t;
  u.s = bs;
  u.type_range = prop_name_range(p);
  u.out = out;
  u.ds = ds;
  u.labels = hcl_mem_alloc(alloc, n * sizeof *u.labels);
  u.label_ranges = hcl_mem_alloc(alloc, n * sizeof *u.label_ranges);
  u.levels = hcl_mem_alloc(alloc, n * sizeof *u.levels);
  hcl_status st = u.labels && u.label_ranges && u.levels
                      ? unpack(&u, prop_value(p))
                      : HCL_ERR_NOMEM;
  hcl_mem_free(alloc, u.labels);
  hcl_mem_free(alloc, u.label_ranges);
  hcl_mem_free(alloc, u.levels);
  return st;
}

/* ---- Content ----------------------------------------------------------- */

static const hcl_attribute *make_attr(hcl_tree *t, const hcl_expr *prop) {
  hcl_attribute *a = hcl_tree_alloc(t, sizeof *a);
  if (!a)
    return NULL;
  a->name = prop_name(prop);
  a->expr = prop_value(prop);
  a->name_range = *prop_name_range(prop);
  a->range = a->name_range;
  a->range.end = a->expr->range.end;
  return a;
}

/* The name of item `i` of a list of `const hcl_str *`. */
static hcl_str used_name(const void *list, size_t i) {
  return *((const hcl_str *const *)list)[i];
}

/* The reference's PartialContent; `used` receives the names taken. */
static hcl_status partial(const hcl_body *b, const hcl_schema *s,
                          hcl_body_lookups *l, taken *out, ptr_list *used,
                          bool merged_schema, hcl_diags *ds) {
  hcl_tree *t = b->tree;
  ptr_list props;
  memset(&props, 0, sizeof props);
  hcl_status worst = deep_props(t, b->json_value, NULL, &props, ds);
  if (worst == HCL_ERR_NOMEM)
    return worst;
  for (size_t i = 0; i < b->nhidden_attrs; i++)
    if (!hcl_ptr_push(t, used, &b->hidden_attrs[i]))
      return HCL_ERR_NOMEM;
  for (size_t i = 0; i < props.n; i++) {
    const hcl_expr *p = props.items[i];
    hcl_str name = prop_name(p);
    if (hcl_body_hidden_attr(l, b, name))
      continue;
    const hcl_attr_schema *as = hcl_body_schema_attr(l, s, name);
    const hcl_block_schema *bs = as ? NULL : hcl_body_schema_block(l, s, name);
    if (as) {
      const hcl_attribute *existing = hcl_body_taken_attr(l, out, name);
      if (existing) {
        /* the reference's context is the property's name too */
        worst = hcl_body_worse(
            worst,
            hcl_body_duplicate(t, ds, "Duplicate argument", "The argument",
                               name, &existing->range, ".", prop_name_range(p),
                               prop_name_range(p)));
        if (worst == HCL_ERR_NOMEM)
          return worst;
        continue;
      }
      const hcl_attribute *a = make_attr(t, p);
      if (!a || !hcl_ptr_push(t, &out->attrs, a) ||
          !hcl_ptr_push(t, used, &p->children[0]->text))
        return HCL_ERR_NOMEM;
    } else if (bs) {
      worst = hcl_body_worse(worst, unpack_property(t, bs, p, out, ds));
      if (worst == HCL_ERR_NOMEM ||
          !hcl_ptr_push(t, used, &p->children[0]->text))
        return HCL_ERR_NOMEM;
    }
  }
  for (size_t k = 0; k < s->nattrs && !merged_schema; k++) {
    if (!s->attrs[k].required)
      continue;
    hcl_str n = {s->attrs[k].name, strlen(s->attrs[k].name)};
    if (hcl_body_taken_attr(l, out, n))
      continue;
    hcl_range r = hcl_body_missing_item_range(b);
    worst = hcl_body_worse(
        worst, hcl_body_errorf(t, ds, "Missing required argument", &r, NULL,
                               "The argument \"%s\" is required, but no "
                               "definition was found.",
                               s->attrs[k].name));
  }
  return worst;
}

/* A body holding the same value with `used` hidden. */
static const hcl_body *remaining(const hcl_body *b, const ptr_list *used) {
  hcl_tree *t = b->tree;
  hcl_body *r = value_body(t, b->json_value);
  hcl_str *names = hcl_tree_alloc(t, (used->n ? used->n : 1) * sizeof *names);
  if (!r || !names)
    return NULL;
  for (size_t i = 0; i < used->n; i++)
    names[i] = *(const hcl_str *)used->items[i];
  r->range = b->range;
  r->hidden_attrs = names;
  r->nhidden_attrs = used->n;
  return r;
}

static hcl_status extraneous_in(const hcl_body *b, const hcl_schema *s,
                                const ptr_list *used, hcl_name_index *ix,
                                hcl_diags *ds);

/* The reference's Content: the rest of the properties are errors. */
static hcl_status extraneous(const hcl_body *b, const hcl_schema *s,
                             const ptr_list *used, hcl_diags *ds) {
  hcl_name_index ix; /* `used` by name */
  hcl_name_index_init(&ix, used_name, hcl_tree_allocator(b->tree));
  hcl_status st = extraneous_in(b, s, used, &ix, ds);
  hcl_name_index_fini(&ix);
  return st;
}

static hcl_status extraneous_in(const hcl_body *b, const hcl_schema *s,
                                const ptr_list *used, hcl_name_index *ix,
                                hcl_diags *ds) {
  hcl_tree *t = b->tree;
  ptr_list props;
  memset(&props, 0, sizeof props);
  hcl_status worst = deep_props(t, b->json_value, NULL, &props, ds);
  if (worst == HCL_ERR_NOMEM)
    return worst;
  size_t cap = s->nattrs + s->nblocks;
  const char **names = hcl_tree_alloc(t, (cap ? cap : 1) * sizeof *names);
  if (!names)
    return HCL_ERR_NOMEM;
  size_t n = 0;
  for (size_t k = 0; k < s->nattrs; k++) {
    hcl_str an = {s->attrs[k].name, strlen(s->attrs[k].name)};
    if (!hcl_name_index_find(ix, used->items, used->n, an))
      names[n++] = s->attrs[k].name;
  }
  for (size_t k = 0; k < s->nblocks; k++)
    names[n++] = s->blocks[k].type;
  for (size_t i = 0; i < props.n; i++) {
    const hcl_expr *p = props.items[i];
    hcl_str name = prop_name(p);
    if (hcl_str_eq_c(name, "//") ||
        hcl_name_index_find(ix, used->items, used->n, name))
      continue;
    const char *sug;
    if (hcl_name_suggestion(hcl_tree_allocator(t), name.ptr, name.len, names, n,
                            &sug) != HCL_OK)
      return HCL_ERR_NOMEM;
    hcl_buf detail;
    hcl_buf_init(&detail, hcl_tree_allocator(t));
    bool ok = hcl_buf_printf(&detail,
                             "No argument or block type is named "
                             "\"%s\".",
                             name.ptr);
    if (ok && sug)
      ok = hcl_buf_printf(&detail, " Did you mean \"%s\"?", sug);
    ok = ok && hcl_buf_terminate(&detail);
    hcl_status st =
        ok ? hcl_body_diag(ds, "Extraneous JSON object property", detail.data,
                           prop_name_range(p), prop_name_range(p))
           : HCL_ERR_NOMEM;
    hcl_buf_fini(&detail);
    worst = hcl_body_worse(worst, st != HCL_OK ? st : HCL_ERR_SYNTAX);
    if (worst == HCL_ERR_NOMEM)
      return worst;
  }
  return worst;
}

hcl_status hcl_json_content(const hcl_body *b, const hcl_schema *s, taken *out,
                            const hcl_body **remain, bool is_partial,
                            bool merged_schema, hcl_diags *ds) {
  ptr_list used;
  memset(&used, 0, sizeof used);
  hcl_body_lookups l;
  hcl_body_lookups_init(&l, hcl_tree_allocator(b->tree));
  hcl_status st = partial(b, s, &l, out, &used, merged_schema, ds);
  hcl_body_lookups_fini(&l);
  if (st == HCL_ERR_NOMEM)
    return st;
  if (is_partial) {
    if (remain) {
      *remain = remaining(b, &used);
      if (!*remain)
        return HCL_ERR_NOMEM;
    }
    return st;
  }
  return hcl_body_worse(st, extraneous(b, s, &used, ds));
}

hcl_status hcl_json_just_attributes(const hcl_body *b, ptr_list *out,
                                    hcl_diags *ds) {
  hcl_tree *t = b->tree;
  const hcl_expr *v = b->json_value;
  if (!is_object(v)) {
    hcl_range r = start_range(v);
    hcl_status st = hcl_body_diag(
        ds, "Incorrect JSON value type",
        "A JSON object is required here, setting the arguments for this "
        "block.",
        &r, NULL);
    return st != HCL_OK ? st : HCL_ERR_SYNTAX;
  }
  hcl_status worst = HCL_OK;
  hcl_body_lookups l;
  hcl_body_lookups_init(&l, hcl_tree_allocator(t));
  for (size_t i = 0; i < v->nchildren; i++) {
    const hcl_expr *p = v->children[i];
    hcl_str name = prop_name(p);
    if (hcl_str_eq_c(name, "//") || hcl_body_hidden_attr(&l, b, name))
      continue;
    size_t at = hcl_name_index_find(&l.taken, out->items, out->n, name);
    if (at) {
      const hcl_attribute *existing = out->items[at - 1];
      worst = hcl_body_worse(
          worst, hcl_body_duplicate(t, ds, "Duplicate attribute definition",
                                    "The argument", name, &existing->range, ".",
                                    prop_name_range(p), NULL));
      if (worst == HCL_ERR_NOMEM)
        break;
      continue;
    }
    const hcl_attribute *a = make_attr(t, p);
    if (!a || !hcl_ptr_push(t, out, a)) {
      worst = HCL_ERR_NOMEM;
      break;
    }
  }
  hcl_body_lookups_fini(&l);
  return worst;
}
