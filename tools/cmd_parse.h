#ifndef HCL_TOOLS_CMD_PARSE_H
#define HCL_TOOLS_CMD_PARSE_H

#include <stdio.h>

/* `hcl events` and `hcl check`. */

int cmd_events(int argc, char **argv);
int cmd_check(int argc, char **argv);
/* Their usage and flags, as --help prints them. */
void cmd_events_usage(FILE *out);
void cmd_check_usage(FILE *out);

#endif
