#ifndef HCL_TOOLS_CMD_VALIDATE_H
#define HCL_TOOLS_CMD_VALIDATE_H

#include <stdio.h>

/* `hcl validate`: check many files against an hcldec spec, in parallel. */
int cmd_validate(int argc, char **argv);
/* Its usage and flags, as --help prints them. */
void cmd_validate_usage(FILE *out);

#endif
