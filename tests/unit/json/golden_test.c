/*
 * Golden event dumps of the JSON syntax: each tests/golden/json/NAME.json
 * is parsed and its dump compared with NAME.events (checked by hand).
 * Inputs named err_* have syntax errors and show how the stream is closed
 * after one. Every case also runs with reader chunks of 1..31 bytes, under
 * a counting allocator, cancelled at every event, and with each allocation
 * failing in turn.
 */

#include <criterion/criterion.h>
#include <criterion/parameterized.h>

#include "golden_checks.h"
#include "test_case.h"

static test_case cases[] = {
#include "golden_json_cases.inc"
};

static const golden_syntax json = {"golden/json", true};

GOLDEN_SUITE(json_golden, cases, json)
