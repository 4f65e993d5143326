#!/usr/bin/env bash
# Builds the oracle for --dynamic-blocks: the reference's own hcldec command
# from the Debian package, with its input body wrapped by the reference's
# ext/dynblock before decoding (dynblock.Expand) and its --var-refs walk
# replaced by dynblock.VariablesHCLDec; it accepts --dynamic-blocks, which
# it always does. Nothing else changes, so its output and diagnostics are
# the reference's.
#   usage: build.sh OUTPUT-BINARY
set -euo pipefail
out=$(realpath -m "$1")
src=/usr/share/gocode/src/github.com/hashicorp/hcl/v2/cmd/hcldec
export GOPATH=/usr/share/gocode GO111MODULE=off GOFLAGS=
export GOCACHE=${GOCACHE:-$HOME/.cache/hcl-reference/gocache}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$src"/*.go "$work"/
rm -f "$work"/*_test.go
sed -i \
  -e 's|"github.com/hashicorp/hcl/v2/hcldec"|&\n\t"github.com/hashicorp/hcl/v2/ext/dynblock"|' \
  -e 's|hcldec\.Variables(body, spec)|dynblock.VariablesHCLDec(body, spec)|' \
  -e 's|hcldec\.Decode(body, spec, ctx)|hcldec.Decode(dynblock.Expand(body, ctx), spec, ctx)|' \
  -e 's|^\tflag\.Usage = usage|\tflag.BoolP("dynamic-blocks", "", false, "expand dynamic blocks (always on here)")\n&|' \
  "$work/main.go"
grep -q 'dynblock.Expand' "$work/main.go"
grep -q 'dynblock.VariablesHCLDec' "$work/main.go"
grep -q '"dynamic-blocks"' "$work/main.go"
(cd "$work" && go build -o "$out" .)
