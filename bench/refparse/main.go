// Command refparse parses HCL files with the reference Go implementation
// (github.com/hashicorp/hcl/v2) and reports whether they parse cleanly.
//
// Usage: refparse [--json] FILE...
//
// Parse only: native files go through hclsyntax.ParseConfig, --json files
// through hcl/v2/json.Parse. Nothing is decoded or evaluated. Prints nothing
// and exits 0 when every file parses with zero error diagnostics; otherwise
// prints the diagnostics count (and the first few diagnostics) and exits 1.
package main

import (
	"fmt"
	"os"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	hcljson "github.com/hashicorp/hcl/v2/json"
)

func main() {
	args := os.Args[1:]
	useJSON := false
	if len(args) > 0 && args[0] == "--json" {
		useJSON = true
		args = args[1:]
	}
	if len(args) == 0 {
		fmt.Fprintln(os.Stderr, "usage: refparse [--json] FILE...")
		os.Exit(2)
	}
	failed := false
	for _, name := range args {
		src, err := os.ReadFile(name)
		if err != nil {
			fmt.Fprintf(os.Stderr, "refparse: %v\n", err)
			failed = true
			continue
		}
		var diags hcl.Diagnostics
		if useJSON {
			_, diags = hcljson.Parse(src, name)
		} else {
			_, diags = hclsyntax.ParseConfig(src, name, hcl.Pos{Line: 1, Column: 1, Byte: 0})
		}
		if diags.HasErrors() {
			failed = true
			nerr := 0
			for _, d := range diags {
				if d.Severity == hcl.DiagError {
					nerr++
				}
			}
			fmt.Fprintf(os.Stderr, "%s: %d diagnostics (%d errors)\n", name, len(diags), nerr)
			for i, d := range diags {
				if i >= 10 {
					fmt.Fprintf(os.Stderr, "  ... %d more\n", len(diags)-i)
					break
				}
				fmt.Fprintf(os.Stderr, "  %s\n", d.Error())
			}
		}
	}
	if failed {
		os.Exit(1)
	}
}
