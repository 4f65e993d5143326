#!/usr/bin/env bash
# Regenerates tests/eval/typeconstraint/results.tsv from cases.txt beside
# this script with the Debian-packaged reference implementation (HCL 2.14,
# go-cty 1.12). Run by hand when cases are added; the tests only read it.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tests=$(dirname "$(dirname "$here")")
export GOPATH=/usr/share/gocode GO111MODULE=off GOFLAGS=
export GOCACHE=${GOCACHE:-$HOME/.cache/hcl-reference/gocache}
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
(cd "$here" && go build -o "$bin/typeconstraint" .)
mkdir -p "$tests/eval/typeconstraint"
"$bin/typeconstraint" "$here" "$tests/eval/typeconstraint"
