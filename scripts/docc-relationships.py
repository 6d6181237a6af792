#!/usr/bin/env python3
"""Records docc's relationships for
Tests/CollorSiteTests/__Fixtures__/docc-relationships/Demo.swift.txt, for RelationshipTests:
conformances every type has (Copyable, Escapable, SendableMetatype), protocols refining
protocols, classes inheriting, conformances of another module's types (the `Demo@Swift` graph)
and a requirement's default implementations.

Writes the symbol graphs collor reads (Demo.symbols.json, Demo@Swift.symbols.json) and
docc.json: per symbol page (its path under the module, `Basket`, `Priced/cents`), each
relationships group as docc's render JSON gives it (`type`, `title`, its members by their path
under the module, or another module's by the name docc falls back to), then its
`defaultImplementationsSections` as groups of type `defaultImplementations`. Regenerate:
python3 scripts/docc-relationships.py
"""
import json
import os
import subprocess
import tempfile

from doccfixture import symbol_graph, tool

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CollorSiteTests",
                    "__Fixtures__", "docc-relationships")
FIXED = "/tmp/docc-relationships"


def main():
    with tempfile.TemporaryDirectory() as work:
        inputs = symbol_graph(HERE, work, FIXED, every_graph=True)
        output = os.path.join(work, "out")
        subprocess.run([tool("docc"), "convert", os.path.join(HERE, "Demo.docc"),
                        "--additional-symbol-graph-dir", inputs, "--output-path", output,
                        "--fallback-display-name", "Demo", "--fallback-bundle-identifier", "demo"],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        pages = {}
        for root, _, files in os.walk(os.path.join(output, "data", "documentation")):
            for file in files:
                with open(os.path.join(root, file)) as page:
                    data = json.load(page)
                if data.get("kind") == "symbol":
                    path = data["identifier"]["url"].split("/documentation/Demo", 1)[1]
                    pages[path.lstrip("/")] = data
    result = {}
    for path, data in sorted(pages.items()):
        references = data.get("references", {})

        def name(identifier):
            reference = references.get(identifier, {})
            url = reference.get("url", "")
            if url.startswith("/documentation/demo"):
                return "Demo/" + "/".join(p for p in url.split("/")[3:])
            return reference.get("title") or identifier.split("/")[-1]

        groups = [{"type": section["type"], "title": section["title"],
                   "members": [name(i) for i in section["identifiers"]]}
                  for section in data.get("relationshipsSections", [])]
        groups += [{"type": "defaultImplementations", "title": section["title"],
                    "members": [name(i) for i in section["identifiers"]]}
                   for section in data.get("defaultImplementationsSections", [])]
        result[path] = groups
    with open(os.path.join(HERE, "docc.json"), "w") as out:
        json.dump(result, out, indent=1, sort_keys=True)
        out.write("\n")


if __name__ == "__main__":
    main()
