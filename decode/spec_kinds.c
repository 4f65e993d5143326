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

static hcl_prop_kind find(const hcl_spec *s, hcl_str n, size_t *nlabels,
                          const void **child) {
  switch (s->kind) {
  case SPEC_ATTR:
    return named(s->name, n) ? HCL_PROP_ATTRIBUTE : HCL_PROP_UNKNOWN;
  case SPEC_BLOCK:
  case SPEC_BLOCK_LIST:
  case SPEC_BLOCK_SET:
  case SPEC_BLOCK_MAP:
  case SPEC_BLOCK_ATTRS:
    if (!named(s->name, n))
      return HCL_PROP_UNKNOWN;
    *nlabels = s->kind == SPEC_BLOCK_MAP ? s->nlabels : 0;
    *child = s->kind == SPEC_BLOCK_ATTRS ? (const void *)&attributes_only
                                         : (const void *)s->nested;
    return HCL_PROP_BLOCK;
  case SPEC_OBJECT:
  case SPEC_TUPLE:
    for (size_t i = 0; i < s->n; i++) {
      hcl_prop_kind k = find(s->children[i], n, nlabels, child);
      if (k != HCL_PROP_UNKNOWN)
        return k;
    }
    return HCL_PROP_UNKNOWN;
  case SPEC_DEFAULT: {
    hcl_prop_kind k = find(s->primary, n, nlabels, child);
    return k != HCL_PROP_UNKNOWN ? k : find(s->fallback, n, nlabels, child);
  }
  case SPEC_TRANSFORM:
    return find(s->nested, n, nlabels, child);
  default:
    return HCL_PROP_UNKNOWN;
  }
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
  return find(body, name, nlabels, child);
}

hcl_block_kinds hcl_spec_block_kinds(const hcl_spec *spec) {
  hcl_block_kinds k = {lookup, NULL, spec};
  return k;
}
