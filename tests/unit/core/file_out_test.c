/* Replacing files whole: regular files, links, FIFOs, device nodes. Each
   test works in a temporary directory of its own. */

#include <criterion/criterion.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <unistd.h>

#include "hcl/file.h"

static char dir[64];

static void make_dir(void) {
  strcpy(dir, "/tmp/hcl_file_out_XXXXXX");
  cr_assert_not_null(mkdtemp(dir));
}

static void remove_dir(void) {
  DIR *d = opendir(dir);
  if (!d)
    return;
  struct dirent *e;
  char p[512];
  while ((e = readdir(d))) {
    if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) {
      snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
      unlink(p);
    }
  }
  closedir(d);
  rmdir(dir);
}

TestSuite(file_out, .init = make_dir, .fini = remove_dir);

static const char *in_dir(const char *name) {
  static char p[4][512];
  static int next;
  char *s = p[next++ % 4];
  snprintf(s, sizeof p[0], "%s/%s", dir, name);
  return s;
}

static size_t entries(void) {
  DIR *d = opendir(dir);
  size_t n = 0;
  struct dirent *e;
  while ((e = readdir(d)))
    n += strcmp(e->d_name, ".") && strcmp(e->d_name, "..");
  closedir(d);
  return n;
}

static void put(const char *path, const char *text) {
  FILE *f = fopen(path, "wb");
  cr_assert_not_null(f);
  fputs(text, f);
  fclose(f);
}

static char *get(const char *path) {
  static char buf[256];
  FILE *f = fopen(path, "rb");
  cr_assert_not_null(f, "cannot read %s", path);
  size_t n = fread(buf, 1, sizeof buf - 1, f);
  buf[n] = '\0';
  fclose(f);
  return buf;
}

static hcl_status write_text(const char *path, const char *text, int *err) {
  hcl_file_out *f;
  hcl_status s = hcl_file_out_open(path, 0666, NULL, &f, err);
  if (s != HCL_OK)
    return s;
  fputs(text, hcl_file_out_stream(f));
  return hcl_file_out_commit(f, err);
}

Test(file_out, new_file_gets_mode_less_umask) {
  mode_t mask = umask(022);
  int err = 0;
  cr_assert_eq(write_text(in_dir("new"), "fresh\n", &err), HCL_OK);
  umask(mask);
  struct stat st;
  cr_assert_eq(stat(in_dir("new"), &st), 0);
  cr_assert_eq(st.st_mode & 07777, 0644);
  cr_assert_str_eq(get(in_dir("new")), "fresh\n");
  cr_assert_eq(entries(), 1, "no temporary file is left behind");
}

Test(file_out, existing_file_keeps_its_mode) {
  put(in_dir("old"), "old text that is longer\n");
  chmod(in_dir("old"), 0604);
  int err = 0;
  cr_assert_eq(write_text(in_dir("old"), "new\n", &err), HCL_OK);
  struct stat st;
  cr_assert_eq(stat(in_dir("old"), &st), 0);
  cr_assert_eq(st.st_mode & 07777, 0604);
  cr_assert_str_eq(get(in_dir("old")), "new\n");
  cr_assert_eq(entries(), 1);
}

Test(file_out, symlink_is_kept_and_its_target_replaced) {
  put(in_dir("target"), "before\n");
  chmod(in_dir("target"), 0640);
  cr_assert_eq(symlink("target", in_dir("link1")), 0);
  cr_assert_eq(symlink("link1", in_dir("link2")), 0);
  int err = 0;
  cr_assert_eq(write_text(in_dir("link2"), "after\n", &err), HCL_OK);
  struct stat st;
  cr_assert_eq(lstat(in_dir("link2"), &st), 0);
  cr_assert(S_ISLNK(st.st_mode), "the link stays a link");
  cr_assert_eq(lstat(in_dir("link1"), &st), 0);
  cr_assert(S_ISLNK(st.st_mode));
  cr_assert_eq(lstat(in_dir("target"), &st), 0);
  cr_assert(S_ISREG(st.st_mode));
  cr_assert_eq(st.st_mode & 07777, 0640);
  cr_assert_str_eq(get(in_dir("target")), "after\n");
  cr_assert_eq(entries(), 3);
}

Test(file_out, dangling_symlink_creates_its_target) {
  cr_assert_eq(symlink("made", in_dir("link")), 0);
  int err = 0;
  cr_assert_eq(write_text(in_dir("link"), "x\n", &err), HCL_OK);
  struct stat st;
  cr_assert_eq(lstat(in_dir("link"), &st), 0);
  cr_assert(S_ISLNK(st.st_mode));
  cr_assert_str_eq(get(in_dir("made")), "x\n");
}

Test(file_out, symlink_loop_is_an_error) {
  cr_assert_eq(symlink("b", in_dir("a")), 0);
  cr_assert_eq(symlink("a", in_dir("b")), 0);
  int err = 0;
  cr_assert_eq(write_text(in_dir("a"), "x\n", &err), HCL_ERR_IO);
  cr_assert_eq(err, ELOOP);
  cr_assert_eq(entries(), 2);
}

Test(file_out, fifo_is_written_through) {
  const char *fifo = in_dir("fifo");
  cr_assert_eq(mkfifo(fifo, 0600), 0);
  int pipefd[2];
  cr_assert_eq(pipe(pipefd), 0);
  pid_t pid = fork();
  cr_assert_neq(pid, -1);
  if (pid == 0) {
    /* the reader: copies what comes through the FIFO to the pipe */
    close(pipefd[0]);
    int fd = open(fifo, O_RDONLY);
    char buf[64];
    ssize_t n;
    while ((n = read(fd, buf, sizeof buf)) > 0)
      if (write(pipefd[1], buf, (size_t)n) != n)
        _exit(1);
    _exit(0);
  }
  close(pipefd[1]);
  int err = 0;
  cr_assert_eq(write_text(fifo, "through\n", &err), HCL_OK);
  char got[64] = "";
  ssize_t n = read(pipefd[0], got, sizeof got - 1);
  cr_assert_gt(n, 0);
  got[n] = '\0';
  close(pipefd[0]);
  int status;
  waitpid(pid, &status, 0);
  cr_assert_str_eq(got, "through\n");
  struct stat st;
  cr_assert_eq(lstat(fifo, &st), 0);
  cr_assert(S_ISFIFO(st.st_mode), "the FIFO stays a FIFO");
  cr_assert_eq(entries(), 1);
}

Test(file_out, device_node_is_written_through) {
  /* a throwaway node for the null device, in our own directory */
  const char *node = in_dir("null");
  if (mknod(node, S_IFCHR | 0666, makedev(1, 3)) != 0)
    cr_skip_test("mknod needs privileges: %s", strerror(errno));
  int err = 0;
  cr_assert_eq(write_text(node, "discarded\n", &err), HCL_OK);
  struct stat st;
  cr_assert_eq(lstat(node, &st), 0);
  cr_assert(S_ISCHR(st.st_mode), "the device stays a device");
  cr_assert_eq(major(st.st_rdev), 1);
  cr_assert_eq(minor(st.st_rdev), 3);
  cr_assert_eq(entries(), 1);
}

Test(file_out, directory_is_refused) {
  int err = 0;
  cr_assert_eq(write_text(dir, "x\n", &err), HCL_ERR_IO);
  cr_assert_eq(err, EISDIR);
  cr_assert_eq(entries(), 0);
}

Test(file_out, missing_directory_is_an_error) {
  int err = 0;
  cr_assert_eq(write_text(in_dir("no/such/file"), "x\n", &err), HCL_ERR_IO);
  cr_assert_eq(err, ENOENT);
}

Test(file_out, abort_leaves_the_old_file) {
  put(in_dir("keep"), "original\n");
  hcl_file_out *f;
  int err = 0;
  cr_assert_eq(hcl_file_out_open(in_dir("keep"), 0666, NULL, &f, &err), HCL_OK);
  fputs("half of a", hcl_file_out_stream(f));
  cr_assert_eq(entries(), 2, "the new file is written beside the old one");
  hcl_file_out_abort(f);
  cr_assert_str_eq(get(in_dir("keep")), "original\n");
  cr_assert_eq(entries(), 1);
}

/* ---- hcl_temp_file ---------------------------------------------------- */

Test(file_out, temp_file_lives_in_tmpdir_without_a_name) {
  cr_assert_eq(setenv("TMPDIR", dir, 1), 0);
  FILE *f = hcl_temp_file();
  cr_assert_not_null(f, "%s", strerror(errno));
  cr_expect_eq(entries(), 0, "the file has no name in the directory");
  /* it is in $TMPDIR: on the same file system, as its link says */
  char link[64], target[512];
  snprintf(link, sizeof link, "/proc/self/fd/%d", fileno(f));
  ssize_t n = readlink(link, target, sizeof target - 1);
  cr_assert_gt(n, 0);
  target[n] = '\0';
  cr_expect_eq(strncmp(target, dir, strlen(dir)), 0, "made at %s", target);
  struct stat fs, ds;
  cr_assert_eq(fstat(fileno(f), &fs), 0);
  cr_assert_eq(stat(dir, &ds), 0);
  cr_expect_eq(fs.st_dev, ds.st_dev);
  /* read and write */
  cr_assert_gt(fputs("spilled", f), 0);
  rewind(f);
  char buf[16] = {0};
  cr_expect_eq(fread(buf, 1, sizeof buf - 1, f), 7);
  cr_expect_str_eq(buf, "spilled");
  fclose(f);
  cr_expect_eq(entries(), 0);
}

Test(file_out, temp_file_fails_in_a_missing_tmpdir) {
  cr_assert_eq(setenv("TMPDIR", in_dir("missing"), 1), 0);
  errno = 0;
  cr_expect_null(hcl_temp_file());
  cr_expect_eq(errno, ENOENT);
  /* unset or empty: /tmp */
  cr_assert_eq(setenv("TMPDIR", "", 1), 0);
  FILE *f = hcl_temp_file();
  cr_expect_not_null(f);
  if (f)
    fclose(f);
}
