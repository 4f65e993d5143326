#ifndef HCL_EVAL_EVAL_INTERNAL_H
#define HCL_EVAL_EVAL_INTERNAL_H

/*
 * The evaluator's state, shared by the files that evaluate expression
 * kinds. Errors in the input become diagnostics and an unknown result, as
 * in the reference. Evaluating a node returns a new reference, or NULL when
 * out of memory, and NULL means nothing else.
 *
 * Out of memory is sticky in ev->nomem rather than a status threaded
 * through every call: many failures (a diagnostic's text, its notes, a
 * held diagnostics collection) happen where there is no result to fail
 * through, yet must stop the whole evaluation. Once the flag is set, every
 * evaluation function returns NULL at once, so the evaluation unwinds, and
 * hcl_expr_eval() turns it into its own NULL. Helpers outside that
 * machinery return hcl_status.
 */

#include <stdbool.h>

#include "core/buf.h"
#include "hcl/eval.h"
#include "tree/tree.h"

/* Variables a `for` expression binds, innermost first. */
typedef struct hcl_scope {
  const struct hcl_scope *parent;
  size_t n;
  hcl_str names[2];
  const hcl_value *vals[2];
} hcl_scope;

/* The element a splat's placeholder stands for, innermost first. */
typedef struct hcl_splat_bind {
  const struct hcl_splat_bind *parent;
  const hcl_expr *item;
  const hcl_value *val;
  unsigned long token; /* which evaluation bound it (see eval_iter.c) */
} hcl_splat_bind;

typedef struct hcl_env {
  const hcl_eval_ctx *ctx;
  const hcl_scope *scope;
  const hcl_splat_bind *splat;
  unsigned long token;
} hcl_env;

/* The notes of errors about one expression in one environment, computed
   once for all of them (see hcl_eval_hold_notes). */
typedef struct hcl_held_notes {
  const hcl_env *env;
  const hcl_expr *expr;
  bool ready; /* `text` is computed */
  char *text; /* from the evaluator's allocator; NULL when there are none */
} hcl_held_notes;

typedef struct hcl_evaluator {
  hcl_diags *ds;
  const hcl_alloc *alloc; /* every allocation of the evaluation */
  unsigned long nerrors;
  unsigned long next_token;
  unsigned depth; /* hcl_eval_node calls in progress */
  bool nomem;
  /* While set, errors reported without an expression of their own are
     about this one (traversal steps, as the reference attributes them). */
  const hcl_expr *note_expr;
  const hcl_env *note_env;
  hcl_held_notes held;
} hcl_evaluator;

/* An evaluator with nothing reported yet. */
void hcl_evaluator_init(hcl_evaluator *ev, const hcl_alloc *alloc,
                        hcl_diags *ds);

/* The value of `e` in `env`. Past HCL_MAX_EVAL_DEPTH nested calls, an
   error and an unknown value instead of going deeper. */
hcl_value *hcl_eval_node(hcl_evaluator *ev, const hcl_env *env,
                         const hcl_expr *e);

/* As hcl_eval_node, with the diagnostics of `e` held back in a collection
   of their own (*held, which the caller frees) and their errors counted in
   *errors instead of the evaluator's count. */
hcl_value *hcl_eval_held(hcl_evaluator *ev, const hcl_env *env,
                         const hcl_expr *e, hcl_diags **held,
                         unsigned long *errors);

/* Reports an error; subject and context may be NULL. */
void hcl_eval_error(hcl_evaluator *ev, const hcl_range *subject,
                    const hcl_range *context, const char *summary,
                    const char *detail_fmt, ...)
    __attribute__((format(printf, 5, 6)));
/* As hcl_eval_error, for an error about `expr` evaluated in `env`: the
   diagnostic carries the values of the variables it refers to. */
void hcl_eval_error_in(hcl_evaluator *ev, const hcl_env *env,
                       const hcl_expr *expr, const hcl_range *subject,
                       const hcl_range *context, const char *summary,
                       const char *detail_fmt, ...)
    __attribute__((format(printf, 7, 8)));

/*
 * Errors about `expr` in `env` reported until the matching
 * hcl_eval_release_notes share one computation of their notes, rather
 * than walking `expr` once each (an object with many duplicate keys).
 * The caller promises that `env` and the values it reaches stay as they
 * are meanwhile. Holds nest: `saved` keeps the enclosing one.
 */
void hcl_eval_hold_notes(hcl_evaluator *ev, const hcl_env *env,
                         const hcl_expr *expr, hcl_held_notes *saved);
void hcl_eval_release_notes(hcl_evaluator *ev, const hcl_held_notes *saved);

/* Marks the evaluation out of memory and returns NULL. */
hcl_value *hcl_eval_nomem(hcl_evaluator *ev);

/* `v` converted to `want` in *out (a new reference). When there is no
   such conversion, *out is NULL and `err` (a buffer the caller owns) holds
   cty's reason, NUL-terminated. HCL_ERR_NOMEM, with ev->nomem set, when out
   of memory now or before. */
hcl_status hcl_eval_convert(hcl_evaluator *ev, const hcl_value *v,
                            const hcl_type *want, hcl_buf *err,
                            hcl_value **out);

/* Appends the type's friendly name ("list of string"), whole. */
hcl_status hcl_eval_put_type_name(hcl_buf *b, const hcl_type *t);

/* hcl.Index and hcl.GetAttr (eval_access.c). */
hcl_value *hcl_eval_index(hcl_evaluator *ev, const hcl_value *coll,
                          const hcl_value *key, const hcl_range *range);
hcl_value *hcl_eval_get_attr(hcl_evaluator *ev, const hcl_value *obj,
                             hcl_str name, const hcl_range *range);

/* Traversals (eval_access.c). */
hcl_value *hcl_eval_traversal(hcl_evaluator *ev, const hcl_env *env,
                              const hcl_expr *e);
hcl_value *hcl_eval_relative_traversal(hcl_evaluator *ev, const hcl_env *env,
                                       const hcl_expr *e);
/* The constant key of a STEP_INDEX node as a value. */
hcl_value *hcl_eval_step_key(hcl_evaluator *ev, const hcl_expr *step);

/* Function calls and operators (eval_call.c). */
hcl_value *hcl_eval_call(hcl_evaluator *ev, const hcl_env *env,
                         const hcl_expr *e);
hcl_value *hcl_eval_unary(hcl_evaluator *ev, const hcl_env *env,
                          const hcl_expr *e);
hcl_value *hcl_eval_binary(hcl_evaluator *ev, const hcl_env *env,
                           const hcl_expr *e);

/* for, splat, templates (eval_iter.c, eval_template.c). */
hcl_value *hcl_eval_for(hcl_evaluator *ev, const hcl_env *env,
                        const hcl_expr *e);
hcl_value *hcl_eval_splat(hcl_evaluator *ev, const hcl_env *env,
                          const hcl_expr *e);
hcl_value *hcl_eval_splat_item(hcl_evaluator *ev, const hcl_env *env,
                               const hcl_expr *e);
hcl_value *hcl_eval_template(hcl_evaluator *ev, const hcl_env *env,
                             const hcl_expr *e);
/* Set only on the evaluator's own copies of the TEMPLATE branches of
   `%{ if }` and `%{ for }`: the reference makes those plain templates
   whose parts are always converted to strings, never unwrapped. No front
   end sets this bit. */
#define HCL_EVF_EVAL_BRANCH 0x80000000u
hcl_value *hcl_eval_conditional_parts(hcl_evaluator *ev, const hcl_env *env,
                                      const hcl_expr *node,
                                      const hcl_expr *cond, const hcl_expr *t,
                                      const hcl_expr *f,
                                      const hcl_range *whole);

/* The value of a traversal in `env` (a new reference) in *out, NULL when
   it has none (an unknown name, a failed step). Allocates with `alloc`;
   HCL_ERR_NOMEM when out of memory. */
hcl_status hcl_env_traversal_value(const hcl_env *env, const hcl_traversal *t,
                                   const hcl_alloc *alloc, hcl_value **out);

/* The notes of hcl_diag.values for an error about `e` evaluated in `env`,
   in *out: allocated with `alloc` (the caller frees it with hcl_mem_free),
   or NULL when there are none. HCL_ERR_NOMEM when out of memory. */
hcl_status hcl_eval_notes(const hcl_env *env, const hcl_expr *e,
                          const hcl_alloc *alloc, char **out);

/* JSON values (eval_json.c). */
hcl_value *hcl_eval_json(hcl_evaluator *ev, const hcl_env *env,
                         const hcl_expr *e);
/*
 * A JSON string parsed as a template into a new tree *t, allocated with
 * `alloc` (the caller frees it with hcl_tree_free, even after errors);
 * parse diagnostics go to `ds`, which may be NULL. *out is the template,
 * or NULL after syntax errors. HCL_ERR_NOMEM when out of memory.
 */
hcl_status hcl_json_string_template(const hcl_expr *s, const hcl_alloc *alloc,
                                    hcl_diags *ds, hcl_tree **t,
                                    const hcl_expr **out);

/* As hcl_json_string_template, with the string read as a native
   expression (the JSON syntax's static analyses) and no diagnostics. */
hcl_status hcl_json_string_expression(const hcl_expr *s, const hcl_alloc *alloc,
                                      hcl_tree **t, const hcl_expr **out);
bool hcl_json_is_string(const hcl_expr *e);

/* Looking up names (eval.c). */
const hcl_func *hcl_env_func(const hcl_env *env, hcl_str name, bool *any);

#endif
