/*
 * HCL_SINK_SKIPS_EXPRS: a sink that works on tokens alone gets no
 * expression events from the native parser, everything else as before,
 * and a tee still gives expression events to the sinks that want them.
 */

#include <criterion/criterion.h>
#include <string.h>

#include "hcl/hcl.h"

typedef struct counts {
  size_t exprs, attrs, blocks, tokens, diags;
  char text[512]; /* the tokens' blanks and bytes, in order */
  size_t len;
} counts;

static hcl_status count_event(void *ctx, const hcl_event *ev) {
  counts *c = ctx;
  switch (ev->kind) {
  case HCL_EV_EXPR_BEGIN:
  case HCL_EV_EXPR_END:
    c->exprs++;
    break;
  case HCL_EV_ATTR_BEGIN:
    c->attrs++;
    break;
  case HCL_EV_BLOCK_BEGIN:
    c->blocks++;
    break;
  case HCL_EV_TOKEN: {
    c->tokens++;
    hcl_str parts[2] = {ev->as.token.space, ev->as.token.text};
    for (int i = 0; i < 2; i++) {
      cr_assert_lt(c->len + parts[i].len, sizeof c->text);
      memcpy(c->text + c->len, parts[i].ptr, parts[i].len);
      c->len += parts[i].len;
    }
    break;
  }
  default:
    break;
  }
  return HCL_OK;
}

static hcl_status count_diag(void *ctx, const hcl_diag *d) {
  (void)d;
  ((counts *)ctx)->diags++;
  return HCL_OK;
}

static hcl_sink counter(counts *c, uint32_t wants) {
  memset(c, 0, sizeof *c);
  hcl_sink s = {c, count_event, count_diag, NULL, wants};
  return s;
}

/* Parses `text` into a counter that asks for `wants`. */
static hcl_status parse_counting(const char *text, counts *c, uint32_t wants) {
  return hcl_native_parse(text, strlen(text), "t.hcl", counter(c, wants), NULL);
}

static const char src[] = "a = [for x in y : x * 2] # twice\n"
                          "b \"l\" {\n  c = \"${d}-${e}\"\n}\n";

Test(skip_exprs, native_parser_leaves_expressions_out) {
  counts c;
  hcl_status st =
      parse_counting(src, &c, HCL_SINK_WANTS_TOKENS | HCL_SINK_SKIPS_EXPRS);
  cr_assert_eq(st, HCL_OK);
  cr_expect_eq(c.exprs, 0);
  cr_expect_eq(c.attrs, 2);
  cr_expect_eq(c.blocks, 1);
  /* the tokens still give the input back, byte for byte */
  cr_expect_eq(c.len, strlen(src));
  cr_expect(memcmp(c.text, src, c.len) == 0);

  counts all;
  st = parse_counting(src, &all, HCL_SINK_WANTS_TOKENS);
  cr_assert_eq(st, HCL_OK);
  cr_expect_gt(all.exprs, 0);
  cr_expect_eq(all.tokens, c.tokens);
}

Test(skip_exprs, errors_inside_expressions_are_still_reported) {
  const char *bad = "a = [1, 2\nb = 3\n";
  counts c;
  hcl_status st =
      parse_counting(bad, &c, HCL_SINK_WANTS_TOKENS | HCL_SINK_SKIPS_EXPRS);
  cr_expect_eq(st, HCL_ERR_SYNTAX);
  cr_expect_gt(c.diags, 0);
  cr_expect_eq(c.exprs, 0);
}

Test(skip_exprs, tee_gives_expressions_to_those_that_want_them) {
  counts skip, want;
  hcl_sink sinks[2] = {
      counter(&skip, HCL_SINK_WANTS_TOKENS | HCL_SINK_SKIPS_EXPRS),
      counter(&want, 0)};
  hcl_tee *t = hcl_tee_new(sinks, 2, NULL);
  cr_assert_not_null(t);
  hcl_sink both = hcl_tee_sink(t);
  cr_expect_eq(both.wants & HCL_SINK_SKIPS_EXPRS, 0u,
               "one sink wants expressions, so the tee does");
  cr_expect_neq(both.wants & HCL_SINK_WANTS_TOKENS, 0u);
  cr_assert_eq(hcl_native_parse(src, strlen(src), "t.hcl", both, NULL), HCL_OK);
  cr_expect_eq(skip.exprs, 0);
  cr_expect_gt(want.exprs, 0);
  cr_expect_eq(want.tokens, 0); /* not asked for */
  cr_expect_eq(skip.attrs, want.attrs);
  hcl_tee_free(t);

  hcl_sink skippers[2] = {sinks[0], sinks[0]};
  t = hcl_tee_new(skippers, 2, NULL);
  cr_assert_not_null(t);
  cr_expect_neq(hcl_tee_sink(t).wants & HCL_SINK_SKIPS_EXPRS, 0u);
  hcl_tee_free(t);
}
