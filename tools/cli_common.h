#ifndef HCL_TOOLS_CLI_COMMON_H
#define HCL_TOOLS_CLI_COMMON_H

/* What the command-line programs share: diagnostics output, file input. */

#include <stdbool.h>
#include <stdio.h>

#include "hcl/hcl.h"

typedef enum cli_diags_format {
  CLI_DIAGS_TEXT,
  CLI_DIAGS_JSON
} cli_diags_format;

/* Prints `ds` to stderr in `format`; text is coloured on a terminal. */
void cli_print_diags(const hcl_diags *ds, cli_diags_format format);

/* As cli_print_diags, reading source lines through `read_source` (NULL:
   from disk). */
void cli_print_diags_with(const hcl_diags *ds, cli_diags_format format,
                          hcl_source_read_fn read_source, void *ctx);

/* Parses "--diags=json" / "--diags=text"; false for anything else. */
bool cli_parse_diags_flag(const char *arg, cli_diags_format *out);

/* True when `path` names a JSON-syntax file (it ends in ".json"). */
bool cli_is_json_name(const char *path);

/* Parses one file into `sink`, in JSON syntax when its name ends in
   ".json" and in native syntax otherwise ("-" is standard input, native),
   collecting diagnostics into `ds` (in the reference's order). */
hcl_status cli_parse_file(const char *path, hcl_sink sink, hcl_diags *ds);

/* As cli_parse_file, in the syntax `json` says whatever the name ("-" is
   standard input in either); `ds` NULL leaves diagnostics to `sink`. */
hcl_status cli_parse_syntax(const char *path, bool json, hcl_sink sink,
                            hcl_diags *ds);

/* As cli_parse_syntax in native syntax, parsing the `len` bytes at `src`
   (read from `name`, which ranges and diagnostics give). */
hcl_status cli_parse_memory(const char *src, size_t len, const char *name,
                            hcl_sink sink, hcl_diags *ds);

/* Whether `path` names a regular file (which, unlike a FIFO or a device,
   may be opened and read again). */
bool cli_is_regular(const char *path);

/* The CPUs online, at least 1: the default of -j. */
unsigned long cli_online_cpus(void);

/* Reads the value of -j/--jobs: a count from 1 to 1024. */
bool cli_jobs_value(const char *v, unsigned long *jobs);

/* Whether one input's sink is worth a thread of its own beside the parse
   (hcl_relay): `jobs` (0: the CPUs online) allows two threads, and the
   input is large enough that the relay's copies and its thread cost less
   than the sink's work they take off the parse. A pipe's size is
   unknown: it is taken to be large. */
bool cli_relay_worth(const char *path, unsigned long jobs);

/* Where temporary files go: $TMPDIR, else /tmp (as hcl_temp_file). */
const char *cli_temp_dir(void);

/* hcl_temp_file(), or NULL after telling the user, as "hcl CMD: ...",
   which directory it could not be made in and why. */
FILE *cli_temp_file(const char *cmd);

/* Copies what `from` holds, from its start, to `to`. */
bool cli_copy_stream(FILE *from, FILE *to);

/* Parses `src` as a standalone expression named `name` in ranges. */
hcl_status cli_parse_expression(const char *src, size_t len, const char *name,
                                hcl_sink sink, hcl_diags *ds);

/* A type as an HCL type expression: "list(string)", "object({a = bool})",
   "any" for the dynamic pseudo-type (malloc'd; NULL when out of memory). */
char *cli_type_expression(const hcl_type *t);

/* What went wrong with an output file (hcl_file_out), for a message:
   "out of memory" for HCL_ERR_NOMEM, else the system's words for `err`. */
const char *cli_file_error(hcl_status st, int err);

#endif
