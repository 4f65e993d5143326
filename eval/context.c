/* Evaluation contexts: nested scopes of variables and functions. */

#include "eval/context.h"

#include <string.h>

#include "core/alloc.h"

static void init(hcl_eval_ctx *c, const hcl_alloc *alloc,
                 const hcl_eval_ctx *parent) {
  memset(c, 0, sizeof *c);
  c->alloc = alloc;
  c->parent = parent;
  hcl_map_init(&c->vars, alloc);
  hcl_map_init(&c->funcs, alloc);
}

static hcl_eval_ctx *make(const hcl_alloc *alloc, const hcl_eval_ctx *parent) {
  hcl_eval_ctx *c = hcl_mem_alloc(alloc, sizeof *c);
  if (c)
    init(c, alloc, parent);
  return c;
}

void hcl_eval_ctx_init_child(hcl_eval_ctx *c, const hcl_eval_ctx *parent) {
  init(c, parent->alloc, parent);
}

hcl_eval_ctx *hcl_eval_ctx_new(const hcl_alloc *alloc) {
  return make(alloc, NULL);
}

hcl_eval_ctx *hcl_eval_ctx_new_child(const hcl_eval_ctx *parent) {
  return make(parent->alloc, parent);
}

const hcl_alloc *hcl_eval_ctx_alloc(const hcl_eval_ctx *c) {
  return c ? c->alloc : NULL;
}

void hcl_eval_ctx_free(hcl_eval_ctx *c) {
  if (!c)
    return;
  hcl_eval_ctx_fini(c);
  hcl_mem_free(c->alloc, c);
}

void hcl_eval_ctx_fini(hcl_eval_ctx *c) {
  for (size_t i = 0; i < c->vars.cap; i++) {
    hcl_map_entry *e = &c->vars.slots[i];
    if (e->gen == c->vars.gen)
      hcl_value_unref(e->value);
  }
  for (size_t i = 0; i < c->funcs.cap; i++) {
    hcl_map_entry *e = &c->funcs.slots[i];
    if (e->gen == c->funcs.gen)
      hcl_func_unref(e->value);
  }
  hcl_map_fini(&c->vars);
  hcl_map_fini(&c->funcs);
}

hcl_status hcl_eval_ctx_set_var(hcl_eval_ctx *c, const char *name, size_t len,
                                const hcl_value *v) {
  bool inserted;
  hcl_map_entry *e = hcl_map_upsert(&c->vars, name, len, &inserted);
  if (!e)
    return HCL_ERR_NOMEM;
  if (!inserted)
    hcl_value_unref(e->value);
  e->value = hcl_value_ref(v);
  c->has_vars = true;
  return HCL_OK;
}

hcl_status hcl_eval_ctx_set_func(hcl_eval_ctx *c, const char *name, size_t len,
                                 const hcl_func *f) {
  bool inserted;
  hcl_map_entry *e = hcl_map_upsert(&c->funcs, name, len, &inserted);
  if (!e)
    return HCL_ERR_NOMEM;
  if (!inserted)
    hcl_func_unref(e->value);
  e->value = hcl_func_ref(f);
  c->has_funcs = true;
  return HCL_OK;
}

void hcl_eval_ctx_allow_vars(hcl_eval_ctx *c) { c->has_vars = true; }
void hcl_eval_ctx_allow_funcs(hcl_eval_ctx *c) { c->has_funcs = true; }
