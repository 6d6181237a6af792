#!/usr/bin/env python3
"""Records the link occurrences docc counts on a type page whose extension file curates another
type and a member (Tests/CollorSiteTests/__Fixtures__/docc-curation-links: Demo.swift.txt, and
Demo.docc's Shelf.md with `- ``Book``` and `- ``add()``` in its Topics), for
BuildReportCurationLinkTests.

Writes Demo.symbols.json (the symbol graph collor reads) and docc.json: per symbol path (as
docc's render JSON names its page, `Shelf`, `Shelf/add()`), the pages its links reach, once per
occurrence, in docc's order: the authored Topics groups' members, then the references in its
abstract and discussion. Regenerate: python3 scripts/docc-curation-links.py
"""
import json
import os
import tempfile

from doccfixture import symbol_pages

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CollorSiteTests",
                    "__Fixtures__", "docc-curation-links")


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


def main():
    with tempfile.TemporaryDirectory() as work:
        pages = symbol_pages(HERE, work, "/tmp/docc-curation-links")
    result = {}
    for path, data in sorted(pages.items()):
        links = [i for group in data.get("topicSections", []) if not group.get("generated")
                 for i in group.get("identifiers", [])]
        links += references([data.get("abstract", []), data.get("primaryContentSections", [])],
                            [])
        result[path or "Demo"] = [i.split("/documentation/Demo", 1)[1].lstrip("/") for i in links]
    with open(os.path.join(HERE, "docc.json"), "w") as out:
        json.dump(result, out, indent=1, sort_keys=True)
        out.write("\n")


if __name__ == "__main__":
    main()
