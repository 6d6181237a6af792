#!/usr/bin/env python3
"""Records what docc 6.3.1 makes of `@TopicsVisualStyle` in
Tests/CollorSiteTests/__Fixtures__/docc-topics-style/Demo.docc (one article per style, one
without the option), for TopicsVisualStyleTests.

Writes docc.json: per page title, its `topicSectionsStyle` (docc leaves the key out for a list)
and its Topics groups' titles. Regenerate: python3 scripts/docc-topics-style.py
"""
import json
import os
import subprocess
import tempfile

from doccfixture import tool

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CollorSiteTests",
                    "__Fixtures__", "docc-topics-style")


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
                result[data["metadata"]["title"]] = {
                    "style": data.get("topicSectionsStyle", "list"),
                    "groups": [section.get("title") for section in data.get("topicSections", [])]}
    with open(os.path.join(HERE, "docc.json"), "w") as out:
        json.dump(result, out, indent=1, sort_keys=True)
        out.write("\n")


if __name__ == "__main__":
    main()
