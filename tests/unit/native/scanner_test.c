/*
 * The scanner: every token class, positions (columns are grapheme
 * clusters, a tab is one column, CRLF ends a line), invalid UTF-8 at
 * several positions, the template modes, and chunked input.
 */

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/buf.h"
#include "native_syntax/scanner.h"

static const char *type_name(hcl_tok_type t) {
  static const char *names[] = {
      "EOF",     "NL",      "IDENT",  "NUM",     "COMMENT", "{",    "}",
      "[",       "]",       "(",      ")",       "OQ",      "CQ",   "OH",
      "CH",      "*",       "/",      "+",       "-",       "%",    "=",
      "==",      "!=",      "<",      "<=",      ">",       ">=",   "&&",
      "||",      "!",       ".",      ",",       "::",      "...",  "=>",
      "?",       ":",       "INTERP", "CONTROL", "SEQEND",  "QLIT", "SLIT",
      "&",       "|",       "~",      "^",       "'",       "`",    ";",
      "INVALID", "BADUTF8", "QNL"};
  return names[t];
}

typedef struct scan_opts {
  hcl_scan_mode mode;
  size_t chunk; /* 0: whole buffer */
} scan_opts;

typedef struct reader_state {
  const char *src;
  size_t len, pos, chunk;
} reader_state;

static hcl_status chunk_read(void *ctx, char *buf, size_t cap, size_t *got) {
  reader_state *r = ctx;
  size_t n = r->len - r->pos;
  if (n > r->chunk)
    n = r->chunk;
  if (n > cap)
    n = cap;
  memcpy(buf, r->src + r->pos, n);
  r->pos += n;
  *got = n;
  return HCL_OK;
}

/* "TYPE 'text' l:c-l:c" per token, space separated, EOF last. */
static char *scan_with(const char *src, size_t len, scan_opts so) {
  hcl_scanner s;
  reader_state rs = {src, len, 0, so.chunk};
  hcl_native_options o = hcl_native_options_default();
  if (so.chunk) {
    o.chunk_size = so.chunk;
    hcl_reader r = {&rs, chunk_read};
    hcl_scanner_init_reader(&s, r, "t", so.mode, &o);
  } else {
    hcl_scanner_init_buffer(&s, src, len, "t", so.mode, &o);
  }
  hcl_buf out;
  hcl_buf_init(&out, NULL);
  for (;;) {
    hcl_token t;
    cr_assert_eq(hcl_scanner_next(&s, &t), HCL_OK);
    if (out.len)
      hcl_buf_putc(&out, ' ');
    hcl_buf_printf(&out, "%s", type_name(t.type));
    if (t.type != HCL_TK_EOF && !(t.flags & HCL_TKF_TEXT_GONE)) {
      hcl_buf_putc(&out, '\'');
      const char *text = hcl_scanner_text(&s, &t);
      for (uint64_t i = 0; i < hcl_token_len(&t); i++) {
        char c = text[i];
        if (c == '\n')
          hcl_buf_puts(&out, "\\n");
        else if (c == '\r')
          hcl_buf_puts(&out, "\\r");
        else if (c == '\t')
          hcl_buf_puts(&out, "\\t");
        else
          hcl_buf_putc(&out, c);
      }
      hcl_buf_putc(&out, '\'');
    }
    hcl_buf_printf(&out, "%u:%u-%u:%u", t.start.line, t.start.column,
                   t.end.line, t.end.column);
    /* keep only what the next token needs */
    s.keep = s.cur;
    if (t.type == HCL_TK_EOF)
      break;
  }
  hcl_scanner_fini(&s);
  hcl_buf_terminate(&out);
  return out.data;
}

static char *scan(const char *src) {
  scan_opts so = {HCL_SCAN_MAIN, 0};
  return scan_with(src, strlen(src), so);
}

#define EXPECT_SCAN(src, want)                                                 \
  do {                                                                         \
    char *got_ = scan(src);                                                    \
    cr_expect_str_eq(got_, want, "scanning %s", #src);                         \
    /* the same tokens, whatever the chunking */                               \
    for (size_t c_ = 1; c_ <= 5; c_++) {                                       \
      scan_opts so_ = {HCL_SCAN_MAIN, c_};                                     \
      char *chunked_ = scan_with(src, strlen(src), so_);                       \
      cr_expect_str_eq(chunked_, want, "chunk %zu of %s", c_, #src);           \
      free(chunked_);                                                          \
    }                                                                          \
    free(got_);                                                                \
  } while (0)

Test(scanner, identifiers_and_numbers) {
  EXPECT_SCAN("foo_bar-baz _x a1",
              "IDENT'foo_bar-baz'1:1-1:12 IDENT'_x'1:13-1:15 "
              "IDENT'a1'1:16-1:18 EOF1:18-1:18");
  EXPECT_SCAN("1 1.5 1e10 2.5E-3 1..2 1. 1e",
              "NUM'1'1:1-1:2 NUM'1.5'1:3-1:6 NUM'1e10'1:7-1:11 "
              "NUM'2.5E-3'1:12-1:18 NUM'1..2'1:19-1:23 NUM'1'1:24-1:25 "
              ".'.'1:25-1:26 NUM'1'1:27-1:28 IDENT'e'1:28-1:29 EOF1:29-1:29");
}

Test(scanner, unicode_identifiers) {
  /* é is one column; e + combining acute is one cluster too */
  EXPECT_SCAN("\xc3\xa9t\xc3\xa9 e\xcc\x81x",
              "IDENT'\xc3\xa9t\xc3\xa9'1:1-1:4 IDENT'e\xcc\x81x'1:5-1:7 "
              "EOF1:7-1:7");
}

Test(scanner, operators) {
  EXPECT_SCAN("+ - * / % == != < <= > >= && || ! = => ... . , ? : ::",
              "+'+'1:1-1:2 -'-'1:3-1:4 *'*'1:5-1:6 /'/'1:7-1:8 %'%'1:9-1:10 "
              "=='=='1:11-1:13 !='!='1:14-1:16 <'<'1:17-1:18 <='<='1:19-1:21 "
              ">'>'1:22-1:23 >='>='1:24-1:26 &&'&&'1:27-1:29 ||'||'1:30-1:32 "
              "!'!'1:33-1:34 ='='1:35-1:36 =>'=>'1:37-1:39 ...'...'1:40-1:43 "
              ".'.'1:44-1:45 ,','1:46-1:47 ?'?'1:48-1:49 :':'1:50-1:51 "
              "::'::'1:52-1:54 EOF1:54-1:54");
  EXPECT_SCAN("{}[]()",
              "{'{'1:1-1:2 }'}'1:2-1:3 ['['1:3-1:4 ]']'1:4-1:5 ('('1:5-1:6 "
              ")')'1:6-1:7 EOF1:7-1:7");
}

Test(scanner, unsupported_characters) {
  EXPECT_SCAN("& | ~ ^ ; ` ' $ @",
              "&'&'1:1-1:2 |'|'1:3-1:4 ~'~'1:5-1:6 ^'^'1:7-1:8 ;';'1:9-1:10 "
              "`'`'1:11-1:12 ''''1:13-1:14 INVALID'$'1:15-1:16 "
              "INVALID'@'1:17-1:18 EOF1:18-1:18");
}

Test(scanner, comments) {
  EXPECT_SCAN("# a\n// b\r\n/* c\nd */x",
              "COMMENT'# a\\n'1:1-2:1 COMMENT'// b\\r\\n'2:1-3:1 "
              "COMMENT'/* c\\nd */'3:1-4:5 IDENT'x'4:5-4:6 EOF4:6-4:6");
  /* an unclosed block comment is not a comment */
  EXPECT_SCAN("/* x", "/'/'1:1-1:2 *'*'1:2-1:3 IDENT'x'1:4-1:5 EOF1:5-1:5");
  /* a line comment at the end needs no newline */
  EXPECT_SCAN("# end", "COMMENT'# end'1:1-1:6 EOF1:6-1:6");
}

Test(scanner, newlines_tabs_and_crlf) {
  EXPECT_SCAN("a\t=\t1\r\nb\n",
              "IDENT'a'1:1-1:2 ='='1:3-1:4 NUM'1'1:5-1:6 NL'\\r\\n'1:6-2:1 "
              "IDENT'b'2:1-2:2 NL'\\n'2:2-3:1 EOF3:1-3:1");
  /* a carriage return on its own is not a newline */
  EXPECT_SCAN("a\rb", "IDENT'a'1:1-1:2 INVALID'\\r'1:2-1:3 IDENT'b'1:3-1:4 "
                      "EOF1:4-1:4");
}

Test(scanner, invalid_utf8) {
  EXPECT_SCAN("\xff", "BADUTF8'\xff'1:1-1:2 EOF1:2-1:2");
  EXPECT_SCAN("ab\xc3(", "IDENT'ab'1:1-1:3 BADUTF8'\xc3'1:3-1:4 ('('1:4-1:5 "
                         "EOF1:5-1:5");
  /* overlong encodings and surrogates are not UTF-8 */
  EXPECT_SCAN("\xc0\x80", "BADUTF8'\xc0'1:1-1:2 BADUTF8'\x80'1:2-1:3 "
                          "EOF1:3-1:3");
  EXPECT_SCAN("\"a\xed\xa0\x80\"",
              "OQ'\"'1:1-1:2 QLIT'a'1:2-1:3 BADUTF8'\xed'1:3-1:4 "
              "BADUTF8'\xa0'1:4-1:5 BADUTF8'\x80'1:5-1:6 CQ'\"'1:6-1:7 "
              "EOF1:7-1:7");
  /* a byte order mark is a character like any other, and not valid here */
  EXPECT_SCAN("\xef\xbb\xbf"
              "a",
              "INVALID'\xef\xbb\xbf'1:1-1:2 "
              "IDENT'a'1:2-1:3 EOF1:3-1:3");
}

Test(scanner, quoted_strings) {
  EXPECT_SCAN("\"a\\\"b$x%y$${z}%%{w}\"",
              "OQ'\"'1:1-1:2 QLIT'a\\\"b'1:2-1:6 QLIT'$'1:6-1:7 "
              "QLIT'x'1:7-1:8 QLIT'%'1:8-1:9 QLIT'y'1:9-1:10 "
              "QLIT'$${'1:10-1:13 QLIT'z}'1:13-1:15 QLIT'%%{'1:15-1:18 "
              "QLIT'w}'1:18-1:20 CQ'\"'1:20-1:21 EOF1:21-1:21");
  EXPECT_SCAN("\"a\nb\"", "OQ'\"'1:1-1:2 QLIT'a'1:2-1:3 QNL'\\n'1:3-2:1 "
                          "QLIT'b'2:1-2:2 CQ'\"'2:2-2:3 EOF2:3-2:3");
  /* unterminated: the string just ends */
  EXPECT_SCAN("\"abc", "OQ'\"'1:1-1:2 QLIT'abc'1:2-1:5 EOF1:5-1:5");
  EXPECT_SCAN("\"a$", "OQ'\"'1:1-1:2 QLIT'a'1:2-1:3 INVALID'$'1:3-1:4 "
                      "EOF1:4-1:4");
}

Test(scanner, template_sequences) {
  EXPECT_SCAN("\"${a}%{~ if b ~}{}\"",
              "OQ'\"'1:1-1:2 INTERP'${'1:2-1:4 IDENT'a'1:4-1:5 "
              "SEQEND'}'1:5-1:6 CONTROL'%{~'1:6-1:9 IDENT'if'1:10-1:12 "
              "IDENT'b'1:13-1:14 SEQEND'~}'1:15-1:17 QLIT'{}'1:17-1:19 "
              "CQ'\"'1:19-1:20 EOF1:20-1:20");
  /* braces inside a sequence do not close it */
  EXPECT_SCAN("\"${ {a=1} }\"",
              "OQ'\"'1:1-1:2 INTERP'${'1:2-1:4 {'{'1:5-1:6 IDENT'a'1:6-1:7 "
              "='='1:7-1:8 NUM'1'1:8-1:9 }'}'1:9-1:10 SEQEND'}'1:11-1:12 "
              "CQ'\"'1:12-1:13 EOF1:13-1:13");
  /* a quote nested in a sequence opens a string of its own */
  EXPECT_SCAN("\"${\"x\"}\"",
              "OQ'\"'1:1-1:2 INTERP'${'1:2-1:4 OQ'\"'1:4-1:5 QLIT'x'1:5-1:6 "
              "CQ'\"'1:6-1:7 SEQEND'}'1:7-1:8 CQ'\"'1:8-1:9 EOF1:9-1:9");
}

Test(scanner, heredocs) {
  EXPECT_SCAN("<<EOT\na ${b}\n  EOT  \nx",
              "OH'<<EOT\\n'1:1-2:1 SLIT'a '2:1-2:3 INTERP'${'2:3-2:5 "
              "IDENT'b'2:5-2:6 SEQEND'}'2:6-2:7 SLIT'\\n'2:7-3:1 "
              "CH'  EOT  '3:1-3:8 NL'\\n'3:8-4:1 IDENT'x'4:1-4:2 EOF4:2-4:2");
  EXPECT_SCAN("<<-EOT\r\n  a\r\n  EOT\r\n",
              "OH'<<-EOT\\r\\n'1:1-2:1 SLIT'  a\\r\\n'2:1-3:1 "
              "CH'  EOT'3:1-3:6 NL'\\r\\n'3:6-4:1 EOF4:1-4:1");
  /* without a newline it is no heredoc */
  EXPECT_SCAN("<<EOT", "<'<'1:1-1:2 <'<'1:2-1:3 IDENT'EOT'1:3-1:6 EOF1:6-1:6");
  /* the marker alone closes it only at the start of a line */
  EXPECT_SCAN("<<X\n${a}X\nX\n",
              "OH'<<X\\n'1:1-2:1 INTERP'${'2:1-2:3 IDENT'a'2:3-2:4 "
              "SEQEND'}'2:4-2:5 SLIT'X\\n'2:5-3:1 CH'X'3:1-3:2 NL'\\n'3:2-4:1 "
              "EOF4:1-4:1");
}

Test(scanner, bare_templates) {
  scan_opts so = {HCL_SCAN_TEMPLATE, 0};
  const char *src = "a${b}\nc$";
  char *got = scan_with(src, strlen(src), so);
  cr_expect_str_eq(got, "SLIT'a'1:1-1:2 INTERP'${'1:2-1:4 IDENT'b'1:4-1:5 "
                        "SEQEND'}'1:5-1:6 SLIT'\\n'1:6-2:1 SLIT'c'2:1-2:2 "
                        "SLIT'$'2:2-2:3 EOF2:3-2:3");
  free(got);
}

Test(scanner, stuck_heredoc_swallows_the_rest) {
  /* a lone carriage return cannot be matched in a heredoc: the rest of the
     input becomes one invalid token */
  EXPECT_SCAN("<<A\nx\ry\nA\n",
              "OH'<<A\\n'1:1-2:1 SLIT'x'2:1-2:2 INVALID2:2-4:1 EOF4:1-4:1");
}

Test(scanner, token_limit) {
  hcl_scanner s;
  hcl_native_options o = hcl_native_options_default();
  o.max_token_bytes = 16;
  o.chunk_size = 4;
  const char *src = "\"0123456789012345678901234567890123456789\"";
  reader_state rs = {src, strlen(src), 0, 4};
  hcl_reader r = {&rs, chunk_read};
  hcl_scanner_init_reader(&s, r, "t", HCL_SCAN_MAIN, &o);
  hcl_token t;
  cr_assert_eq(hcl_scanner_next(&s, &t), HCL_OK); /* the quote */
  hcl_status st = HCL_OK;
  for (int i = 0; i < 4 && st == HCL_OK; i++)
    st = hcl_scanner_next(&s, &t);
  cr_expect_eq(st, HCL_ERR_SYNTAX);
  cr_expect_str_eq(s.limit_summary, "Token too long");
  hcl_scanner_fini(&s);
}
