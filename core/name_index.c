/* Finding a name in a list: a scan, or a map once the list is long. */

#include "core/name_index.h"

#include <stdint.h>
#include <string.h>

void hcl_name_index_init(hcl_name_index *x, hcl_name_at name_at,
                         const hcl_alloc *alloc) {
  x->name_at = name_at;
  x->alloc = alloc;
  x->indexed = 0;
  x->mapped = x->broken = false;
}

void hcl_name_index_fini(hcl_name_index *x) {
  if (x->mapped)
    hcl_map_fini(&x->map);
  x->mapped = false;
}

static bool same(hcl_str a, hcl_str b) {
  return a.len == b.len && (a.len == 0 || memcmp(a.ptr, b.ptr, a.len) == 0);
}

static size_t scan(const hcl_name_index *x, const void *list, size_t n,
                   hcl_str name) {
  for (size_t i = 0; i < n; i++)
    if (same(x->name_at(list, i), name))
      return i + 1;
  return 0;
}

/* Adds items [indexed, n) to the map, keeping the first of each name;
   false when out of memory. */
static bool catch_up(hcl_name_index *x, const void *list, size_t n) {
  if (!x->mapped) {
    hcl_map_init(&x->map, x->alloc);
    x->mapped = true;
  }
  for (; x->indexed < n; x->indexed++) {
    hcl_str s = x->name_at(list, x->indexed);
    bool inserted;
    hcl_map_entry *e =
        hcl_map_upsert(&x->map, s.ptr ? s.ptr : "", s.len, &inserted);
    if (!e)
      return false;
    if (inserted)
      e->value = (void *)(uintptr_t)(x->indexed + 1);
  }
  return true;
}

size_t hcl_name_index_find(hcl_name_index *x, const void *list, size_t n,
                           hcl_str name) {
  if (n <= HCL_NAME_SCAN_MAX || x->broken)
    return scan(x, list, n, name);
  if (!catch_up(x, list, n)) {
    hcl_name_index_fini(x);
    x->broken = true;
    return scan(x, list, n, name);
  }
  const hcl_map_entry *e =
      hcl_map_find(&x->map, name.ptr ? name.ptr : "", name.len);
  return e ? (size_t)(uintptr_t)e->value : 0;
}

hcl_str hcl_name_of_str(const void *list, size_t i) {
  return ((const hcl_str *)list)[i];
}

hcl_str hcl_name_of_cstr(const void *list, size_t i) {
  const char *s = ((const char *const *)list)[i];
  hcl_str r = {s, strlen(s)};
  return r;
}
