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
  bool sorted; /* every object's keys are already in byte order */
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

/* An object whose keys are already in order: members stream through. */
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

typedef struct member {
  char *key; /* decoded, for sorting */
  size_t key_len;
  size_t key_at, key_src_len; /* as written */
  char *value;                /* rewritten */
  size_t value_len;
} member;

static int by_member_key(const void *a, const void *b) {
  const member *x = a, *y = b;
  size_t n = x->key_len < y->key_len ? x->key_len : y->key_len;
  int c = n ? memcmp(x->key, y->key, n) : 0;
  return c ? c : (x->key_len > y->key_len) - (x->key_len < y->key_len);
}

/* Reads one member into `m`; a null member leaves m->value NULL. */
static bool read_member(jparse *p, member *m) {
  skip_ws(p);
  m->key_at = p->at;
  if (p->at >= p->len || p->s[p->at] != '"' || !skip_string(p))
    return false;
  m->key_src_len = p->at - m->key_at;
  if (hcl_json_string_unquote(p->s + m->key_at + 1, m->key_src_len - 2, NULL,
                              &m->key, &m->key_len) != HCL_OK)
    return false;
  skip_ws(p);
  if (p->at >= p->len || p->s[p->at++] != ':')
    return false;
  if (skip_null(p))
    return true;
  FILE *f = open_memstream(&m->value, &m->value_len);
  if (!f)
    return false;
  bool ok = rewrite(p, f) && !ferror(f);
  return fclose(f) == 0 && ok;
}

static bool rewrite_object(jparse *p, FILE *out) {
  if (p->sorted)
    return rewrite_sorted_object(p, out);
  member *m = NULL;
  size_t n = 0;
  bool ok = true, more = true;
  p->at++; /* { */
  skip_ws(p);
  if (p->at < p->len && p->s[p->at] == '}') {
    p->at++;
    more = false;
  }
  while (ok && more) {
    member *grown = realloc(m, (n + 1) * sizeof *m);
    if (!grown) {
      ok = false;
      break;
    }
    m = grown;
    memset(&m[n], 0, sizeof m[n]);
    ok = read_member(p, &m[n++]) && next_item(p, '}', &more);
  }
  if (ok && n > 1)
    qsort(m, n, sizeof *m, by_member_key);
  fputc('{', out);
  bool first = true;
  for (size_t i = 0; i < n; i++) {
    if (ok && m[i].value) {
      if (!first)
        fputc(',', out);
      fwrite(p->s + m[i].key_at, 1, m[i].key_src_len, out);
      fputc(':', out);
      fwrite(m[i].value, 1, m[i].value_len, out);
      first = false;
    }
    hcl_free(NULL, m[i].key);
    free(m[i].value);
  }
  free(m);
  return ok && fputc('}', out) != EOF;
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
    ok = rewrite_object(p, out);
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
  jparse p = {json, len, 0, 0, sorted};
  char *out = NULL;
  size_t out_len = 0;
  FILE *f = open_memstream(&out, &out_len);
  if (!f)
    return NULL;
  bool ok = rewrite(&p, f) && !ferror(f);
  if (fclose(f) != 0 || !ok) {
    free(out);
    return NULL;
  }
  return out;
}

/* ---- Indenting, as Go's json.Indent with two spaces --------------------- */

static void newline(FILE *out, int depth) {
  fputc('\n', out);
  for (int i = 0; i < depth; i++)
    fputs("  ", out);
}

static void indent(FILE *out, const char *s, size_t len) {
  int depth = 0;
  bool in_string = false;
  for (size_t i = 0; i < len; i++) {
    char c = s[i];
    if (in_string) {
      fputc(c, out);
      if (c == '\\' && i + 1 < len)
        fputc(s[++i], out);
      else if (c == '"')
        in_string = false;
      continue;
    }
    switch (c) {
    case '"':
      in_string = true;
      fputc(c, out);
      break;
    case '{':
    case '[':
      fputc(c, out);
      /* an empty object or array stays on one line */
      if (i + 1 < len && (s[i + 1] == '}' || s[i + 1] == ']'))
        fputc(s[++i], out);
      else
        newline(out, ++depth);
      break;
    case '}':
    case ']':
      newline(out, --depth);
      fputc(c, out);
      break;
    case ',':
      fputc(c, out);
      newline(out, depth);
      break;
    case ':':
      fputs(": ", out);
      break;
    default:
      fputc(c, out);
    }
  }
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
  if (hcl_file_out_commit(f, &err) != HCL_OK)
    return strerror(err);
  return NULL;
}
