#!/usr/bin/env bash
# Builds the library with clang's ThreadSanitizer and runs the many-threads
# test over the hcldec corpus (half of its threads validate through a relay,
# events/relay.c), then `hcl fmt -j` on the fmt corpus (files at once) and
# on one large file (cut into runs), `hcl tojson -j 2` on that file (the
# writer beside the parse), and `hcl fromjson -j 2` on it in JSON
# (hcldec's checks beside the parse); any data race fails.
#   usage: scripts/tsan.sh [BUILD_DIR]      (default: build-tsan)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build-tsan}
CC=clang cmake -S . -B "$build" -DBUILD_TESTING=ON -DCMAKE_BUILD_TYPE=Debug \
  -DHCL_SANITIZE=thread >/dev/null
cmake --build "$build" -j"$(nproc)" --target test_threads hcl_cli
export TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1"
"$build/tests/test_threads" tests/hcldec/cases 8

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# status 3: some files are not formatted, as expected; a race exits 66
rc=0
"$build/tools/hcl" fmt --check -r -j 8 tests/fmt/cases >/dev/null || rc=$?
[[ $rc == 0 || $rc == 3 ]] || { echo "tsan: hcl fmt -r -j 8 exited $rc"; exit 1; }
awk 'BEGIN { for (i = 0; i < 120000; i++)
  printf "top_%d=%d\nblock \"l%d\" {\n  x=[1,2]\n}\n\n", i, i, i }' >"$tmp/huge.hcl"
"$build/tools/hcl" fmt -j 4 "$tmp/huge.hcl" >"$tmp/out.j4"
"$build/tools/hcl" fmt -j 1 "$tmp/huge.hcl" >"$tmp/out.j1"
cmp -s "$tmp/out.j1" "$tmp/out.j4" || { echo "tsan: hcl fmt -j 4 differs from -j 1"; exit 1; }
echo "tsan: hcl fmt -j: no race"
# tojson: the writer on the relay's thread beside the parse, each layout
for layout in "" --stream --array-blocks; do
  "$build/tools/hcl" tojson -j 2 $layout "$tmp/huge.hcl" >"$tmp/huge.j2.json"
  "$build/tools/hcl" tojson -j 1 $layout "$tmp/huge.hcl" >"$tmp/huge.json"
  cmp -s "$tmp/huge.json" "$tmp/huge.j2.json" ||
    { echo "tsan: hcl tojson -j 2 $layout differs from -j 1"; exit 1; }
done
echo "tsan: hcl tojson -j 2: no race"
# The spec knows no property of the file: warnings, status 0; a race exits
# 66. Nothing is evaluated: in this build, MPFR's first use of its
# thread-local state crashes under ThreadSanitizer's __tls_get_addr
# interceptor in the CLI (a null function pointer, without threads).
printf 'object {\n  attr "name" { type = string }\n}\n' >"$tmp/spec.hcldec"
for check in "" --no-check; do
  for j in 1 2; do
    "$build/tools/hcl" fromjson -j $j --spec="$tmp/spec.hcldec" $check \
      "$tmp/huge.json" >"$tmp/back.j$j" 2>/dev/null ||
      { echo "tsan: hcl fromjson -j $j $check failed"; exit 1; }
  done
  cmp -s "$tmp/back.j1" "$tmp/back.j2" ||
    { echo "tsan: hcl fromjson -j 2 $check differs from -j 1"; exit 1; }
done
echo "tsan: hcl fromjson -j 2: no race"
