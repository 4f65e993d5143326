/*
 * The value a validator keeps (hcl_validate_options.keep_value, and as
 * JSON text with keep_json) against the one hcldec's decoding of the
 * file's tree gives (the buffered validator), over every single-file case
 * of the hcldec corpus and over generated specs and inputs in both
 * syntaxes: a value exactly when the file is valid, and then the same
 * JSON, type included (keep_value), the same text (keep_json with
 * json_nulls). The nulls keep_json leaves out by default are checked
 * against the reference by the hcldec differential tests, which run
 * hcldec's streaming path.
 */

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "buffered_validator.h"
#include "validate_gen.h"
#include "validate_harness.h"

/* The value and its type as JSON ({"value":...,"type":...}), malloc'd;
   "(none)" for NULL, "(unencodable)" when JSON cannot hold it. */
static char *as_json(const hcl_value *v) {
  if (!v)
    return strdup("(none)");
  char *json = NULL;
  size_t len;
  if (hcl_value_to_json(v, hcl_type_dynamic(), NULL, &json, &len, NULL) !=
      HCL_OK)
    return strdup("(unencodable)");
  char *copy = strdup(json);
  hcl_free(NULL, json);
  return copy;
}

/* The value's JSON without its type, or "(none)"; malloc'd. */
static char *text_of(const hcl_value *v) {
  char *json = NULL;
  size_t len;
  if (!v || hcl_value_to_json(v, hcl_value_type(v), NULL, &json, &len, NULL) !=
                HCL_OK)
    return strdup("(none)");
  char *copy = strdup(json);
  hcl_free(NULL, json);
  return copy;
}

/* Streams `src` to a keep_value (or keep_json) validator and to the
   buffered one; true when both keep the same value (or both none). */
static bool same_value(const vh_case *c, const char *src, size_t len, bool json,
                       size_t chunk, bool as_text) {
  hcl_validate_options o = hcl_validate_options_default();
  o.keep_value = !as_text;
  o.keep_json = as_text;
  o.json_nulls = true;
  hcl_validator *v = NULL;
  cr_assert_eq(
      hcl_validator_new(hcl_spec_file_root(c->spec), vh_case_ctx(c), &o, &v),
      HCL_OK);
  buffered_validator *b =
      bv_new_spec(hcl_spec_file_root(c->spec), vh_case_ctx(c), NULL);
  vh_run run = {chunk, -1};
  vh_parse(bv_sink(b), src, len, c->name, json, &run);
  vh_parse(hcl_validator_sink(v), src, len, c->name, json, &run);
  cr_assert_eq(hcl_validator_valid(v), bv_valid(b), "%s: verdicts differ",
               c->name);
  char *want = as_text ? text_of(bv_value(b)) : as_json(bv_value(b));
  const char *text = hcl_validator_json(v, NULL);
  char *got = as_text ? strdup(text ? text : "(none)")
                      : as_json(hcl_validator_value(v));
  bool ok = strcmp(want, got) == 0;
  if (!ok)
    cr_log_error("%s (%s):\n--- input\n%.*s\n--- want\n%s\n--- got\n%s",
                 c->dir ? c->dir : "generated", json ? "json" : "native",
                 (int)len, src, want, got);
  free(want);
  free(got);
  bv_free(b);
  hcl_validator_free(v);
  return ok;
}

Test(validate_values, corpus, .timeout = 600) {
  size_t n;
  char **dirs = vh_corpus_dirs(&n);
  cr_assert(n > 1000, "the corpus is missing (run from tests/)");
  size_t cases = 0, valid = 0, bad = 0;
  for (size_t i = 0; i < n && bad < 5; i++) {
    vh_case c;
    if (!vh_case_load(&c, dirs[i]))
      continue;
    cases++;
    bad += !same_value(&c, c.src, c.len, c.json, i % 8, false);
    bad += !same_value(&c, c.src, c.len, c.json, i % 8, true);
    buffered_validator *b =
        bv_new_spec(hcl_spec_file_root(c.spec), vh_case_ctx(&c), NULL);
    vh_run whole = {0, -1};
    vh_parse(bv_sink(b), c.src, c.len, c.name, c.json, &whole);
    valid += bv_valid(b);
    bv_free(b);
    vh_case_free(&c);
  }
  vh_free_list(dirs, n);
  cr_log_info("%zu cases (%zu valid), %zu differ", cases, valid, bad);
  cr_expect(valid > 300, "only %zu valid cases", valid);
  cr_expect_eq(bad, 0);
}

/* Generated cases whose spec the buffered validator decodes without
   crashing (validate_harness.h: a block_set of `any` elements). */
static void run_generated(bool json) {
  size_t loaded = 0, valid = 0, bad = 0;
  for (uint64_t seed = 1; seed <= 1500 && bad < 5; seed++) {
    char *spec, *input;
    vgen_case(seed, json, &spec, &input);
    vh_case c;
    if (vh_case_text(&c, spec, input, json)) {
      buffered_validator *b =
          bv_new_spec(hcl_spec_file_root(c.spec), vh_case_ctx(&c), NULL);
      bool crashed;
      char *verdict = vh_oracle_forked(b, c.src, c.len, c.name, json, &crashed);
      if (!crashed && verdict) {
        loaded++;
        valid += strncmp(verdict, "valid", 5) == 0;
        bad += !same_value(&c, c.src, c.len, json, (size_t)(seed % 32), false);
        bad += !same_value(&c, c.src, c.len, json, (size_t)(seed % 32), true);
      }
      free(verdict);
      bv_free(b);
      vh_case_free(&c);
    }
    free(spec);
    free(input);
  }
  cr_log_info("%s: %zu cases (%zu valid), %zu differ", json ? "json" : "native",
              loaded, valid, bad);
  cr_expect(valid > 50, "only %zu valid cases", valid);
  cr_expect_eq(bad, 0);
}

Test(validate_values, generated_native, .timeout = 600) {
  run_generated(false);
}

Test(validate_values, generated_json, .timeout = 600) { run_generated(true); }

/* One validator over files whose objects change shape from block to
   block and from file to file: each value as the tree's decoding gives
   it, whatever the previous objects were. */
Test(validate_values, shapes_change) {
  static const char *const inputs[] = {
      "b {\n  x = 1\n}\nb {\n  x = \"s\"\n}\nb {\n  x = [1]\n}\n",
      "b {\n  x = {k = 1}\n}\nb {\n  x = {k = true}\n}\n",
      "b {\n  x = {k = true}\n}\nb {\n  y = 2\n}\n",
      "b {\n  x = 1\n  y = 2\n}\nb {\n  x = 1\n}\nb {\n  x = 1\n}\n",
      "b {\n  x = 1\n}\n",
  };
  vh_case c;
  cr_assert(vh_case_text(&c,
                         "object {\n  block_list \"b\" {\n    object {\n"
                         "      attr \"x\" { type = any }\n"
                         "      attr \"y\" { type = any }\n    }\n  }\n"
                         "  attr \"z\" { type = list(number) }\n}\n",
                         "", false));
  const hcl_spec *root = hcl_spec_file_root(c.spec);
  hcl_validate_options o = hcl_validate_options_default();
  o.keep_value = true;
  hcl_validator *v = NULL;
  cr_assert_eq(hcl_validator_new(root, NULL, &o, &v), HCL_OK);
  buffered_validator *b = bv_new_spec(root, NULL, NULL);
  vh_run whole = {0, -1};
  for (size_t i = 0; i < sizeof inputs / sizeof *inputs; i++) {
    size_t len = strlen(inputs[i]);
    vh_parse(bv_sink(b), inputs[i], len, "f.hcl", false, &whole);
    vh_parse(hcl_validator_sink(v), inputs[i], len, "f.hcl", false, &whole);
    char *want = as_json(bv_value(b));
    char *got = as_json(hcl_validator_value(v));
    cr_expect_str_eq(got, want, "input %zu:\n%s", i, inputs[i]);
    free(want);
    free(got);
  }
  bv_free(b);
  hcl_validator_free(v);
  vh_case_free(&c);
}

/* Without the option, and for an invalid file, there is no value. */
Test(validate_values, only_when_asked_and_valid) {
  const char *good = "a = 1 + 2\n", *bad = "a = \"x\"\n";
  vh_case c;
  cr_assert(vh_case_text(&c, "object {\n  attr \"a\" { type = number }\n}\n",
                         good, false));
  const hcl_spec *root = hcl_spec_file_root(c.spec);
  hcl_validate_options o = hcl_validate_options_default();
  hcl_validator *plain = NULL, *keeping = NULL;
  cr_assert_eq(hcl_validator_new(root, NULL, NULL, &plain), HCL_OK);
  o.keep_value = true;
  cr_assert_eq(hcl_validator_new(root, NULL, &o, &keeping), HCL_OK);
  vh_run whole = {0, -1};
  vh_parse(hcl_validator_sink(plain), good, strlen(good), "f.hcl", false,
           &whole);
  cr_expect(hcl_validator_valid(plain));
  cr_expect_null(hcl_validator_value(plain));
  vh_parse(hcl_validator_sink(keeping), good, strlen(good), "f.hcl", false,
           &whole);
  char *json = as_json(hcl_validator_value(keeping));
  cr_expect_str_eq(json, "{\"value\":{\"a\":3},\"type\":[\"object\",{\"a\":"
                         "\"number\"}]}");
  free(json);
  vh_parse(hcl_validator_sink(keeping), bad, strlen(bad), "f.hcl", false,
           &whole);
  cr_expect(!hcl_validator_valid(keeping));
  cr_expect_null(hcl_validator_value(keeping));
  hcl_validator_free(plain);
  hcl_validator_free(keeping);
  vh_case_free(&c);
}
