#!/usr/bin/env bash
# Inputs over 2 GiB, streamed: a generated native file and a generated
# JSON file (bench/gen_config.c --decodable, SIZE each, default 2500M) go
# through a pipe, never to disk, into every command that reads them:
#   native: hcl check, hcl validate, hcl fmt, hcl tojson (from standard
#           input);
#   JSON:   hcl check, hcl validate, hcl fromjson (through a named pipe,
#           whose .hcl.json name selects the syntax).
# An error is planted right after the generated text. Each command must
# fail with that error first, at the exact line (and, where the command
# prints it, column and byte offset: check and validate), with a peak RSS
# under LIMIT_MB (default 64); outputs go to /dev/null. The expected
# place comes from counting a separate run of the generator (it is
# deterministic), so nothing of the size is kept anywhere.
#
#   usage: tests/big/pipe.sh HCL_BINARY [SIZE]
#
# It takes about 15 minutes at 2500M on two cores, too long for CI: the
# README names it, and a smaller SIZE (say 20M) checks the script itself.
# Exits 77 (skipped) without /usr/bin/time or a C compiler.
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
HCL=${1:?usage: pipe.sh HCL_BINARY [SIZE]}
case $HCL in /*) ;; *) HCL=$PWD/$HCL ;; esac
size=${2:-2500M}
limit_kb=$((${LIMIT_MB:-64} * 1024))
spec=$root/bench/decode.hcldec

if [[ ! -x /usr/bin/time ]] || ! command -v "${CC:-cc}" >/dev/null; then
  echo "no /usr/bin/time or C compiler: skipped"
  exit 77
fi
TMP=$(mktemp -d) || exit 2
trap 'rm -rf "$TMP"' EXIT
cd "$TMP" || exit 2
"${CC:-cc}" -std=c11 -O2 -o gen "$root/bench/gen_config.c" || exit 2

failures=0
fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}

# counts FLAGS...: "LINES BYTES" of the generator's output.
counts() {
  ./gen "$@" "$size" | wc -lc | awk '{ print $1, $2 }'
}

# run NAME WANT_LINE WANT_COL WANT_BYTE PRODUCER -- COMMAND...: feeds
# PRODUCER's output to COMMAND on standard input, keeps its standard
# output in NAME.out (unless /dev/null is wanted) and error in NAME.err,
# and checks the exit status (1), the peak RSS and the first error's
# place: from the JSON of check and validate (line, column, byte), from
# the text of the others ("on <stdin> line N:" or "on FILE line N:").
run() {
  local name=$1 line=$2 col=$3 byte=$4 producer=$5
  shift 6
  local t0=$EPOCHREALTIME rc kb got
  $producer | /usr/bin/time -f %M -o "$name.rss" "$@" >"$name.out" 2>"$name.err"
  rc=${PIPESTATUS[1]}
  local secs
  secs=$(awk -v a="${t0/,/.}" -v b="${EPOCHREALTIME/,/.}" 'BEGIN { printf "%.1f", b - a }')
  kb=$(tail -n 1 "$name.rss")
  [[ $rc == 1 ]] || fail "$name: exit status $rc, want 1 ($(head -c 300 "$name.err"))"
  [[ $kb =~ ^[0-9]+$ && $kb -le $limit_kb ]] ||
    fail "$name: peak RSS ${kb} KB over ${limit_kb} KB"
  local json=$name.out
  grep -q '"start"' "$json" || json=$name.err
  if grep -q '"start"' "$json"; then
    # the first error's start, whatever follows it
    got=$(tr -d ' \n' <"$json" | grep -o '"start":{"line":[0-9]*,"column":[0-9]*,"byte":[0-9]*}' |
      head -n 1 | tr -dc '0-9,' | tr ',' ' ')
    [[ $got == "$line $col $byte" ]] ||
      fail "$name: first error at '$got', want '$line $col $byte'"
  else
    got=$(grep -o 'line [0-9]*:' "$name.err" | head -n 1 | tr -dc '0-9')
    [[ $got == "$line" ]] || fail "$name: first error on line '$got', want $line"
  fi
  printf '%-18s %6s s  %7s KB peak RSS  exit %s\n' "$name" "$secs" "$kb" "$rc"
}

native() { ./gen --decodable "$size"; printf 'bad = = 1\n'; }
json() { ./gen --decodable --json "$size"; printf ' junk'; }

read -r nl nb < <(counts --decodable)
echo "native: $size, $nl lines, $nb bytes; the error at line $((nl + 1)), column 7, byte $((nb + 6))"
run check_native $((nl + 1)) 7 $((nb + 6)) native -- "$HCL" check --diags=json -
run validate_native $((nl + 1)) 7 $((nb + 6)) native -- \
  "$HCL" validate -j 1 --no-progress --format=json --spec="$spec" -
run fmt_native $((nl + 1)) 7 $((nb + 6)) native -- "$HCL" fmt
run tojson_native $((nl + 1)) 7 $((nb + 6)) native -- "$HCL" tojson

# The JSON commands take the syntax from a file name: a named pipe.
mkfifo in.hcl.json || exit 2
to_fifo() { json >in.hcl.json & }
read -r jl jb < <(counts --decodable --json)
echo "JSON: $size, $jl lines, $jb bytes; the error at line $((jl + 1)), column 2, byte $((jb + 1))"
for cmd in check validate fromjson; do
  case $cmd in
  check) args=(check --diags=json in.hcl.json) ;;
  validate) args=(validate -j 1 --no-progress --format=json --spec="$spec" in.hcl.json) ;;
  fromjson) args=(fromjson --spec="$spec" in.hcl.json) ;;
  esac
  run "${cmd}_json" $((jl + 1)) 2 $((jb + 1)) to_fifo -- "$HCL" "${args[@]}"
  wait
done

if ((failures)); then
  echo "$failures failed"
  exit 1
fi
echo "all passed"
