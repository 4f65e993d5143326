#ifndef HCL_FILE_H
#define HCL_FILE_H

/*
 * Replacing a file whole or not at all, and anonymous temporary files.
 *
 * A program that writes its output to a path (hcldec --out, a formatter
 * rewriting a file in place) opens it with hcl_file_out_open(), writes to
 * the stream it hands out, and ends with hcl_file_out_commit() or
 * hcl_file_out_abort(). What happens depends on what the path names:
 *   - a regular file, or nothing: the text goes to a new file beside it,
 *     which replaces it by rename only when everything was written. An
 *     existing file keeps its permission bits (and, where the process may,
 *     its owner and group); a new one gets `new_mode` less the umask.
 *   - a symbolic link: the link is followed (through chains of links) and
 *     its final target is replaced as above; the link itself stays.
 *   - anything else (a character or block device, a FIFO, a socket): it
 *     is opened and written through, never replaced. /dev/null stays a
 *     device, a FIFO's reader gets the text.
 * A directory is refused with EISDIR.
 *
 * Ownership: the handle is the caller's from a successful open until
 * commit or abort, which both free it. The stream belongs to the handle:
 * never fclose() it.
 */

#include <stdio.h>

#include "hcl/alloc.h"
#include "hcl/export.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct hcl_file_out hcl_file_out;

/**
 * Opens `path` for writing as described above. On success *out holds the
 * handle. Fails with HCL_ERR_IO (and the C library's error number in
 * *sys_error, when given) or HCL_ERR_NOMEM; nothing is created then.
 */
HCL_API hcl_status hcl_file_out_open(const char *path, unsigned new_mode,
                                     const hcl_alloc *alloc, hcl_file_out **out,
                                     int *sys_error);

/** The stream to write to; valid until commit or abort. */
HCL_API FILE *hcl_file_out_stream(hcl_file_out *f);

/**
 * Finishes the file: flushes the stream and, for a replaced file, syncs
 * the new file and renames it over the old one. Frees the handle whatever
 * happens. On failure (HCL_ERR_IO, error number in *sys_error when given)
 * the old file is left as it was and the new one removed.
 */
HCL_API hcl_status hcl_file_out_commit(hcl_file_out *f, int *sys_error);

/** Gives up: removes the new file, leaves the old one; frees the handle. */
HCL_API void hcl_file_out_abort(hcl_file_out *f);

/**
 * An anonymous temporary file, open for reading and writing, for what
 * does not fit in memory. It is made in the directory $TMPDIR names (when
 * set and not empty), else /tmp, and has no name there from the start, so
 * it goes when it is closed, however the process ends. NULL, with errno
 * set, when it cannot be made. The library's own spills (the canonical
 * layout's long runs, the JSON writer's groups, attribute names past their
 * budget) and the command-line programs' use it, so one variable moves
 * them all off a small /tmp.
 */
HCL_API FILE *hcl_temp_file(void);

#ifdef __cplusplus
}
#endif

#endif
