#ifndef HCL_TOOLS_CMD_VALIDATE_H
#define HCL_TOOLS_CMD_VALIDATE_H

/* `hcl validate`: check many files against an hcldec spec, in parallel. */
int cmd_validate(int argc, char **argv);

#endif
