"""docc's side: the render JSON of `docc convert --output-path OUT` (OUT/data/documentation/**.json,
whose format is swift-docc's RenderNode.spec.json), read into the page model of `model`.

Tutorials are left out (they are not compared here).
"""
import json
import os
import re

from . import model

GENERATED_HEADINGS = {"Discussion", "Overview"}


def image_name(identifier):
    """An image as written or as an asset (`figure@2x~dark.png` and `figure` are one image)."""
    name = os.path.basename(identifier or "")
    name = re.sub(r"\.(png|jpe?g|gif|svg|webp)$", "", name, flags=re.I)
    return re.sub(r"(@[123]x)?(~dark)?$", "", name).lower()


class Reader:
    """docc's pages: `pages()` is {key: page}."""

    def __init__(self, out, by_path=False):
        """by_path: symbols keyed by their path (`path:module/type/member`) instead of their
        precise identifier, for a report without identifiers."""
        self.out = out
        self.by_path = by_path
        self.nodes = {}  # identifier URL (without fragment) -> (json path, node)
        root = os.path.join(out, "data", "documentation")
        for folder, _, files in os.walk(root):
            for name in sorted(files):
                if not name.endswith(".json"):
                    continue
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as file:
                    node = json.load(file)
                if node.get("kind") in ("project", "overview", "tutorial"):
                    continue
                self.nodes[node["identifier"]["url"]] = (path, node)
        self.keys = {url: self.key(node) for url, (_, node) in self.nodes.items()}
        # Each symbol's path key beside its identifier's: for a report that lacks some.
        self.aliases = {}
        if not by_path:
            self.by_path = True
            self.aliases = {self.key(node): self.keys[url] for url, (_, node) in self.nodes.items()
                            if self.keys[url].startswith("symbol:")}
            self.by_path = False

    def key(self, node):
        metadata = node.get("metadata", {})
        url = node["identifier"]["url"]
        if metadata.get("symbolKind") == "module":
            return "module:" + metadata.get("title", url.rsplit("/", 1)[-1]).lower()
        path = url.split("/documentation/", 1)[-1].split("/")
        if metadata.get("role") == "collectionGroup" and len(path) > 2 \
                and path[-1].endswith("-Implementations"):
            # A type's "X Implementations" page (an article is its module's: two components).
            return model.collection_key(path)
        if metadata.get("externalID"):
            if not self.by_path:
                return "symbol:" + metadata["externalID"]
            path = url.split("/documentation/", 1)[-1].split("/")
            extended = metadata.get("extendedModule")
            if extended and len(path) > 2 and path[1] == extended and path[0] != extended:
                # A symbol of an extension of another module's type: docc files it under that
                # module (`M/Swift/Array/x`), a page of the type's (`M/Array#x`) here.
                del path[1]
            # A disambiguated middle component (`code-swift.struct/spawnfailed`) names its
            # type's page, whose file name here has no suffix.
            path = [model.without_disambiguation(p) for p in path[:-1]] + path[-1:]
            return "path:" + "/".join(p.lower() for p in path)
        return "article:" + model.article_name(url.rsplit("/", 1)[-1])

    def target(self, identifier, references=None):
        """A reference's key: the page's, with the heading's fragment if any; an identifier of no
        page docc wrote (another module's symbol, as in Conforms To) is `other:` and its title."""
        base, _, anchor = identifier.partition("#")
        key = self.keys.get(base)
        if key is None and "/tutorials/" in base:
            # Tutorials are not compared, but links to them are: by the tutorial's file name.
            return model.target("tutorial:" + base.rsplit("/", 1)[-1].lower(), anchor or None)
        if key is None:
            title = (references or {}).get(identifier, {}).get("title")
            key = "other:" + (title or base.split("/documentation/", 1)[-1]).lower()
        return model.target(key, anchor or None)

    def pages(self):
        result = {}
        for url, (path, node) in sorted(self.nodes.items()):
            page = self.page(node, os.path.relpath(path, self.out))
            result[page["key"]] = page
        return result

    def page(self, node, where):
        metadata = node.get("metadata", {})
        references = node.get("references", {})
        title = metadata.get("title")
        if node.get("kind") == "article":
            title = model.heading(title)  # an article's title is its heading
        page = model.page(self.keys[node["identifier"]["url"]], where, title)
        # An API collection is one kind whatever heading it shows: docc heads it "API Collection"
        # only when it curates a symbol, and `@TitleHeading` replaces that.
        if metadata.get("role") == "collectionGroup":
            page["kind"] = model.role_heading("collection")
        else:
            page["kind"] = metadata.get("roleHeading") or metadata.get("role", "")
        walker = Walker(self, references, page["key"])
        sections = page["sections"]
        if node.get("abstract"):
            sections["abstract"] = model.text(walker.inline(node["abstract"]))
        if node.get("deprecationSummary"):
            sections["deprecation"] = model.text(walker.blocks(node["deprecationSummary"]))
        platforms = metadata.get("platforms") or []
        if platforms:
            sections["availability"] = sorted(availability(p) for p in platforms)
        discussion = []
        for section in node.get("primaryContentSections", []):
            kind = section.get("kind")
            if kind == "declarations" and section.get("declarations"):
                declaration = section["declarations"][0]
                sections["declaration"] = model.declaration("".join(
                    t.get("text", "") for t in declaration.get("tokens", [])))
            elif kind == "parameters":
                sections["parameters"] = [
                    [p.get("name", ""), model.text(walker.blocks(p.get("content", [])))]
                    for p in section.get("parameters", [])]
            elif kind == "content":
                content = section.get("content", [])
                first = content[0] if content else {}
                if first.get("type") == "heading" and first.get("text") == "Return Value":
                    sections["returns"] = model.text(walker.blocks(content[1:]))
                else:
                    if first.get("type") == "heading" and first.get("text") in GENERATED_HEADINGS:
                        content = content[1:]
                    discussion.append(walker.blocks(content))
            elif kind == "mentions":
                sections["mentionedIn"] = [self.target(i) for i in section.get("mentions", [])]
        # A discussion of headings docc generates, code or asides only has no text: none.
        if model.text(" ".join(discussion)):
            sections["discussion"] = model.text(" ".join(discussion))
        if walker.external_titles:
            page["externalTitles"] = walker.external_titles
        for name, found in (("asides", walker.asides), ("code", walker.code),
                            ("images", walker.images), ("tables", walker.tables)):
            if found:
                sections[name] = found
        topics = self.groups(node.get("topicSections", []), walker)
        if topics:
            sections["topics"] = topics
        see_also = self.groups(node.get("seeAlsoSections", []), walker)
        if see_also:
            sections["seeAlso"] = see_also
        relationships = [[r.get("type", ""), [self.target(i, references)
                                              for i in r.get("identifiers", [])]]
                         for r in node.get("relationshipsSections", [])]
        relationships += [["defaultImplementations", [self.target(i) for i in
                                                      r.get("identifiers", [])]]
                          for r in node.get("defaultImplementationsSections", [])]
        if relationships:
            sections["relationships"] = relationships
        page["links"] = walker.links
        page["authoredGroups"] = walker.authored
        page["external"] = walker.external
        return page

    def groups(self, groups, walker):
        """Topics or See Also groups: [[title, [key, ...]], ...]; an authored group's members are
        links written in the source, so link occurrences too: a page's, or a URL's (an external
        link, as collor counts it). The links of a group's description (its abstract and
        discussion, which docc shows under its title) count as the page's, but not its asides,
        code or tables, which the check compares in the page's discussion only."""
        result = []
        for group in groups:
            identifiers = group.get("identifiers", [])
            members = [self.target(i) for i in identifiers]
            if not group.get("generated"):
                linked = []
                for identifier, member in zip(identifiers, members):
                    reference = walker.references.get(identifier, {})
                    if reference.get("type") == "link" or not identifier.startswith("doc://"):
                        walker.external.append(reference.get("url", identifier))
                    else:
                        linked.append(member)
                walker.authored.append([model.text(group.get("title", "")), linked])
            description = Walker(self, walker.references, walker.key)
            description.inline(group.get("abstract"))
            description.blocks((group.get("discussion") or {}).get("content", []))
            walker.links.extend(description.links)
            walker.external.extend(description.external)
            walker.external_titles.extend(description.external_titles)
            result.append([model.text(group.get("title", "")), members])
        return result


def availability(platform):
    parts = [platform.get("name", "")]
    for field in ("introducedAt", "deprecatedAt", "obsoletedAt"):
        if platform.get(field):
            parts.append(field[:-2] + " " + platform[field])
    for flag in ("beta", "unavailable", "deprecated"):
        if platform.get(flag):
            parts.append(flag)
    return ", ".join(parts)


class Walker:
    """Text of render content, collecting the links, asides, code, images and tables met."""

    def __init__(self, reader, references, key=""):
        self.reader = reader
        self.references = references
        self.key = key  # the page's, for a link to one of its headings
        self.links, self.external = [], []
        # An authored Topics or See Also group's entries, [title, [key, ...]]: link occurrences
        # as far as the source writes them (docc appends uncurated symbols to an authored
        # group of their kind's title; `compare.written_entries`).
        self.authored = []
        self.external_titles = []  # docc's titles of external links: one per URL (SHARED_TITLE)
        self.asides, self.code, self.images, self.tables = [], [], [], []

    def inline(self, items):
        parts = []
        for item in items or []:
            kind = item.get("type")
            if kind == "text":
                parts.append(item.get("text", ""))
            elif kind == "codeVoice":
                parts.append(item.get("code", ""))
            elif kind == "reference":
                parts.append(self.reference(item))
            elif kind == "link" and item.get("destination", "").startswith("#"):
                self.links.append(model.target(self.key, item["destination"][1:]))
            elif kind == "link":
                self.external.append(item.get("destination", ""))
                parts.append(item.get("title", ""))
            elif kind == "image":
                self.images.append(image_name(item.get("identifier")))
            elif "inlineContent" in item:
                parts.append(self.inline(item["inlineContent"]))
        return "".join(parts)

    def reference(self, item):
        identifier = item.get("identifier", "")
        reference = self.references.get(identifier, {})
        title = item.get("overridingTitle") or reference.get("title", "")
        if identifier.startswith("#") and len(identifier) > 1:
            # `[text](#Heading)`: docc passes it on as written, a link to a heading of the
            # page all the same (collor resolves it to the heading).
            self.links.append(model.target(self.key, identifier[1:]))
        elif reference.get("type") == "link" or not identifier.startswith("doc://"):
            self.external.append(reference.get("url", identifier))
            if not item.get("overridingTitle"):
                self.external_titles.append(title)
        elif item.get("isActive", True):
            self.links.append(self.reader.target(identifier))
        else:
            self.links.append(None)
        return title

    def blocks(self, items):
        parts = []
        for item in items or []:
            kind = item.get("type")
            if kind in ("paragraph", "small"):
                parts.append(self.inline(item.get("inlineContent")))
            elif kind == "heading":
                parts.append(model.heading(item.get("text", "")))
            elif kind == "aside":
                self.asides.append([item.get("style", ""), model.text(item.get("name", "")),
                                    model.text(self.blocks(item.get("content")))])
            elif kind == "codeListing":
                self.code.append(item.get("syntax") or "")
            elif kind in ("orderedList", "unorderedList"):
                for entry in item.get("items", []):
                    parts.append(self.blocks(entry.get("content")))
            elif kind == "termList":
                for entry in item.get("items", []):
                    parts.append(self.inline(entry.get("term", {}).get("inlineContent")))
                    parts.append(self.blocks(entry.get("definition", {}).get("content")))
            elif kind == "table":
                rows = item.get("rows", [])
                self.tables.append([len(rows), max((len(r) for r in rows), default=0)])
                for row in rows:
                    for cell in row:
                        parts.append(self.blocks(cell))
            elif kind == "row":
                for column in item.get("columns", []):
                    parts.append(self.blocks(column.get("content")))
            elif kind == "tabNavigator":
                for tab in item.get("tabs", []):
                    parts.append(tab.get("title", ""))
                    parts.append(self.blocks(tab.get("content")))
            elif kind == "links":
                for identifier in item.get("items", []):
                    self.links.append(self.reader.target(identifier))
            elif "inlineContent" in item:
                parts.append(self.inline(item["inlineContent"]))
            elif "content" in item:
                parts.append(self.blocks(item["content"]))
        return " ".join(parts)
