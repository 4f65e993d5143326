// Command jsondiags prints, for each JSON-syntax file named on the command
// line, the diagnostics the reference parser (json.Parse) reports for it, in
// the JSON shape of `hcldec --diags=json` plus each diagnostic's context
// range, into FILE.diags next to it. The argument "-" reads standard input
// and prints to standard output instead. It produces expectations for
// tests/diags/json; it is not part of the build.
package main

import (
	"encoding/json"
	"fmt"
	"io/ioutil"
	"os"
	"path/filepath"

	"github.com/hashicorp/hcl/v2"
	hcljson "github.com/hashicorp/hcl/v2/json"
)

type pos struct {
	Line   int `json:"line"`
	Column int `json:"column"`
	Byte   int `json:"byte"`
}

type rng struct {
	Filename string `json:"filename"`
	Start    pos    `json:"start"`
	End      pos    `json:"end"`
}

type diag struct {
	Severity string `json:"severity"`
	Summary  string `json:"summary"`
	Detail   string `json:"detail,omitempty"`
	Subject  *rng   `json:"subject,omitempty"`
	Context  *rng   `json:"context,omitempty"`
}

func convRange(r *hcl.Range) *rng {
	if r == nil {
		return nil
	}
	return &rng{r.Filename,
		pos{r.Start.Line, r.Start.Column, r.Start.Byte},
		pos{r.End.Line, r.End.Column, r.End.Byte}}
}

func render(src []byte, name string) []byte {
	_, diags := hcljson.Parse(src, name)
	out := []diag{}
	for _, d := range diags {
		j := diag{Severity: "error", Summary: d.Summary, Detail: d.Detail}
		if d.Severity == hcl.DiagWarning {
			j.Severity = "warning"
		}
		j.Subject = convRange(d.Subject)
		j.Context = convRange(d.Context)
		out = append(out, j)
	}
	text := []byte{}
	if len(out) > 0 {
		text, _ = json.MarshalIndent(map[string][]diag{"diagnostics": out}, "", "  ")
		text = append(text, '\n')
	}
	return text
}

func main() {
	for _, path := range os.Args[1:] {
		if path == "-" {
			src, err := ioutil.ReadAll(os.Stdin)
			if err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
			os.Stdout.Write(render(src, "stdin.json"))
			continue
		}
		src, err := ioutil.ReadFile(path)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		text := render(src, filepath.Base(path))
		if err := ioutil.WriteFile(path+".diags", text, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}
