"""The check's self-test: a report that matches docc's output exactly (fixtures/report.json against
fixtures/docc, which fixtures/regenerate.sh writes with `docc convert`) scores 100% in every
section kind it has; each planted difference makes its section kind's score fall, and no other
kind's. Runs in well under a second, without network or corpus.
"""
import copy
import json
import os

from . import compare, diagnostics, docc, documented, report, run

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures")
BASKET = "api/Parity/Basket.html"
GUIDE = "Parity/Getting Started.html"


def entry(data, output):
    return next(p for p in data["pages"] if p["output"] == output)


def section(page, kind, symbol=None, index=0):
    found = [s for s in page["sections"] if s["kind"] == kind and s.get("symbol") == symbol]
    return found[index]


def link(page, line, column):
    return next(k for k in page["links"] if (k["line"], k["column"]) == (line, column))


def drop_aside(data):
    page = entry(data, BASKET)
    page["sections"].remove(section(page, "aside"))


def retarget_link(data):
    link(entry(data, GUIDE), 7, 38)["target"] = {"page": BASKET, "anchor": "fruit"}


def remove_parameter(data):
    section(entry(data, BASKET), "parameters", "add(_:)")["items"].pop()


def empty_href(data):
    # A link written out as `href=""`: resolved to nothing.
    del link(entry(data, BASKET), 3, 34)["target"]


def drop_second_occurrence(data):
    # The same target linked twice on a page: losing one must show (a set would hide it).
    page = entry(data, GUIDE)
    page["links"].remove(link(page, 7, 16))


def drop_doc_comment_link(data):
    page = entry(data, BASKET)
    page["links"].remove(link(page, 5, 39))


def heading_link_to_page_top(data):
    link(entry(data, GUIDE), 15, 40)["target"] = {"page": GUIDE}


def reorder_topics(data):
    members = section(entry(data, BASKET), "topics")["members"]
    members.reverse()


def plain_apostrophe(data):
    found = section(entry(data, BASKET), "parameters", "add(_:)")["items"][0]
    found["text"] = found["text"].replace("\u2019", "'")


def opening_apostrophe(data):
    # A quote turned the other way away from a bracket: no documented class excuses it.
    found = section(entry(data, BASKET), "parameters", "add(_:)")["items"][0]
    found["text"] = found["text"].replace("\u2019", "\u2018")


def drop_member(data):
    page = entry(data, BASKET)
    page["sections"] = [s for s in page["sections"] if s.get("symbol") != "capacity"]


def code_language(data):
    section(entry(data, BASKET), "code")["language"] = "objective-c"


def drop_availability(data):
    page = entry(data, BASKET)
    page["sections"].remove(section(page, "availability", "init()"))


def retitle_aside(data):
    section(entry(data, GUIDE), "aside")["style"] = "note"


# (what is planted, the section kinds whose score must fall, the class of a difference)
PLANTED = [
    (drop_aside, {"asides"}, "missing in collor"),
    (retarget_link, {"links"}, "missing in collor"),
    (remove_parameter, {"parameters"}, "missing in collor"),
    (empty_href, {"links"}, 'unresolved in collor (href="")'),
    (drop_second_occurrence, {"links"}, "missing in collor"),
    (drop_doc_comment_link, {"links"}, "missing in collor"),
    (heading_link_to_page_top, {"links"}, "missing in collor"),
    (reorder_topics, {"topics"}, "group members differ"),
    (plain_apostrophe, {"parameters"}, "smart punctuation"),
    (opening_apostrophe, {"parameters"}, "smart punctuation"),
    # The member's links and Topics entry then name a heading of its type's page: elsewhere.
    (drop_member, {"page", "title", "kind", "abstract", "declaration", "links", "topics"},
     "missing in collor"),
    (code_language, {"code"}, "value differs"),
    (drop_availability, {"availability"}, "missing in collor"),
    (retitle_aside, {"asides"}, "value differs"),
]


def score(data, by_path=False, context=None):
    pages = report.Reader(data).pages()
    return compare.catalog(docc.Reader(os.path.join(HERE, "docc"), by_path).pages(), pages,
                           context)


def known_context(warnings=None, extended=(), extension_blocks=False, under=()):
    context = documented.Context()
    context.warnings = warnings or {}
    context.extended = set(extended)
    context.under_extended = set(under)
    context.extension_blocks = extension_blocks
    return context


UNRESOLVED_FILE = "/nonexistent/Parity.docc/Getting Started.md"


def unresolved_link(data):
    # A link no tool resolves: docc has no link there (it warns), collor none either.
    entry(data, GUIDE)["links"].append({"column": 5, "destination": "Nowhere/thing()",
                                        "file": UNRESOLVED_FILE, "kind": "symbol",
                                        "line": 40})


def extended_type_page(data):
    data["pages"].append({"output": "api/Parity/Array.html", "kind": "symbol", "title": "Array",
                          "sections": [{"kind": "title", "text": "Array"}], "links": []})


def type_nested_in_extended_type(data):
    # `extension UnsafePointer { public struct Nested {} }`: a page of its own, under a type
    # docc renders no page for.
    data["pages"].append({"output": "api/Parity/UnsafePointer.Nested.html", "kind": "symbol",
                          "title": "UnsafePointer.Nested",
                          "sections": [{"kind": "title", "text": "UnsafePointer.Nested",
                                        "preciseIdentifier": "s:SP6ParityE6NestedV"}],
                          "links": []})


def documented_cases(fixture):
    """Each documented class: listed with its reason and not counted, only where docc's own
    output gives the reason; without it, the same difference is a failure."""
    problems = []
    warned = known_context({(UNRESOLVED_FILE, 40): [(11, "'Nowhere' doesn't exist")]})
    cases = [
        (unresolved_link, warned, documented.UNRESOLVED_BOTH, 'unresolved in collor (href="")'),
        (extended_type_page, known_context(extended={"array"}), documented.EXTENDED,
         "only in collor"),
        (type_nested_in_extended_type,
         known_context(extended={"unsafepointer"}, under={"s:SP6ParityE6NestedV"}),
         documented.EXTENDED, "only in collor"),
    ]
    for plant, context, expected, otherwise in cases:
        data = copy.deepcopy(fixture)
        plant(data)
        result = score(data, context=context)
        known = {d["class"] for d in result.documented}
        if result.differences or expected not in known:
            problems.append(f"{plant.__name__}: documented {sorted(known)}, differences "
                            f"{[d['class'] for d in result.differences]} (expected {expected!r})")
        bare = score(data, context=known_context(extension_blocks=True))
        if otherwise not in {d["class"] for d in bare.differences}:
            problems.append(f"{plant.__name__}: without docc's reason not a failure")
    # An extended type docc trims: its members have docc pages, it has none; an extended
    # module's page listing no type. A member docc lacks, or a type listed, is no such case.
    array = {"url": "api/P/Array.html", "kind": "Extended Structure", "sections": {}}
    member = {"url": "api/P/Array.html#asdf", "kind": "Instance Property", "sections": {}}
    theirs = {"symbol:asdf": {"url": "p/swift/array/asdf.json"}}
    swift = {"url": "api/P/Swift.html", "kind": "Extended Module", "sections": {}}
    listing = dict(swift, sections={"topics": [["Structures", ["symbol:array"]]]})
    for page, docc_pages, expected in [
        (array, theirs, True), (array, {}, False), (swift, {}, True), (listing, {}, False),
        (dict(array, kind="Structure"), theirs, False),
    ]:
        found = compare.trimmed_extended(
            page, docc_pages, {"symbol:array": array, "symbol:asdf": member})
        if found != expected:
            problems.append(f"trimmed extended page {page['url']} ({page['kind']}): {found}")
    # A relative link docc keeps as written, that collor warns about.
    theirs = {"links": [], "external": ["./sibling"]}
    ours = {"links": [None], "external": [], "sources": ["a.md:1:1 ./sibling"],
            "positions": [("a.md", 1, 1, "./sibling")]}
    result = compare.Result()
    compare.links(result, "page", theirs, ours)
    if result.differences or [d["class"] for d in result.documented] != [documented.RELATIVE]:
        problems.append(f"relative link: {result.as_json()}")
    # `[text](#Heading)`: docc passes it on as a reference to `#Heading`; a heading link.
    walker = docc.Walker(None, {}, "article:guide")
    walker.inline([{"type": "reference", "identifier": "#Some-Heading", "isActive": True}])
    if walker.links != ["article:guide#some-heading"] or walker.external:
        problems.append(f"heading reference: links {walker.links}, external {walker.external}")
    # collor's index of a module's API beside the catalog's root page: both are the module.
    root = [{"kind": "title", "text": "M", "symbolKind": "module"}]
    reader = report.Reader({"pages": [
        {"path": "M/M.html", "kind": "article", "title": "M", "sections": root},
        {"path": "api/M/index.html", "kind": "module", "title": "M", "sections": []},
        {"path": "M/Tutorials/Hello World.html", "kind": "tutorial", "title": "Hello"}]})
    targets = [reader.target({"page": "api/M/index.html"}), reader.target("M/M.html"),
               reader.target({"page": "M/Tutorials/Hello World.html"})]
    if targets != ["module:m", "module:m", "tutorial:hello-world"]:
        problems.append(f"module and tutorial targets: {targets}")
    # An article only titled as its module is an article; the index is the module's page.
    reader = report.Reader({"pages": [
        {"path": "M/M.html", "kind": "article", "title": "M", "sections": []},
        {"path": "api/M/index.html", "kind": "module", "title": "M", "sections": []}]})
    targets = [reader.target({"page": "api/M/index.html"}), reader.target("M/M.html")]
    if targets != ["module:m", "article:m"]:
        problems.append(f"an article titled as its module: {targets}")
    # docc's one title per URL: the same text with another link's words, and nothing else.
    docc_text, titles = "The arctangent (inverse cosine).", ["arctangent"]
    if not compare.shared_title(docc_text, "The arccosine (inverse cosine).", titles) \
            or compare.shared_title(docc_text, "The arccosine (inverse sine).", titles):
        problems.append("docc's shared link title: not told from a real difference")
    # An entry listed twice: docc repeats it, collor lists it once, where it first stands.
    if compare.once_each([["R", ["a", "b", "a", "c"]]]) != [["R", ["a", "b", "c"]]]:
        problems.append("an entry listed twice: not kept where it first stands")
    tutorial = docc.Reader.target(
        type("Keys", (), {"keys": {}})(), "doc://org.check.m/tutorials/m/hello-world")
    if tutorial != "tutorial:hello-world":
        problems.append(f"docc's tutorial target: {tutorial}")
    return problems


def diagnostic_cases():
    """docc's diagnostics against collor's: alike by file, line and kind, each place once;
    a difference either way falls the score, but for collor's own kinds and doc comments docc
    does not read."""
    problems = []
    swift = "/nonexistent/Sources/Parity/Basket.swift"
    theirs = [
        {"source": "file://" + swift, "range": {"start": {"line": 3, "column": 9}},
         "summary": "Parameter 'x' is missing documentation"},
        # Repeated for a second symbol that shares the comment: one place.
        {"source": "file://" + swift, "range": {"start": {"line": 3, "column": 9}},
         "summary": "Parameter 'x' is missing documentation"},
        {"source": "file://" + swift, "range": {"start": {"line": 8, "column": 12}},
         "summary": "'arange()' doesn't exist at '/Parity/Basket'"},
        # An article that would override a symbol's page: docc gives no range.
        {"source": "file:///nonexistent/Parity.docc/Basket.md",
         "summary": "Article 'Basket.md' (Basket) would override structure 'Basket'."},
    ]
    ours = [
        # A relative path, from the package root.
        {"file": "Sources/Parity/Basket.swift", "line": 3, "column": 9,
         "id": "parameter.missing"},
        {"file": swift, "line": 8, "column": 5, "id": "symbol.unresolved"},
        {"file": "/nonexistent/Parity.docc/Basket.md", "line": 0, "column": 0,
         "id": "article.namedAsSymbol"},
        {"file": swift, "line": 20, "column": 5, "id": "html.stripped",
         "message": "raw HTML stripped"},
        {"file": swift, "line": 30, "column": 5, "id": "symbol.unresolved",
         "message": "symbol link ``Swift/KeyPath/x`` names no symbol"},
    ]
    context = known_context()
    context.extended_comment_lines = {(swift, 30)}

    def compared(docc_rows, collor_rows, with_context=context):
        result = compare.Result()
        diagnostics.compare(result, docc_rows, collor_rows, "/nonexistent", with_context)
        return result

    result = compared(theirs, ours)
    if result.scores["diagnostics"] != [3, 3] or result.differences \
            or sorted(d["class"] for d in result.documented) \
            != sorted([documented.RAW_HTML, documented.EXTENDED]):
        problems.append(f"diagnostics alike: {result.as_json()}")
    planted = [
        # collor misses a link's warning; collor warns where docc does not.
        (theirs, ours[:1] + ours[2:], "missing in collor: link"),
        (theirs, ours + [{"file": swift, "line": 40, "id": "parameter.notFound"}],
         "only in collor: parameter.notFound"),
        # The same warning at another line is two differences.
        (theirs, [dict(ours[0], line=4)] + ours[1:], "missing in collor: parameter.missing"),
    ]
    for docc_rows, collor_rows, expected in planted:
        result = compared(docc_rows, collor_rows)
        if result.parity("diagnostics") == 1 or expected not in {
                d["class"] for d in result.differences}:
            problems.append(f"diagnostics, {expected}: {result.as_json()}")
    # Without the graphs' word, a doc comment's warning docc lacks is a difference.
    if "only in collor: link" not in {
            d["class"] for d in compared(theirs, ours, known_context()).differences}:
        problems.append("diagnostics: a doc comment docc reads was not checked")
    return problems


def main():
    with open(os.path.join(HERE, "report.json"), encoding="utf-8") as file:
        fixture = json.load(file)
    problems = []
    base = score(fixture)
    counted = [k for k, (_, total) in base.scores.items() if total]
    if base.differences or len(counted) < 15:
        problems.append(f"the matching report is not at 100% in {len(counted)} kinds:\n"
                        + run.summary("fixture", base))
    # Without identifiers, symbols are matched by path: still 100% on this catalog.
    bare = copy.deepcopy(fixture)
    for page in bare["pages"]:
        for found in page["sections"]:
            found.pop("preciseIdentifier", None)
    if score(bare, by_path=True).differences:
        problems.append("matched by path, the fixture differs:\n"
                        + run.summary("by path", score(bare, by_path=True)))
    for plant, kinds, expected in PLANTED:
        data = copy.deepcopy(fixture)
        plant(data)
        result = score(data)
        fell = {k for k in base.scores if result.parity(k) != base.parity(k)}
        classes = {d["class"] for d in result.differences}
        if fell != kinds or expected not in classes:
            problems.append(f"{plant.__name__}: scores fell in {sorted(fell)} (expected "
                            f"{sorted(kinds)}), classes {sorted(classes)} (expected {expected!r})")
    problems += documented_cases(fixture)
    problems += diagnostic_cases()
    for problem in problems:
        print("check-docc-parity self-test: " + problem)
    if not problems:
        print(f"check-docc-parity: self-test passed ({len(PLANTED)} planted differences, "
              f"{len(counted)} section kinds at 100% on the matching report)")
    return 1 if problems else 0
