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

collor's side (diagnostics by identifier, pages, link occurrences, Topics groups) is read from
its build report (`collor build --report`, format in Site/build-report.md); only check 2 reads
its HTML.

Usage: python3 scripts/check-docc-catalogs.py [WORK_FOLDER]   (default .build/docc-catalogs)
Exit status 0 when every check passes. Not a unit test: it clones and builds two packages
(about 2 minutes cold).

The corpus (issue 24, `make docc-corpus`):
    python3 scripts/check-docc-catalogs.py --corpus [--runs 3] [--release] [--only NAME ...]
runs the same comparison on 17 packages, catalog by catalog: collor builds each catalog alone
(`--source`), with the same symbol graphs as docc (its module's), so that their diagnostics, pages,
times (median of --runs, output folders emptied before each run) and peak memory
(`/usr/bin/time -v`) are of the same work. The symbol graphs are dumped once per package, as
`collor build` dumps them, and cached (WORK_FOLDER/graphs); a package that fails to clone, build
or dump is reported and skipped, and a catalog whose target does not build here (so has no graph)
is built by both tools without one, as its row's "(no graph)" says. It prints the failures, then one table row per catalog, and
writes every detail to WORK_FOLDER/corpus.json. Exit status 0 only when every catalog has no collor
error, no link docc resolves that lands elsewhere in collor (or that collor cannot resolve), and
no raw directive or double backticks shown as text. Tutorials are out of scope: collor's warnings
about them and docc's links to them are counted apart, never failures.

Built alone, a catalog's links to another catalog of its package (swift-nio's `./NIOCore/...`,
swift-collections' `./basiccontainers`) name no page of the site, and collor fails on them; the
package-wide build (the two-package check's) resolves them. The row shows them as errors all the
same: a catalog alone is what docc builds.

What the link comparison cannot tell: a member is known by its title, so a link to one overload
that lands on another (same title) counts as landing right; links in doc comments are not
compared (only those of the catalog's markdown files), nor the groups docc generates itself.
"""
import argparse
import collections
import glob
import html
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse

PACKAGES = [("apple/swift-argument-parser", "1.8.2"), ("apple/swift-collections", "1.6.0")]
# Issue 24's corpus: the two above and 15 more packages whose catalogs use DocC's syntax widely.
CORPUS = PACKAGES + [
    ("apple/swift-algorithms", "1.2.1"),
    ("apple/swift-async-algorithms", "1.1.4"),
    ("apple/swift-atomics", "1.3.0"),
    ("apple/swift-nio", "2.101.3"),
    ("apple/swift-metrics", "2.13.0"),
    ("apple/swift-distributed-tracing", "1.7.3"),
    ("apple/swift-subprocess", "1.0.2"),
    ("apple/swift-numerics", "1.1.1"),
    ("swift-server/swift-service-lifecycle", "2.13.0"),
    ("pointfreeco/swift-parsing", "0.15.2"),
    ("pointfreeco/swift-case-paths", "1.10.0"),
    ("pointfreeco/swift-snapshot-testing", "1.19.7"),
    ("swiftlang/swift-syntax", "603.0.1"),
    ("grpc/grpc-swift-2", "2.4.3"),
    ("Quick/Nimble", "14.0.0"),
]
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
UNRESOLVED = re.compile(r"doesn't exist at|isn't a disambiguation|is ambiguous at|No symbol matched")
WORK = None  # set by main(): the folder of clones, graph cache and sites
failures = []


def run(command, cwd=None):
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True)


def collor_binary(configuration="debug"):
    flags = ["-c", configuration]
    if configuration == "release":
        # A scratch folder of its own: the release build (swift-syntax's takes long) does not
        # hold the lock of the debug one, which development goes on using.
        flags += ["--scratch-path", os.path.join(REPO, ".build", "release-scratch")]
    built = run(["swift", "build", "--product", "collor"] + flags, cwd=REPO)
    if built.returncode != 0:
        sys.exit("swift build --product collor failed:\n" + built.stdout + built.stderr)
    built = os.path.join(run(["swift", "build", "--show-bin-path"] + flags, cwd=REPO).stdout.strip(), "collor")
    # A copy, so that rebuilding the package during a corpus run does not change the tool
    # under test (its resources are found at the build folder's path, which stays).
    copy = os.path.join(WORK, "bin", "collor-" + configuration)
    os.makedirs(os.path.dirname(copy), exist_ok=True)
    shutil.copy2(built, copy)
    return copy


class Skipped(Exception):
    """A package that could not be cloned, built or dumped: the corpus run reports it, goes on."""


def checkout(repository, version):
    folder = os.path.join(WORK, repository.split("/")[1])
    if not os.path.isdir(folder):
        cloned = run(["git", "clone", "-q", "--depth", "1", "--branch", version,
                      "https://github.com/" + repository, folder])
        if cloned.returncode != 0:
            raise Skipped("git clone failed: " + cloned.stderr.strip())
    return folder


def cached_graphs(repository, version):
    """The package's symbol graphs, dumped once as `collor build` dumps them, then kept.

    `swift package dump-symbol-graph` builds the whole package (most of the corpus run's hour), so
    its graphs are copied to WORK/graphs/NAME-VERSION and reused by later runs; a copy, because a
    later build in the clone rewrites its .build. A failed dump is remembered too (its log's tail
    in NAME-VERSION.failed; delete that file to try again). Returns (folder, seconds it took).
    """
    name = repository.split("/")[1]
    cache = os.path.join(WORK, "graphs", f"{name}-{version}")
    stamp = os.path.join(cache, "dumped.json")
    failed = cache + ".failed"
    if os.path.exists(stamp):
        with open(stamp) as file:
            return cache, json.load(file)["seconds"]
    if os.path.exists(failed):
        with open(failed) as file:
            raise Skipped(f"dump failed before (delete {failed} to retry):\n" + file.read())
    package = checkout(repository, version)
    print(f"-- {name} {version}: swift package dump-symbol-graph (cold: builds the package)",
          flush=True)
    started = time.monotonic()
    dumped = run(["swift", "package", "dump-symbol-graph", "--skip-synthesized-members"],
                 cwd=package)
    resolved = os.path.join(package, "Package.resolved")
    if dumped.returncode != 0 and os.path.exists(resolved) and re.search(
            r"Couldn.t check out revision|Failed to clone repository", dumped.stdout + dumped.stderr):
        # The package's pins name revisions or repositories this machine's copies lack
        # (swift-parsing 0.15.2 pins swift-issue-reporting, since renamed): resolved afresh
        # from Package.swift's requirements instead.
        print(f"-- {name} {version}: its Package.resolved does not resolve here; resolving afresh",
              flush=True)
        os.rename(resolved, resolved + ".orig")
        dumped = run(["swift", "package", "dump-symbol-graph", "--skip-synthesized-members"],
                     cwd=package)
    seconds = time.monotonic() - started
    output = dumped.stdout + dumped.stderr
    os.makedirs(os.path.join(WORK, "logs"), exist_ok=True)
    # It can exit 1 after writing the library graphs (it also tries synthesized test modules), so,
    # as collor does, success is judged by the graphs written.
    written = re.findall(r"Files written to (.+)", output)
    folder = written[-1].strip() if written else None
    if not folder or not os.path.isdir(folder) or not any(f.endswith(".symbols.json") for f in os.listdir(folder)):
        folder = symbol_graph_folder(package)
    method = "swift package dump-symbol-graph"
    if folder is None:
        # It builds every target, and one that does not build here (swift-async-algorithms' test
        # support on Linux) stops it: then only the catalogs' modules are built and extracted.
        folder, log = extract_graphs(package)
        output += log
        seconds = time.monotonic() - started
        method = "swift build --target, scripts/symbol-graphs.sh (the dump failed)"
        if folder:
            print(f"-- {name} {version}: the dump failed; the catalogs' modules built alone", flush=True)
    with open(os.path.join(WORK, "logs", f"{name}-dump.log"), "w") as file:
        file.write(output)
    if folder is None:
        os.makedirs(os.path.dirname(failed), exist_ok=True)
        with open(failed, "w") as file:
            file.write(f"exit {dumped.returncode} after {seconds:.0f} s\n"
                       + "\n".join(output.splitlines()[-15:]))
        raise Skipped(f"dump-symbol-graph wrote no graphs (exit {dumped.returncode}), see "
                      + os.path.join(WORK, "logs", f"{name}-dump.log"))
    partial = cache + ".partial"
    shutil.rmtree(partial, ignore_errors=True)
    os.makedirs(partial)
    for graph in os.listdir(folder):
        if graph.endswith(".symbols.json"):
            shutil.copy(os.path.join(folder, graph), partial)
    with open(os.path.join(partial, "dumped.json"), "w") as file:
        json.dump({"seconds": seconds, "exit": dumped.returncode, "method": method}, file)
    os.rename(partial, cache)
    print(f"-- {name} {version}: graphs dumped in {seconds:.0f} s", flush=True)
    return cache, seconds


def extract_graphs(package):
    """The graphs of the modules that have a catalog, each built alone (`swift build --target`)
    and extracted as this project's own site extracts its graphs. Returns (folder or None, log)."""
    modules = []
    log = ""
    for module, _ in catalogs(package):
        built = run(["swift", "build", "--target", module], cwd=package)
        log += built.stdout + built.stderr
        # One that does not build is left out: its catalog's row says it has no graph.
        if built.returncode == 0:
            modules.append(module)
    if not modules:
        return None, log
    folder = os.path.join(package, ".build", "catalog-symbolgraph")
    extracted = run([os.path.join(REPO, "scripts", "symbol-graphs.sh"), folder] + modules, cwd=package)
    log += extracted.stdout + extracted.stderr
    return (folder if extracted.returncode == 0 and modules else None), log


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
    return None


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


def docc_key(reference, loose=False):
    """A docc link's target: an article and its heading's anchor, or a symbol's path below its
    module with each overload's disambiguation (`basket.add(_:)-8uw1z`), as collor's member
    anchors are DocC's URL names; the components above the last lose theirs (a nested type's
    page is named without it), and with `loose` the last too: collor's key of a type's page
    (`basket.values-swift.struct` → `basket.values`)."""
    url, _, fragment = reference["url"].partition("#")
    parts = url.strip("/").split("/")[1:]  # after "documentation"
    if reference.get("kind") == "article":
        return ("article", parts[-1].lower(), fragment or None)
    parts = [urllib.parse.unquote(p).lower() for p in parts]
    path = [without_disambiguation(p) for p in parts[1:-1]] + parts[-1:]
    if loose and len(parts) > 1:
        path[-1] = without_disambiguation(path[-1])
    return ("symbol", parts[0], ".".join(path[:len(parts) - 1]) or None)


def page_name(stem):
    """The symbol name of an API page's file name: collor writes each byte other than a letter,
    digit or `_` as `-` and two hex digits (`product(_:_:)` → `product-28_-3A_-3A-29`)."""
    return urllib.parse.unquote(re.sub(r"-([0-9A-F]{2})", r"%\1", stem))


class Report:
    """collor's side of a build, from its build report (`collor build --report FILE`, format in
    Site/build-report.md): diagnostics, pages, each page's link occurrences and Topics groups."""

    def __init__(self, path, root):
        with open(path, encoding="utf-8") as file:
            self.data = json.load(file)
        self.root = root
        self.pages = {page["path"]: page for page in self.data["pages"]}
        # Each markdown file's page: an article's own, an extension file's its symbol's.
        self.by_source = {source: page["path"] for page in self.data["pages"]
                          for source in [page.get("source")] + page.get("extensionFiles", []) if source}
        # The destination written at each place, for a diagnostic about the link there.
        self.destinations = {(link["file"], link["line"], link["column"]): link["destination"]
                             for page in self.data["pages"] for link in page["links"]}

    def page_of(self, markdown):
        """The page showing the markdown file at this path (None when none does)."""
        return self.by_source.get(os.path.relpath(markdown, self.root))

    def diagnostics(self, severity):
        """Lines `severity: FILE:LINE:COLUMN: message [id]` of the report's diagnostics."""
        return [dict(d, text=f"{severity}: {d['file']}:{d['line']}:{d['column']}: {d['message']} "
                             f"[{d['id']}]")
                for d in self.data["diagnostics"] if d["severity"] == severity]

    def destination(self, diagnostic):
        return self.destinations.get((diagnostic["file"], diagnostic["line"], diagnostic["column"]))

    def curated(self, page, groups):
        """The members a type's page shows in the groups its Topics named: keys as links have,
        by the members' anchors (DocC's URL names)."""
        parts = page.split("/")
        if parts[0] != "api" or len(parts) != 3 or page not in self.pages:
            return []
        return [("symbol", parts[1].lower(), page_name(parts[2][:-5]).lower() + "." + member["anchor"].lower())
                for section in self.pages[page]["sections"] if section["kind"] == "topics"
                for group in section.get("groups", []) if group["title"] in groups
                for member in group["members"] if member.get("page") == page and member.get("anchor")]

    def hrefs(self, page):
        """(key, page#anchor) of each link occurrence of the page that reaches a page of the site:
        a member's key is its anchor, which is DocC's URL name; an article's, its name and heading
        anchor."""
        keys = []
        for link in self.pages.get(page, {}).get("links", []):
            target = link.get("target")
            if not target:
                continue
            path, anchor = target["page"], target.get("anchor")
            shown = path + ("#" + anchor if anchor else "")
            parts = path.split("/")
            if parts[0] == "api" and len(parts) == 3:
                module = parts[1].lower()
                if parts[2] == "index.html":
                    keys.append((("symbol", module, None), shown))
                    continue
                type_name = page_name(parts[2][:-5]).lower()
                keys.append((("symbol", module, type_name + ("." + anchor.lower() if anchor else "")), shown))
            elif path.endswith(".html"):
                name = re.sub(r"[\s\-\u2013\u2014]+", "-", parts[-1][:-5]).lower()
                keys.append((("article", name, anchor), shown))
        return keys


def warning_kind(diagnostic):
    """The diagnostic's kind: its stable identifier in the report."""
    return diagnostic["id"]


RAW_DIRECTIVE = re.compile(r">\s*(@[A-Z][A-Za-z]*)\s*[({]")


def raw_text(folder):
    """Pages that show a directive (`@Name(` or `@Name {`) or double backticks as text, outside
    code: {page: [what, ...]}."""
    found = {}
    for root, _, files in os.walk(folder):
        for file in files:
            if file.endswith(".html"):
                with open(os.path.join(root, file), encoding="utf-8") as opened:
                    text = opened.read()
                text = re.sub(r"<(pre|code)[^>]*>.*?</\1>", "", text, flags=re.S)
                what = RAW_DIRECTIVE.findall(text)
                what += [m.strip() for m in re.findall(r".{0,30}``.{0,30}", text)]
                if what:
                    found[os.path.relpath(os.path.join(root, file), folder)] = what
    return found


def split_raw(raw, docc_out):
    """Raw text collor shows, split into what docc does not show and what docc shows too: a
    doc comment's unclosed double backticks (`Creates a new `IOError``) are the author's, and
    docc writes them as text as well."""
    if not raw:
        return {}, {}
    texts = []
    for root, _, files in os.walk(docc_out):
        for file in files:
            if file.endswith(".json"):
                with open(os.path.join(root, file), encoding="utf-8") as opened:
                    texts.append(opened.read())
    docc_text = "\n".join(texts)
    ours, shared = {}, {}
    for page, items in raw.items():
        for item in items:
            plain = html.unescape(re.sub(r"<[^>]+>", "", item))
            index = plain.find("``")
            core = plain[index:index + 24] if index >= 0 else plain
            (shared if core and core in docc_text else ours).setdefault(page, []).append(item)
    return ours, shared


def collor_unresolved(warnings, report):
    """collor's unresolved symbol links in markdown files: {(file name, line): [link, ...]}."""
    found = collections.defaultdict(list)
    for warning in warnings:
        if warning["id"] == "symbol.unresolved" and warning["file"].endswith(".md"):
            found[(os.path.basename(warning["file"]), warning["line"])].append(report.destination(warning))
    return found


def docc_unresolved(diagnostics):
    """docc's unresolved symbol links: {(file name or "(doc comment)", line): count}.

    By line, not by link: docc's message quotes only the component it could not find
    (`'sequence' doesn't exist at '/Subprocess/SequenceOutput'`).
    """
    found = collections.Counter()
    for diagnostic in diagnostics:
        if not UNRESOLVED.search(diagnostic.get("summary", "")):
            continue
        source = urllib.parse.unquote(diagnostic.get("source", ""))
        line = diagnostic.get("range", {}).get("start", {}).get("line")
        found[(os.path.basename(source), line) if source.endswith(".md") else ("(doc comment)", line)] += 1
    return found


def unresolved_by_collor_only(warnings, report, diagnostics):
    """collor's unresolved symbol links on lines where docc resolves them all (or all but fewer):
    {(file name, link): count}."""
    extra = collections.Counter()
    theirs = docc_unresolved(diagnostics)
    for (file, line), links in collor_unresolved(warnings, report).items():
        # Where both fail on some links of a line, the line's surplus is collor's alone.
        for link in links[theirs[(file, line)]:]:
            extra[(file, link)] += 1
    return extra


def module_graphs(module, graphs, folder):
    """A folder of hard links to the module's graphs (its own and its extensions of other
    modules): docc's input, and in the corpus collor's too. Not symbolic links, which collor
    refuses to read (InputFile never follows a final link)."""
    os.makedirs(folder, exist_ok=True)
    for name in os.listdir(graphs):
        if name == module + ".symbols.json" or name.startswith(module + "@"):
            link = os.path.join(folder, name)
            if os.path.islink(link):
                os.unlink(link)
            if not os.path.exists(link):
                try:
                    os.link(os.path.join(graphs, name), link)
                except OSError:
                    shutil.copy2(os.path.join(graphs, name), link)
    return folder


def docc_command(module, catalog, inputs, output, diagnostics):
    return ["docc", "convert", catalog, "--additional-symbol-graph-dir", inputs, "--output-path",
            output, "--fallback-display-name", module, "--fallback-bundle-identifier",
            "org.check." + module, "--diagnostics-file", diagnostics]


def is_tutorial(reference):
    return reference["url"].startswith("/tutorials/") or reference.get("kind") in ("project", "overview")


def disambiguated(json_path):
    """docc's file for a symbol whose name another symbol shares (`code-swift.struct.json` when
    `SubprocessError` has a property `code` too): a type's first, as an extension file's title
    names a type more often than a member. The path itself when there is none."""
    candidates = sorted(glob.glob(glob.escape(json_path[:-5]) + "-*.json"))
    types = [c for c in candidates if re.search(r"-swift\.(struct|class|enum|protocol|actor)\.json$", c)]
    return (types or candidates or [json_path])[0]


def compare_catalog(module, catalog, out, site):
    """Links docc resolved on the catalog's pages (docc's output `out`), against collor's pages
    (`site`, its build report).

    Returns (compared, tutorial links, misses): a miss is a dict with the markdown file, collor's
    page, docc's key and URL, the count, and the links collor's page has that docc's has not.
    """
    compared = tutorials = 0
    misses = []
    for markdown in sorted(os.path.join(r, f) for r, _, fs in os.walk(catalog) for f in fs if f.endswith(".md")):
        with open(markdown, encoding="utf-8") as file:
            first = file.readline().strip()
        stem = os.path.splitext(os.path.basename(markdown))[0]
        symbol = re.fullmatch(r"# ``(.+)``", first)
        written = symbol.group(1).split("/") if symbol else []
        if written and written[0] == module:
            written = written[1:]
        if symbol and not written:
            # The module's landing page.
            json_path = os.path.join(out, "data/documentation", module.lower() + ".json")
        elif symbol:
            # docc's file keeps a disambiguation (`values-swift.struct`).
            json_path = os.path.join(out, "data/documentation", module.lower(), *[p.lower() for p in written]) + ".json"
        else:
            json_path = os.path.join(out, "data/documentation", module.lower(), stem.lower() + ".json")
        page = site.page_of(markdown)
        if not os.path.exists(json_path):
            json_path = disambiguated(json_path)
        if not os.path.exists(json_path) or page is None:
            misses.append({"file": markdown, "page": page, "key": None, "count": 1,
                           "docc": os.path.exists(json_path), "instead": []})
            continue
        with open(markdown, encoding="utf-8") as file:
            source = file.read()
        with open(json_path) as file:
            # Only links the author wrote: docc also curates uncurated symbols by itself.
            written = [r for r in docc_links(json.load(file))
                       if without_disambiguation(urllib.parse.unquote(r["url"].rstrip("/").split("/")[-1]))
                       in source.lower()]
        # Tutorials are out of scope (a separate issue): counted, not compared.
        tutorials += sum(1 for r in written if is_tutorial(r))
        urls = {}
        for reference in written:
            if not is_tutorial(reference):
                urls.setdefault(docc_key(reference), reference["url"])
        expected = collections.Counter(docc_key(r) for r in written if not is_tutorial(r))
        # A type's Topics curate its members: they are shown in their groups, not linked.
        topics = re.search(r"^## Topics[ \t]*\n(.*?)(?=^##? |\Z)", source, flags=re.M | re.S)
        groups = set(re.findall(r"^### (.+?)\s*$", topics.group(1), flags=re.M)) if topics else set()
        hrefs = site.hrefs(page)
        found = collections.Counter([k for k, _ in hrefs] + site.curated(page, groups))
        # A type's page is named without DocC's disambiguation (`Basket.Values.html` for
        # `values-swift.struct`).
        loose = {docc_key(r): docc_key(r, loose=True) for r in written if not is_tutorial(r)}
        for key in list(expected):
            if key not in found and loose[key] in found:
                found[key] += found.pop(loose[key])
        compared += sum(expected.values())
        known = set(expected) | set(loose.values())
        instead = [href for key, href in hrefs if key not in known]
        for key, count in (expected - found).items():
            misses.append({"file": markdown, "page": page, "key": key, "count": count,
                           "url": urls[key], "instead": instead})
    return compared, tutorials, misses


def check(repository, version, collor, scratch):
    """The two-package check: the whole package through `collor build` as a user runs it."""
    name = repository.split("/")[1]
    package = checkout(repository, version)
    report_file = os.path.join(scratch, name + "-report.json")
    built = run([collor, "build", "--report", report_file], cwd=package)
    output = built.stdout + built.stderr
    if not os.path.exists(report_file):
        failures.append(f"{name}: collor build wrote no report:\n" + output[-2000:])
        return
    site = Report(report_file, package)
    errors, warnings = site.diagnostics("error"), site.diagnostics("warning")
    kinds = collections.Counter(warning_kind(d) for d in warnings)
    print(f"== {name} {version}: collor build: {len(errors)} errors, {len(warnings)} warnings "
          + ", ".join(f"{count} {kind}" for kind, count in kinds.most_common()))
    if errors or built.returncode != 0:
        failures.append(f"{name}: collor build failed:\n"
                        + "\n".join([e["text"] for e in errors[:20]] or [output[-2000:]]))
        return
    raw = sorted(raw_text(os.path.join(package, "_site")))
    print(f"   pages with raw directives or double backticks: {len(raw)}")
    if raw:
        failures.append(f"{name}: raw directives or double backticks in " + ", ".join(raw[:10]))

    graphs = symbol_graph_folder(package)
    if graphs is None:
        sys.exit("no symbol graphs under " + package + "/.build")
    reported = []  # docc's diagnostics, every catalog's
    compared = matched = 0
    for module, catalog in catalogs(package):
        inputs = module_graphs(module, graphs, os.path.join(scratch, module + "-graphs"))
        out = os.path.join(scratch, module + "-docc")
        diagnostics = os.path.join(scratch, module + "-diagnostics.json")
        run(docc_command(module, catalog, inputs, out, diagnostics))
        with open(diagnostics) as file:
            reported += json.load(file)["diagnostics"]
        done, _, misses = compare_catalog(module, catalog, out, site)
        compared += done
        for miss in misses:
            markdown = os.path.relpath(miss["file"], package)
            if miss["key"] is None:
                failures.append(f"{name}: no page to compare for {markdown} "
                                f"(docc {miss['docc']}, collor {miss['page']})")
            else:
                matched -= miss["count"]
                failures.append(f"{name}: {markdown}: docc links {miss['key']} "
                                f"x{miss['count']}, collor's {miss['page']} does not")
    matched += compared
    ours = sum(len(links) for links in collor_unresolved(warnings, site).values())
    extra = unresolved_by_collor_only(warnings, site, reported)
    print(f"   unresolved symbol links: collor {ours}, docc {sum(docc_unresolved(reported).values())}; "
          f"unresolved by collor only: {sum(extra.values())}")
    for (file, link), count in extra.items():
        failures.append(f"{name}: {file}: ``{link}`` resolves in docc, not in collor (x{count})")
    print(f"   links docc resolves on catalog pages: {compared}, to the same target in collor: {matched}")


def main():
    global WORK
    parser = argparse.ArgumentParser(
        description="Builds DocC catalogs with collor build and compares them with docc convert.")
    parser.add_argument("work", nargs="?", default=os.path.join(REPO, ".build/docc-catalogs"),
                        help="clones, cached symbol graphs and sites (default .build/docc-catalogs)")
    parser.add_argument("--corpus", action="store_true",
                        help="issue 24's 17 packages, one table row per catalog, with timings")
    parser.add_argument("--only", nargs="+", action="extend", metavar="NAME",
                        help="with --corpus: only these packages, in this order (swift-nio Nimble ...)")
    parser.add_argument("--runs", type=int, default=3,
                        help="with --corpus: runs of each tool per catalog, median time (default 3)")
    parser.add_argument("--release", action="store_true",
                        help="with --corpus: time the release build of collor, not the debug one")
    parser.add_argument("--dump-only", action="store_true",
                        help="with --corpus: only fill the symbol graph cache")
    options = parser.parse_args()
    WORK = os.path.abspath(options.work)
    os.makedirs(WORK, exist_ok=True)
    if options.corpus:
        return corpus(options)
    collor = collor_binary()
    with tempfile.TemporaryDirectory() as scratch:
        for repository, version in PACKAGES:
            try:
                check(repository, version, collor, scratch)
            except Skipped as skipped:
                sys.exit(str(skipped))
    for failure in failures:
        print("FAIL: " + failure)
    print("PASS" if not failures else f"{len(failures)} failures")
    return 1 if failures else 0


def timed(command, runs, clean):
    """Runs `command` `runs` times under /usr/bin/time -v, after `clean()` each time (both tools
    build from scratch). Returns (median wall seconds, peak resident MB, the last run)."""
    seconds = []
    peak = 0
    for _ in range(runs):
        clean()
        with tempfile.NamedTemporaryFile("r") as stats:
            started = time.monotonic()
            done = run(["/usr/bin/time", "-v", "-o", stats.name] + command)
            seconds.append(time.monotonic() - started)
            rss = re.search(r"Maximum resident set size \(kbytes\): (\d+)", stats.read())
            peak = max(peak, int(rss.group(1)) if rss else 0)
    return statistics.median(seconds), peak / 1024, done


def count_files(folder, suffix):
    return sum(1 for _, _, files in os.walk(folder) for f in files if f.endswith(suffix))


def is_tutorial_warning(diagnostic, tutorials, report):
    """collor's warnings about tutorials (a separate issue): links to them."""
    if diagnostic["id"] == "tutorial.unresolved":
        return True
    if diagnostic["id"] not in ("link.unresolved", "link.missingAnchor"):
        return False
    link = report.destination(diagnostic) or ""
    link = link[4:] if link.lower().startswith("doc:") else link
    # docc names a file with spaces (`Tutorial Table of Contents.tutorial`) with dashes.
    return bool(link) and (link.lower().startswith("tutorials/")
                           or link.split("/")[-1].split("#")[0].lower()
                           in {t.replace(" ", "-") for t in tutorials} | tutorials)


def corpus_catalog(name, package, module, catalog, graphs, collor, runs):
    """One catalog through both tools, on the same graphs: a table row with its details."""
    folder = os.path.join(WORK, "runs", name, module)
    inputs = module_graphs(module, graphs, os.path.join(folder, "graphs"))
    site_folder = os.path.join(folder, "collor")
    out = os.path.join(folder, "docc")
    diagnostics_file = os.path.join(folder, "docc-diagnostics.json")
    # Only this catalog and its module's graphs, as docc convert gets them: collor's own site of
    # the catalog, so that its numbers and docc's are of the same work.
    report_file = os.path.join(folder, "collor-report.json")
    collor_seconds, collor_mb, built = timed(
        [collor, "build", "--package-path", package, "--source", catalog,
         "--symbol-graphs", inputs, "--output", site_folder, "--report", report_file],
        runs, lambda: shutil.rmtree(site_folder, ignore_errors=True))
    docc_seconds, docc_mb, converted = timed(
        docc_command(module, catalog, inputs, out, diagnostics_file),
        runs, lambda: shutil.rmtree(out, ignore_errors=True))
    output = built.stdout + built.stderr
    with open(os.path.join(folder, "collor.log"), "w") as file:
        file.write(output)
    site = Report(report_file, package) if os.path.exists(report_file) else None
    errors = site.diagnostics("error") if site else []
    warnings = site.diagnostics("warning") if site else []
    if built.returncode != 0 and not errors:
        errors = [{"id": "exit", "severity": "error",
                   "text": f"error: collor build exited {built.returncode}: " + output[-300:]}]
    tutorials = {os.path.splitext(f)[0].lower() for _, _, fs in os.walk(catalog) for f in fs
                 if f.endswith(".tutorial")}
    # Links to tutorials are errors in collor (broken links) when it builds no tutorial pages:
    # counted apart with the warnings about tutorials, never failures of their own (but a build
    # that fails on them builds nothing else, and that fails the row).
    tutorial_warnings = [d for d in warnings + errors if site and is_tutorial_warning(d, tutorials, site)]
    errors = [d for d in errors if d not in tutorial_warnings]
    diagnostics = []
    if os.path.exists(diagnostics_file):
        with open(diagnostics_file) as file:
            diagnostics = json.load(file)["diagnostics"]
    row = {
        "catalog": f"{name}/{module}", "package": package, "catalog_path": catalog,
        "collor_exit": built.returncode, "collor_errors": errors, "collor_warnings": [l for l in warnings if l not in tutorial_warnings],
        "tutorial_warnings": tutorial_warnings,
        "docc_errors": sum(1 for d in diagnostics if d.get("severity") == "error"),
        "docc_warnings": sum(1 for d in diagnostics if d.get("severity") == "warning"),
        "docc_exit": converted.returncode,
        "collor_pages": site.data["counts"]["pages"] if site else 0,
        "docc_pages": count_files(os.path.join(out, "data"), ".json"),
        "collor_seconds": collor_seconds, "collor_mb": collor_mb,
        "docc_seconds": docc_seconds, "docc_mb": docc_mb,
        "raw": {}, "misses": [], "collor_only_unresolved": {}, "compared": 0, "tutorial_links": 0,
    }
    if built.returncode == 0 and site and os.path.isdir(out):
        row["raw"], row["raw_in_docc_too"] = split_raw(raw_text(site_folder), out)
        compared, tutorial_links, misses = compare_catalog(module, catalog, out, site)
        # An extension file of a symbol these graphs lack (Windows-only API on Linux): docc warns
        # and leaves the file out, links and all; collor publishes it as an article. A difference
        # to note, not a link that lands elsewhere: docc resolves none of its links.
        dropped = [m for m in misses if m["key"] is None and not m["docc"] and m["page"]]
        row["dropped_by_docc"] = [os.path.relpath(m["file"], package) for m in dropped]
        misses = [m for m in misses if m not in dropped]
        row.update(compared=compared, tutorial_links=tutorial_links, misses=misses)
        extra = unresolved_by_collor_only(warnings, site, diagnostics)
        skipped_files = {os.path.basename(f) for f in row["dropped_by_docc"]}
        row["collor_only_unresolved"] = {f"{f}: ``{l}``": c for (f, l), c in extra.items()
                                         if f not in skipped_files}
    return row


def failed(row):
    """What makes a catalog fail: collor errors, links landing elsewhere (or not resolved by collor
    when docc resolves them), raw directive text. Warnings and tutorials do not."""
    return bool(row.get("skipped") or row["collor_exit"] != 0 or row["collor_errors"] or row["misses"]
                or row["collor_only_unresolved"] or row["raw"])


COLUMNS = ("catalog", "collor E/W", "docc E/W", "pages c/d", "links", "elsewhere", "unres.",
           "raw", "tut.", "collor s", "docc s", "collor MB", "docc MB")


def table_row(row):
    if row.get("skipped"):
        return [row["catalog"], "skipped: " + row["skipped"].splitlines()[0][:90]]
    return [row["catalog"],
            f"{len(row['collor_errors'])}/{len(row['collor_warnings'])}",
            f"{row['docc_errors']}/{row['docc_warnings']}",
            f"{row['collor_pages']}/{row['docc_pages']}",
            str(row["compared"]),
            str(sum(m["count"] for m in row["misses"])),
            str(sum(row["collor_only_unresolved"].values())),
            str(sum(len(v) for v in row["raw"].values())),
            str(len(row["tutorial_warnings"]) + row["tutorial_links"]),
            f"{row['collor_seconds']:.2f}", f"{row['docc_seconds']:.2f}",
            f"{row['collor_mb']:.0f}", f"{row['docc_mb']:.0f}"]


def print_table(rows):
    cells = [list(COLUMNS)] + [table_row(r) for r in rows]
    widths = [max(len(c[i]) for c in cells if i < len(c) and len(c) > 2) for i in range(len(COLUMNS))]
    for line in cells:
        if len(line) == 2:
            print(line[0].ljust(widths[0]) + "  " + line[1])
        else:
            print("  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(line, widths))))


def print_details(row):
    """The failures of one catalog, each with where to look."""
    name = row["catalog"]
    for error in row.get("collor_errors", []):
        print(f"FAIL {name}: {error['text']}")
    if row.get("collor_exit") and not row.get("collor_errors"):
        print(f"FAIL {name}: collor build exited {row['collor_exit']} on its errors about tutorials")
    for page, what in sorted(row.get("raw", {}).items()):
        print(f"FAIL {name}: raw text in {page}: " + " | ".join(sorted(set(what)))[:300])
    for miss in row.get("misses", []):
        markdown = os.path.relpath(miss["file"], row["package"])
        if miss["key"] is None:
            print(f"FAIL {name}: no page to compare for {markdown} (docc {miss['docc']}, collor {miss['page']})")
        else:
            instead = ", ".join(miss["instead"][:6]) or "none"
            print(f"FAIL {name}: {markdown}: docc links {miss['url']} x{miss['count']}; collor's "
                  f"{miss['page']} does not (its other links: {instead})")
    for link, count in sorted(row.get("collor_only_unresolved", {}).items()):
        print(f"FAIL {name}: {link} resolves in docc, not in collor (x{count})")
    for markdown in row.get("dropped_by_docc", []):
        print(f"NOTE {name}: {markdown}: docc leaves it out (its symbol is not in the graphs); "
              "collor publishes it as an article")


def print_kinds(rows):
    """collor's errors and warnings across the corpus by kind, each with its first occurrence:
    the rules to fix, biggest first."""
    counts = collections.Counter()
    first = {}
    for row in rows:
        for diagnostic in row.get("collor_errors", []) + row.get("collor_warnings", []) + row.get("tutorial_warnings", []):
            key = (diagnostic["severity"], warning_kind(diagnostic))
            counts[key] += 1
            first.setdefault(key, f"{row['catalog']}: {diagnostic['text']}")
    for (severity, kind), count in counts.most_common():
        print(f"{count:5} collor {severity}s: {kind}\n      e.g. {first[(severity, kind)][:300]}")


def corpus(options):
    """Issue 24's corpus: per catalog, collor and docc on the same graphs, as a table."""
    # --only keeps its own order: a cold run can do the quick packages first.
    by_name = {p[0].split("/")[1]: p for p in CORPUS}
    unknown = [n for n in options.only or [] if n not in by_name]
    if unknown:
        sys.exit("not in the corpus: " + ", ".join(unknown) + " (known: " + ", ".join(by_name) + ")")
    packages = [by_name[n] for n in options.only] if options.only else CORPUS
    started = time.monotonic()
    collor = None if options.dump_only else collor_binary("release" if options.release else "debug")
    rows = []
    for repository, version in packages:
        name = repository.split("/")[1]
        try:
            graphs, _ = cached_graphs(repository, version)
            package = checkout(repository, version)
        except Skipped as skipped:
            print(f"SKIP {name} {version}: {skipped}", flush=True)
            rows.append({"catalog": name, "skipped": str(skipped)})
            continue
        if options.dump_only:
            continue
        found = catalogs(package)
        if not found:
            rows.append({"catalog": name, "skipped": "no Sources/*/*.docc catalog"})
        for module, catalog in found:
            row = corpus_catalog(name, package, module, catalog, graphs, collor, options.runs)
            if not os.path.exists(os.path.join(graphs, module + ".symbols.json")):
                # The target does not build here (swift-async-algorithms' AsyncSequenceValidation
                # on Linux): both tools get the catalog alone, as docc convert does without
                # graphs; its symbol links then resolve in neither.
                row["catalog"] += " (no graph)"
                print(f"NOTE {name}/{module}: no symbol graph (it did not build: see the "
                      "dump's log); both tools build the catalog without one", flush=True)
            rows.append(row)
            print("  ".join(table_row(row)), flush=True)
    print(f"done in {time.monotonic() - started:.0f} s", flush=True)
    if options.dump_only:
        return 0
    with open(os.path.join(WORK, "corpus.json"), "w") as file:
        json.dump(rows, file, indent=1)
    print()
    for row in rows:
        print_details(row)
    print()
    print_kinds(rows)
    print()
    print_table(rows)
    print("Columns: collor's and docc's errors/warnings (collor's without those about tutorials); "
          "pages (collor HTML / docc render JSON); links docc resolves on the catalog's pages; of "
          "them, those landing elsewhere in collor (or nowhere); links only collor cannot resolve; "
          "raw directives or double backticks shown as text; collor's warnings and docc's links "
          f"about tutorials (not failures); median wall time of {options.runs} runs; peak memory. "
          f"Details in {os.path.join(WORK, 'corpus.json')}.")
    bad = [r["catalog"] for r in rows if failed(r)]
    print("PASS" if not bad else f"{len(bad)} of {len(rows)} catalogs fail: " + ", ".join(bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
