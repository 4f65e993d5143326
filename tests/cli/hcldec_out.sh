#!/usr/bin/env bash
# hcldec --out on what a path can name: a new file, an existing file (its
# mode kept), a symlink (kept, its target replaced), a FIFO and a device
# node (both written through, never replaced). Everything happens in a
# temporary directory of this script's own.
#   usage: hcldec_out.sh HCLDEC_BINARY
set -euo pipefail
bin=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
printf 'a = 1\n' >in.hcl
printf 'object {\n  attr "a" {}\n}\n' >spec.hcldec
want='{"a":1}'
fail() { echo "FAIL: $*" >&2; exit 1; }

"$bin" --spec=spec.hcldec --out=new.json in.hcl
[[ $(cat new.json) == "$want" ]] || fail "new file content"

printf 'old\n' >old.json
chmod 0604 old.json
"$bin" --spec=spec.hcldec --out=old.json in.hcl
[[ $(cat old.json) == "$want" ]] || fail "replaced file content"
[[ $(stat -c %a old.json) == 604 ]] || fail "mode not kept: $(stat -c %a old.json)"

printf 'old\n' >target.json
ln -s target.json link.json
"$bin" --spec=spec.hcldec --out=link.json in.hcl
[[ -L link.json ]] || fail "symlink replaced"
[[ $(cat target.json) == "$want" ]] || fail "symlink target content"

mkfifo fifo
cat fifo >from_fifo &
reader=$!
"$bin" --spec=spec.hcldec --out=fifo in.hcl
wait "$reader"
[[ -p fifo ]] || fail "FIFO replaced"
[[ $(cat from_fifo) == "$want" ]] || fail "FIFO reader got '$(cat from_fifo)'"

if mknod null c 1 3 2>/dev/null; then
  "$bin" --spec=spec.hcldec --out=null in.hcl
  [[ -c null ]] || fail "device node replaced"
else
  echo "skipped the device node: mknod needs privileges"
fi

n=$(find . -name '*.tmp' | wc -l)
((n == 0)) || fail "$n temporary files left"
echo "ok"
