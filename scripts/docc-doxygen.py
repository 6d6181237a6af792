#!/usr/bin/env python3
"""Records what docc shows for the doc comments of
Tests/CollorSiteTests/__Fixtures__/docc-doxygen, for DoxygenMarkupTests: docc parses doc
comments with swift-markdown's `parseMinimalDoxygen` and `parseBlockDirectives`, so `@param x`
and `\\param x` are parameters, `@returns`/`@return` the return value, `@discussion` its text,
`@note` a note; a line opening a directive docc does not know (`@see Other`, `@warning text`)
shows nothing; in a code block nothing is a command.

Writes docc.json: per symbol page (docc's URL path in the module) its abstract, discussion (its
paragraphs' and lists' text, one string), asides ([style, text]), parameters ([name, text]) and
return value, as plain text (a code span by its code, a symbol link by docc's title).
Regenerate: python3 scripts/docc-doxygen.py
"""
import json
import os
import subprocess
import tempfile

from doccfixture import reader_text as inline, symbol_pages, tool

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests",
                    "CollorSiteTests", "__Fixtures__", "docc-doxygen")


def blocks(items, references, asides):
    parts = []
    for item in items or []:
        kind = item.get("type")
        if kind == "paragraph":
            parts.append(inline(item.get("inlineContent"), references))
        elif kind == "aside":
            asides.append([item.get("style", ""),
                           " ".join(blocks(item.get("content"), references, asides))])
        elif kind in ("orderedList", "unorderedList"):
            for entry in item.get("items", []):
                parts.extend(blocks(entry.get("content"), references, asides))
    return parts


def main():
    with tempfile.TemporaryDirectory() as work:
        pages = symbol_pages(HERE, work, "/tmp/docc-doxygen")
    answers = {}
    for path, data in sorted(pages.items()):
        if not path:
            continue
        references = data.get("references", {})
        asides, discussion, parameters, returns = [], [], [], None
        for section in data.get("primaryContentSections", []):
            kind = section.get("kind")
            if kind == "parameters":
                parameters = [[p["name"], " ".join(blocks(p.get("content"), references, []))]
                              for p in section.get("parameters", [])]
            elif kind == "content":
                content = section.get("content", [])
                first = content[0] if content else {}
                if first.get("type") == "heading" and first.get("text") == "Return Value":
                    returns = " ".join(blocks(content[1:], references, []))
                else:
                    discussion += blocks(content, references, asides)
        answers[path] = {
            "abstract": inline(data.get("abstract"), references) or None,
            "discussion": " ".join(discussion) or None,
            "asides": asides,
            "parameters": parameters,
            "returns": returns,
        }
    # docc has no --version; it ships with the toolchain.
    version = subprocess.run([tool("swift"), "--version"], capture_output=True,
                             text=True).stdout.splitlines()[0]
    with open(os.path.join(HERE, "docc.json"), "w") as out:
        json.dump({"docc": version, "pages": answers}, out, indent=1, sort_keys=True,
                  ensure_ascii=False)
        out.write("\n")


if __name__ == "__main__":
    main()
