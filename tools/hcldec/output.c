/* What hcldec writes. */

#include "output.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hcl/hcl.h"

/* ---- Null stripping ---------------------------------------------------- */

/* Our own JSON nests no deeper than a JSON input may by default. */
#define MAX_DEPTH HCL_JSON_MAX_DEPTH_DEFAULT

/* A JSON value of our own output as spans of the text: strings and
   numbers are copied as written (already escaped as the reference
   escapes), objects are re-ordered by key and lose null members. Parse
   failures return false; write failures show in the stream's error flag. */
typedef struct jparse {
  const char *s;
  size_t len, at;
  unsigned depth;
} jparse;

static void skip_ws(jparse *p) {
  while (p->at < p->len && (p->s[p->at] == ' ' || p->s[p->at] == '\n' ||
                            p->s[p->at] == '\t' || p->s[p->at] == '\r'))
    p->at++;
}

/* The end of the string token starting at p->at (the opening quote). */
static bool skip_string(jparse *p) {
  for (p->at++; p->at < p->len; p->at++) {
    if (p->s[p->at] == '\\')
      p->at++;
    else if (p->s[p->at] == '"')
      return ++p->at, true;
  }
  return false;
}

static bool is_delimiter(char c) { return c && strchr(",]} \n\t\r", c); }

/* Skips the value at p->at when it is the literal null: our objects and
   arrays never rewrite to null, so a member is null exactly when its
   value is written so. */
static bool skip_null(jparse *p) {
  skip_ws(p);
  if (p->len - p->at < 4 || memcmp(p->s + p->at, "null", 4) != 0 ||
      (p->len - p->at > 4 && !is_delimiter(p->s[p->at + 4])))
    return false;
  p->at += 4;
  return true;
}

/* After a member or element: a comma (true, more follow) or `close`. */
static bool next_item(jparse *p, char close, bool *more) {
  skip_ws(p);
  if (p->at >= p->len)
    return false;
  *more = p->s[p->at] == ',';
  return p->s[p->at++] == (*more ? ',' : close);
}

static bool rewrite(jparse *p, FILE *out);

/* An object whose keys are already in order: members stream through,
   nested values too (the recursion is bounded by MAX_DEPTH). */
static bool rewrite_sorted_object(jparse *p, FILE *out) {
  fputc('{', out);
  p->at++; /* { */
  skip_ws(p);
  if (p->at < p->len && p->s[p->at] == '}') {
    p->at++;
    return fputc('}', out) != EOF;
  }
  bool first = true, more = true;
  while (more) {
    skip_ws(p);
    size_t key_at = p->at;
    if (p->at >= p->len || p->s[p->at] != '"' || !skip_string(p))
      return false;
    size_t key_len = p->at - key_at;
    skip_ws(p);
    if (p->at >= p->len || p->s[p->at++] != ':')
      return false;
    if (!skip_null(p)) {
      if (!first)
        fputc(',', out);
      fwrite(p->s + key_at, 1, key_len, out);
      fputc(':', out);
      if (!rewrite(p, out))
        return false;
      first = false;
    }
    if (!next_item(p, '}', &more))
      return false;
  }
  return fputc('}', out) != EOF;
}

/*
 * Objects whose keys may be out of order are re-ordered with the whole
 * document indexed first: one node per value (object members that are
 * null left out), children linked in order, each object's members then
 * sorted by key and written straight to the output. Every byte is read
 * once and written once, however deep the nesting; an object's members
 * are never copied into buffers of their own at each level above them.
 */
typedef struct jnode {
  char kind;       /* '{', '[', or 0 for a string or other scalar */
  size_t at, len;  /* a scalar's text */
  size_t key_at;   /* an object member's key as written (quotes */
  size_t key_src;  /* included): key_at, key_src bytes */
  const char *key; /* the key decoded, for sorting: the text itself */
  size_t key_len;  /* when it has no escapes, else owned */
  bool key_owned;
  size_t parent;      /* node index + 1; 0 for the root */
  size_t first, last; /* children, node index + 1; 0 for none */
  size_t next;        /* the next sibling, node index + 1 */
} jnode;

typedef struct jdoc {
  jnode *nodes;
  size_t n, cap;
} jdoc;

static void jdoc_fini(jdoc *d) {
  for (size_t i = 0; i < d->n; i++)
    if (d->nodes[i].key_owned)
      hcl_free(NULL, (char *)d->nodes[i].key);
  free(d->nodes);
}

/* A new node, last child of `parent` (index + 1; 0: the root); its index
   + 1, or 0 when out of memory. */
static size_t add_node(jdoc *d, size_t parent) {
  if (d->n == d->cap) {
    size_t cap = d->cap ? 2 * d->cap : 64;
    jnode *grown = realloc(d->nodes, cap * sizeof *grown);
    if (!grown)
      return 0;
    d->nodes = grown;
    d->cap = cap;
  }
  size_t id = ++d->n;
  jnode *n = &d->nodes[id - 1];
  memset(n, 0, sizeof *n);
  n->parent = parent;
  if (parent) {
    jnode *p = &d->nodes[parent - 1];
    if (p->last)
      d->nodes[p->last - 1].next = id;
    else
      p->first = id;
    p->last = id;
  }
  return id;
}

/* Reads an object member's key and colon; *null says its value is null
   (then read too). Returns the key's node fields through `k`. */
static bool read_key(jparse *p, jnode *k, bool *null) {
  skip_ws(p);
  k->key_at = p->at;
  if (p->at >= p->len || p->s[p->at] != '"' || !skip_string(p))
    return false;
  k->key_src = p->at - k->key_at;
  const char *raw = p->s + k->key_at + 1;
  size_t raw_len = k->key_src - 2;
  if (memchr(raw, '\\', raw_len)) {
    char *key;
    if (hcl_json_string_unquote(raw, raw_len, NULL, &key, &k->key_len) !=
        HCL_OK)
      return false;
    k->key = key;
    k->key_owned = true;
  } else {
    k->key = raw;
    k->key_len = raw_len;
  }
  skip_ws(p);
  if (p->at >= p->len || p->s[p->at++] != ':')
    return false;
  *null = skip_null(p);
  return true;
}

/* Indexes the document, without recursion. Object members are nodes
   that carry their key; null members are read and dropped. */
static bool index_doc(jparse *p, jdoc *d) {
  size_t open = 0; /* the innermost open container, index + 1 */
  unsigned depth = 0;
  jnode key; /* the key of the member whose value comes next */
  bool keyed = false;
  for (;;) {
    /* a value */
    skip_ws(p);
    if (p->at >= p->len || depth + 1 > MAX_DEPTH)
      return false;
    size_t id = add_node(d, open);
    if (!id)
      return false;
    jnode *n = &d->nodes[id - 1];
    if (keyed) {
      n->key_at = key.key_at;
      n->key_src = key.key_src;
      n->key = key.key;
      n->key_len = key.key_len;
      n->key_owned = key.key_owned;
      keyed = false;
    }
    char c = p->s[p->at];
    bool more = false;
    if (c == '{' || c == '[') {
      n->kind = c;
      p->at++;
      skip_ws(p);
      if (p->at < p->len && p->s[p->at] == (c == '{' ? '}' : ']')) {
        p->at++;
      } else {
        open = id;
        depth++;
        more = true;
      }
    } else if (c == '"') {
      n->at = p->at;
      if (!skip_string(p))
        return false;
      n->len = p->at - n->at;
    } else {
      n->at = p->at;
      while (p->at < p->len && !is_delimiter(p->s[p->at]))
        p->at++;
      n->len = p->at - n->at;
      if (!n->len)
        return false;
    }
    /* what follows: the next member or element, or closings */
    for (;;) {
      if (!open)
        return true;
      jnode *o = &d->nodes[open - 1];
      if (!more && !next_item(p, o->kind == '{' ? '}' : ']', &more))
        return false;
      if (!more) {
        open = o->parent;
        depth--;
        continue;
      }
      if (o->kind == '[')
        break;
      bool null;
      memset(&key, 0, sizeof key);
      if (!read_key(p, &key, &null)) {
        if (key.key_owned)
          hcl_free(NULL, (char *)key.key);
        return false;
      }
      if (!null) {
        keyed = true;
        break;
      }
      if (key.key_owned)
        hcl_free(NULL, (char *)key.key);
      more = false; /* the null member is done: what follows it */
    }
  }
}

static int by_key(const void *a, const void *b) {
  const jnode *x = *(jnode *const *)a, *y = *(jnode *const *)b;
  size_t n = x->key_len < y->key_len ? x->key_len : y->key_len;
  int c = n ? memcmp(x->key, y->key, n) : 0;
  return c ? c : (x->key_len > y->key_len) - (x->key_len < y->key_len);
}

/* Re-links every object's members in key order; false when out of
   memory. */
static bool sort_members(jdoc *d) {
  jnode **scratch = NULL;
  size_t cap = 0;
  bool ok = true;
  for (size_t i = 0; ok && i < d->n; i++) {
    jnode *o = &d->nodes[i];
    if (o->kind != '{' || !o->first || o->first == o->last)
      continue;
    size_t k = 0;
    for (size_t c = o->first; c; c = d->nodes[c - 1].next) {
      if (k == cap) {
        size_t grown_cap = cap ? 2 * cap : 16;
        jnode **grown = realloc(scratch, grown_cap * sizeof *grown);
        if (!grown) {
          ok = false;
          break;
        }
        scratch = grown;
        cap = grown_cap;
      }
      scratch[k++] = &d->nodes[c - 1];
    }
    if (!ok)
      break;
    qsort(scratch, k, sizeof *scratch, by_key);
    for (size_t j = 0; j < k; j++)
      scratch[j]->next =
          j + 1 < k ? (size_t)(scratch[j + 1] - d->nodes) + 1 : 0;
    o->first = (size_t)(scratch[0] - d->nodes) + 1;
    o->last = (size_t)(scratch[k - 1] - d->nodes) + 1;
  }
  free(scratch);
  return ok;
}

/* Writes the indexed document, depth first, without recursion. */
static void write_doc(const jparse *p, const jdoc *d, FILE *out) {
  size_t id = 1;
  for (;;) {
    const jnode *n = &d->nodes[id - 1];
    if (n->parent && d->nodes[n->parent - 1].first != id)
      fputc(',', out);
    if (n->parent && d->nodes[n->parent - 1].kind == '{') {
      fwrite(p->s + n->key_at, 1, n->key_src, out);
      fputc(':', out);
    }
    if (n->kind) {
      fputc(n->kind, out);
      if (n->first) {
        id = n->first;
        continue;
      }
      fputc(n->kind == '{' ? '}' : ']', out);
    } else {
      fwrite(p->s + n->at, 1, n->len, out);
    }
    /* the next sibling, closing the containers finished on the way */
    while (!d->nodes[id - 1].next) {
      id = d->nodes[id - 1].parent;
      if (!id)
        return;
      fputc(d->nodes[id - 1].kind == '{' ? '}' : ']', out);
    }
    id = d->nodes[id - 1].next;
  }
}

static bool rewrite_unsorted(jparse *p, FILE *out) {
  jdoc d = {NULL, 0, 0};
  bool ok = index_doc(p, &d) && sort_members(&d);
  if (ok)
    write_doc(p, &d, out);
  jdoc_fini(&d);
  return ok;
}

static bool rewrite_array(jparse *p, FILE *out) {
  fputc('[', out);
  p->at++;
  skip_ws(p);
  if (p->at < p->len && p->s[p->at] == ']') {
    p->at++;
    return fputc(']', out) != EOF;
  }
  for (bool first = true, more = true; more; first = false) {
    if (!first)
      fputc(',', out);
    if (!rewrite(p, out) || !next_item(p, ']', &more))
      return false;
  }
  return fputc(']', out) != EOF;
}

static bool rewrite(jparse *p, FILE *out) {
  skip_ws(p);
  if (p->at >= p->len || ++p->depth > MAX_DEPTH)
    return false;
  bool ok;
  char c = p->s[p->at];
  if (c == '{') {
    ok = rewrite_sorted_object(p, out);
  } else if (c == '[') {
    ok = rewrite_array(p, out);
  } else if (c == '"') {
    size_t from = p->at;
    ok = skip_string(p) &&
         fwrite(p->s + from, 1, p->at - from, out) == p->at - from;
  } else {
    size_t from = p->at;
    while (p->at < p->len && !is_delimiter(p->s[p->at]))
      p->at++;
    ok = p->at > from &&
         fwrite(p->s + from, 1, p->at - from, out) == p->at - from;
  }
  p->depth--;
  return ok;
}

char *hcldec_strip_nulls(const char *json, size_t len, bool sorted) {
  jparse p = {json, len, 0, 0};
  char *out = NULL;
  size_t out_len = 0;
  FILE *f = open_memstream(&out, &out_len);
  if (!f)
    return NULL;
  bool ok = (sorted ? rewrite(&p, f) : rewrite_unsorted(&p, f)) && !ferror(f);
  if (fclose(f) != 0 || !ok) {
    free(out);
    return NULL;
  }
  return out;
}

/* ---- Indenting, as Go's json.Indent with two spaces --------------------- */

static void newline(FILE *out, int depth) {
  static const char spaces[] = "\n                                "
                               "                                ";
  size_t want = 1 + 2 * (size_t)(depth > 0 ? depth : 0);
  size_t n = want < sizeof spaces - 1 ? want : sizeof spaces - 1;
  fwrite(spaces, 1, n, out);
  for (want -= n; want > 0; want -= n) {
    n = want < sizeof spaces - 2 ? want : sizeof spaces - 2;
    fwrite(spaces + 1, 1, n, out);
  }
}

/* The length of the string body starting at s[i] (just after its opening
 * quote), up to and including the closing quote. */
static size_t string_run(const char *s, size_t i, size_t len) {
  size_t at = i;
  while (at < len && s[at] != '"')
    at += s[at] == '\\' && at + 1 < len ? 2 : 1;
  return (at < len ? at + 1 : len) - i;
}

/* Strings, most of the bytes, are copied a run at a time: a call per byte
 * made writing large outputs (--var-refs) cost more than producing them. */
static void indent(FILE *out, const char *s, size_t len) {
  int depth = 0;
  flockfile(out);
  for (size_t i = 0; i < len; i++) {
    char c = s[i];
    switch (c) {
    case '"': {
      size_t run = string_run(s, i + 1, len);
      fwrite(s + i, 1, run + 1, out);
      i += run;
      break;
    }
    case '{':
    case '[':
      putc_unlocked(c, out);
      /* an empty object or array stays on one line */
      if (i + 1 < len && (s[i + 1] == '}' || s[i + 1] == ']'))
        putc_unlocked(s[++i], out);
      else
        newline(out, ++depth);
      break;
    case '}':
    case ']':
      newline(out, --depth);
      putc_unlocked(c, out);
      break;
    case ',':
      putc_unlocked(c, out);
      newline(out, depth);
      break;
    case ':':
      fputs(": ", out);
      break;
    default:
      putc_unlocked(c, out);
    }
  }
  funlockfile(out);
}

/* ---- Variable references ----------------------------------------------- */

static bool put_quoted(FILE *out, const char *s, size_t len) {
  char *q;
  size_t n;
  if (hcl_json_string_quote(s, len, NULL, &q, &n) != HCL_OK)
    return false;
  bool ok = fwrite(q, 1, n, out) == n;
  hcl_free(NULL, q);
  return ok;
}

static void put_pos(FILE *out, const hcl_pos *p) {
  fprintf(out, "{\"line\":%u,\"column\":%u,\"byte\":%llu}", p->line, p->column,
          (unsigned long long)p->byte);
}

static bool put_range(FILE *out, const hcl_range *r) {
  const char *f = r->filename ? r->filename : "";
  fputs("{\"filename\":", out);
  bool ok = put_quoted(out, f, strlen(f));
  fputs(",\"start\":", out);
  put_pos(out, &r->start);
  fputs(",\"end\":", out);
  put_pos(out, &r->end);
  fputc('}', out);
  return ok;
}

/* A value's JSON, or nothing when it has none. */
static void put_json_value(FILE *out, const char *field, const hcl_value *v) {
  char *json = NULL, *err = NULL;
  size_t len;
  if (v && hcl_value_to_json(v, hcl_value_type(v), NULL, &json, &len, &err) ==
               HCL_OK) {
    fprintf(out, ",\"%s\":", field);
    fwrite(json, 1, len, out);
  }
  hcl_free(NULL, json);
  hcl_free(NULL, err);
}

static bool put_ref(FILE *out, const hcl_traversal *t,
                    const hcl_eval_ctx *ctx) {
  const hcl_step *root = &t->steps[0];
  fputs("{\"root_name\":", out);
  bool ok = put_quoted(out, root->name.ptr, root->name.len);
  /* the current value, when the context gives one */
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_value *v = ds ? hcl_traversal_value(t, ctx, ds) : NULL;
  if (v && !hcl_diags_has_errors(ds))
    put_json_value(out, "value", v);
  hcl_value_unref(v);
  hcl_diags_free(ds);
  fputs(",\"steps\":[", out);
  for (size_t k = 0; ok && k < t->nsteps; k++) {
    const hcl_step *s = &t->steps[k];
    const char *kind = s->kind == HCL_STEP_ROOT   ? "root"
                       : s->kind == HCL_STEP_ATTR ? "attr"
                                                  : "index";
    if (k > 0)
      fputc(',', out);
    fprintf(out, "{\"kind\":\"%s\"", kind);
    if (s->kind != HCL_STEP_INDEX && s->name.len) {
      fputs(",\"name\":", out);
      ok = put_quoted(out, s->name.ptr, s->name.len);
    }
    if (s->kind == HCL_STEP_INDEX)
      put_json_value(out, "key", s->key);
    fputs(",\"range\":", out);
    ok = ok && put_range(out, &s->range);
    fputc('}', out);
  }
  hcl_range whole = root->range;
  whole.end = t->steps[t->nsteps - 1].range.end;
  fputs("],\"range\":", out);
  ok = ok && put_range(out, &whole);
  fputc('}', out);
  return ok;
}

char *hcldec_var_refs_json(const hcl_spec_refs *refs, const hcl_eval_ctx *ctx) {
  char *flat = NULL, *pretty = NULL;
  size_t flat_len = 0, pretty_len = 0;
  FILE *f = open_memstream(&flat, &flat_len);
  if (!f)
    return NULL;
  fputc('[', f);
  bool ok = true;
  for (size_t i = 0; ok && i < hcl_spec_refs_count(refs); i++) {
    if (i > 0)
      fputc(',', f);
    ok = put_ref(f, hcl_spec_refs_at(refs, i), ctx);
  }
  fputc(']', f);
  ok = !ferror(f) && ok;
  if (fclose(f) != 0 || !ok) {
    free(flat);
    return NULL;
  }
  f = open_memstream(&pretty, &pretty_len);
  if (f) {
    indent(f, flat, flat_len);
    ok = !ferror(f);
    if (fclose(f) != 0 || !ok) {
      free(pretty);
      pretty = NULL;
    }
  }
  free(flat);
  return pretty;
}

/* ---- Writing ----------------------------------------------------------- */

const char *hcldec_write(const char *path, const char *text, size_t len) {
  if (!path) {
    fwrite(text, 1, len, stdout);
    fputc('\n', stdout);
    return fflush(stdout) == 0 ? NULL : strerror(errno);
  }
  /* a new file gets the mode the reference gives one: 0777 less the umask */
  hcl_file_out *f;
  int err = 0;
  hcl_status st = hcl_file_out_open(path, 0777, NULL, &f, &err);
  if (st != HCL_OK)
    return st == HCL_ERR_NOMEM ? "out of memory" : strerror(err);
  FILE *out = hcl_file_out_stream(f);
  if (fwrite(text, 1, len, out) != len || fputc('\n', out) == EOF) {
    err = errno;
    hcl_file_out_abort(f);
    return strerror(err);
  }
  if ((st = hcl_file_out_commit(f, &err)) != HCL_OK)
    return st == HCL_ERR_NOMEM ? "out of memory" : strerror(err);
  return NULL;
}
