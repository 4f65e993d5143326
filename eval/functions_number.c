/*
 * Number functions of cty's standard library: abs, int, max, min, ceil,
 * floor, signum. Results keep the precisions cty gives them (see each).
 */

#include <math.h>

#include "eval/func_common.h"
#include "eval/func_internal.h"
#include "eval/number.h"
#include "eval/value_internal.h"

/* Types equal to the library's own, usable in static initialisers. */

/* cty's big.Float.Int on an infinity gives no integer, and the code that
   uses it then fails like this. */
static hcl_value *inf_panic(hcl_call *call) {
  hcl_call_error(call, -1,
                 "panic in function implementation: runtime error: invalid "
                 "memory address or nil pointer dereference");
  return NULL;
}

/* ---- abs ----------------------------------------------------------------- */

static hcl_value *abs_impl(hcl_call *call, const hcl_value *const *args,
                           size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  return hcl_number_abs(args[0], hcl_call_alloc(call));
}

static const hcl_param num_param[] = {
    {"num", &hcl_fn_number, false, false, true},
};

const hcl_func hcl_fn_abs = {
    HCL_IMMORTAL,
    NULL,
    {num_param, 1, NULL, NULL, &hcl_fn_number, abs_impl, NULL, NULL}};

/* ---- int, ceil, floor ---------------------------------------------------- */

/*
 * x rounded to an integer by `mode` (toward zero, up or down), cleared of
 * a negative zero (a big.Int has none), at precision `prec`, or when that
 * is 0 at the precision big.Float.SetInt gives a big.Int: its bit length,
 * at least 64.
 */
static hcl_value *rounded(hcl_call *call, const hcl_value *x, mpfr_rnd_t mode,
                          mpfr_prec_t prec) {
  hcl_mpfr_state saved;
  hcl_number_enter(&saved);
  mpfr_srcptr m = *hcl_value_mpfr(x);
  mpfr_t r;
  mpfr_init2(r, mpfr_get_prec(m));
  mpfr_rint(r, m, mode); /* exact: the integer part fits x's precision */
  if (!prec) {
    mpfr_prec_t bits = mpfr_zero_p(r) ? 0 : (mpfr_prec_t)mpfr_get_exp(r);
    prec = bits > 64 ? bits : 64;
  }
  mpfr_prec_round(r, prec, MPFR_RNDN);
  if (mpfr_zero_p(r))
    mpfr_set_zero(r, 1);
  hcl_value *v = hcl_value_number_from_mpfr(r, hcl_call_alloc(call));
  mpfr_clear(r);
  hcl_number_leave(&saved);
  return v;
}

/* int: whole numbers come back as they are. */
static hcl_value *int_impl(hcl_call *call, const hcl_value *const *args,
                           size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  if (hcl_number_is_inf(args[0]))
    return inf_panic(call);
  if (hcl_number_is_int(args[0]))
    return hcl_value_ref(args[0]);
  return rounded(call, args[0], MPFR_RNDZ, 0);
}

static const hcl_param num_dyn_param[] = {
    {"num", &hcl_fn_number, false, false, true},
};

const hcl_func hcl_fn_int = {
    HCL_IMMORTAL,
    NULL,
    {num_dyn_param, 1, NULL, NULL, &hcl_fn_number, int_impl, NULL, NULL}};

/* ceil and floor give infinities back as they are, and the rest at the
   argument's precision. */
static hcl_value *ceil_impl(hcl_call *call, const hcl_value *const *args,
                            size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  if (hcl_number_is_inf(args[0]))
    return hcl_value_ref(args[0]);
  return rounded(call, args[0], MPFR_RNDU,
                 mpfr_get_prec(*hcl_value_mpfr(args[0])));
}

static hcl_value *floor_impl(hcl_call *call, const hcl_value *const *args,
                             size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  if (hcl_number_is_inf(args[0]))
    return hcl_value_ref(args[0]);
  return rounded(call, args[0], MPFR_RNDD,
                 mpfr_get_prec(*hcl_value_mpfr(args[0])));
}

static const hcl_param num_plain_param[] = {
    {"num", &hcl_fn_number, false, false, false},
};

const hcl_func hcl_fn_ceil = {
    HCL_IMMORTAL,
    NULL,
    {num_plain_param, 1, NULL, NULL, &hcl_fn_number, ceil_impl, NULL, NULL}};

const hcl_func hcl_fn_floor = {
    HCL_IMMORTAL,
    NULL,
    {num_plain_param, 1, NULL, NULL, &hcl_fn_number, floor_impl, NULL, NULL}};

/* ---- signum -------------------------------------------------------------- */

static hcl_value *signum_impl(hcl_call *call, const hcl_value *const *args,
                              size_t nargs, const hcl_type *rt) {
  (void)nargs;
  (void)rt;
  int64_t n;
  if (!hcl_value_as_int64(args[0], &n)) {
    hcl_call_error(call, -1,
                   "value must be a whole number, between "
                   "-9223372036854775808 and 9223372036854775807");
    return NULL;
  }
  return hcl_value_number_int(n < 0 ? -1 : n > 0 ? 1 : 0, hcl_call_alloc(call));
}

const hcl_func hcl_fn_signum = {
    HCL_IMMORTAL,
    NULL,
    {num_plain_param, 1, NULL, NULL, &hcl_fn_number, signum_impl, NULL, NULL}};

/* ---- max, min ------------------------------------------------------------ */

/*
 * The greatest (sign > 0) or least argument, found as cty does: starting
 * from the opposite infinity, an argument replaces the best so far only
 * when strictly beyond it.
 */
static hcl_value *extreme(hcl_call *call, const hcl_value *const *args,
                          size_t nargs, int sign) {
  if (nargs == 0) {
    hcl_call_error(call, -1, "must pass at least one number");
    return NULL;
  }
  const hcl_value *best = NULL; /* NULL: the starting infinity */
  for (size_t i = 0; i < nargs; i++) {
    const hcl_value *x = args[i];
    bool beyond;
    if (best)
      beyond = hcl_number_cmp(x, best) * sign > 0;
    else /* mpfr_sgn reads the sign alone */
      beyond =
          !(hcl_number_is_inf(x) && mpfr_sgn(*hcl_value_mpfr(x)) * sign < 0);
    if (beyond)
      best = x;
  }
  if (best)
    return hcl_value_ref(best);
  return hcl_value_number_double(sign > 0 ? -INFINITY : INFINITY,
                                 hcl_call_alloc(call));
}

static hcl_value *max_impl(hcl_call *call, const hcl_value *const *args,
                           size_t nargs, const hcl_type *rt) {
  (void)rt;
  return extreme(call, args, nargs, 1);
}

static hcl_value *min_impl(hcl_call *call, const hcl_value *const *args,
                           size_t nargs, const hcl_type *rt) {
  (void)rt;
  return extreme(call, args, nargs, -1);
}

static const hcl_param numbers_param = {"numbers", &hcl_fn_number, false, false,
                                        true};

const hcl_func hcl_fn_max = {
    HCL_IMMORTAL,
    NULL,
    {NULL, 0, &numbers_param, NULL, &hcl_fn_number, max_impl, NULL, NULL}};

const hcl_func hcl_fn_min = {
    HCL_IMMORTAL,
    NULL,
    {NULL, 0, &numbers_param, NULL, &hcl_fn_number, min_impl, NULL, NULL}};
