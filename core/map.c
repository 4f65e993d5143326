/* A hash map from byte-string keys to pointers. */

#include "core/map.h"

#include <stdatomic.h>
#include <string.h>
#include <sys/random.h>
#include <sys/types.h>
#include <time.h>

#include "core/alloc.h"

/* ---- Hashing ------------------------------------------------------------ */

static uint64_t rotl(uint64_t x, unsigned b) {
  return (x << b) | (x >> (64 - b));
}

/* One SipRound (Aumasson and Bernstein, "SipHash: a fast short-input
   PRF", 2012). */
#define SIPROUND                                                               \
  do {                                                                         \
    v0 += v1;                                                                  \
    v1 = rotl(v1, 13);                                                         \
    v1 ^= v0;                                                                  \
    v0 = rotl(v0, 32);                                                         \
    v2 += v3;                                                                  \
    v3 = rotl(v3, 16);                                                         \
    v3 ^= v2;                                                                  \
    v0 += v3;                                                                  \
    v3 = rotl(v3, 21);                                                         \
    v3 ^= v0;                                                                  \
    v2 += v1;                                                                  \
    v1 = rotl(v1, 17);                                                         \
    v1 ^= v2;                                                                  \
    v2 = rotl(v2, 32);                                                         \
  } while (0)

/* The little-endian word of the `n` (at most 8) bytes at `p`, whatever
   the machine's byte order; one load where the compiler can. */
static uint64_t load_le(const unsigned char *p, size_t n) {
  unsigned char b[8] = {0};
  memcpy(b, p, n);
  uint64_t w;
  memcpy(&w, b, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  w = __builtin_bswap64(w);
#elif !defined(__BYTE_ORDER__)
  w = 0;
  for (size_t i = 0; i < n; i++)
    w |= (uint64_t)p[i] << (8 * i);
#endif
  return w;
}

static uint64_t load_le8(const unsigned char *p) {
  uint64_t w;
  memcpy(&w, p, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  w = __builtin_bswap64(w);
#elif !defined(__BYTE_ORDER__)
  w = load_le(p, 8);
#endif
  return w;
}

/* SipHash-1-3: one round per word and three to finish, the variant hash
   tables use (Rust's, Python's) against collisions chosen by input. */
uint64_t hcl_hash_keyed(const char *p, size_t len, const uint64_t seed[2]) {
  const unsigned char *s = (const unsigned char *)p;
  uint64_t v0 = seed[0] ^ 0x736f6d6570736575u;
  uint64_t v1 = seed[1] ^ 0x646f72616e646f6du;
  uint64_t v2 = seed[0] ^ 0x6c7967656e657261u;
  uint64_t v3 = seed[1] ^ 0x7465646279746573u;
  size_t whole = len - len % 8;
  for (size_t i = 0; i < whole; i += 8) {
    uint64_t m = load_le8(s + i);
    v3 ^= m;
    SIPROUND;
    v0 ^= m;
  }
  uint64_t last = ((uint64_t)len << 56) | load_le(s + whole, len - whole);
  v3 ^= last;
  SIPROUND;
  v0 ^= last;
  v2 ^= 0xff;
  SIPROUND;
  SIPROUND;
  SIPROUND;
  return v0 ^ v1 ^ v2 ^ v3;
}

uint64_t hcl_hash_bytes(const char *p, size_t len) {
  static const uint64_t fixed[2] = {0x0706050403020100u, 0x0f0e0d0c0b0a0908u};
  return hcl_hash_keyed(p, len, fixed);
}

/* splitmix64's finaliser: spreads every bit of `x` over the result. */
static uint64_t mix(uint64_t x) {
  x += 0x9e3779b97f4a7c15u;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9u;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebu;
  return x ^ (x >> 31);
}

/* A random value drawn once per process, by whichever thread asks first
   (the others take the value it stored); never 0, which means "not yet". */
static uint64_t process_secret(void) {
  static _Atomic uint64_t secret;
  uint64_t s = atomic_load_explicit(&secret, memory_order_relaxed);
  if (s)
    return s;
  if (getrandom(&s, sizeof s, 0) != (ssize_t)sizeof s) {
    /* no kernel randomness: the clock and the stack's place (varied by
       address-space randomisation) still keep keys from being known */
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    s = mix((uint64_t)ts.tv_sec ^ mix((uint64_t)ts.tv_nsec) ^
            mix((uint64_t)(uintptr_t)&ts));
  }
  s |= 1;
  uint64_t expected = 0;
  if (!atomic_compare_exchange_strong_explicit(
          &secret, &expected, s, memory_order_relaxed, memory_order_relaxed))
    s = expected;
  return s;
}

/* ---- The map ------------------------------------------------------------ */

void hcl_map_init(hcl_map *m, const hcl_alloc *alloc) {
  m->alloc = alloc;
  m->slots = NULL;
  m->cap = m->count = 0;
  m->gen = 1;
  /* a key of its own: one map's collisions say nothing of another's */
  uint64_t s = process_secret();
  m->seed[0] = s ^ mix((uint64_t)(uintptr_t)m);
  m->seed[1] = mix(s ^ 0x5851f42d4c957f2du);
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
  hcl_map_entry *e = probe(m->slots, m->cap, m->gen,
                           hcl_hash_keyed(key, len, m->seed), key, len);
  return e->gen == m->gen ? e : NULL;
}

static bool grow(hcl_map *m) {
  size_t cap = m->cap ? m->cap * 2 : 4; /* most maps are small */
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
  uint64_t hash = hcl_hash_keyed(key, len, m->seed);
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
