/*
 * Replacing a file whole or not at all (include/hcl/file.h): a regular
 * file is replaced by renaming a finished new file over it; a symbolic
 * link is followed to its final target; anything else is written through.
 */

#include "hcl/file.h"

#include <errno.h>
#include <fcntl.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "core/alloc.h"
#include "core/limits.h"

struct hcl_file_out {
  const hcl_alloc *alloc;
  FILE *stream;
  char *final_path; /* what the caller's path resolves to */
  char *temp_path;  /* the new file; NULL when writing through */
};

/* ---- Paths --------------------------------------------------------------- */

/* The directory part of `path` with its slash ("" for none), as a length. */
static size_t dir_len(const char *path) {
  const char *slash = strrchr(path, '/');
  return slash ? (size_t)(slash - path) + 1 : 0;
}

/* A copy of `target` read from the link at `link`, made relative to the
   link's directory as the kernel resolves it. */
static char *join_link(const hcl_alloc *a, const char *link, const char *target,
                       size_t tlen) {
  size_t dlen = target[0] == '/' ? 0 : dir_len(link);
  char *p = hcl_mem_alloc(a, dlen + tlen + 1);
  if (!p)
    return NULL;
  memcpy(p, link, dlen);
  memcpy(p + dlen, target, tlen);
  p[dlen + tlen] = '\0';
  return p;
}

/*
 * Follows symbolic links from `path` to the path that is finally written:
 * an existing non-link, or a name that does not exist yet. *st describes
 * it and *exists says whether it exists.
 */
static hcl_status resolve(const hcl_alloc *a, const char *path, char **out,
                          struct stat *st, bool *exists, int *err) {
  char *cur = hcl_mem_strndup(a, path, strlen(path));
  if (!cur)
    return HCL_ERR_NOMEM;
  for (int hops = 0;; hops++) {
    if (lstat(cur, st) != 0) {
      if (errno != ENOENT) {
        *err = errno;
        hcl_mem_free(a, cur);
        return HCL_ERR_IO;
      }
      *exists = false;
      *out = cur;
      return HCL_OK;
    }
    if (!S_ISLNK(st->st_mode)) {
      *exists = true;
      *out = cur;
      return HCL_OK;
    }
    if (hops == HCL_MAX_SYMLINK_HOPS) {
      *err = ELOOP;
      hcl_mem_free(a, cur);
      return HCL_ERR_IO;
    }
    char target[HCL_MAX_LINK_TARGET_BYTES];
    ssize_t n = readlink(cur, target, sizeof target);
    if (n < 0 || (size_t)n >= sizeof target) {
      *err = n < 0 ? errno : ENAMETOOLONG;
      hcl_mem_free(a, cur);
      return HCL_ERR_IO;
    }
    char *next = join_link(a, cur, target, (size_t)n);
    hcl_mem_free(a, cur);
    if (!next)
      return HCL_ERR_NOMEM;
    cur = next;
  }
}

/* ---- The new file ------------------------------------------------------ */

/*
 * Creates a new file beside `final` with a name nobody else uses. Creating
 * it with `mode` lets the kernel apply the umask, which a thread-safe
 * library cannot read.
 */
static hcl_status create_temp(const hcl_alloc *a, const char *final,
                              unsigned mode, char **temp_out, int *fd_out,
                              int *err) {
  static atomic_uint_fast32_t counter;
  size_t dlen = dir_len(final);
  const char *base = final + dlen;
  size_t cap = strlen(final) + 40;
  char *temp = hcl_mem_alloc(a, cap);
  if (!temp)
    return HCL_ERR_NOMEM;
  for (int attempt = 0; attempt < HCL_MAX_TEMP_NAME_ATTEMPTS; attempt++) {
    uint32_t salt = (uint32_t)atomic_fetch_add(&counter, 1);
    salt = salt * 2654435761u ^ (uint32_t)getpid() ^ (uint32_t)time(NULL);
    snprintf(temp, cap, "%.*s.%s.%08x.tmp", (int)dlen, final, base,
             (unsigned)salt);
    int fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC,
                  (mode_t)(mode & 07777));
    if (fd >= 0) {
      *temp_out = temp;
      *fd_out = fd;
      return HCL_OK;
    }
    if (errno != EEXIST) {
      *err = errno;
      break;
    }
  }
  if (*err == 0)
    *err = EEXIST;
  hcl_mem_free(a, temp);
  return HCL_ERR_IO;
}

/* Gives the new file the old one's permission bits and, where allowed,
   its owner. */
static int copy_attributes(int fd, const struct stat *old) {
  if (fchmod(fd, old->st_mode & 07777) != 0)
    return errno;
  if ((old->st_uid != geteuid() || old->st_gid != getegid()) &&
      fchown(fd, old->st_uid, old->st_gid) != 0 && errno != EPERM)
    return errno;
  return 0;
}

/* ---- The interface ----------------------------------------------------- */

static void release(hcl_file_out *f) {
  hcl_mem_free(f->alloc, f->final_path);
  hcl_mem_free(f->alloc, f->temp_path);
  hcl_mem_free(f->alloc, f);
}

hcl_status hcl_file_out_open(const char *path, unsigned new_mode,
                             const hcl_alloc *alloc, hcl_file_out **out,
                             int *sys_error) {
  int err = 0;
  *out = NULL;
  hcl_file_out *f = hcl_mem_alloc(alloc, sizeof *f);
  if (!f)
    return HCL_ERR_NOMEM;
  memset(f, 0, sizeof *f);
  f->alloc = alloc;
  struct stat st;
  bool exists = false;
  hcl_status s = resolve(alloc, path, &f->final_path, &st, &exists, &err);
  int fd = -1;
  if (s == HCL_OK && exists && S_ISDIR(st.st_mode)) {
    err = EISDIR;
    s = HCL_ERR_IO;
  } else if (s == HCL_OK && exists && !S_ISREG(st.st_mode)) {
    /* a device, FIFO or socket: write through, as a shell redirection does */
    fd = open(f->final_path, O_WRONLY | O_TRUNC | O_CLOEXEC);
    if (fd < 0) {
      err = errno;
      s = HCL_ERR_IO;
    }
  } else if (s == HCL_OK) {
    s = create_temp(alloc, f->final_path, exists ? 0600 : new_mode,
                    &f->temp_path, &fd, &err);
    if (s == HCL_OK && exists && (err = copy_attributes(fd, &st)) != 0)
      s = HCL_ERR_IO;
  }
  if (s == HCL_OK && !(f->stream = fdopen(fd, "wb"))) {
    err = errno;
    s = HCL_ERR_IO;
  }
  if (s != HCL_OK) {
    if (fd >= 0 && !f->stream)
      close(fd);
    if (f->temp_path)
      unlink(f->temp_path);
    release(f);
    if (sys_error)
      *sys_error = err;
    return s;
  }
  *out = f;
  return HCL_OK;
}

FILE *hcl_file_out_stream(hcl_file_out *f) { return f->stream; }

hcl_status hcl_file_out_commit(hcl_file_out *f, int *sys_error) {
  int err = 0;
  if (fflush(f->stream) != 0 || ferror(f->stream))
    err = errno ? errno : EIO;
  if (!err && f->temp_path && fsync(fileno(f->stream)) != 0)
    err = errno;
  if (fclose(f->stream) != 0 && !err)
    err = errno;
  if (!err && f->temp_path && rename(f->temp_path, f->final_path) != 0)
    err = errno;
  if (err && f->temp_path)
    unlink(f->temp_path);
  release(f);
  if (err && sys_error)
    *sys_error = err;
  return err ? HCL_ERR_IO : HCL_OK;
}

void hcl_file_out_abort(hcl_file_out *f) {
  fclose(f->stream);
  if (f->temp_path)
    unlink(f->temp_path);
  release(f);
}
