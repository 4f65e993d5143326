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
