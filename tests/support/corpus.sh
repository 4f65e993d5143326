# Helpers for the scripts that sweep the hcldec corpus (tests/hcldec/cases).
# Sourced, never run. A sweep starts thousands of programs, and starting
# one costs milliseconds (ten times more under the sanitizers): the
# helpers here start no program of their own beyond the one they run, so
# that the sweep's time goes to the programs under test and not to cat,
# cmp, basename or timeout.

# HCL_TEST_SAMPLE=N runs every N-th case only (default 1: all of them).
# The sanitizer build sets it (tests/CMakeLists.txt): the normal build
# runs the whole corpus against the reference, and the sanitizer build is
# after memory errors, which a sample and the in-process corpus tests
# (tests/unit/validate/corpus_test.c) find as well.
corpus_sample=${HCL_TEST_SAMPLE:-1}
corpus_index=-1

# corpus_sampled: true when the next case of the sweep is in the sample.
# Call it once per case, in the corpus's order.
corpus_sampled() {
  corpus_index=$((corpus_index + 1))
  ((corpus_sample <= 1 || corpus_index % corpus_sample == 0))
}

# limited COMMAND...: runs COMMAND with at most 30 s of CPU time, so that a
# case that loops fails alone instead of stopping the sweep. The limit is
# set in the forked shell that then becomes COMMAND: one process, as with
# a plain command (timeout(1) would be a second).
limited() {
  (ulimit -t 30 && exec "$@")
}

# contents FILE VAR: sets VAR to "+" and FILE's bytes, or to "" when FILE
# does not exist (so that an empty file and a missing one differ).
contents() {
  local -n into=$2
  into=
  [[ -e $1 ]] || return 0
  IFS= read -r -d '' into <"$1"
  into=+$into
}

# same_contents A B: true when files A and B both exist and hold the same
# text (the outputs compared are small text files).
same_contents() {
  local a b
  contents "$1" a
  contents "$2" b
  [[ -n $a && $a == "$b" ]]
}

# first_line FILE VAR: sets VAR to FILE's first line (empty when none).
first_line() {
  local -n out=$2
  out=
  IFS= read -r out <"$1" || true
}
