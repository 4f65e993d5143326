#ifndef HCL_TEST_CASE_H
#define HCL_TEST_CASE_H

/*
 * A data-driven case, named by its file. Criterion runs each test in a
 * fresh process whose addresses differ, so a parameter must carry its
 * bytes, not a pointer to them.
 */

typedef struct test_case {
  char name[128];
} test_case;

#endif
