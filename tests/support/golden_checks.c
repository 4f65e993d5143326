/* The golden event-dump checks both syntaxes share. */

#include "golden_checks.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "test_alloc.h"
#include "test_util.h"

static char *load(const golden_syntax *g, const char *name, const char *suffix,
                  size_t *len) {
  char path[512];
  snprintf(path, sizeof path, "%s/%s", g->dir, name);
  char *dot = strrchr(path, '.');
  if (suffix && dot)
    strcpy(dot, suffix);
  return test_read_file(path, len);
}

static hcl_status expected_status(const char *name) {
  return strncmp(name, "err_", 4) == 0 ? HCL_ERR_SYNTAX : HCL_OK;
}

static test_parse_opts options(const golden_syntax *g) {
  test_parse_opts o = test_parse_defaults();
  o.json = g->json;
  return o;
}

void golden_check_events(const golden_syntax *g, const char *name) {
  size_t len;
  char *src = load(g, name, NULL, &len);
  cr_assert(src, "cannot read %s", name);
  bool found = false;
  for (int trivia = 0; trivia < (g->json ? 1 : 2); trivia++) {
    char *want = load(g, name, trivia ? ".trivia.events" : ".events", NULL);
    if (!want)
      continue;
    found = true;
    test_parse_opts o = options(g);
    o.trivia = trivia;
    test_parse_result r = test_parse(src, len, name, &o);
    cr_expect_null(r.checker_error, "%s: contract: %s", name, r.checker_error);
    cr_expect_str_eq(r.dump, want, "%s: dump differs:\n%s", name, r.dump);
    cr_expect_eq(r.status, expected_status(name), "%s: status %s", name,
                 hcl_status_name(r.status));
    for (size_t chunk = 1; chunk <= 31; chunk++) {
      test_parse_opts c = o;
      c.chunk = chunk;
      test_parse_result rc = test_parse(src, len, name, &c);
      cr_expect_str_eq(rc.dump, want, "%s: chunk %zu differs:\n%s", name, chunk,
                       rc.dump);
      cr_expect_str_eq(rc.diags_json, r.diags_json,
                       "%s: chunk %zu diagnostics differ", name, chunk);
      cr_expect_null(rc.checker_error, "%s: chunk %zu contract: %s", name,
                     chunk, rc.checker_error);
      test_parse_result_free(&rc);
    }
    test_parse_result_free(&r);
    free(want);
  }
  cr_expect(found, "%s: no .events file", name);
  free(src);
}

void golden_check_no_leaks(const golden_syntax *g, const char *name) {
  size_t len;
  char *src = load(g, name, NULL, &len);
  cr_assert(src, "cannot read %s", name);
  for (size_t chunk = 0; chunk <= 3; chunk++) {
    test_alloc ta;
    test_alloc_init(&ta);
    test_parse_opts o = options(g);
    o.alloc = &ta.hooks;
    o.chunk = chunk;
    o.trivia = !g->json;
    test_parse_result r = test_parse(src, len, name, &o);
    cr_expect_eq(r.status, expected_status(name));
    cr_expect_eq(ta.outstanding, 0, "%s: %zu allocations leaked", name,
                 ta.outstanding);
    test_parse_result_free(&r);
  }
  free(src);
}

void golden_check_cancel_at_every_event(const golden_syntax *g,
                                        const char *name) {
  size_t len;
  char *src = load(g, name, NULL, &len);
  cr_assert(src, "cannot read %s", name);
  test_parse_opts o = options(g);
  test_parse_result full = test_parse(src, len, name, &o);
  size_t total = full.events;
  test_parse_result_free(&full);
  for (size_t k = 0; k < total; k++) {
    test_alloc ta;
    test_alloc_init(&ta);
    test_parse_opts c = options(g);
    c.alloc = &ta.hooks;
    c.stop_at_event = (long)k;
    c.chunk = k % 2 ? 7 : 0;
    test_parse_result r = test_parse(src, len, name, &c);
    cr_expect_eq(r.status, HCL_STOP, "%s: stop at %zu gave %s", name, k,
                 hcl_status_name(r.status));
    cr_expect_eq(r.events, k + 1, "%s: events after stop", name);
    cr_expect_eq(ta.outstanding, 0, "%s: leak after stop at %zu", name, k);
    test_parse_result_free(&r);
  }
  free(src);
}

/* No rendering: it would allocate through the failing allocator after the
   parse, which this check does not look at. */
static char *no_render(hcl_diags *ds) {
  (void)ds;
  return strdup("");
}

void golden_check_out_of_memory(const golden_syntax *g, const char *name) {
  size_t len;
  char *src = load(g, name, NULL, &len);
  cr_assert(src, "cannot read %s", name);
  for (size_t chunk = 0; chunk <= 5; chunk += 5) {
    for (size_t n = 1;; n++) {
      test_alloc ta;
      test_alloc_init(&ta);
      ta.fail_at = n;
      test_parse_opts o = options(g);
      o.alloc = &ta.hooks;
      o.chunk = chunk;
      o.trivia = !g->json;
      o.render_diags = no_render;
      test_parse_result r = test_parse(src, len, name, &o);
      cr_expect_eq(ta.outstanding, 0, "%s: leak when allocation %zu fails",
                   name, n);
      bool done = ta.allocations < n;
      if (!done)
        cr_expect_eq(r.status, HCL_ERR_NOMEM,
                     "%s: allocation %zu failed but status is %s", name, n,
                     hcl_status_name(r.status));
      test_parse_result_free(&r);
      if (done)
        break;
    }
  }
  free(src);
}
