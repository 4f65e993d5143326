#!/usr/bin/env bash
# The streaming validator against the buffered one on many more random
# specs and inputs than CI runs (tests/unit/validate/generated_test.c).
#   usage: scripts/validate_fuzz.sh [BUILD_DIR] [CASES] [SEED]
# defaults: build, 100000 cases per syntax, a seed from the clock (printed,
# so that a failure can be replayed).
set -euo pipefail
cd "$(dirname "$0")/.."
build=$(realpath "${1:-build}")
cases=${2:-100000}
seed=${3:-$(date +%s)}
echo "seed $seed, $cases cases per syntax"
cd tests
HCL_VALIDATE_GEN_SEED=$seed HCL_VALIDATE_GEN_CASES=$cases \
  "$build/tests/test_validate" --verbose --jobs=2 \
  --filter 'validate_generated/*'
