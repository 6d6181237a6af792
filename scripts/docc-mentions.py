#!/usr/bin/env python3
"""Records docc's Mentioned In for the symbols of
Tests/CollorSiteTests/__Fixtures__/docc-mentions/Demo.swift.txt, documented by that folder's
Demo.docc catalog, for MentionedInTests.

Writes Demo.symbols.json (the symbol graph collor reads) and docc.json: per symbol path (as
docc's render JSON names its page, `Basket/add(_:)`), the titles of the articles its `mentions`
section lists, in docc's order. Regenerate: python3 scripts/docc-mentions.py
"""
import json
import os
import subprocess
import tempfile

from doccfixture import symbol_graph, tool

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CollorSiteTests",
                    "__Fixtures__", "docc-mentions")


def main():
    with tempfile.TemporaryDirectory() as work:
        graphs = symbol_graph(HERE, work, "/tmp/docc-mentions")
        output = os.path.join(work, "out")
        subprocess.run([tool("docc"), "convert", os.path.join(HERE, "Demo.docc"),
                        "--additional-symbol-graph-dir", graphs, "--output-path", output,
                        "--fallback-display-name", "Demo", "--fallback-bundle-identifier", "demo"],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        folder = os.path.join(output, "data", "documentation")
        result = {}
        for root, _, files in os.walk(folder):
            for file in files:
                with open(os.path.join(root, file)) as page:
                    data = json.load(page)
                if data.get("kind") != "symbol":
                    continue
                path = data["identifier"]["url"].split("/documentation/Demo", 1)[1].lstrip("/")
                mentions = [section["mentions"] for section in data.get("primaryContentSections", [])
                            if section.get("kind") == "mentions"]
                references = data.get("references", {})
                result[path or "Demo"] = [references[m]["title"] for m in sum(mentions, [])]
    with open(os.path.join(HERE, "docc.json"), "w") as out:
        json.dump(result, out, indent=1, sort_keys=True)
        out.write("\n")


if __name__ == "__main__":
    main()
