#!/usr/bin/env bash
# Builds the userfunc oracle (main.go) with the reference's JSON
# diagnostics writer, taken from the Debian package's cmd/hcldec.
#   usage: build.sh OUTPUT-BINARY
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
out=$(realpath -m "$1")
export GOPATH=/usr/share/gocode GO111MODULE=off GOFLAGS=
export GOCACHE=${GOCACHE:-$HOME/.cache/hcl-reference/gocache}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$here/main.go" /usr/share/gocode/src/github.com/hashicorp/hcl/v2/cmd/hcldec/diags_json.go "$work"/
(cd "$work" && go build -o "$out" .)
