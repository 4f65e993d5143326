#ifndef HCL_CORE_OPTIONS_H
#define HCL_CORE_OPTIONS_H

/*
 * Reading a caller's options struct. Every public options struct starts
 * with `uint32_t size`, so that it can grow without breaking callers built
 * against an older header. The rule, the same for every struct:
 *
 *   size == 0            the caller's struct is this header's whole struct
 *                        (`hcl_x_options o = {0}; o.field = ...;`): every
 *                        field is taken as written;
 *   0 < size < sizeof    an older, shorter struct: its fields are taken,
 *                        the newer ones keep their defaults;
 *   size >= sizeof       a newer, longer struct: the fields this version
 *                        knows are taken.
 */

#include <stddef.h>

/* Copies the caller's options `src` (NULL: none) over `dst`, which holds
   the defaults and is `dst_size` bytes long, by the rule above. */
void hcl_options_merge(void *dst, size_t dst_size, const void *src);

#endif
