#!/usr/bin/env python3
"""Records the colour docc 6.3.1 gives each page of
Tests/CollorSiteTests/__Fixtures__/docc-page-color/Demo.docc (`@PageColor(purple)`, a colour
docc does not know, none), for PageColorTests.

Writes docc.json: per page title, `metadata.color.standardColorIdentifier`, or null; and under
`"warnings"` docc's diagnostics (file name, line, column, summary). Regenerate: python3 scripts/docc-page-color.py
"""
import json
import os
import tempfile

from doccfixture import catalog_pages

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CollorSiteTests",
                    "__Fixtures__", "docc-page-color")


def main():
    result = {}
    with tempfile.TemporaryDirectory() as work:
        pages = catalog_pages(os.path.join(HERE, "Demo.docc"), os.path.join(work, "out"),
                              ["--diagnostics-file", os.path.join(work, "diagnostics.json")])
        with open(os.path.join(work, "diagnostics.json")) as diagnostics:
            warnings = [
                {"file": os.path.basename(d["source"]), "line": d["range"]["start"]["line"],
                 "column": d["range"]["start"]["column"], "summary": d["summary"]}
                for d in json.load(diagnostics)["diagnostics"]]
        for data in pages:
            color = data["metadata"].get("color") or {}
            result[data["metadata"]["title"]] = color.get("standardColorIdentifier")
    result["warnings"] = warnings
    with open(os.path.join(HERE, "docc.json"), "w") as out:
        json.dump(result, out, indent=1, sort_keys=True)
        out.write("\n")


if __name__ == "__main__":
    main()
