// The RE2 side of regex_shim.h. Exceptions stop here: out of memory comes
// back to C as NULL.

#include "eval/regex_shim.h"

#include <map>
#include <new>
#include <string>

#include <re2/re2.h>

// Plain arrays, not std::vector: a vector's out-of-line members would be
// instantiated here and exported from the shared library.
struct hcl_re {
  RE2 *re = nullptr;
  size_t groups = 0;
  std::string *names = nullptr;     // [i] for group i + 1; "" when unnamed
  re2::StringPiece *subs = nullptr; // groups + 1
};

static void destroy(hcl_re *r) {
  delete r->re;
  delete[] r->names;
  delete[] r->subs;
  delete r;
}

extern "C" hcl_re *hcl_re_new(const char *pattern, size_t len) {
  hcl_re *r = nullptr;
  try {
    r = new hcl_re;
    RE2::Options opts;
    opts.set_log_errors(false);
    // RE2's default 8 MiB refuses programs Go compiles (Go stops at 128
    // MiB of instructions); the memory is taken only as a pattern needs it.
    opts.set_max_mem(int64_t(256) << 20);
    r->re = new RE2(re2::StringPiece(pattern, len), opts);
    if (r->re->ok()) {
      r->groups = size_t(r->re->NumberOfCapturingGroups());
      r->names = new std::string[r->groups ? r->groups : 1];
      for (const auto &kv : r->re->CapturingGroupNames())
        r->names[size_t(kv.first - 1)] = kv.second;
      r->subs = new re2::StringPiece[r->groups + 1];
    }
    return r;
  } catch (...) {
    if (r)
      destroy(r);
    return nullptr;
  }
}

extern "C" void hcl_re_free(hcl_re *re) {
  if (re)
    destroy(re);
}

extern "C" hcl_re_error hcl_re_error_of(const hcl_re *re, const char **arg,
                                        size_t *arg_len) {
  const std::string &a = re->re->error_arg();
  *arg = a.data();
  *arg_len = a.size();
  return hcl_re_error(re->re->error_code());
}

extern "C" size_t hcl_re_groups(const hcl_re *re) { return re->groups; }

extern "C" const char *hcl_re_group_name(const hcl_re *re, size_t i,
                                         size_t *len) {
  const std::string &n = re->names[i - 1];
  *len = n.size();
  return n.empty() ? nullptr : n.data();
}

extern "C" bool hcl_re_match(hcl_re *r, const char *s, size_t len, size_t pos,
                             long *spans) {
  if (!s)
    s = "";
  re2::StringPiece text(s, len);
  int n = int(r->groups + 1);
  if (!r->re->Match(text, pos, len, RE2::UNANCHORED, r->subs, n))
    return false;
  for (int i = 0; i < n; i++) {
    const re2::StringPiece &m = r->subs[size_t(i)];
    spans[2 * i] = m.data() ? long(m.data() - s) : -1;
    spans[2 * i + 1] = m.data() ? long(m.data() - s + long(m.size())) : -1;
  }
  return true;
}
