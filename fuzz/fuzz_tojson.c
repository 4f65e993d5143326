/* The JSON writer (`hcl tojson`): for native input that parses without
   errors, the output (in the layout the first byte picks) parses as the
   JSON syntax without errors, and decodes to the same thing under the
   schema the native input implies: the same attributes, each evaluating
   to the same value (or failing in both), and the same blocks of each type
   in the same order (of each type and labels, in the array-blocks layout,
   which merges label levels), with the same labels and, recursively,
   bodies.
   Expressions are evaluated where variables and functions are allowed but
   none is defined, so that JSON strings are templates; a dynamic block's
   `iterator`, a name read statically, is compared as a name. */
#include "fuzz_common.h"
#include "tree/tree.h"

/* The schema of native body `b`: its attribute names, and each block type
   with its label count. False when no schema can read it as written (a
   type with different label counts, a name both attribute and block):
   the JSON syntax cannot tell these apart either. */
typedef struct shape {
  hcl_attr_schema attrs[64];
  hcl_block_schema blocks[64];
  char *names[128];
  size_t nnames;
  hcl_schema s;
} shape;

static const char *keep_name(shape *sh, hcl_str s) {
  char *c = strndup(s.ptr, s.len);
  if (!c)
    abort();
  sh->names[sh->nnames++] = c;
  return c;
}

static bool str_eq(hcl_str a, const char *b) {
  return a.len == strlen(b) && memcmp(a.ptr, b, a.len) == 0;
}

static const char *const label_names[] = {"l1", "l2", "l3", "l4", "l5",
                                          "l6", "l7", "l8", "l9", "l10"};

static bool shape_of(const hcl_body *b, shape *sh) {
  memset(sh, 0, sizeof *sh);
  if (b->nattrs > 64)
    return false;
  for (size_t i = 0; i < b->nattrs; i++) {
    if (memchr(b->attrs[i].name.ptr, 0, b->attrs[i].name.len))
      return false;
    sh->attrs[sh->s.nattrs++].name = keep_name(sh, b->attrs[i].name);
  }
  for (size_t i = 0; i < b->nblocks; i++) {
    const hcl_block *k = &b->blocks[i];
    size_t j = 0;
    while (j < sh->s.nblocks && !str_eq(k->type, sh->blocks[j].type))
      j++;
    if (j < sh->s.nblocks) {
      if (sh->blocks[j].nlabels != k->nlabels)
        return false;
      continue;
    }
    for (size_t a = 0; a < sh->s.nattrs; a++)
      if (str_eq(k->type, sh->attrs[a].name))
        return false;
    if (j == 64 || memchr(k->type.ptr, 0, k->type.len))
      return false;
    if (k->nlabels > sizeof label_names / sizeof label_names[0])
      return false;
    sh->blocks[j].type = keep_name(sh, k->type);
    sh->blocks[j].label_names = label_names;
    sh->blocks[j].nlabels = k->nlabels;
    sh->s.nblocks++;
  }
  sh->s.attrs = sh->attrs;
  sh->s.blocks = sh->blocks;
  return true;
}

static void shape_free(shape *sh) {
  for (size_t i = 0; i < sh->nnames; i++)
    free(sh->names[i]);
}

/* The value of `e`, and whether evaluating it reported an error. */
static hcl_value *value_of(const hcl_expr *e, const hcl_eval_ctx *ctx,
                           bool *failed) {
  hcl_diags *ds = hcl_diags_new(NULL);
  if (!ds)
    abort();
  hcl_value *v = hcl_expr_eval(e, ctx, ds);
  *failed = hcl_diags_has_errors(ds);
  hcl_diags_free(ds);
  if (!v)
    abort();
  return v;
}

static const hcl_attribute *attr_named(const hcl_content *c, hcl_str name) {
  for (size_t i = 0; i < c->nattrs; i++)
    if (c->attrs[i]->name.len == name.len &&
        memcmp(c->attrs[i]->name.ptr, name.ptr, name.len) == 0)
      return c->attrs[i];
  return NULL;
}

static bool same_labels(const hcl_block *a, const hcl_block *b) {
  if (a->nlabels != b->nlabels)
    return false;
  for (size_t l = 0; l < a->nlabels; l++)
    if (a->labels[l].len != b->labels[l].len ||
        memcmp(a->labels[l].ptr, b->labels[l].ptr, a->labels[l].len) != 0)
      return false;
  return true;
}

/* Whether `b` is in the same group as `like`: of its type, and with
   `by_labels` of its labels too. */
static bool same_group(const hcl_block *b, const hcl_block *like,
                       bool by_labels) {
  return b->type.len == like->type.len &&
         memcmp(b->type.ptr, like->type.ptr, b->type.len) == 0 &&
         (!by_labels || same_labels(b, like));
}

/* The k-th block of the group of `like` in `c`, or NULL. */
static const hcl_block *nth_block(const hcl_content *c, const hcl_block *like,
                                  bool by_labels, size_t k) {
  for (size_t i = 0; i < c->nblocks; i++)
    if (same_group(c->blocks[i], like, by_labels) && k-- == 0)
      return c->blocks[i];
  return NULL;
}

static void same_body(const hcl_body *n, const hcl_body *j,
                      const hcl_eval_ctx *ctx, bool by_labels, bool dynamic) {
  shape sh;
  if (!shape_of(n, &sh)) {
    shape_free(&sh);
    return;
  }
  hcl_content cn, cj;
  hcl_diags *dn = hcl_diags_new(NULL), *dj = hcl_diags_new(NULL);
  hcl_status sn = hcl_body_content(n, &sh.s, &cn, dn);
  hcl_status sj = hcl_body_content(j, &sh.s, &cj, dj);
  if (sn == HCL_OK) {
    FUZZ_CHECK(sj == HCL_OK, "the JSON body does not fit the native schema: %s",
               fuzz_first_error(dj));
    FUZZ_CHECK(cj.nattrs == cn.nattrs, "%zu attributes, %zu in JSON", cn.nattrs,
               cj.nattrs);
    for (size_t i = 0; i < cn.nattrs; i++) {
      const hcl_attribute *an = cn.attrs[i];
      const hcl_attribute *aj = attr_named(&cj, an->name);
      FUZZ_CHECK(aj, "attribute %.*s missing in JSON", (int)an->name.len,
                 an->name.ptr);
      if (dynamic && str_eq(an->name, "iterator") &&
          hcl_expr_as_keyword(an->expr).len > 0) {
        /* a name, read statically: the JSON syntax writes it as a string */
        hcl_str kn = hcl_expr_as_keyword(an->expr);
        hcl_str kj = hcl_expr_as_keyword(aj->expr);
        FUZZ_CHECK(kn.len == kj.len && memcmp(kn.ptr, kj.ptr, kn.len) == 0,
                   "a dynamic block's iterator differs in JSON");
        continue;
      }
      bool fn, fj;
      hcl_value *vn = value_of(an->expr, ctx, &fn);
      hcl_value *vj = value_of(aj->expr, ctx, &fj);
      FUZZ_CHECK(fn == fj, "attribute %.*s: native %s, JSON %s",
                 (int)an->name.len, an->name.ptr, fn ? "fails" : "evaluates",
                 fj ? "fails" : "evaluates");
      FUZZ_CHECK(fn ||
                     (hcl_type_equal(hcl_value_type(vn), hcl_value_type(vj)) &&
                      hcl_value_raw_equal(vn, vj)),
                 "attribute %.*s has another value in JSON", (int)an->name.len,
                 an->name.ptr);
      hcl_value_unref(vn);
      hcl_value_unref(vj);
    }
    FUZZ_CHECK(cj.nblocks == cn.nblocks, "%zu blocks, %zu in JSON", cn.nblocks,
               cj.nblocks);
    /* grouped layouts keep the order within each type only, the
       array-blocks layout within each type and labels */
    for (size_t i = 0; i < cn.nblocks; i++) {
      const hcl_block *bn = cn.blocks[i];
      size_t k = 0;
      for (size_t p = 0; p < i; p++)
        k += same_group(cn.blocks[p], bn, by_labels);
      const hcl_block *bj = nth_block(&cj, bn, by_labels, k);
      FUZZ_CHECK(bj, "block %.*s #%zu missing in JSON", (int)bn->type.len,
                 bn->type.ptr, k);
      FUZZ_CHECK(same_labels(bn, bj), "block %.*s #%zu: labels differ",
                 (int)bn->type.len, bn->type.ptr, k);
      same_body(bn->body, bj->body, ctx, by_labels,
                str_eq(bn->type, "dynamic"));
    }
  }
  hcl_diags_free(dn);
  hcl_diags_free(dj);
  shape_free(&sh);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1)
    return 0;
  hcl_json_write_options jo = hcl_json_write_options_default();
  jo.layout = (hcl_json_layout)(data[0] % 3);
  jo.pretty = data[0] & 4;
  jo.comments = data[0] & 8;
  fuzz_out o;
  fuzz_out_open(&o);
  hcl_json_writer *w = NULL;
  if (hcl_json_writer_new(o.f, &jo, &w) != HCL_OK)
    abort();
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_tree *nt = hcl_tree_new(NULL);
  hcl_sink s[2] = {hcl_json_writer_sink(w), hcl_tree_sink(nt)};
  hcl_status st;
  bool ok = fuzz_native((const char *)data + 1, size - 1, s, 2, ds, &st);
  fuzz_out_close(&o);
  /* The array-blocks layout refuses some inputs, and says why. */
  bool refused = st == HCL_ERR_INVALID && hcl_json_writer_error(w);
  FUZZ_CHECK(ok || refused || st == HCL_ERR_SYNTAX, "status %d", (int)st);
  if (ok) {
    hcl_diags *jds = hcl_diags_new(NULL);
    hcl_tree *jt = hcl_tree_new(NULL);
    hcl_sink js = hcl_tree_sink(jt);
    bool jok = fuzz_json(o.buf, o.len, &js, 1, jds, NULL);
    FUZZ_CHECK(jok, "output is not valid HCL JSON: %s\n%.*s",
               fuzz_first_error(jds), (int)(o.len < 2000 ? o.len : 2000),
               o.buf);
    hcl_eval_ctx *ctx = hcl_eval_ctx_new(NULL);
    if (!ctx)
      abort();
    hcl_eval_ctx_allow_vars(ctx);
    hcl_eval_ctx_allow_funcs(ctx);
    same_body(hcl_tree_file_at(nt, 0), hcl_tree_file_at(jt, 0), ctx,
              jo.layout == HCL_JSON_ARRAY_BLOCKS, false);
    hcl_eval_ctx_free(ctx);
    hcl_tree_free(jt);
    hcl_diags_free(jds);
  }
  hcl_tree_free(nt);
  hcl_diags_free(ds);
  hcl_json_writer_free(w);
  fuzz_out_free(&o);
  return 0;
}
