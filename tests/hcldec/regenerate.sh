#!/usr/bin/env bash
# Rewrites every case's expected.stdout, expected.stderr and expected.status
# by running an hcldec binary (by default the reference, Go HCL 2.14.1) on
# it, exactly as run.sh does.
#   usage: regenerate.sh [-n RUNS] [HCLDEC_BINARY [CASE...]]
# Each case is run RUNS times (default 5). A case whose output varies
# between runs is reported as UNSTABLE, its expectations are left alone,
# and the script exits 1: such a case must be rewritten or dropped (see
# README.md).
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cases_dir=${HCLDEC_CASES:-$here/cases}
# shellcheck source=run.sh
source "$here/run.sh"

runs=5
if [[ ${1-} == -n ]]; then
  runs=${2:?-n needs a number}
  shift 2
fi

ref=${REF_HCLDEC:-$HOME/.cache/hcl-reference/bin/hcldec}
if (($# > 0)); then
  bin_arg=$1
  shift
else
  if [[ ! -x $ref ]]; then
    # the reference hcldec from Debian's golang-github-hashicorp-hcl-v2-dev
    mkdir -p "$(dirname "$ref")"
    GOPATH=/usr/share/gocode GO111MODULE=off GOFLAGS= \
      GOCACHE="$(dirname "$ref")/gocache" \
      go build -o "$ref" github.com/hashicorp/hcl/v2/cmd/hcldec
  fi
  bin_arg=$ref
fi
if ! bin=$(resolve_bin "$bin_arg"); then
  echo "regenerate.sh: $bin_arg: not an executable" >&2
  exit 2
fi

cases=()
if (($# > 0)); then
  for c in "$@"; do
    c=${c%/}
    cases+=("${c##*/}")
  done
else
  for d in "$cases_dir"/*/; do
    d=${d%/}
    cases+=("${d##*/}")
  done
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

written=0 unstable=0
for name in "${cases[@]}"; do
  dir=$cases_dir/$name
  if [[ ! -d $dir ]]; then
    echo "regenerate.sh: $name: no such case" >&2
    exit 2
  fi
  run_case "$bin" "$dir" "$tmp/first"
  varies=()
  for ((i = 1; i < runs; i++)); do
    run_case "$bin" "$dir" "$tmp/again"
    for part in stdout stderr status; do
      if ! cmp -s "$tmp/first.$part" "$tmp/again.$part"; then
        [[ " ${varies[*]-} " == *" $part "* ]] || varies+=("$part")
      fi
    done
  done
  if ((${#varies[@]} > 0)); then
    echo "UNSTABLE $name: ${varies[*]}"
    unstable=$((unstable + 1))
    continue
  fi
  for part in stdout stderr status; do
    cp "$tmp/first.$part" "$dir/expected.$part"
  done
  written=$((written + 1))
done

echo "$written cases written, $unstable unstable"
((unstable == 0))
