#ifndef HCL_NATIVE_AST_H
#define HCL_NATIVE_AST_H

/*
 * The scratch tree of one expression. The parser needs an expression's
 * whole shape before it can emit it (operators bind after their left
 * operand), so it builds the tree in the item arena, emits it in prefix
 * order, and drops it with the arena. Text is kept as an offset into the
 * scanner's buffer (which may move while the item is parsed) or as bytes of
 * the arena (decoded strings).
 */

#include <stdbool.h>
#include <stdint.h>

#include "core/arena.h"
#include "events/portable.h"
#include "hcl/events.h"

typedef struct hcl_span {
  hcl_pos start;
  hcl_pos end;
} hcl_span;

/* Text of a node: bytes in the item arena (never in the input buffer,
   which moves on while the item is parsed). */
typedef struct hcl_ntext {
  const char *own;
  size_t len;
} hcl_ntext;

typedef struct hcl_node {
  uint8_t kind; /* hcl_expr_kind */
  uint8_t op;   /* hcl_op */
  uint8_t lit;  /* hcl_lit */
  uint32_t flags;
  /* Levels of nodes from here down (1 for a leaf): what a recursive
     consumer of the tree needs in stack. A binary operator's left operand
     counts no level, since consumers loop down chains of operators. */
  uint32_t height;
  hcl_span span;
  hcl_span aux;
  hcl_ntext text;
  hcl_ntext key;
  struct hcl_node *first; /* children */
  struct hcl_node *last;
  struct hcl_node *next; /* next sibling */
  struct hcl_node *parent;
} hcl_node;

static inline hcl_span hcl_span_between(hcl_span a, hcl_span b) {
  hcl_span s = {a.start, b.end};
  return s;
}

static inline hcl_ntext hcl_ntext_own(const char *p, size_t len) {
  hcl_ntext t = {p, len};
  return t;
}

/* A node with no children; NULL when out of memory. */
hcl_node *hcl_node_new(hcl_arena *a, hcl_expr_kind kind, hcl_span span);
void hcl_node_append(hcl_node *parent, hcl_node *child);
/* The number of children. */
size_t hcl_node_count(const hcl_node *n);

/* Where emitted ranges come from, and where events go. */
typedef struct hcl_emit_ctx {
  const char *filename;
  hcl_pos origin;       /* where the input starts in its file (line 0: 1:1) */
  uint32_t extra_flags; /* or-ed into every event (JSON origin) */
  hcl_sink *sink;
  /* Called before each event with its start offset, to interleave trivia;
     may be NULL. */
  hcl_status (*before)(void *ctx, uint64_t offset);
  void *before_ctx;
} hcl_emit_ctx;

/* A position of the input as a position of its file: text taken from
   inside a file (a JSON string) starts at `origin`, and its first line at
   the origin's column. */
static inline hcl_pos hcl_pos_shift(hcl_pos origin, hcl_pos p) {
  if (origin.line == 0)
    return p;
  if (p.line == 1)
    p.column += origin.column - 1;
  p.line += origin.line - 1;
  p.byte += origin.byte;
  return p;
}

static inline hcl_range hcl_span_range(const hcl_emit_ctx *e, hcl_span s) {
  hcl_range r = {e->filename, hcl_pos_shift(e->origin, s.start),
                 hcl_pos_shift(e->origin, s.end)};
  return r;
}

static inline hcl_str hcl_ntext_str(hcl_ntext t) {
  hcl_str s = {t.own ? t.own : "", t.len};
  return s;
}

/* The EXPR_BEGIN (or EXPR_END) event of node `n`. Field by field, with
   no memset first: the expression member is the union's largest and
   every field of it is set. This runs once per node and end of node. */
static inline void hcl_node_event(const hcl_emit_ctx *e, const hcl_node *n,
                                  bool begin, hcl_event *ev) {
  ev->kind = begin ? HCL_EV_EXPR_BEGIN : HCL_EV_EXPR_END;
  ev->flags = n->flags | e->extra_flags;
  ev->range = hcl_span_range(e, n->span);
  ev->as.expr.kind = (hcl_expr_kind)n->kind;
  ev->as.expr.op = (hcl_op)n->op;
  ev->as.expr.lit = (hcl_lit)n->lit;
  ev->as.expr.text = hcl_ntext_str(n->text);
  ev->as.expr.key = hcl_ntext_str(n->key);
  ev->as.expr.aux_range = hcl_span_range(e, n->aux);
}

/* Visits the tree in prefix order, without recursion (a chain of operators
   nests as deep as it is long): visit(ctx, n, true) before a node's
   children, visit(ctx, n, false) after them. Stops at the first status
   other than HCL_OK and returns it. Inline, so that a constant `visit` is
   called directly. */
static inline hcl_status
hcl_node_walk(const hcl_node *root,
              hcl_status (*visit)(void *ctx, const hcl_node *n, bool begin),
              void *ctx) {
  const hcl_node *n = root;
  for (;;) {
    hcl_status st = visit(ctx, n, true);
    if (st != HCL_OK)
      return st;
    if (n->first) {
      n = n->first;
      continue;
    }
    for (;;) {
      st = visit(ctx, n, false);
      if (st != HCL_OK)
        return st;
      if (n == root)
        return HCL_OK;
      if (n->next) {
        n = n->next;
        break;
      }
      n = n->parent;
    }
  }
}

/* Emits the tree in prefix order (hcl_node_walk). */
hcl_status hcl_node_emit(const hcl_emit_ctx *e, const hcl_node *root);

/*
 * An attribute's expression handed over whole. A sink of the library that
 * sets HCL_SINK_TAKES_NATIVE_TREES in `wants` (one of HCL_SINK_PRIVATE)
 * and neither takes tokens nor skips expressions gets, between an
 * attribute's ATTR_BEGIN and ATTR_END, one event of kind
 * HCL_EV_NATIVE_TREE in place of the EXPR_BEGIN and EXPR_END events of its
 * nodes: the parser's own tree and what turns its spans into ranges, both
 * valid only during the call. Trivia (when asked for) inside the
 * expression come after that event rather than between its nodes. A consumer
 * that builds the tree from the events builds the same tree from this at a
 * fraction of the cost (tree.h, hcl_tree_add_native). The event is
 * portable (events/portable.h): a relay packs the tree's events into its
 * queue in one go, and the sink on its thread gets them one by one.
 */
#define HCL_SINK_TAKES_NATIVE_TREES 0x00010000u
#define HCL_EV_NATIVE_TREE HCL_EV_PRIVATE_FIRST

_Static_assert((HCL_SINK_TAKES_NATIVE_TREES & HCL_SINK_PORTABLE) ==
                   HCL_SINK_TAKES_NATIVE_TREES,
               "a relay carries native trees");

typedef struct hcl_native_tree_event {
  hcl_portable_event p; /* first: the event the sink is given points here */
  const hcl_node *root;
  const hcl_emit_ctx *emit;
} hcl_native_tree_event;

/* The event for the tree at `root`, with `emit` for its ranges. */
void hcl_native_tree_event_init(hcl_native_tree_event *te, const hcl_node *root,
                                const hcl_emit_ctx *emit);

#endif
