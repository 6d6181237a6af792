#!/usr/bin/env python3
"""Records docc 6.3.1's Parameters sections of the symbols of
Tests/CollorSiteTests/__Fixtures__/docc-parameters (Demo.docc and the symbol graph of its
Demo.swift.txt), for ParameterOrderTests: docc shows a comment's documented parameters in the
order of the declaration, by name, an unnamed parameter (`_`) taking the next one left whatever
its name, and drops those the signature lacks (another name, an argument label, a closure's
parameter, a second entry of one name), in methods, initializers, subscripts and operators alike;
a member whose comment it inherits from a protocol requirement of the same module is checked
against its own parameter names (`resize(width w:height h:)` shows none).

Writes Demo.symbols.json (the symbol graph collor reads) and docc.json: per symbol, by the path
docc's URL names it in the module (`Box/reversed(first:second:)`), the names of the parameters
its page shows, in order (symbols without a Parameters section are left out); and
docc-returns.json: per symbol whose comment has `- Returns:`, the Return Value its page shows
(null where docc drops it: a function that returns nothing, `Box/nothing()`, or a member that
inherits its requirement's comment, `Box/refill()`; an initializer keeps it).
Regenerate: python3 scripts/docc-parameters.py
"""
import json
import os
import tempfile

from doccfixture import symbol_pages

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CollorSiteTests",
                    "__Fixtures__", "docc-parameters")


def main():
    result = {}
    with tempfile.TemporaryDirectory() as work:
        pages = symbol_pages(HERE, work, "/tmp/docc-parameters")
    returns = {}
    for path, data in pages.items():
        for section in data.get("primaryContentSections", []):
            if section.get("kind") == "parameters":
                result[path] = [parameter["name"] for parameter in section["parameters"]]
            content = section.get("content") or [{}]
            if section.get("kind") == "content" and content[0].get("text") == "Return Value":
                returns[path] = " ".join(text(block) for block in content[1:])
        abstract = "".join(part.get("text", "") for part in data.get("abstract", []))
        if abstract.startswith("Returns") or path in ("Box/init(size:)", "Box/refill()"):
            returns.setdefault(path, None)
    with open(os.path.join(HERE, "docc.json"), "w") as out:
        json.dump(result, out, indent=1, sort_keys=True)
        out.write("\n")
    with open(os.path.join(HERE, "docc-returns.json"), "w") as out:
        json.dump(returns, out, indent=1, sort_keys=True)
        out.write("\n")


def text(block):
    return "".join(inline.get("text", "") for inline in block.get("inlineContent", []))


if __name__ == "__main__":
    main()
