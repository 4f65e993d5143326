#ifndef HCL_USERFUNC_H
#define HCL_USERFUNC_H

/*
 * Functions users define in configuration, as the reference's ext/userfunc
 * reads them:
 *
 *   function "greet" {
 *     params         = [name]
 *     variadic_param = more       # optional: the other arguments, a tuple
 *     result         = "hello ${name}"
 *   }
 *
 * hcl_userfuncs_decode takes the blocks of a type (`function` by
 * convention) out of a body; the rest of the body, without them, is
 * *remain. Each call of a function evaluates its `result` in a child of
 * `base` holding the parameters. `base` is read when a function is
 * called, not before, so it may be the very context the functions are
 * then defined in (hcl_userfuncs_define): they can call each other and
 * the application's functions. A function that calls itself, directly or
 * through others, fails that call with an error instead of recursing
 * forever (HCL evaluates both branches of a conditional, so no such
 * recursion ends).
 *
 * Ownership. The functions point into the body's tree, which must outlive
 * them, and into `base`, which must outlive every call. A set of
 * functions is the caller's, freed with hcl_userfuncs_free; functions
 * taken from it (hcl_userfuncs_func_at, or defined in a context) hold
 * their own references.
 */

#include "hcl/body.h"
#include "hcl/eval.h"
#include "hcl/export.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct hcl_userfuncs hcl_userfuncs;

/**
 * Reads the `block_type` blocks of `body` (one label each: the name) as
 * functions, in source order. Problems are error diagnostics with the
 * reference's words and ranges: a label missing or extra (no function is
 * read at all then, as in the reference), `params` or `result` missing, a
 * parameter name that is not an identifier (that function is skipped).
 * Returns HCL_OK, HCL_ERR_SYNTAX after errors (*out still holds the
 * functions that were read), or HCL_ERR_NOMEM (*out NULL).
 */
HCL_API hcl_status hcl_userfuncs_decode(const hcl_body *body,
                                        const char *block_type,
                                        const hcl_eval_ctx *base,
                                        const hcl_alloc *alloc,
                                        hcl_userfuncs **out,
                                        const hcl_body **remain, hcl_diags *ds);

/** The functions read, in source order (a name may come more than once:
    hcl_userfuncs_define lets the last one win, as the reference does). */
HCL_API size_t hcl_userfuncs_count(const hcl_userfuncs *u);
HCL_API hcl_str hcl_userfuncs_name_at(const hcl_userfuncs *u, size_t i);
HCL_API const hcl_func *hcl_userfuncs_func_at(const hcl_userfuncs *u, size_t i);

/** Defines every function in `ctx` (a later one of a name replacing an
    earlier one). Fails only with HCL_ERR_NOMEM. */
HCL_API hcl_status hcl_userfuncs_define(const hcl_userfuncs *u,
                                        hcl_eval_ctx *ctx);

HCL_API void hcl_userfuncs_free(hcl_userfuncs *u);

#ifdef __cplusplus
}
#endif

#endif
