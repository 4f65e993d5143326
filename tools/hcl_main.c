/* The `hcl` program: one binary, one subcommand per task. */

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "cmd_eval.h"
#include "cmd_fmt.h"
#include "cmd_fromjson.h"
#include "cmd_parse.h"
#include "cmd_tojson.h"
#include "cmd_validate.h"
#include "hcl/hcl.h"

/* The commands, their entry points and their usage. */
typedef struct command {
  const char *name;
  int (*run)(int argc, char **argv);
  void (*usage)(FILE *out);
} command;

static const command commands[] = {
    {"check", cmd_check, cmd_check_usage},
    {"eval", cmd_eval, cmd_eval_usage},
    {"events", cmd_events, cmd_events_usage},
    {"fmt", cmd_fmt, cmd_fmt_usage},
    {"fromjson", cmd_fromjson, cmd_fromjson_usage},
    {"tojson", cmd_tojson, cmd_tojson_usage},
    {"validate", cmd_validate, cmd_validate_usage},
};
#define NCOMMANDS (sizeof commands / sizeof commands[0])

static void usage_to(FILE *out) {
  fputs("usage: hcl COMMAND [ARGS]\n"
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
        "  version          print the library version\n"
        "  help [COMMAND]   this list, or a command's flags (as COMMAND "
        "--help)\n",
        out);
}

static int usage(void) {
  usage_to(stderr);
  return 2;
}

static const command *find(const char *name) {
  for (size_t i = 0; i < NCOMMANDS; i++)
    if (strcmp(commands[i].name, name) == 0)
      return &commands[i];
  return NULL;
}

static bool asks_help(const char *arg) {
  return strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0;
}

int main(int argc, char **argv) {
  if (argc < 2)
    return usage();
  const char *cmd = argv[1];
  if (strcmp(cmd, "help") == 0 || asks_help(cmd)) {
    if (argc < 3) {
      usage_to(stdout);
      return 0;
    }
    const command *c = find(argv[2]);
    if (!c) {
      fprintf(stderr, "hcl help: no command \"%s\"\n", argv[2]);
      return usage();
    }
    c->usage(stdout);
    return 0;
  }
  if (strcmp(cmd, "version") == 0 || strcmp(cmd, "--version") == 0) {
    printf("hcl %s\n", hcl_version_string());
    return 0;
  }
  const command *c = find(cmd);
  if (!c)
    return usage();
  /* --help anywhere before a `--` asks for the command's usage */
  for (int i = 2; i < argc && strcmp(argv[i], "--") != 0; i++) {
    if (asks_help(argv[i])) {
      c->usage(stdout);
      return 0;
    }
  }
  return c->run(argc - 2, argv + 2);
}
