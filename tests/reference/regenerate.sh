#!/usr/bin/env bash
# Regenerates the reference-produced expectations under tests/diags from the
# Debian-packaged reference implementation (golang-github-hashicorp-hcl-v2-dev).
# Run by hand when cases are added; the test suite only reads the results.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tests=$(dirname "$here")
. "$here/oracle.sh"
"$(build_oracle "$here/nativediags")" "$tests"/diags/native/*.hcl
"$(build_oracle "$here/jsondiags")" "$tests"/diags/json/*.json
