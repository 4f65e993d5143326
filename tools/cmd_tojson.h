#ifndef HCL_TOOLS_CMD_TOJSON_H
#define HCL_TOOLS_CMD_TOJSON_H

/* `hcl tojson`: native-syntax files in the HCL JSON syntax. */

int cmd_tojson(int argc, char **argv);

#endif
