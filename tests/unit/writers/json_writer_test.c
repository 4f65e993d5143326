/*
 * The JSON writer (hcl/write.h) through its public API: a generated input
 * whose blocks of two types interleave with attributes, large enough that
 * the grouped layout must spill to its temporary file; the text expected
 * is built here from the layout's rules, independently of the writer. The
 * writer's own allocations stay bounded while it spills, and a failing
 * allocator at every point never crashes it or leaks.
 */

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hcl/hcl.h"
#include "test_alloc.h"

/* A growing string. */
typedef struct sbuf {
  char *p;
  size_t len, cap;
} sbuf;

static void sb_printf(sbuf *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void sb_printf(sbuf *b, const char *fmt, ...) {
  for (;;) {
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(b->p ? b->p + b->len : NULL, b->p ? b->cap - b->len : 0,
                      fmt, ap);
    va_end(ap);
    cr_assert(n >= 0);
    if (b->p && b->len + (size_t)n < b->cap) {
      b->len += (size_t)n;
      return;
    }
    b->cap = (b->cap + (size_t)n + 1) * 2;
    b->p = realloc(b->p, b->cap);
    cr_assert(b->p);
  }
}

/* `a "i" { v = i }`, `b "i" { w = "s-i" }` for i < n, and between them
   `x_i = i` for every i divisible by 100 (few: the parser holds every
   attribute name of a body, to find duplicates). */
static void generate_all(size_t n, sbuf *src, sbuf *grouped, sbuf *stream,
                         sbuf *arrayed) {
  sbuf ga = {0}, gb = {0}, xs = {0}, aa = {0}, ab = {0};
  sb_printf(stream, "{");
  for (size_t i = 0; i < n; i++) {
    bool x = i % 100 == 0;
    sb_printf(src, "a \"%zu\" {\n  v = %zu\n}\n", i, i);
    if (x)
      sb_printf(src, "x_%zu = %zu\n", i, i);
    sb_printf(src, "b \"%zu\" {\n  w = \"s-%zu\"\n}\n", i, i);
    sb_printf(&ga, "%s{\"%zu\":{\"v\":%zu}}", i ? "," : "", i, i);
    sb_printf(&gb, "%s{\"%zu\":{\"w\":\"s-%zu\"}}", i ? "," : "", i, i);
    sb_printf(&aa, "%s\"%zu\":[{\"v\":%zu}]", i ? "," : "", i, i);
    sb_printf(&ab, "%s\"%zu\":[{\"w\":\"s-%zu\"}]", i ? "," : "", i, i);
    if (x && i)
      sb_printf(&xs, "%s\"x_%zu\":%zu", xs.len ? "," : "", i, i);
    sb_printf(stream, "%s\"a\":{\"%zu\":{\"v\":%zu}}", i ? "," : "", i, i);
    if (x)
      sb_printf(stream, ",\"x_%zu\":%zu", i, i);
    sb_printf(stream, ",\"b\":{\"%zu\":{\"w\":\"s-%zu\"}}", i, i);
  }
  sb_printf(stream, "}");
  /* Keys where they first appear: the group of a, x_0, the group of b,
     then x_100 on, which all come after the first b. */
  sb_printf(grouped, "{\"a\":%s%s%s,\"x_0\":0,\"b\":%s%s%s%s%s}",
            n > 1 ? "[" : "", ga.p, n > 1 ? "]" : "", n > 1 ? "[" : "", gb.p,
            n > 1 ? "]" : "", xs.p ? "," : "", xs.p ? xs.p : "");
  /* The array layout: one object per type, keyed by label, an array of
     one body under each; the keys in the same places. */
  if (arrayed)
    sb_printf(arrayed, "{\"a\":{%s},\"x_0\":0,\"b\":{%s}%s%s}", aa.p, ab.p,
              xs.p ? "," : "", xs.p ? xs.p : "");
  free(ga.p);
  free(gb.p);
  free(xs.p);
  free(aa.p);
  free(ab.p);
}

static void generate(size_t n, sbuf *src, sbuf *grouped, sbuf *stream) {
  generate_all(n, src, grouped, stream, NULL);
}

/* The writer's text for `src`, or NULL when the parse failed. */
static char *convert(const sbuf *src, hcl_json_layout layout,
                     const hcl_alloc *alloc, hcl_status *st) {
  char *text = NULL;
  size_t len = 0;
  FILE *out = open_memstream(&text, &len);
  cr_assert(out);
  hcl_json_write_options o = hcl_json_write_options_default();
  o.layout = layout;
  o.alloc = alloc;
  hcl_json_writer *w = NULL;
  *st = hcl_json_writer_new(out, &o, &w);
  if (*st == HCL_OK) {
    hcl_native_options no = hcl_native_options_default();
    no.alloc = alloc;
    *st = hcl_native_parse(src->p, src->len, "gen.hcl", hcl_json_writer_sink(w),
                           &no);
  }
  hcl_json_writer_free(w);
  fclose(out);
  if (*st != HCL_OK) {
    free(text);
    return NULL;
  }
  return text;
}

Test(json_writer, groups_blocks_through_the_spill_file) {
  sbuf src = {0}, grouped = {0}, stream = {0};
  generate(200000, &src, &grouped, &stream);
  cr_assert_gt(grouped.len, 4u << 20,
               "the output must exceed the store's "
               "memory to test the spill");
  test_alloc ta;
  test_alloc_init(&ta);
  hcl_status st;
  char *got = convert(&src, HCL_JSON_GROUPED, &ta.hooks, &st);
  cr_assert_eq(st, HCL_OK);
  cr_assert(strcmp(got, grouped.p) == 0, "grouped output differs");
  /* The store keeps 1 MiB; the parse and the writer's scratch add little.
     Holding the output would take more than 4 MiB. */
  cr_assert_lt(ta.peak_bytes, 3u << 20, "peak %zu bytes", ta.peak_bytes);
  cr_assert_eq(ta.outstanding, 0);
  free(got);

  got = convert(&src, HCL_JSON_STREAM, NULL, &st);
  cr_assert_eq(st, HCL_OK);
  cr_assert(strcmp(got, stream.p) == 0, "stream output differs");
  free(got);
  free(src.p);
  free(grouped.p);
  free(stream.p);
}

/* The array layout must hold a record for every label path of a body
   until the body ends (a later block may share a path); the bodies
   themselves go to the spill file like the others. */
Test(json_writer, array_layout_holds_little_per_label_path) {
  sbuf src = {0}, grouped = {0}, stream = {0}, arrayed = {0};
  size_t n = 100000;
  generate_all(n, &src, &grouped, &stream, &arrayed);
  test_alloc ta;
  test_alloc_init(&ta);
  hcl_status st;
  char *got = convert(&src, HCL_JSON_ARRAY_BLOCKS, &ta.hooks, &st);
  cr_assert_eq(st, HCL_OK);
  cr_assert(strcmp(got, arrayed.p) == 0, "array output differs");
  /* About 350 bytes a path (a segment, a map entry and a text record,
     in arrays that double); 490 when each text kept its tail buffer
     after spilling it. The bodies go to the spill file. */
  size_t paths = 2 * n;
  cr_assert_lt(ta.peak_bytes / paths, 420, "peak %zu bytes, %zu per path",
               ta.peak_bytes, ta.peak_bytes / paths);
  cr_assert_eq(ta.outstanding, 0);
  free(got);
  free(src.p);
  free(grouped.p);
  free(stream.p);
  free(arrayed.p);
}

Test(json_writer, survives_failing_allocations) {
  sbuf src = {0}, grouped = {0}, stream = {0};
  generate(3, &src, &grouped, &stream);
  const hcl_json_layout layouts[] = {HCL_JSON_GROUPED, HCL_JSON_STREAM,
                                     HCL_JSON_ARRAY_BLOCKS};
  for (size_t l = 0; l < 3; l++) {
    for (size_t n = 1;; n++) {
      test_alloc ta;
      test_alloc_init(&ta);
      ta.fail_at = n;
      hcl_status st;
      char *got = convert(&src, layouts[l], &ta.hooks, &st);
      bool injected = ta.allocations >= n;
      cr_assert_eq(ta.outstanding, 0, "layout %zu, failing call %zu leaks", l,
                   n);
      /* A failure is reported, or absorbed (a slot kept for reuse is
         dropped) with the output still whole. */
      if (st == HCL_OK && layouts[l] == HCL_JSON_GROUPED)
        cr_assert_str_eq(got, grouped.p, "failing call %zu", n);
      else if (st == HCL_OK && layouts[l] == HCL_JSON_STREAM)
        cr_assert_str_eq(got, stream.p, "failing call %zu", n);
      else if (st != HCL_OK)
        cr_assert_eq(st, HCL_ERR_NOMEM, "layout %zu, failing call %zu", l, n);
      free(got);
      if (!injected)
        break;
    }
  }
  free(src.p);
  free(grouped.p);
  free(stream.p);
}

/* The string value of the one attribute `v` of `text`, malloc'd; NULL
   when the text does not parse without errors. */
static char *attribute_v(const char *text, bool json) {
  hcl_tree *t = hcl_tree_new(NULL);
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_sink sinks[2] = {hcl_tree_sink(t), hcl_diags_sink(ds)};
  hcl_tee *tee = hcl_tee_new(sinks, 2, NULL);
  cr_assert(t && ds && tee);
  if (json)
    hcl_json_parse(text, strlen(text), "v.json", hcl_tee_sink(tee), NULL);
  else
    hcl_native_parse(text, strlen(text), "v.hcl", hcl_tee_sink(tee), NULL);
  hcl_tee_free(tee);
  char *got = NULL;
  hcl_content c;
  if (!hcl_diags_has_errors(ds) && hcl_tree_file_count(t) == 1 &&
      hcl_body_just_attributes(hcl_tree_file_at(t, 0), &c, ds) == HCL_OK &&
      c.nattrs == 1) {
    hcl_value *v = hcl_expr_eval(c.attrs[0]->expr, NULL, ds);
    hcl_str s = hcl_value_as_string(v);
    got = strndup(s.ptr, s.len);
    hcl_value_unref(v);
  }
  hcl_diags_free(ds);
  hcl_tree_free(t);
  return got;
}

/* A prepended character (grapheme cluster break Prepend) joins the
   character after it into its cluster, and the JSON syntax reads strings
   a cluster at a time, as the reference does: written as it is before
   the closing quote or an escape, it would hide them. The writer escapes
   it, and the JSON reads back to the same string. */
Test(json_writer, prepended_characters_are_escaped) {
  static const char *const natives[] = {
      "v = \"e\\u0602\"\n",         /* before the closing quote */
      "v = \"\\u0600\\\"x\"\n",     /* before an escaped quote */
      "v = \"\\u06DD\\\\\"\n",      /* before an escaped backslash */
      "v = \"\\u0600\\n\"\n",       /* before an escaped newline */
      "v = \"\\U000110BD\"\n",      /* above U+FFFF: a surrogate pair */
      "v = \"a\\u0602b\\u0602\"\n", /* inside and at the end */
  };
  for (size_t i = 0; i < sizeof natives / sizeof *natives; i++) {
    sbuf src = {0};
    sb_printf(&src, "%s", natives[i]);
    hcl_status st;
    char *json = convert(&src, HCL_JSON_GROUPED, NULL, &st);
    cr_assert(json, "%s: status %d", natives[i], st);
    char *want = attribute_v(natives[i], false);
    char *got = attribute_v(json, true);
    cr_assert(want);
    cr_expect(got, "%s: the JSON does not read back:\n%s", natives[i], json);
    if (got)
      cr_expect_str_eq(got, want, "%s", natives[i]);
    free(want);
    free(got);
    free(json);
    free(src.p);
  }
}
