#!/usr/bin/env bash
# Differential test runner for hcldec: runs an hcldec binary on every case
# under cases/ and compares stdout, stderr and exit status byte for byte
# with the expectations recorded from the reference hcldec (Go, HCL 2.14.1).
#   usage: run.sh [-v] HCLDEC_BINARY [CASE...]
# -v shows a unified diff for each part that differs.
# Exits 1 when any case fails, 2 on a usage error.
#
# How one case is run (regenerate.sh sources this file and uses the same
# function, so expectations and checks are produced identically):
#   - the working directory is a fresh temporary copy of the case
#     directory, so a case that writes files (--out) writes only there;
#   - the arguments are --spec=spec.hcldec (only if that file exists), then
#     each non-empty line of `args`, then the case's input*.hcl and
#     input*.json files in C-locale order;
#   - an `args` line `<stdin>` instead feeds input.hcl on standard input and
#     passes no input files; otherwise standard input is /dev/null;
#   - stdout and stderr go to files (never a terminal), so the reference
#     uses no colour and wraps text diagnostics at 80 columns.

export LC_ALL=C

# run_case BINARY CASE_DIR OUT_PREFIX
# Writes OUT_PREFIX.stdout, OUT_PREFIX.stderr and OUT_PREFIX.status.
run_case() {
  local bin=$1 dir=$2 out=$3
  local -a argv=() files=()
  local line stdin=/dev/null status
  [[ -f $dir/spec.hcldec ]] && argv+=(--spec=spec.hcldec)
  if [[ -f $dir/args ]]; then
    while IFS= read -r line || [[ -n $line ]]; do
      [[ -z $line ]] && continue
      if [[ $line == '<stdin>' ]]; then
        stdin=$dir/input.hcl
        continue
      fi
      argv+=("$line")
    done <"$dir/args"
  fi
  if [[ $stdin == /dev/null ]]; then
    local f
    for f in "$dir"/input*.hcl "$dir"/input*.json; do
      [[ -e $f ]] && files+=("${f##*/}")
    done
    # keep one C-locale order across both extensions
    if ((${#files[@]} > 1)); then
      mapfile -t files < <(printf '%s\n' "${files[@]}" | sort)
    fi
  fi
  local work
  work=$(mktemp -d) || return 1
  cp -R "$dir"/. "$work"
  (cd "$work" && exec timeout 30 "$bin" "${argv[@]}" "${files[@]}") \
    <"$stdin" >"$out.stdout" 2>"$out.stderr"
  status=$?
  rm -rf "$work"
  echo "$status" >"$out.status"
}

# resolve_bin PATH: prints an absolute path to an executable, or fails.
resolve_bin() {
  local p
  p=$(command -v -- "$1") || return 1
  [[ $p == /* ]] || p=$PWD/$p
  [[ -x $p ]] || return 1
  printf '%s\n' "$p"
}

main() {
  local verbose=false
  if [[ ${1-} == -v ]]; then
    verbose=true
    shift
  fi
  if (($# < 1)); then
    echo "usage: run.sh [-v] HCLDEC_BINARY [CASE...]" >&2
    return 2
  fi
  local bin
  if ! bin=$(resolve_bin "$1"); then
    echo "run.sh: $1: not an executable" >&2
    return 2
  fi
  shift

  local here
  here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
  local -a cases=()
  if (($# > 0)); then
    local c
    for c in "$@"; do
      c=${c%/}
      cases+=("${c##*/}")
    done
  else
    local d
    for d in "$here"/cases/*/; do
      d=${d%/}
      cases+=("${d##*/}")
    done
  fi

  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT

  local passed=0 failed=0 deliberate=0 name dir part
  local -a bad
  for name in "${cases[@]}"; do
    dir=$here/cases/$name
    if [[ ! -d $dir ]]; then
      echo "FAIL $name: no such case"
      failed=$((failed + 1))
      continue
    fi
    run_case "$bin" "$dir" "$tmp/out"
    # A case with a `difference` file is one where this implementation
    # deliberately differs from the reference (the file says why): it is
    # checked against expected.ours.* when the binary is not the reference.
    local want=expected
    if [[ -f $dir/difference && -f $dir/expected.ours.status ]] &&
      ! { cmp -s "$dir/expected.status" "$tmp/out.status" &&
        cmp -s "$dir/expected.stdout" "$tmp/out.stdout" &&
        cmp -s "$dir/expected.stderr" "$tmp/out.stderr"; }; then
      want=expected.ours
    fi
    bad=()
    for part in stdout stderr status; do
      cmp -s "$dir/$want.$part" "$tmp/out.$part" || bad+=("$part")
    done
    if ((${#bad[@]} == 0)); then
      passed=$((passed + 1))
      [[ $want == expected.ours ]] && deliberate=$((deliberate + 1))
      continue
    fi
    failed=$((failed + 1))
    echo "FAIL $name: ${bad[*]} differ"
    if $verbose; then
      for part in "${bad[@]}"; do
        diff -u --label "$want.$part" --label "actual.$part" \
          "$dir/$want.$part" "$tmp/out.$part"
      done
    fi
  done

  echo "$passed passed ($deliberate as documented differences), $failed failed"
  ((failed == 0))
}

if [[ ${BASH_SOURCE[0]} == "$0" ]]; then
  main "$@"
fi
