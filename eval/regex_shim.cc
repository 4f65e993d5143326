// The RE2 side of regex_shim.h. Exceptions stop here: out of memory comes
// back to C as NULL.

#include "eval/regex_shim.h"

#include <map>
#include <new>
#include <string>
#include <vector>

#include <re2/re2.h>

struct hcl_re {
  RE2 *re = nullptr;
  std::vector<std::string> names; // [i] for group i + 1; "" when unnamed
  std::vector<re2::StringPiece> subs;
};

extern "C" hcl_re *hcl_re_new(const char *pattern, size_t len) {
  hcl_re *r = nullptr;
  try {
    r = new hcl_re;
    RE2::Options opts;
    opts.set_log_errors(false);
    // Go lets a pattern compile to 128 MiB of instructions.
    opts.set_max_mem(int64_t(1) << 30);
    r->re = new RE2(re2::StringPiece(pattern, len), opts);
    if (r->re->ok()) {
      int n = r->re->NumberOfCapturingGroups();
      r->names.resize(size_t(n));
      for (const auto &kv : r->re->CapturingGroupNames())
        r->names[size_t(kv.first - 1)] = kv.second;
      r->subs.resize(size_t(n) + 1);
    }
    return r;
  } catch (...) {
    if (r)
      delete r->re;
    delete r;
    return nullptr;
  }
}

extern "C" void hcl_re_free(hcl_re *re) {
  if (!re)
    return;
  delete re->re;
  delete re;
}

extern "C" hcl_re_error hcl_re_error_of(const hcl_re *re, const char **arg,
                                        size_t *arg_len) {
  const std::string &a = re->re->error_arg();
  *arg = a.data();
  *arg_len = a.size();
  return hcl_re_error(re->re->error_code());
}

extern "C" size_t hcl_re_groups(const hcl_re *re) { return re->names.size(); }

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
  int n = int(r->subs.size());
  if (!r->re->Match(text, pos, len, RE2::UNANCHORED, r->subs.data(), n))
    return false;
  for (int i = 0; i < n; i++) {
    const re2::StringPiece &m = r->subs[size_t(i)];
    spans[2 * i] = m.data() ? long(m.data() - s) : -1;
    spans[2 * i + 1] = m.data() ? long(m.data() - s + long(m.size())) : -1;
  }
  return true;
}
