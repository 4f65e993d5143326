/*
 * The name set (core/name_set.h) on its own: repeats found in memory and
 * in the temporary file, through one or more splits, reported once each
 * in the order they were added with the payloads given; and the same work
 * with each of its allocations failing in turn: a clean HCL_ERR_NOMEM,
 * nothing leaked.
 */

#include <criterion/criterion.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/limits.h"
#include "core/name_set.h"
#include "test_alloc.h"

/* A repeat as reported: its own payload and its first setting's. */
typedef struct repeat {
  uint64_t at, first;
} repeat;

typedef struct seen {
  repeat r[64];
  size_t n;
} seen;

static void note(void *ctx, const char *name, size_t len, const void *at,
                 const void *first) {
  seen *s = ctx;
  (void)name, (void)len;
  cr_assert_lt(s->n, 64);
  memcpy(&s->r[s->n].at, at, sizeof(uint64_t));
  memcpy(&s->r[s->n].first, first, sizeof(uint64_t));
  s->n++;
}

/* Name i of the workload: distinct, except that names 5000 + k (k < 4)
   repeat name k * 1000 + 7 (k = 0: held in memory) and the last four
   repeat the 20 000th name. */
static unsigned long name_of(unsigned long i, unsigned long n) {
  if (i >= 5000 && i < 5004)
    return (i - 5000) * 1000 + 7;
  if (i >= n - 4)
    return 20000;
  return i;
}

/*
 * Adds `n` names with payload = index, the shared counter starting at
 * `preload` bytes, and finishes. Returns the first failure, or HCL_OK
 * with the repeats in `out` (the ones found at once and at the finish).
 */
static hcl_status workload_as(const hcl_alloc *alloc, unsigned long n,
                              size_t preload, bool update, seen *out) {
  size_t shared = preload;
  hcl_name_set set;
  hcl_name_set_init(&set, alloc, sizeof(uint64_t), &shared);
  hcl_status st = HCL_OK;
  for (unsigned long i = 0; i < n && st == HCL_OK; i++) {
    char name[32];
    int len = snprintf(name, sizeof name, "name_%lu", name_of(i, n));
    /* with `update`, each name is added with a wrong payload, corrected
       after */
    uint64_t payload = i, wrong = UINT64_MAX;
    const void *first = NULL;
    st = hcl_name_set_add(&set, name, (size_t)len, update ? &wrong : &payload,
                          &first);
    if (st == HCL_OK && first)
      note(out, name, (size_t)len, &payload, first);
    else if (st == HCL_OK && update)
      hcl_name_set_update_last(&set, &payload);
  }
  if (st == HCL_OK)
    st = hcl_name_set_finish(&set, note, out);
  hcl_name_set_fini(&set);
  cr_assert_eq(shared, preload, "the set gave its bytes back");
  return st;
}

static hcl_status workload(const hcl_alloc *alloc, unsigned long n,
                           size_t preload, seen *out) {
  return workload_as(alloc, n, preload, false, out);
}

static int by_at(const void *a, const void *b) {
  uint64_t x = ((const repeat *)a)->at, y = ((const repeat *)b)->at;
  return x < y ? -1 : x > y;
}

static void expect_repeats(const seen *s, unsigned long n) {
  /* the repeats in memory come first, as they were found at once */
  cr_assert_eq(s->n, 8, "%zu repeats", s->n);
  repeat r[8];
  memcpy(r, s->r, sizeof r);
  qsort(r, 8, sizeof r[0], by_at);
  for (unsigned long k = 0; k < 4; k++) {
    cr_expect_eq(r[k].at, 5000 + k);
    cr_expect_eq(r[k].first, k * 1000 + 7);
    cr_expect_eq(r[4 + k].at, n - 4 + k);
    cr_expect_eq(r[4 + k].first, 20000);
  }
}

Test(name_set, finds_repeats_in_memory_and_in_the_file) {
  /* a third of the budget taken by other bodies: this one spills once it
     is past it */
  seen s = {0};
  cr_assert_eq(workload(NULL, 30000, HCL_NAME_SET_MEMORY - (1u << 20), &s),
               HCL_OK);
  expect_repeats(&s, 30000);
}

Test(name_set, splits_the_file_when_its_names_do_not_fit) {
  /* the budget taken already: all but the floor's names spill, more than
     one scan can hold */
  seen s = {0};
  cr_assert_eq(workload(NULL, 120000, HCL_NAME_SET_MEMORY, &s), HCL_OK);
  expect_repeats(&s, 120000);
}

Test(name_set, payloads_can_be_corrected_after_the_add) {
  /* held in memory (the first names) and waiting to be written (the
     rest): the corrected payloads come back, through a split */
  seen s = {0};
  cr_assert_eq(workload_as(NULL, 120000, HCL_NAME_SET_MEMORY - 4096, true, &s),
               HCL_OK);
  expect_repeats(&s, 120000);
}

Test(name_set, survives_every_failed_allocation, .timeout = 300) {
  /* 50 000 names: the smallest workload whose file is split (about 340
     allocations) */
  for (size_t fail_at = 1;; fail_at++) {
    test_alloc ta;
    test_alloc_init(&ta);
    ta.fail_at = fail_at;
    seen s = {0};
    hcl_status st = workload(&ta.hooks, 50000, HCL_NAME_SET_MEMORY, &s);
    cr_assert_eq(ta.outstanding, 0, "leak with allocation %zu failing",
                 fail_at);
    if (ta.allocations < fail_at) {
      cr_assert_eq(st, HCL_OK);
      expect_repeats(&s, 50000);
      break;
    }
    cr_assert_eq(st, HCL_ERR_NOMEM, "allocation %zu failing: status %d",
                 fail_at, (int)st);
  }
}
