/* What hcldec writes. */

#include "output.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/buf.h"
#include "core/json_text.h"
#include "hcl/file.h"

/* ---- Null stripping ---------------------------------------------------- */

/* A JSON value of our own output as spans of the text: strings and
   numbers are copied as written (already escaped as the reference
   escapes), objects are re-ordered by key and lose null members. */
typedef struct jparse {
  const char *s;
  size_t len, at;
  int depth;
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

/* A key's bytes decoded enough to compare them as the reference sorts:
   escapes become the characters they stand for. */
static bool decode_key(const char *s, size_t len, hcl_buf *out) {
  bool ok = true;
  for (size_t i = 1; ok && i + 1 < len; i++) {
    if (s[i] != '\\') {
      ok = hcl_buf_putc(out, s[i]);
      continue;
    }
    char c = s[++i];
    if (c == 'u' && i + 4 < len) {
      unsigned cp = 0;
      sscanf(s + i + 1, "%4x", &cp);
      i += 4;
      if (cp >= 0xd800 && cp < 0xdc00 && i + 6 < len && s[i + 1] == '\\') {
        unsigned lo = 0;
        sscanf(s + i + 3, "%4x", &lo);
        cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
        i += 6;
      }
      char u[4];
      int n = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
      if (n == 1) {
        u[0] = (char)cp;
      } else {
        for (int k = n - 1; k > 0; k--, cp >>= 6)
          u[k] = (char)(0x80 | (cp & 0x3f));
        u[0] = (char)((n == 2 ? 0xc0 : n == 3 ? 0xe0 : 0xf0) | cp);
      }
      ok = hcl_buf_append(out, u, (size_t)n);
    } else {
      static const char from[] = "bfnrt", to[] = "\b\f\n\r\t";
      const char *f = strchr(from, c);
      ok = hcl_buf_putc(out, f ? to[f - from] : c);
    }
  }
  return ok;
}

typedef struct member {
  hcl_buf key; /* decoded, for sorting */
  size_t key_at, key_len;
  hcl_buf value; /* rewritten */
} member;

static int by_member_key(const void *a, const void *b) {
  const member *x = a, *y = b;
  size_t n = x->key.len < y->key.len ? x->key.len : y->key.len;
  int c = n ? memcmp(x->key.data, y->key.data, n) : 0;
  return c ? c : (x->key.len > y->key.len) - (x->key.len < y->key.len);
}

static bool rewrite(jparse *p, hcl_buf *out);

/* An object whose keys are already in order: members stream through, and
   a null member is taken back out of `out` once it is seen to be null. */
static bool rewrite_sorted_object(jparse *p, hcl_buf *out) {
  bool ok = hcl_buf_putc(out, '{');
  p->at++; /* { */
  skip_ws(p);
  if (p->at < p->len && p->s[p->at] == '}') {
    p->at++;
    return ok && hcl_buf_putc(out, '}');
  }
  bool first = true;
  while (ok) {
    skip_ws(p);
    if (p->at >= p->len || p->s[p->at] != '"')
      return false;
    size_t mark = out->len;
    size_t key_at = p->at;
    ok = skip_string(p) && (first || hcl_buf_putc(out, ',')) &&
         hcl_buf_append(out, p->s + key_at, p->at - key_at) &&
         hcl_buf_putc(out, ':');
    skip_ws(p);
    ok = ok && p->at < p->len && p->s[p->at++] == ':';
    size_t value_at = out->len;
    ok = ok && rewrite(p, out);
    if (ok && out->len - value_at == 4 &&
        memcmp(out->data + value_at, "null", 4) == 0)
      out->len = mark;
    else
      first = false;
    skip_ws(p);
    if (!ok || p->at >= p->len)
      return false;
    if (p->s[p->at] == ',') {
      p->at++;
      continue;
    }
    return p->s[p->at++] == '}' && hcl_buf_putc(out, '}');
  }
  return false;
}

static bool rewrite_object(jparse *p, hcl_buf *out) {
  if (p->sorted)
    return rewrite_sorted_object(p, out);
  member *m = NULL;
  size_t n = 0;
  bool ok = true;
  p->at++; /* { */
  skip_ws(p);
  if (p->at < p->len && p->s[p->at] == '}') {
    p->at++;
  } else {
    for (;;) {
      skip_ws(p);
      member *grown = realloc(m, (n + 1) * sizeof *m);
      if (!grown) {
        ok = false;
        break;
      }
      m = grown;
      if (p->at >= p->len || p->s[p->at] != '"') {
        ok = false;
        break;
      }
      member *e = &m[n++];
      hcl_buf_init(&e->key, NULL);
      hcl_buf_init(&e->value, NULL);
      e->key_at = p->at;
      ok = skip_string(p);
      e->key_len = p->at - e->key_at;
      ok = ok && decode_key(p->s + e->key_at, e->key_len, &e->key);
      skip_ws(p);
      ok = ok && p->at < p->len && p->s[p->at++] == ':';
      skip_ws(p);
      ok = ok && rewrite(p, &e->value);
      skip_ws(p);
      if (!ok || p->at >= p->len)
        break;
      if (p->s[p->at] == ',') {
        p->at++;
        continue;
      }
      ok = p->s[p->at++] == '}';
      break;
    }
  }
  if (ok && n > 1)
    qsort(m, n, sizeof *m, by_member_key);
  ok = ok && hcl_buf_putc(out, '{');
  bool first = true;
  for (size_t i = 0; i < n; i++) {
    const member *e = &m[i];
    bool is_null = e->value.len == 4 && memcmp(e->value.data, "null", 4) == 0;
    if (ok && !is_null) {
      ok = (first || hcl_buf_putc(out, ',')) &&
           hcl_buf_append(out, p->s + e->key_at, e->key_len) &&
           hcl_buf_putc(out, ':') &&
           hcl_buf_append(out, e->value.data, e->value.len);
      first = false;
    }
    hcl_buf_fini(&m[i].key);
    hcl_buf_fini(&m[i].value);
  }
  free(m);
  return ok && hcl_buf_putc(out, '}');
}

static bool rewrite_array(jparse *p, hcl_buf *out) {
  bool ok = hcl_buf_putc(out, '[');
  p->at++;
  skip_ws(p);
  if (p->at < p->len && p->s[p->at] == ']') {
    p->at++;
    return ok && hcl_buf_putc(out, ']');
  }
  for (bool first = true; ok; first = false) {
    skip_ws(p);
    ok = (first || hcl_buf_putc(out, ',')) && rewrite(p, out);
    skip_ws(p);
    if (!ok || p->at >= p->len)
      return false;
    if (p->s[p->at] == ',') {
      p->at++;
      continue;
    }
    return p->s[p->at++] == ']' && hcl_buf_putc(out, ']');
  }
  return false;
}

static bool rewrite(jparse *p, hcl_buf *out) {
  skip_ws(p);
  if (p->at >= p->len || ++p->depth > 10000)
    return false;
  bool ok;
  char c = p->s[p->at];
  if (c == '{') {
    ok = rewrite_object(p, out);
  } else if (c == '[') {
    ok = rewrite_array(p, out);
  } else if (c == '"') {
    size_t from = p->at;
    ok = skip_string(p) && hcl_buf_append(out, p->s + from, p->at - from);
  } else {
    size_t from = p->at;
    while (p->at < p->len && !strchr(",]} \n\t\r", p->s[p->at]))
      p->at++;
    ok = p->at > from && hcl_buf_append(out, p->s + from, p->at - from);
  }
  p->depth--;
  return ok;
}

char *hcldec_strip_nulls(const char *json, size_t len, bool sorted) {
  jparse p = {json, len, 0, 0, sorted};
  hcl_buf b;
  hcl_buf_init(&b, NULL);
  char *out = NULL;
  if (rewrite(&p, &b) && hcl_buf_terminate(&b)) {
    out = malloc(b.len + 1);
    if (out)
      memcpy(out, b.data, b.len + 1);
  }
  hcl_buf_fini(&b);
  return out;
}

/* ---- Indenting, as Go's json.Indent with two spaces --------------------- */

static bool newline(hcl_buf *b, int depth) {
  if (!hcl_buf_putc(b, '\n'))
    return false;
  for (int i = 0; i < depth; i++)
    if (!hcl_buf_puts(b, "  "))
      return false;
  return true;
}

static bool indent(hcl_buf *out, const char *s, size_t len) {
  int depth = 0;
  bool ok = true, in_string = false;
  for (size_t i = 0; ok && i < len; i++) {
    char c = s[i];
    if (in_string) {
      ok = hcl_buf_putc(out, c);
      if (c == '\\' && i + 1 < len)
        ok = ok && hcl_buf_putc(out, s[++i]);
      else if (c == '"')
        in_string = false;
      continue;
    }
    switch (c) {
    case '"':
      in_string = true;
      ok = hcl_buf_putc(out, c);
      break;
    case '{':
    case '[':
      ok = hcl_buf_putc(out, c);
      /* an empty object or array stays on one line */
      if (i + 1 < len && (s[i + 1] == '}' || s[i + 1] == ']'))
        ok = ok && hcl_buf_putc(out, s[++i]);
      else
        ok = ok && newline(out, ++depth);
      break;
    case '}':
    case ']':
      ok = newline(out, --depth) && hcl_buf_putc(out, c);
      break;
    case ',':
      ok = hcl_buf_putc(out, c) && newline(out, depth);
      break;
    case ':':
      ok = hcl_buf_puts(out, ": ");
      break;
    default:
      ok = hcl_buf_putc(out, c);
    }
  }
  return ok;
}

/* ---- Variable references ----------------------------------------------- */

static bool put_pos(hcl_buf *b, const hcl_pos *p) {
  return hcl_buf_printf(b, "{\"line\":%u,\"column\":%u,\"byte\":%llu}", p->line,
                        p->column, (unsigned long long)p->byte);
}

static bool put_range(hcl_buf *b, const hcl_range *r) {
  const char *f = r->filename ? r->filename : "";
  return hcl_buf_puts(b, "{\"filename\":") && hcl_json_quote(b, f, strlen(f)) &&
         hcl_buf_puts(b, ",\"start\":") && put_pos(b, &r->start) &&
         hcl_buf_puts(b, ",\"end\":") && put_pos(b, &r->end) &&
         hcl_buf_putc(b, '}');
}

/* A value's JSON, or nothing when it has none. */
static bool put_json_value(hcl_buf *b, const char *field, const hcl_value *v) {
  char *json = NULL, *err = NULL;
  size_t len;
  bool ok = true;
  if (v && hcl_value_to_json(v, hcl_value_type(v), NULL, &json, &len, &err) ==
               HCL_OK)
    ok = hcl_buf_printf(b, ",\"%s\":", field) && hcl_buf_append(b, json, len);
  hcl_free(NULL, json);
  hcl_free(NULL, err);
  return ok;
}

char *hcldec_var_refs_json(const hcl_spec_refs *refs, const hcl_eval_ctx *ctx) {
  hcl_buf b;
  hcl_buf_init(&b, NULL);
  bool ok = hcl_buf_putc(&b, '[');
  for (size_t i = 0; ok && i < hcl_spec_refs_count(refs); i++) {
    const hcl_traversal *t = hcl_spec_refs_at(refs, i);
    const hcl_step *root = &t->steps[0];
    ok = (i == 0 || hcl_buf_putc(&b, ',')) &&
         hcl_buf_puts(&b, "{\"root_name\":") &&
         hcl_json_quote(&b, root->name.ptr, root->name.len);
    /* the current value, when the context gives one */
    hcl_diags *ds = hcl_diags_new(NULL);
    hcl_value *v = ds ? hcl_traversal_value(t, ctx, ds) : NULL;
    if (ok && v && !hcl_diags_has_errors(ds))
      ok = put_json_value(&b, "value", v);
    hcl_value_unref(v);
    hcl_diags_free(ds);
    ok = ok && hcl_buf_puts(&b, ",\"steps\":[");
    for (size_t k = 0; ok && k < t->nsteps; k++) {
      const hcl_step *s = &t->steps[k];
      const char *kind = s->kind == HCL_STEP_ROOT   ? "root"
                         : s->kind == HCL_STEP_ATTR ? "attr"
                                                    : "index";
      ok = (k == 0 || hcl_buf_putc(&b, ',')) &&
           hcl_buf_printf(&b, "{\"kind\":\"%s\"", kind);
      if (ok && s->kind != HCL_STEP_INDEX && s->name.len)
        ok = hcl_buf_puts(&b, ",\"name\":") &&
             hcl_json_quote(&b, s->name.ptr, s->name.len);
      if (ok && s->kind == HCL_STEP_INDEX)
        ok = put_json_value(&b, "key", s->key);
      ok = ok && hcl_buf_puts(&b, ",\"range\":") && put_range(&b, &s->range) &&
           hcl_buf_putc(&b, '}');
    }
    hcl_range whole = root->range;
    whole.end = t->steps[t->nsteps - 1].range.end;
    ok = ok && hcl_buf_puts(&b, "],\"range\":") && put_range(&b, &whole) &&
         hcl_buf_putc(&b, '}');
  }
  ok = ok && hcl_buf_putc(&b, ']');
  hcl_buf pretty;
  hcl_buf_init(&pretty, NULL);
  char *out = NULL;
  if (ok && indent(&pretty, b.data, b.len) && hcl_buf_terminate(&pretty))
    out = strdup(pretty.data);
  hcl_buf_fini(&pretty);
  hcl_buf_fini(&b);
  return out;
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
