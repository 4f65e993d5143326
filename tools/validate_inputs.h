#ifndef HCL_TOOLS_VALIDATE_INPUTS_H
#define HCL_TOOLS_VALIDATE_INPUTS_H

/* The files `hcl validate` checks, in the order it reports them: each path
   as given, directories walked recursively with their entries sorted
   bytewise, then filtered to one shard. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "hcl/hcl.h"

typedef enum vi_kind {
  VI_NAMED,   /* named on the command line or in --files-from: read it */
  VI_WALKED,  /* found in a directory: read it only if it is a regular file */
  VI_STDIN,   /* "-" */
  VI_BAD_DIR, /* a directory that could not be read (`err` says why) */
} vi_kind;

typedef struct vi_file {
  char *path;    /* as reported */
  uint64_t size; /* from stat; 0 when unknown */
  vi_kind kind;
  int err;
} vi_file;

typedef struct vi_list {
  vi_file *files;
  size_t n, cap;
  /* base-name patterns (fnmatch) for walked files; excludes also prune
     directories */
  const char **include;
  size_t ninclude;
  const char **exclude;
  size_t nexclude;
} vi_list;

/* Adds a path: "-" is standard input, a directory is walked, anything
   else is a file to read whatever its name. Fails only with
   HCL_ERR_NOMEM. */
hcl_status vi_add(vi_list *l, const char *path);

/* Adds each non-empty line of `in` as vi_add does. HCL_ERR_IO on a read
   error. */
hcl_status vi_add_lines(vi_list *l, FILE *in);

/* FNV-1a, 64 bits, of the path's bytes: the shard hash. */
uint64_t vi_path_hash(const char *path);

/* Keeps the files whose vi_path_hash is `k` modulo `n`. */
void vi_keep_shard(vi_list *l, uint64_t k, uint64_t n);

void vi_list_fini(vi_list *l);

#endif
