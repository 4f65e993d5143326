/*
 * The validator's pending diagnostics: lists of owned copies that move
 * from a body to its parent's slot as bodies finish, and are emitted in
 * their final order when the file ends. Each node is one allocation, so a
 * list dropped (a default's fallback that hcldec never decodes) gives its
 * memory back at once.
 */

#include <string.h>

#include "core/alloc.h"
#include "decode/validate_internal.h"

static size_t str_size(const char *s) { return s ? strlen(s) + 1 : 0; }

/* Copies `s` to `*p` and moves `*p` past it; NULL stays NULL. */
static const char *put(char **p, const char *s) {
  if (!s)
    return NULL;
  size_t n = strlen(s) + 1;
  memcpy(*p, s, n);
  const char *out = *p;
  *p += n;
  return out;
}

bool hcl_vdiag_add(const hcl_alloc *a, vdiag_list *l, const hcl_diag *d) {
  const char *sf = d->subject ? d->subject->filename : NULL;
  const char *cf = d->context ? d->context->filename : NULL;
  size_t size = sizeof(vdiag) + str_size(d->summary ? d->summary : "") +
                str_size(d->detail ? d->detail : "") + str_size(d->values) +
                str_size(sf) + str_size(cf);
  vdiag *n = hcl_mem_alloc(a, size);
  if (!n)
    return false;
  memset(n, 0, sizeof *n);
  char *p = (char *)(n + 1);
  n->d.severity = d->severity;
  n->d.flags = d->flags;
  n->d.summary = put(&p, d->summary ? d->summary : "");
  n->d.detail = put(&p, d->detail ? d->detail : "");
  n->d.values = put(&p, d->values);
  if (d->subject) {
    n->subject = *d->subject;
    n->subject.filename = put(&p, sf);
    n->d.subject = &n->subject;
  }
  if (d->context) {
    n->context = *d->context;
    n->context.filename = put(&p, cf);
    n->d.context = &n->context;
  }
  if (l->tail)
    l->tail->next = n;
  else
    l->head = n;
  l->tail = n;
  l->errors += d->severity == HCL_DIAG_ERROR;
  return true;
}

bool hcl_vdiag_error(const hcl_alloc *a, vdiag_list *l, const char *summary,
                     const char *detail, const hcl_range *subject,
                     const hcl_range *context) {
  hcl_diag d = {HCL_DIAG_ERROR, 0, summary, detail, subject, context, NULL};
  return hcl_vdiag_add(a, l, &d);
}

bool hcl_vdiag_add_all(const hcl_alloc *a, vdiag_list *l, const hcl_diags *ds) {
  size_t n = ds ? hcl_diags_count(ds) : 0;
  for (size_t i = 0; i < n; i++)
    if (!hcl_vdiag_add(a, l, hcl_diags_at(ds, i)))
      return false;
  return true;
}

bool hcl_vdiag_copy(const hcl_alloc *a, vdiag_list *l, const vdiag_list *from) {
  for (const vdiag *n = from->head; n; n = n->next)
    if (!hcl_vdiag_add(a, l, &n->d))
      return false;
  return true;
}

void hcl_vdiag_move(vdiag_list *l, vdiag_list *from) {
  if (!from->head)
    return;
  if (l->tail)
    l->tail->next = from->head;
  else
    l->head = from->head;
  l->tail = from->tail;
  l->errors += from->errors;
  memset(from, 0, sizeof *from);
}

void hcl_vdiag_clear(const hcl_alloc *a, vdiag_list *l) {
  vdiag *n = l->head;
  while (n) {
    vdiag *next = n->next;
    hcl_mem_free(a, n);
    n = next;
  }
  memset(l, 0, sizeof *l);
}
