/*
 * The debug sink: one line per event, indented by nesting depth (up to
 * HCL_DUMP_MAX_INDENT levels), in the
 * format documented in docs/events.md. Golden tests of both front ends
 * compare its output.
 */

#include <stdio.h>
#include <string.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "core/limits.h"
#include "hcl/events.h"

struct hcl_dump {
  const hcl_alloc *alloc;
  FILE *out;
  bool with_trivia;
  unsigned depth;
  hcl_buf line;
};

hcl_dump *hcl_dump_new(FILE *out, bool with_trivia, const hcl_alloc *alloc) {
  hcl_dump *d = hcl_mem_alloc(alloc, sizeof *d);
  if (!d)
    return NULL;
  d->alloc = alloc;
  d->out = out;
  d->with_trivia = with_trivia;
  d->depth = 0;
  hcl_buf_init(&d->line, alloc);
  return d;
}

void hcl_dump_free(hcl_dump *d) {
  if (!d)
    return;
  hcl_buf_fini(&d->line);
  hcl_mem_free(d->alloc, d);
}

/* A quoted string: \" \\ \n \r \t, \u00XX for other controls, \xNN for
   bytes that are not UTF-8; everything else verbatim. */
static bool put_quoted(hcl_buf *b, hcl_str s) {
  static const char hex[] = "0123456789abcdef";
  bool ok = hcl_buf_putc(b, '"');
  for (size_t i = 0; ok && i < s.len; i++) {
    unsigned char c = (unsigned char)s.ptr[i];
    switch (c) {
    case '"':
      ok = hcl_buf_puts(b, "\\\"");
      break;
    case '\\':
      ok = hcl_buf_puts(b, "\\\\");
      break;
    case '\n':
      ok = hcl_buf_puts(b, "\\n");
      break;
    case '\r':
      ok = hcl_buf_puts(b, "\\r");
      break;
    case '\t':
      ok = hcl_buf_puts(b, "\\t");
      break;
    default:
      if (c < 0x20 || c == 0x7f)
        ok = hcl_buf_printf(b, "\\u00%c%c", hex[c >> 4], hex[c & 15]);
      else
        ok = hcl_buf_putc(b, (char)c);
    }
  }
  return ok && hcl_buf_putc(b, '"');
}

static bool put_range(hcl_buf *b, const hcl_range *r) {
  return hcl_buf_printf(b, " %u:%u-%u:%u (%llu-%llu)", r->start.line,
                        r->start.column, r->end.line, r->end.column,
                        (unsigned long long)r->start.byte,
                        (unsigned long long)r->end.byte);
}

static bool put_short_range(hcl_buf *b, const hcl_range *r) {
  return hcl_buf_printf(b, "[%u:%u-%u:%u]", r->start.line, r->start.column,
                        r->end.line, r->end.column);
}

static const struct {
  uint32_t flag;
  const char *name;
} flag_names[] = {
    {HCL_EVF_JSON_ORIGIN, "json"},
    {HCL_EVF_RECOVERED, "recovered"},
    {HCL_EVF_HEREDOC, "heredoc"},
    {HCL_EVF_HEREDOC_FLUSH, "flush"},
    {HCL_EVF_STRIP_LEFT, "strip_left"},
    {HCL_EVF_STRIP_RIGHT, "strip_right"},
    {HCL_EVF_ELSE_STRIP_LEFT, "else_strip_left"},
    {HCL_EVF_ELSE_STRIP_RIGHT, "else_strip_right"},
    {HCL_EVF_END_STRIP_LEFT, "end_strip_left"},
    {HCL_EVF_END_STRIP_RIGHT, "end_strip_right"},
    {HCL_EVF_HAS_ELSE, "has_else"},
    {HCL_EVF_LEGACY_INDEX, "legacy"},
    {HCL_EVF_ATTR_SPLAT, "attr_splat"},
    {HCL_EVF_EXPAND_FINAL, "expand_final"},
    {HCL_EVF_COLON, "colon"},
    {HCL_EVF_FOR_HAS_KEY, "has_key"},
    {HCL_EVF_FOR_HAS_COND, "has_cond"},
    {HCL_EVF_FOR_GROUP, "group"},
    {HCL_EVF_ONE_LINE, "one_line"},
};

static bool put_flags(hcl_buf *b, uint32_t flags) {
  bool ok = true;
  for (size_t i = 0; ok && i < sizeof flag_names / sizeof flag_names[0]; i++)
    if (flags & flag_names[i].flag)
      ok = hcl_buf_printf(b, " +%s", flag_names[i].name);
  return ok;
}

static const char *lit_name(hcl_lit l) {
  switch (l) {
  case HCL_LIT_NUMBER:
    return "number";
  case HCL_LIT_BOOL:
    return "bool";
  case HCL_LIT_NULL:
    return "null";
  case HCL_LIT_STRING:
    return "string";
  default:
    return "none";
  }
}

static bool has_aux_range(hcl_expr_kind k) {
  switch (k) {
  case HCL_EXPR_INDEX:
  case HCL_EXPR_SPLAT:
  case HCL_EXPR_CALL:
  case HCL_EXPR_UNARY:
    return true;
  default:
    return false;
  }
}

static bool put_expr(hcl_buf *b, const hcl_event *ev) {
  hcl_expr_kind k = ev->as.expr.kind;
  bool ok = hcl_buf_putc(b, ' ') && hcl_buf_puts(b, hcl_expr_kind_name(k));
  switch (k) {
  case HCL_EXPR_LITERAL:
    ok = ok && hcl_buf_printf(b, " %s ", lit_name(ev->as.expr.lit));
    if (ev->as.expr.lit == HCL_LIT_STRING)
      ok = ok && put_quoted(b, ev->as.expr.text);
    else
      ok = ok && hcl_buf_append(b, ev->as.expr.text.ptr, ev->as.expr.text.len);
    break;
  case HCL_EXPR_UNARY:
  case HCL_EXPR_BINARY:
    ok = ok && hcl_buf_printf(b, " %s", hcl_op_symbol(ev->as.expr.op));
    break;
  case HCL_EXPR_TEMPLATE:
    if (ev->as.expr.text.len)
      ok = ok && hcl_buf_putc(b, ' ') && put_quoted(b, ev->as.expr.text);
    break;
  case HCL_EXPR_TRAVERSAL:
  case HCL_EXPR_STEP_ATTR:
  case HCL_EXPR_CALL:
    ok = ok && hcl_buf_putc(b, ' ') && put_quoted(b, ev->as.expr.text);
    break;
  case HCL_EXPR_TEMPLATE_FOR:
  case HCL_EXPR_FOR_TUPLE:
  case HCL_EXPR_FOR_OBJECT:
    if (ev->as.expr.key.len)
      ok = ok && hcl_buf_putc(b, ' ') && put_quoted(b, ev->as.expr.key);
    ok = ok && hcl_buf_putc(b, ' ') && put_quoted(b, ev->as.expr.text);
    break;
  default:
    break;
  }
  if (ok && has_aux_range(k))
    ok = hcl_buf_putc(b, ' ') && put_short_range(b, &ev->as.expr.aux_range);
  return ok;
}

static const char *trivia_name(hcl_trivia_kind k) {
  switch (k) {
  case HCL_TRIVIA_LINE_COMMENT:
    return "line_comment";
  case HCL_TRIVIA_BLOCK_COMMENT:
    return "block_comment";
  case HCL_TRIVIA_BLANK_LINE:
    return "blank_line";
  }
  return "?";
}

static hcl_status dump_event(void *ctx, const hcl_event *ev) {
  hcl_dump *d = ctx;
  hcl_buf *b = &d->line;
  hcl_buf_clear(b);
  bool closing = ev->kind == HCL_EV_BODY_END || ev->kind == HCL_EV_BLOCK_END ||
                 ev->kind == HCL_EV_ATTR_END || ev->kind == HCL_EV_EXPR_END;
  if (closing && d->depth > 0)
    d->depth--;
  bool ok = true;
  /* capped, or a chain of n operators would print O(n^2) spaces */
  unsigned indent =
      d->depth < HCL_DUMP_MAX_INDENT ? d->depth : HCL_DUMP_MAX_INDENT;
  for (unsigned i = 0; ok && i < indent; i++)
    ok = hcl_buf_puts(b, "  ");
  ok = ok && hcl_buf_puts(b, hcl_event_kind_name(ev->kind));
  switch (ev->kind) {
  case HCL_EV_BODY_BEGIN:
    ok = ok && put_range(b, &ev->range);
    if (ev->range.filename) {
      hcl_str f = {ev->range.filename, strlen(ev->range.filename)};
      ok = ok && hcl_buf_putc(b, ' ') && put_quoted(b, f);
    }
    break;
  case HCL_EV_BODY_END:
  case HCL_EV_BLOCK_END:
    ok = ok && put_range(b, &ev->range);
    break;
  case HCL_EV_EXPR_END:
    /* a JSON object, array or property: its BEGIN showed only its start */
    if ((ev->flags & HCL_EVF_JSON_ORIGIN) &&
        (ev->as.expr.kind == HCL_EXPR_OBJECT ||
         ev->as.expr.kind == HCL_EXPR_TUPLE ||
         ev->as.expr.kind == HCL_EXPR_OBJECT_ITEM))
      ok = ok && put_range(b, &ev->range);
    break;
  case HCL_EV_BLOCK_BEGIN:
    ok = ok && put_range(b, &ev->range) && hcl_buf_putc(b, ' ') &&
         hcl_buf_append(b, ev->as.block.type.ptr, ev->as.block.type.len) &&
         put_short_range(b, &ev->as.block.type_range);
    for (size_t i = 0; ok && i < ev->as.block.nlabels; i++)
      ok = hcl_buf_putc(b, ' ') && put_quoted(b, ev->as.block.labels[i]) &&
           put_short_range(b, &ev->as.block.label_ranges[i]);
    break;
  case HCL_EV_ATTR_BEGIN:
    ok = ok && put_range(b, &ev->range) && hcl_buf_putc(b, ' ') &&
         hcl_buf_append(b, ev->as.attr.name.ptr, ev->as.attr.name.len) &&
         put_short_range(b, &ev->as.attr.name_range);
    break;
  case HCL_EV_EXPR_BEGIN:
    ok = ok && put_range(b, &ev->range) && put_expr(b, ev);
    break;
  case HCL_EV_TRIVIA:
    ok = ok && put_range(b, &ev->range) &&
         hcl_buf_printf(b, " %s ", trivia_name(ev->as.trivia.kind)) &&
         put_quoted(b, ev->as.trivia.text);
    break;
  default:
    break;
  }
  if (!closing)
    ok = ok && put_flags(b, ev->flags);
  ok = ok && hcl_buf_putc(b, '\n');
  if (!ok)
    return HCL_ERR_NOMEM;
  bool opening = ev->kind == HCL_EV_BODY_BEGIN ||
                 ev->kind == HCL_EV_BLOCK_BEGIN ||
                 ev->kind == HCL_EV_ATTR_BEGIN || ev->kind == HCL_EV_EXPR_BEGIN;
  if (opening)
    d->depth++;
  return fwrite(b->data, 1, b->len, d->out) == b->len ? HCL_OK : HCL_ERR_IO;
}

hcl_sink hcl_dump_sink(hcl_dump *d) {
  hcl_sink s = {.ctx = d,
                .event = dump_event,
                .wants = d->with_trivia ? HCL_SINK_WANTS_TRIVIA : 0u};
  return s;
}
