# Sourced by the regenerate scripts: the environment that builds an oracle
# in GOPATH mode against the Debian-packaged reference implementation
# (golang-github-hashicorp-hcl-v2-dev, golang-github-zclconf-go-cty-dev),
# and a scratch directory for the binaries, removed on exit.
export GOPATH=/usr/share/gocode GO111MODULE=off GOFLAGS=
export GOCACHE=${GOCACHE:-$HOME/.cache/hcl-reference/gocache}
oracle_bin=$(mktemp -d)
trap 'rm -rf "$oracle_bin"' EXIT

# build_oracle DIR: builds the Go program in DIR and prints its path.
build_oracle() {
  local name
  name=$(basename "$1")
  (cd "$1" && go build -o "$oracle_bin/$name" .)
  printf '%s\n' "$oracle_bin/$name"
}
