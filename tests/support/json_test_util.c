/* Helpers shared by the JSON syntax suites. */

#include "json_test_util.h"

#include <stdlib.h>
#include <string.h>

#include "core/buf.h"
#include "core/json_text.h"
#include "test_util.h"

jt_opts jt_defaults(void) {
  jt_opts o;
  memset(&o, 0, sizeof o);
  o.stop_at_event = -1;
  return o;
}

static char *render(hcl_diags *ds) { return jt_render_diags(ds); }

jt_result jt_parse(const char *src, size_t len, const char *name,
                   const jt_opts *o) {
  test_parse_opts to = test_parse_defaults();
  to.alloc = o->alloc;
  to.chunk = o->chunk;
  to.stop_at_event = o->stop_at_event;
  to.json = true;
  to.max_depth = o->max_depth;
  to.max_token_bytes = o->max_token_bytes;
  to.render_diags = render;
  test_parse_result tr = test_parse(src, len, name, &to);
  jt_result r = {tr.status, tr.dump, tr.diags_json, tr.checker_error,
                 tr.events};
  return r;
}

void jt_result_free(jt_result *r) {
  free(r->dump);
  free(r->diags);
  free(r->checker_error);
  memset(r, 0, sizeof *r);
}

static void put_pos(hcl_buf *b, const char *name, const hcl_pos *p) {
  hcl_buf_printf(b,
                 "        \"%s\": {\n"
                 "          \"line\": %u,\n"
                 "          \"column\": %u,\n"
                 "          \"byte\": %llu\n"
                 "        }",
                 name, p->line, p->column, (unsigned long long)p->byte);
}

static void put_range(hcl_buf *b, const char *name, const hcl_range *r) {
  const char *f = r->filename ? r->filename : "";
  hcl_buf_printf(b, ",\n      \"%s\": {\n        \"filename\": ", name);
  hcl_json_quote(b, f, strlen(f));
  hcl_buf_puts(b, ",\n");
  put_pos(b, "start", &r->start);
  hcl_buf_puts(b, ",\n");
  put_pos(b, "end", &r->end);
  hcl_buf_puts(b, "\n      }");
}

char *jt_render_diags(const hcl_diags *ds) {
  size_t n = hcl_diags_count(ds);
  if (n == 0)
    return strdup("");
  hcl_buf b;
  hcl_buf_init(&b, NULL);
  hcl_buf_puts(&b, "{\n  \"diagnostics\": [\n");
  for (size_t i = 0; i < n; i++) {
    const hcl_diag *d = hcl_diags_at(ds, i);
    hcl_buf_printf(&b,
                   "    {\n      \"severity\": \"%s\",\n      \"summary\": ",
                   d->severity == HCL_DIAG_WARNING ? "warning" : "error");
    hcl_json_quote(&b, d->summary, strlen(d->summary));
    if (d->detail && d->detail[0]) {
      hcl_buf_puts(&b, ",\n      \"detail\": ");
      hcl_json_quote(&b, d->detail, strlen(d->detail));
    }
    if (d->subject)
      put_range(&b, "subject", d->subject);
    if (d->context)
      put_range(&b, "context", d->context);
    hcl_buf_puts(&b, i + 1 < n ? "\n    },\n" : "\n    }\n");
  }
  hcl_buf_puts(&b, "  ]\n}\n");
  hcl_buf_terminate(&b);
  char *out = strdup(b.data);
  hcl_buf_fini(&b);
  return out;
}
