"""What the scripts recording docc's answers as test fixtures share (docc-availability.py,
docc-mentions.py): the toolchain's tools, and a fixture's `Demo.swift.txt` compiled into the
symbol graph both collor and docc read."""
import json
import os
import shutil
import subprocess


def tool(name):
    return shutil.which(name) or os.path.join("/opt/swift/usr/bin", name)


def symbol_graph(fixture, work, fixed_path, every_graph=False, flags=()):
    """Compiles `fixture`/Demo.swift.txt in `work` (with swiftc's `flags`) and writes its symbol
    graph to `fixture`/Demo.symbols.json (with `every_graph`, each graph swiftc writes,
    `Demo@Swift` too); returns the folder docc reads the graphs from."""
    graphs = os.path.join(work, "graphs")
    os.makedirs(graphs)
    # A .swift file under Tests/ would join the test target; swiftc wants the extension.
    source = os.path.join(work, "Demo.swift")
    shutil.copy(os.path.join(fixture, "Demo.swift.txt"), source)
    subprocess.run([tool("swiftc"), "-emit-module", "-emit-module-path",
                    os.path.join(work, "Demo.swiftmodule"), "-emit-symbol-graph",
                    "-emit-symbol-graph-dir", graphs, "-module-name", "Demo",
                    source] + list(flags), check=True, cwd=work)
    names = sorted(os.listdir(graphs)) if every_graph else ["Demo.symbols.json"]
    for name in names:
        written = os.path.join(fixture, name)
        with open(os.path.join(graphs, name)) as text, open(written, "w") as out:
            # The scratch folder's name varies: written as one fixed path, the same bytes.
            data = text.read().replace(work, fixed_path)
            json.dump(json.loads(data), out, indent=1, sort_keys=True)
            out.write("\n")
    return graphs


def symbol_pages(fixture, work, fixed_path, flags=(), kinds=("symbol",)):
    """Compiles `fixture`/Demo.swift.txt (`symbol_graph`), converts `fixture`/Demo.docc with it
    (and docc's `flags`) and returns docc's render JSON of each symbol page (each page of
    `kinds`), by the path docc's URL names it in the module (`Basket/add(_:)`, `` for the
    module)."""
    graphs = symbol_graph(fixture, work, fixed_path)
    pages = {}
    for data in catalog_pages(os.path.join(fixture, "Demo.docc"), os.path.join(work, "out"),
                              ["--additional-symbol-graph-dir", graphs] + list(flags)):
        url = data["identifier"]["url"]
        if data.get("kind") in kinds and "/documentation/Demo" in url:
            path = url.split("/documentation/Demo", 1)[1].lstrip("/")
            pages[path] = data
    return pages


def catalog_pages(catalog, output, flags=()):
    """Converts `catalog` into `output` (with docc's `flags`, as module Demo) and returns docc's
    render JSON of every page it writes, in the order of a walk of `output`/data."""
    subprocess.run([tool("docc"), "convert", catalog, "--output-path", output,
                    "--fallback-display-name", "Demo", "--fallback-bundle-identifier", "demo"]
                   + list(flags), check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    pages = []
    for root, _, files in os.walk(os.path.join(output, "data")):
        for file in files:
            with open(os.path.join(root, file)) as page:
                pages.append(json.load(page))
    return pages


def record_topics(fixture, fixed_path, module_key="", role_heading=False):
    """Converts `fixture` (`symbol_pages`, symbols and articles) and writes `fixture`/docc.json:
    per page with Topics, by the path docc's URL names it in the module (`module_key` for the
    module's own page), its title (and with `role_heading` its role heading) and its Topics
    groups as [title, [last component of each entry's URL]]."""
    import tempfile
    result = {}
    with tempfile.TemporaryDirectory() as work:
        pages = symbol_pages(fixture, work, fixed_path, kinds=("symbol", "article"))
    for path, data in pages.items():
        groups = data.get("topicSections", [])
        if not groups:
            continue
        entry = {"title": data["metadata"].get("title", "")}
        if role_heading:
            entry["roleHeading"] = data["metadata"].get("roleHeading", "")
        entry["topics"] = [[group.get("title", ""),
                            [identifier.rsplit("/", 1)[1] for identifier in group["identifiers"]]]
                           for group in groups]
        result[path or module_key] = entry
    with open(os.path.join(fixture, "docc.json"), "w") as out:
        json.dump(result, out, indent=1, sort_keys=True)
        out.write("\n")


def reader_text(inlines, references):
    """The text a reader sees of render JSON inline content: a code span by its code, a link
    by the title docc gives it."""
    result = ""
    for inline in inlines or []:
        kind = inline.get("type")
        if kind == "text":
            result += inline["text"]
        elif kind == "codeVoice":
            result += inline["code"]
        elif kind == "reference":
            reference = references.get(inline["identifier"], {})
            result += inline.get("overridingTitle") or reference.get("title", "")
        elif "inlineContent" in inline:
            result += reader_text(inline["inlineContent"], references)
    return result


def write_answer(fixture, answer):
    """Writes `answer` as `fixture`/docc.json: indented, keys sorted, a final newline, so that a
    fixture regenerated from the same docc is the same bytes."""
    with open(os.path.join(fixture, "docc.json"), "w") as out:
        json.dump(answer, out, indent=1, sort_keys=True)
        out.write("\n")


def convert_with_diagnostics(fixture, work, fixed_path):
    """Compiles `fixture`/Demo.swift.txt (`symbol_graph`) and converts `fixture`/Demo.docc with
    its graph in `work`; returns docc's output folder and its diagnostics (the list of
    `--diagnostics-file`)."""
    graphs = symbol_graph(fixture, work, fixed_path)
    output = os.path.join(work, "out")
    diagnostics = os.path.join(work, "diagnostics.json")
    subprocess.run([tool("docc"), "convert", os.path.join(fixture, "Demo.docc"),
                    "--additional-symbol-graph-dir", graphs, "--output-path", output,
                    "--fallback-display-name", "Demo", "--fallback-bundle-identifier", "demo",
                    "--diagnostics-file", diagnostics],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    with open(diagnostics) as found:
        return output, json.load(found)["diagnostics"]
