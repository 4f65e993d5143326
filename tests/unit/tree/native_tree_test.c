/*
 * The native parser hands a sink that builds trees (the tree builder, the
 * validator) each attribute's expression whole, as its own tree, instead
 * of as EXPR_BEGIN and EXPR_END events; a tee passes only the events. The
 * tree built from the hand-over must equal, node for node, the tree built
 * from the events of the same file: every kind, operator, flag, range,
 * text and child, on the golden inputs and on shapes chosen to stress the
 * walk (a chain of operators thousands long, deep nesting, empty
 * collections). A relay carries the hand-over to its thread packed
 * (events/portable.h); the tree built there must be the same again.
 */

#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hcl/hcl.h"
#include "native_syntax/ast.h"
#include "test_util.h"
#include "tree/tree.h"

/* Counts the hand-overs on their way to the tree builder. */
typedef struct counting {
  hcl_sink inner;
  size_t trees, exprs;
} counting;

static hcl_status count_event(void *ctx, const hcl_event *ev) {
  counting *c = ctx;
  if (ev->kind == HCL_EV_NATIVE_TREE)
    c->trees++;
  if (ev->kind == HCL_EV_EXPR_BEGIN)
    c->exprs++;
  return c->inner.event(c->inner.ctx, ev);
}

static hcl_status count_end(void *ctx, hcl_status how) {
  counting *c = ctx;
  return c->inner.end(c->inner.ctx, how);
}

static void same_range(const hcl_range *a, const hcl_range *b,
                       const char *what) {
  cr_assert_str_eq(a->filename ? a->filename : "",
                   b->filename ? b->filename : "", "%s: file name", what);
  cr_assert(
      a->start.line == b->start.line && a->start.column == b->start.column &&
          a->start.byte == b->start.byte && a->end.line == b->end.line &&
          a->end.column == b->end.column && a->end.byte == b->end.byte,
      "%s: %zu:%zu-%zu:%zu against %zu:%zu-%zu:%zu", what,
      (size_t)a->start.line, (size_t)a->start.column, (size_t)a->end.line,
      (size_t)a->end.column, (size_t)b->start.line, (size_t)b->start.column,
      (size_t)b->end.line, (size_t)b->end.column);
}

static void same_str(hcl_str a, hcl_str b, const char *what) {
  cr_assert(a.len == b.len && (a.len == 0 || memcmp(a.ptr, b.ptr, a.len) == 0),
            "%s: \"%.*s\" against \"%.*s\"", what, (int)a.len, a.ptr,
            (int)b.len, b.ptr);
}

/* Compares two expression trees; returns the number of nodes. The walk
   follows the first child in a loop, so that a long chain of operators
   (which nests down its left operands) takes no stack. */
static size_t same_expr(const hcl_expr *a, const hcl_expr *b) {
  size_t nodes = 0;
  for (;;) {
    cr_assert(a && b);
    nodes++;
    cr_assert_eq(a->kind, b->kind);
    cr_assert_eq(a->op, b->op);
    cr_assert_eq(a->lit, b->lit);
    cr_assert_eq(a->flags, b->flags, "flags %x against %x", a->flags, b->flags);
    same_range(&a->range, &b->range, "range");
    same_range(&a->aux, &b->aux, "aux range");
    same_str(a->text, b->text, "text");
    same_str(a->key, b->key, "key");
    cr_assert_str_eq(a->text.ptr, b->text.ptr, "text is NUL-terminated");
    cr_assert_eq(a->nchildren, b->nchildren);
    if (a->nchildren == 0)
      return nodes;
    cr_assert_eq(a->children[0]->tree, a->tree);
    for (uint32_t i = 1; i < a->nchildren; i++)
      nodes += same_expr(a->children[i], b->children[i]);
    a = a->children[0];
    b = b->children[0];
  }
}

static size_t same_body(const hcl_body *a, const hcl_body *b) {
  size_t nodes = 0;
  cr_assert_eq(a->nattrs, b->nattrs);
  cr_assert_eq(a->nblocks, b->nblocks);
  same_range(&a->range, &b->range, "body");
  for (size_t i = 0; i < a->nattrs; i++) {
    same_str(a->attrs[i].name, b->attrs[i].name, "attribute name");
    same_range(&a->attrs[i].range, &b->attrs[i].range, "attribute");
    nodes += same_expr(a->attrs[i].expr, b->attrs[i].expr);
  }
  for (size_t i = 0; i < a->nblocks; i++) {
    same_str(a->blocks[i].type, b->blocks[i].type, "block type");
    cr_assert_eq(a->blocks[i].nlabels, b->blocks[i].nlabels);
    nodes += same_body(a->blocks[i].body, b->blocks[i].body);
  }
  return nodes;
}

/* Parses `src` into a tree both ways and compares them; returns the
   number of expression nodes compared. */
static size_t check_both_ways(const char *src, size_t len, const char *name) {
  hcl_tree *handed = hcl_tree_new(NULL), *evented = hcl_tree_new(NULL);
  cr_assert(handed && evented);

  counting c = {hcl_tree_sink(handed), 0, 0};
  cr_assert(c.inner.wants & HCL_SINK_TAKES_NATIVE_TREES,
            "the tree builder asks for the parser's trees");
  hcl_sink direct = {.ctx = &c,
                     .event = count_event,
                     .end = count_end,
                     .wants = c.inner.wants};
  cr_assert_eq(hcl_native_parse(src, len, name, direct, NULL), HCL_OK,
               "%s parses", name);

  hcl_sink one = hcl_tree_sink(evented);
  hcl_tee *tee = hcl_tee_new(&one, 1, NULL);
  cr_assert(tee);
  hcl_sink through = hcl_tee_sink(tee);
  cr_assert_eq(through.wants & HCL_SINK_PRIVATE, 0u,
               "a tee passes on no private request");
  cr_assert_eq(hcl_native_parse(src, len, name, through, NULL), HCL_OK);
  hcl_tee_free(tee);

  hcl_tree *relayed = hcl_tree_new(NULL);
  hcl_sink to_tree = hcl_tree_sink(relayed);
  hcl_relay *relay = hcl_relay_new(&to_tree, NULL);
  cr_assert(relayed && relay);
  hcl_sink via = hcl_relay_sink(relay);
  cr_assert(via.wants & HCL_SINK_TAKES_NATIVE_TREES,
            "a relay passes on the request for trees");
  cr_assert_eq(hcl_native_parse(src, len, name, via, NULL), HCL_OK);
  hcl_relay_free(relay);

  cr_assert_eq(c.exprs, 0, "%s: no expression events with the hand-over", name);
  cr_assert_eq(hcl_tree_file_count(handed), 1);
  cr_assert_eq(hcl_tree_file_count(evented), 1);
  cr_assert_eq(hcl_tree_file_count(relayed), 1);
  size_t nodes =
      same_body(hcl_tree_file_at(handed, 0), hcl_tree_file_at(evented, 0));
  cr_assert_eq(
      same_body(hcl_tree_file_at(relayed, 0), hcl_tree_file_at(evented, 0)),
      nodes, "%s: the relayed tree", name);
  hcl_tree_free(relayed);
  cr_assert_eq(c.trees > 0, nodes > 0, "%s: %zu hand-overs, %zu nodes", name,
               c.trees, nodes);
  hcl_tree_free(handed);
  hcl_tree_free(evented);
  return nodes;
}

/* Every clean input of a folder of the suite: `pattern` with %s for each
   entry's name. Returns the nodes compared. */
static size_t check_folder(const char *dir, const char *pattern,
                           size_t *files) {
  DIR *d = opendir(dir);
  cr_assert(d, "cannot open %s", dir);
  size_t total = 0;
  for (struct dirent *e; (e = readdir(d));) {
    if (e->d_name[0] == '.')
      continue;
    char path[512];
    snprintf(path, sizeof path, pattern, e->d_name);
    size_t len;
    char *src = test_read_file(path, &len);
    if (!src)
      continue; /* a folder entry of another kind */
    hcl_diags *ds = hcl_diags_new(NULL);
    hcl_sink quiet = hcl_diags_sink(ds);
    bool clean = hcl_native_parse(src, len, path, quiet, NULL) == HCL_OK &&
                 !hcl_diags_has_errors(ds);
    hcl_diags_free(ds);
    if (clean) {
      total += check_both_ways(src, len, path);
      (*files)++;
    }
    free(src);
  }
  closedir(d);
  return total;
}

Test(native_tree, suite_inputs_build_the_same_tree_both_ways) {
  size_t files = 0;
  size_t nodes = check_folder("golden/native", "golden/native/%s", &files);
  nodes += check_folder("hcldec/cases", "hcldec/cases/%s/input.hcl", &files);
  cr_assert_gt(files, 500, "only %zu files compared", files);
  cr_assert_gt(nodes, 20000, "only %zu nodes compared", nodes);
}

Test(native_tree, long_chains_and_deep_nesting_build_the_same_tree) {
  size_t terms = 20000;
  char *src = malloc(terms * 8 + 256);
  cr_assert(src);
  size_t n = (size_t)sprintf(src, "chain = a");
  for (size_t i = 0; i < terms; i++)
    n += (size_t)sprintf(src + n, " + b%zu", i % 10);
  n += (size_t)sprintf(src + n, "\nnest = ");
  for (size_t i = 0; i < 200; i++)
    src[n++] = '[';
  for (size_t i = 0; i < 200; i++)
    src[n++] = ']';
  n += (size_t)sprintf(src + n, "\nempty = {}\nlast = \"x${y}\"\n");
  cr_assert_geq(check_both_ways(src, n, "long.hcl"), 2 * terms);
  free(src);
}

Test(native_tree, a_multi_byte_file_name_and_positions_agree) {
  const char src[] = "résumé {\n  ünï = \"ça ${va}\" # c\n  n = -1.5e3\n"
                     "  f = {for k, v in m : k => v... if v}\n}\n";
  cr_assert_gt(check_both_ways(src, sizeof src - 1, "dossier/été.hcl"), 10);
}
