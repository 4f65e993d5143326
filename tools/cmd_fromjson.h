#ifndef HCL_TOOLS_CMD_FROMJSON_H
#define HCL_TOOLS_CMD_FROMJSON_H

#include <stdio.h>

/* `hcl fromjson`: JSON-syntax files in the native syntax. */

int cmd_fromjson(int argc, char **argv);
/* Its usage and flags, as --help prints them. */
void cmd_fromjson_usage(FILE *out);

#endif
