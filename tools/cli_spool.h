#ifndef HCL_TOOLS_CLI_SPOOL_H
#define HCL_TOOLS_CLI_SPOOL_H

/*
 * A spool: bytes written once and read back, kept in memory up to a limit
 * and in a temporary file (hcl_temp_file()) beyond it. A command that
 * treats many small files makes no file of its own for each, and one large
 * file still costs disk rather than memory.
 */

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef struct cli_spool cli_spool;

/* A spool to write through cli_spool_stream(), holding up to `limit` bytes
   in memory; NULL when out of memory. */
cli_spool *cli_spool_new(size_t limit);

/* A spool holding `len` bytes at `mem` (malloc'd; the spool's now). */
cli_spool *cli_spool_of_memory(char *mem, size_t len);

/* A spool holding what `f` holds from its start (the spool's now). */
cli_spool *cli_spool_of_file(FILE *f);

/* The stream that writes to a spool made by cli_spool_new. */
FILE *cli_spool_stream(cli_spool *s);

/* Ends the writing; false when a write failed (errno says why). */
bool cli_spool_close(cli_spool *s);

/* The errno of the temporary file it could not make, or 0. */
int cli_spool_temp_error(const cli_spool *s);

/* The bytes when they are all in memory, else NULL. */
const char *cli_spool_memory(const cli_spool *s, size_t *len);

/* 0 when the two spools hold the same bytes, 1 when they differ, -1 when
   reading one failed. */
int cli_spool_compare(cli_spool *a, cli_spool *b);

/* Copies what the spool holds to `to`; false when reading or writing
   fails. */
bool cli_spool_copy(cli_spool *s, FILE *to);

void cli_spool_free(cli_spool *s);

#endif
