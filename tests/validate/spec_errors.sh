#!/usr/bin/env bash
# `hcl validate` with a spec that does not load, --vars that do not load,
# or a bad command line: exit status 2, the spec's diagnostics on stderr as
# hcldec prints them (text, or its --diags=json document with the JSON
# formats), nothing on stdout, no file read.
#   usage: spec_errors.sh HCL_BINARY
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=lib.sh
source "$here/lib.sh"

cd "$TMP" || exit 2
printf 'name = "ok"\n' >a.hcl
printf 'object {\n  attr "x" {\n    type = strin\n  }\n}\n' >bad_type.hcldec
printf 'object {\n  attr "x" \n' >bad_syntax.hcldec
printf 'nonsense "x" {}\n' >bad_block.hcldec

# run NAME ARGS...: runs hcl validate; sets rc, out and err.
run() {
  local name=$1
  shift
  timeout 30 "$HCL" validate "$@" >"$name.out" 2>"$name.err"
  rc=$?
}

for spec in bad_type bad_syntax bad_block; do
  run "$spec" --spec="$spec.hcldec" a.hcl
  same_text "$spec: exit status 2" "$rc" 2
  check "$spec: nothing on stdout" test ! -s "$spec.out"
  check "$spec: an error about the spec" grep -q "^Error: .*" "$spec.err"
  check "$spec: pointing into the spec" grep -q "on $spec.hcldec line" "$spec.err"

  for format in json jsonl; do
    run "$spec-$format" --format="$format" --spec="$spec.hcldec" a.hcl
    same_text "$spec --format=$format: exit status 2" "$rc" 2
    check "$spec --format=$format: nothing on stdout" test ! -s "$spec-$format.out"
    check "$spec --format=$format: hcldec's JSON diagnostics on stderr" \
      jq -e ".diagnostics[0].severity == \"error\" and
             .diagnostics[0].subject.filename == \"$spec.hcldec\"" \
      "$spec-$format.err" >/dev/null
  done
done

# The spec's text diagnostics are exactly hcldec's.
if hcldec=$(dirname "$HCL")/hcldec && [[ -x $hcldec ]]; then
  "$hcldec" --spec=bad_type.hcldec a.hcl >/dev/null 2>hcldec.err
  check "bad_type: the diagnostics hcldec prints" cmp -s hcldec.err bad_type.err
fi

run missing --spec=no-such.hcldec a.hcl
same_text "missing spec: exit status 2" "$rc" 2
check "missing spec: says so" grep -q 'Failed to read file' missing.err

run vars --spec=spec.hcldec '--vars={"a": }' a.hcl
same_text "bad --vars: exit status 2" "$rc" 2
check "bad --vars: the variables' diagnostics" grep -q '<vars argument 0>' vars.err
run vars_file --spec=spec.hcldec --vars=no-such-vars.hcl a.hcl
same_text "missing --vars file: exit status 2" "$rc" 2

# A bad command line.
for args in "a.hcl" "--spec" "--spec=spec.hcldec" "--spec=spec.hcldec --bogus a.hcl" \
  "--spec=spec.hcldec -j 0 a.hcl" "--spec=spec.hcldec -j x a.hcl" \
  "--spec=spec.hcldec --format=xml a.hcl" "--spec=spec.hcldec --shard=3/3 a.hcl" \
  "--spec=spec.hcldec --shard=1 a.hcl" "--spec=spec.hcldec --shard=0/0 a.hcl" \
  "--spec=spec.hcldec --files-from=- -"; do
  # shellcheck disable=SC2086
  run usage $args </dev/null
  same_text "usage error for '$args': exit status 2" "$rc" 2
  check "usage error for '$args': nothing on stdout" test ! -s usage.out
  check "usage error for '$args': explained" grep -q 'usage: hcl validate' usage.err
done
run help --help
same_text "--help: exit status 0" "$rc" 0
check "--help: usage on stdout" grep -q 'usage: hcl validate' help.out
finish
