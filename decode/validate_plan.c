/*
 * The validator's plan: what it must know about a spec before any file
 * streams past, computed once per validator and read-only afterwards but
 * for the nodes' caches of values (vnode.null_value, object_type), which
 * the validator fills as it goes.
 *
 * For each body a spec reads (the file's, and each block spec's nested
 * body) the plan holds the schema hcldec derives from the spec (its
 * visitSchema order, duplicates kept, since they show in diagnostics), a
 * lookup from names to the spec nodes that read them (the slots), and per
 * spec node what its ancestors need of its value: block_list elements
 * whose types must be unified, a transform's input, a default's primary
 * (is it null?). Recursion follows the spec tree, whose depth the spec
 * file's parser bounds.
 */

#include <stdint.h>
#include <string.h>

#include "core/alloc.h"
#include "decode/validate_internal.h"

typedef struct builder {
  vplan *p;
  bool nomem;
} builder;

/* Every array of the plan lives in one arena, owned by the plan. */
typedef struct plan_owned {
  vplan plan;
  hcl_arena arena;
} plan_owned;

static void *plan_alloc(builder *b, size_t size) {
  void *p = hcl_arena_alloc(&((plan_owned *)b->p)->arena, size ? size : 1);
  if (!p)
    b->nomem = true;
  else
    memset(p, 0, size ? size : 1);
  return p;
}

/* ---- Types ----------------------------------------------------------------
 */

/* Whether every value decoded with `s` has exactly its implied type (see
   vnode.reliable). */
static bool spec_reliable(const hcl_spec *s) {
  switch (s->kind) {
  case SPEC_ATTR:
  case SPEC_BLOCK_ATTRS:
    return hcl_type_is_concrete(s->type);
  case SPEC_LITERAL:
    return s->literal && hcl_type_is_concrete(hcl_value_type(s->literal));
  case SPEC_OBJECT:
  case SPEC_TUPLE:
    for (size_t i = 0; i < s->n; i++)
      if (!spec_reliable(s->children[i]))
        return false;
    return true;
  case SPEC_BLOCK:
  case SPEC_BLOCK_LIST:
  case SPEC_BLOCK_SET:
    return spec_reliable(s->nested);
  case SPEC_BLOCK_MAP:
    /* an empty map has one level whatever the labels (decode_block_map) */
    return s->nlabels == 1 && spec_reliable(s->nested);
  case SPEC_DEFAULT: {
    if (!spec_reliable(s->primary) || !spec_reliable(s->fallback))
      return false;
    const hcl_type *p = hcl_spec_implied_type(s->primary);
    const hcl_type *f = hcl_spec_implied_type(s->fallback);
    bool same = p && f && hcl_type_equal(p, f);
    hcl_type_unref(p);
    hcl_type_unref(f);
    return same;
  }
  case SPEC_TRANSFORM:
    return false;
  }
  return false;
}

/* ---- Bodies and nodes ---------------------------------------------------- */

static vbody *new_body(builder *b) {
  vbody *body = plan_alloc(b, sizeof *body);
  if (!body)
    return NULL;
  hcl_map_init(&body->index, b->p->alloc);
  if (!hcl_vec_push(&b->p->bodies, &body)) {
    hcl_map_fini(&body->index);
    b->nomem = true;
    return NULL;
  }
  return body;
}

static vbody *spec_body(builder *b, const hcl_spec *root, vneed need,
                        bool plain);

/* Whether the blocks of block_list or block_map `s` all decode to values
   of one concrete type: then each may be frozen to JSON by itself. */
static bool blocks_reliable(const hcl_spec *s) {
  if (!spec_reliable(s->nested))
    return false;
  const hcl_type *t = hcl_spec_implied_type(s->nested);
  bool concrete = t && hcl_type_is_concrete(t);
  hcl_type_unref(t);
  return concrete;
}

/* The slots of the body being built, gathered while its nodes are made. */
typedef struct slots_acc {
  hcl_vec aslots; /* vnode * */
  hcl_vec bslots; /* vnode * */
} slots_acc;

/* `plain`: the node's value is only put together with others and written
   as JSON (its ancestors are objects, tuples, blocks, defaults and frozen
   collections up to the root of a keep_json plan), so that collections
   below may be frozen. */
static vnode *make_node(builder *b, slots_acc *acc, const hcl_spec *s,
                        vneed need, bool plain) {
  vnode *n = plan_alloc(b, sizeof *n);
  if (!n)
    return NULL;
  n->s = s;
  n->kind = s->kind;
  n->need = need;
  n->implied = hcl_spec_implied_type(s);
  if (!hcl_vec_push(&b->p->nodes, &n)) {
    hcl_type_unref(n->implied);
    b->nomem = true;
    return NULL;
  }
  if (!n->implied)
    b->nomem = true;
  n->reliable =
      spec_reliable(s) && n->implied && hcl_type_is_concrete(n->implied);
  vneed kid_need = NEED_NONE;
  switch (s->kind) {
  case SPEC_OBJECT:
  case SPEC_TUPLE:
    n->nkids = s->n;
    kid_need = need == NEED_FULL ? NEED_FULL : NEED_NONE;
    break;
  case SPEC_DEFAULT:
    n->nkids = 2;
    break;
  case SPEC_TRANSFORM:
    n->nkids = 1;
    break;
  case SPEC_ATTR:
    n->slot = acc->aslots.len;
    n->quiet = need == NEED_NONE;
    if (!hcl_vec_push(&acc->aslots, &n))
      b->nomem = true;
    return n;
  case SPEC_BLOCK:
  case SPEC_BLOCK_LIST:
  case SPEC_BLOCK_SET:
  case SPEC_BLOCK_MAP:
  case SPEC_BLOCK_ATTRS: {
    n->slot = acc->bslots.len;
    if (!hcl_vec_push(&acc->bslots, &n))
      b->nomem = true;
    vneed nested = need;
    if (s->kind == SPEC_BLOCK_LIST || s->kind == SPEC_BLOCK_SET)
      nested = need == NEED_FULL || !spec_reliable(s->nested) ? NEED_FULL
                                                              : NEED_NONE;
    else if (s->kind == SPEC_BLOCK_MAP)
      nested = need == NEED_FULL ? NEED_FULL : NEED_NONE;
    /* A set orders its elements by value and a collection of mixed
       types converts them: what they hold stays values. */
    bool nested_plain = plain && s->kind == SPEC_BLOCK;
    if (s->kind == SPEC_BLOCK_LIST || s->kind == SPEC_BLOCK_MAP)
      nested_plain = n->freeze =
          plain && need == NEED_FULL && blocks_reliable(s);
    if (s->kind != SPEC_BLOCK_ATTRS)
      n->child = spec_body(b, s->nested, nested, nested_plain);
    if (need == NEED_NONE) {
      if (s->kind == SPEC_BLOCK || s->kind == SPEC_BLOCK_ATTRS)
        n->quiet = !s->required;
      else if (s->kind == SPEC_BLOCK_MAP)
        n->quiet = true;
      else /* list, set: unless they must have blocks or collect them */
        n->quiet = s->min_items <= 0 && n->child && n->child->root &&
                   n->child->root->need != NEED_FULL;
    }
    return n;
  }
  case SPEC_LITERAL:
    return n;
  }
  n->kids = plan_alloc(b, (n->nkids ? n->nkids : 1) * sizeof *n->kids);
  if (!n->kids)
    return n;
  if (s->kind == SPEC_OBJECT || s->kind == SPEC_TUPLE) {
    for (size_t i = 0; i < s->n && !b->nomem; i++)
      n->kids[i] = make_node(b, acc, s->children[i], kid_need, plain);
  } else if (s->kind == SPEC_DEFAULT) {
    n->kids[0] = make_node(b, acc, s->primary,
                           need == NEED_FULL ? NEED_FULL : NEED_NULL, plain);
    if (!b->nomem)
      n->kids[1] = make_node(b, acc, s->fallback, need, plain);
  } else {
    /* the transform's expression reads the value */
    n->kids[0] =
        make_node(b, acc, s->nested, s->expr ? NEED_FULL : NEED_NONE, false);
  }
  return n;
}

/* The vname index of `name`, added when new. */
static size_t name_index(builder *b, vbody *body, hcl_vec *names,
                         const char *name) {
  size_t len = strlen(name);
  bool inserted;
  hcl_map_entry *e = hcl_map_upsert(&body->index, name, len, &inserted);
  if (!e) {
    b->nomem = true;
    return 0;
  }
  if (!inserted)
    return (size_t)(uintptr_t)e->value - 1;
  vname *vn = hcl_vec_push_zero(names);
  if (!vn) {
    b->nomem = true;
    return 0;
  }
  vn->name = e->key;
  vn->len = len;
  vn->attr_schema = -1;
  vn->block_schema = -1;
  e->value = (void *)(uintptr_t)names->len;
  return names->len - 1;
}

/* FNV-1a: cheap, and enough for a table of fixed names (see vbody). */
static uint64_t name_hash(const char *s, size_t len) {
  uint64_t h = 0xcbf29ce484222325u;
  for (size_t i = 0; i < len; i++)
    h = (h ^ (unsigned char)s[i]) * 0x100000001b3u;
  return h ^ (h >> 32);
}

static void build_lookup(builder *b, vbody *body) {
  size_t cap = 8;
  while (cap < 2 * body->nnames)
    cap *= 2;
  body->lookup = plan_alloc(b, cap * sizeof *body->lookup);
  if (!body->lookup)
    return;
  memset(body->lookup, 0, cap * sizeof *body->lookup);
  body->lookup_mask = cap - 1;
  for (size_t k = 0; k < body->nnames; k++) {
    const vname *vn = &body->names[k];
    size_t i = (size_t)name_hash(vn->name, vn->len) & body->lookup_mask;
    while (body->lookup[i])
      i = (i + 1) & body->lookup_mask;
    body->lookup[i] = (uint32_t)(k + 1);
  }
}

/* The names, their first schema entries and the slots reading them. */
static void index_names(builder *b, vbody *body) {
  hcl_vec names;
  hcl_vec_init(&names, b->p->alloc, sizeof(vname));
  body->attr_name = plan_alloc(b, (body->nattrs ? body->nattrs : 1) *
                                      sizeof *body->attr_name);
  for (size_t i = 0; i < body->nattrs && !b->nomem; i++) {
    size_t k = name_index(b, body, &names, body->attrs[i].name);
    if (b->nomem)
      break;
    body->attr_name[i] = k;
    vname *vn = hcl_vec_at(&names, k);
    if (vn->attr_schema < 0)
      vn->attr_schema = (long)i;
  }
  for (size_t i = 0; i < body->nblocks && !b->nomem; i++) {
    size_t k = name_index(b, body, &names, body->blocks[i].type);
    vname *vn = b->nomem ? NULL : hcl_vec_at(&names, k);
    if (vn && vn->block_schema < 0)
      vn->block_schema = (long)i;
  }
  /* every slot's name is in the schema: count, then fill */
  for (int pass = 0; pass < 2 && !b->nomem; pass++) {
    for (size_t i = 0; i < body->naslots + body->nbslots && !b->nomem; i++) {
      bool attr = i < body->naslots;
      const vnode *n = attr ? body->aslots[i] : body->bslots[i - body->naslots];
      size_t k = name_index(b, body, &names, n->s->name);
      if (b->nomem)
        break;
      vname *vn = hcl_vec_at(&names, k);
      if (pass == 0) {
        if (attr)
          vn->naslots++;
        else
          vn->nbslots++;
      } else if (attr) {
        vn->aslots[vn->naslots++] = n->slot;
      } else {
        vn->bslots[vn->nbslots++] = n->slot;
      }
    }
    for (size_t k = 0; pass == 0 && k < names.len && !b->nomem; k++) {
      vname *vn = hcl_vec_at(&names, k);
      vn->aslots =
          plan_alloc(b, (vn->naslots ? vn->naslots : 1) * sizeof *vn->aslots);
      vn->bslots =
          plan_alloc(b, (vn->nbslots ? vn->nbslots : 1) * sizeof *vn->bslots);
      vn->naslots = vn->nbslots = 0;
    }
  }
  if (!b->nomem) {
    body->names = plan_alloc(b, (names.len ? names.len : 1) * sizeof(vname));
    if (body->names && names.len)
      memcpy(body->names, names.data, names.len * sizeof(vname));
    body->nnames = names.len;
    if (body->names)
      build_lookup(b, body);
  }
  hcl_vec_fini(&names);
  body->block_types = plan_alloc(b, (body->nblocks ? body->nblocks : 1) *
                                        sizeof *body->block_types);
  for (size_t i = 0; body->block_types && i < body->nblocks; i++)
    body->block_types[i] = body->blocks[i].type;
  body->schema.attrs = body->attrs;
  body->schema.nattrs = body->nattrs;
  body->schema.blocks = body->blocks;
  body->schema.nblocks = body->nblocks;
}

/* Copies a vector's elements into the plan's arena. */
static void *keep_vec(builder *b, const hcl_vec *v) {
  void *p = plan_alloc(b, (v->len ? v->len : 1) * v->elem_size);
  if (p && v->len)
    memcpy(p, v->data, v->len * v->elem_size);
  return p;
}

/* The plan of a body read with `root`, whose value is needed as `need`. */
static vbody *spec_body(builder *b, const hcl_spec *root, vneed need,
                        bool plain) {
  vbody *body = new_body(b);
  if (!body)
    return NULL;
  slots_acc acc;
  hcl_vec_init(&acc.aslots, b->p->alloc, sizeof(vnode *));
  hcl_vec_init(&acc.bslots, b->p->alloc, sizeof(vnode *));
  struct {
    hcl_vec attrs, blocks;
  } sa;
  hcl_vec_init(&sa.attrs, b->p->alloc, sizeof(hcl_attr_schema));
  hcl_vec_init(&sa.blocks, b->p->alloc, sizeof(hcl_block_schema));
  body->root = make_node(b, &acc, root, need, plain);
  if (!hcl_spec_schema_append(root, &sa.attrs, &sa.blocks))
    b->nomem = true;
  if (!b->nomem) {
    body->attrs = keep_vec(b, &sa.attrs);
    body->nattrs = sa.attrs.len;
    body->blocks = keep_vec(b, &sa.blocks);
    body->nblocks = sa.blocks.len;
    body->aslots = keep_vec(b, &acc.aslots);
    body->naslots = acc.aslots.len;
    body->bslots = keep_vec(b, &acc.bslots);
    body->nbslots = acc.bslots.len;
  }
  hcl_vec_fini(&sa.attrs);
  hcl_vec_fini(&sa.blocks);
  hcl_vec_fini(&acc.aslots);
  hcl_vec_fini(&acc.bslots);
  if (!b->nomem)
    index_names(b, body);
  /* source_range(): a default's primary, a transform's wrapped spec */
  const vnode *n = body->root;
  while (n && (n->kind == SPEC_DEFAULT || n->kind == SPEC_TRANSFORM))
    n = n->kids ? n->kids[0] : NULL;
  body->src = n;
  return body;
}

/* ---- The plan ------------------------------------------------------------ */

static hcl_status start(const hcl_alloc *alloc, builder *b) {
  plan_owned *po = hcl_mem_alloc(alloc, sizeof *po);
  if (!po)
    return HCL_ERR_NOMEM;
  memset(po, 0, sizeof *po);
  po->plan.alloc = alloc;
  hcl_arena_init(&po->arena, alloc, 8 * 1024);
  hcl_vec_init(&po->plan.nodes, alloc, sizeof(vnode *));
  hcl_vec_init(&po->plan.bodies, alloc, sizeof(vbody *));
  b->p = &po->plan;
  b->nomem = false;
  return HCL_OK;
}

static hcl_status finish(builder *b, vplan **out) {
  if (b->nomem) {
    hcl_vplan_free(b->p);
    *out = NULL;
    return HCL_ERR_NOMEM;
  }
  *out = b->p;
  return HCL_OK;
}

hcl_status hcl_vplan_new_spec(const hcl_spec *spec, const hcl_alloc *alloc,
                              vneed need, bool json, vplan **out) {
  builder b;
  *out = NULL;
  if (start(alloc, &b) != HCL_OK)
    return HCL_ERR_NOMEM;
  b.p->root = spec_body(&b, spec, need, json && need == NEED_FULL);
  return finish(&b, out);
}

hcl_status hcl_vplan_new_schema(const hcl_schema *schema,
                                const hcl_alloc *alloc, vplan **out) {
  builder b;
  *out = NULL;
  if (start(alloc, &b) != HCL_OK)
    return HCL_ERR_NOMEM;
  vbody *body = new_body(&b);
  if (body) {
    body->attrs = plan_alloc(&b, (schema->nattrs ? schema->nattrs : 1) *
                                     sizeof(hcl_attr_schema));
    body->blocks = plan_alloc(&b, (schema->nblocks ? schema->nblocks : 1) *
                                      sizeof(hcl_block_schema));
    if (body->attrs && schema->nattrs)
      memcpy(body->attrs, schema->attrs,
             schema->nattrs * sizeof(hcl_attr_schema));
    if (body->blocks && schema->nblocks)
      memcpy(body->blocks, schema->blocks,
             schema->nblocks * sizeof(hcl_block_schema));
    body->nattrs = schema->nattrs;
    body->nblocks = schema->nblocks;
    body->aslots = plan_alloc(&b, sizeof(vnode *));
    body->bslots = plan_alloc(&b, sizeof(vnode *));
    if (!b.nomem)
      index_names(&b, body);
    b.p->root = body;
  }
  return finish(&b, out);
}

void hcl_vplan_free(vplan *p) {
  if (!p)
    return;
  for (size_t i = 0; i < p->nodes.len; i++) {
    vnode *n = *(vnode **)hcl_vec_at(&p->nodes, i);
    hcl_type_unref(n->implied);
    hcl_value_unref(n->null_value);
    hcl_type_unref(n->object_type);
    hcl_mem_free(p->alloc, n->object_index);
  }
  for (size_t i = 0; i < p->bodies.len; i++)
    hcl_map_fini(&(*(vbody **)hcl_vec_at(&p->bodies, i))->index);
  hcl_vec_fini(&p->nodes);
  hcl_vec_fini(&p->bodies);
  plan_owned *po = (plan_owned *)p;
  hcl_arena_fini(&po->arena);
  hcl_mem_free(p->alloc, po);
}

const vname *hcl_vbody_find(const vbody *b, const char *name, size_t len) {
  if (!b->lookup)
    return NULL; /* a body of a plan being built, which finds nothing yet */
  size_t i = (size_t)name_hash(name, len) & b->lookup_mask;
  for (uint32_t k; (k = b->lookup[i]) != 0; i = (i + 1) & b->lookup_mask) {
    const vname *vn = &b->names[k - 1];
    if (vn->len == len && (len == 0 || memcmp(vn->name, name, len) == 0))
      return vn;
  }
  return NULL;
}
