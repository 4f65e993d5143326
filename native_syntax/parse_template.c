/*
 * The template language (native spec, "Templates"):
 *
 *   Template              = (TemplateLiteral | TemplateInterpolation
 *                            | TemplateDirective)*
 *   TemplateInterpolation = ("${" | "${~") Expression ("}" | "~}")
 *   TemplateIf            = "%{" "if" Expression "}" Template
 *                           ("%{" "else" "}" Template)? "%{" "endif" "}"
 *   TemplateFor           = "%{" "for" Identifier ("," Identifier)? "in"
 *                           Expression "}" Template "%{" "endfor" "}"
 *
 * Two passes, as in the reference: the tokens become a flat list of parts
 * (literals with escapes decoded and strip markers applied, interpolations,
 * directive markers); then flush heredocs lose their common indentation,
 * adjacent literals are melded, and the directive markers are matched into
 * if/for nodes with an explicit stack.
 */

#include <stdio.h>
#include <string.h>

#include "core/buf.h"
#include "core/suggest.h"
#include "core/utf8.h"
#include "native_syntax/parser.h"

typedef enum part_kind {
  PART_LIT,
  PART_INTERP,
  PART_IF,
  PART_FOR,
  PART_ELSE,
  PART_ENDIF,
  PART_ENDFOR
} part_kind;

typedef struct part {
  part_kind kind;
  uint32_t strip; /* HCL_EVF_STRIP_LEFT/RIGHT of this sequence */
  hcl_span span;
  hcl_ntext lit;  /* PART_LIT: the value */
  hcl_node *node; /* INTERP: interpolation; IF: condition; FOR: collection */
  hcl_ntext key;  /* PART_FOR */
  hcl_ntext value;
} part;

/* The bytes of a literal, wherever they live. */
static const char *lit_ptr(const hcl_parser *p, hcl_ntext t) {
  (void)p;
  return t.own ? t.own : "";
}

/* ---- String literals ----------------------------------------------- */

static bool is_hex(char c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') ||
         (c >= 'A' && c <= 'F');
}

/*
 * Go's %q for the character after a backslash: printable characters as
 * they are (`"` and `\` escaped), the rest as escapes.
 */
static void quote_char(hcl_buf *b, const char *s, size_t n) {
  int32_t cp;
  size_t k = hcl_utf8_decode((const unsigned char *)s, n, &cp);
  hcl_buf_putc(b, '"');
  if (k == 0) {
    hcl_buf_printf(b, "\\x%02x", (unsigned char)s[0]);
  } else if (cp == '"' || cp == '\\') {
    hcl_buf_putc(b, '\\');
    hcl_buf_putc(b, (char)cp);
  } else if (cp < 0x20 || cp == 0x7f) {
    static const char *named = "\a\b\f\n\r\t\v";
    static const char *names = "abfnrtv";
    const char *at = cp ? strchr(named, (int)cp) : NULL;
    if (at)
      hcl_buf_printf(b, "\\%c", names[at - named]);
    else
      hcl_buf_printf(b, "\\x%02x", (unsigned)cp);
  } else if (hcl_unicode_is_print(cp)) {
    hcl_buf_append(b, s, k);
  } else if (cp <= 0xFFFF) {
    hcl_buf_printf(b, "\\u%04x", (unsigned)cp);
  } else {
    hcl_buf_printf(b, "\\U%08x", (unsigned)cp);
  }
  hcl_buf_putc(b, '"');
}

/* The next escape-significant slice of a literal at `s[i]`: its length,
   and whether it is one the decoder must look at. */
static size_t slice_len(const char *s, size_t n, size_t i, bool quoted,
                        bool *special) {
  *special = true;
  char c = s[i];
  if (quoted && c == '\\') {
    if (i + 1 >= n)
      return 1;
    char d = s[i + 1];
    if (d == 'u' || d == 'U') {
      size_t max = d == 'u' ? 4 : 8, k = 0;
      while (k < max && i + 2 + k < n && is_hex(s[i + 2 + k]))
        k++;
      return 2 + k;
    }
    int32_t cp;
    size_t k =
        hcl_utf8_decode((const unsigned char *)s + i + 1, n - i - 1, &cp);
    return 1 + (k ? k : 1);
  }
  if (c == '$' || c == '%') {
    if (i + 1 < n && s[i + 1] == c)
      return (i + 2 < n && s[i + 2] == '{') ? 3 : 2;
    return 1;
  }
  /* a run of plain text */
  *special = false;
  size_t j = i;
  while (j < n && s[j] != '$' && s[j] != '%' && !(quoted && s[j] == '\\'))
    j++;
  return j - i;
}

/*
 * Decodes a literal token: backslash escapes (quoted strings only) and the
 * `$${` `%%{` escapes. Text without escapes stays in the source buffer.
 * Invalid escapes are diagnosed with the range of the escape itself.
 */
static hcl_ntext decode_literal(hcl_parser *p, const hcl_token *t,
                                bool quoted) {
  const char *s = hcl_tok_text(p, t);
  size_t n = (size_t)hcl_token_len(t);
  if (!memchr(s, '$', n) && !memchr(s, '%', n) &&
      !(quoted && memchr(s, '\\', n)))
    return hcl_tok_copy(p, t);
  char *out = hcl_arena_alloc(&p->arena, n ? n : 1);
  if (!out) {
    hcl_pfail(p, HCL_ERR_NOMEM);
    return hcl_ntext_own("", 0);
  }
  size_t o = 0;
  hcl_pos at = t->start;
  for (size_t i = 0; i < n;) {
    bool special;
    size_t k = slice_len(s, n, i, quoted, &special);
    hcl_span rng = {at, at};
    hcl_pos_advance(&rng.end, s + i, k);
    at = rng.end;
    const char *sl = s + i;
    i += k;
    if (!special) {
      memcpy(out + o, sl, k);
      o += k;
      continue;
    }
    if (sl[0] == '$' || sl[0] == '%') {
      if (k == 3 && sl[2] == '{') {
        out[o++] = sl[0];
        out[o++] = '{';
      } else {
        memcpy(out + o, sl, k);
        o += k;
      }
      continue;
    }
    /* a backslash escape */
    if (k < 2) {
      hcl_perr(p, &rng, NULL, "Invalid escape sequence",
               "Backslash must be followed by an escape sequence selector "
               "character.");
      memcpy(out + o, sl, k);
      o += k;
      continue;
    }
    char sel = sl[1];
    const char *simple = sel == 'n'    ? "\n"
                         : sel == 'r'  ? "\r"
                         : sel == 't'  ? "\t"
                         : sel == '"'  ? "\""
                         : sel == '\\' ? "\\"
                                       : NULL;
    if (simple) {
      out[o++] = simple[0];
      continue;
    }
    if (sel == 'u' || sel == 'U') {
      if ((sel == 'u' && k != 6) || (sel == 'U' && k != 10)) {
        hcl_perr(p, &rng, NULL, "Invalid escape sequence",
                 sel == 'u' ? "The \\u escape sequence must be followed by "
                              "four hexadecimal digits."
                            : "The \\U escape sequence must be followed by "
                              "eight hexadecimal digits.");
        memcpy(out + o, sl, k);
        o += k;
        continue;
      }
      unsigned long v = 0;
      for (size_t j = 2; j < k; j++) {
        char c = sl[j];
        v = v * 16 + (unsigned long)(c <= '9'   ? c - '0'
                                     : c <= 'F' ? c - 'A' + 10
                                                : c - 'a' + 10);
      }
      char enc[4];
      size_t len = v <= 0x10FFFF ? hcl_utf8_encode((int32_t)v, enc) : 0;
      if (len == 0) {
        hcl_perr(p, &rng, NULL, "Invalid escape sequence",
                 "Cannot encode character U+%04lx in UTF-8.", v);
        memcpy(out + o, sl, k);
        o += k;
        continue;
      }
      memcpy(out + o, enc, len);
      o += len;
      continue;
    }
    hcl_buf q;
    hcl_buf_init(&q, p->alloc);
    quote_char(&q, sl + 1, k - 1);
    if (!hcl_buf_terminate(&q)) {
      hcl_pfail(p, HCL_ERR_NOMEM);
    } else {
      hcl_perr(p, &rng, NULL, "Invalid escape sequence",
               "The symbol %s is not a valid escape sequence selector.",
               q.data);
    }
    hcl_buf_fini(&q);
    memcpy(out + o, sl + 1, k - 1);
    o += k - 1;
  }
  return hcl_ntext_own(out, o);
}

/* ---- Trimming ------------------------------------------------------ */

static hcl_ntext trim_left(const hcl_parser *p, hcl_ntext t) {
  const unsigned char *s = (const unsigned char *)lit_ptr(p, t);
  size_t i = 0;
  while (i < t.len) {
    int32_t cp;
    size_t k = hcl_utf8_decode(s + i, t.len - i, &cp);
    if (!k || !hcl_unicode_is_space(cp))
      break;
    i += k;
  }
  t.own += i;
  t.len -= i;
  return t;
}

static hcl_ntext trim_right(const hcl_parser *p, hcl_ntext t) {
  const unsigned char *s = (const unsigned char *)lit_ptr(p, t);
  size_t n = t.len;
  while (n > 0) {
    size_t k = 1;
    while (k < 4 && k < n && (s[n - k] & 0xC0) == 0x80)
      k++;
    int32_t cp;
    if (hcl_utf8_decode(s + n - k, k, &cp) != k || !hcl_unicode_is_space(cp))
      break;
    n -= k;
  }
  t.len = n;
  return t;
}

/* ---- Parts --------------------------------------------------------- */

/* A template's parts: a segment at the top of the parser's shared part
   stack (nested templates push theirs above and pop them when done), so a
   template costs no allocation of its own. */
typedef struct parts {
  hcl_vec *all; /* part */
  size_t base;
  hcl_span whole;
  hcl_span end; /* the closing token (or where the template stopped) */
} parts;

static size_t parts_len(const parts *ps) { return ps->all->len - ps->base; }

static part *part_at(const parts *ps, size_t i) {
  return hcl_vec_at(ps->all, ps->base + i);
}

static part *add_part(hcl_parser *p, parts *ps, part_kind kind, hcl_span span) {
  part *pt = hcl_vec_push_zero(ps->all);
  if (!pt) {
    hcl_pfail(p, HCL_ERR_NOMEM);
    return NULL;
  }
  pt->kind = kind;
  pt->span = span;
  return pt;
}

/* Strips trailing space from the literal before a `${~` or `%{~`. */
static void strip_previous(hcl_parser *p, parts *ps, const hcl_token *open,
                           bool can_trim) {
  if (!can_trim || hcl_token_len(open) != 3 || parts_len(ps) == 0)
    return;
  part *prev = part_at(ps, parts_len(ps) - 1);
  if (prev->kind == PART_LIT)
    prev->lit = trim_right(p, prev->lit);
}

static bool closes_with_tilde(const hcl_token *close) {
  return hcl_token_len(close) == 2;
}

static void interpolation(hcl_parser *p, parts *ps, const hcl_token *open,
                          hcl_tok_type end, hcl_span start, bool *ltrim_next) {
  hcl_push_newlines(p, false);
  hcl_node *expr = hcl_parse_expression(p);
  hcl_token close = hcl_peek(p);
  uint32_t strip = hcl_token_len(open) == 3 ? HCL_EVF_STRIP_LEFT : 0;
  if (close.type != HCL_TK_TEMPLATE_SEQ_END) {
    if (!p->recovery) {
      hcl_span sp = hcl_tok_span(&close);
      hcl_span ctx = hcl_span_between(start, sp);
      if (close.type == HCL_TK_EOF) {
        hcl_perr(p, &start, NULL, "Unclosed template interpolation sequence",
                 "There is no closing brace for this interpolation sequence "
                 "before the end of the file. This might be caused by "
                 "incorrect nesting inside the given expression.");
      } else if (close.type == HCL_TK_COLON) {
        hcl_perr(p, &sp, &ctx,
                 "Extra characters after interpolation expression",
                 "Template interpolation doesn't expect a colon at this "
                 "location. Did you intend this to be a literal sequence to "
                 "be processed as part of another language? If so, you can "
                 "escape it by starting with \"$${\" instead of just \"${\".");
      } else if ((close.type == HCL_TK_CQUOTE || close.type == HCL_TK_OQUOTE) &&
                 end == HCL_TK_CQUOTE) {
        hcl_perr(p, &start, NULL, "Unclosed template interpolation sequence",
                 "There is no closing brace for this interpolation sequence "
                 "before the end of the quoted template. This might be caused "
                 "by incorrect nesting inside the given expression.");
      } else {
        hcl_perr(p, &sp, &ctx,
                 "Extra characters after interpolation expression",
                 "Expected a closing brace to end the interpolation "
                 "expression, but found extra characters.\n\nThis can happen "
                 "when you include interpolation syntax for another language, "
                 "such as shell scripting, but forget to escape the "
                 "interpolation start token. If this is an embedded sequence "
                 "for another language, escape it by starting with \"$${\" "
                 "instead of just \"${\".");
      }
    }
    hcl_recover(p, HCL_TK_TEMPLATE_SEQ_END);
  } else {
    hcl_read(p);
    if (closes_with_tilde(&close)) {
      *ltrim_next = true;
      strip |= HCL_EVF_STRIP_RIGHT;
    }
  }
  hcl_pop_newlines(p);
  if (!expr)
    return;
  hcl_span sp = hcl_span_between(hcl_tok_span(open), hcl_tok_span(&close));
  hcl_node *interp = hcl_node_at(p, HCL_EXPR_INTERPOLATION, sp);
  part *pt = add_part(p, ps, PART_INTERP, sp);
  if (!interp || !pt)
    return;
  interp->flags = strip;
  hcl_node_append(interp, expr);
  pt->node = interp;
}

/* After `%{ for`: names, `in`, the collection. Returns false when the
   directive was abandoned (already recovered). */
static bool for_directive(hcl_parser *p, part *pt) {
  hcl_token name = hcl_peek(p);
  const char *problem = NULL;
  if (name.type != HCL_TK_IDENT) {
    problem = "For directive requires variable name after 'for'.";
  } else {
    hcl_read(p);
    pt->value = hcl_tok_copy(p, &name);
    if (hcl_peek_type(p) == HCL_TK_COMMA) {
      pt->key = pt->value;
      hcl_read(p);
      name = hcl_peek(p);
      if (name.type != HCL_TK_IDENT) {
        problem = "For directive requires value variable name after comma.";
      } else {
        hcl_read(p);
        pt->value = hcl_tok_copy(p, &name);
      }
    }
    if (!problem) {
      hcl_token in = hcl_peek(p);
      if (!hcl_tok_is_keyword(p, &in, "in"))
        problem = "For directive requires 'in' keyword after names.";
    }
  }
  if (problem) {
    if (!p->recovery) {
      hcl_token t = hcl_peek(p);
      hcl_span sp = hcl_tok_span(&t);
      hcl_perr(p, &sp, NULL, "Invalid 'for' directive", "%s", problem);
    }
    return false;
  }
  hcl_read(p); /* `in` */
  pt->node = hcl_parse_expression(p);
  return true;
}

static const char *const directive_names[] = {"if", "for", "else", "endif",
                                              "endfor"};

static void directive(hcl_parser *p, parts *ps, const hcl_token *open,
                      hcl_span start, bool *ltrim_next) {
  hcl_push_newlines(p, false);
  hcl_token kw = hcl_peek(p);
  if (kw.type != HCL_TK_IDENT) {
    if (!p->recovery) {
      hcl_span sp = hcl_tok_span(&kw);
      hcl_span ctx = hcl_span_between(hcl_tok_span(open), sp);
      hcl_perr(p, &sp, &ctx, "Invalid template directive",
               "A template directive keyword (\"if\", \"for\", etc) is "
               "expected at the beginning of a %%{ sequence.");
    }
    hcl_recover(p, HCL_TK_TEMPLATE_SEQ_END);
    hcl_pop_newlines(p);
    return;
  }
  hcl_read(p);
  part_kind kind;
  hcl_node *cond = NULL;
  part tmp;
  memset(&tmp, 0, sizeof tmp);
  if (hcl_tok_is_keyword(p, &kw, "if")) {
    kind = PART_IF;
    cond = hcl_parse_expression(p);
  } else if (hcl_tok_is_keyword(p, &kw, "else")) {
    kind = PART_ELSE;
  } else if (hcl_tok_is_keyword(p, &kw, "endif")) {
    kind = PART_ENDIF;
  } else if (hcl_tok_is_keyword(p, &kw, "for")) {
    kind = PART_FOR;
    if (!for_directive(p, &tmp)) {
      hcl_recover(p, HCL_TK_TEMPLATE_SEQ_END);
      hcl_pop_newlines(p);
      return;
    }
    cond = tmp.node;
  } else if (hcl_tok_is_keyword(p, &kw, "endfor")) {
    kind = PART_ENDFOR;
  } else {
    if (!p->recovery) {
      hcl_span sp = hcl_tok_span(&kw);
      hcl_span ctx = hcl_span_between(hcl_tok_span(open), sp);
      size_t n = (size_t)hcl_token_len(&kw);
      char *given = hcl_arena_strndup(&p->arena, hcl_tok_text(p, &kw), n);
      const char *s = NULL;
      if (!given || hcl_name_suggestion(p->alloc, given, n, directive_names, 5,
                                        &s) != HCL_OK) {
        hcl_pfail(p, HCL_ERR_NOMEM);
      } else {
        if (s)
          hcl_perr(p, &sp, &ctx, "Invalid template control keyword",
                   "\"%s\" is not a valid template control keyword. Did you "
                   "mean \"%s\"?",
                   given, s);
        else
          hcl_perr(p, &sp, &ctx, "Invalid template control keyword",
                   "\"%s\" is not a valid template control keyword.", given);
      }
    }
    hcl_recover(p, HCL_TK_TEMPLATE_SEQ_END);
    hcl_pop_newlines(p);
    return;
  }
  hcl_token next = hcl_peek(p);
  hcl_span sp = hcl_span_between(hcl_tok_span(open), hcl_tok_span(&next));
  part *pt = add_part(p, ps, kind, sp);
  if (!pt) {
    hcl_pop_newlines(p);
    return;
  }
  pt->node = cond;
  pt->key = tmp.key;
  pt->value = tmp.value;
  pt->strip = hcl_token_len(open) == 3 ? HCL_EVF_STRIP_LEFT : 0;
  hcl_token close = hcl_peek(p);
  if (close.type != HCL_TK_TEMPLATE_SEQ_END) {
    if (!p->recovery) {
      hcl_span cs = hcl_tok_span(&close);
      hcl_span ctx = hcl_span_between(start, cs);
      char summary[96]; /* the longest directive name is "endfor" */
      snprintf(summary, sizeof summary, "Extra characters in %s marker",
               directive_names[kind == PART_IF      ? 0
                               : kind == PART_FOR   ? 1
                               : kind == PART_ELSE  ? 2
                               : kind == PART_ENDIF ? 3
                                                    : 4]);
      hcl_perr(p, &cs, &ctx, summary,
               "Expected a closing brace to end the sequence, but found "
               "extra characters.");
    }
    hcl_recover(p, HCL_TK_TEMPLATE_SEQ_END);
  } else {
    hcl_read(p);
    if (closes_with_tilde(&close)) {
      *ltrim_next = true;
      pt->strip |= HCL_EVF_STRIP_RIGHT;
    }
  }
  hcl_pop_newlines(p);
}

/* A standalone template the scanner could not match to its end (a lone
   carriage return) keeps the rest of the input as one literal, unchecked:
   bytes that are not UTF-8 there are an error here, as anywhere else,
   rather than a string no value can hold. */
static void check_rest_encoding(hcl_parser *p, const hcl_token *t) {
  const unsigned char *s = (const unsigned char *)hcl_tok_text(p, t);
  size_t n = (size_t)hcl_token_len(t);
  for (size_t i = 0; i < n;) {
    int32_t cp;
    size_t k = hcl_utf8_decode(s + i, n - i, &cp);
    if (!k) {
      hcl_span sp = hcl_tok_span(t);
      hcl_perr_lexical(p, &sp, "Invalid character encoding",
                       "All input files must be UTF-8 encoded. Ensure that "
                       "UTF-8 encoding is selected in your editor.");
      return;
    }
    i += k;
  }
}

/* Reads tokens up to `end`, building the flat part list. */
static void read_parts(hcl_parser *p, parts *ps, hcl_tok_type end) {
  hcl_token first = hcl_peek(p);
  hcl_span start = hcl_tok_span(&first);
  bool ltrim_next = false, next_can_trim_prev = false;
  hcl_span end_span = start;
  while (!hcl_failed(p)) {
    hcl_token next = hcl_read(p);
    if (next.type == end) {
      end_span = hcl_tok_span(&next);
      break;
    }
    bool ltrim = ltrim_next, can_trim_prev = next_can_trim_prev;
    ltrim_next = next_can_trim_prev = false;
    switch (next.type) {
    case HCL_TK_STRING_LIT:
    case HCL_TK_QUOTED_LIT: {
      if (next.flags & HCL_TKF_TEXT_GONE)
        check_rest_encoding(p, &next);
      hcl_ntext v = decode_literal(p, &next, next.type == HCL_TK_QUOTED_LIT);
      if (ltrim)
        v = trim_left(p, v);
      part *pt = add_part(p, ps, PART_LIT, hcl_tok_span(&next));
      if (pt)
        pt->lit = v;
      next_can_trim_prev = true;
      break;
    }
    case HCL_TK_TEMPLATE_INTERP:
      strip_previous(p, ps, &next, can_trim_prev);
      interpolation(p, ps, &next, end, start, &ltrim_next);
      break;
    case HCL_TK_TEMPLATE_CONTROL:
      strip_previous(p, ps, &next, can_trim_prev);
      directive(p, ps, &next, start, &ltrim_next);
      break;
    default: {
      if (!p->recovery) {
        hcl_span sp = hcl_tok_span(&next);
        hcl_span ctx = hcl_span_between(start, sp);
        hcl_perr(p, &sp, &ctx, "Unterminated template string",
                 "No closing marker was found for the string.");
      }
      hcl_token final = hcl_recover(p, end);
      end_span = hcl_tok_span(&final);
      goto done;
    }
    }
  }
done:
  if (parts_len(ps) == 0) {
    /* "" holds one empty literal */
    hcl_span empty = {start.end, start.end};
    part *pt = add_part(p, ps, PART_LIT, empty);
    if (pt)
      pt->lit = hcl_ntext_own("", 0);
  }
  ps->end = end_span;
  ps->whole = hcl_span_between(start, end_span);
}

/* ---- Heredoc indentation ------------------------------------------- */

static bool ends_with_newline(const hcl_parser *p, hcl_ntext t) {
  return t.len > 0 && lit_ptr(p, t)[t.len - 1] == '\n';
}

/*
 * `<<-`: find the fewest leading spaces over the lines (blank lines do not
 * count; a line starting with a sequence counts as none) and remove that
 * many characters from the start of every line's literal.
 */
static void flush_heredoc(hcl_parser *p, parts *ps) {
  size_t min_spaces = SIZE_MAX;
  bool newline = true;
  for (size_t i = 0; i < parts_len(ps); i++) {
    part *pt = part_at(ps, i);
    if (newline) {
      newline = false;
      size_t spaces = 0;
      if (pt->kind == PART_LIT) {
        hcl_ntext trimmed = trim_left(p, pt->lit);
        size_t space_bytes = pt->lit.len - trimmed.len;
        if (trimmed.len == 0 && ends_with_newline(p, pt->lit))
          spaces = SIZE_MAX; /* a blank line */
        else
          spaces = hcl_grapheme_count(lit_ptr(p, pt->lit), space_bytes);
      }
      if (spaces < min_spaces)
        min_spaces = spaces;
    }
    if (pt->kind == PART_LIT && ends_with_newline(p, pt->lit))
      newline = true;
  }
  if (min_spaces == SIZE_MAX || min_spaces == 0)
    return;
  newline = true;
  for (size_t i = 0; i < parts_len(ps); i++) {
    part *pt = part_at(ps, i);
    bool at_start = newline;
    newline = pt->kind == PART_LIT && ends_with_newline(p, pt->lit);
    if (!at_start || pt->kind != PART_LIT)
      continue;
    hcl_ntext trimmed = trim_left(p, pt->lit);
    if (trimmed.len == 0 && ends_with_newline(p, pt->lit))
      continue; /* blank lines are left alone */
    const char *s = lit_ptr(p, pt->lit);
    size_t cut = 0;
    for (size_t c = 0; c < min_spaces && cut < pt->lit.len; c++)
      cut += hcl_grapheme_next(s + cut, pt->lit.len - cut);
    pt->lit.own += cut;
    pt->lit.len -= cut;
    pt->span.start.column += (uint32_t)min_spaces;
    pt->span.start.byte += cut;
  }
}

/* Joins runs of adjacent literals into one, copying each run once. */
static void meld_literals(hcl_parser *p, parts *ps) {
  size_t out = 0;
  for (size_t i = 0; i < parts_len(ps);) {
    part *pt = part_at(ps, i);
    size_t j = i + 1;
    if (pt->kind == PART_LIT) {
      size_t total = pt->lit.len;
      while (j < parts_len(ps) && ((part *)part_at(ps, j))->kind == PART_LIT) {
        total += ((part *)part_at(ps, j))->lit.len;
        j++;
      }
      if (j > i + 1) {
        char *buf = hcl_arena_alloc(&p->arena, total ? total : 1);
        if (!buf) {
          hcl_pfail(p, HCL_ERR_NOMEM);
          return;
        }
        size_t o = 0;
        for (size_t k = i; k < j; k++) {
          part *q = part_at(ps, k);
          memcpy(buf + o, lit_ptr(p, q->lit), q->lit.len);
          o += q->lit.len;
        }
        part *last = part_at(ps, j - 1);
        pt->lit = hcl_ntext_own(buf, total);
        pt->span.end = last->span.end;
      }
    }
    if (out != i)
      memcpy(part_at(ps, out), pt, sizeof *pt);
    out++;
    i = j;
  }
  ps->all->len = ps->base + out;
}

/* ---- Structure ----------------------------------------------------- */

typedef struct open_directive {
  hcl_node *node;   /* TEMPLATE_IF or TEMPLATE_FOR */
  hcl_node *branch; /* the TEMPLATE being filled */
  hcl_span opener;  /* the `%{ if ... }` or `%{ for ... }` */
  bool in_else;
} open_directive;

static hcl_node *current_list(hcl_node *root, hcl_vec *stack) {
  open_directive *top = hcl_vec_last(stack);
  return top ? top->branch : root;
}

static hcl_node *new_branch(hcl_parser *p, hcl_pos at) {
  hcl_span sp = {at, at};
  return hcl_node_at(p, HCL_EXPR_TEMPLATE, sp);
}

/* Appends a part's node to a template branch, stretching the branch. */
static void add_to(hcl_node *list, hcl_node *n, bool is_root) {
  if (!is_root) {
    if (!list->first)
      list->span.start = n->span.start;
    list->span.end = n->span.end;
  }
  hcl_node_append(list, n);
}

static void abandon(hcl_parser *p, hcl_node *root, hcl_vec *stack,
                    hcl_span placeholder) {
  hcl_vec_pop(stack);
  hcl_node *ph = hcl_node_at(p, HCL_EXPR_INVALID, placeholder);
  if (ph)
    add_to(current_list(root, stack), ph, stack->len == 0);
}

/* Matches directive markers into if/for nodes under `root`. */
static void build_structure(hcl_parser *p, parts *ps, hcl_node *root) {
  hcl_vec *stack = &p->tmpl_stack; /* not re-entered: no parsing here */
  hcl_vec_clear(stack);
  for (size_t i = 0; i < parts_len(ps) && !hcl_failed(p); i++) {
    part *pt = part_at(ps, i);
    hcl_node *list = current_list(root, stack);
    bool at_root = stack->len == 0;
    switch (pt->kind) {
    case PART_LIT: {
      hcl_node *n = hcl_node_at(p, HCL_EXPR_LITERAL, pt->span);
      if (n) {
        n->lit = HCL_LIT_STRING;
        n->text = pt->lit;
        add_to(list, n, at_root);
      }
      break;
    }
    case PART_INTERP:
      if (pt->node)
        add_to(list, pt->node, at_root);
      break;
    case PART_IF:
    case PART_FOR: {
      bool is_if = pt->kind == PART_IF;
      open_directive d;
      d.node = hcl_node_at(
          p, is_if ? HCL_EXPR_TEMPLATE_IF : HCL_EXPR_TEMPLATE_FOR, pt->span);
      d.branch = new_branch(p, pt->span.end);
      d.opener = pt->span;
      d.in_else = false;
      if (!d.node || !d.branch)
        break;
      d.node->flags = pt->strip;
      d.node->text = pt->value;
      d.node->key = pt->key;
      if (pt->node)
        hcl_node_append(d.node, pt->node);
      else
        hcl_node_append(d.node, hcl_node_at(p, HCL_EXPR_INVALID, pt->span));
      hcl_node_append(d.node, d.branch);
      /* each level is a directive and its branch template */
      if (hcl_too_tall(p, 2 * (uint32_t)(stack->len + 1), pt->span))
        break;
      if (!hcl_vec_push(stack, &d))
        hcl_pfail(p, HCL_ERR_NOMEM);
      break;
    }
    case PART_ELSE:
    case PART_ENDIF:
    case PART_ENDFOR: {
      const char *name = pt->kind == PART_ELSE    ? "else"
                         : pt->kind == PART_ENDIF ? "endif"
                                                  : "endfor";
      open_directive *top = hcl_vec_last(stack);
      if (!top) {
        hcl_perr(p, &pt->span, NULL,
                 pt->kind == PART_ELSE    ? "Unexpected else directive"
                 : pt->kind == PART_ENDIF ? "Unexpected endif directive"
                                          : "Unexpected endfor directive",
                 "The control directives within this template are "
                 "unbalanced.");
        hcl_node *ph = hcl_node_at(p, HCL_EXPR_INVALID, pt->span);
        if (ph)
          add_to(root, ph, true);
        break;
      }
      bool is_if = top->node->kind == HCL_EXPR_TEMPLATE_IF;
      if (pt->kind == PART_ELSE && is_if && !top->in_else) {
        top->in_else = true;
        top->node->flags |=
            HCL_EVF_HAS_ELSE |
            (pt->strip & HCL_EVF_STRIP_LEFT ? HCL_EVF_ELSE_STRIP_LEFT : 0) |
            (pt->strip & HCL_EVF_STRIP_RIGHT ? HCL_EVF_ELSE_STRIP_RIGHT : 0);
        top->branch = new_branch(p, pt->span.end);
        if (top->branch)
          hcl_node_append(top->node, top->branch);
        break;
      }
      bool closes = (is_if && pt->kind == PART_ENDIF) ||
                    (!is_if && pt->kind == PART_ENDFOR);
      if (closes) {
        hcl_node *n = top->node;
        n->span.end = pt->span.end;
        n->flags |=
            (pt->strip & HCL_EVF_STRIP_LEFT ? HCL_EVF_END_STRIP_LEFT : 0) |
            (pt->strip & HCL_EVF_STRIP_RIGHT ? HCL_EVF_END_STRIP_RIGHT : 0);
        hcl_vec_pop(stack);
        add_to(current_list(root, stack), n, stack->len == 0);
        break;
      }
      const char *where = hcl_parser_place(p, top->opener);
      if (!where)
        break;
      if (pt->kind == PART_ELSE) {
        if (is_if)
          hcl_perr(p, &pt->span, NULL, "Unexpected else directive",
                   "Already in the else clause for the if started at %s.",
                   where);
        else
          hcl_perr(p, &pt->span, NULL, "Unexpected else directive",
                   "An else clause is not expected for a for directive.");
      } else if (is_if) {
        hcl_perr(p, &pt->span, NULL, "Unexpected endfor directive",
                 "Expecting an endif directive for the if started at %s.",
                 where);
      } else {
        hcl_perr(p, &pt->span, NULL, "Unexpected endif directive",
                 "Expecting an endfor directive corresponding to the for "
                 "directive at %s.",
                 where);
      }
      (void)name;
      abandon(p, root, stack, pt->span);
      break;
    }
    }
  }
  /* directives still open at the end of the template */
  while (stack->len && !hcl_failed(p)) {
    open_directive *top = hcl_vec_last(stack);
    bool is_if = top->node->kind == HCL_EXPR_TEMPLATE_IF;
    const char *where = hcl_parser_place(p, top->opener);
    if (!where)
      break;
    hcl_perr(p, &ps->end, NULL, "Unexpected end of template",
             is_if ? "The if directive at %s is missing its corresponding "
                     "endif directive."
                   : "The for directive at %s is missing its corresponding "
                     "endfor directive.",
             where);
    abandon(p, root, stack, ps->end);
  }
}

void hcl_template_scratch_init(hcl_parser *p) {
  hcl_vec_init(&p->tmpl_parts, p->alloc, sizeof(part));
  hcl_vec_init(&p->tmpl_stack, p->alloc, sizeof(open_directive));
}

void hcl_template_scratch_fini(hcl_parser *p) {
  hcl_vec_fini(&p->tmpl_parts);
  hcl_vec_fini(&p->tmpl_stack);
}

hcl_node *hcl_parse_template(hcl_parser *p, const hcl_token *open,
                             hcl_tok_type end, bool flush) {
  hcl_ntext marker = hcl_ntext_own("", 0);
  if (open->type == HCL_TK_OHEREDOC) {
    /* `<<ID\n` or `<<-ID\n`, a CR perhaps before the newline */
    const char *text = hcl_tok_text(p, open);
    size_t skip = flush ? 3 : 2;
    size_t len = (size_t)hcl_token_len(open) - skip - 1;
    if (len && text[skip + len - 1] == '\r')
      len--;
    char *copy = hcl_arena_memdup(&p->arena, text + skip, len);
    if (!copy && len)
      hcl_pfail(p, HCL_ERR_NOMEM);
    marker = hcl_ntext_own(copy ? copy : "", copy ? len : 0);
  }
  parts ps;
  ps.all = &p->tmpl_parts;
  ps.base = p->tmpl_parts.len;
  read_parts(p, &ps, end);
  hcl_node *tmpl = NULL;
  if (!hcl_failed(p)) {
    if (flush)
      flush_heredoc(p, &ps);
    meld_literals(p, &ps);
    hcl_span whole = hcl_span_between(hcl_tok_span(open), hcl_prev_span(p));
    tmpl = hcl_node_at(p, HCL_EXPR_TEMPLATE, whole);
    if (tmpl) {
      if (open->type == HCL_TK_OHEREDOC) {
        tmpl->flags |= HCL_EVF_HEREDOC | (flush ? HCL_EVF_HEREDOC_FLUSH : 0);
        tmpl->text = marker;
      }
      build_structure(p, &ps, tmpl);
    }
  }
  p->tmpl_parts.len = ps.base;
  return hcl_failed(p) ? NULL : tmpl;
}

/* ---- Quoted literals (block labels) -------------------------------- */

hcl_ntext hcl_parse_quoted_literal(hcl_parser *p, hcl_span *range) {
  hcl_token open = hcl_read(p);
  hcl_span os = hcl_tok_span(&open);
  hcl_buf value;
  hcl_buf_init(&value, p->alloc);
  hcl_span end = os;
  bool ok = true;
  while (!hcl_failed(p)) {
    hcl_token t = hcl_read(p);
    hcl_span sp = hcl_tok_span(&t);
    hcl_span ctx = hcl_span_between(os, sp);
    if (t.type == HCL_TK_CQUOTE) {
      end = sp;
      break;
    }
    if (t.type == HCL_TK_QUOTED_LIT) {
      hcl_ntext v = decode_literal(p, &t, true);
      ok = ok && hcl_buf_append(&value, lit_ptr(p, v), v.len);
      continue;
    }
    if (t.type == HCL_TK_TEMPLATE_CONTROL || t.type == HCL_TK_TEMPLATE_INTERP) {
      const char *which = t.type == HCL_TK_TEMPLATE_CONTROL ? "%" : "$";
      hcl_perr(p, &sp, &ctx, "Invalid string literal",
               "Template sequences are not allowed in this string. To include "
               "a literal \"%s\", double it (as \"%s%s\") to escape it.",
               which, which, which);
      ok = ok && hcl_buf_puts(&value, which) && hcl_buf_puts(&value, "{ ... }");
      hcl_recover(p, HCL_TK_TEMPLATE_SEQ_END);
      continue;
    }
    if (t.type == HCL_TK_EOF) {
      hcl_perr(p, &sp, &ctx, "Unterminated string literal",
               "Unable to find the closing quote mark before the end of the "
               "file.");
      end = sp;
      break;
    }
    hcl_perr(p, &sp, &ctx, "Invalid string literal",
             "This item is not valid in a string literal.");
    hcl_recover(p, HCL_TK_CQUOTE);
    end = sp;
    break;
  }
  *range = hcl_span_between(os, end);
  char *copy =
      ok ? hcl_arena_memdup(&p->arena, value.data ? value.data : "", value.len)
         : NULL;
  if (!copy)
    hcl_pfail(p, HCL_ERR_NOMEM);
  hcl_ntext r = hcl_ntext_own(copy ? copy : "", copy ? value.len : 0);
  hcl_buf_fini(&value);
  return r;
}
