#!/usr/bin/env bash
# bench/fromjson.sh - `hcl fromjson` against parsing alone (`hcl check`) on
# the same generated JSON-syntax file.
#
# Usage: bash bench/fromjson.sh [SIZE...]    (default: 10M 100M; 1G allowed)
#
# For each SIZE, generates a JSON-syntax file with
# `bench/gen_config.c --decodable --json` (reused while newer than the
# generator), then runs, best of RUNS:
#   check     $HCL_BIN check FILE.json
#   spec      $HCL_BIN fromjson --spec=bench/decode.hcldec --no-check FILE.json
#             (blocks from the spec)
#   checked   $HCL_BIN fromjson --spec=bench/decode.hcldec FILE.json
#             (and hcldec's checks of the file on the way)
# and prints seconds, MB/s, peak RSS and each conversion's time as a
# multiple of the check's; the output is checked to parse (`hcl check`).
# It only measures and reports.
#
# Environment:
#   BENCH_DIR       scratch directory (default /tmp/hcl-bench)
#   HCL_BIN         our CLI (default build/tools/hcl, relative to the repo)
#   RUNS            runs per measurement, the fastest kept (default 1)
#   CC              C compiler for gen_config (default cc)

set -u -o pipefail

REPO_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BENCH_DIR=${BENCH_DIR:-/tmp/hcl-bench}
HCL_BIN=${HCL_BIN:-build/tools/hcl}
case $HCL_BIN in /*) ;; *) HCL_BIN=$REPO_ROOT/$HCL_BIN ;; esac
RUNS=${RUNS:-1}
CC=${CC:-cc}
TIME=/usr/bin/time
GEN_FLAGS=(--decodable)
# shellcheck source=bench/lib.sh
. "$REPO_ROOT/bench/lib.sh"

mkdir -p "$BENCH_DIR" || exit 1
GEN=$BENCH_DIR/gen_config
if [ ! -x "$GEN" ] || [ "$GEN" -ot "$REPO_ROOT/bench/gen_config.c" ]; then
    "$CC" -O2 -o "$GEN" "$REPO_ROOT/bench/gen_config.c" || exit 1
fi
[ -x "$HCL_BIN" ] || { note "no $HCL_BIN: build first"; exit 1; }

printf '%-8s %-6s %9s %9s %9s %9s  %s\n' tool size seconds MB/s "RSS MB" "x check" output
for size in "${@:-10M 100M}"; do
    for one in $size; do
        bytes=$(to_bytes "$one") || { note "bad size $one"; continue; }
        in=$BENCH_DIR/fromjson-$one.json
        generate "$bytes" 1 "$in" || exit 1
        mb=$(awk -v b="$(stat -c %s "$in")" 'BEGIN { printf "%.1f", b / 1048576 }')
        out=$BENCH_DIR/fromjson.out
        measure_best "$out" "$HCL_BIN" check "$in"
        check=$SECS
        versus_row check "$one" "$check" "$mb" ""
        for mode in spec checked; do
            flags=(--spec="$REPO_ROOT/bench/decode.hcldec")
            [ $mode = spec ] && flags+=(--no-check)
            measure_best "$out" "$HCL_BIN" fromjson "${flags[@]}" "$in"
            verdict="$(awk -v b="$(stat -c %s "$out")" 'BEGIN { printf "%.1f MB", b / 1048576 }')"
            cp "$out" "$out.hcl"
            if "$HCL_BIN" check "$out.hcl" >/dev/null 2>&1; then
                verdict="$verdict, parses"
            else
                verdict="$verdict, DOES NOT PARSE"
            fi
            rm -f "$out.hcl"
            versus_row "$mode" "$one" "$SECS" "$mb" \
                "$(awk -v a="$SECS" -v b="$check" 'BEGIN { if (b > 0) printf "%.2fx", a / b; else print "-" }')" \
                "$verdict"
        done
    done
done
