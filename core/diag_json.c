/* Diagnostics as the JSON document that `hcldec --diags=json` prints. */

#include <stdio.h>
#include <string.h>

#include "core/buf.h"
#include "core/diags.h"
#include "core/json_text.h"
#include "hcl/diag.h"

static bool put_pos(hcl_buf *b, const char *name, const hcl_pos *p,
                    const char *indent) {
  return hcl_buf_printf(b,
                        "%s\"%s\": {\n"
                        "%s  \"line\": %u,\n"
                        "%s  \"column\": %u,\n"
                        "%s  \"byte\": %llu\n"
                        "%s}",
                        indent, name, indent, p->line, indent, p->column,
                        indent, (unsigned long long)p->byte, indent);
}

static bool put_diag(hcl_buf *b, const hcl_diag *d) {
  const char *sev = d->severity == HCL_DIAG_ERROR     ? "error"
                    : d->severity == HCL_DIAG_WARNING ? "warning"
                                                      : "(unknown)";
  bool ok = hcl_buf_printf(b,
                           "    {\n      \"severity\": \"%s\",\n"
                           "      \"summary\": ",
                           sev) &&
            hcl_json_quote(b, d->summary, strlen(d->summary));
  if (ok && d->detail && d->detail[0])
    ok = hcl_buf_puts(b, ",\n      \"detail\": ") &&
         hcl_json_quote(b, d->detail, strlen(d->detail));
  if (ok && d->subject) {
    const hcl_range *r = d->subject;
    const char *f = r->filename ? r->filename : "";
    ok = hcl_buf_puts(b, ",\n      \"subject\": {\n        \"filename\": ") &&
         hcl_json_quote(b, f, strlen(f)) && hcl_buf_puts(b, ",\n") &&
         put_pos(b, "start", &r->start, "        ") && hcl_buf_puts(b, ",\n") &&
         put_pos(b, "end", &r->end, "        ") && hcl_buf_puts(b, "\n      }");
  }
  return ok && hcl_buf_puts(b, "\n    }");
}

hcl_status hcl_diags_render_json(const hcl_diags *ds, FILE *out) {
  size_t n = hcl_diags_count(ds);
  if (n == 0)
    return HCL_OK;
  hcl_buf b;
  hcl_buf_init(&b, hcl_diags_allocator(ds));
  bool ok = hcl_buf_puts(&b, "{\n  \"diagnostics\": [\n");
  for (size_t i = 0; ok && i < n; i++) {
    ok = put_diag(&b, hcl_diags_at(ds, i)) &&
         hcl_buf_puts(&b, i + 1 < n ? ",\n" : "\n");
  }
  ok = ok && hcl_buf_puts(&b, "  ]\n}\n");
  hcl_status st = HCL_ERR_NOMEM;
  if (ok)
    st = fwrite(b.data, 1, b.len, out) == b.len ? HCL_OK : HCL_ERR_IO;
  hcl_buf_fini(&b);
  return st;
}
