#!/usr/bin/env python3
"""Records docc's Mentioned In for the symbols of
Tests/CollorSiteTests/__Fixtures__/docc-mentions/Demo.swift.txt, documented by that folder's
Demo.docc catalog, for MentionedInTests.

Writes Demo.symbols.json (the symbol graph collor reads) and docc.json: per symbol path (as
docc's render JSON names its page, `Basket/add(_:)`), the titles of the articles its `mentions`
section lists, in docc's order. Regenerate: python3 scripts/docc-mentions.py
"""
import json
import os
import tempfile

from doccfixture import symbol_pages

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CollorSiteTests",
                    "__Fixtures__", "docc-mentions")


def main():
    with tempfile.TemporaryDirectory() as work:
        pages = symbol_pages(HERE, work, "/tmp/docc-mentions")
    result = {}
    for path, data in pages.items():
        mentions = [section["mentions"] for section in data.get("primaryContentSections", [])
                    if section.get("kind") == "mentions"]
        references = data.get("references", {})
        result[path or "Demo"] = [references[m]["title"] for m in sum(mentions, [])]
    with open(os.path.join(HERE, "docc.json"), "w") as out:
        json.dump(result, out, indent=1, sort_keys=True)
        out.write("\n")


if __name__ == "__main__":
    main()
