#!/usr/bin/env bash
# Which files `hcl validate` checks: the default patterns, --include and
# --exclude, files named explicitly, --files-from (a file or standard
# input), standard input as "-", and --shard.
#   usage: inputs.sh HCL_BINARY
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=lib.sh
source "$here/lib.sh"

cd "$TMP" || exit 2
mkdir -p d/skip d/sub
printf 'name = "a"\n' >d/a.hcl
printf 'name = "b"\n' >d/b.tf
printf 'name = "c"\n' >d/c.nomad
printf 'name = "d"\n' >d/d.pkr.hcl
printf '{"name": "e"}\n' >d/e.hcl.json
printf '{"name": "f"}\n' >d/f.json
printf 'name = "g"\n' >d/skip/g.hcl
printf 'name = "h"\n' >d/h.txt
printf 'name = "i"\n' >d/sub/i.hcl

# listed ARGS...: the paths `hcl validate --format=jsonl ARGS` reports.
listed() {
  timeout 30 "$HCL" validate --spec=spec.hcldec --format=jsonl "$@" | jq -r .path
}

same_text "default patterns" "$(listed d)" 'd/a.hcl
d/d.pkr.hcl
d/e.hcl.json
d/skip/g.hcl
d/sub/i.hcl'
same_text "--include adds" "$(listed --include='*.tf' --include='*.nomad' d)" 'd/a.hcl
d/b.tf
d/c.nomad
d/d.pkr.hcl
d/e.hcl.json
d/skip/g.hcl
d/sub/i.hcl'
same_text "--exclude removes files and prunes directories" \
  "$(listed --exclude='*.pkr.hcl' --exclude=skip d/)" 'd/a.hcl
d/e.hcl.json
d/sub/i.hcl'
same_text "--exclude wins over --include" \
  "$(listed --include='*.tf' --exclude='b.*' d/sub d)" 'd/sub/i.hcl
d/a.hcl
d/d.pkr.hcl
d/e.hcl.json
d/skip/g.hcl
d/sub/i.hcl'
same_text "files named explicitly, whatever their name" \
  "$(listed --exclude='*.txt' d/h.txt d/f.json d/b.tf)" 'd/h.txt
d/f.json
d/b.tf'
check "a .json name is read as JSON" \
  jq -e 'select(.path == "d/f.json") | .valid' <(timeout 30 "$HCL" validate \
    --spec=spec.hcldec --format=jsonl d/f.json) >/dev/null

printf 'd/sub\n\nd/h.txt\nd/e.hcl.json\n' >list.txt
same_text "--files-from FILE, after the PATHs" "$(listed --files-from=list.txt d/a.hcl)" 'd/a.hcl
d/sub/i.hcl
d/h.txt
d/e.hcl.json'
same_text "--files-from=-" "$(listed --files-from=- <list.txt)" 'd/sub/i.hcl
d/h.txt
d/e.hcl.json'

# Standard input: native syntax, named <stdin> in diagnostics.
out=$(printf 'count = "x"\n' | timeout 30 "$HCL" validate --spec=spec.hcldec --format=jsonl d/a.hcl -)
rc=$?
same_text "stdin: exit status 1" "$rc" 1
same_text "stdin: reported as -, after d/a.hcl" "$(jq -r '"\(.path) \(.valid)"' <<<"$out")" 'd/a.hcl true
- false'
same_text "stdin: diagnostics name <stdin>" \
  "$(jq -r 'select(.path == "-") | .diagnostics[0].subject.filename' <<<"$out")" '<stdin>'
printf 'name = "ok"\n' | timeout 30 "$HCL" validate --spec=spec.hcldec - >/dev/null 2>&1
same_text "stdin: a valid file, exit status 0" "$?" 0

# --vars reach the expressions, as with hcldec.
cat >vspec.hcldec <<'SPEC'
object {
  attr "name" {
    type     = string
    required = true
  }
}
SPEC
# shellcheck disable=SC2016 # an HCL template
printf 'name = "${prefix}-x"\n' >uses_var.hcl
timeout 30 "$HCL" validate --spec=vspec.hcldec '--vars={"prefix": "p"}' uses_var.hcl >/dev/null 2>&1
same_text "--vars defines variables: exit status 0" "$?" 0
printf 'prefix = "q"\n' >vars.hcl
timeout 30 "$HCL" validate --spec=vspec.hcldec -V vars.hcl uses_var.hcl >/dev/null 2>&1
same_text "-V FILE defines variables: exit status 0" "$?" 0
timeout 30 "$HCL" validate --spec=vspec.hcldec uses_var.hcl >/dev/null 2>&1
same_text "no --vars: variables not allowed, exit status 1" "$?" 1

# --shard=K/N: every file in exactly one shard, by FNV-1a 64 of its path.
all=$(listed --include='*' d | sort)
union=$(for k in 0 1 2; do listed --include='*' --shard=$k/3 d; done | sort)
same_text "shards 0..2 of 3 partition the files" "$union" "$all"
same_text "--shard=0/1 keeps everything" "$(listed --include='*' --shard=0/1 d | sort)" "$all"
# FNV-1a 64 of the bytes "d/a.hcl" is 0x77a435152b7b3d9e (computed
# independently), which is 2 modulo 7.
same_text "d/a.hcl is in shard 2 of 7" "$(listed --shard=2/7 d/a.hcl)" d/a.hcl
same_text "d/a.hcl is not in shard 3 of 7" "$(listed --shard=3/7 d/a.hcl)" ""
finish
