#ifndef HCL_DECODE_SPEC_H
#define HCL_DECODE_SPEC_H

/* The layout of specs, shared by the files of decode/. */

#include "core/arena.h"
#include "core/vec.h"
#include "hcl/spec.h"

typedef enum spec_kind {
  SPEC_OBJECT,
  SPEC_TUPLE,
  SPEC_ATTR,
  SPEC_BLOCK,
  SPEC_BLOCK_LIST,
  SPEC_BLOCK_SET,
  SPEC_BLOCK_MAP,
  SPEC_BLOCK_ATTRS,
  SPEC_LITERAL,
  SPEC_DEFAULT,
  SPEC_TRANSFORM
} spec_kind;

struct hcl_spec {
  spec_kind kind;
  hcl_range range;        /* its block's type and labels in the spec file */
  const hcl_alloc *alloc; /* the spec file's, for decoding's scratch memory */
  /* object: property names and specs, in spec-file order (a later
     property of the same name replaces an earlier one); tuple: elements */
  const char **names;
  const hcl_spec **children;
  size_t n;
  /* attr: attribute name; block kinds: block type name */
  const char *name;
  const hcl_type *type; /* attr: type; block_attrs: element type */
  bool required;
  long min_items, max_items;
  const char **labels; /* block_map */
  size_t nlabels;
  const hcl_spec *nested; /* block kinds, transform (wrapped) */
  const hcl_value *literal;
  const hcl_spec *primary, *fallback; /* default */
  const hcl_expr *expr;               /* transform result */
  const hcl_eval_ctx *transform_ctx;  /* the spec functions */
};

/* Called for each spec a walk meets; true stops the walk. */
typedef bool (*hcl_spec_visitor)(void *ctx, const hcl_spec *s);

/* Calls fn on s, then depth first, in spec-file order, on every spec that
   reads the same body as s: the parts of object, tuple, default and
   transform specs, not what the block specs read inside their blocks.
   Whether a call stopped the walk. */
bool hcl_spec_visit_body(const hcl_spec *s, hcl_spec_visitor fn, void *ctx);

/* A spec standing for a spec that failed to load: decodes to null. */
const hcl_spec *hcl_spec_error(void);

/* Appends to `attrs` (hcl_attr_schema) and `blocks` (hcl_block_schema) the
   schema the reference reads a body with for spec `s`: its own and those
   of the specs that read the same body (decoding and the validator share
   it). false when out of memory. */
bool hcl_spec_schema_append(const hcl_spec *s, hcl_vec *attrs, hcl_vec *blocks);

#endif
