#!/usr/bin/env bash
# bench/fmt.sh - `hcl fmt` against the reference `hclfmt` on the same files.
#
# Usage: bash bench/fmt.sh [SIZE...]      (default: 1M 10M; 100M and 1G allowed)
#        bash bench/fmt.sh tree              (a tree of small real files)
#
# For each SIZE, generates a native file with bench/gen_config.c (reused
# while newer than the generator), scrambles its layout (every run of
# spaces doubled, so that the formatter has work to do on every line), then
# runs, back to back and best of RUNS:
#   ours        $HCL_BIN fmt FILE > out      (stdout, as hclfmt FILE does;
#               the default -j: on 2 or more CPUs the formatter runs on a
#               second thread beside the parser)
#   reference   hclfmt FILE > out
# compares the two outputs byte for byte, and prints seconds, MB/s, peak RSS
# and the throughput ratio. The reference is skipped above REF_MAX (it needs
# about 75 times the file in memory). It only measures and reports.
#
# `tree` instead copies the fmt corpus (tests/fmt/cases: Terraform modules,
# Nomad packs, Packer plugins, this repository's own inputs) TREE_COPIES
# times into one tree, without the inputs where the two deliberately
# differ (tests/fmt/known_differences.txt), and times
#   ours        $HCL_BIN fmt -r TREE > out   (the default -j: one file per
#               CPU at once)
#   reference   hclfmt FILE... > out         (every file, in the same order,
#               in one process)
# comparing the outputs as above.
#
# Environment:
#   BENCH_DIR   scratch directory (default /tmp/hcl-bench)
#   HCL_BIN     our CLI (default build/tools/hcl, relative to the repo root)
#   REF_HCLFMT  reference hclfmt (default ~/.cache/hcl-reference/bin/hclfmt,
#               from /work/shared/tools/reference.sh or the README's notes)
#   REF_MAX     largest size given to the reference (default 100M)
#   RUNS        runs per measurement, the fastest kept (default 1)
#   TREE_COPIES copies of the corpus in the tree (default 4: 10 556 files)
#   CC          C compiler for gen_config (default cc)

set -u -o pipefail

REPO_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BENCH_DIR=${BENCH_DIR:-/tmp/hcl-bench}
HCL_BIN=${HCL_BIN:-build/tools/hcl}
case $HCL_BIN in /*) ;; *) HCL_BIN=$REPO_ROOT/$HCL_BIN ;; esac
REF_HCLFMT=${REF_HCLFMT:-$HOME/.cache/hcl-reference/bin/hclfmt}
REF_MAX=${REF_MAX:-100M}
RUNS=${RUNS:-1}
CC=${CC:-cc}
TIME=/usr/bin/time
TOOL_W=10
GEN_FLAGS=()
# shellcheck source=bench/lib.sh
. "$REPO_ROOT/bench/lib.sh"

mkdir -p "$BENCH_DIR" || exit 1
GEN=$BENCH_DIR/gen_config
if [ ! -x "$GEN" ] || [ "$GEN" -ot "$REPO_ROOT/bench/gen_config.c" ]; then
    "$CC" -O2 -o "$GEN" "$REPO_ROOT/bench/gen_config.c" || exit 1
fi
[ -x "$HCL_BIN" ] || { note "no $HCL_BIN: build first"; exit 1; }
have_ref=1
[ -x "$REF_HCLFMT" ] || { note "note: no reference hclfmt at $REF_HCLFMT"; have_ref=0; }
ref_max=$(to_bytes "$REF_MAX")

# run TOOL FILE OUT CMD...: the fastest of RUNS; sets SECS and RSS_KB
run() {
    local out=$3
    shift 3
    local best="" rss=0 i
    for ((i = 0; i < RUNS; i++)); do
        if ! "$TIME" -f '%e %M' -o "$BENCH_DIR/fmt.time" "$@" >"$out" 2>"$out.err"; then
            SECS=failed
            RSS_KB=0
            return 1
        fi
        read -r s m <"$BENCH_DIR/fmt.time"
        if [ -z "$best" ] || awk -v a="$s" -v b="$best" 'BEGIN { exit !(a < b) }'; then
            best=$s
        fi
        ((m > rss)) && rss=$m
    done
    SECS=$best
    RSS_KB=$rss
}

# row TOOL SIZE MB [RATIO OUTPUT]: one line of the table, from SECS and RSS_KB
row() {
    printf '%-*s %-6s %9s %9s %9s %9s  %s\n' $TOOL_W "$1" "$2" "$SECS" \
        "$(awk -v m="$3" -v s="$SECS" 'BEGIN { if (s > 0) printf "%.1f", m / s; else print "-" }')" \
        "$(awk -v k="$RSS_KB" 'BEGIN { printf "%.1f", k / 1024 }')" "${4:-}" "${5:-}"
}

# The tree case: see the header.
bench_tree() {
    local tree=$BENCH_DIR/fmt-tree copies=${TREE_COPIES:-4} i f name
    local cases=$REPO_ROOT/tests/fmt/cases
    rm -rf "$tree" && mkdir -p "$tree" || return 1
    for ((i = 0; i < copies; i++)); do
        mkdir "$tree/$i" || return 1
        for f in "$cases"/*.hcl; do
            name=$(basename "$f" .hcl)
            grep -q "^$name " "$REPO_ROOT/tests/fmt/known_differences.txt" && continue
            cp "$f" "$tree/$i/"
        done
    done
    local files=() mb ours
    mapfile -t files < <(find "$tree" -type f -name '*.hcl' | LC_ALL=C sort)
    mb=$(du -sb "$tree" | awk '{ printf "%.1f", $1 / 1048576 }')
    note "== tree: ${#files[@]} files, $mb MB"
    run ours "$tree" "$BENCH_DIR/fmt-ours.out" "$HCL_BIN" fmt -r "$tree"
    ours=$SECS
    row ours tree "$mb"
    [ $have_ref = 1 ] || return 0
    run reference "$tree" "$BENCH_DIR/fmt-ref.out" "$REF_HCLFMT" "${files[@]}"
    local same=differ
    cmp -s "$BENCH_DIR/fmt-ours.out" "$BENCH_DIR/fmt-ref.out" && same=identical
    row reference tree "$mb" \
        "$(awk -v a="$SECS" -v b="$ours" 'BEGIN { if (b > 0) printf "%.1fx", a / b; else print "-" }')" "$same"
}

printf '%-*s %-6s %9s %9s %9s %9s  %s\n' $TOOL_W tool size seconds MB/s "RSS MB" ratio output
for size in "${@:-1M 10M}"; do
    if [ "$size" = tree ]; then
        bench_tree || exit 1
        continue
    fi
    for one in $size; do
        bytes=$(to_bytes "$one") || { note "bad size $one"; continue; }
        src=$BENCH_DIR/fmt-src-$one.hcl
        in=$BENCH_DIR/fmt-$one.hcl
        generate "$bytes" 0 "$src" || exit 1
        if [ ! -s "$in" ] || [ "$in" -ot "$src" ]; then
            sed 's/ \{1,\}/&&/g' "$src" >"$in" || exit 1
        fi
        mb=$(awk -v b="$(stat -c %s "$in")" 'BEGIN { printf "%.1f", b / 1048576 }')
        run ours "$in" "$BENCH_DIR/fmt-ours.out" "$HCL_BIN" fmt "$in"
        ours=$SECS
        printf '%-*s %-6s %9s %9s %9s %9s\n' $TOOL_W ours "$one" "$ours" \
            "$(awk -v m="$mb" -v s="$ours" 'BEGIN { if (s > 0) printf "%.1f", m / s; else print "-" }')" \
            "$(awk -v k="$RSS_KB" 'BEGIN { printf "%.1f", k / 1024 }')" ""
        if [ $have_ref = 1 ] && ((bytes <= ref_max)); then
            run reference "$in" "$BENCH_DIR/fmt-ref.out" "$REF_HCLFMT" "$in"
            same=differ
            cmp -s "$BENCH_DIR/fmt-ours.out" "$BENCH_DIR/fmt-ref.out" && same=identical
            printf '%-*s %-6s %9s %9s %9s %9s  %s\n' $TOOL_W reference "$one" "$SECS" \
                "$(awk -v m="$mb" -v s="$SECS" 'BEGIN { if (s > 0) printf "%.1f", m / s; else print "-" }')" \
                "$(awk -v k="$RSS_KB" 'BEGIN { printf "%.1f", k / 1024 }')" \
                "$(awk -v a="$SECS" -v b="$ours" 'BEGIN { if (b > 0) printf "%.1fx", a / b; else print "-" }')" \
                "$same"
        fi
    done
done
