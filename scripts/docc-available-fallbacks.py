#!/usr/bin/env python3
"""Records the platforms docc 6.3.1 lists for the articles of
Tests/CollorSiteTests/__Fixtures__/docc-available-fallbacks/Demo.docc, whose `@Available`
directives name iOS (docc adds iPadOS and Mac Catalyst unless written), for
AvailableFallbackTests.

Writes docc.json: per page title, its `metadata.platforms` as `name introduced`, in docc's
order. Regenerate: python3 scripts/docc-available-fallbacks.py
"""
import json
import os
import tempfile

from doccfixture import catalog_pages

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CollorSiteTests",
                    "__Fixtures__", "docc-available-fallbacks")


def main():
    result = {}
    with tempfile.TemporaryDirectory() as work:
        for data in catalog_pages(os.path.join(HERE, "Demo.docc"), work):
            result[data["metadata"]["title"]] = [
                item["name"] + " " + item.get("introducedAt", "")
                for item in data["metadata"].get("platforms", [])]
    with open(os.path.join(HERE, "docc.json"), "w") as out:
        json.dump(result, out, indent=1, sort_keys=True)
        out.write("\n")


if __name__ == "__main__":
    main()
