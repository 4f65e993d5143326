#ifndef HCL_CORE_DIAGS_H
#define HCL_CORE_DIAGS_H

/* What the renderers need from the diagnostics collection beyond its
   public API. */

#include "hcl/diag.h"

/* The allocator the collection was made with (NULL: malloc); the
   renderers take their scratch memory from it. */
const hcl_alloc *hcl_diags_allocator(const hcl_diags *ds);

/* How many of the diagnostics are errors, in O(1): "were there errors
   since" is a comparison of two counts, not a scan. */
size_t hcl_diags_error_count(const hcl_diags *ds);

#endif
