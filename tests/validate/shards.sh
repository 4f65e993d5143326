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

# docs/scale.md's recipes as written, with this machine as the only "host"
# (":" is the local machine for GNU parallel; 2/ runs two jobs at once):
# the shards walk the directory, or read the list.
printf '2/:\n' >hosts.txt
for N in 1 3 4 7; do
  rm -f jobs.log
  seq 0 $((N - 1)) | timeout 300 parallel --will-cite --sshloginfile hosts.txt --workdir "$PWD" \
    --joblog jobs.log \
    "$HCL" validate --spec=spec.hcldec --format=jsonl --shard={}/$N cfg \
    >shards.jsonl
  # each shard exits 1 when it holds an invalid file; more is a failure
  same_text "$N shards: each exits 0 or 1" \
    "$(awk -F '\t' 'NR > 1 && ($7 > 1 || $8 != 0) { print "shard " $NF " exit " $7 " signal " $8 }' jobs.log)" \
    ""
  same_text "$N shards: all ran" "$(($(wc -l <jobs.log) - 1))" "$N"
  same_text "$N shards: the union is the unsharded run" \
    "$(by_path shards.jsonl)" "$(by_path whole.jsonl)"
  same_text "$N shards: no file twice" \
    "$(jq -r .path shards.jsonl | sort | uniq -d)" ""
  seq 0 $((N - 1)) | timeout 300 parallel --will-cite --sshloginfile hosts.txt --workdir "$PWD" \
    "$HCL" validate --spec=spec.hcldec --format=jsonl --files-from=list.txt \
    --shard={}/$N >shards-list.jsonl
  same_text "$N shards of --files-from: the union is the unsharded run" \
    "$(by_path shards-list.jsonl)" "$(by_path whole.jsonl)"
done

# The Kubernetes recipe's container command, with the index a Job gives.
for k in 0 1 2; do
  JOB_COMPLETION_INDEX=$k SHARDS=3 sh -c '
    "$0" validate --spec=spec.hcldec --format=jsonl --files-from=list.txt \
      --shard="$JOB_COMPLETION_INDEX/$SHARDS" >"shard-$JOB_COMPLETION_INDEX.jsonl"
    rc=$?; [ "$rc" -le 1 ]' "$HCL"
  check "index $k: exit status 0 or 1" test $? -eq 0
done
same_text "3 indexed shards: the union is the unsharded run" \
  "$(by_path shard-0.jsonl shard-1.jsonl shard-2.jsonl)" "$(by_path whole.jsonl)"
finish
