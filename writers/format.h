#ifndef HCL_WRITERS_FORMAT_H
#define HCL_WRITERS_FORMAT_H

/*
 * The canonical layout of native-syntax text, the one the reference
 * `hclfmt` writes, computed on tokens alone as they stream in. A line is
 * three cells: the lead, the assignment from its `=` on, and a trailing
 * comment; lines are indented by bracket nesting, tokens inside a cell get
 * one space or none by their kinds, and the assignment and comment cells
 * line up across runs of consecutive lines that have them. A line is held
 * until no run that could still move it is open.
 */

#include <stdbool.h>
#include <stdio.h>

#include "core/buf.h"
#include "core/vec.h"
#include "hcl/events.h"

typedef struct hcl_formatter {
  const hcl_alloc *alloc;
  FILE *out;
  hcl_vec toks;      /* struct fmt_tok: tokens of the held lines and the open
                        one */
  hcl_buf text;      /* their bytes */
  hcl_vec lines;     /* struct fmt_line: the held lines */
  size_t line_start; /* first token of the open line */
  hcl_vec indents;   /* int: the indent stack */
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
