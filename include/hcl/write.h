#ifndef HCL_WRITE_H
#define HCL_WRITE_H

/*
 * Writers: sinks that turn a native-syntax event stream back into text.
 *
 * A writer asks for TOKEN events (HCL_SINK_WANTS_TOKENS) and writes from
 * them alone, so it reproduces everything the input holds: comments,
 * blank lines, heredocs, line endings. Two styles:
 *   - HCL_WRITE_VERBATIM writes every byte back as it was: the identity.
 *   - HCL_WRITE_CANONICAL writes the layout the reference `hclfmt`
 *     (hclwrite.Format) produces: indentation by bracket nesting, one
 *     space between tokens where it belongs and none where it does not,
 *     `=` and trailing comments aligned across runs of lines. Only spaces
 *     change; never a line break, never a token.
 *
 * Memory: the verbatim writer holds nothing. The canonical writer holds
 * the open line and, while a run of lines that align `=` or trailing
 * comments is open (its column depends on its widest line), the lines of
 * that run: up to 1 MiB of them in memory, the rest in a temporary file
 * (tmpfile(3)), read back once when the run ends. So a run a million lines
 * long costs disk, not memory; the writer's own peak stays near 1 MiB per
 * spool plus the longest line (a heredoc is one line) and the bracket
 * nesting depth. The parse feeding it has its own bounds (hcl/native.h).
 */

#include <stdint.h>
#include <stdio.h>

#include "hcl/alloc.h"
#include "hcl/events.h"
#include "hcl/export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Section - Types */

typedef enum hcl_write_style {
  HCL_WRITE_VERBATIM = 0,
  HCL_WRITE_CANONICAL
} hcl_write_style;

typedef struct hcl_write_options {
  /** sizeof(hcl_write_options); 0 means this header's whole struct. */
  uint32_t size;
  /** Allocator for the writer and what it holds; NULL for malloc. */
  const hcl_alloc *alloc;
  hcl_write_style style;
} hcl_write_options;

/** A writer: a sink that writes text to a stream. */
typedef struct hcl_writer hcl_writer;

/** Defaults: malloc, HCL_WRITE_VERBATIM. */
HCL_API hcl_write_options hcl_write_options_default(void);

/* Section - Create and destroy */

/**
 * A writer that writes to `out` (borrowed: it must stay open while the
 * writer is used; the writer never closes it). `opts` may be NULL for the
 * defaults. On success *w holds the writer, the caller's to free with
 * hcl_writer_free(). Fails with HCL_ERR_NOMEM.
 */
HCL_API hcl_status hcl_writer_new(FILE *out, const hcl_write_options *opts,
                                  hcl_writer **w);
/** Frees the writer, and any text it still held (not written). */
HCL_API void hcl_writer_free(hcl_writer *w);

/* Section - Use */

/**
 * The writer's sink, valid while the writer lives. Give it to a native
 * parse (hcl_native_parse and the like); text is written as the stream
 * goes, and the rest when the stream ends with HCL_OK. The sink returns
 * HCL_ERR_IO when writing to the stream fails. A writer takes one stream
 * at a time and is ready for another after `end`. Diagnostics are not its
 * business: tee it with a sink that takes them (hcl_diags_sink). A stream
 * that ends with an error leaves the text written so far; callers that
 * must not write a broken file write to a temporary one
 * (hcl/file.h) and keep it only on success.
 */
HCL_API hcl_sink hcl_writer_sink(hcl_writer *w);

#ifdef __cplusplus
}
#endif

#endif
