#!/usr/bin/env python3
"""Records docc 6.3.1's answer for Tests/CollorSiteTests/__Fixtures__/docc-summary-abstracts
(Demo.docc and the symbol graph of its Demo.swift.txt), for SummaryAbstractTests: a summary's
reference links (`[fruit][wiki]`, `[Crates]`, `[boxes][]`) take the doc comment's definitions,
what is no reference stays as written, and a type without a doc comment (`Crate`) takes its
extension file's abstract, where a type with one (`Box`) keeps its own.

Writes Demo.symbols.json (the symbol graph collor reads) and docc.json: each symbol page's
abstract as a reader sees it (a link by its text), by the path docc's URL names it.
Regenerate: python3 scripts/docc-summary-abstracts.py
"""
import os
import tempfile

from doccfixture import reader_text, symbol_pages, write_answer

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CollorSiteTests",
                    "__Fixtures__", "docc-summary-abstracts")


def main():
    with tempfile.TemporaryDirectory() as work:
        pages = symbol_pages(HERE, work, "/tmp/docc-summary-abstracts")
    write_answer(HERE, {path or "Demo": reader_text(data.get("abstract"),
                                                    data.get("references", {}))
                        for path, data in pages.items()})


if __name__ == "__main__":
    main()
