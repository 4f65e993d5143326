/*
 * The JSON scanner, token by token as the reference scans JSON:
 *
 *   token   = "{" | "}" | "[" | "]" | "," | ":" | "="
 *           | string | number | keyword
 *   string  = '"' ... up to an unescaped '"', a control byte or the end
 *   number  = [-+.0-9] [-+.eE0-9]*
 *   keyword = [A-Za-z] [A-Za-z_]*
 *
 * Whitespace is space, tab, CR and LF only; any other byte is an invalid
 * token, after which the reference scans no further. Columns: a tab counts
 * two, a CR none, a keyword or number character one, and inside strings
 * each grapheme cluster one. A cluster starting at an ordinary character
 * runs on as far as the break rules allow, so it can swallow a quote or a
 * backslash after a prepended character: such a quote does not end the
 * string, exactly as in the reference.
 *
 * Strings and numbers are also checked the way encoding/json checks the
 * token's bytes, so that the parser knows where the reference reports an
 * error without looking at them again.
 */

#include "json_syntax/scanner.h"

#include <string.h>
#include <utf8proc.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "core/alloc.h"
#include "core/decimal.h"
#include "core/utf8.h"

/* Go's scanner states inside a string token. */
enum {
  G_STR,
  G_ESC,
  G_U1,
  G_U2,
  G_U3,
  G_U4,
  G_CLOSED, /* the string ended; only spaces may follow */
  G_ERR
};

/* The JSON number grammar. */
enum {
  N_START,
  N_MINUS,
  N_ZERO,
  N_INT,
  N_DOT,
  N_FRAC,
  N_E,
  N_ESIGN,
  N_EXP,
  N_ERR
};

/* Code points standing for bytes that are not UTF-8. */
#define CP_INVALID (-2)
#define CP_SURROGATE (-3) /* a UTF-8-encoded surrogate: one cluster */

/* Moves the scan position to file offset `cur`, column `col` on the same
   line; returns the new position. The position is written whole, never
   field by field, so that reading it back does not stall the CPU on a
   store it cannot forward. */
static inline hcl_pos move_to(hcl_jscan *s, uint64_t cur, uint32_t col) {
  hcl_pos np;
  np.byte = cur;
  np.line = s->pos.line;
  np.column = col;
  s->pos = np;
  s->cur = cur;
  return np;
}

static void init_common(hcl_jscan *s, const char *filename,
                        const hcl_json_options *o) {
  memset(s, 0, sizeof *s);
  s->alloc = o->alloc;
  s->filename = filename;
  s->chunk_size = o->chunk_size ? o->chunk_size : HCL_CHUNK_SIZE_DEFAULT;
  s->max_token_bytes =
      o->max_token_bytes ? o->max_token_bytes : HCL_MAX_TOKEN_BYTES_DEFAULT;
  s->pos.line = 1;
  s->pos.column = 1;
  s->cl_prev = -1;
}

void hcl_jscan_init_buffer(hcl_jscan *s, const char *src, size_t len,
                           const char *filename, const hcl_json_options *o) {
  init_common(s, filename, o);
  s->buf = (char *)src;
  s->len = s->cap = len;
  s->eof = true;
}

void hcl_jscan_init_reader(hcl_jscan *s, hcl_reader reader,
                           const char *filename, const hcl_json_options *o) {
  init_common(s, filename, o);
  s->reader = reader;
  s->owns_buf = true;
}

void hcl_jscan_fini(hcl_jscan *s) {
  if (s->owns_buf)
    hcl_mem_free(s->alloc, s->buf);
  s->buf = NULL;
}

uint64_t hcl_jscan_keep(const hcl_jscan *s) {
  return s->partial ? s->tok.start.byte : s->cur;
}

hcl_status hcl_jscan_refill(hcl_jscan *s, uint64_t keep, bool *too_long) {
  *too_long = false;
  if (s->eof)
    return HCL_OK;
  if (s->partial && s->cur - s->tok.start.byte > s->max_token_bytes) {
    s->limit_range.filename = s->filename;
    s->limit_range.start = s->tok.start;
    s->limit_range.end = s->pos;
    *too_long = true;
    return HCL_OK;
  }
  uint64_t own = hcl_jscan_keep(s);
  if (own < keep)
    keep = own;
  if (keep < s->base)
    keep = s->base;
  size_t drop = (size_t)(keep - s->base);
  if (drop > 0) {
    memmove(s->buf, s->buf + drop, s->len - drop);
    s->len -= drop;
    s->base += drop;
  }
  if (s->cap - s->len < s->chunk_size) {
    size_t ncap = s->cap ? s->cap : s->chunk_size;
    while (ncap - s->len < s->chunk_size) {
      if (ncap > SIZE_MAX / 2)
        return HCL_ERR_NOMEM;
      ncap *= 2;
    }
    char *nb = hcl_mem_realloc(s->alloc, s->buf, s->cap, ncap);
    if (!nb)
      return HCL_ERR_NOMEM;
    s->buf = nb;
    s->cap = ncap;
  }
  for (;;) {
    size_t got = 0;
    size_t room = s->cap - s->len;
    if (room > s->chunk_size)
      room = s->chunk_size;
    hcl_status st = s->reader.read(s->reader.ctx, s->buf + s->len, room, &got);
    if (st != HCL_OK)
      return st == HCL_ERR_NOMEM ? st : HCL_ERR_IO;
    if (got == 0) {
      s->eof = true;
      return HCL_OK;
    }
    if (got > room)
      return HCL_ERR_IO; /* a reader that overflowed its buffer */
    s->len += got;
    return HCL_OK;
  }
}

/* ---- Strings ------------------------------------------------------- */

static bool is_hex(unsigned char c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') ||
         (c >= 'A' && c <= 'F');
}

static unsigned hex_val(unsigned char c) {
  return c <= '9' ? (unsigned)(c - '0') : (unsigned)((c | 0x20) - 'a' + 10);
}

static size_t utf8_len_of(uint32_t cp) {
  return cp < 0x80 ? 1 : cp < 0x800 ? 2 : 3; /* no surrogates reach here */
}

static void mark_fixup(hcl_jscan *s, uint64_t off, size_t dec) {
  if (!s->tok.fixup) {
    s->tok.fixup = true;
    s->tok.fix_off = off;
    s->tok.fix_dec = dec;
  }
}

static void go_error(hcl_jscan *s, uint64_t off) {
  s->state = G_ERR;
  s->tok.err_off = off - s->tok.start.byte + 1;
}

/* One byte of the token through Go's string scanner, at file offset `off`
   (the opening quote is not fed). */
static void go_byte(hcl_jscan *s, unsigned char b, uint64_t off) {
  switch (s->state) {
  case G_STR:
    if (b == '"') {
      s->state = G_CLOSED;
      s->tok.value_end = off;
    } else if (b == '\\') {
      s->state = G_ESC;
      s->esc_off = off;
      s->esc_dec = s->dec_len;
    }
    return;
  case G_ESC:
    if (b == 'u') {
      s->state = G_U1;
      s->hex = 0;
    } else if (b == '"' || b == '\\' || b == '/' || b == 'b' || b == 'f' ||
               b == 'n' || b == 'r' || b == 't') {
      s->state = G_STR;
      s->dec_len++;
    } else {
      go_error(s, off);
    }
    return;
  case G_U1:
  case G_U2:
  case G_U3:
  case G_U4:
    if (!is_hex(b)) {
      go_error(s, off);
      return;
    }
    s->hex = s->hex << 4 | hex_val(b);
    if (s->state != G_U4) {
      s->state++;
      return;
    }
    s->state = G_STR;
    if (s->hex >= 0xD800 && s->hex <= 0xDFFF)
      mark_fixup(s, s->esc_off, s->esc_dec);
    else
      s->dec_len += utf8_len_of(s->hex);
    return;
  case G_CLOSED:
    if (b != ' ')
      go_error(s, off);
    return;
  default:
    return;
  }
}

/* Bytes needed by the UTF-8 sequence that `c` leads (1 when invalid). */
static size_t lead_len(unsigned char c) {
  if (c < 0xC2)
    return 1;
  if (c < 0xE0)
    return 2;
  if (c < 0xF0)
    return 3;
  return c < 0xF5 ? 4 : 1;
}

/*
 * Hands out the finished token. Fields are copied one by one, never the
 * struct whole: the scanner has just written some of them byte by byte,
 * and a wide load of fresh narrow stores stalls the CPU.
 */
static void hand_out(const hcl_jtok *t, hcl_jtok *out, hcl_pos end, bool bad,
                     bool fixup, uint8_t kw, uint64_t err_off) {
  out->type = t->type;
  out->kw = kw;
  out->bad = bad;
  out->fixup = fixup;
  out->start.byte = t->start.byte;
  out->start.line = t->start.line;
  out->start.column = t->start.column;
  out->end = end;
  out->err_off = err_off;
  out->fix_off = t->fix_off;
  out->fix_dec = t->fix_dec;
  out->value_end = t->value_end;
}

static void finish_string(hcl_jscan *s, hcl_jtok *out, hcl_pos end) {
  bool bad = s->state != G_CLOSED;
  uint64_t err_off = s->tok.err_off;
  if (bad && s->state != G_ERR) /* encoding/json: unexpected end of input */
    err_off = end.byte - s->tok.start.byte;
  hand_out(&s->tok, out, end, bad, !bad && s->tok.fixup, 0, err_off);
  s->partial = false;
}

/* The end of the run from `p` of bytes that need no attention inside a
   string: printable ASCII other than a quote or a backslash. */
static const unsigned char *plain_ascii_end(const unsigned char *p,
                                            const unsigned char *end) {
#ifdef __SSE2__
  const __m128i space = _mm_set1_epi8(0x20);
  const __m128i quote = _mm_set1_epi8('"');
  const __m128i backslash = _mm_set1_epi8('\\');
  while (end - p >= 16) {
    __m128i v = _mm_loadu_si128((const __m128i *)p);
    /* signed: bytes from 0x80 up compare below the space too */
    __m128i stop = _mm_or_si128(
        _mm_cmplt_epi8(v, space),
        _mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, backslash)));
    unsigned mask = (unsigned)_mm_movemask_epi8(stop);
    if (mask)
      return p + __builtin_ctz(mask);
    p += 16;
  }
#endif
  while (p < end && *p >= 0x20 && *p < 0x80 && *p != '"' && *p != '\\')
    p++;
  return p;
}

/*
 * Continues a string token. Runs of plain ASCII take the fast path; the
 * rest goes character by character through the reference's cluster rule
 * and Go's checks.
 */
static hcl_jscan_result scan_string(hcl_jscan *s, hcl_jtok *out) {
  const unsigned char *base = (const unsigned char *)s->buf;
  const unsigned char *p = base + (size_t)(s->cur - s->base);
  const unsigned char *end = base + s->len;
  uint32_t col = s->pos.column;
  for (;;) {
    if ((s->state == G_STR || s->state == G_ERR) && s->cl_prev < 0x80) {
      const unsigned char *q = plain_ascii_end(p, end);
      if (q != p) {
        size_t n = (size_t)(q - p);
        col += (uint32_t)n;
        s->dec_len += n;
        s->cl_prev = q[-1];
        s->escaping = false;
        p = q;
      }
    }
    if (p == end || *p < 0x20) {
      hcl_pos at = move_to(s, s->base + (uint64_t)(p - base), col);
      if (p == end && !s->eof)
        return HCL_JS_MORE;
      finish_string(s, out, at);
      return HCL_JS_TOKEN;
    }
    unsigned char c = *p;
    uint64_t off = s->base + (uint64_t)(p - base);
    int32_t cp;
    size_t n;
    if (c < 0x80) {
      cp = c;
      n = 1;
    } else {
      size_t need = lead_len(c);
      if ((size_t)(end - p) < need && !s->eof) {
        move_to(s, off, col);
        return HCL_JS_MORE;
      }
      n = hcl_utf8_decode(p, (size_t)(end - p), &cp);
      if (n == 0) {
        if (c == 0xED && end - p >= 3 && p[1] >= 0xA0 && p[1] <= 0xBF &&
            p[2] >= 0x80 && p[2] <= 0xBF) {
          cp = CP_SURROGATE;
          n = 3;
        } else {
          cp = CP_INVALID;
          n = 1;
        }
      }
    }
    bool joins = false;
    if (s->cl_prev >= 0 && cp >= 0 && !(s->cl_prev < 0x80 && cp < 0x80))
      joins = !utf8proc_grapheme_break_stateful(s->cl_prev, cp, &s->cl_state);
    if (!joins) {
      col++;
      if (c == '\\' || c == '"') {
        go_byte(s, c, off);
        p++;
        s->cl_prev = -1;
        if (c == '\\') {
          s->escaping = !s->escaping;
          continue;
        }
        if (!s->escaping) {
          finish_string(s, out, move_to(s, off + 1, col));
          return HCL_JS_TOKEN;
        }
        s->escaping = false;
        continue;
      }
      s->escaping = false;
    }
    /* an ordinary character, or one swallowed by the open cluster */
    if (s->state == G_STR && c != '"' && c != '\\') {
      if (cp < 0)
        mark_fixup(s, off, s->dec_len);
      else
        s->dec_len += n;
    } else {
      for (size_t i = 0; i < n; i++)
        go_byte(s, p[i], off + i);
    }
    if (!joins) {
      s->cl_prev = cp < 0 ? -1 : cp;
      s->cl_state = 0;
    } else {
      s->cl_prev = cp;
    }
    p += n;
  }
}

/* ---- Numbers and keywords ------------------------------------------ */

static bool is_number_byte(unsigned char c) {
  return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' ||
         c == 'e' || c == 'E';
}

static bool is_alpha(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static void number_byte(hcl_jscan *s, unsigned char c) {
  bool digit = c >= '0' && c <= '9';
  switch (s->state) {
  case N_START:
  case N_MINUS:
    if (c == '-' && s->state == N_START)
      s->state = N_MINUS;
    else if (c == '0')
      s->state = N_ZERO;
    else if (digit) {
      s->state = N_INT;
      s->sig_digits = 1;
    } else
      s->state = N_ERR;
    return;
  case N_ZERO:
  case N_INT:
    if (digit && s->state == N_INT)
      s->sig_digits++;
    else if (c == '.')
      s->state = N_DOT;
    else if (c == 'e' || c == 'E')
      s->state = N_E;
    else
      s->state = N_ERR;
    return;
  case N_DOT:
  case N_FRAC:
    if (digit) {
      s->state = N_FRAC;
      s->frac_digits++;
      if (s->sig_digits || c != '0')
        s->sig_digits++;
    } else if ((c == 'e' || c == 'E') && s->state == N_FRAC) {
      s->state = N_E;
    } else {
      s->state = N_ERR;
    }
    return;
  case N_E:
    if (c == '-' || c == '+') {
      s->exp_neg = c == '-';
      s->state = N_ESIGN;
      return;
    }
    /* fall through */
  case N_ESIGN:
  case N_EXP:
    if (!digit) {
      s->state = N_ERR;
      return;
    }
    s->state = N_EXP;
    /* strconv.ParseInt's range: down to -2^63, up to 2^63 - 1 */
    if (!s->exp_overflow) {
      uint64_t limit = (UINT64_C(1) << 63) - (s->exp_neg ? 0 : 1);
      unsigned d = (unsigned)(c - '0');
      if (s->exp_mag > (limit - d) / 10)
        s->exp_overflow = true;
      else
        s->exp_mag = s->exp_mag * 10 + d;
    }
    return;
  default:
    return;
  }
}

/*
 * Whether cty's number parser (big.ParseFloat at 512 bits) takes a number
 * the JSON grammar accepts: its exponent must fit 64 bits, and then its
 * binary exponent must fit the reference's range (core/decimal.h). Fails
 * only with HCL_ERR_NOMEM.
 */
static hcl_status number_in_range(const hcl_jscan *s, const char *text,
                                  size_t len, bool *fits) {
  *fits = false;
  if (s->exp_overflow)
    return HCL_OK;
  size_t mantissa_len = 0;
  while (mantissa_len < len && text[mantissa_len] != 'e' &&
         text[mantissa_len] != 'E')
    mantissa_len++;
  /* exp_mag <= 2^63 (2^63 only when negative): no overflow below */
  int64_t e = s->exp_neg ? (int64_t)(0 - s->exp_mag) : (int64_t)s->exp_mag;
  return hcl_decimal_exp2_fits(text, mantissa_len, s->sig_digits,
                               s->frac_digits, e, s->alloc, fits);
}

static hcl_jkw classify_keyword(const char *t, size_t n) {
  switch (n) {
  case 3:
    return memcmp(t, "NaN", 3) == 0 ? HCL_JKW_JS : HCL_JKW_OTHER;
  case 4:
    if (memcmp(t, "true", 4) == 0)
      return HCL_JKW_TRUE;
    return memcmp(t, "null", 4) == 0 ? HCL_JKW_NULL : HCL_JKW_OTHER;
  case 5:
    return memcmp(t, "false", 5) == 0 ? HCL_JKW_FALSE : HCL_JKW_OTHER;
  case 8:
    return memcmp(t, "Infinity", 8) == 0 ? HCL_JKW_JS : HCL_JKW_OTHER;
  case 9:
    return memcmp(t, "undefined", 9) == 0 ? HCL_JKW_JS : HCL_JKW_OTHER;
  default:
    return HCL_JKW_OTHER;
  }
}

/* Continues a number or keyword token: one column per byte. */
static hcl_jscan_result scan_word(hcl_jscan *s, hcl_jtok *out) {
  const unsigned char *base = (const unsigned char *)s->buf;
  const unsigned char *p = base + (size_t)(s->cur - s->base);
  const unsigned char *end = base + s->len;
  const unsigned char *q = p;
  if (s->tok.type == HCL_JT_NUMBER) {
    while (q < end && is_number_byte(*q))
      number_byte(s, *q++);
  } else {
    while (q < end && (is_alpha(*q) || *q == '_'))
      q++;
  }
  hcl_pos at =
      move_to(s, s->cur + (uint64_t)(q - p), s->pos.column + (uint32_t)(q - p));
  if (q == end && !s->eof)
    return HCL_JS_MORE;
  s->partial = false;
  const char *text = hcl_jscan_at(s, s->tok.start.byte);
  size_t len = (size_t)(s->cur - s->tok.start.byte);
  if (len > s->max_token_bytes) {
    s->limit_range.filename = s->filename;
    s->limit_range.start = s->tok.start;
    s->limit_range.end = at;
    return HCL_JS_LIMIT;
  }
  bool bad = false;
  uint8_t kw = 0;
  if (s->tok.type == HCL_JT_NUMBER) {
    bool ok = s->state == N_ZERO || s->state == N_INT || s->state == N_FRAC ||
              s->state == N_EXP;
    if (ok) {
      hcl_status st = number_in_range(s, text, len, &ok);
      if (st != HCL_OK) {
        s->status = st;
        return HCL_JS_FAILED;
      }
    }
    bad = !ok;
  } else {
    kw = (uint8_t)classify_keyword(text, len);
  }
  hand_out(&s->tok, out, at, bad, false, kw, 0);
  return HCL_JS_TOKEN;
}

/* ---- Tokens -------------------------------------------------------- */

/* `pos` is passed in rather than read back from s->pos, which was just
   stored field by field. */
static void begin_token(hcl_jscan *s, hcl_jtok_type type, hcl_pos pos) {
  memset(&s->tok, 0, sizeof s->tok);
  s->tok.type = (uint8_t)type;
  s->tok.start = pos;
  s->partial = true;
}

hcl_jscan_result hcl_jscan_next(hcl_jscan *s, hcl_jtok *out) {
  if (s->partial) {
    if (s->tok.type == HCL_JT_STRING) {
      hcl_jscan_result r = scan_string(s, out);
      if (r == HCL_JS_TOKEN &&
          out->end.byte - out->start.byte > s->max_token_bytes) {
        s->limit_range.filename = s->filename;
        s->limit_range.start = out->start;
        s->limit_range.end = out->end;
        return HCL_JS_LIMIT;
      }
      return r;
    }
    return scan_word(s, out);
  }
  /* an empty input leaves no buffer, and NULL + 0 is undefined */
  const unsigned char *base = (const unsigned char *)(s->buf ? s->buf : "");
  const unsigned char *p = base + (size_t)(s->cur - s->base);
  const unsigned char *end = base + s->len;
  hcl_pos pos = s->pos;
  for (; p < end; p++) {
    unsigned char c = *p;
    if (c == ' ') {
      pos.column++;
    } else if (c == '\n') {
      pos.line++;
      pos.column = 1;
    } else if (c == '\t') {
      pos.column += 2;
    } else if (c != '\r') {
      break;
    }
  }
  s->cur = s->base + (uint64_t)(p - base);
  pos.byte = s->cur;
  s->pos = pos;
  if (p == end) {
    if (!s->eof)
      return HCL_JS_MORE;
    memset(out, 0, sizeof *out);
    out->type = HCL_JT_EOF;
    out->start = out->end = pos;
    s->done = true;
    return HCL_JS_TOKEN;
  }
  unsigned char c = *p;
  hcl_jtok_type single = HCL_JT_EOF;
  switch (c) {
  case '{':
    single = HCL_JT_OBRACE;
    break;
  case '}':
    single = HCL_JT_CBRACE;
    break;
  case '[':
    single = HCL_JT_OBRACK;
    break;
  case ']':
    single = HCL_JT_CBRACK;
    break;
  case ',':
    single = HCL_JT_COMMA;
    break;
  case ':':
    single = HCL_JT_COLON;
    break;
  case '=':
    single = HCL_JT_EQUALS;
    break;
  default:
    break;
  }
  if (single != HCL_JT_EOF) {
    memset(out, 0, sizeof *out);
    out->type = (uint8_t)single;
    out->start = pos;
    out->end = move_to(s, pos.byte + 1, pos.column + 1);
    return HCL_JS_TOKEN;
  }
  if (c == '"') {
    begin_token(s, HCL_JT_STRING, pos);
    s->state = G_STR;
    s->escaping = false;
    s->cl_prev = -1;
    s->cl_state = 0;
    s->dec_len = 0;
    move_to(s, pos.byte + 1, pos.column + 1);
    return hcl_jscan_next(s, out);
  }
  if (is_number_byte(c) && c != 'e' && c != 'E') {
    begin_token(s, HCL_JT_NUMBER, pos);
    s->state = N_START;
    s->sig_digits = s->frac_digits = 0;
    s->exp_mag = 0;
    s->exp_neg = s->exp_overflow = false;
    return scan_word(s, out);
  }
  if (is_alpha(c)) {
    begin_token(s, HCL_JT_KEYWORD, pos);
    return scan_word(s, out);
  }
  /* The reference stops scanning here, with an end of input just after
     the byte. */
  memset(out, 0, sizeof *out);
  out->type = HCL_JT_INVALID;
  out->start = pos;
  out->end = pos;
  out->end.byte++;
  out->end.column++;
  s->cur++;
  s->pos = out->end;
  s->len = (size_t)(s->cur - s->base); /* nothing more is read */
  s->eof = true;
  return HCL_JS_TOKEN;
}
