/*
 * The native syntax scanner: a hand-written longest-match tokenizer with a
 * stack of modes (native spec, "Lexical Elements" and "Templates").
 *
 *   main     spaces are skipped; numbers, identifiers, comments, newlines,
 *            operators, `{` `}` `~}`, `"` (enters string), `<<ID\n` and
 *            `<<-ID\n` (enter heredoc), anything else a one-character
 *            invalid token
 *   string   `${` `%{` (enter main), `"` (leaves), literal runs with
 *            backslash escapes, `$${` and `%%{`, runs of newlines (an error)
 *   heredoc  `${` `%{`, literal text a line at a time; a line holding only
 *            the marker (spaces around it allowed) closes the heredoc
 *   template a bare template, as heredoc but never closed
 *
 * A `}` or `~}` closes a template sequence when the brace count is back at
 * the level its `${`/`%{` opened; otherwise `}` is a plain brace.
 *
 * Each token is matched on the bytes in the buffer; when a match runs into
 * the end of the buffer before the input ends, the scanner reads more and
 * matches again from the token's start. Reads at least double what is
 * available, so a huge token costs linear time.
 */

#include "native_syntax/scanner.h"
#include "core/inline.h"

#include <string.h>

#include "core/alloc.h"
#include "core/utf8.h"

typedef struct heredoc_state {
  char *marker;
  size_t marker_len;
  bool start_of_line;
} heredoc_state;

/* What a match decided. NEED_MORE: the buffer ended before it could. */
typedef enum match_kind {
  MATCH_TOKEN,
  MATCH_NEED_MORE,
  MATCH_STUCK
} match_kind;

typedef enum action {
  ACT_NONE,
  ACT_PUSH_STRING,
  ACT_PUSH_HEREDOC,
  ACT_POP,           /* closing quote */
  ACT_OPEN_SEQUENCE, /* `${` or `%{` */
  ACT_OPEN_BRACE,
  ACT_CLOSE_BRACE,    /* `}`: may close a sequence */
  ACT_CLOSE_TILDE,    /* `~}` */
  ACT_HEREDOC_EOL,    /* heredoc line ending in a newline */
  ACT_HEREDOC_MIDLINE /* heredoc text before a sequence or the end */
} action;

typedef struct match {
  match_kind kind;
  hcl_tok_type type;
  size_t len;
  action act;
  bool ascii; /* only ASCII bytes and no newline: column = length */
} match;

/* A view of the bytes available from the token's start. */
typedef struct window {
  const unsigned char *p;
  size_t n;
  bool eof; /* nothing follows p[n-1] */
} window;

static void init_common(hcl_scanner *s, const char *filename,
                        hcl_scan_mode mode, const hcl_native_options *opts) {
  hcl_native_options defaults = hcl_native_options_default();
  if (!opts)
    opts = &defaults;
  s->alloc = opts->alloc;
  s->filename = filename;
  s->chunk_size = opts->chunk_size ? opts->chunk_size : HCL_CHUNK_SIZE_DEFAULT;
  s->max_token_bytes = opts->max_token_bytes ? opts->max_token_bytes
                                             : HCL_MAX_TOKEN_BYTES_DEFAULT;
  s->keep = 0;
  s->cur = 0;
  s->pos.byte = 0;
  s->pos.line = 1;
  s->pos.column = 1;
  hcl_vec_init(&s->modes, s->alloc, sizeof(uint8_t));
  hcl_vec_init(&s->ret_braces, s->alloc, sizeof(int64_t));
  hcl_vec_init(&s->heredocs, s->alloc, sizeof(heredoc_state));
  s->braces = 0;
  s->has_pending = false;
  s->limit_summary = NULL;
  s->limit_detail = NULL;
  s->initial_mode = mode; /* pushed by the first call to next() */
}

void hcl_scanner_init_buffer(hcl_scanner *s, const char *src, size_t len,
                             const char *filename, hcl_scan_mode mode,
                             const hcl_native_options *opts) {
  memset(s, 0, sizeof *s);
  init_common(s, filename, mode, opts);
  s->buf = (char *)src;
  s->len = len;
  s->cap = len;
  s->base = 0;
  s->owns_buf = false;
  s->eof = true;
}

void hcl_scanner_init_reader(hcl_scanner *s, hcl_reader reader,
                             const char *filename, hcl_scan_mode mode,
                             const hcl_native_options *opts) {
  memset(s, 0, sizeof *s);
  init_common(s, filename, mode, opts);
  s->reader = reader;
  s->owns_buf = true;
  s->eof = false;
}

void hcl_scanner_set_start(hcl_scanner *s, hcl_pos start) {
  s->pos = start;
  s->base = start.byte;
  s->cur = start.byte;
  s->keep = start.byte;
}

void hcl_scanner_fini(hcl_scanner *s) {
  if (s->owns_buf)
    hcl_mem_free(s->alloc, s->buf);
  s->buf = NULL;
  for (size_t i = 0; i < s->heredocs.len; i++) {
    heredoc_state *h = hcl_vec_at(&s->heredocs, i);
    hcl_mem_free(s->alloc, h->marker);
  }
  hcl_vec_fini(&s->modes);
  hcl_vec_fini(&s->ret_braces);
  hcl_vec_fini(&s->heredocs);
}

/* ---- Input ---------------------------------------------------------- */

static hcl_status fail_limit(hcl_scanner *s, uint64_t at, const char *summary,
                             const char *detail) {
  s->limit_summary = summary;
  s->limit_detail = detail;
  s->limit_range.filename = s->filename;
  s->limit_range.start = s->pos;
  s->limit_range.start.column += (uint32_t)(at - s->pos.byte);
  s->limit_range.start.byte = at;
  s->limit_range.end = s->limit_range.start;
  return HCL_ERR_SYNTAX;
}

/*
 * Reads more input so that at least twice as many bytes as now are
 * available from `from`, or the input ends. Bytes before the keep mark
 * (and before `from`) are dropped first.
 */
static hcl_status refill(hcl_scanner *s, uint64_t from) {
  if (s->eof)
    return HCL_OK;
  uint64_t keep = s->keep < from ? s->keep : from;
  if (keep < s->base)
    keep = s->base;
  size_t drop = (size_t)(keep - s->base);
  size_t have = (size_t)(s->base + s->len - from);
  if (have > s->max_token_bytes)
    return fail_limit(s, from, "Token too long",
                      "A single token (string, comment or heredoc line) is "
                      "longer than the parser's max_token_bytes limit.");
  size_t want = have > s->chunk_size ? have : s->chunk_size;
  if (drop > 0) {
    memmove(s->buf, s->buf + drop, s->len - drop);
    s->len -= drop;
    s->base += drop;
  }
  if (s->cap - s->len < want) {
    size_t ncap = s->cap ? s->cap : s->chunk_size;
    while (ncap - s->len < want) {
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
  size_t got_total = 0;
  while (got_total < want) {
    size_t got = 0;
    hcl_status st =
        s->reader.read(s->reader.ctx, s->buf + s->len, s->cap - s->len, &got);
    if (st != HCL_OK)
      return st == HCL_ERR_NOMEM ? st : HCL_ERR_IO;
    if (got == 0) {
      s->eof = true;
      break;
    }
    s->len += got;
    got_total += got;
  }
  return HCL_OK;
}

/* ---- Matching helpers ------------------------------------------------ */

#define NEED(m)                                                                \
  do {                                                                         \
    (m).kind = MATCH_NEED_MORE;                                                \
    return (m);                                                                \
  } while (0)

static match tok(hcl_tok_type type, size_t len, action act) {
  match m = {MATCH_TOKEN, type, len, act, true};
  return m;
}

/* Decodes the code point at w.p[i]: its length, 0 if invalid, or -1 when
   more input is needed to tell. */
static int decode_at(const window *w, size_t i, int32_t *cp) {
  size_t avail = w->n - i;
  unsigned char c = w->p[i];
  if (c >= 0x80 && (c < 0xC2 || c > 0xF4))
    return 0;
  size_t need = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
  if (avail < need && !w->eof) {
    /* a valid sequence might still be completed by more input */
    for (size_t k = 1; k < avail; k++)
      if ((w->p[i + k] & 0xC0) != 0x80)
        return 0;
    return -1;
  }
  return (int)hcl_utf8_decode(w->p + i, avail, cp);
}

/* ASCII character classes, for the scanner's inner loops; every byte
   from 0x80 up is in none, so a byte needs no range test first. */
enum { C_IDSTART = 1, C_IDCONT = 2 };

static const unsigned char ascii_class[256] = {
    ['A'] = 3, ['B'] = 3, ['C'] = 3, ['D'] = 3, ['E'] = 3, ['F'] = 3, ['G'] = 3,
    ['H'] = 3, ['I'] = 3, ['J'] = 3, ['K'] = 3, ['L'] = 3, ['M'] = 3, ['N'] = 3,
    ['O'] = 3, ['P'] = 3, ['Q'] = 3, ['R'] = 3, ['S'] = 3, ['T'] = 3, ['U'] = 3,
    ['V'] = 3, ['W'] = 3, ['X'] = 3, ['Y'] = 3, ['Z'] = 3, ['a'] = 3, ['b'] = 3,
    ['c'] = 3, ['d'] = 3, ['e'] = 3, ['f'] = 3, ['g'] = 3, ['h'] = 3, ['i'] = 3,
    ['j'] = 3, ['k'] = 3, ['l'] = 3, ['m'] = 3, ['n'] = 3, ['o'] = 3, ['p'] = 3,
    ['q'] = 3, ['r'] = 3, ['s'] = 3, ['t'] = 3, ['u'] = 3, ['v'] = 3, ['w'] = 3,
    ['x'] = 3, ['y'] = 3, ['z'] = 3, ['_'] = 3, ['0'] = 2, ['1'] = 2, ['2'] = 2,
    ['3'] = 2, ['4'] = 2, ['5'] = 2, ['6'] = 2, ['7'] = 2, ['8'] = 2, ['9'] = 2,
    ['-'] = 2,
};

static bool ident_start_ascii(unsigned char c) {
  return ascii_class[c] & C_IDSTART;
}

static bool ident_continue_ascii(unsigned char c) {
  return ascii_class[c] & C_IDCONT;
}

/* Length of the identifier continuing at w.p[i]; -1 when more input is
   needed. Sets *ascii false on any non-ASCII byte. */
static long ident_rest(const window *w, size_t i, bool *ascii) {
  size_t start = i;
  for (;;) {
    while (i < w->n && ident_continue_ascii(w->p[i]))
      i++;
    if (i >= w->n)
      return w->eof ? (long)(i - start) : -1;
    if (w->p[i] < 0x80)
      return (long)(i - start);
    int32_t cp;
    int n = decode_at(w, i, &cp);
    if (n < 0)
      return -1;
    if (n == 0 || !hcl_unicode_is_id_continue(cp))
      return (long)(i - start);
    *ascii = false;
    i += (size_t)n;
  }
}

static bool is_digit(unsigned char c) { return c >= '0' && c <= '9'; }

/*
 * NumberLit: a digit, then units of digit | "." | [eE][+-]?digit, ending
 * on a unit other than ".". So "1..2" is one token and "1." is "1" ".".
 */
static match match_number(const window *w) {
  match m = tok(HCL_TK_NUMBER, 1, ACT_NONE);
  size_t i = 1, last_good = 1;
  for (;;) {
    if (i >= w->n) {
      if (!w->eof)
        NEED(m);
      break;
    }
    unsigned char c = w->p[i];
    if (is_digit(c)) {
      i++;
      last_good = i;
    } else if (c == '.') {
      i++;
    } else if (c == 'e' || c == 'E') {
      size_t j = i + 1;
      if (j < w->n && (w->p[j] == '+' || w->p[j] == '-'))
        j++;
      if (j >= w->n) {
        if (!w->eof)
          NEED(m);
        break;
      }
      if (!is_digit(w->p[j]))
        break;
      i = j + 1;
      last_good = i;
    } else {
      break;
    }
  }
  m.len = last_good;
  return m;
}

/* `<<` or `<<-`, an identifier, a newline: a heredoc opener, or 0. */
static long heredoc_opener(const window *w, bool *ascii) {
  size_t i = 2;
  if (i < w->n && w->p[i] == '-')
    i++;
  if (i >= w->n)
    return w->eof ? 0 : -1;
  unsigned char c = w->p[i];
  if (c < 0x80) {
    if (!ident_start_ascii(c))
      return 0;
    i++;
  } else {
    int32_t cp;
    int n = decode_at(w, i, &cp);
    if (n < 0)
      return -1;
    if (n == 0 || !hcl_unicode_is_id_start(cp))
      return 0;
    *ascii = false;
    i += (size_t)n;
  }
  long rest = ident_rest(w, i, ascii);
  if (rest < 0)
    return -1;
  i += (size_t)rest;
  if (i >= w->n)
    return w->eof ? 0 : -1;
  if (w->p[i] == '\n')
    return (long)i + 1;
  if (w->p[i] == '\r') {
    if (i + 1 >= w->n)
      return w->eof ? 0 : -1;
    return w->p[i + 1] == '\n' ? (long)i + 2 : 0;
  }
  return 0;
}

/* The two-character operators beginning with `c`, or 0. */
static hcl_tok_type pair_op(unsigned char c, unsigned char d) {
  switch (c) {
  case '=':
    return d == '=' ? HCL_TK_EQUAL_OP : d == '>' ? HCL_TK_FAT_ARROW : 0;
  case '!':
    return d == '=' ? HCL_TK_NOT_EQUAL : 0;
  case '<':
    return d == '=' ? HCL_TK_LE : 0;
  case '>':
    return d == '=' ? HCL_TK_GE : 0;
  case '&':
    return d == '&' ? HCL_TK_AND : 0;
  case '|':
    return d == '|' ? HCL_TK_OR : 0;
  case ':':
    return d == ':' ? HCL_TK_DOUBLE_COLON : 0;
  case '~':
    return d == '}' ? HCL_TK_TEMPLATE_SEQ_END : 0;
  default:
    return 0;
  }
}

static hcl_tok_type self_token(unsigned char c) {
  switch (c) {
  case '[':
    return HCL_TK_OBRACK;
  case ']':
    return HCL_TK_CBRACK;
  case '(':
    return HCL_TK_OPAREN;
  case ')':
    return HCL_TK_CPAREN;
  case '.':
    return HCL_TK_DOT;
  case ',':
    return HCL_TK_COMMA;
  case '*':
    return HCL_TK_STAR;
  case '/':
    return HCL_TK_SLASH;
  case '%':
    return HCL_TK_PERCENT;
  case '+':
    return HCL_TK_PLUS;
  case '-':
    return HCL_TK_MINUS;
  case '=':
    return HCL_TK_EQUAL;
  case '<':
    return HCL_TK_LT;
  case '>':
    return HCL_TK_GT;
  case '!':
    return HCL_TK_BANG;
  case '?':
    return HCL_TK_QUESTION;
  case ':':
    return HCL_TK_COLON;
  case '&':
    return HCL_TK_BITWISE_AND;
  case '|':
    return HCL_TK_BITWISE_OR;
  case '~':
    return HCL_TK_BITWISE_NOT;
  case '^':
    return HCL_TK_BITWISE_XOR;
  case ';':
    return HCL_TK_SEMICOLON;
  case '`':
    return HCL_TK_BACKTICK;
  case '\'':
    return HCL_TK_APOSTROPHE;
  default:
    return HCL_TK_EOF;
  }
}

/* A comment running to the end of the line, newline included. */
static match match_line_comment(const window *w, size_t from) {
  match m = tok(HCL_TK_COMMENT, 0, ACT_NONE);
  const unsigned char *nl = memchr(w->p + from, '\n', w->n - from);
  if (!nl) {
    if (!w->eof)
      NEED(m);
    m.len = w->n;
  } else {
    m.len = (size_t)(nl - w->p) + 1;
  }
  m.ascii = false;
  return m;
}

static match match_main(const window *w) {
  match m = tok(HCL_TK_INVALID, 1, ACT_NONE);
  unsigned char c = w->p[0];
  bool ascii = true;
  if (is_digit(c))
    return match_number(w);
  if (ident_start_ascii(c)) {
    long rest = ident_rest(w, 1, &ascii);
    if (rest < 0)
      NEED(m);
    m = tok(HCL_TK_IDENT, 1 + (size_t)rest, ACT_NONE);
    m.ascii = ascii;
    return m;
  }
  switch (c) {
  case '\n':
    m = tok(HCL_TK_NEWLINE, 1, ACT_NONE);
    m.ascii = false;
    return m;
  case '\r':
    if (w->n < 2 && !w->eof)
      NEED(m);
    if (w->n >= 2 && w->p[1] == '\n') {
      m = tok(HCL_TK_NEWLINE, 2, ACT_NONE);
      m.ascii = false;
    }
    return m; /* a lone "\r" is invalid */
  case '#':
    return match_line_comment(w, 1);
  case '/':
    if (w->n < 2 && !w->eof)
      NEED(m);
    if (w->n >= 2 && w->p[1] == '/')
      return match_line_comment(w, 2);
    if (w->n >= 2 && w->p[1] == '*') {
      for (size_t i = 2; i + 1 < w->n; i++) {
        if (w->p[i] == '*' && w->p[i + 1] == '/') {
          m = tok(HCL_TK_COMMENT, i + 2, ACT_NONE);
          m.ascii = false;
          return m;
        }
      }
      if (!w->eof)
        NEED(m);
      /* an unterminated comment is no comment: just the slash */
    }
    return tok(HCL_TK_SLASH, 1, ACT_NONE);
  case '"':
    return tok(HCL_TK_OQUOTE, 1, ACT_PUSH_STRING);
  case '{':
    return tok(HCL_TK_OBRACE, 1, ACT_OPEN_BRACE);
  case '}':
    return tok(HCL_TK_CBRACE, 1, ACT_CLOSE_BRACE);
  case '.':
    if (w->n < 3 && !w->eof)
      NEED(m);
    if (w->n >= 3 && w->p[1] == '.' && w->p[2] == '.')
      return tok(HCL_TK_ELLIPSIS, 3, ACT_NONE);
    return tok(HCL_TK_DOT, 1, ACT_NONE);
  case '<':
    if (w->n < 2 && !w->eof)
      NEED(m);
    if (w->n >= 2 && w->p[1] == '<') {
      long n = heredoc_opener(w, &ascii);
      if (n < 0)
        NEED(m);
      if (n > 0) {
        m = tok(HCL_TK_OHEREDOC, (size_t)n, ACT_PUSH_HEREDOC);
        m.ascii = false;
        return m;
      }
    }
    break;
  default:
    break;
  }
  if (c < 0x80) {
    if (w->n < 2 && !w->eof && c && strchr("=!<>&|:~", c))
      NEED(m);
    if (w->n >= 2) {
      hcl_tok_type t = pair_op(c, w->p[1]);
      if (t == HCL_TK_TEMPLATE_SEQ_END)
        return tok(t, 2, ACT_CLOSE_TILDE);
      if (t)
        return tok(t, 2, ACT_NONE);
    }
    hcl_tok_type t = self_token(c);
    return tok(t ? t : HCL_TK_INVALID, 1, ACT_NONE);
  }
  int32_t cp;
  int n = decode_at(w, 0, &cp);
  if (n < 0)
    NEED(m);
  if (n == 0)
    return tok(HCL_TK_BAD_UTF8, 1, ACT_NONE);
  if (hcl_unicode_is_id_start(cp)) {
    long rest = ident_rest(w, (size_t)n, &ascii);
    if (rest < 0)
      NEED(m);
    m = tok(HCL_TK_IDENT, (size_t)n + (size_t)rest, ACT_NONE);
  } else {
    m = tok(HCL_TK_INVALID, (size_t)n, ACT_NONE);
  }
  m.ascii = false;
  return m;
}

/*
 * `$` or `%` in a template: `${`/`%{` (with `~`) opens a sequence, `$${` and
 * `%%{` (with `~`) are literal escapes, and a lone `$`/`%` is literal text.
 * At the end of input a lone one is what `at_end` says.
 */
static match match_sigil(const window *w, hcl_tok_type lit, hcl_tok_type at_end,
                         action lit_act) {
  match m = tok(lit, 1, lit_act);
  unsigned char c = w->p[0];
  hcl_tok_type opener =
      c == '$' ? HCL_TK_TEMPLATE_INTERP : HCL_TK_TEMPLATE_CONTROL;
  if (w->n < 3 && !w->eof)
    NEED(m);
  if (w->n < 2)
    return tok(at_end, 1, at_end == lit ? lit_act : ACT_NONE);
  if (w->p[1] == '{')
    return tok(opener, (w->n >= 3 && w->p[2] == '~') ? 3 : 2,
               ACT_OPEN_SEQUENCE);
  if (w->p[1] == c && w->n >= 3 && w->p[2] == '{') {
    if (w->n < 4 && !w->eof)
      NEED(m);
    m.len = (w->n >= 4 && w->p[3] == '~') ? 4 : 3;
  }
  return m;
}

static match match_string(const window *w) {
  match m = tok(HCL_TK_QUOTED_LIT, 0, ACT_NONE);
  unsigned char c = w->p[0];
  if (c == '$' || c == '%')
    return match_sigil(w, HCL_TK_QUOTED_LIT, HCL_TK_INVALID, ACT_NONE);
  if (c == '"')
    return tok(HCL_TK_CQUOTE, 1, ACT_POP);
  if (c == '\r' || c == '\n') {
    size_t i = 1;
    while (i < w->n && (w->p[i] == '\r' || w->p[i] == '\n'))
      i++;
    if (i >= w->n && !w->eof)
      NEED(m);
    m = tok(HCL_TK_QUOTED_NEWLINE, i, ACT_NONE);
    m.ascii = false;
    return m;
  }
  /* a run of literal characters and backslash escapes */
  size_t i = 0;
  for (;;) {
    if (i >= w->n) {
      if (!w->eof)
        NEED(m);
      break;
    }
    c = w->p[i];
    if (c == '$' || c == '%' || c == '"' || c == '\r' || c == '\n')
      break;
    size_t unit = 1;
    if (c == '\\') {
      if (i + 1 >= w->n) {
        if (!w->eof)
          NEED(m);
        break;
      }
      unsigned char d = w->p[i + 1];
      if (d == '\r' || d == '\n')
        break;
      if (d >= 0x80) {
        int32_t cp;
        int n = decode_at(w, i + 1, &cp);
        if (n < 0)
          NEED(m);
        if (n == 0)
          break;
        m.ascii = false;
        unit = 1 + (size_t)n;
      } else {
        unit = 2;
      }
    } else if (c >= 0x80) {
      int32_t cp;
      int n = decode_at(w, i, &cp);
      if (n < 0)
        NEED(m);
      if (n == 0)
        break;
      m.ascii = false;
      unit = (size_t)n;
    }
    i += unit;
  }
  if (i > 0) {
    m.len = i;
    return m;
  }
  /* nothing literal here: a stray backslash or a bad byte */
  if (c == '\\')
    return tok(HCL_TK_INVALID, 1, ACT_NONE);
  return tok(HCL_TK_BAD_UTF8, 1, ACT_NONE);
}

/* Literal text up to (not including) a `$`, `%`, CR, LF or bad byte. */
static long literal_run(const window *w, bool *ascii) {
  size_t i = 0;
  for (;;) {
    if (i >= w->n)
      return w->eof ? (long)i : -1;
    unsigned char c = w->p[i];
    if (c == '$' || c == '%' || c == '\r' || c == '\n')
      return (long)i;
    if (c < 0x80) {
      i++;
      continue;
    }
    int32_t cp;
    int n = decode_at(w, i, &cp);
    if (n < 0)
      return -1;
    if (n == 0)
      return (long)i;
    *ascii = false;
    i += (size_t)n;
  }
}

static match match_heredoc(const window *w) {
  match m = tok(HCL_TK_STRING_LIT, 0, ACT_HEREDOC_MIDLINE);
  unsigned char c = w->p[0];
  if (c == '$' || c == '%') {
    /* a lone sigil at the very end matches nothing in a heredoc */
    m = match_sigil(w, HCL_TK_STRING_LIT, HCL_TK_INVALID, ACT_HEREDOC_MIDLINE);
    if (m.kind == MATCH_TOKEN && m.type == HCL_TK_INVALID)
      m.kind = MATCH_STUCK;
    return m;
  }
  bool ascii = true;
  long run = literal_run(w, &ascii);
  if (run < 0)
    NEED(m);
  size_t i = (size_t)run;
  if (i < w->n) {
    if (w->p[i] == '\n') {
      m = tok(HCL_TK_STRING_LIT, i + 1, ACT_HEREDOC_EOL);
      m.ascii = false;
      return m;
    }
    if (w->p[i] == '\r') {
      if (i + 1 >= w->n && !w->eof)
        NEED(m);
      if (i + 1 < w->n && w->p[i + 1] == '\n') {
        m = tok(HCL_TK_STRING_LIT, i + 2, ACT_HEREDOC_EOL);
        m.ascii = false;
        return m;
      }
    }
  }
  if (i > 0) {
    m.len = i;
    m.ascii = ascii;
    return m;
  }
  if (i < w->n && w->p[i] >= 0x80)
    return tok(HCL_TK_BAD_UTF8, 1, ACT_NONE);
  m.kind = MATCH_STUCK; /* a lone carriage return */
  return m;
}

static match match_template(const window *w) {
  match m = tok(HCL_TK_STRING_LIT, 0, ACT_NONE);
  unsigned char c = w->p[0];
  if (c == '$' || c == '%')
    return match_sigil(w, HCL_TK_STRING_LIT, HCL_TK_STRING_LIT, ACT_NONE);
  bool ascii = true;
  long run = literal_run(w, &ascii);
  if (run < 0)
    NEED(m);
  size_t i = (size_t)run;
  m.ascii = ascii;
  if (i < w->n && w->p[i] == '\n') {
    i++;
    m.ascii = false;
  } else if (i < w->n && w->p[i] == '\r') {
    if (i + 1 >= w->n && !w->eof)
      NEED(m);
    if (i + 1 < w->n && w->p[i + 1] == '\n') {
      i += 2;
      m.ascii = false;
    }
  }
  if (i > 0) {
    m.len = i;
    return m;
  }
  if (w->p[0] >= 0x80)
    return tok(HCL_TK_BAD_UTF8, 1, ACT_NONE);
  m.kind = MATCH_STUCK;
  return m;
}

/* ---- Driver ---------------------------------------------------------- */

static hcl_scan_mode current_mode(const hcl_scanner *s) { return s->mode; }

static bool push_mode(hcl_scanner *s, hcl_scan_mode mode) {
  uint8_t m = (uint8_t)mode;
  if (!hcl_vec_push(&s->modes, &m))
    return false;
  s->mode = mode;
  return true;
}

static void pop_mode(hcl_scanner *s) {
  if (s->modes.len > 1) {
    hcl_vec_pop(&s->modes);
    s->mode = (hcl_scan_mode) * (uint8_t *)hcl_vec_last(&s->modes);
  }
}

static heredoc_state *top_heredoc(hcl_scanner *s) {
  return hcl_vec_last(&s->heredocs);
}

/* Trims Unicode white space from both ends, as the closing-marker test
   of the reference does. */
static void trim_space(const char **p, size_t *n) {
  const unsigned char *s = (const unsigned char *)*p;
  size_t a = 0, b = *n;
  while (a < b) {
    int32_t cp;
    size_t k = hcl_utf8_decode(s + a, b - a, &cp);
    if (!k || !hcl_unicode_is_space(cp))
      break;
    a += k;
  }
  while (b > a) {
    size_t k = 1;
    while (k < 4 && b - k > a && (s[b - k] & 0xC0) == 0x80)
      k++;
    int32_t cp;
    if (hcl_utf8_decode(s + b - k, k, &cp) != k || !hcl_unicode_is_space(cp))
      break;
    b -= k;
  }
  *p += a;
  *n = b - a;
}

/* Where text that is not plain ASCII ends. A line comment or a heredoc
   line ends with its only line feed: the next line's first column, with
   no need to count the line's characters. Out of line, so that the
   common tokens' path stays small enough to inline. */
HCL_NOINLINE static hcl_pos pos_after_text(hcl_pos from, const char *text,
                                           size_t len) {
  if (len > 0 && text[len - 1] == '\n' && !memchr(text, '\n', len - 1)) {
    from.line++;
    from.column = 1;
    from.byte += len;
    return from;
  }
  return hcl_pos_after(from, text, len);
}

static void set_token(hcl_scanner *s, hcl_token *t, hcl_tok_type type,
                      uint64_t start, size_t len, bool ascii) {
  /* Positions are built in locals and stored once: writing a struct piece
     by piece and reading it back whole stalls store forwarding. */
  hcl_pos from = s->pos;
  /* only spaces and tabs lie between tokens, one column each */
  from.column += (uint32_t)(start - from.byte);
  from.byte = start;
  hcl_pos to = from;
  if (ascii) {
    to.column += (uint32_t)len;
    to.byte += len;
  } else if (type == HCL_TK_NEWLINE) {
    to.line++;
    to.column = 1;
    to.byte += len;
  } else {
    to = pos_after_text(to, hcl_scanner_at(s, start), len);
  }
  t->type = type;
  t->flags = 0;
  t->start = from;
  t->end = to;
  s->pos = to;
}

static hcl_status apply_action(hcl_scanner *s, const match *m, hcl_token *t) {
  switch (m->act) {
  case ACT_NONE:
    return HCL_OK;
  case ACT_PUSH_STRING:
    return push_mode(s, HCL_SCAN_STRING) ? HCL_OK : HCL_ERR_NOMEM;
  case ACT_PUSH_HEREDOC: {
    const char *text = hcl_scanner_text(s, t);
    size_t n = m->len - 2;
    text += 2;
    if (text[0] == '-') {
      text++;
      n--;
    }
    n--; /* newline */
    if (n && text[n - 1] == '\r')
      n--;
    heredoc_state h = {hcl_mem_strndup(s->alloc, text, n), n, true};
    if (!h.marker)
      return HCL_ERR_NOMEM;
    if (!hcl_vec_push(&s->heredocs, &h)) {
      hcl_mem_free(s->alloc, h.marker);
      return HCL_ERR_NOMEM;
    }
    return push_mode(s, HCL_SCAN_HEREDOC) ? HCL_OK : HCL_ERR_NOMEM;
  }
  case ACT_POP:
    pop_mode(s);
    return HCL_OK;
  case ACT_OPEN_SEQUENCE: {
    s->braces++;
    if (!hcl_vec_push(&s->ret_braces, &s->braces))
      return HCL_ERR_NOMEM;
    heredoc_state *h = top_heredoc(s);
    if (h)
      h->start_of_line = false;
    return push_mode(s, HCL_SCAN_MAIN) ? HCL_OK : HCL_ERR_NOMEM;
  }
  case ACT_OPEN_BRACE:
    s->braces++;
    return HCL_OK;
  case ACT_CLOSE_BRACE:
  case ACT_CLOSE_TILDE: {
    int64_t *ret = hcl_vec_last(&s->ret_braces);
    bool closes = ret && *ret == s->braces;
    if (closes) {
      t->type = HCL_TK_TEMPLATE_SEQ_END;
      hcl_vec_pop(&s->ret_braces);
      pop_mode(s);
    }
    s->braces--;
    return HCL_OK;
  }
  case ACT_HEREDOC_EOL: {
    heredoc_state *h = top_heredoc(s);
    if (h && h->start_of_line) {
      const char *text = hcl_scanner_text(s, t);
      size_t n = m->len;
      trim_space(&text, &n);
      if (n == h->marker_len && memcmp(text, h->marker, n) == 0) {
        /* The marker and its newline become two tokens, so the newline
           can still end the attribute. */
        const char *full = hcl_scanner_text(s, t);
        size_t nl = m->len >= 2 && full[m->len - 2] == '\r' ? 2 : 1;
        uint64_t start = t->start.byte;
        s->pos = t->start;
        set_token(s, t, HCL_TK_CHEREDOC, start, m->len - nl, false);
        set_token(s, &s->pending, HCL_TK_NEWLINE, start + m->len - nl, nl,
                  false);
        s->has_pending = true;
        hcl_mem_free(s->alloc, h->marker);
        hcl_vec_pop(&s->heredocs);
        pop_mode(s);
        return HCL_OK;
      }
    }
    if (h)
      h->start_of_line = true;
    return HCL_OK;
  }
  case ACT_HEREDOC_MIDLINE: {
    heredoc_state *h = top_heredoc(s);
    if (h)
      h->start_of_line = false;
    return HCL_OK;
  }
  }
  return HCL_OK;
}

/* The scanner cannot go on (the reference's machine has no transition):
   the rest of the input becomes one token, literal text in a top-level bare
   template and invalid otherwise. The bytes are walked, not kept. */
static hcl_status consume_rest(hcl_scanner *s, hcl_token *out) {
  hcl_tok_type type =
      (current_mode(s) == HCL_SCAN_TEMPLATE && s->modes.len == 1)
          ? HCL_TK_STRING_LIT
          : HCL_TK_INVALID;
  out->type = type;
  out->start = s->pos;
  out->start.column += (uint32_t)(s->cur - s->pos.byte);
  out->start.byte = s->cur;
  hcl_pos end = out->start;
  for (;;) {
    size_t off = (size_t)(s->cur - s->base);
    hcl_pos_advance(&end, s->buf + off, s->len - off);
    s->cur = s->base + s->len;
    if (s->eof)
      break;
    s->keep = s->cur;
    hcl_status st = refill(s, s->cur);
    if (st != HCL_OK)
      return st;
  }
  out->flags = HCL_TKF_TEXT_GONE;
  out->end = end;
  s->pos = end;
  return HCL_OK;
}

hcl_status hcl_scanner_next(hcl_scanner *s, hcl_token *out) {
  if (s->has_pending) {
    *out = s->pending;
    s->has_pending = false;
    return HCL_OK;
  }
  if (s->modes.len == 0 && !push_mode(s, s->initial_mode))
    return HCL_ERR_NOMEM;
  for (;;) {
    hcl_scan_mode mode = current_mode(s);
    size_t off = (size_t)(s->cur - s->base);
    if (mode == HCL_SCAN_MAIN) {
      while (off < s->len && (s->buf[off] == ' ' || s->buf[off] == '\t'))
        off++;
      s->cur = s->base + off;
    }
    if (off >= s->len) {
      if (!s->eof) {
        hcl_status st = refill(s, s->cur);
        if (st != HCL_OK)
          return st;
        continue;
      }
      out->type = HCL_TK_EOF;
      out->flags = 0;
      out->start = s->pos;
      out->start.column += (uint32_t)(s->cur - s->pos.byte);
      out->start.byte = s->cur;
      out->end = out->start;
      return HCL_OK;
    }
    window w = {(const unsigned char *)s->buf + off, s->len - off, s->eof};
    match m;
    switch (mode) {
    case HCL_SCAN_STRING:
      m = match_string(&w);
      break;
    case HCL_SCAN_HEREDOC:
      m = match_heredoc(&w);
      break;
    case HCL_SCAN_TEMPLATE:
      m = match_template(&w);
      break;
    default:
      m = match_main(&w);
      break;
    }
    if (m.kind == MATCH_NEED_MORE) {
      size_t before = s->len - off;
      hcl_status st = refill(s, s->cur);
      if (st != HCL_OK)
        return st;
      if (s->len - (size_t)(s->cur - s->base) == before && !s->eof)
        return HCL_ERR_IO; /* a reader that makes no progress */
      continue;
    }
    if (m.kind == MATCH_STUCK)
      return consume_rest(s, out);
    set_token(s, out, m.type, s->cur, m.len, m.ascii);
    s->cur += m.len;
    return apply_action(s, &m, out);
  }
}
