#ifndef HCL_VALUE_H
#define HCL_VALUE_H

/*
 * Types and values of the information model: string, number, bool, list,
 * set, map, tuple, object, capsule, and the dynamic pseudo-type; null and
 * unknown values of every type.
 *
 * Ownership. Types and values are immutable and reference-counted.
 *   - A function returning `hcl_value *` or `const hcl_type *` as a result
 *     hands the caller one reference, released with hcl_value_unref() or
 *     hcl_type_unref(). NULL means out of memory (or invalid input, where
 *     the function says so).
 *   - Arguments are borrowed: a function that keeps an argument takes its
 *     own reference.
 *   - Static singletons (primitive types, true, false, the dynamic value,
 *     typed nulls of primitive types) need no release, but releasing them
 *     is harmless, so callers may treat every result alike.
 * Every value remembers the allocator it was built with (NULL: malloc),
 * and temporary memory an operation needs comes from the allocator of the
 * call, or else of the value or type it works on. Numbers keep their
 * significands in the value's own allocation; the arithmetic and decimal
 * conversion of numbers (GMP and MPFR) take their temporaries from GMP's
 * allocator, whose hooks are process-wide: the library never changes
 * them, and GMP's default ends the process when memory runs out.
 *
 * Threads. Separate handles (parsers, trees, contexts) may be used on
 * separate threads at once. Types, values and functions are immutable and
 * may be shared between threads: their reference counts are atomic, and
 * the static ones are initialised at compile time. Nothing here changes
 * process-wide or thread-wide state and leaves it changed: operations on
 * numbers set MPFR's exponent range (per thread) to the reference's
 * 32-bit binary exponents while they run, then restore the caller's range
 * and MPFR's exception flags.
 *
 * Nesting. Values and types may nest as deep as memory allows: releasing,
 * comparing, hashing (as set elements), inspecting and writing them as
 * JSON use no recursion. Walking something nested with several elements
 * at each of more than a few dozen levels takes memory for the walk; the
 * functions that return bool (hcl_type_equal, hcl_value_raw_equal) answer
 * false if they cannot get it. Conversion between types recurses, about
 * once per level it looks into, and fails with "nesting too deep" past a
 * fixed limit (2000 levels), well within an 8 MiB stack.
 */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hcl/alloc.h"
#include "hcl/diag.h"
#include "hcl/export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Section - Types */

typedef struct hcl_type hcl_type;
typedef struct hcl_value hcl_value;

typedef enum hcl_type_kind {
  HCL_TYPE_DYNAMIC = 0,
  HCL_TYPE_STRING,
  HCL_TYPE_NUMBER,
  HCL_TYPE_BOOL,
  HCL_TYPE_LIST,
  HCL_TYPE_SET,
  HCL_TYPE_MAP,
  HCL_TYPE_TUPLE,
  HCL_TYPE_OBJECT,
  HCL_TYPE_CAPSULE
} hcl_type_kind;

/** Operations a capsule type's creator provides; any may be NULL. */
typedef struct hcl_capsule_ops {
  /** Equality of two payloads of this type (NULL: pointer identity). */
  bool (*equal)(const void *a, const void *b);
  /** Called when the last reference to a value of this type goes. */
  void (*release)(void *payload);
} hcl_capsule_ops;

/* The primitive types and the dynamic pseudo-type: static, never NULL. */
HCL_API const hcl_type *hcl_type_dynamic(void);
HCL_API const hcl_type *hcl_type_string(void);
HCL_API const hcl_type *hcl_type_number(void);
HCL_API const hcl_type *hcl_type_bool(void);

/* Collection types of `elem`. */
HCL_API const hcl_type *hcl_type_list(const hcl_type *elem, const hcl_alloc *a);
HCL_API const hcl_type *hcl_type_set(const hcl_type *elem, const hcl_alloc *a);
HCL_API const hcl_type *hcl_type_map(const hcl_type *elem, const hcl_alloc *a);
/** A tuple of `n` element types (n may be 0). */
HCL_API const hcl_type *hcl_type_tuple(const hcl_type *const *elems, size_t n,
                                       const hcl_alloc *a);
/**
 * An object type with `n` attributes. Names need not be sorted (the type
 * keeps them sorted by byte order); NULL when two names are equal.
 */
HCL_API const hcl_type *hcl_type_object(const hcl_str *names,
                                        const hcl_type *const *types, size_t n,
                                        const hcl_alloc *a);
/**
 * The same, with the attributes whose flag in `optional` is true (NULL:
 * none) optional: a value converted to the type may lack them, and gets
 * null in their place (cty's ObjectWithOptionalAttrs). Such a type is a
 * type constraint, for conversion: the values conversion makes have object
 * types without optional attributes. Which attributes are optional is part
 * of the type's identity (hcl_type_equal), not of conformance.
 */
HCL_API const hcl_type *hcl_type_object_optional(const hcl_str *names,
                                                 const hcl_type *const *types,
                                                 const bool *optional, size_t n,
                                                 const hcl_alloc *a);
/** A capsule type: identical only to itself. `name` is copied. */
HCL_API const hcl_type *hcl_type_capsule(const char *name,
                                         const hcl_capsule_ops *ops,
                                         const hcl_alloc *a);

HCL_API const hcl_type *hcl_type_ref(const hcl_type *t);
HCL_API void hcl_type_unref(const hcl_type *t);

/* Section - Inspect types */

HCL_API hcl_type_kind hcl_type_kind_of(const hcl_type *t);
/** The element type of a list, set or map type; NULL otherwise. */
HCL_API const hcl_type *hcl_type_elem(const hcl_type *t);
/** Elements of a tuple type or attributes of an object type; 0 otherwise. */
HCL_API size_t hcl_type_count(const hcl_type *t);
/** The i-th element type of a tuple, or the i-th attribute type (in name
    order) of an object. */
HCL_API const hcl_type *hcl_type_at(const hcl_type *t, size_t i);
/** The i-th attribute name of an object type, in byte order. */
HCL_API hcl_str hcl_type_attr_name_at(const hcl_type *t, size_t i);
/** Whether the i-th attribute of an object type is optional. */
HCL_API bool hcl_type_attr_optional(const hcl_type *t, size_t i);
/** The index of attribute `name` of an object type, or SIZE_MAX. */
HCL_API size_t hcl_type_attr_index(const hcl_type *t, const char *name,
                                   size_t len);
/** A capsule type's name. */
HCL_API const char *hcl_type_capsule_name(const hcl_type *t);

/** Type identity, as the information model defines it (false also when
    a walk of deep types cannot get memory; see Nesting above). */
HCL_API bool hcl_type_equal(const hcl_type *a, const hcl_type *b);
/** Whether `t` has no dynamic pseudo-type anywhere inside it. */
HCL_API bool hcl_type_is_concrete(const hcl_type *t);
/** Whether `t` is a primitive type (string, number, bool). */
HCL_API bool hcl_type_is_primitive(const hcl_type *t);

/**
 * The type's name as the reference implementation's messages write it:
 * "string", "list of number", "map of set of bool", "tuple", "object",
 * "dynamic". Writes at most `cap` bytes including the NUL; returns the
 * full length (as snprintf).
 */
HCL_API size_t hcl_type_friendly_name(const hcl_type *t, char *buf, size_t cap);

/* Section - Values: constructors */

/** Null of type `t`. */
HCL_API hcl_value *hcl_value_null(const hcl_type *t, const hcl_alloc *a);
/** The unknown value of type `t`. */
HCL_API hcl_value *hcl_value_unknown(const hcl_type *t, const hcl_alloc *a);
/** The dynamic value: unknown, of the dynamic pseudo-type. Static. */
HCL_API hcl_value *hcl_value_dynamic(void);
/** true or false. Static. */
HCL_API hcl_value *hcl_value_bool(bool b);
/**
 * A string, normalised to NFC. NULL when out of memory or when `s` is not
 * valid UTF-8.
 */
HCL_API hcl_value *hcl_value_string(const char *s, size_t len,
                                    const hcl_alloc *a);
/**
 * A number read from decimal text (digits, optional fraction, optional
 * exponent; a leading '-' allowed) at 512 bits of precision, rounded to
 * nearest even. NULL when the text is not a number.
 */
HCL_API hcl_value *hcl_value_number_parse(const char *s, size_t len,
                                          const hcl_alloc *a);
/** An integer number (64-bit precision). */
HCL_API hcl_value *hcl_value_number_int(int64_t n, const hcl_alloc *a);
/** A number from a double (53-bit precision); NULL for a NaN. */
HCL_API hcl_value *hcl_value_number_double(double d, const hcl_alloc *a);

/**
 * A list of `n` values, each of type `elem` (or null/unknown of it). The
 * list takes its own references to the items.
 */
HCL_API hcl_value *hcl_value_list(const hcl_type *elem,
                                  const hcl_value *const *items, size_t n,
                                  const hcl_alloc *a);
/** A set of values of type `elem`; duplicates are dropped, and elements
    are kept in the reference's order. */
HCL_API hcl_value *hcl_value_set(const hcl_type *elem,
                                 const hcl_value *const *items, size_t n,
                                 const hcl_alloc *a);
/** A map from string keys to values of type `elem`; NULL when two keys
    are equal (after NFC). */
HCL_API hcl_value *hcl_value_map(const hcl_type *elem, const hcl_str *keys,
                                 const hcl_value *const *items, size_t n,
                                 const hcl_alloc *a);
/** A tuple of the given values; its type follows from theirs. */
HCL_API hcl_value *hcl_value_tuple(const hcl_value *const *items, size_t n,
                                   const hcl_alloc *a);
/** An object with the given attributes; NULL when two names are equal. */
HCL_API hcl_value *hcl_value_object(const hcl_str *names,
                                    const hcl_value *const *items, size_t n,
                                    const hcl_alloc *a);
/**
 * An object of object type `t`, whose attribute values are `items` in the
 * type's attribute order (hcl_type_attr_name_at). NULL when a value's type
 * is not exactly its attribute's (hcl_type_equal), when `t` is not an
 * object type or has optional attributes, or when out of memory.
 * Many objects of one shape so share one type instead of building one
 * each.
 */
HCL_API hcl_value *hcl_value_object_of_type(const hcl_type *t,
                                            const hcl_value *const *items,
                                            const hcl_alloc *a);
/** A value of capsule type `t` holding `payload`. */
HCL_API hcl_value *hcl_value_capsule(const hcl_type *t, void *payload,
                                     const hcl_alloc *a);

HCL_API hcl_value *hcl_value_ref(const hcl_value *v);
/** Releases one reference; the last one frees the value (iteratively, so
    deep values cannot exhaust the stack). */
HCL_API void hcl_value_unref(const hcl_value *v);

/* Section - Values: inspect */

HCL_API const hcl_type *hcl_value_type(const hcl_value *v);
HCL_API bool hcl_value_is_null(const hcl_value *v);
HCL_API bool hcl_value_is_unknown(const hcl_value *v);
/** Known and, for collections and structures, every element known. */
HCL_API bool hcl_value_is_wholly_known(const hcl_value *v);

/** A known, non-null bool's value. */
HCL_API bool hcl_value_as_bool(const hcl_value *v);
/** A known, non-null string's bytes (NFC UTF-8, not NUL-terminated). */
HCL_API hcl_str hcl_value_as_string(const hcl_value *v);
/** A known, non-null number as a double (rounded; infinities kept). */
HCL_API double hcl_value_as_double(const hcl_value *v);
/** A known, non-null number as an int64 if it is a whole number in range. */
HCL_API bool hcl_value_as_int64(const hcl_value *v, int64_t *out);
/**
 * A known, non-null number as decimal text, as the reference converts a
 * number to a string: the shortest digits that read back to the same value
 * at its precision, no exponent ("1.5", "-20", "3.3333333333333335").
 * Infinities are "Inf" and "-Inf". Returns the full length (as snprintf).
 */
HCL_API size_t hcl_value_number_text(const hcl_value *v, char *buf, size_t cap);

/** Elements of a known, non-null list, set, tuple or map, or attributes
    of an object. */
HCL_API size_t hcl_value_count(const hcl_value *v);
/** The i-th element or attribute value (maps and objects in key order). */
HCL_API const hcl_value *hcl_value_at(const hcl_value *v, size_t i);
/** The i-th key of a map or attribute name of an object. */
HCL_API hcl_str hcl_value_key_at(const hcl_value *v, size_t i);
/** The element of a map, or attribute of an object, named `key`; NULL if
    none. */
HCL_API const hcl_value *hcl_value_get(const hcl_value *v, const char *key,
                                       size_t len);
/** A capsule value's payload. */
HCL_API void *hcl_value_capsule_payload(const hcl_value *v);

/**
 * Raw equality: identical types, nullness and knownness, and equal
 * contents. Unlike the `==` operator this never returns unknown (false
 * also when a walk of deep values cannot get memory; see Nesting above).
 */
HCL_API bool hcl_value_raw_equal(const hcl_value *a, const hcl_value *b);

/* Section - Types for applications */

/**
 * `v` converted to type `want`, as cty's convert package converts:
 * unsafe conversions allowed (a string to a number, say), or with
 * `safe_only` only those that cannot fail for any value of v's type. On
 * success *out is a new reference (v itself when it already has the type)
 * and HCL_OK. When no conversion works, HCL_ERR_INVALID and:
 * - when `err` is given, *err the reference's message ("a number is
 *   required"; like cty's, it does not say where in the value);
 * - when `path` is given, *path where in `v` the conversion failed, as the
 *   steps of cty's path from `v`: `[0]` (an element of a list, set or
 *   tuple, by position), `["key"]` (of a map), `.name` (an attribute of an
 *   object): `[2].ports["http"]`. Empty when `v` itself, or its type as a
 *   whole (every failure of a `safe_only` conversion), does not convert.
 * Both strings are allocated with `a` (free with hcl_free), or NULL when
 * that allocation failed. HCL_ERR_NOMEM.
 */
HCL_API hcl_status hcl_value_convert(const hcl_value *v, const hcl_type *want,
                                     bool safe_only, const hcl_alloc *a,
                                     hcl_value **out, char **err, char **path);

/**
 * The type all of `types` convert to (cty's UnifyUnsafe, or with
 * `safe_only` its Unify), as a new reference in *out,
 * or NULL when there is none. HCL_OK, HCL_ERR_NOMEM, or HCL_ERR_INVALID
 * when the types nest too deep to tell.
 */
HCL_API hcl_status hcl_type_unify(const hcl_type *const *types, size_t n,
                                  bool safe_only, const hcl_alloc *a,
                                  const hcl_type **out);

/** Whether type `given` meets the type constraint `want`: the same type,
    except that the dynamic pseudo-type in `want` accepts any part (cty's
    TestConformance finding nothing). False also when a walk this deep
    cannot get memory (see Nesting above). */
HCL_API bool hcl_type_conforms(const hcl_type *given, const hcl_type *want);

/**
 * The type as a type expression, as the reference's typeexpr.TypeString
 * writes it: "list(string)", "object({name=string,port=number})",
 * "tuple([bool])", "any". Writes at most `cap` bytes including the NUL;
 * returns the full length (0 when memory ran out).
 */
HCL_API size_t hcl_type_expr_string(const hcl_type *t, char *buf, size_t cap);

/* Section - JSON */

/**
 * The value as JSON, written as cty's JSON encoding writes it for type
 * `as`: with `as` the value's own type, plain JSON (numbers in full
 * precision, object attributes and map keys in byte order, sets in their
 * order); where `as` is the dynamic pseudo-type, the value wrapped as
 * {"value":...,"type":...}. On success *out holds NUL-terminated text
 * from `a` (free with hcl_free(a, *out); *len its length). Fails with
 * HCL_ERR_INVALID and, when `err` is given, a message in *err ("value is
 * not known", "cannot serialize infinity as JSON", or a conversion's
 * failure) for values JSON cannot hold, also from `a` and freed with
 * hcl_free(a, *err); HCL_ERR_NOMEM.
 */
HCL_API hcl_status hcl_value_to_json(const hcl_value *v, const hcl_type *as,
                                     const hcl_alloc *a, char **out,
                                     size_t *len, char **err);

/** A type as cty's JSON type encoding: "string", ["list","number"],
    ["object",{"a":"bool"}], "dynamic". Text and errors as
    hcl_value_to_json (both freed with hcl_free(a, ...)). */
HCL_API hcl_status hcl_type_to_json(const hcl_type *t, const hcl_alloc *a,
                                    char **out, size_t *len, char **err);

/**
 * Reads JSON text as cty does with the type the text implies: objects
 * become objects, arrays tuples, null the dynamic null, numbers exact
 * (512 bits). The result in *out; on invalid JSON HCL_ERR_SYNTAX and, when
 * `err` is given, a message in *err worded as the reference's decoder
 * words it ("invalid character 'x' looking for beginning of value"), from
 * `a`: free it with hcl_free(a, *err). Text nested deeper than the
 * reference reads (10000 levels) is an error too.
 */
HCL_API hcl_status hcl_value_from_json(const char *text, size_t len,
                                       const hcl_alloc *a, hcl_value **out,
                                       char **err);

#ifdef __cplusplus
}
#endif

#endif
