#ifndef HCL_TEST_UTIL_H
#define HCL_TEST_UTIL_H

/* Helpers shared by the test suites. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "hcl/hcl.h"
#include "hcl/json.h"

/* The whole file, NUL-terminated (malloc'd), or NULL. */
char *test_read_file(const char *path, size_t *len);

/* Options for test_parse. */
typedef struct test_parse_opts {
  const hcl_alloc *alloc;
  size_t chunk; /* read through a reader in chunks of this size; 0 =
                   parse the buffer directly */
  bool trivia;
  long stop_at_event;     /* a sink returns HCL_STOP at this event (0-based); -1
                             never */
  bool json;              /* the JSON syntax instead of the native one */
  uint32_t max_depth;     /* JSON: 0 for the default */
  size_t max_token_bytes; /* JSON: 0 for the default */
  /* Renders the collected diagnostics (malloc'd); NULL: the hcldec JSON,
     lexical order first. */
  char *(*render_diags)(hcl_diags *ds);
} test_parse_opts;

typedef struct test_parse_result {
  hcl_status status;
  char *dump;          /* the event dump (malloc'd) */
  char *diags_json;    /* diagnostics as render_diags writes them
                          (malloc'd, maybe "") */
  char *checker_error; /* contract violation (malloc'd) or NULL */
  size_t events;
} test_parse_result;

test_parse_result test_parse(const char *src, size_t len, const char *name,
                             const test_parse_opts *o);
void test_parse_result_free(test_parse_result *r);

/* Default options: malloc, whole buffer, no trivia, never stop. */
test_parse_opts test_parse_defaults(void);

/* The event dump of `src` parsed whole, with the checker asserting. */
char *test_dump(const char *src);

/* A reader (hcl_reader's read) of a generated input: `head`, then `unit`
   `n` times, then `tail`; start with i, pos and part zero. */
typedef struct test_gen {
  const char *head, *unit, *tail;
  size_t n, i, pos;
  int part;
} test_gen;

hcl_status test_gen_read(void *ctx, char *buf, size_t cap, size_t *got);

/* A text built piece by piece; start it zeroed, free `data` after. */
typedef struct test_text {
  char *data;
  size_t len, cap;
} test_text;

/* Appends `s` (aborts when out of memory). */
void test_text_add(test_text *t, const char *s);

#endif
