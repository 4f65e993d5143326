/* Block names and JSON paths at diagnostic subjects, streamed
   (validate_names.h). */

#include "validate_names.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hcl/json.h"
#include "hcl/native.h"

/* One offset to name; `name` NULL until found. */
typedef struct entry {
  uint64_t offset;
  char *name;
  size_t len;
} entry;

/* An open JSON value. */
typedef struct jframe {
  hcl_expr_kind kind;
  size_t children; /* begun so far */
  size_t path_len; /* the path's length before this value's part */
  char *key;       /* object_item: its key */
  size_t key_len;
} jframe;

typedef struct text {
  char *data;
  size_t len, cap;
} text;

struct vn_names {
  entry *e; /* sorted by offset, unique */
  size_t n;
  bool json;
  bool nomem;
  /* native: the depth of blocks, the open top-level block */
  size_t depth;
  uint64_t start;
  text name;
  /* JSON: the open values and the path down to the innermost */
  jframe *stack;
  size_t nstack, capstack;
  text path;
};

static bool put(vn_names *n, text *t, const char *s, size_t len) {
  if (t->len + len + 1 > t->cap) {
    size_t cap = t->cap ? t->cap : 64;
    while (cap < t->len + len + 1)
      cap *= 2;
    char *d = realloc(t->data, cap);
    if (!d) {
      n->nomem = true;
      return false;
    }
    t->data = d;
    t->cap = cap;
  }
  if (len)
    memcpy(t->data + t->len, s, len);
  t->len += len;
  t->data[t->len] = '\0';
  return true;
}

static int by_offset(const void *a, const void *b) {
  uint64_t x = ((const entry *)a)->offset, y = ((const entry *)b)->offset;
  return x < y ? -1 : x > y;
}

vn_names *vn_names_new(const hcl_diags *ds, const char *filename, bool json) {
  vn_names *n = calloc(1, sizeof *n);
  size_t count = hcl_diags_count(ds);
  if (!n || !(n->e = calloc(count ? count : 1, sizeof *n->e))) {
    free(n);
    return NULL;
  }
  n->json = json;
  for (size_t i = 0; i < count; i++) {
    const hcl_diag *d = hcl_diags_at(ds, i);
    if (d->subject && d->subject->filename &&
        strcmp(d->subject->filename, filename) == 0)
      n->e[n->n++].offset = d->subject->start.byte;
  }
  qsort(n->e, n->n, sizeof *n->e, by_offset);
  size_t u = 0;
  for (size_t i = 0; i < n->n; i++)
    if (u == 0 || n->e[u - 1].offset != n->e[i].offset)
      n->e[u++] = n->e[i];
  n->n = u;
  return n;
}

void vn_names_free(vn_names *n) {
  if (!n)
    return;
  for (size_t i = 0; i < n->n; i++)
    free(n->e[i].name);
  free(n->e);
  for (size_t i = 0; i < n->nstack; i++)
    free(n->stack[i].key);
  free(n->stack);
  free(n->name.data);
  free(n->path.data);
  free(n);
}

/* The first entry at or after `offset`. */
static size_t lower_bound(const vn_names *n, uint64_t offset) {
  size_t lo = 0, hi = n->n;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (n->e[mid].offset < offset)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

/* Names the offsets in [start, end) not named yet with `t`. */
static void assign(vn_names *n, uint64_t start, uint64_t end, const text *t) {
  for (size_t i = lower_bound(n, start); i < n->n && n->e[i].offset < end;
       i++) {
    if (n->e[i].name)
      continue;
    n->e[i].name = malloc(t->len + 1);
    if (!n->e[i].name) {
      n->nomem = true;
      return;
    }
    if (t->len)
      memcpy(n->e[i].name, t->data, t->len);
    n->e[i].name[t->len] = '\0';
    n->e[i].len = t->len;
  }
}

/* ---- Native: the top-level block around ------------------------------- */

static void native_event(vn_names *n, const hcl_event *ev) {
  if (ev->kind == HCL_EV_BLOCK_BEGIN) {
    if (n->depth++ > 0)
      return;
    n->start = ev->as.block.type_range.start.byte;
    n->name.len = 0;
    bool ok = put(n, &n->name, ev->as.block.type.ptr, ev->as.block.type.len);
    for (size_t l = 0; ok && l < ev->as.block.nlabels; l++) {
      char *q = NULL;
      size_t qlen = 0;
      ok =
          hcl_diag_quote(ev->as.block.labels[l].ptr, ev->as.block.labels[l].len,
                         NULL, &q, &qlen) == HCL_OK &&
          put(n, &n->name, " ", 1) && put(n, &n->name, q, qlen);
      hcl_free(NULL, q);
      n->nomem |= !ok;
    }
  } else if (ev->kind == HCL_EV_BLOCK_END && n->depth > 0) {
    if (--n->depth == 0 && n->name.len)
      assign(n, n->start, ev->range.end.byte, &n->name);
  }
}

/* ---- JSON: the path of objects and arrays down ------------------------- */

static void json_begin(vn_names *n, const hcl_event *ev) {
  if (n->nstack == n->capstack) {
    size_t cap = n->capstack ? n->capstack * 2 : 16;
    jframe *s = realloc(n->stack, cap * sizeof *s);
    if (!s) {
      n->nomem = true;
      return;
    }
    n->stack = s;
    n->capstack = cap;
  }
  jframe *parent = n->nstack ? &n->stack[n->nstack - 1] : NULL;
  jframe *f = &n->stack[n->nstack++];
  memset(f, 0, sizeof *f);
  f->kind = ev->as.expr.kind;
  f->path_len = n->path.len;
  if (!parent)
    return;
  parent->children++;
  if (parent->kind == HCL_EXPR_OBJECT_ITEM && parent->children == 1) {
    parent->key = malloc(ev->as.expr.text.len + 1);
    if (!parent->key) {
      n->nomem = true;
      return;
    }
    if (ev->as.expr.text.len)
      memcpy(parent->key, ev->as.expr.text.ptr, ev->as.expr.text.len);
    parent->key_len = ev->as.expr.text.len;
    return;
  }
  if (f->kind != HCL_EXPR_OBJECT && f->kind != HCL_EXPR_TUPLE)
    return;
  /* a container's part of the path (tree/builder.c's json_path) */
  if (parent->kind == HCL_EXPR_OBJECT_ITEM && parent->key) {
    if (n->path.len)
      put(n, &n->path, ".", 1);
    put(n, &n->path, parent->key, parent->key_len);
  } else if (parent->kind == HCL_EXPR_TUPLE) {
    char index[32];
    int len = snprintf(index, sizeof index, "[%zu]", parent->children - 1);
    put(n, &n->path, index, (size_t)len);
  }
}

static void json_end(vn_names *n, const hcl_event *ev) {
  if (n->nstack == 0)
    return;
  jframe *f = &n->stack[--n->nstack];
  /* the innermost container around an offset ends first: its path */
  if (n->nstack > 0 &&
      (f->kind == HCL_EXPR_OBJECT || f->kind == HCL_EXPR_TUPLE) &&
      n->path.len > f->path_len)
    assign(n, ev->range.start.byte, ev->range.end.byte, &n->path);
  n->path.len = f->path_len;
  if (n->path.data)
    n->path.data[n->path.len] = '\0';
  free(f->key);
}

static hcl_status on_event(void *ctx, const hcl_event *ev) {
  vn_names *n = ctx;
  if (n->nomem)
    return HCL_ERR_NOMEM;
  if (!n->json)
    native_event(n, ev);
  else if (ev->kind == HCL_EV_EXPR_BEGIN)
    json_begin(n, ev);
  else if (ev->kind == HCL_EV_EXPR_END)
    json_end(n, ev);
  return n->nomem ? HCL_ERR_NOMEM : HCL_OK;
}

hcl_sink vn_names_sink(vn_names *n) {
  hcl_sink s;
  memset(&s, 0, sizeof s);
  s.ctx = n;
  s.event = on_event;
  return s;
}

vn_names *vn_names_read(const hcl_diags *ds, const char *filename, bool json,
                        const hcl_reader *reader) {
  vn_names *n = vn_names_new(ds, filename, json);
  if (!n)
    return NULL;
  hcl_sink sink = vn_names_sink(n);
  hcl_status st = reader
                      ? hcl_native_parse_reader(*reader, filename, sink, NULL)
                  : json ? hcl_json_parse_file(filename, sink, NULL)
                         : hcl_native_parse_file(filename, sink, NULL);
  if (st == HCL_ERR_NOMEM) {
    vn_names_free(n);
    return NULL;
  }
  return n;
}

size_t vn_names_get(const vn_names *n, uint64_t offset, char *buf, size_t cap) {
  if (cap)
    buf[0] = '\0';
  if (!n)
    return 0;
  size_t i = lower_bound(n, offset);
  if (i == n->n || n->e[i].offset != offset || !n->e[i].name)
    return 0;
  size_t len = n->e[i].len;
  if (cap) {
    size_t c = len < cap - 1 ? len : cap - 1;
    memcpy(buf, n->e[i].name, c);
    buf[c] = '\0';
  }
  return len;
}
