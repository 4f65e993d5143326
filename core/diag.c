/* The diagnostics collection: owned copies of diagnostics, in order. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/diags.h"

#include "core/alloc.h"
#include "core/arena.h"
#include "core/map.h"
#include "core/vec.h"
#include "hcl/diag.h"

typedef struct stored_diag {
  hcl_diag view;
  hcl_range subject;
  hcl_range context;
} stored_diag;

struct hcl_diags {
  const hcl_alloc *alloc;
  hcl_vec entries;   /* stored_diag */
  hcl_arena strings; /* summaries and details */
  hcl_map filenames; /* interned file names */
  size_t nerrors;    /* entries of error severity */
};

hcl_diags *hcl_diags_new(const hcl_alloc *alloc) {
  hcl_diags *ds = hcl_mem_alloc(alloc, sizeof *ds);
  if (!ds)
    return NULL;
  ds->alloc = alloc;
  hcl_vec_init(&ds->entries, alloc, sizeof(stored_diag));
  hcl_arena_init(&ds->strings, alloc, 4096);
  hcl_map_init(&ds->filenames, alloc);
  ds->nerrors = 0;
  return ds;
}

const hcl_alloc *hcl_diags_allocator(const hcl_diags *ds) { return ds->alloc; }

void hcl_diags_free(hcl_diags *ds) {
  if (!ds)
    return;
  hcl_vec_fini(&ds->entries);
  hcl_arena_fini(&ds->strings);
  hcl_map_fini(&ds->filenames);
  hcl_mem_free(ds->alloc, ds);
}

static const char *intern_filename(hcl_diags *ds, const char *name) {
  if (!name)
    return NULL;
  bool inserted;
  hcl_map_entry *e =
      hcl_map_upsert(&ds->filenames, name, strlen(name), &inserted);
  return e ? e->key : NULL;
}

static bool copy_range(hcl_diags *ds, hcl_range *dst, const hcl_range *src) {
  *dst = *src;
  if (src->filename) {
    dst->filename = intern_filename(ds, src->filename);
    if (!dst->filename)
      return false;
  }
  return true;
}

hcl_status hcl_diags_add(hcl_diags *ds, const hcl_diag *d) {
  stored_diag s;
  memset(&s, 0, sizeof s);
  s.view.severity = d->severity;
  s.view.flags = d->flags;
  const char *summary = d->summary ? d->summary : "";
  const char *detail = d->detail ? d->detail : "";
  s.view.summary = hcl_arena_strndup(&ds->strings, summary, strlen(summary));
  s.view.detail = hcl_arena_strndup(&ds->strings, detail, strlen(detail));
  if (!s.view.summary || !s.view.detail)
    return HCL_ERR_NOMEM;
  if (d->values) {
    s.view.values =
        hcl_arena_strndup(&ds->strings, d->values, strlen(d->values));
    if (!s.view.values)
      return HCL_ERR_NOMEM;
  }
  if (d->subject && !copy_range(ds, &s.subject, d->subject))
    return HCL_ERR_NOMEM;
  if (d->context && !copy_range(ds, &s.context, d->context))
    return HCL_ERR_NOMEM;
  /* The views point into the entry itself, so they are fixed on read. */
  s.view.subject = d->subject ? &s.subject : NULL;
  s.view.context = d->context ? &s.context : NULL;
  if (!hcl_vec_push(&ds->entries, &s))
    return HCL_ERR_NOMEM;
  ds->nerrors += d->severity == HCL_DIAG_ERROR;
  return HCL_OK;
}

hcl_status hcl_diags_add_error(hcl_diags *ds, const char *summary,
                               const char *detail, const hcl_range *subject) {
  hcl_diag d = {HCL_DIAG_ERROR, 0, summary, detail, subject, NULL, NULL};
  return hcl_diags_add(ds, &d);
}

size_t hcl_diags_count(const hcl_diags *ds) { return ds->entries.len; }

const hcl_diag *hcl_diags_at(const hcl_diags *ds, size_t i) {
  if (i >= ds->entries.len)
    return NULL;
  stored_diag *s = hcl_vec_at(&ds->entries, i);
  s->view.subject = s->view.subject ? &s->subject : NULL;
  s->view.context = s->view.context ? &s->context : NULL;
  return &s->view;
}

bool hcl_diags_has_errors(const hcl_diags *ds) { return ds->nerrors > 0; }

size_t hcl_diags_error_count(const hcl_diags *ds) { return ds->nerrors; }

void hcl_diags_lexical_first(hcl_diags *ds, size_t from) {
  size_t n = ds->entries.len;
  if (from >= n)
    return;
  size_t count = n - from;
  stored_diag *tmp = hcl_mem_alloc(ds->alloc, count * sizeof *tmp);
  if (!tmp)
    return; /* ordering is cosmetic: keep the original order */
  size_t k = 0;
  for (int pass = 0; pass < 2; pass++) {
    for (size_t i = from; i < n; i++) {
      stored_diag *s = hcl_vec_at(&ds->entries, i);
      bool lexical = (s->view.flags & HCL_DIAGF_LEXICAL) != 0;
      if (lexical == (pass == 0))
        tmp[k++] = *s;
    }
  }
  memcpy(hcl_vec_at(&ds->entries, from), tmp, count * sizeof *tmp);
  hcl_mem_free(ds->alloc, tmp);
}

size_t hcl_range_format(const hcl_range *r, char *buf, size_t cap) {
  const char *f = r->filename ? r->filename : "";
  int n;
  if (r->start.line == r->end.line)
    n = snprintf(buf, cap, "%s:%u,%u-%u", f, r->start.line, r->start.column,
                 r->end.column);
  else
    n = snprintf(buf, cap, "%s:%u,%u-%u,%u", f, r->start.line, r->start.column,
                 r->end.line, r->end.column);
  return n < 0 ? 0 : (size_t)n;
}
