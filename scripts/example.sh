#!/usr/bin/env bash
# Installs what is missing, builds, and runs the main job on a bundled
# example: decodes the Nomad-style job in examples/nomad with the spec in
# examples/hcldec into JSON, as the reference hcldec would.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
cmake -S . -B build -DBUILD_TESTING=OFF >/dev/null
cmake --build build -j"$(nproc)" >/dev/null
build/tools/hcldec --spec=examples/hcldec/job.hcldec \
  --vars=examples/hcldec/vars.hcl examples/nomad/job.hcl
