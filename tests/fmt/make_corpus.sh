#!/usr/bin/env bash
# Rebuilds the fmt differential corpus (tests/fmt/cases): collects native
# inputs, makes a badly laid out copy of each (perturb.c), and stores the
# reference hclfmt's output (expected/) for every input it changes. README.md says
# where each input comes from.
#   usage: tests/fmt/make_corpus.sh BUILD_DIR [MIRROR_DIR]
# BUILD_DIR holds our hcl (to keep only inputs our parser accepts) and
# libhcl (for perturb); MIRROR_DIR (default /work/.mirror) holds snapshots
# of public repositories as owner+name/repo git directories.
set -euo pipefail
build=$(cd "$1" && pwd)
mirror=${2:-/work/.mirror}
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
ref=${HCLFMT:-/root/.cache/hcl-reference/bin/hclfmt}
hcl=$build/tools/hcl
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc -O1 -o "$tmp/perturb" "$here/perturb.c" -I"$root/include" \
  -I"$build/include" -L"$build" -lhcl -Wl,-rpath,"$build"

cases=$here/cases
expected=$here/expected
rm -rf "$cases" "$expected"
mkdir -p "$cases" "$expected"
declare -A seen=()

# add NAME FILE [MAX]: one case, if it is new, at most MAX bytes (16 KiB)
# and accepted by our parser
add() {
  local name=$1 file=$2 max=${3:-16384} sum
  [[ $(stat -c %s "$file") -le $max ]] || return 0
  sum=$(sha1sum <"$file" | cut -c1-40)
  [[ -z ${seen[$sum]-} ]] || return 0
  "$hcl" check "$file" >/dev/null 2>&1 || return 0
  seen[$sum]=1
  cp "$file" "$cases/$name.hcl"
}

for f in "$root"/tests/hcldec/cases/*/input*.hcl; do
  d=$(basename "$(dirname "$f")")
  add "hcldec-$d-$(basename "$f" .hcl)" "$f"
done
for f in "$root"/tests/golden/native/*.hcl; do
  add "golden-$(basename "$f" .hcl)" "$f"
done
for f in "$root"/tests/diags/native/*.hcl; do
  add "diags-$(basename "$f" .hcl)" "$f"
done
for f in "$here"/quirks/*.hcl; do
  add "quirk-$(basename "$f" .hcl)" "$f"
done
while IFS= read -r f; do
  add "example-$(echo "${f#"$root"/examples/}" | tr / -)" "$f"
done < <(find "$root/examples" -name '*.hcl' | sort)
# public configurations: Terraform modules, Nomad packs, Packer templates
for repo in terraform-aws-modules+terraform-aws-vpc \
  terraform-aws-modules+terraform-aws-eks \
  terraform-aws-modules+terraform-aws-iam \
  terraform-google-modules+terraform-google-kubernetes-engine \
  Azure+terraform-azurerm-aks \
  hashicorp+nomad-pack-community-registry \
  hashicorp+packer-plugin-amazon; do
  git=$mirror/$repo/repo
  [[ -d $git ]] || continue
  short=${repo#*+}
  max=16384
  # its modules are generated variants of one another: keep it small
  [[ $short == terraform-google-kubernetes-engine ]] && max=4096
  while IFS= read -r path; do
    git --git-dir="$git" show "HEAD:$path" >"$tmp/in" 2>/dev/null || continue
    name=$(echo "${path%.*}" | tr '/' '-')
    add "$short-$name" "$tmp/in" "$max"
  done < <(git --git-dir="$git" ls-tree -r --name-only HEAD |
    grep -E '\.(tf|tfvars|hcl|nomad)$' | sort)
done

# a badly laid out copy of each input, seeded by its name
for f in "$cases"/*.hcl; do
  base=$(basename "$f" .hcl)
  seed=$(cksum <<<"$base" | cut -d' ' -f1)
  if "$tmp/perturb" "$seed" "$f" >"$tmp/p.hcl" 2>/dev/null; then
    add "messy-$base" "$tmp/p.hcl"
  fi
done

# the reference's output, stored (in expected/, same name) only where it
# differs from the input
n=0
for f in "$cases"/*.hcl; do
  "$ref" "$f" >"$tmp/out"
  cmp -s "$f" "$tmp/out" || cp "$tmp/out" "$expected/$(basename "$f")"
  n=$((n + 1))
done
echo "fmt corpus: $n inputs, $(ls "$expected" | wc -l) changed by hclfmt"
