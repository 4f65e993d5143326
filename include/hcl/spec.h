#ifndef HCL_SPEC_H
#define HCL_SPEC_H

/*
 * Specs: descriptions of a configuration language that decode bodies into
 * values (the hcldec spec format). A spec file is read from its body into
 * an hcl_spec_file holding the root spec, the `variables` it declares and
 * the `function`s it defines; the root spec then decodes input bodies.
 *
 * Ownership. An hcl_spec_file owns its specs and functions. Expressions in
 * it (transform results, function bodies) point into the tree the spec
 * file was built in, which must outlive the spec file. Values returned are
 * new references (value.h). Decoding takes its memory, scratch and
 * results, from the allocator the spec file was loaded with, which must
 * outlive the values and types decoded with it.
 */

#include <stdbool.h>
#include <stddef.h>

#include "hcl/body.h"
#include "hcl/diag.h"
#include "hcl/eval.h"
#include "hcl/export.h"
#include "hcl/value.h"
#include "hcl/write.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct hcl_spec hcl_spec;
typedef struct hcl_spec_file hcl_spec_file;

/**
 * Reads a spec file's body: `function` blocks (params, variadic_param,
 * result), `variables` blocks, and exactly one root spec block. Problems
 * are diagnostics with ranges in the spec file; the result is HCL_OK,
 * HCL_ERR_SYNTAX (then *out still holds a spec file whose root decodes to
 * null, as the reference does) or HCL_ERR_NOMEM (*out NULL).
 */
HCL_API hcl_status hcl_spec_file_load(const hcl_body *body,
                                      const hcl_alloc *alloc,
                                      hcl_spec_file **out, hcl_diags *ds);
HCL_API void hcl_spec_file_free(hcl_spec_file *f);

/**
 * What the reference's hcldec accepts in a spec file but the information
 * model calls an error, as error diagnostics pointing at the spec blocks:
 * a body read with the same attribute twice ("Attribute read twice"), a
 * name read both as an attribute and as a block type ("Name read both
 * ways"), and a block_list or block_set whose max_items is below its
 * min_items ("Impossible block count"). hcldec does not call it, to keep
 * the reference's behaviour; an application that wants its specs sound
 * does, after hcl_spec_file_load(). HCL_OK, HCL_ERR_SYNTAX, HCL_ERR_NOMEM.
 */
HCL_API hcl_status hcl_spec_file_check(const hcl_spec_file *f, hcl_diags *ds);

/** The root spec. */
HCL_API const hcl_spec *hcl_spec_file_root(const hcl_spec_file *f);

/** Defines the spec file's variables and functions in `c` (which may
    outlive the spec file only if it is not used after it). */
HCL_API hcl_status hcl_spec_file_define(const hcl_spec_file *f,
                                        hcl_eval_ctx *c);
/** Whether the spec file declares any variables, any functions. */
HCL_API bool hcl_spec_file_has_variables(const hcl_spec_file *f);
HCL_API bool hcl_spec_file_has_functions(const hcl_spec_file *f);

/**
 * Decodes `body` with `spec`: the value the spec describes, with errors
 * (unsupported or missing arguments and blocks, conversion failures,
 * evaluation errors) added to `ds`. Like the reference, a result is given
 * even after errors (unknown or null where a part failed). `ctx` may be
 * NULL. NULL only when out of memory.
 */
HCL_API hcl_value *hcl_spec_decode(const hcl_spec *spec, const hcl_body *body,
                                   const hcl_eval_ctx *ctx, hcl_diags *ds);

/**
 * Which properties `spec` reads as blocks, and with how many labels, body
 * by body: for hcl_native_writer (hcl/write.h), which turns the JSON
 * syntax into the native syntax. The spec is borrowed.
 */
HCL_API hcl_block_kinds hcl_spec_block_kinds(const hcl_spec *spec);

/** The type every value decoded with `spec` has (a new reference). */
HCL_API const hcl_type *hcl_spec_implied_type(const hcl_spec *spec);

/** The variables decoding `body` with `spec` would use (hcldec
    --var-refs): a list of traversals in the reference's order, valid while
    the body's tree is. NULL when out of memory. */
typedef struct hcl_spec_refs hcl_spec_refs;
HCL_API hcl_spec_refs *hcl_spec_variables(const hcl_spec *spec,
                                          const hcl_body *body);
HCL_API size_t hcl_spec_refs_count(const hcl_spec_refs *r);
HCL_API const hcl_traversal *hcl_spec_refs_at(const hcl_spec_refs *r, size_t i);
HCL_API void hcl_spec_refs_free(hcl_spec_refs *r);

/* Section - Type expressions */

/**
 * The type a type expression describes, written as spec files and
 * applications write them: `string`, `number`, `bool`, `any`, `list(T)`,
 * `set(T)`, `map(T)`, `object({NAME = T, ...})`, `tuple([T, ...])`. *out
 * is a new reference. Problems are error diagnostics in `ds` (may be
 * NULL): HCL_ERR_SYNTAX, with *out the dynamic pseudo-type; HCL_ERR_NOMEM
 * with *out NULL. hcl_value_convert and hcl_attribute_value take the
 * result; hcl_type_expr_string writes a type back.
 */
HCL_API hcl_status hcl_type_from_expr(const hcl_expr *e, const hcl_alloc *a,
                                      hcl_diags *ds, const hcl_type **out);
/** The same, from text (an expression in the native syntax; `filename`
    names it in diagnostics). */
HCL_API hcl_status hcl_type_parse(const char *src, size_t len,
                                  const char *filename, const hcl_alloc *a,
                                  hcl_diags *ds, const hcl_type **out);

#ifdef __cplusplus
}
#endif

#endif
