/*
 * Which properties of a body a spec reads as blocks (hcl_spec_block_kinds):
 * the same walk as the schema decoding derives from a spec (an object's
 * properties, a default's parts, a transform's operand all read the same
 * body), stopping at the first spec that reads the name. A body handle is
 * the spec that reads the body; a block_attrs block's body holds only
 * attributes, named by a handle of its own.
 */

#include <string.h>

#include "decode/spec.h"

static const char attributes_only; /* the handle of a block_attrs body */

static bool named(const char *name, hcl_str n) {
  return name && strlen(name) == n.len && memcmp(name, n.ptr, n.len) == 0;
}

/* What a property is, by the first spec reading the body that names it. */
typedef struct prop_search {
  hcl_str name;
  hcl_prop_kind kind;
  size_t nlabels;
  const void *child;
} prop_search;

static bool find(void *ctx, const hcl_spec *s) {
  prop_search *ps = ctx;
  switch (s->kind) {
  case SPEC_ATTR:
    if (named(s->name, ps->name))
      ps->kind = HCL_PROP_ATTRIBUTE;
    break;
  case SPEC_BLOCK:
  case SPEC_BLOCK_LIST:
  case SPEC_BLOCK_SET:
  case SPEC_BLOCK_MAP:
  case SPEC_BLOCK_ATTRS:
    if (named(s->name, ps->name)) {
      ps->kind = HCL_PROP_BLOCK;
      ps->nlabels = s->kind == SPEC_BLOCK_MAP ? s->nlabels : 0;
      ps->child = s->kind == SPEC_BLOCK_ATTRS ? (const void *)&attributes_only
                                              : (const void *)s->nested;
    }
    break;
  default:
    break;
  }
  return ps->kind != HCL_PROP_UNKNOWN;
}

static hcl_prop_kind lookup(void *ctx, const void *body, hcl_str name,
                            size_t *nlabels, const void **child) {
  (void)ctx;
  *nlabels = 0;
  *child = NULL;
  if (body == &attributes_only)
    return HCL_PROP_ATTRIBUTE;
  if (!body) /* a block whose spec reads nothing of its body */
    return HCL_PROP_UNKNOWN;
  prop_search ps = {name, HCL_PROP_UNKNOWN, 0, NULL};
  hcl_spec_visit_body(body, find, &ps);
  *nlabels = ps.nlabels;
  *child = ps.child;
  return ps.kind;
}

hcl_block_kinds hcl_spec_block_kinds(const hcl_spec *spec) {
  hcl_block_kinds k = {lookup, NULL, spec};
  return k;
}
