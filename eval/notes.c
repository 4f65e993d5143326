/*
 * The values of the variables an expression refers to, for diagnostics
 * about it: the reference's text renderer lists them under the source
 * ("with a as "x", b.c as true."), since the same expression can fail in
 * different ways as it is evaluated with different values (in `for`
 * expressions, in functions).
 */

#include <stdlib.h>
#include <string.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "core/map.h"
#include "core/quote.h"
#include "eval/context.h"
#include "eval/eval_internal.h"
#include "eval/number.h"
#include "eval/value_internal.h"
#include "eval/value_json.h"

static hcl_status put(bool appended) {
  return appended ? HCL_OK : HCL_ERR_NOMEM;
}

/* A short description of a value. */
static hcl_status put_value(hcl_buf *b, const hcl_value *v) {
  const hcl_type *t = hcl_value_type(v);
  if (hcl_value_is_null(v))
    return put(hcl_buf_puts(b, "null"));
  if (hcl_value_is_unknown(v))
    return put(hcl_buf_puts(b, "(not yet known)"));
  switch (hcl_type_kind_of(t)) {
  case HCL_TYPE_BOOL:
    return put(hcl_buf_puts(b, hcl_value_as_bool(v) ? "true" : "false"));
  case HCL_TYPE_NUMBER: {
    /* ten digits, a sign, a point and an exponent always fit */
    char num[128];
    hcl_number_format_g10(*hcl_value_mpfr(v), num, sizeof num);
    return put(hcl_buf_puts(b, num));
  }
  case HCL_TYPE_STRING: {
    hcl_str s = hcl_value_as_string(v);
    return put(hcl_go_quote(b, s.ptr, s.len));
  }
  case HCL_TYPE_LIST:
  case HCL_TYPE_SET:
  case HCL_TYPE_MAP:
  case HCL_TYPE_TUPLE: {
    size_t n = hcl_value_count(v);
    hcl_buf name;
    hcl_buf_init(&name, b->alloc);
    hcl_status st = hcl_eval_put_type_name(&name, t);
    if (st == HCL_OK)
      st = put(hcl_buf_terminate(&name) &&
               (n == 0 ? hcl_buf_printf(b, "empty %s", name.data)
                : n == 1
                    ? hcl_buf_printf(b, "%s with 1 element", name.data)
                    : hcl_buf_printf(b, "%s with %zu elements", name.data, n)));
    hcl_buf_fini(&name);
    return st;
  }
  case HCL_TYPE_OBJECT: {
    size_t n = hcl_type_count(t);
    if (n == 0)
      return put(hcl_buf_puts(b, "object with no attributes"));
    if (n == 1) {
      hcl_str a = hcl_type_attr_name_at(t, 0);
      return put(hcl_buf_puts(b, "object with 1 attribute ") &&
                 hcl_go_quote(b, a.ptr, a.len));
    }
    return put(hcl_buf_printf(b, "object with %zu attributes", n));
  }
  default:
    return hcl_eval_put_type_name(b, t);
  }
}

/* root.attr[key]: keys of primitive type shown, others as "...". */
static hcl_status put_traversal(hcl_buf *b, const hcl_traversal *t) {
  hcl_status st = HCL_OK;
  for (size_t i = 0; st == HCL_OK && i < t->nsteps; i++) {
    const hcl_step *s = &t->steps[i];
    if (s->kind == HCL_STEP_ROOT) {
      st = put(hcl_buf_append(b, s->name.ptr, s->name.len));
    } else if (s->kind == HCL_STEP_ATTR) {
      st = put(hcl_buf_putc(b, '.') &&
               hcl_buf_append(b, s->name.ptr, s->name.len));
    } else if (s->kind == HCL_STEP_INDEX) {
      st = put(hcl_buf_putc(b, '['));
      if (st == HCL_OK)
        st = hcl_type_is_primitive(hcl_value_type(s->key))
                 ? put_value(b, s->key)
                 : put(hcl_buf_puts(b, "..."));
      if (st == HCL_OK)
        st = put(hcl_buf_putc(b, ']'));
    }
  }
  return st;
}

static int by_text(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* One note, "a.b as 1", for the traversal `t` unless an earlier note is
   about the same traversal (its text is in `seen`); *line is NULL when
   none. */
static hcl_status note(const hcl_env *env, const hcl_traversal *t,
                       hcl_map *seen, const hcl_alloc *alloc, char **line) {
  *line = NULL;
  hcl_value *v;
  hcl_status st = hcl_env_traversal_value(env, t, alloc, &v);
  if (st != HCL_OK || !v || hcl_value_is_unknown(v)) {
    hcl_value_unref(v);
    return st;
  }
  hcl_buf b;
  hcl_buf_init(&b, alloc);
  st = put_traversal(&b, t);
  if (st == HCL_OK)
    st = put(hcl_buf_terminate(&b));
  bool fresh = false;
  if (st == HCL_OK && !hcl_map_upsert(seen, b.data, b.len, &fresh))
    st = HCL_ERR_NOMEM;
  if (st == HCL_OK && fresh) {
    if (hcl_value_is_null(v)) {
      st = put(hcl_buf_puts(&b, " set to null"));
    } else {
      st = put(hcl_buf_puts(&b, " as "));
      if (st == HCL_OK)
        st = put_value(&b, v);
    }
    if (st == HCL_OK)
      st = put(hcl_buf_terminate(&b));
    if (st == HCL_OK) {
      *line = b.data; /* the buffer's memory, handed over */
      b.data = NULL;
    }
  }
  hcl_buf_fini(&b);
  hcl_value_unref(v);
  return st;
}

hcl_status hcl_eval_notes(const hcl_env *env, const hcl_expr *e,
                          const hcl_alloc *alloc, char **out) {
  *out = NULL;
  /* the reference has no context to look in at the top level without
     variables or functions */
  if (!e || (!env->ctx && !env->scope))
    return HCL_OK;
  hcl_traversals *ts = hcl_expr_variables(e, alloc);
  if (!ts)
    return HCL_ERR_NOMEM;
  size_t n = hcl_traversals_count(ts), kept = 0;
  char **lines = hcl_mem_alloc(alloc, (n ? n : 1) * sizeof *lines);
  hcl_status st = lines ? HCL_OK : HCL_ERR_NOMEM;
  hcl_map seen; /* the traversals noted so far, as written */
  hcl_map_init(&seen, alloc);
  for (size_t i = 0; st == HCL_OK && i < n; i++) {
    st = note(env, hcl_traversals_at(ts, i), &seen, alloc, &lines[kept]);
    if (st == HCL_OK && lines[kept])
      kept++;
  }
  hcl_map_fini(&seen);
  hcl_traversals_free(ts);
  if (st == HCL_OK && kept) {
    qsort(lines, kept, sizeof *lines, by_text);
    hcl_buf all;
    hcl_buf_init(&all, alloc);
    for (size_t i = 0; st == HCL_OK && i < kept; i++)
      st = put((i == 0 || hcl_buf_putc(&all, '\n')) &&
               hcl_buf_puts(&all, lines[i]));
    if (st == HCL_OK && hcl_buf_terminate(&all)) {
      *out = all.data; /* the buffer's memory, handed over */
      all.data = NULL;
    } else {
      st = HCL_ERR_NOMEM;
    }
    hcl_buf_fini(&all);
  }
  for (size_t i = 0; i < kept; i++)
    hcl_mem_free(alloc, lines[i]);
  hcl_mem_free(alloc, lines);
  return st;
}

hcl_status hcl_expr_value_notes(const hcl_expr *e, const hcl_eval_ctx *ctx,
                                char **notes) {
  hcl_env env;
  memset(&env, 0, sizeof env);
  env.ctx = ctx;
  return hcl_eval_notes(&env, e, hcl_eval_ctx_alloc(ctx), notes);
}
