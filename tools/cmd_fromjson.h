#ifndef HCL_TOOLS_CMD_FROMJSON_H
#define HCL_TOOLS_CMD_FROMJSON_H

/* `hcl fromjson`: JSON-syntax files in the native syntax. */

int cmd_fromjson(int argc, char **argv);

#endif
