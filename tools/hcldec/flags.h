#ifndef HCL_TOOLS_HCLDEC_FLAGS_H
#define HCL_TOOLS_HCLDEC_FLAGS_H

/* The command line of hcldec, read as the reference's flag library reads
   it: long and short forms, values after `=` or in the next argument,
   flags anywhere among the file names, `--` to end them. */

#include <stdbool.h>
#include <stddef.h>

typedef struct hcldec_flags {
  const char *spec;
  const char *out;
  const char *diags; /* NULL: text */
  bool var_refs;
  bool with_type;
  bool version;
  bool keep_nulls;
  bool dynamic_blocks; /* --dynamic-blocks: an extension */
  const char **vars;   /* --vars / -V, in order */
  size_t nvars;
  const char **files;
  size_t nfiles;
} hcldec_flags;

/* Reads argv; on a bad command line prints the problem and the usage to
   stderr and returns false. The arrays are malloc'd (hcldec_flags_free). */
bool hcldec_flags_parse(int argc, char **argv, hcldec_flags *f);
void hcldec_flags_free(hcldec_flags *f);

/* The usage text, to stderr. */
void hcldec_usage(void);

#endif
