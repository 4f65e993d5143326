// Command userfunc is the oracle for `hcl eval --functions`: it reads the
// `function` blocks of a file with the reference's ext/userfunc, then
// evaluates one expression in a context holding those functions and the
// functions the reference hcldec offers, and prints what `hcl eval --json
// --diags=json` prints: the value as {"value":...,"type":...} on stdout,
// the diagnostics as hcldec's JSON on stderr (diags_json.go, taken from
// the reference's cmd/hcldec by build.sh), exit status 1 after errors.
//
//	userfunc FUNCTIONS_FILE EXPRESSION
//
// It is not part of the build.
package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/ext/userfunc"
	"github.com/hashicorp/hcl/v2/hclparse"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
	"github.com/zclconf/go-cty/cty/function/stdlib"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

var library = map[string]function.Function{
	"abs":        stdlib.AbsoluteFunc,
	"coalesce":   stdlib.CoalesceFunc,
	"concat":     stdlib.ConcatFunc,
	"hasindex":   stdlib.HasIndexFunc,
	"int":        stdlib.IntFunc,
	"jsondecode": stdlib.JSONDecodeFunc,
	"jsonencode": stdlib.JSONEncodeFunc,
	"length":     stdlib.LengthFunc,
	"lower":      stdlib.LowerFunc,
	"max":        stdlib.MaxFunc,
	"min":        stdlib.MinFunc,
	"reverse":    stdlib.ReverseFunc,
	"strlen":     stdlib.StrlenFunc,
	"substr":     stdlib.SubstrFunc,
	"upper":      stdlib.UpperFunc,
}

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: userfunc FUNCTIONS_FILE EXPRESSION")
		os.Exit(2)
	}
	path, src := os.Args[1], os.Args[2]
	var diags hcl.Diagnostics
	parser := hclparse.NewParser()
	var file *hcl.File
	var fileDiags hcl.Diagnostics
	if strings.HasSuffix(path, ".json") {
		file, fileDiags = parser.ParseJSONFile(path)
	} else {
		file, fileDiags = parser.ParseHCLFile(path)
	}
	diags = append(diags, fileDiags...)
	if fileDiags.HasErrors() {
		finish(cty.NilVal, diags)
	}

	ctx := &hcl.EvalContext{Functions: map[string]function.Function{}}
	for name, f := range library {
		ctx.Functions[name] = f
	}
	funcs, remain, funcDiags := userfunc.DecodeUserFunctions(file.Body, "function", func() *hcl.EvalContext { return ctx })
	diags = append(diags, funcDiags...)
	for name, f := range funcs {
		ctx.Functions[name] = f
	}
	if remain != nil {
		_, restDiags := remain.Content(&hcl.BodySchema{})
		diags = append(diags, restDiags...)
	}
	if diags.HasErrors() {
		finish(cty.NilVal, diags)
	}

	expr, exprDiags := hclsyntax.ParseExpression([]byte(src), "<expression>", hcl.Pos{Line: 1, Column: 1})
	diags = append(diags, exprDiags...)
	if exprDiags.HasErrors() {
		finish(cty.NilVal, diags)
	}
	val, valDiags := expr.Value(ctx)
	diags = append(diags, valDiags...)
	finish(val, diags)
}

func finish(val cty.Value, diags hcl.Diagnostics) {
	status := 0
	if diags.HasErrors() {
		status = 1
	} else if val != cty.NilVal {
		out, err := ctyjson.Marshal(val, cty.DynamicPseudoType)
		if err != nil {
			fmt.Fprintf(os.Stderr, "Error: %s\n\n", err)
			os.Exit(1)
		}
		fmt.Println(string(out))
	}
	if len(diags) > 0 {
		wr := &jsonDiagWriter{w: os.Stderr}
		wr.WriteDiagnostics(diags)
		wr.Flush()
	}
	os.Exit(status)
}

