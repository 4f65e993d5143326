/*
 * The JSON writer sink (hcl/write.h). Each open body is a frame. In the
 * stream layout a frame writes its properties straight out; in the
 * grouped layouts it builds an object (`jobj`) of segments in the text
 * store: runs of attributes, the "//" property, and one group per block
 * type (per label too, for the array layout), so that a block can join
 * its group wherever it comes. A frame's object becomes one text when the
 * body ends, and that text moves into the group of the body around it.
 */

#include "core/inline.h"
#include "hcl/write.h"

#include <stdio.h>
#include <string.h>

#include "core/alloc.h"
#include "core/json_text.h"
#include "core/map.h"
#include "core/options.h"
#include "writers/json_expr.h"
#include "writers/json_store.h"

typedef enum seg_kind {
  SEG_RUN,     /* attribute properties, comma-separated */
  SEG_COMMENT, /* the "//" property's escaped string text */
  SEG_GROUP,   /* the blocks of one key, comma-separated */
  SEG_NEST     /* one label level of the array layout: an object */
} seg_kind;

typedef struct jobj jobj;

typedef struct jseg {
  seg_kind kind;
  uint32_t text; /* RUN, COMMENT, GROUP */
  uint32_t count;
  jobj *sub;       /* NEST */
  const char *key; /* GROUP, NEST: the map's copy */
  size_t key_len;
} jseg;

struct jobj {
  hcl_vec segs;    /* jseg */
  hcl_map keys;    /* block type or label -> segment index + 1 */
  unsigned indent; /* of its properties */
  size_t comment;  /* the "//" segment's index + 1, or 0 */
};

typedef struct jframe {
  jobj *obj;       /* grouped layouts */
  unsigned indent; /* of the body's properties */
  bool any;        /* stream layout: a property was written */
  size_t names;    /* offset in `names`: type NUL label NUL ... */
  size_t nlabels;
} jframe;

struct hcl_json_writer {
  const hcl_alloc *alloc;
  FILE *out;
  hcl_json_write_options opts;
  hcl_jstore store;
  hcl_jexpr expr;
  hcl_vec frames; /* jframe */
  hcl_vec spare;  /* jobj *: objects to reuse */
  hcl_buf names;  /* the open blocks' types and labels */
  hcl_buf entry;  /* scratch: one property */
  hcl_buf attr;   /* the open attribute's name */
  hcl_buf notes;  /* comments waiting for the next item, joined by \n */
  bool in_attr;
  bool had_error;   /* an error diagnostic came with the stream */
  size_t attr_line; /* where the frame's last attribute ended; 0: none */
  hcl_status status;
  char error[256];
};

hcl_json_write_options hcl_json_write_options_default(void) {
  hcl_json_write_options o;
  memset(&o, 0, sizeof o);
  o.size = sizeof o;
  o.layout = HCL_JSON_GROUPED;
  o.comments = true;
  return o;
}

/* ---- Objects -------------------------------------------------------- */

static jobj *obj_new(hcl_json_writer *w, unsigned indent) {
  jobj *o;
  if (w->spare.len) {
    o = *(jobj **)hcl_vec_last(&w->spare);
    hcl_vec_pop(&w->spare);
  } else {
    if (!(o = hcl_mem_alloc(w->alloc, sizeof *o)))
      return NULL;
    hcl_vec_init(&o->segs, w->alloc, sizeof(jseg));
    hcl_map_init(&o->keys, w->alloc);
  }
  o->indent = indent;
  o->comment = 0;
  return o;
}

static void obj_free(hcl_json_writer *w, jobj *o) {
  hcl_vec_fini(&o->segs);
  hcl_map_fini(&o->keys);
  hcl_mem_free(w->alloc, o);
}

/* Gives an object back for reuse, with what it still holds. */
static void obj_recycle(hcl_json_writer *w, jobj *o) {
  for (size_t i = 0; i < o->segs.len; i++) {
    jseg *g = hcl_vec_at(&o->segs, i);
    hcl_jstore_release(&w->store, g->text);
    if (g->sub)
      obj_recycle(w, g->sub);
  }
  hcl_vec_clear(&o->segs);
  hcl_map_clear(&o->keys);
  if (!hcl_vec_push(&w->spare, &o))
    obj_free(w, o);
}

static hcl_status fail(hcl_json_writer *w, hcl_status st) {
  if (w->status == HCL_OK)
    w->status = st;
  return w->status;
}

static hcl_status nomem(hcl_json_writer *w) {
  return fail(w, w->store.failed ? HCL_ERR_IO : HCL_ERR_NOMEM);
}

/* A new segment at the end of `o`; its index in *at. */
static jseg *seg_add(hcl_json_writer *w, jobj *o, seg_kind kind, size_t *at) {
  jseg *g = hcl_vec_push_zero(&o->segs);
  if (!g)
    return NULL;
  g->kind = kind;
  g->text = HCL_JSTORE_NONE;
  if (kind != SEG_NEST &&
      (g->text = hcl_jstore_new(&w->store)) == HCL_JSTORE_NONE) {
    hcl_vec_pop(&o->segs);
    return NULL;
  }
  *at = o->segs.len - 1;
  return g;
}

/* The segment of `key` in `o`, made as `kind` if it is new. */
static jseg *seg_keyed(hcl_json_writer *w, jobj *o, const char *key, size_t len,
                       seg_kind kind) {
  bool added;
  hcl_map_entry *e = hcl_map_upsert(&o->keys, key, len, &added);
  if (!e)
    return NULL;
  if (!added)
    return hcl_vec_at(&o->segs, (size_t)(uintptr_t)e->value - 1);
  size_t at;
  jseg *g = seg_add(w, o, kind, &at);
  if (!g)
    return NULL;
  g->key = e->key;
  g->key_len = e->key_len;
  e->value = (void *)(uintptr_t)(at + 1);
  if (kind == SEG_NEST && !(g->sub = obj_new(w, o->indent + 1)))
    return NULL;
  return g;
}

/* Names the texts of `o` to the store in the order obj_write reads them. */
static bool obj_spill(hcl_jstore *s, const jobj *o) {
  for (size_t i = 0; i < o->segs.len; i++) {
    const jseg *g = hcl_vec_at(&o->segs, i);
    if (!hcl_jstore_spill(s, g->text) || (g->sub && !obj_spill(s, g->sub)))
      return false;
  }
  return true;
}

/* The store's spill order (hcl_jstore_order_fn): the document's. An open
   block's texts end up after those of the bodies around it; they are few
   and go last. */
static bool spill_order(void *ctx, hcl_jstore *s) {
  const hcl_json_writer *w = ctx;
  for (size_t i = 0; i < w->frames.len; i++) {
    const jframe *f = hcl_vec_at(&w->frames, i);
    if (f->obj && !obj_spill(s, f->obj))
      return false;
  }
  return true;
}

/* ---- Text ------------------------------------------------------------ */

static bool put(hcl_json_writer *w, uint32_t text, const hcl_buf *b) {
  return hcl_jstore_append(&w->store, text, b->data, b->len);
}

/* Starts `entry` with a property's key: "key": */
static bool entry_key(hcl_json_writer *w, const char *key, size_t len,
                      unsigned indent) {
  hcl_buf_clear(&w->entry);
  return (!w->opts.pretty || hcl_jexpr_newline(&w->entry, indent)) &&
         hcl_json_quote_plain(&w->entry, key, len) &&
         hcl_buf_puts(&w->entry, w->opts.pretty ? ": " : ":");
}

/* The open blocks' types and labels are kept in `names`, each as its
   length (uint32_t) and its bytes: a label may hold any byte. */
static bool name_keep(hcl_json_writer *w, hcl_str s) {
  uint32_t n = (uint32_t)s.len;
  return s.len <= UINT32_MAX && hcl_buf_append(&w->names, &n, sizeof n) &&
         hcl_buf_append(&w->names, s.ptr, s.len);
}

static hcl_str name_next(const hcl_json_writer *w, size_t *off) {
  uint32_t n;
  memcpy(&n, w->names.data + *off, sizeof n);
  hcl_str s = {w->names.data + *off + sizeof n, n};
  *off += sizeof n + n;
  return s;
}

/* Appends what opens a block's label objects, down to its body. */
static bool labels_open(hcl_json_writer *w, hcl_buf *b, const jframe *f,
                        unsigned indent) {
  size_t off = f->names;
  name_next(w, &off); /* the type */
  for (size_t i = 0; i < f->nlabels; i++) {
    hcl_str l = name_next(w, &off);
    if (!hcl_buf_putc(b, '{') ||
        (w->opts.pretty && !hcl_jexpr_newline(b, indent + 1 + (unsigned)i)) ||
        !hcl_json_quote_plain(b, l.ptr, l.len) ||
        !hcl_buf_puts(b, w->opts.pretty ? ": " : ":"))
      return false;
  }
  return true;
}

static bool labels_close(hcl_json_writer *w, hcl_buf *b, size_t nlabels,
                         unsigned indent) {
  for (size_t i = nlabels; i-- > 0;)
    if ((w->opts.pretty && !hcl_jexpr_newline(b, indent + (unsigned)i)) ||
        !hcl_buf_putc(b, '}'))
      return false;
  return true;
}

/* Writes the stream layout's text. */
static hcl_status out_put(hcl_json_writer *w, const hcl_buf *b) {
  if (b->len && fwrite(b->data, 1, b->len, w->out) != b->len)
    return fail(w, HCL_ERR_IO);
  return HCL_OK;
}

/* Adds the property in `entry` to the open body. */
static hcl_status add_entry(hcl_json_writer *w, jframe *f) {
  if (w->opts.layout == HCL_JSON_STREAM) {
    if (f->any && fputc(',', w->out) == EOF)
      return fail(w, HCL_ERR_IO);
    f->any = true;
    return out_put(w, &w->entry);
  }
  jseg *last = hcl_vec_last(&f->obj->segs);
  size_t at;
  if ((!last || last->kind != SEG_RUN) &&
      !(last = seg_add(w, f->obj, SEG_RUN, &at)))
    return nomem(w);
  if ((!hcl_jstore_empty(&w->store, last->text) &&
       !hcl_jstore_append(&w->store, last->text, ",", 1)) ||
      !put(w, last->text, &w->entry))
    return nomem(w);
  return HCL_OK;
}

/* ---- Comments --------------------------------------------------------- */

/* Writes the waiting comments into the body of `f`. */
static hcl_status flush_notes(hcl_json_writer *w, jframe *f) {
  if (w->notes.len == 0)
    return HCL_OK;
  hcl_status st = HCL_OK;
  if (w->opts.layout == HCL_JSON_STREAM) {
    if (!entry_key(w, "//", 2, f->indent) ||
        !hcl_json_quote_plain(&w->entry, w->notes.data, w->notes.len))
      st = nomem(w);
    else
      st = add_entry(w, f);
  } else {
    jobj *o = f->obj;
    jseg *g;
    size_t at;
    if (o->comment) {
      g = hcl_vec_at(&o->segs, o->comment - 1);
    } else if ((g = seg_add(w, o, SEG_COMMENT, &at))) {
      o->comment = at + 1;
    }
    hcl_buf_clear(&w->entry);
    /* The text holds the string's escaped body, without its quotes. */
    if (!g ||
        (!hcl_jstore_empty(&w->store, g->text) &&
         !hcl_jstore_append(&w->store, g->text, "\\n", 2)) ||
        !hcl_json_quote_plain(&w->entry, w->notes.data, w->notes.len) ||
        !hcl_jstore_append(&w->store, g->text, w->entry.data + 1,
                           w->entry.len - 2))
      st = nomem(w);
  }
  hcl_buf_clear(&w->notes);
  return st;
}

static hcl_status on_comment(hcl_json_writer *w, const hcl_event *ev) {
  if (!w->opts.comments || w->in_attr ||
      ev->as.trivia.kind == HCL_TRIVIA_BLANK_LINE)
    return HCL_OK;
  if ((w->notes.len && !hcl_buf_putc(&w->notes, '\n')) ||
      !hcl_buf_append(&w->notes, ev->as.trivia.text.ptr,
                      ev->as.trivia.text.len))
    return nomem(w);
  /* A comment on the line where an attribute ends stays after it. */
  if (w->notes.len == ev->as.trivia.text.len && w->attr_line &&
      ev->range.start.line == w->attr_line)
    return flush_notes(w, hcl_vec_last(&w->frames));
  return HCL_OK;
}

/* ---- Bodies ------------------------------------------------------------ */

static hcl_status open_frame(hcl_json_writer *w, unsigned indent,
                             const hcl_event *block) {
  jframe f;
  memset(&f, 0, sizeof f);
  f.indent = indent;
  f.names = w->names.len;
  if (block) {
    f.nlabels = block->as.block.nlabels;
    if (!name_keep(w, block->as.block.type))
      return nomem(w);
    for (size_t i = 0; i < f.nlabels; i++)
      if (!name_keep(w, block->as.block.labels[i]))
        return nomem(w);
  }
  if (w->opts.layout != HCL_JSON_STREAM && !(f.obj = obj_new(w, indent)))
    return nomem(w);
  if (!hcl_vec_push(&w->frames, &f)) {
    if (f.obj)
      obj_recycle(w, f.obj);
    return nomem(w);
  }
  return HCL_OK;
}

/* Where an object is written: a text of the store, or the output itself
   for the document, whose keys would otherwise be spilled one by one
   between its blocks' texts and read back one by one. */
typedef struct jdest {
  uint32_t text;
  FILE *out; /* NULL: `text` */
} jdest;

static bool dest_put(hcl_json_writer *w, jdest d, const hcl_buf *b) {
  if (!d.out)
    return put(w, d.text, b);
  return b->len == 0 || fwrite(b->data, 1, b->len, d.out) == b->len;
}

static bool dest_puts(hcl_json_writer *w, jdest d, const char *str) {
  if (!d.out)
    return hcl_jstore_puts(&w->store, d.text, str);
  return fputs(str, d.out) != EOF;
}

/* Appends text `from` to `d` and releases it. */
static bool dest_take(hcl_json_writer *w, jdest d, uint32_t from) {
  if (!d.out)
    return hcl_jstore_move(&w->store, d.text, from);
  return hcl_jstore_write(&w->store, from, d.out);
}

/* Appends the object `o` to `dst` and recycles it. */
static bool obj_write(hcl_json_writer *w, jobj *o, jdest dst) {
  hcl_buf *b = &w->entry;
  bool ok = dest_puts(w, dst, "{");
  for (size_t i = 0; ok && i < o->segs.len; i++) {
    jseg *g = hcl_vec_at(&o->segs, i);
    hcl_buf_clear(b);
    if (i && !hcl_buf_putc(b, ','))
      ok = false;
    else
      switch (g->kind) {
      case SEG_RUN:
        ok = dest_put(w, dst, b) && dest_take(w, dst, g->text);
        break;
      case SEG_COMMENT:
        ok = (!w->opts.pretty || hcl_jexpr_newline(b, o->indent)) &&
             hcl_buf_puts(b, w->opts.pretty ? "\"//\": \"" : "\"//\":\"") &&
             dest_put(w, dst, b) && dest_take(w, dst, g->text) &&
             dest_puts(w, dst, "\"");
        break;
      case SEG_GROUP: {
        bool array = g->count > 1 || w->opts.layout == HCL_JSON_ARRAY_BLOCKS;
        ok = (!w->opts.pretty || hcl_jexpr_newline(b, o->indent)) &&
             hcl_json_quote_plain(b, g->key, g->key_len) &&
             hcl_buf_puts(b, w->opts.pretty ? ": " : ":") &&
             (!array || hcl_buf_putc(b, '[')) && dest_put(w, dst, b) &&
             dest_take(w, dst, g->text) && (!array || dest_puts(w, dst, "]"));
        break;
      }
      case SEG_NEST: {
        ok = (!w->opts.pretty || hcl_jexpr_newline(b, o->indent)) &&
             hcl_json_quote_plain(b, g->key, g->key_len) &&
             hcl_buf_puts(b, w->opts.pretty ? ": " : ":") &&
             dest_put(w, dst, b);
        if (ok) { /* obj_write recycles it whatever happens; else the
                     obj_recycle below does */
          ok = obj_write(w, g->sub, dst);
          g->sub = NULL;
        }
        break;
      }
      }
    g->text = HCL_JSTORE_NONE; /* moved */
  }
  hcl_buf_clear(b);
  if (ok && w->opts.pretty && o->segs.len)
    ok = hcl_jexpr_newline(b, o->indent - 1);
  ok = ok && hcl_buf_putc(b, '}') && dest_put(w, dst, b);
  obj_recycle(w, o);
  return ok;
}

/* The array layout meets blocks of one type with different numbers of
   labels. */
static hcl_status clash(hcl_json_writer *w, hcl_str type) {
  snprintf(w->error, sizeof w->error,
           "blocks \"%.*s\" have different numbers of labels, which the "
           "array layout cannot hold",
           (int)(type.len > 100 ? 100 : type.len), type.ptr);
  return fail(w, HCL_ERR_INVALID);
}

/* The group a closed block joins in `parent`: its type's in the grouped
   layout; in the array layout, the type and every label but the last
   name nested objects, and the group is the last label's. NULL when out
   of memory; `*clashed` when a key already holds the other kind. */
static jseg *block_group(hcl_json_writer *w, const jframe *f, jobj *parent,
                         bool *clashed) {
  size_t off = f->names;
  hcl_str key = name_next(w, &off);
  jobj *o = parent;
  *clashed = false;
  if (w->opts.layout == HCL_JSON_ARRAY_BLOCKS)
    for (size_t i = 0; i < f->nlabels; i++) {
      jseg *g = seg_keyed(w, o, key.ptr, key.len, SEG_NEST);
      if (!g || g->kind != SEG_NEST) {
        *clashed = g != NULL;
        return NULL;
      }
      o = g->sub;
      key = name_next(w, &off);
    }
  jseg *g = seg_keyed(w, o, key.ptr, key.len, SEG_GROUP);
  if (g && g->kind != SEG_GROUP) {
    *clashed = true;
    return NULL;
  }
  return g;
}

/* Writes the closed block's body straight onto the end of its group's
   text (in the grouped layout inside its labels' objects), so that its
   bytes are copied once here, not once per wrapper. */
static hcl_status add_to_group(hcl_json_writer *w, const jframe *f,
                               jobj *parent) {
  bool clashed;
  jseg *g = block_group(w, f, parent, &clashed);
  if (!g) {
    obj_recycle(w, f->obj);
    if (!clashed)
      return nomem(w);
    size_t off = f->names;
    return clash(w, name_next(w, &off));
  }
  uint32_t text = g->text;
  bool labelled = w->opts.layout == HCL_JSON_GROUPED;
  unsigned pin = parent->indent;
  hcl_buf *b = &w->entry;
  hcl_buf_clear(b);
  bool ok = (!g->count || hcl_buf_puts(b, w->opts.pretty ? ", " : ",")) &&
            (!labelled || labels_open(w, b, f, pin)) && put(w, text, b);
  g->count++;
  /* obj_write recycles the object whatever happens */
  ok = ok ? obj_write(w, f->obj, (jdest){text, NULL})
          : (obj_recycle(w, f->obj), false);
  hcl_buf_clear(b);
  if (!ok || (labelled && !labels_close(w, b, f->nlabels, pin)) ||
      !put(w, text, b))
    return nomem(w);
  return HCL_OK;
}

static hcl_status close_block(hcl_json_writer *w) {
  jframe f = *(jframe *)hcl_vec_last(&w->frames);
  hcl_vec_pop(&w->frames);
  jframe *parent = hcl_vec_last(&w->frames);
  hcl_status st;
  if (w->opts.layout == HCL_JSON_STREAM) {
    hcl_buf_clear(&w->entry);
    if ((w->opts.pretty && f.any &&
         !hcl_jexpr_newline(&w->entry, f.indent - 1)) ||
        !hcl_buf_putc(&w->entry, '}') ||
        !labels_close(w, &w->entry, f.nlabels, parent->indent))
      st = nomem(w);
    else
      st = out_put(w, &w->entry);
  } else {
    st = add_to_group(w, &f, parent->obj);
  }
  w->names.len = f.names;
  return st;
}

/* Whether the attribute just read is a dynamic block's `iterator` written
   as a bare name: readers of the JSON syntax take that name from a plain
   string (the reference's ext/dynblock reads it as a static traversal). */
static bool static_name(const hcl_json_writer *w, const jframe *f) {
  if (w->frames.len < 2 || w->attr.len != 8 ||
      memcmp(w->attr.data, "iterator", 8) != 0)
    return false;
  size_t off = f->names;
  hcl_str type = name_next(w, &off);
  return type.len == 7 && memcmp(type.ptr, "dynamic", 7) == 0 &&
         hcl_jexpr_is_name(&w->expr);
}

static hcl_status open_block(hcl_json_writer *w, const hcl_event *ev) {
  jframe *parent = hcl_vec_last(&w->frames);
  unsigned indent = parent->indent + 1 + (unsigned)ev->as.block.nlabels;
  if (w->opts.layout == HCL_JSON_STREAM) {
    hcl_status st = open_frame(w, indent, ev);
    if (st != HCL_OK)
      return st;
    jframe *f = hcl_vec_last(&w->frames);
    parent = f - 1;
    if (!entry_key(w, ev->as.block.type.ptr, ev->as.block.type.len,
                   parent->indent) ||
        !labels_open(w, &w->entry, f, parent->indent) ||
        !hcl_buf_putc(&w->entry, '{'))
      return nomem(w);
    return add_entry(w, parent);
  }
  return open_frame(w, indent, ev);
}

static hcl_status close_root(hcl_json_writer *w) {
  jframe *f = hcl_vec_last(&w->frames);
  hcl_status st = flush_notes(w, f);
  if (st != HCL_OK)
    return st;
  if (w->opts.layout == HCL_JSON_STREAM) {
    hcl_buf_clear(&w->entry);
    if ((w->opts.pretty && f->any &&
         !hcl_jexpr_newline(&w->entry, f->indent - 1)) ||
        !hcl_buf_putc(&w->entry, '}'))
      return nomem(w);
    hcl_vec_pop(&w->frames);
    return out_put(w, &w->entry);
  }
  jobj *o = f->obj;
  hcl_vec_pop(&w->frames);
  if (w->had_error) { /* a broken input gets no document */
    obj_recycle(w, o);
    return HCL_OK;
  }
  if (!obj_write(w, o, (jdest){HCL_JSTORE_NONE, w->out}))
    return w->store.failed || ferror(w->out) ? fail(w, HCL_ERR_IO) : nomem(w);
  return HCL_OK;
}

/* ---- The sink ---------------------------------------------------------- */

static hcl_status open_root(hcl_json_writer *w) {
  w->error[0] = '\0';
  hcl_status st = open_frame(w, w->opts.depth + 1, NULL);
  if (st == HCL_OK && w->opts.layout == HCL_JSON_STREAM &&
      fputc('{', w->out) == EOF)
    st = fail(w, HCL_ERR_IO);
  return st;
}

/* The events that open and close bodies, blocks and attributes. */
HCL_NOINLINE static hcl_status structural_event(hcl_json_writer *w,
                                                const hcl_event *ev) {
  jframe *f = hcl_vec_last(&w->frames);
  switch (ev->kind) {
  case HCL_EV_BODY_BEGIN:
    return open_root(w);
  case HCL_EV_BODY_END:
    return f ? close_root(w) : HCL_OK;
  case HCL_EV_BLOCK_BEGIN: {
    w->attr_line = 0;
    hcl_status st = open_block(w, ev);
    return st == HCL_OK ? flush_notes(w, hcl_vec_last(&w->frames)) : st;
  }
  case HCL_EV_BLOCK_END: {
    w->attr_line = 0;
    hcl_status st = flush_notes(w, f);
    return st == HCL_OK ? close_block(w) : st;
  }
  case HCL_EV_ATTR_BEGIN: {
    hcl_status st = flush_notes(w, f);
    hcl_buf_clear(&w->attr);
    hcl_jexpr_reset(&w->expr);
    w->in_attr = true;
    if (!hcl_buf_append(&w->attr, ev->as.attr.name.ptr, ev->as.attr.name.len))
      return nomem(w);
    return st;
  }
  case HCL_EV_ATTR_END: {
    bool unreadable = false;
    w->in_attr = false;
    w->attr_line = ev->range.end.line;
    bool ok = entry_key(w, w->attr.data, w->attr.len, f->indent);
    if (ok && static_name(w, f))
      ok = hcl_jexpr_write_name(&w->expr, &w->entry);
    else if (ok)
      ok = hcl_jexpr_write(&w->expr, &w->entry, f->indent, &unreadable);
    if (!ok)
      return unreadable ? fail(w, HCL_ERR_IO) : nomem(w);
    return add_entry(w, f);
  }
  case HCL_EV_TRIVIA:
    return on_comment(w, ev);
  case HCL_EV_TOKEN:
  case HCL_EV_EXPR_BEGIN:
  case HCL_EV_EXPR_END:
    break; /* writer_event's */
  }
  return HCL_OK;
}

/* Expression nodes and tokens are most of the stream: they take a short
   path, without the register saves of the structural cases. */
static hcl_status writer_event(void *ctx, const hcl_event *ev) {
  hcl_json_writer *w = ctx;
  if (w->status != HCL_OK)
    return w->status;
  switch (ev->kind) {
  case HCL_EV_EXPR_BEGIN:
  case HCL_EV_EXPR_END:
  case HCL_EV_TOKEN:
    if (w->in_attr && !hcl_jexpr_event(&w->expr, ev))
      return nomem(w);
    return HCL_OK;
  default:
    if (ev->kind == HCL_EV_NATIVE_TREE) {
      const hcl_native_tree_event *te = (const hcl_native_tree_event *)ev;
      if (w->in_attr && !hcl_jexpr_add_native(&w->expr, te->root, te->emit))
        return nomem(w);
      return HCL_OK;
    }
    return structural_event(w, ev);
  }
}

/* Forgets a stream's state, keeping what can be reused. */
static void writer_reset(hcl_json_writer *w) {
  while (w->frames.len) {
    jframe *f = hcl_vec_last(&w->frames);
    if (f->obj)
      obj_recycle(w, f->obj);
    hcl_vec_pop(&w->frames);
  }
  hcl_jstore_fini(&w->store);
  hcl_jstore_init(&w->store, w->alloc);
  hcl_jstore_set_order(&w->store, spill_order, w);
  hcl_buf_clear(&w->names);
  hcl_buf_clear(&w->notes);
  w->in_attr = false;
  w->had_error = false;
  w->attr_line = 0;
  w->status = HCL_OK;
}

static hcl_status writer_diagnostic(void *ctx, const hcl_diag *d) {
  hcl_json_writer *w = ctx;
  if (d->severity == HCL_DIAG_ERROR)
    w->had_error = true;
  return HCL_OK;
}

static hcl_status writer_end(void *ctx, hcl_status how) {
  hcl_json_writer *w = ctx;
  hcl_status st = w->status;
  if (st == HCL_OK && how == HCL_OK && fflush(w->out) != 0)
    st = HCL_ERR_IO;
  writer_reset(w);
  return st;
}

hcl_status hcl_json_writer_new(FILE *out, const hcl_json_write_options *opts,
                               hcl_json_writer **wp) {
  hcl_json_write_options o = hcl_json_write_options_default();
  hcl_options_merge(&o, sizeof o, opts);
  const hcl_alloc *alloc = hcl_alloc_or_default(o.alloc);
  hcl_json_writer *w = hcl_mem_alloc(alloc, sizeof *w);
  *wp = NULL;
  if (!w)
    return HCL_ERR_NOMEM;
  memset(w, 0, sizeof *w);
  w->alloc = alloc;
  w->out = out;
  w->opts = o;
  hcl_jstore_init(&w->store, alloc);
  hcl_jstore_set_order(&w->store, spill_order, w);
  hcl_jexpr_init(&w->expr, alloc, o.pretty, o.read_source, o.read_source_ctx);
  hcl_vec_init(&w->frames, alloc, sizeof(jframe));
  hcl_vec_init(&w->spare, alloc, sizeof(jobj *));
  hcl_buf_init(&w->names, alloc);
  hcl_buf_init(&w->entry, alloc);
  hcl_buf_init(&w->attr, alloc);
  hcl_buf_init(&w->notes, alloc);
  *wp = w;
  return HCL_OK;
}

void hcl_json_writer_free(hcl_json_writer *w) {
  if (!w)
    return;
  writer_reset(w);
  for (size_t i = 0; i < w->spare.len; i++)
    obj_free(w, *(jobj **)hcl_vec_at(&w->spare, i));
  hcl_jstore_fini(&w->store);
  hcl_jexpr_fini(&w->expr);
  hcl_vec_fini(&w->frames);
  hcl_vec_fini(&w->spare);
  hcl_buf_fini(&w->names);
  hcl_buf_fini(&w->entry);
  hcl_buf_fini(&w->attr);
  hcl_buf_fini(&w->notes);
  hcl_mem_free(w->alloc, w);
}

hcl_sink hcl_json_writer_sink(hcl_json_writer *w) {
  hcl_sink s;
  memset(&s, 0, sizeof s);
  s.ctx = w;
  s.event = writer_event;
  s.diagnostic = writer_diagnostic;
  s.end = writer_end;
  s.wants = w->opts.comments ? HCL_SINK_WANTS_TRIVIA : 0;
  /* with a way to read the source back, the expressions need no tokens,
     and the native parser hands each one over whole */
  s.wants |=
      w->opts.read_source ? HCL_SINK_TAKES_NATIVE_TREES : HCL_SINK_WANTS_TOKENS;
  return s;
}

const char *hcl_json_writer_error(const hcl_json_writer *w) {
  return w->error[0] ? w->error : NULL;
}
