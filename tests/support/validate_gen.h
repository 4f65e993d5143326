#ifndef HCL_TEST_VALIDATE_GEN_H
#define HCL_TEST_VALIDATE_GEN_H

/*
 * Random hcldec specs and inputs for the validator's differential tests:
 * every spec kind nested at random (object, array, attr with required
 * and types, block, block_list and block_set with min/max items,
 * block_map with labels, block_attrs, literal, default, transform), spec
 * variables and functions sometimes, and an input written from the spec
 * with mistakes on purpose: missing, duplicate and unsupported arguments
 * and blocks, near-miss names, wrong label counts, wrong types, values
 * that fail to evaluate, and (JSON) every wrong shape of a block
 * property. The same seed gives the same case.
 */

#include <stdbool.h>
#include <stdint.h>

/* The spec file's text and the input's text (JSON syntax when `json`),
   both malloc'd. */
void vgen_case(uint64_t seed, bool json, char **spec, char **input);

#endif
