/*
 * The reference's JSON parser as a state machine:
 *
 *   file   = value EOF                  ("Extraneous data after value")
 *   value  = object | array | string | number | keyword
 *   object = "{" [ string ":" value { "," string ":" value } ] "}"
 *   array  = "[" [ value { "," value } ] "]"
 *
 * followed by the JSON syntax's own rule that the root is an object or an
 * array. The reference parses recursively and, where a nested value fails,
 * puts a placeholder in its place and carries on with the enclosing one;
 * after some errors it first skips tokens up to what looks like the end of
 * the failed object or array. All of that is reproduced here token by
 * token, with an explicit stack, so that the same diagnostics come out in
 * the same order.
 */

#include "json_syntax/grammar.h"

#include <stdio.h>
#include <string.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "core/suggest.h"

/* The root's progress. */
enum { TOP_VALUE, TOP_AFTER, TOP_DONE };

/* What a frame reports when it has skipped to its end, or at the next
   token it peeks at. */
enum {
  AFTER_NONE,
  AFTER_FAIL,
  PEEK_MISMATCHED_BRACES,
  PEEK_OBJ_COMMA,
  PEEK_ARR_COLON,
  PEEK_MISMATCHED_BRACKETS,
  PEEK_ARR_COMMA
};

/* What a parsed value leaves for its parent. */
typedef struct jvalue {
  bool container;  /* an object or array that closed properly */
  bool string;     /* a valid string */
  hcl_jspan start; /* the reference's StartRange() */
  hcl_pos end;     /* where the value ends */
} jvalue;

static const char VALUE_START[] =
    "A JSON value must start with a brace, a bracket, a number, a string, "
    "or a keyword.";

void hcl_jgram_init(hcl_jgram *g, const hcl_jgram_hooks *hooks,
                    const char *filename, uint32_t max_depth,
                    const hcl_alloc *alloc) {
  memset(g, 0, sizeof *g);
  g->hooks = *hooks;
  g->alloc = alloc;
  g->filename = filename;
  g->max_depth = max_depth;
  hcl_vec_init(&g->frames, alloc, sizeof(hcl_jframe));
  g->top = TOP_VALUE;
  g->stop.line = 1;
  g->stop.column = 1;
}

void hcl_jgram_fini(hcl_jgram *g) { hcl_vec_fini(&g->frames); }

static hcl_range range_of(const hcl_jgram *g, hcl_jspan s) {
  hcl_range r = {g->filename, s.start, s.end};
  return r;
}

static hcl_jspan tok_span(const hcl_jtok *t) {
  hcl_jspan s = {t->start, t->end};
  return s;
}

static void report(hcl_jgram *g, const char *summary, const char *detail,
                   const hcl_range *subject, const hcl_range *context) {
  g->nerrors++;
  g->hooks.diag(g->hooks.ctx, summary, detail, subject, context);
}

static void report_at(hcl_jgram *g, const char *summary, const char *detail,
                      hcl_jspan at) {
  hcl_range subject = range_of(g, at);
  report(g, summary, detail, &subject, NULL);
}

static hcl_jframe *top_frame(const hcl_jgram *g) {
  return hcl_vec_last(&g->frames);
}

static bool silent(const hcl_jgram *g) {
  hcl_jframe *f = top_frame(g);
  return f && (f->silent || f->phase == HCL_JP_OBJ_KEY);
}

/* ---- Values -------------------------------------------------------- */

static void root_done(hcl_jgram *g, const jvalue *v) {
  g->root_container = v->container;
  g->root_start = v->start;
  if (g->nerrors > 0) {
    /* the reference looks no further */
    if (!v->container)
      report_at(g, "Root value must be object",
                "The root value in a JSON-based configuration must be "
                "either a JSON object or a JSON array of objects.",
                v->start);
    g->top = TOP_DONE;
    g->finished = true;
  } else {
    g->top = TOP_AFTER;
  }
}

/*
 * A value is complete; its parent moves on. A property name that is not a
 * string fails the object, which is then a completed (invalid) value of
 * its own parent: a loop, not recursion, because that can repeat all the
 * way up.
 */
static void value_done(hcl_jgram *g, const jvalue *done,
                       const hcl_jtok *scalar) {
  const jvalue *v = done;
  jvalue failed;
  for (;;) {
    hcl_jframe *f = top_frame(g);
    if (!f) {
      root_done(g, v);
      return;
    }
    if (f->phase == HCL_JP_OBJ_KEY) {
      if (v->string) {
        f->phase = HCL_JP_OBJ_COLON;
        if (!f->silent && g->hooks.name)
          g->hooks.name(g->hooks.ctx, f, scalar);
        return;
      }
      report_at(g, "Invalid object property name",
                "A JSON object property name must be a string", v->start);
      failed.container = failed.string = false;
      failed.start = f->open;
      failed.end = v->end;
      v = &failed;
      hcl_vec_pop(&g->frames);
      scalar = NULL;
      continue;
    }
    if (scalar && !f->silent && g->hooks.scalar)
      g->hooks.scalar(g->hooks.ctx, scalar);
    if (f->obj) {
      f->phase = HCL_JP_OBJ_AFTER;
      if (!f->silent && g->hooks.item_end)
        g->hooks.item_end(g->hooks.ctx, f, v->end);
    } else {
      f->phase = HCL_JP_ARR_AFTER;
    }
    return;
  }
}

/* The innermost object or array failed: its parent gets a placeholder. */
static void fail_frame(hcl_jgram *g) {
  hcl_jframe *f = top_frame(g);
  jvalue v = {false, false, f->open, g->stop};
  hcl_vec_pop(&g->frames);
  value_done(g, &v, NULL);
}

static void close_frame(hcl_jgram *g, const hcl_jtok *t) {
  hcl_jframe *f = top_frame(g);
  if (!f->silent && g->hooks.close)
    g->hooks.close(g->hooks.ctx, f, t);
  jvalue v = {true, false, f->open, t->end};
  hcl_vec_pop(&g->frames);
  value_done(g, &v, NULL);
}

static bool push_frame(hcl_jgram *g, const hcl_jtok *t, bool obj) {
  if (g->frames.len >= g->max_depth) {
    char detail[160]; /* fixed text and one number: about 110 bytes */
    snprintf(detail, sizeof detail,
             "This JSON value nests objects and arrays more than %u levels "
             "deep, which is the parser's limit.",
             (unsigned)g->max_depth);
    report_at(g, "Nesting too deep", detail, tok_span(t));
    g->too_deep = true;
    return false;
  }
  bool quiet = silent(g);
  hcl_jframe *parent = top_frame(g);
  if (parent && !quiet)
    parent->item_valued = true;
  hcl_jframe *f = hcl_vec_push_zero(&g->frames); /* moves the frames */
  if (!f) {
    g->nomem = true;
    return false;
  }
  f->obj = obj;
  f->silent = quiet;
  f->phase = obj ? HCL_JP_OBJ_FIRST : HCL_JP_ARR_FIRST;
  f->open = tok_span(t);
  if (!quiet && g->hooks.open)
    g->hooks.open(g->hooks.ctx, f, t);
  return true;
}

static void keyword_error(hcl_jgram *g, const hcl_jtok *t) {
  size_t n = (size_t)(t->end.byte - t->start.byte);
  const char *text = g->hooks.text(g->hooks.ctx, t->start.byte);
  hcl_buf b;
  hcl_buf_init(&b, g->alloc);
  bool ok;
  if (t->kw == HCL_JKW_JS) {
    ok = hcl_buf_puts(&b, "The JavaScript identifier \"") &&
         hcl_buf_append(&b, text, n) &&
         hcl_buf_puts(&b, "\" cannot be used in JSON.");
  } else {
    ok = hcl_buf_putc(&b, '"') && hcl_buf_append(&b, text, n) &&
         hcl_buf_puts(&b, "\" is not a valid JSON keyword.");
    static const char *const keywords[] = {"false", "true", "null"};
    /* every keyword is within two edits of nothing longer than 7 */
    const char *dym = NULL;
    if (ok && n <= 7)
      ok = hcl_name_suggestion(g->alloc, text, n, keywords, 3, &dym) == HCL_OK;
    if (ok && dym)
      ok = hcl_buf_printf(&b, " Did you mean \"%s\"?", dym);
  }
  if (ok && hcl_buf_terminate(&b))
    report_at(g, "Invalid JSON keyword", b.data, tok_span(t));
  else
    g->nomem = true;
  hcl_buf_fini(&b);
}

static void string_error(hcl_jgram *g, const hcl_jtok *t) {
  /* the reference moves the column by the byte offset */
  hcl_range subject = range_of(g, tok_span(t));
  subject.start.byte += t->err_off;
  subject.start.column += (uint32_t)t->err_off;
  subject.end = subject.start;
  subject.end.byte++;
  subject.end.column++;
  hcl_range context = range_of(g, tok_span(t));
  report(g, "Invalid JSON string",
         "There is a syntax error in the given JSON string.", &subject,
         &context);
}

/* Results of a step: the token was taken, or it is to be looked at again
   in the new state. */
enum { TAKEN, AGAIN };

/* A value starts at `t` (parseValue). */
static int parse_value(hcl_jgram *g, const hcl_jtok *t) {
  jvalue v;
  v.container = v.string = false;
  v.start.start = t->start;
  v.start.end = t->end;
  v.end = t->end;
  switch (t->type) {
  case HCL_JT_OBRACE:
  case HCL_JT_OBRACK:
    push_frame(g, t, t->type == HCL_JT_OBRACE);
    return TAKEN;
  case HCL_JT_STRING:
    if (t->bad)
      string_error(g, t);
    else
      v.string = true;
    value_done(g, &v, t->bad ? NULL : t);
    return TAKEN;
  case HCL_JT_NUMBER:
    if (t->bad)
      report_at(g, "Invalid JSON number",
                "There is a syntax error in the given JSON number.", v.start);
    value_done(g, &v, t->bad ? NULL : t);
    return TAKEN;
  case HCL_JT_KEYWORD: {
    bool ok = t->kw == HCL_JKW_TRUE || t->kw == HCL_JKW_FALSE ||
              t->kw == HCL_JKW_NULL;
    if (!ok)
      keyword_error(g, t);
    value_done(g, &v, ok ? t : NULL);
    return TAKEN;
  }
  case HCL_JT_CBRACE:
    report_at(g, "Missing JSON value", VALUE_START, v.start);
    break;
  case HCL_JT_CBRACK:
    report_at(g, "Missing array element value", VALUE_START, v.start);
    break;
  case HCL_JT_EOF:
    report_at(g, "Missing value", "The JSON data ends prematurely.", v.start);
    break;
  default:
    report_at(g, "Invalid start of value", VALUE_START, v.start);
    break;
  }
  value_done(g, &v, NULL);
  return AGAIN;
}

/* ---- Recovery ------------------------------------------------------ */

static void recovery_ended(hcl_jgram *g, hcl_jframe *f) {
  f->recover = 0;
  if (f->after == AFTER_FAIL) {
    f->after = AFTER_NONE;
    fail_frame(g);
  }
}

/*
 * The reference's recover(): counts this frame's kind of brackets from 1
 * and stops at a closing one that brings the count to 1 or below (so the
 * first nested pair already ends it), or at the end of the input.
 * Returns whether the token was taken.
 */
static int recover_step(hcl_jgram *g, hcl_jframe *f, const hcl_jtok *t) {
  hcl_jtok_type open = f->obj ? HCL_JT_OBRACE : HCL_JT_OBRACK;
  hcl_jtok_type close = f->obj ? HCL_JT_CBRACE : HCL_JT_CBRACK;
  if (t->type == HCL_JT_EOF) {
    recovery_ended(g, f);
    return AGAIN;
  }
  if (t->type == open) {
    f->recover++;
  } else if (t->type == close) {
    if (--f->recover <= 1)
      recovery_ended(g, f);
  }
  return TAKEN;
}

/* Starts skipping with `t`, already read; `after` says what follows. */
static void start_recovery(hcl_jgram *g, hcl_jframe *f, const hcl_jtok *t,
                           int after) {
  f->recover = 1;
  f->after = (uint8_t)after;
  recover_step(g, f, t);
}

/* The diagnostics whose subject is the token after the skipped ones. */
static void peek_report(hcl_jgram *g, hcl_jframe *f, const hcl_jtok *t) {
  hcl_jspan at = tok_span(t);
  switch (f->after) {
  case PEEK_MISMATCHED_BRACES:
    report_at(g, "Mismatched braces",
              "A JSON object must be closed with a brace, not a bracket.", at);
    break;
  case PEEK_OBJ_COMMA:
    report_at(g, "Missing attribute seperator comma",
              "A comma must appear between each property definition in an "
              "object.",
              at);
    break;
  case PEEK_ARR_COLON:
    report_at(g, "Invalid array value",
              "A colon is not used to introduce values in a JSON array.", at);
    break;
  case PEEK_MISMATCHED_BRACKETS:
    report_at(g, "Mismatched brackets",
              "A JSON array must be closed with a bracket, not a brace.", at);
    break;
  default:
    report_at(g, "Missing attribute seperator comma",
              "A comma must appear between each value in an array.", at);
    break;
  }
  f->after = AFTER_NONE;
  fail_frame(g);
}

/* ---- Objects and arrays ------------------------------------------- */

static int object_step(hcl_jgram *g, hcl_jframe *f, const hcl_jtok *t) {
  switch (f->phase) {
  case HCL_JP_OBJ_FIRST:
    if (t->type == HCL_JT_CBRACE) {
      close_frame(g, t);
      return TAKEN;
    }
    f->phase = HCL_JP_OBJ_KEY;
    return parse_value(g, t);
  case HCL_JP_OBJ_COLON: {
    if (t->type == HCL_JT_COLON) {
      f->phase = HCL_JP_OBJ_VALUE;
      return TAKEN;
    }
    hcl_jspan at = tok_span(t);
    if (t->type == HCL_JT_CBRACE || t->type == HCL_JT_COMMA)
      report_at(g, "Missing object value",
                "A JSON object attribute must have a value, introduced by a "
                "colon.",
                at);
    else if (t->type == HCL_JT_EQUALS)
      report_at(g, "Missing property value colon",
                "JSON uses a colon as its name/value delimiter, not an "
                "equals sign.",
                at);
    else
      report_at(g, "Missing property value colon",
                "A colon must appear between an object property's name and "
                "its value.",
                at);
    start_recovery(g, f, t, AFTER_FAIL);
    return t->type == HCL_JT_EOF ? AGAIN : TAKEN;
  }
  case HCL_JP_OBJ_VALUE:
    return parse_value(g, t);
  case HCL_JP_OBJ_AFTER:
    switch (t->type) {
    case HCL_JT_COMMA:
      f->phase = HCL_JP_OBJ_COMMA;
      f->comma = tok_span(t);
      return TAKEN;
    case HCL_JT_CBRACE:
      close_frame(g, t);
      return TAKEN;
    case HCL_JT_EOF:
      report_at(g, "Unclosed object",
                "No closing brace was found for this JSON object.", f->open);
      fail_frame(g);
      return AGAIN;
    case HCL_JT_CBRACK:
      f->after = PEEK_MISMATCHED_BRACES;
      return TAKEN;
    default:
      start_recovery(g, f, t, PEEK_OBJ_COMMA);
      return TAKEN;
    }
  case HCL_JP_OBJ_COMMA:
    if (t->type == HCL_JT_CBRACE) {
      report_at(g, "Trailing comma in object",
                "JSON does not permit a trailing comma after the final "
                "property in an object.",
                f->comma);
      fail_frame(g);
      return AGAIN;
    }
    f->phase = HCL_JP_OBJ_KEY;
    return parse_value(g, t);
  default: /* a name or value in progress is a frame of its own */
    return TAKEN;
  }
}

static int array_step(hcl_jgram *g, hcl_jframe *f, const hcl_jtok *t) {
  switch (f->phase) {
  case HCL_JP_ARR_FIRST:
    if (t->type == HCL_JT_CBRACK) {
      close_frame(g, t);
      return TAKEN;
    }
    f->phase = HCL_JP_ARR_VALUE;
    return parse_value(g, t);
  case HCL_JP_ARR_AFTER:
    switch (t->type) {
    case HCL_JT_COMMA:
      f->phase = HCL_JP_ARR_COMMA;
      f->comma = tok_span(t);
      return TAKEN;
    case HCL_JT_CBRACK:
      close_frame(g, t);
      return TAKEN;
    case HCL_JT_COLON:
      start_recovery(g, f, t, PEEK_ARR_COLON);
      return TAKEN;
    case HCL_JT_EOF:
      report_at(g, "Unclosed object",
                "No closing bracket was found for this JSON array.", f->open);
      fail_frame(g);
      return AGAIN;
    case HCL_JT_CBRACE:
      start_recovery(g, f, t, PEEK_MISMATCHED_BRACKETS);
      return TAKEN;
    default:
      start_recovery(g, f, t, PEEK_ARR_COMMA);
      return TAKEN;
    }
  case HCL_JP_ARR_COMMA:
    if (t->type == HCL_JT_CBRACK) {
      report_at(g, "Trailing comma in array",
                "JSON does not permit a trailing comma after the final "
                "value in an array.",
                f->comma);
      fail_frame(g);
      return AGAIN;
    }
    f->phase = HCL_JP_ARR_VALUE;
    return parse_value(g, t);
  default:
    return TAKEN;
  }
}

static int step(hcl_jgram *g, const hcl_jtok *t) {
  hcl_jframe *f = top_frame(g);
  if (!f) {
    if (g->top == TOP_VALUE)
      return parse_value(g, t);
    /* the root is complete: anything but the end is extraneous */
    if (t->type != HCL_JT_EOF)
      report_at(g, "Extraneous data after value",
                "Extra characters appear after the JSON value.", tok_span(t));
    if (!g->root_container)
      report_at(g, "Root value must be object",
                "The root value in a JSON-based configuration must be either "
                "a JSON object or a JSON array of objects.",
                g->root_start);
    g->top = TOP_DONE;
    g->finished = true;
    return AGAIN;
  }
  if (f->recover)
    return recover_step(g, f, t);
  if (f->after != AFTER_NONE) {
    peek_report(g, f, t);
    return AGAIN;
  }
  return f->obj ? object_step(g, f, t) : array_step(g, f, t);
}

static bool stopped(const hcl_jgram *g) {
  return g->finished || g->too_deep || g->nomem;
}

static void note_stop(hcl_jgram *g, hcl_pos p) {
  if (p.byte > g->stop.byte)
    g->stop = p;
}

void hcl_jgram_feed(hcl_jgram *g, const hcl_jtok *t) {
  while (!stopped(g)) {
    note_stop(g, t->start);
    if (step(g, t) == TAKEN) {
      note_stop(g, t->end);
      return;
    }
  }
}
