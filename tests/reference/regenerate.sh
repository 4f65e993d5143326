#!/usr/bin/env bash
# Regenerates the reference-produced expectations under tests/diags from the
# Debian-packaged reference implementation (golang-github-hashicorp-hcl-v2-dev).
# Run by hand when cases are added; the test suite only reads the results.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tests=$(dirname "$here")
export GOPATH=/usr/share/gocode GO111MODULE=off GOFLAGS=
export GOCACHE=${GOCACHE:-$HOME/.cache/hcl-reference/gocache}
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
(cd "$here/nativediags" && go build -o "$bin/nativediags" .)
"$bin/nativediags" "$tests"/diags/native/*.hcl
(cd "$here/jsondiags" && go build -o "$bin/jsondiags" .)
"$bin/jsondiags" "$tests"/diags/json/*.json
