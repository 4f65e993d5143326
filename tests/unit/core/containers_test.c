/* The containers of core/: arena, vector, map, name index, buffer. */

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "core/arena.h"
#include "core/buf.h"
#include "core/map.h"
#include "core/name_index.h"
#include "core/vec.h"
#include "test_alloc.h"

Test(arena, allocations_are_aligned_and_released) {
  test_alloc ta;
  test_alloc_init(&ta);
  hcl_arena a;
  hcl_arena_init(&a, &ta.hooks, 64);
  for (int i = 1; i < 100; i++) {
    char *p = hcl_arena_alloc(&a, (size_t)i);
    cr_assert_not_null(p);
    cr_expect_eq((uintptr_t)p % 16, 0);
    memset(p, 'x', (size_t)i);
  }
  char *big = hcl_arena_alloc(&a, 10000); /* bigger than a block */
  cr_assert_not_null(big);
  hcl_arena_mark m = hcl_arena_save(&a);
  hcl_arena_alloc(&a, 5000);
  hcl_arena_release(&a, m);
  char *s = hcl_arena_strndup(&a, "hello", 3);
  cr_expect_str_eq(s, "hel");
  hcl_arena_reset(&a);
  cr_expect_eq(ta.outstanding, 1, "reset keeps one block");
  hcl_arena_fini(&a);
  cr_expect_eq(ta.outstanding, 0);
}

Test(arena, fails_cleanly_when_out_of_memory) {
  test_alloc ta;
  test_alloc_init(&ta);
  ta.fail_at = 1;
  hcl_arena a;
  hcl_arena_init(&a, &ta.hooks, 64);
  cr_expect_null(hcl_arena_alloc(&a, 8));
  cr_expect_null(hcl_arena_alloc(&a, SIZE_MAX - 4), "overflow is refused");
  hcl_arena_fini(&a);
  cr_expect_eq(ta.outstanding, 0);
}

Test(vec, push_pop_and_drop_front) {
  hcl_vec v;
  hcl_vec_init(&v, NULL, sizeof(int));
  for (int i = 0; i < 1000; i++)
    cr_assert_not_null(hcl_vec_push(&v, &i));
  cr_expect_eq(v.len, 1000);
  cr_expect_eq(*(int *)hcl_vec_at(&v, 999), 999);
  hcl_vec_drop_front(&v, 990);
  cr_expect_eq(v.len, 10);
  cr_expect_eq(*(int *)hcl_vec_at(&v, 0), 990);
  hcl_vec_pop(&v);
  cr_expect_eq(*(int *)hcl_vec_last(&v), 998);
  hcl_vec_fini(&v);
}

Test(map, insert_find_and_clear) {
  test_alloc ta;
  test_alloc_init(&ta);
  hcl_map m;
  hcl_map_init(&m, &ta.hooks);
  char key[32];
  for (int i = 0; i < 5000; i++) {
    int n = snprintf(key, sizeof key, "key-%d", i);
    bool inserted;
    hcl_map_entry *e = hcl_map_upsert(&m, key, (size_t)n, &inserted);
    cr_assert_not_null(e);
    cr_expect(inserted);
    e->value = (void *)(intptr_t)(i + 1);
  }
  bool inserted;
  hcl_map_entry *e = hcl_map_upsert(&m, "key-42", 6, &inserted);
  cr_expect_not(inserted);
  cr_expect_eq((intptr_t)e->value, 43);
  cr_expect_null(hcl_map_find(&m, "key-5000", 8));
  /* keys may hold any bytes, NUL included */
  hcl_map_upsert(&m, "a\0b", 3, &inserted);
  cr_expect_not_null(hcl_map_find(&m, "a\0b", 3));
  cr_expect_null(hcl_map_find(&m, "a", 1));
  hcl_map_clear(&m);
  cr_expect_eq(m.count, 0);
  cr_expect_null(hcl_map_find(&m, "key-42", 6));
  hcl_map_upsert(&m, "key-42", 6, &inserted);
  cr_expect(inserted, "a cleared map takes keys again");
  hcl_map_fini(&m);
  cr_expect_eq(ta.outstanding, 0);
}

/* Each map hashes under a key of its own, so the same names land in
   different slots of two maps; what a map holds does not depend on it. */
Test(map, keyed_per_map) {
  hcl_map a, b;
  hcl_map_init(&a, NULL);
  hcl_map_init(&b, NULL);
  cr_expect(a.seed[0] != b.seed[0] || a.seed[1] != b.seed[1]);
  cr_expect_neq(hcl_hash_keyed("name", 4, a.seed),
                hcl_hash_keyed("name", 4, b.seed));
  /* the unkeyed hash is the same in every run */
  cr_expect_eq(hcl_hash_bytes("name", 4), hcl_hash_bytes("name", 4));
  char key[32];
  bool inserted;
  for (int i = 0; i < 1000; i++) {
    int n = snprintf(key, sizeof key, "k%d", i);
    hcl_map_upsert(&a, key, (size_t)n, &inserted)->value = (void *)(intptr_t)i;
    hcl_map_upsert(&b, key, (size_t)n, &inserted)->value = (void *)(intptr_t)i;
  }
  for (int i = 0; i < 1000; i++) {
    int n = snprintf(key, sizeof key, "k%d", i);
    cr_expect_eq((intptr_t)hcl_map_find(&a, key, (size_t)n)->value, i);
    cr_expect_eq((intptr_t)hcl_map_find(&b, key, (size_t)n)->value, i);
  }
  hcl_map_fini(&a);
  hcl_map_fini(&b);
}

/* Every length of a 9-byte key through the word and tail paths. */
Test(map, hash_reads_every_byte) {
  const char *s = "abcdefghi";
  uint64_t seen[10];
  for (size_t n = 0; n <= 9; n++) {
    seen[n] = hcl_hash_bytes(s, n);
    for (size_t k = 0; k < n; k++)
      cr_expect_neq(seen[n], seen[k]);
  }
  cr_expect_neq(hcl_hash_bytes("abcdefgh", 8), hcl_hash_bytes("abcdefgx", 8));
}

/* SipHash-1-3 as the paper describes it, byte by byte: the oracle for
   the word-at-a-time version in core/map.c. */
static uint64_t rotl64(uint64_t x, unsigned b) {
  return (x << b) | (x >> (64 - b));
}

static void sip_round(uint64_t v[4]) {
  v[0] += v[1], v[1] = rotl64(v[1], 13), v[1] ^= v[0], v[0] = rotl64(v[0], 32);
  v[2] += v[3], v[3] = rotl64(v[3], 16), v[3] ^= v[2];
  v[0] += v[3], v[3] = rotl64(v[3], 21), v[3] ^= v[0];
  v[2] += v[1], v[1] = rotl64(v[1], 17), v[1] ^= v[2], v[2] = rotl64(v[2], 32);
}

static uint64_t siphash13(const unsigned char *m, size_t len,
                          const uint64_t k[2]) {
  uint64_t v[4] = {k[0] ^ 0x736f6d6570736575u, k[1] ^ 0x646f72616e646f6du,
                   k[0] ^ 0x6c7967656e657261u, k[1] ^ 0x7465646279746573u};
  for (size_t i = 0; i <= len / 8; i++) {
    uint64_t w = 0;
    size_t n = i < len / 8 ? 8 : len % 8;
    for (size_t j = 0; j < n; j++)
      w |= (uint64_t)m[8 * i + j] << (8 * j);
    if (i == len / 8)
      w |= (uint64_t)len << 56;
    v[3] ^= w;
    sip_round(v);
    v[0] ^= w;
  }
  v[2] ^= 0xff;
  sip_round(v);
  sip_round(v);
  sip_round(v);
  return v[0] ^ v[1] ^ v[2] ^ v[3];
}

Test(map, hash_is_siphash13) {
  unsigned char msg[64];
  for (size_t i = 0; i < sizeof msg; i++)
    msg[i] = (unsigned char)(i * 37 + 11);
  const uint64_t keys[][2] = {{0, 0},
                              {0x0706050403020100u, 0x0f0e0d0c0b0a0908u},
                              {0x9e3779b97f4a7c15u, 0x243f6a8885a308d3u}};
  for (size_t k = 0; k < 3; k++)
    for (size_t len = 0; len <= sizeof msg; len++)
      for (size_t off = 0; off < 3 && off + len <= sizeof msg; off++)
        cr_assert_eq(hcl_hash_keyed((const char *)msg + off, len, keys[k]),
                     siphash13(msg + off, len, keys[k]),
                     "key %zu, %zu bytes at %zu", k, len, off);
  cr_assert_eq(hcl_hash_bytes("name", 4),
               siphash13((const unsigned char *)"name", 4, keys[1]));
}

static hcl_str name_of(const void *list, size_t i) {
  return ((const hcl_str *)list)[i];
}

/* A list searched while it grows past the scanning length: the first item
   of each name, as a scan finds it, and nothing left allocated. */
Test(name_index, first_of_each_name_as_the_list_grows) {
  test_alloc ta;
  test_alloc_init(&ta);
  hcl_name_index x;
  hcl_name_index_init(&x, name_of, &ta.hooks);
  static const char *const names[] = {"a", "b", "a", "c", "d", "e", "f",
                                      "g", "h", "i", "b", "j", "k", "a"};
  size_t n = sizeof names / sizeof names[0];
  hcl_str list[sizeof names / sizeof names[0]];
  for (size_t i = 0; i < n; i++) {
    list[i].ptr = names[i];
    list[i].len = strlen(names[i]);
    size_t first = 0;
    for (size_t k = 0; k <= i && !first; k++)
      if (strcmp(names[k], names[i]) == 0)
        first = k + 1;
    cr_expect_eq(hcl_name_index_find(&x, list, i + 1, list[i]), first,
                 "%s among %zu", names[i], i + 1);
    hcl_str absent = {"zz", 2};
    cr_expect_eq(hcl_name_index_find(&x, list, i + 1, absent), 0);
  }
  hcl_name_index_fini(&x);
  cr_expect_eq(ta.outstanding, 0);
}

/* Out of memory while indexing: searches fall back to scanning. */
Test(name_index, scans_when_the_map_fails) {
  test_alloc ta;
  test_alloc_init(&ta);
  ta.fail_at = 1;
  hcl_name_index x;
  hcl_name_index_init(&x, name_of, &ta.hooks);
  hcl_str list[20];
  char buf[20][4];
  for (size_t i = 0; i < 20; i++) {
    snprintf(buf[i], sizeof buf[i], "n%zu", i);
    list[i].ptr = buf[i];
    list[i].len = strlen(buf[i]);
  }
  cr_expect_eq(hcl_name_index_find(&x, list, 20, list[17]), 18);
  hcl_name_index_fini(&x);
  cr_expect_eq(ta.outstanding, 0);
}

Test(buf, append_and_printf) {
  hcl_buf b;
  hcl_buf_init(&b, NULL);
  hcl_buf_puts(&b, "x=");
  hcl_buf_printf(&b, "%d/%s", 42, "y");
  hcl_buf_terminate(&b);
  cr_expect_str_eq(b.data, "x=42/y");
  hcl_buf_fini(&b);
}
