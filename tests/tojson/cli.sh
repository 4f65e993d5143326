#!/usr/bin/env bash
# `hcl tojson` as a command: standard input, several files, --bundle,
# -r, -o (replaced whole, and never when an input fails), exit statuses.
# Everything happens in a temporary directory of this script's own.
#   usage: cli.sh HCL
set -u
hcl=$(realpath "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
# expect NAME WANT_STATUS WANT_STDOUT -- ARGS...
expect() {
  local name=$1 status=$2 want=$3
  shift 4
  local got rc
  got=$("$hcl" tojson "$@" 2>stderr)
  rc=$?
  ((rc == status)) || fail "$name: exit $rc, want $status ($(head -c 200 stderr))"
  [[ $got == "$want" ]] || fail "$name: printed '$got', want '$want'"
}

printf 'a = 1\n' >a.hcl
printf 'b = "x"\n' >b.hcl
printf 'c = \n' >broken.hcl
printf 'thing "l" {}\nthing {}\n' >clash.hcl

got=$(printf 'a = [1, 2]\n' | "$hcl" tojson)
[[ $got == '{"a":[1,2]}' ]] || fail "stdin: '$got'"
got=$(printf 'a = 1\n' | "$hcl" tojson -)
[[ $got == '{"a":1}' ]] || fail "stdin as '-': '$got'"

expect two 0 $'{"a":1}\n{"b":"x"}' -- a.hcl b.hcl
expect bundle 0 '{"a.hcl":{"a":1},"b.hcl":{"b":"x"}}' -- --bundle a.hcl b.hcl
expect bundle_pretty 0 $'{\n  "a.hcl": {\n    "a": 1\n  },\n  "b.hcl": {\n    "b": "x"\n  }\n}' \
  -- --bundle --pretty a.hcl b.hcl
expect bundle_stdin 0 '{"-":{"a":1}}' -- --bundle <a.hcl
expect broken 1 '' -- broken.hcl
grep -q "broken.hcl" stderr || fail "broken: no diagnostic naming the file"
expect broken_among_good 1 $'{"a":1}\n{"b":"x"}' -- a.hcl broken.hcl b.hcl
expect clash 1 '' -- --array-blocks clash.hcl
grep -q "different numbers of labels" stderr || fail "clash: $(cat stderr)"
expect usage 2 '' -- --frobnicate a.hcl
expect missing 1 '' -- no-such-file.hcl

mkdir -p tree/sub && cp a.hcl tree/sub/z.tf && cp b.hcl tree/y.hcl &&
  printf 'ignored' >tree/notes.txt
expect dir_needs_r 2 '' -- tree
mkdir empty
expect bundle_none 0 '{}' -- -r --bundle empty
expect walk 0 '{"tree/sub/z.tf":{"a":1},"tree/y.hcl":{"b":"x"}}' -- -r --bundle tree

printf 'old\n' >out.json
chmod 0640 out.json
expect out_kept_on_error 1 '' -- -o out.json a.hcl broken.hcl
[[ $(cat out.json) == old ]] || fail "-o replaced the file though an input failed"
expect out 0 '' -- -o out.json a.hcl
[[ $(cat out.json) == '{"a":1}' ]] || fail "-o wrote '$(cat out.json)'"
[[ $(stat -c %a out.json) == 640 ]] || fail "-o did not keep the mode"
[[ -z $(find . -maxdepth 1 -name '*.tmp*') ]] || fail "-o left a temporary file"

# Keys that may be equal (a computed one among several, `1` and "1")
# cannot make a JSON object: the source goes in "${...}". A carriage
# return without a line feed would make the JSON syntax read the rest of
# the string as literal text: it goes in a sequence.
printf 'a = { (s) = 1, x = 2 }\nb = { "${s}" = 1 }\nc = { x = 1, "y" = 2 }\n' >keys.hcl
printf 'd = { 1 = "a", "1" = "b" }\ne = "\\r${s}"\nf = "a\\r\\nb"\n' >>keys.hcl
expect keys 0 '{"a":"${{ (s) = 1, x = 2 }}","b":{"${s}":1},"c":{"x":1,"y":2},"d":"${{ 1 = \"a\", \"1\" = \"b\" }}","e":"${\"\\r\"}${s}","f":"a\r\nb"}' -- keys.hcl

# A large file is written on the relay's thread while it is parsed (-j 2,
# above 256 KiB): the same document as on one thread, in each layout, from
# a regular file and from a pipe, and the same diagnostics when it breaks.
for ((i = 0; i < 6000; i++)); do
  printf '# note %d
svc "web%d" "x" {
  port = %d
  tags = ["a", "${v%d}"]
}
' \
    "$i" "$i" "$i" "$i"
done >big.hcl
for layout in "" --array-blocks --stream; do
  "$hcl" tojson -j 1 $layout big.hcl >one.json || fail "-j 1 $layout: exit $?"
  "$hcl" tojson -j 2 $layout big.hcl >two.json || fail "-j 2 $layout: exit $?"
  cmp -s one.json two.json || fail "-j 2 $layout: another document than -j 1"
  "$hcl" tojson --jobs=2 $layout <big.hcl >piped.json || fail "pipe $layout"
  cmp -s one.json piped.json || fail "pipe $layout: another document"
done
cp big.hcl bigbroken.hcl && printf 'tail = \n' >>bigbroken.hcl
"$hcl" tojson -j 1 bigbroken.hcl >one.json 2>one.err
rc1=$?
"$hcl" tojson -j 2 bigbroken.hcl >two.json 2>two.err
rc2=$?
((rc1 == 1 && rc2 == 1)) || fail "broken large file: exits $rc1 and $rc2"
[[ ! -s two.json ]] || fail "broken large file: a document on two threads"
cmp -s one.err two.err || fail "broken large file: other diagnostics on two threads"
expect jobs_zero 2 '' -- -j 0 a.hcl

# A write that fails (past a file size limit, the signal ignored) is
# reported and exits 1; under AddressSanitizer a leak on that path would
# change the status.
for ((i = 0; i < 3000; i++)); do
  printf 'svc "web%d" "x" {\n  port = %d\n}\n' "$i" "$i"
done >labels.hcl
for layout in "" --array-blocks --stream; do
  rc=0
  (
    ulimit -f 16
    trap '' XFSZ
    exec "$hcl" tojson $layout labels.hcl >limited.json 2>limited.err
  ) || rc=$?
  ((rc == 1)) || fail "write failure $layout: exit $rc"
  grep -q "write failed" limited.err || fail "write failure $layout: $(head -c 200 limited.err)"
done

echo "tojson cli: $fails failures"
((fails == 0))
