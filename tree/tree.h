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
};

/* Makes `t` free `child` with itself (trees parsed from text inside `t`,
   such as JSON strings read as expressions); false when out of memory. */
bool hcl_tree_adopt(hcl_tree *t, hcl_tree *child);

/* Forgets everything built into `t` (files, expressions, trees it
   adopted) but keeps its first memory block, its tables and the file
   names it interned, so that one small stream after another can be
   built without allocating (the validator builds each attribute's
   expression so). */
void hcl_tree_reset(hcl_tree *t);

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
