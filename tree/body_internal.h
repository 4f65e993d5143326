#ifndef HCL_TREE_BODY_INTERNAL_H
#define HCL_TREE_BODY_INTERNAL_H

/* What the native and JSON body readers share. */

#include "core/name_index.h"
#include "tree/tree.h"

/* What a schema took from a body. */
typedef struct taken {
  ptr_list attrs;  /* const hcl_attribute * */
  ptr_list blocks; /* const hcl_block * */
} taken;

/* The name lookups of one reading of a body under a schema: each list is
   scanned while short and indexed once long (core/name_index.h), so that
   reading costs O(names), not O(names squared). */
typedef struct hcl_body_lookups {
  hcl_name_index attrs;         /* the body's attributes */
  hcl_name_index hidden_attrs;  /* the body's hidden attribute names */
  hcl_name_index hidden_blocks; /* the body's hidden block types */
  hcl_name_index schema_attrs;  /* the schema's attributes */
  hcl_name_index schema_blocks; /* the schema's block types */
  hcl_name_index taken;         /* the attributes taken so far */
} hcl_body_lookups;

/* `alloc` holds the indexes; fini releases them. */
void hcl_body_lookups_init(hcl_body_lookups *l, const hcl_alloc *alloc);
void hcl_body_lookups_fini(hcl_body_lookups *l);

/* Whether the body hides the attribute name (what a partial read took). */
bool hcl_body_hidden_attr(hcl_body_lookups *l, const hcl_body *b, hcl_str name);
/* The schema's first attribute or block type of that name, or NULL. */
const hcl_attr_schema *hcl_body_schema_attr(hcl_body_lookups *l,
                                            const hcl_schema *s, hcl_str name);
const hcl_block_schema *
hcl_body_schema_block(hcl_body_lookups *l, const hcl_schema *s, hcl_str type);
/* The first attribute of `got` of that name, or NULL: `got` must be the
   same list, maybe grown, at every call with the same `l`. */
const hcl_attribute *hcl_body_taken_attr(hcl_body_lookups *l, const taken *got,
                                         hcl_str name);
/* The name of item `i` of a list of `const hcl_attribute *`. */
hcl_str hcl_body_taken_name(const void *list, size_t i);

/* Appends an error diagnostic (to a NULL `ds`: nothing). */
hcl_status hcl_body_diag(hcl_diags *ds, const char *summary, const char *detail,
                         const hcl_range *subject, const hcl_range *context);

/* Appends an error whose detail is formatted like printf, whole, in the
   tree's scratch memory (to a NULL `ds`: nothing). Returns HCL_ERR_SYNTAX,
   the input's error, or HCL_ERR_NOMEM when it could not be reported. */
hcl_status hcl_body_errorf(hcl_tree *t, hcl_diags *ds, const char *summary,
                           const hcl_range *subject, const hcl_range *context,
                           const char *detail_fmt, ...)
    __attribute__((format(printf, 6, 7)));

/* "WHAT "NAME" was already set at FILE:L,C-C" and `end`, with `first`
   the earlier definition; returns as hcl_body_errorf. */
hcl_status hcl_body_duplicate(hcl_tree *t, hcl_diags *ds, const char *summary,
                              const char *what, hcl_str name,
                              const hcl_range *first, const char *end,
                              const hcl_range *subject,
                              const hcl_range *context);

/* Out of memory over errors over success. */
hcl_status hcl_body_worse(hcl_status a, hcl_status b);

/* The JSON body's content under `s` (body_json.c): partial when
   `is_partial`, with the rest in *remain; required attributes not
   enforced when `merged_schema`. */
hcl_status hcl_json_content(const hcl_body *b, const hcl_schema *s, taken *out,
                            const hcl_body **remain, bool is_partial,
                            bool merged_schema, hcl_diags *ds);

/* The JSON body's attributes, each property one. */
hcl_status hcl_json_just_attributes(const hcl_body *b, ptr_list *out,
                                    hcl_diags *ds);

#endif
