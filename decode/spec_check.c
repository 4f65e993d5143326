/*
 * What a spec file may say that the reference's hcldec accepts but the
 * information model calls an error (hcl_spec_file_check): a body read
 * with the same attribute twice, or with one name as an attribute and a
 * block type, and block counts no input can meet (max_items below
 * min_items). hcldec keeps the reference's behaviour and does not call it;
 * an application that wants its specs sound does.
 */

#include <string.h>

#include "core/buf.h"
#include "core/name_index.h"
#include "core/vec.h"
#include "decode/spec.h"

/* What one body's specs read: a name and the spec reading it. */
typedef struct read_name {
  hcl_str name;
  const hcl_spec *by;
} read_name;

typedef struct checker {
  const hcl_alloc *alloc;
  hcl_diags *ds;
  hcl_vec bodies; /* const hcl_spec *: the specs reading each body */
  hcl_vec attrs;  /* read_name: the body's attributes */
  hcl_vec blocks; /* read_name: the body's block types */
  hcl_status st;
} checker;

static hcl_str name_of(const void *list, size_t i) {
  return ((const read_name *)list)[i].name;
}

static void nomem(checker *c) { c->st = HCL_ERR_NOMEM; }

static void push(checker *c, hcl_vec *v, const char *name, const hcl_spec *s) {
  read_name r = {{name, strlen(name)}, s};
  if (!hcl_vec_push(v, &r))
    nomem(c);
}

/* Gathers what one spec reading the body reads, and the body its block
   spec reads. */
static bool gather(void *ctx, const hcl_spec *s) {
  checker *c = ctx;
  switch (s->kind) {
  case SPEC_ATTR:
    push(c, &c->attrs, s->name, s);
    break;
  case SPEC_BLOCK:
  case SPEC_BLOCK_LIST:
  case SPEC_BLOCK_SET:
  case SPEC_BLOCK_MAP:
  case SPEC_BLOCK_ATTRS:
    push(c, &c->blocks, s->name, s);
    if (s->nested && !hcl_vec_push(&c->bodies, &s->nested))
      nomem(c);
    break;
  default:
    break;
  }
  return false;
}

/* An error about spec `at`, its detail formatted; `other` (may be NULL)
   is the spec it clashes with, written after the detail's `%s`. */
static void report(checker *c, const hcl_spec *at, const char *summary,
                   const char *fmt, const char *name, const hcl_spec *other) {
  hcl_buf where, detail;
  hcl_buf_init(&where, c->alloc);
  hcl_buf_init(&detail, c->alloc);
  bool ok = !other || (hcl_buf_put_range(&where, &other->range) &&
                       hcl_buf_terminate(&where));
  const char *text =
      ok ? hcl_buf_format(&detail, fmt, name, other ? where.data : "") : NULL;
  if (!text || (c->ds && hcl_diags_add_error(c->ds, summary, text,
                                             &at->range) != HCL_OK))
    nomem(c);
  else if (c->st == HCL_OK)
    c->st = HCL_ERR_SYNTAX;
  hcl_buf_fini(&where);
  hcl_buf_fini(&detail);
}

static void check_body(checker *c) {
  hcl_name_index attrs;
  hcl_name_index_init(&attrs, name_of, c->alloc);
  const read_name *a = (const read_name *)c->attrs.data;
  const read_name *b = (const read_name *)c->blocks.data;
  for (size_t i = 0; i < c->attrs.len; i++) {
    size_t first = hcl_name_index_find(&attrs, a, i + 1, a[i].name);
    if (first != i + 1)
      report(c, a[i].by, "Attribute read twice",
             "The attribute \"%s\" is also read by the spec at %s: a body's "
             "schema names each attribute once.",
             a[i].by->name, a[first - 1].by);
  }
  for (size_t i = 0; i < c->blocks.len; i++) {
    size_t clash = hcl_name_index_find(&attrs, a, c->attrs.len, b[i].name);
    if (clash)
      report(c, b[i].by, "Name read both ways",
             "\"%s\" is read as a block type here and as an attribute by the "
             "spec at %s: a body's schema gives a name one meaning.",
             b[i].by->name, a[clash - 1].by);
    const hcl_spec *s = b[i].by;
    if ((s->kind == SPEC_BLOCK_LIST || s->kind == SPEC_BLOCK_SET) &&
        s->max_items > 0 && s->max_items < s->min_items) {
      hcl_buf detail;
      hcl_buf_init(&detail, c->alloc);
      const char *text = hcl_buf_format(
          &detail,
          "max_items is %ld but min_items is %ld: no number of \"%s\" "
          "blocks can satisfy both.",
          s->max_items, s->min_items, s->name);
      if (!text ||
          (c->ds && hcl_diags_add_error(c->ds, "Impossible block count", text,
                                        &s->range) != HCL_OK))
        nomem(c);
      else if (c->st == HCL_OK)
        c->st = HCL_ERR_SYNTAX;
      hcl_buf_fini(&detail);
    }
  }
  hcl_name_index_fini(&attrs);
}

hcl_status hcl_spec_file_check(const hcl_spec_file *f, hcl_diags *ds) {
  const hcl_spec *root = hcl_spec_file_root(f);
  checker c;
  memset(&c, 0, sizeof c);
  c.alloc = root->alloc;
  c.ds = ds;
  hcl_vec_init(&c.bodies, c.alloc, sizeof(const hcl_spec *));
  hcl_vec_init(&c.attrs, c.alloc, sizeof(read_name));
  hcl_vec_init(&c.blocks, c.alloc, sizeof(read_name));
  if (!hcl_vec_push(&c.bodies, &root))
    nomem(&c);
  /* bodies in the order the spec file nests them */
  for (size_t head = 0; head < c.bodies.len && c.st != HCL_ERR_NOMEM; head++) {
    const hcl_spec *s = *(const hcl_spec **)hcl_vec_at(&c.bodies, head);
    hcl_vec_clear(&c.attrs);
    hcl_vec_clear(&c.blocks);
    hcl_spec_visit_body(s, gather, &c);
    if (c.st != HCL_ERR_NOMEM)
      check_body(&c);
  }
  hcl_vec_fini(&c.bodies);
  hcl_vec_fini(&c.attrs);
  hcl_vec_fini(&c.blocks);
  return c.st;
}
