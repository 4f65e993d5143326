#!/usr/bin/env bash
# Regenerates the reference-produced expectations under tests/eval/functions
# (calls.tsv, json.tsv, casemap.tsv) from the case lists beside this script,
# with the Debian-packaged reference implementation (HCL 2.14, go-cty 1.12).
# Run by hand when cases are added; the test suite only reads the results.
# HCL_FUNCTIONS=a,b,... limits the function cases to those functions.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tests=$(dirname "$(dirname "$here")")
. "$here/../oracle.sh"
oracle=$(build_oracle "$here")
mkdir -p "$tests/eval/functions"
"$oracle" "$here" "$tests/eval/functions"
