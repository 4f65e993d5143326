#ifndef HCL_TEST_VALUE_DUMP_H
#define HCL_TEST_VALUE_DUMP_H

/*
 * Values written with their unknown and null parts visible, as
 * tests/reference/evalexpr writes them: "TYPE VALUE", where TYPE is the
 * type's JSON and VALUE is "unknown(TYPE)", "null(TYPE)", a JSON string, a
 * number's shortest exact digits, true/false, list[...], set[...],
 * tuple[...], map{"k": ...} or object{"k": ...}.
 */

#include "hcl/hcl.h"

/* The dump (malloc'd). */
char *test_value_dump(const hcl_value *v);

/* A diagnostic as "severity|summary|detail|subject|context", ranges as
   "line:column:byte-line:column:byte" (malloc'd). */
char *test_diag_line(const hcl_diag *d);

#endif
