#!/usr/bin/env bash
# Rewrites the expectations of a corpus whose cases use what the
# specifications add to the packaged reference hcldec (tests/hcldec/dynamic,
# tests/hcldec/block_attrs), with the oracle that adds it to the
# reference's own command (tests/reference/hcldec_seeds/build.sh).
#   usage: regenerate_seeds.sh DIR [CASE...]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
dir=$(cd "${1:?usage: regenerate_seeds.sh DIR [CASE...]}" && pwd)
shift
oracle=$(mktemp -d)
trap 'rm -rf "$oracle"' EXIT
"$here/../reference/hcldec_seeds/build.sh" "$oracle/hcldec"
HCLDEC_CASES=$dir bash "$here/regenerate.sh" -n 3 "$oracle/hcldec" "$@"
HCLDEC_CASES=$dir bash "$here/record_diags_json.sh" "$oracle/hcldec" "$@"
