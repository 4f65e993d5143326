/*
 * The tree builder: a sink that turns each stream into a file body of
 * attributes, blocks and expression trees, all in the tree's arena. Open
 * nodes are kept on an explicit stack whose frames gather children until
 * the matching END event, when they are fixed into arrays.
 */

#include <string.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "core/inline.h"
#include "core/map.h"
#include "core/quote.h"
#include "native_syntax/ast.h"
#include "tree/tree.h"

typedef enum frame_kind { F_BODY, F_BLOCK, F_ATTR, F_EXPR } frame_kind;

/*
 * One open node. Its children wait on the tree's shared stacks (items for
 * bodies, kids for expressions) from the recorded index up, and are fixed
 * into an array of the arena when it ends: a frame stays small however
 * deep the nesting (a chain of binary operators nests as deep as it is
 * long).
 */
typedef struct frame {
  frame_kind kind;
  bool one_line;     /* F_BLOCK */
  size_t first_item; /* where its items start on `items` */
  size_t first_kid;  /* where its children start on `kids` (a JSON body:
                        its value) */
  hcl_body *body;    /* F_BODY, F_BLOCK */
  hcl_expr *expr;    /* F_EXPR */
} frame;

/* An item of an open body, waiting for the body's end. */
typedef struct item {
  bool is_block;
  union {
    hcl_attribute attr;
    hcl_block block;
  } u;
} item;

/* An open node of hcl_tree_add_native and its next child's index. */
typedef struct native_open {
  hcl_expr *x;
  uint32_t next;
} native_open;

struct hcl_tree {
  const hcl_alloc *alloc;
  hcl_arena arena;
  hcl_map filenames; /* interned file names -> the first file body */
  /* The last name interned: events of one file repeat it, so most ranges
     skip the lookup (compared by content: a caller may reuse memory). */
  const char *last_interned;
  /* The producer's pointer to that name in the stream being built, which
     stays the same string until the stream ends (or the tree is reset):
     compared by address, it spares most ranges even the comparison. */
  const char *last_given;
  hcl_vec files;       /* const hcl_body * */
  hcl_vec exprs;       /* const hcl_expr *, from standalone expressions */
  hcl_vec adopted;     /* hcl_tree *: trees this one frees (see tree.h) */
  hcl_vec on_free;     /* cleanup: what to call when freed or reset */
  hcl_vec stack;       /* frame */
  hcl_vec items;       /* item: the finished items of the open bodies */
  hcl_vec kids;        /* const hcl_expr *: the finished children of the open
                          expressions and attributes */
  hcl_vec open;        /* item: the headers of the open blocks and attributes */
  hcl_vec native_open; /* native_open: hcl_tree_add_native's stack */
  hcl_status failed;
};

typedef struct cleanup {
  void (*fn)(void *data);
  void *data;
} cleanup;

hcl_tree *hcl_tree_new(const hcl_alloc *alloc) {
  hcl_tree *t = hcl_mem_alloc(alloc, sizeof *t);
  if (!t)
    return NULL;
  memset(t, 0, sizeof *t);
  t->alloc = alloc;
  hcl_arena_init(&t->arena, alloc, 64 * 1024);
  hcl_map_init(&t->filenames, alloc);
  hcl_vec_init(&t->files, alloc, sizeof(const hcl_body *));
  hcl_vec_init(&t->exprs, alloc, sizeof(const hcl_expr *));
  hcl_vec_init(&t->adopted, alloc, sizeof(hcl_tree *));
  hcl_vec_init(&t->on_free, alloc, sizeof(cleanup));
  hcl_vec_init(&t->stack, alloc, sizeof(frame));
  hcl_vec_init(&t->items, alloc, sizeof(item));
  hcl_vec_init(&t->kids, alloc, sizeof(const hcl_expr *));
  hcl_vec_init(&t->open, alloc, sizeof(item));
  hcl_vec_init(&t->native_open, alloc, sizeof(native_open));
  return t;
}

/* The cleanups, latest first, as they were registered over what came
   before them. */
static void run_cleanups(hcl_tree *t) {
  for (size_t i = t->on_free.len; i-- > 0;) {
    cleanup *c = hcl_vec_at(&t->on_free, i);
    c->fn(c->data);
  }
  hcl_vec_clear(&t->on_free);
}

bool hcl_tree_on_free(hcl_tree *t, void (*fn)(void *data), void *data) {
  cleanup c = {fn, data};
  return hcl_vec_push(&t->on_free, &c) != NULL;
}

void hcl_tree_free(hcl_tree *t) {
  if (!t)
    return;
  run_cleanups(t);
  hcl_vec_fini(&t->on_free);
  hcl_vec_fini(&t->stack);
  hcl_vec_fini(&t->items);
  hcl_vec_fini(&t->kids);
  hcl_vec_fini(&t->open);
  hcl_vec_fini(&t->native_open);
  hcl_vec_fini(&t->files);
  hcl_vec_fini(&t->exprs);
  for (size_t i = 0; i < t->adopted.len; i++)
    hcl_tree_free(*(hcl_tree **)hcl_vec_at(&t->adopted, i));
  hcl_vec_fini(&t->adopted);
  hcl_map_fini(&t->filenames);
  hcl_arena_fini(&t->arena);
  hcl_mem_free(t->alloc, t);
}

/* Forgets whatever open nodes an interrupted stream left, and the
   producer's file name pointer, which the next stream may reuse. */
static void clear_open(hcl_tree *t) {
  t->last_given = NULL;
  hcl_vec_clear(&t->stack);
  hcl_vec_clear(&t->items);
  hcl_vec_clear(&t->kids);
  hcl_vec_clear(&t->open);
}

void hcl_tree_reset(hcl_tree *t) {
  run_cleanups(t);
  for (size_t i = 0; i < t->adopted.len; i++)
    hcl_tree_free(*(hcl_tree **)hcl_vec_at(&t->adopted, i));
  hcl_vec_clear(&t->adopted);
  hcl_vec_clear(&t->files);
  hcl_vec_clear(&t->exprs);
  clear_open(t);
  hcl_arena_reset(&t->arena);
  t->failed = HCL_OK;
}

bool hcl_tree_adopt(hcl_tree *t, hcl_tree *child) {
  return hcl_vec_push(&t->adopted, &child) != NULL;
}

const hcl_alloc *hcl_tree_allocator(const hcl_tree *t) { return t->alloc; }

void *hcl_tree_alloc(hcl_tree *t, size_t size) {
  return hcl_arena_alloc(&t->arena, size ? size : 1);
}

hcl_status hcl_tree_strdup(hcl_tree *t, hcl_str s, hcl_str *out) {
  if (s.len == 0) {
    /* most expression nodes have no text or key */
    out->ptr = "";
    out->len = 0;
    return HCL_OK;
  }
  char *p = hcl_arena_strndup(&t->arena, s.ptr, s.len);
  if (!p)
    return HCL_ERR_NOMEM;
  out->ptr = p;
  out->len = s.len;
  return HCL_OK;
}

size_t hcl_tree_file_count(const hcl_tree *t) { return t->files.len; }

size_t hcl_tree_expr_count(const hcl_tree *t) { return t->exprs.len; }

static bool json_container(const hcl_expr *v) {
  return v->kind == HCL_EXPR_OBJECT || v->kind == HCL_EXPR_TUPLE;
}

static bool contains(const hcl_range *r, uint64_t offset) {
  return offset >= r->start.byte && offset < r->end.byte;
}

/* An object property's value, or an array's element. */
static const hcl_expr *json_member(const hcl_expr *v, size_t i) {
  const hcl_expr *c = v->children[i];
  return v->kind == HCL_EXPR_OBJECT ? c->children[1] : c;
}

/* The member of a JSON object or array holding `offset`, by binary
   search: members are in source order and do not overlap, so only the
   last one starting at or before the offset can hold it. Returns its
   index + 1, or 0 when no container member holds it. */
static size_t json_member_at(const hcl_expr *v, uint64_t offset) {
  size_t lo = 0, hi = v->nchildren; /* the answer is in [lo, hi) + 1 */
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (json_member(v, mid)->range.start.byte <= offset)
      lo = mid + 1;
    else
      hi = mid;
  }
  if (lo == 0)
    return 0;
  const hcl_expr *val = json_member(v, lo - 1);
  return json_container(val) && contains(&val->range, offset) ? lo : 0;
}

/* The path of objects and arrays down to `offset` in a JSON file, as the
   reference names the place: "resource.aws_instance.web[0]". */
static size_t json_path(const hcl_tree *t, const hcl_expr *v, uint64_t offset,
                        char *buf, size_t cap) {
  hcl_buf path;
  hcl_buf_init(&path, t->alloc);
  bool ok = true;
  while (ok && v) {
    size_t at = json_member_at(v, offset);
    if (!at)
      break;
    size_t i = at - 1;
    if (v->kind == HCL_EXPR_OBJECT)
      ok = (path.len == 0 || hcl_buf_putc(&path, '.')) &&
           hcl_buf_append(&path, v->children[i]->children[0]->text.ptr,
                          v->children[i]->children[0]->text.len);
    else
      ok = hcl_buf_printf(&path, "[%zu]", i);
    v = json_member(v, i);
  }
  size_t n = hcl_copy_out(path.data, ok ? path.len : 0, buf, cap);
  hcl_buf_fini(&path);
  return n;
}

/* The top-level block of `b` holding `offset`, by binary search (blocks
   are in source order and do not overlap), or NULL. */
static const hcl_block *block_at(const hcl_body *b, uint64_t offset) {
  size_t lo = 0, hi = b->nblocks;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (b->blocks[mid].type_range.start.byte <= offset)
      lo = mid + 1;
    else
      hi = mid;
  }
  if (lo == 0 || offset >= b->blocks[lo - 1].close_brace_range.end.byte)
    return NULL;
  return &b->blocks[lo - 1];
}

size_t hcl_tree_block_name(const hcl_tree *t, const char *filename,
                           uint64_t offset, char *buf, size_t cap) {
  if (cap)
    buf[0] = '\0';
  /* the first file of that name, recorded with its interned name */
  const hcl_map_entry *e =
      filename ? hcl_map_find(&t->filenames, filename, strlen(filename)) : NULL;
  const hcl_body *b = e ? e->value : NULL;
  if (b) {
    if (b->json)
      return b->json_value ? json_path(t, b->json_value, offset, buf, cap) : 0;
    const hcl_block *blk = block_at(b, offset);
    if (blk) {
      hcl_buf name;
      hcl_buf_init(&name, t->alloc);
      bool ok = hcl_buf_append(&name, blk->type.ptr, blk->type.len);
      for (size_t l = 0; ok && l < blk->nlabels; l++)
        ok = hcl_buf_putc(&name, ' ') &&
             hcl_go_quote(&name, blk->labels[l].ptr, blk->labels[l].len);
      size_t n = hcl_copy_out(name.data, ok ? name.len : 0, buf, cap);
      hcl_buf_fini(&name);
      return n;
    }
    return 0;
  }
  return 0;
}

const hcl_expr *hcl_tree_expr_at(const hcl_tree *t, size_t i) {
  return i < t->exprs.len ? *(const hcl_expr **)hcl_vec_at(&t->exprs, i) : NULL;
}

const hcl_body *hcl_tree_file_at(const hcl_tree *t, size_t i) {
  return i < t->files.len ? *(const hcl_body **)hcl_vec_at(&t->files, i) : NULL;
}

/* ---- Building ---------------------------------------------------------- */

static hcl_status fail(hcl_tree *t, hcl_status st) {
  if (t->failed == HCL_OK)
    t->failed = st;
  return st;
}

/* copy_range when the name is not the one given last time. */
HCL_NOINLINE static hcl_status intern_name(hcl_tree *t, const hcl_range *r,
                                           hcl_range *out) {
  if (t->last_interned && strcmp(r->filename, t->last_interned) == 0) {
    out->filename = t->last_interned;
    t->last_given = r->filename;
  } else {
    bool inserted;
    hcl_map_entry *e = hcl_map_upsert(&t->filenames, r->filename,
                                      strlen(r->filename), &inserted);
    if (!e) {
      out->filename = NULL;
      return HCL_ERR_NOMEM;
    }
    out->filename = e->key;
    t->last_interned = e->key;
    t->last_given = r->filename;
  }
  return HCL_OK;
}

/* `r` with its file name interned in the tree. Two per expression node,
   nearly always with the name given last time: inline. */
static inline hcl_status copy_range(hcl_tree *t, const hcl_range *r,
                                    hcl_range *out) {
  *out = *r;
  if (!r->filename)
    return HCL_OK;
  if (r->filename == t->last_given) {
    out->filename = t->last_interned;
    return HCL_OK;
  }
  return intern_name(t, r, out);
}

static frame *push(hcl_tree *t, frame_kind kind) {
  frame *f = hcl_vec_push_zero(&t->stack);
  if (f) {
    f->kind = kind;
    f->first_item = t->items.len;
    f->first_kid = t->kids.len;
  }
  return f;
}

static frame *top(hcl_tree *t) { return hcl_vec_last(&t->stack); }

static hcl_body *new_body(hcl_tree *t) {
  hcl_body *b = hcl_tree_alloc(t, sizeof *b);
  if (b) {
    memset(b, 0, sizeof *b);
    b->tree = t;
  }
  return b;
}

/* The kids gathered from index `first` on, fixed in the arena (NULL when
   there are none) and dropped from the stack. */
static hcl_status take_kids(hcl_tree *t, size_t first, const hcl_expr ***out,
                            size_t *n) {
  *n = t->kids.len - first;
  *out = NULL;
  if (*n) {
    *out = hcl_arena_memdup(&t->arena, hcl_vec_at(&t->kids, first),
                            *n * sizeof **out);
    if (!*out)
      return HCL_ERR_NOMEM;
  }
  t->kids.len = first;
  return HCL_OK;
}

/* Fixes a body's attributes and blocks (each in source order) from the
   items its frame gathered, and drops them. */
static hcl_status finish_body(hcl_tree *t, frame *f) {
  size_t n = t->items.len - f->first_item, nattrs = 0, nblocks = 0;
  /* an empty stack may have no storage yet: no pointer into it then */
  const item *it = n ? hcl_vec_at(&t->items, f->first_item) : NULL;
  for (size_t i = 0; i < n; i++) {
    if (it[i].is_block)
      nblocks++;
    else
      nattrs++;
  }
  hcl_attribute *attrs =
      nattrs ? hcl_tree_alloc(t, nattrs * sizeof *attrs) : NULL;
  hcl_block *blocks =
      nblocks ? hcl_tree_alloc(t, nblocks * sizeof *blocks) : NULL;
  if ((nattrs && !attrs) || (nblocks && !blocks))
    return HCL_ERR_NOMEM;
  size_t a = 0, b = 0;
  for (size_t i = 0; i < n; i++) {
    if (it[i].is_block)
      blocks[b++] = it[i].u.block;
    else
      attrs[a++] = it[i].u.attr;
  }
  t->items.len = f->first_item;
  f->body->attrs = attrs;
  f->body->nattrs = nattrs;
  f->body->blocks = blocks;
  f->body->nblocks = nblocks;
  if (f->body->json && t->kids.len > f->first_kid)
    f->body->json_value =
        *(const hcl_expr **)hcl_vec_at(&t->kids, f->first_kid);
  t->kids.len = f->first_kid;
  return HCL_OK;
}

static hcl_status on_body_begin(hcl_tree *t, const hcl_event *ev) {
  if (t->stack.len)
    return fail(t, HCL_ERR_INVALID);
  t->last_given = NULL; /* a new stream */
  frame *f = push(t, F_BODY);
  hcl_body *b = new_body(t);
  if (!f || !b)
    return fail(t, HCL_ERR_NOMEM);
  hcl_status st = copy_range(t, &ev->range, &b->range);
  b->json = (ev->flags & HCL_EVF_JSON_ORIGIN) != 0;
  f->body = b;
  return st == HCL_OK ? HCL_OK : fail(t, st);
}

static hcl_status on_body_end(hcl_tree *t, const hcl_event *ev) {
  frame *f = top(t);
  if (!f || f->kind != F_BODY)
    return fail(t, HCL_ERR_INVALID);
  hcl_status st = finish_body(t, f);
  f->body->range.end = ev->range.end;
  const hcl_body *b = f->body;
  hcl_vec_pop(&t->stack);
  if (st != HCL_OK || !hcl_vec_push(&t->files, &b))
    return fail(t, HCL_ERR_NOMEM);
  /* the interned name's entry leads to the first file of that name */
  if (b->range.filename) {
    hcl_map_entry *e = hcl_map_find(&t->filenames, b->range.filename,
                                    strlen(b->range.filename));
    if (e && !e->value)
      e->value = (void *)b;
  }
  return HCL_OK;
}

static bool holds_items(const frame *f) {
  return f && (f->kind == F_BODY || f->kind == F_BLOCK);
}

static hcl_status on_block_begin(hcl_tree *t, const hcl_event *ev) {
  if (!holds_items(top(t)))
    return fail(t, HCL_ERR_INVALID);
  item *header = hcl_vec_push_zero(&t->open);
  frame *f = header ? push(t, F_BLOCK) : NULL;
  hcl_body *b = new_body(t);
  if (!f || !b)
    return fail(t, HCL_ERR_NOMEM);
  header->is_block = true;
  hcl_block *blk = &header->u.block;
  hcl_status st = hcl_tree_strdup(t, ev->as.block.type, &blk->type);
  if (st == HCL_OK)
    st = copy_range(t, &ev->as.block.type_range, &blk->type_range);
  size_t n = ev->as.block.nlabels;
  hcl_str *labels = n ? hcl_tree_alloc(t, n * sizeof *labels) : NULL;
  hcl_range *ranges = n ? hcl_tree_alloc(t, n * sizeof *ranges) : NULL;
  if (n && (!labels || !ranges))
    return fail(t, HCL_ERR_NOMEM);
  for (size_t i = 0; st == HCL_OK && i < n; i++) {
    st = hcl_tree_strdup(t, ev->as.block.labels[i], &labels[i]);
    if (st == HCL_OK)
      st = copy_range(t, &ev->as.block.label_ranges[i], &ranges[i]);
  }
  if (st != HCL_OK)
    return fail(t, st);
  blk->labels = labels;
  blk->label_ranges = ranges;
  blk->nlabels = n;
  blk->def_range = blk->type_range;
  if (n)
    blk->def_range.end = ranges[n - 1].end;
  /* the header ends with the opening brace, one character */
  hcl_range header_range;
  st = copy_range(t, &ev->range, &header_range);
  blk->open_brace_range = header_range;
  blk->open_brace_range.start = header_range.end;
  blk->open_brace_range.start.byte--;
  blk->open_brace_range.start.column--;
  b->range = blk->open_brace_range;
  b->json = (ev->flags & HCL_EVF_JSON_ORIGIN) != 0;
  f->one_line = (ev->flags & HCL_EVF_ONE_LINE) != 0;
  blk->body = b;
  f->body = b;
  return st == HCL_OK ? HCL_OK : fail(t, st);
}

static hcl_status on_block_end(hcl_tree *t, const hcl_event *ev) {
  frame *f = top(t);
  item *header = hcl_vec_last(&t->open);
  if (!f || f->kind != F_BLOCK || !header || !header->is_block)
    return fail(t, HCL_ERR_INVALID);
  hcl_status st = finish_body(t, f);
  f->body->range.end = ev->range.end;
  if (st == HCL_OK)
    st = copy_range(t, &ev->range, &header->u.block.close_brace_range);
  /* A one-line block's body is its attribute (the reference's rule). */
  if (f->one_line && f->body->nattrs == 1)
    f->body->range = f->body->attrs[0].range;
  item done = *header;
  hcl_vec_pop(&t->open);
  hcl_vec_pop(&t->stack);
  if (st != HCL_OK || !hcl_vec_push(&t->items, &done))
    return fail(t, HCL_ERR_NOMEM);
  return HCL_OK;
}

static hcl_status on_attr_begin(hcl_tree *t, const hcl_event *ev) {
  if (!holds_items(top(t)))
    return fail(t, HCL_ERR_INVALID);
  item *header = hcl_vec_push_zero(&t->open);
  frame *f = header ? push(t, F_ATTR) : NULL;
  if (!f)
    return fail(t, HCL_ERR_NOMEM);
  hcl_attribute *attr = &header->u.attr;
  hcl_status st = hcl_tree_strdup(t, ev->as.attr.name, &attr->name);
  if (st == HCL_OK)
    st = copy_range(t, &ev->range, &attr->range);
  if (st == HCL_OK)
    st = copy_range(t, &ev->as.attr.name_range, &attr->name_range);
  return st == HCL_OK ? HCL_OK : fail(t, st);
}

static hcl_status on_attr_end(hcl_tree *t) {
  frame *f = top(t);
  item *header = hcl_vec_last(&t->open);
  if (!f || f->kind != F_ATTR || !header || header->is_block ||
      t->kids.len != f->first_kid + 1)
    return fail(t, HCL_ERR_INVALID);
  item done = *header;
  done.u.attr.expr = *(const hcl_expr **)hcl_vec_last(&t->kids);
  t->kids.len = f->first_kid;
  hcl_vec_pop(&t->open);
  hcl_vec_pop(&t->stack);
  return hcl_vec_push(&t->items, &done) ? HCL_OK : fail(t, HCL_ERR_NOMEM);
}

/* Whether an expression may begin here: in an attribute or another
   expression, as a JSON body's value, or standalone (no parent). */
static bool expr_may_begin(const hcl_tree *t) {
  const frame *parent = t->stack.len ? hcl_vec_last(&t->stack) : NULL;
  bool json_body = parent && parent->kind == F_BODY && parent->body->json &&
                   t->kids.len == parent->first_kid;
  return !parent || parent->kind == F_ATTR || parent->kind == F_EXPR ||
         json_body;
}

/* A new expression node of the arena with the fields of an EXPR_BEGIN
   event; NULL when out of memory. */
static hcl_expr *new_expr(hcl_tree *t, const hcl_event *ev) {
  hcl_expr *e = hcl_tree_alloc(t, sizeof *e);
  if (!e)
    return NULL;
  memset(e, 0, sizeof *e);
  e->tree = t;
  e->kind = (uint8_t)ev->as.expr.kind;
  e->op = (uint8_t)ev->as.expr.op;
  e->lit = (uint8_t)ev->as.expr.lit;
  e->flags = ev->flags;
  hcl_status st = copy_range(t, &ev->range, &e->range);
  if (st == HCL_OK)
    st = copy_range(t, &ev->as.expr.aux_range, &e->aux);
  if (st == HCL_OK)
    st = hcl_tree_strdup(t, ev->as.expr.text, &e->text);
  if (st == HCL_OK)
    st = hcl_tree_strdup(t, ev->as.expr.key, &e->key);
  return st == HCL_OK ? e : NULL;
}

static hcl_status on_expr_begin(hcl_tree *t, const hcl_event *ev) {
  if (!expr_may_begin(t))
    return fail(t, HCL_ERR_INVALID);
  frame *f = push(t, F_EXPR);
  if (!f || !(f->expr = new_expr(t, ev)))
    return fail(t, HCL_ERR_NOMEM);
  return HCL_OK;
}

static hcl_status on_expr_end(hcl_tree *t, const hcl_event *ev) {
  frame *f = top(t);
  if (!f || f->kind != F_EXPR)
    return fail(t, HCL_ERR_INVALID);
  hcl_expr *e = f->expr;
  size_t n;
  hcl_status st = take_kids(t, f->first_kid, &e->children, &n);
  e->nchildren = st == HCL_OK ? (uint32_t)n : 0;
  /* JSON containers are known whole only at their end */
  if (st == HCL_OK && (ev->flags & HCL_EVF_JSON_ORIGIN))
    st = copy_range(t, &ev->range, &e->range);
  hcl_vec_pop(&t->stack);
  const hcl_expr *ce = e;
  if (st != HCL_OK || !hcl_vec_push(t->stack.len ? &t->kids : &t->exprs, &ce))
    return fail(t, HCL_ERR_NOMEM);
  return HCL_OK;
}

/* One node of the parser's tree as its EXPR_BEGIN event would give it,
   with room for its children. */
static hcl_expr *native_expr(hcl_tree *t, const hcl_node *n,
                             const hcl_emit_ctx *e) {
  hcl_event ev;
  hcl_node_event(e, n, true, &ev);
  hcl_expr *x = new_expr(t, &ev);
  size_t k = x ? hcl_node_count(n) : 0;
  if (k) {
    x->children = hcl_tree_alloc(t, k * sizeof *x->children);
    if (!x->children)
      return NULL;
  }
  return x;
}

hcl_status hcl_tree_add_native(hcl_tree *t, const struct hcl_node *root,
                               const struct hcl_emit_ctx *e) {
  if (t->failed != HCL_OK)
    return t->failed;
  if (!expr_may_begin(t))
    return fail(t, HCL_ERR_INVALID);
  /* In the order of the events, without recursion: a chain of binary
     operators nests as deep as it is long. */
  hcl_vec *open = &t->native_open;
  hcl_vec_clear(open);
  const hcl_node *n = root;
  const hcl_expr *top_expr = NULL;
  for (;;) {
    hcl_expr *x = native_expr(t, n, e);
    if (!x)
      return fail(t, HCL_ERR_NOMEM);
    if (open->len) {
      native_open *o = hcl_vec_last(open);
      o->x->children[o->next++] = x;
      o->x->nchildren = o->next;
    } else {
      top_expr = x;
    }
    if (n->first) {
      native_open o = {x, 0};
      if (!hcl_vec_push(open, &o))
        return fail(t, HCL_ERR_NOMEM);
      n = n->first;
      continue;
    }
    while (n != root && !n->next) {
      n = n->parent;
      hcl_vec_pop(open);
    }
    if (n == root)
      break;
    n = n->next;
  }
  if (!hcl_vec_push(t->stack.len ? &t->kids : &t->exprs, &top_expr))
    return fail(t, HCL_ERR_NOMEM);
  return HCL_OK;
}

/* The events of bodies, blocks and attributes. */
HCL_NOINLINE static hcl_status structure_event(hcl_tree *t,
                                               const hcl_event *ev) {
  if (ev->kind == HCL_EV_NATIVE_TREE) {
    const hcl_native_tree_event *te = (const hcl_native_tree_event *)ev;
    return hcl_tree_add_native(t, te->root, te->emit);
  }
  switch (ev->kind) {
  case HCL_EV_BODY_BEGIN:
    return on_body_begin(t, ev);
  case HCL_EV_BODY_END:
    return on_body_end(t, ev);
  case HCL_EV_BLOCK_BEGIN:
    return on_block_begin(t, ev);
  case HCL_EV_BLOCK_END:
    return on_block_end(t, ev);
  case HCL_EV_ATTR_BEGIN:
    return on_attr_begin(t, ev);
  case HCL_EV_ATTR_END:
    return on_attr_end(t);
  default: /* expression nodes are tree_event's; trivia are not kept */
    return HCL_OK;
  }
}

/* Expression nodes, most of the stream, go straight to their handlers. */
static hcl_status tree_event(void *ctx, const hcl_event *ev) {
  hcl_tree *t = ctx;
  if (t->failed != HCL_OK)
    return t->failed;
  if (ev->kind == HCL_EV_EXPR_BEGIN)
    return on_expr_begin(t, ev);
  if (ev->kind == HCL_EV_EXPR_END)
    return on_expr_end(t, ev);
  return structure_event(t, ev);
}

static hcl_status tree_end(void *ctx, hcl_status how) {
  hcl_tree *t = ctx;
  /* an interrupted stream leaves nothing half built; the tree can take
     the next stream */
  clear_open(t);
  hcl_status st = t->failed;
  t->failed = HCL_OK;
  (void)how;
  return st;
}

hcl_sink hcl_tree_sink(hcl_tree *t) {
  hcl_sink s = {.ctx = t,
                .event = tree_event,
                .end = tree_end,
                .wants = HCL_SINK_TAKES_NATIVE_TREES};
  return s;
}

/* ---- Reading ----------------------------------------------------------- */

hcl_tree *hcl_body_tree(const hcl_body *b) { return b->tree; }

hcl_range hcl_body_missing_item_range(const hcl_body *b) {
  if (b->ops)
    return hcl_body_missing_item_range(b->under);
  if (b->merged) {
    if (b->nparts == 0) {
      hcl_range r;
      memset(&r, 0, sizeof r);
      r.filename = "<empty>";
      return r;
    }
    return hcl_body_missing_item_range(b->parts[0]);
  }
  if (b->json && b->json_value) {
    /* an object's closing brace; an array's (or other value's) start */
    const hcl_expr *v = b->json_value;
    hcl_range r = v->range;
    if (v->kind == HCL_EXPR_OBJECT) {
      r.start = r.end;
      r.start.byte--;
      r.start.column--;
    } else {
      r.end = r.start;
      if (v->kind == HCL_EXPR_TUPLE) {
        r.end.byte++;
        r.end.column++;
      } else {
        r = v->range;
      }
    }
    return r;
  }
  hcl_range r = b->range;
  r.end = r.start;
  return r;
}
