#!/usr/bin/env bash
# `hcl eval --functions` against the reference's ext/userfunc: each case
# directory holds a functions file (functions.hcl or functions.json) and an
# expression (expr); `hcl eval --json --diags=json --functions FILE EXPR`,
# run in the case directory, must print expected.stdout and
# expected.stderr and exit with expected.status, which the oracle
# (tests/reference/userfunc, see regenerate.sh) wrote.
#   usage: run.sh HCL_BINARY [CASE...]
# RUN_AS=expected makes it write the expectations instead, with the
# binary given (the oracle takes the same arguments, without the flags).
export LC_ALL=C
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=../../support/corpus.sh
source "$here/../../support/corpus.sh"
bin=$(realpath "${1:?usage: run.sh HCL_BINARY [CASE...]}") || exit 2
shift
cases=("$@")
if ((${#cases[@]} == 0)); then
  for d in "$here"/*/; do
    d=${d%/}
    cases+=("${d##*/}")
  done
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0 failed=0
for name in "${cases[@]}"; do
  dir=$here/$name
  funcs=functions.hcl
  [[ -f $dir/functions.json ]] && funcs=functions.json
  first_line "$dir/expr" expr
  if [[ ${RUN_AS:-} == expected ]]; then
    (cd "$dir" && exec "$bin" "$funcs" "$expr") >"$dir/expected.stdout" \
      2>"$dir/expected.stderr"
    echo $? >"$dir/expected.status"
    continue
  fi
  (cd "$dir" && limited "$bin" eval --json --diags=json --functions "$funcs" \
    "$expr") >"$tmp/out" 2>"$tmp/err"
  status=$?
  first_line "$dir/expected.status" want
  why=
  ((status == want)) || why="exit $status, not $want"
  same_contents "$tmp/out" "$dir/expected.stdout" || why="$why stdout"
  same_contents "$tmp/err" "$dir/expected.stderr" || why="$why stderr"
  if [[ -n $why ]]; then
    echo "FAIL $name: $why"
    diff "$dir/expected.stderr" "$tmp/err" | head -n 10
    failed=$((failed + 1))
  else
    passed=$((passed + 1))
  fi
done
[[ ${RUN_AS:-} == expected ]] && exit 0
echo "userfunc: $passed passed, $failed failed"
((failed == 0))
