/* JSON parse, read in chunks of a size the input chooses: the event
   contract checker must accept every stream, and a parse that only
   collects diagnostics (which leaves yajl out) must report exactly the
   diagnostics of one that takes events. */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1)
    return 0;
  fuzz_reader r = {data + 1, size - 1, 0, data[0] ? data[0] : 65536};
  hcl_checker *c = hcl_checker_new(NULL);
  if (!c)
    abort();
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_sink sinks[1] = {hcl_checker_sink(c)};
  hcl_tee *t = fuzz_tee(sinks, 1, ds);
  hcl_reader rd = {&r, fuzz_reader_read};
  hcl_json_options jo = hcl_json_options_default();
  jo.chunk_size = r.chunk;
  hcl_status st = hcl_json_parse_reader(rd, "in.json", hcl_tee_sink(t), &jo);
  hcl_tee_free(t);
  FUZZ_CHECK(!hcl_checker_error(c), "checker: %s", hcl_checker_error(c));
  FUZZ_CHECK(st == HCL_OK || st == HCL_ERR_SYNTAX, "status %d", (int)st);
  FUZZ_CHECK(st != HCL_OK || !hcl_diags_has_errors(ds),
             "HCL_OK with an error: %s", fuzz_first_error(ds));
  fuzz_reader r2 = {data + 1, size - 1, 0, r.chunk};
  hcl_reader rd2 = {&r2, fuzz_reader_read};
  hcl_diags *only = hcl_diags_new(NULL);
  if (!only)
    abort();
  hcl_status st2 =
      hcl_json_parse_reader(rd2, "in.json", hcl_diags_sink(only), &jo);
  FUZZ_CHECK(st2 == st, "status %d with events, %d without", (int)st, (int)st2);
  fuzz_same_diags(ds, only, "the parse with events",
                  "the parse without events");
  hcl_diags_free(only);
  hcl_diags_free(ds);
  hcl_checker_free(c);
  return 0;
}
