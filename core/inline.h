#ifndef HCL_CORE_INLINE_H
#define HCL_CORE_INLINE_H

/*
 * HCL_NOINLINE keeps a function out of its callers: a rare or heavy case
 * split from a hot function, so that the hot one's common path saves no
 * registers it does not use. Without GCC or Clang it is nothing.
 */
#if defined(__GNUC__)
#define HCL_NOINLINE __attribute__((noinline))
#else
#define HCL_NOINLINE
#endif

#endif
