#ifndef HCL_EVAL_VALUE_JSON_H
#define HCL_EVAL_VALUE_JSON_H

/*
 * cty's JSON encoding of values and types, shared within eval/ (the
 * jsonencode and jsondecode functions) and with the tests.
 *
 * Reading is done in two steps, as the reference does: the text is parsed
 * into a document of nodes (reporting syntax errors worded as Go's
 * encoding/json Decoder words them), then a node is read as a value of a
 * type (cty's Unmarshal, with its messages), or its type is implied.
 * Nothing here recurses on the input's nesting.
 */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/buf.h"
#include "core/vec.h"
#include "hcl/value.h"

/* Section - Documents */

typedef enum hcl_json_kind {
  HCL_JSON_NULL,
  HCL_JSON_TRUE,
  HCL_JSON_FALSE,
  HCL_JSON_NUMBER,
  HCL_JSON_STRING,
  HCL_JSON_ARRAY,
  HCL_JSON_OBJECT
} hcl_json_kind;

/* One value of a document. Nodes are stored in document order, so a
   container's members follow it and its subtree ends at `end`. */
typedef struct hcl_json_node {
  uint8_t kind;    /* hcl_json_kind */
  bool has_key;    /* an object member */
  size_t depth;    /* 1 for the top-level value */
  size_t end;      /* index one past the last node of the subtree */
  size_t count;    /* members of a container */
  size_t text_off; /* string: its decoded bytes; number: its text */
  size_t text_len;
  size_t key_off; /* object members: the decoded key */
  size_t key_len;
} hcl_json_node;

typedef struct hcl_json_doc {
  const hcl_alloc *alloc;
  hcl_vec nodes;   /* hcl_json_node */
  hcl_buf strings; /* decoded strings and number texts */
  /* The first member of the top-level container whose subtree nests deeper
     than the reference's reader allows (SIZE_MAX when none); reading it
     fails with "exceeded max depth" at the character `deep_char`. */
  size_t deep_node;
  char deep_char;
} hcl_json_doc;

void hcl_json_doc_init(hcl_json_doc *d, const hcl_alloc *alloc);
void hcl_json_doc_fini(hcl_json_doc *d);

/*
 * Parses one JSON value from `text` into `d` (which must be empty). With
 * `whole`, anything but whitespace, ']' or '}' after it is an error
 * ("extraneous data after JSON object"), as cty's ImpliedType checks.
 * Returns HCL_OK, HCL_ERR_SYNTAX with the message in `err`, or
 * HCL_ERR_NOMEM.
 */
hcl_status hcl_json_doc_parse(hcl_json_doc *d, const char *text, size_t len,
                              bool whole, hcl_buf *err);

static inline const hcl_json_node *hcl_json_at(const hcl_json_doc *d,
                                               size_t i) {
  return (const hcl_json_node *)hcl_vec_at(&d->nodes, i);
}
static inline hcl_str hcl_json_text(const hcl_json_doc *d,
                                    const hcl_json_node *n) {
  hcl_str s = {d->strings.data + n->text_off, n->text_len};
  return s;
}
static inline hcl_str hcl_json_key(const hcl_json_doc *d,
                                   const hcl_json_node *n) {
  hcl_str s = {d->strings.data + n->key_off, n->key_len};
  return s;
}
/* The member of object node `obj` named `key` (the last one), or
   SIZE_MAX. */
size_t hcl_json_member(const hcl_json_doc *d, size_t obj, const char *key);

/* Section - Reading values and types */

/* The type cty's ImpliedType gives node `i`; a new reference, NULL when
   out of memory. */
const hcl_type *hcl_json_implied_type(const hcl_json_doc *d, size_t i,
                                      const hcl_alloc *a);

/*
 * Node `i` read as a value of type `t` (cty's Unmarshal). Returns HCL_OK,
 * HCL_ERR_SYNTAX with cty's message in `err`, or HCL_ERR_NOMEM.
 */
hcl_status hcl_json_unmarshal(const hcl_json_doc *d, size_t i,
                              const hcl_type *t, const hcl_alloc *a,
                              hcl_value **out, hcl_buf *err);

/* Node `i` read as cty's JSON encoding of a type (Type.UnmarshalJSON);
   errors as hcl_json_unmarshal. */
hcl_status hcl_json_node_type(const hcl_json_doc *d, size_t i,
                              const hcl_alloc *a, const hcl_type **out,
                              hcl_buf *err);

/*
 * Text read as cty does: with `t` NULL, ImpliedType then Unmarshal (what
 * hcl_value_from_json and jsondecode do); with a type, Unmarshal with it
 * (syntax errors are then worded as for the implied type). Errors as
 * hcl_json_unmarshal.
 */
hcl_status hcl_json_decode(const char *text, size_t len, const hcl_type *t,
                           const hcl_alloc *a, hcl_value **out, hcl_buf *err);
/* Just the implied type of the text (a new reference in *out). */
hcl_status hcl_json_decode_type(const char *text, size_t len,
                                const hcl_alloc *a, const hcl_type **out,
                                hcl_buf *err);

/* Section - Writing */

/*
 * Appends `v` encoded for type `as` (cty's Marshal: a value that does not
 * conform to `as` is converted to it first). Returns HCL_OK,
 * HCL_ERR_INVALID with cty's message in `err`, or HCL_ERR_NOMEM.
 */
hcl_status hcl_json_marshal(const hcl_value *v, const hcl_type *as,
                            hcl_buf *out, hcl_buf *err);
/* The same, leaving out the members of objects and maps whose value is
   null, at every depth, as hcldec leaves them out of what it prints. */
hcl_status hcl_json_marshal_nonnull(const hcl_value *v, const hcl_type *as,
                                    hcl_buf *out, hcl_buf *err);

/*
 * A value the marshaller writes as `text`, verbatim: JSON already written
 * for part of a larger value, so that the part's values need not be kept
 * until the whole is written. Its type is a capsule of its own, so that
 * nothing but the marshaller can look inside, and every fragment has that
 * one type: a list or map of fragments unifies to it at once. `kind`
 * says what the part was: a value (text), a null (text "null", which
 * hcl_json_marshal_nonnull leaves out where it leaves out nulls), or one
 * JSON cannot hold (text is the error writing it gave, HCL_ERR_INVALID's
 * message, which writing the whole then gives). NULL when out of memory.
 */
typedef enum hcl_fragment_kind {
  HCL_FRAGMENT_TEXT,
  HCL_FRAGMENT_NULL,
  HCL_FRAGMENT_ERROR
} hcl_fragment_kind;
hcl_value *hcl_json_fragment(const char *text, size_t len,
                             hcl_fragment_kind kind, const hcl_alloc *a);
/* Appends cty's JSON encoding of `t`; errors as hcl_json_marshal. */
hcl_status hcl_json_marshal_type(const hcl_type *t, hcl_buf *out, hcl_buf *err);

#endif
