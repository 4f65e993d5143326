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

/* ---- Numbers, syntax and decoding ---------------------------------------- */

/* The binary exponent range of the reference's numbers (Go's big.Float
   MinExp and MaxExp): a number literal whose binary exponent falls outside
   is invalid ("Invalid number literal" in the native syntax, "Invalid JSON
   number" in JSON). The evaluator's numbers have the same range. */
#define HCL_NUMBER_EXP2_MIN (-2147483647LL - 1)
#define HCL_NUMBER_EXP2_MAX 2147483647LL

#endif
