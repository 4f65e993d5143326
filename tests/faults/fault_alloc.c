/*
 * Allocation failures for the command-line programs (tests/cli/faults.sh).
 *
 * The test builds of `hcl` and `hcldec` (hcl_faults, hcldec_faults) link
 * the static library and this file with ld's --wrap for malloc, calloc,
 * realloc, strdup and strndup: every call made from the library's code or
 * the programs' comes here, while the allocations inside the C library,
 * GMP, MPFR and utf8proc, which are linked dynamically, do not.
 *
 * HCL_FAIL_ALLOC_AT=N makes the N-th of those calls fail (NULL, errno
 * ENOMEM); nothing fails when it is unset. A program that ends without
 * reaching the N-th says so on standard error, "alloc fault: N not
 * reached", so that a sweep over N knows when it has failed every
 * allocation a run makes.
 */

#define _GNU_SOURCE
#include <errno.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

void *__real_malloc(size_t size);
void *__real_calloc(size_t n, size_t size);
void *__real_realloc(void *ptr, size_t size);

void *__wrap_malloc(size_t size);
void *__wrap_calloc(size_t n, size_t size);
void *__wrap_realloc(void *ptr, size_t size);
char *__wrap_strdup(const char *s);
char *__wrap_strndup(const char *s, size_t n);

static _Atomic unsigned long calls;
static _Atomic unsigned long fail_at; /* 0: unset; ULONG_MAX: not read */
static _Atomic int reached;

static unsigned long target(void) {
  unsigned long t = atomic_load(&fail_at);
  if (t == 0) {
    const char *s = getenv("HCL_FAIL_ALLOC_AT");
    t = s && *s ? strtoul(s, NULL, 10) : 0;
    atomic_store(&fail_at, t ? t : (unsigned long)-1);
    return t ? t : (unsigned long)-1;
  }
  return t;
}

/* Whether this call is the one to fail. */
static int fails(void) {
  unsigned long t = target();
  if (t == (unsigned long)-1)
    return 0;
  if (atomic_fetch_add(&calls, 1) + 1 != t)
    return 0;
  atomic_store(&reached, 1);
  errno = ENOMEM;
  return 1;
}

void *__wrap_malloc(size_t size) {
  return fails() ? NULL : __real_malloc(size);
}

void *__wrap_calloc(size_t n, size_t size) {
  return fails() ? NULL : __real_calloc(n, size);
}

void *__wrap_realloc(void *ptr, size_t size) {
  return fails() ? NULL : __real_realloc(ptr, size);
}

char *__wrap_strdup(const char *s) {
  size_t n = strlen(s) + 1;
  char *p = __wrap_malloc(n);
  if (p)
    memcpy(p, s, n);
  return p;
}

char *__wrap_strndup(const char *s, size_t n) {
  size_t len = strnlen(s, n);
  char *p = __wrap_malloc(len + 1);
  if (p) {
    memcpy(p, s, len);
    p[len] = '\0';
  }
  return p;
}

__attribute__((destructor)) static void report(void) {
  unsigned long t = atomic_load(&fail_at);
  if (t == 0 || t == (unsigned long)-1 || atomic_load(&reached))
    return;
  char line[64];
  int n = snprintf(line, sizeof line, "alloc fault: %lu not reached\n", t);
  if (n > 0 && write(STDERR_FILENO, line, (size_t)n) < 0)
    return;
}
