#!/usr/bin/env bash
# The property `hcl tojson` must keep: for any spec, hcldec gives the same
# value on tojson(x) as on x. Runs over every hcldec corpus case whose one
# input is native syntax (tests/hcldec/cases/*/input.hcl).
#   usage: roundtrip.sh [-v] HCL HCLDEC [TOJSON_FLAGS...]
# HCLDEC is this project's or the reference's. Each case runs with its own
# arguments plus one extra variable, so that the JSON syntax is read in
# full-expression mode: with no variables at all the reference reads JSON
# strings as literal text (docs/conversion.md). A case passes when both
# runs exit alike and, on success, print the same value; cases whose
# native input has syntax errors must make `hcl tojson` fail too. The
# cases in known_differences.txt must instead fail on x and succeed on
# tojson(x), for the reason that file gives.
# Exits 1 when any case fails.

export LC_ALL=C
verbose=0
[[ $1 == -v ]] && { verbose=1; shift; }
(($# >= 2)) || { echo "usage: roundtrip.sh [-v] HCL HCLDEC [FLAGS...]" >&2; exit 2; }
hcl=$(realpath "$1") hcldec=$(realpath "$2")
shift 2
flags=("$@")
here=$(cd "$(dirname "$0")" && pwd)
cases=$here/../hcldec/cases

pass=0 fail=0 skipped=0 known=0
declare -A expected
while read -r line; do
  [[ -z $line || $line == '#'* ]] || expected[$line]=1
done <"$here/known_differences.txt"
work=$(mktemp -d) || exit 2
trap 'rm -rf "$work"' EXIT

for dir in "$cases"/*/; do
  name=$(basename "$dir")
  shopt -s nullglob
  inputs=("$dir"/input*)
  shopt -u nullglob
  # one native input, given as a file, and no output of references,
  # which name source ranges
  if [[ ${#inputs[@]} -ne 1 || ! -f $dir/input.hcl ]] ||
    grep -qE '^(<stdin>|--var-refs)' "$dir/args" 2>/dev/null; then
    skipped=$((skipped + 1))
    continue
  fi
  rm -rf "$work/c" && cp -R "$dir" "$work/c"
  argv=(--vars='{"tojson_probe":0}')
  [[ -f $work/c/spec.hcldec ]] && argv+=(--spec=spec.hcldec)
  if [[ -f $work/c/args ]]; then
    while IFS= read -r line || [[ -n $line ]]; do
      [[ -n $line ]] && argv+=("$line")
    done <"$work/c/args"
  fi
  (cd "$work/c" && timeout 30 "$hcldec" "${argv[@]}" input.hcl \
    >native.out 2>native.err </dev/null)
  ns=$?
  (cd "$work/c" && timeout 30 "$hcl" tojson "${flags[@]}" input.hcl \
    >input.json 2>tojson.err)
  ts=$?
  why=
  if ((ts != 0)); then
    if (cd "$work/c" && "$hcl" check input.hcl >/dev/null 2>&1); then
      why="tojson failed on a valid input: $(head -c 300 "$work/c/tojson.err")"
    fi
  else
    (cd "$work/c" && timeout 30 "$hcldec" "${argv[@]}" input.json \
      >json.out 2>json.err </dev/null)
    js=$?
    if ((ns != js)); then
      why="exit $ns on native, $js on JSON"
    elif ((ns == 0)) && ! cmp -s "$work/c/native.out" "$work/c/json.out"; then
      why="values differ"
    fi
  fi
  if [[ -n ${expected[$name]:-} ]]; then
    if [[ $why == "exit "[1-9]*" on native, 0 on JSON" ]]; then
      known=$((known + 1))
      continue
    fi
    why="listed in known_differences.txt, but: ${why:-it passes}"
  fi
  if [[ -z $why ]]; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
    echo "FAIL $name: $why"
    if ((verbose)); then
      sed 's/^/  native: /' "$work/c/native.out" "$work/c/native.err" | head -20
      sed 's/^/  json:   /' "$work/c/input.json" "$work/c/json.out" \
        "$work/c/json.err" 2>/dev/null | head -20
    fi
  fi
done
echo "tojson round trip: $pass passed, $known known differences," \
  "$fail failed, $skipped skipped"
((fail == 0))
