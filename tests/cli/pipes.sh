#!/usr/bin/env bash
# Inputs that cannot be read twice: named pipes (what a process
# substitution or /dev/stdin gives) and standard input. Every command must
# finish (the text diagnostics once reopened the file by its name to show
# its lines, and waited for ever on a pipe), report the error with the
# line and exit status it gives for a regular file, and show the source
# line wherever it still has the bytes: hcldec keeps what it read, as the
# reference hcldec does, and `hcl validate -` keeps a copy of standard
# input for its text diagnostics. Everything happens in a temporary
# directory of this script's own.
#   usage: pipes.sh HCL_BINARY HCLDEC_BINARY
set -uo pipefail
hcl=$(realpath "$1")
hcldec=$(realpath "$2")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 2
fails=0
fail() {
  echo "FAIL: $*" >&2
  fails=$((fails + 1))
}

printf 'resource "a" "b" {\n  count = "x"\n}\nbad = \n' >bad.hcl
printf 'resource "a" "b" {\n  count = "x"\n}\n' >typed.hcl
printf '{"a": 1, "a": 2}\n' >bad.hcl.json
printf 'object {\n  block_map "resource" {\n    labels = ["type", "name"]\n    object {\n      attr "count" { type = number }\n    }\n  }\n}\n' >spec.hcldec

# through_pipe NAME SOURCE WANT_RC COMMAND...: COMMAND reads the pipe
# NAME, which SOURCE's bytes are written to; it must end within 20 s with
# WANT_RC. Its standard error is in NAME.err, its output in NAME.out.
through_pipe() {
  local name=$1 src=$2 want=$3 rc
  shift 3
  rm -f "$name"
  mkfifo "$name" || exit 2
  # a writer that gives up when no reader comes
  timeout 20 sh -c 'cat "$1" >"$2"' sh "$src" "$name" &
  timeout 20 "$@" >"$name.out" 2>"$name.err"
  rc=$?
  wait
  [[ $rc != 124 ]] || { fail "$* did not finish on a pipe"; return; }
  [[ $rc == "$want" ]] || fail "$*: exit status $rc, want $want"
}

# Each diagnostic names the pipe and its line, as for a regular file.
through_pipe p.hcl bad.hcl 1 "$hcl" check p.hcl
grep -q 'on p.hcl line 4:' p.hcl.err || fail "check: no diagnostic on line 4"
through_pipe p.hcl bad.hcl 1 "$hcl" fmt p.hcl
grep -q 'on p.hcl line 4:' p.hcl.err || fail "fmt: no diagnostic on line 4"
through_pipe p.hcl bad.hcl 1 "$hcl" tojson p.hcl
grep -q 'on p.hcl line 4:' p.hcl.err || fail "tojson: no diagnostic on line 4"
through_pipe p.hcl.json bad.hcl.json 1 "$hcl" fromjson p.hcl.json
grep -q 'on p.hcl.json line 1:' p.hcl.json.err ||
  fail "fromjson: no diagnostic on line 1"
through_pipe p.hcl bad.hcl 1 "$hcl" validate --spec=spec.hcldec p.hcl
grep -q 'on p.hcl line 4:' p.hcl.err || fail "validate: no diagnostic on line 4"

# A valid file through a pipe: read once. fmt compared its input with its
# output by opening the path again, which for a FIFO waits for a writer
# that has gone; tojson opened it a second time to reread expressions'
# text, racing the parser for the writer's bytes. Several rounds, since
# the race shows only now and then.
printf 'a   = 1\nb = "x"\n' >good.hcl
for round in 1 2 3 4 5 6 7 8; do
  through_pipe p.hcl good.hcl 0 "$hcl" fmt p.hcl
  [[ $(cat p.hcl.out) == $'a = 1\nb = "x"' ]] ||
    fail "fmt of a pipe, round $round: $(cat p.hcl.out p.hcl.err)"
  through_pipe p.hcl good.hcl 3 "$hcl" fmt --check p.hcl
  through_pipe p.hcl good.hcl 0 "$hcl" tojson p.hcl
  [[ $(cat p.hcl.out) == '{"a":1,"b":"x"}' ]] ||
    fail "tojson of a pipe, round $round: $(cat p.hcl.out p.hcl.err)"
done

# hcldec keeps what it read, so its diagnostics show the line (its exit
# status for a configuration with errors is 2, as the reference's).
through_pipe p.hcl bad.hcl 2 "$hcldec" --spec=spec.hcldec p.hcl
grep -q ' 4: bad = ' p.hcl.err || fail "hcldec: no source line for a pipe"

# hcl validate - : the text diagnostics show the line and the enclosing
# block from the copy of standard input, as for a file.
timeout 20 "$hcl" validate --spec=spec.hcldec - <typed.hcl >stdin.out 2>stdin.err
rc=$?
[[ $rc == 1 ]] || fail "validate -: exit status $rc, want 1"
grep -q 'on <stdin> line 2, in resource "a" "b":' stdin.err ||
  fail "validate -: no enclosing block"
grep -q ' 2:   count = "x"' stdin.err || fail "validate -: no source line"
"$hcl" validate --spec=spec.hcldec typed.hcl >file.out 2>file.err
diff <(sed 's/typed\.hcl/<stdin>/' file.err) stdin.err >/dev/null ||
  fail "validate -: text differs from the same file's"

((fails == 0)) || exit 1
echo "all passed"
