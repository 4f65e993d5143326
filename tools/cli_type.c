/* Types written as HCL type expressions, for people reading tool output. */

#include <stdio.h>
#include <stdlib.h>

#include "cli_common.h"

static void put(FILE *b, const hcl_type *t) {
  switch (hcl_type_kind_of(t)) {
  case HCL_TYPE_STRING:
    fputs("string", b);
    return;
  case HCL_TYPE_NUMBER:
    fputs("number", b);
    return;
  case HCL_TYPE_BOOL:
    fputs("bool", b);
    return;
  case HCL_TYPE_DYNAMIC:
    fputs("any", b);
    return;
  case HCL_TYPE_CAPSULE:
    fputs(hcl_type_capsule_name(t), b);
    return;
  case HCL_TYPE_LIST:
  case HCL_TYPE_SET:
  case HCL_TYPE_MAP: {
    hcl_type_kind k = hcl_type_kind_of(t);
    fputs(k == HCL_TYPE_LIST  ? "list("
          : k == HCL_TYPE_SET ? "set("
                              : "map(",
          b);
    put(b, hcl_type_elem(t));
    fputc(')', b);
    return;
  }
  case HCL_TYPE_TUPLE:
    fputs("tuple([", b);
    for (size_t i = 0; i < hcl_type_count(t); i++) {
      if (i)
        fputs(", ", b);
      put(b, hcl_type_at(t, i));
    }
    fputs("])", b);
    return;
  case HCL_TYPE_OBJECT:
    fputs("object({", b);
    for (size_t i = 0; i < hcl_type_count(t); i++) {
      hcl_str n = hcl_type_attr_name_at(t, i);
      fputs(i ? ", " : "", b);
      fwrite(n.ptr, 1, n.len, b);
      fputs(" = ", b);
      put(b, hcl_type_at(t, i));
    }
    fputs("})", b);
    return;
  }
}

char *cli_type_expression(const hcl_type *t) {
  char *s = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&s, &len);
  if (!f)
    return NULL;
  put(f, t);
  if (fclose(f) != 0) {
    free(s);
    return NULL;
  }
  return s;
}
