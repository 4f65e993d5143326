/* The files `hcl validate` checks, in order. */

#include "validate_inputs.h"

#include <dirent.h>
#include <errno.h>
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static hcl_status push(vi_list *l, const char *path, size_t len, vi_kind kind,
                       uint64_t size, int err) {
  if (l->n == l->cap) {
    size_t cap = l->cap ? l->cap * 2 : 64;
    vi_file *grown = realloc(l->files, cap * sizeof *grown);
    if (!grown)
      return HCL_ERR_NOMEM;
    l->files = grown;
    l->cap = cap;
  }
  char *copy = malloc(len + 1);
  if (!copy)
    return HCL_ERR_NOMEM;
  memcpy(copy, path, len);
  copy[len] = '\0';
  l->files[l->n++] = (vi_file){copy, size, kind, err};
  return HCL_OK;
}

static bool matches_any(const char *const *patterns, size_t n,
                        const char *name) {
  for (size_t i = 0; i < n; i++)
    if (fnmatch(patterns[i], name, 0) == 0)
      return true;
  return false;
}

static bool wanted(const vi_list *l, const char *name) {
  static const char *const defaults[] = {"*.hcl", "*.hcl.json"};
  return (matches_any(defaults, 2, name) ||
          matches_any(l->include, l->ninclude, name)) &&
         !matches_any(l->exclude, l->nexclude, name);
}

/* ---- The walk ----------------------------------------------------------- */

/* One directory on the current path: its sorted entries and where we are.
   The walk keeps these on a heap stack rather than recursing, and a
   directory whose device and inode are already on the stack is a loop
   through a symbolic link, which is not entered again. */
typedef struct frame {
  char *dir;
  char **names;
  size_t n, next;
  dev_t dev;
  ino_t ino;
} frame;

typedef struct walk {
  frame *frames;
  size_t depth, cap;
} walk;

static int by_bytes(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

static void frame_fini(frame *f) {
  for (size_t i = 0; i < f->n; i++)
    free(f->names[i]);
  free(f->names);
  free(f->dir);
}

/* Reads a directory's entry names, sorted; errno on failure. */
static int read_names(const char *dir, char ***out, size_t *out_n) {
  DIR *d = opendir(dir);
  if (!d)
    return errno ? errno : EIO;
  char **names = NULL;
  size_t n = 0, cap = 0;
  int err = 0;
  struct dirent *e;
  for (;;) {
    errno = 0;
    e = readdir(d);
    if (!e) {
      err = errno;
      break;
    }
    if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
      continue;
    if (n == cap) {
      cap = cap ? cap * 2 : 16;
      char **grown = realloc(names, cap * sizeof *grown);
      if (!grown) {
        err = ENOMEM;
        break;
      }
      names = grown;
    }
    if (!(names[n] = strdup(e->d_name))) {
      err = ENOMEM;
      break;
    }
    n++;
  }
  closedir(d);
  if (err) {
    for (size_t i = 0; i < n; i++)
      free(names[i]);
    free(names);
    return err;
  }
  qsort(names, n, sizeof *names, by_bytes);
  *out = names;
  *out_n = n;
  return 0;
}

static char *join(const char *dir, const char *name) {
  size_t dl = strlen(dir), nl = strlen(name);
  bool slash = dl > 0 && dir[dl - 1] == '/';
  char *p = malloc(dl + !slash + nl + 1);
  if (!p)
    return NULL;
  memcpy(p, dir, dl);
  if (!slash)
    p[dl++] = '/';
  memcpy(p + dl, name, nl + 1);
  return p;
}

/* Enters the directory `dir` (taken over), or lists it as unreadable.
   HCL_ERR_NOMEM is the only failure. */
static hcl_status enter(vi_list *l, walk *w, char *dir, const struct stat *st) {
  for (size_t i = 0; i < w->depth; i++)
    if (w->frames[i].dev == st->st_dev && w->frames[i].ino == st->st_ino) {
      free(dir);
      return HCL_OK;
    }
  frame f = {dir, NULL, 0, 0, st->st_dev, st->st_ino};
  int err = read_names(dir, &f.names, &f.n);
  if (err == ENOMEM) {
    free(dir);
    return HCL_ERR_NOMEM;
  }
  if (err) {
    hcl_status s = push(l, dir, strlen(dir), VI_BAD_DIR, 0, err);
    free(dir);
    return s;
  }
  if (w->depth == w->cap) {
    size_t cap = w->cap ? w->cap * 2 : 16;
    frame *grown = realloc(w->frames, cap * sizeof *grown);
    if (!grown) {
      frame_fini(&f);
      return HCL_ERR_NOMEM;
    }
    w->frames = grown;
    w->cap = cap;
  }
  w->frames[w->depth++] = f;
  return HCL_OK;
}

/* One entry of the top directory. */
static hcl_status visit(vi_list *l, walk *w, const char *name) {
  char *path = join(w->frames[w->depth - 1].dir, name);
  if (!path)
    return HCL_ERR_NOMEM;
  struct stat st;
  hcl_status s = HCL_OK;
  bool found = stat(path, &st) == 0;
  if (found && S_ISDIR(st.st_mode)) {
    if (matches_any(l->exclude, l->nexclude, name)) {
      free(path);
      return HCL_OK;
    }
    return enter(l, w, path, &st);
  }
  /* A file, or an entry stat cannot follow (a dangling link): listed when
     its name is wanted, and reported when it cannot be read. */
  if (wanted(l, name))
    s = push(l, path, strlen(path), VI_WALKED,
             found && S_ISREG(st.st_mode) ? (uint64_t)st.st_size : 0, 0);
  free(path);
  return s;
}

static hcl_status walk_dir(vi_list *l, const char *root,
                           const struct stat *st) {
  walk w = {NULL, 0, 0};
  char *dir = strdup(root);
  hcl_status s = dir ? enter(l, &w, dir, st) : HCL_ERR_NOMEM;
  while (s == HCL_OK && w.depth > 0) {
    frame *top = &w.frames[w.depth - 1];
    if (top->next == top->n) {
      frame_fini(top);
      w.depth--;
      continue;
    }
    s = visit(l, &w, top->names[top->next++]);
  }
  while (w.depth > 0)
    frame_fini(&w.frames[--w.depth]);
  free(w.frames);
  return s;
}

hcl_status vi_add(vi_list *l, const char *path) {
  size_t len = strlen(path);
  if (strcmp(path, "-") == 0)
    return push(l, path, len, VI_STDIN, 0, 0);
  struct stat st;
  bool found = stat(path, &st) == 0;
  if (found && S_ISDIR(st.st_mode))
    return walk_dir(l, path, &st);
  uint64_t size = found && S_ISREG(st.st_mode) ? (uint64_t)st.st_size : 0;
  return push(l, path, len, VI_NAMED, size, 0);
}

hcl_status vi_add_lines(vi_list *l, FILE *in) {
  char *line = NULL;
  size_t cap = 0;
  ssize_t got;
  hcl_status s = HCL_OK;
  while (s == HCL_OK && (got = getline(&line, &cap, in)) > 0) {
    if (line[got - 1] == '\n')
      line[--got] = '\0';
    if (got > 0)
      s = vi_add(l, line);
  }
  if (s == HCL_OK && ferror(in))
    s = HCL_ERR_IO;
  free(line);
  return s;
}

uint64_t vi_path_hash(const char *path) {
  uint64_t h = 0xcbf29ce484222325u;
  for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
    h ^= *p;
    h *= 0x100000001b3u;
  }
  return h;
}

void vi_keep_shard(vi_list *l, uint64_t k, uint64_t n) {
  size_t kept = 0;
  for (size_t i = 0; i < l->n; i++) {
    if (vi_path_hash(l->files[i].path) % n == k)
      l->files[kept++] = l->files[i];
    else
      free(l->files[i].path);
  }
  l->n = kept;
}

void vi_list_fini(vi_list *l) {
  for (size_t i = 0; i < l->n; i++)
    free(l->files[i].path);
  free(l->files);
  l->files = NULL;
  l->n = l->cap = 0;
}
