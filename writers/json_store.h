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
 * deep it sits.
 */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "core/buf.h"
#include "core/vec.h"

#define HCL_JSTORE_MEMORY (1u << 20)
#define HCL_JSTORE_NONE UINT32_MAX

typedef struct hcl_jstore {
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
} hcl_jstore;

void hcl_jstore_init(hcl_jstore *s, const hcl_alloc *alloc);
void hcl_jstore_fini(hcl_jstore *s);

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
