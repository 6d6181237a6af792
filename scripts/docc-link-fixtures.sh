#!/usr/bin/env bash
# Records docc's answers for the DocC link-rule fixture (Tests/CollorSiteTests/__Fixtures__/
# docc-links): the module's symbol graph, made from M.swift.txt, and, for each link listed under
# "## Links" in M.docc/M.md, the URL `docc convert` resolved it to (or "unresolved"), the pages
# docc wrote and its warnings. The link-rule tests compare collor's answers with these.
# Usage: scripts/docc-link-fixtures.sh   (needs swiftc and docc of the toolchain on PATH)
set -euo pipefail
cd "$(dirname "$0")/.."
fixture=Tests/CollorSiteTests/__Fixtures__/docc-links
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp "$fixture/M.swift.txt" "$scratch/M.swift"
mkdir -p "$scratch/graphs"
swiftc -module-name M -parse-as-library -emit-module -emit-module-path "$scratch/M.swiftmodule" \
    -emit-symbol-graph -emit-symbol-graph-dir "$scratch/graphs" "$scratch/M.swift"
# The scratch folder's name is random: the graph names its source by a fixed path instead.
python3 -m json.tool --sort-keys "$scratch/graphs/M.symbols.json" \
    | sed "s#file://$scratch/#file:///fixture/#g" > "$fixture/M.symbols.json"
docc convert "$fixture/M.docc" --additional-symbol-graph-dir "$scratch/graphs" \
    --output-dir "$scratch/out" --diagnostics-file "$scratch/diagnostics.json" > /dev/null 2>&1
python3 - "$fixture" "$scratch" > "$fixture/docc-answers.txt" <<'PY'
import json, os, re, sys
fixture, scratch = sys.argv[1], sys.argv[2]
source = open(os.path.join(fixture, "M.docc", "M.md")).read()
written = re.findall(r"^- (.+)$", source.split("## Links", 1)[1], re.M)
data = os.path.join(scratch, "out", "data", "documentation")
root = json.load(open(os.path.join(data, "m.json")))
items = []
for section in root["primaryContentSections"]:
    for block in section.get("content", []):
        if block.get("type") == "unorderedList":
            items = block["items"]

def reference(node):
    if isinstance(node, dict):
        if node.get("type") == "reference":
            return node["identifier"]
        for value in node.values():
            found = reference(value)
            if found:
                return found
    if isinstance(node, list):
        for value in node:
            found = reference(value)
            if found:
                return found
    return None

print("# docc convert " + os.popen("swift --version 2>&1").read().splitlines()[0]
      + ": each link of M.docc/M.md -> the URL docc linked it to")
for text, item in zip(written, items, strict=True):
    identifier = reference(item)
    url = root["references"][identifier]["url"] if identifier else "unresolved"
    print(f"link {text} -> {url}")
# A code span that names a symbol, in the catalog (M.md) and in a doc comment (`M.member()`):
# docc shows it as code ("codeVoice"); a link would be a "reference".
def code_voices(node):
    if isinstance(node, dict):
        if node.get("type") == "codeVoice":
            yield node["code"]
        for value in node.values():
            yield from code_voices(value)
    if isinstance(node, list):
        for value in node:
            yield from code_voices(value)

member = json.load(open(os.path.join(data, "m", "m", "member().json")))
for name, page in (("M.md", root), ("M.member()", member)):
    for code in code_voices({"abstract": page.get("abstract"),
                             "sections": page.get("primaryContentSections")}):
        print(f"code {name} `{code}` -> codeVoice")
pages = sorted(os.path.relpath(os.path.join(folder, name), data)
               for folder, _, names in os.walk(data) for name in names)
for page in pages:
    print("page " + page)
diagnostics = json.load(open(os.path.join(scratch, "diagnostics.json")))["diagnostics"]
for diagnostic in sorted(diagnostics, key=lambda d: (d.get("source", ""), d["range"]["start"]["line"])):
    start = diagnostic["range"]["start"]
    first = diagnostic["summary"].split(".")[0] if "No symbol" in diagnostic["summary"] else diagnostic["summary"].split(" Replace")[0]
    print(f"{diagnostic['severity']} {os.path.basename(diagnostic.get('source', ''))}:"
          f"{start['line']}:{start['column']} {first}")
PY
echo "wrote $fixture/docc-answers.txt and M.symbols.json"
