/* "Did you mean": the reference's name suggestion rule. */

#include "core/suggest.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

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

size_t hcl_edit_distance(const char *a, size_t alen, const char *b,
                         size_t blen) {
  int32_t *ca = malloc((alen + 1) * sizeof *ca);
  int32_t *cb = malloc((blen + 1) * sizeof *cb);
  size_t *row = malloc((blen + 1) * sizeof *row);
  if (!ca || !cb || !row) {
    free(ca);
    free(cb);
    free(row);
    return SIZE_MAX;
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
  size_t d = row[nb];
  free(ca);
  free(cb);
  free(row);
  return d;
}

const char *hcl_name_suggestion(const char *given, size_t len,
                                const char *const *candidates, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (hcl_edit_distance(given, len, candidates[i], strlen(candidates[i])) < 3)
      return candidates[i];
  return NULL;
}
