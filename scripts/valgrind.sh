#!/usr/bin/env bash
# Runs the test executables that exercise the library's memory handling
# under valgrind; any leak or invalid access fails.
#   usage: scripts/valgrind.sh BUILD_DIR
set -euo pipefail
build=${1:-build}
cd "$(dirname "$0")/.."
root=$PWD
vg=(valgrind --quiet --error-exitcode=99 --leak-check=full
    --errors-for-leak-kinds=definite,indirect --trace-children=yes
    --child-silent-after-fork=no)
# Valgrind starts in about a second, and the test framework runs every
# test (and every parameter of one) in a process of its own: the whole
# suite would take over twenty minutes. So the test programs run here by
# their non-parameterised suites, and the parsers, writers and validator
# go over the golden files and the corpora in a few long-running commands
# instead; the sanitizer build runs every test.
# run LABEL COMMAND...: COMMAND under valgrind, its output discarded.
# Valgrind's reports go to a log printed on failure; valgrind's own exit
# status (99) or a signal fails, any other status is the command's
# verdict on its input (some inputs here are bad on purpose).
# run_tests LABEL COMMAND...: the same for a test program, which must also
# pass.
log=$(mktemp -d)
trap 'rm -rf "$log"' EXIT
run() {
  local label=$1 rc=0 start=$SECONDS
  shift
  "${vg[@]}" --log-file="$log/vg.%p" "$@" >/dev/null 2>"$log/stderr" || rc=$?
  printf -- '-- %-34s %4d s\n' "$label" $((SECONDS - start))
  if ((rc == 99 || rc > 128 || (must_pass && rc != 0))); then
    cat "$log"/vg.* "$log/stderr" | head -n 60
    echo "valgrind: $label: exit status $rc" >&2
    exit 1
  fi
  rm -f "$log"/vg.*
}
must_pass=0
run_tests() {
  must_pass=1
  run "$@"
  must_pass=0
}
cd tests
hcl=$root/$build/tools/hcl
hcldec=$root/$build/tools/hcldec
tests=$root/$build/tests
run_tests test_core "$tests/test_core" --jobs=1 --filter='@(diags|map|utf8|vec)/*'
run_tests test_native "$tests/test_native" --jobs=1 \
  --filter='@(parser|scanner|limits|failures)/*'
run_tests test_json "$tests/test_json" --jobs=1 --filter='json_api/*'
# Not the number and function-library tables, the 500 reference
# expressions nor the deep values (minutes here); the evaluator's other
# suites.
run_tests test_eval "$tests/test_eval" --jobs=1 \
  --filter='@(static_analysis|convert_api|set_mixed|locals|type_api)/*'
# dynamic blocks, block_attrs, spec and schema checks
run_tests test_decode "$tests/test_decode" --jobs=1 \
  --filter='@(dynblock|block_attrs|spec_check|userfunc)/*'
run_tests test_tree "$tests/test_tree" --jobs=1 --filter='@(schema_check|native_tree)/*'
run_tests test_writers "$tests/test_writers" --jobs=1 --filter='identity/*'
run_tests test_events "$tests/test_events" --jobs=1 \
  --filter='relay/@(golden*|a_failing*|freed*)'
run_tests test_validate "$tests/test_validate" --jobs=1 \
  --filter='validate_@(corpus/agrees_with_the_buffered_validator|map_keys/*)'
# one file cut into runs on two threads, with failing allocations too
run_tests test_validate_split "$tests/test_validate" --jobs=1 \
  --filter='validate_split/@(what_only*|a_*|every_allocation_failing)'
# Every golden file through the native and JSON parsers, with and
# without trivia; the formatter and the JSON writer (three layouts) over
# the 2639 files of the fmt corpus.
run check "$hcl" check golden/native/*.hcl golden/json/*.json
run events "$hcl" events --trivia golden/native/*.hcl
run fmt "$hcl" fmt -r fmt/cases
run fmt_terraform "$hcl" fmt --terraform fmt/terraform
for layout in "" --stream --array-blocks; do
  # shellcheck disable=SC2086 # the flags are words
  run "tojson $layout" "$hcl" tojson --bundle --pretty $layout -r fmt/cases
done
run fromjson_blocks "$hcl" fromjson --blocks=svc:1 fromjson/golden/blocks.json
case=hcldec/cases/jonly_block_map_two_labels_label_array
run fromjson_spec "$hcl" fromjson --spec="$case/spec.hcldec" "$case/input.json"
# The validator on two threads over every input of the hcldec corpus, both
# syntaxes, against one spec (most are then invalid: the diagnostics'
# paths too).
run validate "$hcl" validate -j 2 --no-progress --include='*.json' \
  --spec="$root/examples/hcldec/job.hcldec" \
  --vars="$root/examples/hcldec/vars.hcl" hcldec/cases
# One file on two threads: parsed on one, validated on the other.
run validate_relay "$hcl" validate -j 2 --no-progress \
  --spec="$root/examples/hcldec/job.hcldec" \
  --vars="$root/examples/hcldec/vars.hcl" "$root/examples/nomad/job.hcl"
run hcldec "$hcldec" --spec="$root/examples/hcldec/job.hcldec" \
  --vars="$root/examples/hcldec/vars.hcl" "$root/examples/nomad/job.hcl"
run hcldec_json "$hcldec" --spec="$case/spec.hcldec" "$case/input.json"
run eval "$hcl" eval --json '[for i, z in ["a", "b"]: upper(z) if i < 1]'
echo "valgrind: clean"
