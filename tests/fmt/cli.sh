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

# -j: one thread, or the writer on a second one; the same bytes either way
for j in 1 2; do
  expect 0 "$hcl" fmt -j $j "$tmp/messy.hcl"
  cmp -s "$tmp/stdout" "$tmp/want.hcl" || fail "fmt -j $j FILE: wrong text"
  expect 0 "$hcl" fmt --jobs=$j <"$tmp/messy.hcl"
  cmp -s "$tmp/stdout" "$tmp/want.hcl" || fail "fmt --jobs=$j on stdin: wrong text"
  expect 1 "$hcl" fmt -j $j "$tmp/broken.hcl"
  [[ ! -s $tmp/stdout ]] || fail "fmt -j $j: output for a broken file"
  grep -q "Error" "$tmp/stderr" || fail "fmt -j $j: no diagnostics for a broken file"
done
# a file past the size from which the writer gets a thread of its own
awk 'BEGIN { for (i = 0; i < 6000; i++)
  printf "attr_%d=%d # c\nblock \"l%d\" {\n  x = [1,2]\n  yy = \"v\"\n}\n", i, i, i }' \
  >"$tmp/large.hcl"
[[ $(wc -c <"$tmp/large.hcl") -gt 65536 ]] || fail "large.hcl is too small"
expect 0 "$hcl" fmt -j 1 "$tmp/large.hcl"
mv "$tmp/stdout" "$tmp/large.j1"
expect 0 "$hcl" fmt -j 2 "$tmp/large.hcl"
cmp -s "$tmp/stdout" "$tmp/large.j1" || fail "fmt -j 2 on a large file differs from -j 1"
grep -q '^attr_10 = 10 # c$' "$tmp/large.j1" || fail "fmt -j 1 on a large file: wrong text"
expect 0 "$hcl" fmt -j 2 -w "$tmp/large.hcl"
cmp -s "$tmp/large.hcl" "$tmp/large.j1" || fail "fmt -j 2 -w on a large file: wrong text"
expect 2 "$hcl" fmt -j 0 "$tmp/messy.hcl"
expect 2 "$hcl" fmt --jobs=many "$tmp/messy.hcl"

# Temporary files go where TMPDIR says: a missing directory is a clear
# error, an existing one works.
TMPDIR=$tmp/missing expect 1 "$hcl" fmt - <"$tmp/messy.hcl"
grep -q "cannot make a temporary file in $tmp/missing" "$tmp/stderr" ||
  fail "TMPDIR missing: $(cat "$tmp/stderr")"
mkdir "$tmp/spill"
TMPDIR=$tmp/spill expect 0 "$hcl" fmt - <"$tmp/messy.hcl"
cmp -s "$tmp/stdout" "$tmp/want.hcl" || fail "fmt with TMPDIR set: wrong text"
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
