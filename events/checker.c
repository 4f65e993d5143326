/*
 * The contract checker: a sink that verifies what every producer promises.
 * Kinds nest properly (a BODY holds blocks and attributes, an attribute holds
 * exactly one expression, each expression kind has the children its
 * documentation lists), ranges are well-formed, children lie inside their
 * parents, and siblings come in source order.
 *
 * JSON streams differ in two ways: a JSON body holds one expression (the
 * root value) instead of items, and a JSON object, array or property
 * announces only its opening token (or name) in its BEGIN, since the
 * stream does not wait for its end; its END spans the whole value, which
 * must start where the BEGIN does and cover every child.
 */

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "core/alloc.h"
#include "core/vec.h"
#include "hcl/events.h"

typedef struct open_node {
  hcl_event_kind kind;
  hcl_expr_kind expr_kind;
  uint32_t flags;
  hcl_range range;
  size_t children;
  uint64_t last_child_start;
  uint64_t last_child_end; /* the furthest end of a child's ranges */
  bool holds_expr;         /* a JSON body with its value */
} open_node;

struct hcl_checker {
  const hcl_alloc *alloc;
  hcl_vec stack; /* open_node */
  bool finished; /* BODY_END seen */
  /* Bounded: an event kind's name, numbers and the fixed texts below; the
     longest message is under 160 bytes. */
  char error[256];
};

hcl_checker *hcl_checker_new(const hcl_alloc *alloc) {
  hcl_checker *c = hcl_mem_alloc(alloc, sizeof *c);
  if (!c)
    return NULL;
  c->alloc = alloc;
  hcl_vec_init(&c->stack, alloc, sizeof(open_node));
  c->finished = false;
  c->error[0] = '\0';
  return c;
}

void hcl_checker_free(hcl_checker *c) {
  if (!c)
    return;
  hcl_vec_fini(&c->stack);
  hcl_mem_free(c->alloc, c);
}

const char *hcl_checker_error(const hcl_checker *c) {
  return c->error[0] ? c->error : NULL;
}

static hcl_status fail(hcl_checker *c, const hcl_event *ev, const char *fmt,
                       ...) __attribute__((format(printf, 3, 4)));

static hcl_status fail(hcl_checker *c, const hcl_event *ev, const char *fmt,
                       ...) {
  if (!c->error[0]) {
    int n = snprintf(c->error, sizeof c->error,
                     "%s at %u:%u: ", hcl_event_kind_name(ev->kind),
                     ev->range.start.line, ev->range.start.column);
    if (n > 0 && (size_t)n < sizeof c->error) {
      va_list ap;
      va_start(ap, fmt);
      vsnprintf(c->error + n, sizeof c->error - (size_t)n, fmt, ap);
      va_end(ap);
    }
  }
  return HCL_ERR_INVALID;
}

static bool range_ok(const hcl_range *r) {
  if (r->start.line < 1 || r->start.column < 1 || r->end.line < 1 ||
      r->end.column < 1)
    return false;
  if (r->end.byte < r->start.byte)
    return false;
  if (r->end.line < r->start.line)
    return false;
  if (r->end.line == r->start.line && r->end.column < r->start.column)
    return false;
  return true;
}

static bool inside(const hcl_range *in, const hcl_range *out) {
  return in->start.byte >= out->start.byte && in->end.byte <= out->end.byte;
}

/* Which children an expression kind takes: [min, max] (max SIZE_MAX when
   unbounded), given its flags. */
static void child_bounds(hcl_expr_kind k, uint32_t flags, size_t *min,
                         size_t *max) {
  size_t many = SIZE_MAX;
  switch (k) {
  case HCL_EXPR_LITERAL:
  case HCL_EXPR_STEP_ATTR:
  case HCL_EXPR_SPLAT_ITEM:
  case HCL_EXPR_INVALID:
    *min = *max = 0;
    return;
  case HCL_EXPR_INTERPOLATION:
  case HCL_EXPR_STEP_INDEX:
  case HCL_EXPR_UNARY:
  case HCL_EXPR_PARENS:
    *min = *max = 1;
    return;
  case HCL_EXPR_INDEX:
  case HCL_EXPR_SPLAT:
  case HCL_EXPR_BINARY:
  case HCL_EXPR_OBJECT_ITEM:
  case HCL_EXPR_TEMPLATE_FOR:
    *min = *max = 2;
    return;
  case HCL_EXPR_CONDITIONAL:
    *min = *max = 3;
    return;
  case HCL_EXPR_TEMPLATE_IF:
    *min = *max = (flags & HCL_EVF_HAS_ELSE) ? 3 : 2;
    return;
  case HCL_EXPR_RELATIVE_TRAVERSAL:
    *min = 2;
    *max = many;
    return;
  case HCL_EXPR_FOR_TUPLE:
  case HCL_EXPR_FOR_OBJECT:
    *min = *max = 2 + ((flags & HCL_EVF_FOR_HAS_KEY) ? 1 : 0) +
                  ((flags & HCL_EVF_FOR_HAS_COND) ? 1 : 0);
    return;
  default:
    *min = 0;
    *max = many;
    return;
  }
}

/* A JSON container whose BEGIN range is only its opening token. */
static bool json_container(const open_node *n) {
  return n->kind == HCL_EV_EXPR_BEGIN && (n->flags & HCL_EVF_JSON_ORIGIN) &&
         (n->expr_kind == HCL_EXPR_OBJECT || n->expr_kind == HCL_EXPR_TUPLE ||
          n->expr_kind == HCL_EXPR_OBJECT_ITEM);
}

static bool is_step(hcl_expr_kind k) {
  return k == HCL_EXPR_STEP_ATTR || k == HCL_EXPR_STEP_INDEX;
}

/* Whether an expression of kind `k` may be child number `i` of `parent`. */
static const char *child_problem(const open_node *parent, size_t i,
                                 hcl_expr_kind k) {
  switch (parent->expr_kind) {
  case HCL_EXPR_TRAVERSAL:
    return is_step(k) ? NULL : "a traversal holds only steps";
  case HCL_EXPR_RELATIVE_TRAVERSAL:
    if (i == 0)
      return is_step(k) ? "a relative traversal needs a source first" : NULL;
    return is_step(k) ? NULL
                      : "a relative traversal's later children are steps";
  case HCL_EXPR_OBJECT:
    return k == HCL_EXPR_OBJECT_ITEM ? NULL : "an object holds only items";
  case HCL_EXPR_TEMPLATE:
    return k == HCL_EXPR_LITERAL || k == HCL_EXPR_INTERPOLATION ||
                   k == HCL_EXPR_TEMPLATE_IF || k == HCL_EXPR_TEMPLATE_FOR ||
                   k == HCL_EXPR_INVALID
               ? NULL
               : "a template holds only literals, interpolations, "
                 "directives and error placeholders";
  case HCL_EXPR_TEMPLATE_IF:
    return i == 0 || k == HCL_EXPR_TEMPLATE
               ? NULL
               : "template_if branches are templates";
  case HCL_EXPR_TEMPLATE_FOR:
    return i == 0 || k == HCL_EXPR_TEMPLATE ? NULL
                                            : "template_for body is a template";
  default:
    if (is_step(k))
      return "a step outside a traversal";
    if (k == HCL_EXPR_OBJECT_ITEM)
      return "an object item outside an object";
    return NULL;
  }
}

static hcl_status check_begin(hcl_checker *c, const hcl_event *ev,
                              open_node *top) {
  if (!top)
    return ev->kind == HCL_EV_BODY_BEGIN
               ? HCL_OK
               : fail(c, ev, "the stream must start with BODY_BEGIN");
  switch (ev->kind) {
  case HCL_EV_BODY_BEGIN:
    return fail(c, ev, "BODY_BEGIN inside another node");
  case HCL_EV_BLOCK_BEGIN:
  case HCL_EV_ATTR_BEGIN:
    if (top->kind != HCL_EV_BODY_BEGIN && top->kind != HCL_EV_BLOCK_BEGIN)
      return fail(c, ev, "blocks and attributes belong in a body or block");
    if (top->kind == HCL_EV_BODY_BEGIN && top->holds_expr)
      return fail(c, ev, "a JSON body holds only its root value");
    return HCL_OK;
  case HCL_EV_EXPR_BEGIN: {
    bool json_body =
        top->kind == HCL_EV_BODY_BEGIN && (top->flags & HCL_EVF_JSON_ORIGIN);
    if (top->kind == HCL_EV_ATTR_BEGIN || json_body) {
      if (top->children > 0)
        return fail(c, ev,
                    json_body ? "a JSON body holds exactly one value"
                              : "an attribute holds exactly one expression");
      if (json_body)
        top->holds_expr = true;
      if (is_step(ev->as.expr.kind) || ev->as.expr.kind == HCL_EXPR_OBJECT_ITEM)
        return fail(c, ev, "%s cannot be an attribute's value",
                    hcl_expr_kind_name(ev->as.expr.kind));
      return HCL_OK;
    }
    if (top->kind != HCL_EV_EXPR_BEGIN)
      return fail(c, ev, "expressions belong in attributes or expressions");
    size_t min, max;
    child_bounds(top->expr_kind, top->flags, &min, &max);
    if (top->children >= max)
      return fail(c, ev, "too many children for %s",
                  hcl_expr_kind_name(top->expr_kind));
    const char *why = child_problem(top, top->children, ev->as.expr.kind);
    return why ? fail(c, ev, "%s", why) : HCL_OK;
  }
  default:
    return HCL_OK;
  }
}

static hcl_status push(hcl_checker *c, const hcl_event *ev, open_node *top) {
  if (top) {
    if (top->children > 0 && ev->range.start.byte < top->last_child_start)
      return fail(c, ev, "children out of source order");
    bool is_structural =
        ev->kind == HCL_EV_BLOCK_BEGIN || ev->kind == HCL_EV_ATTR_BEGIN;
    if (json_container(top)) {
      if (ev->range.start.byte < top->range.start.byte)
        return fail(c, ev, "range starts before its parent's");
    } else if (!is_structural && top->kind != HCL_EV_BODY_BEGIN &&
               top->kind != HCL_EV_BLOCK_BEGIN &&
               !inside(&ev->range, &top->range)) {
      return fail(c, ev, "range lies outside its parent's");
    }
    top->children++;
    top->last_child_start = ev->range.start.byte;
    if (ev->range.end.byte > top->last_child_end)
      top->last_child_end = ev->range.end.byte;
  }
  open_node n;
  memset(&n, 0, sizeof n);
  n.kind = ev->kind;
  n.expr_kind = ev->kind == HCL_EV_EXPR_BEGIN ? ev->as.expr.kind : 0;
  n.flags = ev->flags;
  n.range = ev->range;
  return hcl_vec_push(&c->stack, &n) ? HCL_OK : HCL_ERR_NOMEM;
}

static hcl_status check_end(hcl_checker *c, const hcl_event *ev, open_node *top,
                            hcl_event_kind opener) {
  if (!top || top->kind != opener)
    return fail(c, ev, "does not close the open node");
  if (json_container(top)) {
    if (ev->range.start.byte != top->range.start.byte ||
        ev->range.end.byte < top->range.end.byte)
      return fail(c, ev,
                  "a JSON value's END must start at its BEGIN and "
                  "reach at least as far");
    if (ev->range.end.byte < top->last_child_end)
      return fail(c, ev, "a JSON value's END must cover its children");
  } else if ((ev->kind == HCL_EV_ATTR_END || ev->kind == HCL_EV_EXPR_END) &&
             (ev->range.start.byte != top->range.start.byte ||
              ev->range.end.byte != top->range.end.byte)) {
    return fail(c, ev, "range differs from its BEGIN's");
  }
  if (ev->kind == HCL_EV_ATTR_END && top->children != 1)
    return fail(c, ev, "an attribute holds exactly one expression");
  if (ev->kind == HCL_EV_EXPR_END) {
    size_t min, max;
    child_bounds(top->expr_kind, top->flags, &min, &max);
    if (top->children < min)
      return fail(c, ev, "%s has %zu children, needs %zu",
                  hcl_expr_kind_name(top->expr_kind), top->children, min);
  }
  if (ev->kind == HCL_EV_BODY_END)
    c->finished = true;
  hcl_vec_pop(&c->stack);
  open_node *parent = hcl_vec_last(&c->stack);
  if (parent && ev->range.end.byte > parent->last_child_end)
    parent->last_child_end = ev->range.end.byte;
  return HCL_OK;
}

static hcl_status checker_event(void *ctx, const hcl_event *ev) {
  hcl_checker *c = ctx;
  if (c->error[0])
    return HCL_ERR_INVALID;
  if (!range_ok(&ev->range))
    return fail(c, ev, "malformed range %u:%u-%u:%u", ev->range.start.line,
                ev->range.start.column, ev->range.end.line,
                ev->range.end.column);
  if (c->finished)
    return fail(c, ev, "event after BODY_END");
  open_node *top = hcl_vec_last(&c->stack);
  switch (ev->kind) {
  case HCL_EV_BODY_BEGIN:
  case HCL_EV_BLOCK_BEGIN:
  case HCL_EV_ATTR_BEGIN:
  case HCL_EV_EXPR_BEGIN: {
    hcl_status st = check_begin(c, ev, top);
    return st == HCL_OK ? push(c, ev, top) : st;
  }
  case HCL_EV_BODY_END:
    return check_end(c, ev, top, HCL_EV_BODY_BEGIN);
  case HCL_EV_BLOCK_END:
    return check_end(c, ev, top, HCL_EV_BLOCK_BEGIN);
  case HCL_EV_ATTR_END:
    return check_end(c, ev, top, HCL_EV_ATTR_BEGIN);
  case HCL_EV_EXPR_END:
    return check_end(c, ev, top, HCL_EV_EXPR_BEGIN);
  case HCL_EV_TRIVIA:
    return top ? HCL_OK : fail(c, ev, "trivia outside the body");
  case HCL_EV_TOKEN:
    return top ? HCL_OK : fail(c, ev, "token outside the body");
  }
  return fail(c, ev, "unknown event kind %d", (int)ev->kind);
}

static hcl_status checker_end(void *ctx, hcl_status how) {
  hcl_checker *c = ctx;
  hcl_status st = HCL_OK;
  if (how == HCL_OK && !c->error[0] && (!c->finished || c->stack.len)) {
    snprintf(c->error, sizeof c->error, "stream ended with %zu node(s) open",
             c->stack.len);
    st = HCL_ERR_INVALID;
  }
  /* ready for another stream */
  hcl_vec_clear(&c->stack);
  c->finished = false;
  return c->error[0] ? HCL_ERR_INVALID : st;
}

hcl_sink hcl_checker_sink(hcl_checker *c) {
  hcl_sink s = {.ctx = c,
                .event = checker_event,
                .end = checker_end,
                .wants = HCL_SINK_WANTS_TRIVIA};
  return s;
}
