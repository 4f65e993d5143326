/* Writing values and diagnostics for comparison with reference output. */

#include "value_dump.h"

#include <stdlib.h>
#include <string.h>

#include "core/buf.h"
#include "core/json_text.h"

static void put_type(hcl_buf *b, const hcl_type *t) {
  char *json = NULL;
  size_t len = 0;
  if (hcl_type_to_json(t, NULL, &json, &len, NULL) == HCL_OK) {
    hcl_buf_append(b, json, len);
    free(json);
  } else {
    hcl_buf_puts(b, "?");
  }
}

static void put_value(hcl_buf *b, const hcl_value *v) {
  const hcl_type *t = hcl_value_type(v);
  if (hcl_value_is_unknown(v) || hcl_value_is_null(v)) {
    hcl_buf_puts(b, hcl_value_is_unknown(v) ? "unknown(" : "null(");
    put_type(b, t);
    hcl_buf_putc(b, ')');
    return;
  }
  const char *open = "", *close = "";
  bool keyed = false;
  switch (hcl_type_kind_of(t)) {
  case HCL_TYPE_STRING: {
    hcl_str s = hcl_value_as_string(v);
    hcl_json_quote(b, s.ptr, s.len);
    return;
  }
  case HCL_TYPE_NUMBER: {
    char num[1024];
    size_t n = hcl_value_number_text(v, num, sizeof num);
    if (n >= sizeof num) {
      char *big = malloc(n + 1);
      hcl_value_number_text(v, big, n + 1);
      hcl_buf_puts(b, big);
      free(big);
    } else {
      /* the reference writes infinities with their sign */
      if (strcmp(num, "Inf") == 0)
        hcl_buf_putc(b, '+');
      hcl_buf_puts(b, num);
    }
    return;
  }
  case HCL_TYPE_BOOL:
    hcl_buf_puts(b, hcl_value_as_bool(v) ? "true" : "false");
    return;
  case HCL_TYPE_LIST:
    open = "list[";
    close = "]";
    break;
  case HCL_TYPE_SET:
    open = "set[";
    close = "]";
    break;
  case HCL_TYPE_TUPLE:
    open = "tuple[";
    close = "]";
    break;
  case HCL_TYPE_MAP:
    open = "map{";
    close = "}";
    keyed = true;
    break;
  case HCL_TYPE_OBJECT:
    open = "object{";
    close = "}";
    keyed = true;
    break;
  default:
    hcl_buf_puts(b, "capsule");
    return;
  }
  hcl_buf_puts(b, open);
  for (size_t i = 0; i < hcl_value_count(v); i++) {
    if (i)
      hcl_buf_puts(b, ", ");
    if (keyed) {
      hcl_str k = hcl_value_key_at(v, i);
      hcl_json_quote(b, k.ptr, k.len);
      hcl_buf_puts(b, ": ");
    }
    put_value(b, hcl_value_at(v, i));
  }
  hcl_buf_puts(b, close);
}

static char *finish(hcl_buf *b) {
  hcl_buf_terminate(b);
  char *s = strdup(b->data ? b->data : "");
  hcl_buf_fini(b);
  return s;
}

char *test_value_dump(const hcl_value *v) {
  hcl_buf b;
  hcl_buf_init(&b, NULL);
  put_type(&b, hcl_value_type(v));
  hcl_buf_putc(&b, ' ');
  put_value(&b, v);
  return finish(&b);
}

static void put_range(hcl_buf *b, const hcl_range *r) {
  if (r)
    hcl_buf_printf(b, "%u:%u:%llu-%u:%u:%llu", r->start.line, r->start.column,
                   (unsigned long long)r->start.byte, r->end.line,
                   r->end.column, (unsigned long long)r->end.byte);
}

char *test_diag_line(const hcl_diag *d) {
  hcl_buf b;
  hcl_buf_init(&b, NULL);
  hcl_buf_printf(&b, "%s|%s|%s|",
                 d->severity == HCL_DIAG_ERROR ? "error" : "warning",
                 d->summary ? d->summary : "", d->detail ? d->detail : "");
  put_range(&b, d->subject);
  hcl_buf_putc(&b, '|');
  put_range(&b, d->context);
  return finish(&b);
}
