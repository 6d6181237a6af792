#!/usr/bin/env python3
"""Records what docc makes of a catalog's root page titled with the module's absolute symbol
path (` # ``/Demo`` `, as swift-distributed-tracing's Tracing.docc writes it), for
AbsoluteRootPageTests: Tests/CollorSiteTests/__Fixtures__/docc-absolute-root.

Writes Demo.symbols.json (the symbol graph collor reads) and docc.json: the module page's title,
abstract and Topics groups (titles and members' paths), as docc's render JSON gives them.
Regenerate: python3 scripts/docc-absolute-root.py
"""
import os
import tempfile

from doccfixture import symbol_pages, write_answer

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CollorSiteTests",
                    "__Fixtures__", "docc-absolute-root")


def main():
    with tempfile.TemporaryDirectory() as work:
        pages = symbol_pages(HERE, work, "/tmp/docc-absolute-root")
    module = pages[""]
    result = {
        "title": module["metadata"]["title"],
        "role": module["metadata"].get("role"),
        "abstract": "".join(i.get("text", "") for i in module.get("abstract", [])),
        "topics": [[group.get("title", ""),
                    [i.split("/documentation/Demo", 1)[1].lstrip("/")
                     for i in group.get("identifiers", [])]]
                   for group in module.get("topicSections", [])],
    }
    write_answer(HERE, result)


if __name__ == "__main__":
    main()
