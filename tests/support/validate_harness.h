#ifndef HCL_TEST_VALIDATE_HARNESS_H
#define HCL_TEST_VALIDATE_HARNESS_H

/*
 * What the validator's tests share: hcldec corpus cases loaded as hcldec
 * loads them (the spec, its variables and functions, --vars), a run of
 * either validator over a buffer (whole or through a reader in chunks,
 * optionally stopped at an event), and its result as text to compare.
 */

#include <stdbool.h>
#include <stddef.h>

#include "buffered_validator.h"
#include "hcl/hcl.h"
#include "hcl/validate.h"

/* One single-file case of tests/hcldec/cases. */
typedef struct vh_case {
  char *dir;
  char *name; /* the input's file name, as diagnostics give it */
  char *src;
  size_t len;
  bool json;
  hcl_tree *tree; /* the spec's and the --vars' trees */
  hcl_spec_file *spec;
  hcl_eval_ctx *ctx;
  bool use_ctx;
} vh_case;

/* Loads the case in `dir`; false (and nothing to free) when it is not a
   single-file case, or its spec or --vars do not load. */
bool vh_case_load(vh_case *c, const char *dir);
/* A case from a spec's and an input's text (copied); false when the spec
   does not load. */
bool vh_case_text(vh_case *c, const char *spec, const char *input, bool json);
void vh_case_free(vh_case *c);
const hcl_eval_ctx *vh_case_ctx(const vh_case *c);

/* The directories of tests/hcldec/cases (relative to tests/), sorted;
   free with vh_free_list. */
char **vh_corpus_dirs(size_t *n);
void vh_free_list(char **list, size_t n);

typedef struct vh_run {
  size_t chunk; /* 0: the whole buffer at once */
  long stop_at; /* a sink in front returns HCL_STOP at this event; -1 */
} vh_run;

/* Runs a validator's sink over `src`; returns the parse's status. */
hcl_status vh_parse(hcl_sink sink, const char *src, size_t len,
                    const char *name, bool json, const vh_run *run);

/* "valid" or "invalid", then one line per diagnostic (severity, flags,
   summary, detail, subject, context, values); malloc'd. */
char *vh_render(bool valid, const hcl_diags *ds);

/* The streaming validator's and the buffered one's results for `src`
   (rendered), or NULL when the parse failed otherwise than with a
   syntax error (the status is in *st). */
char *vh_stream(hcl_validator *v, const char *src, size_t len, const char *name,
                bool json, const vh_run *run, hcl_status *st);
/*
 * Whether two rendered results agree. One deviation of the buffered
 * validator is allowed: decode/spec_decode.c's body_source_range gives an
 * empty range (no file name, all zeros) when the body's partial content
 * has errors, where the reference (hcldec's sourceRange ignores those
 * diagnostics) and the streaming validator give the range; a "Too many"
 * or "Unconsistent" diagnostic's subject may so differ when the wanted
 * one is that empty range.
 */
bool vh_same(const char *want, const char *got);

/* vh_oracle in a child process: the buffered validator crashes on a few
   specs the reference panics on (a block_set whose elements unify only
   to `any`); then NULL with *crashed set (by a signal, or by a
   sanitizer's report and exit). */
char *vh_oracle_forked(buffered_validator *b, const char *src, size_t len,
                       const char *name, bool json, bool *crashed);

char *vh_oracle(buffered_validator *b, const char *src, size_t len,
                const char *name, bool json, hcl_status *st);

/* Validates `input` against the spec in `spec`, whole, both ways: the
   buffered validator's rendering (the tree's) in *want, the streaming
   one's in *got, each malloc'd or NULL. False when the spec does not
   load or a validator cannot be made. */
bool vh_both(const char *spec, const char *input, bool json, char **want,
             char **got);

#endif
