#!/usr/bin/env bash
# `hcl fmt` as a user runs it: stdin, -w, --check, --diff, -r, syntax
# errors and usage errors, with their exit statuses.
#   usage: tests/fmt/cli.sh HCL_BIN
set -uo pipefail
hcl=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failed=0
fail() {
  echo "FAIL: $*"
  failed=1
}
# expect STATUS CMD...: runs CMD, checks its exit status
expect() {
  local want=$1
  shift
  "$@" >"$tmp/stdout" 2>"$tmp/stderr"
  local got=$?
  [[ $got == "$want" ]] || fail "$* exited $got, not $want: $(cat "$tmp/stderr")"
}

printf 'a=1\nbb = 2 # c\n' >"$tmp/messy.hcl"
printf 'a  = 1\nbb = 2 # c\n' >"$tmp/want.hcl"
cp "$tmp/want.hcl" "$tmp/clean.hcl"
printf 'a = [1,\n' >"$tmp/broken.hcl"
cp "$tmp/broken.hcl" "$tmp/broken.orig"

expect 0 "$hcl" fmt "$tmp/messy.hcl"
cmp -s "$tmp/stdout" "$tmp/want.hcl" || fail "fmt FILE: wrong text"
expect 0 "$hcl" fmt <"$tmp/messy.hcl"
cmp -s "$tmp/stdout" "$tmp/want.hcl" || fail "fmt on stdin: wrong text"
expect 0 "$hcl" fmt - <"$tmp/messy.hcl"
cmp -s "$tmp/stdout" "$tmp/want.hcl" || fail "fmt -: wrong text"

expect 3 "$hcl" fmt --check "$tmp/messy.hcl" "$tmp/clean.hcl"
[[ $(cat "$tmp/stdout") == "$tmp/messy.hcl" ]] ||
  fail "--check lists $(cat "$tmp/stdout")"
expect 0 "$hcl" fmt --check "$tmp/clean.hcl"
expect 3 "$hcl" fmt --check <"$tmp/messy.hcl"

expect 0 "$hcl" fmt --diff "$tmp/messy.hcl"
grep -q '^-a=1$' "$tmp/stdout" && grep -q '^+a  = 1$' "$tmp/stdout" ||
  fail "--diff: $(cat "$tmp/stdout")"

chmod 640 "$tmp/messy.hcl"
touch -d '2001-01-01' "$tmp/clean.hcl"
expect 0 "$hcl" fmt -w "$tmp/messy.hcl" "$tmp/clean.hcl"
cmp -s "$tmp/messy.hcl" "$tmp/want.hcl" || fail "-w: wrong text"
[[ $(stat -c %a "$tmp/messy.hcl") == 640 ]] || fail "-w: mode not kept"
[[ $(stat -c %Y "$tmp/clean.hcl") == $(date -d 2001-01-01 +%s) ]] ||
  fail "-w rewrote a formatted file"

expect 1 "$hcl" fmt -w "$tmp/broken.hcl"
cmp -s "$tmp/broken.hcl" "$tmp/broken.orig" || fail "-w changed a broken file"
grep -q "Error" "$tmp/stderr" || fail "no diagnostics for a broken file"
[[ ! -s $tmp/stdout ]] || fail "output for a broken file"

mkdir -p "$tmp/tree/sub"
printf 'x=1\n' >"$tmp/tree/sub/a.tf"
printf 'x=1\n' >"$tmp/tree/b.txt"
expect 2 "$hcl" fmt "$tmp/tree"
expect 3 "$hcl" fmt --check -r "$tmp/tree"
[[ $(cat "$tmp/stdout") == "$tmp/tree/sub/a.tf" ]] ||
  fail "-r lists $(cat "$tmp/stdout")"
expect 2 "$hcl" fmt --frobnicate

# A number then a dot (indexing a number, which parses and fails only when
# evaluated): joined, `1e5.1e3` would read back as one invalid number and
# `1.0` as another number, so the formatter keeps a space before the dot.
printf 'a =1e5. 1e3083\nb = 1 . 0\nc = 1. e5\nd = 1 . x\n' >"$tmp/numdot.hcl"
printf 'a = 1e5 .1e3083\nb = 1 .0\nc = 1 .e5\nd = 1.x\n' >"$tmp/numdot.want"
expect 0 "$hcl" fmt "$tmp/numdot.hcl"
cmp -s "$tmp/stdout" "$tmp/numdot.want" || fail "number then dot: $(cat "$tmp/stdout")"
expect 0 "$hcl" fmt --check "$tmp/numdot.want"

# -j: files formatted at once; whatever N, the same bytes on stdout and
# stderr, in the order of the inputs, and the same status
for j in 1 2; do
  expect 0 "$hcl" fmt -j $j "$tmp/messy.hcl"
  cmp -s "$tmp/stdout" "$tmp/want.hcl" || fail "fmt -j $j FILE: wrong text"
  expect 0 "$hcl" fmt --jobs=$j <"$tmp/messy.hcl"
  cmp -s "$tmp/stdout" "$tmp/want.hcl" || fail "fmt --jobs=$j on stdin: wrong text"
  expect 1 "$hcl" fmt -j $j "$tmp/broken.hcl"
  [[ ! -s $tmp/stdout ]] || fail "fmt -j $j: output for a broken file"
  grep -q "Error" "$tmp/stderr" || fail "fmt -j $j: no diagnostics for a broken file"
done
# a tree of 120 files, every third one not formatted and every tenth one
# broken; one file large enough to be read as a stream
mkdir "$tmp/many"
for ((i = 0; i < 120; i++)); do
  f=$tmp/many/f$(printf %03d $i).hcl
  if ((i % 10 == 7)); then
    printf 'k%d = [1,\n' $i >"$f"
  elif ((i % 3 == 0)); then
    printf 'k%d=%d\nlonger_%d = 2\n' $i $i $i >"$f"
  else
    printf 'k%d = %d\n' $i $i >"$f"
  fi
done
awk 'BEGIN { for (i = 0; i < 60000; i++)
  printf "b {\nattr_%d=%d # c\n}\n", i, i }' >"$tmp/many/f050.hcl"
(($(wc -c <"$tmp/many/f050.hcl") > 1048576)) || fail "f050.hcl is not over 1 MiB"
cp -r "$tmp/many" "$tmp/many.orig"
want_list=$(cd "$tmp/many" && for f in f*.hcl; do
  n=${f#f}; n=$((10#${n%.hcl}))
  ((n % 10 != 7 && (n % 3 == 0 || n == 50))) && echo "$tmp/many/$f"
done)
for mode in "--check" "--diff" "" ; do
  # shellcheck disable=SC2086
  expect 1 "$hcl" fmt $mode -r -j 1 "$tmp/many"
  mv "$tmp/stdout" "$tmp/many.out1"
  mv "$tmp/stderr" "$tmp/many.err1"
  for j in 2 4 16; do
    # shellcheck disable=SC2086
    expect 1 "$hcl" fmt $mode -r -j $j "$tmp/many"
    cmp -s "$tmp/stdout" "$tmp/many.out1" || fail "fmt $mode -r -j $j: stdout differs from -j 1"
    cmp -s "$tmp/stderr" "$tmp/many.err1" || fail "fmt $mode -r -j $j: stderr differs from -j 1"
  done
done
[[ $(grep -c '^Error' "$tmp/many.err1") == 12 ]] || fail "fmt -r: not 12 broken files reported"
[[ $(grep -o 'many/f[0-9]*' "$tmp/many.err1" | uniq | tr '\n' ' ') == "$(for i in 7 17 27 37 47 57 67 77 87 97 107 117; do printf 'many/f%03d ' $i; done)" ]] ||
  fail "fmt -r -j: diagnostics not in the order of the files"
expect 1 "$hcl" fmt --check -r -j 4 "$tmp/many"
[[ $(cat "$tmp/stdout") == "$want_list" ]] || fail "fmt --check -r -j 4 lists $(cat "$tmp/stdout")"
expect 1 "$hcl" fmt -w -r -j 4 "$tmp/many"
expect 0 "$hcl" fmt -r -j 1 "$tmp/many.orig/f050.hcl"
cmp -s "$tmp/stdout" "$tmp/many/f050.hcl" || fail "fmt -w -r -j 4: the large file is wrong"
for ((i = 7; i < 120; i += 10)); do
  f=f$(printf %03d $i).hcl
  cmp -s "$tmp/many/$f" "$tmp/many.orig/$f" || fail "fmt -w -r -j 4 changed broken $f"
done
expect 1 "$hcl" fmt --check -r -j 4 "$tmp/many"
[[ ! -s $tmp/stdout ]] || fail "fmt -w -r -j 4 left unformatted files: $(cat "$tmp/stdout")"
# A FIFO is read once: its text is kept to compare and to diff, and it is
# never replaced
mkfifo "$tmp/pipe.hcl"
printf 'a=1\nbb = 2 # c\n' >"$tmp/messy.hcl"
cat "$tmp/messy.hcl" >"$tmp/pipe.hcl" &
expect 0 timeout 20 "$hcl" fmt --diff "$tmp/pipe.hcl"
wait
grep -q '^-a=1$' "$tmp/stdout" && grep -q '^+a  = 1$' "$tmp/stdout" ||
  fail "--diff of a FIFO: $(cat "$tmp/stdout")"
cat "$tmp/messy.hcl" >"$tmp/pipe.hcl" &
expect 0 timeout 20 "$hcl" fmt "$tmp/pipe.hcl"
wait
cmp -s "$tmp/stdout" "$tmp/want.hcl" || fail "fmt of a FIFO: wrong text"
[[ -p $tmp/pipe.hcl ]] || fail "the FIFO was replaced"
# One file of 4 MiB or more is cut at blank lines between top-level items
# and its runs formatted at once: the same bytes as on one thread, and
# the whole file's diagnostics when a run has an error or an attribute is
# set in two runs. Heredocs and block comments with blank lines and
# names at the first column in them make cuts land inside them too.
awk 'BEGIN {
  for (i = 0; i < 70000; i++) {
    printf "top_%d=%d # c\nblock \"l%d\" {\n  x=[1,2]\n\n  yy = \"v\"\n}\n\n", i, i, i
    if (i % 500 == 7) printf "doc_%d = <<EOT\nline\n\nname = 1\nEOT\n\n", i
    if (i % 700 == 9) printf "/* a\n\nb = 2\n*/\n\n"
  } }' >"$tmp/huge.hcl"
(($(wc -c <"$tmp/huge.hcl") > 4194304)) || fail "huge.hcl is not over 4 MiB"
expect 0 "$hcl" fmt -j 1 "$tmp/huge.hcl"
mv "$tmp/stdout" "$tmp/huge.j1"
grep -q '^top_10 = 10 # c$' "$tmp/huge.j1" || fail "fmt -j 1 on a huge file: wrong text"
for j in 2 3 8; do
  expect 0 "$hcl" fmt -j $j "$tmp/huge.hcl"
  cmp -s "$tmp/stdout" "$tmp/huge.j1" || fail "fmt -j $j on a huge file differs from -j 1"
done
cp "$tmp/huge.hcl" "$tmp/huge.orig"
expect 0 "$hcl" fmt -j 2 -w "$tmp/huge.hcl"
cmp -s "$tmp/huge.hcl" "$tmp/huge.j1" || fail "fmt -j 2 -w on a huge file: wrong text"
for bad in 'top_3 = 3' 'oops = [1,'; do
  { cat "$tmp/huge.orig"; printf '%s\n' "$bad"; } >"$tmp/huge.bad"
  expect 1 "$hcl" fmt -j 1 "$tmp/huge.bad"
  mv "$tmp/stderr" "$tmp/huge.err1"
  expect 1 "$hcl" fmt -j 2 "$tmp/huge.bad"
  [[ ! -s $tmp/stdout ]] || fail "fmt -j 2: output for a huge file ending in '$bad'"
  cmp -s "$tmp/stderr" "$tmp/huge.err1" || fail "fmt -j 2: other diagnostics for '$bad'"
  grep -q Error "$tmp/stderr" || fail "fmt -j 2: no error for '$bad'"
done
# Many files waiting with open temporary files (their diffs) stay within
# the descriptors a process may open (256 here), whatever -j
mkdir "$tmp/wide"
for ((i = 0; i < 300; i++)); do printf 'k%d=1\nlong_%d = 2\n' $i $i >"$tmp/wide/w$i.hcl"; done
# first in name order and slow, so that the others finish and wait
awk 'BEGIN { for (i = 0; i < 60000; i++) printf "b {\na_%d=1\n}\n", i }' >"$tmp/wide/a.hcl"
expect 0 "$hcl" fmt --diff -r -j 1 "$tmp/wide"
mv "$tmp/stdout" "$tmp/wide.j1"
expect 0 bash -c 'ulimit -n 256 && exec "$0" fmt --diff -r -j 1024 "$1"' "$hcl" "$tmp/wide"
cmp -s "$tmp/stdout" "$tmp/wide.j1" || fail "fmt --diff -r -j 1024 differs from -j 1"
[[ $(grep -c '^+++ ' "$tmp/wide.j1") == 301 ]] || fail "fmt --diff -r: not 301 diffs"
# a text that is only compared needs no temporary file below 1 MiB, with
# any -j
awk 'BEGIN { for (i = 0; i < 20000; i++) printf "b {\na_%d=1\n}\n", i }' >"$tmp/mid.hcl"
(($(wc -c <"$tmp/mid.hcl") > 300000)) || fail "mid.hcl is too small"
TMPDIR=$tmp/missing expect 3 "$hcl" fmt --check -j 8 "$tmp/mid.hcl" "$tmp/clean.hcl"
[[ $(cat "$tmp/stdout") == "$tmp/mid.hcl" ]] || fail "fmt --check -j 8 with TMPDIR missing: $(cat "$tmp/stdout") $(cat "$tmp/stderr")"
# an unreadable input is said once, by its diagnostic
expect 1 "$hcl" fmt "$tmp/no-such-file.hcl"
[[ $(grep -c . "$tmp/stderr") -ge 1 ]] || fail "fmt of a missing file: nothing said"
grep -q "input/output error" "$tmp/stderr" && fail "fmt of a missing file: said twice: $(cat "$tmp/stderr")"
expect 2 "$hcl" fmt -j 0 "$tmp/messy.hcl"
expect 2 "$hcl" fmt --jobs=many "$tmp/messy.hcl"

# Temporary files go where TMPDIR says, and only past 1 MiB: a small
# input needs none; a large one with TMPDIR missing is a clear error, and
# with TMPDIR set leaves nothing there.
TMPDIR=$tmp/missing expect 0 "$hcl" fmt - <"$tmp/messy.hcl"
cmp -s "$tmp/stdout" "$tmp/want.hcl" || fail "fmt of a small input with TMPDIR missing: wrong text"
for ((i = 0; i < 50000; i++)); do printf 'b {\na=1\nbb = 2 # c\n}\n'; done >"$tmp/big.hcl"
for ((i = 0; i < 50000; i++)); do printf 'b {\n  a  = 1\n  bb = 2 # c\n}\n'; done >"$tmp/big.want"
(($(wc -c <"$tmp/big.hcl") > 1048576)) || fail "big.hcl is not over 1 MiB"
TMPDIR=$tmp/missing expect 1 "$hcl" fmt - <"$tmp/big.hcl"
grep -q "cannot make a temporary file in $tmp/missing" "$tmp/stderr" ||
  fail "TMPDIR missing: $(cat "$tmp/stderr")"
[[ ! -s $tmp/stdout ]] || fail "TMPDIR missing: output written"
mkdir "$tmp/spill"
TMPDIR=$tmp/spill expect 0 "$hcl" fmt - <"$tmp/big.hcl"
cmp -s "$tmp/stdout" "$tmp/big.want" || fail "fmt with TMPDIR set: wrong text"
TMPDIR=$tmp/spill expect 0 "$hcl" fmt "$tmp/big.hcl"
cmp -s "$tmp/stdout" "$tmp/big.want" || fail "fmt of a large file: wrong text"
[[ -z $(ls -A "$tmp/spill") ]] || fail "temporary files left in TMPDIR"

# --terraform: expectations written by hand from terraform fmt's rules
here=$(cd "$(dirname "$0")" && pwd)
expect 0 "$hcl" fmt --terraform "$here/terraform/input.tf"
cmp -s "$tmp/stdout" "$here/terraform/want.tf" || fail "--terraform: $(diff "$tmp/stdout" "$here/terraform/want.tf")"
expect 0 "$hcl" fmt --terraform "$here/terraform/multiline.tf"
cmp -s "$tmp/stdout" "$here/terraform/multiline.want.tf" ||
  fail "--terraform, values over lines: $(diff "$tmp/stdout" "$here/terraform/multiline.want.tf")"
expect 0 "$hcl" fmt "$here/terraform/want.tf"
cmp -s "$tmp/stdout" "$here/terraform/want.tf" || fail "--terraform output is not hclfmt-formatted"
exit $failed
