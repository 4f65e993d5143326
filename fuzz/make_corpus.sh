#!/usr/bin/env bash
# Builds the seed corpora of every harness from the repository's test
# inputs, in OUTDIR/<harness>/ (a temporary directory: the seeds are not
# kept in git). Files of 16 KiB and more are skipped, to keep runs quick.
#   usage: fuzz/make_corpus.sh OUTDIR
set -euo pipefail
[[ $# -eq 1 ]] || {
  echo "usage: $0 OUTDIR" >&2
  exit 2
}
root=$(cd "$(dirname "$0")/.." && pwd)
exec python3 - "$root" "$1" <<'PY'
import os, sys
root, out = sys.argv[1], sys.argv[2]
harnesses = ["native", "json", "eval", "spec", "fmt", "tojson", "fromjson"]
for h in harnesses:
    os.makedirs(os.path.join(out, h), exist_ok=True)

def small(*exts):
    found = []
    for top in ("tests", "examples", "docs"):
        for d, _, files in os.walk(os.path.join(root, top)):
            for f in files:
                p = os.path.join(d, f)
                if f.endswith(exts) and os.path.getsize(p) < 16384:
                    found.append(p)
    return sorted(found)

def put(h, name, data):
    with open(os.path.join(out, h, name), "wb") as f:
        f.write(data)

def read(p):
    with open(p, "rb") as f:
        return f.read()

# Native files. The first byte is a harness mode: native's chunk size
# (1 to 31 in turn, 0 for one large chunk), tojson's layout and options.
for i, p in enumerate(small(".hcl", ".hcldec"), 1):
    data = read(p)
    put("native", "n%d" % i, bytes([i % 32]) + data)
    put("fmt", "n%d" % i, data)
    put("tojson", "n%d" % i, bytes([i % 16]) + data)

for i, p in enumerate(small(".json"), 1):
    data = read(p)
    put("json", "j%d" % i, bytes([i % 32]) + data)
    put("fromjson", "j%d" % i, data)

# Expressions: each line of the evaluator's cases, as an expression (first
# byte even) and as a template (odd).
exprs = os.path.join(root, "tests", "eval", "expressions")
i = 0
for f in sorted(os.listdir(exprs)):
    if not f.endswith(".cases"):
        continue
    for line in read(os.path.join(exprs, f)).splitlines():
        if not line or line.startswith(b"#"):
            continue
        i += 1
        put("eval", "e%d" % i, b"\0" + line)
        put("eval", "t%d" % i, b"\1" + line)

# Specs: each hcldec case's spec, a NUL, and each of its inputs (the
# dynamic block and block_attrs cases too: the harness also decodes with
# dynamic blocks expanded).
i = 0
for corpus in ("cases", "dynamic", "block_attrs"):
    cases = os.path.join(root, "tests", "hcldec", corpus)
    for c in sorted(os.listdir(cases)):
        d = os.path.join(cases, c)
        spec = os.path.join(d, "spec.hcldec")
        if not os.path.isfile(spec):
            continue
        for f in sorted(os.listdir(d)):
            if f.startswith("input") and f.endswith((".hcl", ".json")):
                i += 1
                put("spec", "s%d" % i,
                    read(spec) + b"\0" + read(os.path.join(d, f)))

for h in harnesses:
    print("%s: %d seeds" % (h, len(os.listdir(os.path.join(out, h)))))
PY
