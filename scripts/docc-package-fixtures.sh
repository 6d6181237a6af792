#!/usr/bin/env bash
# Records what DocC makes of the rule-7 fixture package (Tests/CollorSiteTests/__Fixtures__/
# docc-package): a target with `path: "src/Lib"` and a target `Renamed` whose folder is
# `Sources/Other`, each with a catalog. It writes the manifest as `swift package dump-package`
# gives it (the scratch folder's path replaced), each module's symbol graph, and docc's answer
# for each catalog when given its target's graph, as swift-docc-plugin gives it: the pages docc
# wrote and the URL each link of the catalog's root page resolved to.
# Usage: scripts/docc-package-fixtures.sh   (needs swift, swiftc and docc of the toolchain)
set -euo pipefail
cd "$(dirname "$0")/.."
fixture=Tests/CollorSiteTests/__Fixtures__/docc-package
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
package="$scratch/Scratch"
mkdir -p "$package"
(cd "$fixture" && find . -type f ! -name '*.json' ! -name 'docc-answers.txt' ! -path './graphs/*') |
    while read -r file; do
        mkdir -p "$package/$(dirname "$file")"
        cp "$fixture/$file" "$package/${file%.txt}"
    done
(cd "$package" && swift package dump-package) | sed "s#$package#/fixture#g" \
    | python3 -m json.tool --sort-keys > "$fixture/dump-package.json"
mkdir -p "$fixture/graphs" "$scratch/graphs/Lib" "$scratch/graphs/Renamed"
for target in Lib:src/Lib Renamed:Sources/Other; do
    module=${target%%:*}
    folder=${target#*:}
    swiftc -module-name "$module" -parse-as-library -emit-module \
        -emit-module-path "$scratch/$module.swiftmodule" -emit-symbol-graph \
        -emit-symbol-graph-dir "$scratch/graphs/$module" "$package/$folder"/*.swift
    python3 -m json.tool --sort-keys "$scratch/graphs/$module/$module.symbols.json" \
        | sed "s#file://$package/#file:///fixture/#g" > "$fixture/graphs/$module.symbols.json"
done
{
    echo "# docc convert $(swift --version 2>&1 | head -1): each catalog with its target's graph"
    for catalog in src/Lib/Lib.docc:Lib Sources/Other/Docs.docc:Renamed; do
        path=${catalog%%:*}
        module=${catalog#*:}
        out="$scratch/out-$module"
        docc convert "$package/$path" --additional-symbol-graph-dir "$scratch/graphs/$module" \
            --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
            --output-dir "$out" --diagnostics-file "$scratch/diagnostics-$module.json" \
            > /dev/null 2>&1
        python3 - "$path" "$out" "$scratch/diagnostics-$module.json" <<'PY'
import json, os, sys
path, out, diagnostics = sys.argv[1:]
data = os.path.join(out, "data", "documentation")
pages = sorted(os.path.relpath(os.path.join(folder, name), data)
               for folder, _, names in os.walk(data) for name in names)
for page in pages:
    print(f"catalog {path} page {page}")
for page in pages:
    document = json.load(open(os.path.join(data, page)))
    if document.get("kind") != "symbol" or document["metadata"].get("role") != "collection":
        continue
    # The root page: its title, and where each link of its abstract and Topics went.
    print(f"catalog {path} root {page} title {document['metadata']['title']}")
    def references(node):
        if isinstance(node, dict):
            if node.get("type") == "reference":
                yield node["identifier"]
            for value in node.values():
                yield from references(value)
        if isinstance(node, list):
            for value in node:
                yield from references(value)
    seen = list(references(document.get("abstract", [])))
    for group in document.get("topicSections", []):
        seen += group["identifiers"]
    for identifier in seen:
        reference = document["references"][identifier]
        print(f"catalog {path} link {reference['title']} -> {reference['url']}")
for diagnostic in json.load(open(diagnostics))["diagnostics"]:
    print(f"catalog {path} {diagnostic['severity']} {diagnostic['summary']}")
PY
    done
} > "$fixture/docc-answers.txt"
echo "wrote $fixture/docc-answers.txt, dump-package.json and graphs/"
