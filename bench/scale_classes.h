#ifndef HCL_BENCH_SCALE_CLASSES_H
#define HCL_BENCH_SCALE_CLASSES_H

/*
 * The classes of the scaling benchmark (bench/scale.sh) and of the scaling
 * test (tests/scaling/): each is one dimension of the input that grows,
 * with a generator writing the files of one run at size N and the command
 * line that runs it. Both programs take their inputs from here, so the
 * test checks exactly what the benchmark measures.
 *
 * No dependency on the library: bench/gen_scale.c builds with `cc` alone.
 */

#include <stdbool.h>
#include <stddef.h>

/* How a run is made: `hcldec ARGS` or `hcl eval ARGS`. */
typedef enum scale_tool { SCALE_HCLDEC, SCALE_EVAL } scale_tool;

/* One run, as the generator left it in its directory. File names are
   relative to that directory. */
typedef struct scale_run {
  scale_tool tool;
  const char *spec; /* --spec=FILE (hcldec), else NULL */
  const char *vars; /* --vars=FILE, else NULL */
  const char *expr; /* the expression (eval), else NULL */
  bool diags_json;  /* --diags=json */
  bool var_refs;    /* --var-refs */
  bool json_input;  /* inputs are .json files */
  bool errors;      /* the input is wrong on purpose: the run reports
                       errors (and hcldec exits 2) */
  size_t ninputs;   /* input files: "in.EXT", or "in0.EXT"... when > 1 */
} scale_run;

typedef struct scale_class {
  const char *name;
  const char *what; /* the dimension that grows */
  scale_tool tool;
  size_t bench_n; /* N of bench/scale.sh at factor 1 */
  size_t test_n;  /* N of the scaling test */
  size_t max_n;   /* the largest N both tools accept at 4N; 0: no limit */
  /* scale_generate's work; *run comes with the defaults (the class's
     tool, one native input, nothing else) */
  bool (*generate)(const char *dir, size_t n, scale_run *run);
} scale_class;

/** The classes, in the benchmark's order, and how many there are. */
extern const scale_class scale_classes[];
extern const size_t scale_class_count;

/** The class named `name`, or NULL. */
const scale_class *scale_class_find(const char *name);

/** Writes the files of a run of `c` at size n into `dir` (which exists)
    and describes the run in *run. False on a write error, errno set. */
bool scale_generate(const scale_class *c, const char *dir, size_t n,
                    scale_run *run);

/** Writes the i-th input file's name ("in.hcl", "in7.json"...) into buf. */
void scale_input_name(const scale_run *run, size_t i, char *buf, size_t cap);

#endif
