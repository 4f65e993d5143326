#ifndef HCL_DECODE_VALIDATE_INTERNAL_H
#define HCL_DECODE_VALIDATE_INTERNAL_H

/*
 * What the files of the streaming validator share (validate*.c).
 *
 * A validator reads one file's events and keeps, per open body, only what
 * hcldec's decoding of that body will ask for: which attributes were
 * present, per spec slot the diagnostics it will report and, where an
 * ancestor spec needs it, the value. When a body ends, its diagnostics
 * are put in the order hcldec gives them (the content check's, then the
 * spec walk's) and handed to the slot of the parent body that read it.
 *
 * The plan (validate_plan.c) is computed once per validator from the
 * spec: for each body a spec reads, its schema, a lookup from names to
 * the slots that read them, and per spec node what its ancestors need.
 */

#include <stdbool.h>
#include <stddef.h>

#include "core/arena.h"
#include "core/buf.h"
#include "core/map.h"
#include "core/name_set.h"
#include "core/vec.h"
#include "decode/spec.h"
#include "hcl/validate.h"

/* ---- Pending diagnostics ------------------------------------------------ */

/* One diagnostic waiting for its place: a node in a list, its strings in
   the same allocation. */
typedef struct vdiag vdiag;
struct vdiag {
  vdiag *next;
  hcl_diag d;
  hcl_range subject, context;
};

/* A list of pending diagnostics, in order; `errors` counts those of
   error severity. Lists move (O(1)) into others as bodies finish. */
typedef struct vdiag_list {
  vdiag *head, *tail;
  size_t errors;
} vdiag_list;

/* Appends a copy of `d` (strings and file names copied); false when out
   of memory. */
bool hcl_vdiag_add(const hcl_alloc *a, vdiag_list *l, const hcl_diag *d);
/* An error with no context and no values. */
bool hcl_vdiag_error(const hcl_alloc *a, vdiag_list *l, const char *summary,
                     const char *detail, const hcl_range *subject,
                     const hcl_range *context);
/* Appends copies of every diagnostic of `ds` (NULL: none). */
bool hcl_vdiag_add_all(const hcl_alloc *a, vdiag_list *l, const hcl_diags *ds);
/* Appends copies of the diagnostics of `from`. */
bool hcl_vdiag_copy(const hcl_alloc *a, vdiag_list *l, const vdiag_list *from);
/* Moves every diagnostic of `from` to the end of `l`; `from` is left
   empty. */
void hcl_vdiag_move(vdiag_list *l, vdiag_list *from);
void hcl_vdiag_clear(const hcl_alloc *a, vdiag_list *l);

/* ---- The plan ------------------------------------------------------------ */

/* What the ancestors of a spec node need of its value: nothing (only its
   diagnostics), whether it is null (a default's primary), or the value. */
typedef enum vneed { NEED_NONE, NEED_NULL, NEED_FULL } vneed;

typedef struct vnode vnode;
typedef struct vbody vbody;

struct vnode {
  const hcl_spec *s;
  spec_kind kind;
  vneed need;
  /* Every value decoded with this node has type `implied` exactly, so
     that block_list and block_set elements need no unification. */
  bool reliable;
  /* Its slot never written, the walk of this node reports nothing and
     yields nothing its parent needs: an object of a large spec skips the
     many it has of these. */
  bool quiet;
  const hcl_type *implied; /* hcl_spec_implied_type(s); owned */
  /* object, tuple: children; default: primary, fallback; transform: the
     wrapped spec */
  vnode **kids;
  size_t nkids;
  size_t slot;  /* attr: attribute slot; block kinds: block slot */
  vbody *child; /* block, block_list, block_set, block_map: nested body */
  /* block_list, block_map: each block's value becomes JSON text (a
     fragment, eval/value_json.h) once its body ends */
  bool freeze;
  /* Caches of one validator's values, which are immutable: the null an
     absent attribute or block decodes to, and an object's last type
     with, per child, its attribute index in that type. A file of many
     blocks builds each once instead of once a block. */
  hcl_value *null_value;
  const hcl_type *object_type;
  size_t *object_index;
};

/* One distinct name in a body's schema: the first schema entries that
   name it and the slots that read it. */
typedef struct vname {
  const char *name;
  size_t len;
  long attr_schema;  /* first attribute schema entry, or -1 */
  long block_schema; /* first block schema entry, or -1 */
  size_t *aslots;    /* attribute slots reading the attribute */
  size_t naslots;
  size_t *bslots; /* block slots reading blocks of the type */
  size_t nbslots;
} vname;

/* A body as a spec reads it (or as a plain schema checks it). */
struct vbody {
  vnode *root; /* NULL for a plain schema: content checks only */
  /* the schema hcldec derives (visit order, duplicates kept) */
  hcl_attr_schema *attrs;
  size_t nattrs;
  hcl_block_schema *blocks;
  size_t nblocks;
  hcl_schema schema;
  size_t *attr_name; /* per attribute schema entry: its vname index */
  vname *names;
  size_t nnames;
  hcl_map index; /* name -> vname index + 1, while the plan is built */
  /* Then the lookup: open addressing over an unkeyed hash, vname index
     + 1 per slot (0: empty). The table holds the spec's names only, so
     input cannot lengthen its probe runs, and a lookup needs no keyed
     hash. */
  uint32_t *lookup;
  size_t lookup_mask;
  vnode **aslots;
  size_t naslots;
  vnode **bslots;
  size_t nbslots;
  const vnode *src; /* where the body's source range comes from, or NULL */
  const char **block_types; /* schema block types, in order */
};

typedef struct vplan {
  const hcl_alloc *alloc;
  vbody *root;
  hcl_vec nodes;  /* vnode *, to free */
  hcl_vec bodies; /* vbody *, to free */
} vplan;

/* `need`: what the caller needs of the file body's value; `json`: only
   its JSON text (so that blocks' values may be frozen as they end). */
hcl_status hcl_vplan_new_spec(const hcl_spec *spec, const hcl_alloc *alloc,
                              vneed need, bool json, vplan **out);
hcl_status hcl_vplan_new_schema(const hcl_schema *schema,
                                const hcl_alloc *alloc, vplan **out);
void hcl_vplan_free(vplan *p);

/* The distinct name `name` of body `b`, or NULL. */
const vname *hcl_vbody_find(const vbody *b, const char *name, size_t len);

/* ---- Readers: one open body each ---------------------------------------- */

/* What a body's decoding gives the parent slot that read it. */
typedef struct vresult {
  vdiag_list diags;
  hcl_value *value; /* when the slot's node needs it; else NULL */
  bool is_null;
  hcl_range src; /* the body's source range for its spec */
} vresult;

/* An attribute slot: the attribute as decode_attr saw it. */
typedef struct vaslot {
  bool present;
  bool is_null;
  hcl_range expr_range;
  vdiag_list diags;
  hcl_value *value;
} vaslot;

/* A block slot: what decode_block and its siblings will report. */
/*
 * The label paths a block_map has seen in one body. The first
 * VKEYS_EXACT are kept whole and compared exactly; past that only a
 * 64-bit fingerprint of each is kept (8 bytes a key instead of the key
 * and a map entry), so that a file of a million blocks stays within a
 * few MB. Two different label paths then pass for duplicates only when
 * their fingerprints collide (docs/differences.md).
 */
#define VKEYS_EXACT 1024
#define VKEYS_PART_BITS 10
#define VKEYS_PARTS (1u << VKEYS_PART_BITS)
typedef struct vkpart {
  uint64_t *fp; /* sorted */
  size_t len, cap;
} vkpart;
typedef struct vkeys {
  hcl_map *exact;   /* NULL once past VKEYS_EXACT keys */
  vkpart *parts;    /* then: VKEYS_PARTS sorted arrays of fingerprints */
  uint64_t seed[2]; /* the fingerprints' hash key */
} vkeys;

typedef struct vbslot {
  size_t count;       /* blocks of the type seen */
  vdiag_list pre;     /* block, block_attrs: "Duplicate" before the rest */
  vdiag_list diags;   /* the bodies' diagnostics, in order */
  vdiag_list pending; /* block_map: the open block's "Duplicate" */
  bool pending_entry; /* block_map: the open block has an entry */
  hcl_value *value;   /* block, block_attrs: the first body's */
  bool is_null;
  hcl_range first_def; /* the first block's definition range */
  hcl_range first_src; /* its body's source range */
  hcl_range over_src;  /* list, set: the source range of block max_items */
  hcl_vec elems;       /* list, set: velem; map: ventry (values kept) */
  vkeys *keys;         /* block_map: label paths seen */
} vbslot;

typedef struct velem {
  hcl_value *value;
  hcl_range src;
} velem;

/* A block_map entry: its labels (the spec's count; one allocation with
   their bytes) and its value. */
typedef struct ventry {
  hcl_str *labels;
  size_t order;
  hcl_value *value;
} ventry;

/* A block_attrs attribute's name (owned) and converted value. */
typedef struct vkv {
  char *name;
  size_t len;
  hcl_value *value;
} vkv;

/* An argument (or JSON property) the schema does not have, reported when
   the body ends (its suggestion depends on what was present). */
typedef struct vdefer vdefer;
struct vdefer {
  vdefer *next;
  hcl_range range;
  size_t len;
  char name[]; /* NUL-terminated */
};

typedef enum vrkind {
  VR_SPEC, /* a body decoded with a spec (or checked with a plain schema) */
  VR_ATTRS /* a block_attrs block's body: just attributes */
} vrkind;

/* A JSON property taken by a VR_ATTRS reader: its name, and the whole
   property once its value has ended. */
typedef struct vseen {
  hcl_range name, whole;
} vseen;

typedef struct vreader vreader;
struct vreader {
  vrkind kind;
  bool json;
  bool one_line;     /* native: `name { a = 1 }` */
  const vbody *plan; /* VR_SPEC */
  const vnode *node; /* the parent's slot reading this body; NULL: file */
  vreader *parent;
  hcl_arena_mark mark;       /* where its memory starts in the frames arena */
  hcl_arena_mark slots_mark; /* and in the slots arena */
  hcl_range open;            /* native: the opening brace; JSON: value start */
  hcl_range missing;         /* the missing-item range, final at the end */
  size_t nattrs;             /* native: attributes seen */
  hcl_range first_attr_range;
  /* content check */
  bool *present;         /* per vname: the attribute was taken */
  hcl_range *attr_range; /* per vname: JSON: the property taken, whole */
  vdiag_list group_a;    /* native: label errors; JSON: value errors */
  vdiag_list group_b;    /* native: unsupported blocks; JSON: properties */
  vdefer *unsupported, *unsupported_tail;
  /* Per plan slot, made when the slot is first written (NULL: a slot as
     it starts, see hcl_vreader_aslot): a body of a large spec sets few
     of its slots, and a reader is opened for every block. */
  vaslot **aslots;
  vbslot **bslots;
  /* VR_ATTRS */
  vdiag_list pre, evals;
  bool saw_block;
  hcl_vec kv;         /* vkv: the attributes' values, when needed */
  hcl_name_set *seen; /* JSON: property names taken (vseen) */
  vseen last_seen;    /* the last one taken */
};

/* What a block is, for its parent's checks, from either syntax. */
typedef struct vblock {
  const vname *vn; /* the type's name in the parent's schema, or NULL */
  hcl_str type;
  const hcl_str *labels;
  const hcl_range *label_ranges;
  size_t nlabels;
  hcl_range type_range, def_range, open_range;
  bool one_line;
} vblock;

/* The slots a block feeds, each decoding its body. */
#define VMAX_USES 8
typedef struct vuses {
  const vnode **nodes;
  size_t n;
} vuses;

/* ---- The validator --------------------------------------------------------
 */

typedef enum vfkind {
  VF_READER,  /* a body read by a reader (JSON: the body's value) */
  VF_SKIP,    /* a subtree nobody reads */
  VF_CAPTURE, /* a subtree built into the scratch tree */
  /* JSON only */
  VF_BODY_ELEM,  /* an object in a body's array */
  VF_PROP,       /* a property of a body */
  VF_LEVEL,      /* a value at a label level of a block property */
  VF_LEVEL_ELEM, /* an object in a label level's array */
  VF_LPROP,      /* a property at a label level: a label and the rest */
  VF_LEAF_ARRAY  /* an array of block bodies */
} vfkind;

/* What a JSON property's value is for its reader. */
typedef enum vprole { VP_NONE, VP_ATTR, VP_BLOCK } vprole;

typedef struct vunpack vunpack;

typedef struct vframe {
  vfkind kind;
  hcl_expr_kind jkind; /* JSON: the node's kind */
  size_t children;     /* JSON: child nodes begun so far */
  size_t depth;        /* VF_SKIP, VF_CAPTURE: levels open inside */
  vreader *r;
  vunpack *u;
  size_t level;
  size_t name_off, name_len; /* VF_PROP, VF_LPROP: the name, in v->names */
  hcl_range name_range;
  const vname *vn;
  vprole role;
  hcl_arena_mark mark;
  /* VF_CAPTURE */
  bool capture_attr; /* an attribute's value, else a block's body */
  vuses uses;
  vreader *owner; /* the reader the attribute or block belongs to */
} vframe;

struct hcl_validator {
  const hcl_alloc *alloc;
  const hcl_spec *spec;     /* or */
  const hcl_schema *schema; /* one of the two */
  const hcl_eval_ctx *ctx;
  vplan *plan;
  hcl_diags *ds;
  /* the file */
  bool started, ended, json;
  bool dead;         /* a parse error: no more checks */
  bool complete;     /* the file's body was read to its end */
  hcl_status failed; /* out of memory: sticky */
  hcl_arena frames;  /* readers and their arrays, in stack order */
  hcl_arena slots;   /* readers' slots, in the order of the readers */
  hcl_vec stack;     /* vframe */
  vresult result;    /* the file body's */
  bool keep_value;   /* hcl_validate_options.keep_value */
  bool keep_json;    /* hcl_validate_options.keep_json */
  bool json_nulls;   /* hcl_validate_options.json_nulls */
  /* A run of a cut file (validate_split.c), whose caller checks across
     all runs the top level's block_map label paths and what it
     requires: this validator keeps no label paths there, and reports no
     required attribute or block missing there. */
  bool cut_run;
  hcl_value *value;  /* a valid file's value, with keep_value */
  hcl_buf json_text; /* a valid file's JSON, with keep_json */
  bool has_json;
  hcl_buf fragment; /* a frozen block's JSON, being written */
  hcl_buf names;    /* JSON: property names and labels of open frames */
  /* native: the attribute being read */
  bool attr_active;
  vreader *attr_reader;
  const vname *attr_vn;
  hcl_buf attr_name;
  hcl_range attr_name_range;
  /* dynamic blocks: the whole file goes to `scratch`, checked at its end */
  bool whole_file;
  /* scratch */
  hcl_tree *scratch;
  hcl_sink scratch_sink;
  hcl_diags *eval_ds;
  hcl_buf b1, b2, b3;
  size_t names_used; /* bytes of the readers' name sets in memory */
};

/* validate_body.c: readers */
vreader *hcl_vreader_new(hcl_validator *v, vrkind kind, const vbody *plan,
                         const vnode *node, vreader *parent, bool json);
void hcl_vreader_free(hcl_validator *v, vreader *r);
/* Native: an attribute begins; whether its expression is evaluated. */
bool hcl_vreader_attr_begin(hcl_validator *v, vreader *r, hcl_str name,
                            const hcl_range *name_range, const hcl_range *range,
                            const vname **vn);
/* An attribute's expression, evaluated for each slot reading it. */
void hcl_vreader_attr(hcl_validator *v, vreader *r, const vname *vn,
                      hcl_str name, const hcl_range *name_range,
                      const hcl_expr *e);
/* A block begins: the checks on it and the slots that decode its body. */
void hcl_vreader_block(hcl_validator *v, vreader *r, const vblock *b,
                       vuses *uses);
/* The body ended: its diagnostics in order, its value and source range. */
void hcl_vreader_finish(hcl_validator *v, vreader *r, vresult *out);
/* A body's result handed to the slot (of node `n` in reader `r`). */
void hcl_vreader_deliver(hcl_validator *v, vreader *r, const vnode *n,
                         vresult *res);
void hcl_vresult_clear(hcl_validator *v, vresult *res);
/* JSON: what a body property is (see body_json.c's partial). */
vprole hcl_vreader_json_prop(hcl_validator *v, vreader *r, hcl_str name,
                             const hcl_range *name_range, const vname **vn);
/* JSON: the property taken as attribute `vn` (VR_ATTRS: the last one
   taken) ended; `whole` is its name and value. */
void hcl_vreader_json_attr_range(vreader *r, const vname *vn,
                                 const hcl_range *whole);
/* Whether the attribute `vn` (VR_ATTRS: any) is evaluated. */
bool hcl_vreader_evaluates(const vreader *r, const vname *vn);
/* Out of memory: stop the stream. */
void hcl_validator_nomem(hcl_validator *v);

/* validate_buffered.c: a block body with several readers, from its tree */
void hcl_vbuffered_decode(hcl_validator *v, const vnode *n,
                          const hcl_body *body, vresult *out);

/* validate_json.c */
hcl_status hcl_vjson_event(hcl_validator *v, const hcl_event *ev);

/* Clears what an open label level holds (when a file is abandoned). */
void hcl_vunpack_level_clear(hcl_validator *v, vunpack *u, size_t level);

/* validate.c: the stack */
vframe *hcl_vframe_push(hcl_validator *v, vfkind kind);
vframe *hcl_vframe_top(hcl_validator *v);
void hcl_vframe_pop(hcl_validator *v);
/* The frame for a block's body: a reader's, a skip, or a capture (for
   several slots); NULL when out of memory. */
vframe *hcl_vblock_frame(hcl_validator *v, vreader *r, const vblock *b,
                         bool json);
/* The file's body ended: its result is kept for the end of the stream. */
void hcl_vroot_finish(hcl_validator *v, vreader *r);
/* Starts building a subtree into the scratch tree (reset first). */
void hcl_vcapture_begin(hcl_validator *v);
/* One event for the scratch tree; returns the validator's status. */
hcl_status hcl_vcapture_event(hcl_validator *v, const hcl_event *ev);
/* A captured block body: each of the frame's slots decodes it. */
void hcl_vcapture_blocks(hcl_validator *v, vframe *f, const hcl_body *body);

#endif
