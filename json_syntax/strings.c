/* JSON strings for callers: quoting as the reference's tools quote, and
   unquoting as the reference's values hold strings. */

#include "core/alloc.h"
#include "core/buf.h"
#include "core/json_text.h"
#include "hcl/json.h"

hcl_status hcl_json_string_quote(const char *s, size_t len,
                                 const hcl_alloc *alloc, char **out,
                                 size_t *out_len) {
  hcl_buf b;
  hcl_buf_init(&b, alloc);
  hcl_status st = hcl_json_quote(&b, s, len) ? hcl_buf_take(&b, out, out_len)
                                             : HCL_ERR_NOMEM;
  hcl_buf_fini(&b);
  return st;
}

hcl_status hcl_json_string_unquote(const char *s, size_t len,
                                   const hcl_alloc *alloc, char **out,
                                   size_t *out_len) {
  hcl_buf b;
  hcl_buf_init(&b, alloc);
  hcl_status st = hcl_json_unescape(&b, s, len);
  if (st == HCL_OK)
    st = hcl_buf_take(&b, out, out_len);
  hcl_buf_fini(&b);
  return st;
}
