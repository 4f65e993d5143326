/*
 * What the near-linear algorithms of the evaluator must keep: object keys
 * (last one wins, duplicates reported in order), set order and duplicate
 * removal, set equality, distinct, number equality and the grouping of
 * equal types in unification. Each is checked
 * on large random inputs against a plain quadratic implementation of the
 * rules, the way the library computed them before (and the way cty
 * does): every duplicate compared with every earlier element, sets
 * insertion-sorted by cty's Less after bucketing by hash.
 */

#include <criterion/criterion.h>
#include <mpfr.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/buf.h"
#include "eval/convert.h"
#include "eval/func_common.h"
#include "eval/number.h"
#include "eval/value_internal.h"
#include "eval/value_json.h"
#include "eval/value_order.h"
#include "hcl/hcl.h"
#include "test_util.h"
#include "value_dump.h"

/* ---- Random inputs ------------------------------------------------------- */

static uint64_t rng = 0x9e3779b97f4a7c15u;

static uint64_t rnd(void) { /* xorshift64* */
  rng ^= rng >> 12;
  rng ^= rng << 25;
  rng ^= rng >> 27;
  return rng * 0x2545f4914f6cdd1du;
}

static size_t below(size_t n) { return (size_t)(rnd() % n); }

static hcl_value *str(const char *s) {
  hcl_value *v = hcl_value_string(s, strlen(s), NULL);
  cr_assert(v);
  return v;
}

static hcl_value *parsed(const char *s) {
  hcl_value *v = hcl_value_number_parse(s, strlen(s), NULL);
  cr_assert(v, "%s", s);
  return v;
}

static hcl_value *dbl(double d) {
  hcl_value *v = hcl_value_number_double(d, NULL);
  cr_assert(v);
  return v;
}

/* A number of `prec` bits with `m` (fitting) as significand, times 2^e. */
static hcl_value *num_bits(mpfr_prec_t prec, long m, long e) {
  mpfr_t x;
  mpfr_init2(x, prec);
  mpfr_set_si_2exp(x, m, e, MPFR_RNDN);
  hcl_value *v = hcl_value_number_from_mpfr(x, NULL);
  mpfr_clear(x);
  cr_assert(v);
  return v;
}

/* Numbers that trip each rule: equal at different precisions, equal
   decimals with different canonical (ten-digit) texts, ten-digit texts
   shared by different numbers, neighbours at a power of two that Go
   prints alike, infinities, zeros of both signs. */
static hcl_value *number_pool[64];
static size_t number_pool_n;

static void make_number_pool(void) {
  if (number_pool_n)
    return;
  size_t n = 0;
  const char *texts[] = {"0",
                         "-0",
                         "1",
                         "2",
                         "3",
                         "10",
                         "0.1",
                         "0.25",
                         "-7",
                         "1e300",
                         "Inf",
                         "-Inf",
                         "0.5",
                         "1.0000000005",
                         "2.0000000015",
                         "1.00000000001",
                         "1.00000000002",
                         "1.00000000003"};
  for (size_t i = 0; i < sizeof texts / sizeof *texts; i++)
    number_pool[n++] = parsed(texts[i]);
  const double ds[] = {0.1,
                       1.0000000005,
                       2.0000000015,
                       0.25,
                       3,
                       3.1554436208840472e-30,
                       3.155443620884047e-30,
                       6.310887241768095e-30,
                       6.310887241768094e-30};
  for (size_t i = 0; i < sizeof ds / sizeof *ds; i++)
    number_pool[n++] = dbl(ds[i]);
  for (int i = 0; i < 4; i++)
    number_pool[n++] = hcl_value_number_int(i, NULL);
  /* a power of two and its predecessor at 8 and 512 bits */
  number_pool[n++] = num_bits(8, 1, 40);
  number_pool[n++] = num_bits(8, 255, 32);
  number_pool[n++] = num_bits(512, 1, -300);
  number_pool[n++] = num_bits(24, 3, 0);
  number_pool[n++] = num_bits(2, 3, 0);
  number_pool_n = n;
}

static hcl_value *random_number(void) {
  make_number_pool();
  return hcl_value_ref(number_pool[below(number_pool_n)]);
}

static hcl_value *random_string(size_t distinct) {
  char buf[32];
  snprintf(buf, sizeof buf, "s%zu", below(distinct));
  return str(buf);
}

typedef enum elem_kind {
  K_STRING,
  K_NUMBER,
  K_BOOL,
  K_LIST,   /* list(number) */
  K_MAP,    /* map(string) */
  K_OBJECT, /* object({x = number, y = string}) */
  K_SET,    /* set(string) */
  K_KINDS
} elem_kind;

static const hcl_type *elem_type(elem_kind k) {
  static const hcl_type *types[K_KINDS];
  if (!types[k]) {
    switch (k) {
    case K_STRING:
      types[k] = hcl_type_string();
      break;
    case K_NUMBER:
      types[k] = hcl_type_number();
      break;
    case K_BOOL:
      types[k] = hcl_type_bool();
      break;
    case K_LIST:
      types[k] = hcl_type_list(hcl_type_number(), NULL);
      break;
    case K_MAP:
      types[k] = hcl_type_map(hcl_type_string(), NULL);
      break;
    case K_OBJECT: {
      hcl_str names[2] = {{"x", 1}, {"y", 1}};
      const hcl_type *ts[2] = {hcl_type_number(), hcl_type_string()};
      types[k] = hcl_type_object(names, ts, 2, NULL);
      break;
    }
    default:
      types[k] = hcl_type_set(hcl_type_string(), NULL);
      break;
    }
  }
  return types[k];
}

/* A random element of kind k: null or unknown sometimes, and unknowns
   inside collections when `unknowns`. */
static hcl_value *random_elem(elem_kind k, bool unknowns, size_t distinct) {
  const hcl_type *t = elem_type(k);
  size_t r = below(40);
  if (r == 0)
    return hcl_value_null(t, NULL);
  if (r == 1 && unknowns)
    return hcl_value_unknown(t, NULL);
  switch (k) {
  case K_STRING:
    return random_string(distinct);
  case K_NUMBER:
    return random_number();
  case K_BOOL:
    return hcl_value_bool(below(2));
  case K_OBJECT: {
    hcl_str names[2] = {{"x", 1}, {"y", 1}};
    hcl_value *items[2] = {random_number(), random_string(3)};
    if (unknowns && below(8) == 0) {
      hcl_value_unref(items[1]);
      items[1] = hcl_value_unknown(hcl_type_string(), NULL);
    }
    hcl_value *v =
        hcl_value_object(names, (const hcl_value *const *)items, 2, NULL);
    hcl_value_unref(items[0]);
    hcl_value_unref(items[1]);
    return v;
  }
  default: {
    size_t n = below(4);
    hcl_value *items[4];
    hcl_str keys[4] = {{"a", 1}, {"b", 1}, {"c", 1}, {"d", 1}};
    for (size_t i = 0; i < n; i++) {
      if (unknowns && below(10) == 0)
        items[i] = hcl_value_unknown(
            k == K_LIST ? hcl_type_number() : hcl_type_string(), NULL);
      else
        items[i] = k == K_LIST ? random_number() : random_string(4);
    }
    const hcl_value *const *c = (const hcl_value *const *)items;
    hcl_value *v = k == K_LIST ? hcl_value_list(hcl_type_number(), c, n, NULL)
                   : k == K_MAP
                       ? hcl_value_map(hcl_type_string(), keys, c, n, NULL)
                       : hcl_value_set(hcl_type_string(), c, n, NULL);
    for (size_t i = 0; i < n; i++)
      hcl_value_unref(items[i]);
    return v;
  }
  }
}

/* ---- The quadratic reference ------------------------------------------- */

static uint32_t crc32_ieee(const char *p, size_t n) {
  uint32_t c = 0xFFFFFFFFu;
  for (size_t i = 0; i < n; i++) {
    c ^= (unsigned char)p[i];
    for (int k = 0; k < 8; k++)
      c = (c >> 1) ^ (0xEDB88320u & (0u - (c & 1u)));
  }
  return c ^ 0xFFFFFFFFu;
}

typedef struct ref_elem {
  const hcl_value *v;
  char *text;
  size_t len;
  uint32_t hash; /* a Go int in cty: unsigned */
} ref_elem;

static void ref_text(ref_elem *e, const hcl_value *v) {
  hcl_buf b;
  hcl_buf_init(&b, NULL);
  cr_assert_eq(hcl_value_set_text(&b, v), HCL_OK);
  e->v = v;
  e->len = b.len;
  e->text = malloc(b.len + 1);
  memcpy(e->text, b.data ? b.data : "", b.len);
  e->hash = crc32_ieee(b.data ? b.data : "", b.len);
  hcl_buf_fini(&b);
}

/* cty's Equals answered true. */
static bool equals_true(const hcl_value *a, const hcl_value *b) {
  hcl_value *eq = hcl_value_equals(a, b, NULL);
  cr_assert(eq);
  bool t = !hcl_value_is_unknown(eq) && hcl_value_as_bool(eq);
  hcl_value_unref(eq);
  return t;
}

/* cty's setRules.Less as the library wrote it before. */
static bool ref_less(const ref_elem *x, const ref_elem *y) {
  const hcl_value *a = x->v, *b = y->v;
  if (a == b)
    return false;
  bool an = hcl_value_is_null(a), bn = hcl_value_is_null(b);
  if (bn && !an)
    return true;
  if (an)
    return false;
  bool ak = !hcl_value_is_unknown(a), bk = !hcl_value_is_unknown(b);
  if (ak && !bk)
    return true;
  if (!ak)
    return false;
  switch (hcl_type_kind_of(hcl_value_type(a))) {
  case HCL_TYPE_STRING: {
    hcl_str s = hcl_value_as_string(a), t = hcl_value_as_string(b);
    size_t n = s.len < t.len ? s.len : t.len;
    int c = memcmp(s.ptr, t.ptr, n);
    return c < 0 || (c == 0 && s.len < t.len);
  }
  case HCL_TYPE_BOOL:
    return hcl_value_as_bool(b) || !hcl_value_as_bool(a);
  case HCL_TYPE_NUMBER:
    return hcl_number_cmp(a, b) < 0;
  default: {
    size_t n = x->len < y->len ? x->len : y->len;
    int c = memcmp(x->text, y->text, n);
    return c < 0 || (c == 0 && x->len < y->len);
  }
  }
}

/* The set of `items` the old way: each element compared with every
   earlier kept one of its hash, then buckets in hash order (input order
   within one) and insertion sort by Less. Fills `out` (the kept elements
   in order); returns their count. (The library used to order the buckets
   by the hash as a signed 32-bit number, which put 0 before -0; cty's
   hash is a Go int, so -0 comes first, as here.) */
static size_t ref_set(hcl_value *const *items, size_t n, ref_elem *out) {
  ref_elem *e = calloc(n ? n : 1, sizeof *e);
  bool *dup = calloc(n ? n : 1, sizeof *dup);
  for (size_t i = 0; i < n; i++)
    ref_text(&e[i], items[i]);
  for (size_t i = 0; i < n; i++)
    for (size_t j = 0; j < i && !dup[i]; j++)
      if (!dup[j] && e[j].hash == e[i].hash)
        dup[i] = equals_true(e[j].v, e[i].v);
  size_t k = 0;
  for (size_t i = 0; i < n; i++) {
    if (dup[i])
      free(e[i].text);
    else
      out[k++] = e[i];
  }
  for (size_t i = 1; i < k; i++) { /* stable, by hash */
    ref_elem cur = out[i];
    size_t j = i;
    for (; j > 0 && out[j - 1].hash > cur.hash; j--)
      out[j] = out[j - 1];
    out[j] = cur;
  }
  for (size_t i = 1; i < k; i++) { /* stable, by Less */
    ref_elem cur = out[i];
    size_t j = i;
    for (; j > 0 && ref_less(&cur, &out[j - 1]); j--)
      out[j] = out[j - 1];
    out[j] = cur;
  }
  free(e);
  free(dup);
  return k;
}

static void free_items(hcl_value **items, size_t n) {
  for (size_t i = 0; i < n; i++)
    hcl_value_unref(items[i]);
  free(items);
}

/* Checks that the set made of `items` has the reference's elements in the
   reference's order (the very values given, so compared by identity). */
static void check_set(const hcl_value *set, hcl_value *const *items, size_t n,
                      const char *what) {
  ref_elem *want = calloc(n ? n : 1, sizeof *want);
  size_t k = ref_set(items, n, want);
  cr_assert_eq(hcl_value_count(set), k, "%s: %zu elements, want %zu", what,
               hcl_value_count(set), k);
  for (size_t i = 0; i < k; i++) {
    if (hcl_value_at(set, i) != want[i].v) {
      char *got = test_value_dump(hcl_value_at(set, i));
      char *exp = test_value_dump(want[i].v);
      cr_assert_fail("%s: element %zu is %s, want %s", what, i, got, exp);
    }
  }
  for (size_t i = 0; i < k; i++)
    free(want[i].text);
  free(want);
}

/* ---- Sets ---------------------------------------------------------------- */

Test(scale_sets, order_and_duplicates_match_the_quadratic_rules,
     .timeout = 120) {
  rng = 0x1234567u;
  for (int trial = 0; trial < 100; trial++) {
    elem_kind k = (elem_kind)(trial % K_KINDS);
    size_t n = trial < 7 ? 800 : 1 + below(200);
    size_t distinct = 1 + below(n);
    hcl_value **items = malloc(n * sizeof *items);
    for (size_t i = 0; i < n; i++)
      items[i] = random_elem(k, trial % 3 != 0, distinct);
    hcl_value *set =
        hcl_value_set(elem_type(k), (const hcl_value *const *)items, n, NULL);
    cr_assert(set);
    char what[64];
    snprintf(what, sizeof what, "trial %d (kind %d, %zu items)", trial, k, n);
    check_set(set, items, n, what);
    hcl_value_unref(set);
    free_items(items, n);
  }
}

Test(scale_sets, toset_on_repeats_matches_the_quadratic_rules, .timeout = 60) {
  rng = 0xabcdefu;
  const hcl_func *toset = hcl_func_library_lookup("toset", 5);
  cr_assert(toset);
  for (int trial = 0; trial < 8; trial++) {
    elem_kind k = trial % 2 ? K_STRING : K_NUMBER;
    size_t n = 1500, distinct = 1 + below(50);
    hcl_value **items = malloc(n * sizeof *items);
    for (size_t i = 0; i < n; i++)
      items[i] = random_elem(k, false, distinct);
    hcl_value *list =
        hcl_value_list(elem_type(k), (const hcl_value *const *)items, n, NULL);
    char *err = NULL;
    long arg;
    const hcl_value *args[1] = {list};
    hcl_value *set = hcl_func_call(toset, args, 1, NULL, &err, &arg);
    cr_assert(set, "%s", err ? err : "");
    check_set(set, items, n, "toset");
    hcl_value_unref(set);
    hcl_value_unref(list);
    free_items(items, n);
  }
}

/* cty's Equals of two known sets of one type: unknown when either holds
   an unknown element, else whether each element has an equal of its hash
   in the other (set.Has), both ways. */
static int ref_set_equals(const hcl_value *a, const hcl_value *b) {
  int result = 1;
  for (int pass = 0; pass < 2; pass++) {
    const hcl_value *sought = pass ? b : a, *in = pass ? a : b;
    for (size_t i = 0; i < hcl_value_count(sought); i++) {
      const hcl_value *x = hcl_value_at(sought, i);
      if (hcl_value_is_unknown(x))
        return 2;
      ref_elem ex;
      ref_text(&ex, x);
      bool found = false;
      for (size_t j = 0; j < hcl_value_count(in) && !found; j++) {
        ref_elem ey;
        ref_text(&ey, hcl_value_at(in, j));
        found = ey.hash == ex.hash && equals_true(x, ey.v);
        free(ey.text);
      }
      free(ex.text);
      if (!found)
        result = 0;
    }
  }
  return result;
}

Test(scale_sets, equality_matches_the_quadratic_rules, .timeout = 120) {
  rng = 0x5eed5u;
  const elem_kind kinds[] = {K_STRING, K_NUMBER, K_LIST, K_OBJECT, K_SET};
  for (int trial = 0; trial < 150; trial++) {
    elem_kind k = kinds[trial % 5];
    size_t n = trial < 5 ? 500 : below(60);
    size_t distinct = 1 + below(n + 1);
    bool unknowns = trial % 4 == 0;
    hcl_value **items = malloc((n ? n : 1) * sizeof *items);
    for (size_t i = 0; i < n; i++)
      items[i] = random_elem(k, unknowns, distinct);
    /* the other: the same items shuffled, perhaps with one changed or
       dropped */
    hcl_value **other = malloc((n + 1) * sizeof *other);
    size_t m = n;
    for (size_t i = 0; i < n; i++)
      other[i] = hcl_value_ref(items[i]);
    for (size_t i = n; i > 1; i--) {
      size_t j = below(i);
      hcl_value *t = other[i - 1];
      other[i - 1] = other[j];
      other[j] = t;
    }
    size_t change = below(4);
    if (change == 1 && m > 0) {
      hcl_value_unref(other[--m]);
    } else if (change == 2) {
      other[m++] = random_elem(k, unknowns, distinct + 2);
    } else if (change == 3 && m > 0) {
      hcl_value_unref(other[0]);
      other[0] = random_elem(k, unknowns, distinct + 2);
    }
    const hcl_type *t = elem_type(k);
    hcl_value *a = hcl_value_set(t, (const hcl_value *const *)items, n, NULL);
    hcl_value *b = hcl_value_set(t, (const hcl_value *const *)other, m, NULL);
    cr_assert(a && b);
    hcl_value *eq = hcl_value_equals(a, b, NULL);
    cr_assert(eq);
    int got = hcl_value_is_unknown(eq) ? 2 : hcl_value_as_bool(eq) ? 1 : 0;
    int want = ref_set_equals(a, b);
    /* identical sets without unknowns are equal before any element is
       looked at */
    if (hcl_value_is_wholly_known(a) && hcl_value_is_wholly_known(b) &&
        hcl_value_raw_equal(a, b))
      want = 1;
    cr_assert_eq(got, want, "trial %d (kind %d, %zu and %zu elements)", trial,
                 k, hcl_value_count(a), hcl_value_count(b));
    hcl_value_unref(eq);
    hcl_value_unref(a);
    hcl_value_unref(b);
    free_items(items, n);
    free_items(other, m);
  }
}

/* ---- distinct ------------------------------------------------------------ */

Test(scale_distinct, repeats_match_the_quadratic_rules, .timeout = 120) {
  rng = 0xd15717c7u;
  const hcl_func *distinct = hcl_func_library_lookup("distinct", 8);
  cr_assert(distinct);
  for (int trial = 0; trial < 80; trial++) {
    elem_kind k = (elem_kind)(trial % K_KINDS);
    size_t n = trial < 7 ? 800 : below(150);
    size_t nd = 1 + below(n + 1);
    hcl_value **items = malloc((n ? n : 1) * sizeof *items);
    for (size_t i = 0; i < n; i++)
      items[i] = random_elem(k, false, nd);
    hcl_value *list =
        hcl_value_list(elem_type(k), (const hcl_value *const *)items, n, NULL);
    cr_assert(list);
    char *err = NULL;
    long arg;
    const hcl_value *args[1] = {list};
    hcl_value *got = hcl_func_call(distinct, args, 1, NULL, &err, &arg);
    cr_assert(got, "%s", err ? err : "");
    /* cty: each element not equal to one kept before it */
    size_t kept = 0;
    const hcl_value **want = malloc((n ? n : 1) * sizeof *want);
    for (size_t i = 0; i < n; i++) {
      bool seen = false;
      for (size_t j = 0; j < kept && !seen; j++)
        seen = equals_true(want[j], items[i]);
      if (!seen)
        want[kept++] = items[i];
    }
    cr_assert_eq(hcl_value_count(got), kept, "trial %d: %zu kept, want %zu",
                 trial, hcl_value_count(got), kept);
    for (size_t i = 0; i < kept; i++)
      cr_assert_eq(hcl_value_at(got, i), want[i], "trial %d: element %zu",
                   trial, i);
    free(want);
    hcl_value_unref(got);
    hcl_value_unref(list);
    free_items(items, n);
  }
}

/* ---- Numbers ------------------------------------------------------------- */

/* Go's Text('f', -1) as number.c writes it, "-0" read as "0". */
static char *f_text(const hcl_value *v) {
  const mpfr_t *x = hcl_value_mpfr(v);
  size_t n = hcl_number_format(*x, NULL, 0);
  char *s = malloc(n + 1);
  hcl_number_format(*x, s, n + 1);
  if (strcmp(s, "-0") == 0)
    strcpy(s, "0");
  return s;
}

static char *key_text(const hcl_value *v) {
  hcl_buf b;
  hcl_buf_init(&b, NULL);
  cr_assert_eq(hcl_number_equal_key(v, &b), HCL_OK);
  cr_assert(hcl_buf_terminate(&b));
  return b.data;
}

/* A random number near `base` (prec bits, scaled to 2^e): the same value
   at another precision, a few ulps away, or a fresh one. */
static hcl_value *random_near(const hcl_value *base) {
  static const mpfr_prec_t precs[] = {2, 3, 8, 24, 53, 64, 113, 512};
  mpfr_prec_t p = precs[below(sizeof precs / sizeof *precs)];
  const mpfr_t *b = hcl_value_mpfr(base);
  mpfr_t x;
  mpfr_init2(x, p);
  switch (below(4)) {
  case 0:
    mpfr_set(x, *b, MPFR_RNDN);
    break;
  case 1: {
    /* (steps from zero would leave the reference's exponent range) */
    mpfr_set(x, *b, MPFR_RNDN);
    long steps = mpfr_regular_p(x) ? (long)below(5) - 2 : 0;
    for (; steps > 0; steps--)
      mpfr_nextabove(x);
    for (; steps < 0; steps++)
      mpfr_nextbelow(x);
    break;
  }
  case 2: {
    mpfr_t t;
    mpfr_init2(t, mpfr_get_prec(*b));
    mpfr_set(t, *b, MPFR_RNDN);
    if (mpfr_regular_p(t) && below(2))
      mpfr_nextabove(t);
    else if (mpfr_regular_p(t))
      mpfr_nextbelow(t);
    mpfr_set(x, t, below(2) ? MPFR_RNDN : MPFR_RNDZ);
    mpfr_clear(t);
    break;
  }
  default:
    mpfr_set_si_2exp(x, (long)(rnd() % 2000) - 1000, (long)below(60) - 30,
                     MPFR_RNDN);
    break;
  }
  hcl_value *v = hcl_value_number_from_mpfr(x, NULL);
  mpfr_clear(x);
  return v;
}

Test(scale_numbers, equal_matches_the_decimal_texts, .timeout = 60) {
  rng = 0x7e57u;
  make_number_pool();
  size_t checked = 0;
  for (int trial = 0; trial < 8000; trial++) {
    hcl_value *a = trial % 3 == 0
                       ? random_near(number_pool[below(number_pool_n)])
                       : hcl_value_ref(number_pool[below(number_pool_n)]);
    hcl_value *b = random_near(a);
    cr_assert(a && b);
    char *ta = f_text(a), *tb = f_text(b);
    char *ka = key_text(a), *kb = key_text(b);
    bool want = strcmp(ta, tb) == 0;
    cr_assert_eq(hcl_number_equal(a, b), want, "%s vs %s", ta, tb);
    cr_assert_eq(hcl_number_equal(b, a), want, "%s vs %s", tb, ta);
    cr_assert_eq(strcmp(ka, kb) == 0, want, "keys %s, %s for %s, %s", ka, kb,
                 ta, tb);
    checked += want;
    free(ta);
    free(tb);
    free(ka);
    free(kb);
    hcl_value_unref(a);
    hcl_value_unref(b);
  }
  cr_assert_gt(checked, 400); /* plenty of equal pairs among them */
}

/* Go reads the bounds of a power of two as symmetric, so the number just
   below one can print as the same decimal at the same precision: equal
   for cty although the values differ. */
Test(scale_numbers, neighbours_at_a_power_of_two) {
  static const mpfr_prec_t precs[] = {3, 8, 16, 24, 53, 64, 512};
  size_t same = 0;
  for (size_t p = 0; p < sizeof precs / sizeof *precs; p++) {
    for (long k = -300; k <= 300; k++) {
      hcl_value *y = num_bits(precs[p], 1, k);
      mpfr_t x;
      mpfr_init2(x, precs[p]);
      mpfr_set(x, *hcl_value_mpfr(y), MPFR_RNDN);
      mpfr_nextbelow(x);
      hcl_value *xv = hcl_value_number_from_mpfr(x, NULL);
      mpfr_clear(x);
      char *tx = f_text(xv), *ty = f_text(y);
      bool want = strcmp(tx, ty) == 0;
      same += want;
      cr_assert_eq(hcl_number_equal(xv, y), want, "%s vs %s", tx, ty);
      free(tx);
      free(ty);
      hcl_value_unref(xv);
      hcl_value_unref(y);
    }
  }
  cr_assert_gt(same, 0);
}

/* ---- Object keys --------------------------------------------------------- */

typedef struct parsed_expr {
  hcl_tree *tree;
  const hcl_expr *expr;
} parsed_expr;

static parsed_expr parse_native(const char *src) {
  parsed_expr p;
  p.tree = hcl_tree_new(NULL);
  cr_assert(p.tree);
  cr_assert_eq(hcl_native_parse_expression(src, strlen(src), "<expr>",
                                           hcl_tree_sink(p.tree), NULL),
               HCL_OK);
  p.expr = hcl_tree_expr_at(p.tree, 0);
  return p;
}

static hcl_eval_ctx *context_with(const char *name, hcl_value *v) {
  hcl_eval_ctx *c = hcl_eval_ctx_new(NULL);
  cr_assert(c);
  cr_assert_eq(hcl_eval_ctx_set_var(c, name, strlen(name), v), HCL_OK);
  hcl_value_unref(v);
  return c;
}

Test(scale_objects, constructor_keeps_the_last_of_each_key, .timeout = 60) {
  enum { N = 20000, KEYS = 7000 };
  hcl_buf src;
  hcl_buf_init(&src, NULL);
  cr_assert(hcl_buf_puts(&src, "{"));
  int last[KEYS];
  for (int i = 0; i < N; i++) {
    int k = (int)((i * 7919L) % KEYS);
    last[k] = i;
    cr_assert(hcl_buf_printf(&src, "k%d = %d\n", k, i));
  }
  cr_assert(hcl_buf_puts(&src, "}") && hcl_buf_terminate(&src));
  parsed_expr p = parse_native(src.data);
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_value *v = hcl_expr_eval(p.expr, NULL, ds);
  cr_assert(v);
  cr_assert_eq(hcl_diags_count(ds), 0);
  cr_assert_eq(hcl_value_count(v), KEYS);
  for (int k = 0; k < KEYS; k++) {
    char name[16];
    snprintf(name, sizeof name, "k%d", k);
    const hcl_value *got = hcl_value_get(v, name, strlen(name));
    int64_t n;
    cr_assert(got && hcl_value_as_int64(got, &n));
    cr_assert_eq(n, last[k], "%s", name);
  }
  hcl_value_unref(v);
  hcl_diags_free(ds);
  hcl_tree_free(p.tree);
  hcl_buf_fini(&src);
}

/* The diagnostics of `ds` as test_diag_line writes them, with the notes,
   one per line (malloc'd). */
static char *all_diags(const hcl_diags *ds) {
  hcl_buf b;
  hcl_buf_init(&b, NULL);
  for (size_t i = 0; i < hcl_diags_count(ds); i++) {
    const hcl_diag *d = hcl_diags_at(ds, i);
    char *line = test_diag_line(d);
    cr_assert(hcl_buf_printf(&b, "%s|%s\n", line, d->values ? d->values : ""));
    free(line);
  }
  cr_assert(hcl_buf_terminate(&b));
  return b.data;
}

/* A JSON object with `n` members, of which every `every`-th repeats the
   name "k"; the others have unique names. Values are templates reading
   `z`. The expected diagnostics are those a small object gives, repeated
   at each duplicate's place. */
Test(scale_objects, json_duplicates_reported_in_order, .timeout = 60) {
  enum { N = 6000, EVERY = 3 };
  hcl_buf src;
  hcl_buf_init(&src, NULL);
  cr_assert(hcl_buf_puts(&src, "{\"v\": {"));
  size_t *at = malloc(N * sizeof *at);
  size_t ndup = 0, first = 0;
  for (int i = 0; i < N; i++) {
    if (i)
      cr_assert(hcl_buf_puts(&src, ",\n"));
    if (i % EVERY == 0) {
      if (i == 0)
        first = src.len;
      else
        at[ndup++] = src.len;
      cr_assert(hcl_buf_printf(&src, "\"k\": \"${z}%d\"", i));
    } else {
      cr_assert(hcl_buf_printf(&src, "\"u%d\": \"${z}\"", i));
    }
  }
  cr_assert(hcl_buf_puts(&src, "}}") && hcl_buf_terminate(&src));
  hcl_tree *tree = hcl_tree_new(NULL);
  cr_assert_eq(
      hcl_json_parse(src.data, src.len, "in.json", hcl_tree_sink(tree), NULL),
      HCL_OK);
  hcl_content c;
  cr_assert_eq(hcl_body_just_attributes(hcl_tree_file_at(tree, 0), &c, NULL),
               HCL_OK);
  cr_assert_eq(c.nattrs, 1);
  hcl_eval_ctx *ctx = context_with("z", hcl_value_number_int(1, NULL));
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_value *v = hcl_expr_eval(c.attrs[0]->expr, ctx, ds);
  cr_assert(v);
  /* the first "k" stays; each later one is reported where it stands */
  cr_assert_eq(hcl_diags_count(ds), ndup);
  char *want_detail = NULL;
  for (size_t i = 0; i < ndup; i++) {
    const hcl_diag *d = hcl_diags_at(ds, i);
    cr_assert_str_eq(d->summary, "Duplicate object attribute");
    cr_assert_eq(d->subject->start.byte, at[i], "diagnostic %zu", i);
    cr_assert_str_eq(d->values ? d->values : "", "z as 1");
    if (!want_detail)
      want_detail = strdup(d->detail);
    cr_assert_str_eq(d->detail, want_detail);
  }
  cr_assert(strstr(want_detail, "An attribute named \"k\" was already defined "
                                "at in.json:1,8-"));
  (void)first;
  const hcl_value *k = hcl_value_get(v, "k", 1);
  cr_assert(k);
  cr_assert_str_eq(hcl_value_as_string(k).ptr, "10");
  cr_assert_eq(hcl_value_count(v), N - ndup);
  free(want_detail);
  hcl_value_unref(v);
  hcl_diags_free(ds);
  hcl_eval_ctx_free(ctx);
  hcl_tree_free(tree);
  free(at);
  hcl_buf_fini(&src);
}

/* `for` objects over a list with repeats: without the ellipsis the first
   of each key stays and every later one is an error, in order; with it,
   the values group in order under their key. */
Test(scale_objects, for_duplicates_and_groups, .timeout = 60) {
  enum { N = 8000, KEYS = 900 };
  hcl_value **items = malloc(N * sizeof *items);
  for (int i = 0; i < N; i++) {
    char buf[16];
    snprintf(buf, sizeof buf, "k%ld", (i * 7919L) % KEYS);
    items[i] = str(buf);
  }
  hcl_value *list = hcl_value_list(hcl_type_string(),
                                   (const hcl_value *const *)items, N, NULL);
  hcl_eval_ctx *ctx = context_with("l", list);

  parsed_expr p = parse_native("{for i, x in l: x => i}");
  hcl_diags *ds = hcl_diags_new(NULL);
  hcl_value *v = hcl_expr_eval(p.expr, ctx, ds);
  cr_assert(v);
  cr_assert_eq(hcl_value_count(v), KEYS);
  cr_assert_eq(hcl_diags_count(ds), N - KEYS);
  size_t d = 0;
  for (int i = 0; i < N; i++) {
    hcl_str key = hcl_value_as_string(items[i]);
    const hcl_value *got = hcl_value_get(v, key.ptr, key.len);
    int64_t idx;
    cr_assert(got && hcl_value_as_int64(got, &idx));
    if (idx == i)
      continue; /* the first of its key */
    char want[128];
    snprintf(want, sizeof want, "the key \"%.*s\" in this", (int)key.len,
             key.ptr);
    const hcl_diag *diag = hcl_diags_at(ds, d++);
    cr_assert_str_eq(diag->summary, "Duplicate object key");
    cr_assert(strstr(diag->detail, want), "%s", diag->detail);
  }
  cr_assert_eq(d, N - KEYS);
  char *diags_text = all_diags(ds);
  free(diags_text);
  hcl_value_unref(v);
  hcl_diags_free(ds);
  hcl_tree_free(p.tree);

  p = parse_native("{for i, x in l: x => i...}");
  ds = hcl_diags_new(NULL);
  v = hcl_expr_eval(p.expr, ctx, ds);
  cr_assert(v);
  cr_assert_eq(hcl_diags_count(ds), 0);
  cr_assert_eq(hcl_value_count(v), KEYS);
  size_t *next = calloc(KEYS, sizeof *next);
  for (int i = 0; i < N; i++) {
    hcl_str key = hcl_value_as_string(items[i]);
    const hcl_value *group = hcl_value_get(v, key.ptr, key.len);
    long k = atol(key.ptr + 1);
    int64_t idx;
    cr_assert(group);
    cr_assert(hcl_value_as_int64(hcl_value_at(group, next[k]++), &idx));
    cr_assert_eq(idx, i);
  }
  for (int k = 0; k < KEYS; k++) {
    char name[16];
    snprintf(name, sizeof name, "k%d", k);
    cr_assert_eq(hcl_value_count(hcl_value_get(v, name, strlen(name))),
                 next[k]);
  }
  free(next);
  hcl_value_unref(v);
  hcl_diags_free(ds);
  hcl_tree_free(p.tree);
  hcl_eval_ctx_free(ctx);
  free_items(items, N);
}

/* ---- Unification --------------------------------------------------------- */

static const hcl_type *obj_type(const char *a, const hcl_type *at,
                                const char *b, const hcl_type *bt) {
  hcl_str names[2] = {{a, a ? strlen(a) : 0}, {b, b ? strlen(b) : 0}};
  const hcl_type *ts[2] = {at, bt};
  return hcl_type_object(names, ts, a ? (b ? 2 : 1) : 0, NULL);
}

/* Long lists of types of many kinds, equal ones among them (some built,
   some the library's static ones, which carry no digest): grouping equal
   types first gives what the reference's preference sort over every
   type gives. */
Test(scale_unify, grouping_matches_the_preference_sort, .timeout = 60) {
  const hcl_type *str_t = hcl_type_string(), *num_t = hcl_type_number();
  const hcl_type *pair[2] = {num_t, hcl_type_bool()};
  const hcl_type *two_str[2] = {str_t, str_t};
  const hcl_type *list_str = hcl_type_list(str_t, NULL);
  const hcl_type *pool[] = {
      str_t,
      num_t,
      hcl_type_bool(),
      hcl_type_dynamic(),
      list_str,
      &hcl_fn_list_string,
      hcl_type_list(num_t, NULL),
      &hcl_fn_list_number,
      hcl_type_list(hcl_type_dynamic(), NULL),
      &hcl_fn_list_any,
      hcl_type_set(str_t, NULL),
      hcl_type_set(num_t, NULL),
      &hcl_fn_set_any,
      hcl_type_map(str_t, NULL),
      hcl_type_map(num_t, NULL),
      &hcl_fn_map_any,
      hcl_type_tuple(&str_t, 1, NULL),
      hcl_type_tuple(pair, 2, NULL),
      hcl_type_tuple(two_str, 2, NULL),
      obj_type("a", str_t, NULL, NULL),
      obj_type("a", num_t, NULL, NULL),
      obj_type("a", str_t, "b", hcl_type_bool()),
      obj_type(NULL, NULL, NULL, NULL),
      hcl_type_list(list_str, NULL),
      hcl_type_list(&hcl_fn_list_string, NULL),
  };
  const size_t npool = sizeof pool / sizeof *pool;
  rng = 0x0417u;
  const hcl_type *types[80], *subset[8];
  for (int trial = 0; trial < 1000; trial++) {
    size_t ns = 1 + below(trial % 2 ? 3 : 8);
    for (size_t i = 0; i < ns; i++)
      subset[i] = pool[below(npool)];
    size_t n = 17 + below(60);
    for (size_t i = 0; i < n; i++)
      types[i] = subset[below(ns)];
    for (int unsafe = 0; unsafe < 2; unsafe++) {
      const hcl_type *got = NULL, *want = NULL;
      hcl_status gs = hcl_unify(types, n, unsafe, NULL, &got);
      hcl_status ws = hcl_unify_ungrouped(types, n, unsafe, NULL, &want);
      cr_assert_eq(gs, ws, "trial %d", trial);
      cr_assert((got == NULL) == (want == NULL), "trial %d: %p vs %p", trial,
                (const void *)got, (const void *)want);
      if (got)
        cr_assert(hcl_type_equal(got, want), "trial %d", trial);
      hcl_type_unref(got);
      hcl_type_unref(want);
    }
  }
  for (size_t i = 0; i < npool; i++)
    hcl_type_unref(pool[i]); /* static ones stay */
}

/* A JSON type descriptor naming each attribute several times: the last
   type given for a name is its type. */
Test(scale_json, type_descriptor_keeps_the_last_of_each_name, .timeout = 30) {
  enum { NAMES = 3000, ROUNDS = 3 };
  static const char *const kinds[ROUNDS] = {"\"string\"", "\"bool\"",
                                            "[\"list\",\"number\"]"};
  hcl_buf src;
  hcl_buf_init(&src, NULL);
  cr_assert(hcl_buf_puts(&src, "[\"object\",{"));
  int last[NAMES];
  for (int r = 0; r < ROUNDS; r++)
    for (int i = 0; i < NAMES; i++) {
      int name = (int)((i * 7919L + r * 13L) % NAMES);
      int kind = (name + r) % ROUNDS;
      last[name] = kind;
      cr_assert(hcl_buf_printf(&src, "%s\"a%d\":%s", r || i ? "," : "", name,
                               kinds[kind]));
    }
  cr_assert(hcl_buf_puts(&src, "}]"));
  hcl_json_doc d;
  hcl_json_doc_init(&d, NULL);
  hcl_buf err;
  hcl_buf_init(&err, NULL);
  cr_assert_eq(hcl_json_doc_parse(&d, src.data, src.len, true, &err), HCL_OK);
  const hcl_type *t = NULL;
  cr_assert_eq(hcl_json_node_type(&d, 0, NULL, &t, &err), HCL_OK);
  cr_assert_eq(hcl_type_count(t), NAMES);
  for (int i = 0; i < NAMES; i++) {
    char name[16];
    snprintf(name, sizeof name, "a%d", i);
    size_t at = hcl_type_attr_index(t, name, strlen(name));
    cr_assert_neq(at, SIZE_MAX);
    hcl_type_kind k = hcl_type_kind_of(hcl_type_at(t, at));
    hcl_type_kind want = last[i] == 0   ? HCL_TYPE_STRING
                         : last[i] == 1 ? HCL_TYPE_BOOL
                                        : HCL_TYPE_LIST;
    cr_assert_eq(k, want, "%s", name);
  }
  hcl_type_unref(t);
  hcl_buf_fini(&err);
  hcl_json_doc_fini(&d);
  hcl_buf_fini(&src);
}

/* ---- Strings ------------------------------------------------------------- */

static hcl_value *call2(const char *fn, const hcl_value *a,
                        const hcl_value *b) {
  const hcl_func *f = hcl_func_library_lookup(fn, strlen(fn));
  cr_assert(f);
  const hcl_value *args[2] = {a, b};
  char *err = NULL;
  long arg;
  hcl_value *v = hcl_func_call(f, args, 2, NULL, &err, &arg);
  cr_assert(v, "%s: %s", fn, err ? err : "");
  return v;
}

static void random_text(char *buf, size_t n, const char *const *alphabet,
                        size_t k) {
  buf[0] = '\0';
  for (size_t i = 0; i < n; i++)
    strcat(buf, alphabet[below(k)]);
}

/* split finds the leftmost separator, then the next after it. */
Test(scale_strings, split_matches_a_plain_search, .timeout = 30) {
  static const char *const ab[] = {"a", "b"};
  rng = 0x5b117u;
  char s[128], sep[8];
  for (int trial = 0; trial < 4000; trial++) {
    random_text(s, below(60), ab, 2);
    random_text(sep, 1 + below(4), ab, 2);
    hcl_value *sv = str(s), *pv = str(sep);
    hcl_value *got = call2("split", pv, sv);
    size_t n = strlen(s), m = strlen(sep), start = 0, k = 0;
    for (size_t i = 0; i <= n; k++) {
      const char *at = strstr(s + i, sep);
      size_t end = at ? (size_t)(at - s) : n;
      hcl_str piece = hcl_value_as_string(hcl_value_at(got, k));
      cr_assert(piece.len == end - start &&
                    memcmp(piece.ptr, s + start, piece.len) == 0,
                "split(%s, %s) piece %zu", sep, s, k);
      if (!at)
        break;
      i = start = end + m;
    }
    cr_assert_eq(hcl_value_count(got), k + 1, "split(%s, %s)", sep, s);
    hcl_value_unref(got);
    hcl_value_unref(sv);
    hcl_value_unref(pv);
  }
  /* a separator that almost matches everywhere */
  size_t big = 200000;
  char *text = malloc(big + 1), *near = malloc(2002);
  memset(text, 'a', big);
  text[big] = '\0';
  memset(near, 'a', 2000);
  strcpy(near + 2000, "b");
  hcl_value *tv = str(text), *nv = str(near);
  hcl_value *got = call2("split", nv, tv);
  cr_assert_eq(hcl_value_count(got), 1);
  hcl_value_unref(got);
  hcl_value_unref(tv);
  hcl_value_unref(nv);
  free(text);
  free(near);
}

/* trim drops the leading and trailing runes found in the cutset. */
Test(scale_strings, trim_matches_a_plain_scan, .timeout = 30) {
  static const char *const runes[] = {
      "a", "b", " ", "\xc3\xa9", "\xf0\x9f\x98\x80", "\xe2\x82\xac"};
  const size_t nr = sizeof runes / sizeof *runes;
  rng = 0x7e1au;
  char s[256], set[64];
  for (int trial = 0; trial < 4000; trial++) {
    /* s as a sequence of rune indices, to trim by hand */
    size_t idx[40], n = below(40);
    s[0] = '\0';
    for (size_t i = 0; i < n; i++) {
      idx[i] = below(nr);
      strcat(s, runes[idx[i]]);
    }
    bool in[8] = {false};
    set[0] = '\0';
    for (size_t i = below(5); i > 0; i--) {
      size_t r = below(nr);
      in[r] = true;
      strcat(set, runes[r]);
    }
    size_t lo = 0, hi = n;
    while (lo < hi && in[idx[lo]])
      lo++;
    while (hi > lo && in[idx[hi - 1]])
      hi--;
    char want[256] = "";
    for (size_t i = lo; i < hi; i++)
      strcat(want, runes[idx[i]]);
    hcl_value *sv = str(s), *cv = str(set);
    hcl_value *got = call2("trim", sv, cv);
    cr_assert_str_eq(hcl_value_as_string(got).ptr, want, "trim(%s, %s)", s,
                     set);
    hcl_value_unref(got);
    hcl_value_unref(sv);
    hcl_value_unref(cv);
  }
}

/* Zeros of both signs are equal but hash apart, so both stay in a set,
   in the order of their hashes as a Go int: -0 first, as the reference
   prints them, whichever comes first in the input. */
Test(scale_sets, zeros_in_the_references_order) {
  hcl_value *zeros[2] = {parsed("0"), parsed("-0")};
  for (int flip = 0; flip < 2; flip++) {
    const hcl_value *items[2] = {zeros[flip], zeros[!flip]};
    hcl_value *set = hcl_value_set(hcl_type_number(), items, 2, NULL);
    cr_assert_eq(hcl_value_count(set), 2);
    cr_assert_eq(hcl_value_at(set, 0), zeros[1]);
    cr_assert_eq(hcl_value_at(set, 1), zeros[0]);
    hcl_value_unref(set);
  }
  hcl_value_unref(zeros[0]);
  hcl_value_unref(zeros[1]);
}
