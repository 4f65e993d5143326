#ifndef HCL_EVAL_H
#define HCL_EVAL_H

/*
 * Evaluating expressions: contexts of variables and functions, functions
 * written in C, evaluation itself, the variables an expression refers to,
 * and the static analyses of the information model.
 *
 * Ownership follows value.h: results are new references (NULL means out of
 * memory), arguments are borrowed. A context keeps references to the
 * values and functions it is given, and must outlive its children.
 */

#include <stdbool.h>
#include <stddef.h>

#include "hcl/alloc.h"
#include "hcl/body.h"
#include "hcl/diag.h"
#include "hcl/export.h"
#include "hcl/value.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Section - Types */

typedef struct hcl_eval_ctx hcl_eval_ctx;
typedef struct hcl_func hcl_func;
typedef struct hcl_call hcl_call;

/** A function parameter (information model, "Functions"). */
typedef struct hcl_param {
  const char *name;
  const hcl_type *type; /* a type specification: dynamic parts match all */
  bool allow_null;
  bool allow_unknown;
  bool allow_dynamic;
} hcl_param;

/**
 * The result type for the given arguments (already converted to the
 * parameter types and checked); NULL after hcl_call_error(), or when out
 * of memory. Returns a new reference.
 */
typedef const hcl_type *(*hcl_func_type_fn)(hcl_call *call,
                                            const hcl_value *const *args,
                                            size_t nargs);
/**
 * The result for the given (known, unless the parameter allows unknowns)
 * arguments, of type `result_type`; NULL after hcl_call_error(), or when
 * out of memory.
 */
typedef hcl_value *(*hcl_func_impl_fn)(hcl_call *call,
                                       const hcl_value *const *args,
                                       size_t nargs,
                                       const hcl_type *result_type);

typedef struct hcl_func_spec {
  const hcl_param *params;
  size_t nparams;
  /** The parameter every further argument maps to, or NULL. */
  const hcl_param *variadic;
  /** Computes the result type; when NULL, the type is `result`. */
  hcl_func_type_fn type;
  const hcl_type *result;
  hcl_func_impl_fn impl;
  /** Handed back through hcl_call_ctx(); released with `release`. */
  void *ctx;
  void (*release)(void *ctx);
} hcl_func_spec;

/** One step of a traversal: `root`, `.name`, `[key]` or `[*]`. */
typedef enum hcl_step_kind {
  HCL_STEP_ROOT,
  HCL_STEP_ATTR,
  HCL_STEP_INDEX,
  HCL_STEP_SPLAT
} hcl_step_kind;

typedef struct hcl_step {
  hcl_step_kind kind;
  hcl_str name;         /* root and attr */
  const hcl_value *key; /* index */
  hcl_range range;
} hcl_step;

/** A path from a variable through constant steps. */
typedef struct hcl_traversal {
  const hcl_step *steps;
  size_t nsteps;
} hcl_traversal;

/** A list of traversals (hcl_expr_variables); free with
    hcl_traversals_free. */
typedef struct hcl_traversals hcl_traversals;

/* Section - Functions */

/** A function from a spec (the spec's arrays are copied; types and the
    ctx's ownership are taken). NULL when out of memory. */
HCL_API hcl_func *hcl_func_new(const hcl_func_spec *spec,
                               const hcl_alloc *alloc);
HCL_API hcl_func *hcl_func_ref(const hcl_func *f);
HCL_API void hcl_func_unref(const hcl_func *f);

/**
 * Reports why a call failed, from a type or impl callback. `arg` is the
 * index of the argument at fault, or -1 when no one argument is. The text
 * completes "Invalid value for "X" parameter: ..." or "Call to function
 * "f" failed: ...", so it has no capital and no final full stop.
 */
HCL_API void hcl_call_error(hcl_call *call, long arg, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
HCL_API const hcl_alloc *hcl_call_alloc(const hcl_call *call);
HCL_API void *hcl_call_ctx(const hcl_call *call);

/**
 * For a type callback that had to compute the result to know its type:
 * keeps `result` (the reference is taken) for the impl callback of the
 * same call, which takes it back with hcl_call_take_kept() instead of
 * computing it again. A result kept and never taken is released when the
 * call ends; keeping another releases the one kept before.
 */
HCL_API void hcl_call_keep(hcl_call *call, hcl_value *result);
/** The result kept by hcl_call_keep() (the caller owns it), or NULL. */
HCL_API hcl_value *hcl_call_take_kept(hcl_call *call);

/**
 * Calls `f` with the information model's parameter rules. On failure
 * returns NULL and, when `err` is given, stores a NUL-terminated message
 * from `alloc` (free it with hcl_free(alloc, *err)) and the argument index
 * (or -1) in *err_arg; *err is NULL when memory ran out.
 */
HCL_API hcl_value *hcl_func_call(const hcl_func *f,
                                 const hcl_value *const *args, size_t nargs,
                                 const hcl_alloc *alloc, char **err,
                                 long *err_arg);

/* Section - Evaluation contexts */

/** A context with no variables and no functions: expressions evaluated in
    it may use neither ("Variables not allowed"). */
HCL_API hcl_eval_ctx *hcl_eval_ctx_new(const hcl_alloc *alloc);
/** A child context: its names hide the parent's. The parent must outlive
    it. */
HCL_API hcl_eval_ctx *hcl_eval_ctx_new_child(const hcl_eval_ctx *parent);
HCL_API void hcl_eval_ctx_free(hcl_eval_ctx *c);
/** The allocator the context was made with (its parent's, for a child);
    NULL for the C library's, and for a NULL context. Strings the
    evaluator hands out for a context, such as hcl_expr_value_notes(), are
    freed with hcl_free() and this allocator. */
HCL_API const hcl_alloc *hcl_eval_ctx_alloc(const hcl_eval_ctx *c);

/** Defines (or redefines) a variable; the context takes a reference. */
HCL_API hcl_status hcl_eval_ctx_set_var(hcl_eval_ctx *c, const char *name,
                                        size_t len, const hcl_value *v);
/** Defines a function; the context takes a reference. */
HCL_API hcl_status hcl_eval_ctx_set_func(hcl_eval_ctx *c, const char *name,
                                         size_t len, const hcl_func *f);
/** Gives the context an empty variable table (or function table):
    unknown names are then "Unknown variable" rather than "Variables not
    allowed". */
HCL_API void hcl_eval_ctx_allow_vars(hcl_eval_ctx *c);
HCL_API void hcl_eval_ctx_allow_funcs(hcl_eval_ctx *c);

/**
 * Evaluates the attributes of every `locals` block of `body` and defines
 * `local` in `ctx`: an object holding each local's value. A local may
 * refer to the variables and functions of `ctx` and to other locals as
 * `local.NAME`; they are evaluated in dependency order, each once. A name
 * defined twice, a reference to a local that is not defined, `local` used
 * whole, and locals that refer to themselves through others are errors
 * with their ranges; such a local, like one whose evaluation fails, has
 * an unknown value. The body's other content is left in *remain (may be
 * NULL) for the application's schema. Diagnostics go to `ds`; returns
 * HCL_OK, HCL_ERR_SYNTAX after errors, or HCL_ERR_NOMEM. Costs
 * O(locals + references).
 */
HCL_API hcl_status hcl_locals_define(const hcl_body *body, hcl_eval_ctx *ctx,
                                     const hcl_body **remain, hcl_diags *ds);

/* Section - Evaluation */

/**
 * The expression's value. Errors go to `ds` (which may be NULL) and leave
 * an unknown value as the result, as the reference does. NULL only when
 * out of memory. `ctx` may be NULL: no variables, no functions. Every
 * allocation uses the context's allocator (the C library's without one).
 *
 * Evaluation recurses once per level of nesting (brackets, parentheses,
 * calls, templates, unary operators, conditionals); a chain of binary
 * operators such as `a + b + c` counts as one level. Past HCL_MAX_EVAL_DEPTH
 * levels (1000; core/limits.h), evaluation goes no deeper: the expression
 * there gets an error diagnostic, "Nesting too deep", and an unknown
 * value. The limit keeps evaluation within about 1.3 MiB of stack, so a
 * parser's max_depth may be raised without exposing the stack.
 */
HCL_API hcl_value *hcl_expr_eval(const hcl_expr *e, const hcl_eval_ctx *ctx,
                                 hcl_diags *ds);

/**
 * An attribute's value as type `want` (evaluated in `ctx`, then converted
 * as hcl_value_convert converts, unsafe conversions allowed): what an
 * application reading a body with a schema asks for ("a list(string)").
 * When the value does not convert, the error hcldec gives ("Incorrect
 * attribute value type", "Inappropriate value for attribute "NAME": ...")
 * goes to `ds` and the result is an unknown value of type `want`. A new
 * reference; NULL only when out of memory.
 */
HCL_API hcl_value *hcl_attribute_value(const hcl_attribute *a,
                                       const hcl_type *want,
                                       const hcl_eval_ctx *ctx, hcl_diags *ds);

/**
 * The values of the variables `e` refers to in `ctx`, as notes for a
 * diagnostic about it (hcl_diag.values). For applications reporting their
 * own problems with an expression, as hcldec does for attributes of the
 * wrong type.
 *
 * *notes receives a NUL-terminated string allocated with the context's
 * allocator, which the caller frees with
 * `hcl_free(hcl_eval_ctx_alloc(ctx), *notes)`, or NULL when no variable
 * has a known value. Returns HCL_ERR_NOMEM, with *notes NULL, when out of
 * memory.
 */
HCL_API hcl_status hcl_expr_value_notes(const hcl_expr *e,
                                        const hcl_eval_ctx *ctx, char **notes);

/* Section - Static analysis */

/**
 * The traversals of variables the expression refers to, in source order
 * (variables bound inside it, by `for`, excluded). NULL when out of
 * memory.
 */
HCL_API hcl_traversals *hcl_expr_variables(const hcl_expr *e,
                                           const hcl_alloc *alloc);
HCL_API size_t hcl_traversals_count(const hcl_traversals *ts);
HCL_API const hcl_traversal *hcl_traversals_at(const hcl_traversals *ts,
                                               size_t i);
HCL_API void hcl_traversals_free(hcl_traversals *ts);

/** The value a traversal refers to in `ctx` (a new reference); errors
    (unknown variables, missing attributes) go to `ds` and give an unknown
    value. NULL only when out of memory. */
HCL_API hcl_value *hcl_traversal_value(const hcl_traversal *t,
                                       const hcl_eval_ctx *ctx, hcl_diags *ds);

/**
 * The expression read as a traversal (a variable and constant steps; the
 * keywords true, false and null count as variable names). Returns the
 * traversal in *out (steps allocated with hcl_traversals semantics: free
 * the holder) or reports an error diagnostic and returns HCL_ERR_SYNTAX.
 */
HCL_API hcl_status hcl_expr_static_traversal(const hcl_expr *e,
                                             const hcl_alloc *alloc,
                                             hcl_traversals **out,
                                             hcl_diags *ds);
/** The name the expression spells as a bare keyword (`foo`, `true`), or
    an empty string. */
HCL_API hcl_str hcl_expr_as_keyword(const hcl_expr *e);
/** A tuple constructor's element expressions; an error otherwise. */
HCL_API hcl_status hcl_expr_static_list(const hcl_expr *e,
                                        const hcl_expr *const **items,
                                        size_t *n, hcl_diags *ds);
/** An object constructor's items (HCL_EXPR_OBJECT_ITEM nodes: child 0 the
    key, child 1 the value); an error otherwise. A key written as a bare
    name stands for that name as a string (see hcl_expr_as_keyword). */
HCL_API hcl_status hcl_expr_static_map(const hcl_expr *e,
                                       const hcl_expr *const **items, size_t *n,
                                       hcl_diags *ds);
/** A function call's name and argument expressions; an error otherwise. */
HCL_API hcl_status hcl_expr_static_call(const hcl_expr *e, hcl_str *name,
                                        const hcl_expr *const **args, size_t *n,
                                        hcl_diags *ds);

/* Section - Type constraints */

/** Defaults for the optional attributes of a type constraint. */
typedef struct hcl_type_defaults hcl_type_defaults;

/**
 * The type constraint `e` describes, read from the expression's shape as
 * applications (and the `convert` function) read them, the reference's
 * ext/typeexpr: `string`, `number`, `bool`, `any`, `list(T)`, `set(T)`,
 * `map(T)`, `tuple([T, ...])`, `object({NAME = T, ...})`, where an
 * attribute's type may be `optional(T)`. With `defaults` given, also
 * `optional(T, DEFAULT)`: the default (evaluated without variables or
 * functions, converted to T) goes into *defaults, NULL when the constraint
 * has none; free it with hcl_type_defaults_free. *out is a new reference.
 * Problems are error diagnostics in `ds` (may be NULL), "Invalid type
 * specification" as the reference words them: HCL_ERR_SYNTAX with the
 * dynamic pseudo-type in the places that failed. HCL_ERR_NOMEM with *out
 * NULL. (hcl_type_from_expr reads the spec format's type expressions,
 * which know no `optional`.)
 */
HCL_API hcl_status hcl_type_constraint(const hcl_expr *e, const hcl_alloc *a,
                                       hcl_diags *ds, const hcl_type **out,
                                       hcl_type_defaults **defaults);
/** The same, from text (one expression in the native syntax; `filename`
    names it in diagnostics); a syntax error is HCL_ERR_SYNTAX too. */
HCL_API hcl_status hcl_type_constraint_parse(const char *src, size_t len,
                                             const char *filename,
                                             const hcl_alloc *a, hcl_diags *ds,
                                             const hcl_type **out,
                                             hcl_type_defaults **defaults);

/**
 * `v` with the defaults filled in (the reference's Defaults.Apply): at
 * each place of the value the defaults describe, an object or map that is
 * known gets the default of each attribute it lacks or holds as null, and
 * becomes an object. Meant for a value before its conversion to the
 * constraint; NULL `d` (a constraint without defaults) leaves `v` as it
 * is. *out is a new reference; HCL_ERR_INVALID when filling in
 * leaves a list, set or map with elements of different types (the
 * reference gives up there too), HCL_ERR_NOMEM.
 */
HCL_API hcl_status hcl_type_defaults_apply(const hcl_type_defaults *d,
                                           const hcl_value *v,
                                           const hcl_alloc *a, hcl_value **out);
HCL_API void hcl_type_defaults_free(hcl_type_defaults *d);
/** A type as the value `convert`'s second argument takes when the function
    is called through hcl_func_call (a capsule type named "type
    constraint"): a new reference, NULL when out of memory. */
HCL_API hcl_value *hcl_type_constraint_value(const hcl_type *t,
                                             const hcl_alloc *a);

#ifdef __cplusplus
}
#endif

#endif
