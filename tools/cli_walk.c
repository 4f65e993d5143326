/* Walking directories for native-syntax files (cli_walk.h). */

#define _XOPEN_SOURCE 700 /* nftw */

#include "cli_walk.h"

#include <errno.h>
#include <ftw.h>
#include <stdlib.h>
#include <string.h>

static cli_path_list *walk_list; /* nftw has no context argument */

bool cli_native_name(const char *path) {
  static const char *const exts[] = {".hcl", ".tf", ".tfvars", ".nomad"};
  size_t n = strlen(path);
  for (size_t i = 0; i < sizeof exts / sizeof exts[0]; i++) {
    size_t k = strlen(exts[i]);
    if (n > k && strcmp(path + n - k, exts[i]) == 0)
      return true;
  }
  return false;
}

static int walk_entry(const char *path, const struct stat *sb, int type,
                      struct FTW *ftw) {
  (void)sb;
  (void)ftw;
  if (type != FTW_F || !cli_native_name(path))
    return 0;
  cli_path_list *l = walk_list;
  if (l->len == l->cap) {
    size_t ncap = l->cap ? 2 * l->cap : 16;
    char **n = realloc(l->items, ncap * sizeof *n);
    if (!n) {
      l->failed = true;
      return 1;
    }
    l->items = n;
    l->cap = ncap;
  }
  if (!(l->items[l->len] = strdup(path))) {
    l->failed = true;
    return 1;
  }
  l->len++;
  return 0;
}

static int compare_paths(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

bool cli_walk_native(const char *dir, cli_path_list *l) {
  walk_list = l;
  int w = nftw(dir, walk_entry, 32, FTW_PHYS);
  walk_list = NULL;
  if (l->failed)
    errno = ENOMEM;
  if (l->len)
    qsort(l->items, l->len, sizeof *l->items, compare_paths);
  return w == 0 && !l->failed;
}

void cli_path_list_free(cli_path_list *l) {
  for (size_t i = 0; i < l->len; i++)
    free(l->items[i]);
  free(l->items);
  memset(l, 0, sizeof *l);
}
