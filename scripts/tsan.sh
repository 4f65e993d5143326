#!/usr/bin/env bash
# Builds the library with clang's ThreadSanitizer and runs the many-threads
# test over the hcldec corpus (half of its threads validate through a relay,
# events/relay.c); any data race fails.
#   usage: scripts/tsan.sh [BUILD_DIR]      (default: build-tsan)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build-tsan}
CC=clang cmake -S . -B "$build" -DBUILD_TESTING=ON -DCMAKE_BUILD_TYPE=Debug \
  -DHCL_SANITIZE=thread >/dev/null
cmake --build "$build" -j"$(nproc)" --target test_threads
TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" \
  "$build/tests/test_threads" tests/hcldec/cases 8
