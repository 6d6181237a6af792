#!/usr/bin/env python3
"""Records the language docc 6.3.1 gives the code listings of doc comments in a module whose
catalog sets CDDefaultCodeListingLanguage (`python`), for DefaultCodeLanguageTests:
Tests/CollorSiteTests/__Fixtures__/docc-default-language/Demo.swift.txt (a type and a method, each
with a fence that names no language), documented by that folder's Demo.docc (the method curated
by the type's extension file).

Writes Demo.symbols.json (the symbol graph collor reads) and docc.json: per symbol path (as docc's
render JSON names its page, `Basket/add(_:)`), the `syntax` of each code listing on the page.
Regenerate: python3 scripts/docc-default-language.py
"""
import json
import os
import tempfile

from doccfixture import symbol_pages

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CollorSiteTests",
                    "__Fixtures__", "docc-default-language")


def listings(value):
    """The code listings in `value`, in order."""
    if isinstance(value, dict):
        if value.get("type") == "codeListing":
            return [value]
        return sum((listings(item) for item in value.values()), [])
    if isinstance(value, list):
        return sum((listings(item) for item in value), [])
    return []


def main():
    with tempfile.TemporaryDirectory() as work:
        pages = symbol_pages(HERE, work, "/tmp/docc-default-language")
    result = {}
    for path, data in pages.items():
        found = listings(data.get("primaryContentSections", []))
        if found:
            result[path] = [listing.get("syntax") for listing in found]
    with open(os.path.join(HERE, "docc.json"), "w") as out:
        json.dump(result, out, indent=1, sort_keys=True)
        out.write("\n")


if __name__ == "__main__":
    main()
