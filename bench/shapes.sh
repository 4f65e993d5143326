#!/usr/bin/env bash
# bench/shapes.sh - peak memory of the streaming commands on the shapes of
# input that grow something other than file size: one body of N
# attributes (one alignment run of N lines, N names for the redefinition
# check), one JSON object of N properties, and N blocks of one type (one
# group for tojson). Each streaming command promises a bound whatever the
# input: 16 MB for check, validate and fmt, 32 MB for tojson and fromjson
# (issues 10 to 12). Prints seconds and peak RSS, and the bound; it only
# measures and reports.
#
# Usage: bash bench/shapes.sh [N]        (default N = 1000000)
#
# Environment:
#   BENCH_DIR   scratch directory (default /tmp/hcl-bench)
#   HCL_BIN     our CLI (default build/tools/hcl, relative to the repo root)

set -u -o pipefail

REPO_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BENCH_DIR=${BENCH_DIR:-/tmp/hcl-bench}
HCL_BIN=${HCL_BIN:-build/tools/hcl}
case $HCL_BIN in /*) ;; *) HCL_BIN=$REPO_ROOT/$HCL_BIN ;; esac
N=${1:-1000000}
TIME=/usr/bin/time

[[ $N =~ ^[0-9]+$ && $N -gt 0 ]] || { echo "usage: bench/shapes.sh [N]" >&2; exit 2; }
[ -x "$TIME" ] || { echo "error: $TIME not found (Debian package 'time')" >&2; exit 1; }
[ -x "$HCL_BIN" ] || { echo "error: $HCL_BIN not built" >&2; exit 1; }
mkdir -p "$BENCH_DIR" || exit 1

attrs=$BENCH_DIR/shape-attrs-$N.hcl
props=$BENCH_DIR/shape-props-$N.hcl.json
blocks=$BENCH_DIR/shape-blocks-$N.hcl
spec=$BENCH_DIR/shape.hcldec
[ -s "$attrs" ] || awk -v n="$N" 'BEGIN { for (i = 0; i < n; i++) printf "attr_%d = %d\n", i, i }' >"$attrs"
[ -s "$props" ] || awk -v n="$N" 'BEGIN { print "{"; for (i = 0; i < n; i++) printf "  \"attr_%d\": %d%s\n", i, i, i < n - 1 ? "," : ""; print "}" }' >"$props"
[ -s "$blocks" ] || awk -v n="$N" 'BEGIN { for (i = 0; i < n; i++) printf "resource \"aws_instance\" \"n%d\" {\n  ami = \"ami-%d\"\n}\n", i, i }' >"$blocks"
# every block valid: validate's cost is the stream, not its diagnostics
cat >"$spec" <<'SPEC'
object {
  block_map "resource" {
    labels = ["type", "name"]
    object {
      attr "ami" {
        type = string
      }
    }
  }
}
SPEC

printf '%-34s %-26s %9s %8s %7s\n' command input seconds "RSS MB" "bound"
# row LABEL INPUT BOUND_MB CMD...
row() {
  local label=$1 input=$2 bound=$3 log
  shift 3
  log=$(mktemp)
  "$TIME" -f '%e %M' -o "$log" "$@" >/dev/null 2>&1
  # the last line: time puts "Command exited with non-zero status" first
  read -r secs kb < <(tail -n 1 "$log")
  rm -f "$log"
  printf '%-34s %-26s %9s %8.1f %7s\n' "$label" "$(basename "$input")" "$secs" \
    "$(awk -v k="$kb" 'BEGIN { print k / 1024 }')" "$bound"
}
row "check" "$attrs" 16 "$HCL_BIN" check "$attrs"
row "fmt" "$attrs" 16 "$HCL_BIN" fmt "$attrs"
row "tojson" "$attrs" 32 "$HCL_BIN" tojson "$attrs"
row "check" "$props" 16 "$HCL_BIN" check "$props"
row "fromjson" "$props" 32 "$HCL_BIN" fromjson "$props"
row "check" "$blocks" 16 "$HCL_BIN" check "$blocks"
row "validate --spec (block_map keys)" "$blocks" "(keys)" "$HCL_BIN" validate --spec="$spec" "$blocks"
row "fmt" "$blocks" 16 "$HCL_BIN" fmt "$blocks"
row "tojson" "$blocks" 32 "$HCL_BIN" tojson "$blocks"
row "tojson --stream" "$blocks" 32 "$HCL_BIN" tojson --stream "$blocks"
