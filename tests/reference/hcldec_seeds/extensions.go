package main

// What the specifications name and the packaged reference hcldec command
// does not offer, added to a copy of that command by build.sh using the
// reference's own packages: --dynamic-blocks (ext/dynblock).

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/ext/dynblock"
	"github.com/hashicorp/hcl/v2/hcldec"
	"github.com/zclconf/go-cty/cty"
	flag "github.com/spf13/pflag"
)

var dynamicBlocks = flag.BoolP("dynamic-blocks", "", false, "expand dynamic blocks before decoding")

// decodeInput is hcldec.Decode, over the expanded body with --dynamic-blocks.
func decodeInput(body hcl.Body, spec hcldec.Spec, ctx *hcl.EvalContext) (cty.Value, hcl.Diagnostics) {
	if *dynamicBlocks {
		body = dynblock.Expand(body, ctx)
	}
	return hcldec.Decode(body, spec, ctx)
}

// inputVariables is hcldec.Variables, or with --dynamic-blocks the walk
// that also sees dynamic blocks' for_each and labels.
func inputVariables(body hcl.Body, spec hcldec.Spec) []hcl.Traversal {
	if *dynamicBlocks {
		return dynblock.VariablesHCLDec(body, spec)
	}
	return hcldec.Variables(body, spec)
}
