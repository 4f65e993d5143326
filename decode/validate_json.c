/*
 * The validator on JSON files: tree/body_json.c's mapping, streamed.
 *
 * A JSON file's events are one value; what each part of it is depends on
 * the schema of the body it is in. A body is a JSON value: an object, an
 * array of objects, or null. Its properties are attributes or blocks by
 * name; a block property's value has one object level per label of the
 * block type (its properties' names are the labels), then the block's
 * body, or an array of bodies. The frames (validate_internal.h) follow
 * these roles node by node; diagnostics keep body_json.c's wording,
 * ranges and order: a level's own problems (deep_props) come before
 * those inside its properties, which the level's lists keep apart until
 * it ends.
 */

#include <string.h>

#include "decode/validate_internal.h"
#include "tree/tree.h"

/* One label level of a block property being unpacked. */
typedef struct vlevel {
  vdiag_list pre;    /* the level value's own problems */
  vdiag_list nested; /* those of its properties' values, in order */
  size_t props;
  size_t label_off, label_len; /* the current label, in v->names */
  hcl_range label_range;
} vlevel;

struct vunpack {
  vreader *r; /* the body the property is in */
  const vname *vn;
  const hcl_block_schema *bs;
  hcl_range type_range; /* the property's name */
  vlevel *levels;       /* one per label */
};

static bool is_null(const hcl_event *ev) {
  return ev->as.expr.kind == HCL_EXPR_LITERAL &&
         ev->as.expr.lit == HCL_LIT_NULL;
}

static void error(hcl_validator *v, vdiag_list *l, const char *summary,
                  const char *detail, const hcl_range *subject) {
  if (!detail || !hcl_vdiag_error(v->alloc, l, summary, detail, subject, NULL))
    hcl_validator_nomem(v);
}

void hcl_vunpack_level_clear(hcl_validator *v, vunpack *u, size_t level) {
  hcl_vdiag_clear(v->alloc, &u->levels[level].pre);
  hcl_vdiag_clear(v->alloc, &u->levels[level].nested);
}

/* Where an unpacking problem goes: the innermost open level's list of
   nested problems, or the body's list of property problems. */
static vdiag_list *nested_list(vunpack *u, size_t level) {
  return level > 0 ? &u->levels[level - 1].nested : &u->r->group_b;
}

static vframe *push(hcl_validator *v, vfkind kind, vreader *r) {
  vframe *f = hcl_vframe_push(v, kind);
  if (f)
    f->r = r;
  return f;
}

/* ---- Bodies -------------------------------------------------------------- */

/* The body value's first event: `f` is its reader's frame. */
static void body_value(hcl_validator *v, vframe *f, const hcl_event *ev) {
  vreader *r = f->r;
  f->jkind = ev->as.expr.kind;
  f->name_range = ev->range; /* an object's or array's opening bracket */
  if (r->kind == VR_ATTRS) {
    if (f->jkind != HCL_EXPR_OBJECT)
      error(v, &r->pre, "Incorrect JSON value type",
            "A JSON object is required here, setting the arguments for "
            "this block.",
            &ev->range);
    return;
  }
  if (f->jkind != HCL_EXPR_OBJECT && f->jkind != HCL_EXPR_TUPLE && !is_null(ev))
    error(v, &r->group_a, "Incorrect JSON value type",
          "Either a JSON object or JSON array of objects is required here, "
          "to define arguments and child blocks.",
          &ev->range);
}

/* The body value's last event: the reader finishes. */
static void body_end(hcl_validator *v, vframe *f, const hcl_event *ev) {
  vreader *r = f->r;
  /* tree/builder.c's hcl_body_missing_item_range for JSON bodies */
  if (f->jkind == HCL_EXPR_OBJECT) {
    r->missing = ev->range;
    r->missing.start = r->missing.end;
    r->missing.start.byte--;
    r->missing.start.column--;
  } else {
    r->missing = f->name_range;
  }
  if (!r->parent) {
    hcl_vroot_finish(v, r);
    hcl_vframe_pop(v);
    return;
  }
  vresult res;
  hcl_vreader_finish(v, r, &res);
  vreader *parent = r->parent;
  const vnode *n = r->node;
  hcl_vframe_pop(v);
  hcl_vreader_deliver(v, parent, n, &res);
}

/* ---- Blocks ----------------------------------------------------------------
 */

/* A block whose body is the value beginning with `ev`. */
static void block(hcl_validator *v, vunpack *u, const hcl_event *ev,
                  const hcl_range *def) {
  size_t nl = u->bs->nlabels;
  hcl_str labels[nl ? nl : 1];
  hcl_range ranges[nl ? nl : 1];
  for (size_t i = 0; i < nl; i++) {
    labels[i].ptr = v->names.data + u->levels[i].label_off;
    labels[i].len = u->levels[i].label_len;
    ranges[i] = u->levels[i].label_range;
  }
  vblock b;
  memset(&b, 0, sizeof b);
  b.vn = u->vn;
  b.type.ptr = u->bs->type;
  b.type.len = strlen(u->bs->type);
  b.labels = labels;
  b.label_ranges = ranges;
  b.nlabels = nl;
  b.type_range = u->type_range;
  b.def_range = *def;
  b.open_range = *def;
  vframe *f = hcl_vblock_frame(v, u->r, &b, true);
  if (!f)
    return;
  if (f->kind == VF_READER) {
    body_value(v, f, ev);
  } else if (f->kind == VF_CAPTURE) {
    hcl_event body = {.kind = HCL_EV_BODY_BEGIN, .flags = HCL_EVF_JSON_ORIGIN};
    body.range = ev->range;
    body.range.end = body.range.start;
    if (hcl_vcapture_event(v, &body) == HCL_OK)
      hcl_vcapture_event(v, ev);
  }
}

/* The value at full label depth (body_json.c's unpack_leaf). */
static void leaf(hcl_validator *v, vunpack *u, const hcl_event *ev) {
  hcl_expr_kind k = ev->as.expr.kind;
  if (k == HCL_EXPR_OBJECT) {
    block(v, u, ev, &ev->range);
  } else if (k == HCL_EXPR_TUPLE) {
    vframe *f = push(v, VF_LEAF_ARRAY, u->r);
    if (f) {
      f->u = u;
      f->name_range = ev->range;
    }
  } else {
    if (!is_null(ev)) {
      const char *detail =
          hcl_buf_format(&v->b2,
                         "Either a JSON object or a JSON array is required, "
                         "representing the contents of one or more \"%s\" "
                         "blocks.",
                         u->bs->type);
      error(v, nested_list(u, u->bs->nlabels), "Incorrect JSON value type",
            detail, &ev->range);
    }
    push(v, VF_SKIP, u->r);
  }
}

/* A value at label level `level` (body_json.c's open_level). */
static void level_value(hcl_validator *v, vunpack *u, size_t level,
                        const hcl_event *ev) {
  vframe *f = push(v, VF_LEVEL, u->r);
  if (!f)
    return;
  f->u = u;
  f->level = level;
  f->jkind = ev->as.expr.kind;
  f->name_range = ev->range;
  vlevel *lv = &u->levels[level];
  lv->props = 0;
  if (f->jkind != HCL_EXPR_OBJECT && f->jkind != HCL_EXPR_TUPLE &&
      !is_null(ev)) {
    const char *detail = hcl_buf_format(
        &v->b2,
        "Either a JSON object or JSON array of objects is required here, to "
        "specify %s labels for this block.",
        u->bs->label_names[level]);
    error(v, &lv->pre, "Incorrect JSON value type", detail, &ev->range);
  }
}

/* A label level ends: its problems, in order, go to the level around. */
static void level_end(hcl_validator *v, vframe *f) {
  vunpack *u = f->u;
  vlevel *lv = &u->levels[f->level];
  vdiag_list *to = nested_list(u, f->level);
  hcl_vdiag_move(to, &lv->pre);
  if (lv->props == 0) {
    const char *detail =
        hcl_buf_format(&v->b2,
                       "At least one object property is "
                       "required, whose name represents the "
                       "%s block's %s.",
                       u->bs->type, u->bs->label_names[f->level]);
    error(v, to, "Missing block label", detail, &f->name_range);
  }
  hcl_vdiag_move(to, &lv->nested);
  hcl_vframe_pop(v);
}

/* The value at level `level` of a block property: a label level or the
   leaf. */
static void unpack_value(hcl_validator *v, vunpack *u, size_t level,
                         const hcl_event *ev) {
  if (level < u->bs->nlabels)
    level_value(v, u, level, ev);
  else
    leaf(v, u, ev);
}

/* ---- Properties
 * -------------------------------------------------------------- */

/* A body property's value begins: attribute, block, or neither. */
static void prop_value(hcl_validator *v, vframe *p, const hcl_event *ev) {
  vreader *r = p->r;
  hcl_str name = {v->names.data + p->name_off, p->name_len};
  const vname *vn;
  p->role = hcl_vreader_json_prop(v, r, name, &p->name_range, &vn);
  p->vn = vn;
  if (v->failed != HCL_OK)
    return;
  if (p->role == VP_ATTR && hcl_vreader_evaluates(r, vn)) {
    vframe *f = push(v, VF_CAPTURE, r);
    if (!f)
      return;
    f->capture_attr = true;
    hcl_vcapture_begin(v);
    hcl_vcapture_event(v, ev);
    return;
  }
  if (p->role != VP_BLOCK) {
    push(v, VF_SKIP, r);
    return;
  }
  const hcl_block_schema *bs = &r->plan->blocks[vn->block_schema];
  vunpack *u = hcl_arena_alloc(&v->frames, sizeof *u);
  vlevel *levels = hcl_arena_alloc(&v->frames, (bs->nlabels ? bs->nlabels : 1) *
                                                   sizeof *levels);
  if (!u || !levels) {
    hcl_validator_nomem(v);
    return;
  }
  memset(levels, 0, (bs->nlabels ? bs->nlabels : 1) * sizeof *levels);
  u->r = r;
  u->vn = vn;
  u->bs = bs;
  u->type_range = p->name_range;
  u->levels = levels;
  unpack_value(v, u, 0, ev);
}

/* A body property's value ended (the frame above `p` was popped). */
static void prop_value_end(hcl_validator *v, vframe *p, bool captured,
                           const hcl_event *ev) {
  if (p->role != VP_ATTR)
    return;
  hcl_range whole = p->name_range;
  whole.end = ev->range.end;
  hcl_vreader_json_attr_range(p->r, p->vn, &whole);
  if (!captured)
    return;
  const hcl_expr *e = hcl_tree_expr_at(v->scratch, 0);
  if (!e) {
    hcl_validator_nomem(v);
    return;
  }
  hcl_str name = {v->names.data + p->name_off, p->name_len};
  hcl_vreader_attr(v, p->r, p->vn, name, &p->name_range, e);
}

/* A property's name: kept until the property ends. */
static bool set_name(hcl_validator *v, vframe *f, const hcl_event *ev) {
  f->name_off = v->names.len;
  f->name_len = ev->as.expr.text.len;
  f->name_range = ev->range;
  if (!hcl_buf_append(&v->names, ev->as.expr.text.ptr, f->name_len) ||
      !hcl_buf_putc(&v->names, '\0')) {
    hcl_validator_nomem(v);
    return false;
  }
  return true;
}

/* ---- Events
 * ------------------------------------------------------------------ */

static void begin(hcl_validator *v, vframe *f, const hcl_event *ev) {
  hcl_expr_kind k = ev->as.expr.kind;
  switch (f->kind) {
  case VF_CAPTURE:
    f->depth++;
    hcl_vcapture_event(v, ev);
    return;
  case VF_SKIP:
    f->depth++;
    return;
  case VF_READER:
    if (f->jkind == 0) { /* the file's body value */
      body_value(v, f, ev);
      return;
    }
    f->children++;
    if (f->r->kind == VR_ATTRS && f->jkind != HCL_EXPR_OBJECT) {
      push(v, VF_SKIP, f->r);
    } else if (f->jkind == HCL_EXPR_OBJECT) {
      push(v, VF_PROP, f->r);
    } else if (f->jkind == HCL_EXPR_TUPLE && k == HCL_EXPR_OBJECT) {
      push(v, VF_BODY_ELEM, f->r);
    } else {
      if (f->jkind == HCL_EXPR_TUPLE)
        error(v, &f->r->group_a, "Incorrect JSON value type",
              "A JSON object is required here, to define arguments and "
              "child blocks.",
              &ev->range);
      push(v, VF_SKIP, f->r);
    }
    return;
  case VF_BODY_ELEM:
    push(v, VF_PROP, f->r);
    return;
  case VF_PROP:
    if (++f->children == 1) {
      if (set_name(v, f, ev))
        push(v, VF_SKIP, f->r);
    } else {
      prop_value(v, f, ev);
    }
    return;
  case VF_LEVEL:
  case VF_LEVEL_ELEM: {
    vunpack *u = f->u;
    if (f->kind == VF_LEVEL && f->jkind == HCL_EXPR_TUPLE) {
      if (k == HCL_EXPR_OBJECT) {
        size_t level = f->level; /* the push may move `f` */
        vframe *e = push(v, VF_LEVEL_ELEM, f->r);
        if (e) {
          e->u = u;
          e->level = level;
        }
        return;
      }
      const char *detail =
          hcl_buf_format(&v->b2,
                         "A JSON object is required here, to specify %s "
                         "labels for this block.",
                         u->bs->label_names[f->level]);
      error(v, &u->levels[f->level].pre, "Incorrect JSON value type", detail,
            &ev->range);
      push(v, VF_SKIP, f->r);
      return;
    }
    if (f->kind == VF_LEVEL && f->jkind != HCL_EXPR_OBJECT) {
      push(v, VF_SKIP, f->r);
      return;
    }
    u->levels[f->level].props++;
    size_t level = f->level; /* the push may move `f` */
    vframe *p = push(v, VF_LPROP, f->r);
    if (p) {
      p->u = u;
      p->level = level;
    }
    return;
  }
  case VF_LPROP: {
    vunpack *u = f->u;
    if (++f->children == 1) {
      if (!set_name(v, f, ev))
        return;
      vlevel *lv = &u->levels[f->level];
      lv->label_off = f->name_off;
      lv->label_len = f->name_len;
      lv->label_range = ev->range;
      push(v, VF_SKIP, f->r);
    } else {
      unpack_value(v, u, f->level + 1, ev);
    }
    return;
  }
  case VF_LEAF_ARRAY:
    /* each element is a block's body, whatever it is (body_json.c) */
    block(v, f->u, ev, &f->name_range);
    return;
  }
}

static void end(hcl_validator *v, vframe *f, const hcl_event *ev) {
  bool captured = false;
  switch (f->kind) {
  case VF_CAPTURE:
    hcl_vcapture_event(v, ev);
    if (f->depth > 0) {
      f->depth--;
      return;
    }
    if (f->capture_attr) {
      captured = true;
    } else {
      hcl_event body = {.kind = HCL_EV_BODY_END, .flags = HCL_EVF_JSON_ORIGIN};
      body.range = ev->range;
      body.range.start = body.range.end;
      const hcl_body *file = NULL;
      if (hcl_vcapture_event(v, &body) == HCL_OK)
        file = hcl_tree_file_at(v->scratch, 0);
      if (file)
        hcl_vcapture_blocks(v, f, file);
      else
        hcl_validator_nomem(v);
    }
    hcl_vframe_pop(v);
    break;
  case VF_SKIP:
    if (f->depth > 0) {
      f->depth--;
      return;
    }
    hcl_vframe_pop(v);
    break;
  case VF_READER:
    body_end(v, f, ev);
    break;
  case VF_LEVEL:
    level_end(v, f);
    break;
  default: /* VF_BODY_ELEM, VF_PROP, VF_LPROP, VF_LEAF_ARRAY */
    hcl_vframe_pop(v);
    break;
  }
  vframe *p = hcl_vframe_top(v);
  if (p && p->kind == VF_PROP && p->children == 2)
    prop_value_end(v, p, captured, ev);
}

hcl_status hcl_vjson_event(hcl_validator *v, const hcl_event *ev) {
  vframe *f = hcl_vframe_top(v);
  if (!f)
    return v->failed;
  if (ev->kind == HCL_EV_EXPR_BEGIN)
    begin(v, f, ev);
  else
    end(v, f, ev);
  return v->failed;
}
