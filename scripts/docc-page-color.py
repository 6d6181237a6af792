#!/usr/bin/env python3
"""Records the colour docc 6.3.1 gives each page of
Tests/CollorSiteTests/__Fixtures__/docc-page-color/Demo.docc (`@PageColor(purple)`, a colour
docc does not know, none), for PageColorTests.

Writes docc.json: per page title, `metadata.color.standardColorIdentifier`, or null.
Regenerate: python3 scripts/docc-page-color.py
"""
import json
import os
import subprocess
import tempfile

from doccfixture import tool

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CollorSiteTests",
                    "__Fixtures__", "docc-page-color")


def main():
    result = {}
    with tempfile.TemporaryDirectory() as work:
        subprocess.run([tool("docc"), "convert", os.path.join(HERE, "Demo.docc"),
                        "--output-path", work, "--fallback-display-name", "Demo",
                        "--fallback-bundle-identifier", "demo"],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for root, _, files in os.walk(os.path.join(work, "data")):
            for file in files:
                with open(os.path.join(root, file)) as page:
                    data = json.load(page)
                color = data["metadata"].get("color") or {}
                result[data["metadata"]["title"]] = color.get("standardColorIdentifier")
    with open(os.path.join(HERE, "docc.json"), "w") as out:
        json.dump(result, out, indent=1, sort_keys=True)
        out.write("\n")


if __name__ == "__main__":
    main()
