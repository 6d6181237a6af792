#!/usr/bin/env python3
"""Records docc 6.3.1's Topics of the pages of
Tests/CollorSiteTests/__Fixtures__/docc-automatic-topics (Demo.docc and the symbol graph of its
Demo.swift.txt), for AutomaticTopicsTests: the module page's curated group, then the articles
nothing curates (Articles: apple, Banana), then its uncurated top-level symbols in automatic
groups by kind (Classes, Protocols, Structures, Variables, Functions, Operators, Macros, Type
Aliases, Enumerations), each sorted by its URL's path; a
type's members by kind in docc's order; a protocol's default implementations in no group,
whichever protocol's requirement they implement (PathHierarchy's excludeFromAutomaticCuration).

Writes Demo.symbols.json (the symbol graph collor reads) and docc.json: per page, by the path
docc's URL names it in the module (`Square`, `Square/Side`, `` for the module), its title and
Topics groups as [title, [last component of each entry's URL]].
Regenerate: python3 scripts/docc-automatic-topics.py
"""
import os

from doccfixture import record_topics

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CollorSiteTests",
                    "__Fixtures__", "docc-automatic-topics")


def main():
    record_topics(HERE, "/tmp/docc-automatic-topics")


if __name__ == "__main__":
    main()
