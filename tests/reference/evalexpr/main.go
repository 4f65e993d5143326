// Command evalexpr evaluates expressions with the reference implementation
// and prints what it finds, as expectations for tests/eval/expressions.
//
//	evalexpr VARS.hcl FILE.cases...
//
// Each line of a .cases file is one expression; in files named json_*, a
// JSON value, read as the value of a property "v" of a JSON file. Lines
// starting with "#" and blank lines are skipped; the character U+23CE
// stands for a newline, for heredocs. For each, one JSON line goes to
// FILE.expected: the expression, its value written as "TYPE VALUE" (see
// dump below; empty when parsing failed) and its diagnostics. Variables
// are the attributes of VARS.hcl plus the unknown and null values added in
// specials(); functions are those the reference hcldec tool offers.
// It is not part of the build.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io/ioutil"
	"os"
	"path/filepath"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	hcljson "github.com/hashicorp/hcl/v2/json"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
	"github.com/zclconf/go-cty/cty/function/stdlib"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

var functions = map[string]function.Function{
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

// Values no literal can write; the C test defines the same.
func specials() map[string]cty.Value {
	return map[string]cty.Value{
		"unknown_string": cty.UnknownVal(cty.String),
		"unknown_number": cty.UnknownVal(cty.Number),
		"unknown_bool":   cty.UnknownVal(cty.Bool),
		"unknown_any":    cty.DynamicVal,
		"unknown_list":   cty.UnknownVal(cty.List(cty.String)),
		"unknown_map":    cty.UnknownVal(cty.Map(cty.Number)),
		"unknown_object": cty.UnknownVal(cty.Object(map[string]cty.Type{"a": cty.String})),
		"partly_known":   cty.TupleVal([]cty.Value{cty.NumberIntVal(1), cty.UnknownVal(cty.String)}),
		"null_string":    cty.NullVal(cty.String),
		"null_number":    cty.NullVal(cty.Number),
		"null_list":      cty.NullVal(cty.List(cty.String)),
		"null_any":       cty.NullVal(cty.DynamicPseudoType),
		"string_list":    cty.ListVal([]cty.Value{cty.StringVal("a"), cty.StringVal("b"), cty.StringVal("c")}),
		"number_set":     cty.SetVal([]cty.Value{cty.NumberIntVal(3), cty.NumberIntVal(1), cty.NumberIntVal(2)}),
		"string_set":     cty.SetVal([]cty.Value{cty.StringVal("b"), cty.StringVal("a")}),
		"number_map":     cty.MapVal(map[string]cty.Value{"one": cty.NumberIntVal(1), "two": cty.NumberIntVal(2)}),
		"list_of_maps": cty.ListVal([]cty.Value{
			cty.MapVal(map[string]cty.Value{"k": cty.StringVal("v1")}),
			cty.MapVal(map[string]cty.Value{"k": cty.StringVal("v2")}),
		}),
	}
}

func typeJSON(t cty.Type) string {
	b, err := ctyjson.MarshalType(t)
	if err != nil {
		return "?"
	}
	return string(b)
}

func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// dump writes a value with its unknown and null parts visible.
func dump(v cty.Value) string {
	switch {
	case !v.IsKnown():
		return "unknown(" + typeJSON(v.Type()) + ")"
	case v.IsNull():
		return "null(" + typeJSON(v.Type()) + ")"
	}
	t := v.Type()
	switch {
	case t == cty.String:
		return quote(v.AsString())
	case t == cty.Number:
		return v.AsBigFloat().Text('f', -1)
	case t == cty.Bool:
		if v.True() {
			return "true"
		}
		return "false"
	case t.IsListType(), t.IsSetType(), t.IsTupleType():
		kind := "list"
		if t.IsSetType() {
			kind = "set"
		} else if t.IsTupleType() {
			kind = "tuple"
		}
		parts := []string{}
		for it := v.ElementIterator(); it.Next(); {
			_, e := it.Element()
			parts = append(parts, dump(e))
		}
		return kind + "[" + strings.Join(parts, ", ") + "]"
	case t.IsMapType(), t.IsObjectType():
		kind := "map"
		if t.IsObjectType() {
			kind = "object"
		}
		parts := []string{}
		for it := v.ElementIterator(); it.Next(); {
			k, e := it.Element()
			parts = append(parts, quote(k.AsString())+": "+dump(e))
		}
		return kind + "{" + strings.Join(parts, ", ") + "}"
	}
	return "capsule"
}

func pos(p hcl.Pos) string { return fmt.Sprintf("%d:%d:%d", p.Line, p.Column, p.Byte) }

func rng(r *hcl.Range) string {
	if r == nil {
		return ""
	}
	return pos(r.Start) + "-" + pos(r.End)
}

func diagLines(ds hcl.Diagnostics) []string {
	out := []string{}
	for _, d := range ds {
		sev := "error"
		if d.Severity == hcl.DiagWarning {
			sev = "warning"
		}
		out = append(out, strings.Join([]string{sev, d.Summary, d.Detail, rng(d.Subject), rng(d.Context)}, "|"))
	}
	return out
}

type result struct {
	Expr  string   `json:"expr"`
	Value string   `json:"value"`
	Diags []string `json:"diags"`
}

func loadVars(path string) map[string]cty.Value {
	src, err := ioutil.ReadFile(path)
	if err != nil {
		fail(err)
	}
	f, diags := hclsyntax.ParseConfig(src, path, hcl.InitialPos)
	if diags.HasErrors() {
		fail(diags)
	}
	attrs, diags := f.Body.JustAttributes()
	if diags.HasErrors() {
		fail(diags)
	}
	vars := specials()
	for name, a := range attrs {
		v, diags := a.Expr.Value(nil)
		if diags.HasErrors() {
			fail(diags)
		}
		vars[name] = v
	}
	return vars
}

// jsonExpr reads {"v": SRC} in the JSON syntax and returns v's expression.
func jsonExpr(src string) (hcl.Expression, hcl.Diagnostics) {
	f, diags := hcljson.Parse([]byte(`{"v": `+src+`}`), "<expr>")
	if diags.HasErrors() {
		return nil, diags
	}
	attrs, moreDiags := f.Body.JustAttributes()
	diags = append(diags, moreDiags...)
	if a, ok := attrs["v"]; ok {
		return a.Expr, diags
	}
	return nil, diags
}

func fail(err interface{}) {
	fmt.Fprintln(os.Stderr, err)
	os.Exit(1)
}

func main() {
	if len(os.Args) < 3 {
		fail("usage: evalexpr VARS.hcl FILE.cases...")
	}
	ctx := &hcl.EvalContext{Variables: loadVars(os.Args[1]), Functions: functions}
	for _, path := range os.Args[2:] {
		in, err := os.Open(path)
		if err != nil {
			fail(err)
		}
		var lines []string
		sc := bufio.NewScanner(in)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			line := sc.Text()
			if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
				continue
			}
			lines = append(lines, line)
		}
		in.Close()
		var out strings.Builder
		for _, line := range lines {
			r := result{Expr: line}
			src := strings.ReplaceAll(line, "\u23ce", "\n")
			var expr hcl.Expression
			var diags hcl.Diagnostics
			if strings.HasPrefix(filepath.Base(path), "json_") {
				// a JSON value, as the value of property "v"
				expr, diags = jsonExpr(src)
			} else {
				expr, diags = hclsyntax.ParseExpression([]byte(src), "<expr>", hcl.InitialPos)
			}
			if !diags.HasErrors() {
				v, evalDiags := expr.Value(ctx)
				diags = append(diags, evalDiags...)
				r.Value = typeJSON(v.Type()) + " " + dump(v)
			}
			r.Diags = diagLines(diags)
			b, _ := json.Marshal(r)
			out.Write(b)
			out.WriteByte('\n')
		}
		target := strings.TrimSuffix(path, ".cases") + ".expected"
		if err := ioutil.WriteFile(target, []byte(out.String()), 0o644); err != nil {
			fail(err)
		}
	}
}
