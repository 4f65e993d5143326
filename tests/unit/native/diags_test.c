/*
 * Syntax errors: each tests/diags/native/NAME.hcl is parsed and its
 * diagnostics, rendered as `hcldec --diags=json` renders them, must equal
 * NAME.hcl.diags, which the reference implementation produced
 * (tests/reference/regenerate.sh). Summaries, details, ranges and order.
 */

#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "test_case.h"
#include "test_util.h"

static test_case cases[] = {
#include "diags_native_cases.inc"
};

ParameterizedTestParameters(diags, native) {
  return cr_make_param_array(test_case, cases, sizeof cases / sizeof cases[0]);
}

ParameterizedTest(test_case *tc, diags, native, .timeout = 30) {
  const char *const *name = &(const char *){tc->name};
  char path[512];
  snprintf(path, sizeof path, "diags/native/%s", *name);
  size_t len;
  char *src = test_read_file(path, &len);
  cr_assert(src, "cannot read %s", path);
  strcat(path, ".diags");
  char *want = test_read_file(path, NULL);
  cr_assert(want, "cannot read %s", path);
  test_parse_opts o = test_parse_defaults();
  test_parse_result r = test_parse(src, len, *name, &o);
  cr_expect_null(r.checker_error, "%s: contract: %s", *name, r.checker_error);
  cr_expect_str_eq(r.diags_json, want, "%s: diagnostics differ:\n%s", *name,
                   r.diags_json);
  bool errors = want[0] != '\0';
  cr_expect_eq(r.status, errors ? HCL_ERR_SYNTAX : HCL_OK, "%s: status %s",
               *name, hcl_status_name(r.status));
  test_parse_result_free(&r);
  /* the same diagnostics when the input arrives 3 bytes at a time */
  o.chunk = 3;
  r = test_parse(src, len, *name, &o);
  cr_expect_str_eq(r.diags_json, want, "%s: chunked diagnostics differ", *name);
  test_parse_result_free(&r);
  free(src);
  free(want);
}
