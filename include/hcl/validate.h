#ifndef HCL_VALIDATE_H
#define HCL_VALIDATE_H

/*
 * Validation: checking files against an hcldec spec (or a plain body
 * schema) as their events stream past, with the verdict and the
 * diagnostics `hcldec` gives for the same file, spec and variables.
 *
 * A validator checks one file at a time: take its sink with
 * hcl_validator_sink(), hand it to either parser, then read the verdict
 * and the diagnostics. Taking the sink again starts the next file and
 * forgets the previous one's results. Parse errors end a file's checks
 * as they end hcldec's: the file is invalid with the parser's diagnostics
 * only.
 *
 * Ownership and threads. The spec, schema and evaluation context are
 * borrowed, read-only, and must outlive the validator; several validators
 * on several threads may share them. A validator itself belongs to one
 * thread at a time. Diagnostics belong to the validator and stay valid
 * until its next file begins or it is freed.
 */

#include <stdbool.h>

#include "hcl/body.h"
#include "hcl/common.h"
#include "hcl/diag.h"
#include "hcl/eval.h"
#include "hcl/events.h"
#include "hcl/export.h"
#include "hcl/spec.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct hcl_validator hcl_validator;

typedef struct hcl_validate_options {
  /** sizeof(hcl_validate_options); 0 means this header's whole struct. */
  uint32_t size;
  /** Allocator for everything the validator holds; NULL for malloc. */
  const hcl_alloc *alloc;
  /**
   * Expand `dynamic` blocks (hcl/dynblock.h) before checking, as
   * `hcldec --dynamic-blocks` does. A dynamic block's content is checked
   * once per element of its collection, so the file is built in memory
   * and checked as hcldec checks it: memory O(file) instead of O(nesting
   * depth), for the files of a validator with this option on.
   */
  bool dynamic_blocks;
  /**
   * Keep each valid file's decoded value, the one hcldec prints, for
   * hcl_validator_value(). Off, values are built only where the spec's
   * checks need them; on, memory holds the file's value until the next
   * file begins.
   */
  bool keep_value;
  /**
   * Keep instead each valid file's decoded value as JSON text, what
   * hcldec prints without --with-type, for hcl_validator_json(). Each
   * block of a block_list or block_map is written out as soon as its body
   * ends, when the blocks' values all have one type and nothing above
   * reads them (no transform, no block_set), so that memory holds about
   * the text, not the values: a fraction of keep_value's.
   */
  bool keep_json;
  /** With keep_json: keep the object members whose value is null, as
      hcldec --keep-nulls does (by default they are left out, as hcldec
      leaves them out). */
  bool json_nulls;
} hcl_validate_options;

/** Defaults: malloc. */
HCL_API hcl_validate_options hcl_validate_options_default(void);

/**
 * A validator for `spec` (hcl_spec_file_root() of a loaded spec file),
 * evaluating expressions in `ctx` (the spec file's variables and
 * functions, --vars values; NULL for none, as hcldec evaluates without a
 * context when the spec declares neither). `opts` may be NULL. Fails only
 * with HCL_ERR_NOMEM.
 */
HCL_API hcl_status hcl_validator_new(const hcl_spec *spec,
                                     const hcl_eval_ctx *ctx,
                                     const hcl_validate_options *opts,
                                     hcl_validator **out);

/**
 * A validator for a plain body schema: each file's body must satisfy it as
 * hcl_body_content() requires (no expression is evaluated). The schema
 * and its strings are borrowed.
 */
HCL_API hcl_status hcl_validator_new_schema(const hcl_schema *schema,
                                            const hcl_validate_options *opts,
                                            hcl_validator **out);

HCL_API void hcl_validator_free(hcl_validator *v);

/**
 * Starts a file and returns the sink to stream it to. The sink takes
 * events and the parser's diagnostics; its `end` finishes the checks.
 */
HCL_API hcl_sink hcl_validator_sink(hcl_validator *v);

/** After the stream ended: whether the file had no error diagnostic. */
HCL_API bool hcl_validator_valid(const hcl_validator *v);

/** After the stream ended: the file's diagnostics, in hcldec's order. */
HCL_API const hcl_diags *hcl_validator_diags(const hcl_validator *v);

/**
 * After the stream ended, with the keep_value option: the file's decoded
 * value when it is valid, else NULL. Borrowed: it stays valid until the
 * next file begins or the validator is freed (hcl_value_ref() to keep it).
 */
HCL_API const hcl_value *hcl_validator_value(const hcl_validator *v);

/**
 * After the stream ended, with the keep_json option: the JSON text of the
 * file's decoded value (NUL-terminated; its length in *len when `len` is
 * not NULL) when the file is valid and its value can be written as JSON,
 * else NULL (hcldec reports why: a value not known, an infinite number).
 * Borrowed, as hcl_validator_value()'s value.
 */
HCL_API const char *hcl_validator_json(const hcl_validator *v, size_t *len);

/**
 * Validates the file at `path` in the JSON syntax when `json`, else the
 * native syntax. HCL_OK when the file was read and checked (look at the
 * verdict); HCL_ERR_IO when it could not be read (a diagnostic says why);
 * HCL_ERR_NOMEM.
 */
HCL_API hcl_status hcl_validate_file(hcl_validator *v, const char *path,
                                     bool json);

/**
 * Validates the native-syntax file at `path` on up to `n` threads (the
 * caller's and n - 1 more), with the verdict and the diagnostics that
 * hcl_validate_file(vs[0], path, false) gives: read them from vs[0].
 * `vs` are `n` validators made alike, for one spec and context, with the
 * same options but for the allocator: a validator's is used on the
 * thread that checks its runs, and on the caller's before and after.
 *
 * A regular file is cut between top-level items into a few runs per
 * thread, each checked as a file by the validator of the thread that
 * takes it, and what no run sees alone is checked across them: a
 * top-level attribute, `block` or block_map label path in two runs, a
 * block_list's or block_set's max_items and min_items, a required
 * attribute or block in none. Only a file that every run finds
 * clean is decided so; a file with anything to report (errors, warnings)
 * is checked again whole on vs[0], so the answer never depends on the
 * cut, and such a file costs up to its runs' time more. Memory: n
 * validators', plus 8 bytes for each top-level attribute, `block` and
 * block of each block_map reading it. A file is checked whole, parsed on a
 * second thread when `n` > 1, when it cannot be cut: not a regular file; a spec
 * whose top level has a transform or collects blocks of varying types;
 * validators with the keep_value, keep_json or dynamic_blocks options.
 * `*runs` (when `runs` is not NULL) is the number of runs that decided
 * the file: 1 when it was checked whole. Returns as hcl_validate_file(),
 * or HCL_ERR_INVALID when `n` is 0.
 */
HCL_API hcl_status hcl_validate_file_parallel(hcl_validator *const *vs,
                                              size_t n, const char *path,
                                              size_t *runs);

/**
 * The same for the file open on `fd` (borrowed, read from its start with
 * pread when regular, else read as it stands), named `name` (not NULL)
 * in diagnostics. HCL_ERR_IO when it cannot be read: no diagnostic says so
 * then, as the caller knows the file.
 */
HCL_API hcl_status hcl_validate_fd_parallel(hcl_validator *const *vs, size_t n,
                                            int fd, const char *name,
                                            size_t *runs);

#ifdef __cplusplus
}
#endif

#endif
