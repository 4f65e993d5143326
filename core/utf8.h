#ifndef HCL_CORE_UTF8_H
#define HCL_CORE_UTF8_H

/* UTF-8 decoding, identifier classes and source-position arithmetic. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hcl/diag.h"

/*
 * Decodes one strictly valid UTF-8 sequence (no overlongs, surrogates or
 * values past U+10FFFF) at `p`, with `avail` bytes readable. Returns its
 * length and stores the code point, or 0 when the bytes are not valid UTF-8.
 * A sequence cut short by `avail` is invalid; callers that stream make sure
 * four bytes are readable unless the input ends.
 */
size_t hcl_utf8_decode(const unsigned char *p, size_t avail, int32_t *cp);

/* The length of the run of ASCII bytes that `s` starts with. */
size_t hcl_ascii_prefix(const unsigned char *s, size_t len);

/* Appends the UTF-8 encoding of `cp` to `out` (room for 4); returns length,
   or 0 when `cp` cannot be encoded. */
size_t hcl_utf8_encode(int32_t cp, char *out);

/* UAX #31 ID_Start and ID_Continue. */
bool hcl_unicode_is_id_start(int32_t cp);
bool hcl_unicode_is_id_continue(int32_t cp);
/* Whether the bytes are an identifier of the native syntax, as its
   scanner reads one: ID_Start or `_`, then ID_Continue or `-`. */
bool hcl_is_identifier(const char *s, size_t len);
/* Go's unicode.IsPrint: letters, marks, numbers, punctuation, symbols and
   the ASCII space. */
bool hcl_unicode_is_print(int32_t cp);
/* Unicode White_Space, as strip markers and heredoc rules use it. */
bool hcl_unicode_is_space(int32_t cp);

/*
 * Moves `pos` past the `len` bytes at `s`, as the reference counts: each
 * grapheme cluster is one column, counted afresh from `s` (the first cluster
 * starts at `s` whatever precedes it); a "\n" or "\r\n" cluster starts a new
 * line. Bytes that are not valid UTF-8 count one column each.
 */
void hcl_pos_advance(hcl_pos *pos, const char *s, size_t len);
/* The same, by value, so that hot callers keep positions in registers. */
hcl_pos hcl_pos_after(hcl_pos pos, const char *s, size_t len);

/* Length in bytes of the grapheme cluster starting at `s` (at least 1 when
   `len` > 0). */
size_t hcl_grapheme_next(const char *s, size_t len);

/* Number of grapheme clusters in `s`, counted the same way. */
size_t hcl_grapheme_count(const char *s, size_t len);

#endif
