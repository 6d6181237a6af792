#!/usr/bin/env python3
"""Records what `docc convert` makes of a catalog article's bullet lists, for
Tests/CollorMarkdownTests/Dialect/TermListTests.swift: term lists (`- term Name: text`) split
from the bullets around them, and list-item tags, which DocC reads in an article as in a doc
comment (asides after the list, Parameters and Returns dropped).

The fixture holds the article's markdown and docc's discussion as a list of blocks:
`["bullets", [item text, ...]]`, `["terms", [[term, definition], ...]]`, `["aside", name, text]`,
`["paragraph", text]`. Regenerate: python3 scripts/docc-article-lists.py (needs docc on PATH or
in /opt/swift/usr/bin).
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

ARTICLE = """# Lists

An article.

Before the list.

- Attention: Keep in mind.
- Plain item.
- Parameters:
  - a: The a.
- Returns: A value.
- Throws: An error.
- Remark: A remark.
- note: lowercase.

- term Expression: A Swift bit of `code`.
- term `nil`: Nothing: at all.
- Not a term.
- TERM Upper: yes
- term NoColon
- term *emph*: after emphasis
-   term Spaced :  wide
- term
  Broken: across lines

After the list.

- term Only: one, tight
- `term` code: not a term
"""
FIXTURE = os.path.join(
    os.path.dirname(__file__), "..", "Tests", "CollorMarkdownTests", "__Fixtures__", "DocC",
    "article-lists.json")


def tool(name):
    return shutil.which(name) or os.path.join("/opt/swift/usr/bin", name)


def text(inlines):
    parts = []
    for inline in inlines or []:
        if inline["type"] == "text":
            parts.append(inline["text"])
        elif inline["type"] == "codeVoice":
            parts.append(inline["code"])
        else:
            parts.append(text(inline.get("inlineContent")))
    return "".join(parts)


def blocks_text(blocks):
    return " ".join(text(b.get("inlineContent")) for b in blocks)


def main():
    with tempfile.TemporaryDirectory() as work:
        catalog = os.path.join(work, "Demo.docc")
        os.makedirs(catalog)
        with open(os.path.join(catalog, "Demo.md"), "w") as out:
            out.write("# Demo\n\nThe root.\n\n## Topics\n\n- <doc:Lists>\n")
        with open(os.path.join(catalog, "Lists.md"), "w") as out:
            out.write(ARTICLE)
        output = os.path.join(work, "out")
        subprocess.run([tool("docc"), "convert", catalog, "--output-path", output,
                        "--fallback-display-name", "Demo", "--fallback-bundle-identifier",
                        "demo"], check=True, stdout=subprocess.DEVNULL)
        version = subprocess.run([tool("swift"), "--version"], capture_output=True,
                                 text=True).stdout.splitlines()[0]
        with open(os.path.join(output, "data", "documentation", "demo", "lists.json")) as page:
            data = json.load(page)
        result = []
        for section in data.get("primaryContentSections", []):
            for block in section.get("content", []):
                kind = block["type"]
                if kind == "paragraph":
                    result.append(["paragraph", text(block["inlineContent"])])
                elif kind == "unorderedList":
                    result.append(["bullets", [blocks_text(i["content"]) for i in block["items"]]])
                elif kind == "termList":
                    result.append(["terms", [[text(i["term"]["inlineContent"]),
                                              blocks_text(i["definition"]["content"])]
                                             for i in block["items"]]])
                elif kind == "aside":
                    result.append(["aside", block["name"], blocks_text(block["content"])])
        with open(FIXTURE, "w") as out:
            json.dump({"docc": version, "markdown": ARTICLE, "blocks": result}, out, indent=2)
            out.write("\n")


if __name__ == "__main__":
    sys.exit(main())
