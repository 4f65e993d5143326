#!/usr/bin/env bash
# `hcl validate` over a directory of hostile and unreadable inputs: each is
# reported in walk order (invalid, with a diagnostic), the others are still
# validated, the exit status is 1, and nothing crashes. Tests run as root,
# where mode 000 still reads, so the unreadable entries are ones no user can
# read: a dangling symbolic link, a link to itself, a FIFO (never opened for
# reading: it could block the walk forever).
#   usage: hostile.sh HCL_BINARY
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=lib.sh
source "$here/lib.sh"

cd "$TMP" || exit 2
mkdir -p tree/sub tree/y.hcl
printf 'name = "ok"\n' >tree/a.hcl
printf 'count = 1\n' >tree/b.hcl                      # missing name
ln -s no-such-file tree/c.hcl                         # dangling link
mkfifo tree/d.hcl                                     # FIFO
head -c 3000 /dev/urandom >tree/e.hcl                 # binary garbage
# nesting far beyond the parser's depth limits
{ printf 'name = '; printf '[%.0s' $(seq 5000); printf ']%.0s' $(seq 5000); echo; } >tree/f.hcl
{ for _ in $(seq 3000); do printf 'item {\n'; done; for _ in $(seq 3000); do printf '}\n'; done; } >tree/f2.hcl
printf 'name = "\xff\xfe bad \xc3"\n' >tree/g.hcl      # invalid UTF-8
printf '{"name": "json"}\n' >tree/h.hcl.json
printf '{"name": [[[\x01' >tree/i.hcl.json             # broken JSON
: >tree/j.hcl                                         # empty: name missing
ln -s . tree/loop                                     # loops to itself
ln -s .. tree/sub/up                                  # loops to tree
ln -s self.hcl tree/self.hcl                          # a link to itself
printf 'name = "sub"\n' >tree/sub/k.hcl
printf 'name = "in a directory named y.hcl"\n' >tree/y.hcl/z.hcl
printf 'not checked: no matching suffix\n' >tree/notes.txt

expected='tree/a.hcl	true
tree/b.hcl	false
tree/c.hcl	false
tree/d.hcl	false
tree/e.hcl	false
tree/f.hcl	false
tree/f2.hcl	false
tree/g.hcl	false
tree/h.hcl.json	true
tree/i.hcl.json	false
tree/j.hcl	false
tree/self.hcl	false
tree/sub/k.hcl	true
tree/y.hcl/z.hcl	true'

for jobs in 1 2 4; do
  timeout 60 "$HCL" validate --spec=spec.hcldec --format=jsonl -j "$jobs" tree \
    >out.jsonl 2>err.txt
  rc=$?
  same_text "-j $jobs: exit status 1" "$rc" 1
  same_text "-j $jobs: every file reported, in walk order" "$(paths out.jsonl)" "$expected"
  check "-j $jobs: nothing on stderr" test ! -s err.txt
done

# Each problem is reported with a diagnostic.
for f in c d self; do
  same_text "tree/$f.hcl: a read failure" \
    "$(jq -r "select(.path == \"tree/$f.hcl\") | .diagnostics[0].summary" out.jsonl)" \
    "Failed to read file"
done
for f in b.hcl e.hcl f.hcl f2.hcl g.hcl i.hcl.json j.hcl; do
  check "tree/$f: an error diagnostic" \
    jq -n -e "[inputs | select(.path == \"tree/$f\")][0]
              | any(.diagnostics[]; .severity == \"error\")" out.jsonl >/dev/null
done

# The text format renders every diagnostic, garbage included.
timeout 60 "$HCL" validate --spec=spec.hcldec tree >summary.txt 2>diags.txt
rc=$?
same_text "text: exit status 1" "$rc" 1
same_text "text: the summary" "$(sed 's/, [0-9.]* s, .*//; s/, [0-9]* bytes//' summary.txt)" \
  "14 files, 4 valid, 10 invalid"
check "text: diagnostics for the dangling link" \
  grep -q 'The configuration file "tree/c.hcl" could not be read.' diags.txt
check "text: diagnostics for deep nesting" grep -q 'tree/f.hcl line 1' diags.txt

# Named explicitly: a missing file and a directory named like a file.
timeout 60 "$HCL" validate --spec=spec.hcldec --format=jsonl missing.hcl tree/y.hcl \
  tree/a.hcl >out2.jsonl 2>/dev/null
rc=$?
same_text "named: exit status 1" "$rc" 1
same_text "named: results" "$(paths out2.jsonl)" 'missing.hcl	false
tree/y.hcl/z.hcl	true
tree/a.hcl	true'
finish
