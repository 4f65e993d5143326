#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test twice: a normal
# build with -Werror, then a build with AddressSanitizer and
# UndefinedBehaviorSanitizer; then the leak check under valgrind and the
# many-threads test under ThreadSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh --test
jobs=$(nproc)

echo "== layout (clang-format) and layers (includes run downwards)"
scripts/format.sh
scripts/check_layers.sh

echo "== build (warnings are errors) and test"
cmake -S . -B build -DBUILD_TESTING=ON >/dev/null
cmake --build build -j"$jobs"
scripts/check_exports.sh build
ctest --test-dir build --output-on-failure -j"$jobs"

echo "== AddressSanitizer + UndefinedBehaviorSanitizer"
cmake -S . -B build-asan -DBUILD_TESTING=ON -DCMAKE_BUILD_TYPE=Debug \
  -DHCL_SANITIZE=address,undefined >/dev/null
cmake --build build-asan -j"$jobs"
ctest --test-dir build-asan --output-on-failure -j"$jobs"

echo "== valgrind (leaks and invalid accesses)"
scripts/valgrind.sh build

echo "== ThreadSanitizer (the corpus on 8 threads at once)"
scripts/tsan.sh build-tsan

echo "== fuzz harnesses (fuzz/README.md): 20000 inputs each, fixed seed"
# The same inputs every run, so that CI's verdict does not depend on luck;
# longer, open-ended runs are fuzz/run.sh SECONDS.
if command -v "${CC_FUZZ:-clang-14}" >/dev/null; then
  CC=${CC_FUZZ:-clang-14} FUZZ_RUNS=20000 JOBS="$jobs" fuzz/run.sh 120
else
  echo "skipped: ${CC_FUZZ:-clang-14} not installed (and libclang-rt-14-dev)"
fi
