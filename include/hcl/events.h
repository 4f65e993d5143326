#ifndef HCL_EVENTS_H
#define HCL_EVENTS_H

/*
 * The event stream: one vocabulary that both syntaxes produce and every sink
 * consumes. Events arrive in prefix order and properly nested: a node's
 * BEGIN comes before its children, its END after them.
 *
 *   stream     = BODY_BEGIN item* BODY_END
 *   item       = ATTR_BEGIN expr ATTR_END
 *              | BLOCK_BEGIN item* BLOCK_END
 *   expr       = EXPR_BEGIN expr* EXPR_END     (children per kind, below)
 *
 * TRIVIA events (comments, blank lines) are interleaved in source order for
 * sinks that ask for them with HCL_SINK_WANTS_TRIVIA.
 *
 * TOKEN events make the stream lossless, for sinks that ask for them with
 * HCL_SINK_WANTS_TOKENS (native syntax only): every token the scanner
 * reads, with its exact bytes and the spaces and tabs before it, in source
 * order. Concatenating `space` and `text` of all TOKEN events gives back
 * the input byte for byte. Sinks that do not ask pay nothing for them.
 */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "hcl/alloc.h"
#include "hcl/diag.h"
#include "hcl/export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Section - Types */

typedef enum hcl_event_kind {
  HCL_EV_BODY_BEGIN = 1,
  HCL_EV_BODY_END,
  HCL_EV_BLOCK_BEGIN,
  HCL_EV_BLOCK_END,
  HCL_EV_ATTR_BEGIN,
  HCL_EV_ATTR_END,
  HCL_EV_EXPR_BEGIN,
  HCL_EV_EXPR_END,
  HCL_EV_TRIVIA,
  HCL_EV_TOKEN
} hcl_event_kind;

/*
 * Expression nodes and their children, in order. Brackets mark children
 * that are present only when the named flag is set.
 */
typedef enum hcl_expr_kind {
  /** `lit` says which; `text` is the number's source text, "true",
      "false", "null", or a string's value after escapes and stripping. */
  HCL_EXPR_LITERAL = 1,
  /** parts: LITERAL (string), INTERPOLATION, TEMPLATE_IF, TEMPLATE_FOR.
      A heredoc has HCL_EVF_HEREDOC and `text` = its marker. */
  HCL_EXPR_TEMPLATE,
  /** `${ expr }`: one child. HCL_EVF_STRIP_LEFT/RIGHT for `${~` and `~}`. */
  HCL_EXPR_INTERPOLATION,
  /** `%{ if }`: cond, TEMPLATE (then), [TEMPLATE (else) if HCL_EVF_HAS_ELSE].
      Strip flags: HCL_EVF_STRIP_* for the if marker, HCL_EVF_ELSE_STRIP_*
      for else, HCL_EVF_END_STRIP_* for endif. */
  HCL_EXPR_TEMPLATE_IF,
  /** `%{ for }`: `text` = value name, `key` = key name or empty; children
      collection, TEMPLATE (body). Strip flags as TEMPLATE_IF (endfor). */
  HCL_EXPR_TEMPLATE_FOR,
  /** A variable and its constant steps: `text` = root name; children are
      STEP_ATTR and STEP_INDEX nodes. */
  HCL_EXPR_TRAVERSAL,
  /** Constant steps after another expression: source, then steps. */
  HCL_EXPR_RELATIVE_TRAVERSAL,
  /** `.name`: `text` = name; no children. */
  HCL_EXPR_STEP_ATTR,
  /** `[key]` with a constant key, or `.0` (HCL_EVF_LEGACY_INDEX): one
      child, a LITERAL or a one-literal TEMPLATE. */
  HCL_EXPR_STEP_INDEX,
  /** `coll[key]` with a computed key: collection, key. `aux_range` is the
      bracketed part. */
  HCL_EXPR_INDEX,
  /** `src.*...` (HCL_EVF_ATTR_SPLAT) or `src[*]...`: source, then the
      expression applied to each element, built on a SPLAT_ITEM.
      `aux_range` is the `.*` or `[*]` marker. */
  HCL_EXPR_SPLAT,
  /** The element placeholder inside a SPLAT's each-expression. */
  HCL_EXPR_SPLAT_ITEM,
  /** `text` = function name (`a::b` for namespaced names), `aux_range` =
      the name; children are the arguments. HCL_EVF_EXPAND_FINAL for `...`. */
  HCL_EXPR_CALL,
  /** `op` = HCL_OP_NEGATE or HCL_OP_NOT; one child. `aux_range` = symbol. */
  HCL_EXPR_UNARY,
  /** `op`; children lhs, rhs. */
  HCL_EXPR_BINARY,
  /** cond, true result, false result. */
  HCL_EXPR_CONDITIONAL,
  /** `[ ... ]`: elements. */
  HCL_EXPR_TUPLE,
  /** `{ ... }`: OBJECT_ITEM children. */
  HCL_EXPR_OBJECT,
  /** key, value. HCL_EVF_COLON when written `key: value`. A key that is a
      bare TRAVERSAL of one name means that name as a string. */
  HCL_EXPR_OBJECT_ITEM,
  /** `[for ...]`: `text` = value name, `key` = key name or empty; children
      collection, [key expr if HCL_EVF_FOR_HAS_KEY], value,
      [condition if HCL_EVF_FOR_HAS_COND]. */
  HCL_EXPR_FOR_TUPLE,
  /** `{for ...}`: as FOR_TUPLE; HCL_EVF_FOR_GROUP for a grouping `...`. */
  HCL_EXPR_FOR_OBJECT,
  /** `( expr )`: one child. */
  HCL_EXPR_PARENS,
  /** A placeholder where a syntax error left no expression. */
  HCL_EXPR_INVALID
} hcl_expr_kind;

typedef enum hcl_op {
  HCL_OP_NONE = 0,
  HCL_OP_OR,
  HCL_OP_AND,
  HCL_OP_EQ,
  HCL_OP_NE,
  HCL_OP_LT,
  HCL_OP_LE,
  HCL_OP_GT,
  HCL_OP_GE,
  HCL_OP_ADD,
  HCL_OP_SUB,
  HCL_OP_MUL,
  HCL_OP_DIV,
  HCL_OP_MOD,
  HCL_OP_NEGATE,
  HCL_OP_NOT
} hcl_op;

typedef enum hcl_lit {
  HCL_LIT_NONE = 0,
  HCL_LIT_NUMBER,
  HCL_LIT_BOOL,
  HCL_LIT_NULL,
  HCL_LIT_STRING
} hcl_lit;

typedef enum hcl_trivia_kind {
  HCL_TRIVIA_LINE_COMMENT = 1, /* `# ...` or `// ...`, text without newline */
  HCL_TRIVIA_BLOCK_COMMENT,    /* a slash-star comment, delimiters included */
  HCL_TRIVIA_BLANK_LINE        /* an empty line between items */
} hcl_trivia_kind;

/**
 * The lexical tokens of the native syntax, as TOKEN events carry them. A
 * newline token holds "\n" or "\r\n"; a line comment holds its newline
 * (then no NEWLINE token follows); a heredoc's opener holds `<<EOT` or
 * `<<-EOT` and its newline, its body is STRING_LIT text (split around
 * `${`/`%{` sequences, newlines included) and its closing marker with the
 * marker's indentation is one CHEREDOC, followed by a NEWLINE. The last
 * token is EOF: empty, its `space` holds any trailing spaces.
 */
typedef enum hcl_token_kind {
  HCL_TOKEN_EOF = 0,
  HCL_TOKEN_NEWLINE,
  HCL_TOKEN_IDENT,
  HCL_TOKEN_NUMBER,
  HCL_TOKEN_COMMENT,
  HCL_TOKEN_OBRACE,
  HCL_TOKEN_CBRACE,
  HCL_TOKEN_OBRACK,
  HCL_TOKEN_CBRACK,
  HCL_TOKEN_OPAREN,
  HCL_TOKEN_CPAREN,
  HCL_TOKEN_OQUOTE,
  HCL_TOKEN_CQUOTE,
  HCL_TOKEN_OHEREDOC,
  HCL_TOKEN_CHEREDOC,
  HCL_TOKEN_STAR,
  HCL_TOKEN_SLASH,
  HCL_TOKEN_PLUS,
  HCL_TOKEN_MINUS,
  HCL_TOKEN_PERCENT,
  HCL_TOKEN_EQUAL,     /* `=` */
  HCL_TOKEN_EQUAL_OP,  /* `==` */
  HCL_TOKEN_NOT_EQUAL, /* `!=` */
  HCL_TOKEN_LT,
  HCL_TOKEN_LE,
  HCL_TOKEN_GT,
  HCL_TOKEN_GE,
  HCL_TOKEN_AND,
  HCL_TOKEN_OR,
  HCL_TOKEN_BANG,
  HCL_TOKEN_DOT,
  HCL_TOKEN_COMMA,
  HCL_TOKEN_DOUBLE_COLON,
  HCL_TOKEN_ELLIPSIS,
  HCL_TOKEN_FAT_ARROW,
  HCL_TOKEN_QUESTION,
  HCL_TOKEN_COLON,
  HCL_TOKEN_TEMPLATE_INTERP,  /* `${` or `${~` */
  HCL_TOKEN_TEMPLATE_CONTROL, /* `%{` or `%{~` */
  HCL_TOKEN_TEMPLATE_SEQ_END, /* `}` or `~}` closing a template sequence */
  HCL_TOKEN_QUOTED_LIT,       /* literal text in a quoted string */
  HCL_TOKEN_STRING_LIT,       /* literal text in a heredoc */
  /* Not part of the language: only in input with errors. */
  HCL_TOKEN_BITWISE_AND,
  HCL_TOKEN_BITWISE_OR,
  HCL_TOKEN_BITWISE_NOT,
  HCL_TOKEN_BITWISE_XOR,
  HCL_TOKEN_APOSTROPHE,
  HCL_TOKEN_BACKTICK,
  HCL_TOKEN_SEMICOLON,
  HCL_TOKEN_INVALID,
  HCL_TOKEN_BAD_UTF8,
  HCL_TOKEN_QUOTED_NEWLINE
} hcl_token_kind;

/* Event flags. */
#define HCL_EVF_JSON_ORIGIN 0x00000001u   /* produced by the JSON front end */
#define HCL_EVF_RECOVERED 0x00000002u     /* built while recovering */
#define HCL_EVF_HEREDOC 0x00000004u       /* TEMPLATE: `<<` heredoc */
#define HCL_EVF_HEREDOC_FLUSH 0x00000008u /* TEMPLATE: `<<-` heredoc */
#define HCL_EVF_STRIP_LEFT 0x00000010u    /* `${~`, `%{~` */
#define HCL_EVF_STRIP_RIGHT 0x00000020u   /* `~}` */
#define HCL_EVF_ELSE_STRIP_LEFT 0x00000040u
#define HCL_EVF_ELSE_STRIP_RIGHT 0x00000080u
#define HCL_EVF_END_STRIP_LEFT 0x00000100u
#define HCL_EVF_END_STRIP_RIGHT 0x00000200u
#define HCL_EVF_HAS_ELSE 0x00000400u     /* TEMPLATE_IF */
#define HCL_EVF_LEGACY_INDEX 0x00000800u /* STEP_INDEX written `.0` */
#define HCL_EVF_ATTR_SPLAT 0x00001000u   /* SPLAT written `.*` */
#define HCL_EVF_EXPAND_FINAL 0x00002000u /* CALL: last argument `...` */
#define HCL_EVF_COLON 0x00004000u        /* OBJECT_ITEM `k: v` */
#define HCL_EVF_FOR_HAS_KEY 0x00008000u
#define HCL_EVF_FOR_HAS_COND 0x00010000u
#define HCL_EVF_FOR_GROUP 0x00020000u
#define HCL_EVF_ONE_LINE 0x00040000u /* BLOCK: `name { a = 1 }` */

/**
 * One event. All payload strings, `labels` and `label_ranges` are borrowed:
 * valid only during the callback that receives the event. A sink copies what
 * it keeps.
 *
 * Ranges: BODY_BEGIN is an empty range where the body's first token starts,
 * BODY_END one at the end of the file.
 * BLOCK_BEGIN spans the header from the type name to the opening brace and
 * BLOCK_END the closing brace. ATTR_BEGIN and ATTR_END span the whole
 * attribute, EXPR_BEGIN and EXPR_END the whole expression node.
 */
typedef struct hcl_event {
  hcl_event_kind kind;
  uint32_t flags;
  hcl_range range;
  union {
    struct {
      hcl_str type;
      hcl_range type_range;
      const hcl_str *labels;
      const hcl_range *label_ranges;
      size_t nlabels;
    } block;
    struct {
      hcl_str name;
      hcl_range name_range;
    } attr;
    struct {
      hcl_expr_kind kind;
      hcl_op op;
      hcl_lit lit;
      hcl_str text;
      hcl_str key;
      hcl_range aux_range;
    } expr;
    struct {
      hcl_trivia_kind kind;
      hcl_str text;
    } trivia;
    struct {
      hcl_token_kind kind;
      hcl_str text;  /* the token's bytes, exactly as in the input */
      hcl_str space; /* the spaces and tabs between the previous token and
                        this one */
    } token;
  } as;
} hcl_event;

/** Sink flags: what a sink asks the producer for. */
#define HCL_SINK_WANTS_TRIVIA 0x1u
/**
 * Every token, as TOKEN events (native syntax only; the JSON front end
 * ignores it). Where they come: in source order, each token before the
 * first structural event that begins after the token starts (for an END
 * event: that ends after it), and never before BODY_BEGIN: tokens before
 * the first item come right after it, and the EOF token just before
 * BODY_END. A token that is also trivia (a comment, a blank line's
 * newline) comes after its TRIVIA event when both are asked for. The
 * producer copies each token once into a queue that is emptied at every
 * structural event, so the cost is one copy of the input.
 */
#define HCL_SINK_WANTS_TOKENS 0x2u
/**
 * The sink ignores EXPR_BEGIN and EXPR_END events (a writer that works on
 * TOKEN events alone). A producer may then leave them out: the native
 * parser still parses and checks every expression but does not walk it to
 * send them, so an attribute's ATTR_BEGIN is followed by its tokens and
 * ATTR_END. A tee forwards them only to the sinks without this flag, and
 * has the flag itself only when all of its sinks do.
 */
#define HCL_SINK_SKIPS_EXPRS 0x4u
/**
 * Bits the library keeps for its own parsers and sinks, which may then
 * exchange events of kinds this header does not list. A sink written
 * outside the library leaves them clear. A tee never passes them on, and
 * a relay passes on only those its sink (one of the library's) has set,
 * so what either forwards to a sink written outside the library is always
 * the stream described here. A
 * sink that wraps one of the library's (the tree builder's, a writer's)
 * and copies its `wants` either clears these bits or passes every event
 * it does not know on untouched.
 */
#define HCL_SINK_PRIVATE 0xffff0000u

/**
 * A consumer of the stream: three callbacks sharing one context. Any callback
 * may be NULL (treated as returning HCL_OK). A non-HCL_OK return stops the
 * producer, which then calls `end` with that status and returns it.
 * `end` is called exactly once per stream, with HCL_OK after a complete
 * stream, or with the status that stopped it.
 */
typedef struct hcl_sink {
  void *ctx;
  hcl_status (*event)(void *ctx, const hcl_event *ev);
  hcl_status (*diagnostic)(void *ctx, const hcl_diag *d);
  hcl_status (*end)(void *ctx, hcl_status how_it_ended);
  uint32_t wants;
} hcl_sink;

/** A tee forwards one stream to several sinks in order. */
typedef struct hcl_tee hcl_tee;

/** The debug sink: prints one event per line (see docs/events.md). */
typedef struct hcl_dump hcl_dump;

/** The contract checker: verifies nesting, prefix order and ranges. */
typedef struct hcl_checker hcl_checker;

/* Section - Names */

/** "BODY_BEGIN", ... ; "?" for an unknown value. */
HCL_API const char *hcl_event_kind_name(hcl_event_kind k);
/** "literal", "template", ... ; "?" for an unknown value. */
HCL_API const char *hcl_expr_kind_name(hcl_expr_kind k);
/** The operator's symbol: "||", "+", "!", ... */
HCL_API const char *hcl_op_symbol(hcl_op op);

/* Section - Tee */

/**
 * A sink that forwards every event and diagnostic to `sinks[0..n)`, in order,
 * stopping at the first non-OK status. Its `wants` is the union of theirs.
 * The tee copies the array; the sinks' contexts stay owned by the caller.
 * A sink that stopped the stream still gets its `end` call.
 */
HCL_API hcl_tee *hcl_tee_new(const hcl_sink *sinks, size_t n,
                             const hcl_alloc *alloc);
HCL_API void hcl_tee_free(hcl_tee *t);
HCL_API hcl_sink hcl_tee_sink(hcl_tee *t);

/* Section - Relay */

/** A relay hands a stream to a sink on a thread of its own. */
typedef struct hcl_relay hcl_relay;

/**
 * A relay for one stream to `downstream`, whose context the caller keeps.
 * Give hcl_relay_sink() to a producer (a parser): while the producer runs
 * on the caller's thread, the relay's own thread calls `downstream` with
 * copies of the same events and diagnostics, in the same order, so both
 * keep a core busy. What is in flight at once is bounded (a megabyte, or
 * one event when an event is larger). `downstream` must not need to run
 * on the caller's thread.
 *
 * A failure `downstream` returns reaches the producer at one of its next
 * callbacks, and nothing after the failure is passed on, so `downstream`
 * sees what it would have seen directly. The relay's `end` returns when
 * `downstream`'s has, with its status: when the producer returns, the sink
 * is done. One stream per relay. NULL when out of memory or when no
 * thread can be started: use `downstream` directly then.
 */
HCL_API hcl_relay *hcl_relay_new(const hcl_sink *downstream,
                                 const hcl_alloc *alloc);
/** Stops the relay's thread; a stream that never ended is dropped. */
HCL_API void hcl_relay_free(hcl_relay *r);
HCL_API hcl_sink hcl_relay_sink(hcl_relay *r);

/* Section - Collecting diagnostics */

/**
 * A sink that takes no events and adds every diagnostic to `ds` (borrowed;
 * must outlive the stream). Tee it with the sink that takes the events.
 */
HCL_API hcl_sink hcl_diags_sink(hcl_diags *ds);

/* Section - Debug dump */

/** A dump sink writing to `out` (borrowed). `with_trivia` asks for trivia. */
HCL_API hcl_dump *hcl_dump_new(FILE *out, bool with_trivia,
                               const hcl_alloc *alloc);
HCL_API void hcl_dump_free(hcl_dump *d);
HCL_API hcl_sink hcl_dump_sink(hcl_dump *d);

/* Section - Contract checker */

/**
 * A sink that checks the stream's contract: kinds nest properly, children
 * counts fit their node kinds, ranges are well-formed and do not go
 * backwards. On the first violation it stops the stream with HCL_ERR_INVALID
 * and keeps a message for hcl_checker_error().
 */
HCL_API hcl_checker *hcl_checker_new(const hcl_alloc *alloc);
HCL_API void hcl_checker_free(hcl_checker *c);
HCL_API hcl_sink hcl_checker_sink(hcl_checker *c);
/** The first violation, or NULL. Valid until the checker is freed. */
HCL_API const char *hcl_checker_error(const hcl_checker *c);

#ifdef __cplusplus
}
#endif

#endif
