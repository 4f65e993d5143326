#!/usr/bin/env bash
# Checks that every C file is laid out as .clang-format says; with --fix,
# rewrites the files that are not.
#   usage: scripts/format.sh [--fix]
set -euo pipefail
cd "$(dirname "$0")/.."
# tracked and new files that exist, or every C file outside build trees
mapfile -t files < <(
  { git ls-files --cached --others --exclude-standard '*.c' '*.h' 2>/dev/null ||
    find . -name '*.[ch]' -not -path './build*'; } |
    while read -r f; do [ -f "$f" ] && echo "$f"; done | sort -u)
if [ "${1:-}" = "--fix" ]; then
  clang-format -i "${files[@]}"
else
  clang-format --dry-run -Werror "${files[@]}"
fi
