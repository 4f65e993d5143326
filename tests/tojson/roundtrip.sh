#!/usr/bin/env bash
# The property `hcl tojson` must keep: for any spec, hcldec gives the same
# value on tojson(x) as on x. Runs over every hcldec corpus case whose one
# input is native syntax (tests/hcldec/cases/*/input.hcl, or HCLDEC_CASES).
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
cases=${HCLDEC_CASES:-$here/../hcldec/cases}
# another corpus keeps its own list beside its cases
known_list=$here/known_differences.txt
[[ -n ${HCLDEC_CASES:-} ]] && known_list=$cases/tojson_known_differences.txt

# shellcheck source=../support/corpus.sh
source "$here/../support/corpus.sh"

pass=0 fail=0 skipped=0 known=0 sampled_out=0
declare -A expected
while read -r line; do
  [[ -z $line || $line == '#'* ]] || expected[$line]=1
done <"$known_list"
work=$(mktemp -d) || exit 2
trap 'rm -rf "$work"' EXIT
out=$work

# The programs run in the case's directory (its args may name files
# there) and write only under $out.
for dir in "$cases"/*/; do
  dir=${dir%/}
  name=${dir##*/}
  if ! corpus_sampled; then
    sampled_out=$((sampled_out + 1))
    continue
  fi
  shopt -s nullglob
  inputs=("$dir"/input*)
  shopt -u nullglob
  # one native input, given as a file, and no output of references,
  # which name source ranges
  argv=(--vars='{"tojson_probe":0}')
  [[ -f $dir/spec.hcldec ]] && argv+=(--spec=spec.hcldec)
  usable=true
  if [[ -f $dir/args ]]; then
    while IFS= read -r line || [[ -n $line ]]; do
      # standard input, references (which name source ranges) and --out (a
      # file written in the case's directory) are not for this sweep
      [[ $line == '<stdin>' || $line == --var-refs* || $line == --out* ]] &&
        usable=false
      [[ -n $line ]] && argv+=("$line")
    done <"$dir/args"
  fi
  if ! $usable || [[ ${#inputs[@]} -ne 1 || ! -f $dir/input.hcl ]]; then
    skipped=$((skipped + 1))
    continue
  fi
  cd "$dir" || exit 2
  limited "$hcldec" "${argv[@]}" input.hcl >"$out/native.out" \
    2>"$out/native.err" </dev/null
  ns=$?
  limited "$hcl" tojson "${flags[@]}" input.hcl >"$out/input.json" \
    2>"$out/tojson.err"
  ts=$?
  why=
  if ((ts != 0)); then
    if "$hcl" check input.hcl >/dev/null 2>&1; then
      first_line "$out/tojson.err" err
      why="tojson failed on a valid input: $err"
    fi
  else
    limited "$hcldec" "${argv[@]}" "$out/input.json" >"$out/json.out" \
      2>"$out/json.err" </dev/null
    js=$?
    if ((ns != js)); then
      why="exit $ns on native, $js on JSON"
    elif ((ns == 0)) && ! same_contents "$out/native.out" "$out/json.out"; then
      why="values differ"
    fi
  fi
  cd "$work" || exit 2
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
      sed 's/^/  native: /' "$out/native.out" "$out/native.err" | head -20
      sed 's/^/  json:   /' "$out/input.json" "$out/json.out" \
        "$out/json.err" 2>/dev/null | head -20
    fi
  fi
done
echo "tojson round trip: $pass passed, $known known differences," \
  "$fail failed, $skipped skipped, $sampled_out not in the sample" \
  "(HCL_TEST_SAMPLE=$corpus_sample)"
((fail == 0))
