#ifndef HCL_TOOLS_CMD_EVAL_H
#define HCL_TOOLS_CMD_EVAL_H

/* `hcl eval`: evaluate one expression and print its value as JSON. */
int cmd_eval(int argc, char **argv);

#endif
