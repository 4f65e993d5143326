#ifndef HCL_CORE_NAME_INDEX_H
#define HCL_CORE_NAME_INDEX_H

/*
 * Finding a name in a list, in O(1) however long the list: a short list is
 * scanned, a longer one is indexed in a map the first time it is searched.
 * The list may grow between searches (only at its end); the index catches
 * up. A search finds the first item of the name, as a scan from the start
 * would. If the map cannot be built (out of memory), searches scan: slower,
 * never wrong, so callers need no error path.
 */

#include <stdbool.h>
#include <stddef.h>

#include "core/map.h"
#include "hcl/common.h"

/* The name of item `i` of `list`. */
typedef hcl_str (*hcl_name_at)(const void *list, size_t i);

typedef struct hcl_name_index {
  hcl_name_at name_at;
  const hcl_alloc *alloc;
  size_t indexed; /* items [0, indexed) are in the map */
  bool mapped;    /* the map is in use */
  bool broken;    /* building the map failed: scan */
  hcl_map map;    /* name -> index + 1 */
} hcl_name_index;

/* Lists up to this long are scanned. */
#define HCL_NAME_SCAN_MAX 8

void hcl_name_index_init(hcl_name_index *x, hcl_name_at name_at,
                         const hcl_alloc *alloc);
void hcl_name_index_fini(hcl_name_index *x);

/* The first of the `n` items of `list` (which holds at least the items
   indexed before) named `name`: its index + 1, or 0 for none. `list` is
   borrowed for the call. */
size_t hcl_name_index_find(hcl_name_index *x, const void *list, size_t n,
                           hcl_str name);

/* Accessors for common lists. */
hcl_str hcl_name_of_str(const void *list, size_t i);  /* hcl_str[] */
hcl_str hcl_name_of_cstr(const void *list, size_t i); /* const char *[] */

#endif
