#ifndef HCL_NATIVE_SCANNER_H
#define HCL_NATIVE_SCANNER_H

/*
 * The native syntax scanner: bytes in, tokens out, pulled one at a time.
 * Input comes from a caller's buffer (no copy) or from a reader in chunks;
 * bytes stay in the scanner's buffer from the keep mark onwards, so the
 * parser can look at the text of every token of the item it is parsing.
 */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/vec.h"
#include "hcl/native.h"
#include "native_syntax/token.h"

typedef enum hcl_scan_mode {
  HCL_SCAN_MAIN,    /* configuration and expression tokens */
  HCL_SCAN_STRING,  /* inside a quoted template */
  HCL_SCAN_HEREDOC, /* inside a heredoc template */
  HCL_SCAN_TEMPLATE /* a standalone ("bare") template */
} hcl_scan_mode;

typedef struct hcl_scanner {
  const hcl_alloc *alloc;
  const char *filename;

  /* Input window: buf[0..len) holds file bytes from offset `base`. */
  char *buf;
  size_t len;
  size_t cap;
  uint64_t base;
  bool owns_buf;
  bool eof;
  hcl_reader reader;
  size_t chunk_size;
  size_t max_token_bytes;

  /* Bytes before `keep` may be dropped; the parser moves it forward. */
  uint64_t keep;

  uint64_t cur; /* offset of the next byte to scan */
  hcl_pos pos;  /* where the last token ended */

  /* Mode stack and the brace bookkeeping of template sequences. */
  hcl_scan_mode initial_mode;
  hcl_scan_mode mode; /* the top of `modes` */
  hcl_vec modes;      /* uint8_t hcl_scan_mode */
  int64_t braces;     /* open `{` in main mode, template openers included */
  hcl_vec ret_braces; /* int64_t: brace level that closes each sequence */
  hcl_vec heredocs;   /* struct heredoc_state */

  bool has_pending; /* a second token produced by the same match */
  hcl_token pending;

  /* Set when a limit stops the scan: the offending range and a reason. */
  const char *limit_summary;
  const char *limit_detail;
  hcl_range limit_range;
} hcl_scanner;

/* Scans `src` in place; the bytes must outlive the scanner. */
void hcl_scanner_init_buffer(hcl_scanner *s, const char *src, size_t len,
                             const char *filename, hcl_scan_mode mode,
                             const hcl_native_options *opts);
/* Scans what `reader` supplies. */
void hcl_scanner_init_reader(hcl_scanner *s, hcl_reader reader,
                             const char *filename, hcl_scan_mode mode,
                             const hcl_native_options *opts);
/* Scans `src` as if it began at `start` (for strings embedded in other
   files, such as JSON): ranges are offset accordingly. */
void hcl_scanner_set_start(hcl_scanner *s, hcl_pos start);
void hcl_scanner_fini(hcl_scanner *s);

/*
 * The next token. Returns HCL_OK, HCL_ERR_NOMEM, HCL_ERR_IO, or
 * HCL_ERR_SYNTAX when a limit was hit (limit_summary says which).
 * After the EOF token, keeps returning EOF.
 */
hcl_status hcl_scanner_next(hcl_scanner *s, hcl_token *out);

/* The bytes of `t`, valid until the next hcl_scanner_next call. */
static inline const char *hcl_scanner_text(const hcl_scanner *s,
                                           const hcl_token *t) {
  return s->buf + (size_t)(t->start.byte - s->base);
}

/* Bytes at file offset `off`, valid as hcl_scanner_text's. */
static inline const char *hcl_scanner_at(const hcl_scanner *s, uint64_t off) {
  return s->buf + (size_t)(off - s->base);
}

#endif
