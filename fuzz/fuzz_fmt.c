/* The writers of the native syntax: for input that parses, the canonical
   writer's output (`hcl fmt`) parses too, and formatting it again changes
   nothing; the verbatim writer gives the input back byte for byte. */
#include "fuzz_common.h"

/* The first error of the last parse that failed, for the messages. */
static char last_error[256];

/* Writes `src` in `style`; false when it does not parse without errors. */
static bool write_as(const char *src, size_t len, hcl_write_style style,
                     fuzz_out *o) {
  hcl_writer *w = NULL;
  fuzz_out_open(o);
  hcl_write_options wo = hcl_write_options_default();
  wo.style = style;
  if (hcl_writer_new(o->f, &wo, &w) != HCL_OK)
    abort();
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_sink s = hcl_writer_sink(w);
  bool ok = fuzz_native(src, len, &s, 1, ds, NULL);
  if (!ok)
    snprintf(last_error, sizeof last_error, "%s", fuzz_first_error(ds));
  hcl_writer_free(w);
  fuzz_out_close(o);
  hcl_diags_free(ds);
  return ok;
}

static bool format(const char *src, size_t len, fuzz_out *o) {
  return write_as(src, len, HCL_WRITE_CANONICAL, o);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fuzz_out a, b, v;
  if (write_as((const char *)data, size, HCL_WRITE_VERBATIM, &v))
    FUZZ_CHECK(v.len == size && memcmp(v.buf, data, size) == 0,
               "the verbatim writer changed the input: %zu bytes, %zu back",
               size, v.len);
  fuzz_out_free(&v);
  if (format((const char *)data, size, &a)) {
    FUZZ_CHECK(format(a.buf, a.len, &b),
               "formatted output does not parse (%zu bytes): %s\n%.*s", a.len,
               last_error, (int)(a.len < 2000 ? a.len : 2000), a.buf);
    FUZZ_CHECK(a.len == b.len && memcmp(a.buf, b.buf, a.len) == 0,
               "not idempotent: %zu bytes then %zu\n%.*s\n----\n%.*s", a.len,
               b.len, (int)(a.len < 2000 ? a.len : 2000), a.buf,
               (int)(b.len < 2000 ? b.len : 2000), b.buf);
    fuzz_out_free(&b);
  }
  fuzz_out_free(&a);
  return 0;
}
