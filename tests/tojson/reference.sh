#!/usr/bin/env bash
# The tojson round trip (roundtrip.sh) with the reference hcldec, in every
# layout: what docs/conversion.md quotes. Not part of ctest, which runs
# the round trip with this project's hcldec (CI has no reference).
#   usage: reference.sh HCL [REF_HCLDEC]
# REF_HCLDEC defaults to ~/.cache/hcl-reference/bin/hcldec (Go HCL 2.14.1,
# built from Debian's golang-github-hashicorp-hcl-v2-dev).
set -u
hcl=$1
ref=${2:-${REF_HCLDEC:-$HOME/.cache/hcl-reference/bin/hcldec}}
[[ -x $ref ]] || { echo "no reference hcldec at $ref" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
rc=0
for flags in "" --stream --array-blocks --pretty "--pretty --no-comments"; do
  echo "== hcl tojson ${flags:-(grouped)}"
  # shellcheck disable=SC2086 # the flags are words
  out=$(bash "$here/roundtrip.sh" "$hcl" "$ref" $flags) || rc=1
  printf '%s\n' "$out" | grep -v '^tojson round trip' | head -20
  printf '%s\n' "$out" | tail -1
done
exit $rc
