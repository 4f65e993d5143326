/*
 * The JSON syntax to the native syntax (hcl/write.h): a sink over the JSON
 * front end's events that writes native tokens into the canonical
 * formatter as they come.
 *
 * The JSON front end streams the document as one object expression. Each
 * open expression node has a role, given by its parent's: the object of a
 * body, a property of a body, a value holding blocks (labels still to
 * read, or the body), an attribute's value, or something to skip. Blocks
 * are written when their body object begins, with the type and the
 * labels gathered on the way down.
 */

#include "hcl/write.h"

#include <stdio.h>
#include <string.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "core/name_set.h"
#include "core/options.h"
#include "core/utf8.h"
#include "core/vec.h"
#include "writers/format.h"
#include "writers/native_string.h"

typedef enum role {
  R_SKIP,      /* not written (a key, or a "//" that is no string) */
  R_ROOTS,     /* the document as an array of body objects */
  R_BODY,      /* an object that is a body */
  R_BODY_ITEM, /* one property of a body */
  R_BLOCKS,    /* an array of values holding blocks, at `level` */
  R_LABELS,    /* an object whose keys are labels at `level` */
  R_LABEL,     /* one of its properties */
  R_VALUE,     /* an expression written as it is */
  R_ITEM,      /* an object constructor's item */
  R_COMMENT    /* a "//" property's value */
} role;

typedef struct frame {
  role role;
  hcl_expr_kind kind; /* the node's */
  const void *body;   /* R_BODY, R_BODY_ITEM: the body's kinds handle */
  size_t children;    /* the node's children so far */
  size_t level;       /* R_BLOCKS, R_LABELS, R_LABEL: labels read */
  size_t nlabels;     /* R_BLOCKS, R_LABELS, R_LABEL: labels of the type */
  const void *child;  /* their body's handle */
  size_t key;         /* R_BODY_ITEM, R_LABEL: offset of the key in `keys` */
  bool items;         /* R_BODY: an item was written */
  bool last_block;    /* R_BODY: the last item written was a block */
  bool after_comment; /* R_BODY: the last item written was a comment */
  bool open_brace;    /* R_BODY of a block, R_VALUE of an object: its `{`
                         waits for a newline before its first item */
} frame;

struct hcl_native_writer {
  const hcl_alloc *alloc;
  const hcl_block_kinds *kinds;
  hcl_formatter fmt;
  hcl_native_string str;
  hcl_vec frames; /* frame */
  hcl_buf keys;   /* the open properties' keys: each NUL-terminated */
  hcl_vec labels; /* size_t: offsets in `keys` of the open labels */
  hcl_diags *diags;
  frame last_root;   /* the state of an R_ROOTS element that ended */
  hcl_vec names;     /* hcl_name_set * (of hcl_range): the attribute names of
                        each open body, by depth (kept for reuse) */
  size_t names_used; /* bytes of names they hold in memory */
  size_t depth;      /* open bodies */
  hcl_status status;
};

hcl_native_write_options hcl_native_write_options_default(void) {
  hcl_native_write_options o;
  memset(&o, 0, sizeof o);
  o.size = sizeof o;
  return o;
}

/* ---- Output ------------------------------------------------------------ */

static hcl_status fail(hcl_native_writer *w, hcl_status st) {
  if (w->status == HCL_OK)
    w->status = st;
  return w->status;
}

static hcl_status emit(hcl_native_writer *w, hcl_token_kind kind,
                       const char *text, size_t len) {
  hcl_str t = {text, len}, sp = {" ", 1};
  hcl_status st = hcl_formatter_token(&w->fmt, kind, t, sp);
  return st == HCL_OK ? HCL_OK : fail(w, st);
}

static hcl_status emit_c(hcl_native_writer *w, hcl_token_kind kind,
                         const char *text) {
  return emit(w, kind, text, strlen(text));
}

static hcl_status newline(hcl_native_writer *w) {
  return emit_c(w, HCL_TOKEN_NEWLINE, "\n");
}

static hcl_status problem_at(hcl_native_writer *w, hcl_severity sev,
                             const char *summary, const char *detail,
                             const hcl_range *subject) {
  hcl_diag d;
  memset(&d, 0, sizeof d);
  d.severity = sev;
  d.summary = summary;
  d.detail = detail;
  d.subject = subject;
  if (hcl_diags_add(w->diags, &d) != HCL_OK)
    return fail(w, HCL_ERR_NOMEM);
  return HCL_OK;
}

static hcl_status problem(hcl_native_writer *w, hcl_severity sev,
                          const char *summary, const char *detail,
                          const hcl_event *ev) {
  return problem_at(w, sev, summary, detail, &ev->range);
}

/* A string value or key, as the JSON syntax reads it. */
static hcl_status emit_string(hcl_native_writer *w, hcl_str s, bool unwrap,
                              const hcl_event *ev) {
  hcl_status st = hcl_native_string_put(&w->str, s.ptr, s.len, unwrap);
  if (st == HCL_ERR_SYNTAX) {
    /* written as a literal, so the output stays well-formed */
    problem(w, HCL_DIAG_ERROR, "Invalid template",
            "This string is not a valid template, which the JSON syntax "
            "reads it as.",
            ev);
    st = emit_c(w, HCL_TOKEN_OQUOTE, "\"");
    if (st == HCL_OK)
      st = emit_c(w, HCL_TOKEN_CQUOTE, "\"");
  }
  return st == HCL_OK ? HCL_OK : fail(w, st);
}

/* A "//" property's string as comments, where it stood: each complete
   block comment (which may span lines) as it is, each line that is a
   line comment (`#`, `//`) as it is, and any other line after `# `. */
static hcl_status emit_comment(hcl_native_writer *w, hcl_str s) {
  hcl_buf line;
  hcl_buf_init(&line, w->alloc);
  hcl_status st = HCL_OK;
  size_t i = 0;
  while (st == HCL_OK && i <= s.len) {
    const char *p = s.ptr + i;
    size_t rest = s.len - i;
    hcl_buf_clear(&line);
    if (rest >= 4 && p[0] == '/' && p[1] == '*') {
      const char *close = NULL;
      for (size_t k = 2; k + 1 < rest && !close; k++)
        if (p[k] == '*' && p[k + 1] == '/')
          close = p + k;
      if (close) {
        size_t n = (size_t)(close + 2 - p);
        st = emit(w, HCL_TOKEN_COMMENT, p, n);
        if (st == HCL_OK)
          st = newline(w);
        i += n;
        if (i < s.len && s.ptr[i] == '\n')
          i++;
        if (i >= s.len)
          break;
        continue;
      }
    }
    size_t j = i;
    while (j < s.len && s.ptr[j] != '\n')
      j++;
    size_t n = j - i;
    bool marked = (n && p[0] == '#') || (n > 1 && p[0] == '/' && p[1] == '/');
    if (!(marked || hcl_buf_puts(&line, n ? "# " : "#")) ||
        !hcl_buf_append(&line, p, n) || !hcl_buf_putc(&line, '\n'))
      st = fail(w, HCL_ERR_NOMEM);
    else
      st = emit(w, HCL_TOKEN_COMMENT, line.data, line.len);
    i = j + 1;
  }
  hcl_buf_fini(&line);
  return st;
}

/* A JSON number as native tokens. A zero is written `0`: its exponent,
   which JSON allows at any size, could be past what the native syntax
   reads. */
static hcl_status emit_number(hcl_native_writer *w, hcl_str t) {
  if (t.len && t.ptr[0] == '-') {
    if (emit_c(w, HCL_TOKEN_MINUS, "-") != HCL_OK)
      return w->status;
    t.ptr++;
    t.len--;
  }
  bool zero = true;
  for (size_t i = 0; i < t.len && zero; i++) {
    char c = t.ptr[i];
    if (c == 'e' || c == 'E')
      break;
    zero = c == '0' || c == '.';
  }
  return zero ? emit_c(w, HCL_TOKEN_NUMBER, "0")
              : emit(w, HCL_TOKEN_NUMBER, t.ptr, t.len);
}

/* ---- Frames -------------------------------------------------------------- */

/* A body opens: its attribute names start empty. */
static hcl_status body_open(hcl_native_writer *w) {
  if (w->depth == w->names.len) {
    hcl_name_set *set = hcl_mem_alloc(w->alloc, sizeof *set);
    if (!set || !hcl_vec_push(&w->names, &set)) {
      hcl_mem_free(w->alloc, set);
      return fail(w, HCL_ERR_NOMEM);
    }
    hcl_name_set_init(set, w->alloc, sizeof(hcl_range), &w->names_used);
  }
  w->depth++;
  return HCL_OK;
}

static hcl_name_set *names_at(const hcl_native_writer *w, size_t depth) {
  return *(hcl_name_set **)hcl_vec_at(&w->names, depth);
}

static const char DUPLICATE[] = "Duplicate attribute";
static const char DUPLICATE_DETAIL[] =
    "This property is an attribute, and the object has it already: the "
    "native syntax sets an attribute once. If the name is a block type, a "
    "schema must say so.";

/* Records an attribute of the innermost body; false for a second one of
   the name (or on failure: then the status says so). */
static bool note_attribute(hcl_native_writer *w, hcl_str name,
                           const hcl_range *at) {
  if (w->depth == 0)
    return true;
  const void *first = NULL;
  hcl_status st = hcl_name_set_add(names_at(w, w->depth - 1), name.ptr,
                                   name.len, at, &first);
  if (st != HCL_OK) {
    fail(w, st);
    return false;
  }
  return first == NULL;
}

static void report_late(void *writer, const char *name, size_t len,
                        const void *at, const void *first) {
  (void)name, (void)len, (void)first;
  problem_at(writer, HCL_DIAG_ERROR, DUPLICATE, DUPLICATE_DETAIL, at);
}

/* The innermost body closes: the repeats among names past the memory
   budget are found now (core/name_set.h). */
static void body_close(hcl_native_writer *w) {
  hcl_name_set *set = names_at(w, --w->depth);
  if (w->status == HCL_OK) {
    hcl_status st = hcl_name_set_finish(set, report_late, w);
    if (st != HCL_OK)
      fail(w, st);
  }
  hcl_name_set_reset(set);
}

static frame *top(hcl_native_writer *w) { return hcl_vec_last(&w->frames); }

static hcl_status push(hcl_native_writer *w, const frame *f) {
  return hcl_vec_push(&w->frames, f) ? HCL_OK : fail(w, HCL_ERR_NOMEM);
}

/* A key kept in `keys`: its length, then its bytes (which may hold a
   NUL) and a NUL. */
static hcl_str key_at(const hcl_native_writer *w, size_t off) {
  size_t len;
  memcpy(&len, w->keys.data + off, sizeof len);
  return (hcl_str){w->keys.data + off + sizeof len, len};
}

/* Before an item of a body: a blank line around blocks, except after
   a comment, which leads what follows it. */
static hcl_status item_gap(hcl_native_writer *w, frame *body, bool block,
                           bool comment) {
  hcl_status st = HCL_OK;
  if (body->open_brace && !body->items)
    st = newline(w);
  else if (body->items && !body->after_comment && (block || body->last_block))
    st = newline(w);
  body->items = true;
  body->last_block = block;
  body->after_comment = comment;
  return st;
}

/* The header of a block whose body object begins now. */
static hcl_status open_block(hcl_native_writer *w, const frame *blocks,
                             const hcl_event *ev) {
  /* the R_BODY_ITEM frame below the R_BLOCKS/R_LABEL chain names the
     type; the labels are the open ones */
  const frame *item = NULL;
  for (size_t i = w->frames.len; i-- > 0;) {
    const frame *f = hcl_vec_at(&w->frames, i);
    if (f->role == R_BODY_ITEM) {
      item = f;
      break;
    }
  }
  frame *body = NULL;
  for (size_t i = w->frames.len; i-- > 0;) {
    frame *f = hcl_vec_at(&w->frames, i);
    if (f->role == R_BODY) {
      body = f;
      break;
    }
  }
  if (!item || !body)
    return fail(w, HCL_ERR_INVALID);
  hcl_status st = item_gap(w, body, true, false);
  hcl_str type = key_at(w, item->key);
  if (st == HCL_OK)
    st = emit(w, HCL_TOKEN_IDENT, type.ptr, type.len);
  size_t first = w->labels.len - blocks->nlabels;
  for (size_t i = first; st == HCL_OK && i < w->labels.len; i++) {
    hcl_str l = key_at(w, *(size_t *)hcl_vec_at(&w->labels, i));
    st = emit_c(w, HCL_TOKEN_OQUOTE, "\"");
    /* labels are not templates: their text as it is */
    if (st == HCL_OK && l.len) {
      hcl_buf *e = &w->str.esc;
      hcl_buf_clear(e);
      st = hcl_native_escape(e, l.ptr, l.len, true)
               ? emit(w, HCL_TOKEN_QUOTED_LIT, e->data, e->len)
               : fail(w, HCL_ERR_NOMEM);
    }
    if (st == HCL_OK)
      st = emit_c(w, HCL_TOKEN_CQUOTE, "\"");
  }
  (void)ev;
  return st == HCL_OK ? emit_c(w, HCL_TOKEN_OBRACE, "{") : st;
}

static hcl_status begin_value(hcl_native_writer *w, frame *f,
                              const hcl_event *ev);

/* A node that holds blocks, `level` of their `nlabels` labels read: an
   array of such nodes, an object of labels, or at the last level the
   body of a block. */
static hcl_status blocks_value(hcl_native_writer *w, frame *f,
                               const hcl_event *ev, size_t level,
                               size_t nlabels, const void *child,
                               bool in_array) {
  hcl_expr_kind k = ev->as.expr.kind;
  f->level = level;
  f->nlabels = nlabels;
  f->child = child;
  if (k == HCL_EXPR_TUPLE) { /* several at this level */
    f->role = R_BLOCKS;
    return HCL_OK;
  }
  /* As the JSON syntax reads null: no block, but in an array of bodies
     a block with an empty body. */
  bool empty_body = k == HCL_EXPR_LITERAL && ev->as.expr.lit == HCL_LIT_NULL &&
                    in_array && level == nlabels;
  if (k == HCL_EXPR_LITERAL && ev->as.expr.lit == HCL_LIT_NULL && !empty_body) {
    f->role = R_SKIP;
    return HCL_OK;
  }
  if (k != HCL_EXPR_OBJECT && !empty_body) {
    f->role = R_SKIP;
    return problem(w, HCL_DIAG_ERROR, "Incorrect JSON value type",
                   "A block needs a JSON object here (or an array of "
                   "them).",
                   ev);
  }
  if (level < nlabels && !empty_body) {
    f->role = R_LABELS;
    return HCL_OK;
  }
  f->role = R_BODY;
  f->body = child;
  f->open_brace = true;
  return open_block(w, f, ev);
}

/* The role of a new node under the frame `p` (NULL: the document). */
static hcl_status begin_child(hcl_native_writer *w, frame *p,
                              const hcl_event *ev, frame *f) {
  hcl_expr_kind k = ev->as.expr.kind;
  memset(f, 0, sizeof *f);
  f->role = R_SKIP;
  f->kind = k;
  if (!p || p->role == R_ROOTS) {
    /* the document: an object, or an array of them, one body */
    if (!p && k == HCL_EXPR_TUPLE)
      f->role = R_ROOTS;
    if (k != HCL_EXPR_OBJECT)
      return HCL_OK; /* anything else, the parse reports */
    f->role = R_BODY;
    f->body = w->kinds ? w->kinds->root : NULL;
    if (p) { /* items go on from the previous element's */
      const frame *prev = &w->last_root;
      f->items = prev->items;
      f->last_block = prev->last_block;
      f->after_comment = prev->after_comment;
    }
    return HCL_OK;
  }
  size_t nth = p->children++;
  switch (p->role) {
  case R_BODY:
    f->role = R_BODY_ITEM;
    f->body = p->body;
    return HCL_OK;
  case R_BODY_ITEM:
  case R_LABEL: {
    if (nth == 0) { /* the key */
      f->role = R_SKIP;
      p->key = w->keys.len;
      size_t len = ev->as.expr.text.len;
      if (!hcl_buf_append(&w->keys, &len, sizeof len) ||
          !hcl_buf_append(&w->keys, ev->as.expr.text.ptr, len) ||
          !hcl_buf_putc(&w->keys, '\0'))
        return fail(w, HCL_ERR_NOMEM);
      if (p->role == R_LABEL && !hcl_vec_push(&w->labels, &p->key))
        return fail(w, HCL_ERR_NOMEM);
      return HCL_OK;
    }
    if (p->role == R_LABEL)
      return blocks_value(w, f, ev, p->level + 1, p->nlabels, p->child, false);
    /* a body's property: a comment, blocks, or an attribute */
    hcl_str n = key_at(w, p->key);
    const char *name = n.ptr;
    size_t len = n.len;
    if (len == 2 && memcmp(name, "//", 2) == 0) {
      f->role = k == HCL_EXPR_LITERAL && ev->as.expr.lit == HCL_LIT_STRING
                    ? R_COMMENT
                    : R_SKIP;
      return HCL_OK;
    }
    size_t nlabels = 0;
    const void *child = NULL;
    hcl_prop_kind pk =
        w->kinds ? w->kinds->lookup(w->kinds->ctx, p->body, n, &nlabels, &child)
                 : HCL_PROP_ATTRIBUTE;
    if (pk == HCL_PROP_BLOCK)
      return blocks_value(w, f, ev, 0, nlabels, child, false);
    if (pk == HCL_PROP_UNKNOWN)
      problem(w, HCL_DIAG_WARNING, "Unknown property",
              "The spec reads no attribute or block of this name here; it "
              "is written as an attribute.",
              ev);
    if (!note_attribute(w, n, &ev->range)) {
      f->role = R_SKIP;
      return w->status != HCL_OK
                 ? w->status
                 : problem(w, HCL_DIAG_ERROR, DUPLICATE, DUPLICATE_DETAIL, ev);
    }
    if (!hcl_is_identifier(name, len)) {
      f->role = R_SKIP;
      return problem(w, HCL_DIAG_ERROR, "Invalid attribute name",
                     "This property would be an attribute, and its name is "
                     "not an identifier of the native syntax.",
                     ev);
    }
    frame *body = p - 1; /* the R_BODY holding the property */
    hcl_status st = item_gap(w, body, false, false);
    if (st == HCL_OK)
      st = emit(w, HCL_TOKEN_IDENT, name, len);
    if (st == HCL_OK)
      st = emit_c(w, HCL_TOKEN_EQUAL, "=");
    return st == HCL_OK ? begin_value(w, f, ev) : st;
  }
  case R_BLOCKS:
    return blocks_value(w, f, ev, p->level, p->nlabels, p->child, true);
  case R_LABELS:
    f->role = R_LABEL;
    f->level = p->level;
    f->nlabels = p->nlabels;
    f->child = p->child;
    return HCL_OK;
  case R_VALUE:
  case R_ITEM:
    break;
  default:
    return HCL_OK;
  }
  /* Inside an attribute's value. */
  if (p->role == R_ITEM && nth == 0) {
    /* an object constructor's key: a name, or a template string */
    hcl_str key = ev->as.expr.text;
    if (k == HCL_EXPR_LITERAL && ev->as.expr.lit == HCL_LIT_STRING &&
        hcl_is_identifier(key.ptr, key.len) &&
        !(key.len == 4 && memcmp(key.ptr, "null", 4) == 0) &&
        /* `{ for` would begin a for expression */
        !(key.len == 3 && memcmp(key.ptr, "for", 3) == 0) &&
        !(key.len == 4 && memcmp(key.ptr, "true", 4) == 0) &&
        !(key.len == 5 && memcmp(key.ptr, "false", 5) == 0))
      return emit(w, HCL_TOKEN_IDENT, key.ptr, key.len) == HCL_OK
                 ? emit_c(w, HCL_TOKEN_EQUAL, "=")
                 : w->status;
    hcl_status st = emit_string(w, key, false, ev);
    return st == HCL_OK ? emit_c(w, HCL_TOKEN_EQUAL, "=") : st;
  }
  if (p->role == R_VALUE && nth > 0 && k != HCL_EXPR_OBJECT_ITEM)
    if (emit_c(w, HCL_TOKEN_COMMA, ",") != HCL_OK)
      return w->status;
  if (p->role == R_VALUE && nth == 0 && k == HCL_EXPR_OBJECT_ITEM)
    if (newline(w) != HCL_OK) /* after the object's `{` */
      return w->status;
  return begin_value(w, f, ev);
}

/* A node of an attribute's value begins: what opens it. */
static hcl_status begin_value(hcl_native_writer *w, frame *f,
                              const hcl_event *ev) {
  hcl_expr_kind k = ev->as.expr.kind;
  f->role = k == HCL_EXPR_OBJECT_ITEM ? R_ITEM : R_VALUE;
  switch (k) {
  case HCL_EXPR_OBJECT:
    return emit_c(w, HCL_TOKEN_OBRACE, "{");
  case HCL_EXPR_TUPLE:
    return emit_c(w, HCL_TOKEN_OBRACK, "[");
  case HCL_EXPR_LITERAL: {
    hcl_str t = ev->as.expr.text;
    switch (ev->as.expr.lit) {
    case HCL_LIT_STRING:
      return emit_string(w, t, true, ev);
    case HCL_LIT_NUMBER:
      return emit_number(w, t);
    default:
      return emit(w, HCL_TOKEN_IDENT, t.ptr, t.len);
    }
  }
  default:
    return HCL_OK;
  }
}

static hcl_status end_node(hcl_native_writer *w, const hcl_event *ev) {
  frame f = *top(w);
  hcl_vec_pop(&w->frames);
  (void)ev;
  switch (f.role) {
  case R_BODY:
    /* a block's body: close it (the document's needs nothing) */
    if (w->frames.len && top(w)->role == R_ROOTS) {
      w->last_root = f; /* the next element goes on with this body */
      return HCL_OK;
    }
    if (w->depth)
      body_close(w);
    if (w->frames.len)
      return emit_c(w, HCL_TOKEN_CBRACE, "}") == HCL_OK ? newline(w)
                                                        : w->status;
    return HCL_OK;
  case R_BODY_ITEM:
    w->keys.len = f.key;
    return HCL_OK;
  case R_LABEL:
    if (w->labels.len)
      hcl_vec_pop(&w->labels);
    w->keys.len = f.key;
    return HCL_OK;
  case R_COMMENT:
    return HCL_OK;
  case R_VALUE: {
    frame *p = top(w);
    hcl_status st = HCL_OK;
    if (f.kind == HCL_EXPR_OBJECT)
      st = emit_c(w, HCL_TOKEN_CBRACE, "}");
    else if (f.kind == HCL_EXPR_TUPLE)
      st = emit_c(w, HCL_TOKEN_CBRACK, "]");
    /* the end of an attribute ends its line */
    if (st == HCL_OK && p && p->role == R_BODY_ITEM)
      st = newline(w);
    return st;
  }
  case R_ITEM:
    return newline(w);
  default:
    return HCL_OK;
  }
}

static hcl_status writer_event(void *ctx, const hcl_event *ev) {
  hcl_native_writer *w = ctx;
  if (w->status != HCL_OK)
    return w->status;
  switch (ev->kind) {
  case HCL_EV_EXPR_BEGIN: {
    frame *p = top(w);
    frame f;
    hcl_status st = begin_child(w, p, ev, &f);
    if (st != HCL_OK)
      return st;
    if (f.role == R_BODY && !(p && p->role == R_ROOTS && w->depth) &&
        body_open(w) != HCL_OK)
      return w->status;
    if (f.role == R_COMMENT) {
      st = item_gap(w, p - 1, false, true);
      if (st == HCL_OK)
        st = emit_comment(w, ev->as.expr.text);
      if (st != HCL_OK)
        return st;
    }
    return push(w, &f);
  }
  case HCL_EV_EXPR_END:
    return w->frames.len ? end_node(w, ev) : HCL_OK;
  default:
    return HCL_OK;
  }
}

static hcl_status writer_end(void *ctx, hcl_status how) {
  hcl_native_writer *w = ctx;
  while (w->depth) /* the document's body, or all after a failure */
    body_close(w);
  hcl_status st = w->status;
  if (st == HCL_OK)
    st = hcl_formatter_finish(&w->fmt, how == HCL_OK);
  else
    hcl_formatter_finish(&w->fmt, false);
  hcl_vec_clear(&w->frames);
  hcl_vec_clear(&w->labels);
  hcl_buf_clear(&w->keys);
  w->status = HCL_OK;
  return st;
}

hcl_status hcl_native_writer_new(FILE *out,
                                 const hcl_native_write_options *opts,
                                 hcl_native_writer **wp) {
  hcl_native_write_options o = hcl_native_write_options_default();
  hcl_options_merge(&o, sizeof o, opts);
  const hcl_alloc *alloc = hcl_alloc_or_default(o.alloc);
  *wp = NULL;
  hcl_native_writer *w = hcl_mem_alloc(alloc, sizeof *w);
  if (!w)
    return HCL_ERR_NOMEM;
  memset(w, 0, sizeof *w);
  w->alloc = alloc;
  w->kinds = o.kinds;
  if (!(w->diags = hcl_diags_new(alloc))) {
    hcl_mem_free(alloc, w);
    return HCL_ERR_NOMEM;
  }
  hcl_formatter_init(&w->fmt, alloc, out);
  hcl_native_string_init(&w->str, alloc, &w->fmt);
  hcl_vec_init(&w->frames, alloc, sizeof(frame));
  hcl_vec_init(&w->labels, alloc, sizeof(size_t));
  hcl_vec_init(&w->names, alloc, sizeof(hcl_name_set *));
  hcl_buf_init(&w->keys, alloc);
  *wp = w;
  return HCL_OK;
}

void hcl_native_writer_free(hcl_native_writer *w) {
  if (!w)
    return;
  hcl_formatter_fini(&w->fmt);
  hcl_native_string_fini(&w->str);
  hcl_vec_fini(&w->frames);
  hcl_vec_fini(&w->labels);
  for (size_t i = 0; i < w->names.len; i++) {
    hcl_name_set *set = names_at(w, i);
    hcl_name_set_fini(set);
    hcl_mem_free(w->alloc, set);
  }
  hcl_vec_fini(&w->names);
  hcl_buf_fini(&w->keys);
  hcl_diags_free(w->diags);
  hcl_mem_free(w->alloc, w);
}

hcl_sink hcl_native_writer_sink(hcl_native_writer *w) {
  hcl_sink s;
  memset(&s, 0, sizeof s);
  s.ctx = w;
  s.event = writer_event;
  s.end = writer_end;
  /* a new stream starts with no diagnostics */
  hcl_diags *fresh = hcl_diags_new(w->alloc);
  if (fresh) {
    hcl_diags_free(w->diags);
    w->diags = fresh;
  }
  return s;
}

const hcl_diags *hcl_native_writer_diags(const hcl_native_writer *w) {
  return w->diags;
}
