#ifndef HCL_TOOLS_CLI_WALK_H
#define HCL_TOOLS_CLI_WALK_H

/* Finding the native-syntax files under a directory, for the commands
   that take `-r`. */

#include <stdbool.h>
#include <stddef.h>

typedef struct cli_path_list {
  char **items; /* malloc'd paths */
  size_t len, cap;
  bool failed;
} cli_path_list;

/* Whether `path` has a name the commands read by default: *.hcl, *.tf,
 *.tfvars, *.nomad (so *.pkr.hcl too). */
bool cli_native_name(const char *path);

/* Fills `l` with the native-syntax files under `dir` (symbolic links are
   not followed), sorted by name. False when the walk failed; `l` then
   holds what was found, and errno says why. */
bool cli_walk_native(const char *dir, cli_path_list *l);

void cli_path_list_free(cli_path_list *l);

#endif
