#!/usr/bin/env python3
"""Records the platforms docc 6.3.1 lists for the symbols of
Tests/CollorSiteTests/__Fixtures__/docc-symbol-available: `Thing`'s extension file writes
`@Available` directives, which stand for its symbol graph's platforms and the catalog's
Info.plist defaults whole (no iPadOS or Mac Catalyst added after iOS, as on an article);
`Other` has none. For SymbolAvailableDirectiveTests.

Writes Demo.symbols.json and docc.json: per page path (`Thing`, `` for the module), its
`metadata.platforms` as `name introduced`, in docc's order. Regenerate:
python3 scripts/docc-symbol-available.py
"""
import json
import os
import tempfile

from doccfixture import symbol_pages

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CollorSiteTests",
                    "__Fixtures__", "docc-symbol-available")


def main():
    with tempfile.TemporaryDirectory() as work:
        pages = symbol_pages(HERE, work, "/tmp/docc-symbol-available")
    result = {path: [item["name"] + " " + item.get("introducedAt", "")
                     for item in data["metadata"].get("platforms") or []]
              for path, data in pages.items()}
    with open(os.path.join(HERE, "docc.json"), "w") as out:
        json.dump(result, out, indent=1, sort_keys=True)
        out.write("\n")


if __name__ == "__main__":
    main()
