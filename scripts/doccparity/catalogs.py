"""DocC's own test catalogs as a second oracle: each catalog of swift-docc's
`Tests/SwiftDocCTests/Test Bundles` (get them with
`git clone https://github.com/swiftlang/swift-docc`; none of their files is kept here) built by
`docc convert` and by `collor build --source CATALOG --symbol-graphs GRAPHS --package-targets
TARGETS --report FILE` (TARGETS: the catalog's folder as its module's target, where a package
keeps it), on the symbol graphs the catalog carries, and compared page by page.

Left out, each with its reason (`LEFT_OUT`, and any catalog whose graphs are not Swift's): what
collor does not build by design, not what it builds badly.
"""
import glob
import json
import os
import shutil
import subprocess
import time

from . import documented, run

# Catalogs left out on purpose, with the reason the table prints.
LEFT_OUT = {
    "LegacyBundle_DoNotUseInNewTests.docc": "swift-docc's own legacy fixture (its name says do not "
                                            "use; tutorials, several modules in one catalog)",
}


def languages(graph):
    with open(graph, encoding="utf-8") as file:
        symbols = json.load(file).get("symbols", [])
    return {s.get("identifier", {}).get("interfaceLanguage", "?") for s in symbols}


def module_of(graph):
    with open(graph, encoding="utf-8") as file:
        return json.load(file)["module"]["name"]


def reason_left_out(catalog, graphs):
    name = os.path.basename(catalog)
    if name in LEFT_OUT:
        return LEFT_OUT[name]
    other = set()
    for graph in graphs:
        other |= languages(graph) - {"swift"}
    if other:
        return "symbol graphs of " + "/".join(sorted(other)) + " (collor reads Swift's)"
    modules = {module_of(g) for g in graphs if "@" not in os.path.basename(g)}
    if len(modules) > 1:
        return "several modules in one catalog (" + ", ".join(sorted(modules)) + ")"
    return None


def writes_report(collor, known={}):
    """Whether this collor has `--report` (before issue 33's report, the site is read instead)."""
    if collor not in known:
        help_text = subprocess.run([collor, "build", "--help"], capture_output=True, text=True)
        known[collor] = "--report" in help_text.stdout
    return known[collor]


def snippet_graph(graph):
    """A graph of snippets (swift-docc-plugin's extraction: every symbol of kind `snippet`)."""
    with open(graph, encoding="utf-8") as file:
        symbols = json.load(file).get("symbols", [])
    return bool(symbols) and all(s.get("kind", {}).get("identifier") == "snippet" for s in symbols)


def write_snippets(graph, package):
    """The snippets' sources back from their graph, where collor reads snippets (the package's
    Snippets folder; `@Snippet(path: "P/Snippets/A/B")` is Snippets/A/B.swift): the doc comment as
    the opening comment, each slice between `// snippet.NAME` and `// snippet.end`."""
    with open(graph, encoding="utf-8") as file:
        symbols = json.load(file).get("symbols", [])
    for symbol in symbols:
        snippet = symbol.get("snippet", {})
        lines = snippet.get("lines", [])
        opening, closing = {}, {}
        for name, (start, end) in sorted(snippet.get("slices", {}).items()):
            opening.setdefault(start, []).append(f"// snippet.{name}")
            closing.setdefault(end, []).append("// snippet.end")
        text = ["// " + line.get("text", "").rstrip()
                for line in symbol.get("docComment", {}).get("lines", [])] + [""]
        for index in range(len(lines) + 1):
            text += closing.get(index, []) + opening.get(index, [])
            if index < len(lines):
                text.append(lines[index])
        # The components name the file from the package (`Snippets`, then its folders).
        path = os.path.join(package, *symbol["pathComponents"]) + ".swift"
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as file:
            file.write("\n".join(text) + "\n")


def timed(command, cwd=None):
    started = time.monotonic()
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    return time.monotonic() - started, done


def build(catalog, collor, work, graphs=None, name=None, from_html=False):
    """One catalog through both tools and the check: a row dict. `graphs`: the symbol graphs
    (default: those the catalog carries, as in DocC's test catalogs)."""
    name = name or os.path.basename(catalog)
    if graphs is None:
        graphs = sorted(glob.glob(os.path.join(glob.escape(catalog), "**", "*.symbols.json"),
                                  recursive=True))
        left_out = reason_left_out(catalog, graphs)
        if left_out:
            return {"catalog": name, "graphs": len(graphs), "left out": left_out}
    row = {"catalog": name, "graphs": len(graphs)}
    folder = os.path.join(work, name[:-5].replace("/", "-"))
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(os.path.join(folder, "graphs"))
    for graph in graphs:
        if snippet_graph(graph):
            # collor reads snippets from their sources: written back from docc's input.
            write_snippets(graph, folder)
            continue
        # Copied: collor follows no symbolic link out of its inputs.
        shutil.copyfile(graph, os.path.join(folder, "graphs", os.path.basename(graph)))
    main = [g for g in graphs if "@" not in os.path.basename(g)]
    module = module_of(main[0]) if main else name[:-5]
    out, site, report = (os.path.join(folder, n) for n in ("docc", "collor", "report.json"))
    command = ["docc", "convert", catalog, "--output-path", out, "--fallback-display-name",
               module, "--fallback-bundle-identifier", "org.check." + module,
               "--diagnostics-file", os.path.join(folder, "docc-diagnostics.json")]
    if graphs and not all(g.startswith(catalog + os.sep) for g in graphs):
        command += ["--additional-symbol-graph-dir", os.path.join(folder, "graphs")]
    row["docc seconds"], converted = timed(command)
    row["docc exit"] = converted.returncode
    # The catalog as its package's target holds it: its module is the target's (the section a
    # user's build gives it), not its folder's name (`Docs.docc` documents NIO).
    targets = os.path.join(folder, "targets.json")
    with open(targets, "w", encoding="utf-8") as file:
        json.dump({"targets": [{"name": module, "type": "regular",
                                "path": os.path.dirname(os.path.abspath(catalog))}]}, file)
    command = [collor, "build", "--package-path", folder, "--source", catalog, "--output", site,
               "--package-targets", targets]
    if writes_report(collor):
        command += ["--report", report]
    if graphs:
        command += ["--symbol-graphs", os.path.join(folder, "graphs")]
    row["collor seconds"], built = timed(command)
    row["collor exit"] = built.returncode
    with open(os.path.join(folder, "collor.log"), "w") as file:
        file.write(built.stdout + built.stderr)
    if built.returncode != 0:
        row["failed"] = "collor build exited {}: {}".format(
            built.returncode, (built.stderr or built.stdout).strip().splitlines()[-1:])
        return row
    started = time.monotonic()
    context = documented.Context(os.path.join(folder, "docc-diagnostics.json"), graphs)
    result = run.catalog(out, report if os.path.exists(report) and not from_html else site,
                         context)
    row["check seconds"] = time.monotonic() - started
    row["result"] = result
    return row


def main(folder, collor, work, only=None, from_html=False):
    catalogs = sorted(glob.glob(os.path.join(glob.escape(folder), "*.docc")))
    if only:
        catalogs = [c for c in catalogs if os.path.basename(c)[:-5] in only]
    os.makedirs(work, exist_ok=True)
    rows = [build(c, collor, work, from_html=from_html) for c in catalogs]
    return rows


def corpus(root, collor, work, only=None, from_html=False):
    """The corpus catalogs whose packages' graphs are cached (ROOT/graphs/<package>-<version>, as
    check-docc-catalogs.py dumps them): each catalog with its module's graphs."""
    rows = []
    for catalog in sorted(glob.glob(os.path.join(glob.escape(root), "*", "Sources", "*",
                                                 "*.docc"))):
        package = catalog[len(root) + 1:].split(os.sep)[0]
        module = os.path.basename(os.path.dirname(catalog))
        if only and package not in only:
            continue
        cached = glob.glob(os.path.join(glob.escape(root), "graphs", glob.escape(package) + "-*"))
        if not cached or not os.path.exists(os.path.join(cached[0], module + ".symbols.json")):
            continue
        graphs = sorted(os.path.join(cached[0], n) for n in os.listdir(cached[0])
                        if n == module + ".symbols.json" or n.startswith(module + "@"))
        rows.append(build(catalog, collor, work, graphs, f"{package}/{module}.docc", from_html))
    return rows
