#!/usr/bin/env python3
"""Records what docc 6.3.1 makes of a catalog's Info.plist keys, for CatalogInfoPlistTests:
Tests/CollorSiteTests/__Fixtures__/docc-info-plist/Demo.docc (CDDefaultCodeListingLanguage
`swift`, CFBundleDisplayName `Pretty Demo`, no root page), alone and with the symbol graph of
Demo.swift.txt (module `Demo`, written to Demo.symbols.json).

Writes docc.json: the `syntax` of each code listing of `Listings.md` (an indented block, a fence
without a language, a fence with one), the title of the root page docc makes for the catalog,
the root's title and the articles' URL once the catalog documents the module (`withModule`),
and whether docc converts the same catalog once its Info.plist is not a property list (with the
first line of its error). Regenerate: python3 scripts/docc-info-plist.py
"""
import glob
import json
import os
import shutil
import subprocess
import tempfile

from doccfixture import symbol_graph, tool

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CollorSiteTests",
                    "__Fixtures__", "docc-info-plist")


def convert(catalog, output, flags=()):
    return subprocess.run([tool("docc"), "convert", catalog, "--output-path", output]
                          + list(flags),
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def render_pages(output):
    pages = {}
    for file in glob.glob(os.path.join(output, "data", "**", "*.json"), recursive=True):
        with open(file) as page:
            data = json.load(page)
        pages[data["metadata"].get("title")] = data
    return pages


def main():
    result = {}
    with tempfile.TemporaryDirectory() as work:
        output = os.path.join(work, "out")
        convert(os.path.join(HERE, "Demo.docc"), output).check_returncode()
        pages = render_pages(output)
        result["codeListingSyntax"] = [
            block.get("syntax") for section in pages["Listings"]["primaryContentSections"]
            for block in section.get("content", []) if block.get("type") == "codeListing"]
        roots = [title for title, data in pages.items()
                 if data["metadata"].get("role") == "collection"]
        result["rootTitle"] = roots[0] if roots else None
        graphs = symbol_graph(HERE, os.path.join(work, "module"), "/fixture")
        output = os.path.join(work, "module-out")
        convert(os.path.join(HERE, "Demo.docc"), output,
                ["--additional-symbol-graph-dir", graphs]).check_returncode()
        pages = render_pages(output)
        result["withModule"] = {
            "rootTitles": sorted(title for title, data in pages.items()
                                 if data["metadata"].get("role") in ("collection", "symbol")
                                 and data["metadata"].get("symbolKind") == "module"),
            "listingsURL": pages["Listings"]["identifier"]["url"]}
        broken = os.path.join(work, "Broken.docc")
        shutil.copytree(os.path.join(HERE, "Demo.docc"), broken)
        with open(os.path.join(broken, "Info.plist"), "w") as plist:
            plist.write("not a property list <dict>\n")
        run = convert(broken, os.path.join(work, "broken-out"))
        errors = [line for line in run.stdout.splitlines() if line.startswith("Error:")]
        result["malformed"] = {
            "converted": os.path.isdir(os.path.join(work, "broken-out", "data")),
            "error": errors[0].split(". ")[0] if errors else None}
    with open(os.path.join(HERE, "docc.json"), "w") as out:
        json.dump(result, out, indent=1, sort_keys=True)
        out.write("\n")


if __name__ == "__main__":
    main()
