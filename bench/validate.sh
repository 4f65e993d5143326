#!/usr/bin/env bash
# bench/validate.sh - `hcl validate` benchmark: one huge file, one large
# file against the reference hcldec, and many small files against the
# reference run once per file.
#
# Usage: bash bench/validate.sh
#
# Builds bench/gen_config.c into a scratch directory, generates inputs with
# `gen_config --decodable` (valid under bench/decode.hcldec, the decode
# benchmark's spec), then measures, back to back:
#   (a) big     $HCL_BIN validate -j 1 --spec=bench/decode.hcldec dec-$BIG.hcl
#               (time and peak RSS; skipped, with the reason, when the RSS
#               measured in (b) scaled to $BIG exceeds the memory available,
#               unless FORCE_BIG=1)
#   (b) mid     the same on dec-$MID.hcl, then with -j $JOBS (the file cut
#               into runs of top-level items checked at once), and the reference
#               hcldec with the same spec on the same file (its decoded JSON
#               to a file)
#   (c) small   $SMALL_FILES files of 0.5 to 9 KB (gen_config --decodable at
#               32 sizes, in 100 directories): `$HCL_BIN validate -j $JOBS DIR`
#               and `-j 1`, against `xargs -P $JOBS -n 1 REF --spec=... FILE`
#               over the same sorted list
# and prints a table, throughput ratios (ours/reference), the -j speed-up,
# and CPU seconds (user+sys): on a machine shared with other work the wall
# times of -j 1 and -j N say little, while equal CPU seconds show that the
# threads do not contend. It only measures and reports: a failing or missing
# tool is noted and the run goes on.
#
# Environment:
#   BENCH_DIR    scratch directory (default /tmp/hcl-bench)
#   HCL_BIN      our CLI (default build/tools/hcl, relative to the repo root)
#   REF_HCLDEC   reference hcldec; when unset it is built from Debian's
#                golang-github-hashicorp-hcl-v2-dev (GOPATH mode) into BENCH_DIR
#   BIG, MID     sizes for (a) and (b) (default 1G and 100M)
#   SMALL_FILES  number of files for (c) (default 20000)
#   JOBS         threads for ours and processes for the reference in (c)
#                (default 2)
#   FORCE_BIG    1: run (a) whatever the projected memory
#   RUNS         runs per measurement; fastest time, highest RSS (default 1)
#   CC           C compiler for gen_config (default cc)

set -u -o pipefail

REPO_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BENCH_DIR=${BENCH_DIR:-/tmp/hcl-bench}
HCL_BIN=${HCL_BIN:-build/tools/hcl}
case $HCL_BIN in /*) ;; *) HCL_BIN=$REPO_ROOT/$HCL_BIN ;; esac
REF_HCLDEC=${REF_HCLDEC:-}
BIG=${BIG:-1G}
MID=${MID:-100M}
SMALL_FILES=${SMALL_FILES:-20000}
JOBS=${JOBS:-2}
FORCE_BIG=${FORCE_BIG:-0}
RUNS=${RUNS:-1}
CC=${CC:-cc}
TIME=/usr/bin/time
TOOL_W=16
GEN_FLAGS=(--decodable)
# shellcheck source=bench/lib.sh
. "$REPO_ROOT/bench/lib.sh"
SPEC=$REPO_ROOT/bench/decode.hcldec

mkdir -p "$BENCH_DIR" || { note "cannot create $BENCH_DIR"; exit 1; }
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
if [ -n "$REF_HCLDEC" ]; then
    [ -x "$REF_HCLDEC" ] || { note "note: REF_HCLDEC=$REF_HCLDEC is not executable; reference runs skipped"; have_ref=0; }
else
    REF_HCLDEC=$BENCH_DIR/ref-hcldec
    if [ ! -x "$REF_HCLDEC" ]; then
        note "== building the reference hcldec (hashicorp/hcl/v2/cmd/hcldec, GOPATH mode)"
        if ! command -v go >/dev/null 2>&1 ||
            ! GOPATH=/usr/share/gocode GO111MODULE=off GOFLAGS='' \
                GOCACHE=${GOCACHE:-$BENCH_DIR/go-cache} \
                go build -o "$REF_HCLDEC" github.com/hashicorp/hcl/v2/cmd/hcldec; then
            note "note: cannot build the reference hcldec (golang-go, golang-github-hashicorp-hcl-v2-dev); reference runs skipped"
            have_ref=0
        fi
    fi
fi
have_ours=1
if [ ! -x "$HCL_BIN" ]; then
    note "note: $HCL_BIN not found; 'ours' runs skipped (build the project or set HCL_BIN)"
    have_ours=0
fi

ratios=()

# ------------------------------------------------------------- (b) mid ---
mid=$BENCH_DIR/dec-$MID.hcl
if generate "$MID" 0 "$mid"; then
    note "== (b) one $MID file"
    if [ $have_ours = 1 ]; then
        measure "val-ours-$MID" "ours -j 1" "$mid" - 0 "$HCL_BIN" validate -j 1 --spec="$SPEC" "$mid"
        # one file on $JOBS threads: cut into runs checked at once
        measure "val-ours-jn-$MID" "ours -j $JOBS" "$mid" - 0 "$HCL_BIN" validate -j "$JOBS" --spec="$SPEC" "$mid"
    else skip "ours -j 1" "$mid" "HCL_BIN not found"; fi
    if [ $have_ref = 1 ]; then measure "val-ref-$MID" "reference hcldec" "$mid" - 1 "$REF_HCLDEC" --spec="$SPEC" "$mid"
    else skip "reference hcldec" "$mid" "no reference"; fi
    ratios+=("$(printf '(b) %-5s throughput ours/reference: -j 1 %s, -j %s %s (target 50x); peak RSS ours %s MB (-j %s: %s MB), reference %s MB' \
        "$MID" "$(ratio "${RATE[val-ours-$MID]:-}" "${RATE[val-ref-$MID]:-}")" \
        "$JOBS" "$(ratio "${RATE[val-ours-jn-$MID]:-}" "${RATE[val-ref-$MID]:-}")" \
        "${RSS[val-ours-$MID]:-n/a}" "$JOBS" "${RSS[val-ours-jn-$MID]:-n/a}" "${RSS[val-ref-$MID]:-n/a}")")
else
    row gen_config "dec-$MID" "" "" "" "" "FAILED: could not generate"
fi

# ------------------------------------------------------------- (a) big ---
big=$BENCH_DIR/dec-$BIG.hcl
big_bytes=$(to_bytes "$BIG")
mid_bytes=$(to_bytes "$MID")
avail_kb=$(awk '/^MemAvailable:/ { print $2 }' /proc/meminfo)
projected_mb=$(awk -v r="${RSS[val-ours-$MID]:-0}" -v b="$big_bytes" -v m="$mid_bytes" \
    'BEGIN { printf "%.0f", r * b / m }')
if [ $have_ours = 0 ]; then
    skip "ours -j 1" "dec-$BIG.hcl" "HCL_BIN not found"
elif [ "$FORCE_BIG" != 1 ] && [ -n "${RSS[val-ours-$MID]:-}" ] &&
    [ "$projected_mb" -gt $((avail_kb * 8 / 10 / 1024)) ]; then
    skip "ours -j 1" "dec-$BIG.hcl" "projected peak RSS ${projected_mb} MB (from $MID) > 80% of the $((avail_kb / 1024)) MB available; FORCE_BIG=1 runs it"
    ratios+=("(a) $BIG: not run; peak RSS projected from $MID: ${projected_mb} MB")
elif generate "$BIG" 0 "$big"; then
    note "== (a) one $BIG file"
    measure "val-ours-$BIG" "ours -j 1" "$big" - 0 "$HCL_BIN" validate -j 1 --spec="$SPEC" "$big"
    ratios+=("$(printf '(a) %-5s peak RSS ours: %s MB for %s MB of input' "$BIG" \
        "${RSS[val-ours-$BIG]:-n/a}" "$(awk -v b="$big_bytes" 'BEGIN { printf "%.0f", b / 1048576 }')")")
else
    row gen_config "dec-$BIG" "" "" "" "" "FAILED: could not generate"
fi

# ----------------------------------------------------------- (c) small ---
small=$BENCH_DIR/val-small-$SMALL_FILES
list=$small.list
if [ ! -s "$list" ] || [ "$list" -ot "$REPO_ROOT/bench/gen_config.c" ]; then
    note "== generating $SMALL_FILES small files in $small"
    rm -rf "$small" "$list"
    mkdir -p "$small"
    for k in $(seq 1 32); do
        "$GEN" --decodable $((k * 256)) >"$small/variant-$k" || exit 1
    done
    awk -v n="$SMALL_FILES" -v dir="$small" 'BEGIN {
        for (k = 1; k <= 32; k++) {
            f = dir "/variant-" k; c = ""
            while ((getline line < f) > 0) c = c line "\n"
            close(f); v[k] = c
        }
        for (i = 0; i < n; i++) {
            d = sprintf("%s/d%02d", dir, i % 100)
            if (!(d in made)) { system("mkdir -p " d); made[d] = 1 }
            f = sprintf("%s/f%05d.hcl", d, i)
            printf "%s", v[i % 32 + 1] > f; close(f)
        }
    }'
    rm -f "$small"/variant-*
    find "$small" -name '*.hcl' | sort >"$list.tmp" && mv "$list.tmp" "$list"
fi
small_bytes=$(xargs cat <"$list" | wc -c)
nsmall=$(wc -l <"$list")

small_rows=()
declare -A FPS CPU
# measure_many KEY TOOL CMD...: wall time, CPU time and peak RSS over the
# small files (RSS of the largest process for xargs: /usr/bin/time sees
# only its children's maximum).
measure_many() {
    local key=$1 tool=$2 best="" cpu="" rss=0 i t0 t1 s line rc
    shift 2
    for ((i = 0; i < RUNS; i++)); do
        t0=$EPOCHREALTIME
        "$TIME" -f '%U %S %M' -o "$BENCH_DIR/time.out" "$@" >/dev/null 2>"$BENCH_DIR/$key.log"
        rc=$?
        t1=$EPOCHREALTIME
        line=$(tail -n 1 "$BENCH_DIR/time.out")
        s=$(awk -v a="${t0/,/.}" -v b="${t1/,/.}" 'BEGIN { printf "%.3f", b - a }')
        if [ -z "$best" ] || awk -v a="$s" -v b="$best" 'BEGIN { exit !(a < b) }'; then
            best=$s
            cpu=$(awk -v l="$line" 'BEGIN { split(l, f, " "); printf "%.2f", f[1] + f[2] }')
        fi
        rss=$(awk -v l="$line" -v r="$rss" 'BEGIN { split(l, f, " "); print (f[3] > r ? f[3] : r) }')
    done
    local status=ok
    # hcldec and hcl validate exit 0 when every file is fine
    [ "$rc" -ne 0 ] && status="FAILED (exit $rc): $(head -c 120 "$BENCH_DIR/$key.log" | tr '\n' ' ')"
    FPS[$key]=$(awk -v n="$nsmall" -v s="$best" 'BEGIN { if (s > 0) printf "%.0f", n / s; else print "-" }')
    CPU[$key]=$cpu
    small_rows+=("$(printf "%-22s %7s %9s %9s %8s %9s %8s  %s" "$tool" "$nsmall" "$best" "${FPS[$key]}" \
        "$(awk -v b="$small_bytes" -v s="$best" 'BEGIN { if (s > 0) printf "%.1f", b / 1048576 / s; else print "-" }')" \
        "$cpu" "$(awk -v k="$rss" 'BEGIN { printf "%.1f", k / 1024 }')" "$status")")
    note "   $tool: ${best}s ${FPS[$key]} files/s cpu ${cpu}s, $status"
}

note "== (c) $nsmall small files"
if [ $have_ours = 1 ]; then
    measure_many ours-j1 "ours -j 1" "$HCL_BIN" validate -j 1 --spec="$SPEC" --no-progress "$small"
    measure_many ours-jn "ours -j $JOBS" "$HCL_BIN" validate -j "$JOBS" --spec="$SPEC" --no-progress "$small"
fi
if [ $have_ref = 1 ]; then
    measure_many ref "reference xargs -P $JOBS" xargs -P "$JOBS" -n 1 "$REF_HCLDEC" --spec="$SPEC" <"$list"
fi
ratios+=("$(printf '(c) %s files: files/s ours -j %s / reference xargs -P %s: %s (target 100x)' "$nsmall" "$JOBS" "$JOBS" \
    "$(ratio "${FPS[ours-jn]:-}" "${FPS[ref]:-}")")")
ratios+=("$(printf '(c) %s files: -j %s speed-up over -j 1: %s wall (target 1.8x on %s idle cores); CPU seconds -j 1 %s, -j %s %s' \
    "$nsmall" "$JOBS" "$(ratio "${FPS[ours-jn]:-}" "${FPS[ours-j1]:-}")" "$JOBS" "${CPU[ours-j1]:-n/a}" "$JOBS" "${CPU[ours-jn]:-n/a}")")

# --------------------------------------------------------------- report ---
{
    echo
    echo "hcl validate benchmark ($(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) CPU, $(machine_note), runs=$RUNS)"
    echo "ours: $HCL_BIN validate   reference: $REF_HCLDEC   spec: bench/decode.hcldec"
    echo "MB = 2^20 bytes; RSS = peak resident set size"
    echo
    printf "%-${TOOL_W}s %-24s %9s %9s %9s %10s  %s\n" tool file "size MB" seconds "MB/s" "RSS MB" status
    printf '%s\n' "${rows[@]}"
    echo
    printf "%-22s %7s %9s %9s %8s %9s %8s  %s\n" "small files" files seconds "files/s" "MB/s" "CPU s" "RSS MB" status
    [ ${#small_rows[@]} -gt 0 ] && printf '%s\n' "${small_rows[@]}"
    echo
    printf '%s\n' "${ratios[@]}"
} | tee "$BENCH_DIR/validate-results.txt"
exit 0
