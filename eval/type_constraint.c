/*
 * Type constraints read from the shape of an expression, as the reference's
 * ext/typeexpr reads them (TypeConstraint, TypeConstraintWithDefaults):
 * keywords `string`, `number`, `bool`, `any`, and calls `list(T)`,
 * `set(T)`, `map(T)`, `object({NAME = T, ...})`, `tuple([T, ...])`, where
 * an attribute's type may be `optional(T)` or, with defaults, `optional(T,
 * DEFAULT)`. Nothing is evaluated but a default, which may use neither
 * variables nor functions.
 *
 * This is not the spec format's type expression (decode/type_expr.c),
 * which hcldec evaluates and which knows no `optional`; the two also word
 * their errors differently, as in the reference.
 */

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "core/limits.h"
#include "core/map.h"
#include "eval/convert.h"
#include "eval/eval_internal.h"
#include "eval/type_constraint.h"

#define SUMMARY "Invalid type specification"

typedef struct reader {
  const hcl_alloc *a;
  hcl_diags *ds;
  bool with_defaults;
  unsigned long errors;
  bool nomem;
  unsigned depth;
} reader;

static void report(reader *r, const char *summary, const char *detail,
                   const hcl_range *subject, const hcl_range *context) {
  r->errors++;
  if (!r->ds)
    return;
  hcl_diag d;
  memset(&d, 0, sizeof d);
  d.severity = HCL_DIAG_ERROR;
  d.summary = summary;
  d.detail = detail;
  d.subject = subject;
  d.context = context;
  if (hcl_diags_add(r->ds, &d) != HCL_OK)
    r->nomem = true;
}

/* An error with a printf-formatted detail. Names are quoted as Go's %q
   quotes them; the names here (keywords, function names) need no
   escapes. */
static void reportf(reader *r, const hcl_range *subject,
                    const hcl_range *context, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static void reportf(reader *r, const hcl_range *subject,
                    const hcl_range *context, const char *fmt, ...) {
  hcl_buf b;
  hcl_buf_init(&b, r->a);
  va_list ap;
  va_start(ap, fmt);
  const char *detail = hcl_buf_vformat(&b, fmt, ap);
  va_end(ap);
  if (detail)
    report(r, SUMMARY, detail, subject, context);
  else
    r->nomem = true;
  hcl_buf_fini(&b);
}

/* The range from a call's opening parenthesis to its end (the reference's
   ArgsRange), taken to start where the name ends. */
static hcl_range args_range(const hcl_expr *call) {
  hcl_range r = hcl_expr_range(call);
  r.start = hcl_expr_aux_range(call).end;
  return r;
}

static hcl_range between(const hcl_expr *first, const hcl_expr *last) {
  hcl_range r = hcl_expr_range(first);
  r.end = hcl_expr_range(last).end;
  return r;
}

static bool str_is(hcl_str s, const char *lit) {
  size_t n = strlen(lit);
  return s.len == n && memcmp(s.ptr, lit, n) == 0;
}

/* ---- Defaults ------------------------------------------------------------ */

void hcl_type_defaults_free(hcl_type_defaults *d) {
  if (!d)
    return;
  for (size_t i = 0; i < d->nvalues; i++) {
    hcl_mem_free(d->alloc, (char *)d->names[i].ptr);
    hcl_value_unref(d->values[i]);
  }
  for (size_t i = 0; i < d->nchildren; i++) {
    hcl_mem_free(d->alloc, (char *)d->keys[i].ptr);
    hcl_type_defaults_free(d->children[i]);
  }
  hcl_mem_free(d->alloc, d->names);
  hcl_mem_free(d->alloc, d->values);
  hcl_mem_free(d->alloc, d->keys);
  hcl_mem_free(d->alloc, d->children);
  hcl_type_unref(d->type);
  hcl_mem_free(d->alloc, d);
}

static hcl_type_defaults *new_defaults(reader *r, const hcl_type *type,
                                       size_t nvalues, size_t nchildren) {
  hcl_type_defaults *d = hcl_mem_alloc(r->a, sizeof *d);
  if (!d)
    return NULL;
  memset(d, 0, sizeof *d);
  d->alloc = r->a;
  d->type = hcl_type_ref(type);
  size_t nv = nvalues ? nvalues : 1, nc = nchildren ? nchildren : 1;
  d->names = hcl_mem_alloc(r->a, nv * sizeof *d->names);
  d->values = hcl_mem_alloc(r->a, nv * sizeof *d->values);
  d->keys = hcl_mem_alloc(r->a, nc * sizeof *d->keys);
  d->children = hcl_mem_alloc(r->a, nc * sizeof *d->children);
  if (!d->names || !d->values || !d->keys || !d->children) {
    hcl_type_defaults_free(d);
    return NULL;
  }
  return d;
}

static bool copy_str(const hcl_alloc *a, hcl_str from, hcl_str *to) {
  char *p = hcl_mem_alloc(a, from.len + 1);
  if (!p)
    return false;
  if (from.len)
    memcpy(p, from.ptr, from.len);
  p[from.len] = '\0';
  to->ptr = p;
  to->len = from.len;
  return true;
}

/* Moves `*child` into `d` under a copy of `key`; false when out of
   memory, with `*child` left where it was. */
static bool add_child(hcl_type_defaults *d, hcl_str key,
                      hcl_type_defaults **child) {
  if (!copy_str(d->alloc, key, &d->keys[d->nchildren]))
    return false;
  d->children[d->nchildren++] = *child;
  *child = NULL;
  return true;
}

/* Stores a node that was to get `nvalues` values and `nchildren`
   children in `*out`, sorted for lookups; when out of memory cut it
   short (or never made it), frees it and says so. */
static void settle_defaults(reader *r, hcl_type_defaults *d, size_t nvalues,
                            size_t nchildren, hcl_type_defaults **out) {
  if (!d || d->nvalues != nvalues || d->nchildren != nchildren ||
      !hcl_type_defaults_sort(d)) {
    hcl_type_defaults_free(d);
    r->nomem = true;
    return;
  }
  *out = d;
}

/* Takes `child` as the only child of a new node for collection `type`
   (the reference's collectionDefaults); NULL child gives NULL. */
static hcl_type_defaults *collection_defaults(reader *r, const hcl_type *type,
                                              hcl_type_defaults *child) {
  if (!child)
    return NULL;
  hcl_type_defaults *d = new_defaults(r, type, 0, 1), *out = NULL;
  hcl_str empty = {"", 0};
  if (d)
    add_child(d, empty, &child);
  hcl_type_defaults_free(child);
  settle_defaults(r, d, 0, 1, &out);
  return out;
}

/* ---- Reading the expression ---------------------------------------------- */

static const hcl_type *read_type(reader *r, const hcl_expr *e,
                                 hcl_type_defaults **defaults);

/* One attribute of an object constraint; names may repeat, and then the
   last type counts, as in the reference's map of attribute types. */
typedef struct attr_entry {
  hcl_str name;
  const hcl_type *type;
  bool optional;
  hcl_value *def;            /* the default, converted to `type` */
  const hcl_expr *def_expr;  /* where it was written */
  hcl_type_defaults *nested; /* the attribute type's own defaults */
} attr_entry;

/* The default of `optional(T, DEFAULT)`, evaluated without variables or
   functions; NULL after errors (reported) or when out of memory. */
static hcl_value *read_default(reader *r, const hcl_expr *e) {
  hcl_diags *held = hcl_diags_new(r->a);
  if (!held) {
    r->nomem = true;
    return NULL;
  }
  hcl_value *v = hcl_expr_eval(e, NULL, held);
  bool failed = hcl_diags_has_errors(held);
  for (size_t i = 0; i < hcl_diags_count(held); i++) {
    const hcl_diag *d = hcl_diags_at(held, i);
    if (d->severity == HCL_DIAG_ERROR)
      r->errors++;
    if (r->ds && hcl_diags_add(r->ds, d) != HCL_OK)
      r->nomem = true;
  }
  hcl_diags_free(held);
  if (!v)
    r->nomem = true;
  if (failed) {
    hcl_value_unref(v);
    return NULL;
  }
  return v;
}

/* Reads one `NAME = T` of an object constraint into its entry (`index`
   maps each name read so far to its entry). */
static void read_attr(reader *r, const hcl_expr *whole, const hcl_expr *item,
                      hcl_map *index, attr_entry *entries, size_t *n) {
  const hcl_expr *key = hcl_expr_child_at(item, 0);
  const hcl_expr *aty_expr = hcl_expr_child_at(item, 1);
  hcl_str name = hcl_expr_as_keyword(key);
  hcl_range whole_range = hcl_expr_range(whole);
  if (name.len == 0) {
    hcl_range kr = hcl_expr_range(key);
    report(r, SUMMARY, "Object constructor map keys must be attribute names.",
           &kr, &whole_range);
    return;
  }
  hcl_map_entry *seen = hcl_map_find(index, name.ptr, name.len);
  attr_entry *at = seen ? &entries[(uintptr_t)seen->value] : NULL;
  bool optional = false;
  hcl_value *def = NULL;
  const hcl_expr *def_expr = NULL;
  hcl_str cname;
  const hcl_expr *const *args = NULL;
  size_t nargs = 0;
  if (hcl_expr_static_call(aty_expr, &cname, &args, &nargs, NULL) == HCL_OK &&
      str_is(cname, "optional")) {
    hcl_range ar = args_range(aty_expr), tr = hcl_expr_range(aty_expr);
    if (nargs < 1) {
      report(r, SUMMARY,
             "Optional attribute modifier requires the attribute type as its "
             "argument.",
             &ar, &tr);
      return;
    }
    if (r->with_defaults && nargs == 2) {
      def_expr = args[1];
      def = read_default(r, def_expr);
      optional = def != NULL;
    } else if (nargs == 1) {
      optional = true;
    } else {
      report(r, SUMMARY,
             r->with_defaults
                 ? "Optional attribute modifier expects at most two "
                   "arguments: the attribute type, and a default value."
                 : "Optional attribute modifier expects only one argument: "
                   "the attribute type.",
             &ar, &tr);
    }
    aty_expr = args[0];
  }
  hcl_type_defaults *nested = NULL;
  const hcl_type *aty = read_type(r, aty_expr, &nested);
  if (!aty) {
    hcl_value_unref(def);
    hcl_type_defaults_free(nested);
    return;
  }
  if (!at) {
    bool inserted;
    hcl_map_entry *me = hcl_map_upsert(index, name.ptr, name.len, &inserted);
    if (!me) {
      hcl_type_unref(aty);
      hcl_value_unref(def);
      hcl_type_defaults_free(nested);
      r->nomem = true;
      return;
    }
    me->value = (void *)(uintptr_t)*n;
    at = &entries[(*n)++];
    memset(at, 0, sizeof *at);
    at->name = name;
  }
  hcl_type_unref(at->type);
  at->type = aty;
  at->optional |= optional;
  if (def) {
    hcl_value_unref(at->def);
    at->def = def;
    at->def_expr = def_expr;
  }
  if (nested) {
    hcl_type_defaults_free(at->nested);
    at->nested = nested;
  }
  if (at->def) {
    hcl_buf err;
    hcl_buf_init(&err, r->a);
    hcl_value *conv = NULL;
    hcl_convert_result cr = hcl_convert(at->def, aty, r->a, &conv, &err);
    if (cr == HCL_CONVERT_FAILED && hcl_buf_terminate(&err)) {
      hcl_buf msg;
      hcl_buf_init(&msg, r->a);
      hcl_range dr = hcl_expr_range(at->def_expr);
      if (hcl_buf_printf(&msg,
                         "This default value is not compatible with the "
                         "attribute's type constraint: %s.",
                         err.data) &&
          hcl_buf_terminate(&msg))
        report(r, "Invalid default value for optional attribute", msg.data, &dr,
               NULL);
      else
        r->nomem = true;
      hcl_buf_fini(&msg);
    } else if (cr != HCL_CONVERT_OK) {
      r->nomem = true;
    }
    hcl_buf_fini(&err);
    hcl_value_unref(at->def);
    at->def = conv;
  }
}

static const hcl_type *read_object(reader *r, const hcl_expr *e,
                                   const hcl_expr *arg,
                                   hcl_type_defaults **defaults) {
  const hcl_expr *const *items = NULL;
  size_t n = 0;
  if (hcl_expr_static_map(arg, &items, &n, NULL) != HCL_OK) {
    hcl_range ar = hcl_expr_range(arg), er = hcl_expr_range(e);
    report(r, SUMMARY,
           "Object type constructor requires a map whose keys are attribute "
           "names and whose values are the corresponding attribute types.",
           &ar, &er);
    return hcl_type_dynamic();
  }
  attr_entry *entries = hcl_mem_alloc(r->a, (n ? n : 1) * sizeof *entries);
  hcl_str *names = hcl_mem_alloc(r->a, (n ? n : 1) * sizeof *names);
  const hcl_type **types = hcl_mem_alloc(r->a, (n ? n : 1) * sizeof *types);
  bool *optional = hcl_mem_alloc(r->a, (n ? n : 1) * sizeof *optional);
  const hcl_type *t = NULL;
  size_t m = 0, nv = 0, nc = 0;
  if (entries && names && types && optional) {
    hcl_map index;
    hcl_map_init(&index, r->a);
    for (size_t i = 0; i < n && !r->nomem; i++)
      read_attr(r, e, items[i], &index, entries, &m);
    hcl_map_fini(&index);
    for (size_t i = 0; i < m; i++) {
      names[i] = entries[i].name;
      types[i] = entries[i].type;
      optional[i] = entries[i].optional;
      nv += entries[i].def != NULL;
      nc += entries[i].nested != NULL;
    }
    if (!r->nomem)
      t = hcl_type_object_optional(names, types, optional, m, r->a);
  }
  if (t && (nv || nc)) {
    hcl_type_defaults *d = new_defaults(r, t, nv, nc);
    for (size_t i = 0; d && i < m; i++) {
      attr_entry *at = &entries[i];
      if (at->def) {
        if (!copy_str(r->a, at->name, &d->names[d->nvalues]))
          break;
        d->values[d->nvalues++] = at->def;
        at->def = NULL;
      }
      if (at->nested && !add_child(d, at->name, &at->nested))
        break;
    }
    settle_defaults(r, d, nv, nc, defaults);
  }
  for (size_t i = 0; entries && i < m; i++) {
    hcl_type_unref(entries[i].type);
    hcl_value_unref(entries[i].def);
    hcl_type_defaults_free(entries[i].nested);
  }
  hcl_mem_free(r->a, entries);
  hcl_mem_free(r->a, names);
  hcl_mem_free(r->a, types);
  hcl_mem_free(r->a, optional);
  if (!t)
    r->nomem = true;
  return t;
}

static const hcl_type *read_tuple(reader *r, const hcl_expr *e,
                                  const hcl_expr *arg,
                                  hcl_type_defaults **defaults) {
  const hcl_expr *const *items = NULL;
  size_t n = 0;
  if (hcl_expr_static_list(arg, &items, &n, NULL) != HCL_OK) {
    hcl_range ar = hcl_expr_range(arg), er = hcl_expr_range(e);
    report(r, SUMMARY,
           "Tuple type constructor requires a list of element types.", &ar,
           &er);
    return hcl_type_dynamic();
  }
  const hcl_type **types = hcl_mem_alloc(r->a, (n ? n : 1) * sizeof *types);
  hcl_type_defaults **nested =
      hcl_mem_alloc(r->a, (n ? n : 1) * sizeof *nested);
  size_t made = 0, nc = 0;
  for (size_t i = 0; types && nested && i < n && !r->nomem; i++) {
    nested[i] = NULL;
    types[i] = read_type(r, items[i], &nested[i]);
    if (!types[i])
      break;
    nc += nested[i] != NULL;
    made++;
  }
  const hcl_type *t = NULL;
  if (made == n && !r->nomem)
    t = hcl_type_tuple(types, n, r->a);
  if (t && nc) {
    hcl_type_defaults *d = new_defaults(r, t, 0, nc);
    for (size_t i = 0; d && i < n; i++) {
      if (!nested[i])
        continue;
      char index[24];
      hcl_str key = {index, (size_t)snprintf(index, sizeof index, "%zu", i)};
      if (!add_child(d, key, &nested[i]))
        break;
    }
    settle_defaults(r, d, 0, nc, defaults);
  }
  for (size_t i = 0; i < made; i++) {
    hcl_type_unref(types[i]);
    hcl_type_defaults_free(nested[i]);
  }
  hcl_mem_free(r->a, types);
  hcl_mem_free(r->a, nested);
  if (!t)
    r->nomem = true;
  return t;
}

static const hcl_type *read_call(reader *r, const hcl_expr *e, hcl_str name,
                                 const hcl_expr *const *args, size_t nargs,
                                 hcl_type_defaults **defaults) {
  hcl_range ar = args_range(e), er = hcl_expr_range(e);
  hcl_range nr = hcl_expr_aux_range(e);
  bool collection =
      str_is(name, "list") || str_is(name, "set") || str_is(name, "map");
  if (str_is(name, "bool") || str_is(name, "string") ||
      str_is(name, "number")) {
    reportf(r, &ar, NULL,
            "Primitive type keyword \"%.*s\" does not expect arguments.",
            (int)name.len, name.ptr);
    return hcl_type_dynamic();
  }
  if (str_is(name, "any")) {
    reportf(r, &ar, NULL,
            "Type constraint keyword \"%.*s\" does not expect arguments.",
            (int)name.len, name.ptr);
    return hcl_type_dynamic();
  }
  if (nargs != 1 &&
      (collection || str_is(name, "object") || str_is(name, "tuple"))) {
    hcl_range sr = nargs > 1 ? between(args[1], args[nargs - 1]) : ar;
    if (collection)
      reportf(r, &sr, &ar,
              "The %.*s type constructor requires one argument specifying "
              "the element type.",
              (int)name.len, name.ptr);
    else
      report(r, SUMMARY,
             str_is(name, "object")
                 ? "The object type constructor requires one argument "
                   "specifying the attribute types and values as a map."
                 : "The tuple type constructor requires one argument "
                   "specifying the element types as a list.",
             &sr, &ar);
    return hcl_type_dynamic();
  }
  if (collection) {
    hcl_type_defaults *inner = NULL;
    const hcl_type *ety = read_type(r, args[0], &inner);
    if (!ety)
      return NULL;
    const hcl_type *t = str_is(name, "list")  ? hcl_type_list(ety, r->a)
                        : str_is(name, "set") ? hcl_type_set(ety, r->a)
                                              : hcl_type_map(ety, r->a);
    hcl_type_unref(ety);
    if (!t) {
      hcl_type_defaults_free(inner);
      r->nomem = true;
      return NULL;
    }
    *defaults = collection_defaults(r, t, inner);
    return t;
  }
  if (str_is(name, "object"))
    return read_object(r, e, args[0], defaults);
  if (str_is(name, "tuple"))
    return read_tuple(r, e, args[0], defaults);
  if (str_is(name, "optional")) {
    reportf(r, &nr, NULL,
            "Keyword \"%.*s\" is valid only as a modifier for object type "
            "attributes.",
            (int)name.len, name.ptr);
    return hcl_type_dynamic();
  }
  reportf(r, &er, NULL, "Keyword \"%.*s\" is not a valid type constructor.",
          (int)name.len, name.ptr);
  return hcl_type_dynamic();
}

static const hcl_type *read_type_in(reader *r, const hcl_expr *e,
                                    hcl_type_defaults **defaults) {
  hcl_str kw = hcl_expr_as_keyword(e);
  hcl_range er = hcl_expr_range(e);
  if (str_is(kw, "bool"))
    return hcl_type_bool();
  if (str_is(kw, "string"))
    return hcl_type_string();
  if (str_is(kw, "number"))
    return hcl_type_number();
  if (str_is(kw, "any"))
    return hcl_type_dynamic();
  if (str_is(kw, "list") || str_is(kw, "map") || str_is(kw, "set")) {
    reportf(r, &er, NULL,
            "The %.*s type constructor requires one argument specifying the "
            "element type.",
            (int)kw.len, kw.ptr);
    return hcl_type_dynamic();
  }
  if (str_is(kw, "object") || str_is(kw, "tuple")) {
    report(r, SUMMARY,
           str_is(kw, "object")
               ? "The object type constructor requires one argument "
                 "specifying the attribute types and values as a map."
               : "The tuple type constructor requires one argument "
                 "specifying the element types as a list.",
           &er, NULL);
    return hcl_type_dynamic();
  }
  if (kw.len) {
    reportf(r, &er, NULL,
            "The keyword \"%.*s\" is not a valid type specification.",
            (int)kw.len, kw.ptr);
    return hcl_type_dynamic();
  }
  hcl_str name;
  const hcl_expr *const *args = NULL;
  size_t nargs = 0;
  if (hcl_expr_static_call(e, &name, &args, &nargs, NULL) != HCL_OK) {
    report(r, SUMMARY,
           "A type specification is either a primitive type keyword (bool, "
           "number, string) or a complex type constructor call, like "
           "list(string).",
           &er, NULL);
    return hcl_type_dynamic();
  }
  return read_call(r, e, name, args, nargs, defaults);
}

/* The type `e` describes (a new reference), its defaults in *defaults
   (NULL when none); NULL when out of memory. */
static const hcl_type *read_type(reader *r, const hcl_expr *e,
                                 hcl_type_defaults **defaults) {
  *defaults = NULL;
  if (r->nomem)
    return NULL;
  if (r->depth >= HCL_MAX_CONVERT_DEPTH) {
    hcl_range er = hcl_expr_range(e);
    report(r, SUMMARY, "This type specification is nested too deeply.", &er,
           NULL);
    return hcl_type_dynamic();
  }
  r->depth++;
  const hcl_type *t = read_type_in(r, e, defaults);
  r->depth--;
  if (!t)
    r->nomem = true;
  return t;
}

hcl_status hcl_type_constraint_read(const hcl_expr *e, const hcl_alloc *a,
                                    hcl_diags *ds, const hcl_type **out,
                                    hcl_type_defaults **defaults,
                                    unsigned long *errors) {
  reader r = {a, ds, defaults != NULL, 0, false, 0};
  hcl_type_defaults *d = NULL;
  const hcl_type *t = read_type(&r, e, &d);
  if (errors)
    *errors = r.errors;
  if (r.nomem) {
    hcl_type_unref(t);
    hcl_type_defaults_free(d);
    *out = NULL;
    if (defaults)
      *defaults = NULL;
    return HCL_ERR_NOMEM;
  }
  *out = t;
  if (defaults)
    *defaults = d;
  else
    hcl_type_defaults_free(d);
  return r.errors ? HCL_ERR_SYNTAX : HCL_OK;
}

hcl_status hcl_type_constraint(const hcl_expr *e, const hcl_alloc *a,
                               hcl_diags *ds, const hcl_type **out,
                               hcl_type_defaults **defaults) {
  return hcl_type_constraint_read(e, a, ds, out, defaults, NULL);
}
