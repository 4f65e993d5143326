/* The JSON writer (`hcl tojson`): for native input that parses without
   errors, the output (in the layout the first byte picks) parses as the
   JSON syntax without errors. */
#include "fuzz_common.h"

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
  hcl_sink s = hcl_json_writer_sink(w);
  hcl_status st;
  bool ok = fuzz_native((const char *)data + 1, size - 1, &s, 1, ds, &st);
  fuzz_out_close(&o);
  /* The array-blocks layout refuses some inputs, and says why. */
  bool refused = st == HCL_ERR_INVALID && hcl_json_writer_error(w);
  FUZZ_CHECK(ok || refused || st == HCL_ERR_SYNTAX, "status %d", (int)st);
  if (ok) {
    hcl_diags *jds = hcl_diags_new(NULL);
    bool jok = fuzz_json(o.buf, o.len, NULL, 0, jds, NULL);
    FUZZ_CHECK(jok, "output is not valid HCL JSON: %s\n%.*s",
               fuzz_first_error(jds), (int)(o.len < 2000 ? o.len : 2000),
               o.buf);
    hcl_diags_free(jds);
  }
  hcl_diags_free(ds);
  hcl_json_writer_free(w);
  fuzz_out_free(&o);
  return 0;
}
