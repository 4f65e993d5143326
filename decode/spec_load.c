/*
 * Reading a spec file (the hcldec spec format): `function` blocks,
 * `variables` blocks, then exactly one root spec block, each spec block
 * read as the reference reads it, messages included. A spec that fails to
 * load stands in as the error spec (null).
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "core/diags.h"
#include "core/name_index.h"
#include "decode/spec.h"
#include "decode/spec_args.h"
#include "decode/spec_file.h"
#include "decode/type_expr.h"
#include "decode/userfunc.h"
#include "hcl/functions.h"
#include "tree/tree.h"

static const char *const SPEC_TYPES[] = {
    "object",    "array",       "tuple",      "literal",
    "attr",      "block",       "block_list", "block_map",
    "block_set", "block_attrs", "default",    "transform"};
#define NSPEC_TYPES (sizeof SPEC_TYPES / sizeof SPEC_TYPES[0])

/* The functions spec expressions may call. */
static const char *const SPEC_FUNCTIONS[] = {
    "abs",        "coalesce",   "concat", "hasindex", "int",
    "jsondecode", "jsonencode", "length", "lower",    "max",
    "min",        "reverse",    "strlen", "substr",   "upper"};

static const hcl_spec ERROR_SPEC = {.kind = SPEC_LITERAL};

const hcl_spec *hcl_spec_error(void) { return &ERROR_SPEC; }

typedef struct loader {
  hcl_spec_file *file;
  hcl_diags *ds;
  bool nomem;
} loader;

static bool diag(loader *l, hcl_severity sev, const char *summary,
                 const char *detail, const hcl_range *subject) {
  hcl_diag d = {sev, 0, summary, detail, subject, NULL, NULL};
  if (l->ds && hcl_diags_add(l->ds, &d) != HCL_OK)
    l->nomem = true;
  return false;
}

static bool error(loader *l, const char *summary, const char *detail,
                  const hcl_range *subject) {
  return diag(l, HCL_DIAG_ERROR, summary, detail, subject);
}

static hcl_spec *new_spec(loader *l, spec_kind kind) {
  hcl_spec *s = hcl_arena_alloc(&l->file->arena, sizeof *s);
  if (!s) {
    l->nomem = true;
    return NULL;
  }
  memset(s, 0, sizeof *s);
  s->kind = kind;
  s->alloc = l->file->alloc;
  return s;
}

/* Whether reading a spec block's arguments failed (errors or no memory). */
static bool args_failed(loader *l, hcl_status st) {
  if (st == HCL_ERR_NOMEM)
    l->nomem = true;
  return st != HCL_OK;
}

/* Keeps a type reference until the spec file is freed. */
static const hcl_type *keep_type(loader *l, const hcl_type *t) {
  if (t && !hcl_vec_push(&l->file->types, &t)) {
    hcl_type_unref(t);
    l->nomem = true;
    return NULL;
  }
  if (!t)
    l->nomem = true;
  return t;
}

static hcl_schema spec_schema(bool labelled, hcl_block_schema *blocks) {
  static const char *const key[] = {"key"};
  for (size_t i = 0; i < NSPEC_TYPES; i++) {
    blocks[i].type = SPEC_TYPES[i];
    blocks[i].label_names = labelled ? key : NULL;
    blocks[i].nlabels = labelled ? 1 : 0;
  }
  hcl_schema s = {NULL, 0, blocks, NSPEC_TYPES};
  return s;
}

/* The spec blocks of a body: Content with the spec block types. */
static bool spec_blocks(loader *l, const hcl_body *body, bool labelled,
                        hcl_content *c) {
  hcl_block_schema blocks[NSPEC_TYPES];
  hcl_schema s = spec_schema(labelled, blocks);
  hcl_status st = hcl_body_content(body, &s, c, l->ds);
  if (st == HCL_ERR_NOMEM)
    l->nomem = true;
  return st == HCL_OK;
}

static const hcl_spec *load_block(loader *l, const hcl_block *blk);

/* A body that must hold exactly one spec block (block specs, the root). */
static const hcl_spec *load_single(loader *l, const hcl_body *body,
                                   const char *what) {
  hcl_content c;
  bool clean = spec_blocks(l, body, false, &c);
  char detail[160]; /* `what` is one of our own short names */
  snprintf(detail, sizeof detail,
           "A %s must have exactly one child spec specifying how to decode "
           "block contents.",
           what);
  if (c.nblocks == 0) {
    if (clean) {
      hcl_range r = hcl_body_missing_item_range(body);
      error(l, "Missing spec block", detail, &r);
    }
    return hcl_spec_error();
  }
  if (c.nblocks > 1) {
    error(l, "Extraneous spec block", detail, &c.blocks[1]->def_range);
    return hcl_spec_error();
  }
  return load_block(l, c.blocks[0]);
}

static const hcl_spec *load_object(loader *l, const hcl_body *body) {
  hcl_content c;
  spec_blocks(l, body, true, &c);
  hcl_spec *s = new_spec(l, SPEC_OBJECT);
  const char **names = hcl_arena_alloc(
      &l->file->arena, (c.nblocks ? c.nblocks : 1) * sizeof *names);
  const hcl_spec **kids = hcl_arena_alloc(
      &l->file->arena, (c.nblocks ? c.nblocks : 1) * sizeof *kids);
  if (!s || !names || !kids) {
    l->nomem = true;
    return hcl_spec_error();
  }
  hcl_name_index seen; /* names[0, s->n) */
  hcl_name_index_init(&seen, hcl_name_of_cstr, l->file->alloc);
  for (size_t i = 0; i < c.nblocks && !l->nomem; i++) {
    const hcl_spec *kid = load_block(l, c.blocks[i]);
    const char *name = c.blocks[i]->labels[0].ptr;
    hcl_str key = {name, strlen(name)};
    /* a later property of the same name replaces it */
    size_t at = hcl_name_index_find(&seen, names, s->n, key);
    at = at ? at - 1 : s->n;
    names[at] = name;
    kids[at] = kid;
    if (at == s->n)
      s->n++;
  }
  hcl_name_index_fini(&seen);
  s->names = names;
  s->children = kids;
  return s;
}

static const hcl_spec *load_array(loader *l, const hcl_body *body) {
  hcl_content c;
  spec_blocks(l, body, false, &c);
  hcl_spec *s = new_spec(l, SPEC_TUPLE);
  const hcl_spec **kids = hcl_arena_alloc(
      &l->file->arena, (c.nblocks ? c.nblocks : 1) * sizeof *kids);
  if (!s || !kids) {
    l->nomem = true;
    return hcl_spec_error();
  }
  for (size_t i = 0; i < c.nblocks && !l->nomem; i++)
    kids[i] = load_block(l, c.blocks[i]);
  s->children = kids;
  s->n = c.nblocks;
  return s;
}

static const hcl_type *type_arg(loader *l, const hcl_expr *e) {
  const hcl_type *t;
  if (hcl_type_expr_eval(l->file->type_ctx, e, l->ds, &t) != HCL_OK) {
    l->nomem = true;
    return NULL;
  }
  return keep_type(l, t);
}

static const hcl_spec *load_attr(loader *l, const hcl_body *body,
                                 const char *implied) {
  static const arg_def defs[] = {
      {"name", ARG_STRING}, {"required", ARG_BOOL}, {"type", ARG_EXPR}};
  arg_val a[3];
  if (args_failed(l, hcl_spec_args(body, defs, 3, NULL, a, NULL, l->ds)))
    return hcl_spec_error();
  hcl_spec *s = new_spec(l, SPEC_ATTR);
  if (!s)
    return hcl_spec_error();
  s->name = a[0].set ? a[0].str : implied;
  s->required = a[1].set && a[1].b;
  s->type = type_arg(l, a[2].expr);
  if (!s->name || !*s->name) {
    hcl_range r = hcl_body_missing_item_range(body);
    error(l, "Missing name in attribute spec",
          "The name attribute is required, to specify the attribute name "
          "that is expected in an input HCL file.",
          &r);
    return hcl_spec_error();
  }
  return s->type ? s : hcl_spec_error();
}

/* "Missing block_type in block_list spec" and its siblings. */
static bool has_type_name(loader *l, const hcl_spec *s, const hcl_body *body,
                          const char *kind) {
  if (s->name && *s->name)
    return true;
  char summary[80]; /* `kind` is a spec type name: "block_attrs" at most */
  snprintf(summary, sizeof summary, "Missing block_type in %s spec", kind);
  hcl_range r = hcl_body_missing_item_range(body);
  return error(l, summary,
               "The block_type attribute is required, to specify the block "
               "type name that is expected in an input HCL file.",
               &r);
}

static const hcl_spec *load_block_spec(loader *l, const hcl_body *body,
                                       const char *implied, spec_kind kind) {
  static const arg_def single[] = {{"block_type", ARG_STRING},
                                   {"required", ARG_BOOL}};
  static const arg_def many[] = {{"block_type", ARG_STRING},
                                 {"max_items", ARG_INT},
                                 {"min_items", ARG_INT}};
  static const arg_def map[] = {{"block_type", ARG_STRING},
                                {"labels", ARG_STRINGS}};
  const arg_def *defs = kind == SPEC_BLOCK       ? single
                        : kind == SPEC_BLOCK_MAP ? map
                                                 : many;
  size_t n = kind == SPEC_BLOCK || kind == SPEC_BLOCK_MAP ? 2 : 3;
  arg_val a[3];
  const hcl_body *rest = NULL;
  if (args_failed(l, hcl_spec_args(body, defs, n, NULL, a, &rest, l->ds)))
    return hcl_spec_error();
  hcl_spec *s = new_spec(l, kind);
  if (!s)
    return hcl_spec_error();
  s->name = a[0].set ? a[0].str : implied;
  if (kind == SPEC_BLOCK) {
    s->required = a[1].set && a[1].b;
  } else if (kind == SPEC_BLOCK_MAP) {
    s->labels = a[1].strs;
    s->nlabels = a[1].set ? a[1].nstrs : 0;
  } else {
    s->max_items = a[1].set ? a[1].n : 0;
    s->min_items = a[2].set ? a[2].n : 0;
  }
  s->nested = load_single(l, rest, "block spec");
  if (kind == SPEC_BLOCK)
    return s;
  const char *what = kind == SPEC_BLOCK_LIST  ? "block_list"
                     : kind == SPEC_BLOCK_SET ? "block_set"
                                              : "block_map";
  if (!has_type_name(l, s, body, what))
    return hcl_spec_error();
  if (kind != SPEC_BLOCK_MAP)
    return s;
  hcl_range r = hcl_body_missing_item_range(body);
  if (s->nlabels < 1) {
    error(l, "Invalid block label name list",
          "A block_map must have at least one label specified.", &r);
    return hcl_spec_error();
  }
  const hcl_type *t = hcl_spec_implied_type(s);
  if (!t) {
    l->nomem = true;
  } else if (!hcl_type_is_concrete(t)) {
    error(l, "Invalid block_map spec",
          "A block_map spec may not contain attributes with type 'any'.", &r);
  }
  hcl_type_unref(t);
  return s;
}

static const hcl_spec *load_block_attrs(loader *l, const hcl_body *body,
                                        const char *implied) {
  static const arg_def defs[] = {{"block_type", ARG_STRING},
                                 {"element_type", ARG_EXPR},
                                 {"required", ARG_BOOL}};
  arg_val a[3];
  if (args_failed(l, hcl_spec_args(body, defs, 3, NULL, a, NULL, l->ds)))
    return hcl_spec_error();
  hcl_spec *s = new_spec(l, SPEC_BLOCK_ATTRS);
  if (!s)
    return hcl_spec_error();
  s->name = a[0].set ? a[0].str : implied;
  s->required = a[2].set && a[2].b;
  s->type = type_arg(l, a[1].expr);
  if (!has_type_name(l, s, body, "block_attrs") || !s->type)
    return hcl_spec_error();
  return s;
}

static const hcl_spec *load_literal(loader *l, const hcl_body *body) {
  static const arg_def defs[] = {{"value", ARG_VALUE}};
  arg_val a[1];
  bool failed = args_failed(
      l, hcl_spec_args(body, defs, 1, l->file->spec_ctx, a, NULL, l->ds));
  if (a[0].value && !hcl_vec_push(&l->file->values, &a[0].value)) {
    hcl_value_unref(a[0].value);
    l->nomem = true;
    return hcl_spec_error();
  }
  if (failed)
    return hcl_spec_error();
  hcl_spec *s = new_spec(l, SPEC_LITERAL);
  if (!s)
    return hcl_spec_error();
  s->literal = a[0].value;
  return s;
}

static const hcl_spec *load_default(loader *l, const hcl_body *body) {
  hcl_content c;
  bool clean = spec_blocks(l, body, false, &c);
  if (c.nblocks == 0) {
    if (clean) {
      hcl_range r = hcl_body_missing_item_range(body);
      error(l, "Missing spec block",
            "A default block must have at least one nested spec, each "
            "specifying a possible outcome.",
            &r);
    }
    return hcl_spec_error();
  }
  if (c.nblocks == 1 && clean)
    /* the reference points past the only block here and crashes */
    diag(l, HCL_DIAG_WARNING, "Useless default block",
         "A default block with only one spec is equivalent to using that "
         "spec alone.",
         &c.blocks[0]->def_range);
  const hcl_spec *spec = NULL;
  for (size_t i = 0; i < c.nblocks && !l->nomem; i++) {
    size_t before = l->ds ? hcl_diags_error_count(l->ds) : 0;
    const hcl_spec *candidate = load_block(l, c.blocks[i]);
    if (l->ds && hcl_diags_error_count(l->ds) > before)
      continue;
    if (!spec) {
      spec = candidate;
      continue;
    }
    hcl_spec *d = new_spec(l, SPEC_DEFAULT);
    if (!d)
      break;
    d->primary = spec;
    d->fallback = candidate;
    spec = d;
  }
  return spec ? spec : hcl_spec_error();
}

static const hcl_spec *load_transform(loader *l, const hcl_body *body) {
  static const arg_def defs[] = {{"result", ARG_EXPR}};
  arg_val a[1];
  const hcl_body *rest = NULL;
  if (args_failed(l, hcl_spec_args(body, defs, 1, NULL, a, &rest, l->ds)))
    return hcl_spec_error();
  hcl_content c;
  bool clean = spec_blocks(l, rest, false, &c);
  if (c.nblocks != 1) {
    if (clean) {
      hcl_range r = hcl_body_missing_item_range(body);
      error(l, "Invalid transform spec",
            "A transform spec block must have exactly one nested spec block.",
            &r);
    }
    return hcl_spec_error();
  }
  hcl_spec *s = new_spec(l, SPEC_TRANSFORM);
  if (!s)
    return hcl_spec_error();
  s->expr = a[0].expr;
  s->transform_ctx = l->file->spec_ctx;
  s->nested = load_block(l, c.blocks[0]);
  return s;
}

static const hcl_spec *load_kind(loader *l, const hcl_block *blk);

/* A spec block of any kind, with its range (for hcl_spec_file_check). */
static const hcl_spec *load_block(loader *l, const hcl_block *blk) {
  const hcl_spec *s = load_kind(l, blk);
  if (s != hcl_spec_error())
    ((hcl_spec *)s)->range = blk->def_range; /* made here, in the arena */
  return s;
}

static const hcl_spec *load_kind(loader *l, const hcl_block *blk) {
  const char *implied = blk->nlabels ? blk->labels[0].ptr : "";
  hcl_str t = blk->type;
  const hcl_body *b = blk->body;
  if (hcl_str_eq_c(t, "object"))
    return load_object(l, b);
  /* config-spec-language-evalconfig.md defines `tuple` as `array` */
  if (hcl_str_eq_c(t, "array") || hcl_str_eq_c(t, "tuple"))
    return load_array(l, b);
  if (hcl_str_eq_c(t, "attr"))
    return load_attr(l, b, implied);
  if (hcl_str_eq_c(t, "block"))
    return load_block_spec(l, b, implied, SPEC_BLOCK);
  if (hcl_str_eq_c(t, "block_list"))
    return load_block_spec(l, b, implied, SPEC_BLOCK_LIST);
  if (hcl_str_eq_c(t, "block_set"))
    return load_block_spec(l, b, implied, SPEC_BLOCK_SET);
  if (hcl_str_eq_c(t, "block_map"))
    return load_block_spec(l, b, implied, SPEC_BLOCK_MAP);
  if (hcl_str_eq_c(t, "block_attrs"))
    return load_block_attrs(l, b, implied);
  if (hcl_str_eq_c(t, "default"))
    return load_default(l, b);
  if (hcl_str_eq_c(t, "transform"))
    return load_transform(l, b);
  if (hcl_str_eq_c(t, "literal"))
    return load_literal(l, b);
  hcl_buf detail;
  hcl_buf_init(&detail, l->file->alloc);
  const char *text = hcl_buf_format(
      &detail, "Blocks of type \"%s\" are not expected here.", t.ptr);
  if (text)
    error(l, "Invalid spec block", text, &blk->type_range);
  else
    l->nomem = true;
  hcl_buf_fini(&detail);
  return hcl_spec_error();
}

/* `variables` blocks: each attribute a variable, evaluated with the spec
   functions. */
static const hcl_body *load_variables(loader *l, const hcl_body *body) {
  hcl_block_schema blocks[] = {{"variables", NULL, 0}};
  hcl_schema s = {NULL, 0, blocks, 1};
  hcl_content c;
  const hcl_body *rest = body;
  if (hcl_body_partial_content(body, &s, &c, &rest, l->ds) == HCL_ERR_NOMEM) {
    l->nomem = true;
    return body;
  }
  for (size_t i = 0; i < c.nblocks && !l->nomem; i++) {
    hcl_content attrs;
    if (hcl_body_just_attributes(c.blocks[i]->body, &attrs, l->ds) ==
        HCL_ERR_NOMEM) {
      l->nomem = true;
      break;
    }
    for (size_t k = 0; k < attrs.nattrs && !l->nomem; k++) {
      hcl_value *v =
          hcl_expr_eval(attrs.attrs[k]->expr, l->file->spec_ctx, l->ds);
      hcl_named_value nv = {attrs.attrs[k]->name, v};
      if (!v || !hcl_vec_push(&l->file->vars, &nv)) {
        hcl_value_unref(v);
        l->nomem = true;
      }
    }
  }
  return rest;
}

static const hcl_spec *load_root(loader *l, const hcl_body *body) {
  hcl_content c;
  bool clean = spec_blocks(l, body, false, &c);
  const char *detail = "A spec file must have exactly one root block "
                       "specifying how to map to a JSON value.";
  if (c.nblocks == 0) {
    if (clean) {
      hcl_range r = hcl_body_missing_item_range(body);
      error(l, "Missing spec block", detail, &r);
    }
    return hcl_spec_error();
  }
  if (c.nblocks > 1) {
    error(l, "Extraneous spec block", detail, &c.blocks[1]->def_range);
    return hcl_spec_error();
  }
  return load_block(l, c.blocks[0]);
}

static hcl_spec_file *file_new(const hcl_alloc *alloc) {
  hcl_spec_file *f = hcl_mem_alloc(alloc, sizeof *f);
  if (!f)
    return NULL;
  memset(f, 0, sizeof *f);
  f->alloc = alloc;
  hcl_arena_init(&f->arena, alloc, 4096);
  hcl_vec_init(&f->values, alloc, sizeof(hcl_value *));
  hcl_vec_init(&f->types, alloc, sizeof(const hcl_type *));
  hcl_vec_init(&f->vars, alloc, sizeof(hcl_named_value));
  hcl_vec_init(&f->funcs, alloc, sizeof(hcl_named_func));
  f->spec_ctx = hcl_eval_ctx_new(alloc);
  f->root = hcl_spec_error();
  bool ok = f->spec_ctx && hcl_type_ctx_new(alloc, &f->type_ctx) == HCL_OK;
  for (size_t i = 0; ok && i < sizeof SPEC_FUNCTIONS / sizeof *SPEC_FUNCTIONS;
       i++) {
    const char *name = SPEC_FUNCTIONS[i];
    const hcl_func *fn = hcl_func_library_lookup(name, strlen(name));
    ok = fn &&
         hcl_eval_ctx_set_func(f->spec_ctx, name, strlen(name), fn) == HCL_OK;
  }
  if (!ok) {
    hcl_spec_file_free(f);
    return NULL;
  }
  return f;
}

void hcl_spec_file_free(hcl_spec_file *f) {
  if (!f)
    return;
  for (size_t i = 0; i < f->values.len; i++)
    hcl_value_unref(*(hcl_value **)hcl_vec_at(&f->values, i));
  for (size_t i = 0; i < f->types.len; i++)
    hcl_type_unref(*(const hcl_type **)hcl_vec_at(&f->types, i));
  for (size_t i = 0; i < f->vars.len; i++)
    hcl_value_unref(((hcl_named_value *)hcl_vec_at(&f->vars, i))->value);
  for (size_t i = 0; i < f->funcs.len; i++)
    hcl_func_unref(((hcl_named_func *)hcl_vec_at(&f->funcs, i))->func);
  hcl_vec_fini(&f->values);
  hcl_vec_fini(&f->types);
  hcl_vec_fini(&f->vars);
  hcl_vec_fini(&f->funcs);
  hcl_type_ctx_free(f->type_ctx);
  hcl_eval_ctx_free(f->spec_ctx);
  hcl_arena_fini(&f->arena);
  hcl_mem_free(f->alloc, f);
}

hcl_status hcl_spec_file_load(const hcl_body *body, const hcl_alloc *alloc,
                              hcl_spec_file **out, hcl_diags *ds) {
  *out = NULL;
  hcl_spec_file *f = file_new(alloc);
  if (!f)
    return HCL_ERR_NOMEM;
  loader l = {f, ds, false};
  size_t before = ds ? hcl_diags_count(ds) : 0;
  const hcl_body *rest = body;
  hcl_status st = hcl_userfuncs_read(body, "function", f->spec_ctx, alloc,
                                     &f->funcs, &rest, ds);
  if (st == HCL_ERR_NOMEM)
    l.nomem = true;
  if (!l.nomem)
    rest = load_variables(&l, rest);
  if (!l.nomem)
    f->root = load_root(&l, rest);
  if (l.nomem) {
    hcl_spec_file_free(f);
    return HCL_ERR_NOMEM;
  }
  *out = f;
  for (size_t i = before; ds && i < hcl_diags_count(ds); i++)
    if (hcl_diags_at(ds, i)->severity == HCL_DIAG_ERROR)
      return HCL_ERR_SYNTAX;
  return HCL_OK;
}

const hcl_spec *hcl_spec_file_root(const hcl_spec_file *f) { return f->root; }

bool hcl_spec_file_has_variables(const hcl_spec_file *f) {
  return f->vars.len > 0;
}

bool hcl_spec_file_has_functions(const hcl_spec_file *f) {
  return f->funcs.len > 0;
}

hcl_status hcl_spec_file_define(const hcl_spec_file *f, hcl_eval_ctx *c) {
  for (size_t i = 0; i < f->vars.len; i++) {
    const hcl_named_value *nv = hcl_vec_at(&f->vars, i);
    hcl_status st =
        hcl_eval_ctx_set_var(c, nv->name.ptr, nv->name.len, nv->value);
    if (st != HCL_OK)
      return st;
  }
  for (size_t i = 0; i < f->funcs.len; i++) {
    const hcl_named_func *nf = hcl_vec_at(&f->funcs, i);
    hcl_status st =
        hcl_eval_ctx_set_func(c, nf->name.ptr, nf->name.len, nf->func);
    if (st != HCL_OK)
      return st;
  }
  return HCL_OK;
}
