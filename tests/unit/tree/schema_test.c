/*
 * The body API against the reference: each tests/eval/schema/NAME.hcl
 * names a schema and a mode in its first comments (see
 * tests/reference/bodyschema) and may hold several files; reading it must
 * print exactly NAME.expected, which the reference produced: attributes,
 * blocks, ranges, the missing-item range and every diagnostic.
 */

#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "test_case.h"
#include "test_util.h"
#include "value_dump.h"

static test_case cases[] = {
#include "schema_cases.inc"
};

typedef struct schema_spec {
  char mode[32];
  hcl_attr_schema attrs[16];
  char attr_names[16][64];
  size_t nattrs;
  hcl_block_schema blocks[16];
  char block_types[16][64];
  char label_text[16][128];
  const char *labels[16][4];
  size_t nblocks;
} schema_spec;

static void parse_directives(const char *src, schema_spec *s) {
  memset(s, 0, sizeof *s);
  strcpy(s->mode, "content");
  char *copy = strdup(src);
  for (char *line = strtok(copy, "\n"); line; line = strtok(NULL, "\n")) {
    if (strncmp(line, "# mode:", 7) == 0) {
      sscanf(line + 7, "%31s", s->mode);
    } else if (strncmp(line, "# attrs:", 8) == 0 ||
               strncmp(line, "# blocks:", 9) == 0) {
      bool attrs = line[2] == 'a';
      char *rest = line + (attrs ? 8 : 9);
      for (char *save = NULL, *w = strtok_r(rest, " ", &save); w;
           w = strtok_r(NULL, " ", &save)) {
        if (attrs) {
          size_t i = s->nattrs++;
          size_t n = strlen(w);
          bool req = w[n - 1] == '!';
          snprintf(s->attr_names[i], sizeof s->attr_names[i], "%.*s",
                   (int)(req ? n - 1 : n), w);
          s->attrs[i].name = s->attr_names[i];
          s->attrs[i].required = req;
        } else {
          size_t i = s->nblocks++;
          char *paren = strchr(w, '(');
          snprintf(s->block_types[i], sizeof s->block_types[i], "%.*s",
                   (int)(paren ? (size_t)(paren - w) : strlen(w)), w);
          s->blocks[i].type = s->block_types[i];
          if (paren) {
            snprintf(s->label_text[i], sizeof s->label_text[i], "%s",
                     paren + 1);
            s->label_text[i][strlen(s->label_text[i]) - 1] = '\0';
            size_t nl = 0;
            for (char *save2 = NULL,
                      *l = strtok_r(s->label_text[i], ",", &save2);
                 l; l = strtok_r(NULL, ",", &save2))
              s->labels[i][nl++] = l;
            s->blocks[i].label_names = s->labels[i];
            s->blocks[i].nlabels = nl;
          }
        }
      }
    }
  }
  free(copy);
}

static void put_range(FILE *out, const hcl_range *r) {
  fprintf(out, "%s:%u:%u:%llu-%u:%u:%llu", r->filename ? r->filename : "",
          r->start.line, r->start.column, (unsigned long long)r->start.byte,
          r->end.line, r->end.column, (unsigned long long)r->end.byte);
}

static void put_diags(FILE *out, const hcl_diags *ds) {
  for (size_t i = 0; i < hcl_diags_count(ds); i++) {
    const hcl_diag *d = hcl_diags_at(ds, i);
    fprintf(out, "diag %s|%s|%s|",
            d->severity == HCL_DIAG_ERROR ? "error" : "warning",
            d->summary ? d->summary : "", d->detail ? d->detail : "");
    if (d->subject)
      put_range(out, d->subject);
    fputc('|', out);
    if (d->context)
      put_range(out, d->context);
    fputc('\n', out);
  }
}

static int by_name(const void *a, const void *b) {
  const hcl_attribute *x = *(const hcl_attribute *const *)a;
  const hcl_attribute *y = *(const hcl_attribute *const *)b;
  size_t n = x->name.len < y->name.len ? x->name.len : y->name.len;
  int c = memcmp(x->name.ptr, y->name.ptr, n);
  return c ? c : (x->name.len > y->name.len) - (x->name.len < y->name.len);
}

static void put_attrs(FILE *out, const hcl_content *c) {
  const hcl_attribute **sorted = malloc((c->nattrs + 1) * sizeof *sorted);
  if (c->nattrs)
    memcpy(sorted, c->attrs, c->nattrs * sizeof *sorted);
  qsort(sorted, c->nattrs, sizeof *sorted, by_name);
  for (size_t i = 0; i < c->nattrs; i++) {
    const hcl_attribute *a = sorted[i];
    hcl_range er = hcl_expr_range(a->expr);
    fprintf(out, "attr %.*s ", (int)a->name.len, a->name.ptr);
    put_range(out, &a->range);
    fputc(' ', out);
    put_range(out, &a->name_range);
    fputc(' ', out);
    put_range(out, &er);
    fputc('\n', out);
  }
  free(sorted);
}

static void put_content(FILE *out, const hcl_content *c) {
  put_attrs(out, c);
  for (size_t i = 0; i < c->nblocks; i++) {
    const hcl_block *b = c->blocks[i];
    fprintf(out, "block %.*s [", (int)b->type.len, b->type.ptr);
    for (size_t j = 0; j < b->nlabels; j++)
      fprintf(out, "%s\"%.*s\"", j ? " " : "", (int)b->labels[j].len,
              b->labels[j].ptr);
    fputs("] ", out);
    put_range(out, &b->def_range);
    fputc(' ', out);
    put_range(out, &b->type_range);
    for (size_t j = 0; j < b->nlabels; j++) {
      fputc(' ', out);
      put_range(out, &b->label_ranges[j]);
    }
    fputc('\n', out);
  }
  fputs("missing ", out);
  put_range(out, &c->missing_item_range);
  fputc('\n', out);
}

/* Reads the case as the reference program does; the printed result.
   `directives` is NULL for native cases (they start with theirs). */
static char *run_case(const char *src, const char *directives) {
  schema_spec s;
  parse_directives(directives ? directives : src, &s);
  hcl_tree *t = hcl_tree_new(NULL);
  cr_assert(t);
  const char *sep = "#--- next file\n";
  size_t nfiles = 0;
  static char names[8][8];
  if (directives) {
    cr_assert_eq(
        hcl_json_parse(src, strlen(src), "a.json", hcl_tree_sink(t), NULL),
        HCL_OK);
    nfiles = 1;
  }
  for (const char *p = src; !directives; nfiles++) {
    const char *next = strstr(p, sep);
    size_t len = next ? (size_t)(next - p) : strlen(p);
    snprintf(names[nfiles], sizeof names[nfiles], "%c.hcl",
             (char)('a' + nfiles));
    cr_assert_eq(
        hcl_native_parse(p, len, names[nfiles], hcl_tree_sink(t), NULL),
        HCL_OK);
    if (!next)
      break;
    p = next + strlen(sep);
  }
  if (!directives)
    nfiles++;
  const hcl_body *bodies[8];
  for (size_t i = 0; i < nfiles; i++)
    bodies[i] = hcl_tree_file_at(t, i);
  const hcl_body *body =
      nfiles == 1 ? bodies[0] : hcl_body_merge(t, bodies, nfiles);
  cr_assert(body);
  hcl_schema schema = {s.attrs, s.nattrs, s.blocks, s.nblocks};
  char *text = NULL;
  size_t len = 0;
  FILE *out = open_memstream(&text, &len);
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_content c;
  if (strcmp(s.mode, "content") == 0) {
    hcl_body_content(body, &schema, &c, ds);
    put_content(out, &c);
    put_diags(out, ds);
  } else if (strcmp(s.mode, "partial") == 0) {
    const hcl_body *remain = NULL;
    hcl_body_partial_content(body, &schema, &c, &remain, ds);
    put_content(out, &c);
    put_diags(out, ds);
    fputs("remain\n", out);
    hcl_diags_free(ds);
    ds = hcl_diags_new(NULL);
    cr_assert(remain);
    hcl_body_just_attributes(remain, &c, ds);
    put_attrs(out, &c);
    put_diags(out, ds);
  } else {
    hcl_body_just_attributes(body, &c, ds);
    put_attrs(out, &c);
    put_diags(out, ds);
  }
  fclose(out);
  hcl_diags_free(ds);
  hcl_tree_free(t);
  return text;
}

ParameterizedTestParameters(schema, reference) {
  return cr_make_param_array(test_case, cases, sizeof cases / sizeof cases[0]);
}

ParameterizedTest(test_case *tc, schema, reference, .timeout = 30) {
  const char *const *name = &(const char *){tc->name};
  char path[512];
  snprintf(path, sizeof path, "eval/schema/%s", *name);
  char *src = test_read_file(path, NULL);
  cr_assert(src, "cannot read %s", path);
  /* a JSON case keeps its schema directives beside it */
  char *directives = NULL;
  if (strcmp(strrchr(path, '.'), ".json") == 0) {
    strcat(path, ".schema");
    directives = test_read_file(path, NULL);
    cr_assert(directives, "cannot read %s", path);
    path[strlen(path) - strlen(".schema")] = '\0';
  }
  strcpy(strrchr(path, '.'), ".expected");
  char *want = test_read_file(path, NULL);
  cr_assert(want, "cannot read %s", path);
  char *got = run_case(src, directives);
  free(directives);
  cr_expect_str_eq(got, want, "%s:\n--- got\n%s--- expected\n%s", *name, got,
                   want);
  free(got);
  free(want);
  free(src);
}
