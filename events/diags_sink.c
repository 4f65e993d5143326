/* A sink that keeps the stream's diagnostics in a collection. */

#include "hcl/events.h"

static hcl_status keep(void *ctx, const hcl_diag *d) {
  return hcl_diags_add(ctx, d);
}

hcl_sink hcl_diags_sink(hcl_diags *ds) {
  hcl_sink s = {.ctx = ds, .diagnostic = keep};
  return s;
}
