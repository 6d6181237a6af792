"""collor's side: the build report (`collor build --report FILE`, format version 1, documented in
Site/) read into the page model of `model`. A member shown as a section of its type's page (the
report's sections with `"symbol": ANCHOR`) is a page of its own here, as docc writes it; its
link occurrences stay with its type's page (the report lists links per output page), so links
are compared per output page (`group`).

Only this module knows the report's field names: a change of format changes it alone.
"""
import json
import re

from . import docc, model

SKIPPED = ("tutorial", "tutorials", "gallery", "search", "404")
PLAIN = {"abstract": "abstract", "deprecated": "deprecation", "deprecation": "deprecation",
         "returnValue": "returns", "returns": "returns"}
GROUPS = ("topics", "seeAlso", "relationships")


def read(path):
    """collor's pages from a report file: {key: page}."""
    with open(path, encoding="utf-8") as file:
        return Reader(json.load(file)).pages()


def has_identifiers(report_pages):
    return any(key.startswith("symbol:") for key in report_pages)


class Reader:
    def __init__(self, report):
        self.report = report
        self.keys = {}  # (output, anchor or "") -> key
        self.modules = {}  # id(page) -> module name, for the module's page
        for page in self.entries():
            for anchor, sections in split(page).items():
                self.keys[(output_of(page), anchor)] = self.key(page, anchor, sections)
        for page in self.report.get("pages", []):
            output = output_of(page)
            if page.get("kind") == "module" and (output, "") not in self.keys:
                # collor's index of a module's API beside the catalog's root page: docc has one
                # page for both, so a link to either is a link to the module.
                self.keys[(output, "")] = "module:" + page.get("title", "").lower()
            elif page.get("kind") in ("tutorial", "tutorials"):
                # Tutorials are not compared, links to them are: by file name, as docc's URL.
                name = output.rsplit("/", 1)[-1][:-len(".html")]
                self.keys[(output, "")] = "tutorial:" + model.article_name(name)

    def entries(self):
        pages = [p for p in self.report.get("pages", []) if p.get("kind") not in SKIPPED]
        # The module's page is the catalog's root page (` # ``Module`` `, whose title the report
        # marks as the module's) when there is one, else collor's index of the module's API; an
        # article only titled as its module (swift-syntax's SwiftIfConfig.md) is an article.
        modules = {p.get("title") for p in pages if p.get("kind") == "module"}
        roots = [p for p in pages if p.get("kind") == "article" and p.get("title") in modules
                 and any(s.get("kind") == "title" and s.get("symbolKind") == "module"
                         for s in p.get("sections", []))]
        for page in pages:
            if page in roots or (page.get("kind") == "module" and not roots):
                self.modules[id(page)] = page.get("title", "")
        return [p for p in pages if p.get("kind") != "module" or not roots]

    def key(self, page, anchor, sections):
        first = next((s for s in sections if s.get("preciseIdentifier") or s.get("symbolKind")),
                     {})
        if not anchor and id(page) in self.modules:
            return "module:" + self.modules[id(page)].lower()
        if first.get("symbolKind") in ("module", "swift.module"):
            return "module:" + (first.get("module") or page.get("title", "")).lower()
        if first.get("preciseIdentifier"):
            return "symbol:" + first["preciseIdentifier"]
        output = output_of(page)
        if output.startswith("api/") and output.endswith("-Implementations.html") and not anchor:
            # A type's "X Implementations" page (`api/M/Box.Sized-Implementations.html`): no type
            # page's name ends so (collor spells its `-` as `-2D`).
            return model.collection_key(symbol_path(output, "").split("/"))
        if page.get("kind") == "symbol" or anchor:
            return "path:" + symbol_path(output, anchor)
        return "article:" + model.article_name(page.get("source") or output[:-5])

    def target(self, value):
        """A target (`page.html#anchor` or {"page", "anchor"}) as a key: a member's anchor names
        the member, another anchor a heading of the page; None when unresolved."""
        if not value:
            return None
        if isinstance(value, dict) and not value.get("page"):
            # A member shown as text (another module's symbol), or nothing.
            return "other:" + value["name"].lower() if value.get("name") else None
        if isinstance(value, str) and ".html" not in value:
            return "other:" + value.lower()  # a member shown as text: another module's symbol
        if isinstance(value, str):
            page, _, anchor = value.partition("#")
        else:
            page, anchor = value.get("page", ""), value.get("anchor") or ""
        if (page, anchor) in self.keys:
            return self.keys[(page, anchor)]
        base = self.keys.get((page, ""), "other:" + page)
        return model.target(base, anchor or None)

    def pages(self):
        result = {}
        # A nested type is a section of its parent's page and a page of its own: the page wins.
        for entry in self.entries():
            output = output_of(entry)
            group = self.keys[(output, "")]
            for anchor, sections in split(entry).items():
                key = self.keys[(output, anchor)]
                page = self.page(entry, anchor, sections, key)
                page["group"] = group
                page["reportKind"] = entry.get("kind", "")
                if not anchor:
                    self.links(entry, page)
                elif key in result:
                    continue  # a nested type's section: its own page is the page
                result[key] = page
        return result

    def page(self, entry, anchor, sections, key):
        first = next((s for s in sections if s.get("symbolKind")), {})
        title = next((s.get("text") for s in sections if s.get("kind") == "title"),
                     entry.get("title") if not anchor else anchor)
        kind = first.get("symbolKind") or ("" if anchor else entry.get("kind", ""))
        if not anchor and entry.get("roleHeading"):
            # The heading an article names (`@PageKind`'s "Sample Code", `@TitleHeading`, a
            # root page's too), as docc's `roleHeading` is compared.
            kind = entry["roleHeading"]
        elif key.startswith("module:"):
            kind = "module"
        page = model.page(key, output_of(entry) + ("#" + anchor if anchor else ""),
                          title, kind)
        if not anchor:
            # The files whose Topics the page shows: where a group's entries are written.
            page["files"] = [f for f in [entry.get("source")] + entry.get("extensionFiles", [])
                             if f]
        found = page["sections"]
        discussion = []
        for section in sections:
            kind = section.get("kind")
            if kind == "declaration":
                found[kind] = model.declaration(section.get("text"))
            elif kind in PLAIN:
                found[PLAIN[kind]] = model.text(section.get("text"))
            elif kind == "discussion":
                discussion.append(section.get("text", ""))
            elif kind == "availability":
                found[kind] = sorted(docc.availability(platform(i))
                                     for i in section.get("items", []))
            elif kind == "parameters":
                found[kind] = [[p.get("name", ""), model.text(p.get("text"))]
                               for p in section.get("items", [])]
            elif kind in GROUPS:
                # Groups as a list in one section, or a section per group.
                for group in section.get("groups") or [section]:
                    title = group.get("type") if kind == "relationships" else None
                    found.setdefault(kind, []).append(
                        [title or model.text(group.get("title", "")),
                         [self.target(m) for m in group.get("members", [])]])
            elif kind == "mentionedIn":
                # One group (format version 1), or its members alone (the draft format).
                members = [m for g in section.get("groups", []) for m in g.get("members", [])]
                found[kind] = [self.target(m) for m in members or section.get("members", [])]
            elif kind == "aside":
                found.setdefault("asides", []).append(
                    [section.get("style", ""), model.text(section.get("name", "")),
                     model.text(section.get("text"))])
            elif kind == "code":
                found.setdefault("code", []).append(section.get("language") or "")
            elif kind == "image":
                found.setdefault("images", []).append(docc.image_name(section.get("source")))
            elif kind == "table":
                found.setdefault("tables", []).append(
                    [section.get("rows", 0), section.get("columns", 0)])
        if discussion:
            found["discussion"] = model.text(" ".join(discussion))
        return page

    def links(self, entry, page):
        page["sources"], page["positions"] = [], []
        for link in entry.get("links", []):
            if link.get("generated"):
                continue  # the site's own list of a generated page: docc counts none
            if link.get("external"):
                external = link["external"]
                page["external"].append(external if isinstance(external, str)
                                        else link.get("destination", ""))
                continue
            destination = link.get("destination", "")
            if link.get("target") is None and len(destination) > 1 \
                    and destination.startswith("#"):
                # A fragment the page lacks, written as it is (and warned about), as docc
                # passes on `[text](#Heading)` unchecked: the same link in both pages.
                page["links"].append(model.target(page["key"], destination[1:]))
            else:
                page["links"].append(self.target(link.get("target")))
            page["positions"].append((link.get("file", ""), link.get("line"), link.get("column"),
                                      link.get("destination", "")))
            page["sources"].append("{}:{}:{} {}".format(
                link.get("file", "?"), link.get("line", "?"), link.get("column", "?"),
                link.get("destination", "")))


def symbol_path(output, anchor):
    """Without identifiers, a symbol by its path as docc's URL reads: `api/M/Outer.Inner.html`,
    anchor `member` -> `m/outer/inner/member` (collor's file names spell `-` and other characters
    as `-2D`...; `.` nests, but not in a disambiguation such as `-swift.struct`)."""
    path = output[4:] if output.startswith("api/") else output
    path = path[:-5] if path.endswith(".html") else path
    path = path[:-6] if path.endswith("/index") else path
    module, _, name = path.partition("/")
    name = re.sub(r"-([0-9A-F]{2})", lambda m: chr(int(m.group(1), 16)), name)
    name = re.sub(r"~[0-9a-z]+$", "", name)  # collor's suffix for names alike but for case
    parts = [module] + nested(name) + (nested(anchor) if anchor else [])
    parts = [p for p in parts if p]
    parts = [model.without_disambiguation(p) for p in parts[:-1]] + parts[-1:]
    return "/".join(p.lower() for p in parts)


def nested(name):
    """`Outer.Inner`, `iterator.fixture()` -> their components; `b-swift.property`, `...(_:)`
    and `f(a.b:)` stay whole."""
    protected = re.sub(r"-swift(\.[a-z]+)+", lambda m: m.group(0).replace(".", "\0"), name)
    parts, depth, start = [], 0, 0
    for index, character in enumerate(protected):
        depth += {"(": 1, ")": -1}.get(character, 0)
        if character == "." and depth == 0 and 0 < index < len(protected) - 1 \
                and (protected[index - 1].isalnum() or protected[index - 1] in "_)") \
                and (protected[index + 1].isalpha() or protected[index + 1] == "_"):
            parts.append(protected[start:index])
            start = index + 1
    parts.append(protected[start:])
    return [p.replace("\0", ".") for p in parts]


def output_of(page):
    """A page's output path (`output` in the draft format, `path` as written)."""
    return page.get("output") or page.get("path") or ""


def split(page):
    """A page's sections by member: {"": the page's own, anchor: a member's}, in page order."""
    found = {"": []}
    for section in page.get("sections", []):
        found.setdefault(section.get("symbol") or "", []).append(section)
    return found


def platform(item):
    """A report's availability item in docc's field names: `{"platform", "introduced", ...}` or
    `{"name": "iOS", "text": "16.0+"}` (`13.0–15.0` deprecated, `–5.6` only deprecated,
    `Beta`)."""
    if "text" in item and "platform" not in item:
        match = re.fullmatch(r"(\d[\d.]*)?(\+|[\u2013-](\d[\d.]*))?( Beta)?",
                             model.text(item["text"]))
        item = {"platform": item.get("name", "")}
        if match and (match.group(1) or match.group(3)):
            if match.group(1):
                item["introduced"] = match.group(1)
            if match.group(3):  # `–5.6`: deprecated only, as docc's `deprecatedAt` alone
                item["deprecated"] = match.group(3)
            item["beta"] = bool(match.group(4))
    found = {"name": item.get("platform") or item.get("name", "")}
    for field in ("introduced", "deprecated", "obsoleted"):
        if isinstance(item.get(field), str):
            found[field + "At"] = item[field]
    for flag in ("beta", "unavailable"):
        found[flag] = bool(item.get(flag))
    if item.get("deprecated") is True:
        found["deprecated"] = True
    return found
