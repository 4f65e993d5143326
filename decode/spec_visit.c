/*
 * The specs that read one body: a spec and, through object, tuple,
 * default and transform specs, the specs inside it, but not the bodies of
 * its block specs. Schemas, checks, block kinds and the variables walk all
 * go over this same set.
 */

#include "decode/spec.h"

bool hcl_spec_visit_body(const hcl_spec *s, hcl_spec_visitor fn, void *ctx) {
  if (fn(ctx, s))
    return true;
  switch (s->kind) {
  case SPEC_OBJECT:
  case SPEC_TUPLE:
    for (size_t i = 0; i < s->n; i++)
      if (hcl_spec_visit_body(s->children[i], fn, ctx))
        return true;
    return false;
  case SPEC_DEFAULT:
    return hcl_spec_visit_body(s->primary, fn, ctx) ||
           hcl_spec_visit_body(s->fallback, fn, ctx);
  case SPEC_TRANSFORM:
    return hcl_spec_visit_body(s->nested, fn, ctx);
  default:
    return false;
  }
}
