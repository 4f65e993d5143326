// Command functions produces the reference expectations for the function
// library and the JSON value encoding (tests/eval/functions). It reads case
// lists (see cases.txt and json_cases.txt beside this file), runs each case
// through go-cty and HCL, and writes one tab-separated line per case.
// It is not part of the build; regenerate.sh runs it.
//
// Values are written in a small JSON form both sides understand:
//
//	{"t":TYPE,"v":JSON}      a value cty's JSON encoding can hold
//	{"u":TYPE}               the unknown value of TYPE
//	{"t":"number","inf":1}   positive (or, with -1, negative) infinity
//	{"t":TYPE,"items":[...]} a list, set or tuple holding unknowns
//	{"t":TYPE,"attrs":{...}} a map or object holding unknowns
//
// where TYPE is cty's JSON type encoding. A failed call is
// {"error":TEXT,"arg":N} (N is -1 when no one argument is at fault), and a
// panic in the reference is {"panic":TEXT}.
package main

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/ext/tryfunc"
	"github.com/hashicorp/hcl/v2/ext/typeexpr"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
	"github.com/zclconf/go-cty/cty/function/stdlib"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

// library is the set of functions the C library provides, by the names it
// gives them.
var library = map[string]function.Function{
	"abs":                    stdlib.AbsoluteFunc,
	"can":                    tryfunc.CanFunc,
	"ceil":                   stdlib.CeilFunc,
	"chomp":                  stdlib.ChompFunc,
	"chunklist":              stdlib.ChunklistFunc,
	"coalesce":               stdlib.CoalesceFunc,
	"coalescelist":           stdlib.CoalesceListFunc,
	"compact":                stdlib.CompactFunc,
	"concat":                 stdlib.ConcatFunc,
	"contains":               stdlib.ContainsFunc,
	"convert":                typeexpr.ConvertFunc,
	"csvdecode":              stdlib.CSVDecodeFunc,
	"distinct":               stdlib.DistinctFunc,
	"element":                stdlib.ElementFunc,
	"flatten":                stdlib.FlattenFunc,
	"floor":                  stdlib.FloorFunc,
	"format":                 stdlib.FormatFunc,
	"formatdate":             stdlib.FormatDateFunc,
	"formatlist":             stdlib.FormatListFunc,
	"hasindex":               stdlib.HasIndexFunc,
	"indent":                 stdlib.IndentFunc,
	"index":                  stdlib.IndexFunc,
	"int":                    stdlib.IntFunc,
	"join":                   stdlib.JoinFunc,
	"jsondecode":             stdlib.JSONDecodeFunc,
	"jsonencode":             stdlib.JSONEncodeFunc,
	"keys":                   stdlib.KeysFunc,
	"length":                 stdlib.LengthFunc,
	"log":                    stdlib.LogFunc,
	"lookup":                 stdlib.LookupFunc,
	"lower":                  stdlib.LowerFunc,
	"max":                    stdlib.MaxFunc,
	"merge":                  stdlib.MergeFunc,
	"min":                    stdlib.MinFunc,
	"parseint":               stdlib.ParseIntFunc,
	"pow":                    stdlib.PowFunc,
	"range":                  stdlib.RangeFunc,
	"regex":                  stdlib.RegexFunc,
	"regex_replace":          stdlib.RegexReplaceFunc,
	"regexall":               stdlib.RegexAllFunc,
	"replace":                stdlib.ReplaceFunc,
	"reverse":                stdlib.ReverseFunc,
	"reverselist":            stdlib.ReverseListFunc,
	"sethaselement":          stdlib.SetHasElementFunc,
	"setintersection":        stdlib.SetIntersectionFunc,
	"setproduct":             stdlib.SetProductFunc,
	"setsubtract":            stdlib.SetSubtractFunc,
	"setsymmetricdifference": stdlib.SetSymmetricDifferenceFunc,
	"setunion":               stdlib.SetUnionFunc,
	"signum":                 stdlib.SignumFunc,
	"slice":                  stdlib.SliceFunc,
	"sort":                   stdlib.SortFunc,
	"split":                  stdlib.SplitFunc,
	"strlen":                 stdlib.StrlenFunc,
	"substr":                 stdlib.SubstrFunc,
	"timeadd":                stdlib.TimeAddFunc,
	"title":                  stdlib.TitleFunc,
	"tobool":                 stdlib.MakeToFunc(cty.Bool),
	"tolist":                 stdlib.MakeToFunc(cty.List(cty.DynamicPseudoType)),
	"tomap":                  stdlib.MakeToFunc(cty.Map(cty.DynamicPseudoType)),
	"tonumber":               stdlib.MakeToFunc(cty.Number),
	"toset":                  stdlib.MakeToFunc(cty.Set(cty.DynamicPseudoType)),
	"tostring":               stdlib.MakeToFunc(cty.String),
	"trim":                   stdlib.TrimFunc,
	"trimprefix":             stdlib.TrimPrefixFunc,
	"trimspace":              stdlib.TrimSpaceFunc,
	"trimsuffix":             stdlib.TrimSuffixFunc,
	"try":                    tryfunc.TryFunc,
	"upper":                  stdlib.UpperFunc,
	"values":                 stdlib.ValuesFunc,
	"zipmap":                 stdlib.ZipmapFunc,
}

// enabled lists the library functions whose cases are written; a case
// naming any other function is skipped. Empty means all of `library`.
var enabled = map[string]bool{}

// Helpers available only while building call arguments.
var unknownOf = function.New(&function.Spec{
	Params: []function.Parameter{{Name: "v", Type: cty.DynamicPseudoType,
		AllowNull: true, AllowUnknown: true, AllowDynamicType: true}},
	Type: func(args []cty.Value) (cty.Type, error) { return args[0].Type(), nil },
	Impl: func(args []cty.Value, t cty.Type) (cty.Value, error) {
		return cty.UnknownVal(t), nil
	},
})

var nullOf = function.New(&function.Spec{
	Params: []function.Parameter{{Name: "v", Type: cty.DynamicPseudoType,
		AllowNull: true, AllowUnknown: true, AllowDynamicType: true}},
	Type: func(args []cty.Value) (cty.Type, error) { return args[0].Type(), nil },
	Impl: func(args []cty.Value, t cty.Type) (cty.Value, error) {
		return cty.NullVal(t), nil
	},
})

// Variables of the expression cases; the C test defines the same ones from
// the "vars" line of the output.
func exprVars() map[string]cty.Value {
	return map[string]cty.Value{
		"dyn":   cty.DynamicVal,
		"us":    cty.UnknownVal(cty.String),
		"un":    cty.UnknownVal(cty.Number),
		"ub":    cty.UnknownVal(cty.Bool),
		"ul":    cty.UnknownVal(cty.List(cty.String)),
		"ut":    cty.UnknownVal(cty.Tuple([]cty.Type{cty.String, cty.Number})),
		"um":    cty.UnknownVal(cty.Map(cty.String)),
		"ns":    cty.NullVal(cty.String),
		"nn":    cty.NullVal(cty.Number),
		"nl":    cty.NullVal(cty.List(cty.String)),
		"inf":   cty.PositiveInfinity,
		"ninf":  cty.NegativeInfinity,
		"lst":   cty.ListVal([]cty.Value{cty.StringVal("a"), cty.StringVal("b")}),
		"nums":  cty.ListVal([]cty.Value{cty.NumberIntVal(1), cty.NumberIntVal(2)}),
		"st":    cty.SetVal([]cty.Value{cty.StringVal("b"), cty.StringVal("a")}),
		"mp":    cty.MapVal(map[string]cty.Value{"x": cty.NumberIntVal(1), "y": cty.NumberIntVal(2)}),
		"obj":   cty.ObjectVal(map[string]cty.Value{"name": cty.StringVal("n"), "n": cty.NumberIntVal(3)}),
		"pl":    cty.ListVal([]cty.Value{cty.StringVal("a"), cty.UnknownVal(cty.String)}),
		"pset":  cty.SetVal([]cty.Value{cty.StringVal("a"), cty.UnknownVal(cty.String)}),
		"lnull": cty.ListVal([]cty.Value{cty.StringVal("a"), cty.NullVal(cty.String)}),
	}
}

func makerContext() *hcl.EvalContext {
	funcs := map[string]function.Function{}
	for k, f := range library {
		funcs[k] = f
	}
	funcs["unknown"] = unknownOf
	funcs["nullof"] = nullOf
	vars := exprVars()
	return &hcl.EvalContext{Variables: vars, Functions: funcs}
}

func libraryContext() *hcl.EvalContext {
	funcs := map[string]function.Function{}
	for k, f := range library {
		if len(enabled) == 0 || enabled[k] {
			funcs[k] = f
		}
	}
	return &hcl.EvalContext{Variables: exprVars(), Functions: funcs}
}

// ---- Output encodings ---------------------------------------------------

func quote(s string) string {
	b, err := json.Marshal(s)
	if err != nil {
		panic(err)
	}
	return string(b)
}

func typeJSON(t cty.Type) string {
	b, err := ctyjson.MarshalType(t)
	if err != nil {
		panic(err)
	}
	return string(b)
}

func isInf(v cty.Value) bool {
	return v.Type() == cty.Number && v.IsKnown() && !v.IsNull() &&
		v.AsBigFloat().IsInf()
}

// nesting is how deep tuples and objects nest in t.
func nesting(t cty.Type) int {
	n := 0
	for {
		switch {
		case t.IsTupleType() && t.Length() > 0:
			t = t.TupleElementType(0)
		case t.IsObjectType() && len(t.AttributeTypes()) > 0:
			for _, at := range t.AttributeTypes() {
				t = at
			}
		default:
			return n
		}
		n++
	}
}

func enc(v cty.Value) string {
	if _, err := ctyjson.MarshalType(v.Type()); err != nil {
		// Too deep for encoding/json; give the shape only.
		return `{"nested":` + strconv.Itoa(nesting(v.Type())) + `}`
	}
	ty := typeJSON(v.Type())
	if !v.IsKnown() {
		return `{"u":` + ty + `}`
	}
	if v.IsNull() {
		return `{"t":` + ty + `,"v":null}`
	}
	if v.IsWhollyKnown() {
		if b, err := ctyjson.Marshal(v, v.Type()); err == nil {
			return `{"t":` + ty + `,"v":` + string(b) + `}`
		}
	}
	t := v.Type()
	switch {
	case isInf(v):
		if v.AsBigFloat().Sign() > 0 {
			return `{"t":"number","inf":1}`
		}
		return `{"t":"number","inf":-1}`
	case t.IsListType() || t.IsSetType() || t.IsTupleType():
		var parts []string
		for it := v.ElementIterator(); it.Next(); {
			_, e := it.Element()
			parts = append(parts, enc(e))
		}
		return `{"t":` + ty + `,"items":[` + strings.Join(parts, ",") + `]}`
	case t.IsMapType() || t.IsObjectType():
		var parts []string
		for it := v.ElementIterator(); it.Next(); {
			k, e := it.Element()
			parts = append(parts, quote(k.AsString())+":"+enc(e))
		}
		return `{"t":` + ty + `,"attrs":{` + strings.Join(parts, ",") + `}}`
	}
	panic("cannot encode " + v.GoString())
}

func encErr(err error) string {
	if p, ok := err.(function.PanicError); ok {
		return `{"panic":` + quote(fmt.Sprint(p.Value)) + `}`
	}
	idx := -1
	if a, ok := err.(function.ArgError); ok {
		idx = a.Index
	}
	return `{"error":` + quote(err.Error()) + `,"arg":` + strconv.Itoa(idx) + `}`
}

func encDiags(diags hcl.Diagnostics) string {
	var parts []string
	for _, d := range diags {
		sev := "error"
		if d.Severity == hcl.DiagWarning {
			sev = "warning"
		}
		// A panic's message carries a Go stack trace, which changes from
		// run to run; keep what precedes it, and the final full stop.
		detail := d.Detail
		if i := strings.Index(detail, "\ngoroutine "); i >= 0 {
			detail = detail[:i] + "."
		}
		parts = append(parts, `{"severity":`+quote(sev)+`,"summary":`+
			quote(d.Summary)+`,"detail":`+quote(detail)+`}`)
	}
	return "[" + strings.Join(parts, ",") + "]"
}

// ---- Cases --------------------------------------------------------------

type writer struct {
	w *bufio.Writer
}

func (w writer) line(fields ...string) {
	for _, f := range fields {
		if strings.ContainsAny(f, "\t\n") {
			panic("field holds a tab or newline: " + f)
		}
	}
	w.w.WriteString(strings.Join(fields, "\t"))
	w.w.WriteByte('\n')
}

func fail(format string, args ...interface{}) {
	fmt.Fprintf(os.Stderr, format+"\n", args...)
	os.Exit(1)
}

func parseExpr(src string, lineNo int) hclsyntax.Expression {
	e, diags := hclsyntax.ParseExpression([]byte(src), "case", hcl.InitialPos)
	if diags.HasErrors() {
		fail("line %d: %s", lineNo, diags.Error())
	}
	return e
}

func callCase(w writer, src string, lineNo int) {
	e := parseExpr(src, lineNo)
	call, ok := e.(*hclsyntax.FunctionCallExpr)
	if !ok {
		fail("line %d: not a function call", lineNo)
	}
	if len(enabled) > 0 && !enabled[call.Name] {
		return
	}
	f, ok := library[call.Name]
	if !ok {
		fail("line %d: no function %s", lineNo, call.Name)
	}
	ctx := makerContext()
	var args []cty.Value
	var encArgs []string
	for _, a := range call.Args {
		v, diags := a.Value(ctx)
		if diags.HasErrors() {
			fail("line %d: %s", lineNo, diags.Error())
		}
		args = append(args, v)
		encArgs = append(encArgs, enc(v))
	}
	result := callSafely(f, args)
	w.line("call", strconv.Itoa(lineNo), call.Name,
		"["+strings.Join(encArgs, ",")+"]", result)
}

func callSafely(f function.Function, args []cty.Value) (out string) {
	defer func() {
		if r := recover(); r != nil {
			out = `{"panic":` + quote(fmt.Sprint(r)) + `}`
		}
	}()
	v, err := f.Call(args)
	if err != nil {
		return encErr(err)
	}
	return enc(v)
}

func exprCase(w writer, src string, lineNo int) {
	e := parseExpr(src, lineNo)
	if len(enabled) > 0 {
		for _, name := range calledFunctions(e) {
			if !enabled[name] {
				return
			}
		}
	}
	v, diags := evalSafely(e, libraryContext())
	w.line("expr", strconv.Itoa(lineNo), quote(src), v, encDiags(diags))
}

func calledFunctions(e hclsyntax.Expression) []string {
	var names []string
	hclsyntax.VisitAll(e, func(n hclsyntax.Node) hcl.Diagnostics {
		if c, ok := n.(*hclsyntax.FunctionCallExpr); ok {
			names = append(names, c.Name)
		}
		return nil
	})
	return names
}

func evalSafely(e hclsyntax.Expression, ctx *hcl.EvalContext) (out string, diags hcl.Diagnostics) {
	defer func() {
		if r := recover(); r != nil {
			out = `{"panic":` + quote(fmt.Sprint(r)) + `}`
		}
	}()
	v, diags := e.Value(ctx)
	return enc(v), diags
}

// ---- JSON cases -----------------------------------------------------------

// An input given as segments: HEX or HEX*COUNT, comma-separated.
func segments(parts []string, counts []int) string {
	var out []string
	for i, p := range parts {
		s := hex.EncodeToString([]byte(p))
		if counts[i] != 1 {
			s += "*" + strconv.Itoa(counts[i])
		}
		out = append(out, s)
	}
	return strings.Join(out, ",")
}

// Reads `literal` (a Go string literal), or `repeat(lit,N)+lit+...` forms
// built from literals and repeats, into segments.
func parseInput(src string, lineNo int) ([]string, []int) {
	var parts []string
	var counts []int
	for _, item := range strings.Split(src, " + ") {
		item = strings.TrimSpace(item)
		count := 1
		if strings.HasPrefix(item, "repeat(") && strings.HasSuffix(item, ")") {
			inner := item[len("repeat(") : len(item)-1]
			comma := strings.LastIndex(inner, ",")
			n, err := strconv.Atoi(strings.TrimSpace(inner[comma+1:]))
			if err != nil {
				fail("line %d: bad repeat", lineNo)
			}
			count = n
			item = strings.TrimSpace(inner[:comma])
		}
		s, err := strconv.Unquote(item)
		if err != nil {
			fail("line %d: bad literal %s", lineNo, item)
		}
		parts = append(parts, s)
		counts = append(counts, count)
	}
	return parts, counts
}

func joinInput(parts []string, counts []int) []byte {
	var b bytes.Buffer
	for i, p := range parts {
		for j := 0; j < counts[i]; j++ {
			b.WriteString(p)
		}
	}
	return b.Bytes()
}

func decodeCase(w writer, src string, lineNo int) {
	parts, counts := parseInput(src, lineNo)
	buf := joinInput(parts, counts)
	var result string
	ty, err := ctyjson.ImpliedType(buf)
	if err != nil {
		result = encErr(err)
	} else if v, err := ctyjson.Unmarshal(buf, ty); err != nil {
		result = encErr(err)
	} else {
		result = enc(v)
	}
	w.line("decode", strconv.Itoa(lineNo), segments(parts, counts), result)
}

// typed TYPE-EXPR ; INPUT: cty's Unmarshal with a given type.
func typedCase(w writer, src string, lineNo int) {
	semi := strings.Index(src, " ; ")
	if semi < 0 {
		fail("line %d: typed needs TYPE ; INPUT", lineNo)
	}
	texpr := parseExpr(src[:semi], lineNo)
	ty, diags := typeexpr.TypeConstraint(texpr)
	if diags.HasErrors() {
		fail("line %d: %s", lineNo, diags.Error())
	}
	parts, counts := parseInput(src[semi+3:], lineNo)
	buf := joinInput(parts, counts)
	var result string
	func() {
		defer func() {
			if r := recover(); r != nil {
				result = `{"panic":` + quote(fmt.Sprint(r)) + `}`
			}
		}()
		if v, err := ctyjson.Unmarshal(buf, ty); err != nil {
			result = encErr(err)
		} else {
			result = enc(v)
		}
	}()
	w.line("typed", strconv.Itoa(lineNo), typeJSON(ty), segments(parts, counts),
		result)
}

func marshalResult(v cty.Value, t cty.Type) string {
	b, err := ctyjson.Marshal(v, t)
	if err != nil {
		return encErr(err)
	}
	return `{"json":` + quote(string(b)) + `}`
}

// encode EXPR [; TYPE-EXPR]: the value's JSON for its own type, for the
// dynamic pseudo-type, and for the given type; and its type's JSON.
func encodeCase(w writer, src string, lineNo int) {
	as := cty.NilType
	if semi := strings.Index(src, " ; "); semi >= 0 {
		texpr := parseExpr(src[semi+3:], lineNo)
		ty, diags := typeexpr.TypeConstraint(texpr)
		if diags.HasErrors() {
			fail("line %d: %s", lineNo, diags.Error())
		}
		as = ty
		src = src[:semi]
	}
	e := parseExpr(src, lineNo)
	v, diags := e.Value(makerContext())
	if diags.HasErrors() {
		fail("line %d: %s", lineNo, diags.Error())
	}
	asText, asResult := "", ""
	if as != cty.NilType {
		asText = typeJSON(as)
		asResult = marshalResult(v, as)
	} else {
		asText = "-"
		asResult = "-"
	}
	w.line("encode", strconv.Itoa(lineNo), enc(v), typeJSON(v.Type()),
		marshalResult(v, v.Type()), marshalResult(v, cty.DynamicPseudoType),
		asText, asResult)
}

// ---- Case mapping ---------------------------------------------------------

// The code points Go's unicode.ToUpper, ToLower or ToTitle changes, as
// strings of a few dozen code points (each after a space) and their mapped
// forms through upper, lower and title.
func caseMap(w writer) {
	var changed []rune
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if r >= 0xD800 && r <= 0xDFFF {
			continue
		}
		if unicode.ToUpper(r) != r || unicode.ToLower(r) != r ||
			unicode.ToTitle(r) != r {
			changed = append(changed, r)
		}
	}
	var list []string
	for _, r := range changed {
		list = append(list, strconv.FormatInt(int64(r), 16))
	}
	w.line("changed", strings.Join(list, ","))
	for i := 0; i < len(changed); i += 64 {
		end := i + 64
		if end > len(changed) {
			end = len(changed)
		}
		var sb strings.Builder
		for _, r := range changed[i:end] {
			sb.WriteRune(r)
			sb.WriteByte(' ')
		}
		in := cty.StringVal(sb.String())
		up, err := stdlib.Upper(in)
		if err != nil {
			panic(err)
		}
		lo, err := stdlib.Lower(in)
		if err != nil {
			panic(err)
		}
		ti, err := stdlib.Title(in)
		if err != nil {
			panic(err)
		}
		w.line("map", quote(in.AsString()), quote(up.AsString()),
			quote(lo.AsString()), quote(ti.AsString()))
	}
}

// ---- Main ---------------------------------------------------------------

func run(casesPath, outPath string, each func(w writer, kind, rest string, lineNo int), prelude func(w writer)) {
	in, err := os.Open(casesPath)
	if err != nil {
		fail("%s", err)
	}
	defer in.Close()
	out, err := os.Create(outPath)
	if err != nil {
		fail("%s", err)
	}
	w := writer{bufio.NewWriter(out)}
	if prelude != nil {
		prelude(w)
	}
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	lineNo := 0
	for sc.Scan() {
		lineNo++
		line := strings.TrimRight(sc.Text(), " ")
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		sp := strings.IndexByte(line, ' ')
		if sp < 0 {
			fail("%s:%d: no case kind", casesPath, lineNo)
		}
		each(w, line[:sp], line[sp+1:], lineNo)
	}
	if err := sc.Err(); err != nil {
		fail("%s", err)
	}
	if err := w.w.Flush(); err != nil {
		fail("%s", err)
	}
	if err := out.Close(); err != nil {
		fail("%s", err)
	}
}

func main() {
	if len(os.Args) != 3 {
		fail("usage: functions CASES-DIR OUT-DIR")
	}
	casesDir, outDir := os.Args[1], os.Args[2]
	if s := os.Getenv("HCL_FUNCTIONS"); s != "" {
		for _, n := range strings.Split(s, ",") {
			enabled[n] = true
		}
	}

	run(filepath.Join(casesDir, "cases.txt"), filepath.Join(outDir, "calls.tsv"),
		func(w writer, kind, rest string, lineNo int) {
			switch kind {
			case "call":
				callCase(w, rest, lineNo)
			case "expr":
				exprCase(w, rest, lineNo)
			default:
				fail("cases.txt:%d: unknown kind %s", lineNo, kind)
			}
		},
		func(w writer) {
			vars := exprVars()
			names := make([]string, 0, len(vars))
			for k := range vars {
				names = append(names, k)
			}
			sort.Strings(names)
			var parts []string
			for _, k := range names {
				parts = append(parts, quote(k)+":"+enc(vars[k]))
			}
			var fns []string
			for k := range library {
				if len(enabled) == 0 || enabled[k] {
					fns = append(fns, quote(k))
				}
			}
			sort.Strings(fns)
			w.line("vars", "{"+strings.Join(parts, ",")+"}")
			w.line("functions", "["+strings.Join(fns, ",")+"]")
		})

	run(filepath.Join(casesDir, "json_cases.txt"), filepath.Join(outDir, "json.tsv"),
		func(w writer, kind, rest string, lineNo int) {
			switch kind {
			case "decode":
				decodeCase(w, rest, lineNo)
			case "typed":
				typedCase(w, rest, lineNo)
			case "encode":
				encodeCase(w, rest, lineNo)
			default:
				fail("json_cases.txt:%d: unknown kind %s", lineNo, kind)
			}
		}, nil)

	out, err := os.Create(filepath.Join(outDir, "casemap.tsv"))
	if err != nil {
		fail("%s", err)
	}
	w := writer{bufio.NewWriter(out)}
	caseMap(w)
	if err := w.w.Flush(); err != nil {
		fail("%s", err)
	}
	out.Close()
}
