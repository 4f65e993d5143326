/*
 * Spools (cli_spool.h). The write end is a stdio stream of its own
 * (fopencookie), so that anything that writes to a FILE writes to a spool:
 * its writes land in memory until they would pass the limit, then the
 * memory moves to a temporary file and the rest follows it there.
 */

#define _GNU_SOURCE /* fopencookie */

#include "cli_spool.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

#include "hcl/file.h"

struct cli_spool {
  char *mem; /* the bytes, while they fit in memory */
  size_t len, cap, limit;
  FILE *file;   /* the bytes, once they did not */
  FILE *stream; /* the write end, until cli_spool_close */
  int temp_err; /* errno of a temporary file that could not be made */
};

static cli_spool *spool_alloc(void) { return calloc(1, sizeof(cli_spool)); }

/* Moves the bytes held in memory to a temporary file. */
static bool spill(cli_spool *s) {
  s->file = hcl_temp_file();
  if (!s->file) {
    s->temp_err = errno;
    return false;
  }
  if (s->len > 0 && fwrite(s->mem, 1, s->len, s->file) != s->len)
    return false;
  free(s->mem);
  s->mem = NULL;
  s->len = s->cap = 0;
  return true;
}

static ssize_t spool_write(void *cookie, const char *buf, size_t n) {
  cli_spool *s = cookie;
  if (!s->file && n > s->limit - s->len && !spill(s))
    return 0; /* the stream's error */
  if (s->file)
    return fwrite(buf, 1, n, s->file) == n ? (ssize_t)n : 0;
  if (n > s->cap - s->len) {
    size_t cap = s->cap ? s->cap : 4096;
    while (cap - s->len < n)
      cap *= 2;
    char *mem = realloc(s->mem, cap);
    if (!mem) {
      errno = ENOMEM;
      return 0;
    }
    s->mem = mem;
    s->cap = cap;
  }
  memcpy(s->mem + s->len, buf, n);
  s->len += n;
  return (ssize_t)n;
}

cli_spool *cli_spool_new(size_t limit) {
  cli_spool *s = spool_alloc();
  if (!s)
    return NULL;
  s->limit = limit;
  cookie_io_functions_t io = {.write = spool_write};
  s->stream = fopencookie(s, "w", io);
  if (!s->stream) {
    free(s);
    return NULL;
  }
  return s;
}

cli_spool *cli_spool_of_memory(char *mem, size_t len) {
  cli_spool *s = spool_alloc();
  if (!s)
    return NULL;
  s->mem = mem;
  s->len = s->cap = s->limit = len;
  return s;
}

cli_spool *cli_spool_of_file(FILE *f) {
  cli_spool *s = spool_alloc();
  if (s)
    s->file = f;
  return s;
}

FILE *cli_spool_stream(cli_spool *s) { return s->stream; }

bool cli_spool_close(cli_spool *s) {
  if (!s->stream)
    return true;
  bool ok = !ferror(s->stream) && s->temp_err == 0;
  if (fclose(s->stream) != 0)
    ok = false;
  s->stream = NULL;
  if (s->file && fflush(s->file) != 0)
    ok = false;
  if (s->temp_err)
    errno = s->temp_err;
  return ok;
}

int cli_spool_temp_error(const cli_spool *s) { return s->temp_err; }

const char *cli_spool_memory(const cli_spool *s, size_t *len) {
  if (s->file)
    return NULL;
  *len = s->len;
  return s->mem ? s->mem : "";
}

/* Up to `cap` bytes from `*pos` on: a window into the memory, or read
   from the file into `buf`. 0 at the end or on a read error. */
static size_t take(cli_spool *s, size_t *pos, char *buf, size_t cap,
                   const char **at) {
  size_t n;
  if (s->file) {
    n = fread(buf, 1, cap, s->file);
    *at = buf;
  } else {
    n = s->len - *pos < cap ? s->len - *pos : cap;
    *at = s->mem + *pos;
  }
  *pos += n;
  return n;
}

#define CHUNK (64 * 1024)

int cli_spool_compare(cli_spool *a, cli_spool *b) {
  if (!a->file && !b->file)
    return a->len != b->len || (a->len > 0 && memcmp(a->mem, b->mem, a->len));
  char ba[CHUNK], bb[CHUNK];
  size_t pa = 0, pb = 0;
  if ((a->file && fseek(a->file, 0, SEEK_SET) != 0) ||
      (b->file && fseek(b->file, 0, SEEK_SET) != 0))
    return -1;
  for (;;) {
    const char *xa, *xb;
    size_t na = take(a, &pa, ba, CHUNK, &xa);
    size_t nb = take(b, &pb, bb, CHUNK, &xb);
    if ((a->file && ferror(a->file)) || (b->file && ferror(b->file)))
      return -1;
    /* a file gives whole chunks until its end, memory too */
    if (na != nb || memcmp(xa, xb, na) != 0)
      return 1;
    if (na == 0)
      return 0;
  }
}

bool cli_spool_copy(cli_spool *s, FILE *to) {
  if (!s->file)
    return s->len == 0 || fwrite(s->mem, 1, s->len, to) == s->len;
  char buf[CHUNK];
  if (fseek(s->file, 0, SEEK_SET) != 0)
    return false;
  size_t pos = 0, n;
  const char *at;
  while ((n = take(s, &pos, buf, CHUNK, &at)) > 0)
    if (fwrite(at, 1, n, to) != n)
      return false;
  return !ferror(s->file);
}

void cli_spool_free(cli_spool *s) {
  if (!s)
    return;
  if (s->stream)
    fclose(s->stream);
  if (s->file)
    fclose(s->file);
  free(s->mem);
  free(s);
}
