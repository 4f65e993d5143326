#ifndef HCL_EVAL_REGEX_SHIM_H
#define HCL_EVAL_REGEX_SHIM_H

/*
 * A C face on RE2 (regex_shim.cc), the linear-time engine whose syntax is
 * Go's: compile a pattern, list its capture groups, find one match from a
 * position. Objects come from C++'s allocator, not the call's: RE2 has no
 * allocator hook.
 */

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct hcl_re hcl_re;

/* RE2's parse error kinds, by the names of RE2::ErrorCode. */
typedef enum hcl_re_error {
  HCL_RE_OK = 0,
  HCL_RE_INTERNAL,
  HCL_RE_BAD_ESCAPE,
  HCL_RE_BAD_CHAR_CLASS,
  HCL_RE_BAD_CHAR_RANGE,
  HCL_RE_MISSING_BRACKET,
  HCL_RE_MISSING_PAREN,
  HCL_RE_UNEXPECTED_PAREN,
  HCL_RE_TRAILING_BACKSLASH,
  HCL_RE_REPEAT_ARGUMENT,
  HCL_RE_REPEAT_SIZE,
  HCL_RE_REPEAT_OP,
  HCL_RE_BAD_PERL_OP,
  HCL_RE_BAD_UTF8,
  HCL_RE_BAD_NAMED_CAPTURE,
  HCL_RE_PATTERN_TOO_LARGE
} hcl_re_error;

/* The compiled pattern, or one holding the parse error; NULL only when
   memory ran out. */
hcl_re *hcl_re_new(const char *pattern, size_t len);
void hcl_re_free(hcl_re *re);

/* The parse error (HCL_RE_OK when the pattern compiled) and the part of
   the pattern it is about. */
hcl_re_error hcl_re_error_of(const hcl_re *re, const char **arg,
                             size_t *arg_len);

/* Capture groups, not counting the whole match. */
size_t hcl_re_groups(const hcl_re *re);
/* The name of group i (1-based), or NULL when it has none. */
const char *hcl_re_group_name(const hcl_re *re, size_t i, size_t *len);

/* The leftmost-first match in s[pos:] (s[:pos] is context for ^ and \b):
   spans holds 2 * (groups + 1) byte offsets, -1 for a group that took no
   part. False when there is none. */
bool hcl_re_match(hcl_re *re, const char *s, size_t len, size_t pos,
                  long *spans);

#ifdef __cplusplus
}
#endif

#endif
