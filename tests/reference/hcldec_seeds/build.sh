#!/usr/bin/env bash
# Builds the oracle for what the specifications add to the packaged
# reference hcldec (HCL 2.14.1): the reference's own cmd/hcldec from the
# Debian package, with
#   - `block_attrs` among the spec block types its spec reader accepts
#     (hcldec-spec-format.md defines it; the command already decodes it,
#     only its list of block types leaves it out);
#   - --dynamic-blocks (extensions.go): the input body wrapped by the
#     reference's ext/dynblock before decoding (dynblock.Expand), and
#     --var-refs walked by dynblock.VariablesHCLDec.
# Nothing else changes: output and diagnostics are the reference's.
#   usage: build.sh OUTPUT-BINARY
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
out=$(realpath -m "$1")
src=/usr/share/gocode/src/github.com/hashicorp/hcl/v2/cmd/hcldec
export GOPATH=/usr/share/gocode GO111MODULE=off GOFLAGS=
export GOCACHE=${GOCACHE:-$HOME/.cache/hcl-reference/gocache}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$src"/*.go "$here/extensions.go" "$work"/
rm -f "$work"/*_test.go
sed -i \
  -e 's|hcldec\.Variables(body, spec)|inputVariables(body, spec)|' \
  -e 's|hcldec\.Decode(body, spec, ctx)|decodeInput(body, spec, ctx)|' \
  -e '\|^\t"github.com/hashicorp/hcl/v2/hcldec"$|d' \
  "$work/main.go"
sed -i -e 's|^\t"block_map",$|&\n\t"block_attrs",|' "$work/spec.go"
grep -q 'decodeInput(body, spec, ctx)' "$work/main.go"
grep -q 'inputVariables(body, spec)' "$work/main.go"
grep -q '"block_attrs",' "$work/spec.go"
(cd "$work" && go build -o "$out" .)
