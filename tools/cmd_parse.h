#ifndef HCL_TOOLS_CMD_PARSE_H
#define HCL_TOOLS_CMD_PARSE_H

/* `hcl events` and `hcl check`. */

int cmd_events(int argc, char **argv);
int cmd_check(int argc, char **argv);

#endif
