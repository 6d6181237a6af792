#!/usr/bin/env bash
# Records docc's answer for types whose names differ only in case (`Item` and `item` in module C,
# Tests/CollorSiteTests/__Fixtures__/docc-case-names): the graph made from C.swift.txt, the pages
# docc wrote (each name hashed, `item-izi9` and `item-9924r`, so that no two files differ only in
# case), and, for each link of C.docc's root page in order, the precise identifier (USR) of the
# symbol docc linked it to, in docc-answers.txt.
# Usage: scripts/docc-case-names-fixtures.sh   (needs swiftc and docc of the toolchain)
set -euo pipefail
cd "$(dirname "$0")/.."
fixture=Tests/CollorSiteTests/__Fixtures__/docc-case-names
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp "$fixture/C.swift.txt" "$scratch/C.swift"
mkdir -p "$scratch/graphs"
swiftc -module-name C -parse-as-library -emit-module -emit-module-path "$scratch/C.swiftmodule" \
    -emit-symbol-graph -emit-symbol-graph-dir "$scratch/graphs" "$scratch/C.swift"
python3 -m json.tool --sort-keys "$scratch/graphs/C.symbols.json" \
    | sed "s#file://$scratch/#file:///fixture/#g" > "$fixture/C.symbols.json"
docc convert "$fixture/C.docc" --additional-symbol-graph-dir "$scratch/graphs" \
    --output-dir "$scratch/out" --diagnostics-file "$scratch/diagnostics.json" > /dev/null 2>&1
python3 - "$scratch" > "$fixture/docc-answers.txt" <<'PY'
import json, os, sys
scratch = sys.argv[1]
data = os.path.join(scratch, "out", "data")
print("# docc convert " + os.popen("swift --version 2>&1").read().splitlines()[0]
      + ": the pages docc wrote; each root-page link's target USR, in order")
pages = sorted(os.path.relpath(os.path.join(folder, name), data)
               for folder, _, names in os.walk(data) for name in names)
for page in pages:
    print("page " + page)
root = json.load(open(os.path.join(data, "documentation", "c.json")))
def links(node):
    if isinstance(node, dict):
        if node.get("type") == "reference":
            yield node["identifier"]
        for value in node.values():
            yield from links(value)
    elif isinstance(node, list):
        for value in node:
            yield from links(value)
for identifier in links(root.get("primaryContentSections", [])):
    url = root["references"][identifier]["url"]
    page = json.load(open(os.path.join(data, url.lstrip("/") + ".json")))
    print(f"link {url} {page['metadata']['externalID']}")
for diagnostic in json.load(open(os.path.join(scratch, "diagnostics.json")))["diagnostics"]:
    print(f"{diagnostic['severity']} {diagnostic['summary']}")
PY
echo "wrote $fixture/docc-answers.txt and C.symbols.json"
