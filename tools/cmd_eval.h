#ifndef HCL_TOOLS_CMD_EVAL_H
#define HCL_TOOLS_CMD_EVAL_H

#include <stdio.h>

/* `hcl eval`: evaluate one expression and print its value as JSON. */
int cmd_eval(int argc, char **argv);
/* Its usage and flags, as --help prints them. */
void cmd_eval_usage(FILE *out);

#endif
