"""Compares collor's pages with docc's, section kind by section kind, and link occurrences.

A section kind's score is alike/total over the pages of docc (and the pages only collor has):
a section counts when either side has it, and is alike when both values are equal after
`model.text`'s normalisation (lists: same items in the same order). A page docc renders that
collor lacks fails its "page" count and every section it has. Link occurrences are counted per
page, each once (the same target linked twice is two occurrences): alike when collor's page has
as many links to that target; a link collor could not resolve (`href=""`) never is. Each
difference gets a class (`classify`) so that a table can say what to fix first.
"""
import collections
import functools
import json
import re
from urllib.parse import unquote

from . import documented, model

SMART = str.maketrans({"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"',
                       "\u2013": "-", "\u2014": "--", "\u2026": "..."})


class Result:
    def __init__(self):
        self.scores = {k: [0, 0] for k in model.KINDS}
        self.differences = []  # dicts: kind, page, class, docc, collor
        self.documented = []  # the same, for the classes of DOCUMENTED

    def count(self, kind, alike, total=1):
        self.scores[kind][0] += alike
        self.scores[kind][1] += total

    def differ(self, kind, page, docc, collor, reason=None):
        self.differences.append({"kind": kind, "page": page, "docc": docc, "collor": collor,
                                 "class": reason or classify(kind, docc, collor)})

    def document(self, kind, page, docc, collor, reason):
        """A difference whose reason is docc's and known (`DOCUMENTED`): listed, not counted."""
        self.documented.append({"kind": kind, "page": page, "docc": docc, "collor": collor,
                                "class": reason})

    def parity(self, kind):
        alike, total = self.scores[kind]
        return None if total == 0 else alike / total

    def classes(self, documented=False):
        found = self.documented if documented else self.differences
        return collections.Counter((d["kind"], d["class"]) for d in found)

    def as_json(self):
        return {"scores": self.scores, "differences": self.differences,
                "documented": self.documented}


def plain(value):
    return json.dumps(value, ensure_ascii=False)


def once_each(groups):
    """Groups with each member's repeats left out (`documented.REPEATED`), in their order."""
    result = []
    for title, members in groups:
        seen = set()
        result.append([title, [m for m in members if not (m in seen or seen.add(m))]])
    return result


def shared_title(docc, collor, titles):
    """Whether `collor`'s text is `docc`'s with other words for some of its external links:
    docc keeps one title per URL for the whole build (the last link written to it), so two
    links to one URL with different words show the same words (`documented.SHARED_TITLE`)."""
    if not isinstance(docc, str) or not isinstance(collor, str) or not titles:
        return False
    pattern, rest = "", docc
    for title in titles:
        before, found, after = rest.partition(title)
        if not found or not title:
            continue
        pattern += re.escape(before) + "(.+?)"
        rest = after
    return bool(pattern) and re.fullmatch(pattern + re.escape(rest), collor) is not None


def bracket_quote(docc, collor):
    """Whether `collor`'s text is `docc`'s with an opening quote where docc closes one right
    after `(` or `[` (`documented.BRACKET_QUOTE`)."""
    if not isinstance(docc, str) or not isinstance(collor, str) or len(docc) != len(collor):
        return False
    pairs = {("”", "“"), ("’", "‘")}
    differing = [i for i, (a, b) in enumerate(zip(docc, collor)) if a != b]
    return bool(differing) and all(
        (docc[i], collor[i]) in pairs and i > 0 and docc[i - 1] in "([" for i in differing)


DOC_URL = re.compile(r"doc://[^\s/]+/(?:documentation|tutorials)/(?:[^\s/]+/)*([^\s/]+)")


def heading_url(docc, collor):
    """Whether `collor`'s text is `docc`'s with each `doc://` URL read as the name it ends with
    (`documented.HEADING_URL`)."""
    if not isinstance(docc, str) or not isinstance(collor, str) or "doc://" not in docc:
        return False
    return DOC_URL.sub(lambda m: unquote(m.group(1)), docc) == collor


def classify(kind, docc, collor):
    if collor is None or collor == [] or collor == "":
        return "missing in collor"
    if docc is None or docc == [] or docc == "":
        return "only in collor"
    if plain(docc).translate(SMART) == plain(collor).translate(SMART):
        return "smart punctuation"
    if isinstance(docc, str) and isinstance(collor, str):
        if docc.replace("`", "") == collor.replace("`", ""):
            return "code span marks"
        return "text differs"
    if isinstance(docc, list) and isinstance(collor, list):
        if sorted(map(str, docc)) == sorted(map(str, collor)):
            return "order differs"
        if kind in ("topics", "seeAlso", "relationships"):
            if [g[0] for g in docc] != [g[0] for g in collor]:
                return "group titles differ"
            return "group members differ"
        if len(docc) != len(collor):
            return "count differs"
    return "value differs"


def catalog(docc_pages, collor_pages, context=None):
    """The comparison of one catalog's pages: a Result. `context` (documented.Context): docc's
    diagnostics and graphs, which put some differences in `documented.DOCUMENTED`'s classes."""
    context = context or documented.Context()
    result = Result()
    for key, theirs in sorted(docc_pages.items()):
        ours = collor_pages.get(key)
        where = theirs["url"]
        result.count("page", ours is not None)
        if ours is None:
            result.differ("page", where, key, None)
            for kind in ("title", "kind") + tuple(theirs["sections"]):
                result.count(kind, False)
            continue
        where = f"{ours['url']} ({theirs['url']})"
        for kind in ("title", "kind"):
            same = theirs[kind] == ours[kind]
            result.count(kind, same)
            if not same:
                result.differ(kind, where, theirs[kind], ours[kind])
        for kind in model.SECTION_KINDS[3:]:
            mine, other = ours["sections"].get(kind), theirs["sections"].get(kind)
            if kind in ("topics", "seeAlso") and mine:
                mine = without_extended(result, kind, where, mine, context)
            if mine is None and other is None:
                continue
            same = mine == other
            if not same and kind in ("abstract", "discussion") and shared_title(
                    other, mine, theirs.get("externalTitles", ())):
                result.document(kind, where, other, mine, documented.SHARED_TITLE)
                continue
            if not same and bracket_quote(other, mine):
                result.document(kind, where, other, mine, documented.BRACKET_QUOTE)
                continue
            if not same and kind == "discussion" and heading_url(other, mine):
                result.document(kind, where, other, mine, documented.HEADING_URL)
                continue
            if not same and kind in ("topics", "seeAlso") and mine and other \
                    and once_each(other) == mine:
                result.document(kind, where, other, mine, documented.REPEATED)
                continue
            result.count(kind, same)
            if not same:
                result.differ(kind, where, other, mine)
    link_groups(result, docc_pages, collor_pages, context)
    listed = {member for page in collor_pages.values()
              for _, members in page["sections"].get("topics") or [] for member in members}
    for key, ours in sorted(collor_pages.items()):
        if key not in docc_pages and ours.get("reportKind") in ("article", "collection",
                                                            "technologyRoot", "symbol"):
            if context.extended_type(key) or context.extended_type(ours.get("group", key)):
                result.document("page", ours["url"], None, key, documented.EXTENDED)
                continue
            if key not in listed and trimmed_extended(ours, docc_pages, collor_pages):
                result.document("page", ours["url"], None, key, documented.TRIMMED)
                continue
            result.count("page", False)
            result.differ("page", ours["url"], None, key, "only in collor")
    return result


def trimmed_extended(ours, docc_pages, collor_pages):
    """Whether `ours`, a page docc lacks and no collor page lists, is an extended type's page
    that docc trims: every member section on it has its page in docc (the members are
    documented, their type's page is not); or an extended module's page that lists no type
    (each trimmed so)."""
    kind = ours.get("kind", "")
    if kind == "Extended Module":
        return not ours["sections"].get("topics")
    if not kind.startswith("Extended "):
        return False
    prefix = ours["url"] + "#"
    members = [key for key, page in collor_pages.items() if page["url"].startswith(prefix)]
    return bool(members) and all(key in docc_pages for key in members)


def without_extended(result, kind, where, groups, context):
    """Topics or See Also groups without their members that are pages of extended external types
    (`other:swift/collection/chunks(ofcount:)`, as a page of the Algorithms articles curates
    them), each listed once under `documented.EXTENDED` (docc has no such page to curate); a
    group left empty drops out, and None when none is left."""
    kept = []
    for title, members in groups:
        left = []
        for member in members:
            if extended_member(context, member):
                result.document(kind, where, None, member, documented.EXTENDED)
            else:
                left.append(member)
        if left or not members:
            kept.append([title, left])
    return kept or None


def extended_member(context, key):
    """Whether a group member is a page of an extended external type's (`context.extended_type`),
    or one collor shows as another module's symbol (`other:swift/collection/chunks(ofcount:)`)
    whose type the graphs extend: docc, without extension blocks, has neither."""
    if context.extended_type(key):
        return True
    parts = key[len("other:"):].split("/") if key.startswith("other:") else []
    return not context.extension_blocks and len(parts) > 2 and parts[1] in context.extended


@functools.lru_cache(maxsize=None)
def source_lines(path):
    try:
        with open(path, encoding="utf-8") as file:
            return tuple(file.read().split("\n"))
    except (OSError, UnicodeDecodeError):
        return ()


def in_heading(position):
    """Whether a link's place is in an ATX heading of its catalog file: docc's render JSON keeps
    a heading as plain text, a symbol link in it as its URL (`documented.HEADING_URL`)."""
    if not position or not position[0] or not position[1] or not position[0].endswith(".md"):
        return False
    lines = source_lines(position[0])
    line = lines[position[1] - 1] if 0 < position[1] <= len(lines) else ""
    return re.match(r" {0,3}#{1,6}[ \t]", line) is not None


def written_entries(files, title):
    """How many list items the Topics group `title` ("" for a bare list under `## Topics`) of
    one of `files` (a page's source and extension files) writes; None when none has it."""
    wanted = model.text(title.replace("`", ""))
    for path in files:
        in_topics, current, count = False, None, None
        for line in source_lines(path):
            heading = re.match(r" {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$", line)
            if heading and len(heading.group(1)) <= 3:
                if count is not None:
                    return count  # the group ends at the next heading of its level or above
                text = model.text(heading.group(2).replace("`", ""))
                if len(heading.group(1)) <= 2:
                    in_topics = text == "Topics"
                    current = "" if in_topics else None
                elif in_topics:
                    current = text
                if in_topics and current == wanted:
                    count = 0
            elif count is not None and re.match(r" {0,3}[-*+][ \t]", line):
                count += 1
        if count is not None:
            return count
    return None


def link_groups(result, docc_pages, collor_pages, context):
    """Link occurrences per output page of collor's: a member's links are its type page's. An
    authored group's entries count as far as the page's source writes them: docc appends the
    uncurated symbols of its title's kind after them (`RenderNodeTranslator`), no link written."""
    groups = {}
    for key, theirs in docc_pages.items():
        ours = collor_pages.get(key)
        group = ours.get("group", key) if ours else key
        merged = groups.setdefault(group, {"links": [], "external": [], "url": theirs["url"]})
        merged["links"] += theirs["links"]
        files = (ours or {}).get("files", [])
        for title, members in theirs.get("authoredGroups", []):
            written = written_entries(files, title) if files else None
            merged["links"] += members if written is None else members[:written]
        merged["external"] += theirs["external"]
    for group, theirs in sorted(groups.items()):
        ours = collor_pages.get(group, {"links": [], "external": [], "url": "(no page)"})
        links(result, f"{ours['url']} ({theirs['url']})", theirs, ours, context)


def links(result, where, theirs, ours, context=None):
    """Link occurrences of one page: docc's against collor's, target by target. A link collor
    leaves unresolved where docc warns too, or a relative link docc keeps as written, is listed
    in its documented class and not counted; a link only collor resolves names docc's warning
    at its place when there is one."""
    context = context or documented.Context()
    positions = ours.get("positions") or [None] * len(ours["links"])
    sources = ours.get("sources") or [""] * len(ours["links"])
    external = collections.Counter(t for t in theirs["external"] if t is not None)
    counted = {"links": [], "external links": [t for t in ours["external"] if t is not None]}
    unresolved = []
    for target, source, position in zip(ours["links"], sources, positions):
        if target is not None and in_heading(position):
            result.document("links", where, None, source, documented.HEADING_URL)
            continue
        if target is not None:
            counted["links"].append((target, source, position))
            continue
        destination = position[3] if position else ""
        warning = context.warning(position)
        if warning:
            result.document("links", where, warning, source, documented.UNRESOLVED_BOTH)
        elif destination and external[destination] > 0:
            external[destination] -= 1
            result.document("external links", where, f"1 x {destination}", source,
                            documented.RELATIVE)
        else:
            unresolved.append(source)
    theirs_by_kind = {"links": collections.Counter(t for t in theirs["links"] if t is not None),
                      "external links": +external}
    for kind in ("links", "external links"):
        wanted = theirs_by_kind[kind]
        occurrences = collections.defaultdict(list)
        for item in counted[kind]:
            target, source, position = item if kind == "links" else (item, "", None)
            occurrences[target].append((source, position))
        found = collections.Counter({t: len(o) for t, o in occurrences.items()})
        alike = sum(min(n, found[t]) for t, n in wanted.items())
        extra = sum(max(0, n - wanted[t]) for t, n in found.items())
        missing = unresolved if kind == "links" else []
        result.count(kind, alike, sum(wanted.values()) + extra + len(missing))
        for target, n in sorted(wanted.items()):
            if found[target] < n:
                result.differ(kind, where, f"{n} x {target}", f"{found[target]} x",
                              "missing in collor")
        for target, n in sorted(found.items()):
            if wanted[target] < n:
                places = occurrences[target]
                warnings = [context.warning(p) for _, p in places]
                warned = next((w for w in warnings if w), None)
                result.differ(kind, where, f"{wanted[target]} x" +
                              (f" (docc warns: {warned})" if warned else ""),
                              f"{n} x {target} at " + ", ".join(s for s, _ in places[:3]),
                              "only in collor, docc warns there" if warned else "only in collor")
        if missing:
            result.differ(kind, where, None, ", ".join(missing[:5]),
                          "unresolved in collor (href=\"\")")


def table(results, kinds=None):
    """Rows of parity per section kind: [[catalog, kind: 'alike/total (pct)', ...]]."""
    kinds = kinds or model.KINDS
    rows = [["catalog"] + list(kinds)]
    for name, result in results:
        row = [name]
        for kind in kinds:
            alike, total = result.scores[kind]
            row.append("-" if total == 0 else f"{alike}/{total}")
        rows.append(row)
    return rows
