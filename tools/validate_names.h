#ifndef HCL_TOOLS_VALIDATE_NAMES_H
#define HCL_TOOLS_VALIDATE_NAMES_H

/*
 * The names hcldec's text diagnostics give the place of an error ("on
 * FILE line N, in resource "a" "b":"): the top-level block around it in
 * a native file, the path of objects and arrays down to it in a JSON
 * file (hcl_tree_block_name's answers). `hcl validate` finds them for
 * the subjects of one file's diagnostics in one more streaming pass over
 * the file, so that an invalid file costs no tree of it either.
 */

#include <stdbool.h>
#include <stdint.h>

#include "hcl/diag.h"
#include "hcl/events.h"

typedef struct vn_names vn_names;

/* The names to find: the subjects of `ds` in the file `filename`. NULL
   when out of memory. */
vn_names *vn_names_new(const hcl_diags *ds, const char *filename, bool json);
void vn_names_free(vn_names *n);

/* The sink to stream the file to. */
hcl_sink vn_names_sink(vn_names *n);

/* vn_names_new, then the stream: the file read through `reader` (native
   syntax) when it is not NULL, else `filename` read again in the syntax
   `json` says. NULL when out of memory. */
vn_names *vn_names_read(const hcl_diags *ds, const char *filename, bool json,
                        const hcl_reader *reader);

/* After the stream: as hcl_tree_block_name, for one of the offsets; no
   name when `n` is NULL. */
size_t vn_names_get(const vn_names *n, uint64_t offset, char *buf, size_t cap);

#endif
