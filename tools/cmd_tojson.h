#ifndef HCL_TOOLS_CMD_TOJSON_H
#define HCL_TOOLS_CMD_TOJSON_H

#include <stdio.h>

/* `hcl tojson`: native-syntax files in the HCL JSON syntax. */

int cmd_tojson(int argc, char **argv);
/* Its usage and flags, as --help prints them. */
void cmd_tojson_usage(FILE *out);

#endif
