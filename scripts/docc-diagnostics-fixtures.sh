#!/usr/bin/env bash
# Records docc's diagnostics for each catalog under Tests/CollorMarkdownTests/__Fixtures__/
# DocCDiagnostics (NAME.docc -> NAME.diagnostics.json: each diagnostic's file name, line, column,
# summary and its solutions' summaries, sorted), which the diagnostics tests compare collor's
# with. A catalog with a NAME.swift beside it documents that file's module NAME: its symbol graph
# (swiftc's) is given to docc and kept as NAME.symbols.json, its file URLs as
# file:///FIXTURES/NAME.swift, for collor.
# Usage: scripts/docc-diagnostics-fixtures.sh   (needs the toolchain's swiftc and docc on PATH)
set -euo pipefail
cd "$(dirname "$0")/.."
fixtures=Tests/CollorMarkdownTests/__Fixtures__/DocCDiagnostics
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for catalog in "$fixtures"/*.docc; do
    name=$(basename "$catalog" .docc)
    graphs=()
    if [ -f "$fixtures/$name.swift" ]; then
        mkdir -p "$scratch/$name-graph"
        swiftc -module-name "$name" -emit-module -emit-module-path "$scratch/$name.swiftmodule" \
            -emit-symbol-graph -emit-symbol-graph-dir "$scratch/$name-graph" \
            "$PWD/$fixtures/$name.swift"
        graphs=(--additional-symbol-graph-dir "$scratch/$name-graph")
        sed "s|file://$PWD/$fixtures/|file:///FIXTURES/|g" \
            "$scratch/$name-graph/$name.symbols.json" > "$fixtures/$name.symbols.json"
    fi
    docc convert "$catalog" "${graphs[@]}" --output-dir "$scratch/$name" \
        --diagnostics-file "$scratch/$name.json" > /dev/null 2>&1
    python3 - "$scratch/$name.json" > "$fixtures/$name.diagnostics.json" <<'PY'
import json, os, sys
found = json.load(open(sys.argv[1]))["diagnostics"]
def row(d):
    r = {"file": os.path.basename(d.get("source", "")), "summary": d["summary"]}
    if "range" in d:
        r["line"] = d["range"]["start"]["line"]
        r["column"] = d["range"]["start"]["column"]
    # docc's suggestions ("Replace 'arange()' with 'arrange()'"), where it makes any.
    if d.get("solutions"):
        r["solutions"] = [s["summary"] for s in d["solutions"]]
    return r
rows = [row(d) for d in found]
rows = sorted(rows, key=lambda r: (r["file"], r.get("line", 0), r.get("column", 0), r["summary"]))
print(json.dumps(rows, indent=1, sort_keys=True))
PY
done
