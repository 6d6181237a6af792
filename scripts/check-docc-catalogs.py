#!/usr/bin/env python3
"""Builds real DocC catalogs with `collor build` and checks them against `docc convert`.

For swift-argument-parser 1.8.2 and swift-collections 1.6.0 (from the copies this machine kind
carries: git reads github.com from /opt/swift-packages), unmodified:

1. `collor build` finishes with zero errors (its warnings are counted by kind);
2. no page shows a raw directive (`@Name(` or `@Name {` as text) or double backticks;
3. every symbol link that collor cannot resolve, docc cannot resolve either (docc's diagnostics,
   same symbol graphs, the graphs `collor build` dumped);
4. every link docc resolves in a catalog page (articles, extension files: abstract, discussion,
   curated Topics and See Also; not the groups docc generates, nor the symbols it curates by
   itself) is a link on collor's page to the
   same page, and for members to the same member (by its title: overloads are not told apart).

Usage: python3 scripts/check-docc-catalogs.py [WORK_FOLDER]   (default .build/docc-catalogs)
Exit status 0 when every check passes. Not a unit test: it clones and builds two packages
(about 2 minutes cold).
"""
import collections
import html
import json
import os
import re
import subprocess
import sys
import tempfile
import urllib.parse

PACKAGES = [("apple/swift-argument-parser", "1.8.2"), ("apple/swift-collections", "1.6.0")]
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(REPO, ".build/docc-catalogs"))
UNRESOLVED = re.compile(r"doesn't exist at|isn't a disambiguation|is ambiguous at|No symbol matched")
failures = []


def run(command, cwd=None):
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True)


def collor_binary():
    built = run(["swift", "build", "--product", "collor"], cwd=REPO)
    if built.returncode != 0:
        sys.exit("swift build --product collor failed:\n" + built.stdout + built.stderr)
    return os.path.join(run(["swift", "build", "--show-bin-path"], cwd=REPO).stdout.strip(), "collor")


def checkout(repository, version):
    folder = os.path.join(WORK, repository.split("/")[1])
    if not os.path.isdir(folder):
        cloned = run(["git", "clone", "-q", "--depth", "1", "--branch", version,
                      "https://github.com/" + repository, folder])
        if cloned.returncode != 0:
            sys.exit("git clone failed: " + cloned.stderr)
    return folder


def catalogs(package):
    found = []
    sources = os.path.join(package, "Sources")
    for target in sorted(os.listdir(sources)):
        if not os.path.isdir(os.path.join(sources, target)):
            continue
        for entry in sorted(os.listdir(os.path.join(sources, target))):
            if entry.endswith(".docc"):
                found.append((target, os.path.join(sources, target, entry)))
    return found


def symbol_graph_folder(package):
    for root, _, files in os.walk(os.path.join(package, ".build")):
        if root.endswith("symbolgraph") and any(f.endswith(".symbols.json") for f in files):
            return root
    sys.exit("no symbol graphs under " + package + "/.build")


def docc(module, catalog, graphs, scratch):
    """Runs docc convert; returns its output folder and its unresolved-link diagnostics."""
    inputs = os.path.join(scratch, module + "-graphs")
    os.makedirs(inputs, exist_ok=True)
    for name in os.listdir(graphs):
        if name == module + ".symbols.json" or name.startswith(module + "@"):
            os.symlink(os.path.join(graphs, name), os.path.join(inputs, name))
    output = os.path.join(scratch, module + "-docc")
    diagnostics = os.path.join(scratch, module + "-diagnostics.json")
    run(["docc", "convert", catalog, "--additional-symbol-graph-dir", inputs, "--output-path", output,
         "--fallback-display-name", module, "--fallback-bundle-identifier", "org.check." + module,
         "--diagnostics-file", diagnostics])
    with open(diagnostics) as file:
        found = json.load(file)["diagnostics"]
    return output, [d for d in found if UNRESOLVED.search(d.get("summary", ""))]


def docc_links(page):
    """Targets of the links an author wrote on a docc render-JSON page."""
    references = page.get("references", {})
    found = []

    def walk(value):
        if isinstance(value, dict):
            if value.get("type") == "reference" and "identifier" in value:
                found.append(value["identifier"])
            for key, item in value.items():
                if key != "references":
                    walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk(page.get("abstract", []))
    for section in page.get("primaryContentSections", []):
        if section.get("kind") in ("content", "parameters"):
            walk(section)
    for group in page.get("topicSections", []) + page.get("seeAlsoSections", []):
        if not group.get("generated"):
            found.extend(group.get("identifiers", []))
    # Topics (pages and symbols); links to the web are not documentation links.
    return [references[i] for i in found
            if i in references and references[i].get("type") == "topic" and references[i].get("url")]


def without_disambiguation(component):
    """`values-swift.struct` → `values`, `append(_:)-3xk2a` → `append(_:)`."""
    if "(" in component:
        return component[: component.index(")", component.index("(")) + 1]
    return component.split("-")[0] if "-" in component[1:] else component


def docc_key(reference):
    parts = reference["url"].strip("/").split("/")[1:]  # after "documentation"
    if reference.get("kind") == "article":
        return ("article", parts[-1].lower())
    parts = [without_disambiguation(urllib.parse.unquote(p)).lower() for p in parts]
    # A module, or the full path below it (`orderedset.unorderedview.union(_:)`): collor gives
    # nested types pages of their own, and the key must not depend on which page holds a member.
    return ("symbol", parts[0], ".".join(parts[1:]) or None)


class Site:
    """collor's output: each page's links, and each API page's anchors by member title."""

    def __init__(self, folder):
        self.folder = folder
        self.anchor_titles = {}

    def text(self, path):
        with open(os.path.join(self.folder, path), encoding="utf-8") as file:
            return file.read()

    def titles(self, page):
        if page not in self.anchor_titles:
            found = {}
            body = self.text(page) if os.path.exists(os.path.join(self.folder, page)) else ""
            for anchor, inner in re.findall(r'<h3 id="([^"]+)">(.*?)</h3>', body):
                found[anchor] = html.unescape(re.sub(r"<[^>]+>", "", inner))
            self.anchor_titles[page] = found
        return self.anchor_titles[page]

    def curated(self, page, groups):
        """The members a type's page shows in the groups its Topics named: keys as links have."""
        parts = page.split("/")
        if parts[0] != "api" or len(parts) != 3:
            return []
        keys = []
        group = None
        body = self.text(page)
        main = body[body.find("<main"):body.find("</main>")] if "<main" in body else body
        for level, inner in re.findall(r'<h([23]) id="[^"]+">(.*?)</h\1>', main):
            title = html.unescape(re.sub(r"<[^>]+>", "", inner))
            if level == "2":
                group = title
            elif group in groups:
                keys.append(("symbol", parts[1].lower(), parts[2][:-5].lower() + "." + title.lower()))
        return keys

    def links(self, page):
        keys = []
        base = os.path.dirname(page)
        body = self.text(page)
        main = body[body.find("<main"):body.find("</main>")] if "<main" in body else body
        for href in re.findall(r'<a (?:class="symbol" )?href="([^"#:]*\.html)(#[^"]*)?"', main):
            path = os.path.normpath(os.path.join(base, urllib.parse.unquote(href[0])))
            anchor = href[1][1:] if href[1] else None
            parts = path.split("/")
            if parts[0] == "api" and len(parts) == 3:
                module = parts[1].lower()
                if parts[2] == "index.html":
                    keys.append(("symbol", module, None))
                    continue
                type_name = urllib.parse.unquote(parts[2][:-5]).lower()
                member = self.titles(path).get(anchor) if anchor else None
                keys.append(("symbol", module, type_name + ("." + member.lower() if member else "")))
            else:
                keys.append(("article", parts[-1][:-5].lower()))
        return keys


def check(repository, version, collor, scratch):
    name = repository.split("/")[1]
    package = checkout(repository, version)
    built = run([collor, "build"], cwd=package)
    output = built.stdout + built.stderr
    errors = [l for l in output.splitlines() if l.startswith("error:")]
    warnings = [l for l in output.splitlines() if l.startswith("warning:")]
    kinds = collections.Counter(
        "unresolved symbol link" if "names no symbol" in l
        else "symbol of another module" if "another module" in l
        else "raw HTML stripped" if "raw HTML" in l else l.split(": ", 2)[-1][:50] for l in warnings)
    print(f"== {name} {version}: collor build: {len(errors)} errors, {len(warnings)} warnings "
          + ", ".join(f"{count} {kind}" for kind, count in kinds.most_common()))
    if errors or built.returncode != 0:
        failures.append(f"{name}: collor build failed:\n" + "\n".join(errors[:20] or [output[-2000:]]))
        return
    site = Site(os.path.join(package, "_site"))
    raw = []
    for root, _, files in os.walk(site.folder):
        for file in files:
            if file.endswith(".html"):
                text = open(os.path.join(root, file), encoding="utf-8").read()
                text = re.sub(r"<(pre|code)[^>]*>.*?</\1>", "", text, flags=re.S)
                if "``" in text or re.search(r">\s*@[A-Z][A-Za-z]*\s*[({]", text):
                    raw.append(os.path.relpath(os.path.join(root, file), site.folder))
    print(f"   pages with raw directives or double backticks: {len(raw)}")
    if raw:
        failures.append(f"{name}: raw directives or double backticks in " + ", ".join(raw[:10]))

    ours = collections.Counter()
    for line in warnings:
        match = re.match(r"warning: (.+?\.md):(\d+):\d+: symbol link ``(.+?)`` names no symbol", line)
        if match:
            ours[(os.path.basename(match.group(1)), match.group(3))] += 1
    graphs = symbol_graph_folder(package)
    theirs = collections.Counter()
    compared = matched = 0
    for module, catalog in catalogs(package):
        out, unresolved = docc(module, catalog, graphs, scratch)
        for diagnostic in unresolved:
            quoted = re.match(r"'(.+?)'", diagnostic["summary"])
            source = urllib.parse.unquote(diagnostic.get("source", ""))
            link = quoted.group(1) if quoted else diagnostic["summary"]
            if source.endswith(".md"):
                theirs[(os.path.basename(source), link)] += 1
            else:
                theirs[("(doc comment)", link)] += 1
        # Links docc resolved on the catalog's pages, against collor's pages.
        for markdown in sorted(os.path.join(r, f) for r, _, fs in os.walk(catalog) for f in fs if f.endswith(".md")):
            with open(markdown, encoding="utf-8") as file:
                first = file.readline().strip()
            stem = os.path.splitext(os.path.basename(markdown))[0]
            symbol = re.fullmatch(r"# ``(.+)``", first)
            if symbol:
                # docc's file keeps a disambiguation (`values-swift.struct`); collor's page not.
                written = symbol.group(1).split("/")
                if written[0] == module:
                    written = written[1:]
                path = [without_disambiguation(p) for p in written]
                if not path:
                    # The module's landing page: a page of its own.
                    json_path = os.path.join(out, "data/documentation", module.lower() + ".json")
                    page = os.path.join(module, os.path.relpath(markdown, catalog))[:-3] + ".html"
                else:
                    # A type's extension, nested ones too (`Basket.Items`), merges into its page;
                    # a member's stays a page of its own.
                    json_path = os.path.join(out, "data/documentation", module.lower(), *[p.lower() for p in written]) + ".json"
                    page = f"api/{module}/{'.'.join(path)}.html"
                    if not os.path.exists(os.path.join(site.folder, page)):
                        page = os.path.join(module, os.path.relpath(markdown, catalog))[:-3] + ".html"
            else:
                json_path = os.path.join(out, "data/documentation", module.lower(), stem.lower() + ".json")
                page = os.path.join(module, os.path.relpath(markdown, catalog))[:-3] + ".html"
            if not os.path.exists(json_path) or not os.path.exists(os.path.join(site.folder, page)):
                failures.append(f"{name}: no page to compare for {os.path.relpath(markdown, package)} "
                                f"(docc {os.path.exists(json_path)}, collor {page})")
                continue
            with open(markdown, encoding="utf-8") as file:
                source = file.read()
            with open(json_path) as file:
                # Only links the author wrote: docc also curates uncurated symbols by itself.
                expected = collections.Counter(
                    docc_key(r) for r in docc_links(json.load(file))
                    if without_disambiguation(urllib.parse.unquote(r["url"].rstrip("/").split("/")[-1]))
                    in source.lower())
            # A type's Topics curate its members: they are shown in their groups, not linked.
            topics = re.search(r"^## Topics\n(.*?)(?=^##? |\Z)", source, flags=re.M | re.S)
            groups = set(re.findall(r"^### (.+?)\s*$", topics.group(1), flags=re.M)) if topics else set()
            found = collections.Counter(site.links(page) + site.curated(page, groups))
            missing = expected - found
            compared += sum(expected.values())
            matched += sum(expected.values()) - sum(missing.values())
            for key, count in missing.items():
                failures.append(f"{name}: {os.path.relpath(markdown, package)}: docc links {key} "
                                f"x{count}, collor's {page} does not")
    extra = ours - theirs
    print(f"   unresolved symbol links: collor {sum(ours.values())}, docc {sum(theirs.values())}; "
          f"unresolved by collor only: {sum(extra.values())}")
    for (file, link), count in extra.items():
        failures.append(f"{name}: {file}: ``{link}`` resolves in docc, not in collor (x{count})")
    print(f"   links docc resolves on catalog pages: {compared}, to the same target in collor: {matched}")


def main():
    os.makedirs(WORK, exist_ok=True)
    collor = collor_binary()
    with tempfile.TemporaryDirectory() as scratch:
        for repository, version in PACKAGES:
            check(repository, version, collor, scratch)
    for failure in failures:
        print("FAIL: " + failure)
    print("PASS" if not failures else f"{len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
