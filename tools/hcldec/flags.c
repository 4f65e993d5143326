/* hcldec's command line. */

#include "flags.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void hcldec_usage(void) {
  fputs(
      "usage: hcldec --spec=<spec-file> [options] [hcl-file ...]\n"
      "      --diags string        format any returned diagnostics in the "
      "given format; currently only \"json\" is accepted\n"
      "      --dynamic-blocks      expand \"dynamic\" blocks before decoding "
      "(an extension: the reference has no such flag)\n"
      "      --keep-nulls          retain object properties that have null "
      "as their value (they are removed by default)\n"
      "  -o, --out string          write to the given file, instead of "
      "stdout\n"
      "  -s, --spec string         path to spec file (required)\n"
      "      --var-refs            rather than decoding input, produce a JSON "
      "description of the variables referenced by it\n"
      "  -V, --vars json-or-file   provide variables to the given "
      "configuration file(s)\n"
      "  -v, --version             show the version number and immediately "
      "exit\n"
      "      --with-type           include an additional object level at the "
      "top describing the HCL-oriented type of the result value\n",
      stderr);
}

typedef enum flag_kind { F_STRING, F_BOOL, F_LIST } flag_kind;

typedef struct flag_def {
  const char *name;
  char shorthand;
  flag_kind kind;
} flag_def;

static const flag_def FLAGS[] = {
    {"spec", 's', F_STRING},      {"out", 'o', F_STRING},
    {"diags", 0, F_STRING},       {"var-refs", 0, F_BOOL},
    {"with-type", 0, F_BOOL},     {"version", 'v', F_BOOL},
    {"keep-nulls", 0, F_BOOL},    {"vars", 'V', F_LIST},
    {"dynamic-blocks", 0, F_BOOL}};
#define NFLAGS (sizeof FLAGS / sizeof FLAGS[0])

static bool fail(const char *fmt, const char *a) {
  fprintf(stderr, fmt, a);
  fputc('\n', stderr);
  hcldec_usage();
  return false;
}

static bool parse_bool(const char *v, bool *out) {
  static const char *const yes[] = {"1", "t", "T", "true", "TRUE", "True"};
  static const char *const no[] = {"0", "f", "F", "false", "FALSE", "False"};
  for (size_t i = 0; i < 6; i++) {
    if (strcmp(v, yes[i]) == 0)
      return (*out = true);
    if (strcmp(v, no[i]) == 0)
      return !(*out = false);
  }
  return false;
}

/* Appends to a list whose capacity is the next power of two of its
   length, so that n arguments cost O(n). */
static bool push(const char ***list, size_t *n, const char *v) {
  if ((*n & (*n - 1)) == 0) { /* full: 0 or a power of two */
    size_t cap = *n ? 2 * *n : 1;
    const char **grown = realloc((void *)*list, cap * sizeof *grown);
    if (!grown)
      return false;
    *list = grown;
  }
  (*list)[(*n)++] = v;
  return true;
}

static bool set(hcldec_flags *f, const flag_def *d, const char *value) {
  if (strcmp(d->name, "spec") == 0)
    f->spec = value;
  else if (strcmp(d->name, "out") == 0)
    f->out = value;
  else if (strcmp(d->name, "diags") == 0)
    f->diags = value;
  else if (strcmp(d->name, "vars") == 0)
    return push(&f->vars, &f->nvars, value);
  return true;
}

static bool set_bool(hcldec_flags *f, const flag_def *d, bool v) {
  if (strcmp(d->name, "var-refs") == 0)
    f->var_refs = v;
  else if (strcmp(d->name, "with-type") == 0)
    f->with_type = v;
  else if (strcmp(d->name, "version") == 0)
    f->version = v;
  else if (strcmp(d->name, "dynamic-blocks") == 0)
    f->dynamic_blocks = v;
  else
    f->keep_nulls = v;
  return true;
}

static const flag_def *by_name(const char *name, size_t len) {
  for (size_t i = 0; i < NFLAGS; i++)
    if (strlen(FLAGS[i].name) == len && strncmp(FLAGS[i].name, name, len) == 0)
      return &FLAGS[i];
  return NULL;
}

static const flag_def *by_short(char c) {
  for (size_t i = 0; i < NFLAGS; i++)
    if (FLAGS[i].shorthand == c)
      return &FLAGS[i];
  return NULL;
}

/* `--name[=value]`; *i moves past a value taken from the next argument. */
static bool long_flag(hcldec_flags *f, int argc, char **argv, int *i) {
  const char *arg = argv[*i] + 2;
  const char *eq = strchr(arg, '=');
  size_t len = eq ? (size_t)(eq - arg) : strlen(arg);
  if (len == 4 && strncmp(arg, "help", 4) == 0) {
    hcldec_usage();
    return false;
  }
  const flag_def *d = by_name(arg, len);
  if (!d)
    return fail("unknown flag: --%s", arg);
  if (d->kind == F_BOOL) {
    bool v = true;
    if (eq && !parse_bool(eq + 1, &v)) {
      fprintf(stderr,
              "invalid argument \"%s\" for \"--%s\" flag: "
              "strconv.ParseBool: parsing \"%s\": invalid syntax\n",
              eq + 1, d->name, eq + 1);
      hcldec_usage();
      return false;
    }
    return set_bool(f, d, v);
  }
  if (eq)
    return set(f, d, eq + 1) || fail("%s", "out of memory");
  if (*i + 1 >= argc)
    return fail("flag needs an argument: --%s", d->name);
  return set(f, d, argv[++*i]) || fail("%s", "out of memory");
}

/* `-abc`, `-sFILE`, `-s FILE`, `-s=FILE`. */
static bool short_flags(hcldec_flags *f, int argc, char **argv, int *i) {
  const char *s = argv[*i] + 1;
  while (*s) {
    char c = *s++;
    if (c == 'h') {
      hcldec_usage();
      return false;
    }
    const flag_def *d = by_short(c);
    if (!d) {
      char what[64];
      snprintf(what, sizeof what, "'%c' in %s", c, argv[*i]);
      return fail("unknown shorthand flag: %s", what);
    }
    if (d->kind == F_BOOL) {
      bool v = true;
      if (*s == '=') {
        if (!parse_bool(s + 1, &v))
          return fail("invalid boolean value for -%s", s - 1);
        return set_bool(f, d, v);
      }
      set_bool(f, d, v);
      continue;
    }
    if (*s == '=')
      s++;
    if (*s)
      return set(f, d, s) || fail("%s", "out of memory");
    if (*i + 1 >= argc) {
      char what[64];
      snprintf(what, sizeof what, "'%c' in -%c", c, c);
      return fail("flag needs an argument: %s", what);
    }
    return set(f, d, argv[++*i]) || fail("%s", "out of memory");
  }
  return true;
}

bool hcldec_flags_parse(int argc, char **argv, hcldec_flags *f) {
  memset(f, 0, sizeof *f);
  bool flags_done = false;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    bool ok = true;
    if (flags_done || a[0] != '-' || a[1] == '\0') {
      ok = push(&f->files, &f->nfiles, a);
    } else if (a[1] == '-' && a[2] == '\0') {
      flags_done = true;
    } else if (a[1] == '-') {
      ok = long_flag(f, argc, argv, &i);
    } else {
      ok = short_flags(f, argc, argv, &i);
    }
    if (!ok) {
      hcldec_flags_free(f);
      return false;
    }
  }
  return true;
}

void hcldec_flags_free(hcldec_flags *f) {
  free((void *)f->vars);
  free((void *)f->files);
  f->vars = f->files = NULL;
  f->nvars = f->nfiles = 0;
}
