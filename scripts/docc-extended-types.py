#!/usr/bin/env python3
"""Records docc 6.3.1's answer for Tests/CollorSiteTests/__Fixtures__/docc-extended-types (the
symbol graphs of its Demo.swift.txt, built with extension block symbols as swift-docc-plugin
builds them, and Demo.docc), for ExtendedTypesTests: two `extension Array` blocks make one
"Extended Structure" page documented by the block with the longer comment; `Set`, which only
holds the extended `Set.Iterator`, is an "Extended Type" without a declaration; `Float`, under
which nothing is documented, has no page; ``Swift/Array/doubleCount`` names the extension's
member; `extension Array: Shelved {}` makes `Array` one of Shelved's conforming types; `Rack`'s Topics
curate the only member of `extension Dictionary`, so docc trims `Dictionary`'s page and names it
among Shelved's conforming types without a link ("unlinked:Dictionary"). Without extension blocks (without-blocks/), docc renders none of those pages and warns
at both links.

Writes Demo.symbols.json and Demo@Swift.symbols.json (the graphs collor reads; without-blocks/
the same without blocks) and docc.json:
per symbol page, by its path below the module, its role heading, title, declaration, abstract,
relationships ([type, [each entry's path below the module]]) and Topics groups ([title, [last component of each entry's URL]]); and the destinations of
Shelf's abstract's links.
Regenerate: python3 scripts/docc-extended-types.py
"""
import json
import os
import tempfile

from doccfixture import catalog_pages, reader_text, symbol_graph, write_answer

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CollorSiteTests",
                    "__Fixtures__", "docc-extended-types")


def main():
    answer = {"pages": {}}
    with tempfile.TemporaryDirectory() as work:
        graphs = symbol_graph(HERE, work, "/tmp/docc-extended-types", every_graph=True,
                              flags=["-emit-extension-block-symbols"])
        pages = catalog_pages(os.path.join(HERE, "Demo.docc"), os.path.join(work, "out"),
                              ["--additional-symbol-graph-dir", graphs])
    for data in pages:
        url = data["identifier"]["url"]
        path = url.split("/documentation/Demo", 1)[1].lstrip("/")
        metadata = data.get("metadata", {})
        references = data.get("references", {})
        declaration = "".join(token["text"] for section in data.get("primaryContentSections", [])
                              for d in section.get("declarations", []) for token in d["tokens"])
        answer["pages"][path] = {
            "roleHeading": metadata.get("roleHeading"),
            "title": metadata.get("title"),
            "declaration": declaration,
            "abstract": reader_text(data.get("abstract", []), references),
            "topics": [[g.get("title", ""), [i.rsplit("/", 1)[-1] for i in g["identifiers"]]]
                       for g in data.get("topicSections", [])],
            # A type whose page docc trims is named, not linked: "unlinked:Dictionary".
            "relationships": [[g.get("type", ""), [
                "unlinked:" + references[i]["title"]
                if references.get(i, {}).get("type") == "unresolvable"
                else i.split("/documentation/Demo", 1)[-1] for i in g["identifiers"]]]
                              for g in data.get("relationshipsSections", [])],
        }
        if path == "Shelf":
            answer["shelfLinks"] = [i["identifier"].split("/documentation/Demo", 1)[1]
                                    for i in data.get("abstract", []) if i.get("type") == "reference"]
    # The same module without extension blocks (`swift package dump-symbol-graph`'s default):
    # docc renders no extended type and warns at both of Shelf's links.
    plain = os.path.join(HERE, "without-blocks")
    os.makedirs(plain, exist_ok=True)
    import shutil
    shutil.copy(os.path.join(HERE, "Demo.swift.txt"), os.path.join(plain, "Demo.swift.txt"))
    with tempfile.TemporaryDirectory() as work:
        graphs = symbol_graph(plain, work, "/tmp/docc-extended-types", every_graph=True)
        os.remove(os.path.join(plain, "Demo.swift.txt"))
        out = os.path.join(work, "out")
        found = os.path.join(work, "diagnostics.json")
        catalog_pages(os.path.join(HERE, "Demo.docc"), out,
                      ["--additional-symbol-graph-dir", graphs, "--diagnostics-file", found])
        with open(found) as file:
            diagnostics = json.load(file)["diagnostics"]
        answer["withoutBlocks"] = {
            "pages": sorted(os.path.relpath(os.path.join(root, name), os.path.join(out, "data"))
                            for root, _, names in os.walk(os.path.join(out, "data"))
                            for name in names),
            "diagnostics": sorted([d["range"]["start"]["line"], d["range"]["start"]["column"],
                                   d["summary"]] for d in diagnostics),
        }
    write_answer(HERE, answer)


if __name__ == "__main__":
    main()
