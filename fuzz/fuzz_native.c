/* Native parse, read in chunks of a size the input chooses: the event
   contract checker must accept every stream, and the verbatim writer must
   give back every input that parses byte for byte. */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1)
    return 0;
  /* First byte: chunk size 1..256 (0 picks a large one). */
  fuzz_reader r = {data + 1, size - 1, 0, data[0] ? data[0] : 65536};
  hcl_checker *c = hcl_checker_new(NULL);
  hcl_writer *w = NULL;
  fuzz_out o;
  fuzz_out_open(&o);
  hcl_write_options wo = hcl_write_options_default();
  wo.style = HCL_WRITE_VERBATIM;
  if (!c || hcl_writer_new(o.f, &wo, &w) != HCL_OK)
    abort();
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_sink sinks[2] = {hcl_checker_sink(c), hcl_writer_sink(w)};
  hcl_tee *t = fuzz_tee(sinks, 2, ds);
  hcl_reader rd = {&r, fuzz_reader_read};
  hcl_native_options no = hcl_native_options_default();
  no.chunk_size = r.chunk;
  hcl_status st = hcl_native_parse_reader(rd, "in.hcl", hcl_tee_sink(t), &no);
  hcl_tee_free(t);
  fuzz_out_close(&o);

  FUZZ_CHECK(!hcl_checker_error(c), "checker: %s", hcl_checker_error(c));
  FUZZ_CHECK(st == HCL_OK || st == HCL_ERR_SYNTAX, "status %d", (int)st);
  if (st == HCL_OK) {
    FUZZ_CHECK(!hcl_diags_has_errors(ds), "HCL_OK with an error: %s",
               fuzz_first_error(ds));
    FUZZ_CHECK(o.len == r.len && memcmp(o.buf, r.data, r.len) == 0,
               "verbatim writer: %zu bytes in, %zu out", r.len, o.len);
  }
  hcl_diags_free(ds);
  hcl_writer_free(w);
  hcl_checker_free(c);
  fuzz_out_free(&o);
  return 0;
}
