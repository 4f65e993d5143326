/*
 * A sink of your own: counts the resources of a Terraform tree by type,
 * while the files stream past, without building any tree of them.
 *
 *   usage: count_resources DIR
 *
 * Every *.tf file under DIR is parsed; for each top-level block
 * `resource "TYPE" "NAME" { ... }` the sink counts TYPE. Nothing of a file
 * is kept but the counts, so a directory of any size takes little memory.
 * Files with syntax errors are counted as far as they parse, and their
 * diagnostics are printed.
 */

#define _XOPEN_SOURCE 700 /* nftw */
#include <ftw.h>
#include <hcl/hcl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The counts: a small list, searched by name (a real program might use a
   hash table). */
typedef struct count {
  char *type;
  size_t n;
} count;

typedef struct counter {
  count *counts;
  size_t ncounts;
  size_t depth; /* blocks open around the next event */
  size_t files;
} counter;

static int add(counter *c, const char *type, size_t len) {
  for (size_t i = 0; i < c->ncounts; i++) {
    if (strlen(c->counts[i].type) == len &&
        memcmp(c->counts[i].type, type, len) == 0) {
      c->counts[i].n++;
      return 0;
    }
  }
  count *grown = realloc(c->counts, (c->ncounts + 1) * sizeof *grown);
  if (!grown)
    return -1;
  c->counts = grown;
  char *copy = malloc(len + 1);
  if (!copy)
    return -1;
  memcpy(copy, type, len); /* event strings live only during the call */
  copy[len] = '\0';
  c->counts[c->ncounts++] = (count){copy, 1};
  return 0;
}

/* The sink's event callback: called for every block, attribute and
   expression node, in order. Returning anything but HCL_OK stops the
   parse. */
static hcl_status on_event(void *ctx, const hcl_event *ev) {
  counter *c = ctx;
  switch (ev->kind) {
  case HCL_EV_BLOCK_BEGIN:
    if (c->depth++ == 0 && ev->as.block.nlabels >= 1 &&
        ev->as.block.type.len == 8 &&
        memcmp(ev->as.block.type.ptr, "resource", 8) == 0 &&
        add(c, ev->as.block.labels[0].ptr, ev->as.block.labels[0].len) != 0)
      return HCL_ERR_NOMEM;
    break;
  case HCL_EV_BLOCK_END:
    c->depth--;
    break;
  default:
    break;
  }
  return HCL_OK;
}

/* Diagnostics arrive through the same sink, as they are found. */
static hcl_status on_diagnostic(void *ctx, const hcl_diag *d) {
  (void)ctx;
  if (d->subject)
    fprintf(stderr, "%s:%u,%u: %s\n", d->subject->filename,
            (unsigned)d->subject->start.line,
            (unsigned)d->subject->start.column, d->summary);
  else
    fprintf(stderr, "%s\n", d->summary);
  return HCL_OK;
}

static counter the_counter;

static int by_type(const void *a, const void *b) {
  return strcmp(((const count *)a)->type, ((const count *)b)->type);
}

static int visit(const char *path, const struct stat *st, int flag,
                 struct FTW *ftw) {
  (void)st;
  (void)ftw;
  size_t n = strlen(path);
  if (flag != FTW_F || n < 3 || strcmp(path + n - 3, ".tf") != 0)
    return 0;
  the_counter.depth = 0;
  the_counter.files++;
  hcl_sink sink = {
      .ctx = &the_counter, .event = on_event, .diagnostic = on_diagnostic};
  hcl_status st2 = hcl_native_parse_file(path, sink, NULL);
  if (st2 == HCL_ERR_NOMEM)
    return 1; /* stops the walk */
  return 0;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: count_resources DIR\n");
    return 2;
  }
  int rc = nftw(argv[1], visit, 16, FTW_PHYS);
  if (rc != 0) {
    fprintf(stderr, "count_resources: cannot walk %s\n", argv[1]);
    return 1;
  }
  printf("%zu files\n", the_counter.files);
  qsort(the_counter.counts, the_counter.ncounts, sizeof(count), by_type);
  for (size_t i = 0; i < the_counter.ncounts; i++)
    printf("%-40s %zu\n", the_counter.counts[i].type, the_counter.counts[i].n);
  for (size_t i = 0; i < the_counter.ncounts; i++)
    free(the_counter.counts[i].type);
  free(the_counter.counts);
  return 0;
}
