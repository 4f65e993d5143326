#!/usr/bin/env bash
# `hcl fromjson` as a command: the hand-written cases in golden/ (NAME.json
# to NAME.hcl; blocks.json with --blocks=svc:1), a spec, comments through
# a round trip, several inputs, -o, and hostile input (truncated, invalid
# UTF-8, deep nesting, duplicate properties, a huge string): diagnostics,
# no output, no crash. Everything happens in a temporary directory.
#   usage: cli.sh HCL
set -u
hcl=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
# run WANT_STATUS ARGS...: runs hcl fromjson, output in out, errors in err
run() {
  local want=$1 rc
  shift
  "$hcl" fromjson "$@" >out 2>err
  rc=$?
  ((rc == want)) || fail "fromjson $*: exit $rc, want $want ($(head -c 300 err))"
}

run 0 --blocks=svc:1 "$here/golden/blocks.json"
cmp -s out "$here/golden/blocks.hcl" || fail "blocks: $(diff out "$here/golden/blocks.hcl")"
run 0 "$here/golden/values.json"
cmp -s out "$here/golden/values.hcl" || fail "values: $(diff out "$here/golden/values.hcl")"
run 0 - <"$here/golden/values.json"
cmp -s out "$here/golden/values.hcl" || fail "standard input"

# A spec decides, at every depth; what it does not know is kept, with a
# warning.
cat >spec.hcldec <<'SPEC'
object {
  block_map "svc" {
    labels = ["name"]
    object {
      attr "port" { type = number }
      block_list "check" {
        block_type = "check"
        object {
          attr "path" { type = string }
        }
      }
    }
  }
  attr "name" { type = string }
}
SPEC
printf '{"name": "a", "svc": {"web": {"port": 80, "check": [{"path": "/"}, {"path": "/h"}]}}, "extra": 1}' >in.json
run 0 --spec=spec.hcldec in.json
want=$'name = "a"\n\nsvc "web" {\n  port = 80\n\n  check {\n    path = "/"\n  }\n\n  check {\n    path = "/h"\n  }\n}\n\nextra = 1\n'
[[ $(cat out)$'\n' == "$want" ]] || fail "spec: $(cat out)"
grep -q "Warning: Unknown property" err || fail "no warning for an unknown property: $(cat err)"
run 2 --spec=spec.hcldec --blocks=svc in.json

# hcldec's diagnostics, and no output
printf '{"name": "a", "name": "b"}' >dup.json
run 1 --spec=spec.hcldec dup.json
grep -q "Duplicate argument" err || fail "duplicate: $(cat err)"
# as hcldec says it, once: not again in the converter's words
[[ $(grep -c "^Error" err) == 1 ]] || fail "duplicate said more than once: $(cat err)"
[[ ! -s out ]] || fail "output for a file with errors"
printf '{"name": 5, "svc": {"web": {"port": "x"}}}' >bad.json
run 1 --spec=spec.hcldec bad.json
grep -q "Unsuitable value type\|Incorrect attribute value type" err || fail "bad value: $(cat err)"
# printed as hcldec prints it: the place named, no carets
grep -q "^  on bad.json line 1, in svc.web:$" err || fail "no place named: $(cat err)"
! grep -q "\^\^" err || fail "carets, unlike hcldec: $(cat err)"

# comments at every body level survive native to JSON to native
printf '# top\na = 1\n\nsvc "x" {\n  # inside\n  port = 1 # trailing\n}\n' >c.hcl
"$hcl" tojson c.hcl >c.json || fail "tojson c.hcl"
run 0 --blocks=svc:1 c.json
for c in '# top' '# inside' '# trailing'; do
  grep -qF -- "$c" out || fail "comment '$c' lost: $(cat out)"
done

# hostile input
printf '{"a": ' >trunc.json
printf '{"a": "\xff\xfe"}' >utf8.json
head -c 200000 /dev/zero | tr '\0' '[' >deep.json
printf '{"a": "%s"}' "$(head -c 5000000 /dev/zero | tr '\0' 'x')" >huge.json
for f in trunc deep; do
  run 1 $f.json
  [[ ! -s out ]] || fail "$f: output written"
  grep -q "Error" err || fail "$f: no diagnostic"
done
# bytes that are not UTF-8 become U+FFFD, as the reference reads them
run 0 utf8.json
grep -q $'\xef\xbf\xbd' out || fail "invalid UTF-8: $(cat out)"

# References the native parser refuses are no simple paths: a splat inside
# an attribute-only splat, chained legacy indexes (one number token). They
# are invalid templates, not output that does not parse (fuzz findings).
for ref in 'x.*.y.*.z' 'n.1.2' 'n.11.772' 'a[0].5.25' 'q.*.r.*'; do
  printf '{"a": "${%s}", "b": "pre ${%s} post"}' "$ref" "$ref" >bad_ref.json
  run 1 bad_ref.json
  [[ ! -s out ]] || fail "bad reference $ref: output $(cat out)"
  grep -q 'Invalid template' err || fail "bad reference $ref: $(cat err)"
done
# ... while their valid neighbours stay simple paths
printf '{"a": "${x.*.y[0].*.z}", "b": "${n.1[2].3}"}' >good_ref.json
run 0 good_ref.json
grep -qx 'a = x.\*.y\[0\].\*.z' out || fail "splat after index: $(cat out)"
grep -qx 'b = n.1\[2\].3' out || fail "legacy index after index: $(cat out)"
run 0 huge.json
[[ $(wc -c <out) -eq 5000007 ]] || fail "huge string: $(wc -c <out) bytes"

# Labels hold any text: escaped as the native syntax needs, a NUL too
cat >labels.hcldec <<'SPEC'
object {
  block_map "b" {
    block_type = "b"
    labels = ["l"]
    object {}
  }
}
SPEC
# json_text want_text: fromjson --spec=labels.hcldec, or without a spec
label_case() {
  printf '%s' "$1" >case.json
  run 0 --spec=labels.hcldec case.json
  [[ $(cat out) == "$2" ]] || fail "label $1: $(cat out)"
}
label_case '{"b": {"\n": {}}}' 'b "\n" {}'
label_case '{"b": {"\u0000": {}}}' 'b "\u0000" {}'
label_case '{"b": {"a\rb": {}}}' 'b "a\rb" {}'
label_case '{"b": {"x${y}%{z}\t": {}}}' 'b "x$${y}%%{z}\t" {}'
value_case() {
  printf '%s' "$1" >case.json
  run 0 case.json
  [[ $(cat out) == "$2" ]] || fail "value $1: $(cat out)"
}
# `{ for` and `[for` would begin for expressions
value_case '{"a": {"for": 1}}' $'a = {\n  "for" = 1\n}'
value_case '{"a": ["${for}", "${for.x}"]}' 'a = [(for), (for.x)]'
# a heredoc's closing marker ends its line, in a tuple too
value_case '{"a": ["${<<END\nx\nEND\n}", "b"]}' $'a = [<<END\nx\nEND\n, "b"]'
# after a carriage return without a line feed the JSON syntax reads the
# rest as literal text, but for its escapes
value_case '{"a": "${s}\r${s}"}' 'a = "${s}\r$${s}"'
value_case '{"a": "x\r$${s}%%{y}"}' 'a = "x\r$${s}%%{y}"'
value_case '{"a": "x\r\n${s}"}' 'a = "x\r\n${s}"'

# A large input's checks run on a thread beside the parse (-j 2): output
# and diagnostics are those of one thread (-j 1), with the checks and
# without them.
{
  printf '{"//": "many services", "name": "big", "svc": {'
  for ((i = 0; i < 4000; i++)); do
    ((i)) && printf ','
    printf '"web%d": {"//": "service %d", "port": %d, "check": [{"path": "/${%d + 1}"}, {"path": "%%{ if true }x%%{ endif }"}]}' "$i" "$i" "$i" "$i"
  done
  printf '}}'
} >big.json
sed 's/"port": 3999/"port": "three"/' big.json >big_bad.json
[[ $(wc -c <big.json) -gt 300000 ]] || fail "big.json is too small for a thread"
for check in "" --no-check; do
  run 0 --spec=spec.hcldec $check -j 1 big.json
  mv out one.hcl
  run 0 --spec=spec.hcldec $check -j 2 big.json
  cmp -s out one.hcl || fail "-j 2 $check differs from -j 1"
  grep -q '^  # service 3999$' one.hcl || fail "big.json: comment lost"
  [[ $(grep -c '^svc "web' one.hcl) -eq 4000 ]] || fail "big.json: blocks lost"
done
run 1 --spec=spec.hcldec -j 1 big_bad.json
mv err one.err
run 1 --spec=spec.hcldec -j 2 big_bad.json
cmp -s err one.err || fail "-j 2 diagnostics differ: $(diff err one.err)"
grep -q 'Incorrect attribute value type' err ||
  fail "big_bad.json: $(head -c 300 err)"
[[ ! -s out ]] || fail "big_bad.json: output written"
run 2 -j 0 big.json

# -o is replaced whole, and only on success; several inputs go beside
printf 'old\n' >keep.hcl
run 1 -o keep.hcl trunc.json
[[ $(cat keep.hcl) == old ]] || fail "-o replaced on error"
run 0 -o keep.hcl "$here/golden/values.json"
cmp -s keep.hcl "$here/golden/values.hcl" || fail "-o content"
mkdir many && printf '{"a": 1}' >many/x.tf.json && printf '{"b": 2}' >many/y.json &&
  printf 'exists\n' >many/z.hcl && printf '{"c": 3}' >many/z.json
run 1 many/x.tf.json many/y.json many/z.json
[[ $(cat many/x.tf) == 'a = 1' ]] || fail "x.tf.json to x.tf: $(cat many/x.tf 2>&1)"
[[ $(cat many/y.hcl) == 'b = 2' ]] || fail "y.json to y.hcl"
[[ $(cat many/z.hcl) == exists ]] || fail "an existing file was replaced"
run 2 -o x.hcl a.json b.json
run 2 --frobnicate

echo "fromjson cli: $fails failures"
((fails == 0))
