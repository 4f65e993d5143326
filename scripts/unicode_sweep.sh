#!/usr/bin/env bash
# Compares the columns `hcl fmt` aligns to with the reference hclfmt's, on
# Unicode text where the reference's grapheme segmenter (go-textseg,
# Unicode 13) and ours (utf8proc, Unicode 15, with the corrections in
# core/utf8.c) could disagree. Each probe is a pair of lines whose trailing
# comments line up on the width of a string:
#
#   x000001 = "TEXT" # c
#   y000001 = 1 # d
#
# so a different cluster count in TEXT moves the second comment. Probes:
#   - every code point of planes 0 and 1 (PLANES, default "0 1"; the
#     others with assigned or ignorable code points are 2, 3 and 14) after
#     a letter, before a letter,
#     before a combining mark, after a Hangul syllable and a ZWJ, before a
#     ZWJ and a pictograph, between a pictograph and a ZWJ, after L LV;
#   - every sequence of SEQ_LEN (default 4) code points drawn from one of
#     each grapheme-break class.
# Prints the mismatches of each probe (none when the two agree) and exits
# 1 if any. It takes a few minutes and about 3 GB (hclfmt's) at SEQ_LEN=5.
#
#   usage: scripts/unicode_sweep.sh [BUILD_DIR]   (default: build)
# Environment: HCLFMT (default ~/.cache/hcl-reference/bin/hclfmt, from
# /work/shared/tools/reference.sh), PLANES, SEQ_LEN, TMPDIR.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
hcl=$(cd "${1:-$root/build}" && pwd)/tools/hcl
ref=${HCLFMT:-$HOME/.cache/hcl-reference/bin/hclfmt}
[[ -x $hcl && -x $ref ]] || { echo "needs $hcl and $ref" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# probe NAME: compares the formatted $tmp/NAME.hcl, $tmp/NAME.idx naming
# each probe's text
failed=0
probe() {
  "$ref" "$tmp/$1.hcl" >"$tmp/$1.ref"
  "$hcl" fmt "$tmp/$1.hcl" >"$tmp/$1.ours"
  python3 - "$tmp/$1" "$1" <<'PY' || failed=1
import sys
base, name = sys.argv[1], sys.argv[2]
ref = open(base + '.ref', encoding='utf-8').read().split('\n\n')
ours = open(base + '.ours', encoding='utf-8').read().split('\n\n')
idx = open(base + '.idx', encoding='utf-8').read().splitlines()
col = lambda g: g.split('\n')[1].index('#')
bad = [i for i in range(len(idx)) if ref[i] != ours[i]]
print(f'{name}: {len(idx)} probes, {len(bad)} mismatches')
for i in bad[:20]:
    print(f'  {idx[i]}: reference column {col(ref[i])}, ours {col(ours[i])}')
sys.exit(1 if bad else 0)
PY
}

# every code point of the planes (but those a quoted string cannot hold
# raw, or that start a template sequence) in each template
for spec in 'after_letter:a{c}' 'before_letter:{c}a' \
  'before_mark:{c}\u0300' 'after_syllable_zwj:\uac00\u200d{c}' \
  'before_zwj_pictograph:{c}\u200d\U0001f600' \
  'pictograph_x_zwj:\U0001f600{c}\u200d\U0001f600' \
  'after_l_lv:\u1100\uac00{c}'; do
  name=${spec%%:*}
  python3 - "$tmp/$name" "${spec#*:}" "${PLANES:-0 1}" <<'PY'
import sys
base, tmpl, planes = sys.argv[1], sys.argv[2], sys.argv[3].split()
skip = set(range(0x20)) | {0x22, 0x24, 0x25, 0x5c, 0x7f} | set(range(0xd800, 0xe000))
cps = [c for p in planes for c in range(int(p) << 16, (int(p) + 1) << 16)]
with open(base + '.hcl', 'w', encoding='utf-8') as f, open(base + '.idx', 'w') as idx:
    for i, c in enumerate(c for c in cps if c not in skip and c <= 0x10ffff):
        text = tmpl.replace('{c}', '\\U%08x' % c).encode().decode('unicode_escape')
        f.write(f'x{i:06d} = "{text}" # c\ny{i:06d} = 1 # d\n\n')
        idx.write(f'U+{c:04X}\n')
PY
  probe "$name"
done

# sequences of one code point of each class
python3 - "$tmp/classes" "${SEQ_LEN:-4}" <<'PY'
import itertools, sys
base, n = sys.argv[1], int(sys.argv[2])
one = {'Control': 0x200b, 'Extend': 0x300, 'ZWJ': 0x200d, 'RI': 0x1f1e6,
       'Prepend': 0x600, 'SpacingMark': 0x903, 'L': 0x1100, 'V': 0x1160,
       'T': 0x11a8, 'LV': 0xac00, 'LVT': 0xac01, 'Pictograph': 0x1f600,
       'Other': 0xc0, 'ASCII': 0x61}
with open(base + '.hcl', 'w', encoding='utf-8') as f, open(base + '.idx', 'w') as idx:
    for i, seq in enumerate(itertools.product(one, repeat=n)):
        text = ''.join(chr(one[k]) for k in seq)
        f.write(f'x{i:06d} = "{text}" # c\ny{i:06d} = 1 # d\n\n')
        idx.write(' '.join(seq) + '\n')
PY
probe classes
exit "$failed"
