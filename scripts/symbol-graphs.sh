#!/usr/bin/env bash
# Writes the symbol graphs of MODULE... into OUTPUT from the debug build's modules, as
# `swift package dump-symbol-graph --skip-synthesized-members` would, without its build of every
# target: in this package that build includes a second, host build of `collor` and swift-syntax
# for the command plugins, which would more than double `make site` on a cold checkout.
# Build the modules first (`swift build --target MODULE`).
#
# usage: scripts/symbol-graphs.sh OUTPUT MODULE...
set -euo pipefail

output="$1"
shift
bin="$(swift build --show-bin-path)"
triple="$(basename "$(dirname "$bin")")"
flags=()
# C modules the Swift modules import, by their module maps: those the packages ship (libcmark's
# shim, Yams' libyaml, ...) and those SwiftPM generates in the build folder for C targets without
# one (SwiftNIO's CNIOAtomics, ...), leaving out the plugins' host copies (`-tool`).
while IFS= read -r map; do
    flags+=(-Xcc "-fmodule-map-file=$map")
done < <({
    find Sources .build/checkouts -name module.modulemap 2>/dev/null
    find "$bin" -maxdepth 2 -path '*.build/module.modulemap' ! -path '*-tool.build/*' 2>/dev/null
} | sort)
rm -rf "$output"
mkdir -p "$output"
for module in "$@"; do
    swift symbolgraph-extract -module-name "$module" -target "$triple" -I "$bin/Modules" \
        "${flags[@]}" -minimum-access-level public -skip-synthesized-members -output-dir "$output"
done
echo "Symbol graphs of $* written to $output"
