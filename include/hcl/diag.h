#ifndef HCL_DIAG_H
#define HCL_DIAG_H

/* Section - Positions, ranges and diagnostics */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "hcl/alloc.h"
#include "hcl/export.h"
#include "hcl/limits.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * A position in a source file. `line` and `column` count from 1, `byte` from
 * 0. A column is one grapheme cluster; a tab is one column.
 */
typedef struct hcl_pos {
  uint64_t byte;
  uint32_t line;
  uint32_t column;
} hcl_pos;

/**
 * A span of a source file, `start` inclusive and `end` exclusive. The file
 * name is borrowed from whoever produced the range (for events and
 * diagnostics: valid as long as the event or diagnostic is).
 */
typedef struct hcl_range {
  const char *filename;
  hcl_pos start;
  hcl_pos end;
} hcl_range;

typedef enum hcl_severity {
  HCL_DIAG_ERROR = 1,
  HCL_DIAG_WARNING = 2
} hcl_severity;

/** The diagnostic came from lexical analysis (bad characters, encoding). */
#define HCL_DIAGF_LEXICAL 0x1u

/**
 * A read-only view of one diagnostic. `summary` and `detail` are
 * NUL-terminated; `detail` may be empty. `subject` (the part at fault) and
 * `context` (the construct around it) may be NULL. `values` may hold the
 * values of the variables the expression at fault refers to, one
 * "NAME as VALUE" or "NAME set to null" per line, which the text renderer
 * shows ("with a as "x","); NULL when there are none. A diagnostic handed
 * to a sink's callback is valid only during that callback.
 */
typedef struct hcl_diag {
  hcl_severity severity;
  uint32_t flags;
  const char *summary;
  const char *detail;
  const hcl_range *subject;
  const hcl_range *context;
  const char *values;
} hcl_diag;

/** An ordered collection of diagnostics that owns copies of them. */
typedef struct hcl_diags hcl_diags;

/* Section - Create and destroy */

/** A new, empty collection; NULL when out of memory. `alloc` may be NULL. */
HCL_API hcl_diags *hcl_diags_new(const hcl_alloc *alloc);
HCL_API void hcl_diags_free(hcl_diags *ds);

/* Section - Use */

/**
 * Appends a deep copy of `d` (strings and ranges, file names included).
 * Returns HCL_ERR_NOMEM when the copy cannot be made.
 */
HCL_API hcl_status hcl_diags_add(hcl_diags *ds, const hcl_diag *d);

/**
 * Appends an error built from parts; `subject` may be NULL. A convenience for
 * callers that report their own problems (missing files, bad flags).
 */
HCL_API hcl_status hcl_diags_add_error(hcl_diags *ds, const char *summary,
                                       const char *detail,
                                       const hcl_range *subject);

/**
 * Moves the lexical diagnostics (HCL_DIAGF_LEXICAL) of the entries from
 * index `from` onwards ahead of the others, keeping each group's order. The
 * reference implementation reports a file's lexical problems before its
 * syntax errors; tools call this after each file to print in that order.
 */
HCL_API void hcl_diags_lexical_first(hcl_diags *ds, size_t from);

/* Section - Inspect */

HCL_API size_t hcl_diags_count(const hcl_diags *ds);
/** The i-th diagnostic, valid until the collection changes or is freed. */
HCL_API const hcl_diag *hcl_diags_at(const hcl_diags *ds, size_t i);
HCL_API bool hcl_diags_has_errors(const hcl_diags *ds);

/* Section - Render */

/**
 * Reads up to `len` bytes of `filename` starting at `offset` into `buf` and
 * returns how many were read (0 past the end), or HCL_SOURCE_UNAVAILABLE
 * when the file cannot be read. The text renderer uses it to show the
 * source lines around a diagnostic without holding whole files.
 */
#define HCL_SOURCE_UNAVAILABLE ((size_t)-1)
typedef size_t (*hcl_source_read_fn)(void *ctx, const char *filename,
                                     uint64_t offset, char *buf, size_t len);

/**
 * The text renderer's reader when none is given: reads from the file named
 * `filename` on disk (`ctx` is unused). Offsets are 64-bit, so spans of
 * files over 2 GiB can be shown. A reader that holds some sources in memory
 * calls it for the others.
 */
HCL_API size_t hcl_source_read_file(void *ctx, const char *filename,
                                    uint64_t offset, char *buf, size_t len);

typedef struct hcl_text_options {
  /* sizeof(hcl_text_options); 0 means this header's whole struct, as for
     hcl_native_options: `hcl_text_options o = {0}; o.color = true;` asks
     for colour, no wrapping and no carets. */
  uint32_t size;
  unsigned width; /* wrap details at this width (HCL_TEXT_WIDTH_DEFAULT);
                     0 = no wrapping */
  bool color;     /* VT100 colours for severities and highlights */
  hcl_source_read_fn read_source; /* NULL: hcl_source_read_file */
  void *read_source_ctx;
  /* Names the block around a position, for "on FILE line N, in NAME:"
     (see hcl_tree_block_name); NULL for none. Writes at most `cap` bytes
     including the NUL and returns the name's full length, as snprintf
     does (0: no name); a longer name is asked for again with room. */
  size_t (*block_name)(void *ctx, const char *filename, uint64_t offset,
                       char *buf, size_t cap);
  void *block_name_ctx;
  /* Underline the subject with carets when not in colour (default true;
     hcldec turns them off, as the reference draws none). */
  bool carets;
} hcl_text_options;

HCL_API hcl_text_options hcl_text_options_default(void);

/**
 * Writes each diagnostic as text: severity and summary, the source lines
 * with the subject highlighted (or, without colour, underlined with carets),
 * then the detail. `opts` may be NULL. Returns HCL_ERR_IO on a write error.
 */
HCL_API hcl_status hcl_diags_render_text(const hcl_diags *ds, FILE *out,
                                         const hcl_text_options *opts);

/**
 * Writes the collection as the JSON document `hcldec --diags=json` prints:
 * {"diagnostics": [{"severity", "summary", "detail", "subject"}...]}, or
 * nothing at all when the collection is empty.
 */
HCL_API hcl_status hcl_diags_render_json(const hcl_diags *ds, FILE *out);

/**
 * Formats `r` as the reference does in messages: "file:3,5-9" on one line,
 * "file:3,5-4,2" across lines. Writes at most `cap` bytes including the NUL
 * and returns the length the full text needs (as snprintf does).
 */
HCL_API size_t hcl_range_format(const hcl_range *r, char *buf, size_t cap);

/**
 * `s` in double quotes as the library's messages quote names and paths
 * (those of the reference, which uses Go's %q): printable characters as
 * they are, others as escapes (\n, \u00ad, ...), bytes that are not UTF-8
 * as \xNN. For callers whose own diagnostics should read like the
 * library's. *out is NUL-terminated and allocated with `alloc` (NULL:
 * malloc): free it with hcl_free(alloc, *out); *out_len, when given, is its
 * length. Fails only with HCL_ERR_NOMEM.
 */
HCL_API hcl_status hcl_diag_quote(const char *s, size_t len,
                                  const hcl_alloc *alloc, char **out,
                                  size_t *out_len);

#ifdef __cplusplus
}
#endif

#endif
