"""docc's diagnostics against collor's, by place and kind.

docc's (`docc convert --diagnostics-file`) carry no identifier: each is read into one of
collor's report identifiers by its summary (`kind_of_docc`), collor's are grouped the same way
(`kind_of_collor`: every unresolved link is a "link"). A diagnostic is its file (the real path;
a doc comment's is its `.swift` file), its line and its kind; docc's without a place (an
article that would override a symbol's page) is matched by file and kind. Each counts once:
docc repeats a doc comment's problem for every symbol that shares the comment (a protocol
requirement's `- Returns:` once per conforming type), collor says it once.

Scored as "diagnostics": each of docc's is alike when collor has one of the same kind at the
same place; each of collor's that docc lacks is a difference, unless it is of a kind docc does
not check (`documented.RAW_HTML`, `OWN_ANCHOR`, `RELATIVE`) or in a doc comment docc does not
read (`EXTENDED`), listed with its reason.
"""
import os
from urllib.parse import unquote, urlparse

from . import documented

KIND = "diagnostics"

# docc's summaries, by their openings and phrases, as collor's identifiers.
DOCC_KINDS = (
    (lambda s: s.startswith("Parameter ") and s.endswith("is missing documentation"),
     "parameter.missing"),
    (lambda s: s.startswith("Parameter ") and "is already documented" in s, "parameter.duplicate"),
    (lambda s: s.startswith("Parameter ") and " not found in " in s, "parameter.notFound"),
    (lambda s: s.startswith("External name "), "parameter.externalName"),
    (lambda s: s.startswith("Return value documented for "), "returns.void"),
    (lambda s: s.startswith("Snippet named "), "resource.missing"),
    (lambda s: s.startswith("Resource ") or "couldn't be found" in s, "resource.missing"),
    (lambda s: " would override " in s, "article.namedAsSymbol"),
    (lambda s: s.startswith("An article is expected to start with"), "article.noTitle"),
    (lambda s: s.startswith("Unknown argument "), "directive.invalid"),
    (lambda s: "isn't allowed in a Topics link group" in s, "topics.sectionLink"),
    (lambda s: "doesn't exist at" in s or "is ambiguous" in s or "isn't a disambiguation" in s
     or s.startswith("No symbol matched") or s.startswith("No local documentation"), "link"),
)


def kind_of_docc(summary):
    for test, kind in DOCC_KINDS:
        if test(summary):
            return kind
    return "other"


def kind_of_collor(identifier):
    if identifier.startswith("symbol.") or identifier.startswith("link."):
        return "link"
    return identifier


def path_of(file, root):
    if not file:
        return ""
    if file.startswith("file://"):
        file = unquote(urlparse(file).path)
    return os.path.realpath(file if os.path.isabs(file) else os.path.join(root, file))


def docc_places(diagnostics):
    """{(path, line or None, kind): summary} of docc's diagnostics (`--diagnostics-file` rows)."""
    places = {}
    for row in diagnostics:
        start = row.get("range", {}).get("start", {})
        key = (path_of(row.get("source"), ""), start.get("line"), kind_of_docc(row["summary"]))
        places.setdefault(key, row["summary"])
    return places


def collor_places(diagnostics, root):
    """{(path, line, kind): diagnostic} of the report's diagnostics; relative paths from `root`
    (the package the build ran in)."""
    places = {}
    for row in diagnostics:
        key = (path_of(row.get("file"), root), row.get("line"), kind_of_collor(row.get("id", "")))
        places.setdefault(key, row)
    return places


def own_kind(row, place, context):
    """The `documented` class of one of collor's diagnostics docc lacks (at `place`, its real
    path and line), or None."""
    identifier, message = row.get("id", ""), row.get("message", "")
    if context is not None and place in context.extended_comment_lines:
        return documented.EXTENDED
    if identifier == "html.stripped":
        return documented.RAW_HTML
    if identifier == "link.missingAnchor" and "'#" in message:
        return documented.OWN_ANCHOR
    if identifier == "link.unresolved" and "'doc:" not in message:
        return documented.RELATIVE
    return None


def compare(result, docc_diagnostics, collor_diagnostics, root, context=None):
    """Adds the diagnostics' score and differences to `result` (a compare.Result); `context`
    (documented.Context) knows the doc comments docc does not read."""
    theirs = docc_places(docc_diagnostics)
    ours = collor_places(collor_diagnostics, root)
    # docc's without a line: by file and kind.
    unplaced = {(path, kind) for path, line, kind in ours}
    matched = set()
    for key, summary in sorted(theirs.items(), key=lambda item: str(item[0])):
        path, line, kind = key
        where = f"{os.path.basename(path)}:{line}"
        if line is None:
            alike = (path, kind) in unplaced
            matched.update(k for k in ours if (k[0], k[2]) == (path, kind))
        else:
            alike = key in ours
            matched.add(key)
        result.count(KIND, alike)
        if not alike:
            result.differ(KIND, where, summary, None, "missing in collor: " + kind)
    for key, row in sorted(ours.items(), key=lambda item: str(item[0])):
        if key in matched:
            continue
        path, line, kind = key
        where = f"{os.path.basename(path)}:{line}"
        reason = own_kind(row, (path, line), context)
        if reason:
            result.document(KIND, where, None, row.get("message"), reason)
            continue
        result.count(KIND, False)
        result.differ(KIND, where, None, row.get("message"), "only in collor: " + kind)
