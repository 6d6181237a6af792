#!/usr/bin/env python3
"""Records docc 6.3.1's Topics of the pages of
Tests/CollorSiteTests/__Fixtures__/docc-module-index (a catalog with no root page, and the symbol
graph of its Demo.swift.txt), for ModuleIndexTests: the module's page, which collor generates
as the module's index, lists the catalog's articles that no curation from a symbol reaches
(all four, `Tools` and the `Cherry` it curates too), then the top-level symbols by kind (not
`Shelf.Slot`, which its shelf's page lists, nor `Gadget`, which `Tools` curates), and has no
abstract.

Writes Demo.symbols.json (the symbol graph collor reads) and docc.json: per page with Topics, by
the path docc's URL names it in the module (`` for the module), its title and its Topics groups
as [title, [last component of each entry's URL]], and the module page's abstract.
Regenerate: python3 scripts/docc-module-index.py
"""
import json
import os
import tempfile

from doccfixture import record_topics, symbol_pages

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CollorSiteTests",
                    "__Fixtures__", "docc-module-index")


def main():
    record_topics(HERE, "/tmp/docc-module-index")
    with tempfile.TemporaryDirectory() as work:
        module = symbol_pages(HERE, work, "/tmp/docc-module-index")[""]
    path = os.path.join(HERE, "docc.json")
    with open(path) as file:
        recorded = json.load(file)
    recorded[""]["abstract"] = "".join(part.get("text", "") for part in module.get("abstract", []))
    with open(path, "w") as out:
        json.dump(recorded, out, indent=1, sort_keys=True)
        out.write("\n")


if __name__ == "__main__":
    main()
