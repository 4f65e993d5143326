#!/usr/bin/env bash
# Regenerates tests/eval/typeconstraint/results.tsv from cases.txt beside
# this script with the Debian-packaged reference implementation (HCL 2.14,
# go-cty 1.12). Run by hand when cases are added; the tests only read it.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tests=$(dirname "$(dirname "$here")")
. "$here/../oracle.sh"
oracle=$(build_oracle "$here")
mkdir -p "$tests/eval/typeconstraint"
"$oracle" "$here" "$tests/eval/typeconstraint"
