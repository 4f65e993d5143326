/*
 * The validator's one buffered case: a block whose body two slots decode
 * with different specs (a spec with two block specs of the same type, say
 * `block "x"` and `block_list "x"` side by side, or a default choosing
 * between them). Streaming would have to read one body two ways at once,
 * which in JSON can even disagree about what a property is; instead the
 * block's body is built into the scratch tree (memory bounded by that
 * block) and each slot decodes it as hcldec does, from the tree.
 */

#include <string.h>

#include "decode/validate_internal.h"
#include "tree/tree.h"

/* decode/spec_decode.c's body_source_range, on the tree. */
static hcl_range tree_source_range(const vbody *plan, const hcl_body *body) {
  for (;;) {
    hcl_content c;
    const hcl_body *rest;
    if (hcl_body_partial_content_unchecked(body, &plan->schema, &c, &rest,
                                           NULL) == HCL_ERR_NOMEM) {
      hcl_range none;
      memset(&none, 0, sizeof none);
      return none;
    }
    const vnode *n = plan->src;
    if (!n)
      return c.missing_item_range;
    switch (n->kind) {
    case SPEC_ATTR:
      for (size_t i = 0; i < c.nattrs; i++)
        if (hcl_str_eq_c(c.attrs[i]->name, n->s->name))
          return hcl_expr_range(c.attrs[i]->expr);
      return c.missing_item_range;
    case SPEC_LITERAL: {
      hcl_range r;
      memset(&r, 0, sizeof r);
      r.filename = "<unknown>";
      return r;
    }
    case SPEC_BLOCK:
    case SPEC_BLOCK_LIST:
    case SPEC_BLOCK_SET:
    case SPEC_BLOCK_MAP:
    case SPEC_BLOCK_ATTRS: {
      const hcl_block *first = NULL;
      for (size_t i = 0; i < c.nblocks && !first; i++)
        if (hcl_str_eq_c(c.blocks[i]->type, n->s->name))
          first = c.blocks[i];
      if (!first)
        return c.missing_item_range;
      if (n->kind == SPEC_BLOCK_ATTRS)
        return first->def_range;
      plan = n->child;
      body = first->body;
      break;
    }
    default:
      return c.missing_item_range;
    }
  }
}

/* decode/spec_decode.c's decode_block_attrs once the block is found,
   through a reader for just attributes. */
static void attrs_decode(hcl_validator *v, const vnode *n, const hcl_body *body,
                         vresult *out) {
  vreader *r = hcl_vreader_new(v, VR_ATTRS, NULL, n, NULL, false);
  hcl_diags *ds = hcl_diags_new(v->alloc);
  hcl_content attrs;
  if (!r || !ds ||
      hcl_body_just_attributes(body, &attrs, ds) == HCL_ERR_NOMEM ||
      !hcl_vdiag_add_all(v->alloc, &r->pre, ds)) {
    hcl_validator_nomem(v);
  } else {
    for (size_t i = 0; i < attrs.nattrs && v->failed == HCL_OK; i++) {
      const hcl_attribute *a = attrs.attrs[i];
      hcl_vreader_attr(v, r, NULL, a->name, &a->name_range, a->expr);
    }
    hcl_vreader_finish(v, r, out);
  }
  hcl_diags_free(ds);
  hcl_vreader_free(v, r);
}

void hcl_vbuffered_decode(hcl_validator *v, const vnode *n,
                          const hcl_body *body, vresult *out) {
  memset(out, 0, sizeof *out);
  if (n->kind == SPEC_BLOCK_ATTRS) {
    attrs_decode(v, n, body, out);
    return;
  }
  hcl_diags *ds = hcl_diags_new(v->alloc);
  hcl_value *val = ds ? hcl_spec_decode(n->s->nested, body, v->ctx, ds) : NULL;
  if (!val || !hcl_vdiag_add_all(v->alloc, &out->diags, ds)) {
    hcl_validator_nomem(v);
  } else {
    out->is_null = hcl_value_is_null(val);
    out->src = tree_source_range(n->child, body);
    if (n->child->root->need != NEED_NONE) {
      out->value = val;
      val = NULL;
    }
  }
  hcl_value_unref(val);
  hcl_diags_free(ds);
}
