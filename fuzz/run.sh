#!/usr/bin/env bash
# Builds every fuzz harness (clang, -DHCL_FUZZ=ON, in build-fuzz/) and runs
# each for SECONDS on seeds made from the repository's test inputs, then
# prints execs/s, coverage and findings per harness.
#   usage: fuzz/run.sh [-k] SECONDS [HARNESS...]
# -k keeps going after a finding (libFuzzer's fork mode, which collects
# every crash it meets instead of stopping at the first).
# Environment: CC (default clang-14), CXX (default clang++-14), FUZZ_RUNS
# (inputs per harness from a fixed seed: the same ones every run), BUILD
# (default build-fuzz), JOBS
# (default 1), FUZZ_WORK (default: a new temporary directory, removed
# afterwards unless there were findings).
# Exits 1 when any harness found something; the reproducers are left in
# $FUZZ_WORK/<harness>-findings/.
set -euo pipefail
cd "$(dirname "$0")/.."
keep_going=false
if [[ ${1:-} == -k ]]; then
  keep_going=true
  shift
fi
[[ $# -ge 1 && $1 =~ ^[0-9]+$ ]] || {
  echo "usage: $0 [-k] SECONDS [HARNESS...]" >&2
  exit 2
}
secs=$1
shift
all=(native json eval spec fmt tojson fromjson)
harnesses=("${@:-${all[@]}}")
build=${BUILD:-build-fuzz}
export CC=${CC:-clang-14}
# the regex shim is C++: the same compiler family, for the same sanitizers
export CXX=${CXX:-clang++-14}

echo "== fuzz: build ($build)"
cmake -S . -B "$build" -DHCL_FUZZ=ON -DBUILD_TESTING=OFF \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" --target fuzz_all -j"${JOBS:-1}" >/dev/null

work=${FUZZ_WORK:-$(mktemp -d)}
mkdir -p "$work"
echo "== fuzz: seeds in $work/seeds"
fuzz/make_corpus.sh "$work/seeds" >/dev/null

# Leaks are findings (ASan's leak check at each input's end); UBSan stops
# at the first report with a stack. ASan's quarantine of freed memory is
# capped at 64 MB: at its default 256 MB, one process running a large
# corpus (fork mode's first pass) nears -rss_limit_mb with memory that is
# ASan's, not ours, and the input running then is blamed for an OOM.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:quarantine_size_mb=64}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

failed=0
printf '%-9s %10s %8s %8s %9s  %s\n' harness execs/s cov ft corpus findings
for h in "${harnesses[@]}"; do
  corpus=$work/$h-corpus found=$work/$h-findings log=$work/$h.log
  mkdir -p "$corpus" "$found"
  args=(-max_total_time="$secs" -timeout=5 -rss_limit_mb=512 -max_len=16384
    -dict=fuzz/dict -artifact_prefix="$found/" -print_final_stats=1)
  # FUZZ_RUNS: a fixed number of inputs from a fixed seed, so that a run
  # (CI's) tries the same inputs every time; SECONDS then only caps it.
  if [[ -n ${FUZZ_RUNS:-} ]]; then
    args+=(-runs="$FUZZ_RUNS" -seed=1)
  fi
  if $keep_going; then
    args+=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
  fi
  status=0
  "$build/fuzz/fuzz_$h" "${args[@]}" "$corpus" "$work/seeds/$h" \
    >"$log" 2>&1 || status=$?
  # The last status line libFuzzer printed: "#N ... cov: C ft: F corp: K/..."
  line=$(grep -E 'cov: [0-9]+' "$log" | tail -1 || true)
  cov=$(sed -nE 's/.*cov: ([0-9]+).*/\1/p' <<<"$line")
  ft=$(sed -nE 's/.*ft: ([0-9]+).*/\1/p' <<<"$line")
  corp=$(sed -nE 's/.*corp: ([0-9]+).*/\1/p' <<<"$line")
  execs=$(sed -nE 's/.*exec\/s:? ([0-9]+).*/\1/p' <<<"$line")
  n=$(find "$found" -type f | wc -l)
  printf '%-9s %10s %8s %8s %9s  %s\n' "$h" "${execs:-?}" "${cov:-?}" \
    "${ft:-?}" "${corp:-?}" "$n"
  if ((n > 0 || status != 0)); then
    failed=1
    grep -m3 -A6 -E 'ORACLE FAILED|ERROR: |runtime error' "$log" | sed 's/^/    /' || true
    # The reproducers themselves, escaped: a CI log is often all there is.
    find "$found" -type f | head -3 | while read -r f; do
      python3 -c 'import sys; d=open(sys.argv[1],"rb").read(); print("    input (%d bytes): %r" % (len(d), d[:1024]))' "$f"
      # Run alone, in a new process: a finding that does not come back
      # depends on what ran before it or on the machine, not on the input.
      if "$build/fuzz/fuzz_$h" "$f" >/dev/null 2>&1; then
        echo "    run again alone: passes"
      else
        echo "    run again alone: fails again"
      fi
    done
    echo "    log: $log, reproducers: $found/"
  fi
done
if ((failed)); then
  echo "== fuzz: findings; reproduce one with $build/fuzz/fuzz_HARNESS FILE"
  exit 1
fi
[[ -n ${FUZZ_WORK:-} ]] || rm -rf "$work"
echo "== fuzz: no findings"
