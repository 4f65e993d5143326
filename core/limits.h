#ifndef HCL_CORE_LIMITS_H
#define HCL_CORE_LIMITS_H

/*
 * The library's internal limits, each defined once. The limits a caller
 * can change are in include/hcl/limits.h; docs/limits.md lists them all
 * with what happens when one is reached.
 */

/* Symbolic links followed from one output path before giving up with
   ELOOP, as the kernel's own limit for path resolution. */
#define HCL_MAX_SYMLINK_HOPS 40

/* Levels of recursion type conversion and unification (eval/convert.c)
   may use, about one per level of nesting they look into, before they
   fail with "nesting too deep". Far deeper than configurations nest (the
   native syntax allows 500 levels by default), and shallow enough that a
   thread with an 8 MiB stack survives it even under AddressSanitizer.
   Everything else on values (release, comparison, hashing, JSON) walks
   without recursion and has no such limit. */
#define HCL_MAX_CONVERT_DEPTH 2000

#endif
