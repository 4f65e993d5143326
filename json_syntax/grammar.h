#ifndef HCL_JSON_GRAMMAR_H
#define HCL_JSON_GRAMMAR_H

/*
 * The reference's JSON parser (json/parser.go) as a state machine over
 * scanner tokens: which errors it reports, with which words and ranges,
 * how it recovers, and when it stops. An explicit stack of open objects
 * and arrays replaces the reference's recursion.
 *
 * The grammar reports structure through hooks (a value begins, a property
 * name is accepted, ...) so that the caller can stream events; values
 * inside a property name that is not a string are never reported.
 */

#include <stdbool.h>
#include <stdint.h>

#include "core/vec.h"
#include "hcl/diag.h"
#include "json_syntax/scanner.h"

/* Where an open object or array is. */
typedef enum hcl_jphase {
  HCL_JP_OBJ_FIRST, /* after "{" */
  HCL_JP_OBJ_KEY,   /* a property name is being parsed */
  HCL_JP_OBJ_COLON, /* after the name */
  HCL_JP_OBJ_VALUE, /* after ":" */
  HCL_JP_OBJ_AFTER, /* after a property */
  HCL_JP_OBJ_COMMA, /* after "," */
  HCL_JP_ARR_FIRST, /* after "[" */
  HCL_JP_ARR_VALUE, /* an element is being parsed */
  HCL_JP_ARR_AFTER,
  HCL_JP_ARR_COMMA
} hcl_jphase;

/* Where a token or value lies; the file name is the grammar's. */
typedef struct hcl_jspan {
  hcl_pos start, end;
} hcl_jspan;

typedef struct hcl_jframe {
  bool obj;
  bool silent;      /* inside a property name: no hooks */
  bool item_open;   /* hooks: a property's name was reported */
  bool item_valued; /* ... and its value has begun */
  uint8_t phase;    /* hcl_jphase */
  uint8_t after;    /* what to report once recovery ends (see grammar.c) */
  uint32_t recover; /* brackets open while skipping; 0 = not skipping */
  hcl_jspan open;   /* the opening bracket */
  hcl_pos item_start;
  hcl_jspan comma; /* the last comma */
} hcl_jframe;

typedef struct hcl_jgram_hooks {
  void *ctx;
  void (*diag)(void *ctx, const char *summary, const char *detail,
               const hcl_range *subject, const hcl_range *context);
  /* The bytes of a token the scanner still holds. */
  const char *(*text)(void *ctx, uint64_t off);
  /* Structure: an object or array opens (`f` is its new frame); a
     property name is accepted (`f` is the object's frame); a scalar value
     that is not the root; an object or array closes (`f` is its frame,
     `close` the bracket), or a property ends at `end`. */
  void (*open)(void *ctx, const hcl_jframe *f, const hcl_jtok *t);
  void (*name)(void *ctx, hcl_jframe *f, const hcl_jtok *t);
  void (*scalar)(void *ctx, const hcl_jtok *t);
  void (*close)(void *ctx, const hcl_jframe *f, const hcl_jtok *close);
  void (*item_end)(void *ctx, hcl_jframe *f, hcl_pos end);
} hcl_jgram_hooks;

typedef struct hcl_jgram {
  hcl_jgram_hooks hooks;
  const hcl_alloc *alloc;
  const char *filename;
  uint32_t max_depth;
  hcl_vec frames; /* hcl_jframe */
  int top;        /* the root's progress (grammar.c) */
  bool root_container;
  hcl_jspan root_start;
  unsigned long nerrors;
  bool finished; /* the reference is done with the input */
  bool too_deep; /* stopped at the nesting limit */
  bool nomem;
  hcl_pos stop; /* where the last token taken ends (or is peeked) */
} hcl_jgram;

void hcl_jgram_init(hcl_jgram *g, const hcl_jgram_hooks *hooks,
                    const char *filename, uint32_t max_depth,
                    const hcl_alloc *alloc);
void hcl_jgram_fini(hcl_jgram *g);

/* Takes one token (several passes when the reference only peeks at it).
   Stops taking tokens once `finished`, `too_deep` or `nomem`. */
void hcl_jgram_feed(hcl_jgram *g, const hcl_jtok *t);

static inline size_t hcl_jgram_depth(const hcl_jgram *g) {
  return g->frames.len;
}

static inline hcl_jframe *hcl_jgram_frame(const hcl_jgram *g, size_t i) {
  return (hcl_jframe *)hcl_vec_at(&g->frames, i);
}

#endif
