#ifndef HCL_TREE_TREE_H
#define HCL_TREE_TREE_H

/*
 * The layout of built trees, shared by the tree builder, the body
 * functions (decode/) and the evaluator (eval/).
 */

#include <string.h>

#include "core/arena.h"
#include "core/vec.h"
#include "hcl/body.h"

struct hcl_expr {
  hcl_tree *tree; /* the tree that owns the node */
  uint8_t kind;   /* hcl_expr_kind */
  uint8_t op;     /* hcl_op */
  uint8_t lit;    /* hcl_lit */
  uint32_t flags;
  uint32_t nchildren;
  hcl_range range;
  hcl_range aux;
  hcl_str text;
  hcl_str key;
  const hcl_expr **children;
};

struct hcl_body {
  hcl_tree *tree;
  const hcl_attribute *attrs; /* source order, names unique */
  size_t nattrs;
  const hcl_block *blocks; /* source order */
  size_t nblocks;
  hcl_range range;
  /* A body left over from partial content hides what was taken. */
  const hcl_str *hidden_attrs;
  size_t nhidden_attrs;
  const hcl_str *hidden_blocks;
  size_t nhidden_blocks;
  /* A merged body is made of others and has no items of its own. */
  const hcl_body *const *parts;
  size_t nparts;
  bool merged;
  bool json; /* built from the JSON syntax */
  /* A JSON body is a JSON value (an object or an array of objects) whose
     properties are attributes or blocks as a schema says. */
  const hcl_expr *json_value;
  /* A body read through `ops` (a layer above the tree provides them), which
     reads `under` in its own way; NULL for the kinds above. */
  const struct hcl_body_ops *ops;
  const hcl_body *under;
  void *ops_data;
  /* Everything in the body stands for values not known yet (a block
     generated from an unknown collection): block specs decode it as an
     unknown value of their type. */
  bool unknown;
};

/*
 * How a body provided by a layer above the tree is read: the dynamic block
 * expansion (decode/dynblock.c) reads the body under it with a wider
 * schema and hands out blocks it generated. `content` fills *out with
 * memory from the body's tree and, when `partial`, the rest in *remain.
 */
typedef struct hcl_body_ops {
  hcl_status (*content)(const hcl_body *b, const hcl_schema *s, bool partial,
                        hcl_content *out, const hcl_body **remain,
                        hcl_diags *ds);
  hcl_status (*just_attributes)(const hcl_body *b, hcl_content *out,
                                hcl_diags *ds);
} hcl_body_ops;

/* hcl_body_content and hcl_body_partial_content without checking the
   schema: for schemas made from hcldec specs, which the reference reads
   even when they name an attribute twice or a name both ways. */
hcl_status hcl_body_content_unchecked(const hcl_body *b, const hcl_schema *s,
                                      hcl_content *out, hcl_diags *ds);
hcl_status hcl_body_partial_content_unchecked(const hcl_body *b,
                                              const hcl_schema *s,
                                              hcl_content *out,
                                              const hcl_body **remain,
                                              hcl_diags *ds);

/* Whether block specs must decode the body as unknown (see `unknown`). */
static inline bool hcl_body_is_unknown(const hcl_body *b) { return b->unknown; }

/*
 * An expression that sees more variables than the context it is evaluated
 * in: the attributes of blocks generated from `dynamic` blocks see the
 * iterators. Kind HCL_EXPR_SCOPED; the other fields of `base` are
 * `inner`'s, and the public accessors (tree/expr.c) answer for `inner`.
 * `scope` belongs to the evaluator (eval/), which adds its variables.
 */
enum { HCL_EXPR_SCOPED = 0x7f };

struct hcl_expr_scope;
typedef struct hcl_scoped_expr {
  hcl_expr base;
  const hcl_expr *inner;
  const struct hcl_expr_scope *scope;
} hcl_scoped_expr;

/* The expression a scoped one stands for; any other, itself. */
static inline const hcl_expr *hcl_expr_unscoped(const hcl_expr *e) {
  while (e->kind == HCL_EXPR_SCOPED)
    e = ((const hcl_scoped_expr *)e)->inner;
  return e;
}

/* A growable array of pointers in the tree's arena (start it zeroed). */
typedef struct ptr_list {
  const void **items;
  size_t n, cap;
} ptr_list;

/* Appends `p`; false when out of memory. */
bool hcl_ptr_push(hcl_tree *t, ptr_list *l, const void *p);

/* Makes `t` call fn(data) when it is freed or reset (values a layer above
   holds for what it built in the tree); false when out of memory, and
   then fn is not called. */
bool hcl_tree_on_free(hcl_tree *t, void (*fn)(void *data), void *data);

/* Makes `t` free `child` with itself (trees parsed from text inside `t`,
   such as JSON strings read as expressions); false when out of memory. */
bool hcl_tree_adopt(hcl_tree *t, hcl_tree *child);

/* Forgets everything built into `t` (files, expressions, trees it
   adopted) but keeps its first memory block, its tables and the file
   names it interned, so that one small stream after another can be
   built without allocating (the validator builds each attribute's
   expression so). */
void hcl_tree_reset(hcl_tree *t);

/* Adds the native parser's tree of one expression (native_syntax/ast.h,
   HCL_EV_NATIVE_TREE) as if its EXPR_BEGIN and EXPR_END events had come
   from `e`: the same nodes, built without the events. */
struct hcl_node;
struct hcl_emit_ctx;
hcl_status hcl_tree_add_native(hcl_tree *t, const struct hcl_node *root,
                               const struct hcl_emit_ctx *e);

/* Memory from the tree's arena; NULL when out of memory. */
void *hcl_tree_alloc(hcl_tree *t, size_t size);
/* A copy of `s` in the tree, NUL-terminated, in *out. Fails only with
   HCL_ERR_NOMEM. */
hcl_status hcl_tree_strdup(hcl_tree *t, hcl_str s, hcl_str *out);
/* The allocator the tree was made with, for scratch memory of work on it
   (NULL: malloc). */
const hcl_alloc *hcl_tree_allocator(const hcl_tree *t);

static inline bool hcl_str_eq(hcl_str a, hcl_str b) {
  return a.len == b.len && (a.len == 0 || memcmp(a.ptr, b.ptr, a.len) == 0);
}

static inline bool hcl_str_eq_c(hcl_str a, const char *b) {
  size_t n = strlen(b);
  return a.len == n && memcmp(a.ptr, b, n) == 0;
}

#endif
