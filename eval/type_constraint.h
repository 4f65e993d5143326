#ifndef HCL_EVAL_TYPE_CONSTRAINT_H
#define HCL_EVAL_TYPE_CONSTRAINT_H

/* Type constraints read from expressions, and their defaults
   (type_constraint.c, type_defaults.c); the public side is in hcl/eval.h. */

#include "hcl/eval.h"

/*
 * What a constraint's defaults say at one place in a value (the
 * reference's typeexpr.Defaults): the attributes given a default there,
 * and the places below. Children are keyed by attribute name, by a tuple
 * element's decimal index, or by "" for any element of a collection.
 */
struct hcl_type_defaults {
  const hcl_alloc *alloc;
  const hcl_type *type;
  size_t nvalues;
  hcl_str *names; /* the attributes with a default, each copied */
  hcl_value **values;
  size_t nchildren;
  hcl_str *keys; /* copied */
  hcl_type_defaults **children;
};

/* Sorts `d`'s children by key, as the lookups of hcl_type_defaults_apply
   expect; false when out of memory. */
bool hcl_type_defaults_sort(hcl_type_defaults *d);

/* hcl_type_constraint, also counting the errors it reported in *errors
   (may be NULL), for callers that collect diagnostics elsewhere. */
hcl_status hcl_type_constraint_read(const hcl_expr *e, const hcl_alloc *a,
                                    hcl_diags *ds, const hcl_type **out,
                                    hcl_type_defaults **defaults,
                                    unsigned long *errors);

/* The capsule type of `convert`'s type argument ("type constraint"), whose
   payload is an hcl_type; the evaluator reads an argument of this type
   with hcl_type_constraint_read instead of evaluating it. */
extern const hcl_type hcl_type_constraint_capsule;

#endif
