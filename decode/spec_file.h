#ifndef HCL_DECODE_SPEC_FILE_H
#define HCL_DECODE_SPEC_FILE_H

/* The layout of a loaded spec file. */

#include "core/arena.h"
#include "core/vec.h"
#include "decode/spec.h"
#include "decode/type_expr.h"

typedef struct hcl_named_value {
  hcl_str name;
  hcl_value *value; /* one reference */
} hcl_named_value;

struct hcl_spec_file {
  const hcl_alloc *alloc;
  hcl_arena arena;        /* specs and their arrays */
  hcl_vec values;         /* hcl_value *: literals the specs hold */
  hcl_vec types;          /* const hcl_type *: types the specs hold */
  hcl_vec vars;           /* hcl_named_value, from `variables` blocks */
  hcl_vec funcs;          /* hcl_named_func, from `function` blocks */
  hcl_eval_ctx *spec_ctx; /* the spec-definition functions */
  hcl_type_ctx *type_ctx;
  const hcl_spec *root;
};

#endif
