#!/usr/bin/env python3
"""Records the link occurrences docc counts on the pages of two fixtures
(Tests/CollorSiteTests/__Fixtures__/FIXTURE: Demo.swift.txt and Demo.docc), and its warnings:
- docc-curation-links: a type page whose extension file curates another type and a member
  (Shelf.md's Topics: `- ``Book``` and `- ``add()```), for BuildReportCurationLinkTests;
- docc-hash-suffix: a link to a function that is not overloaded with its own hash suffix and
  with one that is not its own (` ``shelve()-4ddnp`` `), for HashSuffixLinkTests.

Writes each fixture's Demo.symbols.json (the symbol graph collor reads) and docc.json: per symbol
path (as docc's render JSON names its page, `Shelf`, `Shelf/add()`), the pages its links reach,
once per occurrence, in docc's order: the authored Topics groups' members, then the references
in its abstract and discussion; and under "diagnostics", docc's warnings' summaries.
Regenerate: python3 scripts/docc-curation-links.py
"""
import json
import os
import tempfile

from doccfixture import symbol_pages

FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests",
                        "CollorSiteTests", "__Fixtures__")


def references(node, found):
    """The symbol references of render content, in order."""
    if isinstance(node, dict):
        if node.get("type") == "reference" and node.get("identifier", "").startswith("doc://"):
            found.append(node["identifier"])
        for value in node.values():
            references(value, found)
    elif isinstance(node, list):
        for value in node:
            references(value, found)
    return found


def record(name):
    here = os.path.join(FIXTURES, name)
    with tempfile.TemporaryDirectory() as work:
        diagnostics = os.path.join(work, "diagnostics.json")
        pages = symbol_pages(here, work, "/tmp/" + name, ["--diagnostics-file", diagnostics])
        with open(diagnostics, encoding="utf-8") as file:
            warnings = sorted(d["summary"] for d in json.load(file)["diagnostics"])
    result = {"diagnostics": warnings}
    for path, data in sorted(pages.items()):
        links = [i for group in data.get("topicSections", []) if not group.get("generated")
                 for i in group.get("identifiers", [])]
        links += references([data.get("abstract", []), data.get("primaryContentSections", [])],
                            [])
        result[path or "Demo"] = [i.split("/documentation/Demo", 1)[1].lstrip("/") for i in links]
    with open(os.path.join(here, "docc.json"), "w") as out:
        json.dump(result, out, indent=1, sort_keys=True)
        out.write("\n")


def main():
    for name in ("docc-curation-links", "docc-hash-suffix"):
        record(name)


if __name__ == "__main__":
    main()
