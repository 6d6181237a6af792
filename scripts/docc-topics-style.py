#!/usr/bin/env python3
"""Records what docc 6.3.1 makes of `@TopicsVisualStyle` in
Tests/CollorSiteTests/__Fixtures__/docc-topics-style/Demo.docc (one article per style, one
without the option), for TopicsVisualStyleTests.

Writes docc.json: per page title, its `topicSectionsStyle` (docc leaves the key out for a list)
and its Topics groups' titles. Regenerate: python3 scripts/docc-topics-style.py
"""
import json
import os
import tempfile

from doccfixture import catalog_pages

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CollorSiteTests",
                    "__Fixtures__", "docc-topics-style")


def main():
    result = {}
    with tempfile.TemporaryDirectory() as work:
        for data in catalog_pages(os.path.join(HERE, "Demo.docc"), work):
            result[data["metadata"]["title"]] = {
                "style": data.get("topicSectionsStyle", "list"),
                "groups": [section.get("title") for section in data.get("topicSections", [])]}
    with open(os.path.join(HERE, "docc.json"), "w") as out:
        json.dump(result, out, indent=1, sort_keys=True)
        out.write("\n")


if __name__ == "__main__":
    main()
