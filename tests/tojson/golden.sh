#!/usr/bin/env bash
# `hcl tojson` on the hand-written cases in golden/: NAME.hcl is the
# input, NAME.LAYOUT.json what each layout must print (grouped: no flag,
# stream: --stream, arrays: --array-blocks, pretty: --pretty).
#   usage: golden.sh HCL
set -u
hcl=$1
dir=$(cd "$(dirname "$0")/golden" && pwd)
fails=0 n=0
for want in "$dir"/*.json; do
  base=${want%.json}
  layout=${base##*.}
  input=${base%.*}.hcl
  case $layout in
  grouped) flags=() ;;
  stream) flags=(--stream) ;;
  arrays) flags=(--array-blocks) ;;
  pretty) flags=(--pretty) ;;
  *) echo "unknown layout in $want" >&2; exit 2 ;;
  esac
  n=$((n + 1))
  if ! got=$("$hcl" tojson "${flags[@]}" "$input" 2>&1); then
    echo "FAIL ${want##*/}: exit status $?: $got"
    fails=$((fails + 1))
  elif [[ $got != "$(cat "$want")" ]]; then
    echo "FAIL ${want##*/}"
    diff <(printf '%s\n' "$got") "$want" | head -20
    fails=$((fails + 1))
  fi
done
echo "tojson golden: $((n - fails)) of $n pass"
((fails == 0))
