/*
 * The validator (include/hcl/validate.h): one file at a time, its events
 * checked against a spec or a body schema as they stream past, with
 * hcldec's verdict and diagnostics and without building the file's tree.
 *
 * A stack of frames follows the open bodies: each body a spec reads has a
 * reader (validate_body.c); a block nobody reads is skipped with a depth
 * count; an attribute's expression, and the rare block whose body two
 * specs read at once (two block specs of one type), are built into a
 * small scratch tree that is reset after each use (validate_buffered.c).
 * JSON files, whose bodies are JSON values, go through validate_json.c.
 * Memory so stays in proportion to the nesting, the largest expression
 * and what the spec must remember (block_map label paths, values under a
 * transform), never to the file.
 */

#include "hcl/validate.h"
#include "core/inline.h"

#include <string.h>

#include "core/alloc.h"
#include "core/options.h"
#include "decode/validate_internal.h"
#include "eval/value_json.h"
#include "hcl/dynblock.h"
#include "hcl/json.h"
#include "hcl/native.h"
#include "native_syntax/ast.h"
#include "tree/tree.h"

hcl_validate_options hcl_validate_options_default(void) {
  hcl_validate_options o;
  memset(&o, 0, sizeof o);
  o.size = sizeof o;
  return o;
}

static hcl_status make(const hcl_validate_options *opts, hcl_validator **out) {
  hcl_validate_options o = hcl_validate_options_default();
  hcl_options_merge(&o, sizeof o, opts);
  *out = NULL;
  hcl_validator *v = hcl_mem_alloc(o.alloc, sizeof *v);
  if (!v)
    return HCL_ERR_NOMEM;
  memset(v, 0, sizeof *v);
  v->alloc = o.alloc;
  v->whole_file = o.dynamic_blocks;
  v->keep_value = o.keep_value || o.keep_json;
  v->keep_json = o.keep_json;
  v->json_nulls = o.json_nulls;
  hcl_arena_init(&v->frames, o.alloc, 16 * 1024);
  hcl_arena_init(&v->slots, o.alloc, 16 * 1024);
  hcl_vec_init(&v->stack, o.alloc, sizeof(vframe));
  hcl_buf_init(&v->names, o.alloc);
  hcl_buf_init(&v->b1, o.alloc);
  hcl_buf_init(&v->b2, o.alloc);
  hcl_buf_init(&v->b3, o.alloc);
  hcl_buf_init(&v->attr_name, o.alloc);
  hcl_buf_init(&v->json_text, o.alloc);
  hcl_buf_init(&v->fragment, o.alloc);
  *out = v;
  return HCL_OK;
}

hcl_status hcl_validator_new(const hcl_spec *spec, const hcl_eval_ctx *ctx,
                             const hcl_validate_options *opts,
                             hcl_validator **out) {
  hcl_status st = make(opts, out);
  if (st != HCL_OK)
    return st;
  (*out)->spec = spec;
  (*out)->ctx = ctx;
  vneed need = (*out)->keep_value ? NEED_FULL : NEED_NONE;
  if (hcl_vplan_new_spec(spec, (*out)->alloc, need, (*out)->keep_json,
                         &(*out)->plan) != HCL_OK) {
    hcl_validator_free(*out);
    *out = NULL;
    return HCL_ERR_NOMEM;
  }
  return HCL_OK;
}

hcl_status hcl_validator_new_schema(const hcl_schema *schema,
                                    const hcl_validate_options *opts,
                                    hcl_validator **out) {
  hcl_status st = make(opts, out);
  if (st != HCL_OK)
    return st;
  (*out)->schema = schema;
  if (hcl_vplan_new_schema(schema, (*out)->alloc, &(*out)->plan) != HCL_OK) {
    hcl_validator_free(*out);
    *out = NULL;
    return HCL_ERR_NOMEM;
  }
  return HCL_OK;
}

/* ---- The stack ------------------------------------------------------------
 */

vframe *hcl_vframe_push(hcl_validator *v, vfkind kind) {
  size_t name_off = v->names.len;
  vframe *f = hcl_vec_push_zero(&v->stack);
  if (!f) {
    hcl_validator_nomem(v);
    return NULL;
  }
  f->kind = kind;
  f->name_off = name_off;
  f->mark = hcl_arena_save(&v->frames);
  return f;
}

vframe *hcl_vframe_top(hcl_validator *v) { return hcl_vec_last(&v->stack); }

/* Drops the top frame and what it holds. */
void hcl_vframe_pop(hcl_validator *v) {
  vframe *f = hcl_vec_last(&v->stack);
  if (!f)
    return;
  if (f->kind == VF_READER)
    hcl_vreader_free(v, f->r);
  if (f->kind == VF_LEVEL && f->u)
    hcl_vunpack_level_clear(v, f->u, f->level);
  v->names.len = f->name_off;
  hcl_arena_mark m = f->mark;
  hcl_vec_pop(&v->stack);
  hcl_arena_release(&v->frames, m);
}

void hcl_vcapture_begin(hcl_validator *v) {
  if (!v->scratch) {
    v->scratch = hcl_tree_new(v->alloc);
    if (!v->scratch) {
      hcl_validator_nomem(v);
      return;
    }
    v->scratch_sink = hcl_tree_sink(v->scratch);
  }
  hcl_tree_reset(v->scratch);
}

hcl_status hcl_vcapture_event(hcl_validator *v, const hcl_event *ev) {
  if (!v->scratch)
    return v->failed;
  hcl_status st = v->scratch_sink.event(v->scratch_sink.ctx, ev);
  if (st != HCL_OK && v->failed == HCL_OK)
    v->failed = st;
  return v->failed;
}

void hcl_vcapture_blocks(hcl_validator *v, vframe *f, const hcl_body *body) {
  for (size_t i = 0; i < f->uses.n && v->failed == HCL_OK; i++) {
    vresult res;
    hcl_vbuffered_decode(v, f->uses.nodes[i], body, &res);
    hcl_vreader_deliver(v, f->owner, f->uses.nodes[i], &res);
  }
}

/* Forgets the file being read: every open frame, the results. */
static void unwind(hcl_validator *v) {
  while (v->stack.len)
    hcl_vframe_pop(v);
  hcl_vresult_clear(v, &v->result);
  memset(&v->result, 0, sizeof v->result);
  v->attr_active = false;
  v->names.len = 0;
  hcl_arena_reset(&v->frames);
  hcl_arena_reset(&v->slots);
}

static void forget_file(hcl_validator *v) {
  unwind(v);
  hcl_value_unref(v->value);
  v->value = NULL;
  hcl_buf_clear(&v->json_text);
  v->has_json = false;
  hcl_diags_free(v->ds);
  hcl_diags_free(v->eval_ds);
  v->ds = NULL;
  v->eval_ds = NULL;
  v->started = v->ended = v->json = v->dead = v->complete = false;
  v->failed = HCL_OK;
  /* a new tree per file: its interned file names do not pile up */
  hcl_tree_free(v->scratch);
  v->scratch = NULL;
}

void hcl_validator_free(hcl_validator *v) {
  if (!v)
    return;
  forget_file(v);
  hcl_vplan_free(v->plan);
  hcl_arena_fini(&v->frames);
  hcl_arena_fini(&v->slots);
  hcl_vec_fini(&v->stack);
  hcl_buf_fini(&v->names);
  hcl_buf_fini(&v->b1);
  hcl_buf_fini(&v->b2);
  hcl_buf_fini(&v->b3);
  hcl_buf_fini(&v->attr_name);
  hcl_buf_fini(&v->json_text);
  hcl_buf_fini(&v->fragment);
  hcl_mem_free(v->alloc, v);
}

/* ---- Native events ----------------------------------------------------------
 */

static hcl_range empty_at(const hcl_range *r) {
  hcl_range e = *r;
  e.end = e.start;
  return e;
}

static void body_begin(hcl_validator *v, const hcl_event *ev) {
  if (v->stack.len)
    return;
  v->json = (ev->flags & HCL_EVF_JSON_ORIGIN) != 0;
  vframe *f = hcl_vframe_push(v, VF_READER);
  if (!f)
    return;
  f->r = hcl_vreader_new(v, VR_SPEC, v->plan->root, NULL, NULL, v->json);
  if (!f->r) {
    hcl_vec_pop(&v->stack);
    return;
  }
  f->r->missing = empty_at(&ev->range);
  /* JSON: the body's value is the next node (validate_json.c) */
}

void hcl_vroot_finish(hcl_validator *v, vreader *r) {
  hcl_vreader_finish(v, r, &v->result);
  v->complete = true;
}

static void body_end(hcl_validator *v) {
  vframe *f = hcl_vframe_top(v);
  if (v->json || !f || f->kind != VF_READER || v->stack.len != 1)
    return;
  hcl_vroot_finish(v, f->r);
  hcl_vframe_pop(v);
}

static void attr_begin(hcl_validator *v, vframe *f, const hcl_event *ev) {
  if (f->kind == VF_CAPTURE) {
    hcl_vcapture_event(v, ev);
    return;
  }
  if (f->kind != VF_READER)
    return;
  const vname *vn;
  if (!hcl_vreader_attr_begin(v, f->r, ev->as.attr.name,
                              &ev->as.attr.name_range, &ev->range, &vn))
    return;
  hcl_buf_clear(&v->attr_name);
  if (!hcl_buf_append(&v->attr_name, ev->as.attr.name.ptr,
                      ev->as.attr.name.len) ||
      !hcl_buf_terminate(&v->attr_name)) {
    hcl_validator_nomem(v);
    return;
  }
  hcl_vcapture_begin(v);
  v->attr_active = true;
  v->attr_reader = f->r;
  v->attr_vn = vn;
  v->attr_name_range = ev->as.attr.name_range;
}

static void attr_end(hcl_validator *v, vframe *f, const hcl_event *ev) {
  if (f->kind == VF_CAPTURE) {
    hcl_vcapture_event(v, ev);
    return;
  }
  if (!v->attr_active)
    return;
  v->attr_active = false;
  const hcl_expr *e = hcl_tree_expr_at(v->scratch, 0);
  if (!e) {
    hcl_validator_nomem(v);
    return;
  }
  hcl_str name = {v->attr_name.data, v->attr_name.len};
  hcl_vreader_attr(v, v->attr_reader, v->attr_vn, name, &v->attr_name_range, e);
}

/* The block's header as both syntaxes give it to the checks. */
static vblock native_block(const vreader *r, const hcl_event *ev) {
  vblock b;
  memset(&b, 0, sizeof b);
  b.type = ev->as.block.type;
  b.vn = r->kind == VR_SPEC
             ? hcl_vbody_find(r->plan, b.type.ptr ? b.type.ptr : "", b.type.len)
             : NULL;
  b.labels = ev->as.block.labels;
  b.label_ranges = ev->as.block.label_ranges;
  b.nlabels = ev->as.block.nlabels;
  b.type_range = ev->as.block.type_range;
  b.def_range = b.type_range;
  if (b.nlabels)
    b.def_range.end = b.label_ranges[b.nlabels - 1].end;
  /* the header ends with the opening brace, one character */
  b.open_range = ev->range;
  b.open_range.start = ev->range.end;
  b.open_range.start.byte--;
  b.open_range.start.column--;
  b.one_line = (ev->flags & HCL_EVF_ONE_LINE) != 0;
  return b;
}

vframe *hcl_vblock_frame(hcl_validator *v, vreader *r, const vblock *b,
                         bool json) {
  hcl_arena_mark mark = hcl_arena_save(&v->frames);
  vuses uses;
  hcl_vreader_block(v, r, b, &uses);
  if (v->failed != HCL_OK)
    return NULL;
  vframe *f = hcl_vframe_push(v, uses.n == 0   ? VF_SKIP
                                 : uses.n == 1 ? VF_READER
                                               : VF_CAPTURE);
  if (!f)
    return NULL;
  f->mark = mark; /* the uses array goes with the frame */
  if (uses.n == 1) {
    const vnode *n = uses.nodes[0];
    f->r = hcl_vreader_new(v, n->kind == SPEC_BLOCK_ATTRS ? VR_ATTRS : VR_SPEC,
                           n->child, n, r, json);
    if (!f->r)
      return NULL;
    f->r->missing = empty_at(&b->open_range);
    f->r->one_line = b->one_line;
  } else if (uses.n > 1) {
    f->uses = uses;
    f->owner = r;
    hcl_vcapture_begin(v);
  }
  return f;
}

static void block_begin(hcl_validator *v, vframe *f, const hcl_event *ev) {
  if (f->kind == VF_CAPTURE || f->kind == VF_SKIP) {
    f->depth++;
    if (f->kind == VF_CAPTURE)
      hcl_vcapture_event(v, ev);
    return;
  }
  vblock b = native_block(f->r, ev);
  vframe *child = hcl_vblock_frame(v, f->r, &b, false);
  if (child && child->kind == VF_CAPTURE) {
    hcl_event body = {.kind = HCL_EV_BODY_BEGIN};
    body.range = empty_at(&b.type_range);
    if (hcl_vcapture_event(v, &body) == HCL_OK)
      hcl_vcapture_event(v, ev);
  }
}

static void block_end(hcl_validator *v, vframe *f, const hcl_event *ev) {
  if (f->kind == VF_CAPTURE || f->kind == VF_SKIP) {
    if (f->kind == VF_CAPTURE)
      hcl_vcapture_event(v, ev);
    if (f->depth > 0) {
      f->depth--;
      return;
    }
    if (f->kind == VF_CAPTURE) {
      hcl_event body = {.kind = HCL_EV_BODY_END};
      body.range = empty_at(&ev->range);
      body.range.start = body.range.end = ev->range.end;
      const hcl_body *file = NULL;
      if (hcl_vcapture_event(v, &body) == HCL_OK)
        file = hcl_tree_file_at(v->scratch, 0);
      if (file && file->nblocks == 1)
        hcl_vcapture_blocks(v, f, file->blocks[0].body);
      else
        hcl_validator_nomem(v);
    }
    hcl_vframe_pop(v);
    return;
  }
  vreader *r = f->r;
  vresult res;
  hcl_vreader_finish(v, r, &res);
  vreader *parent = r->parent;
  const vnode *n = r->node;
  hcl_vframe_pop(v);
  if (parent)
    hcl_vreader_deliver(v, parent, n, &res);
  else
    hcl_vresult_clear(v, &res);
}

/* ---- The sink --------------------------------------------------------------
 */

/* Every event but a native expression's nodes. */
HCL_NOINLINE static hcl_status on_structure(hcl_validator *v,
                                            const hcl_event *ev) {
  if (ev->kind == HCL_EV_BODY_BEGIN) {
    body_begin(v, ev);
    return v->failed;
  }
  if (v->json) {
    if (ev->kind == HCL_EV_EXPR_BEGIN || ev->kind == HCL_EV_EXPR_END)
      hcl_vjson_event(v, ev);
    return v->failed;
  }
  vframe *f = hcl_vframe_top(v);
  if (!f)
    return HCL_OK;
  switch (ev->kind) {
  case HCL_EV_BODY_END:
    body_end(v);
    break;
  case HCL_EV_ATTR_BEGIN:
    attr_begin(v, f, ev);
    break;
  case HCL_EV_ATTR_END:
    attr_end(v, f, ev);
    break;
  case HCL_EV_BLOCK_BEGIN:
    block_begin(v, f, ev);
    break;
  case HCL_EV_BLOCK_END:
    block_end(v, f, ev);
    break;
  default:
    break;
  }
  return v->failed;
}

/* A native expression's nodes are most of the stream: they take a short
   path, without the register saves of the structural cases. */
static hcl_status on_event(void *ctx, const hcl_event *ev) {
  hcl_validator *v = ctx;
  if (v->failed != HCL_OK)
    return v->failed;
  if (v->dead)
    return HCL_OK;
  if ((ev->kind == HCL_EV_EXPR_BEGIN || ev->kind == HCL_EV_EXPR_END ||
       ev->kind == HCL_EV_NATIVE_TREE) &&
      !v->json) {
    vframe *f = hcl_vframe_top(v);
    if (f && (f->kind == VF_CAPTURE || v->attr_active))
      hcl_vcapture_event(v, ev);
    return v->failed;
  }
  return on_structure(v, ev);
}

static hcl_status on_diagnostic(void *ctx, const hcl_diag *d) {
  hcl_validator *v = ctx;
  if (hcl_diags_add(v->ds, d) != HCL_OK) {
    hcl_validator_nomem(v);
    return HCL_ERR_NOMEM;
  }
  if (d->severity == HCL_DIAG_ERROR && !v->dead) {
    /* hcldec stops after parsing: the parser's diagnostics are all */
    v->dead = true;
    unwind(v);
  }
  return HCL_OK;
}

/* With keep_json: the kept value becomes its JSON text, and is dropped. */
static hcl_status keep_json(hcl_validator *v) {
  if (!v->keep_json || !v->value)
    return HCL_OK;
  hcl_buf err;
  hcl_buf_init(&err, v->alloc);
  hcl_status st =
      v->json_nulls
          ? hcl_json_marshal(v->value, hcl_value_type(v->value), &v->json_text,
                             &err)
          : hcl_json_marshal_nonnull(v->value, hcl_value_type(v->value),
                                     &v->json_text, &err);
  hcl_buf_fini(&err);
  hcl_value_unref(v->value);
  v->value = NULL;
  if (st == HCL_OK && !hcl_buf_terminate(&v->json_text))
    st = HCL_ERR_NOMEM;
  v->has_json = st == HCL_OK;
  return st == HCL_ERR_NOMEM ? st : HCL_OK;
}

static hcl_status on_end(void *ctx, hcl_status how) {
  hcl_validator *v = ctx;
  v->ended = true;
  hcl_status st = v->failed;
  if (how == HCL_OK || how == HCL_ERR_SYNTAX) {
    if (st == HCL_OK && !v->dead && v->complete) {
      for (const vdiag *d = v->result.diags.head; d && st == HCL_OK;
           d = d->next)
        st = hcl_diags_add(v->ds, &d->d);
      if (v->keep_value && !hcl_diags_has_errors(v->ds)) {
        v->value = v->result.value;
        v->result.value = NULL;
      }
    }
    if (st == HCL_OK)
      st = keep_json(v);
  } else {
    v->failed = how;
  }
  unwind(v);
  if (st != HCL_OK)
    v->failed = st;
  return how != HCL_OK && how != HCL_ERR_SYNTAX ? how : st;
}

/* ---- Whole files, for dynamic blocks -------------------------------------
 *
 * A dynamic block's content is read once per element of a collection
 * known only when the block is complete, and hcldec reports what the
 * expansion finds before decoding anything. With dynamic blocks on, the
 * file is built into the scratch tree as it streams and checked at its
 * end exactly as hcldec --dynamic-blocks checks it.
 */

static hcl_status whole_event(void *ctx, const hcl_event *ev) {
  hcl_validator *v = ctx;
  if (v->failed != HCL_OK || v->dead)
    return v->failed;
  hcl_status st = v->scratch_sink.event(v->scratch_sink.ctx, ev);
  if (st == HCL_ERR_NOMEM)
    hcl_validator_nomem(v);
  return v->failed;
}

static hcl_status whole_check(hcl_validator *v) {
  if (hcl_tree_file_count(v->scratch) == 0)
    return HCL_OK;
  const hcl_body *body =
      hcl_dynblock_expand(hcl_tree_file_at(v->scratch, 0), v->ctx);
  if (!body)
    return HCL_ERR_NOMEM;
  if (v->schema) {
    hcl_content c;
    hcl_status st = hcl_body_content(body, v->schema, &c, v->ds);
    return st == HCL_ERR_NOMEM ? st : HCL_OK;
  }
  hcl_value *val = hcl_spec_decode(v->spec, body, v->ctx, v->ds);
  if (!val)
    return HCL_ERR_NOMEM;
  if (v->keep_value && !hcl_diags_has_errors(v->ds))
    v->value = val;
  else
    hcl_value_unref(val);
  return keep_json(v);
}

static hcl_status whole_end(void *ctx, hcl_status how) {
  hcl_validator *v = ctx;
  v->ended = true;
  hcl_status st = v->scratch_sink.end(v->scratch_sink.ctx, how);
  if (how != HCL_OK && how != HCL_ERR_SYNTAX) {
    v->failed = how;
  } else if (st == HCL_ERR_NOMEM) {
    v->failed = st;
  } else if (v->failed == HCL_OK && !v->dead) {
    v->failed = whole_check(v);
  }
  return how != HCL_OK && how != HCL_ERR_SYNTAX ? how : v->failed;
}

hcl_sink hcl_validator_sink(hcl_validator *v) {
  hcl_sink none = {0};
  forget_file(v);
  v->ds = hcl_diags_new(v->alloc);
  v->eval_ds = hcl_diags_new(v->alloc);
  if (!v->ds || !v->eval_ds) {
    forget_file(v);
    return none;
  }
  v->started = true;
  hcl_sink s = {.ctx = v,
                .event = on_event,
                .diagnostic = on_diagnostic,
                .end = on_end,
                .wants = HCL_SINK_TAKES_NATIVE_TREES};
  if (v->whole_file) {
    v->scratch = hcl_tree_new(v->alloc);
    if (!v->scratch) {
      forget_file(v);
      return none;
    }
    v->scratch_sink = hcl_tree_sink(v->scratch);
    s.event = whole_event;
    s.end = whole_end;
  }
  return s;
}

bool hcl_validator_valid(const hcl_validator *v) {
  return v->ended && v->ds && v->failed == HCL_OK &&
         !hcl_diags_has_errors(v->ds);
}

const hcl_diags *hcl_validator_diags(const hcl_validator *v) { return v->ds; }

const hcl_value *hcl_validator_value(const hcl_validator *v) {
  return hcl_validator_valid(v) && !v->keep_json ? v->value : NULL;
}

const char *hcl_validator_json(const hcl_validator *v, size_t *len) {
  if (!hcl_validator_valid(v) || !v->has_json)
    return NULL;
  if (len)
    *len = v->json_text.len;
  return v->json_text.data;
}

hcl_status hcl_validate_file(hcl_validator *v, const char *path, bool json) {
  hcl_sink s = hcl_validator_sink(v);
  if (!s.ctx)
    return HCL_ERR_NOMEM;
  hcl_status st = json ? hcl_json_parse_file(path, s, NULL)
                       : hcl_native_parse_file(path, s, NULL);
  if (st == HCL_ERR_NOMEM || st == HCL_ERR_IO)
    return st;
  return HCL_OK;
}
