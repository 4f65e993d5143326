/* A hash map from byte-string keys to pointers. */

#include "core/map.h"

#include <string.h>

#include "core/alloc.h"

void hcl_map_init(hcl_map *m, const hcl_alloc *alloc) {
  m->alloc = alloc;
  m->slots = NULL;
  m->cap = m->count = 0;
  m->gen = 1;
  hcl_arena_init(&m->keys, alloc, 4096);
}

void hcl_map_fini(hcl_map *m) {
  hcl_mem_free(m->alloc, m->slots);
  m->slots = NULL;
  m->cap = m->count = 0;
  hcl_arena_fini(&m->keys);
}

void hcl_map_clear(hcl_map *m) {
  if (m->count) {
    m->gen++;
    m->count = 0;
    hcl_arena_reset(&m->keys);
  }
}

/* FNV-1a, 64-bit: keys are short names, so simplicity wins. */
uint64_t hcl_hash_bytes(const char *p, size_t len) {
  uint64_t h = 0xcbf29ce484222325u;
  for (size_t i = 0; i < len; i++) {
    h ^= (unsigned char)p[i];
    h *= 0x100000001b3u;
  }
  return h;
}

static hcl_map_entry *probe(hcl_map_entry *slots, size_t cap, uint64_t gen,
                            uint64_t hash, const char *key, size_t len) {
  size_t i = (size_t)hash & (cap - 1);
  for (;;) {
    hcl_map_entry *e = &slots[i];
    if (e->gen != gen)
      return e;
    if (e->hash == hash && e->key_len == len && memcmp(e->key, key, len) == 0)
      return e;
    i = (i + 1) & (cap - 1);
  }
}

hcl_map_entry *hcl_map_find(const hcl_map *m, const char *key, size_t len) {
  if (!m->cap)
    return NULL;
  hcl_map_entry *e =
      probe(m->slots, m->cap, m->gen, hcl_hash_bytes(key, len), key, len);
  return e->gen == m->gen ? e : NULL;
}

static bool grow(hcl_map *m) {
  size_t cap = m->cap ? m->cap * 2 : 16;
  hcl_map_entry *slots = hcl_mem_alloc(m->alloc, cap * sizeof *slots);
  if (!slots)
    return false;
  memset(slots, 0, cap * sizeof *slots);
  for (size_t i = 0; i < m->cap; i++) {
    hcl_map_entry *e = &m->slots[i];
    if (e->gen == m->gen)
      *probe(slots, cap, m->gen, e->hash, e->key, e->key_len) = *e;
  }
  hcl_mem_free(m->alloc, m->slots);
  m->slots = slots;
  m->cap = cap;
  return true;
}

hcl_map_entry *hcl_map_upsert(hcl_map *m, const char *key, size_t len,
                              bool *inserted) {
  if ((m->count + 1) * 4 > m->cap * 3 && !grow(m))
    return NULL;
  uint64_t hash = hcl_hash_bytes(key, len);
  hcl_map_entry *e = probe(m->slots, m->cap, m->gen, hash, key, len);
  if (e->gen == m->gen) {
    *inserted = false;
    return e;
  }
  char *copy = hcl_arena_strndup(&m->keys, key, len);
  if (!copy)
    return NULL;
  e->key = copy;
  e->key_len = len;
  e->hash = hash;
  e->gen = m->gen;
  e->value = NULL;
  m->count++;
  *inserted = true;
  return e;
}
