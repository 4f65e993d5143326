#ifndef HCL_WRITERS_TERRAFORM_H
#define HCL_WRITERS_TERRAFORM_H

/*
 * What `terraform fmt` rewrites before it lays the tokens out, applied to
 * the token stream on its way to the formatter:
 *   - block labels are quoted: `resource a b {` becomes `resource "a" "b" {`;
 *   - an attribute's value that is a quoted template of one interpolation
 *     and nothing else, `"${x}"`, becomes `x` (in parentheses when it
 *     spans lines); values nested in other expressions are left alone;
 *   - the `type` of a top-level `variable` block in the old forms:
 *     `"string"` becomes `string`, `"list"` and `"map"` become
 *     `list(string)` and `map(string)`, a bare `list`, `map` or `set`
 *     becomes `list(any)`, `map(any)`, `set(any)`.
 * It needs the structural events too, and holds one attribute's value
 * (its tokens) until the attribute ends.
 */

#include <stdbool.h>
#include <stdint.h>

#include "core/buf.h"
#include "core/vec.h"
#include "hcl/events.h"
#include "writers/format.h"

typedef struct hcl_tf_rewriter {
  hcl_formatter *fmt;
  hcl_vec blocks; /* bool: whether each open block is a top-level variable */
  bool in_header; /* between a block's BEGIN and its `{` */
  bool saw_type;  /* the header's first token (its type) came */
  bool in_attr;   /* between ATTR_BEGIN and ATTR_END */
  bool var_type;  /* the attribute is a variable's `type` */
  bool holding;   /* the value's tokens are being held */
  unsigned depth; /* expression nesting */
  /* The value's shape: its root and the root's children. */
  hcl_expr_kind root;
  uint32_t root_flags;
  size_t parts;
  hcl_expr_kind part; /* the first child's kind */
  hcl_buf word;       /* the root's name or the first child's text */
  hcl_vec toks;       /* struct tf_tok: the held tokens */
  hcl_buf bytes;      /* their text and spaces */
} hcl_tf_rewriter;

void hcl_tf_init(hcl_tf_rewriter *r, const hcl_alloc *alloc,
                 hcl_formatter *fmt);
void hcl_tf_fini(hcl_tf_rewriter *r);
/* One event of the stream; tokens reach the formatter, rewritten. */
hcl_status hcl_tf_event(hcl_tf_rewriter *r, const hcl_event *ev);
/* Forgets a stream's state. */
void hcl_tf_reset(hcl_tf_rewriter *r);

#endif
