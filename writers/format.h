#ifndef HCL_WRITERS_FORMAT_H
#define HCL_WRITERS_FORMAT_H

/*
 * The canonical layout of native-syntax text, the one the reference
 * `hclfmt` writes, computed on tokens alone as they stream in. A line is
 * three cells: the lead, the assignment from its `=` on, and a trailing
 * comment; lines are indented by bracket nesting, tokens inside a cell get
 * one space or none by their kinds, and the assignment and comment cells
 * line up across runs of consecutive lines that have them.
 *
 * Memory: the open line, and the lines of the runs still open, which wait
 * in a spool until the column of every run they belong to is known. A
 * spool holds up to HCL_FORMAT_SPOOL_MEMORY bytes in memory and the rest
 * in a temporary file, so a run a million lines long costs disk, not
 * memory.
 */

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "core/buf.h"
#include "core/stream_out.h"
#include "core/vec.h"
#include "hcl/events.h"

#define HCL_FORMAT_SPOOL_MEMORY (1u << 20)

/* Bytes appended, then read back once from the start: in memory up to a
   limit, then in a temporary file. */
typedef struct hcl_spool {
  hcl_buf mem;
  FILE *file;
  size_t limit;
  size_t rd; /* read position in `mem` */
} hcl_spool;

typedef struct hcl_formatter {
  const hcl_alloc *alloc;
  hcl_stream_out out;
  hcl_vec toks;    /* struct fmt_tok: the open line */
  hcl_buf text;    /* their bytes */
  hcl_vec indents; /* int: the indent stack */
  hcl_buf line;    /* the open line laid out */
  hcl_buf scratch; /* a held line read back from the spool */

  /* The held lines, and the columns of the runs they belong to, in order. */
  hcl_spool lines;    /* line records */
  hcl_spool assigns;  /* uint64_t: each assignment run's widest lead */
  hcl_spool comments; /* uint64_t: each comment run's widest left part */
  hcl_spool pending;  /* struct fmt_pending: ended comment runs waiting
                         for the open assignment run */
  uint64_t nlines, npending;

  /* The open runs. A comment run's column depends on the column of the
     assignment runs its lines belong to; `c_rest` keeps what it needs
     from the one still open. */
  bool a_open, c_open, c_dep;
  uint64_t a_widest, c_known, c_rest;
  hcl_status status;
} hcl_formatter;

void hcl_formatter_init(hcl_formatter *f, const hcl_alloc *alloc, FILE *out);
void hcl_formatter_fini(hcl_formatter *f);
/* One token, in stream order; HCL_ERR_IO or HCL_ERR_NOMEM on failure. */
hcl_status hcl_formatter_token(hcl_formatter *f, hcl_token_kind kind,
                               hcl_str text, hcl_str space);
/* The end of the stream: writes what is held when `complete`, and forgets
   it either way, ready for another stream. */
hcl_status hcl_formatter_finish(hcl_formatter *f, bool complete);

#endif
