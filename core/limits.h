#ifndef HCL_CORE_LIMITS_H
#define HCL_CORE_LIMITS_H

/*
 * The library's internal limits, each defined once. The limits a caller
 * can change are in include/hcl/limits.h; docs/limits.md lists them all
 * with what happens when one is reached.
 */

/* Symbolic links followed from one output path before giving up with
   ELOOP, as the kernel's own limit for path resolution. */
#define HCL_MAX_SYMLINK_HOPS 40

/* ---- Events -------------------------------------------------------------- */

/* The relay (events/relay.c) copies a stream into chunks of this size and
   lets at most this many exist at once: what is in flight between the
   producer's thread and the sink's is bounded (an event larger than a
   chunk gets a chunk of its own size, which counts as one). The relay's
   thread gets the stack the command-line tools give their threads: the
   library's depth limits assume 8 MiB, with room for sanitizers. A record
   says its size in 32 bits, so an event of 4 GiB or more (text, labels
   and ranges) is refused as out of memory. */
#define HCL_RELAY_CHUNK_BYTES ((size_t)64 * 1024)
#define HCL_RELAY_MAX_CHUNKS 16u
#define HCL_RELAY_THREAD_STACK ((size_t)16 << 20)

/* ---- Rendering and output ------------------------------------------------ */

/* How far before a diagnostic's range the text renderer reads to find the
   start of its first line, and the most it reads in all: lines beyond
   are left out of the snippet (the message itself is whole). */
#define HCL_SNIPPET_LOOKBEHIND_BYTES 4096u
#define HCL_SNIPPET_MAX_BYTES (1u << 20)

/* Levels of indentation in the event dump (`hcl events`, the golden
   files): deeper events are indented this far and no further, so that a
   long chain of operators, each node one level inside the last, prints
   O(n) bytes rather than O(n^2). Golden files nest a dozen levels. */
#define HCL_DUMP_MAX_INDENT 64u

/* Names tried for an output file's temporary sibling before giving up
   with EEXIST, and the longest symbolic link target followed (a longer
   one fails with ENAMETOOLONG, as PATH_MAX does). */
#define HCL_MAX_TEMP_NAME_ATTEMPTS 100
#define HCL_MAX_LINK_TARGET_BYTES 4096

/* ---- Numbers, syntax and decoding ---------------------------------------- */

/* The binary exponent range of the reference's numbers (Go's big.Float
   MinExp and MaxExp): a number literal whose binary exponent falls outside
   is invalid ("Invalid number literal" in the native syntax, "Invalid JSON
   number" in JSON). The evaluator's numbers have the same range. */
#define HCL_NUMBER_EXP2_MIN (-2147483647LL - 1)
#define HCL_NUMBER_EXP2_MAX 2147483647LL

/* Attribute names kept in memory to find repeated ones (the native
   parser's "Attribute redefined", the JSON-to-native writer's "Duplicate
   attribute", the validator's for JSON block_attrs bodies): each body may hold
   the floor, and more while all open bodies together hold less than the budget.
   A body past both sends the rest of its names to a temporary file and finds
   their repeats when it closes (core/name_set.h), so a body of a million
   attributes is checked in a few megabytes. A name costs its length and about a
   hundred bytes. */
#define HCL_NAME_SET_FLOOR ((size_t)32 * 1024)
#define HCL_NAME_SET_MEMORY ((size_t)4 << 20)

/* Levels of the native expression parser, which recurses: past this, an
   expression is "Nesting too deep" whatever the max_depth option says,
   so that raising max_depth cannot exhaust the stack. */
#define HCL_MAX_NATIVE_EXPR_DEPTH 1000u

/* ---- Evaluation ---------------------------------------------------------- */

/* The longest decimal text a number is written out as (a string, JSON, a
   format verb). Numbers reach 2^(2^31), whose text would take gigabytes:
   converting one whose text may pass this length (as estimated from its
   binary exponent) is an error instead. A double's longest text is about
   1100 characters. */
#define HCL_MAX_NUMBER_TEXT_BYTES (1u << 20)

/* Expressions evaluated inside one another before the evaluator reports
   "Nesting too deep" instead of going deeper; a chain of binary operators
   counts as one. A level takes at most about 0.65 KiB of stack optimised
   and 1.3 KiB in a sanitizer build (measured over every kind of nesting),
   so the deepest evaluation fits in an 8 MiB stack six times over. */
#define HCL_MAX_EVAL_DEPTH 1000

/* Levels of recursion type conversion and unification (eval/convert.c)
   may use, about one per level of nesting they look into, before they
   fail with "nesting too deep". Far deeper than configurations nest (the
   native syntax allows 500 levels by default), and shallow enough that a
   thread with an 8 MiB stack survives it even under AddressSanitizer.
   Everything else on values (release, comparison, hashing, JSON) walks
   without recursion and has no such limit. */
#define HCL_MAX_CONVERT_DEPTH 2000

/* Calls of user-defined functions (hcl/userfunc.h) inside one another
   before a call fails: each level is a whole evaluation on the stack, up
   to HCL_MAX_EVAL_DEPTH deep itself, so this keeps the worst case within
   a thread's stack. A function calling itself fails at once. */
#define HCL_MAX_USERFUNC_DEPTH 100

#endif
