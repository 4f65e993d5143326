/* Allocation through a caller's hooks, with the C library as the default. */

#include "core/alloc.h"

#include <stdlib.h>
#include <string.h>

static void *std_malloc(void *ctx, size_t size) {
  (void)ctx;
  return malloc(size);
}

static void *std_realloc(void *ctx, void *ptr, size_t old_size,
                         size_t new_size) {
  (void)ctx;
  (void)old_size;
  return realloc(ptr, new_size);
}

static void std_free(void *ctx, void *ptr) {
  (void)ctx;
  free(ptr);
}

static const hcl_alloc std_alloc = {std_malloc, std_realloc, std_free, NULL};

const hcl_alloc *hcl_alloc_or_default(const hcl_alloc *a) {
  return a ? a : &std_alloc;
}

void *hcl_mem_alloc(const hcl_alloc *a, size_t size) {
  a = hcl_alloc_or_default(a);
  return a->malloc(a->ctx, size ? size : 1);
}

void *hcl_mem_realloc(const hcl_alloc *a, void *ptr, size_t old_size,
                      size_t new_size) {
  a = hcl_alloc_or_default(a);
  if (!ptr)
    return a->malloc(a->ctx, new_size ? new_size : 1);
  return a->realloc(a->ctx, ptr, old_size, new_size ? new_size : 1);
}

void hcl_mem_free(const hcl_alloc *a, void *ptr) {
  if (!ptr)
    return;
  a = hcl_alloc_or_default(a);
  a->free(a->ctx, ptr);
}

void hcl_free(const hcl_alloc *alloc, void *ptr) { hcl_mem_free(alloc, ptr); }

char *hcl_mem_strndup(const hcl_alloc *a, const char *s, size_t len) {
  char *p = hcl_mem_alloc(a, len + 1);
  if (!p)
    return NULL;
  if (len)
    memcpy(p, s, len);
  p[len] = '\0';
  return p;
}

const char *hcl_status_name(hcl_status st) {
  switch (st) {
  case HCL_OK:
    return "ok";
  case HCL_STOP:
    return "stopped";
  case HCL_ERR_SYNTAX:
    return "syntax error";
  case HCL_ERR_NOMEM:
    return "out of memory";
  case HCL_ERR_IO:
    return "input/output error";
  case HCL_ERR_INVALID:
    return "invalid argument";
  }
  return "unknown status";
}
