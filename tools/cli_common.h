#ifndef HCL_TOOLS_CLI_COMMON_H
#define HCL_TOOLS_CLI_COMMON_H

/* What the command-line programs share: diagnostics output, file input. */

#include <stdbool.h>

#include "hcl/hcl.h"

typedef enum cli_diags_format { CLI_DIAGS_TEXT, CLI_DIAGS_JSON } cli_diags_format;

/* Prints `ds` to stderr in `format`; text is coloured on a terminal. */
void cli_print_diags(const hcl_diags *ds, cli_diags_format format);

/* Parses "--diags=json" / "--diags=text"; false for anything else. */
bool cli_parse_diags_flag(const char *arg, cli_diags_format *out);

/* Parses one native-syntax file ("-" is standard input) into `sink`,
   collecting diagnostics into `ds` (in the reference's order). */
hcl_status cli_parse_file(const char *path, hcl_sink sink, hcl_diags *ds);

#endif
