/*
 * Golden event dumps: each tests/golden/native/NAME.hcl is parsed and its
 * dump compared with NAME.events (written by hand), or with
 * NAME.trivia.events when trivia is asked for. Every case also runs with
 * reader chunks of 1..31 bytes, under a counting allocator, cancelled at
 * every event, and with each allocation failing in turn.
 */

#include <criterion/criterion.h>
#include <criterion/parameterized.h>

#include "golden_checks.h"
#include "test_case.h"

static test_case cases[] = {
#include "golden_native_cases.inc"
};

static const golden_syntax native = {"golden/native", false};

GOLDEN_SUITE(golden, cases, native)
