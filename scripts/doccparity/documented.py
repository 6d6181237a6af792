"""Differences whose reason is docc's: listed in their own classes, not counted as failures.

Each class of `DOCUMENTED` is a place where docc and collor both do something defensible, or
where neither links; the check lists every such difference with its reason (and `--json` keeps
them under "documented") but leaves it out of the scores. What decides a class is docc's own
output: its diagnostics (`docc convert --diagnostics-file`) and the symbol graphs it was given.
"""
import json
import os
from urllib.parse import unquote, urlparse

UNRESOLVED_BOTH = "unresolved in both (docc warns too)"
RELATIVE = "relative link docc passes on unchecked (collor warns: no such page in the site)"
EXTENDED = "extended external type (graphs without extension blocks: docc renders no page)"
REPEATED = "an entry a Topics group lists twice (docc lists it twice, collor once)"
SHARED_TITLE = "docc's one title per URL (two links to one URL with other words show the same)"
RAW_HTML = "raw HTML a reader would miss (docc drops it without a word)"
OWN_ANCHOR = "a link to a heading the page lacks (docc does not check `#anchor` links)"
BRACKET_QUOTE = "a quote after an opening bracket (cmark 0.30 opens it, docc's 0.29 closes it)"
HEADING_URL = "a symbol link in a heading (docc's heading text is its doc:// URL)"
TRIMMED = "an extended type whose members Topics curate elsewhere (docc trims its page)"

DOCUMENTED = {
    UNRESOLVED_BOTH: "a link neither tool resolves: docc warns at the same place and shows it "
                     "as text, as collor does; not a link on either side",
    RELATIVE: "`[text](./sibling)`: docc keeps a relative link as written (it works on docc's "
              "own hosting, where every module sits in /documentation/); collor checks it "
              "against the site it writes and warns where no such page is",
    EXTENDED: "a page for another module's type that this module extends: collor documents "
              "the extension's members there; docc renders no such page when the symbol graphs "
              "omit extension blocks (`swift package dump-symbol-graph`'s default, "
              "--omit-extension-block-symbols) and drops those members, reading none of their doc "
              "comments: it reports nothing in them, where collor checks their links",
    REPEATED: "a group that names one symbol twice (`- ``reverse()``` on two lines, or a link "
              "with and without a disambiguation that reach the same symbol): docc repeats "
              "the entry in the group's list and See Also, collor lists it once, where it first "
              "stands",
    SHARED_TITLE: "`The [arccosine][wiki] …` and `The [arctangent][wiki] …` link one URL: "
                  "docc's render JSON keeps one reference per URL for the build, titled by the last "
                  "link written, so both pages read \"arctangent\"; collor shows each link's "
                  "own words, as written",
    RAW_HTML: "`<kbd>option</kbd>` or `\"<message>\"` in prose: docc drops inline HTML from the "
              "page and says nothing; collor drops it too and names the place (comments and "
              "`<details>`, which lose nothing, stay silent)",
    OWN_ANCHOR: "`[text](#heading)` where the page has no such heading: docc leaves it to the "
                "browser, which lands on the page's top; collor warns",
    BRACKET_QUOTE: "`(\".\")` with smart punctuation: a quote that follows `(` or `[` and comes "
                   "before punctuation is both left- and right-flanking; libcmark 0.30 "
                   "(collor's parser) opens it, `(“.”)`, swift-cmark 0.29 (docc's) closes "
                   "it, `(”.”)`; each is its parser's reading",
    TRIMMED: "`MyNamespace` curates ``Swift/Array/asdf``: docc then renders no page for the "
             "extended type `Array` (nor for `Swift` when it lists no other), and the member's "
             "own page keeps them in its breadcrumbs only "
             "(`trimEmptyExtendedSymbolPages`); collor documents members as sections of their "
             "type's page, so it keeps that page, listed nowhere (not in the sidebar, the "
             "module's Extended Modules, its module's page or any relationship), as the page "
             "of their sections",
    HEADING_URL: "`### ``TrailingPadding```: docc's render JSON keeps a heading as plain text, "
                 "and writes a symbol link in it as the link's destination, so docc-render "
                 "shows `doc://…/TrailingPadding` as the heading, and no link; collor shows the "
                 "symbol's name, linked (a link occurrence docc has none of)",
}

# How far after a link's start docc may place its warning: docc warns at the path component
# where resolution stops, collor's report gives the link's first character.
SLACK = 6


class Context:
    """What docc said about one catalog: its warnings by place, and the other modules' types
    its symbol graphs extend."""

    def __init__(self, diagnostics=None, graphs=()):
        self.warnings = {}  # (real path, line) -> [(column, summary)]
        self.extended = set()  # lowercased names of other modules' types the graphs extend
        self.extended_modules = set()  # lowercased names of the modules of those types
        self.extension_blocks = False
        self.diagnostics = []  # docc's, as its --diagnostics-file writes them
        self.has_diagnostics = bool(diagnostics) and os.path.exists(diagnostics)
        if self.has_diagnostics:
            with open(diagnostics, encoding="utf-8") as file:
                self.diagnostics = json.load(file).get("diagnostics", [])
            for diagnostic in self.diagnostics:
                place = diagnostic.get("range", {}).get("start", {})
                source = diagnostic.get("source") or ""
                if not place or not source:
                    continue
                path = os.path.realpath(unquote(urlparse(source).path))
                self.warnings.setdefault((path, place.get("line")), []).append(
                    (place.get("column", 0), diagnostic.get("summary", "")))
        # The symbols under an extended type (`UnsafePointer.AtomicRepresentation`, its members).
        self.under_extended = set()
        symbols = []
        # The first components of the symbols each module declares: a member inherited from
        # another module's protocol extension (`!=` from `Equatable`, `::SYNTHESIZED::`) names
        # that module as extended, but its type is local.
        local = set()
        for graph in graphs:
            with open(graph, encoding="utf-8") as file:
                data = json.load(file)
            module = data.get("module", {}).get("name", "")
            for symbol in data.get("symbols", []):
                kind = symbol.get("kind", {}).get("identifier", "")
                if kind == "swift.extension":
                    self.extension_blocks = True
                extended = symbol.get("swiftExtension", {}).get("extendedModule")
                components = symbol.get("pathComponents") or []
                if extended and extended != module and components:
                    self.extended.add(components[0].lower())
                    self.extended_modules.add(extended.lower())
                elif len(components) == 1 and kind != "swift.extension":
                    local.add(components[0].lower())
                symbols.append(symbol)
        self.extended -= local
        # The lines (real path, 1-based line) of the doc comments of those symbols: docc reads
        # no such comment, so it says nothing about them.
        self.extended_comment_lines = set()
        for symbol in symbols:
            components = symbol.get("pathComponents") or []
            if len(components) > 1 and components[0].lower() in self.extended:
                self.under_extended.add(symbol.get("identifier", {}).get("precise"))
                comment = symbol.get("docComment") or {}
                path = os.path.realpath(unquote(urlparse(comment.get("uri", "")).path))
                for line in comment.get("lines", []):
                    start = line.get("range", {}).get("start", {}).get("line")
                    if start is not None:
                        self.extended_comment_lines.add((path, start + 1))

    def warning(self, position):
        """docc's warning at a link of collor's report ((file, line, column, destination)), or
        None."""
        if not position:
            return None
        file, line, column, destination = position
        if not file or not os.path.isabs(file) or not isinstance(column, int):
            return None
        for found, summary in self.warnings.get((os.path.realpath(file), line), []):
            if column <= found <= column + len(destination or "") + SLACK:
                return summary
        return None

    def extended_type(self, key):
        """Whether a page only collor has is an extended external type's (or a member's of it)
        that docc cannot have: its graphs carry no extension blocks."""
        if self.extension_blocks:
            return False
        if key.startswith("symbol:"):
            return key[len("symbol:"):] in self.under_extended
        if key.startswith("collection:"):
            # An extended type's "X Implementations" page.
            parts = key[len("collection:"):].split("/")
            return len(parts) > 2 and parts[1] in self.extended
        if not key.startswith("path:"):
            return False
        parts = key[len("path:"):].split("/")
        # collor's page of an extended module (`M/Swift`), which lists those types.
        if len(parts) == 2 and parts[1] in self.extended_modules:
            return True
        return len(parts) > 1 and parts[1] in self.extended
