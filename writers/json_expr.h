#ifndef HCL_WRITERS_JSON_EXPR_H
#define HCL_WRITERS_JSON_EXPR_H

/*
 * One attribute's expression in the HCL JSON syntax. The JSON writer
 * records the expression's events as they come (a small tree) and its
 * source text: from the TOKEN events, or, given a way to read the source,
 * by the expression's byte range when the attribute ends. Then it writes
 * the value:
 *
 *   - a number, `true`, `false` or `null` as that JSON value (`-1` too);
 *   - a string, a quoted template or a heredoc as a JSON string holding
 *     the template text: literal parts with `${` and `%{` escaped as `$${`
 *     and `%%{`, interpolations and directives with their source text;
 *   - a tuple or object constructor as a JSON array or object of the
 *     same, recursively (object keys are templates in the JSON syntax);
 *   - anything else as "${...}" around its source text, comments kept:
 *     a template of one interpolation, whose value is the expression's.
 *
 * Memory: the largest single expression.
 */

#include <stdbool.h>
#include <stdint.h>

#include "core/buf.h"
#include "core/map.h"
#include "core/vec.h"
#include "hcl/diag.h"
#include "hcl/events.h"
#include "native_syntax/ast.h"

typedef struct hcl_jexpr {
  hcl_vec nodes;  /* struct jnode, in prefix order */
  hcl_vec toks;   /* struct jtok */
  hcl_vec open;   /* uint32_t: nodes begun and not ended */
  hcl_buf source; /* the tokens' bytes, with the blanks between them */
  hcl_buf texts;  /* the nodes' `text` and `key` */
  hcl_buf raw;    /* scratch: a template's text before quoting */
  hcl_buf key;    /* scratch: one object key */
  hcl_map keys;   /* scratch: one object's keys */
  bool pretty;
  hcl_source_read_fn read; /* NULL: the source is in `toks` */
  void *read_ctx;
  const char *filename; /* for `read`: the parse's name */
  bool have_source;     /* `source` holds the expression's text */
  bool unreadable;      /* reading it failed */
} hcl_jexpr;

/* `read` may be NULL: then TOKEN events must be given. */
void hcl_jexpr_init(hcl_jexpr *x, const hcl_alloc *alloc, bool pretty,
                    hcl_source_read_fn read, void *read_ctx);
void hcl_jexpr_fini(hcl_jexpr *x);
/* Forgets the expression recorded, for the next attribute. */
void hcl_jexpr_reset(hcl_jexpr *x);

/* Records one event of the attribute: TOKEN, EXPR_BEGIN or EXPR_END. */
bool hcl_jexpr_event(hcl_jexpr *x, const hcl_event *ev);

/* Records the attribute's expression from the native parser's own tree
   (HCL_EV_NATIVE_TREE), as its EXPR events would have; the source is then
   read back through `read`, which must be set. */
bool hcl_jexpr_add_native(hcl_jexpr *x, const hcl_node *root,
                          const hcl_emit_ctx *e);

/* Appends the recorded expression's JSON value to `out`; `indent` is the
   nesting level of the entry holding it (for the pretty layout). False
   when out of memory, or (*unreadable set) when the source could not be
   read. */
bool hcl_jexpr_write(hcl_jexpr *x, hcl_buf *out, unsigned indent,
                     bool *unreadable);

/* Whether the recorded expression is a lone name (`it`), for attributes
   read as a static traversal: the JSON syntax reads those from a plain
   string ("it"), not from "${it}". Then hcl_jexpr_write_name writes it. */
bool hcl_jexpr_is_name(const hcl_jexpr *x);
bool hcl_jexpr_write_name(hcl_jexpr *x, hcl_buf *out);

/* Appends `s` to `out` as template text: `${` and `%{` escaped, and a
   carriage return without a line feed after it as `${"\r"}`. */
bool hcl_jexpr_escape_template(hcl_buf *out, const char *s, size_t len);

/* Appends a newline and `indent` levels of two spaces. */
bool hcl_jexpr_newline(hcl_buf *out, unsigned indent);

#endif
