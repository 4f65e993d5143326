// Command nativediags prints, for each native-syntax file named on the
// command line, the diagnostics the reference parser reports for it, in
// the JSON shape of `hcldec --diags=json`, into FILE.diags next to it.
// It produces expectations for tests/diags; it is not part of the build.
package main

import (
	"encoding/json"
	"fmt"
	"io/ioutil"
	"os"
	"path/filepath"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
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
}

func main() {
	for _, path := range os.Args[1:] {
		src, err := ioutil.ReadFile(path)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		name := filepath.Base(path)
		_, diags := hclsyntax.ParseConfig(src, name, hcl.InitialPos)
		out := []diag{}
		for _, d := range diags {
			j := diag{Severity: "error", Summary: d.Summary, Detail: d.Detail}
			if d.Severity == hcl.DiagWarning {
				j.Severity = "warning"
			}
			if s := d.Subject; s != nil {
				j.Subject = &rng{s.Filename,
					pos{s.Start.Line, s.Start.Column, s.Start.Byte},
					pos{s.End.Line, s.End.Column, s.End.Byte}}
			}
			out = append(out, j)
		}
		text := []byte{}
		if len(out) > 0 {
			text, _ = json.MarshalIndent(map[string][]diag{"diagnostics": out}, "", "  ")
			text = append(text, '\n')
		}
		if err := ioutil.WriteFile(path+".diags", text, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}
