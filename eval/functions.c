/*
 * The function library: cty's standard functions under the names HCL
 * applications give them, as static objects. The functions themselves
 * live in one file per family (functions_number.c, functions_string.c,
 * functions_collection.c, functions_sequence.c, functions_map.c,
 * functions_convert.c, functions_json.c, functions_set.c,
 * functions_format.c, functions_regex.c, functions_csv.c,
 * functions_setproduct.c, functions_try.c for try and can, and
 * functions_typeexpr.c for convert); this file is their table.
 */

#include <string.h>

#include "eval/func_internal.h"
#include "hcl/functions.h"

#include "core/compare.h"

/* The families' functions (defined in the files named above). */
extern const hcl_func hcl_fn_abs;
extern const hcl_func hcl_fn_can;
extern const hcl_func hcl_fn_convert;
extern const hcl_func hcl_fn_ceil;
extern const hcl_func hcl_fn_chomp;
extern const hcl_func hcl_fn_chunklist;
extern const hcl_func hcl_fn_coalesce;
extern const hcl_func hcl_fn_coalescelist;
extern const hcl_func hcl_fn_compact;
extern const hcl_func hcl_fn_concat;
extern const hcl_func hcl_fn_contains;
extern const hcl_func hcl_fn_csvdecode;
extern const hcl_func hcl_fn_distinct;
extern const hcl_func hcl_fn_element;
extern const hcl_func hcl_fn_flatten;
extern const hcl_func hcl_fn_floor;
extern const hcl_func hcl_fn_format;
extern const hcl_func hcl_fn_formatdate;
extern const hcl_func hcl_fn_formatlist;
extern const hcl_func hcl_fn_hasindex;
extern const hcl_func hcl_fn_indent;
extern const hcl_func hcl_fn_index;
extern const hcl_func hcl_fn_int;
extern const hcl_func hcl_fn_join;
extern const hcl_func hcl_fn_jsondecode;
extern const hcl_func hcl_fn_jsonencode;
extern const hcl_func hcl_fn_keys;
extern const hcl_func hcl_fn_length;
extern const hcl_func hcl_fn_log;
extern const hcl_func hcl_fn_lookup;
extern const hcl_func hcl_fn_lower;
extern const hcl_func hcl_fn_max;
extern const hcl_func hcl_fn_merge;
extern const hcl_func hcl_fn_min;
extern const hcl_func hcl_fn_parseint;
extern const hcl_func hcl_fn_pow;
extern const hcl_func hcl_fn_range;
extern const hcl_func hcl_fn_regex;
extern const hcl_func hcl_fn_regex_replace;
extern const hcl_func hcl_fn_regexall;
extern const hcl_func hcl_fn_replace;
extern const hcl_func hcl_fn_reverse;
extern const hcl_func hcl_fn_reverselist;
extern const hcl_func hcl_fn_sethaselement;
extern const hcl_func hcl_fn_setintersection;
extern const hcl_func hcl_fn_setproduct;
extern const hcl_func hcl_fn_setsubtract;
extern const hcl_func hcl_fn_setsymmetricdifference;
extern const hcl_func hcl_fn_setunion;
extern const hcl_func hcl_fn_signum;
extern const hcl_func hcl_fn_slice;
extern const hcl_func hcl_fn_sort;
extern const hcl_func hcl_fn_split;
extern const hcl_func hcl_fn_strlen;
extern const hcl_func hcl_fn_substr;
extern const hcl_func hcl_fn_timeadd;
extern const hcl_func hcl_fn_title;
extern const hcl_func hcl_fn_tobool;
extern const hcl_func hcl_fn_tolist;
extern const hcl_func hcl_fn_tomap;
extern const hcl_func hcl_fn_tonumber;
extern const hcl_func hcl_fn_toset;
extern const hcl_func hcl_fn_tostring;
extern const hcl_func hcl_fn_trim;
extern const hcl_func hcl_fn_trimprefix;
extern const hcl_func hcl_fn_trimspace;
extern const hcl_func hcl_fn_trimsuffix;
extern const hcl_func hcl_fn_try;
extern const hcl_func hcl_fn_upper;
extern const hcl_func hcl_fn_values;
extern const hcl_func hcl_fn_zipmap;

typedef struct entry {
  const char *name;
  const hcl_func *f;
} entry;

/* In name (byte) order, for the binary search. */
static const entry table[] = {
    {"abs", &hcl_fn_abs},
    {"can", &hcl_fn_can},
    {"ceil", &hcl_fn_ceil},
    {"chomp", &hcl_fn_chomp},
    {"chunklist", &hcl_fn_chunklist},
    {"coalesce", &hcl_fn_coalesce},
    {"coalescelist", &hcl_fn_coalescelist},
    {"compact", &hcl_fn_compact},
    {"concat", &hcl_fn_concat},
    {"contains", &hcl_fn_contains},
    {"convert", &hcl_fn_convert},
    {"csvdecode", &hcl_fn_csvdecode},
    {"distinct", &hcl_fn_distinct},
    {"element", &hcl_fn_element},
    {"flatten", &hcl_fn_flatten},
    {"floor", &hcl_fn_floor},
    {"format", &hcl_fn_format},
    {"formatdate", &hcl_fn_formatdate},
    {"formatlist", &hcl_fn_formatlist},
    {"hasindex", &hcl_fn_hasindex},
    {"indent", &hcl_fn_indent},
    {"index", &hcl_fn_index},
    {"int", &hcl_fn_int},
    {"join", &hcl_fn_join},
    {"jsondecode", &hcl_fn_jsondecode},
    {"jsonencode", &hcl_fn_jsonencode},
    {"keys", &hcl_fn_keys},
    {"length", &hcl_fn_length},
    {"log", &hcl_fn_log},
    {"lookup", &hcl_fn_lookup},
    {"lower", &hcl_fn_lower},
    {"max", &hcl_fn_max},
    {"merge", &hcl_fn_merge},
    {"min", &hcl_fn_min},
    {"parseint", &hcl_fn_parseint},
    {"pow", &hcl_fn_pow},
    {"range", &hcl_fn_range},
    {"regex", &hcl_fn_regex},
    {"regex_replace", &hcl_fn_regex_replace},
    {"regexall", &hcl_fn_regexall},
    {"replace", &hcl_fn_replace},
    {"reverse", &hcl_fn_reverse},
    {"reverselist", &hcl_fn_reverselist},
    {"sethaselement", &hcl_fn_sethaselement},
    {"setintersection", &hcl_fn_setintersection},
    {"setproduct", &hcl_fn_setproduct},
    {"setsubtract", &hcl_fn_setsubtract},
    {"setsymmetricdifference", &hcl_fn_setsymmetricdifference},
    {"setunion", &hcl_fn_setunion},
    {"signum", &hcl_fn_signum},
    {"slice", &hcl_fn_slice},
    {"sort", &hcl_fn_sort},
    {"split", &hcl_fn_split},
    {"strlen", &hcl_fn_strlen},
    {"substr", &hcl_fn_substr},
    {"timeadd", &hcl_fn_timeadd},
    {"title", &hcl_fn_title},
    {"tobool", &hcl_fn_tobool},
    {"tolist", &hcl_fn_tolist},
    {"tomap", &hcl_fn_tomap},
    {"tonumber", &hcl_fn_tonumber},
    {"toset", &hcl_fn_toset},
    {"tostring", &hcl_fn_tostring},
    {"trim", &hcl_fn_trim},
    {"trimprefix", &hcl_fn_trimprefix},
    {"trimspace", &hcl_fn_trimspace},
    {"trimsuffix", &hcl_fn_trimsuffix},
    {"try", &hcl_fn_try},
    {"upper", &hcl_fn_upper},
    {"values", &hcl_fn_values},
    {"zipmap", &hcl_fn_zipmap},
};

#define COUNT (sizeof table / sizeof *table)

static int compare(const char *name, size_t len, const char *key) {
  return hcl_bytes_compare(name, len, key, strlen(key));
}

const hcl_func *hcl_func_library_lookup(const char *name, size_t len) {
  size_t lo = 0, hi = COUNT;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    int c = compare(name, len, table[mid].name);
    if (c == 0)
      return table[mid].f;
    if (c < 0)
      hi = mid;
    else
      lo = mid + 1;
  }
  return NULL;
}

size_t hcl_func_library_count(void) { return COUNT; }

const char *hcl_func_library_name_at(size_t i) {
  return i < COUNT ? table[i].name : NULL;
}

hcl_status hcl_eval_ctx_add_functions(hcl_eval_ctx *c) {
  for (size_t i = 0; i < COUNT; i++) {
    hcl_status st = hcl_eval_ctx_set_func(c, table[i].name,
                                          strlen(table[i].name), table[i].f);
    if (st != HCL_OK)
      return st;
  }
  return HCL_OK;
}
