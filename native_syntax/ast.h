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

#include <stdint.h>

#include "core/arena.h"
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

/* Emits the tree in prefix order, without recursion. */
hcl_status hcl_node_emit(const hcl_emit_ctx *e, const hcl_node *root);

#endif
