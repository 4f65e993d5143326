/*
 * csvdecode from cty's standard library: RFC 4180 text read as Go's
 * encoding/csv reads it (comma separated, double quotes, "" for a quote,
 * CRLF taken as LF, blank lines skipped, no lazy quotes), the first record
 * naming the attributes of one object per further record. One pass over
 * the input.
 */

#include <string.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "core/map.h"
#include "core/quote.h"
#include "core/vec.h"
#include "eval/func_common.h"
#include "eval/func_internal.h"
#include "eval/value_internal.h"

/* One line of input as Go's reader sees it: the text without its line
   ending, and whether a (LF, or CRLF made LF) ending followed. */
typedef struct line {
  const char *p;
  size_t len;
  bool nl;
} line;

typedef struct reader {
  hcl_str in;
  size_t off;
  long num_line;      /* lines read so far */
  hcl_buf field_text; /* the record's fields, one after another */
  hcl_vec field_ends; /* size_t: where each field ends in field_text */
} reader;

typedef enum csv_err {
  CSV_OK,
  CSV_EOF,
  CSV_NOMEM,
  CSV_BARE_QUOTE,
  CSV_QUOTE,
  CSV_FIELD_COUNT
} csv_err;

/* The next line; false at the end of input. A last line without an
   ending loses a final CR. */
static bool read_line(reader *r, line *l) {
  r->num_line++;
  if (r->off >= r->in.len)
    return false;
  const char *p = r->in.ptr + r->off;
  size_t avail = r->in.len - r->off;
  const char *nl = memchr(p, '\n', avail);
  if (nl) {
    l->len = (size_t)(nl - p);
    l->nl = true;
    r->off += l->len + 1;
  } else {
    l->len = avail;
    l->nl = false;
    r->off += avail;
  }
  l->p = p;
  if (l->len && p[l->len - 1] == '\r')
    l->len--; /* CRLF is LF; a CR just before the end goes */
  return true;
}

static bool end_field(reader *r) {
  size_t end = r->field_text.len;
  return hcl_vec_push(&r->field_ends, &end) != NULL;
}

/* Reads one record into field_text and field_ends; *err_line is the line
   an error is reported on. `want` fields, or any number when 0. */
static csv_err read_record(reader *r, size_t want, long *err_line) {
  hcl_buf_clear(&r->field_text);
  r->field_ends.len = 0;
  line l;
  for (;;) {
    if (!read_line(r, &l))
      return CSV_EOF;
    if (l.len > 0)
      break; /* blank lines are skipped */
  }
  long rec_line = r->num_line, pos_line = r->num_line;
  size_t at = 0; /* in l */
  for (;;) {
    if (at >= l.len || l.p[at] != '"') {
      const char *rest = l.p + at;
      size_t avail = l.len - at;
      const char *comma = memchr(rest, ',', avail);
      size_t flen = comma ? (size_t)(comma - rest) : avail;
      if (memchr(rest, '"', flen)) {
        *err_line = r->num_line;
        return CSV_BARE_QUOTE;
      }
      if (!hcl_buf_append(&r->field_text, rest, flen) || !end_field(r))
        return CSV_NOMEM;
      if (!comma)
        break;
      at += flen + 1;
      continue;
    }
    /* a quoted field, maybe over several lines */
    at++;
    bool field_done = false, record_done = false;
    while (!field_done) {
      const char *rest = l.p + at;
      size_t avail = l.len - at;
      const char *q = memchr(rest, '"', avail);
      if (q) {
        size_t k = (size_t)(q - rest);
        if (!hcl_buf_append(&r->field_text, rest, k))
          return CSV_NOMEM;
        at += k + 1;
        if (at < l.len && l.p[at] == '"') {
          if (!hcl_buf_putc(&r->field_text, '"'))
            return CSV_NOMEM;
          at++;
        } else if (at < l.len && l.p[at] == ',') {
          at++;
          field_done = true;
        } else if (at >= l.len) {
          field_done = record_done = true;
        } else {
          *err_line = r->num_line;
          return CSV_QUOTE;
        }
      } else if (avail > 0 || l.nl) {
        /* the rest of the line, its ending too, is the field's */
        if (!hcl_buf_append(&r->field_text, rest, avail) ||
            (l.nl && !hcl_buf_putc(&r->field_text, '\n')))
          return CSV_NOMEM;
        if (!read_line(r, &l)) {
          l.len = 0;
          l.nl = false;
        } else if (l.len > 0 || l.nl) {
          pos_line++;
        }
        at = 0;
      } else {
        /* the input ended inside the quotes */
        *err_line = pos_line;
        return CSV_QUOTE;
      }
    }
    if (!end_field(r))
      return CSV_NOMEM;
    if (record_done)
      break;
  }
  if (want && r->field_ends.len != want) {
    *err_line = rec_line;
    return CSV_FIELD_COUNT;
  }
  return CSV_OK;
}

static void reader_init(reader *r, const hcl_alloc *alloc, hcl_str in) {
  memset(r, 0, sizeof *r);
  r->in = in;
  hcl_buf_init(&r->field_text, alloc);
  hcl_vec_init(&r->field_ends, alloc, sizeof(size_t));
}

static void reader_fini(reader *r) {
  hcl_buf_fini(&r->field_text);
  hcl_vec_fini(&r->field_ends);
}

static hcl_str field_at(const reader *r, size_t i) {
  size_t from = i ? *(size_t *)hcl_vec_at(&r->field_ends, i - 1) : 0;
  size_t to = *(size_t *)hcl_vec_at(&r->field_ends, i);
  hcl_str s = {r->field_text.data ? r->field_text.data + from : "", to - from};
  return s;
}

/* Fails the call for a reader error (cty's csvError); false for out of
   memory. */
static void fail(hcl_call *call, csv_err e, long line_no) {
  const char *what = e == CSV_BARE_QUOTE ? "bare \" in non-quoted-field"
                     : e == CSV_QUOTE    ? "extraneous or missing \" in "
                                           "quoted-field"
                                         : "wrong number of fields";
  hcl_call_error(call, -1, "CSV parse error on line %ld: %s", line_no, what);
}

/* The header record's names as an object type of strings. */
static const hcl_type *header_type(hcl_call *call, reader *r) {
  const hcl_alloc *alloc = hcl_call_alloc(call);
  long line_no = 0;
  csv_err e = read_record(r, 0, &line_no);
  if (e == CSV_NOMEM)
    return NULL;
  if (e == CSV_EOF) {
    hcl_call_error(call, -1, "missing header line");
    return NULL;
  }
  if (e != CSV_OK) {
    fail(call, e, line_no);
    return NULL;
  }
  size_t n = r->field_ends.len;
  hcl_str *names = hcl_mem_alloc(alloc, n * sizeof *names);
  const hcl_type **types = hcl_mem_alloc(alloc, n * sizeof *types);
  hcl_map seen;
  hcl_map_init(&seen, alloc);
  const hcl_type *t = NULL;
  bool ok = names && types;
  for (size_t i = 0; ok && i < n; i++) {
    names[i] = field_at(r, i);
    types[i] = hcl_type_string();
    bool inserted = false;
    ok = hcl_map_upsert(&seen, names[i].ptr, names[i].len, &inserted) != NULL;
    if (ok && !inserted) {
      hcl_buf msg;
      hcl_buf_init(&msg, alloc);
      if (hcl_go_quote(&msg, names[i].ptr, names[i].len) &&
          hcl_buf_terminate(&msg))
        hcl_call_error(call, -1, "duplicate column name %s", msg.data);
      hcl_buf_fini(&msg);
      ok = false;
    }
  }
  if (ok)
    t = hcl_type_object(names, types, n, alloc);
  hcl_map_fini(&seen);
  hcl_mem_free(alloc, names);
  hcl_mem_free(alloc, types);
  return t;
}

static const hcl_type *
csvdecode_type(hcl_call *call, const hcl_value *const *args, size_t nargs) {
  (void)nargs;
  if (hcl_value_is_unknown(args[0]))
    return hcl_type_ref(hcl_type_dynamic());
  reader r;
  reader_init(&r, hcl_call_alloc(call), hcl_value_as_string(args[0]));
  const hcl_type *obj = header_type(call, &r);
  reader_fini(&r);
  if (!obj)
    return NULL;
  const hcl_type *t = hcl_type_list(obj, hcl_call_alloc(call));
  hcl_type_unref(obj);
  return t;
}

static hcl_value *csvdecode_impl(hcl_call *call, const hcl_value *const *args,
                                 size_t nargs, const hcl_type *rt) {
  (void)nargs;
  const hcl_alloc *alloc = hcl_call_alloc(call);
  const hcl_type *ety = hcl_type_elem(rt);
  size_t n = hcl_type_count(ety);
  reader r;
  reader_init(&r, alloc, hcl_value_as_string(args[0]));
  hcl_vec names, rows;
  hcl_vec_init(&names, alloc, sizeof(hcl_str));
  hcl_vec_init(&rows, alloc, sizeof(hcl_value *));
  hcl_buf header;
  hcl_buf_init(&header, alloc);
  hcl_value **cells = hcl_mem_alloc(alloc, (n ? n : 1) * sizeof *cells);
  hcl_value *result = NULL;
  long line_no = 0;
  bool ok = cells != NULL;
  /* the header again, copied: the names outlive the record buffer */
  csv_err e = ok ? read_record(&r, n, &line_no) : CSV_NOMEM;
  ok = e == CSV_OK && hcl_vec_reserve(&names, n) &&
       hcl_buf_append(&header, r.field_text.data ? r.field_text.data : "",
                      r.field_text.len);
  for (size_t i = 0; ok && i < n; i++) {
    hcl_str f = field_at(&r, i);
    size_t from = i ? *(size_t *)hcl_vec_at(&r.field_ends, i - 1) : 0;
    hcl_str name = {header.data ? header.data + from : "", f.len};
    ok = hcl_vec_push(&names, &name) != NULL;
  }
  while (ok) {
    e = read_record(&r, n, &line_no);
    if (e == CSV_EOF)
      break;
    if (e != CSV_OK) {
      if (e != CSV_NOMEM)
        fail(call, e, line_no);
      ok = false;
      break;
    }
    size_t made = 0;
    for (; ok && made < n; made++) {
      hcl_str f = field_at(&r, made);
      cells[made] = hcl_value_string(f.ptr, f.len, alloc);
      ok = cells[made] != NULL;
    }
    made -= !ok;
    hcl_value *row = NULL;
    if (ok)
      row = hcl_value_object(names.data, (const hcl_value *const *)cells, n,
                             alloc);
    for (size_t i = 0; i < made; i++)
      hcl_value_unref(cells[i]);
    ok = row && hcl_vec_push(&rows, &row);
    if (!ok)
      hcl_value_unref(row);
  }
  if (ok)
    result = hcl_value_list(ety, (const hcl_value *const *)rows.data, rows.len,
                            alloc);
  for (size_t i = 0; i < rows.len; i++)
    hcl_value_unref(*(hcl_value **)hcl_vec_at(&rows, i));
  hcl_vec_fini(&rows);
  hcl_vec_fini(&names);
  hcl_buf_fini(&header);
  hcl_mem_free(alloc, cells);
  reader_fini(&r);
  return result;
}

static const hcl_param csvdecode_params[] = {
    {"str", &hcl_fn_string, false, false, false},
};

const hcl_func hcl_fn_csvdecode = {HCL_IMMORTAL,
                                   NULL,
                                   {csvdecode_params, 1, NULL, csvdecode_type,
                                    NULL, csvdecode_impl, NULL, NULL}};
