"""collor's side read from its HTML, in the build report's format (version 1): for a collor that
does not write `--report` yet, and for a site whose report is lost. Worse than the report, and
the comparison says so where it matters:
- no precise identifiers, so symbols match by path (`report.Reader` does it);
- no source positions: a link occurrence is known by its text;
- a Topics group of a type's page is authored or generated, HTML does not say: a group whose title
  is one docc generates (`GENERATED_GROUPS`) counts no link occurrences, the others one per member;
  See Also groups none (collor writes its own See Also from curation, as docc does).
"""
import html.parser
import os
import posixpath
import re
import urllib.parse

from . import model

ROLES = {heading: kind for kind, heading in model.ROLE_HEADINGS.items()}
# The groups docc generates, and the kind each names (what a reader of collor's page learns of a
# member's kind: its group's heading).
GENERATED_GROUPS = {
    "Initializers": "Initializer", "Instance Methods": "Instance Method",
    "Instance Properties": "Instance Property", "Type Properties": "Type Property",
    "Type Methods": "Type Method", "Structures": "Structure", "Classes": "Class",
    "Enumerations": "Enumeration", "Protocols": "Protocol", "Type Aliases": "Type Alias",
    "Enumeration Cases": "Case", "Operators": "Operator", "Functions": "Function",
    "Variables": "Global Variable", "Global Variables": "Global Variable",
    "Subscripts": "Instance Subscript", "Instance Subscripts": "Instance Subscript",
    "Type Subscripts": "Type Subscript", "Macros": "Macro", "Associated Types": "Associated Type",
    "Actors": "Actor", "Deinitializers": "Deinitializer", "Default Implementations": "",
    "Articles": "", "Extended Modules": "",
}
RELATIONSHIPS = {"Conforms To": "conformsTo", "Inherits From": "inheritsFrom",
                 "Conforming Types": "conformingTypes", "Inherited By": "inheritedBy"}
VOID = {"br", "img", "hr", "meta", "link", "input", "source", "wbr", "col"}


class Node:
    def __init__(self, tag, attrs, parent=None):
        self.tag, self.attrs, self.parent, self.children = tag, dict(attrs), parent, []

    def text(self):
        return "".join(c if isinstance(c, str) else c.text() for c in self.children)

    def elements(self):
        return [c for c in self.children if isinstance(c, Node)]

    def find_all(self, tag):
        for child in self.elements():
            if child.tag == tag:
                yield child
            yield from child.find_all(tag)

    def classes(self):
        return self.attrs.get("class", "").split()


class Tree(html.parser.HTMLParser):
    """A tree of the page's elements (its HTML is the theme's, well formed), built flat."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = self.current = Node("#root", {})

    def handle_starttag(self, tag, attrs):
        node = Node(tag, attrs, self.current)
        self.current.children.append(node)
        if tag not in VOID:
            self.current = node

    def handle_endtag(self, tag):
        node = self.current
        while node is not None and node.tag != tag:
            node = node.parent
        if node is not None and node.parent is not None:
            self.current = node.parent

    def handle_data(self, data):
        self.current.children.append(data)


def read(folder):
    """A report (dict) of the site's pages but tutorials, galleries, search and 404."""
    pages = []
    api = os.path.join(folder, "api")
    modules = sorted(n for n in os.listdir(api) if os.path.isdir(os.path.join(api, n))) \
        if os.path.isdir(api) else []
    # The site's home is the catalog's root page: its module's when the site has one.
    module = modules[0] if len(modules) == 1 else None
    # A catalog without a root page: the home lists the site, the module's API index is its page.
    trees = {}
    for directory, _, files in sorted(os.walk(folder)):
        for name in sorted(files):
            output = os.path.relpath(os.path.join(directory, name), folder).replace(os.sep, "/")
            if not name.endswith(".html") or output in ("404.html", "search.html") \
                    or output.startswith(("tutorials/", "galleries/", "api/index")):
                continue
            with open(os.path.join(directory, name), encoding="utf-8") as file:
                tree = Tree()
                tree.feed(file.read())
            article = next(tree.root.find_all("article"), None)
            if article is not None:
                trees[output] = article
    root = root_page(trees, module)
    for output, article in trees.items():
        pages.append(Page(output, article, module, output == root).entry())
    return {"version": 1, "pages": pages}


def is_mark(element):
    """`<p><em>Required.</em></p>`, `<p><em>Deprecated.</em></p>`: a badge, not prose."""
    return element.tag == "p" and [c.tag for c in element.elements()] == ["em"] \
        and element.text().strip().startswith(("Required.", "Deprecated."))


def root_page(trees, module):
    """The module's page: the catalog's root page (an article titled as the module), else the
    home when it is that page, else the module's API index."""
    for output, article in trees.items():
        heading = next(article.find_all("h1"), None)
        if not output.startswith("api/") and output != "index.html" \
                and heading is not None and heading.text().strip() == module:
            return output
    home = trees.get("index.html")
    generated = home is not None and any(
        a.attrs.get("href") == "api/index.html" for a in home.find_all("a"))
    return "api/" + module + "/index.html" if generated and module else "index.html"


class Page:
    def __init__(self, output, article, module, is_root):
        self.output, self.article, self.module, self.is_root = output, article, module, is_root
        self.sections, self.links = [], []
        self.member = None  # the anchor of the member whose section is being read
        self.mode = "discussion"  # or "topics", "relationships"
        self.group = None

    def entry(self):
        elements = self.article.elements()
        if elements and elements[0].tag == "ul" and "availability" in elements[0].classes():
            self.availability(elements[0])
            elements = elements[1:]
        title = elements[0].text() if elements and elements[0].tag == "h1" else ""
        self.add("title", text=title)
        kind = "article"
        rest = elements[1:]
        if rest and rest[0].tag == "p" and next(rest[0].find_all("em"), None) is not None \
                and " in " in rest[0].text():
            role = next(rest[0].find_all("em")).text()
            kind = "symbol"
            self.sections[-1]["symbolKind"] = ROLES.get(role, role)
            rest = rest[1:]
        if self.is_root:
            kind = "symbol"
            if self.module:
                self.sections[-1]["symbolKind"] = "module"
                self.sections[-1]["module"] = self.module
            if self.output.startswith("api/"):
                # collor's API index: its sentence is no abstract, its lists are Topics.
                self.mode = "index"
                rest = rest[1:] if rest and rest[0].tag == "p" else rest
        elif self.output in ("index.html", "api/index.html") or self.output.endswith("/index.html"):
            kind = "index"  # collor's own index of a folder: no page of docc's
        if self.mode == "index":
            for index, element in enumerate(rest):
                self.block(element, rest[index + 1:])
        else:
            self.leading(rest)
        return {"output": self.output, "kind": kind, "title": title, "source": None,
                "sections": self.sections, "links": self.links}

    def add(self, kind, **fields):
        if self.member:
            fields["symbol"] = self.member
        self.sections.append(dict(kind=kind, **fields))

    def leading(self, elements):
        """A page's or member's start: declaration, abstract, then the rest."""
        if elements and elements[0].tag == "pre":
            self.add("declaration", text=elements[0].text())
            elements = elements[1:]
        while elements and is_mark(elements[0]):
            elements = elements[1:]
        if elements and elements[0].tag == "p":
            self.add("abstract", text=self.inline(elements[0]))
            elements = elements[1:]
        for index, element in enumerate(elements):
            self.block(element, elements[index + 1:])

    def block(self, element, following):
        tag, classes = element.tag, element.classes()
        if tag == "h2" and self.mode == "index":
            self.group = {"kind": "topics", "title": element.text(), "members": []}
            self.sections.append(self.group)
        elif tag == "ul" and self.mode == "index" and self.group:
            for anchor in element.find_all("a"):
                target = self.resolve(anchor.attrs.get("href", ""))
                self.group["members"].append(target and target["page"] + (
                    "#" + target["anchor"] if target.get("anchor") else ""))
        elif tag == "ul" and "availability" in classes:
            self.availability(element)
        elif tag == "h2":
            title = element.text()
            if title == "Topics":
                self.mode = "topics"
            elif title == "Relationships":
                self.mode = "relationships"
            elif following and self.is_member(following[0]):
                self.mode, self.member = "topics", None
                self.group = {"kind": "topics", "title": title, "members": []}
                self.sections.append(self.group)
            elif title in GENERATED_GROUPS and following and following[0].tag == "ul":
                # A generated group listed as links (nested types): no link written in a source.
                self.mode, self.member = "generated", None
                self.group = {"kind": "topics", "title": title, "members": []}
                self.sections.append(self.group)
            elif self.mode == "discussion" and title not in ("Overview", "Discussion"):
                self.add("discussion", text=title)
        elif tag == "h3" and self.is_member(element):
            anchor = element.attrs.get("id", "")
            target = self.output + "#" + anchor
            if self.group is not None:
                self.group["members"].append(target)
                if self.group["title"] not in GENERATED_GROUPS:
                    self.links.append({"destination": element.text(), "target": self.at(target)})
            self.member, self.mode = anchor, "member"
            self.add("title", text=element.text())
            kind = GENERATED_GROUPS.get(self.group["title"]) if self.group else None
            if kind:
                self.sections[-1]["symbolKind"] = kind
        elif tag == "h3" and self.mode in ("topics", "relationships"):
            title = element.text()
            kind = "relationships" if self.mode == "relationships" else "topics"
            self.group = {"kind": kind, "title": title, "members": []}
            if kind == "relationships":
                self.group["type"] = RELATIONSHIPS.get(title, title)
            self.sections.append(self.group)
        elif tag == "ul" and self.mode == "generated" and self.group:
            for anchor in element.find_all("a"):
                target = self.resolve(anchor.attrs.get("href", ""))
                self.group["members"].append(target and target["page"] + (
                    "#" + target["anchor"] if target.get("anchor") else ""))
        elif tag == "ul" and self.mode in ("topics", "relationships") and self.group:
            for item in element.elements():
                anchor = next(item.find_all("a"), None)
                if anchor is None and self.mode == "relationships":
                    self.group["members"].append(item.text().strip())
                elif anchor is not None:
                    target = self.resolve(anchor.attrs.get("href", ""))
                    self.group["members"].append(target and target["page"] + (
                        "#" + target["anchor"] if target.get("anchor") else ""))
                    if self.mode == "topics":
                        self.links.append({"destination": anchor.text(), "target": target})
        elif tag == "section" and "see-also" in classes:
            self.see_also(element)
        elif tag == "section" and "symbol-section-parameters" in classes:
            names = [d.text() for d in element.find_all("dt")]
            texts = [self.inline(d) for d in element.find_all("dd")]
            self.add("parameters", items=[{"name": n, "text": t} for n, t in zip(names, texts)])
        elif tag == "section" and "symbol-section-returns" in classes:
            self.add("returnValue", text=" ".join(
                self.inline(e) for e in element.elements() if e.tag != "h4"))
        elif tag == "pre" and self.mode == "member" and not self.has("declaration"):
            self.add("declaration", text=element.text())
        elif is_mark(element):
            pass  # a requirement's or deprecation's mark (docc's badges), not an abstract
        elif tag == "p" and self.mode == "member" and not self.has("abstract"):
            self.add("abstract", text=self.inline(element))
        elif tag == "aside" or (tag == "div" and "aside" in classes):
            label = next((p for p in element.elements() if "aside-label" in p.classes()), None)
            text = " ".join(self.inline(e) for e in element.elements() if e is not label)
            name = element.attrs.get("aria-label") or (label.text() if label else "")
            if name == "Deprecated":
                self.add("deprecated", text=text)
            else:
                style = next((c[6:] for c in classes if c.startswith("aside-")), "note")
                # docc's styles; an aside of another name (Complexity, Throws) is a note.
                if style not in ("note", "tip", "important", "warning", "experiment"):
                    style = "note"
                self.add("aside", style=style, name=name, text=text)
        elif tag == "pre":
            code = next(element.find_all("code"), element)
            language = next((c[9:] for c in code.classes() if c.startswith("language-")), "")
            self.add("code", language=language)
        elif tag == "table":
            rows = list(element.find_all("tr"))
            self.add("table", rows=len(rows), columns=max(
                (len([c for c in r.elements() if c.tag in ("td", "th")]) for r in rows),
                default=0))
            self.add("discussion", text=self.inline(element))
        elif tag in ("p", "ul", "ol", "h3", "h4", "h5", "h6", "dl", "blockquote"):
            for image in element.find_all("img"):
                self.add("image", source=image.attrs.get("src", ""))
            self.add("discussion", text=self.inline(element))

    def availability(self, element):
        """`iOS 16.0+`, `macOS 10.15–13.0` (deprecated), `Beta`: docc's fields."""
        items = []
        for item in element.find_all("li"):
            match = re.fullmatch(r"(.+?) (\d[\d.]*)(\+|[–-](\d[\d.]*))?( Beta)?",
                                 item.text().strip())
            only = re.fullmatch(r"(.+?) [–-](\d[\d.]*)( Beta)?", item.text().strip())
            if only:  # `Swift –5.6`: deprecated only
                items.append({"platform": only.group(1), "deprecated": only.group(2),
                              "beta": bool(only.group(3))})
            elif match:
                found = {"platform": match.group(1), "introduced": match.group(2)}
                if match.group(4):
                    found["deprecated"] = match.group(4)
                found["beta"] = bool(match.group(5))
                items.append(found)
            else:
                items.append({"platform": item.text().strip()})
        self.add("availability", items=items)

    def is_member(self, element):
        """A member's heading on a type's page: its name in code (a nested type's, a link to its
        own page)."""
        if element.tag != "h3" or not self.output.startswith("api/"):
            return False
        children = [c for c in element.elements() if "anchor" not in c.classes()]
        if len(children) != 1 or element.text().strip() != children[0].text().strip():
            return False
        only = children[0]
        if only.tag == "a":
            inner = only.elements()
            return len(inner) == 1 and inner[0].tag == "code"
        return only.tag == "code"

    def has(self, kind):
        return any(s["kind"] == kind and s.get("symbol") == self.member for s in self.sections)

    def see_also(self, element):
        self.member = None  # the page's own, after its members
        group = None
        for child in element.elements():
            if child.tag == "h3":
                group = {"kind": "seeAlso", "title": child.text(), "members": []}
                if self.member:
                    group["symbol"] = self.member
                self.sections.append(group)
            elif child.tag == "ul" and group is not None:
                for anchor in child.find_all("a"):
                    target = self.resolve(anchor.attrs.get("href", ""))
                    group["members"].append(target and target["page"] + (
                        "#" + target["anchor"] if target.get("anchor") else ""))

    def inline(self, element):
        """The element's text, its links recorded as occurrences."""
        for anchor in element.find_all("a"):
            if "anchor" in anchor.classes() or "topic-abstract" in anchor.classes():
                continue
            href = anchor.attrs.get("href")
            if href is None:
                continue
            if urllib.parse.urlsplit(href).scheme:
                self.links.append({"destination": href, "external": True})
            else:
                self.links.append({"destination": anchor.text(), "target": self.resolve(href)})
        return element.text()

    def resolve(self, href):
        if not href:
            return None
        parts = urllib.parse.urlsplit(href)
        path = urllib.parse.unquote(parts.path)
        page = posixpath.normpath(posixpath.join(posixpath.dirname(self.output), path)) \
            if path else self.output
        target = {"page": page}
        if parts.fragment:
            target["anchor"] = urllib.parse.unquote(parts.fragment)
        return target

    def at(self, target):
        page, _, anchor = target.partition("#")
        return {"page": page, "anchor": anchor} if anchor else {"page": page}
