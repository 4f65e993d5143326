#!/usr/bin/env bash
# bench/tojson.sh - `hcl tojson` against parsing alone (`hcl check`) on the
# same generated file.
#
# Usage: bash bench/tojson.sh [SIZE...]      (default: 10M 100M; 1G allowed)
#
# For each SIZE, generates a native file with bench/gen_config.c (reused
# while newer than the generator), then runs, best of RUNS:
#   check     $HCL_BIN check FILE
#   grouped   $HCL_BIN tojson FILE > out       (blocks grouped by type)
#   stream    $HCL_BIN tojson --stream FILE > out
#   arrays    $HCL_BIN tojson --array-blocks FILE > out
# and prints seconds, MB/s, peak RSS and each conversion's time as a
# multiple of the check's. Each output is checked to be JSON (python3's
# json module; skipped above JSON_CHECK_MAX). It only measures and reports.
#
# Environment:
#   BENCH_DIR       scratch directory (default /tmp/hcl-bench)
#   HCL_BIN         our CLI (default build/tools/hcl, relative to the repo)
#   RUNS            runs per measurement, the fastest kept (default 1)
#   JSON_CHECK_MAX  largest output checked with python3 (default 100M)
#   CC              C compiler for gen_config (default cc)

set -u -o pipefail

REPO_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BENCH_DIR=${BENCH_DIR:-/tmp/hcl-bench}
HCL_BIN=${HCL_BIN:-build/tools/hcl}
case $HCL_BIN in /*) ;; *) HCL_BIN=$REPO_ROOT/$HCL_BIN ;; esac
RUNS=${RUNS:-1}
CC=${CC:-cc}
TIME=/usr/bin/time
GEN_FLAGS=()
# shellcheck source=bench/lib.sh
. "$REPO_ROOT/bench/lib.sh"
check_max=$(to_bytes "${JSON_CHECK_MAX:-100M}")

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
        in=$BENCH_DIR/tojson-$one.hcl
        generate "$bytes" 0 "$in" || exit 1
        mb=$(awk -v b="$(stat -c %s "$in")" 'BEGIN { printf "%.1f", b / 1048576 }')
        out=$BENCH_DIR/tojson.out
        measure_best "$out" "$HCL_BIN" check "$in"
        check=$SECS
        versus_row check "$one" "$check" "$mb" ""
        for layout in grouped stream arrays; do
            case $layout in
            grouped) flags=() ;;
            stream) flags=(--stream) ;;
            arrays) flags=(--array-blocks) ;;
            esac
            measure_best "$out" "$HCL_BIN" tojson "${flags[@]}" "$in"
            verdict="$(awk -v b="$(stat -c %s "$out")" 'BEGIN { printf "%.1f MB", b / 1048576 }')"
            if ((bytes <= check_max)); then
                if python3 -c 'import json, sys; json.load(sys.stdin)' <"$out"; then
                    verdict="$verdict, JSON"
                else
                    verdict="$verdict, NOT JSON"
                fi
            fi
            versus_row "$layout" "$one" "$SECS" "$mb" \
                "$(awk -v a="$SECS" -v b="$check" 'BEGIN { if (b > 0) printf "%.2fx", a / b; else print "-" }')" \
                "$verdict"
        done
    done
done
