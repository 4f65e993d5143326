#ifndef HCL_TOOLS_VALIDATE_REPORT_H
#define HCL_TOOLS_VALIDATE_REPORT_H

/* One file's result as `hcl validate` prints it: its diagnostics as hcldec
   prints them (text), or one JSON object with hcldec's --diags=json
   diagnostics (json, jsonl). Safe on several threads at once. */

#include <stdbool.h>
#include <stddef.h>

#include "hcl/hcl.h"
#include "hcldec/sources.h"

typedef enum vr_format { VR_TEXT, VR_JSON, VR_JSONL } vr_format;

/* What every file's rendering shares, read-only while files are checked. */
typedef struct vr_env {
  vr_format format;
  hcl_text_options text;   /* colour and width, as hcldec sets them */
  hcldec_sources *sources; /* the spec's and the --vars files' sources */
} vr_env;

/* The file a result is about: `path` as reported, `name` as its
   diagnostics name it ("<stdin>" for "-"), its syntax, and whether it is
   standard input. Standard input cannot be read twice: the text format
   reads its lines again from a copy made while it streamed (`spool`, a
   descriptor of `spool_len` bytes; -1 when there is none, and then the
   diagnostics show no source). */
typedef struct vr_file {
  const char *path;
  const char *name;
  bool json;
  bool is_stdin;
  int spool;
  uint64_t spool_len;
} vr_file;

/* Renders the result into *out (malloc'd, NUL-terminated, possibly
   empty; *len its length): for text, the diagnostics; for json and jsonl,
   {"path":P,"valid":B,"diagnostics":[...]} without a line end. Fails only
   with HCL_ERR_NOMEM. */
hcl_status vr_render(const vr_env *env, const vr_file *file, bool valid,
                     const hcl_diags *ds, char **out, size_t *len);

/* Writes `s` as a JSON string (the library's escaping). */
bool vr_put_json_string(FILE *out, const char *s);

#endif
