#!/usr/bin/env bash
# Rewrites every case's expectations with the oracle built from the
# reference's ext/userfunc (tests/reference/userfunc).
#   usage: regenerate.sh [CASE...]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
oracle=$(mktemp -d)
trap 'rm -rf "$oracle"' EXIT
"$here/../../reference/userfunc/build.sh" "$oracle/userfunc"
RUN_AS=expected bash "$here/run.sh" "$oracle/userfunc" "$@"
