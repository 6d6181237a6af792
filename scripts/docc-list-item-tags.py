#!/usr/bin/env python3
"""Records what `docc convert` makes of each doc-comment list-item tag, for
Tests/CollorMarkdownTests/Dialect/DocCommentAsideTests.swift.

One function per tag, documented `- <Tag>: text.` beside `- Just an item.`; the fixture
says, per tag, whether docc shows it as an aside (its name and style), leaves it in the
list, or drops it. Regenerate: python3 scripts/docc-list-item-tags.py (needs swiftc and
docc on PATH or in /opt/swift/usr/bin).
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

TAGS = [
    "Note", "note", "NOTE", "Tip", "Important", "Experiment", "Warning", "Attention",
    "Author", "Authors", "Bug", "Complexity", "Copyright", "Date", "Invariant",
    "MutatingVariant", "NonMutatingVariant", "Postcondition", "Precondition", "Remark",
    "Requires", "Since", "ToDo", "todo", "Version", "Throws", "SeeAlso", "seealso",
    "See Also", "To Do", "Mutating Variant", "Deprecated", "Keyword", "Remarks", "Tag",
    "LocalizationKey", "Recommended", "RecommendedOver", "Example",
]
FIXTURE = os.path.join(
    os.path.dirname(__file__), "..", "Tests", "CollorMarkdownTests", "__Fixtures__", "DocC",
    "list-item-tags.json")


def tool(name):
    return shutil.which(name) or os.path.join("/opt/swift/usr/bin", name)


def main():
    with tempfile.TemporaryDirectory() as work:
        source = os.path.join(work, "Tags.swift")
        with open(source, "w") as out:
            for index, tag in enumerate(TAGS):
                out.write(f"/// Tag {index}.\n///\n/// - {tag}: text {index}.\n")
                out.write(f"/// - Just an item.\npublic func tag{index}() {{}}\n\n")
        graphs = os.path.join(work, "graphs")
        os.makedirs(graphs)
        subprocess.run([tool("swiftc"), "-emit-module", "-emit-module-path",
                        os.path.join(work, "Tags.swiftmodule"), "-emit-symbol-graph",
                        "-emit-symbol-graph-dir", graphs, "-module-name", "Tags", source],
                       check=True, cwd=work)
        catalog = os.path.join(work, "Tags.docc")
        os.makedirs(catalog)
        output = os.path.join(work, "out")
        subprocess.run([tool("docc"), "convert", catalog, "--additional-symbol-graph-dir",
                        graphs, "--output-path", output, "--fallback-display-name", "Tags",
                        "--fallback-bundle-identifier", "tags"], check=True,
                       stdout=subprocess.DEVNULL)
        # docc has no --version; it ships with the toolchain.
        version = subprocess.run([tool("swift"), "--version"], capture_output=True,
                                 text=True).stdout.splitlines()[0]
        results = {}
        for index, tag in enumerate(TAGS):
            path = os.path.join(output, "data", "documentation", "tags", f"tag{index}().json")
            with open(path) as page:
                data = json.load(page)
            blocks = [block for section in data.get("primaryContentSections", [])
                      if section["kind"] == "content" for block in section["content"]]
            asides = [b for b in blocks if b["type"] == "aside"]
            lists = [b for b in blocks if b["type"] == "unorderedList"]
            items = len(lists[0]["items"]) if lists else 0
            if asides:
                results[tag] = {"aside": asides[0]["name"], "style": asides[0]["style"]}
            elif items == 2:
                results[tag] = {"list": True}
            else:
                results[tag] = {"dropped": True}
        with open(FIXTURE, "w") as out:
            json.dump({"docc": version, "tags": results}, out, indent=2, sort_keys=True)
            out.write("\n")


if __name__ == "__main__":
    sys.exit(main())
