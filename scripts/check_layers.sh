#!/usr/bin/env bash
# Checks that includes run one way: a file may include headers of its own
# folder and of the folders below it, never of a folder above it or beside
# it (docs/architecture.md says why). The order is defined once, here.
#   usage: scripts/check_layers.sh
set -euo pipefail
cd "$(dirname "$0")/.."

# The layers, lowest first. Folders on one line are siblings: neither may
# include the other.
LAYERS=(
  "core"
  "events"
  "native_syntax json_syntax"
  "tree writers"
  "eval"
  "decode"
  "tools bench"
)
# Folders that may include only the public headers (and their own).
PUBLIC_ONLY="tools bench"
# The folder each public header belongs to: the one implementing it.
declare -A PUBLIC=(
  [common.h]=core [alloc.h]=core [diag.h]=core [file.h]=core
  [limits.h]=core [version.h]=core [export.h]=core
  [events.h]=events
  [native.h]=native_syntax [json.h]=json_syntax
  [body.h]=tree
  [write.h]=writers
  [value.h]=eval [eval.h]=eval [functions.h]=eval
  [spec.h]=decode
  [validate.h]=decode [dynblock.h]=decode [userfunc.h]=decode
  [hcl.h]=tools
)

declare -A RANK=()
for i in "${!LAYERS[@]}"; do
  for folder in ${LAYERS[$i]}; do
    RANK[$folder]=$i
  done
done

failed=0
report() {
  echo "check_layers: $1" >&2
  failed=1
}

# check FILE FOLDER: every quoted include of FILE, read as FOLDER's.
check() {
  local file=$1 folder=$2 rank=${RANK[$2]} line target owner
  while IFS= read -r line; do
    target=$(sed -E 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"([^"]+)".*/\1/' \
      <<<"$line")
    case $target in
    */*) ;;
    *) continue ;; # a header beside the file
    esac
    if [[ $target == hcl/* ]]; then
      owner=${PUBLIC[${target#hcl/}]-}
      if [[ -z $owner ]]; then
        report "$file: $target is not a known public header (add it to PUBLIC)"
        continue
      fi
    elif [[ -f $folder/$target ]]; then
      continue # a header in a subfolder of the file's own folder
    else
      owner=${target%%/*}
      if [[ " $PUBLIC_ONLY " == *" $folder "* ]]; then
        report "$file: includes $target; $folder uses only public headers"
        continue
      fi
      if [[ -z ${RANK[$owner]-} ]]; then
        report "$file: includes $target, from no known layer"
        continue
      fi
    fi
    [[ $owner == "$folder" ]] && continue
    if ((RANK[$owner] >= rank)); then
      report "$file: $folder includes $target, from $owner, which is not below it"
    fi
  done < <(grep -E '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "$file" || true)
}

for folder in "${!RANK[@]}"; do
  [[ -d $folder ]] || continue
  while IFS= read -r file; do
    check "$file" "$folder"
  done < <(find "$folder" -name '*.[ch]' | sort)
done
# Public headers: each belongs to its owner's layer.
for file in include/hcl/*.h include/hcl/*.h.in; do
  [[ -f $file ]] || continue
  name=$(basename "$file" .in)
  owner=${PUBLIC[$name]-}
  if [[ -z $owner ]]; then
    report "$file: no layer (add it to PUBLIC)"
    continue
  fi
  check "$file" "$owner"
done

if ((failed)); then
  exit 1
fi
echo "layers: every include runs downwards"
