#!/usr/bin/env bash
# Every failed allocation, in the programs as a user runs them: each case
# below is run once as it is, then again with its 1st, 2nd, 3rd, ...
# allocation failing (HCL_FAIL_ALLOC_AT, see tests/faults/fault_alloc.c),
# until a run makes fewer allocations than the one it was told to fail.
# Every run must:
#   - end by itself, with an exit status of the program's own (no signal,
#     no sanitizer report: under AddressSanitizer a leak is a failure);
#   - either say "out of memory" (or the system's "Cannot allocate
#     memory") on standard error, or give what the
#     first run gave (an allocation the program can do without, such as
#     an index it falls back from);
#   - leave every file it writes either as it was or as the first run
#     wrote it: never half written.
# Everything happens in a temporary directory of this script's own.
#   usage: faults.sh HCL_FAULTS_BINARY HCLDEC_FAULTS_BINARY
# FAULTS_STEP=K tries every K-th allocation only (default 1: all of them).
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
hcl=$(realpath "$1")
hcldec=$(realpath "$2")
step=${FAULTS_STEP:-1}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 2
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}exitcode=99:detect_leaks=1"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
unset HCL_FAIL_ALLOC_AT

cat >in.hcl <<'EOF'
# A comment kept by every writer.
resource "aws_instance" "web" {
  ami   =   "ami-${var.n}"
  count = 1+2
  tags = { Name = upper("web"), "x" = [1, 2, 3] }
  lifecycle { create_before_destroy = true }
}
variable "n" {
  default = <<EOT
  text ${"x"}
EOT
}
EOF
cat >bad.hcl <<'EOF'
resource "a" "b" {
  count = "x"
  other = 1
}
resource "a" "b" {
  count = 2
}
EOF
cat >spec.hcldec <<'EOF'
variables {
  n = "1"
}
function "twice" {
  params = [x]
  result = x * 2
}
object {
  block_map "resource" {
    labels = ["type", "name"]
    object {
      attr "ami" { type = string }
      attr "count" { type = number }
      attr "tags" { type = any }
      block "lifecycle" {
        object {
          attr "create_before_destroy" { type = bool }
        }
      }
    }
  }
  block_map "variable" {
    labels = ["name"]
    attr "default" { type = string }
  }
}
EOF
cat >in.hcl.json <<'EOF'
{
  "//": "a comment",
  "resource": {"aws_instance": {"web": {"ami": "ami-${var.n}", "count": 3,
    "lifecycle": {"create_before_destroy": true}}}},
  "variable": {"n": {"default": "x"}}
}
EOF
printf '{"n": "7"}\n' >vars.json

fails=0
fail() {
  echo "FAIL: $*"
  fails=$((fails + 1))
}

# contents FILE VAR (support/corpus.sh): the shell reads what the runs
# wrote, since a sweep makes thousands of runs and starting cmp(1) for each
# would cost more than the run.
# shellcheck source=../support/corpus.sh
source "$root/tests/support/corpus.sh"

# sweep NAME OUTPUT_FILE SETUP COMMAND...: the sweep of one case. SETUP
# (a shell command, may be :) runs before every run; OUTPUT_FILE (or -)
# is a file the command writes.
sweep() {
  local name=$1 outfile=$2 setup=$3 n rc base_rc runs=0 err base_out out
  local before base_file now
  shift 3
  eval "$setup"
  "$@" <stdin.txt >base.out 2>base.err
  base_rc=$?
  contents base.out base_out
  base_file=
  [[ $outfile == - ]] || contents "$outfile" base_file
  if ((base_rc > 3)); then
    fail "$name: the run without faults ends with $base_rc: $(head -c 300 base.err)"
    return
  fi
  for ((n = 1; n < 100000; n += step)); do
    eval "$setup"
    before=
    [[ $outfile == - ]] || contents "$outfile" before
    (ulimit -t 60 && HCL_FAIL_ALLOC_AT=$n exec "$@") <stdin.txt >run.out \
      2>run.err
    rc=$?
    runs=$((runs + 1))
    contents run.err err
    contents run.out out
    local why=""
    if ((rc > 3)); then
      why="exit status $rc"
    elif [[ $err == *AddressSanitizer* || $err == *LeakSanitizer* ||
      $err == *"runtime error:"* ]]; then
      why="sanitizer report"
    elif [[ $err == *"alloc fault: "*" not reached"* ]]; then
      if [[ $rc != "$base_rc" || $out != "$base_out" ]]; then
        why="a run without a fault differs from the first"
      fi
    elif [[ ${err,,} != *"out of memory"* &&
      ${err,,} != *"cannot allocate memory"* ]] &&
      [[ $rc != "$base_rc" || $out != "$base_out" ]]; then
      why="neither 'out of memory' nor the first run's result (exit $rc)"
    fi
    if [[ -z $why && $outfile != - && -e $outfile ]]; then
      contents "$outfile" now
      if [[ $now != "$base_file" && $now != "$before" ]]; then
        why="$outfile is neither as it was nor as the first run wrote it"
      fi
    fi
    if [[ -n $why ]]; then
      fail "$name: HCL_FAIL_ALLOC_AT=$n: $why"
      sed 's/^/    /' run.err | head -n 20
      return
    fi
    [[ $err == *"alloc fault: "*" not reached"* ]] && break
  done
  printf '%-22s %6d runs\n' "$name" "$runs"
}

: >stdin.txt
sweep check_native - : "$hcl" check bad.hcl
sweep check_syntax - "printf 'a = = 1\n' >syn.hcl" "$hcl" check syn.hcl
sweep check_json - : "$hcl" check in.hcl.json
sweep events - : "$hcl" events --trivia in.hcl
sweep validate_text - : "$hcl" validate -j 1 --no-progress --spec=spec.hcldec \
  --vars=vars.json bad.hcl in.hcl in.hcl.json
sweep validate_jsonl - : "$hcl" validate -j 1 --no-progress --format=jsonl \
  --spec=spec.hcldec bad.hcl in.hcl
cp bad.hcl stdin.txt
sweep validate_stdin - : "$hcl" validate -j 1 --no-progress --spec=spec.hcldec -
: >stdin.txt
sweep fmt_write fmt.hcl "cp in.hcl fmt.hcl" "$hcl" fmt -w fmt.hcl
sweep fmt_terraform - : "$hcl" fmt --terraform in.hcl
sweep tojson tojson.json "rm -f tojson.json" "$hcl" tojson --pretty -o tojson.json in.hcl
sweep tojson_arrays - : "$hcl" tojson --array-blocks in.hcl
sweep fromjson fromjson.hcl "rm -f fromjson.hcl" "$hcl" fromjson \
  --spec=spec.hcldec -o fromjson.hcl in.hcl.json
sweep eval - : "$hcl" eval 'jsonencode({for k, v in {a = 1, b = "x"} : upper(k) => [v, format("%05.1f", 3.14159)]})'
sweep hcldec hcldec.json "rm -f hcldec.json" "$hcldec" --spec=spec.hcldec \
  --vars=vars.json --with-type --out=hcldec.json in.hcl
sweep hcldec_errors - : "$hcldec" --spec=spec.hcldec --diags=json bad.hcl

((fails == 0)) || exit 1
echo "all passed"
