/* The `hcl` program: one binary, one subcommand per task. */

#include <stdio.h>
#include <string.h>

#include "cmd_eval.h"
#include "cmd_fmt.h"
#include "cmd_fromjson.h"
#include "cmd_parse.h"
#include "cmd_tojson.h"
#include "cmd_validate.h"
#include "hcl/hcl.h"

static int usage(void) {
  fprintf(stderr,
          "usage: hcl COMMAND [ARGS]\n"
          "\n"
          "commands:\n"
          "  check FILE...    check syntax; exit 1 when there are errors\n"
          "  eval EXPRESSION  evaluate an expression, print its value as JSON\n"
          "  events FILE...   print the event stream, one event per line\n"
          "  fmt [PATH...]    write files in canonical layout (as hclfmt)\n"
          "  tojson [PATH...] write files in the HCL JSON syntax\n"
          "  fromjson [--spec=FILE] [FILE...]\n"
          "                   write JSON-syntax files in the native syntax\n"
          "  validate --spec=FILE PATH...\n"
          "                   check files against an hcldec spec, in parallel\n"
          "  version          print the library version\n");
  return 2;
}

int main(int argc, char **argv) {
  if (argc < 2)
    return usage();
  const char *cmd = argv[1];
  if (strcmp(cmd, "check") == 0)
    return cmd_check(argc - 2, argv + 2);
  if (strcmp(cmd, "eval") == 0)
    return cmd_eval(argc - 2, argv + 2);
  if (strcmp(cmd, "events") == 0)
    return cmd_events(argc - 2, argv + 2);
  if (strcmp(cmd, "fmt") == 0)
    return cmd_fmt(argc - 2, argv + 2);
  if (strcmp(cmd, "fromjson") == 0)
    return cmd_fromjson(argc - 2, argv + 2);
  if (strcmp(cmd, "tojson") == 0)
    return cmd_tojson(argc - 2, argv + 2);
  if (strcmp(cmd, "validate") == 0)
    return cmd_validate(argc - 2, argv + 2);
  if (strcmp(cmd, "version") == 0 || strcmp(cmd, "--version") == 0) {
    printf("hcl %s\n", hcl_version_string());
    return 0;
  }
  return usage();
}
