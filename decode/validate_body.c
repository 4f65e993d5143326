/*
 * The validator's readers: one per open body, holding what hcldec's
 * decoding of that body will report, from either syntax.
 *
 * The content check (tree/body.c's partial and leftovers, body_json.c's
 * partial and extraneous) is gathered in groups as items stream past and
 * put in order when the body ends; the spec walk (decode/spec_decode.c's
 * decode_content) then runs over the slots' gathered results instead of
 * over the body's items. Values are built only where an ancestor needs
 * them (vnode.need); diagnostics, messages and ranges are hcldec's.
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/alloc.h"
#include "core/compare.h"
#include "core/suggest.h"
#include "decode/validate_internal.h"
#include "eval/convert.h"
#include "eval/value_json.h"
#include "tree/tree.h"

void hcl_validator_nomem(hcl_validator *v) {
  if (v->failed == HCL_OK)
    v->failed = HCL_ERR_NOMEM;
}

/* The file body of a run of a cut file (validate_split.c): what only
   the whole file shows is checked across the runs, not here. */
static bool cut_top(const hcl_validator *v, const vreader *r) {
  return v->cut_run && !r->node;
}

static void *frame_zalloc(hcl_validator *v, size_t size) {
  void *p = hcl_arena_alloc(&v->frames, size ? size : 1);
  if (p)
    memset(p, 0, size ? size : 1);
  else
    hcl_validator_nomem(v);
  return p;
}

static void error(hcl_validator *v, vdiag_list *l, const char *summary,
                  const char *detail, const hcl_range *subject,
                  const hcl_range *context) {
  if (!summary || !detail ||
      !hcl_vdiag_error(v->alloc, l, summary, detail, subject, context))
    hcl_validator_nomem(v);
}

static size_t name_slot(const vbody *b, const vname *vn) {
  return (size_t)(vn - b->names);
}

/* ---- Readers ------------------------------------------------------------ */

/* Slots nobody has written: what a slot holds when it starts. */
static const vaslot fresh_aslot;
static const vbslot fresh_bslot;

static const vaslot *aslot_peek(const vreader *r, size_t i) {
  return r->aslots[i] ? r->aslots[i] : &fresh_aslot;
}

static const vbslot *bslot_peek(const vreader *r, size_t i) {
  return r->bslots[i] ? r->bslots[i] : &fresh_bslot;
}

/* Memory of the slots arena, zeroed; NULL when out of memory. Slots do
   not go in the frames arena, where the frames of a property or a block
   are released before the reader is: a reader makes its slots while no
   child reader of it is open, so its own slots arena mark frees them. */
static void *slot_zalloc(hcl_validator *v, size_t size) {
  void *p = hcl_arena_alloc(&v->slots, size);
  if (p)
    memset(p, 0, size);
  else
    hcl_validator_nomem(v);
  return p;
}

/* Slot `i`, made when first written; NULL when out of memory. */
static vaslot *aslot_get(hcl_validator *v, vreader *r, size_t i) {
  if (!r->aslots[i])
    r->aslots[i] = slot_zalloc(v, sizeof(vaslot));
  return r->aslots[i];
}

static vbslot *bslot_get(hcl_validator *v, vreader *r, size_t i) {
  if (!r->bslots[i])
    r->bslots[i] = slot_zalloc(v, sizeof(vbslot));
  return r->bslots[i];
}

vreader *hcl_vreader_new(hcl_validator *v, vrkind kind, const vbody *plan,
                         const vnode *node, vreader *parent, bool json) {
  hcl_arena_mark m = hcl_arena_save(&v->frames);
  vreader *r = frame_zalloc(v, sizeof *r);
  if (!r)
    return NULL;
  r->mark = m;
  r->slots_mark = hcl_arena_save(&v->slots);
  r->kind = kind;
  r->json = json;
  r->plan = plan;
  r->node = node;
  r->parent = parent;
  if (kind == VR_SPEC) {
    r->present = frame_zalloc(v, plan->nnames * sizeof *r->present);
    if (json)
      r->attr_range = frame_zalloc(v, plan->nnames * sizeof *r->attr_range);
    r->aslots = frame_zalloc(v, plan->naslots * sizeof *r->aslots);
    r->bslots = frame_zalloc(v, plan->nbslots * sizeof *r->bslots);
    if (!r->present || !r->aslots || !r->bslots || (json && !r->attr_range))
      return NULL;
  } else {
    hcl_vec_init(&r->kv, v->alloc, sizeof(vkv));
  }
  return r;
}

static void clear_entries(hcl_validator *v, const vnode *n, vbslot *st) {
  for (size_t i = 0; i < st->elems.len; i++) {
    if (n->kind == SPEC_BLOCK_MAP) {
      ventry *e = hcl_vec_at(&st->elems, i);
      hcl_mem_free(v->alloc, e->labels);
      hcl_value_unref(e->value);
    } else {
      hcl_value_unref(((velem *)hcl_vec_at(&st->elems, i))->value);
    }
  }
  hcl_vec_fini(&st->elems);
}

static void keys_free(hcl_validator *v, vkeys *k);

void hcl_vreader_free(hcl_validator *v, vreader *r) {
  if (!r)
    return;
  if (r->kind == VR_SPEC && r->aslots && r->bslots) {
    for (size_t i = 0; i < r->plan->naslots; i++) {
      if (!r->aslots[i])
        continue;
      hcl_vdiag_clear(v->alloc, &r->aslots[i]->diags);
      hcl_value_unref(r->aslots[i]->value);
    }
    for (size_t i = 0; i < r->plan->nbslots; i++) {
      vbslot *st = r->bslots[i];
      if (!st)
        continue;
      hcl_vdiag_clear(v->alloc, &st->pre);
      hcl_vdiag_clear(v->alloc, &st->diags);
      hcl_vdiag_clear(v->alloc, &st->pending);
      hcl_value_unref(st->value);
      clear_entries(v, r->plan->bslots[i], st);
      keys_free(v, st->keys);
    }
  } else {
    for (size_t i = 0; i < r->kv.len; i++) {
      vkv *kv = hcl_vec_at(&r->kv, i);
      hcl_mem_free(v->alloc, kv->name);
      hcl_value_unref(kv->value);
    }
    hcl_vec_fini(&r->kv);
    if (r->seen) {
      hcl_name_set_fini(r->seen);
      hcl_mem_free(v->alloc, r->seen);
    }
  }
  hcl_vdiag_clear(v->alloc, &r->group_a);
  hcl_vdiag_clear(v->alloc, &r->group_b);
  hcl_vdiag_clear(v->alloc, &r->pre);
  hcl_vdiag_clear(v->alloc, &r->evals);
  while (r->unsupported) {
    vdefer *next = r->unsupported->next;
    hcl_mem_free(v->alloc, r->unsupported);
    r->unsupported = next;
  }
  hcl_arena_release(&v->slots, r->slots_mark);
  hcl_arena_release(&v->frames, r->mark);
}

void hcl_vresult_clear(hcl_validator *v, vresult *res) {
  hcl_vdiag_clear(v->alloc, &res->diags);
  hcl_value_unref(res->value);
  res->value = NULL;
}

/* An argument or property to report when the body ends. */
static void defer(hcl_validator *v, vreader *r, hcl_str name,
                  const hcl_range *range) {
  vdefer *d = hcl_mem_alloc(v->alloc, sizeof *d + name.len + 1);
  if (!d) {
    hcl_validator_nomem(v);
    return;
  }
  d->next = NULL;
  d->range = *range;
  d->len = name.len;
  if (name.len)
    memcpy(d->name, name.ptr, name.len);
  d->name[name.len] = '\0';
  if (r->unsupported_tail)
    r->unsupported_tail->next = d;
  else
    r->unsupported = d;
  r->unsupported_tail = d;
}

/* ---- Attributes -----------------------------------------------------------
 */

bool hcl_vreader_attr_begin(hcl_validator *v, vreader *r, hcl_str name,
                            const hcl_range *name_range, const hcl_range *range,
                            const vname **vn) {
  if (r->nattrs++ == 0)
    r->first_attr_range = *range;
  *vn = NULL;
  if (r->kind == VR_ATTRS)
    return true;
  const vname *n = hcl_vbody_find(r->plan, name.ptr, name.len);
  if (!n || n->attr_schema < 0) {
    defer(v, r, name, name_range);
    return false;
  }
  r->present[name_slot(r->plan, n)] = true;
  *vn = n;
  return n->naslots > 0;
}

/* An error about an attribute's expression, with the values of the
   variables it uses (decode/spec_decode.c's add_expr_diag). */
static void expr_diag(hcl_validator *v, vdiag_list *l, const char *summary,
                      const char *detail, const hcl_expr *e,
                      const hcl_range *name_range) {
  if (!detail) {
    hcl_validator_nomem(v);
    return;
  }
  hcl_range subject = hcl_expr_range(e), context = *name_range;
  context.end = subject.end;
  char *notes = NULL;
  if (v->ctx && hcl_expr_value_notes(e, v->ctx, &notes) != HCL_OK)
    hcl_validator_nomem(v);
  hcl_diag g = {HCL_DIAG_ERROR, 0, summary, detail, &subject, &context, notes};
  if (!hcl_vdiag_add(v->alloc, l, &g))
    hcl_validator_nomem(v);
  hcl_free(hcl_eval_ctx_alloc(v->ctx), notes);
}

/* `val` converted to `type`, or the unknown of `type` after a conversion
   error reported with `summary` and the detail format `fmt` (its %s: the
   spec's name, then the reason). */
static hcl_value *convert(hcl_validator *v, const hcl_value *val,
                          const hcl_type *type, vdiag_list *l,
                          const char *summary, const char *fmt,
                          const char *spec_name, const hcl_expr *e,
                          const hcl_range *name_range) {
  hcl_value *out = NULL;
  hcl_buf_clear(&v->b1);
  hcl_convert_result cr = hcl_convert(val, type, v->alloc, &out, &v->b1);
  if (cr == HCL_CONVERT_FAILED) {
    const char *detail =
        hcl_buf_terminate(&v->b1)
            ? hcl_buf_format(&v->b2, fmt, spec_name, v->b1.data)
            : NULL;
    expr_diag(v, l, summary, detail, e, name_range);
    out = hcl_value_unknown(type, v->alloc);
  }
  if (!out)
    hcl_validator_nomem(v);
  return out;
}

void hcl_vreader_attr(hcl_validator *v, vreader *r, const vname *vn,
                      hcl_str name, const hcl_range *name_range,
                      const hcl_expr *e) {
  hcl_value *val = hcl_expr_eval(e, v->ctx, v->eval_ds);
  if (!val) {
    hcl_validator_nomem(v);
    return;
  }
  const hcl_diags *eds = v->eval_ds;
  if (r->kind == VR_ATTRS) {
    const hcl_spec *s = r->node->s;
    if (!hcl_vdiag_add_all(v->alloc, &r->evals, eds))
      hcl_validator_nomem(v);
    bool keep = r->node->need == NEED_FULL;
    hcl_value *cv =
        !keep && hcl_convert_cannot_fail(val, s->type)
            ? NULL
            : convert(v, val, s->type, &r->evals, "Invalid attribute value",
                      "Invalid value for attribute of \"%s\" block: %s.",
                      s->name, e, name_range);
    if (cv && keep) {
      vkv kv = {hcl_mem_strndup(v->alloc, name.ptr, name.len), name.len, cv};
      if (!kv.name || !hcl_vec_push(&r->kv, &kv)) {
        hcl_mem_free(v->alloc, kv.name);
        hcl_value_unref(cv);
        hcl_validator_nomem(v);
      }
    } else {
      hcl_value_unref(cv);
    }
  } else {
    for (size_t i = 0; i < vn->naslots; i++) {
      const vnode *n = r->plan->aslots[vn->aslots[i]];
      vaslot *st = aslot_get(v, r, vn->aslots[i]);
      if (!st)
        break;
      st->present = true;
      st->expr_range = hcl_expr_range(e);
      if (!hcl_vdiag_add_all(v->alloc, &st->diags, eds))
        hcl_validator_nomem(v);
      if (n->need == NEED_NONE && hcl_convert_cannot_fail(val, n->s->type)) {
        /* only whether it is null is asked: conversion keeps that */
        st->is_null = hcl_value_is_null(val);
        continue;
      }
      hcl_value *cv = convert(v, val, n->s->type, &st->diags,
                              "Incorrect attribute value type",
                              "Inappropriate value for attribute \"%s\": %s.",
                              n->s->name, e, name_range);
      st->is_null = cv && hcl_value_is_null(cv);
      if (n->need != NEED_NONE) {
        st->value = cv;
      } else {
        hcl_value_unref(cv);
      }
    }
  }
  hcl_value_unref(val);
  if (hcl_diags_count(v->eval_ds) > 0) {
    /* start afresh; most attributes add nothing, so this is rare */
    hcl_diags_free(v->eval_ds);
    v->eval_ds = hcl_diags_new(v->alloc);
    if (!v->eval_ds)
      hcl_validator_nomem(v);
  }
}

/* ---- JSON properties ------------------------------------------------------
 */

/* body_json.c's error for a property given twice; `first` is the vseen
   of its first setting. */
static void duplicate_property(hcl_validator *v, vreader *r, hcl_str name,
                               const hcl_range *at, const void *first) {
  const vseen *f = first;
  hcl_buf_clear(&v->b3);
  const char *detail =
      hcl_buf_put_range(&v->b3, &f->whole) && hcl_buf_terminate(&v->b3)
          ? hcl_buf_format(&v->b2,
                           "The argument \"%.*s\" was already set at %s.",
                           (int)name.len, name.ptr ? name.ptr : "", v->b3.data)
          : NULL;
  error(v, &r->pre, "Duplicate attribute definition", detail, at, NULL);
}

typedef struct late_repeats {
  hcl_validator *v;
  vreader *r;
} late_repeats;

static void report_late(void *ctx, const char *name, size_t len, const void *at,
                        const void *first) {
  late_repeats *l = ctx;
  hcl_str n = {name, len};
  duplicate_property(l->v, l->r, n, &((const vseen *)at)->name, first);
}

vprole hcl_vreader_json_prop(hcl_validator *v, vreader *r, hcl_str name,
                             const hcl_range *name_range, const vname **vn) {
  *vn = NULL;
  if (r->kind == VR_ATTRS) {
    /* body_json.c's hcl_json_just_attributes */
    if (hcl_str_eq_c(name, "//"))
      return VP_NONE;
    if (!r->seen) {
      r->seen = hcl_mem_alloc(v->alloc, sizeof *r->seen);
      if (!r->seen) {
        hcl_validator_nomem(v);
        return VP_NONE;
      }
      hcl_name_set_init(r->seen, v->alloc, sizeof(vseen), &v->names_used);
    }
    /* its whole range is set when the value ends */
    r->last_seen = (vseen){*name_range, *name_range};
    const void *first = NULL;
    hcl_status st = hcl_name_set_add(r->seen, name.ptr ? name.ptr : "",
                                     name.len, &r->last_seen, &first);
    if (st != HCL_OK) {
      if (v->failed == HCL_OK)
        v->failed = st;
      return VP_NONE;
    }
    if (first) {
      duplicate_property(v, r, name, name_range, first);
      return VP_NONE;
    }
    return VP_ATTR;
  }
  const vname *n = hcl_vbody_find(r->plan, name.ptr ? name.ptr : "", name.len);
  if (n && n->attr_schema >= 0) {
    size_t k = name_slot(r->plan, n);
    if (r->present[k]) {
      /* the reference's context is the property's name too */
      hcl_buf_clear(&v->b3);
      const char *detail =
          hcl_buf_put_range(&v->b3, &r->attr_range[k]) &&
                  hcl_buf_terminate(&v->b3)
              ? hcl_buf_format(&v->b2,
                               "The argument \"%s\" was already set at %s.",
                               n->name, v->b3.data)
              : NULL;
      error(v, &r->group_b, "Duplicate argument", detail, name_range,
            name_range);
      return VP_NONE;
    }
    r->present[k] = true;
    r->attr_range[k] = *name_range;
    *vn = n;
    return VP_ATTR;
  }
  if (n && n->block_schema >= 0) {
    *vn = n;
    return VP_BLOCK;
  }
  if (!hcl_str_eq_c(name, "//"))
    defer(v, r, name, name_range);
  return VP_NONE;
}

void hcl_vreader_json_attr_range(vreader *r, const vname *vn,
                                 const hcl_range *whole) {
  if (r->kind == VR_ATTRS) {
    if (r->seen) {
      r->last_seen.whole = *whole;
      hcl_name_set_update_last(r->seen, &r->last_seen);
    }
  } else {
    r->attr_range[name_slot(r->plan, vn)] = *whole;
  }
}

bool hcl_vreader_evaluates(const vreader *r, const vname *vn) {
  return r->kind == VR_ATTRS || (vn && vn->naslots > 0);
}

/* ---- Blocks ---------------------------------------------------------------
 */

static void add_use(vuses *u, const vnode *n) { u->nodes[u->n++] = n; }

/* "a, b, c" */
static bool join_labels(hcl_buf *b, const hcl_block_schema *s) {
  hcl_buf_clear(b);
  bool ok = true;
  for (size_t i = 0; ok && i < s->nlabels; i++)
    ok =
        (i == 0 || hcl_buf_puts(b, ", ")) && hcl_buf_puts(b, s->label_names[i]);
  return ok && hcl_buf_terminate(b);
}

/* tree/body.c's check_labels; true when the count is right. */
static bool check_labels(hcl_validator *v, vreader *r, const vblock *b,
                         const hcl_block_schema *s) {
  if (b->nlabels == s->nlabels)
    return true;
  hcl_range ctx = b->type_range;
  ctx.end = b->open_range.end;
  const char *summary, *detail = NULL;
  if (b->nlabels > s->nlabels) {
    summary = hcl_buf_format(&v->b1, "Extraneous label for %s", s->type);
    if (s->nlabels == 0) {
      detail = hcl_buf_format(&v->b2, "No labels are expected for %s blocks.",
                              s->type);
      error(v, &r->group_a, summary, detail, &b->label_ranges[0], &ctx);
    } else {
      if (join_labels(&v->b3, s))
        detail = hcl_buf_format(
            &v->b2, "Only %zu labels (%s) are expected for %s blocks.",
            s->nlabels, v->b3.data, s->type);
      error(v, &r->group_a, summary, detail, &b->label_ranges[s->nlabels],
            &ctx);
    }
  } else {
    summary = hcl_buf_format(&v->b1, "Missing %s for %s",
                             s->label_names[b->nlabels], s->type);
    if (join_labels(&v->b3, s))
      detail =
          hcl_buf_format(&v->b2, "All %s blocks must have %zu labels (%s).",
                         s->type, s->nlabels, v->b3.data);
    error(v, &r->group_a, summary, detail, &b->open_range, &ctx);
  }
  return false;
}

/* tree/body.c's leftovers, for a block type the schema lacks. */
static void unsupported_block(hcl_validator *v, vreader *r, const vblock *b) {
  const vbody *p = r->plan;
  const char *sug;
  hcl_buf_clear(&v->b3);
  if (!hcl_buf_append(&v->b3, b->type.ptr, b->type.len) ||
      !hcl_buf_terminate(&v->b3) ||
      hcl_name_suggestion(v->alloc, v->b3.data, b->type.len, p->block_types,
                          p->nblocks, &sug) != HCL_OK) {
    hcl_validator_nomem(v);
    return;
  }
  hcl_buf *d = &v->b2;
  hcl_buf_clear(d);
  bool ok = hcl_buf_printf(d, "Blocks of type \"%s\" are not expected here.",
                           v->b3.data);
  if (sug) {
    ok = ok && hcl_buf_printf(d, " Did you mean \"%s\"?", sug);
  } else {
    for (size_t k = 0; k < p->nattrs; k++) {
      if (hcl_str_eq_c(b->type, p->attrs[k].name)) {
        ok = ok && hcl_buf_printf(d,
                                  " Did you mean to define argument "
                                  "\"%s\"? If so, use the equals sign "
                                  "to assign it a value.",
                                  v->b3.data);
        break;
      }
    }
  }
  error(v, &r->group_b, "Unsupported block type",
        ok && hcl_buf_terminate(d) ? d->data : NULL, &b->type_range, NULL);
}

/* "Duplicate NAME block": only one block of the type is allowed. */
static void duplicate_block(hcl_validator *v, vdiag_list *l, const char *name,
                            const hcl_range *at, const hcl_range *first) {
  const char *summary = hcl_buf_format(&v->b1, "Duplicate %s block", name);
  hcl_buf_clear(&v->b3);
  const char *detail =
      hcl_buf_put_range(&v->b3, first) && hcl_buf_terminate(&v->b3)
          ? hcl_buf_format(&v->b2,
                           "Only one block of type \"%s\" is allowed. "
                           "Previous definition was at %s.",
                           name, v->b3.data)
          : NULL;
  error(v, l, summary, detail, at, NULL);
}

/* ---- block_map label paths (vkeys) ------------------------------------ */

static void keys_free(hcl_validator *v, vkeys *k) {
  if (!k)
    return;
  if (k->exact) {
    hcl_map_fini(k->exact);
    hcl_mem_free(v->alloc, k->exact);
  }
  if (k->parts)
    for (size_t i = 0; i < VKEYS_PARTS; i++)
      hcl_mem_free(v->alloc, k->parts[i].fp);
  hcl_mem_free(v->alloc, k->parts);
  hcl_mem_free(v->alloc, k);
}

/* A key's 64-bit fingerprint: SipHash under the key of the exact map it
   replaces, drawn at random for each run, so that no input can choose
   label paths whose fingerprints collide (or crowd one partition). */
static uint64_t fingerprint(const vkeys *k, const char *p, size_t len) {
  return hcl_hash_keyed(p, len, k->seed);
}

/* Adds `fp` to its partition (chosen by the top bits), a sorted array:
   about 8 bytes a key with no load factor to pay, small reallocations
   that the allocator recycles between partitions, and insertion moves
   of a few KB at most. *added when it was not there. False when out of
   memory. */
static bool fp_add(hcl_validator *v, vkeys *k, uint64_t fp, bool *added) {
  vkpart *p = &k->parts[fp >> (64 - VKEYS_PART_BITS)];
  size_t lo = 0, hi = p->len;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (p->fp[mid] < fp)
      lo = mid + 1;
    else
      hi = mid;
  }
  *added = lo == p->len || p->fp[lo] != fp;
  if (!*added)
    return true;
  if (p->len == p->cap) {
    size_t cap = p->cap ? p->cap + p->cap / 4 + 4 : 8;
    uint64_t *t =
        hcl_mem_realloc(v->alloc, p->fp, p->cap * sizeof *t, cap * sizeof *t);
    if (!t)
      return false;
    p->fp = t;
    p->cap = cap;
  }
  memmove(p->fp + lo + 1, p->fp + lo, (p->len - lo) * sizeof *p->fp);
  p->fp[lo] = fp;
  p->len++;
  return true;
}

/* Past VKEYS_EXACT keys: the exact ones become fingerprints. */
static bool keys_to_fingerprints(hcl_validator *v, vkeys *k) {
  k->parts = hcl_mem_alloc(v->alloc, VKEYS_PARTS * sizeof *k->parts);
  if (!k->parts)
    return false;
  memset(k->parts, 0, VKEYS_PARTS * sizeof *k->parts);
  const hcl_map *m = k->exact;
  memcpy(k->seed, m->seed, sizeof k->seed);
  for (size_t i = 0; i < m->cap; i++) {
    const hcl_map_entry *e = &m->slots[i];
    bool added;
    if (e->gen == m->gen &&
        !fp_add(v, k, fingerprint(k, e->key, e->key_len), &added))
      return false;
  }
  hcl_map_fini(k->exact);
  hcl_mem_free(v->alloc, k->exact);
  k->exact = NULL;
  return true;
}

/* Adds a label path; *inserted when it was new. False when out of
   memory. */
static bool keys_add(hcl_validator *v, vkeys *k, const char *key, size_t len,
                     bool *inserted) {
  if (!k->exact)
    return fp_add(v, k, fingerprint(k, key, len), inserted);
  if (!hcl_map_upsert(k->exact, key, len, inserted))
    return false;
  return k->exact->count <= VKEYS_EXACT || keys_to_fingerprints(v, k);
}

/* A block_map block: its label path seen before (then the "Duplicate"
   waits for the end of its body), or a new entry. */
/* "<len>:", the prefix that keeps a key of several labels unambiguous
   (written by hand: this runs for every block of a block_map). */
static bool put_length(hcl_buf *b, size_t len) {
  char digits[24];
  size_t i = sizeof digits;
  digits[--i] = ':';
  do {
    digits[--i] = (char)('0' + len % 10);
    len /= 10;
  } while (len);
  return hcl_buf_append(b, digits + i, sizeof digits - i);
}

static void map_block(hcl_validator *v, const vnode *n, vbslot *st,
                      const vblock *b) {
  const hcl_spec *s = n->s;
  size_t nl = s->nlabels < b->nlabels ? s->nlabels : b->nlabels;
  hcl_buf *key = &v->b3;
  hcl_buf_clear(key);
  bool ok = true;
  for (size_t i = 0; ok && i < nl; i++)
    ok = put_length(key, b->labels[i].len) &&
         hcl_buf_append(key, b->labels[i].ptr, b->labels[i].len);
  if (ok && !st->keys) {
    vkeys *k = hcl_mem_alloc(v->alloc, sizeof *k);
    hcl_map *exact = hcl_mem_alloc(v->alloc, sizeof *exact);
    if (k && exact) {
      memset(k, 0, sizeof *k);
      hcl_map_init(exact, v->alloc);
      k->exact = exact;
      st->keys = k;
    } else {
      hcl_mem_free(v->alloc, k);
      hcl_mem_free(v->alloc, exact);
    }
    ok = st->keys != NULL;
  }
  bool inserted = false;
  if (!ok ||
      !keys_add(v, st->keys, key->data ? key->data : "", key->len, &inserted)) {
    hcl_validator_nomem(v);
    return;
  }
  if (!inserted) {
    /* the reference quotes each label as Go's %q does */
    hcl_buf *labels = &v->b3;
    hcl_buf_clear(labels);
    for (size_t k = 0; ok && k < b->nlabels; k++) {
      char *q = NULL;
      size_t qlen = 0;
      ok = hcl_diag_quote(b->labels[k].ptr, b->labels[k].len, v->alloc, &q,
                          &qlen) == HCL_OK &&
           hcl_buf_putc(labels, ' ') && hcl_buf_append(labels, q, qlen);
      hcl_free(v->alloc, q);
    }
    const char *summary = hcl_buf_format(&v->b1, "Duplicate %s block", s->name);
    const char *detail =
        ok && hcl_buf_terminate(labels)
            ? hcl_buf_format(&v->b2,
                             "A block for %s%s was already defined. The %s "
                             "labels must be unique.",
                             s->name, labels->data, s->name)
            : NULL;
    error(v, &st->pending, summary, detail, &b->def_range, NULL);
    return;
  }
  if (n->need != NEED_FULL)
    return;
  /* the entry's labels, kept for the value; a block with fewer labels
     than the spec's (another spec of the type came first in the schema;
     the reference panics) has empty ones */
  size_t want = s->nlabels, bytes = want * sizeof(hcl_str);
  for (size_t i = 0; i < want; i++)
    bytes += (i < nl ? b->labels[i].len : 0) + 1;
  ventry e = {hcl_mem_alloc(v->alloc, bytes ? bytes : 1), st->elems.len, NULL};
  if (!e.labels) {
    hcl_validator_nomem(v);
    return;
  }
  char *p = (char *)(e.labels + want);
  for (size_t i = 0; i < want; i++) {
    size_t len = i < nl ? b->labels[i].len : 0;
    if (len)
      memcpy(p, b->labels[i].ptr, len);
    p[len] = '\0';
    e.labels[i].ptr = p;
    e.labels[i].len = len;
    p += len + 1;
  }
  if (st->elems.elem_size == 0)
    hcl_vec_init(&st->elems, v->alloc, sizeof(ventry));
  if (!hcl_vec_push(&st->elems, &e)) {
    hcl_mem_free(v->alloc, e.labels);
    hcl_validator_nomem(v);
    return;
  }
  st->pending_entry = true;
}

void hcl_vreader_block(hcl_validator *v, vreader *r, const vblock *b,
                       vuses *uses) {
  uses->n = 0;
  uses->nodes = NULL;
  if (r->kind == VR_ATTRS) {
    /* tree/body.c's hcl_body_just_attributes: the first block only */
    if (!r->saw_block) {
      r->saw_block = true;
      hcl_buf_clear(&v->b3);
      const char *summary =
          hcl_buf_append(&v->b3, b->type.ptr, b->type.len) &&
                  hcl_buf_terminate(&v->b3)
              ? hcl_buf_format(&v->b1, "Unexpected \"%s\" block", v->b3.data)
              : NULL;
      error(v, &r->pre, summary, "Blocks are not allowed here.", &b->type_range,
            NULL);
    }
    return;
  }
  const vname *vn = b->vn;
  if (!vn || vn->block_schema < 0) {
    unsupported_block(v, r, b);
    return;
  }
  const vbody *p = r->plan;
  if (!r->json && !check_labels(v, r, b, &p->blocks[vn->block_schema]))
    return;
  if (vn->nbslots == 0)
    return;
  uses->nodes = hcl_arena_alloc(&v->frames, vn->nbslots * sizeof *uses->nodes);
  if (!uses->nodes) {
    hcl_validator_nomem(v);
    return;
  }
  for (size_t i = 0; i < vn->nbslots; i++) {
    const vnode *n = p->bslots[vn->bslots[i]];
    vbslot *st = bslot_get(v, r, vn->bslots[i]);
    if (!st)
      return;
    switch (n->kind) {
    case SPEC_BLOCK:
    case SPEC_BLOCK_ATTRS:
      if (++st->count == 1) {
        st->first_def = b->def_range;
        add_use(uses, n);
      } else if (st->count == 2) {
        duplicate_block(v, &st->pre, n->s->name, &b->def_range, &st->first_def);
      }
      break;
    case SPEC_BLOCK_MAP:
      if (!cut_top(v, r))
        map_block(v, n, st, b);
      st->count++;
      add_use(uses, n);
      break;
    default: /* list, set */
      st->count++;
      add_use(uses, n);
      break;
    }
  }
}

/* A block's value, for a collection that freezes its blocks, becomes the
   JSON text of it (remembering whether it was null, which the text
   leaves out where hcldec leaves out nulls), or the error writing it gave
   (an unknown value, an infinity), which writing the file's value then
   gives if it holds it. */
static void freeze(hcl_validator *v, vresult *res) {
  hcl_buf *b = &v->fragment;
  hcl_buf err;
  hcl_buf_clear(b);
  hcl_buf_init(&err, v->alloc);
  const hcl_type *t = hcl_value_type(res->value);
  hcl_status st = v->json_nulls
                      ? hcl_json_marshal(res->value, t, b, &err)
                      : hcl_json_marshal_nonnull(res->value, t, b, &err);
  hcl_value *frozen = NULL;
  if (st == HCL_OK)
    frozen = hcl_json_fragment(
        b->data, b->len,
        hcl_value_is_null(res->value) ? HCL_FRAGMENT_NULL : HCL_FRAGMENT_TEXT,
        v->alloc);
  else if (st == HCL_ERR_INVALID)
    frozen = hcl_json_fragment(err.data ? err.data : "", err.len,
                               HCL_FRAGMENT_ERROR, v->alloc);
  hcl_buf_fini(&err);
  if (!frozen) {
    hcl_validator_nomem(v);
    return;
  }
  hcl_value_unref(res->value);
  res->value = frozen;
}

void hcl_vreader_deliver(hcl_validator *v, vreader *r, const vnode *n,
                         vresult *res) {
  vbslot *st = r->bslots[n->slot]; /* made when the block began */
  if (n->freeze && res->value && v->failed == HCL_OK)
    freeze(v, res);
  if (!st) {
    hcl_validator_nomem(v);
    hcl_vresult_clear(v, res);
    return;
  }
  size_t idx = st->count - 1;
  hcl_vdiag_move(&st->diags, &res->diags);
  if (idx == 0)
    st->first_src = res->src;
  switch (n->kind) {
  case SPEC_BLOCK:
  case SPEC_BLOCK_ATTRS:
    st->value = res->value;
    st->is_null = res->is_null;
    res->value = NULL;
    break;
  case SPEC_BLOCK_MAP:
    hcl_vdiag_move(&st->diags, &st->pending);
    if (st->pending_entry) {
      ventry *e = hcl_vec_last(&st->elems);
      e->value = res->value;
      res->value = NULL;
      st->pending_entry = false;
    }
    break;
  default: /* list, set */
    if (n->s->max_items > 0 && idx == (size_t)n->s->max_items)
      st->over_src = res->src;
    if (n->child->root->need == NEED_FULL) {
      velem e = {res->value, res->src};
      if (st->elems.elem_size == 0)
        hcl_vec_init(&st->elems, v->alloc, sizeof(velem));
      if (!hcl_vec_push(&st->elems, &e))
        hcl_validator_nomem(v);
      else
        res->value = NULL;
    }
    break;
  }
  hcl_vresult_clear(v, res);
}

/* ---- The content check's diagnostics --------------------------------------
 */

/* "Missing required argument", per schema entry (duplicates twice). */
static void missing_required(hcl_validator *v, vreader *r, vdiag_list *out) {
  if (cut_top(v, r))
    return;
  const vbody *p = r->plan;
  for (size_t i = 0; i < p->nattrs; i++) {
    if (!p->attrs[i].required || r->present[p->attr_name[i]])
      continue;
    const char *detail = hcl_buf_format(&v->b2,
                                        "The argument \"%s\" is required, but "
                                        "no definition was found.",
                                        p->attrs[i].name);
    error(v, out, "Missing required argument", detail, &r->missing, NULL);
  }
}

/* The suggestion candidates: the schema's attributes not present, then
   (JSON) every block type. */
static const char **candidates(hcl_validator *v, vreader *r, bool blocks,
                               size_t *n) {
  const vbody *p = r->plan;
  const char **names =
      hcl_mem_alloc(v->alloc, (p->nattrs + p->nblocks + 1) * sizeof *names);
  *n = 0;
  if (!names) {
    hcl_validator_nomem(v);
    return NULL;
  }
  for (size_t k = 0; k < p->nattrs; k++)
    if (!r->present[p->attr_name[k]])
      names[(*n)++] = p->attrs[k].name;
  for (size_t k = 0; blocks && k < p->nblocks; k++)
    names[(*n)++] = p->blocks[k].type;
  return names;
}

/* Native: "Unsupported argument" for each attribute not in the schema. */
static void unsupported_args(hcl_validator *v, vreader *r, vdiag_list *out) {
  if (!r->unsupported)
    return;
  size_t nn;
  const char **names = candidates(v, r, false, &nn);
  for (vdefer *d = r->unsupported; names && d; d = d->next) {
    const char *sug;
    if (hcl_name_suggestion(v->alloc, d->name, d->len, names, nn, &sug) !=
        HCL_OK) {
      hcl_validator_nomem(v);
      break;
    }
    hcl_buf *b = &v->b2;
    hcl_buf_clear(b);
    bool ok = hcl_buf_printf(
        b, "An argument named \"%s\" is not expected here.", d->name);
    const vname *vn = hcl_vbody_find(r->plan, d->name, d->len);
    if (sug)
      ok = ok && hcl_buf_printf(b, " Did you mean \"%s\"?", sug);
    else if (vn && vn->block_schema >= 0)
      ok = ok && hcl_buf_printf(b,
                                " Did you mean to define a block of type "
                                "\"%s\"?",
                                d->name);
    error(v, out, "Unsupported argument",
          ok && hcl_buf_terminate(b) ? b->data : NULL, &d->range, NULL);
  }
  hcl_mem_free(v->alloc, (void *)names);
}

/* JSON: "Extraneous JSON object property" for each property not in the
   schema (body_json.c's extraneous). */
static void extraneous(hcl_validator *v, vreader *r, vdiag_list *out) {
  if (!r->unsupported)
    return;
  size_t nn;
  const char **names = candidates(v, r, true, &nn);
  for (vdefer *d = r->unsupported; names && d; d = d->next) {
    const char *sug;
    if (hcl_name_suggestion(v->alloc, d->name, d->len, names, nn, &sug) !=
        HCL_OK) {
      hcl_validator_nomem(v);
      break;
    }
    hcl_buf *b = &v->b2;
    hcl_buf_clear(b);
    bool ok = hcl_buf_printf(b, "No argument or block type is named \"%s\".",
                             d->name);
    if (ok && sug)
      ok = hcl_buf_printf(b, " Did you mean \"%s\"?", sug);
    error(v, out, "Extraneous JSON object property",
          ok && hcl_buf_terminate(b) ? b->data : NULL, &d->range, &d->range);
  }
  hcl_mem_free(v->alloc, (void *)names);
}

/* ---- Values (decode/spec_decode.c's, where they are needed) -------------- */

typedef struct wres {
  hcl_value *v; /* the node's value, when its need is NEED_FULL (or for a
                   default's primary); else NULL */
  bool is_null;
} wres;

static hcl_value *nomem_value(hcl_validator *v) {
  hcl_validator_nomem(v);
  return NULL;
}

static hcl_value *typed_null(hcl_validator *v, const hcl_type *t) {
  hcl_value *x = t ? hcl_value_null(t, v->alloc) : NULL;
  return x ? x : nomem_value(v);
}

/* The null of type `t` that node `n` decodes to when absent, made once
   per validator (the plan's caches are its own). */
static hcl_value *node_null(hcl_validator *v, const vnode *n,
                            const hcl_type *t) {
  vnode *cache = (vnode *)n;
  if (!cache->null_value)
    cache->null_value = typed_null(v, t);
  return hcl_value_ref(cache->null_value);
}

/* Keeps the type of object `x`, built for node `n`, for the next one. */
static void remember_shape(hcl_validator *v, const vnode *n,
                           const hcl_value *x) {
  vnode *cache = (vnode *)n;
  const hcl_type *t = hcl_value_type(x);
  size_t count = hcl_type_count(t);
  if (count != n->s->n)
    return; /* names repeated in the spec: not worth a cache */
  if (!cache->object_index) {
    cache->object_index =
        hcl_mem_alloc(v->alloc, (count ? count : 1) * sizeof(size_t));
    if (!cache->object_index)
      return;
    for (size_t i = 0; i < count; i++)
      cache->object_index[i] =
          hcl_type_attr_index(t, n->s->names[i], strlen(n->s->names[i]));
  }
  hcl_type_unref(cache->object_type);
  cache->object_type = hcl_type_ref(t);
}

/* The object of the values `vals` of node `n`'s children, with the type
   of the node's last object when they fit it. */
static hcl_value *object_value(hcl_validator *v, const vnode *n,
                               hcl_value **vals) {
  const hcl_spec *s = n->s;
  size_t count = s->n;
  for (size_t i = 0; i < count; i++)
    if (!vals[i])
      return NULL;
  if (s->kind == SPEC_TUPLE) {
    hcl_value *x =
        hcl_value_tuple((const hcl_value *const *)vals, count, v->alloc);
    return x ? x : nomem_value(v);
  }
  if (n->object_type) {
    const hcl_value **ordered =
        hcl_mem_alloc(v->alloc, (count ? count : 1) * sizeof *ordered);
    if (!ordered)
      return nomem_value(v);
    for (size_t i = 0; i < count; i++)
      ordered[n->object_index[i]] = vals[i];
    hcl_value *x = hcl_value_object_of_type(n->object_type, ordered, v->alloc);
    hcl_mem_free(v->alloc, (void *)ordered);
    if (x)
      return x;
  }
  hcl_str *names = hcl_mem_alloc(v->alloc, (count ? count : 1) * sizeof *names);
  if (!names)
    return nomem_value(v);
  for (size_t i = 0; i < count; i++) {
    names[i].ptr = s->names[i];
    names[i].len = strlen(s->names[i]);
  }
  hcl_value *x =
      hcl_value_object(names, (const hcl_value *const *)vals, count, v->alloc);
  hcl_mem_free(v->alloc, names);
  if (!x)
    return nomem_value(v);
  remember_shape(v, n, x);
  return x;
}

/* decode/spec_decode.c's collect: the list or set of the blocks' values,
   unified, with its diagnostics. */
static hcl_value *collect(hcl_validator *v, const vnode *n, velem *e,
                          size_t count, vdiag_list *out) {
  const hcl_spec *s = n->s;
  if (count == 0) {
    const hcl_type *et = n->child->root->implied;
    hcl_value *x = s->kind == SPEC_BLOCK_LIST
                       ? hcl_value_list(et, NULL, 0, v->alloc)
                       : hcl_value_set(et, NULL, 0, v->alloc);
    return x ? x : nomem_value(v);
  }
  const hcl_type **types = hcl_mem_alloc(v->alloc, count * sizeof *types);
  hcl_value **vals = hcl_mem_alloc(v->alloc, count * sizeof *vals);
  if (!types || !vals) {
    hcl_mem_free(v->alloc, (void *)types);
    hcl_mem_free(v->alloc, vals);
    return nomem_value(v);
  }
  for (size_t i = 0; i < count; i++) {
    types[i] = hcl_value_type(e[i].value);
    vals[i] = hcl_value_ref(e[i].value);
  }
  const hcl_type *et = NULL;
  hcl_value *result = NULL;
  bool failed = hcl_unify(types, count, true, v->alloc, &et) == HCL_ERR_NOMEM;
  const char *summary =
      failed ? NULL
             : hcl_buf_format(
                   &v->b1, "Unconsistent argument types in %s blocks", s->name);
  if (failed || !summary) {
    hcl_validator_nomem(v);
  } else if (!et) {
    error(v, out, summary,
          "Corresponding attributes in all blocks of this type must be "
          "the same.",
          &e[0].src, NULL);
    result = hcl_value_dynamic();
  } else {
    size_t i = 0;
    for (; i < count; i++) {
      hcl_value *cv = NULL;
      hcl_buf_clear(&v->b3);
      hcl_convert_result r = hcl_convert(vals[i], et, v->alloc, &cv, &v->b3);
      if (r == HCL_CONVERT_OK) {
        hcl_value_unref(vals[i]);
        vals[i] = cv;
        continue;
      }
      if (r == HCL_CONVERT_FAILED) {
        const char *detail =
            hcl_buf_terminate(&v->b3)
                ? hcl_buf_format(&v->b2,
                                 "Block with index %zu has inconsistent "
                                 "argument types: %s.",
                                 i, v->b3.data)
                : NULL;
        error(v, out, summary, detail, &e[i].src, NULL);
        result = hcl_value_dynamic();
      } else {
        hcl_validator_nomem(v);
      }
      break;
    }
    /* elements that unified only to `any` keep their own types: the
       reference panics there (cty.ListVal, cty.SetVal); a list holds them
       as decode/spec_decode.c's does, a set (which cannot order them) is
       left unknown; no diagnostic either way */
    for (size_t k = 1; s->kind == SPEC_BLOCK_SET && i == count && k < count;
         k++)
      if (!hcl_type_equal(hcl_value_type(vals[k]), hcl_value_type(vals[0])))
        i = count + 1;
    if (i > count) {
      result = hcl_value_dynamic();
    } else if (i == count) {
      result = s->kind == SPEC_BLOCK_LIST
                   ? hcl_value_list(et, (const hcl_value *const *)vals, count,
                                    v->alloc)
                   : hcl_value_set(et, (const hcl_value *const *)vals, count,
                                   v->alloc);
      if (!result)
        hcl_validator_nomem(v);
    }
  }
  hcl_type_unref(et);
  for (size_t i = 0; i < count; i++)
    hcl_value_unref(vals[i]);
  hcl_mem_free(v->alloc, (void *)types);
  hcl_mem_free(v->alloc, vals);
  return result;
}

static int compare_labels(const hcl_str *a, const hcl_str *b, size_t n) {
  for (size_t i = 0; i < n; i++) {
    int c = hcl_str_compare(a[i], b[i]);
    if (c)
      return c;
  }
  return 0;
}

/* Sorts entries by label path, keeping source order among equals (an
   insertion sort would be quadratic: merge sort into `tmp`). */
static void sort_entries(ventry *e, ventry *tmp, size_t n, size_t nlabels) {
  for (size_t width = 1; width < n; width *= 2) {
    for (size_t lo = 0; lo < n; lo += 2 * width) {
      size_t mid = lo + width < n ? lo + width : n;
      size_t hi = lo + 2 * width < n ? lo + 2 * width : n;
      size_t i = lo, j = mid, k = lo;
      while (i < mid && j < hi)
        tmp[k++] = compare_labels(e[j].labels, e[i].labels, nlabels) < 0
                       ? e[j++]
                       : e[i++];
      while (i < mid)
        tmp[k++] = e[i++];
      while (j < hi)
        tmp[k++] = e[j++];
    }
    memcpy(e, tmp, n * sizeof *e);
  }
}

/* decode/spec_decode.c's build_level, with an explicit stack of levels. */
static hcl_value *map_level(hcl_validator *v, ventry *e, size_t from, size_t to,
                            size_t level, size_t nlabels) {
  size_t cap = to - from;
  hcl_str *keys = hcl_mem_alloc(v->alloc, (cap ? cap : 1) * sizeof *keys);
  hcl_value **vals = hcl_mem_alloc(v->alloc, (cap ? cap : 1) * sizeof *vals);
  size_t n = 0;
  bool ok = keys && vals;
  for (size_t i = from; ok && i < to;) {
    hcl_str key = e[i].labels[level];
    size_t j = i + 1;
    while (j < to && hcl_str_eq(e[j].labels[level], key))
      j++;
    hcl_value *x = level + 1 == nlabels
                       ? hcl_value_ref(e[i].value)
                       : map_level(v, e, i, j, level + 1, nlabels);
    if (!x) {
      ok = false;
      break;
    }
    keys[n] = key;
    vals[n++] = x;
    i = j;
  }
  hcl_value *m = NULL;
  if (ok && n > 0)
    m = hcl_value_map(hcl_value_type(vals[0]), keys,
                      (const hcl_value *const *)vals, n, v->alloc);
  for (size_t i = 0; i < n; i++)
    hcl_value_unref(vals[i]);
  hcl_mem_free(v->alloc, keys);
  hcl_mem_free(v->alloc, vals);
  return m ? m : nomem_value(v);
}

/* The map of a block_map's slot (NULL: a slot no block wrote). */
static hcl_value *map_value(hcl_validator *v, const vnode *n, vbslot *st) {
  size_t count = st ? st->elems.len : 0;
  if (count == 0) {
    hcl_value *x =
        hcl_value_map(n->child->root->implied, NULL, NULL, 0, v->alloc);
    return x ? x : nomem_value(v);
  }
  ventry *e = st->elems.data;
  for (size_t i = 0; i < count; i++)
    if (!e[i].value)
      return nomem_value(v);
  ventry *tmp = hcl_mem_alloc(v->alloc, count * sizeof *tmp);
  if (!tmp)
    return nomem_value(v);
  sort_entries(e, tmp, count, n->s->nlabels);
  hcl_mem_free(v->alloc, tmp);
  return map_level(v, e, 0, count, 0, n->s->nlabels);
}

/* decode/spec_decode.c's decode_block_attrs, from its converted values. */
static hcl_value *attrs_value(hcl_validator *v, const hcl_type *type, vkv *kv,
                              size_t n) {
  if (n == 0) {
    hcl_value *x = hcl_value_map(type, NULL, NULL, 0, v->alloc);
    return x ? x : nomem_value(v);
  }
  const hcl_type **types = hcl_mem_alloc(v->alloc, n * sizeof *types);
  hcl_str *keys = hcl_mem_alloc(v->alloc, n * sizeof *keys);
  hcl_value **vals = hcl_mem_alloc(v->alloc, n * sizeof *vals);
  hcl_value *m = NULL;
  if (types && keys && vals) {
    for (size_t i = 0; i < n; i++) {
      types[i] = hcl_value_type(kv[i].value);
      keys[i].ptr = kv[i].name;
      keys[i].len = kv[i].len;
      vals[i] = hcl_value_ref(kv[i].value);
    }
    const hcl_type *et = NULL;
    bool oom = hcl_unify(types, n, true, v->alloc, &et) == HCL_ERR_NOMEM;
    for (size_t i = 0; et && i < n; i++) {
      hcl_value *cv = NULL;
      if (hcl_convert(vals[i], et, v->alloc, &cv, NULL) == HCL_CONVERT_OK) {
        hcl_value_unref(vals[i]);
        vals[i] = cv;
      }
    }
    if (et)
      m = hcl_value_map(et, keys, (const hcl_value *const *)vals, n, v->alloc);
    else if (!oom)
      m = hcl_value_object(keys, (const hcl_value *const *)vals, n, v->alloc);
    hcl_type_unref(et);
    for (size_t i = 0; i < n; i++)
      hcl_value_unref(vals[i]);
  }
  hcl_mem_free(v->alloc, (void *)types);
  hcl_mem_free(v->alloc, keys);
  hcl_mem_free(v->alloc, vals);
  return m ? m : nomem_value(v);
}

/* ---- The spec walk ----------------------------------------------------------
 */

/* Whether the slot of an attribute or block node was written. */
static bool written(const vreader *r, const vnode *n) {
  return n->kind == SPEC_ATTR ? r->aslots[n->slot] != NULL
                              : r->bslots[n->slot] != NULL;
}

static void missing_block(hcl_validator *v, vreader *r, const hcl_spec *s,
                          vdiag_list *out) {
  if (cut_top(v, r))
    return;
  const char *summary = hcl_buf_format(&v->b1, "Missing %s block", s->name);
  const char *detail = hcl_buf_format(
      &v->b2, "A block of type \"%s\" is required here.", s->name);
  error(v, out, summary, detail, &r->missing, NULL);
}

static wres walk(hcl_validator *v, vreader *r, const vnode *n, vdiag_list *out);

static wres walk_list(hcl_validator *v, vreader *r, const vnode *n,
                      vdiag_list *out) {
  const hcl_spec *s = n->s;
  vbslot *st = r->bslots[n->slot];
  const vbslot *seen = st ? st : &fresh_bslot;
  wres w = {NULL, false};
  if (st)
    hcl_vdiag_move(out, &st->diags);
  const char *summary = NULL, *detail = NULL;
  if ((long)seen->count < s->min_items) {
    if (!cut_top(v, r)) {
      summary = hcl_buf_format(&v->b1, "Insufficient %s blocks", s->name);
      detail =
          hcl_buf_format(&v->b2, "At least %ld \"%s\" blocks are required.",
                         s->min_items, s->name);
      error(v, out, summary, detail, &r->missing, NULL);
    }
  } else if (s->max_items > 0 && (long)seen->count > s->max_items) {
    summary = hcl_buf_format(&v->b1, "Too many %s blocks", s->name);
    detail =
        hcl_buf_format(&v->b2, "No more than %ld \"%s\" blocks are allowed",
                       s->max_items, s->name);
    error(v, out, summary, detail, &seen->over_src, NULL);
  }
  if (n->child->root->need == NEED_FULL && v->failed == HCL_OK) {
    hcl_value *x = collect(v, n, seen->elems.data, seen->elems.len, out);
    if (n->need == NEED_FULL)
      w.v = x;
    else
      hcl_value_unref(x);
  }
  return w;
}

static wres walk_transform(hcl_validator *v, vreader *r, const vnode *n,
                           vdiag_list *out) {
  const hcl_spec *s = n->s;
  size_t before = out->errors;
  wres in = walk(v, r, n->kids[0], out);
  wres w = {NULL, false};
  hcl_value *x = NULL;
  if (v->failed != HCL_OK) {
    hcl_value_unref(in.v);
    return w;
  }
  if (out->errors > before) {
    x = hcl_value_unknown(n->implied, v->alloc);
  } else if (!s->expr) {
    x = hcl_value_null(hcl_type_dynamic(), v->alloc);
  } else if (in.v) {
    hcl_eval_ctx *child = hcl_eval_ctx_new_child(s->transform_ctx);
    if (child && hcl_eval_ctx_set_var(child, "nested", 6, in.v) == HCL_OK)
      x = hcl_expr_eval(s->expr, child, v->eval_ds);
    hcl_eval_ctx_free(child);
    if (!hcl_vdiag_add_all(v->alloc, out, v->eval_ds))
      hcl_validator_nomem(v);
    if (hcl_diags_count(v->eval_ds) > 0) {
      hcl_diags_free(v->eval_ds);
      v->eval_ds = hcl_diags_new(v->alloc);
      if (!v->eval_ds)
        hcl_validator_nomem(v);
    }
  }
  hcl_value_unref(in.v);
  if (!x) {
    hcl_validator_nomem(v);
    return w;
  }
  w.is_null = hcl_value_is_null(x);
  if (n->need != NEED_NONE)
    w.v = x;
  else
    hcl_value_unref(x);
  return w;
}

static wres walk(hcl_validator *v, vreader *r, const vnode *n,
                 vdiag_list *out) {
  const hcl_spec *s = n->s;
  bool full = n->need != NEED_NONE;
  wres w = {NULL, false};
  if (v->failed != HCL_OK)
    return w;
  switch (n->kind) {
  case SPEC_OBJECT:
  case SPEC_TUPLE: {
    hcl_value **vals = NULL;
    if (n->need == NEED_FULL) {
      vals = hcl_mem_alloc(v->alloc, (s->n ? s->n : 1) * sizeof *vals);
      if (!vals) {
        hcl_validator_nomem(v);
        return w;
      }
    }
    for (size_t i = 0; i < n->nkids; i++) {
      const vnode *kid = n->kids[i];
      if (!vals && kid->quiet && !written(r, kid))
        continue;
      wres k = walk(v, r, kid, out);
      if (vals)
        vals[i] = k.v;
      else
        hcl_value_unref(k.v);
    }
    if (vals) {
      w.v = v->failed == HCL_OK ? object_value(v, n, vals) : NULL;
      for (size_t i = 0; i < n->nkids; i++)
        hcl_value_unref(vals[i]);
      hcl_mem_free(v->alloc, vals);
    }
    return w;
  }
  case SPEC_ATTR: {
    vaslot *st = r->aslots[n->slot];
    if (st && st->present) {
      hcl_vdiag_move(out, &st->diags);
      w.v = st->value;
      w.is_null = st->is_null;
      st->value = NULL;
    } else {
      w.is_null = true;
      if (full)
        w.v = node_null(v, n, s->type);
    }
    return w;
  }
  case SPEC_LITERAL:
    w.is_null = !s->literal || hcl_value_is_null(s->literal);
    if (full)
      w.v = s->literal ? hcl_value_ref(s->literal)
                       : typed_null(v, hcl_type_dynamic());
    return w;
  case SPEC_BLOCK:
  case SPEC_BLOCK_ATTRS: {
    vbslot *st = r->bslots[n->slot];
    if (st)
      hcl_vdiag_move(out, &st->pre);
    if (st && st->count > 0) {
      hcl_vdiag_move(out, &st->diags);
      w.v = st->value;
      w.is_null = st->is_null;
      st->value = NULL;
      if (n->kind == SPEC_BLOCK_ATTRS)
        w.is_null = false;
    } else {
      if (s->required)
        missing_block(v, r, s, out);
      w.is_null = true;
      if (full)
        w.v = node_null(v, n, n->implied);
    }
    if (!full) {
      hcl_value_unref(w.v);
      w.v = NULL;
    }
    return w;
  }
  case SPEC_BLOCK_LIST:
  case SPEC_BLOCK_SET:
    return walk_list(v, r, n, out);
  case SPEC_BLOCK_MAP: {
    vbslot *st = r->bslots[n->slot];
    if (st)
      hcl_vdiag_move(out, &st->diags);
    if (n->need == NEED_FULL && v->failed == HCL_OK)
      w.v = map_value(v, n, st);
    return w;
  }
  case SPEC_DEFAULT: {
    wres p = walk(v, r, n->kids[0], out);
    if (!p.is_null) {
      if (n->need != NEED_FULL) {
        hcl_value_unref(p.v);
        p.v = NULL;
      }
      return p;
    }
    hcl_value_unref(p.v);
    return walk(v, r, n->kids[1], out);
  }
  case SPEC_TRANSFORM:
    return walk_transform(v, r, n, out);
  }
  return w;
}

/* ---- Finishing a body
 * -------------------------------------------------------- */

static hcl_range unknown_range(void) {
  hcl_range r;
  memset(&r, 0, sizeof r);
  r.filename = "<unknown>";
  return r;
}

/* decode/spec_decode.c's source_range over the slots. */
static hcl_range source_range(vreader *r) {
  const vnode *n = r->plan->src;
  if (!n)
    return r->missing;
  switch (n->kind) {
  case SPEC_ATTR: {
    const vaslot *st = aslot_peek(r, n->slot);
    return st->present ? st->expr_range : r->missing;
  }
  case SPEC_LITERAL:
    return unknown_range();
  case SPEC_BLOCK:
  case SPEC_BLOCK_LIST:
  case SPEC_BLOCK_SET:
  case SPEC_BLOCK_MAP: {
    const vbslot *st = bslot_peek(r, n->slot);
    return st->count ? st->first_src : r->missing;
  }
  case SPEC_BLOCK_ATTRS: {
    const vbslot *st = bslot_peek(r, n->slot);
    return st->count ? st->first_def : r->missing;
  }
  default:
    return r->missing;
  }
}

void hcl_vreader_finish(hcl_validator *v, vreader *r, vresult *out) {
  memset(out, 0, sizeof *out);
  if (r->kind == VR_ATTRS) {
    if (r->seen) {
      /* repeats among names past the memory budget (core/name_set.h) */
      late_repeats l = {v, r};
      hcl_status st = hcl_name_set_finish(r->seen, report_late, &l);
      if (st != HCL_OK && v->failed == HCL_OK)
        v->failed = st;
    }
    hcl_vdiag_move(&out->diags, &r->pre);
    hcl_vdiag_move(&out->diags, &r->evals);
    if (r->node->need == NEED_FULL && v->failed == HCL_OK)
      out->value = attrs_value(v, r->node->s->type, r->kv.data, r->kv.len);
    return;
  }
  if (!r->json && r->one_line && r->nattrs == 1) {
    /* a one-line block's body is its attribute (tree/builder.c) */
    r->missing = r->first_attr_range;
    r->missing.end = r->missing.start;
  }
  vdiag_list *l = &out->diags;
  if (r->json) {
    if (!hcl_vdiag_copy(v->alloc, l, &r->group_a))
      hcl_validator_nomem(v);
    hcl_vdiag_move(l, &r->group_b);
    missing_required(v, r, l);
    hcl_vdiag_move(l, &r->group_a);
    extraneous(v, r, l);
  } else {
    missing_required(v, r, l);
    hcl_vdiag_move(l, &r->group_a);
    unsupported_args(v, r, l);
    hcl_vdiag_move(l, &r->group_b);
  }
  out->src = source_range(r);
  if (r->plan->root) {
    wres w = walk(v, r, r->plan->root, l);
    out->value = w.v;
    out->is_null = w.is_null;
  }
}
