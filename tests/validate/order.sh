#!/usr/bin/env bash
# `hcl validate` reports files in the order of the input list whatever the
# number of threads: with -j 4 its output is byte for byte that of -j 1
# (json, jsonl, and the text format's diagnostics), over more files than
# the reorder window holds, of very different sizes so that workers finish
# out of order.
#   usage: order.sh HCL_BINARY
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=lib.sh
source "$here/lib.sh"

cd "$TMP" || exit 2
# 600 files in nested directories: every 7th invalid, every 50th large.
for ((i = 0; i < 600; i++)); do
  d=in/d$((i % 5))/e$((i % 3))
  mkdir -p "$d"
  f=$d/f$i.hcl
  if ((i % 7 == 0)); then
    printf 'count = "not a number %d"\n' "$i" >"$f"
  elif ((i % 50 == 1)); then
    {
      printf 'name = "big %d"\n' "$i"
      for ((k = 0; k < 3000; k++)); do printf 'item {\n  value = [%d, "x", {a = %d}]\n}\n' "$k" "$k"; done
    } >"$f"
  else
    printf 'name = "f%d"\ncount = %d\n' "$i" "$i" >"$f"
  fi
done
printf '{"name": "json"}\n' >in/d0/z.hcl.json
printf '{"name": 1, "count": []}\n' >in/d1/z.hcl.json

# the summary's time varies from run to run
strip_time() { sed 's/"seconds":[0-9.e+-]*/"seconds":0/' "$1"; }

for format in json jsonl text; do
  for jobs in 1 4; do
    timeout 120 "$HCL" validate --spec=spec.hcldec --format="$format" -j "$jobs" in \
      >"$format-$jobs.out" 2>"$format-$jobs.err"
    same_text "$format -j $jobs: exit status 1" "$?" 1
  done
done
check "json: -j 4 equals -j 1" cmp -s <(strip_time json-1.out) <(strip_time json-4.out)
check "jsonl: -j 4 equals -j 1" cmp -s jsonl-1.out jsonl-4.out
check "text: -j 4 diagnostics equal -j 1" cmp -s text-1.err text-4.err
check "json and jsonl list the same files" \
  cmp -s <(jq -c '.files[]' json-1.out) jsonl-1.out
same_text "602 files" "$(wc -l <jsonl-1.out)" 602
same_text "the order is the walk's: sorted bytewise, depth first" \
  "$(jq -r .path jsonl-1.out)" "$(find in -type f | sort)"
same_text "the summary counts" \
  "$(jq -c '.summary | [.files, .valid, .invalid]' json-4.out)" "[602,515,87]"
finish
