#!/usr/bin/env bash
# The property `hcl fromjson --spec` must keep: hcldec with that spec gives
# the same value on the native output as on the JSON input. Runs over the
# hcldec corpus (tests/hcldec/cases, or HCLDEC_CASES):
#   - every case whose one input is JSON: x.json, then fromjson(x);
#   - every case whose one input is native: x, then fromjson(tojson(x)).
#   usage: roundtrip.sh [-v] HCL HCLDEC
# HCLDEC is this project's or the reference's. Runs use the case's spec
# and arguments plus one extra variable, so that the JSON syntax is read
# in full-expression mode (docs/conversion.md). A case passes when both
# runs exit alike and, on success, print the same value; and when the
# native output is in canonical layout (`hcl fmt --check`, which agrees
# with hclfmt). A conversion that fails must come with a failing decode.
# The cases in known_differences.txt must show the symptom given there.
# Exits 1 when any case fails.

export LC_ALL=C
verbose=0
[[ $1 == -v ]] && { verbose=1; shift; }
(($# >= 2)) || { echo "usage: roundtrip.sh [-v] HCL HCLDEC" >&2; exit 2; }
hcl=$(realpath "$1") hcldec=$(realpath "$2")
here=$(cd "$(dirname "$0")" && pwd)
cases=${HCLDEC_CASES:-$here/../hcldec/cases}
# another corpus keeps its own list beside its cases
known_list=$here/known_differences.txt
[[ -n ${HCLDEC_CASES:-} ]] && known_list=$cases/fromjson_known_differences.txt
probe='--vars={"fromjson_probe":0}'

# shellcheck source=../support/corpus.sh
source "$here/../support/corpus.sh"

pass=0 fail=0 skipped=0 known=0 sampled_out=0
declare -A expected
while IFS=$'\t' read -r kname symptom; do
  [[ -z $kname || $kname == '#'* ]] || expected[$kname]=$symptom
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
  argv=("$probe" --spec=spec.hcldec) vars=("$probe")
  usable=true
  if [[ -f $dir/args ]]; then
    next_is_var=0
    while IFS= read -r line || [[ -n $line ]]; do
      [[ -z $line ]] && continue
      # standard input, references (which name source ranges) and --out (a
      # file written in the case's directory) are not for this sweep
      [[ $line == '<stdin>' || $line == --var-refs* || $line == --out* ]] &&
        usable=false
      argv+=("$line")
      if ((next_is_var)) || [[ $line == --vars=* || $line == -V=* ]]; then
        vars+=("$line")
        next_is_var=0
      elif [[ $line == --vars || $line == -V ]]; then
        vars+=("$line")
        next_is_var=1
      fi
    done <"$dir/args"
  fi
  if ! $usable || [[ ${#inputs[@]} -ne 1 || ! -f $dir/spec.hcldec ]]; then
    skipped=$((skipped + 1))
    continue
  fi
  cd "$dir" || exit 2
  src=input.json json=$dir/input.json
  if [[ -f input.hcl ]]; then
    src=input.hcl json=$out/input.json
    if ! limited "$hcl" tojson input.hcl >"$json" 2>/dev/null; then
      cd "$work" && skipped=$((skipped + 1)) && continue # broken input
    fi
  fi
  limited "$hcldec" "${argv[@]}" "$src" >"$out/want.out" 2>"$out/want.err" \
    </dev/null
  ws=$?
  limited "$hcl" fromjson --spec=spec.hcldec "${vars[@]}" "$json" \
    >"$out/out.hcl" 2>"$out/fromjson.err"
  fs=$?
  why=
  if ((fs != 0)); then
    first_line "$out/fromjson.err" err
    ((ws != 0)) || why="fromjson failed where hcldec decodes: $err"
  else
    limited "$hcldec" "${argv[@]}" "$out/out.hcl" >"$out/got.out" \
      2>"$out/got.err" </dev/null
    gs=$?
    if ((gs != ws)); then
      why="exit $ws on the input, $gs on the output"
    elif ((ws == 0)) && ! same_contents "$out/want.out" "$out/got.out"; then
      why="values differ"
    elif ! "$hcl" fmt --check "$out/out.hcl" >/dev/null 2>&1; then
      why="output not in canonical layout"
    fi
  fi
  cd "$work" || exit 2
  if [[ -n ${expected[$name]:-} ]]; then
    if [[ $why == "${expected[$name]}" ]]; then
      known=$((known + 1))
      continue
    fi
    why="listed in known_differences.txt, but: ${why:-it passes}"
  fi
  if [[ -z $why ]]; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
    echo "FAIL $name ($src): $why"
    if ((verbose)); then
      sed 's/^/  out: /' "$out/out.hcl" | head -20
      sed 's/^/  want: /' "$out/want.out" "$out/want.err" | head -10
      sed 's/^/  got:  /' "$out/got.out" "$out/got.err" 2>/dev/null | head -10
    fi
  fi
done
echo "fromjson round trip: $pass passed, $known known differences," \
  "$fail failed, $skipped skipped, $sampled_out not in the sample" \
  "(HCL_TEST_SAMPLE=$corpus_sample)"
((fail == 0))
