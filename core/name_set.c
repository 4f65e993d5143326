/*
 * The names of a body in bounded memory: see name_set.h.
 */

#include "core/name_set.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "core/alloc.h"
#include "core/limits.h"
#include "hcl/file.h"

/* What a name held in memory costs besides its text: its payload, its map
   slot (the map is between 3/8 and 3/4 full) and the key's terminator. */
static size_t name_cost(size_t payload_size) {
  return payload_size + 2 * sizeof(hcl_map_entry) + 1;
}

/* Storage past this many names is freed when a set is reset, so that a
   set reused by small bodies does not keep a large body's table. */
#define KEEP_CAPACITY 1024

/* A split writes at most 2^MAX_SPLIT_BITS files; only the splits on the
   way down to the part being read have theirs open. */
#define MAX_SPLIT_BITS 8

/* A name in the temporary file; its payload, then its bytes, follow. */
typedef struct record {
  uint64_t hash;
  uint64_t seq; /* the order it was added in */
  uint64_t len;
} record;

void hcl_name_set_init(hcl_name_set *s, const hcl_alloc *alloc,
                       size_t payload_size, size_t *shared_used) {
  memset(s, 0, sizeof *s);
  s->alloc = alloc;
  s->payload_size = payload_size;
  s->shared_used = shared_used;
  hcl_vec_init(&s->payloads, alloc, payload_size);
  hcl_buf_init(&s->few_text, alloc);
  hcl_buf_init(&s->pending, alloc);
  hcl_map_init(&s->map, alloc);
}

void hcl_name_set_fini(hcl_name_set *s) {
  hcl_name_set_reset(s);
  hcl_vec_fini(&s->payloads);
  hcl_buf_fini(&s->few_text);
  hcl_buf_fini(&s->pending);
  hcl_map_fini(&s->map);
}

/* Drops the temporary file and what waited to go there. */
static void close_spill(hcl_name_set *s) {
  if (s->spill) {
    fclose(s->spill);
    s->spill = NULL;
  }
  s->spilled = s->spill_bytes = 0;
  hcl_buf_clear(&s->pending);
  s->last = NAME_SET_LAST_NONE;
}

void hcl_name_set_reset(hcl_name_set *s) {
  *s->shared_used -= s->used;
  s->used = 0;
  close_spill(s);
  if (s->payloads.cap > KEEP_CAPACITY) {
    hcl_vec_fini(&s->payloads);
    hcl_vec_init(&s->payloads, s->alloc, s->payload_size);
  }
  hcl_vec_clear(&s->payloads);
  hcl_buf_clear(&s->few_text);
  if (s->map.cap > KEEP_CAPACITY) {
    hcl_map_fini(&s->map);
    hcl_map_init(&s->map, s->alloc);
  } else if (s->mapped) {
    hcl_map_clear(&s->map);
  }
  s->mapped = false;
}

/* ---- Names in memory ------------------------------------------------ */

/* Name `i` of the few a set lists before it maps them. */
static const char *few_name(const hcl_name_set *s, size_t i, size_t *len) {
  size_t start = i ? s->few_end[i - 1] : 0;
  *len = s->few_end[i] - start;
  return s->few_text.data + start;
}

/* Index + 1 of a name held in memory, or 0. */
static size_t find(const hcl_name_set *s, const char *name, size_t len) {
  if (s->mapped) {
    hcl_map_entry *e = hcl_map_find(&s->map, name, len);
    return e ? (size_t)(uintptr_t)e->value : 0;
  }
  for (size_t i = 0; i < s->payloads.len; i++) {
    size_t l;
    const char *text = few_name(s, i, &l);
    if (l == len && (len == 0 || memcmp(text, name, len) == 0))
      return i + 1;
  }
  return 0;
}

static bool map_name(hcl_name_set *s, const char *name, size_t len,
                     size_t index) {
  bool inserted;
  hcl_map_entry *e = hcl_map_upsert(&s->map, name, len, &inserted);
  if (!e)
    return false;
  e->value = (void *)(uintptr_t)(index + 1);
  return true;
}

/* Moves the listed names to the map, for a set past the few. */
static bool map_few(hcl_name_set *s) {
  for (size_t i = 0; i < s->payloads.len; i++) {
    size_t len;
    const char *name = few_name(s, i, &len);
    if (!map_name(s, name, len, i))
      return false;
  }
  s->mapped = true;
  return true;
}

static hcl_status hold(hcl_name_set *s, const char *name, size_t len,
                       const void *payload, size_t cost) {
  size_t i = s->payloads.len;
  if (!s->mapped && i < HCL_NAME_SET_FEW) {
    if (!hcl_buf_append(&s->few_text, name, len))
      return HCL_ERR_NOMEM;
    s->few_end[i] = s->few_text.len;
  } else if ((!s->mapped && !map_few(s)) || !map_name(s, name, len, i)) {
    return HCL_ERR_NOMEM;
  }
  if (!hcl_vec_push(&s->payloads, payload))
    return HCL_ERR_NOMEM;
  s->last = NAME_SET_LAST_HELD;
  s->used += cost;
  *s->shared_used += cost;
  return HCL_OK;
}

/* ---- Names in the temporary file ------------------------------------- */

/* A record's header, then its payload and name, which lie together in
   `rest` (as the resolver reads them back). */
static bool write_record(FILE *f, const record *r, const char *rest,
                         size_t rest_len) {
  return fwrite(r, sizeof *r, 1, f) == 1 &&
         (rest_len == 0 || fwrite(rest, rest_len, 1, f) == 1);
}

/* Writes the record waiting in `pending`, if any. */
static hcl_status write_pending(hcl_name_set *s) {
  if (s->pending.len == 0)
    return HCL_OK;
  bool ok = fwrite(s->pending.data, s->pending.len, 1, s->spill) == 1;
  hcl_buf_clear(&s->pending);
  return ok ? HCL_OK : HCL_ERR_IO;
}

/* Sends a name to the file. Its record waits in `pending` until the next
   one comes (or the set finishes), so that hcl_name_set_update_last can
   still change its payload. */
static hcl_status spill(hcl_name_set *s, const char *name, size_t len,
                        const void *payload) {
  if (!s->spill && !(s->spill = hcl_temp_file()))
    return HCL_ERR_IO;
  hcl_status st = write_pending(s);
  if (st != HCL_OK)
    return st;
  record r = {hcl_hash_keyed(name, len, s->map.seed), s->spilled++, len};
  size_t size = sizeof r + s->payload_size + len;
  if (!hcl_buf_reserve(&s->pending, size))
    return HCL_ERR_NOMEM;
  hcl_buf_append(&s->pending, &r, sizeof r);
  hcl_buf_append(&s->pending, payload, s->payload_size);
  hcl_buf_append(&s->pending, name, len);
  s->spill_bytes += size;
  s->last = NAME_SET_LAST_PENDING;
  return HCL_OK;
}

void hcl_name_set_update_last(hcl_name_set *s, const void *payload) {
  if (s->last == NAME_SET_LAST_HELD)
    memcpy(hcl_vec_last(&s->payloads), payload, s->payload_size);
  else if (s->last == NAME_SET_LAST_PENDING)
    memcpy(s->pending.data + sizeof(record), payload, s->payload_size);
}

hcl_status hcl_name_set_add(hcl_name_set *s, const char *name, size_t len,
                            const void *payload, const void **first) {
  size_t found = find(s, name, len);
  s->last = NAME_SET_LAST_NONE;
  if (found) {
    *first = hcl_vec_at(&s->payloads, found - 1);
    return HCL_OK;
  }
  /* Once one name has gone to the file every later one must too: a name
     held in memory is never compared with those in the file. */
  size_t cost = len + name_cost(s->payload_size);
  if (!s->spill && (s->used + cost <= HCL_NAME_SET_FLOOR ||
                    *s->shared_used + cost <= HCL_NAME_SET_MEMORY))
    return hold(s, name, len, payload, cost);
  return spill(s, name, len, payload);
}

/* ---- Finding the repeats in the file ---------------------------------- */

typedef struct repeat {
  uint64_t seq;
  size_t at, first; /* offsets of the payloads in the resolver's `bytes` */
  size_t name, len; /* and of the name */
} repeat;

typedef struct resolver {
  const hcl_alloc *alloc;
  size_t payload_size;
  hcl_vec repeats; /* repeat */
  hcl_buf bytes;   /* the repeats' payloads and names */
  hcl_buf text;    /* the record just read: its payload, then its name */
  hcl_status status;
} resolver;

/* Reads the next record, its payload and its name into r->text; false at
   the end of the file, or on failure (r->status). */
static bool read_record(resolver *r, FILE *f, record *rec) {
  if (fread(rec, sizeof *rec, 1, f) != 1) {
    if (ferror(f))
      r->status = HCL_ERR_IO;
    return false;
  }
  size_t ps = r->payload_size;
  hcl_buf_clear(&r->text);
  if (rec->len > SIZE_MAX - ps - 1 ||
      !hcl_buf_reserve(&r->text, ps + (size_t)rec->len + 1)) {
    r->status = HCL_ERR_NOMEM;
    return false;
  }
  r->text.len = ps + (size_t)rec->len;
  if (r->text.len && fread(r->text.data, r->text.len, 1, f) != 1) {
    r->status = HCL_ERR_IO;
    return false;
  }
  return true;
}

static const char *record_name(const resolver *r) {
  return r->text.data + r->payload_size;
}

static bool add_repeat(resolver *r, const record *rec, const void *first) {
  /* the payloads are handed out in place: aligned as malloc's blocks are */
  size_t ps = r->payload_size, align = _Alignof(max_align_t);
  size_t pad = (align - r->bytes.len % align) % align;
  if (!hcl_buf_reserve(&r->bytes, pad))
    return false;
  memset(r->bytes.data + r->bytes.len, 0, pad);
  r->bytes.len += pad;
  size_t at = r->bytes.len;
  repeat rp = {rec->seq, at, at + ps, at + 2 * ps, (size_t)rec->len};
  return hcl_buf_append(&r->bytes, r->text.data, ps) &&
         hcl_buf_append(&r->bytes, first, ps) &&
         hcl_buf_append(&r->bytes, record_name(r), rp.len) &&
         hcl_vec_push(&r->repeats, &rp);
}

/*
 * Reads `f` with a map of the distinct names seen, noting every repeat.
 * With `bounded`, gives up (returns false, with the repeats it noted
 * taken back) once the map would hold more than the memory budget.
 */
static bool scan(resolver *r, FILE *f, bool bounded) {
  size_t repeats_mark = r->repeats.len, bytes_mark = r->bytes.len;
  hcl_map seen;
  hcl_map_init(&seen, r->alloc);
  hcl_vec firsts; /* the payload of each distinct name */
  hcl_vec_init(&firsts, r->alloc, r->payload_size);
  size_t held = 0;
  bool whole = true;
  record rec;
  rewind(f);
  while (r->status == HCL_OK && read_record(r, f, &rec)) {
    bool inserted;
    hcl_map_entry *e =
        hcl_map_upsert(&seen, record_name(r), (size_t)rec.len, &inserted);
    if (!e) {
      r->status = HCL_ERR_NOMEM;
      break;
    }
    if (!inserted) {
      if (!add_repeat(r, &rec, hcl_vec_at(&firsts, (uintptr_t)e->value)))
        r->status = HCL_ERR_NOMEM;
      continue;
    }
    e->value = (void *)(uintptr_t)firsts.len;
    if (!hcl_vec_push(&firsts, r->text.data)) {
      r->status = HCL_ERR_NOMEM;
      break;
    }
    held += (size_t)rec.len + name_cost(r->payload_size);
    if (bounded && held > HCL_NAME_SET_MEMORY) {
      r->repeats.len = repeats_mark;
      r->bytes.len = bytes_mark;
      whole = false;
      break;
    }
  }
  hcl_map_fini(&seen);
  hcl_vec_fini(&firsts);
  return whole;
}

/* What a scan of `count` records of `bytes` in all would hold at most. */
static uint64_t scan_cost(const resolver *r, uint64_t count, uint64_t bytes) {
  return bytes - count * (sizeof(record) + r->payload_size) +
         count * name_cost(r->payload_size);
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
         (scan_cost(r, count, bytes) >> bits) > HCL_NAME_SET_MEMORY / 2)
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
    if (!parts[way] && !(parts[way] = hcl_temp_file())) {
      r->status = HCL_ERR_IO;
      break;
    }
    if (!write_record(parts[way], &rec, r->text.data, r->text.len))
      r->status = HCL_ERR_IO;
    counts[way]++;
    sizes[way] += sizeof rec + r->text.len;
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
 * may not all fit in memory is split. A part of a split is scanned first,
 * and split again only if its names do not fit after all: a part that did
 * not shrink is as likely as not one name over and over, and a scan's map
 * holds only the distinct names. Once the hash has no bits left, a part
 * is scanned whole whatever it holds.
 */
static void resolve(resolver *r, FILE *f, uint64_t count, uint64_t bytes,
                    unsigned used_bits) {
  if (fflush(f) != 0) {
    r->status = HCL_ERR_IO;
    return;
  }
  if (used_bits >= 64) {
    scan(r, f, false);
    return;
  }
  bool fits = scan_cost(r, count, bytes) <= HCL_NAME_SET_MEMORY;
  if ((fits || used_bits > 0) && (scan(r, f, true) || r->status != HCL_OK))
    return;
  split(r, f, count, bytes, used_bits);
}

static int by_seq(const void *a, const void *b) {
  uint64_t x = ((const repeat *)a)->seq, y = ((const repeat *)b)->seq;
  return x < y ? -1 : x > y;
}

hcl_status hcl_name_set_finish(hcl_name_set *s, hcl_name_set_repeat report,
                               void *ctx) {
  if (!s->spill)
    return HCL_OK;
  resolver r;
  memset(&r, 0, sizeof r);
  r.alloc = s->alloc;
  r.payload_size = s->payload_size;
  hcl_vec_init(&r.repeats, s->alloc, sizeof(repeat));
  hcl_buf_init(&r.bytes, s->alloc);
  hcl_buf_init(&r.text, s->alloc);
  r.status = write_pending(s);
  if (r.status == HCL_OK)
    resolve(&r, s->spill, s->spilled, s->spill_bytes, 0);
  if (r.status == HCL_OK) {
    /* the splits find repeats part by part */
    if (r.repeats.len > 1)
      qsort(r.repeats.data, r.repeats.len, sizeof(repeat), by_seq);
    for (size_t i = 0; i < r.repeats.len; i++) {
      const repeat *rp = hcl_vec_at(&r.repeats, i);
      report(ctx, rp->len ? r.bytes.data + rp->name : "", rp->len,
             r.bytes.data + rp->at, r.bytes.data + rp->first);
    }
  }
  hcl_vec_fini(&r.repeats);
  hcl_buf_fini(&r.bytes);
  hcl_buf_fini(&r.text);
  close_spill(s);
  return r.status;
}
