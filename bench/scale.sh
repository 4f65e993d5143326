#!/usr/bin/env bash
# bench/scale.sh - how run time grows with each dimension of the input.
#
# Usage: bash bench/scale.sh [--quick | --full | --factor F] [--no-ref] [CLASS...]
#
# For each class of bench/scale_classes.c (default: all; `--list` names
# them), generates the input at N and at 4N (N = the class's size times
# the factor: 1, --quick 0.25, --full 4), runs on each, back to back and
# best of RUNS:
#   ours        $HCLDEC_BIN ARGS, or `$HCL_BIN eval ARGS` for the function
#               classes, which hcldec cannot express (it offers inputs no
#               library function)
#   reference   the reference hcldec with the same ARGS in the same
#               directory (hcldec classes only)
# compares the two outputs (stdout, stderr and exit status) at both sizes,
# and prints a table: times at N and 4N, the exponent
# log(t(4N)/t(N))/log(4) of each tool (start-up time subtracted), peak RSS
# at 4N and the reference/ours time ratio at 4N. It only measures and
# reports; the exit status is 0 unless the generator cannot be built.
#
# Environment:
#   BENCH_DIR   scratch directory (default /tmp/hcl-bench); inputs and
#               outputs go to BENCH_DIR/scale/CLASS-SIZE/
#   HCLDEC_BIN  our hcldec (default build/tools/hcldec, relative to the repo root)
#   HCL_BIN     our hcl (default build/tools/hcl, relative to the repo root)
#   REF_HCLDEC  reference hcldec; default ~/.cache/hcl-reference/bin/hcldec
#               (/work/shared/tools/reference.sh) when present, else built
#               from Debian's golang-github-hashicorp-hcl-v2-dev into BENCH_DIR
#   RUNS        runs per measurement, fastest time kept (default 3)
#   SLOW        a run slower than this many seconds is not repeated (default 10)
#   TIMEOUT     seconds before a run is stopped and shown as ">TIMEOUT" (default 120)
#   CLOCK       wall (default): elapsed time; cpu: user + system time (10 ms
#               resolution), steadier on a busy machine but counting the
#               reference's garbage collector threads as well
#   CC          C compiler for the generator (default cc)

set -u -o pipefail

REPO_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BENCH_DIR=${BENCH_DIR:-/tmp/hcl-bench}
HCLDEC_BIN=${HCLDEC_BIN:-build/tools/hcldec}
case $HCLDEC_BIN in /*) ;; *) HCLDEC_BIN=$REPO_ROOT/$HCLDEC_BIN ;; esac
HCL_BIN=${HCL_BIN:-build/tools/hcl}
case $HCL_BIN in /*) ;; *) HCL_BIN=$REPO_ROOT/$HCL_BIN ;; esac
REF_HCLDEC=${REF_HCLDEC:-}
RUNS=${RUNS:-3}
SLOW=${SLOW:-10}
TIMEOUT=${TIMEOUT:-120}
CLOCK=${CLOCK:-wall}
CC=${CC:-cc}
TIME=/usr/bin/time
# shellcheck source=bench/lib.sh
. "$REPO_ROOT/bench/lib.sh"

usage() {
    note "usage: bash bench/scale.sh [--quick | --full | --factor F] [--no-ref] [--list] [CLASS...]"
    exit 2
}

factor=1
use_ref=1
list_only=0
picked=()
while [ $# -gt 0 ]; do
    case $1 in
    --quick) factor=0.25 ;;
    --full) factor=4 ;;
    --factor) [ $# -ge 2 ] || usage; factor=$2; shift ;;
    --factor=*) factor=${1#--factor=} ;;
    --no-ref) use_ref=0 ;;
    --list) list_only=1 ;;
    -*) usage ;;
    *) picked+=("$1") ;;
    esac
    shift
done
awk -v f="$factor" 'BEGIN { exit !(f > 0) }' 2>/dev/null || { note "bad factor '$factor'"; exit 2; }
case $CLOCK in wall | cpu) ;; *) note "CLOCK must be wall or cpu"; exit 2 ;; esac

mkdir -p "$BENCH_DIR/scale" || { note "cannot create $BENCH_DIR/scale"; exit 1; }
if [ ! -x "$TIME" ]; then
    note "error: $TIME not found (Debian package 'time')"
    exit 1
fi
if ! command -v timeout >/dev/null 2>&1; then
    note "error: timeout not found (coreutils)"
    exit 1
fi

# ---------------------------------------------------------------- build ---
GEN=$BENCH_DIR/gen_scale
if [ ! -x "$GEN" ] || [ "$REPO_ROOT/bench/gen_scale.c" -nt "$GEN" ] ||
    [ "$REPO_ROOT/bench/scale_classes.c" -nt "$GEN" ] ||
    [ "$REPO_ROOT/bench/scale_classes.h" -nt "$GEN" ]; then
    note "== building gen_scale ($CC -O2)"
    if ! "$CC" -std=c11 -O2 -o "$GEN" "$REPO_ROOT/bench/gen_scale.c" \
        "$REPO_ROOT/bench/scale_classes.c"; then
        note "error: cannot build gen_scale"
        exit 1
    fi
fi

declare -A C_N C_MAX C_TOOL C_WHAT
classes=()
while IFS=$'\t' read -r name bench_n _test_n max_n tool what; do
    classes+=("$name")
    C_N[$name]=$bench_n
    C_MAX[$name]=$max_n
    C_TOOL[$name]=$tool
    C_WHAT[$name]=$what
done < <("$GEN" --list)

if [ $list_only = 1 ]; then
    for c in "${classes[@]}"; do
        printf '%-20s %-7s N=%-8s %s\n' "$c" "${C_TOOL[$c]}" "${C_N[$c]}" "${C_WHAT[$c]}"
    done
    exit 0
fi
if [ ${#picked[@]} -gt 0 ]; then
    for c in "${picked[@]}"; do
        [ -n "${C_N[$c]:-}" ] || { note "no class '$c' (see --list)"; exit 2; }
    done
    classes=("${picked[@]}")
fi

have_ours=1
[ -x "$HCLDEC_BIN" ] || { note "note: $HCLDEC_BIN not found; hcldec classes skipped for ours"; have_ours=0; }
have_eval=1
[ -x "$HCL_BIN" ] || { note "note: $HCL_BIN not found; function classes skipped"; have_eval=0; }

have_ref=$use_ref
ref_desc=${REF_HCLDEC:-none}
if [ $use_ref = 0 ]; then
    ref_desc="not run (--no-ref)"
elif [ -n "$REF_HCLDEC" ]; then
    [ -x "$REF_HCLDEC" ] || { note "note: REF_HCLDEC=$REF_HCLDEC is not executable; reference runs skipped"; have_ref=0; }
elif [ -x "$HOME/.cache/hcl-reference/bin/hcldec" ]; then
    REF_HCLDEC=$HOME/.cache/hcl-reference/bin/hcldec
    ref_desc=$REF_HCLDEC
else
    REF_HCLDEC=$BENCH_DIR/ref-hcldec
    ref_desc="hashicorp/hcl/v2 cmd/hcldec (Debian golang-github-hashicorp-hcl-v2-dev)"
    if [ ! -x "$REF_HCLDEC" ]; then
        note "== building the reference hcldec (hashicorp/hcl/v2/cmd/hcldec, GOPATH mode)"
        if ! command -v go >/dev/null 2>&1 ||
            ! GOPATH=/usr/share/gocode GO111MODULE=off GOFLAGS='' \
                GOCACHE=${GOCACHE:-$BENCH_DIR/go-cache} \
                go build -o "$REF_HCLDEC" github.com/hashicorp/hcl/v2/cmd/hcldec; then
            note "note: cannot build the reference hcldec (needs go and golang-github-hashicorp-hcl-v2-dev, or set REF_HCLDEC); reference runs skipped"
            have_ref=0
        fi
    fi
fi

# ------------------------------------------------------------- measuring ---
# timed DIR PREFIX CMD...: runs CMD in DIR up to RUNS times (once if a run
# takes over SLOW seconds), stdout to DIR/PREFIX.out, stderr to
# DIR/PREFIX.err, exit status to DIR/PREFIX.rc. Sets T (the fastest run's
# seconds, as CLOCK says; empty after a timeout) and M (highest peak RSS,
# KB).
timed() {
    local dir=$1 pre=$2
    shift 2
    local i rc t0 t1 s e u k m
    T=""
    M=0
    for ((i = 0; i < RUNS; i++)); do
        t0=${EPOCHREALTIME:-}
        (cd "$dir" && timeout "$TIMEOUT" "$TIME" -f '%e %U %S %M' -o "$pre.time" \
            "$@" >"$pre.out" 2>"$pre.err")
        rc=$?
        t1=${EPOCHREALTIME:-}
        echo "$rc" >"$dir/$pre.rc"
        if [ $rc = 124 ] || [ $rc = 137 ]; then
            T=""
            return
        fi
        read -r e u k m < <(tail -n 1 "$dir/$pre.time")
        if [ "$CLOCK" = cpu ]; then
            s=$(awk -v u="$u" -v k="$k" 'BEGIN { printf "%.2f", u + k }')
        elif [ -n "$t0" ] && [ -n "$t1" ]; then
            s=$(awk -v a="${t0/,/.}" -v b="${t1/,/.}" 'BEGIN { printf "%.3f", b - a }')
        else
            s=$e
        fi
        if [ -z "$T" ] || awk -v a="$s" -v b="$T" 'BEGIN { exit !(a < b) }'; then
            T=$s
        fi
        [ "$m" -gt "$M" ] 2>/dev/null && M=$m
        awk -v a="$s" -v b="$SLOW" 'BEGIN { exit !(a > b) }' && break
    done
}

# exponent T_N T_4N START: log4 of the growth once start-up is taken off;
# "-" when the run at N is within 10 ms of start-up (noise), ">X" as a
# lower bound when the 4N run timed out.
exponent() {
    awk -v a="$1" -v b="$2" -v z="$3" -v lim="$TIMEOUT" 'BEGIN {
        if (a == "") { print "-"; exit }
        if (a - z < 0.01) { print "-"; exit }
        if (b == "") { printf ">%.2f", log((lim - z) / (a - z)) / log(4); exit }
        d = b - z; if (d < 0.001) d = 0.001
        printf "%.2f", log(d / (a - z)) / log(4) }'
}

show_t() { [ -n "$1" ] && echo "$1" || echo ">$TIMEOUT"; }
mb() { awk -v k="$1" 'BEGIN { if (k > 0) printf "%.1f", k / 1024; else print "-" }'; }

# same DIR: how ours and the reference's results compare
same() {
    local d=$1 what=()
    cmp -s "$d/ours.rc" "$d/ref.rc" || what+=("status $(cat "$d/ours.rc")/$(cat "$d/ref.rc")")
    cmp -s "$d/ours.out" "$d/ref.out" || what+=(stdout)
    cmp -s "$d/ours.err" "$d/ref.err" || what+=(stderr)
    if [ ${#what[@]} = 0 ]; then
        echo same
    else
        local IFS=,
        echo "DIFFER (${what[*]})"
    fi
}

# Start-up: each tool on a trivial input, best of 5.
start_dir=$BENCH_DIR/scale/startup
mkdir -p "$start_dir"
printf 'object {\n  attr "a" { type = any }\n}\n' >"$start_dir/spec.hcldec"
echo 'a = 1' >"$start_dir/in.hcl"
declare -A START=([ours]=0 [eval]=0 [ref]=0)
saved_runs=$RUNS
RUNS=5
if [ $have_ours = 1 ]; then timed "$start_dir" ours "$HCLDEC_BIN" --spec=spec.hcldec in.hcl; START[ours]=${T:-0}; fi
if [ $have_eval = 1 ]; then timed "$start_dir" eval "$HCL_BIN" eval 1; START[eval]=${T:-0}; fi
if [ $have_ref = 1 ]; then timed "$start_dir" ref "$REF_HCLDEC" --spec=spec.hcldec in.hcl; START[ref]=${T:-0}; fi
RUNS=$saved_runs
note "== start-up: hcldec ${START[ours]} s, hcl eval ${START[eval]} s, reference ${START[ref]} s"

rows=()
notes=()
for c in "${classes[@]}"; do
    n=$(awk -v n="${C_N[$c]}" -v f="$factor" 'BEGIN { m = int(n * f + 0.5); print m < 1 ? 1 : m }')
    if [ "${C_MAX[$c]}" -gt 0 ] && [ "$n" -gt "${C_MAX[$c]}" ]; then
        notes+=("$c: N capped at ${C_MAX[$c]}")
        n=${C_MAX[$c]}
    fi
    tool=${C_TOOL[$c]}
    declare -A TT=() MM=()
    cmpres=()
    for size in "$n" $((4 * n)); do
        d=$BENCH_DIR/scale/$c-$size
        rm -rf "$d"
        if ! "$GEN" "$c" "$size" "$d"; then
            note "error: generating $c at $size failed (disk space?)"
            continue 2
        fi
        mapfile -t args <"$d/args"
        tool=${args[0]}
        args=("${args[@]:1}")
        note "== $c N=$size"
        if [ "$tool" = eval ]; then
            if [ $have_eval = 1 ] && { [ "$size" = "$n" ] || [ -n "${TT[ours$n]:-}" ]; }; then
                timed "$d" ours "$HCL_BIN" eval "${args[@]}"
                TT[ours$size]=$T
                MM[ours$size]=$M
                [ "$(cat "$d/ours.rc")" = 0 ] ||
                    notes+=("$c at $size: hcl eval failed: $(head -n 1 "$d/ours.err")")
            fi
            continue
        fi
        if [ $have_ours = 1 ] && { [ "$size" = "$n" ] || [ -n "${TT[ours$n]:-}" ]; }; then
            timed "$d" ours "$HCLDEC_BIN" "${args[@]}"
            TT[ours$size]=$T
            MM[ours$size]=$M
        fi
        if [ $have_ref = 1 ] && { [ "$size" = "$n" ] || [ -n "${TT[ref$n]:-}" ]; }; then
            timed "$d" ref "$REF_HCLDEC" "${args[@]}"
            TT[ref$size]=$T
            MM[ref$size]=$M
        fi
        if [ -n "${TT[ours$size]:-}" ] && [ -n "${TT[ref$size]:-}" ]; then
            cmpres+=("$(same "$d")")
            if ! cmp -s "$d/ours.rc" "$d/ref.rc"; then
                why_ours=$(grep -m 1 . "$d/ours.err" | head -c 100)
                why_ref=$(grep -m 1 . "$d/ref.err" | head -c 100)
                notes+=("$c at $size: ours exits $(cat "$d/ours.rc") (${why_ours:-no message}), reference $(cat "$d/ref.rc") (${why_ref:-no message})")
            fi
        elif [ $have_ref = 1 ] && [ $have_ours = 1 ]; then
            cmpres+=("not compared (a run timed out)")
        fi
    done
    if [ "$tool" = eval ]; then
        start=${START[eval]}
        output="no reference (hcl eval)"
    else
        start=${START[ours]}
        if [ ${#cmpres[@]} = 0 ]; then
            output="-"
        elif [ "${cmpres[0]}" = "${cmpres[1]:-}" ]; then
            output=${cmpres[0]}
        else
            output="N: ${cmpres[0]}; 4N: ${cmpres[1]:-}"
        fi
    fi
    o1=${TT[ours$n]:-}
    o4=${TT[ours$((4 * n))]:-}
    r1=${TT[ref$n]:-}
    r4=${TT[ref$((4 * n))]:-}
    ran_ours=$([ "$tool" = eval ] && echo $have_eval || echo $have_ours)
    ran_ref=$([ "$tool" = eval ] && echo 0 || echo $have_ref)
    if [ "$ran_ours" = 1 ]; then
        ours_cols=("$(show_t "$o1")" "$( [ -n "$o1" ] && show_t "$o4" || echo -)" \
            "$(exponent "$o1" "$o4" "$start")" "$(mb "${MM[ours$((4 * n))]:-0}")")
    else
        ours_cols=(- - - -)
    fi
    if [ "$ran_ref" = 1 ]; then
        ref_cols=("$(show_t "$r1")" "$( [ -n "$r1" ] && show_t "$r4" || echo -)" \
            "$(exponent "$r1" "$r4" "${START[ref]}")" "$(mb "${MM[ref$((4 * n))]:-0}")")
        if [ -n "$o4" ] && [ -n "$r4" ]; then
            rel=$(ratio "$r4" "$o4")
        elif [ -n "$o4" ] && [ -n "$r1" ]; then
            rel=">$(ratio "$TIMEOUT" "$o4")"
        else
            rel=-
        fi
    else
        ref_cols=(- - - -)
        rel=-
    fi
    rows+=("$(printf '%-19s %8s | %8s %8s %6s %8s | %8s %8s %6s %8s | %8s  %s' \
        "$c" "$n" "${ours_cols[@]}" "${ref_cols[@]}" "$rel" "$output")")
    unset TT MM
done

# --------------------------------------------------------------- report ---
{
    echo
    echo "Scaling benchmark ($(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) CPU, $(machine_note), factor $factor, best of $RUNS, timeout ${TIMEOUT} s)"
    echo "ours: $HCLDEC_BIN, $HCL_BIN eval   reference: $ref_desc"
    echo "start-up on a trivial input: hcldec ${START[ours]} s, hcl eval ${START[eval]} s, reference ${START[ref]} s"
    if [ "$CLOCK" = cpu ]; then
        echo "times: CPU seconds (user + system) of the whole process; exp = log(t(4N)/t(N))/log(4) after start-up is taken off"
    else
        echo "times: wall seconds of the whole process; exp = log(t(4N)/t(N))/log(4) after start-up is taken off"
    fi
    echo "(- when the run at N is within 10 ms of start-up); RSS: peak at 4N, MB; ref/ours: time ratio at 4N (>1: ours faster)"
    echo
    printf '%-28s | %-35s | %-35s |\n' "" "ours" "reference"
    printf '%-19s %8s | %8s %8s %6s %8s | %8s %8s %6s %8s | %8s  %s\n' \
        class N "t(N)" "t(4N)" exp "RSS 4N" "t(N)" "t(4N)" exp "RSS 4N" "ref/ours" "output (ours vs reference)"
    printf '%s\n' "${rows[@]}"
    if [ ${#notes[@]} -gt 0 ]; then
        echo
        printf '%s\n' "${notes[@]}"
    fi
} | tee "$BENCH_DIR/scale-results.txt"
exit 0
