#ifndef HCL_DYNBLOCK_H
#define HCL_DYNBLOCK_H

/*
 * Dynamic blocks: `dynamic "TYPE" { for_each = ..., iterator = NAME,
 * labels = [...], content { ... } }` inside a body stands for one block of
 * type TYPE per element of the for_each collection, as the reference's
 * ext/dynblock expands them (see docs/dynamic-blocks.md).
 *
 *     const hcl_body *expanded = hcl_dynblock_expand(body, ctx);
 *     hcl_value *v = hcl_spec_decode(spec, expanded, ctx, diags);
 *
 * Expansion happens while the body is read through a schema
 * (hcl_body_content and the rest of hcl/body.h), and only for the block
 * types the schema names; static and generated blocks come out in source
 * order. Inside a generated block the iterator (named TYPE, or by
 * `iterator`) is an object with `key` and `value`; nested dynamic blocks
 * see the iterators around them. An unknown for_each gives one block whose
 * attributes are all unknown, and which block specs decode as an unknown
 * value. Problems with for_each, labels, iterator or content are error
 * diagnostics of the reading that met them.
 *
 * Ownership. The expanded body, and every body, block and attribute it
 * hands out, belong to `body`'s tree and stay valid until hcl_tree_free().
 * `ctx` (may be NULL) is borrowed and must outlive every reading.
 */

#include <stdbool.h>

#include "hcl/body.h"
#include "hcl/eval.h"
#include "hcl/export.h"
#include "hcl/spec.h"

#ifdef __cplusplus
extern "C" {
#endif

/** `body` with its dynamic blocks (and those of every body inside it)
    expanded when read; for_each and labels are evaluated in `ctx` with the
    iterators around them. NULL when out of memory. */
HCL_API const hcl_body *hcl_dynblock_expand(const hcl_body *body,
                                            const hcl_eval_ctx *ctx);

/**
 * The variables decoding the expanded `body` with `spec` would use, as
 * the reference's dynblock.VariablesHCLDec lists them: the attributes'
 * (iterators excluded) and each dynamic block's for_each and labels, body
 * by body. With `expansion_only`, only those hcl_dynblock_expand needs
 * (ExpandVariablesHCLDec): for_each and labels. `body` is the body before
 * expansion. NULL when out of memory.
 */
HCL_API hcl_spec_refs *hcl_dynblock_spec_variables(const hcl_spec *spec,
                                                   const hcl_body *body,
                                                   bool expansion_only);

#ifdef __cplusplus
}
#endif

#endif
