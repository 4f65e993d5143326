#ifndef HCL_CORE_UNICODE_IDENT_H
#define HCL_CORE_UNICODE_IDENT_H

/*
 * The characters from U+0080 up that names may hold, as the reference
 * parser reads them: its scanner's tables come from an older Unicode than
 * the utf8proc the library links, so these are generated from the
 * reference's behaviour (scripts/gen_ident_tables.sh), in ascending,
 * disjoint ranges. `start`: first characters; later ones are those and
 * `continue_only`.
 */

#include <stddef.h>
#include <stdint.h>

typedef struct hcl_cp_range {
  int32_t first, last;
} hcl_cp_range;

extern const hcl_cp_range hcl_ident_start[];
extern const size_t hcl_ident_start_count;
extern const hcl_cp_range hcl_ident_continue_only[];
extern const size_t hcl_ident_continue_only_count;

#endif
