#!/usr/bin/env python3
"""Records docc 6.3.1's answer for Tests/CollorSiteTests/__Fixtures__/docc-missing-extension
(Demo.docc and the symbol graph of its Demo.swift.txt), for MissingSymbolExtensionTests: an
extension file whose symbol the graph does not have (`Basket/gone()`, `Shelf`) is dropped, with
one warning at its title ("No symbol matched"), and nothing else of it is read (no warning for
its Topics' ``nothing``); the module page stays.

Writes Demo.symbols.json (the symbol graph collor reads) and docc.json: the paths of the pages
docc writes, and each diagnostic as [file name, line, summary].
Regenerate: python3 scripts/docc-missing-extension.py
"""
import os
import tempfile

from doccfixture import convert_with_diagnostics, write_answer

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CollorSiteTests",
                    "__Fixtures__", "docc-missing-extension")


def main():
    with tempfile.TemporaryDirectory() as work:
        out, found = convert_with_diagnostics(HERE, work, "/tmp/docc-missing-extension")
        pages = sorted(os.path.relpath(os.path.join(root, name), os.path.join(out, "data"))
                       for root, _, names in os.walk(os.path.join(out, "data")) for name in names)
    write_answer(HERE, {
        "pages": pages,
        "diagnostics": sorted([os.path.basename(d["source"]), d["range"]["start"]["line"],
                               d["summary"]] for d in found),
    })


if __name__ == "__main__":
    main()
