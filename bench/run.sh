#!/usr/bin/env bash
# bench/run.sh - parse-throughput benchmark for large HCL files.
#
# Usage: bash bench/run.sh [SIZE...]        (default: 1M 10M 100M; 1G allowed)
#
# Builds bench/gen_config.c and bench/refparse into a scratch directory,
# generates native (.hcl) and JSON (.hcl.json) inputs of each SIZE, and for
# each size times, back to back:
#   ours-native   $HCL_BIN check FILE.hcl
#   ref-native    refparse FILE.hcl              (hclsyntax.ParseConfig)
#   ours-json     $HCL_BIN check FILE.hcl.json
#   ref-json      refparse --json FILE.hcl.json  (hcl/v2/json.Parse)
#   json_verify   json_verify -q < FILE.hcl.json (yajl; a plain JSON floor)
# then prints a table and throughput ratios. It only measures and reports: a
# failing or missing tool is noted in the table and the run goes on; the exit
# status is 0 unless the generator itself cannot be built.
#
# Environment:
#   BENCH_DIR  scratch directory (default /tmp/hcl-bench)
#   HCL_BIN    our CLI (default build/tools/hcl, relative to the repo root)
#   REF_MAX    largest nominal size given to the reference parser (default
#              100M; it needs roughly 70x the file size in RAM)
#   RUNS       runs per measurement; the fastest time and the highest peak
#              RSS are reported (default 1)
#   CC         C compiler for gen_config (default cc)

set -u -o pipefail

REPO_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BENCH_DIR=${BENCH_DIR:-/tmp/hcl-bench}
HCL_BIN=${HCL_BIN:-build/tools/hcl}
case $HCL_BIN in /*) ;; *) HCL_BIN=$REPO_ROOT/$HCL_BIN ;; esac
REF_MAX=${REF_MAX:-100M}
RUNS=${RUNS:-1}
CC=${CC:-cc}
TIME=/usr/bin/time
TOOL_W=12
GEN_FLAGS=()
# shellcheck source=bench/lib.sh
. "$REPO_ROOT/bench/lib.sh"

if [ $# -gt 0 ]; then sizes=("$@"); else sizes=(1M 10M 100M); fi

mkdir -p "$BENCH_DIR" || { note "cannot create $BENCH_DIR"; exit 1; }
ref_max_bytes=$(to_bytes "$REF_MAX") || { note "bad REF_MAX=$REF_MAX"; exit 1; }

if [ ! -x "$TIME" ]; then
    note "error: $TIME not found (Debian package 'time')"
    exit 1
fi

# ---------------------------------------------------------------- build ---
GEN=$BENCH_DIR/gen_config
REF=$BENCH_DIR/refparse
note "== building gen_config ($CC -O2)"
if ! "$CC" -std=c11 -O2 -o "$GEN" "$REPO_ROOT/bench/gen_config.c"; then
    note "error: cannot build gen_config"
    exit 1
fi

have_ref=1
note "== building refparse (reference hashicorp/hcl/v2, GOPATH mode)"
if ! command -v go >/dev/null 2>&1; then
    note "note: 'go' not found; reference runs skipped (apt-get install golang-go golang-github-hashicorp-hcl-v2-dev)"
    have_ref=0
elif ! (cd "$REPO_ROOT" && GOPATH=/usr/share/gocode GO111MODULE=off GOFLAGS='' \
    GOCACHE=${GOCACHE:-$BENCH_DIR/go-cache} go build -o "$REF" ./bench/refparse); then
    note "note: cannot build refparse (is golang-github-hashicorp-hcl-v2-dev installed?); reference runs skipped"
    have_ref=0
fi

have_ours=1
if [ ! -x "$HCL_BIN" ]; then
    note "note: $HCL_BIN not found or not executable; 'ours' runs skipped (build the project first or set HCL_BIN)"
    have_ours=0
fi

have_jv=1
if ! command -v json_verify >/dev/null 2>&1; then
    note "note: json_verify not found (Debian package yajl-tools); json_verify runs skipped"
    have_jv=0
fi

ratios=()
for size in "${sizes[@]}"; do
    bytes=$(to_bytes "$size") || { note "bad size '$size', skipped"; continue; }
    nat=$BENCH_DIR/cfg-$size.hcl
    js=$nat.json
    if ! generate "$size" 0 "$nat" || ! generate "$size" 1 "$js"; then
        note "error: generating $size failed (disk space?); size skipped"
        row gen_config "cfg-$size" "" "" "" "" "FAILED: could not generate"
        continue
    fi
    note "== measuring $size"
    ref_ok=$have_ref
    ref_why="refparse not built"
    if [ "$bytes" -gt "$ref_max_bytes" ]; then
        ref_ok=0
        ref_why="size $size > REF_MAX=$REF_MAX (reference needs ~70x file size in RAM)"
    fi

    if [ $have_ours = 1 ]; then measure "ours-nat-$size" ours "$nat" - 0 "$HCL_BIN" check "$nat"
    else skip ours "$nat" "HCL_BIN not found"; fi
    if [ $ref_ok = 1 ]; then measure "ref-nat-$size" reference "$nat" - 0 "$REF" "$nat"
    else skip reference "$nat" "$ref_why"; fi
    if [ $have_ours = 1 ]; then measure "ours-json-$size" ours "$js" - 0 "$HCL_BIN" check "$js"
    else skip ours "$js" "HCL_BIN not found"; fi
    if [ $ref_ok = 1 ]; then measure "ref-json-$size" reference "$js" - 0 "$REF" --json "$js"
    else skip reference "$js" "$ref_why"; fi
    if [ $have_jv = 1 ]; then measure "jv-$size" json_verify "$js" "$js" 0 json_verify -q
    else skip json_verify "$js" "json_verify not installed"; fi

    ratios+=("$(printf '%-6s native: ours/reference %-8s json: ours/reference %-8s ours-json/json_verify %-8s ours-native/json_verify %s' \
        "$size" \
        "$(ratio "${RATE[ours-nat-$size]:-}" "${RATE[ref-nat-$size]:-}")" \
        "$(ratio "${RATE[ours-json-$size]:-}" "${RATE[ref-json-$size]:-}")" \
        "$(ratio "${RATE[ours-json-$size]:-}" "${RATE[jv-$size]:-}")" \
        "$(ratio "${RATE[ours-nat-$size]:-}" "${RATE[jv-$size]:-}")")")
done

# --------------------------------------------------------------- report ---
{
    echo
    echo "HCL parse benchmark ($(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) CPU, $(machine_note), runs=$RUNS: fastest time, highest RSS)"
    echo "ours: $HCL_BIN   reference: hashicorp/hcl/v2 (Debian golang-github-hashicorp-hcl-v2-dev)"
    echo "MB = 2^20 bytes; MB/s = size / seconds; RSS = peak resident set size"
    echo
    printf '%-12s %-24s %9s %9s %9s %10s  %s\n' tool file "size MB" seconds "MB/s" "RSS MB" status
    printf '%s\n' "${rows[@]}"
    echo
    echo "Throughput ratios (>1 means ours is faster):"
    [ ${#ratios[@]} -gt 0 ] && printf '  %s\n' "${ratios[@]}"
    [ $have_ours = 1 ] || echo "note: our binary was not found at $HCL_BIN, so 'ours' rows are skipped"
} | tee "$BENCH_DIR/results.txt"
exit 0
