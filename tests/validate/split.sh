#!/usr/bin/env bash
# One large file on several threads (hcl_validate_fd_parallel): cut into
# runs between top-level items, its result is byte for byte that of -j 1,
# in the json and text formats, whatever lies in two runs: a block_map
# label path, a `block`, an attribute, a block_list's max_items, an error
# in either run, a heredoc across the cut.
#   usage: split.sh HCL_BINARY
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=lib.sh
source "$here/lib.sh"

cd "$TMP" || exit 2
cat >split.hcldec <<'SPEC'
object {
  attr "name" { type = string }
  block "settings" {
    object {
      attr "x" { type = number }
    }
  }
  block_list "item" {
    max_items = 3
    object {
      attr "v" { type = number }
    }
  }
  block_map "res" {
    labels = ["type", "name"]
    object {
      attr "v" { type = number }
    }
  }
  block_list "free" {
    object {
      attr "v" { type = number }
      attr "s" { type = list(string) }
    }
  }
}
SPEC

# make NAME FIRST SECOND: FIRST, 30 000 free blocks (about 1.5 MB, past
# the size the command cuts at), SECOND.
make() {
  {
    printf '%b' "$2"
    awk 'BEGIN { for (i = 0; i < 30000; i++)
                   printf "free {\n  v = %d\n  s = [\"x%d\", \"y\"]\n}\n", i, i }'
    printf '%b' "$3"
  } >"$1.hcl"
}

make valid 'name = "a"\nres "t" "a" {\n  v = 1\n}\nitem {\n  v = 1\n}\n' \
  'res "t" "b" {\n  v = 2\n}\nsettings {\n  x = 1\n}\nitem {\n  v = 2\n}\n'
make dup_key 'res "t" "a" {\n  v = 1\n}\n' 'res "t" "a" {\n  v = 2\n}\n'
make dup_block 'settings {\n  x = 1\n}\n' 'settings {\n  x = 2\n}\n'
make dup_attr 'name = "a"\n' 'name = "b"\n'
make max_items 'item {\n  v = 1\n}\nitem {\n  v = 2\n}\n' \
  'item {\n  v = 3\n}\nitem {\n  v = 4\n}\n'
make late_error '' 'res "t" "z" {\n  v = "not a number"\n}\n'
make early_error 'item {\n  v = true\n  w = 1\n}\n' ''
make syntax_error '' 'free {\n  v = [1,\n}\n'
# a heredoc over the middle, its lines like top-level blocks
{
  printf 'name = <<EOT\n'
  awk 'BEGIN { for (i = 0; i < 40000; i++) printf "}\nfree {\n  v = %d\n", i }'
  printf 'EOT\nfree {\n  v = 1\n}\n'
} >heredoc.hcl

strip_time() { sed 's/"seconds":[0-9.e+-]*/"seconds":0/' "$1"; }

for f in valid dup_key dup_block dup_attr max_items late_error early_error \
  syntax_error heredoc; do
  for jobs in 1 2 3; do
    timeout 120 "$HCL" validate --spec=split.hcldec --format=json -j "$jobs" \
      "$f.hcl" >"$f-$jobs.json" 2>"$f-$jobs.jerr"
    echo $? >"$f-$jobs.status"
    timeout 120 "$HCL" validate --spec=split.hcldec -j "$jobs" \
      "$f.hcl" >/dev/null 2>"$f-$jobs.text"
  done
  for jobs in 2 3; do
    check "$f: -j $jobs json equals -j 1" \
      cmp -s <(strip_time "$f-1.json") <(strip_time "$f-$jobs.json")
    check "$f: -j $jobs text equals -j 1" cmp -s "$f-1.text" "$f-$jobs.text"
    same_text "$f: -j $jobs exit status" "$(cat "$f-$jobs.status")" \
      "$(cat "$f-1.status")"
  done
done
same_text "valid files" "$(cat valid-1.status heredoc-1.status)" $'0\n0'
for f in dup_key dup_block dup_attr max_items late_error early_error \
  syntax_error; do
  same_text "$f is invalid" "$(cat "$f-1.status")" 1
done
same_text "the duplicate label path is found across runs" \
  "$(jq -r '.files[0].diagnostics[].summary' dup_key-2.json)" \
  "Duplicate res block"
finish
