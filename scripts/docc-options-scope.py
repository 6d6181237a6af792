#!/usr/bin/env python3
"""Records what docc 6.3.1 makes of `@Options(scope: global)`, `@TopicsVisualStyle(hidden)` and
`@AutomaticTitleHeading` in the catalogs of Tests/CollorSiteTests/__Fixtures__/docc-options-scope
(Global.docc: the module page sets both options for the catalog, an article and an extension
file override them; Local.docc: an extension file turns its role heading off, an article hides
its Topics), with the symbol graph of Demo.swift.txt, for PageOptionsScopeTests.

Writes docc.json: per catalog, per page title (the module page and each type), its role heading
(the small heading above the title), its Topics style (docc leaves the key out for a list), its
Topics groups and See Also groups' titles, and the navigator's children of each page.
Regenerate: python3 scripts/docc-options-scope.py
"""
import json
import os
import subprocess
import tempfile

from doccfixture import symbol_graph, tool

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CollorSiteTests",
                    "__Fixtures__", "docc-options-scope")


def navigator(output):
    """Each page's children in docc's navigator (`index/index.json`), by title."""
    with open(os.path.join(output, "index", "index.json")) as text:
        index = json.load(text)
    children = {}
    nodes = list(index["interfaceLanguages"]["swift"])
    while nodes:
        node = nodes.pop()
        shown = [child for child in node.get("children", []) if child.get("type") != "groupMarker"]
        if shown:
            children[node["title"]] = [child["title"] for child in shown]
        nodes.extend(shown)
    return children


def pages(catalog, graphs, output):
    subprocess.run([tool("docc"), "convert", os.path.join(HERE, catalog),
                    "--additional-symbol-graph-dir", graphs, "--output-path", output,
                    "--fallback-display-name", "Demo", "--fallback-bundle-identifier", "demo"],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    children = navigator(output)
    result = {}
    for root, _, files in os.walk(os.path.join(output, "data")):
        for file in files:
            with open(os.path.join(root, file)) as page:
                data = json.load(page)
            title = data["metadata"]["title"]
            if title == "init()":
                continue  # the members: shown in their type's page here
            result[title] = {
                "roleHeading": data["metadata"].get("roleHeading"),
                "style": data.get("topicSectionsStyle", "list"),
                "topics": [section.get("title") for section in data.get("topicSections", [])],
                "seeAlso": [section["title"] for section in data.get("seeAlsoSections", [])],
                "navigator": children.get(title, []),
            }
    return result


def main():
    with tempfile.TemporaryDirectory() as work:
        graphs = symbol_graph(HERE, work, "/fixture")
        result = {name: pages(name + ".docc", graphs, os.path.join(work, name))
                  for name in ["Global", "Local"]}
    with open(os.path.join(HERE, "docc.json"), "w") as out:
        json.dump(result, out, indent=1, sort_keys=True)
        out.write("\n")


if __name__ == "__main__":
    main()
