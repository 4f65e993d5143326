#!/usr/bin/env bash
# Sharding across processes, as docs/scale.md does it across hosts: N
# shards of one file list run through GNU parallel on this machine, their
# jsonl results concatenated, must hold exactly the lines of one unsharded
# run (compared sorted by path), each file once.
#   usage: shards.sh HCL_BINARY
# Exits 77 (skipped) when GNU parallel is not installed
# (scripts/deps.sh --test installs it).
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=lib.sh
source "$here/lib.sh"

if ! command -v parallel >/dev/null 2>&1; then
  echo "GNU parallel is not installed (scripts/deps.sh --test): skipped"
  exit 77
fi
cd "$TMP" || exit 2
for ((i = 0; i < 300; i++)); do
  mkdir -p "cfg/m$((i % 9))"
  if ((i % 11 == 0)); then
    printf 'count = %d\n' "$i" >"cfg/m$((i % 9))/f$i.hcl"
  else
    printf 'name = "f%d"\n' "$i" >"cfg/m$((i % 9))/f$i.hcl"
  fi
done
find cfg -name '*.hcl' | sort >list.txt

timeout 120 "$HCL" validate --spec=spec.hcldec --format=jsonl -j 2 \
  --files-from=list.txt >whole.jsonl
same_text "unsharded: 300 results" "$(wc -l <whole.jsonl)" 300

# by path; a path holds no tab or newline here
by_path() { jq -r '[.path, tojson] | @tsv' "$@" | sort | cut -f 2-; }

for n in 1 3 4 7; do
  # the same command line on every "host", only K differs
  seq 0 $((n - 1)) | timeout 300 parallel --will-cite -j 2 \
    "$HCL" validate --spec=spec.hcldec --format=jsonl -j 1 \
    --files-from=list.txt --shard={}/$n >shards.jsonl
  status=$?
  # each shard exits 1 when it holds an invalid file
  check "$n shards: parallel ran them all (status $status)" test "$status" -le "$n"
  same_text "$n shards: the union is the unsharded run" \
    "$(by_path shards.jsonl)" "$(by_path whole.jsonl)"
  same_text "$n shards: no file twice" \
    "$(jq -r .path shards.jsonl | sort | uniq -d)" ""
done
finish
