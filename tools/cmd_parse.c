/*
 * `hcl events FILE...`: the event stream, one event per line.
 * `hcl check FILE...`: a syntax check; exit 0 when clean, 1 on errors.
 */

#include "cmd_parse.h"

#include <stdio.h>
#include <string.h>

#include "cli_common.h"

static void usage_to(FILE *out, const char *cmd) {
  fprintf(out,
          "usage: hcl %s [--diags=json|text]%s FILE...\n"
          "  FILE '-' reads standard input.\n",
          cmd, strcmp(cmd, "events") == 0 ? " [--trivia]" : "");
  if (strcmp(cmd, "events") == 0)
    fputs("  --trivia         also comments and blank lines\n", out);
  fputs("  --diags=FORMAT   diagnostics as text (default) or as json, the\n"
        "                   JSON hcldec --diags=json prints\n",
        out);
}

void cmd_check_usage(FILE *out) { usage_to(out, "check"); }
void cmd_events_usage(FILE *out) { usage_to(out, "events"); }

static int usage(const char *cmd) {
  usage_to(stderr, cmd);
  return 2;
}

/* Runs `sink` over each file; returns the exit status. */
static int run(const char *cmd, int argc, char **argv, bool events) {
  cli_diags_format format = CLI_DIAGS_TEXT;
  bool trivia = false;
  int nfiles = 0;
  for (int i = 0; i < argc; i++) {
    if (cli_parse_diags_flag(argv[i], &format))
      continue;
    if (events && strcmp(argv[i], "--trivia") == 0) {
      trivia = true;
      continue;
    }
    if (argv[i][0] == '-' && argv[i][1] != '\0')
      return usage(cmd);
    nfiles++;
  }
  if (nfiles == 0)
    return usage(cmd);
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_dump *dump = events ? hcl_dump_new(stdout, trivia, NULL) : NULL;
  if (!ds || (events && !dump)) {
    fprintf(stderr, "hcl: out of memory\n");
    hcl_dump_free(dump);
    hcl_diags_free(ds);
    return 1;
  }
  hcl_sink sink;
  memset(&sink, 0, sizeof sink);
  if (events)
    sink = hcl_dump_sink(dump);
  int failed = 0;
  for (int i = 0; i < argc; i++) {
    const char *a = argv[i];
    if (a[0] == '-' && a[1] != '\0')
      continue;
    hcl_status st = cli_parse_file(a, sink, ds);
    if (st != HCL_OK && st != HCL_ERR_SYNTAX) {
      if (st != HCL_ERR_IO)
        fprintf(stderr, "hcl: %s: %s\n", a, hcl_status_name(st));
      failed = 1;
    }
  }
  if (events)
    fflush(stdout);
  cli_print_diags(ds, format);
  int rc = failed || hcl_diags_has_errors(ds) ? 1 : 0;
  hcl_dump_free(dump);
  hcl_diags_free(ds);
  return rc;
}

int cmd_events(int argc, char **argv) {
  return run("events", argc, argv, true);
}

int cmd_check(int argc, char **argv) { return run("check", argc, argv, false); }
