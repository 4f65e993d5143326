#ifndef HCL_TOOLS_HCLDEC_SOURCES_H
#define HCL_TOOLS_HCLDEC_SOURCES_H

/* The files hcldec reads, parsed into one tree, and their text for the
   diagnostics renderer (input read from memory is kept for it). */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hcl/hcl.h"

typedef struct hcldec_sources hcldec_sources;

hcldec_sources *hcldec_sources_new(hcl_tree *tree);
void hcldec_sources_free(hcldec_sources *s);

/* Parses a file (JSON syntax when its name ends in ".json", unless
   `native_only`, as for spec files) into the tree; diagnostics go to `ds`
   in the reference's order. Returns the file's body (which may be partial
   after syntax errors), or NULL when it could not be read. */
const hcl_body *hcldec_parse_file(hcldec_sources *s, hcl_tree *tree,
                                  const char *path, bool native_only,
                                  hcl_diags *ds);
/* As hcldec_parse_file, for standard input named "<stdin>". */
const hcl_body *hcldec_parse_stdin(hcldec_sources *s, hcl_tree *tree,
                                   hcl_diags *ds);
/* As hcldec_parse_file, for text in memory (copied) named `name`. */
const hcl_body *hcldec_parse_memory(hcldec_sources *s, hcl_tree *tree,
                                    const char *name, const char *text,
                                    size_t len, bool json, hcl_diags *ds);

/* Whether memory ran out in any parse so far (the body returned is then
   NULL or partial, and the diagnostics may lack errors). */
bool hcldec_sources_nomem(const hcldec_sources *s);

/* Whether hcldec reads `path` in the JSON syntax: its name ends in
   ".json". */
bool hcldec_is_json_path(const char *path);

/* Adds the reference's error for a file it cannot read, whose words
   differ between its native and JSON parsers. */
void hcldec_read_failed(const char *path, bool json, hcl_diags *ds);

/* hcl_text_options callbacks. */
size_t hcldec_sources_read(void *ctx, const char *filename, uint64_t offset,
                           char *buf, size_t len);
size_t hcldec_sources_block_name(void *ctx, const char *filename,
                                 uint64_t offset, char *buf, size_t cap);

#endif
