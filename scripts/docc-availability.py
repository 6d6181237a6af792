#!/usr/bin/env python3
"""Records docc's availability for the symbols of
Tests/CollorSiteTests/__Fixtures__/docc-availability/Demo.swift.txt, with and without that
folder's Info.plist (CDAppleDefaultAvailability), for SymbolAvailabilityTests.

Writes Demo.symbols.json (the symbol graph collor reads) and docc.json: per symbol title, the
`metadata.platforms` (name, introducedAt, deprecatedAt) of docc's render JSON, whether its
references mark it deprecated, and whether the navigator (the sidebar) does. Regenerate: python3 scripts/docc-availability.py
"""
import json
import os
import shutil
import subprocess
import tempfile

from doccfixture import symbol_graph, tool

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CollorSiteTests",
                    "__Fixtures__", "docc-availability")


def convert(work, graphs, plist, name):
    catalog = os.path.join(work, name + ".docc")
    os.makedirs(catalog)
    with open(os.path.join(catalog, "Demo.md"), "w") as page:
        page.write("# ``Demo``\n\nThe demo module.\n")
    if plist:
        shutil.copy(os.path.join(HERE, "Info.plist"), catalog)
    output = os.path.join(work, name + "-out")
    subprocess.run([tool("docc"), "convert", catalog, "--additional-symbol-graph-dir", graphs,
                    "--output-path", output, "--fallback-display-name", "Demo",
                    "--fallback-bundle-identifier", "demo"], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    result = {}
    folder = os.path.join(output, "data", "documentation")
    deprecated = set()
    with open(os.path.join(folder, "demo.json")) as module:
        data = json.load(module)
        for reference in data.get("references", {}).values():
            if reference.get("deprecated"):
                deprecated.add(reference["title"])
        result["Demo"] = {"platforms": simplify(data["metadata"].get("platforms")),
                          "roleHeading": data["metadata"].get("roleHeading")}
    # The sidebar's marks: docc's navigator index flags a node `deprecated`.
    marked = set()
    with open(os.path.join(output, "index", "index.json")) as index:
        nodes = list(json.load(index)["interfaceLanguages"]["swift"])
        while nodes:
            node = nodes.pop()
            nodes.extend(node.get("children", []))
            if node.get("deprecated"):
                marked.add(node.get("path"))
    for file in sorted(os.listdir(os.path.join(folder, "demo"))):
        with open(os.path.join(folder, "demo", file)) as page:
            data = json.load(page)
        title = data["metadata"]["title"]
        summary = data.get("deprecationSummary")
        result[title] = {"platforms": simplify(data["metadata"].get("platforms")),
                         "deprecated": title in deprecated,
                         "deprecatedInNavigator":
                             "/documentation/demo/" + file[:-len(".json")] in marked,
                         "deprecationSummary": summary[0]["inlineContent"][0]["text"]
                         if summary else None}
    return result


def simplify(platforms):
    return [{key: item[key] for key in ("name", "introducedAt", "deprecatedAt") if key in item}
            for item in platforms or []]


def main():
    with tempfile.TemporaryDirectory() as work:
        graphs = symbol_graph(HERE, work, "/tmp/docc-availability")
        result = {"withInfoPlist": convert(work, graphs, True, "With"),
                  "withoutInfoPlist": convert(work, graphs, False, "Without")}
        with open(os.path.join(HERE, "docc.json"), "w") as out:
            json.dump(result, out, indent=1, sort_keys=True)
            out.write("\n")


if __name__ == "__main__":
    main()
