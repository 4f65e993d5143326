#!/usr/bin/env bash
# Installs what is missing, builds, and runs the main job on a bundled
# example: checks the Nomad job in examples/ and prints its event stream.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
cmake -S . -B build -DBUILD_TESTING=OFF >/dev/null
cmake --build build -j"$(nproc)" >/dev/null
build/tools/hcl check examples/nomad/job.hcl && echo "examples/nomad/job.hcl: no errors"
build/tools/hcl events examples/nomad/job.hcl | head -n 40
