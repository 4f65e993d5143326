#ifndef HCL_JSON_SCANNER_H
#define HCL_JSON_SCANNER_H

/*
 * The JSON scanner: the tokens the reference's JSON scanner makes, with its
 * positions, over a window of input that slides as chunks are read.
 *
 * It runs in step with yajl over the same bytes. yajl parses and decodes;
 * the scanner says where each token lies and whether the reference would
 * accept its contents (it checks strings and numbers as Go's encoding/json
 * does), so that where the two disagree the reference's diagnostics can be
 * worked out from these tokens.
 */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hcl/json.h"

typedef enum hcl_jtok_type {
  HCL_JT_EOF = 0,
  HCL_JT_INVALID, /* a byte that starts no token; scanning stops after it */
  HCL_JT_OBRACE,
  HCL_JT_CBRACE,
  HCL_JT_OBRACK,
  HCL_JT_CBRACK,
  HCL_JT_COMMA,
  HCL_JT_COLON,
  HCL_JT_EQUALS, /* only to remind users of JSON's colon */
  HCL_JT_STRING,
  HCL_JT_NUMBER,
  HCL_JT_KEYWORD
} hcl_jtok_type;

/* What a keyword token spells. */
typedef enum hcl_jkw {
  HCL_JKW_OTHER = 0,
  HCL_JKW_TRUE,
  HCL_JKW_FALSE,
  HCL_JKW_NULL,
  HCL_JKW_JS /* undefined, NaN, Infinity */
} hcl_jkw;

typedef struct hcl_jtok {
  uint8_t type; /* hcl_jtok_type */
  uint8_t kw;   /* hcl_jkw, for keywords */
  /* A string or number the reference rejects (encoding/json's checks,
     and cty's exponent range for numbers). */
  bool bad;
  /* A valid string whose value yajl decodes differently from Go (invalid
     UTF-8, surrogate escapes): from byte `fix_off` on it is decoded again,
     after the `fix_dec` bytes yajl's value holds for what precedes it. */
  bool fixup;
  hcl_pos start, end;
  uint64_t err_off; /* bad string: Go's SyntaxError offset in the token */
  uint64_t fix_off; /* file offset */
  size_t fix_dec;
  uint64_t value_end; /* valid string: file offset of its closing quote */
} hcl_jtok;

typedef enum hcl_jscan_result {
  HCL_JS_TOKEN, /* a token is ready */
  HCL_JS_MORE,  /* the window is used up: refill it */
  HCL_JS_LIMIT, /* a token is longer than max_token_bytes */
  HCL_JS_FAILED /* out of memory: the status is in `status` */
} hcl_jscan_result;

typedef struct hcl_jscan {
  const hcl_alloc *alloc;
  const char *filename;
  size_t chunk_size;
  size_t max_token_bytes;

  /* The window: buf[0..len) holds the file's bytes from offset `base`. */
  hcl_reader reader;
  bool owns_buf;
  bool eof; /* nothing follows buf[len - 1] */
  char *buf;
  size_t len, cap;
  uint64_t base;
  /* Where scanning is: the next byte, its line and column. */
  uint64_t cur;
  hcl_pos pos;
  bool done; /* the EOF token was handed out */

  /* The token being scanned, when `partial`. */
  bool partial;
  hcl_jtok tok;
  uint8_t state;   /* string: Go's scanner state; number: grammar state */
  bool escaping;   /* the reference's own escape flag */
  int32_t cl_prev; /* last code point of the open grapheme cluster, or -1 */
  int32_t cl_state;
  uint32_t hex;
  uint64_t esc_off;
  size_t esc_dec, dec_len;
  /* number statistics for cty's exponent range */
  uint64_t sig_digits, frac_digits;
  uint64_t exp_mag; /* the exponent's magnitude */
  bool exp_neg, exp_overflow;

  hcl_range limit_range; /* HCL_JS_LIMIT: the token so far */
  hcl_status status;     /* HCL_JS_FAILED: why */
} hcl_jscan;

void hcl_jscan_init_buffer(hcl_jscan *s, const char *src, size_t len,
                           const char *filename, const hcl_json_options *o);
void hcl_jscan_init_reader(hcl_jscan *s, hcl_reader reader,
                           const char *filename, const hcl_json_options *o);
void hcl_jscan_fini(hcl_jscan *s);

/*
 * Scans on from where the last call stopped. HCL_JS_TOKEN stores the next
 * token in `*out`; after the EOF token there are no more calls.
 */
hcl_jscan_result hcl_jscan_next(hcl_jscan *s, hcl_jtok *out);

/*
 * Reads the next chunk into the window. Bytes before `keep` (a file
 * offset) that the scanner itself does not need may be dropped, which
 * moves the window. Returns HCL_OK, HCL_ERR_IO or HCL_ERR_NOMEM; with
 * `*too_long` set when the token being scanned already exceeds
 * max_token_bytes (see limit_range).
 */
hcl_status hcl_jscan_refill(hcl_jscan *s, uint64_t keep, bool *too_long);

/* The bytes at file offset `off`, which must still be in the window;
   valid until the next refill. */
static inline const char *hcl_jscan_at(const hcl_jscan *s, uint64_t off) {
  return s->buf + (size_t)(off - s->base);
}

/* The earliest byte the scanner itself still needs: the start of the
   token being scanned, which stays in the window until it is complete. */
uint64_t hcl_jscan_keep(const hcl_jscan *s);

#endif
