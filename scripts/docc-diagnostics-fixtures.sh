#!/usr/bin/env bash
# Records docc's diagnostics for each catalog under Tests/CollorMarkdownTests/__Fixtures__/
# DocCDiagnostics (NAME.docc -> NAME.diagnostics.json: each diagnostic's file name, line, column
# and summary, sorted), which the diagnostics tests compare collor's with.
# Usage: scripts/docc-diagnostics-fixtures.sh   (needs the toolchain's docc on PATH)
set -euo pipefail
cd "$(dirname "$0")/.."
fixtures=Tests/CollorMarkdownTests/__Fixtures__/DocCDiagnostics
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for catalog in "$fixtures"/*.docc; do
    name=$(basename "$catalog" .docc)
    docc convert "$catalog" --output-dir "$scratch/$name" \
        --diagnostics-file "$scratch/$name.json" > /dev/null 2>&1
    python3 - "$scratch/$name.json" > "$fixtures/$name.diagnostics.json" <<'PY'
import json, os, sys
found = json.load(open(sys.argv[1]))["diagnostics"]
rows = list(
    {"file": os.path.basename(d.get("source", "")), "line": d["range"]["start"]["line"],
     "column": d["range"]["start"]["column"], "summary": d["summary"]}
    if "range" in d else {"file": os.path.basename(d.get("source", "")), "summary": d["summary"]}
    for d in found)
rows = sorted(rows, key=lambda r: (r["file"], r.get("line", 0), r.get("column", 0), r["summary"]))
print(json.dumps(rows, indent=1, sort_keys=True))
PY
done
