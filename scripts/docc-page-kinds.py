#!/usr/bin/env python3
"""Records docc 6.3.1's role and role heading of the pages of
Tests/CollorSiteTests/__Fixtures__/docc-page-kinds (Demo.docc and the symbol graph of its
Demo.swift.txt), for PageKindTests: an article whose Topics have a group is an API collection
(role `collectionGroup`), headed "API Collection" when a group curates a symbol; `@PageKind`
overrides the role, `@TitleHeading` and `@AutomaticTitleHeading(disabled)` the heading; a type's
"X Implementations" page is an API collection too.

Writes Demo.symbols.json (the symbol graph collor reads) and docc.json: per page, by the path
docc's URL names it in the module (`Shelf`, `Box/Sized-Implementations`), its title, role and
role heading ("" when docc shows none).
Regenerate: python3 scripts/docc-page-kinds.py
"""
import os
import tempfile

from doccfixture import symbol_pages, write_answer

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CollorSiteTests",
                    "__Fixtures__", "docc-page-kinds")


def main():
    result = {}
    with tempfile.TemporaryDirectory() as work:
        pages = symbol_pages(HERE, work, "/tmp/docc-page-kinds", kinds=("symbol", "article"))
    for path, data in pages.items():
        metadata = data["metadata"]
        result[path or "Demo"] = {"title": metadata.get("title", ""),
                                  "role": metadata.get("role", ""),
                                  "roleHeading": metadata.get("roleHeading", "")}
    write_answer(HERE, result)


if __name__ == "__main__":
    main()
