/*
 * Syntax errors of the JSON syntax: each tests/diags/json/NAME.json is
 * parsed and its diagnostics must equal NAME.json.diags, which the
 * reference implementation produced (tests/reference/regenerate.sh):
 * summaries, details, subject and context ranges, and order. Each case
 * also runs with the input arriving 3 bytes and 1 byte at a time, and the
 * stream must keep the event contract.
 */

#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json_test_util.h"
#include "test_case.h"
#include "test_util.h"

static test_case cases[] = {
#include "diags_json_cases.inc"
};

ParameterizedTestParameters(json_diags, reference) {
  return cr_make_param_array(test_case, cases, sizeof cases / sizeof cases[0]);
}

ParameterizedTest(test_case *tc, json_diags, reference, .timeout = 30) {
  const char *const *name = &(const char *){tc->name};
  char path[512];
  snprintf(path, sizeof path, "diags/json/%s", *name);
  size_t len;
  char *src = test_read_file(path, &len);
  cr_assert(src, "cannot read %s", path);
  strcat(path, ".diags");
  char *want = test_read_file(path, NULL);
  cr_assert(want, "cannot read %s", path);
  bool errors = want[0] != '\0';
  size_t chunks[] = {0, 3, 1};
  for (size_t i = 0; i < sizeof chunks / sizeof chunks[0]; i++) {
    jt_opts o = jt_defaults();
    o.chunk = chunks[i];
    jt_result r = jt_parse(src, len, *name, &o);
    cr_expect_str_eq(r.diags, want, "%s (chunk %zu): diagnostics differ:\n%s",
                     *name, chunks[i], r.diags);
    cr_expect_null(r.checker_error, "%s (chunk %zu): contract: %s", *name,
                   chunks[i], r.checker_error);
    cr_expect_eq(r.status, errors ? HCL_ERR_SYNTAX : HCL_OK,
                 "%s (chunk %zu): status %s", *name, chunks[i],
                 hcl_status_name(r.status));
    jt_result_free(&r);
  }
  free(src);
  free(want);
}
