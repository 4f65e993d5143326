#!/usr/bin/env bash
# bench/run_decode.sh - hcldec decoding benchmark: ours against the reference.
#
# Usage: bash bench/run_decode.sh [SIZE...]   (default: 1M 10M 100M; 1G allowed)
#
# Builds bench/gen_config.c and the reference hcldec into a scratch directory,
# generates inputs with `gen_config --decodable` (no variables: every
# expression evaluates with only the functions bench/decode.hcldec exposes),
# and for each size times, back to back, on the same file with the same spec:
#   ours-native   $HCLDEC_BIN --spec=bench/decode.hcldec FILE.hcl
#   ref-native    reference hcldec, same arguments
#   ours-json     $HCLDEC_BIN --spec=bench/decode.hcldec FILE.hcl.json
#   ref-json      reference hcldec, same arguments
# The JSON rows are skipped when our hcldec cannot read a small JSON input.
# Each run writes its decoded JSON to a file; where both succeed the two
# outputs are compared byte for byte. Then it prints a table, the output
# comparison and ratios. It only measures and reports: a failing or missing
# tool is noted and the run goes on; the exit status is 0 unless the
# generator itself cannot be built.
#
# Environment:
#   BENCH_DIR   scratch directory (default /tmp/hcl-bench)
#   HCLDEC_BIN  our hcldec (default build/tools/hcldec, relative to the repo root)
#   REF_HCLDEC  reference hcldec binary; when unset it is built from Debian's
#               golang-github-hashicorp-hcl-v2-dev (GOPATH mode) into BENCH_DIR
#   REF_MAX     largest nominal size given to the reference (default 100M; it
#               needs roughly 100x the file size in RAM)
#   RUNS        runs per measurement; the fastest time and the highest peak
#               RSS are reported (default 1)
#   CC          C compiler for gen_config (default cc)

set -u -o pipefail

REPO_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BENCH_DIR=${BENCH_DIR:-/tmp/hcl-bench}
HCLDEC_BIN=${HCLDEC_BIN:-build/tools/hcldec}
case $HCLDEC_BIN in /*) ;; *) HCLDEC_BIN=$REPO_ROOT/$HCLDEC_BIN ;; esac
REF_HCLDEC=${REF_HCLDEC:-}
REF_MAX=${REF_MAX:-100M}
RUNS=${RUNS:-1}
CC=${CC:-cc}
TIME=/usr/bin/time
TOOL_W=10
GEN_FLAGS=(--decodable)
# shellcheck source=bench/lib.sh
. "$REPO_ROOT/bench/lib.sh"
SPEC=$REPO_ROOT/bench/decode.hcldec

if [ $# -gt 0 ]; then sizes=("$@"); else sizes=(1M 10M 100M); fi

mkdir -p "$BENCH_DIR" || { note "cannot create $BENCH_DIR"; exit 1; }
ref_max_bytes=$(to_bytes "$REF_MAX") || { note "bad REF_MAX=$REF_MAX"; exit 1; }

if [ ! -x "$TIME" ]; then
    note "error: $TIME not found (Debian package 'time')"
    exit 1
fi

# ---------------------------------------------------------------- build ---
GEN=$BENCH_DIR/gen_config
note "== building gen_config ($CC -O2)"
if ! "$CC" -std=c11 -O2 -o "$GEN" "$REPO_ROOT/bench/gen_config.c"; then
    note "error: cannot build gen_config"
    exit 1
fi

have_ref=1
ref_desc=$REF_HCLDEC
if [ -n "$REF_HCLDEC" ]; then
    if [ ! -x "$REF_HCLDEC" ]; then
        note "note: REF_HCLDEC=$REF_HCLDEC is not executable; reference runs skipped"
        have_ref=0
    fi
else
    REF_HCLDEC=$BENCH_DIR/ref-hcldec
    ref_desc="hashicorp/hcl/v2 cmd/hcldec (Debian golang-github-hashicorp-hcl-v2-dev)"
    note "== building the reference hcldec (hashicorp/hcl/v2/cmd/hcldec, GOPATH mode)"
    if ! command -v go >/dev/null 2>&1; then
        note "note: 'go' not found; reference runs skipped (apt-get install golang-go golang-github-hashicorp-hcl-v2-dev, or set REF_HCLDEC)"
        have_ref=0
    elif ! GOPATH=/usr/share/gocode GO111MODULE=off GOFLAGS='' \
        GOCACHE=${GOCACHE:-$BENCH_DIR/go-cache} \
        go build -o "$REF_HCLDEC" github.com/hashicorp/hcl/v2/cmd/hcldec; then
        note "note: cannot build the reference hcldec (is golang-github-hashicorp-hcl-v2-dev installed?); reference runs skipped"
        have_ref=0
    fi
fi

have_ours=1
if [ ! -x "$HCLDEC_BIN" ]; then
    note "note: $HCLDEC_BIN not found or not executable; 'ours' runs skipped (build the project first or set HCLDEC_BIN)"
    have_ours=0
fi

# Can our hcldec read JSON? Decode a small JSON input once.
do_json=1
json_why=""
if [ $have_ours = 1 ]; then
    probe=$BENCH_DIR/dec-probe.hcl.json
    if generate 4K 1 "$probe" &&
        ! "$HCLDEC_BIN" --spec="$SPEC" "$probe" >/dev/null 2>"$BENCH_DIR/dec-probe.log"; then
        do_json=0
        json_why="ours cannot decode JSON yet: $(grep -m 1 . "$BENCH_DIR/dec-probe.log" | head -c 100)"
        note "note: $json_why; JSON rows skipped"
    fi
fi

same() { # ours-key ref-key -> identical / DIFFER ... / n/a
    if [ -z "${OK[$1]:-}" ] || [ -z "${OK[$2]:-}" ]; then
        echo "n/a (not both decoded)"
    elif cmp -s "$BENCH_DIR/$1.out" "$BENCH_DIR/$2.out"; then
        echo "identical ($(stat -c %s "$BENCH_DIR/$1.out") bytes)"
    else
        echo "DIFFER: $(cmp "$BENCH_DIR/$1.out" "$BENCH_DIR/$2.out" 2>&1 | head -n 1)"
    fi
}

ratios=()
outputs=()
for size in "${sizes[@]}"; do
    bytes=$(to_bytes "$size") || { note "bad size '$size', skipped"; continue; }
    nat=$BENCH_DIR/dec-$size.hcl
    js=$nat.json
    if ! generate "$size" 0 "$nat" || { [ $do_json = 1 ] && ! generate "$size" 1 "$js"; }; then
        note "error: generating $size failed (disk space?); size skipped"
        row gen_config "dec-$size" "" "" "" "" "FAILED: could not generate"
        continue
    fi
    note "== measuring $size"
    ref_ok=$have_ref
    ref_why="reference hcldec not available"
    if [ "$bytes" -gt "$ref_max_bytes" ]; then
        ref_ok=0
        ref_why="size $size > REF_MAX=$REF_MAX (reference needs ~100x file size in RAM)"
    fi

    if [ $have_ours = 1 ]; then measure "dec-ours-nat-$size" ours "$nat" - 1 "$HCLDEC_BIN" --spec="$SPEC" "$nat"
    else skip ours "$nat" "HCLDEC_BIN not found"; fi
    if [ $ref_ok = 1 ]; then measure "dec-ref-nat-$size" reference "$nat" - 1 "$REF_HCLDEC" --spec="$SPEC" "$nat"
    else skip reference "$nat" "$ref_why"; fi
    if [ $do_json = 1 ]; then
        if [ $have_ours = 1 ]; then measure "dec-ours-json-$size" ours "$js" - 1 "$HCLDEC_BIN" --spec="$SPEC" "$js"
        else skip ours "$js" "HCLDEC_BIN not found"; fi
        if [ $ref_ok = 1 ]; then measure "dec-ref-json-$size" reference "$js" - 1 "$REF_HCLDEC" --spec="$SPEC" "$js"
        else skip reference "$js" "$ref_why"; fi
    else
        skip ours "$js" "$json_why"
        skip reference "$js" "$json_why"
    fi

    outputs+=("$(printf '%-6s native: %s' "$size" "$(same "dec-ours-nat-$size" "dec-ref-nat-$size")")")
    [ $do_json = 1 ] && outputs+=("$(printf '%-6s json:   %s' "$size" "$(same "dec-ours-json-$size" "dec-ref-json-$size")")")
    ratios+=("$(printf '%-6s native: ours/reference %-8s RSS reference/ours %-8s json: ours/reference %-8s RSS reference/ours %s' \
        "$size" \
        "$(ratio "${RATE[dec-ours-nat-$size]:-}" "${RATE[dec-ref-nat-$size]:-}")" \
        "$(ratio "${RSS[dec-ref-nat-$size]:-}" "${RSS[dec-ours-nat-$size]:-}")" \
        "$(ratio "${RATE[dec-ours-json-$size]:-}" "${RATE[dec-ref-json-$size]:-}")" \
        "$(ratio "${RSS[dec-ref-json-$size]:-}" "${RSS[dec-ours-json-$size]:-}")")")
done

# --------------------------------------------------------------- report ---
{
    echo
    echo "hcldec decode benchmark ($(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) CPU, $(machine_note), runs=$RUNS: fastest time, highest RSS)"
    echo "ours: $HCLDEC_BIN   reference: $ref_desc"
    echo "inputs: gen_config --decodable [--json] SIZE; spec: bench/decode.hcldec"
    echo "MB = 2^20 bytes of input; MB/s = input size / seconds; RSS = peak resident set size"
    echo
    printf '%-10s %-24s %9s %9s %9s %10s  %s\n' tool file "size MB" seconds "MB/s" "RSS MB" status
    printf '%s\n' "${rows[@]}"
    echo
    echo "Decoded JSON, ours against the reference (same spec, same file):"
    [ ${#outputs[@]} -gt 0 ] && printf '  %s\n' "${outputs[@]}"
    echo
    echo "Ratios (throughput: >1 means ours is faster; RSS: >1 means ours uses less memory):"
    [ ${#ratios[@]} -gt 0 ] && printf '  %s\n' "${ratios[@]}"
    [ $have_ours = 1 ] || echo "note: our binary was not found at $HCLDEC_BIN, so 'ours' rows are skipped"
} | tee "$BENCH_DIR/decode-results.txt"
exit 0
