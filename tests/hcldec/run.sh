#!/usr/bin/env bash
# Differential test runner for hcldec: runs an hcldec binary on every case
# under cases/ and compares stdout, stderr and exit status byte for byte
# with the expectations recorded from the reference hcldec (Go, HCL 2.14.1).
#   usage: run.sh [-v] HCLDEC_BINARY [CASE...]
# HCLDEC_CASES names another directory of cases (tests/hcldec/dynamic,
# whose expectations come from the --dynamic-blocks oracle).
# -v shows a unified diff for each part that differs.
# Exits 1 when any case fails, 2 on a usage error.
#
# How one case is run (regenerate.sh sources this file and uses the same
# function, so expectations and checks are produced identically):
#   - the working directory is the case directory, or for a case that
#     writes files (--out) a fresh temporary copy of it, so that it writes
#     only there;
#   - the arguments are --spec=spec.hcldec (only if that file exists), then
#     each non-empty line of `args`, then the case's input*.hcl and
#     input*.json files in C-locale order;
#   - an `args` line `<stdin>` instead feeds input.hcl on standard input and
#     passes no input files; otherwise standard input is /dev/null;
#   - stdout and stderr go to files (never a terminal), so the reference
#     uses no colour and wraps text diagnostics at 80 columns.

export LC_ALL=C
# shellcheck source=../support/corpus.sh
source "$(dirname "${BASH_SOURCE[0]}")/../support/corpus.sh"

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
  # a case that may write files runs in a copy of its directory
  local cwd=$dir work=
  if [[ ${argv[*]} == *--out* || " ${argv[*]} " == *" -o "* ]]; then
    work=$(mktemp -d) || return 1
    cp -R "$dir"/. "$work"
    cwd=$work
  fi
  (cd "$cwd" && ulimit -t 30 && exec "$bin" "${argv[@]}" "${files[@]}") \
    <"$stdin" >"$out.stdout" 2>"$out.stderr"
  status=$?
  [[ -z $work ]] || rm -rf "$work"
  echo "$status" >"$out.status"
}

# same_output DIR WANT OUT: true when OUT.{stdout,stderr,status} hold what
# DIR/WANT.{stdout,stderr,status} hold; sets DIFFERING_PARTS to the parts
# that differ. The shell compares (no cmp(1) per part: a sweep makes
# thousands of comparisons).
same_output() {
  local part
  DIFFERING_PARTS=()
  for part in stdout stderr status; do
    same_contents "$1/$2.$part" "$3.$part" || DIFFERING_PARTS+=("$part")
  done
  ((${#DIFFERING_PARTS[@]} == 0))
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

  local here cases_dir
  here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
  cases_dir=${HCLDEC_CASES:-$here/cases}
  local -a cases=()
  if (($# > 0)); then
    local c
    for c in "$@"; do
      c=${c%/}
      cases+=("${c##*/}")
    done
  else
    local d
    for d in "$cases_dir"/*/; do
      d=${d%/}
      corpus_sampled && cases+=("${d##*/}")
    done
  fi

  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT

  local passed=0 failed=0 deliberate=0 name dir part
  local -a bad
  for name in "${cases[@]}"; do
    dir=$cases_dir/$name
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
      ! same_output "$dir" expected "$tmp/out"; then
      want=expected.ours
    fi
    if same_output "$dir" "$want" "$tmp/out"; then
      passed=$((passed + 1))
      [[ $want == expected.ours ]] && deliberate=$((deliberate + 1))
      continue
    fi
    bad=("${DIFFERING_PARTS[@]}")
    failed=$((failed + 1))
    echo "FAIL $name: ${bad[*]} differ"
    if $verbose; then
      for part in "${bad[@]}"; do
        diff -u --label "$want.$part" --label "actual.$part" \
          "$dir/$want.$part" "$tmp/out.$part"
      done
    fi
  done

  echo "$passed passed ($deliberate as documented differences), $failed failed" \
    "(HCL_TEST_SAMPLE=${corpus_sample:-1})"
  ((failed == 0))
}

if [[ ${BASH_SOURCE[0]} == "$0" ]]; then
  main "$@"
fi
