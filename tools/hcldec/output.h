#ifndef HCL_TOOLS_HCLDEC_OUTPUT_H
#define HCL_TOOLS_HCLDEC_OUTPUT_H

/* What hcldec writes: the decoded value's JSON (nulls stripped as the
   reference strips them), variable references, and the output file. */

#include <stdbool.h>
#include <stddef.h>

#include "hcl/hcl.h"

/* The JSON re-encoded without object properties whose value is null, keys
   sorted (malloc'd; NULL when the text is not JSON or out of memory).
   `sorted` says every object's keys are in byte order already. */
char *hcldec_strip_nulls(const char *json, size_t len, bool sorted);

/* The references as the reference's --var-refs prints them (malloc'd). */
char *hcldec_var_refs_json(const hcl_spec_refs *refs, const hcl_eval_ctx *ctx);

/* Writes `text` and a newline to `path` (NULL: stdout), whole or not at
   all: a temporary file next to it is renamed over it. Returns an error
   message (static or strerror) or NULL. */
const char *hcldec_write(const char *path, const char *text, size_t len);

#endif
