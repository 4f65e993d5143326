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

/* Expressions evaluated inside one another before the evaluator reports
   "Nesting too deep" instead of going deeper; a chain of binary operators
   counts as one. A level takes at most about 0.65 KiB of stack optimised
   and 1.3 KiB in a sanitizer build (measured over every kind of nesting),
   so the deepest evaluation fits in an 8 MiB stack six times over. */
#define HCL_MAX_EVAL_DEPTH 1000

#endif
