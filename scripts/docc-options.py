#!/usr/bin/env python3
"""Records what docc 6.3.1 makes of `@Options` in the catalogs of
Tests/CollorSiteTests/__Fixtures__/docc-options (Local.docc: each option on one article;
Global.docc: `@Options(scope: global) { @AutomaticSeeAlso(disabled) }` in the root), for
PageOptionsTests.

Writes docc.json: per catalog, per page title, its See Also sections' titles, its role heading
(the small heading above the title) and whether its first section starts with the automatic
"Overview" heading. Regenerate: python3 scripts/docc-options.py
"""
import json
import os
import subprocess
import tempfile

from doccfixture import tool

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CollorSiteTests",
                    "__Fixtures__", "docc-options")


def pages(catalog, output):
    subprocess.run([tool("docc"), "convert", os.path.join(HERE, catalog), "--output-path", output,
                    "--fallback-display-name", "Demo", "--fallback-bundle-identifier", "demo"],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    result = {}
    for root, _, files in os.walk(os.path.join(output, "data")):
        for file in files:
            with open(os.path.join(root, file)) as page:
                data = json.load(page)
            content = [block for section in data.get("primaryContentSections", [])
                       for block in section.get("content", [])]
            result[data["metadata"]["title"]] = {
                "seeAlso": [section["title"] for section in data.get("seeAlsoSections", [])],
                "roleHeading": data["metadata"].get("roleHeading"),
                "overview": bool(content) and content[0].get("type") == "heading"
                and content[0].get("text") == "Overview",
            }
    return result


def main():
    with tempfile.TemporaryDirectory() as work:
        result = {name: pages(name + ".docc", os.path.join(work, name))
                  for name in ["Local", "Global"]}
    with open(os.path.join(HERE, "docc.json"), "w") as out:
        json.dump(result, out, indent=1, sort_keys=True)
        out.write("\n")


if __name__ == "__main__":
    main()
