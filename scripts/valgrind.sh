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
cd tests
for t in core native json tree; do
  echo "-- test_$t"
  "${vg[@]}" "$root/$build/tests/test_$t" --jobs=1
done
# The number and function-library tables, and the 500 reference
# expressions (number-heavy: over a minute under valgrind), add nothing
# here; the sanitizer build's leak checker covers them.
echo "-- test_eval"
"${vg[@]}" "$root/$build/tests/test_eval" --jobs=1 \
  --filter='!(number|number_ref|functions|json_value|eval)/*'
# The writers, without the corpus sweeps and the long spool run (minutes
# under valgrind; the sanitizer build runs them).
echo "-- test_writers"
"${vg[@]}" "$root/$build/tests/test_writers" --jobs=1 \
  --filter='*/!(repository_corpora|reference_spec_suite|long_run_through_the_spool)'
"${vg[@]}" "$root/$build/tools/hcl" fmt "$root/examples/nomad/job.hcl" >/dev/null
# The streaming validator over the corpus and past the exact block_map
# keys (the random cases fork an oracle each: the sanitizer build covers
# them).
for layout in "" --stream --array-blocks; do
  # shellcheck disable=SC2086 # the flags are words
  "${vg[@]}" "$root/$build/tools/hcl" tojson --pretty $layout \
    "$root/examples/nomad/job.hcl" >/dev/null
done
"${vg[@]}" "$root/$build/tools/hcl" fromjson --blocks=svc:1 \
  "$root/tests/fromjson/golden/blocks.json" >/dev/null
"${vg[@]}" "$root/$build/tools/hcl" fromjson \
  --spec="$root/tests/hcldec/cases/jonly_block_map_two_labels_label_array/spec.hcldec" \
  "$root/tests/hcldec/cases/jonly_block_map_two_labels_label_array/input.json" >/dev/null
echo "-- test_validate"
"${vg[@]}" "$root/$build/tests/test_validate" --jobs=1 \
  --filter='validate_@(corpus/agrees_with_the_buffered_validator|map_keys/*)'
"${vg[@]}" "$root/$build/tools/hcl" check "$root/examples/nomad/job.hcl"
"${vg[@]}" "$root/$build/tools/hcl" events "$root/tests/golden/native/heredoc.hcl" >/dev/null
"${vg[@]}" "$root/$build/tools/hcldec" \
  --spec="$root/examples/hcldec/job.hcldec" \
  --vars="$root/examples/hcldec/vars.hcl" "$root/examples/nomad/job.hcl" >/dev/null
"${vg[@]}" "$root/$build/tools/hcldec" \
  --spec="$root/tests/hcldec/cases/jonly_block_map_two_labels_label_array/spec.hcldec" \
  "$root/tests/hcldec/cases/jonly_block_map_two_labels_label_array/input.json" >/dev/null
"${vg[@]}" "$root/$build/tools/hcl" validate -j 2 --no-progress \
  --spec="$root/examples/hcldec/job.hcldec" \
  --vars="$root/examples/hcldec/vars.hcl" "$root/examples/nomad/job.hcl" >/dev/null
"${vg[@]}" "$root/$build/tools/hcl" eval --json \
  '[for i, z in ["a", "b"]: upper(z) if i < 1]' >/dev/null
echo "valgrind: clean"
