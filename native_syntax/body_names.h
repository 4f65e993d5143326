#ifndef HCL_NATIVE_BODY_NAMES_H
#define HCL_NATIVE_BODY_NAMES_H

/*
 * The attribute names of one open body, for the "Attribute redefined"
 * check, in bounded memory whatever the body's size.
 *
 * A body keeps its names in memory while it holds less than
 * HCL_BODY_NAMES_FLOOR bytes of them, or while all open bodies together
 * hold less than HCL_BODY_NAMES_MEMORY. Past that, each new name is still
 * checked at once against the names held in memory; the others go to a
 * temporary file, and the repeats among them are found when the body
 * closes: the file is read back with a map of the distinct names, split on
 * the names' hashes into smaller files whenever that map would outgrow the
 * budget. A repeat found there is reported at the close, so after the
 * events of the items between, and the repeated attribute's own events
 * have gone out; docs/limits.md says so.
 */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "core/buf.h"
#include "core/map.h"
#include "core/vec.h"
#include "hcl/common.h"
#include "native_syntax/ast.h"

/* Names a body lists before it maps them: most bodies have a handful,
   which a scan finds sooner than a keyed hash. */
#define HCL_BODY_FEW_NAMES 8

typedef struct hcl_body_names {
  const hcl_alloc *alloc;
  size_t *shared_used; /* bytes of names all open bodies hold in memory */
  size_t used;         /* this body's part of it */
  hcl_vec spans;       /* hcl_span of each name held in memory */
  /* The first HCL_BODY_FEW_NAMES names, in few_text, while there are no
     more; then every name held in memory is in the map. */
  hcl_buf few_text;
  size_t few_end[HCL_BODY_FEW_NAMES];
  bool mapped;
  hcl_map map;          /* name -> index in `spans` + 1 */
  FILE *spill;          /* names past the budget; NULL until there are some */
  uint64_t spilled;     /* names in it */
  uint64_t spill_bytes; /* its size */
} hcl_body_names;

/* `shared_used` is the counter every body of one parse shares. */
void hcl_body_names_init(hcl_body_names *n, const hcl_alloc *alloc,
                         size_t *shared_used);
void hcl_body_names_fini(hcl_body_names *n);
/* Empties the set for a new body; storage a large body grew is freed. */
void hcl_body_names_reset(hcl_body_names *n);

/*
 * Adds the name of an attribute at `span`. When the body already holds it
 * in memory, sets *first to where it was first set and returns HCL_OK
 * without adding it; otherwise *first is left alone. HCL_ERR_NOMEM, or
 * HCL_ERR_IO when the temporary file fails.
 */
hcl_status hcl_body_names_add(hcl_body_names *n, const char *name, size_t len,
                              hcl_span span, const hcl_span **first);

/* Called by hcl_body_names_finish for each repeat it finds. */
typedef void (*hcl_body_names_repeat)(void *ctx, const char *name, size_t len,
                                      hcl_span at, hcl_span first);

/* Finds the repeats among the names that went to the temporary file and
   reports them in the order they were added. */
hcl_status hcl_body_names_finish(hcl_body_names *n,
                                 hcl_body_names_repeat report, void *ctx);

#endif
