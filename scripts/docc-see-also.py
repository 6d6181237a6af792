#!/usr/bin/env python3
"""Records docc 6.3.1's See Also for the pages of
Tests/CollorSiteTests/__Fixtures__/docc-see-also (Demo.docc and the symbol graph of its
Demo.swift.txt), for SeeAlsoTests: the automatic See Also from each page's curating group, its
last item too, after a page's own See Also; the nearest curator's group for a page curated
twice; at most 15 entries; members from their type's extension file.

Writes Demo.symbols.json (the symbol graph collor reads) and docc.json: per page, by the path
docc's URL names it in the module (`Alpha`, `Basket/add(_:)`), its See Also sections as
[title, [entry titles]] in docc's order; and topics.json: per symbol page, its Topics groups as
[title, [last component of each entry's URL]] (an overload's disambiguation in it), for the order
of docc's automatic groups. Regenerate: python3 scripts/docc-see-also.py

The same for docc-see-also-curation (pages curated by `<doc:>` links, a Topics list without a
group heading, a nested type beside an initializer): python3 scripts/docc-see-also.py
docc-see-also-curation
"""
import json
import os
import subprocess
import sys
import tempfile

from doccfixture import symbol_graph, tool

FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests",
                        "CollorSiteTests", "__Fixtures__")


def main(name):
    here = os.path.join(FIXTURES, name)
    result = {}
    topics = {}
    with tempfile.TemporaryDirectory() as work:
        graphs = symbol_graph(here, work, "/tmp/" + name)
        output = os.path.join(work, "out")
        subprocess.run([tool("docc"), "convert", os.path.join(here, "Demo.docc"),
                        "--additional-symbol-graph-dir", graphs, "--output-path", output,
                        "--fallback-display-name", "Demo", "--fallback-bundle-identifier", "demo"],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for root, _, files in os.walk(os.path.join(output, "data", "documentation")):
            for file in files:
                with open(os.path.join(root, file)) as page:
                    data = json.load(page)
                path = data["identifier"]["url"].split("/documentation/", 1)[1].split("/", 1)[1:]
                path = path[0] if path else ""
                references = data.get("references", {})
                result[path or "Demo"] = [
                    [section.get("title", ""),
                     [references[identifier]["title"] for identifier in section["identifiers"]]]
                    for section in data.get("seeAlsoSections", [])]
                if data.get("kind") == "symbol":
                    topics[path or "Demo"] = [
                        [section.get("title", ""),
                         [identifier.rsplit("/", 1)[1] for identifier in section["identifiers"]]]
                        for section in data.get("topicSections", [])]
    with open(os.path.join(here, "docc.json"), "w") as out:
        json.dump(result, out, indent=1, sort_keys=True)
        out.write("\n")
    with open(os.path.join(here, "topics.json"), "w") as out:
        json.dump(topics, out, indent=1, sort_keys=True)
        out.write("\n")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "docc-see-also")
