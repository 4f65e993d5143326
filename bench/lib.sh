# bench/lib.sh - what bench/run.sh and bench/run_decode.sh share: sizes,
# input generation, timing and the result rows. Sourced, not run.
#
# The sourcing script sets BENCH_DIR, REPO_ROOT, GEN (the gen_config
# binary), GEN_FLAGS (an array of its mode flags), TIME (/usr/bin/time),
# RUNS and TOOL_W (the width of the tool column).

note() { printf '%s\n' "$*" >&2; }

# The machine's CPU time counters (/proc/stat's "cpu" line) when the
# script started, for machine_note.
read -r _ BENCH_CPU0 < /proc/stat 2>/dev/null || BENCH_CPU0=

# "load A B C, steal N%": the load average now, and the share of the
# machine's CPU time since the script started that a hypervisor took for
# others (steal). On a virtual machine a high steal makes wall-clock
# times noisy, whatever the load inside it.
machine_note() {
    local now steal
    read -r _ now < /proc/stat 2>/dev/null || now=
    steal=$(awk -v a="$BENCH_CPU0" -v b="$now" 'BEGIN {
        n = split(a, x, " "); split(b, y, " "); total = 0
        for (i = 1; i <= n; i++) total += y[i] - x[i]
        if (n < 8 || total <= 0) { print "n/a"; exit }
        printf "%.0f%%", 100 * (y[8] - x[8]) / total }')
    printf 'load %s, steal %s' "$(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null)" "$steal"
}

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

# Inputs are reused while they are newer than gen_config.c (1G takes a while).
generate() { # size json(0/1) outfile
    local size=$1 json=$2 out=$3
    if [ -s "$out" ] && [ "$out" -nt "$REPO_ROOT/bench/gen_config.c" ]; then
        return 0
    fi
    local flag=("${GEN_FLAGS[@]}")
    [ "$json" = 1 ] && flag+=(--json)
    note "== generating $out"
    if "$GEN" "${flag[@]}" "$size" >"$out.tmp"; then
        mv "$out.tmp" "$out"
    else
        rm -f "$out.tmp"
        return 1
    fi
}

rows=()
declare -A RATE RSS OK

row() { # tool file size seconds rate rss status
    rows+=("$(printf "%-${TOOL_W}s %-24s %9s %9s %9s %10s  %s" "$@")")
}

# Wall time comes from bash's EPOCHREALTIME (microseconds) around the run
# when available, else from /usr/bin/time's %e (10 ms resolution); peak RSS
# always from /usr/bin/time's %M. With keep=1 the command's output goes to
# $BENCH_DIR/KEY.out and its diagnostics to KEY.log; with keep=0 both go to
# KEY.log.
measure() { # key tool file stdin(file or -) keep(0/1) cmd...
    local key=$1 tool=$2 file=$3 input=$4 keep=$5
    shift 5
    local bytes mb best_s="" best_rss=0 rc=0 i tf log out t0 t1 line e m s
    bytes=$(stat -c %s "$file")
    mb=$(awk -v b="$bytes" 'BEGIN { printf "%.1f", b / 1048576 }')
    tf=$BENCH_DIR/time.out
    log=$BENCH_DIR/$key.log
    out=$log
    [ "$keep" = 1 ] && out=$BENCH_DIR/$key.out
    [ "$input" = - ] && input=/dev/null
    for ((i = 0; i < RUNS; i++)); do
        t0=${EPOCHREALTIME:-}
        if [ "$keep" = 1 ]; then
            "$TIME" -f '%e %M' -o "$tf" "$@" <"$input" >"$out" 2>"$log"
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
    if [ $rc -eq 0 ]; then
        # unrounded for ratios: the reference's rate is below 1 MB/s, where
        # one decimal is off by up to 6%
        RATE[$key]=$(awk -v b="$bytes" -v s="$best_s" 'BEGIN { if (s > 0) printf "%.6f", b / 1048576 / s }')
        RSS[$key]=$rss_mb
        OK[$key]=1
    fi
    row "$tool" "$(basename "$file")" "$mb" "$best_s" "$rate" "$rss_mb" "$status"
    note "   $tool $(basename "$file"): ${best_s}s ${rate} MB/s ${rss_mb} MB RSS, $status"
}

skip() { # tool file reason
    row "$1" "$(basename "$2")" - - - - "skipped: $3"
}

ratio() { # a b -> a/b
    awk -v a="${1:-}" -v b="${2:-}" 'BEGIN { if (a == "" || b == "" || b + 0 == 0) print "n/a"; else printf "%.2fx", a / b }'
}

# measure_best OUT CMD...: runs CMD RUNS times (stdout to OUT, stderr to
# OUT.err) and keeps the fastest; sets SECS (seconds, or "failed") and
# RSS_KB (the largest peak resident set). Uses TIME, RUNS and BENCH_DIR.
# Wall time as in measure: EPOCHREALTIME (to the millisecond here) when
# bash has it; /usr/bin/time's 10 ms moved a 0.1 s run's ratio by 0.1.
measure_best() {
    local out=$1
    shift
    local best="" rss=0 i s m t0 t1
    for ((i = 0; i < RUNS; i++)); do
        t0=${EPOCHREALTIME:-}
        if ! "$TIME" -f '%e %M' -o "$BENCH_DIR/measure.time" "$@" >"$out" 2>"$out.err"; then
            SECS=failed
            RSS_KB=0
            return 1
        fi
        t1=${EPOCHREALTIME:-}
        read -r s m <"$BENCH_DIR/measure.time"
        if [ -n "$t0" ] && [ -n "$t1" ]; then
            s=$(awk -v a="${t0/,/.}" -v b="${t1/,/.}" 'BEGIN { printf "%.3f", b - a }')
        fi
        if [ -z "$best" ] || awk -v a="$s" -v b="$best" 'BEGIN { exit !(a < b) }'; then
            best=$s
        fi
        ((m > rss)) && rss=$m
    done
    SECS=$best
    RSS_KB=$rss
}

# versus_row WHAT SIZE SECS MB RATIO [NOTE]: one line of the conversion
# benchmarks (seconds, MB/s, RSS_KB as MB, a ratio to the baseline)
versus_row() {
    printf '%-8s %-6s %9s %9s %9s %9s  %s\n' "$1" "$2" "$3" \
        "$(awk -v m="$4" -v s="$3" 'BEGIN { if (s > 0) printf "%.1f", m / s; else print "-" }')" \
        "$(awk -v k="$RSS_KB" 'BEGIN { printf "%.1f", k / 1024 }')" "$5" "${6:-}"
}
