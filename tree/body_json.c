/*
 * Reading JSON bodies through schemas, as the JSON syntax specification
 * says: a body is an object or an array of objects whose properties are
 * attributes or blocks by the schema; a block property's value is an
 * object (one block) or an array (several), with one object level per
 * label; `"//"` properties are comments. Messages and ranges follow the
 * reference.
 */

#include <stdio.h>
#include <string.h>

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

static bool hidden(const hcl_body *b, hcl_str name) {
  for (size_t i = 0; i < b->nhidden_attrs; i++)
    if (hcl_str_eq(b->hidden_attrs[i], name))
      return true;
  return false;
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
  char detail[512];
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
      if (label)
        snprintf(detail, sizeof detail,
                 "A JSON object is required here, to specify %s labels for "
                 "this block.",
                 label);
      else
        snprintf(detail, sizeof detail,
                 "A JSON object is required here, to define arguments and "
                 "child blocks.");
      hcl_range r = start_range(el);
      hcl_status st =
          hcl_body_diag(ds, "Incorrect JSON value type", detail, &r, NULL);
      worst = hcl_body_worse(worst, st != HCL_OK ? st : HCL_ERR_SYNTAX);
    }
    return worst;
  }
  if (label)
    snprintf(detail, sizeof detail,
             "Either a JSON object or JSON array of objects is required here, "
             "to specify %s labels for this block.",
             label);
  else
    snprintf(detail, sizeof detail,
             "Either a JSON object or JSON array of objects is required here, "
             "to define arguments and child blocks.");
  hcl_range r = start_range(v);
  hcl_status st =
      hcl_body_diag(ds, "Incorrect JSON value type", detail, &r, NULL);
  return st != HCL_OK ? st : HCL_ERR_SYNTAX;
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

/* One block of each object (or array element) under the labels used. */
typedef struct unpacking {
  hcl_tree *t;
  const hcl_block_schema *s;
  const hcl_range *type_range;
  hcl_str labels[16];
  hcl_range label_ranges[16];
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

/* The reference's unpackBlock, label level by level (depth bounded by
   the schema's label count). */
static hcl_status unpack(unpacking *u, const hcl_expr *v, size_t depth) {
  if (depth < u->s->nlabels && depth < 16) {
    const char *label = u->s->label_names[depth];
    ptr_list props;
    memset(&props, 0, sizeof props);
    hcl_status worst = deep_props(u->t, v, label, &props, u->ds);
    if (worst == HCL_ERR_NOMEM)
      return worst;
    if (props.n == 0) {
      char detail[512];
      snprintf(detail, sizeof detail,
               "At least one object property is required, whose name "
               "represents the %s block's %s.",
               u->s->type, label);
      hcl_range r = start_range(v);
      hcl_status st =
          hcl_body_diag(u->ds, "Missing block label", detail, &r, NULL);
      return hcl_body_worse(worst, st != HCL_OK ? st : HCL_ERR_SYNTAX);
    }
    for (size_t i = 0; i < props.n; i++) {
      const hcl_expr *p = props.items[i];
      u->labels[depth] = prop_name(p);
      u->label_ranges[depth] = *prop_name_range(p);
      worst = hcl_body_worse(worst, unpack(u, prop_value(p), depth + 1));
      if (worst == HCL_ERR_NOMEM)
        return worst;
    }
    return worst;
  }
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
  char detail[512];
  snprintf(detail, sizeof detail,
           "Either a JSON object or a JSON array is required, representing "
           "the contents of one or more \"%s\" blocks.",
           u->s->type);
  hcl_range r = start_range(v);
  hcl_status st =
      hcl_body_diag(u->ds, "Incorrect JSON value type", detail, &r, NULL);
  return st != HCL_OK ? st : HCL_ERR_SYNTAX;
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

static const hcl_attribute *taken_attr(const taken *out, hcl_str name) {
  for (size_t i = 0; i < out->attrs.n; i++) {
    const hcl_attribute *a = out->attrs.items[i];
    if (hcl_str_eq(a->name, name))
      return a;
  }
  return NULL;
}

static bool name_in(const ptr_list *names, hcl_str name) {
  for (size_t i = 0; i < names->n; i++)
    if (hcl_str_eq(*(const hcl_str *)names->items[i], name))
      return true;
  return false;
}

/* The reference's PartialContent; `used` receives the names taken. */
static hcl_status partial(const hcl_body *b, const hcl_schema *s, taken *out,
                          ptr_list *used, bool merged_schema, hcl_diags *ds) {
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
    if (hidden(b, name))
      continue;
    const hcl_attr_schema *as = NULL;
    const hcl_block_schema *bs = NULL;
    for (size_t k = 0; k < s->nattrs && !as; k++)
      if (hcl_str_eq_c(name, s->attrs[k].name))
        as = &s->attrs[k];
    for (size_t k = 0; k < s->nblocks && !as && !bs; k++)
      if (hcl_str_eq_c(name, s->blocks[k].type))
        bs = &s->blocks[k];
    if (as) {
      const hcl_attribute *existing = taken_attr(out, name);
      if (existing) {
        char where[512], detail[1024];
        hcl_range_format(&existing->range, where, sizeof where);
        snprintf(detail, sizeof detail,
                 "The argument \"%s\" was already set at %s.", name.ptr, where);
        /* the reference's context is the property's name too */
        hcl_status st = hcl_body_diag(ds, "Duplicate argument", detail,
                                      prop_name_range(p), prop_name_range(p));
        worst = hcl_body_worse(worst, st != HCL_OK ? st : HCL_ERR_SYNTAX);
        continue;
      }
      const hcl_attribute *a = make_attr(t, p);
      if (!a || !hcl_ptr_push(t, &out->attrs, a) ||
          !hcl_ptr_push(t, used, &p->children[0]->text))
        return HCL_ERR_NOMEM;
    } else if (bs) {
      unpacking u;
      memset(&u, 0, sizeof u);
      u.t = t;
      u.s = bs;
      u.type_range = prop_name_range(p);
      u.out = out;
      u.ds = ds;
      worst = hcl_body_worse(worst, unpack(&u, prop_value(p), 0));
      if (worst == HCL_ERR_NOMEM ||
          !hcl_ptr_push(t, used, &p->children[0]->text))
        return HCL_ERR_NOMEM;
    }
  }
  for (size_t k = 0; k < s->nattrs && !merged_schema; k++) {
    if (!s->attrs[k].required)
      continue;
    hcl_str n = {s->attrs[k].name, strlen(s->attrs[k].name)};
    if (taken_attr(out, n))
      continue;
    char detail[512];
    snprintf(detail, sizeof detail,
             "The argument \"%s\" is required, but no definition was found.",
             s->attrs[k].name);
    hcl_range r = hcl_body_missing_item_range(b);
    hcl_status st =
        hcl_body_diag(ds, "Missing required argument", detail, &r, NULL);
    worst = hcl_body_worse(worst, st != HCL_OK ? st : HCL_ERR_SYNTAX);
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

/* The reference's Content: the rest of the properties are errors. */
static hcl_status extraneous(const hcl_body *b, const hcl_schema *s,
                             const ptr_list *used, hcl_diags *ds) {
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
    if (!name_in(used, an))
      names[n++] = s->attrs[k].name;
  }
  for (size_t k = 0; k < s->nblocks; k++)
    names[n++] = s->blocks[k].type;
  for (size_t i = 0; i < props.n; i++) {
    const hcl_expr *p = props.items[i];
    hcl_str name = prop_name(p);
    if (hcl_str_eq_c(name, "//") || name_in(used, name))
      continue;
    const char *sug = hcl_name_suggestion(name.ptr, name.len, names, n);
    hcl_buf detail;
    hcl_buf_init(&detail, NULL);
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
  }
  return worst;
}

hcl_status hcl_json_content(const hcl_body *b, const hcl_schema *s, taken *out,
                            const hcl_body **remain, bool is_partial,
                            bool merged_schema, hcl_diags *ds) {
  ptr_list used;
  memset(&used, 0, sizeof used);
  hcl_status st = partial(b, s, out, &used, merged_schema, ds);
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
  for (size_t i = 0; i < v->nchildren; i++) {
    const hcl_expr *p = v->children[i];
    hcl_str name = prop_name(p);
    if (hcl_str_eq_c(name, "//") || hidden(b, name))
      continue;
    const hcl_attribute *existing = NULL;
    for (size_t k = 0; k < out->n && !existing; k++)
      if (hcl_str_eq(((const hcl_attribute *)out->items[k])->name, name))
        existing = out->items[k];
    if (existing) {
      char where[512], detail[1024];
      hcl_range_format(&existing->range, where, sizeof where);
      snprintf(detail, sizeof detail,
               "The argument \"%s\" was already set at %s.", name.ptr, where);
      hcl_status st = hcl_body_diag(ds, "Duplicate attribute definition",
                                    detail, prop_name_range(p), NULL);
      worst = hcl_body_worse(worst, st != HCL_OK ? st : HCL_ERR_SYNTAX);
      continue;
    }
    const hcl_attribute *a = make_attr(t, p);
    if (!a || !hcl_ptr_push(t, out, a))
      return HCL_ERR_NOMEM;
  }
  return worst;
}
