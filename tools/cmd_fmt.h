#ifndef HCL_TOOLS_CMD_FMT_H
#define HCL_TOOLS_CMD_FMT_H

#include <stdio.h>

/* `hcl fmt`: native-syntax files in canonical layout. */

int cmd_fmt(int argc, char **argv);
/* Its usage and flags, as --help prints them. */
void cmd_fmt_usage(FILE *out);

#endif
