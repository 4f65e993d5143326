#!/usr/bin/env bash
# Rewrites the expectations of the --dynamic-blocks corpus with the oracle
# (the reference hcldec over ext/dynblock; see README.md).
#   usage: regenerate.sh [CASE...]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
oracle=$(mktemp -d)
trap 'rm -rf "$oracle"' EXIT
"$here/../../reference/dynhcldec/build.sh" "$oracle/dynhcldec"
HCLDEC_CASES=$here bash "$here/../regenerate.sh" -n 3 "$oracle/dynhcldec" "$@"
HCLDEC_CASES=$here bash "$here/../record_diags_json.sh" "$oracle/dynhcldec" "$@"
