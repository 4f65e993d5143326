#!/usr/bin/env bash
# Runs the upstream HCL spec suite against an hcldec binary. The suite's
# harness (hclspecsuite) and its tests come from Debian's
# golang-github-hashicorp-hcl-v2-dev, built with golang-go.
#   usage: scripts/specsuite.sh HCLDEC [WORK_DIR]
set -euo pipefail
hcldec=$(realpath "$1")
work=${2:-${TMPDIR:-/tmp}/hcl-specsuite}
src=/usr/share/gocode/src/github.com/hashicorp/hcl/v2
if ! command -v go >/dev/null || [ ! -d "$src/specsuite/tests" ]; then
  echo "specsuite: needs golang-go and golang-github-hashicorp-hcl-v2-dev" \
       "(scripts/deps.sh --test installs them)" >&2
  exit 1
fi
mkdir -p "$work"
export GOPATH=/usr/share/gocode GO111MODULE=off GOFLAGS= GOCACHE="$work/gocache"
harness="$work/hclspecsuite"
[ -x "$harness" ] || go build -o "$harness" github.com/hashicorp/hcl/v2/cmd/hclspecsuite
# the harness prints each test's name, then any problem as a diagnostic,
# and exits non-zero when a test fails
"$harness" "$src/specsuite/tests" "$hcldec"
