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

if [ $# -gt 0 ]; then sizes=("$@"); else sizes=(1M 10M 100M); fi

note() { printf '%s\n' "$*" >&2; }

# size string (1M, 10M, 1G, 123) -> bytes, binary multiples as gen_config
to_bytes() {
    local s=${1^^} mul=1
    s=${s%B}
    s=${s%I}
    case $s in
    *K) mul=1024; s=${s%K} ;;
    *M) mul=$((1024 * 1024)); s=${s%M} ;;
    *G) mul=$((1024 * 1024 * 1024)); s=${s%G} ;;
    esac
    [[ $s =~ ^[0-9]+$ ]] || return 1
    echo $((s * mul))
}

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

# ------------------------------------------------------------- generate ---
# Inputs are reused while they are newer than gen_config.c (1G takes a while).
generate() { # size json(0/1) outfile
    local size=$1 json=$2 out=$3
    if [ -s "$out" ] && [ "$out" -nt "$REPO_ROOT/bench/gen_config.c" ]; then
        return 0
    fi
    local flag=()
    [ "$json" = 1 ] && flag=(--json)
    note "== generating $out"
    if "$GEN" "${flag[@]}" "$size" >"$out.tmp"; then
        mv "$out.tmp" "$out"
    else
        rm -f "$out.tmp"
        return 1
    fi
}

# -------------------------------------------------------------- measure ---
# Wall time comes from bash's EPOCHREALTIME (microseconds) around the run
# when available, else from /usr/bin/time's %e (10 ms resolution); peak RSS
# always from /usr/bin/time's %M.
rows=()
declare -A RATE

measure() { # key tool file stdin(file or -) cmd...
    local key=$1 tool=$2 file=$3 input=$4
    shift 4
    local bytes mb best_s="" best_rss=0 rc=0 i tf log t0 t1 line e m s
    bytes=$(stat -c %s "$file")
    mb=$(awk -v b="$bytes" 'BEGIN { printf "%.1f", b / 1048576 }')
    tf=$BENCH_DIR/time.out
    log=$BENCH_DIR/$key.log
    for ((i = 0; i < RUNS; i++)); do
        t0=${EPOCHREALTIME:-}
        if [ "$input" = - ]; then
            "$TIME" -f '%e %M' -o "$tf" "$@" </dev/null >"$log" 2>&1
        else
            "$TIME" -f '%e %M' -o "$tf" "$@" <"$input" >"$log" 2>&1
        fi
        rc=$?
        t1=${EPOCHREALTIME:-}
        line=$(tail -n 1 "$tf")
        e=${line% *}
        m=${line#* }
        if [ -n "$t0" ] && [ -n "$t1" ]; then
            s=$(awk -v a="${t0/,/.}" -v b="${t1/,/.}" 'BEGIN { printf "%.3f", b - a }')
        else
            s=$e
        fi
        if [ -z "$best_s" ] || awk -v a="$s" -v b="$best_s" 'BEGIN { exit !(a < b) }'; then
            best_s=$s
        fi
        [ "$m" -gt "$best_rss" ] 2>/dev/null && best_rss=$m
        [ $rc -ne 0 ] && break
    done
    local status=ok rate rss_mb
    if [ $rc -ne 0 ]; then
        status="FAILED (exit $rc): $(head -c 160 "$log" | tr '\n' ' ')"
    fi
    rate=$(awk -v b="$bytes" -v s="$best_s" -v rc="$rc" 'BEGIN { if (rc == 0 && s > 0) printf "%.1f", b / 1048576 / s; else print "-" }')
    rss_mb=$(awk -v k="$best_rss" 'BEGIN { printf "%.1f", k / 1024 }')
    [ $rc -eq 0 ] && RATE[$key]=$rate
    rows+=("$(printf '%-12s %-24s %9s %9s %9s %10s  %s' "$tool" "$(basename "$file")" "$mb" "$best_s" "$rate" "$rss_mb" "$status")")
    note "   $tool $(basename "$file"): ${best_s}s ${rate} MB/s ${rss_mb} MB RSS, $status"
}

skip() { # tool file reason
    rows+=("$(printf '%-12s %-24s %9s %9s %9s %10s  %s' "$1" "$(basename "$2")" - - - - "skipped: $3")")
}

ratio() { # a b -> a/b
    awk -v a="${1:-}" -v b="${2:-}" 'BEGIN { if (a == "" || b == "" || b + 0 == 0) print "n/a"; else printf "%.2fx", a / b }'
}

ratios=()
for size in "${sizes[@]}"; do
    bytes=$(to_bytes "$size") || { note "bad size '$size', skipped"; continue; }
    nat=$BENCH_DIR/cfg-$size.hcl
    js=$nat.json
    if ! generate "$size" 0 "$nat" || ! generate "$size" 1 "$js"; then
        note "error: generating $size failed (disk space?); size skipped"
        rows+=("$(printf '%-12s %-24s %s' gen_config "cfg-$size" "FAILED: could not generate")")
        continue
    fi
    note "== measuring $size"
    ref_ok=$have_ref
    ref_why="refparse not built"
    if [ "$bytes" -gt "$ref_max_bytes" ]; then
        ref_ok=0
        ref_why="size $size > REF_MAX=$REF_MAX (reference needs ~70x file size in RAM)"
    fi

    if [ $have_ours = 1 ]; then measure "ours-nat-$size" ours "$nat" - "$HCL_BIN" check "$nat"
    else skip ours "$nat" "HCL_BIN not found"; fi
    if [ $ref_ok = 1 ]; then measure "ref-nat-$size" reference "$nat" - "$REF" "$nat"
    else skip reference "$nat" "$ref_why"; fi
    if [ $have_ours = 1 ]; then measure "ours-json-$size" ours "$js" - "$HCL_BIN" check "$js"
    else skip ours "$js" "HCL_BIN not found"; fi
    if [ $ref_ok = 1 ]; then measure "ref-json-$size" reference "$js" - "$REF" --json "$js"
    else skip reference "$js" "$ref_why"; fi
    if [ $have_jv = 1 ]; then measure "jv-$size" json_verify "$js" "$js" json_verify -q
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
    echo "HCL parse benchmark ($(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) CPU, runs=$RUNS: fastest time, highest RSS)"
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
