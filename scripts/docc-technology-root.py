#!/usr/bin/env python3
"""Records docc 6.3.1's answer for Tests/CollorSiteTests/__Fixtures__/docc-technology-root (a
catalog of articles only, whose `Guide.md` is a `@TechnologyRoot`), for TechnologyRootTests:
each page's title, role and role heading, and its Topics groups as [title, [last component of
each entry's URL]]. The root's role is `collection` with no heading; its Topics are its own
group, then "Articles" with the articles nothing curates (`Bread`, `Oven`, `Pans`, `zest`: by
title in any case); `@PageKind(sampleCode)` heads a page "Sample Code", `@TitleHeading` its own.

Writes docc.json, by the last component of each page's URL.
Regenerate: python3 scripts/docc-technology-root.py
"""
import os
import tempfile

from doccfixture import catalog_pages, write_answer

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CollorSiteTests",
                    "__Fixtures__", "docc-technology-root")


def main():
    result = {}
    with tempfile.TemporaryDirectory() as work:
        pages = catalog_pages(os.path.join(HERE, "Demo.docc"), os.path.join(work, "out"))
    for data in pages:
        metadata = data.get("metadata", {})
        name = data["identifier"]["url"].rsplit("/", 1)[1]
        result[name] = {
            "title": metadata.get("title", ""),
            "role": metadata.get("role", ""),
            "roleHeading": metadata.get("roleHeading", ""),
            "topics": [[group.get("title", ""),
                        [identifier.rsplit("/", 1)[1] for identifier in group["identifiers"]]]
                       for group in data.get("topicSections", [])],
        }
    write_answer(HERE, result)


if __name__ == "__main__":
    main()
