/*
 * Makes a badly laid out copy of a native-syntax file for the fmt corpus:
 * the same tokens, with the blanks between them changed at random (wider,
 * narrower, tabs), lines re-indented, spaces added where there were none
 * and before line ends. Template and heredoc text is never touched, so
 * the copy means the same as the original.
 *   usage: perturb SEED FILE > OUT
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hcl/hcl.h"

static unsigned long long state;

static unsigned rnd(unsigned n) {
  state = state * 6364136223846793005ULL + 1442695040888963407ULL;
  return (unsigned)((state >> 33) % n);
}

static int prev_kind = HCL_TOKEN_NEWLINE;
static int prev_ends_line = 1;

static int textual(int k) {
  return k == HCL_TOKEN_QUOTED_LIT || k == HCL_TOKEN_STRING_LIT ||
         k == HCL_TOKEN_OQUOTE || k == HCL_TOKEN_CQUOTE ||
         k == HCL_TOKEN_OHEREDOC || k == HCL_TOKEN_CHEREDOC ||
         k == HCL_TOKEN_TEMPLATE_INTERP || k == HCL_TOKEN_TEMPLATE_CONTROL ||
         k == HCL_TOKEN_TEMPLATE_SEQ_END || k == HCL_TOKEN_EOF;
}

static void blanks(void) {
  static const char *const choices[] = {" ", "  ", "\t", "    ", " \t "};
  fputs(choices[rnd(5)], stdout);
}

static hcl_status on_event(void *ctx, const hcl_event *ev) {
  (void)ctx;
  if (ev->kind != HCL_EV_TOKEN)
    return HCL_OK;
  int k = (int)ev->as.token.kind;
  hcl_str sp = ev->as.token.space, tx = ev->as.token.text;
  if (sp.len > 0) {
    if (rnd(3) == 0)
      fwrite(sp.ptr, 1, sp.len, stdout);
    else
      blanks();
  } else if (prev_ends_line && k != HCL_TOKEN_NEWLINE && k != HCL_TOKEN_EOF &&
             rnd(2) == 0) {
    blanks(); /* indentation */
  } else if (!prev_ends_line && !textual(k) && !textual(prev_kind) &&
             k != HCL_TOKEN_COMMENT && prev_kind != HCL_TOKEN_COMMENT &&
             rnd(4) == 0) {
    blanks();
  }
  fwrite(tx.ptr, 1, tx.len, stdout);
  prev_kind = k;
  prev_ends_line =
      k == HCL_TOKEN_NEWLINE ||
      (k == HCL_TOKEN_COMMENT && tx.len && tx.ptr[tx.len - 1] == '\n');
  return HCL_OK;
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: perturb SEED FILE\n");
    return 2;
  }
  state = strtoull(argv[1], NULL, 10) + 1;
  hcl_sink s;
  memset(&s, 0, sizeof s);
  s.event = on_event;
  s.wants = HCL_SINK_WANTS_TOKENS;
  return hcl_native_parse_file(argv[2], s, NULL) == HCL_OK ? 0 : 1;
}
