/* The scratch tree of one expression, and its emission as events. */

#include "native_syntax/ast.h"

#include <string.h>

hcl_node *hcl_node_new(hcl_arena *a, hcl_expr_kind kind, hcl_span span) {
  hcl_node *n = hcl_arena_alloc(a, sizeof *n);
  if (!n)
    return NULL;
  memset(n, 0, sizeof *n);
  n->kind = (uint8_t)kind;
  n->height = 1;
  n->span = span;
  return n;
}

void hcl_node_append(hcl_node *parent, hcl_node *child) {
  child->parent = parent;
  /* A binary operator's left operand adds no level: operators are left
     associative, so `a + b + c` nests down the left operands, and every
     consumer walks that spine in a loop. A chain is then as tall as its
     tallest right operand, plus one. */
  uint32_t height = child->height;
  if (parent->kind != HCL_EXPR_BINARY || parent->first)
    height++;
  if (height > parent->height)
    parent->height = height;
  child->next = NULL;
  if (parent->last)
    parent->last->next = child;
  else
    parent->first = child;
  parent->last = child;
}

size_t hcl_node_count(const hcl_node *n) {
  size_t c = 0;
  for (const hcl_node *k = n->first; k; k = k->next)
    c++;
  return c;
}

static hcl_status emit_one(void *ctx, const hcl_node *n, bool begin) {
  const hcl_emit_ctx *e = ctx;
  if (e->before) {
    hcl_status st =
        e->before(e->before_ctx, begin ? n->span.start.byte : n->span.end.byte);
    if (st != HCL_OK)
      return st;
  }
  if (!e->sink->event)
    return HCL_OK;
  hcl_event ev;
  hcl_node_event(e, n, begin, &ev);
  return e->sink->event(e->sink->ctx, &ev);
}

hcl_status hcl_node_emit(const hcl_emit_ctx *e, const hcl_node *root) {
  return hcl_node_walk(root, emit_one, (void *)e);
}

/* ---- A tree handed over whole, and packed for a relay ----------------- */

/* hcl_portable_event's pack: the bytes the tree's events may take. */
typedef struct pack_size {
  size_t bytes;
} pack_size;

static hcl_status size_node(void *ctx, const hcl_node *n, bool begin) {
  pack_size *z = ctx;
  z->bytes += begin ? HCL_XPACK_BEGIN_FIXED + n->text.len + n->key.len
                    : HCL_XPACK_END_MAX;
  return HCL_OK;
}

/* An END refers back to its BEGIN: where each open node's went. A tree
   deeper than this (a long chain of operators) is sent event by event. */
#define PACK_DEPTH 256

typedef struct pack_walk {
  const hcl_xpack_run *run;
  const hcl_emit_ctx *e;
  uint8_t *dst;
  size_t used, max;
  size_t depth;
  size_t begins[PACK_DEPTH];
} pack_walk;

static hcl_status pack_node(void *ctx, const hcl_node *n, bool begin) {
  pack_walk *w = ctx;
  if (!begin) {
    size_t at = w->begins[--w->depth];
    if (w->max - w->used < HCL_XPACK_END_MAX)
      return HCL_ERR_INVALID;
    w->used += hcl_xpack_end((uint32_t)(w->used - at), w->dst + w->used);
    return HCL_OK;
  }
  hcl_event ev;
  hcl_node_event(w->e, n, true, &ev);
  if (w->depth == PACK_DEPTH || w->max - w->used < hcl_xpack_begin_max(&ev) ||
      w->used > UINT32_MAX)
    return HCL_ERR_INVALID;
  size_t k = hcl_xpack_begin(w->run, &ev, w->dst + w->used);
  if (k == 0)
    return HCL_ERR_INVALID;
  w->begins[w->depth++] = w->used;
  w->used += k;
  return HCL_OK;
}

static size_t pack_tree(const hcl_event *ev, const hcl_xpack_run *run,
                        uint8_t *dst, size_t max) {
  const hcl_native_tree_event *te = (const hcl_native_tree_event *)ev;
  if (!dst) {
    pack_size z = {0};
    hcl_node_walk(te->root, size_node, &z);
    return z.bytes;
  }
  pack_walk w;
  w.run = run;
  w.e = te->emit;
  w.dst = dst;
  w.used = 0;
  w.max = max;
  w.depth = 0;
  return hcl_node_walk(te->root, pack_node, &w) == HCL_OK ? w.used : 0;
}

static hcl_status send_tree(const hcl_event *ev, hcl_sink *to) {
  const hcl_native_tree_event *te = (const hcl_native_tree_event *)ev;
  hcl_emit_ctx e = *te->emit;
  e.sink = to;
  e.before = NULL; /* trivia come after the tree, as with the tree itself */
  e.before_ctx = NULL;
  return hcl_node_emit(&e, te->root);
}

void hcl_native_tree_event_init(hcl_native_tree_event *te, const hcl_node *root,
                                const hcl_emit_ctx *emit) {
  te->p.ev.kind = HCL_EV_NATIVE_TREE;
  te->p.ev.flags = 0;
  te->p.ev.range = hcl_span_range(emit, root->span);
  memset(&te->p.ev.as, 0, sizeof te->p.ev.as);
  te->p.pack = pack_tree;
  te->p.send = send_tree;
  te->root = root;
  te->emit = emit;
}
