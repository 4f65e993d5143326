// Command bodyschema reads bodies with the reference implementation's body
// API and prints what it finds, as expectations for tests/eval/schema.
//
//	bodyschema FILE.hcl... FILE.json...
//
// A case file starts with directive comments:
//
//	# mode: content | partial | attributes
//	# attrs: name name! ...        (! marks a required attribute)
//	# blocks: type type(label,label) ...
//
// A line "#--- next file" starts another file; the files are named a.hcl,
// b.hcl, ... and merged as the reference merges several files. A JSON case
// (FILE.json, read as a.json) has its directives in FILE.json.schema. For
// "partial", the remaining body is then read with JustAttributes. The
// result goes to FILE.expected. It is not part of the build.
package main

import (
	"fmt"
	"io/ioutil"
	"os"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/hashicorp/hcl/v2/json"
)

func fail(err interface{}) {
	fmt.Fprintln(os.Stderr, err)
	os.Exit(1)
}

func pos(p hcl.Pos) string { return fmt.Sprintf("%d:%d:%d", p.Line, p.Column, p.Byte) }

func rng(r *hcl.Range) string {
	if r == nil {
		return ""
	}
	return r.Filename + ":" + pos(r.Start) + "-" + pos(r.End)
}

func parseSchema(lines []string) (string, *hcl.BodySchema) {
	mode := "content"
	s := &hcl.BodySchema{}
	for _, l := range lines {
		switch {
		case strings.HasPrefix(l, "# mode:"):
			mode = strings.TrimSpace(strings.TrimPrefix(l, "# mode:"))
		case strings.HasPrefix(l, "# attrs:"):
			for _, f := range strings.Fields(strings.TrimPrefix(l, "# attrs:")) {
				req := strings.HasSuffix(f, "!")
				s.Attributes = append(s.Attributes, hcl.AttributeSchema{Name: strings.TrimSuffix(f, "!"), Required: req})
			}
		case strings.HasPrefix(l, "# blocks:"):
			for _, f := range strings.Fields(strings.TrimPrefix(l, "# blocks:")) {
				b := hcl.BlockHeaderSchema{Type: f}
				if i := strings.IndexByte(f, '('); i >= 0 {
					b.Type = f[:i]
					b.LabelNames = strings.Split(strings.TrimSuffix(f[i+1:], ")"), ",")
				}
				s.Blocks = append(s.Blocks, b)
			}
		}
	}
	return mode, s
}

// The reference finds unsupported arguments by walking a Go map, so their
// order changes from run to run; they are put in source order here.
func sourceOrder(ds hcl.Diagnostics) {
	unsupported := func(i int) bool { return ds[i].Summary == "Unsupported argument" }
	for i := 0; i < len(ds); {
		j := i
		for j < len(ds) && unsupported(j) {
			j++
		}
		if j > i {
			run := ds[i:j]
			sort.SliceStable(run, func(a, b int) bool {
				return run[a].Subject.Filename < run[b].Subject.Filename ||
					run[a].Subject.Filename == run[b].Subject.Filename &&
						run[a].Subject.Start.Byte < run[b].Subject.Start.Byte
			})
			i = j
		} else {
			i++
		}
	}
}

func writeDiags(out *strings.Builder, ds hcl.Diagnostics) {
	sourceOrder(ds)
	for _, d := range ds {
		sev := "error"
		if d.Severity == hcl.DiagWarning {
			sev = "warning"
		}
		fmt.Fprintf(out, "diag %s|%s|%s|%s|%s\n", sev, d.Summary, d.Detail, rng(d.Subject), rng(d.Context))
	}
}

func writeAttrs(out *strings.Builder, attrs hcl.Attributes) {
	names := []string{}
	for n := range attrs {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		a := attrs[n]
		fmt.Fprintf(out, "attr %s %s %s %s\n", n, rng(&a.Range), rng(&a.NameRange), rng(a.Expr.Range().Ptr()))
	}
}

func writeContent(out *strings.Builder, c *hcl.BodyContent) {
	writeAttrs(out, c.Attributes)
	for _, b := range c.Blocks {
		fmt.Fprintf(out, "block %s %q %s %s", b.Type, b.Labels, rng(&b.DefRange), rng(&b.TypeRange))
		for _, lr := range b.LabelRanges {
			fmt.Fprintf(out, " %s", rng(lr.Ptr()))
		}
		fmt.Fprintf(out, "\n")
	}
	fmt.Fprintf(out, "missing %s\n", rng(&c.MissingItemRange))
}

func main() {
	for _, path := range os.Args[1:] {
		src, err := ioutil.ReadFile(path)
		if err != nil {
			fail(err)
		}
		var files []*hcl.File
		var out strings.Builder
		var mode string
		var schema *hcl.BodySchema
		if strings.HasSuffix(path, ".json") {
			// a JSON case: its schema directives are in FILE.json.schema
			directives, err := ioutil.ReadFile(path + ".schema")
			if err != nil {
				fail(err)
			}
			mode, schema = parseSchema(strings.Split(string(directives), "\n"))
			f, diags := json.Parse(src, "a.json")
			if diags.HasErrors() {
				fail(fmt.Sprintf("%s: %s", path, diags.Error()))
			}
			files = append(files, f)
		} else {
			parts := strings.Split(string(src), "#--- next file\n")
			mode, schema = parseSchema(strings.Split(parts[0], "\n"))
			for i, p := range parts {
				name := string(rune('a'+i)) + ".hcl"
				f, diags := hclsyntax.ParseConfig([]byte(p), name, hcl.InitialPos)
				if diags.HasErrors() {
					fail(fmt.Sprintf("%s: %s", path, diags.Error()))
				}
				files = append(files, f)
			}
		}
		var body hcl.Body
		if len(files) == 1 {
			body = files[0].Body
		} else {
			body = hcl.MergeFiles(files)
		}
		switch mode {
		case "content":
			c, diags := body.Content(schema)
			writeContent(&out, c)
			writeDiags(&out, diags)
		case "partial":
			c, remain, diags := body.PartialContent(schema)
			writeContent(&out, c)
			writeDiags(&out, diags)
			out.WriteString("remain\n")
			attrs, diags := remain.JustAttributes()
			writeAttrs(&out, attrs)
			writeDiags(&out, diags)
		case "attributes":
			attrs, diags := body.JustAttributes()
			writeAttrs(&out, attrs)
			writeDiags(&out, diags)
		default:
			fail("unknown mode " + mode)
		}
		target := strings.TrimSuffix(strings.TrimSuffix(path, ".hcl"), ".json") + ".expected"
		if err := ioutil.WriteFile(target, []byte(out.String()), 0o644); err != nil {
			fail(err)
		}
	}
}
