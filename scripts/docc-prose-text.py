#!/usr/bin/env python3
"""Records the text docc shows on the pages of two fixtures in Tests/CollorSiteTests/__Fixtures__,
for SmartPunctuationTests and FirstWordCapitalizationTests:

- docc-smart-punctuation: an article, the module's page and a doc comment with straight quotes,
  apostrophes, `--`, `---` and `...`. docc parses with swift-markdown, which turns on cmark's
  smart punctuation: prose gets `’`, `“”`, `–`, `—` and `…`; code spans and code blocks keep
  their characters.
- docc-capitalization: doc comments whose parameters, Return Value and asides start with words
  of every shape (`the`, `iOS`, `twenty-one`, `e.g.`, code, emphasis); docc capitalises some.

Writes each folder's docc.json: per page (as docc's render JSON names it: `Punctuation`,
`label(name:)`, `` for the module) its title, its blocks' plain text in order (the abstract
first; a paragraph's inline content joined, a link by its title; a table cell, an aside's
paragraphs and each parameter's paragraphs a block), its headings with their anchors, its code
(spans and listings) and the fragments its links name.
Regenerate: python3 scripts/docc-prose-text.py
"""
import json
import os
import subprocess
import tempfile

from doccfixture import symbol_pages, tool

FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests",
                        "CollorSiteTests", "__Fixtures__")


def inline_text(inlines, references, page):
    text = ""
    for inline in inlines:
        kind = inline["type"]
        if kind == "text":
            text += inline["text"]
        elif kind == "codeVoice":
            text += inline["code"]
            page["code"].append(inline["code"])
        elif kind == "reference":
            reference = references[inline["identifier"]]
            if "#" in inline["identifier"]:
                page["fragments"].append(inline["identifier"].split("#", 1)[1])
            text += reference.get("title", "")
        elif "inlineContent" in inline:
            text += inline_text(inline["inlineContent"], references, page)
    return text


def blocks(content, references, page):
    for block in content:
        kind = block["type"]
        if kind == "paragraph":
            page["blocks"].append(inline_text(block["inlineContent"], references, page))
        elif kind == "heading":
            page["headings"].append([block["text"], block["anchor"]])
        elif kind == "codeListing":
            page["code"].append("\n".join(block["code"]))
        elif kind in ("unorderedList", "orderedList"):
            for item in block["items"]:
                blocks(item["content"], references, page)
        elif kind == "aside":
            blocks(block["content"], references, page)
        elif kind == "table":
            for row in block["rows"]:
                for cell in row:
                    blocks(cell, references, page)


def record(name):
    here = os.path.join(FIXTURES, name)
    with tempfile.TemporaryDirectory() as work:
        pages = symbol_pages(here, work, "/tmp/" + name)
        article = os.path.join(work, "out", "data", "documentation", "demo", "punctuation.json")
        if os.path.exists(article):
            with open(article) as f:
                pages["Punctuation"] = json.load(f)
    # docc has no --version; it ships with the toolchain.
    version = subprocess.run([tool("swift"), "--version"], capture_output=True,
                             text=True).stdout.splitlines()[0]
    result = {}
    for path, data in pages.items():
        references = data.get("references", {})
        page = {"title": data["metadata"]["title"], "blocks": [], "headings": [], "code": [],
                "fragments": []}
        page["blocks"].append(inline_text(data.get("abstract", []), references, page))
        for section in data.get("primaryContentSections", []):
            if section["kind"] == "content":
                blocks(section["content"], references, page)
            elif section["kind"] == "parameters":
                for parameter in section["parameters"]:
                    blocks(parameter["content"], references, page)
        for section in data.get("topicSections", []):
            page["headings"].append([section["title"], section.get("anchor")])
        result[path] = page
    with open(os.path.join(here, "docc.json"), "w") as out:
        json.dump({"docc": version, "pages": result}, out, indent=1, sort_keys=True,
                  ensure_ascii=False)
        out.write("\n")


def main():
    for name in ("docc-smart-punctuation", "docc-capitalization"):
        record(name)


if __name__ == "__main__":
    main()
