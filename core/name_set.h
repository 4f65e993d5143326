#ifndef HCL_CORE_NAME_SET_H
#define HCL_CORE_NAME_SET_H

/*
 * The names set so far in one body, to find one set twice ("Attribute
 * redefined"), in bounded memory however many there are. Each name comes
 * with a payload of a fixed size, not 0 (where it was set), handed back with a
 * repeat, aligned as malloc's memory is.
 *
 * A set keeps its names in memory while it holds less than
 * HCL_NAME_SET_FLOOR bytes of them, or while all sets sharing its counter
 * (the open bodies of one parse) hold less than HCL_NAME_SET_MEMORY. Past
 * that, each new name is still checked at once against the names held in
 * memory; the others go to a temporary file, and the repeats among them
 * are found by hcl_name_set_finish when the body closes: the file is read
 * back with a map of its distinct names, split on the names' hashes into
 * parts that fit the budget when it is larger. A repeat found there is
 * reported then, after whatever the caller did with the items between.
 */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "core/buf.h"
#include "core/map.h"
#include "core/vec.h"
#include "hcl/common.h"

/* Names a set lists before it maps them: most bodies have a handful,
   which a scan finds sooner than a keyed hash. */
#define HCL_NAME_SET_FEW 8

/* Where the last name added went, for hcl_name_set_update_last. */
typedef enum hcl_name_set_last {
  NAME_SET_LAST_NONE,   /* nowhere: it was a repeat, or nothing was added */
  NAME_SET_LAST_HELD,   /* the last of `payloads` */
  NAME_SET_LAST_PENDING /* the record in `pending` */
} hcl_name_set_last;

typedef struct hcl_name_set {
  const hcl_alloc *alloc;
  size_t payload_size;
  size_t *shared_used; /* bytes held in memory by all sets sharing it */
  size_t used;         /* this set's part of it */
  hcl_vec payloads;    /* one per name held in memory */
  /* The first HCL_NAME_SET_FEW names, in few_text, while there are no
     more; then every name held in memory is in the map. */
  hcl_buf few_text;
  size_t few_end[HCL_NAME_SET_FEW];
  bool mapped;
  hcl_map map;          /* name -> index in `payloads` + 1 */
  FILE *spill;          /* names past the budget; NULL until there are some */
  uint64_t spilled;     /* names in it */
  uint64_t spill_bytes; /* its size */
  hcl_buf pending;      /* the last name's record, not written yet */
  hcl_name_set_last last;
} hcl_name_set;

/* `shared_used` is the counter every set of one parse shares. */
void hcl_name_set_init(hcl_name_set *s, const hcl_alloc *alloc,
                       size_t payload_size, size_t *shared_used);
void hcl_name_set_fini(hcl_name_set *s);
/* Empties the set for a new body; storage a large body grew is freed. */
void hcl_name_set_reset(hcl_name_set *s);

/*
 * Adds a name with its payload. When the set already holds the name in
 * memory, sets *first to the payload it was first added with (valid until
 * the next call on the set) and adds nothing; otherwise leaves *first
 * alone. HCL_ERR_NOMEM, or HCL_ERR_IO when the temporary file fails.
 */
hcl_status hcl_name_set_add(hcl_name_set *s, const char *name, size_t len,
                            const void *payload, const void **first);

/* Replaces the payload of the name just added (when it was added, not
   found again): for a caller that learns the rest of where it was set
   only later. */
void hcl_name_set_update_last(hcl_name_set *s, const void *payload);

/* Called by hcl_name_set_finish for each repeat it finds. */
typedef void (*hcl_name_set_repeat)(void *ctx, const char *name, size_t len,
                                    const void *at, const void *first);

/* Finds the repeats among the names that went to the temporary file and
   reports them in the order they were added; the file is gone after. */
hcl_status hcl_name_set_finish(hcl_name_set *s, hcl_name_set_repeat report,
                               void *ctx);

#endif
