#!/usr/bin/env python3
"""Records docc 6.3.1's Topics of the pages of
Tests/CollorSiteTests/__Fixtures__/docc-default-implementations (Demo.docc and the symbol graph
of its Demo.swift.txt), for DefaultImplementationsTests: a type's members inherited from a
protocol's extension (its own module's or the standard library's) moved to one "X
Implementations" page per protocol, listed in the type's last group, "Default
Implementations"; a protocol's default implementations in none of its groups; the automatic
groups in docc's order of kinds.

Writes Demo.symbols.json (the symbol graph collor reads) and docc.json: per page, by the path
docc's URL names it in the module (`Box`, `Box/Sized-Implementations`), its title, role heading
and Topics groups as [title, [last component of each entry's URL]].
Regenerate: python3 scripts/docc-default-implementations.py
"""
import json
import os
import tempfile

from doccfixture import symbol_pages

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CollorSiteTests",
                    "__Fixtures__", "docc-default-implementations")


def main():
    result = {}
    with tempfile.TemporaryDirectory() as work:
        pages = symbol_pages(HERE, work, "/tmp/docc-default-implementations",
                             kinds=("symbol", "article"))
    for path, data in pages.items():
        groups = data.get("topicSections", [])
        if groups:
            result[path or "Demo"] = {
                "title": data["metadata"].get("title", ""),
                "roleHeading": data["metadata"].get("roleHeading", ""),
                "topics": [[group.get("title", ""),
                            [identifier.rsplit("/", 1)[1] for identifier in group["identifiers"]]]
                           for group in groups]}
    with open(os.path.join(HERE, "docc.json"), "w") as out:
        json.dump(result, out, indent=1, sort_keys=True)
        out.write("\n")


if __name__ == "__main__":
    main()
