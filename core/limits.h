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

#endif
