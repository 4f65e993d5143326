#ifndef HCL_FUNCTIONS_H
#define HCL_FUNCTIONS_H

/*
 * The library of functions: cty's standard functions, with their
 * parameter names, types, results and error messages, ready to put in an
 * evaluation context. The functions are static: callers need not (but may)
 * release them.
 *
 * Two of them are the language's own (the reference's ext/tryfunc): `try`
 * and `can`. In an expression their arguments are evaluated one at a time
 * with their errors held back: try gives the first argument that evaluates
 * without errors (an error listing every failure when none does), can
 * whether its argument evaluates without errors; either is unknown when an
 * argument refers to a value that is not wholly known. Called with values
 * through hcl_func_call, try gives its first argument and can gives true.
 *
 * A third is the reference's ext/typeexpr `convert(value, type)`: its
 * second argument is a type constraint read as written, never evaluated
 * (hcl_type_constraint, without defaults), and the value is converted to
 * it. As in the reference, the value is then converted again to the type
 * that first conversion gave, which has no optional attributes: a value
 * that lacks an optional attribute fails ("attribute "b" is required").
 * Applications that want optional attributes filled with null or their
 * defaults use hcl_type_constraint and hcl_value_convert. Called through
 * hcl_func_call, its second argument is a value of a capsule type named
 * "type constraint" (hcl_type_constraint_value).
 */

#include <stddef.h>

#include "hcl/eval.h"
#include "hcl/export.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The library function named `name`, or NULL. */
HCL_API const hcl_func *hcl_func_library_lookup(const char *name, size_t len);

/** How many functions the library has, and the i-th one's name (in name
    order). */
HCL_API size_t hcl_func_library_count(void);
HCL_API const char *hcl_func_library_name_at(size_t i);

/** Defines every library function in `c`. */
HCL_API hcl_status hcl_eval_ctx_add_functions(hcl_eval_ctx *c);

#ifdef __cplusplus
}
#endif

#endif
