#!/usr/bin/env bash
# Installs the Debian packages the build (and, with --test, the tests) need.
# As root it runs apt-get; otherwise it prints the exact command to run.
#   usage: scripts/deps.sh [--test]
set -euo pipefail
pkgs=(cmake make gcc pkg-config libyajl-dev libgmp-dev libmpfr-dev libutf8proc-dev libre2-dev)
if [ "${1:-}" = "--test" ]; then
  # the spec suite's harness is built from the reference's Debian package
  pkgs+=(libcriterion-dev valgrind clang-format clang libclang-rt-14-dev golang-go golang-github-hashicorp-hcl-v2-dev)
  # the `hcl validate` tests: JSON comparisons, and shards run through GNU
  # parallel
  pkgs+=(jq parallel)
fi
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
cmd=(apt-get install -y --no-install-recommends "${missing[@]}")
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing packages. Run as root:" >&2
  echo "  apt-get update && ${cmd[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
"${cmd[@]}"
