#!/usr/bin/env bash
# Checks that the shared library exports only hcl_ symbols (STYLE.md 3.1,
# 3.14), besides the linker's own.
#   usage: scripts/check_exports.sh BUILD_DIR
set -euo pipefail
build=${1:-build}
cd "$(dirname "$0")/.."
lib=$build/libhcl.so
if [[ ! -e $lib ]]; then
  echo "check_exports: no $lib; build first" >&2
  exit 2
fi
bad=$(nm -D --defined-only "$lib" | awk '{print $NF}' |
  grep -Ev '^(hcl_.*|_init|_fini|_edata|_end|__bss_start)$' || true)
if [[ -n $bad ]]; then
  echo "check_exports: $lib exports symbols without the hcl_ prefix:" >&2
  echo "$bad" >&2
  exit 1
fi
echo "exports: $(nm -D --defined-only "$lib" | grep -c ' hcl_') hcl_ symbols, nothing else"
