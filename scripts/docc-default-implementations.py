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
import os

from doccfixture import record_topics

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CollorSiteTests",
                    "__Fixtures__", "docc-default-implementations")


def main():
    record_topics(HERE, "/tmp/docc-default-implementations", module_key="Demo",
                  role_heading=True)


if __name__ == "__main__":
    main()
