#ifndef HCL_BODY_H
#define HCL_BODY_H

/*
 * Bodies, blocks, attributes and expressions built from the event stream,
 * and the information model's ways of reading a body: content by schema,
 * partial content with the rest of the body, just the attributes, and
 * several files' bodies merged into one.
 *
 * Ownership. A tree (hcl_tree) owns everything built into it and
 * everything its bodies hand out (content, remaining and merged bodies):
 * all of it stays valid until hcl_tree_free(). Strings are UTF-8 and
 * NUL-terminated where the tree stores them.
 */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hcl/alloc.h"
#include "hcl/diag.h"
#include "hcl/events.h"
#include "hcl/export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Section - Types */

typedef struct hcl_tree hcl_tree;
typedef struct hcl_body hcl_body;
typedef struct hcl_expr hcl_expr;

typedef struct hcl_attribute {
  hcl_str name;
  const hcl_expr *expr;
  hcl_range range; /* the whole attribute */
  hcl_range name_range;
} hcl_attribute;

typedef struct hcl_block {
  hcl_str type;
  const hcl_str *labels;
  size_t nlabels;
  const hcl_body *body;
  hcl_range def_range; /* type name through the last label */
  hcl_range type_range;
  const hcl_range *label_ranges;
  hcl_range open_brace_range;
  hcl_range close_brace_range;
} hcl_block;

typedef struct hcl_attr_schema {
  const char *name;
  bool required;
} hcl_attr_schema;

typedef struct hcl_block_schema {
  const char *type;
  const char *const *label_names;
  size_t nlabels;
} hcl_block_schema;

typedef struct hcl_schema {
  const hcl_attr_schema *attrs;
  size_t nattrs;
  const hcl_block_schema *blocks;
  size_t nblocks;
} hcl_schema;

/** What a schema found in a body: attributes by schema name, blocks in
    source order. */
typedef struct hcl_content {
  const hcl_attribute *const *attrs;
  size_t nattrs;
  const hcl_block *const *blocks;
  size_t nblocks;
  hcl_range missing_item_range;
} hcl_content;

/* Section - Trees */

/** An empty tree; NULL when out of memory. */
HCL_API hcl_tree *hcl_tree_new(const hcl_alloc *alloc);
HCL_API void hcl_tree_free(hcl_tree *t);

/**
 * A sink that builds each stream it receives (one file) into the tree.
 * Trivia is not asked for. Diagnostics are ignored: collect them with a
 * tee. A stream that ends with an error status leaves no body.
 */
HCL_API hcl_sink hcl_tree_sink(hcl_tree *t);

/** The files built so far, in order, and the body of each. */
HCL_API size_t hcl_tree_file_count(const hcl_tree *t);
HCL_API const hcl_body *hcl_tree_file_at(const hcl_tree *t, size_t i);

/**
 * Names the top-level block of file `filename` that contains byte
 * `offset`, as the reference's text diagnostics do ("on FILE line N, in
 * resource "a" "b":"): the type and its quoted labels. Writes at most
 * `cap` bytes including the NUL; returns the full length, 0 for none.
 */
HCL_API size_t hcl_tree_block_name(const hcl_tree *t, const char *filename,
                                   uint64_t offset, char *buf, size_t cap);

/** The standalone expressions built so far (streams from
    hcl_native_parse_expression), in order. */
HCL_API size_t hcl_tree_expr_count(const hcl_tree *t);
HCL_API const hcl_expr *hcl_tree_expr_at(const hcl_tree *t, size_t i);

/* Section - Bodies */

/**
 * The body's content under `schema`: each schema attribute present, each
 * block whose type the schema names; everything else is an error
 * ("Unsupported argument", "Unsupported block type", with a suggestion),
 * as are missing required attributes and wrong label counts. Diagnostics
 * go to `ds`; returns HCL_ERR_SYNTAX when any was an error, HCL_ERR_NOMEM.
 *
 * A schema that names an attribute twice, or one name both as an attribute
 * and as a block type, is refused (information model, "Schema"): an
 * "Invalid schema" error, HCL_ERR_INVALID, empty content, and the body
 * unread (as *remain for a partial read). A block type named twice is
 * allowed.
 */
HCL_API hcl_status hcl_body_content(const hcl_body *b, const hcl_schema *s,
                                    hcl_content *out, hcl_diags *ds);

/** As hcl_body_content, but what the schema does not name is no error: it
    is returned in `*remain`, a body holding just that. */
HCL_API hcl_status hcl_body_partial_content(const hcl_body *b,
                                            const hcl_schema *s,
                                            hcl_content *out,
                                            const hcl_body **remain,
                                            hcl_diags *ds);

/** Every attribute of the body (blocks are an error), in name order. */
HCL_API hcl_status hcl_body_just_attributes(const hcl_body *b, hcl_content *out,
                                            hcl_diags *ds);

/**
 * One body made of several (files), as the reference merges them: content
 * is gathered from each; an attribute set in two is an error. The bodies
 * must belong to `t`.
 */
HCL_API const hcl_body *hcl_body_merge(hcl_tree *t,
                                       const hcl_body *const *bodies, size_t n);

/** Where to point a diagnostic about something missing from the body. */
HCL_API hcl_range hcl_body_missing_item_range(const hcl_body *b);

/** The tree that owns the body. */
HCL_API hcl_tree *hcl_body_tree(const hcl_body *b);

/* Section - Expressions */

HCL_API hcl_expr_kind hcl_expr_kind_of(const hcl_expr *e);
HCL_API hcl_range hcl_expr_range(const hcl_expr *e);
/** The auxiliary range of `index`, `splat`, `call` and `unary` nodes. */
HCL_API hcl_range hcl_expr_aux_range(const hcl_expr *e);
HCL_API uint32_t hcl_expr_flags(const hcl_expr *e);
HCL_API hcl_op hcl_expr_op(const hcl_expr *e);
HCL_API hcl_lit hcl_expr_lit(const hcl_expr *e);
/** The payload text (see events.h for what it holds per kind). */
HCL_API hcl_str hcl_expr_text(const hcl_expr *e);
HCL_API hcl_str hcl_expr_key(const hcl_expr *e);
/** Where a diagnostic about the expression as a whole points (the
    reference's start range): a call's name and parenthesis, an operator's
    left operand, a collection's opening bracket; else the whole range. */
HCL_API hcl_range hcl_expr_start_range(const hcl_expr *e);
HCL_API size_t hcl_expr_child_count(const hcl_expr *e);
HCL_API const hcl_expr *hcl_expr_child_at(const hcl_expr *e, size_t i);

#ifdef __cplusplus
}
#endif

#endif
