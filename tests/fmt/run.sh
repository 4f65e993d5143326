#!/usr/bin/env bash
# The fmt differential test: `hcl fmt` on every input of cases/ must give
# exactly what the reference hclfmt gave (expected/NAME.hcl, or the input
# itself when hclfmt left it unchanged), and formatting that output again
# must change nothing. Inputs listed in known_differences.txt are counted
# but do not fail the test; one that agrees again must leave the list.
# One `hcl fmt -w -r` over a copy of the corpus does all the formatting,
# with -j 2 (a file of 64 KiB or more is parsed on one thread and
# formatted on another); the idempotence check runs with -j 1.
#   usage: tests/fmt/run.sh HCL_BIN
set -uo pipefail
hcl=$1
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
declare -A known=()
while read -r name _; do
  [[ -n $name && $name != \#* ]] && known[$name]=1
done <"$here/known_differences.txt"

cp -r "$here/cases" "$tmp/got"
cp -r "$here/cases" "$tmp/want"
cp "$here"/expected/*.hcl "$tmp/want/"
total=$(ls "$tmp/got" | wc -l)
failed=0
if ! "$hcl" fmt -j 2 -w -r "$tmp/got"; then
  echo "hcl fmt -w -r failed"
  failed=1
fi
declare -A bad=()
while read -r _ a _ b _; do
  bad[$(basename "$a" .hcl)]=1
done < <(diff -rq "$tmp/want" "$tmp/got")
# idempotence: the expected texts are formatted already
while read -r f; do
  [[ -n $f ]] && bad[$(basename "$f" .hcl)]=1
done < <("$hcl" fmt -j 1 --check -r "$tmp/want" 2>/dev/null)

for name in "${!bad[@]}"; do
  [[ -n ${known[$name]-} ]] && continue
  echo "differs from hclfmt: $name"
  diff "$tmp/want/$name.hcl" "$tmp/got/$name.hcl" | head -10
  failed=1
done
for name in "${!known[@]}"; do
  if [[ -z ${bad[$name]-} ]]; then
    echo "agrees now, take it off known_differences.txt: $name"
    failed=1
  fi
done
echo "fmt: $((total - ${#bad[@]})) of $total identical to hclfmt" \
  "(${#known[@]} known differences)"
exit $failed
