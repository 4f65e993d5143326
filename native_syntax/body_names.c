/*
 * A body's attribute names in bounded memory: see body_names.h.
 */

#include "native_syntax/body_names.h"

#include <stdlib.h>
#include <string.h>

#include "core/alloc.h"
#include "core/limits.h"

/* What a name held in memory costs besides its text: its span, its map
   slot (the map is between 3/8 and 3/4 full) and the key's terminator. */
#define NAME_COST (sizeof(hcl_span) + 2 * sizeof(hcl_map_entry) + 1)

/* Storage past this many names is freed when a body closes, so that a
   frame slot reused by small bodies does not keep a large body's table. */
#define KEEP_CAPACITY 1024

/* A split writes at most this many files, so at most this many, times
   the levels of splitting (two or three at most in practice), are open at
   once. */
#define MAX_SPLIT_BITS 8

/* A name in the temporary file; its bytes follow. */
typedef struct record {
  uint64_t hash;
  uint64_t seq; /* the order it was added in */
  hcl_span span;
  uint64_t len;
} record;

void hcl_body_names_init(hcl_body_names *n, const hcl_alloc *alloc,
                         size_t *shared_used) {
  memset(n, 0, sizeof *n);
  n->alloc = alloc;
  n->shared_used = shared_used;
  hcl_vec_init(&n->spans, alloc, sizeof(hcl_span));
  hcl_buf_init(&n->few_text, alloc);
  hcl_map_init(&n->map, alloc);
}

void hcl_body_names_fini(hcl_body_names *n) {
  hcl_body_names_reset(n);
  hcl_vec_fini(&n->spans);
  hcl_buf_fini(&n->few_text);
  hcl_map_fini(&n->map);
}

void hcl_body_names_reset(hcl_body_names *n) {
  *n->shared_used -= n->used;
  n->used = 0;
  if (n->spill) {
    fclose(n->spill);
    n->spill = NULL;
  }
  n->spilled = n->spill_bytes = 0;
  if (n->spans.cap > KEEP_CAPACITY) {
    hcl_vec_fini(&n->spans);
    hcl_vec_init(&n->spans, n->alloc, sizeof(hcl_span));
  }
  hcl_vec_clear(&n->spans);
  hcl_buf_clear(&n->few_text);
  if (n->map.cap > KEEP_CAPACITY) {
    hcl_map_fini(&n->map);
    hcl_map_init(&n->map, n->alloc);
  } else if (n->mapped) {
    hcl_map_clear(&n->map);
  }
  n->mapped = false;
}

/* ---- Names in memory ------------------------------------------------ */

/* Name `i` of the few a body lists before it maps them. */
static const char *few_name(const hcl_body_names *n, size_t i, size_t *len) {
  size_t start = i ? n->few_end[i - 1] : 0;
  *len = n->few_end[i] - start;
  return n->few_text.data + start;
}

/* Index + 1 of a name held in memory, or 0. */
static size_t find(const hcl_body_names *n, const char *name, size_t len) {
  if (n->mapped) {
    hcl_map_entry *e = hcl_map_find(&n->map, name, len);
    return e ? (size_t)(uintptr_t)e->value : 0;
  }
  for (size_t i = 0; i < n->spans.len; i++) {
    size_t l;
    const char *text = few_name(n, i, &l);
    if (l == len && (len == 0 || memcmp(text, name, len) == 0))
      return i + 1;
  }
  return 0;
}

static bool map_name(hcl_body_names *n, const char *name, size_t len,
                     size_t index) {
  bool inserted;
  hcl_map_entry *e = hcl_map_upsert(&n->map, name, len, &inserted);
  if (!e)
    return false;
  e->value = (void *)(uintptr_t)(index + 1);
  return true;
}

/* Moves the listed names to the map, for a body past the few. */
static bool map_few(hcl_body_names *n) {
  for (size_t i = 0; i < n->spans.len; i++) {
    size_t len;
    const char *name = few_name(n, i, &len);
    if (!map_name(n, name, len, i))
      return false;
  }
  n->mapped = true;
  return true;
}

static hcl_status hold(hcl_body_names *n, const char *name, size_t len,
                       hcl_span span) {
  size_t i = n->spans.len;
  if (!n->mapped && i < HCL_BODY_FEW_NAMES) {
    if (!hcl_buf_append(&n->few_text, name, len))
      return HCL_ERR_NOMEM;
    n->few_end[i] = n->few_text.len;
  } else if ((!n->mapped && !map_few(n)) || !map_name(n, name, len, i)) {
    return HCL_ERR_NOMEM;
  }
  if (!hcl_vec_push(&n->spans, &span))
    return HCL_ERR_NOMEM;
  n->used += len + NAME_COST;
  *n->shared_used += len + NAME_COST;
  return HCL_OK;
}

/* ---- Names in the temporary file ------------------------------------- */

static bool write_record(FILE *f, const record *r, const char *name) {
  return fwrite(r, sizeof *r, 1, f) == 1 &&
         (r->len == 0 || fwrite(name, (size_t)r->len, 1, f) == 1);
}

static hcl_status spill(hcl_body_names *n, const char *name, size_t len,
                        hcl_span span) {
  if (!n->spill && !(n->spill = tmpfile()))
    return HCL_ERR_IO;
  record r;
  memset(&r, 0, sizeof r);
  r.hash = hcl_hash_keyed(name, len, n->map.seed);
  r.seq = n->spilled++;
  r.span = span;
  r.len = len;
  n->spill_bytes += sizeof r + len;
  return write_record(n->spill, &r, name) ? HCL_OK : HCL_ERR_IO;
}

hcl_status hcl_body_names_add(hcl_body_names *n, const char *name, size_t len,
                              hcl_span span, const hcl_span **first) {
  size_t found = find(n, name, len);
  if (found) {
    *first = hcl_vec_at(&n->spans, found - 1);
    return HCL_OK;
  }
  /* Once one name has gone to the file every later one must too: a name
     held in memory is never compared with those in the file. */
  size_t cost = len + NAME_COST;
  if (!n->spill && (n->used + cost <= HCL_BODY_NAMES_FLOOR ||
                    *n->shared_used + cost <= HCL_BODY_NAMES_MEMORY))
    return hold(n, name, len, span);
  return spill(n, name, len, span);
}

/* ---- Finding the repeats in the file ---------------------------------- */

typedef struct repeat {
  uint64_t seq;
  hcl_span at, first;
  size_t name; /* offset in the resolver's `names` */
  size_t len;
} repeat;

typedef struct resolver {
  const hcl_alloc *alloc;
  hcl_vec repeats; /* repeat */
  hcl_buf names;   /* the repeated names' text */
  hcl_buf text;    /* the name of the record just read */
  hcl_status status;
} resolver;

/* Reads the next record and its name (into r->text); false at the end of
   the file, or on failure (r->status). */
static bool read_record(resolver *r, FILE *f, record *rec) {
  if (fread(rec, sizeof *rec, 1, f) != 1) {
    if (ferror(f))
      r->status = HCL_ERR_IO;
    return false;
  }
  hcl_buf_clear(&r->text);
  if (rec->len > SIZE_MAX - 1 || !hcl_buf_reserve(&r->text, rec->len + 1)) {
    r->status = HCL_ERR_NOMEM;
    return false;
  }
  if (rec->len && fread(r->text.data, (size_t)rec->len, 1, f) != 1) {
    r->status = HCL_ERR_IO;
    return false;
  }
  r->text.len = (size_t)rec->len;
  return true;
}

static bool add_repeat(resolver *r, const record *rec, hcl_span first) {
  repeat rp = {rec->seq, rec->span, first, r->names.len, r->text.len};
  return hcl_buf_append(&r->names, r->text.data, r->text.len) &&
         hcl_vec_push(&r->repeats, &rp);
}

/*
 * Reads `f` with a map of the distinct names seen, noting every repeat.
 * With `bounded`, gives up (returns false, with the repeats it noted
 * taken back) once the map would hold more than the memory budget.
 */
static bool scan(resolver *r, FILE *f, bool bounded) {
  size_t repeats_mark = r->repeats.len, names_mark = r->names.len;
  hcl_map seen;
  hcl_map_init(&seen, r->alloc);
  hcl_vec firsts;
  hcl_vec_init(&firsts, r->alloc, sizeof(hcl_span));
  size_t held = 0;
  bool whole = true;
  record rec;
  rewind(f);
  while (r->status == HCL_OK && read_record(r, f, &rec)) {
    bool inserted;
    hcl_map_entry *e =
        hcl_map_upsert(&seen, r->text.data, r->text.len, &inserted);
    if (!e) {
      r->status = HCL_ERR_NOMEM;
      break;
    }
    if (!inserted) {
      const hcl_span *first = hcl_vec_at(&firsts, (size_t)(uintptr_t)e->value);
      if (!add_repeat(r, &rec, *first))
        r->status = HCL_ERR_NOMEM;
      continue;
    }
    e->value = (void *)(uintptr_t)firsts.len;
    if (!hcl_vec_push(&firsts, &rec.span)) {
      r->status = HCL_ERR_NOMEM;
      break;
    }
    held += r->text.len + NAME_COST;
    if (bounded && held > HCL_BODY_NAMES_MEMORY) {
      r->repeats.len = repeats_mark;
      r->names.len = names_mark;
      whole = false;
      break;
    }
  }
  hcl_map_fini(&seen);
  hcl_vec_fini(&firsts);
  return whole;
}

/* What a scan of `count` records of `bytes` in all would hold at most. */
static uint64_t scan_cost(uint64_t count, uint64_t bytes) {
  return bytes - count * sizeof(record) + count * NAME_COST;
}

static void resolve(resolver *r, FILE *f, uint64_t count, uint64_t bytes,
                    unsigned used_bits);

/* Splits `f` on the next bits of the names' hashes (a name's repeats all
   land in one part), into enough parts that each should fit in memory,
   and resolves each. */
static void split(resolver *r, FILE *f, uint64_t count, uint64_t bytes,
                  unsigned used_bits) {
  unsigned bits = 1;
  while (bits < MAX_SPLIT_BITS &&
         (scan_cost(count, bytes) >> bits) > HCL_BODY_NAMES_MEMORY / 2)
    bits++;
  if (bits > 64 - used_bits)
    bits = 64 - used_bits;
  unsigned ways = 1u << bits, shift = 64 - used_bits - bits;
  FILE *parts[1u << MAX_SPLIT_BITS] = {NULL};
  uint64_t counts[1u << MAX_SPLIT_BITS] = {0};
  uint64_t sizes[1u << MAX_SPLIT_BITS] = {0};
  record rec;
  rewind(f);
  while (r->status == HCL_OK && read_record(r, f, &rec)) {
    unsigned way = (unsigned)(rec.hash >> shift) & (ways - 1);
    if (!parts[way] && !(parts[way] = tmpfile())) {
      r->status = HCL_ERR_IO;
      break;
    }
    if (!write_record(parts[way], &rec, r->text.data))
      r->status = HCL_ERR_IO;
    counts[way]++;
    sizes[way] += sizeof rec + rec.len;
  }
  for (unsigned i = 0; i < ways; i++) {
    if (!parts[i])
      continue;
    if (r->status == HCL_OK)
      resolve(r, parts[i], counts[i], sizes[i], used_bits + bits);
    fclose(parts[i]);
  }
}

/*
 * Finds the repeats among the `count` records of `f`. A file whose names
 * may not all fit in memory is split, unless splitting did not shrink it
 * (one name over and over, as likely as not): then a scan is tried first,
 * since its map holds only the distinct names.
 */
static void resolve(resolver *r, FILE *f, uint64_t count, uint64_t bytes,
                    unsigned used_bits) {
  if (fflush(f) != 0) {
    r->status = HCL_ERR_IO;
    return;
  }
  bool fits = scan_cost(count, bytes) <= HCL_BODY_NAMES_MEMORY;
  if (used_bits >= 64) {
    scan(r, f, false);
    return;
  }
  if (fits || used_bits > 0) {
    if (scan(r, f, true) || r->status != HCL_OK)
      return;
  }
  split(r, f, count, bytes, used_bits);
}

static int by_seq(const void *a, const void *b) {
  uint64_t x = ((const repeat *)a)->seq, y = ((const repeat *)b)->seq;
  return x < y ? -1 : x > y;
}

hcl_status hcl_body_names_finish(hcl_body_names *n,
                                 hcl_body_names_repeat report, void *ctx) {
  if (!n->spill)
    return HCL_OK;
  resolver r;
  memset(&r, 0, sizeof r);
  r.alloc = n->alloc;
  hcl_vec_init(&r.repeats, n->alloc, sizeof(repeat));
  hcl_buf_init(&r.names, n->alloc);
  hcl_buf_init(&r.text, n->alloc);
  resolve(&r, n->spill, n->spilled, n->spill_bytes, 0);
  if (r.status == HCL_OK) {
    /* the splits find repeats part by part */
    if (r.repeats.len > 1)
      qsort(r.repeats.data, r.repeats.len, sizeof(repeat), by_seq);
    for (size_t i = 0; i < r.repeats.len; i++) {
      const repeat *rp = hcl_vec_at(&r.repeats, i);
      report(ctx, rp->len ? r.names.data + rp->name : "", rp->len, rp->at,
             rp->first);
    }
  }
  hcl_vec_fini(&r.repeats);
  hcl_buf_fini(&r.names);
  hcl_buf_fini(&r.text);
  fclose(n->spill);
  n->spill = NULL;
  n->spilled = n->spill_bytes = 0;
  return r.status;
}
