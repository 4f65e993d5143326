#ifndef HCL_JSON_TEST_UTIL_H
#define HCL_JSON_TEST_UTIL_H

/* Helpers shared by the JSON syntax suites. */

#include <stdbool.h>
#include <stddef.h>

#include "hcl/hcl.h"
#include "hcl/json.h"

typedef struct jt_opts {
  const hcl_alloc *alloc;
  size_t chunk;       /* through a reader in chunks of this size; 0 = the
                         buffer at once */
  long stop_at_event; /* a sink returns HCL_STOP at this event; -1 never */
  uint32_t max_depth; /* 0: the default */
  size_t max_token_bytes;
} jt_opts;

typedef struct jt_result {
  hcl_status status;
  char *dump;          /* the event dump (malloc'd) */
  char *diags;         /* diagnostics as jt_render_diags writes them */
  char *checker_error; /* contract violation (malloc'd) or NULL */
  size_t events;
} jt_result;

jt_opts jt_defaults(void);

/* Parses `src` with the dump and the contract checker tee'd together. */
jt_result jt_parse(const char *src, size_t len, const char *name,
                   const jt_opts *o);
void jt_result_free(jt_result *r);

/*
 * Diagnostics in the shape tests/reference/jsondiags writes: the JSON of
 * `hcldec --diags=json`, each diagnostic with its context range after its
 * subject when it has one; "" when there are none. malloc'd.
 */
char *jt_render_diags(const hcl_diags *ds);

#endif
