/* Expression events packed small (expr_pack.h). */

#include "events/expr_pack.h"

#include <string.h>

/* The tag byte's bits. */
#define T_END 0x80u      /* an EXPR_END: the distance back follows */
#define T_NAME 0x01u     /* the range names the run's file */
#define T_AUX 0x02u      /* the aux range's positions follow */
#define T_AUX_NAME 0x04u /* the aux range names the run's file */

/* A packed node's fixed part; its aux range's (when T_AUX), then its text
   and key follow. Positions are differences that fit 32 bits, or the node
   is not packed. Copied with memcpy: items lie at any byte. */
typedef struct packed_node {
  uint8_t tag, kind, op, lit;
  uint32_t flags;
  int32_t start_byte, start_line; /* from the run's base */
  uint32_t start_column;
  int32_t end_byte, end_line; /* from the start */
  uint32_t end_column;
  uint32_t text_len, key_len;
} packed_node;

typedef struct packed_aux {
  int32_t start_byte, start_line; /* from the node's start */
  uint32_t start_column;
  int32_t end_byte, end_line;
  uint32_t end_column;
} packed_aux;

/* Whether `a - b` fits; *d gets it. */
static bool diff32(uint64_t a, uint64_t b, int32_t *d) {
  int64_t v = (int64_t)(a - b);
  *d = (int32_t)v;
  return v >= INT32_MIN && v <= INT32_MAX;
}

static bool pos_zero(hcl_pos p) {
  return p.byte == 0 && p.line == 0 && p.column == 0;
}

_Static_assert(sizeof(packed_node) + sizeof(packed_aux) ==
                   HCL_XPACK_BEGIN_FIXED,
               "the header says how large a packed node is");

size_t hcl_xpack_begin_max(const hcl_event *ev) {
  return HCL_XPACK_BEGIN_FIXED + ev->as.expr.text.len + ev->as.expr.key.len;
}

/* Whether `name` is the run's: the same pointer, or the same text. */
static bool same_name(const hcl_xpack_run *run, const char *name) {
  return name == run->name || (run->name && strcmp(name, run->name) == 0);
}

size_t hcl_xpack_begin(const hcl_xpack_run *run, const hcl_event *ev,
                       uint8_t *dst) {
  const hcl_range *r = &ev->range, *aux = &ev->as.expr.aux_range;
  if ((r->filename && !same_name(run, r->filename)) ||
      (aux->filename && !same_name(run, aux->filename)))
    return 0;
  bool has_aux = !pos_zero(aux->start) || !pos_zero(aux->end);
  hcl_str text = ev->as.expr.text, key = ev->as.expr.key;
  packed_node n;
  n.tag = (uint8_t)((r->filename ? T_NAME : 0) | (has_aux ? T_AUX : 0) |
                    (aux->filename ? T_AUX_NAME : 0));
  n.kind = (uint8_t)ev->as.expr.kind;
  n.op = (uint8_t)ev->as.expr.op;
  n.lit = (uint8_t)ev->as.expr.lit;
  n.flags = ev->flags;
  n.start_column = r->start.column;
  n.end_column = r->end.column;
  n.text_len = (uint32_t)text.len;
  n.key_len = (uint32_t)key.len;
  if (!diff32(r->start.byte, run->base.byte, &n.start_byte) ||
      !diff32(r->start.line, run->base.line, &n.start_line) ||
      !diff32(r->end.byte, r->start.byte, &n.end_byte) ||
      !diff32(r->end.line, r->start.line, &n.end_line) ||
      text.len > UINT32_MAX || key.len > UINT32_MAX)
    return 0;
  uint8_t *p = dst + sizeof n;
  if (has_aux) {
    packed_aux a;
    a.start_column = aux->start.column;
    a.end_column = aux->end.column;
    if (!diff32(aux->start.byte, r->start.byte, &a.start_byte) ||
        !diff32(aux->start.line, r->start.line, &a.start_line) ||
        !diff32(aux->end.byte, r->start.byte, &a.end_byte) ||
        !diff32(aux->end.line, r->start.line, &a.end_line))
      return 0;
    memcpy(p, &a, sizeof a);
    p += sizeof a;
  }
  memcpy(dst, &n, sizeof n);
  if (text.len)
    memcpy(p, text.ptr, text.len);
  p += text.len;
  if (key.len)
    memcpy(p, key.ptr, key.len);
  return (size_t)(p + key.len - dst);
}

size_t hcl_xpack_end(uint32_t back, uint8_t *dst) {
  dst[0] = T_END;
  memcpy(dst + 1, &back, sizeof back);
  return 1 + sizeof back;
}

static hcl_pos at(hcl_pos from, int32_t byte, int32_t line, uint32_t column) {
  hcl_pos p = {from.byte + (uint64_t)(int64_t)byte,
               (uint32_t)((int64_t)from.line + line), column};
  return p;
}

/* Reads a BEGIN item into `ev`; returns its end. */
static const uint8_t *read_begin(const hcl_xpack_run *run, const uint8_t *p,
                                 hcl_event *ev) {
  packed_node n;
  memcpy(&n, p, sizeof n);
  p += sizeof n;
  ev->kind = HCL_EV_EXPR_BEGIN;
  ev->flags = n.flags;
  ev->as.expr.kind = (hcl_expr_kind)n.kind;
  ev->as.expr.op = (hcl_op)n.op;
  ev->as.expr.lit = (hcl_lit)n.lit;
  hcl_range *r = &ev->range, *aux = &ev->as.expr.aux_range;
  r->filename = (n.tag & T_NAME) ? run->name : NULL;
  r->start = at(run->base, n.start_byte, n.start_line, n.start_column);
  r->end = at(r->start, n.end_byte, n.end_line, n.end_column);
  memset(aux, 0, sizeof *aux);
  aux->filename = (n.tag & T_AUX_NAME) ? run->name : NULL;
  if (n.tag & T_AUX) {
    packed_aux a;
    memcpy(&a, p, sizeof a);
    p += sizeof a;
    aux->start = at(r->start, a.start_byte, a.start_line, a.start_column);
    aux->end = at(r->start, a.end_byte, a.end_line, a.end_column);
  }
  ev->as.expr.text = (hcl_str){(const char *)p, n.text_len};
  p += n.text_len;
  ev->as.expr.key = (hcl_str){(const char *)p, n.key_len};
  return p + n.key_len;
}

size_t hcl_xpack_read(const hcl_xpack_run *run, const uint8_t *item,
                      hcl_event *ev) {
  if (*item & T_END) {
    uint32_t back;
    memcpy(&back, item + 1, sizeof back);
    read_begin(run, item - back, ev);
    ev->kind = HCL_EV_EXPR_END;
    return 1 + sizeof back;
  }
  return (size_t)(read_begin(run, item, ev) - item);
}
