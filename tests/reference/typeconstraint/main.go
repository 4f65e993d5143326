// Command typeconstraint produces the reference expectations for type
// constraints (tests/eval/typeconstraint/results.tsv): what ext/typeexpr
// reads from a type expression, what cty's convert.Convert makes of a value
// and a constraint with optional attributes, and what Defaults.Apply fills
// in. It reads cases.txt beside this file; each line is one of
//
//	type TYPE            TypeConstraintWithDefaults (TYPE in the native syntax)
//	exact TYPE           TypeConstraint, which allows no defaults
//	convert VALUE => TYPE
//	defaults VALUE => TYPE   Apply the defaults, then convert
//
// VALUE is a native expression evaluated with tomap, toset and tolist.
// Each output line has tab-separated columns, the first three being the
// kind, the line number and the case text; backslashes, tabs and newlines
// in columns are written \\, \t and \n:
//
//	type/exact  STATUS TYPESTRING TYPEJSON DIAGS
//	convert     ok VALUEJSON   | error MESSAGE PATH
//	defaults    ok APPLIEDJSON CONVERTEDJSON | error APPLIEDJSON MESSAGE
//
// STATUS is ok or error (diagnostics with errors); DIAGS is a JSON array
// of {"summary","detail","subject","context"} with ranges written
// "LINE:COL-LINE:COL" ("" when absent). Values are cty's JSON with their
// type ({"value":...,"type":...}). It is not part of the build;
// regenerate.sh runs it.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/ext/typeexpr"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"
	"github.com/zclconf/go-cty/cty/function"
	"github.com/zclconf/go-cty/cty/function/stdlib"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

var ctx = &hcl.EvalContext{Functions: map[string]function.Function{
	"tomap":  stdlib.MakeToFunc(cty.Map(cty.DynamicPseudoType)),
	"toset":  stdlib.MakeToFunc(cty.Set(cty.DynamicPseudoType)),
	"tolist": stdlib.MakeToFunc(cty.List(cty.DynamicPseudoType)),
}}

func esc(s string) string {
	return strings.NewReplacer("\\", "\\\\", "\t", "\\t", "\n", "\\n").Replace(s)
}

func rng(r *hcl.Range) string {
	if r == nil {
		return ""
	}
	return fmt.Sprintf("%d:%d-%d:%d", r.Start.Line, r.Start.Column, r.End.Line, r.End.Column)
}

func diagsJSON(ds hcl.Diagnostics) string {
	type d struct {
		Summary string `json:"summary"`
		Detail  string `json:"detail"`
		Subject string `json:"subject"`
		Context string `json:"context"`
	}
	out := []d{}
	for _, x := range ds {
		out = append(out, d{x.Summary, x.Detail, rng(x.Subject), rng(x.Context)})
	}
	b, _ := json.Marshal(out)
	return string(b)
}

func valJSON(v cty.Value) string {
	b, err := ctyjson.Marshal(v, cty.DynamicPseudoType)
	if err != nil {
		panic(err)
	}
	return string(b)
}

func parse(src, name string) hcl.Expression {
	e, d := hclsyntax.ParseExpression([]byte(src), name, hcl.InitialPos)
	if d.HasErrors() {
		panic(src + ": " + d.Error())
	}
	return e
}

func value(src string) cty.Value {
	v, d := parse(src, "v").Value(ctx)
	if d.HasErrors() {
		panic(src + ": " + d.Error())
	}
	return v
}

func pathString(err error) string {
	pe, ok := err.(cty.PathError)
	if !ok {
		return ""
	}
	var b strings.Builder
	for _, s := range pe.Path {
		switch s := s.(type) {
		case cty.GetAttrStep:
			if hclsyntax.ValidIdentifier(s.Name) {
				b.WriteString("." + s.Name)
			} else {
				fmt.Fprintf(&b, "[%q]", s.Name)
			}
		case cty.IndexStep:
			if s.Key.Type() == cty.Number {
				i, _ := s.Key.AsBigFloat().Int64()
				fmt.Fprintf(&b, "[%d]", i)
			} else {
				fmt.Fprintf(&b, "[%q]", s.Key.AsString())
			}
		}
	}
	return b.String()
}

func main() {
	here, out := os.Args[1], os.Args[2]
	f, err := os.Open(filepath.Join(here, "cases.txt"))
	if err != nil {
		panic(err)
	}
	defer f.Close()
	w, err := os.Create(filepath.Join(out, "results.tsv"))
	if err != nil {
		panic(err)
	}
	defer w.Close()
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		kind, rest, _ := strings.Cut(line, " ")
		cols := []string{kind, fmt.Sprint(n), rest}
		switch kind {
		case "type", "exact":
			var ty cty.Type
			var diags hcl.Diagnostics
			if kind == "type" {
				ty, _, diags = typeexpr.TypeConstraintWithDefaults(parse(rest, "t"))
			} else {
				ty, diags = typeexpr.TypeConstraint(parse(rest, "t"))
			}
			status := "ok"
			if diags.HasErrors() {
				status = "error"
			}
			tj, err := ctyjson.MarshalType(ty)
			if err != nil {
				panic(err)
			}
			cols = append(cols, status, typeexpr.TypeString(ty), string(tj), diagsJSON(diags))
		case "convert", "defaults":
			vsrc, tsrc, ok := strings.Cut(rest, " => ")
			if !ok {
				panic(line)
			}
			ty, defs, diags := typeexpr.TypeConstraintWithDefaults(parse(tsrc, "t"))
			if diags.HasErrors() {
				panic(line + ": " + diags.Error())
			}
			v := value(vsrc)
			if kind == "defaults" {
				if defs != nil {
					v = defs.Apply(v)
				}
				applied := valJSON(v)
				got, err := convert.Convert(v, ty)
				if err != nil {
					cols = append(cols, "error", applied, err.Error())
				} else {
					cols = append(cols, "ok", applied, valJSON(got))
				}
				break
			}
			got, err := convert.Convert(v, ty)
			if err != nil {
				cols = append(cols, "error", err.Error(), pathString(err))
			} else {
				cols = append(cols, "ok", valJSON(got))
			}
		default:
			panic("unknown kind " + kind)
		}
		for i := range cols {
			cols[i] = esc(cols[i])
		}
		fmt.Fprintln(w, strings.Join(cols, "\t"))
	}
}
