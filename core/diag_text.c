/*
 * Diagnostics as text for people: severity and summary, the source lines
 * around the subject with the subject highlighted (colour) or underlined
 * (carets), then the detail wrapped to the terminal width. The layout
 * follows the reference implementation's text writer.
 */

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/alloc.h"
#include "core/buf.h"
#include "core/diags.h"
#include "core/limits.h"
#include "core/options.h"
#include "core/utf8.h"
#include "hcl/diag.h"

hcl_text_options hcl_text_options_default(void) {
  hcl_text_options o;
  memset(&o, 0, sizeof o);
  o.size = sizeof o;
  o.width = HCL_TEXT_WIDTH_DEFAULT;
  o.carets = true;
  return o;
}

size_t hcl_source_read_file(void *ctx, const char *filename, uint64_t offset,
                            char *buf, size_t len) {
  (void)ctx;
  if (!filename)
    return 0;
  /* Only a regular file can be read again: a named pipe or a device (a
     process substitution, /dev/stdin) would block the open or give other
     bytes. O_NONBLOCK keeps the open of a pipe without a writer from
     waiting for one. */
  int fd = open(filename, O_RDONLY | O_NONBLOCK);
  if (fd < 0)
    return HCL_SOURCE_UNAVAILABLE;
  struct stat st;
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    close(fd);
    return HCL_SOURCE_UNAVAILABLE;
  }
  size_t got = 0;
  off_t at = (off_t)offset;
  if (at >= 0 && (uint64_t)at == offset) { /* else past any file there is */
    while (got < len) {
      ssize_t n = pread(fd, buf + got, len - got, at + (off_t)got);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        break; /* the end, or an error: what was read stands */
      got += (size_t)n;
    }
  }
  close(fd);
  return got;
}

/* Byte-based overlap, as the reference defines it (pos.go Overlaps). */
static bool contains(uint64_t s, uint64_t e, uint64_t off) {
  return off >= s && off < e;
}

static bool overlaps(uint64_t as, uint64_t ae, uint64_t bs, uint64_t be) {
  if (as == ae || bs == be)
    return false;
  return contains(as, ae, bs) || contains(as, ae, be) || contains(bs, be, as) ||
         contains(bs, be, ae);
}

/* go-wordwrap's rule: break at white space once a line passes `lim`
   code points; a word longer than `lim` is left whole. */
static bool wrap_text(hcl_buf *out, const char *s, unsigned lim) {
  hcl_buf word, space;
  hcl_buf_init(&word, out->alloc);
  hcl_buf_init(&space, out->alloc);
  size_t current = 0, word_len = 0, space_len = 0;
  bool ok = true;
  size_t i = 0, n = strlen(s);
  while (ok && i < n) {
    int32_t cp;
    size_t k = hcl_utf8_decode((const unsigned char *)s + i, n - i, &cp);
    if (k == 0) {
      k = 1;
      cp = 0xFFFD;
    }
    if (cp == '\n') {
      if (word.len == 0) {
        if (current + space_len <= lim)
          ok = hcl_buf_append(out, space.data, space.len);
      } else {
        ok = hcl_buf_append(out, space.data, space.len) &&
             hcl_buf_append(out, word.data, word.len);
      }
      hcl_buf_clear(&space);
      hcl_buf_clear(&word);
      space_len = word_len = 0;
      ok = ok && hcl_buf_putc(out, '\n');
      current = 0;
    } else if (hcl_unicode_is_space(cp) && cp != 0xA0) {
      if (space.len == 0 || word.len > 0) {
        current += space_len + word_len;
        ok = hcl_buf_append(out, space.data, space.len) &&
             hcl_buf_append(out, word.data, word.len);
        hcl_buf_clear(&space);
        hcl_buf_clear(&word);
        space_len = word_len = 0;
      }
      ok = ok && hcl_buf_append(&space, s + i, k);
      space_len++;
    } else {
      ok = hcl_buf_append(&word, s + i, k);
      word_len++;
      if (current + word_len + space_len > lim && word_len < lim) {
        ok = ok && hcl_buf_putc(out, '\n');
        current = 0;
        hcl_buf_clear(&space);
        space_len = 0;
      }
    }
    i += k;
  }
  if (ok) {
    if (word.len == 0) {
      if (current + space_len <= lim)
        ok = hcl_buf_append(out, space.data, space.len);
    } else {
      ok = hcl_buf_append(out, space.data, space.len) &&
           hcl_buf_append(out, word.data, word.len);
    }
  }
  hcl_buf_fini(&word);
  hcl_buf_fini(&space);
  return ok;
}

/* Spaces (tabs kept) under `before`, one per column, then carets for the
   highlighted columns. */
static bool put_carets(hcl_buf *b, const char *before, size_t blen,
                       size_t hl_cols) {
  bool ok = hcl_buf_puts(b, "      ");
  for (size_t i = 0; ok && i < blen;
       i += hcl_grapheme_next(before + i, blen - i))
    ok = hcl_buf_putc(b, before[i] == '\t' ? '\t' : ' ');
  if (hl_cols == 0)
    hl_cols = 1;
  for (size_t c = 0; ok && c < hl_cols; c++)
    ok = hcl_buf_putc(b, '^');
  return ok && hcl_buf_putc(b, '\n');
}

/* ", in NAME" for the block around the subject, when the caller names
   it; a long name is asked for again with room for all of it. */
static bool put_block_name(hcl_buf *b, const hcl_diag *d,
                           const hcl_text_options *o) {
  if (!o->block_name)
    return true;
  char small[256];
  size_t n = o->block_name(o->block_name_ctx, d->subject->filename,
                           d->subject->start.byte, small, sizeof small);
  if (n == 0)
    return true;
  if (!hcl_buf_puts(b, ", in "))
    return false;
  if (n < sizeof small)
    return hcl_buf_append(b, small, n);
  if (!hcl_buf_reserve(b, n))
    return false;
  o->block_name(o->block_name_ctx, d->subject->filename, d->subject->start.byte,
                b->data + b->len, n + 1);
  b->len += strlen(b->data + b->len);
  return true;
}

static bool put_snippet(hcl_buf *b, const hcl_diag *d,
                        const hcl_text_options *o, const char *hl_on,
                        const char *hl_off) {
  hcl_range snip = *d->subject, hl = *d->subject;
  if (d->context) {
    const hcl_range *c = d->context;
    if (snip.start.byte == snip.end.byte) {
      snip = *c;
    } else if (c->start.byte != c->end.byte) {
      if (c->start.byte < snip.start.byte)
        snip.start = c->start;
      if (c->end.byte > snip.end.byte)
        snip.end = c->end;
    }
  }
  if (snip.start.byte == snip.end.byte)
    snip.end.byte++;
  if (hl.start.byte == hl.end.byte)
    hl.end.byte++;

  uint64_t from = snip.start.byte > HCL_SNIPPET_LOOKBEHIND_BYTES
                      ? snip.start.byte - HCL_SNIPPET_LOOKBEHIND_BYTES
                      : 0;
  uint64_t want = snip.end.byte - from + HCL_SNIPPET_LOOKBEHIND_BYTES;
  size_t cap =
      want > HCL_SNIPPET_MAX_BYTES ? HCL_SNIPPET_MAX_BYTES : (size_t)want;
  char *src = hcl_mem_alloc(b->alloc, cap);
  if (!src)
    return false;
  hcl_source_read_fn rd =
      o->read_source ? o->read_source : hcl_source_read_file;
  size_t got = rd(o->read_source_ctx, d->subject->filename, from, src, cap);
  const char *fname = d->subject->filename ? d->subject->filename : "";
  bool ok;
  if (got == HCL_SOURCE_UNAVAILABLE) {
    ok =
        hcl_buf_printf(b, "  on %s line %u:\n  (source code not available)\n\n",
                       fname, d->subject->start.line);
    hcl_mem_free(b->alloc, src);
    return ok;
  }
  ok = hcl_buf_printf(b, "  on %s line %u", fname, d->subject->start.line) &&
       put_block_name(b, d, o) && hcl_buf_puts(b, ":\n");
  /* The line holding snip.start begins after the previous newline. */
  size_t at = (size_t)(snip.start.byte - from);
  if (at > got)
    at = got;
  size_t ls = at;
  while (ls > 0 && src[ls - 1] != '\n')
    ls--;
  /* Lines are numbered as they lie in the file, which is not always the
     range's own line: a template inside a JSON string counts the newlines
     its escapes decode to. Counted when the window starts the file;
     further in, the range's line stands. */
  uint32_t line = snip.start.line;
  if (from == 0) {
    line = 1;
    for (size_t i = 0; i < ls; i++)
      line += src[i] == '\n';
  }
  while (ok && ls < got) {
    size_t le = ls;
    while (le < got && src[le] != '\n')
      le++;
    size_t content_end = le;
    if (content_end > ls && src[content_end - 1] == '\r')
      content_end--;
    uint64_t lsb = from + ls, leb = from + content_end;
    if (lsb > snip.end.byte)
      break;
    if (overlaps(lsb, leb, snip.start.byte, snip.end.byte)) {
      bool has_hl = overlaps(lsb, leb, hl.start.byte, hl.end.byte);
      if (!has_hl) {
        ok = hcl_buf_printf(b, "%4u: ", line) &&
             hcl_buf_append(b, src + ls, content_end - ls) &&
             hcl_buf_putc(b, '\n');
      } else {
        uint64_t hs = hl.start.byte > lsb ? hl.start.byte : lsb;
        uint64_t he = hl.end.byte < leb ? hl.end.byte : leb;
        size_t bs = (size_t)(hs - from), be = (size_t)(he - from);
        ok = hcl_buf_printf(b, "%4u: ", line) &&
             hcl_buf_append(b, src + ls, bs - ls) && hcl_buf_puts(b, hl_on) &&
             hcl_buf_append(b, src + bs, be - bs) && hcl_buf_puts(b, hl_off) &&
             hcl_buf_append(b, src + be, content_end - be) &&
             hcl_buf_putc(b, '\n');
        if (ok && !o->color && o->carets)
          ok = put_carets(b, src + ls, bs - ls,
                          hcl_grapheme_count(src + bs, be - bs));
      }
    }
    if (le >= got)
      break;
    ls = le + 1;
    line++;
  }
  hcl_mem_free(b->alloc, src);
  return ok && hcl_buf_putc(b, '\n');
}

/* "with a as 1,\n     b as 2.\n\n" from one note per line. */
static bool put_values(hcl_buf *b, const char *values) {
  bool ok = hcl_buf_puts(b, "with ");
  for (const char *p = values; ok && *p;) {
    const char *nl = strchr(p, '\n');
    size_t n = nl ? (size_t)(nl - p) : strlen(p);
    ok = hcl_buf_append(b, p, n);
    p += n;
    if (*p == '\n')
      p++;
    ok = ok && hcl_buf_puts(b, *p ? ",\n     " : ".\n\n");
  }
  return ok;
}

hcl_status hcl_diags_render_text(const hcl_diags *ds, FILE *out,
                                 const hcl_text_options *opts) {
  hcl_text_options o = hcl_text_options_default();
  hcl_options_merge(&o, sizeof o, opts);
  hcl_buf b;
  hcl_buf_init(&b, hcl_diags_allocator(ds));
  bool ok = true;
  for (size_t i = 0; ok && i < hcl_diags_count(ds); i++) {
    const hcl_diag *d = hcl_diags_at(ds, i);
    const char *color = "", *reset = "", *hl_on = "", *hl_off = "";
    if (o.color) {
      color = d->severity == HCL_DIAG_ERROR ? "\x1b[31m" : "\x1b[33m";
      reset = "\x1b[0m";
      hl_on = "\x1b[1;4m";
      hl_off = reset;
    }
    const char *sev = d->severity == HCL_DIAG_ERROR     ? "Error"
                      : d->severity == HCL_DIAG_WARNING ? "Warning"
                                                        : "???????";
    ok = hcl_buf_printf(&b, "%s%s%s: %s\n\n", color, sev, reset, d->summary);
    if (ok && d->subject)
      ok = put_snippet(&b, d, &o, hl_on, hl_off);
    if (ok && d->subject && d->values && d->values[0])
      ok = put_values(&b, d->values);
    if (ok && d->detail && d->detail[0]) {
      ok = o.width ? wrap_text(&b, d->detail, o.width)
                   : hcl_buf_puts(&b, d->detail);
      ok = ok && hcl_buf_puts(&b, "\n\n");
    }
    if (ok && b.len > 0) {
      ok = fwrite(b.data, 1, b.len, out) == b.len;
      hcl_buf_clear(&b);
      if (!ok) {
        hcl_buf_fini(&b);
        return HCL_ERR_IO;
      }
    }
  }
  hcl_buf_fini(&b);
  return ok ? HCL_OK : HCL_ERR_NOMEM;
}
