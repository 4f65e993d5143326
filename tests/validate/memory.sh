#!/usr/bin/env bash
# Bounded memory: `hcl validate` checks a large generated file (native and
# JSON syntax, bench/gen_config.c --decodable, against the decode
# benchmark's spec bench/decode.hcldec: labelled blocks by the hundred
# thousand, block_map keys to remember, every kind of expression) with a
# peak resident set far below the file's size. Also checks one invalid
# variant (a duplicate block_map key at the end) so that the keys really
# are remembered. bench/validate.sh measures the same at 1 GB.
#   usage: memory.sh HCL_BINARY [SIZE]     (SIZE default 50M)
# Exits 77 (skipped) in a sanitizer build (its shadow memory is not the
# validator's), or without /usr/bin/time or a C compiler.
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
# shellcheck source=lib.sh
source "$here/lib.sh"

size=${2:-50M}
limit_kb=$((32 * 1024))
skip_unless_measurable "$HCL"
cd "$TMP" || exit 2
"${CC:-cc}" -std=c11 -O2 -o gen_config "$root/bench/gen_config.c" || exit 2
spec=$root/bench/decode.hcldec

# rss_check DESCRIPTION WANT_EXIT FILE [FORMAT]: validates FILE (results in
# out.txt, err.txt); the exit status is WANT_EXIT and the peak RSS stays
# under the limit.
rss_check() {
  local what=$1 want=$2 file=$3 format=${4:-jsonl} rc kb bytes
  /usr/bin/time -f '%M' -o time.out "$HCL" validate -j 1 --no-progress \
    --format="$format" --spec="$spec" "$file" >out.txt 2>err.txt
  rc=$?
  kb=$(tail -n 1 time.out)
  bytes=$(wc -c <"$file")
  echo "$what: $((bytes / 1048576)) MB, exit $rc, peak RSS $((kb / 1024)) MB"
  same_text "$what: exit status" "$rc" "$want"
  checks=$((checks + 1))
  if ((kb >= limit_kb)); then
    echo "FAIL: $what: peak RSS $kb KB >= $limit_kb KB" >&3
    failures=$((failures + 1))
  fi
}

./gen_config --decodable "$size" >big.hcl || exit 2
rss_check "native" 0 big.hcl
# The first resource block again at the end: one "Duplicate resource block"
first=$(awk '/^resource "/ { p = 1 } p { print } p && /^}/ { exit }' big.hcl)
printf '%s\n' "$first" >>big.hcl
rss_check "native, a duplicate key at the end" 1 big.hcl
same_text "native: the duplicate reported" \
  "$(jq -r '.diagnostics[].summary' out.txt)" "Duplicate resource block"
# the text format names the block around the error, without a tree
rss_check "native, text format" 1 big.hcl text
same_text "native, text: the block named" \
  "$(grep -c "^  on big.hcl line [0-9]*, in resource \"" err.txt)" 1
rm -f big.hcl

./gen_config --json --decodable "$size" >big.hcl.json || exit 2
rss_check "JSON" 0 big.hcl.json
rm -f big.hcl.json
finish
