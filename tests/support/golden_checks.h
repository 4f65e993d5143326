#ifndef HCL_TEST_GOLDEN_CHECKS_H
#define HCL_TEST_GOLDEN_CHECKS_H

/*
 * The golden event-dump checks both syntaxes share. A case is DIR/NAME
 * (NAME with its extension); its expected dump is the file with the
 * extension replaced by .events (and .trivia.events, when the syntax has
 * trivia). Inputs named err_* end with a syntax error; all others parse
 * clean. Each check asserts through Criterion.
 */

#include <stdbool.h>

typedef struct golden_syntax {
  const char *dir; /* relative to tests/ */
  bool json;       /* the JSON syntax, which has no trivia */
} golden_syntax;

/* The dump equals the expected one, whole and at reader chunks 1..31, with
   the same diagnostics and no contract violation. */
void golden_check_events(const golden_syntax *g, const char *name);
/* No allocation outlives a parse, at chunk sizes 0..3. */
void golden_check_no_leaks(const golden_syntax *g, const char *name);
/* Stopping at each event ends the parse with HCL_STOP and no leak. */
void golden_check_cancel_at_every_event(const golden_syntax *g,
                                        const char *name);
/* Each allocation failing in turn gives HCL_ERR_NOMEM and no leak. */
void golden_check_out_of_memory(const golden_syntax *g, const char *name);

/*
 * The four checks as Criterion tests of `suite`, one per case of the
 * test_case array `cases` (see test_case.h), for golden_syntax `syntax`.
 */
#define GOLDEN_SUITE(suite, cases, syntax)                                     \
  GOLDEN_TEST(suite, cases, syntax, events, 60)                                \
  GOLDEN_TEST(suite, cases, syntax, no_leaks, 60)                              \
  GOLDEN_TEST(suite, cases, syntax, cancel_at_every_event, 60)                 \
  GOLDEN_TEST(suite, cases, syntax, out_of_memory, 120)

#define GOLDEN_TEST(suite, cases, syntax, check, seconds)                      \
  ParameterizedTestParameters(suite, check) {                                  \
    return cr_make_param_array(test_case, cases,                               \
                               sizeof cases / sizeof cases[0]);                \
  }                                                                            \
  ParameterizedTest(test_case *tc, suite, check, .timeout = seconds) {         \
    golden_check_##check(&(syntax), tc->name);                                 \
  }

#endif
