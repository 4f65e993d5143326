#!/usr/bin/env bash
# Checks that every C file is laid out as .clang-format says; with --fix,
# rewrites the files that are not.
#   usage: scripts/format.sh [--fix]
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.c' '*.h' 2>/dev/null ||
  find . -name '*.[ch]' -not -path './build*')
if [ "${1:-}" = "--fix" ]; then
  clang-format -i "${files[@]}"
else
  clang-format --dry-run -Werror "${files[@]}"
fi
