/* Random specs and inputs for the validator's tests (validate_gen.h). */

#include "validate_gen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum gkind {
  G_OBJECT,
  G_ARRAY,
  G_ATTR,
  G_BLOCK,
  G_LIST,
  G_SET,
  G_MAP,
  G_ATTRS,
  G_LITERAL,
  G_DEFAULT,
  G_TRANSFORM
} gkind;

#define GMAX_KIDS 6

typedef struct gspec gspec;
struct gspec {
  gkind kind;
  const char *name; /* attr name, block type */
  const char *type; /* attr type, block_attrs element type */
  bool required;
  int min, max;
  int nlabels;
  gspec *kids[GMAX_KIDS]; /* object, array; default: primary, fallback;
                             transform and block kinds: kids[0] nested */
  const char *props[GMAX_KIDS];
  int nkids;
  const char *text; /* literal value, transform result */
};

typedef struct gen {
  uint64_t s;
  FILE *out;
  bool json;
  int budget; /* spec nodes left */
} gen;

static uint64_t next(gen *g) {
  uint64_t z = (g->s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static int pick(gen *g, int n) { return (int)(next(g) % (uint64_t)n); }
static bool chance(gen *g, int percent) { return pick(g, 100) < percent; }

#define ONE_OF(g, arr) ((arr)[pick((g), (int)(sizeof(arr) / sizeof((arr)[0])))])

static const char *const ATTR_NAMES[] = {"a",     "b",  "name", "port",
                                         "count", "ab", "c"};
/* block_map types have their own names and label counts: a block_map
   reading blocks of another label count is a spec the reference panics
   on (and the buffered validator reads past the labels) */
static const char *const BLOCK_TYPES[] = {"x", "y", "x2", "yy"};
static const char *const MAP_TYPES[] = {"svc", "rule"};
static const char *const PROP_NAMES[] = {"p1", "p2", "p3", "p4", "p5", "p6"};
static const char *const TYPES[] = {"string",
                                    "number",
                                    "bool",
                                    "any",
                                    "list(string)",
                                    "map(number)",
                                    "set(string)",
                                    "list(any)",
                                    "object({a=string, b=number})",
                                    "tuple([string, number])"};
static const char *const CONCRETE_TYPES[] = {
    "string",       "number",      "bool",
    "list(string)", "map(number)", "object({a=string, b=number})"};
static const char *const LITERALS[] = {"\"hello\"", "5",      "null",
                                       "true",      "[1, 2]", "{a = 1}"};
static const char *const RESULTS[] = {"nested",
                                      "nested == null ? \"none\" : \"some\"",
                                      "length(nested)",
                                      "upper(nested)",
                                      "nested.a",
                                      "[nested, nested]",
                                      "jsonencode(nested)",
                                      "nested + 1",
                                      "coalesce(nested, \"d\")"};

/* ---- Specs ----------------------------------------------------------------
 */

static gspec *new_spec(gkind kind) {
  gspec *s = calloc(1, sizeof *s);
  s->kind = kind;
  return s;
}

static void free_spec(gspec *s) {
  if (!s)
    return;
  for (int i = 0; i < s->nkids; i++)
    free_spec(s->kids[i]);
  free(s);
}

static gspec *make_spec(gen *g, int depth, bool no_any, bool in_body);

/* A spec that reads a body: mostly an object of several. */
static gspec *body_spec(gen *g, int depth, bool no_any) {
  if (depth > 3 || g->budget <= 0 || chance(g, 15)) {
    gspec *s = new_spec(G_ATTR);
    s->name = ONE_OF(g, ATTR_NAMES);
    s->type = no_any ? ONE_OF(g, CONCRETE_TYPES) : ONE_OF(g, TYPES);
    s->required = chance(g, 20);
    return s;
  }
  return make_spec(g, depth, no_any, true);
}

static gspec *make_spec(gen *g, int depth, bool no_any, bool in_body) {
  g->budget--;
  int roll = pick(g, 100);
  if (depth > 3 || g->budget <= 0)
    roll = 40 + pick(g, 20); /* leaves */
  gspec *s;
  if (in_body && roll < 25) {
    s = new_spec(chance(g, 85) ? G_OBJECT : G_ARRAY);
    s->nkids = 1 + pick(g, GMAX_KIDS);
    int used = 0;
    for (int i = 0; i < s->nkids; i++) {
      int k = pick(g, GMAX_KIDS);
      while (used & (1 << k))
        k = (k + 1) % GMAX_KIDS;
      used |= 1 << k;
      s->props[i] = PROP_NAMES[k];
      s->kids[i] = make_spec(g, depth + 1, no_any, false);
    }
    return s;
  }
  if (roll < 50) {
    s = new_spec(G_ATTR);
    s->name = ONE_OF(g, ATTR_NAMES);
    s->type = no_any ? ONE_OF(g, CONCRETE_TYPES) : ONE_OF(g, TYPES);
    s->required = chance(g, 20);
    return s;
  }
  if (roll < 56) {
    s = new_spec(G_LITERAL);
    s->text = ONE_OF(g, LITERALS);
    return s;
  }
  if (roll < 66) {
    s = new_spec(G_BLOCK);
    s->name = ONE_OF(g, BLOCK_TYPES);
    s->required = chance(g, 20);
    s->nkids = 1;
    s->kids[0] = body_spec(g, depth + 1, no_any);
    return s;
  }
  if (roll < 76) {
    s = new_spec(chance(g, 60) ? G_LIST : G_SET);
    s->name = ONE_OF(g, BLOCK_TYPES);
    s->min = chance(g, 30) ? pick(g, 3) : 0;
    s->max = chance(g, 30) ? 1 + pick(g, 3) : 0;
    s->nkids = 1;
    s->kids[0] = body_spec(g, depth + 1, no_any);
    return s;
  }
  if (roll < 84) {
    s = new_spec(G_MAP);
    s->nlabels = 1 + pick(g, 2);
    s->name = MAP_TYPES[s->nlabels - 1];
    s->nkids = 1;
    s->kids[0] = body_spec(g, depth + 1, true);
    return s;
  }
  if (roll < 88) {
    s = new_spec(G_ATTRS);
    s->name = ONE_OF(g, BLOCK_TYPES);
    s->type = no_any ? ONE_OF(g, CONCRETE_TYPES) : ONE_OF(g, TYPES);
    s->required = chance(g, 20);
    return s;
  }
  if (roll < 94) {
    s = new_spec(G_DEFAULT);
    s->nkids = 2;
    s->kids[0] = make_spec(g, depth + 1, no_any, false);
    s->kids[1] = make_spec(g, depth + 1, no_any, false);
    return s;
  }
  s = new_spec(G_TRANSFORM);
  s->text = ONE_OF(g, RESULTS);
  s->nkids = 1;
  s->kids[0] = make_spec(g, depth + 1, no_any, false);
  return s;
}

static void indent(gen *g, int n) { fprintf(g->out, "%*s", 2 * n, ""); }

static void print_spec(gen *g, const gspec *s, const char *label, int ind) {
  static const char *const KW[] = {"object",    "array",       "attr",
                                   "block",     "block_list",  "block_set",
                                   "block_map", "block_attrs", "literal",
                                   "default",   "transform"};
  indent(g, ind);
  fprintf(g->out, "%s", KW[s->kind]);
  if (label)
    fprintf(g->out, " \"%s\"", label);
  fprintf(g->out, " {\n");
  switch (s->kind) {
  case G_OBJECT:
  case G_ARRAY:
    for (int i = 0; i < s->nkids; i++)
      print_spec(g, s->kids[i], s->kind == G_OBJECT ? s->props[i] : NULL,
                 ind + 1);
    break;
  case G_ATTR:
    indent(g, ind + 1);
    fprintf(g->out, "name = \"%s\"\n", s->name);
    indent(g, ind + 1);
    fprintf(g->out, "type = %s\n", s->type);
    if (s->required) {
      indent(g, ind + 1);
      fprintf(g->out, "required = true\n");
    }
    break;
  case G_ATTRS:
    indent(g, ind + 1);
    fprintf(g->out, "block_type = \"%s\"\n", s->name);
    indent(g, ind + 1);
    fprintf(g->out, "element_type = %s\n", s->type);
    if (s->required) {
      indent(g, ind + 1);
      fprintf(g->out, "required = true\n");
    }
    break;
  case G_BLOCK:
  case G_LIST:
  case G_SET:
  case G_MAP:
    indent(g, ind + 1);
    fprintf(g->out, "block_type = \"%s\"\n", s->name);
    if (s->kind == G_BLOCK && s->required) {
      indent(g, ind + 1);
      fprintf(g->out, "required = true\n");
    }
    if (s->min) {
      indent(g, ind + 1);
      fprintf(g->out, "min_items = %d\n", s->min);
    }
    if (s->max) {
      indent(g, ind + 1);
      fprintf(g->out, "max_items = %d\n", s->max);
    }
    if (s->kind == G_MAP) {
      indent(g, ind + 1);
      fprintf(g->out, "labels = [%s]\n",
              s->nlabels == 1 ? "\"k1\"" : "\"k1\", \"k2\"");
    }
    print_spec(g, s->kids[0], NULL, ind + 1);
    break;
  case G_LITERAL:
    indent(g, ind + 1);
    fprintf(g->out, "value = %s\n", s->text);
    break;
  case G_DEFAULT:
    print_spec(g, s->kids[0], NULL, ind + 1);
    print_spec(g, s->kids[1], NULL, ind + 1);
    break;
  case G_TRANSFORM:
    indent(g, ind + 1);
    fprintf(g->out, "result = %s\n", s->text);
    print_spec(g, s->kids[0], NULL, ind + 1);
    break;
  }
  indent(g, ind);
  fprintf(g->out, "}\n");
}

/* ---- Inputs
 * ------------------------------------------------------------------ */

/* What a body spec reads: its attributes and block specs. */
typedef struct reads {
  const gspec *attrs[32];
  int nattrs;
  const gspec *blocks[32];
  int nblocks;
} reads;

static void collect(const gspec *s, reads *r) {
  switch (s->kind) {
  case G_ATTR:
    if (r->nattrs < 32)
      r->attrs[r->nattrs++] = s;
    break;
  case G_BLOCK:
  case G_LIST:
  case G_SET:
  case G_MAP:
  case G_ATTRS:
    if (r->nblocks < 32)
      r->blocks[r->nblocks++] = s;
    break;
  case G_LITERAL:
    break;
  default:
    for (int i = 0; i < s->nkids; i++)
      collect(s->kids[i], r);
  }
}

static const char *const NATIVE_VALUES[] = {"\"text\"",
                                            "42",
                                            "true",
                                            "null",
                                            "[\"a\", \"b\"]",
                                            "[1, 2]",
                                            "{ a = \"x\", b = 2 }",
                                            "{ k = 1 }",
                                            "\"12\"",
                                            "v1",
                                            "v2",
                                            "nope",
                                            "upper(\"x\")",
                                            "f(\"y\")",
                                            "missing(1)",
                                            "1 + \"a\"",
                                            "\"${v1}-x\"",
                                            "\"${1 + 1}\"",
                                            "[for s in [\"a\"] : upper(s)]",
                                            "v2 > 1 ? \"big\" : 3",
                                            "{ a = v1 }.a",
                                            "[1, 2][5]",
                                            "\"%{ if true }yes%{ endif }\"",
                                            "<<EOT\nheredoc ${v1}\nEOT\n"};

static const char *const JSON_VALUES[] = {"\"text\"",
                                          "42",
                                          "true",
                                          "null",
                                          "[\"a\", \"b\"]",
                                          "[1, 2]",
                                          "{\"a\": \"x\", \"b\": 2}",
                                          "{\"k\": 1}",
                                          "\"12\"",
                                          "\"${v1}\"",
                                          "\"${nope}\"",
                                          "\"${upper(\\\"x\\\")}\"",
                                          "\"${1 + \\\"a\\\"}\"",
                                          "\"${v2 + 1}\"",
                                          "\"${\"",
                                          "[{\"a\": 1}, 5]",
                                          "{}",
                                          "[]",
                                          "-1.5e3"};

static const char *const WRONG_NAMES[] = {"nmae",   "prot", "zz",
                                          "count2", "a_b",  "cnt"};
static const char *const WRONG_TYPES[] = {"xx", "svcs", "rules", "zzz", "y2"};

static void native_body(gen *g, const gspec *s, int ind, int depth);

static void native_labels(gen *g, int n) {
  for (int i = 0; i < n; i++)
    fprintf(g->out, " \"l%d\"", chance(g, 50) ? 0 : pick(g, 3));
}

static void native_attrs_body(gen *g, int ind) {
  int n = pick(g, 4);
  for (int i = 0; i < n; i++) {
    indent(g, ind);
    fprintf(g->out, "%s%d = %s\n", ONE_OF(g, ATTR_NAMES), i,
            ONE_OF(g, NATIVE_VALUES));
  }
  if (chance(g, 10)) {
    indent(g, ind);
    fprintf(g->out, "inner {}\n");
  }
}

static void native_block(gen *g, const gspec *b, int ind, int depth) {
  const char *type = chance(g, 5) ? ONE_OF(g, WRONG_TYPES) : b->name;
  int nlabels = b->kind == G_MAP ? b->nlabels : 0;
  if (chance(g, 8))
    nlabels += chance(g, 50) ? 1 : -1;
  if (nlabels < 0)
    nlabels = 0;
  indent(g, ind);
  fprintf(g->out, "%s", type);
  native_labels(g, nlabels);
  if (b->kind == G_ATTRS) {
    fprintf(g->out, " {\n");
    native_attrs_body(g, ind + 1);
  } else if (chance(g, 10) && depth < 6) {
    /* a one-line block (a heredoc cannot be in one) */
    const char *value = ONE_OF(g, NATIVE_VALUES);
    fprintf(g->out, " { %s = %s }\n", ONE_OF(g, ATTR_NAMES),
            strchr(value, '\n') ? "1" : value);
    return;
  } else {
    fprintf(g->out, " {\n");
    if (depth < 6)
      native_body(g, b->kids[0], ind + 1, depth + 1);
  }
  indent(g, ind);
  fprintf(g->out, "}\n");
}

static void native_body(gen *g, const gspec *s, int ind, int depth) {
  reads r;
  memset(&r, 0, sizeof r);
  collect(s, &r);
  const char *done[32];
  int ndone = 0;
  for (int i = 0; i < r.nattrs; i++) {
    bool seen = false;
    for (int k = 0; k < ndone; k++)
      seen = seen || strcmp(done[k], r.attrs[i]->name) == 0;
    if (seen || !chance(g, 70))
      continue;
    done[ndone++] = r.attrs[i]->name;
    indent(g, ind);
    fprintf(g->out, "%s = %s\n", r.attrs[i]->name, ONE_OF(g, NATIVE_VALUES));
  }
  if (chance(g, 15)) {
    indent(g, ind);
    fprintf(g->out, "%s = 1\n", ONE_OF(g, WRONG_NAMES));
  }
  if (chance(g, 5) && r.nblocks) {
    /* an argument named like a block type */
    indent(g, ind);
    fprintf(g->out, "%s = 2\n", r.blocks[0]->name);
  }
  for (int i = 0; i < r.nblocks; i++) {
    int n = pick(g, 4);
    for (int k = 0; k < n; k++)
      native_block(g, r.blocks[i], ind, depth);
  }
  if (chance(g, 10)) {
    indent(g, ind);
    fprintf(g->out, "%s {}\n",
            chance(g, 50) ? ONE_OF(g, WRONG_TYPES) : ONE_OF(g, ATTR_NAMES));
  }
}

static void json_value(gen *g) { fputs(ONE_OF(g, JSON_VALUES), g->out); }

static void json_body(gen *g, const gspec *s, int depth);

/* The properties of a body object, without braces. */
static void json_props(gen *g, const gspec *s, int depth, bool *first) {
  reads r;
  memset(&r, 0, sizeof r);
  collect(s, &r);
#define SEP()                                                                  \
  do {                                                                         \
    if (!*first)                                                               \
      fputs(", ", g->out);                                                     \
    *first = false;                                                            \
  } while (0)
  for (int i = 0; i < r.nattrs; i++) {
    if (!chance(g, 65))
      continue;
    int times = chance(g, 8) ? 2 : 1;
    for (int t = 0; t < times; t++) {
      SEP();
      fprintf(g->out, "\"%s\": ", r.attrs[i]->name);
      json_value(g);
    }
  }
  if (chance(g, 15)) {
    SEP();
    fprintf(g->out, "\"%s\": 1", ONE_OF(g, WRONG_NAMES));
  }
  if (chance(g, 10)) {
    SEP();
    fprintf(g->out, "\"//\": \"a comment\"");
  }
  for (int i = 0; i < r.nblocks; i++) {
    if (!chance(g, 70))
      continue;
    const gspec *b = r.blocks[i];
    SEP();
    fprintf(g->out,
            "\"%s\": ", chance(g, 5) ? ONE_OF(g, WRONG_TYPES) : b->name);
    int nlabels = b->kind == G_MAP ? b->nlabels : 0, opened = 0;
    bool misshapen = false;
    /* the label levels, sometimes misshapen */
    for (int l = 0; l < nlabels && !misshapen; l++) {
      int shape = pick(g, 100);
      if (shape < 5) {
        fputs(ONE_OF(g, JSON_VALUES), g->out);
        misshapen = true;
      } else if (shape < 10) {
        fputs("[5, {\"l9\": {}}]", g->out);
        misshapen = true;
      } else {
        fprintf(g->out, "{\"l%d\": ", pick(g, 3));
        opened++;
      }
    }
    int leaf = pick(g, 100);
    if (misshapen) {
      /* nothing more at this depth */
    } else if (b->kind == G_ATTRS) {
      fputs("{", g->out);
      bool f2 = true;
      int n = pick(g, 4);
      for (int k = 0; k < n; k++) {
        if (!f2)
          fputs(", ", g->out);
        f2 = false;
        fprintf(g->out, "\"%s\": ", ONE_OF(g, ATTR_NAMES));
        json_value(g);
      }
      fputs("}", g->out);
    } else if (leaf < 6) {
      json_value(g);
    } else if (leaf < 25 && depth < 5) {
      int n = pick(g, 4);
      fputs("[", g->out);
      for (int k = 0; k < n; k++) {
        if (k)
          fputs(", ", g->out);
        if (chance(g, 10))
          json_value(g);
        else
          json_body(g, b->kids[0], depth + 1);
      }
      fputs("]", g->out);
    } else if (depth < 5) {
      json_body(g, b->kids[0], depth + 1);
    } else {
      fputs("{}", g->out);
    }
    for (int l = 0; l < opened; l++)
      fputs("}", g->out);
  }
#undef SEP
}

static void json_body(gen *g, const gspec *s, int depth) {
  bool first = true;
  if (chance(g, 8)) {
    fputs("[", g->out);
    int n = 1 + pick(g, 2);
    for (int k = 0; k < n; k++) {
      if (k)
        fputs(", ", g->out);
      if (chance(g, 10)) {
        json_value(g);
        continue;
      }
      fputs("{", g->out);
      first = true;
      json_props(g, s, depth, &first);
      fputs("}", g->out);
    }
    fputs("]", g->out);
    return;
  }
  fputs("{", g->out);
  json_props(g, s, depth, &first);
  fputs("}", g->out);
}

/* ---- Cases
 * ---------------------------------------------------------------------- */

void vgen_case(uint64_t seed, bool json, char **spec, char **input) {
  gen g = {seed * 0x2545f4914f6cdd1dull + 1, NULL, json, 40};
  size_t len;
  g.out = open_memstream(spec, &len);
  if (chance(&g, 50))
    fputs("variables {\n  v1 = \"one\"\n  v2 = 2\n}\n", g.out);
  if (chance(&g, 30))
    fputs("function \"f\" {\n  params = [x]\n  result = \"${x}!\"\n}\n", g.out);
  gspec *root = body_spec(&g, 0, false);
  if (root->kind != G_OBJECT && root->kind != G_ARRAY && chance(&g, 70)) {
    gspec *o = new_spec(G_OBJECT);
    o->nkids = 1;
    o->props[0] = "p1";
    o->kids[0] = root;
    root = o;
  }
  print_spec(&g, root, NULL, 0);
  fclose(g.out);
  g.out = open_memstream(input, &len);
  if (json)
    json_body(&g, root, 0);
  else
    native_body(&g, root, 0, 0);
  fclose(g.out);
  free_spec(root);
}
