#ifndef HCL_WRITERS_JSON_STORE_H
#define HCL_WRITERS_JSON_STORE_H

/*
 * Texts the JSON writer builds out of order: the blocks of one type are
 * written together, under the key where the first of them stood, so what
 * comes between them waits. A store holds many such texts, each an
 * append-only run of bytes named by an id. Their bytes stay in memory
 * while all of them together take at most `limit` bytes; past that every
 * text's bytes so far go to one temporary file, and the text keeps where
 * they lie. Moving a text onto the end of another moves those records,
 * not the bytes, so a block's text is written to the file once however
 * deep it sits. A spill writes the texts in the order the document will
 * read them (the writer names it), and reading goes a window at a time, so
 * thousands of small texts (the array layout's, one per label path) come
 * back in few reads.
 */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "core/buf.h"
#include "core/vec.h"

#define HCL_JSTORE_MEMORY (1u << 20)
#define HCL_JSTORE_NONE UINT32_MAX
/* Texts whose tails one spill writes in a single call. */
#define HCL_JSTORE_SPILL_BATCH 256

typedef struct hcl_jstore hcl_jstore;
/* Names the texts in the order they will be read, by calling
   hcl_jstore_spill on each; false when that failed. */
typedef bool (*hcl_jstore_order_fn)(void *ctx, hcl_jstore *s);

struct hcl_jstore {
  const hcl_alloc *alloc;
  hcl_vec texts;    /* struct jtext, by id */
  hcl_vec free_ids; /* uint32_t: ids to reuse */
  FILE *file;       /* the spill file, made when first needed */
  uint64_t file_len;
  /* The largest tail buffer given up by a text, kept for the next text
     that grows: a group's text fills to about `limit` between spills,
     and growing a new buffer each time copied it again and faulted its
     pages in anew. */
  hcl_buf spare;
  size_t mem; /* bytes of all texts still in memory */
  size_t limit;
  bool failed; /* making, writing or reading the spill file failed (a
                  false return is otherwise for want of memory) */
  /* A spill writes the texts in the order they will be read, so that
     reading them back takes few calls: `order` names them. */
  hcl_jstore_order_fn order;
  void *order_ctx;
  uint32_t batch[HCL_JSTORE_SPILL_BATCH]; /* ids of the spill's next call */
  size_t nbatch;
  /* The bytes of the spill file last read, from `window_off`: the texts
     read one after another lie mostly one after another there. */
  hcl_buf window;
  uint64_t window_off;
};

void hcl_jstore_init(hcl_jstore *s, const hcl_alloc *alloc);
void hcl_jstore_fini(hcl_jstore *s);
/* Sets the order of spills (NULL: by id, the default). */
void hcl_jstore_set_order(hcl_jstore *s, hcl_jstore_order_fn order, void *ctx);
/* From the order function: text `id`'s tail goes next. */
bool hcl_jstore_spill(hcl_jstore *s, uint32_t id);

/* A new empty text, or HCL_JSTORE_NONE when out of memory. */
uint32_t hcl_jstore_new(hcl_jstore *s);
/* Forgets a text (HCL_JSTORE_NONE is ignored). */
void hcl_jstore_release(hcl_jstore *s, uint32_t id);

bool hcl_jstore_append(hcl_jstore *s, uint32_t id, const void *p, size_t n);
static inline bool hcl_jstore_puts(hcl_jstore *s, uint32_t id,
                                   const char *str) {
  size_t n = 0;
  while (str[n])
    n++;
  return hcl_jstore_append(s, id, str, n);
}
/* Whether the text holds no bytes. */
bool hcl_jstore_empty(const hcl_jstore *s, uint32_t id);

/* Appends the whole of text `from` to text `to` and releases `from`. */
bool hcl_jstore_move(hcl_jstore *s, uint32_t to, uint32_t from);

/* Writes the whole text to `out` and releases it. */
bool hcl_jstore_write(hcl_jstore *s, uint32_t id, FILE *out);

#endif
