#ifndef HCL_TOOLS_CMD_FMT_H
#define HCL_TOOLS_CMD_FMT_H

/* `hcl fmt`: native-syntax files in canonical layout. */

int cmd_fmt(int argc, char **argv);

#endif
