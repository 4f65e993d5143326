#!/usr/bin/env bash
# `hcl validate` agrees with hcldec: every single-file case of the hcldec
# corpus (see tests/hcldec/record_diags_json.sh for which qualify) is
# validated with `hcl validate --format=json`; its verdict must be the
# reference's (valid when the reference hcldec exited 0) and its
# diagnostics must equal the reference's --diags=json diagnostics
# (cases/<name>/expected.diags.json) field for field. A spec or --vars
# that fails to load makes `hcl validate` exit 2 with the diagnostics on
# stderr, which are compared instead. Cases marked `difference` (where our
# hcldec deliberately departs from the reference) are compared with our
# own hcldec --diags=json, run here.
# Then the text format: for each invalid case run without --diags=json,
# `hcl validate`'s stderr must be byte for byte the reference's
# (expected.stderr, or expected.ours.stderr for a `difference`).
#   usage: agreement.sh HCL_BINARY HCLDEC_BINARY [CASE...]
# HCLDEC_CASES names another directory of cases (tests/hcldec/dynamic,
# whose cases pass --dynamic-blocks to both programs). VALIDATE_JOBS
# (default 1) is given as -j: with 2 or more, one file is parsed on one
# thread and validated on another (events/relay.c).
set -uo pipefail
export LC_ALL=C
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
corpus=$here/../hcldec
cases_dir=${HCLDEC_CASES:-$corpus/cases}
# shellcheck source=../hcldec/record_diags_json.sh
source "$corpus/record_diags_json.sh"

hcl=$(resolve_bin "${1:?usage: agreement.sh HCL HCLDEC [CASE...]}") || exit 2
hcldec=$(resolve_bin "${2:?usage: agreement.sh HCL HCLDEC [CASE...]}") || exit 2
shift 2
# Under the sanitizers, a report must not pass for exit status 1 (invalid)
export ASAN_OPTIONS=${ASAN_OPTIONS:-}${ASAN_OPTIONS:+:}exitcode=86
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-}${UBSAN_OPTIONS:+:}exitcode=86
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# shellcheck source=../support/corpus.sh
source "$here/../support/corpus.sh"
cases=()
if (($# > 0)); then
  for c in "$@"; do cases+=("${c##*/}"); done
else
  for d in "$cases_dir"/*/; do
    d=${d%/}
    corpus_sampled && cases+=("${d##*/}")
  done
fi

# Every compared case adds one line to $tmp/results:
#   {"name", "load", "valid", "got", "exp"}
# where "got" is the `hcl validate --format=json` document (or, with
# "load", the diagnostics document it printed when it stopped with exit 2)
# and "exp" the reference's --diags=json document (null for none). One jq
# run then compares them all: the verdict of the only file, and each
# diagnostic's severity, summary, detail and subject. When the --vars fail
# to load, hcl validate stops before reading any file while hcldec goes on
# to parse its input; the load diagnostics must then be the first of the
# reference's.
# shellcheck disable=SC2016 # jq, not shell
compare='
  def norm: map({severity, summary, detail, subject});
  def show: norm | tojson;
  (.exp.diagnostics // []) as $want
  | if .load then
      (.got.diagnostics // []) as $have
      | if .valid then "\(.name): exit 2, but the reference found it valid"
        elif ($have | length) == 0 or ($have | norm) != ($want[0:($have | length)] | norm) then
          "\(.name): load diagnostics:\n got  \($have | show)\n want \($want | show)"
        else empty end
    else
      .got.files[0] as $f
      | if $f.valid != .valid then "\(.name): verdict: got valid=\($f.valid)"
        elif ($f.diagnostics | norm) != ($want | norm) then
          "\(.name): diagnostics:\n got  \($f.diagnostics | show)\n want \($want | show)"
        else empty end
    end'

# add_result NAME LOAD VALID GOT_FILE EXPECTED_FILE
add_result() {
  local got= exp=null
  IFS= read -r -d '' got <"$4"
  [[ -s $5 ]] && IFS= read -r -d '' exp <"$5"
  printf '{"name":"%s","load":%s,"valid":%s,"got":%s,"exp":%s}\n' \
    "$1" "$2" "$3" "$got" "$exp" >>"$tmp/results"
}

compared=0 failed=0 skipped=0 loads=0 texts=0 text_failed=0
for name in "${cases[@]}"; do
  dir=$cases_dir/$name
  if ! single_file_case "$dir"; then
    skipped=$((skipped + 1))
    continue
  fi
  expected=$dir/expected.diags.json
  first_line "$dir/expected.status" status
  if [[ -f $dir/difference ]]; then
    # our hcldec's own diagnostics and status for this case
    cp -R "$dir" "$tmp/case"
    printf '\n--diags=json\n' >>"$tmp/case/args"
    run_case "$hcldec" "$tmp/case" "$tmp/ours"
    rm -rf "$tmp/case"
    expected=$tmp/ours.stderr
    first_line "$tmp/ours.status" status
  fi
  if [[ ! -f $expected ]]; then
    echo "FAIL $name: no expected.diags.json (run tests/hcldec/record_diags_json.sh)"
    failed=$((failed + 1))
    compared=$((compared + 1))
    continue
  fi
  args=(validate --format=json -j "${VALIDATE_JOBS:-1}" --spec=spec.hcldec)
  for v in "${CASE_VARS[@]}"; do args+=("--vars=$v"); done
  $CASE_DYNAMIC && args+=(--dynamic-blocks)
  stdin=/dev/null
  if $CASE_STDIN; then
    stdin=$dir/input.hcl
    args+=(-)
  else
    args+=("$CASE_INPUT")
  fi
  (cd "$dir" && ulimit -t 30 && exec "$hcl" "${args[@]}") <"$stdin" \
    >"$tmp/got.json" 2>"$tmp/got.err"
  rc=$?
  valid=false
  [[ $status == 0 ]] && valid=true
  if ((rc == 2)); then
    add_result "$name" true "$valid" "$tmp/got.err" "$expected"
    loads=$((loads + 1))
  elif ((rc != 0 && rc != 1)); then
    echo "FAIL $name: exit $rc: $(head -c 300 "$tmp/got.err")"
    failed=$((failed + 1))
  elif { ((rc == 0)) && ! $valid; } || { ((rc == 1)) && $valid; }; then
    echo "FAIL $name: exit $rc, reference exit $status"
    failed=$((failed + 1))
  else
    add_result "$name" false "$valid" "$tmp/got.json" "$expected"
  fi
  compared=$((compared + 1))

  # The text format, where the reference printed its diagnostics as text;
  # not when --vars failed (hcldec also reports its input's problems).
  text_want=$dir/expected.stderr
  [[ -f $dir/difference ]] && text_want=$dir/expected.ours.stderr
  if ! $valid && ((rc == 1 || (rc == 2 && ${#CASE_VARS[@]} == 0))) &&
    ! $CASE_DIAGS_JSON; then
    args[1]=--format=text
    (cd "$dir" && ulimit -t 30 && exec "$hcl" "${args[@]}") <"$stdin" \
      >/dev/null 2>"$tmp/got.txt"
    texts=$((texts + 1))
    if ! same_contents "$tmp/got.txt" "$text_want"; then
      echo "FAIL $name: text diagnostics differ from ${text_want##*/}"
      diff "$text_want" "$tmp/got.txt" | head -n 10
      text_failed=$((text_failed + 1))
    fi
  fi
done
touch "$tmp/results"
if ! jq -r "$compare" "$tmp/results" >"$tmp/failures"; then
  echo "FAIL: jq could not read the results"
  exit 1
fi
sed '/^[^ ]/s/^/FAIL /' "$tmp/failures"
bad=$(grep -c '^[^ ]' "$tmp/failures")
failed=$((failed + bad))
passed=$((compared - failed))
echo "json: $passed passed, $failed failed ($loads stopped with exit 2 at a" \
  "spec or --vars that does not load; $skipped cases skipped: not" \
  "single-file cases, see tests/hcldec/record_diags_json.sh)"
echo "text: $((texts - text_failed)) passed, $text_failed failed"
((failed == 0 && text_failed == 0))
