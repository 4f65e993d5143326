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

/* The distance between two decoded strings if it is under 3, else 3: the
   rows stop as soon as every entry of one is 3 or more, since no later
   row can go below its row's least. `row` holds nb + 1 entries. */
static size_t distance_under_3(const int32_t *a, size_t na, const int32_t *b,
                               size_t nb, size_t *row) {
  if (na > nb + 2 || nb > na + 2)
    return 3; /* each extra code point costs one */
  for (size_t j = 0; j <= nb; j++)
    row[j] = j;
  for (size_t i = 1; i <= na; i++) {
    size_t diag = row[0], least = i;
    row[0] = i;
    for (size_t j = 1; j <= nb; j++) {
      size_t up = row[j];
      size_t best = diag + (a[i - 1] == b[j - 1] ? 0 : 1);
      if (up + 1 < best)
        best = up + 1;
      if (row[j - 1] + 1 < best)
        best = row[j - 1] + 1;
      row[j] = best;
      diag = up;
      if (best < least)
        least = best;
    }
    if (least >= 3)
      return 3;
  }
  return row[nb] < 3 ? row[nb] : 3;
}

hcl_status hcl_name_suggestion(const hcl_alloc *alloc, const char *given,
                               size_t len, const char *const *candidates,
                               size_t n, const char **out) {
  *out = NULL;
  if (n == 0)
    return HCL_OK;
  /* `given` decoded once; each candidate into scratch that grows */
  int32_t *g = hcl_mem_alloc(alloc, (len + 1) * sizeof *g);
  if (!g)
    return HCL_ERR_NOMEM;
  size_t ng = decode_all(given, len, g), cap = 0;
  int32_t *c = NULL;
  size_t *row = NULL;
  hcl_status st = HCL_OK;
  for (size_t i = 0; i < n; i++) {
    size_t clen = strlen(candidates[i]);
    if (clen + 1 > cap) {
      hcl_mem_free(alloc, c);
      hcl_mem_free(alloc, row);
      cap = 2 * clen + 1;
      c = hcl_mem_alloc(alloc, cap * sizeof *c);
      row = hcl_mem_alloc(alloc, cap * sizeof *row);
      if (!c || !row) {
        st = HCL_ERR_NOMEM;
        break;
      }
    }
    size_t nc = decode_all(candidates[i], clen, c);
    if (distance_under_3(g, ng, c, nc, row) < 3) {
      *out = candidates[i];
      break;
    }
  }
  hcl_mem_free(alloc, g);
  hcl_mem_free(alloc, c);
  hcl_mem_free(alloc, row);
  return st;
}
