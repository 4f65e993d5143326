/* The canonical writer (`hcl fmt`): for input that parses, the output
   parses too, and formatting it again changes nothing. */
#include "fuzz_common.h"

/* Formats `src`; false when it does not parse without errors. */
static bool format(const char *src, size_t len, fuzz_out *o) {
  hcl_writer *w = NULL;
  fuzz_out_open(o);
  hcl_write_options wo = hcl_write_options_default();
  wo.style = HCL_WRITE_CANONICAL;
  if (hcl_writer_new(o->f, &wo, &w) != HCL_OK)
    abort();
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_sink s = hcl_writer_sink(w);
  bool ok = fuzz_native(src, len, &s, 1, ds, NULL);
  hcl_writer_free(w);
  fuzz_out_close(o);
  hcl_diags_free(ds);
  return ok;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fuzz_out a, b;
  if (format((const char *)data, size, &a)) {
    FUZZ_CHECK(format(a.buf, a.len, &b),
               "formatted output does not parse (%zu bytes)", a.len);
    FUZZ_CHECK(a.len == b.len && memcmp(a.buf, b.buf, a.len) == 0,
               "not idempotent: %zu bytes then %zu", a.len, b.len);
    fuzz_out_free(&b);
  }
  fuzz_out_free(&a);
  return 0;
}
