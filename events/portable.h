#ifndef HCL_EVENTS_PORTABLE_H
#define HCL_EVENTS_PORTABLE_H

/*
 * Events of the library's own kinds (HCL_SINK_PRIVATE) that a relay
 * (hcl_relay_new) can carry to its thread. Such an event stands for a
 * run of expression events and points into its producer's memory, valid
 * only during the call; it packs those events (expr_pack.h) into the
 * relay's queue, and the sink on the relay's thread gets them unpacked,
 * as if the producer had sent them one by one. A sink of the library
 * asks for such events with a `wants` bit of HCL_SINK_PORTABLE; a relay
 * passes those bits on, and no others of HCL_SINK_PRIVATE.
 */

#include <stddef.h>
#include <stdint.h>

#include "events/expr_pack.h"
#include "hcl/events.h"

/* The private `wants` bits whose events are portable. */
#define HCL_SINK_PORTABLE 0x00ff0000u

/* Private event kinds are this and above. */
#define HCL_EV_PRIVATE_FIRST ((hcl_event_kind)0x100)

typedef struct hcl_portable_event {
  hcl_event ev; /* first: the event the sink is given points here */
  /* The expression events it stands for, packed relative to `run` at
     `dst`, which holds `max` bytes; returns the bytes written, or 0 when
     they do not fit or do not pack (a position too far from the base).
     With `dst` NULL, returns the most bytes they can take. */
  size_t (*pack)(const hcl_event *ev, const hcl_xpack_run *run, uint8_t *dst,
                 size_t max);
  /* Sends the expression events it stands for to `to`, one by one: what
     the relay does when they do not pack. */
  hcl_status (*send)(const hcl_event *ev, hcl_sink *to);
} hcl_portable_event;

#endif
