/* "Did you mean": the reference's name suggestion rule. */

#include "core/suggest.h"

#include <stdint.h>
#include <string.h>

#include "core/alloc.h"
#include "core/utf8.h"

/* Decodes into code points (invalid bytes count one each); returns count. */
static size_t decode_all(const char *s, size_t len, int32_t *out) {
  size_t n = 0;
  for (size_t i = 0; i < len;) {
    int32_t cp;
    size_t k = hcl_utf8_decode((const unsigned char *)s + i, len - i, &cp);
    if (!k) {
      cp = -(int32_t)(unsigned char)s[i];
      k = 1;
    }
    out[n++] = cp;
    i += k;
  }
  return n;
}

hcl_status hcl_edit_distance(const hcl_alloc *alloc, const char *a, size_t alen,
                             const char *b, size_t blen, size_t *out) {
  int32_t *ca = hcl_mem_alloc(alloc, (alen + 1) * sizeof *ca);
  int32_t *cb = hcl_mem_alloc(alloc, (blen + 1) * sizeof *cb);
  size_t *row = hcl_mem_alloc(alloc, (blen + 1) * sizeof *row);
  if (!ca || !cb || !row) {
    hcl_mem_free(alloc, ca);
    hcl_mem_free(alloc, cb);
    hcl_mem_free(alloc, row);
    return HCL_ERR_NOMEM;
  }
  size_t na = decode_all(a, alen, ca), nb = decode_all(b, blen, cb);
  for (size_t j = 0; j <= nb; j++)
    row[j] = j;
  for (size_t i = 1; i <= na; i++) {
    size_t diag = row[0];
    row[0] = i;
    for (size_t j = 1; j <= nb; j++) {
      size_t up = row[j];
      size_t best = diag + (ca[i - 1] == cb[j - 1] ? 0 : 1);
      if (up + 1 < best)
        best = up + 1;
      if (row[j - 1] + 1 < best)
        best = row[j - 1] + 1;
      row[j] = best;
      diag = up;
    }
  }
  *out = row[nb];
  hcl_mem_free(alloc, ca);
  hcl_mem_free(alloc, cb);
  hcl_mem_free(alloc, row);
  return HCL_OK;
}

hcl_status hcl_name_suggestion(const hcl_alloc *alloc, const char *given,
                               size_t len, const char *const *candidates,
                               size_t n, const char **out) {
  *out = NULL;
  for (size_t i = 0; i < n; i++) {
    size_t d;
    hcl_status st = hcl_edit_distance(alloc, given, len, candidates[i],
                                      strlen(candidates[i]), &d);
    if (st != HCL_OK)
      return st;
    if (d < 3) {
      *out = candidates[i];
      break;
    }
  }
  return HCL_OK;
}
