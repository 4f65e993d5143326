#ifndef HCL_WRITE_H
#define HCL_WRITE_H

/*
 * Writers: sinks that turn a native-syntax event stream back into text.
 *
 * A writer asks for TOKEN events (HCL_SINK_WANTS_TOKENS) and writes from
 * them alone (it sets HCL_SINK_SKIPS_EXPRS too, unless the terraform
 * rewrites are on), so it reproduces everything the input holds: comments,
 * blank lines, heredocs, line endings. Two styles:
 *   - HCL_WRITE_VERBATIM writes every byte back as it was: the identity.
 *   - HCL_WRITE_CANONICAL writes the layout the reference `hclfmt`
 *     (hclwrite.Format) produces: indentation by bracket nesting, one
 *     space between tokens where it belongs and none where it does not,
 *     `=` and trailing comments aligned across runs of lines. Only spaces
 *     change; never a line break, never a token.
 *
 * Memory: the verbatim writer holds up to 64 KiB of output before it
 * writes it, and writes a longer token straight through (so does the
 * canonical one). The canonical writer holds
 * the open line and, while a run of lines that align `=` or trailing
 * comments is open (its column depends on its widest line), the lines of
 * that run: up to 1 MiB of them in memory, the rest in a temporary file
 * (hcl_temp_file(), in $TMPDIR), read back once when the run ends. So a
 * run a million lines long costs disk, not memory; the writer's own peak
 * stays near 1 MiB per spool plus the longest line (a heredoc is one line)
 * and the bracket nesting depth. The parse feeding it has its own
 * bounds (hcl/native.h).
 */

#include <stdbool.h>
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
  /** With HCL_WRITE_CANONICAL: also what `terraform fmt` rewrites. Block
      labels are quoted; an attribute's value written `"${x}"` alone
      becomes `x` (in parentheses when it spans lines); the `type` of a
      top-level `variable` block in the old forms (`"string"`, `"list"`,
      `"map"`, a bare `list`, `map` or `set`) becomes `string`,
      `list(string)`, `map(string)`, `list(any)`, `map(any)`, `set(any)`.
      The writer then holds one attribute's value until it ends. */
  bool terraform;
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
 * goes, in chunks of about 64 KiB, and the rest when the stream ends
 * (flushed with fflush when it ends with HCL_OK). The sink returns
 * HCL_ERR_IO when writing to the stream fails. A writer takes one stream
 * at a time and is ready for another after `end`. Diagnostics are not its
 * business: tee it with a sink that takes them (hcl_diags_sink). A stream
 * that ends with an error leaves the text written so far; callers that
 * must not write a broken file write to a temporary one
 * (hcl/file.h) and keep it only on success.
 */
HCL_API hcl_sink hcl_writer_sink(hcl_writer *w);

/* Section - The JSON writer */

/*
 * A sink that writes a native-syntax stream as the HCL JSON syntax
 * (docs/conversion.md): a body is an object; an attribute is a property
 * whose value is the JSON form of its expression (a literal as that JSON
 * value, a string or template as template text, a tuple or object
 * constructor as an array or object, anything else as "${...}" around
 * its source text); a block is a property named by its type holding one
 * nested object per label, then its body.
 *
 * Comments (when asked for) become "//" properties of a body object,
 * which readers of the JSON syntax ignore: those that lead a block go
 * into the block's own body, the rest into the body they stand in.
 * Comments inside an expression stay in its "${...}" text, and are lost
 * only where the expression becomes a JSON array or object.
 *
 * Layouts and memory:
 *   - HCL_JSON_GROUPED: the blocks of one type in one body are grouped
 *     under one property, where the first of them stood: an object for
 *     one block, an array in source order for more. No key repeats, so
 *     every JSON reader keeps all of it; one "//" per body, its comments
 *     joined by newlines. A body's properties wait until the body ends,
 *     in memory up to 1 MiB in all and then in a temporary file
 *     (hcl_temp_file(), in $TMPDIR); what stays in memory is a few words
 *     per distinct block type of each open body.
 *   - HCL_JSON_STREAM: everything is written as it comes, in one pass:
 *     a property per block, keys repeating as the JSON syntax allows, a
 *     "//" per run of comments. Memory: the nesting depth and
 *     the largest single expression.
 *   - HCL_JSON_ARRAY_BLOCKS: the layout of the hcl2json tool: one object
 *     level per label, merged across blocks, and an array of bodies at
 *     the innermost level, even for one block. Blocks with the same
 *     labels keep their order; blocks of one type come in the order their
 *     labels first appear, which is source order unless labels recur
 *     after others (`a "x"`, `a "y"`, `a "x"` reads back as x, x, y). It
 *     holds a record for every distinct label path of each open body, as
 *     that layout must.
 *     Blocks of one type with different numbers of labels cannot be
 *     written this way: the stream stops with HCL_ERR_INVALID and
 *     hcl_json_writer_error() says why.
 */

typedef enum hcl_json_layout {
  HCL_JSON_GROUPED = 0,
  HCL_JSON_STREAM,
  HCL_JSON_ARRAY_BLOCKS
} hcl_json_layout;

typedef struct hcl_json_write_options {
  /** sizeof(hcl_json_write_options); 0 means this header's whole struct. */
  uint32_t size;
  /** Allocator for the writer and what it holds; NULL for malloc. */
  const hcl_alloc *alloc;
  hcl_json_layout layout;
  /** Indent by two spaces per level; compact (no blanks at all) when
      false. */
  bool pretty;
  /** Write comments as "//" properties. */
  bool comments;
  /** The nesting level the document sits at, for pretty output embedded
      in a larger document (0 for a document of its own). */
  unsigned depth;
  /** Where expressions' source text comes from. NULL: from TOKEN events,
      which the writer then asks for. Given: read by byte range when each
      attribute ends (`filename` is the parse's name), and no tokens are
      asked for, which makes the parse cheaper; for input that can be
      read again, such as a regular file. A failed read stops the stream
      with HCL_ERR_IO. */
  hcl_source_read_fn read_source;
  void *read_source_ctx;
} hcl_json_write_options;

typedef struct hcl_json_writer hcl_json_writer;

/** Defaults: malloc, HCL_JSON_GROUPED, compact, comments kept, depth 0. */
HCL_API hcl_json_write_options hcl_json_write_options_default(void);

/**
 * A JSON writer writing to `out` (borrowed, never closed). `opts` may be
 * NULL. On success *w holds it, the caller's to free. HCL_ERR_NOMEM.
 */
HCL_API hcl_status hcl_json_writer_new(FILE *out,
                                       const hcl_json_write_options *opts,
                                       hcl_json_writer **w);
HCL_API void hcl_json_writer_free(hcl_json_writer *w);

/**
 * The writer's sink: give it to a native parse. It asks for trivia when
 * comments are kept, and for tokens unless `read_source` was given. One
 * JSON document per stream, with no newline after it. The grouped
 * layouts write it when the body ends, and not at all when an error
 * diagnostic came with the stream (so a broken input never yields a
 * document); the stream layout writes as it goes (a stream that fails
 * leaves part of a document: write to a temporary file, see hcl/file.h).
 * HCL_ERR_IO when writing fails. Ready for another stream after `end`.
 */
HCL_API hcl_sink hcl_json_writer_sink(hcl_json_writer *w);

/** Why the last stream stopped with HCL_ERR_INVALID, or NULL. */
HCL_API const char *hcl_json_writer_error(const hcl_json_writer *w);

/* Section - From the JSON syntax to the native syntax */

/*
 * The JSON syntax cannot say whether a property is an attribute or a block:
 * the schema decides. A converter asks a hcl_block_kinds about each
 * property of each body object. `body` names the body: `root` for the
 * document, and for a block's body the `child` its lookup gave.
 */
typedef enum hcl_prop_kind {
  HCL_PROP_UNKNOWN = 0, /* the schema reads no such name here */
  HCL_PROP_ATTRIBUTE,
  HCL_PROP_BLOCK /* *nlabels labels, then a body read as *child */
} hcl_prop_kind;

typedef struct hcl_block_kinds {
  hcl_prop_kind (*lookup)(void *ctx, const void *body, hcl_str name,
                          size_t *nlabels, const void **child);
  void *ctx;
  const void *root;
} hcl_block_kinds;

typedef struct hcl_native_write_options {
  /** sizeof(hcl_native_write_options); 0 means this header's whole struct. */
  uint32_t size;
  /** Allocator for the writer and what it holds; NULL for malloc. */
  const hcl_alloc *alloc;
  /** Which properties are blocks (borrowed, must outlive the writer);
      NULL: every property is an attribute. */
  const hcl_block_kinds *kinds;
} hcl_native_write_options;

/**
 * A sink that takes a JSON-syntax stream (hcl_json_parse and the like) and
 * writes the same configuration in the native syntax, in the canonical
 * layout (`hclfmt` leaves it unchanged), as it streams: memory is the
 * nesting depth, the labels of the open blocks, the largest single
 * string (each string is read as a template, as the JSON syntax reads
 * it) and the attribute names of the open bodies up to a budget of a few
 * megabytes (docs/limits.md: past it they go to a temporary file, and a
 * duplicate among those is reported when its body ends).
 *
 *   - A property `kinds` calls a block becomes a block: its labels from as
 *     many levels of nested objects (an array at any level holds several),
 *     then its body. Any other property becomes an attribute; one that
 *     `kinds` does not know is written all the same, with a warning.
 *   - A string that is exactly one interpolation, "${x}", becomes the bare
 *     expression x (in parentheses when it spans lines); other strings
 *     become quoted templates with native escapes. Numbers keep their
 *     digits; arrays become tuples, objects object constructors.
 *   - A body's "//" properties become comments, where they stood.
 *
 * Problems (a property name that is no identifier, a string that is no
 * template, a block value of the wrong shape) are error diagnostics in
 * hcl_native_writer_diags(), warnings too; the text written is then not
 * to be used. Diagnostics of the JSON parse itself are not the writer's:
 * tee it with a sink that takes them.
 */
typedef struct hcl_native_writer hcl_native_writer;

HCL_API hcl_native_write_options hcl_native_write_options_default(void);
HCL_API hcl_status hcl_native_writer_new(FILE *out,
                                         const hcl_native_write_options *opts,
                                         hcl_native_writer **w);
HCL_API void hcl_native_writer_free(hcl_native_writer *w);
/** The sink; ready for another stream after `end`. Taking it starts a
    stream: the previous one's diagnostics are dropped. */
HCL_API hcl_sink hcl_native_writer_sink(hcl_native_writer *w);
/** The warnings and errors of the last stream (owned by the writer). */
HCL_API const hcl_diags *hcl_native_writer_diags(const hcl_native_writer *w);

#ifdef __cplusplus
}
#endif

#endif
