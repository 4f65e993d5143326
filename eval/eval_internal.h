#ifndef HCL_EVAL_EVAL_INTERNAL_H
#define HCL_EVAL_EVAL_INTERNAL_H

/*
 * The evaluator's state, shared by the files that evaluate expression
 * kinds. Evaluating a node returns a new reference, or NULL when out of
 * memory (ev->nomem is then set); errors become diagnostics and an unknown
 * result, as in the reference.
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

typedef struct hcl_evaluator {
  hcl_diags *ds;
  const hcl_alloc *alloc;
  unsigned long nerrors;
  unsigned long next_token;
  bool nomem;
  /* While set, errors reported without an expression of their own are
     about this one (traversal steps, as the reference attributes them). */
  const hcl_expr *note_expr;
  const hcl_env *note_env;
} hcl_evaluator;

hcl_value *hcl_eval_node(hcl_evaluator *ev, const hcl_env *env,
                         const hcl_expr *e);

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

/* Marks the evaluation out of memory and returns NULL. */
hcl_value *hcl_eval_nomem(hcl_evaluator *ev);

/* A value converted to `want`; on failure *err (a buffer the caller
   owns) holds cty's reason and the result is NULL with ok false. */
hcl_value *hcl_eval_convert(hcl_evaluator *ev, const hcl_value *v,
                            const hcl_type *want, hcl_buf *err, bool *ok);

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

/* The value of a traversal in `env`; NULL (and *failed) when it has none
   (an unknown name, a failed step) or out of memory. */
hcl_value *hcl_env_traversal_value(const hcl_env *env, const hcl_traversal *t,
                                   bool *failed);

/* The notes of hcl_diag.values for an error about `e` evaluated in
   `env` (malloc'd), or NULL when there are none. */
char *hcl_eval_notes(const hcl_env *env, const hcl_expr *e);

/* JSON values (eval_json.c). */
hcl_value *hcl_eval_json(hcl_evaluator *ev, const hcl_env *env,
                         const hcl_expr *e);
/* A JSON string parsed as a template into a new tree *t (the caller
   frees it); parse diagnostics to `ds`. NULL after errors. */
const hcl_expr *hcl_json_string_template(const hcl_expr *s, hcl_tree **t,
                                         hcl_diags *ds, bool *nomem);

/* A JSON string parsed as a native expression (the JSON syntax's static
   analyses); NULL after errors. */
const hcl_expr *hcl_json_string_expression(const hcl_expr *s, hcl_tree **t,
                                           bool *nomem);
bool hcl_json_is_string(const hcl_expr *e);

/* Looking up names (eval.c). */
const hcl_func *hcl_env_func(const hcl_env *env, hcl_str name, bool *any);

#endif
