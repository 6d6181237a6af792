#!/usr/bin/env python3
"""Records the title, kind and abstract docc shows for each page of
Tests/CollorSiteTests/__Fixtures__/docc-abstracts-titles, for AbstractAndTitleTests:

- abstracts: an undocumented member whose symbol graph names where it comes from (`description`
  of `CustomStringConvertible`, `handle()` of a protocol of the module) gets docc's "Inherited
  from `Protocol.member`." (its `RenderNodeTranslator`); a doc comment's first paragraph ends at a
  `- Parameter` line right after it, and at a line that opens a block directive (`@see …`); a
  comment that opens with one (`@see: x`) has none; an article's abstract is its first block
  only when that block is a paragraph (`@Comment` and HTML comments may come before it).
- link text: a symbol link in an abstract shows the target's title as docc titles it
  (`Interval.seconds(_:)`, `Connection.Client`), an unresolved one its path as written
  (`Swift/Never/forever`).
- titles: enum cases, nested types and type aliases qualified by their type's path
  (`Interval.seconds(_:)`, `Interval.Parts.Element`); properties, methods and initialisers not.

Writes docc.json: per page (docc's URL path in the module: `Interval/seconds(_:)`, `` for the
module, `ListFirst` for an article) its title, role heading, precise identifier (a symbol's)
and abstract (plain text: a code span
or a link by its text, docc's reference title for a symbol link).
Regenerate: python3 scripts/docc-abstracts-titles.py
"""
import json
import os
import subprocess
import tempfile

from doccfixture import symbol_graph, tool

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests",
                    "CollorSiteTests", "__Fixtures__", "docc-abstracts-titles")


def text(inlines, references):
    result = ""
    for inline in inlines:
        kind = inline["type"]
        if kind == "text":
            result += inline["text"]
        elif kind == "codeVoice":
            result += inline["code"]
        elif kind == "reference":
            result += references.get(inline["identifier"], {}).get("title", "")
        elif "inlineContent" in inline:
            result += text(inline["inlineContent"], references)
    return result


def main():
    with tempfile.TemporaryDirectory() as work:
        graphs = symbol_graph(HERE, work, "/tmp/docc-abstracts-titles")
        output = os.path.join(work, "out")
        subprocess.run([tool("docc"), "convert", os.path.join(HERE, "Demo.docc"),
                        "--additional-symbol-graph-dir", graphs, "--output-path", output,
                        "--fallback-display-name", "Demo", "--fallback-bundle-identifier",
                        "demo"], check=True, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
        pages = {}
        for root, _, files in os.walk(os.path.join(output, "data", "documentation")):
            for file in sorted(files):
                with open(os.path.join(root, file)) as page:
                    data = json.load(page)
                url = data["identifier"]["url"]
                path = url.split("/documentation/Demo", 1)[1].lstrip("/")
                abstract = data.get("abstract")
                pages[path] = {
                    "title": data["metadata"]["title"],
                    "role": data["metadata"].get("roleHeading"),
                    "identifier": data["metadata"].get("externalID"),
                    "abstract": None if abstract is None
                    else text(abstract, data.get("references", {})),
                }
    # docc has no --version; it ships with the toolchain.
    version = subprocess.run([tool("swift"), "--version"], capture_output=True,
                             text=True).stdout.splitlines()[0]
    with open(os.path.join(HERE, "docc.json"), "w") as out:
        json.dump({"docc": version, "pages": pages}, out, indent=1, sort_keys=True,
                  ensure_ascii=False)
        out.write("\n")


if __name__ == "__main__":
    main()
