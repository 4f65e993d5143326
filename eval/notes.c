/*
 * The values of the variables an expression refers to, for diagnostics
 * about it: the reference's text renderer lists them under the source
 * ("with a as "x", b.c as true."), since the same expression can fail in
 * different ways as it is evaluated with different values (in `for`
 * expressions, in functions).
 */

#include <stdlib.h>
#include <string.h>

#include "core/buf.h"
#include "core/quote.h"
#include "eval/eval_internal.h"
#include "eval/number.h"
#include "eval/value_internal.h"
#include "eval/value_json.h"

/* A short description of a value. */
static bool put_value(hcl_buf *b, const hcl_value *v) {
  const hcl_type *t = hcl_value_type(v);
  if (hcl_value_is_null(v))
    return hcl_buf_puts(b, "null");
  if (hcl_value_is_unknown(v))
    return hcl_buf_puts(b, "(not yet known)");
  char name[256];
  hcl_type_friendly_name(t, name, sizeof name);
  switch (hcl_type_kind_of(t)) {
  case HCL_TYPE_BOOL:
    return hcl_buf_puts(b, hcl_value_as_bool(v) ? "true" : "false");
  case HCL_TYPE_NUMBER: {
    char num[128];
    hcl_number_format_g10(*hcl_value_mpfr(v), num, sizeof num);
    return hcl_buf_puts(b, num);
  }
  case HCL_TYPE_STRING: {
    hcl_str s = hcl_value_as_string(v);
    return hcl_go_quote(b, s.ptr, s.len);
  }
  case HCL_TYPE_LIST:
  case HCL_TYPE_SET:
  case HCL_TYPE_MAP:
  case HCL_TYPE_TUPLE: {
    size_t n = hcl_value_len(v);
    if (n == 0)
      return hcl_buf_printf(b, "empty %s", name);
    if (n == 1)
      return hcl_buf_printf(b, "%s with 1 element", name);
    return hcl_buf_printf(b, "%s with %zu elements", name, n);
  }
  case HCL_TYPE_OBJECT: {
    size_t n = hcl_type_count(t);
    if (n == 0)
      return hcl_buf_puts(b, "object with no attributes");
    if (n == 1) {
      hcl_str a = hcl_type_attr_name(t, 0);
      return hcl_buf_puts(b, "object with 1 attribute ") &&
             hcl_go_quote(b, a.ptr, a.len);
    }
    return hcl_buf_printf(b, "object with %zu attributes", n);
  }
  default:
    return hcl_buf_puts(b, name);
  }
}

/* root.attr[key]: keys of primitive type shown, others as "...". */
static bool put_traversal(hcl_buf *b, const hcl_traversal *t) {
  bool ok = true;
  for (size_t i = 0; ok && i < t->nsteps; i++) {
    const hcl_step *s = &t->steps[i];
    if (s->kind == HCL_STEP_ROOT)
      ok = hcl_buf_append(b, s->name.ptr, s->name.len);
    else if (s->kind == HCL_STEP_ATTR)
      ok = hcl_buf_putc(b, '.') && hcl_buf_append(b, s->name.ptr, s->name.len);
    else if (s->kind == HCL_STEP_INDEX)
      ok = hcl_buf_putc(b, '[') &&
           (hcl_type_is_primitive(hcl_value_type(s->key))
                ? put_value(b, s->key)
                : hcl_buf_puts(b, "...")) &&
           hcl_buf_putc(b, ']');
  }
  return ok;
}

static int by_text(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

char *hcl_eval_notes(const hcl_env *env, const hcl_expr *e) {
  /* the reference has no context to look in at the top level without
     variables or functions */
  if (!e || (!env->ctx && !env->scope))
    return NULL;
  hcl_traversals *ts = hcl_expr_variables(e, NULL);
  if (!ts)
    return NULL;
  size_t n = hcl_traversals_count(ts), kept = 0;
  char **lines = calloc(n ? n : 1, sizeof *lines);
  for (size_t i = 0; lines && i < n; i++) {
    const hcl_traversal *t = hcl_traversals_at(ts, i);
    bool failed;
    hcl_value *v = hcl_env_traversal_value(env, t, &failed);
    if (!v || hcl_value_is_unknown(v)) {
      hcl_value_unref(v);
      continue;
    }
    hcl_buf b;
    hcl_buf_init(&b, NULL);
    bool ok = put_traversal(&b, t) && hcl_buf_terminate(&b);
    bool seen = false;
    for (size_t k = 0; ok && k < kept && !seen; k++)
      seen = strncmp(lines[k], b.data, b.len) == 0 && (lines[k][b.len] == ' ');
    if (ok && !seen) {
      ok = hcl_value_is_null(v) ? hcl_buf_puts(&b, " set to null")
                                : hcl_buf_puts(&b, " as ") && put_value(&b, v);
      if (ok && hcl_buf_terminate(&b))
        lines[kept++] = strdup(b.data);
    }
    hcl_buf_fini(&b);
    hcl_value_unref(v);
  }
  hcl_traversals_free(ts);
  char *out = NULL;
  if (lines && kept) {
    qsort(lines, kept, sizeof *lines, by_text);
    hcl_buf all;
    hcl_buf_init(&all, NULL);
    bool ok = true;
    for (size_t i = 0; ok && i < kept; i++)
      ok = (i == 0 || hcl_buf_putc(&all, '\n')) && lines[i] &&
           hcl_buf_puts(&all, lines[i]);
    if (ok && hcl_buf_terminate(&all))
      out = strdup(all.data);
    hcl_buf_fini(&all);
  }
  for (size_t i = 0; lines && i < kept; i++)
    free(lines[i]);
  free(lines);
  return out;
}

char *hcl_expr_value_notes(const hcl_expr *e, const hcl_eval_ctx *ctx) {
  hcl_env env;
  memset(&env, 0, sizeof env);
  env.ctx = ctx;
  return hcl_eval_notes(&env, e);
}
