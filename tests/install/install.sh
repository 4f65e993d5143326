#!/usr/bin/env bash
# The library as a user installs it: `cmake --install` of the build into
# a temporary prefix, what lands there (shared library with its soname and
# only hcl_ symbols, static library, headers, hcl.pc, the CMake package,
# man pages, the programs), then every program of examples/ built against
# the installed copy twice, with `pkg-config hcl` and with CMake's
# `find_package(hcl)`, and run on the example inputs.
#   usage: install.sh BUILD_DIR
# Exits 77 (skipped) for a sanitizer build (its library needs the
# sanitizer runtime in every program) or without pkg-config.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=$(realpath "$1")
if grep -q '^HCL_SANITIZE:STRING=.\+' "$build/CMakeCache.txt"; then
  echo "sanitizer build: skipped"
  exit 77
fi
command -v pkg-config >/dev/null || { echo "no pkg-config: skipped"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix=$work/prefix
fails=0
fail() {
  echo "FAIL: $*"
  fails=$((fails + 1))
}

cmake --install "$build" --prefix "$prefix" >"$work/install.log" 2>&1 ||
  { cat "$work/install.log"; exit 1; }

# What landed, wherever the library directory is (lib, lib64, a
# multiarch directory).
pc=$(find "$prefix" -name hcl.pc | head -n 1)
[[ -n $pc ]] || fail "no hcl.pc"
libdir=$(dirname "$(dirname "$pc")")
so=$(find "$libdir" -maxdepth 1 -name 'libhcl.so.*.*.*' | head -n 1)
[[ -n $so ]] || fail "no versioned libhcl.so"
[[ -L $libdir/libhcl.so.1 && -L $libdir/libhcl.so ]] || fail "no soname links"
[[ $(objdump -p "$so" | awk '/SONAME/ { print $2 }') == libhcl.so.1 ]] ||
  fail "the soname is not libhcl.so.1"
bad=$(nm -D --defined-only "$so" | awk '$2 ~ /^[TDBRV]$/ && $3 !~ /^hcl_/ { print $3 }')
[[ -z $bad ]] || fail "exported symbols without the hcl_ prefix: $bad"
[[ -f $libdir/libhcl.a ]] || fail "no static library"
[[ -f $prefix/include/hcl/hcl.h && -f $prefix/include/hcl/export.h &&
  -f $prefix/include/hcl/version.h ]] || fail "headers missing"
[[ -f $libdir/cmake/hcl/hclConfig.cmake ]] || fail "no CMake package"
for page in hcl hcldec; do
  [[ -f $prefix/share/man/man1/$page.1 ]] || fail "no man page $page.1"
done
[[ -x $prefix/bin/hcl && -x $prefix/bin/hcldec ]] || fail "programs missing"
LD_LIBRARY_PATH=$libdir "$prefix/bin/hcl" version >/dev/null ||
  fail "the installed hcl does not run"

ex=$root/examples
# check_example BIN_DIR HOW: runs each example from BIN_DIR and checks
# what it prints.
check_example() {
  local bin=$1 how=$2 out
  export LD_LIBRARY_PATH=$libdir
  out=$("$bin/embed" "$ex/embed/app.hcl" 2>&1)
  [[ $out == *"attribute replicas"*'name = "web-FRONTEND"'* ]] ||
    fail "$how: embed printed: $out"
  out=$("$bin/count_resources" "$ex/count_resources/tf" 2>&1)
  [[ $out == *"2 files"* && $out =~ aws_instance\ +2 &&
    $out =~ aws_subnet\ +2 && $out =~ aws_s3_bucket\ +1 ]] ||
    fail "$how: count_resources printed: $out"
  out=$("$bin/validate" "$ex/hcldec/job.hcldec" "$ex/hcldec/vars.hcl" \
    "$ex/nomad/job.hcl" 2>&1)
  [[ $out == *"job.hcl: valid"* ]] || fail "$how: validate printed: $out"
  out=$("$bin/decode" "$ex/hcldec/job.hcldec" "$ex/hcldec/vars.hcl" \
    "$ex/nomad/job.hcl" 2>&1)
  [[ $out == '{"job":'* ]] || fail "$how: decode printed: $out"
  unset LD_LIBRARY_PATH
}

# pkg-config: the shared library, and one example linked statically.
export PKG_CONFIG_PATH=$libdir/pkgconfig
mkdir -p "$work/pc"
for src in embed/embed count_resources/count_resources validate/validate \
  decode/decode; do
  name=$(basename "$src")
  # shellcheck disable=SC2046 # pkg-config's flags are words
  cc -std=c11 -Wall -Werror -o "$work/pc/$name" "$ex/$src.c" \
    $(pkg-config --cflags --libs hcl) 2>"$work/pc/$name.log" ||
    fail "pkg-config build of $name: $(head -c 400 "$work/pc/$name.log")"
done
check_example "$work/pc" pkg-config
# libhcl.a by name, then what it needs (the private dependencies)
# shellcheck disable=SC2046
cc -std=c11 -DHCL_STATIC_DEFINE -o "$work/pc/decode_static" "$ex/decode/decode.c" \
  $(pkg-config --cflags hcl) "$libdir/libhcl.a" \
  $(pkg-config --static --libs hcl | sed 's/-lhcl\b//') 2>"$work/pc/static.log" ||
  fail "static build: $(head -c 400 "$work/pc/static.log")"
if [[ -x $work/pc/decode_static ]]; then
  ldd "$work/pc/decode_static" | grep -q libhcl && fail "static build uses libhcl.so"
  "$work/pc/decode_static" "$ex/hcldec/job.hcldec" "$ex/hcldec/vars.hcl" \
    "$ex/nomad/job.hcl" | grep -q '^{"job":' || fail "the static decode does not run"
fi
unset PKG_CONFIG_PATH

# CMake: the examples' own project, with find_package(hcl).
cmake -S "$ex" -B "$work/cm" -DCMAKE_PREFIX_PATH="$prefix" \
  >"$work/cm.log" 2>&1 && cmake --build "$work/cm" >>"$work/cm.log" 2>&1 ||
  fail "CMake build of the examples: $(tail -n 20 "$work/cm.log")"
check_example "$work/cm" find_package

((fails == 0)) || exit 1
echo "all passed"
