#!/usr/bin/env python3
"""Records what docc 6.3.1 makes of `@DeprecationSummary` for the symbols of
Tests/CollorSiteTests/__Fixtures__/docc-deprecation-summary/Demo.swift.txt, documented by that
folder's Demo.docc (extension files with the directive, one in a doc comment, one in an article),
for DeprecationSummaryTests.

Writes Demo.symbols.json (the symbol graph collor reads) and docc.json: `summaries`, per page
title, the text of its `deprecationSummary` (null when none); `marked`, the titles the module
page's references mark deprecated (its Topics lists); `diagnostics`, each of docc's
diagnostics' file name, line, column and summary. Regenerate:
python3 scripts/docc-deprecation-summary.py
"""
import json
import os
import tempfile

from doccfixture import convert_with_diagnostics

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CollorSiteTests",
                    "__Fixtures__", "docc-deprecation-summary")


def text(inlines):
    """The plain text of render JSON inline content."""
    result = ""
    for inline in inlines:
        result += inline.get("text", "") + text(inline.get("inlineContent", []))
    return result


def main():
    with tempfile.TemporaryDirectory() as work:
        output, diagnostics = convert_with_diagnostics(
            HERE, work, "/tmp/docc-deprecation-summary")
        folder = os.path.join(output, "data", "documentation")
        summaries = {}
        platforms = {}
        for root, _, files in os.walk(folder):
            for file in files:
                with open(os.path.join(root, file)) as page:
                    data = json.load(page)
                summary = data.get("deprecationSummary")
                summaries[data["metadata"]["title"]] = (
                    " ".join(text(block.get("inlineContent", [])) for block in summary)
                    if summary else None)
                platforms[data["metadata"]["title"]] = [
                    ", ".join([item["name"]] + [field[:-2] + " " + item[field] for field in
                                                ("introducedAt", "deprecatedAt") if field in item])
                    for item in data["metadata"].get("platforms", [])]
        with open(os.path.join(folder, "demo.json")) as module:
            references = json.load(module).get("references", {}).values()
            marked = sorted(ref["title"] for ref in references if ref.get("deprecated"))
        rows = [{"file": os.path.basename(d.get("source", "")),
                 "line": d["range"]["start"]["line"],
                 "column": d["range"]["start"]["column"], "summary": d["summary"]}
                for d in diagnostics]
        result = {"summaries": summaries, "platforms": platforms, "marked": marked,
                  "diagnostics": sorted(rows, key=lambda r: (r["file"], r["line"], r["column"]))}
        with open(os.path.join(HERE, "docc.json"), "w") as out:
            json.dump(result, out, indent=1, sort_keys=True)
            out.write("\n")


if __name__ == "__main__":
    main()
