// Prints, for every code point from U+0080 up, whether the reference
// parser takes it as the first character of a name ("start") and as a
// later one ("continue"): one line each, "start HEX" or "continue HEX".
// Run by scripts/gen_ident_tables.sh; see there.
package main

import (
	"bufio"
	"fmt"
	"os"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

func parses(src string) bool {
	_, diags := hclsyntax.ParseConfig([]byte(src), "x.hcl", hcl.Pos{Line: 1, Column: 1})
	return !diags.HasErrors()
}

func main() {
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for cp := rune(0x80); cp <= 0x10FFFF; cp++ {
		if cp >= 0xD800 && cp <= 0xDFFF {
			continue // surrogates are no characters
		}
		s := string(cp)
		if parses(s + " = 1\n") {
			fmt.Fprintf(out, "start %X\n", cp)
		}
		if parses("a" + s + " = 1\n") {
			fmt.Fprintf(out, "continue %X\n", cp)
		}
	}
}
