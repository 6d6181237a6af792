#!/usr/bin/env python3
"""Records which platforms docc 6.3.1 marks beta when given `--platform name=macOS,version=14.0,
beta=true --platform name=iOS,version=16.0`, for the symbols of
Tests/CollorSiteTests/__Fixtures__/docc-beta-platforms/Demo.swift.txt and its module page (with
the Info.plist defaults of that folder's Demo.docc), for BetaPlatformsTests.

Writes Demo.symbols.json (the symbol graph collor reads) and docc.json: per page title, each
platform of `metadata.platforms` as [name, introducedAt, beta].
Regenerate: python3 scripts/docc-beta-platforms.py
"""
import json
import os
import tempfile

from doccfixture import symbol_pages

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CollorSiteTests",
                    "__Fixtures__", "docc-beta-platforms")
PLATFORMS = ["--platform", "name=macOS,version=14.0,beta=true",
             "--platform", "name=iOS,version=16.0"]


def main():
    with tempfile.TemporaryDirectory() as work:
        pages = symbol_pages(HERE, work, "/FIXTURE", PLATFORMS)
    result = {page["metadata"]["title"]: [
        [p["name"], p.get("introducedAt"), p.get("beta", False)]
        for p in page["metadata"].get("platforms") or []] for page in pages.values()}
    with open(os.path.join(HERE, "docc.json"), "w") as out:
        json.dump(result, out, indent=1, sort_keys=True)
        out.write("\n")


if __name__ == "__main__":
    main()
