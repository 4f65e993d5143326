#ifndef HCL_EVENTS_EXPR_PACK_H
#define HCL_EVENTS_EXPR_PACK_H

/*
 * Expression events packed small, for the relay (relay.c), which copies a
 * stream from one thread to another: most of a stream is expression
 * nodes, and a whole hcl_event is some two hundred bytes. A packed
 * EXPR_BEGIN is a tag byte, the node's kind, operator and literal, its
 * flags, its positions as 32-bit differences from a base position (the
 * first node of its run), then its text and key: 40 bytes and the text
 * for most nodes. The EXPR_END of a node whose fields are its BEGIN's is
 * a tag and the distance back to that BEGIN: 5 bytes.
 *
 * Every range of a packed node names the same file, the run's `name`, or
 * none; the caller starts a new run for another.
 */

#include <stddef.h>
#include <stdint.h>

#include "hcl/events.h"

/* What all packed nodes of a run share. */
typedef struct hcl_xpack_run {
  const char *name; /* the file name of the ranges that have one */
  hcl_pos base;     /* positions are packed relative to it */
} hcl_xpack_run;

/* The most bytes hcl_xpack_begin writes for a node, besides its text and
   key. */
#define HCL_XPACK_BEGIN_FIXED 64

/* The most bytes hcl_xpack_begin writes for `ev`. */
size_t hcl_xpack_begin_max(const hcl_event *ev);

/* Packs `ev` (an EXPR_BEGIN, or an EXPR_END to compare with one) at `dst`,
   which holds hcl_xpack_begin_max(ev) bytes; returns the bytes written,
   or 0 when a range of `ev` names a file other than the run's or lies too
   far from its base. */
size_t hcl_xpack_begin(const hcl_xpack_run *run, const hcl_event *ev,
                       uint8_t *dst);

/* The most bytes, and the bytes, of an END that refers `back` bytes back
   to its BEGIN. */
#define HCL_XPACK_END_MAX 5
size_t hcl_xpack_end(uint32_t back, uint8_t *dst);

/* Reads the item at `item` into `ev` (its strings point into the item or
   its BEGIN's); returns the item's size. */
size_t hcl_xpack_read(const hcl_xpack_run *run, const uint8_t *item,
                      hcl_event *ev);

#endif
