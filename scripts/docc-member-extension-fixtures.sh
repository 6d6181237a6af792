#!/usr/bin/env bash
# Records docc's answer for DocC rule 6 (Tests/CollorSiteTests/__Fixtures__/docc-member-extensions):
# K.docc's extension files of `Shelf`'s members (Add.md merged by default, Remove.md with
# `mergeBehavior: override`, Clear.md for an undocumented member) with the graph made from
# K.swift.txt. It writes the graph, the pages docc wrote, and each member page's abstract and
# discussion paragraphs, in order, to docc-answers.txt.
# Usage: scripts/docc-member-extension-fixtures.sh   (needs swiftc and docc of the toolchain)
set -euo pipefail
cd "$(dirname "$0")/.."
fixture=Tests/CollorSiteTests/__Fixtures__/docc-member-extensions
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp "$fixture/K.swift.txt" "$scratch/K.swift"
mkdir -p "$scratch/graphs"
swiftc -module-name K -parse-as-library -emit-module -emit-module-path "$scratch/K.swiftmodule" \
    -emit-symbol-graph -emit-symbol-graph-dir "$scratch/graphs" "$scratch/K.swift"
python3 -m json.tool --sort-keys "$scratch/graphs/K.symbols.json" \
    | sed "s#file://$scratch/#file:///fixture/#g" > "$fixture/K.symbols.json"
docc convert "$fixture/K.docc" --additional-symbol-graph-dir "$scratch/graphs" \
    --output-dir "$scratch/out" --diagnostics-file "$scratch/diagnostics.json" > /dev/null 2>&1
python3 - "$scratch" > "$fixture/docc-answers.txt" <<'PY'
import json, os, sys
scratch = sys.argv[1]
data = os.path.join(scratch, "out", "data", "documentation")
print("# docc convert " + os.popen("swift --version 2>&1").read().splitlines()[0]
      + ": the pages docc wrote, and each member page's abstract and paragraphs in order")
pages = sorted(os.path.relpath(os.path.join(folder, name), data)
               for folder, _, names in os.walk(data) for name in names)
for page in pages:
    print("page " + page)
def text(inlines):
    return "".join(node.get("text", "") or text(node.get("inlineContent", []))
                   for node in inlines)
for page in pages:
    if not page.startswith("k/shelf/"):
        continue
    document = json.load(open(os.path.join(data, page)))
    name = document["metadata"]["title"]
    print(f"member {name} abstract {text(document.get('abstract', []))}")
    for section in document.get("primaryContentSections", []):
        for block in section.get("content", []):
            if block.get("type") == "paragraph":
                print(f"member {name} paragraph {text(block['inlineContent'])}")
for diagnostic in json.load(open(os.path.join(scratch, "diagnostics.json")))["diagnostics"]:
    print(f"{diagnostic['severity']} {diagnostic['summary']}")
PY
echo "wrote $fixture/docc-answers.txt and K.symbols.json"
