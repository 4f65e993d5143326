# shellcheck shell=bash
# tests/validate/lib.sh - what the `hcl validate` tests share. Sourced by a
# test run as `bash TEST.sh HCL_BINARY`: sets HCL (absolute), TMP (a fresh
# temporary directory, removed on exit, the only place a test writes) and
# writes $TMP/spec.hcldec.
set -uo pipefail
export LC_ALL=C

HCL=${1:?usage: $0 HCL_BINARY}
[[ $HCL == /* ]] || HCL=$PWD/$HCL
if [[ ! -x $HCL ]]; then
  echo "$HCL: not an executable" >&2
  exit 2
fi
# Under the sanitizers, a report must not pass for exit status 1 (invalid)
export ASAN_OPTIONS=${ASAN_OPTIONS:-}${ASAN_OPTIONS:+:}exitcode=86
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-}${UBSAN_OPTIONS:+:}exitcode=86
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

checks=0
failures=0
exec 3>&1 # reports, whatever a checked command's output is redirected to

# check DESCRIPTION COMMAND...: passes when the command succeeds.
check() {
  local what=$1
  shift
  checks=$((checks + 1))
  if ! "$@"; then
    echo "FAIL: $what" >&3
    failures=$((failures + 1))
  fi
}

# same_text DESCRIPTION GOT WANT: the two strings are equal.
same_text() {
  checks=$((checks + 1))
  if [[ $2 != "$3" ]]; then
    echo "FAIL: $1" >&3
    diff <(printf '%s\n' "$3") <(printf '%s\n' "$2") | head -n 20 >&3
    failures=$((failures + 1))
  fi
}

# skip_unless_measurable BINARY: exits 77 (skipped) when BINARY is a
# sanitizer build, whose shadow memory is not the program's, or when
# /usr/bin/time or a C compiler (for bench/gen_config.c) is missing.
skip_unless_measurable() {
  # grep reads all of its input (no -q): under pipefail, a grep that quits
  # at the first match can leave nm or ldd killed by SIGPIPE, which would
  # make the match count as none.
  if nm -D "$1" 2>/dev/null | grep __asan_init >/dev/null ||
    nm "$1" 2>/dev/null | grep __asan_init >/dev/null ||
    ldd "$1" 2>/dev/null | grep libasan >/dev/null; then
    echo "sanitizer build: skipped"
    exit 77
  fi
  if [[ ! -x /usr/bin/time ]] || ! command -v "${CC:-cc}" >/dev/null; then
    echo "no /usr/bin/time or C compiler: skipped"
    exit 77
  fi
}

finish() {
  echo "$((checks - failures)) passed, $failures failed"
  ((failures == 0))
}

# A spec every test uses: `name` (a string) is required.
cat >"$TMP/spec.hcldec" <<'SPEC'
object {
  attr "name" {
    type     = string
    required = true
  }
  attr "count" {
    type = number
  }
  block_list "item" {
    object {
      attr "value" {
        type = any
      }
    }
  }
}
SPEC

# jq over a jsonl or json result: `paths FILE` lists path<TAB>valid.
paths() {
  jq -r 'if has("files") then .files[] else . end
         | "\(.path)\t\(.valid)"' "$1"
}
