#!/usr/bin/env python3
"""Records what docc 6.3.1 makes of the code blocks in
Tests/CollorMarkdownTests/__Fixtures__/DocCCodeBlockAnnotations/Demo.docc, with and without
`--enable-experimental-code-block-annotations`, for CodeBlockAnnotationsTests.

Writes docc.json: `annotated`, each code listing in page order as docc renders it with the flag
(`syntax`, `showLineNumbers`, `wrap`, `copyToClipboard`, `lineAnnotations` as [style, line]);
`plain`, each listing's `syntax` without the flag; `diagnostics`, docc's with the flag (line,
column, summary).
Regenerate: python3 scripts/docc-code-block-annotations.py
"""
import json
import os
import subprocess
import tempfile

from doccfixture import tool

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests",
                    "CollorMarkdownTests", "__Fixtures__", "DocCCodeBlockAnnotations")


def listings(output):
    with open(os.path.join(output, "data", "documentation", "demo.json")) as page:
        data = json.load(page)
    found = []

    def walk(value):
        if isinstance(value, dict):
            if value.get("type") == "codeListing":
                found.append(value)
            for key in sorted(value):
                walk(value[key])
        elif isinstance(value, list):
            for item in value:
                walk(item)

    # Only the page's content, in order: its sections hold the listings.
    walk(data.get("primaryContentSections", []))
    return found


def convert(work, name, flags):
    output = os.path.join(work, name)
    diagnostics = os.path.join(work, name + ".json")
    subprocess.run([tool("docc"), "convert", os.path.join(HERE, "Demo.docc"),
                    "--output-path", output, "--diagnostics-file", diagnostics,
                    "--fallback-display-name", "Demo", "--fallback-bundle-identifier", "demo"]
                   + flags, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    with open(diagnostics) as found:
        rows = [{"line": d["range"]["start"]["line"], "column": d["range"]["start"]["column"],
                 "summary": d["summary"]} for d in json.load(found)["diagnostics"]]
    return listings(output), sorted(rows, key=lambda r: (r["line"], r["column"]))


def main():
    with tempfile.TemporaryDirectory() as work:
        annotated, diagnostics = convert(
            work, "annotated", ["--enable-experimental-code-block-annotations"])
        plain, _ = convert(work, "plain", [])
    result = {
        "annotated": [{
            "syntax": listing.get("syntax"),
            "showLineNumbers": listing.get("showLineNumbers", False),
            "wrap": listing.get("wrap", 0),
            "copyToClipboard": listing.get("copyToClipboard", True),
            "lineAnnotations": [[a["style"], a["range"][0]["line"]]
                                for a in listing.get("lineAnnotations", [])],
        } for listing in annotated],
        "plain": [listing.get("syntax") for listing in plain],
        "diagnostics": diagnostics,
    }
    with open(os.path.join(HERE, "docc.json"), "w") as out:
        json.dump(result, out, indent=1, sort_keys=True)
        out.write("\n")


if __name__ == "__main__":
    main()
