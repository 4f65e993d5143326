/* The native writer (`hcl fromjson`, no schema): for JSON that parses,
   the writer either reports an error diagnostic or writes text that
   parses as the native syntax without errors. */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fuzz_out o;
  fuzz_out_open(&o);
  hcl_native_writer *w = NULL;
  hcl_native_write_options no = hcl_native_write_options_default();
  if (hcl_native_writer_new(o.f, &no, &w) != HCL_OK)
    abort();
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_sink s = hcl_native_writer_sink(w);
  bool ok = fuzz_json((const char *)data, size, &s, 1, ds, NULL);
  fuzz_out_close(&o);
  if (ok && !hcl_diags_has_errors(hcl_native_writer_diags(w))) {
    hcl_diags *nds = hcl_diags_new(NULL);
    bool nok = fuzz_native(o.buf, o.len, NULL, 0, nds, NULL);
    FUZZ_CHECK(nok, "output does not parse: %s\n%.*s", fuzz_first_error(nds),
               (int)(o.len < 2000 ? o.len : 2000), o.buf);
    hcl_diags_free(nds);
  }
  hcl_diags_free(ds);
  hcl_native_writer_free(w);
  fuzz_out_free(&o);
  return 0;
}
