#ifndef HCL_TOOLS_FMT_SPLIT_H
#define HCL_TOOLS_FMT_SPLIT_H

/* One large file formatted on several threads, for `hcl fmt`. */

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "hcl/hcl.h"

/* Files smaller than this are formatted whole: the cut does not pay. */
#define FMT_SPLIT_MIN_BYTES ((uint64_t)4 << 20)

typedef enum fmt_split_result {
  FMT_SPLIT_DONE,  /* the formatted text is written to `out` */
  FMT_SPLIT_WHOLE, /* nothing written: format the file whole instead */
  FMT_SPLIT_FAILED /* writing to `out` failed, part of it written */
} fmt_split_result;

/*
 * Formats the regular file open at `fd` (`size` bytes, named `path`) in
 * runs of whole top-level items, on `threads` threads, and writes the
 * runs' texts to `out` in order. The runs' texts stay in memory up to
 * `in_memory` bytes in all, in temporary files beyond. Anything it cannot
 * vouch for (a run with any diagnostic, an attribute set in two runs, no
 * place to cut, out of memory) answers FMT_SPLIT_WHOLE with nothing
 * written, so the whole file's parse gives the answer and the diagnostics.
 */
fmt_split_result fmt_split(const char *path, int fd, uint64_t size,
                           unsigned threads, const hcl_write_options *o,
                           size_t in_memory, FILE *out);

#endif
