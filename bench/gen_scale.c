/*
 * gen_scale: writes the inputs of one class of the scaling benchmark.
 *
 *   gen_scale --list            one line per class, tab-separated: NAME
 *                               BENCH_N TEST_N MAX_N (0: none) TOOL WHAT
 *   gen_scale CLASS N DIR       writes the class's files at size N into
 *                               DIR (created if missing) and DIR/args: the
 *                               tool (`hcldec` or `eval`, for `hcl eval`)
 *                               then one argument per line, file names
 *                               relative to DIR
 *
 * Build: cc -std=c11 -O2 -o gen_scale gen_scale.c scale_classes.c
 */

#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "scale_classes.h"

static const char *tool_name(scale_tool t) {
  return t == SCALE_EVAL ? "eval" : "hcldec";
}

static int list(void) {
  for (size_t i = 0; i < scale_class_count; i++) {
    const scale_class *c = &scale_classes[i];
    printf("%s\t%zu\t%zu\t%zu\t%s\t%s\n", c->name, c->bench_n, c->test_n,
           c->max_n, tool_name(c->tool), c->what);
  }
  return 0;
}

static bool write_args(const char *dir, const scale_run *r) {
  char path[4096];
  snprintf(path, sizeof path, "%s/args", dir);
  FILE *f = fopen(path, "w");
  if (!f)
    return false;
  fprintf(f, "%s\n", tool_name(r->tool));
  if (r->spec)
    fprintf(f, "--spec=%s\n", r->spec);
  if (r->vars)
    fprintf(f, "--vars=%s\n", r->vars);
  if (r->diags_json)
    fputs("--diags=json\n", f);
  if (r->var_refs)
    fputs("--var-refs\n", f);
  if (r->expr)
    fprintf(f, "%s\n", r->expr);
  for (size_t i = 0; i < r->ninputs; i++) {
    char name[64];
    scale_input_name(r, i, name, sizeof name);
    fprintf(f, "%s\n", name);
  }
  bool ok = !ferror(f);
  return fclose(f) == 0 && ok;
}

int main(int argc, char **argv) {
  if (argc == 2 && strcmp(argv[1], "--list") == 0)
    return list();
  if (argc != 4) {
    fprintf(stderr, "usage: gen_scale --list | gen_scale CLASS N DIR\n");
    return 2;
  }
  const scale_class *c = scale_class_find(argv[1]);
  if (!c) {
    fprintf(stderr, "gen_scale: no class %s (see --list)\n", argv[1]);
    return 2;
  }
  char *end;
  errno = 0;
  unsigned long long n = strtoull(argv[2], &end, 10);
  if (errno || end == argv[2] || *end || n == 0) {
    fprintf(stderr, "gen_scale: bad size %s\n", argv[2]);
    return 2;
  }
  if (mkdir(argv[3], 0777) != 0 && errno != EEXIST) {
    perror(argv[3]);
    return 1;
  }
  scale_run r;
  if (!scale_generate(c, argv[3], (size_t)n, &r) || !write_args(argv[3], &r)) {
    fprintf(stderr, "gen_scale: writing %s: %s\n", argv[3], strerror(errno));
    return 1;
  }
  return 0;
}
