#ifndef HCL_NATIVE_TOKEN_H
#define HCL_NATIVE_TOKEN_H

/* The tokens of the native syntax, as the scanner hands them to the parser. */

#include <stdint.h>

#include "hcl/diag.h"

typedef enum hcl_tok_type {
  HCL_TK_EOF = 0,
  HCL_TK_NEWLINE,
  HCL_TK_IDENT,
  HCL_TK_NUMBER,
  HCL_TK_COMMENT,

  HCL_TK_OBRACE,
  HCL_TK_CBRACE,
  HCL_TK_OBRACK,
  HCL_TK_CBRACK,
  HCL_TK_OPAREN,
  HCL_TK_CPAREN,
  HCL_TK_OQUOTE,
  HCL_TK_CQUOTE,
  HCL_TK_OHEREDOC,
  HCL_TK_CHEREDOC,

  HCL_TK_STAR,
  HCL_TK_SLASH,
  HCL_TK_PLUS,
  HCL_TK_MINUS,
  HCL_TK_PERCENT,

  HCL_TK_EQUAL,
  HCL_TK_EQUAL_OP,
  HCL_TK_NOT_EQUAL,
  HCL_TK_LT,
  HCL_TK_LE,
  HCL_TK_GT,
  HCL_TK_GE,
  HCL_TK_AND,
  HCL_TK_OR,
  HCL_TK_BANG,
  HCL_TK_DOT,
  HCL_TK_COMMA,
  HCL_TK_DOUBLE_COLON,
  HCL_TK_ELLIPSIS,
  HCL_TK_FAT_ARROW,
  HCL_TK_QUESTION,
  HCL_TK_COLON,

  HCL_TK_TEMPLATE_INTERP,  /* `${` or `${~` */
  HCL_TK_TEMPLATE_CONTROL, /* `%{` or `%{~` */
  HCL_TK_TEMPLATE_SEQ_END, /* `}` or `~}` closing a template sequence */
  HCL_TK_QUOTED_LIT,       /* literal text in a quoted string (escapes) */
  HCL_TK_STRING_LIT,       /* literal text in a heredoc or bare template */

  /* Not part of the language: recognised for better diagnostics. */
  HCL_TK_BITWISE_AND,
  HCL_TK_BITWISE_OR,
  HCL_TK_BITWISE_NOT,
  HCL_TK_BITWISE_XOR,
  HCL_TK_APOSTROPHE,
  HCL_TK_BACKTICK,
  HCL_TK_SEMICOLON,
  HCL_TK_INVALID,
  HCL_TK_BAD_UTF8,
  HCL_TK_QUOTED_NEWLINE
} hcl_tok_type;

/*
 * A token's bytes are not in the struct: the scanner keeps them in its
 * buffer, reachable through hcl_scanner_text() for as long as the scanner's
 * keep mark lies at or before the token's start.
 */
/* The token's bytes were not kept (the rest of an input the scanner could not
   match); only its range is known. */
#define HCL_TKF_TEXT_GONE 0x1u

typedef struct hcl_token {
  hcl_tok_type type;
  uint32_t flags;
  hcl_pos start;
  hcl_pos end;
} hcl_token;

static inline uint64_t hcl_token_len(const hcl_token *t) {
  return t->end.byte - t->start.byte;
}

#endif
