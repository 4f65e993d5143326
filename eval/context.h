#ifndef HCL_EVAL_CONTEXT_H
#define HCL_EVAL_CONTEXT_H

/* Evaluation contexts: the layout, shared within eval/. */

#include "core/map.h"
#include "hcl/eval.h"

struct hcl_eval_ctx {
  const hcl_alloc *alloc;
  const hcl_eval_ctx *parent;
  bool has_vars;  /* a variable table, even an empty one */
  bool has_funcs; /* a function table, even an empty one */
  hcl_map vars;   /* name -> hcl_value * (one reference each) */
  hcl_map funcs;  /* name -> hcl_func * */
};

#endif
