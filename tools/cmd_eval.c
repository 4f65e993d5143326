/*
 * `hcl eval [OPTIONS] EXPRESSION`: evaluates one expression with the
 * function library and the given variables, and prints the value (as
 * hcldec lowers values to JSON) and its type: on two lines for people, or
 * with --json as the one line `hcldec --with-type` would print.
 */

#include "cmd_eval.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_common.h"
#include "hcl/functions.h"

static const char EXPR_NAME[] = "<expression>";
static const char VAR_NAME[] = "<var>";

void cmd_eval_usage(FILE *out) {
  fprintf(
      out,
      "usage: hcl eval [--diags=json|text] [--json] [--no-functions]\n"
      "                [--vars FILE]... [--var NAME=EXPR]...\n"
      "                [--functions FILE]... EXPRESSION\n"
      "  --vars FILE      define the attributes of an HCL file as variables\n"
      "  --var NAME=EXPR  define one variable (EXPR is evaluated first)\n"
      "  --functions FILE define the `function` blocks of a file (params,\n"
      "                   variadic_param, result), which may call each other\n"
      "  --json           print one line {\"value\":...,\"type\":...}\n"
      "  --no-functions   evaluate without the function library\n");
}

static int usage(void) {
  cmd_eval_usage(stderr);
  return 2;
}

typedef struct eval_run {
  hcl_tree *tree;
  hcl_diags *ds;
  hcl_eval_ctx *ctx;
  const char *expr_src;  /* the expression argument, for diagnostics */
  const char *var_src;   /* the last --var expression */
  hcl_userfuncs **funcs; /* one set per --functions file */
  size_t nfuncs;
} eval_run;

static size_t copy_from(const char *src, uint64_t offset, char *buf,
                        size_t len) {
  size_t total = strlen(src);
  if (offset >= total)
    return 0;
  size_t n = total - (size_t)offset;
  n = n < len ? n : len;
  memcpy(buf, src + offset, n);
  return n;
}

/* Source lines for the text renderer: command-line expressions from
   memory, files from disk. */
static size_t read_source(void *ctx, const char *filename, uint64_t offset,
                          char *buf, size_t len) {
  const eval_run *r = ctx;
  if (strcmp(filename, EXPR_NAME) == 0)
    return copy_from(r->expr_src, offset, buf, len);
  if (strcmp(filename, VAR_NAME) == 0)
    return r->var_src ? copy_from(r->var_src, offset, buf, len) : 0;
  return hcl_source_read_file(NULL, filename, offset, buf, len);
}

/* What the steps below give: done, an error reported (the diagnostics
   say which), or out of memory. */
enum { STEP_OK = 1, STEP_ERROR = 0, STEP_NOMEM = -1 };

/* Parses `src` as a standalone expression into *e. */
static int parse_expr(eval_run *r, const char *src, const char *name,
                      const hcl_expr **e) {
  size_t before = hcl_tree_expr_count(r->tree);
  hcl_status st = cli_parse_expression(src, strlen(src), name,
                                       hcl_tree_sink(r->tree), r->ds);
  *e = NULL;
  if (st == HCL_ERR_NOMEM)
    return STEP_NOMEM;
  if (st != HCL_OK || hcl_tree_expr_count(r->tree) == before)
    return STEP_ERROR;
  *e = hcl_tree_expr_at(r->tree, before);
  return STEP_OK;
}

/* Evaluates `e` without variables or functions and defines it as `name`. */
static int define(eval_run *r, const char *name, size_t len,
                  const hcl_expr *e) {
  hcl_value *v = hcl_expr_eval(e, NULL, r->ds);
  if (!v)
    return STEP_NOMEM;
  int step = STEP_ERROR;
  if (!hcl_diags_has_errors(r->ds))
    step = hcl_eval_ctx_set_var(r->ctx, name, len, v) == HCL_OK ? STEP_OK
                                                                : STEP_NOMEM;
  hcl_value_unref(v);
  return step;
}

/* The body of the file at `path` (either syntax, by its name), in *body. */
static int read_file(eval_run *r, const char *path, const hcl_body **body) {
  size_t before = hcl_tree_file_count(r->tree);
  hcl_status st = cli_parse_file(path, hcl_tree_sink(r->tree), r->ds);
  if (st == HCL_ERR_NOMEM)
    return STEP_NOMEM;
  if (st != HCL_OK || hcl_tree_file_count(r->tree) == before)
    return STEP_ERROR;
  *body = hcl_tree_file_at(r->tree, before);
  return STEP_OK;
}

/* --vars=FILE: each attribute of the file, as hcldec reads such files. */
static int define_file(eval_run *r, const char *path) {
  const hcl_body *body;
  int step = read_file(r, path, &body);
  if (step != STEP_OK)
    return step;
  hcl_content c;
  hcl_status st = hcl_body_just_attributes(body, &c, r->ds);
  if (st != HCL_OK)
    return st == HCL_ERR_NOMEM ? STEP_NOMEM : STEP_ERROR;
  for (size_t i = 0; i < c.nattrs; i++) {
    step =
        define(r, c.attrs[i]->name.ptr, c.attrs[i]->name.len, c.attrs[i]->expr);
    if (step != STEP_OK)
      return step;
  }
  return STEP_OK;
}

/* --functions=FILE: its `function` blocks, and nothing else. */
static int define_functions(eval_run *r, const char *path) {
  const hcl_body *body;
  int step = read_file(r, path, &body);
  if (step != STEP_OK)
    return step;
  hcl_userfuncs **grown = realloc(r->funcs, (r->nfuncs + 1) * sizeof *r->funcs);
  if (!grown)
    return STEP_NOMEM;
  r->funcs = grown;
  const hcl_body *rest = NULL;
  hcl_userfuncs *u = NULL;
  /* the context they are called in is this one: they see the library,
     the variables and each other */
  hcl_status st =
      hcl_userfuncs_decode(body, "function", r->ctx, NULL, &u, &rest, r->ds);
  if (!u)
    return STEP_NOMEM;
  r->funcs[r->nfuncs++] = u;
  if (hcl_userfuncs_define(u, r->ctx) != HCL_OK)
    return STEP_NOMEM;
  hcl_schema none = {NULL, 0, NULL, 0};
  hcl_content c;
  hcl_status left = rest ? hcl_body_content(rest, &none, &c, r->ds) : HCL_OK;
  if (st == HCL_ERR_NOMEM || left == HCL_ERR_NOMEM)
    return STEP_NOMEM;
  return st == HCL_OK && left == HCL_OK ? STEP_OK : STEP_ERROR;
}

/* --var=NAME=EXPR */
static int define_one(eval_run *r, const char *arg) {
  const char *eq = strchr(arg, '=');
  if (!eq || eq == arg) {
    fprintf(stderr, "hcl eval: --var wants NAME=EXPR, not \"%s\"\n", arg);
    return STEP_ERROR;
  }
  r->var_src = eq + 1;
  const hcl_expr *e;
  int step = parse_expr(r, eq + 1, VAR_NAME, &e);
  return step == STEP_OK ? define(r, arg, (size_t)(eq - arg), e) : step;
}

/* The value as JSON, then (unless `one_line`) its type as a type
   expression on a line of its own. */
static bool print_value(const hcl_value *v, bool one_line) {
  char *json = NULL, *err = NULL;
  size_t len;
  const hcl_type *as = one_line ? hcl_type_dynamic() : hcl_value_type(v);
  hcl_status st = hcl_value_to_json(v, as, NULL, &json, &len, &err);
  if (st != HCL_OK) {
    fprintf(stderr, "Error: %s\n\n", err ? err : hcl_status_name(st));
    hcl_free(NULL, err);
    return false;
  }
  fwrite(json, 1, len, stdout);
  fputc('\n', stdout);
  hcl_free(NULL, json);
  if (!one_line) {
    char *type = cli_type_expression(hcl_value_type(v));
    if (!type)
      return false;
    printf("%s\n", type);
    free(type);
  }
  return true;
}

/* The argument of a flag written `--flag=ARG` or `--flag ARG`; NULL when
   argv[*i] is not that flag. */
static const char *flag_arg(int argc, char **argv, int *i, const char *flag) {
  size_t n = strlen(flag);
  if (strncmp(argv[*i], flag, n) != 0)
    return NULL;
  if (argv[*i][n] == '=')
    return argv[*i] + n + 1;
  if (argv[*i][n] == '\0' && *i + 1 < argc)
    return argv[++*i];
  return NULL;
}

static int run(eval_run *r, int argc, char **argv, cli_diags_format *format) {
  bool json = false, functions = true;
  const char *expr = NULL;
  for (int i = 0; i < argc; i++) {
    const char *a = argv[i];
    if (cli_parse_diags_flag(a, format))
      continue;
    if (strcmp(a, "--json") == 0)
      json = true;
    else if (strcmp(a, "--no-functions") == 0)
      functions = false;
    else if (flag_arg(argc, argv, &i, "--vars") ||
             flag_arg(argc, argv, &i, "--var") ||
             flag_arg(argc, argv, &i, "--functions"))
      continue; /* read below, in order, once the context exists */
    else if (a[0] == '-' && a[1] == '-' && a[2] != '\0')
      return usage();
    else if (!expr)
      expr = a;
    else
      return usage();
  }
  if (!expr)
    return usage();
  r->expr_src = expr;
  /* names not defined are "Unknown variable", with suggestions */
  hcl_eval_ctx_allow_vars(r->ctx);
  if (functions && hcl_eval_ctx_add_functions(r->ctx) != HCL_OK)
    return -1;
  for (int i = 0; i < argc; i++) {
    const char *arg;
    int step = STEP_OK;
    if ((arg = flag_arg(argc, argv, &i, "--vars")))
      step = define_file(r, arg);
    else if ((arg = flag_arg(argc, argv, &i, "--var")))
      step = define_one(r, arg);
    else if ((arg = flag_arg(argc, argv, &i, "--functions")))
      step = define_functions(r, arg);
    if (step != STEP_OK)
      return step == STEP_NOMEM ? -1 : 1;
  }
  const hcl_expr *e;
  int step = parse_expr(r, expr, EXPR_NAME, &e);
  if (step != STEP_OK)
    return step == STEP_NOMEM ? -1 : 1;
  hcl_value *v = hcl_expr_eval(e, r->ctx, r->ds);
  if (!v)
    return -1;
  int rc = hcl_diags_has_errors(r->ds) || !print_value(v, json);
  hcl_value_unref(v);
  return rc;
}

int cmd_eval(int argc, char **argv) {
  eval_run r;
  memset(&r, 0, sizeof r);
  r.tree = hcl_tree_new(NULL);
  r.ds = hcl_diags_new(NULL);
  r.ctx = hcl_eval_ctx_new(NULL);
  cli_diags_format format = CLI_DIAGS_TEXT;
  int rc = -1;
  if (r.tree && r.ds && r.ctx)
    rc = run(&r, argc, argv, &format);
  if (rc == -1) {
    fprintf(stderr, "hcl eval: out of memory\n");
    rc = 1;
  }
  if (rc != 2 && r.ds)
    cli_print_diags_with(r.ds, format, read_source, &r);
  /* the functions first: they hold the context's children */
  for (size_t i = 0; i < r.nfuncs; i++)
    hcl_userfuncs_free(r.funcs[i]);
  free(r.funcs);
  hcl_eval_ctx_free(r.ctx);
  hcl_diags_free(r.ds);
  hcl_tree_free(r.tree);
  return rc;
}
