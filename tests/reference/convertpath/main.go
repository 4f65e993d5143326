// Prints, for each case below, what the reference's convert.Convert says
// when it fails: the message and the path of the failure, its steps
// written `[0]`, `["key"]` and `.name` (a name that is no identifier as
// `["name"]`). A value is a native expression, converted first to the
// `via` type when one is given (to make maps and sets); the rows are those
// of type_api_test.c's cases_path table.
//
//	usage: go run main.go
package main

import (
	"fmt"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/ext/typeexpr"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"
)

var cases = [][3]string{
	{`[1, "x", "y"]`, "", "list(number)"},
	{`{a = {b = ["1", "z"]}}`, "", "object({a=object({b=list(number)})})"},
	{`{"k 1" = "v", k2 = "w"}`, "", "map(number)"},
	{`{"k 1" = "v", k2 = "w"}`, "map(string)", "map(number)"},
	{`{"k 1" = "v", k2 = "w"}`, "map(string)", "object({k2=number})"},
	{`{k1 = "v", k2 = "1"}`, "map(string)", "object({k1=bool,k2=number})"},
	{`["a", "b"]`, "set(string)", "set(number)"},
	{`["a", "b"]`, "set(string)", "list(number)"},
	{`[["1"], ["2", "x"]]`, "", "tuple([list(number), list(number)])"},
	{`[{p = {q = "1"}}, {p = {q = "no"}}]`, "", "list(object({p=map(number)}))"},
	{`{x = [{y = "t"}, {y = "maybe"}]}`, "", "object({x=set(object({y=bool}))})"},
	{`"x"`, "", "number"},
	{`[1, 2]`, "", "list(string)"},
	{`{a = 1}`, "", "object({a=number,b=string})"},
}

func step(s cty.PathStep) string {
	switch s := s.(type) {
	case cty.GetAttrStep:
		if hclsyntax.ValidIdentifier(s.Name) {
			return "." + s.Name
		}
		return fmt.Sprintf("[%q]", s.Name)
	case cty.IndexStep:
		if s.Key.Type() == cty.Number {
			i, _ := s.Key.AsBigFloat().Int64()
			return fmt.Sprintf("[%d]", i)
		}
		return fmt.Sprintf("[%q]", s.Key.AsString())
	}
	return "?"
}

func typ(src string) cty.Type {
	e, d := hclsyntax.ParseExpression([]byte(src), "t", hcl.InitialPos)
	if d.HasErrors() {
		panic(d.Error())
	}
	t, d := typeexpr.TypeConstraint(e)
	if d.HasErrors() {
		panic(d.Error())
	}
	return t
}

func main() {
	for _, c := range cases {
		e, d := hclsyntax.ParseExpression([]byte(c[0]), "v", hcl.InitialPos)
		if d.HasErrors() {
			panic(d.Error())
		}
		v, d := e.Value(nil)
		if d.HasErrors() {
			panic(d.Error())
		}
		var err error
		if c[1] != "" {
			if v, err = convert.Convert(v, typ(c[1])); err != nil {
				panic(err)
			}
		}
		_, err = convert.Convert(v, typ(c[2]))
		msg, path := "", ""
		if err != nil {
			msg = err.Error()
			if pe, ok := err.(cty.PathError); ok {
				var b strings.Builder
				for _, s := range pe.Path {
					b.WriteString(step(s))
				}
				path = b.String()
			}
		}
		fmt.Printf("    {%q, %q, %q,\n     %q, %q},\n", c[0], c[1], c[2], msg, path)
	}
}
