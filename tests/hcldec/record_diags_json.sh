#!/usr/bin/env bash
# Records the reference hcldec's JSON diagnostics for every single-file
# case of the corpus, for the `hcl validate` agreement test
# (tests/validate/agreement.sh): each such case is run as run.sh runs it,
# with --diags=json added, and its stderr is stored as
# cases/<name>/expected.diags.json (empty when there were no diagnostics).
#   usage: record_diags_json.sh [HCLDEC_BINARY [CASE...]]
# The binary defaults to the reference, found or built as regenerate.sh
# does. A case qualifies when it has spec.hcldec, exactly one input file
# (input*.hcl or input*.json), a reference exit status of 0 or 2 (1 is a
# failure outside the configuration, such as a value JSON cannot hold),
# and only these `args` lines: --vars=..., -V=..., -V followed by a value
# line, --with-type, --keep-nulls, --diags=json, --dynamic-blocks and
# <stdin>. HCLDEC_CASES names another directory of cases, as for run.sh.
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=run.sh
source "$here/run.sh"

# single_file_case DIR: sets CASE_VARS (the --vars values, in order),
# CASE_INPUT (the input file's name), CASE_STDIN (true when fed on
# standard input), CASE_DIAGS_JSON (true when run with --diags=json) and
# CASE_DYNAMIC (true with --dynamic-blocks); or
# sets CASE_WHY to why the case does not qualify and
# fails.
# shellcheck disable=SC2034 # CASE_WHY is for the callers
single_file_case() {
  local dir=$1 line f
  local -a inputs=()
  CASE_VARS=()
  CASE_INPUT=
  CASE_STDIN=false
  CASE_DIAGS_JSON=false
  CASE_DYNAMIC=false
  CASE_WHY=
  if [[ ! -f $dir/spec.hcldec ]]; then
    CASE_WHY="no spec.hcldec"
    return 1
  fi
  for f in "$dir"/input*.hcl "$dir"/input*.json; do
    [[ -e $f ]] && inputs+=("${f##*/}")
  done
  if ((${#inputs[@]} != 1)); then
    CASE_WHY="${#inputs[@]} input files"
    return 1
  fi
  CASE_INPUT=${inputs[0]}
  local status=
  IFS= read -r status <"$dir/expected.status"
  if [[ $status != 0 && $status != 2 ]]; then
    CASE_WHY="reference exit status $status (not about the configuration)"
    return 1
  fi
  if [[ -f $dir/args ]]; then
    local want_value=false
    while IFS= read -r line || [[ -n $line ]]; do
      [[ -z $line ]] && continue
      if $want_value; then
        CASE_VARS+=("$line")
        want_value=false
        continue
      fi
      case $line in
      --vars=* | -V=*) CASE_VARS+=("${line#*=}") ;;
      -V) want_value=true ;;
      --with-type | --keep-nulls) ;;
      --diags=json) CASE_DIAGS_JSON=true ;;
      --dynamic-blocks) CASE_DYNAMIC=true ;;
      '<stdin>') CASE_STDIN=true ;;
      *)
        CASE_WHY="argument $line"
        return 1
        ;;
      esac
    done <"$dir/args"
    if $want_value; then
      CASE_WHY="argument -V without a value"
      return 1
    fi
  fi
  if $CASE_STDIN && [[ $CASE_INPUT != input.hcl ]]; then
    CASE_WHY="<stdin> without input.hcl"
    return 1
  fi
  return 0
}

record_main() {
  local cases_dir=${HCLDEC_CASES:-$here/cases}
  local ref=${REF_HCLDEC:-$HOME/.cache/hcl-reference/bin/hcldec}
  local bin_arg=$ref
  if (($# > 0)); then
    bin_arg=$1
    shift
  elif [[ ! -x $ref ]]; then
    mkdir -p "$(dirname "$ref")"
    GOPATH=/usr/share/gocode GO111MODULE=off GOFLAGS='' \
      GOCACHE="$(dirname "$ref")/gocache" \
      go build -o "$ref" github.com/hashicorp/hcl/v2/cmd/hcldec
  fi
  local bin
  if ! bin=$(resolve_bin "$bin_arg"); then
    echo "record_diags_json.sh: $bin_arg: not an executable" >&2
    return 2
  fi
  local -a cases=()
  local d c
  if (($# > 0)); then
    for c in "$@"; do
      c=${c%/}
      cases+=("${c##*/}")
    done
  else
    for d in "$cases_dir"/*/; do
      d=${d%/}
      cases+=("${d##*/}")
    done
  fi
  local tmp
  tmp=$(mktemp -d)
  # shellcheck disable=SC2064
  trap "rm -rf '$tmp'" EXIT
  local written=0 skipped=0 mismatched=0 name dir
  for name in "${cases[@]}"; do
    dir=$cases_dir/$name
    if ! single_file_case "$dir"; then
      rm -f "$dir/expected.diags.json"
      skipped=$((skipped + 1))
      continue
    fi
    # the case as run.sh runs it, with one more argument
    rm -rf "$tmp/case"
    cp -R "$dir" "$tmp/case"
    printf '\n--diags=json\n' >>"$tmp/case/args"
    run_case "$bin" "$tmp/case" "$tmp/out"
    if ! cmp -s "$tmp/out.status" "$dir/expected.status"; then
      echo "MISMATCH $name: exit status $(cat "$tmp/out.status") with --diags=json"
      mismatched=$((mismatched + 1))
      continue
    fi
    cp "$tmp/out.stderr" "$dir/expected.diags.json"
    written=$((written + 1))
  done
  echo "$written cases written, $skipped not single-file cases, $mismatched mismatched"
  ((mismatched == 0))
}

if [[ ${BASH_SOURCE[0]} == "$0" ]]; then
  record_main "$@"
fi
