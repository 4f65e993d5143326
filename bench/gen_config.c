/*
 * gen_config.c - deterministic generator of large, realistic HCL inputs.
 *
 * Usage: gen_config [--json] [--decodable] SIZE > out
 *
 * SIZE is a byte count with an optional binary suffix: K, M, G (also KB,
 * MiB, ...), e.g. 1M = 1048576 bytes. The program writes a Terraform/Nomad
 * style configuration in HCL native syntax to stdout and stops at the first
 * top-level block boundary at or past SIZE bytes of native text. With --json
 * it writes the same content (the same blocks, in the same order) in HCL's
 * JSON syntax instead; the stopping point is still decided by the size of the
 * native rendering, so `gen_config 1M` and `gen_config --json 1M` describe
 * the same configuration.
 *
 * With --decodable it writes a different configuration of the same kinds
 * (labelled and nested blocks, every kind of value, templates, heredocs,
 * comments, for expressions, conditionals, operators, calls) in which no
 * expression refers to a variable, so that hcldec can decode all of it with
 * bench/decode.hcldec, which also exposes the functions it calls. --json
 * combines with it. Without --decodable the output is what it always was.
 *
 * The content comes from a fixed-seed splitmix64 PRNG, so a given SIZE always
 * produces the same bytes, and a smaller file is a prefix (block-wise) of a
 * larger one. Output is streamed through stdio; only one top-level block is
 * held in memory at a time (in an arena that is reset after each block).
 *
 * Self-contained C11, libc only.
 */
#include <errno.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__GNUC__)
#define PRINTF_LIKE(a, b) __attribute__((format(printf, a, b)))
#else
#define PRINTF_LIKE(a, b)
#endif

/* ------------------------------------------------------------------------ */
/* PRNG: splitmix64 with a fixed seed.                                       */

static uint64_t rng_state = 0x48434C2D42454E43ULL; /* "HCL-BENC" */

static uint64_t rnd(void) {
  uint64_t z = (rng_state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

static unsigned rn(unsigned n) { return (unsigned)(rnd() % n); }
static int chance(unsigned pct) { return rn(100) < pct; }

#define COUNT(arr) ((unsigned)(sizeof(arr) / sizeof((arr)[0])))
#define PICK(arr) ((arr)[rn(COUNT(arr))])

/* ------------------------------------------------------------------------ */
/* Arena for one top-level block's tree.                                     */

typedef struct Chunk {
  struct Chunk *next;
  size_t used, cap;
  max_align_t data[];
} Chunk;

static Chunk *arena_cur, *arena_free;

static void die(const char *msg) {
  fprintf(stderr, "gen_config: %s\n", msg);
  exit(1);
}

static void *amalloc(size_t n) {
  n = (n + 15) & ~(size_t)15;
  if (!arena_cur || arena_cur->cap - arena_cur->used < n) {
    Chunk *c;
    if (arena_free && arena_free->cap >= n) {
      c = arena_free;
      arena_free = c->next;
    } else {
      size_t cap = n > ((size_t)1 << 16) ? n : ((size_t)1 << 16);
      c = malloc(sizeof(Chunk) + cap);
      if (!c)
        die("out of memory");
      c->cap = cap;
    }
    c->used = 0;
    c->next = arena_cur;
    arena_cur = c;
  }
  void *p = (unsigned char *)arena_cur->data + arena_cur->used;
  arena_cur->used += n;
  memset(p, 0, n);
  return p;
}

static void arena_reset(void) {
  while (arena_cur) {
    Chunk *c = arena_cur;
    arena_cur = c->next;
    c->next = arena_free;
    arena_free = c;
  }
}

static char *astrf(const char *fmt, ...) PRINTF_LIKE(1, 2);
static char *astrf(const char *fmt, ...) {
  va_list ap, ap2;
  va_start(ap, fmt);
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  if (n < 0)
    die("format error");
  char *s = amalloc((size_t)n + 1);
  vsnprintf(s, (size_t)n + 1, fmt, ap2);
  va_end(ap2);
  return s;
}

static char *adup(const char *s, size_t n) {
  char *d = amalloc(n + 1);
  memcpy(d, s, n);
  d[n] = 0;
  return d;
}

/* ------------------------------------------------------------------------ */
/* Output sinks: a FILE, a growable string, or nothing (byte counting).      */

typedef struct {
  char *buf;
  size_t len, cap;
} SB;

typedef struct {
  FILE *f;
  SB *sb;
  uint64_t n;
} Out;

static void sb_append(SB *sb, const char *s, size_t n) {
  if (sb->len + n + 1 > sb->cap) {
    size_t cap = sb->cap ? sb->cap : 256;
    while (cap < sb->len + n + 1)
      cap *= 2;
    char *nb = realloc(sb->buf, cap);
    if (!nb)
      die("out of memory");
    sb->buf = nb;
    sb->cap = cap;
  }
  memcpy(sb->buf + sb->len, s, n);
  sb->len += n;
  sb->buf[sb->len] = 0;
}

static void o_write(Out *o, const char *s, size_t n) {
  o->n += n;
  if (o->f)
    fwrite(s, 1, n, o->f);
  else if (o->sb)
    sb_append(o->sb, s, n);
}

static void o_puts(Out *o, const char *s) { o_write(o, s, strlen(s)); }

static void o_spaces(Out *o, int n) {
  static const char sp[] =
      "                                                                ";
  while (n > 0) {
    int k = n > 64 ? 64 : n;
    o_write(o, sp, (size_t)k);
    n -= k;
  }
}

static void o_indent(Out *o, int level) { o_spaces(o, level * 2); }

enum { ESC_BS = 1, ESC_UNI = 2, ESC_TMPL = 4 };

/*
 * Write text, escaping according to mode:
 *   ESC_BS   backslash escapes for " \ LF TAB CR and other controls (valid
 *            both in HCL quoted templates and in JSON strings)
 *   ESC_UNI  non-ASCII BMP characters as \uXXXX (valid in both)
 *   ESC_TMPL template escapes: "${" -> "$${", "%{" -> "%%{"
 */
static void lit_out(Out *o, const char *s, int mode) {
  const unsigned char *p = (const unsigned char *)s;
  const unsigned char *run = p;
  char tmp[16];
  while (*p) {
    const char *rep = NULL;
    size_t adv = 1;
    unsigned c = *p;
    if (mode & ESC_BS) {
      if (c == '"')
        rep = "\\\"";
      else if (c == '\\')
        rep = "\\\\";
      else if (c == '\n')
        rep = "\\n";
      else if (c == '\t')
        rep = "\\t";
      else if (c == '\r')
        rep = "\\r";
      else if (c < 0x20) {
        snprintf(tmp, sizeof tmp, "\\u%04x", c);
        rep = tmp;
      }
    }
    if (!rep && (mode & ESC_TMPL) && (c == '$' || c == '%') && p[1] == '{') {
      rep = c == '$' ? "$${" : "%%{";
      adv = 2;
    }
    if (!rep && (mode & ESC_UNI) && c >= 0x80) {
      unsigned cp = 0;
      size_t len = 0;
      if ((c & 0xE0) == 0xC0) {
        cp = c & 0x1F;
        len = 2;
      } else if ((c & 0xF0) == 0xE0) {
        cp = c & 0x0F;
        len = 3;
      }
      if (len) { /* 4-byte sequences stay raw (no surrogates) */
        for (size_t i = 1; i < len; i++)
          cp = (cp << 6) | (p[i] & 0x3F);
        snprintf(tmp, sizeof tmp, "\\u%04x", cp);
        rep = tmp;
        adv = len;
      }
    }
    if (rep) {
      o_write(o, (const char *)run, (size_t)(p - run));
      o_puts(o, rep);
      p += adv;
      run = p;
    } else {
      p++;
    }
  }
  o_write(o, (const char *)run, (size_t)(p - run));
}

/* ------------------------------------------------------------------------ */
/* In-memory tree for one top-level block.                                   */

typedef enum { P_LIT, P_INTERP, P_DIR } PartKind;

typedef struct Part {
  PartKind k;
  int uesc; /* P_LIT: write non-ASCII as \u escapes in quoted form */
  const char *s;
  struct Part *next;
} Part;

typedef struct {
  Part *first, *last;
} PB;

typedef struct HLine {
  int extra; /* extra indentation (spaces) relative to the content */
  Part *parts;
  struct HLine *next;
} HLine;

typedef enum {
  E_NUM,
  E_BOOL,
  E_NULL,
  E_STR,
  E_HEREDOC,
  E_TUPLE,
  E_OBJECT,
  E_CALL,
  E_RAW
} EKind;
enum { KEY_IDENT, KEY_STR, KEY_EXPR };

typedef struct Expr Expr;

typedef struct Item {
  const char *key; /* objects only */
  int keykind;
  Expr *val;
  const char *comment; /* native only, multi-line only: comment line before */
  struct Item *next;
} Item;

struct Expr {
  EKind k;
  const char *s; /* literal text / raw source / function name / marker */
  Part *parts;   /* E_STR */
  HLine *lines;  /* E_HEREDOC */
  int strip;     /* E_HEREDOC: <<- form */
  Item *items, *items_last;
  int nitems;
  int multiline;
  int colon;    /* E_OBJECT: use ':' instead of '=' */
  int commas;   /* E_OBJECT multi-line: use commas too */
  int trailing; /* trailing comma in multi-line tuple/object */
  int expand;   /* E_CALL: final argument expanded with ... */
};

typedef enum { B_ATTR, B_BLOCK, B_COMMENT, B_BLANK } BKind;

typedef struct Body Body;

typedef struct BItem {
  BKind k;
  const char *name; /* attribute name / block type */
  Expr *val;
  const char *tcomment; /* trailing comment on an attribute line (native) */
  const char *labels[2];
  int nlabels;
  int identlabels; /* write labels as bare identifiers (native) */
  int oneline;
  Body *body;
  char ckind; /* '#', '/', '*' */
  const char *ctext;
  struct BItem *next;
} BItem;

struct Body {
  BItem *first, *last;
};

static Body *body_new(void) { return amalloc(sizeof(Body)); }

static BItem *body_push(Body *b, BKind k) {
  BItem *it = amalloc(sizeof(BItem));
  it->k = k;
  if (b->last)
    b->last->next = it;
  else
    b->first = it;
  b->last = it;
  return it;
}

static int body_has_attr(const Body *b, const char *name) {
  for (const BItem *it = b->first; it; it = it->next)
    if (it->k == B_ATTR && strcmp(it->name, name) == 0)
      return 1;
  return 0;
}

static BItem *add_attr(Body *b, const char *name, Expr *v) {
  if (body_has_attr(b, name))
    return NULL;
  BItem *it = body_push(b, B_ATTR);
  it->name = name;
  it->val = v;
  return it;
}

static Body *add_block(Body *b, const char *type, const char *l1,
                       const char *l2) {
  BItem *it = body_push(b, B_BLOCK);
  it->name = type;
  it->labels[0] = l1;
  it->labels[1] = l2;
  it->nlabels = l2 ? 2 : l1 ? 1 : 0;
  it->body = body_new();
  return it->body;
}

static void add_comment(Body *b, char kind, const char *text) {
  BItem *it = body_push(b, B_COMMENT);
  it->ckind = kind;
  it->ctext = text;
}

static void add_blank(Body *b) { body_push(b, B_BLANK); }

static void pb_add(PB *pb, PartKind k, const char *s, int uesc) {
  if (!*s && k == P_LIT)
    return;
  Part *p = amalloc(sizeof(Part));
  p->k = k;
  p->s = s;
  p->uesc = uesc;
  if (pb->last)
    pb->last->next = p;
  else
    pb->first = p;
  pb->last = p;
}

/*
 * Split template source (written the way it appears between the quotes or
 * in a heredoc, with ${...} and %{...} sequences, but without any escaping)
 * into parts. Nested braces and quoted strings inside sequences are skipped.
 */
static const char *skip_tpl_expr(const char *q);

/* From just after a string's opening quote to its closing quote (or the
   end), stepping over the sequences of templates nested inside it. */
static const char *skip_tpl_string(const char *q) {
  while (*q && *q != '"') {
    if (*q == '\\' && q[1]) {
      q += 2;
    } else if ((q[0] == '$' || q[0] == '%') && q[1] == q[0] && q[2] == '{') {
      q += 3;
    } else if ((q[0] == '$' || q[0] == '%') && q[1] == '{') {
      q = skip_tpl_expr(q + 2);
      if (*q)
        q++;
    } else {
      q++;
    }
  }
  return q;
}

/* From just after "${" or "%{" to the "}" that closes it (or the end). */
static const char *skip_tpl_expr(const char *q) {
  int depth = 0;
  for (; *q; q++) {
    if (*q == '"') {
      q = skip_tpl_string(q + 1);
      if (!*q)
        break;
    } else if (*q == '{') {
      depth++;
    } else if (*q == '}') {
      if (depth == 0)
        break;
      depth--;
    }
  }
  return q;
}

static void pb_tpl(PB *pb, const char *src) {
  const char *p = src, *lit = src;
  while (*p) {
    if ((p[0] == '$' || p[0] == '%') && p[1] == p[0] && p[2] == '{') {
      /* escaped sequence: literal "${" or "%{" */
      if (p > lit)
        pb_add(pb, P_LIT, adup(lit, (size_t)(p - lit)), 0);
      pb_add(pb, P_LIT, p[0] == '$' ? "${" : "%{", 0);
      p = lit = p + 3;
    } else if ((p[0] == '$' || p[0] == '%') && p[1] == '{') {
      if (p > lit)
        pb_add(pb, P_LIT, adup(lit, (size_t)(p - lit)), 0);
      PartKind k = p[0] == '$' ? P_INTERP : P_DIR;
      const char *q = skip_tpl_expr(p + 2);
      if (!*q)
        die("internal error: unterminated template sequence");
      pb_add(pb, k, adup(p + 2, (size_t)(q - p - 2)), 0);
      p = lit = q + 1;
    } else {
      p++;
    }
  }
  if (p > lit)
    pb_add(pb, P_LIT, adup(lit, (size_t)(p - lit)), 0);
}

static Expr *ex_new(EKind k, const char *s) {
  Expr *e = amalloc(sizeof(Expr));
  e->k = k;
  e->s = s;
  return e;
}

static Expr *ex_num(const char *s) { return ex_new(E_NUM, s); }
static Expr *ex_raw(const char *s) { return ex_new(E_RAW, s); }
static Expr *ex_bool(int v) { return ex_new(E_BOOL, v ? "true" : "false"); }
static Expr *ex_null(void) { return ex_new(E_NULL, "null"); }

/* A quoted string: literal text (escaped on output) */
static Expr *ex_lit(const char *text, int uesc) {
  Expr *e = ex_new(E_STR, NULL);
  PB pb = {0, 0};
  pb_add(&pb, P_LIT, text, uesc);
  e->parts = pb.first;
  return e;
}

/* A quoted template from template source */
static Expr *ex_tpl(const char *src) {
  Expr *e = ex_new(E_STR, NULL);
  PB pb = {0, 0};
  pb_tpl(&pb, src);
  e->parts = pb.first;
  return e;
}

static Item *ex_add(Expr *e, const char *key, int keykind, Expr *v) {
  if (key) {
    for (Item *it = e->items; it; it = it->next)
      if (it->key && strcmp(it->key, key) == 0)
        return NULL;
  }
  Item *it = amalloc(sizeof(Item));
  it->key = key;
  it->keykind = keykind;
  it->val = v;
  if (e->items_last)
    e->items_last->next = it;
  else
    e->items = it;
  e->items_last = it;
  e->nitems++;
  return it;
}

static void heredoc_line(Expr *e, int extra, const char *src) {
  HLine *l = amalloc(sizeof(HLine));
  PB pb = {0, 0};
  pb_tpl(&pb, src);
  l->parts = pb.first;
  l->extra = extra;
  HLine **pp = &e->lines;
  while (*pp)
    pp = &(*pp)->next;
  *pp = l;
}

/* ------------------------------------------------------------------------ */
/* Native syntax renderer.                                                   */

static void nat_expr(Out *o, const Expr *e, int ind, int inl);

static void nat_parts(Out *o, const Part *p, int quoted) {
  for (; p; p = p->next) {
    switch (p->k) {
    case P_LIT:
      lit_out(o, p->s,
              ESC_TMPL | (quoted ? ESC_BS | (p->uesc ? ESC_UNI : 0) : 0));
      break;
    case P_INTERP:
      o_puts(o, "${");
      o_puts(o, p->s);
      o_puts(o, "}");
      break;
    case P_DIR:
      o_puts(o, "%{");
      o_puts(o, p->s);
      o_puts(o, "}");
      break;
    }
  }
}

static void nat_key(Out *o, const Item *it) {
  switch (it->keykind) {
  case KEY_IDENT:
    o_puts(o, it->key);
    break;
  case KEY_STR:
    o_puts(o, "\"");
    lit_out(o, it->key, ESC_BS | ESC_TMPL);
    o_puts(o, "\"");
    break;
  default:
    o_puts(o, "(");
    o_puts(o, it->key);
    o_puts(o, ")");
    break;
  }
}

static size_t key_width(const Item *it) {
  return strlen(it->key) + (it->keykind == KEY_IDENT ? 0 : 2);
}

static void nat_comment_line(Out *o, const char *c, int ind) {
  o_indent(o, ind);
  o_puts(o, c);
  o_puts(o, "\n");
}

static void nat_expr(Out *o, const Expr *e, int ind, int inl) {
  switch (e->k) {
  case E_NUM:
  case E_BOOL:
  case E_NULL:
  case E_RAW:
    o_puts(o, e->s);
    break;
  case E_STR:
    o_puts(o, "\"");
    nat_parts(o, e->parts, 1);
    o_puts(o, "\"");
    break;
  case E_HEREDOC:
    if (inl)
      die("internal error: heredoc in inline context");
    o_puts(o, e->strip ? "<<-" : "<<");
    o_puts(o, e->s);
    o_puts(o, "\n");
    for (const HLine *l = e->lines; l; l = l->next) {
      if (e->strip)
        o_indent(o, ind + 1);
      o_spaces(o, l->extra);
      nat_parts(o, l->parts, 0);
      o_puts(o, "\n");
    }
    if (e->strip)
      o_indent(o, ind);
    o_puts(o, e->s);
    break;
  case E_TUPLE:
    if (!e->items) {
      o_puts(o, "[]");
    } else if (inl || !e->multiline) {
      o_puts(o, "[");
      for (const Item *it = e->items; it; it = it->next) {
        nat_expr(o, it->val, ind, 1);
        if (it->next)
          o_puts(o, ", ");
      }
      o_puts(o, "]");
    } else {
      o_puts(o, "[\n");
      for (const Item *it = e->items; it; it = it->next) {
        if (it->comment)
          nat_comment_line(o, it->comment, ind + 1);
        o_indent(o, ind + 1);
        nat_expr(o, it->val, ind + 1, 0);
        if (it->next || e->trailing)
          o_puts(o, ",");
        o_puts(o, "\n");
      }
      o_indent(o, ind);
      o_puts(o, "]");
    }
    break;
  case E_OBJECT:
    if (!e->items) {
      o_puts(o, "{}");
    } else if (inl || !e->multiline) {
      o_puts(o, e->colon ? "{" : "{ ");
      for (const Item *it = e->items; it; it = it->next) {
        nat_key(o, it);
        o_puts(o, e->colon ? ": " : " = ");
        nat_expr(o, it->val, ind, 1);
        if (it->next)
          o_puts(o, ", ");
      }
      o_puts(o, e->colon ? "}" : " }");
    } else {
      size_t w = 0;
      for (const Item *it = e->items; it; it = it->next)
        if (key_width(it) > w)
          w = key_width(it);
      o_puts(o, "{\n");
      for (const Item *it = e->items; it; it = it->next) {
        if (it->comment)
          nat_comment_line(o, it->comment, ind + 1);
        o_indent(o, ind + 1);
        nat_key(o, it);
        if (e->colon) {
          o_puts(o, ": ");
        } else {
          o_spaces(o, (int)(w - key_width(it)));
          o_puts(o, " = ");
        }
        nat_expr(o, it->val, ind + 1, 0);
        if (e->commas && (it->next || e->trailing))
          o_puts(o, ",");
        o_puts(o, "\n");
      }
      o_indent(o, ind);
      o_puts(o, "}");
    }
    break;
  case E_CALL:
    o_puts(o, e->s);
    if (!e->items) {
      o_puts(o, "()");
    } else if (inl || !e->multiline) {
      o_puts(o, "(");
      for (const Item *it = e->items; it; it = it->next) {
        nat_expr(o, it->val, ind, 1);
        if (it->next)
          o_puts(o, ", ");
      }
      o_puts(o, e->expand ? "...)" : ")");
    } else {
      o_puts(o, "(\n");
      for (const Item *it = e->items; it; it = it->next) {
        o_indent(o, ind + 1);
        nat_expr(o, it->val, ind + 1, 0);
        if (it->next)
          o_puts(o, ",");
        else if (e->expand)
          o_puts(o, "...");
        o_puts(o, "\n");
      }
      o_indent(o, ind);
      o_puts(o, ")");
    }
    break;
  }
}

/* Inline native source of an expression, as an arena string. */
static const char *S(const Expr *e) {
  static SB sb;
  sb.len = 0;
  Out o = {NULL, &sb, 0};
  nat_expr(&o, e, 0, 1);
  return adup(sb.buf ? sb.buf : "", sb.len);
}

static void nat_comment(Out *o, const BItem *it, int ind) {
  if (it->ckind == '*' && strchr(it->ctext, '\n')) {
    o_indent(o, ind);
    o_puts(o, "/*\n");
    const char *p = it->ctext;
    for (;;) {
      const char *nl = strchr(p, '\n');
      size_t n = nl ? (size_t)(nl - p) : strlen(p);
      o_indent(o, ind);
      o_puts(o, n ? " * " : " *");
      o_write(o, p, n);
      o_puts(o, "\n");
      if (!nl)
        break;
      p = nl + 1;
    }
    o_indent(o, ind);
    o_puts(o, " */\n");
    return;
  }
  o_indent(o, ind);
  o_puts(o, it->ckind == '#' ? "# " : it->ckind == '/' ? "// " : "/* ");
  o_puts(o, it->ctext);
  o_puts(o, it->ckind == '*' ? " */\n" : "\n");
}

static void nat_body(Out *o, const Body *b, int ind);

static void nat_labels(Out *o, const BItem *it) {
  for (int i = 0; i < it->nlabels; i++) {
    if (it->identlabels) {
      o_puts(o, " ");
      o_puts(o, it->labels[i]);
    } else {
      o_puts(o, " \"");
      lit_out(o, it->labels[i], ESC_BS | ESC_TMPL);
      o_puts(o, "\"");
    }
  }
}

static void nat_block(Out *o, const BItem *it, int ind) {
  o_indent(o, ind);
  o_puts(o, it->name);
  nat_labels(o, it);
  const BItem *only = it->body->first;
  if (!only) {
    o_puts(o, " {}\n");
    return;
  }
  if (it->oneline && only->k == B_ATTR && !only->next &&
      only->val->k != E_HEREDOC) {
    o_puts(o, " { ");
    o_puts(o, only->name);
    o_puts(o, " = ");
    nat_expr(o, only->val, ind, 1);
    o_puts(o, " }\n");
    return;
  }
  o_puts(o, " {\n");
  nat_body(o, it->body, ind + 1);
  o_indent(o, ind);
  o_puts(o, "}\n");
}

static void nat_body(Out *o, const Body *b, int ind) {
  size_t w = 0;
  for (const BItem *it = b->first, *prev = NULL; it; prev = it, it = it->next) {
    switch (it->k) {
    case B_BLANK:
      o_puts(o, "\n");
      break;
    case B_COMMENT:
      nat_comment(o, it, ind);
      break;
    case B_BLOCK:
      nat_block(o, it, ind);
      break;
    case B_ATTR:
      if (!prev || prev->k != B_ATTR) { /* align '=' over a run */
        w = 0;
        for (const BItem *r = it; r && r->k == B_ATTR; r = r->next)
          if (strlen(r->name) > w)
            w = strlen(r->name);
      }
      o_indent(o, ind);
      o_puts(o, it->name);
      o_spaces(o, (int)(w - strlen(it->name)));
      o_puts(o, " = ");
      nat_expr(o, it->val, ind, 0);
      if (it->tcomment && it->val->k != E_HEREDOC) {
        o_puts(o, " ");
        o_puts(o, it->tcomment);
      }
      o_puts(o, "\n");
      break;
    }
  }
}

/* ------------------------------------------------------------------------ */
/* JSON syntax renderer.                                                     */

static void js_src(Out *o, const char *src) {
  o_puts(o, "\"${");
  lit_out(o, src, ESC_BS);
  o_puts(o, "}\"");
}

static void js_parts(Out *o, const Part *p, int heredoc) {
  for (; p; p = p->next) {
    switch (p->k) {
    case P_LIT:
      lit_out(o, p->s, ESC_BS | ESC_TMPL | (p->uesc && !heredoc ? ESC_UNI : 0));
      break;
    case P_INTERP:
      o_puts(o, "${");
      lit_out(o, p->s, ESC_BS);
      o_puts(o, "}");
      break;
    case P_DIR:
      o_puts(o, "%{");
      lit_out(o, p->s, ESC_BS);
      o_puts(o, "}");
      break;
    }
  }
}

static void js_expr(Out *o, const Expr *e, int ind) {
  switch (e->k) {
  case E_NUM:
  case E_BOOL:
  case E_NULL:
    o_puts(o, e->s);
    break;
  case E_RAW:
    js_src(o, e->s);
    break;
  case E_CALL:
    js_src(o, S(e));
    break;
  case E_STR:
    o_puts(o, "\"");
    js_parts(o, e->parts, 0);
    o_puts(o, "\"");
    break;
  case E_HEREDOC:
    o_puts(o, "\"");
    for (const HLine *l = e->lines; l; l = l->next) {
      o_spaces(o, l->extra);
      js_parts(o, l->parts, 1);
      o_puts(o, "\\n");
    }
    o_puts(o, "\"");
    break;
  case E_TUPLE:
  case E_OBJECT: {
    int obj = e->k == E_OBJECT;
    if (!e->items) {
      o_puts(o, obj ? "{}" : "[]");
      break;
    }
    o_puts(o, obj ? "{" : "[");
    for (const Item *it = e->items; it; it = it->next) {
      if (e->multiline) {
        o_puts(o, "\n");
        o_indent(o, ind + 1);
      }
      if (obj) {
        if (it->keykind == KEY_EXPR) {
          js_src(o, it->key);
        } else {
          o_puts(o, "\"");
          lit_out(o, it->key, ESC_BS | ESC_TMPL);
          o_puts(o, "\"");
        }
        o_puts(o, ": ");
      }
      js_expr(o, it->val, ind + 1);
      if (it->next)
        o_puts(o, e->multiline ? "," : ", ");
    }
    if (e->multiline) {
      o_puts(o, "\n");
      o_indent(o, ind);
    }
    o_puts(o, obj ? "}" : "]");
    break;
  }
  }
}

static void js_body(Out *o, const Body *b, int ind);

static void js_sep(Out *o, int ind, int *first) {
  o_puts(o, *first ? "\n" : ",\n");
  *first = 0;
  o_indent(o, ind);
}

static void js_key(Out *o, const char *k) {
  o_puts(o, "\"");
  lit_out(o, k, ESC_BS);
  o_puts(o, "\": ");
}

/* Emit the properties of a body (without braces) at indentation ind. */
static void js_items(Out *o, const Body *b, int ind, int *first) {
  for (const BItem *it = b->first; it; it = it->next) {
    switch (it->k) {
    case B_BLANK:
      break;
    case B_COMMENT:
      js_sep(o, ind, first);
      js_key(o, "//");
      o_puts(o, "\"");
      lit_out(o, it->ctext, ESC_BS);
      o_puts(o, "\"");
      break;
    case B_ATTR:
      js_sep(o, ind, first);
      js_key(o, it->name);
      js_expr(o, it->val, ind);
      break;
    case B_BLOCK: {
      js_sep(o, ind, first);
      js_key(o, it->name);
      if (it->nlabels == 0) {
        /* consecutive unlabelled blocks of one type -> array form */
        const BItem *last = it;
        int n = 1;
        for (const BItem *r = it->next; r; r = r->next) {
          if (r->k == B_BLANK)
            continue;
          if (r->k == B_BLOCK && r->nlabels == 0 &&
              strcmp(r->name, it->name) == 0) {
            last = r;
            n++;
            continue;
          }
          break;
        }
        if (n > 1) {
          o_puts(o, "[");
          for (const BItem *r = it;; r = r->next) {
            if (r->k != B_BLOCK)
              continue;
            o_puts(o, "\n");
            o_indent(o, ind + 1);
            js_body(o, r->body, ind + 1);
            if (r == last)
              break;
            o_puts(o, ",");
          }
          o_puts(o, "\n");
          o_indent(o, ind);
          o_puts(o, "]");
          it = last;
          break;
        }
      }
      for (int i = 0; i < it->nlabels; i++) {
        o_puts(o, "{\n");
        o_indent(o, ind + 1 + i);
        js_key(o, it->labels[i]);
      }
      js_body(o, it->body, ind + it->nlabels);
      for (int i = it->nlabels - 1; i >= 0; i--) {
        o_puts(o, "\n");
        o_indent(o, ind + i);
        o_puts(o, "}");
      }
      break;
    }
    }
  }
}

static void js_body(Out *o, const Body *b, int ind) {
  int first = 1;
  o_puts(o, "{");
  js_items(o, b, ind + 1, &first);
  if (!first) {
    o_puts(o, "\n");
    o_indent(o, ind);
  }
  o_puts(o, "}");
}

/* ------------------------------------------------------------------------ */
/* Vocabulary.                                                               */

static const char *const W_NAMES[] = {
    "web",     "api",   "db",      "cache",   "worker", "frontend",
    "backend", "queue", "auth",    "billing", "search", "metrics",
    "logs",    "edge",  "gateway", "batch",   "stream", "ingest",
    "report",  "admin", "mail",    "cdn",     "vault",  "proxy",
};
static const char *const W_ENVS[] = {"dev", "staging", "prod", "qa", "sandbox"};
static const char *const W_REGIONS[] = {
    "us-east-1",      "us-west-2",  "eu-central-1", "eu-west-1",
    "ap-northeast-1", "ap-south-1", "sa-east-1",
};
static const char *const W_ITYPES[] = {"t3.micro",   "t3.small",   "m5.large",
                                       "c6g.xlarge", "r5.2xlarge", "t4g.nano"};
static const char *const W_UNI[] = {
    "café",      "naïve résumé",     "日本語のテキスト", "Zürich",
    "Ελληνικά",  "Привет, мир",      "São Paulo",        "Ångström",
    "中文字符",  "한국어",           "crème brûlée",     "🚀 launch",
    "Ünïcödé ✓", "façade — déjà vu", "Straße",           "München",
};
static const char *const W_UESC[] = {"café", "résumé", "Ñandú", "naïve",
                                     "€100", "東京",   "Ωmega"};
static const char *const W_ESC[] = {
    "line one\nline two",
    "say \"hello\" to everyone",
    "C:\\Program Files\\app\\bin",
    "col1\tcol2\tcol3",
    "quote \" and backslash \\ mixed",
    "multi\nline\ntext\n",
    "literal ${not_interpolated} here",
    "percent %{ not_a_directive } too",
    "carriage\r\nreturn",
};
static const char *const W_WORDS[] = {
    "alpha", "bravo",  "charlie", "delta", "echo", "foxtrot",  "golf",  "hotel",
    "india", "juliet", "kilo",    "lima",  "mike", "november", "oscar", "papa",
};
static const char *const W_SENT[] = {
    "Managed by Terraform",
    "Primary application server",
    "Do not edit by hand",
    "Owned by the platform team",
    "Temporary resource for load testing",
    "Handles background jobs",
    "Public endpoint behind the load balancer",
    "Configuración del servidor — café",
    "サーバー設定 (日本語)",
    "Backups run nightly at 02:00 UTC",
};
static const char *const W_NOTES[] = {
    "TODO: tighten this before go-live",
    "keep in sync with the staging module",
    "see RUNBOOK.md for details",
    "owner: platform-team@example.com",
    "changed after incident #4412",
    "valeur par défaut — café",
    "日本語のコメント",
    "Ελληνικό σχόλιο",
    "tuned for p99 latency",
    "do not lower below 2",
};
static const char *const W_VARS[] = {
    "region",  "env",       "instance_count", "cidr",           "azs",
    "tags",    "enabled",   "name",           "users",          "settings",
    "ports",   "image_tag", "replicas",       "domain",         "list",
    "map",     "ips",       "packages",       "instance_types", "greeting",
    "subnets", "rules",
};
static const char *const W_LOCALS[] = {
    "common_tags",   "name_prefix", "tags",  "subnet_ids", "ports",  "settings",
    "enabled_users", "az_map",      "items", "endpoints",  "labels",
};
static const char *const W_ATTRS[] = {
    "description", "enabled",   "priority", "weight",      "retries",
    "timeout",     "labels",    "settings", "options",     "rules",
    "selector",    "threshold", "ratio",    "names",       "mapping",
    "endpoints",   "metadata",  "limits",   "owners",      "schedule",
    "zone",        "capacity",  "max_size", "min_size",    "desired",
    "protocol",    "path",      "mode",     "annotations", "extra_args",
    "features",    "quota",     "window",   "policy",
};
static const char *const W_FUNCS1[] = {
    "upper",        "lower",  "length", "trimspace", "tostring",
    "keys",         "values", "sort",   "distinct",  "flatten",
    "base64encode", "md5",    "title",  "reverse"};

/* ------------------------------------------------------------------------ */
/* Expression generators.                                                    */

static unsigned g_id; /* id of the current top-level block */

static unsigned other_id(void) { return g_id ? rn(g_id) : 0; }

static Expr *g_value(int depth);
static Expr *g_operand(int depth);

static Expr *g_num(void) {
  switch (rn(10)) {
  case 0:
  case 1:
  case 2:
    return ex_num(astrf("%u", rn(100)));
  case 3: {
    static const char *const big[] = {"8080", "443",   "65535", "1073741824",
                                      "3600", "86400", "1024",  "9000000000"};
    return ex_num(PICK(big));
  }
  case 4:
  case 5: {
    unsigned ip = rn(1000);
    int w = 1 + (int)rn(3);
    unsigned fp = rn(1000) % 10 + 1;
    return ex_num(astrf("%u.%0*u", ip, w, fp));
  }
  case 6: {
    static const char *const exps[] = {"1e3",       "2.5e-4", "6.02E+23", "1E6",
                                       "3.14159e0", "7e-10",  "1.0e+2"};
    return ex_num(PICK(exps));
  }
  case 7:
    return ex_num(astrf("-%u", 1 + rn(500)));
  case 8:
    return ex_num("0");
  default:
    return ex_num(astrf("%u", 100 + rn(100000)));
  }
}

static const char *g_ref(void) {
  const char *n1;
  unsigned u1;
  switch (rn(16)) {
  case 0:
  case 1:
  case 2:
    return astrf("var.%s", PICK(W_VARS));
  case 3:
    return astrf("local.%s", PICK(W_LOCALS));
  case 4:
    if (rn(2))
      return "aws_vpc.main.id";
    n1 = PICK(W_NAMES);
    return astrf("aws_vpc.%s_%u.id", n1, other_id());
  case 5:
    return astrf("local.tags[\"%s\"]", rn(2) ? "env" : PICK(W_WORDS));
  case 6:
    u1 = other_id();
    return astrf("module.net_%u.subnets[%u]", u1, rn(4));
  case 7:
    return astrf("data.aws_ami.ubuntu_%u.id", other_id());
  case 8:
    n1 = PICK(W_NAMES);
    u1 = other_id();
    return astrf("aws_instance.%s_%u[%u].private_ip", n1, u1, rn(3));
  case 9:
    return rn(2) ? astrf("each.value.%s", PICK(W_ATTRS)) : "each.key";
  case 10:
    return "count.index";
  case 11:
    n1 = PICK(W_WORDS);
    return astrf("var.settings.%s.%s", n1, PICK(W_ATTRS));
  case 12:
    return astrf("aws_subnet.private_%u[count.index].id", other_id());
  case 13:
    return rn(2) ? "self.public_ip" : "path.module";
  case 14:
    n1 = PICK(W_NAMES);
    u1 = other_id();
    return astrf("module.%s_%u.outputs.%s", n1, u1, PICK(W_ATTRS));
  default:
    n1 = PICK(W_VARS);
    return astrf("var.%s[%u]", n1, rn(8));
  }
}

static const char *g_splat(void) {
  switch (rn(6)) {
  case 0: {
    const char *n1 = PICK(W_NAMES);
    return astrf("aws_instance.%s_%u[*].id", n1, other_id());
  }
  case 1:
    return astrf("var.users.*.%s", rn(2) ? "name" : "email");
  case 2:
    return astrf("aws_instance.web_%u[*].tags[\"Name\"]", other_id());
  case 3:
    return astrf("module.net_%u.subnets[*].cidr_block", other_id());
  case 4:
    return astrf("local.%s.*.id", PICK(W_LOCALS));
  default:
    return astrf("data.aws_subnet.sel_%u[*].availability_zone", other_id());
  }
}

static Expr *g_str_lit(void) {
  switch (rn(10)) {
  case 0:
    return ex_lit(PICK(W_UNI), 0);
  case 1:
    return ex_lit(PICK(W_UESC), 1);
  case 2:
    return ex_lit(PICK(W_ESC), 0);
  case 3:
    return ex_lit(PICK(W_SENT), 0);
  case 4:
    return ex_lit(PICK(W_REGIONS), 0);
  case 5: {
    const char *a = PICK(W_NAMES), *b = PICK(W_ENVS);
    return ex_lit(astrf("%s-%s-%u", a, b, rn(100)), 0);
  }
  case 6: {
    unsigned a = rn(256), b = rn(256);
    return ex_lit(astrf("10.%u.%u.0/24", a, b), 0);
  }
  case 7:
    return ex_lit(astrf("%us", 5 * (1 + rn(24))), 0);
  case 8:
    return ex_lit("", 0);
  default:
    return ex_lit(PICK(W_WORDS), 0);
  }
}

static const char *g_interp_src(int depth) {
  unsigned k = rn(depth > 0 ? 7 : 4);
  if (k <= 1)
    return g_ref();
  const char *r = g_ref();
  const char *w1 = PICK(W_WORDS), *w2 = PICK(W_ATTRS);
  switch (k) {
  case 2:
    return astrf("%s(%s)", W_FUNCS1[rn(COUNT(W_FUNCS1))], r);
  case 3:
    return astrf("%s + %u", r, rn(10));
  case 4:
    return astrf("%s > 0 ? \"%s\" : \"%s\"", r, w1, PICK(W_WORDS));
  case 5:
    return astrf("lookup(%s, \"%s\", \"%s\")", r, w2, w1);
  default:
    return astrf("join(\"-\", [%s, \"%s\"])", r, PICK(W_ENVS));
  }
}

static Expr *g_template(int depth) {
  const char *s1, *s2;
  switch (rn(10)) {
  case 0:
    return ex_tpl(astrf("%s-${count.index}", PICK(W_NAMES)));
  case 1:
    return ex_tpl(astrf("${var.env}-${var.region}-%s", PICK(W_NAMES)));
  case 2:
    s1 = PICK(W_NAMES);
    return ex_tpl(
        astrf("arn:aws:s3:::${aws_s3_bucket.%s_%u.id}/*", s1, other_id()));
  case 3:
    s1 = g_interp_src(depth);
    return ex_tpl(
        astrf("Hello, ${%s}! Bienvenue à ${var.city} — %s", s1, PICK(W_UNI)));
  case 4:
    s1 = g_ref();
    s2 = PICK(W_WORDS);
    return ex_tpl(
        astrf("%%{ if %s }%s%%{ else }%s%%{ endif }", s1, s2, PICK(W_WORDS)));
  case 5:
    return ex_tpl("%{ for ip in var.ips }${ip}, %{ endfor }");
  case 6:
    return ex_tpl(astrf("${%s}", g_interp_src(depth)));
  case 7:
    return ex_tpl(
        astrf("%%{ for k, v in %s ~}${k}=${v};%%{ endfor ~}", g_ref()));
  case 8: {
    /* mix of escapes and interpolation */
    Expr *e = ex_new(E_STR, NULL);
    PB pb = {0, 0};
    pb_add(&pb, P_LIT, "path: \"", 0);
    pb_add(&pb, P_INTERP, "path.module", 0);
    pb_add(&pb, P_LIT, "/files\"\n\t", 0);
    pb_add(&pb, P_LIT, PICK(W_UESC), 1);
    pb_add(&pb, P_LIT, " ${literal} ", 0);
    pb_add(&pb, P_INTERP, g_interp_src(depth), 0);
    e->parts = pb.first;
    return e;
  }
  default: {
    const char *host = PICK(W_NAMES), *ref = g_ref();
    unsigned ver = 1 + rn(3);
    return ex_tpl(astrf("https://%s.${var.domain}:${%s}/v%u/%s", host, ref, ver,
                        PICK(W_WORDS)));
  }
  }
}

static Expr *g_call(int depth) {
  Expr *e = ex_new(E_CALL, NULL);
  switch (rn(20)) {
  case 0:
    e->s = "lookup";
    ex_add(e, NULL, 0, ex_raw(g_ref()));
    ex_add(e, NULL, 0, ex_lit(PICK(W_ATTRS), 0));
    ex_add(e, NULL, 0, g_str_lit());
    break;
  case 1:
    e->s = "concat";
    ex_add(e, NULL, 0, ex_raw(g_ref()));
    ex_add(e, NULL, 0, ex_raw(g_splat()));
    if (rn(2))
      ex_add(e, NULL, 0, ex_raw(g_ref()));
    break;
  case 2:
    e->s = "format";
    ex_add(e, NULL, 0, ex_lit("%s-%d", 0));
    ex_add(e, NULL, 0, ex_raw(g_ref()));
    ex_add(e, NULL, 0, g_num());
    break;
  case 3:
    e->s = "join";
    ex_add(e, NULL, 0, ex_lit(rn(2) ? "," : ", ", 0));
    ex_add(e, NULL, 0, ex_raw(rn(2) ? g_ref() : g_splat()));
    break;
  case 4:
    e->s = "merge";
    ex_add(e, NULL, 0, ex_raw(astrf("local.%s", PICK(W_LOCALS))));
    {
      Expr *o = ex_new(E_OBJECT, NULL);
      ex_add(o, "Name", KEY_IDENT, g_template(0));
      ex_add(o, "Env", KEY_IDENT, ex_raw("var.env"));
      if (rn(2))
        ex_add(o, "Team", KEY_IDENT, g_str_lit());
      o->multiline = 1;
      ex_add(e, NULL, 0, o);
    }
    e->multiline = chance(40);
    break;
  case 5:
    e->s = "length";
    ex_add(e, NULL, 0, ex_raw(rn(2) ? g_ref() : g_splat()));
    break;
  case 6:
    e->s = "element";
    ex_add(e, NULL, 0, ex_raw(g_ref()));
    ex_add(e, NULL, 0, ex_raw("count.index"));
    break;
  case 7:
    e->s = "coalesce";
    ex_add(e, NULL, 0, ex_raw(g_ref()));
    ex_add(e, NULL, 0, ex_raw(g_ref()));
    ex_add(e, NULL, 0, g_str_lit());
    break;
  case 8:
    e->s = "cidrsubnet";
    ex_add(e, NULL, 0, ex_raw("var.cidr"));
    ex_add(e, NULL, 0, ex_num(astrf("%u", 4 + rn(5))));
    ex_add(e, NULL, 0, ex_raw(rn(2) ? "count.index" : astrf("%u", rn(16))));
    break;
  case 9:
    e->s = "jsonencode";
    {
      Expr *o = ex_new(E_OBJECT, NULL);
      ex_add(o, "Version", KEY_IDENT, ex_lit("2012-10-17", 0));
      Expr *st = ex_new(E_TUPLE, NULL);
      Expr *s1 = ex_new(E_OBJECT, NULL);
      ex_add(s1, "Effect", KEY_IDENT, ex_lit(rn(2) ? "Allow" : "Deny", 0));
      ex_add(s1, "Action", KEY_IDENT,
             ex_lit(rn(2) ? "s3:GetObject" : "sqs:*", 0));
      ex_add(s1, "Resource", KEY_IDENT, g_template(0));
      s1->multiline = 1;
      ex_add(st, NULL, 0, s1);
      st->multiline = 1;
      ex_add(o, "Statement", KEY_IDENT, st);
      o->multiline = 1;
      ex_add(e, NULL, 0, o);
    }
    e->multiline = chance(30);
    break;
  case 10:
    e->s = PICK(W_FUNCS1);
    ex_add(e, NULL, 0, ex_raw(g_ref()));
    break;
  case 11:
    e->s = rn(2) ? "min" : "max";
    for (unsigned i = 0, n = 2 + rn(3); i < n; i++)
      ex_add(e, NULL, 0, rn(3) ? g_num() : ex_raw(g_ref()));
    break;
  case 12:
    e->s = "try";
    ex_add(e, NULL, 0, ex_raw(g_ref()));
    ex_add(e, NULL, 0, rn(2) ? ex_null() : g_str_lit());
    break;
  case 13:
    e->s = "can";
    ex_add(e, NULL, 0, ex_raw(astrf("regex(\"^[a-z0-9-]+$\", %s)", g_ref())));
    break;
  case 14:
    e->s = "file";
    ex_add(e, NULL, 0,
           ex_tpl(astrf("${path.module}/files/%s.sh", PICK(W_NAMES))));
    break;
  case 15:
    e->s = "replace";
    ex_add(e, NULL, 0, ex_raw(g_ref()));
    ex_add(e, NULL, 0, ex_lit("-", 0));
    ex_add(e, NULL, 0, ex_lit("_", 0));
    break;
  case 16:
    e->s = "contains";
    ex_add(e, NULL, 0, ex_raw(g_ref()));
    ex_add(e, NULL, 0, ex_lit(PICK(W_ENVS), 0));
    break;
  case 17:
    e->s = "zipmap";
    ex_add(e, NULL, 0, ex_raw(g_splat()));
    ex_add(e, NULL, 0, ex_raw(g_splat()));
    break;
  case 18:
    e->s = "concat";
    ex_add(e, NULL, 0, ex_raw("var.lists"));
    e->expand = 1;
    break;
  default:
    e->s = "templatefile";
    ex_add(e, NULL, 0,
           ex_tpl(astrf("${path.module}/templates/%s.tpl", PICK(W_NAMES))));
    {
      Expr *o = ex_new(E_OBJECT, NULL);
      ex_add(o, "name", KEY_IDENT, ex_raw("var.name"));
      ex_add(o, "port", KEY_IDENT, g_num());
      if (depth > 0)
        ex_add(o, "items", KEY_IDENT, g_operand(depth - 1));
      o->multiline = chance(50);
      ex_add(e, NULL, 0, o);
    }
    e->multiline = chance(50);
    break;
  }
  return e;
}

/* Something that can stand as an operand without parentheses. */
static Expr *g_operand(int depth) {
  switch (rn(depth > 0 ? 7 : 4)) {
  case 0:
  case 1:
    return ex_raw(g_ref());
  case 2:
    return g_num();
  case 3:
    return ex_raw(astrf("length(%s)", g_ref()));
  case 4:
    return g_call(depth - 1);
  case 5: {
    const char *r = g_ref();
    return ex_raw(astrf("split(\",\", %s)[%u]", r, rn(3)));
  }
  default:
    return ex_raw(astrf("(%s)", S(g_value(depth - 1))));
  }
}

static Expr *g_arith(int depth) {
  const char *a = S(g_operand(depth)), *b = S(g_operand(depth));
  switch (rn(7)) {
  case 0:
    return ex_raw(astrf("%s * 2 + 1", a));
  case 1:
    return ex_raw(astrf("(%s - %s) / 4", a, b));
  case 2:
    return ex_raw(astrf("%s %% %u", a, 2 + rn(9)));
  case 3:
    return ex_raw(astrf("-%s", a));
  case 4:
    return ex_raw(astrf("%s + %s * %s", a, b, S(g_num())));
  case 5:
    return ex_raw(astrf("(%s + %s) * 1.5", a, b));
  default:
    return ex_raw(astrf("%s - %s / 2", a, b));
  }
}

static const char *g_cond_src(int depth) {
  const char *a = S(g_operand(depth)), *b = S(g_operand(depth));
  switch (rn(9)) {
  case 0:
    return astrf("%s > 0 && %s", a, g_ref());
  case 1: {
    const char *r = g_ref();
    return astrf("!%s || %s == \"%s\"", r, a, PICK(W_ENVS));
  }
  case 2:
    return astrf("%s != null", a);
  case 3:
    return astrf("%s >= %s", a, b);
  case 4:
    return astrf("%s <= 10", a);
  case 5:
    return astrf("%s < %s", a, b);
  case 6:
    return astrf("var.env == \"prod\" && !var.enabled");
  case 7:
    return astrf("%s == %s || %s", a, b, rn(2) ? "true" : "false");
  default: {
    const char *e1 = PICK(W_ENVS);
    return astrf("contains([\"%s\", \"%s\"], var.env)", e1, PICK(W_ENVS));
  }
  }
}

static Expr *g_cond(int depth) {
  if (rn(3) == 0)
    return ex_raw(astrf("var.n > 0 ? var.n : 1"));
  const char *c = g_cond_src(depth);
  const char *a = S(depth > 0 ? g_value(depth - 1) : g_operand(0));
  const char *b = S(depth > 0 ? g_value(depth - 1) : g_operand(0));
  if (rn(2))
    return ex_raw(astrf("%s ? %s : %s", c, a, b));
  return ex_raw(astrf("(%s) ? %s : %s", c, a, b));
}

static Expr *g_for(int depth) {
  (void)depth;
  switch (rn(9)) {
  case 0:
    return ex_raw("[for s in var.list : upper(s) if s != \"\"]");
  case 1:
    return ex_raw("{for k, v in var.map : k => v}");
  case 2:
    return ex_raw("[for i, az in var.azs : cidrsubnet(var.cidr, 8, i)]");
  case 3:
    return ex_raw("{for u in var.users : u.role => u.name...}");
  case 4:
    return ex_raw(
        astrf("[for x in local.%s : x.id if x.enabled]", PICK(W_LOCALS)));
  case 5:
    return ex_raw("{for k, v in var.tags : lower(k) => \"${v}-${var.env}\"}");
  case 6: {
    const char *n1 = PICK(W_NAMES);
    return ex_raw(
        astrf("[for o in aws_instance.%s_%u : o.private_ip]", n1, other_id()));
  }
  case 7:
    return ex_raw(astrf("{ for name, cfg in var.settings : name => merge(cfg, "
                        "{ zone = \"%s\" }) if cfg.enabled }",
                        PICK(W_REGIONS)));
  default:
    return ex_raw(
        astrf("[for p in var.ports : { port = p, protocol = \"%s\" }]",
              rn(2) ? "tcp" : "udp"));
  }
}

static Expr *g_tuple(int depth) {
  Expr *e = ex_new(E_TUPLE, NULL);
  unsigned n = rn(6);
  int kind = (int)rn(4);
  for (unsigned i = 0; i < n; i++) {
    Expr *v;
    switch (kind) {
    case 0:
      v = g_num();
      break;
    case 1:
      v = g_str_lit();
      break;
    case 2:
      v = ex_raw(g_ref());
      break;
    default:
      v = depth > 0 ? g_value(depth - 1) : g_operand(0);
      break;
    }
    Item *it = ex_add(e, NULL, 0, v);
    if (chance(8))
      it->comment = astrf("# %s", PICK(W_NOTES));
  }
  e->multiline = n > 3 || chance(20);
  e->trailing = chance(60);
  return e;
}

static Expr *g_object(int depth) {
  Expr *e = ex_new(E_OBJECT, NULL);
  unsigned n = rn(6);
  for (unsigned i = 0; i < n; i++) {
    const char *k;
    int kk;
    switch (rn(8)) {
    case 0:
      k = PICK(W_NAMES);
      k = astrf("%s-%s", k, PICK(W_WORDS));
      kk = KEY_STR;
      break;
    case 1:
      k = astrf("var.key_%s", PICK(W_WORDS));
      kk = KEY_EXPR;
      break;
    default:
      k = PICK(W_ATTRS);
      kk = KEY_IDENT;
      break;
    }
    Item *it = ex_add(e, k, kk,
                      depth > 0 ? g_value(depth - 1)
                                : (rn(2) ? g_num() : g_str_lit()));
    if (it && chance(8)) {
      const char *mark = rn(2) ? "#" : "//";
      it->comment = astrf("%s %s", mark, PICK(W_NOTES));
    }
  }
  e->multiline = e->nitems > 2 || chance(25);
  e->colon = chance(20);
  e->commas = chance(30);
  e->trailing = chance(50);
  return e;
}

static Expr *g_value(int depth) {
  unsigned r = rn(100);
  if (depth <= 0) {
    if (r < 25)
      return g_num();
    if (r < 35)
      return ex_bool((int)rn(2));
    if (r < 40)
      return ex_null();
    if (r < 70)
      return g_str_lit();
    if (r < 90)
      return ex_raw(g_ref());
    return g_template(0);
  }
  if (r < 12)
    return g_num();
  if (r < 17)
    return ex_bool((int)rn(2));
  if (r < 19)
    return ex_null();
  if (r < 33)
    return g_str_lit();
  if (r < 42)
    return g_template(depth);
  if (r < 52)
    return ex_raw(g_ref());
  if (r < 56)
    return ex_raw(g_splat());
  if (r < 66)
    return g_call(depth - 1);
  if (r < 71)
    return g_arith(depth - 1);
  if (r < 75)
    return ex_raw(g_cond_src(depth - 1));
  if (r < 80)
    return g_cond(depth - 1);
  if (r < 87)
    return g_tuple(depth - 1);
  if (r < 95)
    return g_object(depth - 1);
  return g_for(depth - 1);
}

static Expr *g_heredoc(int kind) {
  Expr *e = ex_new(E_HEREDOC, NULL);
  e->strip = (int)rn(2);
  switch (kind) {
  case 0: /* shell script */
    e->s = rn(2) ? "EOT" : "SCRIPT";
    heredoc_line(e, 0, "#!/bin/bash");
    heredoc_line(e, 0, "set -euo pipefail");
    heredoc_line(
        e, 0, astrf("echo \"${var.greeting}\" > /etc/motd # %s", PICK(W_UNI)));
    heredoc_line(e, 0, "%{ for pkg in var.packages ~}");
    heredoc_line(e, 0, "apt-get install -y ${pkg}");
    heredoc_line(e, 0, "%{ endfor ~}");
    heredoc_line(e, 0,
                 astrf("if [ \"${var.env}\" = \"%s\" ]; then", PICK(W_ENVS)));
    heredoc_line(e, 2, astrf("systemctl enable %s --now", PICK(W_NAMES)));
    heredoc_line(e, 0, "fi");
    break;
  case 1: /* config file */
    e->s = rn(2) ? "EOF" : "EOH";
    heredoc_line(e, 0, astrf("server_name %s.${var.domain};", PICK(W_NAMES)));
    heredoc_line(e, 0, "upstream backend {");
    heredoc_line(e, 2, "%{ for addr in var.ips ~}");
    heredoc_line(e, 2,
                 "server ${addr}:${var.port} weight=%{ if var.enabled }5%{ "
                 "else }1%{ endif };");
    heredoc_line(e, 2, "%{ endfor ~}");
    heredoc_line(e, 0, "}");
    heredoc_line(e, 0,
                 astrf("# %s — literal $${x} and %%%%{y} kept", PICK(W_SENT)));
    break;
  default: /* policy */
    e->s = "POLICY";
    heredoc_line(e, 0, "{");
    heredoc_line(e, 2, "\"Version\": \"2012-10-17\",");
    heredoc_line(e, 2, "\"Statement\": [{");
    heredoc_line(e, 4, "\"Effect\": \"Allow\",");
    {
      const char *n1 = PICK(W_NAMES);
      heredoc_line(e, 4,
                   astrf("\"Resource\": \"${aws_s3_bucket.%s_%u.arn}/*\"", n1,
                         other_id()));
    }
    heredoc_line(e, 2, "}]");
    heredoc_line(e, 0, "}");
    break;
  }
  return e;
}

static const char *g_tcomment(void) {
  switch (rn(3)) {
  case 0:
    return astrf("# %s", PICK(W_NOTES));
  case 1:
    return astrf("// %s", PICK(W_NOTES));
  default:
    return astrf("/* %s */", PICK(W_NOTES));
  }
}

/* add an attribute, sometimes with a trailing comment */
static void A(Body *b, const char *name, Expr *v) {
  BItem *it = add_attr(b, name, v);
  if (it && chance(6))
    it->tcomment = g_tcomment();
}

static void g_comment(Body *b) {
  switch (rn(4)) {
  case 0:
    add_comment(b, '#', PICK(W_NOTES));
    break;
  case 1:
    add_comment(b, '/', PICK(W_NOTES));
    break;
  case 2:
    add_comment(b, '*', PICK(W_NOTES));
    break;
  default: {
    const char *a = PICK(W_SENT), *c = PICK(W_NOTES);
    add_comment(b, '*', astrf("%s\n%s\n\n%s", a, c, PICK(W_UNI)));
  } break;
  }
}

static void g_extra_attrs(Body *b, unsigned max, int depth) {
  for (unsigned i = 0, n = rn(max + 1); i < n; i++) {
    const char *nm = PICK(W_ATTRS);
    A(b, nm, g_value(depth));
  }
}

static Expr *g_tags(void) {
  if (rn(3) == 0)
    return g_call(1); /* often merge(...) */
  Expr *o = ex_new(E_OBJECT, NULL);
  ex_add(o, "Name", KEY_IDENT, g_template(0));
  ex_add(o, "Environment", KEY_IDENT, ex_raw("var.env"));
  ex_add(o, "Owner", KEY_IDENT, ex_lit(PICK(W_UNI), 0));
  ex_add(o, "cost-center", KEY_STR, ex_num(astrf("%u", 1000 + rn(9000))));
  if (rn(2))
    ex_add(o, "ManagedBy", KEY_IDENT, ex_lit("terraform", 0));
  o->multiline = 1;
  o->colon = chance(15);
  return o;
}

/* ------------------------------------------------------------------------ */
/* Top-level block generators.                                               */

static void gen_instance(Body *root) {
  const char *nm = PICK(W_NAMES);
  BItem *blk;
  Body *b =
      add_block(root, "resource", "aws_instance", astrf("%s_%u", nm, g_id));
  blk = root->last;
  blk->identlabels = chance(3);
  if (rn(2))
    A(b, "count", g_cond(1));
  else if (rn(3) == 0)
    A(b, "for_each", ex_raw(rn(2) ? "toset(var.names)" : "var.instances"));
  A(b, "ami", ex_raw(astrf("data.aws_ami.ubuntu_%u.id", other_id())));
  A(b, "instance_type", rn(2) ? g_call(1) : ex_lit(PICK(W_ITYPES), 0));
  A(b, "subnet_id", ex_raw(g_ref()));
  {
    Expr *t = ex_new(E_TUPLE, NULL);
    ex_add(t, NULL, 0,
           ex_raw(astrf("aws_security_group.sg_%u.id", other_id())));
    ex_add(t, NULL, 0, ex_raw("var.extra_sg"));
    A(b, "vpc_security_group_ids", t);
  }
  A(b, "monitoring", ex_bool((int)rn(2)));
  A(b, "ebs_optimized", rn(2) ? ex_null() : ex_bool(1));
  A(b, "cpu_core_count", g_arith(1));
  g_extra_attrs(b, 2, 2);
  add_blank(b);
  A(b, "tags", g_tags());
  add_blank(b);
  {
    Body *r = add_block(b, "root_block_device", NULL, NULL);
    A(r, "volume_size", g_num());
    A(r, "volume_type", ex_lit(rn(2) ? "gp3" : "io2", 0));
    A(r, "encrypted", ex_bool(1));
    A(r, "iops", ex_num(rn(2) ? "3e3" : "16000"));
    A(r, "throughput", ex_num("125.5"));
  }
  for (unsigned i = 0, n = rn(3); i < n; i++) {
    Body *r = add_block(b, "ebs_block_device", NULL, NULL);
    A(r, "device_name", ex_lit(astrf("/dev/sd%c", 'f' + i), 0));
    A(r, "volume_size", ex_raw(astrf("var.disk_sizes[%u]", i)));
    A(r, "delete_on_termination", ex_bool((int)rn(2)));
  }
  if (rn(2)) {
    BItem *lb;
    Body *l = add_block(b, "lifecycle", NULL, NULL);
    lb = b->last;
    A(l, "create_before_destroy", ex_bool(1));
    if (rn(2)) {
      Expr *t = ex_new(E_TUPLE, NULL);
      ex_add(t, NULL, 0, ex_raw("tags"));
      ex_add(t, NULL, 0, ex_raw("ami"));
      A(l, "ignore_changes", t);
    } else {
      lb->oneline = 1;
    }
  }
  if (rn(2)) {
    add_blank(b);
    Body *p =
        add_block(b, "provisioner", rn(2) ? "remote-exec" : "local-exec", NULL);
    Expr *t = ex_new(E_TUPLE, NULL);
    ex_add(t, NULL, 0, ex_lit("sudo apt-get update", 0));
    ex_add(t, NULL, 0, ex_lit("echo \"hello\" > /tmp/x", 0));
    ex_add(
        t, NULL, 0,
        ex_tpl(astrf("echo 'deploy ${var.env} — %s' | logger", PICK(W_UNI))));
    t->multiline = 1;
    t->trailing = 1;
    A(p, "inline", t);
    Body *c = add_block(p, "connection", NULL, NULL);
    A(c, "type", ex_lit("ssh", 0));
    A(c, "host", ex_raw("self.public_ip"));
    A(c, "user", ex_lit("ubuntu", 0));
    A(c, "private_key", g_call(0));
    A(c, "timeout", ex_lit("2m", 0));
  }
  if (rn(3)) {
    add_blank(b);
    A(b, "user_data", g_heredoc(0));
  }
}

static void gen_security_group(Body *root) {
  Body *b =
      add_block(root, "resource", "aws_security_group", astrf("sg_%u", g_id));
  A(b, "name", ex_tpl(astrf("%s-sg-${var.env}", PICK(W_NAMES))));
  A(b, "description", ex_lit(PICK(W_SENT), 0));
  A(b, "vpc_id", ex_raw(rn(2) ? "aws_vpc.main.id" : g_ref()));
  add_blank(b);
  for (unsigned i = 0, n = 1 + rn(3); i < n; i++) {
    Body *r = add_block(b, "ingress", NULL, NULL);
    unsigned port = PICK(((unsigned[]){22, 80, 443, 5432, 6379, 8080}));
    A(r, "description", ex_lit(PICK(W_NOTES), 0));
    A(r, "from_port", ex_num(astrf("%u", port)));
    A(r, "to_port", ex_num(astrf("%u", port)));
    A(r, "protocol", ex_lit("tcp", 0));
    Expr *t = ex_new(E_TUPLE, NULL);
    for (unsigned j = 0, m = 1 + rn(3); j < m; j++)
      ex_add(t, NULL, 0, ex_lit(astrf("10.%u.0.0/16", rn(256)), 0));
    A(r, "cidr_blocks", rn(4) ? t : ex_raw("[var.cidr]"));
  }
  {
    Body *r = add_block(b, "egress", NULL, NULL);
    A(r, "from_port", ex_num("0"));
    A(r, "to_port", ex_num("0"));
    A(r, "protocol", ex_lit("-1", 0));
    A(r, "cidr_blocks", ex_raw("[\"0.0.0.0/0\"]"));
    A(r, "ipv6_cidr_blocks", ex_raw("[\"::/0\"]"));
  }
  if (rn(2)) {
    add_blank(b);
    Body *d = add_block(b, "dynamic", "ingress", NULL);
    A(d, "for_each",
      ex_raw(rn(2) ? "var.rules"
                   : "{for r in var.rules : r.name => r if r.enabled}"));
    A(d, "iterator", ex_raw("rule"));
    Body *c = add_block(d, "content", NULL, NULL);
    A(c, "from_port", ex_raw("rule.value.port"));
    A(c, "to_port", ex_raw("rule.value.port + rule.value.range"));
    A(c, "protocol", ex_raw("lookup(rule.value, \"protocol\", \"tcp\")"));
    A(c, "cidr_blocks", ex_raw("rule.value.cidrs"));
    A(c, "description", ex_tpl("rule ${rule.key}: ${rule.value.description}"));
  }
  A(b, "tags", g_tags());
}

static void gen_variable(Body *root) {
  Body *b =
      add_block(root, "variable", astrf("%s_%u", PICK(W_VARS), g_id), NULL);
  static const char *const types[] = {
      "string",
      "number",
      "bool",
      "list(string)",
      "map(number)",
      "set(string)",
      "object({ name = string, port = number, tags = map(string) })",
      "list(object({ cidr = string, az = optional(string, \"a\") }))",
  };
  unsigned t = rn(COUNT(types));
  A(b, "type", ex_raw(types[t]));
  A(b, "description",
    rn(3) ? ex_lit(PICK(W_SENT), 0) : ex_lit(PICK(W_UESC), 1));
  switch (t) {
  case 0:
    A(b, "default", g_str_lit());
    break;
  case 1:
    A(b, "default", g_num());
    break;
  case 2:
    A(b, "default", ex_bool((int)rn(2)));
    break;
  case 3:
  case 5: {
    Expr *e = ex_new(E_TUPLE, NULL);
    for (unsigned i = 0, n = rn(5); i < n; i++)
      ex_add(e, NULL, 0, g_str_lit());
    e->multiline = chance(40);
    e->trailing = chance(50);
    A(b, "default", e);
    break;
  }
  case 4: {
    Expr *e = ex_new(E_OBJECT, NULL);
    for (unsigned i = 0, n = rn(5); i < n; i++) {
      const char *k = PICK(W_WORDS);
      ex_add(e, k, KEY_IDENT, g_num());
    }
    e->multiline = chance(60);
    e->colon = chance(30);
    e->commas = chance(30);
    A(b, "default", e);
    break;
  }
  case 6: {
    Expr *e = ex_new(E_OBJECT, NULL);
    ex_add(e, "name", KEY_IDENT, ex_lit(PICK(W_NAMES), 0));
    ex_add(e, "port", KEY_IDENT, g_num());
    Expr *tg = ex_new(E_OBJECT, NULL);
    ex_add(tg, "team", KEY_IDENT, ex_lit(PICK(W_UNI), 0));
    ex_add(tg, "tier", KEY_IDENT, ex_lit(PICK(W_WORDS), 0));
    ex_add(e, "tags", KEY_IDENT, tg);
    e->multiline = 1;
    A(b, "default", e);
    break;
  }
  default:
    A(b, "default", ex_null());
    break;
  }
  if (rn(3) == 0)
    A(b, "sensitive", ex_bool((int)rn(2)));
  if (rn(4) == 0)
    A(b, "nullable", ex_bool(0));
  if (rn(2)) {
    add_blank(b);
    Body *v = add_block(b, "validation", NULL, NULL);
    const char *v1 = PICK(W_VARS), *v2 = PICK(W_VARS);
    A(v, "condition",
      ex_raw(rn(2) ? astrf("can(regex(\"^[a-z]+(-[a-z0-9]+)*$\", var.%s_%u))",
                           v1, g_id)
                   : astrf("length(var.%s_%u) > 0 && length(var.%s_%u) <= 64",
                           v1, g_id, v2, g_id)));
    A(v, "error_message",
      rn(2) ? ex_lit("The value must be a lowercase \"slug\".\nSee docs.", 0)
            : ex_lit(PICK(W_UNI), 0));
  }
}

static void gen_module(Body *root) {
  Body *b = add_block(root, "module", astrf("net_%u", g_id), NULL);
  A(b, "source",
    ex_lit(rn(2) ? "./modules/network" : "terraform-aws-modules/vpc/aws", 0));
  {
    unsigned major = 1 + rn(5);
    A(b, "version", ex_lit(astrf("~> %u.%u", major, rn(20)), 0));
  }
  add_blank(b);
  A(b, "name", g_template(1));
  A(b, "cidr", ex_raw("var.cidr"));
  A(b, "azs",
    rn(2) ? ex_raw("slice(data.aws_availability_zones.available.names, 0, 3)")
          : ex_raw("var.azs"));
  A(b, "private_subnets", g_for(1));
  A(b, "public_subnets",
    ex_raw("[for i in range(3) : cidrsubnet(var.cidr, 8, i + 100)]"));
  A(b, "enable_nat_gateway", g_cond(0));
  A(b, "single_nat_gateway", ex_raw("var.env != \"prod\""));
  A(b, "max_azs", g_arith(1));
  g_extra_attrs(b, 4, 3);
  if (rn(2)) {
    Expr *p = ex_new(E_OBJECT, NULL);
    ex_add(p, "aws", KEY_IDENT, ex_raw("aws.east"));
    ex_add(p, "aws.dns", KEY_STR, ex_raw("aws.global"));
    p->multiline = 1;
    A(b, "providers", p);
  }
  if (rn(2)) {
    Expr *t = ex_new(E_TUPLE, NULL);
    ex_add(t, NULL, 0, ex_raw("aws_vpc.main"));
    ex_add(t, NULL, 0, ex_raw(astrf("module.net_%u", other_id())));
    A(b, "depends_on", t);
  }
  A(b, "tags", g_tags());
}

static void gen_locals(Body *root) {
  Body *b = add_block(root, "locals", NULL, NULL);
  for (unsigned i = 0, n = 4 + rn(10); i < n; i++) {
    const char *nm = PICK(W_LOCALS);
    nm = astrf("%s_%u", nm, rn(50));
    switch (rn(9)) {
    case 0:
      A(b, nm, g_for(1));
      break;
    case 1:
      A(b, nm, g_cond(2));
      break;
    case 2:
      A(b, nm, g_template(1));
      break;
    case 3:
      A(b, nm, g_arith(2));
      break;
    case 4:
      A(b, nm, g_object(3));
      break;
    case 5:
      A(b, nm, g_tuple(2));
      break;
    case 6:
      A(b, nm, ex_raw(g_splat()));
      break;
    case 7:
      if (rn(3) == 0) {
        char kind = rn(2) ? '#' : '/';
        add_comment(b, kind, PICK(W_NOTES));
      }
      A(b, nm, g_call(2));
      break;
    default:
      A(b, nm, g_value(3));
      break;
    }
    if (chance(10))
      add_blank(b);
  }
}

static void gen_job(Body *root) {
  Body *j = add_block(root, "job", astrf("%s_%u", PICK(W_NAMES), g_id), NULL);
  Expr *dcs = ex_new(E_TUPLE, NULL);
  ex_add(dcs, NULL, 0, ex_lit("dc1", 0));
  if (rn(2))
    ex_add(dcs, NULL, 0, ex_lit("dc2", 0));
  A(j, "datacenters", dcs);
  A(j, "type", ex_lit(rn(3) ? "service" : "batch", 0));
  A(j, "priority", ex_num(astrf("%u", 10 + rn(90))));
  A(j, "region", ex_lit(rn(2) ? "global" : PICK(W_REGIONS), 0));
  add_blank(j);
  if (rn(2)) {
    Body *c = add_block(j, "constraint", NULL, NULL);
    A(c, "attribute", ex_tpl("${attr.kernel.name}"));
    A(c, "value", ex_lit("linux", 0));
  }
  {
    Body *u = add_block(j, "update", NULL, NULL);
    A(u, "max_parallel", ex_num(astrf("%u", 1 + rn(3))));
    A(u, "stagger", ex_lit("30s", 0));
    A(u, "auto_revert", ex_bool(1));
    A(u, "healthy_deadline", ex_lit("5m", 0));
  }
  if (rn(2)) {
    Body *m = add_block(j, "meta", NULL, NULL);
    A(m, "owner", ex_lit(PICK(W_UNI), 0));
    A(m, "version", ex_tpl("${var.image_tag}"));
  }
  for (unsigned g = 0, ng = 1 + rn(2); g < ng; g++) {
    add_blank(j);
    Body *gr = add_block(j, "group", astrf("%s", PICK(W_NAMES)), NULL);
    A(gr, "count", rn(2) ? g_num() : ex_raw("var.replicas"));
    {
      Body *n = add_block(gr, "network", NULL, NULL);
      A(n, "mode", ex_lit("bridge", 0));
      Body *p = add_block(n, "port", "http", NULL);
      A(p, "to", ex_num("8080"));
      if (rn(2)) {
        Body *p2 = add_block(n, "port", "metrics", NULL);
        A(p2, "static", ex_num("9102"));
        n->last->oneline = 1;
      }
    }
    {
      Body *r = add_block(gr, "restart", NULL, NULL);
      A(r, "attempts", ex_num(astrf("%u", rn(10))));
      A(r, "interval", ex_lit("30m", 0));
      A(r, "delay", ex_lit("15s", 0));
      A(r, "mode", ex_lit("fail", 0));
    }
    {
      Body *s = add_block(gr, "service", NULL, NULL);
      A(s, "name", ex_tpl(astrf("%s-${NOMAD_GROUP_NAME}", PICK(W_NAMES))));
      A(s, "port", ex_lit("http", 0));
      Expr *tg = ex_new(E_TUPLE, NULL);
      ex_add(tg, NULL, 0, ex_lit("urlprefix-/", 0));
      ex_add(tg, NULL, 0, ex_tpl("version-${var.image_tag}"));
      A(s, "tags", tg);
      Body *c = add_block(s, "check", NULL, NULL);
      A(c, "type", ex_lit("http", 0));
      A(c, "path", ex_lit("/health", 0));
      A(c, "interval", ex_lit("10s", 0));
      A(c, "timeout", ex_lit("2s", 0));
      if (rn(2)) {
        Expr *h = ex_new(E_OBJECT, NULL);
        Expr *v = ex_new(E_TUPLE, NULL);
        ex_add(v, NULL, 0, ex_lit("Bearer abc.def", 0));
        ex_add(h, "Authorization", KEY_IDENT, v);
        A(c, "header", h);
      }
    }
    for (unsigned t = 0, nt = 1 + rn(2); t < nt; t++) {
      add_blank(gr);
      Body *tk = add_block(gr, "task", astrf("%s-%u", PICK(W_NAMES), t), NULL);
      A(tk, "driver", ex_lit(rn(4) ? "docker" : "exec", 0));
      A(tk, "user", ex_lit("nobody", 0));
      {
        Body *cf = add_block(tk, "config", NULL, NULL);
        A(cf, "image",
          ex_tpl(astrf("registry.example.com/%s:${var.image_tag}",
                       PICK(W_NAMES))));
        Expr *pp = ex_new(E_TUPLE, NULL);
        ex_add(pp, NULL, 0, ex_lit("http", 0));
        A(cf, "ports", pp);
        Expr *args = ex_new(E_TUPLE, NULL);
        ex_add(args, NULL, 0, ex_lit("--port", 0));
        ex_add(args, NULL, 0, ex_tpl("${NOMAD_PORT_http}"));
        ex_add(args, NULL, 0, ex_lit("--log-level", 0));
        ex_add(args, NULL, 0, ex_lit(rn(2) ? "info" : "debug", 0));
        args->multiline = 1;
        args->trailing = 1;
        A(cf, "args", args);
        if (rn(2)) {
          Body *lg = add_block(cf, "logging", NULL, NULL);
          A(lg, "type", ex_lit("journald", 0));
        }
      }
      {
        Body *env = add_block(tk, "env", NULL, NULL);
        A(env, "APP_ENV", ex_raw("var.env"));
        A(env, "GREETING", ex_lit(PICK(W_UNI), 0));
        A(env, "WORKERS", g_arith(0));
        A(env, "DB_URL",
          ex_tpl("postgres://${var.db_user}@${var.db_host}:5432/app"));
      }
      if (rn(2)) {
        Body *tp = add_block(tk, "template", NULL, NULL);
        A(tp, "data", g_heredoc((int)rn(2)));
        A(tp, "destination", ex_lit("local/app.conf", 0));
        A(tp, "change_mode", ex_lit("restart", 0));
      }
      {
        Body *rs = add_block(tk, "resources", NULL, NULL);
        A(rs, "cpu", ex_num(astrf("%u", 100 * (1 + rn(10)))));
        A(rs, "memory", ex_num(astrf("%u", 128 << rn(4))));
      }
    }
  }
}

static void gen_data(Body *root) {
  Body *b = add_block(root, "data", "aws_ami", astrf("ubuntu_%u", g_id));
  A(b, "most_recent", ex_bool(1));
  Expr *ow = ex_new(E_TUPLE, NULL);
  ex_add(ow, NULL, 0, ex_lit("099720109477", 0));
  A(b, "owners", ow);
  for (unsigned i = 0, n = 1 + rn(2); i < n; i++) {
    Body *f = add_block(b, "filter", NULL, NULL);
    A(f, "name", ex_lit(i ? "virtualization-type" : "name", 0));
    Expr *v = ex_new(E_TUPLE, NULL);
    ex_add(v, NULL, 0,
           ex_lit(i ? "hvm"
                    : "ubuntu/images/hvm-ssd/ubuntu-jammy-22.04-amd64-server-*",
                  0));
    A(f, "values", v);
  }
}

static void gen_output(Body *root) {
  Body *b =
      add_block(root, "output", astrf("%s_%u", PICK(W_ATTRS), g_id), NULL);
  switch (rn(5)) {
  case 0:
    A(b, "value", ex_raw(g_splat()));
    break;
  case 1:
    A(b, "value", g_for(1));
    break;
  case 2:
    A(b, "value", g_object(2));
    break;
  case 3:
    A(b, "value", g_cond(1));
    break;
  default:
    A(b, "value", g_value(3));
    break;
  }
  A(b, "description", ex_lit(PICK(W_SENT), 0));
  if (rn(3) == 0)
    A(b, "sensitive", ex_bool((int)rn(2)));
}

static void gen_provider(Body *root) {
  Body *b = add_block(root, "provider", "aws", NULL);
  A(b, "alias", ex_lit(astrf("%s_%u", PICK(W_WORDS), g_id), 0));
  A(b, "region", rn(2) ? ex_raw("var.region") : ex_lit(PICK(W_REGIONS), 0));
  Body *ar = add_block(b, "assume_role", NULL, NULL);
  A(ar, "role_arn",
    ex_tpl(astrf("arn:aws:iam::${var.account_id}:role/%s", PICK(W_NAMES))));
  A(ar, "session_name", ex_lit("terraform", 0));
  Body *dt = add_block(b, "default_tags", NULL, NULL);
  A(dt, "tags", g_tags());
}

static void gen_bucket(Body *root) {
  Body *b = add_block(root, "resource", "aws_s3_bucket_policy",
                      astrf("%s_%u", PICK(W_NAMES), g_id));
  {
    const char *n1 = PICK(W_NAMES);
    A(b, "bucket", ex_raw(astrf("aws_s3_bucket.%s_%u.id", n1, other_id())));
  }
  A(b, "policy", rn(2) ? g_heredoc(2) : g_call(2));
  g_extra_attrs(b, 3, 3);
}

static void gen_terraform(Body *root) {
  Body *b = add_block(root, "terraform", NULL, NULL);
  A(b, "required_version", ex_lit(">= 1.3.0", 0));
  Body *rp = add_block(b, "required_providers", NULL, NULL);
  Expr *aws = ex_new(E_OBJECT, NULL);
  ex_add(aws, "source", KEY_IDENT, ex_lit("hashicorp/aws", 0));
  ex_add(aws, "version", KEY_IDENT, ex_lit(">= 4.0, < 6.0", 0));
  aws->multiline = 1;
  A(rp, "aws", aws);
  Body *be = add_block(b, "backend", "s3", NULL);
  A(be, "bucket", ex_lit("tf-state-café", 0));
  A(be, "key", ex_lit("prod/terraform.tfstate", 0));
  A(be, "region", ex_lit("eu-central-1", 0));
  A(be, "encrypt", ex_bool(1));
}

static void gen_chunk(Body *root) {
  if (g_id == 0) {
    add_comment(
        root, '#',
        "Generated by bench/gen_config: deterministic HCL benchmark input.");
    add_comment(
        root, '/',
        "Content is synthetic (Terraform/Nomad-like); do not apply. Ünïcödé ✓");
    add_blank(root);
    gen_terraform(root);
    add_blank(root);
    return;
  }
  if (chance(35))
    g_comment(root);
  unsigned r = rn(100);
  if (r < 20)
    gen_instance(root);
  else if (r < 30)
    gen_security_group(root);
  else if (r < 42)
    gen_variable(root);
  else if (r < 52)
    gen_module(root);
  else if (r < 62)
    gen_locals(root);
  else if (r < 75)
    gen_job(root);
  else if (r < 81)
    gen_data(root);
  else if (r < 89)
    gen_output(root);
  else if (r < 92)
    gen_provider(root);
  else if (r < 97)
    gen_bucket(root);
  else
    A(root, astrf("setting_%u", g_id), g_value(2)); /* top-level attribute */
  add_blank(root);
}

/* ------------------------------------------------------------------------ */
/* Decodable mode (--decodable): the same kinds of structure, no variables. */
/*
 * Every expression evaluates with no variables and with only the functions
 * that bench/decode.hcldec exposes through `function` blocks (D_FUNCS below:
 * the functions hcldec offers to spec functions). Values are literals,
 * operators on them, templates and heredocs without references, `for`
 * expressions and splats over literal collections, index and attribute
 * access on literal values, conditionals and calls.
 *
 * hcldec refuses attributes of type `any` inside a block_map, and a block
 * list must unify its elements, so every attribute name has one fixed type
 * per block type (DType) and its value always converts to that type. Values
 * of any shape still appear as arguments of jsonencode and in the single
 * `defaults` block of the first chunk, whose attributes are `any`. Labels
 * are unique where the spec decodes them with block_map, and blocks decoded
 * with `block` occur at most once per body. Nulls only stand as whole
 * attribute values or inside jsonencode and `defaults` values, never where
 * a template or a function would receive them.
 *
 * This code runs only in decodable mode, so the default output, and the
 * sequence of PRNG draws that makes it, are unchanged.
 */

typedef enum {
  T_STR,   /* string */
  T_NUM,   /* number */
  T_BOOL,  /* bool */
  T_LSTR,  /* list(string) */
  T_LNUM,  /* list(number) */
  T_MSTR,  /* map(string) */
  T_MNUM,  /* map(number) */
  T_LMSTR, /* list(map(string)) */
  T_MLSTR, /* map(list(string)) */
  T_ANY    /* any: only in the `defaults` block */
} DType;

typedef struct {
  const char *name;
  DType t;
} DAttr;

/* Optional attributes of resource and module blocks (decode.hcldec lists them)
 */
static const DAttr D_EXTRA[] = {
    {"description", T_STR}, {"enabled", T_BOOL},     {"priority", T_NUM},
    {"weight", T_NUM},      {"retries", T_NUM},      {"timeout", T_STR},
    {"labels", T_MSTR},     {"settings", T_MSTR},    {"options", T_LSTR},
    {"rules", T_LMSTR},     {"selector", T_MSTR},    {"threshold", T_NUM},
    {"ratio", T_NUM},       {"names", T_LSTR},       {"mapping", T_MLSTR},
    {"endpoints", T_LSTR},  {"metadata", T_MSTR},    {"limits", T_MNUM},
    {"owners", T_LSTR},     {"schedule", T_STR},     {"zone", T_STR},
    {"capacity", T_NUM},    {"max_size", T_NUM},     {"min_size", T_NUM},
    {"desired", T_NUM},     {"protocol", T_STR},     {"path", T_STR},
    {"mode", T_STR},        {"annotations", T_MSTR}, {"extra_args", T_LSTR},
    {"features", T_LSTR},   {"quota", T_MNUM},       {"window", T_STR},
    {"policy", T_STR},      {"ports", T_LNUM},       {"flags", T_MLSTR},
};

/* Attributes of `locals` blocks */
static const DAttr D_LOCALS[] = {
    {"common_tags", T_MSTR},   {"name_prefix", T_STR}, {"tags", T_MSTR},
    {"subnet_ids", T_LSTR},    {"ports", T_LNUM},      {"settings", T_MSTR},
    {"enabled_users", T_LSTR}, {"az_map", T_MSTR},     {"items", T_LMSTR},
    {"endpoints", T_LSTR},     {"labels", T_MSTR},     {"groups", T_MLSTR},
    {"limits", T_MNUM},        {"enabled", T_BOOL},    {"replicas", T_NUM},
};

/* Attributes of the `defaults` block (type any) */
static const char *const D_ANY[] = {"settings", "matrix", "mixed", "computed",
                                    "fallback"};

static const char *const D_IPS[] = {"10.0.0.1",   "10.0.0.2",
                                    "10.0.1.17",  "192.168.10.5",
                                    "172.16.0.9", "10.20.30.40"};
static const char *const D_PKGS[] = {
    "curl", "jq", "git", "htop", "nginx", "postgresql-client", "unzip"};
static const char *const D_CASE[] = {"upper", "lower"};

static Expr *d_value(DType t, int depth);
static Expr *d_str(int depth, int top);
static Expr *d_num(int depth);
static Expr *d_bool(int depth);
static Expr *d_any(int depth);
static Expr *d_any_arg(int depth);

/* Inline native source of a quoted string literal */
static const char *Q(const char *s) { return S(ex_lit(s, 0)); }

/* Inline source of e, parenthesized unless it is a single term */
static const char *P(const Expr *e) {
  const char *s = S(e);
  if (e->k == E_RAW || (e->k == E_NUM && s[0] == '-'))
    return astrf("(%s)", s);
  return s;
}

/* A tuple literal of n distinct consecutive entries of a vocabulary */
static const char *d_list_src(const char *const *w, unsigned count,
                              unsigned n) {
  unsigned start = rn(count);
  const char *s = "[";
  for (unsigned i = 0; i < n && i < count; i++)
    s = astrf("%s%s%s", s, i ? ", " : "", Q(w[(start + i) % count]));
  return astrf("%s]", s);
}

static const char *d_words(unsigned n) {
  return d_list_src(W_WORDS, COUNT(W_WORDS), n);
}

/* An object literal of string values, as inline source */
static const char *d_obj_src(unsigned n) {
  unsigned start = rn(COUNT(W_ATTRS));
  const char *s = "{";
  for (unsigned i = 0; i < n; i++) {
    const char *v = S(g_str_lit());
    s = astrf("%s%s%s = %s", s, i ? ", " : " ",
              W_ATTRS[(start + i) % COUNT(W_ATTRS)], v);
  }
  return astrf("%s }", n ? s : "{");
}

static Expr *d_call(const char *name) {
  Expr *e = ex_new(E_CALL, name);
  return e;
}

/* number-valued calls */
static Expr *d_num_call(int depth) {
  Expr *e;
  switch (rn(7)) {
  case 0:
    e = d_call("length");
    ex_add(e, NULL, 0,
           depth > 0 ? d_value(T_LSTR, depth - 1) : ex_raw(d_words(1 + rn(5))));
    return e;
  case 1: /* length takes lists, maps and tuples, not objects */
    e = d_call("length");
    ex_add(e, NULL, 0, d_value(T_LMSTR, depth - 1));
    return e;
  case 2:
    e = d_call("strlen");
    ex_add(e, NULL, 0, rn(3) ? g_str_lit() : ex_lit(PICK(W_UNI), 0));
    return e;
  case 3:
    e = d_call(rn(2) ? "max" : "min");
    for (unsigned i = 0, n = 2 + rn(3); i < n; i++)
      ex_add(e, NULL, 0, depth > 0 && rn(3) == 0 ? d_num(depth - 1) : g_num());
    return e;
  case 4:
    e = d_call("abs");
    ex_add(e, NULL, 0, g_num());
    return e;
  case 5:
    e = d_call("int");
    ex_add(e, NULL, 0, g_num());
    return e;
  default: {
    unsigned a = rn(100), b = rn(1000), c = rn(10);
    e = d_call(rn(2) ? "max" : "min");
    ex_add(e, NULL, 0, ex_raw(astrf("[%u, %u, %u]", a, b, c)));
    e->expand = 1;
  }
    return e;
  }
}

/* Something that can stand as an operand of an arithmetic operator */
static Expr *d_num_operand(int depth) {
  switch (rn(depth > 0 ? 6 : 3)) {
  case 0:
  case 1:
    return g_num();
  case 2:
    return ex_num(astrf("%u", 1 + rn(64)));
  case 3:
    return d_num_call(depth - 1);
  case 4: {
    Expr *t = ex_new(E_TUPLE, NULL);
    unsigned n = 2 + rn(3);
    for (unsigned i = 0; i < n; i++)
      ex_add(t, NULL, 0, g_num());
    return ex_raw(astrf("%s[%u]", S(t), rn(n)));
  }
  default:
    return ex_raw(astrf("(%s)", S(d_num(depth - 1))));
  }
}

static Expr *d_arith(int depth) {
  const char *a = P(d_num_operand(depth));
  const char *b = P(d_num_operand(depth));
  switch (rn(7)) {
  case 0:
    return ex_raw(astrf("%s * 2 + 1", a));
  case 1:
    return ex_raw(astrf("(%s - %s) / 4", a, b));
  case 2:
    return ex_raw(astrf("%s %% %u", a, 2 + rn(9)));
  case 3:
    return ex_raw(astrf("-%s", a));
  case 4: {
    const char *c = P(g_num());
    return ex_raw(astrf("%s + %s * %s", a, b, c));
  }
  case 5:
    return ex_raw(astrf("(%s + %s) * 1.5", a, b));
  default:
    return ex_raw(astrf("%s - %s / 2", a, b));
  }
}

static Expr *d_num(int depth) {
  unsigned r = rn(100);
  if (depth <= 0 || r < 35)
    return g_num();
  if (r < 60)
    return d_arith(depth - 1);
  if (r < 75)
    return d_num_call(depth - 1);
  if (r < 85) {
    const char *c = S(d_bool(depth - 1));
    const char *a = S(g_num());
    const char *b = S(d_num(depth - 1));
    return ex_raw(astrf("%s ? %s : %s", c, a, b));
  }
  if (r < 92) {
    unsigned k = rn(3);
    const char *keys[] = {"a", "b", "c"};
    unsigned a = rn(10), b = rn(100), c = rn(1000);
    const char *o = astrf("{ a = %u, b = %u, c = %u }", a, b, c);
    return ex_raw(rn(2) ? astrf("%s.%s", o, keys[k])
                        : astrf("%s[\"%s\"]", o, keys[k]));
  }
  return ex_lit(astrf("%u", rn(1000)), 0); /* a numeric string, converted */
}

static Expr *d_bool(int depth) {
  static const char *const cmp[] = {">", ">=", "<", "<=", "==", "!="};
  unsigned r = rn(100);
  if (r < 30)
    return ex_bool((int)rn(2));
  if (r < 36)
    return ex_lit(rn(2) ? "true" : "false", 0); /* converted */
  if (depth <= 0 || r < 55) {
    const char *a = P(g_num());
    const char *op = PICK(cmp);
    const char *b = P(g_num());
    return ex_raw(astrf("%s %s %s", a, op, b));
  }
  if (r < 65) {
    const char *a = S(g_str_lit());
    const char *b = rn(2) ? a : S(g_str_lit());
    return ex_raw(astrf("%s %s %s", a, rn(2) ? "==" : "!=", b));
  }
  if (r < 78) {
    const char *a = P(d_bool(depth - 1));
    const char *op = rn(2) ? "&&" : "||";
    const char *b = P(d_bool(depth - 1));
    return ex_raw(astrf("%s %s %s", a, op, b));
  }
  if (r < 85)
    return ex_raw(astrf("!%s", P(d_bool(depth - 1))));
  if (r < 93) {
    const char *a = S(d_num_call(depth - 1));
    return ex_raw(astrf("%s > %u", a, rn(5)));
  }
  {
    const char *a = P(d_arith(depth - 1));
    const char *op = PICK(cmp);
    const char *b = P(g_num());
    return ex_raw(astrf("%s %s %s", a, op, b));
  }
}

/* A template (quoted, with interpolations and directives) without references */
static Expr *d_template(int depth) {
  const char *s1, *s2;
  switch (rn(10)) {
  case 0: {
    unsigned a = rn(10), b = rn(10);
    s1 = PICK(W_NAMES);
    return ex_tpl(astrf("%s-${%u + %u}", s1, a, b));
  }
  case 1:
    s1 = PICK(W_ENVS);
    s2 = PICK(W_REGIONS);
    return ex_tpl(
        astrf("${upper(\"%s\")}-${lower(\"%s\")}-%s", s1, s2, PICK(W_NAMES)));
  case 2:
    s1 = S(d_str(depth - 1, 0));
    return ex_tpl(
        astrf("Hello, ${%s}! Bienvenue à ${\"Zürich\"} — %s", s1, PICK(W_UNI)));
  case 3:
    s1 = S(d_bool(depth - 1));
    s2 = PICK(W_WORDS);
    return ex_tpl(
        astrf("%%{ if %s }%s%%{ else }%s%%{ endif }", s1, s2, PICK(W_WORDS)));
  case 4:
    s1 = d_list_src(D_IPS, COUNT(D_IPS), 1 + rn(4));
    return ex_tpl(astrf("%%{ for ip in %s }${ip}, %%{ endfor }", s1));
  case 5:
    return ex_tpl(astrf("${%s}", S(d_num(depth))));
  case 6:
    s1 = d_obj_src(1 + rn(3));
    return ex_tpl(astrf("%%{ for k, v in %s ~}${k}=${v};%%{ endfor ~}", s1));
  case 7: { /* mix of escapes and interpolation */
    Expr *e = ex_new(E_STR, NULL);
    PB pb = {0, 0};
    pb_add(&pb, P_LIT, "path: \"", 0);
    pb_add(&pb, P_INTERP, Q(PICK(W_NAMES)), 0);
    pb_add(&pb, P_LIT, "/files\"\n\t", 0);
    pb_add(&pb, P_LIT, PICK(W_UESC), 1);
    pb_add(&pb, P_LIT, " ${literal} ", 0);
    pb_add(&pb, P_INTERP, S(d_num(depth - 1)), 0);
    e->parts = pb.first;
    return e;
  }
  case 8:
    s1 = PICK(D_CASE);
    s2 = PICK(W_SENT);
    return ex_tpl(astrf("${%s(%s)} (${strlen(%s)} chars)", s1, Q(s2), Q(s2)));
  default: {
    const char *host = PICK(W_NAMES);
    unsigned port = 8000 + rn(100), ver = 1 + rn(3);
    return ex_tpl(astrf("https://%s.example.com:${%u + 1}/v%u/%s", host, port,
                        ver, PICK(W_WORDS)));
  }
  }
}

static Expr *d_heredoc(int kind) {
  Expr *e = ex_new(E_HEREDOC, NULL);
  const char *s1;
  unsigned n1;
  e->strip = (int)rn(2);
  switch (kind) {
  case 0: /* shell script */
    e->s = rn(2) ? "EOT" : "SCRIPT";
    heredoc_line(e, 0, "#!/bin/bash");
    heredoc_line(e, 0, "set -euo pipefail");
    s1 = PICK(W_WORDS);
    heredoc_line(
        e, 0,
        astrf("echo \"${upper(\"%s\")}\" > /etc/motd # %s", s1, PICK(W_UNI)));
    heredoc_line(e, 0,
                 astrf("%%{ for pkg in %s ~}",
                       d_list_src(D_PKGS, COUNT(D_PKGS), 1 + rn(4))));
    heredoc_line(e, 0, "apt-get install -y ${pkg}");
    heredoc_line(e, 0, "%{ endfor ~}");
    s1 = PICK(W_ENVS);
    heredoc_line(
        e, 0,
        astrf("if [ \"${lower(\"%s\")}\" = \"%s\" ]; then", s1, PICK(W_ENVS)));
    heredoc_line(e, 2, astrf("systemctl enable %s --now", PICK(W_NAMES)));
    heredoc_line(e, 0, "fi");
    break;
  case 1: /* config file */
    e->s = rn(2) ? "EOF" : "EOH";
    heredoc_line(e, 0,
                 astrf("server_name %s.${\"example.com\"};", PICK(W_NAMES)));
    heredoc_line(e, 0, "upstream backend {");
    heredoc_line(e, 2,
                 astrf("%%{ for addr in %s ~}",
                       d_list_src(D_IPS, COUNT(D_IPS), 1 + rn(4))));
    n1 = 8000 + rn(10);
    heredoc_line(e, 2,
                 astrf("server ${addr}:${%u + 80} weight=%%{ if %u > 2 }5%%{ "
                       "else }1%%{ endif };",
                       n1, rn(5)));
    heredoc_line(e, 2, "%{ endfor ~}");
    heredoc_line(e, 0, "}");
    heredoc_line(e, 0,
                 astrf("# %s — literal $${x} and %%%%{y} kept", PICK(W_SENT)));
    break;
  default: /* policy */
    e->s = "POLICY";
    heredoc_line(e, 0, "{");
    heredoc_line(e, 2, "\"Version\": \"2012-10-17\",");
    heredoc_line(e, 2, "\"Statement\": [{");
    heredoc_line(e, 4, "\"Effect\": \"Allow\",");
    s1 = PICK(W_NAMES);
    heredoc_line(e, 4,
                 astrf("\"Resource\": \"arn:aws:s3:::${lower(\"%s-%u\")}/*\"",
                       s1, other_id()));
    heredoc_line(e, 2, "}]");
    heredoc_line(e, 0, "}");
    break;
  }
  return e;
}

/* string-valued calls */
static Expr *d_str_call(int depth) {
  Expr *e;
  switch (rn(7)) {
  case 0:
  case 1:
    e = d_call(PICK(D_CASE));
    ex_add(e, NULL, 0, rn(3) ? g_str_lit() : d_template(0));
    return e;
  case 2:
    e = d_call("substr");
    ex_add(e, NULL, 0, rn(2) ? g_str_lit() : ex_lit(PICK(W_UNI), 0));
    ex_add(e, NULL, 0, ex_num(astrf("%u", rn(3))));
    ex_add(e, NULL, 0, ex_num(astrf("%u", 1 + rn(6))));
    return e;
  case 3: /* this cty's reverse reverses a string */
    e = d_call("reverse");
    ex_add(e, NULL, 0, rn(2) ? g_str_lit() : ex_lit(PICK(W_UNI), 0));
    return e;
  case 4: {
    DType t = (DType)rn(T_ANY);
    e = d_call("jsonencode");
    ex_add(e, NULL, 0, d_value(t, depth));
    return e;
  }
  default:
    e = d_call("jsonencode");
    ex_add(e, NULL, 0, d_any_arg(depth + 1));
    e->multiline = chance(30);
    return e;
  }
}

/* index and attribute access on literal collections */
static Expr *d_index_str(void) {
  switch (rn(4)) {
  case 0: {
    unsigned n = 2 + rn(4);
    const char *l = d_words(n);
    return ex_raw(astrf("%s[%u]", l, rn(n)));
  }
  case 1: {
    const char *a = PICK(W_WORDS);
    const char *b = PICK(W_ENVS);
    return ex_raw(astrf("{ name = \"%s\", env = \"%s\" }[\"%s\"]", a, b,
                        rn(2) ? "name" : "env"));
  }
  case 2: {
    const char *a = PICK(W_NAMES);
    const char *b = PICK(W_REGIONS);
    return ex_raw(astrf("{ name = \"%s\", region = \"%s\" }.%s", a, b,
                        rn(2) ? "name" : "region"));
  }
  default: {
    const char *a = PICK(W_NAMES);
    const char *b = PICK(W_WORDS);
    return ex_raw(
        astrf("[{ id = \"%s\" }, { id = \"%s\" }][%u].id", a, b, rn(2)));
  }
  }
}

/* top: the value stands alone as an attribute value (heredoc allowed) */
static Expr *d_str(int depth, int top) {
  unsigned r = rn(100);
  if (r < 30)
    return g_str_lit();
  if (r < 48)
    return d_template(depth);
  if (r < 53)
    return g_num();
  if (r < 56)
    return ex_bool((int)rn(2));
  if (depth <= 0 || r < 60)
    return g_str_lit();
  if (r < 72)
    return d_str_call(depth - 1);
  if (r < 79) {
    const char *c = S(d_bool(depth - 1));
    const char *a = S(g_str_lit());
    const char *b = S(g_str_lit());
    return ex_raw(astrf("%s ? %s : %s", c, a, b));
  }
  if (r < 86)
    return d_index_str();
  if (top && r < 94)
    return d_heredoc((int)rn(3));
  return g_str_lit();
}

static Item *d_item_comment(Item *it) {
  if (it && chance(8)) {
    const char *mark = rn(2) ? "#" : "//";
    it->comment = astrf("%s %s", mark, PICK(W_NOTES));
  }
  return it;
}

static Expr *d_tuple(DType elem, int depth) {
  Expr *e = ex_new(E_TUPLE, NULL);
  unsigned n = rn(6);
  for (unsigned i = 0; i < n; i++) {
    Expr *v = elem == T_STR ? d_str(depth, 0) : d_value(elem, depth);
    d_item_comment(ex_add(e, NULL, 0, v));
  }
  e->multiline = n > 3 || chance(20);
  e->trailing = chance(60);
  return e;
}

static Expr *d_lstr(int depth) {
  switch (rn(depth > 0 ? 12 : 4)) {
  case 0:
  case 1:
  case 2:
  case 3:
    return d_tuple(T_STR, depth - 1);
  case 4: {
    const char *l = d_words(2 + rn(5));
    const char *f = PICK(D_CASE);
    return ex_raw(
        astrf("[for s in %s : %s(s) if s != \"%s\"]", l, f, PICK(W_WORDS)));
  }
  case 5: {
    const char *l = d_list_src(W_NAMES, COUNT(W_NAMES), 1 + rn(4));
    return ex_raw(astrf("[for i, s in %s : \"${s}-${i}\"]", l));
  }
  case 6: {
    const char *o = d_obj_src(1 + rn(4));
    return ex_raw(astrf("[for k, v in %s : \"${k}=${v}\"]", o));
  }
  case 7: {
    Expr *e = d_call("concat");
    ex_add(e, NULL, 0, d_tuple(T_STR, 0));
    ex_add(e, NULL, 0, d_lstr(depth - 1));
    return e;
  }
  case 8: {
    const char *a = d_words(1 + rn(2));
    const char *b = d_words(1 + rn(3));
    return ex_raw(astrf("concat([%s, %s]...)", a, b));
  }
  case 9: {
    const char *a = PICK(W_NAMES);
    const char *b = PICK(W_NAMES);
    const char *c = PICK(W_WORDS);
    if (rn(2))
      return ex_raw(astrf("[{ id = \"%s\", n = 1 }, { id = \"%s\", n = 2 }, { "
                          "id = \"%s\", n = 3 }][*].id",
                          a, b, c));
    return ex_raw(astrf("[{ name = \"%s\" }, { name = \"%s\" }].*.name", a, b));
  }
  case 10:
    return ex_raw(astrf("%s[*]", d_words(1 + rn(5))));
  default: {
    unsigned n = 1 + rn(3);
    const char *c = S(d_bool(depth - 1));
    const char *a = d_words(n);
    const char *b = d_list_src(W_NAMES, COUNT(W_NAMES), n);
    return ex_raw(astrf("%s ? %s : %s", c, a, b));
  }
  }
}

static Expr *d_lnum(int depth) {
  switch (rn(depth > 0 ? 8 : 3)) {
  case 0:
  case 1:
  case 2:
    return d_tuple(T_NUM, depth - 1);
  case 3: {
    unsigned a = rn(10), b = rn(100), c = rn(1000), m = 1 + rn(4);
    return ex_raw(astrf("[for i in [%u, %u, %u] : i * %u]", a, b, c, m));
  }
  case 4:
    return ex_raw(astrf("[for s in %s : strlen(s)]", d_words(1 + rn(5))));
  case 5: {
    Expr *e = d_call("concat");
    ex_add(e, NULL, 0, d_tuple(T_NUM, 0));
    ex_add(e, NULL, 0, d_lnum(depth - 1));
    return e;
  }
  case 6:
    return ex_raw(astrf("[for n in %s : n * n]", S(d_tuple(T_NUM, 0))));
  default:
    return ex_raw(astrf("[for i, s in %s : i + strlen(s) if i %% 2 == 0]",
                        d_words(1 + rn(6))));
  }
}

/* Object literal whose values are produced by gen (string or number kinds) */
static Expr *d_object(DType valtype, int depth) {
  Expr *e = ex_new(E_OBJECT, NULL);
  unsigned n = rn(6);
  for (unsigned i = 0; i < n; i++) {
    const char *k;
    int kk;
    switch (rn(8)) {
    case 0:
      k = PICK(W_NAMES);
      k = astrf("%s-%s", k, PICK(W_WORDS));
      kk = KEY_STR;
      break;
    case 1:
      k = astrf("upper(\"%s\")", PICK(W_WORDS));
      kk = KEY_EXPR;
      break;
    case 2:
      k = astrf("\"key-${%u}\"", rn(100));
      kk = KEY_EXPR;
      break;
    default:
      k = PICK(W_ATTRS);
      kk = KEY_IDENT;
      break;
    }
    Expr *v = valtype == T_STR ? d_str(depth, 0) : d_value(valtype, depth);
    d_item_comment(ex_add(e, k, kk, v));
  }
  e->multiline = e->nitems > 2 || chance(25);
  e->colon = chance(20);
  e->commas = chance(30);
  e->trailing = chance(50);
  return e;
}

static Expr *d_mstr(int depth) {
  switch (rn(depth > 0 ? 10 : 4)) {
  case 0:
  case 1:
  case 2:
  case 3:
    return d_object(T_STR, depth - 1);
  case 4: {
    const char *o = d_obj_src(1 + rn(4));
    return ex_raw(astrf("{for k, v in %s : upper(k) => v}", o));
  }
  case 5: {
    const char *l = d_words(1 + rn(5));
    return ex_raw(astrf("{for s in %s : s => %s(s)}", l, PICK(D_CASE)));
  }
  case 6:
    return ex_raw(astrf("{ for i, s in %s : s => i }",
                        d_list_src(W_NAMES, COUNT(W_NAMES), 1 + rn(5))));
  case 7: {
    const char *c = S(d_bool(depth - 1));
    const char *a = PICK(W_ENVS);
    const char *b = PICK(W_ENVS);
    return ex_raw(astrf("%s ? { env = \"%s\", tier = \"web\" } : { env = "
                        "\"%s\", tier = \"db\" }",
                        c, a, b));
  }
  case 8: { /* the shape of resource tags */
    Expr *o = ex_new(E_OBJECT, NULL);
    ex_add(o, "Name", KEY_IDENT, d_template(0));
    ex_add(o, "Environment", KEY_IDENT, ex_lit(PICK(W_ENVS), 0));
    ex_add(o, "Owner", KEY_IDENT, ex_lit(PICK(W_UNI), 0));
    ex_add(o, "cost-center", KEY_STR, ex_num(astrf("%u", 1000 + rn(9000))));
    if (rn(2))
      ex_add(o, "ManagedBy", KEY_IDENT, ex_lit("terraform", 0));
    o->multiline = 1;
    o->colon = chance(15);
    return o;
  }
  default: {
    const char *l = d_words(1 + rn(5));
    return ex_raw(astrf("{ for s in %s : \"%s-${s}\" => strlen(s) > 4 ? "
                        "\"long\" : \"short\" if s != \"\" }",
                        l, PICK(W_NAMES)));
  }
  }
}

static Expr *d_mnum(int depth) {
  switch (rn(depth > 0 ? 6 : 3)) {
  case 0:
  case 1:
  case 2:
    return d_object(T_NUM, depth - 1);
  case 3:
    return ex_raw(astrf("{for s in %s : s => strlen(s)}", d_words(1 + rn(5))));
  case 4: {
    const char *l = d_list_src(W_NAMES, COUNT(W_NAMES), 1 + rn(5));
    return ex_raw(astrf("{for i, s in %s : s => i * %u}", l, 1 + rn(100)));
  }
  default: {
    unsigned cpu = 100 * (1 + rn(10)), mem = 1 + rn(8), disk = rn(100);
    return ex_raw(astrf("{ cpu = %u, memory = %u * 1024, disk = max(%u, 20) }",
                        cpu, mem, disk));
  }
  }
}

static Expr *d_lmstr(int depth) {
  switch (rn(depth > 0 ? 4 : 2)) {
  case 0:
  case 1: {
    Expr *e = ex_new(E_TUPLE, NULL);
    unsigned n = rn(4);
    for (unsigned i = 0; i < n; i++)
      d_item_comment(ex_add(e, NULL, 0, d_object(T_STR, 0)));
    e->multiline = n > 1 || chance(20);
    e->trailing = chance(60);
    return e;
  }
  case 2: {
    unsigned a = PICK(((unsigned[]){22, 80, 443, 5432, 6379, 8080}));
    unsigned b = PICK(((unsigned[]){53, 123, 8443, 9090, 9100}));
    return ex_raw(astrf("[for p in [%u, %u] : { port = p, protocol = \"%s\" }]",
                        a, b, rn(2) ? "tcp" : "udp"));
  }
  default:
    return ex_raw(
        astrf("[for i, s in %s : { name = s, index = i, label = upper(s) }]",
              d_words(1 + rn(4))));
  }
}

static Expr *d_mlstr(int depth) {
  if (depth > 0 && rn(2)) {
    const char *l = d_list_src(W_NAMES, COUNT(W_NAMES), 2 + rn(6));
    return ex_raw(astrf("{for s in %s : substr(s, 0, 1) => s...}", l));
  }
  Expr *e = ex_new(E_OBJECT, NULL);
  for (unsigned i = 0, n = rn(4); i < n; i++) {
    const char *k = PICK(W_NAMES);
    d_item_comment(ex_add(e, k, KEY_IDENT, d_tuple(T_STR, 0)));
  }
  e->multiline = e->nitems > 1;
  e->colon = chance(20);
  return e;
}

/* A value of any shape: mixed tuples, nested objects, nulls inside */
static Expr *d_any(int depth) {
  if (depth <= 0) {
    unsigned r = rn(100);
    if (r < 25)
      return g_num();
    if (r < 35)
      return ex_bool((int)rn(2));
    if (r < 40)
      return ex_null();
    if (r < 75)
      return g_str_lit();
    return d_template(0);
  }
  switch (rn(8)) {
  case 0:
  case 1: {
    Expr *e = ex_new(E_TUPLE, NULL);
    for (unsigned i = 0, n = rn(5); i < n; i++)
      d_item_comment(ex_add(e, NULL, 0, d_any(depth - 1)));
    e->multiline = e->nitems > 3 || chance(20);
    e->trailing = chance(60);
    return e;
  }
  case 2:
  case 3: {
    Expr *e = ex_new(E_OBJECT, NULL);
    for (unsigned i = 0, n = rn(5); i < n; i++) {
      const char *k = PICK(W_ATTRS);
      d_item_comment(ex_add(e, k, KEY_IDENT, d_any(depth - 1)));
    }
    e->multiline = e->nitems > 2 || chance(25);
    e->colon = chance(20);
    e->commas = chance(30);
    return e;
  }
  case 4: {
    DType t = (DType)rn(T_ANY);
    return d_value(t, depth - 1);
  }
  case 5:
    return ex_raw(astrf(
        "[for i, s in %s : { name = s, index = i, tags = [s, upper(s)] }]",
        d_words(1 + rn(4))));
  case 6:
    return ex_raw(astrf("{for s in %s : s => { len = strlen(s), tags = [s, "
                        "lower(s)], ok = s != \"\" }}",
                        d_words(1 + rn(4))));
  default:
    return d_any(0);
  }
}

/* An argument for jsonencode: any shape, but not null itself (a parameter
   of a spec function cannot be null) */
static Expr *d_any_arg(int depth) {
  Expr *e = d_any(depth);
  return e->k == E_NULL ? g_str_lit() : e;
}

static Expr *d_value(DType t, int depth) {
  switch (t) {
  case T_STR:
    return d_str(depth, 0);
  case T_NUM:
    return d_num(depth);
  case T_BOOL:
    return d_bool(depth);
  case T_LSTR:
    return d_lstr(depth);
  case T_LNUM:
    return d_lnum(depth);
  case T_MSTR:
    return d_mstr(depth);
  case T_MNUM:
    return d_mnum(depth);
  case T_LMSTR:
    return d_lmstr(depth);
  case T_MLSTR:
    return d_mlstr(depth);
  default:
    return d_any(depth);
  }
}

/* An attribute of type t: sometimes null; strings may be heredocs */
static void DA(Body *b, const char *name, DType t, int depth) {
  Expr *v;
  if (chance(2))
    v = ex_null();
  else if (t == T_STR)
    v = d_str(depth, 1);
  else
    v = d_value(t, depth);
  A(b, name, v);
}

static void d_extra_attrs(Body *b, unsigned max, int depth) {
  for (unsigned i = 0, n = rn(max + 1); i < n; i++) {
    const DAttr *a = &D_EXTRA[rn(COUNT(D_EXTRA))];
    DA(b, a->name, a->t, depth);
  }
}

static Expr *d_lits(unsigned n, const char *fmt, unsigned mod) {
  Expr *t = ex_new(E_TUPLE, NULL);
  for (unsigned i = 0; i < n; i++)
    ex_add(t, NULL, 0, ex_lit(astrf(fmt, rn(mod)), 0));
  return t;
}

/* Top-level blocks of decodable mode: resource (aws_instance,
   aws_security_group, aws_s3_bucket_policy), variable, module, locals, job,
   data, output, provider, setting; terraform and defaults come first. */

static void dgen_instance(Body *root) {
  const char *nm = PICK(W_NAMES);
  Body *b =
      add_block(root, "resource", "aws_instance", astrf("%s_%u", nm, g_id));
  root->last->identlabels = chance(3);
  if (rn(2))
    DA(b, "count", T_NUM, 1);
  A(b, "ami", ex_lit(astrf("ami-%08x", (unsigned)rnd()), 0));
  A(b, "instance_type", rn(2) ? d_str(1, 0) : ex_lit(PICK(W_ITYPES), 0));
  A(b, "subnet_id", ex_lit(astrf("subnet-%06x", rn(1u << 24)), 0));
  A(b, "vpc_security_group_ids", d_lits(1 + rn(2), "sg-%05x", 1u << 20));
  DA(b, "monitoring", T_BOOL, 1);
  A(b, "ebs_optimized", rn(2) ? ex_null() : ex_bool(1));
  A(b, "cpu_core_count", d_arith(1));
  d_extra_attrs(b, 2, 2);
  add_blank(b);
  DA(b, "tags", T_MSTR, 1);
  add_blank(b);
  {
    Body *r = add_block(b, "root_block_device", NULL, NULL);
    A(r, "volume_size", g_num());
    A(r, "volume_type", ex_lit(rn(2) ? "gp3" : "io2", 0));
    A(r, "encrypted", ex_bool(1));
    A(r, "iops", ex_num(rn(2) ? "3e3" : "16000"));
    A(r, "throughput", ex_num("125.5"));
  }
  for (unsigned i = 0, n = rn(3); i < n; i++) {
    Body *r = add_block(b, "ebs_block_device", NULL, NULL);
    A(r, "device_name", ex_lit(astrf("/dev/sd%c", 'f' + i), 0));
    A(r, "volume_size", ex_raw(astrf("[8, 16, 32, 64][%u]", rn(4))));
    A(r, "delete_on_termination", ex_bool((int)rn(2)));
  }
  if (rn(2)) {
    Body *l = add_block(b, "lifecycle", NULL, NULL);
    BItem *lb = b->last;
    A(l, "create_before_destroy", ex_bool(1));
    if (rn(2)) {
      Expr *t = ex_new(E_TUPLE, NULL);
      ex_add(t, NULL, 0, ex_lit("tags", 0));
      ex_add(t, NULL, 0, ex_lit("ami", 0));
      A(l, "ignore_changes", t);
    } else {
      lb->oneline = 1;
    }
  }
  if (rn(2)) {
    add_blank(b);
    Body *p =
        add_block(b, "provisioner", rn(2) ? "remote-exec" : "local-exec", NULL);
    Expr *t = ex_new(E_TUPLE, NULL);
    ex_add(t, NULL, 0, ex_lit("sudo apt-get update", 0));
    ex_add(t, NULL, 0, ex_lit("echo \"hello\" > /tmp/x", 0));
    const char *env = PICK(W_ENVS);
    ex_add(t, NULL, 0,
           ex_tpl(astrf("echo 'deploy ${upper(\"%s\")} — %s' | logger", env,
                        PICK(W_UNI))));
    t->multiline = 1;
    t->trailing = 1;
    A(p, "inline", t);
    Body *c = add_block(p, "connection", NULL, NULL);
    A(c, "type", ex_lit("ssh", 0));
    A(c, "host", ex_lit(PICK(D_IPS), 0));
    A(c, "user", ex_lit("ubuntu", 0));
    A(c, "private_key", d_str_call(0));
    A(c, "timeout", ex_lit("2m", 0));
  }
  if (rn(3)) {
    add_blank(b);
    A(b, "user_data", d_heredoc(0));
  }
}

static void dgen_security_group(Body *root) {
  Body *b =
      add_block(root, "resource", "aws_security_group", astrf("sg_%u", g_id));
  {
    const char *nm = PICK(W_NAMES);
    A(b, "name", ex_tpl(astrf("%s-sg-${lower(\"%s\")}", nm, PICK(W_ENVS))));
  }
  A(b, "description", ex_lit(PICK(W_SENT), 0));
  A(b, "vpc_id", ex_lit(astrf("vpc-%06x", rn(1u << 24)), 0));
  add_blank(b);
  for (unsigned i = 0, n = 1 + rn(3); i < n; i++) {
    Body *r = add_block(b, "ingress", NULL, NULL);
    unsigned port = PICK(((unsigned[]){22, 80, 443, 5432, 6379, 8080}));
    A(r, "description", ex_lit(PICK(W_NOTES), 0));
    A(r, "from_port", ex_num(astrf("%u", port)));
    A(r, "to_port",
      rn(2) ? ex_num(astrf("%u", port))
            : ex_raw(astrf("%u + %u", port, rn(10))));
    A(r, "protocol", ex_lit("tcp", 0));
    A(r, "cidr_blocks",
      rn(4) ? d_lits(1 + rn(3), "10.%u.0.0/16", 256)
            : ex_raw("[for n in [1, 2] : \"10.${n}.0.0/16\"]"));
  }
  {
    Body *r = add_block(b, "egress", NULL, NULL);
    A(r, "from_port", ex_num("0"));
    A(r, "to_port", ex_num("0"));
    A(r, "protocol", ex_lit("-1", 0));
    A(r, "cidr_blocks", ex_raw("[\"0.0.0.0/0\"]"));
    A(r, "ipv6_cidr_blocks", ex_raw("[\"::/0\"]"));
  }
  if (rn(2)) {
    add_blank(b);
    Body *d = add_block(b, "dynamic", "ingress", NULL);
    A(d, "for_each", d_lmstr(1));
    A(d, "iterator", ex_lit("rule", 0));
    Body *c = add_block(d, "content", NULL, NULL);
    A(c, "from_port", g_num());
    A(c, "to_port", d_arith(0));
    A(c, "protocol", d_index_str());
    A(c, "cidr_blocks", d_lstr(1));
    A(c, "description", d_template(1));
  }
  DA(b, "tags", T_MSTR, 1);
}

static void dgen_variable(Body *root) {
  static const char *const types[] = {"list(string)", "set(string)",
                                      "list(any)", "tuple([string, string])"};
  Body *b =
      add_block(root, "variable", astrf("%s_%u", PICK(W_VARS), g_id), NULL);
  A(b, "type", ex_lit(PICK(types), 0));
  A(b, "description",
    rn(3) ? ex_lit(PICK(W_SENT), 0) : ex_lit(PICK(W_UESC), 1));
  DA(b, "default", T_LSTR, 2);
  if (rn(3) == 0)
    A(b, "sensitive", ex_bool((int)rn(2)));
  if (rn(4) == 0)
    A(b, "nullable", ex_bool(0));
  if (rn(2)) {
    add_blank(b);
    Body *v = add_block(b, "validation", NULL, NULL);
    A(v, "condition", d_bool(2));
    A(v, "error_message",
      rn(2) ? ex_lit("The value must be a lowercase \"slug\".\nSee docs.", 0)
            : ex_lit(PICK(W_UNI), 0));
  }
}

static void dgen_module(Body *root) {
  Body *b = add_block(root, "module", astrf("net_%u", g_id), NULL);
  A(b, "source",
    ex_lit(rn(2) ? "./modules/network" : "terraform-aws-modules/vpc/aws", 0));
  {
    unsigned major = 1 + rn(5);
    A(b, "version", ex_lit(astrf("~> %u.%u", major, rn(20)), 0));
  }
  add_blank(b);
  A(b, "name", d_template(1));
  A(b, "cidr", ex_lit(astrf("10.%u.0.0/16", rn(256)), 0));
  DA(b, "azs", T_LSTR, 1);
  DA(b, "private_subnets", T_LSTR, 2);
  A(b, "public_subnets",
    ex_raw("[for i in [0, 1, 2] : \"10.0.${i + 100}.0/24\"]"));
  A(b, "enable_nat_gateway", d_bool(1));
  A(b, "single_nat_gateway", ex_raw(astrf("\"%s\" != \"prod\"", PICK(W_ENVS))));
  A(b, "max_azs", d_arith(1));
  d_extra_attrs(b, 4, 3);
  if (rn(2)) {
    Expr *p = ex_new(E_OBJECT, NULL);
    ex_add(p, "aws", KEY_IDENT, ex_lit("aws.east", 0));
    ex_add(p, "aws.dns", KEY_STR, ex_lit("aws.global", 0));
    p->multiline = 1;
    A(b, "providers", p);
  }
  if (rn(2)) {
    Expr *t = ex_new(E_TUPLE, NULL);
    ex_add(t, NULL, 0, ex_lit("aws_vpc.main", 0));
    ex_add(t, NULL, 0, ex_lit(astrf("module.net_%u", other_id()), 0));
    A(b, "depends_on", t);
  }
  DA(b, "tags", T_MSTR, 1);
}

static void dgen_locals(Body *root) {
  Body *b = add_block(root, "locals", NULL, NULL);
  for (unsigned i = 0, n = 4 + rn(10); i < n; i++) {
    const DAttr *a = &D_LOCALS[rn(COUNT(D_LOCALS))];
    if (rn(12) == 0) {
      char kind = rn(2) ? '#' : '/';
      add_comment(b, kind, PICK(W_NOTES));
    }
    DA(b, a->name, a->t, 2);
    if (chance(10))
      add_blank(b);
  }
}

static void dgen_job(Body *root) {
  Body *j = add_block(root, "job", astrf("%s_%u", PICK(W_NAMES), g_id), NULL);
  Expr *dcs = ex_new(E_TUPLE, NULL);
  ex_add(dcs, NULL, 0, ex_lit("dc1", 0));
  if (rn(2))
    ex_add(dcs, NULL, 0, ex_lit("dc2", 0));
  A(j, "datacenters", dcs);
  A(j, "type", ex_lit(rn(3) ? "service" : "batch", 0));
  A(j, "priority", ex_num(astrf("%u", 10 + rn(90))));
  A(j, "region", ex_lit(rn(2) ? "global" : PICK(W_REGIONS), 0));
  add_blank(j);
  for (unsigned i = 0, n = rn(3); i < n; i++) {
    Body *c = add_block(j, "constraint", NULL, NULL);
    A(c, "attribute",
      ex_lit(i ? "${meta.rack}" : "${attr.kernel.name}",
             0)); /* escaped: literal text */
    if (i)
      A(c, "operator", ex_lit("distinct_property", 0));
    A(c, "value", ex_lit(i ? "2" : "linux", 0));
  }
  {
    Body *u = add_block(j, "update", NULL, NULL);
    A(u, "max_parallel", ex_num(astrf("%u", 1 + rn(3))));
    A(u, "stagger", ex_lit("30s", 0));
    A(u, "auto_revert", ex_bool(1));
    A(u, "healthy_deadline", ex_lit("5m", 0));
  }
  if (rn(2)) {
    Body *m = add_block(j, "meta", NULL, NULL);
    A(m, "owner", ex_lit(PICK(W_UNI), 0));
    A(m, "version", d_template(0));
  }
  for (unsigned g = 0, ng = 1 + rn(2); g < ng; g++) {
    add_blank(j);
    Body *gr = add_block(j, "group", astrf("%s_%u", PICK(W_NAMES), g), NULL);
    A(gr, "count", rn(2) ? g_num() : d_num(1));
    {
      Body *n = add_block(gr, "network", NULL, NULL);
      A(n, "mode", ex_lit("bridge", 0));
      Body *p = add_block(n, "port", "http", NULL);
      A(p, "to", ex_num("8080"));
      if (rn(2)) {
        Body *p2 = add_block(n, "port", "metrics", NULL);
        A(p2, "static", ex_num("9102"));
        n->last->oneline = 1;
      }
    }
    {
      Body *r = add_block(gr, "restart", NULL, NULL);
      A(r, "attempts", ex_num(astrf("%u", rn(10))));
      A(r, "interval", ex_lit("30m", 0));
      A(r, "delay", ex_lit("15s", 0));
      A(r, "mode", ex_lit("fail", 0));
    }
    {
      Body *s = add_block(gr, "service", NULL, NULL);
      const char *nm = PICK(W_NAMES);
      A(s, "name", ex_tpl(astrf("%s-${upper(\"%s\")}", nm, PICK(W_WORDS))));
      A(s, "port", ex_lit("http", 0));
      Expr *tg = ex_new(E_TUPLE, NULL);
      ex_add(tg, NULL, 0, ex_lit("urlprefix-/", 0));
      ex_add(tg, NULL, 0, ex_tpl(astrf("version-${%u + 1}", rn(10))));
      A(s, "tags", tg);
      Body *c = add_block(s, "check", NULL, NULL);
      A(c, "type", ex_lit("http", 0));
      A(c, "path", ex_lit("/health", 0));
      A(c, "interval", ex_lit("10s", 0));
      A(c, "timeout", ex_lit("2s", 0));
      if (rn(2)) {
        Expr *h = ex_new(E_OBJECT, NULL);
        Expr *v = ex_new(E_TUPLE, NULL);
        ex_add(v, NULL, 0, ex_lit("Bearer abc.def", 0));
        ex_add(h, "Authorization", KEY_IDENT, v);
        A(c, "header", h);
      }
    }
    for (unsigned t = 0, nt = 1 + rn(2); t < nt; t++) {
      add_blank(gr);
      Body *tk = add_block(gr, "task", astrf("%s-%u", PICK(W_NAMES), t), NULL);
      A(tk, "driver", ex_lit(rn(4) ? "docker" : "exec", 0));
      A(tk, "user", ex_lit("nobody", 0));
      {
        Body *cf = add_block(tk, "config", NULL, NULL);
        const char *nm = PICK(W_NAMES);
        unsigned major = rn(5), minor = rn(20);
        A(cf, "image",
          ex_tpl(astrf("registry.example.com/%s:${\"v%u.%u\"}", nm, major,
                       minor)));
        Expr *pp = ex_new(E_TUPLE, NULL);
        ex_add(pp, NULL, 0, ex_lit("http", 0));
        A(cf, "ports", pp);
        Expr *args = ex_new(E_TUPLE, NULL);
        ex_add(args, NULL, 0, ex_lit("--port", 0));
        ex_add(args, NULL, 0, ex_tpl("${8080}"));
        ex_add(args, NULL, 0, ex_lit("--log-level", 0));
        ex_add(args, NULL, 0, ex_lit(rn(2) ? "info" : "debug", 0));
        args->multiline = 1;
        args->trailing = 1;
        A(cf, "args", args);
        if (rn(2)) {
          Body *lg = add_block(cf, "logging", NULL, NULL);
          A(lg, "type", ex_lit("journald", 0));
        }
      }
      {
        Body *env = add_block(tk, "env", NULL, NULL);
        A(env, "APP_ENV", ex_lit(PICK(W_ENVS), 0));
        A(env, "GREETING", ex_lit(PICK(W_UNI), 0));
        A(env, "WORKERS", d_arith(0));
        A(env, "DB_URL",
          ex_tpl(
              astrf("postgres://${\"app\"}@${\"%s\"}:5432/app", PICK(D_IPS))));
      }
      if (rn(2)) {
        Body *tp = add_block(tk, "template", NULL, NULL);
        A(tp, "data", d_heredoc((int)rn(2)));
        A(tp, "destination", ex_lit("local/app.conf", 0));
        A(tp, "change_mode", ex_lit("restart", 0));
      }
      {
        Body *rs = add_block(tk, "resources", NULL, NULL);
        A(rs, "cpu", ex_num(astrf("%u", 100 * (1 + rn(10)))));
        A(rs, "memory", ex_num(astrf("%u", 128 << rn(4))));
      }
    }
  }
}

static void dgen_output(Body *root) {
  Body *b =
      add_block(root, "output", astrf("%s_%u", PICK(W_ATTRS), g_id), NULL);
  if (rn(3) == 0) {
    Expr *e = d_call("jsonencode");
    ex_add(e, NULL, 0, d_any_arg(3));
    e->multiline = chance(30);
    A(b, "value", e);
  } else {
    DA(b, "value", T_STR, 3);
  }
  A(b, "description", ex_lit(PICK(W_SENT), 0));
  if (rn(3) == 0)
    A(b, "sensitive", ex_bool((int)rn(2)));
}

static void dgen_provider(Body *root) {
  Body *b = add_block(root, "provider", astrf("aws_%u", g_id), NULL);
  A(b, "alias", ex_lit(astrf("%s_%u", PICK(W_WORDS), g_id), 0));
  A(b, "region", ex_lit(PICK(W_REGIONS), 0));
  Body *ar = add_block(b, "assume_role", NULL, NULL);
  {
    unsigned acct = 100000 + rn(900000);
    A(ar, "role_arn",
      ex_tpl(astrf("arn:aws:iam::${%u * 1000}:role/%s", acct, PICK(W_NAMES))));
  }
  A(ar, "session_name", ex_lit("terraform", 0));
  Body *dt = add_block(b, "default_tags", NULL, NULL);
  DA(dt, "tags", T_MSTR, 1);
}

static void dgen_bucket(Body *root) {
  Body *b = add_block(root, "resource", "aws_s3_bucket_policy",
                      astrf("%s_%u", PICK(W_NAMES), g_id));
  {
    const char *nm = PICK(W_NAMES);
    A(b, "bucket", ex_lit(astrf("%s-%u", nm, other_id()), 0));
  }
  if (rn(2)) {
    A(b, "policy", d_heredoc(2));
  } else {
    Expr *e = d_call("jsonencode");
    Expr *o = ex_new(E_OBJECT, NULL);
    ex_add(o, "Version", KEY_IDENT, ex_lit("2012-10-17", 0));
    Expr *st = ex_new(E_TUPLE, NULL);
    Expr *s1 = ex_new(E_OBJECT, NULL);
    ex_add(s1, "Effect", KEY_IDENT, ex_lit(rn(2) ? "Allow" : "Deny", 0));
    ex_add(s1, "Action", KEY_IDENT,
           ex_lit(rn(2) ? "s3:GetObject" : "sqs:*", 0));
    ex_add(s1, "Resource", KEY_IDENT, d_template(0));
    s1->multiline = 1;
    ex_add(st, NULL, 0, s1);
    st->multiline = 1;
    ex_add(o, "Statement", KEY_IDENT, st);
    o->multiline = 1;
    ex_add(e, NULL, 0, o);
    e->multiline = chance(30);
    A(b, "policy", e);
  }
  d_extra_attrs(b, 3, 3);
}

static void dgen_setting(Body *root) {
  Body *b = add_block(root, "setting", astrf("setting_%u", g_id), NULL);
  root->last->oneline = 1;
  DA(b, "value", T_MSTR, 2);
  if (rn(2)) {
    root->last->oneline = 0;
    DA(b, "note", T_STR, 1);
  }
}

static void dgen_first(Body *root) {
  add_comment(root, '#',
              "Generated by bench/gen_config --decodable: no variables, "
              "decodable by bench/decode.hcldec.");
  add_comment(
      root, '/',
      "Content is synthetic (Terraform/Nomad-like); do not apply. Ünïcödé ✓");
  add_blank(root);
  Body *b = add_block(root, "terraform", NULL, NULL);
  A(b, "required_version", ex_lit(">= 1.3.0", 0));
  Body *rp = add_block(b, "required_providers", NULL, NULL);
  Expr *aws = ex_new(E_OBJECT, NULL);
  ex_add(aws, "source", KEY_IDENT, ex_lit("hashicorp/aws", 0));
  ex_add(aws, "version", KEY_IDENT, ex_lit(">= 4.0, < 6.0", 0));
  aws->multiline = 1;
  A(rp, "aws", aws);
  Body *be = add_block(b, "backend", "s3", NULL);
  A(be, "bucket", ex_lit("tf-state-café", 0));
  A(be, "key", ex_lit("prod/terraform.tfstate", 0));
  A(be, "region", ex_lit("eu-central-1", 0));
  A(be, "encrypt", ex_bool(1));
  add_blank(root);
  add_comment(
      root, '*',
      "Values of any shape: the spec decodes these attributes as `any`.");
  Body *d = add_block(root, "defaults", NULL, NULL);
  for (unsigned i = 0; i < COUNT(D_ANY); i++)
    A(d, D_ANY[i], d_any(3));
  add_blank(root);
}

static void dgen_chunk(Body *root) {
  if (g_id == 0) {
    dgen_first(root);
    return;
  }
  if (chance(35))
    g_comment(root);
  unsigned r = rn(100);
  if (r < 20)
    dgen_instance(root);
  else if (r < 30)
    dgen_security_group(root);
  else if (r < 42)
    dgen_variable(root);
  else if (r < 52)
    dgen_module(root);
  else if (r < 62)
    dgen_locals(root);
  else if (r < 75)
    dgen_job(root);
  else if (r < 81)
    gen_data(root);
  else if (r < 89)
    dgen_output(root);
  else if (r < 92)
    dgen_provider(root);
  else if (r < 97)
    dgen_bucket(root);
  else
    dgen_setting(root);
  add_blank(root);
}

/* ------------------------------------------------------------------------ */

static int parse_size(const char *s, uint64_t *out) {
  char *end;
  errno = 0;
  unsigned long long v = strtoull(s, &end, 10);
  if (errno || end == s)
    return -1;
  uint64_t mul = 1;
  switch (*end) {
  case 'k':
  case 'K':
    mul = 1ULL << 10;
    end++;
    break;
  case 'm':
  case 'M':
    mul = 1ULL << 20;
    end++;
    break;
  case 'g':
  case 'G':
    mul = 1ULL << 30;
    end++;
    break;
  default:
    break;
  }
  if (mul > 1 && (*end == 'i' || *end == 'I'))
    end++;
  if (*end == 'b' || *end == 'B')
    end++;
  if (*end)
    return -1;
  if (v > UINT64_MAX / mul)
    return -1;
  *out = (uint64_t)v * mul;
  return 0;
}

static void usage(FILE *f) {
  fputs("usage: gen_config [--json] [--decodable] SIZE > out\n"
        "  SIZE: bytes, optionally with a K, M or G suffix (binary: 1M = "
        "1048576)\n"
        "  --json: emit the same configuration in HCL's JSON syntax\n"
        "  --decodable: no variables anywhere; every block and attribute is\n"
        "    decoded by bench/decode.hcldec (a different configuration)\n",
        f);
}

int main(int argc, char **argv) {
  int json = 0, decodable = 0;
  const char *size_arg = NULL;
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--json") == 0) {
      json = 1;
    } else if (strcmp(argv[i], "--decodable") == 0) {
      decodable = 1;
    } else if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
      usage(stdout);
      return 0;
    } else if (!size_arg) {
      size_arg = argv[i];
    } else {
      usage(stderr);
      return 2;
    }
  }
  uint64_t target;
  if (!size_arg || parse_size(size_arg, &target) != 0) {
    usage(stderr);
    return 2;
  }

  static char obuf[1 << 20];
  setvbuf(stdout, obuf, _IOFBF, sizeof obuf);

  Out out = {stdout, NULL, 0};
  Out count = {NULL, NULL, 0};
  Out *native = json ? &count : &out;
  int first = 1;

  if (json)
    o_puts(&out, "{");
  for (g_id = 0; native->n < target; g_id++) {
    arena_reset();
    Body *root = body_new();
    if (decodable)
      dgen_chunk(root);
    else
      gen_chunk(root);
    nat_body(native, root, 0);
    if (json)
      js_items(&out, root, 1, &first);
    if (ferror(stdout))
      break;
  }
  if (json)
    o_puts(&out, first ? "}\n" : "\n}\n");
  if (fflush(stdout) != 0 || ferror(stdout)) {
    fprintf(stderr, "gen_config: write error: %s\n", strerror(errno));
    return 1;
  }
  return 0;
}
