#ifndef HCL_CORE_DIAGS_H
#define HCL_CORE_DIAGS_H

/* What the renderers need from the diagnostics collection beyond its
   public API. */

#include "hcl/diag.h"

/* The allocator the collection was made with (NULL: malloc); the
   renderers take their scratch memory from it. */
const hcl_alloc *hcl_diags_allocator(const hcl_diags *ds);

#endif
