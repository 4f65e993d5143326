/*
 * Anonymous temporary files in $TMPDIR (include/hcl/file.h). The C
 * library's tmpfile() always uses /tmp, which may be a small memory-backed
 * file system; users expect TMPDIR to move such files, as sort(1) does.
 */

#define _GNU_SOURCE /* O_TMPFILE, mkostemp */

#include "hcl/file.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* A file made under a name, which is removed at once: where O_TMPFILE is
   missing or the file system does not support it. */
static int named_then_unlinked(const char *dir) {
  static const char pattern[] = "/hcl-XXXXXX";
  char path[PATH_MAX];
  size_t n = strlen(dir);
  if (n + sizeof pattern > sizeof path) {
    errno = ENAMETOOLONG;
    return -1;
  }
  memcpy(path, dir, n);
  memcpy(path + n, pattern, sizeof pattern);
  int fd = mkostemp(path, O_CLOEXEC);
  if (fd >= 0)
    unlink(path);
  return fd;
}

FILE *hcl_temp_file(void) {
  const char *dir = getenv("TMPDIR");
  if (!dir || !*dir)
    dir = "/tmp";
  int fd = -1;
#ifdef O_TMPFILE
  fd = open(dir, O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
  if (fd < 0 && errno != EISDIR && errno != EOPNOTSUPP && errno != EINVAL)
    return NULL; /* no such directory, no permission: a name would fail too */
#endif
  if (fd < 0)
    fd = named_then_unlinked(dir);
  if (fd < 0)
    return NULL;
  FILE *f = fdopen(fd, "w+b");
  if (!f) {
    int saved = errno;
    close(fd);
    errno = saved;
  }
  return f;
}
