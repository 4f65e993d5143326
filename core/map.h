#ifndef HCL_CORE_MAP_H
#define HCL_CORE_MAP_H

/*
 * A hash map from byte-string keys to pointers: the one map of the library.
 * The map copies keys into storage of its own; values are the caller's.
 * Open addressing with linear probing; no removal of single entries.
 *
 * Keys come from input (names, object keys), so each map hashes with a key
 * of its own, drawn from a process-wide random value: nobody can choose
 * names that collide. The order of the slots therefore changes from run
 * to run, and nothing may depend on it: a loop over the slots that picks
 * one entry must choose by the entries' content.
 */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/arena.h"
#include "hcl/alloc.h"

typedef struct hcl_map_entry {
  const char *key; /* NUL-terminated copy owned by the map */
  size_t key_len;
  uint64_t hash;
  uint64_t gen; /* the slot is in use when this equals the map's gen */
  void *value;
} hcl_map_entry;

typedef struct hcl_map {
  const hcl_alloc *alloc;
  hcl_map_entry *slots;
  size_t cap; /* a power of two, or 0 */
  size_t count;
  uint64_t gen;     /* bumped by clear, which so costs O(1) */
  uint64_t seed[2]; /* the hash key of this map */
  hcl_arena keys;
} hcl_map;

void hcl_map_init(hcl_map *m, const hcl_alloc *alloc);
void hcl_map_fini(hcl_map *m);
/* Forgets every entry in O(1), keeping the table for reuse. */
void hcl_map_clear(hcl_map *m);

/* SipHash-1-3 of the bytes under the 128-bit key `seed`. */
uint64_t hcl_hash_keyed(const char *p, size_t len, const uint64_t seed[2]);
/* The same under a fixed key: a hash that is the same in every run, for
   what must not vary (never for a table that input fills). */
uint64_t hcl_hash_bytes(const char *p, size_t len);

/* The entry for `key`, or NULL. */
hcl_map_entry *hcl_map_find(const hcl_map *m, const char *key, size_t len);

/*
 * The entry for `key`, inserting it with a NULL value if absent; `*inserted`
 * says which happened. NULL when out of memory.
 */
hcl_map_entry *hcl_map_upsert(hcl_map *m, const char *key, size_t len,
                              bool *inserted);

#endif
